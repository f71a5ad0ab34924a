"""The CPU's search off the GUI thread.

The worker receives plain values (a copy of the position, never the live game) and
reports ``(token, square)``.  The controller bumps its token on undo, new game and quit,
so a result that arrives afterwards no longer matches and is dropped.  The search is
pure Python: it holds the GIL in slices, and the interpreter hands it to the GUI thread
every few milliseconds, which keeps the window responsive while Hard searches.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QThread, Signal

from .ai import Level, choose_move


class SearchThread(QThread):
    found = Signal(int, int)  # token, square (-1: pass)

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
        self._args = (level, player, opponent, seed, ply)

    def run(self) -> None:
        square = choose_move(*self._args)
        self.found.emit(self.token, square)
