"""Keystrokes per move for a keyboard / screen-reader player, before jump keys.

Plays seeded games on the Qt-free models and counts the keys a player needs with the
board keys that existed before issue 10 (arrows, Enter, 1/2/3, Jogakbo's list keys):

- Reversi, from "your turn" to a played legal move. The cursor starts where the player
  last played (d3 in a fresh game). "Knowing where" is the shortest arrow path to the
  nearest legal move plus Enter: a lower bound nobody without sight reaches, because
  finding a legal move means reading cells. "Searching" walks the board the way a
  screen-reader player scans it: along the cursor's row, then row by row (Down, then
  across), until a cell says "legal move", plus Enter.
- Block Puzzle, from a new tray to a placed piece: 1 (select the first piece that fits
  somewhere), then the same two measures for a cell where the piece fits, plus Enter.
- Jogakbo, per tile move (a hand tile to the group the exact solver puts it in, or N
  for a new group): the shortest key path through the list (Left/Right, Up/Down between
  groups and the hand, Home/End) to the tile, Space, to the group, Space.

    .venv/bin/python benchmarks/keystrokes.py [--games 20]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from collections import deque
from collections.abc import Callable
from datetime import date, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from puzzlesuite.games.blockpuzzle.model import (  # noqa: E402
    BOARD_SIZE,
    TRAY_SIZE,
    BlockPuzzle,
    target_anchor,
)
from puzzlesuite.games.jogakbo.generator import generate  # noqa: E402
from puzzlesuite.games.jogakbo.model import HAND, Game, Tile  # noqa: E402
from puzzlesuite.games.jogakbo.solver import solve  # noqa: E402
from puzzlesuite.games.reversi.model import Colour, ReversiGame  # noqa: E402

Cell = tuple[int, int]


def shortest_arrows(start: Cell, targets: set[Cell]) -> int:
    """Arrow presses to the nearest target (the cursor stops at the edges)."""
    return min(abs(r - start[0]) + abs(c - start[1]) for r, c in targets)


def scan_presses(start: Cell, is_target: Callable[[Cell], bool], size: int) -> int:
    """Presses to find a target by reading cells: right along the row, then Down and
    back along the next row (a snake), wrapping to the top; each press reads one cell."""
    row, col = start
    step = 1
    for presses in range(size * size * 2):
        if is_target((row, col)):
            return presses
        if 0 <= col + step < size:
            col += step
        else:
            row = (row + 1) % size
            step = -step
    raise AssertionError("no target on the board")


def reversi(games: int) -> tuple[list[int], list[int]]:
    known, searched = [], []
    for seed in range(games):
        rng = random.Random(seed)
        game = ReversiGame(human=Colour.BLACK, seed=seed)
        cursor = (2, 3)  # d3, where the screen opens
        while game.result() is None:
            if game.human_to_move:
                legal = {divmod(s, 8) for s in game.position.legal_squares()}
                known.append(shortest_arrows(cursor, legal) + 1)
                searched.append(scan_presses(cursor, legal.__contains__, 8) + 1)
                square = rng.choice(sorted(game.position.legal_squares()))
                game.play_human(square)
                cursor = divmod(square, 8)
            else:
                game.play_cpu(rng.choice(sorted(game.position.legal_squares())))
    return known, searched


def blockpuzzle(games: int) -> tuple[list[int], list[int]]:
    known, searched = [], []
    for seed in range(games):
        rng = random.Random(seed)
        game = BlockPuzzle(seed=seed)
        cursor = (BOARD_SIZE // 2, BOARD_SIZE // 2)
        new_tray = True
        while not game.game_over and game.moves < 60:
            slot = next(s for s in range(TRAY_SIZE) if game.slot_fits_anywhere(s))
            shape = game.piece(slot)
            assert shape is not None
            fits = {
                (r, c)
                for r in range(BOARD_SIZE)
                for c in range(BOARD_SIZE)
                if game.can_place(slot, *target_anchor(shape, r, c))
            }
            if new_tray:
                known.append(1 + shortest_arrows(cursor, fits) + 1)
                searched.append(1 + scan_presses(cursor, fits.__contains__, 8) + 1)
            cursor = rng.choice(sorted(fits))
            result = game.place(slot, *target_anchor(shape, *cursor))
            new_tray = result.refilled
    return known, searched


# Jogakbo ---------------------------------------------------------------------------------
Key = tuple[str, object]


def focus_order(game: Game) -> list[Key]:
    order: list[Key] = []
    for group in game.groups:
        order.append(("group", group.gid))
        order.extend(("tile", t) for t in group.tiles)
    order.extend(("tile", t) for t in game.hand)
    return order


def list_keys(order: list[Key], start: int, goal: int, hand_start: int | None) -> int:
    """Fewest presses from item `start` to item `goal` with the table's keys."""
    starts = [i for i, k in enumerate(order) if k[0] == "group"]
    if hand_start is not None:
        starts.append(hand_start)
    n = len(order)

    def moves(i: int) -> list[int]:
        later = [s for s in starts if s > i]
        earlier = [s for s in starts if s < i]
        up = earlier[-1] if earlier else starts[-1]
        return [(i + 1) % n, (i - 1) % n, later[0] if later else starts[0], up, 0, n - 1]

    seen = {start: 0}
    queue = deque([start])
    while queue:
        i = queue.popleft()
        if i == goal:
            return seen[i]
        for j in moves(i):
            if j not in seen:
                seen[j] = seen[i] + 1
                queue.append(j)
    raise AssertionError("unreachable item")


def jogakbo(days: int) -> list[int]:
    counts = []
    for offset in range(days):
        puzzle = generate(date(2026, 1, 1) + timedelta(days=offset))
        solution = solve(puzzle.groups, puzzle.hand)
        assert solution is not None
        game = Game(puzzle)
        origin_gid = [g.gid for g in game.groups]
        cursor = 0
        for final, origin in zip(solution.groups, solution.kept_from, strict=True):
            for tile in final:
                if game.location(tile) != HAND:
                    continue
                order = focus_order(game)
                hand_start = len(order) - len(game.hand) if game.hand else None
                tile_index = order.index(("tile", tile))
                keys = list_keys(order, cursor, tile_index, hand_start) + 1  # Space picks
                gid = origin_gid[origin] if origin is not None else None
                if gid is None or not game.has_group(gid):
                    gid = game.move_to_new_group(tile)
                    keys += 1  # N
                else:
                    keys += list_keys(order, tile_index, order.index(("group", gid)), hand_start)
                    keys += 1  # Space places
                    game.move_to_group(tile, gid)
                assert gid is not None
                counts.append(keys)
                cursor = focus_order(game).index(("group", gid))
                if isinstance(tile, Tile) and origin is None:
                    origin_gid.append(gid)
    return counts


def summary(values: list[int]) -> str:
    return (
        f"median {statistics.median(values):g}, mean {statistics.mean(values):.1f}, "
        f"max {max(values)} (n={len(values)})"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    args = parser.parse_args()
    known, searched = reversi(args.games)
    print(f"Reversi, knowing where:  {summary(known)}")
    print(f"Reversi, searching:      {summary(searched)}")
    known, searched = blockpuzzle(args.games)
    print(f"Block Puzzle, knowing where: {summary(known)}")
    print(f"Block Puzzle, searching:     {summary(searched)}")
    print(f"Jogakbo, per hand-tile move: {summary(jogakbo(args.games))}")


if __name__ == "__main__":
    main()
