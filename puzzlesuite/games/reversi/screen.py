"""Reversi screen: input into the session's moves, the board view, texts and speech.

The game itself (the position, its save, undo, what it counts) is the session's
(`session.ReversiSession`). The CPU's turn: after a disc is placed, a 450 ms single-shot
QTimer makes the turn visible, then the session's search runs as a background job
(`ui.threads.run_job`) and its square goes back to the session. Undo, new game, leaving
the screen and quit cancel the job, so a reply that arrives afterwards is dropped.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QFont, QHideEvent, QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from puzzlesuite.services.i18n import _
from puzzlesuite.ui import a11y, threads
from puzzlesuite.ui.board_grid import BoardGrid
from puzzlesuite.ui.board_zoom import BoardZoom
from puzzlesuite.ui.game_screen import GameScreen
from puzzlesuite.ui.result_moment import Result, ResultAction, ResultMoment
from puzzlesuite.ui.segmented import segmented
from puzzlesuite.ui.steady import fix_panel_width, fixed_header, follow_zoom, reserve_room
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
CPU_DELAY_MS = 450


class OpponentPanel(QGroupBox):
    """Reversi's own start panel: "Choose your opponent" and the colour."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reversi-opponent-panel")
        self.level_group = QButtonGroup(self)
        self.level_buttons: dict[Level, QRadioButton] = {}
        for index, level in enumerate(Level):
            button = QRadioButton()
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
            button = QRadioButton()
            button.setObjectName(f"reversi-colour-{colour.value}")
            self.colour_group.addButton(button, index)
            self.colour_buttons[colour] = button
        self.note = QLabel()
        self.note.setWordWrap(True)

        # Each choice a segmented control (ui/segmented.py): one Tab stop at the chosen
        # button (Qt would enter at the first one, an unchecked "Easy"), arrows move it.
        layout = QVBoxLayout(self)
        layout.addLayout(segmented(self.level_group, list(self.level_buttons.values())))
        layout.addSpacing(8)
        colour_layout = QVBoxLayout(self.colour_box)
        colour_layout.setContentsMargins(0, 0, 0, 0)
        colour_layout.addLayout(segmented(self.colour_group, list(self.colour_buttons.values())))
        layout.addWidget(self.colour_box)
        layout.addSpacing(8)
        layout.addWidget(self.note)
        layout.addStretch(1)

    def set_choice(self, level: Level, colour: Colour) -> None:
        self.level_buttons[level].setChecked(True)
        self.colour_buttons[colour].setChecked(True)

    def chosen_level(self) -> Level:
        return list(Level)[max(0, self.level_group.checkedId())]

    def chosen_colour(self) -> Colour:
        return list(Colour)[max(0, self.colour_group.checkedId())]

    def retranslate(self) -> None:
        self.setTitle(_("Choose your opponent"))
        for level, button in self.level_buttons.items():
            button.setText(texts.level_name(level))
            button.setAccessibleDescription(_(texts.LEVEL_DESCRIPTIONS[level]))
            button.setToolTip(_(texts.LEVEL_DESCRIPTIONS[level]))
        self.colour_box.setTitle(_("Your colour"))
        # Named explicitly: Qt 6.11 names a nested group box after the outer one's title.
        self.colour_box.setAccessibleName(self.colour_box.title())
        self.colour_buttons[Colour.BLACK].setText(_("Black · first"))
        self.colour_buttons[Colour.WHITE].setText(_("White · second"))
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
        self.details = QLabel()
        self.details.setObjectName("reversi-details")
        self.details.setAlignment(Qt.AlignmentFlag.AlignCenter)
        fixed_header(self.details)  # "You play black (first) against …" wraps, in place
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
        # After the board's cell (once in one window): Tab from the board reaches the card,
        # and a screen shown the first time still gives the cell the focus.
        self.result_moment.follow_in_tab_chain(self.grid.focus_widget)

        self.view.cell_clicked.connect(self._cell_clicked)
        self.panel.level_group.idToggled.connect(self._preference_toggled)
        self.panel.colour_group.idToggled.connect(self._preference_toggled)
        ctx.theme_changed.connect(self._apply_theme)
        ctx.settings_changed.connect(self._settings_changed)
        ctx.settings_changed.connect(self.grid.refresh)  # Full / Brief speech
        self.zoom = BoardZoom(self.view, ctx, grid=self.grid)  # zoomed in, it scrolls
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
            self.game.human_to_move, self.game.result(), self.game.human
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
        """A fresh game with the chosen opponent and colour (the old one is left)."""
        level, colour = self.preferences()
        self._start(self.session.new_model(level, colour))

    def new_model(self) -> ReversiGame:
        """The first game when there is no save: the chosen opponent and colour."""
        level, colour = self.preferences()
        return ReversiSession.new_model(level, colour)

    def undo(self) -> None:
        """Back to the player's last decision; a CPU search under way is dropped."""
        if not self.session.can_undo():
            return
        self._stop_cpu()
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
        self.grid.focus_board()

    def status_text(self) -> str:
        game, position = self.game, self.game.position
        return texts.status_text(
            position.count(Colour.BLACK),
            position.count(Colour.WHITE),
            game.human,
            game.level,
            game.human_to_move,
            game.result(),
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
        """ "Changes apply from the next game" only while the choice differs from the game
        on the board: the rest of the time it would be noise (and one more thing a screen
        reader is told about on every open)."""
        chosen = (self.panel.chosen_level(), self.panel.chosen_colour())
        self.panel.note.setVisible(chosen != (self.game.level, self.game.human))

    # ---- games ------------------------------------------------------------------------

    def set_game(self, game: ReversiGame) -> None:
        """Put `game` on the board (a fresh one, or a prepared position in tests): it
        starts, counts as played and is saved; the CPU moves if it is to."""
        self._stop_cpu()
        self.view.stop_flips()
        outcome = self.session.start(game)
        self.grid.clear_outcome()
        self.after_step(outcome)
        self._schedule_cpu()

    def _start(self, game: ReversiGame) -> None:
        self.set_game(game)
        self.focus_board()
        self.announce(texts.new_game_text(game.human, game.level))

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
            # Only cells with a dot accept a click; nothing happens elsewhere.
            self.refresh()

    def _place(self, square: int) -> None:
        self._played(self.session.play(square))

    def _played(self, outcome: Outcome[Move]) -> None:
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
        result, human, level = data.result, data.human, data.level
        opponents = [(each.value, texts.level_name(each)) for each in Level]
        return Result(
            texts.result_title(result, human),
            texts.counts_text(result.black, result.white),
            [
                ResultAction(_("Play again"), run=lambda: self._play_again(level, human)),
                ResultAction(_("Another opponent…"), choices=opponents, choose=self._new_against),
            ],
        )

    def _play_again(self, level: Level, human: Colour) -> None:
        """The same opponent and colour again, whatever the panel chose for later."""
        self._start(self.session.new_model(level, human))

    def _new_against(self, key: str) -> None:
        level = Level(key)
        self.panel.set_choice(level, self.panel.chosen_colour())  # saves the preference
        self.new_game()

    # ---- drawing and accessible texts ------------------------------------------------

    def refresh(self) -> None:
        self._show_note()
        game = self.game
        position = game.position
        dots = position.legal_moves() if game.human_to_move else 0
        self.view.set_position(position.black, position.white, dots, self.last_move)
        self.counts.setText(
            texts.counts_text(position.count(Colour.BLACK), position.count(Colour.WHITE))
        )
        self.details.setText(
            texts.matchup_text(game.human, game.level)
            + " "
            + texts.turn_text(game.human_to_move, game.result(), game.human)
        )
        self.show_result()
        self.grid.refresh()

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
        if not self.game.human_to_move:
            return []
        return [divmod(square, BOARD_SIZE) for square in self.game.position.legal_squares()]

    def _show_ring(self) -> None:
        self.view.set_focus_ring(self.cursor_square if self.grid.has_focus() else -1)

    # ---- keyboard -------------------------------------------------------------------------

    def _activate_cursor(self) -> None:
        square = self.cursor_square
        result = self.game.result()
        if result is not None:
            # Nothing to place: say how the game ended instead of staying silent.
            outcome = texts.result_text(result, self.game.human)
        elif not self.game.human_to_move:
            outcome = texts.wait_text()
        elif self.session.is_legal(square):
            self._place(square)
            return
        else:
            outcome = texts.not_legal_text(square)
        self.announce(outcome)
