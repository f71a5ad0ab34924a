"""Sudoku: generate + prove + grade per level, and the hint's `next_step`.

Run: .venv/bin/python benchmarks/bench_sudoku.py [--seeds 200] [--positions 1000]

Part 1, for every level and seeds 0 … seeds-1: `generate(level, seed)`, then the proof
the game relies on, done again independently of the generator — `count_solutions` must
be 1 and `grade` must give the level. The time of all three together is one sample.
Targets: median ≤ 150 ms at every level, p95 ≤ 1 s, worst ≤ 3 s.

Part 2: `next_step` (all techniques) from `positions` reachable positions: generated
puzzles part-filled with correct digits (candidates from the grid), and positions met
half-way through a logical solve (candidates narrowed by earlier eliminations).
Targets: median ≤ 20 ms, worst ≤ 200 ms.

Targets are on wall-clock time (time.perf_counter), one process. The process's own CPU
time (time.process_time) is printed too: on a machine shared with other jobs it shows
what the code costs apart from waiting for a core.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from puzzlesuite.games.sudoku.generator import generate  # noqa: E402
from puzzlesuite.games.sudoku.solver import Grid, candidates, count_solutions  # noqa: E402
from puzzlesuite.games.sudoku.techniques import (  # noqa: E402
    Level,
    apply_step,
    grade,
    next_step,
)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[round(share * (len(ordered) - 1))]


def summary(values: list[float]) -> str:
    return (
        f"median {statistics.median(values):7.1f} ms, p95 {percentile(values, 0.95):7.1f} ms, "
        f"worst {max(values):7.1f} ms"
    )


def bench_generation(seeds: int) -> tuple[bool, list[tuple[Level, int, int]]]:
    met = True
    samples: list[tuple[Level, int, int]] = []
    for level in Level:
        times: list[float] = []
        cpu_times: list[float] = []
        givens: list[int] = []
        for seed in range(seeds):
            start, cpu_start = time.perf_counter(), time.process_time()
            puzzle = generate(level, seed)
            unique = count_solutions(puzzle.givens) == 1
            graded = grade(puzzle.givens)
            times.append((time.perf_counter() - start) * 1000)
            cpu_times.append((time.process_time() - cpu_start) * 1000)
            if not unique or graded is not level:
                raise SystemExit(f"{level} seed {seed}: unique={unique}, graded {graded}")
            givens.append(sum(1 for value in puzzle.givens if value))
            if seed % 25 == 0:
                samples.append((level, seed, len(givens)))
        ok = (
            statistics.median(times) <= 150
            and percentile(times, 0.95) <= 1000
            and max(times) <= 3000
        )
        met = met and ok
        print(
            f"{level.value:>7}: wall {summary(times)}  {'ok' if ok else 'MISSED'}\n"
            f"{'':>7}  cpu  {summary(cpu_times)}  givens {min(givens)}–{max(givens)} "
            f"(mean {statistics.mean(givens):.1f})",
            flush=True,
        )
    return met, samples


def reachable_positions(count: int) -> list[tuple[Grid, list[int]]]:
    rng = random.Random(20261130)
    positions: list[tuple[Grid, list[int]]] = []
    seed = 1000
    while len(positions) < count:
        puzzle = generate(list(Level)[seed % 4], seed)
        seed += 1
        for _ in range(20):
            # Part-filled with correct digits, candidates from the grid alone.
            values = list(puzzle.givens)
            share = rng.random() * 0.7
            for cell, value in enumerate(values):
                if not value and rng.random() < share:
                    values[cell] = puzzle.solution[cell]
            grid = tuple(values)
            positions.append((grid, candidates(grid)))
            # Half-way through a logical solve, with the eliminations made so far.
            cands = candidates(puzzle.givens)
            grid = puzzle.givens
            for _ in range(rng.randrange(1, 60)):
                step = next_step(grid, cands)
                if step is None or 0 not in grid:
                    break
                grid, cands = apply_step(grid, cands, step)
            positions.append((grid, cands))
    return positions[:count]


def bench_next_step(count: int) -> bool:
    positions = reachable_positions(count)
    times: list[float] = []
    cpu_times: list[float] = []
    for grid, cands in positions:
        start, cpu_start = time.perf_counter(), time.process_time()
        next_step(grid, cands)
        times.append((time.perf_counter() - start) * 1000)
        cpu_times.append((time.process_time() - cpu_start) * 1000)
    ok = statistics.median(times) <= 20 and max(times) <= 200
    print(f"next_step, {len(times)} positions: wall {summary(times)}  {'ok' if ok else 'MISSED'}")
    print(f"{'':>26}cpu  {summary(cpu_times)}")
    return ok


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seeds", type=int, default=200)
    parser.add_argument("--positions", type=int, default=1000)
    args = parser.parse_args()
    cpu = "unknown CPU"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(
        f"Python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} CPUs "
        f"({cpu}), load average {load:.1f}"
    )
    print(f"generate + count_solutions + grade, seeds 0–{args.seeds - 1} per level:")
    generation_ok, _ = bench_generation(args.seeds)
    hint_ok = bench_next_step(args.positions)
    print("targets:", "met" if generation_ok and hint_ok else "NOT all met")


if __name__ == "__main__":
    main()
