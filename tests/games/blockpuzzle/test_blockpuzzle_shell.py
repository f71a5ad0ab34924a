"""Block Puzzle inside the real main window: discovery, help, statistics, restart."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication

from puzzlesuite.games.blockpuzzle.ai import choose_move
from puzzlesuite.games.blockpuzzle.screen import BlockPuzzleScreen


def test_opens_from_the_shell_and_resumes_after_restart(
    qtbot: Any, main_window: Any, restart: Any
) -> None:
    screen = main_window.open_game("blockpuzzle")
    assert isinstance(screen, BlockPuzzleScreen)
    view = screen.view
    qtbot.waitExposed(view)
    # The layout has given the board its final size once the board's accessible layer covers it.
    qtbot.waitUntil(
        lambda: (
            screen.board_grid.layer.geometry().contains(view.cell_centre(7, 7).toPoint())
            and view.width() > 300
        )
    )
    qtbot.mouseClick(
        view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        view.slot_centre(0).toPoint(),
    )
    # On an empty board every shape fits with its first cell on row 1, column 3.
    qtbot.mouseClick(
        view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        view.cell_centre(0, 2).toPoint(),
    )
    assert screen.game.moves == 1
    assert main_window.undo_action.isEnabled()
    position = screen.game.to_json()
    main_window.close()

    again = restart()
    resumed = again.open_game("blockpuzzle")
    assert resumed.game.to_json() == position
    assert not again.undo_action.isEnabled()
    # The resumed game is the same game: playing on does not count it a second time.
    slot, row, col = choose_move(resumed.game)
    first_row, first_col = resumed.game.piece(slot).first_cell
    for point in (
        resumed.view.slot_centre(slot),
        resumed.view.cell_centre(row + first_row, col + first_col),
    ):
        qtbot.mouseClick(
            resumed.view.viewport(),
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
            point.toPoint(),
        )
    assert resumed.game.moves == 2
    assert resumed.ctx.stats.record("blockpuzzle")["games_played"] == 1


def test_help_and_statistics_pages(main_window: Any) -> None:
    main_window.open_game("blockpuzzle")
    help_dialog = main_window.show_help()
    page = help_dialog.pages[help_dialog.tabs.currentIndex()].toPlainText()
    assert "Clearing lines" in page and "Tab" in page
    stats = main_window.show_statistics()
    text = stats.page_text(stats.tabs.currentIndex())
    assert "Best score" in text and "Total play time" in text


def test_opening_from_the_home_card_focuses_the_centre_cell(qtbot: Any, main_window: Any) -> None:
    card = next(c for c in main_window.home.cards if c.entry.id == "blockpuzzle")
    card.setFocus()
    qtbot.keyClick(card, Qt.Key.Key_Space)
    focused = QApplication.focusWidget()
    assert focused is not None
    name = QAccessible.queryAccessibleInterface(focused).text(QAccessible.Text.Name)
    assert name.startswith("Row 5, column 5")


# ---- screen-reader speed (issue 10) ----------------------------------------------------------

# Row 1 is one cell short at column 8, row 2 at column 1.
GAP_ROW = ["#######.", ".#######"] + ["........"] * 6


def prepared(rows: list[str], tray: list[str | None]) -> Any:
    from puzzlesuite.games.blockpuzzle.model import BlockPuzzle

    return BlockPuzzle.from_json(
        {
            "version": 1,
            "seed": 7,
            "refills": 1,
            "score": 0,
            "lines": 0,
            "moves": 0,
            "board": [r.replace("#", "1") for r in rows],
            "tray": tray,
        }
    )


def heard() -> tuple[str, str]:
    interface = QAccessible.queryAccessibleInterface(QApplication.focusWidget())
    return interface.text(QAccessible.Text.Name), interface.text(QAccessible.Text.Description)


def press(
    qtbot: Any, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
) -> None:
    qtbot.keyClick(QApplication.focusWidget(), key, modifier)


def test_a_piece_is_placed_in_three_keys_select_jump_enter(qtbot: Any, main_window: Any) -> None:
    """From a new tray to a placed piece: 1, J, Enter (the target is four keys or fewer)."""
    screen = main_window.open_game("blockpuzzle")
    screen.set_game(prepared(GAP_ROW, ["dot", "bar5h", "square3"]))
    screen.board_grid.set_cursor(0, 0)
    screen.focus_board()
    qtbot.waitUntil(screen.board_grid.has_focus)
    press(qtbot, Qt.Key.Key_1)
    press(qtbot, Qt.Key.Key_J)
    # The only hole in row 1 comes first in reading order.
    assert heard() == (
        "Row 1, column 8, empty",
        "The single square fits here: it covers row 1 and column 8, and clears row 1.",
    )
    press(qtbot, Qt.Key.Key_Return)
    assert screen.game.moves == 1 and screen.game.score > 0


def test_jump_goes_through_every_place_the_piece_fits(qtbot: Any, main_window: Any) -> None:
    screen = main_window.open_game("blockpuzzle")
    # Rows 1-6 are filled in columns 1-6: a 2×2 square fits only along the two free
    # columns and the two free rows.
    rows = ["######.."] * 6 + ["........"] * 2
    screen.set_game(prepared(rows, ["square2", "dot", "dot"]))
    screen.board_grid.set_cursor(0, 0)
    screen.focus_board()
    qtbot.waitUntil(screen.board_grid.has_focus)
    press(qtbot, Qt.Key.Key_1)
    seen = []
    for _ in range(14):
        press(qtbot, Qt.Key.Key_J)
        seen.append(screen.board_cursor)
    fits = [(r, 6) for r in range(6)] + [(6, c) for c in range(7)]
    assert seen == [*fits, fits[0]]
    press(qtbot, Qt.Key.Key_J, Qt.KeyboardModifier.ShiftModifier)
    assert screen.board_cursor == (6, 6)


def test_j_without_a_piece_says_to_choose_one(qtbot: Any, main_window: Any) -> None:
    screen = main_window.open_game("blockpuzzle")
    screen.focus_board()
    qtbot.waitUntil(screen.board_grid.has_focus)
    press(qtbot, Qt.Key.Key_J)
    assert heard()[1] == "Choose a piece first: press 1, 2 or 3, or Tab."


def test_c_lists_every_cell_the_piece_would_cover(qtbot: Any, main_window: Any) -> None:
    screen = main_window.open_game("blockpuzzle")
    screen.set_game(prepared(GAP_ROW, ["corner2_br", "dot", "dot"]))
    screen.board_grid.set_cursor(1, 3)
    screen.focus_board()
    qtbot.waitUntil(screen.board_grid.has_focus)
    press(qtbot, Qt.Key.Key_1)
    assert heard()[1] == "Its top-right cell goes on the cursor."  # on the tray slot
    press(qtbot, Qt.Key.Key_Down)  # back to the board and one down: row 3, column 4
    assert heard()[1] == (
        "The 3-cell corner without the top-left cell fits here: it covers rows 3 and 4 and "
        "columns 3 and 4."
    )
    press(qtbot, Qt.Key.Key_C)
    first = heard()[1]
    assert first.startswith(
        "The 3-cell corner without the top-left cell would cover "
        "row 3 column 4, row 4 column 3, and row 4 column 4."
    )
    press(qtbot, Qt.Key.Key_C)
    assert heard()[1] != first and heard()[1].strip() == first.strip()  # heard again
    press(qtbot, Qt.Key.Key_Up)
    press(qtbot, Qt.Key.Key_C)  # now its lower cells would land on the full row 2
    assert (
        heard()[1].startswith(
            "The 3-cell corner without the top-left cell would cover "
            "row 2 column 4, row 3 column 3 (filled)"
        )
        or "(filled)" in heard()[1]
    )


def test_s_says_score_and_tray_every_time(qtbot: Any, main_window: Any) -> None:
    screen = main_window.open_game("blockpuzzle")
    screen.set_game(prepared(GAP_ROW, ["dot", "bar5h", None]))
    screen.focus_board()
    qtbot.waitUntil(screen.board_grid.has_focus)
    press(qtbot, Qt.Key.Key_S)
    first = heard()[1]
    press(qtbot, Qt.Key.Key_S)
    second = heard()[1]
    expected = "Score 0, best 0. In the tray: single square and horizontal 5-cell bar."
    assert first.strip() == second.strip() == expected
    assert first != second


def test_after_the_game_ends_every_key_answers(qtbot: Any, main_window: Any) -> None:
    """No dead zone: the tray is no focus stop any more, the board still reads and
    answers, and Play again is one Tab away."""
    screen = main_window.open_game("blockpuzzle")
    rows = ["#.#.#.#.", ".#.#.#.#"] * 4
    screen.set_game(prepared(rows, ["bar2h", None, "dot"]))
    screen.board_grid.set_cursor(0, 1)
    screen.focus_board()
    qtbot.waitUntil(screen.board_grid.has_focus)
    for key in (Qt.Key.Key_3, Qt.Key.Key_Return, Qt.Key.Key_Return):
        press(qtbot, key)
    assert screen.game.game_over
    assert screen.board_grid.has_focus()
    button = screen.result_moment.action_buttons[0]
    for key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
        button.setFocus()
        press(qtbot, key)
        focus = QApplication.focusWidget()
        # Arrows move between the result's buttons, back to the board, or along the
        # Tab chain to the row of Home, New game and Undo above it.
        in_row = focus in screen.controls.buttons.values()
        assert screen.result_moment.isAncestorOf(focus) or in_row or screen.board_grid.has_focus()
    assert all(p.focusPolicy() == Qt.FocusPolicy.NoFocus for p in screen.view.slot_proxies)
    screen.board_grid.set_cursor(0, 1)
    screen.board_grid.focus_board()
    qtbot.waitUntil(screen.board_grid.has_focus)
    press(qtbot, Qt.Key.Key_Right)
    assert heard()[0] == "Row 1, column 3, filled"
    press(qtbot, Qt.Key.Key_Return)
    assert heard()[1].startswith("No piece fits: the game is over.")
    press(qtbot, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is button


def test_the_board_does_not_move_when_the_first_outcome_appears(
    qtbot: Any, main_window: Any
) -> None:
    screen = main_window.open_game("blockpuzzle")
    screen.set_game(prepared(GAP_ROW, ["dot", "dot", "dot"]))
    qtbot.waitUntil(lambda: screen.view.width() > 300)
    qtbot.wait(50)
    before = screen.view.mapTo(main_window, screen.view.rect().topLeft()), screen.view.size()
    screen.focus_board()
    qtbot.waitUntil(screen.board_grid.has_focus)
    press(qtbot, Qt.Key.Key_1)
    press(qtbot, Qt.Key.Key_J)
    press(qtbot, Qt.Key.Key_Return)
    assert screen.message_line.full_text == "Placed: +1."
    qtbot.wait(50)
    after = screen.view.mapTo(main_window, screen.view.rect().topLeft()), screen.view.size()
    assert after == before
