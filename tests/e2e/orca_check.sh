#!/usr/bin/env bash
# The Orca check: Debian's Orca reads a short keyboard session in Block Puzzle,
# Reversi, Jogakbo and Sudoku (a hint); the test passes when Orca said each cell, its
# state and the outcome.
# Slower than the pyatspi scenarios and run separately. As root it installs orca (and
# what run.sh needs). Transcript: $E2E_OUT/orca-transcript.txt (default /tmp/puzzlesuite-e2e).
exec "$(dirname "$0")/run.sh" orca "$@"
