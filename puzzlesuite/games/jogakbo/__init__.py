"""Jogakbo (조각보): the daily tile puzzle. Qt-free; the screen loads on first open."""

from puzzlesuite.core.registry import GameEntry, Hook
from puzzlesuite.services.i18n import N_

ENTRY = GameEntry(
    id="jogakbo",
    order=30,
    title=N_("Jogakbo"),
    blurb=N_("One tile puzzle a day: take groups apart and sew them back together."),
    icon="jogakbo.svg",
    has_undo=False,
    has_new=False,
    screen=Hook("puzzlesuite.games.jogakbo.screen:JogakboScreen"),
    session=Hook("puzzlesuite.games.jogakbo.session:JogakboSession"),
    schema=Hook("puzzlesuite.games.jogakbo.schema"),
    help=Hook("puzzlesuite.games.jogakbo.help:help_html"),
    home_line=Hook("puzzlesuite.games.jogakbo.summary:home_line"),
    stats_page=Hook("puzzlesuite.games.jogakbo.stats:stats_page"),
    samples=Hook("puzzlesuite.games.jogakbo.texts:language_samples"),
    keys=Hook("puzzlesuite.games.jogakbo.keys:keys"),
)
