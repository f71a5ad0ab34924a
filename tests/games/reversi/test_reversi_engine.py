"""Rules on bitboards: perft, flips in every direction, passes and the end of a game."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from reversi_helpers import LAST_MOVE, board, naive_legal_moves, random_position

from puzzlesuite.games.reversi.engine import (
    MAX_MOVES,
    START_BLACK,
    START_WHITE,
    flips_for,
    iter_squares,
    legal_moves,
    parse_square,
    perft,
    square_name,
)

# Published perft values from the start position (a pass is one ply, a finished game
# one leaf).
PERFT = {1: 4, 2: 12, 3: 56, 4: 244, 5: 1396, 6: 8200, 7: 55092, 8: 390216}


def bits(*names: str) -> int:
    value = 0
    for name in names:
        value |= 1 << parse_square(name)
    return value


@pytest.mark.parametrize("depth", range(1, 7))
def test_perft_from_the_start_matches_published_counts(depth: int) -> None:
    assert perft(START_BLACK, START_WHITE, depth) == PERFT[depth]


@pytest.mark.slow
@pytest.mark.parametrize("depth", [7, 8])
def test_deep_perft_from_the_start_matches_published_counts(depth: int) -> None:
    assert perft(START_BLACK, START_WHITE, depth) == PERFT[depth]


def test_start_position_and_black_opening_moves() -> None:
    assert bits("d5", "e4") == START_BLACK
    assert bits("d4", "e5") == START_WHITE
    assert legal_moves(START_BLACK, START_WHITE) == bits("d3", "c4", "f5", "e6")


def test_square_names_round_trip() -> None:
    assert square_name(0) == "a1"
    assert square_name(19) == "d3"
    assert square_name(63) == "h8"
    assert all(parse_square(square_name(s)) == s for s in range(64))


def test_a_move_flips_every_closed_line_at_once() -> None:
    # Black plays d4 and closes lines in all 8 directions.
    black, white = board(
        "B..B..B.",
        ".W.W.W..",
        "..WWW...",
        "BWW.WWWB",
        "..WWW...",
        ".W.W.W..",
        "B..B..B.",
        "........",
    )
    d4 = parse_square("d4")
    flipped = flips_for(black, white, d4)
    assert flipped == bits(
        "b2",
        "c3",
        "d2",
        "d3",
        "f2",
        "e3",
        "b4",
        "c4",
        "e4",
        "f4",
        "g4",
        "c5",
        "b6",
        "d5",
        "d6",
        "e5",
        "f6",
    )
    assert legal_moves(black, white) >> d4 & 1


def test_lines_along_edges_and_into_corners_flip() -> None:
    black, white = board(
        ".WWWWWB.",
        "W.......",
        "W.......",
        "B.......",
        "........",
        "........",
        "......W.",
        ".......B",
    )
    # a1 closes the top edge to the east and the a-file to the south.
    assert flips_for(black, white, 0) == bits("b1", "c1", "d1", "e1", "f1", "a2", "a3")
    # h8's diagonal runs g7 (white) then f6 (empty): nothing to close.
    assert flips_for(white, black, 63) == 0


def test_a_line_running_into_an_empty_cell_or_the_edge_flips_nothing() -> None:
    black, white = board(
        "WWWWWWW.",
        "B.......",
        "........",
        "........",
        "........",
        "........",
        "........",
        "........",
    )
    # h1 would need a black disc beyond the white run, but the run ends at the edge.
    assert flips_for(black, white, parse_square("h1")) == 0
    assert legal_moves(black, white) == 0
    # A gap in the line stops it as well.
    black, white = board(
        "..W.WB..",
        "........",
        "........",
        "........",
        "........",
        "........",
        "........",
        "........",
    )
    assert flips_for(black, white, parse_square("b1")) == 0


def test_lines_never_wrap_around_the_board_edge() -> None:
    # h1 white, a2 black: a move "east of" h1 would be a2 in memory order.
    black, white = board(
        "......BW",
        "B.......",
        "........",
        "........",
        "........",
        "........",
        "........",
        "........",
    )
    assert legal_moves(black, white) == 0


def test_pass_then_double_pass_ends_the_game() -> None:
    black, white = LAST_MOVE
    # White has nothing to flip; black can play h7 (closing h6 against h5).
    assert legal_moves(white, black) == 0
    assert legal_moves(black, white) == bits("h7")
    flipped = flips_for(black, white, parse_square("h7"))
    black |= flipped | bits("h7")
    white ^= flipped
    # Now nobody can move although h8 is empty: the game is over.
    assert white == 0
    assert legal_moves(black, white) == 0 and legal_moves(white, black) == 0
    assert perft(black, white, 5) == 1


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32), plies=st.integers(0, 70))
def test_bitboard_moves_match_a_square_by_square_walk(seed: int, plies: int) -> None:
    me, you = random_position(seed, plies)
    assert legal_moves(me, you) == naive_legal_moves(me, you)
    assert legal_moves(you, me) == naive_legal_moves(you, me)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_each_move_adds_one_disc_and_a_game_has_at_most_60_moves(seed: int) -> None:
    import random

    rng = random.Random(seed)
    me, you = START_BLACK, START_WHITE
    placed = 0
    while True:
        moves = legal_moves(me, you)
        if not moves:
            if not legal_moves(you, me):
                break
            me, you = you, me
            continue
        square = rng.choice(list(iter_squares(moves)))
        flipped = flips_for(me, you, square)
        assert flipped and not flipped & me
        before_me, before_you = me.bit_count(), you.bit_count()
        me, you = you ^ flipped, me | flipped | (1 << square)
        flips = flipped.bit_count()
        # After the swap, ``you`` is the mover: its count grew by flips + 1.
        assert you.bit_count() == before_me + flips + 1
        assert me.bit_count() == before_you - flips
        assert not me & you
        placed += 1
    assert placed <= MAX_MOVES
    assert (me | you).bit_count() == 4 + placed
