"""Row and column labels beside a board (Sudoku, Minesweeper), in the scheme the hints
use (`puzzlesuite.services.cells`): a hint that names r1c4 points at labels 1 and 4.

Drawn by the board's own view in the room `label_room` gives (left of the rows, above
the columns), in the muted tone at 0.8 × the body size (VISUAL.md). The View menu's
"Row and column labels" setting (`Settings.board_labels`) hides them.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter

from puzzlesuite.services import cells

LABEL_SCALE = 0.8


def label_font(base: QFont) -> QFont:
    font = QFont(base)
    font.setPointSizeF(base.pointSizeF() * LABEL_SCALE)
    font.setFeature(QFont.Tag("tnum"), 1)  # tabular figures: 1 and 10 line up
    return font


def label_room(base: QFont, longest: int) -> int:
    """Pixels kept left of and above the board for labels up to `longest` (1-based)."""
    metrics = QFontMetrics(label_font(base))
    widest = max(metrics.horizontalAdvance(cells.row_label(longest - 1)), metrics.height())
    return widest + 6


def paint_labels(
    painter: QPainter,
    base: QFont,
    colour: QColor,
    board: QRectF,
    rows: int,
    cols: int,
    row_label: Callable[[int], str] = cells.row_label,
    column_label: Callable[[int], str] = cells.column_label,
) -> None:
    """Row labels right-aligned against the board's left edge, column labels centred
    above each column."""
    font = label_font(base)
    room = QFontMetrics(font).height() + 2
    cell_w, cell_h = board.width() / cols, board.height() / rows
    painter.save()
    painter.setFont(font)
    painter.setPen(colour)
    left = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
    for row in range(rows):
        rect = QRectF(board.left() - 200 - 4, board.top() + row * cell_h, 200, cell_h)
        painter.drawText(rect, left, row_label(row))
    above = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom
    for col in range(cols):
        rect = QRectF(board.left() + col * cell_w, board.top() - room - 2, cell_w, room)
        painter.drawText(rect, above, column_label(col))
    painter.restore()
