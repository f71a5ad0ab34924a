"""The no-guess generator: every board is solvable by logic alone from its first click,
the same inputs give the same board in every process, and max_mines keeps its word."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest
from engine_minesweeper import LEVELS, around, replay

from puzzlesuite.games.minesweeper.board_code import parse_code
from puzzlesuite.games.minesweeper.generator import (
    GenerationFailed,
    expert_density_mines,
    generate,
    max_mines,
    works,
)

ROOT = Path(__file__).resolve().parents[3]
BOARDS_PER_LEVEL = 30
SLOW_BOARDS_PER_LEVEL = 200


def check_board(width: int, height: int, mines: int, seed: int, first: int) -> None:
    placed = generate(width, height, mines, seed, first)
    assert list(placed) == sorted(set(placed))
    assert len(placed) == mines
    assert all(0 <= c < width * height for c in placed)
    assert not {first, *around(width, height, first)} & set(placed), "mine in the opening"
    replay(width, height, placed, first)


def random_firsts(level: str, count: int) -> list[tuple[int, int]]:
    width, height, _ = LEVELS[level]
    rng = random.Random(f"firsts-{level}-{count}")
    return [(rng.randrange(2**40), rng.randrange(width * height)) for _ in range(count)]


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_every_level_board_is_solvable_by_logic_alone(level: str) -> None:
    width, height, mines = LEVELS[level]
    for seed, first in random_firsts(level, BOARDS_PER_LEVEL):
        check_board(width, height, mines, seed, first)


@pytest.mark.sweep
@pytest.mark.parametrize("level", sorted(LEVELS))
def test_many_level_boards_are_solvable_by_logic_alone(level: str) -> None:
    width, height, mines = LEVELS[level]
    for seed, first in random_firsts(level, SLOW_BOARDS_PER_LEVEL):
        check_board(width, height, mines, seed, first)


CUSTOM_SIZES = [(5, 5), (5, 30), (50, 5), (7, 11), (24, 13), (50, 30)]


@pytest.mark.parametrize(("width", "height"), CUSTOM_SIZES)
def test_custom_boards_at_expert_density_are_solvable(width: int, height: int) -> None:
    mines = expert_density_mines(width, height)
    cells = width * height
    for seed, first in ((1, 0), (2, cells - 1), (3, cells // 2 + width // 2), (4, width // 2)):
        check_board(width, height, mines, seed, first)


def test_the_first_click_opens_an_area_even_at_the_most_mines() -> None:
    # A centre click at the largest count the codes allow: the opening is the only safe
    # area and the total says everything else is a mine.
    placed = generate(5, 5, 16, 3, 12)
    assert set(placed) == set(range(25)) - {6, 7, 8, 11, 12, 13, 16, 17, 18}


def test_running_out_of_budget_fails_cleanly(monkeypatch: pytest.MonkeyPatch) -> None:
    """With no room for changes, a board that needs one cannot be made: the generator
    says so with GenerationFailed (the game then offers max_mines)."""
    import puzzlesuite.games.minesweeper.generator as generator_module

    monkeypatch.setattr(generator_module, "MIN_CHANGES", 0)
    monkeypatch.setattr(generator_module, "CHANGES_PER_CELL", 0)
    with pytest.raises(GenerationFailed):
        generate(30, 16, 200, 1, 0)


def test_far_above_expert_density_small_boards_still_work() -> None:
    for mines in (40, 60, 72):
        placed = generate(9, 9, mines, 5, 0)
        replay(9, 9, placed, 0)


def test_out_of_range_inputs_are_refused() -> None:
    for args in ((4, 9, 5, 1, 0), (9, 31, 5, 1, 0), (9, 9, 0, 1, 0), (9, 9, 73, 1, 0)):
        with pytest.raises(ValueError):
            generate(*args)
    with pytest.raises(ValueError):
        generate(9, 9, 10, 1, 81)


# Golden boards: a change to any of these lists means saved games and shared codes
# would open a different board than before.
# fmt: off
GOLDEN = {
    "M-9x9x10-1-r1c1": (
        13, 18, 27, 32, 43, 49, 51, 54, 66, 68
    ),
    "M-16x16x40-482133-r8c8": (
        1, 7, 9, 13, 14, 28, 36, 48, 50, 55, 57, 63, 76, 90, 92, 93, 101, 107, 110, 116, 133,
        140, 145, 157, 159, 169, 171, 181, 186, 193, 195, 200, 201, 202, 203, 210, 219, 224,
        230, 245
    ),
    "M-30x16x99-482133-r5c7": (
        0, 10, 12, 15, 28, 35, 36, 39, 41, 46, 47, 55, 68, 72, 73, 77, 80, 86, 87, 93, 100,
        115, 117, 124, 130, 134, 140, 144, 147, 148, 159, 162, 164, 169, 170, 175, 183, 196,
        199, 205, 209, 212, 215, 217, 222, 223, 224, 225, 228, 229, 230, 232, 234, 243, 246,
        248, 249, 254, 265, 268, 271, 285, 291, 298, 299, 302, 305, 312, 323, 326, 329, 331,
        332, 341, 342, 347, 349, 352, 357, 359, 369, 377, 381, 387, 393, 395, 398, 400, 415,
        417, 420, 421, 430, 435, 439, 443, 445, 467, 477
    ),
}
# fmt: on


def board_of(code: str) -> tuple[int, ...]:
    parsed = parse_code(code)
    assert parsed.first is not None
    row, col = parsed.first
    return generate(
        parsed.width, parsed.height, parsed.mines, parsed.seed, row * parsed.width + col
    )


@pytest.mark.parametrize("code", sorted(GOLDEN))
def test_golden_codes_keep_their_boards(code: str) -> None:
    assert board_of(code) == GOLDEN[code]


def test_the_same_inputs_give_the_same_board_in_every_process() -> None:
    script = (
        "import json\n"
        "from puzzlesuite.games.minesweeper.generator import generate\n"
        "print(json.dumps([generate(30, 16, 99, s, f) for s, f in "
        "((1, 0), (2, 200), (982451653, 479))]))\n"
    )
    outputs = []
    for hash_seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed)
        done = subprocess.run(
            [sys.executable, "-c", script],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            check=True,
        )
        outputs.append(json.loads(done.stdout))
    assert outputs[0] == outputs[1]
    here = [list(generate(30, 16, 99, s, f)) for s, f in ((1, 0), (2, 200), (982451653, 479))]
    assert outputs[0] == here


def test_different_seeds_and_first_cells_give_different_boards() -> None:
    boards = {generate(16, 16, 40, seed, 0) for seed in range(10)}
    boards |= {generate(16, 16, 40, 0, first) for first in (17, 100, 255)}
    assert len(boards) == 13


# -- max_mines ------------------------------------------------------------------------

SAMPLED_SIZES = [
    (5, 5), (9, 9), (7, 20), (13, 13), (16, 16), (20, 13), (21, 19), (30, 16), (12, 30),
    (50, 20), (50, 30), (50, 5), (6, 17),
]  # fmt: skip


def test_max_mines_keeps_the_promise_for_every_size() -> None:
    for width in range(5, 51):
        for height in range(5, 31):
            cells = width * height
            limit = max_mines(width, height)
            assert min(cells - 9, cells * 99 // 480) <= limit <= cells - 9
            assert expert_density_mines(width, height) == min(cells - 9, cells * 99 // 480)


@pytest.mark.parametrize(("width", "height"), SAMPLED_SIZES)
def test_max_mines_covers_expert_density_and_refuses_beyond(width: int, height: int) -> None:
    cells = width * height
    limit = max_mines(width, height)
    assert limit >= min(cells - 9, cells * 99 // 480)
    assert limit <= cells - 9
    assert works(width, height, limit)
    assert works(width, height, 1)
    assert not works(width, height, limit + 1)
    assert not works(width, height, 0)


def firsts_for(width: int, height: int) -> list[int]:
    """A corner, an edge and a centre first click."""
    return [0, width // 2, (height // 2) * width + width // 2]


@pytest.mark.parametrize(("width", "height"), [(5, 5), (9, 9), (16, 16), (50, 5)])
def test_boards_at_max_mines_generate_and_are_solvable(width: int, height: int) -> None:
    limit = max_mines(width, height)
    for seed in range(3):
        for first in firsts_for(width, height):
            check_board(width, height, limit, seed, first)


@pytest.mark.sweep
@pytest.mark.parametrize(("width", "height"), SAMPLED_SIZES)
def test_max_mines_works_by_its_definition(width: int, height: int) -> None:
    """ "Works": 20 seeds each from a corner, an edge and a centre first click all succeed
    within 200 ms (CPU time of this process, so other jobs on the box do not count)."""
    limit = max_mines(width, height)
    for seed in range(20):
        for first in firsts_for(width, height):
            start = time.process_time()
            placed = generate(width, height, limit, seed, first)
            assert time.process_time() - start <= 0.2, (width, height, limit, seed, first)
            replay(width, height, placed, first)
