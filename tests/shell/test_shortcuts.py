"""The Keyboard shortcuts window (issue 30, item 3): Ctrl+? and Ctrl+Shift+/ open it on
the game being played, its keys (the entry's `keys` hook) then the shell's, grouped, in
the app's page layout; from home the app's own page; in the current language."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from puzzlesuite.core.registry import KeyGroup
from puzzlesuite.shell.main_window import MainWindow
from puzzlesuite.shell.shortcuts import ShortcutsDialog
from puzzlesuite.ui import threads
from tests.shell.fake_game import ENTRY


@pytest.fixture(autouse=True)
def _no_thread_left():  # type: ignore[no-untyped-def]
    yield
    threads.wait_for_all()


def page_text(dialog: ShortcutsDialog) -> str:
    return dialog.pages[dialog.tabs.currentIndex()].toPlainText()


@pytest.mark.parametrize(
    ("key", "modifiers"),
    [
        (Qt.Key.Key_Question, Qt.KeyboardModifier.ControlModifier),
        (Qt.Key.Key_Slash, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier),
    ],
    ids=["ctrl-question", "ctrl-shift-slash"],
)
def test_the_keys_open_the_window_on_the_game_being_played(
    qtbot: Any, main_window: Any, key: Qt.Key, modifiers: Qt.KeyboardModifier
) -> None:
    main_window.open_game("sudoku")
    qtbot.keyClick(main_window, key, modifiers)
    dialog = main_window._dialogs["ShortcutsDialog"]
    assert isinstance(dialog, ShortcutsDialog) and dialog.isVisible()
    assert dialog.windowTitle() == "Keyboard shortcuts"
    assert dialog.tabs.tabText(dialog.tabs.currentIndex()) == "Sudoku"
    assert dialog.tabs.heading.text() == "Sudoku"  # the page's title


def test_a_games_page_lists_its_keys_then_the_shells(main_window: Any) -> None:
    main_window.open_game("sudoku")
    dialog = main_window.show_shortcuts()
    groups = dialog.page_groups(dialog.tabs.currentIndex())
    titles = [group.title for group in groups]
    assert titles == ["Playing", "With a screen reader", "Game", "Window"]
    game = dict((what, keys) for keys, what in groups[2].keys)
    assert game == {
        "New game": "Ctrl+N",
        "Undo": "Ctrl+Z",
        "Redo": "Ctrl+Shift+Z, Ctrl+Y",
        "Hint": "H",
        "Home": "Alt+Home",
    }
    window = dict((what, keys) for keys, what in groups[3].keys)
    assert window["Main menu"] == "F10"
    assert window["Keyboard shortcuts"] == "Ctrl+?, Ctrl+Shift+/"
    assert window["Settings"] == "Ctrl+,"
    assert window["Quit"] == "Ctrl+Q"
    text = page_text(dialog)
    assert "Notes mode on or off" in text and "Ctrl+Shift+Z, Ctrl+Y" in text
    assert text.index("Playing") < text.index("Window")


def test_a_game_without_undo_lists_none_and_home_has_its_own_page(main_window: Any) -> None:
    main_window.open_game("jogakbo")
    dialog = main_window.show_shortcuts()
    groups = dialog.page_groups(dialog.tabs.currentIndex())
    game = [what for _keys, what in groups[-2].keys]
    assert game == ["New game", "Home"]  # no Undo, Redo or Hint in Jogakbo
    main_window.show_home()
    assert main_window.show_shortcuts() is dialog  # one window, brought forward
    assert dialog.tabs.currentIndex() == 0
    assert dialog.tabs.tabText(0) == "Puzzle Suite"
    titles = [group.title for group in dialog.page_groups(0)]
    assert titles == ["Home", "Window"]
    assert "Open the game" in page_text(dialog)


def test_every_game_has_a_page_and_a_game_without_keys_shows_the_shells(
    qtbot: Any, ctx: Any
) -> None:
    entry = dataclasses.replace(ENTRY, keys=None)
    window = MainWindow(ctx, entries=[entry])
    qtbot.addWidget(window)
    window.open_game("counter")
    dialog = window.show_shortcuts()
    assert dialog.tabs.count() == 2
    groups = dialog.page_groups(1)
    assert [group.title for group in groups] == ["Game", "Window"]
    assert all(isinstance(group, KeyGroup) for group in groups)


def test_the_pages_are_read_line_by_line_and_follow_the_language(
    main_window: Any, ctx: Any
) -> None:
    main_window.open_game("blockpuzzle")
    dialog = main_window.show_shortcuts()
    flag = Qt.TextInteractionFlag.TextSelectableByKeyboard
    assert all(page.textInteractionFlags() & flag for page in dialog.pages)
    ctx.set_language("es")
    assert dialog.windowTitle() == "Combinaciones de teclas"
    text = page_text(dialog)
    assert "Elegir una pieza" in text and "Intro, Espacio" in text and "Mayús+Tab" in text
    assert dialog.tabs.heading.text() == "Block Puzzle"


def test_the_main_menu_has_the_window(main_window: Any) -> None:
    main_window.fill_main_menu()
    assert main_window.shortcuts_action in main_window.main_menu.actions()
    main_window.shortcuts_action.trigger()
    QApplication.processEvents()
    assert main_window._dialogs["ShortcutsDialog"].isVisible()


def test_the_shells_keys_are_written_as_the_games_are(main_window: Any, ctx: Any) -> None:
    """In Spanish, "Ctrl+Mayús+Z" beside Block Puzzle's "Mayús+Tab": one set of words,
    whatever translations Qt itself carries."""
    main_window.open_game("sudoku")
    dialog = main_window.show_shortcuts()
    ctx.set_language("es")
    text = page_text(dialog)
    assert "Ctrl+Mayús+Z, Ctrl+Y" in text and "Alt+Inicio" in text and "Mayús+J" in text
