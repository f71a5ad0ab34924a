"""Sudoku's motion (issue 31, item 3), on the real screen and the test clock: a row,
column or box that becomes full and free of conflicts lights once, in a wave from the
digit that completed it (never judged against the solution); the solved board lights box
by box; the next input finishes either; Reduce motion makes them instant; nothing moves."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt as QtNs
from PySide6.QtGui import QColor
from test_sudoku_screen import click_cell, digit_key, easy_game, key, make_screen, prepared_save

from puzzlesuite.games.sudoku.model import SudokuGame
from puzzlesuite.games.sudoku.screen import SudokuScreen
from puzzlesuite.games.sudoku.view import unit_cells
from puzzlesuite.ui.tokens import MOTION


def row_one_short(game: SudokuGame) -> tuple[int, int]:
    """Fill a row but one cell, away from any other unit's completion: (row, the cell)."""
    for row in range(9):
        empties = [9 * row + c for c in range(9) if not game.values[9 * row + c]]
        if len(empties) >= 2:
            for cell in empties[:-1]:
                game.place(cell, game.solution[cell])
            return row, empties[-1]
    raise AssertionError("no row with two empty cells")


@pytest.fixture
def screen(qtbot: Any, ctx: Any, motion_clock: Any) -> SudokuScreen:
    ctx.saves.save("sudoku", prepared_save(easy_game()))
    return make_screen(qtbot, ctx)


def cell_colour(screen: SudokuScreen, cell: int) -> QColor:
    """The background the player sees near a cell's corner (clear of its digit)."""
    image = screen.view.grab().toImage()
    rect = screen.view.cell_rect(*divmod(cell, 9))
    ratio = image.devicePixelRatio()
    return QColor(image.pixel(int((rect.left() + 5) * ratio), int((rect.bottom() - 5) * ratio)))


def test_a_completed_row_lights_once_in_a_wave_from_its_digit(
    qtbot: Any, screen: SudokuScreen, motion_clock: Any
) -> None:
    game = screen.game
    row, last = row_one_short(game)
    screen.refresh()
    click_cell(qtbot, screen, last)
    far = 9 * row + (8 if last % 9 < 4 else 0)  # the row's far end
    outside = next(c for c in range(81) if c // 9 != row and c not in unit_cells("col", last % 9))
    board = screen.view.geometry()
    screen.enter_digit(game.solution[last], as_note=False)
    lights = screen.view.lights
    assert lights is not None and set(unit_cells("row", row)) <= set(lights.delays)
    assert lights.total_ms <= 400, "short: motion explains, it never waits"
    assert lights.delays[last] == 0 and lights.delays[far] > 0, "a wave from the digit"
    assert screen.view.light_of(outside) == 0
    motion_clock.advance(lights.delays[far] + MOTION.quick / 2)
    assert screen.view.light_of(far) > 0.9
    lit = cell_colour(screen, far)
    assert screen.view.geometry() == board
    motion_clock.run_out()
    assert screen.view.lights is None
    assert cell_colour(screen, far) != lit, "seen once: the far end of the row was lit"


def test_a_full_row_with_a_conflict_does_not_light(
    qtbot: Any, screen: SudokuScreen, motion_clock: Any
) -> None:
    game = screen.game
    row, last = row_one_short(game)
    repeat = next(game.values[9 * row + c] for c in range(9) if game.values[9 * row + c])
    click_cell(qtbot, screen, last)
    key(qtbot, screen, digit_key(repeat))
    assert game.values[last] == repeat and screen.view.lights is None
    # The right digit then completes it: that lights, wrong or right is never judged.
    key(qtbot, screen, digit_key(game.solution[last]))
    assert screen.view.lights is not None


def test_the_next_key_finishes_the_light(
    qtbot: Any, screen: SudokuScreen, motion_clock: Any
) -> None:
    game = screen.game
    _row, last = row_one_short(game)
    click_cell(qtbot, screen, last)
    key(qtbot, screen, digit_key(game.solution[last]))
    motion_clock.advance(40)
    assert screen.view.lights is not None
    key(qtbot, screen, QtNs.Key.Key_Right)
    assert screen.view.lights is None
    assert all(screen.view.light_of(cell) == 0 for cell in range(81))


def test_reduce_motion_makes_it_instant(
    qtbot: Any, screen: SudokuScreen, motion_clock: Any
) -> None:
    screen.ctx.settings.update(reduce_motion=True)
    game = screen.game
    _row, last = row_one_short(game)
    click_cell(qtbot, screen, last)
    frames = motion_clock.frames
    key(qtbot, screen, digit_key(game.solution[last]))
    assert screen.view.lights is None and motion_clock.frames == frames
    assert not motion_clock.ticking


def test_the_solved_board_lights_box_by_box(qtbot: Any, ctx: Any, motion_clock: Any) -> None:
    game = easy_game()
    cells = game.empty_cells()
    for cell in cells[:-1]:
        game.place(cell, game.solution[cell])
    ctx.saves.save("sudoku", prepared_save(game))
    screen = make_screen(qtbot, ctx)
    last = cells[-1]
    click_cell(qtbot, screen, last)
    key(qtbot, screen, digit_key(game.solution[last]))
    lights = screen.view.lights
    assert screen.game.finished and lights is not None
    assert set(lights.delays) == set(range(81)) and lights.total_ms <= 400
    box_of = {cell: (cell // 27, cell % 9 // 3) for cell in range(81)}
    # One delay per box (the box lights as one), and the last digit's box first.
    by_box: dict[tuple[int, int], set[float]] = {}
    for cell, delay in lights.delays.items():
        by_box.setdefault(box_of[cell], set()).add(delay)
    assert all(len(delays) == 1 for delays in by_box.values())
    assert by_box[box_of[last]] == {0} and len({d for (d,) in by_box.values()}) > 2
    motion_clock.run_out()
    assert screen.view.lights is None


def test_undo_and_a_note_light_nothing(qtbot: Any, screen: SudokuScreen, motion_clock: Any) -> None:
    game = screen.game
    _row, last = row_one_short(game)
    click_cell(qtbot, screen, last)
    key(qtbot, screen, digit_key(game.solution[last]))
    motion_clock.run_out()
    screen.undo()
    screen.redo()
    assert screen.view.lights is None, "only a move lights what it completed"
    other = game.empty_cells()[0]
    click_cell(qtbot, screen, other)
    key(qtbot, screen, digit_key(3), QtNs.KeyboardModifier.ShiftModifier)
    assert screen.view.lights is None
