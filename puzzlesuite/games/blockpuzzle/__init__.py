"""Block Puzzle: fit fixed shapes on an 8×8 board and clear rows and columns."""

from puzzlesuite.core.registry import GameEntry, Hook
from puzzlesuite.services.i18n import N_

ENTRY = GameEntry(
    id="blockpuzzle",
    order=10,
    title=N_("Block Puzzle"),
    blurb=N_("Fit pieces on an 8×8 board and clear rows and columns."),
    icon="blockpuzzle.svg",
    has_undo=True,
    screen=Hook("puzzlesuite.games.blockpuzzle.screen:BlockPuzzleScreen"),
    session=Hook("puzzlesuite.games.blockpuzzle.session:BlockPuzzleSession"),
    schema=Hook("puzzlesuite.games.blockpuzzle.schema"),
    help=Hook("puzzlesuite.games.blockpuzzle.help:help_html"),
    home_line=Hook("puzzlesuite.games.blockpuzzle.summary:home_line"),
    stats_page=Hook("puzzlesuite.games.blockpuzzle.stats:stats_page"),
    clear_counted=Hook("puzzlesuite.games.blockpuzzle.session:clear_counted"),
    samples=Hook("puzzlesuite.games.blockpuzzle.texts:language_samples"),
    keys=Hook("puzzlesuite.games.blockpuzzle.keys:keys"),
)
