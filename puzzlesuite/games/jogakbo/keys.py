"""Jogakbo's keys for the Keyboard shortcuts window: the keys its How to play page states
(help.py). Qt-free."""

from __future__ import annotations

from puzzlesuite.core.registry import KeyGroup
from puzzlesuite.services.i18n import _
from puzzlesuite.services.keys import either, key, playing, with_a_screen_reader


def keys() -> list[KeyGroup]:
    return [
        KeyGroup(
            playing(),
            (
                (
                    either(key("left"), key("right")),
                    _("Go through groups and tiles in reading order"),
                ),
                (
                    either(key("up"), key("down")),
                    _("The group above or below; from the last row, the hand"),
                ),
                (either(key("space"), key("enter")), _("Pick a tile, or place it in the group")),
                ("N", _("Start a new group")),
                (key("esc"), _("Put the tile down")),
            ),
        ),
        KeyGroup(
            with_a_screen_reader(),
            (
                (either(key("home"), key("end")), _("The first group, the last tile in hand")),
                ("S", _("Moves and par, the picked tile and what is left, then the last outcome")),
            ),
        ),
    ]
