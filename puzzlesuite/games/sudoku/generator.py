"""Seeded puzzle generation with a proven unique solution and a proven level. Qt-free.

One attempt, all drawn from one `random.Random`:

1. a random complete grid;
2. a random *minimal* puzzle: givens removed in random order, each removal kept only
   if the exact solver finds no second solution;
3. givens added back from the solution: the cells the target level's techniques leave
   open go in random order, and the shortest prefix of that order that lets those
   techniques finish is kept (found by bisection);
4. the level below must still get stuck — if it does not, the last added given is
   swapped for each later cell in turn; if none works, the attempt is thrown away and
   the next one (a new random stream derived from the same level and seed) starts.

So the same level and seed give the same puzzle in every process. Uniqueness holds
from step 2 on (adding givens never adds solutions) and is also implied by a finished
logical solve; the level is the one `techniques.grade` reports.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import count

from .solver import (
    ALL_UNITS,
    CELL_COUNT,
    POPCOUNT,
    UNIT_BITS,
    Digger,
    Grid,
    initial_masks,
    masks_to_grid,
    propagate,
    random_solution,
)
from .techniques import LEVELS, Level, Technique, find_step, techniques_up_to


@dataclass(frozen=True)
class Puzzle:
    """A generated puzzle: givens (0 = empty), its unique solution, level and seed."""

    givens: Grid
    solution: Grid
    level: Level
    seed: int


_SINGLES = (Technique.NAKED_SINGLE, Technique.HIDDEN_SINGLE)


def _beyond_singles(level: Level) -> tuple[Technique, ...]:
    return tuple(t for t in techniques_up_to(level) if t not in _SINGLES)


def _finish(
    masks: list[int], queue: list[int], harder: tuple[Technique, ...], dirty: int = ALL_UNITS
) -> bool:
    """Run the techniques to their fixpoint on `masks` in place; True if solved.

    Singles run in bulk through the solver's propagation (single bit = decided); the
    harder techniques one step at a time. The order differs from the simplest-first
    solver, but every technique only removes candidates, so both end in the same place.
    """
    while True:
        if not propagate(masks, queue, dirty):
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
        dirty = 0
        for cell, digit in step.eliminate:
            mask = masks[cell] & ~(1 << digit)
            masks[cell] = mask
            dirty |= UNIT_BITS[cell]
            if POPCOUNT[mask] == 1:
                queue.append(cell)


def solved_at(givens: Grid, level: Level) -> bool:
    """Whether the techniques up to `level` finish `givens` (fast path for generation)."""
    masks = initial_masks(givens)
    if masks is None:
        return False
    return _finish(masks, [], _beyond_singles(level))


def lowest_level(givens: Grid) -> Level | None:
    """The easiest level whose techniques finish `givens` (a puzzle with one solution),
    None if even Expert's get stuck. Each level goes on from where the one below got
    stuck: techniques only remove candidates, so that ends where a fresh start would."""
    masks = initial_masks(givens)
    if masks is None:
        return None
    for level in LEVELS:
        if _finish(masks, [], _beyond_singles(level)):
            return level
    return None


def _minimal_puzzle(solution: Grid, rng: random.Random) -> list[int]:
    digger = Digger(solution)
    for cell in rng.sample(range(CELL_COUNT), CELL_COUNT):
        digger.try_remove(cell)
    return digger.givens


def _place(
    masks: list[int], cells: list[int], solution: Grid, harder: tuple[Technique, ...]
) -> bool:
    """Add givens to a stuck position and run the techniques on; True if solved.

    Adding givens to a puzzle and adding them to its stuck position end in the same
    place, so the work done before is kept.
    """
    dirty = 0
    for cell in cells:
        masks[cell] = 1 << solution[cell]
        dirty |= UNIT_BITS[cell]
    return _finish(masks, list(cells), harder, dirty)


def _add_givens(givens: list[int], solution: Grid, level: Level, rng: random.Random) -> bool:
    """Add givens until `level` finishes the puzzle and the level below does not.

    The cells `level` leaves open are put in random order, and the shortest prefix of
    that order whose givens let `level` finish is found by bisection (more givens never
    make a puzzle harder). The prefix's last cell may be swapped for a later one so that
    the level below stays stuck. False if no choice keeps the level below stuck.
    """
    harder = _beyond_singles(level)
    below = level.below
    stuck = initial_masks(tuple(givens))
    assert stuck is not None
    if _finish(stuck, [], harder):
        return below is None or not solved_at(tuple(givens), below)
    order = [cell for cell in range(CELL_COUNT) if POPCOUNT[stuck[cell]] > 1]
    rng.shuffle(order)
    low, high = 0, len(order)  # the givens order[:low] leave `level` stuck; [:high] do not
    while high - low > 1:
        middle = (low + high) // 2
        trial = stuck[:]
        if _place(trial, order[low:middle], solution, harder):
            high = middle
        else:
            low, stuck = middle, trial
    for cell in order[:low]:
        givens[cell] = solution[cell]
    if below is None:
        givens[order[low]] = solution[order[low]]
        return True
    below_stuck = initial_masks(tuple(givens))
    assert below_stuck is not None
    _finish(below_stuck, [], _beyond_singles(below))
    for cell in order[low:]:
        if POPCOUNT[stuck[cell]] == 1:
            continue  # already decided there: as a given it would change nothing
        if cell != order[low] and not _place(stuck[:], [cell], solution, harder):
            continue
        if not _place(below_stuck[:], [cell], solution, _beyond_singles(below)):
            givens[cell] = solution[cell]
            return True
    return False


def _attempt(level: Level, rng: random.Random) -> tuple[Grid, Grid] | None:
    solution = random_solution(rng)
    givens = _minimal_puzzle(solution, rng)
    # Another order of added givens rarely rescues a minimal puzzle (tried: 3 and 8
    # orders each); a fresh attempt is cheaper on average.
    if not _add_givens(givens, solution, level, rng):
        return None
    return tuple(givens), solution


def generate(level: Level, seed: int) -> Puzzle:
    """The puzzle for this level and seed: unique solution, needs exactly this level."""
    level = Level(level)
    for attempt in count():
        # Seeding with a string is stable across processes (it does not use hash()).
        rng = random.Random(f"sudoku/{level.value}/{seed}/{attempt}")
        found = _attempt(level, rng)
        if found is not None:
            givens, solution = found
            return Puzzle(givens, solution, level, seed)
    raise AssertionError("unreachable")
