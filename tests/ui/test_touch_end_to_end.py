"""Issue 33: the gesture part on a real board, end to end.

The Minesweeper screen owns its gesture part (`screen.touch`, wired to the same handlers
its mouse uses: a tap reveals, a long press flags); this test only gives it a hold timer
it advances by hand. A Beginner game is won by finger alone through Qt's touch events,
with the board grid's cursor cell (a child widget over the board) under some of the
taps, and the edge cases hold on the real screen. The game's own touch tests are in
tests/games/minesweeper/test_minesweeper_touch.py.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from puzzlesuite.games.minesweeper.model import FLAG
from puzzlesuite.games.minesweeper.screen import MinesweeperScreen
from puzzlesuite.games.minesweeper.solver import deduce
from puzzlesuite.ui import threads
from puzzlesuite.ui.touch import hold_interval
from tests.ui import touch_kit
from tests.ui.touch_kit import ManualHoldTimer, move, press, release, tap

CODE = "M-9x9x10-724252"  # a Beginner board (tests/games/minesweeper)
FIRST = 40


@pytest.fixture(autouse=True)
def _fingers_lifted() -> Iterator[None]:
    yield
    touch_kit.lift_every_finger()


@pytest.fixture
def screen(qtbot: Any, ctx: Any) -> Any:
    ctx.apply_zoom()
    widget = MinesweeperScreen(ctx)
    qtbot.addWidget(widget)
    widget.resize(1000, 700)
    widget.show()
    qtbot.waitExposed(widget)
    widget.touch_timer = ManualHoldTimer()
    widget.touch.hold_timer = widget.touch_timer  # the game's own part, timed by hand
    widget.panel.code_edit.setText(CODE)
    QTest.keyClick(widget.panel.code_edit, Qt.Key.Key_Return)
    yield widget
    threads.wait_for_all()
    QApplication.processEvents()
    ctx.settings.update(zoom=100)


def centre(screen: Any, cell: int) -> QPoint:
    return screen.view.cell_rect(*divmod(cell, screen.game.width)).center()


def hold(screen: Any, cell: int) -> None:
    press(screen.view, centre(screen, cell))
    screen.touch_timer.advance(hold_interval())
    release(screen.view, centre(screen, cell))


def test_a_beginner_game_won_by_finger_alone(qtbot: Any, screen: Any) -> None:
    tap(screen.view, centre(screen, FIRST))
    qtbot.waitUntil(lambda: screen.game.started, timeout=5000)
    assert screen.game.revealed[FIRST]
    while not screen.game.over:
        found = deduce(screen.game.position())
        for mined in sorted(found.mined):
            if screen.game.marks.get(mined) != FLAG:
                hold(screen, mined)
                assert screen.game.marks.get(mined) == FLAG
        safe = sorted(found.safe)
        if safe:
            # Through the cursor cell's proxy (a child widget over the board) half the
            # time: the touch reaches the board all the same.
            if safe[0] % 2:
                screen.grid.set_cursor(*divmod(safe[0], screen.game.width))
            tap(screen.view, centre(screen, safe[0]))
            assert screen.game.revealed[safe[0]]
    assert screen.game.won and not screen.game.lost


def test_a_press_let_go_before_the_ring_closes_does_not_flag(qtbot: Any, screen: Any) -> None:
    tap(screen.view, centre(screen, FIRST))
    qtbot.waitUntil(lambda: screen.game.started, timeout=5000)
    mined = sorted(deduce(screen.game.position()).mined)[0]
    press(screen.view, centre(screen, mined))
    screen.touch_timer.advance(hold_interval() - 100)  # let go just before the ring closes
    release(screen.view, centre(screen, mined))
    assert screen.game.marks.get(mined) is None  # not flagged; a tap, which opens it
    assert screen.game.lost


def test_slide_off_two_fingers_and_a_pinch_leave_the_board_as_it_was(
    qtbot: Any, screen: Any, ctx: Any
) -> None:
    tap(screen.view, centre(screen, FIRST))
    qtbot.waitUntil(lambda: screen.game.started, timeout=5000)
    before = (list(screen.game.revealed), dict(screen.game.marks))
    mined = sorted(deduce(screen.game.position()).mined)[0]
    width = screen.view.cell
    # A finger that slides off a mine before lifting opens nothing.
    edge = centre(screen, mined) + QPoint(width // 2 - 2, 0)
    press(screen.view, edge)
    move(screen.view, edge + QPoint(5, 0))
    release(screen.view, centre(screen, mined))
    # Two fingers, one on the mine, lifted one after the other: nothing.
    press(screen.view, centre(screen, mined), 0)
    press(screen.view, centre(screen, 0), 1)
    release(screen.view, centre(screen, 0), 1)
    screen.touch_timer.advance(hold_interval())
    release(screen.view, centre(screen, mined), 0)
    # A pinch: the zoom grows, the board does not change.
    touch_kit.pinch(screen.view, centre(screen, FIRST), 50, 120)
    assert ctx.settings.value.zoom > 100
    assert (list(screen.game.revealed), dict(screen.game.marks)) == before
    assert not screen.game.over
