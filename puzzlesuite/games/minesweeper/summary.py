"""The home card's state line for Minesweeper (no Qt): read from the save through the
session's codec, without building the screen. No time: the game shows no clock."""

from __future__ import annotations

from typing import Any

from puzzlesuite.services.i18n import _

from . import texts
from .session import MinesweeperSession


def home_line(save: dict[str, Any] | None, record: dict[str, Any]) -> str:
    """ "In progress: Expert", "Cleared: Beginner", "Lost: Beginner" (the last game)."""
    session = MinesweeperSession.read(save)
    if session is None:
        return ""  # no save, or one the game will report when opened
    game = session.model
    level = texts.level_name(game.level)
    if game.won:
        return _("Cleared: {level}").format(level=level)
    if game.lost:
        return _("Lost: {level}").format(level=level)
    if game.started:
        return _("In progress: {level}").format(level=level)
    return ""
