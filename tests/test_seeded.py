"""The one seeded random stream (puzzlesuite.core.seeded): SplitMix64, exactly."""

from __future__ import annotations

import pytest

from puzzlesuite.core.seeded import SplitMix64, splitmix64


def test_it_is_the_published_splitmix64() -> None:
    rng = SplitMix64(1234567)  # reference values of the published SplitMix64
    assert [rng.next64() for _ in range(3)] == [
        6457827717110365317,
        3203168211198807973,
        9817491932198370423,
    ]
    assert splitmix64(1234567) == 6457827717110365317  # the stateless step, Block Puzzle's


def test_the_helpers_stay_in_range() -> None:
    rng = SplitMix64(7)
    draws = [rng.below(6) for _ in range(600)]
    assert set(draws) == set(range(6))
    assert all(3 <= rng.between(3, 5) <= 5 for _ in range(100))
    items = list(range(10))
    rng.shuffle(items)
    assert sorted(items) == list(range(10)) and items != list(range(10))
    picks = SplitMix64(5).sample(range(100), 10)
    assert len(set(picks)) == 10 and all(0 <= p < 100 for p in picks)
    with pytest.raises(ValueError):
        rng.below(0)
