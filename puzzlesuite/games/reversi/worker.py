"""The CPU's search off the GUI thread.

The thread receives plain values (a copy of the position, never the live game) and keeps
the token the controller gave it; the controller reads ``square`` when the thread's
``finished`` signal arrives.  The controller bumps its token on undo, new game and quit,
so a result that arrives afterwards no longer matches and is dropped.  The search is pure
Python: it holds the GIL in slices, and the interpreter hands it to the GUI thread every
few milliseconds, which keeps the window responsive while Hard searches.

Why no custom signal: with PySide6 6.12, a Python-defined signal emitted from a QThread
subclass's ``run()`` to a slot in the GUI thread (and, likewise, ``self.sender()`` in the
slot) made the interpreter abort at exit ("none_dealloc"); Qt's own ``finished`` signal
connected to a lambda does not.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QThread

from .ai import Level, choose_move
from .model import PASS


class SearchThread(QThread):
    def __init__(
        self,
        token: int,
        level: Level,
        player: int,
        opponent: int,
        seed: int,
        ply: int,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.token = token
        self.square = PASS
        self._args = (level, player, opponent, seed, ply)

    def run(self) -> None:
        self.square = choose_move(*self._args)
