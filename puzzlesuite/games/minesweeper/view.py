"""The Minesweeper board drawing and its mouse input.

One plain widget paints every cell (a 50×30 board is 1,500 cells: scene items or child
widgets per cell would be slow to create and to repaint). Each cell face (covered, the
numbers, flag, question mark, mine…) is rendered once per cell size into a pixmap, so a
repaint is one pixmap copy per cell. Only the rectangle Qt asks for is painted.

Cells scale from MIN_CELL up to the boards' cap (ui/board_fit.py) to fill the widget;
the widget's minimum size is the board at MIN_CELL, so inside a QScrollArea a board that
does not fit scrolls instead of growing the window.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, QSizeF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
    QPolygonF,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from puzzlesuite.ui.board_fit import fit_cell
from puzzlesuite.ui.board_labels import label_room, paint_labels
from puzzlesuite.ui.board_zoom import zoom_factor, zoom_of
from puzzlesuite.ui.theme import LIGHT, Tokens

from .hints import Hint
from .model import FLAG, QUESTION, MinesweeperGame

MIN_CELL = 16
COMFORTABLE_CELL = 32

# Faces of a cell, each drawn once per size into a pixmap.
COVERED, FLAGGED, QUESTIONED, MINE, FLAGGED_MINE, WRONG_FLAG, HIT_MINE = range(9, 16)


def covered_tone(tokens: Tokens) -> QColor:
    """Covered cells: raised, and set apart from opened ones by tone as well as by the
    bevel (3:1 in the dark theme, where the bevel reads poorly)."""
    return tokens.covered


def opened_tone(tokens: Tokens) -> QColor:
    return tokens.revealed


class MinesweeperBoardView(QWidget):
    """Draws a :class:`MinesweeperGame`; mouse clicks become requests for the screen."""

    reveal_requested = Signal(int)  # left click (on a number: a chord, the screen decides)
    mark_requested = Signal(int)  # right click
    chord_requested = Signal(int)  # middle click, or both buttons

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game: MinesweeperGame | None = None
        self.hint: Hint | None = None
        self.tokens: Tokens = LIGHT
        self.cell = COMFORTABLE_CELL
        self.origin = QPointF(0, 0)
        self._faces: dict[int, QPixmap] = {}
        self._faces_key: tuple[int, str, float] = (0, "", 0.0)
        self._both_buttons = False  # a two-button chord is under way
        self.on_layout: Callable[[], None] | None = None  # the cells moved or resized
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.show_labels = True  # row and column labels (the View menu's setting)

    def set_labels(self, shown: bool) -> None:
        if shown != self.show_labels:
            self.show_labels = shown
            if self.game is not None:
                self.set_game(self.game, keep_hint=True)

    def label_room(self) -> int:
        if not self.show_labels or self.game is None:
            return 0
        return label_room(self.font(), max(self.game.width, self.game.height))

    # ---- state ---------------------------------------------------------------------------

    def set_game(self, game: MinesweeperGame, keep_hint: bool = False) -> None:
        self.game = game
        if not keep_hint:
            self.hint = None
        room = self.label_room()
        self.setMinimumSize(game.width * MIN_CELL + room, game.height * MIN_CELL + room)
        self.lay_out()
        self.updateGeometry()
        self.update()

    def set_hint(self, hint: Hint | None) -> None:
        self.hint = hint
        self.update()

    def apply_tokens(self, tokens: Tokens) -> None:
        self.tokens = tokens
        self._faces.clear()
        self.update()

    def update_cells(self, cells: list[int]) -> None:
        """Repaint only these cells (one rectangle around them: a flood fill is one
        connected area, so the bounding box is close to what changed)."""
        if not cells or self.game is None:
            return
        width = self.game.width
        rows = [c // width for c in cells]
        cols = [c % width for c in cells]
        top_left = self.cell_rect(min(rows), min(cols))
        bottom_right = self.cell_rect(max(rows), max(cols))
        self.update(top_left.united(bottom_right))

    # ---- geometry --------------------------------------------------------------------------

    def sizeHint(self) -> QSize:  # noqa: N802
        if self.game is None:
            return QSize(9 * COMFORTABLE_CELL, 9 * COMFORTABLE_CELL)
        room = self.label_room()
        return QSize(
            self.game.width * COMFORTABLE_CELL + room, self.game.height * COMFORTABLE_CELL + room
        )

    def cell_rect(self, row: int, col: int) -> QRect:
        size = self.cell
        return QRect(
            int(self.origin.x()) + col * size, int(self.origin.y()) + row * size, size, size
        )

    def cell_at(self, x: float, y: float) -> int | None:
        game = self.game
        if game is None:
            return None
        col = int((x - self.origin.x()) // self.cell)
        row = int((y - self.origin.y()) // self.cell)
        if 0 <= row < game.height and 0 <= col < game.width:
            return row * game.width + col
        return None

    def resizeEvent(self, event: object) -> None:  # noqa: N802
        self.lay_out()

    def lay_out(self) -> None:
        game = self.game
        if game is None:
            return
        room = self.label_room()
        self.cell = self.zoomed_cell()
        zoom = zoom_of(self)
        if zoom is not None and zoom.factor > 1:
            corner = zoom.place(self.content_size())
            self.origin = QPointF(room + math.floor(corner.x()), room + math.floor(corner.y()))
        else:
            self.origin = QPointF(
                room + max(0, (self.width() - room - self.cell * game.width) // 2),
                room + max(0, (self.height() - room - self.cell * game.height) // 2),
            )
        if self.on_layout is not None:
            self.on_layout()

    def zoomed_cell(self) -> int:
        """The cell that fits the place (within the comfortable bounds), times the
        board zoom."""
        game = self.game
        if game is None:
            return self.cell
        room = self.label_room()
        width, height = self.width() - room, self.height() - room
        cell = fit_cell(width, height, game.width, game.height, minimum=MIN_CELL)
        return round(math.floor(cell) * zoom_factor(self))

    def content_size(self) -> QSizeF:
        """The board with its labels, as drawn (larger than the place when zoomed:
        ui.board_zoom scrolls it)."""
        game, cell, room = self.game, self.zoomed_cell(), self.label_room()
        if game is None:
            return QSizeF()
        return QSizeF(room + cell * game.width, room + cell * game.height)

    # ---- mouse -------------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        buttons = event.buttons()
        both = Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton
        if buttons & both == both:
            self._both_buttons = True  # the release of either one chords
        elif event.button() == Qt.MouseButton.RightButton:
            cell = self._cell_of(event)
            if cell is not None:
                self.mark_requested.emit(cell)
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        cell = self._cell_of(event)
        button = event.button()
        if self._both_buttons:
            if event.buttons() & (Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton):
                # The first of the two buttons came up: chord now, ignore the second.
                if cell is not None:
                    self.chord_requested.emit(cell)
            else:
                self._both_buttons = False
        elif cell is not None and button == Qt.MouseButton.LeftButton:
            self.reveal_requested.emit(cell)
        elif cell is not None and button == Qt.MouseButton.MiddleButton:
            self.chord_requested.emit(cell)
        event.accept()

    def _cell_of(self, event: QMouseEvent) -> int | None:
        point = event.position()
        return self.cell_at(point.x(), point.y())

    # ---- painting ------------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        area = event.rect()
        painter.fillRect(area, self.tokens.background)
        game = self.game
        if game is None:
            return
        faces = self._face_pixmaps()
        size = self.cell
        ox, oy = int(self.origin.x()), int(self.origin.y())
        first_col = max(0, (area.left() - ox) // size)
        last_col = min(game.width - 1, (area.right() - ox) // size)
        first_row = max(0, (area.top() - oy) // size)
        last_row = min(game.height - 1, (area.bottom() - oy) // size)
        for row in range(first_row, last_row + 1):
            y = oy + row * size
            base = row * game.width
            for col in range(first_col, last_col + 1):
                painter.drawPixmap(ox + col * size, y, faces[self._face(game, base + col)])
        self._paint_hint(painter, game)
        if self.show_labels:
            board = QRectF(ox, oy, size * game.width, size * game.height)
            paint_labels(painter, self.font(), self.tokens.muted, board, game.height, game.width)

    @staticmethod
    def _face(game: MinesweeperGame, cell: int) -> int:
        mark = game.marks.get(cell, 0)
        if game.lost:
            if game.is_mine[cell]:
                if cell in game.hit:
                    return HIT_MINE
                return FLAGGED_MINE if mark == FLAG else MINE
            if mark == FLAG:
                return WRONG_FLAG
        if game.revealed[cell]:
            return game.number[cell]
        if mark == FLAG:
            return FLAGGED
        if mark == QUESTION:
            return QUESTIONED
        return COVERED

    def _paint_hint(self, painter: QPainter, game: MinesweeperGame) -> None:
        hint = self.hint
        if hint is None or hint.cell < 0:
            return
        painter.setBrush(Qt.BrushStyle.NoBrush)
        width = max(2, self.cell // 12)
        for cells, style in (
            ([hint.cell], Qt.PenStyle.DashLine),
            (hint.proof, Qt.PenStyle.DotLine),
        ):
            pen = QPen(self.tokens.accent, width, style)
            painter.setPen(pen)
            for cell in cells:
                rect = self.cell_rect(*divmod(cell, game.width))
                painter.drawRect(rect.adjusted(width, width, -width, -width))

    # ---- faces -----------------------------------------------------------------------------------

    def _face_pixmaps(self) -> dict[int, QPixmap]:
        ratio = self.devicePixelRatioF()
        key = (self.cell, self.tokens.name, ratio)
        if key != self._faces_key or not self._faces:
            self._faces = {face: self._render(face, ratio) for face in range(16)}
            self._faces_key = key
        return self._faces

    def _render(self, face: int, ratio: float) -> QPixmap:
        size = self.cell
        pixmap = QPixmap(int(size * ratio), int(size * ratio))
        pixmap.setDevicePixelRatio(ratio)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, size, size)
        tokens = self.tokens
        covered = face in (COVERED, FLAGGED, QUESTIONED)
        if covered:
            self._raised(painter, rect)
        else:
            fill = tokens.mine_hit if face == HIT_MINE else opened_tone(tokens)
            painter.fillRect(rect, fill)
            painter.setPen(QPen(tokens.grid, 1))
            painter.drawRect(rect.adjusted(0, 0, -1, -1))
        if 1 <= face <= 8:
            self._digit(painter, rect, face)
        elif face in (FLAGGED, FLAGGED_MINE, WRONG_FLAG):
            self._flag(painter, rect)
            if face == WRONG_FLAG:
                self._cross(painter, rect)
        elif face == QUESTIONED:
            self._text(painter, rect, "?", tokens.mine)
        elif face in (MINE, HIT_MINE):
            self._mine(painter, rect)
            if face == HIT_MINE:
                # The mine that ended the game: danger fill *and* a thick ring.
                painter.setPen(QPen(tokens.mine, max(2, size // 10)))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(rect.center(), size * 0.42, size * 0.42)
        painter.end()
        return pixmap

    def _raised(self, painter: QPainter, rect: QRectF) -> None:
        tokens = self.tokens
        # Covered cells stand apart from opened ones by tone as well as by the bevel
        # (in the dark theme the board and empty-cell tones are close).
        base = covered_tone(tokens)
        painter.fillRect(rect, base)
        edge = max(1.0, rect.width() / 16)
        light, shadow = tokens.covered_light_edge, tokens.covered_dark_edge
        painter.fillRect(QRectF(0, 0, rect.width(), edge), light)
        painter.fillRect(QRectF(0, 0, edge, rect.height()), light)
        painter.fillRect(QRectF(0, rect.height() - edge, rect.width(), edge), shadow)
        painter.fillRect(QRectF(rect.width() - edge, 0, edge, rect.height()), shadow)

    def _text(self, painter: QPainter, rect: QRectF, text: str, colour: QColor) -> None:
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(max(9, int(rect.height() * 0.62)))
        painter.setFont(font)
        painter.setPen(colour)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)

    def _digit(self, painter: QPainter, rect: QRectF, digit: int) -> None:
        self._text(painter, rect, str(digit), self.tokens.mine_numbers[digit - 1])

    def _flag(self, painter: QPainter, rect: QRectF) -> None:
        size = rect.width()
        pole = QPen(self.tokens.text, max(1.5, size / 14))
        painter.setPen(pole)
        x = size * 0.42
        painter.drawLine(QPointF(x, size * 0.2), QPointF(x, size * 0.78))
        painter.drawLine(QPointF(size * 0.28, size * 0.78), QPointF(size * 0.7, size * 0.78))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(self.tokens.flag))
        painter.drawPolygon(
            QPolygonF(
                [QPointF(x, size * 0.2), QPointF(size * 0.78, size * 0.34), QPointF(x, size * 0.5)]
            )
        )

    def _cross(self, painter: QPainter, rect: QRectF) -> None:
        size = rect.width()
        painter.setPen(QPen(self.tokens.mine, max(2.0, size / 10)))
        painter.drawLine(QPointF(size * 0.15, size * 0.15), QPointF(size * 0.85, size * 0.85))
        painter.drawLine(QPointF(size * 0.85, size * 0.15), QPointF(size * 0.15, size * 0.85))

    def _mine(self, painter: QPainter, rect: QRectF) -> None:
        size = rect.width()
        centre = rect.center()
        colour = self.tokens.mine
        painter.setPen(QPen(colour, max(1.5, size / 14)))
        spikes = QPainterPath()
        reach = size * 0.33
        for dx, dy in ((1, 0), (0, 1), (0.7, 0.7), (0.7, -0.7)):
            spikes.moveTo(centre.x() - dx * reach, centre.y() - dy * reach)
            spikes.lineTo(centre.x() + dx * reach, centre.y() + dy * reach)
        painter.drawPath(spikes)
        painter.setBrush(QBrush(colour))
        painter.drawEllipse(centre, size * 0.2, size * 0.2)
