"""Reversi against three CPU opponents. Qt-free; the screen loads on first open."""

from puzzlesuite.core.registry import GameEntry, Hook
from puzzlesuite.services.i18n import N_

ENTRY = GameEntry(
    id="reversi",
    order=20,
    title=N_("Reversi"),
    blurb=N_("Trap and flip discs against the CPU: Easy, Normal or Hard."),
    icon="reversi.svg",
    has_undo=True,
    screen=Hook("puzzlesuite.games.reversi.screen:ReversiScreen"),
    session=Hook("puzzlesuite.games.reversi.session:ReversiSession"),
    schema=Hook("puzzlesuite.games.reversi.schema"),
    help=Hook("puzzlesuite.games.reversi.help:help_html"),
    home_line=Hook("puzzlesuite.games.reversi.summary:home_line"),
    stats_page=Hook("puzzlesuite.games.reversi.stats:stats_page"),
    clear_counted=Hook("puzzlesuite.games.reversi.session:clear_counted"),
    count_after_reset=Hook("puzzlesuite.games.reversi.session:count_after_reset"),
    samples=Hook("puzzlesuite.games.reversi.texts:language_samples"),
    keys=Hook("puzzlesuite.games.reversi.keys:keys"),
)
