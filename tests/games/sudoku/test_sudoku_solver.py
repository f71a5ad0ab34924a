"""The exact solver: candidates, solution counting against a naive brute force, solve."""

from __future__ import annotations

import random

import pytest
from engine_sudoku import (
    WIKIPEDIA_PUZZLE,
    WIKIPEDIA_SOLUTION,
    cell,
    grid_from,
    is_solution,
    mask,
    naive_count,
)
from hypothesis import given, settings
from hypothesis import strategies as st

from puzzlesuite.games.sudoku.solver import (
    Digger,
    candidates,
    count_solutions,
    random_solution,
    solve,
)

EMPTY = (0,) * 81


def test_candidates_of_the_published_puzzle() -> None:
    grid = grid_from(WIKIPEDIA_PUZZLE)
    cands = candidates(grid)
    # r1c3: row 1 has 5 3 7, column 3 has 8, box 1 has 5 3 6 9 8 → 1 2 4 left.
    assert cands[cell(1, 3)] == mask(1, 2, 4)
    # r5c5: row 5 has 4 8 3 1, column 5 has 7 9 6 2 1 8, box 5 has 6 8 3 2 → 5 only.
    assert cands[cell(5, 5)] == mask(5)
    assert cands[cell(1, 1)] == 0  # a given
    assert all(value == 0 for index, value in enumerate(cands) if grid[index])


def test_candidates_of_an_empty_grid_are_all_digits() -> None:
    assert candidates(EMPTY) == [mask(*range(1, 10))] * 81


def test_counts_and_solves_the_published_puzzle() -> None:
    grid = grid_from(WIKIPEDIA_PUZZLE)
    assert count_solutions(grid) == 1
    assert solve(grid) == grid_from(WIKIPEDIA_SOLUTION)


def test_counting_stops_at_the_limit() -> None:
    assert count_solutions(EMPTY) == 2
    assert count_solutions(EMPTY, limit=7) == 7
    assert solve(EMPTY) is None


def test_a_solved_grid_has_one_solution_itself() -> None:
    solution = grid_from(WIKIPEDIA_SOLUTION)
    assert count_solutions(solution) == 1
    assert solve(solution) == solution


def test_contradictory_givens_have_no_solution() -> None:
    twice_in_a_row = list(EMPTY)
    twice_in_a_row[0] = twice_in_a_row[8] = 5
    assert count_solutions(tuple(twice_in_a_row)) == 0
    assert solve(tuple(twice_in_a_row)) is None
    # Valid-looking givens that leave r1c1 no digit: its row, column and box hold 1–9.
    blocked = list(EMPTY)
    for index, value in zip(
        (cell(1, 2), cell(1, 3), cell(2, 1), cell(3, 1), cell(1, 5), cell(1, 6), cell(5, 1)),
        (1, 2, 3, 4, 5, 6, 7),
        strict=True,
    ):
        blocked[index] = value
    blocked[cell(7, 1)], blocked[cell(1, 9)] = 8, 9
    assert count_solutions(tuple(blocked)) == 0


def test_two_solutions_are_told_apart() -> None:
    # Empty a "deadly rectangle": r1c1/r1c2/r2c1/r2c2 hold a b / b a-swappable digits
    # only when the rectangle spans two boxes; find one in the solution and empty it.
    solution = grid_from(WIKIPEDIA_SOLUTION)
    values = list(solution)
    found = False
    for r1 in range(9):
        for r2 in range(r1 + 1, 9):
            for c1 in range(9):
                for c2 in range(c1 + 1, 9):
                    corners = [9 * r1 + c1, 9 * r1 + c2, 9 * r2 + c1, 9 * r2 + c2]
                    a, b, c, d = (solution[i] for i in corners)
                    two_boxes = (r1 // 3 == r2 // 3) != (c1 // 3 == c2 // 3)
                    if a == d and b == c and two_boxes and not found:
                        for i in corners:
                            values[i] = 0
                        found = True
    assert found
    assert count_solutions(tuple(values)) == 2
    assert naive_count(tuple(values)) == 2
    assert solve(tuple(values)) is None


def test_bad_shapes_are_refused() -> None:
    with pytest.raises(ValueError):
        count_solutions((0,) * 80)
    with pytest.raises(ValueError):
        candidates((10,) + (0,) * 80)


def test_random_solutions_are_valid_and_seeded() -> None:
    first = random_solution(random.Random(7))
    assert is_solution(first)
    assert random_solution(random.Random(7)) == first
    assert random_solution(random.Random(8)) != first


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    removed=st.integers(1, 30),
    wrong_given=st.booleans(),
)
def test_counts_agree_with_a_naive_brute_force(seed: int, removed: int, wrong_given: bool) -> None:
    rng = random.Random(seed)
    solution = random_solution(rng)
    values = list(solution)
    emptied = rng.sample(range(81), removed)
    for index in emptied:
        values[index] = 0
    if wrong_given:
        # Change one remaining given: usually no solution, sometimes a different one.
        kept = [i for i in range(81) if values[i]]
        target = rng.choice(kept)
        values[target] = rng.choice([d for d in range(1, 10) if d != solution[target]])
    grid = tuple(values)
    assert count_solutions(grid, limit=2) == naive_count(grid, limit=2)
    assert count_solutions(grid, limit=1) == naive_count(grid, limit=1)
    solved = solve(grid)
    if naive_count(grid) == 1:
        assert solved is not None and is_solution(solved)
        assert all(g in (0, s) for g, s in zip(grid, solved, strict=True))
    else:
        assert solved is None


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000))
def test_digging_keeps_exactly_one_solution(seed: int) -> None:
    rng = random.Random(seed)
    solution = random_solution(rng)
    digger = Digger(solution)
    order = rng.sample(range(81), 81)
    kept = [index for index in order if not digger.try_remove(index)]
    givens = tuple(digger.givens)
    assert count_solutions(givens) == 1
    assert solve(givens) == solution
    # Minimal: no kept given can go without a second solution appearing.
    for index in kept[:6]:
        without = list(givens)
        without[index] = 0
        assert count_solutions(tuple(without)) == 2
