"""Jogakbo's table in the visual system (issue 30 item 7), light, dark and high contrast,
through the real screen's pixels: every colour from the theme's tokens, and the
non-colour cues kept (a symbol per tile colour, the picked tile lifted and outlined, an
invalid group's border, "!" and words, a valid group's tick)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor, QImage
from test_jogakbo_screen import open_screen

from puzzlesuite.games.jogakbo.model import Colour
from puzzlesuite.games.jogakbo.screen import JogakboScreen
from puzzlesuite.games.jogakbo.view import tile_ink

THEMES = ["light", "dark", "contrast"]


def near(a: QColor, b: QColor, tolerance: int = 24) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a.getRgb()[:3], b.getRgb()[:3], strict=True))


def count(image: QImage, colour: QColor, tolerance: int = 24) -> int:
    return sum(
        1
        for y in range(image.height())
        for x in range(image.width())
        if near(image.pixelColor(x, y), colour, tolerance)
    )


def grab_scene_rect(screen: JogakboScreen, rect: Any) -> QImage:
    view = screen.view
    box: QRect = view.mapFromScene(rect).boundingRect()
    return view.viewport().grab(box).toImage()


@pytest.fixture(params=THEMES)
def themed(request: Any, qtbot: Any, ctx: Any) -> JogakboScreen:
    ctx.settings.update(theme=request.param)
    ctx.apply_theme()
    screen = open_screen(qtbot, ctx)
    qtbot.wait(20)
    return screen


def test_each_tile_is_inked_in_its_colour_token_on_the_tile_face(themed: JogakboScreen) -> None:
    screen = themed
    tokens = screen.ctx.tokens
    seen: set[Colour] = set()
    tiles = [t for g in screen.game.groups for t in g.tiles] + list(screen.game.hand)
    for tile in tiles:
        if tile.colour in seen:
            continue
        seen.add(tile.colour)
        item = screen.view.tile_items[tile]
        image = grab_scene_rect(screen, item.mapRectToScene(item.face_rect()))
        ink = tile_ink(tokens, tile.colour)
        assert count(image, ink, 12) > 40, (tile, tokens.name)  # number and symbol
        assert count(image, tokens.tile_face, 6) > image.width() * image.height() // 3
    assert len(seen) >= 3


def test_groups_are_panels_and_the_hand_a_tray_in_their_tokens(themed: JogakboScreen) -> None:
    screen = themed
    tokens = screen.ctx.tokens
    view = screen.view
    gid = screen.game.groups[0].gid
    group = view.group_items[gid]
    frame = group.mapRectToScene(group.frame)
    # The footer line of a valid group is the panel's own fill.
    inside = view.mapFromScene(frame.bottomLeft()) + QPoint(30, -8)
    image = view.viewport().grab(QRect(inside, inside + QPoint(3, 3))).toImage()
    assert near(image.pixelColor(1, 1), tokens.cell_empty, 3)
    hand = view.hand_item
    corner = view.mapFromScene(hand.mapRectToScene(hand.frame).bottomRight())
    spot = corner - QPoint(30, 12)
    image = view.viewport().grab(QRect(spot, spot + QPoint(3, 3))).toImage()
    assert near(image.pixelColor(1, 1), tokens.board, 3)


def test_the_invalid_group_keeps_border_badge_and_words(themed: JogakboScreen, qtbot: Any) -> None:
    screen = themed
    tokens = screen.ctx.tokens
    gid = next(g.gid for g in screen.game.groups if len(g.tiles) == 3)
    screen.activate_tile(screen.game.group(gid).tiles[0])
    screen.start_new_group()
    screen.view.finish_motion()
    qtbot.wait(20)
    group = screen.view.group_items[gid]
    image = grab_scene_rect(screen, group.mapRectToScene(group.frame))
    assert count(image, tokens.danger, 16) > 2 * image.height()  # the border all round…
    badge = grab_scene_rect(screen, group.mapRectToScene(group.mark_rect()))
    assert count(badge, tokens.on_danger, 40) > 3  # …the "!" on its badge…
    footer = group.mapRectToScene(group.frame.adjusted(0, group.frame.height() - 20, 0, 0))
    assert count(grab_scene_rect(screen, footer), tokens.danger, 40) > 20  # …and the words


@pytest.mark.parametrize("theme", THEMES)
def test_the_picked_tile_is_lifted_and_outlined(qtbot: Any, ctx: Any, theme: str) -> None:
    ctx.settings.update(theme=theme)
    ctx.apply_theme()
    screen = open_screen(qtbot, ctx)
    tokens = screen.ctx.tokens
    tile = next(t for t in screen.game.hand if t.colour is not Colour.BLACK)
    item = screen.view.tile_items[tile]
    rest = item.mapRectToScene(item.face_rect())
    screen.activate_tile(tile)
    qtbot.wait(20)
    lifted = item.mapRectToScene(item.face_rect())
    assert lifted.top() < rest.top()  # lifted (a shape cue, not only a colour)
    image = grab_scene_rect(screen, lifted.adjusted(-2, -2, 2, 2))
    assert count(image, tokens.tile_picked_edge, 20) > 2 * lifted.height()  # the outline
    assert count(image, tokens.tile_picked_face, 6) > lifted.width() * lifted.height() / 3


def test_the_table_fills_its_place_up_to_the_cap(qtbot: Any, ctx: Any) -> None:
    """Tiles grow with the window (the table fills its place) up to their cap; the
    labels keep their size whatever the table's."""
    from puzzlesuite.games.jogakbo.table_layout import TILE_MAX, TILE_MIN

    screen = open_screen(qtbot, ctx)
    sizes = {}
    labels = set()
    for width, height in ((800, 600), (1280, 800), (1920, 1080)):
        screen.resize(width, height)
        qtbot.wait(20)
        view = screen.view
        sizes[width] = view.metrics.tile_w * view.transform().m11()
        labels.add(round(view.label_font.pointSizeF() * view.transform().m11(), 2))
        layout = view.layout_now
        assert layout is not None and layout.height <= view.viewport().height() + 1
    assert TILE_MIN <= sizes[800] < sizes[1280] <= sizes[1920] == TILE_MAX
    assert sizes[1280] >= sizes[800] * 1.3
    assert len(labels) == 1
