"""The home card's state line for Sudoku (no Qt): read from the save, without building
the screen (or generating a puzzle)."""

from __future__ import annotations

from typing import Any

from puzzlesuite.services.i18n import _, fmt

from . import texts
from .model import SudokuGame


def home_line(save: dict[str, Any] | None, record: dict[str, Any]) -> str:
    """ "In progress: Medium, 34 of 81" or "Solved: Medium"; "" with no puzzle begun."""
    game_data = (save or {}).get("game")
    if not isinstance(game_data, dict):
        return ""
    try:
        game = SudokuGame.from_dict(game_data)
    except (ValueError, KeyError, TypeError):
        return ""
    level = texts.level_name(game.level)
    if game.finished:
        return _("Solved: {level}").format(level=level)
    if not game.started:
        return ""
    return _("In progress: {level}, {n} of 81").format(
        level=level, n=fmt.number(game.filled_count())
    )
