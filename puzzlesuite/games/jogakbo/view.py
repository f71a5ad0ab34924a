"""Drawing of the Jogakbo table and hand, and pointer/keyboard input turned into intents.

No rules here: the screen hands in what to draw (groups, hand, picked tile) and gets back
"tile activated", "group activated", "new group", "drop the pick".
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from puzzlesuite.services.i18n import _
from puzzlesuite.ui.board_zoom import fit_board
from puzzlesuite.ui.theme import LIGHT, Tokens

from . import names
from .model import Colour, Tile, is_valid_group

TILE_W, TILE_H, GAP = 46.0, 62.0, 6.0
PAD, HEADER, FOOTER = 8.0, 24.0, 22.0
MARGIN, SCENE_W, MIN_SCENE_H = 12.0, 780.0, 560.0
ROW_STEP = TILE_H + GAP * 2  # a lifted (picked) tile must not cover the row above
LIFT = 8.0  # how far a picked tile is lifted
LABEL_CLEARANCE = 2.0  # between a label's box and the outline of a lifted tile below it
# As many tiles as fit across the table; longer groups and hands wrap onto more rows.
TILES_PER_ROW = int((SCENE_W - 2 * MARGIN - 2 * PAD + GAP) // (TILE_W + GAP))


def tile_ink(tokens: Tokens, colour: Colour) -> QColor:
    """The ink of a tile colour (its number and symbol) on the light tile face."""
    return {
        Colour.RED: tokens.tile_red,
        Colour.BLUE: tokens.tile_blue,
        Colour.YELLOW: tokens.tile_yellow,
        Colour.BLACK: tokens.tile_black,
    }[colour]


GroupKey = tuple[str, int]  # ("group", gid)
TileKey = tuple[str, Tile]  # ("tile", tile)
FocusKey = GroupKey | TileKey


@dataclass(frozen=True)
class TableState:
    groups: list[tuple[int, list[Tile]]]  # (gid, tiles) in table order
    hand: list[Tile]
    picked: Tile | None


def symbol_path(colour: Colour, centre: QPointF, size: float) -> QPainterPath:
    """The colour's own mark: ● red, ■ blue, ▲ yellow, ◆ black."""
    half = size / 2
    path = QPainterPath()
    x, y = centre.x(), centre.y()
    if colour is Colour.RED:
        path.addEllipse(centre, half, half)
    elif colour is Colour.BLUE:
        path.addRect(QRectF(x - half * 0.9, y - half * 0.9, size * 0.9, size * 0.9))
    elif colour is Colour.YELLOW:
        path.addPolygon(
            QPolygonF(
                [
                    QPointF(x, y - half),
                    QPointF(x + half, y + half * 0.8),
                    QPointF(x - half, y + half * 0.8),
                ]
            )
        )
        path.closeSubpath()
    else:
        path.addPolygon(
            QPolygonF(
                [
                    QPointF(x, y - half),
                    QPointF(x + half, y),
                    QPointF(x, y + half),
                    QPointF(x - half, y),
                ]
            )
        )
        path.closeSubpath()
    return path


def tile_rows_height(count: int) -> float:
    """Height of `count` tiles laid out in rows of TILES_PER_ROW."""
    rows = max(1, -(-count // TILES_PER_ROW))
    return TILE_H + (rows - 1) * ROW_STEP


@dataclass(frozen=True)
class LabelSpacing:
    """The room for the labels drawn in the app's (zoomed) font: a group's or the hand's
    header and a group's note ("not valid yet") under its tiles. At least the 100 %
    room; at 200 % a fixed 24 px header put "Group 1" against the tops of its tiles."""

    header: float = HEADER
    footer: float = FOOTER

    @staticmethod
    def for_font(font: QFont) -> LabelSpacing:
        text = QFontMetricsF(font).height()
        # The label is centred in (2, header); a lifted tile's 3 px outline starts at
        # header + PAD - LIFT - 1.5.
        header = text + 2 * (LABEL_CLEARANCE + LIFT + 1.5 - PAD) + 2
        return LabelSpacing(max(HEADER, math.ceil(header)), max(FOOTER, math.ceil(text) + 2))

    def title_rect(self, width: float) -> QRectF:
        """Where a group's or the hand's label is drawn (vertically centred)."""
        return QRectF(PAD, 2, width - 2 * PAD, self.header - 2)


def draw_focus_ring(painter: QPainter, rect: QRectF, tokens: Tokens, radius: float) -> None:
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(tokens.accent, 3))
    painter.drawRoundedRect(rect.adjusted(-3.5, -3.5, 3.5, 3.5), radius + 3, radius + 3)


class TileItem(QGraphicsItem):
    def __init__(self, tile: Tile, view: JogakboView, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.tile = tile
        self._view = view

    @property
    def picked(self) -> bool:
        return self._view.state.picked == self.tile

    @property
    def focused(self) -> bool:
        return self._view.focus_key == ("tile", self.tile) and self._view.hasFocus()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-6, -14, TILE_W + 12, TILE_H + 20)

    def face_rect(self) -> QRectF:
        lift = -LIFT if self.picked else 0.0  # a picked tile is lifted as well as outlined
        return QRectF(0, lift, TILE_W, TILE_H)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        tokens = self._view.tokens
        face = self.face_rect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # Picked: lifted, a warm face and a heavy outline in the text colour (dark on the
        # light theme, light on the dark one, so it stands out from the board in both),
        # so it differs from the (accent) focus ring in shape and not only in colour.
        # Faces stay light in both themes, like real tiles.
        painter.setBrush(tokens.tile_picked_face if self.picked else tokens.tile_face)
        edge = QPen(tokens.tile_edge, 2 if tokens.contrast else 1)
        painter.setPen(QPen(tokens.tile_picked_edge, 3) if self.picked else edge)
        painter.drawRoundedRect(face, 6, 6)
        ink = tile_ink(tokens, self.tile.colour)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        painter.drawPath(symbol_path(self.tile.colour, face.topLeft() + QPointF(12, 12), 11))
        font = QFont(painter.font())
        font.setPixelSize(28)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(ink)
        number_box = face.adjusted(0, 16, 0, -2)
        painter.drawText(number_box, Qt.AlignmentFlag.AlignCenter, str(self.tile.number))
        if self.focused:
            draw_focus_ring(painter, face, tokens, 6)


class GroupItem(QGraphicsItem):
    def __init__(self, gid: int, position: int, tiles: list[Tile], view: JogakboView):
        super().__init__()
        self.gid = gid
        self.position = position
        self.tiles = tiles
        self.valid = is_valid_group(tiles)
        self._view = view
        columns = min(len(tiles), TILES_PER_ROW)
        width = max(150.0, PAD * 2 + columns * TILE_W + max(0, columns - 1) * GAP)
        spacing = view.label_spacing
        height = spacing.header + PAD * 2 + tile_rows_height(len(tiles)) + spacing.footer
        self._rect = QRectF(0, 0, width, height)

    @property
    def frame(self) -> QRectF:
        """The group's drawn box (the bounding rect adds room for the focus ring)."""
        return self._rect

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return self._rect.adjusted(-6, -6, 6, 6)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        tokens = self._view.tokens
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(tokens.cell_empty)
        if self.valid:
            painter.setPen(QPen(tokens.grid, 1))
        else:
            painter.setPen(QPen(tokens.danger, 2))
        painter.drawRoundedRect(self._rect, 8, 8)
        painter.setPen(tokens.muted)
        painter.setFont(self._view.font())  # the room was measured in it
        title = self._view.label_spacing.title_rect(self._rect.width())
        painter.drawText(title, Qt.AlignmentFlag.AlignVCenter, names.group_title(self.position))
        if not self.valid:
            self._paint_warning(painter, tokens)
        if self._view.focus_key == ("group", self.gid) and self._view.hasFocus():
            draw_focus_ring(painter, self._rect, tokens, 8)

    def _paint_warning(self, painter: QPainter, tokens: Tokens) -> None:
        badge = QRectF(self._rect.width() - PAD - 18, 4, 18, 18)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(tokens.danger)
        painter.drawEllipse(badge)
        painter.setPen(tokens.on_danger)
        font = QFont(painter.font())
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, "!")
        painter.setPen(tokens.danger)
        footer = self._view.label_spacing.footer
        note = QRectF(PAD, self._rect.height() - footer, self._rect.width() - 2 * PAD, footer - 2)
        painter.drawText(note, Qt.AlignmentFlag.AlignVCenter, _("not valid yet"))


class HandItem(QGraphicsItem):
    def __init__(self, rect: QRectF, count: int, view: JogakboView):
        super().__init__()
        self._rect = rect
        self._count = count
        self._view = view

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        tokens = self._view.tokens
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(tokens.board)
        painter.setPen(QPen(tokens.grid, 1))
        painter.drawRoundedRect(self._rect, 10, 10)
        painter.setPen(tokens.text)
        painter.setFont(self._view.font())
        title = self._view.label_spacing.title_rect(self._rect.width())
        text = _("Hand") if self._count else _("Hand: empty")
        painter.drawText(title, Qt.AlignmentFlag.AlignVCenter, text)


class JogakboView(QGraphicsView):
    tile_activated = Signal(object)  # Tile
    group_activated = Signal(int)  # gid
    new_group_requested = Signal()
    drop_requested = Signal()
    cursor_moved = Signal()
    # The cursor item has focus now (a move, or the view took the focus): screen readers
    # are to be told (the screen connects the accessible table's notify_item).
    item_focused = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMinimumSize(360, 280)
        self.tokens: Tokens = LIGHT
        self.state = TableState([], [], None)
        self.focus_key: FocusKey | None = None
        self.outcome = ""  # last result of an action: the focused item's description
        self.tile_items: dict[Tile, TileItem] = {}
        self.group_items: dict[int, GroupItem] = {}
        self.label_spacing = LabelSpacing()

    # --- drawing -----------------------------------------------------------------
    def set_tokens(self, tokens: Tokens) -> None:
        self.tokens = tokens
        self.setBackgroundBrush(tokens.background)
        self.scene().update()

    def show_state(self, state: TableState) -> None:
        self.state = state
        self._rebuild()
        if self.focus_key not in self.focus_order():
            order = self.focus_order()
            self.focus_key = order[0] if order else None
        self.scene().update()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # the text zoom: labels need their room
            self.show_state(self.state)

    def _rebuild(self) -> None:
        self.label_spacing = LabelSpacing.for_font(self.font())
        scene = self.scene()
        scene.clear()
        self.tile_items, self.group_items = {}, {}
        x = y = MARGIN
        row_height = 0.0
        for position, (gid, tiles) in enumerate(self.state.groups, start=1):
            group = GroupItem(gid, position, tiles, self)
            width = group.frame.width()
            if x + width > SCENE_W - MARGIN and x > MARGIN:
                x, y = MARGIN, y + row_height + GAP * 2
            group.setPos(x, y)
            scene.addItem(group)
            self.group_items[gid] = group
            self._place_tiles(tiles, group, self.label_spacing.header + PAD)
            row_height = max(row_height, group.frame.height())
            x += width + GAP * 2
        self._place_hand(y + row_height + GAP * 3)

    def _place_tiles(self, tiles: list[Tile], parent: QGraphicsItem, top: float) -> None:
        for index, tile in enumerate(tiles):
            row, column = divmod(index, TILES_PER_ROW)
            item = TileItem(tile, self, parent)
            item.setPos(PAD + column * (TILE_W + GAP), top + row * ROW_STEP)
            self.tile_items[tile] = item

    def _place_hand(self, top: float) -> None:
        header = self.label_spacing.header
        height = header + PAD * 2 + 8 + tile_rows_height(max(1, len(self.state.hand)))
        hand = HandItem(QRectF(0, 0, SCENE_W - 2 * MARGIN, height), len(self.state.hand), self)
        hand.setPos(MARGIN, top)
        self.scene().addItem(hand)
        self._place_tiles(self.state.hand, hand, header + PAD + 8)
        bottom = top + height + MARGIN
        self.scene().setSceneRect(QRectF(0, 0, SCENE_W, max(MIN_SCENE_H, bottom)))
        self._fit()

    def _fit(self) -> None:
        fit_board(self, self.scene().sceneRect())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        self._fit()

    # --- focus order and names -------------------------------------------------------
    def focus_order(self) -> list[FocusKey]:
        order: list[FocusKey] = []
        for gid, tiles in self.state.groups:
            order.append(("group", gid))
            order.extend(("tile", tile) for tile in tiles)
        order.extend(("tile", tile) for tile in self.state.hand)
        return order

    def _container_starts(self) -> list[int]:
        order = self.focus_order()
        starts = [i for i, key in enumerate(order) if key[0] == "group"]
        if self.state.hand:
            starts.append(len(order) - len(self.state.hand))
        return starts

    def item_name(self, key: FocusKey | None) -> str:
        if key is None:
            return ""
        if key[0] == "group":
            gid = key[1]
            for position, (group_gid, tiles) in enumerate(self.state.groups, start=1):
                if group_gid == gid:
                    return names.group_name(position, tiles)
            return ""
        tile = key[1]
        assert isinstance(tile, Tile)
        name = names.tile_name(tile)
        if tile in self.state.hand:
            name = _("{tile}, in hand").format(tile=name)
        if self.state.picked == tile:
            name = _("{tile}, picked").format(tile=name)
        return name

    def is_tile(self, key: FocusKey) -> bool:
        return key[0] == "tile"

    def is_picked(self, key: FocusKey) -> bool:
        return key == ("tile", self.state.picked)

    def set_cursor(self, key: FocusKey | None) -> None:
        if key != self.focus_key:
            self.focus_key = key
            self.scene().update()
            if self.hasFocus():
                self.item_focused.emit()
            self.cursor_moved.emit()

    def global_rect_of(self, key: FocusKey) -> QRect:
        if key[0] == "group":
            assert isinstance(key[1], int)
            item: QGraphicsItem = self.group_items[key[1]]
        else:
            assert isinstance(key[1], Tile)
            item = self.tile_items[key[1]]
        polygon = self.mapFromScene(item.sceneBoundingRect())
        rect = polygon.boundingRect()
        return QRect(self.viewport().mapToGlobal(rect.topLeft()), rect.size())

    def key_at_global(self, point: QPoint) -> FocusKey | None:
        item = self.itemAt(self.viewport().mapFromGlobal(point))
        while item is not None and not isinstance(item, TileItem | GroupItem):
            item = item.parentItem()
        if isinstance(item, TileItem):
            return ("tile", item.tile)
        if isinstance(item, GroupItem):
            return ("group", item.gid)
        return None

    # --- input ------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt API
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        key = self.key_at_global(self.viewport().mapToGlobal(event.position().toPoint()))
        if key is not None:
            self.set_cursor(key)
            self.activate_cursor()
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        key = event.key()
        order = self.focus_order()
        index = order.index(self.focus_key) if self.focus_key in order else -1
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Left) and order:
            step = 1 if key == Qt.Key.Key_Right else -1
            self.set_cursor(order[(index + step) % len(order)])
        elif key in (Qt.Key.Key_Down, Qt.Key.Key_Up) and order:
            self.set_cursor(order[self._next_container(index, key == Qt.Key.Key_Down)])
        elif key == Qt.Key.Key_Home and order:
            self.set_cursor(order[0])
        elif key == Qt.Key.Key_End and order:
            self.set_cursor(order[-1])
        elif key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.activate_cursor()
        elif key == Qt.Key.Key_N:
            self.new_group_requested.emit()
        elif key == Qt.Key.Key_Escape:
            self.drop_requested.emit()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def _next_container(self, index: int, forward: bool) -> int:
        starts = self._container_starts()
        if forward:
            later = [s for s in starts if s > index]
            return later[0] if later else starts[0]
        earlier = [s for s in starts if s < index]
        current = max((s for s in starts if s <= index), default=None)
        if current is not None and current < index:
            return current
        return earlier[-1] if earlier else starts[-1]

    def activate_cursor(self) -> None:
        """Space / Enter / a click / the item's Press action: pick or place."""
        if self.focus_key is None:
            return
        kind, value = self.focus_key
        if kind == "group":
            assert isinstance(value, int)
            self.group_activated.emit(value)
        else:
            self.tile_activated.emit(value)

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt API
        super().focusInEvent(event)
        self.scene().update()
        # Qt reports the focus of the view itself after this handler; report the item in
        # focus right after that, so screen readers land on the group or tile.
        QTimer.singleShot(0, self, self._report_focus)  # dropped if the view goes first
        self.cursor_moved.emit()

    def _report_focus(self) -> None:
        if self.hasFocus():
            self.item_focused.emit()

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt API
        super().focusOutEvent(event)
        self.scene().update()

    def scene_point_of(self, key: FocusKey) -> QPointF:
        """Centre of an item in scene coordinates (for tests and pointer hit checks)."""
        if key[0] == "group":
            assert isinstance(key[1], int)
            group = self.group_items[key[1]]
            return group.mapToScene(QPointF(PAD + 4, self.label_spacing.header / 2))
        assert isinstance(key[1], Tile)
        item = self.tile_items[key[1]]
        return item.mapToScene(item.face_rect().center())
