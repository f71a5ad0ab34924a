"""The home card's state line for Reversi (no Qt): read from the save, without building
the screen. The result and the counts only, as the game itself gives them."""

from __future__ import annotations

from typing import Any

from puzzlesuite.services.i18n import _, fmt

from . import texts
from .model import Colour
from .session import ReversiSession


def home_line(save: dict[str, Any] | None, record: dict[str, Any]) -> str:
    """ "In progress against Normal: Black 12 · White 9", "You win 40–24", or with no game
    yet, "Choose your opponent": the game waits for the choice (issue 32). The save is
    read through the session's codec: one it cannot read is no game here (the game tells
    about it when opened)."""
    session = ReversiSession.read(save)
    if session is None:
        return _("Choose your opponent")
    game = session.model
    position = game.position
    counts = texts.counts_text(position.count(Colour.BLACK), position.count(Colour.WHITE))
    result = game.result()
    if result is not None:
        # Short enough for the card's one line: "You win 40–24" (yours first).
        mine = result.black if game.human is Colour.BLACK else result.white
        theirs = result.white if game.human is Colour.BLACK else result.black
        return _("{result} {mine}–{theirs}").format(
            result=texts.result_title(result, game.human),
            mine=fmt.number(mine),
            theirs=fmt.number(theirs),
        )
    return _("In progress against {opponent}: {counts}").format(
        opponent=texts.level_name(game.level), counts=counts
    )
