"""Block Puzzle's test kit (tests/kits.py): its files, positions and key scripts."""

from __future__ import annotations

from typing import Any

from puzzlesuite.games.blockpuzzle import texts as block
from puzzlesuite.games.blockpuzzle.model import (
    SHAPES,
    BlockPuzzle,
    PlacementResult,
    Preview,
    target_anchor,
)
from puzzlesuite.games.blockpuzzle.summary import home_line
from tests.kits import GRID_WALK, Kit


def fresh() -> dict[str, Any]:
    return {"game": BlockPuzzle(seed=11).to_json(), "counted": False}


def mid() -> dict[str, Any]:
    """One piece placed: the first that fits, where it first fits."""
    game = BlockPuzzle(seed=11)
    slot = next(s for s in range(3) if game.slot_fits_anywhere(s))
    shape = game.piece(slot)
    assert shape is not None
    row, col = next(
        target_anchor(shape, r, c)
        for r in range(8)
        for c in range(8)
        if game.can_place(slot, *target_anchor(shape, r, c))
    )
    game.place(slot, row, col)
    return {"game": game.to_json(), "counted": True}


def finished() -> dict[str, Any]:
    """A board of checks with the last piece played: nothing left fits, the game is over."""
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
    assert game.game_over
    return {"game": game.to_json(), "counted": True}


def announcements() -> list[str]:
    """What the screen says, built as the screen builds it (the glossary checks)."""
    bar = next(s for s in SHAPES if s.id.startswith("bar"))
    placed = PlacementResult(
        slot=0, shape=bar, row=0, col=0, rows=(0,), cols=(7,), points=23,
        cleared_mask=0, refilled=True, game_over=False,
    )  # fmt: skip
    plain = PlacementResult(
        slot=1, shape=SHAPES[0], row=3, col=3, rows=(), cols=(), points=1,
        cleared_mask=0, refilled=False, game_over=False,
    )  # fmt: skip
    return [
        block.cell_name(2, 4, True),
        block.cell_name(2, 4, False),
        block.slot_name(0, None, False, True),
        block.slot_name(1, bar, True, False),
        block.preview_text(bar, Preview(fits=False), 2, 4),
        block.preview_text(bar, Preview(fits=True), 2, 4),
        block.preview_text(bar, Preview(fits=True, rows=(0,), cols=(7,), points=23), 0, 3),
        block.placed_text(placed, 31),
        block.placed_text(plain, 1),
        block.new_pieces_text(list(SHAPES[-3:])),
        block.status_text(31, 120),
        block.game_over_text(31, 120),
        block.final_score_text(200, 120),
        block.final_score_text(31, 120),
        block.undone_text(30),
    ]


def longest_home_line() -> str:
    going = BlockPuzzle().to_json() | {"score": 88888}
    return home_line({"game": going}, {"best_score": 88888})


KIT = Kit(
    saves={"fresh": fresh, "mid": mid, "finished": finished},
    record=lambda: {
        "games_played": 12,
        "best_score": 1234,
        "lines_cleared": 48,
        "play_seconds": 5410,
    },
    finished_record=lambda: {"best_score": 1240, "games_played": 3},
    # 2 picks a piece (its slot takes focus); the first arrow returns to the board and
    # moves the cursor, heard once (issue 32).
    steps=(*GRID_WALK, ("2", 1), ("Down", 1), ("J", None), ("S", None)),
    brief=("Home", "empty, r{row}c1"),
    announcements=announcements,
    played_means="A game counts as played once you place its first piece",
    help_keys=(
        "1",
        "2",
        "3",
        "Tab",
        "Shift+Tab",
        "Enter",
        "Space",
        "Esc",
        "Ctrl+Z",
        "J",
        "Shift+J",
        "C",
        "S",
        "R",
        "V",
        "T",
    ),  # fmt: skip
    longest_home_line=longest_home_line,
    keystrokes=(3, 1.5),
)
