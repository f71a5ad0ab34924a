"""Sudoku's keys for the Keyboard shortcuts window: the keys its How to play page states
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
                (either(key("home"), key("end")), _("Start or end of the row")),
                ("1–9", _("Write a digit (a note in notes mode)")),
                (either(key("delete"), key("backspace"), "0"), _("Clear the cell")),
                (shifted("1–9"), _("Write a note")),
                ("N", _("Notes mode on or off")),
                ("F", _("Fill all notes")),
                ("H", _("Hint: where, why, then do it")),
                (key("esc"), _("No cell selected: the pad marks a digit's cells")),
            ),
        ),
        KeyGroup(
            with_a_screen_reader(),
            (
                (either("J", shifted("J")), _("Next or previous empty cell, or the hint's cells")),
                ("S", _("The status")),
                (either("R", "V", "B"), _("The cursor's row, column or box; again: the next one")),
                ("D", _("How many of each digit are placed")),
                ("P", _("This cell's notes")),
            ),
        ),
    ]
