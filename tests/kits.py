"""Test kits: what the cross-game checks need of a game beyond its entry.

Each game keeps its kit beside its tests, `tests/games/<id>/kit.py`, as `KIT`; the checks
that cover every game find the games by discovery and their kits here, so a sixth game
is covered by writing its kit, not by editing the checks. A discovered game without a
kit fails `tests/test_game_contract.py`.

What the game's entry already says (its controls, hooks, title) is read from the entry,
never restated in a kit.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from puzzlesuite.core import registry
from puzzlesuite.core.registry import GameEntry

Save = dict[str, Any]
Record = dict[str, Any]
KIT_MODULE = "tests.games.{id}.kit"
TEST_GAMES = "tests.games"  # the template game's package (tests/games/template/)
SAVE_KINDS = ("fresh", "mid", "finished")
# A walk over a grid board: arrows, the edges and J both ways, each step heard once.
GRID_WALK: tuple[tuple[str, int | None], ...] = (
    ("Right", 1),
    ("Down", 1),
    ("Left", 1),
    ("Up", 1),
    ("End", 1),
    ("Ctrl+Home", 1),
    ("J", 1),
    ("J", 1),
    ("Shift+J", 1),
)


@dataclass(frozen=True)
class Kit:
    # ---- files, as the game writes them (the save's payload: no "schema" key) -----------
    # At least "fresh" (just started, nothing played), "mid" (a game in progress) and
    # "finished" (its ending reached the way a player reaches it); more positions may
    # follow under names of their own.
    saves: Mapping[str, Callable[[], Save]]
    # A statistics record with a figure in every part (every bucket of every level).
    record: Callable[[], Record]
    # The statistics that go with the finished save (the e2e ending scenario, screenshots).
    finished_record: Callable[[], Record] | None = None
    # settings.json's games.<id> for the finished save (the level it was played at).
    preferences: Mapping[str, Any] = field(default_factory=dict)
    # A record written by an older statistics version, and that version (its migration
    # is fuzzed too).
    old_stats: tuple[int, Callable[[], Record]] | None = None

    # ---- the screen --------------------------------------------------------------------
    # The screen opened is ready for keys (Sudoku: its first puzzle is on the board).
    ready: Callable[[Any], bool] = lambda screen: True
    # Choose a level that is not the one on the board, on the screen (games with levels).
    choose_level: Callable[[Any], None] | None = None
    # The puzzle-code field of the screen and the longest code it must show whole.
    code_field: Callable[[Any], tuple[Any, str]] | None = None
    board_labels: bool = False  # draws row and column labels (View → Board labels)
    # The board is a ui.board_grid.BoardGrid (arrows, J, one focused cell); Jogakbo's
    # table is a list of groups instead.
    board_grid: bool = True

    # ---- speech and texts ----------------------------------------------------------------
    # Keys pressed in turn on the opened screen ("Right", "Ctrl+Home", "Shift+J"), each
    # with the number of utterances it must cause (None: any, but nothing said twice).
    steps: Sequence[tuple[str, int | None]] = ()
    # A key, and the focused cell's name under Brief speech after it ({row}: the cursor's
    # row, 1-based).
    brief: tuple[str, str] | None = None
    # The game's own announcements, in the current language (the glossary checks).
    announcements: Callable[[], list[str]] | None = None
    # The keys its How to play page must name, and its sentence on when a game counts
    # (what the Statistics tab's Played or Started means).
    help_keys: Sequence[str] = ()
    played_means: str = ""
    # The longest home-card state line it can show, in the current language.
    longest_home_line: Callable[[], str] | None = None
    # Issue 21's target for benchmarks/keystrokes.py: (games played, the most blind keys
    # per move may be of the sighted ones).
    keystrokes: tuple[int, float] | None = None


def key_of(text: str) -> tuple[Any, Any]:
    """(Qt key, modifiers) of a key named as a kit names it: "Right", "Ctrl+Home"."""
    from PySide6.QtGui import QKeySequence

    combination = QKeySequence(text)[0]
    return combination.key(), combination.keyboardModifiers()


def kit_of(entry: GameEntry | str) -> Kit:
    """The kit of a game; ImportError (with the module it looked for) if it has none."""
    game_id = entry if isinstance(entry, str) else entry.id
    module = importlib.import_module(KIT_MODULE.format(id=game_id))
    kit = getattr(module, "KIT", None)
    if not isinstance(kit, Kit):
        raise TypeError(f"{module.__name__} defines no KIT")
    return kit


def product_games() -> list[GameEntry]:
    """The shipped games, as the app discovers them."""
    return registry.discover()


def template_games() -> list[GameEntry]:
    """The games under tests/ that the app never sees: the template."""
    return registry.discover(TEST_GAMES)


def every_game() -> list[GameEntry]:
    """The shipped games and the template, in home-screen order."""
    return sorted(product_games() + template_games(), key=lambda e: (e.order, e.id))
