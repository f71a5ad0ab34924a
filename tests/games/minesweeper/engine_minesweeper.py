"""Independent checks for the Minesweeper engine tests: neighbours, numbers, flood fill,
a brute force over every mine arrangement, and a replay of a board by logic alone.

Nothing here uses the generator's bookkeeping; the geometry is recomputed here, so a
bug in the engine's own tables cannot hide itself.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Iterable, Mapping
from itertools import combinations, product

from puzzlesuite.games.minesweeper.solver import Position, deduce

LEVELS = {
    "beginner": (9, 9, 10),
    "intermediate": (16, 16, 40),
    "expert": (30, 16, 99),
}


def around(width: int, height: int, cell: int) -> list[int]:
    row, col = divmod(cell, width)
    return [
        r * width + c
        for r in range(row - 1, row + 2)
        for c in range(col - 1, col + 2)
        if 0 <= r < height and 0 <= c < width and (r, c) != (row, col)
    ]


def numbers(width: int, height: int, mines: Collection[int]) -> list[int]:
    mine_set = set(mines)
    return [
        sum(1 for other in around(width, height, cell) if other in mine_set)
        for cell in range(width * height)
    ]


def open_cell(
    width: int, height: int, counts: list[int], revealed: dict[int, int], cell: int
) -> None:
    """Reveal a safe cell the way the game does: a 0 opens its neighbours, repeatedly."""
    stack = [cell]
    while stack:
        here = stack.pop()
        if here in revealed:
            continue
        revealed[here] = counts[here]
        if counts[here] == 0:
            stack.extend(around(width, height, here))


def consistent(
    width: int, height: int, numbers_shown: Mapping[int, int], mine_set: Collection[int]
) -> bool:
    return all(
        sum(1 for other in around(width, height, cell) if other in mine_set) == shown
        for cell, shown in numbers_shown.items()
    )


def brute_force(
    width: int,
    height: int,
    shown: Mapping[int, int],
    covered: Collection[int],
    total: int | None,
) -> tuple[set[int], set[int]] | None:
    """(always safe, always mined) covered cells over every arrangement that agrees with
    the ``shown`` numbers (and has exactly ``total`` mines, when given). None when no
    arrangement agrees."""
    cells = sorted(covered)
    if total is None:
        # only cells next to a shown number matter; the others are free either way
        relevant = sorted({o for c in shown for o in around(width, height, c)} & set(cells))
        arrangements: Iterable[tuple[int, ...]] = (
            tuple(c for c, bit in zip(relevant, bits, strict=True) if bit)
            for bits in product((0, 1), repeat=len(relevant))
        )
        free = [c for c in cells if c not in relevant]
    else:
        if total > len(cells):
            return None
        arrangements = combinations(cells, total)
        free = []
    ever_mined: set[int] = set()
    ever_safe: set[int] = set()
    found = False
    for arrangement in arrangements:
        mine_set = set(arrangement)
        if not consistent(width, height, shown, mine_set):
            continue
        found = True
        ever_mined |= mine_set
        ever_safe |= set(cells) - mine_set
    if not found:
        return None
    decided = set(cells) - set(free)
    return decided - ever_mined, decided - ever_safe


def random_position(rng: random.Random, width: int, height: int, mines: int) -> Position:
    """A position a player could reach: a random layout, then a few safe cells opened
    (with flood fill), sometimes plus a few more safe cells picked at random."""
    cells = width * height
    mine_list = rng.sample(range(cells), mines)
    counts = numbers(width, height, mine_list)
    safe = [c for c in range(cells) if c not in mine_list]
    revealed: dict[int, int] = {}
    for cell in rng.sample(safe, rng.randint(1, min(3, len(safe)))):
        open_cell(width, height, counts, revealed, cell)
    for cell in rng.sample(safe, rng.randint(0, len(safe) // 3)):
        revealed.setdefault(cell, counts[cell])
    return Position(width, height, mines, revealed)


class Stuck(AssertionError):
    """The replay found no provable step although safe cells remain covered."""


def replay(width: int, height: int, mines: Collection[int], first: int) -> int:
    """Play the board from ``first`` by logic alone: each round asks the solver what the
    revealed numbers prove (recomputed here from the mine list), checks every claim
    against the real mines, and opens all proven-safe cells. Returns the number of
    rounds; raises :class:`Stuck` if a guess would be needed."""
    mine_set = set(mines)
    counts = numbers(width, height, mine_set)
    revealed: dict[int, int] = {}
    open_cell(width, height, counts, revealed, first)
    safe_total = width * height - len(mine_set)
    rounds = 0
    while len(revealed) < safe_total:
        found = deduce(Position(width, height, len(mine_set), dict(revealed)))
        assert not found.safe & mine_set, "a mine was called safe"
        assert found.mined <= mine_set, "a safe cell was called a mine"
        if not found.safe:
            raise Stuck(f"stuck with {safe_total - len(revealed)} safe cells covered")
        for cell in sorted(found.safe):
            open_cell(width, height, counts, revealed, cell)
        rounds += 1
    return rounds
