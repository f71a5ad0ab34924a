"""Issue 21: one utterance per step in every game. Each key press is driven through the
real window; what a screen reader would hear comes from the app's own accessibility
events (tests/ui/heard.py): no text may be said twice for one key press."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication

from tests.games.sudoku.test_sudoku_screen import easy_game, prepared_save
from tests.kits import every_game, key_of, kit_of
from tests.ui.heard import Listener, assert_said_once

NONE = Qt.KeyboardModifier.NoModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
CTRL = Qt.KeyboardModifier.ControlModifier
MINESWEEPER_CODE = "M-9x9x10-724252"


def press(qtbot: Any, listener: Listener, key: Qt.Key, modifiers: Any = NONE) -> list[str]:
    said = listener.step(lambda: qtbot.keyClick(QApplication.focusWidget(), key, modifiers))
    assert_said_once(said, listener.announcements)
    return said


def walk(qtbot: Any, listener: Listener) -> None:
    """Arrows, edges and J in both directions: each step heard, once."""
    for key, modifiers in (
        (Qt.Key.Key_Right, NONE),
        (Qt.Key.Key_Down, NONE),
        (Qt.Key.Key_Left, NONE),
        (Qt.Key.Key_Up, NONE),
        (Qt.Key.Key_End, NONE),
        (Qt.Key.Key_Home, CTRL),
        (Qt.Key.Key_J, NONE),
        (Qt.Key.Key_J, NONE),
        (Qt.Key.Key_J, SHIFT),
    ):
        assert len(press(qtbot, listener, key, modifiers)) == 1


def test_sudoku_says_every_cursor_move_once(
    qtbot: Any, ctx: Any, main_window: Any, listener: Any
) -> None:
    ctx.saves.save("sudoku", prepared_save(easy_game()))
    screen = main_window.open_game("sudoku")
    qtbot.waitUntil(screen.board_grid.has_focus)
    said = press(qtbot, listener, Qt.Key.Key_Right)
    assert said == [screen.board_grid.name()]
    walk(qtbot, listener)
    digit = screen.game.solution[screen.cursor_cell]
    said = press(qtbot, listener, getattr(Qt.Key, f"Key_{digit}"))
    # The cell's new name, then the outcome: two things, each once.
    assert said[-1].startswith(f"{digit} in r")


def test_sudoku_third_hint_press_moves_the_cursor_to_the_placed_cell(
    qtbot: Any, ctx: Any, main_window: Any, listener: Any
) -> None:
    ctx.saves.save("sudoku", prepared_save(easy_game()))
    screen = main_window.open_game("sudoku")
    qtbot.waitUntil(screen.board_grid.has_focus)
    press(qtbot, listener, Qt.Key.Key_H)
    press(qtbot, listener, Qt.Key.Key_H)
    cell, digit = screen.hints.hint.step.place
    said = press(qtbot, listener, Qt.Key.Key_H)
    assert screen.cursor_cell == cell
    assert screen.board_grid.cursor == divmod(cell, 9)
    place = f"r{cell // 9 + 1}c{cell % 9 + 1}"
    assert said == [f"{screen.board_grid.name()}. {digit} placed in {place}."]


def test_sudoku_s_twice_is_heard_twice_once_each(
    qtbot: Any, ctx: Any, main_window: Any, listener: Any
) -> None:
    ctx.saves.save("sudoku", prepared_save(easy_game()))
    screen = main_window.open_game("sudoku")
    qtbot.waitUntil(screen.board_grid.has_focus)
    first = press(qtbot, listener, Qt.Key.Key_S)
    second = press(qtbot, listener, Qt.Key.Key_S)
    assert first == second == [screen.status_text()]


def minesweeper_on_code(qtbot: Any, main_window: Any) -> Any:
    screen = main_window.open_game("minesweeper")
    edit = screen.panel.code_edit
    edit.setFocus()
    edit.clear()
    qtbot.keyClicks(edit, f"{MINESWEEPER_CODE}-r5c5")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: screen.game.started and screen.grid.has_focus())
    return screen


def test_minesweeper_hint_that_moves_the_focus_is_said_once(
    qtbot: Any, main_window: Any, listener: Any
) -> None:
    screen = minesweeper_on_code(qtbot, main_window)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Home, CTRL)
    said = press(qtbot, listener, Qt.Key.Key_H)
    assert screen.grid.cursor != (0, 0)  # H moved the cursor to the hinted cell
    assert len(said) == 1 and screen.last_outcome in said[0]
    said = press(qtbot, listener, Qt.Key.Key_H)  # carried out: the new name, the outcome
    assert said[-1] == screen.last_outcome
    walk(qtbot, listener)


def test_minesweeper_new_board_is_said_once(qtbot: Any, main_window: Any, listener: Any) -> None:
    screen = minesweeper_on_code(qtbot, main_window)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    said = press(qtbot, listener, Qt.Key.Key_N, CTRL)
    assert not screen.game.started
    assert len(said) == 1 and screen.last_outcome in said[0]


def test_each_step_of_each_game_is_said_once(
    qtbot: Any, each_game: Any, ctx: Any, main_window: Any, listener: Any
) -> None:
    """The kit's key script on a game in progress (the template game too): nothing said
    twice for one press, and as many utterances as the kit says where it says."""
    kit = kit_of(each_game)
    assert kit.steps, f"{each_game.id}: the kit has no key script"
    ctx.saves.save(each_game.id, kit.saves["mid"]())
    screen = main_window.open_game(each_game.id)
    qtbot.waitUntil(lambda: kit.ready(screen))
    if screen.board_grid is not None:
        qtbot.waitUntil(screen.board_grid.has_focus)
    for key_name, heard in kit.steps:
        said = press(qtbot, listener, *key_of(key_name))
        if heard is not None:
            assert len(said) == heard, (key_name, said)


@pytest.mark.parametrize(
    "game_id", [e.id for e in every_game() if kit_of(e).code_field is not None]
)
def test_the_code_field_description_is_no_sample_code(
    with_template: Any, ctx: Any, main_window: Any, game_id: str
) -> None:
    kit = kit_of(game_id)
    assert kit.code_field is not None
    ctx.saves.save(game_id, kit.saves["fresh"]())
    screen = main_window.open_game(game_id)
    edit, _longest = kit.code_field(screen)
    # What a screen reader reads: the field's interface (its label names it, its tooltip
    # describes it, so building the screen sends no name or description event).
    field = QAccessible.queryAccessibleInterface(edit)
    description = field.text(QAccessible.Text.Description)
    assert description and not any(ch.isdigit() for ch in description)
    assert field.text(QAccessible.Text.Name) == screen.panel.code_label.text()
