"""No-guess Minesweeper boards, placed after the first click. Qt-free.

How a board is made (every random choice comes from one seeded generator, so the same
size, mines, seed and first cell give the same board in every process):

1. Mines go anywhere except the first cell and its neighbours (the first reveal is a 0).
2. The board is played by logic alone from that opening: the one-number rule, then the
   two-number rule (both incremental: only numbers whose covered neighbours changed are
   looked at again), then the complete solver of :mod:`.solver` with the mine total
   (bounded: a part whose search grows too wide counts as "stuck").
3. Every settled cell is logged in order, and every number remembers when a step first
   relied on it (a flood relies on its 0; the complete solver on every number of the
   frontier it was given).
4. When stuck, the board is changed locally: one number on the edge of what is known
   has the mines among its undecided neighbours moved away, to covered cells far from
   any number when there are such, else to other covered cells, so that number now
   proves its neighbours safe. (If none can move away, its free neighbours are filled
   from elsewhere instead; if neither, mines may move into already revealed cells.)
   Of the candidate numbers, one whose change undoes the fewest steps is taken (seeded
   random among equals).
5. The log is cut back to before the first step that relied on a number the change
   altered (or settled a moved cell), and play resumes from there. So every step kept
   in the log is valid for the final layout, and a finished log is a complete proof
   from the opening: no separate replay is needed.
6. After too many changes the layout is drawn afresh from the same generator; after
   too many layouts :class:`GenerationFailed` is raised.

:func:`max_mines` is the largest mine count that works for a size (see
``benchmarks/bench_minesweeper.py --calibrate`` and docs/PERFORMANCE.md for how the
table below was measured).
"""

from __future__ import annotations

import hashlib
from functools import lru_cache

from puzzlesuite.core.seeded import SplitMix64

from .board_code import (
    MAX_HEIGHT,
    MAX_WIDTH,
    MIN_HEIGHT,
    MIN_MINES,
    MIN_WIDTH,
    OPENING_CELLS,
)
from .solver import Constraint, TooHard, cells_within, exact, neighbours

# Per layout: how many local changes before drawing a fresh layout, and how many layouts.
CHANGES_PER_CELL = 0.25
MIN_CHANGES = 40
LAYOUTS = 6
# Changes in a row without getting further than before, before a fresh layout.
STALE_CHANGES = 10
# The generator's bounded use of the complete solver (states per step of one part).
STATE_CAP = 3000

NEVER = 1 << 62


class GenerationFailed(Exception):
    """No no-guess board was found within the generator's (deterministic) budget.
    Only possible above :func:`max_mines` for the size."""


def board_seed(width: int, height: int, mines: int, seed: int, first: int) -> int:
    """The generator's seed: all inputs, hashed with SHA-256 (never ``hash()``)."""
    text = f"minesweeper:{width}x{height}x{mines}:{seed}:{first}"
    return int.from_bytes(hashlib.sha256(text.encode("ascii")).digest()[:8], "big")


@lru_cache(maxsize=32)
def neighbour_masks(width: int, height: int) -> tuple[int, ...]:
    return tuple(sum(1 << c for c in cells) for cells in neighbours(width, height))


def nearby(width: int, height: int) -> tuple[tuple[int, ...], ...]:
    """Cells within two steps (the numbers that can share a covered neighbour)."""
    return cells_within(width, height, 2)


def cells_of(mask: int) -> list[int]:
    found = []
    while mask:
        lowest = mask & -mask
        found.append(lowest.bit_length() - 1)
        mask ^= lowest
    return found


class Playthrough:
    """Plays a board by logic alone (the generator's solver), mutable mine layout."""

    def __init__(
        self,
        width: int,
        height: int,
        is_mine: list[bool],
        number: list[int],
        opening: frozenset[int] = frozenset(),
    ) -> None:
        self.opening = opening  # never holds a mine
        self.cells = width * height
        self.table = neighbours(width, height)
        self.masks = neighbour_masks(width, height)
        self.near = nearby(width, height)
        self.is_mine = is_mine
        self.number = number
        self.mines = sum(is_mine)
        self.revealed = [False] * self.cells
        self.unknown = (1 << self.cells) - 1  # neither revealed nor known to be a mine
        self.flags = 0  # cells proven to be mines
        self.safe_left = self.cells - self.mines
        self.todo: list[int] = []
        self.queued = [False] * self.cells
        self.pair_todo: list[int] = []
        self.pair_queued = [False] * self.cells
        # Every settled cell in order (cell * 2 + is_mine), and for every number the
        # log length when a step first relied on it: a change to that number
        # invalidates the log from there on (see change_locally).
        self.log: list[int] = []
        self.first_use = [NEVER] * self.cells
        self.changes = 0

    # -- state changes -------------------------------------------------------------

    def mark(self, cells: list[int]) -> None:
        """Revealed numbers whose surroundings changed: look at them again (zeros
        never say anything)."""
        queued, todo = self.queued, self.todo
        pair_queued, pair_todo = self.pair_queued, self.pair_todo
        number, revealed = self.number, self.revealed
        unknown, masks = self.unknown, self.masks
        for cell in cells:
            if not revealed[cell] or not (number[cell] or masks[cell] & unknown):
                continue
            if not queued[cell]:
                queued[cell] = True
                todo.append(cell)
            if not pair_queued[cell]:
                pair_queued[cell] = True
                pair_todo.append(cell)

    def reveal(self, cell: int) -> None:
        stack = [cell]
        revealed, table, number = self.revealed, self.table, self.number
        unknown = self.unknown
        touched: list[int] = []
        while stack:
            here = stack.pop()
            if revealed[here]:
                continue
            revealed[here] = True
            unknown &= ~(1 << here)
            self.safe_left -= 1
            self.log.append(here * 2)
            touched.append(here)
            touched += table[here]
            if number[here] == 0:
                # the flood relies on this 0
                self.first_use[here] = min(self.first_use[here], len(self.log))
                stack += [other for other in table[here] if not revealed[other]]
        self.unknown = unknown
        self.mark(touched)

    def flag(self, cell: int) -> None:
        bit = 1 << cell
        self.unknown &= ~bit
        self.flags |= bit
        self.log.append(cell * 2 + 1)
        self.mark(list(self.table[cell]))

    def rely_on(self, numbers: list[int]) -> None:
        """A step is about to use these numbers."""
        now = len(self.log)
        for cell in numbers:
            if self.first_use[cell] > now:
                self.first_use[cell] = now

    def rewind(self, moment: int) -> None:
        """Go back to the state after the first ``moment`` settled cells."""
        kept = self.log[:moment]
        self.revealed = [False] * self.cells
        self.unknown = (1 << self.cells) - 1
        self.flags = 0
        self.safe_left = self.cells - self.mines
        for entry in kept:
            cell, is_mine = entry >> 1, entry & 1
            self.unknown &= ~(1 << cell)
            if is_mine:
                self.flags |= 1 << cell
            else:
                self.revealed[cell] = True
                self.safe_left -= 1
        self.log = kept
        self.first_use = [t if t < moment else NEVER for t in self.first_use]
        self.todo, self.pair_todo = [], []
        self.queued = [False] * self.cells
        self.pair_queued = [False] * self.cells
        self.mark([c for c in range(self.cells) if self.revealed[c]])

    def settle(self, safe: int, mined: int) -> None:
        for cell in cells_of(mined):
            self.flag(cell)
        for cell in cells_of(safe):
            if not self.revealed[cell]:
                self.reveal(cell)

    # -- reasoning -------------------------------------------------------------------

    def need(self, cell: int) -> int:
        return self.number[cell] - (self.masks[cell] & self.flags).bit_count()

    def single(self, cell: int) -> None:
        covered = self.masks[cell] & self.unknown
        if not covered:
            return
        need = self.need(cell)
        if need == 0:
            self.rely_on([cell])
            self.settle(covered, 0)
        elif need == covered.bit_count():
            self.rely_on([cell])
            self.settle(0, covered)

    def pair(self, cell: int) -> None:
        mine_cells = self.masks[cell] & self.unknown
        if not mine_cells:
            return
        need = self.need(cell)
        for other in self.near[cell]:
            if not self.revealed[other]:
                continue
            theirs = self.masks[other] & self.unknown
            shared = mine_cells & theirs
            if not shared:
                continue
            their_need = self.need(other)
            only_mine, only_theirs = mine_cells & ~theirs, theirs & ~mine_cells
            a, b, c = only_mine.bit_count(), shared.bit_count(), only_theirs.bit_count()
            low = max(0, need - a, their_need - c)
            high = min(b, need, their_need)
            safe = mined = 0
            if only_mine:
                if need - low == 0:
                    safe |= only_mine
                elif need - high == a:
                    mined |= only_mine
            if only_theirs:
                if their_need - low == 0:
                    safe |= only_theirs
                elif their_need - high == c:
                    mined |= only_theirs
            if high == 0:
                safe |= shared
            elif low == b:
                mined |= shared
            if safe or mined:
                self.rely_on([cell, other])
                self.settle(safe, mined)
                return

    def frontier(self) -> list[int]:
        masks, unknown, revealed = self.masks, self.unknown, self.revealed
        return [c for c in range(self.cells) if revealed[c] and masks[c] & unknown]

    def exact_step(self) -> bool:
        """The complete solver with the mine total (bounded); False when it finds
        nothing or its search grows too wide."""
        constraints: list[Constraint] = []
        touched = 0
        frontier = self.frontier()
        for cell in frontier:
            covered = self.masks[cell] & self.unknown
            touched |= covered
            constraints.append((tuple(cells_of(covered)), self.need(cell)))
        interior = self.unknown & ~touched
        mines_left = self.mines - self.flags.bit_count()
        try:
            result = exact(constraints, interior.bit_count(), mines_left, STATE_CAP)
        except TooHard:
            return False
        if result is None:
            return False
        safe = sum(1 << c for c in result.safe)
        mined = sum(1 << c for c in result.mined)
        if result.interior_mined is True:
            mined |= interior
        elif result.interior_mined is False:
            safe |= interior
        if not safe | mined:
            return False
        self.rely_on(frontier)
        self.settle(safe, mined)
        return True

    def run(self) -> bool:
        """Play on until every safe cell is revealed (True) or stuck (False)."""
        while self.safe_left:
            if self.todo:
                cell = self.todo.pop()
                self.queued[cell] = False
                self.single(cell)
            elif self.pair_todo:
                cell = self.pair_todo.pop()
                self.pair_queued[cell] = False
                self.pair(cell)
            elif not self.exact_step():
                return False
        return True

    # -- local changes when stuck ------------------------------------------------------

    def move_mine(self, source: int, target: int) -> None:
        self.is_mine[source] = False
        self.is_mine[target] = True
        for cell, change in ((source, -1), (target, 1)):
            for other in self.table[cell]:
                self.number[other] += change
            self.mark(list(self.table[cell]))

    def change_locally(self, rng: SplitMix64) -> bool:
        """Make one number on the frontier decisive (see the module notes), undoing
        the settled steps that relied on any number the change alters. False when
        nothing can be moved (the layout is then drawn afresh)."""
        frontier = self.frontier()
        if frontier:
            number = self._least_rewinding(frontier, rng)
            around_cells = cells_of(self.masks[number] & self.unknown)
        else:
            # What is left is walled in by proven mines: free one of those instead.
            walls = [c for c in cells_of(self.flags) if self.masks[c] & self.unknown]
            if not walls:
                return False
            around_cells = [walls[rng.below(len(walls))]]
        seen = 0
        for cell in range(self.cells):
            if self.revealed[cell]:
                seen |= self.masks[cell]
        around = sum(1 << c for c in around_cells)
        far = self.unknown & ~seen
        elsewhere = self.unknown & ~around & ~far
        mines_here = [c for c in around_cells if self.is_mine[c]]
        free_here = [c for c in around_cells if not self.is_mine[c]]
        pairs = self._moves(rng, mines_here, (far, elsewhere), want_mine=False)
        if pairs is None:
            found = self._moves(rng, free_here, (far, elsewhere), want_mine=True)
            pairs = None if found is None else [(s, t) for t, s in found]
        if pairs is None:
            pairs = self._moves(rng, mines_here, (far, elsewhere), False, settled=True)
        if not pairs:
            return False
        for source, target in pairs:
            self.move_mine(source, target)
        self._undo_reliance([c for pair in pairs for c in pair])
        self.changes += 1
        return True

    def _undo_reliance(self, moved: list[int]) -> None:
        """Rewind to before the first step that relied on a number the moves altered,
        or settled a moved cell."""
        settled_at = {entry >> 1: i for i, entry in enumerate(self.log)}
        moment = min((settled_at.get(c, NEVER) for c in moved), default=NEVER)
        for cell in moved:
            for other in self.table[cell]:
                if self.revealed[other]:
                    moment = min(moment, self.first_use[other])
        if moment < len(self.log):
            self.rewind(moment)

    def _least_rewinding(self, frontier: list[int], rng: SplitMix64) -> int:
        """The frontier number whose mines can move away while undoing the fewest
        settled steps (seeded random among equals)."""
        best: list[int] = []
        latest = -1
        for number in frontier:
            moment = NEVER
            for cell in cells_of(self.masks[number] & self.unknown):
                if self.is_mine[cell]:
                    for other in self.table[cell]:
                        if self.revealed[other] and self.first_use[other] < moment:
                            moment = self.first_use[other]
            if moment > latest:
                best, latest = [number], moment
            elif moment == latest:
                best.append(number)
        return best[rng.below(len(best))]

    def _moves(
        self,
        rng: SplitMix64,
        cells: list[int],
        regions: tuple[int, ...],
        want_mine: bool,
        settled: bool = False,
    ) -> list[tuple[int, int]] | None:
        """Pair each of ``cells`` with a covered partner whose mine state is
        ``want_mine`` (earlier regions first, seeded random order within one); None when
        there are too few. With ``settled``, revealed cells (outside the opening) may be
        partners too, latest first: the change then undoes their steps."""
        partners: list[int] = []
        for region in regions:
            if len(partners) >= len(cells):
                break
            choices = [c for c in cells_of(region) if self.is_mine[c] == want_mine]
            partners += rng.sample(choices, min(len(choices), len(cells) - len(partners)))
        if settled:
            for entry in reversed(self.log):
                if len(partners) >= len(cells):
                    break
                cell = entry >> 1
                if not entry & 1 and cell not in self.opening:
                    partners.append(cell)
        if len(partners) < len(cells):
            return None
        return list(zip(cells, partners, strict=True))


def _validate(width: int, height: int, mines: int, first: int) -> None:
    if not (MIN_WIDTH <= width <= MAX_WIDTH and MIN_HEIGHT <= height <= MAX_HEIGHT):
        raise ValueError(f"board size {width}x{height} out of range")
    if not MIN_MINES <= mines <= width * height - OPENING_CELLS:
        raise ValueError(f"{mines} mines out of range for {width}x{height}")
    if not 0 <= first < width * height:
        raise ValueError(f"first cell {first} outside the board")


def _numbers(width: int, height: int, is_mine: list[bool]) -> list[int]:
    table = neighbours(width, height)
    number = [0] * (width * height)
    for cell, mined in enumerate(is_mine):
        if mined:
            for other in table[cell]:
                number[other] += 1
    return number


def generate(width: int, height: int, mines: int, seed: int, first: int) -> tuple[int, ...]:
    """The sorted mine cells of the seeded no-guess board for a first reveal at
    ``first``. Raises :class:`GenerationFailed` when the budget runs out (only above
    :func:`max_mines`), ValueError for sizes outside the game's limits."""
    _validate(width, height, mines, first)
    rng = SplitMix64(board_seed(width, height, mines, seed, first))
    opening = {first, *neighbours(width, height)[first]}
    allowed = [c for c in range(width * height) if c not in opening]
    budget = max(MIN_CHANGES, int(width * height * CHANGES_PER_CELL))
    for _ in range(LAYOUTS):
        is_mine = [False] * (width * height)
        for cell in rng.sample(allowed, mines):
            is_mine[cell] = True
        mines_found = _prove(width, height, is_mine, first, rng, budget)
        if mines_found is not None:
            return mines_found
    raise GenerationFailed(f"no no-guess board for {width}x{height} with {mines} mines")


def _prove(
    width: int, height: int, is_mine: list[bool], first: int, rng: SplitMix64, budget: int
) -> tuple[int, ...] | None:
    """Change the layout until play by logic alone finishes it; None when the budget
    runs out."""
    opening = frozenset({first, *neighbours(width, height)[first]})
    play = Playthrough(width, height, is_mine, _numbers(width, height, is_mine), opening)
    play.reveal(first)
    fewest_left, stale = play.safe_left, 0
    while not play.run():
        # Changes that keep undoing each other (typically a last few cells swapping a
        # mine back and forth) are not worth more budget: draw a fresh layout.
        if play.safe_left < fewest_left:
            fewest_left, stale = play.safe_left, 0
        stale += 1
        if stale > STALE_CHANGES or play.changes >= budget:
            return None
        if not play.change_locally(rng):
            return None
    return tuple(c for c in range(width * height) if is_mine[c])


# ----------------------------------------------------------------------------------
# Which mine counts work for a size


def expert_density_mines(width: int, height: int) -> int:
    """The promise: every board up to Expert's density (99 in 480) works."""
    cells = width * height
    return min(cells - OPENING_CELLS, cells * 99 // 480)


# (largest cell count, density in percent that works up to it), measured by
# ``benchmarks/bench_minesweeper.py --calibrate`` (see docs/PERFORMANCE.md): each entry
# is at least one step below the largest density whose boards were all made within
# 100 ms of CPU time, half the 200 ms that "works" allows. Small boards work at any
# count the codes allow (the total decides what little is left).
WORKING_PERCENT = (
    (150, 100),
    (256, 35),
    (400, 25),
    (500, 22),
    (1000, 21),
)


def max_mines(width: int, height: int) -> int:
    """The largest mine count that works for this size: never below Expert's density
    (the promise), higher on smaller boards where the calibration showed it works."""
    cells = width * height
    percent = next((p for most, p in WORKING_PERCENT if cells <= most), 0)
    return min(
        cells - OPENING_CELLS, max(expert_density_mines(width, height), cells * percent // 100)
    )


def works(width: int, height: int, mines: int) -> bool:
    """Whether boards of this size and count can be promised (decided before the first
    click, by size and count alone)."""
    return MIN_MINES <= mines <= max_mines(width, height)
