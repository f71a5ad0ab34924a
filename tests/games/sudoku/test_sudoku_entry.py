"""Entering a puzzle of one's own on the Sudoku screen, with real keys and clicks."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt as QtNs
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication
from test_sudoku_screen import click_cell, digit_key, easy_game, key, make_screen, prepared_save

from puzzlesuite.games.sudoku.entry import EntryBoard
from puzzlesuite.games.sudoku.own_puzzle import prove
from puzzlesuite.games.sudoku.screen import SudokuScreen
from puzzlesuite.games.sudoku.stats import stats_page
from puzzlesuite.games.sudoku.techniques import Level
from puzzlesuite.ui import threads


@pytest.fixture
def screen(qtbot: Any, ctx: Any) -> SudokuScreen:
    ctx.saves.save("sudoku", prepared_save(easy_game()))
    return make_screen(qtbot, ctx)


@pytest.fixture(autouse=True)
def _no_worker_left_behind() -> Any:
    yield
    threads.wait_for_all()
    QApplication.processEvents()


WIKIPEDIA = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
CTRL = QtNs.KeyboardModifier.ControlModifier


def givens_of(line: str) -> tuple[int, ...]:
    return tuple(0 if c in ".0" else int(c) for c in line)


def wait_for_proof(qtbot: Any, screen: SudokuScreen) -> None:
    qtbot.waitUntil(lambda: screen.own._proving is None, timeout=10000)
    threads.wait_for_all()


def type_puzzle(qtbot: Any, screen: SudokuScreen, line: str) -> None:
    """Type a puzzle the way a player does: arrows to each cell, a digit key."""
    key(qtbot, screen, QtNs.Key.Key_Home)
    for cell, char in enumerate(line):
        if char not in ".0":
            key(qtbot, screen, digit_key(int(char)))
        if cell % 9 < 8:
            key(qtbot, screen, QtNs.Key.Key_Right)
        elif cell < 80:
            key(qtbot, screen, QtNs.Key.Key_Down)
            key(qtbot, screen, QtNs.Key.Key_Home)


def test_a_puzzle_entered_by_keys_is_proven_graded_and_played(
    qtbot: Any, screen: SudokuScreen
) -> None:
    before = screen.game
    qtbot.mouseClick(screen.own.enter_button, QtNs.MouseButton.LeftButton)
    assert screen.own.entering and isinstance(screen.game, EntryBoard)
    assert not screen.own.start_button.isHidden()
    assert screen.status_text().startswith("Entering a puzzle: 0 givens.")
    type_puzzle(qtbot, screen, WIKIPEDIA)
    assert screen.game.filled_count() == 30 and not screen.can_hint()
    # a conflict is marked while typing, and undo takes it back
    click_cell(qtbot, screen, 2)
    key(qtbot, screen, digit_key(5))
    assert 2 in screen.game.conflicts() and "conflicts with row 1" in screen.cell_name(2)
    screen.undo()
    assert screen.game.values[2] == 0 and not screen.game.conflicts()
    qtbot.mouseClick(screen.own.start_button, QtNs.MouseButton.LeftButton)
    wait_for_proof(qtbot, screen)
    game = screen.game
    assert not screen.own.entering and game is not before
    assert game.own and game.givens == givens_of(WIKIPEDIA) and game.level is Level.EASY
    assert game.is_given(0) and screen.can_hint()
    assert screen.code().startswith("S-P-") and len(screen.code()) <= 50
    assert "Your puzzle has one solution; its level is Easy." in screen.last_outcome
    assert screen.status_text().startswith("Your puzzle, Easy: 30 of 81 cells filled.")
    assert screen.own.recent[0]["givens"] == WIKIPEDIA.replace(".", "0")
    screen.own.recent_menu.aboutToShow.emit()  # Game → Your puzzles
    entries = [action.text() for action in screen.own.recent_menu.actions()]
    assert entries == ["Easy, 30 givens: 53..7....6..195...…"]
    screen.own.recent_menu.actions()[0].trigger()  # play it again
    wait_for_proof(qtbot, screen)
    assert screen.game is not game and screen.game.givens == game.givens


def test_a_refused_entry_says_why_marks_the_cells_and_keeps_the_digits(
    qtbot: Any, screen: SudokuScreen
) -> None:
    screen.own.enter()
    type_puzzle(qtbot, screen, ".." + WIKIPEDIA[2:])  # without r1c1 and r1c2: two solutions
    typed = list(screen.game.values)
    screen.own.start()
    wait_for_proof(qtbot, screen)
    assert screen.own.entering and screen.game.values == typed
    assert screen.last_outcome.startswith("These givens have more than one solution: r")
    assert len(screen.own.marked_cells()) == 2
    assert screen.view.picture.hint_cells == screen.own.marked_cells()


def test_cancel_brings_the_game_before_back(qtbot: Any, screen: SudokuScreen) -> None:
    before = screen.game
    screen.own.enter()
    key(qtbot, screen, digit_key(4))
    qtbot.mouseClick(screen.own.cancel_button, QtNs.MouseButton.LeftButton)
    assert screen.game is before and not screen.own.entering


def test_paste_on_the_board_fills_the_entry_and_bad_text_changes_nothing(
    qtbot: Any, screen: SudokuScreen
) -> None:
    before = list(screen.game.values)
    QGuiApplication.clipboard().setText("not a puzzle at all")
    key(qtbot, screen, QtNs.Key.Key_V, CTRL)
    assert screen.last_outcome.startswith("“n” cannot be in a puzzle")
    assert not screen.own.entering and screen.game.values == before
    QGuiApplication.clipboard().setText(WIKIPEDIA)
    key(qtbot, screen, QtNs.Key.Key_V, CTRL)
    assert screen.own.entering and tuple(screen.game.values) == givens_of(WIKIPEDIA)
    assert screen.last_outcome == "30 givens read. Press Start to check the puzzle and play it."
    screen.undo()  # the paste was one step
    assert screen.game.filled_count() == 0


def test_an_own_code_typed_in_the_code_field_replays_the_exact_givens(
    qtbot: Any, screen: SudokuScreen
) -> None:
    code = prove(givens_of(WIKIPEDIA)).code
    screen.panel.code_edit.setText(code.lower())
    screen.play_code()
    wait_for_proof(qtbot, screen)
    assert screen.game.own and screen.game.givens == givens_of(WIKIPEDIA)
    assert screen.code() == code


def test_an_opened_file_goes_on_the_entry_board(
    qtbot: Any, screen: SudokuScreen, tmp_path: Path
) -> None:
    path = tmp_path / "puzzle.txt"
    path.write_bytes(b"\xff\xfe binary?\0")
    assert not screen.own.open_path(path)
    assert screen.last_outcome == "That file is not text, so it cannot hold a puzzle."
    path.write_text(WIKIPEDIA + "\n", encoding="utf-8")
    assert screen.own.open_path(path)
    assert tuple(screen.game.values) == givens_of(WIKIPEDIA)


def test_own_puzzles_are_saved_resumed_and_counted_under_your_puzzles(qtbot: Any, ctx: Any) -> None:
    ctx.saves.save("sudoku", prepared_save(easy_game()))
    first = make_screen(qtbot, ctx)
    first.own.take_text(WIKIPEDIA)
    first.own.start()
    wait_for_proof(qtbot, first)
    solution = first.game.solution
    cell = first.game.empty_cells()[0]
    first.move_cursor(cell)
    first.enter_digit(solution[cell], as_note=False)
    first.save_now()
    second = make_screen(qtbot, ctx)
    assert second.game.own and second.game.values == first.game.values
    assert second.own.recent == first.own.recent
    for empty in second.game.empty_cells():
        second.move_cursor(empty)
        second.enter_digit(solution[empty], as_note=False)
    assert second.game.finished
    record = ctx.stats.record("sudoku")
    assert record["own_easy"]["solved"] == 1 and "solved" not in record.get("easy", {})
    page = stats_page(record)
    assert "Yours: Easy" in [section.heading for section in page.sections]


def test_an_entry_in_progress_survives_a_restart(qtbot: Any, ctx: Any) -> None:
    ctx.saves.save("sudoku", prepared_save(easy_game()))
    first = make_screen(qtbot, ctx)
    before = first.game.givens
    first.own.enter()
    key(qtbot, first, digit_key(7))
    first.save_now()
    second = make_screen(qtbot, ctx)
    assert second.own.entering and second.game.values[0] == 7
    second.own.cancel()
    assert second.game.givens == before


def test_a_version_1_save_is_read_as_one_of_our_puzzles(qtbot: Any, ctx: Any) -> None:
    import json

    ctx.saves.save("sudoku", prepared_save(easy_game()))
    path = next(Path(ctx.paths.saves).rglob("sudoku*.json"))
    document = json.loads(path.read_text(encoding="utf-8"))
    document["schema"] = 1
    for name in ("entry", "recent"):
        document.pop(name, None)
    for name in ("own", "beyond"):
        document["game"].pop(name, None)
    path.write_text(json.dumps(document), encoding="utf-8")
    widget = make_screen(qtbot, ctx)
    assert widget.game is not None and not widget.game.own
    assert widget.game.givens == easy_game().givens


def test_the_main_menu_offers_enter_a_puzzle_on_the_sudoku_screen_only(
    qtbot: Any, main_window: Any
) -> None:
    def shown() -> list[str]:
        main_window.fill_main_menu()  # as the menu opens
        return [a.text() for a in main_window.main_menu.actions() if a.isVisible()]

    main_window.open_game("sudoku")
    assert "En&ter a puzzle…" in shown() and "&Print…" in shown()
    screen = main_window.current_screen()
    screen.own.enter_action.trigger()
    assert screen.own.entering
    screen.own.cancel()
    main_window.show_home()
    assert "En&ter a puzzle…" not in shown()
