"""Key names for the Keyboard shortcuts window (services/keys.py): the games' lists and
the shell's shortcuts in one set of words per language."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from puzzlesuite.services import i18n
from puzzlesuite.services.keys import either, key, sequence_text, shifted


@pytest.fixture
def spanish() -> Iterator[None]:
    i18n.set_language("es")
    yield
    i18n.set_language("en")


def test_portable_shortcuts_keep_their_form_in_english() -> None:
    assert sequence_text("Ctrl+Shift+Z") == "Ctrl+Shift+Z"
    assert sequence_text("Ctrl++") == "Ctrl++"
    assert sequence_text("Ctrl+-") == "Ctrl+-"
    assert sequence_text("Alt+Home") == "Alt+Home"
    assert sequence_text("F10") == "F10"
    assert either(key("space"), key("enter")) == "Space, Enter"
    assert shifted("tab") == "Shift+Tab" and shifted("J") == "Shift+J"


def test_named_keys_take_the_words_of_spanish_keyboards(spanish: None) -> None:
    assert sequence_text("Ctrl+Shift+Z") == "Ctrl+Mayús+Z"
    assert sequence_text("Alt+Home") == "Alt+Inicio"
    assert sequence_text("Ctrl++") == "Ctrl++"
    assert either(key("enter"), key("space")) == "Intro, Espacio"
    assert shifted("J") == "Mayús+J"


def test_an_unknown_key_name_is_an_error() -> None:
    with pytest.raises(KeyError):
        key("spacebar")
