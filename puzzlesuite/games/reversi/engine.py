"""Reversi rules on 64-bit integer bitboards (no Qt).

Square ``i`` is bit ``1 << i`` with ``i = row * 8 + col``; row 0 is rank "1" at the top
and col 0 is file "a", so ``d3`` is square 19.  A position is a pair of bitboards seen
from the side to move: ``player`` (the discs of the side to move) and ``opponent``.

Legal moves use a shift-and-mask flood in the 8 directions; the flood doubles its reach
each step (parallel prefix), so a direction costs a fixed handful of integer operations
whatever the board looks like.  Python integers are unbounded, so left shifts are cut back
to 64 bits by and-ing with a board that is already 64 bits wide.
"""

from __future__ import annotations

from collections.abc import Iterator

FULL = 0xFFFF_FFFF_FFFF_FFFF
NOT_FILE_A = 0xFEFE_FEFE_FEFE_FEFE
NOT_FILE_H = 0x7F7F_7F7F_7F7F_7F7F
INNER_FILES = NOT_FILE_A & NOT_FILE_H

BOARD_SIZE = 8
SQUARES = 64
MAX_MOVES = 60

FILES = "abcdefgh"


def square_of(row: int, col: int) -> int:
    return row * BOARD_SIZE + col


def square_name(square: int) -> str:
    """Algebraic name of a square, e.g. 19 -> "d3"."""
    row, col = divmod(square, BOARD_SIZE)
    return f"{FILES[col]}{row + 1}"


def parse_square(name: str) -> int:
    col = FILES.index(name[0].lower())
    row = int(name[1:]) - 1
    if not 0 <= row < BOARD_SIZE:
        raise ValueError(f"not a square: {name!r}")
    return square_of(row, col)


# The start position: d4 and e5 white, d5 and e4 black; black moves first.
START_BLACK = (1 << parse_square("d5")) | (1 << parse_square("e4"))
START_WHITE = (1 << parse_square("d4")) | (1 << parse_square("e5"))


def legal_moves(player: int, opponent: int) -> int:
    """Bitboard of the empty squares where ``player`` flips at least one disc."""
    return flood_moves(player, opponent, ~(player | opponent) & FULL, INNER_FILES)


def flood_moves(player: int, opponent: int, empty: int, inner_files: int) -> int:
    """Legal moves by a shift-and-mask flood in the 8 directions.

    ``inner_files`` marks the squares off files a and h; the AI passes the same mask
    repeated per lane to run this over many boards packed into one integer at once.
    """
    # Opponent discs that can sit inside a horizontal or diagonal line: never on files a/h
    # (a line through them would wrap around the board edge).
    inner = opponent & inner_files
    moves = 0

    # East (<<1) and west (>>1).
    t = inner & (player << 1)
    t |= inner & (t << 1)
    pre = inner & (inner << 1)
    t |= pre & (t << 2)
    t |= pre & (t << 2)
    moves |= t << 1
    t = inner & (player >> 1)
    t |= inner & (t >> 1)
    pre >>= 1
    t |= pre & (t >> 2)
    t |= pre & (t >> 2)
    moves |= t >> 1

    # South (<<8) and north (>>8): no file wrap, the whole opponent board takes part.
    t = opponent & (player << 8)
    t |= opponent & (t << 8)
    pre = opponent & (opponent << 8)
    t |= pre & (t << 16)
    t |= pre & (t << 16)
    moves |= t << 8
    t = opponent & (player >> 8)
    t |= opponent & (t >> 8)
    pre >>= 8
    t |= pre & (t >> 16)
    t |= pre & (t >> 16)
    moves |= t >> 8

    # South-east (<<9) and north-west (>>9).
    t = inner & (player << 9)
    t |= inner & (t << 9)
    pre = inner & (inner << 9)
    t |= pre & (t << 18)
    t |= pre & (t << 18)
    moves |= t << 9
    t = inner & (player >> 9)
    t |= inner & (t >> 9)
    pre >>= 9
    t |= pre & (t >> 18)
    t |= pre & (t >> 18)
    moves |= t >> 9

    # South-west (<<7) and north-east (>>7).
    t = inner & (player << 7)
    t |= inner & (t << 7)
    pre = inner & (inner << 7)
    t |= pre & (t << 14)
    t |= pre & (t << 14)
    moves |= t << 7
    t = inner & (player >> 7)
    t |= inner & (t >> 7)
    pre >>= 7
    t |= pre & (t >> 14)
    t |= pre & (t >> 14)
    moves |= t >> 7

    return moves & empty


def _build_rays() -> tuple[tuple[tuple[int, int, bool], ...], ...]:
    """Per square, the lines a move there could flip along.

    Each entry is ``(ray, neighbour, upward)``: ``ray`` holds the squares from the first
    neighbour to the edge, ``neighbour`` is the first of them, ``upward`` tells whether the
    ray runs towards higher bit numbers.  Rays shorter than two squares can never flip and
    are left out.
    """
    directions = ((0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (1, -1), (-1, 1), (-1, -1))
    table = []
    for square in range(SQUARES):
        row, col = divmod(square, BOARD_SIZE)
        rays = []
        for dr, dc in directions:
            ray = 0
            length = 0
            r, c = row + dr, col + dc
            while 0 <= r < BOARD_SIZE and 0 <= c < BOARD_SIZE:
                ray |= 1 << square_of(r, c)
                length += 1
                r, c = r + dr, c + dc
            if length >= 2:
                neighbour = 1 << square_of(row + dr, col + dc)
                rays.append((ray, neighbour, neighbour > (1 << square)))
        table.append(tuple(rays))
    return tuple(table)


RAYS = _build_rays()


def flips_for(player: int, opponent: int, square: int) -> int:
    """Bitboard of the opponent discs a move on ``square`` turns over (0 if illegal)."""
    flips = 0
    for ray, neighbour, upward in RAYS[square]:
        if not neighbour & opponent:
            continue
        # The first square along the ray that is not an opponent disc closes the line
        # if it holds one of the mover's discs.
        stops = ray & ~opponent
        if upward:
            stop = stops & -stops
            if stop & player:
                flips |= ray & (stop - 1)
        elif stops:
            stop = 1 << (stops.bit_length() - 1)
            if stop & player:
                flips |= ray & -(stop << 1)
    return flips


def iter_squares(bits: int) -> Iterator[int]:
    """Square numbers of the set bits, lowest first."""
    while bits:
        low = bits & -bits
        yield low.bit_length() - 1
        bits ^= low


def perft(player: int, opponent: int, depth: int) -> int:
    """Count leaf positions ``depth`` plies ahead.

    A forced pass is one ply; a finished game is one leaf however much depth is left.
    """
    if depth == 0:
        return 1
    moves = legal_moves(player, opponent)
    if not moves:
        if not legal_moves(opponent, player):
            return 1
        return perft(opponent, player, depth - 1)
    if depth == 1:
        return moves.bit_count()
    total = 0
    while moves:
        low = moves & -moves
        moves ^= low
        flipped = flips_for(player, opponent, low.bit_length() - 1)
        total += perft(opponent ^ flipped, player | flipped | low, depth - 1)
    return total
