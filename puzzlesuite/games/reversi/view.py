"""Reversi drawing and raw input: a QGraphicsView with the 8×8 board.

The view knows no rules.  It draws the discs, the legal-move dots, the last-move ring and
the keyboard ring the controller (screen.py) asks for, and turns clicks into a square
number.  Flipped discs are drawn turning over: a horizontal squash with the colour swapped
half-way (``MOTION.standard``), staggered by ``MOTION.stagger`` per step of distance from
the placed disc, on the shared animation part (``puzzlesuite.ui.motion``).  The animation
is decoration only: the board already holds the new colours, the next input finishes it,
and under Reduce motion the turned discs carry a still mark instead.

Keyboard cursor, focus and screen-reader cells come from the shared
``puzzlesuite.ui.board_grid.BoardGrid`` the screen attaches to this view; the view only
draws the cursor ring where it is told.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import (
    QFont,
    QMouseEvent,
    QPainter,
    QPen,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from puzzlesuite.ui import motion
from puzzlesuite.ui.board_zoom import fit_board
from puzzlesuite.ui.theme import LIGHT, Tokens
from puzzlesuite.ui.tokens import MOTION
from puzzlesuite.ui.touch import paint_pressed

from .engine import BOARD_SIZE, FILES, SQUARES

CELL = 48.0
MIN_CELL = 32  # px at 100 %: the smallest cell a disc and its rim read well in
BOARD_PX = CELL * BOARD_SIZE
LABEL_MARGIN = 22.0  # room for the coordinates: a–h above the board, 1–8 left of it
# The focus ring reaches this far out of its cell (3.5 px offset + half its 3 px pen):
# the coordinates are drawn beyond it, so the ring never covers the "f" above f1.
RING_REACH = 5.0
FLIP_MS = MOTION.standard
STAGGER_MS = MOTION.stagger
FRAME = 4.0  # the felt's frame around the cells (inside the ring's reach)
# Right of and below the board there are no coordinates (two sides are enough to name a
# cell, as printed boards do): room for the frame and the focus ring only.
FAR_MARGIN = RING_REACH + 1.0

Z_BOARD, Z_CURSOR = 0, 2


def cell_rect(square: int) -> QRectF:
    row, col = divmod(square, BOARD_SIZE)
    return QRectF(col * CELL, row * CELL, CELL, CELL)


def flip_delays(placed: int, flipped: int) -> dict[int, float]:
    """Start delay (ms) of each flipped disc: one stagger step per square away from the
    placed disc (its neighbours turn at once)."""
    row, col = divmod(placed, BOARD_SIZE)
    distances = {}
    for square in range(SQUARES):
        if flipped >> square & 1:
            r, c = divmod(square, BOARD_SIZE)
            distances[square] = max(abs(r - row), abs(c - col))
    return motion.wave_delays(distances, STAGGER_MS)


class BoardItem(QGraphicsItem):
    """Cells, coordinates, discs, legal-move dots and the last-move ring."""

    def __init__(self) -> None:
        super().__init__()
        self.tokens: Tokens = LIGHT
        self.black = 0
        self.white = 0
        self.dots = 0  # legal squares to mark (only on the player's turn)
        self.last_move = -1
        # Squares turning over: square -> black before the move, each at the progress
        # `flips` gives it.
        self.turning: dict[int, bool] = {}
        self.flips: motion.Animation[int] | None = None
        # With Reduce motion, the discs the last move turned carry a still mark (a
        # ring in `turned_mark`) instead of turning over, so the CPU's reply reads at a
        # glance.
        self.turned = 0
        self.pressed = -1  # the cell under a finger (touch), drawn pressed

    def boundingRect(self) -> QRectF:  # noqa: N802
        side = BOARD_PX + LABEL_MARGIN + FAR_MARGIN
        return QRectF(-LABEL_MARGIN, -LABEL_MARGIN, side, side)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        t = self.tokens
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # A green felt in every theme (as real boards, Iagno and KReversi), framed, so
        # both disc colours stand clear of their cells.
        frame = QRectF(0, 0, BOARD_PX, BOARD_PX).adjusted(-FRAME, -FRAME, FRAME, FRAME)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(t.felt_edge)
        painter.drawRoundedRect(frame, FRAME, FRAME)
        painter.fillRect(QRectF(0, 0, BOARD_PX, BOARD_PX), t.felt)
        painter.setPen(QPen(t.felt_line, 1))
        for i in range(1, BOARD_SIZE):
            painter.drawLine(QPointF(i * CELL, 0), QPointF(i * CELL, BOARD_PX))
            painter.drawLine(QPointF(0, i * CELL), QPointF(BOARD_PX, i * CELL))
        self._paint_labels(painter)
        for square in range(SQUARES):
            bit = 1 << square
            if self.black & bit or self.white & bit:
                self._paint_disc(painter, square, bool(self.black & bit))
            elif self.dots & bit:
                centre = cell_rect(square).center()
                radius = CELL * 0.10  # a dot 20 % of the cell wide
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(t.legal_move)
                painter.drawEllipse(centre, radius, radius)
        if 0 <= self.pressed < SQUARES:
            paint_pressed(painter, cell_rect(self.pressed), t)
        if 0 <= self.last_move < SQUARES:
            centre = cell_rect(self.last_move).center()
            painter.setPen(QPen(t.last_move, 2.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(centre, CELL * 0.13, CELL * 0.13)
        if self.turned:
            painter.setPen(QPen(t.turned_mark, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for square in range(SQUARES):
                if self.turned >> square & 1:
                    centre = cell_rect(square).center()
                    painter.drawEllipse(centre, CELL * 0.44, CELL * 0.44)

    def _paint_labels(self, painter: QPainter) -> None:
        font = QFont(painter.font())
        font.setPixelSize(11)
        painter.setFont(font)
        painter.setPen(self.tokens.muted)
        centre = Qt.AlignmentFlag.AlignCenter
        room = LABEL_MARGIN - RING_REACH
        for i in range(BOARD_SIZE):
            x = i * CELL
            painter.drawText(QRectF(x, -LABEL_MARGIN, CELL, room), centre, FILES[i])
            y = i * CELL
            painter.drawText(QRectF(-LABEL_MARGIN, y, room, CELL), centre, str(i + 1))

    def _paint_disc(self, painter: QPainter, square: int, black: bool) -> None:
        """A shaded disc with its rim: black lit from the top left with a light rim,
        white shaded to the bottom right with a dark rim (VISUAL.md's rims)."""
        rect = cell_rect(square)
        radius = CELL * 0.40
        width = 1.0
        if square in self.turning and self.flips is not None:
            progress = self.flips.progress(square)
            # A horizontal squash: full width, edge-on at half time, full width again,
            # showing the old colour for the first half.
            width = abs(math.cos(math.pi * progress))
            if progress < 0.5:
                black = self.turning[square]
        t = self.tokens
        centre = rect.center()
        light = centre + QPointF(-radius * 0.35 * width, -radius * 0.4)
        shading = QRadialGradient(light, radius * 1.3)
        if black:
            shading.setColorAt(0.0, t.disc_black_sheen)
            shading.setColorAt(0.55, t.disc_black)
            rim = t.disc_black_rim
        else:
            shading.setColorAt(0.45, t.disc_white)
            shading.setColorAt(1.0, t.disc_white_shade)
            rim = t.disc_white_rim
        painter.setPen(QPen(rim, 2.0 if t.contrast else 1.2))
        painter.setBrush(shading)
        painter.drawEllipse(centre, max(radius * width, 1.0), radius)


class ReversiBoardView(QGraphicsView):
    """The board scaled to the widget with the aspect ratio kept."""

    cell_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        scene = QGraphicsScene(self)
        scene.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        scene.setSceneRect(self._scene_rect())
        self.setScene(scene)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setMinimumSize(280, 280)

        self.board_item = BoardItem()
        self.board_item.setZValue(Z_BOARD)
        scene.addItem(self.board_item)
        self.cursor_ring = QGraphicsRectItem()
        self.cursor_ring.setZValue(Z_CURSOR)
        self.cursor_ring.setBrush(Qt.BrushStyle.NoBrush)
        self.cursor_ring.setVisible(False)
        scene.addItem(self.cursor_ring)

        self.apply_tokens(LIGHT)

    @staticmethod
    def _scene_rect() -> QRectF:
        return QRectF(
            -LABEL_MARGIN - 4,
            -LABEL_MARGIN - 4,
            BOARD_PX + LABEL_MARGIN + FAR_MARGIN + 8,
            BOARD_PX + LABEL_MARGIN + FAR_MARGIN + 8,
        )

    # ---- appearance -----------------------------------------------------------------
    def apply_tokens(self, tokens: Tokens) -> None:
        self.board_item.tokens = tokens
        self.setBackgroundBrush(tokens.background)
        self.cursor_ring.setPen(QPen(tokens.felt_focus, 3))  # the accent sinks into the felt
        self.board_item.update()

    # ---- what the controller sets ---------------------------------------------------
    def set_position(self, black: int, white: int, dots: int, last_move: int) -> None:
        item = self.board_item
        state = (black, white, dots, last_move)
        if state != (item.black, item.white, item.dots, item.last_move):
            item.black, item.white, item.dots, item.last_move = state
            item.update()

    def show_flips(self, placed: int, flipped: int, mover_is_black: bool) -> None:
        """Draw the discs ``flipped`` by the move on ``placed`` turning over."""
        self.stop_flips()
        if motion.reduce_motion():
            self.board_item.turned = flipped
            self.board_item.update()
            return
        if not flipped:
            return
        item = self.board_item
        delays = flip_delays(placed, flipped)
        was_black = not mover_is_black
        item.turning = {square: was_black for square in delays}
        # A horizontal squash at an even pace: the edge-on moment falls half-way.
        item.flips = motion.Animation(
            self,
            FLIP_MS,
            easing=motion.linear,
            delays=delays,
            on_frame=motion.repaint(item, cell_rect),
            on_done=self._flips_done,
        )
        item.flips.start()

    def stop_flips(self) -> None:
        """Show every disc at rest (undo, a new game: the flips shown are gone)."""
        if self.board_item.flips is not None:
            self.board_item.flips.finish()
        self.board_item.turning = {}
        self.board_item.turned = 0
        self.board_item.update()

    @property
    def animating(self) -> bool:
        return self.board_item.flips is not None and self.board_item.flips.running

    def turning_squares(self) -> set[int]:
        return set(self.board_item.turning)

    def _flips_done(self) -> None:
        self.board_item.turning = {}
        self.board_item.flips = None

    def set_pressed(self, square: int) -> None:
        """Draw `square` pressed (a finger is on it), or no cell for -1."""
        item = self.board_item
        if square != item.pressed:
            for each in (item.pressed, square):
                if 0 <= each < SQUARES:
                    item.update(cell_rect(each))
            item.pressed = square

    def set_focus_ring(self, square: int) -> None:
        """The 3 px accent ring, 2 px outside the focused cell; hidden for -1."""
        if square < 0:
            self.cursor_ring.setVisible(False)
            return
        self.cursor_ring.setRect(cell_rect(square).adjusted(-3.5, -3.5, 3.5, 3.5))
        self.cursor_ring.setVisible(True)

    # ---- geometry ---------------------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        # Up to the cap, never under the minimum (ui/board_fit.py).
        fit_board(self, self.sceneRect(), cell=CELL, minimum=MIN_CELL)

    def cell_view_rect(self, square: int) -> QRect:
        """Where a cell is drawn, in viewport coordinates."""
        return self.mapFromScene(cell_rect(square)).boundingRect()

    def cell_centre(self, square: int) -> QPointF:
        """Viewport position of the centre of a cell."""
        return QPointF(self.mapFromScene(cell_rect(square).center()))

    # ---- input ------------------------------------------------------------------------
    def square_at(self, position: QPointF) -> int | None:
        """The cell at a point of the viewport (a click's or a finger's), None off the
        board."""
        point = self.mapToScene(position.toPoint())
        row, col = math.floor(point.y() / CELL), math.floor(point.x() / CELL)
        if 0 <= row < BOARD_SIZE and 0 <= col < BOARD_SIZE:
            return row * BOARD_SIZE + col
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            return
        square = self.square_at(event.position())
        if square is not None:
            self.cell_clicked.emit(square)
