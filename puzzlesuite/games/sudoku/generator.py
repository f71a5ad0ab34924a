"""Seeded puzzle generation with a proven unique solution and a proven level. Qt-free.

One attempt, all drawn from one `random.Random`:

1. a random complete grid;
2. a random *minimal* puzzle: givens removed in random order, each removal kept only
   if the exact solver finds no second solution;
3. givens added back, chosen at random among the cells the target level's techniques
   have not decided yet, until those techniques finish the puzzle;
4. the level below must still get stuck, or the attempt is thrown away and the next
   one (a new random stream derived from the same level and seed) starts.

So the same level and seed give the same puzzle in every process. Uniqueness holds
from step 2 on (adding givens never adds solutions) and is also implied by a finished
logical solve; the level is the one `techniques.grade` reports.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import count

from .solver import (
    CELL_COUNT,
    POPCOUNT,
    Digger,
    Grid,
    initial_masks,
    masks_to_grid,
    propagate,
    random_solution,
)
from .techniques import Level, Technique, find_step, techniques_up_to


@dataclass(frozen=True)
class Puzzle:
    """A generated puzzle: givens (0 = empty), its unique solution, level and seed."""

    givens: Grid
    solution: Grid
    level: Level
    seed: int


_ADD_BACK_TRIES = 3
_SINGLES = (Technique.NAKED_SINGLE, Technique.HIDDEN_SINGLE)


def _beyond_singles(level: Level) -> tuple[Technique, ...]:
    return tuple(t for t in techniques_up_to(level) if t not in _SINGLES)


def _finish(masks: list[int], queue: list[int], harder: tuple[Technique, ...]) -> bool:
    """Run the techniques to their fixpoint on `masks` in place; True if solved.

    Singles run in bulk through the solver's propagation (single bit = decided); the
    harder techniques one step at a time. The order differs from the simplest-first
    solver, but every technique only removes candidates, so both end in the same place.
    """
    while True:
        if not propagate(masks, queue):
            raise ValueError("the techniques reached a contradiction")  # unreachable if sound
        open_cells = [cell for cell in range(CELL_COUNT) if POPCOUNT[masks[cell]] > 1]
        if not open_cells or not harder:
            return not open_cells
        grid = masks_to_grid(masks)
        cands = [mask if POPCOUNT[mask] > 1 else 0 for mask in masks]
        step = find_step(grid, cands, harder)
        if step is None:
            return False
        queue = []
        for cell, digit in step.eliminate:
            mask = masks[cell] & ~(1 << digit)
            masks[cell] = mask
            if POPCOUNT[mask] == 1:
                queue.append(cell)


def solved_at(givens: Grid, level: Level) -> bool:
    """Whether the techniques up to `level` finish `givens` (fast path for generation)."""
    masks = initial_masks(givens)
    if masks is None:
        return False
    return _finish(masks, [], _beyond_singles(level))


def _minimal_puzzle(solution: Grid, rng: random.Random) -> list[int]:
    digger = Digger(solution)
    for cell in rng.sample(range(CELL_COUNT), CELL_COUNT):
        digger.try_remove(cell)
    return digger.givens


def _place(masks: list[int], cell: int, digit: int, harder: tuple[Technique, ...]) -> bool:
    """Place a given into a stuck position and run the techniques on; True if solved."""
    masks[cell] = 1 << digit
    return _finish(masks, [cell], harder)


def _add_givens(givens: list[int], solution: Grid, level: Level, rng: random.Random) -> bool:
    """Add givens until `level` finishes the puzzle and the level below does not.

    Cells are tried in random order among those the level's techniques have not decided.
    A cell after which the level is still stuck is kept; one that lets the level finish
    is kept only if the level below stays stuck, otherwise the next cell is tried.
    False if every choice lets the level below finish too.
    """
    harder = _beyond_singles(level)
    below = level.below
    below_harder = _beyond_singles(below) if below is not None else ()
    masks = initial_masks(tuple(givens))
    assert masks is not None
    if _finish(masks, [], harder):
        return below is None or not solved_at(tuple(givens), below)
    below_masks: list[int] | None = None
    while True:
        open_cells = [cell for cell in range(CELL_COUNT) if POPCOUNT[masks[cell]] > 1]
        for cell in rng.sample(open_cells, len(open_cells)):
            trial = masks[:]
            if not _place(trial, cell, solution[cell], harder):
                # Still stuck: keep this given (a stuck position is never easier below).
                givens[cell] = solution[cell]
                masks = trial
                below_masks = None
                break
            if below is None:
                givens[cell] = solution[cell]
                return True
            if below_masks is None:
                below_masks = initial_masks(tuple(givens))
                assert below_masks is not None
                _finish(below_masks, [], below_harder)
            if not _place(below_masks[:], cell, solution[cell], below_harder):
                givens[cell] = solution[cell]
                return True
        else:
            return False


def _attempt(level: Level, rng: random.Random) -> tuple[Grid, Grid] | None:
    solution = random_solution(rng)
    minimal = _minimal_puzzle(solution, rng)
    # The minimal puzzle costs most; give it a few chances before drawing a new one.
    for _ in range(_ADD_BACK_TRIES):
        givens = minimal[:]
        if _add_givens(givens, solution, level, rng):
            return tuple(givens), solution
    return None


def generate(level: Level, seed: int) -> Puzzle:
    """The puzzle for this level and seed: unique solution, needs exactly this level."""
    for attempt in count():
        rng = random.Random(f"sudoku/{level.value}/{seed}/{attempt}")
        found = _attempt(level, rng)
        if found is not None:
            givens, solution = found
            return Puzzle(givens, solution, level, seed)
    raise AssertionError("unreachable")
