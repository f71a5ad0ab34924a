"""Sudoku: four levels that promise the reasoning a puzzle needs, notes, undo/redo and
hints that teach the next step. Qt-free; the screen loads on first open."""

from puzzlesuite.core.registry import GameEntry
from puzzlesuite.services.i18n import N_

ENTRY = GameEntry(
    id="sudoku",
    order=40,
    title=N_("Sudoku"),
    blurb=N_("Fill the grid with 1 to 9; hints teach the next step. Four levels."),
    icon="sudoku.svg",
    screen="puzzlesuite.games.sudoku.screen:SudokuScreen",
    help="puzzlesuite.games.sudoku.help:help_html",
    stats="puzzlesuite.games.sudoku.stats:stats_page",
    home_line="puzzlesuite.games.sudoku.summary:home_line",
    has_undo=True,
    has_hint=True,
    has_redo=True,
)
