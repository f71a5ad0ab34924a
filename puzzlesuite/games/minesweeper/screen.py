"""Minesweeper screen: the controller between the game model, the board view and the shell.

The first reveal places the mines (the generator proves the board needs no guess). On
boards bigger than Intermediate that runs as a background job (`ui.threads.run_job`);
a new game and quit cancel it, so a late reply is dropped. Input stays live meanwhile;
the clicked cell opens when the board is ready.
"""

from __future__ import annotations

import random
import time
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QRect, Qt, Signal
from PySide6.QtGui import QFont, QHideEvent, QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSpinBox,
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
    PanelFold,
    fit_code_field,
    fix_panel_width,
    follow_zoom,
    reserve_room,
)
from puzzlesuite.ui.typeface import tabular

from . import hints as hint_rules
from . import texts
from .board_code import MAX_HEIGHT, MAX_WIDTH, MIN_HEIGHT, MIN_WIDTH, CodeError, parse_code
from .generator import GenerationFailed, generate, max_mines, works
from .model import (
    BEGINNER,
    CUSTOM,
    EXPERT,
    LEVELS,
    STANDARD_LEVELS,
    MinesweeperGame,
    Outcome,
    level_for,
)
from .stats import record_win
from .view import MinesweeperBoardView

if TYPE_CHECKING:
    from puzzlesuite.ui.context import GameContext

GAME_ID = "minesweeper"
# The widest board code the field must show whole (the largest size, mines and seed).
LONGEST_CODE = "M-50x30x1491-9223372036854775807-r30c50"
# Boards up to Intermediate's 256 cells are placed at once (a few milliseconds); larger
# ones on a worker thread, so a slow proof never freezes the window.
SYNC_CELLS = 16 * 16
SEED_RANGE = 1_000_000


class CustomSizeBox(QGroupBox):
    """Width, height and mines of a Custom board, and the refusal above what works."""

    def __init__(self, size: tuple[int, int, int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("minesweeper-custom")
        self.width_box, self.height_box, self.mines_box = QSpinBox(), QSpinBox(), QSpinBox()
        self.width_box.setRange(MIN_WIDTH, MAX_WIDTH)
        self.height_box.setRange(MIN_HEIGHT, MAX_HEIGHT)
        self.mines_box.setRange(1, MAX_WIDTH * MAX_HEIGHT - 9)
        for name, box in (("width", self.width_box), ("height", self.height_box)):
            box.setObjectName(f"minesweeper-custom-{name}")
        self.mines_box.setObjectName("minesweeper-custom-mines")
        self.set_size(size)
        self.width_label, self.height_label, self.mines_label = QLabel(), QLabel(), QLabel()
        form = QFormLayout(self)
        form.addRow(self.width_label, self.width_box)
        form.addRow(self.height_label, self.height_box)
        form.addRow(self.mines_label, self.mines_box)
        self.width_label.setBuddy(self.width_box)
        self.height_label.setBuddy(self.height_box)
        self.mines_label.setBuddy(self.mines_box)
        self.refusal = QLabel()
        self.refusal.setObjectName("minesweeper-refusal")
        self.refusal.setWordWrap(True)
        self.use_most = QPushButton()
        self.use_most.setObjectName("minesweeper-use-most")
        form.addRow(self.refusal)
        form.addRow(self.use_most)
        self.refusal.hide()
        self.use_most.hide()
        self.retranslate()

    def values(self) -> tuple[int, int, int]:
        return self.width_box.value(), self.height_box.value(), self.mines_box.value()

    def set_size(self, size: tuple[int, int, int]) -> None:
        boxes = (self.width_box, self.height_box, self.mines_box)
        for box, value in zip(boxes, size, strict=True):
            box.blockSignals(True)
            box.setValue(value)
            box.blockSignals(False)

    def retranslate(self) -> None:
        self.setTitle(_("Custom size"))
        self.width_label.setText(_("Width"))
        self.height_label.setText(_("Height"))
        self.mines_label.setText(_("Mines"))
        self.width_box.setAccessibleName(_("Width"))
        self.height_box.setAccessibleName(_("Height"))
        self.mines_box.setAccessibleName(_("Mines"))


class LevelPanel(QWidget):
    """The level chooser, the Custom size, question marks and the board code.

    The Custom size box is made the first time Custom is chosen: its spin boxes keep
    Qt's own accessible interfaces, which report every value set even while hidden,
    and that was thirty events each time the screen was built (issue 10)."""

    custom_changed = Signal()
    use_most_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("minesweeper-panel")
        self.chooser = LevelChooser()
        self.chooser.setObjectName("minesweeper-levels")
        self.chooser.set_levels(
            lambda: _("Level"),
            [(key, partial(texts.level_name, key)) for key in LEVELS],
            {key: partial(texts.level_description, key) for key in LEVELS},
        )
        self.built_custom: CustomSizeBox | None = None
        self._custom_size = STANDARD_LEVELS[EXPERT]  # until the box exists
        self.questions = QCheckBox()
        self.questions.setObjectName("minesweeper-questions")
        self.code_label = QLabel()
        self.code_edit = QLineEdit()
        self.code_edit.setObjectName("minesweeper-code")
        self.code_label.setBuddy(self.code_edit)
        self.play_code = QPushButton()
        self.play_code.setObjectName("minesweeper-play-code")
        self.code_error = QLabel()
        self.code_error.setObjectName("minesweeper-code-error")
        self.code_error.setWordWrap(True)
        self.code_error.hide()
        self.note = QLabel()
        self.note.setWordWrap(True)

        layout = QVBoxLayout(self)
        layout.addWidget(self.chooser)
        self.custom_index = layout.count()  # where the Custom size box goes
        layout.addWidget(self.note)
        layout.addSpacing(8)
        layout.addWidget(self.questions)
        layout.addSpacing(8)
        layout.addWidget(self.code_label)
        # The field on its own line, as wide as the longest code, the button under it.
        fit_code_field(self.code_edit, LONGEST_CODE)
        layout.addWidget(self.code_edit)
        code_row = QHBoxLayout()
        code_row.addStretch(1)
        code_row.addWidget(self.play_code)
        layout.addLayout(code_row)
        layout.addWidget(self.code_error)
        layout.addStretch(1)

    @property
    def custom(self) -> CustomSizeBox:
        """The Custom size box (made now if it was not yet)."""
        if self.built_custom is None:
            box = CustomSizeBox(self._custom_size)
            box.hide()
            for spin in (box.width_box, box.height_box, box.mines_box):
                spin.valueChanged.connect(self.custom_changed)
            box.use_most.clicked.connect(self.use_most_requested)
            layout = self.layout()
            assert isinstance(layout, QVBoxLayout)
            layout.insertWidget(self.custom_index, box)
            # A widget made later joins the end of the Tab chain: put the box's fields
            # right after the level buttons, where they are on screen.
            previous: QWidget = self.chooser.findChildren(QRadioButton)[-1]
            for field in (box.width_box, box.height_box, box.mines_box, box.use_most):
                QWidget.setTabOrder(previous, field)
                previous = field
            self.built_custom = box
        return self.built_custom

    # Tests and the screen reach the box's parts through the panel.
    width_box = property(lambda self: self.custom.width_box)
    height_box = property(lambda self: self.custom.height_box)
    mines_box = property(lambda self: self.custom.mines_box)
    refusal = property(lambda self: self.custom.refusal)
    use_most = property(lambda self: self.custom.use_most)

    def custom_size(self) -> tuple[int, int, int]:
        return self.built_custom.values() if self.built_custom else self._custom_size

    def set_custom_size(self, size: tuple[int, int, int]) -> None:
        self._custom_size = size
        if self.built_custom is not None:
            self.built_custom.set_size(size)

    def custom_box_width(self) -> int:
        """How wide the Custom size box will be (it is made only when Custom is chosen,
        and must not widen the panel then): its widest label and a spin box."""
        if self.built_custom is not None:
            return self.built_custom.sizeHint().width() + 24
        metrics = self.fontMetrics()
        labels = (_("Width"), _("Height"), _("Mines"), _("Custom size"))
        return max(metrics.horizontalAdvance(text) for text in labels) + 140

    def show_custom(self, shown: bool) -> None:
        if shown or self.built_custom is not None:
            self.custom.setVisible(shown)

    def retranslate(self) -> None:
        self.chooser.retranslate()
        if self.built_custom is not None:
            self.built_custom.retranslate()
        self.questions.setText(_("Question marks"))
        self.questions.setToolTip(_("F and right click cycle: flag, question mark, covered."))
        self.questions.setAccessibleDescription(self.questions.toolTip())
        self.code_label.setText(_("Board code"))
        # Named by its label (the buddy) and described by its tooltip: Qt's line edit
        # interface sends an event for each accessible name or description set, even
        # while the screen is being built unseen, and a first open may send 30 at most.
        self.code_edit.setToolTip(texts.code_field_description())
        # The field shows the board's own code; emptied to type one, it prompts without
        # showing some other board's code (issue 32).
        self.code_edit.setPlaceholderText(_("Type a code"))
        self.play_code.setText(_("Play code"))
        self.note.setText(_("Changes apply from the next game."))


class MinesweeperScreen(GameScreen):
    game_id = GAME_ID

    def __init__(self, ctx: GameContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        self.game = MinesweeperGame(9, 9, 10, 0)
        self.flow = hint_rules.HintFlow()
        self._generation: threads.Job[tuple[int, ...] | None] | None = None  # mines placing
        self.generating_cell: int | None = None  # the first click waiting for its board
        self._clock: float | None = None  # monotonic start of the running time slice

        self.counter = QLabel()
        self.counter.setObjectName("minesweeper-counter")
        # Tabular figures: a count that changes does not jiggle the line.
        font = tabular(QFont(self.counter.font()))
        font.setPointSizeF(font.pointSizeF() * 1.4)
        self.counter.setFont(font)
        follow_zoom(self.counter, 1.4)  # at every text zoom
        self.counter.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.details = QLabel()
        self.details.setObjectName("minesweeper-details")
        self.details.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
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
            self.board_scroll, self, lambda: ctx.reduce_motion, self.focus_board, self._board_area
        )
        self._finishing = False  # the game just ended: the result fades in
        # Notes and refusals appear in room kept for them: nothing below them moves.
        reserve_room(self.panel.note)
        reserve_room(self.panel.code_error)

        board_column = QVBoxLayout()
        board_column.addWidget(self.counter)
        board_column.addWidget(self.details)
        board_column.addWidget(self.board_scroll, stretch=1)
        board_column.addWidget(self.message_line)
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
            board_name=lambda: _("Minesweeper board"),
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
        self.view.reveal_requested.connect(self._clicked)
        self.view.mark_requested.connect(self._right_clicked)
        self.view.chord_requested.connect(self._chord_clicked)

        panel = self.panel
        panel.chooser.level_chosen.connect(self._level_chosen)
        panel.custom_changed.connect(self._custom_changed)
        panel.use_most_requested.connect(self._use_most)
        panel.questions.toggled.connect(self._questions_toggled)
        panel.play_code.clicked.connect(self.play_code)
        panel.code_edit.returnPressed.connect(self.play_code)
        ctx.theme_changed.connect(self._apply_theme)
        ctx.settings_changed.connect(self.grid.refresh)  # Full / Brief speech
        ctx.settings_changed.connect(self._show_labels)
        self._show_labels()
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self._quitting)

        self._restore_preferences()
        self._apply_theme()
        self.retranslate()
        self._resume()

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
        self.start(MinesweeperGame(*size, random.randrange(SEED_RANGE), self.chosen_level()))
        self.announce(texts.new_board_text(self.game))

    def can_hint(self) -> bool:
        # A finished board stands (as a solved Sudoku): its result card says how it went.
        return self.generating_cell is None and not self.game.over

    def hint(self) -> None:
        if self.generating_cell is not None:
            self.announce(_("Placing the mines…"))
            return
        hint, apply_now = self.flow.press(self.game)
        if apply_now:
            self._apply_hint(hint)
            return
        self.view.set_hint(hint if hint.appliable else None)
        if hint.appliable:
            self.save_now()  # the hint counted
            self.grid.set_cursor(*divmod(hint.cell, self.game.width))
        self._refresh()
        self.ctx.sounds.play(GAME_ID, "hint")
        self.announce(texts.hint_text(self.game, hint))

    def status_text(self) -> str:
        return texts.status_text(self.game, self.generating_cell is not None)

    def jump(self, step: int) -> None:
        self.grid.jump(step)

    def retranslate(self) -> None:
        self.panel.retranslate()
        fix_panel_width(self.panel, self.panel.custom_box_width())
        self._update_refusal()
        self._refresh()

    def save_now(self) -> None:
        self._fold_clock()
        self.ctx.saves.save(GAME_ID, {"game": self.game.to_dict()})

    def focus_board(self) -> None:
        self.grid.focus_board()

    def add_play_time(self, seconds: float) -> None:
        self.ctx.stats.add_time(GAME_ID, seconds, bucket=self.game.level)

    # ---- starting ---------------------------------------------------------------------------

    def start(self, game: MinesweeperGame) -> None:
        """Show ``game`` (fresh, from a code, or prepared in tests) and save it."""
        self._drop_generation()  # a generation under way belongs to the old game
        self.generating_cell = None
        self._fold_clock()
        self.game = game
        self.flow = hint_rules.HintFlow()
        self.view.set_game(game)
        self.fold.update()  # a wider board may fold the panel away, a smaller one not
        self.grid.set_size(game.height, game.width)
        self.grid.set_cursor(game.height // 2, game.width // 2)
        self._start_clock()
        self.save_now()
        self._refresh()
        self.hint_available_changed.emit(self.can_hint())

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
        self.announce(texts.new_board_text(self.game))
        if code.first is not None:
            row, col = code.first
            self.grid.set_cursor(row, col)
            self._first_reveal(row * code.width + col)
        self.focus_board()

    def _code_error(self, sentence: str) -> None:
        self.panel.code_error.setText(sentence)
        self.panel.code_error.show()
        self.announce(sentence)

    # ---- acting -----------------------------------------------------------------------------

    def activate(self, cell: int) -> None:
        """Space / Enter / left click: reveal a covered cell, or chord on a number."""
        game = self.game
        if self.generating_cell is not None:
            self.announce(_("Placing the mines…"))
            return
        if game.over:
            self.announce(texts.over_text(game))
            return
        if not game.started:
            if game.can_reveal(cell):
                self._first_reveal(cell)
            else:
                self.announce(texts.cannot_reveal_text(game, cell))
            return
        if game.can_reveal(cell):
            self._act(lambda: game.reveal(cell))
        elif game.can_chord(cell):
            self._act(lambda: game.chord(cell))
        else:
            self.announce(texts.cannot_reveal_text(game, cell))

    def chord(self, cell: int) -> None:
        """Middle click / both buttons: chord on a number (a covered cell: nothing)."""
        if self.game.can_chord(cell) and self.generating_cell is None:
            self._act(lambda: self.game.chord(cell))
        elif self.game.revealed[cell] and not self.game.over:
            self.announce(texts.cannot_reveal_text(self.game, cell))

    def cycle_mark(self, cell: int) -> None:
        """F / right click: flag (→ question mark) → covered."""
        game = self.game
        if game.over or game.revealed[cell] or self.generating_cell == cell:
            return
        before = game.mark(cell)
        mark = game.cycle_mark(cell, self.panel.questions.isChecked())
        self._board_changed([cell])
        self.announce(
            texts.mark_text(game, cell, mark, before),
            shown=texts.mark_shown_text(game, cell, mark, before),
        )

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
        self._refresh()
        self.announce(_("Placing the mines…"))

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
        self._refresh()
        self.announce(texts.refusal_text(game.width, game.height, game.mines, most))

    def _mines_ready(self, first: int, mines: tuple[int, ...] | list[int]) -> None:
        game = self.game
        game.place_mines(first, mines)
        # A game counts as played from its first click.
        self.ctx.stats.increment(GAME_ID, "played", bucket=game.level)
        self._start_clock()
        self._act(lambda: game.reveal(first))

    def _act(self, action: Any) -> None:
        """Run a reveal or chord, then record, save, redraw and announce what happened."""
        game = self.game
        self._fold_clock()  # the time up to this move belongs to the game
        before = game.position()
        outcome: Outcome = action()
        parts = [texts.opened_text(len(outcome.opened))] if outcome.opened else []
        if outcome.lost:
            game.explanations = hint_rules.explain_loss(before, outcome.hit)
            parts.append(texts.lost_text(game))
            self._finish()
        elif outcome.won:
            self._record_win()
            parts.append(texts.won_text(game))
            self._finish()
        changed = outcome.opened + outcome.hit
        self.ctx.sounds.play(GAME_ID, _sound_event(outcome))
        self._finishing = game.over
        self._board_changed(changed, whole=game.over)
        if game.over:
            # Said once, with the next actions; the card shows it (no status-bar copy).
            parts.append(self.result_moment.spoken_actions())
            self.last_outcome = " ".join(parts)
            self.speak(self.last_outcome)
        else:
            self.announce(" ".join(parts))

    def _finish(self) -> None:
        self._fold_clock()
        self._clock = None

    def _record_win(self) -> None:
        game = self.game
        level, seconds, hints = game.level, game.elapsed, game.hints_used
        self.ctx.stats.update(GAME_ID, lambda record: record_win(record, level, seconds, hints))

    def _apply_hint(self, hint: hint_rules.Hint) -> None:
        game = self.game
        self.flow.clear()
        self.view.set_hint(None)
        result = hint_rules.apply(game, hint, self.panel.questions.isChecked())
        if result == "reveal":
            self._act(lambda: game.reveal(hint.cell))
            return
        self._board_changed([hint.cell])
        if result == "flag":
            spoken = texts.applied_flag_text(game, hint.cell)
            shown = texts.applied_flag_shown_text(game, hint.cell)
        else:
            spoken = texts.applied_unflag_text(game, hint.cell)
            shown = texts.applied_unflag_shown_text(game, hint.cell)
        self.announce(spoken, shown=shown)

    def _board_changed(self, cells: list[int], whole: bool = False) -> None:
        """After any change: the hint goes, the game is saved, the board repainted."""
        if self.flow.shown is not None or self.view.hint is not None:
            self.flow.clear()
            self.view.set_hint(None)
        self.save_now()
        if whole:
            self.view.update()
        else:
            self.view.update_cells(cells)
        self._refresh()

    # ---- mouse ------------------------------------------------------------------------------

    def _clicked(self, cell: int) -> None:
        self._put_cursor(cell)
        self.activate(cell)

    def _right_clicked(self, cell: int) -> None:
        self._put_cursor(cell)
        self.cycle_mark(cell)

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
        hint = self.flow.shown
        cells = hint.cells() if hint is not None else self.game.covered_beside_numbers()
        return [divmod(cell, width) for cell in cells]

    def _cursor_moved(self, row: int, col: int) -> None:
        rect = self.view.cell_rect(row, col)
        self.board_scroll.ensureVisible(
            rect.center().x(), rect.center().y(), rect.width(), rect.height()
        )

    # ---- texts ----------------------------------------------------------------------------------

    def _cell_name(self, row: int, col: int) -> str:
        if a11y.brief_speech(self.ctx.settings.value):
            return texts.brief_cell_name(self.game, row * self.game.width + col)
        return texts.cell_name_text(self.game, row * self.game.width + col)

    def _cell_description(self, row: int, col: int) -> str:
        hint = self.view.hint
        if hint is None:
            return ""
        return texts.hint_role_text(hint, row * self.game.width + col)

    def _refresh(self) -> None:
        game = self.game
        self.counter.setText(texts.counter_text(game))
        code = _("Board code: {code}").format(code=game.code())
        if self.generating_cell is not None:
            code += " · " + _("Placing the mines…")
        self.details.setText(code)
        self._show_code_in_field()
        self._show_note()
        self._show_result()
        self.grid.refresh()
        self.hint_available_changed.emit(self.can_hint())  # none once the game is over

    def _show_result(self) -> None:
        game = self.game
        if not game.over:
            self.result_moment.clear()
            return
        size = (game.width, game.height, game.mines)
        choices = [(key, texts.level_name(key)) for key in LEVELS]
        result = Result(
            texts.result_line(game),
            texts.result_figures(game),
            [
                ResultAction(_("Play again"), run=lambda: self._play_again(game.level, size)),
                ResultAction(_("Another level…"), choices=choices, choose=self._new_at_level),
            ],
        )
        self.result_moment.show_result(result, animate=self._finishing)
        self._finishing = False

    def _board_area(self) -> QRect:
        """The drawn board inside the scroll area (a small board is centred in it)."""
        viewport = self.board_scroll.viewport()
        rows, cols = self.game.height, self.game.width
        board = self.view.cell_rect(0, 0).united(self.view.cell_rect(rows - 1, cols - 1))
        top_left = self.view.mapTo(self.board_scroll, board.topLeft())
        drawn = QRect(top_left, board.size())
        return drawn.intersected(viewport.geometry())

    def _play_again(self, level: str, size: tuple[int, int, int]) -> None:
        """A new board like the one just finished (a Custom one keeps its size)."""
        self.start(MinesweeperGame(*size, random.randrange(SEED_RANGE), level))
        self.focus_board()
        self.announce(texts.new_board_text(self.game))

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
            edit.setCursorPosition(0)  # a long code shows its start (the size), not its end

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
        level = stored.get("level", BEGINNER)
        self.panel.chooser.set_level(level if level in LEVELS else BEGINNER)
        width, height, mines = STANDARD_LEVELS[EXPERT]
        custom = stored.get("custom", [width, height, mines])
        panel = self.panel
        try:
            if isinstance(custom, list) and len(custom) == 3:
                size = (int(custom[0]), int(custom[1]), int(custom[2]))
                panel.set_custom_size(size)
        except (TypeError, ValueError):
            pass
        panel.questions.blockSignals(True)
        panel.questions.setChecked(bool(stored.get("questions", False)))
        panel.questions.blockSignals(False)
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

    # ---- saving and resuming ---------------------------------------------------------------------

    def _resume(self) -> None:
        data = self.ctx.saves.load(GAME_ID)
        game = None
        if data is not None:
            try:
                game = MinesweeperGame.from_dict(data.get("game"))  # type: ignore[arg-type]
            except ValueError as error:
                self.ctx.saves.discard_unreadable(GAME_ID, str(error))
        if game is None:
            size = self.chosen_size() if works(*self.chosen_size()) else STANDARD_LEVELS[BEGINNER]
            game = MinesweeperGame(*size, random.randrange(SEED_RANGE), level_for(*size))
        self.start(game)

    def stats_were_reset(self) -> None:
        """Statistics → Reset: the board in progress was played from its first click,
        which will not come again, so it is counted at once (Won never exceeds Played)."""
        if self.game.started and not self.game.over:
            self.ctx.stats.increment(GAME_ID, "played", bucket=self.game.level)

    def _running(self) -> bool:
        return self.game.started and not self.game.over and self.isVisible()

    def _start_clock(self) -> None:
        if self._clock is None and self._running():
            self._clock = time.monotonic()

    def _fold_clock(self) -> None:
        """Add the running time slice to the game (time counts while the screen shows)."""
        if self._clock is not None:
            now = time.monotonic()
            if self.game.started and not self.game.over:
                self.game.elapsed += now - self._clock
            self._clock = now if self._running() else None

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        self._show_code_in_field()
        self._start_clock()

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802
        if not event.spontaneous():
            self._fold_clock()
            self._clock = None
        super().hideEvent(event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        # Time counts while the window is in use: another application's window in front
        # stops the clock, coming back starts it again.
        if event.type() == QEvent.Type.ActivationChange:
            if self.isActiveWindow():
                self._start_clock()
            else:
                self._fold_clock()
                self._clock = None
        super().changeEvent(event)

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


def _sound_event(outcome: Outcome) -> str:
    """The one sound of a reveal or chord: its largest outcome (docs/SOUND.md)."""
    if outcome.lost:
        return "mine_hit"
    if outcome.won:
        return "cleared"
    return "opening" if len(outcome.opened) > 1 else "reveal"
