"""Issue 21: the group labels keep clear of the tiles at every text zoom and desktop
font size. Drawn in the zoomed font, "Group 1" touched the top of its tiles at 200 %
(docs/screenshots/jogakbo-1280x800-light-zoom200.png): the view's spacing was fixed,
and now the header grows with the label's font. Issue 32: the labels are drawn at their
own size (the body's small size), never shrunk with the table, at 800×600 too."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import QApplication, QStyleOptionGraphicsItem

from puzzlesuite.games.jogakbo import texts as names
from puzzlesuite.games.jogakbo.view import LABEL_SCALE, JogakboView, TableState, TileItem
from tests.games.jogakbo.jogakbo_helpers import tiles

GROUPS = [(1, tiles("r6 y6 k6")), (2, tiles("r10 r11 r12 r13")), (3, tiles("b2 r2 k2"))]


@pytest.fixture(params=[100, 150, 200, 300], ids=lambda zoom: f"{zoom}%")
def zoomed(request: Any, qapp: Any) -> Iterator[int]:
    """The application font at `zoom` % (text zoom up to 200 %, 300 %: 200 % with a
    150 % desktop font), as the text zoom sets it."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    usual = QFont(app.font())
    font = QFont(usual)
    font.setPointSizeF(usual.pointSizeF() * request.param / 100)
    app.setFont(font)
    yield request.param
    app.setFont(usual)


def table_view(qtbot: Any) -> JogakboView:
    view = JogakboView()
    qtbot.addWidget(view)
    view.resize(1260, 520)
    # The first group's first tile picked: lifted, the highest a tile is drawn.
    view.show_state(TableState(GROUPS, tiles("b13 r9"), GROUPS[0][1][0]))
    view.show()
    return view


def test_each_label_keeps_clear_of_its_tiles(qtbot: Any, zoomed: int) -> None:
    view = table_view(qtbot)
    for position, (gid, group_tiles) in enumerate(GROUPS, start=1):
        group = view.group_items[gid]
        text = names.group_title(position)
        title = group.title_rect()
        box = QFontMetricsF(view.label_font).boundingRect(
            title, Qt.AlignmentFlag.AlignVCenter, text
        )
        label = group.mapRectToScene(box)
        assert group.mapRectToScene(group.frame).contains(label), text
        for tile in group_tiles:
            item: TileItem = view.tile_items[tile]
            face = item.mapRectToScene(item.face_rect()).adjusted(-2, -2, 2, 2)  # outline
            assert not label.intersects(face), (text, label.getRect(), face.getRect())


def test_the_drawn_label_ends_above_a_lifted_tile(qtbot: Any, zoomed: int) -> None:
    """The label's ink, as painted: its lowest row is above the top of the picked
    (lifted, outlined) tile in that group."""
    view = table_view(qtbot)
    group = view.group_items[1]
    frame = group.frame
    image = QImage(int(frame.width()), int(frame.height()), QImage.Format.Format_RGB32)
    fill = view.tokens.cell_empty
    image.fill(fill)
    painter = QPainter(image)
    group.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    picked = view.tile_items[GROUPS[0][1][0]]
    face = group.mapRectFromScene(picked.mapRectToScene(picked.face_rect()))
    lowest_ink = max(
        (
            y
            for y in range(3, int(face.top()) + 12)
            for x in range(int(frame.left() + 12), int(frame.width() / 2))
            if _differs(image.pixelColor(x, y), fill)
        ),
        default=-1,
    )
    assert 0 < lowest_ink < face.top() - 2, (lowest_ink, face.top())


def _differs(colour: QColor, fill: QColor) -> bool:
    return abs(colour.red() - fill.red()) + abs(colour.green() - fill.green()) > 60


def test_zooming_in_gives_the_labels_more_room(qtbot: Any, qapp: Any) -> None:
    """The text zoom changes the font of a view already shown: its header grows."""
    view = table_view(qtbot)
    header = view.metrics.header
    usual = QFont(qapp.font())
    font = QFont(usual)
    font.setPointSizeF(usual.pointSizeF() * 2)
    qapp.setFont(font)
    try:
        qtbot.waitUntil(lambda: view.metrics.header > header * 1.5)
        tile, group = view.tile_items[GROUPS[0][1][1]], view.group_items[1]
        assert tile.pos().y() - group.pos().y() >= view.metrics.header  # tiles moved down
    finally:
        qapp.setFont(usual)


@pytest.mark.parametrize("language", ["en", "ko", "id", "es"])
def test_labels_keep_the_body_small_size_at_800x600(qtbot: Any, ctx: Any, language: str) -> None:
    """In the real screen at 800×600, the group labels are drawn at the body's small
    size on screen (not the old 7 px of a scaled-down table), and each fits its box."""
    from puzzlesuite.games.jogakbo.screen import JogakboScreen
    from puzzlesuite.services import i18n

    i18n.set_language(language)
    screen = JogakboScreen(ctx)
    qtbot.addWidget(screen)
    screen.resize(800, 600)
    screen.show()
    qtbot.waitExposed(screen)
    view = screen.view
    body = QFontMetricsF(QApplication.font()).height()
    drawn = QFontMetricsF(view.label_font).height() * view.transform().m11()
    assert drawn >= body * LABEL_SCALE * 0.97
    assert drawn >= 12  # px on screen, readable
    for position, gid in enumerate(view.group_items, start=1):
        group = view.group_items[gid]
        width = QFontMetricsF(view.label_font).horizontalAdvance(names.group_title(position))
        assert width <= group.title_rect().width(), (language, position)
