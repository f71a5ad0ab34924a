"""Helpers for the Sudoku engine tests: grid text, a naive brute force, sample puzzles."""

from __future__ import annotations

import random
from functools import cache

from puzzlesuite.games.sudoku.generator import Puzzle, generate
from puzzlesuite.games.sudoku.solver import Grid
from puzzlesuite.games.sudoku.techniques import Level

ALL = frozenset(range(1, 10))

# A well-known published puzzle (the Wikipedia "Sudoku" article's example) and its solution.
WIKIPEDIA_PUZZLE = (
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
)
WIKIPEDIA_SOLUTION = (
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
)


def grid_from(text: str) -> Grid:
    """81 characters, a digit or '.'/'0' for empty."""
    cleaned = [ch for ch in text if not ch.isspace()]
    assert len(cleaned) == 81
    return tuple(0 if ch in ".0" else int(ch) for ch in cleaned)


def cell(row: int, col: int) -> int:
    """Cell index from 1-based row and column, as puzzles are usually printed (r1c1)."""
    return 9 * (row - 1) + (col - 1)


def mask(*digits: int) -> int:
    return sum(1 << digit for digit in set(digits))


def naive_count(grid: Grid, limit: int = 2) -> int:
    """Solutions by plain backtracking: first empty cell, digits 1–9, checked by scanning
    its row, column and box as sets. Deliberately shares nothing with the solver."""
    board = [list(grid[9 * r : 9 * r + 9]) for r in range(9)]
    for r in range(9):
        for c in range(9):
            value = board[r][c]
            if value:
                board[r][c] = 0
                if not _fits(board, r, c, value):
                    return 0
                board[r][c] = value
    return _count(board, limit)


def _fits(board: list[list[int]], r: int, c: int, value: int) -> bool:
    if value in board[r] or value in (board[i][c] for i in range(9)):
        return False
    top, left = r - r % 3, c - c % 3
    return all(board[i][j] != value for i in range(top, top + 3) for j in range(left, left + 3))


def _count(board: list[list[int]], limit: int) -> int:
    for r in range(9):
        for c in range(9):
            if not board[r][c]:
                total = 0
                for value in range(1, 10):
                    if _fits(board, r, c, value):
                        board[r][c] = value
                        total += _count(board, limit - total)
                        board[r][c] = 0
                        if total >= limit:
                            break
                return total
    return 1


def is_solution(grid: Grid) -> bool:
    rows = [set(grid[9 * r : 9 * r + 9]) for r in range(9)]
    cols = [{grid[9 * r + c] for r in range(9)} for c in range(9)]
    boxes = [
        {grid[9 * (3 * (b // 3) + i // 3) + 3 * (b % 3) + i % 3] for i in range(9)}
        for b in range(9)
    ]
    return all(group == ALL for group in rows + cols + boxes)


@cache
def sample_puzzles() -> tuple[Puzzle, ...]:
    """Two generated puzzles per level (seeds 1 and 2), shared by several tests."""
    return tuple(generate(level, seed) for level in Level for seed in (1, 2))


def partly_filled(puzzle: Puzzle, rng: random.Random, fraction: float) -> Grid:
    """The puzzle with a share of its empty cells filled with their correct digits."""
    values = list(puzzle.givens)
    for index, value in enumerate(values):
        if not value and rng.random() < fraction:
            values[index] = puzzle.solution[index]
    return tuple(values)
