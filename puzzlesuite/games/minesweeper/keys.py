"""Minesweeper's keys for the Keyboard shortcuts window: the keys its How to play page
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
                (key("arrows"), _("Move the cursor")),
                (either(key("space"), key("enter")), _("Reveal the cell, or chord on a number")),
                ("F", _("Flag; with question marks on: flag, question mark, covered")),
                ("H", _("Hint; again: carry it out")),
            ),
        ),
        KeyGroup(
            with_a_screen_reader(),
            (
                (either("J", shifted("J")), _("Next or previous covered cell beside a number")),
                ("S", _("Mines left, level and hints used")),
                (either("R", "V"), _("The cursor's row or column; again: the next one")),
                ("A", _("The cells around the cursor")),
                ("M", _("Mines left and covered cells")),
            ),
        ),
    ]
