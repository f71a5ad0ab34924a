"""Sudoku's sounds (issue 31, item 5; docs/SOUND.md), through the real screen and the null
output: each move plays its one event, its largest outcome; a digit sounds the same with
or without a conflict; refused input, undo and redo are silent."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt as QtNs
from test_sudoku_screen import (
    click_cell,
    digit_key,
    easy_game,
    key,
    make_screen,
    prepared_save,
)

from puzzlesuite.games.sudoku.model import SudokuGame
from puzzlesuite.games.sudoku.screen import SudokuScreen

SHIFT = QtNs.KeyboardModifier.ShiftModifier


@pytest.fixture
def screen(qtbot: Any, ctx: Any) -> SudokuScreen:
    ctx.saves.save("sudoku", prepared_save(easy_game()))
    return make_screen(qtbot, ctx)


def heard(screen: SudokuScreen, act: Any) -> list[str]:
    """The sounds `act` played."""
    output = screen.ctx.sounds.output
    before = len(output.names)
    act()
    return list(output.names[before:])


def test_a_digit_a_note_and_an_erasure_each_play_their_sound(
    qtbot: Any, screen: SudokuScreen
) -> None:
    game = screen.game
    cell = game.empty_cells()[0]
    click_cell(qtbot, screen, cell)
    assert heard(screen, lambda: key(qtbot, screen, digit_key(4), SHIFT)) == ["mark"]
    assert heard(screen, lambda: key(qtbot, screen, digit_key(4), SHIFT)) == ["mark"]
    assert heard(screen, lambda: key(qtbot, screen, digit_key(game.solution[cell]))) == ["place"]
    assert heard(screen, lambda: key(qtbot, screen, QtNs.Key.Key_Delete)) == ["unmark"]
    # Clearing an empty cell and filling notes twice: the second time changes nothing.
    assert heard(screen, lambda: key(qtbot, screen, QtNs.Key.Key_Delete)) == []
    assert heard(screen, lambda: key(qtbot, screen, QtNs.Key.Key_F)) == ["mark"]
    assert heard(screen, lambda: key(qtbot, screen, QtNs.Key.Key_F)) == []


def test_a_conflicting_digit_sounds_like_any_digit(qtbot: Any, screen: SudokuScreen) -> None:
    game = screen.game
    cell = game.empty_cells()[0]
    row_digit = next(
        game.values[9 * (cell // 9) + c] for c in range(9) if game.values[9 * (cell // 9) + c]
    )
    click_cell(qtbot, screen, cell)
    assert heard(screen, lambda: key(qtbot, screen, digit_key(row_digit))) == ["place"]
    assert cell in game.conflicts(), "a conflict, and no error sound"
    assert heard(screen, lambda: key(qtbot, screen, digit_key(row_digit))) == []  # no change


def test_refused_keys_undo_and_redo_are_silent(qtbot: Any, screen: SudokuScreen) -> None:
    game = screen.game
    given = next(c for c in range(81) if game.is_given(c))
    click_cell(qtbot, screen, given)
    assert heard(screen, lambda: key(qtbot, screen, digit_key(1))) == []
    assert heard(screen, lambda: key(qtbot, screen, QtNs.Key.Key_Delete)) == []
    empty = game.empty_cells()[0]
    click_cell(qtbot, screen, empty)
    key(qtbot, screen, digit_key(5))
    assert heard(screen, lambda: key(qtbot, screen, digit_key(6), SHIFT)) == []  # filled
    assert heard(screen, screen.undo) == [] and heard(screen, screen.redo) == []


def test_completing_a_unit_plays_one_sound_and_solving_plays_the_finish(
    qtbot: Any, ctx: Any
) -> None:
    game = easy_game()
    cells = game.empty_cells()
    # Every cell solved but two in different rows, columns and boxes.
    apart = [cells[0]]
    apart.append(
        next(
            c
            for c in cells
            if c // 9 != apart[0] // 9
            and c % 9 != apart[0] % 9
            and (c // 27, c % 9 // 3) != (apart[0] // 27, apart[0] % 9 // 3)
        )
    )
    for cell in cells:
        if cell not in apart:
            game.place(cell, game.solution[cell])
    ctx.saves.save("sudoku", prepared_save(game))
    screen = make_screen(qtbot, ctx)
    first, last = apart
    click_cell(qtbot, screen, first)
    # One digit completing a row, a column and a box: one sound, the unit's.
    assert heard(screen, lambda: key(qtbot, screen, digit_key(game.solution[first]))) == ["unit"]
    click_cell(qtbot, screen, last)
    assert heard(screen, lambda: key(qtbot, screen, digit_key(game.solution[last]))) == ["finish"]
    assert screen.game.finished
    assert heard(screen, lambda: key(qtbot, screen, digit_key(1))) == []  # locked: silent


def test_each_hint_step_plays_the_hint_sound(qtbot: Any, screen: SudokuScreen) -> None:
    assert heard(screen, screen.hint) == ["hint"]  # where
    assert heard(screen, screen.hint) == ["hint"]  # why
    assert heard(screen, screen.hint) == ["hint"]  # done (it places a digit)


def test_a_hint_that_solves_plays_the_finish(qtbot: Any, ctx: Any) -> None:
    game: SudokuGame = easy_game()
    cells = game.empty_cells()
    for cell in cells[:-1]:
        game.place(cell, game.solution[cell])
    ctx.saves.save("sudoku", prepared_save(game))
    screen = make_screen(qtbot, ctx)
    screen.hint()
    screen.hint()
    assert heard(screen, screen.hint) == ["finish"]
    assert heard(screen, screen.hint) == []  # nothing to hint: silent
