"""No text is cut at any zoom (issue 31, item 2): every label and button of home and of
every game, at the text zoom's 100, 150 and 200 %, in the four languages, in an 800×600
and a 1280×800 window, is as large as its words need (a wrapped label as tall as its
lines), inside the window, and the window keeps the size it was given: where the words
grow too large for a small screen, the side panel scrolls (ui/steady.scroll_when_short)
or folds away (ui/steady.PanelFold), and the control row grows taller."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QLabel,
    QSizePolicy,
    QWidget,
)

from puzzlesuite.services import i18n
from puzzlesuite.ui import threads

LANGUAGES = ["en", "ko", "id", "es"]
ZOOMS = [100, 150, 200]
SIZES = [(800, 600), (1280, 800)]
SCREENS = ["home", "blockpuzzle", "reversi", "jogakbo", "sudoku", "minesweeper"]


def _where(widget: QWidget, window: QWidget) -> str:
    """ "view": inside something that scrolls its content (a board's view, home's cards);
    "panel": inside a side panel that scrolls; "" otherwise."""
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        if isinstance(parent, QAbstractScrollArea) or type(parent).__name__ == "CardArea":
            return "view"
        bar = parent.findChild(QWidget, "panel-scroll")
        if bar is not None and bar.parentWidget() is parent and bar.isVisible():
            return "panel"
        parent = parent.parentWidget()
    return ""


def cut_texts(window: QWidget) -> list[str]:
    """Shown labels and buttons smaller than their words need, or outside the window."""
    problems = []
    area = window.rect()
    for widget in window.findChildren(QWidget):
        if not widget.isVisible() or widget.isWindow():
            continue
        where = _where(widget, window)
        if where == "view":
            continue
        text = getattr(widget, "text", None)
        words = text()[:30] if callable(text) else ""
        name = f"{type(widget).__name__} {widget.objectName()} {words!r}"
        box = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
        if where != "panel" and not area.contains(box):
            problems.append(f"{name} at {box.getRect()} is outside the window")
            continue
        if widget.sizePolicy().horizontalPolicy() == QSizePolicy.Policy.Ignored:
            continue  # elided on purpose, whole in its tooltip (the message line)
        if isinstance(widget, QAbstractButton) or (
            isinstance(widget, QLabel) and not widget.wordWrap()
        ):
            needs = widget.minimumSizeHint()
            if widget.width() < needs.width() or widget.height() < needs.height():
                problems.append(f"{name} is {widget.size().toTuple()}, needs {needs.toTuple()}")
        elif isinstance(widget, QLabel) and widget.text():
            needs_height = widget.heightForWidth(widget.width())
            if needs_height > widget.height():
                problems.append(f"{name} wraps to {needs_height} px in {widget.height()}")
    return problems


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()
    threads.wait_for_all()
    QApplication.processEvents()


@pytest.fixture
def desktop_font(qapp: Any) -> Iterator[QFont]:
    """The 100 % font; put back after each window (a context takes the application's
    font as the desktop's when it first zooms)."""
    from puzzlesuite.ui import theme

    font = QFont(qapp.font())
    yield font
    qapp.setFont(font)
    theme.follow_font(qapp)  # the style sheet's font mark too
    i18n.set_language("en")


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_text_is_cut_at_any_zoom_in_an_800x600_or_1280x800_window(
    qapp: Any, tmp_path: Path, desktop_font: QFont, language: str
) -> None:
    from puzzlesuite.services.paths import Paths
    from puzzlesuite.shell.context import AppContext
    from puzzlesuite.shell.main_window import MainWindow

    problems = []
    for zoom in ZOOMS:
        for width, height in SIZES:
            qapp.setFont(desktop_font)  # the 100 % this context zooms from
            folder = tmp_path / f"{zoom}-{width}"
            ctx = AppContext(Paths.under(folder), forced_language=language)
            ctx.settings.update(zoom=zoom)
            ctx.apply_theme()
            ctx.apply_zoom()
            window = MainWindow(ctx)
            window.resize(width, height)
            window.show()
            for screen in SCREENS:
                if screen == "home":
                    window.show_home()
                else:
                    window.open_game(screen)
                settle()
                window.resize(width, height)  # as the window manager keeps it
                settle()
                where = f"{language} {zoom}% {width}×{height} {screen}"
                if window.size().toTuple() != (width, height):
                    problems.append(f"{where}: the window needs {window.size().toTuple()}")
                problems += [f"{where}: {problem}" for problem in cut_texts(window)]
            window.close()
            window.deleteLater()
            settle()
    assert problems == []
