"""The home card's state line for Sudoku (no Qt): read from the save through the
session's codec, without building the screen (or generating a puzzle)."""

from __future__ import annotations

from typing import Any

from puzzlesuite.services.i18n import _, fmt

from . import texts
from .session import SudokuSession


def home_line(save: dict[str, Any] | None, record: dict[str, Any]) -> str:
    """ "In progress: Medium, 34 of 81" or "Solved: Medium"; "" with no puzzle begun or
    a save the codec cannot read (the game tells about it when opened). While a puzzle
    is being entered, the line is about the puzzle kept for after it."""
    session = SudokuSession.read(save)
    game = session.kept if session is not None else None
    if game is None:
        return ""
    level = texts.level_name(game.level)
    if game.finished:
        return _("Solved: {level}").format(level=level)
    if not game.started:
        return ""
    return _("In progress: {level}, {n} of 81").format(
        level=level, n=fmt.number(game.filled_count())
    )
