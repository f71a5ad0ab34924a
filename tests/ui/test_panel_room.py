"""Side panels on a small screen at a large text zoom (ui/steady.py): a panel taller than
its place scrolls in it (the window never grows for it), and a panel that would make the
window wider than its screen folds away."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QPushButton,
    QScrollBar,
    QVBoxLayout,
    QWidget,
)

from puzzlesuite.ui.steady import PanelFold, fix_panel_width, scroll_when_short


def tall_panel(rows: int = 20) -> tuple[QWidget, list[QPushButton]]:
    panel = QWidget()
    column = QVBoxLayout(panel)
    buttons = [QPushButton(f"Option number {i}") for i in range(rows)]
    for button in buttons:
        button.setMinimumHeight(30)
        column.addWidget(button)
    return panel, buttons


def screen_with(panel: QWidget, qtbot: Any) -> tuple[QWidget, QWidget]:
    screen = QWidget()
    board = QWidget()
    board.setMinimumSize(200, 200)
    layout = QHBoxLayout(screen)
    layout.addWidget(board, stretch=1)
    layout.addWidget(panel)
    qtbot.addWidget(screen)
    return screen, board


def bar_of(panel: QWidget) -> QScrollBar:
    bar = panel.findChild(QScrollBar, "panel-scroll")
    assert bar is not None
    return bar


def test_a_panel_taller_than_its_place_scrolls_and_the_window_keeps_its_height(
    qtbot: Any,
) -> None:
    panel, buttons = tall_panel()
    screen, _board = screen_with(panel, qtbot)
    fix_panel_width(panel)
    width = panel.width()
    scroll_when_short(panel)
    screen.resize(600, 400)
    screen.show()
    qtbot.waitExposed(screen)
    QApplication.processEvents()
    assert screen.height() == 400  # 20 rows of 30 px did not make it grow
    bar = bar_of(panel)
    assert bar.isVisible() and bar.maximum() > 0
    assert panel.width() == width + bar.width()  # the bar has a room of its own
    assert buttons[0].width() >= buttons[0].minimumSizeHint().width()
    last = buttons[-1]
    assert last.mapTo(panel, QPoint(0, 0)).y() > panel.height()  # out of sight
    last.setFocus(Qt.FocusReason.TabFocusReason)  # Tab reaches it: it comes into view
    QApplication.processEvents()
    top = last.mapTo(panel, QPoint(0, 0)).y()
    assert top >= 0 and top + last.height() <= panel.height()
    before = bar.value()
    wheel = QWheelEvent(
        QPointF(5, 5),
        QPointF(panel.mapToGlobal(QPoint(5, 5))),
        QPoint(0, 0),
        QPoint(0, 120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(panel, wheel)
    assert bar.value() < before  # the wheel scrolls it
    screen.resize(600, 1100)  # room for every row: no bar, the usual width
    QApplication.processEvents()
    assert not bar.isVisible() and panel.width() == width
    assert buttons[0].mapTo(panel, QPoint(0, 0)).y() >= 0


def test_at_its_full_height_nothing_changes(qtbot: Any) -> None:
    panel, buttons = tall_panel(3)
    screen, _board = screen_with(panel, qtbot)
    scroll_when_short(panel)
    screen.resize(500, 400)
    screen.show()
    qtbot.waitExposed(screen)
    QApplication.processEvents()
    assert not bar_of(panel).isVisible()
    assert panel.layout().geometry() == panel.rect()


def test_a_panel_that_would_make_the_window_wider_than_its_screen_folds(qtbot: Any) -> None:
    panel = QWidget()
    QVBoxLayout(panel).addWidget(QPushButton("A very wide option " * 6))
    screen, board = screen_with(panel, qtbot)
    toggle = QPushButton("Level and options")
    screen.layout().addWidget(toggle)
    room = screen.screen().availableGeometry().width()
    assert panel.sizeHint().width() + 200 > room  # beside the board, wider than the screen
    fold = PanelFold(board, panel, toggle, lambda width, height: min(width, height) / 9)
    screen.resize(min(room, 700), 400)
    screen.show()
    qtbot.waitExposed(screen)
    qtbot.waitUntil(lambda: fold.folded)
    assert not panel.isVisible() and toggle.isVisible()
    qtbot.waitUntil(lambda: screen.width() <= room)  # back onto its screen
    toggle.click()  # the player's own choice: shown
    assert panel.isVisible()
