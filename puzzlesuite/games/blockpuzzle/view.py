"""Block Puzzle drawing and raw input: a QGraphicsView with the board and the tray.

The view knows nothing of the rules. It draws what the controller (screen.py) tells it
and turns mouse input into small intents (a tray slot pressed or tapped, a drag moved or
released over a board cell, a board cell clicked). Keys are handed to the controller.

For accessibility, the screen attaches the shared ``BoardGrid`` to this view (keyboard
cursor and screen-reader cells of the board); each of the three tray slots has a
transparent child widget over it (``FocusProxy``) that carries its accessible name,
takes keyboard focus and lets mouse events through.

Motion (``puzzlesuite.ui.motion``): cleared cells fade and shrink away, new tray pieces
slide up into their slots. Both are pictures of what already happened (the model has
moved on), finish at once on the next input and are instant under Reduce motion.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence

import shiboken6
from PySide6.QtCore import QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPen,
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
    QStyleOptionGraphicsItem,
    QWidget,
)

from puzzlesuite.ui import motion
from puzzlesuite.ui.a11y import FocusProxy
from puzzlesuite.ui.board_zoom import fit_board, zoom_factor
from puzzlesuite.ui.theme import LIGHT, Tokens, mix, with_alpha
from puzzlesuite.ui.tokens import MOTION

from .model import BOARD_SIZE, TRAY_SIZE, Shape

CELL = 40.0
MIN_CELL = 28  # px at 100 %: a piece still lands where a finger or pointer aims
BOARD_PX = CELL * BOARD_SIZE
TRAY_GAP = 24.0
TRAY_TOP = BOARD_PX + TRAY_GAP
SLOT_W = BOARD_PX / TRAY_SIZE
SLOT_H = 120.0
# A tray cell is 0.4 of a board cell: the 5-long bar (80 px) fits its slot (98 px
# inside the card) with 9 px to spare on each side, so no shape is clipped and every
# shape has visible margin (20 px cells made the bar 100 px and cut it).
TRAY_CELL = 16.0
MARGIN = 12.0
DRAG_THRESHOLD_PX = 6
CLEAR_MS = MOTION.quick  # cleared cells fade and shrink away
REFILL_MS = MOTION.quick  # new pieces slide up into the tray

Z_BOARD, Z_LINES, Z_FADE, Z_GHOST, Z_CURSOR = 0, 1, 2, 3, 4


def family_colour(family_number: int, tokens: Tokens = LIGHT) -> QColor:
    """The piece colour of a shape family (1-based, as stored in model cells)."""
    return tokens.pieces[(family_number - 1) % len(tokens.pieces)]


def cell_rect(row: int, col: int) -> QRectF:
    return QRectF(col * CELL, row * CELL, CELL, CELL)


def slot_rect(slot: int) -> QRectF:
    return QRectF(slot * SLOT_W, TRAY_TOP, SLOT_W, SLOT_H)


def paint_block(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """A solid block: face, a subtle top-left bevel and a 1 px darker edge, so a filled
    cell reads as an object in greyscale too."""
    face = rect.adjusted(1, 1, -1, -1)
    painter.setPen(QPen(colour.darker(150), 1))
    painter.setBrush(colour)
    painter.drawRect(face)
    bevel = max(2.0, face.width() * 0.08)
    painter.setPen(QPen(colour.lighter(135), bevel, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
    inner = face.adjusted(bevel / 2 + 0.5, bevel / 2 + 0.5, -bevel / 2, -bevel / 2)
    painter.drawLine(inner.topLeft(), inner.topRight())
    painter.drawLine(inner.topLeft(), inner.bottomLeft())


class BoardItem(QGraphicsItem):
    """The 8×8 cells, empty or filled (family colour). Cached as a pixmap: it changes
    only when a piece lands, not while one is being aimed."""

    def __init__(self) -> None:
        super().__init__()
        self.tokens: Tokens = LIGHT
        self.colours = bytes(BOARD_SIZE * BOARD_SIZE)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, BOARD_PX, BOARD_PX)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        t = self.tokens
        painter.fillRect(self.boundingRect(), t.board)
        painter.setPen(QPen(t.grid, 1))
        for row in range(BOARD_SIZE):
            for col in range(BOARD_SIZE):
                rect = cell_rect(row, col)
                family = self.colours[row * BOARD_SIZE + col]
                if family:
                    paint_block(painter, rect, family_colour(family, t))
                else:
                    painter.setPen(QPen(t.grid, 1))
                    painter.setBrush(t.cell_empty)
                    painter.drawRect(rect.adjusted(0.5, 0.5, -0.5, -0.5))


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
        for slot in range(TRAY_SIZE):
            rect = slot_rect(slot).adjusted(4, 4, -4, -4)
            selected = slot == self.selected
            # Selected: a tinted slot with a solid 2 px border (shape cue, not only colour).
            painter.setPen(QPen(t.accent, 2) if selected else QPen(t.grid, 1))
            painter.setBrush(mix(t.board, t.accent, 0.18) if selected else t.board)
            painter.drawRoundedRect(rect, 6, 6)
            shape = self.pieces[slot]
            if shape is None:
                continue
            painter.setClipRect(rect)
            origin = self.piece_origin(slot, shape) + QPointF(0, self.slide)
            colour = family_colour(shape.family_number, t)
            if not self.playable[slot]:
                colour = mix(colour, t.board, 0.6)
            for r, c in shape.cells:
                block = QRectF(
                    origin.x() + c * TRAY_CELL, origin.y() + r * TRAY_CELL, TRAY_CELL, TRAY_CELL
                )
                if slot == self.lifted:
                    # In hand: only its outline stays behind in the tray.
                    painter.setPen(QPen(t.grid, 2, Qt.PenStyle.DashLine))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.drawRect(block.adjusted(1, 1, -1, -1))
                else:
                    paint_block(painter, block, colour)
            painter.setClipping(False)


class ClearedItem(QGraphicsItem):
    """The cells a placement cleared, over the (already empty) board: each fades and
    shrinks to 60 % about its centre as `fade` goes on; nothing once it is done."""

    def __init__(self) -> None:
        super().__init__()
        self.cells: dict[tuple[int, int], QColor] = {}
        self.fade: motion.Animation[tuple[int, int]] | None = None

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, BOARD_PX, BOARD_PX)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.fade is None:
            return
        exposed = option.exposedRect
        for (row, col), colour in self.cells.items():
            cell = cell_rect(row, col)
            if not exposed.intersects(cell):
                continue
            left = 1 - self.fade.progress((row, col))
            if left <= 0:
                continue
            face = cell.adjusted(1, 1, -1, -1)
            scale = 0.6 + 0.4 * left
            size = face.size() * scale
            drawn = QRectF(QPointF(0, 0), size)
            drawn.moveCenter(cell.center())
            painter.setOpacity(left)
            painter.setPen(QPen(colour.darker(150), 1))
            painter.setBrush(colour)
            painter.drawRect(drawn)
        painter.setOpacity(1.0)


class BoardView(QGraphicsView):
    """Board and tray in one scene, scaled to the widget with the aspect ratio kept."""

    slot_pressed = Signal(int)
    slot_tapped = Signal(int)
    drag_moved = Signal(int, int)  # board cell under the pointer, may be off the board
    drag_released = Signal(int, int)
    cell_clicked = Signal(int, int)
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
        self._press: tuple[int, QPointF] | None = None  # (slot, viewport position)
        self._dragging = False

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
        if colours != self.board_item.colours:
            self.board_item.colours = colours
            self.board_item.update()

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
                path.addRect(cell_rect(r, c).adjusted(2, 2, -2, -2))
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

    def set_focus_ring(self, key: tuple[str, int, int] | None) -> None:
        """The 3 px accent ring, 2 px outside the focused cell or tray slot."""
        if key is None:
            self.cursor_ring.setVisible(False)
            return
        kind, a, b = key
        rect = cell_rect(a, b) if kind == "cell" else slot_rect(a).adjusted(4, 4, -4, -4)
        self.cursor_ring.setRect(rect.adjusted(-3.5, -3.5, 3.5, 3.5))
        self.cursor_ring.setVisible(True)

    def fade_out(self, cells: Sequence[tuple[int, int, int]]) -> None:
        """Cleared cells (row, column, family number; 0 draws the highlight colour) fade
        and shrink out; instant with Reduce motion. Only a picture: the model and the
        board item have already moved on."""
        item = self.cleared_item
        if item.fade is not None:
            item.fade.finish()
        if not cells:
            return
        item.cells = {
            (row, col): family_colour(family, self.tokens) if family else self.tokens.highlight
            for row, col, family in cells
        }

        def done() -> None:
            item.fade = None
            item.cells = {}

        item.fade = motion.Animation(
            self,
            CLEAR_MS,
            easing=motion.ease_in_quad,
            delays={cell: 0.0 for cell in item.cells},
            on_frame=motion.repaint(item, lambda cell: cell_rect(*cell)),
            on_done=done,
        )
        item.fade.start()

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
        """An animation (line clear or tray refill) is still running."""
        return any(
            animation is not None and animation.running
            for animation in (self.cleared_item.fade, self.tray_item.refill)
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
