"""The Minesweeper solver: complete against brute force, hints with proofs that suffice."""

from __future__ import annotations

import random

import pytest
from engine_minesweeper import around, brute_force, numbers, open_cell, random_position
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from puzzlesuite.games.minesweeper.solver import (
    KIND_PAIR,
    KIND_REGION,
    KIND_SINGLE,
    KIND_TOTAL,
    Position,
    Reason,
    TooHard,
    deduce,
    exact,
    explain,
    next_hint,
    pair_verdicts,
)

SMALL = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def small_positions(draw: st.DrawFn) -> Position:
    """Boards of up to 20 cells and 6 mines, so brute force over every arrangement of
    the covered cells stays cheap."""
    width = draw(st.integers(3, 5))
    height = draw(st.integers(2, 4))
    mines = draw(st.integers(1, min(6, width * height - 1)))
    seed = draw(st.integers(0, 2**32))
    return random_position(random.Random(seed), width, height, mines)


def covered_cells(pos: Position) -> list[int]:
    return [c for c in range(pos.width * pos.height) if c not in pos.revealed]


def truth(pos: Position) -> tuple[set[int], set[int]]:
    result = brute_force(pos.width, pos.height, pos.revealed, covered_cells(pos), pos.mines)
    assert result is not None  # the positions come from real boards
    return result


def proof_holds(pos: Position, reason: Reason) -> bool:
    """The claimed proof numbers alone (and the total, if claimed) imply the verdict."""
    shown = {cell: pos.revealed[cell] for cell in reason.proof}
    total = pos.mines if reason.uses_total else None
    result = brute_force(pos.width, pos.height, shown, covered_cells(pos), total)
    if result is None:
        return False
    safe, mined = result
    return reason.cell in (mined if reason.is_mine else safe)


@SMALL
@given(small_positions())
def test_deduce_finds_exactly_what_every_arrangement_agrees_on(pos: Position) -> None:
    safe, mined = truth(pos)
    found = deduce(pos)
    assert found.safe == safe
    assert found.mined == mined


def test_the_total_decides_a_cell_no_number_touches() -> None:
    # One row: cell 1 shows 1, so one of cells 0 and 2 is a mine; cell 3 touches no number.
    one_mine = Position(4, 1, 1, {1: 1})
    assert deduce(one_mine).safe == {3}
    two_mines = Position(4, 1, 2, {1: 1})
    assert deduce(two_mines).mined == {3}
    reason = explain(one_mine, 3)
    assert reason is not None
    assert (reason.kind, reason.uses_total, reason.is_mine) == (KIND_TOTAL, True, False)
    assert reason.proof == (1,)


def test_the_total_alone_can_decide() -> None:
    nothing_shown_all_mines = Position(4, 3, 12, {})
    reason = explain(nothing_shown_all_mines, 5)
    assert reason == Reason(5, True, (), True, KIND_TOTAL)
    assert deduce(nothing_shown_all_mines).mined == set(range(12))
    assert deduce(Position(4, 3, 11, {})).mined == frozenset()


def test_a_contradictory_position_proves_nothing() -> None:
    pos = Position(3, 1, 1, {0: 1, 2: 0})  # cell 1 both mined and safe
    assert deduce(pos).safe == frozenset() and deduce(pos).mined == frozenset()


def test_the_spec_example_is_a_single_number_hint() -> None:
    # A 1 whose only covered neighbour is below-right of it.
    width, height = 9, 9
    mines = {4 * width + 7}  # r5c8
    counts = numbers(width, height, mines)
    revealed = {c: counts[c] for c in range(width * height) if c not in mines}
    for cell in (4 * width + 7, 4 * width + 8, 5 * width + 7, 5 * width + 8, 3 * width + 8):
        revealed.pop(cell, None)
    pos = Position(width, height, 1, revealed)
    reason = explain(pos, 4 * width + 7)
    assert reason is not None
    assert reason.kind == KIND_SINGLE and reason.is_mine
    assert len(reason.proof) == 1 and pos.revealed[reason.proof[0]] == 1


@SMALL
@given(small_positions())
def test_next_hint_is_sound_and_its_proof_suffices(pos: Position) -> None:
    safe, mined = truth(pos)
    reason = next_hint(pos)
    if reason is None:
        assert not safe and not mined
        return
    assert reason.cell in (mined if reason.is_mine else safe)
    assert reason.proof == tuple(sorted(reason.proof))
    assert proof_holds(pos, reason)
    expected_size = {KIND_SINGLE: 1, KIND_PAIR: 2}.get(reason.kind)
    if expected_size is not None:
        assert len(reason.proof) == expected_size and not reason.uses_total
    assert reason.uses_total == (reason.kind == KIND_TOTAL)
    assert reason.proof or reason.uses_total


@SMALL
@given(small_positions())
def test_next_hint_gives_the_simplest_proof_there_is(pos: Position) -> None:
    reason = next_hint(pos)
    if reason is None:
        return
    levels = [KIND_SINGLE, KIND_PAIR, KIND_REGION, KIND_TOTAL]
    numbers_shown = [
        c
        for c in sorted(pos.revealed)
        if any(o not in pos.revealed for o in around(pos.width, pos.height, c))
    ]
    covered = covered_cells(pos)

    def decided_by(shown_cells: tuple[int, ...], total: int | None) -> bool:
        shown = {c: pos.revealed[c] for c in shown_cells}
        result = brute_force(pos.width, pos.height, shown, covered, total)
        return result is not None and bool(result[0] or result[1])

    # Nothing simpler than the level given proves any cell.
    if levels.index(reason.kind) > 0:
        assert not any(decided_by((n,), None) for n in numbers_shown)
    if levels.index(reason.kind) > 1:
        assert not any(
            decided_by((a, b), None) for a in numbers_shown for b in numbers_shown if a < b
        )
    if reason.kind == KIND_TOTAL:
        assert not decided_by(tuple(numbers_shown), None)


@SMALL
@given(small_positions())
def test_explain_answers_for_every_covered_cell(pos: Position) -> None:
    safe, mined = truth(pos)
    for cell in covered_cells(pos):
        reason = explain(pos, cell)
        if cell not in safe | mined:
            assert reason is None
            continue
        assert reason is not None and reason.cell == cell
        assert reason.is_mine == (cell in mined)
        assert proof_holds(pos, reason)
    for cell in pos.revealed:
        assert explain(pos, cell) is None


@SMALL
@given(small_positions(), st.data())
def test_next_hint_never_points_at_skipped_cells(pos: Position, data: st.DataObject) -> None:
    safe, mined = truth(pos)
    skip = set(data.draw(st.sets(st.sampled_from(covered_cells(pos) or [0]))))
    reason = next_hint(pos, skip=skip)
    if reason is None:
        assert (safe | mined) <= skip
    else:
        assert reason.cell not in skip
        assert proof_holds(pos, reason)


def test_pair_reasoning_the_classic_one_two() -> None:
    # A 1 over cells {a, b} and a 2 over {a, b, c}: c is a mine.
    assert pair_verdicts((10, 11), 1, (10, 11, 12), 2) == {12: True}
    # A 1 over {a, b} and a 1 over {a, b, c}: c is safe.
    assert pair_verdicts((10, 11), 1, (10, 11, 12), 1) == {12: False}
    # Overlap that says nothing.
    assert pair_verdicts((10, 11), 1, (11, 12), 1) == {}


def test_hints_follow_a_real_game_to_the_end() -> None:
    """On a board where logic suffices, applying hints one by one (reveal safe cells,
    skip mines once shown) finishes the game and every hint is true."""
    width, height = 9, 9
    rng = random.Random(7)
    for _ in range(5):
        mines = set(rng.sample(range(width * height), 10))
        counts = numbers(width, height, mines)
        start = next(c for c in range(width * height) if c not in mines and counts[c] == 0)
        revealed: dict[int, int] = {}
        open_cell(width, height, counts, revealed, start)
        flagged: set[int] = set()
        while True:
            reason = next_hint(Position(width, height, 10, dict(revealed)), skip=flagged)
            if reason is None:
                break
            assert (reason.cell in mines) == reason.is_mine
            if reason.is_mine:
                flagged.add(reason.cell)
            else:
                open_cell(width, height, counts, revealed, reason.cell)
        found = deduce(Position(width, height, 10, dict(revealed)))
        assert not found.safe  # hints stop only when nothing more is provable


def test_the_exact_search_can_be_bounded() -> None:
    # A long band of 1s with two covered rows below: one wide part.
    width = 12
    constraints = [((c, c + 1, width + c, width + c + 1), 1) for c in range(width - 1)]
    with pytest.raises(TooHard):
        exact(constraints, state_cap=1)
    assert exact(constraints) is not None


@st.composite
def constraint_systems(draw: st.DrawFn) -> tuple[list[tuple[tuple[int, ...], int]], int, int]:
    """Random numbers over up to 12 cells (any shapes, so many distinct groups and the
    search orders for wide parts are exercised), built around a hidden layout so they
    agree; plus some interior cells and a mine total that fits."""
    size = draw(st.integers(1, 12))
    hidden = draw(st.lists(st.booleans(), min_size=size, max_size=size))
    constraints = []
    for _ in range(draw(st.integers(1, 12))):
        cells = tuple(sorted(draw(st.sets(st.integers(0, size - 1), min_size=1, max_size=5))))
        constraints.append((cells, sum(hidden[c] for c in cells)))
    interior = draw(st.integers(0, 3))
    used = {c for cells, _ in constraints for c in cells}
    total = sum(hidden[c] for c in used) + draw(st.integers(0, interior))
    return constraints, interior, total


@settings(max_examples=150, deadline=None)
@given(constraint_systems(), st.booleans())
def test_exact_matches_brute_force_on_arbitrary_constraints(
    system: tuple[list[tuple[tuple[int, ...], int]], int, int], with_total: bool
) -> None:
    constraints, interior, total = system
    cells = sorted({c for covered, _ in constraints for c in covered})
    ever_mined: set[int] = set()
    ever_safe: set[int] = set()
    interior_counts: set[int] = set()
    for bits in range(1 << len(cells)):
        mined = {c for k, c in enumerate(cells) if bits >> k & 1}
        if any(sum(c in mined for c in covered) != need for covered, need in constraints):
            continue
        inside = total - len(mined)
        if with_total and not 0 <= inside <= interior:
            continue
        ever_mined |= mined
        ever_safe |= set(cells) - mined
        interior_counts.add(inside)
    result = exact(constraints, interior, total if with_total else None)
    assert result is not None
    assert result.safe == set(cells) - ever_mined
    assert result.mined == set(cells) - ever_safe
    if with_total and interior:
        expected = None
        if interior_counts == {0}:
            expected = False
        elif interior_counts == {interior}:
            expected = True
        assert result.interior_mined is expected
