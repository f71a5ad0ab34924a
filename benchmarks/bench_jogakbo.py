"""Jogakbo: generate + prove the daily puzzle for every date of a year.

Run: .venv/bin/python benchmarks/bench_jogakbo.py [--year 2026] [--repeats 3]

For each date the full daily generation (draws, plus the exact solver's proof that no
finish is shorter than par) is timed `repeats` times and the median taken; the report
gives the median and the worst of those per-date times over the year, and separately
the time of a full exact `min_moves` on each finished puzzle. Targets: median ≤ 200 ms,
worst ≤ 2 s.
"""

from __future__ import annotations

import argparse
import platform
import statistics
import sys
import time
from collections import Counter
from datetime import date, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from puzzlesuite.core.seeded import SplitMix64  # noqa: E402
from puzzlesuite.games.jogakbo.generator import generate_with_stats  # noqa: E402
from puzzlesuite.games.jogakbo.model import Game  # noqa: E402
from puzzlesuite.games.jogakbo.solver import min_moves  # noqa: E402


def timed(function, *args):  # type: ignore[no-untyped-def]
    start = time.perf_counter()
    result = function(*args)
    return time.perf_counter() - start, result


def messy_position(game: Game, rng: SplitMix64) -> Game:
    """5–25 random moves from the day's start: a mid-game table a player could leave."""
    for _ in range(rng.between(5, 25)):
        tiles = list(game.hand) + [t for group in game.groups for t in group.tiles]
        tile = rng.choice(tiles)
        if rng.below(10) < 3:
            game.move_to_new_group(tile)
        else:
            game.move_to_group(tile, rng.choice(game.groups).gid)
    return game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--year", type=int, default=2026)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()

    first = date(args.year, 1, 1)
    days = [first + timedelta(days=n) for n in range((date(args.year + 1, 1, 1) - first).days)]
    generate_ms: list[float] = []
    solve_ms: list[float] = []
    draws: list[int] = []
    exact_checks: list[int] = []
    pars: Counter[int] = Counter()
    hands: Counter[int] = Counter()
    runs_cache = {}
    for day in days:
        runs = [timed(generate_with_stats, day) for _ in range(args.repeats)]
        generate_ms.append(statistics.median(seconds for seconds, _ in runs) * 1000)
        puzzle, stats = runs[0][1]
        runs_cache[day] = puzzle
        draws.append(stats.draws)
        exact_checks.append(stats.exact_checks)
        pars[puzzle.par] += 1
        hands[len(puzzle.hand)] += 1
        seconds, moves = timed(min_moves, puzzle.groups, puzzle.hand)
        assert moves == puzzle.par
        solve_ms.append(seconds * 1000)

    def summary(values: list[float]) -> str:
        ordered = sorted(values)
        p95 = ordered[int(0.95 * (len(ordered) - 1))]
        return (
            f"median {statistics.median(values):.1f} ms, p95 {p95:.1f} ms, "
            f"worst {max(values):.1f} ms"
        )

    print(f"Python {platform.python_version()} on {platform.machine()}, {len(days)} dates")
    print(f"generate + prove (median of {args.repeats} per date): {summary(generate_ms)}")
    print(f"exact min_moves of the day's puzzle: {summary(solve_ms)}")
    print(
        f"draws per day: mean {statistics.mean(draws):.1f}, max {max(draws)}; "
        f"exact checks per day: mean {statistics.mean(exact_checks):.2f}, "
        f"max {max(exact_checks)}"
    )
    print(f"par: {dict(sorted(pars.items()))}; hand: {dict(sorted(hands.items()))}")
    rng = SplitMix64(2026)
    messy_ms = []
    for day in days[:60]:
        game = messy_position(Game(runs_cache[day]), rng)
        seconds, _ = timed(min_moves, [g.tiles for g in game.groups], game.hand)
        messy_ms.append(seconds * 1000)
    print(f"exact min_moves of 60 messy mid-game positions: {summary(messy_ms)}")
    ok = statistics.median(generate_ms) <= 200 and max(generate_ms) <= 2000
    print("targets (median <= 200 ms, worst <= 2 s):", "met" if ok else "NOT met")


if __name__ == "__main__":
    main()
