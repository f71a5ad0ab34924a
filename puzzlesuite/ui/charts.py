"""Statistics drawn with QPainter on the theme tokens: a bar chart and a summary card.

Never colour alone: every bar carries its value written on it and its label under it,
an empty bar is a visible baseline mark, and both widgets are keyboard stops whose
accessible name and description say what they show (the one-sentence summary; the card
its figures). `chart_table` gives the same bars as a table a screen reader can walk.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRect, QRectF, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from puzzlesuite.services.i18n import _
from puzzlesuite.services.stats_page import Chart, Figure
from puzzlesuite.ui.theme import Tokens

TokenSource = Callable[[], Tokens]

PADDING = 8
FOCUS_RING = 3  # VISUAL.md: 3 px accent ring
LABEL_LINES = 2  # room under the bars for at least two lines of a bucket label
LABEL_FLAGS = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
ROW_HEIGHT = 52  # one row of figures on a summary card


def _focus_ring(painter: QPainter, widget: QWidget, tokens: Tokens) -> None:
    if widget.hasFocus():
        painter.setPen(QPen(tokens.accent, FOCUS_RING))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inset = FOCUS_RING / 2 + 1
        painter.drawRoundedRect(QRectF(widget.rect()).adjusted(inset, inset, -inset, -inset), 6, 6)


def _scaled(font: QFont, factor: float, bold: bool = False) -> QFont:
    scaled = QFont(font)
    scaled.setPointSizeF(max(6.0, font.pointSizeF() * factor))
    scaled.setBold(bold)
    return scaled


class BarChart(QWidget):
    """Vertical bars, one per bucket: the title above, each value on top of its bar and
    each label below it. Bars share one scale that starts at zero."""

    def __init__(self, chart: Chart, tokens: TokenSource, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.chart = chart
        self._tokens = tokens
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(240, 180)
        self.setAccessibleName(chart.title)
        self.setAccessibleDescription(chart.summary)
        self.setToolTip(chart.summary)

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(max(300, 80 * len(self.chart.bars)), 200)

    def label_height(self, font: QFont, slot: float) -> float:
        """Room for the longest bucket label wrapped in its slot, never under two lines:
        a fixed two lines cut "10 minutes to 20 minutes" to "10 minutes to 20" at the
        dialog's first size (the docs screenshot showed it)."""
        metrics = QFontMetrics(font)
        width = max(1, int(slot - 4))
        wrapped = [
            metrics.boundingRect(QRect(0, 0, width, 10_000), int(LABEL_FLAGS), bar.label).height()
            for bar in self.chart.bars
        ]
        return float(max([metrics.height() * LABEL_LINES, *wrapped]))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        tokens = self._tokens()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), tokens.board)
        body = self.font()
        title_font = _scaled(body, 1.0, bold=True)
        small = _scaled(body, 0.85)
        title_height = QFontMetrics(title_font).height()
        value_height = QFontMetrics(body).height()
        area = QRectF(self.rect()).adjusted(PADDING, PADDING, -PADDING, -PADDING)
        bars = self.chart.bars
        slot = area.width() / max(1, len(bars))
        label_height = self.label_height(small, slot)
        painter.setPen(tokens.text)
        painter.setFont(title_font)
        painter.drawText(
            QRectF(area.left(), area.top(), area.width(), title_height),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            self.chart.title,
        )
        plot_top = area.top() + title_height + value_height + 4
        baseline = area.bottom() - label_height - 4
        highest = max((bar.value for bar in bars), default=0) or 1
        painter.setPen(QPen(tokens.grid, 1))
        painter.drawLine(int(area.left()), int(baseline), int(area.right()), int(baseline))
        for index, bar in enumerate(bars):
            left = area.left() + index * slot
            width = slot * 0.6
            x = left + (slot - width) / 2
            height = (baseline - plot_top) * bar.value / highest
            rect = QRectF(x, baseline - height, width, height)
            if bar.value:
                painter.setPen(QPen(tokens.text, 1))
                painter.setBrush(tokens.accent)
                painter.drawRect(rect)
            else:  # an empty bucket still shows where its bar would stand
                painter.setPen(QPen(tokens.muted, 2))
                painter.drawLine(int(x), int(baseline), int(x + width), int(baseline))
            painter.setPen(tokens.text)
            painter.setFont(body)
            painter.drawText(
                QRectF(left, rect.top() - value_height - 2, slot, value_height),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
                bar.shown,
            )
            painter.setFont(small)
            painter.drawText(
                QRectF(left + 2, baseline + 4, slot - 4, label_height),
                LABEL_FLAGS,
                bar.label,
            )
        _focus_ring(painter, self, tokens)
        painter.end()


def chart_table(chart: Chart, parent: QWidget | None = None) -> QTableWidget:
    """The chart's bars as a read-only table (bucket, count) a screen reader walks cell by
    cell; named like the chart, described by the same summary."""
    table = QTableWidget(len(chart.bars), 2, parent)
    table.setHorizontalHeaderLabels([chart.title, _("Count")])
    for row, bar in enumerate(chart.bars):
        for column, text in enumerate((bar.label, bar.shown)):
            item = QTableWidgetItem(text)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
            if column:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(row, column, item)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    # Arrows walk the cells; Tab leaves the table (else a keyboard trap: found over AT-SPI).
    table.setTabKeyNavigation(False)
    table.verticalHeader().setVisible(False)
    header = table.horizontalHeader()
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
    table.setAccessibleName(_("{chart} as a table").format(chart=chart.title))
    table.setAccessibleDescription(chart.summary)
    table.setMinimumSize(240, 180)
    return table


class SummaryCard(QWidget):
    """The figures of one section as tiles: the value large, its label under it."""

    COLUMNS = 3

    def __init__(
        self,
        heading: str,
        figures: tuple[Figure, ...],
        tokens: TokenSource,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.figures = figures
        self._tokens = tokens
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(heading)
        self.setAccessibleDescription(summary_text(figures))
        # Long values ("2 horas y 5 minutos") get wider tiles rather than being cut.
        long_value = any(len(figure.value) > 12 for figure in figures)
        self.columns = min(2 if long_value else self.COLUMNS, max(1, len(figures)))
        rows = -(-len(figures) // self.columns)
        self.setMinimumSize(300, 16 + rows * ROW_HEIGHT)

    def sizeHint(self) -> QSize:  # noqa: N802
        return self.minimumSize().expandedTo(QSize(560, 0))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        tokens = self._tokens()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), tokens.board)
        big = _scaled(self.font(), 1.4, bold=True)
        small = _scaled(self.font(), 0.9)
        area = QRectF(self.rect()).adjusted(PADDING, PADDING, -PADDING, -PADDING)
        columns = self.columns
        width = area.width() / columns
        value_height = QFontMetrics(big).height()
        label_height = QFontMetrics(small).height()
        for index, figure in enumerate(self.figures):
            row, column = divmod(index, columns)
            left = area.left() + column * width
            top = area.top() + row * ROW_HEIGHT
            painter.setPen(tokens.text)
            painter.setFont(big)
            flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
            painter.drawText(QRectF(left + 4, top, width - 8, value_height), flags, figure.value)
            painter.setPen(tokens.muted)
            painter.setFont(small)
            painter.drawText(
                QRectF(left + 4, top + value_height, width - 8, label_height), flags, figure.label
            )
        _focus_ring(painter, self, tokens)
        painter.end()


def summary_text(figures: tuple[Figure, ...]) -> str:
    """The card read aloud: "Best score: 1,234. Games played: 12." …"""
    return " ".join(
        _("{label}: {value}.").format(label=figure.label, value=figure.value) for figure in figures
    )
