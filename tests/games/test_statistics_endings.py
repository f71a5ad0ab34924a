"""Every ending path counted once (issue 22): win, loss, draw, no piece fits, and a game
resumed after a restart then finished. Driven through the real screens."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from puzzlesuite.games.blockpuzzle.model import BlockPuzzle
from puzzlesuite.games.blockpuzzle.screen import BlockPuzzleScreen
from puzzlesuite.games.minesweeper.screen import MinesweeperScreen
from puzzlesuite.games.minesweeper.solver import deduce
from puzzlesuite.games.reversi.ai import Level as Opponent
from puzzlesuite.games.reversi.engine import parse_square
from puzzlesuite.games.reversi.model import Position, ReversiGame
from puzzlesuite.games.reversi.screen import ReversiScreen
from puzzlesuite.games.sudoku.generator import generate
from puzzlesuite.games.sudoku.model import SudokuGame
from puzzlesuite.games.sudoku.screen import SudokuScreen
from puzzlesuite.games.sudoku.techniques import LEVELS, Level
from puzzlesuite.ui import threads

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


@pytest.fixture(autouse=True)
def _no_worker_left_behind() -> Any:
    yield
    threads.wait_for_all()
    QApplication.processEvents()


def shown(qtbot: Any, widget: QWidget) -> Any:
    qtbot.addWidget(widget)
    widget.resize(1000, 700)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


# ---- Reversi: win, loss, draw ----------------------------------------------------------


def board(rows: list[str]) -> Position:
    black = white = 0
    for r, row in enumerate(rows):
        for c, char in enumerate(row):
            if char == "B":
                black |= 1 << (r * 8 + c)
            elif char == "W":
                white |= 1 << (r * 8 + c)
    return Position(black, white)


# Black to move; h8 is the last empty square. Its only flips are b8–g8 (column h and the
# long diagonal hold no black disc), so the final count is 8 + k black against 56 − k,
# k being the black discs drawn in rows 1–7.
LOSS = ["WWWWWWWW"] * 7 + ["BWWWWWW."]
DRAW = ["WBBBBBBW", "BWBBBBBW", "BBWBBBBW", "BBBWBBBW"] + ["WWWWWWWW"] * 3 + ["BWWWWWW."]
WIN = ["BBBBBBBB"] * 5 + ["BBBBBBBW", "BBBBBBB.", "BBBBBBB."]


@pytest.mark.parametrize(
    ("rows", "last", "result"),
    [(WIN, "h7", "wins"), (LOSS, "h8", "losses"), (DRAW, "h8", "draws")],
)
def test_a_reversi_ending_counts_once_and_survives_a_restart(
    qtbot: Any, ctx: Any, rows: list[str], last: str, result: str
) -> None:
    screen = shown(qtbot, ReversiScreen(ctx))
    screen.set_game(ReversiGame(level=Opponent.HARD, position=board(rows)))
    point = screen.view.cell_centre(parse_square(last)).toPoint()
    qtbot.mouseClick(screen.view.viewport(), LEFT, NONE, point)
    assert screen.game.result() is not None
    screen.close()
    shown(qtbot, ReversiScreen(ctx))  # the finished game reopened counts nothing more
    assert ctx.stats.record("reversi")["hard"] == {"played": 1, result: 1}


# ---- Block Puzzle: no piece fits -------------------------------------------------------


def block_position(rows: list[str], tray: list[str | None]) -> BlockPuzzle:
    return BlockPuzzle.from_json(
        {
            "version": 1,
            "seed": 7,
            "refills": 1,
            "score": 40,
            "lines": 0,
            "moves": 0,
            "board": [r.replace("#", "1") for r in rows],
            "tray": tray,
        }
    )


def test_no_piece_fits_counts_the_game_once_even_resumed_in_between(qtbot: Any, ctx: Any) -> None:
    rows = ["#.#.#.#.", ".#.#.#.#"] * 4
    screen = shown(qtbot, BlockPuzzleScreen(ctx))
    screen.set_game(block_position(rows, ["dot", "bar2h", "dot"]))
    view = screen.view
    qtbot.mouseClick(view.viewport(), LEFT, NONE, view.slot_centre(0).toPoint())
    qtbot.mouseClick(view.viewport(), LEFT, NONE, view.cell_centre(0, 1).toPoint())
    assert ctx.stats.record("blockpuzzle")["games_played"] == 1
    screen.close()
    resumed = shown(qtbot, BlockPuzzleScreen(ctx))  # a restart with the game half played
    view = resumed.view
    qtbot.mouseClick(view.viewport(), LEFT, NONE, view.slot_centre(2).toPoint())
    qtbot.mouseClick(view.viewport(), LEFT, NONE, view.cell_centre(0, 3).toPoint())
    assert resumed.game.game_over  # the bar fits nowhere: the ending
    resumed.close()
    shown(qtbot, BlockPuzzleScreen(ctx))
    record = ctx.stats.record("blockpuzzle")
    assert record["games_played"] == 1 and record["best_score"] == 42


# ---- Sudoku: resumed, then solved ------------------------------------------------------


def sudoku_save(game: SudokuGame) -> dict[str, Any]:
    prepared = {}
    for level in LEVELS:
        puzzle = generate(level, 100 + level.rank)
        prepared[level.value] = {
            "seed": puzzle.seed,
            "givens": list(puzzle.givens),
            "solution": list(puzzle.solution),
        }
    return {"game": game.to_dict(), "prepared": prepared}


def test_a_sudoku_resumed_then_solved_counts_once_with_its_buckets(qtbot: Any, ctx: Any) -> None:
    puzzle = generate(Level.EASY, 7)
    game = SudokuGame(puzzle.givens, puzzle.solution, puzzle.level, puzzle.seed)
    cells = game.empty_cells()
    for cell in cells[:-1]:
        game.place(cell, game.solution[cell])
    game.started, game.elapsed, game.hints_used = True, 500.0, 2
    ctx.saves.save("sudoku", sudoku_save(game))  # as a restart finds it
    screen = shown(qtbot, SudokuScreen(ctx))
    last = cells[-1]
    qtbot.mouseClick(screen.view, LEFT, NONE, screen.view.cell_rectf(last).center().toPoint())
    digit = getattr(Qt.Key, f"Key_{screen.game.solution[last]}")
    qtbot.keyClick(screen.board_grid.focus_widget, digit)
    assert screen.game.finished
    screen.undo()
    screen.redo()  # the same last digit again: still one solve
    screen.close()
    shown(qtbot, SudokuScreen(ctx))
    easy = ctx.stats.record("sudoku")["easy"]
    assert easy["solved"] == 1 and "solved_no_hints" not in easy
    assert easy["solve_times"] == [0, 1, 0, 0, 0]  # 5 to 10 minutes
    assert easy["hints_per_solve"] == [0, 0, 1, 0]  # 2 to 3 hints
    assert "started" not in easy  # started before the restart, counted then


# ---- Minesweeper: resumed, then won ----------------------------------------------------


def test_a_minesweeper_board_resumed_then_won_counts_once(qtbot: Any, ctx: Any) -> None:
    screen = shown(qtbot, MinesweeperScreen(ctx))
    screen.panel.code_edit.clear()
    qtbot.keyClicks(screen.panel.code_edit, "M-9x9x10-724252")
    qtbot.keyClick(screen.panel.code_edit, Qt.Key.Key_Return)

    def click(widget: MinesweeperScreen, cell: int) -> None:
        point = widget.view.cell_rect(*divmod(cell, widget.game.width)).center()
        qtbot.mouseClick(widget.view, LEFT, NONE, point)

    click(screen, 40)
    assert ctx.stats.record("minesweeper")["beginner"] == {"played": 1}
    screen.close()
    resumed = shown(qtbot, MinesweeperScreen(ctx))
    assert resumed.game.started
    while not resumed.game.over:
        click(resumed, sorted(deduce(resumed.game.position()).safe)[0])
    resumed.close()
    shown(qtbot, MinesweeperScreen(ctx))
    beginner = ctx.stats.record("minesweeper")["beginner"]
    assert beginner["played"] == 1 and beginner["won"] == 1
    assert beginner["won_without_hints"] == 1 and sum(beginner["win_times"]) == 1
