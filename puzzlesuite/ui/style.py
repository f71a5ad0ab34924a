"""What a style sheet draws badly, drawn from the tokens: the application's QStyle.

`PuzzleStyle` is Fusion (the same look on every desktop) with three things of its own:

- every QCheckBox is drawn as a **switch** (still a QCheckBox: its role, its Space key
  and its label stay): a pill track with a knob that sits left when off and right when
  on, so the state shows by position as well as by the filled track;
- radio buttons marked as **segments** (`segmented`) are drawn as one joined control:
  each a part of a rounded bar, the chosen one filled with the accent; other radio
  buttons get a round indicator with a ring that shows on any ground;
- the **focus ring** of these controls: 2 px in the accent, around the track, the
  indicator or inside the segment (on a filled segment in its text colour).

Colours are read from `theme.applied()` as each control is drawn; a theme change sets
a new palette, which repaints them. `install` runs once the home screen has been
painted (shell/startup.py): PySide6 makes QStyle's classes the first time Python
touches them (~5 ms), which the first paint must not wait for, and nothing on the home
screen is drawn by this style.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QGroupBox,
    QProxyStyle,
    QRadioButton,
    QStyle,
    QStyleFactory,
    QStyleOption,
    QStyleOptionButton,
    QWidget,
)

from puzzlesuite.ui import theme
from puzzlesuite.ui.segmented import SEGMENT, SEGMENT_AXIS
from puzzlesuite.ui.tokens import RADII, SPACING

SWITCH_SIZE = QSize(40, 20)  # the indicator: a 32×14 track and room for its focus ring
RADIO_SIZE = 20  # the indicator: an 14 px circle and room for its focus ring
SEGMENT_PADDING = QSize(SPACING.m, 4)  # around a segment's text
SEGMENT_MIN_HEIGHT = 27

_Primitive = QStyle.PrimitiveElement
_Control = QStyle.ControlElement
_Metric = QStyle.PixelMetric
_State = QStyle.StateFlag
# Arrows (spin boxes, combo boxes, scroll buttons) as chevrons in the text colour:
# Fusion drew the spin boxes' in a tone the dark theme hid.
_ARROWS = {
    _Primitive.PE_IndicatorSpinUp: "up",
    _Primitive.PE_IndicatorSpinDown: "down",
    _Primitive.PE_IndicatorArrowUp: "up",
    _Primitive.PE_IndicatorArrowDown: "down",
}
_GROUP_MARGINS = (
    _Metric.PM_LayoutLeftMargin,
    _Metric.PM_LayoutTopMargin,
    _Metric.PM_LayoutRightMargin,
    _Metric.PM_LayoutBottomMargin,
)


def _flag(option: QStyleOption, flag: QStyle.StateFlag) -> bool:
    return bool(option.state & flag)


def is_segment(widget: QWidget | None) -> bool:
    return isinstance(widget, QRadioButton) and bool(widget.property(SEGMENT))


def _focus_shown(option: QStyleOption) -> bool:
    # As Fusion: the ring once the keyboard has moved focus in this window.
    return _flag(option, _State.State_HasFocus) and _flag(option, _State.State_KeyboardFocusChange)


class PuzzleStyle(QProxyStyle):
    def __init__(self) -> None:
        super().__init__(QStyleFactory.create("Fusion"))

    # ---- sizes ------------------------------------------------------------------------
    def pixelMetric(  # noqa: N802 (Qt's name)
        self,
        metric: QStyle.PixelMetric,
        option: QStyleOption | None = None,
        widget: QWidget | None = None,
    ) -> int:
        if metric in (_Metric.PM_IndicatorWidth, _Metric.PM_IndicatorHeight) and isinstance(
            widget, QCheckBox
        ):
            size = SWITCH_SIZE
            return size.width() if metric == _Metric.PM_IndicatorWidth else size.height()
        if metric in (_Metric.PM_ExclusiveIndicatorWidth, _Metric.PM_ExclusiveIndicatorHeight):
            return RADIO_SIZE
        if metric in (_Metric.PM_CheckBoxLabelSpacing, _Metric.PM_RadioButtonLabelSpacing):
            return SPACING.s
        if metric in _GROUP_MARGINS and isinstance(widget, QGroupBox):
            # A section: its title above, its controls flush with the title's edge.
            return SPACING.s if metric == _Metric.PM_LayoutTopMargin else 0
        return super().pixelMetric(metric, option, widget)

    def sizeFromContents(  # noqa: N802
        self,
        kind: QStyle.ContentsType,
        option: QStyleOption,
        size: QSize,
        widget: QWidget | None = None,
    ) -> QSize:
        if kind == QStyle.ContentsType.CT_RadioButton and is_segment(widget):
            pad = SEGMENT_PADDING
            return QSize(
                size.width() + 2 * pad.width(),
                max(SEGMENT_MIN_HEIGHT, size.height() + 2 * pad.height()),
            )
        return super().sizeFromContents(kind, option, size, widget)  # type: ignore[arg-type]

    def subElementRect(  # noqa: N802
        self, element: QStyle.SubElement, option: QStyleOption, widget: QWidget | None = None
    ) -> QRect:
        if is_segment(widget) and element in (
            QStyle.SubElement.SE_RadioButtonClickRect,
            QStyle.SubElement.SE_RadioButtonContents,
            QStyle.SubElement.SE_RadioButtonFocusRect,
        ):
            return option.rect  # the whole segment is the target
        return super().subElementRect(element, option, widget)  # type: ignore[arg-type]

    # ---- drawing ----------------------------------------------------------------------
    def drawPrimitive(  # noqa: N802
        self,
        element: QStyle.PrimitiveElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        if element == _Primitive.PE_IndicatorCheckBox and isinstance(widget, QCheckBox):
            paint_switch(painter, option)
            return
        if element == _Primitive.PE_IndicatorRadioButton and isinstance(widget, QRadioButton):
            paint_radio(painter, option)
            return
        if element == _Primitive.PE_FrameFocusRect and isinstance(
            widget, (QCheckBox, QRadioButton)
        ):
            return  # their ring is drawn around the indicator (or inside the segment)
        if element in _ARROWS:
            paint_chevron(painter, option, _ARROWS[element])
            return
        super().drawPrimitive(element, option, painter, widget)

    def drawControl(  # noqa: N802
        self,
        element: QStyle.ControlElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        if element == _Control.CE_RadioButton and is_segment(widget):
            assert isinstance(option, QStyleOptionButton) and widget is not None
            paint_segment(painter, option, widget)
            return
        super().drawControl(element, option, painter, widget)


# ---- the controls, painted ---------------------------------------------------------------------


def _edge() -> float:
    return 2.0 if theme.applied().contrast else 1.0


def paint_switch(painter: QPainter, option: QStyleOption) -> None:
    t = theme.applied()
    enabled = _flag(option, _State.State_Enabled)
    on = _flag(option, _State.State_On)
    partly = _flag(option, _State.State_NoChange)
    box = QRectF(option.rect)
    track = QRectF(0, 0, 32, 14)
    track.moveCenter(box.center())
    radius = track.height() / 2
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if on and enabled:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(t.accent_fill)
        knob_colour = t.on_accent
    else:
        edge = _edge()
        painter.setPen(QPen(t.control_border if enabled else t.border, edge))
        painter.setBrush(t.field if not on else t.border)
        track = track.adjusted(edge / 2, edge / 2, -edge / 2, -edge / 2)
        knob_colour = t.control_border if enabled else t.text_disabled
    painter.drawRoundedRect(track, radius, radius)
    knob = track.height() - 5
    left = track.left() + 2.5
    right = track.right() - 2.5 - knob
    x = (left + right) / 2 if partly else right if on else left
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(knob_colour)
    painter.drawEllipse(QRectF(x, track.top() + 2.5, knob, knob))
    if _focus_shown(option):
        ring = track.adjusted(-2, -2, 2, 2)
        painter.setPen(QPen(t.accent, 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(ring, ring.height() / 2, ring.height() / 2)
    painter.restore()


def paint_radio(painter: QPainter, option: QStyleOption) -> None:
    t = theme.applied()
    enabled = _flag(option, _State.State_Enabled)
    on = _flag(option, _State.State_On)
    box = QRectF(option.rect)
    circle = QRectF(0, 0, 14, 14)
    circle.moveCenter(box.center())
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if on:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(t.accent_fill if enabled else t.text_disabled)
        painter.drawEllipse(circle)
        dot = QRectF(0, 0, 6, 6)
        dot.moveCenter(circle.center())
        painter.setBrush(t.on_accent if enabled else t.background)
        painter.drawEllipse(dot)
    else:
        edge = _edge()
        painter.setPen(QPen(t.control_border if enabled else t.border, edge))
        painter.setBrush(t.field)
        painter.drawEllipse(circle.adjusted(edge / 2, edge / 2, -edge / 2, -edge / 2))
    if _focus_shown(option):
        painter.setPen(QPen(t.accent, 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(circle.adjusted(-3, -3, 3, 3))
    painter.restore()


def segment_path(rect: QRectF, position: str, vertical: bool, radius: float) -> QPainterPath:
    """`rect` with its outer corners rounded: both ends of a lone segment, the leading
    end of the first and the trailing end of the last."""
    lead = position in ("first", "only")
    trail = position in ("last", "only")
    corners = {  # top-left, top-right, bottom-right, bottom-left
        "tl": lead,
        "tr": lead if vertical else trail,
        "br": trail,
        "bl": trail if vertical else lead,
    }
    path = QPainterPath()
    left, top, right, bottom = rect.left(), rect.top(), rect.right(), rect.bottom()
    r = min(radius, rect.width() / 2, rect.height() / 2)
    path.moveTo(left + (r if corners["tl"] else 0), top)
    path.lineTo(right - (r if corners["tr"] else 0), top)
    if corners["tr"]:
        path.arcTo(right - 2 * r, top, 2 * r, 2 * r, 90, -90)
    path.lineTo(right, bottom - (r if corners["br"] else 0))
    if corners["br"]:
        path.arcTo(right - 2 * r, bottom - 2 * r, 2 * r, 2 * r, 0, -90)
    path.lineTo(left + (r if corners["bl"] else 0), bottom)
    if corners["bl"]:
        path.arcTo(left, bottom - 2 * r, 2 * r, 2 * r, 270, -90)
    path.lineTo(left, top + (r if corners["tl"] else 0))
    if corners["tl"]:
        path.arcTo(left, top, 2 * r, 2 * r, 180, -90)
    path.closeSubpath()
    return path


def paint_chevron(painter: QPainter, option: QStyleOption, direction: str) -> None:
    t = theme.applied()
    enabled = _flag(option, _State.State_Enabled)
    box = QRectF(option.rect)
    half = max(2.0, min(box.width(), box.height()) * 0.22)
    centre = box.center()
    rise = -half / 2 if direction == "up" else half / 2
    path = QPainterPath()
    path.moveTo(centre.x() - half, centre.y() - rise)
    path.lineTo(centre.x(), centre.y() + rise)
    path.lineTo(centre.x() + half, centre.y() - rise)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(t.text if enabled else t.text_disabled, 1.5))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)
    painter.restore()


def paint_segment(painter: QPainter, option: QStyleOptionButton, widget: QWidget) -> None:
    t = theme.applied()
    position = str(widget.property(SEGMENT))
    vertical = widget.property(SEGMENT_AXIS) == "vertical"
    enabled = _flag(option, _State.State_Enabled)
    chosen = _flag(option, _State.State_On)
    edge = _edge()
    rect = QRectF(option.rect).adjusted(edge / 2, edge / 2, -edge / 2, -edge / 2)
    # The line between two segments is the next one's leading edge: this one's trailing
    # edge is pushed just outside the widget, where it is clipped.
    if position in ("first", "middle"):
        if vertical:
            rect.setBottom(rect.bottom() + edge + 1)
        else:
            rect.setRight(rect.right() + edge + 1)
    path = segment_path(rect, position, vertical, RADII.control)
    if chosen:
        fill = t.accent_fill if enabled else t.border
    elif _flag(option, _State.State_Sunken):
        fill = t.button_pressed
    elif _flag(option, _State.State_MouseOver) and enabled:
        fill = t.button_hover
    else:
        fill = t.button
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(t.control_border if enabled else t.border, edge))
    painter.setBrush(fill)
    painter.drawPath(path)
    if _focus_shown(option):
        ring = QRectF(option.rect).adjusted(3.5, 3.5, -3.5, -3.5)
        painter.setPen(QPen(t.on_accent if chosen else t.accent, 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(ring, RADII.small, RADII.small)
    ink: QColor = t.on_accent if chosen and enabled else t.text if enabled else t.text_disabled
    painter.setPen(ink)
    painter.setFont(widget.font())
    text_rect = QRect(option.rect).adjusted(
        SEGMENT_PADDING.width() // 2, 0, -SEGMENT_PADDING.width() // 2, 0
    )
    metrics = painter.fontMetrics()
    shown = metrics.elidedText(
        option.text, Qt.TextElideMode.ElideRight, text_rect.width(), Qt.TextFlag.TextShowMnemonic
    )
    painter.drawText(
        text_rect, int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextShowMnemonic), shown
    )
    painter.restore()


# ---- installing it --------------------------------------------------------------------------

_installed: list[PuzzleStyle] = []


def install(app: QApplication | None = None) -> PuzzleStyle:
    """Make PuzzleStyle the application's style (once; later calls return it)."""
    if _installed:
        return _installed[0]
    app = app or QApplication.instance()  # type: ignore[assignment]
    assert isinstance(app, QApplication)
    style = PuzzleStyle()
    app.setStyle(style)
    _installed.append(style)
    return style


def installed() -> bool:
    return bool(_installed)
