#!/usr/bin/env bash
# Measure the Linux release build: runs build.sh N times (default 3) with a throwaway
# signing key into a temporary folder and prints sizes and the median timings.
#   packaging/benchmark.sh [N]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
runs=${1:-3}
scratch=$(mktemp -d)
trap 'gpgconf --homedir "$scratch/gnupg" --kill gpg-agent 2>/dev/null || true; rm -rf "$scratch"' EXIT
mkdir -m 700 "$scratch/gnupg"
GNUPGHOME=$scratch/gnupg gpg --batch --quiet --passphrase '' --pinentry-mode loopback \
  --quick-gen-key "Puzzle Suite benchmark <bench@puzzlesuite.invalid>" ed25519 cert,sign never
GNUPGHOME=$scratch/gnupg gpg --batch --armor --export-secret-keys >"$scratch/key.asc"

for i in $(seq "$runs"); do
  env -u GNUPGHOME PUZZLESUITE_SIGNING_KEY_FILE="$scratch/key.asc" \
    "$root/packaging/build.sh" --out "$scratch/out" >"$scratch/log-$i" 2>&1 ||
    { cat "$scratch/log-$i" >&2; exit 1; }
  cp "$scratch/out/build-report.txt" "$scratch/report-$i"
done
cat "$scratch/report-1"
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
for label in "PyInstaller step" ".deb step" "total build"; do
  values=$(grep -h "^$label:" "$scratch"/report-* | awk '{ print $(NF - ($NF == "(signed)" ? 2 : 1)) }')
  echo "median $label over $runs runs: $(echo "$values" | median) s  (runs: $(echo $values))"
done
