"""What a game screen and the shared ui parts get from the app: the services and the
app-wide signals.

The shell's `AppContext` satisfies this protocol (mypy checks it where the shell builds a
screen); `ui/` and the games name only the protocol, so nothing below the shell imports
the shell (tests/test_layering.py). A member the games need from the app is added here
first, then to `AppContext`.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import SignalInstance

from puzzlesuite.services.saves import SaveService
from puzzlesuite.services.settings import SettingsService
from puzzlesuite.services.stats import StatsService
from puzzlesuite.ui.sound import Sounds
from puzzlesuite.ui.theme import Tokens


class GameContext(Protocol):
    @property
    def settings(self) -> SettingsService: ...

    @property
    def saves(self) -> SaveService: ...

    @property
    def stats(self) -> StatsService: ...

    @property
    def sounds(self) -> Sounds:
        """`sounds.play(game_id, event, count=1)`: docs/SOUND.md has the events."""
        ...

    @property
    def tokens(self) -> Tokens:
        """The current theme's colours (they change with `theme_changed`)."""
        ...

    @property
    def reduce_motion(self) -> bool:
        """Animations are instant (the setting, or the desktop's request)."""
        ...

    @property
    def language_changed(self) -> SignalInstance: ...

    @property
    def settings_changed(self) -> SignalInstance: ...

    @property
    def theme_changed(self) -> SignalInstance: ...
