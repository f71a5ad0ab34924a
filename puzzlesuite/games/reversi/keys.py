"""Reversi's keys for the Keyboard shortcuts window: the keys its How to play page states
(help.py). Qt-free."""

from __future__ import annotations

from puzzlesuite.core.registry import KeyGroup
from puzzlesuite.services.i18n import _
from puzzlesuite.services.keys import either, key, playing, shifted, with_a_screen_reader


def keys() -> list[KeyGroup]:
    return [
        KeyGroup(
            playing(),
            (
                (key("arrows"), _("Move the cursor")),
                (either(key("enter"), key("space")), _("Place a disc")),
                # TRANSLATORS: Enter before a game: the Start button, with the opponent and
                # colour chosen beside the board.
                (key("enter"), _("Before a game: start it as chosen")),
            ),
        ),
        KeyGroup(
            with_a_screen_reader(),
            (
                (either("J", shifted("J")), _("Next or previous legal move")),
                ("S", _("The disc counts and whose turn it is, then the last move")),
                (either("R", "V"), _("The cursor's row or column; again: the next one")),
                ("X", _("The two diagonals through the cursor")),
            ),
        ),
    ]
