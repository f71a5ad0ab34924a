#!/usr/bin/env bash
# macOS release: the same PyInstaller spec (it makes "Puzzle Suite.app"), a smoke test,
# then signing and notarisation into a .dmg (inputs: see sign-and-notarize.sh).
#   packaging/macos/build.sh [--unsigned]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
python=${PYTHON:-$root/.venv/bin/python}
out=$root/packaging/out
"$python" -c 'import PyInstaller' 2>/dev/null || "$python" -m pip install -q 'pyinstaller>=6.10,<7'
version=$("$python" packaging/pkgmeta.py version)
"$python" packaging/pkgmeta.py check
rm -rf "$out/dist" "$out/artifacts"
# A private PyInstaller cache (not the per-user one, which --clean would empty).
export PYINSTALLER_CONFIG_DIR=$out/work/pyinstaller-cache
"$python" -m PyInstaller --noconfirm --clean --distpath "$out/dist" --workpath "$out/work/build" \
  packaging/puzzlesuite.spec
app="$out/dist/Puzzle Suite.app"
smoke_data=$(mktemp -d)
QT_QPA_PLATFORM=offscreen "$app/Contents/MacOS/puzzlesuite" --smoke --data-dir "$smoke_data"
rm -rf "$smoke_data"
mkdir -p "$out/artifacts"
dmg="$out/artifacts/puzzlesuite-$version-macos-$(uname -m).dmg"
if [ "${1:-}" = "--unsigned" ]; then
  hdiutil create -volname "Puzzle Suite" -srcfolder "$app" -ov -format UDZO "$dmg"
else
  packaging/macos/sign-and-notarize.sh "$app" "$dmg"
fi
echo "built $dmg"
