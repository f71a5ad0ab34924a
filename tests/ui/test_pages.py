"""The pages widget of How to play and Statistics: a list of games, then the page."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QLabel

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
