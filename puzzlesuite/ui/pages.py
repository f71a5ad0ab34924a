"""Pages of text, one per game, chosen from a list: the widget behind How to play and
Statistics (and any dialog that shows one page per game).

Why not a QTabWidget: with a QTabWidget around a long read-only text page (or several
pages), Debian's Orca 43 stops speaking for good when the tab bar or the page takes
focus, in a bare PySide6 program as in the app (reproduced by tests/e2e/orca_help_repro.py;
docs/ACCESSIBILITY.md, "How to play and Orca"). The same pages after a list of games
and a QStackedWidget are read every time. So the games are a list (one Tab stop, the
arrow keys choose, Orca says "Sudoku, 4 of 5") and Tab goes on to the page, which has a
keyboard caret so it is read line by line.

The few calls the dialogs made on QTabWidget are kept with the same names (``count``,
``currentIndex``, ``setCurrentIndex``, ``tabText``, ``setTabText``), so code written for
tabs keeps working.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QListWidget,
    QStackedWidget,
    QTextBrowser,
    QWidget,
)

LIST_WIDTH = 150  # room for the longest game title in every language at 100 % text


def readable_page() -> QTextBrowser:
    """A page a screen-reader user can walk with the arrow keys (a keyboard caret);
    without it Orca reads only the page's name."""
    page = QTextBrowser()
    page.setOpenExternalLinks(False)
    page.setTextInteractionFlags(
        page.textInteractionFlags() | Qt.TextInteractionFlag.TextSelectableByKeyboard
    )
    return page


class GamePages(QWidget):
    """A list of titles beside a stack of pages; choosing a title shows its page."""

    currentChanged = Signal(int)  # noqa: N815 - QTabWidget's name: the page now shown

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.titles = QListWidget()
        self.titles.setObjectName("page-titles")
        self.titles.setMaximumWidth(LIST_WIDTH)
        self.titles.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.stack = QStackedWidget()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.titles)
        layout.addWidget(self.stack, stretch=1)
        self.titles.currentRowChanged.connect(self._row_changed)

    def addTab(self, page: QWidget, title: str) -> int:  # noqa: N802 - QTabWidget's name
        self.stack.addWidget(page)
        self.titles.addItem(title)
        if self.titles.currentRow() < 0:
            self.titles.setCurrentRow(0)
        return self.stack.count() - 1

    def count(self) -> int:
        return self.stack.count()

    def widget(self, index: int) -> QWidget | None:
        return self.stack.widget(index)

    def currentIndex(self) -> int:  # noqa: N802
        return self.stack.currentIndex()

    def setCurrentIndex(self, index: int) -> None:  # noqa: N802
        self.titles.setCurrentRow(index)

    def tabText(self, index: int) -> str:  # noqa: N802
        item = self.titles.item(index)
        return item.text() if item is not None else ""

    def setTabText(self, index: int, title: str) -> None:  # noqa: N802
        item = self.titles.item(index)
        if item is not None and item.text() != title:
            item.setText(title)

    def setAccessibleName(self, name: str) -> None:  # noqa: N802
        """The name a screen reader says for the list of titles ("How to play list")."""
        super().setAccessibleName(name)
        self.titles.setAccessibleName(name)

    def _row_changed(self, row: int) -> None:
        if 0 <= row < self.stack.count():
            self.stack.setCurrentIndex(row)
            self.currentChanged.emit(row)
