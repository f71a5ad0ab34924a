"""Block Puzzle's ending: the result card over a board that keeps its place, Esc, a
locked board, and the same ending after a restart."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from test_blockpuzzle_screen import LEFT, NONE, cursor_to, focused, position

from puzzlesuite.games.blockpuzzle.screen import BlockPuzzleScreen

ROWS = ["#.#.#.#.", ".#.#.#.#"] * 4


def end(qtbot: Any, board: BlockPuzzleScreen) -> None:
    board.set_game(position(ROWS, ["bar2h", None, "dot"], score=40))
    view = board.view
    qtbot.mouseClick(view.viewport(), LEFT, NONE, view.slot_centre(2).toPoint())
    qtbot.mouseClick(view.viewport(), LEFT, NONE, view.cell_centre(0, 1).toPoint())
    assert board.game.game_over


def test_esc_folds_the_result_and_show_result_brings_it_back(qtbot: Any, ctx: Any) -> None:
    board = BlockPuzzleScreen(ctx)
    qtbot.addWidget(board)
    board.resize(520, 720)
    board.show()
    qtbot.waitExposed(board)
    end(qtbot, board)
    cursor_to(qtbot, board, 3, 3)
    moment = board.result_moment
    qtbot.keyClick(focused(), Qt.Key.Key_Escape)
    assert moment.folded and moment.show_button.isVisible()
    assert moment.height() < moment.show_button.height() * 2  # out of the board's way
    qtbot.keyClick(focused(), Qt.Key.Key_Right)  # the board still reads
    assert board.board_grid.cursor == (3, 4)
    qtbot.mouseClick(moment.show_button, LEFT)
    assert not moment.folded and moment.action_buttons[0].isVisible()


def test_the_finished_board_is_locked(qtbot: Any, ctx: Any) -> None:
    board = BlockPuzzleScreen(ctx)
    qtbot.addWidget(board)
    board.resize(520, 720)
    board.show()
    qtbot.waitExposed(board)
    end(qtbot, board)
    before = board.game.to_json()
    view = board.view
    qtbot.mouseClick(view.viewport(), LEFT, NONE, view.slot_centre(0).toPoint())
    qtbot.mouseClick(view.viewport(), LEFT, NONE, view.cell_centre(0, 1).toPoint())
    board.undo()
    assert board.game.to_json() == before and not board.can_undo()


def test_a_finished_game_resumes_with_its_result(qtbot: Any, ctx: Any, restart: Any) -> None:
    board = BlockPuzzleScreen(ctx)
    qtbot.addWidget(board)
    board.show()
    end(qtbot, board)
    board.save_now()
    window = restart()
    resumed = window.open_game("blockpuzzle")
    QApplication.processEvents()
    assert resumed.game.game_over and resumed.result_moment.isVisible()
    assert resumed.result_moment.result.line == "No piece fits"
    assert "41" in resumed.result_moment.result.figures
    assert resumed.status.text().startswith("Game over")
