"""Sudoku screen: input into moves, the board and the panel drawn, texts and speech.

The game itself is the session's (`session.py`: the board, its save, clock, counting and
the puzzle supply); the side panel is `panel.py`, the digit keys `ui.digit_keys`, your
own puzzles and printing `entry.py` and `printing.py` (through the host protocol,
`host.py`). Generation runs as a background job (`ui.threads.run_job`), one puzzle at a
time and only while the screen is shown: the supply says what to make next. While no
puzzle is ready the board says "Preparing…" and input stays live.
"""

from __future__ import annotations

import html
import sys
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QAction, QFont, QFontMetrics, QKeyEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from puzzlesuite.core.session import Outcome
from puzzlesuite.services.i18n import _
from puzzlesuite.ui import a11y, threads
from puzzlesuite.ui.board_grid import BoardGrid
from puzzlesuite.ui.board_zoom import BoardZoom
from puzzlesuite.ui.digit_keys import digit_of
from puzzlesuite.ui.game_screen import GameScreen
from puzzlesuite.ui.result_moment import Figure, Mark, Result, ResultAction, ResultMoment
from puzzlesuite.ui.steady import (
    PanelFold,
    fit_code_field,
    fix_panel_width,
    follow_zoom,
    reserve_room,
    scroll_when_short,
)
from puzzlesuite.ui.theme import font_for
from puzzlesuite.ui.tokens import TYPE
from puzzlesuite.ui.touch import TouchGestures

from . import own_texts, texts
from .entry import OwnPuzzles
from .evidence import Evidence, where_evidence, why_evidence
from .generator import Puzzle
from .hints import HintKind, HintSession, Stage
from .model import SudokuGame
from .panel import LONGEST_CODE, SidePanel
from .puzzle_code import CodeError, format_code, parse_code
from .session import GAME_ID, Change, Refused, Solved, SudokuSession
from .techniques import LEVELS, Level
from .view import CLEAR, BoardPicture, SudokuBoardView

if TYPE_CHECKING:
    from puzzlesuite.ui.context import GameContext

__all__ = ["GAME_ID", "LONGEST_CODE", "SudokuScreen"]

CAPTION_SCALE = 0.7  # the status's caption (level and code) against its count: the text size


class SudokuScreen(GameScreen):
    game_id = GAME_ID
    session_class = SudokuSession
    session: SudokuSession
    # As before the session: the puzzle's clock stops when the screen is hidden, not when
    # another window is in front.
    clock_pauses_in_background = False

    def __init__(self, ctx: GameContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        # Nothing is drawn until the screen is built (resume() draws it): a refresh on
        # the way (the grid's first cursor) would make the result card's buttons before
        # the board's focus proxy is set, and Qt's focus chain would then run from the
        # screen to the control row first (one more focus, two more events, at a first
        # open of a finished game).
        self._built = False
        self._subtitle = ""
        # The waiting puzzle was asked for by the player (New puzzle, a level, a code), not
        # by a first open: only then is its start an outcome to speak.
        self.player_asked = False
        self.cursor_cell = 40
        self.selected = False
        self.notes_mode = False
        self.highlight_digit = 0
        self._generation: threads.Job[Puzzle] | None = None  # one puzzle at a time

        self.status = QLabel()
        self.status.setObjectName("sudoku-status")
        # The type scale's headline: tabular figures, so a count that changes does not
        # jiggle the line.
        self.status.setFont(font_for(self.status.font(), TYPE.headline))
        follow_zoom(self.status, TYPE.headline.scale)  # at every text zoom
        app = QApplication.instance()
        if isinstance(app, QApplication):  # after follow_zoom's own: the status's font first
            app.fontChanged.connect(self._app_font_changed)
        self.status.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # The count, and a small caption under it (level and code) that may wrap in two
        # lines: a fixed height for both (_fit_status), so nothing under it ever moves,
        # and any width, so the status never sets the window's.
        self.status.setTextFormat(Qt.TextFormat.RichText)
        self.status.setWordWrap(True)
        self.status.setMinimumWidth(0)
        self.status.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        reserve_room(self.status)  # hidden until the first puzzle exists (refresh)
        self._fit_status()
        self.details = self.message_line  # the outcome line (tests know it by this name)
        self.message_line.set_lines(2)  # a hint's reason is read whole, not in a tooltip
        self.view = SudokuBoardView()
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the grid's cell takes focus
        self.panel = SidePanel()
        self._code_zoom = 100
        if ctx.settings.value.zoom != 100:
            self._fit_code_field()
        self.result_moment = ResultMoment(
            self.view,
            self,
            lambda: ctx.reduce_motion,
            self.focus_board,
            lambda: self.view.cell_rect(0, 0).united(self.view.cell_rect(8, 8)),
        )
        # Own puzzles (entry.py): Enter a puzzle… shares New puzzle's row.
        self.own = OwnPuzzles(self, self)  # the screen is its host and its parent

        board_column = QVBoxLayout()
        board_column.addWidget(self.status)
        board_column.addWidget(self.view, stretch=1)
        board_column.addWidget(self.message_line)
        layout = QHBoxLayout(self)
        layout.addLayout(board_column, stretch=1)
        layout.addWidget(self.panel)
        # Zoomed in on a small screen (ui/board_fit.py): the panel folds away where the
        # board beside it would get small, and scrolls where it is taller than the window.
        self.fold = PanelFold(
            self.view,
            self.panel,
            self.controls.panel_toggle(),
            lambda width, height: (min(width, height) - self.view.label_room() - 8) / 9,
            spacing=layout.spacing(),
        )
        scroll_when_short(self.panel)
        self._jumping = False  # J moves the cursor without starting the hint over
        grid = BoardGrid(
            self.view,
            9,
            9,
            cell_rect=self.view.cell_rect,
            cell_name=lambda row, col: self.cell_name(9 * row + col),
            board_name=lambda: _("Sudoku board"),
        )
        grid.draw_focus_ring = False  # the view draws the cursor ring
        grid.key_handler = self._key
        grid.jump_targets = lambda: [divmod(cell, 9) for cell in self.jump_targets()]
        grid.no_jump_text = texts.no_jump_text
        grid.cursor_moved.connect(self._cursor_moved)
        grid.activated.connect(lambda row, col: self._select(9 * row + col))
        self.board_grid: BoardGrid = grid
        # Zoomed in, the board scrolls in its place and keeps the cursor in view.
        self.zoom = BoardZoom(self.view, ctx, grid=grid, content_size=self.view.content_size)
        # A finger (ui/touch.py): a tap selects its cell as a click does (on the lift, on
        # the cell it went down on), the cell under it shows pressed, a pinch zooms and a
        # finger drag scrolls a zoomed board; two fingers never play.
        self.touch = TouchGestures(self.view, target_at=self._cell_at)
        self.touch.tapped.connect(lambda pos: self._cell_tapped(self._cell_at(pos)))
        self.touch.pressed.connect(
            lambda pos: self.view.show_touched(None if pos is None else self._cell_at(pos))
        )
        grid.set_cursor(*divmod(self.cursor_cell, 9))
        self.selected = True  # the cursor shows from the start: a digit key writes there
        self.setFocusProxy(grid.focus_widget)
        # After the board's cell: Tab from the board reaches the card, and a screen shown
        # the first time still gives the cell the focus.
        self.result_moment.follow_in_tab_chain(grid.focus_widget)

        self.view.cell_clicked.connect(self._cell_clicked)
        self.panel.pad_pressed.connect(self._pad_pressed)
        self.panel.notes_switch.toggled.connect(self._notes_switched)
        self.panel.fill_button.clicked.connect(self.fill_all_notes)
        self.panel.auto_remove.toggled.connect(self._auto_remove_switched)
        self.panel.levels.level_chosen.connect(self._level_chosen)
        self.panel.code_button.clicked.connect(self.play_code)
        self.panel.code_edit.returnPressed.connect(self.play_code)
        ctx.theme_changed.connect(self._apply_theme)
        ctx.settings_changed.connect(self._settings_changed)
        ctx.settings_changed.connect(self.board_grid.refresh)  # Full / Brief speech
        self.panel.brief_speech = lambda: a11y.brief_speech(self.ctx.settings.value)
        self.panel.pad_grid.refresh()  # no event: a reader is told only on the pad
        ctx.settings_changed.connect(self.panel.pad_grid.refresh)

        self.panel.levels.set_level(self.chosen_level().value)
        self.panel.auto_remove.setChecked(self.auto_remove_notes())
        self.view.set_labels(ctx.settings.value.board_labels)
        self._apply_theme()
        self.retranslate()
        if self.session.model is None and self.session.waiting is None:
            # No puzzle yet (a first open): the first one is asked for, quietly.
            self.session.request(self.chosen_level())
        self._built = True
        self.resume()

    # ---- the session's state, as the helpers and tests read it --------------------------------

    @property
    def game(self) -> SudokuGame | None:
        """The game on the board (while entering, the entry board; None before the first
        puzzle is ready)."""
        return self.session.model

    @property
    def hints(self) -> HintSession:
        return self.session.hints

    @property
    def waiting(self) -> tuple[Level, int | None] | None:
        return self.session.waiting

    @property
    def prepared(self) -> dict[Level, Puzzle]:
        return self.session.supply.prepared

    @property
    def entering(self) -> bool:
        return self.session.entering

    # ---- preferences --------------------------------------------------------------------

    def chosen_level(self) -> Level:
        try:
            return Level(self.ctx.settings.game(GAME_ID).get("level", Level.EASY.value))
        except ValueError:
            return Level.EASY

    def auto_remove_notes(self) -> bool:
        return bool(self.ctx.settings.game(GAME_ID).get("auto_remove_notes", True))

    def _level_chosen(self, key: str) -> None:
        if key != self.chosen_level().value:
            self.ctx.settings.update_game(GAME_ID, level=key)
        self._show_note()
        self._keep_generating()

    def _show_note(self) -> None:
        """Choosing a level other than the board's says, on the message line (which
        moves nothing), that it applies to the next puzzle."""
        game = self.game
        level = game.level if game is not None and self.waiting is None else None
        if level is not None and level is not self.chosen_level():
            self.message_line.show_text(texts.next_puzzle_note())

    def _auto_remove_switched(self, on: bool) -> None:
        if on != self.auto_remove_notes():
            self.ctx.settings.update_game(GAME_ID, auto_remove_notes=on)

    def _settings_changed(self) -> None:
        if self._code_zoom != self.ctx.settings.value.zoom:
            self._fit_code_field()
        self.view.set_labels(self.ctx.settings.value.board_labels)
        self.panel.levels.set_level(self.chosen_level().value)
        self.panel.auto_remove.setChecked(self.auto_remove_notes())

    def _fit_code_field(self) -> None:
        """The code field at the text zoom: at 200 % its text grows, its width does not
        (the panel then fits an 800 px window beside the board)."""
        self._code_zoom = self.ctx.settings.value.zoom
        fit_code_field(self.panel.code_edit, LONGEST_CODE, scale=0.85, zoom=self._code_zoom / 100)
        fix_panel_width(self.panel)

    def _apply_theme(self) -> None:
        self.view.apply_tokens(self.ctx.tokens)
        self.panel.number_pad.apply_tokens(self.ctx.tokens)
        self._show_status()  # its caption's colour

    # ---- the shell's contract -------------------------------------------------------------

    def new_game(self) -> None:
        """A new puzzle at the chosen level: at once if one is prepared, else when ready.
        The puzzle on the board is left as it is (started, not solved)."""
        self._request(self.chosen_level(), None)

    def can_hint(self) -> bool:
        # Also while a puzzle is being prepared (Hint then says so): the Hint button
        # stays as it is when the first puzzle arrives, instead of lighting up in view.
        if self.entering:
            return False
        game = self.game
        ready = game is not None and self.waiting is None
        return not (ready and game is not None and game.is_solved())

    def menu_actions(self) -> list[QAction]:
        return self.own.menu_actions()

    def undo(self) -> None:
        outcome = self.session.undo()
        if outcome is not None:
            self.played(outcome, texts.undone_text())

    def redo(self) -> None:
        outcome = self.session.redo()
        if outcome is not None:
            self.played(outcome, texts.redone_text())

    def hint(self) -> None:
        try:
            outcome = self.session.hint(self.auto_remove_notes())
        except Refused as refusal:
            self._refused(refusal)
            return
        press = outcome.change.press
        assert press is not None
        hint = press.hint
        if hint is None or hint.kind is HintKind.NO_STEP:
            # Nothing shown: solved, or no step this game teaches (silent, by the table).
            self.ctx.sounds.play(GAME_ID, "refused")
            self.announce(texts.no_hint_text() if hint is None else texts.no_step_text())
            return
        if press.stage is Stage.WHERE:
            self.save_now()  # the hint is counted with the puzzle
            self.refresh()
            self.ctx.sounds.play(GAME_ID, "hint")
            self.announce(texts.hint_where_text(hint))
        elif press.stage is Stage.WHY:
            self.refresh()
            self.ctx.sounds.play(GAME_ID, "hint")
            # The board draws the evidence: the eye reads the reason without its lists.
            self.announce(texts.hint_why_text(hint), shown=texts.hint_why_shown_text(hint))
        else:
            if hint.places_digit:
                self._hint_cursor_to(hint.cells[0])
            shown = texts.hint_done_shown_text(hint)
            self.played(outcome, texts.hint_done_text(hint), shown=shown, sound="hint")

    def _hint_cursor_to(self, cell: int) -> None:
        """The cursor goes where the hint placed its digit, so its outcome is heard on
        that cell (as in Minesweeper), without starting the hint over."""
        self._jumping = True
        try:
            self.board_grid.set_cursor(*divmod(cell, 9))
        finally:
            self._jumping = False

    def status_text(self) -> str:
        game = self.game
        if game is None or self.waiting is not None:
            level = self.waiting[0] if self.waiting else self.chosen_level()
            return texts.preparing_text(level)
        if game.finished:
            return texts.solved_status_text(game.level, self.code())
        own_status = self.own.status_text()
        if own_status:
            return f"{own_status} {texts.notes_mode_text(self.notes_mode)}"
        return texts.status_text(game.level, self.code(), game.filled_count(), self.notes_mode)

    def jump(self, step: int) -> None:
        self._jumping = True
        try:
            self.board_grid.jump(step)
        finally:
            self._jumping = False
        self._select(self.cursor_cell)

    def jump_targets(self) -> list[int]:
        """The cells the hint on show concerns, else the empty cells."""
        if self.hints.hint is not None and self.hints.stage is not Stage.IDLE:
            return sorted(self.hints.hint.cells)
        return self.game.empty_cells() if self.game else []

    def retranslate(self) -> None:
        self.panel.retranslate()
        self.own.retranslate()
        fix_panel_width(self.panel)
        self.view.setAccessibleName(_("Sudoku board"))
        self.refresh()

    def focus_board(self) -> None:
        self.board_grid.focus_board()

    # ---- playing ------------------------------------------------------------------------------

    def _cell_clicked(self, cell: int) -> None:
        self.move_cursor(cell)
        self.focus_board()

    def _cell_at(self, position: QPointF) -> int | None:
        return self.view.cell_at(position.x(), position.y())

    def _cell_tapped(self, cell: int | None) -> None:
        if cell is not None:
            self._cell_clicked(cell)  # the same path as the mouse's

    def _pad_pressed(self, value: int) -> None:
        if value == CLEAR:
            self._pad_clear()
        else:
            self._pad_digit(value)

    def _pad_digit(self, digit: int) -> None:
        if not self.selected:
            self.highlight_digit = digit
            self.refresh()
            count = len(self.game.cells_with_digit(digit)) if self.game else 0
            self.announce(texts.highlight_text(digit, count))
            return
        self.enter_digit(digit, as_note=self.notes_mode)

    def _pad_clear(self) -> None:
        if self.selected:
            self.erase()

    def _notes_switched(self, on: bool) -> None:
        if on != self.notes_mode:
            self.notes_mode = on
            self.refresh()
            self.announce(texts.notes_mode_text(on))

    def toggle_notes_mode(self) -> None:
        self.panel.notes_switch.setChecked(not self.notes_mode)

    def enter_digit(self, digit: int, as_note: bool) -> None:
        cell = self.cursor_cell
        self.selected = True
        try:
            if as_note:
                outcome = self.session.note(cell, digit)
            else:
                outcome = self.session.place(cell, digit, self.auto_remove_notes())
        except Refused as refusal:
            self._refused(refusal)
            return
        game = self.game
        assert game is not None
        if as_note:
            added = bool(game.notes[cell] >> digit & 1)
            self.played(outcome, texts.note_text(cell, digit, added), sound="note")
            return
        changed = outcome.change.changed
        if changed:
            self.highlight_digit = digit
        # The same sound with or without a conflict: nothing is judged (docs/SOUND.md).
        text = texts.placed_text(cell, digit, game.conflict_units(cell))
        self.played(outcome, text, sound="digit" if changed else "refused")

    def erase(self) -> None:
        cell = self.cursor_cell
        try:
            outcome = self.session.erase(cell)
        except Refused as refusal:
            self._refused(refusal)
            return
        self.played(outcome, texts.erased_text(cell), sound=_changed(outcome, "erase"))

    def fill_all_notes(self) -> None:
        try:
            outcome = self.session.fill_all_notes()
        except Refused as refusal:
            self._refused(refusal)
            return
        changed = outcome.change.changed
        text = texts.notes_filled_text() if changed else texts.notes_already_text()
        self.played(outcome, text, sound=_changed(outcome, "note"))

    def _refused(self, refusal: Refused) -> None:
        """A move the position does not take: one sentence, nothing changed."""
        cell = refusal.cell
        if refusal.reason == Refused.GIVEN and cell is not None:
            text = texts.given_text(cell)
        elif refusal.reason == Refused.FILLED and cell is not None:
            text = texts.filled_cell_note_text(cell)
        elif refusal.reason == Refused.SOLVED:
            text = texts.solved_locked_text()
        elif refusal.reason == Refused.ENTERING:
            text = own_texts.entering_text()
        else:
            text = texts.still_preparing_text()
        self.ctx.sounds.play(GAME_ID, "refused")  # silence, by the table: never an error sound
        self.announce(text)

    def played(
        self,
        outcome: Outcome[Change] | Outcome[None] | None,
        text: str,
        shown: str | None = None,
        sound: str | None = None,
    ) -> None:
        """After a step (None: nothing stepped, only `text` to say): save, redraw, tell
        the shell what Undo, Redo and Hint can do, and speak (`shown`: the message line's
        shorter form, if any). A solve is said once, with the result's actions; the card
        shows it, so the message line does not repeat it. `sound`: the move's event
        (core/sounds.py), played as its largest outcome (a unit completed, the solve);
        None for what makes no sound (undo, redo, entering's steps)."""
        if sound is not None:
            self.ctx.sounds.play(GAME_ID, _largest(outcome, sound))
        if outcome is None:
            self.save_now()
            self.refresh()
            self.actions_changed()
        else:
            self.after_step(outcome)
            self._light(outcome)
        solved = self.session.result() if outcome is not None and outcome.ended else None
        if solved is None:
            self.announce(text, shown=shown)
            return
        finish = texts.solved_text(solved.seconds, solved.hints)
        spoken = " ".join((text, finish, self.result_moment.spoken_actions()))
        self.last_outcome = spoken
        self.speak(spoken)

    def _light(self, outcome: Outcome[Any]) -> None:
        """What a move completed lights once (never judged against the solution: a full
        unit without a conflict); a solve lights the whole board, box by box."""
        change = outcome.change
        if not isinstance(change, Change) or change.action is None:
            return
        written = [cell for cell, old, _n, new, _m in change.action.changes if new and new != old]
        source = written[0] if written else self.cursor_cell
        if outcome.ended:
            self.view.light_board(source)
        elif change.completed:
            self.view.light_units(change.completed, source)

    def speak(self, text: str, assertive: bool = False, repeat: bool = False) -> None:
        """With the focus on the number pad (Enter on a key), the outcome goes on the
        pad's key: Orca 43 speaks only the focused object's description."""
        if self.panel.pad_grid.has_focus():
            self.panel.pad_grid.say(text, assertive=assertive, repeat=repeat)
        else:
            super().speak(text, assertive=assertive, repeat=repeat)

    # ---- keyboard and cursor ----------------------------------------------------------------

    def _key(self, event: QKeyEvent) -> bool:
        key = Qt.Key(event.key())
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        plain = modifiers == Qt.KeyboardModifier.NoModifier
        digit = digit_of(event) if not modifiers & ~Qt.KeyboardModifier.ShiftModifier else None
        if digit is not None:
            value, keypad = digit
            if value == 0:
                self.erase()
            else:
                shifted = bool(modifiers & Qt.KeyboardModifier.ShiftModifier) and not keypad
                self.enter_digit(value, as_note=shifted or self.notes_mode)
            return True
        if key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) and plain:
            self.erase()
            return True
        if key == Qt.Key.Key_N and plain:
            self.toggle_notes_mode()
            return True
        if event.matches(QKeySequence.StandardKey.Paste):
            self.own.paste()  # a puzzle pasted on the board goes on the entry board
            return True
        if key == Qt.Key.Key_F and plain:
            self.fill_all_notes()
            return True
        if self.result_moment.handle_key(event):
            return True
        if key == Qt.Key.Key_Escape and plain and self.selected:
            self.selected = False
            self.refresh()
            return True
        summary = self._summary(key) if plain else ""
        if summary:
            self.speak(summary)
        return bool(summary)

    def _summary(self, key: Qt.Key) -> str:
        """The summary keys (texts.py): R row, V column, B box (each press reads the next
        one), D digits placed, P this cell's notes; "" for any other key."""
        game, grid = self.game, self.board_grid
        if game is None:
            return ""
        row, col = grid.cursor
        if key == Qt.Key.Key_R:
            return texts.row_reading(game.values, grid.reading_line("row", row, 9))
        if key == Qt.Key.Key_V:
            return texts.column_reading(game.values, grid.reading_line("column", col, 9))
        if key == Qt.Key.Key_B:
            box = 3 * (row // 3) + col // 3
            return texts.box_reading(game.values, grid.reading_line("box", box, 9))
        if key == Qt.Key.Key_D:
            return texts.digits_placed_text(game.values)
        if key == Qt.Key.Key_P:
            cell = 9 * row + col
            return texts.notes_reading(cell, game.values[cell], game.notes[cell])
        return ""

    def move_cursor(self, cell: int) -> None:
        """Put the cursor on `cell` (a click, a test) and select it."""
        if cell != self.cursor_cell:
            self.board_grid.set_cursor(*divmod(cell, 9))  # → _cursor_moved
        self._select(cell)

    def _cursor_moved(self, row: int, col: int) -> None:
        """The grid moved the cursor (arrows, Home/End, J, a click): a cursor move starts
        the hint over, except J stepping through the cells the hint concerns."""
        self.cursor_cell = 9 * row + col
        if not self._jumping and self.hints.stage is not Stage.IDLE:
            # The hint starts over: its marks go, and so does its sentence.
            self.hints.reset()
            self.message_line.clear()
        self._select(self.cursor_cell)

    def _select(self, cell: int) -> None:
        self.cursor_cell = cell
        self.selected = True
        if self.game is not None:
            self.highlight_digit = self.game.values[cell]
        self.refresh()

    # ---- puzzles: asked for, made, started --------------------------------------------------

    def code(self) -> str:
        game = self.game
        if game is None or self.entering:
            return ""
        if game.own:
            return self.own.code(game)
        return format_code(game.level, game.seed)

    def play_code(self) -> None:
        text = self.panel.code_edit.text()
        if len(text) > 20:  # an own-puzzle code or a pasted puzzle, not S-H-482133
            if self.own.take_text(text):
                self.panel.code_edit.clear()
            return
        try:
            level, seed = parse_code(text)
        except CodeError as error:
            self.announce(texts.code_error_text(error.reason))
            return
        self.panel.code_edit.clear()
        self._request(level, seed)

    def _request(self, level: Level, seed: int | None) -> None:
        self.player_asked = True
        outcome = self.session.request(level, seed)
        if outcome is not None:
            self._show_new(outcome, self._new_puzzle_text())
        else:
            self.refresh()
            self.actions_changed()
            self.announce(texts.preparing_text(level))
        self._keep_generating()

    def _new_puzzle_text(self) -> str:
        """What a new generated puzzle says: nothing on a first open (the status line
        and S name it, and an outcome nobody caused would ride along on the first hint)."""
        game = self.game
        if not self.player_asked or game is None:
            return ""
        return texts.new_puzzle_text(game.level, format_code(game.level, game.seed))

    def begin(self, game: SudokuGame, text: str) -> None:
        """Put a new game on the board (the player's own, proven) and say `text`."""
        self._show_new(self.session.start(game), text)

    def _show_new(self, outcome: Outcome[None], text: str) -> None:
        self.own.follow()
        self.highlight_digit = 0
        self.cursor_cell, self.selected = 40, True  # the ring shows where a digit goes
        self.after_step(outcome)
        self.focus_board()
        if text:
            self.announce(text)
        self.player_asked = False

    def _keep_generating(self) -> None:
        """Start the next generation the supply asks for, if none runs and the screen is
        shown (it is saved with the game: a closed app makes nothing)."""
        threads.forget_finished()
        if self._generation is not None or not self.isVisible():
            return
        job = self.session.supply.next_job(self.chosen_level())
        if job is not None:
            self._generation = threads.run_job(
                job, self._generated, self._generation_failed, owner=self
            )

    def _generated(self, puzzle: Puzzle) -> None:
        self._generation = None
        outcome = self.session.arrived(puzzle)
        if outcome is not None:
            self._show_new(outcome, self._new_puzzle_text())
        else:
            self.save_now()  # kept with the save: the next new puzzle shows at once
        self._keep_generating()

    def _generation_failed(self, error: BaseException) -> None:
        """A bug in the generator: shown as an error (`sys.excepthook`), not retried in
        a loop; the next request starts a new generation."""
        self._generation = None
        sys.excepthook(type(error), error, error.__traceback__)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        self._keep_generating()

    # ---- drawing and accessible texts ------------------------------------------------------

    def cell_name(self, cell: int) -> str:
        game = self.game
        name = (
            texts.brief_cell_name if a11y.brief_speech(self.ctx.settings.value) else texts.cell_name
        )
        if game is None:
            return name(cell, 0, False, 0, ())
        return name(
            cell,
            game.values[cell],
            game.is_given(cell),
            game.notes[cell],
            game.conflict_units(cell),
        )

    def _remaining(self) -> dict[int, int]:
        """Digit → how many more of it the board needs (nine of each in a solution)."""
        if self.game is None or self.waiting is not None:
            return {}
        values = self.game.values
        return {digit: max(0, 9 - values.count(digit)) for digit in range(1, 10)}

    def refresh(self) -> None:
        if not self._built:
            return
        game = self.game
        picture = BoardPicture(cursor=self.cursor_cell, show_cursor=self.selected)
        if game is not None:
            picture.values = list(game.values)
            picture.givens = [game.is_given(c) for c in range(81)]
            picture.notes = list(game.notes)
            picture.conflicts = game.conflicts()
            picture.highlight_digit = self.highlight_digit
        evidence = self._evidence()
        if evidence is not None:
            # Where: the unit to look at; why: the reason drawn, everything else quiet.
            picture.quiet = True
            picture.hint_units = evidence.units
            picture.hint_cells = evidence.cells
            picture.rings = evidence.rings
            picture.target = evidence.target
            picture.candidates = evidence.candidates
            picture.removed = evidence.removed
            picture.hint_colours = evidence.colours
        if self.own.marked_cells():
            picture.hint_cells = self.own.marked_cells()  # what a refused entry names
        if self.waiting is not None:
            picture.overlay = texts.preparing_text(self.waiting[0])
        self.view.show_picture(picture)
        remaining = self._remaining()
        if remaining != self.panel.number_pad.remaining:
            self.panel.number_pad.set_remaining(remaining)
            # The keys' names say how many are left: re-read only when a count changed
            # (a change is reported only to a reader on the pad, so opening sends none).
            self.panel.pad_grid.refresh()
        self._show_status()
        # Before the first puzzle exists the board itself says "Preparing…"; the line
        # shows once there is a puzzle to name, instead of changing while the screen
        # opens (one event less for screen readers: a first open may send 30 at most).
        self.status.setVisible(game is not None)
        self.show_result()
        self.board_grid.refresh()

    def _show_status(self) -> None:
        """The status as a sighted player takes it in: the count large, the level and
        code small under it; its accessible name is the whole sentence S says."""
        count, caption = self.status_lines()
        muted = self.ctx.tokens.muted.name()
        # The caption wraps between its parts, never inside a code (S-M-…'s hyphens).
        parts = [
            f"<span style='white-space:nowrap'>{html.escape(part)}</span>"
            for part in caption.split(" · ")
        ]
        small = (
            f"<span style='font-size:{self._caption_font().pointSizeF():.1f}pt; font-weight:400; "
            f"color:{muted}'>{' · '.join(parts)}</span>"
        )
        self.status.setText(f"{html.escape(count)}<br>{small}" if count else small)
        spoken = self.status_text()
        if self.status.accessibleName() != spoken:  # each set is an event for readers
            self.status.setAccessibleName(spoken)
        subtitle = self._level_line()
        if subtitle != self._subtitle:  # another level or language: the header repaints
            self._subtitle = subtitle
            self.header_changed.emit()

    def header_subtitle(self) -> str:
        """The level of the puzzle on the board (being prepared, or the player's own)
        under the game's name; the status's sentence says it too."""
        return self._subtitle

    def _level_line(self) -> str:
        game = self.game
        if game is None or self.waiting is not None:
            return texts.level_name(self.waiting[0] if self.waiting else self.chosen_level())
        if self.entering:
            return own_texts.entering_caption()
        if game.own:
            return own_texts.stats_column_text(None if game.beyond else game.level)
        return texts.level_name(game.level)

    def _caption_font(self) -> QFont:
        font = QFont(self.status.font())
        font.setPointSizeF(max(1.0, font.pointSizeF() * CAPTION_SCALE))
        font.setWeight(QFont.Weight(TYPE.body.weight))
        return font

    def _fit_status(self) -> None:
        """The status's room: the count's line and two of the caption's (at 200 % an own
        puzzle's long code, or the preparing sentence, may take two), in the fonts of the
        text zoom."""
        count = self.status.fontMetrics().lineSpacing()
        caption = QFontMetrics(self._caption_font()).lineSpacing()
        self.status.setFixedHeight(count + 2 * caption + 4)

    def _app_font_changed(self, _font: QFont) -> None:
        # The status's font has followed the zoom already (follow_zoom is told first).
        self._fit_status()
        self._show_status()

    def status_lines(self) -> tuple[str, str]:
        """What the status shows: the count (or "Solved"), and the caption under it (the
        puzzle's code)."""
        game = self.game
        if game is None or self.waiting is not None:
            level = self.waiting[0] if self.waiting else self.chosen_level()
            return "", texts.preparing_text(level)
        if self.entering:  # the header's subtitle says so
            return texts.count_shown(game.filled_count()), ""
        count = texts.solved_line() if game.finished else texts.count_shown(game.filled_count())
        # The level is the header's subtitle (issue 32: not twice); the code, to share.
        return count, self.code()

    def _evidence(self) -> Evidence | None:
        """What the board shows of the hint on show (None: no hint showing)."""
        hint, game = self.hints.hint, self.game
        if hint is None or game is None or self.hints.stage is Stage.IDLE:
            return None
        if self.hints.stage is Stage.WHERE:
            return where_evidence(hint)
        return why_evidence(hint, game)

    def result_card(self, data: Solved) -> Result:
        levels = [(level.value, texts.level_name(level)) for level in LEVELS]
        return Result(
            texts.solved_line(),
            texts.solved_figures(data.seconds, data.hints),
            [
                ResultAction(_("Play again"), run=lambda: self._request(data.level, None)),
                ResultAction(_("Another level…"), choices=levels, choose=self._new_at_level),
            ],
            numbers=[Figure.time(data.seconds), Figure.hints(data.hints)],
            marks=[Mark.new_best()] if data.new_best else [],
        )

    def _new_at_level(self, key: str) -> None:
        if key != self.chosen_level().value:
            self.ctx.settings.update_game(GAME_ID, level=key)
        self._request(Level(key), None)


def _largest(outcome: Outcome[Any] | None, event: str) -> str:
    """One sound a move, its largest outcome: the solve, else a unit completed, else
    the move's own (docs/SOUND.md)."""
    if outcome is None or event == "refused":
        return event
    if outcome.ended:
        return "solved"
    change = outcome.change
    if isinstance(change, Change) and change.completed:
        return "unit_completed"
    return event


def _changed(outcome: Outcome[Change], event: str) -> str:
    """`event` for a move that changed the board, else the silence of a key that meant
    nothing there (an empty cell cleared, notes already full)."""
    return event if outcome.change.changed else "refused"
