"""Block Puzzle: fit fixed shapes on an 8×8 board and clear rows and columns."""

from puzzlesuite.core.registry import GameEntry
from puzzlesuite.services.i18n import N_

ENTRY = GameEntry(
    id="blockpuzzle",
    order=10,
    title=N_("Block Puzzle"),
    blurb=N_("Fit pieces on an 8×8 board and clear rows and columns."),
    icon="blockpuzzle.svg",
    screen="puzzlesuite.games.blockpuzzle.screen:BlockPuzzleScreen",
    help="puzzlesuite.games.blockpuzzle.help:help_html",
    stats="puzzlesuite.games.blockpuzzle.stats:stats_page",
    home_line="puzzlesuite.games.blockpuzzle.summary:home_line",
    has_undo=True,
)
