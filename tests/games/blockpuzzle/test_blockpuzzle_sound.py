"""Block Puzzle's sounds (issue 31, docs/SOUND.md) through the real screen and the null
output: one sound per placement, its largest outcome (place, one clear of n lines, no
piece fits); silence — asked of the table and nothing played — for a failed drop and
every input the rules refuse; nothing for undo or a new game."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from puzzlesuite.games.blockpuzzle.screen import BlockPuzzleScreen
from puzzlesuite.ui.sound import Sounds
from tests.games.blockpuzzle.test_blockpuzzle_screen import (
    EMPTY,
    move_to_cell,
    position,
    release_at_cell,
    start_drag,
)

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier
CHECKERED = ["#.#.#.#.", ".#.#.#.#"] * 4  # a dot fits, a bar of two nowhere


@pytest.fixture
def asked(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str, int]]:
    """Every event the game reported to the sound table, played or silent."""
    events: list[tuple[str, str, int]] = []
    real = Sounds.play

    def play(self: Sounds, game_id: str, event: str, count: int = 1) -> str | None:
        events.append((game_id, event, count))
        return real(self, game_id, event, count)

    monkeypatch.setattr(Sounds, "play", play)
    return events


def played(screen: BlockPuzzleScreen) -> list[str]:
    return list(screen.ctx.sounds.output.names)


def click_place(qtbot: Any, screen: BlockPuzzleScreen, slot: int, cell: tuple[int, int]) -> None:
    view = screen.view
    qtbot.mouseClick(view.viewport(), LEFT, NONE, view.slot_centre(slot).toPoint())
    qtbot.mouseClick(view.viewport(), LEFT, NONE, view.cell_centre(*cell).toPoint())


def key(qtbot: Any, name: Qt.Key) -> None:
    qtbot.keyClick(QApplication.focusWidget(), name)


def test_a_placement_sounds_place_once(
    qtbot: Any, screen: BlockPuzzleScreen, asked: list[Any]
) -> None:
    screen.set_game(position(EMPTY, ["square2", "dot", "dot"]))
    click_place(qtbot, screen, 0, (3, 3))
    assert played(screen) == ["place"]
    assert asked == [("blockpuzzle", "place", 1)]


def test_a_drag_and_the_keyboard_sound_the_same(qtbot: Any, screen: BlockPuzzleScreen) -> None:
    screen.set_game(position(EMPTY, ["dot", "dot", "dot"]))
    start_drag(qtbot, screen.view, 0)
    move_to_cell(qtbot, screen.view, 5, 5)
    release_at_cell(qtbot, screen.view, 5, 5)
    screen.board_grid.set_cursor(0, 0)
    screen.focus_board()
    qtbot.waitUntil(screen.board_grid.has_focus)
    for each in (Qt.Key.Key_2, Qt.Key.Key_Down, Qt.Key.Key_Return):
        key(qtbot, each)
    assert screen.game.moves == 2
    assert played(screen) == ["place", "place"]


@pytest.mark.parametrize(
    ("rows", "tray", "cell", "lines", "sound"),
    [
        (["#######."] + EMPTY[1:], ["dot", "dot", "dot"], (0, 7), 1, "clear-1"),
        (["#######."] + [".......#"] * 7, ["dot", "dot", "dot"], (0, 7), 2, "clear-2"),
        # A 3×3 completing three rows and three columns: one clear of 6 lines.
        (
            ["111...11" if r in (2, 3, 4) else "...111.." for r in range(8)],
            ["square3", "dot", "dot"],
            (2, 3),
            6,
            "clear-3",
        ),
    ],
)
def test_one_clear_of_n_lines_is_one_sound_pitched_by_n(
    qtbot: Any,
    screen: BlockPuzzleScreen,
    asked: list[Any],
    rows: list[str],
    tray: list[str],
    cell: tuple[int, int],
    lines: int,
    sound: str,
) -> None:
    screen.set_game(position(rows, tray))
    click_place(qtbot, screen, 0, cell)
    assert screen.game.lines == lines
    assert played(screen) == [sound], "one sound for the move, not one per line"
    assert asked == [("blockpuzzle", "lines_cleared", lines)]


def test_no_piece_fits_sounds_the_calm_ending_only(
    qtbot: Any, screen: BlockPuzzleScreen, asked: list[Any]
) -> None:
    screen.set_game(position(CHECKERED, ["bar2h", None, "dot"]))
    click_place(qtbot, screen, 2, (0, 1))
    assert screen.game.game_over
    assert played(screen) == ["end"]
    assert asked == [("blockpuzzle", "no_fit", 1)]


def test_a_failed_drop_is_silent(qtbot: Any, screen: BlockPuzzleScreen, asked: list[Any]) -> None:
    screen.set_game(position(["####...."] + EMPTY[1:], ["square2", "dot", "dot"]))
    start_drag(qtbot, screen.view, 0)
    move_to_cell(qtbot, screen.view, 2, 2)  # overlaps filled cells
    release_at_cell(qtbot, screen.view, 2, 2)
    start_drag(qtbot, screen.view, 1)
    move_to_cell(qtbot, screen.view, 3, 14)  # off the board
    release_at_cell(qtbot, screen.view, 3, 14)
    assert screen.game.moves == 0
    assert asked == [("blockpuzzle", "failed_drop", 1)] * 2
    assert played(screen) == []


def test_refused_input_is_silent(qtbot: Any, screen: BlockPuzzleScreen, asked: list[Any]) -> None:
    screen.set_game(position(["####...."] + EMPTY[1:], ["square2", None, "dot"]))
    view = screen.view
    # A click on a cell where the chosen piece does not fit.
    qtbot.mouseClick(view.viewport(), LEFT, NONE, view.slot_centre(0).toPoint())
    qtbot.mouseClick(view.viewport(), LEFT, NONE, view.cell_centre(0, 0).toPoint())
    # Enter where it does not fit, and 2 for a piece already placed.
    screen.focus_board()
    qtbot.waitUntil(screen.board_grid.has_focus)
    key(qtbot, Qt.Key.Key_1)
    key(qtbot, Qt.Key.Key_Up)
    screen.board_grid.set_cursor(0, 0)
    key(qtbot, Qt.Key.Key_Return)
    key(qtbot, Qt.Key.Key_2)
    assert screen.game.moves == 0
    assert [event for _game, event, _n in asked] == ["refused"] * 3
    assert played(screen) == []


def test_a_finished_game_refuses_silently(
    qtbot: Any, screen: BlockPuzzleScreen, asked: list[Any]
) -> None:
    screen.set_game(position(CHECKERED, ["bar2h", None, "dot"]))
    click_place(qtbot, screen, 2, (0, 1))
    asked.clear()
    screen.ctx.sounds.output.played.clear()
    screen.focus_board()
    qtbot.waitUntil(screen.board_grid.has_focus)
    key(qtbot, Qt.Key.Key_Return)
    key(qtbot, Qt.Key.Key_1)
    assert [event for _game, event, _n in asked] == ["refused", "refused"]
    assert played(screen) == []


def test_undo_and_a_new_game_are_silent(
    qtbot: Any, screen: BlockPuzzleScreen, asked: list[Any]
) -> None:
    screen.set_game(position(EMPTY, ["dot", "dot", "dot"]))
    click_place(qtbot, screen, 0, (4, 4))
    asked.clear()
    screen.undo()
    screen.new_game()
    assert asked == [] and played(screen) == ["place"]
