"""Jogakbo's ending card: moves count up beside the day's par, and the mark says **At
par** or how many moves over it (par is proven minimal)."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from test_jogakbo_screen import open_screen, play_shortest_finish

from puzzlesuite.games.jogakbo.session import Solved
from puzzlesuite.ui.result_moment import Figure, Mark


def test_a_finish_at_par_is_marked_at_par(qtbot: Any, ctx: Any) -> None:
    screen = open_screen(qtbot, ctx)
    play_shortest_finish(qtbot, screen)
    qtbot.mouseClick(screen.complete_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    card = screen.result_moment.result
    par = screen.puzzle.par
    assert list(card.numbers) == [Figure.moves(par), Figure.par(par)]
    assert list(card.marks) == [Mark.at_par()]


@pytest.mark.parametrize(("over", "text"), [(1, "1 over par"), (4, "4 over par")])
def test_moves_over_par_are_counted_in_the_mark(qtbot: Any, ctx: Any, over: int, text: str) -> None:
    screen = open_screen(qtbot, ctx)
    card = screen.result_card(Solved(date(2026, 5, 1), 9 + over, 9))
    (mark,) = card.marks
    assert mark == Mark.over_par(over) and mark.text == text and mark.icon == "par"
    assert card.numbers[1] == Figure.par(9) and not card.numbers[1].counts
