"""Placing the mines off the GUI thread (boards bigger than Intermediate).

The mines depend on the first click, so they cannot be prepared ahead; on a large board
the no-guess proof may take longer than a frame. The thread gets plain values and keeps
the token the screen gave it; the screen reads ``mines`` (or ``failed``) when Qt's own
``finished`` signal arrives, and drops a reply whose token is stale (new game, quit).
The generator is pure Python: it hands the GIL back every few milliseconds, so the
window stays responsive. (Why no custom signal: see puzzlesuite/games/reversi/worker.py.)
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QThread

from .generator import GenerationFailed, generate


class GenerationThread(QThread):
    def __init__(
        self,
        token: int,
        size: tuple[int, int, int],
        seed: int,
        first: int,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.token = token
        self.first = first
        self.mines: tuple[int, ...] = ()
        self.failed = False
        self._args = (*size, seed, first)

    def run(self) -> None:
        try:
            self.mines = generate(*self._args)
        except GenerationFailed:
            self.failed = True
