"""Game saves: one JSON file per game, so a bad one never takes another with it."""

from __future__ import annotations

import copy
from typing import Any

from puzzlesuite.services.schema import carry_unknown, game_schema
from puzzlesuite.services.store import JsonStore


def _file_name(game_id: str) -> str:
    if not game_id.replace("-", "").replace("_", "").isalnum():
        raise ValueError(f"bad game id {game_id!r}")
    return f"{game_id}.json"


class SaveService:
    """Each game's save is checked against the `SAVE` schema the game declares in
    `puzzlesuite/games/<id>/schema.py`, all or nothing (half a position is no game):
    the game only ever sees data of that shape. Rules no schema can express stay in
    the game, which calls `discard_unreadable` when its model rejects the data."""

    def __init__(self, store: JsonStore) -> None:
        self._store = store
        # The last save read per game: keys a newer version wrote are carried into the
        # next write, so a downgrade does not lose them.
        self._loaded: dict[str, dict[str, Any]] = {}

    def load(self, game_id: str) -> dict[str, Any] | None:
        """The saved game, checked against the game's schema, or None."""
        data = self._store.load(_file_name(game_id), game_schema(game_id, "SAVE"))
        if not isinstance(data, dict):  # None, or a game that declared a non-object SAVE
            self._loaded.pop(game_id, None)
            return None
        self._loaded[game_id] = data
        return copy.deepcopy(data)

    def save(self, game_id: str, data: dict[str, Any]) -> bool:
        """Write the save; raises `Invalid` when `data` breaks the game's own schema."""
        schema = game_schema(game_id, "SAVE")
        if game_id in self._loaded:
            data = carry_unknown(schema, self._loaded[game_id], data)
        return self._store.save(_file_name(game_id), schema, data)

    def clear(self, game_id: str) -> None:
        self._loaded.pop(game_id, None)
        self._store.delete(_file_name(game_id))

    def discard_unreadable(self, game_id: str, reason: str) -> None:
        """The file fits the schema but the game cannot use it: move it aside, report."""
        self._loaded.pop(game_id, None)
        self._store.quarantine(_file_name(game_id), reason)
