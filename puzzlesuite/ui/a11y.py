"""Small accessibility helpers shared by the games."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QFocusEvent,
    QKeyEvent,
)
from PySide6.QtWidgets import QWidget

from puzzlesuite.services.settings import Settings


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


def brief_speech(settings: Settings) -> bool:
    """The Brief verbosity (Settings → Screen-reader speech): board cells are named
    content first, with the short cell form ("5, r3c7"); Full is the default."""
    return settings.verbosity == "brief"


def notify_changed(source: QObject, what: QAccessible.Event, child: int = -1) -> None:
    """Send one change event (name, description, state…) for `source` or one of its children."""
    event = QAccessibleEvent(source, what)
    if child >= 0:
        event.setChild(child)
    QAccessible.updateAccessibility(event)


class FocusProxy(QWidget):
    """Keyboard focus and a screen-reader name for one item drawn in a QGraphicsView.

    Scene items are invisible to screen readers, so each board cell (or tray slot) gets
    a transparent child widget over it: it takes focus (the focused proxy is the
    keyboard cursor), carries the accessible name and description, and lets the mouse
    through to the view. Focus moves are what Debian's Orca 43 speaks reliably.
    """

    focused = Signal(object)  # the proxy's key on focus in, None on focus out

    def __init__(self, key: object, parent: QWidget, on_key: Callable[[QKeyEvent], None]) -> None:
        super().__init__(parent)
        self.key = key
        self._on_key = on_key
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def set_texts(self, name: str, description: str) -> bool:
        """Set name and description; only a real change sends an accessibility event."""
        changed = False
        if self.accessibleName() != name:
            self.setAccessibleName(name)
            changed = True
        if self.accessibleDescription() != description:
            self.setAccessibleDescription(description)
            changed = True
        return changed

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        self._on_key(event)

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        super().focusInEvent(event)
        self.focused.emit(self.key)

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        super().focusOutEvent(event)
        self.focused.emit(None)


def rove_tab_stop(proxies: Iterable[FocusProxy], current: object) -> None:
    """Only the cursor cell is a Tab stop ("roving tab index"), so Tab leaves the board
    in one press instead of walking every cell; arrows move within it."""
    for proxy in proxies:
        wanted = Qt.FocusPolicy.StrongFocus if proxy.key == current else Qt.FocusPolicy.ClickFocus
        if proxy.focusPolicy() != wanted:
            proxy.setFocusPolicy(wanted)
