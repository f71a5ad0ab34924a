#!/usr/bin/env bash
# Sign the release artifacts in a folder:
#   1. every .deb gets a debsigs "origin" signature (the _gpgorigin member);
#   2. SHA256SUMS lists every artifact (after step 1, so it covers the signed .deb);
#   3. SHA256SUMS.asc is a detached, ASCII-armoured GPG signature of SHA256SUMS;
#   4. the public key is exported next to the folder, and packaging/verify.sh checks
#      the result with it before this script reports success.
#
# Usage: packaging/sign.sh ARTIFACT_DIR
#
# The private key is never in the repository; it comes from the environment:
#   PUZZLESUITE_SIGNING_KEY         the ASCII-armoured secret key itself, or
#   PUZZLESUITE_SIGNING_KEY_FILE    a path to it. Either one is imported into a throwaway
#                                   GNUPGHOME that is deleted when this script ends.
#   PUZZLESUITE_SIGNING_KEY_ID      fingerprint of the key to sign with. Optional with the
#                                   two above (the imported key is used); without them it
#                                   names a key already in $GNUPGHOME (agent, smartcard).
#   PUZZLESUITE_SIGNING_PASSPHRASE  or PUZZLESUITE_SIGNING_PASSPHRASE_FILE, when the
#                                   imported key is protected by a passphrase.
# The key's primary key must be able to sign (gpg's default [SC]): debsig-verify checks
# .deb signatures against primary keys only.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
die() { echo "sign.sh: $*" >&2; exit 1; }

[ $# -eq 1 ] || die "usage: $0 ARTIFACT_DIR"
artifacts=$(cd "$1" && pwd) || die "no such folder: $1"
for tool in gpg gpgv debsigs sha256sum ar; do
  command -v "$tool" >/dev/null || die "$tool is missing (apt-get install gpg gpgv debsigs coreutils binutils)"
done

scratch=$(mktemp -d)
cleanup() {
  if [ -n "${imported_home:-}" ]; then
    gpgconf --homedir "$imported_home" --kill gpg-agent 2>/dev/null || true
  fi
  rm -rf "$scratch"
}
trap cleanup EXIT

key_id=${PUZZLESUITE_SIGNING_KEY_ID:-}
if [ -n "${PUZZLESUITE_SIGNING_KEY:-}" ] || [ -n "${PUZZLESUITE_SIGNING_KEY_FILE:-}" ]; then
  imported_home=$scratch/gnupg
  mkdir -m 700 "$imported_home"
  export GNUPGHOME=$imported_home
  {
    echo "batch"
    echo "no-tty"
    echo "pinentry-mode loopback"
  } >"$GNUPGHOME/gpg.conf"
  if [ -n "${PUZZLESUITE_SIGNING_PASSPHRASE_FILE:-}" ]; then
    echo "passphrase-file $PUZZLESUITE_SIGNING_PASSPHRASE_FILE" >>"$GNUPGHOME/gpg.conf"
  elif [ -n "${PUZZLESUITE_SIGNING_PASSPHRASE:-}" ]; then
    (umask 077; printf '%s' "$PUZZLESUITE_SIGNING_PASSPHRASE" >"$scratch/passphrase")
    echo "passphrase-file $scratch/passphrase" >>"$GNUPGHOME/gpg.conf"
  fi
  if [ -n "${PUZZLESUITE_SIGNING_KEY:-}" ]; then
    printf '%s\n' "$PUZZLESUITE_SIGNING_KEY" | gpg --quiet --import 2>/dev/null \
      || die "PUZZLESUITE_SIGNING_KEY could not be imported"
  else
    gpg --quiet --import "$PUZZLESUITE_SIGNING_KEY_FILE" 2>/dev/null \
      || die "PUZZLESUITE_SIGNING_KEY_FILE could not be imported"
  fi
elif [ -z "$key_id" ]; then
  die "no signing key: set PUZZLESUITE_SIGNING_KEY, PUZZLESUITE_SIGNING_KEY_FILE or PUZZLESUITE_SIGNING_KEY_ID (see packaging/README.md)"
fi

# Primary secret keys as "fingerprint capabilities" lines.
secret_keys=$({ gpg --batch --with-colons --list-secret-keys ${key_id:+"$key_id"} 2>/dev/null || true; } |
  awk -F: '$1 == "sec" { caps = $12; want = 1; next } $1 == "fpr" && want { print $10, caps; want = 0 }')
[ -n "$secret_keys" ] || die "no secret key ${key_id:+matching $key_id }is available"
[ "$(printf '%s\n' "$secret_keys" | wc -l)" -eq 1 ] ||
  die "several secret keys are available; choose one with PUZZLESUITE_SIGNING_KEY_ID"
read -r fingerprint capabilities <<<"$secret_keys"
case "$capabilities" in  # lower case = the primary key's own usage, upper = whole key
  *s*) ;;
  *) die "key $fingerprint cannot sign with its primary key (capabilities: $capabilities)" ;;
esac
signer="$fingerprint!"  # "!" = exactly this key, not a subkey

shopt -s nullglob
debs=("$artifacts"/*.deb)
for deb in "${debs[@]}"; do
  if ar t "$deb" | grep -q '^_gpgorigin$'; then
    debsigs --delete=origin "$deb" >/dev/null
  fi
  # debsigs can hang when gpg fails mid-pipe; bound it.
  timeout 300 debsigs --sign=origin -k "$signer" "$deb" 2>"$scratch/debsigs.log" ||
    { cat "$scratch/debsigs.log" >&2; die "debsigs could not sign $(basename "$deb")"; }
  ar t "$deb" | grep -q '^_gpgorigin$' || die "debsigs left $(basename "$deb") unsigned"
done

rm -f "$artifacts/SHA256SUMS" "$artifacts/SHA256SUMS.asc"
mapfile -t files < <(cd "$artifacts" && find . -maxdepth 1 -type f ! -name 'SHA256SUMS*' -printf '%f\n' | LC_ALL=C sort)
[ ${#files[@]} -gt 0 ] || die "no artifacts in $artifacts"
(cd "$artifacts" && sha256sum -- "${files[@]}" >SHA256SUMS)
gpg --quiet --local-user "$signer" --armor --detach-sign \
  --output "$artifacts/SHA256SUMS.asc" "$artifacts/SHA256SUMS" ||
  die "gpg could not sign SHA256SUMS"

public_key=$(dirname "$artifacts")/puzzlesuite-release-key.asc
gpg --armor --export "$fingerprint" >"$public_key"

"$here/verify.sh" --quiet --key "$public_key" --fingerprint "$fingerprint" "$artifacts" ||
  die "the freshly signed artifacts do not verify"
echo "signed ${#files[@]} artifact(s) in $artifacts with key $fingerprint"
echo "public key: $public_key"
