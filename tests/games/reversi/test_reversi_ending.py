"""Reversi's ending: the result card, Esc, Undo out of the ending (nothing counted twice)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from reversi_helpers import LAST_MOVE
from test_reversi_screen import click, focus_on_board, key, make_screen

from puzzlesuite.games.reversi.ai import Level
from puzzlesuite.games.reversi.model import Position, ReversiGame


def test_undo_out_of_the_ending_withdraws_the_win_and_a_replay_counts_once(
    qtbot: Any, ctx: Any
) -> None:
    screen = make_screen(qtbot, ctx)
    screen.set_game(ReversiGame(level=Level.EASY, position=Position(*LAST_MOVE)))
    click(qtbot, screen, "h7")
    assert ctx.stats.record("reversi")["easy"]["wins"] == 1
    assert screen.can_undo()
    screen.undo()
    assert not screen.game.is_over and not screen.result_moment.isVisible()
    easy = ctx.stats.record("reversi")["easy"]
    assert easy["wins"] == 0 and easy["played"] == 1  # played stays, the win goes
    assert screen.details.text().endswith("Your turn")
    click(qtbot, screen, "h7")  # the same ending again
    assert screen.result_moment.isVisible()
    assert ctx.stats.record("reversi")["easy"] == {"played": 1, "wins": 1}


def test_esc_folds_the_result_and_the_board_stays_readable(qtbot: Any, ctx: Any) -> None:
    screen = make_screen(qtbot, ctx)
    screen.set_game(ReversiGame(level=Level.EASY, position=Position(*LAST_MOVE)))
    click(qtbot, screen, "h7")
    focus_on_board(qtbot, screen)
    key(qtbot, Qt.Key.Key_Escape)
    moment = screen.result_moment
    assert moment.folded and moment.show_button.isVisible()
    before = screen.grid.cursor
    key(qtbot, Qt.Key.Key_Left if before[1] else Qt.Key.Key_Right)
    assert screen.grid.cursor != before
    assert screen.game.is_over  # nothing to place
    assert "Tab: Play again or Another opponent. Esc" in screen.last_outcome


def test_another_opponent_starts_a_game_against_it(qtbot: Any, ctx: Any) -> None:
    screen = make_screen(qtbot, ctx)
    screen.set_game(ReversiGame(level=Level.EASY, position=Position(*LAST_MOVE)))
    click(qtbot, screen, "h7")
    moment = screen.result_moment
    assert moment.result is not None
    other = moment.result.actions[1]
    assert [label for _key, label in other.choices] == ["Easy", "Normal", "Hard"]
    moment.choose(other, "hard")
    assert screen.game.level is Level.HARD and not screen.game.is_over
    assert ctx.settings.game("reversi")["opponent"] == "hard"


def test_tab_from_the_board_reaches_play_again_and_a_restart_shows_the_result(
    qtbot: Any, ctx: Any, restart: Any
) -> None:
    screen = make_screen(qtbot, ctx)
    screen.set_game(ReversiGame(level=Level.EASY, position=Position(*LAST_MOVE)))
    click(qtbot, screen, "h7")
    focus_on_board(qtbot, screen)
    key(qtbot, Qt.Key.Key_Tab)
    assert screen.result_moment.action_buttons[0].hasFocus()
    screen.save_now()
    window = restart()
    resumed = window.open_game("reversi")
    assert resumed.result_moment.isVisible()
    assert resumed.result_moment.result.line == "You win"
    assert resumed.can_undo() is False  # the undo history is not saved


def test_the_spanish_ending_says_its_buttons_without_o_otro(qtbot: Any, ctx: Any) -> None:
    screen = make_screen(qtbot, ctx)
    ctx.set_language("es")
    screen.resize(800, 600)
    screen.set_game(ReversiGame(level=Level.EASY, position=Position(*LAST_MOVE)))
    click(qtbot, screen, "h7")
    buttons = [b for b in screen.result_moment.action_buttons if b.isVisible()]
    assert [b.text() for b in buttons] == ["Volver a jugar", "Cambiar de rival…"]
    assert all(b.width() >= b.sizeHint().width() for b in buttons)
    assert "Tab: Volver a jugar o Cambiar de rival. Esc oculta el resultado." in (
        screen.last_outcome
    )
