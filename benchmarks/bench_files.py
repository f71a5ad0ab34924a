"""What checking every file against its schema costs.

1. Reading each file the app keeps (settings, every game's save and statistics) through
   `JsonStore.load`: parse + version + schema check (+ salvage for settings/statistics).
2. The schema check alone on the same payloads (what is added to every write).
3. One statistics update as a game makes it after a move: load from cache, mutate, check,
   atomic write (the fsync dominates).

Run:  .venv/bin/python benchmarks/bench_files.py
"""

from __future__ import annotations

import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from puzzlesuite.core.registry import discover  # noqa: E402
from puzzlesuite.services.paths import Paths  # noqa: E402
from puzzlesuite.services.stats import StatsService  # noqa: E402
from puzzlesuite.services.store import JsonStore  # noqa: E402
from tests.shell.test_fuzz_files import VALID, schema_of  # noqa: E402

RUNS = 7
REPEAT = 200


def median_us(measure) -> float:  # type: ignore[no-untyped-def]
    results = []
    for _ in range(RUNS):
        start = time.perf_counter()
        for _ in range(REPEAT):
            measure()
        results.append((time.perf_counter() - start) / REPEAT * 1e6)
    return statistics.median(results)


def measure_file(path: Path, relative: str, document: dict[str, Any]) -> tuple[float, float]:
    """(load µs, schema check µs) of one file."""
    schema, key, salvaged = schema_of(relative)
    store = JsonStore(path.parent, lambda problem: None)
    payload = document[key] if key else {k: v for k, v in document.items() if k != "schema"}
    load_us = median_us(lambda: store.load(path.name, schema, salvage=salvaged, key=key))
    return load_us, median_us(lambda: schema.validate(payload))


# The files of the shipped games (the fuzz test's valid files have the template's too).
SHIPPED = {entry.id for entry in discover()}
FILES = {
    relative: value
    for relative, value in VALID.items()
    if value[0] == "settings" or Path(relative).stem in SHIPPED
}


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        for relative, (_kind, document) in FILES.items():
            path = root / relative
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(json.dumps(document))
        print(f"{'file':32} {'load µs':>9} {'check µs':>9}")
        for relative, (_kind, document) in FILES.items():
            load_us, check_us = measure_file(root / relative, relative, document)
            print(f"{relative:32} {load_us:9.1f} {check_us:9.1f}")
        stats = StatsService(JsonStore(Paths.under(root).stats, lambda problem: None))
        stats.record("reversi")
        update = median_us(lambda: stats.increment("reversi", "played", bucket="easy"))
        print(f"statistics update incl. atomic write: {update:.0f} µs")


if __name__ == "__main__":
    main()
