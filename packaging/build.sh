#!/usr/bin/env bash
# One command for the Linux release: bundle, smoke test, .tar.gz, .deb, signatures.
#
#   packaging/build.sh [--unsigned] [--out DIR]
#
# Output (DIR defaults to packaging/out):
#   DIR/dist/puzzlesuite/                          the PyInstaller one-folder bundle
#   DIR/artifacts/puzzlesuite-VERSION-linux-ARCH.tar.gz
#   DIR/artifacts/puzzlesuite_DEBVERSION_DEBARCH.deb   (signed with debsigs)
#   DIR/artifacts/SHA256SUMS, SHA256SUMS.asc
#   DIR/puzzlesuite-release-key.asc                 the public half of the signing key
#   DIR/build-report.txt                            sizes and timings
#
# Signing needs a key from the environment (see packaging/sign.sh and README.md) and a
# real maintainer (PUZZLESUITE_MAINTAINER="Name <address>", not the placeholder at
# .invalid); --unsigned skips both, for local trial builds only.
# Environment: PYTHON (default .venv/bin/python), SOURCE_DATE_EPOCH (default: the last
# commit's time, for reproducible archive timestamps), PUZZLESUITE_MAINTAINER.
#
# Nothing outside DIR is written or wiped: PyInstaller's cache (normally the per-user
# ~/.cache/pyinstaller, which --clean empties) is DIR/work/pyinstaller-cache, so two
# builds with different DIRs can run at once.
#
# Reproducible: two builds of one commit on the same machine give byte-identical
# unsigned .tar.gz and .deb (tests/packaging/test_packaging_reproducible.py).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
out=$root/packaging/out
sign=1
while [ $# -gt 0 ]; do
  case "$1" in
    --unsigned) sign=; shift ;;
    --out) out=$(mkdir -p "$2" && cd "$2" && pwd); shift 2 ;;
    -h|--help) sed -n '2,27p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "build.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done
python=${PYTHON:-$root/.venv/bin/python}
[ -x "$python" ] || python=python3
cd "$root"

now_ms() { echo $(( $(date +%s%N) / 1000000 )); }
seconds_since() { awk -v start="$1" -v now="$(now_ms)" 'BEGIN { printf "%.1f", (now - start) / 1000 }'; }
step_started=0
step() { step_started=$(now_ms); echo "==> $*"; }

if [ -n "$sign" ]; then
  # A signed release names who answers for it; the placeholder would reach every
  # user's changelog.gz and control file (make_deb.py's DEFAULT_MAINTAINER).
  maintainer=${PUZZLESUITE_MAINTAINER:-}
  if ! [[ $maintainer =~ ^[^\<\>]+\ \<[^@\ ]+@[^\ \>]+\>$ ]] || [[ $maintainer == *.invalid\> ]]; then
    echo "build.sh: a signed release needs PUZZLESUITE_MAINTAINER=\"Name <address>\" with a real" >&2
    echo "          address (${maintainer:-unset} is not one). Pass --unsigned for a local trial build." >&2
    exit 1
  fi
fi
missing=()
while read -r package; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' ||
    missing+=("$package")
done < <(grep -v '^#' packaging/debian-build-deps.txt)
if [ ${#missing[@]} -gt 0 ]; then
  echo "build.sh: missing Debian packages: apt-get install ${missing[*]}" >&2
  exit 1
fi
if [ -n "$sign" ] && [ -z "${PUZZLESUITE_SIGNING_KEY:-}${PUZZLESUITE_SIGNING_KEY_FILE:-}${PUZZLESUITE_SIGNING_KEY_ID:-}" ]; then
  echo "build.sh: no signing key in the environment (PUZZLESUITE_SIGNING_KEY, _KEY_FILE or _KEY_ID)." >&2
  echo "          Pass --unsigned for a local trial build." >&2
  exit 1
fi
if ! "$python" -c 'import PyInstaller' 2>/dev/null; then
  # The packaging extra of pyproject.toml: build-time tools, never needed by the app.
  echo "==> installing PyInstaller into $("$python" -c 'import sys; print(sys.prefix)')"
  "$python" -m pip install -q 'pyinstaller>=6.10,<7'
fi

version=$("$python" packaging/pkgmeta.py version)
"$python" packaging/pkgmeta.py check
# One timestamp for every archive entry: the commit's, never the build's.
SOURCE_DATE_EPOCH=$("$python" packaging/pkgmeta.py source-date-epoch)
export SOURCE_DATE_EPOCH
# PyInstaller marshals byte-code and writes base_library.zip in the order of sets and
# dicts keyed by strings; a random hash seed reorders them from one build to the next.
export PYTHONHASHSEED=0
build_started=$(now_ms)

step "PyInstaller bundle ($version)"
rm -rf "$out/dist" "$out/artifacts"
# A private cache in this build's own work folder: --clean wipes only it, and another
# build (another DIR) never reads a half-written index ("bincache may be corrupted").
export PYINSTALLER_CONFIG_DIR=$out/work/pyinstaller-cache
"$python" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath "$out/dist" --workpath "$out/work/build" packaging/puzzlesuite.spec
bundle=$out/dist/puzzlesuite
bundle_seconds=$(seconds_since "$step_started")

step "library search paths of the build machine removed"
# A Python built outside Debian (pyenv, a CI image) leaves RUNPATH entries such as
# /root/.pyenv/.../lib in its library and extension modules: a user's machine would
# search there. The bundle's own loader finds everything in _internal/ without them.
while IFS= read -r -d '' elf; do
  runpath=$(readelf -d "$elf" 2>/dev/null | sed -n 's/.*(\(RUNPATH\|RPATH\)).*\[\(.*\)\]/\2/p')
  case "$runpath" in
    "" | '$ORIGIN'*) ;;
    *) patchelf --remove-rpath "$elf" ;;
  esac
done < <(find "$bundle" -type f \( -name '*.so*' -o -path "$bundle/puzzlesuite" \) -print0 | LC_ALL=C sort -z)

step "licences of every bundled part"
# Fails when a file or module of the bundle has no known licence (packaging/licences.py).
"$python" packaging/licences.py "$bundle"

step "smoke test of the bundle (offscreen)"
smoke_data=$(mktemp -d)
QT_QPA_PLATFORM=offscreen "$bundle/puzzlesuite" --smoke --data-dir "$smoke_data"
rm -rf "$smoke_data"

step "tar.gz"
mkdir -p "$out/artifacts"
arch=$(uname -m)
tarball=$out/artifacts/puzzlesuite-$version-linux-$arch.tar.gz
# Top folder named after the version; symlink targets inside stay untouched (flag S).
# Reproducible: names sorted bytewise, one owner, one time, modes without the umask's
# say, no extended attributes; gzip -n leaves out the name and time of the input.
LC_ALL=C tar -C "$out/dist" --format=gnu --sort=name --owner=0 --group=0 --numeric-owner \
  --mtime="@$SOURCE_DATE_EPOCH" --mode='u+rw,go+r,go-w,a+X' --no-acls --no-xattrs \
  --no-selinux --transform "s,^puzzlesuite,puzzlesuite-$version,S" \
  -cf - puzzlesuite | gzip -6 -n >"$tarball"

step ".deb"
deb=$("$python" packaging/make_deb.py --bundle "$bundle" --out "$out/artifacts")
deb_seconds=$(seconds_since "$step_started")

if [ -n "$sign" ]; then
  step "signatures"
  packaging/sign.sh "$out/artifacts"
fi
total_seconds=$(seconds_since "$build_started")

mib() { du -s --block-size=1 --apparent-size "$1" | awk '{ printf "%.1f", $1 / 1048576 }'; }
{
  echo "Puzzle Suite $version, built $(date -u +%Y-%m-%dT%H:%M:%SZ) on $(uname -m)"
  echo "bundle on disk:   $(du -s --block-size=1 "$bundle" | awk '{ printf "%.1f", $1 / 1048576 }') MiB ($(mib "$bundle") MiB apparent), $(find "$bundle" -type f | wc -l) files"
  echo "tar.gz:           $(mib "$tarball") MiB"
  fonts=$bundle/_internal/puzzlesuite/resources/fonts
  [ ! -d "$fonts" ] || echo "app fonts:        $(cat "$fonts"/*.otf | wc -c | awk '{ printf "%.0f", $1 / 1024 }') KiB in the bundle ($(cat "$fonts"/*.otf | gzip -6 -n | wc -c | awk '{ printf "%.0f", $1 / 1024 }') KiB gzipped)"
  echo ".deb:             $(mib "$deb") MiB"
  echo "PyInstaller step: ${bundle_seconds} s"
  echo ".deb step:        ${deb_seconds} s"
  echo "total build:      ${total_seconds} s${sign:+ (signed)}"
} | tee "$out/build-report.txt"
