"""The Sudoku board in the visual system (issue 30, item 7), in light, dark and high
contrast: every colour from the theme's tokens, and every non-colour cue of the visual
language kept (givens heavy and the player's digits regular, a conflict's border *and* ×,
the same digit's fill *and* outline, box lines heavier than cell lines, the cursor's
ring), with the pixels a player sees checked."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QColor, QFont, QImage

from puzzlesuite.games.sudoku.view import BoardPicture, SudokuBoardView, quiet_colour
from puzzlesuite.ui.theme import Tokens, contrast_ratio, tokens_for
from puzzlesuite.ui.tokens import WEIGHT_HEAVY, WEIGHT_REGULAR

THEMES = ("light", "dark", "contrast")
CELL = 48


def painted(qtbot: Any, tokens: Tokens, picture: BoardPicture) -> tuple[SudokuBoardView, QImage]:
    view = SudokuBoardView()
    qtbot.addWidget(view)
    view.set_labels(False)
    view.resize(9 * CELL + 8, 9 * CELL + 8)
    view.apply_tokens(tokens)
    view.show_picture(picture)
    return view, view.grab().toImage()


def at(view: SudokuBoardView, image: QImage, cell: int, fx: float, fy: float) -> QColor:
    """The colour at a fraction of a cell's width and height from its top left."""
    rect = view.cell_rectf(cell)
    ratio = image.devicePixelRatio()
    x, y = rect.left() + fx * rect.width(), rect.top() + fy * rect.height()
    return QColor(image.pixel(int(x * ratio), int(y * ratio)))


def inked(view: SudokuBoardView, image: QImage, cell: int, ground: QColor) -> set[int]:
    """The colours (as RGB) of a cell's pixels that differ from its ground: the ink."""
    rect = view.cell_rect(*divmod(cell, 9)).adjusted(6, 6, -6, -6)
    ratio = image.devicePixelRatio()
    found = set()
    for y in range(rect.top(), rect.bottom()):
        for x in range(rect.left(), rect.right()):
            colour = QColor(image.pixel(int(x * ratio), int(y * ratio)))
            if colour.rgb() != ground.rgb():
                found.add(colour.rgb())
    return found


@pytest.mark.parametrize("theme", THEMES)
def test_digits_take_their_tokens_and_givens_are_heavier(qtbot: Any, theme: str) -> None:
    tokens = tokens_for(theme)
    values = [0] * 81
    values[10], values[20] = 5, 7
    givens = [False] * 81
    givens[10] = True
    view, image = painted(
        qtbot, tokens, BoardPicture(values=values, givens=givens, show_cursor=False)
    )
    assert view._fonts["given"].weight() == QFont.Weight(WEIGHT_HEAVY)
    assert view._fonts["player"].weight() == QFont.Weight(WEIGHT_REGULAR)
    # The ink's core is the token itself (antialiased edges blend into the cell).
    assert tokens.digit_given.rgb() in inked(view, image, 10, tokens.cell_empty)
    assert tokens.digit_placed.rgb() in inked(view, image, 20, tokens.cell_empty)
    assert at(view, image, 40, 0.5, 0.5) == tokens.cell_empty


@pytest.mark.parametrize("theme", THEMES)
def test_a_conflict_has_its_fill_its_border_and_its_cross(qtbot: Any, theme: str) -> None:
    tokens = tokens_for(theme)
    values = [0] * 81
    values[0] = values[1] = 4
    view, image = painted(
        qtbot, tokens, BoardPicture(values=values, conflicts={0, 1}, show_cursor=False)
    )
    assert at(view, image, 0, 0.3, 0.85) == tokens.conflict_fill
    border = view.cell_rect(0, 0)
    ratio = image.devicePixelRatio()
    left_edge = QColor(
        image.pixel(int((border.left() + 3) * ratio), int(border.center().y() * ratio))
    )
    assert left_edge == tokens.danger, "the 2 px border"

    # The × in the top right corner: pixels of (nearly) the danger tone there, where a
    # cell without a conflict has none.
    def near_danger(cell: int) -> int:
        return sum(
            1
            for fx in range(66, 88, 2)  # inside the border (the last 4 px of 48)
            for fy in range(12, 33, 2)
            if sum(
                abs(a - b)
                for a, b in zip(
                    at(view, image, cell, fx / 100, fy / 100).getRgb()[:3],
                    tokens.danger.getRgb()[:3],
                    strict=True,
                )
            )
            < 90
        )

    assert near_danger(0) >= 3 and near_danger(40) == 0, "the ×, besides the digit"


@pytest.mark.parametrize("theme", THEMES)
def test_the_selection_shades_its_units_and_outlines_the_same_digit(qtbot: Any, theme: str) -> None:
    tokens = tokens_for(theme)
    values = [0] * 81
    values[40], values[0] = 6, 6
    picture = BoardPicture(values=values, cursor=40, highlight_digit=6)
    view, image = painted(qtbot, tokens, picture)
    assert at(view, image, 36, 0.3, 0.85) == tokens.peer_shade  # the cursor's row
    assert at(view, image, 4, 0.3, 0.85) == tokens.peer_shade  # its column
    assert at(view, image, 30, 0.3, 0.85) == tokens.peer_shade  # its box
    assert at(view, image, 80, 0.3, 0.85) == tokens.cell_empty
    assert at(view, image, 0, 0.3, 0.85) == tokens.same_digit  # the same digit elsewhere
    # ... and its outline, one pixel inside the cell (not colour alone).
    rect = view.cell_rect(0, 0)
    ratio = image.devicePixelRatio()
    outline = QColor(image.pixel(int((rect.left() + 3) * ratio), int(rect.center().y() * ratio)))
    assert outline != tokens.same_digit


@pytest.mark.parametrize("theme", THEMES)
def test_box_lines_are_heavier_than_cell_lines(qtbot: Any, theme: str) -> None:
    tokens = tokens_for(theme)
    view, image = painted(qtbot, tokens, BoardPicture(show_cursor=False))
    ratio = image.devicePixelRatio()
    y = int(view.cell_rectf(40).center().y() * ratio)

    def band(x_line: float, colour: QColor) -> int:
        x = int(x_line * ratio)
        return sum(1 for dx in range(-6, 7) if QColor(image.pixel(x + dx, y)).rgb() == colour.rgb())

    thin_x = view.cell_rectf(37).left()  # between columns 1 and 2
    box_x = view.cell_rectf(39).left()  # between boxes 4 and 5
    assert band(box_x, tokens.grid_strong) > band(thin_x, tokens.grid) >= 1
    if not tokens.contrast:
        assert band(thin_x, tokens.grid_strong) == 0, "cell lines in the lighter token"


@pytest.mark.parametrize("theme", THEMES)
def test_the_quiet_digits_of_a_hint_stay_readable(theme: str) -> None:
    """While a hint explains, the digits it does not use step back, to a mark's 3:1 at
    least (high contrast: its muted text tone, 7:1)."""
    tokens = tokens_for(theme)
    for colour in (tokens.digit_given, tokens.digit_placed):
        quiet = SudokuBoardView._faint(colour, tokens)
        floor = 7.0 if tokens.contrast else 3.0
        assert contrast_ratio(quiet, tokens.cell_empty) >= floor, (theme, quiet.name())
        if not tokens.contrast:
            assert contrast_ratio(quiet, tokens.cell_empty) < contrast_ratio(
                colour, tokens.cell_empty
            ), "quieter than the digit itself"
    assert quiet_colour(tokens.digit_given, tokens.cell_empty).alpha() == 255  # opaque


@pytest.mark.parametrize("theme", THEMES)
def test_the_cursor_is_a_ring_in_the_accent(qtbot: Any, theme: str) -> None:
    tokens = tokens_for(theme)
    view, image = painted(qtbot, tokens, BoardPicture(cursor=40))
    rect = view.cell_rect(4, 4)
    ratio = image.devicePixelRatio()
    ring = QColor(image.pixel(int((rect.left() + 3) * ratio), int(rect.center().y() * ratio)))
    assert ring == tokens.accent
