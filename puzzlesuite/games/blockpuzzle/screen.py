"""Block Puzzle screen: the controller between the model, the view and the shell.

Two complete ways to play:
- drag a tray piece onto the board (the ghost is drawn where it would land), or
- select-then-target: pick a piece (click it, or 1/2/3, Tab/Shift+Tab), then a cell
  (click it, or move the cursor with the arrow keys or J / Shift+J to the next place it
  fits, and press Enter/Space); the piece's first filled cell in reading order lands on
  that cell. Esc cancels. C lists every cell the piece would cover.

The board's keyboard cursor and screen-reader cells are the shared ``BoardGrid``. The
game itself (the position, its save, undo, what it counts) is the session's
(`session.BlockPuzzleSession`); this screen turns input into its moves, draws, and says
what happened.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRect, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget

from puzzlesuite.services.i18n import _
from puzzlesuite.ui import a11y, theme
from puzzlesuite.ui.board_grid import BoardGrid
from puzzlesuite.ui.board_zoom import BoardZoom
from puzzlesuite.ui.game_screen import GameScreen
from puzzlesuite.ui.result_moment import Figure, Mark, Result, ResultAction, ResultMoment
from puzzlesuite.ui.steady import follow_zoom
from puzzlesuite.ui.tokens import TYPE
from puzzlesuite.ui.touch import TouchGestures

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
from .session import BlockPuzzleSession, Ending
from .view import BoardView, ScoreLine

if TYPE_CHECKING:
    from puzzlesuite.ui.context import GameContext

GAME_ID = "blockpuzzle"
LIFT_EXPLAINED = "lift_explained"  # the game's preference (schema.PREFERENCES)
LARGEST_SCORE = 888_888  # the status line keeps room for figures this wide

_ARROWS = {
    Qt.Key.Key_Up: (-1, 0),
    Qt.Key.Key_Down: (1, 0),
    Qt.Key.Key_Left: (0, -1),
    Qt.Key.Key_Right: (0, 1),
}
_ACTIVATE = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
_SLOT_KEYS = {Qt.Key.Key_1: 0, Qt.Key.Key_2: 1, Qt.Key.Key_3: 2}


class BlockPuzzleScreen(GameScreen):
    game_id = GAME_ID
    session_class = BlockPuzzleSession
    session: BlockPuzzleSession

    def __init__(self, ctx: GameContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        self.selected: int | None = None  # tray slot picked for select-then-target
        self.dragging: int | None = None  # tray slot in hand while dragging
        self._drag_anchor: tuple[int, int] | None = None
        self._finger_slot: int | None = None  # tray slot a finger is dragging from
        # The board cell under the mouse pointer (no button held): where a piece chosen
        # by a click is drawn, until the keyboard moves the cursor.
        self._hover: tuple[int, int] | None = None

        self.status = ScoreLine()
        self.status.setObjectName("blockpuzzle-status")
        # The type scale's headline: 1.4 × the text, tabular figures (the centred score
        # line does not jiggle as its digits change or count up).
        self.status.setFont(theme.font_for(self.status.font(), TYPE.headline))
        follow_zoom(self.status, TYPE.headline.scale)  # at every text zoom
        self.status.longest = lambda: [
            texts.status_text(LARGEST_SCORE, LARGEST_SCORE),
            texts.ended_status_text(LARGEST_SCORE, LARGEST_SCORE),
        ]
        self.status.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.view = BoardView()
        self.view.key_handler = self._key
        self.view.tab_handler = self._tab
        # Over the board's bottom edge, not in the layout: the board keeps its size.
        self.result_moment = ResultMoment(
            self.view.viewport(),  # the cells' rectangles are in its coordinates
            self,
            lambda: ctx.reduce_motion,
            self.focus_board,
            lambda: self.view.cell_view_rect(0, 0).united(
                self.view.cell_view_rect(BOARD_SIZE - 1, BOARD_SIZE - 1)
            ),
        )
        self.board_grid = self._build_grid()

        layout = QVBoxLayout(self)
        layout.addWidget(self.status)
        layout.addWidget(self.view, stretch=1)
        layout.addWidget(self.message_line)
        # After the board's cell (once in one window): Tab from the board reaches the card,
        # and a screen shown the first time still gives the cell the focus.
        self.result_moment.follow_in_tab_chain(self.grid.focus_widget)

        self.view.slot_pressed.connect(self._slot_pressed)
        self.view.slot_tapped.connect(self._slot_tapped)
        self.view.drag_moved.connect(self._drag_moved)
        self.view.drag_released.connect(self._drag_released)
        self.view.cell_clicked.connect(self._cell_clicked)
        self.view.hovered.connect(self._hovered)
        self.view.focus_moved.connect(self._focus_moved)
        ctx.theme_changed.connect(self._apply_theme)
        ctx.settings_changed.connect(self.grid.refresh)  # Full / Brief speech
        # Zoomed in, the board scrolls: the cursor, the piece being placed and a picked
        # tray slot stay in view, and the slots' proxies follow the drawing.
        self.zoom = BoardZoom(
            self.view,
            ctx,
            grid=self.grid,
            focus_rect=self._zoom_focus,
            focus_moved=self.view.focus_moved,
        )
        self.zoom.scrolled.connect(self.view.place_proxies)
        self.touch = self._build_touch()

        self._apply_theme()
        self.resume()

    def _build_touch(self) -> TouchGestures:
        """A finger plays through the same handlers as the mouse (docs/TOUCH.md): a tap
        on a piece picks it and a tap on a cell places it there (its top-left filled
        cell); a finger drag from a piece lifts it, the ghost one row above the finger,
        and lifting drops it. Two fingers never play; a pinch zooms the board."""
        touch = TouchGestures(
            self.view,
            target_at=lambda pos: None if self.game.game_over else self.view.key_at(pos),
            drags_from=self._finger_drags_from,
        )
        touch.pressed.connect(
            lambda pos: self.view.show_pressed(None if pos is None else self.view.key_at(pos))
        )
        touch.tapped.connect(self._finger_tapped)
        touch.drag_started.connect(self._finger_drag_started)
        touch.drag_moved.connect(lambda pos: self._drag_moved(*self._cell_under(pos)))
        touch.drag_ended.connect(lambda pos: self._drag_released(*self._cell_under(pos)))
        touch.cancelled.connect(self._finger_cancelled)
        return touch

    def _zoom_focus(self) -> QRect:
        """What the zoomed board keeps in view: a focused tray slot, else the cursor
        cell with the piece being placed there."""
        view = self.view
        for proxy in view.slot_proxies:
            if proxy.hasFocus():
                return proxy.geometry()
        rect = view.cell_view_rect(*self.board_cursor)
        if view.ghost.isVisible():
            rect = rect.united(view.mapFromScene(view.ghost.sceneBoundingRect()).boundingRect())
        return rect

    def _build_grid(self) -> BoardGrid:
        grid = BoardGrid(
            self.view,
            BOARD_SIZE,
            BOARD_SIZE,
            cell_rect=self.view.cell_view_rect,
            cell_name=self._cell_name,
            board_name=lambda: _("Block Puzzle board"),
            cell_description=self._cell_hint,
        )
        grid.draw_focus_ring = False  # the view draws its ring (board and tray alike)
        # The game opens with the cursor in the middle of the board.
        grid.set_cursor(BOARD_SIZE // 2, BOARD_SIZE // 2)
        grid.key_handler = self._key
        grid.activated.connect(lambda _r, _c: self._activate())
        grid.cursor_moved.connect(lambda _r, _c: self._cursor_moved())
        grid.focus_changed.connect(lambda _focused: self._show_board_ring())
        grid.jump_targets = self._fitting_cells
        grid.no_jump_text = self._no_jump_text
        return grid

    @property
    def grid(self) -> BoardGrid:
        assert self.board_grid is not None
        return self.board_grid

    @property
    def board_cursor(self) -> tuple[int, int]:
        return self.grid.cursor

    @property
    def game(self) -> BlockPuzzle:
        """The position on the board (the session's model)."""
        return self.session.model

    # ---- the shell's contract -----------------------------------------------------

    def new_game(self) -> None:
        self.set_game(self.session.new_model())
        self.focus_board()
        self._tell(texts.new_game_text(self.game.tray), shown=texts.new_game_shown_text())

    def undo(self) -> None:
        outcome = self.session.undo()
        if outcome is None:
            return
        self._reset_interaction()
        self.after_step(outcome)
        self.announce(texts.undone_text(self.game.score), shown=_("Placement undone."))

    def retranslate(self) -> None:
        self.refresh()
        self.status.refit()  # the longest status in the new language

    def focus_board(self) -> None:
        self.grid.focus_board()  # a finished board still reads

    def status_text(self) -> str:
        game = self.game
        best = self.best_score()
        if game.game_over:
            return texts.game_over_text(game.score, best)  # the header's end state, spoken
        return (
            texts.score_sentence(game.score, best) + " " + texts.tray_text(game.tray, self.selected)
        )

    def jump(self, step: int) -> None:
        """J / Shift+J: the next / previous cell where the selected piece fits."""
        if self.game.game_over:
            self.announce(texts.game_over_text(self.game.score, self.best_score()))
        elif self.selected is None:
            self._choose_first()
        else:
            self.grid.jump(step)

    # ---- state ----------------------------------------------------------------------

    def set_game(self, game: BlockPuzzle) -> None:
        """Start ``game`` (a new or prepared position; it counts afresh) and save it."""
        outcome = self.session.start(game)
        self._reset_interaction()
        self.grid.clear_outcome()
        self.after_step(outcome)

    def best_score(self) -> int:
        return self.session.best_score()

    def _reset_interaction(self) -> None:
        self.selected = None
        self.dragging = None
        self._drag_anchor = None
        self._finger_slot = None
        # A drag still held when the game changes under it (Ctrl+Z, Ctrl+N) ends here:
        # the slot may hold another piece now. A finger down goes on to do nothing.
        self.view.cancel_press()
        self.touch.cancel()
        self.view.hide_ghost()

    def _apply_theme(self) -> None:
        self.view.apply_tokens(self.ctx.tokens)
        self._update_ghost()

    # ---- drawing and accessible texts --------------------------------------------------

    def refresh(self) -> None:
        game = self.game
        playable = [game.slot_fits_anywhere(s) for s in range(TRAY_SIZE)]
        self.view.set_board(game.colours)
        self.view.set_tray(game.tray, self.selected, self.dragging, playable)
        best = self.best_score()
        if game.game_over:
            self.status.setText(texts.ended_status_text(game.score, best))
        else:
            self.status.setText(texts.status_text(game.score, best))
        self._update_ghost()
        self._update_texts(playable)
        self.show_result()

    def result_card(self, data: Ending) -> Result:
        return Result(
            _("No piece fits"),
            texts.final_score_text(data.score, data.best),
            [ResultAction(_("Play again"), run=self.new_game)],
            numbers=[Figure.score(data.score), Figure.best(data.best)],
            marks=[Mark.new_best()] if data.new_best else [],
        )

    def _update_texts(self, playable: list[bool] | None = None) -> None:
        game = self.game
        if playable is None:
            playable = [game.slot_fits_anywhere(s) for s in range(TRAY_SIZE)]
        self.grid.refresh()
        for slot, proxy in enumerate(self.view.slot_proxies):
            shape = game.piece(slot)
            selected = slot == self.selected
            name = texts.slot_name(slot, shape, selected, playable[slot])
            # Which cell of the piece goes on the cursor: the keyboard's answer to the
            # ghost a mouse user sees under the pointer.
            hint = texts.anchor_text(shape) if selected and shape is not None else ""
            proxy.set_texts(name, hint)
            # After the game ends the tray has nothing to offer: not a focus stop.
            wanted = Qt.FocusPolicy.NoFocus if game.game_over else Qt.FocusPolicy.StrongFocus
            if proxy.focusPolicy() != wanted:
                proxy.setFocusPolicy(wanted)

    def _cell_hint(self, row: int, col: int) -> str:
        """Fit, extent and lines for the selected piece with its first cell on (row, col)."""
        if self.selected is None or self.game.game_over:
            return ""
        shape = self.game.piece(self.selected)
        if shape is None:
            return ""
        return texts.preview_text(
            shape, self._preview_at(row, col), *target_anchor(shape, row, col)
        )

    def _preview_at(self, row: int, col: int) -> Preview:
        assert self.selected is not None
        shape = self.game.piece(self.selected)
        assert shape is not None
        return self.game.preview(self.selected, *target_anchor(shape, row, col))

    def _fitting_cells(self) -> list[tuple[int, int]]:
        """J / Shift+J targets: cursor cells where the selected piece fits."""
        if self.selected is None or self.game.game_over:
            return []
        shape = self.game.piece(self.selected)
        if shape is None:
            return []
        return [
            (row, col)
            for row in range(BOARD_SIZE)
            for col in range(BOARD_SIZE)
            if self.game.can_place(self.selected, *target_anchor(shape, row, col))
        ]

    def _no_jump_text(self) -> str:
        shape = None if self.selected is None else self.game.piece(self.selected)
        if shape is None:
            return texts.choose_first_text()
        return texts.fits_nowhere_text(shape)

    def _cursor_preview(self) -> Preview:
        return self._preview_at(*self.board_cursor)

    def _update_ghost(self) -> None:
        """The ghost of a selected piece where it would land: at the cell under the
        pointer while the mouse is over the board, else at the keyboard cursor (drags
        draw their own)."""
        if self.dragging is not None:
            return
        shape = None if self.selected is None else self.game.piece(self.selected)
        if shape is None or self.game.game_over:
            self.view.hide_ghost()
            return
        cell = self._hover or self.board_cursor
        preview = self._preview_at(*cell)
        self.view.show_ghost(
            shape, *target_anchor(shape, *cell), preview.fits, preview.rows, preview.cols
        )

    def _keyboard_leads(self) -> None:
        """A key was pressed: the ghost goes back to the keyboard cursor (Enter places
        there) until the pointer moves again."""
        if self._hover is not None:
            self._hover = None
            self.view.forget_hover()
            self._update_ghost()

    def _hovered(self, row: int, col: int) -> None:
        """The pointer moved to another board cell (or off the board) with no button
        held: a piece chosen by a click follows it (issue 32)."""
        self._hover = (row, col) if row >= 0 else None
        if self.selected is not None:
            self._update_ghost()

    # ---- placing -------------------------------------------------------------------------

    def _place(self, slot: int, row: int, col: int) -> PlacementResult:
        colours_before = self.game.colours
        score_before, best_before = self.game.score, self.best_score()
        outcome = self.session.place(slot, row, col)
        result = outcome.change
        self.selected = None
        self.dragging = None
        self._drag_anchor = None
        self._finger_slot = None
        self.view.hide_ghost()
        self._show_placement(result, colours_before)
        self._count_up(score_before, best_before)
        self._sound_of(result)
        message = texts.placed_text(result, self.game.score)
        new_pieces = result.refilled and not result.game_over
        if new_pieces:
            message += " " + texts.new_pieces_text(self.game.tray)
        self.after_step(outcome)  # saved, redrawn; an ending fades its result in
        if result.game_over:
            # Said once, on the board, with the way to the next game; the card shows it.
            message += " " + texts.game_over_text(self.game.score, self.best_score())
            self.last_outcome = message + " " + self.result_moment.spoken_actions()
            self.speak(self.last_outcome)
        else:
            self.announce(message, shown=texts.placed_shown_text(result, new_pieces))
        return result

    def _show_placement(self, result: PlacementResult, colours_before: bytes) -> None:
        """The motion of a placement (view.py): the piece settles into the cells it
        keeps, the full lines empty in one wave from it with one points figure rising,
        and new pieces slide into the tray. The model has moved on already."""
        placed = [(result.row + dr, result.col + dc) for dr, dc in result.shape.cells]
        cleared = [
            (i // BOARD_SIZE, i % BOARD_SIZE)
            for i in range(BOARD_SIZE * BOARD_SIZE)
            if result.cleared_mask >> i & 1
        ]
        family = result.shape.family_number
        self.view.settle([cell for cell in placed if cell not in set(cleared)], family)
        self.view.fade_out(
            [(r, c, colours_before[r * BOARD_SIZE + c] or family) for r, c in cleared],
            origin=placed,
        )
        if cleared:
            # From the cleared cell nearest the piece's middle: where the move happened.
            middle_row = sum(r for r, _c in placed) / len(placed)
            middle_col = sum(c for _r, c in placed) / len(placed)
            start = min(
                cleared, key=lambda cell: (cell[0] - middle_row) ** 2 + (cell[1] - middle_col) ** 2
            )
            self.view.rise_points(texts.points_figure(result.points), start)
        if result.refilled:
            self.view.slide_in_tray()

    def _count_up(self, score_before: int, best_before: int) -> None:
        """The status line counts from the score (and best) before the placement to the
        new ones: painted only, its text (what screen readers read) is final already."""
        score, best = self.game.score, self.best_score()
        status = texts.ended_status_text if self.game.game_over else texts.status_text

        def text_at(progress: float) -> str:
            return status(
                round(score_before + (score - score_before) * progress),
                round(best_before + (best - best_before) * progress),
            )

        self.status.count_up(text_at)

    # ---- mouse: drag ---------------------------------------------------------------------

    def _slot_pressed(self, slot: int) -> None:
        if self.game.game_over or self.game.piece(slot) is None:
            return
        self.grid.clear_outcome()

    def _drag_moved(self, row: int, col: int) -> None:
        """One pointer move while dragging: hit-test → fit → line preview → scene."""
        if self.dragging is None:
            slot = self._pending_slot()
            if slot is None:
                return
            self.dragging = slot
            self.selected = None
            self.view.set_tray(self.game.tray, None, slot, self.view.tray_item.playable)
            self._explain_the_lift_once()
        shape = self.game.piece(self.dragging)
        if shape is None:
            return
        anchor = drag_anchor(shape, row, col)
        self._drag_anchor = anchor
        preview = self.game.preview(self.dragging, *anchor)
        self.view.show_ghost(shape, *anchor, preview.fits, preview.rows, preview.cols)

    def _explain_the_lift_once(self) -> None:
        """The first drag a player ever makes: one sentence on the message line says why
        the piece rides a row above the pointer (the first drop missed for a new player,
        issue 32); remembered in the game's preferences, never said again."""
        if self.ctx.settings.game(GAME_ID).get(LIFT_EXPLAINED):
            return
        self.ctx.settings.update_game(GAME_ID, **{LIFT_EXPLAINED: True})
        self.announce(texts.lift_text(finger=self._finger_slot is not None))

    def _pending_slot(self) -> int | None:
        slot = self._finger_slot if self._finger_slot is not None else self.view.pressed_slot
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
        # Not a fit (or off the board): the piece goes back, nothing else happens (seed:
        # no sound; the table's silence, asked for all the same).
        self._sound("failed_drop")
        self._reset_interaction()
        self.refresh()

    # ---- touch: the same handlers, from a finger -------------------------------------------

    def _cell_under(self, position: QPointF) -> tuple[int, int]:
        return self.view.cell_at(self.view.mapToScene(position.toPoint()))

    def _finger_drags_from(self, position: QPointF) -> bool:
        key = self.view.key_at(position)
        return key is not None and key[0] == "slot" and not self.game.game_over

    def _finger_tapped(self, position: QPointF) -> None:
        key = self.view.key_at(position)
        if key is None:
            return
        kind, a, b = key
        if kind == "slot":
            self._slot_tapped(a)
        else:
            self._cell_clicked(a, b)

    def _finger_drag_started(self, position: QPointF) -> None:
        key = self.view.key_at(position)
        if key is None or key[0] != "slot":
            return
        self._finger_slot = key[1]
        self._slot_pressed(key[1])

    def _finger_cancelled(self) -> None:
        """A second finger, the system taking the touch, a slide off: a piece in hand
        goes back to the tray and nothing else happens."""
        if self.dragging is not None or self._finger_slot is not None:
            self._reset_interaction()
            self.refresh()

    # ---- mouse: select-then-target ---------------------------------------------------------

    def _slot_tapped(self, slot: int) -> None:
        self._select(None if self.selected == slot else slot, focus_slot=False)

    def _cell_clicked(self, row: int, col: int) -> None:
        if self.game.game_over:
            return
        self.grid.set_cursor(row, col)
        self.grid.focus_board()
        if self.selected is not None and self._cursor_preview().fits:
            self._place_at_cursor()
        else:
            if self.selected is not None:
                self._sound("refused")  # it does not fit there: nothing happens
            self.grid.clear_outcome()
            self.refresh()

    def _place_at_cursor(self) -> None:
        assert self.selected is not None
        shape = self.game.piece(self.selected)
        assert shape is not None
        self.grid.focus_board()
        self._place(self.selected, *target_anchor(shape, *self.board_cursor))

    def _select(self, slot: int | None, focus_slot: bool) -> None:
        if self.game.game_over:
            return
        if slot is not None and self.game.piece(slot) is None:
            # Say why nothing happened: that piece is already on the board.
            self._sound("refused")
            self._tell(texts.slot_name(slot, None, False, False))
            return
        self.selected = slot
        self.grid.clear_outcome()
        # Texts first, then focus: set after the focus move, the slot's description
        # would be read twice by Orca 43.
        self.refresh()
        if focus_slot and slot is not None:
            self.view.slot_proxies[slot].setFocus()
        if slot is not None:
            shape = self.game.piece(slot)
            assert shape is not None
            name = texts.slot_name(slot, shape, True, self.game.slot_fits_anywhere(slot))
            # Said on the board only when the tray slot did not take focus (a click): a
            # focused slot reads its own name and description (an announcement as well
            # would be heard twice on readers that speak both, issue 21).
            if not focus_slot:
                spoken = name + " " + texts.anchor_text(shape)
                self.announce(spoken, shown=texts.selected_shown_text(slot))

    # ---- keyboard ---------------------------------------------------------------------

    def _key(self, event: QKeyEvent) -> bool:
        """Game keys, from the board (before the grid's own keys) and from the tray."""
        key = Qt.Key(event.key())
        self._keyboard_leads()
        # The number pad's 1/2/3 carry KeypadModifier; they pick a piece all the same.
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        plain = modifiers == Qt.KeyboardModifier.NoModifier
        on_board = self.grid.has_focus()
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            self._tab(key == Qt.Key.Key_Tab and not modifiers & Qt.KeyboardModifier.ShiftModifier)
            return True
        summary = self._summary(key) if plain else ""
        if summary:
            self.speak(summary)
            return True
        if self.game.game_over:
            if self.result_moment.handle_key(event):
                return True
            if key in _ACTIVATE or key in _SLOT_KEYS:
                # Nothing to place any more: say so, where the player is.
                self._sound("refused")
                self.announce(texts.game_over_text(self.game.score, self.best_score()))
                return True
            return False  # arrows still read the final board
        if key in _SLOT_KEYS and plain:
            self._select(_SLOT_KEYS[key], focus_slot=True)
            return True
        if key == Qt.Key.Key_C and plain:
            self._say_cells()
            return True
        if key in _ARROWS and not on_board:
            # From a tray slot the first arrow goes back to the board and moves the cursor
            # there in its direction (issue 32): moved first, unheard, then focused, so
            # the new cell is read once.
            if plain:
                row, col = self.board_cursor
                d_row, d_col = _ARROWS[key]
                row = min(BOARD_SIZE - 1, max(0, row + d_row))
                col = min(BOARD_SIZE - 1, max(0, col + d_col))
                self.grid.set_cursor(row, col)
            self.grid.focus_board()
            return True
        if key in _ACTIVATE and not on_board:
            if self.selected is None:
                self._activate()  # says what to do first
            else:
                self.grid.focus_board()  # from the tray to the board cursor
            return True
        if key == Qt.Key.Key_Escape and self.selected is not None:
            self._select(None, focus_slot=False)
            self.grid.focus_board()
            self._tell(_("Selection cancelled."))
            return True
        return False  # the grid moves the cursor and activates the cell

    def _cell_name(self, row: int, col: int) -> str:
        """Full ("Row 3, column 5, empty") or Brief ("empty, r3c5") speech."""
        filled = self.game.filled(row, col)
        if a11y.brief_speech(self.ctx.settings.value):
            return texts.brief_cell_name(row, col, filled)
        return texts.cell_name(row, col, filled)

    def _summary(self, key: Qt.Key) -> str:
        """R row, V column (each press reads the next one), T the tray (texts.py)."""
        game, grid = self.game, self.grid
        row, col = grid.cursor
        if key == Qt.Key.Key_R:
            line = grid.reading_line("row", row, BOARD_SIZE)
            return texts.row_reading([game.filled(line, c) for c in range(BOARD_SIZE)], line)
        if key == Qt.Key.Key_V:
            line = grid.reading_line("column", col, BOARD_SIZE)
            return texts.column_reading([game.filled(r, line) for r in range(BOARD_SIZE)], line)
        if key == Qt.Key.Key_T:
            pieces = [game.piece(slot) for slot in range(TRAY_SIZE)]
            playable = [game.slot_fits_anywhere(slot) for slot in range(TRAY_SIZE)]
            return texts.tray_reading(pieces, self.selected, playable)
        return ""

    def _activate(self) -> None:
        """Enter / Space / the Press action on the board cursor."""
        if self.game.game_over:
            self._sound("refused")
            self.announce(texts.game_over_text(self.game.score, self.best_score()))
        elif self.selected is None:
            self._choose_first()
        elif self._cursor_preview().fits:
            self._place_at_cursor()
        else:
            shape = self.game.piece(self.selected)
            assert shape is not None
            # Does not fit: nothing happens; say so where the focus is.
            anchor = target_anchor(shape, *self.board_cursor)
            preview = texts.preview_text(shape, self._cursor_preview(), *anchor)
            spoken = _("Not placed.") + " " + preview
            self._sound("refused")
            self._tell(spoken, shown=texts.not_placed_shown_text())

    def _say_cells(self) -> None:
        """C: every cell the selected piece would cover with its first cell here."""
        shape = None if self.selected is None else self.game.piece(self.selected)
        if shape is None:
            self._choose_first()
            return
        row, col = target_anchor(shape, *self.board_cursor)
        cells = [(row + dr, col + dc) for dr, dc in shape.cells]
        on = range(BOARD_SIZE)
        filled = [r in on and c in on and self.game.filled(r, c) for r, c in cells]
        self.speak(texts.cells_text(shape, cells, filled), repeat=True)

    def _sound_of(self, result: PlacementResult) -> None:
        """One sound per placement, its largest outcome (core/sounds.py): the ending, else
        one clear of n lines, else the piece set down."""
        if result.game_over:
            self._sound("no_fit")
        elif result.lines:
            self._sound("lines_cleared", result.lines)
        else:
            self._sound("place")

    def _sound(self, event: str, count: int = 1) -> None:
        self.ctx.sounds.play(GAME_ID, event, count)

    def _choose_first(self) -> None:
        """A key that needs a piece with none chosen: the keys are heard, not shown."""
        self._tell(texts.choose_first_text(), shown=texts.choose_first_shown_text())

    def _tell(self, message: str, shown: str | None = None) -> None:
        """An outcome that changes nothing on the board (a hint why nothing happened)."""
        self.announce(message, shown=shown)

    def _cursor_moved(self) -> None:
        """The grid moved the cursor: the ghost follows, then the grid reads the cell."""
        self._hover = None  # the keyboard leads (or a click put the cursor under it)
        self.view.forget_hover()
        self._update_ghost()
        self._show_board_ring()

    def _show_board_ring(self) -> None:
        if self.grid.has_focus():
            self.view.set_focus_ring(("cell", *self.board_cursor))
        elif not any(p.hasFocus() for p in self.view.slot_proxies):
            self.view.set_focus_ring(None)

    def _tab(self, forward: bool) -> None:
        """Tab / Shift+Tab select the next / previous piece still in the tray."""
        if self.game.game_over:
            # Nothing left to pick: Tab goes on to the result's buttons.
            self.result_moment.focus_first()
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
        """A tray slot gained (key) or lost (None) focus: the ring follows."""
        if key is None:
            self._show_board_ring()
