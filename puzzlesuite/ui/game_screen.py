"""The base of every game's screen: the contract between the shell and a game."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from PySide6.QtCore import Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from puzzlesuite.ui import a11y, motion
from puzzlesuite.ui.control_row import ControlRow
from puzzlesuite.ui.message_line import MessageLine

if TYPE_CHECKING:
    from puzzlesuite.shell.context import AppContext
    from puzzlesuite.ui.board_grid import BoardGrid


class GameScreen(QWidget):
    """Subclasses implement the game; the shell calls only what is defined here.

    See docs/ARCHITECTURE.md for who calls what and when.
    """

    game_id: ClassVar[str] = ""
    undo_available_changed = Signal(bool)
    redo_available_changed = Signal(bool)
    hint_available_changed = Signal(bool)
    # The game asks to go home (Jogakbo's result card: one puzzle a day, nothing to play
    # again); the shell goes home as its Home action does.
    home_requested = Signal()

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.last_outcome = ""  # what the S key repeats after the status line
        # A grid game sets its puzzlesuite.ui.board_grid.BoardGrid here: speech then goes
        # through the grid (spoken once, with Orca 43's fallback on the focused cell),
        # and J / Shift+J move its cursor.
        self.board_grid: BoardGrid | None = None
        # Shared parts every game places in its layout: the row of Home, New, Undo,
        # Redo and Hint (the shell binds its actions to it when it opens the screen)
        # and the one message line (what `announce` shows).
        self.controls = ControlRow()
        self.message_line = MessageLine()
        # The last message was in the old language: an outdated line is worse than none.
        ctx.language_changed.connect(self.message_line.clear)
        ctx.language_changed.connect(self.retranslate)
        ctx.language_changed.connect(self.controls.retranslate)
        # Every animation is instant while the context's Reduce motion flag is on (the
        # setting or the desktop's request).
        motion.follow_reduce_motion(ctx, lambda context: context.reduce_motion)

    def new_game(self) -> None:
        raise NotImplementedError

    def can_undo(self) -> bool:
        return False

    def undo(self) -> None:
        """Undo one player decision; games without undo leave this as is."""

    def can_redo(self) -> bool:
        return False

    def redo(self) -> None:
        """Redo what undo took back; only games whose entry has `has_redo`."""

    def can_hint(self) -> bool:
        return False

    def hint(self) -> None:
        """Show the next step of the current hint; only games whose entry has `has_hint`."""

    def result_on_show(self) -> bool:
        """The game has ended and says so: its result card (`ui.result_moment`, which
        each game keeps as `result_moment`) is shown or folded to Show result."""
        moment = getattr(self, "result_moment", None)
        return moment is not None and moment.result is not None

    def menu_actions(self) -> list[QAction]:
        """Entries of this game's own in the Game menu, shown while its screen is
        (Sudoku: Enter a puzzle…, Print…); the screen keeps their texts translated."""
        return []

    def status_text(self) -> str:
        """The status line as one sentence to hear (score, whose turn, moves and par…)."""
        return ""

    def speak_status(self) -> None:
        """The S key: the status line and the last outcome, spoken on every press (also
        the same words twice in a row)."""
        parts = [text for text in (self.status_text(), self.last_outcome) if text]
        if parts:
            self.speak(" ".join(parts), repeat=True)

    def jump(self, step: int) -> None:
        """J (+1) / Shift+J (-1): move the cursor to the next / previous place that matters
        (where a piece fits, a legal move, an empty cell…). With a board grid, its
        `jump_targets`; games may override this to say why there is nowhere to go."""
        if self.board_grid is not None:
            self.board_grid.jump(step)

    def retranslate(self) -> None:
        """Re-set every visible and accessible text in the current language."""

    def save_now(self) -> None:
        """Write the save now (games autosave after every move as well)."""

    def focus_board(self) -> None:
        self.setFocus()

    def add_play_time(self, seconds: float) -> None:
        self.ctx.stats.add_time(self.game_id, seconds)

    def announce(self, text: str, assertive: bool = False, shown: str | None = None) -> None:
        """Speak an outcome to screen readers and show it on the message line; `shown`,
        when given, is the shorter sentence sighted players read there."""
        if text:
            self.last_outcome = text
        self.speak(text, assertive=assertive)
        self.message_line.show_text(text if shown is None else shown)

    def speak(self, text: str, assertive: bool = False, repeat: bool = False) -> None:
        """Say `text` without making it the last outcome. `repeat`: it may equal what was
        just said and must still be heard.

        With a board grid, the grid says it (an announcement, and the focused cell's
        description for Orca 43, which ignores announcements)."""
        if self.board_grid is not None:
            self.board_grid.say(text, assertive=assertive, repeat=repeat)
        else:
            a11y.announce(self, text, assertive)
