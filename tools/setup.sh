#!/usr/bin/env bash
# Prepares this checkout: system libraries Qt needs (Debian, when run as root),
# a virtualenv in .venv with the app and its test tools. Safe to run again: it only
# does what is missing. Usage: tools/setup.sh [--gui]   (--gui adds what a real X11
# window needs: xcb libraries and a Korean-capable font). When another apt or dpkg is
# running, it waits for the lock (PUZZLESUITE_APT_LOCK_WAIT seconds, default 600).
set -euo pipefail
cd "$(dirname "$0")/.."

want=(libegl1 libgl1 libxkbcommon0 libfontconfig1 libglib2.0-0 libdbus-1-3 poppler-utils)  # poppler-utils: the print tests read PDFs
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
# apt/dpkg allow one package manager at a time: while another one runs (an unattended
# upgrade, a second setup), wait for its lock instead of failing; bounded, and said.
lock_wait=${PUZZLESUITE_APT_LOCK_WAIT:-600}   # seconds in all
lock_poll=${PUZZLESUITE_APT_LOCK_POLL:-5}
apt_waiting_for_lock() {
  local waited=0 log
  log=$(mktemp)
  while true; do
    if "$@" 2>"$log"; then rm -f "$log"; return 0; fi
    if ! grep -qiE 'could not get lock|unable to (acquire|lock)|lock-frontend|is another process using it' "$log" ||
      [ "$waited" -ge "$lock_wait" ]; then
      cat "$log" >&2; rm -f "$log"
      [ "$waited" -lt "$lock_wait" ] || echo "Gave up after ${waited} s waiting for the package manager's lock." >&2
      return 1
    fi
    [ "$waited" -gt 0 ] || echo "Another package manager (apt/dpkg) is running; waiting up to ${lock_wait} s for it to finish..." >&2
    sleep "$lock_poll"
    waited=$(awk -v w="$waited" -v p="$lock_poll" 'BEGIN { print int(w + p + 0.999) }')
  done
}
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "Installing system libraries: ${missing[*]}"
    # DPkg::Lock::Timeout makes apt itself wait for dpkg's lock as well (apt >= 1.9.11).
    export DEBIAN_FRONTEND=noninteractive
    apt_waiting_for_lock apt-get -o DPkg::Lock::Timeout="$lock_wait" update -qq
    apt_waiting_for_lock \
      apt-get -o DPkg::Lock::Timeout="$lock_wait" install -y -qq "${missing[@]}" >/dev/null
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
