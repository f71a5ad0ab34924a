"""The base of every game's screen: the contract between the shell and a game."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any, ClassVar

from PySide6.QtCore import QEvent, Signal
from PySide6.QtGui import QAction, QHideEvent, QShowEvent
from PySide6.QtWidgets import QWidget

from puzzlesuite.core.session import GameSession, Outcome, SaveError, StatsRecorder
from puzzlesuite.ui import a11y, motion
from puzzlesuite.ui.control_row import ControlRow
from puzzlesuite.ui.message_line import MessageLine

if TYPE_CHECKING:
    from puzzlesuite.ui.board_grid import BoardGrid
    from puzzlesuite.ui.context import GameContext
    from puzzlesuite.ui.result_moment import Result


class GameScreen(QWidget):
    """Subclasses implement the game; the shell calls only what is defined here.

    See docs/ARCHITECTURE.md for who calls what and when. A game with a session
    (`core.session.GameSession`, named by `session_class`) gets the shared lifecycle
    from here: `resume`, `save_now`, `show_result`, `stats_were_reset`,
    `add_play_time` and the game's clock; it supplies `refresh` and `result_card`.
    """

    game_id: ClassVar[str] = ""
    # The game's session class: the base resumes it (`resume`), saves it, credits play
    # time to it and recounts after a statistics reset. None: the screen still does all
    # of that itself (a game not yet ported to a session).
    session_class: ClassVar[type[GameSession[Any, Any, Any]] | None] = None
    # The game's own clock (best times) stops while another window is in front, as the
    # shell's play time does.
    clock_pauses_in_background: ClassVar[bool] = True
    undo_available_changed = Signal(bool)
    redo_available_changed = Signal(bool)
    hint_available_changed = Signal(bool)
    # The game asks to go home (Jogakbo's result card: one puzzle a day, nothing to play
    # again); the shell goes home as its Home action does.
    home_requested = Signal()
    # `header_subtitle()` says something else now: the shell repaints the header.
    header_changed = Signal()

    def __init__(self, ctx: GameContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.last_outcome = ""  # what the S key repeats after the status line
        # A grid game sets its puzzlesuite.ui.board_grid.BoardGrid here: speech then goes
        # through the grid (spoken once, with Orca 43's fallback on the focused cell),
        # and J / Shift+J move its cursor.
        self.board_grid: BoardGrid | None = None
        # Shared parts: the row of Home, New, Undo, Redo and Hint, which the window's
        # header shows while this screen is (the shell binds its actions to it when it
        # opens the screen; the screen does not place it), and the one message line
        # (what `announce` shows), which the screen places in its layout.
        self.controls = ControlRow(self)
        self.message_line = MessageLine()
        # The game's session, read from the save before the screen builds anything (so
        # every widget may read the game); kept for the screen's life, one game after
        # another. `resume()` at the end of the subclass's constructor puts it on show.
        self.session: GameSession[Any, Any, Any] | None = None
        if self.session_class is not None:
            self.session = self._load_session(self.session_class)
        self._ending_fades_in = False  # a step just ended the game: the card fades in
        self._message_game: object = None  # the model the message line speaks of
        # The last message was in the old language: an outdated line is worse than none.
        ctx.language_changed.connect(self.message_line.clear)
        ctx.language_changed.connect(self.retranslate)
        ctx.language_changed.connect(self.controls.retranslate)
        # Every animation is instant while the context's Reduce motion flag is on (the
        # setting or the desktop's request).
        motion.follow_reduce_motion(ctx, lambda context: context.reduce_motion)

    def new_game(self) -> None:
        raise NotImplementedError

    def undo(self) -> None:
        """Undo one player decision; games without undo leave this as is."""

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
        """Entries of this game's own in the main menu, shown while its screen is
        (Sudoku: Enter a puzzle…, Print…); the screen keeps their texts translated."""
        return []

    def header_subtitle(self) -> str:
        """A short line the header shows under the game's name (Sudoku: its level), in
        the current language; "" for none. Emit `header_changed` when it changes. It is
        painted only: say the same where screen readers hear it (`status_text`, or the
        status's accessible name as Jogakbo's date)."""
        return ""

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
        """Write the save now (games autosave after every move as well): the session's,
        through its codec."""
        if self.session is not None:
            self.ctx.saves.save(self.game_id, self.session.to_save())

    def focus_board(self) -> None:
        self.setFocus()

    def add_play_time(self, seconds: float) -> None:
        """The shell credits play time while this screen is shown and the window active;
        the session decides the bucket (Reversi: the opponent)."""
        if self.session is not None:
            self.session.credit_play_time(seconds)
        else:
            self.ctx.stats.add_time(self.game_id, seconds)

    def stats_were_reset(self) -> None:
        """Statistics → Reset while this screen exists: the session recounts the game on
        the board (its "already counted" marks are held in memory while the screen is
        open) and the save keeps the result. For a game not open, the shell uses the
        entry's `clear_counted` and `count_after_reset` hooks on the save instead."""
        if self.session is not None:
            self.session.stats_were_reset()
            self.save_now()

    # ---- the session's lifecycle (a game with a `session_class`) ---------------------------

    def _load_session(self, session_class: type[GameSession[Any, Any, Any]]) -> Any:
        """The saved game, or a new one: the save is read through the session's codec;
        one it cannot read is moved aside with the app's notice for a damaged file, and
        a new game starts."""
        recorder = StatsRecorder(self.ctx.stats, self.game_id)
        data = self.ctx.saves.load(self.game_id)
        if data is not None:
            try:
                return session_class.from_save(data, recorder=recorder, clock=self.session_clock)
            except SaveError as error:
                self.ctx.saves.discard_unreadable(self.game_id, str(error))
        return session_class(self.new_model(), recorder=recorder, clock=self.session_clock)

    def resume(self) -> None:
        """Put the game read from the save on show: what a game counts when it appears
        is counted (Reversi: played), the clock follows the screen, and the board and
        the result are drawn. Call it at the end of the screen's constructor."""
        session = self.session
        assert session is not None, "a screen without a session resumes itself"
        if session.opened().moments:
            self.save_now()  # counted on opening: the mark is kept
        self._follow_screen()
        self.refresh()

    def session_clock(self) -> float:
        """The monotonic clock the session's time and play-time splits use."""
        return time.monotonic()

    def new_model(self) -> Any:
        """The model of a fresh game when there is no save (a game with choices passes
        them: Reversi's opponent and colour)."""
        assert self.session_class is not None
        return self.session_class.new_model()

    def refresh(self) -> None:
        """Redraw the board and re-set every text from the session (and call
        `show_result()`); the game's own hook."""

    def after_step(self, outcome: Outcome[Any]) -> None:
        """After a move, an undo, a redo or a new game: save, let a game that just ended
        fade its result in, redraw, and tell the shell what Undo, Redo and Hint can do."""
        if outcome.ended:
            self._ending_fades_in = True
        self.save_now()
        self.refresh()
        self.actions_changed()

    def actions_changed(self) -> None:
        self.undo_available_changed.emit(self.can_undo())
        self.redo_available_changed.emit(self.can_redo())
        self.hint_available_changed.emit(self.can_hint())

    def show_result(self) -> None:
        """The result moment of the ending on the board (from the session's result data
        and the game's `result_card`), or none while playing. It fades in only right
        after the step that ended the game, never on a resumed ending."""
        moment = getattr(self, "result_moment", None)
        if moment is None or self.session is None:
            return
        self._message_line_follows_the_game(appearing=moment.result is None)
        data = self.session.result()
        if data is None:
            moment.clear()
            return
        moment.show_result(self.result_card(data), animate=self._ending_fades_in)
        self._ending_fades_in = False

    def _message_line_follows_the_game(self, appearing: bool) -> None:
        """The message line says what just happened in the game on the board, so it is
        cleared when that stops being true (issue 32): another game on the board (a new
        or resumed one), or an ending appearing (an ending, or a finished game opened
        again), which the result card now says. What the game says after this step
        (its new-game or ending sentence) is shown as usual."""
        assert self.session is not None
        model = self.session.model
        ending_appears = appearing and self.session.result() is not None
        if model is not self._message_game or ending_appears:
            self.message_line.clear()
        self._message_game = model

    def result_card(self, data: Any) -> Result:
        """The card for the session's result data: the line, the figures, the actions."""
        raise NotImplementedError

    def can_undo(self) -> bool:
        return self.session is not None and self.session.can_undo()

    def can_redo(self) -> bool:
        return self.session is not None and self.session.can_redo()

    # ---- the game's own clock follows the screen ---------------------------------------------

    def _follow_screen(self) -> None:
        """The game's clock runs while this screen is on show (and, unless the game says
        otherwise, its window is the active one)."""
        if self.session is None:
            return
        on_show = self.isVisible()
        if self.clock_pauses_in_background:
            on_show = on_show and self.isActiveWindow()
        self.session.set_on_screen(on_show)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        self._follow_screen()

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802
        super().hideEvent(event)
        self._follow_screen()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.ActivationChange:
            self._follow_screen()
        super().changeEvent(event)

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
