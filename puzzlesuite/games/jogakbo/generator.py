"""The daily Jogakbo puzzle, generated backwards from a solution. Qt-free.

Seeding (stable across platforms and Python versions): the seed is the first 8 bytes,
big-endian, of ``sha256("jogakbo:" + ISO date)``, e.g. ``"jogakbo:2026-11-30"``. Random
draws come from SplitMix64 (``puzzlesuite.core.seeded``), not from :mod:`random`, whose
helper methods (``randrange``, ``shuffle``, ``sample``) are not promised to stay the same
between Python versions. ``hash()`` is never used (it is salted per process).

One draw: build 8 valid groups from the 104 tiles (numbers 1–13, 4 colours, 2 copies),
break 2 of them, attach 2–3 of the broken tiles to the 6 kept groups where those stay
valid (run ends, the missing colour of a 3-tile set), and give the rest to the hand.
Only tiles their broken group cannot do without are attached (the spec's "essential
parts"); a tile whose group stays valid without it would rarely survive the exact check.
A draw is kept only if it has at least 2 attached tiles, a hand of 4–8 tiles, and the
exact solver proves that no finish takes fewer than par = hand + attached moves (so
in particular the hand alone cannot finish: some table tile must move).
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from puzzlesuite.core.seeded import SplitMix64

from .model import COLOURS, COPIES, MAX_NUMBER, Puzzle, Tile, display_order, is_valid_group
from .solver import can_finish_within

TABLE_GROUPS = 6
BROKEN_GROUPS = 2
MIN_ATTACHED = 2
MAX_ATTACHED = 3
MIN_HAND = 4
MAX_HAND = 8
SEED_PREFIX = "jogakbo:"


def daily_seed(day: date) -> int:
    digest = hashlib.sha256((SEED_PREFIX + day.isoformat()).encode("ascii")).digest()
    return int.from_bytes(digest[:8], "big")


@dataclass(frozen=True)
class GenerationStats:
    draws: int  # candidate positions drawn
    exact_checks: int  # candidates that reached the exact solver


def full_deck() -> list[Tile]:
    return [
        Tile(number, colour, copy)
        for number in range(1, MAX_NUMBER + 1)
        for colour in COLOURS
        for copy in range(COPIES)
    ]


class _Deck:
    def __init__(self, rng: SplitMix64) -> None:
        self._rng = rng
        self._left = set(full_deck())

    def take(self, number: int, colour_index: int) -> Tile | None:
        copies = [
            tile
            for copy in range(COPIES)
            if (tile := Tile(number, COLOURS[colour_index], copy)) in self._left
        ]
        if not copies:
            return None
        tile = self._rng.choice(copies)
        self._left.discard(tile)
        return tile

    def put_back(self, tiles: Sequence[Tile]) -> None:
        self._left.update(tiles)


def _draw_group(rng: SplitMix64, deck: _Deck) -> list[Tile] | None:
    """A random valid group from the deck: a set of 3–4 or a run of 3–5."""
    if rng.below(2) == 0:
        number = rng.between(1, MAX_NUMBER)
        colour_indexes = list(range(len(COLOURS)))
        rng.shuffle(colour_indexes)
        wanted = [(number, colour) for colour in colour_indexes[: rng.between(3, 4)]]
    else:
        length = rng.between(3, 5)
        start = rng.between(1, MAX_NUMBER - length + 1)
        colour = rng.below(len(COLOURS))
        wanted = [(number, colour) for number in range(start, start + length)]
    tiles: list[Tile] = []
    for number, colour in wanted:
        tile = deck.take(number, colour)
        if tile is None:
            deck.put_back(tiles)
            return None
        tiles.append(tile)
    return tiles


def _draw_solution(rng: SplitMix64) -> list[list[Tile]]:
    deck = _Deck(rng)
    groups: list[list[Tile]] = []
    while len(groups) < TABLE_GROUPS + BROKEN_GROUPS:
        group = _draw_group(rng, deck)
        if group is not None:
            groups.append(group)
    return groups


def _is_essential(tile: Tile, broken_group: Sequence[Tile]) -> bool:
    """Without this tile its group falls apart, so it must be taken back."""
    return not is_valid_group([other for other in broken_group if other != tile])


def _attach(
    rng: SplitMix64, table: list[list[Tile]], broken: list[list[Tile]]
) -> tuple[list[Tile], int]:
    """Attach some broken tiles to the table; returns (hand tiles, number attached)."""
    loose = [(tile, group) for group in broken for tile in group]
    rng.shuffle(loose)
    target = rng.between(MIN_ATTACHED, MAX_ATTACHED)
    hand: list[Tile] = []
    attached = 0
    for tile, group in loose:
        spots = [spot for spot in table if is_valid_group([*spot, tile])]
        if attached < target and spots and _is_essential(tile, group):
            rng.choice(spots).append(tile)
            attached += 1
        else:
            hand.append(tile)
    return hand, attached


def _draw_candidate(rng: SplitMix64, day: date) -> Puzzle | None:
    groups = _draw_solution(rng)
    rng.shuffle(groups)
    table, broken = groups[:TABLE_GROUPS], groups[TABLE_GROUPS:]
    hand, attached = _attach(rng, table, broken)
    if attached < MIN_ATTACHED or not MIN_HAND <= len(hand) <= MAX_HAND:
        return None
    return Puzzle(
        date=day.isoformat(),
        groups=tuple(tuple(display_order(group)) for group in table),
        hand=tuple(hand),
        par=len(hand) + attached,
    )


def is_acceptable(puzzle: Puzzle) -> bool:
    """No finish shorter than par exists (so the hand alone can never finish)."""
    return not can_finish_within(puzzle.groups, puzzle.hand, puzzle.par - 1)


def generate_with_stats(day: date) -> tuple[Puzzle, GenerationStats]:
    rng = SplitMix64(daily_seed(day))
    draws = exact_checks = 0
    while True:
        draws += 1
        candidate = _draw_candidate(rng, day)
        if candidate is None:
            continue
        exact_checks += 1
        if is_acceptable(candidate):
            return candidate, GenerationStats(draws, exact_checks)


def generate(day: date) -> Puzzle:
    """The puzzle of the given local date: the same for everyone, every run."""
    return generate_with_stats(day)[0]
