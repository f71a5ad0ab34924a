"""The home card's state line for Jogakbo (no Qt): read from the save through the
session's codec, without building the screen."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import Any

from puzzlesuite.services.i18n import _, fmt, ngettext

from .session import JogakboSession


def home_line(
    save: dict[str, Any] | None,
    record: dict[str, Any],
    today: Callable[[], date] = date.today,
) -> str:
    """ "Solved today", "In progress: 3 moves" (today's puzzle only: a save of another
    day is yesterday's and says nothing, and a save the game cannot use or of another
    puzzle is no game here; the game tells about it when opened). Reading a save of
    today deals today's puzzle once (the screen then finds it dealt)."""
    session = JogakboSession.read_today(save, today())
    if session is None:
        return ""
    if session.finished:
        return _("Solved today")
    if not session.keeps_a_save:
        return ""
    moves = session.model.moves
    # TRANSLATORS: the home card's line for today's puzzle; {n} counts the moves made so
    # far (0, one or several).
    return ngettext("In progress: {n} move", "In progress: {n} moves", moves).format(
        n=fmt.number(moves)
    )
