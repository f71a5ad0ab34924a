"""The daily generator: every date of a year, stability, and the seeded random source."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator, Sequence
from datetime import date, timedelta
from functools import cache
from pathlib import Path

import pytest

from puzzlesuite.games.jogakbo.generator import (
    daily_seed,
    generate,
    generate_with_stats,
)
from puzzlesuite.games.jogakbo.model import Puzzle, Tile, is_valid_group
from puzzlesuite.games.jogakbo.solver import min_moves

YEAR = [date(2026, 1, 1) + timedelta(days=offset) for offset in range(365)]


@cache
def puzzle_of(day: date) -> Puzzle:
    return generate(day)


def hand_partitions(hand: Sequence[Tile]) -> Iterator[list[list[Tile]]]:
    if not hand:
        yield []
        return
    first, rest = hand[0], hand[1:]
    for partition in hand_partitions(rest):
        yield [[first], *partition]
        for index in range(len(partition)):
            yield partition[:index] + [[first, *partition[index]]] + partition[index + 1 :]


def hand_alone_can_finish(puzzle: Puzzle) -> bool:
    """Brute force, independent of the solver: place hand blocks without moving the table."""

    def placeable(blocks: list[list[Tile]], free_groups: list[tuple[Tile, ...]]) -> bool:
        if not blocks:
            return True
        block, rest = blocks[0], blocks[1:]
        if is_valid_group(block) and placeable(rest, free_groups):
            return True
        return any(
            is_valid_group([*group, *block])
            and placeable(rest, free_groups[:i] + free_groups[i + 1 :])
            for i, group in enumerate(free_groups)
        )

    return any(placeable(blocks, list(puzzle.groups)) for blocks in hand_partitions(puzzle.hand))


def attached_count(puzzle: Puzzle) -> int:
    return puzzle.par - len(puzzle.hand)


@pytest.mark.parametrize("month", range(1, 13))
def test_every_day_of_a_year_is_a_fair_puzzle(month: int) -> None:
    for day in (d for d in YEAR if d.month == month):
        puzzle = puzzle_of(day)
        assert puzzle.date == day.isoformat()
        assert len(puzzle.groups) == 6
        assert all(is_valid_group(group) for group in puzzle.groups)
        assert 4 <= len(puzzle.hand) <= 8
        assert attached_count(puzzle) >= 2
        assert len(puzzle.all_tiles()) == sum(map(len, puzzle.groups)) + len(puzzle.hand)
        assert min_moves(puzzle.groups, puzzle.hand) == puzzle.par
        assert not hand_alone_can_finish(puzzle)


def test_year_has_the_expected_spread() -> None:
    pars = Counter(puzzle_of(day).par for day in YEAR)
    hands = Counter(len(puzzle_of(day).hand) for day in YEAR)
    assert set(pars) <= set(range(6, 12)) and len(pars) >= 3
    assert set(hands) <= set(range(4, 9)) and len(hands) >= 3
    assert len({json.dumps(puzzle_of(day).groups, default=str) for day in YEAR}) == len(YEAR)


def test_hand_alone_brute_force_sees_an_easy_position() -> None:
    """The independent check above is not vacuous: it finds a hand that fits."""
    easy = Puzzle(
        "2026-01-01",
        groups=(tuple(puzzle_of(YEAR[0]).groups[0]),),
        hand=(),
        par=0,
    )
    assert hand_alone_can_finish(easy)
    run = tuple(Tile(n, puzzle_of(YEAR[0]).hand[0].colour) for n in (3, 4, 5))
    assert hand_alone_can_finish(Puzzle("2026-01-01", (), run, 3))


def test_same_puzzle_on_repeated_runs() -> None:
    day = date(2026, 11, 30)
    assert generate(day) == generate(day)
    assert generate_with_stats(day)[1] == generate_with_stats(day)[1]
    assert generate(day) != generate(day + timedelta(days=1))


def test_a_known_day_is_pinned() -> None:
    """Everyone must get the same puzzle, also on another version of the app: any change
    to the seeding, the random source or the drawing order shows up here."""
    assert generate(date(2026, 11, 30)).to_dict() == {
        "date": "2026-11-30",
        "groups": [
            ["red-12-0", "yellow-12-1", "black-12-0"],
            ["red-13-1", "blue-13-1", "yellow-13-1"],
            ["red-5-0", "blue-5-0", "yellow-5-0"],
            ["red-9-1", "yellow-9-0", "black-9-0"],
            ["red-3-1", "red-4-1", "red-5-1", "red-6-1", "red-7-1", "red-8-0"],
            ["yellow-4-0", "yellow-5-1", "yellow-6-0", "yellow-7-1", "yellow-8-0"],
        ],
        "hand": ["black-6-0", "black-9-1", "red-6-0", "black-8-1", "red-9-0", "black-7-0"],
        "par": 8,
    }


def test_same_puzzle_in_other_processes_with_other_hash_seeds() -> None:
    """No dependence on str hashing or set order (hash() is salted per process)."""
    code = (
        "import json, datetime;"
        "from puzzlesuite.games.jogakbo.generator import generate;"
        "print(json.dumps(generate(datetime.date(2026, 3, 14)).to_dict()))"
    )
    root = Path(__file__).resolve().parents[3]
    outputs = {
        subprocess.run(
            [sys.executable, "-c", code],
            capture_output=True,
            text=True,
            check=True,
            cwd=root,
            env={"PYTHONHASHSEED": seed, "PYTHONPATH": str(root)},
        ).stdout
        for seed in ("1", "2", "3")
    }
    assert len(outputs) == 1
    assert json.loads(outputs.pop()) == generate(date(2026, 3, 14)).to_dict()


def test_seed_is_pinned_to_the_documented_formula() -> None:
    # sha256("jogakbo:2026-11-30") starts with 64bcf9a99557a4d9
    assert daily_seed(date(2026, 11, 30)) == 0x64BCF9A99557A4D9
