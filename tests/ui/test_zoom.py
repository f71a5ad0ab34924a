"""Issue 21: the text zoom (View → Zoom in / Zoom out / Actual size; Ctrl+=, Ctrl+−,
Ctrl+0) makes every text bigger at once, is kept in settings.json, and the layout stays
steady: the status line keeps room for two lines of the larger text."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

CTRL = Qt.KeyboardModifier.ControlModifier


def press(qtbot: Any, key: Qt.Key, modifiers: Any = CTRL) -> None:
    qtbot.keyClick(QApplication.focusWidget(), key, modifiers)


def test_ctrl_equals_minus_and_zero_zoom_the_text(qtbot: Any, ctx: Any, main_window: Any) -> None:
    ctx.apply_zoom()  # the desktop's font is the 100 %
    try:
        zoom_through_the_keys(qtbot, ctx, main_window)
    finally:
        ctx.settings.update(zoom=100)  # the next tests get the usual font


def zoom_through_the_keys(qtbot: Any, ctx: Any, main_window: Any) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    base = app.font().pointSizeF()
    screen = main_window.open_game("reversi")
    screen.panel.start_button.click()  # choose, then play (issue 32): the board has focus
    qtbot.waitUntil(screen.board_grid.has_focus)
    line = screen.message_line  # the outcome line under the board keeps its room
    line_height = line.height()
    press(qtbot, Qt.Key.Key_Equal)
    assert ctx.settings.value.zoom == 125
    assert app.font().pointSizeF() == base * 1.25
    press(qtbot, Qt.Key.Key_Equal)
    press(qtbot, Qt.Key.Key_Equal)
    press(qtbot, Qt.Key.Key_Equal)
    press(qtbot, Qt.Key.Key_Equal)  # no further than 200 %
    assert ctx.settings.value.zoom == 200
    assert app.font().pointSizeF() == base * 2
    qtbot.waitUntil(lambda: line.height() > line_height)
    assert line.height() >= line.lines * line.fontMetrics().lineSpacing()
    press(qtbot, Qt.Key.Key_Minus)
    assert ctx.settings.value.zoom == 175
    press(qtbot, Qt.Key.Key_0)
    assert ctx.settings.value.zoom == 100 and app.font().pointSizeF() == base
    assert screen.board_grid.has_focus()  # the zoom keys leave the focus where it was


def test_the_zoom_is_in_the_view_menu(main_window: Any) -> None:
    texts = [action.text() for action in main_window.view_menu.actions() if action.text()]
    assert texts[-3:] == ["Zoom &in", "Zoom &out", "&Actual size"]


def title_shown_whole(panel: Any) -> bool:
    """A group box's title is drawn whole inside it: the room the style gives the label
    holds the title in the group box's own font (a frame's margins or none)."""
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QStyle, QStyleOptionGroupBox

    option = QStyleOptionGroupBox()
    panel.initStyleOption(option)
    label = panel.style().subControlRect(
        QStyle.ComplexControl.CC_GroupBox, option, QStyle.SubControl.SC_GroupBoxLabel, panel
    )
    title = QFontMetrics(panel.font()).horizontalAdvance(panel.title())
    return bool(label.width() >= title and panel.rect().contains(label))


def test_a_side_panel_is_as_wide_as_its_title_at_200_percent(qtbot: Any, ctx: Any) -> None:
    """Reversi's "Choose your opponent" (a group box title, which its size hint leaves
    out) was cut to "Choose your oppon" when the app started at text zoom 200 %."""

    from puzzlesuite.shell.main_window import MainWindow

    ctx.apply_zoom()  # the desktop's font is the 100 %
    ctx.settings.update(zoom=200)
    ctx.apply_zoom()
    try:
        window = MainWindow(ctx)
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        qtbot.waitExposed(window)
        panel = window.open_game("reversi").panel
        assert title_shown_whole(panel)
        assert panel.geometry().right() < panel.parentWidget().width()
    finally:
        ctx.settings.update(zoom=100)
        ctx.apply_zoom()


def test_zooming_in_widens_a_side_panel_to_its_title(
    qtbot: Any, ctx: Any, main_window: Any
) -> None:
    from PySide6.QtGui import QFontMetrics

    ctx.apply_zoom()
    panel = main_window.open_game("reversi").panel
    small = QFontMetrics(panel.font()).horizontalAdvance(panel.title())
    try:
        ctx.settings.update(zoom=200)
        ctx.apply_zoom()
        qtbot.waitUntil(lambda: title_shown_whole(panel))
        assert QFontMetrics(panel.font()).horizontalAdvance(panel.title()) > 1.5 * small
    finally:
        ctx.settings.update(zoom=100)
        ctx.apply_zoom()


def test_larger_status_lines_and_fixed_headers_follow_a_zoom_made_while_playing(
    qtbot: Any, ctx: Any, main_window: Any
) -> None:
    """A font set on a label keeps its size when the application's changes: Sudoku's
    status line stayed at 12.6 pt at 200 %, and Reversi's two-line header kept the
    height of two 100 % lines (one line of the larger text showed)."""
    ctx.apply_zoom()
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    sudoku = main_window.open_game("sudoku")
    reversi = main_window.open_game("reversi")
    try:
        ctx.settings.update(zoom=200)
        for label in (sudoku.status, reversi.counts):
            assert label.font().pointSizeF() == app.font().pointSizeF() * 1.4
        header = reversi.details
        assert header.height() == 2 * header.fontMetrics().lineSpacing() + 4
    finally:
        ctx.settings.update(zoom=100)
    assert sudoku.status.font().pointSizeF() == app.font().pointSizeF() * 1.4
