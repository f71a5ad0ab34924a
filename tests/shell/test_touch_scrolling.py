"""Issue 33: home, How to play and Statistics scroll with a finger (kinetic scrolling,
ui.touch.kinetic_scroll), through Qt's own touch events; the mouse is unchanged."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractScrollArea, QScrollArea, QScrollBar, QWidget

from puzzlesuite.core.registry import discover
from puzzlesuite.shell.dialogs import HelpDialog
from puzzlesuite.shell.home import HomeScreen
from puzzlesuite.shell.statistics import StatisticsDialog
from tests.ui import touch_kit
from tests.ui.touch_kit import move, release, slide, tap


@pytest.fixture(autouse=True)
def _fingers_lifted() -> Iterator[None]:
    yield
    touch_kit.lift_every_finger()


def flick_up(qtbot: Any, widget: QWidget, bar: QScrollBar, x: int, low: int, high: int) -> None:
    """A finger stroke upwards (the page moves up: it scrolls down), lifted at speed:
    about 30 px a frame at 60 Hz. The page follows the finger on Qt's frame timer:
    the stroke waits for it to start following (a busy machine runs late)."""
    middle = (low + high) // 2
    slide(widget, QPoint(x, low), QPoint(x, middle), steps=6, frame_ms=16, lift=False)
    qtbot.waitUntil(lambda: bar.value() > 0, timeout=3000)
    for step in range(1, 5):
        qtbot.wait(16)
        move(widget, QPoint(x, middle + (high - middle) * step // 4))
    release(widget, QPoint(x, high))


def glides(qtbot: Any, bar: QScrollBar) -> bool:
    """The page goes on moving after the finger lifted."""
    lifted = bar.value()
    qtbot.wait(300)
    return bar.value() != lifted


_kept: list[QWidget] = []  # the dialogs, alive until the next test


def help_page(qtbot: Any, ctx: Any) -> QAbstractScrollArea:
    dialog = HelpDialog(ctx, discover(), "minesweeper")
    _kept[:] = [dialog]
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    page = dialog.pages[dialog.tabs.currentIndex()]
    qtbot.waitUntil(lambda: page.verticalScrollBar().maximum() > 200)
    return page


def test_how_to_play_scrolls_and_glides_under_a_finger(qtbot: Any, ctx: Any) -> None:
    page = help_page(qtbot, ctx)
    viewport, bar = page.viewport(), page.verticalScrollBar()
    flick_up(qtbot, viewport, bar, viewport.width() // 2, viewport.height() - 20, 40)
    assert glides(qtbot, bar)  # a flick carries on, slowing down
    assert page.textCursor().selectedText() == ""  # a finger scrolls; it selects nothing


def test_under_reduce_motion_a_page_stops_where_the_finger_lifts(qtbot: Any, ctx: Any) -> None:
    ctx.settings.update(reduce_motion=True)
    page = help_page(qtbot, ctx)
    viewport, bar = page.viewport(), page.verticalScrollBar()
    flick_up(qtbot, viewport, bar, viewport.width() // 2, viewport.height() - 20, 40)
    assert not glides(qtbot, bar)
    ctx.settings.update(reduce_motion=False)  # read at each touch: the next one glides
    bar.setValue(0)
    flick_up(qtbot, viewport, bar, viewport.width() // 2, viewport.height() - 20, 40)
    assert glides(qtbot, bar)


def test_the_mouse_still_selects_text_on_a_page_and_does_not_scroll(qtbot: Any, ctx: Any) -> None:
    page = help_page(qtbot, ctx)
    viewport, bar = page.viewport(), page.verticalScrollBar()
    start, end = QPoint(20, 60), QPoint(viewport.width() - 20, 20)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    QTest.mouseMove(viewport, end)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
    assert page.textCursor().selectedText() != ""
    assert bar.value() == 0


def test_statistics_scroll_under_a_finger(qtbot: Any, ctx: Any) -> None:
    dialog = StatisticsDialog(ctx, discover(), "minesweeper")  # a long page
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    area = next(a for a in dialog.findChildren(QScrollArea) if a.isVisible())
    bar = area.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 50)
    viewport = area.viewport()
    flick_up(qtbot, viewport, bar, viewport.width() // 2, viewport.height() - 10, 10)
    assert bar.value() > 0


def short_home(qtbot: Any) -> HomeScreen:
    """A home too short for its cards: they scroll."""
    home = HomeScreen(discover())
    qtbot.addWidget(home)
    home.resize(760, 330)
    home.show()
    qtbot.waitExposed(home)
    qtbot.waitUntil(lambda: home.card_area.scroll_bar.maximum() > 100)
    return home


def test_home_scrolls_under_a_finger_and_presses_no_card(qtbot: Any) -> None:
    home = short_home(qtbot)
    area, bar = home.card_area, home.card_area.scroll_bar
    chosen: list[str] = []
    home.game_chosen.connect(chosen.append)
    card = home.cards[0]
    start = card.mapTo(area, card.rect().center())
    # The stroke begins on a card and ends on it (the page moved less than a card).
    slide(area, start, start - QPoint(0, 60), steps=8, frame_ms=16, lift=False)
    qtbot.waitUntil(lambda: bar.value() > 0, timeout=3000)
    assert card.geometry().contains(card.mapTo(area, card.rect().center()))
    release(area, start - QPoint(0, 60))
    qtbot.wait(50)
    assert chosen == [] and not card.isDown()  # no click: it was a scroll


def test_a_tap_on_a_home_card_still_chooses_its_game(qtbot: Any) -> None:
    home = short_home(qtbot)
    chosen: list[str] = []
    home.game_chosen.connect(chosen.append)
    card = home.cards[1]
    tap(home.card_area, card.mapTo(home.card_area, card.rect().center()))
    qtbot.waitUntil(lambda: chosen != [], timeout=3000)
    assert chosen == [card.entry.id]


def test_the_home_reads_reduce_motion_from_the_app(main_window: Any, ctx: Any) -> None:
    area = main_window.home.card_area
    assert area.reduce_motion() is False
    ctx.settings.update(reduce_motion=True)
    assert area.reduce_motion() is True
