"""Game saves: one JSON file per game, so a bad one never takes another with it."""

from __future__ import annotations

from typing import Any

from puzzlesuite.services.store import JsonStore

SCHEMA = 1


def _file_name(game_id: str) -> str:
    if not game_id.replace("-", "").replace("_", "").isalnum():
        raise ValueError(f"bad game id {game_id!r}")
    return f"{game_id}.json"


class SaveService:
    def __init__(self, store: JsonStore) -> None:
        self._store = store

    def load(self, game_id: str) -> dict[str, Any] | None:
        """The saved game, or None. The game validates the content itself: when its
        `from_json` rejects it, it calls `discard_unreadable` so the file is moved aside."""
        document = self._store.read(_file_name(game_id), SCHEMA, lambda d: d)
        if document is None:
            return None
        data = dict(document)
        data.pop("schema", None)
        return data

    def save(self, game_id: str, data: dict[str, Any]) -> bool:
        return self._store.write(_file_name(game_id), SCHEMA, data)

    def clear(self, game_id: str) -> None:
        self._store.delete(_file_name(game_id))

    def discard_unreadable(self, game_id: str, reason: str) -> None:
        """The file is valid JSON but the game cannot use it: move it aside and report."""
        self._store.quarantine(_file_name(game_id), reason)
