"""User settings: one small JSON file in the config folder."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from puzzlesuite.services.store import JsonStore, require

SCHEMA = 1
FILE_NAME = "settings.json"
LANGUAGES = ("system", "en", "ko", "id", "es")
THEMES = ("system", "light", "dark")


@dataclass(frozen=True)
class Settings:
    language: str = "system"
    theme: str = "system"
    reduce_motion: bool = False
    window_geometry: str = ""  # Qt's saveGeometry(), base64
    games: dict[str, dict[str, Any]] = field(default_factory=dict)  # per-game preferences

    def to_json(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Settings:
        language = data.get("language", "system")
        theme = data.get("theme", "system")
        reduce_motion = data.get("reduce_motion", False)
        geometry = data.get("window_geometry", "")
        games = data.get("games", {})
        require(language in LANGUAGES, "unknown language")
        require(theme in THEMES, "unknown theme")
        require(isinstance(reduce_motion, bool), "reduce_motion is not a boolean")
        require(isinstance(geometry, str), "window_geometry is not text")
        require(
            isinstance(games, dict) and all(isinstance(v, dict) for v in games.values()),
            "games is not an object of objects",
        )
        return cls(language, theme, reduce_motion, geometry, games)


class SettingsService:
    def __init__(self, store: JsonStore) -> None:
        self._store = store
        self.value = store.read(FILE_NAME, SCHEMA, Settings.from_json) or Settings()
        self._listeners: list[Callable[[Settings, Settings], None]] = []

    def subscribe(self, listener: Callable[[Settings, Settings], None]) -> None:
        """`listener(old, new)` after every change."""
        self._listeners.append(listener)

    def update(self, **changes: Any) -> None:
        old = self.value
        new = dataclasses.replace(old, **changes)
        Settings.from_json(new.to_json())  # validate before it is kept
        if new == old:
            return
        self.value = new
        self._store.write(FILE_NAME, SCHEMA, new.to_json())
        for listener in self._listeners:
            listener(old, new)

    def game(self, game_id: str) -> dict[str, Any]:
        """A copy of one game's preferences."""
        return dict(self.value.games.get(game_id, {}))

    def update_game(self, game_id: str, **changes: Any) -> None:
        games = dict(self.value.games)
        games[game_id] = {**games.get(game_id, {}), **changes}
        self.update(games=games)
