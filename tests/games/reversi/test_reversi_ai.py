"""The three opponents: what each one values, determinism and Hard's budget."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from reversi_helpers import LAST_MOVE, board, random_position

from puzzlesuite.games.reversi.ai import (
    CORNERS,
    HARD_BUDGET,
    X_SQUARES,
    Level,
    child_values,
    choose_move,
    easy_move,
    evaluate,
    final_score,
    hard_search,
    mobility_difference,
    normal_move,
)
from puzzlesuite.games.reversi.engine import flips_for, iter_squares, legal_moves, parse_square


def solve(me: int, you: int) -> int:
    """Exact game value for the side to move by full minimax (test oracle)."""
    moves = legal_moves(me, you)
    if not moves:
        if not legal_moves(you, me):
            return final_score(me, you)
        return -solve(you, me)
    best = None
    for square in iter_squares(moves):
        flipped = flips_for(me, you, square)
        value = -solve(you ^ flipped, me | flipped | (1 << square))
        best = value if best is None else max(best, value)
    assert best is not None
    return best


def endgame(seed: int, empties: int) -> tuple[int, int]:
    """A random position with about ``empties`` empty squares where the mover can move."""
    for attempt in range(200):
        me, you = random_position(seed + attempt * 7919, 60 - empties)
        if legal_moves(me, you).bit_count() >= 2:
            return me, you
    raise AssertionError("no endgame found")


CORNER_POSITION = board(
    # Black to move can take a1 (closing b2 against c3), or play elsewhere.
    "........",
    ".W......",
    "..BW....",
    "...BW...",
    "...WB...",
    "........",
    "........",
    "........",
)


@settings(max_examples=80, deadline=None)
@given(seed=st.integers(0, 2**32), plies=st.integers(0, 60))
def test_packed_mobility_equals_two_separate_move_counts(seed: int, plies: int) -> None:
    me, you = random_position(seed, plies)
    expected = legal_moves(me, you).bit_count() - legal_moves(you, me).bit_count()
    assert mobility_difference(me, you) == expected


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), plies=st.integers(0, 58))
def test_batched_child_values_equal_one_by_one_evaluation(seed: int, plies: int) -> None:
    me, you = random_position(seed, plies)
    moves = legal_moves(me, you)
    values, _ = child_values(me, you, moves)
    expected = []
    for square in iter_squares(moves):
        flipped = flips_for(me, you, square)
        mine, theirs = me | flipped | (1 << square), you ^ flipped
        if legal_moves(theirs, mine) or legal_moves(mine, theirs):
            expected.append((-evaluate(theirs, mine), 1 << square))
        else:
            expected.append((-final_score(theirs, mine), 1 << square))
    assert values == expected


@pytest.mark.parametrize("seed", range(6))
def test_hard_examines_exactly_its_budget_in_the_midgame(seed: int) -> None:
    me, you = random_position(seed, 24)
    result = hard_search(me, you)
    assert result.nodes == HARD_BUDGET
    assert result.depth >= 3
    assert legal_moves(me, you) >> result.square & 1


def test_a_smaller_budget_is_also_spent_exactly() -> None:
    me, you = random_position(3, 20)
    assert hard_search(me, you, budget=700).nodes == 700


@pytest.mark.parametrize("seed", range(5))
def test_hard_plays_perfectly_when_it_can_see_the_end(seed: int) -> None:
    me, you = endgame(seed * 31, 7)
    result = hard_search(me, you)
    assert result.exact
    assert result.nodes < HARD_BUDGET
    assert result.score == solve(me, you)
    flipped = flips_for(me, you, result.square)
    assert -solve(you ^ flipped, me | flipped | (1 << result.square)) == result.score


def test_hard_with_a_single_legal_move_plays_it_without_searching() -> None:
    black, white = LAST_MOVE
    result = hard_search(black, white)
    assert result.square == parse_square("h7") and result.nodes == 0


def test_every_level_passes_when_there_is_no_move() -> None:
    black, white = LAST_MOVE
    for level in Level:
        assert choose_move(level, white, black, seed=1, ply=50) == -1


def test_normal_takes_an_offered_corner() -> None:
    black, white = CORNER_POSITION
    assert legal_moves(black, white) >> parse_square("a1") & 1
    assert normal_move(black, white) == parse_square("a1")


def test_easy_often_leaves_an_offered_corner() -> None:
    black, white = CORNER_POSITION
    choices = [easy_move(black, white, seed, 0) for seed in range(60)]
    assert choices.count(parse_square("a1")) < 30
    assert len(set(choices)) >= 3  # its randomness shows across seeds


def test_easy_gives_corners_away_more_often_than_normal() -> None:
    # Over many midgame positions, count moves onto X squares next to an empty corner.
    easy_x = normal_x = 0
    for seed in range(150):
        me, you = random_position(seed, 14 + seed % 20)
        if not legal_moves(me, you):
            continue
        empty_corners = CORNERS & ~(me | you)
        for square, counter in (
            (easy_move(me, you, seed, 0), "easy"),
            (normal_move(me, you), "normal"),
        ):
            bit = 1 << square
            risky = bit & X_SQUARES and _corner_of_x(square) & empty_corners
            if risky and counter == "easy":
                easy_x += 1
            elif risky:
                normal_x += 1
    assert easy_x > 2 * normal_x


def _corner_of_x(square: int) -> int:
    return {
        parse_square("b2"): 1 << parse_square("a1"),
        parse_square("g2"): 1 << parse_square("h1"),
        parse_square("b7"): 1 << parse_square("a8"),
        parse_square("g7"): 1 << parse_square("h8"),
    }[square]


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), plies=st.integers(0, 50), game_seed=st.integers(0, 10**9))
def test_choices_are_functions_of_seed_position_and_ply(
    seed: int, plies: int, game_seed: int
) -> None:
    me, you = random_position(seed, plies)
    if not legal_moves(me, you):
        return
    for level in (Level.EASY, Level.NORMAL):
        first = choose_move(level, me, you, game_seed, plies)
        assert choose_move(level, me, you, game_seed, plies) == first
        assert legal_moves(me, you) >> first & 1
    # Normal never looks at the seed: it does not play randomly.
    assert choose_move(Level.NORMAL, me, you, game_seed + 1, plies + 3) == choose_move(
        Level.NORMAL, me, you, game_seed, plies
    )


def test_hard_is_deterministic() -> None:
    me, you = random_position(11, 26)
    assert hard_search(me, you) == hard_search(me, you)
