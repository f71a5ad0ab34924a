#!/usr/bin/env bash
# End-to-end accessibility checks on a real X display, through AT-SPI (what Orca uses).
#
#   tests/e2e/run.sh scenarios [NAME...]   drive the app with pyatspi (the CI check)
#   tests/e2e/run.sh screenshots           PNGs of home and each game into docs/screenshots/
#                                          (--languages: translated; --endings: result cards,
#                                          Statistics, Sudoku's Enter a puzzle)
#   tests/e2e/run.sh orca                  the slower Orca speech check (see orca_check.sh)
#
# It starts Xvfb, a private session D-Bus (dbus-run-session) and the AT-SPI bus, then
# runs the requested driver under Debian's python3 (python3-pyatspi). The driver launches
# the app itself (.venv/bin/python -m puzzlesuite on the xcb platform) with a fresh
# --data-dir per scenario. Results: $E2E_OUT (default /tmp/puzzlesuite-e2e), results.json.
# Exit 77 = the needed system packages are missing and we are not root (skip).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
mode="${1:-scenarios}"
[ $# -gt 0 ] && shift

case "$mode" in
  orca|screenshots) "$here/deps.sh" "--$mode" ;;
  *) "$here/deps.sh" ;;
esac
[ -x "$repo/.venv/bin/python" ] || { echo "no .venv: run tools/setup.sh first" >&2; exit 1; }

export E2E_OUT="${E2E_OUT:-/tmp/puzzlesuite-e2e}"
export E2E_REPO="$repo"
mkdir -p "$E2E_OUT"

# Xvfb picks a free display number itself and tells us on fd 3; 24-bit so the
# screenshots look like a real desktop (E2E_SCREEN: another size, for 200 % shots).
display_file="$(mktemp)"
runtime_dir="$(mktemp -d)"
Xvfb -displayfd 3 -screen 0 "${E2E_SCREEN:-1400x900x24}" -nolisten tcp 3>"$display_file" >"$E2E_OUT/xvfb.log" 2>&1 &
xvfb_pid=$!
cleanup() { kill "$xvfb_pid" 2>/dev/null || true; wait "$xvfb_pid" 2>/dev/null || true; rm -rf "$display_file" "$runtime_dir"; }
trap cleanup EXIT
for _ in $(seq 100); do
  [ -s "$display_file" ] && break
  kill -0 "$xvfb_pid" 2>/dev/null || { cat "$E2E_OUT/xvfb.log" >&2; exit 1; }
  sleep 0.1
done
[ -s "$display_file" ] || { echo "Xvfb did not start" >&2; exit 1; }
export DISPLAY=":$(head -n1 "$display_file")"
echo "Xvfb on $DISPLAY; output in $E2E_OUT" >&2

# No desktop here: keep GTK/Qt theme helpers and the machine's locale out of the way.
export LANGUAGE=en LC_ALL=C.UTF-8
unset WAYLAND_DISPLAY SESSION_MANAGER XDG_SESSION_TYPE || true
export XDG_RUNTIME_DIR="$runtime_dir"
dbus-run-session -- "$here/session.sh" "$mode" "$@"
