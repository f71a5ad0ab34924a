"""The home card's state line for Jogakbo (no Qt): read from the save, without building
the screen or dealing the day's puzzle."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import Any

from puzzlesuite.services.i18n import _, fmt, ngettext


def home_line(
    save: dict[str, Any] | None,
    record: dict[str, Any],
    today: Callable[[], date] = date.today,
) -> str:
    """ "Solved today", "In progress: 3 moves" (today's puzzle only; a save of another
    day is yesterday's and says nothing)."""
    if not save or save.get("date") != today().isoformat():
        return ""
    if save.get("completed") is True:
        return _("Solved today")
    moves = int(save.get("moves", 0))
    # TRANSLATORS: the home card's line for today's puzzle; {n} counts the moves made so
    # far (0, one or several).
    return ngettext("In progress: {n} move", "In progress: {n} moves", moves).format(
        n=fmt.number(moves)
    )
