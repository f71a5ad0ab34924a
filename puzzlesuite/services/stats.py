"""Statistics per game: one JSON file each, records shaped by the game."""

from __future__ import annotations

import copy
import math
from collections.abc import Callable
from typing import Any

from puzzlesuite.services.store import InvalidFile, JsonStore, require

SCHEMA = 1


def _parse(document: dict[str, Any]) -> dict[str, Any]:
    record = document.get("record")
    if not isinstance(record, dict):
        raise InvalidFile("record is not an object")
    _check_values(record)
    return record


def _check_values(record: dict[str, Any]) -> None:
    # Numbers and nested records only: statistics never hold text.
    for key, value in record.items():
        require(isinstance(key, str), "key is not text")
        if isinstance(value, dict):
            _check_values(value)
        else:
            number = isinstance(value, int | float) and not isinstance(value, bool)
            # json.loads accepts Infinity and NaN; neither is a count and int() of them fails.
            require(number and math.isfinite(value) and value >= 0, f"{key} is not a count")


class StatsService:
    def __init__(self, store: JsonStore) -> None:
        self._store = store
        self._cache: dict[str, dict[str, Any]] = {}

    def record(self, game_id: str) -> dict[str, Any]:
        """A copy of the game's record ({} before the first game)."""
        return copy.deepcopy(self._load(game_id))

    def update(self, game_id: str, mutate: Callable[[dict[str, Any]], None]) -> None:
        record = copy.deepcopy(self._load(game_id))
        mutate(record)
        _check_values(record)
        self._cache[game_id] = record
        self._store.write(f"{game_id}.json", SCHEMA, {"record": record})

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
            self._cache[game_id] = self._store.read(f"{game_id}.json", SCHEMA, _parse) or {}
        return self._cache[game_id]
