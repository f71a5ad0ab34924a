"""Block Puzzle inside the real main window: discovery, help, statistics, restart."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from puzzlesuite.games.blockpuzzle.screen import BlockPuzzleScreen


def test_opens_from_the_shell_and_resumes_after_restart(qtbot: Any, main_window: Any,
                                                          restart: Any) -> None:
    screen = main_window.open_game("blockpuzzle")
    assert isinstance(screen, BlockPuzzleScreen)
    view = screen.view
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view.slot_centre(0).toPoint())
    for row in range(8):
        if screen.selected is None:
            break
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier, view.cell_centre(row, 0).toPoint())
    assert screen.game.moves == 1
    assert main_window.undo_action.isEnabled()
    position = screen.game.to_json()
    main_window.close()

    again = restart()
    resumed = again.open_game("blockpuzzle")
    assert resumed.game.to_json() == position
    assert not again.undo_action.isEnabled()


def test_help_and_statistics_pages(main_window: Any) -> None:
    main_window.open_game("blockpuzzle")
    help_dialog = main_window.show_help()
    page = help_dialog.pages[help_dialog.tabs.currentIndex()].toPlainText()
    assert "Clearing lines" in page and "Tab" in page
    stats = main_window.show_statistics()
    text = stats.pages[stats.tabs.currentIndex()].toPlainText()
    assert "Best score" in text and "Total play time" in text
