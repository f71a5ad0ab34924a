"""Issue 21: Full / Brief screen-reader speech on the four grid boards. Brief names a
cell content first with the language's short cell form ("5, r3c7"); Full stays the
default; a change applies at once to the focused cell and is kept in settings.json."""

from __future__ import annotations

import json
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from puzzlesuite.services import i18n
from puzzlesuite.services.schema import Invalid
from tests.games.sudoku.test_sudoku_screen import easy_game, prepared_save
from tests.kits import every_game, key_of, kit_of


def focused_name(screen: Any) -> str:
    return str(screen.board_grid.name())


def test_full_is_the_default_and_brief_applies_at_once(
    qtbot: Any, ctx: Any, main_window: Any
) -> None:
    ctx.saves.save("sudoku", prepared_save(easy_game()))
    screen = main_window.open_game("sudoku")
    qtbot.waitUntil(screen.board_grid.has_focus)
    assert ctx.settings.value.verbosity == "full"
    assert focused_name(screen).startswith("Row 5, column 5, ")
    ctx.settings.update(verbosity="brief")
    game, cell = screen.game, screen.cursor_cell
    if game.values[cell]:
        expected = f"{game.values[cell]}{' given' if game.is_given(cell) else ''}, r5c5"
    else:
        expected = "empty, r5c5"
    assert focused_name(screen) == expected
    stored = json.loads((ctx.paths.config / "settings.json").read_text(encoding="utf-8"))
    assert stored["verbosity"] == "brief"
    with pytest.raises(Invalid):
        ctx.settings.update(verbosity="chatty")


@pytest.mark.parametrize("game_id", [e.id for e in every_game() if kit_of(e).brief is not None])
def test_brief_names_in_every_grid_game(
    qtbot: Any, with_template: Any, ctx: Any, main_window: Any, game_id: str
) -> None:
    """The kit's key and the Brief name the cursor cell has after it (Sudoku's own test
    is above: it depends on the cell's digit)."""
    brief = kit_of(game_id).brief
    assert brief is not None
    key, expected = brief
    ctx.settings.update(verbosity="brief")
    ctx.saves.save(game_id, kit_of(game_id).saves["fresh"]())
    screen = main_window.open_game(game_id)
    qtbot.waitUntil(screen.board_grid.has_focus)
    qtbot.keyClick(QApplication.focusWidget(), *key_of(key))
    row = screen.board_grid.cursor[0] + 1
    assert focused_name(screen) == expected.format(row=row)


def test_brief_uses_the_languages_cell_form(qtbot: Any, ctx: Any, main_window: Any) -> None:
    ctx.settings.update(verbosity="brief")
    screen = main_window.open_game("minesweeper")
    qtbot.waitUntil(screen.board_grid.has_focus)
    ctx.set_language("ko")
    try:
        assert focused_name(screen).endswith("5행 5열")
    finally:
        ctx.set_language("en")
        i18n.set_language("en")


def test_the_settings_dialog_offers_full_and_brief(qtbot: Any, ctx: Any, main_window: Any) -> None:
    dialog = main_window.show_settings()
    combo = dialog.speech
    assert [combo.itemText(i) for i in range(combo.count())] == ["Full", "Brief"]
    assert combo.accessibleName() == "Screen-reader speech"
    combo.setFocus()
    combo.setCurrentIndex(1)
    combo.activated.emit(1)
    assert ctx.settings.value.verbosity == "brief"
