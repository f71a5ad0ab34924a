"""Block Puzzle screen: the controller between the model, the view and the shell.

Two complete ways to play:
- drag a tray piece onto the board (the ghost is drawn where it would land), or
- select-then-target: pick a piece (click it, or 1/2/3, Tab/Shift+Tab), then a cell
  (click it, or move the cursor with the arrow keys and press Enter/Space); the piece's
  first filled cell in reading order lands on that cell. Esc cancels.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QKeyEvent
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from puzzlesuite.services.i18n import _, pgettext
from puzzlesuite.ui.a11y import rove_tab_stop
from puzzlesuite.ui.game_screen import GameScreen

from . import texts
from .model import (
    BOARD_SIZE,
    TRAY_SIZE,
    BlockPuzzle,
    PlacementResult,
    Preview,
    drag_anchor,
    target_anchor,
)
from .view import BoardView

if TYPE_CHECKING:
    from puzzlesuite.shell.context import AppContext

GAME_ID = "blockpuzzle"

_ARROWS = {
    Qt.Key.Key_Up: (-1, 0),
    Qt.Key.Key_Down: (1, 0),
    Qt.Key.Key_Left: (0, -1),
    Qt.Key.Key_Right: (0, 1),
}
_SLOT_KEYS = {Qt.Key.Key_1: 0, Qt.Key.Key_2: 1, Qt.Key.Key_3: 2}


class GameOverPanel(QFrame):
    """Score, best score and New game. No continue, no rescue."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("blockpuzzle-game-over")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.title = QLabel()
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.title.setFont(font)
        self.details = QLabel()
        self.new_game_button = QPushButton()
        # Enter as well as Space: focus lands here when the game ends (outside a dialog
        # a push button takes Enter only when it is auto-default).
        self.new_game_button.setAutoDefault(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title, alignment=Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.details, alignment=Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.new_game_button, alignment=Qt.AlignmentFlag.AlignHCenter)

    def show_result(self, score: int, best: int) -> None:
        self.title.setText(_("No piece fits"))
        self.details.setText(texts.final_score_text(score, best))
        self.new_game_button.setText(_("New game"))
        self.new_game_button.setAccessibleDescription(texts.game_over_text(score, best))
        self.setAccessibleName(pgettext("title", "Game over"))


class BlockPuzzleScreen(GameScreen):
    game_id = GAME_ID

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        self.game = BlockPuzzle()
        self.selected: int | None = None  # tray slot picked for select-then-target
        self.dragging: int | None = None  # tray slot in hand while dragging
        self.board_cursor = (BOARD_SIZE // 2, BOARD_SIZE // 2)
        self.counted = False  # this game already added to games_played
        self._drag_anchor: tuple[int, int] | None = None
        self._outcome = ""  # last outcome, also put on the focused cell (Orca 43)

        self.status = QLabel()
        self.status.setObjectName("blockpuzzle-status")
        font = QFont(self.status.font())
        font.setPointSizeF(font.pointSizeF() * 1.4)
        # Tabular figures: the centred score line does not jiggle as its digits change.
        font.setFeature(QFont.Tag("tnum"), 1)
        self.status.setFont(font)
        self.status.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.game_over_panel = GameOverPanel()
        self.game_over_panel.new_game_button.clicked.connect(self.new_game)
        self.game_over_panel.hide()
        self.view = BoardView()
        self.view.reduce_motion = ctx.reduce_motion
        self.view.key_handler = self._key
        self.view.tab_handler = self._tab
        self.setFocusProxy(self.view.cell_proxies[self.board_cursor])
        # One Tab stop on the board, the cursor cell: it is also where focus lands when
        # the screen is shown, so the game opens with the cursor where it was meant to be.
        rove_tab_stop(self.view.cell_proxies.values(), ("cell", *self.board_cursor))

        layout = QVBoxLayout(self)
        layout.addWidget(self.status)
        layout.addWidget(self.game_over_panel)
        layout.addWidget(self.view, stretch=1)

        self.view.slot_pressed.connect(self._slot_pressed)
        self.view.slot_tapped.connect(self._slot_tapped)
        self.view.drag_moved.connect(self._drag_moved)
        self.view.drag_released.connect(self._drag_released)
        self.view.cell_clicked.connect(self._cell_clicked)
        self.view.focus_moved.connect(self._focus_moved)
        ctx.theme_changed.connect(self._apply_theme)
        ctx.settings_changed.connect(self._settings_changed)

        self._apply_theme()
        self._resume()

    # ---- the shell's contract -----------------------------------------------------

    def new_game(self) -> None:
        self.counted = False
        self.set_game(BlockPuzzle())
        self.focus_board()
        self._tell(_("New game.") + " " + texts.new_pieces_text(self.game.tray))

    def can_undo(self) -> bool:
        return self.game.can_undo()

    def undo(self) -> None:
        lines_before = self.game.lines
        if not self.game.undo():
            return
        undone_lines = lines_before - self.game.lines
        if undone_lines:
            # Lifetime line count follows undo, so a replayed clear is not counted twice.
            self.ctx.stats.update(
                GAME_ID,
                lambda r: r.update(lines_cleared=max(0, r.get("lines_cleared", 0) - undone_lines)),
            )
        self._reset_interaction()
        self.save_now()
        self._outcome = texts.undone_text(self.game.score)
        self._refresh()
        self.undo_available_changed.emit(self.can_undo())
        self.announce(self._outcome)

    def retranslate(self) -> None:
        self._refresh()

    def save_now(self) -> None:
        self.ctx.saves.save(GAME_ID, {"game": self.game.to_json(), "counted": self.counted})

    def focus_board(self) -> None:
        if self.game.game_over:
            self.game_over_panel.new_game_button.setFocus()
        else:
            self.view.cell_proxies[self.board_cursor].setFocus()

    # ---- state ----------------------------------------------------------------------

    def set_game(self, game: BlockPuzzle) -> None:
        """Show ``game`` (a resumed or prepared position) and save it."""
        self.game = game
        self._reset_interaction()
        self._outcome = ""
        self.save_now()
        self._refresh()
        self.undo_available_changed.emit(self.can_undo())

    def _resume(self) -> None:
        data = self.ctx.saves.load(GAME_ID)
        if data is not None:
            try:
                game_data = data.get("game")
                if not isinstance(game_data, dict):
                    raise ValueError("no game in the save")
                self.game = BlockPuzzle.from_json(game_data)
                self.counted = bool(data.get("counted", False))
            except ValueError as error:
                self.ctx.saves.discard_unreadable(GAME_ID, str(error))
                self.game = BlockPuzzle()
        self._refresh()

    def best_score(self) -> int:
        return int(self.ctx.stats.record(GAME_ID).get("best_score", 0))

    def _reset_interaction(self) -> None:
        self.selected = None
        self.dragging = None
        self._drag_anchor = None
        # A drag still held when the game changes under it (Ctrl+Z, Ctrl+N) ends here:
        # the slot may hold another piece now.
        self.view.cancel_press()
        self.view.hide_ghost()

    def _apply_theme(self) -> None:
        self.view.apply_tokens(self.ctx.tokens)
        self._update_ghost()

    def _settings_changed(self) -> None:
        self.view.reduce_motion = self.ctx.reduce_motion

    # ---- drawing and accessible texts --------------------------------------------------

    def _refresh(self) -> None:
        game = self.game
        playable = [game.slot_fits_anywhere(s) for s in range(TRAY_SIZE)]
        self.view.set_board(game.colours)
        self.view.set_tray(game.tray, self.selected, self.dragging, playable)
        self.status.setText(texts.status_text(game.score, max(game.score, self.best_score())))
        self.status.setAccessibleName(self.status.text())
        self._update_ghost()
        self._update_texts(playable)
        if game.game_over:
            self.game_over_panel.show_result(game.score, max(game.score, self.best_score()))
            self.game_over_panel.show()
        else:
            self.game_over_panel.hide()

    def _update_texts(self, playable: list[bool] | None = None) -> None:
        game = self.game
        if playable is None:
            playable = [game.slot_fits_anywhere(s) for s in range(TRAY_SIZE)]
        for (row, col), proxy in self.view.cell_proxies.items():
            description = ""
            if (row, col) == self.board_cursor:
                description = " ".join(t for t in (self._outcome, self._cursor_hint()) if t)
            proxy.set_texts(texts.cell_name(row, col, game.filled(row, col)), description)
        for slot, proxy in enumerate(self.view.slot_proxies):
            name = texts.slot_name(slot, game.piece(slot), slot == self.selected, playable[slot])
            proxy.set_texts(name, "")

    def _cursor_hint(self) -> str:
        """Fit and lines for the selected piece with its first cell on the cursor."""
        if self.selected is None:
            return ""
        shape = self.game.piece(self.selected)
        if shape is None:
            return ""
        return texts.preview_text(shape, self._cursor_preview())

    def _cursor_preview(self) -> Preview:
        assert self.selected is not None
        shape = self.game.piece(self.selected)
        assert shape is not None
        return self.game.preview(self.selected, *target_anchor(shape, *self.board_cursor))

    def _update_ghost(self) -> None:
        """The ghost at the keyboard cursor for a selected piece (drags draw their own)."""
        if self.dragging is not None:
            return
        shape = None if self.selected is None else self.game.piece(self.selected)
        if shape is None:
            self.view.hide_ghost()
            return
        preview = self._cursor_preview()
        self.view.show_ghost(
            shape,
            *target_anchor(shape, *self.board_cursor),
            preview.fits,
            preview.rows,
            preview.cols,
        )

    # ---- placing -------------------------------------------------------------------------

    def _place(self, slot: int, row: int, col: int) -> PlacementResult:
        colours_before = self.game.colours
        result = self.game.place(slot, row, col)
        self._record_stats(result)
        self.save_now()
        self.selected = None
        self.dragging = None
        self._drag_anchor = None
        self.view.hide_ghost()
        self.view.fade_out(
            [
                (i // BOARD_SIZE, i % BOARD_SIZE, colours_before[i] or result.shape.family_number)
                for i in range(BOARD_SIZE * BOARD_SIZE)
                if result.cleared_mask >> i & 1
            ]
        )
        if result.refilled:
            self.view.slide_in_tray()
        message = texts.placed_text(result, self.game.score)
        if result.refilled and not result.game_over:
            message += " " + texts.new_pieces_text(self.game.tray)
        if result.game_over:
            message += " " + texts.game_over_text(self.game.score, self.best_score())
        self._outcome = message
        self._refresh()
        self.undo_available_changed.emit(self.can_undo())
        if result.game_over:
            self.game_over_panel.new_game_button.setFocus()
        self.announce(message)
        return result

    def _record_stats(self, result: PlacementResult) -> None:
        game = self.game
        first = not self.counted
        self.counted = True

        def mutate(record: dict[str, Any]) -> None:
            if first:
                record["games_played"] = record.get("games_played", 0) + 1
            record["best_score"] = max(record.get("best_score", 0), game.score)
            record["lines_cleared"] = record.get("lines_cleared", 0) + result.lines

        self.ctx.stats.update(GAME_ID, mutate)

    # ---- mouse: drag ---------------------------------------------------------------------

    def _slot_pressed(self, slot: int) -> None:
        if self.game.game_over or self.game.piece(slot) is None:
            return
        self._outcome = ""

    def _drag_moved(self, row: int, col: int) -> None:
        """One pointer move while dragging: hit-test → fit → line preview → scene."""
        if self.dragging is None:
            slot = self._pending_slot()
            if slot is None:
                return
            self.dragging = slot
            self.selected = None
            self.view.set_tray(self.game.tray, None, slot, self.view.tray_item.playable)
        shape = self.game.piece(self.dragging)
        if shape is None:
            return
        anchor = drag_anchor(shape, row, col)
        self._drag_anchor = anchor
        preview = self.game.preview(self.dragging, *anchor)
        self.view.show_ghost(shape, *anchor, preview.fits, preview.rows, preview.cols)

    def _pending_slot(self) -> int | None:
        slot = self.view.pressed_slot
        if slot is None or self.game.game_over:
            return None
        return slot if self.game.piece(slot) is not None else None

    def _drag_released(self, row: int, col: int) -> None:
        slot, anchor = self.dragging, self._drag_anchor
        if (
            slot is not None
            and anchor is not None
            and self.view.ghost_fits
            and self.game.can_place(slot, *anchor)
        ):
            self._place(slot, *anchor)
            return
        # Not a fit (or off the board): the piece goes back, nothing else happens.
        self._reset_interaction()
        self._refresh()

    # ---- mouse: select-then-target ---------------------------------------------------------

    def _slot_tapped(self, slot: int) -> None:
        self._select(None if self.selected == slot else slot, focus_slot=False)

    def _cell_clicked(self, row: int, col: int) -> None:
        if self.game.game_over:
            return
        self.board_cursor = (row, col)
        if self.selected is not None and self._cursor_preview().fits:
            self._place_at_cursor()
        else:
            self._outcome = ""
            self._refresh()
            self.view.cell_proxies[self.board_cursor].setFocus()

    def _place_at_cursor(self) -> None:
        assert self.selected is not None
        shape = self.game.piece(self.selected)
        assert shape is not None
        self.view.cell_proxies[self.board_cursor].setFocus()
        self._place(self.selected, *target_anchor(shape, *self.board_cursor))

    def _select(self, slot: int | None, focus_slot: bool) -> None:
        if self.game.game_over:
            return
        if slot is not None and self.game.piece(slot) is None:
            # Say why nothing happened: that piece is already on the board.
            self._tell(texts.slot_name(slot, None, False, False))
            return
        self.selected = slot
        self._outcome = ""
        if focus_slot and slot is not None:
            self.view.slot_proxies[slot].setFocus()
        self._refresh()
        if slot is not None:
            shape = self.game.piece(slot)
            assert shape is not None
            self.announce(texts.slot_name(slot, shape, True, self.game.slot_fits_anywhere(slot)))

    # ---- keyboard ---------------------------------------------------------------------

    def _key(self, event: QKeyEvent) -> bool:
        key = Qt.Key(event.key())
        if self.game.game_over:
            return False
        # The number pad's 1/2/3 carry KeypadModifier; they pick a piece all the same.
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if key in _SLOT_KEYS and modifiers == Qt.KeyboardModifier.NoModifier:
            self._select(_SLOT_KEYS[key], focus_slot=True)
            return True
        if key in _ARROWS:
            dr, dc = _ARROWS[key]
            on_board = any(p.hasFocus() for p in self.view.cell_proxies.values())
            if on_board:
                row, col = self.board_cursor
                self.board_cursor = (
                    min(BOARD_SIZE - 1, max(0, row + dr)),
                    min(BOARD_SIZE - 1, max(0, col + dc)),
                )
            self._outcome = ""
            # Texts first, then focus: the screen reader reads the cell once, complete.
            self._refresh()
            self.view.cell_proxies[self.board_cursor].setFocus()
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.selected is None:
                self._tell(_("Choose a piece first: press 1, 2 or 3, or Tab."))
            elif any(p.hasFocus() for p in self.view.slot_proxies):
                self.view.cell_proxies[self.board_cursor].setFocus()
                self._refresh()
            elif self._cursor_preview().fits:
                self._place_at_cursor()
            else:
                shape = self.game.piece(self.selected)
                assert shape is not None
                # Does not fit: nothing happens; say so where the focus is (a changed
                # description is what Orca 43 speaks; it ignores announcements).
                self._outcome = _("Not placed.")
                self._refresh()
                self.announce(texts.preview_text(shape, self._cursor_preview()))
            return True
        if key == Qt.Key.Key_Escape and self.selected is not None:
            self._select(None, focus_slot=False)
            self.view.cell_proxies[self.board_cursor].setFocus()
            self._tell(_("Selection cancelled."))
            return True
        return False

    def _tell(self, message: str) -> None:
        """Announce ``message`` and put it on the focused cell too (Orca 43 ignores
        announcements but speaks a changed description)."""
        self._outcome = message
        self._update_texts()
        self.announce(message)

    def _tab(self, forward: bool) -> None:
        """Tab / Shift+Tab select the next / previous piece still in the tray."""
        if self.game.game_over:
            self.game_over_panel.new_game_button.setFocus()
            return
        filled = [s for s in range(TRAY_SIZE) if self.game.piece(s) is not None]
        if not filled:
            return
        if self.selected not in filled:
            slot = filled[0] if forward else filled[-1]
        else:
            index = filled.index(self.selected) + (1 if forward else -1)
            slot = filled[index % len(filled)]
        self._select(slot, focus_slot=True)

    def _focus_moved(self, key: object) -> None:
        if isinstance(key, tuple) and key[0] == "cell" and (key[1], key[2]) != self.board_cursor:
            self.board_cursor = (key[1], key[2])
            self._outcome = ""
            self._refresh()
