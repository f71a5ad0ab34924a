"""Sudoku, a puzzle the player brings: read the pasted text, prove it, grade it, code it.

Run: .venv/bin/python benchmarks/bench_sudoku_own.py [--generated 1000]

One sample is what Start (or a paste, or Play code) makes the worker thread do:
`parse_puzzle` on the 81-character line, `prove` (repeats, the 17-givens rule, exact
search for a second solution, grade with our techniques) and the own-puzzle code. Two
sets: Peter Norvig's published "top95" (tests/games/sudoku/data/top95.txt, hard for
search and mostly beyond our techniques) and `--generated` puzzles of our own generator,
an equal share per level (seeds 0…; generating them is not timed).
Targets: median <= 50 ms and worst <= 500 ms on each set (wall clock, one process).
"""

from __future__ import annotations

import argparse
import collections
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from puzzlesuite.games.sudoku.generator import generate  # noqa: E402
from puzzlesuite.games.sudoku.own_puzzle import prove  # noqa: E402
from puzzlesuite.games.sudoku.puzzle_text import format_line, parse_puzzle  # noqa: E402
from puzzlesuite.games.sudoku.techniques import LEVELS  # noqa: E402

TOP95 = ROOT / "tests" / "games" / "sudoku" / "data" / "top95.txt"


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[round(share * (len(ordered) - 1))]


def measure(name: str, lines: list[str]) -> bool:
    times: list[float] = []
    cpu_times: list[float] = []
    grades: collections.Counter[str] = collections.Counter()
    for line in lines:
        start, cpu_start = time.perf_counter(), time.process_time()
        proven = prove(parse_puzzle(line).givens)
        _ = proven.code
        times.append((time.perf_counter() - start) * 1000)
        cpu_times.append((time.process_time() - cpu_start) * 1000)
        grades[proven.grade.value if proven.grade else "beyond"] += 1
    ok = statistics.median(times) <= 50 and max(times) <= 500
    print(
        f"{name}, {len(lines)} puzzles: wall median {statistics.median(times):6.1f} ms, "
        f"p95 {percentile(times, 0.95):6.1f} ms, worst {max(times):6.1f} ms  "
        f"{'ok' if ok else 'MISSED'}\n"
        f"{'':>4}cpu median {statistics.median(cpu_times):6.1f} ms, worst "
        f"{max(cpu_times):6.1f} ms; grades {dict(sorted(grades.items()))}",
        flush=True,
    )
    return ok


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--generated", type=int, default=1000)
    args = parser.parse_args()
    top95 = TOP95.read_text(encoding="utf-8").split()
    generated = [
        format_line(generate(LEVELS[index % 4], index // 4).givens)
        for index in range(args.generated)
    ]
    met = measure("Norvig top95", top95)
    met = measure("generated", generated) and met
    sys.exit(0 if met else 1)


if __name__ == "__main__":
    main()
