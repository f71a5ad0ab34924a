"""Issue 20's smaller list, as the player sees it: the Settings dialog shows its whole
title, the home footer's language line reads as information, home cards stay cards."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QPalette

LANGUAGES = ["en", "ko", "id", "es"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_settings_dialog_is_wide_enough_for_its_title(main_window, ctx, language) -> None:  # type: ignore[no-untyped-def]
    ctx.set_language(language)
    dialog = main_window.show_settings()
    title = dialog.fontMetrics().horizontalAdvance(dialog.windowTitle())
    assert dialog.width() >= title + 200


def test_the_language_line_on_home_is_muted_text_not_a_control(main_window) -> None:  # type: ignore[no-untyped-def]
    label = main_window.home.language_label
    assert label.foregroundRole() == QPalette.ColorRole.PlaceholderText
    assert label.font().pointSizeF() < main_window.home.settings_button.font().pointSizeF()
    assert label.focusPolicy().name == "NoFocus"


def test_home_cards_do_not_stretch_on_a_large_screen(qtbot, main_window) -> None:  # type: ignore[no-untyped-def]
    main_window.resize(1920, 1080)
    qtbot.waitUntil(lambda: main_window.width() == 1920)
    for card in main_window.home.cards:
        assert card.width() <= 340 and card.height() <= 280
