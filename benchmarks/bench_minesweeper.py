"""Minesweeper: board generation after the first click, hints, and max_mines calibration.

Run:  .venv/bin/python benchmarks/bench_minesweeper.py [--seeds 200] [--hints 1000]
      .venv/bin/python benchmarks/bench_minesweeper.py --calibrate

Engine parts (each a function, so UI timings can be added beside them):
- ``bench_generation``: first click → board ready (placing mines + proving no guess is
  needed) for `seeds` seeds per level, random first cells; median, p95 and worst.
  Targets: median ≤ 10 ms Beginner/Intermediate, ≤ 30 ms Expert, worst ≤ 200 ms;
  50×30 at 20 % median ≤ 100 ms.
- ``bench_hints``: ``next_hint`` (and ``explain`` of a random covered mine, the after-loss
  question) on positions taken at random depths of the solver's own sequence on
  generated level boards. Targets: median ≤ 5 ms, worst ≤ 100 ms.
- ``bench_hint_playthrough``: whole boards won by pressing H only (flagged mines
  skipped, as the game does), every hint timed.
- ``calibrate``: for representative sizes, the largest density whose boards "work"
  (20 seeds each from a corner, an edge and a centre first click all succeed within the
  time limit, CPU time of this process). Prints the table behind ``max_mines``.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from puzzlesuite.games.minesweeper.generator import (  # noqa: E402
    GenerationFailed,
    expert_density_mines,
    generate,
    max_mines,
)
from puzzlesuite.games.minesweeper.solver import (  # noqa: E402
    Position,
    Reason,
    deduce,
    explain,
    neighbours,
    next_hint,
)

LEVELS = [
    ("Beginner 9x9/10", 9, 9, 10),
    ("Intermediate 16x16/40", 16, 16, 40),
    ("Expert 30x16/99", 30, 16, 99),
    ("Custom 50x30/300 (20 %)", 50, 30, 300),
]


def summary(times_ms: list[float]) -> str:
    ordered = sorted(times_ms)
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    return (
        f"median {statistics.median(ordered):7.2f} ms   p95 {p95:7.2f} ms   "
        f"worst {ordered[-1]:7.2f} ms   (n={len(ordered)})"
    )


# The box these run on is shared: wall-clock tails include time other processes held
# the CPU, so CPU time of this process is reported beside it.
CPU_TIMES: dict[str, list[float]] = {}


def timed_ms(function: Callable[[], object], label: str = "") -> tuple[float, object]:
    start, start_cpu = time.perf_counter(), time.process_time()
    result = function()
    elapsed, cpu = time.perf_counter() - start, time.process_time() - start_cpu
    if label:
        CPU_TIMES.setdefault(label, []).append(cpu * 1000)
    return elapsed * 1000, result


def bench_generation(seeds: int) -> dict[str, list[float]]:
    """First click → board ready, per level."""
    results: dict[str, list[float]] = {}
    for name, width, height, mines in LEVELS:
        rng = random.Random(f"bench-{name}")
        times: list[float] = []
        for _ in range(seeds):
            seed, first = rng.randrange(2**40), rng.randrange(width * height)
            elapsed, _ = timed_ms(
                lambda: generate(width, height, mines, seed, first),  # noqa: B023
                name,
            )
            times.append(elapsed)
        results[name] = times
        print(f"generate  {name:26} wall {summary(times)}", flush=True)
        print(f"{'':36} cpu  {summary(CPU_TIMES[name])}", flush=True)
    return results


# -- hints ---------------------------------------------------------------------------


def _open(width: int, height: int, counts: list[int], shown: dict[int, int], cell: int) -> None:
    table = neighbours(width, height)
    stack = [cell]
    while stack:
        here = stack.pop()
        if here not in shown:
            shown[here] = counts[here]
            if counts[here] == 0:
                stack.extend(table[here])


def solver_positions(
    width: int, height: int, mines: int, seed: int, first: int, rng: random.Random, count: int
) -> list[tuple[Position, frozenset[int]]]:
    """Positions along the solver's own sequence (each round opens every provably safe
    cell); a position is a round's start plus a random part of that round's cells."""
    placed = frozenset(generate(width, height, mines, seed, first))
    table = neighbours(width, height)
    counts = [sum(1 for o in table[c] if o in placed) for c in range(width * height)]
    shown: dict[int, int] = {}
    _open(width, height, counts, shown, first)
    rounds: list[tuple[dict[int, int], list[int]]] = []
    while len(shown) < width * height - mines:
        safe = sorted(deduce(Position(width, height, mines, dict(shown))).safe)
        rounds.append((dict(shown), safe))
        for cell in safe:
            _open(width, height, counts, shown, cell)
    positions = []
    for _ in range(count):
        start, safe = rounds[rng.randrange(len(rounds))]
        partial = dict(start)
        for cell in rng.sample(safe, rng.randrange(len(safe))):
            _open(width, height, counts, partial, cell)
        positions.append((Position(width, height, mines, partial), placed))
    return positions


def bench_hints(total: int) -> dict[str, list[float]]:
    rng = random.Random("bench-hints")
    positions: list[tuple[Position, frozenset[int]]] = []
    per_board = 10
    levels = LEVELS[:3]
    while len(positions) < total:
        _, width, height, mines = levels[len(positions) // per_board % len(levels)]
        seed, first = rng.randrange(2**40), rng.randrange(width * height)
        positions += solver_positions(width, height, mines, seed, first, rng, per_board)
    positions = positions[:total]
    hint_times: list[float] = []
    explain_times: list[float] = []
    for pos, placed in positions:
        elapsed, reason = timed_ms(lambda: next_hint(pos), "next_hint")  # noqa: B023
        assert reason is not None, "a solver position always has a next step"
        hint_times.append(elapsed)
        covered_mines = sorted(placed)
        mine = covered_mines[rng.randrange(len(covered_mines))]
        elapsed, _ = timed_ms(lambda: explain(pos, mine), "explain")  # noqa: B023
        explain_times.append(elapsed)
    print(f"next_hint {len(positions)} positions {'':17} wall {summary(hint_times)}")
    print(f"{'':36} cpu  {summary(CPU_TIMES['next_hint'])}")
    print(f"explain   a random mine, same positions wall {summary(explain_times)}")
    print(f"{'':36} cpu  {summary(CPU_TIMES['explain'])}")
    slowest = max(range(len(positions)), key=lambda k: CPU_TIMES["next_hint"][k])
    pos = positions[slowest][0]
    print(
        f"slowest hint: {pos.width}x{pos.height}, {len(pos.revealed)} cells revealed, "
        f"{CPU_TIMES['next_hint'][slowest]:.1f} ms cpu"
    )
    return {"next_hint": hint_times, "explain": explain_times}


def bench_hint_playthrough(boards: int) -> list[float]:
    """A player pressing H twice again and again: each hint applied (a safe cell
    revealed, a mine flagged and then skipped, as the game does for flagged mines) until
    the board is won; every ``next_hint`` call timed (CPU), Expert and 50×30 boards."""
    rng = random.Random("bench-playthrough")
    times: list[float] = []
    for index in range(boards):
        _, width, height, mines = LEVELS[2 + index % 2]
        seed, first = rng.randrange(2**40), rng.randrange(width * height)
        placed = frozenset(generate(width, height, mines, seed, first))
        table = neighbours(width, height)
        counts = [sum(1 for o in table[c] if o in placed) for c in range(width * height)]
        shown: dict[int, int] = {}
        _open(width, height, counts, shown, first)
        flagged: set[int] = set()
        while len(shown) < width * height - mines:
            pos = Position(width, height, mines, dict(shown))
            _, reason = timed_ms(lambda: next_hint(pos, skip=flagged), "playthrough")  # noqa: B023
            assert isinstance(reason, Reason) and (reason.cell in placed) == reason.is_mine
            if reason.is_mine:
                flagged.add(reason.cell)
            else:
                _open(width, height, counts, shown, reason.cell)
        times = CPU_TIMES["playthrough"]
    print(f"next_hint, {boards} boards played by hints only {'':3} cpu  {summary(times)}")
    return times


# -- max_mines calibration -------------------------------------------------------------

CALIBRATION_SIZES = [
    (5, 5), (6, 6), (8, 8), (9, 9), (5, 30), (12, 12), (16, 16), (20, 20),
    (30, 16), (50, 10), (25, 30), (40, 25), (50, 30),
]  # fmt: skip


def board_works(width: int, height: int, mines: int, limit_s: float) -> tuple[bool, float]:
    """The definition of "works", with a time limit (CPU seconds of this process)."""
    firsts = [0, width // 2, (height // 2) * width + width // 2]
    worst = 0.0
    for seed in range(20):
        for first in firsts:
            start = time.process_time()
            try:
                generate(width, height, mines, seed, first)
            except GenerationFailed:
                return False, time.process_time() - start
            worst = max(worst, time.process_time() - start)
            if worst > limit_s:
                return False, worst
    return True, worst


def calibrate(limit_s: float) -> None:
    """Largest working density (in steps of 1 % of the cells) per size."""
    print(f"size     cells  expert  max_mines()  largest working (limit {limit_s * 1000:.0f} ms)")
    for width, height in CALIBRATION_SIZES:
        cells = width * height
        best = expert_density_mines(width, height)
        percent = 21
        while True:
            mines = min(cells - 9, cells * percent // 100)
            if mines <= best:
                if mines == cells - 9:
                    break
                percent += 1
                continue
            ok, worst = board_works(width, height, mines, limit_s)
            if not ok:
                break
            best = mines
            percent += 1
        print(
            f"{width:2}x{height:<2}  {cells:5}  {expert_density_mines(width, height):6}  "
            f"{max_mines(width, height):11}  {best:5} ({best / cells:.1%})",
            flush=True,
        )


def machine() -> str:
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    return (
        f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, "
        f"load average {load:.1f} when starting"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seeds", type=int, default=200)
    parser.add_argument("--hints", type=int, default=1000)
    parser.add_argument("--playthroughs", type=int, default=6)
    parser.add_argument("--calibrate", action="store_true")
    parser.add_argument("--limit-ms", type=float, default=100.0)
    args = parser.parse_args()
    print(machine())
    if args.calibrate:
        calibrate(args.limit_ms / 1000)
        return
    bench_generation(args.seeds)
    bench_hints(args.hints)
    bench_hint_playthrough(args.playthroughs)


if __name__ == "__main__":
    main()
