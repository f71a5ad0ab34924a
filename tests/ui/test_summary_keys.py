"""Issue 21: the summary keys read what a sighted player sees, in one sentence, through
the real window: R row and V column in the four grid games (each press reads the next
line), B box, D digits placed and P notes in Sudoku, A around and M mines in Minesweeper,
X diagonals in Reversi, T tray in Block Puzzle."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from puzzlesuite.services.readings import line_cells
from tests.games.sudoku.test_sudoku_screen import easy_game, prepared_save
from tests.ui.heard import Listener, assert_said_once

CTRL = Qt.KeyboardModifier.ControlModifier


def press(qtbot: Any, listener: Listener, key: Qt.Key) -> str:
    """One key press; what it made the reader say, as one utterance."""
    said = listener.step(lambda: qtbot.keyClick(QApplication.focusWidget(), key))
    assert_said_once(said, listener.announcements)
    assert len(said) == 1, said
    return said[0]


def test_runs_of_countable_states_are_said_once_with_their_length() -> None:
    runs = {"empty": lambda n: f"{n} empty"}
    words = ["5", "empty", "empty", "7", "empty", "9", "empty", "empty", "empty"]
    assert line_cells(words, runs) == "5, 2 empty, 7, empty, 9, 3 empty"
    assert line_cells(["x", "x"], runs) == "x, x"  # only countable states are counted


def test_sudoku_r_nine_times_hears_the_whole_board(
    qtbot: Any, ctx: Any, main_window: Any, listener: Listener
) -> None:
    ctx.saves.save("sudoku", prepared_save(easy_game()))
    screen = main_window.open_game("sudoku")
    qtbot.waitUntil(screen.board_grid.has_focus)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Home, CTRL)
    values = screen.game.values
    heard = [press(qtbot, listener, Qt.Key.Key_R) for _ in range(9)]
    assert [line.split(":")[0] for line in heard] == [f"Row {n}" for n in range(1, 10)]
    for row, line in enumerate(heard):
        expected_digits = [str(v) for v in values[9 * row : 9 * row + 9] if v]
        digits = [word for word in line.split(": ", 1)[1].rstrip(".").split(", ") if word.isdigit()]
        assert digits == expected_digits
        empties = sum(1 for v in values[9 * row : 9 * row + 9] if not v)
        counted = sum(
            int(word.split()[0]) if word.endswith(" empty") else 1
            for word in line.split(": ", 1)[1].rstrip(".").split(", ")
            if "empty" in word
        )
        assert counted == empties
    assert screen.board_grid.cursor == (0, 0)  # reading does not move the cursor
    assert press(qtbot, listener, Qt.Key.Key_R).startswith("Row 1: ")  # wraps around


def test_sudoku_column_box_digits_and_notes(
    qtbot: Any, ctx: Any, main_window: Any, listener: Listener
) -> None:
    ctx.saves.save("sudoku", prepared_save(easy_game()))
    screen = main_window.open_game("sudoku")
    qtbot.waitUntil(screen.board_grid.has_focus)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)  # r5c6, box 5
    assert press(qtbot, listener, Qt.Key.Key_V).startswith("Column 6: ")
    assert press(qtbot, listener, Qt.Key.Key_V).startswith("Column 7: ")  # the next one
    assert press(qtbot, listener, Qt.Key.Key_B).startswith("Box 5: ")
    placed = press(qtbot, listener, Qt.Key.Key_D)
    ones = sum(1 for v in screen.game.values if v == 1)
    assert placed.startswith("Placed: ") and f"digit 1: {ones} placed" in placed
    cell = screen.game.empty_cells()[0]
    screen.game.notes[cell] = 0b1010  # notes 1 and 3 (bit d-1)
    screen.board_grid.set_cursor(*divmod(cell, 9))
    notes = press(qtbot, listener, Qt.Key.Key_P)
    assert notes.startswith(f"r{cell // 9 + 1}c{cell % 9 + 1}: ")


def test_minesweeper_rows_around_and_mines(
    qtbot: Any, main_window: Any, listener: Listener
) -> None:
    screen = main_window.open_game("minesweeper")
    qtbot.waitUntil(screen.grid.has_focus)
    assert press(qtbot, listener, Qt.Key.Key_R) == "Row 5: 9 covered."
    assert press(qtbot, listener, Qt.Key.Key_R) == "Row 6: 9 covered."
    assert press(qtbot, listener, Qt.Key.Key_V) == "Column 5: 9 covered."
    around = press(qtbot, listener, Qt.Key.Key_A)
    assert around.startswith("Around r5c5: above left covered, above covered")
    assert around.count("covered") == 8
    assert press(qtbot, listener, Qt.Key.Key_M) == "10 mines left; 81 covered cells without a flag."
    listener.step(lambda: qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_F))  # a flag
    assert press(qtbot, listener, Qt.Key.Key_M) == "9 mines left; 80 covered cells without a flag."
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Home, CTRL)
    corner = press(qtbot, listener, Qt.Key.Key_A)
    assert corner == "Around r1c1: right covered, below covered, below right covered."


def test_reversi_row_column_and_diagonals(qtbot: Any, main_window: Any, listener: Listener) -> None:
    screen = main_window.open_game("reversi")
    screen.panel.start_button.click()  # choose, then play (issue 32)
    qtbot.waitUntil(screen.board_grid.has_focus)  # d3
    assert press(qtbot, listener, Qt.Key.Key_R) == "Row 3: 8 empty."
    assert press(qtbot, listener, Qt.Key.Key_R) == "Row 4: 3 empty, white, black, 3 empty."
    column = press(qtbot, listener, Qt.Key.Key_V)
    assert column == "Column d: 3 empty, white, black, 3 empty."
    diagonals = press(qtbot, listener, Qt.Key.Key_X)
    assert diagonals == ("Diagonal b1 to h7: 3 empty, black, 3 empty. Diagonal f1 to a6: 6 empty.")
    assert "legal" not in diagonals and "turn" not in diagonals


def test_block_puzzle_rows_columns_and_tray(
    qtbot: Any, main_window: Any, listener: Listener
) -> None:
    screen = main_window.open_game("blockpuzzle")
    qtbot.waitUntil(screen.board_grid.has_focus)
    row, col = screen.board_grid.cursor
    assert press(qtbot, listener, Qt.Key.Key_R) == f"Row {row + 1}: 8 empty."
    assert press(qtbot, listener, Qt.Key.Key_V) == f"Column {col + 1}: 8 empty."
    tray = press(qtbot, listener, Qt.Key.Key_T)
    assert tray.startswith("Piece 1 of 3: ") and "Piece 3 of 3: " in tray
