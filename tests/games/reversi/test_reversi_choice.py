"""Choose, then play (issue 32 item 4; seed: the colour is chosen before a game starts,
on the game's own screen) and the two channels of the status (issue 32 item 1), through
the real screen: the first open shows the start position without dots beside the
choice and counts nothing until Start; Start, Enter, Ctrl+N and Play again start at once
with the choice shown; no play time while no game runs; the short status fits."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication
from reversi_helpers import LAST_MOVE
from test_reversi_screen import (
    CPU_WAIT_MS,
    LEFT,
    click,
    heard,
    key,
    make_screen,
    wait_for_player,
)

from puzzlesuite.games.reversi import screen as screen_module
from puzzlesuite.games.reversi import texts
from puzzlesuite.games.reversi.ai import Level
from puzzlesuite.games.reversi.engine import parse_square
from puzzlesuite.games.reversi.model import Colour, Position, Result, ReversiGame
from puzzlesuite.games.reversi.screen import ReversiScreen
from puzzlesuite.services import i18n
from puzzlesuite.ui import threads
from puzzlesuite.ui.steady import cut_to_fit

CHOOSE = "Choose your opponent and your colour, then press Start."


@pytest.fixture(autouse=True)
def _no_search_left_behind() -> Any:
    yield
    threads.wait_for_all()
    QApplication.processEvents()


def first_open(qtbot: Any, main_window: Any, level: str, colour: str) -> ReversiScreen:
    main_window.ctx.settings.update_game("reversi", opponent=level, colour=colour)
    screen: ReversiScreen = main_window.open_game("reversi")
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    return screen


def test_the_first_open_shows_the_start_position_and_the_choice_and_counts_nothing(
    qtbot: Any, main_window: Any
) -> None:
    ctx = main_window.ctx
    screen = first_open(qtbot, main_window, "easy", "white")
    panel = screen.panel
    # The start position without dots, and nobody moves (with White the CPU would).
    assert screen.game.position == Position() and screen.view.board_item.dots == 0
    qtbot.wait(screen_module.CPU_DELAY_MS + 150)
    assert screen.game.position == Position() and not screen.cpu_thinking
    # The choice: the last chosen preselected, each opponent with its one-line
    # description, the colour, and Start (the default button).
    assert panel.level_buttons[Level.EASY].isChecked()
    assert panel.colour_buttons[Colour.WHITE].isChecked()
    segments = [panel.level_buttons[level] for level in Level]
    assert [segment.note() for segment in segments] == [
        "Gives corners away",
        "Weighs mobility and squares",
        "Looks 12,000 positions ahead",
    ]
    assert all(segment.isVisible() for segment in segments)
    # The description is drawn in the segment, under the name: its width and the second
    # line's height are asked for, so it is never cut.
    for segment in segments:
        note = QFontMetrics(segment.note_font())
        assert segment.width() >= note.horizontalAdvance(segment.note())
        assert segment.height() >= QFontMetrics(segment.font()).height() + note.height()
    assert panel.level_buttons[Level.EASY].accessibleName() in ("", "Easy")
    assert panel.level_buttons[Level.HARD].accessibleDescription() == (
        "Looks ahead through 12,000 positions. Never plays randomly."
    )
    start = panel.start_button
    assert start.isVisible() and start.isDefault() and start.text() == "Start"
    assert not panel.note.isVisible()
    # Focus where the choice begins; the status says what to do, in both forms.
    assert QApplication.focusWidget() is panel.level_buttons[Level.EASY]
    assert screen.counts.text() == "Black 2 · White 2"
    assert screen.details.text() == "Choose, then press Start"
    assert screen.details.accessibleName() == CHOOSE
    assert screen.status_text() == "Black 2, white 2. " + CHOOSE
    # A click on the board does nothing; nothing is counted, nothing saved.
    click(qtbot, screen, "d3")
    assert screen.game.position == Position()
    assert ctx.stats.record("reversi") == {} and ctx.saves.load("reversi") is None
    # Home says the game waits for a choice.
    main_window.show_home()
    card = next(c for c in main_window.home.cards if c.entry.id == "reversi")
    qtbot.waitUntil(lambda: card.state == "Choose your opponent")


def announced(screen: ReversiScreen) -> list[str]:
    """What `screen` announces from now on, in order."""
    said: list[str] = []
    original = screen.announce

    def capture(text: str, assertive: bool = False, shown: str | None = None) -> None:
        said.append(text)
        original(text, assertive, shown)

    screen.announce = capture  # type: ignore[method-assign]
    return said


def test_start_begins_the_chosen_game_and_counts_it_played_at_once(
    qtbot: Any, main_window: Any
) -> None:
    ctx = main_window.ctx
    screen = first_open(qtbot, main_window, "easy", "white")
    announcements = announced(screen)
    panel = screen.panel
    below = panel.note.geometry()
    qtbot.mouseClick(panel.start_button, LEFT)
    game = screen.game
    assert (game.human, game.level) == (Colour.WHITE, Level.EASY)
    assert ctx.stats.record("reversi") == {"easy": {"played": 1}}  # at the moment of Start
    assert ctx.saves.load("reversi") is not None
    assert announcements[-1] == "New game. You play white (second) against Easy."
    assert screen.message_line.full_text == "New game."
    # The CPU opens; Start steps aside without moving what is below it.
    assert screen.cpu_thinking and screen.details.text() == "You ○ · Easy · CPU's turn"
    assert not panel.start_button.isVisible() and panel.note.geometry() == below
    assert screen.board_grid.has_focus()
    wait_for_player(qtbot, screen)
    assert screen.details.text() == "You ○ · Easy · Your turn"
    assert screen.details.accessibleName() == "You play white (second) against Easy. Your turn"
    assert screen.view.board_item.dots == screen.game.position.legal_moves() != 0
    assert ctx.stats.record("reversi") == {"easy": {"played": 1}}  # once


def test_enter_on_the_choice_presses_start(qtbot: Any, main_window: Any) -> None:
    screen = first_open(qtbot, main_window, "normal", "black")
    key(qtbot, Qt.Key.Key_Up)  # Easy, by the arrows of the group
    assert screen.panel.chosen_level() is Level.EASY
    key(qtbot, Qt.Key.Key_Tab)  # the colour
    assert QApplication.focusWidget() is screen.panel.colour_buttons[Colour.BLACK]
    key(qtbot, Qt.Key.Key_Return)
    assert screen.session.started and screen.game.level is Level.EASY
    assert main_window.ctx.stats.record("reversi") == {"easy": {"played": 1}}
    assert heard()[0] == "d3, empty, legal move"  # the board has the focus


def test_enter_on_the_board_before_the_first_game_starts_it(qtbot: Any, main_window: Any) -> None:
    screen = first_open(qtbot, main_window, "hard", "black")
    screen.board_grid.focus_board()
    qtbot.waitUntil(screen.board_grid.has_focus)
    assert heard()[0] == "d3, empty"  # no dots before Start
    key(qtbot, Qt.Key.Key_J)
    assert heard()[1] == CHOOSE  # J says why there is nowhere to jump
    key(qtbot, Qt.Key.Key_Return)
    assert screen.session.started and screen.game.level is Level.HARD
    key(qtbot, Qt.Key.Key_Return)  # now it plays d3
    assert screen.game.position.colour_at(parse_square("d3")) is Colour.BLACK
    wait_for_player(qtbot, screen)


def test_ctrl_n_starts_at_once_with_the_current_choice(qtbot: Any, main_window: Any) -> None:
    screen = first_open(qtbot, main_window, "normal", "black")
    screen.panel.level_buttons[Level.HARD].click()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert screen.session.started and screen.game.level is Level.HARD
    assert main_window.ctx.stats.record("reversi") == {"hard": {"played": 1}}


def test_no_play_time_before_start_nor_after_the_end(qtbot: Any, ctx: Any) -> None:
    clock = [1000.0]
    screen = make_screen(qtbot, ctx, started=False)
    screen.session.now = lambda: clock[0]
    clock[0] += 30
    screen.add_play_time(30)  # the shell's flush while the choice is on show
    assert ctx.stats.record("reversi") == {}
    screen.set_game(ReversiGame(level=Level.EASY, position=Position(*LAST_MOVE)))
    clock[0] += 12
    click(qtbot, screen, "h7")  # the ending, 12 s after Start
    clock[0] += 40
    screen.add_play_time(52)
    assert ctx.stats.record("reversi")["easy"] == {"played": 1, "wins": 1, "play_seconds": 12}


def test_a_finished_game_waits_for_the_choice_and_play_again_uses_it(qtbot: Any, ctx: Any) -> None:
    screen = make_screen(qtbot, ctx)
    screen.set_game(ReversiGame(level=Level.EASY, position=Position(*LAST_MOVE)))
    panel = screen.panel
    assert not panel.start_button.isVisible()  # a game in progress
    click(qtbot, screen, "h7")
    assert screen.session.waiting and panel.start_button.isVisible()
    assert screen.details.text() == "You ● · Easy · Game over"
    panel.level_buttons[Level.HARD].click()
    assert not panel.note.isVisible()  # no game in progress: the choice is for the next
    moment = screen.result_moment
    qtbot.mouseClick(moment.action_buttons[0], LEFT)  # Play again
    assert (screen.game.level, screen.game.human) == (Level.HARD, Colour.BLACK)
    assert screen.session.in_progress and not panel.start_button.isVisible()


def test_a_game_in_progress_resumes_and_its_choice_applies_next(qtbot: Any, ctx: Any) -> None:
    first = make_screen(qtbot, ctx)  # a saved game in progress, against Normal
    first.close()
    ctx.settings.update_game("reversi", opponent="hard", colour="white")
    second = make_screen(qtbot, ctx)
    assert second.session.in_progress and second.game.level is Level.NORMAL
    assert not second.panel.start_button.isVisible()
    assert second.panel.note.isVisible()  # the choice differs from the game on the board
    assert second.board_grid.focus_widget is not None
    qtbot.waitUntil(lambda: second.game.human_to_move, timeout=CPU_WAIT_MS)


# ---- the short status: at a glance, never cut -------------------------------------------


def every_status() -> list[str]:
    lines = [texts.status_line(False, Colour.BLACK, Level.NORMAL, False, None)]
    ended = Result(Colour.WHITE, 20, 44)
    for human in Colour:
        for level in Level:
            for turn, result in ((True, None), (False, None), (False, ended)):
                lines.append(texts.status_line(True, human, level, turn, result))
    return lines


def test_the_short_status_is_at_most_40_characters_in_english() -> None:
    assert max(len(line) for line in every_status()) <= 40


@pytest.mark.parametrize("language", ["en", "ko", "id", "es"])
def test_the_short_status_is_never_cut_at_800_by_600(
    qtbot: Any, ctx: Any, main_window: Any, language: str
) -> None:
    """One line at 100 %; at 200 % it may wrap to its two lines, never losing its end."""
    ctx.set_language(language)
    main_window.resize(800, 600)
    screen = main_window.open_game("reversi")
    label = screen.details
    flags = int(label.alignment()) | int(Qt.TextFlag.TextWordWrap)
    try:
        for zoom in (100, 200):
            ctx.settings.update(zoom=zoom)
            QApplication.processEvents()
            metrics = QFontMetrics(label.font())
            room = label.contentsRect()
            for line in every_status():
                assert cut_to_fit(line, metrics, room, flags) == line, (zoom, line)
                if zoom == 100:
                    assert metrics.horizontalAdvance(line) <= room.width(), line
                    one_line = metrics.boundingRect(QRect(room), flags, line).height()
                    assert one_line <= metrics.lineSpacing() + 1, line
    finally:
        ctx.settings.update(zoom=100)
        i18n.set_language("en")
