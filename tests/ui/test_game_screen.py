"""The shared lifecycle `GameScreen` gives a game with a session: resume through the
codec (an unreadable save moved aside, a new game), save now, the result moment from the
session's data (fading in only right after the step that ended the game), the recount
after a statistics reset, play time and the game's own clock following the screen."""

from __future__ import annotations

import json
from typing import Any

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication, QLabel, QVBoxLayout, QWidget

from puzzlesuite.ui.game_screen import GameScreen
from puzzlesuite.ui.result_moment import Result, ResultAction, ResultMoment
from tests.core.test_session import FakeClock, Race, RaceSession


class RaceScreen(GameScreen):
    """A screen supplying only its session class and its drawing and text hooks."""

    game_id = "race"
    session_class = RaceSession
    session: RaceSession
    clock = FakeClock()

    def __init__(self, ctx: Any) -> None:
        super().__init__(ctx)
        self.board = QLabel()
        self.board.setMinimumSize(300, 300)
        self.result_moment = ResultMoment(self.board, self, lambda: False, self.focus_board)
        layout = QVBoxLayout(self)
        layout.addWidget(self.board)
        layout.addWidget(self.message_line)
        self.refreshed = 0
        self.resume()

    def session_clock(self) -> float:
        return self.clock()

    def new_model(self) -> Race:
        return RaceSession.new_model(2)

    def refresh(self) -> None:
        self.refreshed += 1
        self.board.setText(f"{self.session.model.steps} of {self.session.model.goal}")
        self.show_result()

    def result_card(self, data: int) -> Result:
        return Result("Arrived", f"{data} steps", [ResultAction("Again", run=self.new_game)])

    def new_game(self) -> None:
        self.after_step(self.session.start(RaceSession.new_model(2)))

    def advance(self) -> None:
        self.after_step(self.session.advance())

    def undo(self) -> None:
        outcome = self.session.undo()
        if outcome is not None:
            self.after_step(outcome)


def make(qtbot: Any, ctx: Any, shown: bool = True) -> RaceScreen:
    screen = RaceScreen(ctx)
    qtbot.addWidget(screen)
    if shown:
        screen.show()
        qtbot.waitExposed(screen)
    return screen


def write_save(ctx: Any, data: dict[str, Any]) -> None:
    ctx.paths.saves.mkdir(parents=True, exist_ok=True)
    (ctx.paths.saves / "race.json").write_text(json.dumps({"schema": 1, **data}))


def test_a_fresh_screen_starts_the_game_the_screen_asks_for(qtbot: Any, ctx: Any) -> None:
    screen = make(qtbot, ctx)
    assert screen.session.model == Race(2) and screen.board.text() == "0 of 2"
    assert not screen.result_moment.isVisible()


def test_resume_reads_the_save_through_the_codec(qtbot: Any, ctx: Any) -> None:
    write_save(ctx, {"game": {"goal": 4, "steps": 1, "elapsed": 3.0}, "marks": ["played"]})
    screen = make(qtbot, ctx)
    assert screen.session.model.steps == 1 and screen.session.marks == {"played"}
    assert screen.board.text() == "1 of 4"


def test_an_unreadable_save_is_moved_aside_and_a_new_game_starts(qtbot: Any, ctx: Any) -> None:
    write_save(ctx, {"game": {"goal": 2, "steps": 9, "elapsed": 0}})  # past the goal
    notices: list[str] = []
    ctx.problem_reported.connect(lambda message: notices.append(message()))
    ctx.start_notices()
    screen = make(qtbot, ctx)
    assert screen.session.model == Race(2)
    assert ctx.saves.load("race") is None
    assert [path.name for path in ctx.paths.saves.iterdir() if path.name != "race.json"]
    assert len(notices) == 1  # the app's one notice for a damaged file


def test_save_now_writes_the_sessions_save(qtbot: Any, ctx: Any) -> None:
    screen = make(qtbot, ctx)
    screen.advance()
    saved = ctx.saves.load("race")
    assert saved["game"]["steps"] == 1 and saved["marks"] == ["played"]


def test_the_result_fades_in_after_the_ending_step_only(
    qtbot: Any, ctx: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    screen = make(qtbot, ctx)
    animated: list[bool] = []
    original = screen.result_moment.show_result
    monkeypatch.setattr(
        screen.result_moment,
        "show_result",
        lambda result, animate=False: (animated.append(animate), original(result, animate)),
    )
    screen.advance()
    assert not screen.result_moment.isVisible()
    screen.advance()  # the goal
    assert screen.result_moment.isVisible() and screen.result_on_show()
    assert screen.result_moment.result is not None
    assert screen.result_moment.result.figures == "2 steps"
    screen.retranslate()
    screen.refresh()  # drawn again (a language change): shown, no second fade
    assert animated == [True, False]
    screen.save_now()
    resumed = make(qtbot, ctx)
    assert resumed.result_moment.result is not None
    assert animated == [True, False]  # the resumed ending did not fade


def test_undo_out_of_the_ending_hides_the_result_and_updates_undo(qtbot: Any, ctx: Any) -> None:
    screen = make(qtbot, ctx)
    screen.advance()
    screen.advance()
    with qtbot.waitSignal(screen.undo_available_changed) as signal:
        screen.undo()
    assert signal.args == [True]
    assert not screen.result_on_show() and not screen.result_moment.isVisible()
    assert ctx.stats.record("race") == {"easy": {"played": 1, "won": 0}}


def test_the_message_line_is_cleared_when_it_stops_being_true(qtbot: Any, ctx: Any) -> None:
    # Issue 32: a line about the last move stays only while it is about the game on the
    # board and no ending has taken its place.
    screen = make(qtbot, ctx)
    screen.advance()
    screen.announce("Stepped once.")
    assert screen.message_line.text() == "Stepped once."
    screen.new_game()  # another game on the board
    assert screen.message_line.text() == ""
    screen.advance()
    screen.announce("Stepped once.")
    screen.refresh()  # a redraw of the same game keeps the line
    assert screen.message_line.text() == "Stepped once."
    screen.advance()  # the ending: the card says it now
    assert screen.result_on_show() and screen.message_line.text() == ""
    screen.announce("Copied.")  # what is said after the ending shows as usual
    screen.refresh()
    assert screen.message_line.text() == "Copied."
    screen.save_now()
    reopened = make(qtbot, ctx)  # a finished game opened again starts with no line
    assert reopened.result_on_show() and reopened.message_line.text() == ""


def test_stats_were_reset_recounts_and_saves(qtbot: Any, ctx: Any) -> None:
    screen = make(qtbot, ctx)
    screen.advance()
    ctx.stats.reset("race")
    screen.stats_were_reset()
    assert ctx.saves.load("race")["marks"] == []
    screen.advance()
    assert ctx.stats.record("race")["easy"]["played"] == 1


def test_play_time_is_credited_through_the_session(qtbot: Any, ctx: Any) -> None:
    screen = make(qtbot, ctx)
    screen.add_play_time(12.5)
    assert ctx.stats.record("race") == {"easy": {"play_seconds": 12.5}}


def test_the_games_clock_follows_the_screen(
    qtbot: Any, ctx: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = QWidget()  # the main window: the screen is one page of its stack
    qtbot.addWidget(window)
    screen = RaceScreen(ctx)
    screen.setParent(window)
    active = [True]
    monkeypatch.setattr(screen, "isActiveWindow", lambda: active[0])
    window.show()
    qtbot.waitExposed(window)
    screen.advance()  # Race's clock runs from the first step
    clock = RaceScreen.clock
    clock.advance(10)
    assert screen.session.elapsed_now() == 10
    screen.hide()  # another page (home) is shown
    clock.advance(100)
    assert screen.session.elapsed_now() == 10
    screen.show()
    clock.advance(5)
    assert screen.session.elapsed_now() == 15
    active[0] = False  # another application's window comes in front
    QApplication.sendEvent(screen, QEvent(QEvent.Type.ActivationChange))
    clock.advance(50)
    assert screen.session.elapsed_now() == 15
    active[0] = True
    QApplication.sendEvent(screen, QEvent(QEvent.Type.ActivationChange))
    clock.advance(1)
    assert screen.session.elapsed_now() == 16


def test_a_screen_without_a_session_keeps_the_old_defaults(qtbot: Any, ctx: Any) -> None:
    class Plain(GameScreen):
        game_id = "plain"

    plain = Plain(ctx)
    qtbot.addWidget(plain)
    assert plain.session is None and not plain.can_undo() and not plain.can_redo()
    plain.add_play_time(3)
    plain.save_now()
    plain.stats_were_reset()
    assert ctx.stats.record("plain") == {"play_seconds": 3}
    assert ctx.saves.load("plain") is None
    assert isinstance(plain, QWidget)
