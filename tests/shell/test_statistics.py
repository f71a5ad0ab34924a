"""The Statistics dialog (issue 22): tabs built when first shown, Reset per game with a
confirmation that names it, Export as CSV with the figures shown, keyboard reach."""

from __future__ import annotations

import csv
import json
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QTableWidget

from puzzlesuite.services.stats_page import page_rows
from puzzlesuite.shell.statistics import StatisticsDialog
from puzzlesuite.ui.charts import BarChart, SummaryCard


def ids(window: Any) -> list[str]:
    return [entry.id for entry in window.entries]


def test_tabs_are_built_when_first_shown(main_window: Any, ctx: Any) -> None:
    dialog = main_window.show_statistics()
    assert list(dialog.built) == [ids(main_window)[0]]
    dialog.tabs.setCurrentIndex(ids(main_window).index("sudoku"))
    assert set(dialog.built) == {ids(main_window)[0], "sudoku"}
    assert all(ms < 1000 for ms in dialog.build_ms.values())  # timed (benchmarks: ≤ 100)


def test_the_reversi_tab_says_played_includes_unfinished_games(main_window: Any) -> None:
    main_window.open_game("reversi").panel.start_button.click()  # choose, then play
    dialog = main_window.show_statistics()
    text = dialog.page_text(dialog.tabs.currentIndex())
    assert "Played includes games not finished" in text
    assert "Against Normal: played 1, won 0, lost 0, drawn 0." in text  # started: played


def reset_box(dialog: StatisticsDialog) -> QMessageBox:
    box = dialog.confirm
    assert box is not None and box.isVisible()
    return box


def press(box: QMessageBox, role: QMessageBox.ButtonRole) -> None:
    (button,) = [b for b in box.buttons() if box.buttonRole(b) == role]
    button.click()
    QApplication.processEvents()


def test_reset_asks_naming_the_game_and_cancel_keeps_everything(
    qtbot: Any, main_window: Any, ctx: Any
) -> None:
    ctx.stats.update("sudoku", lambda r: r.update(easy={"started": 4}))
    dialog = main_window.show_statistics()
    dialog.tabs.setCurrentIndex(ids(main_window).index("sudoku"))
    tab = dialog.current_tab()
    qtbot.mouseClick(tab.reset_button, Qt.MouseButton.LeftButton)
    box = reset_box(dialog)
    assert box.text() == "Reset the statistics of Sudoku?"
    assert "Other games keep theirs" in box.informativeText()
    assert box.defaultButton().text() == "Cancel"  # Enter does not destroy anything
    press(box, QMessageBox.ButtonRole.RejectRole)
    assert ctx.stats.record("sudoku") == {"easy": {"started": 4}}


def test_reset_touches_only_its_game_and_clears_the_saves_counted_mark(
    qtbot: Any, main_window: Any, ctx: Any
) -> None:
    screen = main_window.open_game("blockpuzzle")
    screen.save_now()
    main_window.show_home()
    main_window.screens.pop("blockpuzzle").deleteLater()  # closed: only its save is left
    data = ctx.saves.load("blockpuzzle")
    ctx.saves.save("blockpuzzle", {**data, "counted": True})
    ctx.stats.update("blockpuzzle", lambda r: r.update(games_played=5, best_score=99))
    ctx.stats.update("jogakbo", lambda r: r.update(completed=2))
    dialog = main_window.show_statistics()
    dialog.tabs.setCurrentIndex(ids(main_window).index("blockpuzzle"))
    qtbot.mouseClick(dialog.current_tab().reset_button, Qt.MouseButton.LeftButton)
    assert "Block Puzzle" in reset_box(dialog).text()
    press(reset_box(dialog), QMessageBox.ButtonRole.DestructiveRole)
    assert ctx.stats.record("blockpuzzle") == {}
    assert ctx.stats.record("jogakbo") == {"completed": 2}
    assert ctx.saves.load("blockpuzzle")["counted"] is False  # counts again when played
    assert "Best score: 0" in dialog.page_text(dialog.tabs.currentIndex())  # redrawn


def test_reset_with_the_game_open_counts_the_game_on_the_board_again(
    main_window: Any, ctx: Any
) -> None:
    main_window.open_game("reversi").panel.start_button.click()  # choose, then play
    ctx.stats.increment("reversi", "wins", 3, bucket="easy")
    dialog = main_window.show_statistics()
    dialog.reset("reversi")
    # The game on the board has started, so it is played; nothing else is left.
    assert ctx.stats.record("reversi") == {"normal": {"played": 1}}
    assert json.loads((ctx.paths.saves / "reversi.json").read_text())["counted"] is True


def test_export_writes_utf8_csv_with_a_header_and_the_figures_shown(
    main_window: Any, ctx: Any, tmp_path: Path
) -> None:
    ctx.set_language("ko")
    ctx.stats.update("minesweeper", lambda r: r.update(beginner={"played": 3, "won": 1}))
    dialog = main_window.show_statistics()
    path = tmp_path / "지뢰 찾기.csv"
    assert dialog.export_csv("minesweeper", path)
    with path.open(encoding="utf-8", newline="") as handle:
        rows = [tuple(row) for row in csv.reader(handle)]
    assert rows[0] == ("구분", "항목", "값")
    shown = dialog.tab("minesweeper").page
    assert rows[1:] == page_rows(shown)
    assert ("초급", "플레이한 판", "3") in rows


def test_an_export_that_cannot_be_written_says_so_in_one_sentence(
    main_window: Any, ctx: Any, tmp_path: Path
) -> None:
    dialog = main_window.show_statistics()
    target = tmp_path / "missing-folder" / "stats.csv"
    assert not dialog.export_csv("sudoku", target)
    text = main_window.notice.label.text()
    assert text.startswith("The statistics could not be saved to ") and str(target) in text


def test_every_chart_card_and_table_is_a_keyboard_stop_with_a_name(
    qtbot: Any, main_window: Any
) -> None:
    main_window.open_game("sudoku")
    dialog = main_window.show_statistics()
    tab = dialog.current_tab()
    charts, cards = tab.findChildren(BarChart), tab.findChildren(SummaryCard)
    assert len(charts) == 8 and len(cards) == 4  # two charts per level
    for widget in [*charts, *cards]:
        assert widget.focusPolicy() & Qt.FocusPolicy.TabFocus and widget.accessibleName()
        assert widget.accessibleDescription()
    qtbot.mouseClick(tab.as_tables, Qt.MouseButton.LeftButton)
    tables = [stack.currentWidget() for stack in tab.stacks]
    assert all(isinstance(table, QTableWidget) and table.isVisibleTo(tab) for table in tables)
    assert all(table.focusPolicy() & Qt.FocusPolicy.TabFocus for table in tables)
    # Tab leaves a table (arrows walk its cells): a table that kept Tab was a trap.
    assert not any(table.tabKeyNavigation() for table in tables)


def test_after_a_reset_the_game_in_progress_never_shows_more_won_than_played(
    qtbot: Any, main_window: Any, ctx: Any
) -> None:
    """Minesweeper counts a board as played at its first click, which will not come
    again: a reset with a board in progress counts it at once, open or closed."""
    screen = main_window.open_game("minesweeper")
    screen.panel.code_edit.clear()
    qtbot.keyClicks(screen.panel.code_edit, "M-9x9x10-724252")
    qtbot.keyClick(screen.panel.code_edit, Qt.Key.Key_Return)
    point = screen.view.cell_rect(4, 4).center()
    qtbot.mouseClick(screen.view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    assert ctx.stats.record("minesweeper") == {"beginner": {"played": 1}}
    dialog = main_window.show_statistics()
    dialog.reset("minesweeper")  # open
    assert ctx.stats.record("minesweeper") == {"beginner": {"played": 1}}
    screen.save_now()
    main_window.show_home()
    main_window.screens.pop("minesweeper").deleteLater()
    ctx.stats.increment("minesweeper", "won", 5, bucket="expert")
    dialog.reset("minesweeper")  # closed: read from its save
    assert ctx.stats.record("minesweeper") == {"beginner": {"played": 1}}


def test_after_a_reset_a_sudoku_in_progress_counts_as_started_at_its_next_digit(
    main_window: Any, ctx: Any
) -> None:
    from puzzlesuite.games.sudoku.generator import generate
    from puzzlesuite.games.sudoku.model import SudokuGame
    from puzzlesuite.games.sudoku.techniques import Level

    puzzle = generate(Level.EASY, 7)
    game = SudokuGame(puzzle.givens, puzzle.solution, puzzle.level, puzzle.seed)
    game.started = True
    ctx.saves.save("sudoku", {"game": game.to_dict(), "prepared": {}})
    ctx.stats.increment("sudoku", "started", bucket="easy")
    main_window.show_statistics().reset("sudoku")  # Sudoku not open: its save is changed
    assert ctx.stats.record("sudoku") == {}
    assert ctx.saves.load("sudoku")["game"]["started"] is False  # counts again when played
