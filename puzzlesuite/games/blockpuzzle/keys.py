"""Block Puzzle's keys for the Keyboard shortcuts window: the keys its How to play page
states (help.py). Qt-free."""

from __future__ import annotations

from puzzlesuite.core.registry import KeyGroup
from puzzlesuite.services.i18n import _
from puzzlesuite.services.keys import either, key, playing, shifted, with_a_screen_reader


def keys() -> list[KeyGroup]:
    return [
        KeyGroup(
            playing(),
            (
                (either("1", "2", "3", key("tab"), shifted("tab")), _("Pick a piece")),
                (key("arrows"), _("Move the cursor")),
                (either(key("enter"), key("space")), _("Place the piece")),
                (key("esc"), _("Put the piece back")),
            ),
        ),
        KeyGroup(
            with_a_screen_reader(),
            (
                (either("J", shifted("J")), _("Next or previous cell where the piece fits")),
                ("C", _("Every cell the piece would cover")),
                ("S", _("The score and the tray, then the last outcome")),
                (either("R", "V"), _("The cursor's row or column; again: the next one")),
                ("T", _("The three pieces of the tray")),
            ),
        ),
    ]
