"""Jogakbo (조각보): the daily tile puzzle. Qt-free; the screen loads on first open."""

from puzzlesuite.core.registry import GameEntry
from puzzlesuite.services.i18n import N_

ENTRY = GameEntry(
    id="jogakbo",
    order=30,
    title=N_("Jogakbo"),
    blurb=N_("One tile puzzle a day: take groups apart and sew them back together."),
    icon="jogakbo.svg",
    screen="puzzlesuite.games.jogakbo.screen:JogakboScreen",
    help="puzzlesuite.games.jogakbo.help:help_html",
    stats="puzzlesuite.games.jogakbo.stats:stats_page",
    home_line="puzzlesuite.games.jogakbo.summary:home_line",
    has_undo=False,
    has_new=False,
)
