"""The menu bar's style (set once the home screen has been painted: shell/startup.py)."""

from __future__ import annotations

from PySide6.QtWidgets import QProxyStyle, QStyle


class NoAltAloneMenuStyle(QProxyStyle):
    """The menu bar's style, except that Alt pressed and released alone does not put
    the keyboard in the menu bar (GNOME's way too; the menus keep their Alt+letter keys).

    Alt+Home (home) reaches the window as a shortcut, which the menu bar never sees:
    whenever the Alt release arrived late (with a screen reader, Qt holds each key until
    the screen reader has seen it), going home also opened the Game menu, and Orca said
    "Game" instead of the home card.
    """

    def styleHint(self, hint: QStyle.StyleHint, *args: object) -> int:  # noqa: N802
        if hint == QStyle.StyleHint.SH_MenuBar_AltKeyNavigation:
            return 0
        return super().styleHint(hint, *args)  # type: ignore[arg-type]
