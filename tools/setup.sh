#!/usr/bin/env bash
# Prepares this checkout: system libraries Qt needs (Debian, when run as root),
# a virtualenv in .venv with the app and its test tools. Safe to run again: it only
# does what is missing. Usage: tools/setup.sh [--gui]   (--gui adds what a real X11
# window needs: xcb libraries and a Korean-capable font).
set -euo pipefail
cd "$(dirname "$0")/.."

want=(libegl1 libgl1 libxkbcommon0 libfontconfig1 libglib2.0-0 libdbus-1-3)
if [ "${1:-}" = "--gui" ]; then
  want+=(libxcb-cursor0 libxkbcommon-x11-0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0
         libxcb-render-util0 libxcb-image0 libxcb-xinerama0 fonts-noto-cjk)
fi
missing=()
if command -v dpkg-query >/dev/null; then
  for pkg in "${want[@]}"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
  done
fi
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "Installing system libraries: ${missing[*]}"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    # Not root: say what is missing and go on; a desktop usually has most of it already.
    echo "Missing Debian packages (install with: sudo apt-get install ${missing[*]})" >&2
  fi
fi

python=${PYTHON:-python3}
[ -x .venv/bin/python ] || "$python" -m venv .venv
stamp=.venv/.puzzlesuite-installed
if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ]; then
  .venv/bin/python -m pip install -q --upgrade pip
  .venv/bin/python -m pip install -q -e ".[test,dev,packaging]"
  touch "$stamp"
fi
