"""Sudoku's ending card: the time stays still beside the hints, and **New best** is
earned by a time that is the best kept at its level (the first solve at a level too),
also when the finished puzzle is opened again; never by a slower solve."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from test_sudoku_ending import finish
from test_sudoku_screen import easy_game, make_screen, prepared_save

from puzzlesuite.ui.result_moment import Figure, Mark


def solved(qtbot: Any, ctx: Any, kept_best: float | None) -> Any:
    if kept_best is not None:
        ctx.stats.update("sudoku", lambda record: record.update(easy={"best_seconds": kept_best}))
    ctx.saves.save("sudoku", prepared_save(easy_game()))
    screen = make_screen(qtbot, ctx)
    finish(qtbot, screen)  # in 125 seconds, without hints
    return screen


@pytest.mark.parametrize(
    ("kept_best", "earned"), [(None, True), (300.0, True), (125.0, True), (60.0, False)]
)
def test_new_best_for_the_best_time_at_the_level(
    qtbot: Any, ctx: Any, kept_best: float | None, earned: bool
) -> None:
    screen = solved(qtbot, ctx, kept_best)
    card = screen.result_moment.result
    assert list(card.numbers) == [Figure.time(125.0), Figure.hints(0)]
    assert not card.numbers[0].counts or isinstance(card.numbers[0].value, str)  # still
    assert list(card.marks) == ([Mark.new_best()] if earned else [])
    assert ("New best." in screen.last_outcome) is earned


def test_a_reopened_solve_keeps_its_new_best(qtbot: Any, ctx: Any, restart: Any) -> None:
    screen = solved(qtbot, ctx, 300.0)
    screen.save_now()
    window = restart()
    resumed = window.open_game("sudoku")
    QApplication.processEvents()
    assert list(resumed.result_moment.result.marks) == [Mark.new_best()]
