"""Minesweeper without guessing: hints, no undo. Qt-free; the screen loads on first open."""

from puzzlesuite.core.registry import GameEntry
from puzzlesuite.services.i18n import N_

ENTRY = GameEntry(
    id="minesweeper",
    order=50,
    title=N_("Minesweeper"),
    blurb=N_("Clear a minefield by logic alone: every board is solvable without guessing."),
    icon="minesweeper.svg",
    screen="puzzlesuite.games.minesweeper.screen:MinesweeperScreen",
    help="puzzlesuite.games.minesweeper.help:help_html",
    stats="puzzlesuite.games.minesweeper.stats:stats_page",
    home_line="puzzlesuite.games.minesweeper.summary:home_line",
    has_undo=False,
    has_hint=True,
)
