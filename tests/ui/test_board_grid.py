"""The shared accessible board grid, driven with real key presses (pytest-qt)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QEvent, QRect, Qt
from PySide6.QtGui import QAccessible, QAccessibleActionInterface
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsScene,
    QGraphicsView,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from puzzlesuite.ui import a11y
from puzzlesuite.ui.board_grid import CELL_ROLE, BoardGrid

CELL = 12


class Board(QWidget):
    """A drawn board stand-in with a button before and after it (for Tab)."""

    def __init__(self, rows: int, cols: int) -> None:
        super().__init__()
        self.before = QPushButton("Before")
        self.canvas = QWidget()
        self.canvas.setMinimumSize(cols * CELL + 20, rows * CELL + 20)
        self.after = QPushButton("After")
        layout = QVBoxLayout(self)
        for widget in (self.before, self.canvas, self.after):
            layout.addWidget(widget)
        self.filled: set[tuple[int, int]] = set()
        self.grid = BoardGrid(
            self.canvas,
            rows,
            cols,
            cell_rect=lambda r, c: QRect(10 + c * CELL, 10 + r * CELL, CELL, CELL),
            cell_name=lambda r, c: (
                f"Row {r + 1}, column {c + 1}, {'filled' if (r, c) in self.filled else 'empty'}"
            ),
            board_name="Test board",
        )


@pytest.fixture
def board(qtbot: Any) -> Board:
    widget = Board(8, 8)
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    widget.grid.focus_board()
    qtbot.waitUntil(widget.grid.has_focus)
    return widget


@pytest.fixture
def events(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """What the grid tells screen readers: ("announce", text) and ("NameChanged", name)…"""
    said: list[tuple[str, str]] = []
    real_notify = a11y.notify_changed

    def notify(source: Any, what: QAccessible.Event, child: int = -1) -> None:
        interface = QAccessible.queryAccessibleInterface(source)
        kind = "name" if what == QAccessible.Event.NameChanged else "description"
        text = interface.text(
            QAccessible.Text.Name if kind == "name" else QAccessible.Text.Description
        )
        said.append((kind, text))
        real_notify(source, what, child)

    monkeypatch.setattr(
        a11y, "announce", lambda _s, text, assertive=False: said.append(("announce", text))
    )
    monkeypatch.setattr(a11y, "notify_changed", notify)
    return said


def focused_accessible() -> Any:
    widget = QApplication.focusWidget()
    assert widget is not None
    return QAccessible.queryAccessibleInterface(widget)


def heard_name() -> str:
    return str(focused_accessible().text(QAccessible.Text.Name))


def heard_description() -> str:
    return str(focused_accessible().text(QAccessible.Text.Description))


def test_a_fixed_number_of_widgets_whatever_the_size(qtbot: Any) -> None:
    small, large = Board(8, 8), Board(30, 50)
    for widget in (small, large):
        qtbot.addWidget(widget)
        widget.show()
        qtbot.waitExposed(widget)
        widget.grid.focus_board()
        qtbot.waitUntil(widget.grid.has_focus)
        for _ in range(20):
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Down)
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert len(small.grid.layer.findChildren(QWidget)) == 1
    assert len(large.grid.layer.findChildren(QWidget)) == 1
    assert len(large.findChildren(QWidget)) == len(small.findChildren(QWidget))


def test_arrows_move_the_cursor_and_every_step_is_a_focus_change(qtbot: Any, board: Board) -> None:
    moved: list[tuple[int, int]] = []
    board.grid.cursor_moved.connect(lambda r, c: moved.append((r, c)))
    assert heard_name() == "Row 1, column 1, empty"
    first = QApplication.focusWidget()
    qtbot.keyClick(first, Qt.Key.Key_Right)
    second = QApplication.focusWidget()
    assert second is not first  # a real focus change, which Orca 43 speaks
    assert heard_name() == "Row 1, column 2, empty"
    qtbot.keyClick(second, Qt.Key.Key_Down)
    assert QApplication.focusWidget() not in (first, second)  # a new object every step
    assert heard_name() == "Row 2, column 2, empty"
    assert moved == [(0, 1), (1, 1)]
    assert board.grid.cursor == (1, 1)


def test_the_focused_cell_sits_over_its_drawn_cell(qtbot: Any, board: Board) -> None:
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    proxy = QApplication.focusWidget()
    assert QRect(proxy.mapTo(board.canvas, proxy.rect().topLeft()), proxy.size()) == QRect(
        10 + CELL, 10, CELL, CELL
    )


def test_edges_home_end_and_pages(qtbot: Any, board: Board) -> None:
    def press(key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        qtbot.keyClick(QApplication.focusWidget(), key, modifier)

    press(Qt.Key.Key_Up)
    press(Qt.Key.Key_Left)
    assert board.grid.cursor == (0, 0)  # the cursor stops at the edges
    press(Qt.Key.Key_End)
    assert board.grid.cursor == (0, 7)
    press(Qt.Key.Key_PageDown)
    assert board.grid.cursor == (7, 7)
    press(Qt.Key.Key_Home)
    assert board.grid.cursor == (7, 0)
    press(Qt.Key.Key_PageUp)
    assert board.grid.cursor == (0, 0)
    press(Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)
    assert board.grid.cursor == (7, 7)
    press(Qt.Key.Key_Home, Qt.KeyboardModifier.ControlModifier)
    assert board.grid.cursor == (0, 0)
    assert heard_name() == "Row 1, column 1, empty"


def test_enter_space_and_the_press_action_activate_the_cursor_cell(
    qtbot: Any, board: Board
) -> None:
    activated: list[tuple[int, int]] = []
    board.grid.activated.connect(lambda r, c: activated.append((r, c)))
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
    actions = focused_accessible().actionInterface()
    press = QAccessibleActionInterface.pressAction()
    assert press in actions.actionNames()
    actions.doAction(press)
    assert activated == [(0, 1)] * 3


def test_game_keys_come_first(qtbot: Any, board: Board) -> None:
    seen: list[int] = []

    def handler(event: Any) -> bool:
        seen.append(event.key())
        return event.key() in (Qt.Key.Key_Right, Qt.Key.Key_F)

    board.grid.key_handler = handler
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_F)
    assert board.grid.cursor == (0, 0)  # the game took Right
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Down)
    assert board.grid.cursor == (1, 0)  # not handled: the grid moves
    assert seen == [Qt.Key.Key_Right, Qt.Key.Key_F, Qt.Key.Key_Down]


def test_the_board_is_one_tab_stop(qtbot: Any, board: Board) -> None:
    for _ in range(3):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is board.after
    qtbot.keyClick(board.after, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    assert board.grid.has_focus()
    assert board.grid.cursor == (0, 3)  # back where the cursor was
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    assert QApplication.focusWidget() is board.before
    qtbot.keyClick(board.before, Qt.Key.Key_Tab)
    assert board.grid.has_focus() and board.grid.cursor == (0, 3)


def test_names_roles_and_the_board_name(board: Board) -> None:
    cell = focused_accessible()
    assert cell.role() == CELL_ROLE
    assert cell.state().focused
    parent = cell.parent()
    assert parent.text(QAccessible.Text.Name) == "Test board"
    visible = [
        parent.child(i) for i in range(parent.childCount()) if not parent.child(i).state().invisible
    ]
    assert [v.text(QAccessible.Text.Name) for v in visible] == ["Row 1, column 1, empty"]


def test_an_outcome_is_said_once_and_not_repeated_on_the_next_cell(
    qtbot: Any, board: Board, events: list[tuple[str, str]]
) -> None:
    board.grid.say("Placed a square.")
    board.grid.report_step()
    # On the focused cell only: an announcement as well would be heard twice by a
    # reader that speaks both.
    assert events == [("description", "Placed a square.")]
    assert heard_description() == "Placed a square."
    events.clear()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    assert heard_description() == ""  # moving on says where you are, not the outcome
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Left)
    assert heard_description() == ""
    assert not [e for e in events if "Placed" in e[1]]


def test_the_same_words_twice_are_heard_twice(board: Board, events: list[tuple[str, str]]) -> None:
    board.grid.say("Score 3.", repeat=True)
    board.grid.report_step()
    first = heard_description()
    board.grid.say("Score 3.", repeat=True)
    board.grid.report_step()
    second = heard_description()
    board.grid.say("Score 3.", repeat=True)
    board.grid.report_step()
    third = heard_description()
    assert first.strip() == second.strip() == third.strip() == "Score 3."
    assert first != second and second != third  # each one a real change
    assert [e for e in events if e[0] == "description"] == [
        ("description", first),
        ("description", second),
        ("description", third),
    ]
    assert not [e for e in events if e[0] == "announce"]


def test_an_outcome_said_away_from_the_board_is_announced(
    board: Board, events: list[tuple[str, str]]
) -> None:
    board.after.setFocus()
    board.grid.say("The CPU played c3.")
    assert events == [("announce", "The CPU played c3.")]


def test_texts_the_game_changes_while_the_cursor_moves_are_not_said_on_the_old_cell(
    qtbot: Any, board: Board, events: list[tuple[str, str]]
) -> None:
    """Issue 21 (Sudoku): the game refreshes on cursor_moved; the cell left behind must
    not say the new cell's name before the new cell's focus event says it again."""
    board.grid.cursor_moved.connect(lambda r, c: board.grid.refresh())
    before = QApplication.focusWidget()
    qtbot.keyClick(before, Qt.Key.Key_Right)
    board.grid.report_step()
    assert QApplication.focusWidget() is not before
    assert events == []
    assert heard_name() == "Row 1, column 2, empty"


def test_an_outcome_on_a_cell_that_just_took_focus_is_read_with_it(
    qtbot: Any, board: Board, events: list[tuple[str, str]]
) -> None:
    """Issue 21 (Minesweeper's H, Ctrl+N): focus moved and an outcome in one step: the
    focus reading says both, with no change event or announcement to say it again."""
    board.grid.set_cursor(4, 4)
    board.grid.say("Hint: this cell is safe.")
    board.grid.report_step()
    assert events == []
    assert heard_name() == "Row 5, column 5, empty"
    assert heard_description() == "Hint: this cell is safe."


def test_several_changes_in_one_step_are_reported_once_as_they_end(
    board: Board, events: list[tuple[str, str]]
) -> None:
    board.filled.add((0, 0))
    board.grid.refresh()
    board.grid.say("First.")
    board.grid.say("Placed a square.")
    board.grid.report_step()
    assert events == [("name", "Row 1, column 1, filled"), ("description", "Placed a square.")]


def test_leaving_the_board_clears_the_outcome(qtbot: Any, board: Board) -> None:
    board.grid.say("You played d3.")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert not board.grid.has_focus()
    board.grid.focus_board()
    assert heard_description() == ""


def test_an_outcome_while_away_is_read_when_coming_back(qtbot: Any, board: Board) -> None:
    board.after.setFocus()
    board.grid.say("The CPU played c3.")
    board.grid.focus_board()
    assert heard_description() == "The CPU played c3."


def test_refresh_reports_only_real_changes(board: Board, events: list[tuple[str, str]]) -> None:
    board.grid.refresh()
    assert events == []
    board.filled.add((0, 0))
    board.grid.refresh()
    board.grid.report_step()
    assert events == [("name", "Row 1, column 1, filled")]
    assert heard_name() == "Row 1, column 1, filled"


def test_descriptions_come_from_the_game_and_follow_the_outcome(qtbot: Any, board: Board) -> None:
    board.grid.cell_description = lambda r, c: "fits here." if c == 1 else ""
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    assert heard_description() == "fits here."
    board.grid.say("Not placed.")
    assert heard_description() == "Not placed. fits here."


def test_jump_goes_through_the_targets_in_reading_order(qtbot: Any, board: Board) -> None:
    board.grid.jump_targets = lambda: [(5, 2), (1, 6), (1, 3)]
    board.grid.jump(1)
    assert board.grid.cursor == (1, 3)
    board.grid.jump(1)
    assert board.grid.cursor == (1, 6)
    board.grid.jump(1)
    assert board.grid.cursor == (5, 2)
    board.grid.jump(1)
    assert board.grid.cursor == (1, 3)  # wraps around
    board.grid.jump(-1)
    assert board.grid.cursor == (5, 2)
    assert heard_name() == "Row 6, column 3, empty"


def test_jump_to_the_only_target_under_the_cursor_is_still_heard(qtbot: Any, board: Board) -> None:
    board.grid.jump_targets = lambda: [(0, 0)]
    before = QApplication.focusWidget()
    board.grid.jump(1)
    assert QApplication.focusWidget() is not before
    assert heard_name() == "Row 1, column 1, empty"


def test_jump_with_nowhere_to_go_says_so(board: Board, events: list[tuple[str, str]]) -> None:
    board.grid.jump_targets = lambda: []
    board.grid.jump(1)
    board.grid.report_step()
    assert ("description", "There is nowhere to jump to.") in events
    assert heard_description() == "There is nowhere to jump to."


def test_jump_from_outside_brings_focus_to_the_board(board: Board) -> None:
    board.after.setFocus()
    board.grid.jump_targets = lambda: [(2, 2)]
    board.grid.jump(1)
    assert board.grid.has_focus()
    assert heard_name() == "Row 3, column 3, empty"


def test_a_smaller_board_keeps_the_cursor_inside(qtbot: Any, board: Board) -> None:
    board.grid.set_cursor(7, 7)
    board.grid.set_size(4, 5)
    assert board.grid.cursor == (3, 4)
    assert heard_name() == "Row 4, column 5, empty"
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    assert board.grid.cursor == (3, 4)


def test_set_cursor_without_focus_is_quiet(board: Board, events: list[tuple[str, str]]) -> None:
    board.after.setFocus()
    board.grid.set_cursor(2, 3)
    assert board.grid.cursor == (2, 3)
    assert not board.grid.has_focus()
    assert events == []
    board.grid.focus_board()
    assert heard_name() == "Row 3, column 4, empty"


def test_over_a_graphics_view_the_cells_live_in_its_viewport(qtbot: Any) -> None:
    view = QGraphicsView()
    view.setScene(QGraphicsScene(0, 0, 80, 80, view))
    grid = BoardGrid(
        view,
        4,
        4,
        cell_rect=lambda r, c: view.mapFromScene(c * 20, r * 20, 20, 20).boundingRect(),
        cell_name=lambda r, c: f"{r},{c}",
        board_name=lambda: "Graphics board",
    )
    qtbot.addWidget(view)
    view.resize(200, 200)
    view.show()
    qtbot.waitExposed(view)
    grid.focus_board()
    qtbot.waitUntil(grid.has_focus)
    assert grid.layer is view.viewport()
    assert focused_accessible().parent().object() is view.viewport()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Down)
    qtbot.waitUntil(
        lambda: (
            QApplication.focusWidget().geometry() == view.mapFromScene(0, 20, 20, 20).boundingRect()
        )
    )
    assert heard_name() == "1,0"
    assert focused_accessible().parent().text(QAccessible.Text.Name) == "Graphics board"


def test_a_game_screen_speaks_through_its_grid(qtbot: Any, ctx: Any) -> None:
    from puzzlesuite.ui.game_screen import GameScreen

    class Screen(GameScreen):
        game_id = "test"

        def __init__(self) -> None:
            super().__init__(ctx)
            self.board = Board(4, 4)
            layout = QVBoxLayout(self)
            layout.addWidget(self.board)
            self.board_grid = self.board.grid
            self.board_grid.jump_targets = lambda: [(3, 3)]

        def status_text(self) -> str:
            return "Score 5."

    screen = Screen()
    qtbot.addWidget(screen)
    screen.show()
    qtbot.waitExposed(screen)
    screen.board_grid.focus_board()
    qtbot.waitUntil(screen.board_grid.has_focus)
    screen.announce("Placed a square.")
    assert heard_description() == "Placed a square."
    assert screen.last_outcome == "Placed a square."
    screen.board_grid.report_step()  # each key press starts a new step
    screen.speak_status()
    screen.board_grid.report_step()
    first = heard_description()
    screen.speak_status()
    screen.board_grid.report_step()
    second = heard_description()
    assert first.strip() == second.strip() == "Score 5. Placed a square."
    assert first != second  # heard on every press
    screen.jump(1)
    assert screen.board_grid.cursor == (3, 3)
    assert heard_description() == ""  # moved on: the outcome is not repeated
