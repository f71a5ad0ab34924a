"""Block Puzzle's board in the visual system (issue 30, item 7): every shape whole in its
tray card with margin to spare, pieces in the theme's Okabe–Ito colours, blocks with a
bevel and an edge that read in greyscale in every theme, and the board's colours from
the tokens in light, dark and high contrast."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from puzzlesuite.games.blockpuzzle.model import SHAPES, TRAY_SIZE, BlockPuzzle
from puzzlesuite.games.blockpuzzle.screen import BlockPuzzleScreen
from puzzlesuite.games.blockpuzzle.view import (
    CELL,
    EDGE,
    HIGHLIGHT,
    LIT,
    TRAY_CELL,
    TrayItem,
    edge_width,
    family_colour,
    paint_block,
    slot_card,
)
from puzzlesuite.ui.theme import DARK, HIGH_CONTRAST, LIGHT, OKABE_ITO, Tokens, contrast_ratio

THEMES = {"light": LIGHT, "dark": DARK, "contrast": HIGH_CONTRAST}
MARGIN_PX = 8  # at least this much card around the largest piece, on every side


@pytest.mark.parametrize("slot", range(TRAY_SIZE))
def test_every_shape_sits_whole_in_its_card_with_margin(slot: int) -> None:
    tray = TrayItem()
    card = slot_card(slot)
    for shape in SHAPES:
        origin = tray.piece_origin(slot, shape)
        drawn = QRectF(origin.x(), origin.y(), shape.width * TRAY_CELL, shape.height * TRAY_CELL)
        assert card.adjusted(MARGIN_PX, MARGIN_PX, -MARGIN_PX, -MARGIN_PX).contains(drawn), shape.id
    assert TRAY_CELL / CELL == 0.4, "one size for every piece: they compare as on the board"


@pytest.mark.parametrize("theme", THEMES)
def test_pieces_are_the_okabe_ito_colours_one_per_family(theme: str) -> None:
    tokens = THEMES[theme]
    families = {shape.family_number for shape in SHAPES}
    colours = {family_colour(family, tokens).name() for family in families}
    assert colours <= {QColor(each).name() for each in OKABE_ITO}
    assert len(colours) == len(families), "one colour per shape family"


@pytest.mark.parametrize("theme", THEMES)
def test_a_filled_cell_stands_apart_from_an_empty_one_in_greyscale(theme: str) -> None:
    """Contrast is luminance, so it is what greyscale keeps: some part of every block
    (its face, its darker edge or its highlight) stands at least 3:1 from an empty cell,
    whatever the piece's colour (a yellow piece on a light board by its edge, a blue one
    on a dark board by its highlight)."""
    tokens = THEMES[theme]
    for colour in tokens.pieces:
        parts = {
            "face": colour,
            "edge": colour.darker(EDGE),
            "top": colour.lighter(LIT),
            "highlight": colour.lighter(HIGHLIGHT),
        }
        best = max(contrast_ratio(part, tokens.cell_empty) for part in parts.values())
        assert best >= 3.0, (theme, colour.name(), best)


def render_block(colour: QColor, edge: float) -> QImage:
    image = QImage(40, 40, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint_block(painter, QRectF(0, 0, 40, 40), colour, edge)
    painter.end()
    return image


def close(a: QColor, b: QColor, within: int = 12) -> bool:
    return all(abs(x - y) <= within for x, y in zip(a.getRgb()[:3], b.getRgb()[:3], strict=True))


@pytest.mark.parametrize("theme", THEMES)
def test_a_block_is_lit_from_above_with_a_highlight_and_a_darker_edge(theme: str) -> None:
    tokens = THEMES[theme]
    edge = edge_width(tokens)
    for colour in tokens.pieces:
        image = render_block(colour, edge)
        assert close(image.pixelColor(20, 20), colour), "the face, mid-way down"
        top, bottom = image.pixelColor(20, 8), image.pixelColor(20, 34)
        assert top.lightness() > colour.lightness() >= bottom.lightness(), "lit from above"
        shine = max((image.pixelColor(20, y) for y in range(3, 8)), key=QColor.lightness)
        assert shine.lightness() > top.lightness(), "a highlight along the top"
        rim = image.pixelColor(20, 37)
        assert close(rim, colour.darker(EDGE), within=24), "a darker edge"
        assert image.pixelColor(0, 0).alpha() == 0, "rounded, with a gap around it"
    assert edge_width(HIGH_CONTRAST) == 2 and edge_width(LIGHT) == edge_width(DARK) == 1


# ---- the board drawn in each theme, from its tokens --------------------------------------


def pixel(screen: BlockPuzzleScreen, point: Any) -> QColor:
    return screen.view.viewport().grab().toImage().pixelColor(point.toPoint())


@pytest.mark.parametrize("theme", THEMES)
def test_the_board_and_the_tray_take_the_themes_tokens(
    qtbot: Any, screen: BlockPuzzleScreen, theme: str
) -> None:
    screen.ctx.settings.update(theme=theme)
    screen.ctx.apply_theme()
    tokens: Tokens = screen.ctx.tokens
    assert tokens is THEMES[theme]
    rows = ["1......."] + ["........"] * 7
    game = BlockPuzzle.from_json(
        {
            "version": 1, "seed": 7, "refills": 1, "score": 0, "lines": 0, "moves": 0,
            "board": rows, "tray": ["dot", None, "dot"],
        }
    )  # fmt: skip
    screen.set_game(game)
    view = screen.view
    assert pixel(screen, view.cell_centre(0, 0)).rgb() == family_colour(1, tokens).rgb()
    assert pixel(screen, view.cell_centre(4, 4)).rgb() == tokens.cell_empty.rgb()
    assert pixel(screen, view.slot_centre(1)).rgb() == tokens.surface.rgb(), "an empty card"
    assert view.backgroundBrush().color().rgb() == tokens.background.rgb()
