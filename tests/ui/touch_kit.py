"""Touch in tests through Qt's own touch events (issue 33): a touchscreen made by
``QTest.createTouchDevice()`` and sequences sent by ``QTest.touchEvent``, which go the
whole way a real touch goes (the window, Qt's choice of widget, its mouse synthesis).

Two things the kit takes care of:

- PySide6 picks ``QTouchEventSequence.press(id, point, window=None)`` for a call without
  a third argument, which reads the point in **screen** coordinates; every call here
  names the widget, so points are the widget's own;
- each step is committed at once (``commit()``), one ``QTouchEvent`` per call, as a
  touchscreen sends them.

``ManualHoldTimer`` stands in for the gesture part's hold timer: a test advances it by
hand, so a long press takes no real time and a short one is exactly short.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF
from PySide6.QtGui import QPointingDevice
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget

from puzzlesuite.ui.touch import HoldTimer

_device: QPointingDevice | None = None


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


def press(widget: QWidget, at: QPoint | QPointF | tuple[int, int], finger: int = 0) -> None:
    QTest.touchEvent(widget, touchscreen()).press(finger, _point(at), widget).commit()


def move(widget: QWidget, at: QPoint | QPointF | tuple[int, int], finger: int = 0) -> None:
    QTest.touchEvent(widget, touchscreen()).move(finger, _point(at), widget).commit()


def release(widget: QWidget, at: QPoint | QPointF | tuple[int, int], finger: int = 0) -> None:
    QTest.touchEvent(widget, touchscreen()).release(finger, _point(at), widget).commit()


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
    """Two fingers landing in one frame: a single TouchBegin with both."""
    QTest.touchEvent(widget, touchscreen()).press(0, _point(first), widget).press(
        1, _point(second), widget
    ).commit()


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
    QTest.touchEvent(widget, touchscreen()).stationary(0).press(1, right, widget).commit()
    for step in range(1, steps + 1):
        left, right = fingers(start_gap + (end_gap - start_gap) * step / steps)
        QTest.touchEvent(widget, touchscreen()).move(0, left, widget).move(
            1, right, widget
        ).commit()
    QTest.touchEvent(widget, touchscreen()).release(0, left, widget).stationary(1).commit()
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
