"""Keystrokes per move for keyboard players, sighted and blind (issues 10 and 21).

Part 1, before the jump keys (issue 10's baseline): seeded games on the Qt-free models,
counting the keys a player needs with the board keys that existed before issue 10
(arrows, Enter, 1/2/3, Jogakbo's list keys):

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

Part 2, sighted against blind over whole seeded games (issue 21), with today's keys.
Both players make the same moves, chosen the same way (below); they differ only in
what it costs to know the board:

- **The sighted keyboard player** sees the board and moves straight to the cell they
  chose: the fewest presses with the board's keys (arrows, Home/End, Page Up/Page Down,
  Ctrl+Home/Ctrl+End), then the action keys (a digit; Space; 1/2/3 and Enter).
- **The blind keyboard player** must first learn what the sighted player sees, with
  the keys that exist, and keeps it in mind: Sudoku's givens by R nine times at the
  start (each R reads a row); after a Minesweeper reveal that opens more than its own
  cell, the rows it opened by R (from the cursor's row down, wrapping, or after walking
  up to the area's top row and back, whichever is fewer); a new Block Puzzle tray by T.
  What the game says by itself costs nothing: the cell's name on every step, an
  outcome (a digit written, a single cell opened, a flag, the discs a move turned, the
  CPU's reply and its discs, the lines a piece cleared). To reach the chosen cell the
  blind player takes the fewer of the sighted player's path and J / Shift+J presses
  (J goes through the empty cells, the covered cells beside a number, the legal moves,
  the cells where the selected piece fits).

How moves are chosen (the same for both): Sudoku (Easy and Medium, seeds 1..N) fills
the nearest empty cell with its solution; Minesweeper (Beginner and Intermediate, no
guessing needed) opens the centre cell, then the nearest cell the solver proves safe;
Reversi plays a random legal move against a random CPU; Block Puzzle picks the first
piece that fits and a random cell where it fits. A move is one digit, one reveal, one
disc, one piece.

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

from puzzlesuite.core.registry import discover  # noqa: E402
from puzzlesuite.games.blockpuzzle.model import (  # noqa: E402
    BOARD_SIZE,
    TRAY_SIZE,
    BlockPuzzle,
    target_anchor,
)
from puzzlesuite.games.jogakbo.generator import generate  # noqa: E402
from puzzlesuite.games.jogakbo.model import HAND, Game, Tile  # noqa: E402
from puzzlesuite.games.jogakbo.solver import solve  # noqa: E402
from puzzlesuite.games.minesweeper import generator as mines_generator  # noqa: E402
from puzzlesuite.games.minesweeper.model import MinesweeperGame  # noqa: E402
from puzzlesuite.games.minesweeper.solver import deduce  # noqa: E402
from puzzlesuite.games.reversi.model import Colour, ReversiGame  # noqa: E402
from puzzlesuite.games.sudoku.generator import generate as generate_sudoku  # noqa: E402
from puzzlesuite.games.sudoku.techniques import Level  # noqa: E402

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


# Part 2: sighted against blind (issue 21) ----------------------------------------------


def board_distances(start: Cell, rows: int, cols: int) -> dict[Cell, int]:
    """Fewest presses from `start` to every cell with the board keys (BoardGrid):
    arrows, Home/End, Page Up/Page Down, Ctrl+Home/Ctrl+End."""
    seen = {start: 0}
    queue = deque([start])
    while queue:
        row, col = cell = queue.popleft()
        steps = [
            (max(0, row - 1), col),
            (min(rows - 1, row + 1), col),
            (row, max(0, col - 1)),
            (row, min(cols - 1, col + 1)),
            (row, 0),
            (row, cols - 1),
            (0, col),
            (rows - 1, col),
            (0, 0),
            (rows - 1, cols - 1),
        ]
        for step in steps:
            if step not in seen:
                seen[step] = seen[cell] + 1
                queue.append(step)
    return seen


def jump_presses(cursor: Cell, target: Cell, targets: set[Cell]) -> int:
    """J (forward) or Shift+J (back) presses from the cursor to `target`, in reading
    order with wrapping; a large number when the target is not a jump target."""
    if target not in targets:
        return 10**6
    order = sorted(targets)
    after = [t for t in order if t > cursor] + [t for t in order if t <= cursor]
    before = [t for t in reversed(order) if t < cursor] + [
        t for t in reversed(order) if t >= cursor
    ]
    return min(after.index(target), before.index(target)) + 1


class Tally:
    """Keys and moves for the two players."""

    def __init__(self) -> None:
        self.sighted = self.blind = self.moves = 0

    def move(self, sighted: int, blind: int) -> None:
        self.sighted += sighted
        self.blind += blind
        self.moves += 1

    def line(self, name: str) -> str:
        per_sighted, per_blind = self.sighted / self.moves, self.blind / self.moves
        return (
            f"{name}: sighted {per_sighted:.2f}, blind {per_blind:.2f} keys per move "
            f"({per_blind / per_sighted:.2f}×, {self.moves} moves)"
        )


def go_to(cursor: Cell, target: Cell, size: tuple[int, int], targets: set[Cell]) -> tuple[int, int]:
    """(sighted, blind) presses to bring the cursor to `target`."""
    path = board_distances(cursor, *size)[target]
    return path, min(path, jump_presses(cursor, target, targets))


def sudoku_sighted_blind(games: int) -> Tally:
    """Sudoku (Easy, Medium)"""
    tally = Tally()
    for level in (Level.EASY, Level.MEDIUM):
        for seed in range(1, games + 1):
            puzzle = generate_sudoku(level, seed)
            values = list(puzzle.givens)
            cursor: Cell = (4, 4)  # the screen opens on the centre cell
            tally.blind += 9  # R nine times: the whole board, once
            while 0 in values:
                empty = {divmod(c, 9) for c in range(81) if not values[c]}
                distances = board_distances(cursor, 9, 9)
                target = min(empty, key=lambda cell: (distances[cell], cell))
                sighted, blind = go_to(cursor, target, (9, 9), empty)
                tally.move(sighted + 1, blind + 1)  # + the digit
                values[9 * target[0] + target[1]] = puzzle.solution[9 * target[0] + target[1]]
                cursor = target
    return tally


def rows_reading(cursor_row: int, opened_rows: set[int], height: int) -> int:
    """R presses (and arrows) for the blind player to hear the rows an opening changed:
    from the cursor's row down, wrapping, or up to the area's top and back."""
    top, bottom = min(opened_rows), max(opened_rows)
    if top >= cursor_row:
        return bottom - cursor_row + 1
    wrapping = height
    walking = 2 * (cursor_row - top) + (bottom - top + 1)
    return min(wrapping, walking)


def minesweeper_sighted_blind(games: int) -> Tally:
    """Minesweeper (Beginner, Intermediate)"""
    tally = Tally()
    for width, height, mines in ((9, 9, 10), (16, 16, 40)):
        for seed in range(1, games + 1):
            game = MinesweeperGame(width, height, mines, seed)
            cursor: Cell = (height // 2, width // 2)
            first = cursor[0] * width + cursor[1]
            game.place_mines(first, mines_generator.generate(width, height, mines, seed, first))
            outcome = game.reveal(first)
            tally.move(1, 1)
            while not game.over:
                if len(outcome.opened) > 1:
                    opened_rows = {cell // width for cell in outcome.opened}
                    tally.blind += rows_reading(cursor[0], opened_rows, height)
                safe = {divmod(c, width) for c in deduce(game.position()).safe}
                if not safe:
                    break  # cannot happen on these boards; do not count a guess
                distances = board_distances(cursor, height, width)
                target = min(safe, key=lambda cell: (distances[cell], cell))
                beside = {divmod(c, width) for c in game.covered_beside_numbers()}
                sighted, blind = go_to(cursor, target, (height, width), beside)
                tally.move(sighted + 1, blind + 1)  # + Space
                outcome = game.reveal(target[0] * width + target[1])
                cursor = target
    return tally


def reversi_sighted_blind(games: int) -> Tally:
    """Reversi"""
    tally = Tally()
    for seed in range(games):
        rng = random.Random(seed)
        game = ReversiGame(human=Colour.BLACK, seed=seed)
        cursor: Cell = (2, 3)
        while game.result() is None:
            if game.human_to_move:
                legal = {divmod(s, 8) for s in game.position.legal_squares()}
                square = rng.choice(sorted(game.position.legal_squares()))
                sighted, blind = go_to(cursor, divmod(square, 8), (8, 8), legal)
                tally.move(sighted + 1, blind + 1)  # + Enter
                game.play_human(square)
                cursor = divmod(square, 8)
            else:
                game.play_cpu(rng.choice(sorted(game.position.legal_squares())))
    return tally


def blockpuzzle_sighted_blind(games: int) -> Tally:
    """Block Puzzle"""
    tally = Tally()
    for seed in range(games):
        rng = random.Random(seed)
        game = BlockPuzzle(seed=seed)
        cursor: Cell = (BOARD_SIZE // 2, BOARD_SIZE // 2)
        new_tray = True
        while not game.game_over and game.moves < 60:
            if new_tray:
                tally.blind += 1  # T: the three new pieces
            slot = next(s for s in range(TRAY_SIZE) if game.slot_fits_anywhere(s))
            shape = game.piece(slot)
            assert shape is not None
            fits = {
                (r, c)
                for r in range(BOARD_SIZE)
                for c in range(BOARD_SIZE)
                if game.can_place(slot, *target_anchor(shape, r, c))
            }
            target = rng.choice(sorted(fits))
            sighted, blind = go_to(cursor, target, (BOARD_SIZE, BOARD_SIZE), fits)
            tally.move(sighted + 2, blind + 2)  # + the piece key and Enter
            result = game.place(slot, *target_anchor(shape, *target))
            cursor = target
            new_tray = result.refilled
    return tally


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
    print()
    print("Sighted against blind, whole games, today's keys (issue 21):")
    print("  Sudoku board heard in 9 key presses (R nine times; 81 cells before)")
    for entry in discover():  # each game's measure is <id>_sighted_blind, next to the others
        measure = globals().get(f"{entry.id}_sighted_blind")
        if measure is None:
            print(f"  {entry.title}: no grid to walk (its list keys are counted above)")
            continue
        print("  " + measure(args.games).line((measure.__doc__ or entry.title).strip()))


if __name__ == "__main__":
    main()
