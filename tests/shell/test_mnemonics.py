"""Alt+letter mnemonics as the player meets them: within the main window (the header's
row of the open game and the game's own buttons) and within every dialog, no two share a
letter, in every language. `tools/i18n.py check` tests the same from the catalogs; this
walks the real widgets, so a button it does not know about is caught here. (The main
menu's letters: tests/shell/test_main_window.py.)"""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QMenu, QWidget

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
    for widget in root.findChildren(QWidget):
        if not (include_hidden or widget.isVisibleTo(root)) or in_a_menu(widget):
            continue
        labelled = isinstance(widget, QLabel) and widget.buddy() is not None
        if isinstance(widget, QAbstractButton) or labelled:
            texts.append(widget.text())
        elif isinstance(widget, QGroupBox):
            texts.append(widget.title())
    return [t for t in texts if letter(t)]


def row_texts(screen: QWidget) -> list[str]:
    """The texts of the game's row in the header (Home, New game…, Level and options),
    with their letters also while a button shows its icon alone or is hidden."""
    return [w.full_text for w in screen.controls.widgets()]  # type: ignore[attr-defined]


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
    seen_game_buttons = 0
    for entry in window.entries:
        screen = window.open_game(entry.id)
        own = mnemonic_texts(screen, include_hidden=True)
        seen_game_buttons += len(own)
        row = row_texts(screen)
        assert row and all(letter(text) for text in row)  # Home at least
        assert_distinct(row + own)
        assert_distinct(mnemonic_texts(window))  # what the window shows now, header included
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
    """A game button on the letter of the header's Home button (Alt+E, "B&eranda", in
    Indonesian) is caught, in the screen and in the window as shown."""
    ctx.set_language("id")
    screen = window.open_game("jogakbo")
    home_letter = letter(screen.controls.buttons["home"].full_text)
    assert home_letter is not None
    screen.new_group_button.setText(f"&{home_letter}aru")
    with pytest.raises(AssertionError):
        assert_distinct(row_texts(screen) + mnemonic_texts(screen, include_hidden=True))
    with pytest.raises(AssertionError):
        assert_distinct(mnemonic_texts(window))
