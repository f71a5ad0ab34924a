#!/usr/bin/env bash
# Sets up (first run only) and runs every test, headless. Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")"
tools/setup.sh --dev
export QT_QPA_PLATFORM=offscreen
.venv/bin/python tools/i18n.py check
.venv/bin/ruff check .
.venv/bin/python -m mypy puzzlesuite
exec .venv/bin/python -m pytest "$@"
