"""Board diagrams and random positions shared by the Reversi tests."""

from __future__ import annotations

import random

from puzzlesuite.games.reversi.engine import (
    START_BLACK,
    START_WHITE,
    flips_for,
    iter_squares,
    legal_moves,
)


def board(*rows: str) -> tuple[int, int]:
    """(black, white) bitboards from 8 rows of 8 characters: B, W or '.' (row 1 first)."""
    assert len(rows) == 8 and all(len(r.replace(" ", "")) == 8 for r in rows)
    black = white = 0
    for r, row in enumerate(rows):
        for c, char in enumerate(row.replace(" ", "")):
            bit = 1 << (r * 8 + c)
            if char == "B":
                black |= bit
            elif char == "W":
                white |= bit
            else:
                assert char == "."
    return black, white


# Black to move with h7 its only move, which ends the game 63 to 0; white never moves.
LAST_MOVE = board(
    "BBBBBBBB",
    "BBBBBBBB",
    "BBBBBBBB",
    "BBBBBBBB",
    "BBBBBBBB",
    "BBBBBBBW",
    "BBBBBBB.",
    "BBBBBBB.",
)

# Black to move; after black plays a7 white has no move while black still has one.
WHITE_SKIPPED_AFTER_A7 = board(
    "BWWWW...",
    "BWWWW...",
    "BWBWWWW.",
    "WWWWWW..",
    "WWBWW...",
    "WBWWWW..",
    ".BBBBBW.",
    "BBBBBBBW",
)


def random_position(seed: int, plies: int) -> tuple[int, int]:
    """(mover, other) after up to ``plies`` seeded random plies from the start."""
    rng = random.Random(seed)
    me, you = START_BLACK, START_WHITE
    for _ in range(plies):
        moves = legal_moves(me, you)
        if not moves:
            if not legal_moves(you, me):
                break
            me, you = you, me
            continue
        square = rng.choice(list(iter_squares(moves)))
        flipped = flips_for(me, you, square)
        me, you = you ^ flipped, me | flipped | (1 << square)
    return me, you


def naive_legal_moves(me: int, you: int) -> int:
    """Legal moves by walking every direction square by square (a test oracle)."""
    moves = 0
    for square in range(64):
        if (me | you) >> square & 1:
            continue
        row, col = divmod(square, 8)
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                if dr == dc == 0:
                    continue
                r, c, seen = row + dr, col + dc, 0
                while 0 <= r < 8 and 0 <= c < 8 and you >> (r * 8 + c) & 1:
                    r, c, seen = r + dr, c + dc, seen + 1
                if seen and 0 <= r < 8 and 0 <= c < 8 and me >> (r * 8 + c) & 1:
                    moves |= 1 << square
    return moves
