"""Reversi against three CPU opponents. Qt-free; the screen loads on first open."""

from puzzlesuite.core.registry import GameEntry
from puzzlesuite.services.i18n import N_

ENTRY = GameEntry(
    id="reversi",
    order=20,
    title=N_("Reversi"),
    blurb=N_("Trap and flip discs against the CPU: Easy, Normal or Hard."),
    icon="reversi.svg",
    screen="puzzlesuite.games.reversi.screen:ReversiScreen",
    help="puzzlesuite.games.reversi.help:help_html",
    stats="puzzlesuite.games.reversi.stats:stats_page",
    home_line="puzzlesuite.games.reversi.summary:home_line",
    has_undo=True,
)
