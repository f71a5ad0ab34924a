"""Block Puzzle by finger alone (issue 33, docs/TOUCH.md), through Qt's own touch events
on a touchscreen device (tests/ui/touch_kit.py) and the real screen: 20 placements by
drag and 20 by tap-tap on a seed known to last that long; the ghost one row above the
finger, filled or outline, lines lit; a failed drop silent and unchanged; the drag
distance; two fingers never play; a pinch zooms; the pressed slot or cell drawn."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication

from puzzlesuite.games.blockpuzzle.ai import choose_move
from puzzlesuite.games.blockpuzzle.model import BlockPuzzle, drag_anchor
from puzzlesuite.games.blockpuzzle.screen import BlockPuzzleScreen
from puzzlesuite.games.blockpuzzle.view import BoardView
from tests.games.blockpuzzle.test_blockpuzzle_screen import EMPTY, drawn_ghost_cells, position
from tests.ui import touch_kit
from tests.ui.touch_kit import move, press, release, tap

SEED = 3  # the greedy player (ai.choose_move) places 80 pieces before nothing fits


@pytest.fixture(autouse=True)
def _fingers_lifted() -> Iterator[None]:
    yield
    touch_kit.lift_every_finger()


def at_slot(view: BoardView, slot: int) -> QPoint:
    return view.slot_centre(slot).toPoint()


def at_cell(view: BoardView, row: int, col: int) -> QPoint:
    """The centre of a board cell in the viewport (also a row below the board)."""
    return view.cell_centre(row, col).toPoint()


def drag(view: BoardView, start: QPoint, end: QPoint, lift: bool = True) -> None:
    """A finger from `start` to `end` in small steps (a real finger's reports)."""
    press(view.viewport(), start)
    steps = 8
    for step in range(1, steps + 1):
        move(view.viewport(), QPointF(start) + QPointF(end - start) * step / steps)
    if lift:
        release(view.viewport(), end)


def finger_cell_for(game: BlockPuzzle, slot: int, row: int, col: int) -> tuple[int, int]:
    """The cell a finger lifts on to put the piece's corner on (row, col): the piece rides
    one row above the finger, centred on it (model.drag_anchor)."""
    shape = game.piece(slot)
    assert shape is not None
    cell = (row + shape.height, col + shape.width // 2)
    assert drag_anchor(shape, *cell) == (row, col)
    return cell


# ---- a whole game's worth by finger alone ------------------------------------------------


def test_twenty_placements_by_dragging_a_finger(qtbot: Any, screen: BlockPuzzleScreen) -> None:
    screen.set_game(BlockPuzzle(SEED))
    reference = BlockPuzzle(SEED)
    view = screen.view
    for placement in range(20):
        slot, row, col = choose_move(reference)
        finger = finger_cell_for(reference, slot, row, col)
        shape = reference.piece(slot)
        assert shape is not None
        drag(view, at_slot(view, slot), at_cell(view, *finger), lift=False)
        # Aiming: snapped where it will land, filled (it fits), the tray slot emptied.
        assert drawn_ghost_cells(view) == {(row + r, col + c) for r, c in shape.cells}
        assert view.ghost_fits and view.ghost.brush().style() != Qt.BrushStyle.NoBrush
        assert view.tray_item.lifted == slot
        release(view.viewport(), at_cell(view, *finger))
        reference.place(slot, row, col)
        assert screen.game.to_json() == reference.to_json(), placement
    assert screen.game.moves == 20 and not screen.game.game_over
    assert screen.ctx.stats.record("blockpuzzle")["games_played"] == 1


def test_twenty_placements_by_tap_tap(qtbot: Any, screen: BlockPuzzleScreen) -> None:
    screen.set_game(BlockPuzzle(SEED))
    reference = BlockPuzzle(SEED)
    view = screen.view
    for placement in range(20):
        slot, row, col = choose_move(reference)
        shape = reference.piece(slot)
        assert shape is not None
        tap(view.viewport(), at_slot(view, slot))
        assert screen.selected == slot
        # The piece's top-left filled cell (its first in reading order) lands on the cell.
        first_row, first_col = shape.first_cell
        tap(view.viewport(), at_cell(view, row + first_row, col + first_col))
        reference.place(slot, row, col)
        assert screen.game.to_json() == reference.to_json(), placement
    assert screen.game.moves == 20
    assert screen.board_grid.has_focus(), "keys and readers go on from the finger's cell"


# ---- the drag: one row above the finger, filled or outline, lines lit --------------------


def test_the_ghost_rides_one_row_above_the_finger_centred_on_it(
    qtbot: Any, screen: BlockPuzzleScreen
) -> None:
    screen.set_game(position(["#######."] + EMPTY[1:], ["bar3h", "square2", "dot"]))
    view = screen.view
    drag(view, at_slot(view, 0), at_cell(view, 4, 4), lift=False)
    assert drawn_ghost_cells(view) == {(3, 3), (3, 4), (3, 5)}  # bottom edge a row above
    assert view.ghost_fits
    move(view.viewport(), at_cell(view, 1, 6))  # over row 1's filled cells: an outline
    assert drawn_ghost_cells(view) == {(0, 5), (0, 6), (0, 7)}
    assert not view.ghost_fits and view.ghost.brush().style() == Qt.BrushStyle.NoBrush
    release(view.viewport(), at_cell(view, 1, 6))
    assert screen.game.moves == 0
    drag(view, at_slot(view, 2), at_cell(view, 1, 7), lift=False)  # a dot completes row 1
    assert drawn_ghost_cells(view) == {(0, 7)} and view.lit_lines == ((0,), ())
    release(view.viewport(), at_cell(view, 1, 7))
    assert screen.game.lines == 1


def test_a_failed_drop_by_finger_is_silent_and_changes_nothing(
    qtbot: Any, screen: BlockPuzzleScreen
) -> None:
    screen.set_game(position(["####...."] + EMPTY[1:], ["square2", "dot", "dot"]))
    before = screen.game.to_json()
    view = screen.view
    drag(view, at_slot(view, 0), at_cell(view, 2, 2), lift=False)  # over filled cells
    assert not view.ghost_fits
    line = screen.message_line.full_text
    release(view.viewport(), at_cell(view, 2, 2))
    assert screen.game.to_json() == before
    assert screen.ctx.saves.load("blockpuzzle")["game"] == before
    assert screen.ctx.sounds.output.played == []
    assert screen.message_line.full_text == line
    assert screen.dragging is None and view.tray_item.lifted is None
    assert not view.ghost.isVisible()


def test_a_tremble_is_a_tap_and_the_drag_distance_makes_a_drag(
    qtbot: Any, screen: BlockPuzzleScreen
) -> None:
    screen.set_game(position(EMPTY, ["dot", "dot", "dot"]))
    view = screen.view
    start = at_slot(view, 1)
    near = start + QPoint(QApplication.startDragDistance() // 2, 0)
    press(view.viewport(), start)
    move(view.viewport(), near)
    assert screen.dragging is None, "within the drag distance: not a drag yet"
    release(view.viewport(), near)
    assert screen.selected == 1, "a trembling tap still picks the piece"
    far = start - QPoint(0, QApplication.startDragDistance() + 2)
    press(view.viewport(), start)
    move(view.viewport(), far)
    assert screen.dragging == 1, "beyond it: the piece is lifted"
    release(view.viewport(), far)


def test_a_finger_sliding_off_a_cell_places_nothing(qtbot: Any, screen: BlockPuzzleScreen) -> None:
    screen.set_game(position(EMPTY, ["dot", "dot", "dot"]))
    view = screen.view
    tap(view.viewport(), at_slot(view, 0))
    press(view.viewport(), at_cell(view, 4, 4))
    move(view.viewport(), at_cell(view, 4, 5))
    release(view.viewport(), at_cell(view, 4, 5))
    assert screen.game.moves == 0 and screen.selected == 0


def test_the_first_drag_by_finger_explains_the_lift_for_a_finger(
    qtbot: Any, screen: BlockPuzzleScreen
) -> None:
    screen.set_game(position(EMPTY, ["dot", "dot", "dot"]))
    view = screen.view
    drag(view, at_slot(view, 0), at_cell(view, 5, 5), lift=False)
    assert screen.message_line.full_text == (
        "The piece rides one row above your finger so you can see where it lands."
    )
    release(view.viewport(), at_cell(view, 5, 5))
    assert screen.game.moves == 1


# ---- two fingers never play; a pinch zooms -----------------------------------------------


def test_a_second_finger_puts_the_piece_back_and_nothing_plays_after(
    qtbot: Any, screen: BlockPuzzleScreen
) -> None:
    screen.set_game(position(EMPTY, ["dot", "dot", "dot"]))
    before = screen.game.to_json()
    view = screen.view
    drag(view, at_slot(view, 0), at_cell(view, 4, 4), lift=False)
    assert screen.dragging == 0
    press(view.viewport(), at_cell(view, 7, 7), finger=1)
    assert screen.dragging is None and not view.ghost.isVisible()
    assert view.tray_item.lifted is None, "back in the tray"
    release(view.viewport(), at_cell(view, 7, 7), finger=1)
    move(view.viewport(), at_cell(view, 5, 5))  # the first finger goes on alone
    release(view.viewport(), at_cell(view, 5, 5))
    assert screen.game.to_json() == before
    assert screen.ctx.sounds.output.played == []


def test_two_fingers_tapping_do_nothing(qtbot: Any, screen: BlockPuzzleScreen) -> None:
    screen.set_game(position(EMPTY, ["dot", "dot", "dot"]))
    view = screen.view
    tap(view.viewport(), at_slot(view, 0))  # a piece chosen by one finger
    touch_kit.two_fingers_down(view.viewport(), at_cell(view, 2, 2), at_cell(view, 5, 5))
    touch_kit.two_fingers_up(view.viewport(), at_cell(view, 2, 2), at_cell(view, 5, 5))
    press(view.viewport(), at_cell(view, 3, 3))
    press(view.viewport(), at_cell(view, 6, 6), finger=1)
    release(view.viewport(), at_cell(view, 6, 6), finger=1)
    release(view.viewport(), at_cell(view, 3, 3))  # one finger left, lifted on a cell: no
    assert screen.game.moves == 0


def test_a_pinch_changes_the_zoom_and_nothing_else(qtbot: Any, screen: BlockPuzzleScreen) -> None:
    screen.set_game(position(EMPTY, ["dot", "square2", "dot"]))
    before = screen.game.to_json()
    view = screen.view
    assert screen.ctx.settings.value.zoom == 100
    touch_kit.pinch(view.viewport(), at_cell(view, 4, 4), 60, 160)
    assert screen.ctx.settings.value.zoom > 100
    assert screen.game.to_json() == before
    assert screen.selected is None and screen.dragging is None
    touch_kit.pinch(view.viewport(), at_cell(view, 4, 4), 200, 40)
    assert screen.ctx.settings.value.zoom == 100
    assert screen.game.to_json() == before


# ---- what the finger is on shows under it ------------------------------------------------


def test_the_pressed_slot_or_cell_shows_under_the_finger(
    qtbot: Any, screen: BlockPuzzleScreen
) -> None:
    screen.set_game(position(EMPTY, ["dot", None, "dot"]))
    view = screen.view

    def pixel(point: QPoint) -> Any:
        return view.viewport().grab().toImage().pixelColor(point + QPoint(0, 45))

    slot_point = at_slot(view, 0)
    plain = pixel(slot_point)
    press(view.viewport(), slot_point)
    assert view.pressed_key == ("slot", 0, 0)
    pressed = pixel(slot_point)
    assert pressed != plain, "drawn pressed"
    release(view.viewport(), slot_point)  # a tap: the piece is chosen, drawn selected
    assert view.pressed_key is None and pixel(slot_point) not in (plain, pressed)
    assert screen.selected == 0
    press(view.viewport(), at_slot(view, 1))  # an empty slot: nothing to press
    assert view.pressed_key is None
    release(view.viewport(), at_slot(view, 1))
    press(view.viewport(), at_cell(view, 3, 3))
    assert view.pressed_key == ("cell", 3, 3)
    release(view.viewport(), at_cell(view, 3, 3))
    assert view.pressed_key is None


def test_the_mouse_still_drags_and_clicks(qtbot: Any, screen: BlockPuzzleScreen) -> None:
    screen.set_game(position(EMPTY, ["dot", "dot", "dot"]))
    view = screen.view
    left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    qtbot.mousePress(view.viewport(), left, none, at_slot(view, 0))
    qtbot.mouseMove(view.viewport(), at_cell(view, 4, 4))
    qtbot.mouseRelease(view.viewport(), left, none, at_cell(view, 4, 4))
    qtbot.mouseClick(view.viewport(), left, none, at_slot(view, 1))
    qtbot.mouseClick(view.viewport(), left, none, at_cell(view, 6, 6))
    assert screen.game.moves == 2
    assert screen.game.filled(3, 4) and screen.game.filled(6, 6)
