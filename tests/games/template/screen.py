"""The Lamps screen: the shared parts (control row, message line), a status line, the
board with its board grid (keys, screen readers) and board zoom."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from puzzlesuite.services.i18n import _
from puzzlesuite.ui.board_grid import BoardGrid
from puzzlesuite.ui.board_zoom import BoardZoom
from puzzlesuite.ui.context import GameContext
from puzzlesuite.ui.game_screen import GameScreen

from . import texts
from .model import CELLS, SEED_MAX, SIZE, Lamps
from .stats import record_solve, record_start
from .view import LampsView

GAME_ID = "template"


class LampsScreen(GameScreen):
    game_id = GAME_ID

    def __init__(self, ctx: GameContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        self.game = Lamps(random.randint(0, SEED_MAX))
        self.counted = False  # this game already counted as played
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
        ctx.theme_changed.connect(self._refresh)
        ctx.settings_changed.connect(grid.refresh)  # Full / Brief speech
        self._resume()

    @property
    def grid(self) -> BoardGrid:
        assert self.board_grid is not None
        return self.board_grid

    # ---- the shell's contract -----------------------------------------------------------

    def new_game(self) -> None:
        self.game = Lamps(random.randint(0, SEED_MAX))
        self.counted = False
        self.save_now()
        self._refresh()
        self.undo_available_changed.emit(False)
        self.focus_board()
        self.announce(_("A new board."))

    def can_undo(self) -> bool:
        return self.game.can_undo()

    def undo(self) -> None:
        if self.game.can_undo():
            self.game.undo()
            self.save_now()
            self._refresh()
            self.undo_available_changed.emit(self.can_undo())
            self.announce(_("Press undone."))

    def status_text(self) -> str:
        if self.game.solved:
            return texts.solved_text(self.game.presses)
        return texts.status_text(self.game.lit_count(), self.game.presses)

    def retranslate(self) -> None:
        self.grid.clear_outcome()
        self._refresh()

    def save_now(self) -> None:
        self.ctx.saves.save(GAME_ID, {"game": self.game.to_json(), "counted": self.counted})

    def stats_were_reset(self) -> None:
        self.counted = False
        self.save_now()

    def focus_board(self) -> None:
        self.grid.focus_board()

    # ---- playing -------------------------------------------------------------------------

    def _clicked(self, cell: int) -> None:
        self.grid.set_cursor(*divmod(cell, SIZE))
        self.press(cell)

    def press(self, cell: int) -> None:
        if not self.game.press(cell):
            return  # a solved board: nothing happens
        if not self.counted:
            self.counted = True
            self.ctx.stats.update(GAME_ID, record_start)
        text = texts.pressed_text(*divmod(cell, SIZE), self.game.lit_count())
        if self.game.solved:
            presses = self.game.presses
            self.ctx.stats.update(GAME_ID, lambda record: record_solve(record, presses))
            text = f"{text} {texts.solved_text(presses)}"
        self.save_now()
        self._refresh()
        self.undo_available_changed.emit(self.can_undo())
        self.announce(text)

    def _resume(self) -> None:
        data = self.ctx.saves.load(GAME_ID)
        if data is not None:
            try:
                game = data.get("game")
                if not isinstance(game, dict):
                    raise ValueError("no game in the save")
                self.game = Lamps.from_json(game)
                self.counted = bool(data.get("counted", False))
            except ValueError as error:
                self.ctx.saves.discard_unreadable(GAME_ID, str(error))
        self._refresh()

    def _refresh(self) -> None:
        self.view.show_lamps(self.game.lit, self.ctx.tokens)
        self.status.setText(self.status_text())
        self.grid.refresh()
