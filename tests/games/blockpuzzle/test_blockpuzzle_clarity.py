"""Issue 32 for Block Puzzle, through the real screens: short words for the eye, whole
sentences for the ear; the first arrow after 1/2/3 moves the piece; the ghost follows
the mouse in select-then-target; the first drag ever explains the lift, once."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from puzzlesuite.games.blockpuzzle import texts
from puzzlesuite.games.blockpuzzle.model import BlockPuzzle
from puzzlesuite.games.blockpuzzle.screen import LIFT_EXPLAINED
from puzzlesuite.services import i18n
from puzzlesuite.ui import threads
from tests.games.blockpuzzle.test_blockpuzzle_screen import (
    EMPTY,
    drawn_ghost_cells,
    filled_cells,
    move_to_cell,
    position,
    release_at_cell,
    start_drag,
)
from tests.ui.heard import Listener, assert_said_once
from tests.ui.test_layout import LANGUAGES, open_window

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


def spoken(screen: Any) -> list[str]:
    said: list[str] = []
    speak = screen.speak
    screen.speak = lambda text, assertive=False, repeat=False: (
        said.append(text),
        speak(text, assertive, repeat),
    )
    return said


def open_board(qtbot: Any, main_window: Any, game: BlockPuzzle) -> Any:
    screen = main_window.open_game("blockpuzzle")
    screen.set_game(game)
    view = screen.view
    qtbot.waitUntil(
        lambda: screen.board_grid.layer.geometry().contains(view.cell_centre(7, 7).toPoint())
    )
    return screen


def click(qtbot: Any, view: Any, point: Any) -> None:
    qtbot.mouseClick(view.viewport(), LEFT, NONE, point.toPoint())


# ---- the status: short for the eye ---------------------------------------------------------


def test_the_status_is_the_short_form_and_s_says_everything(qtbot: Any, main_window: Any) -> None:
    screen = open_board(qtbot, main_window, position(EMPTY, ["dot", "bar3v", "corner3_br"]))
    assert screen.status.text() == "Score 0 · Best 0"
    said = spoken(screen)
    screen.speak_status()
    assert said[-1].startswith("Score 0, best 0. In the tray: single square, vertical 3-cell")
    assert "5-cell corner bent at the bottom right" in said[-1]
    assert "tray" not in screen.status.text().lower()


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_status_fits_at_800_by_600_unelided_and_short(
    qtbot: Any, tmp_path: Path, language: str
) -> None:
    window = open_window(tmp_path, language)
    qtbot.addWidget(window)
    try:
        screen = window.open_game("blockpuzzle")
        for game_over in (False, True):
            score, best = 88_888, 99_999
            text = (
                texts.ended_status_text(score, best)
                if game_over
                else texts.status_text(score, best)
            )
            screen.status.setText(text)
            QApplication.processEvents()
            label = screen.status
            assert label.fontMetrics().horizontalAdvance(text) <= label.contentsRect().width()
            assert "…" not in text
            if language == "en":
                assert len(text) <= 40, text
    finally:
        threads.wait_for_all()
        window.close()
        i18n.set_language("en")


@pytest.mark.parametrize("language", LANGUAGES)
def test_at_200_percent_the_status_wraps_whole_and_keeps_its_height(
    qtbot: Any, tmp_path: Path, language: str
) -> None:
    window = open_window(tmp_path, language)
    qtbot.addWidget(window)
    try:
        screen = window.open_game("blockpuzzle")
        label = screen.status
        one_line = label.height()
        window.ctx.settings.update(zoom=200)
        window.ctx.apply_zoom()
        QApplication.processEvents()
        QApplication.processEvents()
        flags = int(label.alignment()) | int(Qt.TextFlag.TextWordWrap)
        room = label.contentsRect()
        heights = set()
        for text in (
            texts.status_text(0, 0),
            texts.status_text(888_888, 888_888),
            texts.ended_status_text(888_888, 888_888),
        ):
            label.setText(text)
            QApplication.processEvents()
            needs = label.fontMetrics().boundingRect(room, flags, text)
            assert needs.height() <= label.contentsRect().height(), (language, text)
            assert needs.width() <= label.contentsRect().width(), (language, text)
            heights.add(label.height())
        assert len(heights) == 1, "a score growing by a digit never moves the board"
        assert label.height() > one_line, "larger text at 200 %"
    finally:
        window.ctx.settings.update(zoom=100)
        window.ctx.apply_zoom()  # the application's font is the next test's too
        threads.wait_for_all()
        window.close()
        i18n.set_language("en")


def test_a_game_opened_at_200_percent_keeps_room_for_its_longest_status(
    qtbot: Any, tmp_path: Path
) -> None:
    window = open_window(tmp_path, "es")
    qtbot.addWidget(window)
    try:
        window.ctx.settings.update(zoom=200)
        window.ctx.apply_zoom()
        screen = window.open_game("blockpuzzle")
        label = screen.status
        qtbot.waitUntil(lambda: label.width() > 600)
        QApplication.processEvents()
        longest = texts.ended_status_text(888_888, 888_888)
        flags = int(label.alignment()) | int(Qt.TextFlag.TextWordWrap)
        needs = label.fontMetrics().boundingRect(label.contentsRect(), flags, longest)
        assert label.lines_needed() == 2, "Spanish at 200 % wraps"
        assert needs.height() <= label.contentsRect().height()
    finally:
        window.ctx.settings.update(zoom=100)
        window.ctx.apply_zoom()
        threads.wait_for_all()
        window.close()
        i18n.set_language("en")


def test_at_100_percent_the_status_is_one_line_in_every_language(
    qtbot: Any, tmp_path: Path
) -> None:
    for language in LANGUAGES:
        window = open_window(tmp_path / language, language)
        qtbot.addWidget(window)
        try:
            screen = window.open_game("blockpuzzle")
            qtbot.waitUntil(lambda s=screen: s.status.width() > 600)
            label = screen.status
            assert label.lines_needed() == 1, (language, label.width())
            assert label.height() == label.fontMetrics().height() + 4
        finally:
            threads.wait_for_all()
            window.close()
    i18n.set_language("en")


def test_the_lift_sentence_is_shown_whole_at_800_by_600(qtbot: Any, tmp_path: Path) -> None:
    for language in LANGUAGES:
        window = open_window(tmp_path / language, language)
        qtbot.addWidget(window)
        try:
            screen = window.open_game("blockpuzzle")
            qtbot.waitUntil(lambda s=screen: s.message_line.width() > 600)
            for finger in (False, True):
                screen.message_line.show_text(texts.lift_text(finger))
                QApplication.processEvents()
                assert screen.message_line.text() == screen.message_line.full_text, language
        finally:
            threads.wait_for_all()
            window.close()
    i18n.set_language("en")


# ---- the message line: what just happened, without lists of pieces or keys -------------


def test_a_new_game_shows_new_game_and_speaks_its_pieces(qtbot: Any, main_window: Any) -> None:
    screen = main_window.open_game("blockpuzzle")
    said = spoken(screen)
    main_window.new_action.trigger()
    assert screen.message_line.full_text == "New game."
    assert said[-1].startswith("New game. New pieces: ")
    assert screen.last_outcome == said[-1]


def test_a_refill_lists_the_new_pieces_only_for_the_ear(qtbot: Any, main_window: Any) -> None:
    screen = open_board(qtbot, main_window, position(EMPTY, ["dot", None, None]))
    said = spoken(screen)
    click(qtbot, screen.view, screen.view.slot_centre(0))
    click(qtbot, screen.view, screen.view.cell_centre(4, 4))
    assert screen.game.moves == 1 and screen.game.tray.count(None) == 0
    assert "New pieces:" in said[-1]
    assert "New pieces:" not in screen.message_line.full_text
    assert "New pieces:" not in screen.status.text()


def test_no_key_list_on_the_line_when_a_key_needs_a_piece(qtbot: Any, main_window: Any) -> None:
    screen = open_board(qtbot, main_window, position(EMPTY, ["dot", "dot", "dot"]))
    said = spoken(screen)
    screen.focus_board()
    qtbot.waitUntil(screen.board_grid.has_focus)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert screen.message_line.full_text == "Choose a piece first."
    assert said[-1] == "Choose a piece first: press 1, 2 or 3, or Tab."


# ---- keyboard: the first arrow after 1/2/3 moves the piece, heard once -------------------


@pytest.mark.parametrize(
    ("key", "cursor"),
    [
        (Qt.Key.Key_Up, (2, 4)),
        (Qt.Key.Key_Down, (4, 4)),
        (Qt.Key.Key_Left, (3, 3)),
        (Qt.Key.Key_Right, (3, 5)),
    ],
)
def test_the_first_arrow_after_choosing_returns_to_the_board_and_moves(
    qtbot: Any, main_window: Any, monkeypatch: pytest.MonkeyPatch, key: Qt.Key, cursor: Any
) -> None:
    screen = open_board(qtbot, main_window, position(EMPTY, ["dot", "square2", "dot"]))
    screen.board_grid.set_cursor(3, 4)
    screen.focus_board()
    qtbot.waitUntil(screen.board_grid.has_focus)
    listener = Listener(monkeypatch)
    try:
        said = listener.step(lambda: qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_2))
        assert QApplication.focusWidget() is screen.view.slot_proxies[1]  # heard as a choice
        assert said and said[0].startswith("Piece 2 of 3: 2×2 square, selected")
        said = listener.step(lambda: qtbot.keyClick(QApplication.focusWidget(), key))
        assert_said_once(said, listener.announcements)
    finally:
        listener.close()
    assert screen.board_grid.has_focus() and screen.board_cursor == cursor
    row, col = cursor
    assert len(said) == 1 and said[0].startswith(f"Row {row + 1}, column {col + 1}, empty")
    assert drawn_ghost_cells(screen.view) == {
        (row, col),
        (row, col + 1),
        (row + 1, col),
        (row + 1, col + 1),
    }


def test_the_first_arrow_at_the_edge_still_returns_to_the_board(
    qtbot: Any, main_window: Any
) -> None:
    screen = open_board(qtbot, main_window, position(EMPTY, ["dot", "dot", "dot"]))
    screen.board_grid.set_cursor(0, 0)
    screen.focus_board()
    qtbot.waitUntil(screen.board_grid.has_focus)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_1)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Up)
    assert screen.board_grid.has_focus() and screen.board_cursor == (0, 0)


# ---- mouse select-then-target: the ghost follows the hovered cell ------------------------


def test_a_clicked_piece_follows_the_hovered_cell_and_lands_there(
    qtbot: Any, main_window: Any
) -> None:
    screen = open_board(
        qtbot, main_window, position(["####...."] + EMPTY[1:], ["corner2_br", "dot", "dot"])
    )
    view = screen.view
    screen.board_grid.set_cursor(6, 0)
    click(qtbot, view, view.slot_centre(0))
    assert screen.selected == 0
    # corner2_br's first filled cell (reading order) is its top-right one.
    move_to_cell(qtbot, view, 3, 5)
    assert drawn_ghost_cells(view) == {(3, 5), (4, 4), (4, 5)}
    assert view.ghost_fits
    move_to_cell(qtbot, view, 0, 4)  # its top cell on row 1's first empty cell: fits
    assert drawn_ghost_cells(view) == {(0, 4), (1, 3), (1, 4)}
    assert view.ghost_fits
    move_to_cell(qtbot, view, 0, 3)  # its top cell on a filled cell: an outline only
    assert drawn_ghost_cells(view) == {(0, 3), (1, 2), (1, 3)}
    assert not view.ghost_fits and view.ghost.brush().style() == Qt.BrushStyle.NoBrush
    assert screen.board_cursor == (6, 0), "hovering does not move the keyboard cursor"
    move_to_cell(qtbot, view, 5, 6)
    click(qtbot, view, view.cell_centre(5, 6))
    assert filled_cells(screen.game) - {(0, c) for c in range(4)} == {(5, 6), (6, 5), (6, 6)}


def test_the_hover_lights_the_lines_the_piece_would_clear(qtbot: Any, main_window: Any) -> None:
    screen = open_board(qtbot, main_window, position(["#######."] + EMPTY[1:], ["dot"] * 3))
    view = screen.view
    click(qtbot, view, view.slot_centre(1))
    move_to_cell(qtbot, view, 0, 7)
    assert view.lit_lines == ((0,), ())
    move_to_cell(qtbot, view, 3, 3)
    assert view.lit_lines == ((), ())


def test_a_key_brings_the_ghost_back_to_the_cursor(qtbot: Any, main_window: Any) -> None:
    screen = open_board(qtbot, main_window, position(EMPTY, ["dot", "dot", "dot"]))
    view = screen.view
    screen.board_grid.set_cursor(6, 6)
    click(qtbot, view, view.slot_centre(0))
    move_to_cell(qtbot, view, 1, 1)
    assert drawn_ghost_cells(view) == {(1, 1)}
    screen.focus_board()
    qtbot.waitUntil(screen.board_grid.has_focus)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Left)
    assert drawn_ghost_cells(view) == {(6, 5)}
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert filled_cells(screen.game) == {(6, 5)}, "Enter places where the ghost is"


# ---- the first drag ever explains the lift, once ---------------------------------------


def test_the_first_drag_ever_explains_the_lift_once(
    qtbot: Any, main_window: Any, restart: Any
) -> None:
    screen = open_board(qtbot, main_window, position(EMPTY, ["dot", "dot", "dot"]))
    view = screen.view
    lift = "The piece rides one row above the pointer so you can see where it lands."
    start_drag(qtbot, view, 0)
    assert screen.message_line.full_text == "", "a press is not a drag yet"
    move_to_cell(qtbot, view, 4, 4)
    assert screen.message_line.full_text == lift
    assert main_window.ctx.settings.game("blockpuzzle")[LIFT_EXPLAINED] is True
    release_at_cell(qtbot, view, 4, 4)
    assert filled_cells(screen.game) == {(3, 4)}, "one row above the pointer"
    assert screen.message_line.full_text == "Placed: +1."
    start_drag(qtbot, view, 1)
    move_to_cell(qtbot, view, 6, 6)
    assert screen.message_line.full_text == "Placed: +1.", "never again"
    release_at_cell(qtbot, view, 6, 6)
    main_window.close()
    again = restart()
    screen = again.open_game("blockpuzzle")
    view = screen.view
    qtbot.waitUntil(
        lambda: screen.board_grid.layer.geometry().contains(view.cell_centre(7, 7).toPoint())
    )
    start_drag(qtbot, view, 2)
    move_to_cell(qtbot, view, 7, 1)
    assert lift not in screen.message_line.full_text, "remembered in the preferences"
