"""Minesweeper reasoning: what the shown numbers prove, and why. Qt-free.

Cells are indices ``row * width + col``. A :class:`Position` is what a player can see:
the revealed cells with their numbers and the mine total. Flags are never trusted.

:func:`deduce` is complete: a covered cell is reported safe (mined) exactly when it is
safe (mined) in every mine arrangement that agrees with all the numbers and the total.
It never enumerates a whole frontier at once:

1. cheap rules first (one number alone; then any two overlapping numbers, reasoned
   about exactly), repeated until nothing changes;
2. the remaining covered cells next to numbers are split into independent parts
   (connected through shared numbers). Cells belonging to exactly the same numbers are
   interchangeable and become one variable ("how many of these are mines"). Each part
   is solved exactly by a dynamic programme over its variables, in an order that keeps
   few numbers open at once; the state is the remaining need of the open numbers. It
   yields, as bit sets over mine counts, which counts the part can hold, and for each
   cell which counts are possible with it mined / safe;
3. the parts are combined with the mine total: the interior (covered cells next to no
   number) takes whatever is left, so a count is possible when ``0 <= left <= interior``.
   Only which counts are possible matters, never how many arrangements, so counts of
   arrangements (and binomials) are not needed; bit-set convolutions do the combining.

:func:`next_hint` and :func:`explain` find the simplest proof of one step: a single
number, then two numbers (exact reasoning over the two), then a small region of numbers
grown outwards from the cell, then the mine total.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

KIND_SINGLE = "single"
KIND_PAIR = "pair"
KIND_REGION = "region"
KIND_TOTAL = "total"

# Searching for a small proof is abandoned (for a bigger, still valid one) when one step
# of the exact search would hold more states than this.
PROOF_STATE_CAP = 1500

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
    return cells_within(width, height, 1)


@lru_cache(maxsize=32)
def cells_within(width: int, height: int, steps: int) -> tuple[tuple[int, ...], ...]:
    """For every cell, the other cells at most `steps` rows and columns away, ascending."""
    table: list[tuple[int, ...]] = []
    for row in range(height):
        for col in range(width):
            table.append(
                tuple(
                    r * width + c
                    for r in range(max(0, row - steps), min(height, row + steps + 1))
                    for c in range(max(0, col - steps), min(width, col + steps + 1))
                    if (r, c) != (row, col)
                )
            )
    return tuple(table)


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
class Part:
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


def _cell_groups(
    constraints: Sequence[Constraint],
) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """Cells that belong to exactly the same numbers are interchangeable: one variable
    (how many of them are mines) stands for them all. Returns (cells, numbers) pairs in
    order of their first cell."""
    member: dict[int, list[int]] = {}
    for number, (cells, _) in enumerate(constraints):
        for cell in cells:
            member.setdefault(cell, []).append(number)
    by_numbers: dict[tuple[int, ...], list[int]] = {}
    for cell in sorted(member):
        by_numbers.setdefault(tuple(member[cell]), []).append(cell)
    groups = [(tuple(cells), numbers) for numbers, cells in by_numbers.items()]
    return sorted(groups, key=lambda group: group[0][0])


Groups = Sequence[tuple[tuple[int, ...], tuple[int, ...]]]


def _greedy_order(groups: Groups, by_number: list[list[int]], start: int) -> list[int]:
    """From ``start``, next always the group that closes the most open numbers, then
    touches the most open ones, then opens the fewest new ones; ties by position."""
    opened = [False] * len(by_number)
    unplaced = [len(members) for members in by_number]
    placed = [False] * len(groups)
    fringe: set[int] = set()
    order: list[int] = []
    lowest = 0

    def score(index: int) -> tuple[int, int]:
        numbers = groups[index][1]
        closes = sum(1 for n in numbers if opened[n] and unplaced[n] == 1)
        return closes, 2 * sum(1 for n in numbers if opened[n]) - len(numbers)

    chosen = start
    while True:
        placed[chosen] = True
        order.append(chosen)
        for number in groups[chosen][1]:
            unplaced[number] -= 1
            if not opened[number]:
                opened[number] = True
                fringe.update(g for g in by_number[number] if not placed[g])
        fringe.discard(chosen)
        if len(order) == len(groups):
            return order
        if fringe:
            chosen = max(sorted(fringe), key=score)
        else:
            while placed[lowest]:
                lowest += 1
            chosen = lowest


def _widest(order: Sequence[int], groups: Groups, count: int) -> int:
    """How many numbers are open at once along ``order``."""
    first = [len(order)] * count
    last = [-1] * count
    for i, index in enumerate(order):
        for number in groups[index][1]:
            first[number] = min(first[number], i)
            last[number] = i
    change = [0] * (len(order) + 1)
    for number in range(count):
        change[first[number]] += 1
        change[last[number]] -= 1
    widest = running = 0
    for step in change:
        running += step
        widest = max(widest, running)
    return widest


def _group_order(groups: Groups, count: int) -> list[int]:
    """An order of the groups keeping few numbers open at once (the dynamic
    programme's state is the remaining need of the open numbers): the best of reading
    order and greedy orders started at either end of the part."""
    by_number: list[list[int]] = [[] for _ in range(count)]
    for index, (_, numbers) in enumerate(groups):
        for number in numbers:
            by_number[number].append(index)
    candidates = [list(range(len(groups)))]
    if len(groups) > 3:
        from_first = _greedy_order(groups, by_number, 0)
        # the last group reached is far from the first: start there too
        candidates += [from_first, _greedy_order(groups, by_number, from_first[-1])]
    return min(candidates, key=lambda order: _widest(order, groups, count))


def _solve_part(constraints: Sequence[Constraint], state_cap: int | None) -> Part | None:
    """Exact solutions of one part by a dynamic programme over its cell groups.

    Variables: how many mines each group of interchangeable cells holds. State after a
    group: the remaining need of every number with groups both done and still to come.
    Forward values: bit set of mine counts so far; backward values: bit set of mine
    counts still to come. None when the part has no solution."""
    groups = _cell_groups(constraints)
    order = [groups[i] for i in _group_order(groups, len(constraints))]
    size = len(order)
    first = [size] * len(constraints)
    last = [-1] * len(constraints)
    room_after: list[dict[int, int]] = [{} for _ in range(size)]
    for i, (_, numbers) in enumerate(order):
        for number in numbers:
            first[number] = min(first[number], i)
            last[number] = max(last[number], i)
    remaining = [len(cells) for cells, _ in constraints]
    for i, (cells, numbers) in enumerate(order):
        for number in numbers:
            remaining[number] -= len(cells)
            room_after[i][number] = remaining[number]

    Move = tuple[tuple[int, ...], int, tuple[int, ...]]
    open_numbers: list[int] = []
    forward: list[dict[tuple[int, ...], int]] = [{(): 1}]
    moves: list[list[Move]] = []
    for i, (cells, numbers) in enumerate(order):
        slot = {number: k for k, number in enumerate(open_numbers)}
        rooms = room_after[i]
        candidates = open_numbers + [n for n in numbers if first[n] == i]
        staying = [n for n in candidates if last[n] > i]
        plan = [(slot.get(n, -1), constraints[n][1], n in rooms, rooms.get(n, 0)) for n in staying]
        closing = [(slot.get(n, -1), constraints[n][1]) for n in candidates if last[n] == i]
        layer: dict[tuple[int, ...], int] = {}
        step: list[Move] = []
        for state, counts in forward[i].items():
            for mined in range(len(cells) + 1):
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
        cells = order[i][0]
        earlier: dict[tuple[int, ...], int] = {}
        # per (mines here, target state): the union of forward sets leading there
        joined: dict[tuple[int, tuple[int, ...]], int] = {}
        for state, mined, target in moves[i]:
            rest = backward.get(target)
            if rest is None:
                continue
            earlier[state] = earlier.get(state, 0) | (rest << mined)
            joined[mined, target] = joined.get((mined, target), 0) | forward[i][state]
        some_mined = some_safe = 0
        for (mined, target), before in joined.items():
            possible = convolve(before, backward[target] << mined)
            if mined:
                some_mined |= possible
            if mined < len(cells):
                some_safe |= possible
        for cell in cells:  # interchangeable: each can be the mined / the safe one
            if_mined[cell] = some_mined
            if_safe[cell] = some_safe
        backward = earlier
    counts = backward.get((), 0)
    if not counts:
        return None
    return Part(counts, if_mined, if_safe)


_SOLVED: OrderedDict[tuple[Constraint, ...], Part | None] = OrderedDict()
_SOLVED_KEEP = 256
_SOLVED_LOCK = threading.Lock()  # boards are generated on a worker thread


def _solved_part(constraints: tuple[Constraint, ...], state_cap: int | None) -> Part | None:
    """:func:`_solve_part`, remembering recent parts of unbounded searches: a hint asks
    about the same parts several times (with and without the total, for proofs), and
    the result depends on the constraints alone. (The generator's bounded searches do
    not repeat themselves and skip the memory.)"""
    if state_cap is not None:
        return _solve_part(constraints, state_cap)
    with _SOLVED_LOCK:
        if constraints in _SOLVED:
            _SOLVED.move_to_end(constraints)
            return _SOLVED[constraints]
    solved = _solve_part(constraints, None)
    with _SOLVED_LOCK:
        _SOLVED[constraints] = solved
        if len(_SOLVED) > _SOLVED_KEEP:
            _SOLVED.popitem(last=False)
    return solved


def exact(
    constraints: Sequence[Constraint],
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
    # The one-number rule first: cheap, and it shrinks the parts a lot.
    settled = _settle_simple(live)
    if settled is None:
        return None
    known, live = settled
    safe = {cell for cell, is_mine in known.items() if not is_mine}
    mined = {cell for cell, is_mine in known.items() if is_mine}
    if mines_left is not None:
        mines_left -= len(mined)
    parts: list[tuple[list[int], Part]] = []
    for group in _split_parts(live):
        members = [live[k] for k in group]
        part_cells = sorted({cell for covered, _ in members for cell in covered})
        solved = _solved_part(tuple(members), state_cap)
        if solved is None:
            return None
        parts.append((part_cells, solved))

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
        combined: dict[int, int] = {}  # interchangeable cells share their sets
        for cell in part_cells:
            if_mined, if_safe = part.if_mined[cell], part.if_safe[cell]
            if if_mined not in combined:
                combined[if_mined] = convolve(if_mined, others) & allowed
            if if_safe not in combined:
                combined[if_safe] = convolve(if_safe, others) & allowed
            can_mine, can_be_safe = combined[if_mined], combined[if_safe]
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
    cells = pos.width * pos.height
    if 2 * len(revealed) > cells:
        # Late in a game: only numbers next to the few covered cells matter.
        bordering = {n for c in range(cells) if c not in revealed for n in table[c]}
        candidates = sorted(n for n in bordering if n in revealed)
    else:
        candidates = sorted(revealed)
    found = []
    for cell in candidates:
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


def _settle_simple(
    constraints: Sequence[Constraint],
) -> tuple[dict[int, bool], list[Constraint]] | None:
    """Repeat the one-number rule, then the two-number rule, until nothing changes;
    returns the settled cells and the constraints reduced by them (None on a
    contradiction). Cheap, and it splits big parts before the exact search."""
    known: dict[int, bool] = {}
    current = list(constraints)
    while True:
        reduced: list[Constraint] = []
        changed = False
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
            known.update(dict.fromkeys(cells, verdict))
            changed = True
        current = reduced
        if changed:
            continue
        found = _pair_pass(current)
        if found is None:
            return None
        if not found:
            return known, current
        known.update(found)


def _pair_pass(constraints: Sequence[Constraint]) -> dict[int, bool] | None:
    """Everything any two overlapping constraints prove (None on a contradiction)."""
    sharing: dict[int, list[int]] = {}
    for index, (cells, _) in enumerate(constraints):
        for cell in cells:
            sharing.setdefault(cell, []).append(index)
    found: dict[int, bool] = {}
    for index, (cells, need) in enumerate(constraints):
        others = sorted({o for cell in cells for o in sharing[cell] if o > index})
        for other in others:
            other_cells, other_need = constraints[other]
            for cell, verdict in pair_verdicts(cells, need, other_cells, other_need).items():
                if found.setdefault(cell, verdict) != verdict:
                    return None
    return found


def deduce(pos: Position) -> Deductions:
    """Every covered cell that is safe (mined) in all arrangements agreeing with the
    numbers and the mine total. Empty when the position is contradictory."""
    found = _constraints(pos)
    on_numbers = {cell for _, covered, _ in found for cell in covered}
    interior = [cell for cell in _covered(pos) if cell not in on_numbers]
    result = exact([(covered, number) for _, covered, number in found], len(interior), pos.mines)
    if result is None:
        return Deductions(frozenset(), frozenset())
    safe, mined = set(result.safe), set(result.mined)
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
        self._without_total: dict[int, bool] | None = None
        self._near: dict[int, list[int]] = {}
        # Numbers with a covered neighbour the hint may point at; any one- or
        # two-number step about such a cell involves at least one of them.
        self.live = [
            n for n in sorted(self.numbers) if any(c not in self.skip for c in self.numbers[n][0])
        ]

    def touching(self, cell: int) -> list[int]:
        """The numbers next to a covered cell."""
        return [n for n in self.table[cell] if n in self.numbers]

    def near(self, number: int) -> list[int]:
        """Numbers sharing a covered cell with ``number``, ascending."""
        if number not in self._near:
            found = {n for cell in self.numbers[number][0] for n in self.touching(cell)}
            found.discard(number)
            self._near[number] = sorted(found)
        return self._near[number]

    def singles(self, target: int | None = None) -> Iterator[Reason]:
        sources = self.touching(target) if target is not None else self.live
        for number in sources:
            covered, need = self.numbers[number]
            verdict = _single_verdict(covered, need)
            if verdict is None:
                continue
            for cell in covered:
                if target in (None, cell) and cell not in self.skip:
                    yield Reason(cell, verdict, (number,), False, KIND_SINGLE)

    def pairs(self, target: int | None = None) -> Iterator[Reason]:
        firsts = self.touching(target) if target is not None else self.live
        live = set(firsts)
        for first in firsts:
            for second in self.near(first):
                if target is None and second < first and second in live:
                    continue  # each pair once
                a_cells, a_need = self.numbers[first]
                b_cells, b_need = self.numbers[second]
                verdicts = pair_verdicts(a_cells, a_need, b_cells, b_need)
                for cell in sorted(verdicts):
                    if target in (None, cell) and cell not in self.skip:
                        proof = tuple(sorted((first, second)))
                        yield Reason(cell, verdicts[cell], proof, False, KIND_PAIR)

    def proves(self, numbers: Collection[int], cell: int, with_total: bool) -> bool | None:
        """What ``numbers`` alone (and the total, if asked) prove about ``cell``.
        Raises :class:`TooHard` when the search grows too wide to be worth it."""
        chosen = [self.numbers[n] for n in sorted(numbers)]
        if with_total:
            on_numbers = {c for covered, _ in chosen for c in covered}
            interior = len(self.covered) - len(on_numbers)
            result = exact(chosen, interior, self.pos.mines, PROOF_STATE_CAP)
            if result is not None and cell not in on_numbers:
                return result.interior_mined
        else:
            result = exact(chosen, state_cap=PROOF_STATE_CAP)
        if result is None:
            return None
        if cell in result.safe:
            return False
        if cell in result.mined:
            return True
        return None

    def component(self, cell: int) -> list[int]:
        """Every number linked to ``cell`` through shared covered cells."""
        found = set(self.touching(cell))
        todo = list(found)
        while todo:
            for other in self.near(todo.pop()):
                if other not in found:
                    found.add(other)
                    todo.append(other)
        return sorted(found)

    def without_total(self) -> dict[int, bool]:
        """Every covered cell the numbers prove without the mine total (computed once)."""
        if self._without_total is None:
            result = exact([self.numbers[n] for n in sorted(self.numbers)])
            verdicts: dict[int, bool] = {}
            if result is not None:
                verdicts.update(dict.fromkeys(result.safe, False))
                verdicts.update(dict.fromkeys(result.mined, True))
            self._without_total = verdicts
        return self._without_total

    def region(self, cell: int) -> Reason | None:
        """For a cell the numbers prove without the total: grow the set of numbers
        outwards from it (rings linked by shared covered cells) until they alone prove
        it. If the search grows too wide first, the cell's whole part is the proof
        (enough, since parts are independent)."""
        verdict = self.without_total().get(cell)
        if verdict is None:
            return None
        chosen = set(self.touching(cell))
        try:
            while True:
                if self.proves(chosen, cell, with_total=False) is not None:
                    return Reason(cell, verdict, tuple(sorted(chosen)), False, KIND_REGION)
                grown = chosen | {n for number in chosen for n in self.near(number)}
                if grown == chosen:
                    break
                chosen = grown
        except TooHard:
            pass
        return Reason(cell, verdict, tuple(self.component(cell)), False, KIND_REGION)

    def with_total(self, cell: int, verdict: bool) -> Reason:
        """For a cell proven with the total (``verdict``): the smallest of the total
        alone, the total and the numbers of the cell's part, and the total and every
        number touching a covered cell (which is what proved it)."""
        for numbers in ((), self.component(cell)):
            try:
                if self.proves(numbers, cell, with_total=True) is not None:
                    return Reason(cell, verdict, tuple(numbers), True, KIND_TOTAL)
            except TooHard:
                continue
        return Reason(cell, verdict, tuple(sorted(self.numbers)), True, KIND_TOTAL)


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
    verdicts = board.without_total()
    candidates = sorted(
        (cell for cell in verdicts if cell not in board.skip),
        key=lambda cell: (verdicts[cell], cell),
    )
    best: Reason | None = None
    for cell in candidates[:REGION_CANDIDATES]:
        found = board.region(cell)
        if found is not None and (best is None or len(found.proof) < len(best.proof)):
            best = found
    if best is not None:
        return best
    deduced = deduce(pos)
    for cell in sorted(deduced.safe) + sorted(deduced.mined):
        if cell not in board.skip:
            return board.with_total(cell, cell in deduced.mined)
    return None


def explain(pos: Position, cell: int) -> Reason | None:
    """Why ``cell`` is provably safe or mined in this position (simplest proof first),
    or None when it cannot be known from it."""
    if cell in pos.revealed or not 0 <= cell < pos.width * pos.height:
        return None
    board = _HintBoard(pos, ())
    for level in (board.singles(cell), board.pairs(cell)):
        for reason in level:
            return reason
    deduced = deduce(pos)
    if cell not in deduced.safe and cell not in deduced.mined:
        return None
    grown = board.region(cell)
    if grown is not None:
        return grown
    return board.with_total(cell, cell in deduced.mined)
