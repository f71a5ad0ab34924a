"""What a screen reader hears from the app's accessibility events, step by step.

A model of Debian's Orca 43 (docs/ACCESSIBILITY.md, "What Debian's Orca 43 speaks"),
fed by the same events the app sends over AT-SPI:

- focus moving to an object: its name and description, **read when the reader handles
  the event**, i.e. after the step (the app answers the reader's queries only once it is
  back in its event loop), so texts set during the step are part of that reading;
- a name or description change of the focused object: the new text, as it was when the
  event was sent;
- announcements: Orca 43 ignores them; a newer reader speaks them (``with_announcements``).

``step()`` presses keys and returns the utterances they caused. ``assert_said_once``
checks issue 21's rule: no text spoken twice for one key press.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
import shiboken6
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QWidget

from puzzlesuite.ui import a11y


class Listener:
    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self._events: list[tuple[str, Any]] = []  # ("focus", widget) / ("said", text)
        self.announcements: list[str] = []
        real_notify = a11y.notify_changed
        real_announce = a11y.announce

        def notify(source: Any, what: QAccessible.Event, child: int = -1) -> None:
            real_notify(source, what, child)
            focused = QApplication.focusWidget()
            if child >= 0 or source is not focused:
                return  # Orca 43 speaks changes of the focused object only
            kinds = {
                QAccessible.Event.NameChanged: QAccessible.Text.Name,
                QAccessible.Event.DescriptionChanged: QAccessible.Text.Description,
            }
            if what in kinds:
                interface = QAccessible.queryAccessibleInterface(source)
                self._events.append(("said", interface.text(kinds[what]).strip()))

        def announce(source: Any, text: str, assertive: bool = False) -> None:
            real_announce(source, text, assertive)
            self.announcements.append(text.strip())

        monkeypatch.setattr(a11y, "notify_changed", notify)
        monkeypatch.setattr(a11y, "announce", announce)
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        app.focusChanged.connect(self._focus_changed)
        self._app = app

    def close(self) -> None:
        self._app.focusChanged.disconnect(self._focus_changed)

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        if new is not None:
            self._events.append(("focus", new))

    def take(self) -> list[str]:
        """The utterances since the last call, focus readings resolved now."""
        said: list[str] = []
        for kind, value in self._events:
            if kind == "said":
                said.append(value)
            elif shiboken6.isValid(value) and value.isVisible():
                interface = QAccessible.queryAccessibleInterface(value)
                if interface is None or not interface.isValid():
                    continue
                name = interface.text(QAccessible.Text.Name).strip()
                description = interface.text(QAccessible.Text.Description).strip()
                said.append(". ".join(t for t in (name, description) if t))
        self._events.clear()
        return [text for text in said if text]

    def step(self, press: Callable[[], None]) -> list[str]:
        """Run one key press (or action) and return what it made the reader say."""
        self.take()
        self.announcements.clear()
        press()
        QApplication.processEvents()
        return self.take()


def assert_said_once(said: list[str], announcements: list[str] = ()) -> None:  # type: ignore[assignment]
    """No text twice: no utterance repeats another or is part of another (a focus reading
    holds the cell's name and description, a change event one of them)."""
    for utterances in (said, [*said, *announcements]):
        for i, first in enumerate(utterances):
            for second in utterances[i + 1 :]:
                assert first not in second and second not in first, (
                    f"said twice in one step: {first!r} / {second!r} (all: {utterances})"
                )
