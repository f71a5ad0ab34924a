#!/usr/bin/env bash
# Sign "Puzzle Suite.app" with a Developer ID, notarise it with Apple, staple the ticket,
# then do the same for a .dmg holding it. macOS only (codesign, notarytool, stapler).
#
#   packaging/macos/sign-and-notarize.sh "packaging/out/dist/Puzzle Suite.app" OUT.dmg
#
# Inputs (environment; nothing secret is in the repository):
#   MACOS_SIGN_IDENTITY     "Developer ID Application: NAME (TEAMID)" in the keychain, or
#                           its SHA-1 hash. On CI, import it first with
#   MACOS_CERT_P12 + MACOS_CERT_PASSWORD   (optional) a .p12 imported into a temporary
#                           keychain that is deleted afterwards.
#   Notarisation credentials, one of:
#   MACOS_NOTARY_PROFILE    a keychain profile made by `xcrun notarytool store-credentials`;
#   MACOS_NOTARY_KEY, MACOS_NOTARY_KEY_ID, MACOS_NOTARY_ISSUER
#                           App Store Connect API key (.p8 path), its id and issuer id;
#   MACOS_NOTARY_APPLE_ID, MACOS_NOTARY_TEAM_ID, MACOS_NOTARY_PASSWORD
#                           Apple ID with an app-specific password.
set -euo pipefail

die() { echo "sign-and-notarize.sh: $*" >&2; exit 1; }
[ $# -eq 2 ] || die "usage: $0 APP_BUNDLE OUT.dmg"
app=${1%/}
dmg=$2
here=$(cd "$(dirname "$0")" && pwd)
[ -d "$app/Contents/MacOS" ] || die "$app is not an .app bundle"
[ -n "${MACOS_SIGN_IDENTITY:-}" ] || die "set MACOS_SIGN_IDENTITY"
for tool in codesign xcrun hdiutil ditto; do command -v "$tool" >/dev/null || die "$tool is missing"; done

scratch=$(mktemp -d)
keychain=
cleanup() {
  [ -z "$keychain" ] || security delete-keychain "$keychain" 2>/dev/null || true
  rm -rf "$scratch"
}
trap cleanup EXIT

if [ -n "${MACOS_CERT_P12:-}" ]; then
  keychain=$scratch/signing.keychain-db
  keychain_password=$(uuidgen)
  security create-keychain -p "$keychain_password" "$keychain"
  security set-keychain-settings -lut 3600 "$keychain"
  security unlock-keychain -p "$keychain_password" "$keychain"
  security import "$MACOS_CERT_P12" -k "$keychain" -P "${MACOS_CERT_PASSWORD:-}" -T /usr/bin/codesign
  security set-key-partition-list -S apple-tool:,apple: -s -k "$keychain_password" "$keychain" >/dev/null
  security list-keychains -d user -s "$keychain" $(security list-keychains -d user | tr -d '"')
fi

notary_auth=()
if [ -n "${MACOS_NOTARY_PROFILE:-}" ]; then
  notary_auth=(--keychain-profile "$MACOS_NOTARY_PROFILE")
elif [ -n "${MACOS_NOTARY_KEY:-}" ]; then
  notary_auth=(--key "$MACOS_NOTARY_KEY" --key-id "${MACOS_NOTARY_KEY_ID:?}" --issuer "${MACOS_NOTARY_ISSUER:?}")
elif [ -n "${MACOS_NOTARY_APPLE_ID:-}" ]; then
  notary_auth=(--apple-id "$MACOS_NOTARY_APPLE_ID" --team-id "${MACOS_NOTARY_TEAM_ID:?}" --password "${MACOS_NOTARY_PASSWORD:?}")
else
  die "no notarisation credentials (MACOS_NOTARY_PROFILE, MACOS_NOTARY_KEY... or MACOS_NOTARY_APPLE_ID...)"
fi

sign() {
  codesign --force --timestamp --options runtime --entitlements "$here/entitlements.plist" \
    --sign "$MACOS_SIGN_IDENTITY" "$@"
}

# Inside out: every Mach-O file first, then frameworks, then the app itself.
while IFS= read -r -d '' file; do
  if file -b "$file" | grep -q 'Mach-O'; then sign "$file"; fi
done < <(find "$app/Contents" -type f ! -path "*/Contents/MacOS/*" -print0)
while IFS= read -r -d '' framework; do sign "$framework"; done < <(find "$app/Contents" -type d -name '*.framework' -print0)
sign "$app"
codesign --verify --deep --strict --verbose=2 "$app"

notarize() {  # notarize FILE: submit, wait, fail unless Apple accepted it
  xcrun notarytool submit "$1" "${notary_auth[@]}" --wait --output-format json >"$scratch/notary.json"
  grep -q '"status" *: *"Accepted"' "$scratch/notary.json" || {
    cat "$scratch/notary.json" >&2
    die "notarisation of $(basename "$1") was not accepted (see: xcrun notarytool log <id>)"
  }
}

ditto -c -k --keepParent "$app" "$scratch/app.zip"
notarize "$scratch/app.zip"
xcrun stapler staple "$app"
xcrun stapler validate "$app"
spctl --assess --type execute --verbose=2 "$app"

rm -f "$dmg"
hdiutil create -volname "Puzzle Suite" -srcfolder "$app" -ov -format UDZO "$dmg"
codesign --force --timestamp --sign "$MACOS_SIGN_IDENTITY" "$dmg"
notarize "$dmg"
xcrun stapler staple "$dmg"
spctl --assess --type open --context context:primary-signature --verbose=2 "$dmg"
echo "signed, notarised and stapled: $app and $dmg"
