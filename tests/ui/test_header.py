"""The header inside the window (issue 30, item 3) as a player meets it: the screen's
actions at the left, the game's name painted in the middle (and a subtitle a screen may
ask for), one main-menu button at the right that F10 opens too; the actions are the
screen's own buttons, moved in while it shows, so nothing shifts and a screen switch
costs no accessibility event more (tests/ui/test_event_budget.py counts)."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QLabel

from puzzlesuite.core.registry import Hook, discover
from puzzlesuite.shell.main_window import MainWindow
from puzzlesuite.ui import threads
from tests.kits import kit_of
from tests.shell.fake_game import ENTRY, CounterScreen


@pytest.fixture(autouse=True)
def _no_thread_left():  # type: ignore[no-untyped-def]
    yield
    threads.wait_for_all()


def settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


def global_rect(widget: Any) -> QRect:
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


def test_the_name_is_painted_in_the_header_not_a_second_label(main_window: Any) -> None:
    """The window title says the name to screen readers; no label says it again."""
    header = main_window.header
    assert header.title == "Puzzle Suite" and main_window.windowTitle() == "Puzzle Suite"
    for entry in main_window.entries:
        main_window.open_game(entry.id)
        assert header.title == entry.title
        assert entry.title in main_window.windowTitle()
        labels = [w.text() for w in main_window.findChildren(QLabel) if w.isVisible()]
        assert entry.title not in labels
        interface = QAccessible.queryAccessibleInterface(header)
        assert interface is not None
        assert entry.title not in interface.text(QAccessible.Text.Name)
    main_window.show_home()
    assert header.title == "Puzzle Suite" and header.row is None
    labels = [w.text() for w in main_window.findChildren(QLabel) if w.isVisible()]
    assert "Puzzle Suite" not in labels  # home's heading is the header's title now


def test_each_screen_shows_its_own_buttons_in_the_header(main_window: Any) -> None:
    header = main_window.header
    sudoku = main_window.open_game("sudoku")
    assert header.row is sudoku.controls
    for button in sudoku.controls.buttons.values():
        assert button.parentWidget() is header and button.isVisible()
    mines = main_window.open_game("minesweeper")
    assert header.row is mines.controls
    assert not any(button.isVisible() for button in sudoku.controls.buttons.values())
    assert all(button.isVisible() for button in mines.controls.buttons.values())
    main_window.show_home()
    assert header.row is None
    assert not any(button.isVisible() for button in mines.controls.buttons.values())
    assert not any(w.isWindow() and w.isVisible() for w in sudoku.controls.widgets())
    sudoku = main_window.open_game("sudoku")
    assert all(button.isVisible() for button in sudoku.controls.buttons.values())


def test_an_ending_keeps_its_hidden_buttons_hidden_across_a_switch(
    qtbot: Any, ctx: Any, main_window: Any
) -> None:
    """A finished Sudoku: Undo, Redo and Hint hidden, their room kept; home and back,
    the same buttons in the same places."""
    entry = next(e for e in discover() if e.id == "sudoku")
    ctx.saves.save("sudoku", kit_of(entry).saves["finished"]())
    main_window.resize(1280, 800)
    screen = main_window.open_game("sudoku")
    qtbot.waitUntil(lambda: kit_of(entry).ready(screen), timeout=20_000)
    settle()
    buttons = screen.controls.buttons
    assert screen.result_on_show()
    assert [key for key, b in buttons.items() if b.isVisible()] == ["home", "new"]
    places = {key: b.geometry() for key, b in buttons.items()}
    main_window.show_home()
    main_window.open_game("sudoku")
    settle()
    assert [key for key, b in buttons.items() if b.isVisible()] == ["home", "new"]
    assert {key: b.geometry() for key, b in buttons.items()} == places


@pytest.mark.parametrize("width", [1280, 800])
def test_the_title_stays_in_the_middle_clear_of_the_buttons(
    qtbot: Any, main_window: Any, width: int
) -> None:
    main_window.resize(width, 700)
    qtbot.waitUntil(lambda: main_window.width() == width)
    screen = main_window.open_game("sudoku")
    settle()
    header = main_window.header
    title = header.title_rect()
    assert abs(title.center().x() - header.width() / 2) <= 1
    assert header.painted_title() == "Sudoku"
    for button in [*screen.controls.widgets(), header.menu_button]:
        if button.isVisible():
            assert not button.geometry().intersects(title), button.objectName()
    words = [bool(button.text()) for button in screen.controls.buttons.values()]
    if width == 1280:
        assert all(words)  # icon and word where there is room
    else:
        assert not any(words)  # icons alone, their names and keys in tooltips
        assert all(b.toolTip() and b.accessibleName() for b in screen.controls.buttons.values())


def test_at_200_percent_in_a_narrow_window_the_title_is_shortened_not_overlapped(
    qtbot: Any, ctx: Any, main_window: Any
) -> None:
    ctx.settings.update(zoom=200)
    try:
        main_window.resize(640, 600)
        screen = main_window.open_game("minesweeper")
        settle()
        header = main_window.header
        title = header.title_rect()
        for button in [*screen.controls.widgets(), header.menu_button]:
            if button.isVisible():
                assert not button.geometry().intersects(title), button.objectName()
        assert header.height() >= header.sizeHint().height()
    finally:
        ctx.settings.update(zoom=100)


class SubtitledScreen(CounterScreen):
    """A game that puts its level under its name (as Sudoku will)."""

    level = "Easy"

    def header_subtitle(self) -> str:
        return self.level


def test_a_screen_fills_the_subtitle_and_says_when_it_changes(qtbot: Any, ctx: Any) -> None:
    entry = dataclasses.replace(ENTRY, screen=Hook("tests.ui.test_header:SubtitledScreen"))
    window = MainWindow(ctx, entries=[entry])
    qtbot.addWidget(window)
    window.show()
    header = window.header
    assert header.subtitle == ""
    screen = window.open_game("counter")
    assert (header.title, header.subtitle) == ("Block Puzzle", "Easy")
    screen.level = "Hard"
    screen.header_changed.emit()
    assert header.subtitle == "Hard"
    window.show_home()
    assert header.subtitle == ""


def test_f10_and_the_button_open_the_main_menu_under_the_button(
    qtbot: Any, main_window: Any
) -> None:
    button = main_window.header.menu_button
    menu = main_window.main_menu
    main_window.setGeometry(10, 40, 760, 600)  # on the offscreen screen (800×800), whole
    main_window.activateWindow()
    qtbot.waitUntil(main_window.isActiveWindow)
    qtbot.keyClick(main_window, Qt.Key.Key_F10)
    qtbot.waitUntil(menu.isVisible)
    assert button.isDown()
    assert menu.activeAction() is menu.actions()[0]  # from the keyboard: the first entry
    shown, under = global_rect(menu), global_rect(button)
    assert shown.top() == under.bottom() + 1
    assert abs(shown.right() - under.right()) <= 1
    menu.close()
    assert not button.isDown()
    qtbot.wait(300)  # the click that closed a menu is not taken for one that opens it
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(menu.isVisible)
    assert menu.activeAction() is None  # by the pointer: nothing highlighted yet
    menu.close()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # at once: it only closed it
    assert not menu.isVisible()


def test_the_menu_button_is_a_named_menu_button_for_screen_readers(main_window: Any) -> None:
    button = main_window.header.menu_button
    interface = QAccessible.queryAccessibleInterface(button)
    assert interface is not None
    assert interface.role() == QAccessible.Role.ButtonMenu
    assert interface.state().hasPopup
    assert interface.text(QAccessible.Text.Name) == "Main menu"
    assert "F10" in button.toolTip()
    assert not button.icon().isNull()


def test_the_main_menu_holds_what_the_screen_on_show_has(main_window: Any) -> None:
    def entries() -> list[Any]:
        main_window.fill_main_menu()
        return [a for a in main_window.main_menu.actions() if not a.isSeparator()]

    jogakbo = main_window.open_game("jogakbo")
    shown = entries()
    assert main_window.new_action in shown  # Ctrl+N tells there is one puzzle a day
    for action in (main_window.undo_action, main_window.redo_action, main_window.hint_action):
        assert action not in shown
    sudoku = main_window.open_game("sudoku")
    shown = entries()
    for action in (main_window.undo_action, main_window.redo_action, main_window.hint_action):
        assert action in shown
    assert all(action in shown for action in sudoku.menu_actions())
    main_window.open_game("minesweeper")
    assert not any(action in entries() for action in sudoku.menu_actions())
    assert jogakbo is not None
    main_window.show_home()
    shown = entries()
    assert main_window.new_action not in shown and main_window.quit_action in shown
    assert main_window.shortcuts_action in shown and main_window.settings_action in shown


def test_home_opens_on_its_first_card_and_the_menu_button_comes_last(qtbot: Any, ctx: Any) -> None:
    """The header is above home but after it in the Tab order: a window opening on home
    gives its first card the focus (the e2e scenarios start there), and Tab from the
    last button under the cards reaches the menu button; on a game, after its row."""
    window = MainWindow(ctx)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.waitUntil(lambda: window.home.cards[0].hasFocus())

    def next_stop(widget: Any) -> Any:
        widget = widget.nextInFocusChain()
        while widget.focusPolicy() == Qt.FocusPolicy.NoFocus or not widget.isVisible():
            widget = widget.nextInFocusChain()
        return widget

    assert next_stop(window.home.last_focus_widget()) is window.header.menu_button
    screen = window.open_game("reversi")
    row = [w for w in screen.controls.widgets() if w.isVisible()]
    assert next_stop(row[-1]) is window.header.menu_button
    window.show_home()
    assert next_stop(window.home.last_focus_widget()) is window.header.menu_button


def test_sudoku_shows_its_level_and_jogakbo_its_date_under_the_name(
    qtbot: Any, ctx: Any, main_window: Any
) -> None:
    from puzzlesuite.games.sudoku import texts as sudoku_texts
    from puzzlesuite.services import i18n

    header = main_window.header
    sudoku = main_window.open_game("sudoku")
    qtbot.waitUntil(lambda: sudoku.game is not None and sudoku.waiting is None, timeout=20_000)
    assert (header.title, header.subtitle) == ("Sudoku", sudoku_texts.level_name(sudoku.game.level))
    assert header.subtitle in sudoku.status.accessibleName()  # heard too, not only painted
    jogakbo = main_window.open_game("jogakbo")
    date_text = i18n.fmt.date(jogakbo.day)
    assert (header.title, header.subtitle) == ("Jogakbo", date_text)
    assert jogakbo.score_label.accessibleName().endswith(date_text)
    i18n.set_language("ko")
    ctx.language_changed.emit()
    assert header.subtitle == i18n.fmt.date(jogakbo.day) != date_text
    main_window.open_game("sudoku")
    assert header.subtitle == sudoku_texts.level_name(sudoku.game.level) == "쉬움"
