"""Work that waits until the home screen has been painted once.

A start is judged by how soon the window shows its content, so what the first paint
does not need (the application's own QStyle, see MainWindow.finish_start_up) runs right
after it, in the event loop's next turn. PySide6 makes each Qt class, and the Python enum classes
inside it, the first time Python touches it (QStyle alone: ~10 ms on this machine), so
not touching a class before the first paint is what saves the time.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget


class _AfterFirstPaint(QObject):
    def __init__(self, watched: QWidget, callback: Callable[[], object]) -> None:
        super().__init__(watched)
        self.callback = callback

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self, self._run)  # once this paint has finished
        return False

    def _run(self) -> None:
        self.callback()
        self.deleteLater()


def after_first_paint(widget: QWidget, callback: Callable[[], object]) -> None:
    """Call `callback` once, in the event loop's turn after `widget` is first painted.
    Callbacks of one widget run in the reverse order of their registration (Qt asks
    the newest event filter first)."""
    widget.installEventFilter(_AfterFirstPaint(widget, callback))
