#!/usr/bin/env bash
# Check that a Puzzle Suite download comes from us and is intact, byte for byte.
#
#   verify.sh --key puzzlesuite-release-key.asc [--fingerprint FPR] [DIR]
#       DIR (default: the current folder) holds SHA256SUMS, SHA256SUMS.asc and the files
#       you downloaded. Checks the signature on SHA256SUMS, the checksum of every listed
#       file present in DIR (at least one), and the debsigs signature inside each .deb.
#   verify.sh --key KEY [--fingerprint FPR] puzzlesuite_X.Y.Z_amd64.deb ...
#       Checks only the debsigs signature inside each .deb.
#   verify.sh --key KEY --debsig-policy ROOT
#       Writes a debsig-verify policy and keyring for this key under ROOT/etc/debsig and
#       ROOT/usr/share/debsig (use ROOT=/ to let debsig-verify check our packages).
#
# KEY is our public key. Get it from a source you trust and compare its fingerprint
# with the one published in README.md; --fingerprint makes this script do that.
# Exit status: 0 when everything checks out, 1 on any failure (with the reason),
# 2 on wrong usage. Needs gpg and gpgv; for .deb files also ar (binutils) or python3.
set -euo pipefail

usage() {
  sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
}
fail() { echo "verify.sh: FAILED: $*" >&2; exit 1; }
say() { [ -n "$quiet" ] || echo "$@"; }

key_file= expected_fpr= quiet= policy_root=
targets=()
while [ $# -gt 0 ]; do
  case "$1" in
    --key) key_file=${2:?}; shift 2 ;;
    --fingerprint) expected_fpr=$(printf '%s' "${2:?}" | tr -d ' :' | tr 'a-f' 'A-F'); shift 2 ;;
    --debsig-policy) policy_root=${2:?}; shift 2 ;;
    --quiet|-q) quiet=1; shift ;;
    -h|--help) usage ;;
    -*) echo "verify.sh: unknown option $1" >&2; usage ;;
    *) targets+=("$1"); shift ;;
  esac
done
[ -n "$key_file" ] || usage
[ -r "$key_file" ] || fail "cannot read the key file $key_file"
for tool in gpg gpgv; do
  command -v "$tool" >/dev/null || fail "$tool is missing (Debian/Ubuntu: apt install gpg gpgv)"
done

scratch=$(mktemp -d)
trap 'gpgconf --homedir "$scratch/gnupg" --kill gpg-agent 2>/dev/null || true; rm -rf "$scratch"' EXIT
mkdir -m 700 "$scratch/gnupg"
export GNUPGHOME=$scratch/gnupg  # never touch the user's own keyring

# --- the key ---------------------------------------------------------------------------
primary_fprs=()  # (a read loop, not mapfile: macOS still ships bash 3.2)
while IFS= read -r fpr; do primary_fprs+=("$fpr"); done < <(
  gpg --batch --with-colons --show-keys "$key_file" 2>/dev/null |
    awk -F: '$1 == "pub" { want = 1; next } $1 == "fpr" && want { print $10; want = 0 }')
[ ${#primary_fprs[@]} -gt 0 ] || fail "$key_file holds no OpenPGP public key"
[ ${#primary_fprs[@]} -eq 1 ] || fail "$key_file holds ${#primary_fprs[@]} keys; expected exactly our one key"
key_fpr=${primary_fprs[0]}
if [ -n "$expected_fpr" ] && [ "$key_fpr" != "$expected_fpr" ]; then
  fail "the key in $key_file has fingerprint $key_fpr, not the expected $expected_fpr"
fi
keyring=$scratch/trusted.gpg
if grep -q -- '-----BEGIN PGP PUBLIC KEY BLOCK-----' "$key_file"; then
  gpg --batch --dearmor <"$key_file" >"$keyring"
else
  cp "$key_file" "$keyring"
fi

if [ -n "$policy_root" ]; then
  policies=$policy_root/etc/debsig/policies/$key_fpr
  keyrings=$policy_root/usr/share/debsig/keyrings/$key_fpr
  mkdir -p "$policies" "$keyrings"
  cp "$keyring" "$keyrings/puzzlesuite.gpg"
  cat >"$policies/puzzlesuite.pol" <<EOF
<?xml version="1.0"?>
<!DOCTYPE Policy SYSTEM "https://www.debian.org/debsig/1.0/policy.dtd">
<Policy xmlns="https://www.debian.org/debsig/1.0/">
  <Origin Name="Puzzle Suite" id="$key_fpr" Description="Puzzle Suite release key"/>
  <Selection>
    <Required Type="origin" File="puzzlesuite.gpg" id="$key_fpr"/>
  </Selection>
  <Verification MinOptional="0">
    <Required Type="origin" File="puzzlesuite.gpg" id="$key_fpr"/>
  </Verification>
</Policy>
EOF
  say "debsig-verify policy for $key_fpr written under $policy_root"
  exit 0
fi

# check_signature SIGNATURE DATA WHAT: good signature by our key, or fail.
check_signature() {
  local status=$scratch/status
  if ! gpgv --status-fd 3 --keyring "$keyring" "$1" "$2" 3>"$status" >/dev/null 2>&1; then
    fail "$3: the signature does not match our key $key_fpr (tampered, or signed by another key)"
  fi
  grep -q '^\[GNUPG:\] GOODSIG ' "$status" || fail "$3: no good signature"
  # VALIDSIG's last field is the primary key fingerprint of the signing key.
  awk -v want="$key_fpr" '$2 == "VALIDSIG" && $NF == want { found = 1 } END { exit !found }' \
    "$status" || fail "$3: signed by a key other than $key_fpr"
}

# --- .deb files: the debsigs origin signature --------------------------------------------
ar_tool() {  # ar_tool list DEB | ar_tool cat DEB MEMBER...
  if command -v ar >/dev/null; then
    if [ "$1" = list ]; then ar t "$2"; else ar p "${@:2}"; fi
    return
  fi
  command -v python3 >/dev/null || fail "need ar (apt install binutils) or python3 to read .deb files"
  python3 - "$@" <<'EOF'
import sys
mode, path, wanted = sys.argv[1], sys.argv[2], sys.argv[3:]
with open(path, "rb") as handle:
    if handle.read(8) != b"!<arch>\n":
        sys.exit(f"{path} is not a Debian package")
    members = {}
    order = []
    while (header := handle.read(60)) and len(header) == 60:
        name = header[:16].decode().strip().rstrip("/")
        size = int(header[48:58])
        members[name] = handle.read(size)
        order.append(name)
        if size % 2:
            handle.read(1)
if mode == "list":
    print("\n".join(order))
else:
    for name in wanted:
        sys.stdout.buffer.write(members[name])
EOF
}

verify_deb() {
  local deb=$1 name
  name=$(basename "$deb")
  local members signed=()
  members=$(ar_tool list "$deb") || fail "$name is not a readable Debian package"
  grep -qx '_gpgorigin' <<<"$members" || fail "$name carries no debsigs origin signature"
  while read -r member; do
    case "$member" in _gpg*) ;; *) signed+=("$member") ;; esac
  done <<<"$members"
  [ "${signed[0]:-}" = debian-binary ] || fail "$name is not a Debian package"
  ar_tool cat "$deb" _gpgorigin >"$scratch/origin.sig"
  ar_tool cat "$deb" "${signed[@]}" >"$scratch/signed-content"
  check_signature "$scratch/origin.sig" "$scratch/signed-content" "$name (debsigs)"
  say "OK  $name: debsigs origin signature by $key_fpr"
}

if [ ${#targets[@]} -gt 0 ] && [ -f "${targets[0]}" ]; then
  for deb in "${targets[@]}"; do
    [ -f "$deb" ] || fail "no such file: $deb"
    verify_deb "$deb"
  done
  say "All ${#targets[@]} package(s) verified."
  exit 0
fi

# --- a release folder: SHA256SUMS and its signature -------------------------------------
[ ${#targets[@]} -le 1 ] || usage
dir=${targets[0]:-.}
[ -d "$dir" ] || fail "no such folder: $dir"
[ -f "$dir/SHA256SUMS" ] || fail "$dir/SHA256SUMS is missing"
[ -f "$dir/SHA256SUMS.asc" ] || fail "$dir/SHA256SUMS.asc is missing"
check_signature "$dir/SHA256SUMS.asc" "$dir/SHA256SUMS" "SHA256SUMS"
say "OK  SHA256SUMS: signature by $key_fpr"

sha256() {
  if command -v sha256sum >/dev/null; then sha256sum -- "$1"; else shasum -a 256 -- "$1"; fi |
    awk '{ print $1 }'
}
checked=0 missing=0
while IFS= read -r line || [ -n "$line" ]; do
  [[ "$line" =~ ^([0-9a-f]{64})\ [\ *](.+)$ ]] || fail "SHA256SUMS has a malformed line: $line"
  expected=${BASH_REMATCH[1]} file=${BASH_REMATCH[2]}
  case "$file" in */*|.*) fail "SHA256SUMS names a path outside the folder: $file" ;; esac
  if [ ! -e "$dir/$file" ]; then
    missing=$((missing + 1))
    continue
  fi
  [ "$(sha256 "$dir/$file")" = "$expected" ] || fail "$file does not match SHA256SUMS (corrupted or tampered)"
  say "OK  $file: checksum"
  case "$file" in *.deb) verify_deb "$dir/$file" ;; esac
  checked=$((checked + 1))
done <"$dir/SHA256SUMS"
[ "$checked" -gt 0 ] || fail "none of the files listed in SHA256SUMS is in $dir"
note=
[ "$missing" -eq 0 ] || note=" ($missing listed file(s) not present, not checked)"
say "All $checked file(s) verified$note."
