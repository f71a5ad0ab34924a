"""Touch on the boards and pages (issue 33): one gesture part every board installs.

A finger is not a mouse. Qt turns a touch nobody accepts into mouse events, which is
how taps "worked" before: a finger held on a Minesweeper cell revealed it, a finger
sliding off a cell still opened it and two fingers opened cells. So a board accepts
the touch itself (``Qt.WA_AcceptTouchEvents`` on the widget it is drawn on, the raw
``QTouchEvent``s read here), Qt synthesizes no mouse events for it, and
:class:`TouchGestures` turns each touch sequence (first finger down to last finger up)
into **intents** the game maps into its one input path, the same handlers the mouse and
the keyboard call:

- ``tapped(pos)``: the finger lifted where it went down. Fired on release, only if it
  stayed within the drag distance (``QApplication.startDragDistance()``), on the target
  it went down on (``target_at``: a cell, a tile), and no second finger ever joined;
- ``long_pressed(pos)``: held still for the press-and-hold interval
  (:func:`hold_interval`), with ``hold_progress`` 0→1 for a ring that fills under the
  finger (:func:`paint_hold_ring`) so that a short press never acts by surprise;
- ``drag_started(pos)`` / ``drag_moved(pos)`` / ``drag_ended(pos)``: a finger moving
  beyond the drag distance from a place the game drags from (``drags_from``: a tray
  piece); elsewhere a finger drag scrolls a zoomed board, and on a board that fits it
  does nothing;
- ``pressed(pos | None)``: a finger is down on a target (the view draws it pressed,
  :func:`paint_pressed`), or no longer is;
- ``cancelled()``: what the press started is void (a second finger, ``TouchCancel``,
  the finger sliding off its target, a press that became a scroll): the game puts back
  what it showed (a lifted piece) and changes nothing.

Every ``pressed(pos)`` is followed by ``pressed(None)`` and then exactly one of
``tapped``, ``long_pressed``, ``drag_ended`` or ``cancelled``. Positions are in the
coordinates of the widget the board is drawn on (a QGraphicsView's viewport), the same
as ``QMouseEvent.position()`` in its mouse handlers.

**Two fingers never play.** A sequence that ever had a second finger (on this board or,
at the same time, on another board with a gesture part) is spoiled to its end: nothing
it does is a move, even after one finger lifts. Two fingers spreading or closing are a
pinch: one step of the app's zoom (``Settings.zoom``, as Ctrl+= / Ctrl+−, the board
through ``ui.board_zoom``) for each 25 % change of their distance, the point between
them kept where it is. Three or more fingers, or a pinch that lost a finger, do nothing.

The mouse is untouched: mouse events pass through as before (a mouse held down never
long-presses); mouse events made from a touch (by Qt, from a touchscreen; by the system,
while a finger is down or just lifted) are swallowed, so one touch is never read
twice. Touchpads are not touchscreens: their events are left to Qt (they move the
pointer and scroll as a mouse does).

Pages scroll with a finger through :func:`kinetic_scroll` (``QScroller``).
"""

from __future__ import annotations

import math
import weakref
from collections.abc import Callable, Hashable
from enum import Enum, auto
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QElapsedTimer,
    QEvent,
    QObject,
    QPointF,
    QRect,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QEventPoint,
    QGuiApplication,
    QInputDevice,
    QMouseEvent,
    QPainter,
    QPen,
    QTouchEvent,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QScroller,
    QScrollerProperties,
    QWidget,
)

if TYPE_CHECKING:
    from puzzlesuite.ui.board_zoom import BoardZoom
    from puzzlesuite.ui.theme import Tokens

# Qt's own press-and-hold interval when the platform sets none (QStyleHints).
QT_DEFAULT_HOLD_MS = 800
# Ours in that case: iOS's long-press recogniser waits 0.5 s and Android 0.4–0.5 s.
# Minesweeper flags by holding, dozens of times a game (99 mines on Expert): 800 ms a
# flag is slow, and the ring that fills under the finger means a short press never flags
# by surprise. A value the desktop does set (a slower one, for a steadier hand) is kept.
HOLD_MS = 500
# The ring appears only after this long: a tap (about 100 ms) never flashes one.
RING_DELAY_MS = 150
# One zoom step per 25 % change in the distance between two fingers (the zoom steps
# are 25 points apart: 100, 125, 150 … 200 %).
PINCH_STEP = 1.25
_TOUCH_TYPES = (
    QEvent.Type.TouchBegin,
    QEvent.Type.TouchUpdate,
    QEvent.Type.TouchEnd,
    QEvent.Type.TouchCancel,
)
_MOUSE_TYPES = (
    QEvent.Type.MouseButtonPress,
    QEvent.Type.MouseButtonRelease,
    QEvent.Type.MouseButtonDblClick,
    QEvent.Type.MouseMove,
)


def from_touchscreen(event: QEvent) -> bool:
    """True for a touch event from a touchscreen, or a mouse event Qt or the system
    synthesized from one (the event's device says which; a real mouse, a touchpad or a
    pen is not a finger)."""
    if event.type() not in _TOUCH_TYPES + _MOUSE_TYPES:
        return False
    device = event.device() if isinstance(event, QTouchEvent | QMouseEvent) else None
    return device is not None and device.type() == QInputDevice.DeviceType.TouchScreen


def hold_interval() -> int:
    """How long a finger is held still to long-press, in milliseconds: the desktop's
    press-and-hold interval where it sets one, else :data:`HOLD_MS`."""
    hints = QGuiApplication.styleHints()
    interval = hints.mousePressAndHoldInterval() if hints is not None else QT_DEFAULT_HOLD_MS
    return HOLD_MS if interval == QT_DEFAULT_HOLD_MS else max(1, interval)


class HoldTimer(QObject):
    """Times a press held still: ``progressed(fraction)`` as it runs (about every
    frame), then ``expired`` once. Replaceable (``TouchGestures.hold_timer``) by one a
    test advances by hand."""

    progressed = Signal(float)
    expired = Signal()
    TICK_MS = 16

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._interval = 1
        self._clock = QElapsedTimer()
        self._ticks = QTimer(self)
        self._ticks.setInterval(self.TICK_MS)
        self._ticks.timeout.connect(self._tick)

    def start(self, interval_ms: int) -> None:
        self._interval = max(1, interval_ms)
        self._clock.start()
        self._ticks.start()

    def stop(self) -> None:
        self._ticks.stop()

    def is_active(self) -> bool:
        return self._ticks.isActive()

    def _tick(self) -> None:
        fraction = min(1.0, self._clock.elapsed() / self._interval)
        self.progressed.emit(fraction)
        if fraction >= 1.0:
            self._ticks.stop()
            self.expired.emit()


class _Phase(Enum):
    IDLE = auto()  # no finger down
    PRESSED = auto()  # one finger down on a target, within the drag distance
    DRAGGING = auto()  # a piece follows the finger
    PANNING = auto()  # the finger scrolls the zoomed board
    SPENT = auto()  # nothing more until every finger is up (acted, cancelled, two fingers)


# The gesture parts with a finger down now: a finger on a second board at the same
# time spoils both sequences, as a second finger on one board does.
_live: weakref.WeakSet[TouchGestures] = weakref.WeakSet()


class TouchGestures(QObject):
    """Touch on one board: install it with the board's widget; connect its intents.

    ``board``: the board's widget (a QGraphicsView, whose viewport receives the touch,
    or a plain widget). ``target_at(pos)``: what is under a point (a cell, a tile:
    anything comparable), None where a tap means nothing; a tap acts only where the
    finger went down and lifted on the same target (default: anywhere on the board is
    one target). ``drags_from(pos)``: whether a finger moving from this press drags a
    piece (default: never). ``long_press``: whether holding still is an intent of its
    own (else a held finger that lifts is a tap). ``hold_timer``: a :class:`HoldTimer`
    (a test's, advanced by hand).
    """

    tapped = Signal(QPointF)
    long_pressed = Signal(QPointF)
    drag_started = Signal(QPointF)  # where the finger went down
    drag_moved = Signal(QPointF)
    drag_ended = Signal(QPointF)
    pressed = Signal(object)  # QPointF where a finger is down on a target, or None
    hold_progress = Signal(float)  # the ring's fill, 0 (none) to 1 (the long press)
    cancelled = Signal()
    zoom_stepped = Signal(int)  # a pinch made one zoom step: +1 in, -1 out

    def __init__(
        self,
        board: QWidget,
        *,
        target_at: Callable[[QPointF], Hashable | None] | None = None,
        drags_from: Callable[[QPointF], bool] | None = None,
        long_press: bool = False,
        hold_timer: HoldTimer | None = None,
    ) -> None:
        super().__init__(board)
        self.board = board
        self.host = board.viewport() if isinstance(board, QAbstractScrollArea) else board
        self.target_at: Callable[[QPointF], Hashable | None] = target_at or (lambda _pos: True)
        self.drags_from: Callable[[QPointF], bool] = drags_from or (lambda _pos: False)
        self.long_press = long_press
        self._hold_timer: HoldTimer | None = None
        self.hold_timer = hold_timer or HoldTimer(self)
        self._phase = _Phase.IDLE
        self._finger: int | None = None  # the one finger of the sequence
        self._fingers: set[int] = set()  # every finger seen in the sequence
        self._start = QPointF()
        self._last = QPointF()
        self._target: Hashable | None = None
        self._ring = 0.0
        self._pinch: tuple[int, int] | None = None
        self._pinch_base = 0.0
        self._since_touch = QElapsedTimer()  # since the last finger lifted here
        self.host.setAttribute(Qt.WidgetAttribute.WA_AcceptTouchEvents)
        self.host.installEventFilter(self)

    # ---- what a view draws -----------------------------------------------------------

    @property
    def pressed_at(self) -> QPointF | None:
        """Where a finger is down on a target now (draw it pressed), else None."""
        if self._phase is _Phase.PRESSED and self._target is not None:
            return QPointF(self._start)
        return None

    @property
    def ring(self) -> float:
        """The hold ring's fill now, 0 (none) to 1."""
        return self._ring

    @property
    def hold_timer(self) -> HoldTimer:
        assert self._hold_timer is not None
        return self._hold_timer

    @hold_timer.setter
    def hold_timer(self, timer: HoldTimer) -> None:
        if self._hold_timer is not None:
            self._hold_timer.stop()
            self._hold_timer.progressed.disconnect(self._held_for)
            self._hold_timer.expired.disconnect(self._hold_expired)
        self._hold_timer = timer
        timer.progressed.connect(self._held_for)
        timer.expired.connect(self._hold_expired)

    def _zoom(self) -> BoardZoom | None:
        # Imported when first needed: the home screen (kinetic_scroll) is shown at
        # start-up, and start-up does not pay for the boards' zoom.
        from puzzlesuite.ui.board_zoom import zoom_of

        return zoom_of(self.board)

    def active(self) -> bool:
        """A finger of this board's sequence is down."""
        return self._phase is not _Phase.IDLE

    def cancel(self) -> None:
        """Cut the sequence in progress (the game's state changed under the finger): it
        ends as cancelled, and nothing more comes of it until every finger is up."""
        self._cut()

    # ---- events ------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is not self.host:
            return False
        kind = event.type()
        if kind in _TOUCH_TYPES and isinstance(event, QTouchEvent):
            if not from_touchscreen(event):
                return False  # a touchpad's: Qt's (it moves the pointer)
            self._touch(event)
            event.accept()
            return True
        if kind in _MOUSE_TYPES and isinstance(event, QMouseEvent) and self._copy_of_touch(event):
            return True  # a copy of a touch this part reads itself
        if kind == QEvent.Type.Hide and self.active():
            self._cut()  # the board went away under the finger: no TouchEnd may come
            self._end_sequence()
        return False

    def _copy_of_touch(self, event: QMouseEvent) -> bool:
        """A mouse event made from a touch: by Qt from a touchscreen (its device says
        so), or by the system (Windows makes mouse input of touches and pens alike)
        while a finger is down here or just lifted."""
        if from_touchscreen(event):
            return True
        return event.source() == Qt.MouseEventSource.MouseEventSynthesizedBySystem and (
            self.active() or self._since_touch.isValid() and self._since_touch.elapsed() < 1000
        )

    def _touch(self, event: QTouchEvent) -> None:
        kind = event.type()
        if kind == QEvent.Type.TouchCancel:
            self._cut()
            self._end_sequence()
            return
        points = list(event.points())
        if kind == QEvent.Type.TouchBegin:
            self._begin(points)
        else:
            self._update(points)
        if kind == QEvent.Type.TouchEnd or all(
            p.state() == QEventPoint.State.Released for p in points
        ):
            self._end_sequence()

    def _begin(self, points: list[QEventPoint]) -> None:
        self._end_sequence()  # a sequence Qt never ended (it always should)
        self._fingers = {p.id() for p in points}
        others = [part for part in _live if part is not self and part.active()]
        _live.add(self)
        self._phase = _Phase.SPENT  # until a single finger proves otherwise
        if others or len(points) > 1:
            for part in others:
                part._second_finger()
            self._start_pinch(points)
            return
        point = points[0]
        self._finger = point.id()
        self._start = QPointF(point.position())
        self._last = QPointF(self._start)
        self._target = self.target_at(self._start)
        if self._target is None:
            self._phase = _Phase.PRESSED if self._can_pan() else _Phase.SPENT
            return  # no pressed state, no tap; a zoomed board still scrolls from here
        self._phase = _Phase.PRESSED
        self.pressed.emit(QPointF(self._start))
        if self.long_press:
            self.hold_timer.start(hold_interval())

    def _update(self, points: list[QEventPoint]) -> None:
        new = {p.id() for p in points} - self._fingers
        if new:
            self._fingers |= new
            self._second_finger(points)
            if len(self._fingers) > 2:
                self._pinch = None  # three fingers: nothing at all
            return
        if self._pinch is not None:
            self._pinch_moved(points)
            return
        if self._finger is None:
            return
        point = next((p for p in points if p.id() == self._finger), None)
        if point is None:
            return
        position = QPointF(point.position())
        if point.state() == QEventPoint.State.Released:
            self._released(position)
        elif point.state() == QEventPoint.State.Updated:
            self._moved(position)

    def _end_sequence(self) -> None:
        if self.active():
            self._since_touch.start()
        self._stop_hold()
        self._phase = _Phase.IDLE
        self._finger = None
        self._fingers = set()
        self._pinch = None
        _live.discard(self)

    # ---- one finger ----------------------------------------------------------------------

    def _moved(self, position: QPointF) -> None:
        phase = self._phase
        if phase is _Phase.DRAGGING:
            self._last = position
            self.drag_moved.emit(QPointF(position))
            zoom = self._zoom()
            if zoom is not None and zoom.factor > 1:
                zoom.drag_at(position.toPoint(), self._follow_drag)
            return
        if phase is _Phase.PANNING:
            self._pan_to(position)
            return
        if phase is not _Phase.PRESSED:
            return
        beyond = (position - self._start).manhattanLength() >= QApplication.startDragDistance()
        slid_off = self._target is not None and self.target_at(position) != self._target
        if not (beyond or slid_off):
            return
        if self._target is not None and self.drags_from(self._start):
            self._stop_hold()
            self._phase = _Phase.DRAGGING
            self.pressed.emit(None)
            self.drag_started.emit(QPointF(self._start))
            self._moved(position)
        elif self._can_pan():
            self._cut()  # the press is void: the finger scrolls the board instead
            self._phase = _Phase.PANNING
            self._last = QPointF(self._start)
            self._pan_to(position)
        else:
            self._cut()

    def _released(self, position: QPointF) -> None:
        phase = self._phase
        self._phase = _Phase.SPENT
        if phase is _Phase.DRAGGING:
            self._stop_edge_scroll()
            self.drag_ended.emit(QPointF(position))
        elif phase is _Phase.PRESSED and self._target is not None:
            self._stop_hold()
            self.pressed.emit(None)
            if self.target_at(position) == self._target:
                self.tapped.emit(QPointF(position))
            else:
                self.cancelled.emit()

    def _held_for(self, fraction: float) -> None:
        if self._phase is not _Phase.PRESSED:
            return
        interval = hold_interval()
        delay = min(RING_DELAY_MS, interval // 2)
        ring = max(0.0, min(1.0, (fraction * interval - delay) / max(1, interval - delay)))
        if ring != self._ring:
            self._ring = ring
            self.hold_progress.emit(ring)

    def _hold_expired(self) -> None:
        if self._phase is not _Phase.PRESSED or self._target is None:
            return
        self._held_for(1.0)
        self._stop_hold()
        self._phase = _Phase.SPENT
        self.pressed.emit(None)
        self.long_pressed.emit(QPointF(self._start))

    def _stop_hold(self) -> None:
        if self._hold_timer is not None:
            self._hold_timer.stop()
        if self._ring:
            self._ring = 0.0
            self.hold_progress.emit(0.0)

    def _cut(self) -> None:
        """End the press as void (nothing happens), whatever it was doing."""
        phase = self._phase
        self._stop_hold()
        if phase is not _Phase.IDLE:
            self._phase = _Phase.SPENT
        if phase is _Phase.DRAGGING:
            self._stop_edge_scroll()
            self.cancelled.emit()
        elif phase is _Phase.PRESSED and self._target is not None:
            self.pressed.emit(None)
            self.cancelled.emit()

    def _stop_edge_scroll(self) -> None:
        zoom = self._zoom()
        if zoom is not None:
            zoom.drag_done()

    def _follow_drag(self) -> None:
        """The board scrolled under a dragging finger: the piece follows it there."""
        if self._phase is _Phase.DRAGGING:
            self.drag_moved.emit(QPointF(self._last))

    # ---- scrolling a zoomed board ---------------------------------------------------------

    def _can_pan(self) -> bool:
        zoom = self._zoom()
        return zoom is not None and zoom.scrollable()

    def _pan_to(self, position: QPointF) -> None:
        zoom = self._zoom()
        if zoom is None:
            return
        # The drawing follows the finger; what is left of a pixel waits for the next move.
        delta = self._last - position
        dx, dy = round(delta.x()), round(delta.y())
        zoom.scroll_by(dx, dy)
        self._last -= QPointF(dx, dy)

    # ---- two fingers ------------------------------------------------------------------------

    def _second_finger(self, points: list[QEventPoint] | None = None) -> None:
        """A second finger joined (here, or on another board): this sequence never
        becomes a move; two fingers here are a pinch."""
        self._cut()
        self._phase = _Phase.SPENT
        self._finger = None
        if points is not None and self._pinch is None:
            self._start_pinch(points)

    def _start_pinch(self, points: list[QEventPoint]) -> None:
        down = [p for p in points if p.state() != QEventPoint.State.Released]
        if len(down) != 2 or self._zoom() is None:
            self._pinch = None  # three fingers, or a board without zoom: nothing
            return
        self._pinch = (down[0].id(), down[1].id())
        self._pinch_base = max(1.0, _distance(down[0], down[1]))

    def _pinch_moved(self, points: list[QEventPoint]) -> None:
        assert self._pinch is not None
        by_id = {p.id(): p for p in points}
        first, second = (by_id.get(finger) for finger in self._pinch)
        if first is None or second is None:
            return  # both stationary (Qt lists them); nothing moved
        if QEventPoint.State.Released in (first.state(), second.state()):
            self._pinch = None  # a pinch that lost a finger is over
            return
        distance = max(1.0, _distance(first, second))
        ratio = distance / self._pinch_base
        step = 1 if ratio >= PINCH_STEP else -1 if ratio <= 1 / PINCH_STEP else 0
        zoom = self._zoom()
        if step and zoom is not None:
            self._pinch_base = distance
            centre = (QPointF(first.position()) + QPointF(second.position())) / 2
            if zoom.zoom_step(step, anchor=centre):
                self.zoom_stepped.emit(step)


def _distance(first: QEventPoint, second: QEventPoint) -> float:
    delta = QPointF(first.position()) - QPointF(second.position())
    return math.hypot(delta.x(), delta.y())


# ---- drawing ------------------------------------------------------------------------------


def hold_ring_rect(cell: QRect | QRectF) -> QRect:
    """The rectangle :func:`paint_hold_ring` paints in around ``cell`` (what a view
    updates while the ring fills)."""
    centre = QRectF(cell).center()
    reach = _ring_radius(QRectF(cell)) + _ring_width(QRectF(cell)) + 2
    return QRectF(centre.x() - reach, centre.y() - reach, 2 * reach, 2 * reach).toAlignedRect()


def _ring_radius(cell: QRectF) -> float:
    # Around the cell, not on it: a fingertip covers a cell of 7 mm, the ring shows
    # around it (at least 28 px from the centre: a 56 px ring, about 12 mm at 118 ppi).
    return max(math.hypot(cell.width(), cell.height()) / 2 + 6, 28.0)


def _ring_width(cell: QRectF) -> float:
    return max(4.0, min(cell.width(), cell.height()) / 8)


def paint_hold_ring(
    painter: QPainter, cell: QRect | QRectF, progress: float, tokens: Tokens
) -> None:
    """The ring that fills while a finger is held on ``cell``: a faint full circle and,
    over it, an arc from twelve o'clock clockwise as far as ``progress`` (0 draws
    nothing, 1 a closed ring). The arc has a halo of the background tone so it reads on
    any cell; its length, not its colour, is what it says."""
    if progress <= 0:
        return
    rect = QRectF(cell)
    radius, width = _ring_radius(rect), _ring_width(rect)
    circle = QRectF(rect.center().x() - radius, rect.center().y() - radius, 2 * radius, 2 * radius)
    span = -round(min(1.0, progress) * 360 * 16)  # Qt's arcs: 1/16 degree, negative clockwise
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    track = QColor(tokens.muted)
    track.setAlphaF(0.35)
    painter.setPen(QPen(tokens.background, width + 3))
    painter.drawEllipse(circle)
    painter.setPen(QPen(track, width))
    painter.drawEllipse(circle)
    arc = QPen(tokens.accent, width)
    arc.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(arc)
    painter.drawArc(circle, 90 * 16, span)
    painter.restore()


def paint_pressed(painter: QPainter, cell: QRect | QRectF, tokens: Tokens) -> None:
    """A cell or tile under a finger: darkened (lightened in a dark theme) as a pressed
    button is, and an inner outline, so it shows without relying on colour."""
    rect = QRectF(cell)
    shade = QColor(tokens.text)
    shade.setAlphaF(0.16)
    painter.save()
    painter.fillRect(rect, shade)
    width = max(2.0, min(rect.width(), rect.height()) / 16)
    painter.setPen(QPen(tokens.text, width))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    half = width / 2
    painter.drawRect(rect.adjusted(half, half, -half, -half))
    painter.restore()


# ---- pages: kinetic scrolling -------------------------------------------------------------


def kinetic_scroll(target: QWidget, reduce_motion: Callable[[], bool] | None = None) -> QScroller:
    """A finger drag scrolls ``target`` (a scroll area's viewport, or a widget that
    answers ``QScrollPrepareEvent`` and ``QScrollEvent`` itself) and a flick glides on,
    slowing down (Qt's QScroller). The mouse is unchanged: it selects text and presses
    buttons as before, and its wheel scrolls.

    The page does not bounce past its ends, and under Reduce motion (``reduce_motion()``,
    read as each touch begins) it stops where the finger lifts. A press that becomes a
    scroll presses no button: Qt turns the touch into mouse events too, and the card or
    button under the finger is let go as the page starts to move and hears nothing more
    of that finger (else lifting it there would click). A finger does not select text:
    it scrolls."""
    QScroller.grabGesture(target, QScroller.ScrollerGestureType.TouchGesture)
    scroller = QScroller.scroller(target)
    _set_glide(scroller, glide=True)

    def state_changed(state: QScroller.State) -> None:
        if state == QScroller.State.Pressed:
            _set_glide(scroller, glide=reduce_motion is None or not reduce_motion())
        elif state == QScroller.State.Dragging:
            for button in target.findChildren(QAbstractButton):
                if button.isDown():
                    button.installEventFilter(_FingerLetGo(button))
                    button.setDown(False)

    scroller.stateChanged.connect(state_changed)
    target.installEventFilter(_NoFingerSelection(target))
    return scroller


def _set_glide(scroller: QScroller, glide: bool) -> None:
    """No bounce past the ends; with ``glide`` off, no speed is carried past the lift
    (the page stops where the finger leaves it)."""
    metric, off = QScrollerProperties.ScrollMetric, QScrollerProperties.OvershootPolicy
    properties = scroller.scrollerProperties()
    properties.setScrollMetric(metric.HorizontalOvershootPolicy, off.OvershootAlwaysOff)
    properties.setScrollMetric(metric.VerticalOvershootPolicy, off.OvershootAlwaysOff)
    fastest = QScrollerProperties().scrollMetric(metric.MaximumVelocity) if glide else 0.0
    properties.setScrollMetric(metric.MaximumVelocity, fastest)
    scroller.setScrollerProperties(properties)


def _finger_mouse_event(event: QEvent) -> bool:
    return isinstance(event, QMouseEvent) and from_touchscreen(event)


class _NoFingerSelection(QObject):
    """On a page, a finger that moves scrolls; the mouse moves Qt synthesizes from it
    would also select text under it. They are dropped (a tap still places the caret and
    follows a link: the press and the release pass)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        return (
            event.type() == QEvent.Type.MouseMove
            and _finger_mouse_event(event)
            and isinstance(event, QMouseEvent)
            and event.buttons() != Qt.MouseButton.NoButton
        )


class _FingerLetGo(QObject):
    """A button under a finger that started to scroll the page: the rest of that
    finger's mouse events (moves would press it again, the release would click) are
    dropped, up to its release; then this filter goes."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        kind = event.type()
        if kind not in (QEvent.Type.MouseMove, QEvent.Type.MouseButtonRelease):
            return False
        if not _finger_mouse_event(event):
            return False
        if kind == QEvent.Type.MouseButtonRelease:
            watched.removeEventFilter(self)
            self.deleteLater()
        return True
