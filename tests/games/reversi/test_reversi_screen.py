"""Reversi screen, driven with real mouse and key events on the board's viewport."""

from __future__ import annotations

import json
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QTimer
from PySide6.QtCore import Qt as QtNs
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication
from reversi_helpers import LAST_MOVE, WHITE_SKIPPED_AFTER_A7, board, random_position

from puzzlesuite.games.reversi import screen as screen_module
from puzzlesuite.games.reversi.ai import Level
from puzzlesuite.games.reversi.engine import START_BLACK, START_WHITE, parse_square, square_name
from puzzlesuite.games.reversi.help import help_html
from puzzlesuite.games.reversi.model import Colour, Position, ReversiGame
from puzzlesuite.games.reversi.screen import ReversiScreen
from puzzlesuite.games.reversi.stats import stats_page
from puzzlesuite.ui import threads
from tests.games.reversi.kit import fresh

LEFT = QtNs.MouseButton.LeftButton
NONE = QtNs.KeyboardModifier.NoModifier
CPU_WAIT_MS = 5000

# Black (the CPU) to move with e8 its only move; then white (the player) is skipped.
PLAYER_SKIPPED = board(
    "..BBBBB.",
    "..BBBBBB",
    "BBBBBBBB",
    "BBBBBBBB",
    "BBWBBBBB",
    "BBBWBBBB",
    "BBBBWBBB",
    "BBBB.W.B",
)


def make_screen(qtbot: Any, ctx: Any, started: bool = True) -> ReversiScreen:
    """The screen on a game in progress (a saved one at the start, not yet counted, as
    a resumed game is), or (`started=False`) opened the first time: the choice."""
    if started and ctx.saves.load("reversi") is None:
        ctx.saves.save("reversi", fresh())
    widget = ReversiScreen(ctx)
    qtbot.addWidget(widget)
    widget.resize(820, 620)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def open_started(main_window: Any) -> ReversiScreen:
    """Reversi opened from the shell on a game in progress (see make_screen)."""
    if main_window.ctx.saves.load("reversi") is None:
        main_window.ctx.saves.save("reversi", fresh())
    screen: ReversiScreen = main_window.open_game("reversi")
    return screen


@pytest.fixture
def screen(qtbot: Any, ctx: Any) -> ReversiScreen:
    return make_screen(qtbot, ctx)


@pytest.fixture(autouse=True)
def _no_search_left_behind() -> Any:
    yield
    threads.wait_for_all()
    QApplication.processEvents()


def click(qtbot: Any, screen: ReversiScreen, name: str) -> None:
    point = screen.view.cell_centre(parse_square(name)).toPoint()
    qtbot.mouseClick(screen.view.viewport(), LEFT, NONE, point)


def wait_for_player(qtbot: Any, screen: ReversiScreen) -> None:
    qtbot.waitUntil(lambda: screen.game.human_to_move or screen.game.is_over, timeout=CPU_WAIT_MS)


def cell(screen: ReversiScreen, name: str) -> str:
    """The screen-reader name the board gives the cell ``name``."""
    return screen.cell_name(parse_square(name))


def heard() -> tuple[str, str]:
    """Name and description of the focused object, as a screen reader reads them."""
    widget = QApplication.focusWidget()
    assert widget is not None
    interface = QAccessible.queryAccessibleInterface(widget)
    return (
        interface.text(QAccessible.Text.Name),
        interface.text(QAccessible.Text.Description),
    )


def key(qtbot: Any, pressed: QtNs.Key, modifier: QtNs.KeyboardModifier = NONE) -> None:
    qtbot.keyClick(QApplication.focusWidget(), pressed, modifier)


def focus_on_board(qtbot: Any, screen: ReversiScreen) -> None:
    screen.focus_board()
    qtbot.waitUntil(screen.board_grid.has_focus)


def test_the_board_opens_with_counts_dots_and_cell_names(screen: ReversiScreen) -> None:
    assert screen.counts.text() == "Black 2 · White 2"
    assert screen.view.board_item.dots == screen.game.position.legal_moves()
    assert cell(screen, "d3") == "d3, empty, legal move"
    assert cell(screen, "e4") == "e4, black"
    assert cell(screen, "d4") == "d4, white"
    assert cell(screen, "a1") == "a1, empty"
    assert screen.panel.title() == "Choose your opponent"


def test_a_click_on_a_dot_places_and_the_cpu_answers_after_a_pause(
    qtbot: Any, screen: ReversiScreen, announcements: list[str]
) -> None:
    click(qtbot, screen, "d3")
    game = screen.game
    assert game.position.colour_at(parse_square("d3")) is Colour.BLACK
    assert screen.counts.text() == "Black 4 · White 1"
    # The CPU's turn: no dots, the reply comes only after the visible pause.
    assert screen.view.board_item.dots == 0
    assert screen.view.board_item.last_move == parse_square("d3")
    assert screen.cpu_thinking and game.cpu_to_move
    assert announcements[-1] == "You played d3; d4 turned over."
    wait_for_player(qtbot, screen)
    assert game.position.count(Colour.BLACK) + game.position.count(Colour.WHITE) == 6
    assert announcements[-1].startswith("The CPU played ")
    assert screen.view.board_item.dots == game.position.legal_moves() != 0
    assert screen.view.board_item.last_move == game.last_move.square  # type: ignore[union-attr]


def test_a_click_on_a_cell_without_a_dot_does_nothing(qtbot: Any, screen: ReversiScreen) -> None:
    click(qtbot, screen, "a1")
    click(qtbot, screen, "d4")
    assert screen.game.position == Position()
    assert not screen.cpu_thinking


def test_flipped_discs_turn_over_unless_motion_is_reduced(
    qtbot: Any, screen: ReversiScreen, ctx: Any
) -> None:
    click(qtbot, screen, "d3")
    assert screen.view.animating
    assert screen.view.turning_squares() == {parse_square("d4")}
    qtbot.waitUntil(lambda: not screen.view.animating, timeout=2000)
    assert screen.view.turning_squares() == set()

    ctx.settings.update(reduce_motion=True)
    screen.undo()
    click(qtbot, screen, "d3")
    assert not screen.view.animating and screen.view.turning_squares() == set()
    # Instead of turning, the disc the move turned carries a still mark until the
    # next move (the CPU's reply marks its own), and an undo clears it.
    assert screen.view.board_item.turned == 1 << parse_square("d4")
    screen.undo()
    assert screen.view.board_item.turned == 0


def test_the_focus_ring_stays_clear_of_the_coordinates(screen: ReversiScreen) -> None:
    from puzzlesuite.games.reversi import view as reversi_view

    screen.view.set_focus_ring(parse_square("f1"))
    ring = screen.view.cursor_ring.rect()
    reach = ring.top() - screen.view.cursor_ring.pen().widthF() / 2
    label_bottom = -reversi_view.LABEL_MARGIN + (
        reversi_view.LABEL_MARGIN - reversi_view.RING_REACH
    )
    assert reach >= label_bottom  # the ring's outer edge ends where the "f" begins


def test_keyboard_cursor_places_a_disc_and_the_outcome_sits_on_the_focused_cell(
    qtbot: Any, screen: ReversiScreen
) -> None:
    focus_on_board(qtbot, screen)
    assert heard() == ("d3, empty, legal move", "")
    key(qtbot, QtNs.Key.Key_Down)
    assert screen.cursor_square == parse_square("d4") and heard() == ("d4, white", "")
    key(qtbot, QtNs.Key.Key_Left)
    assert screen.cursor_square == parse_square("c4")
    key(qtbot, QtNs.Key.Key_Return)
    assert screen.game.position.colour_at(parse_square("c4")) is Colour.BLACK
    assert heard() == ("c4, black, last move", "You played c4; d4 turned over.")
    wait_for_player(qtbot, screen)
    name, description = heard()
    assert name == "c4, black" and description.startswith("The CPU played ")
    assert description.endswith(" turned over.")
    # Moving on says where the cursor is, not the outcome again.
    key(qtbot, QtNs.Key.Key_Right)
    assert heard()[1] == ""


def test_enter_on_a_cell_without_a_dot_explains_and_changes_nothing(
    qtbot: Any, screen: ReversiScreen, announcements: list[str]
) -> None:
    focus_on_board(qtbot, screen)
    key(qtbot, QtNs.Key.Key_Up)
    key(qtbot, QtNs.Key.Key_Space)
    assert screen.game.position == Position()
    assert announcements[-1] == "d2 is not a legal move."
    assert heard() == ("d2, empty", "d2 is not a legal move.")


def test_a_move_tells_screen_readers_about_the_focused_cell_only(
    qtbot: Any, screen: ReversiScreen, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No flood: one name change (d3 is now black) and one description (the outcome),
    both on the focused cell; the other 63 cells are not objects a reader is told about."""
    from puzzlesuite.ui import a11y

    told: list[tuple[str, QAccessible.Event]] = []
    original = a11y.notify_changed

    def spy(source: Any, what: QAccessible.Event, child: int = -1) -> None:
        told.append(
            (QAccessible.queryAccessibleInterface(source).text(QAccessible.Text.Name), what)
        )
        original(source, what, child)

    focus_on_board(qtbot, screen)
    monkeypatch.setattr(a11y, "notify_changed", spy)
    key(qtbot, QtNs.Key.Key_Return)
    screen.board_grid.report_step()  # told once the step is over
    assert told == [
        ("d3, black, last move", QAccessible.Event.NameChanged),
        ("d3, black, last move", QAccessible.Event.DescriptionChanged),
    ]


def test_j_jumps_through_the_legal_moves_and_enter_plays(qtbot: Any, main_window: Any) -> None:
    """From "your turn" to a played legal move in two keys: J, Enter."""
    screen = open_started(main_window)
    qtbot.waitUntil(screen.board_grid.has_focus)
    visited = []
    for _ in range(5):
        qtbot.keyClick(QApplication.focusWidget(), QtNs.Key.Key_J)
        visited.append(heard()[0])
    assert visited == [
        "c4, empty, legal move",
        "f5, empty, legal move",
        "e6, empty, legal move",
        "d3, empty, legal move",
        "c4, empty, legal move",
    ]
    qtbot.keyClick(QApplication.focusWidget(), QtNs.Key.Key_J, QtNs.KeyboardModifier.ShiftModifier)
    assert heard()[0] == "d3, empty, legal move"
    qtbot.keyClick(QApplication.focusWidget(), QtNs.Key.Key_Return)
    assert screen.game.position.colour_at(parse_square("d3")) is Colour.BLACK
    # While the CPU thinks there is nothing to jump to, and J says why.
    qtbot.keyClick(QApplication.focusWidget(), QtNs.Key.Key_J)
    assert heard()[1] == "Wait for the CPU's move."
    wait_for_player(qtbot, screen)


def test_s_says_the_counts_and_whose_turn_every_time(qtbot: Any, main_window: Any) -> None:
    screen = open_started(main_window)
    qtbot.waitUntil(screen.board_grid.has_focus)
    qtbot.keyClick(QApplication.focusWidget(), QtNs.Key.Key_S)
    first = heard()[1]
    qtbot.keyClick(QApplication.focusWidget(), QtNs.Key.Key_S)
    second = heard()[1]
    expected = "Black 2, white 2. You play black (first) against Normal. It is your turn."
    assert first.strip() == second.strip() == expected
    assert first != second  # a changed description each time: Orca 43 speaks both


def named_group(widget: Any) -> Any:
    """The nearest ancestor a screen reader presents (Orca skips fillers, Qt's Client
    role: layout only), as it finds a radio button's group."""
    parent = QAccessible.queryAccessibleInterface(widget).parent()
    while parent is not None and parent.role() == QAccessible.Role.Client:
        parent = parent.parent()
    return parent


def test_the_colour_buttons_are_labelled_your_colour(screen: ReversiScreen) -> None:
    for button in screen.panel.colour_buttons.values():
        parent = named_group(button)
        assert parent.text(QAccessible.Text.Name) == "Your colour"
        assert parent.role() == QAccessible.Role.Grouping


def test_no_radio_button_is_labelled_by_its_group_box(screen: ReversiScreen) -> None:
    """Orca says a radio's label relation after the container it entered: with the
    group box as both, "Choose your opponent" was said twice (and again per arrow)."""
    buttons = [*screen.panel.level_buttons.values(), *screen.panel.colour_buttons.values()]
    for button in buttons:
        relations = QAccessible.queryAccessibleInterface(button).relations(
            QAccessible.RelationFlag.Labelled
        )
        assert relations == [], button.text()
    assert named_group(screen.panel.level_buttons[Level.EASY]).text(QAccessible.Text.Name) == (
        "Choose your opponent"
    )


def test_the_board_has_a_name(qtbot: Any, screen: ReversiScreen) -> None:
    focus_on_board(qtbot, screen)
    widget = QApplication.focusWidget()
    board = QAccessible.queryAccessibleInterface(widget).parent()
    assert board.text(QAccessible.Text.Name) == "Reversi board"
    actions = QAccessible.queryAccessibleInterface(widget).actionInterface().actionNames()
    assert "Press" in actions


def test_undo_while_the_cpu_is_thinking_drops_its_reply(qtbot: Any, screen: ReversiScreen) -> None:
    click(qtbot, screen, "d3")
    qtbot.waitUntil(lambda: bool(threads.running()) or not screen.cpu_thinking, timeout=2000)
    screen.undo()
    assert screen.game.position == Position() and screen.game.human_to_move
    assert not screen.cpu_thinking
    threads.wait_for_all()
    qtbot.wait(50)  # let a stale reply, if any, be delivered
    assert screen.game.position == Position()
    assert screen.view.board_item.dots == screen.game.position.legal_moves()


def test_undo_removes_the_cpu_reply_with_the_players_move(
    qtbot: Any, screen: ReversiScreen
) -> None:
    click(qtbot, screen, "f5")
    wait_for_player(qtbot, screen)
    assert screen.can_undo()
    with qtbot.waitSignal(screen.undo_available_changed) as signal:
        screen.undo()
    assert signal.args == [False]
    assert screen.game.position == Position()
    assert screen.counts.text() == "Black 2 · White 2"
    assert screen.view.board_item.last_move == -1


def test_new_game_drops_a_pending_reply(qtbot: Any, screen: ReversiScreen) -> None:
    click(qtbot, screen, "d3")
    screen.new_game()
    assert screen.game.position == Position() and not screen.cpu_thinking
    qtbot.wait(CPU_DELAY := screen_module.CPU_DELAY_MS + 100)
    assert CPU_DELAY and screen.game.position == Position()


def test_the_window_stays_responsive_while_hard_searches(qtbot: Any, screen: ReversiScreen) -> None:
    mover, other = random_position(5, 22)
    game = ReversiGame(
        human=Colour.WHITE, level=Level.HARD, seed=1, position=Position(mover, other, Colour.BLACK)
    )
    ticks_during_search: list[bool] = []
    ticker = QTimer()
    ticker.setInterval(2)
    ticker.timeout.connect(
        lambda: ticks_during_search.append(any(t.isRunning() for t in threads.running()))
    )
    ticker.start()
    screen.set_game(game)
    wait_for_player(qtbot, screen)
    ticker.stop()
    # Timer events kept being handled while the search thread was running.
    assert ticks_during_search.count(True) >= 3
    assert screen.game.ply_count == 1


def test_passes_are_automatic_with_a_notice_naming_who_was_skipped(
    qtbot: Any, screen: ReversiScreen, announcements: list[str]
) -> None:
    screen.set_game(ReversiGame(level=Level.NORMAL, position=Position(*WHITE_SKIPPED_AFTER_A7)))
    click(qtbot, screen, "a7")
    assert announcements[-1].endswith("No moves for the CPU — your turn again.")
    assert screen.game.human_to_move and not screen.cpu_thinking

    screen.set_game(
        ReversiGame(human=Colour.WHITE, level=Level.NORMAL, position=Position(*PLAYER_SKIPPED))
    )
    qtbot.waitUntil(
        lambda: any("No moves for you" in a for a in announcements), timeout=CPU_WAIT_MS
    )
    assert any(
        a.startswith("The CPU played e8;") and a.endswith("No moves for you — the CPU plays again.")
        for a in announcements
    )
    wait_for_player(qtbot, screen)


def test_the_end_shows_the_result_card_and_counts_the_win(
    qtbot: Any, screen: ReversiScreen, ctx: Any
) -> None:
    screen.set_game(ReversiGame(level=Level.EASY, position=Position(*LAST_MOVE)))
    board_before = screen.view.geometry()
    click(qtbot, screen, "h7")
    moment = screen.result_moment
    assert moment.isVisible() and moment.result is not None
    # The result and the two counts, nothing else.
    assert (moment.result.line, moment.result.figures) == ("You win", "Black 63 · White 0")
    assert screen.details.text() == "You ● · Easy · Game over"  # the short form, seen
    assert screen.details.accessibleName().endswith("Game over: you win, 63 to 0.")
    assert screen.view.geometry() == board_before  # over the board's edge, not a dialog
    record = ctx.stats.record("reversi")
    assert record["easy"] == {"played": 1, "wins": 1}
    qtbot.mouseClick(moment.action_buttons[0], LEFT)  # Play again: the current choice
    assert not moment.isVisible() and screen.game.position == Position()
    assert (screen.game.level, screen.game.human) == (Level.NORMAL, Colour.BLACK)
    assert ctx.stats.record("reversi")["normal"] == {"played": 2}  # the first, and this one


def test_statistics_count_started_games_per_opponent_and_never_an_abandoned_loss(
    qtbot: Any, screen: ReversiScreen, ctx: Any
) -> None:
    screen.add_play_time(30)
    click(qtbot, screen, "d3")
    wait_for_player(qtbot, screen)
    screen.new_game()  # the first game is abandoned; the new one has started
    record = ctx.stats.record("reversi")
    assert record["normal"]["played"] == 2
    assert "losses" not in record["normal"] and record["normal"]["play_seconds"] == 30
    page = stats_page(record)
    assert [section.heading for section in page.sections] == ["Easy", "Normal", "Hard"]
    results = page.chart("Normal", "Results")
    assert [(bar.label, bar.shown) for bar in results.bars] == [
        ("Played", "2"), ("Wins", "0"), ("Losses", "0"), ("Draws", "0")
    ]  # fmt: skip
    assert results.summary == "Against Normal: played 2, won 0, lost 0, drawn 0."
    assert page.value("Normal", "Total play time") == "30 seconds"
    assert "counts as played when it starts" in page.notes[0]


def test_opponent_and_colour_choices_apply_from_the_next_game(
    qtbot: Any, screen: ReversiScreen, ctx: Any
) -> None:
    # Click on the radio indicator (a wide button only reacts near its text).
    hard, white = screen.panel.level_buttons[Level.HARD], screen.panel.colour_buttons[Colour.WHITE]
    qtbot.mouseClick(hard, LEFT, NONE, QPoint(8, hard.height() // 2))
    qtbot.mouseClick(white, LEFT, NONE, QPoint(8, white.height() // 2))
    assert ctx.settings.game("reversi") == {"opponent": "hard", "colour": "white"}
    # The game in progress keeps its colours and opponent.
    assert (screen.game.human, screen.game.level) == (Colour.BLACK, Level.NORMAL)
    screen.new_game()  # the shell's New game (the control row's button, Ctrl+N)
    assert (screen.game.human, screen.game.level) == (Colour.WHITE, Level.HARD)
    assert screen.game.cpu_to_move and screen.view.board_item.dots == 0
    wait_for_player(qtbot, screen)
    assert screen.game.position.count(Colour.BLACK) == 4


def test_quitting_mid_search_and_restarting_lets_the_cpu_move(qtbot: Any, ctx: Any) -> None:
    ctx.settings.update_game("reversi", opponent="hard", colour="black")
    first = make_screen(qtbot, ctx, started=False)
    qtbot.mouseClick(first.panel.start_button, LEFT)
    click(qtbot, first, "e6")
    qtbot.waitUntil(lambda: any(t.isRunning() for t in threads.running()), timeout=2000)
    # What quitting does: the shell saves, then the application's aboutToQuit.
    first.save_now()
    first._quitting()
    assert not threads.running()
    first.close()
    assert first.game.cpu_to_move  # the reply that was being searched never landed

    second = make_screen(qtbot, ctx)
    assert second.game.cpu_to_move and second.game.level is Level.HARD
    assert second.game.position.colour_at(parse_square("e6")) is Colour.BLACK
    assert second.view.board_item.last_move == parse_square("e6")
    wait_for_player(qtbot, second)
    position = second.game.position
    assert position.count(Colour.BLACK) + position.count(Colour.WHITE) == 6
    # The resumed game was counted when it started, not again.
    assert ctx.stats.record("reversi")["hard"]["played"] == 1


def test_a_broken_save_is_set_aside_and_a_new_game_starts(qtbot: Any, ctx: Any) -> None:
    # Written as a file: the service refuses to write what it would not read back.
    ctx.paths.saves.mkdir(parents=True, exist_ok=True)
    broken = {"schema": 1, "game": {"version": 1, "black": 3, "white": 1}}
    (ctx.paths.saves / "reversi.json").write_text(json.dumps(broken))
    widget = make_screen(qtbot, ctx)
    assert widget.game.position == Position()
    assert (widget.game.position.black, widget.game.position.white) == (START_BLACK, START_WHITE)


def test_help_page_covers_the_rules() -> None:
    html = help_html()
    assert "<h2>Reversi</h2>" in html
    assert "12,000 positions" in html and "Black · first" in html


def test_korean_texts_follow_a_language_change(
    qtbot: Any, screen: ReversiScreen, ctx: Any, announcements: list[str]
) -> None:
    ctx.set_language("ko")
    assert screen.panel.title() == "상대를 선택하세요"
    assert screen.panel.colour_buttons[Colour.BLACK].text() == "흑 · 선"
    assert cell(screen, "d3") == "d3, 비어 있음, 둘 수 있음"
    assert screen.counts.text() == "흑 2 · 백 2"
    screen.set_game(
        ReversiGame(human=Colour.WHITE, level=Level.NORMAL, position=Position(*PLAYER_SKIPPED))
    )
    qtbot.waitUntil(
        lambda: any("둘 곳이 없어 CPU가 다시 둡니다" in a for a in announcements),
        timeout=CPU_WAIT_MS,
    )
    wait_for_player(qtbot, screen)
    assert "<h3>보드와 이기는 방법</h3>" in help_html()


def test_tab_leaves_the_board_in_one_press(qtbot: Any, screen: ReversiScreen) -> None:
    """Only the cursor cell is a Tab stop: the opponent panel is one Tab away, not 64."""
    screen.board_grid.set_cursor(5, 4)  # e6
    focus_on_board(qtbot, screen)
    key(qtbot, QtNs.Key.Key_Down)
    assert heard()[0] == "e7, empty"
    key(qtbot, QtNs.Key.Key_Tab)
    assert QApplication.focusWidget() is screen.panel.level_buttons[Level.NORMAL]
    key(qtbot, QtNs.Key.Key_Backtab)
    assert heard()[0] == "e7, empty"


def test_going_home_pauses_the_cpu_turn_and_coming_back_resumes_it(
    qtbot: Any, main_window: Any, ctx: Any
) -> None:
    shown: list[str] = []
    screen = open_started(main_window)
    show_text = screen.message_line.show_text
    screen.message_line.show_text = lambda text: (shown.append(text), show_text(text))
    click(qtbot, screen, "d3")
    main_window.show_home()
    qtbot.wait(screen_module.CPU_DELAY_MS + 300)
    threads.wait_for_all()
    qtbot.wait(50)
    # No move landed unseen, and nothing about it was said over the home screen.
    assert screen.game.cpu_to_move and not screen.cpu_thinking
    assert not any(text.startswith("The CPU played") for text in shown)
    main_window.open_game("reversi")
    assert screen.cpu_thinking
    wait_for_player(qtbot, screen)
    assert shown[-1].startswith("The CPU played ")


def test_a_game_counts_as_played_when_it_starts_even_before_the_players_first_disc(
    qtbot: Any, screen: ReversiScreen, ctx: Any
) -> None:
    ctx.settings.update_game("reversi", opponent="easy", colour="white")
    screen.new_game()
    wait_for_player(qtbot, screen)
    # The CPU opened on its own: the game has started, so it is played (the seed page).
    assert ctx.stats.record("reversi")["easy"] == {"played": 1}
    click(qtbot, screen, square_name(screen.game.position.legal_squares()[0]))
    wait_for_player(qtbot, screen)
    assert ctx.stats.record("reversi")["easy"]["played"] == 1  # counted once


def test_a_game_opened_and_left_counts_as_played_with_no_result(
    qtbot: Any, screen: ReversiScreen, ctx: Any
) -> None:
    assert ctx.stats.record("reversi") == {"normal": {"played": 1}}
    screen.close()
    make_screen(qtbot, ctx)  # reopened: the same game, resumed, not a new one
    assert ctx.stats.record("reversi") == {"normal": {"played": 1}}


def test_a_resumed_game_finished_later_counts_once_played_and_once_won(
    qtbot: Any, screen: ReversiScreen, ctx: Any
) -> None:
    screen.set_game(ReversiGame(level=Level.EASY, position=Position(*LAST_MOVE)))
    screen.close()
    resumed = make_screen(qtbot, ctx)
    click(qtbot, resumed, "h7")
    assert resumed.game.result() is not None
    resumed.close()
    make_screen(qtbot, ctx)  # the finished game reopened counts nothing more
    assert ctx.stats.record("reversi")["easy"] == {"played": 1, "wins": 1}


def test_going_home_leaves_no_result_over_home(qtbot: Any, main_window: Any) -> None:
    screen = open_started(main_window)
    screen.set_game(ReversiGame(level=Level.EASY, position=Position(*LAST_MOVE)))
    click(qtbot, screen, "h7")
    assert screen.result_moment.isVisible()
    main_window.show_home()
    assert not screen.result_moment.isVisible()  # it belongs to the screen


def test_enter_after_the_end_repeats_the_result(
    qtbot: Any, screen: ReversiScreen, announcements: list[str]
) -> None:
    screen.set_game(ReversiGame(level=Level.EASY, position=Position(*LAST_MOVE)))
    click(qtbot, screen, "h7")
    focus_on_board(qtbot, screen)
    key(qtbot, QtNs.Key.Key_Return)
    assert announcements[-1] == "Game over: you win, 63 to 0."
    assert heard() == ("h7, black, last move", "Game over: you win, 63 to 0.")


def test_a_resumed_game_keeps_its_colours_and_opponent_and_the_panel_the_next_ones(
    qtbot: Any, ctx: Any
) -> None:
    first = make_screen(qtbot, ctx)
    click(qtbot, first, "d3")
    wait_for_player(qtbot, first)
    first.panel.level_buttons[Level.HARD].click()
    first.panel.colour_buttons[Colour.WHITE].click()
    first.save_now()
    first.close()

    second = make_screen(qtbot, ctx)
    assert (second.game.human, second.game.level) == (Colour.BLACK, Level.NORMAL)
    assert second.game.human_to_move and second.game.ply_count == 2
    assert second.details.text() == "You ● · Normal · Your turn"
    assert second.details.accessibleName() == "You play black (first) against Normal. Your turn"
    assert second.panel.level_buttons[Level.HARD].isChecked()
    assert second.panel.colour_buttons[Colour.WHITE].isChecked()
    second.new_game()
    assert (second.game.human, second.game.level) == (Colour.WHITE, Level.HARD)


def test_play_time_before_a_new_game_against_another_opponent_stays_with_the_old_one(
    screen: ReversiScreen, ctx: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    clock = [1000.0]
    monkeypatch.setattr(screen.session, "now", lambda: clock[0])  # the session's clock
    ctx.settings.update_game("reversi", opponent="hard")
    clock[0] = 1060.0
    screen.new_game()  # Normal was played for the first 60 s, Hard from here on
    clock[0] = 1100.0
    screen.add_play_time(100)  # the shell credits the last 100 s at once
    record = ctx.stats.record("reversi")
    assert record["normal"]["play_seconds"] == pytest.approx(60)
    assert record["hard"]["play_seconds"] == pytest.approx(40)
    clock[0] = 1200.0
    screen.add_play_time(100)
    assert ctx.stats.record("reversi")["hard"]["play_seconds"] == pytest.approx(140)


def test_tab_enters_the_opponent_and_colour_choices_at_the_checked_button(
    qtbot: Any, screen: ReversiScreen
) -> None:
    focus_on_board(qtbot, screen)
    focused = []
    for _ in range(3):
        qtbot.keyClick(QApplication.focusWidget(), QtNs.Key.Key_Tab)
        focused.append(QApplication.focusWidget())
    panel = screen.panel
    normal, black = panel.level_buttons[Level.NORMAL], panel.colour_buttons[Colour.BLACK]
    assert focused[:2] == [normal, black]
    assert not panel.isAncestorOf(focused[2])  # the third Tab leaves the panel
    # Arrows choose within a group; Tab and Shift+Tab come back to the new choice.
    normal.setFocus()
    qtbot.keyClick(normal, QtNs.Key.Key_Up)
    easy = panel.level_buttons[Level.EASY]
    assert easy.hasFocus() and panel.chosen_level() is Level.EASY
    qtbot.keyClick(easy, QtNs.Key.Key_Tab)
    assert black.hasFocus()
    qtbot.keyClick(black, QtNs.Key.Key_Backtab)
    assert easy.hasFocus()


def test_a_finished_game_resumed_later_still_says_how_it_ended(qtbot: Any, ctx: Any) -> None:
    first = make_screen(qtbot, ctx)
    first.set_game(ReversiGame(level=Level.EASY, position=Position(*LAST_MOVE)))
    click(qtbot, first, "h7")
    first.close()
    second = make_screen(qtbot, ctx)
    assert second.game.is_over and second.result_moment.isVisible()
    assert second.result_moment.result.figures == "Black 63 · White 0"
    ended = "You play black (first) against Easy. Game over: you win, 63 to 0."
    assert second.details.accessibleName() == ended
    assert ctx.stats.record("reversi")["easy"] == {"played": 1, "wins": 1}


def test_a_language_change_leaves_no_outcome_in_the_old_language(
    qtbot: Any, screen: ReversiScreen, ctx: Any
) -> None:
    focus_on_board(qtbot, screen)
    key(qtbot, QtNs.Key.Key_Return)
    assert heard()[1] == "You played d3; d4 turned over."
    ctx.set_language("ko")
    assert heard()[1] == ""
    wait_for_player(qtbot, screen)
    assert heard()[1].startswith("CPU가 ")


def test_keypad_arrows_move_the_cursor_too(qtbot: Any, screen: ReversiScreen) -> None:
    focus_on_board(qtbot, screen)
    key(qtbot, QtNs.Key.Key_Down, QtNs.KeyboardModifier.KeypadModifier)
    assert screen.cursor_square == parse_square("d4") and heard()[0] == "d4, white"


def test_help_lists_the_screen_reader_keys() -> None:
    html = help_html()
    assert "J and Shift+J jump to the next and previous legal move" in html
    assert "S says the disc counts" in html


def test_the_next_game_note_shows_only_while_the_choice_differs(qtbot, screen) -> None:  # type: ignore[no-untyped-def]
    note = screen.panel.note
    assert not note.isVisible()
    other = next(b for lvl, b in screen.panel.level_buttons.items() if lvl is not screen.game.level)
    other.click()
    assert note.isVisible()
    assert note.text() == "Changes apply from the next game."
    screen.new_game()
    assert not note.isVisible()


def test_a_move_shows_how_many_discs_turned_and_speaks_which(
    qtbot: Any, screen: ReversiScreen
) -> None:
    said: list[str] = []
    speak = screen.speak
    screen.speak = lambda text, assertive=False, repeat=False: (  # type: ignore[method-assign]
        said.append(text),
        speak(text, assertive, repeat),
    )
    click(qtbot, screen, "d3")
    assert screen.message_line.full_text.startswith("You played d3: 1 disc turned.")
    assert said[0] == "You played d3; d4 turned over."
    wait_for_player(qtbot, screen)
    reply = screen.message_line.full_text
    assert reply.startswith("The CPU played ") and " turned." in reply
    assert "turned over" not in reply  # the squares are named only to screen readers
    assert said[-1].startswith("The CPU played ") and said[-1].endswith("turned over.")


def test_the_shortcuts_window_says_enter_starts_a_chosen_game() -> None:
    """Choose, then play (issue 32): Enter is Start before a game, so the Keyboard
    shortcuts window says so beside Enter placing a disc."""
    from puzzlesuite.games.reversi.keys import keys
    from puzzlesuite.services.keys import key

    entries = [entry for group in keys() for entry in group.keys]
    assert (key("enter"), "Before a game: start it as chosen") in entries
