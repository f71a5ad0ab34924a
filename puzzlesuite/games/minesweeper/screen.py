"""Minesweeper screen: input turned into the session's moves, the board drawn, the words
shown and said, and the widgets.

The game itself (the board, its save, its clock, what it counts, the hint flow) is the
session's (`session.MinesweeperSession`). The first reveal places the mines (the
generator proves the board needs no guess); on boards bigger than Intermediate that runs
as a background job (`ui.threads.run_job`); a new game and quit cancel it, so a late reply
is dropped. Input stays live meanwhile; the clicked cell opens when the board is ready.
"""

from __future__ import annotations

import contextlib
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QPointF, QRect, Qt
from PySide6.QtGui import QFont, QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from puzzlesuite.core.session import Outcome
from puzzlesuite.ui import a11y, icons, threads
from puzzlesuite.ui.board_grid import BoardGrid
from puzzlesuite.ui.board_zoom import BoardZoom
from puzzlesuite.ui.game_screen import GameScreen
from puzzlesuite.ui.result_moment import Mark, Result, ResultAction, ResultMoment
from puzzlesuite.ui.steady import PanelFold, fix_panel_width, follow_zoom, reserve_room
from puzzlesuite.ui.touch import TouchGestures
from puzzlesuite.ui.typeface import tabular

from . import texts
from .board_code import CodeError, parse_code
from .generator import GenerationFailed, generate, max_mines, works
from .model import BEGINNER, CUSTOM, FLAG, LEVELS, STANDARD_LEVELS, MinesweeperGame, level_for
from .model import Outcome as Opening
from .panel import LONGEST_CODE, LevelPanel
from .schema import FLAG_MODE
from .session import GAME_ID, Ending, MinesweeperSession, chosen_in
from .view import MinesweeperBoardView

if TYPE_CHECKING:
    from puzzlesuite.ui.context import GameContext

__all__ = ["GAME_ID", "LONGEST_CODE", "MinesweeperScreen"]

# Boards up to Intermediate's 256 cells are placed at once (a few milliseconds); larger
# ones on a worker thread, so a slow proof never freezes the window.
SYNC_CELLS = 16 * 16


class MinesweeperScreen(GameScreen):
    game_id = GAME_ID
    session_class = MinesweeperSession
    session: MinesweeperSession

    def __init__(self, ctx: GameContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)  # the session is read from the save here
        self._generation: threads.Job[tuple[int, ...] | None] | None = None  # mines placing
        self.generating_cell: int | None = None  # the first click waiting for its board

        self.counter = QLabel()
        self.counter.setObjectName("minesweeper-counter")
        # Tabular figures: a count that changes does not jiggle the line.
        font = tabular(QFont(self.counter.font()))
        font.setPointSizeF(font.pointSizeF() * 1.4)
        self.counter.setFont(font)
        follow_zoom(self.counter, 1.4)  # at every text zoom
        self.counter.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.view = MinesweeperBoardView()
        self.board_scroll = QScrollArea()
        self.board_scroll.setObjectName("minesweeper-scroll")
        self.board_scroll.setWidgetResizable(True)
        self.board_scroll.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.board_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.board_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.board_scroll.setWidget(self.view)
        # A fixed minimum: Qt's own hint grows by a scroll bar when one appears, and the
        # window's minimum size must not depend on the board.
        self.board_scroll.setMinimumSize(9 * 16 + 8, 9 * 16 + 8)
        self.panel = LevelPanel()
        self.result_moment = ResultMoment(
            self.board_scroll,
            self,
            lambda: ctx.reduce_motion,
            self.focus_board,
            self._board_area,
            keep_clear=self._evidence_rects,
        )
        # Notes and refusals appear in room kept for them: nothing below them moves.
        reserve_room(self.panel.note)
        reserve_room(self.panel.code_error)

        # Flag mode (issue 33): a tap or a left click flags, a long press or a right click
        # opens; on screen whether the panel is folded or not.
        # A switch (the visual system's on/off control): its knob shows the state.
        self.flag_mode = QCheckBox()
        self.flag_mode.setObjectName("minesweeper-flag-mode")
        self.flag_mode.setIcon(icons.icon("flag"))
        # Under the board, at the end of the message line: in reach of a thumb, and out
        # of the way of the count above the board (which stays centred and whole).
        message_row = QHBoxLayout()
        message_row.addWidget(self.message_line, stretch=1)
        message_row.addWidget(self.flag_mode)

        board_column = QVBoxLayout()
        board_column.addWidget(self.counter)
        board_column.addWidget(self.board_scroll, stretch=1)
        board_column.addLayout(message_row)
        layout = QHBoxLayout(self)
        layout.addLayout(board_column, stretch=1)
        layout.addWidget(self.panel)
        # Beside an Expert board the panel would leave cells of 17 px at 800×600: it
        # folds away behind a button then (cells of 25 px there, 32 px at 1024×768).
        self.fold = PanelFold(
            self.board_scroll,
            self.panel,
            self.controls.panel_toggle(),
            self._cell_size_in,
            spacing=layout.spacing(),
        )

        self.grid = BoardGrid(
            self.view,
            9,
            9,
            cell_rect=self.view.cell_rect,
            cell_name=self._cell_name,
            cell_description=self._cell_description,
            board_name=texts.board_name,
        )
        self.board_grid = self.grid
        # After the board's cell: Tab from the board reaches the card, and a screen shown
        # the first time still gives the cell the focus.
        self.result_moment.follow_in_tab_chain(self.grid.focus_widget)
        self.grid.key_handler = self._key
        self.grid.jump_targets = self._jump_targets
        self.grid.activated.connect(lambda r, c: self.activate(r * self.game.width + c))
        self.grid.cursor_moved.connect(self._cursor_moved)
        self.view.on_layout = self.grid.update_geometry
        # Zoomed in, the board scrolls in its place and keeps the cursor in view.
        self.zoom = BoardZoom(self.view, ctx, grid=self.grid, content_size=self.view.content_size)
        self.zoom.scrolled.connect(self.view.lay_out)
        self.view.reveal_requested.connect(self._primary)
        self.view.mark_requested.connect(self._secondary)
        self.view.chord_requested.connect(self._chord_clicked)
        # A finger: a tap is a left click, a long press (with its ring) a right click,
        # through the same handlers; two fingers never play, a pinch zooms.
        self.touch = TouchGestures(self.view, target_at=self._cell_at, long_press=True)
        self.view.touch = self.touch
        self._touched: int | None = None  # the cell drawn under the finger
        self.touch.tapped.connect(lambda pos: self._at_finger(pos, self._primary))
        self.touch.long_pressed.connect(lambda pos: self._at_finger(pos, self._secondary))
        self.touch.pressed.connect(self._finger_moved)
        self.touch.hold_progress.connect(lambda _fill: self._finger_moved(None))
        self.touch.cancelled.connect(lambda: self._finger_moved(None))

        panel = self.panel
        panel.chooser.level_chosen.connect(self._level_chosen)
        panel.custom_changed.connect(self._custom_changed)
        panel.use_most_requested.connect(self._use_most)
        panel.questions.toggled.connect(self._questions_toggled)
        panel.play_code.clicked.connect(self.play_code)
        panel.code_edit.returnPressed.connect(self.play_code)
        self.flag_mode.toggled.connect(self._flag_mode_toggled)
        ctx.theme_changed.connect(self._apply_theme)
        ctx.settings_changed.connect(self.grid.refresh)  # Full / Brief speech
        ctx.settings_changed.connect(self._show_labels)
        self._show_labels()
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self._quitting)

        self._restore_preferences()
        self._apply_theme()
        self._retranslate_flag_mode()
        self.panel.retranslate()
        fix_panel_width(self.panel, self.panel.custom_box_width())
        self._update_refusal()
        self._show_board()
        self.resume()

    @property
    def game(self) -> MinesweeperGame:
        """The board on show (the session's model)."""
        return self.session.model

    def new_model(self) -> MinesweeperGame:
        """No save: a fresh board at the level chosen last (Beginner where that size
        cannot be promised without guessing)."""
        _level, size = chosen_in(self.ctx.settings.game(GAME_ID))
        if not works(*size):
            size = STANDARD_LEVELS[BEGINNER]
        return MinesweeperSession.new_model(size, level_for(*size))

    def _cell_size_in(self, width: int, height: int) -> int:
        """How large the cells would be in a board area of this size (labels included)."""
        room = self.view.label_room()
        return min((width - room) // self.game.width, (height - room) // self.game.height)

    def _show_labels(self) -> None:
        self.view.set_labels(self.ctx.settings.value.board_labels)

    # ---- the shell's contract ---------------------------------------------------------------

    def new_game(self) -> None:
        """A fresh board at the chosen level (the old game stays played, never lost)."""
        size = self.chosen_size()
        if not works(*size):
            self._update_refusal()
            self.announce(self.panel.refusal.text())
            return
        self.start(self.session.new_model(size, self.chosen_level()))
        self._announce_new_board()

    def can_hint(self) -> bool:
        # A finished board stands (as a solved Sudoku): its result card says how it went.
        return self.generating_cell is None and not self.game.over

    def hint(self) -> None:
        if self.generating_cell is not None:
            self.announce(texts.placing_text())
            return
        outcome = self.session.press_hint(self.panel.questions.isChecked())
        press = outcome.change
        hint = press.hint
        if press.applied == "reveal":
            assert press.opening is not None
            self._opened(outcome, press.opening)  # announced like any other opening
            return
        if press.applied:
            self.view.set_hint(None)
            self.ctx.sounds.play(GAME_ID, "flag" if press.applied == "flag" else "unflag")
            self.after_step(outcome)
            self.view.update_cells([hint.cell])
            if press.applied == "flag":
                spoken = texts.applied_flag_text(self.game, hint.cell)
                shown = texts.applied_flag_shown_text(self.game, hint.cell)
            else:
                spoken = texts.applied_unflag_text(self.game, hint.cell)
                shown = texts.applied_unflag_shown_text(self.game, hint.cell)
            self.announce(spoken, shown=shown)
            return
        self.view.set_hint(hint if hint.appliable else None)
        if hint.appliable:
            self.save_now()  # the hint counted
            self.grid.set_cursor(*divmod(hint.cell, self.game.width))
        self.refresh()
        self.ctx.sounds.play(GAME_ID, "hint")
        self.announce(texts.hint_text(self.game, hint))

    def status_text(self) -> str:
        return texts.status_text(self.game, self.generating_cell is not None)

    def jump(self, step: int) -> None:
        self.grid.jump(step)

    def retranslate(self) -> None:
        self._retranslate_flag_mode()
        self.panel.retranslate()
        fix_panel_width(self.panel, self.panel.custom_box_width())
        self._update_refusal()
        self.refresh()

    def focus_board(self) -> None:
        self.grid.focus_board()

    def _retranslate_flag_mode(self) -> None:
        self.flag_mode.setText(texts.flag_mode_name())
        self.flag_mode.setToolTip(texts.flag_mode_description())
        self.flag_mode.setAccessibleDescription(texts.flag_mode_description())

    # ---- starting ---------------------------------------------------------------------------

    def start(self, game: MinesweeperGame) -> None:
        """Show ``game`` (fresh, from a code, or prepared in tests) and save it."""
        self._drop_generation()  # a generation under way belongs to the old game
        self.generating_cell = None
        outcome = self.session.start(game)
        self._show_board()
        self.after_step(outcome)

    def _show_board(self) -> None:
        """The board's size and drawing follow the game on show."""
        game = self.game
        self.view.set_game(game)
        self.fold.update()  # a wider board may fold the panel away, a smaller one not
        self.grid.set_size(game.height, game.width)
        self.grid.set_cursor(game.height // 2, game.width // 2)

    def play_code(self) -> None:
        """Replay the board a code names (with its first click, when it has one)."""
        text = self.panel.code_edit.text()
        try:
            code = parse_code(text)
        except CodeError as error:
            self._code_error(texts.code_error_text(error.reason))
            return
        if not works(code.width, code.height, code.mines):
            most = max_mines(code.width, code.height)
            self._code_error(texts.refusal_text(code.width, code.height, code.mines, most))
            return
        self.panel.code_error.hide()
        level = level_for(code.width, code.height, code.mines)
        self.start(MinesweeperGame(code.width, code.height, code.mines, code.seed, level))
        self._announce_new_board()
        if code.first is not None:
            row, col = code.first
            self.grid.set_cursor(row, col)
            self._first_reveal(row * code.width + col)
        self.focus_board()

    def _announce_new_board(self) -> None:
        self.announce(texts.new_board_text(self.game), shown=texts.new_board_shown_text(self.game))

    def _code_error(self, sentence: str) -> None:
        self.panel.code_error.setText(sentence)
        self.panel.code_error.show()
        self.announce(sentence)

    # ---- acting -----------------------------------------------------------------------------

    def activate(self, cell: int) -> None:
        """Space / Enter / left click: reveal a covered cell, or chord on a number."""
        game = self.game
        if self.generating_cell is not None:
            self._refused(texts.placing_text())
        elif game.over:
            self._refused(texts.over_text(game))
        elif not game.started and game.can_reveal(cell):
            self._first_reveal(cell)
        elif game.started and game.can_reveal(cell):
            outcome = self.session.reveal(cell)
            self._opened(outcome, outcome.change)
        elif game.can_chord(cell):
            outcome = self.session.chord(cell)
            self._opened(outcome, outcome.change, chord=True)
        else:
            self._refused(texts.cannot_reveal_text(game, cell))

    def chord(self, cell: int) -> None:
        """Middle click / both buttons: chord on a number (a covered cell: nothing)."""
        if self.game.can_chord(cell) and self.generating_cell is None:
            outcome = self.session.chord(cell)
            self._opened(outcome, outcome.change, chord=True)
        elif self.game.revealed[cell] and not self.game.over:
            self._refused(texts.cannot_reveal_text(self.game, cell))
        else:
            self._refused()

    def cycle_mark(self, cell: int) -> None:
        """F / right click: flag (→ question mark) → covered."""
        game = self.game
        if game.over or game.revealed[cell] or self.generating_cell == cell:
            self._refused()
            return
        outcome = self.session.cycle_mark(cell, self.panel.questions.isChecked())
        marked = outcome.change
        self.ctx.sounds.play(GAME_ID, "flag" if marked.mark == FLAG else "unflag")
        self.view.set_hint(None)
        self.after_step(outcome)
        self.view.update_cells([cell])
        self.announce(
            texts.mark_text(game, cell, marked.mark, marked.before),
            shown=texts.mark_shown_text(game, cell, marked.mark, marked.before),
        )

    def _refused(self, why: str = "") -> None:
        """An input the rules refuse changes nothing and is silent (docs/SOUND.md); a
        screen reader still hears why, where there is something to say."""
        self.ctx.sounds.play(GAME_ID, "refused")
        if why:
            self.announce(why)

    def _first_reveal(self, cell: int) -> None:
        """Place the mines for a first click at ``cell``, then reveal it."""
        game = self.game
        size = (game.width, game.height, game.mines)
        if game.cells <= SYNC_CELLS:
            try:
                mines = generate(*size, game.seed, cell)
            except GenerationFailed:
                self._generation_failed()
                return
            self._mines_ready(cell, mines)
            return
        self.generating_cell = cell
        self._generation = threads.run_job(
            partial(_mines_or_none, size, game.seed, cell),
            partial(self._generated, cell),
            owner=self,
        )
        self.hint_available_changed.emit(False)
        self.refresh()
        self.announce(texts.placing_text())

    def _generated(self, first: int, mines: tuple[int, ...] | None) -> None:
        """The job's board (never a stale one: a new game and quit cancel it)."""
        self._generation = None
        self.generating_cell = None
        self.hint_available_changed.emit(self.can_hint())
        if mines is None:
            self._generation_failed()
        else:
            self._mines_ready(first, mines)

    def _drop_generation(self) -> None:
        if self._generation is not None:
            self._generation.cancel()
            self._generation = None

    def _generation_failed(self) -> None:
        game = self.game
        most = max_mines(game.width, game.height)
        self.refresh()
        self.announce(texts.refusal_text(game.width, game.height, game.mines, most))

    def _mines_ready(self, first: int, mines: tuple[int, ...] | list[int]) -> None:
        outcome = self.session.first_reveal(first, mines)  # counted played here
        self._opened(outcome, outcome.change)

    def _opened(self, outcome: Outcome[Any], opening: Opening, chord: bool = False) -> None:
        """After a reveal or a chord: sound, save, redraw, and say what happened."""
        game = self.game
        parts = [texts.opened_text(len(opening.opened))] if opening.opened else []
        if opening.lost:
            parts.append(texts.lost_text(game))
        elif opening.won:
            parts.append(texts.won_text(game))
        self.ctx.sounds.play(GAME_ID, _sound_event(opening, chord))
        self.view.set_hint(None)
        # The board holds the new cells already; the motion only draws the way there.
        if opening.lost:
            self.view.show_mines(opening.hit)
        else:
            self.view.show_opening(opening.steps)
        self.after_step(outcome)
        if game.over:
            self.view.update()
            # Said once, with the next actions; the card shows it (no status-bar copy).
            parts.append(self.result_moment.spoken_actions())
            self.last_outcome = " ".join(parts)
            self.speak(self.last_outcome)
        else:
            self.view.update_cells(opening.opened + opening.hit)
            self.announce(" ".join(parts))

    # ---- mouse and touch ----------------------------------------------------------------------

    def _primary(self, cell: int) -> None:
        """A left click or a tap: reveal (chord on a number); in Flag mode, flag."""
        self._put_cursor(cell)
        if self.flag_mode.isChecked() and not self.game.revealed[cell]:
            self.cycle_mark(cell)
        else:
            self.activate(cell)

    def _secondary(self, cell: int) -> None:
        """A right click or a long press: flag; in Flag mode, reveal."""
        self._put_cursor(cell)
        if self.flag_mode.isChecked():
            self.activate(cell)
        else:
            self.cycle_mark(cell)

    def _cell_at(self, pos: QPointF) -> int | None:
        return self.view.cell_at(pos.x(), pos.y())

    def _at_finger(self, pos: QPointF, act: Any) -> None:
        cell = self._cell_at(pos)
        if cell is not None:
            act(cell)

    def _finger_moved(self, _pos: QPointF | None) -> None:
        """Redraw the cell under the finger and its ring (and where they were)."""
        touched = self.view.touched_cell()
        for cell in {self._touched, touched} - {None}:
            assert cell is not None
            self.view.update(self.view.finger_rect(cell))
        self._touched = touched

    def _chord_clicked(self, cell: int) -> None:
        self._put_cursor(cell)
        self.chord(cell)

    def _put_cursor(self, cell: int) -> None:
        """A click moves the keyboard cursor there too, and the board takes focus (so
        the keys go on from where the mouse was)."""
        self.grid.set_cursor(*divmod(cell, self.game.width))
        if not self.grid.has_focus():
            self.grid.focus_board()

    # ---- keyboard -----------------------------------------------------------------------------

    def _key(self, event: QKeyEvent) -> bool:
        if self.result_moment.handle_key(event):
            return True
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if modifiers != Qt.KeyboardModifier.NoModifier:
            return False
        if event.key() == Qt.Key.Key_F:
            row, col = self.grid.cursor
            self.cycle_mark(row * self.game.width + col)
            return True
        summary = self._summary(Qt.Key(event.key()))
        if summary:
            self.speak(summary)
        return bool(summary)

    def _summary(self, key: Qt.Key) -> str:
        """The summary keys (texts.py): R row, V column (each press reads the next one),
        A the cells around the cursor, M mines left and covered cells; "" otherwise."""
        game, grid = self.game, self.grid
        row, col = grid.cursor
        if key == Qt.Key.Key_R:
            return texts.row_reading(game, grid.reading_line("row", row, game.height))
        if key == Qt.Key.Key_V:
            return texts.column_reading(game, grid.reading_line("column", col, game.width))
        if key == Qt.Key.Key_A:
            return texts.around_reading(game, row * game.width + col)
        if key == Qt.Key.Key_M:
            return texts.mines_and_covered_text(game)
        return ""

    def _jump_targets(self) -> list[tuple[int, int]]:
        width = self.game.width
        hint = self.session.hint_shown
        cells = hint.cells() if hint is not None else self.game.covered_beside_numbers()
        return [divmod(cell, width) for cell in cells]

    def _cursor_moved(self, row: int, col: int) -> None:
        rect = self.view.cell_rect(row, col)
        self.board_scroll.ensureVisible(
            rect.center().x(), rect.center().y(), rect.width(), rect.height()
        )

    # ---- drawing and texts --------------------------------------------------------------------

    def _cell_name(self, row: int, col: int) -> str:
        if a11y.brief_speech(self.ctx.settings.value):
            return texts.brief_cell_name(self.game, row * self.game.width + col)
        return texts.cell_name_text(self.game, row * self.game.width + col)

    def _cell_description(self, row: int, col: int) -> str:
        cell = row * self.game.width + col
        hint = self.view.hint
        if hint is not None:
            return texts.hint_role_text(hint, cell)
        if cell in self.view.evidence:
            return texts.evidence_role_text()
        return ""

    def refresh(self) -> None:
        game = self.game
        self.counter.setText(texts.counter_text(game))
        self._show_code_in_field()
        self._show_note()
        self.show_result()
        self.grid.refresh()
        self.hint_available_changed.emit(self.can_hint())  # none once the game is over

    def result_card(self, data: Ending) -> Result:
        game = self.game
        size = (game.width, game.height, game.mines)
        level = game.level
        choices = [(key, texts.level_name(key)) for key in LEVELS]
        # The new card (ui/result_moment): the hints used as a mark, the loss verdict
        # under it; no time (no clock on screen). The figures in words stay the card's
        # accessible description.
        verdict = ""
        if not data.won and data.explanations:
            verdict = texts.verdict_text(data.explanations[0], game.width)
        return Result(
            texts.result_line(data.won),
            texts.result_figures(data.won, data.hints_used, data.explanations, game.width),
            [
                ResultAction(texts.play_again(), run=lambda: self._play_again(level, size)),
                ResultAction(texts.another_level(), choices=choices, choose=self._new_at_level),
            ],
            marks=[Mark.hints_used(data.hints_used)],
            detail=verdict,
        )

    def _board_area(self) -> QRect:
        """The drawn board inside the scroll area (a small board is centred in it)."""
        viewport = self.board_scroll.viewport()
        rows, cols = self.game.height, self.game.width
        board = self.view.cell_rect(0, 0).united(self.view.cell_rect(rows - 1, cols - 1))
        top_left = self.view.mapTo(self.board_scroll, board.topLeft())
        drawn = QRect(top_left, board.size())
        return drawn.intersected(viewport.geometry())

    def _evidence_rects(self) -> list[QRect]:
        """What the result card keeps clear after a loss (issue 32: the evidence stays in
        sight with the card open): the numbers that prove the mine and the mine hit, in
        the scroll area's coordinates. The card's own placement (ui/result_moment) puts
        it nearest the board's centre where it covers none of them."""
        game = self.game
        if not game.lost:
            return []
        cells = [*self.view.evidence, *game.hit]
        rects = (self.view.cell_rect(*divmod(cell, game.width)) for cell in cells)
        return [
            QRect(self.view.mapTo(self.board_scroll, rect.topLeft()), rect.size()) for rect in rects
        ]

    def _play_again(self, level: str, size: tuple[int, int, int]) -> None:
        """A new board like the one just finished (a Custom one keeps its size)."""
        self.start(self.session.new_model(size, level))
        self.focus_board()
        self._announce_new_board()

    def _new_at_level(self, level: str) -> None:
        self.panel.chooser.set_level(level)
        self._level_chosen(level)
        self.new_game()
        self.focus_board()

    def _show_note(self) -> None:
        """ "Changes apply from the next game" only while the chosen level or size differs
        from the board's, as in Reversi: the rest of the time it is noise, and one more
        thing a screen reader is told about when the screen opens."""
        game = self.game
        chosen = (self.chosen_level(), self.chosen_size())
        self.panel.note.setVisible(chosen != (game.level, (game.width, game.height, game.mines)))

    def _show_code_in_field(self) -> None:
        """The current board's code in the code field, ready to copy (Ctrl+A, Ctrl+C) by
        keyboard too; never while the player is typing one. Only on screen: the field
        keeps Qt's accessible interface, which reports each text set, seen or not."""
        edit, code = self.panel.code_edit, self.game.code()
        if self.isVisible() and not edit.hasFocus() and edit.text() != code:
            edit.setText(code)
            # A code longer than the field shows its start (the size), not its end; one
            # that fits keeps its caret (each move is one more event for a screen reader).
            room = edit.contentsRect().width() - 8  # the frame's and text margins
            if edit.fontMetrics().horizontalAdvance(code) > room:
                edit.setCursorPosition(0)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        self._show_code_in_field()

    # ---- preferences --------------------------------------------------------------------------

    def chosen_level(self) -> str:
        return self.panel.chooser.level() or BEGINNER

    def chosen_size(self) -> tuple[int, int, int]:
        level = self.chosen_level()
        if level == CUSTOM:
            return self.panel.custom_size()
        return STANDARD_LEVELS[level]

    def _restore_preferences(self) -> None:
        stored = self.ctx.settings.game(GAME_ID)
        level, _size = chosen_in(stored)
        self.panel.chooser.set_level(level)
        custom = stored.get("custom")
        if isinstance(custom, list) and len(custom) == 3:
            with contextlib.suppress(TypeError, ValueError):
                self.panel.set_custom_size((int(custom[0]), int(custom[1]), int(custom[2])))
        for box, key in ((self.panel.questions, "questions"), (self.flag_mode, FLAG_MODE)):
            box.blockSignals(True)
            box.setChecked(stored.get(key) is True)
            box.blockSignals(False)
        self._show_custom_size()

    def _level_chosen(self, level: str) -> None:
        self.ctx.settings.update_game(GAME_ID, level=level)
        self._show_custom_size()
        self._update_refusal()
        self._show_note()

    def _custom_changed(self) -> None:
        self.ctx.settings.update_game(GAME_ID, custom=list(self.panel.custom_size()))
        self._update_refusal()
        self._show_note()

    def _questions_toggled(self, on: bool) -> None:
        self.ctx.settings.update_game(GAME_ID, questions=on)

    def _flag_mode_toggled(self, on: bool) -> None:
        self.ctx.settings.update_game(GAME_ID, **{FLAG_MODE: on})

    def _show_custom_size(self) -> None:
        # Shown only for Custom: greyed-out numbers of another size read as the board's
        # size, and hidden controls cost a screen reader nothing when the screen opens.
        self.panel.show_custom(self.chosen_level() == CUSTOM)

    def _update_refusal(self) -> None:
        """Above what the generator can prove for a Custom size: say so in one sentence
        and offer the largest mine count that works."""
        box = self.panel.built_custom
        if box is None:
            return  # Custom was never chosen: nothing to refuse
        width, height, mines = box.values()
        box.mines_box.setMaximum(width * height - 9)
        mines = box.mines_box.value()
        refused = self.chosen_level() == CUSTOM and not works(width, height, mines)
        if refused:
            most = max_mines(width, height)
            box.refusal.setText(texts.refusal_text(width, height, mines, most))
            box.use_most.setText(texts.use_mines_text(most))
        box.refusal.setVisible(refused)
        box.use_most.setVisible(refused)

    def _use_most(self) -> None:
        width, height, _mines = self.panel.custom_size()
        self.panel.mines_box.setValue(max_mines(width, height))
        self.panel.mines_box.setFocus()

    def _apply_theme(self) -> None:
        self.view.apply_tokens(self.ctx.tokens)

    def _quitting(self) -> None:
        self._drop_generation()
        threads.wait_for_all()


def _mines_or_none(size: tuple[int, int, int], seed: int, first: int) -> tuple[int, ...] | None:
    """The background job: the mines for a first click at `first`, or None when no
    board without a guess could be made (the screen says why)."""
    try:
        return generate(*size, seed, first)
    except GenerationFailed:
        return None


def _sound_event(opening: Opening, chord: bool) -> str:
    """The one sound of a reveal or chord: its largest outcome (docs/SOUND.md)."""
    if opening.lost:
        return "mine_hit"
    if opening.won:
        return "cleared"
    if chord:
        return "chord"
    return "opening" if len(opening.opened) > 1 else "reveal"
