"""Exact Sudoku solving: candidates, solution counting, the unique solution. Qt-free.

A grid is a tuple of 81 digits (0 = empty), cell index = 9 * row + column. Inside, every
cell holds a candidate bitmask: bit d set means digit d (1–9) is still possible.

The exact search is depth-first with constraint propagation (naked and hidden singles)
at every node and the most-constrained cell (fewest candidates) as the branch point.
It counts solutions only up to a limit, so "is this unique?" stops at the second one.
"""

from __future__ import annotations

import random

Grid = tuple[int, ...]

CELL_COUNT = 81
ALL_DIGITS = 0b11_1111_1110  # bits 1..9

ROWS: tuple[tuple[int, ...], ...] = tuple(tuple(9 * r + c for c in range(9)) for r in range(9))
COLS: tuple[tuple[int, ...], ...] = tuple(tuple(9 * r + c for r in range(9)) for c in range(9))
BOXES: tuple[tuple[int, ...], ...] = tuple(
    tuple(9 * (3 * (b // 3) + i // 3) + 3 * (b % 3) + i % 3 for i in range(9)) for b in range(9)
)
UNITS: tuple[tuple[int, ...], ...] = ROWS + COLS + BOXES  # 0–8 rows, 9–17 cols, 18–26 boxes

ROW_OF: tuple[int, ...] = tuple(cell // 9 for cell in range(CELL_COUNT))
COL_OF: tuple[int, ...] = tuple(cell % 9 for cell in range(CELL_COUNT))
BOX_OF: tuple[int, ...] = tuple(3 * (cell // 27) + (cell % 9) // 3 for cell in range(CELL_COUNT))
UNITS_OF: tuple[tuple[int, int, int], ...] = tuple(
    (ROW_OF[cell], 9 + COL_OF[cell], 18 + BOX_OF[cell]) for cell in range(CELL_COUNT)
)
PEERS: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        sorted(
            {*ROWS[ROW_OF[cell]], *COLS[COL_OF[cell]], *BOXES[BOX_OF[cell]]} - {cell},
        )
    )
    for cell in range(CELL_COUNT)
)
# The three units of a cell as a 27-bit set (bit = unit number).
UNIT_BITS: tuple[int, ...] = tuple(
    (1 << row) | (1 << col) | (1 << box) for row, col, box in UNITS_OF
)
ALL_UNITS = (1 << 27) - 1
# The same peers as an 81-bit set (bit = cell): "cells seeing both a and b" is one `&`.
PEER_BITS: tuple[int, ...] = tuple(sum(1 << peer for peer in PEERS[cell]) for cell in range(81))

DIGITS_IN: tuple[tuple[int, ...], ...] = tuple(
    tuple(d for d in range(1, 10) if mask >> d & 1) for mask in range(1 << 10)
)
POPCOUNT: tuple[int, ...] = tuple(len(digits) for digits in DIGITS_IN)


def _check_shape(grid: Grid) -> None:
    if len(grid) != CELL_COUNT or any(not 0 <= value <= 9 for value in grid):
        raise ValueError("a Sudoku grid is 81 values from 0 to 9")


def candidates(grid: Grid) -> list[int]:
    """Candidate bitmask per cell from the filled cells alone; 0 for filled cells."""
    _check_shape(grid)
    used = [0] * 27
    for cell, value in enumerate(grid):
        if value:
            for unit in UNITS_OF[cell]:
                used[unit] |= 1 << value
    result = [0] * CELL_COUNT
    for cell, value in enumerate(grid):
        if not value:
            row, col, box = UNITS_OF[cell]
            result[cell] = ALL_DIGITS & ~(used[row] | used[col] | used[box])
    return result


def propagate(masks: list[int], queue: list[int], dirty: int = ALL_UNITS) -> bool:
    """Apply naked and hidden singles in place; False on a contradiction.

    `masks` holds one candidate mask per cell (a single bit = decided); `queue` lists
    decided cells whose digit has not yet been removed from their peers; `dirty` is the
    set of units (bit = unit number) that may have changed since they were last checked
    for hidden singles (all of them unless the caller knows better).
    """
    peers_of = PEERS
    unit_bits = UNIT_BITS
    units = UNITS
    while True:
        while queue:
            cell = queue.pop()
            bit = masks[cell]
            for peer in peers_of[cell]:
                mask = masks[peer]
                if mask & bit:
                    mask ^= bit
                    if not mask:
                        return False
                    masks[peer] = mask
                    dirty |= unit_bits[peer]
                    if not mask & (mask - 1):
                        queue.append(peer)
        while dirty:
            low = dirty & -dirty
            dirty ^= low
            unit = units[low.bit_length() - 1]
            once = twice = settled = 0
            for cell in unit:
                mask = masks[cell]
                if mask & (mask - 1):
                    twice |= once & mask
                    once |= mask
                else:
                    settled |= mask
            if once | settled != ALL_DIGITS:
                return False  # some digit has no place left in this unit
            # Digits with one open place left, not counting digits already decided here.
            hidden = once & ~twice & ~settled
            if hidden:
                for cell in unit:
                    mask = masks[cell]
                    hit = mask & hidden
                    if hit and hit != mask:
                        if hit & (hit - 1):
                            return False  # one cell is the only place for two digits
                        masks[cell] = hit
                        queue.append(cell)
        if not queue:
            return True
        # Cells decided by hidden singles lost digits: their units need checking again.
        for cell in queue:
            dirty |= unit_bits[cell]


def initial_masks(grid: Grid) -> list[int] | None:
    """Propagated candidate masks with every given as a single bit; None if contradictory."""
    _check_shape(grid)
    masks = [ALL_DIGITS] * CELL_COUNT
    queue: list[int] = []
    for cell, value in enumerate(grid):
        if value:
            masks[cell] = 1 << value
            queue.append(cell)
    return masks if propagate(masks, queue) else None


def _search(
    masks: list[int], limit: int, found: list[list[int]], rng: random.Random | None
) -> None:
    best = -1
    best_count = 10
    for cell in range(CELL_COUNT):
        count = POPCOUNT[masks[cell]]
        if 1 < count < best_count:
            best, best_count = cell, count
            if count == 2:
                break
    if best < 0:
        found.append(masks)
        return
    digits = list(DIGITS_IN[masks[best]])
    if rng is not None:
        rng.shuffle(digits)
    for digit in digits:
        trial = masks[:]
        trial[best] = 1 << digit
        if propagate(trial, [best], UNIT_BITS[best]):
            _search(trial, limit, found, rng)
            if len(found) >= limit:
                return


def solutions_of_masks(
    masks: list[int], limit: int, rng: random.Random | None = None
) -> list[list[int]]:
    """Up to `limit` solutions (as single-bit masks) of propagated masks (left unchanged)."""
    found: list[list[int]] = []
    if limit > 0:
        _search(masks, limit, found, rng)
    return found


def masks_to_grid(masks: list[int]) -> Grid:
    return tuple(DIGITS_IN[mask][0] if POPCOUNT[mask] == 1 else 0 for mask in masks)


def count_solutions(grid: Grid, limit: int = 2) -> int:
    """Number of solutions, exact but counted no further than `limit`."""
    masks = initial_masks(grid)
    if masks is None:
        return 0
    return len(solutions_of_masks(masks, limit))


def solve(grid: Grid) -> Grid | None:
    """The unique solution, or None when there is none or more than one."""
    masks = initial_masks(grid)
    if masks is None:
        return None
    found = solutions_of_masks(masks, 2)
    return masks_to_grid(found[0]) if len(found) == 1 else None


def random_solution(rng: random.Random) -> Grid:
    """A random complete valid grid, drawn by a search that tries digits in random order."""
    masks = [ALL_DIGITS] * CELL_COUNT
    found = solutions_of_masks(masks, 1, rng)
    return masks_to_grid(found[0])


class Digger:
    """Removes givens from a solved grid one at a time, keeping the solution unique.

    Keeps the digits used per unit, so a removed cell whose peers still rule out every
    other digit is known to stay unique without any search.
    """

    def __init__(self, solution: Grid) -> None:
        self.solution = solution
        self.givens = list(solution)
        self.used = [ALL_DIGITS] * 27

    def try_remove(self, cell: int) -> bool:
        """Empty `cell` if the puzzle stays unique; whether it was emptied."""
        digit_bit = 1 << self.solution[cell]
        row, col, box = UNITS_OF[cell]
        used = self.used
        for unit in (row, col, box):
            used[unit] ^= digit_bit
        others = ALL_DIGITS & ~(used[row] | used[col] | used[box] | digit_bit)
        if (
            others
            and not self._forced_by_a_unit(cell)
            and self._other_solution_exists(cell, others)
        ):
            for unit in (row, col, box):
                used[unit] |= digit_bit
            return False
        self.givens[cell] = 0
        return True

    def _forced_by_a_unit(self, cell: int) -> bool:
        """Whether some unit of `cell` has no other place for the cell's digit."""
        digit_bit = 1 << self.solution[cell]
        used = self.used
        givens = self.givens
        for unit in UNITS_OF[cell]:
            for other in UNITS[unit]:
                if other != cell and not givens[other]:
                    row, col, box = UNITS_OF[other]
                    if not (used[row] | used[col] | used[box]) & digit_bit:
                        break
            else:
                return True
        return False

    def _other_solution_exists(self, cell: int, others: int) -> bool:
        # If the puzzle was unique before `cell` was emptied, a second solution must put
        # another digit there.
        used = self.used
        masks = list(self.givens)
        for index, value in enumerate(masks):
            if value:
                masks[index] = 1 << value
            else:
                row, col, box = UNITS_OF[index]
                masks[index] = ALL_DIGITS & ~(used[row] | used[col] | used[box])
        masks[cell] = others
        queue = [cell] if not others & (others - 1) else []
        if not propagate(masks, queue):
            return False
        return bool(solutions_of_masks(masks, 1))
