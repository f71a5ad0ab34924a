"""Jogakbo's ending: the result card (Copy result and Home only), tiles that stay put,
Esc, and the same result on reopening the same day only."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from test_jogakbo_screen import DAY, click, open_screen, play_shortest_finish


def test_complete_shows_the_card_and_no_tile_moves(qtbot: Any, ctx: Any) -> None:
    screen = open_screen(qtbot, ctx)
    play_shortest_finish(qtbot, screen)
    tile = screen.game.groups[0].tiles[0]
    where_before = screen.view.global_rect_of(("tile", tile))
    view_before = screen.view.geometry()
    qtbot.mouseClick(screen.complete_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    moment = screen.result_moment
    assert moment.isVisible() and moment.result is not None
    par = screen.puzzle.par
    assert (moment.result.line, moment.result.figures) == (
        "Solved",
        f"Moves {par} · Par {par} · at par",
    )
    # One puzzle a day: no Play again, no New game.
    assert [a.text for a in moment.result.actions] == ["Copy &result", "Home"]
    assert screen.view.geometry() == view_before
    assert screen.score_label.text() == f"Moves {par} · Par {par} · solved"  # the end state
    assert screen.view.global_rect_of(("tile", tile)) == where_before
    assert "Tab: Copy result or Home." in screen.last_outcome


def test_esc_on_the_table_folds_the_card(qtbot: Any, ctx: Any) -> None:
    screen = open_screen(qtbot, ctx)
    play_shortest_finish(qtbot, screen)
    qtbot.mouseClick(screen.complete_button, Qt.MouseButton.LeftButton)
    qtbot.keyClick(screen.view, Qt.Key.Key_Escape)
    assert screen.result_moment.folded
    qtbot.mouseClick(screen.result_moment.show_button, Qt.MouseButton.LeftButton)
    assert not screen.result_moment.folded


def test_home_on_the_card_goes_home(qtbot: Any, main_window: Any) -> None:
    screen = main_window.open_game("jogakbo")
    screen._today = lambda: screen.day  # the day the screen dealt, whatever the clock says
    play_shortest_finish(qtbot, screen)
    qtbot.mouseClick(screen.complete_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(screen.result_moment.action_buttons[1], Qt.MouseButton.LeftButton)
    assert main_window.current_screen() is None


def test_reopening_shows_the_result_the_same_day_only(qtbot: Any, ctx: Any) -> None:
    screen = open_screen(qtbot, ctx)
    play_shortest_finish(qtbot, screen)
    qtbot.mouseClick(screen.complete_button, Qt.MouseButton.LeftButton)
    figures = screen.result_moment.result.figures
    again = open_screen(qtbot, ctx)
    assert again.finished and again.result_moment.isVisible()
    assert again.result_moment.result.figures == figures
    click(qtbot, again, ("tile", again.game.groups[0].tiles[0]))
    assert again.picked is None  # the finished table takes no moves
    tomorrow = open_screen(qtbot, ctx, DAY + timedelta(days=1))
    assert not tomorrow.finished and not tomorrow.result_moment.isVisible()
