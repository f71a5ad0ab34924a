"""The home card's state line for Lamps (no Qt)."""

from __future__ import annotations

from typing import Any

from puzzlesuite.services.i18n import _, fmt

from .model import CELLS
from .session import LampsSession


def home_line(save: dict[str, Any] | None, record: dict[str, Any]) -> str:
    """ "In progress: 7 of 16 lit", "Solved" or "" (a save it cannot read: "")."""
    session = LampsSession.read(save)  # through the codec: None for none or unreadable
    if session is None:
        return ""
    game = session.model
    if game.solved:
        return _("Solved")
    return _("In progress: {lit} of {total} lit").format(
        lit=fmt.number(game.lit_count()), total=fmt.number(CELLS)
    )
