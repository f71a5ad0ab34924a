"""The pages widget of How to play and Statistics: a list of games, then the page."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QLabel, QPushButton

from puzzlesuite.ui.pages import GamePages, readable_page


def test_the_list_chooses_the_page_and_tab_goes_on_to_it(qtbot: Any) -> None:
    pages = GamePages()
    qtbot.addWidget(pages)
    shown = []
    for title in ("Sudoku", "Reversi", "Jogakbo"):
        page = readable_page()
        page.setPlainText(f"How to play {title}.\nSecond line.")
        pages.addTab(page, title)
        shown.append(page)
    pages.setAccessibleName("How to play")
    after = QLabel("after")  # nothing focusable after: Tab stays in the widget
    pages.layout().addWidget(after)
    pages.show()
    qtbot.waitExposed(pages)
    pages.activateWindow()
    pages.titles.setFocus()
    qtbot.waitUntil(pages.titles.hasFocus)
    assert pages.count() == 3 and pages.currentIndex() == 0
    qtbot.keyClick(pages.titles, Qt.Key.Key_Down)
    assert pages.currentIndex() == 1 and pages.stack.currentWidget() is shown[1]
    assert pages.tabText(1) == "Reversi"
    pages.setCurrentIndex(2)
    assert pages.stack.currentWidget() is shown[2]
    list_interface = QAccessible.queryAccessibleInterface(pages.titles)
    assert list_interface.role() == QAccessible.Role.List
    assert list_interface.text(QAccessible.Text.Name) == "How to play"
    qtbot.keyClick(pages.titles, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is shown[2]
    # The page has a keyboard caret: Down moves it, so a reader reads the next line.
    cursor_before = shown[2].textCursor().position()
    qtbot.keyClick(shown[2], Qt.Key.Key_Down)
    assert shown[2].textCursor().position() > cursor_before


def test_a_page_keeps_a_readable_measure_and_its_title(qtbot: Any) -> None:
    """Issue 30, item 8: on a wide window the text keeps about 72 characters a line, in
    the middle; on a narrow one it takes the width less a small margin. The page's title
    above it follows the page chosen."""
    from puzzlesuite.ui.pages import PAGE_MARGIN, READABLE_CHARACTERS

    pages = GamePages()
    qtbot.addWidget(pages)
    page = readable_page()
    page.setPlainText("word " * 400)
    pages.addTab(page, "Sudoku")
    other = readable_page()
    pages.addTab(other, "Reversi")
    assert pages.heading.text() == "Sudoku"
    pages.setCurrentIndex(1)
    assert pages.heading.text() == "Reversi"
    pages.setCurrentIndex(0)
    measure = READABLE_CHARACTERS * page.fontMetrics().averageCharWidth()
    pages.resize(pages.titles.width() + measure * 2, 500)
    pages.show()
    qtbot.waitExposed(pages)
    frame = page.document().rootFrame().frameFormat()
    text_width = page.viewport().width() - frame.leftMargin() - frame.rightMargin()
    assert abs(text_width - measure) <= 2
    assert abs(frame.leftMargin() - frame.rightMargin()) < 1  # in the middle
    page.setPlainText("again " * 400)  # a new document keeps the measure
    again = page.document().rootFrame().frameFormat()
    assert again.leftMargin() == frame.leftMargin()
    pages.resize(pages.titles.width() + measure // 2, 500)
    QApplication.processEvents()
    narrow = page.document().rootFrame().frameFormat()
    assert narrow.leftMargin() == PAGE_MARGIN == narrow.rightMargin()


def test_the_sidebar_holds_its_longest_title(qtbot: Any) -> None:
    pages = GamePages()
    qtbot.addWidget(pages)
    pages.addTab(readable_page(), "A")
    narrow = pages.titles.width()
    pages.addTab(readable_page(), "A much longer title than any game has " * 2)
    longest = pages.titles.fontMetrics().horizontalAdvance(pages.tabText(1))
    assert pages.titles.width() > narrow and pages.titles.width() >= longest


def test_tab_goes_from_the_titles_to_the_page_then_to_close(qtbot: Any, main_window: Any) -> None:
    """A screen reader's user reads the page with Tab from the list of titles (the Orca
    check): the pages, made after the Close button, must not come after it."""
    main_window.open_game("minesweeper")
    dialog = main_window.show_help()
    qtbot.waitExposed(dialog)

    def next_stop(widget: Any) -> Any:
        widget = widget.nextInFocusChain()
        while not (
            widget.isVisible()
            and widget.isEnabled()
            and widget.focusPolicy() & Qt.FocusPolicy.TabFocus
        ):
            widget = widget.nextInFocusChain()
        return widget

    page = next_stop(dialog.tabs.titles)
    assert page is dialog.tabs.stack.currentWidget()
    assert page.accessibleName() == "Minesweeper"
    close = next_stop(page)
    assert isinstance(close, QPushButton) and close.text() == "Close"
    dialog.close()
