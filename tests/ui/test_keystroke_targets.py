"""Issue 21's targets on a few seeded games (benchmarks/keystrokes.py runs 20): keys per
move for the blind keyboard player at most 1.3× the sighted one in Sudoku and
Minesweeper, 1.5× in Reversi and Block Puzzle."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

from puzzlesuite.core.registry import discover
from tests.kits import kit_of

BENCHMARK = Path(__file__).resolve().parents[2] / "benchmarks" / "keystrokes.py"


@pytest.fixture(scope="module")
def keystrokes() -> ModuleType:
    spec = importlib.util.spec_from_file_location("keystrokes", BENCHMARK)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["keystrokes"] = module
    spec.loader.exec_module(module)
    return module


TARGETS = [
    (entry.id, *target) for entry in discover() if (target := kit_of(entry).keystrokes) is not None
]


@pytest.mark.parametrize(("game", "games", "limit"), TARGETS)
def test_blind_keys_per_move_within_the_target(
    keystrokes: ModuleType, game: str, games: int, limit: float
) -> None:
    """Over whole games: Minesweeper's count varies with the openings, so 10 boards of
    each level (1.23× over 10, 1.31× over the first 3)."""
    tally = getattr(keystrokes, f"{game}_sighted_blind")(games)
    assert tally.moves > 0
    assert tally.blind / tally.sighted <= limit, tally.line(game)


def test_jump_presses_count_in_reading_order_both_ways(keystrokes: ModuleType) -> None:
    targets = {(0, 1), (2, 2), (5, 0)}
    assert keystrokes.jump_presses((0, 0), (2, 2), targets) == 2  # J, J
    assert keystrokes.jump_presses((0, 0), (5, 0), targets) == 1  # Shift+J wraps back
    assert keystrokes.board_distances((0, 0), 9, 9)[(8, 8)] == 1  # Ctrl+End
