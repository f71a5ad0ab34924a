#!/usr/bin/env bash
# Authenticode-sign Windows executables from Linux or macOS with osslsigncode, then
# verify each signature. Files are signed in place.
#
#   packaging/windows/sign-authenticode.sh dist/puzzlesuite/puzzlesuite.exe [more.exe|.dll ...]
#
# Inputs (environment; the key material is never in the repository):
#   AUTHENTICODE_PFX                PKCS#12 file with the code-signing certificate, its
#                                   chain and private key, with
#   AUTHENTICODE_PFX_PASSWORD       its password (or AUTHENTICODE_PFX_PASSWORD_FILE);
#   or instead of the PFX:
#   AUTHENTICODE_CERT               certificate chain, PEM or DER (.spc), and
#   AUTHENTICODE_KEY                the private key, PEM (AUTHENTICODE_KEY_PASSWORD if it
#                                   is encrypted).
#   AUTHENTICODE_TIMESTAMP_URL      RFC 3161 time-stamp server, e.g. your CA's. Use it for
#                                   every release: without a time stamp the signature stops
#                                   validating when the certificate expires. Needs network.
#   AUTHENTICODE_CAFILE             CA bundle that the verification step trusts; default
#                                   /etc/ssl/certs/ca-certificates.crt (a self-signed test
#                                   certificate must be given here).
#   AUTHENTICODE_DESCRIPTION        shown in the UAC/SmartScreen prompt (default "Puzzle Suite")
#   AUTHENTICODE_INFO_URL           optional "more information" URL.
# On Windows itself use sign-authenticode.ps1 (signtool) instead.
set -euo pipefail

die() { echo "sign-authenticode.sh: $*" >&2; exit 1; }
[ $# -gt 0 ] || die "usage: $0 FILE.exe [FILE.dll ...]"
command -v osslsigncode >/dev/null || die "osslsigncode is missing (apt-get install osslsigncode)"

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

credentials=()
if [ -n "${AUTHENTICODE_PFX:-}" ]; then
  [ -r "$AUTHENTICODE_PFX" ] || die "cannot read AUTHENTICODE_PFX=$AUTHENTICODE_PFX"
  credentials=(-pkcs12 "$AUTHENTICODE_PFX")
  if [ -n "${AUTHENTICODE_PFX_PASSWORD_FILE:-}" ]; then
    credentials+=(-readpass "$AUTHENTICODE_PFX_PASSWORD_FILE")
  elif [ -n "${AUTHENTICODE_PFX_PASSWORD:-}" ]; then
    # A file, not -pass, so the password never shows in the process list.
    (umask 077; printf '%s' "$AUTHENTICODE_PFX_PASSWORD" >"$scratch/pass")
    credentials+=(-readpass "$scratch/pass")
  fi
elif [ -n "${AUTHENTICODE_CERT:-}" ] && [ -n "${AUTHENTICODE_KEY:-}" ]; then
  credentials=(-certs "$AUTHENTICODE_CERT" -key "$AUTHENTICODE_KEY")
  if [ -n "${AUTHENTICODE_KEY_PASSWORD:-}" ]; then
    (umask 077; printf '%s' "$AUTHENTICODE_KEY_PASSWORD" >"$scratch/pass")
    credentials+=(-readpass "$scratch/pass")
  fi
else
  die "no signing certificate: set AUTHENTICODE_PFX (+ _PASSWORD) or AUTHENTICODE_CERT + AUTHENTICODE_KEY"
fi

options=(-h sha256 -n "${AUTHENTICODE_DESCRIPTION:-Puzzle Suite}")
[ -z "${AUTHENTICODE_INFO_URL:-}" ] || options+=(-i "$AUTHENTICODE_INFO_URL")
[ -z "${AUTHENTICODE_TIMESTAMP_URL:-}" ] || options+=(-ts "$AUTHENTICODE_TIMESTAMP_URL")
verify_options=(-CAfile "${AUTHENTICODE_CAFILE:-/etc/ssl/certs/ca-certificates.crt}")
[ -z "${AUTHENTICODE_TIMESTAMP_URL:-}" ] || verify_options+=(-TSA-CAfile "${AUTHENTICODE_CAFILE:-/etc/ssl/certs/ca-certificates.crt}")

for file in "$@"; do
  [ -f "$file" ] || die "no such file: $file"
  signed=$scratch/$(basename "$file")
  osslsigncode sign "${credentials[@]}" "${options[@]}" -in "$file" -out "$signed" \
    >"$scratch/log" 2>&1 || { cat "$scratch/log" >&2; die "could not sign $file"; }
  osslsigncode verify "${verify_options[@]}" -in "$signed" >"$scratch/log" 2>&1 ||
    { cat "$scratch/log" >&2; die "the signature on $file does not verify"; }
  cat "$signed" >"$file"  # keep the original file's mode and owner
  echo "signed and verified: $file"
done
