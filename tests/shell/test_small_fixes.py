"""Issue 20's smaller list, as the player sees it: the Settings dialog shows its whole
title, the home footer's language is a real control, home cards stay cards."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

LANGUAGES = ["en", "ko", "id", "es"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_settings_dialog_is_wide_enough_for_its_title(main_window, ctx, language) -> None:  # type: ignore[no-untyped-def]
    ctx.set_language(language)
    dialog = main_window.show_settings()
    title = dialog.fontMetrics().horizontalAdvance(dialog.windowTitle())
    assert dialog.width() >= title + 200


def test_the_language_on_home_is_a_control_that_changes_it(main_window, ctx) -> None:  # type: ignore[no-untyped-def]
    """Issue 30: "Language: English" looked like a control and was not; now it is one. It
    opens the languages, each in its own name, the current choice checked, and choosing
    one applies it at once."""
    button = main_window.home.language_button
    assert button.text() == button.accessibleName() == "Language: English"
    assert button.focusPolicy() != Qt.FocusPolicy.NoFocus and button.menu() is not None
    actions = button.menu().actions()
    names = [action.text() for action in actions]
    assert names == ["Same as the system", "English", "한국어", "Bahasa Indonesia", "Español"]
    # The setting is checked (the tests' language comes from the command line's --lang).
    assert ctx.settings.value.language == "system"
    assert [action.text() for action in actions if action.isChecked()] == ["Same as the system"]
    actions[4].trigger()
    assert ctx.settings.value.language == "es"
    assert main_window.home.language_button.text() == "Idioma: Español"
    checked = [a.text() for a in main_window.home.language_button.menu().actions() if a.isChecked()]
    assert checked == ["Español"]


def test_home_cards_do_not_stretch_on_a_large_screen(qtbot, main_window) -> None:  # type: ignore[no-untyped-def]
    main_window.resize(1920, 1080)
    qtbot.waitUntil(lambda: main_window.width() == 1920)
    for card in main_window.home.cards:
        assert card.width() <= 340 and card.height() <= 280
