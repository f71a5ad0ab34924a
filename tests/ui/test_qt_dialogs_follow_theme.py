"""Qt's own dialogs (file, print, message, input) follow the app's theme: Qt draws them
(not the desktop), with the palette and the style sheet of the tokens. Opened in the dark
theme, each is mostly the dark window tone and hardly anything in it is light."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QInputDialog, QMessageBox

from puzzlesuite.ui.theme import DARK, luminance


def _file() -> QDialog:
    return QFileDialog(None, "Save statistics")


def _message() -> QDialog:
    return QMessageBox(QMessageBox.Icon.Warning, "Reset", "Reset the statistics of Sudoku?")


def _input() -> QDialog:
    return QInputDialog()


_printers: list[QPrinter] = []  # a print dialog does not own its printer


def _print() -> QDialog:
    _printers.append(QPrinter())
    return QPrintDialog(_printers[-1])


def tones(dialog: QDialog) -> tuple[float, float]:
    """The share of the dialog's pixels in the window tone, and the share that is light."""
    image = dialog.grab().toImage()
    window = light = total = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            colour = QColor(image.pixel(x, y))
            total += 1
            window += colour == DARK.background
            light += luminance(colour) > 0.4
    return window / total, light / total


@pytest.mark.parametrize(
    "make", [_file, _message, _input, _print], ids=["file", "message", "input", "print"]
)
def test_a_qt_dialog_opened_in_the_dark_theme_is_dark(
    qtbot: Any, ctx: Any, make: Callable[[], QDialog]
) -> None:
    ctx.settings.update(theme="dark")
    ctx.apply_theme()
    try:
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        # Qt's file dialog, not the desktop's (which would follow the desktop's theme).
        assert app.testAttribute(Qt.ApplicationAttribute.AA_DontUseNativeDialogs)
        dialog = make()
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        window, light = tones(dialog)
        assert window >= 0.15, f"{type(dialog).__name__}: {window:.0%} in the window tone"
        assert light <= 0.1, f"{type(dialog).__name__}: {light:.0%} light pixels"
        dialog.close()
    finally:
        ctx.settings.update(theme="light")
        ctx.apply_theme()
