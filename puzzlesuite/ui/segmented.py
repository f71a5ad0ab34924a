"""Segmented controls: a group of radio buttons shown as one joined bar (levels, the
opponent, the colour). Still radio buttons, so a screen reader hears radio buttons in a
group, one Tab stop enters at the chosen one and the arrow keys move the choice;
`ui.style` draws each button as a segment (the dynamic properties below)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QBoxLayout,
    QButtonGroup,
    QHBoxLayout,
    QRadioButton,
    QVBoxLayout,
)

# Dynamic properties that make a radio button a segment.
SEGMENT = "segment"  # "first", "middle", "last" or "only"
SEGMENT_AXIS = "segment_axis"  # "horizontal" or "vertical"


def segmented(
    group: QButtonGroup, buttons: Sequence[QRadioButton], vertical: bool = True
) -> QBoxLayout:
    """Lay `buttons` (of `group`) out as one segmented control and keep its keyboard
    behaviour: one Tab stop, at the chosen button; the arrow keys move the choice.
    Returns the layout to add where the buttons go (a layout, not a widget: no extra
    node for a screen reader to walk through)."""
    layout: QBoxLayout = QVBoxLayout() if vertical else QHBoxLayout()
    layout.setSpacing(0)
    layout.setContentsMargins(0, 0, 0, 0)
    for button in buttons:
        layout.addWidget(button)
    mark_segments(buttons, vertical)
    group.buttonToggled.connect(lambda _button, _on: rove(group))
    rove(group)
    return layout


def mark_segments(buttons: Sequence[QAbstractButton], vertical: bool = True) -> None:
    """Mark `buttons` (in order) as the segments of one control."""
    last = len(buttons) - 1
    for index, button in enumerate(buttons):
        if last == 0:
            position = "only"
        else:
            position = "first" if index == 0 else "last" if index == last else "middle"
        button.setProperty(SEGMENT, position)
        button.setProperty(SEGMENT_AXIS, "vertical" if vertical else "horizontal")
        button.setAttribute(Qt.WidgetAttribute.WA_Hover)  # the hover tone
        button.updateGeometry()


def rove(group: QButtonGroup) -> None:
    """Tab enters the group at its chosen button (Qt would enter at the first one), or at
    the first while none is chosen; the arrow keys move within the group."""
    buttons = group.buttons()
    stop = next((b for b in buttons if b.isChecked()), buttons[0] if buttons else None)
    for button in buttons:
        wanted = Qt.FocusPolicy.StrongFocus if button is stop else Qt.FocusPolicy.ClickFocus
        button.setFocusPolicy(wanted)
