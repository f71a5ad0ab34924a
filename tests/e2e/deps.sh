#!/usr/bin/env bash
# Makes sure the Debian packages the end-to-end checks need are installed.
# As root it installs what is missing (apt-get update first); otherwise it lists them
# and exits 77, which the pytest wrapper turns into a skip.
# Usage: tests/e2e/deps.sh [--orca | --screenshots]
set -euo pipefail

want=(xvfb xauth dbus at-spi2-core python3-pyatspi xdotool
      libegl1 libgl1 libxkbcommon0 libfontconfig1 libglib2.0-0 libdbus-1-3
      libxcb-cursor0 libxkbcommon-x11-0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0
      libxcb-render-util0 libxcb-image0 libxcb-xinerama0)
case "${1:-}" in
  --orca) want+=(orca speech-dispatcher speech-dispatcher-espeak-ng espeak-ng) ;;
  --screenshots) want+=(fonts-noto-cjk) ;;  # pictures need real glyphs, the tree does not
esac

if ! command -v dpkg-query >/dev/null; then
  echo "not a Debian system: install Xvfb, at-spi2-core, pyatspi and xdotool yourself" >&2
  exit 77
fi
missing=()
for pkg in "${want[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" != 0 ]; then
  echo "missing Debian packages: ${missing[*]} (run as root, or: sudo apt-get install ${missing[*]})" >&2
  exit 77
fi
echo "installing: ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >&2
apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
