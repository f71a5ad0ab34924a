"""Block Puzzle screen, driven with real mouse and key events on the view's viewport."""

from __future__ import annotations

import json
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QAccessible, QColor, QFont
from PySide6.QtWidgets import QApplication

from puzzlesuite.games.blockpuzzle.model import BOARD_SIZE, SHAPE_BY_ID, BlockPuzzle
from puzzlesuite.games.blockpuzzle.screen import BlockPuzzleScreen
from puzzlesuite.games.blockpuzzle.view import BoardView, family_colour
from puzzlesuite.ui.tokens import MOTION

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


def position(rows: list[str], tray: list[str | None], seed: int = 7, score: int = 0) -> BlockPuzzle:
    return BlockPuzzle.from_json(
        {
            "version": 1,
            "seed": seed,
            "refills": 1,
            "score": score,
            "lines": 0,
            "moves": 0,
            "board": [r.replace("#", "1") for r in rows],
            "tray": tray,
        }
    )


EMPTY = ["........"] * 8


def drawn_ghost_cells(view: BoardView) -> set[tuple[int, int]]:
    """Board cells covered by the ghost as drawn: read back from the item's geometry."""
    if not view.ghost.isVisible():
        return set()
    path = view.ghost.mapToScene(view.ghost.path())
    cells = set()
    for row in range(-6, BOARD_SIZE + 6):
        for col in range(-6, BOARD_SIZE + 6):
            if path.contains(view.scene_point_of_cell(row, col)):
                cells.add((row, col))
    return cells


def filled_cells(game: BlockPuzzle) -> set[tuple[int, int]]:
    return {(r, c) for r, c, f in game.cells() if f}


def start_drag(qtbot: Any, view: BoardView, slot: int) -> None:
    qtbot.mousePress(view.viewport(), LEFT, NONE, view.slot_centre(slot).toPoint())


def move_to_cell(qtbot: Any, view: BoardView, row: int, col: int, dx: float = 0) -> None:
    point = view.cell_centre(row, col) + QPointF(dx, 0)
    # Qt sends no move to where the pointer already is (an earlier test may have left it
    # there, on another window): a player's hand always arrives from somewhere else.
    qtbot.mouseMove(view.viewport(), point.toPoint() + QPoint(1, 1))
    qtbot.mouseMove(view.viewport(), point.toPoint())


def release_at_cell(qtbot: Any, view: BoardView, row: int, col: int) -> None:
    qtbot.mouseRelease(view.viewport(), LEFT, NONE, view.cell_centre(row, col).toPoint())


def focused() -> Any:
    return QApplication.focusWidget()


def heard() -> tuple[str, str]:
    """Name and description of the focused object, as a screen reader reads them."""
    interface = QAccessible.queryAccessibleInterface(focused())
    return interface.text(QAccessible.Text.Name), interface.text(QAccessible.Text.Description)


def cursor_to(qtbot: Any, screen: BlockPuzzleScreen, row: int, col: int) -> None:
    """Focus on the board with the cursor on (row, col)."""
    screen.board_grid.set_cursor(row, col)
    screen.board_grid.focus_board()
    qtbot.waitUntil(screen.board_grid.has_focus)


# ---- drag ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("shape_id", "pointer"),
    [
        ("corner3_br", (6, 3)),
        ("bar4h", (2, 5)),
        ("dot", (7, 7)),
        ("bar5v", (7, 0)),
        ("square2", (4, 4)),
    ],
)
def test_drag_places_exactly_where_the_ghost_was_drawn(
    qtbot: Any, screen: BlockPuzzleScreen, shape_id: str, pointer: tuple[int, int]
) -> None:
    screen.set_game(position(EMPTY, ["dot", shape_id, "dot"]))
    view = screen.view
    start_drag(qtbot, view, 1)
    move_to_cell(qtbot, view, 5, 5)
    move_to_cell(qtbot, view, *pointer)
    ghost = drawn_ghost_cells(view)
    shape = SHAPE_BY_ID[shape_id]
    assert len(ghost) == shape.size
    # Lifted one row: the ghost's lowest row is right above the pointer cell.
    assert max(r for r, _ in ghost) == pointer[0] - 1
    assert view.ghost.brush().style() != Qt.BrushStyle.NoBrush
    release_at_cell(qtbot, view, *pointer)
    assert filled_cells(screen.game) == ghost
    assert screen.game.tray[1] is None
    assert not view.ghost.isVisible()


def test_drag_centres_the_piece_on_the_pointer_column(
    qtbot: Any, screen: BlockPuzzleScreen
) -> None:
    screen.set_game(position(EMPTY, ["bar3h", "bar2h", "dot"]))
    view = screen.view
    start_drag(qtbot, view, 0)
    move_to_cell(qtbot, view, 5, 4)
    assert drawn_ghost_cells(view) == {(4, 3), (4, 4), (4, 5)}
    release_at_cell(qtbot, view, 5, 4)
    start_drag(qtbot, view, 1)
    move_to_cell(qtbot, view, 7, 4)
    # even width: the pointer cell is the right one of the two middle columns
    assert drawn_ghost_cells(view) == {(6, 3), (6, 4)}


def test_invalid_release_changes_nothing(
    qtbot: Any, screen: BlockPuzzleScreen, announcements: list[str]
) -> None:
    screen.set_game(position(["####...."] + EMPTY[1:], ["square2", "dot", "dot"]))
    before = screen.game.to_json()
    view = screen.view
    start_drag(qtbot, view, 0)
    move_to_cell(qtbot, view, 2, 2)  # ghost over row 0-1, overlaps filled cells
    assert drawn_ghost_cells(view) == {(0, 1), (0, 2), (1, 1), (1, 2)}
    assert view.ghost.brush().style() == Qt.BrushStyle.NoBrush
    # (The player's first drag ever explained the lift as it began: not the drop's doing.)
    announcements.clear()
    line = screen.message_line.full_text
    release_at_cell(qtbot, view, 2, 2)
    assert screen.game.to_json() == before
    assert screen.ctx.saves.load("blockpuzzle")["game"] == before
    assert not screen.can_undo()
    assert announcements == [] and screen.message_line.full_text == line
    assert screen.dragging is None and view.tray_item.lifted is None
    assert not view.ghost.isVisible()


def test_release_off_the_board_returns_the_piece(qtbot: Any, screen: BlockPuzzleScreen) -> None:
    screen.set_game(position(EMPTY, ["dot", "dot", "dot"]))
    before = screen.game.to_json()
    view = screen.view
    start_drag(qtbot, view, 2)
    move_to_cell(qtbot, view, 3, 3)
    move_to_cell(qtbot, view, 3, 12)
    release_at_cell(qtbot, view, 3, 12)
    assert screen.game.to_json() == before


def test_fit_and_no_fit_differ_in_shape_not_only_colour(
    qtbot: Any, screen: BlockPuzzleScreen
) -> None:
    screen.set_game(position(["#......."] + EMPTY[1:], ["bar2h", "dot", "dot"]))
    view = screen.view
    start_drag(qtbot, view, 0)
    move_to_cell(qtbot, view, 4, 4)
    assert view.ghost_fits
    fit_brush, fit_pen = view.ghost.brush().style(), view.ghost.pen().style()
    move_to_cell(qtbot, view, 1, 1)  # covers (0, 0)
    assert not view.ghost_fits
    assert view.ghost.isVisible()
    assert fit_brush == Qt.BrushStyle.SolidPattern and fit_pen == Qt.PenStyle.SolidLine
    assert view.ghost.brush().style() == Qt.BrushStyle.NoBrush
    assert view.ghost.pen().style() == Qt.PenStyle.DashLine
    assert view.ghost.pen().widthF() == 2


def test_ghost_stays_while_partly_on_the_board_and_goes_only_fully_off(
    qtbot: Any, screen: BlockPuzzleScreen
) -> None:
    screen.set_game(position(EMPTY, ["bar3h", "dot", "dot"]))
    view = screen.view
    start_drag(qtbot, view, 0)
    move_to_cell(qtbot, view, 4, 0)  # cols -1..1: partly off the left edge
    assert drawn_ghost_cells(view) == {(3, -1), (3, 0), (3, 1)}
    assert view.ghost.isVisible() and not view.ghost_fits
    move_to_cell(qtbot, view, 4, -1)  # cols -2..0: one cell still on the board
    assert view.ghost.isVisible()
    move_to_cell(qtbot, view, 4, -2)  # completely off
    assert not view.ghost.isVisible()
    move_to_cell(qtbot, view, 4, 4)
    assert view.ghost.isVisible() and view.ghost_fits


def test_lines_about_to_clear_are_highlighted_in_full(
    qtbot: Any, screen: BlockPuzzleScreen
) -> None:
    rows = [".......#"] * 6 + ["........"] * 2
    screen.set_game(position(rows, ["dot", "bar2v", "dot"]))
    view = screen.view
    start_drag(qtbot, view, 1)
    move_to_cell(qtbot, view, 3, 3)
    assert view.lit_lines == ((), ())
    move_to_cell(qtbot, view, 8, 7)  # bar2v at rows 6-7 of column 7: completes column 7
    assert view.lit_lines == ((), (7,))
    border = view.line_borders.path().boundingRect()
    assert border.height() >= 8 * 40 - 4, "the border runs along the whole column"
    move_to_cell(qtbot, view, 2, 7)  # rows 0-1 of column 7 are filled
    assert not view.ghost_fits
    assert view.lit_lines == ((), ())


def test_placement_with_clears_is_announced_with_points(
    qtbot: Any, screen: BlockPuzzleScreen, announcements: list[str]
) -> None:
    rows = ["#######."] + [".......#"] * 7
    screen.set_game(position(rows, ["dot", "dot", "dot"]))
    view = screen.view
    start_drag(qtbot, view, 0)
    move_to_cell(qtbot, view, 1, 7)
    assert view.lit_lines == ((0,), (7,))
    release_at_cell(qtbot, view, 1, 7)
    assert screen.game.score == 31 and screen.game.board == 0
    assert announcements and "31 points" in announcements[-1]
    assert "2 lines" in announcements[-1] and "row 1" in announcements[-1]


@pytest.mark.parametrize("change", ["undo", "new_game"])
def test_a_drag_held_while_the_game_changes_is_dropped(
    qtbot: Any, screen: BlockPuzzleScreen, change: str
) -> None:
    screen.set_game(position(EMPTY, ["dot", "square3", "dot"]))
    view = screen.view
    qtbot.mouseClick(view.viewport(), LEFT, NONE, view.slot_centre(0).toPoint())
    qtbot.mouseClick(view.viewport(), LEFT, NONE, view.cell_centre(0, 0).toPoint())
    start_drag(qtbot, view, 2)
    move_to_cell(qtbot, view, 6, 6)
    assert view.ghost.isVisible()
    getattr(screen, change)()  # Ctrl+Z / Ctrl+N while the button is still down
    after_change = screen.game.to_json()
    move_to_cell(qtbot, view, 5, 4)
    assert not view.ghost.isVisible(), "the piece in hand went back with the change"
    release_at_cell(qtbot, view, 5, 4)
    assert screen.game.to_json() == after_change
    assert screen.selected is None


# ---- select then target ----------------------------------------------------------------


def test_tap_flow_puts_the_first_filled_cell_on_the_clicked_cell(
    qtbot: Any, screen: BlockPuzzleScreen
) -> None:
    screen.set_game(position(EMPTY, ["dot", "corner2_br", "dot"]))
    view = screen.view
    qtbot.mouseClick(view.viewport(), LEFT, NONE, view.slot_centre(1).toPoint())
    assert screen.selected == 1
    assert "selected" in view.slot_proxies[1].accessibleName()
    qtbot.mouseClick(view.viewport(), LEFT, NONE, view.cell_centre(3, 5).toPoint())
    # corner2_br = .# / ## : its first filled cell is the top-right one
    assert filled_cells(screen.game) == {(3, 5), (4, 4), (4, 5)}
    assert screen.selected is None


def test_tap_on_a_cell_where_it_does_not_fit_changes_nothing(
    qtbot: Any, screen: BlockPuzzleScreen
) -> None:
    screen.set_game(position(EMPTY, ["bar5h", "dot", "dot"]))
    before = screen.game.to_json()
    view = screen.view
    qtbot.mouseClick(view.viewport(), LEFT, NONE, view.slot_centre(0).toPoint())
    qtbot.mouseClick(view.viewport(), LEFT, NONE, view.cell_centre(2, 6).toPoint())
    assert screen.game.to_json() == before
    assert screen.selected == 0
    assert view.ghost.isVisible() and not view.ghost_fits
    assert view.ghost.brush().style() == Qt.BrushStyle.NoBrush


def test_tapping_the_selected_piece_again_deselects(qtbot: Any, screen: BlockPuzzleScreen) -> None:
    view = screen.view
    qtbot.mouseClick(view.viewport(), LEFT, NONE, view.slot_centre(2).toPoint())
    assert screen.selected == 2
    qtbot.mouseClick(view.viewport(), LEFT, NONE, view.slot_centre(2).toPoint())
    assert screen.selected is None


# ---- keyboard ------------------------------------------------------------------------------


def test_keyboard_flow(qtbot: Any, screen: BlockPuzzleScreen, announcements: list[str]) -> None:
    screen.set_game(position(EMPTY, ["dot", "bar3v", "square2"]))
    view = screen.view
    cursor_to(qtbot, screen, 0, 0)
    qtbot.keyClick(focused(), Qt.Key.Key_2)
    assert screen.selected == 1
    assert focused() is view.slot_proxies[1]
    assert heard() == (
        "Piece 2 of 3: vertical 3-cell bar, selected",
        "Its top cell goes on the cursor.",
    )
    # From the tray the first arrow returns to the board and moves the cursor (issue 32).
    qtbot.keyClick(focused(), Qt.Key.Key_Down)
    assert screen.board_grid.has_focus() and heard()[0] == "Row 2, column 1, empty"
    assert drawn_ghost_cells(view) == {(1, 0), (2, 0), (3, 0)}
    for key in (Qt.Key.Key_Down, Qt.Key.Key_Right):
        qtbot.keyClick(focused(), key)
    assert screen.board_cursor == (2, 1)
    assert heard() == (
        "Row 3, column 2, empty",
        "The vertical 3-cell bar fits here: it covers rows 3–5 and column 2.",
    )
    assert view.cursor_ring.isVisible()
    assert view.cursor_ring.rect().contains(view.scene_point_of_cell(2, 1))
    assert drawn_ghost_cells(view) == {(2, 1), (3, 1), (4, 1)}
    qtbot.keyClick(focused(), Qt.Key.Key_Return)
    assert filled_cells(screen.game) == {(2, 1), (3, 1), (4, 1)}
    assert screen.game.score == 3
    assert "3 points" in announcements[-1]
    # The outcome is also on the focused cell (screen readers that ignore announcements).
    assert heard()[0] == "Row 3, column 2, filled"
    assert "3 points" in heard()[1]
    # Moving on says where the cursor is; the outcome is not repeated.
    qtbot.keyClick(focused(), Qt.Key.Key_Right)
    assert heard() == ("Row 3, column 3, empty", "")


def test_keyboard_tab_cycles_pieces_and_escape_cancels(
    qtbot: Any, screen: BlockPuzzleScreen
) -> None:
    screen.set_game(position(EMPTY, ["dot", None, "square2"]))
    view = screen.view
    cursor_to(qtbot, screen, 4, 4)
    qtbot.keyClick(focused(), Qt.Key.Key_Tab)
    assert screen.selected == 0
    qtbot.keyClick(focused(), Qt.Key.Key_Tab)
    assert screen.selected == 2, "the empty slot is skipped"
    qtbot.keyClick(focused(), Qt.Key.Key_Tab)
    assert screen.selected == 0
    qtbot.keyClick(focused(), Qt.Key.Key_Backtab)
    assert screen.selected == 2
    qtbot.keyClick(focused(), Qt.Key.Key_2)
    assert screen.selected == 2, "slot 2 is empty: the selection stays"
    qtbot.keyClick(focused(), Qt.Key.Key_Escape)
    assert screen.selected is None
    assert not view.ghost.isVisible()
    assert screen.board_grid.has_focus() and screen.board_cursor == (4, 4)


def test_keyboard_feedback_is_also_on_the_focused_cell(
    qtbot: Any, screen: BlockPuzzleScreen, announcements: list[str]
) -> None:
    """Orca 43 ignores announcements: every spoken outcome is also on the focused cell."""
    screen.set_game(position(EMPTY, ["dot", None, "square2"]))
    cursor_to(qtbot, screen, 4, 4)
    qtbot.keyClick(focused(), Qt.Key.Key_Return)
    assert heard()[1] == announcements[-1]
    assert announcements[-1].startswith("Choose a piece first")
    qtbot.keyClick(focused(), Qt.Key.Key_2)
    assert screen.board_grid.has_focus()
    assert heard()[1] == announcements[-1]
    assert announcements[-1] == "Piece 2 of 3: already placed"
    qtbot.keyClick(focused(), Qt.Key.Key_3)
    qtbot.keyClick(focused(), Qt.Key.Key_Return)  # from the tray to the board
    qtbot.keyClick(focused(), Qt.Key.Key_Escape)
    assert screen.board_grid.has_focus() and screen.board_cursor == (4, 4)
    assert heard()[1] == announcements[-1] == "Selection cancelled."
    screen.new_game()
    assert heard()[1] == announcements[-1]
    assert announcements[-1].startswith("New game. New pieces: ")


def test_number_pad_digits_pick_a_piece_too(qtbot: Any, screen: BlockPuzzleScreen) -> None:
    screen.set_game(position(EMPTY, ["dot", "bar2h", "square2"]))
    cursor_to(qtbot, screen, 4, 4)
    qtbot.keyClick(focused(), Qt.Key.Key_3, Qt.KeyboardModifier.KeypadModifier)
    assert screen.selected == 2
    assert focused() is screen.view.slot_proxies[2]


def test_keyboard_space_where_it_does_not_fit_changes_nothing(
    qtbot: Any, screen: BlockPuzzleScreen
) -> None:
    screen.set_game(position(EMPTY, ["bar5h", "dot", "dot"]))
    before = screen.game.to_json()
    view = screen.view
    cursor_to(qtbot, screen, 0, 0)
    qtbot.keyClick(focused(), Qt.Key.Key_1)
    qtbot.keyClick(focused(), Qt.Key.Key_Down)
    for _ in range(6):
        qtbot.keyClick(focused(), Qt.Key.Key_Right)
    assert heard()[1] == "The horizontal 5-cell bar does not fit here."
    assert view.ghost.pen().style() == Qt.PenStyle.DashLine
    qtbot.keyClick(focused(), Qt.Key.Key_Space)
    assert screen.game.to_json() == before
    # The focused cell's description changes, so Orca 43 says why nothing happened.
    assert heard()[1] == "Not placed. The horizontal 5-cell bar does not fit here."
    first = heard()[1]
    qtbot.keyClick(focused(), Qt.Key.Key_Space)
    assert heard()[1] != first and heard()[1].strip() == first  # heard again


def test_keyboard_preview_names_the_lines_that_would_clear(
    qtbot: Any, screen: BlockPuzzleScreen
) -> None:
    screen.set_game(position(["#######."] + EMPTY[1:], ["dot", "dot", "dot"]))
    view = screen.view
    cursor_to(qtbot, screen, 0, 7)
    qtbot.keyClick(focused(), Qt.Key.Key_3)
    qtbot.keyClick(focused(), Qt.Key.Key_Up)
    assert screen.board_cursor == (0, 7)
    assert heard() == (
        "Row 1, column 8, empty",
        "The single square fits here: it covers row 1 and column 8, and clears row 1.",
    )
    assert view.lit_lines == ((0,), ())


# ---- accessibility -------------------------------------------------------------------------


def test_every_cell_and_slot_has_an_accessible_name(qtbot: Any, screen: BlockPuzzleScreen) -> None:
    screen.set_game(position(["#......."] + EMPTY[1:], ["bar3v", None, "dot"]))
    view = screen.view
    cursor_to(qtbot, screen, 0, 0)
    assert heard()[0] == "Row 1, column 1, filled"
    board = QAccessible.queryAccessibleInterface(focused()).parent()
    assert board.text(QAccessible.Text.Name) == "Block Puzzle board"
    cursor_to(qtbot, screen, 2, 4)
    assert heard()[0] == "Row 3, column 5, empty"
    assert view.slot_proxies[0].accessibleName() == "Piece 1 of 3: vertical 3-cell bar"
    assert view.slot_proxies[1].accessibleName() == "Piece 2 of 3: already placed"


def test_score_line_is_larger_with_tabular_figures(screen: BlockPuzzleScreen) -> None:
    font = screen.status.font()
    assert font.pointSizeF() >= 1.35 * screen.font().pointSizeF()
    assert font.featureValue(QFont.Tag("tnum")) == 1


def test_the_focused_cell_follows_the_drawing_when_the_window_is_resized(
    qtbot: Any, screen: BlockPuzzleScreen
) -> None:
    cursor_to(qtbot, screen, 7, 7)

    def where() -> Any:
        cell = focused()
        return cell.geometry().translated(cell.parentWidget().pos())

    small = where()
    screen.resize(900, 1100)
    qtbot.waitUntil(lambda: where() != small)
    big = where()
    assert big.width() > small.width()
    centre = screen.view.cell_centre(7, 7).toPoint()
    assert big.contains(centre)


# ---- game over, undo, saving, statistics -------------------------------------------------------


def test_game_over_shows_score_best_and_play_again_over_a_board_that_keeps_its_size(
    qtbot: Any, screen: BlockPuzzleScreen
) -> None:
    rows = ["#.#.#.#.", ".#.#.#.#"] * 4
    screen.set_game(position(rows, ["bar2h", None, "dot"], score=40))
    view = screen.view
    moment = screen.result_moment
    assert not moment.isVisible()
    cell_before = view.cell_view_rect(0, 0)
    qtbot.mouseClick(view.viewport(), LEFT, NONE, view.slot_centre(2).toPoint())
    qtbot.mouseClick(view.viewport(), LEFT, NONE, view.cell_centre(0, 1).toPoint())
    assert screen.game.game_over
    assert moment.isVisible() and moment.result is not None
    assert "41" in moment.result.figures
    QApplication.processEvents()
    assert view.cell_view_rect(0, 0) == cell_before  # no banner shrinking the board
    assert screen.status.text().startswith("Game over")
    assert not screen.can_undo(), "no continue: the ending stands"
    assert "game is over" in screen.last_outcome
    assert screen.ctx.stats.record("blockpuzzle")["best_score"] == 41
    qtbot.mouseClick(moment.action_buttons[0], LEFT)
    assert not screen.game.game_over and screen.game.score == 0
    assert not moment.isVisible()


@pytest.mark.parametrize(
    ("earlier_best", "expected"),
    [(100, "Score 41. Your best: 100."), (20, "Score 41: your best yet!")],
)
def test_game_over_panel_says_score_and_best_once(
    qtbot: Any, screen: BlockPuzzleScreen, earlier_best: int, expected: str
) -> None:
    screen.ctx.stats.update("blockpuzzle", lambda r: r.update(best_score=earlier_best))
    rows = ["#.#.#.#.", ".#.#.#.#"] * 4
    screen.set_game(position(rows, ["bar2h", None, "dot"], score=40))
    view = screen.view
    qtbot.mouseClick(view.viewport(), LEFT, NONE, view.slot_centre(2).toPoint())
    qtbot.mouseClick(view.viewport(), LEFT, NONE, view.cell_centre(0, 1).toPoint())
    result = screen.result_moment.result
    assert result is not None and result.line == "No piece fits"
    # The line under the title does not repeat it; it gives the score and the best.
    assert result.figures == expected


def test_game_over_by_keyboard_then_enter_starts_a_new_game(
    qtbot: Any, screen: BlockPuzzleScreen
) -> None:
    rows = ["#.#.#.#.", ".#.#.#.#"] * 4
    screen.set_game(position(rows, ["bar2h", None, "dot"], score=40))
    cursor_to(qtbot, screen, 0, 1)
    qtbot.keyClick(focused(), Qt.Key.Key_3)
    qtbot.keyClick(focused(), Qt.Key.Key_Return)  # tray → board
    qtbot.keyClick(focused(), Qt.Key.Key_Return)  # place: nothing fits any more
    assert screen.game.game_over
    assert screen.board_grid.has_focus()  # the ending is said on the board, once
    qtbot.keyClick(focused(), Qt.Key.Key_Tab)
    assert focused() is screen.result_moment.action_buttons[0]  # Play again
    qtbot.keyClick(focused(), Qt.Key.Key_Return)
    assert not screen.game.game_over and screen.game.score == 0
    assert screen.board_grid.has_focus()


def test_undo_restores_the_position(qtbot: Any, screen: BlockPuzzleScreen) -> None:
    screen.set_game(position(["#######."] + EMPTY[1:], ["dot", "dot", "dot"]))
    before = screen.game.to_json()
    view = screen.view
    qtbot.mouseClick(view.viewport(), LEFT, NONE, view.slot_centre(0).toPoint())
    qtbot.mouseClick(view.viewport(), LEFT, NONE, view.cell_centre(0, 7).toPoint())
    assert screen.game.lines == 1 and screen.can_undo()
    assert screen.ctx.stats.record("blockpuzzle")["lines_cleared"] == 1
    with qtbot.waitSignal(screen.undo_available_changed):
        screen.undo()
    assert screen.game.to_json() == before
    assert screen.ctx.saves.load("blockpuzzle")["game"] == before
    assert screen.ctx.stats.record("blockpuzzle")["lines_cleared"] == 0
    assert view.board_item.colours == screen.game.colours


def test_resume_after_restart_gives_the_exact_position(
    qtbot: Any, screen: BlockPuzzleScreen, data_dir: Any
) -> None:
    view = screen.view
    # On an empty board every shape fits with its first cell on row 1, column 3.
    qtbot.mouseClick(view.viewport(), LEFT, NONE, view.slot_centre(0).toPoint())
    qtbot.mouseClick(view.viewport(), LEFT, NONE, view.cell_centre(0, 2).toPoint())
    qtbot.mouseClick(view.viewport(), LEFT, NONE, view.slot_centre(1).toPoint())
    qtbot.mouseClick(view.viewport(), LEFT, NONE, view.cell_centre(5, 2).toPoint())
    assert screen.game.moves >= 1
    saved = screen.game.to_json()

    from puzzlesuite.services.paths import Paths
    from puzzlesuite.shell.context import AppContext

    context = AppContext(Paths.under(data_dir), forced_language="en")
    again = BlockPuzzleScreen(context)
    qtbot.addWidget(again)
    assert again.game.to_json() == saved
    assert not again.can_undo(), "the undo history is not saved"
    assert again.view.board_item.colours == screen.game.colours


def test_unreadable_save_starts_a_new_game(qtbot: Any, ctx: Any) -> None:
    # Written as a file: the service refuses to write what it would not read back.
    ctx.paths.saves.mkdir(parents=True, exist_ok=True)
    (ctx.paths.saves / "blockpuzzle.json").write_text(
        json.dumps({"schema": 1, "game": {"version": 1, "board": "nonsense"}})
    )
    widget = BlockPuzzleScreen(ctx)
    qtbot.addWidget(widget)
    assert widget.game.moves == 0 and not widget.game.game_over
    assert ctx.saves.load("blockpuzzle") is None


def test_statistics_count_games_best_lines_and_time(qtbot: Any, screen: BlockPuzzleScreen) -> None:
    screen.set_game(position(["#######."] + EMPTY[1:], ["dot", "dot", "dot"]))
    view = screen.view
    for slot, cell in [(0, (0, 7)), (1, (3, 3))]:
        qtbot.mouseClick(view.viewport(), LEFT, NONE, view.slot_centre(slot).toPoint())
        qtbot.mouseClick(view.viewport(), LEFT, NONE, view.cell_centre(*cell).toPoint())
    screen.add_play_time(12.5)
    record = screen.ctx.stats.record("blockpuzzle")
    assert record["games_played"] == 1, "one game, however many placements"
    assert record["best_score"] == screen.game.score == 12
    assert record["lines_cleared"] == 1
    assert record["play_seconds"] == 12.5
    screen.new_game()
    assert screen.ctx.stats.record("blockpuzzle")["games_played"] == 1


def test_reduce_motion_clears_instantly(qtbot: Any, screen: BlockPuzzleScreen) -> None:
    screen.ctx.settings.update(reduce_motion=True)
    screen.set_game(position(["#######."] + EMPTY[1:], ["dot", "dot", "dot"]))
    view = screen.view
    qtbot.mouseClick(view.viewport(), LEFT, NONE, view.slot_centre(0).toPoint())
    qtbot.mouseClick(view.viewport(), LEFT, NONE, view.cell_centre(0, 7).toPoint())
    assert screen.game.lines == 1
    assert not view.fading


def test_line_clear_fades_out_with_motion(qtbot: Any, screen: BlockPuzzleScreen) -> None:
    screen.set_game(position(["#######."] + EMPTY[1:], ["dot", "dot", "dot"]))
    view = screen.view
    items_before = len(view.scene().items())
    qtbot.mouseClick(view.viewport(), LEFT, NONE, view.slot_centre(0).toPoint())
    qtbot.mouseClick(view.viewport(), LEFT, NONE, view.cell_centre(0, 7).toPoint())
    assert view.fading and view.fading_cells() == {(0, col) for col in range(BOARD_SIZE)}
    assert screen.game.board == 0, "the model does not wait for the animation"
    qtbot.waitUntil(lambda: not view.fading, timeout=2000)  # on the real clock
    assert view.fading_cells() == set()
    assert len(view.scene().items()) == items_before, "nothing is left behind"


def cell_pixel(view: BoardView, row: int, col: int) -> QColor:
    """The colour the player sees at the centre of a board cell."""
    image = view.viewport().grab().toImage()
    return image.pixelColor(view.cell_centre(row, col).toPoint())


def test_cleared_cells_are_seen_fading_frame_by_frame(
    qtbot: Any, screen: BlockPuzzleScreen, motion_clock: Any
) -> None:
    screen.set_game(position(["#######."] + EMPTY[1:], ["dot", "dot", "dot"]))
    view = screen.view
    qtbot.mouseClick(view.viewport(), LEFT, NONE, view.slot_centre(0).toPoint())
    empty = cell_pixel(view, 5, 5)
    qtbot.mouseClick(view.viewport(), LEFT, NONE, view.cell_centre(0, 7).toPoint())
    block = family_colour(1)  # the family of the cells the position starts with
    start = cell_pixel(view, 0, 3)
    assert start.rgb() == block.rgb(), "the cleared line is still drawn, about to fade"
    # One wave from the placed piece (0, 7): a cell starts a stagger step later per cell
    # of distance, so (0, 6) is half-way when (0, 3), 4 cells away, has not begun.
    motion_clock.advance(MOTION.stagger + MOTION.quick / 2)
    half = cell_pixel(view, 0, 6)
    assert half.rgb() not in (block.rgb(), empty.rgb()), "half-way: a fainter block"
    assert cell_pixel(view, 0, 3).rgb() == block.rgb(), "further from the piece: later"
    motion_clock.advance(3 * MOTION.stagger)
    assert cell_pixel(view, 0, 3).rgb() not in (block.rgb(), empty.rgb())
    assert cell_pixel(view, 0, 6) == empty
    motion_clock.advance(3 * MOTION.stagger + MOTION.quick)  # (0, 0): 7 steps away
    assert not view.fading and cell_pixel(view, 0, 0) == empty


def test_new_pieces_are_seen_sliding_up_into_the_tray(
    qtbot: Any, screen: BlockPuzzleScreen, motion_clock: Any
) -> None:
    from puzzlesuite.games.blockpuzzle.view import REFILL_MS, SLOT_H

    screen.set_game(position(EMPTY, [None, None, "dot"]))
    view = screen.view
    qtbot.mouseClick(view.viewport(), LEFT, NONE, view.slot_centre(2).toPoint())
    qtbot.mouseClick(view.viewport(), LEFT, NONE, view.cell_centre(5, 5).toPoint())
    assert view.tray_item.slide == SLOT_H / 2, "the new pieces start half a slot low"
    motion_clock.advance(REFILL_MS / 2)
    assert 0 < view.tray_item.slide < SLOT_H / 4, "eased: most of the way up at half time"
    motion_clock.run_out()
    assert view.tray_item.slide == 0 and not view.fading


def test_the_next_input_finishes_the_clear(
    qtbot: Any, screen: BlockPuzzleScreen, motion_clock: Any
) -> None:
    screen.set_game(position(["#######."] + EMPTY[1:], ["dot", "dot", "dot"]))
    view = screen.view
    empty = cell_pixel(view, 5, 5)
    qtbot.mouseClick(view.viewport(), LEFT, NONE, view.slot_centre(0).toPoint())
    qtbot.mouseClick(view.viewport(), LEFT, NONE, view.cell_centre(0, 7).toPoint())
    assert view.fading
    qtbot.keyClick(view.window().focusWidget() or view, Qt.Key.Key_Right)
    assert not view.fading and cell_pixel(view, 0, 3) == empty


def test_refill_slides_in_and_is_instant_with_reduce_motion(
    qtbot: Any, screen: BlockPuzzleScreen
) -> None:
    view = screen.view
    for reduce_motion in (False, True):
        screen.ctx.settings.update(reduce_motion=reduce_motion)
        screen.set_game(position(EMPTY, [None, None, "dot"]))
        qtbot.mouseClick(view.viewport(), LEFT, NONE, view.slot_centre(2).toPoint())
        qtbot.mouseClick(view.viewport(), LEFT, NONE, view.cell_centre(5, 5).toPoint())
        assert all(piece is not None for piece in screen.game.tray)
        assert view.tray_item.pieces == screen.game.tray
        assert view.fading == (not reduce_motion)
        qtbot.waitUntil(lambda: not view.fading, timeout=2000)
        assert view.tray_item.slide == 0.0
