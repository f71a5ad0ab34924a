"""What the board shows of a hint (issue 32: show the evidence), without Qt: over every
step of real games played by Hint alone, the "why" picture shades only what the reason
is about, rings digits that really rule the other cells out (and enough of them), names
the pattern's cells, and strikes exactly the candidates the step removes."""

from __future__ import annotations

from functools import cache

import pytest

from puzzlesuite.games.sudoku.evidence import (
    Evidence,
    ruling_digits,
    unit_cells,
    where_evidence,
    why_evidence,
)
from puzzlesuite.games.sudoku.generator import generate
from puzzlesuite.games.sudoku.hints import Hint, HintKind, HintSession, Stage, find_hint
from puzzlesuite.games.sudoku.model import SudokuGame
from puzzlesuite.games.sudoku.solver import PEERS
from puzzlesuite.games.sudoku.techniques import Level, Technique

Shown = tuple[tuple[int, ...], tuple[int, ...], Hint, Evidence]

RUNS = [(Level.MEDIUM, 11), (Level.HARD, 101), (Level.HARD, 102), (Level.EXPERT, 7)]


def sees(a: int, b: int) -> bool:
    return b in PEERS[a]


@cache
def shown_run(level: Level, seed: int) -> tuple[Shown, ...]:
    """Every "why" picture of a game played to the end by Hint alone: the values, the
    notes, the hint and its evidence, as the board had them."""
    puzzle = generate(level, seed)
    game = SudokuGame(puzzle.givens, puzzle.solution, puzzle.level, puzzle.seed)
    session = HintSession()
    seen: list[Shown] = []
    for _ in range(3 * 81 * 4):
        if game.is_solved():
            break
        press = session.press(game)
        if press.stage is Stage.WHY and press.hint is not None:
            evidence = why_evidence(press.hint, game)
            seen.append((tuple(game.values), tuple(game.notes), press.hint, evidence))
    assert game.is_solved()
    return tuple(seen)


def explained(
    cells: list[int],
    digit: int,
    values: tuple[int, ...],
    notes: tuple[int, ...],
    rings: tuple[int, ...],
) -> list[int]:
    """The cells of `cells` neither seen by a ringed `digit` nor kept from it by the
    player's notes: what the picture would leave unexplained."""
    return [
        cell
        for cell in cells
        if not any(values[ring] == digit and sees(cell, ring) for ring in rings)
        and not (notes[cell] and not notes[cell] >> digit & 1)
    ]


def empties_without(
    unit: tuple[int, ...], values: tuple[int, ...], skip: tuple[int, ...]
) -> list[int]:
    return [cell for cell in unit if not values[cell] and cell not in skip]


@pytest.mark.parametrize(("level", "seed"), RUNS)
def test_every_why_picture_of_a_real_game_shows_true_and_enough_evidence(
    level: Level, seed: int
) -> None:
    for values, notes, hint, evidence in shown_run(level, seed):
        step = hint.step
        assert step is not None
        where = (step.technique, step)
        assert set(evidence.units) <= set(step.units), where
        assert all(values[ring] for ring in evidence.rings), "a ring is on a digit"
        assert set(evidence.cells) <= {*step.cells, *step.witnesses}, where
        # Exactly the candidates the step removes are struck, and each is drawn.
        struck = {
            (cell, d) for cell, mask in evidence.removed.items() for d in range(10) if mask >> d & 1
        }
        assert struck == set(step.eliminate), where
        for cell, mask in evidence.removed.items():
            assert evidence.candidates.get(cell, 0) & mask == mask, where
        technique = step.technique
        if technique is Technique.NAKED_SINGLE:
            assert step.place is not None
            cell, digit = step.place
            assert evidence.target == (cell,) and set(evidence.units) == set(step.units)
            assert all(sees(cell, ring) for ring in evidence.rings)
            digits = [values[ring] for ring in evidence.rings]
            assert len(set(digits)) == len(digits) and digit not in digits
            if not step.allowed:  # the units alone decide: every other digit is ringed
                assert set(digits) == set(range(1, 10)) - {digit}, where
        elif technique is Technique.HIDDEN_SINGLE:
            assert step.place is not None
            cell, digit = step.place
            assert evidence.units == step.units[:1] and evidence.target == (cell,)
            assert {values[ring] for ring in evidence.rings} <= {digit}
            others = empties_without(unit_cells(step.units[0]), values, (cell,))
            assert explained(others, digit, values, notes, evidence.rings) == [], where
        elif technique in (Technique.POINTING, Technique.CLAIMING):
            digit = step.digits[0]
            assert evidence.units == step.units[:1] and evidence.cells == step.cells
            assert {values[ring] for ring in evidence.rings} <= {digit}
            others = empties_without(unit_cells(step.units[0]), values, step.cells)
            assert explained(others, digit, values, notes, evidence.rings) == [], where
        elif technique in (Technique.HIDDEN_PAIR, Technique.HIDDEN_TRIPLE, Technique.HIDDEN_QUAD):
            assert evidence.cells == step.cells
            assert {values[ring] for ring in evidence.rings} <= set(step.digits)
            others = empties_without(unit_cells(step.units[0]), values, step.cells)
            for digit in step.digits:
                assert explained(others, digit, values, notes, evidence.rings) == [], where
        elif technique in (Technique.COLOUR_WRAP, Technique.COLOUR_TRAP):
            assert evidence.colours == step.colours and evidence.cells == step.witnesses
            assert evidence.rings == ()
        else:  # subsets, fish, wings: the cells that matter, outlined
            assert evidence.cells == step.cells and evidence.rings == ()
            for cell in step.cells:
                assert evidence.candidates.get(cell), "the pattern's candidates are drawn"


def test_the_runs_reach_every_kind_of_picture() -> None:
    """So the test above is not vacuous."""
    techniques = {
        hint.step.technique for run in RUNS for *_, hint, _ in shown_run(*run) if hint.step
    }
    assert techniques >= {
        Technique.NAKED_SINGLE,
        Technique.HIDDEN_SINGLE,
        Technique.POINTING,
        Technique.NAKED_PAIR,
        Technique.COLOUR_WRAP,
    }


def test_a_hidden_single_rings_few_digits_covering_the_whole_unit() -> None:
    hidden = [
        (values, notes, hint, evidence)
        for run in RUNS
        for values, notes, hint, evidence in shown_run(*run)
        if hint.step is not None and hint.step.technique is Technique.HIDDEN_SINGLE
    ]
    assert hidden
    for values, _notes, hint, evidence in hidden:
        assert hint.step is not None and hint.step.place is not None
        cell, digit = hint.step.place
        others = empties_without(unit_cells(hint.step.units[0]), values, (cell,))
        # Never more rings than cells to explain, and no ring that explains nothing.
        assert len(evidence.rings) <= len(others)
        for ring in evidence.rings:
            assert any(sees(ring, other) for other in others)


def test_ruling_digits_chooses_one_digit_for_cells_it_covers_together() -> None:
    values = [0] * 81
    values[9 * 4 + 0] = 5  # r5c1: sees all of row 5
    values[9 * 0 + 1] = 5  # r1c2: sees column 2
    row_five = [9 * 4 + c for c in range(1, 9)]
    assert ruling_digits(row_five, 5, values) == (36,)
    assert ruling_digits([1 + 9 * 8, 9 * 4 + 3], 5, values) == (1, 36)  # a tie: top first
    assert ruling_digits([80], 5, values) == ()  # nothing rules it out: nothing ringed


def test_where_shades_the_unit_to_look_at_and_a_wrong_digit_marks_its_cell() -> None:
    puzzle = generate(Level.EASY, 7)
    game = SudokuGame(puzzle.givens, puzzle.solution, puzzle.level, puzzle.seed)
    hint = find_hint(game)
    assert hint is not None and hint.kind is HintKind.STEP
    assert where_evidence(hint) == Evidence(units=hint.units[:1])
    cell = game.empty_cells()[0]
    game.place(cell, game.solution[cell] % 9 + 1)
    wrong = find_hint(game)
    assert wrong is not None and wrong.kind is HintKind.WRONG_DIGIT
    assert where_evidence(wrong) == why_evidence(wrong, game) == Evidence(target=(cell,))
