"""Main menu → Licences as a player meets it: reachable from the menu, read with the
keyboard, named for screen readers, translated; fed by the bundle's inventory when there is
one."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from puzzlesuite.shell import licences
from puzzlesuite.shell.main_window import MainWindow
from tests.shell.fake_game import ENTRY


@pytest.fixture
def window(qtbot, ctx):  # type: ignore[no-untyped-def]
    win = MainWindow(ctx, entries=[ENTRY])
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def test_the_main_menu_opens_the_licences(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.fill_main_menu()
    assert window.licences_action in window.main_menu.actions()
    window.licences_action.trigger()
    dialog = window._dialogs["LicencesDialog"]
    qtbot.waitExposed(dialog)
    assert dialog.windowTitle() == "Licences"
    names = [dialog.list.item(row).text() for row in range(dialog.list.count())]
    assert names[0].startswith("Puzzle Suite") and names[0].endswith(": MIT")
    assert any(name.startswith("PySide6") and "LGPL-3.0" in name for name in names)
    assert "Permission is hereby granted" in dialog.text.toPlainText()  # MIT, shown first
    assert "Puzzle Suite's sounds" in dialog.text.toPlainText()  # ours, under the same licence


def test_the_keyboard_walks_the_parts_and_their_texts(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = window.show_licences()
    qtbot.waitExposed(dialog)
    assert dialog.focusWidget() is dialog.list  # the list has focus when the window opens
    first = dialog.text.toPlainText()
    qtbot.keyClick(dialog.list, Qt.Key.Key_Down)
    assert dialog.list.currentRow() == 1 and dialog.text.toPlainText() != first
    qtbot.keyClick(dialog.list, Qt.Key.Key_Tab)
    assert dialog.focusWidget() is dialog.text  # then arrows move its caret
    assert dialog.text.textInteractionFlags() & Qt.TextInteractionFlag.TextSelectableByKeyboard
    assert dialog.list.accessibleName() == "Parts and their licences"
    assert dialog.text.accessibleName() == "Licence text"


def test_the_dialog_follows_the_language(window, ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = window.show_licences()
    ctx.set_language("ko")
    assert dialog.windowTitle() != "Licences"
    assert dialog.list.accessibleName() != "Parts and their licences"
    ctx.set_language("en")
    assert dialog.windowTitle() == "Licences"


def test_a_bundle_shows_the_inventory_its_build_wrote(tmp_path: Path) -> None:
    folder = tmp_path / "licences"
    folder.mkdir()
    (folder / "qt.txt").write_text("GNU LESSER GENERAL PUBLIC LICENSE", encoding="utf-8")
    inventory = {"parts": [{"name": "Qt 6", "version": "6.11.3", "licence": "LGPL-3.0-only",
                            "text": "qt.txt"}]}  # fmt: skip
    (folder / "inventory.json").write_text(json.dumps(inventory), encoding="utf-8")
    (part,) = licences.bundled_inventory(tmp_path) or []
    assert (part.name, part.licence) == ("Qt 6", "LGPL-3.0-only")
    assert part.text_files[0].read_text(encoding="utf-8").startswith("GNU LESSER")
    assert licences.bundled_inventory(tmp_path / "elsewhere") is None


def test_the_apps_fonts_are_listed_with_their_licence(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """From source as in a bundle: each of the two faces, under the OFL, its text shown."""
    dialog = window.show_licences()
    qtbot.waitExposed(dialog)
    names = [dialog.list.item(row).text() for row in range(dialog.list.count())]
    for name, _ in licences.FONT_PARTS:
        row = names.index(f"{name}: OFL-1.1")
        dialog.list.setCurrentRow(row)
        assert "OPEN FONT LICENSE" in dialog.text.toPlainText().upper()


def test_the_bundles_inventory_names_the_fonts_as_the_app_does() -> None:
    from tests.packaging.support import packaging_module

    parts = {part.name: part for part in packaging_module("licences").PARTS}
    for name, text in licences.FONT_PARTS:
        assert parts[name].licence == "OFL-1.1"
        assert any(pattern.endswith(text) for pattern in parts[name].files)
