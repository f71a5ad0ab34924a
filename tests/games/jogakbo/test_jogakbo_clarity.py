"""Issue 32 for Jogakbo, through the real screen: a short status for the eye, no key
list on screen, no stale line after the ending, arrows that follow the screen (and an
accessible list in the same order), a tick on valid groups, Complete as the page says,
and the Korean guide tying the N key to its button."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAccessible, QColor, QFontMetrics
from PySide6.QtWidgets import QLabel
from test_jogakbo_screen import click, open_screen, play_shortest_finish

from puzzlesuite.games.jogakbo import help as jogakbo_help
from puzzlesuite.games.jogakbo.screen import JogakboScreen
from puzzlesuite.games.jogakbo.table_layout import HAND
from puzzlesuite.services import i18n

LANGUAGES = ["en", "ko", "id", "es"]
KEY_WORDS = ("Esc", "Space", "Enter", "Tab")


def small_screen(qtbot: Any, ctx: Any) -> JogakboScreen:
    screen = JogakboScreen(ctx)
    qtbot.addWidget(screen)
    screen.resize(800, 600)
    screen.show()
    qtbot.waitExposed(screen)
    return screen


def shown_lines(screen: JogakboScreen) -> list[str]:
    return [
        label.text()
        for label in screen.findChildren(QLabel)
        if label.isVisibleTo(screen) and label.text()
    ]


# ---- the status: short, at the top, never cut ----------------------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_status_is_short_and_never_cut_at_800x600(qtbot: Any, ctx: Any, language: str) -> None:
    i18n.set_language(language)
    screen = small_screen(qtbot, ctx)
    play_shortest_finish(qtbot, screen)
    qtbot.mouseClick(screen.complete_button, Qt.MouseButton.LeftButton)  # the longest form
    for label in (screen.score_label,):  # the date is the header's subtitle
        text = label.text()
        assert "…" not in text
        assert QFontMetrics(label.font()).horizontalAdvance(text) <= label.width(), text
    # It sits in the top row above the table: par is written at the top (seed).
    assert screen.score_label.geometry().bottom() <= screen.view.geometry().top()
    if language == "en":
        assert len(screen.score_label.text()) <= 40
        par = screen.puzzle.par
        assert screen.score_label.text() == f"Moves {par} · Par {par} · solved"


def test_s_still_says_everything(qtbot: Any, ctx: Any) -> None:
    screen = open_screen(qtbot, ctx)
    tile = screen.game.hand[0]
    click(qtbot, screen, ("tile", tile))
    said = screen.status_text()
    assert said.startswith("Moves 0, par ") and f"{tile.colour.value.capitalize()} " in said
    assert "Tiles in hand: " in said and "Groups not valid yet: 0." in said


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_visible_line_is_a_key_list(qtbot: Any, ctx: Any, language: str) -> None:
    i18n.set_language(language)
    screen = small_screen(qtbot, ctx)
    click(qtbot, screen, ("tile", screen.game.hand[0]))
    for text in shown_lines(screen):
        assert not any(word in text for word in KEY_WORDS), text
    # The keys are in How to play instead (Esc is Esc in every language).
    assert "Esc" in jogakbo_help.help_html()


# ---- the message line: what just happened, and nothing stale --------------------------------


def test_nothing_from_the_play_stays_after_complete(qtbot: Any, ctx: Any) -> None:
    screen = open_screen(qtbot, ctx)
    click(qtbot, screen, ("tile", screen.game.hand[0]))
    assert "Choose a group" in screen.message_line.full_text
    click(qtbot, screen, ("tile", screen.game.hand[0]))  # put down again
    play_shortest_finish(qtbot, screen)
    assert "Every group is valid" in screen.message_line.full_text
    qtbot.mouseClick(screen.complete_button, Qt.MouseButton.LeftButton)
    assert screen.message_line.full_text == ""  # the card says the result
    for text in shown_lines(screen):
        assert "Pick a tile" not in text and "Choose a group" not in text, text
    assert "Tab: Copy result or Home." in screen.last_outcome  # heard, once


def test_a_copied_result_says_so_briefly(qtbot: Any, ctx: Any) -> None:
    screen = open_screen(qtbot, ctx)
    play_shortest_finish(qtbot, screen)
    qtbot.mouseClick(screen.complete_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(screen.copy_button, Qt.MouseButton.LeftButton)
    assert screen.message_line.full_text == "Result copied."
    assert screen.last_outcome.startswith("Result copied: Jogakbo, ")


# ---- arrows follow the screen; the list follows the reading order ----------------------------


def rows_of(screen: JogakboScreen) -> tuple[tuple[int, ...], ...]:
    layout = screen.view.layout_now
    assert layout is not None
    return layout.rows


def centre_x(screen: JogakboScreen, key: Any) -> float:
    return screen.view._item_of(key).sceneBoundingRect().center().x()


def test_up_and_down_go_to_the_group_above_and_below_on_screen(qtbot: Any, ctx: Any) -> None:
    screen = open_screen(qtbot, ctx)
    view = screen.view
    rows = rows_of(screen)
    assert len(rows) >= 2, "the table has more than one row of groups at 900×760"
    layout = view.layout_now
    assert layout is not None
    for row_index in range(len(rows) - 1):
        for gid in rows[row_index]:
            view.set_cursor(("group", gid))
            qtbot.keyClick(view, Qt.Key.Key_Down)
            below = view.focus_key
            assert below is not None and below[0] == "group" and below[1] in rows[row_index + 1]
            x = centre_x(screen, ("group", gid))
            nearest = min(
                rows[row_index + 1],
                key=lambda g: (
                    0
                    if layout.groups[g].x <= x <= layout.groups[g].right
                    else min(abs(layout.groups[g].x - x), abs(layout.groups[g].right - x))
                ),
            )
            assert below == ("group", nearest)
            qtbot.keyClick(view, Qt.Key.Key_Up)
            above = view.focus_key
            assert above is not None and above[1] in rows[row_index]
    # From a tile of the last row, Down goes into the hand, to its nearest tile; Up from
    # the hand back to the last row; Up from the first row stays.
    last_group = rows[-1][0]
    view.set_cursor(("tile", screen.game.group(last_group).tiles[0]))
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert view.focus_key == ("tile", screen.game.hand[0])
    assert view._block_of(view.focus_key) == HAND
    qtbot.keyClick(view, Qt.Key.Key_Up)
    assert view.focus_key is not None and view.focus_key[1] in rows[-1]
    view.set_cursor(("group", rows[0][0]))
    qtbot.keyClick(view, Qt.Key.Key_Up)
    assert view.focus_key == ("group", rows[0][0])


def test_left_and_right_walk_the_reading_order_and_n_of_m_agrees(qtbot: Any, ctx: Any) -> None:
    screen = open_screen(qtbot, ctx)
    with qtbot.waitActive(screen):
        screen.activateWindow()
    view = screen.view
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    interface = QAccessible.queryAccessibleInterface(view)
    order = view.focus_order()
    # Reading order: the rows top to bottom, each left to right, then the hand.
    tops = [view._item_of(key).sceneBoundingRect().top() for key in order if key[0] == "group"]
    assert tops == sorted(tops)
    qtbot.keyClick(view, Qt.Key.Key_Home)
    for index in range(len(order)):
        focused = interface.focusChild()
        assert focused is not None
        assert interface.indexOfChild(focused) == index == order.index(view.focus_key)
        qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.focus_key == order[-1]  # the end: Right stays
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert view.focus_key == order[-2]


def test_the_list_order_follows_a_group_that_vanished(qtbot: Any, ctx: Any) -> None:
    screen = open_screen(qtbot, ctx)
    view = screen.view
    source = next(g for g in screen.game.groups if len(g.tiles) == 3)
    target = next(g.gid for g in screen.game.groups if g.gid != source.gid)
    for tile in list(source.tiles):
        click(qtbot, screen, ("tile", tile))
        click(qtbot, screen, ("group", target))
    order = view.focus_order()
    groups_read = [key[1] for key in order if key[0] == "group"]
    assert groups_read == [g.gid for g in screen.game.groups]  # table order = reading order
    interface = QAccessible.queryAccessibleInterface(view)
    assert interface.childCount() == len(order)


# ---- the valid mark --------------------------------------------------------------------------


def mark_pixels(screen: JogakboScreen, gid: int, colour: QColor) -> int:
    view = screen.view
    group = view.group_items[gid]
    rect = view.mapFromScene(group.mapRectToScene(group.mark_rect())).boundingRect()
    image = view.viewport().grab(rect.adjusted(-1, -1, 1, 1)).toImage()
    return sum(
        1
        for y in range(image.height())
        for x in range(image.width())
        if all(
            abs(a - b) < 40
            for a, b in zip(image.pixelColor(x, y).getRgb()[:3], colour.getRgb()[:3], strict=True)
        )
    )


def test_a_valid_group_shows_a_tick_and_an_invalid_one_the_badge(qtbot: Any, ctx: Any) -> None:
    screen = open_screen(qtbot, ctx)
    tokens = screen.ctx.tokens
    gid = next(g.gid for g in screen.game.groups if len(g.tiles) == 3)
    qtbot.wait(10)
    assert screen.view.group_items[gid].valid
    assert mark_pixels(screen, gid, tokens.accent) > 6  # the tick's stroke
    assert mark_pixels(screen, gid, tokens.danger) == 0
    screen.activate_tile(screen.game.group(gid).tiles[0])
    screen.start_new_group()
    qtbot.wait(10)
    assert not screen.view.group_items[gid].valid
    assert mark_pixels(screen, gid, tokens.danger) > 20  # the filled badge
    assert mark_pixels(screen, gid, tokens.accent) == 0
    # The mark is a shape in the same place either way: the label does not move.
    assert screen.view.group_items[gid].title_rect().width() > 0


# ---- Complete ----------------------------------------------------------------------------------


def test_complete_works_only_when_the_table_is_done_and_then_at_one_click(
    qtbot: Any, ctx: Any
) -> None:
    screen = open_screen(qtbot, ctx)
    qtbot.mouseClick(screen.complete_button, Qt.MouseButton.LeftButton)
    assert not screen.finished and ctx.stats.record("jogakbo") == {}
    play_shortest_finish(qtbot, screen)
    assert screen.complete_button.isEnabled()
    middle = screen.complete_button.rect().center()
    qtbot.mouseClick(screen.complete_button, Qt.MouseButton.LeftButton, pos=QPoint(middle))
    assert screen.finished and ctx.stats.record("jogakbo")["completed"] == 1
    assert screen.result_moment.result is not None


def test_complete_by_its_key_too(qtbot: Any, ctx: Any) -> None:
    screen = open_screen(qtbot, ctx)
    play_shortest_finish(qtbot, screen)
    with qtbot.waitActive(screen):
        screen.activateWindow()
    screen.complete_button.setFocus()
    qtbot.keyClick(screen.complete_button, Qt.Key.Key_Space)
    assert screen.finished


# ---- Korean: the key tied to its button ----------------------------------------------------


def test_the_korean_guide_names_the_key_with_its_button() -> None:
    i18n.set_language("ko")
    try:
        page = jogakbo_help.help_html()
        assert "N(새 자리)" in page
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", LANGUAGES)
def test_at_200_percent_the_status_wraps_and_is_never_cut(
    qtbot: Any, main_window: Any, ctx: Any, language: str
) -> None:
    """At 200 % in an 800×600 window the status and the date keep every word (they may
    take two lines) and the screen asks for no more width than the window has."""
    i18n.set_language(language)
    ctx.language_changed.emit()
    main_window.resize(800, 600)
    ctx.settings.update(zoom=200)
    try:
        screen = main_window.open_game("jogakbo")
        screen._today = lambda: screen.day
        play_shortest_finish(qtbot, screen)
        qtbot.mouseClick(screen.complete_button, Qt.MouseButton.LeftButton)
        qtbot.wait(50)
        assert main_window.width() <= 800 and screen.minimumSizeHint().width() <= 800
        assert main_window.header.subtitle == screen.header_subtitle() != ""
        for label in (screen.score_label,):
            assert label.isVisible() and "…" not in label.text()
            assert label.height() >= label.heightForWidth(label.width()), label.text()
            longest = max(label.text().split(), key=QFontMetrics(label.font()).horizontalAdvance)
            assert QFontMetrics(label.font()).horizontalAdvance(longest) <= label.width()
    finally:
        ctx.settings.update(zoom=100)
