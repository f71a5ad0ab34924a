"""Colour tokens (docs: shared VISUAL.md) and the application palette."""

from __future__ import annotations

from dataclasses import dataclass

import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessibilityHints, QColor, QGuiApplication, QPalette


@dataclass(frozen=True)
class Tokens:
    dark: bool
    background: QColor
    board: QColor
    cell_empty: QColor
    grid: QColor
    text: QColor
    accent: QColor
    highlight: QColor
    danger: QColor
    muted: QColor  # secondary text, legal-move dots
    covered: QColor  # a covered Minesweeper cell (text and marks are drawn on it)
    contrast: bool = False  # the high-contrast theme (issue 21)


def _tokens(dark: bool) -> Tokens:
    def c(light: str, night: str) -> QColor:
        return QColor(night if dark else light)

    board, grid = c("#E4DFD5", "#2B2D31"), c("#CFC8BA", "#45484E")
    return Tokens(
        dark=dark,
        background=c("#F6F4EF", "#1E1F22"),
        board=board,
        cell_empty=c("#EFEBE3", "#34363B"),
        grid=grid,
        text=c("#1F1F1F", "#ECECEC"),
        accent=c("#2F6FDE", "#79A6FF"),
        highlight=c("#FFE8A3", "#6B5A1E"),
        danger=c("#C8362F", "#FF7A70"),
        muted=c("#6B665C", "#A4A7AD"),
        # Covered cells stand apart from opened ones by tone as well as by the bevel
        # (in the dark theme the board and empty-cell tones are close).
        covered=QColor("#6A6E77") if dark else board.darker(108),
    )


LIGHT = _tokens(False)
DARK = _tokens(True)
# High contrast (issue 21): white text on black, yellow for the cursor and the player's
# own digits. Text is at least 7:1 against every surface it is drawn on, board lines,
# the cursor and state marks at least 3:1 (tests/ui/test_theme.py checks the pairs).
# The highlight fill is a quiet tone: every highlighted cell also has an outline.
HIGH_CONTRAST = Tokens(
    dark=True,
    background=QColor("#000000"),
    board=QColor("#000000"),
    cell_empty=QColor("#000000"),
    grid=QColor("#FFFFFF"),
    text=QColor("#FFFFFF"),
    accent=QColor("#FFFF00"),
    highlight=QColor("#1F1F1F"),
    danger=QColor("#FF9999"),
    muted=QColor("#C8C8C8"),
    covered=QColor("#595959"),
    contrast=True,
)

# Okabe–Ito colour-blind-safe set, for pieces.
OKABE_ITO = ("#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00", "#CC79A7")


def system_prefers_dark() -> bool:
    app = QGuiApplication.instance()
    if app is None:
        return False
    return QGuiApplication.styleHints().colorScheme() == Qt.ColorScheme.Dark


def system_prefers_high_contrast() -> bool:
    """The desktop asks for high contrast (GNOME's High Contrast, the portal's
    contrast preference, Windows' contrast themes), as Qt reports it."""
    hints = accessibility_hints()
    return hints is not None and hints.contrastPreference() == Qt.ContrastPreference.HighContrast


_kept_hints: list[object] = []


def accessibility_hints() -> QAccessibilityHints | None:
    """Qt's accessibility hints, with its style hints kept alive beside it: with only a
    temporary wrapper, PySide6 6.11 can lose the object ("already deleted")."""
    if QGuiApplication.instance() is None:
        return None
    if len(_kept_hints) == 2 and all(shiboken6.isValid(kept) for kept in _kept_hints):
        hints = _kept_hints[1]
        assert isinstance(hints, QAccessibilityHints)
        return hints
    style_hints = QGuiApplication.styleHints()
    hints = style_hints.accessibility()
    _kept_hints[:] = [style_hints, hints]
    return hints


def tokens_for(theme: str) -> Tokens:
    if theme == "contrast" or (theme == "system" and system_prefers_high_contrast()):
        return HIGH_CONTRAST
    if theme == "dark" or (theme == "system" and system_prefers_dark()):
        return DARK
    return LIGHT


def luminance(colour: QColor) -> float:
    """WCAG 2 relative luminance."""

    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(colour.redF())
        + 0.7152 * channel(colour.greenF())
        + 0.0722 * channel(colour.blueF())
    )


def contrast_ratio(first: QColor, second: QColor) -> float:
    """WCAG 2 contrast ratio, 1 to 21."""
    lighter, darker = sorted((luminance(first), luminance(second)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def style_sheet_for(tokens: Tokens) -> str:
    """High contrast only. Fusion draws check-box and radio-button indicators and
    line-edit frames in tones derived from the window colour, which on black are black:
    the docs screenshots showed unchecked boxes, unchecked levels and the code field as
    nothing at all. Here they are outlined in the text colour, a checked one filled with
    the accent inside the outline (a dot, not a colour change alone)."""
    if not tokens.contrast:
        return ""
    line, fill, off = tokens.text.name(), tokens.accent.name(), tokens.muted.name()
    ground = tokens.background.name()
    return (
        "QCheckBox::indicator, QRadioButton::indicator {"
        f" width: 6px; height: 6px; padding: 2px; border: 2px solid {line};"
        f" background: {ground}; background-clip: content; }}"
        " QRadioButton::indicator { border-radius: 7px; }"
        " QCheckBox::indicator:checked, QRadioButton::indicator:checked {"
        f" background: {fill}; }}"
        " QCheckBox::indicator:disabled, QRadioButton::indicator:disabled {"
        f" border-color: {off}; }}"
        " QCheckBox::indicator:checked:disabled, QRadioButton::indicator:checked:disabled {"
        f" background: {off}; }}"
        f" QLineEdit {{ border: 1px solid {line}; border-radius: 2px; padding: 2px; }}"
        f" QLineEdit:focus {{ border-color: {fill}; }}"
    )


def palette_for(tokens: Tokens) -> QPalette:
    palette = QPalette()
    role = QPalette.ColorRole
    base = tokens.cell_empty
    palette.setColor(role.Window, tokens.background)
    palette.setColor(role.WindowText, tokens.text)
    palette.setColor(role.Base, base)
    palette.setColor(role.AlternateBase, tokens.board)
    palette.setColor(role.Text, tokens.text)
    palette.setColor(role.Button, tokens.board)
    palette.setColor(role.ButtonText, tokens.text)
    palette.setColor(role.ToolTipBase, tokens.board)
    palette.setColor(role.ToolTipText, tokens.text)
    palette.setColor(role.PlaceholderText, tokens.muted)
    palette.setColor(role.Highlight, tokens.accent)
    on_accent = QColor("#111111") if tokens.dark else QColor("#FFFFFF")
    if tokens.contrast:
        on_accent = QColor("#000000")  # black on yellow selection
    palette.setColor(role.HighlightedText, on_accent)
    palette.setColor(role.Link, tokens.accent)
    palette.setColor(QPalette.ColorGroup.Disabled, role.Text, tokens.muted)
    # A disabled button must not look like an enabled one: in the dark theme the muted
    # tone was close to the text's, so its text is dimmer there, and in both themes its
    # face is the window's (flat) instead of the raised button tone.
    disabled_text = QColor("#7C7F86") if tokens.dark else tokens.muted
    palette.setColor(QPalette.ColorGroup.Disabled, role.ButtonText, disabled_text)
    palette.setColor(QPalette.ColorGroup.Disabled, role.Button, tokens.background)
    palette.setColor(QPalette.ColorGroup.Disabled, role.WindowText, tokens.muted)
    return palette
