"""Seeded games played to their end by the autoplayer end exactly when nothing fits."""

from __future__ import annotations

import pytest

from puzzlesuite.games.blockpuzzle.ai import choose_move, legal_moves, play_to_end
from puzzlesuite.games.blockpuzzle.model import BOARD_SIZE, BlockPuzzle, Shape


def fits_by_cells(game: BlockPuzzle, shape: Shape, row: int, col: int) -> bool:
    """Independent fit check, cell by cell, without the model's bitmasks."""
    for dr, dc in shape.cells:
        r, c = row + dr, col + dc
        if not (0 <= r < BOARD_SIZE and 0 <= c < BOARD_SIZE) or game.filled(r, c):
            return False
    return True


def something_fits(game: BlockPuzzle) -> bool:
    return any(
        fits_by_cells(game, shape, row, col)
        for shape in game.tray
        if shape is not None
        for row in range(BOARD_SIZE)
        for col in range(BOARD_SIZE)
    )


@pytest.mark.parametrize("greedy", [True, False], ids=["greedy", "first-fit"])
@pytest.mark.parametrize("seed", range(30))
def test_seeded_game_ends_exactly_when_nothing_fits(seed: int, greedy: bool) -> None:
    game = BlockPuzzle(seed=seed)
    score = 0
    lines = 0
    while not game.game_over:
        assert something_fits(game), "the game said not over, so a piece must fit"
        assert choose_move(game) is not None
        before_score = game.score
        [result] = play_to_end(game, greedy=greedy, max_moves=1)
        assert game.score - before_score == result.points
        score += result.points
        lines += result.lines
        assert all(not game.filled(r, c) for r in result.rows for c in range(BOARD_SIZE))
        assert all(not game.filled(r, c) for c in result.cols for r in range(BOARD_SIZE))
    assert not something_fits(game)
    assert list(legal_moves(game)) == []
    assert (game.score, game.lines) == (score, lines)
    assert game.moves > 0


def test_greedy_play_is_deterministic() -> None:
    a, b = BlockPuzzle(seed=77), BlockPuzzle(seed=77)
    moves_a = [(r.slot, r.row, r.col) for r in play_to_end(a)]
    moves_b = [(r.slot, r.row, r.col) for r in play_to_end(b)]
    assert moves_a == moves_b
    assert a.state_key() == b.state_key()


def test_greedy_takes_a_clear_when_one_is_available() -> None:
    game = BlockPuzzle.from_json(
        {
            "version": 1,
            "seed": 1,
            "refills": 1,
            "score": 0,
            "lines": 0,
            "moves": 0,
            "board": ["1111111."] + ["........"] * 7,
            "tray": ["dot", None, None],
        }
    )
    assert choose_move(game) == (0, 0, 7)
