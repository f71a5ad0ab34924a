#!/usr/bin/env bash
# Runs inside run.sh's session (Xvfb + session bus + AT-SPI bus): starts Orca with a
# private profile whose speech goes to a text file, runs tests/e2e/orca_check.py against
# the real app, then stops Orca. Called as: tests/e2e/run.sh orca
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${E2E_OUT:-/tmp/puzzlesuite-e2e}"
prefs="$(mktemp -d)"
export E2E_SPEECH_FILE="$out/orca-speech.jsonl"
: > "$E2E_SPEECH_FILE"

# A profile like a new user's (Orca's defaults), except: speech goes to the capture
# server, and key echo is off so the log holds what Orca says about the app, not the
# name of every key the script presses.
cat > "$prefs/user-settings.conf" <<'JSON'
{
  "general": {"speechServerFactory": "orca_speech_capture",
              "speechFactoryModules": ["orca_speech_capture"],
              "enableKeyEcho": false, "enableEchoByCharacter": false,
              "enableEchoByWord": false, "enableSound": false},
  "pronunciations": {},
  "keybindings": {},
  "profiles": {"default": {"profile": ["Default", "default"],
                           "speechServerFactory": "orca_speech_capture",
                           "enableKeyEcho": false}}
}
JSON

if [ "${E2E_ORCA_SPEECH:-capture}" = dispatcher ]; then
  # For comparison: Orca's normal speech-dispatcher path (then only the debug log,
  # not the capture file, shows what was said).
  sed -i 's/"orca_speech_capture"/"speechdispatcherfactory"/g' "$prefs/user-settings.conf"
fi

# Orca runs once per user on the whole machine: "orca --replace" SIGKILLs every other
# Orca of this user first, which silenced a check running at the same time halfway
# (2026-12-02, run 4 of ten), and a second Orca without it refuses to start. So checks
# take turns: a lock in the user's own cache folder, then no other Orca may be running.
wait_s="${E2E_ORCA_WAIT:-120}"
lock_dir="${XDG_CACHE_HOME:-$HOME/.cache}/puzzlesuite-e2e"
mkdir -p "$lock_dir"
exec 9>>"$lock_dir/orca.lock"
flock -w "$wait_s" 9 || { echo "another Orca check still ran after $wait_s s" >&2; rm -rf "$prefs"; exit 1; }
for _ in $(seq "$wait_s"); do pgrep -u "$(id -u)" -x orca >/dev/null || break; sleep 1; done
if pgrep -u "$(id -u)" -x orca >/dev/null; then
  echo "another Orca runs for this user (pgrep -x orca); not replacing it" >&2
  rm -rf "$prefs"
  exit 1
fi

PYTHONPATH="$here/orca${PYTHONPATH:+:$PYTHONPATH}" \
  orca --user-prefs "$prefs" --debug-file "$out/orca-debug.log" \
  >"$out/orca-stdout.log" 2>&1 9>&- &
orca_pid=$!
stop_orca() {
  # Orca ignores SIGTERM for a while; it is ours and it is only a test run, so kill it.
  kill -TERM "$orca_pid" 2>/dev/null || true
  for _ in $(seq 20); do kill -0 "$orca_pid" 2>/dev/null || break; sleep 0.1; done
  kill -KILL "$orca_pid" 2>/dev/null || true
  wait "$orca_pid" 2>/dev/null || true
  # In dispatcher mode Orca autospawned a speech-dispatcher on this run's private
  # socket (under our temporary XDG_RUNTIME_DIR); stop that one, found by its pid.
  for pid in $(pgrep -f -- "--socket-path $XDG_RUNTIME_DIR/" 2>/dev/null); do
    kill -KILL "$pid" 2>/dev/null || true
  done
  rm -rf "$prefs"
}
trap stop_orca EXIT

export ORCA_PID="$orca_pid"
/usr/bin/python3 "${E2E_ORCA_SCRIPT:-$here/orca_check.py}" "$@" 9>&-
