"""Clarity (issue 32) on the real Sudoku screen: a short status for the eye and the whole
sentence for the ear, one message line that never keeps a line from another game, and a
hint's "why" that shows its evidence on the board."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt as QtNs
from PySide6.QtGui import QColor, QImage, QTextDocument
from PySide6.QtWidgets import QLabel
from test_sudoku_screen import (
    click_cell,
    digit_key,
    easy_game,
    key,
    make_screen,
    prepared_save,
    puzzle,
)

from puzzlesuite.games.sudoku import texts
from puzzlesuite.games.sudoku.evidence import unit_cells
from puzzlesuite.games.sudoku.hints import HintSession, find_hint
from puzzlesuite.games.sudoku.model import SudokuGame
from puzzlesuite.games.sudoku.screen import SudokuScreen
from puzzlesuite.games.sudoku.session import new_game
from puzzlesuite.games.sudoku.techniques import Level, Technique

LANGUAGES = ("en", "ko", "id", "es")


def reaching(level: Level, seed: int, wanted: set[Technique]) -> SudokuGame:
    """The game played by Hint alone up to the first hint of a `wanted` technique."""
    game = new_game(puzzle(level, seed))
    session = HintSession()
    while (hint := find_hint(game)) is not None and (
        hint.step is None or hint.step.technique not in wanted
    ):
        for _ in range(3):
            session.press(game)
    assert hint is not None, "the run reaches the technique"
    return game


def opened(qtbot: Any, ctx: Any, game: SudokuGame) -> SudokuScreen:
    ctx.saves.save("sudoku", prepared_save(game))
    return make_screen(qtbot, ctx)


def shown_whole(label: QLabel) -> bool:
    """The label's rich text, laid out at its width, fits its height: nothing clipped."""
    document = QTextDocument()
    document.setDefaultFont(label.font())
    document.setHtml(label.text())
    document.setTextWidth(label.contentsRect().width())
    document.setDocumentMargin(0)
    return document.size().height() <= label.contentsRect().height() + 1


# ---- the status: short for the eye, whole for the ear -------------------------------------


def test_the_status_is_short_to_see_and_whole_to_hear(qtbot: Any, ctx: Any) -> None:
    screen = opened(qtbot, ctx, easy_game())
    count, caption = screen.status_lines()
    assert count == f"{screen.game.filled_count()} / 81" and len(count) <= 40
    assert caption == screen.code()
    assert screen.header_subtitle() == "Easy"  # the level: once, in the header
    assert "Notes mode" not in count + caption  # the switch shows it
    assert screen.status.accessibleName() == screen.status_text()
    assert screen.status_text().endswith("Notes mode is off.")
    screen.toggle_notes_mode()
    assert screen.status_lines() == (count, caption)  # nothing to see change
    assert screen.status.accessibleName().endswith("Notes mode is on.")
    cell = screen.game.empty_cells()[0]
    click_cell(qtbot, screen, cell)
    key(qtbot, screen, digit_key(screen.game.solution[cell]), QtNs.KeyboardModifier.NoModifier)
    assert screen.status_lines()[0] == count  # a note: the count stands
    screen.toggle_notes_mode()
    key(qtbot, screen, digit_key(screen.game.solution[cell]))
    assert screen.status_lines()[0] == f"{screen.game.filled_count()} / 81"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_status_fits_800_by_600_in_every_language(qtbot: Any, ctx: Any, language: str) -> None:
    ctx.set_language(language)
    game = new_game(puzzle(Level.MEDIUM, 11))
    game.seed = 999_999_999  # the widest code a generated puzzle has
    screen = opened(qtbot, ctx, game)
    screen.resize(800, 600)
    qtbot.wait(10)
    lines = screen.status_lines()
    assert all("…" not in line for line in lines)
    assert shown_whole(screen.status), lines
    # One line each, at 100 %: the count never wraps.
    metrics = screen.status.fontMetrics()
    assert metrics.horizontalAdvance(lines[0]) <= screen.status.contentsRect().width()


@pytest.mark.parametrize("language", LANGUAGES)
def test_at_200_percent_the_status_may_wrap_but_is_never_cut(
    qtbot: Any, ctx: Any, language: str
) -> None:
    ctx.set_language(language)
    ctx.apply_zoom()  # the desktop's font is the 100 %
    ctx.settings.update(zoom=200)
    ctx.apply_zoom()
    try:
        game = new_game(puzzle(Level.MEDIUM, 11))
        game.seed = 999_999_999
        screen = opened(qtbot, ctx, game)
        screen.resize(800, 600)
        qtbot.wait(10)
        assert shown_whole(screen.status), screen.status_lines()
    finally:
        ctx.settings.update(zoom=100)  # the next tests get the usual font
        ctx.apply_zoom()


# ---- one message line, never stale ------------------------------------------------------


def test_no_line_from_another_game_or_a_finished_one_stays(
    qtbot: Any, ctx: Any, main_window: Any
) -> None:
    ctx.saves.save("sudoku", prepared_save(easy_game()))
    screen = main_window.open_game("sudoku")
    game = screen.game
    cell = game.empty_cells()[0]
    click_cell(qtbot, screen, cell)
    key(qtbot, screen, digit_key(game.solution[cell]))
    r, c = divmod(cell, 9)
    assert screen.message_line.full_text == f"{game.solution[cell]} in r{r + 1}c{c + 1}."
    screen.new_game()  # another game: the old one's line goes (the new one says itself)
    assert screen.message_line.full_text.startswith("New Easy puzzle")
    # The ending: the card says it, the message line keeps nothing.
    game = screen.game
    cells = game.empty_cells()
    for other in cells[:-1]:
        game.place(other, game.solution[other])
    click_cell(qtbot, screen, cells[-1])
    key(qtbot, screen, digit_key(game.solution[cells[-1]]))
    assert game.finished and screen.message_line.full_text == ""
    # Home and back: the solved board, and still no line (none comes back from before).
    main_window.show_home()
    again = main_window.open_game("sudoku")
    assert again.game.finished and again.message_line.full_text == ""
    # A digit key on the solved board says why nothing changed: what just happened.
    key(qtbot, again, digit_key(1))
    assert again.message_line.full_text == texts.solved_locked_text()


def test_a_solved_puzzle_reopened_after_a_restart_shows_no_old_line(
    qtbot: Any, ctx: Any, restart: Any
) -> None:
    screen = opened(qtbot, ctx, easy_game())
    game = screen.game
    cells = game.empty_cells()
    for cell in cells[:-1]:
        game.place(cell, game.solution[cell])
    click_cell(qtbot, screen, cells[-1])
    key(qtbot, screen, digit_key(game.solution[cells[-1]]))
    screen.save_now()
    resumed = restart().open_game("sudoku")
    assert resumed.game.finished and resumed.message_line.full_text == ""


def test_a_cursor_move_takes_the_hint_and_its_sentence_away(qtbot: Any, ctx: Any) -> None:
    screen = opened(qtbot, ctx, easy_game())
    screen.hint()
    assert screen.message_line.full_text.startswith("Hint: look at ")
    assert screen.view.picture.hint_units
    screen.focus_board()
    key(qtbot, screen, QtNs.Key.Key_Left if screen.cursor_cell % 9 else QtNs.Key.Key_Right)
    assert screen.message_line.full_text == ""
    assert not screen.view.picture.hint_units and not screen.view.picture.quiet


# ---- the hint's evidence --------------------------------------------------------------------


def accent_pixels(screen: SudokuScreen, image: QImage, cell: int) -> int:
    """How many pixels of the cell are (nearly) the accent: a ring, an outline."""
    accent = screen.ctx.tokens.accent
    rect = screen.view.cell_rect(*divmod(cell, 9))
    ratio = image.devicePixelRatio()
    found = 0
    for y in range(rect.top() + 1, rect.bottom()):
        for x in range(rect.left() + 1, rect.right()):
            colour = QColor(image.pixel(int(x * ratio), int(y * ratio)))
            if (
                abs(colour.red() - accent.red())
                + abs(colour.green() - accent.green())
                + abs(colour.blue() - accent.blue())
                < 40
            ):
                found += 1
    return found


def test_why_shades_only_its_unit_rings_the_ruling_digits_and_quiets_the_rest(
    qtbot: Any, ctx: Any
) -> None:
    game = reaching(Level.HARD, 3, {Technique.HIDDEN_SINGLE})
    screen = opened(qtbot, ctx, game)
    hint = find_hint(game)
    assert hint is not None and hint.step is not None and hint.step.place is not None
    target, digit = hint.step.place
    unit = hint.step.units[0]
    # The cursor somewhere outside the unit: its row's shade would show beside it.
    outside = next(c for c in range(81) if c not in unit_cells(unit) and c // 9 != target // 9)
    click_cell(qtbot, screen, outside)
    row_mate = next(
        c
        for c in range(9 * (outside // 9), 9 * (outside // 9) + 9)
        if c != outside and c not in unit_cells(unit)
    )
    before = screen.view.grab().toImage()
    screen.hint()
    screen.hint()
    picture = screen.view.picture
    assert picture.quiet and picture.hint_units == (unit,) and picture.target == (target,)
    assert picture.rings and all(game.values[ring] == digit for ring in picture.rings)
    # Every other empty cell of the unit has a ringed digit in its row, column or box.
    others = [c for c in unit_cells(unit) if not game.values[c] and c != target]
    from puzzlesuite.games.sudoku.solver import PEERS

    assert all(any(ring in PEERS[c] for ring in picture.rings) for c in others)
    # Drawn: the rings in the accent; the selection's shade gone from its row.
    after = screen.view.grab().toImage()
    for ring in picture.rings:
        assert accent_pixels(screen, after, ring) > accent_pixels(screen, before, ring) + 20
    rect = screen.view.cell_rect(*divmod(row_mate, 9))
    ratio = after.devicePixelRatio()
    corner = (int((rect.left() + 4) * ratio), int((rect.bottom() - 4) * ratio))
    assert QColor(after.pixel(*corner)) == screen.ctx.tokens.cell_empty
    assert QColor(before.pixel(*corner)) != screen.ctx.tokens.cell_empty
    # Its sentence in the one message line, heard the same.
    assert screen.message_line.full_text == texts.hint_why_text(hint)

    assert screen.message_line.text() == screen.message_line.full_text  # whole
    assert screen.last_outcome == texts.hint_why_text(hint)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_pattern_outlines_its_cells_strikes_what_it_removes_and_says_it_short(
    qtbot: Any, ctx: Any, language: str
) -> None:
    ctx.set_language(language)
    game = reaching(Level.MEDIUM, 11, {Technique.POINTING, Technique.CLAIMING})
    screen = opened(qtbot, ctx, game)
    screen.resize(800, 600)
    qtbot.wait(10)
    hint = find_hint(game)
    assert hint is not None and hint.step is not None
    screen.hint()
    screen.hint()
    picture = screen.view.picture
    assert picture.hint_cells == hint.step.cells
    assert {(c, d) for c, m in picture.removed.items() for d in range(10) if m >> d & 1} == set(
        hint.step.eliminate
    )
    assert picture.rings and all(game.values[r] == hint.step.digits[0] for r in picture.rings)
    # The eye reads the reason without the list of cells the board strikes; the ear
    # hears the whole, with where it is removed from.
    shown = texts.hint_why_shown_text(hint)
    assert shown is not None and screen.message_line.full_text == shown
    assert screen.message_line.text() == shown, "whole at 800×600"
    assert screen.last_outcome == texts.hint_why_text(hint) != shown
    if language == "en":
        assert "Remove it from" in screen.last_outcome and "Remove" not in shown
