"""Minesweeper's ending: the result card, a locked board, the end in the header, a restart."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from test_minesweeper_screen import (
    CODE,
    RIGHT,
    click,
    key,
    make_screen,
    safe_and_mined,
    started,
)

from puzzlesuite.games.minesweeper.screen import MinesweeperScreen


def win(qtbot: Any, screen: MinesweeperScreen) -> None:
    started(qtbot, screen)
    while not screen.game.over:
        safe, _mined = safe_and_mined(screen)
        click(qtbot, screen, safe[0])
    assert screen.game.won


def lose(qtbot: Any, screen: MinesweeperScreen) -> int:
    started(qtbot, screen)
    _safe, mined = safe_and_mined(screen)
    click(qtbot, screen, mined[0])
    assert screen.game.lost
    return mined[0]


def test_a_win_shows_the_card_with_the_hints_and_the_header_says_cleared(
    qtbot: Any, ctx: Any
) -> None:
    screen = make_screen(qtbot, ctx)
    started(qtbot, screen)
    board_before = screen.board_scroll.geometry()
    while not screen.game.over:
        safe, _mined = safe_and_mined(screen)
        click(qtbot, screen, safe[0])
    moment = screen.result_moment
    assert moment.isVisible() and moment.result is not None
    assert (moment.result.line, moment.result.figures) == ("Board cleared", "No hints used.")
    assert [a.text for a in moment.result.actions] == ["Play again", "Another level…"]
    assert screen.counter.text() == "Board cleared"  # no more "Mines left: 0"
    assert screen.board_scroll.geometry() == board_before
    assert "Tab: Play again or Another level. Esc" in screen.last_outcome
    assert "second" not in moment.result.figures  # no clock on screen, none here either
    # The new card: the hints as an earned mark, no figure counting (no time), no verdict.
    assert [mark.text for mark in moment.result.marks] == ["No hints"]
    assert moment.result.numbers == () and moment.result.detail == ""


def test_a_loss_says_whether_the_mine_could_have_been_known_and_locks_the_board(
    qtbot: Any, ctx: Any
) -> None:
    screen = make_screen(qtbot, ctx)
    lose(qtbot, screen)
    moment = screen.result_moment
    assert moment.result is not None and moment.result.line == "Mine hit"
    assert moment.result.figures.startswith("No hints used. The mine could")
    # Drawn on the card: the hints as a mark, the verdict as its sentence under it.
    assert [mark.text for mark in moment.result.marks] == ["No hints"]
    assert moment.result.detail.startswith("The mine could")
    assert moment.result.figures.endswith(moment.result.detail)
    assert screen.counter.text() == "Mine hit: the game is lost"
    before = screen.game.to_dict()
    mines = screen.game.mine_cells()
    safe = next(c for c in range(81) if not screen.game.revealed[c] and c not in mines)
    click(qtbot, screen, safe)
    click(qtbot, screen, safe, RIGHT)
    assert screen.game.to_dict() == before  # nothing changes a finished board
    row, col = divmod(safe, 9)
    key(qtbot, screen, Qt.Key.Key_Right if col == 0 else Qt.Key.Key_Left)  # reading works
    assert screen.grid.cursor == (row, col + 1 if col == 0 else col - 1)


def test_esc_folds_and_play_again_starts_the_same_size(qtbot: Any, ctx: Any) -> None:
    screen = make_screen(qtbot, ctx)
    win(qtbot, screen)
    moment = screen.result_moment
    key(qtbot, screen, Qt.Key.Key_Escape)
    assert moment.folded and moment.show_button.isVisible()
    qtbot.mouseClick(moment.show_button, Qt.MouseButton.LeftButton)
    assert not moment.folded
    qtbot.mouseClick(moment.action_buttons[0], Qt.MouseButton.LeftButton)
    assert not screen.game.over and (screen.game.width, screen.game.mines) == (9, 10)
    assert not moment.isVisible()


def test_another_level_starts_that_level(qtbot: Any, ctx: Any) -> None:
    screen = make_screen(qtbot, ctx)
    win(qtbot, screen)
    moment = screen.result_moment
    assert moment.result is not None
    moment.choose(moment.result.actions[1], "intermediate")
    assert (screen.game.width, screen.game.height, screen.game.mines) == (16, 16, 40)
    assert screen.chosen_level() == "intermediate"


def test_a_finished_board_resumes_with_its_result(qtbot: Any, ctx: Any, restart: Any) -> None:
    screen = make_screen(qtbot, ctx)
    lose(qtbot, screen)
    figures = screen.result_moment.result.figures
    screen.save_now()
    window = restart()
    resumed = window.open_game("minesweeper")
    assert resumed.game.lost and resumed.result_moment.isVisible()
    assert resumed.result_moment.result.figures == figures
    assert resumed.counter.text() == "Mine hit: the game is lost"
    assert CODE.startswith(resumed.game.code()[:8])
