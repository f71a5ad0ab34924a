"""Touch in tests through Qt's own touch events (issue 33): a touchscreen made by
``QTest.createTouchDevice()`` and sequences sent by ``QTest.touchEvent``, which go the
whole way a real touch goes (the window, Qt's choice of widget, its mouse synthesis).

Two things the kit takes care of:

- PySide6 picks ``QTouchEventSequence.press(id, point, window=None)`` for a call without
  a third argument, which reads the point in **screen** coordinates; every call here
  names the widget, so points are the widget's own;
- each step is committed at once (``commit()``), one ``QTouchEvent`` per call, as a
  touchscreen sends them;
- every report names every finger still down (the others as stationary), as a
  touchscreen does: Qt 6.8 takes a finger left out of a report for lifted (6.11
  assumes it stayed).

``ManualHoldTimer`` stands in for the gesture part's hold timer: a test advances it by
hand, so a long press takes no real time and a short one is exactly short.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QPoint, QPointF
from PySide6.QtGui import QPointingDevice
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget

from puzzlesuite.ui.touch import HoldTimer

_device: QPointingDevice | None = None
# The fingers down now (touch id → widget), in order: each report lists the others.
_down: dict[int, QWidget] = {}


def touchscreen() -> QPointingDevice:
    """One test touchscreen for the whole run (each createTouchDevice registers one)."""
    global _device
    if _device is None:
        _device = QTest.createTouchDevice()
    return _device


def _point(at: QPoint | QPointF | tuple[int, int]) -> QPoint:
    if isinstance(at, tuple):
        return QPoint(*at)
    return at.toPoint() if isinstance(at, QPointF) else at


def report(widget: QWidget, *acting: int) -> QTest.QTouchEventSequence:
    """A touch report to send from ``widget`` about the ``acting`` fingers (to be
    pressed, moved or lifted on it), listing every other finger down as stationary."""
    sequence = QTest.touchEvent(widget, touchscreen())
    for finger in _down:
        if finger not in acting:
            sequence.stationary(finger)
    return sequence


def press(widget: QWidget, at: QPoint | QPointF | tuple[int, int], finger: int = 0) -> None:
    assert finger not in _down, f"finger {finger} is down already"
    report(widget, finger).press(finger, _point(at), widget).commit()
    _down[finger] = widget


def move(widget: QWidget, at: QPoint | QPointF | tuple[int, int], finger: int = 0) -> None:
    report(widget, finger).move(finger, _point(at), widget).commit()


def release(widget: QWidget, at: QPoint | QPointF | tuple[int, int], finger: int = 0) -> None:
    report(widget, finger).release(finger, _point(at), widget).commit()
    _down.pop(finger, None)


def lift_every_finger() -> None:
    """Lift the fingers a test left down (where they are), so the next test's touches
    begin a sequence of their own."""
    for finger, widget in list(_down.items()):
        if shiboken6.isValid(widget):
            report(widget, finger).release(finger, QPoint(0, 0), widget).commit()
        _down.pop(finger, None)


def tap(widget: QWidget, at: QPoint | QPointF | tuple[int, int]) -> None:
    press(widget, at)
    release(widget, at)


def slide(
    widget: QWidget,
    start: QPoint | QPointF | tuple[int, int],
    end: QPoint | QPointF | tuple[int, int],
    steps: int = 6,
    finger: int = 0,
    lift: bool = True,
    frame_ms: int = 0,
) -> None:
    """A finger down at ``start``, moved in ``steps`` even steps to ``end``, lifted there
    (unless ``lift`` is False). ``frame_ms``: the time between two reports, as a
    touchscreen sends them (60 Hz: 16 ms); what animates per frame (Qt's QScroller)
    needs it."""
    first, last = QPointF(_point(start)), QPointF(_point(end))
    press(widget, first, finger)
    for step in range(1, steps + 1):
        if frame_ms:
            QTest.qWait(frame_ms)
        move(widget, first + (last - first) * step / steps, finger)
    if lift:
        release(widget, last, finger)


def two_fingers_down(
    widget: QWidget, first: QPoint | tuple[int, int], second: QPoint | tuple[int, int]
) -> None:
    """Two fingers (0 and 1) landing in one frame: a single TouchBegin with both."""
    report(widget, 0, 1).press(0, _point(first), widget).press(1, _point(second), widget).commit()
    _down[0] = _down[1] = widget


def two_fingers_up(
    widget: QWidget, first: QPoint | tuple[int, int], second: QPoint | tuple[int, int]
) -> None:
    """Fingers 0 and 1 lifting in one frame: a single TouchEnd with both."""
    report(widget, 0, 1).release(0, _point(first), widget).release(
        1, _point(second), widget
    ).commit()
    _down.pop(0, None)
    _down.pop(1, None)


def pinch(
    widget: QWidget,
    centre: QPoint | tuple[int, int],
    start_gap: int,
    end_gap: int,
    steps: int = 8,
) -> None:
    """Two fingers either side of ``centre`` (horizontally), ``start_gap`` pixels apart,
    spread or closed to ``end_gap`` in ``steps`` moves, then lifted one after the other."""
    middle = _point(centre)

    def fingers(gap: float) -> tuple[QPoint, QPoint]:
        half = round(gap / 2)
        return middle - QPoint(half, 0), middle + QPoint(half, 0)

    left, right = fingers(start_gap)
    press(widget, left, 0)
    press(widget, right, 1)
    for step in range(1, steps + 1):
        left, right = fingers(start_gap + (end_gap - start_gap) * step / steps)
        report(widget, 0, 1).move(0, left, widget).move(1, right, widget).commit()
    release(widget, left, 0)
    release(widget, right, 1)


class ManualHoldTimer(HoldTimer):
    """A hold timer that only moves when the test says so (``advance``)."""

    def __init__(self) -> None:
        super().__init__()
        self.interval = 0
        self.elapsed = 0
        self.running = False
        self.starts = 0  # how many presses started it

    def start(self, interval_ms: int) -> None:
        self.interval, self.elapsed, self.running = max(1, interval_ms), 0, True
        self.starts += 1

    def stop(self) -> None:
        self.running = False

    def is_active(self) -> bool:
        return self.running

    def advance(self, ms: int) -> None:
        if not self.running:
            return
        self.elapsed += ms
        fraction = min(1.0, self.elapsed / self.interval)
        self.progressed.emit(fraction)
        if fraction >= 1.0:
            self.running = False
            self.expired.emit()
