"""Issue 21: the high-contrast theme meets its contrast contract, token by token, and is
chosen by itself where the desktop asks for high contrast."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from puzzlesuite.ui import theme
from puzzlesuite.ui.theme import HIGH_CONTRAST, contrast_ratio

TEXTS = ("text", "muted", "accent", "danger")  # drawn as text (digits, notes, labels)
SURFACES = ("background", "board", "cell_empty", "highlight")  # what text is drawn on
MARKS = ("grid", "accent", "danger", "text")  # board lines, cursor, state marks, outlines


def test_the_ratio_follows_wcag() -> None:
    assert contrast_ratio(QColor("#000000"), QColor("#FFFFFF")) == pytest.approx(21)
    assert contrast_ratio(QColor("#777777"), QColor("#FFFFFF")) == pytest.approx(4.48, abs=0.01)


@pytest.mark.parametrize("ink", TEXTS)
@pytest.mark.parametrize("surface", SURFACES)
def test_high_contrast_text_is_at_least_7_to_1(ink: str, surface: str) -> None:
    ratio = contrast_ratio(getattr(HIGH_CONTRAST, ink), getattr(HIGH_CONTRAST, surface))
    assert ratio >= 7, f"{ink} on {surface}: {ratio:.2f}"


@pytest.mark.parametrize("mark", MARKS)
@pytest.mark.parametrize("surface", ("cell_empty", "board", "covered"))
def test_high_contrast_lines_cursor_and_marks_are_at_least_3_to_1(mark: str, surface: str) -> None:
    ratio = contrast_ratio(getattr(HIGH_CONTRAST, mark), getattr(HIGH_CONTRAST, surface))
    assert ratio >= 3, f"{mark} on {surface}: {ratio:.2f}"


def test_high_contrast_text_on_covered_cells_and_the_selection() -> None:
    """The question mark and the flag pole are drawn in the text colour on covered cells;
    selected text is black on yellow."""
    assert contrast_ratio(HIGH_CONTRAST.text, HIGH_CONTRAST.covered) >= 7
    palette = theme.palette_for(HIGH_CONTRAST)
    role = QPalette.ColorRole
    for ink, surface in (
        (role.WindowText, role.Window),
        (role.Text, role.Base),
        (role.ButtonText, role.Button),
        (role.HighlightedText, role.Highlight),
        (role.PlaceholderText, role.Base),
    ):
        assert contrast_ratio(palette.color(ink), palette.color(surface)) >= 7, (ink, surface)


def test_the_desktop_asking_for_high_contrast_chooses_it(
    monkeypatch: pytest.MonkeyPatch, ctx: Any
) -> None:
    monkeypatch.setattr(theme, "system_prefers_high_contrast", lambda: True)
    assert theme.tokens_for("system") is HIGH_CONTRAST
    assert theme.tokens_for("light") is theme.LIGHT  # a chosen theme stays chosen
    ctx.settings.update(theme="system")
    ctx.apply_theme()
    assert ctx.tokens is HIGH_CONTRAST
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    assert app.palette().color(QPalette.ColorRole.Window) == QColor("#000000")


def test_high_contrast_can_be_chosen_in_settings(ctx: Any, main_window: Any) -> None:
    dialog = main_window.show_settings()
    index = dialog.theme.findData("contrast")
    assert dialog.theme.itemText(index) == "High contrast"
    dialog.theme.activated.emit(index)
    assert ctx.settings.value.theme == "contrast" and ctx.tokens is HIGH_CONTRAST
