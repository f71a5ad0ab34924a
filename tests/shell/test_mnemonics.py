"""Alt+letter mnemonics as the player meets them: within the main window (menu bar titles
plus the open game's buttons) and within every dialog, no two share a letter, in every
language. `tools/i18n.py check` tests the same from the catalogs; this walks the real
widgets, so a button it does not know about is caught here."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QMainWindow, QMenu, QWidget

from puzzlesuite.shell.main_window import MainWindow

LANGUAGES = ["en", "ko", "id", "es"]


def letter(text: str) -> str | None:
    found = re.search(r"&(\w)", text.replace("&&", ""))
    return found.group(1).lower() if found else None


def in_a_menu(widget: QWidget) -> bool:
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QMenu):
            return True
        parent = parent.parentWidget()
    return False


def mnemonic_texts(root: QWidget, include_hidden: bool = False) -> list[str]:
    """Every text with a mnemonic that Alt+letter reaches inside `root` (with
    `include_hidden`, also buttons shown later, such as Jogakbo's Copy result)."""
    texts = []
    if isinstance(root, QMainWindow):
        texts += [a.text() for a in root.menuBar().actions() if a.isVisible()]
    for widget in root.findChildren(QWidget):
        if not (include_hidden or widget.isVisibleTo(root)) or in_a_menu(widget):
            continue
        labelled = isinstance(widget, QLabel) and widget.buddy() is not None
        if isinstance(widget, QAbstractButton) or labelled:
            texts.append(widget.text())
        elif isinstance(widget, QGroupBox):
            texts.append(widget.title())
    return [t for t in texts if letter(t)]


def assert_distinct(texts: list[str]) -> None:
    letters = [letter(t) for t in texts]
    assert len(set(letters)) == len(letters), texts


@pytest.fixture
def window(qtbot, ctx):  # type: ignore[no-untyped-def]
    win = MainWindow(ctx)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_main_window_with_each_game_has_distinct_mnemonics(window, ctx, language) -> None:  # type: ignore[no-untyped-def]
    ctx.set_language(language)
    assert_distinct(mnemonic_texts(window))  # home
    menu_bar = [a.text() for a in window.menuBar().actions()]
    seen_game_buttons = 0
    for entry in window.entries:
        screen = window.open_game(entry.id)
        own = mnemonic_texts(screen, include_hidden=True)
        seen_game_buttons += len(own)
        assert_distinct(menu_bar + own)
    assert seen_game_buttons >= 3  # Jogakbo's buttons at least: the walk sees game widgets


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_dialog_has_distinct_mnemonics(window, ctx, language) -> None:  # type: ignore[no-untyped-def]
    ctx.set_language(language)
    window.open_game(window.entries[0].id)
    dialogs = [window.show_settings(), window.show_statistics(), window.show_help()]
    dialogs.append(window.show_about())
    assert len(mnemonic_texts(dialogs[0])) >= 3  # the Settings labels are found
    for dialog in dialogs:
        assert_distinct(mnemonic_texts(dialog))
        dialog.close()


def test_the_walk_catches_a_clash(window, ctx) -> None:  # type: ignore[no-untyped-def]
    """The Indonesian clash the reviewer found: a button on Alt+B beside the Bantuan menu."""
    ctx.set_language("id")
    screen = window.open_game("jogakbo")
    screen.new_group_button.setText("Kelompok &baru")
    menu_bar = [a.text() for a in window.menuBar().actions()]
    with pytest.raises(AssertionError):
        assert_distinct(menu_bar + mnemonic_texts(screen, include_hidden=True))
