"""The generator: unique solution, solved by its level, really needs its level, seeded."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from engine_sudoku import grid_from, is_solution, naive_count

from puzzlesuite.games.sudoku.generator import generate, solved_at
from puzzlesuite.games.sudoku.puzzle_code import parse_code
from puzzlesuite.games.sudoku.solver import count_solutions, solve
from puzzlesuite.games.sudoku.techniques import LEVEL_OF, Level, grade, logical_solve

ROOT = Path(__file__).resolve().parents[3]
SEEDS_PER_LEVEL = 30


def check_puzzle(level: Level, seed: int) -> None:
    puzzle = generate(level, seed)
    assert puzzle.level is level and puzzle.seed == seed
    assert is_solution(puzzle.solution)
    assert all(g in (0, s) for g, s in zip(puzzle.givens, puzzle.solution, strict=True))
    # Exactly one solution, proven by the exact solver.
    assert count_solutions(puzzle.givens) == 1
    # Finished by its own level's techniques, simplest first…
    result = logical_solve(puzzle.givens, level)
    assert result.solved and result.grid == puzzle.solution
    assert result.hardest is not None and LEVEL_OF[result.hardest] is level
    # …and the level below gets stuck: it really needs this level.
    below = level.below
    if below is not None:
        assert not logical_solve(puzzle.givens, below).solved


@pytest.mark.parametrize("level", list(Level))
def test_generated_puzzles_keep_their_promise(level: Level) -> None:
    for seed in range(SEEDS_PER_LEVEL):
        check_puzzle(level, seed)


@pytest.mark.sweep
@pytest.mark.parametrize("level", list(Level))
def test_generated_puzzles_keep_their_promise_over_200_seeds(level: Level) -> None:
    for seed in range(1000, 1200):
        check_puzzle(level, seed)


def test_uniqueness_agrees_with_a_naive_brute_force() -> None:
    # A generated puzzle with a few solution digits filled in stays in reach of plain
    # backtracking; so does the same grid with one more given removed (often ambiguous).
    for level in Level:
        puzzle = generate(level, 77)
        values = list(puzzle.givens)
        empties = [i for i, v in enumerate(values) if not v]
        for index in empties[: len(empties) - 18]:
            values[index] = puzzle.solution[index]
        assert naive_count(tuple(values)) == count_solutions(tuple(values)) == 1
        for index in [i for i, v in enumerate(puzzle.givens) if v][:6]:
            fewer = list(values)
            fewer[index] = 0
            assert count_solutions(tuple(fewer)) == naive_count(tuple(fewer))


def test_the_fast_level_check_matches_the_simplest_first_solver() -> None:
    for level in Level:
        puzzle = generate(level, 5)
        assert grade(puzzle.givens) is level
        assert solve(puzzle.givens) == puzzle.solution
        for probe in Level:
            assert solved_at(puzzle.givens, probe) == logical_solve(puzzle.givens, probe).solved


def test_same_level_and_seed_give_the_same_puzzle() -> None:
    assert generate(Level.HARD, 42) == generate(Level.HARD, 42)
    assert generate(Level.HARD, 42).givens != generate(Level.HARD, 43).givens
    assert generate(Level.HARD, 42).givens != generate(Level.EXPERT, 42).givens


_IN_ANOTHER_PROCESS = """
import json, sys
from puzzlesuite.games.sudoku.generator import generate
from puzzlesuite.games.sudoku.techniques import Level
cases = [(level, 3) for level in Level] + [(Level.EXPERT, 999_999_999)]
print(json.dumps([list(generate(level, seed).givens) for level, seed in cases]))
"""


def test_puzzles_are_identical_in_other_processes() -> None:
    outputs = []
    for hash_seed in ("0", "4242"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed)
        done = subprocess.run(
            [sys.executable, "-c", _IN_ANOTHER_PROCESS],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            check=True,
            timeout=120,
        )
        outputs.append(json.loads(done.stdout))
    cases = [(level, 3) for level in Level] + [(Level.EXPERT, 999_999_999)]
    here = [list(generate(level, seed).givens) for level, seed in cases]
    assert outputs[0] == outputs[1] == here


# Codes and the exact puzzles they gave when recorded. A change here means every code
# a player has written down now opens a different puzzle: do not "update" these lightly.
GOLDEN_CODES = {
    "S-E-1": (
        ".4.....2. ....1.... 3.79...1. .9.4..7.2 5....98.. ....2.... 8.43....6 1...7.... ..9.86.3."
    ),
    "S-M-482133": (
        "....8.453 .35....1. ....4.... ..47..1.9 .1....685 .8..6.... .5....2.. .....4..1 ..7.96..."
    ),
    "S-H-2026": (
        "..7...8.. 3.2.19.76 ..9...... ...7..... 6...2..83 8..6..... ...1..... .43....29 .....34.7"
    ),
    "S-X-999999999": (
        ".2.3..5.. ...9..... ....6574. ...692.8. 2..73.... 1..8..... 9.4.2..1. ..3..9... .5....8.."
    ),
}


@pytest.mark.parametrize("code", sorted(GOLDEN_CODES))
def test_golden_codes_still_give_their_puzzles(code: str) -> None:
    level, seed = parse_code(code)
    puzzle = generate(level, seed)
    assert puzzle.givens == grid_from(GOLDEN_CODES[code])
