"""Settings as a preferences window (issue 30, item 8): sections in the sidebar
(Appearance, Sound, Language, Accessibility), each change applied at once, the window
following changes made elsewhere (a key, the main menu) while it is open."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from puzzlesuite.ui.pages import ReadablePage

SECTIONS = ["Appearance", "Sound", "Language", "Accessibility"]


def section_of(dialog: Any, widget: Any) -> str:
    for index in range(dialog.tabs.count()):
        if dialog.tabs.widget(index).isAncestorOf(widget):
            return dialog.tabs.tabText(index)
    return ""


def test_the_sections_and_what_each_holds(main_window: Any) -> None:
    dialog = main_window.show_settings()
    assert [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())] == SECTIONS
    assert dialog.tabs.heading.text() == "Appearance"
    where = {
        "theme": "Appearance",
        "zoom": "Appearance",
        "reduce_motion": "Appearance",
        "sound": "Sound",
        "volume": "Sound",
        "language": "Language",
        "speech": "Accessibility",
        "labels": "Accessibility",
    }
    for name, section in where.items():
        assert section_of(dialog, getattr(dialog, name)) == section, name
    dialog.tabs.setCurrentIndex(3)
    assert dialog.tabs.heading.text() == "Accessibility"
    assert dialog.speech.isVisible() and not dialog.theme.isVisible()


def test_the_text_size_applies_at_once_and_follows_the_keys(
    qtbot: Any, main_window: Any, ctx: Any
) -> None:
    dialog = main_window.show_settings()
    try:
        assert dialog.zoom.currentData() == 100
        index = dialog.zoom.findData(150)
        dialog.zoom.setCurrentIndex(index)
        dialog.zoom.activated.emit(index)
        assert ctx.settings.value.zoom == 150
        main_window.zoom_in_action.trigger()  # Ctrl+= while the window is open
        assert dialog.zoom.currentData() == ctx.settings.value.zoom == 175
        assert dialog.zoom.accessibleName() == "Text size"
        assert "Ctrl+0" in dialog.zoom_note.text()
    finally:
        ctx.settings.update(zoom=100)


def test_board_labels_are_a_switch_here_and_in_the_main_menu(main_window: Any, ctx: Any) -> None:
    dialog = main_window.show_settings()
    assert dialog.labels.isChecked() and main_window.labels_action.isChecked()
    dialog.labels.click()
    assert not ctx.settings.value.board_labels and not main_window.labels_action.isChecked()
    main_window.labels_action.trigger()
    assert ctx.settings.value.board_labels and dialog.labels.isChecked()
    assert dialog.labels.accessibleName() == "Row and column labels"
    assert dialog.labels_note.text()


def test_each_row_explains_itself_for_the_eye_and_the_ear(main_window: Any) -> None:
    dialog = main_window.show_settings()
    for control, note in (
        (dialog.sound, dialog.sound_note),
        (dialog.speech, dialog.speech_note),
        (dialog.zoom, dialog.zoom_note),
        (dialog.labels, dialog.labels_note),
    ):
        assert note.text() and control.accessibleDescription() == note.text()


@pytest.mark.parametrize("language", ["en", "ko", "id", "es"])
def test_the_window_holds_its_sections_whole_in_every_language(
    qtbot: Any, main_window: Any, ctx: Any, language: str
) -> None:
    ctx.set_language(language)
    dialog = main_window.show_settings()
    qtbot.waitExposed(dialog)
    sidebar = dialog.tabs.titles
    for row in range(sidebar.count()):
        text = sidebar.item(row).text()
        assert sidebar.fontMetrics().horizontalAdvance(text) + 20 <= sidebar.viewport().width()
    for index in range(dialog.tabs.count()):
        dialog.tabs.setCurrentIndex(index)
        QApplication.processEvents()
        page = dialog.tabs.widget(index)
        assert page.width() >= page.minimumSizeHint().width(), dialog.tabs.tabText(index)


def test_every_window_of_the_app_shares_the_page_layout(main_window: Any) -> None:
    """Statistics, How to play, Keyboard shortcuts, About and Licences: a page title in
    the same place and type, text pages at a readable measure."""
    dialogs = [
        main_window.show_settings(),
        main_window.show_statistics(),
        main_window.show_help(),
        main_window.show_shortcuts(),
        main_window.show_about(),
        main_window.show_licences(),
    ]
    fonts = {dialog.tabs.heading.font().key() for dialog in dialogs}
    assert len(fonts) == 1
    for dialog in dialogs:
        assert dialog.tabs.heading.text(), type(dialog).__name__
        for page in dialog.findChildren(ReadablePage):
            flags = page.textInteractionFlags()
            assert flags & Qt.TextInteractionFlag.TextSelectableByKeyboard
    about = dialogs[4]
    assert about.tabs.heading.text() == "Puzzle Suite" and not about.tabs.titles.isVisible()
