#!/usr/bin/env bash
# Sets up (first run only) and starts Puzzle Suite. Extra arguments go to the app,
# e.g. ./play.sh --lang ko
set -euo pipefail
cd "$(dirname "$0")"
tools/setup.sh --gui
exec .venv/bin/python -m puzzlesuite "$@"
