#!/usr/bin/env bash
# Runs inside dbus-run-session: brings up the AT-SPI bus and runs one driver.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
mode="$1"; shift

# Asking the session bus for the accessibility bus address starts at-spi-bus-launcher
# (D-Bus activation); it comes up asynchronously, so poll.
for _ in $(seq 100); do
  if dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus \
       org.a11y.Bus.GetAddress >/dev/null 2>&1; then
    break
  fi
  sleep 0.1
done
# What a desktop does when the user turns on the screen reader: toolkits watch this flag.
dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus \
  org.freedesktop.DBus.Properties.Set string:org.a11y.Status string:IsEnabled \
  variant:boolean:true >/dev/null
launcher_pid="$(dbus-send --session --print-reply --dest=org.freedesktop.DBus / \
  org.freedesktop.DBus.GetConnectionUnixProcessID string:org.a11y.Bus | awk '/uint32/ {print $2}')"
stop_bus() { [ -n "$launcher_pid" ] && kill "$launcher_pid" 2>/dev/null || true; }
trap stop_bus EXIT

case "$mode" in
  scenarios) /usr/bin/python3 "$here/scenarios.py" "$@" ;;
  screenshots) /usr/bin/python3 "$here/screenshots.py" "$@" ;;
  orca) "$here/orca_session.sh" "$@" ;;
  python) /usr/bin/python3 "$@" ;;  # for poking around: run.sh python SCRIPT
  *) echo "unknown mode: $mode" >&2; exit 2 ;;
esac
