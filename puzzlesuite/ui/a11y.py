"""Small accessibility helpers shared by the games."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent


def announce(source: QObject, text: str, assertive: bool = False) -> None:
    """Ask the screen reader to speak `text` (newer AT-SPI/UIA screen readers).

    Debian's Orca 43 ignores this signal, so games also put the outcome where the focus
    is (the focused item's description); see docs/ACCESSIBILITY.md.
    """
    if not text:
        return
    event = QAccessibleAnnouncementEvent(source, text)
    if assertive:
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
    QAccessible.updateAccessibility(event)


def notify_changed(source: QObject, what: QAccessible.Event, child: int = -1) -> None:
    """Send one change event (name, description, state…) for `source` or one of its children."""
    event = QAccessibleEvent(source, what)
    if child >= 0:
        event.setChild(child)
    QAccessible.updateAccessibility(event)
