"""Sudoku by finger (issue 33), through Qt's own touch events on a touchscreen device
(tests/ui/touch_kit.py): tap a cell, then the number pad; Notes, Hint, Undo and Redo in
reach; the same input path as the mouse and the keys. The edge cases: a finger that
slides off its cell does nothing, two fingers never play (also after one lifts), a pinch
changes the zoom and nothing else, a pressed cell and a pressed key show under the
finger."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor
from test_sudoku_screen import easy_game, make_screen, prepared_save

from puzzlesuite.games.sudoku.screen import SudokuScreen
from tests.ui import touch_kit
from tests.ui.touch_kit import move, pinch, press, release, tap, two_fingers_down, two_fingers_up


@pytest.fixture(autouse=True)
def _fingers_lifted() -> Iterator[None]:
    yield
    touch_kit.lift_every_finger()


@pytest.fixture
def screen(qtbot: Any, ctx: Any) -> Iterator[SudokuScreen]:
    ctx.apply_zoom()  # the desktop's font is the 100 %
    ctx.saves.save("sudoku", prepared_save(easy_game()))
    widget = make_screen(qtbot, ctx)
    # Inside the offscreen screen (800×800): a touch beyond its edge never arrives.
    widget.resize(790, 600)
    qtbot.wait(10)
    yield widget
    ctx.settings.update(zoom=100)
    ctx.apply_zoom()


def cell_centre(screen: SudokuScreen, cell: int) -> QPoint:
    return screen.view.cell_rect(*divmod(cell, 9)).center()


def key_centre(screen: SudokuScreen, value: int) -> QPoint:
    return screen.panel.key_rect(value).center()


def tap_cell(screen: SudokuScreen, cell: int) -> None:
    tap(screen.view, cell_centre(screen, cell))


def tap_key(screen: SudokuScreen, value: int) -> None:
    tap(screen.panel.number_pad, key_centre(screen, value))


def test_an_easy_sudoku_solved_by_touch_alone(qtbot: Any, screen: SudokuScreen) -> None:
    game = screen.game
    assert game is not None
    first = game.empty_cells()[0]
    # A wrong digit first, and Clear: the pad's last row.
    tap_cell(screen, first)
    assert screen.cursor_cell == first and screen.board_grid.has_focus()
    tap_key(screen, game.solution[first] % 9 + 1)
    assert game.values[first] == game.solution[first] % 9 + 1
    tap_key(screen, 0)
    assert game.values[first] == 0
    for cell in game.empty_cells():
        tap_cell(screen, cell)
        tap_key(screen, game.solution[cell])
        assert game.values[cell] == game.solution[cell]
    assert game.finished and screen.result_moment.result is not None
    record = screen.ctx.stats.record("sudoku")["easy"]
    assert record["solved"] == 1  # counted as any solve is


def test_notes_hint_undo_and_redo_are_in_reach_of_a_finger(
    qtbot: Any, ctx: Any, main_window: Any
) -> None:
    ctx.saves.save("sudoku", prepared_save(easy_game()))
    main_window.resize(790, 600)  # inside the offscreen screen: touches beyond it are lost
    screen = main_window.open_game("sudoku")
    qtbot.wait(10)
    game = screen.game
    cell = game.empty_cells()[0]
    switch = screen.panel.notes_switch
    tap(switch, QPoint(8, switch.height() // 2))
    assert screen.notes_mode
    tap_cell(screen, cell)
    tap_key(screen, 4)
    assert game.notes[cell] == 1 << 4 and game.values[cell] == 0
    tap(switch, QPoint(8, switch.height() // 2))
    assert not screen.notes_mode
    buttons = screen.controls.buttons
    hint, undo, redo = buttons["hint"], buttons["undo"], buttons["redo"]
    tap(hint, hint.rect().center())
    assert screen.hints.hint is not None and game.hints_used == 1
    tap(undo, undo.rect().center())
    assert game.notes[cell] == 0
    tap(redo, redo.rect().center())
    assert game.notes[cell] == 1 << 4


def test_a_finger_that_slides_off_its_cell_selects_nothing(
    qtbot: Any, screen: SudokuScreen
) -> None:
    start = screen.cursor_cell
    a, b = (0, 1) if start not in (0, 1) else (9, 10)
    press(screen.view, cell_centre(screen, a))
    move(screen.view, cell_centre(screen, b))
    release(screen.view, cell_centre(screen, b))
    assert screen.cursor_cell == start
    # Off a pad key: nothing written.
    game = screen.game
    cell = game.empty_cells()[0]
    tap_cell(screen, cell)
    press(screen.panel.number_pad, key_centre(screen, 1))
    move(screen.panel.number_pad, key_centre(screen, 5))
    release(screen.panel.number_pad, key_centre(screen, 5))
    assert game.values[cell] == 0


def test_two_fingers_never_play_even_after_one_lifts(qtbot: Any, screen: SudokuScreen) -> None:
    game = screen.game
    cell = game.empty_cells()[0]
    tap_cell(screen, cell)
    before = list(game.values)
    pad = screen.panel.number_pad
    two_fingers_down(pad, key_centre(screen, 3), key_centre(screen, 6))
    two_fingers_up(pad, key_centre(screen, 3), key_centre(screen, 6))
    press(pad, key_centre(screen, 2), 0)
    press(pad, key_centre(screen, 8), 1)
    release(pad, key_centre(screen, 8), 1)
    release(pad, key_centre(screen, 2), 0)  # the one left lifts on its key: still nothing
    assert game.values == before
    other = game.empty_cells()[1]
    press(screen.view, cell_centre(screen, other), 0)
    press(screen.view, cell_centre(screen, 40), 1)
    release(screen.view, cell_centre(screen, 40), 1)
    release(screen.view, cell_centre(screen, other), 0)
    assert screen.cursor_cell == cell, "no cell selected by two fingers"


def test_a_pinch_zooms_the_board_and_changes_nothing_else(qtbot: Any, screen: SudokuScreen) -> None:
    game = screen.game
    before, cursor = list(game.values), screen.cursor_cell
    pinch(screen.view, cell_centre(screen, 40), 60, 160)
    assert screen.ctx.settings.value.zoom > 100
    assert game.values == before and screen.cursor_cell == cursor
    pinch(screen.view, screen.view.rect().center(), 200, 60)
    assert screen.ctx.settings.value.zoom < 175


def test_the_cell_and_the_key_under_a_finger_show_pressed(qtbot: Any, screen: SudokuScreen) -> None:
    cell = screen.game.empty_cells()[0]

    def pixel() -> QColor:
        rect = screen.view.cell_rect(*divmod(cell, 9))
        image = screen.view.grab().toImage()
        ratio = image.devicePixelRatio()
        return QColor(image.pixel(int((rect.left() + 8) * ratio), int((rect.top() + 8) * ratio)))

    plain = pixel()
    press(screen.view, cell_centre(screen, cell))
    assert screen.view.touched == cell and pixel() != plain
    release(screen.view, cell_centre(screen, cell))
    assert screen.view.touched is None and screen.cursor_cell == cell
    pad = screen.panel.number_pad
    press(pad, key_centre(screen, 7))
    assert pad._pressed == 7  # drawn sunk, as under a held mouse button
    release(pad, key_centre(screen, 7))
    assert pad._pressed is None and screen.game.values[cell] == 7
