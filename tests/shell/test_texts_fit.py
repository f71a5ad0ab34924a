"""Every button and check box shows its whole text at 800×600 in every language.

`tools/i18n.py check` holds button and check-box texts to 1.6 times the English unless a
test shows they fit (tools/i18n_rules.FITS_BY_TEST names this one): here each game screen
and the home screen are laid out at 800×600 in each language, and every visible button
must get at least the width its text asks for.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QPushButton,
    QRadioButton,
    QWidget,
)

from puzzlesuite.core.registry import discover
from puzzlesuite.services.paths import Paths
from puzzlesuite.shell.context import AppContext
from puzzlesuite.shell.main_window import MainWindow

GAMES = [entry.id for entry in discover()]


def clipped_buttons(root: QWidget) -> list[str]:
    """Visible buttons narrower than their text needs (the text would be cut). Qt's own
    buttons and their subclasses (the control row's), not painted cards (the home
    screen's games lay out their own text)."""
    found = []
    for button in root.findChildren(QAbstractButton):
        if not isinstance(button, (QPushButton, QCheckBox, QRadioButton)):
            continue
        if not button.isVisibleTo(root) or not button.text():
            continue
        if button.width() < button.sizeHint().width():
            found.append(f"{button.text()!r}: {button.width()} < {button.sizeHint().width()}")
    return found


@pytest.mark.parametrize("language", ["en", "ko", "id", "es"])
def test_every_button_text_fits_at_800_by_600(qtbot: Any, tmp_path: Any, language: str) -> None:
    context = AppContext(Paths.under(tmp_path), forced_language=language)
    context.apply_theme()
    window = MainWindow(context)
    qtbot.addWidget(window)
    window.resize(800, 600)
    window.show()
    qtbot.waitExposed(window)
    try:
        QApplication.processEvents()
        assert clipped_buttons(window.home) == []
        for game in GAMES:
            screen = window.open_game(game)
            QApplication.processEvents()
            # A button too long either widens the window past 800 or is cut.
            assert window.width() <= 800, game
            assert clipped_buttons(screen) == [], game
            window.show_home()
    finally:
        from puzzlesuite.services import i18n

        i18n.set_language("en")
