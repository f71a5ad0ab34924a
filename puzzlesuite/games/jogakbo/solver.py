"""Exact minimum number of moves for any Jogakbo position. Qt-free, pure Python.

Model (from the spec): every tile ends in exactly one valid final group. Each group on
the table now (an *origin*) may be paired with at most one final group; a table tile
whose final group is paired with its origin never moved (0 moves), every other tile
moves once (hand tiles always). So

    minimum moves = hand tiles + min(table tiles that end outside their paired group).

Moving each such tile once, straight to its final group, achieves that, and no sequence
of moves can do better: a tile that never moves stays in the group it started in.

Search: a depth-first branch and bound over final partitions. The lowest remaining tile
(by number) must be in some valid group made only of remaining tiles, in which it is the
lowest; that group is chosen together with its pairing. Identical tiles of the same origin
are interchangeable (only one is tried), and dominated pairings are skipped. Results per
(remaining tiles, relevant pairings) are memoised, either exact or as a lower bound. A few
small budgets of table moves are tried first, then one pass whose budget starts at the
ceiling and shrinks below the best finish found; a proof that "no finish within k moves"
only looks at partitions that could fit in k.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations, product

from .model import COLOURS, MAX_NUMBER, Tile, sorted_tiles

_INFINITE = 1 << 30
_SMALL_BUDGET_STEPS = 4


@dataclass(frozen=True)
class Solution:
    """A shortest way to finish: the final groups and their cost."""

    moves: int
    table_moves: int
    groups: tuple[tuple[Tile, ...], ...]
    kept_from: tuple[int | None, ...]  # origin index each final group is paired with


@dataclass(frozen=True)
class _Candidate:
    mask: int
    forbid: int  # identical lower twins that must be used first (symmetry breaking)
    table_count: int
    origin_counts: tuple[tuple[int, int], ...]  # (origin, tiles of that origin in group)


def _valid_groups(tiles: Sequence[Tile]) -> list[list[int]]:
    """Every valid group of the given (sorted) tiles, as lists of indices."""
    by_place: dict[tuple[int, str], list[int]] = {}
    for index, tile in enumerate(tiles):
        by_place.setdefault((tile.number, tile.colour.value), []).append(index)
    groups: list[list[int]] = []
    for number in range(1, MAX_NUMBER + 1):
        colour_options = [
            by_place[(number, colour.value)]
            for colour in COLOURS
            if (number, colour.value) in by_place
        ]
        for size in (3, 4):
            for chosen in combinations(colour_options, size):
                groups.extend(list(pick) for pick in product(*chosen))
    for colour in COLOURS:
        for start in range(1, MAX_NUMBER - 1):
            options: list[list[int]] = []
            for number in range(start, MAX_NUMBER + 1):
                place = by_place.get((number, colour.value))
                if place is None:
                    break
                options.append(place)
                if len(options) >= 3:
                    groups.extend(list(pick) for pick in product(*options))
    return groups


def _cogroupable(tiles: Sequence[Tile]) -> int:
    """Most of these tiles that could share one valid group (a relaxation)."""
    if not tiles:
        return 0
    colours_by_number: dict[int, set[str]] = {}
    numbers_by_colour: dict[str, set[int]] = {}
    for tile in tiles:
        colours_by_number.setdefault(tile.number, set()).add(tile.colour.value)
        numbers_by_colour.setdefault(tile.colour.value, set()).add(tile.number)
    return max(
        max(len(colours) for colours in colours_by_number.values()),
        max(len(numbers) for numbers in numbers_by_colour.values()),
    )


class _Search:
    def __init__(self, groups: Sequence[Sequence[Tile]], hand: Sequence[Tile]) -> None:
        origin_of: dict[Tile, int] = {tile: -1 for tile in hand}
        for index, group in enumerate(groups):
            for tile in group:
                origin_of[tile] = index
        if len(origin_of) != len(hand) + sum(len(group) for group in groups):
            raise ValueError("a tile appears twice in the position")
        self.tiles = sorted_tiles(origin_of)
        self.origin = [origin_of[tile] for tile in self.tiles]
        self.origin_count = len(groups)
        self.origin_masks = [0] * self.origin_count
        for index, origin in enumerate(self.origin):
            if origin >= 0:
                self.origin_masks[origin] |= 1 << index
        self.table_mask = 0
        for mask in self.origin_masks:
            self.table_mask |= mask
        self.hand_count = len(hand)
        self.candidates = self._build_candidates()
        self.memo: dict[tuple[int, int], tuple[int, bool, tuple[int, int] | None]] = {}
        self._slack_cache: dict[int, int] = {}

    def _build_candidates(self) -> list[list[_Candidate]]:
        twin_below: dict[int, int] = {}
        for index in range(1, len(self.tiles)):
            low, high = self.tiles[index - 1], self.tiles[index]
            same_face = (low.number, low.colour) == (high.number, high.colour)
            if same_face and self.origin[index - 1] == self.origin[index]:
                twin_below[index] = index - 1
        by_lowest: list[list[_Candidate]] = [[] for _ in self.tiles]
        for members in _valid_groups(self.tiles):
            mask = 0
            for index in members:
                mask |= 1 << index
            forbid = 0
            for index in members:
                twin = twin_below.get(index)
                if twin is not None and not mask >> twin & 1:
                    forbid |= 1 << twin
            counts: dict[int, int] = {}
            for index in members:
                if self.origin[index] >= 0:
                    counts[self.origin[index]] = counts.get(self.origin[index], 0) + 1
            lowest = min(members)
            by_lowest[lowest].append(
                _Candidate(mask, forbid, sum(counts.values()), tuple(sorted(counts.items())))
            )
        return by_lowest

    # Lower bound on the table moves still to come from `remaining`.
    def _bound(self, remaining: int, paired: int) -> int:
        bound = 0
        for origin in range(self.origin_count):
            left = remaining & self.origin_masks[origin]
            if not left:
                continue
            if paired >> origin & 1:
                bound += left.bit_count()  # its group is used up: all of these move
            else:
                bound += self._slack(left)
        return bound

    def _slack(self, left: int) -> int:
        slack = self._slack_cache.get(left)
        if slack is None:
            tiles = [self.tiles[i] for i in range(len(self.tiles)) if left >> i & 1]
            slack = len(tiles) - _cogroupable(tiles)
            self._slack_cache[left] = slack
        return slack

    def _relevant(self, remaining: int, paired: int) -> int:
        relevant = 0
        for origin in range(self.origin_count):
            if paired >> origin & 1 and remaining & self.origin_masks[origin]:
                relevant |= 1 << origin
        return relevant

    def search(self, remaining: int, paired: int, budget: int) -> int:
        """Least table moves to finish `remaining`; any value > budget is a lower bound."""
        if not remaining:
            return 0
        paired = self._relevant(remaining, paired)
        key = (remaining, paired)
        known = self.memo.get(key)
        if known is not None:
            value, exact, _ = known
            if exact or value > budget:
                return value
        bound = self._bound(remaining, paired)
        if bound > budget:
            self.memo[key] = (bound, False, None)
            return bound
        lowest = (remaining & -remaining).bit_length() - 1
        best, best_choice = _INFINITE, None
        for candidate in self.candidates[lowest]:
            mask = candidate.mask
            if mask & remaining != mask or remaining & candidate.forbid:
                continue
            rest = remaining & ~mask
            for origin, cost in self._pairings(candidate, paired, remaining):
                limit = min(budget, best - 1) - cost
                if limit < 0:
                    best = min(best, cost) if best > budget else best
                    continue
                new_paired = paired | (1 << origin) if origin >= 0 else paired
                total = cost + self.search(rest, new_paired, limit)
                if total < best:
                    best, best_choice = total, (mask, origin)
        exact = best <= budget or best >= _INFINITE
        self.memo[key] = (best, exact, best_choice if exact else None)
        return best

    def _pairings(
        self, candidate: _Candidate, paired: int, remaining: int
    ) -> list[tuple[int, int]]:
        """(origin or -1, table moves of this group's tiles) for each way to pair it.

        An origin whose remaining tiles all lie in this group ("complete") loses nothing
        by being paired here, as none of its tiles can end anywhere else. So the best
        complete origin beats leaving the group unpaired and beats pairing any origin
        that would keep no more tiles; only those that keep more stay as options.
        """
        best_complete = 0
        best_complete_origin = -1
        open_options: list[tuple[int, int]] = []
        for origin, count in candidate.origin_counts:
            if paired >> origin & 1:
                continue
            if remaining & self.origin_masks[origin] & ~candidate.mask == 0:
                if count > best_complete:
                    best_complete, best_complete_origin = count, origin
            else:
                open_options.append((origin, count))
        if best_complete_origin < 0:
            options = [(-1, candidate.table_count)]
        else:
            options = [(best_complete_origin, candidate.table_count - best_complete)]
        options.extend(
            (origin, candidate.table_count - count)
            for origin, count in open_options
            if count > best_complete
        )
        options.sort(key=lambda option: option[1])
        return options

    def minimum(self, ceiling: int | None) -> int | None:
        """Least table moves, or None if more than `ceiling` (or no finish) is needed.

        First a few small budgets upward from a lower bound (cheap, and enough for daily
        puzzles, where only 2–3 table tiles move), then one branch-and-bound pass whose
        budget starts at the ceiling and shrinks below the best finish found (faster
        for messy positions where many tiles must move). Memoised bounds carry over.
        """
        everything = (1 << len(self.tiles)) - 1
        limit = self.table_mask.bit_count() if ceiling is None else ceiling
        budget = self._bound(everything, 0)
        for _ in range(_SMALL_BUDGET_STEPS):
            if budget >= limit:
                break
            value = self.search(everything, 0, budget)
            if value <= budget:
                return value
            budget = value
        value = self.search(everything, 0, limit)
        return value if value <= limit else None

    def plan(self) -> tuple[tuple[tuple[Tile, ...], ...], tuple[int | None, ...]]:
        remaining, paired = (1 << len(self.tiles)) - 1, 0
        groups: list[tuple[Tile, ...]] = []
        kept_from: list[int | None] = []
        while remaining:
            paired = self._relevant(remaining, paired)
            _, _, choice = self.memo[(remaining, paired)]
            assert choice is not None
            mask, origin = choice
            groups.append(tuple(t for i, t in enumerate(self.tiles) if mask >> i & 1))
            kept_from.append(origin if origin >= 0 else None)
            remaining &= ~mask
            if origin >= 0:
                paired |= 1 << origin
        return tuple(groups), tuple(kept_from)


def solve(
    groups: Sequence[Sequence[Tile]], hand: Sequence[Tile], max_moves: int | None = None
) -> Solution | None:
    """A shortest finish of the position, or None if none exists within `max_moves`."""
    search = _Search(groups, hand)
    ceiling = None if max_moves is None else max_moves - search.hand_count
    if ceiling is not None and ceiling < 0:
        return None
    table_moves = search.minimum(ceiling)
    if table_moves is None:
        return None
    final_groups, kept_from = search.plan()
    return Solution(table_moves + search.hand_count, table_moves, final_groups, kept_from)


def min_moves(groups: Sequence[Sequence[Tile]], hand: Sequence[Tile]) -> int | None:
    """Exact minimum number of moves to finish, or None if the tiles cannot be finished."""
    search = _Search(groups, hand)
    table_moves = search.minimum(None)
    return None if table_moves is None else table_moves + search.hand_count


def can_finish_within(groups: Sequence[Sequence[Tile]], hand: Sequence[Tile], moves: int) -> bool:
    """True if some finish takes at most `moves` moves."""
    search = _Search(groups, hand)
    ceiling = moves - search.hand_count
    return ceiling >= 0 and search.minimum(ceiling) is not None
