"""Tones a player must tell apart: in the dark theme covered and opened Minesweeper cells,
enabled and disabled buttons (issue 20); in high contrast the standard controls."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QLineEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from puzzlesuite.games.minesweeper.view import covered_tone, opened_tone
from puzzlesuite.ui.theme import DARK, HIGH_CONTRAST, LIGHT, palette_for, style_sheet_for


def luminance(colour: QColor) -> float:
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(colour.redF())
        + 0.7152 * channel(colour.greenF())
        + 0.0722 * channel(colour.blueF())
    )


def contrast(a: QColor, b: QColor) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_covered_and_opened_cells_differ_by_3_to_1_in_the_dark_theme() -> None:
    assert contrast(covered_tone(DARK), opened_tone(DARK)) >= 3.0
    # A flag or a large bold "?" on it: 3:1, the floor for marks and large text.
    assert contrast(covered_tone(DARK), DARK.text) >= 3.0


def test_a_disabled_button_is_set_apart_from_an_enabled_one(qapp) -> None:  # type: ignore[no-untyped-def]
    for tokens in (LIGHT, DARK):
        palette = palette_for(tokens)
        role, disabled = QPalette.ColorRole, QPalette.ColorGroup.Disabled
        enabled_text = palette.color(QPalette.ColorGroup.Active, role.ButtonText)
        disabled_text = palette.color(disabled, role.ButtonText)
        assert contrast(enabled_text, disabled_text) >= 2.0
        assert palette.color(disabled, role.Button) != palette.color(role.Button)


def _marks_against(widget: QWidget, ground: QColor) -> int:
    """How many of the widget's pixels stand 3:1 apart from the window's colour."""
    image = widget.grab().toImage()
    return sum(
        contrast(QColor(image.pixel(x, y)), ground) >= 3.0
        for x in range(image.width())
        for y in range(image.height())
    )


def test_high_contrast_outlines_unchecked_boxes_levels_and_text_fields(
    qtbot: Any, ctx: Any
) -> None:
    """Fusion drew these in tones of the black window, so they vanished; a player must
    see an unchecked box, an unchosen level and where the code field is."""
    ctx.settings.update(theme="contrast")
    ctx.apply_theme()
    try:
        holder = QWidget()
        qtbot.addWidget(holder)
        line = QVBoxLayout(holder)
        box, level, field = QCheckBox(), QRadioButton(), QLineEdit()
        for widget in (box, level, field):
            line.addWidget(widget)
        holder.show()
        qtbot.waitExposed(holder)
        ground = HIGH_CONTRAST.background
        for widget in (box, level, field):
            assert _marks_against(widget, ground) >= 8, type(widget).__name__
        # Checked is told by a filled mark inside the outline, not by the outline alone.
        unchecked = _marks_against(box, ground)
        box.setChecked(True)
        assert _marks_against(box, ground) > unchecked
    finally:
        ctx.settings.update(theme="light")
        ctx.apply_theme()
    app = QApplication.instance()
    assert isinstance(app, QApplication) and app.styleSheet().startswith(style_sheet_for(LIGHT))
