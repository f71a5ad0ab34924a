"""Minesweeper's test kit (tests/kits.py): its files, positions and key scripts."""

from __future__ import annotations

from typing import Any

from puzzlesuite.games.minesweeper import hints
from puzzlesuite.games.minesweeper.generator import generate as place
from puzzlesuite.games.minesweeper.model import MinesweeperGame
from puzzlesuite.games.minesweeper.stats import record_win
from puzzlesuite.services.i18n import _
from tests.kits import GRID_WALK, Kit

STANDARD = ("beginner", "intermediate", "expert")


def fresh() -> dict[str, Any]:
    """A Beginner board before its first click (its mines are placed by that click)."""
    return {"game": MinesweeperGame(9, 9, 10, 724252, "beginner").to_dict()}


def mid() -> dict[str, Any]:
    game = MinesweeperGame(9, 9, 10, 724252, "beginner")
    game.place_mines(40, place(9, 9, 10, 724252, 40))
    game.reveal(40)
    return {"game": game.to_dict()}


def _neighbours(cell: int, width: int, height: int) -> list[int]:
    row, col = divmod(cell, width)
    return [
        r * width + c
        for r in range(row - 1, row + 2)
        for c in range(col - 1, col + 2)
        if 0 <= r < height and 0 <= c < width and (r, c) != (row, col)
    ]


def finished() -> dict[str, Any]:
    """Intermediate, lost on a mine next to opened ground: the card says whether it could
    be known."""
    game = MinesweeperGame(16, 16, 40, 4242, "intermediate")
    first = 8 * 16 + 8
    game.place_mines(first, place(16, 16, 40, 4242, first))
    mines = set(game.mine_cells())
    game.reveal(first)
    hit = next(c for c in sorted(mines) if any(game.revealed[n] for n in _neighbours(c, 16, 16)))
    before = game.position()
    outcome = game.reveal(hit)
    game.explanations = hints.explain_loss(before, outcome.hit)
    return {"game": game.to_dict()}


def record() -> dict[str, Any]:
    record: dict[str, Any] = {level: {"played": 10} for level in STANDARD}
    for level in STANDARD:
        for seconds in range(10, 2000, 200):
            record_win(record, level, seconds, 0)
    record["custom"] = {"played": 2}
    record_win(record, "custom", 300, 0)
    record["play_seconds"] = 9000.0
    return record


def choose_level(screen: Any) -> None:
    """A level that is not the one on the board (Beginner): the one before last."""
    list(screen.panel.chooser._buttons.values())[-2].click()


def code_field(screen: Any) -> tuple[Any, str]:
    from puzzlesuite.games.minesweeper.screen import LONGEST_CODE

    return screen.panel.code_edit, LONGEST_CODE


def longest_home_line() -> str:
    from puzzlesuite.games.minesweeper import texts

    return max(
        (
            text.format(level=texts.level_name(level))
            for level in texts.LEVEL_NAMES
            for text in (_("In progress: {level}"), _("Cleared: {level}"), _("Lost: {level}"))
        ),
        key=len,
    )


KIT = Kit(
    saves={"fresh": fresh, "mid": mid, "finished": finished},
    record=record,
    preferences={"level": "intermediate"},
    choose_level=choose_level,
    code_field=code_field,
    board_labels=True,
    steps=(*GRID_WALK, ("S", None)),
    brief=("Right", "covered, r5c6"),
    played_means="A game counts as played from the first click",
    help_keys=("Space", "Enter", "F", "H", "J", "Shift+J", "S", "R", "V", "A", "M", "Ctrl+N"),
    longest_home_line=longest_home_line,
    keystrokes=(10, 1.3),
)
