#!/usr/bin/env bash
# Regenerates every screenshot in docs/screenshots/ from the real app under Xvfb, one
# set after another (each set is one `tests/e2e/run.sh screenshots` run; docs/
# ACCESSIBILITY.md says what each shows):
#
#   themes × sizes   home and each game, light and dark, 1280×800 and 800×600
#   contrast         high contrast at 800×600
#   scale200         QT_SCALE_FACTOR=2 (a 200 % desktop) at 800×600
#   font150          a 150 % system font (QT_FONT_DPI=144) at 800×600
#   zoom200          the app's own zoom at 200 %: 1280×800, and 800×600 with an Expert
#                    Minesweeper board (its panel folds, the board scrolls)
#   languages        one game in each translated language (and Sudoku in Korean at 800×600)
#   endings          every game's result card, Statistics and Sudoku's Enter a puzzle
#
#   tools/screenshots.sh [SET...]     (no SET: all of them; a few minutes)
#
# Needs root for its first run (tests/e2e/deps.sh installs Xvfb, xdotool and AT-SPI).
set -euo pipefail
cd "$(dirname "$0")/.."
shots=tests/e2e/run.sh
out=docs/screenshots

run_set() {
  case "$1" in
    themes) "$shots" screenshots ;;
    contrast) E2E_SHOT_THEMES=contrast E2E_SHOT_SIZES=800x600 "$shots" screenshots ;;
    scale200)
      E2E_SCREEN=1800x1300x24 QT_SCALE_FACTOR=2 E2E_SHOT_THEMES=light E2E_SHOT_SIZES=800x600 \
        E2E_SHOT_TAG=-scale200 "$shots" screenshots ;;
    font150)
      E2E_SCREEN=1400x1000x24 QT_FONT_DPI=144 E2E_SHOT_SCALE=1.5 E2E_SHOT_THEMES=light \
        E2E_SHOT_SIZES=800x600 E2E_SHOT_TAG=-font150 "$shots" screenshots ;;
    zoom200)
      E2E_SHOT_SETTINGS='{"zoom": 200}' E2E_SHOT_THEMES=light E2E_SHOT_TAG=-zoom200 \
        E2E_SHOT_SIZES=1280x800 "$shots" screenshots
      E2E_SHOT_SETTINGS='{"zoom": 200}' E2E_SHOT_THEMES=light E2E_SHOT_TAG=-zoom200 \
        E2E_SHOT_SIZES=800x600 E2E_SHOT_MINESWEEPER=expert "$shots" screenshots
      # That run's Minesweeper is the Expert board: named so.
      mv "$out/minesweeper-800x600-light-zoom200.png" "$out/minesweeper-expert-800x600-light-zoom200.png" ;;
    languages) "$shots" screenshots --languages ;;
    endings) "$shots" screenshots --endings ;;
    *) echo "screenshots.sh: unknown set $1" >&2; exit 2 ;;
  esac
}

sets=("$@")
[ ${#sets[@]} -gt 0 ] || sets=(themes contrast scale200 font150 zoom200 languages endings)
for set in "${sets[@]}"; do
  echo "==> $set"
  run_set "$set"
done
