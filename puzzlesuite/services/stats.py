"""Statistics per game: one JSON file each, records shaped by the game's `STATS` schema."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

from puzzlesuite.services.schema import game_schema
from puzzlesuite.services.store import JsonStore

RECORD_KEY = "record"  # the file is {"schema": 1, "record": {...}}


class StatsService:
    """Each record is checked against the game's `STATS` schema when read (salvaging:
    one bad bucket or counter is dropped, the others kept) and before every write."""

    def __init__(self, store: JsonStore) -> None:
        self._store = store
        self._cache: dict[str, dict[str, Any]] = {}

    def record(self, game_id: str) -> dict[str, Any]:
        """A copy of the game's record ({} before the first game)."""
        return copy.deepcopy(self._load(game_id))

    def update(self, game_id: str, mutate: Callable[[dict[str, Any]], None]) -> None:
        """Load, `mutate`, check and save. A record that breaks the schema is a bug:
        `Invalid` is raised and the record kept as it was."""
        record = copy.deepcopy(self._load(game_id))
        mutate(record)
        schema = game_schema(game_id, "STATS")
        record = schema.validate(record, rules=False)  # rules are for reading (schema.Rule)
        self._cache[game_id] = record
        self._store.save(_file_name(game_id), schema, record, key=RECORD_KEY)

    def increment(self, game_id: str, key: str, by: float = 1, bucket: str | None = None) -> None:
        """Add `by` to `record[key]`, or to `record[bucket][key]` (Reversi: per opponent)."""

        def add(record: dict[str, Any]) -> None:
            target = record.setdefault(bucket, {}) if bucket else record
            target[key] = target.get(key, 0) + by

        self.update(game_id, add)

    def add_time(self, game_id: str, seconds: float, bucket: str | None = None) -> None:
        """Play time, `record[...]["play_seconds"]`; a zero flush writes nothing."""
        if seconds > 0:
            self.increment(game_id, "play_seconds", seconds, bucket)

    def _load(self, game_id: str) -> dict[str, Any]:
        if game_id not in self._cache:
            schema = game_schema(game_id, "STATS")
            record = self._store.load(_file_name(game_id), schema, salvage=True, key=RECORD_KEY)
            self._cache[game_id] = record or {}
        return self._cache[game_id]


def _file_name(game_id: str) -> str:
    if not game_id.replace("-", "").replace("_", "").isalnum():
        raise ValueError(f"bad game id {game_id!r}")
    return f"{game_id}.json"
