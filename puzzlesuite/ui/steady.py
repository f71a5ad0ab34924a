"""Layout helpers that keep a screen still: nothing shown, hidden or reworded moves the
board or a button (issue 20)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget


def fixed_header(label: QLabel, lines: int = 2) -> None:
    """A header that wraps within its column instead of widening the window, in a fixed
    number of lines, so a longer sentence (another language, "Notes mode on") never
    pushes the board down."""
    label.setWordWrap(True)
    label.setMinimumWidth(0)
    label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
    label.setFixedHeight(lines * label.fontMetrics().lineSpacing() + 4)


def reserve_room(widget: QWidget) -> None:
    """Keep `widget`'s room in its layout while it is hidden (a note such as "Changes
    apply from the next game." appears without moving what is below it)."""
    policy = widget.sizePolicy()
    policy.setRetainSizeWhenHidden(True)
    widget.setSizePolicy(policy)


def fixed_panel_width(panel: QWidget, width: int) -> None:
    """A side panel as wide as its longest translation needs, whatever is on show."""
    panel.setFixedWidth(width)
