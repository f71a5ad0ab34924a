"""Sudoku's ending: the result card, a locked board, the end in the header, a restart."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtCore import Qt as QtNs
from test_sudoku_screen import click_cell, digit_key, easy_game, key, make_screen, prepared_save

from puzzlesuite.games.sudoku.screen import SudokuScreen
from puzzlesuite.games.sudoku.techniques import Level


@pytest.fixture
def screen(qtbot: Any, ctx: Any) -> SudokuScreen:
    ctx.saves.save("sudoku", prepared_save(easy_game()))
    return make_screen(qtbot, ctx)


def solve_but_one(screen: SudokuScreen) -> int:
    game = screen.game
    cells = game.empty_cells()
    for cell in cells[:-1]:
        game.place(cell, game.solution[cell])
    game.elapsed = 125.0
    return cells[-1]


def finish(qtbot: Any, screen: SudokuScreen) -> None:
    last = solve_but_one(screen)
    click_cell(qtbot, screen, last)
    key(qtbot, screen, digit_key(screen.game.solution[last]))
    assert screen.game.finished


def test_solving_shows_the_result_card_beside_a_board_that_stays_put(
    qtbot: Any, screen: SudokuScreen
) -> None:
    board_before = screen.view.geometry()
    finish(qtbot, screen)
    moment = screen.result_moment
    assert moment.isVisible() and not moment.folded
    assert moment.result is not None
    assert moment.result.line == "Solved"
    assert moment.result.figures == "Time 2 minutes, 5 seconds · no hints"
    assert [a.text for a in moment.result.actions] == ["Play again", "Another level…"]
    assert screen.view.geometry() == board_before  # the card floats: nothing moved
    # The end state, not the count of a game going on: seen short, heard whole.
    assert screen.status_lines() == ("Solved", screen.code())
    assert screen.status_text() == f"Easy puzzle {screen.code()}: solved."
    assert screen.status.accessibleName() == screen.status_text()
    # Said once, with the next actions; the message line does not repeat the card.
    assert screen.last_outcome.endswith(
        "Solved in 2 minutes, 5 seconds, without hints. New best. Tab: Play again or Another "
        "level. Esc hides the result."
    )
    assert screen.details.text() == ""


def test_the_solved_board_is_locked_and_undo_is_off(qtbot: Any, screen: SudokuScreen) -> None:
    finish(qtbot, screen)
    values = list(screen.game.values)
    given = next(c for c in range(81) if not screen.game.is_given(c))
    click_cell(qtbot, screen, given)
    key(qtbot, screen, digit_key(1 if screen.game.values[given] != 1 else 2))
    key(qtbot, screen, QtNs.Key.Key_Delete)
    assert screen.game.values == values
    assert screen.last_outcome == "This puzzle is solved; its board no longer changes."
    assert not screen.can_undo() and not screen.can_redo() and not screen.can_hint()
    # Reading still works: the cursor moves.
    key(qtbot, screen, QtNs.Key.Key_Right)
    assert screen.cursor_cell == given + 1 or given % 9 == 8


def test_esc_folds_the_card_and_show_result_brings_it_back(
    qtbot: Any, screen: SudokuScreen
) -> None:
    finish(qtbot, screen)
    moment = screen.result_moment
    key(qtbot, screen, QtNs.Key.Key_Escape)
    assert moment.folded and moment.show_button.isVisible()
    assert not moment.action_buttons[0].isVisible()
    qtbot.mouseClick(moment.show_button, QtNs.MouseButton.LeftButton)
    assert not moment.folded and moment.action_buttons[0].hasFocus()
    # Esc on the card's own button folds it too, and the board gets the focus back.
    qtbot.keyClick(moment.action_buttons[0], QtNs.Key.Key_Escape)
    assert moment.folded and screen.board_grid.has_focus()


def test_tab_from_the_board_reaches_play_again(qtbot: Any, screen: SudokuScreen) -> None:
    finish(qtbot, screen)
    key(qtbot, screen, QtNs.Key.Key_Tab)
    play_again = screen.result_moment.action_buttons[0]
    assert play_again.hasFocus()
    qtbot.keyClick(play_again, QtNs.Key.Key_Space)
    assert not screen.game.finished and screen.game.level is Level.EASY
    assert not screen.result_moment.isVisible()


def test_another_level_starts_a_puzzle_at_that_level(qtbot: Any, screen: SudokuScreen) -> None:
    finish(qtbot, screen)
    moment = screen.result_moment
    assert moment.result is not None
    other = moment.result.actions[1]
    assert [key for key, _label in other.choices] == ["easy", "medium", "hard", "expert"]
    moment.choose(other, "hard")
    assert screen.game.level is Level.HARD and not screen.game.finished
    assert screen.chosen_level() is Level.HARD


def test_a_solved_puzzle_resumes_with_its_result(
    qtbot: Any, screen: SudokuScreen, restart: Any
) -> None:
    finish(qtbot, screen)
    screen.save_now()
    window = restart()
    resumed = window.open_game("sudoku")
    assert resumed.game.finished
    assert resumed.result_moment.isVisible()
    assert resumed.result_moment.result.figures == "Time 2 minutes, 5 seconds · no hints"
    assert resumed.status_text().endswith(": solved.")
    assert resumed.status_lines()[0] == "Solved"
    assert not resumed.can_undo()


def test_a_click_on_the_card_folds_it_and_nothing_on_the_board_moves(
    qtbot: Any, screen: SudokuScreen
) -> None:
    finish(qtbot, screen)
    moment = screen.result_moment
    board = screen.view.geometry()
    qtbot.mouseClick(
        moment, QtNs.MouseButton.LeftButton, pos=moment.rect().topRight() + QPoint(-14, 14)
    )
    assert moment.folded and screen.view.geometry() == board
    # Folded to a chip beside the board, never over a cell.
    view = screen.view
    cells = view.cell_rect(0, 0).united(view.cell_rect(8, 8))
    drawn = QRect(view.mapTo(screen, cells.topLeft()), cells.size())
    assert not moment.geometry().intersects(drawn)


def test_the_spanish_ending_names_its_buttons_whole_and_says_them_without_o_otro(
    qtbot: Any, screen: SudokuScreen
) -> None:
    screen.ctx.set_language("es")
    screen.resize(800, 600)
    finish(qtbot, screen)
    buttons = [b for b in screen.result_moment.action_buttons if b.isVisible()]
    assert [b.text() for b in buttons] == ["Volver a jugar", "Cambiar de nivel…"]
    for button in buttons:
        assert button.width() >= button.sizeHint().width(), button.text()
        assert screen.rect().contains(button.mapTo(screen, button.rect().bottomRight()))
    assert screen.last_outcome.endswith(
        "Tab: Volver a jugar o Cambiar de nivel. Esc oculta el resultado."
    )


@pytest.mark.parametrize("finished", [True, False])
def test_opening_gives_the_focus_straight_to_the_board(
    qtbot: Any, ctx: Any, main_window: Any, finished: bool
) -> None:
    """A first open (the screen is built) focuses the board's cell and nothing before
    it: a screen reader hears no control on the way (the open-event budget, the e2e
    open-ended scenario; a refresh while building once put the result card's buttons
    before the board's focus proxy in Qt's focus chain, and Home took the focus first)."""
    from PySide6.QtWidgets import QApplication

    from tests.games.sudoku.kit import finished as finished_save
    from tests.games.sudoku.kit import mid

    ctx.saves.save("sudoku", finished_save() if finished else mid())
    main_window.home.setFocus()
    focused: list[Any] = []
    QApplication.instance().focusChanged.connect(lambda _old, new: focused.append(new))
    screen = main_window.open_game("sudoku")
    widgets = [widget for widget in focused if widget is not None]
    assert widgets and widgets[0] is screen.board_grid.focus_widget, [
        widget.objectName() or type(widget).__name__ for widget in widgets
    ]
    assert screen.result_on_show() is finished
