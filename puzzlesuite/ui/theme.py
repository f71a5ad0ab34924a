"""The tokens as Qt sees them, and how they reach the application.

`tokens_for(theme)` gives a theme's colours as QColors (`Tokens`: the fields of
`ui.tokens.Colours`). `apply(app, tokens)` hands them to the QApplication once per theme
change: the palette (for every widget Qt draws and every painted part that reads a
palette role), the style sheet generated from the tokens (`style_sheet_for`), Qt's own
dialogs drawn by Qt instead of the desktop, and the controls `ui.style` draws. Nothing
else sets a colour on a widget. docs/VISUAL_SYSTEM.md says which mechanism draws what.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import shiboken6
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QGuiApplication,
    QPainter,
    QPalette,
    QPen,
)

from puzzlesuite.ui import tokens as values
from puzzlesuite.ui.tokens import NOT_COLOURS, RADII, Colours, Elevation, TypeStep, field_names

if TYPE_CHECKING:
    from PySide6.QtGui import QAccessibilityHints  # Qt 6.10 and later
    from PySide6.QtWidgets import QApplication, QWidget

Tokens = Colours[QColor]


def _qt(colours: Colours[str]) -> Tokens:
    converted: dict[str, object] = {}
    for name in field_names():
        value = getattr(colours, name)
        if name in NOT_COLOURS:
            converted[name] = value
        elif isinstance(value, tuple):
            converted[name] = tuple(QColor(each) for each in value)
        else:
            converted[name] = QColor(value)
    return cast(Tokens, Colours(**converted))


LIGHT = _qt(values.LIGHT)
DARK = _qt(values.DARK)
HIGH_CONTRAST = _qt(values.HIGH_CONTRAST)
OKABE_ITO = values.OKABE_ITO


# ---- choosing the theme ---------------------------------------------------------------------


def system_prefers_dark() -> bool:
    app = QGuiApplication.instance()
    if app is None:
        return False
    return QGuiApplication.styleHints().colorScheme() == Qt.ColorScheme.Dark


def system_prefers_high_contrast() -> bool:
    """The desktop asks for high contrast (GNOME's High Contrast, the portal's
    contrast preference, Windows' contrast themes), as Qt reports it (Qt 6.10 and
    later; an older Qt cannot tell, and the theme is then chosen by the colour scheme)."""
    hints = accessibility_hints()
    return hints is not None and hints.contrastPreference() == Qt.ContrastPreference.HighContrast


_kept_hints: list[object] = []


def accessibility_hints() -> QAccessibilityHints | None:
    """Qt's accessibility hints, with its style hints kept alive beside it: with only a
    temporary wrapper, PySide6 6.11 can lose the object ("already deleted"). None before
    Qt 6.10, which has no accessibility hints (PySide6 6.8 is the lowest we run on)."""
    if QGuiApplication.instance() is None:
        return None
    if len(_kept_hints) == 2 and all(shiboken6.isValid(kept) for kept in _kept_hints):
        return cast("QAccessibilityHints", _kept_hints[1])
    style_hints = QGuiApplication.styleHints()
    if not hasattr(style_hints, "accessibility"):
        return None
    hints = style_hints.accessibility()
    _kept_hints[:] = [style_hints, hints]
    return hints


def tokens_for(theme: str) -> Tokens:
    """ "light", "dark", "contrast" or "system" (the desktop's choice)."""
    if theme == "contrast" or (theme == "system" and system_prefers_high_contrast()):
        return HIGH_CONTRAST
    if theme == "dark" or (theme == "system" and system_prefers_dark()):
        return DARK
    return LIGHT


# ---- applying it ------------------------------------------------------------------------------

_applied: list[Tokens] = [LIGHT]


def applied() -> Tokens:
    """The tokens last applied to the application: for a part that paints itself and
    has no context to ask (the palette carries the same colours in its roles)."""
    return _applied[0]


def apply(app: QApplication, tokens: Tokens) -> None:
    """Palette, style sheet and controls of `tokens`, for the whole application (once per
    theme change: a style sheet set again re-polishes every widget)."""
    _applied[0] = tokens
    # Qt's own file and colour dialogs instead of the desktop's, so they follow the theme
    # (the print dialog is Qt's on Linux anyway).
    app.setAttribute(Qt.ApplicationAttribute.AA_DontUseNativeDialogs, True)
    app.setPalette(palette_for(tokens))
    sheet = style_sheet_for(tokens)
    if app.styleSheet().partition(_FONT_MARK)[0] != sheet:
        _keep_own_fonts(app)
        app.setStyleSheet(sheet)
    # ui.style's controls read `applied()` as they draw; the new palette repaints them.


def set_kind(button: QWidget, kind: str) -> None:
    """A button's kind for the style sheet: "primary" (the one action a moment is for:
    filled with the accent), "flat" (no face until hovered: icon buttons in a row) or
    "secondary" (the default face)."""
    if button.property("kind") == kind:
        return
    button.setProperty("kind", kind)
    if button.testAttribute(Qt.WidgetAttribute.WA_WState_Polished):
        style = button.style()  # the sheet reads properties when it polishes a widget
        style.unpolish(button)
        style.polish(button)


def follow_font(app: QApplication) -> None:
    """After a new application font (the text zoom): with a style sheet in place Qt
    hands the font to windows only, and their widgets keep the old size; polishing
    every widget against the sheet again gives each its parent's new font."""
    sheet = app.styleSheet()
    if sheet:
        _keep_own_fonts(app)
        # A changed sheet is polished again; the same one would be ignored. Only a mark
        # changes (removing the sheet and setting it again would make Qt delete and
        # rebuild its style-sheet style, which later crashed a re-polish).
        base = sheet.partition(_FONT_MARK)[0]
        app.setStyleSheet(f"{base}{_FONT_MARK}{app.font().pointSizeF()} */")


# Ends the sheet after a text zoom: "the same sheet, polished again for this font".
_FONT_MARK = "\n/* text size "
# Where Qt keeps the font a widget had when the style sheet first polished it, and puts
# it back each time a sheet polishes the widget again; a later setFont does not update it.
_SHEET_SAVED_FONT = "_q_styleSheetWidgetFont"


def _keep_own_fonts(app: QApplication) -> None:
    """Before a new sheet polishes every widget: a widget with a font of its own (a status
    line at 1.4 × the text, scaled again at each zoom) keeps the one it has now."""
    for widget in app.allWidgets():
        if widget.testAttribute(Qt.WidgetAttribute.WA_SetFont) and (
            widget.property(_SHEET_SAVED_FONT) is not None
        ):
            widget.setProperty(_SHEET_SAVED_FONT, widget.font())


# ---- colour arithmetic -------------------------------------------------------------------------


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


def mix(first: QColor, second: QColor, amount: float) -> QColor:
    """`amount` of the way from `first` to `second` (an opaque blend of two tokens)."""
    return QColor(
        round(first.red() + (second.red() - first.red()) * amount),
        round(first.green() + (second.green() - first.green()) * amount),
        round(first.blue() + (second.blue() - first.blue()) * amount),
    )


def with_alpha(colour: QColor, alpha: float) -> QColor:
    translucent = QColor(colour)
    translucent.setAlphaF(alpha)
    return translucent


# ---- elevation -----------------------------------------------------------------------------------


def paint_surface(
    painter: QPainter,
    rect: QRectF,
    tokens: Tokens,
    level: Elevation,
    radius: float,
    fill: QColor | None = None,
) -> None:
    """A surface at `level` (`ui.tokens.ELEVATION`): its soft shadow (light theme; in
    the dark one higher surfaces are lighter instead, and high contrast draws edges
    only), its fill and its 1 px edge (2 px in high contrast). The shadow reaches
    `level.shadow_blur / 2 + level.shadow_offset` px beyond `rect`: leave room for it."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if level.shadow_alpha > 0 and not tokens.dark:
        painter.setPen(Qt.PenStyle.NoPen)
        steps = max(1, level.shadow_blur // 2)
        for step in range(steps, 0, -1):
            grow = step * level.shadow_blur / (2 * steps)
            shade = with_alpha(tokens.shadow, level.shadow_alpha / steps)
            painter.setBrush(shade)
            spread = rect.adjusted(
                -grow, -grow + level.shadow_offset, grow, grow + level.shadow_offset
            )
            painter.drawRoundedRect(spread, radius + grow, radius + grow)
    edge = getattr(tokens, level.edge) if level.edge else None
    if tokens.contrast and edge is not None:
        edge = tokens.control_border
    width = 2.0 if tokens.contrast else 1.0
    painter.setPen(QPen(edge, width) if edge is not None else Qt.PenStyle.NoPen)
    painter.setBrush(fill if fill is not None else getattr(tokens, level.fill))
    inner = rect.adjusted(width / 2, width / 2, -width / 2, -width / 2) if edge else rect
    painter.drawRoundedRect(inner, radius, radius)
    painter.restore()


# ---- type --------------------------------------------------------------------------------------


def font_for(base: QFont, step: TypeStep) -> QFont:
    """`base` (a widget's or the application's font: the desktop's size times the text
    zoom) at a step of the type scale (`ui.tokens.TYPE`)."""
    font = QFont(base)
    if step.scale != 1.0 and base.pointSizeF() > 0:
        font.setPointSizeF(base.pointSizeF() * step.scale)
    elif step.scale != 1.0 and base.pixelSize() > 0:
        font.setPixelSize(max(1, round(base.pixelSize() * step.scale)))
    font.setWeight(QFont.Weight(step.weight))
    if step.tabular:
        tabular(font)
    return font


def tabular(font: QFont) -> QFont:
    """Tabular figures (`tnum`): a count that changes keeps its width, so nothing beside
    it moves."""
    font.setFeature(QFont.Tag("tnum"), 1)
    return font


# ---- the palette ---------------------------------------------------------------------------------


def palette_for(tokens: Tokens) -> QPalette:
    """Every role from a token, so what Qt draws and what a part paints from a palette
    role both come from the theme (docs/VISUAL_SYSTEM.md lists the roles)."""
    palette = QPalette()
    role, group = QPalette.ColorRole, QPalette.ColorGroup
    for name, colour in (
        (role.Window, tokens.background),
        (role.WindowText, tokens.text),
        (role.Base, tokens.field),
        (role.AlternateBase, tokens.surface),
        (role.Text, tokens.text),
        (role.Button, tokens.button),
        (role.ButtonText, tokens.text),
        (role.BrightText, tokens.on_accent),
        (role.ToolTipBase, tokens.tooltip),
        (role.ToolTipText, tokens.on_tooltip),
        (role.PlaceholderText, tokens.muted),
        (role.Highlight, tokens.accent_fill),
        (role.HighlightedText, tokens.on_accent),
        (role.Accent, tokens.accent_fill),
        (role.Link, tokens.accent),
        (role.LinkVisited, tokens.accent),
        (role.Light, tokens.raised),
        (role.Midlight, tokens.surface),
        (role.Mid, tokens.border),
        (role.Dark, tokens.control_border),
        (role.Shadow, tokens.shadow),
    ):
        palette.setColor(name, colour)
    # Disabled controls stay in place, their text and face set apart from enabled ones.
    for name, colour in (
        (role.WindowText, tokens.text_disabled),
        (role.Text, tokens.text_disabled),
        (role.ButtonText, tokens.text_disabled),
        (role.Button, tokens.background),
        (role.Highlight, tokens.border),
    ):
        palette.setColor(group.Disabled, name, colour)
    return palette


# ---- the style sheet ------------------------------------------------------------------------


def style_sheet_for(tokens: Tokens) -> str:
    """The application's one style sheet: buttons (three kinds by the `kind` property:
    secondary by default, "primary", "flat"), fields, lists and text pages, scroll bars,
    menus, tooltips and section titles. Kept lean: each rule is matched against every
    widget Qt polishes (docs/PERFORMANCE.md has its cost at start-up). Check boxes and
    radio buttons are `ui.style`'s: a rule here would take them over from it."""
    t = {name: getattr(tokens, name) for name in field_names()}
    c = {name: value.name() for name, value in t.items() if isinstance(value, QColor)}
    line = 2 if tokens.contrast else 1  # high contrast: every edge doubled
    edge = c["control_border"] if tokens.contrast else "transparent"
    primary_hover = mix(tokens.accent_fill, tokens.on_accent, 0.12).name()
    radius, small = RADII.control, RADII.small
    pad_v, pad_h = 2, 5
    return f"""
QPushButton, QToolButton {{
  color: {c["text"]}; background: {c["button"]};
  border: {line}px solid {edge}; border-radius: {radius}px;
  padding: {pad_v + 2 - line}px {pad_h + 2 - line}px; }}
QPushButton:hover, QToolButton:hover {{ background: {c["button_hover"]}; }}
QPushButton:pressed, QToolButton:pressed, QToolButton:checked {{
  background: {c["button_pressed"]}; }}
QPushButton:focus, QToolButton:focus {{
  border: 2px solid {c["accent"]}; padding: {pad_v}px {pad_h}px; }}
QPushButton:disabled, QToolButton:disabled {{
  color: {c["text_disabled"]}; background: transparent; border-color: {c["border"]}; }}
QPushButton[kind="primary"] {{
  color: {c["on_accent"]}; background: {c["accent_fill"]}; font-weight: 600; }}
QPushButton[kind="primary"]:hover {{ background: {primary_hover}; }}
QPushButton[kind="primary"]:focus {{ border-color: {c["on_accent"]}; }}
QPushButton[kind="primary"]:disabled {{
  color: {c["text_disabled"]}; background: transparent; border-color: {c["border"]}; }}
QPushButton[kind="flat"], QToolButton[kind="flat"] {{ background: transparent; }}
QPushButton[kind="flat"]:hover, QToolButton[kind="flat"]:hover {{
  background: {c["button_hover"]}; }}
QPushButton[kind="flat"]:disabled {{ border-color: transparent; }}
QLineEdit, QSpinBox, QComboBox, QPlainTextEdit {{
  color: {c["text"]}; background: {c["field"]};
  border: {line}px solid {c["control_border"]}; border-radius: {radius}px;
  padding: {3 - line}px {7 - line}px;
  selection-color: {c["on_accent"]}; selection-background-color: {c["accent_fill"]}; }}
QLineEdit:focus, QSpinBox:focus, QComboBox:focus, QPlainTextEdit:focus {{
  border: 2px solid {c["accent"]}; padding: 1px 5px; }}
QLineEdit:disabled, QSpinBox:disabled, QComboBox:disabled {{
  color: {c["text_disabled"]}; border-color: {c["border"]}; }}

QComboBox QAbstractItemView {{
  background: {c["raised"]}; border: 1px solid {c["border"]};
  selection-color: {c["on_accent"]}; selection-background-color: {c["accent_fill"]}; }}
QListView, QListWidget, QTreeView, QTextBrowser {{
  color: {c["text"]}; background: {c["field"]};
  border: {line}px solid {c["border"]}; border-radius: {radius}px; }}
QListView:focus, QListWidget:focus, QTreeView:focus, QTextBrowser:focus {{
  border: 2px solid {c["accent"]}; }}
QListView::item, QListWidget::item {{ padding: 5px 8px; border-radius: {small}px; }}
QListView::item:hover, QListWidget::item:hover {{ background: {c["button_hover"]}; }}
QListView::item:selected, QListWidget::item:selected {{
  color: {c["on_accent"]}; background: {c["accent_fill"]}; }}
QListWidget[kind="sidebar"] {{
  background: {c["surface"]}; border: none; border-radius: 0;
  border-right: {line}px solid {c["control_border"] if tokens.contrast else c["border"]};
  padding: 6px; outline: 0; }}
QListWidget[kind="sidebar"]::item {{ padding: 7px 10px; margin: 1px 0; }}
QListWidget[kind="sidebar"]::item:selected:focus {{ border: 2px solid {c["on_accent"]}; }}
QTextBrowser[kind="page"] {{
  background: {c["background"]}; border: 2px solid transparent; border-radius: {radius}px; }}
QTextBrowser[kind="page"]:focus {{ border-color: {c["accent"]}; }}
QHeaderView::section {{
  color: {c["text"]}; background: {c["surface"]}; padding: 3px 6px;
  border: none; border-right: 1px solid {c["border"]}; border-bottom: 1px solid {c["border"]}; }}
QScrollBar:vertical {{ background: transparent; width: 10px; margin: 2px; }}
QScrollBar:horizontal {{ background: transparent; height: 10px; margin: 2px; }}
QScrollBar::handle {{ background: {c["scrollbar"]}; border-radius: 4px; }}
QScrollBar::handle:vertical {{ min-height: 28px; }}
QScrollBar::handle:horizontal {{ min-width: 28px; }}
QScrollBar::handle:hover, QScrollBar::handle:pressed {{ background: {c["scrollbar_hover"]}; }}
QScrollBar::add-line, QScrollBar::sub-line {{ width: 0; height: 0; }}
QScrollBar::add-page, QScrollBar::sub-page {{ background: none; }}
QMenuBar {{ background: {c["background"]}; color: {c["text"]}; }}
QMenuBar::item {{ padding: 2px 8px; border-radius: {small}px; }}
QMenuBar::item:selected {{ background: {c["button_hover"]}; }}
QMenu {{
  color: {c["text"]}; background: {c["raised"]};
  border: 1px solid {c["control_border"] if tokens.contrast else c["border"]}; padding: 4px; }}
QMenu::item {{ padding: 5px 28px 5px 24px; border-radius: {small}px; }}
QMenu::item:selected {{ color: {c["on_accent"]}; background: {c["accent_fill"]}; }}
QMenu::item:disabled {{ color: {c["text_disabled"]}; background: transparent; }}
QMenu::separator {{ height: 1px; background: {c["border"]}; margin: 4px 8px; }}
QToolTip {{
  color: {c["on_tooltip"]}; background: {c["tooltip"]};
  border: 1px solid {c["control_border"] if tokens.contrast else c["border"]};
  border-radius: {small}px; padding: 4px 6px; }}
QGroupBox {{ border: none; margin-top: 1.5em; font-weight: 700; }}
QGroupBox::title {{ subcontrol-origin: margin; left: 0; padding: 0; }}
"""
