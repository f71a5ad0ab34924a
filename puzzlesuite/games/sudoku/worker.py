"""Puzzle generation off the GUI thread, one puzzle at a time.

The thread receives a level and a seed and leaves the `Puzzle` on itself; the screen
reads it when Qt's own `finished` signal arrives (connected to a lambda, as in
reversi/worker.py: a Python-defined signal emitted from `run()` made PySide6 6.12 abort
at exit). Generation is pure Python: the interpreter hands the GIL to the GUI thread
every few milliseconds, so input stays responsive while it runs.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QThread

from .generator import Puzzle, generate
from .techniques import Level


class GenerateThread(QThread):
    def __init__(self, level: Level, seed: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.level = level
        self.seed = seed
        self.puzzle: Puzzle | None = None

    def run(self) -> None:
        self.puzzle = generate(self.level, self.seed)
