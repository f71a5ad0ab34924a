"""Minesweeper by finger (issue 33, item 6), through Qt's own touch events on a
touchscreen device (tests/ui/touch_kit.py) and the screen's own gesture part: a tap
reveals, a long press flags with a ring filling under the finger, tapping a number whose
flags are all placed chords; Flag mode swaps tap and long press (and the mouse's left and
right buttons); slides, short presses, second fingers, pinches and a mouse held down
never do what they should not."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAccessible, QColor
from PySide6.QtTest import QTest
from test_minesweeper_screen import CODE, FIRST, LEFT, RIGHT, click, key, make_screen, type_code

from puzzlesuite.games.minesweeper.model import FLAG
from puzzlesuite.games.minesweeper.screen import MinesweeperScreen
from puzzlesuite.games.minesweeper.solver import deduce
from puzzlesuite.ui.touch import hold_interval, hold_ring_rect
from tests.ui import touch_kit
from tests.ui.touch_kit import ManualHoldTimer, move, press, release, tap


@pytest.fixture(autouse=True)
def _fingers_lifted() -> Iterator[None]:
    yield
    touch_kit.lift_every_finger()


@pytest.fixture
def screen(qtbot: Any, ctx: Any) -> Iterator[MinesweeperScreen]:
    ctx.apply_zoom()
    widget = make_screen(qtbot, ctx)
    widget.timer = ManualHoldTimer()  # type: ignore[attr-defined]
    widget.touch.hold_timer = widget.timer  # type: ignore[attr-defined]
    type_code(qtbot, widget, CODE)
    yield widget
    ctx.settings.update(zoom=100)


def centre(screen: MinesweeperScreen, cell: int) -> QPoint:
    return screen.view.cell_rect(*divmod(cell, screen.game.width)).center()


def hold(screen: Any, cell: int) -> None:
    press(screen.view, centre(screen, cell))
    screen.timer.advance(hold_interval())
    release(screen.view, centre(screen, cell))


def finger_tap(screen: MinesweeperScreen, cell: int) -> None:
    tap(screen.view, centre(screen, cell))


def board_state(screen: MinesweeperScreen) -> tuple[list[int], dict[int, int]]:
    return list(screen.game.revealed), dict(screen.game.marks)


def opened(screen: MinesweeperScreen) -> None:
    finger_tap(screen, FIRST)
    assert screen.game.started and screen.game.revealed[FIRST]


def chordable(screen: MinesweeperScreen) -> tuple[int, list[int]] | None:
    """A revealed number whose mines are all flagged and that has a covered neighbour."""
    game = screen.game
    for cell in range(game.cells):
        if game.can_chord(cell) and all(
            game.is_mine[n] for n in game.table[cell] if game.mark(n) == FLAG
        ):
            return cell, [n for n in game.table[cell] if not game.revealed[n] and not game.mark(n)]
    return None


def test_a_beginner_game_won_with_flags_placed_by_long_press(screen: Any) -> None:
    opened(screen)
    flagged_by_finger = 0
    while not screen.game.over:
        found = deduce(screen.game.position())
        for mined in sorted(found.mined):
            if screen.game.mark(mined) != FLAG:
                hold(screen, mined)
                assert screen.game.mark(mined) == FLAG and not screen.game.revealed[mined]
                flagged_by_finger += 1
        safe = sorted(c for c in found.safe if not screen.game.revealed[c])
        if safe:
            finger_tap(screen, safe[0])
            assert screen.game.revealed[safe[0]]
    assert screen.game.won and flagged_by_finger > 0
    assert screen.result_moment.result is not None


def test_a_beginner_game_won_in_flag_mode_with_chords(qtbot: Any, screen: Any, ctx: Any) -> None:
    tap(screen.flag_mode, screen.flag_mode.rect().center())  # a finger on the toggle
    assert screen.flag_mode.isChecked()
    assert ctx.settings.game("minesweeper")["flag_mode"] is True
    finger_tap(screen, FIRST)  # a tap flags now: the first click is a long press
    assert screen.game.mark(FIRST) == FLAG and not screen.game.started
    finger_tap(screen, FIRST)
    assert screen.game.mark(FIRST) == 0
    hold(screen, FIRST)
    assert screen.game.started and screen.game.revealed[FIRST]
    chords = 0
    while not screen.game.over:
        found = deduce(screen.game.position())
        for mined in sorted(found.mined):
            if screen.game.mark(mined) != FLAG:
                finger_tap(screen, mined)
                assert screen.game.mark(mined) == FLAG
        ready = chordable(screen)
        if ready is not None:
            number, covered = ready
            finger_tap(screen, number)  # a number whose flags are all placed: chords
            assert all(screen.game.revealed[c] for c in covered)
            chords += 1
            continue
        safe = sorted(c for c in found.safe if not screen.game.revealed[c])
        hold(screen, safe[0])
        assert screen.game.revealed[safe[0]]
    assert screen.game.won and not screen.game.lost and chords > 0


def test_tapping_a_satisfied_number_chords(screen: Any) -> None:
    opened(screen)
    for _ in range(40):
        ready = chordable(screen)
        if ready is not None:
            break
        found = deduce(screen.game.position())
        for mined in sorted(found.mined):
            if screen.game.mark(mined) != FLAG:
                hold(screen, mined)
    assert ready is not None
    number, covered = ready
    finger_tap(screen, number)
    assert all(screen.game.revealed[c] for c in covered) and not screen.game.lost


def test_a_finger_that_slides_off_its_cell_does_nothing(screen: Any) -> None:
    opened(screen)
    before = board_state(screen)
    mined = sorted(deduce(screen.game.position()).mined)[0]
    edge = centre(screen, mined) + QPoint(screen.view.cell // 2 - 2, 0)
    press(screen.view, edge)
    move(screen.view, edge + QPoint(6, 0))  # onto the next cell
    release(screen.view, edge + QPoint(6, 0))
    press(screen.view, edge)
    move(screen.view, edge + QPoint(6, 0))
    move(screen.view, edge)  # … and back: still nothing
    screen.timer.advance(hold_interval())
    release(screen.view, edge)
    assert board_state(screen) == before and not screen.game.over


def test_a_short_press_does_not_flag(screen: Any) -> None:
    opened(screen)
    safe = sorted(c for c in deduce(screen.game.position()).safe if not screen.game.revealed[c])
    press(screen.view, centre(screen, safe[0]))
    screen.timer.advance(hold_interval() - 100)  # let go just before the ring closes
    release(screen.view, centre(screen, safe[0]))
    assert screen.game.mark(safe[0]) == 0 and screen.game.revealed[safe[0]]  # a tap


def test_two_fingers_do_nothing_also_after_one_lifts(screen: Any) -> None:
    opened(screen)
    before = board_state(screen)
    found = deduce(screen.game.position())
    mined, safe = sorted(found.mined)[0], sorted(found.safe)[0]
    press(screen.view, centre(screen, safe), 0)
    press(screen.view, centre(screen, mined), 1)
    release(screen.view, centre(screen, mined), 1)
    screen.timer.advance(hold_interval())  # the one left is held: no flag either
    release(screen.view, centre(screen, safe), 0)
    touch_kit.two_fingers_down(screen.view, centre(screen, safe), centre(screen, mined))
    touch_kit.two_fingers_up(screen.view, centre(screen, safe), centre(screen, mined))
    assert board_state(screen) == before


def test_a_pinch_changes_the_zoom_and_nothing_else(screen: Any, ctx: Any) -> None:
    opened(screen)
    before = board_state(screen)
    touch_kit.pinch(screen.view, centre(screen, FIRST), 50, 120)
    assert ctx.settings.value.zoom > 100
    assert board_state(screen) == before and not screen.game.over


def test_a_mouse_held_down_never_flags(screen: Any) -> None:
    opened(screen)
    safe = sorted(c for c in deduce(screen.game.position()).safe if not screen.game.revealed[c])
    starts = screen.timer.starts  # the finger's presses so far
    QTest.mousePress(screen.view, LEFT, Qt.KeyboardModifier.NoModifier, centre(screen, safe[0]))
    screen.timer.advance(hold_interval() * 2)
    assert screen.timer.starts == starts and screen.view.touched_cell() is None
    QTest.mouseRelease(screen.view, LEFT, Qt.KeyboardModifier.NoModifier, centre(screen, safe[0]))
    assert screen.game.mark(safe[0]) == 0 and screen.game.revealed[safe[0]]


def test_the_pressed_cell_and_the_ring_show_under_the_finger(screen: Any, ctx: Any) -> None:
    opened(screen)
    cell = next(
        c for c in sorted(deduce(screen.game.position()).safe) if not screen.game.revealed[c]
    )
    rect = screen.view.cell_rect(*divmod(cell, 9))
    before = screen.view.grab(rect).toImage()
    press(screen.view, centre(screen, cell))
    assert screen.view.touched_cell() == cell
    assert screen.view.grab(rect).toImage() != before  # drawn pressed
    ring_area = hold_ring_rect(rect)
    accent = QColor(ctx.tokens.accent).rgb()

    def accent_in_ring() -> int:
        """Accent pixels around the cell, beyond its corners (where the ring is drawn;
        the keyboard cursor's ring hugs the cell)."""
        image = screen.view.grab(ring_area).toImage()
        middle = rect.center() - ring_area.topLeft()
        reach = (rect.width() ** 2 + rect.height() ** 2) ** 0.5 / 2 + 3
        return sum(
            image.pixel(x, y) == accent
            for y in range(image.height())
            for x in range(image.width())
            if ((x - middle.x()) ** 2 + (y - middle.y()) ** 2) ** 0.5 > reach
        )

    assert accent_in_ring() == 0  # no ring yet: a tap never flashes one
    screen.timer.advance(hold_interval() // 2)
    half = accent_in_ring()
    assert half > 0 and screen.game.mark(cell) == 0
    screen.timer.advance(hold_interval() // 4)
    assert accent_in_ring() > half  # it fills while held
    release(screen.view, centre(screen, cell))  # let go before it closes: a tap
    assert screen.view.touched_cell() is None and accent_in_ring() == 0


def test_flag_mode_swaps_the_mouse_buttons_and_leaves_the_keys(
    qtbot: Any, screen: Any, ctx: Any
) -> None:
    qtbot.mouseClick(screen.flag_mode, LEFT)
    assert screen.flag_mode.isChecked()
    click(qtbot, screen, FIRST)  # left: a flag
    assert screen.game.mark(FIRST) == FLAG
    click(qtbot, screen, FIRST)
    click(qtbot, screen, FIRST, RIGHT)  # right: opens
    assert screen.game.started and screen.game.revealed[FIRST]
    found = deduce(screen.game.position())
    mined, safe = sorted(found.mined)[0], sorted(found.safe)[0]
    screen.grid.set_cursor(*divmod(mined, 9))
    key(qtbot, screen, Qt.Key.Key_F)  # F still flags
    assert screen.game.mark(mined) == FLAG
    screen.grid.set_cursor(*divmod(safe, 9))
    key(qtbot, screen, Qt.Key.Key_Space)  # Space still opens
    assert screen.game.revealed[safe]


def test_flag_mode_is_kept_and_is_a_checkable_control(qtbot: Any, ctx: Any) -> None:
    first = make_screen(qtbot, ctx)
    qtbot.mouseClick(first.flag_mode, LEFT)
    again = make_screen(qtbot, ctx)
    assert again.flag_mode.isChecked() and again.flag_mode.isVisible()
    interface = QAccessible.queryAccessibleInterface(again.flag_mode)
    assert interface is not None and interface.text(QAccessible.Text.Name) == "Flag mode"
    state = interface.state()
    assert state.checkable and state.checked
    assert interface.text(QAccessible.Text.Description).startswith("On: a tap or a click flags")
    qtbot.mouseClick(again.flag_mode, LEFT)
    assert ctx.settings.game("minesweeper")["flag_mode"] is False
