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

PYTHONPATH="$here/orca${PYTHONPATH:+:$PYTHONPATH}" \
  orca --replace --user-prefs "$prefs" --debug-file "$out/orca-debug.log" \
  >"$out/orca-stdout.log" 2>&1 &
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
/usr/bin/python3 "${E2E_ORCA_SCRIPT:-$here/orca_check.py}" "$@"
