"""Reversi screen: input into the session's moves, the board view, texts and speech.

The game itself (the position, its save, undo, what it counts) is the session's
(`session.ReversiSession`). The CPU's turn: after a disc is placed, a 450 ms single-shot
QTimer makes the turn visible, then the session's search runs as a background job
(`ui.threads.run_job`) and its square goes back to the session. Undo, new game, leaving
the screen and quit cancel the job, so a reply that arrives afterwards is dropped.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QPointF,
    QRect,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QFont,
    QFontMetrics,
    QHideEvent,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QButtonGroup,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QSizePolicy,
    QStyleOptionButton,
    QVBoxLayout,
    QWidget,
)

from puzzlesuite.services.i18n import _
from puzzlesuite.ui import a11y, theme, threads
from puzzlesuite.ui.board_grid import BoardGrid
from puzzlesuite.ui.board_zoom import BoardZoom
from puzzlesuite.ui.game_screen import GameScreen
from puzzlesuite.ui.result_moment import Figure, Result, ResultAction, ResultMoment
from puzzlesuite.ui.segmented import segmented
from puzzlesuite.ui.steady import (
    PanelFold,
    fix_panel_width,
    fixed_header,
    follow_zoom,
    reserve_room,
)
from puzzlesuite.ui.style import SEGMENT_PADDING, paint_segment
from puzzlesuite.ui.tokens import MOTION, TYPE
from puzzlesuite.ui.touch import TouchGestures
from puzzlesuite.ui.typeface import tabular

from . import texts
from .ai import Level
from .engine import BOARD_SIZE
from .model import Colour, ReversiGame
from .session import Ending, Move, ReversiSession
from .view import ReversiBoardView

if TYPE_CHECKING:
    from puzzlesuite.core.session import Outcome
    from puzzlesuite.ui.context import GameContext

GAME_ID = "reversi"
CPU_DELAY_MS = MOTION.cpu_delay  # seed: about 450 ms, so the CPU's turn is seen as a turn


class HeadlineRoom(QObject):
    """Keeps `label` as tall as `lines()` lines of its font, refitted when its font
    changes (the text zoom): a headline that may wrap never moves what is below it."""

    def __init__(self, label: QLabel, lines: Callable[[], int]) -> None:
        super().__init__(label)
        self.label, self.lines = label, lines
        label.installEventFilter(self)
        self.refit()

    def refit(self) -> None:
        self.label.setFixedHeight(self.lines() * self.label.fontMetrics().lineSpacing() + 4)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.FontChange:
            self.refit()
        return False


class OpponentSegment(QRadioButton):
    """An opponent in the segmented choice: its name, and under it its one-line
    description, painted for the eye. The accessible name stays the name and the
    accessible description says the description in full (a label here was read again
    by Orca, which speaks a panel's unrelated labels on arrival).

    The description stays on one line at every zoom: wrapping it at 200 % narrowed the
    panel in Korean but made the Spanish screen taller than 600 px (its colour choice
    is as wide as the description anyway)."""

    def __init__(self) -> None:
        super().__init__()
        self._note = ""

    def note(self) -> str:
        return self._note

    def set_note(self, text: str) -> None:
        self._note = text
        self.updateGeometry()
        self.update()

    def note_font(self) -> QFont:
        """The body's size (fine print would be too small for Hangul at 800×600): the
        name and the note differ by weight and tone instead."""
        return theme.font_for(self.font(), TYPE.body)

    def name_font(self) -> QFont:
        return theme.font_for(self.font(), TYPE.strong)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        size = super().sizeHint()  # the style's segment around the name
        name, note = QFontMetrics(self.name_font()), QFontMetrics(self.note_font())
        texts = max(name.horizontalAdvance(self.text()), note.horizontalAdvance(self._note))
        width = texts + 2 * SEGMENT_PADDING.width()
        return QSize(max(size.width(), width), size.height() + note.lineSpacing())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt API
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        option = QStyleOptionButton()
        self.initStyleOption(option)
        option.text = ""  # the segment and its focus ring; the two lines are drawn here
        painter = QPainter(self)
        paint_segment(painter, option, self)
        t = theme.applied()
        chosen, enabled = self.isChecked(), self.isEnabled()
        ink = t.on_accent if chosen and enabled else t.text if enabled else t.text_disabled
        name_line = QFontMetrics(self.name_font()).lineSpacing()
        note_line = QFontMetrics(self.note_font()).lineSpacing()
        pad = SEGMENT_PADDING.width() // 2
        room = self.rect().adjusted(pad, 0, -pad, 0)
        top = room.top() + (room.height() - name_line - note_line) // 2
        centre = int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        painter.setPen(ink)
        painter.setFont(self.name_font())
        name_room = QRect(room.left(), top, room.width(), name_line)
        painter.drawText(name_room, centre | int(Qt.TextFlag.TextShowMnemonic), self.text())
        # The description in the segment's own ink when chosen (on the accent), else in
        # the secondary text tone: both keep the text contrast of the tokens.
        painter.setPen(ink if chosen or not enabled else t.muted)
        painter.setFont(self.note_font())
        note_room = QRect(room.left(), name_room.bottom() + 1, room.width(), note_line)
        painter.drawText(note_room, centre, self._note)
        painter.end()


class OpponentPanel(QGroupBox):
    """Reversi's own choice (seed: 상대를 선택하세요 on the game's own screen): the three
    opponents, each with its one-line description, the colour, and Start. The choice
    is made before a game (Start, Ctrl+N, Play again use it); while a game is in
    progress it applies from the next one and Start keeps its room, hidden."""

    # Enter on a choice presses Start (the default button) while it is shown.
    start_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reversi-opponent-panel")
        self.level_group = QButtonGroup(self)
        self.level_buttons: dict[Level, OpponentSegment] = {}
        for index, level in enumerate(Level):
            button = OpponentSegment()
            button.setObjectName(f"reversi-level-{level.value}")
            self.level_group.addButton(button, index)
            self.level_buttons[level] = button
        # The colour buttons sit in their own titled group, so a screen reader says
        # "Your colour" when focus enters them (a plain label is tied to nothing).
        self.colour_box = QGroupBox()
        self.colour_box.setObjectName("reversi-colour")
        self.colour_box.setFlat(True)
        self.colour_group = QButtonGroup(self)
        self.colour_buttons: dict[Colour, QRadioButton] = {}
        for index, colour in enumerate(Colour):
            choice = QRadioButton()
            choice.setObjectName(f"reversi-colour-{colour.value}")
            self.colour_group.addButton(choice, index)
            self.colour_buttons[colour] = choice
        self.start_button = QPushButton()
        self.start_button.setObjectName("reversi-start")
        self.start_button.setDefault(True)
        theme.set_kind(self.start_button, "primary")  # the one action this moment is for
        reserve_room(self.start_button)  # hidden during a game, where it was
        self.note = QLabel()
        self.note.setWordWrap(True)

        # Each choice a segmented control (ui/segmented.py: one Tab stop at the chosen
        # button, arrows move it), in a plain (unnamed) widget inside its titled box: Qt
        # names a radio button's direct group box as its label, and Orca then said the
        # title twice on arriving ("Choose your opponent panel. Choose your opponent.")
        # and again at every arrow; the plain widget is layout to Orca (a filler).
        layout = QVBoxLayout(self)
        levels = QWidget()
        levels.setLayout(segmented(self.level_group, list(self.level_buttons.values())))
        layout.addWidget(levels)
        layout.addSpacing(8)
        colours = QWidget()
        colours.setLayout(segmented(self.colour_group, list(self.colour_buttons.values())))
        colour_layout = QVBoxLayout(self.colour_box)
        colour_layout.setContentsMargins(0, 0, 0, 0)
        colour_layout.addWidget(colours)
        layout.addWidget(self.colour_box)
        layout.addSpacing(12)
        layout.addWidget(self.start_button)
        layout.addSpacing(8)
        layout.addWidget(self.note)
        layout.addStretch(1)
        for choice in [*self.level_buttons.values(), *self.colour_buttons.values()]:
            choice.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and self.start_button.isVisible()
        ):
            self.start_requested.emit()
            return True
        return False

    def set_choice(self, level: Level, colour: Colour) -> None:
        self.level_buttons[level].setChecked(True)
        self.colour_buttons[colour].setChecked(True)

    def chosen_level(self) -> Level:
        return list(Level)[max(0, self.level_group.checkedId())]

    def chosen_colour(self) -> Colour:
        return list(Colour)[max(0, self.colour_group.checkedId())]

    def focus_choice(self) -> None:
        """Focus on the chosen opponent: where a choice begins."""
        self.level_buttons[self.chosen_level()].setFocus(Qt.FocusReason.OtherFocusReason)

    def retranslate(self) -> None:
        self.setTitle(_("Choose your opponent"))
        for level, button in self.level_buttons.items():
            button.setText(texts.level_name(level))
            button.setAccessibleDescription(_(texts.LEVEL_DESCRIPTIONS[level]))
            button.setToolTip(_(texts.LEVEL_DESCRIPTIONS[level]))
            button.set_note(_(texts.LEVEL_SHORT[level]))
        self.colour_box.setTitle(_("Your colour"))
        # Named explicitly: Qt 6.11 names a nested group box after the outer one's title.
        self.colour_box.setAccessibleName(self.colour_box.title())
        self.colour_buttons[Colour.BLACK].setText(_("Black · first"))
        self.colour_buttons[Colour.WHITE].setText(_("White · second"))
        self.start_button.setText(_("Start"))
        self.note.setText(_("Changes apply from the next game."))


class ReversiScreen(GameScreen):
    game_id = GAME_ID
    session_class = ReversiSession
    session: ReversiSession

    def __init__(self, ctx: GameContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)  # self.session: the saved game, or a new one
        self._search: threads.Job[int] | None = None  # the CPU's search under way
        self._cpu_timer = QTimer(self)
        self._cpu_timer.setSingleShot(True)
        self._cpu_timer.setInterval(CPU_DELAY_MS)
        self._cpu_timer.timeout.connect(self._start_search)

        self.counts = QLabel()
        self.counts.setObjectName("reversi-counts")
        # Tabular figures: a count that changes does not jiggle the line.
        font = tabular(QFont(self.counts.font()))
        font.setPointSizeF(font.pointSizeF() * 1.4)
        self.counts.setFont(font)
        follow_zoom(self.counts, 1.4)  # at every text zoom
        self.counts.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # Both counts always (seed): one line, and from 150 % text zoom a second line's
        # room kept, where "Negras 11 · Blancas 13" wraps instead of widening the window
        # past 800 px; the room follows the zoom, never the count, so nothing moves.
        self.counts.setWordWrap(True)
        self.counts.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        HeadlineRoom(self.counts, lambda: 1 if ctx.settings.value.zoom <= 125 else 2)
        # The short status ("You ● · Easy · Your turn"); its accessible name keeps the
        # full sentences ("You play black (first) against Easy. Your turn").
        self.details = QLabel()
        self.details.setObjectName("reversi-details")
        self.details.setAlignment(Qt.AlignmentFlag.AlignCenter)
        fixed_header(self.details)  # wraps in place at 200 %, never moving the board
        self.view = ReversiBoardView()
        self.result_moment = ResultMoment(
            self.view.viewport(),  # the cells' rectangles are in its coordinates
            self,
            lambda: ctx.reduce_motion,
            self.focus_board,
            lambda: self.view.cell_view_rect(0).united(
                self.view.cell_view_rect(BOARD_SIZE * BOARD_SIZE - 1)
            ),
        )
        self.board_grid = self._build_grid()
        self.panel = OpponentPanel()
        reserve_room(self.panel.note)  # "Changes apply from the next game." moves nothing

        board_column = QVBoxLayout()
        board_column.addWidget(self.counts)
        board_column.addWidget(self.details)
        board_column.addWidget(self.view, stretch=1)
        board_column.addWidget(self.message_line)
        layout = QHBoxLayout(self)
        layout.addLayout(board_column, stretch=1)
        layout.addWidget(self.panel)
        # Zoomed in on a small screen (ui/board_fit.py): the panel folds away where the
        # window would be wider than its screen or the board beside it small.
        self.fold = PanelFold(
            self.view,
            self.panel,
            self.controls.panel_toggle(),
            lambda width, height: min(width, height) / 9,  # 8 cells and the coordinates
            spacing=layout.spacing(),
        )
        # After the board's cell (once in one window): Tab from the board reaches the card,
        # and a screen shown the first time still gives the cell the focus.
        self.result_moment.follow_in_tab_chain(self.grid.focus_widget)

        self.view.cell_clicked.connect(self._cell_clicked)
        self.panel.start_button.clicked.connect(self.new_game)
        self.panel.start_requested.connect(self.new_game)
        self.panel.level_group.idToggled.connect(self._preference_toggled)
        self.panel.colour_group.idToggled.connect(self._preference_toggled)
        ctx.theme_changed.connect(self._apply_theme)
        ctx.settings_changed.connect(self._settings_changed)
        ctx.settings_changed.connect(self.grid.refresh)  # Full / Brief speech
        self.zoom = BoardZoom(self.view, ctx, grid=self.grid)  # zoomed in, it scrolls
        # A finger: a tap on a cell with a dot plays it, through the click's own path
        # (seed: 점이 표시된 칸을 탭하세요); elsewhere nothing, not even a pressed cell.
        # Two fingers never play; a pinch zooms (ui/touch.py, docs/TOUCH.md).
        self.touch = TouchGestures(self.view, target_at=self._touch_target)
        self.touch.pressed.connect(self._touch_pressed)
        self.touch.tapped.connect(self._tapped)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self._quitting)

        level, colour = self.preferences()
        self.panel.set_choice(level, colour)
        self._apply_theme()
        self.panel.retranslate()
        fix_panel_width(self.panel)
        self.resume()  # counted when shown (played), drawn
        # A game saved during the CPU's turn resumes with the CPU moving.
        self._schedule_cpu()

    @property
    def game(self) -> ReversiGame:
        """The game on the board (the session's model)."""
        return self.session.model

    @property
    def last_move(self) -> int:
        """The square of the last disc placed (the marker), also from before a resume."""
        return self.game.last_square

    def _build_grid(self) -> BoardGrid:
        grid = BoardGrid(
            self.view,
            BOARD_SIZE,
            BOARD_SIZE,
            cell_rect=lambda r, c: self.view.cell_view_rect(r * BOARD_SIZE + c),
            cell_name=lambda r, c: self.cell_name(r * BOARD_SIZE + c),
            board_name=lambda: _("Reversi board"),
        )
        grid.draw_focus_ring = False  # the view draws its own ring
        grid.set_cursor(2, 3)  # d3: a legal opening move, so Enter does something at once
        grid.activated.connect(lambda _r, _c: self._activate_cursor())
        grid.cursor_moved.connect(lambda r, c: self._show_ring())
        grid.focus_changed.connect(lambda _focused: self._show_ring())
        grid.jump_targets = self._legal_cells
        # Esc folds the result; the summary keys read the board.
        grid.key_handler = lambda event: (
            self.result_moment.handle_key(event) or self._summary_key(event)
        )
        grid.no_jump_text = lambda: texts.no_jump_text(
            self.session.human_to_move,
            self.game.result(),
            self.game.human,
            started=self.session.started,
        )
        return grid

    def _summary_key(self, event: QKeyEvent) -> bool:
        """R row, V column (each press reads the next one), X the diagonals through the
        cursor (texts.py): the board as a sighted player sees it."""
        if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        position, (row, col) = self.game.position, self.grid.cursor
        key = event.key()
        if key == Qt.Key.Key_R:
            text = texts.row_reading(position, self.grid.reading_line("row", row, BOARD_SIZE))
        elif key == Qt.Key.Key_V:
            line = self.grid.reading_line("column", col, BOARD_SIZE)
            text = texts.column_reading(position, line)
        elif key == Qt.Key.Key_X:
            text = texts.diagonals_reading(position, self.cursor_square)
        else:
            return False
        self.speak(text)
        return True

    @property
    def cursor_square(self) -> int:
        row, col = self.grid.cursor
        return row * BOARD_SIZE + col

    @property
    def grid(self) -> BoardGrid:
        assert self.board_grid is not None
        return self.board_grid

    # ---- the shell's contract -------------------------------------------------------

    def new_game(self) -> None:
        """Start, Ctrl+N and Play again: a fresh game at once with the chosen opponent
        and colour, counted as played now (the old one is left: never a loss)."""
        level, colour = self.preferences()
        self._start(self.session.new_model(level, colour))

    def save_now(self) -> None:
        if self.session.started:  # before Start there is no game to keep
            super().save_now()

    def new_model(self) -> ReversiGame:
        """The first game when there is no save: the chosen opponent and colour."""
        level, colour = self.preferences()
        return ReversiSession.new_model(level, colour)

    def undo(self) -> None:
        """Back to the player's last decision; a CPU search under way is dropped."""
        if not self.session.can_undo():
            return
        self._stop_cpu()
        self._board_changed_under_a_finger()
        outcome = self.session.undo()
        assert outcome is not None
        self.view.stop_flips()
        self.after_step(outcome)
        self.announce(texts.undone_text())

    def retranslate(self) -> None:
        self.panel.retranslate()
        fix_panel_width(self.panel)
        self.grid.clear_outcome()  # said in the old language; it belongs to its moment anyway
        self.refresh()

    def focus_board(self) -> None:
        """The board; before the first game, the choice (the board has nothing to play)."""
        if self.session.started:
            self.grid.focus_board()
        else:
            self.panel.focus_choice()

    def status_text(self) -> str:
        game, position = self.game, self.game.position
        return texts.status_text(
            position.count(Colour.BLACK),
            position.count(Colour.WHITE),
            game.human,
            game.level,
            self.session.human_to_move,
            game.result(),
            started=self.session.started,
        )

    # ---- preferences ------------------------------------------------------------------

    def preferences(self) -> tuple[Level, Colour]:
        """The opponent and colour chosen for the next game (Normal, black by default)."""
        stored = self.ctx.settings.game(GAME_ID)
        try:
            level = Level(stored.get("opponent", Level.NORMAL.value))
        except ValueError:
            level = Level.NORMAL
        try:
            colour = Colour(stored.get("colour", Colour.BLACK.value))
        except ValueError:
            colour = Colour.BLACK
        return level, colour

    def _preference_toggled(self, _id: int, checked: bool) -> None:
        if not checked:
            return
        level, colour = self.panel.chosen_level(), self.panel.chosen_colour()
        if (level, colour) != self.preferences():
            # Applies from the next game: the game on the board keeps its colours.
            self.ctx.settings.update_game(GAME_ID, opponent=level.value, colour=colour.value)
        self._show_note()

    def _show_note(self) -> None:
        """Start while no game is in progress; during a game, "Changes apply from the
        next game" only while the choice differs from the game on the board: the rest
        of the time it would be noise (and one more thing a screen reader is told about
        on every open)."""
        waiting = self.session.waiting
        chosen = (self.panel.chosen_level(), self.panel.chosen_colour())
        self.panel.start_button.setVisible(waiting)
        self.panel.note.setVisible(not waiting and chosen != (self.game.level, self.game.human))

    # ---- games ------------------------------------------------------------------------

    def set_game(self, game: ReversiGame) -> None:
        """Put `game` on the board (a fresh one, or a prepared position in tests): it
        starts, counts as played and is saved; the CPU moves if it is to."""
        self._stop_cpu()
        self._board_changed_under_a_finger()
        self.view.stop_flips()
        outcome = self.session.start(game)
        self.grid.clear_outcome()
        self.after_step(outcome)
        self._schedule_cpu()

    def _start(self, game: ReversiGame) -> None:
        self.set_game(game)
        self.focus_board()
        self.announce(texts.new_game_text(game.human, game.level), shown=_("New game."))

    def _apply_theme(self) -> None:
        self.view.apply_tokens(self.ctx.tokens)

    def _settings_changed(self) -> None:
        level, colour = self.preferences()
        if (level, colour) != (self.panel.chosen_level(), self.panel.chosen_colour()):
            self.panel.set_choice(level, colour)

    # ---- the CPU's turn -----------------------------------------------------------------

    @property
    def cpu_thinking(self) -> bool:
        """The CPU's reply is pending: in the visible pause or in the search."""
        return self._cpu_timer.isActive() or (self._search is not None and self._search.pending)

    def _schedule_cpu(self) -> None:
        if self.session.cpu_to_move:
            self._cpu_timer.start()

    def _start_search(self) -> None:
        if not self.session.cpu_to_move:
            return
        self._search = threads.run_job(self.session.cpu_search(), self._search_done, owner=self)

    def _stop_cpu(self) -> None:
        """Drop the pending reply: the timer stops and a running search is ignored."""
        self._cpu_timer.stop()
        if self._search is not None:
            self._search.cancel()
            self._search = None

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802
        # Leaving the screen (going home) pauses the CPU's turn: its move would land
        # unseen and be announced over the home screen.  A minimised window (a
        # spontaneous hide) keeps playing.
        if not event.spontaneous():
            self._stop_cpu()
        super().hideEvent(event)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        if not self.cpu_thinking:
            self._schedule_cpu()  # a paused CPU turn starts over, visibly

    def _quitting(self) -> None:
        """Drop a pending reply and let a running search end before Python shuts down
        (a QThread destroyed while running aborts the process).  The save, written by
        the shell just before, still has the CPU to move, so the CPU moves on restart."""
        self._stop_cpu()
        threads.wait_for_all()

    def _search_done(self, square: int) -> None:
        """The search's reply (never a stale one: undo, new game and quit cancel it)."""
        self._search = None
        if self.session.cpu_to_move:
            self._played(self.session.play_cpu(square))

    # ---- playing ------------------------------------------------------------------------

    def _cell_clicked(self, square: int) -> None:
        self.grid.set_cursor(*divmod(square, BOARD_SIZE))
        self.grid.focus_board()
        if self.session.is_legal(square):
            self._place(square)
        else:
            # Only cells with a dot accept a click; nothing happens elsewhere, silently.
            self.ctx.sounds.play(GAME_ID, "refused")
            self.refresh()

    def _touch_target(self, position: QPointF) -> int | None:
        """What a finger may press: a cell with a dot, nothing else."""
        square = self.view.square_at(position)
        return square if square is not None and self.session.is_legal(square) else None

    def _touch_pressed(self, position: QPointF | None) -> None:
        square = None if position is None else self.view.square_at(position)
        self.view.set_pressed(-1 if square is None else square)

    def _tapped(self, position: QPointF) -> None:
        square = self._touch_target(position)
        if square is not None:
            self._cell_clicked(square)

    def _board_changed_under_a_finger(self) -> None:
        """A move, an undo or a new game: a press under way means nothing any more."""
        if self.touch.active():
            self.touch.cancel()

    def _place(self, square: int) -> None:
        self._played(self.session.play(square))

    def _played(self, outcome: Outcome[Move]) -> None:
        self._board_changed_under_a_finger()
        move = outcome.change
        placed, by_cpu = move.placed, move.by_cpu
        self.view.show_flips(placed.square, placed.flipped, placed.colour is Colour.BLACK)
        parts = [
            texts.cpu_move_text(placed.square, placed.flipped)
            if by_cpu
            else texts.human_move_text(placed.square, placed.flipped)
        ]
        shown = [texts.move_shown_text(placed.square, placed.flipped, by_cpu)]
        for ply in move.passes:
            parts.append(texts.pass_text(skipped_is_human=ply.colour is self.game.human))
            shown.append(parts[-1])
        result = self.game.result()
        if result is not None:
            parts.append(texts.result_text(result, self.game.human))
        self.after_step(outcome)  # saved, redrawn; an ending fades its result in
        self.ctx.sounds.play(GAME_ID, "result" if result else "cpu_disc" if by_cpu else "your_disc")
        if move.passes:
            self.ctx.sounds.play(GAME_ID, "pass")  # silence: the notice is shown quietly
        if result is not None:
            # Said once, with the next actions; the card shows it (no status-bar copy).
            parts.append(self.result_moment.spoken_actions())
            self.last_outcome = " ".join(parts)
            self.speak(self.last_outcome)
        else:
            self.announce(" ".join(parts), shown=" ".join(shown))
            self._schedule_cpu()

    # ---- the ending -----------------------------------------------------------------------

    def result_card(self, data: Ending) -> Result:
        """The result and the two counts, nothing else (no score, no judgement)."""
        result, human = data.result, data.human
        opponents = [(each.value, texts.level_name(each)) for each in Level]
        return Result(
            texts.result_title(result, human),
            texts.counts_text(result.black, result.white),
            [
                ResultAction(_("Play again"), run=self.new_game),
                ResultAction(_("Another opponent…"), choices=opponents, choose=self._new_against),
            ],
            numbers=[Figure.black(result.black), Figure.white(result.white)],
        )

    def _new_against(self, key: str) -> None:
        level = Level(key)
        self.panel.set_choice(level, self.panel.chosen_colour())  # saves the preference
        self.new_game()

    # ---- drawing and accessible texts ------------------------------------------------

    def refresh(self) -> None:
        self._show_note()
        game, session = self.game, self.session
        position = game.position
        dots = session.legal_moves()  # none before Start, none on the CPU's turn
        self.view.set_position(position.black, position.white, dots, self.last_move)
        self.counts.setText(
            texts.counts_text(position.count(Colour.BLACK), position.count(Colour.WHITE))
        )
        result = game.result()
        self.details.setText(
            texts.status_line(
                session.started, game.human, game.level, session.human_to_move, result
            )
        )
        self.details.setAccessibleName(self.long_status())
        self.show_result()
        self.grid.refresh()

    def long_status(self) -> str:
        """The full sentences of the short status, for listeners: "You play black
        (first) against Easy. Your turn"."""
        game, session = self.game, self.session
        if not session.started:
            return texts.choose_text()
        return (
            texts.matchup_text(game.human, game.level)
            + " "
            + texts.turn_text(session.human_to_move, game.result(), game.human)
        )

    def cell_name(self, square: int) -> str:
        """The screen-reader name of a cell: "d3, empty, legal move", "e4, black"."""
        game = self.game
        legal = self.session.is_legal(square)
        name = (
            texts.brief_cell_name if a11y.brief_speech(self.ctx.settings.value) else texts.cell_name
        )
        return name(square, game.position.colour_at(square), legal, square == self.last_move)

    def _legal_cells(self) -> list[tuple[int, int]]:
        """J / Shift+J: the legal moves, while it is the player's turn."""
        dots = self.session.legal_moves()
        return [divmod(square, BOARD_SIZE) for square in range(64) if dots >> square & 1]

    def _show_ring(self) -> None:
        self.view.set_focus_ring(self.cursor_square if self.grid.has_focus() else -1)

    # ---- keyboard -------------------------------------------------------------------------

    def _activate_cursor(self) -> None:
        if not self.session.started:
            self.new_game()  # Enter before the first game: Start (the default button)
            return
        square = self.cursor_square
        result = self.game.result()
        if result is not None:
            # Nothing to place: say how the game ended instead of staying silent.
            outcome = texts.result_text(result, self.game.human)
        elif not self.session.human_to_move:
            outcome = texts.wait_text()
        elif self.session.is_legal(square):
            self._place(square)
            return
        else:
            outcome = texts.not_legal_text(square)
        self.ctx.sounds.play(GAME_ID, "refused")  # nothing placed: silence
        self.announce(outcome)
