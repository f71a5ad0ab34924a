"""The exact solver: hand-made positions, and cross-checks against brute force."""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator, Sequence
from itertools import combinations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from jogakbo_helpers import tiles

from puzzlesuite.games.jogakbo.model import Colour, Game, Puzzle, Tile, is_valid_group
from puzzlesuite.games.jogakbo.solver import can_finish_within, min_moves, solve


def groups_of(*texts: str) -> list[list[Tile]]:
    return [tiles(text) for text in texts]


@pytest.mark.parametrize(
    "table, hand, expected",
    [
        # already finished
        (("r7 b7 k7", "b4 b5 b6"), "", 0),
        # an invalid group of two must be mended by moving a tile in
        (("r7 b7", "k7 k8 k9 k10"), "", 1),
        # the hand fits as it is
        (("b4 b5 b6",), "b7 b3", 2),
        # the hand makes its own group
        (("r7 b7 k7",), "y1 y2 y3", 3),
        # spec tip: hand red 9 + blue 9, black 9 at the end of a long run: take it back
        (("k5 k6 k7 k8 k9",), "r9 b9", 3),
        # a 4-set gives up one colour to the hand's run
        (("r7 b7 y7 k7",), "r5 r6", 3),
        # taking from the middle of a run costs the whole split: b4 out, b5-b7 to a new group
        (("b1 b2 b3 b4 b5 b6 b7",), "r4 y4", 6),
        # duplicates: two red 3s, each in a different run
        (("r1 r2 r3 r4",), "r3' r5 r6", 4),
        # tiles that were split must be joined again
        (("r1 r2", "r3 r4"), "", 2),
    ],
)
def test_hand_made_positions(table: Sequence[str], hand: str, expected: int) -> None:
    groups = groups_of(*table)
    hand_tiles = tiles(hand) if hand else []
    assert min_moves(groups, hand_tiles) == expected
    assert brute_force_min_moves(groups, hand_tiles) == expected


def test_impossible_positions_have_no_solution() -> None:
    assert min_moves([], tiles("r1")) is None
    assert min_moves(groups_of("b1 b2 b3 b4 b5 b6"), tiles("r4 y4")) is None
    assert solve(groups_of("r7 b7"), []) is None


def test_finish_within_a_limit() -> None:
    groups, hand = groups_of("k5 k6 k7 k8 k9"), tiles("r9 b9")
    assert not can_finish_within(groups, hand, 2)  # the hand alone cannot finish
    assert can_finish_within(groups, hand, 3)
    assert solve(groups, hand, max_moves=2) is None


def test_solution_plan_is_a_real_finish() -> None:
    groups, hand = groups_of("k5 k6 k7 k8 k9", "r1 r2 r3"), tiles("r9 b9 r4")
    solution = solve(groups, hand)
    assert solution is not None and solution.moves == 4
    check_plan(groups, hand, solution.groups, solution.kept_from, solution.moves)


def test_a_tile_given_twice_is_rejected() -> None:
    with pytest.raises(ValueError):
        min_moves(groups_of("r1 r2 r3"), tiles("r1"))


# --- brute force ---------------------------------------------------------------------


def valid_partitions(pool: list[Tile]) -> Iterator[list[list[Tile]]]:
    """Every way to split `pool` into valid groups (exponential; tiny inputs only)."""
    if not pool:
        yield []
        return
    first, rest = pool[0], pool[1:]
    for size in range(2, len(rest) + 1):
        for others in combinations(rest, size):
            group = [first, *others]
            if is_valid_group(group):
                left = [t for t in rest if t not in others]
                for partition in valid_partitions(left):
                    yield [group, *partition]


def best_pairing(originals: list[list[Tile]], finals: list[list[Tile]]) -> int:
    """Most tiles kept when each original group is paired with at most one final group."""
    if not originals:
        return 0
    head, tail = originals[0], originals[1:]
    best = best_pairing(tail, finals)  # head paired with nothing
    for index, final in enumerate(finals):
        kept = len(set(head) & set(final))
        if kept:
            best = max(best, kept + best_pairing(tail, finals[:index] + finals[index + 1 :]))
    return best


def brute_force_min_moves(groups: list[list[Tile]], hand: list[Tile]) -> int | None:
    pool = [t for g in groups for t in g] + list(hand)
    best = None
    for partition in valid_partitions(pool):
        moves = len(pool) - best_pairing(groups, partition)
        best = moves if best is None else min(best, moves)
    return best


def moves_by_playing(groups: list[list[Tile]], hand: list[Tile], limit: int) -> int | None:
    """Breadth-first search over real moves of the game model (tiny positions only)."""

    def state(game: Game) -> tuple[frozenset[Tile], frozenset[frozenset[Tile]]]:
        return frozenset(game.hand), frozenset(frozenset(g.tiles) for g in game.groups)

    def rebuild(key: tuple[frozenset[Tile], frozenset[frozenset[Tile]]]) -> Game:
        hand_tiles, table = key
        puzzle = Puzzle("2026-01-01", tuple(tuple(g) for g in table), tuple(hand_tiles), 0)
        return Game(puzzle)

    start = state(Game(Puzzle("2026-01-01", tuple(map(tuple, groups)), tuple(hand), 0)))
    seen = {start}
    queue = deque([(start, 0)])
    while queue:
        key, depth = queue.popleft()
        game = rebuild(key)
        if game.is_solved:
            return depth
        if depth == limit:
            continue
        for moved in list(game.hand) + [t for g in game.groups for t in g.tiles]:
            targets = [g.gid for g in game.groups] + [None]
            for target in targets:
                trial = rebuild(key)
                done = (
                    trial.move_to_new_group(moved) is not None
                    if target is None
                    else trial.move_to_group(moved, target)
                )
                next_key = state(trial)
                if done and next_key not in seen:
                    seen.add(next_key)
                    queue.append((next_key, depth + 1))
    return None


def check_plan(
    groups: list[list[Tile]],
    hand: list[Tile],
    final: Sequence[Sequence[Tile]],
    kept_from: Sequence[int | None],
    moves: int,
) -> None:
    every = sorted(t.sort_key for g in final for t in g)
    assert every == sorted(t.sort_key for t in [*hand, *(t for g in groups for t in g)])
    assert all(is_valid_group(g) for g in final)
    paired = [origin for origin in kept_from if origin is not None]
    assert len(paired) == len(set(paired))
    kept = sum(
        len(set(final_group) & set(groups[origin]))
        for final_group, origin in zip(final, kept_from, strict=True)
        if origin is not None
    )
    assert len(every) - kept == moves


SMALL_TILES = [
    Tile(number, colour, copy)
    for number in range(1, 6)
    for colour in (Colour.RED, Colour.BLUE, Colour.YELLOW)
    for copy in (0, 1)
]
SMALL_GROUPS = [
    list(group)
    for size in (3, 4)
    for group in combinations(SMALL_TILES, size)
    if is_valid_group(group)
]


# All four colours, so sets of four and duplicates meet runs (numbers 1–5 keep it small).
WIDE_TILES = [
    Tile(number, colour, copy) for number in range(1, 6) for colour in Colour for copy in (0, 1)
]
WIDE_GROUPS = [
    list(group)
    for size in (3, 4)
    for group in combinations(WIDE_TILES, size)
    if is_valid_group(group)
]


@st.composite
def small_positions(
    draw: st.DrawFn,
    max_tiles: int,
    pool_tiles: Sequence[Tile] = SMALL_TILES,
    pool_groups: Sequence[list[Tile]] = SMALL_GROUPS,
    origins: int = 3,
) -> tuple[list[list[Tile]], list[Tile]]:
    """Mostly solvable positions: valid groups dealt, then some tiles scattered."""
    pool: list[Tile] = []
    for _ in range(draw(st.integers(1, 3))):
        group = draw(st.sampled_from(pool_groups))
        if len(pool) + len(group) <= max_tiles and not set(group) & set(pool):
            pool.extend(group)
    extras = draw(st.lists(st.sampled_from(pool_tiles), max_size=2, unique=True))
    pool.extend(t for t in extras if t not in pool and len(pool) < max_tiles)
    places = draw(st.lists(st.integers(-1, origins - 1), min_size=len(pool), max_size=len(pool)))
    groups: list[list[Tile]] = [[] for _ in range(origins)]
    hand: list[Tile] = []
    for tile_, place in zip(pool, places, strict=True):
        (hand if place < 0 else groups[place]).append(tile_)
    return [g for g in groups if g], hand


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(small_positions(max_tiles=9))
def test_solver_matches_brute_force(position: tuple[list[list[Tile]], list[Tile]]) -> None:
    check_against_brute_force(*position)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(small_positions(max_tiles=11, pool_tiles=WIDE_TILES, pool_groups=WIDE_GROUPS, origins=5))
def test_solver_matches_brute_force_with_four_colours_and_more_groups(
    position: tuple[list[list[Tile]], list[Tile]],
) -> None:
    """Sets of four, twins, and final groups drawn from up to five original groups."""
    check_against_brute_force(*position)


def check_against_brute_force(groups: list[list[Tile]], hand: list[Tile]) -> None:
    expected = brute_force_min_moves(groups, hand)
    assert min_moves(groups, hand) == expected
    solution = solve(groups, hand)
    if expected is None:
        assert solution is None
    else:
        assert solution is not None and solution.moves == expected
        check_plan(groups, hand, solution.groups, solution.kept_from, solution.moves)
        assert can_finish_within(groups, hand, expected)
        assert not can_finish_within(groups, hand, expected - 1)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(small_positions(max_tiles=6))
def test_solver_matches_playing_real_moves(
    position: tuple[list[list[Tile]], list[Tile]],
) -> None:
    """The pairing model equals the shortest sequence of real moves in the game."""
    groups, hand = position
    expected = min_moves(groups, hand)
    limit = 6 if expected is None else expected
    assert moves_by_playing(groups, hand, limit) == expected
