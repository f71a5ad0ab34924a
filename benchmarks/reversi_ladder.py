"""Strength ladder for the Reversi opponents.

Each pair plays ``--games`` games (default 100) from seeded random openings: every
opening is played twice with the colours swapped, so neither side profits from a lucky
opening.  A win counts 1, a draw 1/2.  Targets (issue 4): Hard beats Normal >= 75 %,
Normal beats Easy >= 75 %, Easy beats a uniformly random player >= 55 %, Hard beats a
2-ply square-values-plus-mobility player ("Iagno-style") >= 80 %.

    .venv/bin/python benchmarks/reversi_ladder.py            # all pairs, 100 games each
    .venv/bin/python benchmarks/reversi_ladder.py --pairs hard-normal --games 20
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from puzzlesuite.games.reversi.ai import (  # noqa: E402
    easy_move,
    final_score,
    hard_search,
    normal_move,
)
from puzzlesuite.games.reversi.engine import (  # noqa: E402
    START_BLACK,
    START_WHITE,
    flips_for,
    iter_squares,
    legal_moves,
)

# A player maps (mover discs, other discs, game seed, ply) to a square.
Player = Callable[[int, int, int, int], int]

OPENING_PLIES = 6

# The 2-ply reference player: a classic square table plus mobility, looking at its move
# and the best reply.  Written for this ladder in the spirit of GNOME Iagno's "hard".
_TABLE = (
    (60, -12, 8, 4, 4, 8, -12, 60),
    (-12, -25, -2, -1, -1, -2, -25, -12),
    (8, -2, 3, 1, 1, 3, -2, 8),
    (4, -1, 1, 0, 0, 1, -1, 4),
    (4, -1, 1, 0, 0, 1, -1, 4),
    (8, -2, 3, 1, 1, 3, -2, 8),
    (-12, -25, -2, -1, -1, -2, -25, -12),
    (60, -12, 8, 4, 4, 8, -12, 60),
)
_WEIGHTS = [w for row in _TABLE for w in row]


def _table_eval(me: int, you: int) -> int:
    score = 0
    for square in iter_squares(me):
        score += _WEIGHTS[square]
    for square in iter_squares(you):
        score -= _WEIGHTS[square]
    mobility = legal_moves(me, you).bit_count() - legal_moves(you, me).bit_count()
    return score + 5 * mobility


def _after(me: int, you: int, square: int) -> tuple[int, int]:
    flipped = flips_for(me, you, square)
    return me | flipped | (1 << square), you ^ flipped


def iagno_two_ply(me: int, you: int, seed: int, ply: int) -> int:
    moves = legal_moves(me, you)
    best_square, best_value = -1, 0
    for square in iter_squares(moves):
        mine, theirs = _after(me, you, square)
        replies = legal_moves(theirs, mine)
        if not replies:
            if not legal_moves(mine, theirs):
                value = final_score(mine, theirs)
            else:
                value = _table_eval(mine, theirs)
        else:
            value = min(
                _table_eval(*reversed(_after(theirs, mine, reply)))
                for reply in iter_squares(replies)
            )
        if best_square < 0 or value > best_value:
            best_square, best_value = square, value
    return best_square


def uniform_random(me: int, you: int, seed: int, ply: int) -> int:
    squares = list(iter_squares(legal_moves(me, you)))
    return random.Random(seed * 1000 + ply + 7919).choice(squares)


PLAYERS: dict[str, Player] = {
    "easy": easy_move,
    "normal": lambda me, you, seed, ply: normal_move(me, you),
    "hard": lambda me, you, seed, ply: hard_search(me, you).square,
    "random": uniform_random,
    "iagno2": iagno_two_ply,
}

# (stronger, weaker, target share of points for the stronger side)
PAIRS = {
    "hard-normal": ("hard", "normal", 0.75),
    "normal-easy": ("normal", "easy", 0.75),
    "easy-random": ("easy", "random", 0.55),
    "hard-iagno2": ("hard", "iagno2", 0.80),
}


def opening(index: int) -> tuple[int, int, int]:
    """(mover discs, other discs, plies played) after a seeded random opening."""
    rng = random.Random(10_007 * index + 1)
    me, you = START_BLACK, START_WHITE
    for _ in range(OPENING_PLIES):
        squares = list(iter_squares(legal_moves(me, you)))
        you, me = _after(me, you, rng.choice(squares))
    return me, you, OPENING_PLIES


def play_game(first: str, second: str, index: int) -> int:
    """Disc difference (first player minus second) of one game from opening ``index``.

    ``first`` moves first after the opening (so it takes the colour to move there)."""
    me, you, ply = opening(index)
    players = (PLAYERS[first], PLAYERS[second])
    turn = 0  # index into players of the side to move
    seed = 1_000 + index
    while True:
        if not legal_moves(me, you):
            if not legal_moves(you, me):
                break
            me, you, turn = you, me, 1 - turn
            ply += 1
            continue
        square = players[turn](me, you, seed, ply)
        mine, theirs = _after(me, you, square)
        me, you, turn = theirs, mine, 1 - turn
        ply += 1
    first_discs = me if turn == 0 else you
    second_discs = you if turn == 0 else me
    return first_discs.bit_count() - second_discs.bit_count()


def _game_points(args: tuple[str, str, int, bool]) -> float:
    strong, weak, index, strong_first = args
    diff = play_game(strong, weak, index) if strong_first else -play_game(weak, strong, index)
    return 1.0 if diff > 0 else (0.5 if diff == 0 else 0.0)


def run_pair(name: str, games: int, jobs: int) -> tuple[float, int, int, int, float]:
    strong, weak, _ = PAIRS[name]
    tasks = [(strong, weak, i // 2, i % 2 == 0) for i in range(games)]
    start = time.perf_counter()
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        points = list(pool.map(_game_points, tasks, chunksize=2))
    elapsed = time.perf_counter() - start
    wins = sum(1 for p in points if p == 1.0)
    draws = sum(1 for p in points if p == 0.5)
    losses = len(points) - wins - draws
    return sum(points) / len(points), wins, draws, losses, elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="games per pair (even)")
    parser.add_argument("--pairs", default=",".join(PAIRS), help="comma-separated pairs")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes")
    args = parser.parse_args()
    failed = False
    print(f"{'pair':<12} {'games':>5} {'W':>4} {'D':>3} {'L':>4} {'score':>7} {'target':>7}")
    for name in args.pairs.split(","):
        share, wins, draws, losses, elapsed = run_pair(name, args.games, args.jobs)
        target = PAIRS[name][2]
        ok = share >= target
        failed |= not ok
        print(
            f"{name:<12} {args.games:>5} {wins:>4} {draws:>3} {losses:>4} "
            f"{share:>7.1%} {target:>7.0%}  {'ok' if ok else 'MISSED'}  ({elapsed:.0f} s)",
            flush=True,
        )
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
