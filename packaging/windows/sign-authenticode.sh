#!/usr/bin/env bash
# Authenticode-sign Windows files from Linux or macOS with osslsigncode, then verify
# each signature. Files are signed in place.
#
#   packaging/windows/sign-authenticode.sh dist/puzzlesuite            # a whole bundle
#   packaging/windows/sign-authenticode.sh FILE.exe [FILE.dll|.pyd ...]
#
# A folder means every .exe, .dll and .pyd under it (Windows checks each one it loads,
# and SmartScreen and application-control policies judge the unsigned ones).
#
# Inputs (environment; the key material is never in the repository, and no secret is
# ever put on a command line, where other users could read it in the process list):
#   AUTHENTICODE_PFX                PKCS#12 file with the code-signing certificate, its
#                                   chain and private key, with
#   AUTHENTICODE_PFX_PASSWORD       its password, or AUTHENTICODE_PFX_PASSWORD_FILE;
#   or instead of the PFX:
#   AUTHENTICODE_CERT               certificate chain, PEM or DER (.spc), and
#   AUTHENTICODE_KEY                the private key, PEM (AUTHENTICODE_KEY_PASSWORD or
#                                   AUTHENTICODE_KEY_PASSWORD_FILE if it is encrypted).
#   A password from the environment reaches osslsigncode through a pipe
#   (-readpass /dev/fd/3): never an argument, never a file on disk.
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
[ $# -gt 0 ] || die "usage: $0 FOLDER|FILE.exe [FILE.dll ...]"
command -v osslsigncode >/dev/null || die "osslsigncode is missing (apt-get install osslsigncode)"

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# The files to sign: folders expanded to their PE files, in a stable order.
files=()
for target in "$@"; do
  if [ -d "$target" ]; then
    while IFS= read -r -d '' file; do files+=("$file"); done < <(
      find "$target" -type f \( -iname '*.exe' -o -iname '*.dll' -o -iname '*.pyd' \) -print0 |
        LC_ALL=C sort -z)
  elif [ -f "$target" ]; then
    files+=("$target")
  else
    die "no such file or folder: $target"
  fi
done
[ ${#files[@]} -gt 0 ] || die "no .exe, .dll or .pyd file in: $*"

credentials=()
password= password_file=
if [ -n "${AUTHENTICODE_PFX:-}" ]; then
  [ -r "$AUTHENTICODE_PFX" ] || die "cannot read AUTHENTICODE_PFX=$AUTHENTICODE_PFX"
  credentials=(-pkcs12 "$AUTHENTICODE_PFX")
  password=${AUTHENTICODE_PFX_PASSWORD:-} password_file=${AUTHENTICODE_PFX_PASSWORD_FILE:-}
elif [ -n "${AUTHENTICODE_CERT:-}" ] && [ -n "${AUTHENTICODE_KEY:-}" ]; then
  credentials=(-certs "$AUTHENTICODE_CERT" -key "$AUTHENTICODE_KEY")
  password=${AUTHENTICODE_KEY_PASSWORD:-} password_file=${AUTHENTICODE_KEY_PASSWORD_FILE:-}
else
  die "no signing certificate: set AUTHENTICODE_PFX (+ _PASSWORD) or AUTHENTICODE_CERT + AUTHENTICODE_KEY"
fi
if [ -n "$password_file" ]; then
  [ -r "$password_file" ] || die "cannot read the password file $password_file"
  credentials+=(-readpass "$password_file")
elif [ -n "$password" ]; then
  credentials+=(-readpass /dev/fd/3)  # fed by a pipe below, once per file
fi

options=(-h sha256 -n "${AUTHENTICODE_DESCRIPTION:-Puzzle Suite}")
[ -z "${AUTHENTICODE_INFO_URL:-}" ] || options+=(-i "$AUTHENTICODE_INFO_URL")
[ -z "${AUTHENTICODE_TIMESTAMP_URL:-}" ] || options+=(-ts "$AUTHENTICODE_TIMESTAMP_URL")
verify_options=(-CAfile "${AUTHENTICODE_CAFILE:-/etc/ssl/certs/ca-certificates.crt}")
[ -z "${AUTHENTICODE_TIMESTAMP_URL:-}" ] || verify_options+=(-TSA-CAfile "${AUTHENTICODE_CAFILE:-/etc/ssl/certs/ca-certificates.crt}")

for file in "${files[@]}"; do
  signed=$scratch/signed
  rm -f "$signed"
  osslsigncode sign "${credentials[@]}" "${options[@]}" -in "$file" -out "$signed" \
    >"$scratch/log" 2>&1 3< <(printf '%s' "$password") ||
    { cat "$scratch/log" >&2; die "could not sign $file"; }
  osslsigncode verify "${verify_options[@]}" -in "$signed" >"$scratch/log" 2>&1 ||
    { cat "$scratch/log" >&2; die "the signature on $file does not verify"; }
  cat "$signed" >"$file"  # keep the original file's mode and owner
  echo "signed and verified: $file"
done
echo "signed ${#files[@]} file(s)"
