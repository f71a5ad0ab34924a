"""Write a finished game of every game into a data folder (project .venv):

    .venv/bin/python -m tests.e2e.finished DATA_DIR

For the `open-ended` scenario (a resumed ending must stay within the events budget) and
for the end-of-game screenshots. Each ending is reached through the game's own model,
the way a player reaches it, and saved in the form its screen saves."""

from __future__ import annotations

import sys
from datetime import date
from pathlib import Path

from puzzlesuite.games.blockpuzzle.model import BlockPuzzle
from puzzlesuite.games.jogakbo.generator import generate as deal
from puzzlesuite.games.jogakbo.model import Game
from puzzlesuite.games.jogakbo.screen import record_completion
from puzzlesuite.games.jogakbo.solver import solve
from puzzlesuite.games.minesweeper.generator import generate as place
from puzzlesuite.games.minesweeper.model import MinesweeperGame
from puzzlesuite.games.reversi.ai import Level as Opponent
from puzzlesuite.games.reversi.model import Position, ReversiGame
from puzzlesuite.games.sudoku.generator import generate as sudoku_puzzle
from puzzlesuite.games.sudoku.model import SudokuGame
from puzzlesuite.games.sudoku.techniques import Level
from puzzlesuite.services.paths import Paths


def _bits(*rows: str, of: str) -> int:
    return sum(
        1 << (r * 8 + c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch == of
    )


def sudoku() -> dict[str, object]:
    puzzle = sudoku_puzzle(Level.MEDIUM, 11)
    game = SudokuGame(puzzle.givens, puzzle.solution, puzzle.level, puzzle.seed)
    for cell in game.empty_cells():
        game.place(cell, game.solution[cell])
    game.started, game.finished, game.elapsed, game.hints_used = True, True, 754.0, 2
    return {"game": game.to_dict(), "prepared": {}}


def minesweeper() -> dict[str, object]:
    game = MinesweeperGame(16, 16, 40, 4242, "intermediate")
    first = 8 * 16 + 8
    game.place_mines(first, place(16, 16, 40, 4242, first))
    mines = set(game.mine_cells())
    # Lost on a mine next to opened ground: the card says whether it could be known.
    game.reveal(first)
    hit = next(c for c in sorted(mines) if any(game.revealed[n] for n in _neighbours(c)))
    from puzzlesuite.games.minesweeper import hints

    before = game.position()
    outcome = game.reveal(hit)
    game.explanations = hints.explain_loss(before, outcome.hit)
    return {"game": game.to_dict()}


def _neighbours(cell: int) -> list[int]:
    row, col = divmod(cell, 16)
    return [
        r * 16 + c
        for r in range(row - 1, row + 2)
        for c in range(col - 1, col + 2)
        if 0 <= r < 16 and 0 <= c < 16 and (r, c) != (row, col)
    ]


def reversi() -> dict[str, object]:
    # Every square but h7 and h8 black, h6 white: black plays h7 and the game is over.
    rows = ("BBBBBBBB",) * 5 + ("BBBBBBBW", "BBBBBBB.", "BBBBBBB.")
    black, white = _bits(*rows, of="B"), _bits(*rows, of="W")
    game = ReversiGame(level=Opponent.NORMAL, position=Position(black, white))
    game.play_human(6 * 8 + 7)
    assert game.result() is not None
    return {"game": game.to_json(), "counted": True, "recorded": True}


def blockpuzzle() -> dict[str, object]:
    rows = ["#.#.#.#.", ".#.#.#.#"] * 4
    board = ["".join("1" if ch == "#" else "." for ch in row) for row in rows]
    game = BlockPuzzle.from_json(
        {
            "version": 1,
            "seed": 7,
            "refills": 1,
            "board": board,
            "tray": ["bar2h", None, "dot"],
            "score": 1238,
            "lines": 0,
            "moves": 0,
        }
    )
    game.place(2, 0, 1)
    return {"game": game.to_json(), "counted": True}


def jogakbo(day: date) -> tuple[dict[str, object], int, int]:
    puzzle = deal(day)
    game = Game(puzzle)
    solution = solve(puzzle.groups, puzzle.hand)
    assert solution is not None
    gids = [group.gid for group in game.groups]
    for final, origin in zip(solution.groups, solution.kept_from, strict=True):
        target = None if origin is None else gids[origin]
        for tile in final:
            if origin is not None and tile in puzzle.groups[origin]:
                continue
            if target is None:
                target = game.move_to_new_group(tile)
            else:
                game.move_to_group(tile, target)
    assert game.is_solved
    return {**game.to_dict(), "completed": True}, game.moves, puzzle.par


def main(folder: str) -> None:
    from puzzlesuite.shell.context import AppContext  # the services as the app makes them

    ctx = AppContext(Paths.under(Path(folder)), forced_language="en")
    saves, stats = ctx.saves, ctx.stats
    # The levels these games were started at, as a player's settings would say.
    ctx.settings.update_game("minesweeper", level="intermediate")
    ctx.settings.update_game("sudoku", level="medium")
    saves.save("sudoku", sudoku())
    saves.save("minesweeper", minesweeper())
    saves.save("reversi", reversi())
    saves.save("blockpuzzle", blockpuzzle())
    stats.update("blockpuzzle", lambda r: r.update(best_score=1240, games_played=3))
    data, moves, par = jogakbo(date.today())
    saves.save("jogakbo", data)
    stats.update("jogakbo", lambda r: record_completion(r, moves, par))


if __name__ == "__main__":
    main(sys.argv[1])
