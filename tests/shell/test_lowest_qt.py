"""PySide6 6.8 is the lowest pin (pyproject.toml): what came later in Qt is feature-detected.
The app starting and the touch tests passing on 6.8 is checked in a scratch venv
(docs/TOUCH.md, "On PySide6 6.8"); these hold the fallbacks on any Qt."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLabel, QSizePolicy

from puzzlesuite.shell.main_window import ScreenStack
from puzzlesuite.ui import theme


class HintsBefore610:
    """QStyleHints as Qt 6.8 has it: no accessibility() (QAccessibilityHints is 6.10)."""

    def __init__(self, real: Any) -> None:
        self.real = real

    def colorScheme(self) -> Any:  # noqa: N802
        return self.real.colorScheme()


def test_without_accessibility_hints_the_theme_is_chosen_by_the_colour_scheme(
    qapp: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = QGuiApplication.styleHints()
    monkeypatch.setattr(QGuiApplication, "styleHints", staticmethod(lambda: HintsBefore610(real)))
    monkeypatch.setattr(theme, "_kept_hints", [])
    assert theme.accessibility_hints() is None
    assert theme.system_prefers_high_contrast() is False
    assert theme.tokens_for("system") in (theme.LIGHT, theme.DARK)
    assert theme.tokens_for("contrast") is theme.HIGH_CONTRAST


def test_the_screen_stack_sizes_pages_added_later_without_widget_added(qtbot: Any) -> None:
    """QStackedWidget.widgetAdded is Qt 6.9: the stack sizes a new page itself."""
    stack = ScreenStack()
    qtbot.addWidget(stack)
    first, second = QLabel("home"), QLabel("a game")
    stack.addWidget(first)
    stack.insertWidget(1, second)
    ignored = QSizePolicy.Policy.Ignored
    assert second.sizePolicy().horizontalPolicy() == ignored
    assert first.sizePolicy().horizontalPolicy() != ignored
    stack.setCurrentWidget(second)
    assert first.sizePolicy().horizontalPolicy() == ignored
