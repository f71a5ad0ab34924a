"""Drawing of the Jogakbo table and hand, and pointer/keyboard input turned into intents.

No rules here: the screen hands in what to draw (groups, hand, picked tile) and gets back
"tile activated", "group activated", "new group", "drop the pick".

The table is laid out for the place the view has (`table_layout`: the groups flow in
rows, the hand along the bottom, the tiles as large as the place allows up to a cap) and
drawn at the board zoom on top of that, so labels are always drawn at their own size:
never shrunk to fit. Each tile, group and the hand is one item that stays for as long as
it exists; a new state moves the items to their new places.

Motion (issue 31, `ui.motion`): after a move, every item whose place changed glides
there from where it was (the tile moved, the tiles that close up behind it, the groups
after one that vanished), in `MOTION.standard`; a picked tile lands as it goes. A group
that just became valid shows its tick once the tile has landed (`MOTION.quick` after
it). The model has moved on before any of it starts; the next input finishes it, and
under Reduce motion everything is at once where it goes.
"""

from __future__ import annotations

from collections.abc import Collection
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
    QTransform,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsView,
    QStyle,
    QStyleOptionGraphicsItem,
    QWidget,
)

from puzzlesuite.services.i18n import _
from puzzlesuite.ui import motion
from puzzlesuite.ui.board_zoom import zoom_factor
from puzzlesuite.ui.theme import LIGHT, Tokens, tabular, with_alpha
from puzzlesuite.ui.tokens import MOTION, RADII, WEIGHT_BOLD
from puzzlesuite.ui.touch import TouchGestures, paint_pressed

from . import texts
from .model import Colour, Tile, is_valid_group
from .table_layout import (
    HAND,
    TILE_MIN,
    Box,
    GroupRoom,
    Metrics,
    TableLayout,
    block_above,
    block_below,
    choose_tile_width,
    fits,
    lay_out,
    reading_order,
)

LABEL_SCALE = 0.9  # group and hand labels: the body's small size (never scaled down)
THICKNESS = 2.0  # a tile's edge showing below its face
SEAM_INSET = 4.0  # a group's stitched seam, inside its edge
TABLE_MAX_WIDTH = 1240.0  # px at 100 %: a wide window centres the table
RING = 3.0  # the focus ring's width


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


def tick_path(box: QRectF) -> QPainterPath:
    """A check mark filling `box`: the mark of a valid group (a shape, not a colour)."""
    path = QPainterPath()
    path.moveTo(box.left() + box.width() * 0.14, box.top() + box.height() * 0.55)
    path.lineTo(box.left() + box.width() * 0.40, box.top() + box.height() * 0.80)
    path.lineTo(box.left() + box.width() * 0.88, box.top() + box.height() * 0.22)
    return path


def _qrect(box: Box) -> QRectF:
    return QRectF(box.x, box.y, box.w, box.h)


def draw_focus_ring(painter: QPainter, rect: QRectF, tokens: Tokens, radius: float) -> None:
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(tokens.accent, RING))
    painter.drawRoundedRect(rect.adjusted(-3.5, -3.5, 3.5, 3.5), radius + 3, radius + 3)


class TileItem(QGraphicsItem):
    """A tile; its position is the top-left of its place (a picked tile is drawn lifted
    above it)."""

    def __init__(self, tile: Tile, view: JogakboView) -> None:
        super().__init__()
        self.tile = tile
        self._view = view
        self.setZValue(1)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def picked(self) -> bool:
        return self._view.state.picked == self.tile

    @property
    def focused(self) -> bool:
        return self._view.focus_key == ("tile", self.tile) and self._view.hasFocus()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        m = self._view.metrics
        reach = RING + 4
        return QRectF(-reach, -m.lift - reach, m.tile_w + 2 * reach, m.tile_h + m.lift + 2 * reach)

    def shape(self) -> QPainterPath:
        """What a click hits: the face where it is drawn, not the ring's room around it."""
        path = QPainterPath()
        path.addRect(self.face_rect())
        return path

    def face_rect(self) -> QRectF:
        m = self._view.metrics
        # A picked tile is lifted as well as outlined; a tile just placed comes down as
        # it glides.
        return QRectF(0, -self._view.lift_of(self.tile), m.tile_w, m.tile_h)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        tokens = self._view.tokens
        face = self.face_rect()
        size = face.width()
        radius = float(RADII.control)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        lifted = face.top() < 0
        # A tile has a little thickness (its edge tone below the face), like a real one;
        # a lifted tile leaves a soft shadow on its place instead.
        below = QRectF(0, 0, face.width(), face.height()).translated(0, THICKNESS)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(with_alpha(tokens.shadow, 0.22) if lifted else tokens.tile_edge)
        painter.drawRoundedRect(below, radius, radius)
        # Picked: lifted, a warm face and a heavy outline (dark on the light theme, light
        # on the dark one), so it differs from the (accent) focus ring in shape and not
        # only in colour. Faces stay light in every theme, like real tiles.
        painter.setBrush(tokens.tile_picked_face if self.picked else tokens.tile_face)
        edge = QPen(tokens.tile_edge, 2 if tokens.contrast else 1)
        painter.setPen(QPen(tokens.tile_picked_edge, 3) if self.picked else edge)
        painter.drawRoundedRect(face, radius, radius)
        ink = tile_ink(tokens, self.tile.colour)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        mark = size * 0.24
        corner = face.topLeft() + QPointF(size * 0.26, size * 0.26)
        painter.drawPath(symbol_path(self.tile.colour, corner, mark))
        font = tabular(QFont(self._view.font()))
        font.setPixelSize(max(8, round(size * 0.56)))
        font.setWeight(QFont.Weight(WEIGHT_BOLD))
        painter.setFont(font)
        painter.setPen(ink)
        number_box = face.adjusted(0, face.height() * 0.24, 0, -face.height() * 0.04)
        painter.drawText(number_box, Qt.AlignmentFlag.AlignCenter, str(self.tile.number))
        if self._view.pressed_key == ("tile", self.tile):  # under a finger
            paint_pressed(painter, face, tokens)
        if self.focused:
            draw_focus_ring(painter, face, tokens, radius)


class GroupItem(QGraphicsItem):
    """A group's box: its label, its mark (a tick when valid, "!" when not) and, while it
    is not valid, the words "not valid yet" under its tiles."""

    def __init__(self, gid: int, view: JogakboView) -> None:
        super().__init__()
        self.gid = gid
        self.position = 0
        self.tiles: list[Tile] = []
        self.valid = False
        self._view = view
        self._rect = QRectF()
        self.setZValue(0)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_group(self, position: int, tiles: list[Tile], size: QRectF) -> None:
        valid = is_valid_group(tiles)
        if (position, tiles, valid) != (self.position, self.tiles, self.valid):
            self.update()
        self.position, self.tiles, self.valid = position, list(tiles), valid
        if size.size() != self._rect.size():
            self.prepareGeometryChange()
            self._rect = QRectF(0, 0, size.width(), size.height())

    @property
    def frame(self) -> QRectF:
        """The group's drawn box (the bounding rect adds room for the focus ring)."""
        return self._rect

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return self._rect.adjusted(-6, -6, 6, 6)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self._rect)
        return path

    def title_rect(self) -> QRectF:
        """Where the group's label is drawn (left of its mark)."""
        m = self._view.metrics
        mark = self.mark_rect()
        return QRectF(m.pad, 0, mark.left() - 2 * m.pad, m.header + m.pad - m.lift - 2)

    def mark_rect(self) -> QRectF:
        """Where the tick or the "!" badge is drawn, at the right of the label line."""
        m = self._view.metrics
        side = self._view.mark_size()
        top = (m.header + m.pad - m.lift - 2 - side) / 2
        return QRectF(self._rect.width() - m.pad - side, max(2.0, top), side, side)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        tokens = self._view.tokens
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = float(RADII.card)
        # A patch of the wrapping cloth: a calm panel with its seam sewn just inside the
        # edge; a group that is not valid yet has a danger edge instead (with the "!" and
        # the words: never the colour alone).
        painter.setBrush(tokens.cell_empty)
        if self.valid:
            painter.setPen(QPen(tokens.grid, 2 if tokens.contrast else 1))
        else:
            painter.setPen(QPen(tokens.danger, 2))
        painter.drawRoundedRect(self._rect.adjusted(1, 1, -1, -1), radius, radius)
        if self.valid and not tokens.contrast:
            seam = QPen(tokens.grid, 1, Qt.PenStyle.CustomDashLine)
            seam.setDashPattern([3, 3])
            painter.setPen(seam)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            inset = SEAM_INSET
            painter.drawRoundedRect(
                self._rect.adjusted(inset, inset, -inset, -inset), radius - 3, radius - 3
            )
        painter.setPen(tokens.muted)
        painter.setFont(self._view.label_font)
        painter.drawText(
            self.title_rect(), Qt.AlignmentFlag.AlignVCenter, texts.group_title(self.position)
        )
        if self.valid:
            self._paint_tick(painter, tokens)
        else:
            self._paint_warning(painter, tokens)
        if self._view.pressed_key == ("group", self.gid):  # under a finger
            paint_pressed(painter, self._rect, tokens)
        if self._view.focus_key == ("group", self.gid) and self._view.hasFocus():
            draw_focus_ring(painter, self._rect, tokens, radius)

    def _paint_tick(self, painter: QPainter, tokens: Tokens) -> None:
        shown = self._view.tick_progress(self.gid)
        if shown <= 0:
            return
        box = self.mark_rect()
        if shown < 1:  # appearing: it grows from half its size as it fades in
            scale = 0.5 + 0.5 * shown
            centre = box.center()
            box = QRectF(0, 0, box.width() * scale, box.height() * scale)
            box.moveCenter(centre)
            painter.setOpacity(shown)
        pen = QPen(tokens.accent, max(2.0, box.width() * 0.16))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(tick_path(box))
        painter.setOpacity(1.0)

    def _paint_warning(self, painter: QPainter, tokens: Tokens) -> None:
        badge = self.mark_rect()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(tokens.danger)
        painter.drawEllipse(badge)
        painter.setPen(tokens.on_danger)
        font = QFont(self._view.label_font)
        font.setBold(True)
        font.setPixelSize(max(8, round(badge.height() * 0.75)))
        painter.setFont(font)
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, "!")
        m = self._view.metrics
        painter.setPen(tokens.danger)
        painter.setFont(self._view.label_font)
        note = QRectF(
            m.pad, self._rect.height() - m.footer, self._rect.width() - 2 * m.pad, m.footer
        )
        painter.drawText(note, Qt.AlignmentFlag.AlignVCenter, _("not valid yet"))


class HandItem(QGraphicsItem):
    def __init__(self, view: JogakboView):
        super().__init__()
        self._rect = QRectF()
        self._count = 0
        self._view = view
        self.setZValue(0)

    def set_hand(self, count: int, size: QRectF) -> None:
        if count != self._count:
            self.update()
        self._count = count
        if size.size() != self._rect.size():
            self.prepareGeometryChange()
            self._rect = QRectF(0, 0, size.width(), size.height())

    @property
    def frame(self) -> QRectF:
        return self._rect

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        tokens = self._view.tokens
        m = self._view.metrics
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # The hand: a tray below the table, in the board's tone (tiles not yet sewn in).
        painter.setBrush(tokens.board)
        painter.setPen(QPen(tokens.grid, 2 if tokens.contrast else 1))
        radius = float(RADII.card)
        painter.drawRoundedRect(self._rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
        painter.setPen(tokens.muted)
        painter.setFont(self._view.label_font)
        title = QRectF(m.pad, 0, self._rect.width() - 2 * m.pad, m.header + m.pad - m.lift - 2)
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
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)  # the table lies on the window
        self.setMinimumSize(360, 280)
        self.tokens: Tokens = LIGHT
        self.state = TableState([], [], None)
        self.focus_key: FocusKey | None = None
        self.outcome = ""  # last result of an action: the focused item's description
        self.tile_items: dict[Tile, TileItem] = {}
        self.group_items: dict[int, GroupItem] = {}
        self.hand_item = HandItem(self)
        self.scene().addItem(self.hand_item)
        # The most tiles each group (and the hand) has held: its box's room, so a group
        # giving a tile away keeps its size (table_layout).
        self._rooms: dict[int, int] = {}
        self._hand_room = 0
        self._tiles_dealt: frozenset[Tile] = frozenset()
        self.label_font = QFont(self.font())
        self.metrics = Metrics(TILE_MIN, 24.0, 20.0, 120.0)
        self.layout_now: TableLayout | None = None
        self._sized_for: tuple[object, ...] = ()  # the place the tile size was chosen for
        # Motion: where each item glides from and to, the tile landing (it was picked),
        # and the groups whose tick is appearing.
        self._glide: motion.Animation[None] | None = None
        self._paths: dict[QGraphicsItem, tuple[QPointF, QPointF]] = {}
        self._landing: Tile | None = None
        self._ticks: motion.Animation[int] | None = None
        self._animate = False  # the next arrangement shows a move
        # Touch (ui.touch): a tap is a click, on release; the tile or group under a
        # finger is drawn pressed; two fingers never play; a pinch zooms.
        self.pressed_key: FocusKey | None = None
        self.touch = TouchGestures(self, target_at=self.key_at)
        self.touch.tapped.connect(self._tapped)
        self.touch.pressed.connect(self._finger_down)

    # --- drawing -----------------------------------------------------------------
    def set_tokens(self, tokens: Tokens) -> None:
        self.tokens = tokens
        self.setBackgroundBrush(tokens.background)
        self.redraw()

    def show_state(self, state: TableState) -> None:
        """Draw `state`; what a move changed glides to its new place (not another day's
        puzzle, which is simply laid out)."""
        self.finish_motion()
        dealt = frozenset(state.hand) | frozenset(t for _gid, tiles in state.groups for t in tiles)
        same_day = dealt == self._tiles_dealt
        if not same_day:  # another day's puzzle: every box afresh
            self._tiles_dealt = dealt
            self._rooms, self._hand_room, self._sized_for = {}, 0, ()
        was_picked = self.state.picked
        self._landing = was_picked if was_picked is not None and state.picked is None else None
        self.state = state
        present = {gid for gid, _tiles in state.groups}
        self._rooms = {gid: room for gid, room in self._rooms.items() if gid in present}
        for gid, tiles in state.groups:
            self._rooms[gid] = max(self._rooms.get(gid, 0), len(tiles))
        self._hand_room = max(self._hand_room, len(state.hand))
        self._animate = same_day
        try:
            self._relayout()
        finally:
            self._animate = False
        if self.focus_key not in self.focus_order():
            order = self.focus_order()
            self.focus_key = order[0] if order else None
        self.redraw()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # the text zoom: labels need their room
            self._sized_for = ()
            self._relayout()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        self._relayout()

    def redraw(self) -> None:
        """Draw every item afresh (the focus, the pick, the theme or the language
        changed): each keeps a picture of itself, so a glide only moves pictures."""
        for item in self.scene().items():
            item.update()

    def mark_size(self) -> float:
        return round(QFontMetricsF(self.label_font).height() * 0.95)

    def _zoom(self) -> float:
        return zoom_factor(self)

    def _place(self, scrolls: bool) -> tuple[float, float, float]:
        """The place the table is laid out for, in px at 100 %: its width (less the
        scroll bar's when it `scrolls`), its height and the table's width in it (a wide
        window centres a table of at most TABLE_MAX_WIDTH)."""
        zoom = self._zoom()
        room = self.contentsRect()
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        width = (room.width() - (bar if scrolls else 0)) / zoom
        height = room.height() / zoom
        return width, height, min(width, TABLE_MAX_WIDTH)

    def _place_at_100(self, scrolls: bool) -> tuple[float, float]:
        """The place as it would be at 100 % (the tiles' size is chosen for it)."""
        room = self.contentsRect()
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        return room.width() - (bar if scrolls and self._zoom() == 1 else 0), room.height()

    def _measure(self) -> tuple[float, float, float]:
        """The label font (the body's small size, at 100 % of the board zoom: the zoom
        magnifies it) and the label lines' heights and narrowest box."""
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * LABEL_SCALE / self._zoom())
        self.label_font = font
        metrics = QFontMetricsF(font)
        line = metrics.height()
        widest_title = metrics.horizontalAdvance(texts.group_title(88))
        note = metrics.horizontalAdvance(_("not valid yet"))
        header = line + 6
        footer = line + 4
        label_width = max(widest_title + line * 1.4, note) + 2 * 10 + 4
        return header, footer, label_width

    def _rooms_list(self) -> list[GroupRoom]:
        return [GroupRoom(gid, len(tiles), self._rooms[gid]) for gid, tiles in self.state.groups]

    def _relayout(self) -> None:
        # Zoomed in, the table scrolls (the bar's room is kept whether or not it shows);
        # at 100 % only a table taller than its place does, laid out again beside it.
        layout = self._lay_out(scrolls=self._zoom() > 1)
        if layout.height > self._place(scrolls=False)[1] + 1 and self._zoom() == 1:
            layout = self._lay_out(scrolls=True)
        self.layout_now = layout
        self._arrange(layout)
        width, _height, table_width = self._place(scrolls=self._scrolls(layout))
        offset = (width - table_width) / 2
        self.scene().setSceneRect(QRectF(-offset, 0, width, layout.height))
        self._fit()

    def _scrolls(self, layout: TableLayout) -> bool:
        return self._zoom() > 1 or layout.height > self._place(scrolls=False)[1] + 1

    def _lay_out(self, scrolls: bool) -> TableLayout:
        width, height, table_width = self._place(scrolls)
        header, footer, label_width = self._measure()

        def metrics_for(tile_w: float) -> Metrics:
            return Metrics(tile_w, header, footer, label_width)

        zoom = self._zoom()
        groups, hand = self._rooms_list(), len(self.state.hand)
        place = (width, height, zoom, header, label_width)
        layout = lay_out(table_width, height, groups, hand, self._hand_room, self.metrics)
        outgrown = zoom == 1 and not fits(layout, height)
        if place != self._sized_for or (self.metrics.tile_w > TILE_MIN and outgrown):
            # A new place (a resize, the zoom, another day), or the table outgrew it: the
            # tile size is chosen again. Otherwise tiles keep their size while playing.
            if place != self._sized_for:
                self._rooms = {gid: len(tiles) for gid, tiles in self.state.groups}
                self._hand_room = hand
                groups = self._rooms_list()
            self._sized_for = place
            self._animate = False  # the tiles change size: no glide across sizes
            # Zoomed in, the tiles are those of 100 % magnified (zoom keeps its meaning:
            # everything grows), the table reflowing in the narrower place and scrolling.
            at_100 = self._place_at_100(scrolls)
            tile_w = choose_tile_width(
                min(at_100[0], TABLE_MAX_WIDTH),
                at_100[1],
                groups,
                hand,
                self._hand_room,
                metrics_for,
            )
            self.metrics = metrics_for(tile_w)
            return lay_out(table_width, height, groups, hand, self._hand_room, self.metrics)
        if self.metrics.header != header or self.metrics.label_width != label_width:
            self.metrics = metrics_for(self.metrics.tile_w)
            return lay_out(table_width, height, groups, hand, self._hand_room, self.metrics)
        return layout

    def _arrange(self, layout: TableLayout) -> None:
        """Every item to its place: new ones made, gone ones removed; after a move, what
        changed place glides there."""
        scene = self.scene()
        moves: dict[QGraphicsItem, QPointF] = {}  # item -> where it goes
        for gid in [gid for gid in self.group_items if gid not in layout.groups]:
            scene.removeItem(self.group_items.pop(gid))  # emptied: its place goes
        newly_valid: list[int] = []
        for position, (gid, tiles) in enumerate(self.state.groups, start=1):
            item = self.group_items.get(gid)
            if item is None:
                item = self.group_items[gid] = GroupItem(gid, self)
                scene.addItem(item)
                item.setPos(layout.groups[gid].x, layout.groups[gid].y)
            elif not item.valid and is_valid_group(tiles):
                newly_valid.append(gid)
            box = layout.groups[gid]
            item.set_group(position, tiles, _qrect(box))
            moves[item] = QPointF(box.x, box.y)
            for tile, place in zip(tiles, layout.tiles[gid], strict=True):
                moves[self._tile_item(tile)] = QPointF(place.x, place.y)
        self.hand_item.set_hand(len(self.state.hand), _qrect(layout.hand))
        moves[self.hand_item] = QPointF(layout.hand.x, layout.hand.y)
        for tile, place in zip(self.state.hand, layout.hand_tiles, strict=True):
            moves[self._tile_item(tile)] = QPointF(place.x, place.y)
        for tile in [tile for tile in self.tile_items if tile not in self._tiles_dealt]:
            scene.removeItem(self.tile_items.pop(tile))
        for tile_item in self.tile_items.values():
            tile_item.prepareGeometryChange()  # the tile size may have changed
            tile_item.setZValue(2 if tile_item.picked else 1)
        self._move_items(moves)
        if self._animate and newly_valid:
            self._show_ticks(newly_valid)

    # --- motion ----------------------------------------------------------------------
    def _move_items(self, moves: dict[QGraphicsItem, QPointF]) -> None:
        """Each item to where it goes: gliding from where it is after a move, else at
        once."""
        self._paths = {}
        for item, goal in moves.items():
            here = item.pos()
            if self._animate and here != goal and item.scene() is not None:
                self._paths[item] = (here, goal)
            else:
                item.setPos(goal)
        if not self._paths:
            self._landing = None
            return
        landing = self.tile_items.get(self._landing) if self._landing is not None else None
        for item in self._paths:
            item.setZValue(3 if item is landing else item.zValue())
        self._glide = motion.Animation(
            self,
            MOTION.standard,
            easing=motion.ease_in_out_cubic,
            on_frame=lambda _keys: self._glide_frame(),
            on_done=self._glide_done,
        )
        self._glide.start()

    def _glide_frame(self) -> None:
        glide = self._glide
        progress = 1.0 if glide is None else glide.progress()
        for item, (start, goal) in self._paths.items():
            item.setPos(start + (goal - start) * progress)
        landing = self.tile_items.get(self._landing) if self._landing is not None else None
        if landing is not None:
            landing.update()  # it comes down as it goes

    def _glide_done(self) -> None:
        for item, (_start, goal) in self._paths.items():
            item.setPos(goal)
            if isinstance(item, TileItem):
                item.setZValue(2 if item.picked else 1)
        self._paths = {}
        landing = self.tile_items.get(self._landing) if self._landing is not None else None
        self._landing = None
        if landing is not None:
            landing.update()

    def _show_ticks(self, gids: list[int]) -> None:
        """The tick of each group that just became valid appears once the tile lands."""
        self._ticks = motion.Animation(
            self,
            MOTION.quick,
            delays={gid: float(MOTION.standard) for gid in gids},
            on_frame=self._ticks_frame,
        )
        self._ticks.start()

    def _ticks_frame(self, gids: Collection[int]) -> None:
        for gid in gids:
            group = self.group_items.get(gid)
            if group is not None:
                group.update(group.mark_rect())

    def tick_progress(self, gid: int) -> float:
        """How far a group's tick has appeared: 1 at rest."""
        return 1.0 if self._ticks is None else self._ticks.progress(gid)

    def lift_of(self, tile: Tile) -> float:
        """How high a tile is drawn above its place: a picked one is lifted, one just
        placed comes down as it glides."""
        if self.state.picked == tile:
            return self.metrics.lift
        glide = self._glide
        if tile == self._landing and glide is not None and glide.running:
            return self.metrics.lift * (1 - glide.progress())
        return 0.0

    def finish_motion(self) -> None:
        """Every motion of the table at its end (a new state comes)."""
        for animation in (self._glide, self._ticks):
            if animation is not None:
                animation.finish()

    def final_pos(self, item: QGraphicsItem) -> QPointF:
        """Where an item is going (where it is, at rest): what a click or a screen reader
        is told, since the next input finishes the glide."""
        path = self._paths.get(item)
        return item.pos() if path is None else path[1]

    def _tile_item(self, tile: Tile) -> TileItem:
        item = self.tile_items.get(tile)
        if item is None:
            item = self.tile_items[tile] = TileItem(tile, self)
            self.scene().addItem(item)
        return item

    def _fit(self) -> None:
        """Drawn at the board zoom: 100 % is the size laid out for the place; a table
        taller than its place scrolls (never shrunk: labels keep their size)."""
        zoom = self._zoom()
        if not abs(self.transform().m11() - zoom) < 1e-9:
            self.setTransform(QTransform.fromScale(zoom, zoom))
        layout = self.layout_now
        tall = layout is not None and layout.height * zoom > self.contentsRect().height() + 1
        policy = Qt.ScrollBarPolicy
        self.setVerticalScrollBarPolicy(
            policy.ScrollBarAsNeeded if zoom > 1 or tall else policy.ScrollBarAlwaysOff
        )

    # --- focus order and names -------------------------------------------------------
    def focus_order(self) -> list[FocusKey]:
        """Every item in reading order: row by row, each group's label then its tiles,
        then the hand. The accessible list has this order, so "n of m" agrees with
        Left and Right."""
        tiles_of = dict(self.state.groups)
        order: list[FocusKey] = []
        groups = (
            reading_order(self.layout_now)
            if self.layout_now is not None and set(self.layout_now.groups) == set(tiles_of)
            else list(tiles_of)
        )
        for gid in groups:
            order.append(("group", gid))
            order.extend(("tile", tile) for tile in tiles_of[gid])
        order.extend(("tile", tile) for tile in self.state.hand)
        return order

    def item_name(self, key: FocusKey | None) -> str:
        if key is None:
            return ""
        if key[0] == "group":
            gid = key[1]
            for position, (group_gid, tiles) in enumerate(self.state.groups, start=1):
                if group_gid == gid:
                    return texts.group_name(position, tiles)
            return ""
        tile = key[1]
        assert isinstance(tile, Tile)
        name = texts.tile_name(tile)
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
            self.redraw()
            if self.hasFocus():
                self.item_focused.emit()
            self.cursor_moved.emit()

    def _item_of(self, key: FocusKey) -> QGraphicsItem:
        if key[0] == "group":
            assert isinstance(key[1], int)
            return self.group_items[key[1]]
        assert isinstance(key[1], Tile)
        return self.tile_items[key[1]]

    def global_rect_of(self, key: FocusKey) -> QRect:
        item = self._item_of(key)
        polygon = self.mapFromScene(item.boundingRect().translated(self.final_pos(item)))
        rect = polygon.boundingRect()
        return QRect(self.viewport().mapToGlobal(rect.topLeft()), rect.size())

    def key_at_global(self, point: QPoint) -> FocusKey | None:
        return self.key_at(QPointF(self.viewport().mapFromGlobal(point)))

    def key_at(self, point: QPointF) -> FocusKey | None:
        """The tile or group at a point of the viewport (None between them)."""
        item = self.itemAt(point.toPoint())
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
        self._press_at(event.position(), Qt.FocusReason.MouseFocusReason)
        event.accept()

    def _press_at(self, point: QPointF, reason: Qt.FocusReason) -> None:
        """A click or a tap at a point of the viewport: the item there takes the cursor
        and is activated (pick or place), as Space would."""
        self.setFocus(reason)
        key = self.key_at(point)
        if key is not None:
            self.set_cursor(key)
            self.activate_cursor()

    def _tapped(self, point: QPointF) -> None:
        self._press_at(point, Qt.FocusReason.OtherFocusReason)

    def _finger_down(self, point: QPointF | None) -> None:
        """Draw the tile or group under a finger pressed (until it lifts or leaves)."""
        key = None if point is None else self.key_at(point)
        if key == self.pressed_key:
            return
        for old_or_new in (self.pressed_key, key):
            if old_or_new is not None and old_or_new in self.focus_order():
                self._item_of(old_or_new).update()
        self.pressed_key = key

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        key = event.key()
        order = self.focus_order()
        index = order.index(self.focus_key) if self.focus_key in order else -1
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Left) and order:
            step = 1 if key == Qt.Key.Key_Right else -1
            self.set_cursor(order[min(max(index + step, 0), len(order) - 1)])
        elif key in (Qt.Key.Key_Down, Qt.Key.Key_Up) and order:
            target = self._vertical_step(key == Qt.Key.Key_Down)
            if target is not None:
                self.set_cursor(target)
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

    def _vertical_step(self, down: bool) -> FocusKey | None:
        """Up / Down: the group above or below on screen, nearest to the cursor's
        column (from the groups' last row, Down goes to the hand's nearest tile)."""
        layout, key = self.layout_now, self.focus_key
        if layout is None or key is None:
            return None
        block = self._block_of(key)
        x = self._item_of(key).sceneBoundingRect().center().x()
        target = block_below(layout, block, x) if down else block_above(layout, block, x)
        if target is None:
            return None
        if target != HAND:
            return ("group", target)
        if not self.state.hand:
            return None
        places = layout.hand_tiles
        nearest = min(range(len(places)), key=lambda i: abs(places[i].centre_x - x))
        return ("tile", self.state.hand[nearest])

    def _block_of(self, key: FocusKey) -> int:
        if key[0] == "group":
            assert isinstance(key[1], int)
            return key[1]
        for gid, tiles in self.state.groups:
            if key[1] in tiles:
                return gid
        return HAND

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
        self.redraw()
        # Qt reports the focus of the view itself after this handler; report the item in
        # focus right after that, so screen readers land on the group or tile.
        QTimer.singleShot(0, self, self._report_focus)  # dropped if the view goes first
        self.cursor_moved.emit()

    def _report_focus(self) -> None:
        if self.hasFocus():
            self.item_focused.emit()

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt API
        super().focusOutEvent(event)
        self.redraw()

    def scene_point_of(self, key: FocusKey) -> QPointF:
        """Centre of an item in scene coordinates (for tests and pointer hit checks): a
        group's label line, a tile's face."""
        if key[0] == "group":
            assert isinstance(key[1], int)
            group = self.group_items[key[1]]
            corner = self.final_pos(group)
            return corner + QPointF(self.metrics.pad + 4, self.metrics.header / 2)
        assert isinstance(key[1], Tile)
        item = self.tile_items[key[1]]
        return self.final_pos(item) + item.face_rect().center()
