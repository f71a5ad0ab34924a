"""Reversi's ending card: the result and both counts, counting up; no mark and no
judgement (the seed: only the result and the two counts)."""

from __future__ import annotations

from typing import Any

from reversi_helpers import LAST_MOVE
from test_reversi_screen import click, make_screen

from puzzlesuite.games.reversi.ai import Level
from puzzlesuite.games.reversi.model import Position, ReversiGame
from puzzlesuite.ui.result_moment import Figure


def test_the_card_shows_both_counts_and_nothing_else(qtbot: Any, ctx: Any) -> None:
    screen = make_screen(qtbot, ctx)
    screen.set_game(ReversiGame(level=Level.EASY, position=Position(*LAST_MOVE)))
    click(qtbot, screen, "h7")
    card = screen.result_moment.result
    result = screen.game.result()
    assert list(card.numbers) == [Figure.black(result.black), Figure.white(result.white)]
    assert all(figure.counts for figure in card.numbers)
    assert card.marks == () and card.detail == ""
