"""The main window fits the screen it opens on (issue 31).

A first start sizes the window to a comfortable part of the screen's available area (the
screen less panels and docks); a saved geometry wider or taller than the screen it comes
back on (a smaller monitor, a lower resolution, a larger scale) is shrunk to it and moved
onto it. Sizes are the window's contents; the window manager's frame comes on top, and
is not known before the window is shown, so a typical frame is assumed (or the real one,
where it is larger).
"""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize

# The frame a window manager adds around the contents: GNOME's title bar is about 37 px
# high, Windows' 31 px plus 8 px borders, KDE Breeze's about 30 px plus 4 px borders.
TYPICAL_FRAME = QMargins(8, 37, 8, 8)
# A first window takes this part of the available area...
COMFORTABLE_WIDTH = 0.8
COMFORTABLE_HEIGHT = 0.85
# ...but not more than this (a puzzle in a 2 000 px window is no better to play)...
LARGEST_FIRST = QSize(1600, 1000)
# ...and on a small screen, all the room there is up to this (every pixel counts there).
SMALL_SCREEN = QSize(1024, 720)


def frame_of(frame: QMargins) -> QMargins:
    """The frame to plan with: the real one where known and larger, else the typical."""
    return QMargins(
        max(frame.left(), TYPICAL_FRAME.left()),
        max(frame.top(), TYPICAL_FRAME.top()),
        max(frame.right(), TYPICAL_FRAME.right()),
        max(frame.bottom(), TYPICAL_FRAME.bottom()),
    )


def room_for_contents(available: QRect, frame: QMargins) -> QSize:
    """The largest contents size whose frame still fits the available area."""
    return QSize(
        max(1, available.width() - frame.left() - frame.right()),
        max(1, available.height() - frame.top() - frame.bottom()),
    )


def first_geometry(available: QRect, frame: QMargins) -> QRect:
    """Where a first window goes (contents rectangle): a comfortable part of the available
    area, all of it on a small screen, never larger than the room; centred. (Qt keeps it
    at least the window's minimum size, which fits 800×600 less a typical frame.)"""
    frame = frame_of(frame)
    room = room_for_contents(available, frame)
    wanted = QSize(
        round(available.width() * COMFORTABLE_WIDTH),
        round(available.height() * COMFORTABLE_HEIGHT),
    ).boundedTo(LARGEST_FIRST)
    wanted = wanted.expandedTo(room.boundedTo(SMALL_SCREEN))
    size = wanted.boundedTo(room)
    outer = QSize(
        size.width() + frame.left() + frame.right(),
        size.height() + frame.top() + frame.bottom(),
    )
    corner = QPoint(
        available.x() + (available.width() - outer.width()) // 2,
        available.y() + (available.height() - outer.height()) // 2,
    )
    return QRect(corner + QPoint(frame.left(), frame.top()), size)


def fitted_geometry(contents: QRect, frame: QMargins, available: QRect) -> QRect:
    """A restored window (contents rectangle) made to fit the available area: shrunk
    where it is wider or taller than the room, then moved by as little as brings the
    whole frame onto the screen. A window that fits is left where it is."""
    frame = frame_of(frame)
    size = contents.size().boundedTo(room_for_contents(available, frame))
    left = contents.x() - frame.left()
    top = contents.y() - frame.top()
    width = size.width() + frame.left() + frame.right()
    height = size.height() + frame.top() + frame.bottom()
    left = min(max(left, available.left()), available.right() + 1 - width)
    top = min(max(top, available.top()), available.bottom() + 1 - height)
    return QRect(left + frame.left(), top + frame.top(), size.width(), size.height())
