"""What the Sudoku screen's two helpers use of it: `entry.py` (your own puzzles) and
`printing.py` (Print…). They drive the board through the same steps the screen's own
actions use, so an entry behaves exactly like play; this protocol names those steps, and
`SudokuScreen` satisfies it (mypy checks where the screen makes its helpers). The helpers
import this module, never the screen: the screen imports them.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtWidgets import QLayout, QWidget

from puzzlesuite.ui.board_grid import BoardGrid

from .hints import HintSession
from .model import Action, SudokuGame


class LevelArea(Protocol):
    """The side panel's level area, where the own-puzzle buttons take a row."""

    @property
    def levels(self) -> QWidget:
        """The level chooser (its radio buttons come before the row in the Tab chain)."""
        ...

    def add_level_area_row(self, row: QLayout) -> None: ...


class SudokuHost(Protocol):
    # The game on the board (while entering, the entry board; None before the first
    # puzzle is ready), and the cursor the digit keys write at.
    game: SudokuGame | None
    cursor_cell: int
    selected: bool

    @property
    def hints(self) -> HintSession: ...

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

    def after_action(
        self,
        action: Action | None,
        text: str,
        board_changed: bool | None = None,
        shown: str | None = None,
    ) -> None:
        """Save, redraw and say `text`, as after any action of the player's."""

    def move_cursor(self, cell: int) -> None: ...

    def bank_time(self) -> None:
        """Add the play time since the clock last started to the game's elapsed time."""

    def resume_clock(self) -> None:
        """Start the game's clock again (a game comes back on the board)."""

    def new_game(self) -> None: ...

    def focus_board(self) -> None: ...

    def announce(self, text: str, assertive: bool = False, shown: str | None = None) -> None: ...
