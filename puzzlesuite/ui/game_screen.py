"""The base of every game's screen: the contract between the shell and a game."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget

from puzzlesuite.ui import a11y

if TYPE_CHECKING:
    from puzzlesuite.shell.context import AppContext


class GameScreen(QWidget):
    """Subclasses implement the game; the shell calls only what is defined here.

    See docs/ARCHITECTURE.md for who calls what and when.
    """

    game_id: ClassVar[str] = ""
    undo_available_changed = Signal(bool)

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        ctx.language_changed.connect(self.retranslate)

    def new_game(self) -> None:
        raise NotImplementedError

    def can_undo(self) -> bool:
        return False

    def undo(self) -> None:
        """Undo one player decision; games without undo leave this as is."""

    def retranslate(self) -> None:
        """Re-set every visible and accessible text in the current language."""

    def save_now(self) -> None:
        """Write the save now (games autosave after every move as well)."""

    def focus_board(self) -> None:
        self.setFocus()

    def add_play_time(self, seconds: float) -> None:
        self.ctx.stats.add_time(self.game_id, seconds)

    def announce(self, text: str, assertive: bool = False) -> None:
        """Speak an outcome to screen readers and show it on the quiet status line."""
        a11y.announce(self, text, assertive)
        self.ctx.show_status(text)
