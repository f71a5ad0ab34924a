"""Lamps, the template game: a sixth game that is not shipped.

It implements the whole game contract (puzzlesuite/core/registry.py) with as little as a
real game needs, so the cross-game checks prove they cover a game nobody listed: the
tests that take the `with_template` or `each_game` fixture (tests/conftest.py) see it
beside the five, while the app's own discovery (`puzzlesuite.games`) never does. Copy
it to start a new game; docs/NEW_GAME.md is the checklist.

Four by four lamps; pressing one turns it and its neighbours over (Lights Out). Light
them all. Undo; no hints; statistics count games played (from the first press) and
solved, and the fewest presses.
"""

from puzzlesuite.core.registry import GameEntry, Hook
from puzzlesuite.services.i18n import N_

ENTRY = GameEntry(
    id="template",
    order=90,
    title=N_("Lamps"),
    blurb=N_("Light every lamp: a press turns a lamp and its neighbours over."),
    icon="puzzlesuite.svg",
    has_undo=True,
    screen=Hook("tests.games.template.screen:LampsScreen"),
    session=Hook("tests.games.template.session:LampsSession"),
    schema=Hook("tests.games.template.schema"),
    help=Hook("tests.games.template.help:help_html"),
    home_line=Hook("tests.games.template.summary:home_line"),
    stats_page=Hook("tests.games.template.stats:stats_page"),
    clear_counted=Hook("tests.games.template.session:clear_counted"),
    samples=Hook("tests.games.template.texts:language_samples"),
)
