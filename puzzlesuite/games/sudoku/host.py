"""What the Sudoku screen's two helpers use of it: `entry.py` (your own puzzles) and
`printing.py` (Print…). The game is the session's; the helpers change it through the
session's steps and then let the screen show the step exactly as after the player's own
moves (`played`), so an entry behaves exactly like play. This protocol names what they
use, and `SudokuScreen` satisfies it (mypy checks where the screen makes its helpers).
The helpers import this module, never the screen: the screen imports them.
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtWidgets import QLayout, QWidget

from puzzlesuite.core.session import Outcome
from puzzlesuite.ui.board_grid import BoardGrid

from .model import SudokuGame
from .session import SudokuSession


class LevelArea(Protocol):
    """The side panel's level area, where the own-puzzle buttons take a row."""

    @property
    def levels(self) -> QWidget:
        """The level chooser (its radio buttons come before the row in the Tab chain)."""
        ...

    def add_level_area_row(self, row: QLayout) -> None: ...


class SudokuHost(Protocol):
    # The cursor the digit keys write at, and whether it shows.
    cursor_cell: int
    selected: bool

    @property
    def session(self) -> SudokuSession:
        """The game: the board, entering, the recent puzzles (session.py)."""
        ...

    @property
    def game(self) -> SudokuGame | None:
        """The game on the board (while entering, the entry board; None before the first
        puzzle is ready)."""
        ...

    @property
    def board_grid(self) -> BoardGrid: ...

    @property
    def panel(self) -> LevelArea: ...

    @property
    def entering(self) -> bool:
        """A puzzle of one's own is being entered (the board is not a puzzle to play)."""
        ...

    def begin(self, game: SudokuGame, text: str) -> None:
        """Put a new game on the board and say `text`."""

    def played(self, outcome: Outcome[Any] | None, text: str, shown: str | None = None) -> None:
        """After a session step (None: nothing changed): save, redraw and say `text`,
        as after any move of the player's."""

    def move_cursor(self, cell: int) -> None: ...

    def new_game(self) -> None: ...

    def focus_board(self) -> None: ...

    def announce(self, text: str, assertive: bool = False, shown: str | None = None) -> None: ...
