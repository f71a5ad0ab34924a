"""Minesweeper without guessing: hints, no undo. Qt-free; the screen loads on first open."""

from puzzlesuite.core.registry import GameEntry, Hook
from puzzlesuite.services.i18n import N_

ENTRY = GameEntry(
    id="minesweeper",
    order=50,
    title=N_("Minesweeper"),
    blurb=N_("Clear a minefield by logic alone: every board is solvable without guessing."),
    icon="minesweeper.svg",
    has_undo=False,
    has_hint=True,
    screen=Hook("puzzlesuite.games.minesweeper.screen:MinesweeperScreen"),
    session=Hook("puzzlesuite.games.minesweeper.session:MinesweeperSession"),
    schema=Hook("puzzlesuite.games.minesweeper.schema"),
    help=Hook("puzzlesuite.games.minesweeper.help:help_html"),
    home_line=Hook("puzzlesuite.games.minesweeper.summary:home_line"),
    stats_page=Hook("puzzlesuite.games.minesweeper.stats:stats_page"),
    count_after_reset=Hook("puzzlesuite.games.minesweeper.session:count_after_reset"),
    keys=Hook("puzzlesuite.games.minesweeper.keys:keys"),
)
