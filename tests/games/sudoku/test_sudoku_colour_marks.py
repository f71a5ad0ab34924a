"""A colouring hint's two colours are two different marks on the board, not two hues,
and the board shows them while the hint's reason is showing."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QColor, QImage

from puzzlesuite.games.sudoku.view import BoardPicture, SudokuBoardView
from puzzlesuite.ui.theme import LIGHT


def painted(qtbot: Any, picture: BoardPicture) -> tuple[SudokuBoardView, QImage]:
    view = SudokuBoardView()
    qtbot.addWidget(view)
    view.resize(9 * 48, 9 * 48)
    view.show_picture(picture)
    return view, view.grab().toImage()


def cell_pixels(view: SudokuBoardView, image: QImage, cell: int) -> list[tuple[int, int, int]]:
    """The cell's pixels inside its grid lines."""
    rect = view.cell_rect(*divmod(cell, 9)).adjusted(3, 3, -3, -3)
    ratio = image.devicePixelRatio()
    pixels = []
    for y in range(rect.top(), rect.bottom()):
        for x in range(rect.left(), rect.right()):
            colour = QColor(image.pixel(int(x * ratio), int(y * ratio)))
            pixels.append((colour.red(), colour.green(), colour.blue()))
    return pixels


def grey_pattern(pixels: list[tuple[int, int, int]]) -> tuple[int, ...]:
    """Each pixel as dark (1) or light (0) by luminance: what a reader without colour
    vision (or a greyscale print of the screen) can tell apart."""
    return tuple(int(0.3 * r + 0.59 * g + 0.11 * b < 200) for r, g, b in pixels)


def test_the_two_colours_are_a_shade_and_a_hatching_told_apart_without_colour(
    qtbot: Any,
) -> None:
    a_cells, b_cells = (10, 40), (13, 43)  # box centres: the same grid lines around each
    view, image = painted(qtbot, BoardPicture(show_cursor=False, hint_colours=(a_cells, b_cells)))
    plain = sum(grey_pattern(cell_pixels(view, image, 70)))
    dark = {c: sum(grey_pattern(cell_pixels(view, image, c))) for c in (*a_cells, *b_cells)}
    # One mark per colour (the hatching's phase may shift a few pixels between cells)...
    assert abs(dark[10] - dark[40]) <= dark[10] // 10
    assert abs(dark[13] - dark[43]) <= dark[13] // 10
    # ...and in grey alone: a shade darkens the whole cell, a hatching only its stripes
    # (a few times fewer pixels), a plain cell has none.
    assert plain == 0 < dark[13] and dark[10] > 2 * dark[13]
    background = QColor(LIGHT.cell_empty)
    assert cell_pixels(view, image, 70)[0] == (
        background.red(),
        background.green(),
        background.blue(),
    )


def test_the_screen_shows_both_colours_while_a_colouring_hint_explains_why(
    qtbot: Any, ctx: Any
) -> None:
    from test_sudoku_screen import make_screen, prepared_save

    from puzzlesuite.games.sudoku import texts
    from puzzlesuite.games.sudoku.generator import generate
    from puzzlesuite.games.sudoku.hints import HintSession, find_hint
    from puzzlesuite.games.sudoku.model import SudokuGame
    from puzzlesuite.games.sudoku.techniques import Level, Technique

    puzzle = generate(Level.EXPERT, 7)  # its hint run reaches a colour wrap
    game = SudokuGame(puzzle.givens, puzzle.solution, puzzle.level, puzzle.seed)
    session = HintSession()
    colouring = (Technique.COLOUR_WRAP, Technique.COLOUR_TRAP)
    while (hint := find_hint(game)) is not None and (
        hint.step is None or hint.step.technique not in colouring
    ):
        for _ in range(3):
            session.press(game)
    assert hint is not None and hint.step is not None and hint.step.colours is not None
    ctx.saves.save("sudoku", prepared_save(game))
    screen = make_screen(qtbot, ctx)
    screen.hint()
    assert screen.view.picture.hint_colours == ((), ())  # "where" shows only the unit
    screen.hint()
    assert screen.view.picture.hint_colours == hint.step.colours
    # The one message line shows the eye's form whole (the board draws both colours);
    # the sentence heard names every cell of both.
    line = screen.details
    assert line.full_text == texts.hint_why_shown_text(hint) and line.text() == line.full_text
    assert "Colour A (shaded): " in screen.last_outcome
    screen.hint()  # done: the marks go with the hint
    assert screen.view.picture.hint_colours == ((), ())
