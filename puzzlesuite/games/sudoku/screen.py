"""Sudoku screen: the controller between the game model, the board view and the shell.

Generation runs as a background job (`ui.threads.run_job`), one puzzle at a time and
only while the screen is shown. The next puzzle of every level is prepared ahead and
saved with the game, so Ctrl+N shows one at once; while none is ready the board says
"Preparing…" and input stays live.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QRect, Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QAction,
    QFont,
    QGuiApplication,
    QHideEvent,
    QKeyEvent,
    QKeySequence,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from puzzlesuite.services.i18n import _
from puzzlesuite.ui import a11y, threads
from puzzlesuite.ui.board_grid import BoardGrid
from puzzlesuite.ui.board_zoom import BoardZoom
from puzzlesuite.ui.game_screen import GameScreen
from puzzlesuite.ui.level_chooser import LevelChooser
from puzzlesuite.ui.result_moment import Result, ResultAction, ResultMoment
from puzzlesuite.ui.steady import (
    fit_code_field,
    fix_panel_width,
    fixed_header,
    follow_zoom,
    reserve_room,
)
from puzzlesuite.ui.typeface import tabular

from . import own_texts, texts
from .entry import OwnPuzzles
from .generator import Puzzle, generate
from .hints import HintKind, HintSession, Stage
from .model import Action, SudokuGame
from .puzzle_code import SEED_MAX, CodeError, format_code, parse_code
from .stats import record_solve
from .techniques import LEVELS, Level
from .view import CLEAR, PAD_COLS, PAD_ROWS, BoardPicture, NumberPad, SudokuBoardView, pad_value

if TYPE_CHECKING:
    from puzzlesuite.ui.context import GameContext

GAME_ID = "sudoku"
# The widest puzzle code the field must show whole (codes of entered puzzles: 50).
LONGEST_CODE = "0" * 50

_SIDEWAYS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End)
_DIGIT_KEYS = {getattr(Qt.Key, f"Key_{d}"): d for d in range(10)}
# What Shift + a top-row digit types on a US layout: offscreen tests (no scan codes) and
# layouts whose shifted row matches US send these keys.
_SHIFTED_US = {
    Qt.Key.Key_Exclam: 1,
    Qt.Key.Key_At: 2,
    Qt.Key.Key_NumberSign: 3,
    Qt.Key.Key_Dollar: 4,
    Qt.Key.Key_Percent: 5,
    Qt.Key.Key_AsciiCircum: 6,
    Qt.Key.Key_Ampersand: 7,
    Qt.Key.Key_Asterisk: 8,
    Qt.Key.Key_ParenLeft: 9,
}
# Physical top-row keys 1..9, 0 by platform: X11/Wayland scan codes are evdev + 8,
# Windows scan codes are set 1, macOS virtual key codes are ANSI positions.
_XKB_ROW = {10 + i: (i + 1) % 10 for i in range(10)}
_WINDOWS_ROW = {2 + i: (i + 1) % 10 for i in range(10)}
_MAC_ROW = {18: 1, 19: 2, 20: 3, 21: 4, 23: 5, 22: 6, 26: 7, 28: 8, 25: 9, 29: 0}


def top_row_digit(event: QKeyEvent) -> int | None:
    """The digit of the physical top-row key pressed, whatever it types (Spanish,
    AZERTY…); None if it is not a top-row digit key or the platform does not say."""
    platform = QGuiApplication.platformName()
    if platform in ("windows",):
        return _WINDOWS_ROW.get(event.nativeScanCode())
    if platform == "cocoa":
        return _MAC_ROW.get(event.nativeVirtualKey())
    return _XKB_ROW.get(event.nativeScanCode())


def digit_of(event: QKeyEvent) -> tuple[int, bool] | None:
    """(digit 0–9, typed on the keypad) for a digit key, else None."""
    key = Qt.Key(event.key())
    if event.modifiers() & Qt.KeyboardModifier.KeypadModifier:
        return (_DIGIT_KEYS[key], True) if key in _DIGIT_KEYS else None
    by_position = top_row_digit(event)
    if by_position is not None:
        return by_position, False
    if key in _DIGIT_KEYS:
        return _DIGIT_KEYS[key], False
    if key in _SHIFTED_US:
        return _SHIFTED_US[key], False
    return None


def _label_of(level: Level) -> Callable[[], str]:
    return lambda: texts.level_name(level)


def _description_of(level: Level) -> Callable[[], str]:
    return lambda: _(texts.LEVEL_DESCRIPTIONS[level])


class SidePanel(QWidget):
    """Level chooser, number pad, notes switch, settings and the puzzle code."""

    # A pad key clicked, or Enter / Space / Press on the pad's cursor key: 1–9, 0 for Clear.
    pad_pressed = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.levels = LevelChooser()
        self.levels.setObjectName("sudoku-levels")
        self.levels.set_levels(
            lambda: _("Level"),
            [(level.value, _label_of(level)) for level in LEVELS],
            {level.value: _description_of(level) for level in LEVELS},
        )
        self.number_pad = NumberPad()
        # Brief speech (Settings → Screen-reader speech): the screen, which has the
        # settings, tells; the pad's keys are named content first then.
        self.brief_speech: Callable[[], bool] = lambda: False
        self.pad_grid = self._pad_grid(self.number_pad)
        self.notes_switch = QCheckBox()
        self.notes_switch.setObjectName("sudoku-notes-mode")
        self.fill_button = QPushButton()
        self.fill_button.setObjectName("sudoku-fill-notes")
        self.fill_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.auto_remove = QCheckBox()
        self.auto_remove.setObjectName("sudoku-auto-remove")
        self.code_label = QLabel()
        self.code_edit = QLineEdit()
        self.code_edit.setObjectName("sudoku-code-edit")
        self.code_label.setBuddy(self.code_edit)
        self.code_button = QPushButton()
        self.code_button.setObjectName("sudoku-code-play")
        # The field on a line of its own, as wide as the longest code (entered puzzles'
        # codes run to 50 characters), under its label and the button.
        fit_code_field(self.code_edit, LONGEST_CODE, scale=0.85)
        code_row = QHBoxLayout()
        code_row.addWidget(self.code_label)
        code_row.addStretch(1)
        code_row.addWidget(self.code_button)

        layout = QVBoxLayout(self)
        # The screen's margins are around the panel already; its own top and bottom
        # ones would cost the height the window's header takes (800×600 less a frame).
        layout.setContentsMargins(
            layout.contentsMargins().left(), 0, layout.contentsMargins().right(), 0
        )
        layout.addWidget(self.levels)
        layout.addWidget(self.number_pad)
        layout.addWidget(self.notes_switch)
        layout.addWidget(self.fill_button)
        layout.addWidget(self.auto_remove)
        layout.addSpacing(4)
        layout.addLayout(code_row)
        layout.addWidget(self.code_edit)
        layout.addStretch(1)

    def add_level_area_row(self, row: QLayout) -> None:
        """Put `row` in the level area, beside the levels (own puzzles' buttons): the
        panel is wider than the level list, and no taller, so the screen fits 800×600."""
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        index = layout.indexOf(self.levels)
        layout.removeWidget(self.levels)
        beside = QHBoxLayout()
        beside.addWidget(self.levels, stretch=1)
        row.setAlignment(Qt.AlignmentFlag.AlignBottom)
        beside.addLayout(row)
        layout.insertLayout(index, beside)

    def retranslate(self) -> None:
        self.levels.retranslate()
        self.number_pad.set_clear_text(_("Clear"))
        self.pad_grid.refresh()
        self.notes_switch.setText(_("Notes mode (N)"))
        self.fill_button.setText(_("Fill all notes"))
        self.auto_remove.setText(_("Remove notes when placing a digit"))
        # The field is named by this label, its buddy: a name set on the field itself
        # would be one more event at every first open (line edits keep Qt's own,
        # always-valid accessible interface).
        self.code_label.setText(_("Puzzle code"))
        # A neutral prompt, never a code: an example code in the empty field read as the
        # code of the puzzle on the board (issue 32).
        self.code_edit.setPlaceholderText(_("Type a code"))
        # Named by its label (the buddy) and described by its tooltip: Qt's line edit
        # interface sends an event for each accessible name or description set, even
        # while the screen is being built unseen, and a first open may send 30 at most.
        self.code_edit.setToolTip(texts.code_field_description())
        self.code_button.setText(_("Play code"))

    # ---- the number pad ------------------------------------------------------------------

    def _pad_grid(self, pad: NumberPad) -> BoardGrid:
        """The pad's keys for the keyboard and screen readers: one Tab stop (created right
        after the pad, so it sits there in the Tab chain), arrows between keys, Enter or
        Space presses the key, each key a named push button."""
        grid = BoardGrid(
            pad,
            PAD_ROWS,
            PAD_COLS,
            cell_rect=pad.cell_rect,
            cell_name=lambda row, col: _pad_key_name(
                pad_value(row, col), pad.remaining, self.brief_speech()
            ),
            board_name=lambda: _("Number pad"),
            cell_role=QAccessible.Role.Button,
        )
        grid.draw_focus_ring = False  # the pad rings its keys itself (rounded, like them)
        grid.key_handler = self._pad_key
        grid.focus_changed.connect(self._pad_focus_changed)
        grid.cursor_moved.connect(self._pad_cursor_moved)
        grid.activated.connect(lambda row, col: self.pad_pressed.emit(pad_value(row, col)))
        pad.key_clicked.connect(self.pad_pressed)
        return grid

    def key_rect(self, value: int) -> QRect:
        """A pad key's rectangle in the pad's coordinates: 1–9, or 0 for Clear."""
        return self.number_pad.key_rect(value)

    def _pad_key(self, event: QKeyEvent) -> bool:
        """Clear spans the last row: moving sideways on it would only say "Clear" again,
        so those keys do nothing there."""
        on_clear_row = self.pad_grid.cursor[0] == PAD_ROWS - 1
        plain = (
            event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
            == Qt.KeyboardModifier.NoModifier
        )
        return on_clear_row and plain and Qt.Key(event.key()) in _SIDEWAYS

    def _pad_focus_changed(self, focused: bool) -> None:
        self.number_pad.show_focus(pad_value(*self.pad_grid.cursor) if focused else None)

    def _pad_cursor_moved(self, row: int, col: int) -> None:
        if self.number_pad.focus_key is not None:
            self.number_pad.show_focus(pad_value(row, col))


def _pad_key_name(value: int, remaining: dict[int, int], brief: bool) -> str:
    """What a pad key is called: "Clear", or its digit with how many are left to place."""
    if value == CLEAR:
        return _("Clear")
    return texts.pad_key_name(value, remaining.get(value), brief)


class SudokuScreen(GameScreen):
    game_id = GAME_ID

    def __init__(self, ctx: GameContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        self.game: SudokuGame | None = None
        self.prepared: dict[Level, Puzzle] = {}
        self.waiting: tuple[Level, int | None] | None = None  # a puzzle asked for, not ready
        # The waiting puzzle was asked for by the player (New puzzle, a level, a code), not
        # by a first open: only then is its start an outcome to speak.
        self.player_asked = False
        self.cursor_cell = 40
        self.selected = False
        self.notes_mode = False
        self.highlight_digit = 0
        self.hints = HintSession()
        self._generation: threads.Job[Puzzle] | None = None  # one puzzle at a time
        self._clock = QElapsedTimer()
        self._outcome = ""

        self.status = QLabel()
        self.status.setObjectName("sudoku-status")
        # Tabular figures: a count that changes does not jiggle the line.
        font = tabular(QFont(self.status.font()))
        font.setPointSizeF(font.pointSizeF() * 1.4)
        self.status.setFont(font)
        follow_zoom(self.status, 1.4)  # at every text zoom
        self.status.setAlignment(Qt.AlignmentFlag.AlignCenter)
        fixed_header(self.status)
        reserve_room(self.status)  # hidden until the first puzzle exists (_refresh)
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
        grid.set_cursor(*divmod(self.cursor_cell, 9))
        self.selected = True  # the cursor shows from the start: a digit key writes there
        self.setFocusProxy(grid.focus_widget)
        # After the board's cell: Tab from the board reaches the card, and a screen shown
        # the first time still gives the cell the focus.
        self.result_moment.follow_in_tab_chain(grid.focus_widget)
        self._finishing = False  # the solve just happened: the result fades in

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
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self._quitting)

        self.panel.levels.set_level(self.chosen_level().value)
        self.panel.auto_remove.setChecked(self.auto_remove_notes())
        self.view.set_labels(ctx.settings.value.board_labels)
        self._apply_theme()
        self.retranslate()
        self._resume()

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
        self._ensure_generating()

    def _show_note(self) -> None:
        """Choosing a level other than the board's says, on the message line (which
        moves nothing), that it applies to the next puzzle."""
        level = self.game.level if self.game is not None and self.waiting is None else None
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

    # ---- the shell's contract -------------------------------------------------------------

    def new_game(self) -> None:
        """A new puzzle at the chosen level: at once if one is prepared, else when ready.
        The puzzle on the board is left as it is (started, not solved)."""
        self._request(self.chosen_level(), None)

    def can_undo(self) -> bool:
        # A solved puzzle stands: no undo out of the ending.
        return self._playing() and self.game is not None and self.game.can_undo()

    def can_redo(self) -> bool:
        return self._playing() and self.game is not None and self.game.can_redo()

    def _playing(self) -> bool:
        return self.game is not None and self.waiting is None and not self.game.finished

    def can_hint(self) -> bool:
        # Also while a puzzle is being prepared (Hint then says so): the Hint button
        # stays as it is when the first puzzle arrives, instead of lighting up in view.
        if self.own.entering:
            return False
        ready = self.game is not None and self.waiting is None
        return not (ready and self.game is not None and self.game.is_solved())

    def menu_actions(self) -> list[QAction]:
        return self.own.menu_actions()

    def undo(self) -> None:
        if self.game is not None and self.can_undo():
            action = self.game.undo()
            self.after_action(action, texts.undone_text())

    def redo(self) -> None:
        if self.game is not None and self.can_redo():
            action = self.game.redo()
            self.after_action(action, texts.redone_text())

    def hint(self) -> None:
        game = self.game
        if game is None or self.waiting is not None:
            self.announce(texts.still_preparing_text())
            return
        if self.own.entering:
            self.announce(own_texts.entering_text())
            return
        press = self.hints.press(game, self.auto_remove_notes())
        hint = press.hint
        if hint is None:
            self.announce(texts.no_hint_text())
            return
        if hint.kind is HintKind.NO_STEP:
            self.announce(texts.no_step_text())
            return
        if press.stage is Stage.WHERE:
            self.save_now()
            self._refresh()
            self.announce(texts.hint_where_text(hint))
        elif press.stage is Stage.WHY:
            self._refresh()
            self.announce(texts.hint_why_text(hint))
        else:
            text = texts.hint_done_text(hint)
            if hint.places_digit:
                self._mark_started()
                self._hint_cursor_to(hint.cells[0])
            shown = texts.hint_done_shown_text(hint)
            self.after_action(None, text, board_changed=press.applied, shown=shown)

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
        self._outcome = ""
        self._refresh()

    def save_now(self) -> None:
        self.bank_time()
        data: dict[str, Any] = {
            **self.own.save_fields(),  # "game" (the one kept while entering), entry, recent
            "prepared": {
                level.value: {
                    "seed": p.seed,
                    "givens": list(p.givens),
                    "solution": list(p.solution),
                }
                for level, p in sorted(self.prepared.items(), key=lambda item: item[0].rank)
            },
        }
        self.ctx.saves.save(GAME_ID, data)

    def focus_board(self) -> None:
        self.board_grid.focus_board()

    def add_play_time(self, seconds: float) -> None:
        if self.own.entering:
            return  # entering a puzzle is not playing one
        level = self.game.stats_bucket if self.game else self.chosen_level().value
        self.ctx.stats.add_time(GAME_ID, seconds, bucket=level)

    # ---- puzzles: prepared, requested, generated ------------------------------------------

    def code(self) -> str:
        if self.game is None or self.own.entering:
            return ""
        if self.game.own:
            return self.own.code(self.game)
        return format_code(self.game.level, self.game.seed)

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
        prepared = self.prepared.get(level)
        if prepared is not None and (seed is None or prepared.seed == seed):
            del self.prepared[level]
            self._start(prepared)
        else:
            self.bank_time()
            self.waiting = (level, seed)
            self.hints.reset()
            self._refresh()
            self._actions_changed()
            self.announce(texts.preparing_text(level))
        self._ensure_generating()

    def _start(self, puzzle: Puzzle) -> None:
        game = SudokuGame(puzzle.givens, puzzle.solution, puzzle.level, puzzle.seed)
        text = texts.new_puzzle_text(puzzle.level, format_code(puzzle.level, puzzle.seed))
        self.begin(game, text if self.player_asked else "")

    def begin(self, game: SudokuGame, text: str) -> None:
        """Put a new game on the board (generated or the player's own) and say `text`."""
        self.bank_time()
        self.waiting = None
        self.own.leave()
        self.game = game
        self.hints.reset()
        self.highlight_digit = 0
        self.cursor_cell, self.selected = 40, True  # the ring shows where a digit goes
        self._clock.start()
        self.save_now()
        self._refresh()
        self._actions_changed()
        self.focus_board()
        if text:
            self.announce(text)
        # A first open stays quiet: the status line (and S) name the level and code,
        # and an outcome nobody caused would ride along on the first hint.
        self.player_asked = False

    def _ensure_generating(self) -> None:
        """Start the next generation if none runs and the screen is shown: the puzzle
        asked for first, then the chosen level's next one, then the other levels'."""
        threads.forget_finished()
        if self._generation is not None or not self.isVisible():
            return
        job: tuple[Level, int] | None = None
        if self.waiting is not None:
            level, seed = self.waiting
            job = (level, seed if seed is not None else random.randint(0, SEED_MAX))
        else:
            order = [self.chosen_level(), *LEVELS]
            missing = next((level for level in order if level not in self.prepared), None)
            if missing is not None:
                job = (missing, random.randint(0, SEED_MAX))
        if job is None:
            return
        self._generation = threads.run_job(
            partial(generate, *job), self._generated, self._generation_failed, owner=self
        )

    def _generated(self, puzzle: Puzzle) -> None:
        self._generation = None
        if (
            self.waiting is not None
            and self.waiting[0] is puzzle.level
            and (self.waiting[1] in (None, puzzle.seed))
        ):
            self._start(puzzle)
        elif puzzle.level not in self.prepared:
            self.prepared[puzzle.level] = puzzle
            self.save_now()
        self._ensure_generating()

    def _generation_failed(self, error: BaseException) -> None:
        """A bug in the generator: shown as an error (`sys.excepthook`), not retried in
        a loop; the next request starts a new generation."""
        self._generation = None
        sys.excepthook(type(error), error, error.__traceback__)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        if self.game is not None and not self.game.finished and not self._clock.isValid():
            self._clock.start()
        self._ensure_generating()

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802
        if not event.spontaneous():
            self.bank_time()
            self._clock.invalidate()
        super().hideEvent(event)

    def _quitting(self) -> None:
        threads.wait_for_all()

    def resume_clock(self) -> None:
        """Start the game's clock again (a game comes back on the board)."""
        self._clock.start()

    @property
    def entering(self) -> bool:
        return self.own.entering

    def bank_time(self) -> None:
        """Add the play time since the clock last started to the puzzle's elapsed time."""
        if self.game is None or not self._clock.isValid():
            return
        if not self.game.finished and self.waiting is None:
            self.game.elapsed += self._clock.elapsed() / 1000
        self._clock.restart()

    # ---- resume -----------------------------------------------------------------------------

    def _resume(self) -> None:
        data = self.ctx.saves.load(GAME_ID)
        if data is not None:
            try:
                game_data = data.get("game")
                game = SudokuGame.from_dict(game_data) if game_data is not None else None
                prepared = _prepared_from(data.get("prepared", {}))
            except (ValueError, KeyError, TypeError) as error:
                self.ctx.saves.discard_unreadable(GAME_ID, str(error))
            else:
                self.game, self.prepared = game, prepared
                self.own.restore(data)
        if self.game is None:
            self.waiting = (self.chosen_level(), None)
        elif not self.game.finished:
            self._clock.start()
        self._refresh()

    # ---- playing ------------------------------------------------------------------------------

    def _busy(self) -> bool:
        """No puzzle to play yet, or a solved one (its board is final): say so instead
        of acting."""
        if self.game is None or self.waiting is not None:
            self.announce(texts.still_preparing_text())
            return True
        if self.game.finished:
            self.announce(texts.solved_locked_text())
            return True
        return False

    def _cell_clicked(self, cell: int) -> None:
        self.move_cursor(cell)
        self.focus_board()

    def _pad_pressed(self, value: int) -> None:
        if value == CLEAR:
            self._pad_clear()
        else:
            self._pad_digit(value)

    def _pad_digit(self, digit: int) -> None:
        if not self.selected:
            self.highlight_digit = digit
            self._refresh()
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
            self._refresh()
            self.announce(texts.notes_mode_text(on))

    def toggle_notes_mode(self) -> None:
        self.panel.notes_switch.setChecked(not self.notes_mode)

    def enter_digit(self, digit: int, as_note: bool) -> None:
        if self._busy():
            return
        assert self.game is not None
        cell = self.cursor_cell
        self.selected = True
        if self.game.is_given(cell):
            self.announce(texts.given_text(cell))
            return
        if as_note:
            if self.game.values[cell]:
                self.announce(texts.filled_cell_note_text(cell))
                return
            action = self.game.toggle_note(cell, digit)
            added = bool(self.game.notes[cell] >> digit & 1)
            self.after_action(action, texts.note_text(cell, digit, added))
            return
        action = self.game.place(cell, digit, self.auto_remove_notes())
        if action is None:
            self.after_action(None, texts.placed_text(cell, digit, self.game.conflict_units(cell)))
            return
        self._mark_started()
        self.highlight_digit = digit
        self.after_action(action, texts.placed_text(cell, digit, self.game.conflict_units(cell)))

    def erase(self) -> None:
        if self._busy():
            return
        assert self.game is not None
        cell = self.cursor_cell
        if self.game.is_given(cell):
            self.announce(texts.given_text(cell))
            return
        action = self.game.erase(cell)
        self.after_action(action, texts.erased_text(cell))

    def fill_all_notes(self) -> None:
        if self._busy():
            return
        assert self.game is not None
        action = self.game.fill_all_notes()
        text = texts.notes_filled_text() if action else texts.notes_already_text()
        self.after_action(action, text)

    def stats_were_reset(self) -> None:
        """Statistics → Reset: a puzzle in progress counts as started again at its next
        digit, so Solved never exceeds Started."""
        game = self.game
        if game is not None and not game.finished:
            game.started = False
            self.save_now()

    def _mark_started(self) -> None:
        """A puzzle counts as started at its first digit."""
        game = self.game
        if game is not None and not game.started and not self.own.entering:
            game.started = True
            self.ctx.stats.increment(GAME_ID, "started", bucket=game.stats_bucket)

    def after_action(
        self,
        action: Action | None,
        text: str,
        board_changed: bool | None = None,
        shown: str | None = None,
    ) -> None:
        """Save, redraw, speak (`shown`: the message line's shorter form, if any); any
        board change returns Hint to its first step."""
        changed = action is not None if board_changed is None else board_changed
        finish = ""
        if changed:
            self.hints.reset()
            finish = self._check_finished()
        self._finishing = bool(finish)
        self.save_now()
        self._refresh()
        self._actions_changed()
        if finish:
            # Said once; the card shows it, so the message line does not repeat it.
            spoken = " ".join((text, finish, self.result_moment.spoken_actions()))
            self.last_outcome = spoken
            self._outcome = ""
            self.details.setText("")
            self.speak(spoken)
        else:
            self.announce(text, shown=shown)

    def _check_finished(self) -> str:
        """Count a puzzle just solved; the sentence that says so, or ""."""
        game = self.game
        if game is None or game.finished or not game.is_solved():
            return ""
        self.bank_time()
        game.finished = True
        seconds, hints = game.elapsed, game.hints_used

        bucket = game.stats_bucket
        self.ctx.stats.update(GAME_ID, lambda stats: record_solve(stats, bucket, seconds, hints))
        return texts.solved_text(seconds, hints)

    def announce(self, text: str, assertive: bool = False, shown: str | None = None) -> None:
        self._outcome = text if shown is None else shown
        super().announce(text, assertive, shown)

    def speak(self, text: str, assertive: bool = False, repeat: bool = False) -> None:
        """With the focus on the number pad (Enter on a key), the outcome goes on the
        pad's key: Orca 43 speaks only the focused object's description."""
        if self.panel.pad_grid.has_focus():
            self.panel.pad_grid.say(text, assertive=assertive, repeat=repeat)
        else:
            super().speak(text, assertive=assertive, repeat=repeat)

    def _actions_changed(self) -> None:
        self.undo_available_changed.emit(self.can_undo())
        self.redo_available_changed.emit(self.can_redo())
        self.hint_available_changed.emit(self.can_hint())

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
            self._refresh()
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
        if not self._jumping:
            self.hints.reset()
        self._select(self.cursor_cell)

    def _select(self, cell: int) -> None:
        self.cursor_cell = cell
        self.selected = True
        if self.game is not None:
            self.highlight_digit = self.game.values[cell]
        self._refresh()

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

    def _refresh(self) -> None:
        game = self.game
        picture = BoardPicture(cursor=self.cursor_cell, show_cursor=self.selected)
        if game is not None:
            picture.values = list(game.values)
            picture.givens = [game.is_given(c) for c in range(81)]
            picture.notes = list(game.notes)
            picture.conflicts = game.conflicts()
            picture.highlight_digit = self.highlight_digit
        hint = self.hints.hint
        if hint is not None and self.hints.stage is not Stage.IDLE:
            # Where: the first unit (or the cell); why: the whole pattern.
            where = self.hints.stage is Stage.WHERE
            picture.hint_units = hint.units[:1] if where else hint.units
            if hint.kind is not HintKind.STEP or not where:
                picture.hint_cells = hint.cells
            if not where and hint.step is not None and hint.step.colours is not None:
                picture.hint_colours = hint.step.colours
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
        self.status.setText(self.status_text())
        # Before the first puzzle exists the board itself says "Preparing…"; the line
        # shows once there is a puzzle to name, instead of changing while the screen
        # opens (one event less for screen readers: a first open may send 30 at most).
        self.status.setVisible(self.game is not None)
        self.message_line.show_text(self._outcome)
        self._show_result()
        self.board_grid.refresh()

    def _show_result(self) -> None:
        game = self.game
        if game is None or self.waiting is not None or not game.finished:
            self.result_moment.clear()
            return
        levels = [(level.value, texts.level_name(level)) for level in LEVELS]
        result = Result(
            texts.solved_line(),
            texts.solved_figures(game.elapsed, game.hints_used),
            [
                ResultAction(_("Play again"), run=lambda: self._request(game.level, None)),
                ResultAction(_("Another level…"), choices=levels, choose=self._new_at_level),
            ],
        )
        self.result_moment.show_result(result, animate=self._finishing)
        self._finishing = False

    def _new_at_level(self, key: str) -> None:
        if key != self.chosen_level().value:
            self.ctx.settings.update_game(GAME_ID, level=key)
        self._request(Level(key), None)


def _prepared_from(data: Any) -> dict[Level, Puzzle]:
    if not isinstance(data, dict):
        raise ValueError("prepared is not an object")
    prepared: dict[Level, Puzzle] = {}
    for key, value in data.items():
        level = Level(key)
        if not isinstance(value, dict):
            raise ValueError("a prepared puzzle is not an object")
        game = SudokuGame.from_dict(
            {
                "level": key,
                "seed": value.get("seed"),
                "givens": value.get("givens"),
                "solution": value.get("solution"),
                "values": value.get("givens"),
                "notes": [0] * 81,
                "elapsed": 0,
                "hints_used": 0,
                "started": False,
                "finished": False,
            }
        )
        prepared[level] = Puzzle(game.givens, game.solution, level, game.seed)
    return prepared
