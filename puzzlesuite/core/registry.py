"""The game contract: what a game gives the shell, in one typed place, and how the shell
finds the games.

Each game package `puzzlesuite/games/<id>/` defines `ENTRY`, a `GameEntry`, in its
`__init__.py`. The entry says who the game is (title, icon, home-screen order), which of
the shell's actions it has (undo, redo, hint, new game), and names every hook the shell,
the services and the tests call: a `Hook` is a reference "package.module:name" that is
imported on first use, so discovering the games imports none of their code. A required
hook has no default (mypy and `tests/test_game_contract.py` refuse an entry without it);
an optional one is `None`, a declared absence. A hook that does not import is an error
wherever it is used, never skipped.

docs/ARCHITECTURE.md ("The game contract") says what each hook must do.
"""

from __future__ import annotations

import functools
import importlib
import pkgutil
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, fields
from types import ModuleType
from typing import Any, Generic, TypeVar, cast

T = TypeVar("T")

# The shipped games. Tests add their template game's package (tests/games/template/)
# with `GAME_PACKAGES`; nothing in the app does.
PRODUCT_PACKAGE = "puzzlesuite.games"
GAME_PACKAGES: tuple[str, ...] = (PRODUCT_PACKAGE,)

# The signatures of the hooks (the contract test compares each game's functions with
# them). Saves and records are plain JSON objects, as the schemas describe them.
Save = dict[str, Any]
Record = dict[str, Any]
HelpHtml = Callable[[], str]  # the How to play page, translated HTML
HomeLine = Callable[[Save | None, Record], str]  # the home card's state line, or ""
StatsPage = Callable[[Record], Any]  # → services.stats_page.StatsPage
ClearCounted = Callable[[Save], Save]  # a save with its "already counted" marks cleared
CountAfterReset = Callable[[Save, Record], None]  # count at once what will not come again
# Placeholder name → values in the current language, built by the game's own naming
# functions (tools/i18n_rules.py renders every template with them).
LanguageSamples = Callable[[], Mapping[str, Sequence[str]]]


@dataclass(frozen=True)
class KeyGroup:
    """A titled group of the Keyboard shortcuts window, in the current language: each
    entry is (the keys, what they do), such as ("J, Shift+J", "Next or previous empty
    cell"). Key names come from `services.keys` so every game writes them alike."""

    title: str
    keys: tuple[tuple[str, str], ...]


GameKeys = Callable[[], list[KeyGroup]]  # the game's own keys, grouped


@dataclass(frozen=True)
class Hook(Generic[T]):
    """A function, class or module of a game, named "package.module:name" (a module:
    "package.module") and imported when first used."""

    target: str

    @property
    def module_name(self) -> str:
        return self.target.partition(":")[0]

    def load(self) -> T:
        """The named object; an import error or a missing name is raised, never hidden."""
        module_name, _, name = self.target.partition(":")
        module = importlib.import_module(module_name)
        return cast(T, getattr(module, name) if name else module)


@dataclass(frozen=True, kw_only=True)
class GameEntry:
    # Who the game is ------------------------------------------------------------------
    id: str  # the package's name; also its save, statistics and gettext domain name
    order: int  # place on the home screen
    title: str  # English source, marked with N_(); translated when shown
    blurb: str  # one line for the home card, N_()
    icon: str  # file under resources/icons/ (puzzlesuite/resources/icons/ when installed)

    # Which of the shell's actions it has (the Game menu, the keys, the control row) -----
    has_undo: bool
    has_hint: bool = False  # the shell's H key and Game → Hint
    has_redo: bool = False  # Ctrl+Shift+Z / Ctrl+Y and Game → Redo
    # A New game button in the control row (Jogakbo: one puzzle a day, none to start;
    # Ctrl+N still says so).
    has_new: bool = True

    # Hooks --------------------------------------------------------------------------------
    # The screen: a puzzlesuite.ui.game_screen.GameScreen subclass, made on first open.
    screen: Hook[type[Any]]
    # The game's session: a puzzlesuite.core.session.GameSession subclass, the Qt-free
    # owner of the model and its lifecycle (the screen's `session_class`).
    session: Hook[type[Any]]
    # The module that declares the game's files: SAVE and STATS (services.schema
    # schemas), PREFERENCES when the game keeps any. Kept free of heavy imports.
    schema: Hook[ModuleType]
    help: Hook[HelpHtml]
    home_line: Hook[HomeLine]
    stats_page: Hook[StatsPage]
    # After Reset statistics, for a game that is not open (an open screen does the same
    # in GameScreen.stats_were_reset): clear the save's "already counted" marks, and count
    # at once what its next counting moment will not count again (Minesweeper's first click).
    clear_counted: Hook[ClearCounted] | None = None
    count_after_reset: Hook[CountAfterReset] | None = None
    # Values for the placeholders of the game's own messages (the language checks).
    samples: Hook[LanguageSamples] | None = None
    # The game's own keys for the Keyboard shortcuts window (Ctrl+?), the same its How to
    # play page states; the shell adds its own (New game, Undo, the window's keys).
    keys: Hook[GameKeys] | None = None

    def hooks(self) -> dict[str, Hook[Any]]:
        """Every hook the entry names, by field name (declared absences left out)."""
        found = {}
        for each in fields(self):
            value = getattr(self, each.name)
            if isinstance(value, Hook):
                found[each.name] = value
        return found


def discover(package: str = PRODUCT_PACKAGE) -> list[GameEntry]:
    """Every game package under `package` that defines ENTRY, in home-screen order. A
    package that fails to import is an error, not a missing game."""
    root = importlib.import_module(package)
    entries = []
    for info in pkgutil.iter_modules(root.__path__):
        if not info.ispkg:
            continue
        module = importlib.import_module(f"{package}.{info.name}")
        entry = getattr(module, "ENTRY", None)
        if isinstance(entry, GameEntry):
            entries.append(entry)
    return sorted(entries, key=lambda e: (e.order, e.id))


def games() -> list[GameEntry]:
    """The games of this process: the shipped ones (and, in tests, the template game)."""
    return list(_discover_all(GAME_PACKAGES))


def find(game_id: str) -> GameEntry | None:
    """The entry of a known game; None for any other id (a key read from a file never
    chooses a module to import)."""
    return next((entry for entry in _discover_all(GAME_PACKAGES) if entry.id == game_id), None)


@functools.cache
def _discover_all(packages: tuple[str, ...]) -> tuple[GameEntry, ...]:
    found = [entry for package in packages for entry in discover(package)]
    return tuple(sorted(found, key=lambda e: (e.order, e.id)))
