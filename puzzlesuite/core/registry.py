"""How the shell knows a game: one small entry per game package, found by discovery."""

from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class GameEntry:
    id: str
    order: int
    title: str  # English source, marked with N_(); translated when shown
    blurb: str  # one line for the home card, N_()
    icon: str  # file under resources/icons/ (puzzlesuite/resources/icons/ when installed)
    screen: str  # "module:Class" of the GameScreen subclass, imported on first open
    help: str  # "module:function" → translated HTML of the How-to-play page
    stats: str  # "module:function" (record) → services.stats_page.StatsPage (Statistics tab)
    has_undo: bool
    has_hint: bool = False  # the shell's H key and Game → Hint
    has_redo: bool = False  # the shell's Ctrl+Shift+Z / Ctrl+Y and Game → Redo
    # "module:function" (save: dict | None, record: dict) → the home card's state line
    # ("In progress: Medium, 34 of 81", "Best 1,240"), Qt-free; "" for none.
    home_line: str = ""
    # A New game button in the control row (Jogakbo: one puzzle a day, none to start;
    # Ctrl+N still says so).
    has_new: bool = True


def load(reference: str) -> Any:
    """Import "package.module:attribute" lazily."""
    module_name, _, attribute = reference.partition(":")
    return getattr(importlib.import_module(module_name), attribute)


def discover(package: str = "puzzlesuite.games") -> list[GameEntry]:
    """Every game package that defines ENTRY, in home-screen order."""
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
