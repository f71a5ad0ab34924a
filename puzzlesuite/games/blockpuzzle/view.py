"""Block Puzzle drawing and raw input: a QGraphicsView with the board and the tray.

The view knows nothing of the rules. It draws what the controller (screen.py) tells it
and turns mouse input into small intents (a tray slot pressed or tapped, a drag moved or
released over a board cell, a board cell clicked). Keys are handed to the controller.

For accessibility, the screen attaches the shared ``BoardGrid`` to this view (keyboard
cursor and screen-reader cells of the board); each of the three tray slots has a
transparent child widget over it (``FocusProxy``) that carries its accessible name,
takes keyboard focus and lets mouse events through.

Motion (``puzzlesuite.ui.motion``, docs/MOTION.md), each a picture of what already
happened (the model has moved on), finished at once by the next input and instant under
Reduce motion:
- a placed piece settles into its cells (drawn a little large, as if just above the
  board, shrinking onto them);
- the full lines empty together, one wave spreading from the placed piece: each cleared
  cell fades and shrinks, later the further it is from the piece;
- one points figure for the move ("+28") rises from the cleared lines and fades;
- new tray pieces slide up into their slots.
The status line's score counts up in `ScoreLine` (painted only; its text is the final
value from the start).
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Iterable, Sequence

import shiboken6
from PySide6.QtCore import QEvent, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QKeyEvent,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
    QResizeEvent,
    QShowEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsView,
    QLabel,
    QSizePolicy,
    QStyleOptionGraphicsItem,
    QWidget,
)

from puzzlesuite.ui import motion
from puzzlesuite.ui.a11y import FocusProxy
from puzzlesuite.ui.board_zoom import fit_board, zoom_factor
from puzzlesuite.ui.theme import LIGHT, Tokens, mix, with_alpha
from puzzlesuite.ui.tokens import MOTION
from puzzlesuite.ui.touch import paint_pressed

from .model import BOARD_SIZE, TRAY_SIZE, Shape

CELL = 40.0
MIN_CELL = 28  # px at 100 %: a piece still lands where a finger or pointer aims
BOARD_PX = CELL * BOARD_SIZE
TRAY_GAP = 24.0
TRAY_TOP = BOARD_PX + TRAY_GAP
SLOT_W = BOARD_PX / TRAY_SIZE
SLOT_H = 104.0
# A tray cell is 0.4 of a board cell: the 5-long bar (80 px) fits its card (98.7 px
# wide, 96 high) with 8–9 px to spare on each side, so no shape is clipped and every
# shape has visible margin (20 px cells made the bar 100 px and cut it). One size for
# every piece, so pieces compare in the tray as they will on the board; the slot is no
# taller than the tallest piece needs, which leaves the board the room.
TRAY_CELL = 16.0
SLOT_RADIUS = 10.0
MARGIN = 12.0
WELL = 5.0  # the board's rounded well around the cells
WELL_RADIUS = 8.0
DRAG_THRESHOLD_PX = 6
CLEAR_MS = MOTION.quick  # each cleared cell fades and shrinks away, in a wave by distance
REFILL_MS = MOTION.quick  # new pieces slide up into the tray
SETTLE_MS = MOTION.quick  # a placed piece settles into its cells
SETTLE_SCALE = 0.1  # how much larger a settling piece starts
POINTS_MS = MOTION.emphasis  # the points figure rises and fades
POINTS_RISE = CELL * 0.8  # how far it rises (scene units)
COUNT_MS = MOTION.standard  # the score counts up

Z_BOARD, Z_LINES, Z_SETTLE, Z_FADE, Z_GHOST, Z_CURSOR, Z_POINTS = 0, 1, 1.5, 2, 3, 4, 5
OFF_BOARD = (-1, -1)


def family_colour(family_number: int, tokens: Tokens = LIGHT) -> QColor:
    """The piece colour of a shape family (1-based, as stored in model cells)."""
    return tokens.pieces[(family_number - 1) % len(tokens.pieces)]


def cell_rect(row: int, col: int) -> QRectF:
    return QRectF(col * CELL, row * CELL, CELL, CELL)


def slot_rect(slot: int) -> QRectF:
    return QRectF(slot * SLOT_W, TRAY_TOP, SLOT_W, SLOT_H)


def slot_card(slot: int) -> QRectF:
    """The card drawn for a tray slot, a little inside its place."""
    return slot_rect(slot).adjusted(4, 4, -4, -4)


def _inset(rect: QRectF) -> tuple[QRectF, float]:
    """A cell's drawn square inside its place, and its corner radius: a narrow gap on
    every side lets the board show between two cells, so cells read as tiles."""
    gap = rect.width() * 0.04
    return rect.adjusted(gap, gap, -gap, -gap), rect.width() * 0.1


# A block's tones, in per cent of its colour: its top, its bottom, the highlight along
# its top, its edge.
LIT, SHADE, HIGHLIGHT, EDGE = 125, 115, 140, 175


def paint_block(painter: QPainter, rect: QRectF, colour: QColor, edge: float = 1.0) -> None:
    """A solid block: a darker edge (`edge` px; 2 in high contrast), a face lit from
    above (lighter at the top, darker at the bottom) and a highlight along its top, so
    a filled cell reads as an object in greyscale too."""
    face, radius = _inset(rect)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour.darker(EDGE))
    painter.drawRoundedRect(face, radius, radius)
    inner = face.adjusted(edge, edge, -edge, -edge)
    inner_radius = max(0.0, radius - edge)
    light = QLinearGradient(inner.topLeft(), inner.bottomLeft())
    light.setColorAt(0.0, colour.lighter(LIT))
    light.setColorAt(0.4, colour)  # the middle is the piece's own colour
    light.setColorAt(0.6, colour)
    light.setColorAt(1.0, colour.darker(SHADE))
    painter.setBrush(light)
    painter.drawRoundedRect(inner, inner_radius, inner_radius)
    band = max(1.0, inner.height() * 0.07)
    width = inner.width() - 2 * inner_radius
    shine = QRectF(inner.left() + inner_radius, inner.top() + band * 0.7, width, band)
    painter.setBrush(colour.lighter(HIGHLIGHT))
    painter.drawRoundedRect(shine, band / 2, band / 2)


def paint_empty_cell(painter: QPainter, rect: QRectF, tokens: Tokens) -> None:
    """An empty cell: a flat rounded square with a thin edge in the grid tone."""
    face, radius = _inset(rect)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(tokens.grid)
    painter.drawRoundedRect(face, radius, radius)
    painter.setBrush(tokens.cell_empty)
    painter.drawRoundedRect(face.adjusted(1, 1, -1, -1), radius - 1, radius - 1)


def device_size(painter: QPainter) -> int:
    """How many device pixels a board cell covers where `painter` draws."""
    scale = abs(painter.worldTransform().m11()) * painter.device().devicePixelRatioF()
    return max(1, math.ceil(CELL * scale))


@functools.lru_cache(maxsize=64)
def _block_picture(rgba: int, edge: float, pixels: int) -> QPixmap:
    picture = QPixmap(pixels, pixels)
    picture.fill(Qt.GlobalColor.transparent)
    painter = QPainter(picture)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(pixels / CELL, pixels / CELL)
    paint_block(painter, QRectF(0, 0, CELL, CELL), QColor.fromRgba(rgba), edge)
    painter.end()
    return picture


def block_picture(colour: QColor, edge: float, pixels: int) -> QPixmap:
    """A block as `paint_block` draws it in a whole cell, `pixels` device pixels a side,
    drawn once and kept (the motions draw the same few blocks again and again)."""
    return _block_picture(colour.rgba(), edge, pixels)


def edge_width(tokens: Tokens) -> float:
    """Pieces' edges: 1 px, doubled in high contrast (VISUAL.md)."""
    return 2.0 if tokens.contrast else 1.0


class BoardItem(QGraphicsItem):
    """The 8×8 cells, empty or filled (family colour), in a rounded well of the board
    tone. Cached as a pixmap: it changes only when a piece lands, not while one is being
    aimed."""

    def __init__(self) -> None:
        super().__init__()
        self.tokens: Tokens = LIGHT
        self.colours = bytes(BOARD_SIZE * BOARD_SIZE)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-WELL, -WELL, BOARD_PX + 2 * WELL, BOARD_PX + 2 * WELL)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        t = self.tokens
        exposed = option.exposedRect
        painter.setPen(QPen(t.grid_strong, 2) if t.contrast else Qt.PenStyle.NoPen)
        painter.setBrush(t.board)
        painter.drawRoundedRect(
            self.boundingRect().adjusted(1, 1, -1, -1), WELL_RADIUS, WELL_RADIUS
        )
        edge = edge_width(t)
        for row in range(BOARD_SIZE):
            for col in range(BOARD_SIZE):
                rect = cell_rect(row, col)
                if not exposed.intersects(rect):
                    continue  # outside what is drawn again (the cells that changed)
                family = self.colours[row * BOARD_SIZE + col]
                if family:
                    paint_block(painter, rect, family_colour(family, t), edge)
                else:
                    paint_empty_cell(painter, rect, t)


class TrayItem(QGraphicsItem):
    """The three slots under the board."""

    def __init__(self) -> None:
        super().__init__()
        self.tokens: Tokens = LIGHT
        self.pieces: tuple[Shape | None, ...] = (None,) * TRAY_SIZE
        self.selected: int | None = None
        self.lifted: int | None = None
        self.playable: tuple[bool, ...] = (True,) * TRAY_SIZE
        self.refill: motion.Animation[None] | None = None  # new pieces sliding in
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def slide(self) -> float:
        """How far (scene units) below their place the pieces are drawn: half a slot
        at the start of a refill, 0 at rest."""
        if self.refill is None:
            return 0.0
        return SLOT_H / 2 * (1 - self.refill.progress())

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, TRAY_TOP, BOARD_PX, SLOT_H)

    def piece_origin(self, slot: int, shape: Shape) -> QPointF:
        rect = slot_rect(slot)
        return QPointF(
            rect.center().x() - shape.width * TRAY_CELL / 2,
            rect.center().y() - shape.height * TRAY_CELL / 2,
        )

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        t = self.tokens
        edge = edge_width(t)
        for slot in range(TRAY_SIZE):
            rect = slot_card(slot)
            selected = slot == self.selected
            # A card per slot; the selected one tinted with a solid 2 px accent border (a
            # shape cue, not only a colour).
            if selected:
                painter.setPen(QPen(t.accent, 2))
                painter.setBrush(mix(t.surface, t.accent_fill, 0.14))
            else:
                painter.setPen(QPen(t.border, edge))
                painter.setBrush(t.surface)
            painter.drawRoundedRect(rect, SLOT_RADIUS, SLOT_RADIUS)
            shape = self.pieces[slot]
            if shape is None:
                continue
            painter.save()
            painter.setClipRect(rect)
            origin = self.piece_origin(slot, shape) + QPointF(0, self.slide)
            colour = family_colour(shape.family_number, t)
            if not self.playable[slot]:
                colour = mix(colour, t.surface, 0.6)
            for r, c in shape.cells:
                block = QRectF(
                    origin.x() + c * TRAY_CELL, origin.y() + r * TRAY_CELL, TRAY_CELL, TRAY_CELL
                )
                if slot == self.lifted:
                    # In hand: only its outline stays behind in the tray.
                    painter.setPen(QPen(t.muted, 1.5, Qt.PenStyle.DashLine))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.drawRect(block.adjusted(1, 1, -1, -1))
                else:
                    paint_block(painter, block, colour, edge)
            painter.restore()


class ClearedItem(QGraphicsItem):
    """The cells a placement cleared, over the (already empty) board: each fades and
    shrinks to 60 % about its centre as `fade` goes on; nothing once it is done."""

    def __init__(self) -> None:
        super().__init__()
        self.cells: dict[tuple[int, int], QColor] = {}
        self.edge = 1.0
        self.fade: motion.Animation[tuple[int, int]] | None = None

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, BOARD_PX, BOARD_PX)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.fade is None:
            return
        exposed = option.exposedRect
        pixels = device_size(painter)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        for (row, col), colour in self.cells.items():
            cell = cell_rect(row, col)
            if not exposed.intersects(cell):
                continue
            left = 1 - self.fade.progress((row, col))
            if left <= 0:
                continue
            scale = 0.6 + 0.4 * left
            drawn = QRectF(QPointF(0, 0), cell.size() * scale)
            drawn.moveCenter(cell.center())
            painter.setOpacity(left)
            # The block as it was, from a picture drawn once at the screen's size: a
            # frame of a large clear draws dozens of them.
            picture = block_picture(colour, self.edge, pixels)
            painter.drawPixmap(drawn, picture, QRectF(picture.rect()))
        painter.setOpacity(1.0)


class SettleItem(QGraphicsItem):
    """A placed piece's cells settling into place: each drawn a little larger than its
    cell, as if just above the board, and shrinking onto it; nothing once done."""

    def __init__(self) -> None:
        super().__init__()
        self.cells: tuple[tuple[int, int], ...] = ()
        self.colour = QColor()
        self.edge = 1.0
        self.settle: motion.Animation[None] | None = None

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, BOARD_PX, BOARD_PX)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.settle is None or not self.settle.running:
            return
        # The piece as one object, a little larger about its own middle, landing.
        scale = 1 + SETTLE_SCALE * (1 - self.settle.progress())
        middle = self._box().center()
        for row, col in self.cells:
            cell = cell_rect(row, col)
            drawn = QRectF(QPointF(0, 0), cell.size() * scale)
            drawn.moveCenter(middle + (cell.center() - middle) * scale)
            paint_block(painter, drawn, self.colour, self.edge)

    def _box(self) -> QRectF:
        rows = [r for r, _c in self.cells]
        cols = [c for _r, c in self.cells]
        return QRectF(
            min(cols) * CELL, min(rows) * CELL, (max(cols) - min(cols) + 1) * CELL,
            (max(rows) - min(rows) + 1) * CELL,
        )  # fmt: skip

    def area(self) -> QRectF:
        """What a frame repaints: the piece's cells at their largest."""
        if not self.cells:
            return QRectF()
        box = self._box()
        grow_x = box.width() * SETTLE_SCALE / 2 + 1
        grow_y = box.height() * SETTLE_SCALE / 2 + 1
        return box.adjusted(-grow_x, -grow_y, grow_x, grow_y)


class PointsItem(QGraphicsItem):
    """The points a move scored ("+28"), rising from the lines it cleared and fading:
    one figure for the move, however many lines."""

    def __init__(self) -> None:
        super().__init__()
        self.tokens: Tokens = LIGHT
        self.anchor = QPointF()  # where it starts: the centre of its text
        self.path = QPainterPath()  # the text, centred on (0, 0)
        self.rise: motion.Animation[None] | None = None

    def set_text(self, text: str, font: QFont) -> None:
        path = QPainterPath()
        path.addText(0, 0, font, text)
        box = path.boundingRect()
        self.path = path.translated(-box.center())

    def boundingRect(self) -> QRectF:  # noqa: N802
        box = self.path.boundingRect().adjusted(-4, -4 - POINTS_RISE, 4, 4)
        return box.translated(self.anchor)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.rise is None or not self.rise.running:
            return
        linear = self.rise.linear_progress()
        # Up quickly, held, then fading over the second half.
        painter.setOpacity(1.0 if linear < 0.5 else max(0.0, (1 - linear) * 2))
        painter.translate(self.anchor + QPointF(0, -POINTS_RISE * self.rise.progress()))
        # A halo in the window's colour under the figure: it reads on any cell.
        painter.setPen(
            QPen(self.tokens.background, 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                 Qt.PenJoinStyle.RoundJoin)
        )  # fmt: skip
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self.path)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.tokens.text)
        painter.drawPath(self.path)
        painter.setOpacity(1.0)


class ScoreLine(QLabel):
    """The status line whose score counts up after a placement. Its text (what screen
    readers read, and its size) is the final value from the start; only the painting
    counts (`count_up`), so the layout never moves and the accessible text is set once.

    It wraps rather than widen the window (at 200 % a long language needs two lines),
    and keeps as many lines as the longest status it may show needs at its width
    (`longest`: the texts with the largest figures), so a score growing by a digit never
    moves the board: its height changes only with the width, the zoom or the language."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._painted: str | None = None  # the in-between picture; None: the text
        self.count: motion.Animation[None] | None = None
        self.longest: Callable[[], Sequence[str]] = lambda: [self.text()]
        self.setWordWrap(True)
        self.setMinimumWidth(0)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.refit()

    def lines_needed(self) -> int:
        room = QRect(0, 0, max(1, self.contentsRect().width()), 10_000)
        flags = int(self.alignment()) | int(Qt.TextFlag.TextWordWrap)
        metrics = self.fontMetrics()
        tallest = max(metrics.boundingRect(room, flags, text).height() for text in self.longest())
        # The first line is the font's height, each further one a line spacing (the
        # shipped face's leading is negative: a line is taller than its spacing).
        return 1 + max(0, round((tallest - metrics.height()) / metrics.lineSpacing()))

    def refit(self) -> None:
        """Keep the lines the longest status needs (called on a resize, a font or a
        language change). Before the layout has given it its width, one line."""
        laid_out = self.isVisible() and self.width() > 4 * self.fontMetrics().lineSpacing()
        lines = self.lines_needed() if laid_out else 1
        metrics = self.fontMetrics()
        height = metrics.height() + (lines - 1) * metrics.lineSpacing() + 4
        if height != self.height() or self.minimumHeight() != height:
            self.setFixedHeight(height)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.refit()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        self.refit()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self.refit()

    @property
    def painted_text(self) -> str:
        return self.text() if self._painted is None else self._painted

    def count_up(self, text_at: Callable[[float], str]) -> None:
        """Paint `text_at(progress)` from 0 to 1 over COUNT_MS (the text set already is
        the end); instant under Reduce motion."""
        if self.count is not None:
            self.count.finish()

        def frame(_keys: object) -> None:
            assert self.count is not None
            progress = self.count.progress()
            self._painted = None if progress >= 1 else text_at(progress)
            self.update()

        def done() -> None:
            self._painted = None
            self.count = None
            self.update()

        self.count = motion.Animation(
            self, COUNT_MS, easing=motion.ease_out_cubic, on_frame=frame, on_done=done
        )
        self.count.start()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        if self._painted is None:
            super().paintEvent(event)
            return
        painter = QPainter(self)
        self.style().drawItemText(
            painter,
            self.contentsRect(),
            int(self.alignment()) | int(Qt.TextFlag.TextWordWrap),
            self.palette(),
            self.isEnabled(),
            self._painted,
            self.foregroundRole(),
        )


class BoardView(QGraphicsView):
    """Board and tray in one scene, scaled to the widget with the aspect ratio kept."""

    slot_pressed = Signal(int)
    slot_tapped = Signal(int)
    drag_moved = Signal(int, int)  # board cell under the pointer, may be off the board
    drag_released = Signal(int, int)
    cell_clicked = Signal(int, int)
    # The pointer is over a board cell (row, col) with no button held, or left the board
    # (-1, -1): a piece chosen by a click shows where it would land under it.
    hovered = Signal(int, int)
    focus_moved = Signal(object)  # ("cell", row, col) / ("slot", slot, 0) / None

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tokens: Tokens = LIGHT
        self.key_handler: Callable[[QKeyEvent], bool] | None = None
        self.tab_handler: Callable[[bool], None] | None = None

        scene = QGraphicsScene(self)
        scene.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        scene.setSceneRect(
            QRectF(-MARGIN, -MARGIN, BOARD_PX + 2 * MARGIN, TRAY_TOP + SLOT_H + 2 * MARGIN)
        )
        self.setScene(scene)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setMinimumSize(260, 330)

        self.board_item = BoardItem()
        self.board_item.setZValue(Z_BOARD)
        self.board_item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)
        scene.addItem(self.board_item)
        self.tray_item = TrayItem()
        self.tray_item.setZValue(Z_BOARD)
        scene.addItem(self.tray_item)

        # Lines about to clear: a highlight fill over every cell of the line (translucent,
        # so filled cells still show their piece) and a 2 px inner border.
        self.line_fill = QGraphicsPathItem()
        self.line_fill.setZValue(Z_LINES)
        self.line_fill.setPen(Qt.PenStyle.NoPen)
        scene.addItem(self.line_fill)
        self.line_borders = QGraphicsPathItem()
        self.line_borders.setZValue(Z_LINES)
        scene.addItem(self.line_borders)
        self._lines: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())

        self.ghost = QGraphicsPathItem()
        self.ghost.setZValue(Z_GHOST)
        self.ghost.setVisible(False)
        scene.addItem(self.ghost)
        # Under a dashed (does-not-fit) outline: a solid line in the board colour, so the
        # dashes read on any cell colour, light or dark.
        self.ghost_underlay = QGraphicsPathItem()
        self.ghost_underlay.setZValue(Z_GHOST - 0.5)
        self.ghost_underlay.setBrush(Qt.BrushStyle.NoBrush)
        self.ghost_underlay.setVisible(False)
        scene.addItem(self.ghost_underlay)
        self.ghost_cells: tuple[tuple[int, int], ...] = ()
        self.ghost_fits = False

        self.cursor_ring = QGraphicsRectItem()
        self.cursor_ring.setZValue(Z_CURSOR)
        self.cursor_ring.setBrush(Qt.BrushStyle.NoBrush)
        self.cursor_ring.setVisible(False)
        scene.addItem(self.cursor_ring)

        self.cleared_item = ClearedItem()
        self.cleared_item.setZValue(Z_FADE)
        self.cleared_item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)
        scene.addItem(self.cleared_item)
        self.settle_item = SettleItem()
        self.settle_item.setZValue(Z_SETTLE)
        scene.addItem(self.settle_item)
        self.points_item = PointsItem()
        self.points_item.setZValue(Z_POINTS)
        scene.addItem(self.points_item)
        self._press: tuple[int, QPointF] | None = None  # (slot, viewport position)
        self._dragging = False
        self._hover: tuple[int, int] = OFF_BOARD  # the board cell under the pointer
        self.viewport().setMouseTracking(True)
        # A tray slot or board cell under a finger (("slot", s, 0) / ("cell", r, c)).
        self.pressed_key: tuple[str, int, int] | None = None

        self.slot_proxies = [
            FocusProxy(("slot", s, 0), self.viewport(), self.keyPressEvent)
            for s in range(TRAY_SIZE)
        ]
        for proxy in self.slot_proxies:
            proxy.focused.connect(self._proxy_focused)
        self.apply_tokens(LIGHT)

    # ---- appearance --------------------------------------------------------------

    def apply_tokens(self, tokens: Tokens) -> None:
        self.tokens = tokens
        self.board_item.tokens = tokens
        self.tray_item.tokens = tokens
        self.points_item.tokens = tokens
        self.setBackgroundBrush(tokens.background)
        self.line_borders.setPen(self._line_border_pen())
        self.line_borders.setBrush(Qt.BrushStyle.NoBrush)
        self.line_fill.setBrush(with_alpha(tokens.highlight, 0.6))
        self.cursor_ring.setPen(QPen(tokens.accent, 3))
        self.board_item.update()
        self.tray_item.update()

    def _line_border_pen(self) -> QPen:
        return QPen(self.tokens.line_clear_edge, 2)

    # ---- what the controller sets --------------------------------------------------

    def set_board(self, colours: bytes) -> None:
        item = self.board_item
        if colours == item.colours:
            return
        changed = [i for i, (a, b) in enumerate(zip(colours, item.colours, strict=True)) if a != b]
        item.colours = colours
        if len(changed) > BOARD_SIZE * BOARD_SIZE // 2:
            item.update()  # a new game: all of it
            return
        # Only the cells that changed are drawn into the board's cache again (a placement
        # and its clear), not the whole board.
        area = QRectF()
        for index in changed:
            area = area.united(cell_rect(*divmod(index, BOARD_SIZE)))
        item.update(area)

    def set_tray(
        self,
        pieces: Sequence[Shape | None],
        selected: int | None,
        lifted: int | None,
        playable: Sequence[bool],
    ) -> None:
        tray = self.tray_item
        state = (tuple(pieces), selected, lifted, tuple(playable))
        if state != (tray.pieces, tray.selected, tray.lifted, tray.playable):
            tray.pieces, tray.selected, tray.lifted, tray.playable = state
            tray.update()

    def show_ghost(
        self,
        shape: Shape,
        row: int,
        col: int,
        fits: bool,
        rows: Iterable[int] = (),
        cols: Iterable[int] = (),
    ) -> None:
        """Draw ``shape`` snapped at anchor (row, col): filled faces + solid outline when it
        fits, a dashed outline only when it does not. Hidden only when no cell of it is on
        the board. ``rows``/``cols`` are the lines this placement would clear."""
        cells = tuple((row + dr, col + dc) for dr, dc in shape.cells)
        on_board = any(0 <= r < BOARD_SIZE and 0 <= c < BOARD_SIZE for r, c in cells)
        if not on_board:
            self.hide_ghost()
            return
        if cells != self.ghost_cells or fits != self.ghost_fits or not self.ghost.isVisible():
            path = QPainterPath()
            for r, c in cells:
                face, radius = _inset(cell_rect(r, c))
                inner = face.adjusted(1, 1, -1, -1)  # the 2 px outline inside the cell
                path.addRoundedRect(inner, radius, radius)
            self.ghost.setPath(path)
            colour = family_colour(shape.family_number, self.tokens)
            if fits:
                self.ghost.setBrush(QBrush(with_alpha(colour, 0.7)))
                self.ghost.setPen(QPen(colour.darker(170), 2))
            else:
                self.ghost.setBrush(Qt.BrushStyle.NoBrush)
                self.ghost.setPen(QPen(self.tokens.text, 2, Qt.PenStyle.DashLine))
                self.ghost_underlay.setPath(path)
                self.ghost_underlay.setPen(QPen(self.tokens.board, 2))
            self.ghost_underlay.setVisible(not fits)
            self.ghost_cells = cells
            self.ghost_fits = fits
            self.ghost.setVisible(True)
        self.set_lines(tuple(rows), tuple(cols))

    def hide_ghost(self) -> None:
        if self.ghost.isVisible():
            self.ghost.setVisible(False)
            self.ghost_underlay.setVisible(False)
        self.ghost_cells = ()
        self.ghost_fits = False
        self.set_lines((), ())

    def set_lines(self, rows: tuple[int, ...], cols: tuple[int, ...]) -> None:
        """Highlight whole rows/columns: highlight fill (board item) + a 2 px inner border."""
        if (rows, cols) == self._lines:
            return
        self._lines = (rows, cols)
        fill = QPainterPath()
        fill.setFillRule(Qt.FillRule.WindingFill)
        border = QPainterPath()
        for rect in [QRectF(0, r * CELL, BOARD_PX, CELL) for r in rows] + [
            QRectF(c * CELL, 0, CELL, BOARD_PX) for c in cols
        ]:
            fill.addRect(rect)
            border.addRect(rect.adjusted(1, 1, -1, -1))
        self.line_fill.setPath(fill)
        self.line_borders.setPath(border)

    @property
    def lit_lines(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        return self._lines

    def show_pressed(self, key: tuple[str, int, int] | None) -> None:
        """The tray slot or board cell a finger is down on, drawn pressed (None: none)."""
        if key == self.pressed_key:
            return
        for old in (self.pressed_key, key):
            if old is not None:
                self.scene().update(self._key_rect(old))
        self.pressed_key = key

    @staticmethod
    def _key_rect(key: tuple[str, int, int]) -> QRectF:
        kind, a, b = key
        return cell_rect(a, b) if kind == "cell" else slot_card(a)

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802
        key = self.pressed_key
        if key is None:
            return
        if key[0] == "cell":
            paint_pressed(painter, self._key_rect(key), self.tokens)
            return
        # A tray card under a finger: shaded and outlined as `paint_pressed` does a cell,
        # with the card's own rounded corners.
        card = self._key_rect(key)
        painter.save()
        painter.setPen(QPen(self.tokens.text, 2))
        painter.setBrush(with_alpha(self.tokens.text, 0.16))
        painter.drawRoundedRect(card.adjusted(1, 1, -1, -1), SLOT_RADIUS, SLOT_RADIUS)
        painter.restore()

    def set_focus_ring(self, key: tuple[str, int, int] | None) -> None:
        """The 3 px accent ring, 2 px outside the focused cell or tray slot."""
        if key is None:
            self.cursor_ring.setVisible(False)
            return
        rect = self._key_rect(key)
        self.cursor_ring.setRect(rect.adjusted(-3.5, -3.5, 3.5, 3.5))
        self.cursor_ring.setVisible(True)

    def fade_out(
        self, cells: Sequence[tuple[int, int, int]], origin: Iterable[tuple[int, int]] = ()
    ) -> None:
        """Cleared cells (row, column, family number; 0 draws the highlight colour) fade
        and shrink out, all in one wave spreading from the `origin` cells (the placed
        piece): a cell starts one stagger step later per cell of distance (≤ 7 steps,
        so the wave ends within MOTION.emphasis); without an origin, together. Instant
        with Reduce motion. Only a picture: the model and the board item have already
        moved on."""
        item = self.cleared_item
        if item.fade is not None:
            item.fade.finish()
        if not cells:
            return
        item.cells = {
            (row, col): family_colour(family, self.tokens) if family else self.tokens.highlight
            for row, col, family in cells
        }
        item.edge = edge_width(self.tokens)
        sources = list(origin)
        distances = {
            cell: min((max(abs(cell[0] - r), abs(cell[1] - c)) for r, c in sources), default=0)
            for cell in item.cells
        }

        def done() -> None:
            item.fade = None
            item.cells = {}

        item.fade = motion.Animation(
            self,
            CLEAR_MS,
            easing=motion.ease_in_quad,
            delays=motion.wave_delays(distances),
            on_frame=motion.repaint(item, lambda cell: cell_rect(*cell)),
            on_done=done,
        )
        item.fade.start()

    def settle(self, cells: Sequence[tuple[int, int]], family_number: int) -> None:
        """The cells a piece just filled settle into place; instant with Reduce motion."""
        item = self.settle_item
        if item.settle is not None:
            item.settle.finish()
        if not cells:
            return
        item.cells = tuple(cells)
        item.colour = family_colour(family_number, self.tokens)
        item.edge = edge_width(self.tokens)
        area = item.area()

        def done() -> None:
            item.settle = None
            item.cells = ()

        item.settle = motion.Animation(
            self,
            SETTLE_MS,
            easing=motion.ease_out_cubic,
            on_frame=lambda _keys: item.update(area),
            on_done=done,
        )
        item.settle.start()

    def rise_points(self, text: str, cell: tuple[int, int]) -> None:
        """One figure for a move's points rising from `cell` (a cleared one near the
        piece) and fading; kept inside the board; instant with Reduce motion."""
        item = self.points_item
        if item.rise is not None:
            item.rise.finish()
        item.prepareGeometryChange()
        font = QFont(self.font())
        font.setPixelSize(round(CELL * 0.5))
        font.setWeight(QFont.Weight.Bold)
        font.setFeature(QFont.Tag("tnum"), 1)
        item.set_text(text, font)
        size = item.path.boundingRect()
        centre = cell_rect(*cell).center()
        # Inside the board at both ends of the rise, halo included (the scene's margin
        # is small).
        margin = 5
        x = min(max(centre.x(), size.width() / 2 + margin), BOARD_PX - size.width() / 2 - margin)
        y = max(centre.y(), POINTS_RISE + size.height() / 2 + margin)
        item.anchor = QPointF(x, y)

        def done() -> None:
            item.rise = None
            item.update()

        item.rise = motion.Animation(
            self, POINTS_MS, easing=motion.ease_out_cubic,
            on_frame=lambda _keys: item.update(), on_done=done,
        )  # fmt: skip
        item.rise.start()

    def slide_in_tray(self) -> None:
        """New pieces slide up into the tray; instant with Reduce motion."""
        tray = self.tray_item
        if tray.refill is not None:
            tray.refill.finish()

        def done() -> None:
            tray.refill = None

        tray.refill = motion.Animation(
            self,
            REFILL_MS,
            easing=motion.ease_out_cubic,
            on_frame=lambda _keys: tray.update(),
            on_done=done,
        )
        tray.refill.start()

    @property
    def fading(self) -> bool:
        """An animation of the board (settle, line clear, points, tray refill) is still
        running."""
        return any(
            animation is not None and animation.running
            for animation in (
                self.cleared_item.fade,
                self.tray_item.refill,
                self.settle_item.settle,
                self.points_item.rise,
            )
        )

    def fading_cells(self) -> set[tuple[int, int]]:
        """The cleared cells still being drawn fading away."""
        fade = self.cleared_item.fade
        if fade is None or not fade.running:
            return set()
        return {cell for cell in self.cleared_item.cells if fade.progress(cell) < 1}

    # ---- geometry -----------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        fit_board(self, self.sceneRect(), cell=CELL, minimum=MIN_CELL)
        self.place_proxies()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        fit_board(self, self.sceneRect(), cell=CELL, minimum=MIN_CELL)
        self.place_proxies()

    def place_proxies(self) -> None:
        for slot, proxy in enumerate(self.slot_proxies):
            proxy.setGeometry(self.mapFromScene(slot_rect(slot)).boundingRect())

    def cell_view_rect(self, row: int, col: int) -> QRect:
        """Where a board cell is drawn, in viewport coordinates."""
        return self.mapFromScene(cell_rect(row, col)).boundingRect()

    def scene_point_of_cell(self, row: int, col: int) -> QPointF:
        return cell_rect(row, col).center()

    def viewport_point(self, scene_point: QPointF) -> QPointF:
        return QPointF(self.mapFromScene(scene_point))

    def cell_centre(self, row: int, col: int) -> QPointF:
        """Viewport position of the centre of a board cell (also off the board)."""
        return self.viewport_point(self.scene_point_of_cell(row, col))

    def slot_centre(self, slot: int) -> QPointF:
        return self.viewport_point(slot_rect(slot).center())

    # ---- hit testing and mouse ------------------------------------------------------

    @staticmethod
    def cell_at(scene_point: QPointF) -> tuple[int, int]:
        return math.floor(scene_point.y() / CELL), math.floor(scene_point.x() / CELL)

    @staticmethod
    def slot_at(scene_point: QPointF) -> int | None:
        x, y = scene_point.x(), scene_point.y()
        if TRAY_TOP <= y < TRAY_TOP + SLOT_H and 0 <= x < BOARD_PX:
            return min(TRAY_SIZE - 1, int(x // SLOT_W))
        return None

    def key_at(self, position: QPointF) -> tuple[str, int, int] | None:
        """What is under a viewport point: a tray slot holding a piece ("slot", s, 0), a
        board cell ("cell", r, c), or None."""
        scene_point = self.mapToScene(position.toPoint())
        slot = self.slot_at(scene_point)
        if slot is not None:
            return ("slot", slot, 0) if self.tray_item.pieces[slot] is not None else None
        row, col = self.cell_at(scene_point)
        if 0 <= row < BOARD_SIZE and 0 <= col < BOARD_SIZE:
            return ("cell", row, col)
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            return
        scene_point = self.mapToScene(event.position().toPoint())
        slot = self.slot_at(scene_point)
        if slot is not None:
            if self.tray_item.pieces[slot] is not None:
                self._press = (slot, event.position())
                self._dragging = False
                self.slot_pressed.emit(slot)
            return
        row, col = self.cell_at(scene_point)
        if 0 <= row < BOARD_SIZE and 0 <= col < BOARD_SIZE:
            self.cell_clicked.emit(row, col)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self._press is None:
            if event.buttons() == Qt.MouseButton.NoButton:
                row, col = self.cell_at(self.mapToScene(event.position().toPoint()))
                on_board = 0 <= row < BOARD_SIZE and 0 <= col < BOARD_SIZE
                self._set_hover((row, col) if on_board else OFF_BOARD)
            return
        if not self._dragging:
            moved = event.position() - self._press[1]
            if moved.manhattanLength() < DRAG_THRESHOLD_PX:
                return
            self._dragging = True
        self.drag_moved.emit(*self.cell_at(self.mapToScene(event.position().toPoint())))

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self._press is None or event.button() != Qt.MouseButton.LeftButton:
            return
        slot, _start = self._press
        self._press = None
        if self._dragging:
            self._dragging = False
            self.drag_released.emit(*self.cell_at(self.mapToScene(event.position().toPoint())))
        else:
            self.slot_tapped.emit(slot)

    def _set_hover(self, cell: tuple[int, int]) -> None:
        if cell != self._hover:
            self._hover = cell
            self.hovered.emit(*cell)

    def viewportEvent(self, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Leave:
            self._set_hover(OFF_BOARD)
        return super().viewportEvent(event)

    def forget_hover(self) -> None:
        """The keyboard leads now: the next pointer move reports its cell again."""
        self._hover = OFF_BOARD

    @property
    def hover_cell(self) -> tuple[int, int] | None:
        """The board cell under the pointer (no button held), or None."""
        return None if self._hover == OFF_BOARD else self._hover

    def cancel_press(self) -> None:
        """Forget the press on a tray slot: later moves and the release do nothing."""
        self._press = None
        self._dragging = False

    @property
    def pressed_slot(self) -> int | None:
        """The tray slot the pointer went down on, while the button is held."""
        return None if self._press is None else self._press[0]

    # ---- keyboard and focus ----------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if self.key_handler is not None and self.key_handler(event):
            event.accept()
            return
        event.ignore()

    def focusNextPrevChild(self, forward: bool) -> bool:  # noqa: N802
        # Tab / Shift+Tab from a cell or slot picks the next / previous piece.
        if self.tab_handler is not None:
            self.tab_handler(forward)
            return True
        return super().focusNextPrevChild(forward)

    def _proxy_focused(self, key: object) -> None:
        # Focus also leaves a proxy while the window is being torn down: by then the
        # scene items may be gone, and there is nothing left to draw or tell.
        if not shiboken6.isValid(self.scene()) or not shiboken6.isValid(self.cursor_ring):
            return
        self.set_focus_ring(key if isinstance(key, tuple) else None)
        self.focus_moved.emit(key)

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802
        """No scrolling while the whole scene is in view; zoomed in, the wheel scrolls."""
        if zoom_factor(self) > 1:
            super().wheelEvent(event)
