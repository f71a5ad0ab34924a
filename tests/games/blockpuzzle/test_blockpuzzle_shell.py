"""Block Puzzle inside the real main window: discovery, help, statistics, restart."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
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
    # The layout has given the board its final size once the proxies sit on their cells.
    qtbot.waitUntil(
        lambda: (
            view.cell_proxies[(7, 7)].geometry().contains(view.cell_centre(7, 7).toPoint())
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
    text = stats.pages[stats.tabs.currentIndex()].toPlainText()
    assert "Best score" in text and "Total play time" in text


def test_opening_from_the_home_card_focuses_the_centre_cell(qtbot: Any, main_window: Any) -> None:
    card = next(c for c in main_window.home.cards if c.entry.id == "blockpuzzle")
    card.setFocus()
    qtbot.keyClick(card, Qt.Key.Key_Space)
    focused = QApplication.focusWidget()
    assert focused is not None and focused.accessibleName().startswith("Row 5, column 5")
