"""How to play Lamps (no Qt)."""

from __future__ import annotations

from puzzlesuite.core.helppage import help_page, help_section
from puzzlesuite.services.i18n import _


def help_html() -> str:
    return help_page(
        _("Lamps"),
        [
            help_section(
                _("The board"),
                [],
                [
                    _("Sixteen lamps in four rows. Light them all."),
                    _("A press turns a lamp and its four neighbours over."),
                ],
            ),
            help_section(
                _("Keys"),
                [],
                [
                    _("Arrows move; Enter or Space presses the lamp."),
                    _("J and Shift+J go to the next and previous dark lamp."),
                    _("S says the status; Ctrl+Z undoes a press."),
                ],
            ),
            help_section(_("Statistics"), [_("A game counts as played at its first press.")]),
        ],
    )
