"""The message line says briefly what happened; screen readers still hear it in full."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from tests.games.blockpuzzle.test_blockpuzzle_shell import GAP_ROW, prepared, press


def spoken_record(screen: Any) -> list[str]:
    said: list[str] = []
    speak = screen.speak
    screen.speak = lambda text, assertive=False, repeat=False: (
        said.append(text),
        speak(text, assertive, repeat),
    )
    return said


def test_a_clear_with_new_pieces_shows_a_short_line_and_speaks_the_pieces(
    qtbot: Any, main_window: Any
) -> None:
    screen = main_window.open_game("blockpuzzle")
    # The last cell of row 1 completes row 1 and column 8 at once.
    screen.set_game(prepared(["#######."] + [".......#"] * 7, ["dot", None, None]))
    said = spoken_record(screen)
    screen.focus_board()
    qtbot.waitUntil(screen.board_grid.has_focus)
    press(qtbot, Qt.Key.Key_1)
    screen.board_grid.set_cursor(0, 7)
    screen.board_grid.focus_board()
    qtbot.waitUntil(screen.board_grid.has_focus)
    press(qtbot, Qt.Key.Key_Return)
    assert screen.game.moves == 1
    assert screen.message_line.full_text == "Cleared row 1 and column 8: +31. New pieces."
    spoken = said[-1]
    assert spoken.startswith("Placed single square: 31 points.")
    assert "Cleared 2 lines: row 1 and column 8." in spoken
    assert "New pieces: " in spoken and spoken.count(",") + spoken.count(" and ") >= 1
    assert screen.last_outcome == spoken  # S says the full sentence again


def test_a_piece_that_does_not_fit_is_not_read_out_on_the_line(
    qtbot: Any, main_window: Any
) -> None:
    screen = main_window.open_game("blockpuzzle")
    screen.set_game(prepared(GAP_ROW, ["bar5h", "dot", "dot"]))
    said = spoken_record(screen)
    screen.board_grid.set_cursor(0, 0)
    screen.focus_board()
    qtbot.waitUntil(screen.board_grid.has_focus)
    press(qtbot, Qt.Key.Key_1)
    screen.board_grid.focus_board()
    qtbot.waitUntil(screen.board_grid.has_focus)
    press(qtbot, Qt.Key.Key_Return)
    assert screen.game.moves == 0
    assert screen.message_line.full_text == "Not placed: it does not fit there."
    assert said[-1].startswith("Not placed.") and "5-cell bar does not fit here." in said[-1]


def test_undo_shows_only_that_the_placement_was_undone(qtbot: Any, main_window: Any) -> None:
    screen = main_window.open_game("blockpuzzle")
    screen.set_game(prepared(GAP_ROW, ["dot", "dot", "dot"]))
    said = spoken_record(screen)
    screen.focus_board()
    qtbot.waitUntil(screen.board_grid.has_focus)
    for key in (Qt.Key.Key_1, Qt.Key.Key_J, Qt.Key.Key_Return):
        press(qtbot, key)
    main_window.undo_action.trigger()
    assert screen.message_line.full_text == "Placement undone."
    assert said[-1] == "Placement undone. Score: 0."
