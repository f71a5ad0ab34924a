"""A greedy Block Puzzle autoplayer, used by tests and benchmarks (no Qt).

It looks one placement ahead: among every legal (slot, anchor) it takes the one with
the best immediate points plus a small board-shape heuristic. It is not meant to be
strong, only to play real games to their real end quickly and deterministically.
"""

from __future__ import annotations

from collections.abc import Iterator

from .model import (
    BOARD_SIZE,
    COL_MASKS,
    PLACEMENTS,
    ROW_MASKS,
    TRAY_SIZE,
    BlockPuzzle,
    PlacementResult,
    apply_placement,
    clear_points,
)

Move = tuple[int, int, int]  # (slot, row, col)

_LEFT_EDGE = sum(1 << (r * BOARD_SIZE) for r in range(BOARD_SIZE))
_RIGHT_EDGE = _LEFT_EDGE << (BOARD_SIZE - 1)
_ALL = (1 << (BOARD_SIZE * BOARD_SIZE)) - 1


def legal_moves(game: BlockPuzzle) -> Iterator[Move]:
    """Every legal placement in slot, then reading order of the anchor."""
    if game.game_over:
        return
    for slot in range(TRAY_SIZE):
        shape = game.piece(slot)
        if shape is None:
            continue
        for (row, col), mask in PLACEMENTS[shape.index].items():
            if game.board & mask == 0:
                yield slot, row, col


def _isolated_empty_cells(board: int) -> int:
    """Empty cells whose four neighbours are all filled or off the board."""
    empty = ~board & _ALL
    filled_or_edge_up = (board << BOARD_SIZE | ((1 << BOARD_SIZE) - 1)) & _ALL
    filled_or_edge_down = (board >> BOARD_SIZE) | (((1 << BOARD_SIZE) - 1) << 56)
    filled_or_edge_left = ((board << 1) & ~_LEFT_EDGE & _ALL) | _LEFT_EDGE
    filled_or_edge_right = (board >> 1) & ~_RIGHT_EDGE | _RIGHT_EDGE
    isolated = (
        empty & filled_or_edge_up & filled_or_edge_down & filled_or_edge_left & filled_or_edge_right
    )
    return isolated.bit_count()


def _broken_lines(board: int) -> int:
    """Rows and columns that are neither empty nor full: fewer is tidier."""
    return sum(1 for m in ROW_MASKS + COL_MASKS if board & m not in (0, m))


def evaluate(board_before: int, mask: int, size: int) -> float:
    after, rows, cols = apply_placement(board_before, mask)
    points = size + clear_points(len(rows) + len(cols))
    return points * 2.0 - _isolated_empty_cells(after) * 6.0 - _broken_lines(after) * 1.0


def choose_move(game: BlockPuzzle) -> Move | None:
    """The greedy choice, or None when nothing fits (the game is over)."""
    best: Move | None = None
    best_value = float("-inf")
    for slot, row, col in legal_moves(game):
        shape = game.piece(slot)
        assert shape is not None
        value = evaluate(game.board, PLACEMENTS[shape.index][(row, col)], shape.size)
        if value > best_value:
            best, best_value = (slot, row, col), value
    return best


def first_fit_move(game: BlockPuzzle) -> Move | None:
    """The first legal placement in reading order: a quick, weak player."""
    return next(legal_moves(game), None)


def play_to_end(
    game: BlockPuzzle, *, greedy: bool = True, max_moves: int | None = None
) -> list[PlacementResult]:
    """Play until nothing fits (or ``max_moves``); returns every placement made."""
    pick = choose_move if greedy else first_fit_move
    results: list[PlacementResult] = []
    while not game.game_over and (max_moves is None or len(results) < max_moves):
        move = pick(game)
        if move is None:  # pragma: no cover - game_over says a move exists
            raise AssertionError("game not over but no legal move")
        results.append(game.place(*move))
    return results
