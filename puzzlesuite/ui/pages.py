"""The page layout every window of the app shares (Settings, Statistics, How to play,
Keyboard shortcuts, Licences, About): a sidebar of page titles at the left, the page's
title at the top of the page in the type scale's title step, and text kept to a readable
line length. docs/VISUAL_SYSTEM.md, "Windows and pages".

Why a sidebar and not a QTabWidget: with a QTabWidget around a long read-only text page
(or several pages), Debian's Orca 43 stops speaking for good when the tab bar or the page
takes focus, in a bare PySide6 program as in the app (reproduced by
tests/e2e/orca_help_repro.py; docs/ACCESSIBILITY.md, "How to play and Orca"). The same
pages after a list and a QStackedWidget are read every time. So the titles are a list
(one Tab stop, the arrow keys choose, Orca says "Sudoku, 4 of 5") and Tab goes on to the
page, which has a keyboard caret so it is read line by line.

The few calls the dialogs made on QTabWidget are kept with the same names (``count``,
``currentIndex``, ``setCurrentIndex``, ``tabText``, ``setTabText``), so code written for
tabs keeps working.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QStackedWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from puzzlesuite.ui import theme
from puzzlesuite.ui.tokens import SPACING, TYPE

LIST_WIDTH = 150  # the sidebar at least (room for every game title at 100 % text)
SIDEBAR_PADDING = 44  # around the longest title: the item's padding, the frame, a scroll bar
# A line of running text holds about this many average characters at most (typography's
# 60–75): on a wide page the text keeps its measure and the page's margins grow.
READABLE_CHARACTERS = 72
PAGE_MARGIN = SPACING.m  # the least room beside the text of a page


class ReadablePage(QTextBrowser):
    """A page of text a screen-reader user can walk with the arrow keys (a keyboard
    caret; without it Orca reads only the page's name), its lines kept readable: where
    the page is wider than `READABLE_CHARACTERS`, the text stays that wide, in the
    middle, and the scroll bar stays at the page's edge."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setProperty("kind", "page")  # the style sheet: on the window's ground, no frame
        self.setOpenExternalLinks(False)
        self.setTextInteractionFlags(
            self.textInteractionFlags() | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )

    def readable_width(self) -> int:
        return READABLE_CHARACTERS * self.fontMetrics().averageCharWidth()

    def _keep_measure(self) -> None:
        # The room with the scroll bar counted in whether it shows or not: the page is
        # not told when it appears, and the measure must not depend on it.
        room = self.width() - 2 * self.frameWidth() - self.verticalScrollBar().sizeHint().width()
        side = max(PAGE_MARGIN, (room - self.readable_width()) // 2)
        root = self.document().rootFrame()
        frame = root.frameFormat()
        if frame.leftMargin() != side or frame.rightMargin() != side:
            frame.setLeftMargin(side)
            frame.setRightMargin(side)
            frame.setTopMargin(PAGE_MARGIN)
            frame.setBottomMargin(PAGE_MARGIN)
            root.setFrameFormat(frame)

    def setHtml(self, text: str) -> None:  # noqa: N802 - a new document: its margins again
        super().setHtml(text)
        self._keep_measure()

    def setPlainText(self, text: str) -> None:  # noqa: N802
        super().setPlainText(text)
        self._keep_measure()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._keep_measure()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # the text zoom: the measure grows too
            self._keep_measure()


def readable_page() -> ReadablePage:
    return ReadablePage()


def page_heading() -> QLabel:
    """A page's title: the type scale's title step, a label a screen reader can read."""
    heading = QLabel()
    heading.setObjectName("page-heading")
    heading.setWordWrap(True)
    heading.setFont(theme.font_for(heading.font(), TYPE.title))
    return heading


class GamePages(QWidget):
    """The sidebar of titles beside the page on show, its title above it; choosing a title
    shows its page. `footer` (the window's Close button) goes under the page."""

    currentChanged = Signal(int)  # noqa: N815 - QTabWidget's name: the page now shown

    def __init__(self, parent: QWidget | None = None, sidebar: bool = True) -> None:
        super().__init__(parent)
        self.titles = QListWidget()
        self.titles.setObjectName("page-titles")
        self.titles.setProperty("kind", "sidebar")
        self.titles.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.titles.setVisible(sidebar)
        self.heading = page_heading()
        self.stack = QStackedWidget()
        self.column = QVBoxLayout()
        self.column.setContentsMargins(SPACING.xl, SPACING.l, SPACING.xl, SPACING.m)
        self.column.setSpacing(SPACING.m)
        self.column.addWidget(self.heading)
        self.column.addWidget(self.stack, stretch=1)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.titles)
        layout.addLayout(self.column, stretch=1)
        self.titles.currentRowChanged.connect(self._row_changed)
        self._footer: QWidget | None = None
        self.fit_sidebar()

    def set_footer(self, footer: QWidget) -> None:
        self.column.addWidget(footer)
        self._footer = footer
        self._keep_tab_order()

    def _keep_tab_order(self) -> None:
        """Tab goes from the titles to the page on show, then to the footer: pages made
        after the footer would otherwise come after it (a screen reader's user pressing
        Tab to read the page met Close)."""
        previous: QWidget = self.titles
        for index in range(self.stack.count()):
            page = self.stack.widget(index)
            if page is not None:
                QWidget.setTabOrder(previous, page)
                previous = page
        if self._footer is not None:
            QWidget.setTabOrder(previous, self._footer)

    def fit_sidebar(self) -> None:
        metrics = self.titles.fontMetrics()
        texts = [self.titles.item(row).text() for row in range(self.titles.count())]
        widest = max((metrics.horizontalAdvance(text) for text in texts), default=0)
        self.titles.setFixedWidth(max(LIST_WIDTH, widest + SIDEBAR_PADDING))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # the text zoom
            self.heading.setFont(theme.font_for(self.font(), TYPE.title))
            self.fit_sidebar()

    def addTab(self, page: QWidget, title: str) -> int:  # noqa: N802 - QTabWidget's name
        self.stack.addWidget(page)
        self.titles.addItem(title)
        self._keep_tab_order()
        self.fit_sidebar()
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
            self.fit_sidebar()
        if index == self.currentIndex():
            self.heading.setText(title)

    def setAccessibleName(self, name: str) -> None:  # noqa: N802
        """The name a screen reader says for the list of titles ("How to play list")."""
        super().setAccessibleName(name)
        self.titles.setAccessibleName(name)

    def _row_changed(self, row: int) -> None:
        """Show the row's page; a window with one page for every row (Licences: one text,
        the chosen part's) keeps it and retitles it."""
        if row < 0:
            return
        if row < self.stack.count():
            self.stack.setCurrentIndex(row)
        self.heading.setText(self.tabText(row))
        self.currentChanged.emit(row)
