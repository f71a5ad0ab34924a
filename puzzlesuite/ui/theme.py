"""Colour tokens (docs: shared VISUAL.md) and the application palette."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette


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


def _tokens(dark: bool) -> Tokens:
    def c(light: str, night: str) -> QColor:
        return QColor(night if dark else light)

    return Tokens(
        dark=dark,
        background=c("#F6F4EF", "#1E1F22"),
        board=c("#E4DFD5", "#2B2D31"),
        cell_empty=c("#EFEBE3", "#34363B"),
        grid=c("#CFC8BA", "#45484E"),
        text=c("#1F1F1F", "#ECECEC"),
        accent=c("#2F6FDE", "#79A6FF"),
        highlight=c("#FFE8A3", "#6B5A1E"),
        danger=c("#C8362F", "#FF7A70"),
        muted=c("#6B665C", "#A4A7AD"),
    )


LIGHT = _tokens(False)
DARK = _tokens(True)

# Okabe–Ito colour-blind-safe set, for pieces.
OKABE_ITO = ("#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00", "#CC79A7")


def system_prefers_dark() -> bool:
    app = QGuiApplication.instance()
    if app is None:
        return False
    return QGuiApplication.styleHints().colorScheme() == Qt.ColorScheme.Dark


def tokens_for(theme: str) -> Tokens:
    if theme == "dark" or (theme == "system" and system_prefers_dark()):
        return DARK
    return LIGHT


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
