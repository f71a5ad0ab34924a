"""The control row above each board: a visible button for each of the game's own
actions, the same QAction the menu and the keys use (one enabled state)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QIcon

from puzzlesuite.core.registry import GameEntry, discover
from puzzlesuite.ui import threads
from puzzlesuite.ui.accessible import strip_mnemonic
from puzzlesuite.ui.theme import contrast_ratio


def controls_of(entry: GameEntry) -> list[str]:
    """The buttons the entry says the game has, in the row's order (Home always)."""
    has = {
        "home": True,
        "new": entry.has_new,
        "undo": entry.has_undo,
        "redo": entry.has_redo,
        "hint": entry.has_hint,
    }
    return [key for key, shown in has.items() if shown]


@pytest.fixture(autouse=True)
def _no_thread_left():  # type: ignore[no-untyped-def]
    yield
    threads.wait_for_all()


def test_each_game_shows_a_visible_button_for_each_of_its_actions(each_game, main_window) -> None:  # type: ignore[no-untyped-def]
    screen = main_window.open_game(each_game.id)
    buttons = screen.controls.buttons
    assert list(buttons) == controls_of(each_game)
    for key, button in buttons.items():
        assert button.isVisible(), key
        assert button.text() and button.accessibleName() == strip_mnemonic(button.text())
        assert "&" in button.text(), f"{key} has no mnemonic"
        assert button.toolTip()
        assert not button.icon().isNull()
    # The same actions as the Game menu.
    assert buttons["home"].action is main_window.home_action
    if "hint" in buttons:
        assert buttons["hint"].action is main_window.hint_action


def test_the_entries_say_what_the_row_shows() -> None:
    entries = {entry.id: entry for entry in discover()}
    assert controls_of(entries["jogakbo"]) == ["home"]  # one puzzle a day, no undo
    assert controls_of(entries["sudoku"]) == ["home", "new", "undo", "redo", "hint"]
    assert controls_of(entries["minesweeper"]) == ["home", "new", "hint"]


def test_a_button_follows_its_actions_enabled_state_and_triggers_it(qtbot, main_window) -> None:  # type: ignore[no-untyped-def]
    screen = main_window.open_game("reversi")
    screen.panel.start_button.click()  # choose, then play (issue 32)
    undo = screen.controls.buttons["undo"]
    assert not main_window.undo_action.isEnabled() and not undo.isEnabled()
    qtbot.keyClick(screen.board_grid.focus_widget, Qt.Key.Key_Return)  # play d3
    qtbot.waitUntil(lambda: main_window.undo_action.isEnabled())
    assert undo.isEnabled()
    qtbot.waitUntil(lambda: screen.game.human_to_move, timeout=10_000)
    qtbot.mouseClick(undo, Qt.MouseButton.LeftButton)
    assert not main_window.undo_action.isEnabled()
    assert not undo.isEnabled()


def test_home_and_new_game_buttons_do_what_the_menu_does(qtbot, main_window) -> None:  # type: ignore[no-untyped-def]
    screen = main_window.open_game("minesweeper")
    qtbot.mouseClick(screen.controls.buttons["new"], Qt.MouseButton.LeftButton)
    assert screen.grid.has_focus()  # focus after New game: on the board
    qtbot.mouseClick(screen.controls.buttons["home"], Qt.MouseButton.LeftButton)
    assert main_window.current_screen() is None


def test_the_buttons_are_renamed_with_the_language(main_window, ctx) -> None:  # type: ignore[no-untyped-def]
    screen = main_window.open_game("sudoku")
    ctx.set_language("ko")
    assert screen.controls.buttons["home"].text() == "홈(&O)"
    assert screen.controls.buttons["hint"].toolTip() == "힌트 (H)"


def test_after_new_game_the_focus_is_on_the_board(qtbot, each_game, main_window) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QApplication

    screen = main_window.open_game(each_game.id)
    new = screen.controls.buttons.get("new")
    if new is not None:
        new.setFocus()
        qtbot.mouseClick(new, Qt.MouseButton.LeftButton)
    else:
        main_window.new_action.trigger()  # Jogakbo: Ctrl+N says there is one a day
    grid = screen.board_grid
    if grid is not None:
        qtbot.waitUntil(grid.has_focus)
    else:
        qtbot.waitUntil(
            lambda: screen.view.isAncestorOf(QApplication.focusWidget()) or screen.view.hasFocus()
        )


def test_the_row_is_left_aligned_with_the_panel_button_at_the_right(main_window) -> None:  # type: ignore[no-untyped-def]
    screen = main_window.open_game("minesweeper")
    row = screen.controls
    lefts = [button.x() for button in row.buttons.values()]
    assert lefts == sorted(lefts)
    assert lefts[0] <= 12  # at the row's start, not pushed right by the stretch
    assert row.indexOf(row.panel_toggle()) == row.count() - 1


def test_a_narrow_row_shows_icons_with_their_names_and_keys(qtbot, main_window) -> None:  # type: ignore[no-untyped-def]
    screen = main_window.open_game("sudoku")
    main_window.resize(800, 600)
    qtbot.waitUntil(lambda: main_window.width() == 800)
    buttons = screen.controls.buttons
    wide = all(button.text() for button in buttons.values())
    main_window.resize(640, 600)
    qtbot.waitUntil(lambda: not buttons["home"].text())
    for button in buttons.values():
        assert button.isVisible() and not button.icon().isNull()
        assert button.accessibleName() and button.toolTip()
        assert not button.shortcut().isEmpty()  # Alt+letter still presses it
    assert wide or main_window.width() < 800
    main_window.resize(1000, 700)
    qtbot.waitUntil(lambda: bool(buttons["home"].text()))


def test_a_finished_game_hides_the_controls_with_nothing_to_do(qtbot, main_window) -> None:  # type: ignore[no-untyped-def]
    """Sudoku solved: Undo, Redo and Hint go (their room kept, Home and New game stay
    where they are) while the result card offers the next steps; New game brings them
    back. A screen reader opening a finished game meets no dead buttons."""
    screen = main_window.open_game("sudoku")
    qtbot.waitUntil(lambda: screen.game is not None and screen.waiting is None, timeout=20_000)
    buttons = screen.controls.buttons
    places = {key: button.geometry() for key, button in buttons.items()}
    game = screen.game
    for cell in game.empty_cells():
        screen.move_cursor(cell)
        screen.enter_digit(game.solution[cell], as_note=False)
    assert game.is_solved() and screen.result_on_show()
    assert [key for key, button in buttons.items() if button.isVisible()] == ["home", "new"]
    assert {key: buttons[key].geometry() for key in ("home", "new")} == {
        key: places[key] for key in ("home", "new")
    }
    buttons["new"].click()
    qtbot.waitUntil(lambda: not screen.result_on_show(), timeout=20_000)
    qtbot.waitUntil(lambda: all(button.isVisible() for button in buttons.values()))
    assert {key: button.geometry() for key, button in buttons.items()} == places


@pytest.mark.parametrize("theme", ["light", "dark", "contrast"])
def test_undo_and_redo_arrows_stand_out_from_their_buttons(qtbot, ctx, theme) -> None:  # type: ignore[no-untyped-def]
    """Qt's arrows were black in every theme (1.9:1 on a dark button, 1.1:1 in high
    contrast), and Sudoku at 800×600 shows the icons alone."""
    from puzzlesuite.shell.main_window import MainWindow

    ctx.settings.update(theme=theme)
    ctx.apply_theme()
    try:
        window = MainWindow(ctx)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        screen = window.open_game("sudoku")
        faces = {QIcon.Mode.Normal: ctx.tokens.button, QIcon.Mode.Disabled: ctx.tokens.background}
        for key in ("undo", "redo"):
            button = screen.controls.buttons[key]
            for mode, face in faces.items():
                image = button.icon().pixmap(18, 18, mode).toImage()
                drawn = [
                    QColor.fromRgba(image.pixel(x, y))
                    for x in range(image.width())
                    for y in range(image.height())
                    if QColor.fromRgba(image.pixel(x, y)).alpha() > 200
                ]
                assert drawn, (key, mode)
                # A disabled control is exempt from the 3:1 rule, but must still show.
                floor = 3.0 if mode == QIcon.Mode.Normal else 1.5
                standing_out = sum(contrast_ratio(c, face) >= floor for c in drawn)
                assert standing_out >= 0.8 * len(drawn), (key, mode, standing_out, len(drawn))
    finally:
        ctx.settings.update(theme="light")
        ctx.apply_theme()
