"""Sudoku drawing and raw input: the board and the number pad, painted, no rules.

The controller (screen.py) hands it a `BoardPicture` and it draws that: givens in the
heavy weight, the player's digits in the regular weight and the accent tone, notes small
in a 3×3 layout, conflicts as a 2 px danger border *and* a "×" in the corner, the
selection as a shade over row, column and box *plus* an inner outline on same-digit
cells, hint cells with a dashed accent outline, the cursor as a 3 px accent ring. A
colouring hint's two colours are two marks, not two hues: colour A shaded with a solid
ring, colour B hatched with a dotted ring (the sentence names them so).
Nothing relies on colour alone. Clicks become `cell_clicked(cell)`.

The number pad (`NumberPad`) is one painted widget too: keys drawn as push buttons
(hover tint, a pressed key sinks), the keyboard cursor's key ringed in the accent.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QEvent, QRect, QRectF, QSize, QSizeF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from puzzlesuite.ui.board_fit import fit_cell
from puzzlesuite.ui.board_labels import label_room, paint_labels
from puzzlesuite.ui.board_zoom import zoom_factor, zoom_of
from puzzlesuite.ui.theme import LIGHT, Tokens

MIN_CELL = 28


@dataclass
class BoardPicture:
    values: list[int] = field(default_factory=lambda: [0] * 81)
    givens: list[bool] = field(default_factory=lambda: [False] * 81)
    notes: list[int] = field(default_factory=lambda: [0] * 81)
    conflicts: set[int] = field(default_factory=set)
    cursor: int = 40
    show_cursor: bool = True  # a cell is selected
    highlight_digit: int = 0  # same-digit outline (selection or a pad click)
    hint_cells: tuple[int, ...] = ()
    hint_units: tuple[tuple[str, int], ...] = ()
    # Simple colouring's classes: colour A (shaded, solid ring), colour B (hatched, dotted).
    hint_colours: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())
    overlay: str = ""  # "Preparing…" over a dimmed board


class SudokuBoardView(QWidget):
    cell_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sudoku-board")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.picture = BoardPicture()
        self.tokens: Tokens = LIGHT
        self.key_handler: Callable[[QKeyEvent], bool] = lambda event: False
        self._fonts: dict[str, QFont] = {}
        self.show_labels = True  # row and column labels (the View menu's setting)

    def set_labels(self, shown: bool) -> None:
        if shown != self.show_labels:
            self.show_labels = shown
            self.update()

    def label_room(self) -> int:
        return label_room(self.font(), 9) if self.show_labels else 0

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(9 * 52 + 8, 9 * 52 + 8)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(9 * MIN_CELL + 8, 9 * MIN_CELL + 8)

    def apply_tokens(self, tokens: Tokens) -> None:
        self.tokens = tokens
        self.update()

    def show_picture(self, picture: BoardPicture) -> None:
        self.picture = picture
        self.update()

    # ---- geometry ---------------------------------------------------------------------

    def cell_size(self) -> float:
        """The cell that fits the place (ui/board_fit.py: up to the cap, never below
        MIN_CELL), times the board zoom."""
        room = self.label_room() + 8
        width, height = self.width() - room, self.height() - room
        return fit_cell(width, height, 9, 9, minimum=MIN_CELL, zoom=zoom_factor(self))

    def content_size(self) -> QSizeF:
        """The board with its labels and margin, as drawn (larger than the place when
        zoomed: ui.board_zoom scrolls it)."""
        side = self.label_room() + self.cell_size() * 9 + 8
        return QSizeF(side, side)

    def origin(self) -> tuple[float, float]:
        """The board's top-left corner, centred in what the labels leave."""
        room = self.label_room()
        zoom = zoom_of(self)
        if zoom is not None and zoom.factor > 1:
            corner = zoom.place(self.content_size())
            return corner.x() + room + 4, corner.y() + room + 4
        side = self.cell_size() * 9
        return room + (self.width() - room - side) / 2, room + (self.height() - room - side) / 2

    def cell_rectf(self, cell: int) -> QRectF:
        row, col = divmod(cell, 9)
        size = self.cell_size()
        x, y = self.origin()
        return QRectF(x + col * size, y + row * size, size, size)

    def cell_rect(self, row: int, col: int) -> QRect:
        """In this widget's coordinates (what BoardGrid needs)."""
        return self.cell_rectf(9 * row + col).toAlignedRect()

    def cell_at(self, x: float, y: float) -> int | None:
        ox, oy = self.origin()
        size = self.cell_size()
        col, row = int((x - ox) // size), int((y - oy) // size)
        if 0 <= row < 9 and 0 <= col < 9 and x >= ox and y >= oy:
            return 9 * row + col
        return None

    # ---- input ------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        cell = self.cell_at(event.position().x(), event.position().y())
        if cell is not None and event.button() == Qt.MouseButton.LeftButton:
            self.cell_clicked.emit(cell)
            event.accept()
            return
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if not self.key_handler(event):
            super().keyPressEvent(event)

    # ---- drawing ----------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pic, tokens = self.picture, self.tokens
        size = self.cell_size()
        x0, y0 = self.origin()
        board = QRectF(x0, y0, size * 9, size * 9)
        painter.fillRect(board, tokens.cell_empty)
        self._paint_shades(painter, pic, tokens)
        self._paint_grid(painter, board, size, tokens)
        self._fonts = self._cell_fonts(size)
        for cell in range(81):
            self._paint_cell(painter, cell, pic, tokens)
        self._paint_marks(painter, pic, tokens)
        if self.show_labels:
            paint_labels(painter, self.font(), tokens.muted, board, 9, 9)
        if pic.overlay:
            veil = QColor(tokens.background)
            veil.setAlpha(200)
            painter.fillRect(board, veil)
            painter.setPen(tokens.text)
            font = QFont(self.font())
            font.setPointSizeF(font.pointSizeF() * 1.3)
            painter.setFont(font)
            painter.drawText(
                board, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, pic.overlay
            )
        painter.end()

    def _paint_shades(self, painter: QPainter, pic: BoardPicture, tokens: Tokens) -> None:
        # One fill each: the selection's row, column and box as a single path, and the
        # same-digit cells (few fills: translucent fills are what costs in painting).
        if pic.show_cursor:
            shade = tokens.peer_shade
            row, col = divmod(pic.cursor, 9)
            box = 3 * (row // 3) + col // 3
            path = QPainterPath()
            path.setFillRule(Qt.FillRule.WindingFill)
            for kind, index in (("row", row), ("col", col), ("box", box)):
                path.addRect(self._unit_rect(kind, index))
            painter.fillPath(path.simplified(), shade)
        # A conflict is not a same-digit highlight: its own danger tint (besides its
        # border and ×), never the highlight's yellow, even when it holds that digit.
        if pic.highlight_digit:
            same = tokens.same_digit
            for cell in range(81):
                if pic.values[cell] == pic.highlight_digit and cell not in pic.conflicts:
                    painter.fillRect(self.cell_rectf(cell), same)
        if pic.conflicts:
            clash = tokens.conflict_fill
            for cell in pic.conflicts:
                painter.fillRect(self.cell_rectf(cell), clash)

    def _paint_grid(self, painter: QPainter, board: QRectF, size: float, tokens: Tokens) -> None:
        thin = QPen(tokens.grid, 1)
        thick = QPen(tokens.grid_strong, 2)
        for i in range(10):
            painter.setPen(thick if i % 3 == 0 else thin)
            x = board.left() + i * size
            y = board.top() + i * size
            painter.drawLine(int(x), int(board.top()), int(x), int(board.bottom()))
            painter.drawLine(int(board.left()), int(y), int(board.right()), int(y))

    def _cell_fonts(self, size: float) -> dict[str, QFont]:
        given = QFont(self.font())
        given.setPixelSize(max(10, int(size * 0.6)))
        given.setWeight(QFont.Weight.Black)
        player = QFont(given)
        player.setWeight(QFont.Weight.Normal)
        notes = QFont(self.font())
        notes.setPixelSize(max(7, int(size * 0.24)))
        mark = QFont(self.font())
        mark.setPixelSize(max(8, int(size * 0.28)))
        mark.setBold(True)
        return {"given": given, "player": player, "notes": notes, "mark": mark}

    def _paint_cell(self, painter: QPainter, cell: int, pic: BoardPicture, tokens: Tokens) -> None:
        rect = self.cell_rectf(cell)
        value = pic.values[cell]
        if value:
            given = pic.givens[cell]
            painter.setFont(self._fonts["given" if given else "player"])
            painter.setPen(tokens.digit_given if given else tokens.digit_placed)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(value))
        elif pic.notes[cell]:
            painter.setFont(self._fonts["notes"])
            painter.setPen(tokens.note)
            third = rect.width() / 3
            for digit in range(1, 10):
                if pic.notes[cell] >> digit & 1:
                    r, c = divmod(digit - 1, 3)
                    sub = QRectF(rect.left() + c * third, rect.top() + r * third, third, third)
                    painter.drawText(sub, Qt.AlignmentFlag.AlignCenter, str(digit))
        if value and value == pic.highlight_digit:
            painter.setPen(QPen(tokens.text, 1))
            painter.drawRect(rect.adjusted(3, 3, -3, -3))
        if cell in pic.conflicts:
            painter.setPen(QPen(tokens.danger, 2))
            painter.drawRect(rect.adjusted(2, 2, -2, -2))
            painter.setFont(self._fonts["mark"])
            corner = QRectF(
                rect.right() - rect.width() * 0.36,
                rect.top() + 1,
                rect.width() * 0.34,
                rect.height() * 0.34,
            )
            painter.drawText(corner, Qt.AlignmentFlag.AlignCenter, "×")

    def _paint_marks(self, painter: QPainter, pic: BoardPicture, tokens: Tokens) -> None:
        self._paint_colours(painter, pic, tokens)
        coloured = {*pic.hint_colours[0], *pic.hint_colours[1]}
        dashed = QPen(tokens.accent, 2, Qt.PenStyle.DashLine)
        painter.setPen(dashed)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for cell in pic.hint_cells:
            if cell not in coloured:
                painter.drawRect(self.cell_rectf(cell).adjusted(4, 4, -4, -4))
        for kind, index in pic.hint_units:
            painter.drawRect(self._unit_rect(kind, index).adjusted(1, 1, -1, -1))
        if pic.show_cursor:
            painter.setPen(QPen(tokens.accent, 3))
            painter.drawRect(self.cell_rectf(pic.cursor).adjusted(2, 2, -2, -2))

    def _paint_colours(self, painter: QPainter, pic: BoardPicture, tokens: Tokens) -> None:
        """Colour A: a flat shade and a solid ring; colour B: hatching and a dotted ring.
        Told apart by pattern and line, so no one needs to tell two hues apart."""
        shade = QColor(tokens.accent)
        shade.setAlpha(70)
        hatch = QColor(tokens.text)
        hatch.setAlpha(110)
        marks = (
            (QBrush(shade), QPen(tokens.accent, 2)),
            (QBrush(hatch, Qt.BrushStyle.BDiagPattern), QPen(tokens.text, 2, Qt.PenStyle.DotLine)),
        )
        for cells, (brush, pen) in zip(pic.hint_colours, marks, strict=True):
            for cell in cells:
                rect = self.cell_rectf(cell).adjusted(4, 4, -4, -4)
                painter.fillRect(rect, brush)
                painter.setPen(pen)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRect(rect)

    def _unit_rect(self, kind: str, index: int) -> QRectF:
        if kind == "row":
            first, last = 9 * index, 9 * index + 8
        elif kind == "col":
            first, last = index, 72 + index
        else:
            top = 27 * (index // 3) + 3 * (index % 3)
            first, last = top, top + 20
        return self.cell_rectf(first).united(self.cell_rectf(last))


# ---- the number pad ---------------------------------------------------------------------

PAD_ROWS, PAD_COLS = 4, 3
CLEAR = 0  # the value of the wide key under the digits
MIN_KEY = 44  # the smallest comfortable target (VISUAL.md)
KEY_WIDTH, KEY_HEIGHT = 56, 48  # what the pad asks for
PAD_GAP = 6
PAD_VALUES: tuple[int, ...] = (*range(1, 10), CLEAR)  # in drawing order


def pad_value(row: int, col: int) -> int:
    """The key at (row, col): digits 1–9 in three rows, then Clear across the last row."""
    return CLEAR if row == PAD_ROWS - 1 else 3 * row + col + 1


def pad_position(value: int) -> tuple[int, int]:
    """Where a key is; Clear answers with its first column."""
    return (PAD_ROWS - 1, 0) if value == CLEAR else divmod(value - 1, 3)


class NumberPad(QWidget):
    """Digits 1–9 and Clear, painted as buttons in one widget.

    One widget instead of ten buttons: each widget shown costs a screen reader event when
    the screen opens. The keyboard and screen readers reach the keys through a BoardGrid
    (the screen sets it up); the pad itself never takes focus, so a click leaves the focus
    on the board, as the buttons it replaces did. Clicks become `key_clicked(value)`,
    0 for Clear, on release over the key pressed (like a push button)."""

    key_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sudoku-pad")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setMouseTracking(True)  # the hover look
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.tokens: Tokens = LIGHT
        self.clear_text = ""
        self.focus_key: int | None = None  # the keyboard cursor's key, while focused
        self._hovered: int | None = None
        self._pressed: int | None = None
        # Digit → how many more the solution has of it (drawn small in the key's corner).
        self.remaining: dict[int, int] = {}

    def set_remaining(self, remaining: dict[int, int]) -> None:
        if remaining != self.remaining:
            self.remaining = dict(remaining)
            self.update()

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(
            PAD_COLS * KEY_WIDTH + (PAD_COLS - 1) * PAD_GAP,
            PAD_ROWS * KEY_HEIGHT + (PAD_ROWS - 1) * PAD_GAP,
        )

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(
            PAD_COLS * MIN_KEY + (PAD_COLS - 1) * PAD_GAP,
            PAD_ROWS * MIN_KEY + (PAD_ROWS - 1) * PAD_GAP,
        )

    def apply_tokens(self, tokens: Tokens) -> None:
        self.tokens = tokens
        self.update()

    def set_clear_text(self, text: str) -> None:
        self.clear_text = text
        self.update()

    def show_focus(self, value: int | None) -> None:
        """Ring `value`'s key (the keyboard cursor), or none when the pad loses focus."""
        if value != self.focus_key:
            self.focus_key = value
            self.update()

    # ---- geometry ---------------------------------------------------------------------

    def _key_size(self) -> tuple[float, float]:
        width = (self.width() - (PAD_COLS - 1) * PAD_GAP) / PAD_COLS
        height = (self.height() - (PAD_ROWS - 1) * PAD_GAP) / PAD_ROWS
        return width, height

    def key_rectf(self, value: int) -> QRectF:
        width, height = self._key_size()
        row, col = pad_position(value)
        top = row * (height + PAD_GAP)
        if value == CLEAR:
            return QRectF(0, top, self.width(), height)
        return QRectF(col * (width + PAD_GAP), top, width, height)

    def key_rect(self, value: int) -> QRect:
        """In this widget's coordinates; value 1–9, or 0 for Clear."""
        return self.key_rectf(value).toAlignedRect()

    def cell_rect(self, row: int, col: int) -> QRect:
        """The key at the grid position (what BoardGrid needs)."""
        return self.key_rect(pad_value(row, col))

    def key_at(self, x: float, y: float) -> int | None:
        for value in PAD_VALUES:
            if self.key_rectf(value).contains(x, y):
                return value
        return None  # a gap between keys

    # ---- input ------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        self._pressed = self.key_at(event.position().x(), event.position().y())
        self.update()
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            super().mouseReleaseEvent(event)
            return
        pressed, self._pressed = self._pressed, None
        self.update()
        if pressed is not None and pressed == self.key_at(
            event.position().x(), event.position().y()
        ):
            self.key_clicked.emit(pressed)
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        hovered = self.key_at(event.position().x(), event.position().y())
        if hovered != self._hovered:
            self._hovered = hovered
            self.update()
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:  # noqa: N802
        self._hovered = None
        self.update()
        super().leaveEvent(event)

    # ---- drawing ----------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        digit_font = QFont(self.font())
        digit_font.setPixelSize(max(14, int(self._key_size()[1] * 0.5)))
        for value in PAD_VALUES:
            painter.setFont(self.font() if value == CLEAR else digit_font)
            self._paint_key(painter, value)
        painter.end()

    def _paint_key(self, painter: QPainter, value: int) -> None:
        tokens = self.tokens
        pressed = value == self._pressed and value == self._hovered
        # Pressed keys sink by a pixel and darken: the look of a push button, not colour alone.
        # The face sits inside the key's target, leaving room for the focus ring around it.
        rect = self.key_rectf(value).adjusted(4, 4, -4, -4)
        if pressed:
            rect.translate(0, 1)
        painter.setPen(QPen(tokens.grid if not pressed else tokens.text, 1))
        painter.setBrush(tokens.board if pressed else tokens.cell_empty)
        painter.drawRoundedRect(rect, 6, 6)
        if value == self._hovered and not pressed:
            tint = QColor(tokens.accent)
            tint.setAlpha(30)
            painter.setBrush(tint)
            painter.drawRoundedRect(rect, 6, 6)
        left = self.remaining.get(value)
        done = left == 0
        painter.setPen(tokens.muted if done else tokens.text)
        label = self.clear_text if value == CLEAR else str(value)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, label)
        if left is not None and value != CLEAR:
            # How many are left to place; "✓" once all nine are on the board.
            small = QFont(self.font())
            small.setPointSizeF(self.font().pointSizeF() * 0.8)
            painter.save()
            painter.setFont(small)
            painter.setPen(tokens.muted)
            corner = rect.adjusted(0, 0, -5, -2)
            align = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom
            painter.drawText(corner, align, "✓" if done else str(left))
            painter.restore()
        if value == self.focus_key:
            painter.setPen(QPen(tokens.accent, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self.key_rectf(value).adjusted(1.5, 1.5, -1.5, -1.5), 8, 8)
