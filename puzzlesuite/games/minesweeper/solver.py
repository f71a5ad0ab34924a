"""Minesweeper reasoning: what the shown numbers prove, and why. Qt-free.

Cells are indices ``row * width + col``. A :class:`Position` is what a player can see:
the revealed cells with their numbers and the mine total. Flags are never trusted.

:func:`deduce` is complete: a covered cell is reported safe (mined) exactly when it is
safe (mined) in every mine arrangement that agrees with all the numbers and the total.
It never enumerates a whole frontier at once:

1. cheap rules first (one number alone: "all its covered neighbours are safe / mines"),
   repeated until nothing changes;
2. the remaining covered cells next to numbers are split into independent parts
   (connected through shared numbers); each part is solved exactly by a dynamic
   programme along the part's cells whose state is the remaining need of the numbers
   "open" at that point. It yields, as bit sets over mine counts, which counts the part
   can hold, and for each cell which counts are possible with it mined / safe;
3. the parts are combined with the mine total: the interior (covered cells next to no
   number) takes whatever is left, so a count is possible when ``0 <= left <= interior``.
   Only which counts are possible matters, never how many arrangements, so counts of
   arrangements (and binomials) are not needed; bit-set convolutions do the combining.

:func:`next_hint` and :func:`explain` find the simplest proof of one step: a single
number, then two numbers (exact reasoning over the two), then a small region of numbers
grown outwards from the cell, then the mine total.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

KIND_SINGLE = "single"
KIND_PAIR = "pair"
KIND_REGION = "region"
KIND_TOTAL = "total"

# (covered cells of a number, mines still needed among them)
Constraint = tuple[tuple[int, ...], int]


@dataclass(frozen=True)
class Position:
    """What the player can see. ``revealed`` maps a cell to its number; every other cell
    is covered. Flags are not part of it: they are not trusted input."""

    width: int
    height: int
    mines: int
    revealed: Mapping[int, int]


@dataclass(frozen=True)
class Deductions:
    safe: frozenset[int]
    mined: frozenset[int]


@dataclass(frozen=True)
class Reason:
    """Why ``cell`` is provably safe or a mine.

    ``proof``: the revealed number cells that prove it (sorted; empty only when the mine
    total alone decides). ``uses_total``: the mine total is needed too. ``kind``: "single"
    (one number), "pair" (two numbers), "region" (exact reasoning over several numbers),
    "total" (needs the mine total)."""

    cell: int
    is_mine: bool
    proof: tuple[int, ...]
    uses_total: bool
    kind: str


class TooHard(Exception):
    """The exact search went over the caller's state budget (the generator's weaker,
    bounded use of the solver; :func:`deduce` itself has no budget)."""


# ----------------------------------------------------------------------------------
# Board geometry


@lru_cache(maxsize=32)
def neighbours(width: int, height: int) -> tuple[tuple[int, ...], ...]:
    """The (up to 8) neighbours of every cell, in ascending order."""
    table: list[tuple[int, ...]] = []
    for row in range(height):
        for col in range(width):
            table.append(
                tuple(
                    r * width + c
                    for r in range(max(0, row - 1), min(height, row + 2))
                    for c in range(max(0, col - 1), min(width, col + 2))
                    if (r, c) != (row, col)
                )
            )
    return tuple(table)


def cell_name(width: int, cell: int) -> str:
    """1-based "r4c7" (the form used in sentences and board codes)."""
    return f"r{cell // width + 1}c{cell % width + 1}"


# ----------------------------------------------------------------------------------
# Bit sets of mine counts: bit k set = "k mines is possible"


def convolve(first: int, second: int) -> int:
    """All sums a + b with a possible in ``first`` and b possible in ``second``."""
    if first.bit_count() > second.bit_count():
        first, second = second, first
    total = 0
    while first:
        lowest = first & -first
        total |= second << (lowest.bit_length() - 1)
        first ^= lowest
    return total


def _count_range(low: int, high: int) -> int:
    """Bit set of the counts low..high (empty when high < low)."""
    low = max(low, 0)
    if high < low:
        return 0
    return ((1 << (high - low + 1)) - 1) << low


# ----------------------------------------------------------------------------------
# Exact reasoning over independent parts


@dataclass(frozen=True)
class _Part:
    """One independent part: which mine counts it can hold, and per cell the counts
    possible with that cell mined / safe."""

    counts: int
    if_mined: dict[int, int]
    if_safe: dict[int, int]


@dataclass(frozen=True)
class ExactResult:
    safe: frozenset[int]
    mined: frozenset[int]
    # The verdict on the cells next to no number (all alike): True mined, False safe,
    # None undecided (or no such cell).
    interior_mined: bool | None


def _split_parts(constraints: Sequence[Constraint]) -> list[list[int]]:
    """Indices of the constraints, grouped into parts linked by shared cells."""
    parent: dict[int, int] = {}

    def root(cell: int) -> int:
        while parent[cell] != cell:
            parent[cell] = parent[parent[cell]]
            cell = parent[cell]
        return cell

    for cells, _ in constraints:
        for cell in cells:
            parent.setdefault(cell, cell)
        for cell in cells[1:]:
            a, b = root(cells[0]), root(cell)
            if a != b:
                parent[max(a, b)] = min(a, b)
    groups: dict[int, list[int]] = {}
    for index, (cells, _) in enumerate(constraints):
        groups.setdefault(root(cells[0]), []).append(index)
    return [groups[key] for key in sorted(groups)]


def _widest_overlap(order: Sequence[int], constraints: Sequence[Constraint]) -> int:
    """How many constraints are open at once when cells are taken in this order."""
    index = {cell: i for i, cell in enumerate(order)}
    delta = [0] * (len(order) + 1)
    for cells, _ in constraints:
        places = [index[cell] for cell in cells]
        delta[min(places)] += 1
        delta[max(places)] -= 1
    widest = running = 0
    for change in delta:
        running += change
        widest = max(widest, running)
    return widest


def _cell_order(cells: Sequence[int], constraints: Sequence[Constraint], width: int) -> list[int]:
    """Row by row or column by column, whichever keeps fewer numbers open at once
    (the dynamic programme's state is the remaining need of the open numbers)."""
    by_rows = sorted(cells)
    by_cols = sorted(cells, key=lambda cell: (cell % width, cell // width))
    if _widest_overlap(by_cols, constraints) < _widest_overlap(by_rows, constraints):
        return by_cols
    return by_rows


def _solve_part(
    order: Sequence[int], constraints: Sequence[Constraint], state_cap: int | None
) -> _Part | None:
    """Exact solutions of one part by a dynamic programme over its cells in ``order``.

    State after cell i: the remaining need of every constraint that has cells both at or
    before i and after i. Forward values: bit set of mine counts among cells so far;
    backward values: bit set of mine counts among the cells still to come. None when the
    part has no solution."""
    size = len(order)
    index = {cell: i for i, cell in enumerate(order)}
    first: list[int] = []
    last: list[int] = []
    # per cell: (constraint, how many of its cells come after this one)
    touching: list[list[tuple[int, int]]] = [[] for _ in range(size)]
    for number, (cells, _) in enumerate(constraints):
        places = sorted(index[cell] for cell in cells)
        first.append(places[0])
        last.append(places[-1])
        for k, place in enumerate(places):
            touching[place].append((number, len(places) - 1 - k))

    open_numbers: list[int] = []
    forward: list[dict[tuple[int, ...], int]] = [{(): 1}]
    moves: list[list[tuple[tuple[int, ...], int, tuple[int, ...]]]] = []
    for i in range(size):
        slot = {number: k for k, number in enumerate(open_numbers)}
        after_cell = dict(touching[i])
        candidates = open_numbers + [n for n, _ in touching[i] if first[n] == i]
        staying = [n for n in candidates if last[n] > i]
        plan = [
            (slot.get(n, -1), constraints[n][1], n in after_cell, after_cell.get(n, 0))
            for n in staying
        ]
        closing = [(slot.get(n, -1), constraints[n][1]) for n in candidates if last[n] == i]
        layer: dict[tuple[int, ...], int] = {}
        step: list[tuple[tuple[int, ...], int, tuple[int, ...]]] = []
        for state, counts in forward[i].items():
            for mined in (0, 1):
                if any((state[s] if s >= 0 else need) != mined for s, need in closing):
                    continue
                following: list[int] = []
                for s, need, touches, room in plan:
                    left = state[s] if s >= 0 else need
                    if touches:
                        left -= mined
                        if left < 0 or left > room:
                            break
                    following.append(left)
                else:
                    target = tuple(following)
                    layer[target] = layer.get(target, 0) | (counts << mined)
                    step.append((state, mined, target))
        if not layer:
            return None
        if state_cap is not None and len(layer) > state_cap:
            raise TooHard
        forward.append(layer)
        moves.append(step)
        open_numbers = staying

    backward: dict[tuple[int, ...], int] = {(): 1}
    if_mined: dict[int, int] = {}
    if_safe: dict[int, int] = {}
    for i in range(size - 1, -1, -1):
        earlier: dict[tuple[int, ...], int] = {}
        # per value and target state: the union of forward sets leading there
        joined: tuple[dict[tuple[int, ...], int], dict[tuple[int, ...], int]] = ({}, {})
        for state, mined, target in moves[i]:
            rest = backward.get(target)
            if rest is None:
                continue
            earlier[state] = earlier.get(state, 0) | (rest << mined)
            joined[mined][target] = joined[mined].get(target, 0) | forward[i][state]
        for mined, store in ((1, if_mined), (0, if_safe)):
            possible = 0
            for target, before in joined[mined].items():
                possible |= convolve(before, backward[target] << mined)
            store[order[i]] = possible
        backward = earlier
    counts = backward.get((), 0)
    if not counts:
        return None
    return _Part(counts, if_mined, if_safe)


def exact(
    constraints: Sequence[Constraint],
    width: int,
    interior: int = 0,
    mines_left: int | None = None,
    state_cap: int | None = None,
) -> ExactResult | None:
    """Every cell of the constraints (and the ``interior`` cells next to none of them)
    that is the same in all solutions. With ``mines_left`` the solutions must hold
    exactly that many mines in total (constraint cells + interior); without it any
    number. None when there is no solution. Raises :class:`TooHard` over ``state_cap``."""
    live: list[Constraint] = []
    for cells, need in constraints:
        if need < 0 or need > len(cells):
            return None
        if cells:
            live.append((cells, need))
    parts: list[tuple[list[int], _Part]] = []
    for group in _split_parts(live):
        members = [live[k] for k in group]
        part_cells = sorted({cell for covered, _ in members for cell in covered})
        solved = _solve_part(_cell_order(part_cells, members, width), members, state_cap)
        if solved is None:
            return None
        parts.append((part_cells, solved))

    safe: set[int] = set()
    mined: set[int] = set()
    if mines_left is None:
        for part_cells, part in parts:
            for cell in part_cells:
                if not part.if_mined[cell]:
                    safe.add(cell)
                elif not part.if_safe[cell]:
                    mined.add(cell)
        return ExactResult(frozenset(safe), frozenset(mined), None)

    # The parts' mine counts plus the interior's (0..interior) must make mines_left.
    allowed = _count_range(mines_left - interior, mines_left)
    before = [1]
    for _, part in parts:
        before.append(convolve(before[-1], part.counts))
    if not before[-1] & allowed:
        return None
    after = 1
    for k in range(len(parts) - 1, -1, -1):
        part_cells, part = parts[k]
        others = convolve(before[k], after)
        for cell in part_cells:
            can_mine = convolve(part.if_mined[cell], others) & allowed
            can_be_safe = convolve(part.if_safe[cell], others) & allowed
            if not can_mine:
                safe.add(cell)
            elif not can_be_safe:
                mined.add(cell)
        after = convolve(after, part.counts)
    interior_mined: bool | None = None
    if interior:
        total = before[-1]
        # one interior cell mined: the parts hold mines_left - (1..interior) mines
        if not total & _count_range(mines_left - interior, mines_left - 1):
            interior_mined = False
        elif not total & _count_range(mines_left - interior + 1, mines_left):
            interior_mined = True
    return ExactResult(frozenset(safe), frozenset(mined), interior_mined)


# ----------------------------------------------------------------------------------
# Positions


def _constraints(pos: Position) -> list[tuple[int, tuple[int, ...], int]]:
    """(number cell, its covered neighbours, its number) for every revealed number that
    touches a covered cell, in cell order."""
    table = neighbours(pos.width, pos.height)
    revealed = pos.revealed
    found = []
    for cell in sorted(revealed):
        covered = tuple(c for c in table[cell] if c not in revealed)
        if covered:
            found.append((cell, covered, revealed[cell]))
    return found


def _covered(pos: Position) -> list[int]:
    return [cell for cell in range(pos.width * pos.height) if cell not in pos.revealed]


def _single_verdict(covered: Sequence[int], number: int) -> bool | None:
    """What one number alone says about all of its covered neighbours."""
    if number == 0:
        return False
    if number == len(covered):
        return True
    return None


def _settle_singles(
    constraints: Sequence[Constraint],
) -> tuple[dict[int, bool], list[Constraint]] | None:
    """Repeat the one-number rule until nothing changes; returns the settled cells and
    the constraints reduced by them (None on a contradiction)."""
    known: dict[int, bool] = {}
    current = list(constraints)
    changed = True
    while changed:
        changed = False
        reduced: list[Constraint] = []
        for cells, need in current:
            need -= sum(1 for cell in cells if known.get(cell) is True)
            cells = tuple(cell for cell in cells if cell not in known)
            if need < 0 or need > len(cells):
                return None
            verdict = _single_verdict(cells, need) if cells else None
            if verdict is None:
                if cells:
                    reduced.append((cells, need))
                continue
            for cell in cells:
                known[cell] = verdict
            changed = True
        current = reduced
    return known, current


def deduce(pos: Position) -> Deductions:
    """Every covered cell that is safe (mined) in all arrangements agreeing with the
    numbers and the mine total. Empty when the position is contradictory."""
    found = _constraints(pos)
    settled = _settle_singles([(covered, number) for _, covered, number in found])
    if settled is None:
        return Deductions(frozenset(), frozenset())
    known, rest = settled
    mined_known = sum(1 for is_mine in known.values() if is_mine)
    on_frontier = {cell for cells, _ in rest for cell in cells}
    interior = [cell for cell in _covered(pos) if cell not in known and cell not in on_frontier]
    result = exact(rest, pos.width, len(interior), pos.mines - mined_known)
    if result is None:
        return Deductions(frozenset(), frozenset())
    safe = {cell for cell, is_mine in known.items() if not is_mine} | result.safe
    mined = {cell for cell, is_mine in known.items() if is_mine} | result.mined
    if result.interior_mined is True:
        mined.update(interior)
    elif result.interior_mined is False:
        safe.update(interior)
    return Deductions(frozenset(safe), frozenset(mined))


# ----------------------------------------------------------------------------------
# Hints: the simplest proof


def pair_verdicts(
    first: Sequence[int], first_need: int, second: Sequence[int], second_need: int
) -> dict[int, bool]:
    """Exact reasoning over two numbers alone. Their cells fall in three groups (only
    the first's, shared, only the second's); cells within a group are interchangeable,
    so it is enough to know how many mines the shared group can hold."""
    only_first = [c for c in first if c not in second]
    shared = [c for c in first if c in second]
    only_second = [c for c in second if c not in first]
    low = max(0, first_need - len(only_first), second_need - len(only_second))
    high = min(len(shared), first_need, second_need)
    verdicts: dict[int, bool] = {}
    if low > high:
        return verdicts
    for group, fewest, most in (
        (only_first, first_need - high, first_need - low),
        (shared, low, high),
        (only_second, second_need - high, second_need - low),
    ):
        if group and most == 0:
            verdicts.update(dict.fromkeys(group, False))
        elif group and fewest == len(group):
            verdicts.update(dict.fromkeys(group, True))
    return verdicts


class _HintBoard:
    """The position's numbers, indexed for hint searches."""

    def __init__(self, pos: Position, skip: Collection[int]) -> None:
        self.pos = pos
        self.skip = frozenset(skip)
        self.table = neighbours(pos.width, pos.height)
        self.numbers = {cell: (covered, number) for cell, covered, number in _constraints(pos)}
        self.covered = _covered(pos)

    def touching(self, cell: int) -> list[int]:
        """The numbers next to a covered cell."""
        return [n for n in self.table[cell] if n in self.numbers]

    def near(self, number: int) -> list[int]:
        """Numbers sharing a covered cell with ``number``, ascending."""
        found = {n for cell in self.numbers[number][0] for n in self.touching(cell)}
        found.discard(number)
        return sorted(found)

    def singles(self, target: int | None = None) -> Iterator[Reason]:
        sources = self.touching(target) if target is not None else sorted(self.numbers)
        for number in sources:
            covered, need = self.numbers[number]
            verdict = _single_verdict(covered, need)
            if verdict is None:
                continue
            for cell in covered:
                if target in (None, cell) and cell not in self.skip:
                    yield Reason(cell, verdict, (number,), False, KIND_SINGLE)

    def pairs(self, target: int | None = None) -> Iterator[Reason]:
        firsts = self.touching(target) if target is not None else sorted(self.numbers)
        for first in firsts:
            for second in self.near(first):
                if target is None and second < first:
                    continue  # each pair once
                a_cells, a_need = self.numbers[first]
                b_cells, b_need = self.numbers[second]
                verdicts = pair_verdicts(a_cells, a_need, b_cells, b_need)
                for cell in sorted(verdicts):
                    if target in (None, cell) and cell not in self.skip:
                        proof = tuple(sorted((first, second)))
                        yield Reason(cell, verdicts[cell], proof, False, KIND_PAIR)

    def proves(self, numbers: Collection[int], cell: int, with_total: bool) -> bool | None:
        """What ``numbers`` alone (and the total, if asked) prove about ``cell``."""
        chosen = [self.numbers[n] for n in sorted(numbers)]
        if with_total:
            on_numbers = {c for covered, _ in chosen for c in covered}
            interior = len(self.covered) - len(on_numbers)
            result = exact(chosen, self.pos.width, interior, self.pos.mines)
            if result is not None and cell not in on_numbers:
                return result.interior_mined
        else:
            result = exact(chosen, self.pos.width)
        if result is None:
            return None
        if cell in result.safe:
            return False
        if cell in result.mined:
            return True
        return None

    def region(self, cell: int) -> Reason | None:
        """Grow the set of numbers outwards from ``cell`` (rings linked by shared
        covered cells) until they alone prove it."""
        chosen = set(self.touching(cell))
        while chosen:
            verdict = self.proves(chosen, cell, with_total=False)
            if verdict is not None:
                return Reason(cell, verdict, tuple(sorted(chosen)), False, KIND_REGION)
            grown = chosen | {n for number in chosen for n in self.near(number)}
            if grown == chosen:
                return None
            chosen = grown
        return None

    def with_total(self, cell: int) -> Reason | None:
        """The smallest of: the total alone; the total and the numbers of the cell's
        part; the total and every number touching a covered cell."""
        part: set[int] = set(self.touching(cell))
        while True:
            grown = part | {n for number in part for n in self.near(number)}
            if grown == part:
                break
            part = grown
        for numbers in ((), sorted(part), sorted(self.numbers)):
            verdict = self.proves(numbers, cell, with_total=True)
            if verdict is not None:
                return Reason(cell, verdict, tuple(numbers), True, KIND_TOTAL)
        return None


def _first_preferring_safe(reasons: Iterator[Reason]) -> Reason | None:
    """The first safe cell found, else the first mine (revealing moves the game on)."""
    first_mine: Reason | None = None
    for reason in reasons:
        if not reason.is_mine:
            return reason
        if first_mine is None:
            first_mine = reason
    return first_mine


REGION_CANDIDATES = 6


def next_hint(pos: Position, skip: Collection[int] = ()) -> Reason | None:
    """One provable step with the simplest proof: one number, then two numbers, then a
    region of numbers, then the mine total. Safe cells before mines within a level.
    ``skip``: cells not to point at (e.g. mines the player has already flagged
    correctly); they are still reasoned about. None when nothing covered is provable."""
    board = _HintBoard(pos, skip)
    for level in (board.singles(), board.pairs()):
        reason = _first_preferring_safe(level)
        if reason is not None:
            return reason
    without_total = _settle_without_total(board)
    if without_total is not None:
        candidates = sorted(
            (cell for cell in without_total if cell not in board.skip),
            key=lambda cell: (without_total[cell], cell),
        )
        best: Reason | None = None
        for cell in candidates[:REGION_CANDIDATES]:
            reason = board.region(cell)
            if reason is not None and (best is None or len(reason.proof) < len(best.proof)):
                best = reason
        if best is not None:
            return best
    found = deduce(pos)
    for cell in sorted(found.safe) + sorted(found.mined):
        if cell not in board.skip:
            return board.with_total(cell)
    return None


def _settle_without_total(board: _HintBoard) -> dict[int, bool] | None:
    constraints = [board.numbers[n] for n in sorted(board.numbers)]
    result = exact(constraints, board.pos.width)
    if result is None:
        return None
    verdicts = dict.fromkeys(result.safe, False)
    verdicts.update(dict.fromkeys(result.mined, True))
    return verdicts


def explain(pos: Position, cell: int) -> Reason | None:
    """Why ``cell`` is provably safe or mined in this position (simplest proof first),
    or None when it cannot be known from it."""
    if cell in pos.revealed or not 0 <= cell < pos.width * pos.height:
        return None
    board = _HintBoard(pos, ())
    for level in (board.singles(cell), board.pairs(cell)):
        for reason in level:
            return reason
    grown = board.region(cell)
    if grown is not None:
        return grown
    found = deduce(pos)
    if cell in found.safe or cell in found.mined:
        return board.with_total(cell)
    return None
