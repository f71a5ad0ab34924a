"""The Lamps screen: the shared parts (control row, message line), a status line, the
board with its board grid (keys, screen readers) and board zoom."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from puzzlesuite.services.i18n import _
from puzzlesuite.ui.board_grid import BoardGrid
from puzzlesuite.ui.board_zoom import BoardZoom
from puzzlesuite.ui.context import GameContext
from puzzlesuite.ui.game_screen import GameScreen

from . import texts
from .model import CELLS, SIZE, Lamps
from .session import LampsSession
from .view import LampsView

GAME_ID = "template"


class LampsScreen(GameScreen):
    """Input → the session's moves, drawing, texts. The game itself (the board, its save,
    undo, what it counts) is the session's (`session.LampsSession`)."""

    game_id = GAME_ID
    session_class = LampsSession
    session: LampsSession

    def __init__(self, ctx: GameContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)  # self.session: the saved game, or a new one
        self.status = QLabel()
        self.status.setObjectName("template-status")
        self.view = LampsView()
        grid = BoardGrid(
            self.view,
            SIZE,
            SIZE,
            cell_rect=lambda r, c: self.view.cell_view_rect(r * SIZE + c),
            cell_name=lambda r, c: texts.lamp_name(
                r, c, self.game.lit[r * SIZE + c], ctx.settings.value.verbosity == "brief"
            ),
            board_name=lambda: _("Lamps board"),
        )
        grid.activated.connect(lambda r, c: self.press(r * SIZE + c))
        grid.jump_targets = lambda: [divmod(c, SIZE) for c in range(CELLS) if not self.game.lit[c]]
        self.board_grid = grid
        self.zoom = BoardZoom(self.view, ctx, grid=grid)
        layout = QVBoxLayout(self)
        layout.addWidget(self.status)
        layout.addWidget(self.view, stretch=1)
        layout.addWidget(self.message_line)
        self.view.cell_clicked.connect(self._clicked)
        ctx.theme_changed.connect(self.refresh)
        ctx.settings_changed.connect(grid.refresh)  # Full / Brief speech
        self.resume()

    @property
    def grid(self) -> BoardGrid:
        assert self.board_grid is not None
        return self.board_grid

    @property
    def game(self) -> Lamps:
        """The board (the session's model)."""
        return self.session.model

    # ---- the shell's contract -----------------------------------------------------------

    def new_game(self) -> None:
        self.after_step(self.session.new_game())
        self.focus_board()
        self.announce(_("A new board."))

    def undo(self) -> None:
        outcome = self.session.undo()
        if outcome is not None:
            self.after_step(outcome)
            self.announce(_("Press undone."))

    def status_text(self) -> str:
        if self.game.solved:
            return texts.solved_text(self.game.presses)
        return texts.status_text(self.game.lit_count(), self.game.presses)

    def retranslate(self) -> None:
        self.grid.clear_outcome()
        self.refresh()

    def focus_board(self) -> None:
        self.grid.focus_board()

    # ---- playing -------------------------------------------------------------------------

    def _clicked(self, cell: int) -> None:
        self.grid.set_cursor(*divmod(cell, SIZE))
        self.press(cell)

    def press(self, cell: int) -> None:
        outcome = self.session.press(cell)
        if outcome is None:
            return  # a solved board: nothing happens
        text = texts.pressed_text(*divmod(cell, SIZE), self.game.lit_count())
        if outcome.ended:
            text = f"{text} {texts.solved_text(self.game.presses)}"
        self.after_step(outcome)
        self.announce(text)

    def refresh(self) -> None:
        self.view.show_lamps(self.game.lit, self.ctx.tokens)
        self.status.setText(self.status_text())
        self.grid.refresh()
