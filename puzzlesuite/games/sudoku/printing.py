"""Printing Sudoku puzzles: the puzzle on the board, or one new puzzle per level, to a
printer or a PDF through Qt's print dialog.

A large clear grid with the givens only (no digits of the player, no notes), the level
and the code under it; A4 or Letter; one or four puzzles per page. `render` draws on any
QPrinter (the tests print to PDF); `PrintDialog` asks what to print and hands over to
QPrintDialog, which chooses the printer (CUPS on Linux, through Qt's printsupport
plugin) or a PDF file.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import QLocale, QMarginsF, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPageLayout, QPageSize, QPainter, QPen
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from puzzlesuite.services.i18n import _
from puzzlesuite.ui import threads

from . import own_texts
from .generator import Puzzle, generate
from .host import SudokuHost
from .own_puzzle import format_own_code
from .puzzle_code import SEED_MAX, format_code
from .solver import Grid
from .techniques import LEVELS, Level

PAPERS = {"a4": QPageSize.PageSizeId.A4, "letter": QPageSize.PageSizeId.Letter}


@dataclass(frozen=True)
class PrintItem:
    """One puzzle to print: its givens and the line under the grid."""

    givens: Grid
    caption: str


def item_of_puzzle(puzzle: Puzzle) -> PrintItem:
    code = format_code(puzzle.level, puzzle.seed)
    return PrintItem(puzzle.givens, own_texts.print_caption_text(puzzle.level, code))


def item_of_own(givens: Grid, solution: Grid, grade: Level | None) -> PrintItem:
    code = format_own_code(givens, solution)
    return PrintItem(givens, own_texts.print_caption_text(grade, code))


def new_printer(paper: str = "a4") -> QPrinter:
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setPageSize(QPageSize(PAPERS[paper]))
    printer.setPageOrientation(QPageLayout.Orientation.Portrait)
    printer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter)
    return printer


def render(printer: QPrinter, items: list[PrintItem], per_page: int) -> None:
    """Draw `items`, `per_page` (1 or 4) to a page, on `printer`."""
    painter = QPainter()
    if not painter.begin(printer):
        raise OSError("the printer could not start")
    try:
        page = QRectF(printer.pageLayout().paintRectPixels(printer.resolution()))
        page.moveTo(0, 0)
        columns = 1 if per_page == 1 else 2
        for index, item in enumerate(items):
            slot = index % per_page
            if index and slot == 0:
                printer.newPage()
            width, height = page.width() / columns, page.height() / columns
            area = QRectF(
                page.left() + (slot % columns) * width,
                page.top() + (slot // columns) * height,
                width,
                height,
            )
            _draw_puzzle(painter, area, item, printer.resolution())
    finally:
        painter.end()


def _draw_puzzle(painter: QPainter, area: QRectF, item: PrintItem, dpi: int) -> None:
    caption_height = area.height() * 0.08
    side = min(area.width(), area.height() - caption_height) * 0.9
    left = area.left() + (area.width() - side) / 2
    top = area.top() + (area.height() - caption_height - side) / 2
    cell = side / 9
    thin = QPen(Qt.GlobalColor.black, max(1.0, dpi / 150))
    thick = QPen(Qt.GlobalColor.black, max(3.0, dpi / 40))
    for line in range(10):
        painter.setPen(thick if line % 3 == 0 else thin)
        offset = line * cell
        painter.drawLine(int(left), int(top + offset), int(left + side), int(top + offset))
        painter.drawLine(int(left + offset), int(top), int(left + offset), int(top + side))
    font = QFont()
    font.setPixelSize(max(8, int(cell * 0.62)))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(Qt.GlobalColor.black)
    for index, digit in enumerate(item.givens):
        if digit:
            row, col = divmod(index, 9)
            box = QRectF(left + col * cell, top + row * cell, cell, cell)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(digit))
    caption_font = QFont()
    size = caption_height * 0.4
    caption_font.setPixelSize(int(size))
    # An own puzzle's code is long: the caption shrinks to the grid's width, never cut.
    width = QFontMetricsF(caption_font).horizontalAdvance(item.caption)
    if width > side:
        caption_font.setPixelSize(max(6, int(size * side / width)))
    painter.setFont(caption_font)
    caption = QRectF(left, top + side, side, caption_height)
    painter.drawText(caption, Qt.AlignmentFlag.AlignCenter, item.caption)


def one_per_level(seeds: dict[Level, int]) -> list[Puzzle]:
    """One new puzzle per level (the background job of printing). Fresh ones, not the
    prepared next puzzles: a printed puzzle should not come back as the next one on
    screen."""
    return [generate(level, seeds[level]) for level in LEVELS]


class PrintDialog(QDialog):
    """What to print, how many per page, which paper; then Qt's print dialog."""

    def __init__(self, screen: SudokuHost, parent: QWidget) -> None:
        super().__init__(parent)
        self.sudoku = screen
        self.setObjectName("sudoku-print-dialog")
        self.setWindowTitle(_("Print puzzles"))
        self.this_puzzle = QRadioButton(_("The puzzle on the board"))
        self.per_level = QRadioButton(_("One new puzzle per level"))
        what = QButtonGroup(self)
        for button in (self.this_puzzle, self.per_level):
            what.addButton(button)
        has_puzzle = screen.game is not None and not screen.entering
        self.this_puzzle.setEnabled(has_puzzle)
        (self.this_puzzle if has_puzzle else self.per_level).setChecked(True)
        self.one = QRadioButton(_("1 puzzle per page"))
        self.four = QRadioButton(_("4 puzzles per page"))
        per_page = QButtonGroup(self)
        for button in (self.one, self.four):
            per_page.addButton(button)
        self.one.setChecked(True)
        self.paper = QComboBox()
        self.paper.setObjectName("sudoku-print-paper")
        self.paper.addItem("A4", "a4")
        self.paper.addItem(_("Letter"), "letter")
        if QLocale().measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem:
            self.paper.setCurrentIndex(1)  # Letter where it is the usual paper
        form = QFormLayout()
        form.addRow(_("Print:"), self._column(self.this_puzzle, self.per_level))
        form.addRow(_("Per page:"), self._column(self.one, self.four))
        form.addRow(_("Paper:"), self.paper)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(_("Print…"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)

    @staticmethod
    def _column(*widgets: QWidget) -> QWidget:
        holder = QWidget()
        column = QVBoxLayout(holder)
        column.setContentsMargins(0, 0, 0, 0)
        for widget in widgets:
            column.addWidget(widget)
        return holder

    def options(self) -> tuple[str, int]:
        return str(self.paper.currentData()), 1 if self.one.isChecked() else 4

    def accept(self) -> None:
        if self.this_puzzle.isChecked():
            super().accept()
            self.print_items([self.current_item()])
            return
        seeds = {level: random.randint(0, SEED_MAX) for level in LEVELS}
        # The screen (this dialog's parent) owns the job: a deleted screen prints nothing.
        threads.run_job(partial(one_per_level, seeds), self._generated, owner=self.parent())
        self.sudoku.announce(_("Preparing one puzzle per level to print…"))
        super().accept()

    def current_item(self) -> PrintItem:
        game = self.sudoku.game
        assert game is not None
        if game.own:
            return item_of_own(game.givens, game.solution, None if game.beyond else game.level)
        return PrintItem(
            game.givens,
            own_texts.print_caption_text(game.level, format_code(game.level, game.seed)),
        )

    def _generated(self, puzzles: list[Puzzle]) -> None:
        self.print_items([item_of_puzzle(puzzle) for puzzle in puzzles])

    def print_items(self, items: list[PrintItem]) -> None:
        paper, per_page = self.options()
        printer = new_printer(paper)
        dialog = QPrintDialog(printer, self.parentWidget())
        dialog.setWindowTitle(_("Print puzzles"))
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        try:
            render(printer, items, per_page)
        except OSError:
            self.sudoku.announce(_("The printer could not start; nothing was printed."))
            return
        self.sudoku.announce(_("Sent to the printer."))
