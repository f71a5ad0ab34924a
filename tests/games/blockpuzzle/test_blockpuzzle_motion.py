"""Block Puzzle's motion (issue 31, docs/MOTION.md), through the real screen on the test
clock: the piece settles, the full lines empty together in one wave from the piece with
one points figure, the score counts up (painted; its text final at once); each is
finished by the next input, instant under Reduce motion, at most 400 ms, and moves
nothing around the board; a failed drop does nothing at all."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor

from puzzlesuite.games.blockpuzzle.model import BOARD_SIZE
from puzzlesuite.games.blockpuzzle.screen import BlockPuzzleScreen
from puzzlesuite.games.blockpuzzle.view import BOARD_PX, CELL, BoardView, family_colour
from puzzlesuite.ui import motion
from puzzlesuite.ui.tokens import MOTION
from tests.games.blockpuzzle.test_blockpuzzle_screen import (
    EMPTY,
    move_to_cell,
    position,
    release_at_cell,
    start_drag,
)

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier
LONGEST_MS = 400  # docs/MOTION.md: at most 400 ms from the first change to the last


def click(qtbot: Any, view: BoardView, point: QPointF) -> None:
    qtbot.mouseClick(view.viewport(), LEFT, NONE, point.toPoint())


def place_by_clicks(qtbot: Any, on: BlockPuzzleScreen, slot: int, cell: tuple[int, int]) -> None:
    click(qtbot, on.view, on.view.slot_centre(slot))
    click(qtbot, on.view, on.view.cell_centre(*cell))


def pixel(view: BoardView, scene_point: QPointF) -> QColor:
    image = view.viewport().grab().toImage()
    return image.pixelColor(view.mapFromScene(scene_point))


def running(view: BoardView) -> list[motion.Animation[Any]]:
    return [a for a in motion.get_animator().running if a.owner in (view, view.parent())]


# ---- the piece settles ------------------------------------------------------------------


def test_a_placed_piece_settles_into_its_cells(
    qtbot: Any, screen: BlockPuzzleScreen, motion_clock: Any
) -> None:
    screen.set_game(position(EMPTY, ["square2", "dot", "dot"]))
    view = screen.view
    # Just outside the 2×2's right edge (cells (3, 3)–(4, 4)): the larger piece covers it
    # while it settles; the empty cell shows once it has landed.
    outside = QPointF(5 * CELL + 2, 3.5 * CELL)
    empty = pixel(view, outside)
    place_by_clicks(qtbot, screen, 0, (3, 3))
    assert screen.game.score == 4, "the model does not wait for the motion"
    colour = family_colour(screen.game.colours[3 * BOARD_SIZE + 3])
    assert view.settle_item.settle is not None and view.settle_item.settle.running
    assert view.settle_item.cells == ((3, 3), (3, 4), (4, 3), (4, 4))
    assert pixel(view, outside) != empty, "a little larger, as if just above the board"
    motion_clock.advance(MOTION.quick / 2)
    motion_clock.advance(MOTION.quick / 2)
    assert not view.fading
    assert pixel(view, outside) == empty
    assert pixel(view, QPointF(3.5 * CELL, 3.5 * CELL)).rgb() == colour.rgb()


# ---- the lines empty together, one wave from the piece, one points figure ----------------


def test_a_row_and_a_column_empty_in_one_wave_from_the_piece(
    qtbot: Any, screen: BlockPuzzleScreen, motion_clock: Any
) -> None:
    # The dot at (0, 7) completes row 1 and column 8 at once: one clear of 2 lines.
    screen.set_game(position(["#######."] + [".......#"] * 7, ["dot", "dot", "dot"]))
    view = screen.view
    place_by_clicks(qtbot, screen, 0, (0, 7))
    assert screen.game.lines == 2
    fade = view.cleared_item.fade
    assert fade is not None and fade.running
    cells = {(0, c) for c in range(8)} | {(r, 7) for r in range(8)}
    assert set(fade.keys) == cells, "one animation: the lines empty together"
    # Delays grow with the distance from the placed cell, a stagger step a cell.
    assert fade.delays[(0, 7)] == 0
    assert fade.delays[(0, 6)] == fade.delays[(1, 7)] == MOTION.stagger
    assert fade.delays[(0, 0)] == fade.delays[(7, 7)] == 7 * MOTION.stagger
    assert fade.total_ms <= LONGEST_MS
    assert view.settle_item.cells == (), "the piece's only cell was cleared: no settle"
    frames = motion_clock.run_out()
    assert frames * motion.FRAME_MS <= LONGEST_MS + motion.FRAME_MS
    assert not view.fading and view.fading_cells() == set()


def test_one_points_figure_for_the_move_rises_from_the_cleared_lines(
    qtbot: Any, screen: BlockPuzzleScreen, motion_clock: Any
) -> None:
    screen.set_game(position(["#######."] + [".......#"] * 7, ["dot", "dot", "dot"]))
    view = screen.view
    item = view.points_item
    place_by_clicks(qtbot, screen, 0, (0, 7))
    assert item.rise is not None and item.rise.running
    # The move's points, once: 1 for the cell and 30 for a clear of 2 lines.
    text_box = item.path.boundingRect()
    assert text_box.width() > 0
    board = QRectF(0, 0, BOARD_PX, BOARD_PX)
    assert board.contains(item.boundingRect()), "inside the board from start to end"
    assert item.anchor.x() > 6 * CELL, "from the lines, where the piece landed"
    start = item.sceneBoundingRect()
    motion_clock.run_out()
    assert item.rise is None and item.sceneBoundingRect() == start, "nothing left"
    assert screen.message_line.full_text == "Cleared row 1 and column 8: +31."


def test_the_points_figure_says_the_moves_points(
    qtbot: Any, screen: BlockPuzzleScreen, motion_clock: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[str] = []
    real = BoardView.rise_points
    monkeypatch.setattr(
        BoardView,
        "rise_points",
        lambda self, text, cell: (shown.append(text), real(self, text, cell))[1],
    )
    screen.set_game(position(["#######."] + [".......#"] * 7, ["dot", "dot", "dot"]))
    place_by_clicks(qtbot, screen, 0, (0, 7))
    assert shown == ["+31"]
    place_by_clicks(qtbot, screen, 1, (4, 4))  # no line: no figure (the score counts up)
    assert shown == ["+31"]


# ---- the score counts up, its text final at once ----------------------------------------


def test_the_score_counts_up_painted_while_its_text_is_final(
    qtbot: Any, screen: BlockPuzzleScreen, motion_clock: Any
) -> None:
    screen.set_game(position(["#######."] + [".......#"] * 7, ["dot", "dot", "dot"], score=100))
    status = screen.status
    assert status.text() == "Score 100 · Best 100"
    place_by_clicks(qtbot, screen, 0, (0, 7))
    final = "Score 131 · Best 131"
    assert status.text() == final, "set once, to the final value (what readers read)"
    painted = [status.painted_text]
    while status.count is not None:
        motion_clock.advance()
        painted.append(status.painted_text)
        assert status.text() == final
    scores = [int(text.split()[1]) for text in painted]
    assert scores[0] == 100 and scores[-1] == 131
    assert scores == sorted(scores) and len(set(scores)) >= 4, "it counts, frame by frame"
    assert len(painted) * motion.FRAME_MS <= MOTION.standard + 2 * motion.FRAME_MS


def test_the_status_label_is_not_renamed_per_frame(
    qtbot: Any, screen: BlockPuzzleScreen, motion_clock: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    texts: list[str] = []
    status = screen.status
    real = type(status).setText
    monkeypatch.setattr(
        type(status), "setText", lambda self, text: (texts.append(text), real(self, text))[1]
    )
    screen.set_game(position(EMPTY, ["square3", "dot", "dot"]))
    click(qtbot, screen.view, screen.view.slot_centre(0))
    texts.clear()
    click(qtbot, screen.view, screen.view.cell_centre(0, 0))
    motion_clock.run_out()
    assert set(texts) == {"Score 9 · Best 9"}


# ---- finished by the next input, instant under Reduce motion, a steady screen ------------


def test_the_next_input_finishes_every_motion_of_a_placement(
    qtbot: Any, screen: BlockPuzzleScreen, motion_clock: Any
) -> None:
    screen.set_game(position(["#######."] + [".......#"] * 7, ["square2", "dot", "dot"]))
    view = screen.view
    place_by_clicks(qtbot, screen, 1, (0, 7))
    assert view.fading and screen.status.count is not None
    qtbot.mousePress(view.viewport(), LEFT, NONE, view.slot_centre(0).toPoint())
    assert not view.fading and screen.status.count is None
    assert screen.status.painted_text == screen.status.text()


@pytest.mark.parametrize("source", ["app", "desktop"])
def test_every_motion_is_instant_under_reduce_motion(
    qtbot: Any, screen: BlockPuzzleScreen, motion_clock: Any, source: str
) -> None:
    if source == "app":
        screen.ctx.settings.update(reduce_motion=True)
    else:
        from tests.ui.fake_portal import FakeSource

        screen.ctx.follow_desktop_motion([FakeSource("portal", True)])
    assert screen.ctx.reduce_motion
    screen.set_game(position(["#######."] + [".......#"] * 7, [None, "square2", "dot"]))
    view = screen.view
    place_by_clicks(qtbot, screen, 1, (4, 2))  # settles, counts
    place_by_clicks(qtbot, screen, 2, (0, 7))  # clears 2 lines, refills the tray
    assert screen.game.lines == 2
    assert not view.fading and screen.status.count is None
    assert not motion.get_animator().running
    assert screen.status.painted_text == screen.status.text()


def test_nothing_around_the_board_moves_while_it_animates(
    qtbot: Any, main_window: Any, motion_clock: Any
) -> None:
    shown = main_window.open_game("blockpuzzle")
    shown.set_game(position(["#######."] + [".......#"] * 7, ["dot", None, None]))
    widgets = [shown.view, shown.status, shown.message_line, *shown.controls.buttons.values()]
    assert len(widgets) >= 6
    before = [w.geometry() for w in widgets]
    scene_rect = shown.view.sceneRect()
    place_by_clicks(qtbot, shown, 0, (0, 7))
    assert shown.view.fading
    while shown.view.fading:
        motion_clock.advance()
        assert [w.geometry() for w in widgets] == before
        assert shown.view.sceneRect() == scene_rect


# ---- a failed drop does nothing at all -------------------------------------------------


def test_a_failed_drop_starts_no_motion(
    qtbot: Any, screen: BlockPuzzleScreen, motion_clock: Any
) -> None:
    screen.set_game(position(["####...."] + EMPTY[1:], ["square2", "dot", "dot"]))
    view = screen.view
    status = screen.status.painted_text
    start_drag(qtbot, view, 0)
    move_to_cell(qtbot, view, 2, 2)  # overlaps the filled cells: an outline
    release_at_cell(qtbot, view, 2, 2)
    assert not motion.get_animator().running
    assert not view.fading and screen.status.count is None
    assert screen.status.painted_text == status
    assert screen.ctx.sounds.output.played == []
