"""Minesweeper screen, driven with real mouse and key events on the board."""

from __future__ import annotations

import json
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QRadioButton, QWidget

from puzzlesuite.games.minesweeper.board_code import CodeError, parse_code
from puzzlesuite.games.minesweeper.generator import max_mines
from puzzlesuite.games.minesweeper.help import help_html
from puzzlesuite.games.minesweeper.model import FLAG, QUESTION
from puzzlesuite.games.minesweeper.screen import MinesweeperScreen
from puzzlesuite.games.minesweeper.solver import deduce
from puzzlesuite.games.minesweeper.stats import stats_page
from puzzlesuite.ui import threads

LEFT, RIGHT, MIDDLE = (
    Qt.MouseButton.LeftButton,
    Qt.MouseButton.RightButton,
    Qt.MouseButton.MiddleButton,
)
NONE = Qt.KeyboardModifier.NoModifier
# A Beginner board replayed from its code: first click r5c5 (cell 40).
CODE = "M-9x9x10-724252"
FIRST = 40


def make_screen(qtbot: Any, ctx: Any) -> MinesweeperScreen:
    widget = MinesweeperScreen(ctx)
    qtbot.addWidget(widget)
    widget.resize(1000, 700)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


@pytest.fixture
def screen(qtbot: Any, ctx: Any) -> MinesweeperScreen:
    return make_screen(qtbot, ctx)


@pytest.fixture(autouse=True)
def _no_generation_left_behind() -> Any:
    yield
    threads.wait_for_all()
    QApplication.processEvents()


def centre(screen: MinesweeperScreen, cell: int) -> QPoint:
    return screen.view.cell_rect(*divmod(cell, screen.game.width)).center()


def click(qtbot: Any, screen: MinesweeperScreen, cell: int, button: Any = LEFT) -> None:
    qtbot.mouseClick(screen.view, button, NONE, centre(screen, cell))


def type_code(qtbot: Any, screen: MinesweeperScreen, code: str) -> None:
    screen.panel.code_edit.clear()
    qtbot.keyClicks(screen.panel.code_edit, code)
    qtbot.keyClick(screen.panel.code_edit, Qt.Key.Key_Return)


def key(qtbot: Any, screen: MinesweeperScreen, which: Any, modifier: Any = NONE) -> None:
    qtbot.keyClick(screen.grid.focus_widget, which, modifier)


def choose_level(qtbot: Any, screen: MinesweeperScreen, level: str) -> None:
    button = screen.panel.chooser.findChild(QRadioButton, f"level-{level}")
    qtbot.mouseClick(button, LEFT, NONE, QPoint(8, button.height() // 2))  # on the circle
    assert button.isChecked()


def started(qtbot: Any, screen: MinesweeperScreen) -> None:
    """The known Beginner board, first click on r5c5 by mouse."""
    type_code(qtbot, screen, CODE)
    click(qtbot, screen, FIRST)
    assert screen.game.started


def safe_and_mined(screen: MinesweeperScreen) -> tuple[list[int], list[int]]:
    found = deduce(screen.game.position())
    return sorted(found.safe), sorted(found.mined)


def test_the_board_opens_covered_with_the_counter_and_code(screen: MinesweeperScreen) -> None:
    assert screen.counter.text() == "Mines left: 10"
    assert screen.panel.code_edit.text() == screen.game.code()  # the code, in its field
    assert screen.game.code().startswith("M-9x9x10-")
    screen.grid.set_cursor(3, 6)
    assert screen.grid.name() == "Row 4, column 7, covered"


def test_the_first_click_opens_an_area_counts_as_played_and_extends_the_code(
    qtbot: Any, screen: MinesweeperScreen, ctx: Any, announcements: list[str]
) -> None:
    started(qtbot, screen)
    opened = sum(screen.game.revealed)
    assert opened > 1 and screen.game.number[FIRST] == 0
    assert announcements[-1] == f"{opened} cells opened."
    assert screen.panel.code_edit.text() == f"{CODE}-r5c5"  # ready to copy
    assert screen.grid.name() == "Row 5, column 5, empty"
    assert screen.grid.has_focus()  # the keys go on from where the click was
    assert ctx.stats.record("minesweeper")["beginner"]["played"] == 1


def test_right_click_flags_and_the_counter_follows_and_question_marks_cycle(
    qtbot: Any, screen: MinesweeperScreen
) -> None:
    started(qtbot, screen)
    cell = next(c for c in range(81) if not screen.game.revealed[c])
    click(qtbot, screen, cell, RIGHT)
    assert screen.game.mark(cell) == FLAG and screen.counter.text() == "Mines left: 9"
    assert screen.grid.name().endswith(", flagged")
    click(qtbot, screen, cell, RIGHT)
    assert screen.game.mark(cell) == 0 and screen.counter.text() == "Mines left: 10"
    screen.panel.questions.click()
    click(qtbot, screen, cell, RIGHT)
    click(qtbot, screen, cell, RIGHT)
    assert screen.game.mark(cell) == QUESTION
    assert screen.grid.name().endswith(", question mark")
    click(qtbot, screen, cell, RIGHT)
    assert screen.game.mark(cell) == 0


def chord_ready(screen: MinesweeperScreen) -> tuple[int, list[int]]:
    """A revealed number whose mines are all provable now and which has a covered safe
    neighbour: (the number, its mines). Plays safe cells until there is one."""
    game = screen.game
    for _ in range(40):
        _safe, mined = safe_and_mined(screen)
        for n in range(game.cells):
            if not (game.revealed[n] and game.number[n]):
                continue
            around = [c for c in game.table[n] if game.is_mine[c]]
            covered_safe = [
                c for c in game.table[n] if not game.revealed[c] and not game.is_mine[c]
            ]
            if covered_safe and all(c in mined for c in around):
                return n, around
        screen.activate(safe_and_mined(screen)[0][0])
    raise AssertionError("no number to chord on")


def move_to(qtbot: Any, screen: MinesweeperScreen, cell: int) -> None:
    """Arrow keys from where the cursor is to ``cell``."""
    row, col = divmod(cell, screen.game.width)
    here_row, here_col = screen.grid.cursor
    for _ in range(abs(row - here_row)):
        key(qtbot, screen, Qt.Key.Key_Up if row < here_row else Qt.Key.Key_Down)
    for _ in range(abs(col - here_col)):
        key(qtbot, screen, Qt.Key.Key_Left if col < here_col else Qt.Key.Key_Right)
    assert screen.grid.cursor == (row, col)


def test_keys_move_flag_reveal_and_chord(qtbot: Any, screen: MinesweeperScreen) -> None:
    started(qtbot, screen)
    screen.focus_board()
    number, mines = chord_ready(screen)
    for mine in mines:
        move_to(qtbot, screen, mine)
        key(qtbot, screen, Qt.Key.Key_F)
        assert screen.game.mark(mine) == FLAG
        row, col = divmod(mine, 9)
        assert screen.grid.name() == f"Row {row + 1}, column {col + 1}, flagged"
    # Space on a number whose flags are all there chords.
    covered_before = 81 - sum(screen.game.revealed)
    move_to(qtbot, screen, number)
    key(qtbot, screen, Qt.Key.Key_Space)
    assert 81 - sum(screen.game.revealed) < covered_before and not screen.game.lost
    assert not any(
        not screen.game.revealed[c] and not screen.game.is_mine[c]
        for c in screen.game.table[number]
    )
    # Enter on a covered safe cell reveals it.
    if not screen.game.over:
        safe, _mined = safe_and_mined(screen)
        move_to(qtbot, screen, safe[0])
        key(qtbot, screen, Qt.Key.Key_Return)
        assert screen.game.revealed[safe[0]]


def test_middle_click_chords(qtbot: Any, screen: MinesweeperScreen) -> None:
    started(qtbot, screen)
    number, mines = chord_ready(screen)
    for mine in mines:
        click(qtbot, screen, mine, RIGHT)
    click(qtbot, screen, number, MIDDLE)
    assert all(screen.game.revealed[c] or screen.game.is_mine[c] for c in screen.game.table[number])


def test_both_buttons_chord_without_flagging(qtbot: Any, screen: MinesweeperScreen) -> None:
    started(qtbot, screen)
    number, mines = chord_ready(screen)
    for mine in mines:
        screen.cycle_mark(mine)
    point = QPointF(centre(screen, number))
    both = LEFT | RIGHT
    view = screen.view
    for kind, button, held in (
        (QEvent.Type.MouseButtonPress, LEFT, LEFT),
        (QEvent.Type.MouseButtonPress, RIGHT, both),
        (QEvent.Type.MouseButtonRelease, RIGHT, LEFT),
        (QEvent.Type.MouseButtonRelease, LEFT, Qt.MouseButton.NoButton),
    ):
        QApplication.sendEvent(
            view, QMouseEvent(kind, point, view.mapToGlobal(point), button, held, NONE)
        )
    assert all(screen.game.revealed[c] or screen.game.is_mine[c] for c in screen.game.table[number])
    assert screen.game.mark(number) == 0 and not screen.game.lost


def test_left_click_on_an_unsatisfied_number_explains(
    qtbot: Any, screen: MinesweeperScreen, announcements: list[str]
) -> None:
    started(qtbot, screen)
    number = next(n for n in range(81) if screen.game.revealed[n] and screen.game.number[n])
    click(qtbot, screen, number)
    name = f"r{number // 9 + 1}c{number % 9 + 1}"
    assert announcements[-1].startswith(f"{name} shows {screen.game.number[number]}: put exactly")


def test_hint_before_the_first_click_says_any_cell_is_safe_and_does_not_count(
    screen: MinesweeperScreen, announcements: list[str]
) -> None:
    screen.hint()
    assert announcements[-1] == (
        "Any cell is safe to start: the mines are placed after your first click."
    )
    assert screen.game.hints_used == 0


def test_hint_shows_one_step_counts_once_and_the_second_press_applies_it(
    qtbot: Any, screen: MinesweeperScreen, announcements: list[str]
) -> None:
    started(qtbot, screen)
    screen.hint()
    hint = screen.view.hint
    assert hint is not None and screen.game.hints_used == 1
    assert hint.is_mine == bool(screen.game.is_mine[hint.cell])
    assert screen.grid.cursor == divmod(hint.cell, 9)
    assert screen.grid.description().startswith(announcements[-1])
    assert f"r{hint.cell // 9 + 1}c{hint.cell % 9 + 1}" in announcements[-1]
    for number in hint.proof:
        assert screen.game.revealed[number] and screen.game.number[number]
    # J walks the cells the hint concerns.
    screen.jump(1)
    assert screen.grid.cursor in [divmod(c, 9) for c in hint.cells()]
    screen.hint()
    assert screen.game.hints_used == 1
    if hint.is_mine:
        assert screen.game.mark(hint.cell) == FLAG
    else:
        assert screen.game.revealed[hint.cell]
    assert screen.view.hint is None


def test_a_wrong_flag_is_pointed_out_first_and_taken_away(
    qtbot: Any, screen: MinesweeperScreen, announcements: list[str]
) -> None:
    started(qtbot, screen)
    safe, _mined = safe_and_mined(screen)
    click(qtbot, screen, safe[0], RIGHT)
    screen.hint()
    name = f"r{safe[0] // 9 + 1}c{safe[0] % 9 + 1}"
    assert announcements[-1] == f"The flag on {name} is wrong: there is no mine there."
    assert screen.grid.description().startswith(announcements[-1])
    screen.hint()
    assert screen.game.mark(safe[0]) == 0 and screen.game.hints_used == 1


def test_hints_alone_win_the_board_and_statistics_count_the_hints(
    qtbot: Any, screen: MinesweeperScreen, ctx: Any, announcements: list[str]
) -> None:
    started(qtbot, screen)
    for _ in range(200):
        if screen.game.over:
            break
        screen.hint()
    assert screen.game.won and not screen.game.lost
    said = screen.last_outcome  # the ending is said once, with the next actions
    assert f"{screen.game.hints_used} hints used." in said
    assert "Board cleared: every safe cell is open." in said
    bucket = ctx.stats.record("minesweeper")["beginner"]
    assert bucket["played"] == 1 and bucket["won"] == 1
    assert bucket.get("won_without_hints", 0) == 0
    assert screen.grid.name()  # still readable
    mines = screen.game.mine_cells()
    assert all(screen.game.mark(c) == FLAG for c in mines)


def test_a_win_by_clicks_alone_counts_without_hints_and_keeps_the_best_time(
    qtbot: Any, screen: MinesweeperScreen, ctx: Any
) -> None:
    started(qtbot, screen)
    while not screen.game.over:
        safe, _mined = safe_and_mined(screen)
        click(qtbot, screen, safe[0])
    bucket = ctx.stats.record("minesweeper")["beginner"]
    assert bucket["won"] == 1 and bucket["won_without_hints"] == 1
    assert 0 <= bucket["best_seconds"] < 60
    page = stats_page(ctx.stats.record("minesweeper"))
    assert [s.heading for s in page.sections] == ["Beginner", "Intermediate", "Expert", "Custom"]
    assert page.value("Beginner", "Won without hints") == "1"
    assert page.value("Intermediate", "Won without hints") == "0"  # 0, never "—"
    assert page.value("Beginner", "Played") == "1"
    assert page.value("Beginner", "Best time").endswith(("seconds", "second"))
    assert page.value("Intermediate", "Best time") == "None yet"
    assert sum(bar.value for bar in page.chart("Beginner", "Winning times").bars) == 1
    # Custom: played and won only, no other row.
    assert [f.label for f in page.section("Custom").figures] == ["Played", "Won"]


def test_a_loss_shows_every_mine_marks_the_hit_and_wrong_flags_and_explains(
    qtbot: Any, screen: MinesweeperScreen, ctx: Any, announcements: list[str]
) -> None:
    started(qtbot, screen)
    safe, mined = safe_and_mined(screen)
    click(qtbot, screen, safe[0], RIGHT)  # a wrong flag
    hints_before = screen.game.hints_used
    click(qtbot, screen, mined[0])
    name = f"r{mined[0] // 9 + 1}c{mined[0] % 9 + 1}"
    said = screen.last_outcome  # said once through the board, not the status bar
    assert said.startswith(f"{name} was a mine: the game is lost.")
    assert f"{name} could have been known as a mine: see r" in said or "mine total" in said
    assert "luck" not in said
    assert screen.game.hints_used == hints_before
    screen.grid.set_cursor(*divmod(mined[0], 9))
    assert screen.grid.name().endswith(", mine that was hit")
    screen.grid.set_cursor(*divmod(safe[0], 9))
    assert screen.grid.name().endswith(", wrong flag")
    other = next(c for c in screen.game.mine_cells() if c != mined[0])
    screen.grid.set_cursor(*divmod(other, 9))
    assert screen.grid.name().endswith(", mine")
    bucket = ctx.stats.record("minesweeper")["beginner"]
    assert bucket["played"] == 1 and bucket.get("won", 0) == 0
    # The explanation is repeated by H and never counts.
    screen.hint()
    assert (
        announcements[-1] == said[said.index(f"{name} was a mine") :].strip()
        or name in (announcements[-1])
    )
    assert screen.game.hints_used == hints_before


def test_s_says_mines_left_level_and_hints(qtbot: Any, screen: MinesweeperScreen) -> None:
    started(qtbot, screen)
    assert screen.status_text().startswith(
        "10 mines left. Beginner: 9 × 9, 10 mines. No hints used."
    )


def test_j_jumps_to_covered_cells_beside_numbers(qtbot: Any, screen: MinesweeperScreen) -> None:
    started(qtbot, screen)
    screen.grid.set_cursor(0, 0)
    screen.jump(1)
    targets = screen.game.covered_beside_numbers()
    cell = screen.grid.cursor[0] * 9 + screen.grid.cursor[1]
    assert cell == min(c for c in targets if c > 0) if 0 not in targets else cell in targets
    screen.jump(-1)
    back = screen.grid.cursor[0] * 9 + screen.grid.cursor[1]
    assert back in targets


def test_ctrl_n_mid_game_leaves_it_played_never_lost(
    qtbot: Any, screen: MinesweeperScreen, ctx: Any
) -> None:
    started(qtbot, screen)
    screen.new_game()
    assert not screen.game.started
    bucket = ctx.stats.record("minesweeper")["beginner"]
    assert bucket == {"played": 1} or (bucket["played"] == 1 and "lost" not in bucket)


def test_the_level_chooser_sets_the_next_game(
    qtbot: Any, screen: MinesweeperScreen, ctx: Any
) -> None:
    choose_level(qtbot, screen, "expert")
    assert ctx.settings.game("minesweeper")["level"] == "expert"
    assert (screen.game.width, screen.game.height) == (9, 9)  # the next game, not this one
    screen.new_game()
    assert (screen.game.width, screen.game.height, screen.game.mines) == (30, 16, 99)


def test_a_custom_size_above_what_works_is_refused_with_the_largest_count_offered(
    qtbot: Any, screen: MinesweeperScreen, announcements: list[str]
) -> None:
    choose_level(qtbot, screen, "custom")
    panel = screen.panel
    panel.width_box.setValue(20)
    panel.height_box.setValue(20)
    panel.mines_box.setValue(300)
    most = max_mines(20, 20)
    assert most < 300
    assert panel.refusal.isVisible()
    assert panel.refusal.text() == (
        f"A board of 20 × 20 with 300 mines cannot be promised without guessing; at most "
        f"{most} mines work for this size."
    )
    screen.new_game()
    assert announcements[-1] == panel.refusal.text() and screen.game.width == 9
    qtbot.mouseClick(panel.use_most, LEFT)
    assert panel.mines_box.value() == most and not panel.refusal.isVisible()
    screen.new_game()
    assert (screen.game.width, screen.game.height, screen.game.mines) == (20, 20, most)


def test_a_malformed_code_says_so_in_one_sentence(qtbot: Any, screen: MinesweeperScreen) -> None:
    type_code(qtbot, screen, "hello")
    assert screen.panel.code_error.text() == (
        "That is not a board code; a code looks like M-9x9x10-1234."
    )
    type_code(qtbot, screen, "M-90x9x10-5")
    assert screen.panel.code_error.text().startswith("That board size is not possible")


def test_a_code_with_a_first_cell_replays_the_same_board(qtbot: Any, ctx: Any) -> None:
    first = make_screen(qtbot, ctx)
    started(qtbot, first)
    mines = first.game.mine_cells()
    type_code(qtbot, first, f"{CODE}-r5c5")
    assert first.game.mine_cells() == mines and first.game.revealed[FIRST]


def test_a_large_board_is_placed_off_the_gui_thread(qtbot: Any, screen: MinesweeperScreen) -> None:
    type_code(qtbot, screen, "M-50x30x300-77")
    click(qtbot, screen, 15 * 50 + 25)
    assert screen.generating_cell == 15 * 50 + 25  # not yet: the click returned at once
    assert screen.counter.text() == "Mines left: 300"
    assert screen.message_line.full_text == "Placing the mines…"
    # Input stays live meanwhile: a flag far away goes on at once.
    click(qtbot, screen, 0, RIGHT)
    assert screen.game.mark(0) == FLAG and screen.counter.text() == "Mines left: 299"
    qtbot.waitUntil(lambda: screen.game.started and screen.generating_cell is None, timeout=20000)
    assert screen.game.revealed[15 * 50 + 25]
    assert "Placing the mines…" not in screen.message_line.full_text  # replaced


def test_the_window_minimum_size_does_not_grow_on_a_50_by_30_board(
    qtbot: Any, main_window: Any
) -> None:
    screen = main_window.open_game("minesweeper")
    QApplication.processEvents()  # the screen laid out (its switch named) before measuring
    before = main_window.minimumSizeHint()
    type_code(qtbot, screen, "M-50x30x300-77")
    QApplication.processEvents()
    after = main_window.minimumSizeHint()
    assert after.width() <= before.width() and after.height() <= before.height()
    assert screen.view.cell >= 16
    main_window.resize(before.expandedTo(main_window.minimumSize()))
    QApplication.processEvents()
    assert screen.board_scroll.horizontalScrollBar().maximum() > 0  # it scrolls instead


def test_the_game_resumes_exactly(qtbot: Any, ctx: Any) -> None:
    first = make_screen(qtbot, ctx)
    started(qtbot, first)
    first.cycle_mark(next(c for c in range(81) if not first.game.revealed[c]))
    first.hint()
    saved = first.game.to_dict()
    again = make_screen(qtbot, ctx)
    resumed = again.game.to_dict()
    assert resumed["elapsed"] >= saved["elapsed"]
    resumed["elapsed"] = saved["elapsed"] = 0
    assert resumed == saved


def test_a_damaged_save_is_moved_aside_and_a_fresh_board_starts(qtbot: Any, ctx: Any) -> None:
    first = make_screen(qtbot, ctx)
    started(qtbot, first)
    data = ctx.saves.load("minesweeper")
    data["game"]["revealed"] = [*data["game"]["revealed"], first.game.mine_cells()[0]]
    ctx.saves.save("minesweeper", data)
    again = make_screen(qtbot, ctx)
    assert not again.game.started
    assert list(ctx.paths.saves.glob("minesweeper.json.corrupt-*"))


def test_the_help_page_lists_every_key() -> None:
    page = help_html()
    for key_name in ("Space or Enter", "F:", "H:", "J and Shift+J", "S:", "Ctrl+N", "Middle click"):
        assert key_name in page


def test_h_s_and_j_reach_the_game_through_the_window(qtbot: Any, main_window: Any) -> None:
    screen = main_window.open_game("minesweeper")
    type_code(qtbot, screen, f"{CODE}-r5c5")
    screen.focus_board()
    qtbot.keyClick(screen.grid.focus_widget, Qt.Key.Key_H)
    hint = screen.view.hint
    assert hint is not None and screen.game.hints_used == 1
    assert screen.grid.description().startswith(screen.last_outcome)
    qtbot.keyClick(screen.grid.focus_widget, Qt.Key.Key_J)
    assert screen.grid.cursor in [divmod(c, 9) for c in hint.cells()]
    qtbot.keyClick(screen.grid.focus_widget, Qt.Key.Key_H)  # carried out
    assert screen.game.revealed[hint.cell] or screen.game.mark(hint.cell) == FLAG
    qtbot.keyClick(screen.grid.focus_widget, Qt.Key.Key_S)
    assert screen.grid.description().startswith(screen.status_text())
    assert "1 hint used." in screen.status_text()
    # Without a hint, J goes to covered cells beside numbers.
    qtbot.keyClick(screen.grid.focus_widget, Qt.Key.Key_J, Qt.KeyboardModifier.ShiftModifier)
    row, col = screen.grid.cursor
    assert row * 9 + col in screen.game.covered_beside_numbers()


def test_ctrl_n_from_the_window_starts_the_chosen_level_without_asking(
    qtbot: Any, main_window: Any
) -> None:
    screen = main_window.open_game("minesweeper")
    type_code(qtbot, screen, f"{CODE}-r5c5")
    choose_level(qtbot, screen, "intermediate")
    screen.focus_board()
    qtbot.keyClick(screen.grid.focus_widget, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert (screen.game.width, screen.game.height, screen.game.mines) == (16, 16, 40)
    assert not screen.game.started


def test_the_screen_speaks_korean_after_a_language_switch(
    qtbot: Any, screen: MinesweeperScreen, ctx: Any
) -> None:
    from puzzlesuite.services import i18n

    started(qtbot, screen)
    i18n.set_language("ko")
    ctx.language_changed.emit()
    assert screen.counter.text() == "남은 지뢰: 10"
    assert screen.grid.name() == "5행 5열, 비어 있음"
    assert screen.panel.chooser.title() == "난이도"
    screen.hint()
    assert "지뢰" in screen.last_outcome


def test_elapsed_time_counts_only_while_the_window_is_in_use(
    qtbot: Any, screen: MinesweeperScreen
) -> None:
    now = [1000.0]
    screen.session.now = lambda: now[0]  # the session's injected clock
    screen.activateWindow()
    qtbot.waitUntil(screen.isActiveWindow, timeout=2000)
    started(qtbot, screen)
    now[0] += 30
    cell = next(c for c in range(81) if not screen.game.revealed[c])
    click(qtbot, screen, cell, RIGHT)
    assert screen.game.elapsed == pytest.approx(30)
    other = QWidget()  # another application's window, as far as ours can tell
    qtbot.addWidget(other)
    other.show()
    other.activateWindow()
    qtbot.waitUntil(lambda: not screen.isActiveWindow(), timeout=2000)
    now[0] += 500
    screen.cycle_mark(cell)
    assert screen.game.elapsed == pytest.approx(30)
    screen.activateWindow()
    qtbot.waitUntil(screen.isActiveWindow, timeout=2000)
    now[0] += 5
    screen.cycle_mark(cell)
    assert screen.game.elapsed == pytest.approx(35)


def test_statistics_and_preferences_fit_their_schemas(
    qtbot: Any, screen: MinesweeperScreen, ctx: Any
) -> None:
    from puzzlesuite.games.minesweeper.schema import PREFERENCES, STATS

    screen.panel.questions.click()
    choose_level(qtbot, screen, "custom")
    screen.panel.width_box.setValue(12)
    started(qtbot, screen)
    while not screen.game.over:
        safe, _mined = safe_and_mined(screen)
        click(qtbot, screen, safe[0])
    screen.add_play_time(12.5)
    record = ctx.stats.record("minesweeper")
    assert STATS.validate(record) == record and record["beginner"]["won"] == 1
    preferences = ctx.settings.game("minesweeper")
    assert PREFERENCES.validate(preferences) == preferences
    assert preferences["questions"] is True and preferences["custom"][0] == 12


def test_a_save_that_breaks_the_schema_is_moved_aside(qtbot: Any, ctx: Any) -> None:
    # Written as a file: the service refuses to write what it would not read back.
    ctx.paths.saves.mkdir(parents=True, exist_ok=True)
    broken = {"schema": 1, "game": {"level": "beginner", "width": "nine"}}
    (ctx.paths.saves / "minesweeper.json").write_text(json.dumps(broken))
    widget = make_screen(qtbot, ctx)
    assert not widget.game.started and widget.game.width == 9
    assert list(ctx.paths.saves.glob("minesweeper.json.corrupt-*"))


def test_time_played_is_kept_per_level(qtbot: Any, screen: MinesweeperScreen, ctx: Any) -> None:
    screen.add_play_time(3 * 60)  # the Beginner board on screen
    assert ctx.stats.record("minesweeper")["beginner"]["play_seconds"] == 3 * 60


def test_the_custom_size_shows_only_for_custom(qtbot: Any, main_window: Any) -> None:
    screen = main_window.open_game("minesweeper")
    chooser = screen.panel.chooser
    custom = screen.panel.custom
    chooser.findChild(QRadioButton, "level-intermediate").click()
    assert not custom.isVisible()
    chooser.findChild(QRadioButton, "level-custom").click()
    assert custom.isVisible() and custom.isEnabled()


def test_the_next_game_note_shows_only_while_the_choice_differs_from_the_board(
    qtbot: Any, main_window: Any
) -> None:
    screen = main_window.open_game("minesweeper")
    note = screen.panel.note
    assert not note.isVisible()  # Beginner chosen, a Beginner board
    choose_level(qtbot, screen, "intermediate")
    assert note.isVisible()
    choose_level(qtbot, screen, "beginner")
    assert not note.isVisible()
    choose_level(qtbot, screen, "expert")
    screen.new_game()
    qtbot.waitUntil(lambda: screen.game.width == 30, timeout=20000)
    assert not note.isVisible()


def test_tab_goes_from_the_level_buttons_into_the_custom_size(qtbot: Any, main_window: Any) -> None:
    """The Custom box is made on first use; its fields still follow the level buttons in
    the Tab order, where they are on screen, not after the board code."""
    screen = main_window.open_game("minesweeper")
    custom = screen.panel.chooser.findChild(QRadioButton, "level-custom")
    custom.setFocus()
    qtbot.keyClick(custom, Qt.Key.Key_Space)
    assert custom.isChecked() and screen.panel.custom.isVisible()
    qtbot.keyClick(custom, Qt.Key.Key_Tab)
    assert screen.panel.width_box.hasFocus()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert screen.panel.height_box.hasFocus()


def test_how_to_play_has_a_picture_of_what_a_number_means() -> None:
    from puzzlesuite.games.minesweeper.help import help_html

    page = help_html()
    first_section = page.split("<h3>")[1]
    assert "<table" in first_section and "\N{BLACK FLAG}" in first_section
    assert "In words: the flagged cell in the middle hides a mine" in first_section


def test_a_flag_shows_where_it_went_and_leaves_the_count_to_the_header(
    qtbot: Any, screen: MinesweeperScreen, announcements: list[str]
) -> None:
    started(qtbot, screen)
    cell = next(c for c in range(81) if not screen.game.revealed[c])
    name = f"r{cell // 9 + 1}c{cell % 9 + 1}"
    click(qtbot, screen, cell, RIGHT)
    assert screen.message_line.full_text == f"Flag placed on {name}."
    assert screen.counter.text() == "Mines left: 9"
    assert announcements[-1] == f"Flag placed on {name}. 9 mines left."
    assert screen.grid.description().startswith(announcements[-1])
    click(qtbot, screen, cell, RIGHT)
    assert screen.message_line.full_text == f"Flag removed from {name}."
    assert announcements[-1] == f"Flag removed from {name}. 10 mines left."


def test_the_code_field_emptied_to_type_prompts_without_a_code(screen: MinesweeperScreen) -> None:
    # The field holds the board's own code; emptied, it shows no other board's code.
    screen.panel.code_edit.clear()
    prompt = screen.panel.code_edit.placeholderText()
    assert prompt == "Type a code"
    with pytest.raises(CodeError):
        parse_code(prompt)
