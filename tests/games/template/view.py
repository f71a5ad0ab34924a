"""Drawing Lamps: one scene item paints the board; the view fits it to its place at the
board zoom (ui/board_zoom.py) and says which cell a click was on."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QMouseEvent, QPainter, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from puzzlesuite.ui.board_zoom import fit_board
from puzzlesuite.ui.theme import LIGHT, Tokens

from .model import CELLS, SIZE

CELL = 60.0
SIDE = CELL * SIZE
FRAME = 8.0  # room around the cells: the cursor ring and the focus margin fit in view


def cell_rect(cell: int) -> QRectF:
    row, col = divmod(cell, SIZE)
    return QRectF(col * CELL, row * CELL, CELL, CELL)


class BoardItem(QGraphicsItem):
    def __init__(self) -> None:
        super().__init__()
        self.lit = [False] * CELLS
        self.tokens: Tokens = LIGHT

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(0, 0, SIDE, SIDE)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        tokens = self.tokens
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.boundingRect(), tokens.board)
        for cell in range(CELLS):
            rect = cell_rect(cell)
            painter.setPen(QPen(tokens.grid, 1))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(rect.adjusted(0.5, 0.5, -0.5, -0.5))
            # Lit: a filled lamp; dark: an empty ring (never by colour alone).
            lamp = rect.adjusted(12, 12, -12, -12)
            painter.setPen(QPen(tokens.text, 2))
            painter.setBrush(tokens.accent if self.lit[cell] else Qt.BrushStyle.NoBrush)
            painter.drawEllipse(lamp)


class LampsView(QGraphicsView):
    cell_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(-FRAME, -FRAME, SIDE + 2 * FRAME, SIDE + 2 * FRAME, self))
        self.board = BoardItem()
        self.scene().addItem(self.board)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the board grid's cell takes focus
        self.setMinimumSize(200, 200)

    def show_lamps(self, lit: list[bool], tokens: Tokens) -> None:
        self.board.lit = list(lit)
        self.board.tokens = tokens
        self.setBackgroundBrush(tokens.background)
        self.board.update()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        fit_board(self, self.sceneRect())

    def cell_view_rect(self, cell: int) -> QRect:
        """Where a cell is drawn, in viewport coordinates."""
        return self.mapFromScene(cell_rect(cell)).boundingRect()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt API
        if event.button() != Qt.MouseButton.LeftButton:
            return
        point: QPointF = self.mapToScene(event.position().toPoint())
        if 0 <= point.x() < SIDE and 0 <= point.y() < SIDE:
            self.cell_clicked.emit(int(point.y() // CELL) * SIZE + int(point.x() // CELL))
