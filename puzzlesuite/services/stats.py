"""Statistics per game: one JSON file each, records shaped by the game's `STATS` schema.

A record holds counts and fixed buckets only (never a log of games), so a file stays a
few hundred bytes and a finish writes as fast as ever. What the Statistics dialog shows
is built from a record by `puzzlesuite.services.stats_page` (kept apart: start-up reads
this module, and needs none of that).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from puzzlesuite.services.schema import game_schema
from puzzlesuite.services.store import JsonStore

RECORD_KEY = "record"  # the file is {"schema": <STATS version>, "record": {...}}


class StatsService:
    """Each record is checked against the game's `STATS` schema when read (salvaging:
    one bad bucket or counter is dropped, the others kept) and before every write."""

    def __init__(self, store: JsonStore) -> None:
        self._store = store
        self._cache: dict[str, dict[str, Any]] = {}

    def record(self, game_id: str) -> dict[str, Any]:
        """A copy of the game's record ({} before the first game)."""
        record: dict[str, Any] = _plain_copy(self._load(game_id))
        return record

    def update(self, game_id: str, mutate: Callable[[dict[str, Any]], None]) -> None:
        """Load, `mutate`, check and save. A record that breaks the schema is a bug:
        `Invalid` is raised and the record kept as it was."""
        record = _plain_copy(self._load(game_id))
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

    def reset(self, game_id: str) -> None:
        """Forget every statistic of one game (the player asked to); others untouched."""
        self._cache[game_id] = {}
        self._store.delete(_file_name(game_id))

    def _load(self, game_id: str) -> dict[str, Any]:
        if game_id not in self._cache:
            schema = game_schema(game_id, "STATS")
            record = self._store.load(_file_name(game_id), schema, salvage=True, key=RECORD_KEY)
            self._cache[game_id] = record or {}
        return self._cache[game_id]


def _plain_copy(value: Any) -> Any:
    """A deep copy of plain JSON data (what a record is, checked by its schema): several
    times faster than `copy.deepcopy`, which a finish would otherwise pay for its buckets."""
    if isinstance(value, dict):
        return {key: _plain_copy(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_plain_copy(item) for item in value]
    return value


def _file_name(game_id: str) -> str:
    if not game_id.replace("-", "").replace("_", "").isalnum():
        raise ValueError(f"bad game id {game_id!r}")
    return f"{game_id}.json"


# ---- fixed buckets ------------------------------------------------------------------------


def bucket_index(value: float, upper_edges: Sequence[float]) -> int:
    """Which of `len(upper_edges) + 1` buckets `value` falls in: bucket i holds values
    below `upper_edges[i]` (and at least the edge before); the last one everything else."""
    for index, edge in enumerate(upper_edges):
        if value < edge:
            return index
    return len(upper_edges)


def count_in(target: dict[str, Any], key: str, index: int, size: int) -> None:
    """Add one to bucket `index` of the fixed-length list `target[key]`."""
    counts = list(target.get(key) or [])
    counts = (counts + [0] * size)[:size]
    counts[index] += 1
    target[key] = counts


def counts_of(source: dict[str, Any], key: str, size: int) -> list[int]:
    """The fixed-length bucket list `source[key]`, zeros where nothing was counted."""
    counts = source.get(key)
    values = [int(v) for v in counts] if isinstance(counts, list) else []
    return (values + [0] * size)[:size]
