"""Issue 22's targets: each Statistics tab shows in ≤ 100 ms, and recording a finish
costs no more than before the charts.

1. Per game (every game the app discovers): building its tab (read the record, make the
   page, the cards, charts and tables) and painting it once, offscreen, with every figure
   and bucket filled (the game's test kit's record, tests/kits.py).
2. Per game: one finish recorded (load from cache, mutate, check, atomic write) with
   the version-2 buckets, against the same finish as version 1 recorded it.

Run:  QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_statistics.py
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from copy import deepcopy
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtWidgets import QApplication  # noqa: E402

from puzzlesuite.core.registry import discover  # noqa: E402
from puzzlesuite.games.jogakbo.stats import record_completion  # noqa: E402
from puzzlesuite.games.minesweeper.stats import record_win  # noqa: E402
from puzzlesuite.games.sudoku.stats import record_solve  # noqa: E402
from puzzlesuite.services.paths import Paths  # noqa: E402
from puzzlesuite.services.stats import StatsService, _plain_copy  # noqa: E402
from puzzlesuite.services.store import JsonStore  # noqa: E402
from puzzlesuite.shell.context import AppContext  # noqa: E402
from puzzlesuite.shell.statistics import StatisticsDialog  # noqa: E402
from tests.kits import kit_of  # noqa: E402

RUNS = 7
FINISHES = 100
V1_KEYS = ("started", "solved", "solved_no_hints", "best_seconds", "solved_seconds", "play_seconds")


def fill(ctx: AppContext) -> None:
    """Every game's statistics with a figure in every part: its test kit's record."""
    for entry in discover():
        record = kit_of(entry).record()
        ctx.stats.update(entry.id, lambda r, record=record: r.update(record))


def tab_times(ctx: AppContext) -> dict[str, list[float]]:
    """Milliseconds from asking for a tab to its first paint, per game."""
    times: dict[str, list[float]] = {}
    entries = discover()
    for _ in range(RUNS):
        dialog = StatisticsDialog(ctx, entries, None)
        dialog.show()
        QApplication.processEvents()
        for index, entry in enumerate(entries):
            started = time.perf_counter()
            dialog.tabs.setCurrentIndex(index)
            dialog.repaint()  # the tab painted, cards and charts included
            QApplication.processEvents()
            if index == 0:  # the first tab was built with the dialog; build it again
                dialog._forget_tabs()
                started = time.perf_counter()
                dialog.tab(entry.id)
                dialog.repaint()
            times.setdefault(entry.id, []).append((time.perf_counter() - started) * 1000)
        dialog.close()
        dialog.deleteLater()
        QApplication.processEvents()
    return times


def finish_us(stats: StatsService, game_id: str, mutate: Callable[[dict[str, Any]], None]) -> float:
    results = []
    for _ in range(RUNS):
        start = time.perf_counter()
        for _ in range(FINISHES):
            stats.update(game_id, mutate)
        results.append((time.perf_counter() - start) / FINISHES * 1e6)
    return statistics.median(results)


def cpu_us(
    game_id: str,
    record: dict[str, Any],
    mutate: Callable[[dict[str, Any]], None],
    copy: Callable[[Any], Any],
) -> float:
    """What `StatsService.update` does besides the write: copy, mutate, schema check."""
    from puzzlesuite.services.schema import game_schema

    schema = game_schema(game_id, "STATS")
    results = []
    for _ in range(RUNS):
        start = time.perf_counter()
        for _ in range(FINISHES * 10):
            changed = copy(record)
            mutate(changed)
            schema.validate(changed, rules=False)  # as StatsService.update writes
        results.append((time.perf_counter() - start) / (FINISHES * 10) * 1e6)
    return statistics.median(results)


def version_1_sudoku(stats: dict[str, Any]) -> None:
    """How a solve was recorded before issue 22 (no buckets)."""
    bucket = stats.setdefault("medium", {})
    bucket["started"] = bucket.get("started", 0) + 1
    bucket["solved"] = bucket.get("solved", 0) + 1
    best = bucket.get("best_seconds")
    bucket["best_seconds"] = 700 if best is None else min(best, 700)
    bucket["solved_seconds"] = bucket.get("solved_seconds", 0) + 700


def main() -> None:
    app = QApplication.instance() or QApplication(sys.argv)
    with tempfile.TemporaryDirectory() as folder:
        ctx = AppContext(Paths.under(Path(folder)), forced_language="en")
        fill(ctx)
        # The first show of a tab also imports the game's stats module (and what it
        # needs, its level names); the game being played has them imported already.
        print(f"{'tab':12} {'first ms':>9} {'again, median ms':>17} {'max ms':>8}")
        for game_id, values in tab_times(ctx).items():
            again = values[1:]
            print(
                f"{game_id:12} {values[0]:9.1f} {statistics.median(again):17.1f} {max(again):8.1f}"
            )
        stats = StatsService(JsonStore(Path(folder) / "bench", lambda problem: None))
        old = finish_us(stats, "sudoku", version_1_sudoku)
        new = finish_us(stats, "sudoku", lambda r: record_solve(r, "medium", 700, 1))
        print(f"sudoku finish, version 1: {old:.0f} µs; version 2 with buckets: {new:.0f} µs")
        # Without the write (whose fsync dominates and varies with the machine's load):
        full = ctx.stats.record("sudoku")
        v1 = {
            level: {k: v for k, v in bucket.items() if k in V1_KEYS}
            for level, bucket in full.items()
        }
        # Version 1 copied the record with copy.deepcopy; version 2 with _plain_copy.
        old_cpu = cpu_us("sudoku", v1, version_1_sudoku, deepcopy)
        new_cpu = cpu_us("sudoku", full, lambda r: record_solve(r, "medium", 700, 1), _plain_copy)
        print(f"  without the write: version 1 {old_cpu:.1f} µs, version 2 {new_cpu:.1f} µs")
        win = finish_us(stats, "minesweeper", lambda r: record_win(r, "expert", 700, 0))
        done = finish_us(stats, "jogakbo", lambda r: record_completion(r, 25, 20))
        print(f"minesweeper win: {win:.0f} µs; jogakbo completion: {done:.0f} µs")
    del app


if __name__ == "__main__":
    main()
