#!/usr/bin/env bash
# Prepares this checkout: system libraries Qt needs (Debian, when run as root),
# a virtualenv in .venv with the app, and with --dev its test, lint and packaging tools.
# Safe to run again: it only does what is missing.
#   tools/setup.sh --gui    what playing needs: the app's own dependencies (PySide6,
#                           Babel, platformdirs) and what a real X11 window needs (xcb
#                           libraries; the app carries its own fonts); ./play.sh runs this
#   tools/setup.sh --dev    the app plus pytest, ruff, mypy, PyInstaller (the test, dev
#                           and packaging extras of pyproject.toml); ./test.sh runs this
# Both may be given. When another apt or dpkg is running, it waits for the lock
# (PUZZLESUITE_APT_LOCK_WAIT seconds, default 600).
set -euo pipefail
cd "$(dirname "$0")/.."

gui= dev=
for arg in "$@"; do
  case "$arg" in
    --gui) gui=1 ;;
    --dev) dev=1 ;;
    *) echo "setup.sh: unknown argument $arg (use --gui and/or --dev)" >&2; exit 2 ;;
  esac
done

python=${PYTHON:-python3}
want=(libegl1 libgl1 libxkbcommon0 libfontconfig1 libglib2.0-0 libdbus-1-3)
# A fresh Debian has python3 without its venv module (package python3-venv).
[ -x .venv/bin/python ] || "$python" -c 'import ensurepip' 2>/dev/null || want+=(python3-venv)
# poppler-utils: the print tests read the PDFs they make.
[ -z "$dev" ] || want+=(poppler-utils)
if [ -n "$gui" ]; then
  want+=(libxcb-cursor0 libxkbcommon-x11-0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0
         libxcb-render-util0 libxcb-image0 libxcb-xinerama0)
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

if [ ! -x .venv/bin/python ]; then
  echo "Creating the virtualenv .venv/ (first run only)"
  "$python" -m venv .venv
fi
# One stamp per set of packages: a player's .venv has only the app's dependencies;
# ./test.sh adds the tools later. A changed pyproject.toml installs again.
# "PySide6-Essentials, platformdirs, Babel": names from pyproject.toml, the one list.
requirement_names() {
  .venv/bin/python - "$@" <<'PY'
import re, sys, tomllib
project = tomllib.load(open("pyproject.toml", "rb"))["project"]
extras = sys.argv[1:]
requirements = [r for e in extras for r in project["optional-dependencies"][e]] if extras else project["dependencies"]
print(", ".join(re.split(r"[<>=!~;\[ ]", r, maxsplit=1)[0] for r in requirements))
PY
}
install_once() {
  local stamp=.venv/.puzzlesuite-installed$1 target=$2 what=$3
  if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ] || [ setup.py -nt "$stamp" ]; then
    echo "Installing $what into .venv/"
    .venv/bin/python -m pip install -q --disable-pip-version-check "$target"
    touch "$stamp"
  fi
}
install_once "" -e. "Puzzle Suite and what it needs to run ($(requirement_names))"
if [ -n "$dev" ]; then
  install_once -dev -e".[test,dev,packaging]" \
    "the test, lint and packaging tools ($(requirement_names test dev packaging))"
fi
