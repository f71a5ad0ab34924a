"""The session base (`core.session`), Qt-free: one error type from the codec, steps that
report their counting moments, counting once net, the game's clock on an injected
monotonic clock, play time split per bucket, the recount after a reset."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from puzzlesuite.core.session import (
    GameSession,
    MemoryRecorder,
    Moment,
    SaveError,
    StatsRecorder,
    add_to,
)


class FakeClock:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t

    def advance(self, seconds: float) -> None:
        self.t += seconds


@dataclass
class Race:
    """A toy game: reach `goal` steps; the model keeps its time, like Sudoku's."""

    goal: int
    steps: int = 0
    elapsed: float = 0.0
    history: list[int] = field(default_factory=list)
    level: str = "easy"


class RaceSession(GameSession[Race, int, int]):
    """Counts `played` at the first step (once), `won` at the goal (undo takes it back),
    play time per level; its clock runs from the first step until the goal."""

    game_id = "race"

    @classmethod
    def new_model(cls, goal: int = 3, level: str = "easy") -> Race:
        return Race(goal, level=level)

    @classmethod
    def decode_model(cls, data: Mapping[str, Any]) -> Race:
        game = data["game"]  # a KeyError becomes SaveError
        if game["steps"] > game["goal"]:
            raise ValueError("past the goal")
        return Race(int(game["goal"]), int(game["steps"]), float(game["elapsed"]))

    def restore(self, data: Mapping[str, Any]) -> None:
        self.marks = set(data.get("marks", []))

    def encode(self) -> dict[str, Any]:
        model = self.model
        game = {"goal": model.goal, "steps": model.steps, "elapsed": model.elapsed}
        return {"game": game, "marks": sorted(self.marks)}

    @property
    def elapsed(self) -> float:  # the model keeps the time (and saves it)
        return self.model.elapsed

    @elapsed.setter
    def elapsed(self, seconds: float) -> None:
        self.model.elapsed = seconds

    @property
    def finished(self) -> bool:
        return self.model.steps >= self.model.goal

    def result(self) -> int | None:
        return self.model.steps if self.finished else None

    def clock_runs(self) -> bool:
        return self.model.steps > 0 and not self.finished

    def time_bucket(self) -> str | None:
        return self.model.level

    def can_undo(self) -> bool:
        return bool(self.model.history)

    def advance(self) -> Any:
        return self.step(self._advance)

    def _advance(self) -> int:
        if self.finished:
            raise ValueError("over")
        self.model.steps += 1
        self.model.history.append(self.model.steps)
        level = self.model.level
        self.count_once("played", lambda r: add_to(r, "played", bucket=level), Moment.STARTED)
        if self.finished:
            self.count_once("won", lambda r: add_to(r, "won", bucket=level), Moment.RESULT)
        return self.model.steps

    def _undo(self) -> int:
        self.model.history.pop()
        self.model.steps -= 1
        level = self.model.level
        self.take_back("won", lambda r: add_to(r, "won", -1, bucket=level))
        return self.model.steps


def race(goal: int = 3, **kwargs: Any) -> tuple[RaceSession, MemoryRecorder, FakeClock]:
    recorder, clock = MemoryRecorder(), FakeClock()
    session = RaceSession(RaceSession.new_model(goal, **kwargs), recorder=recorder, clock=clock)
    return session, recorder, clock


# ---- the codec --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "data",
    [
        {},  # KeyError
        {"game": None},  # TypeError
        {"game": {"goal": 2, "steps": 5, "elapsed": 0}},  # ValueError from the rules
        {"game": {"goal": "x", "steps": 0, "elapsed": 0}},  # ValueError from int()
        {"game": {"goal": 2, "steps": 0, "elapsed": 0}, "marks": 7},  # TypeError in restore
    ],
)
def test_every_unreadable_save_raises_save_error_only(data: dict[str, Any]) -> None:
    with pytest.raises(SaveError):
        RaceSession.from_save(data)
    assert RaceSession.read(data) is None
    assert RaceSession.saved_after_reset(data) is None


def test_save_error_is_a_value_error_for_callers_that_catch_those() -> None:
    assert issubclass(SaveError, ValueError)


def test_a_save_round_trips_and_reading_counts_nothing() -> None:
    session, recorder, clock = race(goal=5)
    session.set_on_screen(True)
    session.advance()
    clock.advance(7)
    data = session.to_save()
    assert data["game"]["elapsed"] == 7  # the time up to the save is in it
    writes = recorder.writes
    again = RaceSession.from_save(data, recorder=recorder, clock=clock)
    assert again.model.steps == 1 and again.marks == {"played"} and again.elapsed == 7
    assert recorder.writes == writes
    assert RaceSession.read(None) is None


# ---- steps and counting -------------------------------------------------------------------------


def test_a_step_reports_its_moments_and_the_ending() -> None:
    session, recorder, _clock = race(goal=2)
    first = session.advance()
    assert (first.change, first.moments, first.ended) == (1, (Moment.STARTED,), False)
    second = session.advance()
    assert (second.change, second.moments, second.ended) == (2, (Moment.RESULT,), True)
    assert recorder.value == {"easy": {"played": 1, "won": 1}}
    assert session.result() == 2


def test_undo_out_of_an_ending_withdraws_it_and_playing_on_counts_it_once() -> None:
    session, recorder, _clock = race(goal=2)
    session.advance()
    session.advance()
    undone = session.undo()
    assert undone is not None and undone.moments == (Moment.WITHDRAWN,) and not undone.ended
    assert recorder.value == {"easy": {"played": 1, "won": 0}}
    assert session.advance().moments == (Moment.RESULT,)
    assert recorder.value == {"easy": {"played": 1, "won": 1}}
    assert session.redo() is None  # this game has no redo


def test_an_illegal_step_changes_and_counts_nothing() -> None:
    session, recorder, _clock = race(goal=1)
    session.advance()
    writes, marks = recorder.writes, set(session.marks)
    with pytest.raises(ValueError):
        session.advance()
    assert recorder.writes == writes and session.marks == marks
    assert session.undo() is not None  # and the next step reports only its own moments
    assert session.advance().moments == (Moment.RESULT,)


def test_a_step_inside_a_step_reports_to_both() -> None:
    session, _recorder, _clock = race(goal=3)
    outer = session.step(lambda: (session.advance().moments, session.advance().moments))
    assert outer.change == ((Moment.STARTED,), ())
    assert outer.moments == (Moment.STARTED,)
    assert session.advance().moments == (Moment.RESULT,)  # nothing left over


def test_start_clears_the_marks_and_begin_counts() -> None:
    class Counted(RaceSession):
        def _begin(self) -> None:  # counts when a game appears (Reversi: played)
            self.count_once("shown", lambda r: add_to(r, "shown"), Moment.STARTED)

    recorder = MemoryRecorder()
    session = Counted(Race(3), recorder=recorder)
    assert session.opened().moments == (Moment.STARTED,)
    assert session.opened().moments == ()  # once
    session.advance()
    started = session.start(Race(3))
    assert started.moments == (Moment.STARTED,) and session.marks == {"shown"}
    assert recorder.value["shown"] == 2


@given(st.lists(st.sampled_from(["advance", "undo", "reset", "resume", "new"]), max_size=40))
@settings(max_examples=200, deadline=None)
def test_each_moment_counts_once_net(actions: list[str]) -> None:
    """Played counts each game with a step since the last reset once; won equals the
    games standing at their goal that reached it since the reset."""
    session, recorder, clock = race(goal=2)
    played_since_reset: set[int] = set()
    won_since_reset: set[int] = set()
    game = 0
    for action in actions:
        if action == "advance" and not session.finished:
            session.advance()
            played_since_reset.add(game)
            if session.finished:
                won_since_reset.add(game)
        elif action == "undo" and session.can_undo():
            session.undo()
            won_since_reset.discard(game)
        elif action == "reset":
            recorder.value = {}
            session.stats_were_reset()
            played_since_reset.clear()
            won_since_reset.clear()
        elif action == "resume":
            # Undo is not saved: the resumed game starts its history afresh.
            session = RaceSession.from_save(session.to_save(), recorder=recorder, clock=clock)
        elif action == "new":
            session.start(RaceSession.new_model(2))
            game += 1
        counts = recorder.value.get("easy", {})
        assert counts.get("played", 0) == len(played_since_reset)
        assert counts.get("won", 0) == len(won_since_reset)


def test_the_default_recount_clears_every_mark() -> None:
    session, recorder, _clock = race(goal=3)
    session.advance()
    recorder.value = {}
    assert session.stats_were_reset().moments == ()
    assert session.marks == set()
    session.advance()
    assert recorder.value == {"easy": {"played": 1}}


def test_saved_after_reset_recounts_a_closed_game_through_the_codec() -> None:
    session, _recorder, _clock = race(goal=3)
    session.advance()
    data = session.to_save()
    assert data["marks"] == ["played"]
    assert RaceSession.saved_after_reset(data) == {**data, "marks": []}


# ---- the game's clock ---------------------------------------------------------------------------


def test_the_clock_runs_only_on_screen_and_while_the_game_says_so() -> None:
    session, _recorder, clock = race(goal=2)
    session.set_on_screen(True)
    clock.advance(5)
    assert session.elapsed_now() == 0  # before the first step (Minesweeper's rule)
    session.advance()
    clock.advance(10)
    assert session.elapsed_now() == 10
    session.set_on_screen(False)  # the screen is hidden or the window in the background
    clock.advance(100)
    assert session.elapsed_now() == 10
    session.set_on_screen(True)
    clock.advance(4)
    session.advance()  # the goal: the time up to this step counts, then it stops
    clock.advance(50)
    assert session.elapsed_now() == session.model.elapsed == 14


def test_a_new_game_starts_its_own_time_and_the_old_keeps_its() -> None:
    session, _recorder, clock = race(goal=5)
    session.set_on_screen(True)
    session.advance()
    clock.advance(3)
    old = session.model
    session.start(Race(5))
    clock.advance(2)
    assert old.elapsed == 3 and session.elapsed_now() == 0  # not started: no step yet
    session.advance()
    clock.advance(2)
    assert session.elapsed_now() == 2


def test_a_session_without_its_own_time_counts_from_zero_in_each_game() -> None:
    class Plain(GameSession[int, int, int]):
        @property
        def finished(self) -> bool:
            return False

    clock = FakeClock()
    session = Plain(0, clock=clock)
    session.set_on_screen(True)
    clock.advance(6)
    assert session.elapsed_now() == 6
    session.start(1)
    clock.advance(1)
    assert session.elapsed_now() == 1


# ---- the shell's play time ----------------------------------------------------------------------


def test_play_time_goes_to_the_bucket_played_split_at_a_change() -> None:
    session, recorder, clock = race(goal=5, level="easy")
    clock.advance(30)
    session.start(RaceSession.new_model(5, level="hard"))  # 30 s into the flush
    clock.advance(12)
    session.credit_play_time(42)
    assert recorder.value == {"easy": {"play_seconds": 30}, "hard": {"play_seconds": 12}}
    clock.advance(8)
    session.credit_play_time(8)
    assert recorder.value["hard"] == {"play_seconds": 20}


def test_a_zero_flush_writes_nothing_and_counts_play_time_can_refuse() -> None:
    session, recorder, _clock = race()
    session.credit_play_time(0)
    assert recorder.writes == 0

    class Entering(RaceSession):
        def counts_play_time(self) -> bool:
            return False

    quiet = Entering(Race(3), recorder=recorder)
    quiet.credit_play_time(10)
    assert recorder.writes == 0


def test_the_play_time_of_a_game_without_buckets_goes_to_the_record() -> None:
    class Plain(GameSession[int, int, int]):
        @property
        def finished(self) -> bool:
            return False

    recorder = MemoryRecorder({"best_score": 3})
    Plain(0, recorder=recorder).credit_play_time(12.5)
    assert recorder.value == {"best_score": 3, "play_seconds": 12.5}


# ---- recorders ----------------------------------------------------------------------------------


def test_the_stats_recorder_reads_and_writes_one_games_record() -> None:
    class Stats:
        def __init__(self) -> None:
            self.records: dict[str, dict[str, Any]] = {"race": {"played": 1}}

        def record(self, game_id: str) -> dict[str, Any]:
            return dict(self.records.get(game_id, {}))

        def update(self, game_id: str, mutate: Any) -> None:
            record = self.record(game_id)
            mutate(record)
            self.records[game_id] = record

    stats = Stats()
    recorder = StatsRecorder(stats, "race")
    recorder.update(lambda r: add_to(r, "played"))
    assert recorder.record() == {"played": 2} and stats.records == {"race": {"played": 2}}


def test_the_memory_recorder_hands_out_copies() -> None:
    recorder = MemoryRecorder({"easy": {"played": 1}})
    recorder.record()["easy"]["played"] = 99
    assert recorder.value == {"easy": {"played": 1}}


def test_the_session_module_imports_no_qt() -> None:
    code = (
        "import sys, puzzlesuite.core.session, puzzlesuite.games.blockpuzzle.session;"
        "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"
