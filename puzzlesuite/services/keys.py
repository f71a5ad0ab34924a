"""Key names and group titles for the Keyboard shortcuts window, in the shell's catalog, so
every game's list (`games/<id>/keys.py`, the entry's `keys` hook) writes them alike.

Letters and combinations with them ("H", "Shift+J", "Ctrl+N") are written as they are
printed on keys. Named keys are translated with the context "key" where a keyboard of
the language prints another name (Spanish: Intro, Supr, Inicio, Fin); the others keep
what their keyboards show. Qt-free.
"""

from __future__ import annotations

from collections.abc import Callable

from puzzlesuite.services.i18n import pgettext

_NAMES: dict[str, Callable[[], str]] = {
    "arrows": lambda: pgettext("key", "Arrow keys"),
    "up": lambda: pgettext("key", "Up"),
    "down": lambda: pgettext("key", "Down"),
    "left": lambda: pgettext("key", "Left"),
    "right": lambda: pgettext("key", "Right"),
    "space": lambda: pgettext("key", "Space"),
    "enter": lambda: pgettext("key", "Enter"),
    "esc": lambda: pgettext("key", "Esc"),
    "tab": lambda: pgettext("key", "Tab"),
    "shift": lambda: pgettext("key", "Shift"),
    "delete": lambda: pgettext("key", "Delete"),
    "backspace": lambda: pgettext("key", "Backspace"),
    "home": lambda: pgettext("key", "Home"),
    "end": lambda: pgettext("key", "End"),
}


# Qt's portable names of keys (QKeySequence.PortableText) that have a name of ours.
_PORTABLE = {
    "Shift": "shift",
    "Space": "space",
    "Return": "enter",
    "Enter": "enter",
    "Esc": "esc",
    "Tab": "tab",
    "Del": "delete",
    "Backspace": "backspace",
    "Home": "home",
    "End": "end",
}


def sequence_text(portable: str) -> str:
    """A shortcut as Qt writes it portably ("Ctrl+Shift+Z", "Alt+Home", "Ctrl++") in the
    words of the current language, as the games' keys are written ("Ctrl+Mayús+Z",
    "Alt+Inicio" in Spanish). Not Qt's native text: its translations are Qt's (none for
    Indonesian, "Control+Mayúsculas" in Spanish), the games' would not match them."""
    plus_key = portable.endswith("++")  # Ctrl++: the last part is the + key itself
    parts = [*portable[:-2].split("+"), "+"] if plus_key else portable.split("+")
    return "+".join(key(_PORTABLE[part]) if part in _PORTABLE else part for part in parts)


def key(name: str) -> str:
    """A named key in the current language: "space", "enter", "arrows"… An unknown name
    is an error (a typo would otherwise show as a key)."""
    return _NAMES[name]()


def either(*keys: str) -> str:
    """Keys that do the same: "Space, Enter"."""
    return ", ".join(keys)


def shifted(name: str) -> str:
    """Shift with a named key or a letter: "Shift+Tab", "Shift+J"."""
    return f"{key('shift')}+{key(name) if name in _NAMES else name}"


def playing() -> str:
    """The title of a game's group of playing keys."""
    return pgettext("shortcuts", "Playing")


def with_a_screen_reader() -> str:
    """The title of a game's group of reading and jumping keys."""
    return pgettext("shortcuts", "With a screen reader")
