"""Sudoku screen, driven with real mouse and key events on the board and the pad."""

from __future__ import annotations

import json
from functools import cache
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QPoint
from PySide6.QtCore import Qt as QtNs
from PySide6.QtGui import QAccessible, QAccessibleActionInterface, QColor, QKeyEvent
from PySide6.QtWidgets import QApplication, QWidget

from puzzlesuite.games.sudoku.generator import Puzzle, generate
from puzzlesuite.games.sudoku.help import help_html
from puzzlesuite.games.sudoku.hints import Stage
from puzzlesuite.games.sudoku.model import SudokuGame
from puzzlesuite.games.sudoku.puzzle_code import CodeError, format_code, parse_code
from puzzlesuite.games.sudoku.screen import SudokuScreen
from puzzlesuite.games.sudoku.solver import PEERS, candidates
from puzzlesuite.games.sudoku.stats import stats_page
from puzzlesuite.games.sudoku.techniques import LEVELS, Level
from puzzlesuite.ui import a11y, threads
from tests.ui.heard import Listener, assert_said_once

LEFT = QtNs.MouseButton.LeftButton
NONE = QtNs.KeyboardModifier.NoModifier
SHIFT = QtNs.KeyboardModifier.ShiftModifier
KEYPAD = QtNs.KeyboardModifier.KeypadModifier
CTRL = QtNs.KeyboardModifier.ControlModifier
GENERATION_WAIT_MS = 20000


@cache
def puzzle(level: Level, seed: int) -> Puzzle:
    return generate(level, seed)


def prepared_save(game: SudokuGame | None, skip: tuple[Level, ...] = ()) -> dict[str, Any]:
    """A save with `game` on the board and the next puzzle of every level prepared (so
    no generation runs unless a test asks for it)."""
    return {
        "game": game.to_dict() if game else None,
        "prepared": {
            level.value: {
                "seed": 100 + level.rank,
                "givens": list(puzzle(level, 100 + level.rank).givens),
                "solution": list(puzzle(level, 100 + level.rank).solution),
            }
            for level in LEVELS
            if level not in skip
        },
    }


def easy_game() -> SudokuGame:
    p = puzzle(Level.EASY, 7)
    return SudokuGame(p.givens, p.solution, p.level, p.seed)


def make_screen(qtbot: Any, ctx: Any) -> SudokuScreen:
    widget = SudokuScreen(ctx)
    qtbot.addWidget(widget)
    widget.resize(900, 650)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


@pytest.fixture
def screen(qtbot: Any, ctx: Any) -> SudokuScreen:
    ctx.saves.save("sudoku", prepared_save(easy_game()))
    return make_screen(qtbot, ctx)


@pytest.fixture(autouse=True)
def _no_generation_left_behind() -> Any:
    yield
    threads.wait_for_all()
    QApplication.processEvents()


def click_cell(qtbot: Any, screen: SudokuScreen, cell: int) -> None:
    centre = screen.view.cell_rectf(cell).center().toPoint()
    qtbot.mouseClick(screen.view, LEFT, NONE, centre)


def key(qtbot: Any, screen: SudokuScreen, k: QtNs.Key, modifiers: Any = NONE) -> None:
    qtbot.keyClick(screen.board_grid.focus_widget, k, modifiers)


def send_key(screen: SudokuScreen, k: QtNs.Key, modifiers: Any, scan_code: int, text: str) -> None:
    """A key event as the platform sends it, with its physical scan code."""
    for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
        event = QKeyEvent(kind, k, modifiers, scan_code, 0, 0, text)
        QApplication.sendEvent(screen.board_grid.focus_widget, event)


def tick(qtbot: Any, button: Any) -> None:
    """Click a check box or radio button on its box (its centre may be past the text)."""
    qtbot.mouseClick(button, LEFT, NONE, QPoint(8, button.height() // 2))


def empty_cell(screen: SudokuScreen, skip: int = 0) -> int:
    return screen.game.empty_cells()[skip]


def digit_key(digit: int) -> QtNs.Key:
    return getattr(QtNs.Key, f"Key_{digit}")


def name(screen: SudokuScreen) -> str:
    return screen.board_grid.name()


def test_the_board_opens_with_cell_names_in_the_spec_pattern(screen: SudokuScreen) -> None:
    game = screen.game
    given = next(c for c in range(81) if game.is_given(c))
    empty = empty_cell(screen)
    r, c = divmod(given, 9)
    assert screen.cell_name(given) == f"Row {r + 1}, column {c + 1}, {game.values[given]}, given"
    r, c = divmod(empty, 9)
    box = 3 * (r // 3) + c // 3 + 1
    assert screen.cell_name(empty) == f"Row {r + 1}, column {c + 1}, box {box}, empty"
    code = format_code(Level.EASY, 7)
    # Heard whole (S, and the status's accessible name); seen short: the count large, the
    # level and code small under it.
    assert screen.status_text().startswith(f"Easy puzzle {code}: ")
    assert screen.status.accessibleName() == screen.status_text()
    assert screen.status_lines() == (f"{game.filled_count()} / 81", code)
    assert screen.view.accessibleName() == "Sudoku board"


def test_click_a_cell_and_type_a_digit(
    qtbot: Any, screen: SudokuScreen, announcements: list[str]
) -> None:
    cell = empty_cell(screen)
    click_cell(qtbot, screen, cell)
    assert screen.cursor_cell == cell and screen.board_grid.has_focus()
    key(qtbot, screen, digit_key(5))
    assert screen.game.values[cell] == 5
    r, c = divmod(cell, 9)
    assert name(screen).startswith(f"Row {r + 1}, column {c + 1}, 5")
    assert announcements[-1].startswith(f"5 in r{r + 1}c{c + 1}")
    assert screen.view.picture.values[cell] == 5
    key(qtbot, screen, QtNs.Key.Key_Delete)
    assert screen.game.values[cell] == 0
    key(qtbot, screen, digit_key(3))
    key(qtbot, screen, QtNs.Key.Key_0)
    assert screen.game.values[cell] == 0


def test_arrows_home_and_end_move_the_cursor(qtbot: Any, screen: SudokuScreen) -> None:
    click_cell(qtbot, screen, 40)
    key(qtbot, screen, QtNs.Key.Key_Right)
    assert screen.cursor_cell == 41
    key(qtbot, screen, QtNs.Key.Key_Home)
    assert screen.cursor_cell == 36
    key(qtbot, screen, QtNs.Key.Key_End)
    assert screen.cursor_cell == 44
    key(qtbot, screen, QtNs.Key.Key_Up)
    assert screen.cursor_cell == 35
    assert name(screen) == screen.cell_name(35)


def click_pad(qtbot: Any, screen: SudokuScreen, value: int) -> None:
    """Click the painted pad key `value` (1–9, 0 for Clear) at its centre."""
    centre = screen.panel.key_rect(value).center()
    qtbot.mouseClick(screen.panel.number_pad, LEFT, NONE, centre)


def pad_key(qtbot: Any, screen: SudokuScreen, k: QtNs.Key) -> None:
    qtbot.keyClick(screen.panel.pad_grid.focus_widget, k)


def heard(widget: Any = None) -> tuple[str, str]:
    """(name, role) of the focused widget as a screen reader reads it."""
    interface = QAccessible.queryAccessibleInterface(widget or QApplication.focusWidget())
    return str(interface.text(QAccessible.Text.Name)), str(interface.role())


def key_name(screen: SudokuScreen, digit: int) -> str:
    """A pad key's name: its digit and how many of it the board still needs."""
    left = 9 - screen.game.values.count(digit)
    return f"Digit {digit}, {left} left" if left else f"Digit {digit}, all placed"


def before_pad(screen: SudokuScreen) -> QWidget:
    """The chosen level's button, before the own-puzzle row and the pad (New puzzle is in
    the control row)."""
    return screen.panel.levels._buttons[screen.panel.levels.level()]


def focus_pad(qtbot: Any, screen: SudokuScreen) -> None:
    """Tab from Enter a puzzle… (in the level area), the control before the pad."""
    before = screen.own.enter_button
    before.setFocus(QtNs.FocusReason.TabFocusReason)
    qtbot.waitUntil(before.hasFocus)
    qtbot.keyClick(before, QtNs.Key.Key_Tab)
    assert screen.panel.pad_grid.has_focus()


def test_the_pad_writes_into_the_selected_cell(qtbot: Any, screen: SudokuScreen) -> None:
    cell = empty_cell(screen)
    click_cell(qtbot, screen, cell)
    click_pad(qtbot, screen, 7)
    assert screen.game.values[cell] == 7
    click_pad(qtbot, screen, 0)
    assert screen.game.values[cell] == 0


def test_a_pad_click_leaves_the_focus_on_the_board(qtbot: Any, screen: SudokuScreen) -> None:
    cell = empty_cell(screen)
    click_cell(qtbot, screen, cell)
    assert screen.board_grid.has_focus()
    click_pad(qtbot, screen, 3)
    assert screen.game.values[cell] == 3
    assert screen.board_grid.has_focus() and not screen.panel.pad_grid.has_focus()
    key(qtbot, screen, digit_key(4))  # typing goes on in the same cell
    assert screen.game.values[cell] == 4


def test_a_click_between_pad_keys_does_nothing(qtbot: Any, screen: SudokuScreen) -> None:
    cell = empty_cell(screen)
    click_cell(qtbot, screen, cell)
    between = (screen.panel.key_rect(1).right() + screen.panel.key_rect(2).left()) // 2
    gap = QPoint(between, screen.panel.key_rect(1).center().y())
    qtbot.mouseClick(screen.panel.number_pad, LEFT, NONE, gap)
    assert screen.game.values[cell] == 0


def test_the_pad_with_no_cell_selected_highlights_that_digit(
    qtbot: Any, screen: SudokuScreen, announcements: list[str]
) -> None:
    # A new puzzle shows its cursor (a digit key writes there); Esc lets go of it.
    assert screen.selected and screen.view.picture.show_cursor
    screen.focus_board()
    qtbot.waitUntil(screen.board_grid.has_focus)
    qtbot.keyClick(QApplication.focusWidget(), QtNs.Key.Key_Escape)
    assert not screen.selected
    before = list(screen.game.values)
    click_pad(qtbot, screen, 4)
    assert screen.game.values == before
    assert screen.view.picture.highlight_digit == 4
    count = before.count(4)
    assert announcements[-1] == f"{count} cells hold 4."


def test_choosing_another_level_says_it_applies_to_the_next_puzzle(
    qtbot: Any, screen: SudokuScreen
) -> None:
    board = screen.view.geometry()
    screen.panel.levels._buttons["expert"].click()
    assert screen.message_line.full_text == "Changes apply from the next puzzle."
    assert screen.view.geometry() == board  # the message line moves nothing


def test_the_pad_keys_are_large_enough_to_hit(screen: SudokuScreen) -> None:
    for value in range(10):
        rect = screen.panel.key_rect(value)
        assert rect.width() >= 44 and rect.height() >= 44, value
    assert screen.panel.key_rect(0).width() > 2 * screen.panel.key_rect(7).width()


def test_tab_reaches_the_pad_once_and_the_next_tab_leaves_it(
    qtbot: Any, screen: SudokuScreen
) -> None:
    click_cell(qtbot, screen, 40)
    stops: list[Any] = []
    while not screen.board_grid.has_focus() or not stops:  # once round the Tab chain
        qtbot.keyClick(QApplication.focusWidget(), QtNs.Key.Key_Tab)
        stops.append(QApplication.focusWidget())
        assert len(stops) < 30
    on_pad = [i for i, w in enumerate(stops) if screen.panel.number_pad.isAncestorOf(w)]
    assert len(on_pad) == 1, [heard(w)[0] for w in stops]
    assert stops[on_pad[0] - 1] is screen.own.enter_button  # the level area's own row
    assert stops[on_pad[0] - 2] is before_pad(screen)
    assert stops[on_pad[0] + 1] is screen.panel.notes_switch
    assert heard(stops[on_pad[0]]) == (key_name(screen, 1), str(QAccessible.Role.Button))


def test_shift_tab_leaves_the_pad_backwards(qtbot: Any, screen: SudokuScreen) -> None:
    focus_pad(qtbot, screen)
    pad_key(qtbot, screen, QtNs.Key.Key_Backtab)
    assert screen.own.enter_button.hasFocus()  # in the level area


def test_arrows_move_between_pad_keys_and_each_key_is_named(
    qtbot: Any, screen: SudokuScreen
) -> None:
    focus_pad(qtbot, screen)
    pad_key(qtbot, screen, QtNs.Key.Key_Down)
    pad_key(qtbot, screen, QtNs.Key.Key_Right)
    assert heard()[0] == key_name(screen, 5)
    pad_key(qtbot, screen, QtNs.Key.Key_Right)
    assert heard()[0] == key_name(screen, 6)
    assert screen.panel.number_pad.focus_key == 6  # the ring follows the cursor
    pad_key(qtbot, screen, QtNs.Key.Key_Down)
    pad_key(qtbot, screen, QtNs.Key.Key_Down)
    assert heard()[0] == "Clear"
    pad_key(qtbot, screen, QtNs.Key.Key_Up)
    assert heard()[0] == key_name(screen, 9)  # back to the column it came from


def test_sideways_on_clear_stays_on_clear_without_a_new_focus(
    qtbot: Any, screen: SudokuScreen
) -> None:
    focus_pad(qtbot, screen)
    pad_key(qtbot, screen, QtNs.Key.Key_PageDown)
    on_clear = QApplication.focusWidget()
    assert heard()[0] == "Clear"
    for k in (QtNs.Key.Key_Left, QtNs.Key.Key_Right, QtNs.Key.Key_End, QtNs.Key.Key_Home):
        pad_key(qtbot, screen, k)
    assert QApplication.focusWidget() is on_clear  # nothing new to read: "Clear" is not repeated
    pad_key(qtbot, screen, QtNs.Key.Key_Up)
    assert heard()[0] == key_name(screen, 7)


def test_enter_and_space_on_a_pad_key_write_into_the_selected_cell(
    qtbot: Any, screen: SudokuScreen
) -> None:
    cell = empty_cell(screen)
    click_cell(qtbot, screen, cell)
    focus_pad(qtbot, screen)
    pad_key(qtbot, screen, QtNs.Key.Key_Right)
    pad_key(qtbot, screen, QtNs.Key.Key_Return)
    assert screen.game.values[cell] == 2
    r, c = divmod(cell, 9)
    # The outcome goes on the focused key, where Orca 43 reads it.
    assert screen.panel.pad_grid.description().startswith(f"2 in r{r + 1}c{c + 1}")
    assert screen.panel.pad_grid.has_focus()
    pad_key(qtbot, screen, QtNs.Key.Key_PageDown)
    pad_key(qtbot, screen, QtNs.Key.Key_Space)
    assert screen.game.values[cell] == 0


def test_the_press_action_on_a_pad_key_is_a_click(qtbot: Any, screen: SudokuScreen) -> None:
    cell = empty_cell(screen)
    click_cell(qtbot, screen, cell)
    focus_pad(qtbot, screen)
    pad_key(qtbot, screen, QtNs.Key.Key_End)
    interface = QAccessible.queryAccessibleInterface(QApplication.focusWidget())
    press = QAccessibleActionInterface.pressAction()
    assert press in interface.actionInterface().actionNames()
    interface.actionInterface().doAction(press)
    assert screen.game.values[cell] == 3


def pad_to(qtbot: Any, screen: SudokuScreen, digit: int) -> None:
    """Walk the pad's cursor to `digit`'s key (from Digit 1, the first key)."""
    qtbot.keyClick(screen.panel.pad_grid.focus_widget, QtNs.Key.Key_Home, CTRL)
    for _ in range((digit - 1) // 3):
        pad_key(qtbot, screen, QtNs.Key.Key_Down)
    for _ in range((digit - 1) % 3):
        pad_key(qtbot, screen, QtNs.Key.Key_Right)


def test_each_pad_key_says_how_many_of_its_digit_are_left(qtbot: Any, screen: SudokuScreen) -> None:
    givens = list(screen.game.givens)
    focus_pad(qtbot, screen)
    for digit in (1, 5, 9):
        pad_to(qtbot, screen, digit)
        # What the key shows in its corner, as a sighted player sees it.
        left = 9 - givens.count(digit)
        assert heard()[0] == f"Digit {digit}, {left} left"
        assert screen.panel.number_pad.remaining[digit] == left
    pad_key(qtbot, screen, QtNs.Key.Key_PageDown)
    assert heard()[0] == "Clear"


def test_a_digit_placed_from_the_pad_is_heard_on_the_key_with_one_fewer_left(
    qtbot: Any, screen: SudokuScreen, monkeypatch: Any
) -> None:
    cell = empty_cell(screen)
    digit = screen.game.solution[cell]
    left = 9 - screen.game.values.count(digit)
    click_cell(qtbot, screen, cell)
    focus_pad(qtbot, screen)
    pad_to(qtbot, screen, digit)
    assert heard()[0] == f"Digit {digit}, {left} left"
    listener = Listener(monkeypatch)
    try:
        said = listener.step(lambda: pad_key(qtbot, screen, QtNs.Key.Key_Return))
    finally:
        listener.close()
    assert screen.game.values[cell] == digit
    r, c = divmod(cell, 9)
    # The key's new name and the outcome, each once (a name and a description event).
    assert said[0] == f"Digit {digit}, {left - 1} left"
    assert said[1].startswith(f"{digit} in r{r + 1}c{c + 1}")
    assert_said_once(said, listener.announcements)
    assert heard()[0] == f"Digit {digit}, {left - 1} left"


def test_a_digit_with_all_nine_on_the_board_says_all_placed(
    qtbot: Any, screen: SudokuScreen
) -> None:
    game = screen.game
    missing = [c for c in game.empty_cells() if game.solution[c] == 1]
    for cell in missing:
        click_cell(qtbot, screen, cell)
        key(qtbot, screen, digit_key(1))
    assert game.values.count(1) == 9
    focus_pad(qtbot, screen)
    pad_to(qtbot, screen, 1)
    assert heard()[0] == "Digit 1, all placed"


def test_brief_speech_names_a_pad_key_digit_first(qtbot: Any, screen: SudokuScreen) -> None:
    focus_pad(qtbot, screen)
    pad_to(qtbot, screen, 4)
    left = 9 - screen.game.values.count(4)
    screen.ctx.settings.update(verbosity="brief")
    assert heard()[0] == f"4, {left} left"
    screen.ctx.settings.update(verbosity="full")
    assert heard()[0] == f"Digit 4, {left} left"


def test_typing_on_the_board_tells_the_pad_nothing(
    qtbot: Any, screen: SudokuScreen, monkeypatch: Any
) -> None:
    # The pad's names change with every count, but a reader is told only while it is on
    # the pad: opening Sudoku and playing on the board send no event for the pad.
    told: list[Any] = []
    real_notify = a11y.notify_changed

    def notify(source: Any, what: Any, child: int = -1) -> None:
        told.append(source)
        real_notify(source, what, child)

    monkeypatch.setattr(a11y, "notify_changed", notify)
    cell = empty_cell(screen)
    click_cell(qtbot, screen, cell)
    key(qtbot, screen, digit_key(screen.game.solution[cell]))
    QApplication.processEvents()
    pad = screen.panel.number_pad
    assert told and not [source for source in told if pad.isAncestorOf(source)]


def test_the_pad_is_a_panel_named_number_pad(qtbot: Any, screen: SudokuScreen) -> None:
    focus_pad(qtbot, screen)
    pad = QAccessible.queryAccessibleInterface(QApplication.focusWidget()).parent()
    assert pad.text(QAccessible.Text.Name) == "Number pad"
    assert pad.object() is screen.panel.number_pad


@pytest.mark.parametrize("theme", ["light", "dark", "contrast"])
def test_pad_keys_are_drawn_in_the_theme_with_a_ring_on_the_focused_key(
    qtbot: Any, screen: SudokuScreen, theme: str
) -> None:
    screen.ctx.settings.update(theme=theme)
    screen.ctx.apply_theme()
    focus_pad(qtbot, screen)
    pad_key(qtbot, screen, QtNs.Key.Key_Right)
    image = screen.panel.number_pad.grab().toImage()
    tokens = screen.ctx.tokens

    def colour_at(value: int, x: float, y: float) -> QColor:
        """The colour at a fraction of a key's width and height from its top left."""
        rect = screen.panel.key_rect(value)
        return image.pixelColor(
            rect.left() + int(x * rect.width()), rect.top() + int(y * rect.height())
        )

    ring_edge = 1 / screen.panel.key_rect(2).height()  # one pixel in from the key's top
    assert colour_at(2, 0.5, ring_edge) == tokens.accent  # the ring, on the cursor's key only
    assert colour_at(1, 0.5, ring_edge) != tokens.accent
    assert colour_at(1, 0.15, 0.5) == tokens.button  # the key's face: the app's buttons'


def test_the_focus_ring_is_on_the_pad_only_while_it_has_focus(
    qtbot: Any, screen: SudokuScreen
) -> None:
    assert screen.panel.number_pad.focus_key is None
    focus_pad(qtbot, screen)
    assert screen.panel.number_pad.focus_key == 1
    click_cell(qtbot, screen, 40)
    assert screen.panel.number_pad.focus_key is None


def test_shift_and_a_top_row_key_write_a_note_by_its_position(
    qtbot: Any, screen: SudokuScreen
) -> None:
    cell = empty_cell(screen)
    click_cell(qtbot, screen, cell)
    # Spanish layout: Shift + the 7 key types "/"; its scan code (xcb 16) says 7.
    send_key(screen, QtNs.Key.Key_Slash, SHIFT, 16, "/")
    assert screen.game.notes[cell] == 1 << 7 and screen.game.values[cell] == 0
    # AZERTY: Shift + the 1 key types "1"; the position (scan code 10) still says 1.
    send_key(screen, QtNs.Key.Key_1, SHIFT, 10, "1")
    assert screen.game.notes[cell] == (1 << 7) | (1 << 1)
    # Without a scan code (offscreen) the US shifted symbol is read by its key.
    key(qtbot, screen, QtNs.Key.Key_At, SHIFT)
    assert screen.game.notes[cell] == (1 << 7) | (1 << 1) | (1 << 2)
    r, c = divmod(cell, 9)
    box = 3 * (r // 3) + c // 3 + 1
    assert name(screen) == f"Row {r + 1}, column {c + 1}, box {box}, empty, notes 1 2 7"
    # The plain top-row key places the digit.
    send_key(screen, QtNs.Key.Key_3, NONE, 12, "3")
    assert screen.game.values[cell] == 3


def test_notes_mode_by_n_and_the_switch_and_keypad_digits(qtbot: Any, screen: SudokuScreen) -> None:
    cell = empty_cell(screen)
    click_cell(qtbot, screen, cell)
    key(qtbot, screen, QtNs.Key.Key_8, KEYPAD)
    assert screen.game.values[cell] == 8  # keypad places outside notes mode
    key(qtbot, screen, QtNs.Key.Key_Delete)
    key(qtbot, screen, QtNs.Key.Key_N)
    assert screen.notes_mode and screen.panel.notes_switch.isChecked()
    key(qtbot, screen, QtNs.Key.Key_8, KEYPAD)
    key(qtbot, screen, digit_key(2))
    assert screen.game.notes[cell] == (1 << 8) | (1 << 2) and screen.game.values[cell] == 0
    assert "Notes mode is on." in screen.status_text()
    tick(qtbot, screen.panel.notes_switch)
    assert not screen.notes_mode


def test_placing_removes_notes_unless_the_setting_is_off(qtbot: Any, screen: SudokuScreen) -> None:
    cell = empty_cell(screen)
    peer = next(p for p in PEERS[cell] if not screen.game.values[p])
    click_cell(qtbot, screen, peer)
    key(qtbot, screen, digit_key(6), SHIFT)
    click_cell(qtbot, screen, cell)
    key(qtbot, screen, digit_key(6))
    assert not screen.game.notes[peer] >> 6 & 1
    key(qtbot, screen, QtNs.Key.Key_Delete)
    click_cell(qtbot, screen, peer)
    key(qtbot, screen, digit_key(6), SHIFT)
    tick(qtbot, screen.panel.auto_remove)
    assert screen.ctx.settings.game("sudoku")["auto_remove_notes"] is False
    click_cell(qtbot, screen, cell)
    key(qtbot, screen, digit_key(6))
    assert screen.game.notes[peer] >> 6 & 1


def test_a_conflict_is_marked_and_named_at_once(
    qtbot: Any, screen: SudokuScreen, announcements: list[str]
) -> None:
    game = screen.game
    given = next(c for c in range(81) if game.is_given(c))
    row = given // 9
    cell = next(c for c in range(9 * row, 9 * row + 9) if not game.values[c])
    click_cell(qtbot, screen, cell)
    key(qtbot, screen, digit_key(game.values[given]))
    assert {cell, given} <= screen.view.picture.conflicts
    assert f", {game.values[given]}, conflicts with row {row + 1}" in name(screen)
    assert f"it conflicts with row {row + 1}" in announcements[-1]


def test_fill_all_notes_and_undo_redo_through_the_window(
    qtbot: Any, ctx: Any, main_window: Any
) -> None:
    ctx.saves.save("sudoku", prepared_save(easy_game()))
    screen = main_window.open_game("sudoku")
    assert not main_window.undo_action.isEnabled()
    qtbot.mouseClick(screen.panel.fill_button, LEFT)
    allowed = candidates(screen.game.grid)
    assert all(screen.game.notes[c] == allowed[c] for c in screen.game.empty_cells())
    cell = screen.game.empty_cells()[0]
    screen.focus_board()
    click_cell(qtbot, screen, cell)
    key(qtbot, screen, digit_key(screen.game.solution[cell]))
    assert main_window.undo_action.isEnabled()
    main_window.undo_action.trigger()
    assert screen.game.values[cell] == 0
    assert main_window.redo_action.isEnabled()
    main_window.undo_action.trigger()  # fill all notes is one step
    assert not any(screen.game.notes)
    assert not main_window.undo_action.isEnabled()
    main_window.redo_action.trigger()
    main_window.redo_action.trigger()
    assert screen.game.values[cell] == screen.game.solution[cell]
    assert not main_window.redo_action.isEnabled()


def test_hint_in_three_presses_through_the_window(
    qtbot: Any, ctx: Any, main_window: Any, monkeypatch: Any
) -> None:
    ctx.saves.save("sudoku", prepared_save(easy_game()))
    screen = main_window.open_game("sudoku")
    said: list[str] = []
    monkeypatch.setattr(
        screen, "speak", lambda text, assertive=False, repeat=False: said.append(text)
    )
    assert main_window.hint_action.isEnabled()
    main_window.hint_action.trigger()
    assert said[-1].startswith("Hint: look at ")
    assert screen.game.hints_used == 1
    hint = screen.hints.hint
    assert screen.view.picture.hint_units == hint.units[:1]
    main_window.hint_action.trigger()
    assert said[-1].startswith(("Naked single: ", "Hidden single: "))
    cell, digit = hint.step.place
    main_window.hint_action.trigger()
    assert said[-1] == f"{digit} placed in r{cell // 9 + 1}c{cell % 9 + 1}."
    assert screen.game.values[cell] == digit
    main_window.undo_action.trigger()
    assert screen.game.values[cell] == 0 and screen.game.hints_used == 1
    # Saved with the count.
    assert ctx.saves.load("sudoku")["game"]["hints_used"] == 1


def test_a_cursor_move_returns_hint_to_its_first_step(qtbot: Any, screen: SudokuScreen) -> None:
    screen.hint()
    screen.hint()
    assert screen.hints.stage is Stage.WHY
    screen.focus_board()
    key(qtbot, screen, QtNs.Key.Key_Left if screen.cursor_cell % 9 else QtNs.Key.Key_Right)
    assert screen.hints.stage is Stage.IDLE
    screen.hint()
    assert screen.hints.stage is Stage.WHERE and screen.game.hints_used == 2


def test_j_jumps_to_empty_cells_or_to_the_cells_a_hint_concerns(
    qtbot: Any, screen: SudokuScreen
) -> None:
    screen.focus_board()
    click_cell(qtbot, screen, 0)
    screen.jump(1)
    empties = screen.game.empty_cells()
    assert screen.cursor_cell == next(c for c in empties if c > 0)
    screen.jump(-1)
    assert screen.cursor_cell == (0 if 0 in empties else empties[-1])
    screen.hint()
    target = screen.hints.hint.cells[0]
    screen.jump(1)
    assert screen.cursor_cell == target
    assert screen.hints.stage is Stage.WHERE  # J keeps the hint where it was


def test_finishing_says_time_and_hints_and_counts_statistics(
    qtbot: Any, screen: SudokuScreen, announcements: list[str]
) -> None:
    game = screen.game
    cells = game.empty_cells()
    for cell in cells[:-1]:
        game.place(cell, game.solution[cell])
    game.elapsed = 125.0
    last = cells[-1]
    click_cell(qtbot, screen, last)
    key(qtbot, screen, digit_key(game.solution[last]))
    assert game.is_solved() and game.finished
    assert "Solved in 2 minutes, 5 seconds, without hints." in screen.last_outcome
    record = screen.ctx.stats.record("sudoku")["easy"]
    assert record["solved"] == 1 and record["solved_no_hints"] == 1 and record["started"] == 1
    assert record["best_seconds"] >= 125
    page = stats_page(screen.ctx.stats.record("sudoku"))
    assert page.value("Easy", "Solved") == "1"
    assert page.value("Easy", "Best time") == "2 minutes, 5 seconds"
    assert [bar.value for bar in page.chart("Easy", "Solve times").bars] == [1, 0, 0, 0, 0]
    assert [bar.value for bar in page.chart("Easy", "Hints per solve").bars] == [1, 0, 0, 0]
    assert not screen.can_hint()


def test_new_puzzle_is_shown_at_once_and_leaves_the_old_one_started(
    qtbot: Any, screen: SudokuScreen, announcements: list[str]
) -> None:
    cell = empty_cell(screen)
    click_cell(qtbot, screen, cell)
    key(qtbot, screen, digit_key(1))
    screen.new_game()
    assert screen.game.seed == 100 and screen.game.level is Level.EASY
    assert announcements[-1] == f"New Easy puzzle, code {format_code(Level.EASY, 100)}."
    record = screen.ctx.stats.record("sudoku")["easy"]
    assert record["started"] == 1 and record.get("solved", 0) == 0
    # The used puzzle is prepared again in the background, and kept with the save.
    qtbot.waitUntil(lambda: Level.EASY in screen.prepared, timeout=GENERATION_WAIT_MS)
    assert "easy" in screen.ctx.saves.load("sudoku")["prepared"]


def test_the_level_chooser_sets_the_next_puzzle(qtbot: Any, screen: SudokuScreen) -> None:
    radio = screen.panel.levels._buttons["hard"]
    tick(qtbot, radio)
    assert screen.ctx.settings.game("sudoku")["level"] == "hard"
    assert screen.game.level is Level.EASY  # the puzzle on the board stays
    screen.new_game()
    assert screen.game.level is Level.HARD and screen.game.seed == 102


@pytest.mark.parametrize(
    ("text", "sentence"),
    [
        ("hello", "That is not a puzzle code; a code looks like S-H-482133."),
        ("S-Q-12", "The letter after S- must be E, M, H or X."),
        ("S-E-12x", "The number in a puzzle code goes from 0 to 999999999."),
    ],
)
def test_a_malformed_code_gets_one_clear_sentence(
    qtbot: Any, screen: SudokuScreen, announcements: list[str], text: str, sentence: str
) -> None:
    before = screen.game.to_dict()
    qtbot.keyClicks(screen.panel.code_edit, text)
    qtbot.mouseClick(screen.panel.code_button, LEFT)
    assert announcements[-1] == sentence
    assert screen.game.to_dict() == before


def test_a_typed_code_plays_that_puzzle(
    qtbot: Any, screen: SudokuScreen, announcements: list[str]
) -> None:
    qtbot.keyClicks(screen.panel.code_edit, "s-e-31")
    qtbot.keyClick(screen.panel.code_edit, QtNs.Key.Key_Return)
    assert screen.waiting == (Level.EASY, 31)
    assert announcements[-1] == "Preparing the next Easy puzzle…"
    # Input stays live while it is prepared: a key is answered, nothing freezes.
    screen.focus_board()
    key(qtbot, screen, digit_key(4))
    assert announcements[-1] == "The new puzzle is still being prepared."
    qtbot.waitUntil(lambda: screen.waiting is None, timeout=GENERATION_WAIT_MS)
    assert screen.game.seed == 31 and screen.game.givens == puzzle(Level.EASY, 31).givens
    assert announcements[-1] == f"New Easy puzzle, code {format_code(Level.EASY, 31)}."


def test_resume_is_exact(qtbot: Any, ctx: Any, screen: SudokuScreen) -> None:
    cells = screen.game.empty_cells()
    click_cell(qtbot, screen, cells[0])
    key(qtbot, screen, digit_key(2))
    click_cell(qtbot, screen, cells[1])
    key(qtbot, screen, digit_key(9), SHIFT)
    screen.hint()
    screen.game.elapsed = 42.0
    screen.save_now()
    saved = screen.game.to_dict()
    again = make_screen(qtbot, ctx)
    assert again.game.to_dict()["values"] == saved["values"]
    assert again.game.notes == screen.game.notes
    assert again.game.hints_used == 1 and again.game.elapsed >= 42.0
    assert set(again.prepared) == set(LEVELS)
    assert not again.can_undo()


def test_a_damaged_save_is_moved_aside_with_a_notice(qtbot: Any, ctx: Any) -> None:
    data = prepared_save(easy_game())
    data["game"]["solution"][0] = data["game"]["solution"][1]  # not a solved grid
    ctx.saves.save("sudoku", data)
    notices: list[Any] = []
    ctx.start_notices()
    ctx.problem_reported.connect(notices.append)
    widget = make_screen(qtbot, ctx)
    assert list(ctx.paths.saves.glob("sudoku.json.corrupt-*"))
    assert notices and "could not be read" in notices[-1]()
    qtbot.waitUntil(lambda: widget.game is not None, timeout=GENERATION_WAIT_MS)


def test_first_launch_prepares_without_freezing(qtbot: Any, ctx: Any, monkeypatch: Any) -> None:
    widget = make_screen(qtbot, ctx)
    assert widget.game is None and widget.waiting == (Level.EASY, None)
    assert widget.view.picture.overlay == "Preparing the next Easy puzzle…"
    assert widget.status_text() == "Preparing the next Easy puzzle…"
    # The board says it; the header line waits for a puzzle to name, keeping its room.
    assert not widget.status.isVisible()
    board = widget.view.geometry()
    widget.hint()  # nothing to hint yet, and no exception
    qtbot.waitUntil(lambda: widget.game is not None, timeout=GENERATION_WAIT_MS)
    assert widget.game.level is Level.EASY and not widget.view.picture.overlay
    assert widget.status.isVisible() and widget.status_lines()[1].startswith("S-E-")
    assert widget.status.accessibleName().startswith("Easy puzzle")
    assert widget.view.geometry() == board
    qtbot.waitUntil(lambda: len(widget.prepared) == 4, timeout=GENERATION_WAIT_MS * 2)


def test_help_lists_the_keys_and_explains_the_hint_decision() -> None:
    page = help_html()
    for needle in ("Ctrl+Shift+Z", "Shift+J", "X-Wing (", "Swordfish (", "<table", "In words:"):
        assert needle in page
    assert "writes those cells' notes first" in page.replace("&#x27;", "'")


def test_clicking_outside_the_board_does_nothing(qtbot: Any, screen: SudokuScreen) -> None:
    before = screen.cursor_cell
    qtbot.mouseClick(screen.view, LEFT, NONE, QPoint(1, 1))
    assert screen.cursor_cell == before


def test_a_language_switch_retranslates_cells_panel_and_hints(
    qtbot: Any, screen: SudokuScreen, announcements: list[str]
) -> None:
    screen.ctx.set_language("ko")
    empty = empty_cell(screen)
    r, c = divmod(empty, 9)
    box = 3 * (r // 3) + c // 3 + 1
    assert screen.cell_name(empty) == f"{r + 1}행 {c + 1}열, {box}번 블록, 비어 있음"
    assert screen.panel.fill_button.text() == "메모 모두 채우기"
    assert screen.panel.levels.title() == "난이도"
    focus_pad(qtbot, screen)
    left = 9 - screen.game.values.count(1)
    assert heard()[0] == f"숫자 1, {left}개 남음"  # the count in the key's corner
    assert screen.panel.number_pad.clear_text == "지우기"
    screen.hint()
    assert announcements[-1].startswith("힌트: ")
    screen.ctx.set_language("es")
    assert screen.status_text().startswith("Sudoku S-E-7, nivel Fácil: ")


def test_a_save_of_the_wrong_shape_is_moved_aside_before_the_game_sees_it(
    qtbot: Any, ctx: Any
) -> None:
    data = prepared_save(easy_game())
    data["game"]["values"] = data["game"]["values"][:80]
    ctx.paths.saves.mkdir(parents=True, exist_ok=True)
    (ctx.paths.saves / "sudoku.json").write_text(json.dumps({"schema": 1, **data}))
    widget = make_screen(qtbot, ctx)
    assert list(ctx.paths.saves.glob("sudoku.json.corrupt-*"))
    assert widget.game is None or widget.game.values != data["game"]["values"]
    qtbot.waitUntil(lambda: widget.game is not None, timeout=GENERATION_WAIT_MS)


def test_a_first_open_starts_its_puzzle_without_an_outcome(
    qtbot: Any, ctx: Any, monkeypatch: Any
) -> None:
    """Nobody asked for the first puzzle: it is not spoken (the status line and S name
    it), so the first hint is not preceded by a stale "New puzzle"; New puzzle is."""
    said: list[str] = []
    monkeypatch.setattr(
        SudokuScreen, "announce", lambda _self, text, assertive=False: said.append(text)
    )
    screen = make_screen(qtbot, ctx)  # no save: the first puzzle is made now
    qtbot.waitUntil(
        lambda: screen.waiting is None and screen.game is not None, timeout=GENERATION_WAIT_MS
    )
    assert said == [] and screen.board_grid.outcome == ""
    assert screen.code() in screen.status_text()
    screen.new_game()
    qtbot.waitUntil(lambda: screen.waiting is None, timeout=GENERATION_WAIT_MS)
    assert said[-1] == f"New Easy puzzle, code {screen.code()}."


def test_the_pad_shows_how_many_of_each_digit_remain(qtbot: Any, screen: SudokuScreen) -> None:
    game = screen.game
    remaining = screen.panel.number_pad.remaining
    assert remaining == {d: 9 - game.values.count(d) for d in range(1, 10)}
    cell = empty_cell(screen)
    digit = game.solution[cell]
    before = remaining[digit]
    click_cell(qtbot, screen, cell)
    key(qtbot, screen, digit_key(digit))
    assert screen.panel.number_pad.remaining[digit] == before - 1


def test_a_conflict_is_not_painted_as_a_same_digit_highlight(
    qtbot: Any, screen: SudokuScreen
) -> None:
    game = screen.game

    def peers(cell: int) -> set[int]:
        r, c = divmod(cell, 9)
        box = {9 * (3 * (r // 3) + i) + 3 * (c // 3) + j for i in range(3) for j in range(3)}
        return {9 * r + i for i in range(9)} | {9 * i + c for i in range(9)} | box

    # An empty cell, a digit already in its row, and that digit also somewhere else.
    clash, digit = next(
        (e, game.values[p])
        for e in game.empty_cells()
        for p in range(9 * (e // 9), 9 * (e // 9) + 9)
        if game.values[p]
        and any(game.values[o] == game.values[p] for o in set(range(81)) - peers(e))
    )
    click_cell(qtbot, screen, clash)
    key(qtbot, screen, digit_key(digit))  # the same digit twice in a row
    key(qtbot, screen, QtNs.Key.Key_Escape)  # no selection shade: only the fills differ
    assert clash in screen.view.picture.conflicts
    assert screen.view.picture.highlight_digit == digit
    image = screen.view.grab().toImage()
    ratio = screen.view.devicePixelRatioF()

    def fill(cell: int) -> QColor:
        rect = screen.view.cell_rectf(cell)
        return image.pixelColor(int((rect.left() + 5) * ratio), int((rect.bottom() - 5) * ratio))

    other = next(
        c for c in range(81) if game.values[c] == digit and c not in screen.view.picture.conflicts
    )
    assert fill(clash) != fill(other)  # the conflict has its own tint


def test_the_code_field_is_named_by_its_label(screen: SudokuScreen) -> None:
    edit = screen.panel.code_edit
    interface = QAccessible.queryAccessibleInterface(edit)
    assert interface.text(QAccessible.Text.Name) == "Puzzle code"
    assert screen.panel.code_label.buddy() is edit


def test_a_hint_that_updates_notes_shows_how_many_cells_and_speaks_which(
    qtbot: Any, ctx: Any, main_window: Any, monkeypatch: Any
) -> None:
    from test_sudoku_hints import elimination_position

    ctx.saves.save("sudoku", prepared_save(elimination_position()))
    screen = main_window.open_game("sudoku")
    said: list[str] = []
    speak = screen.speak
    monkeypatch.setattr(
        screen,
        "speak",
        lambda text, assertive=False, repeat=False: (
            said.append(text),
            speak(text, assertive, repeat),
        ),
    )
    main_window.hint_action.trigger()
    hint = screen.hints.hint
    assert hint is not None and hint.step.place is None
    main_window.hint_action.trigger()
    main_window.hint_action.trigger()
    count = len(hint.target)
    first = min(hint.target)
    assert said[-1].startswith(f"Notes updated in r{first // 9 + 1}c{first % 9 + 1}")
    unit = "cell" if count == 1 else "cells"
    assert screen.message_line.full_text == f"Notes updated in {count} {unit}."


def test_the_empty_code_field_prompts_and_shows_no_code(screen: SudokuScreen) -> None:
    # An example code in the empty field read as the code of the puzzle on the board.
    edit = screen.panel.code_edit
    assert edit.text() == ""
    assert edit.placeholderText() == "Type a code"
    with pytest.raises(CodeError):
        parse_code(edit.placeholderText())
