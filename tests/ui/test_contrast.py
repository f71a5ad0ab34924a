"""Dark-theme tones a player must tell apart (issue 20): covered and opened Minesweeper
cells, enabled and disabled buttons."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette

from puzzlesuite.games.minesweeper.view import covered_tone, opened_tone
from puzzlesuite.ui.theme import DARK, LIGHT, palette_for


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
