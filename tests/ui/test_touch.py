"""Issue 33: the gesture part (ui/touch.py), driven by Qt's own touch events.

A test board of 8×8 cells of 40 px installs the part as a game does (its cells are
the targets, one cell is a piece that drags, holding is a long press) and records
what the part tells it. Every touch goes through ``QTest.touchEvent`` on a touchscreen
(tests/ui/touch_kit.py): the window, Qt's choice of widget and its mouse synthesis are
the real ones.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QGuiApplication,
    QImage,
    QInputDevice,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QTouchEvent,
)
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QHBoxLayout, QWidget

from puzzlesuite.services.settings import ZOOM_STEPS
from puzzlesuite.ui.board_zoom import BoardZoom, zoom_factor
from puzzlesuite.ui.theme import LIGHT
from puzzlesuite.ui.touch import (
    HOLD_MS,
    RING_DELAY_MS,
    HoldTimer,
    TouchGestures,
    from_touchscreen,
    hold_interval,
    hold_ring_rect,
    paint_hold_ring,
    paint_pressed,
)
from tests.ui import touch_kit
from tests.ui.touch_kit import ManualHoldTimer, move, press, release, slide, tap

CELL = 40
SIZE = 8
PIECE = (7, 0)  # the one cell a finger drags from (a tray piece, say)
OUTCOMES = ("tapped", "long_pressed", "drag_ended", "cancelled")


class Board(QWidget):
    """A board as a game builds one: cells, a zoom, the gesture part, a mouse path."""

    def __init__(self, ctx: Any) -> None:
        super().__init__()
        self.setFixedSize(SIZE * CELL, SIZE * CELL)
        self.zoom = BoardZoom(self, ctx, content_size=self.content_size)
        self.timer = ManualHoldTimer()
        self.touch = TouchGestures(
            self,
            target_at=self.cell_at,
            drags_from=lambda pos: self.cell_at(pos) == PIECE,
            long_press=True,
            hold_timer=self.timer,
        )
        self.heard: list[tuple[str, Any]] = []
        self.progress: list[float] = []
        for name in ("tapped", "long_pressed", "drag_started", "drag_moved", "drag_ended"):
            signal = getattr(self.touch, name)
            signal.connect(lambda pos, name=name: self.heard.append((name, self.cell_at(pos))))
        self.touch.pressed.connect(
            lambda pos: self.heard.append(("pressed", None if pos is None else self.cell_at(pos)))
        )
        self.touch.cancelled.connect(lambda: self.heard.append(("cancelled", None)))
        self.touch.hold_progress.connect(self.progress.append)
        self.mouse: list[tuple[str, Any]] = []

    def cell(self) -> int:
        return round(CELL * zoom_factor(self))

    def content_size(self) -> QSizeF:
        return QSizeF(self.cell() * SIZE, self.cell() * SIZE)

    def origin(self) -> QPointF:
        return self.zoom.place(self.content_size())

    def cell_at(self, pos: QPointF) -> tuple[int, int] | None:
        local = QPointF(pos) - self.origin()
        row, col = int(local.y() // self.cell()), int(local.x() // self.cell())
        return (row, col) if 0 <= row < SIZE and 0 <= col < SIZE else None

    def centre(self, row: int, col: int) -> QPoint:
        corner = self.origin()
        half = self.cell() // 2
        return QPoint(
            round(corner.x()) + col * self.cell() + half,
            round(corner.y()) + row * self.cell() + half,
        )

    def outcomes(self) -> list[tuple[str, Any]]:
        return [entry for entry in self.heard if entry[0] in OUTCOMES]

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        self.mouse.append(("press", self.cell_at(event.position())))

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        self.mouse.append(("release", self.cell_at(event.position())))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        QPainter(self).fillRect(self.rect(), LIGHT.background)


@pytest.fixture
def board(qtbot: Any, ctx: Any) -> Iterator[Board]:
    ctx.apply_zoom()
    widget = Board(ctx)
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    yield widget
    ctx.settings.update(zoom=100)


@pytest.fixture(autouse=True)
def _fingers_lifted() -> Iterator[None]:
    yield
    touch_kit.lift_every_finger()


def far(board: Board) -> int:
    """The drag distance: a finger that moves this far (Manhattan) is no tap."""
    return QApplication.startDragDistance()


# ---- tap ---------------------------------------------------------------------------------


def test_a_tap_acts_when_the_finger_lifts(board: Board) -> None:
    press(board, board.centre(2, 3))
    assert board.heard == [("pressed", (2, 3))]  # shown pressed; nothing played yet
    release(board, board.centre(2, 3))
    assert board.heard == [("pressed", (2, 3)), ("pressed", None), ("tapped", (2, 3))]


def test_a_finger_that_trembles_within_the_drag_distance_still_taps(board: Board) -> None:
    start = board.centre(4, 4)
    shake = far(board) - 1
    press(board, start)
    move(board, start + QPoint(shake // 2, 0))
    move(board, start + QPoint(shake // 2, shake - shake // 2))
    release(board, start + QPoint(shake // 2, shake - shake // 2))
    assert board.outcomes() == [("tapped", (4, 4))]


def test_a_finger_moved_beyond_the_drag_distance_is_no_tap(board: Board) -> None:
    start = board.centre(4, 4)  # the cell is 40 px: the finger stays on it
    press(board, start)
    move(board, start + QPoint(far(board), 0))
    assert board.heard == [("pressed", (4, 4)), ("pressed", None), ("cancelled", None)]
    release(board, start)  # back where it started: still nothing
    assert board.outcomes() == [("cancelled", None)]


def test_a_finger_that_slides_off_its_cell_does_nothing(board: Board) -> None:
    edge = board.centre(4, 4) + QPoint(CELL // 2 - 2, 0)  # 2 px inside the right edge
    press(board, edge)
    move(board, edge + QPoint(4, 0))  # over the next cell, well within the drag distance
    assert board.outcomes() == [("cancelled", None)]
    move(board, edge)
    release(board, edge)  # back on its cell before lifting: the tap is gone for good
    assert board.outcomes() == [("cancelled", None)]
    assert ("tapped", (4, 4)) not in board.heard and ("tapped", (4, 5)) not in board.heard


def test_a_finger_lifted_over_another_cell_does_nothing(board: Board) -> None:
    edge = board.centre(4, 4) + QPoint(CELL // 2 - 2, 0)
    press(board, edge)
    release(board, edge + QPoint(4, 0))  # no move reported between: the lift says where
    assert board.heard == [("pressed", (4, 4)), ("pressed", None), ("cancelled", None)]


def test_a_touch_sends_the_board_no_mouse_events_and_the_mouse_is_unchanged(
    qtbot: Any, board: Board
) -> None:
    tap(board, board.centre(1, 1))
    slide(board, board.centre(1, 1), board.centre(1, 4))
    assert board.mouse == []  # Qt synthesized none: the board accepted the touch
    QTest.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.centre(5, 6))
    assert board.mouse == [("press", (5, 6)), ("release", (5, 6))]
    assert board.outcomes() == [("tapped", (1, 1)), ("cancelled", None)]


def system_made_click(board: Board, at: QPoint) -> None:
    """The mouse press and release a system (Windows) makes of a touch by itself."""
    for kind, buttons in (
        (QEvent.Type.MouseButtonPress, Qt.MouseButton.LeftButton),
        (QEvent.Type.MouseButtonRelease, Qt.MouseButton.NoButton),
    ):
        event = QMouseEvent(
            kind,
            QPointF(at),
            QPointF(at),
            QPointF(board.mapToGlobal(at)),
            Qt.MouseButton.LeftButton,
            buttons,
            Qt.KeyboardModifier.NoModifier,
            Qt.MouseEventSource.MouseEventSynthesizedBySystem,
        )
        QApplication.sendEvent(board, event)


def test_mouse_events_the_system_makes_of_a_touch_are_not_read_twice(board: Board) -> None:
    press(board, board.centre(3, 3))
    system_made_click(board, board.centre(3, 3))
    release(board, board.centre(3, 3))
    system_made_click(board, board.centre(3, 3))  # just after the lift, too
    assert board.mouse == [] and board.outcomes() == [("tapped", (3, 3))]
    QTest.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.centre(2, 2))
    assert board.mouse == [("press", (2, 2)), ("release", (2, 2))]  # a real mouse: as ever


def test_a_press_off_every_target_shows_and_plays_nothing(board: Board) -> None:
    board.touch.target_at = lambda pos: None  # say, the margin beside a board
    tap(board, board.centre(3, 3))
    assert board.heard == [] and board.timer.starts == 0


# ---- long press -----------------------------------------------------------------------


def test_holding_still_long_presses_with_a_ring_that_fills(board: Board) -> None:
    press(board, board.centre(6, 2))
    assert board.timer.interval == hold_interval()
    board.timer.advance(RING_DELAY_MS)
    assert board.progress == []  # no ring yet: a tap is shorter than this
    board.timer.advance((hold_interval() - RING_DELAY_MS) // 2)
    assert board.progress and 0 < board.progress[-1] < 1
    assert board.touch.ring == board.progress[-1]
    assert board.outcomes() == []
    board.timer.advance(hold_interval())
    assert board.outcomes() == [("long_pressed", (6, 2))]
    assert board.progress[-2:] == [1.0, 0.0]  # full, then gone
    release(board, board.centre(6, 2))
    assert board.outcomes() == [("long_pressed", (6, 2))]  # the release adds no tap


def test_a_short_press_never_long_presses(board: Board) -> None:
    press(board, board.centre(6, 2))
    board.timer.advance(hold_interval() - 1)
    release(board, board.centre(6, 2))
    board.timer.advance(hold_interval())  # stopped: nothing comes later either
    assert board.outcomes() == [("tapped", (6, 2))]
    assert board.progress[-1] == 0.0  # the ring went with the finger


def test_a_finger_that_moves_while_held_never_long_presses(board: Board) -> None:
    start = board.centre(3, 3)
    press(board, start)
    board.timer.advance(hold_interval() // 2)
    move(board, start + QPoint(0, far(board)))
    board.timer.advance(hold_interval())
    release(board, start + QPoint(0, far(board)))
    assert board.outcomes() == [("cancelled", None)]
    assert board.progress[-1] == 0.0


def test_without_long_press_a_held_finger_taps_when_it_lifts(board: Board) -> None:
    board.touch.long_press = False
    press(board, board.centre(0, 0))
    board.timer.advance(10 * HOLD_MS)
    release(board, board.centre(0, 0))
    assert board.timer.starts == 0 and board.outcomes() == [("tapped", (0, 0))], board.heard


def test_a_mouse_held_down_never_long_presses(qtbot: Any, ctx: Any) -> None:
    widget = Board(ctx)
    widget.touch.hold_timer = HoldTimer()  # the real one
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    QTest.mousePress(widget, Qt.MouseButton.LeftButton, pos=widget.centre(2, 2))
    qtbot.wait(hold_interval() + 200)
    QTest.mouseRelease(widget, Qt.MouseButton.LeftButton, pos=widget.centre(2, 2))
    assert widget.heard == [] and widget.progress == []
    assert widget.mouse == [("press", (2, 2)), ("release", (2, 2))]


def test_the_real_hold_timer_long_presses_after_the_interval(qtbot: Any, ctx: Any) -> None:
    widget = Board(ctx)
    widget.touch.hold_timer = HoldTimer()
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    press(widget, widget.centre(2, 2))
    qtbot.waitUntil(lambda: widget.outcomes() != [], timeout=hold_interval() + 2000)
    release(widget, widget.centre(2, 2))
    assert widget.outcomes() == [("long_pressed", (2, 2))]
    assert any(0 < p < 1 for p in widget.progress)  # it filled in steps, not at once


def test_the_hold_interval_is_the_desktops_when_it_sets_one(qapp: Any) -> None:
    hints = QGuiApplication.styleHints()
    before = hints.mousePressAndHoldInterval()
    try:
        hints.setMousePressAndHoldInterval(800)  # Qt's default: ours, shorter
        assert hold_interval() == HOLD_MS == 500
        hints.setMousePressAndHoldInterval(1200)  # a slower hand's setting is kept
        assert hold_interval() == 1200
    finally:
        hints.setMousePressAndHoldInterval(before)


# ---- drag --------------------------------------------------------------------------------


def test_a_piece_drags_from_where_the_finger_went_down_to_where_it_lifts(board: Board) -> None:
    slide(board, board.centre(*PIECE), board.centre(3, 4), steps=8)
    names = [name for name, _cell in board.heard]
    assert names[:4] == ["pressed", "pressed", "drag_started", "drag_moved"]
    assert board.heard[2] == ("drag_started", PIECE)
    assert board.heard[-1] == ("drag_ended", (3, 4))
    assert ("drag_moved", (3, 4)) in board.heard
    assert board.outcomes() == [("drag_ended", (3, 4))]
    assert board.timer.running is False  # a drag is no long press


def test_a_drag_that_a_second_finger_joins_is_cancelled(board: Board) -> None:
    slide(board, board.centre(*PIECE), board.centre(4, 4), lift=False)
    press(board, board.centre(1, 1), 1)
    release(board, board.centre(4, 4), 0)
    release(board, board.centre(1, 1), 1)
    assert board.outcomes() == [("cancelled", None)]  # no drop: the piece goes back


# ---- cut short -----------------------------------------------------------------------------


def send_touch_cancel(widget: QWidget) -> None:
    """What Qt sends when the system takes a touch away mid-gesture."""
    cancel = QTouchEvent(
        QEvent.Type.TouchCancel, touch_kit.touchscreen(), Qt.KeyboardModifier.NoModifier, []
    )
    QApplication.sendEvent(widget, cancel)


@pytest.mark.parametrize("gesture", ["press", "hold", "drag"])
def test_a_touch_cancel_mid_gesture_changes_nothing(board: Board, gesture: str) -> None:
    start = board.centre(*PIECE) if gesture == "drag" else board.centre(2, 5)
    press(board, start)
    if gesture == "hold":
        board.timer.advance(hold_interval() - 50)
    if gesture == "drag":
        move(board, board.centre(5, 3))
    send_touch_cancel(board)
    assert board.outcomes() == [("cancelled", None)]
    board.timer.advance(hold_interval())
    # The test's touchscreen still has the finger down (the cancel did not come through
    # it): it lifts, to no effect, and a new touch plays as ever.
    release(board, board.centre(5, 3))
    press(board, board.centre(4, 4))
    release(board, board.centre(4, 4))
    assert board.outcomes() == [("cancelled", None), ("tapped", (4, 4))]
    assert board.progress in ([], [0.0]) or board.progress[-1] == 0.0
    assert board.touch.pressed_at is None and not board.touch.active()


def test_the_game_can_cut_a_press_when_the_board_changes_under_it(board: Board) -> None:
    press(board, board.centre(2, 2))
    board.timer.advance(hold_interval() // 2)
    board.touch.cancel()  # say, the game ended meanwhile
    board.timer.advance(hold_interval())
    release(board, board.centre(2, 2))
    assert board.outcomes() == [("cancelled", None)] and board.progress[-1] == 0.0


def test_a_board_hidden_under_the_finger_cancels_the_press(qtbot: Any, board: Board) -> None:
    press(board, board.centre(2, 2))
    board.hide()
    assert board.outcomes() == [("cancelled", None)] and not board.touch.active()
    board.show()
    qtbot.waitExposed(board)
    release(board, board.centre(2, 2))  # the old finger lifts at last: nothing
    tap(board, board.centre(3, 3))
    assert board.outcomes() == [("cancelled", None), ("tapped", (3, 3))]


# ---- two fingers ---------------------------------------------------------------------------


def test_two_fingers_never_play_even_after_one_lifts(board: Board) -> None:
    press(board, board.centre(2, 2), 0)
    press(board, board.centre(5, 5), 1)
    assert board.outcomes() == [("cancelled", None)]
    release(board, board.centre(5, 5), 1)  # one finger lifts …
    board.timer.advance(10 * hold_interval())  # … the other stays, still …
    move(board, board.centre(2, 2) + QPoint(1, 1), 0)
    release(board, board.centre(2, 2), 0)  # … and lifts where it went down
    assert board.outcomes() == [("cancelled", None)]
    assert board.timer.starts == 1


def test_two_fingers_landing_together_do_nothing(board: Board) -> None:
    touch_kit.two_fingers_down(board, board.centre(1, 1), board.centre(1, 6))
    touch_kit.two_fingers_up(board, board.centre(1, 1), board.centre(1, 6))
    assert board.heard == [] and board.timer.starts == 0


def test_a_finger_on_another_board_at_the_same_time_spoils_both(qtbot: Any, ctx: Any) -> None:
    window = QWidget()
    row = QHBoxLayout(window)
    left, right = Board(ctx), Board(ctx)
    row.addWidget(left)
    row.addWidget(right)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    press(left, left.centre(3, 3), 0)
    press(right, right.centre(3, 3), 1)
    release(left, left.centre(3, 3), 0)
    release(right, right.centre(3, 3), 1)
    assert left.outcomes() == [("cancelled", None)]
    assert right.heard == []  # never pressed: it began as the second finger
    tap(right, right.centre(0, 0))  # each board plays again once every finger is up
    assert right.outcomes() == [("tapped", (0, 0))]


def test_a_pinch_steps_the_zoom_and_plays_nothing(qtbot: Any, board: Board, ctx: Any) -> None:
    steps: list[int] = []
    board.touch.zoom_stepped.connect(steps.append)
    touch_kit.pinch(board, board.centre(4, 4), 60, 140)  # the fingers spread 2.3 times
    assert ctx.settings.value.zoom in ZOOM_STEPS[2:]  # at least two steps in
    assert ctx.settings.value.zoom == ZOOM_STEPS[len(steps)] and set(steps) == {1}
    assert board.outcomes() == [("cancelled", None)]  # the first finger's press, undone
    assert board.timer.starts == 1 and board.mouse == []
    qtbot.wait(20)
    zoomed = ctx.settings.value.zoom
    touch_kit.pinch(board, QPoint(160, 160), 160, 60)  # and closed again: steps out
    assert ctx.settings.value.zoom < zoomed
    assert board.outcomes() == [("cancelled", None)] * 2  # its first finger's press too
    assert -1 in steps


def test_a_small_change_between_two_fingers_is_no_zoom(board: Board, ctx: Any) -> None:
    touch_kit.pinch(board, board.centre(4, 4), 100, 120)
    assert ctx.settings.value.zoom == 100


def test_a_pinch_keeps_the_point_between_the_fingers_in_place(
    qtbot: Any, board: Board, ctx: Any
) -> None:
    # Spread over the lower right cells: the board grows about them, so the view scrolls
    # towards them rather than staying at the top left corner.
    touch_kit.pinch(board, board.centre(6, 6), 40, 80)
    assert ctx.settings.value.zoom > 100
    qtbot.wait(30)
    hbar, vbar = board.zoom.bars()
    assert hbar is not None and vbar is not None and hbar.value() > 0 and vbar.value() > 0
    assert board.cell_at(QPointF(board.centre(6, 6))) is not None


# ---- a zoomed board scrolls under a finger ----------------------------------------------------


def zoom_in(qtbot: Any, ctx: Any, board: Board) -> None:
    ctx.settings.update(zoom=200)
    qtbot.waitUntil(lambda: board.zoom.scrollable())


def test_a_finger_drag_scrolls_a_zoomed_board(qtbot: Any, board: Board, ctx: Any) -> None:
    zoom_in(qtbot, ctx, board)
    hbar, vbar = board.zoom.bars()
    assert hbar is not None and vbar is not None
    before = (hbar.value(), vbar.value())
    slide(board, QPoint(250, 250), QPoint(150, 180), steps=5)
    assert (hbar.value(), vbar.value()) == (before[0] + 100, before[1] + 70)  # as the finger
    assert board.outcomes() == [("cancelled", None)]  # the press on a cell: void


def test_on_a_board_that_fits_a_finger_drag_does_nothing(board: Board) -> None:
    slide(board, board.centre(2, 2), board.centre(5, 6))
    assert board.outcomes() == [("cancelled", None)] and board.zoom.bars() == (None, None)


def test_a_piece_dragged_on_a_zoomed_board_does_not_scroll_it(
    qtbot: Any, board: Board, ctx: Any
) -> None:
    zoom_in(qtbot, ctx, board)
    hbar, vbar = board.zoom.bars()
    assert hbar is not None and vbar is not None
    piece = board.centre(*PIECE)
    board.zoom.scroll_by(0, 1000)  # the piece's row in view
    piece = board.centre(*PIECE)
    values = (hbar.value(), vbar.value())
    slide(board, piece, piece + QPoint(100, -100), lift=False)
    assert (hbar.value(), vbar.value()) == values and board.heard[2] == ("drag_started", PIECE)
    # Held at the right edge, the board scrolls there and the piece follows.
    moves = len(board.heard)
    move(board, QPoint(board.width() - 5, 160))
    qtbot.waitUntil(lambda: hbar.value() > values[0], timeout=2000)
    qtbot.waitUntil(lambda: len(board.heard) > moves + 1, timeout=2000)
    release(board, QPoint(board.width() - 5, 160))
    assert board.outcomes()[-1][0] == "drag_ended"
    scrolled = hbar.value()
    qtbot.wait(100)
    assert hbar.value() == scrolled  # the drop ended the scrolling at the edge


# ---- every sequence ends once ------------------------------------------------------------------

# Fingers land near the centres of a few cells (the piece among them), move a little or
# a lot, lift, and time passes for the hold timer.
SPOTS = st.sampled_from([(1, 1), (1, 2), (4, 4), PIECE]).map(
    lambda cell: (cell[1] * CELL + 20, cell[0] * CELL + 20)
)
FINGER_OPS = st.lists(
    st.one_of(
        st.tuples(st.just("down"), st.integers(0, 2), SPOTS),
        st.tuples(
            st.just("move"),
            st.integers(0, 2),
            st.tuples(st.sampled_from([0, 3, -8, 25]), st.sampled_from([0, 4, -30])),
        ),
        st.tuples(st.just("up"), st.integers(0, 2), st.just((0, 0))),
        st.tuples(
            st.just("wait"), st.just(0), st.tuples(st.sampled_from([100, 300, 600]), st.just(0))
        ),
    ),
    max_size=12,
)


@settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
    database=None,
)
@given(ops=FINGER_OPS)
def test_every_press_ends_in_exactly_one_outcome(board: Board, ops: list[Any]) -> None:
    """Whatever fingers do: a pressed cell is let go and ends in one outcome; once a
    second finger is down, nothing in that sequence plays (a long press already done
    stays done); the board is left idle."""
    board.heard.clear()
    down: dict[int, QPoint] = {}
    # Per sequence: where it starts in `heard`, and where its second finger came (or None).
    sequences: list[list[int | None]] = []
    for op, finger, (x, y) in ops:
        if op == "down" and finger not in down:
            if not down:
                sequences.append([len(board.heard), None])
            elif sequences[-1][1] is None:
                sequences[-1][1] = len(board.heard)
            down[finger] = QPoint(x, y)
            press(board, down[finger], finger)
        elif op == "move" and finger in down:
            down[finger] = down[finger] + QPoint(x, y)
            move(board, down[finger], finger)
        elif op == "up" and finger in down:
            release(board, down.pop(finger), finger)
        elif op == "wait":
            board.timer.advance(x)
    for finger in list(down):
        release(board, down.pop(finger), finger)
    assert not board.touch.active() and board.touch.pressed_at is None
    for index, (first, second) in enumerate(sequences):
        assert first is not None
        end = sequences[index + 1][0] if index + 1 < len(sequences) else len(board.heard)
        heard = [name for name, _cell in board.heard[first:end]]
        outcomes = [name for name in heard if name in OUTCOMES]
        if "pressed" in heard:
            assert len(outcomes) == 1, heard
            assert heard.count("pressed") == 2  # down, then let go before the outcome
            assert heard.index(outcomes[0]) > max(i for i, n in enumerate(heard) if n == "pressed")
        else:
            assert outcomes == [], heard
        if second is not None:
            after = [name for name, _cell in board.heard[second:end]]
            assert not {"tapped", "long_pressed", "drag_ended"} & set(after), heard
        if "drag_started" in heard:
            assert outcomes[0] in ("drag_ended", "cancelled"), heard
    settled = len(board.heard)
    board.timer.advance(10_000)  # nothing is left waiting to fire
    assert len(board.heard) == settled


# ---- what a view draws -------------------------------------------------------------------------


def drawn(paint: Any, size: int = 160) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(QColor(LIGHT.background))
    painter = QPainter(image)
    paint(painter)
    painter.end()
    return image


def near(colour: QColor, other: QColor, slack: int = 40) -> bool:
    return all(
        abs(a - b) <= slack for a, b in zip(colour.getRgb()[:3], other.getRgb()[:3], strict=True)
    )


def test_the_ring_fills_clockwise_from_twelve_around_the_cell() -> None:
    cell = QRect(60, 60, 40, 40)
    empty = drawn(lambda p: paint_hold_ring(p, cell, 0.0, LIGHT))
    assert empty == drawn(lambda p: None)  # no progress: nothing drawn
    half = drawn(lambda p: paint_hold_ring(p, cell, 0.5, LIGHT))
    full = drawn(lambda p: paint_hold_ring(p, cell, 1.0, LIGHT))
    centre, reach = QPoint(80, 80), 34  # the ring runs outside the 40 px cell
    right, left = centre + QPoint(reach, 0), centre - QPoint(reach, 0)
    assert near(half.pixelColor(right), LIGHT.accent)  # three o'clock: filled
    assert not near(half.pixelColor(left), LIGHT.accent)  # nine o'clock: not yet
    assert near(full.pixelColor(left), LIGHT.accent)
    # Nothing is drawn on the cell itself (the finger is there) nor outside the rect a
    # view updates for it.
    assert full.pixelColor(centre) == QColor(LIGHT.background)
    bounds = hold_ring_rect(cell)
    for x in range(0, 160, 4):
        for y in range(0, 160, 4):
            if not bounds.contains(x, y):
                assert full.pixelColor(x, y) == QColor(LIGHT.background), (x, y)


def test_a_pressed_cell_is_drawn_darker_with_an_outline() -> None:
    cell = QRect(40, 40, 40, 40)
    image = drawn(lambda p: paint_pressed(p, cell, LIGHT))
    inside = image.pixelColor(60, 60)
    assert inside.lightness() < QColor(LIGHT.background).lightness()
    assert image.pixelColor(41, 60).lightness() < inside.lightness()  # the outline
    assert image.pixelColor(30, 60) == QColor(LIGHT.background)


# ---- devices ----------------------------------------------------------------------------------


def test_only_a_touchscreen_is_a_finger(qapp: Any) -> None:
    pad = QTest.createTouchDevice(QInputDevice.DeviceType.TouchPad)
    screen = touch_kit.touchscreen()
    modifiers = Qt.KeyboardModifier.NoModifier
    assert from_touchscreen(QTouchEvent(QEvent.Type.TouchBegin, screen, modifiers, []))
    assert not from_touchscreen(QTouchEvent(QEvent.Type.TouchBegin, pad, modifiers, []))
    mouse = QMouseEvent(
        QEvent.Type.MouseButtonPress,
        QPointF(1, 1),
        QPointF(1, 1),
        Qt.MouseButton.LeftButton,
        Qt.MouseButton.LeftButton,
        modifiers,
    )
    assert not from_touchscreen(mouse)
