"""Opening a game stays within the 30 accessibility events a screen reader keeps up with
(docs/ACCESSIBILITY.md, "Events per open"), for every game the registry knows: the
template too, so a sixth game's screen is held to the budget before any AT-SPI run.

The real count is the AT-SPI scenarios' (tests/e2e/scenarios.py `open`, `open-ended`:
every event the app sends, on the five shipped games). In process the events cannot be
caught, so this counts what makes them: each accessible object that comes into view sends
one "showing" event (hidden widgets are quiet: ui/accessible.py), and the focus move and
the window's and page's new names send five more. On the five games this matched the
AT-SPI count within a few events for the grid games (a finished game of each, Block
Puzzle, Reversi, Sudoku, Minesweeper: 17, 23, 29 and 28 here; 17–18, 23, 29 and 27–30 in
the `open-ended` scenario, re-open and first open); Jogakbo's list item takes its focus in
three more events, which only the scenario counts.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QWidget

from puzzlesuite.ui import threads
from tests.kits import kit_of

MAX_EVENTS_PER_OPEN = 30
FIXED_EVENTS = 5  # focus: the old object, the new one, "focus:"; the window's and page's names


def settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


def shown_objects(window: QWidget) -> set[int]:
    """The widgets in view that screen readers are told about (a valid interface)."""
    found = set()
    for widget in [window, *window.findChildren(QWidget)]:
        if widget.isVisible():
            interface = QAccessible.queryAccessibleInterface(widget)
            if interface is not None and interface.isValid():
                found.add(id(widget))
    return found


def events_to_open(qtbot: Any, window: Any, entry: Any) -> int:
    settle()
    before = shown_objects(window)
    screen = window.open_game(entry.id)
    qtbot.waitUntil(lambda: kit_of(entry).ready(screen), timeout=20_000)
    settle()
    return len(shown_objects(window) - before) + FIXED_EVENTS


@pytest.mark.parametrize("kind", ["mid", "finished"])
def test_opening_a_game_stays_within_the_event_budget(
    qtbot: Any, each_game: Any, ctx: Any, main_window: Any, kind: str
) -> None:
    """A game in progress and a finished one (its result card shown), the first open
    (the screen is built) and again from home."""
    ctx.saves.save(each_game.id, kit_of(each_game).saves[kind]())
    main_window.resize(1280, 800)
    counts = []
    for _ in range(2):
        counts.append(events_to_open(qtbot, main_window, each_game))
        main_window.show_home()
    threads.wait_for_all()
    assert max(counts) <= MAX_EVENTS_PER_OPEN, counts
    assert min(counts) > FIXED_EVENTS  # the board and the controls came into view


def test_the_count_sees_what_a_screen_shows(qtbot: Any, ctx: Any, main_window: Any) -> None:
    """One more widget on a screen is one more event."""
    from puzzlesuite.core.registry import discover

    entry = discover()[0]
    first = events_to_open(qtbot, main_window, entry)
    main_window.show_home()
    screen = main_window.screens[entry.id]
    extra = QWidget(screen)
    extra.setAccessibleName("One more")
    assert events_to_open(qtbot, main_window, entry) == first + 1
    extra.deleteLater()
