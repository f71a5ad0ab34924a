"""Jogakbo's test kit (tests/kits.py): today's puzzle fresh, begun and solved."""

from __future__ import annotations

import datetime as dt
from typing import Any

from puzzlesuite.games.jogakbo import texts as jogakbo
from puzzlesuite.games.jogakbo.generator import generate
from puzzlesuite.games.jogakbo.model import COLOURS, Colour, Game, Tile
from puzzlesuite.games.jogakbo.solver import solve
from puzzlesuite.games.jogakbo.stats import record_completion
from puzzlesuite.services.i18n import ngettext
from tests.kits import Kit


def fresh() -> dict[str, Any]:
    return {**Game(generate(dt.date.today())).to_dict(), "completed": False}


def _solved_game() -> tuple[Game, int]:
    """Today's puzzle solved the way the exact solver says, move by move; and its par."""
    puzzle = generate(dt.date.today())
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
    return game, puzzle.par


def mid() -> dict[str, Any]:
    """Today's puzzle with one tile of the hand in a group of its own."""
    game = Game(generate(dt.date.today()))
    hand = list(game.hand)
    assert hand and game.move_to_new_group(hand[0]) is not None
    return {**game.to_dict(), "completed": False}


def finished() -> dict[str, Any]:
    game, _par = _solved_game()
    return {**game.to_dict(), "completed": True}


def finished_record() -> dict[str, Any]:
    game, par = _solved_game()
    record: dict[str, Any] = {}
    record_completion(record, game.moves, par)
    return record


def record() -> dict[str, Any]:
    record: dict[str, Any] = {"play_seconds": 3600.0}
    for moves in range(20, 30):
        record_completion(record, moves, 20)
    return record


def _run_tiles() -> list[Tile]:
    return [Tile(n, Colour.BLUE) for n in (4, 5, 6, 7)]


def _set_tiles() -> list[Tile]:
    return [Tile(7, c) for c in COLOURS[:3]]


def _loose_tiles() -> list[Tile]:
    return [Tile(12, Colour.RED), Tile(3, Colour.BLACK)]


def announcements() -> list[str]:
    """What the screen says, built as the screen builds it (the glossary checks)."""
    said = [
        jogakbo.group_name(i, tiles)
        for i, tiles in enumerate((_run_tiles(), _set_tiles(), _loose_tiles()), 1)
    ]
    said += [jogakbo.par_difference(m, 8) for m in (6, 7, 8, 9, 12)]
    said.append(jogakbo.result_text(dt.date(2026, 11, 30), 11, 8))
    return said


KIT = Kit(
    saves={"fresh": fresh, "mid": mid, "finished": finished},
    record=record,
    finished_record=finished_record,
    # Version 1 kept counts only (the charts' buckets came with version 2).
    old_stats=(1, lambda: {"completed": 2, "at_or_under_par": 1, "play_seconds": 300}),
    board_grid=False,
    steps=(("Right", None), ("Right", None), ("Down", None), ("End", None), ("S", None)),
    announcements=announcements,
    played_means="A puzzle counts once, when you complete it",
    help_keys=("Space", "Enter", "N", "Esc", "Up", "Down", "Home", "End", "S"),
    longest_home_line=lambda: ngettext(
        "In progress: {n} move", "In progress: {n} moves", 88
    ).format(n=88),
)
