"""Techniques on textbook positions, the simplest-first order, grading, and soundness.

Textbook positions are built as candidate sets on an empty board: every cell starts with
all nine digits, then the pattern is carved in. With everything else wide open, no
simpler technique applies, so `next_step` must name the pattern and remove exactly the
candidates the textbook rule removes.
"""

from __future__ import annotations

import random
from collections.abc import Iterable

import pytest
from engine_sudoku import (
    WIKIPEDIA_PUZZLE,
    WIKIPEDIA_SOLUTION,
    cell,
    grid_from,
    mask,
    partly_filled,
    sample_puzzles,
)
from hypothesis import given, settings
from hypothesis import strategies as st

from puzzlesuite.games.sudoku.solver import candidates
from puzzlesuite.games.sudoku.techniques import (
    LEVEL_OF,
    Level,
    Step,
    Technique,
    apply_step,
    find_step,
    grade,
    logical_solve,
    next_step,
)

EMPTY = (0,) * 81
FULL = mask(*range(1, 10))


def row_cells(row: int) -> list[int]:
    return [cell(row, col) for col in range(1, 10)]


def col_cells(col: int) -> list[int]:
    return [cell(row, col) for row in range(1, 10)]


def box_cells(box: int) -> list[int]:
    top, left = 3 * ((box - 1) // 3) + 1, 3 * ((box - 1) % 3) + 1
    return [cell(top + i // 3, left + i % 3) for i in range(9)]


def board(
    fixed: dict[int, int] | None = None,
    without: Iterable[tuple[int, Iterable[int]]] = (),
) -> list[int]:
    """All digits everywhere, then `fixed` cells set to their masks and each digit removed
    from the listed cells."""
    cands = [FULL] * 81
    for index, value in (fixed or {}).items():
        cands[index] = value
    for digit, cells in without:
        for index in cells:
            cands[index] &= ~(1 << digit)
    return cands


def removals(cells: Iterable[int], digits: Iterable[int]) -> tuple[tuple[int, int], ...]:
    return tuple(sorted((index, digit) for index in cells for digit in digits))


def only_step(cands: list[int], grid: tuple[int, ...] = EMPTY) -> Step:
    step = next_step(grid, cands)
    assert step is not None
    return step


# --- levels ------------------------------------------------------------------------


def test_levels_order_by_difficulty_not_alphabet() -> None:
    assert Level.EASY < Level.MEDIUM < Level.HARD < Level.EXPERT
    assert Level.EXPERT > Level.HARD and Level.HARD >= Level.HARD
    assert sorted([Level.EXPERT, Level.EASY, Level.HARD, Level.MEDIUM]) == list(Level)
    assert [level.letter for level in Level] == ["E", "M", "H", "X"]
    assert Level.from_letter("x") is Level.EXPERT
    assert Level.EASY.below is None and Level.EXPERT.below is Level.HARD


def test_every_technique_has_a_level_in_enum_order() -> None:
    assert set(LEVEL_OF) == set(Technique)
    ranks = [LEVEL_OF[technique].rank for technique in Technique]
    assert ranks == sorted(ranks)
    assert {t for t in Technique if LEVEL_OF[t] is Level.EXPERT} == {
        Technique.SWORDFISH,
        Technique.XYZ_WING,
        Technique.COLOUR_WRAP,
        Technique.COLOUR_TRAP,
    }


# --- singles -------------------------------------------------------------------------


def test_naked_single() -> None:
    grid = grid_from(WIKIPEDIA_PUZZLE)
    step = only_step(candidates(grid), grid)
    # r5c5 sees 1 2 3 4 6 7 8 9: only 5 is left.
    assert step.technique is Technique.NAKED_SINGLE
    assert step.place == (cell(5, 5), 5)
    assert step.eliminate == ()


def test_hidden_single() -> None:
    # 7 is possible only at r5c5 within box 5; every cell still has several candidates.
    cands = board(without=[(7, [i for i in box_cells(5) if i != cell(5, 5)])])
    step = only_step(cands)
    assert step.technique is Technique.HIDDEN_SINGLE
    assert step.place == (cell(5, 5), 7)
    assert step.units[0] == ("box", 4)


def test_hidden_single_ignores_a_digit_already_placed_in_the_unit() -> None:
    grid = list(EMPTY)
    grid[cell(1, 1)] = 7
    cands = board(without=[(7, [i for i in row_cells(1) if i != cell(1, 9)])])
    cands[cell(1, 1)] = 0
    # Row 1 already holds 7, so the stray 7 left at r1c9 is not a hidden single there.
    step = find_step(tuple(grid), cands, [Technique.HIDDEN_SINGLE])
    assert step is None


# --- locked candidates -----------------------------------------------------------------


def test_pointing() -> None:
    # In box 1, 5 is only in row 2 (r2c1, r2c2): 5 goes from the rest of row 2.
    cands = board(without=[(5, [i for i in box_cells(1) if i not in (cell(2, 1), cell(2, 2))])])
    step = only_step(cands)
    assert step.technique is Technique.POINTING
    assert step.eliminate == removals([cell(2, col) for col in range(4, 10)], [5])
    assert step.units == (("box", 0), ("row", 1))
    assert step.cells == (cell(2, 1), cell(2, 2)) and step.digits == (5,)


def test_claiming() -> None:
    # In row 3, 8 is only in r3c7 and r3c8 (box 3): 8 goes from the rest of box 3.
    cands = board(without=[(8, [i for i in row_cells(3) if i not in (cell(3, 7), cell(3, 8))])])
    step = only_step(cands)
    assert step.technique is Technique.CLAIMING
    assert step.eliminate == removals([cell(r, c) for r in (1, 2) for c in (7, 8, 9)], [8])
    assert step.units == (("row", 2), ("box", 2))


# --- subsets -------------------------------------------------------------------------


def test_naked_pair() -> None:
    cands = board({cell(1, 1): mask(1, 2), cell(1, 6): mask(1, 2)})
    step = only_step(cands)
    assert step.technique is Technique.NAKED_PAIR
    others = [i for i in row_cells(1) if i not in (cell(1, 1), cell(1, 6))]
    assert step.eliminate == removals(others, [1, 2])
    assert step.cells == (cell(1, 1), cell(1, 6)) and step.digits == (1, 2)


def test_naked_pair_in_a_row_and_box_clears_both() -> None:
    cands = board({cell(1, 1): mask(3, 4), cell(1, 2): mask(3, 4)})
    step = only_step(cands)
    assert step.technique is Technique.NAKED_PAIR
    pair = (cell(1, 1), cell(1, 2))
    others = sorted({*row_cells(1), *box_cells(1)} - set(pair))
    assert step.eliminate == removals(others, [3, 4])
    assert {("row", 0), ("box", 0)} == set(step.units)


def test_hidden_pair() -> None:
    # 6 and 7 appear in row 1 only at r1c1 and r1c4: those cells keep nothing else.
    pair = (cell(1, 1), cell(1, 4))
    cands = board(without=[(6, set(row_cells(1)) - set(pair)), (7, set(row_cells(1)) - set(pair))])
    step = only_step(cands)
    assert step.technique is Technique.HIDDEN_PAIR
    assert step.eliminate == removals(pair, [1, 2, 3, 4, 5, 8, 9])
    assert step.cells == pair and step.digits == (6, 7)
    assert step.units == (("row", 0),)


def test_naked_triple() -> None:
    trio = {cell(1, 1): mask(1, 2), cell(1, 5): mask(2, 3), cell(1, 9): mask(1, 3)}
    step = only_step(board(trio))
    assert step.technique is Technique.NAKED_TRIPLE
    assert step.eliminate == removals(set(row_cells(1)) - set(trio), [1, 2, 3])
    assert step.cells == tuple(sorted(trio)) and step.digits == (1, 2, 3)


def test_hidden_triple() -> None:
    trio = (cell(1, 2), cell(1, 5), cell(1, 8))
    outside = set(row_cells(1)) - set(trio)
    step = only_step(board(without=[(4, outside), (5, outside), (6, outside)]))
    assert step.technique is Technique.HIDDEN_TRIPLE
    assert step.eliminate == removals(trio, [1, 2, 3, 7, 8, 9])
    assert step.cells == trio and step.digits == (4, 5, 6)


def test_naked_quad() -> None:
    quad = {
        cell(1, 1): mask(1, 2),
        cell(1, 3): mask(2, 3),
        cell(1, 5): mask(3, 4),
        cell(1, 9): mask(1, 4),
    }
    step = only_step(board(quad))
    assert step.technique is Technique.NAKED_QUAD
    assert step.eliminate == removals(set(row_cells(1)) - set(quad), [1, 2, 3, 4])
    assert step.digits == (1, 2, 3, 4)


def test_hidden_quad() -> None:
    quad = (cell(1, 1), cell(1, 3), cell(1, 5), cell(1, 7))
    outside = set(row_cells(1)) - set(quad)
    step = only_step(board(without=[(d, outside) for d in (1, 2, 3, 4)]))
    assert step.technique is Technique.HIDDEN_QUAD
    assert step.eliminate == removals(quad, [5, 6, 7, 8, 9])
    assert step.cells == quad and step.digits == (1, 2, 3, 4)


# --- fish ----------------------------------------------------------------------------


def test_x_wing_on_rows() -> None:
    # 5 only in columns 3 and 8 in rows 2 and 5: no other 5 in those columns.
    corners = [cell(2, 3), cell(2, 8), cell(5, 3), cell(5, 8)]
    base = set(row_cells(2)) | set(row_cells(5))
    step = only_step(board(without=[(5, base - set(corners))]))
    assert step.technique is Technique.X_WING
    cover = (set(col_cells(3)) | set(col_cells(8))) - base
    assert step.eliminate == removals(cover, [5])
    assert step.cells == tuple(sorted(corners)) and step.digits == (5,)
    assert step.units == (("row", 1), ("row", 4), ("col", 2), ("col", 7))


def test_x_wing_on_columns() -> None:
    corners = [cell(1, 4), cell(7, 4), cell(1, 9), cell(7, 9)]
    base = set(col_cells(4)) | set(col_cells(9))
    step = only_step(board(without=[(2, base - set(corners))]))
    assert step.technique is Technique.X_WING
    cover = (set(row_cells(1)) | set(row_cells(7))) - base
    assert step.eliminate == removals(cover, [2])
    assert step.units[:2] == (("col", 3), ("col", 8))


def test_swordfish() -> None:
    # 3 in rows 1, 5, 9 only at columns {2,5}, {5,8}, {2,8}: no X-Wing, a Swordfish.
    corners = [cell(1, 2), cell(1, 5), cell(5, 5), cell(5, 8), cell(9, 2), cell(9, 8)]
    base = set(row_cells(1)) | set(row_cells(5)) | set(row_cells(9))
    step = only_step(board(without=[(3, base - set(corners))]))
    assert step.technique is Technique.SWORDFISH
    cover = (set(col_cells(2)) | set(col_cells(5)) | set(col_cells(8))) - base
    assert step.eliminate == removals(cover, [3])
    assert step.cells == tuple(sorted(corners))
    assert next_step(EMPTY, board(without=[(3, base - set(corners))]), Level.HARD) is None


# --- wings ---------------------------------------------------------------------------


def test_xy_wing() -> None:
    pivot, pincer_row, pincer_col = cell(1, 1), cell(1, 6), cell(6, 1)
    cands = board({pivot: mask(1, 2), pincer_row: mask(1, 3), pincer_col: mask(2, 3)})
    step = only_step(cands)
    assert step.technique is Technique.XY_WING
    # Whichever pincer is true, 3 sits in r1c6 or r6c1; r6c6 sees both.
    assert step.eliminate == ((cell(6, 6), 3),)
    assert step.cells == (pivot, pincer_row, pincer_col)
    assert step.digits == (1, 2, 3)


def test_xy_wing_with_a_pincer_in_the_pivots_box() -> None:
    pivot, pincer_box, pincer_row = cell(1, 1), cell(2, 2), cell(1, 7)
    cands = board({pivot: mask(4, 5), pincer_box: mask(4, 9), pincer_row: mask(5, 9)})
    step = only_step(cands)
    assert step.technique is Technique.XY_WING
    # Cells seeing r2c2 and r1c7: r1c2 r1c3 (row 1, box 1) and r2c7 r2c8 r2c9 (row 2, box 3).
    seeing = [cell(1, 2), cell(1, 3), cell(2, 7), cell(2, 8), cell(2, 9)]
    assert step.eliminate == removals(seeing, [9])


def test_xyz_wing() -> None:
    pivot, pincer_box, pincer_row = cell(1, 1), cell(2, 2), cell(1, 7)
    cands = board({pivot: mask(1, 2, 3), pincer_box: mask(2, 3), pincer_row: mask(1, 3)})
    step = only_step(cands)
    assert step.technique is Technique.XYZ_WING
    # Only cells seeing all three lose 3: the rest of row 1 inside box 1.
    assert step.eliminate == removals([cell(1, 2), cell(1, 3)], [3])
    assert step.cells[0] == pivot and set(step.cells[1:]) == {pincer_box, pincer_row}
    assert step.digits[-1] == 3
    assert next_step(EMPTY, cands, Level.HARD) is None


# --- simple colouring -------------------------------------------------------------------


def test_colour_wrap() -> None:
    # 7's conjugate pairs: row 1 (r1c1, r1c5), column 5 (r1c5, r5c5), row 5 (r5c5, r5c2),
    # column 2 (r5c2, r3c2). Colours alternate: r1c1, r5c5, r3c2 | r1c5, r5c2.
    # r1c1 and r3c2 share box 1 with the same colour, so that colour is false.
    a, b, c, d, e = cell(1, 1), cell(1, 5), cell(5, 5), cell(5, 2), cell(3, 2)
    cleared = (
        (set(row_cells(1)) - {a, b})
        | (set(col_cells(5)) - {b, c})
        | (set(row_cells(5)) - {c, d})
        | (set(col_cells(2)) - {d, e})
    )
    step = only_step(board(without=[(7, cleared)]))
    assert step.technique is Technique.COLOUR_WRAP
    assert step.eliminate == removals([a, c, e], [7])
    assert step.colours == (tuple(sorted([a, c, e])), tuple(sorted([b, d])))
    assert step.units[0] == ("box", 0)


def test_colour_trap() -> None:
    # 7's conjugate pairs: row 1 (r1c1, r1c5), column 5 (r1c5, r5c5), box 5 (r5c5, r4c6).
    # Colours: r1c1, r5c5 | r1c5, r4c6. r4c1 sees r1c1 (column 1) and r4c6 (row 4):
    # one of them holds 7 whichever colour is true, so r4c1 cannot.
    a, b, c, d = cell(1, 1), cell(1, 5), cell(5, 5), cell(4, 6)
    cleared = (
        (set(row_cells(1)) - {a, b}) | (set(col_cells(5)) - {b, c}) | (set(box_cells(5)) - {c, d})
    )
    cands = board(without=[(7, cleared)])
    step = only_step(cands)
    assert step.technique is Technique.COLOUR_TRAP
    assert step.eliminate == ((cell(4, 1), 7),)
    assert step.colours == ((a, c), (b, d))
    assert step.cells == tuple(sorted([a, b, c, d]))
    assert next_step(EMPTY, cands, Level.HARD) is None


# --- order, application, solving -------------------------------------------------------


def test_simplest_technique_comes_first() -> None:
    # An X-Wing and a naked pair at once: the naked pair (Medium) is reported first.
    corners = [cell(2, 3), cell(2, 8), cell(5, 3), cell(5, 8)]
    base = set(row_cells(2)) | set(row_cells(5))
    cands = board(
        {cell(9, 1): mask(1, 2), cell(9, 2): mask(1, 2)},
        without=[(5, base - set(corners))],
    )
    assert only_step(cands).technique is Technique.NAKED_PAIR
    assert next_step(EMPTY, cands, Level.EASY) is None


def test_apply_step_places_and_clears_peers() -> None:
    grid = grid_from(WIKIPEDIA_PUZZLE)
    cands = candidates(grid)
    step = only_step(cands, grid)
    assert step.place is not None
    index, digit = step.place
    new_grid, new_cands = apply_step(grid, cands, step)
    assert new_grid[index] == digit and new_cands[index] == 0
    assert new_cands == candidates(new_grid)


def test_logical_solve_of_the_published_puzzle() -> None:
    result = logical_solve(grid_from(WIKIPEDIA_PUZZLE), Level.EASY)
    assert result.solved
    assert result.grid == grid_from(WIKIPEDIA_SOLUTION)
    assert result.hardest in (Technique.NAKED_SINGLE, Technique.HIDDEN_SINGLE)
    assert grade(grid_from(WIKIPEDIA_PUZZLE)) is Level.EASY


def test_a_puzzle_with_many_solutions_has_no_grade() -> None:
    assert grade(EMPTY) is None
    assert not logical_solve(EMPTY, Level.EXPERT).solved


def test_a_finished_grid_grades_easy() -> None:
    assert grade(grid_from(WIKIPEDIA_SOLUTION)) is Level.EASY


@pytest.mark.parametrize("index", range(8))
def test_generated_puzzles_grade_to_their_level(index: int) -> None:
    puzzle = sample_puzzles()[index]
    result = logical_solve(puzzle.givens, puzzle.level)
    assert result.solved and result.grid == puzzle.solution
    assert result.hardest is not None and LEVEL_OF[result.hardest] is puzzle.level
    assert all(LEVEL_OF[step.technique] <= puzzle.level for step in result.steps)


# --- soundness ---------------------------------------------------------------------------


def _assert_sound(step: Step, solution: tuple[int, ...], cands: list[int]) -> None:
    assert step.place is not None or step.eliminate, "a step must change something"
    if step.place is not None:
        index, digit = step.place
        assert solution[index] == digit, step
    for index, digit in step.eliminate:
        assert solution[index] != digit, step
        assert cands[index] >> digit & 1, "eliminates a candidate that is not there"


@settings(max_examples=40, deadline=None)
@given(
    index=st.integers(0, 7),
    seed=st.integers(0, 10_000),
    fraction=st.floats(0.0, 0.6),
    warm_up=st.integers(0, 12),
)
def test_no_step_is_ever_wrong_on_reachable_positions(
    index: int, seed: int, fraction: float, warm_up: int
) -> None:
    puzzle = sample_puzzles()[index]
    rng = random.Random(seed)
    grid = partly_filled(puzzle, rng, fraction)
    cands = candidates(grid)
    # A few non-single steps first, so the techniques also see narrowed candidates.
    for _ in range(warm_up):
        step = find_step(grid, cands, [t for t in Technique if LEVEL_OF[t] > Level.EASY])
        if step is None:
            break
        _assert_sound(step, puzzle.solution, cands)
        grid, cands = apply_step(grid, cands, step)
    # Every technique on its own, even where a simpler one would come first.
    for technique in Technique:
        step = find_step(grid, cands, [technique])
        if step is not None:
            assert step.technique is technique
            _assert_sound(step, puzzle.solution, cands)
    # And the whole simplest-first solve from here.
    while 0 in grid:
        step = next_step(grid, cands)
        if step is None:
            break
        _assert_sound(step, puzzle.solution, cands)
        grid, cands = apply_step(grid, cands, step)
    assert all(value in (0, puzzle.solution[i]) for i, value in enumerate(grid))
