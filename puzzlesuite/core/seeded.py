"""The one seeded random stream every generator uses: SplitMix64, defined here.

Python's `random` may change its algorithms between versions; a seeded puzzle, board or
tray must not. SplitMix64 is a few lines of integer arithmetic, fast enough in pure
Python, and gives the same numbers on every machine and in every process.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

MASK64 = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
_T = TypeVar("_T")


def splitmix64(x: int) -> int:
    """The SplitMix64 output for state `x` (a 64-bit hash of `x`, too)."""
    x = (x + _GOLDEN) & MASK64
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & MASK64
    return x ^ (x >> 31)


class SplitMix64:
    """A seeded stream: the same seed gives the same numbers everywhere."""

    def __init__(self, seed: int) -> None:
        self._state = seed & MASK64

    def next64(self) -> int:
        value = splitmix64(self._state)
        self._state = (self._state + _GOLDEN) & MASK64
        return value

    def below(self, bound: int) -> int:
        """Uniform integer in [0, bound), without modulo bias."""
        if bound <= 0:
            raise ValueError("bound must be positive")
        limit = (1 << 64) - (1 << 64) % bound
        while True:
            value = self.next64()
            if value < limit:
                return value % bound

    def between(self, low: int, high: int) -> int:
        """Uniform integer in [low, high]."""
        return low + self.below(high - low + 1)

    def choice(self, items: Sequence[_T]) -> _T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[_T]) -> None:
        for index in range(len(items) - 1, 0, -1):
            other = self.below(index + 1)
            items[index], items[other] = items[other], items[index]

    def sample(self, items: Sequence[_T], count: int) -> list[_T]:
        """`count` distinct items in random order (a partial Fisher–Yates shuffle)."""
        pool = list(items)
        for i in range(count):
            j = i + self.below(len(pool) - i)
            pool[i], pool[j] = pool[j], pool[i]
        return pool[:count]
