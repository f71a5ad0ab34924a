"""Sudoku: four levels that promise the reasoning a puzzle needs, notes, undo/redo and
hints that teach the next step. Qt-free; the screen loads on first open."""

from puzzlesuite.core.registry import GameEntry, Hook
from puzzlesuite.services.i18n import N_

ENTRY = GameEntry(
    id="sudoku",
    order=40,
    title=N_("Sudoku"),
    blurb=N_("Fill the grid with 1 to 9; hints teach the next step. Four levels."),
    icon="sudoku.svg",
    has_undo=True,
    has_hint=True,
    has_redo=True,
    screen=Hook("puzzlesuite.games.sudoku.screen:SudokuScreen"),
    session=Hook("puzzlesuite.games.sudoku.session:SudokuSession"),
    schema=Hook("puzzlesuite.games.sudoku.schema"),
    help=Hook("puzzlesuite.games.sudoku.help:help_html"),
    home_line=Hook("puzzlesuite.games.sudoku.summary:home_line"),
    stats_page=Hook("puzzlesuite.games.sudoku.stats:stats_page"),
    clear_counted=Hook("puzzlesuite.games.sudoku.session:clear_counted"),
    samples=Hook("puzzlesuite.games.sudoku.texts:language_samples"),
    keys=Hook("puzzlesuite.games.sudoku.keys:keys"),
)
