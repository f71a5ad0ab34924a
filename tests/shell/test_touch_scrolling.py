"""Issue 33: home, How to play and Statistics scroll with a finger (kinetic scrolling,
ui.touch.kinetic_scroll), through Qt's own touch events; the mouse is unchanged."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractScrollArea, QScrollArea, QScrollBar, QWidget

from tests.ui.touch_kit import slide, tap


@pytest.fixture
def window(qtbot: Any, main_window: Any, ctx: Any) -> Iterator[Any]:
    ctx.apply_zoom()
    yield main_window
    ctx.settings.update(zoom=100, reduce_motion=False)


def flick_up(widget: QWidget, x: int, low: int, high: int) -> None:
    """A quick finger stroke upwards (the page moves up: it scrolls down), lifted at
    speed: about 30 px a frame at 60 Hz."""
    steps = max(4, (low - high) // 30)
    slide(widget, QPoint(x, low), QPoint(x, high), steps=steps, frame_ms=16)


def glides(qtbot: Any, bar: QScrollBar) -> bool:
    """The page goes on moving after the finger lifted."""
    lifted = bar.value()
    qtbot.wait(300)
    return bar.value() != lifted


def help_page(qtbot: Any, window: Any) -> QAbstractScrollArea:
    dialog = window.show_help()
    qtbot.waitExposed(dialog)
    page = dialog.pages[dialog.tabs.currentIndex()]
    qtbot.waitUntil(lambda: page.verticalScrollBar().maximum() > 200)
    return page


def test_how_to_play_scrolls_and_glides_under_a_finger(qtbot: Any, window: Any) -> None:
    page = help_page(qtbot, window)
    viewport, bar = page.viewport(), page.verticalScrollBar()
    assert bar.value() == 0
    x = viewport.width() // 2
    flick_up(viewport, x, viewport.height() - 20, 40)
    assert bar.value() > 0
    assert glides(qtbot, bar)  # a flick carries on, slowing down
    assert page.textCursor().selectedText() == ""  # a finger scrolls; it selects nothing


def test_under_reduce_motion_a_page_stops_where_the_finger_lifts(
    qtbot: Any, window: Any, ctx: Any
) -> None:
    ctx.settings.update(reduce_motion=True)
    page = help_page(qtbot, window)
    viewport, bar = page.viewport(), page.verticalScrollBar()
    flick_up(viewport, viewport.width() // 2, viewport.height() - 20, 40)
    assert bar.value() > 0
    assert not glides(qtbot, bar)


def test_the_mouse_still_selects_text_on_a_page_and_does_not_scroll(
    qtbot: Any, window: Any
) -> None:
    page = help_page(qtbot, window)
    viewport, bar = page.viewport(), page.verticalScrollBar()
    start, end = QPoint(20, 60), QPoint(viewport.width() - 20, 20)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    QTest.mouseMove(viewport, end)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
    assert page.textCursor().selectedText() != ""
    assert bar.value() == 0


def test_statistics_scroll_under_a_finger(qtbot: Any, window: Any) -> None:
    dialog = window.show_statistics()
    qtbot.waitExposed(dialog)
    dialog.tabs.setCurrentIndex(dialog.tabs.count() - 1)  # Minesweeper: a long page
    qtbot.wait(20)
    area = next(a for a in dialog.findChildren(QScrollArea) if a.isVisible())
    bar = area.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 50)
    viewport = area.viewport()
    flick_up(viewport, viewport.width() // 2, viewport.height() - 10, 10)
    assert bar.value() > 0


def home_that_scrolls(qtbot: Any, window: Any, ctx: Any) -> Any:
    window.resize(800, 600)
    ctx.settings.update(zoom=200)  # two columns of large cards: they go past the window
    area = window.home.card_area
    qtbot.waitUntil(lambda: area.scroll_bar.maximum() > 100)
    return area


def test_home_scrolls_under_a_finger_and_opens_no_game(qtbot: Any, window: Any, ctx: Any) -> None:
    area = home_that_scrolls(qtbot, window, ctx)
    card = window.home.cards[0]
    start = card.mapTo(area, card.rect().center())
    # The stroke begins on a card, slowly (no glide after it).
    slide(area, start, start - QPoint(0, 120), steps=12, frame_ms=16)
    assert area.scroll_bar.value() > 0
    qtbot.wait(50)
    assert window.stack.currentWidget() is window.home  # the card under it: no click
    assert not card.isDown()


def test_a_tap_on_a_home_card_still_opens_its_game(qtbot: Any, window: Any, ctx: Any) -> None:
    area = home_that_scrolls(qtbot, window, ctx)
    card = window.home.cards[1]
    tap(area, card.mapTo(area, card.rect().center()))
    qtbot.waitUntil(lambda: window.current_screen() is not None, timeout=3000)
    assert window.current_screen().game_id == card.entry.id
