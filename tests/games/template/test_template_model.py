"""The template game's rules: what a game's model tests look like, in small."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.games.template.model import CELLS, SEED_MAX, Lamps, neighbourhood


@settings(max_examples=30, deadline=None)
@given(st.integers(0, SEED_MAX))
def test_a_start_is_never_solved_and_always_solvable(seed: int) -> None:
    game = Lamps(seed)
    assert not game.solved
    # A press is its own inverse, so some set of presses lights every lamp: find it by
    # brute force over the 2**16 sets, column by column (light chasing would do too).
    assert any(_solves(game.lit, mask) for mask in range(1 << CELLS))


def _solves(lit: list[bool], mask: int) -> bool:
    board = list(lit)
    for cell in range(CELLS):
        if mask >> cell & 1:
            for each in neighbourhood(cell):
                board[each] = not board[each]
    return all(board)


def test_the_same_seed_gives_the_same_board() -> None:
    assert Lamps(42).lit == Lamps(42).lit


def test_a_press_turns_the_lamp_and_its_neighbours_and_undo_takes_it_back() -> None:
    game = Lamps(7)
    before = list(game.lit)
    assert game.press(5)
    assert [i for i in range(CELLS) if game.lit[i] != before[i]] == sorted(neighbourhood(5))
    game.undo()
    assert game.lit == before and game.presses == 0 and not game.can_undo()


def test_a_solved_board_takes_no_press_and_no_undo() -> None:
    game = Lamps(7, [True] * CELLS, presses=3)
    assert game.solved and not game.press(0) and not game.can_undo()


@pytest.mark.parametrize(
    "data",
    [
        {"seed": 1, "lit": [True] * 15, "presses": 0},
        {"seed": 1, "lit": [1] * 16, "presses": 0},
        {"seed": 1, "lit": [True] * 16, "presses": -1},
        {"seed": -1, "lit": [True] * 16, "presses": 0},
        {},
    ],
)
def test_a_save_no_play_makes_is_refused(data: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        Lamps.from_json(data)


def test_a_game_survives_its_save() -> None:
    game = Lamps(9)
    game.press(3)
    again = Lamps.from_json(game.to_json())
    assert (again.seed, again.lit, again.presses) == (game.seed, game.lit, game.presses)
