"""Row and column labels beside the Sudoku and Minesweeper boards, and the View menu's
setting that hides them (issue 20)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QColor

from puzzlesuite.services import cells
from puzzlesuite.ui import threads
from tests.kits import every_game, kit_of


@pytest.fixture(autouse=True)
def _no_thread_left():  # type: ignore[no-untyped-def]
    yield
    threads.wait_for_all()


def _ink_left_of_first_row(view: Any, background: QColor) -> int:
    """Pixels that are not the background in the strip left of the first row."""
    image = view.grab().toImage()
    cell = view.cell_rect(0, 0)
    inked = 0
    for x in range(max(0, cell.left() - view.label_room()), cell.left() - 1):
        for y in range(cell.top(), cell.bottom()):
            if image.pixelColor(x, y) != background:
                inked += 1
    return inked


@pytest.mark.parametrize("game_id", [e.id for e in every_game() if kit_of(e).board_labels])
def test_labels_are_drawn_and_the_view_menu_hides_them(
    qtbot, with_template, main_window, ctx, game_id
) -> None:  # type: ignore[no-untyped-def]
    screen = main_window.open_game(game_id)
    qtbot.waitUntil(lambda: screen.view.width() > 200)
    view = screen.view
    assert main_window.labels_action.isChecked()
    assert view.label_room() > 0
    first = view.cell_rect(0, 0)
    assert first.left() >= view.label_room() and first.top() >= view.label_room()
    background = QColor(view.grab().toImage().pixelColor(1, 1))  # the view's own fill
    assert _ink_left_of_first_row(view, background) > 0
    main_window.labels_action.trigger()
    assert not ctx.settings.value.board_labels  # a setting: kept for the next start
    assert view.label_room() == 0


def test_the_labels_are_the_numbers_a_hint_names() -> None:
    # r1c4: row label 1, column label 4 (one scheme: puzzlesuite.services.cells).
    assert cells.cell_ref(0, 3) == "r1c4"
    assert (cells.row_label(0), cells.column_label(3)) == ("1", "4")
