"""Sudoku's session, without Qt: started and solved counted exactly once net over any
sequence of digits, notes, erasures, hints, undos, redos, new puzzles, entries, restarts
and statistics resets; the puzzle's clock; play time by bucket; the save round trip
(without the undo history); `SaveError`, and only it, for a damaged save; the supply of
prepared puzzles; the units a move completes; the result moment's data."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)

from puzzlesuite.core.session import MemoryRecorder, Moment, SaveError
from puzzlesuite.games.sudoku.generator import Puzzle, generate
from puzzlesuite.games.sudoku.hints import Stage
from puzzlesuite.games.sudoku.model import SudokuGame
from puzzlesuite.games.sudoku.own_puzzle import prove
from puzzlesuite.games.sudoku.session import (
    EntryBoard,
    Refused,
    Solved,
    SudokuSession,
    clear_counted,
    complete_units,
    new_game,
)
from puzzlesuite.games.sudoku.summary import home_line
from puzzlesuite.games.sudoku.supply import PuzzleSupply
from puzzlesuite.games.sudoku.techniques import LEVELS, Level


@cache
def puzzle(level: Level, seed: int) -> Puzzle:
    return generate(level, seed)


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


def session_on(
    game: SudokuGame | None = None, record: dict[str, Any] | None = None
) -> tuple[SudokuSession, MemoryRecorder, FakeClock]:
    recorder, clock = MemoryRecorder(record), FakeClock()
    session = SudokuSession(None, recorder=recorder, clock=clock)
    session.start(game if game is not None else new_game(puzzle(Level.EASY, 7)))
    session.set_on_screen(True)
    return session, recorder, clock


def solve_but_one(session: SudokuSession) -> int:
    game = session.model
    assert game is not None
    cells = game.empty_cells()
    for cell in cells[:-1]:
        session.place(cell, game.solution[cell])
    return cells[-1]


def wrong_digit(game: SudokuGame, cell: int) -> int:
    return game.solution[cell] % 9 + 1


# ---- counting -------------------------------------------------------------------------------


def test_the_first_digit_counts_the_puzzle_started_once_in_its_level() -> None:
    session, recorder, _clock = session_on()
    game = session.model
    assert game is not None
    first, second = game.empty_cells()[:2]
    assert session.note(first, 3).moments == ()  # a note is no digit
    outcome = session.place(first, wrong_digit(game, first))
    assert outcome.moments == (Moment.STARTED,) and outcome.change.changed
    assert session.place(second, game.solution[second]).moments == ()
    session.erase(first)
    session.place(first, game.solution[first])
    assert recorder.value == {"easy": {"started": 1}}
    assert game.started


def test_solving_counts_once_with_its_time_and_hints_and_the_ending_stands() -> None:
    session, recorder, clock = session_on()
    game = session.model
    assert game is not None
    session.hint()  # counted with the puzzle, not in statistics
    last = solve_but_one(session)
    clock.advance(125)
    outcome = session.place(last, game.solution[last])
    assert outcome.ended and outcome.moments == (Moment.RESULT,)
    assert session.finished and game.finished
    assert session.result() == Solved(125.0, 1, Level.EASY, new_best=True)  # the first at Easy
    easy = recorder.value["easy"]
    assert (easy["started"], easy["solved"], easy["best_seconds"]) == (1, 1, 125.0)
    assert "solved_no_hints" not in easy
    assert easy["hints_per_solve"] == [0, 1, 0, 0]
    # The solved board stands: no undo, no move, no second count.
    assert not session.can_undo() and session.undo() is None
    with pytest.raises(Refused) as refused:
        session.place(last, 1)
    assert refused.value.reason == Refused.SOLVED
    with pytest.raises(Refused):
        session.erase(last)
    clock.advance(50)
    assert session.elapsed_now() == 125.0, "the clock stopped at the solve"
    assert recorder.value["easy"]["solved"] == 1


def test_a_redo_that_solves_counts_the_solve_once() -> None:
    session, recorder, _clock = session_on()
    game = session.model
    assert game is not None
    last = solve_but_one(session)
    session.place(last, wrong_digit(game, last))
    session.undo()
    session.place(last, game.solution[last])
    assert session.finished and recorder.value["easy"]["solved"] == 1
    assert session.redo() is None  # the history after a new move is gone, and it is over


def test_refused_moves_change_and_count_nothing() -> None:
    session, recorder, _clock = session_on()
    game = session.model
    assert game is not None
    given_cell = next(c for c in range(81) if game.is_given(c))
    before = game.to_dict()
    moves: list[Callable[[], object]] = [
        lambda: session.place(given_cell, 1),
        lambda: session.note(given_cell, 1),
        lambda: session.erase(given_cell),
    ]
    for move in moves:
        with pytest.raises(Refused) as refused:
            move()
        assert refused.value.reason == Refused.GIVEN and refused.value.cell == given_cell
    empty = game.empty_cells()[0]
    session.place(empty, 4)
    with pytest.raises(Refused) as refused:
        session.note(empty, 5)
    assert refused.value.reason == Refused.FILLED
    assert game.values[empty] == 4
    game_before = {**before, "values": game.values, "started": True}
    assert game.to_dict() == game_before
    assert recorder.value == {"easy": {"started": 1}}


def test_the_same_digit_again_changes_nothing() -> None:
    session, _recorder, _clock = session_on()
    game = session.model
    assert game is not None
    cell = game.empty_cells()[0]
    session.place(cell, 4)
    again = session.place(cell, 4)
    assert not again.change.changed and again.change.action is None


def test_a_hint_that_places_its_digit_counts_the_puzzle_started() -> None:
    session, recorder, _clock = session_on()
    first = session.hint()
    assert first.change.press is not None and first.change.press.stage is Stage.WHERE
    assert session.model is not None and session.model.hints_used == 1
    session.hint()
    done = session.hint()
    press = done.change.press
    assert press is not None and press.done and press.hint is not None
    assert press.hint.places_digit and done.change.changed
    assert done.moments == (Moment.STARTED,)
    assert recorder.value == {"easy": {"started": 1}}


def test_an_own_puzzle_counts_in_its_grade_bucket_and_an_entry_counts_nothing() -> None:
    session, recorder, _clock = session_on()
    entered = session.enter()
    assert entered is not None and session.entering
    assert isinstance(session.model, EntryBoard)
    givens = puzzle(Level.MEDIUM, 3).givens
    session.set_cells({cell: (givens[cell], 0) for cell in range(81)})
    assert recorder.value == {}, "entering is not playing"
    proven = prove(tuple(session.model.values))
    session.remember(proven)
    game = SudokuGame(proven.givens, proven.solution, proven.grade or Level.EXPERT, 0, own=True)
    session.start(game)
    assert not session.entering and session.previous is None
    cell = game.empty_cells()[0]
    session.place(cell, game.solution[cell])
    assert recorder.value == {game.stats_bucket: {"started": 1}}
    assert game.stats_bucket.startswith("own_")
    assert session.recent[0]["givens"] == "".join(str(d) for d in givens)


def test_a_reset_counts_the_puzzle_started_again_at_its_next_digit() -> None:
    session, _recorder, _clock = session_on()
    game = session.model
    assert game is not None
    first, second = game.empty_cells()[:2]
    session.place(first, game.solution[first])
    session.recorder = MemoryRecorder()  # the record after Statistics → Reset
    assert session.stats_were_reset().moments == ()
    assert session.to_save()["game"]["started"] is False
    assert session.place(second, game.solution[second]).moments == (Moment.STARTED,)
    assert session.recorder.record() == {"easy": {"started": 1}}


def test_a_reset_leaves_a_solved_puzzle_solved() -> None:
    session, _recorder, _clock = session_on()
    game = session.model
    assert game is not None
    last = solve_but_one(session)
    session.place(last, game.solution[last])
    session.stats_were_reset()
    assert game.started and game.finished


def test_the_reset_hook_of_a_closed_game_works_through_the_codec() -> None:
    session, _recorder, _clock = session_on()
    game = session.model
    assert game is not None
    cell = game.empty_cells()[0]
    session.place(cell, game.solution[cell])
    data = session.to_save()
    cleared = clear_counted(data)
    assert cleared["game"] == {**data["game"], "started": False}
    assert {key: cleared[key] for key in cleared if key != "game"} == {
        key: data[key] for key in data if key != "game"
    }
    damaged = {**data, "game": {**data["game"], "values": "nonsense"}}
    assert clear_counted(damaged) is damaged  # left for the game to report when opened


def test_the_reset_recounts_the_puzzle_kept_while_entering() -> None:
    session, _recorder, _clock = session_on()
    game = session.model
    assert game is not None
    cell = game.empty_cells()[0]
    session.place(cell, game.solution[cell])
    session.enter()
    session.stats_were_reset()
    assert session.previous is game and not game.started


# ---- the clock and play time ---------------------------------------------------------------


def test_the_clock_runs_only_while_the_puzzle_is_played_on_screen() -> None:
    session, _recorder, clock = session_on()
    clock.advance(10)
    assert session.elapsed_now() == 10
    session.set_on_screen(False)
    clock.advance(100)
    session.set_on_screen(True)
    clock.advance(5)
    assert session.elapsed_now() == 15
    session.enter()  # entering a puzzle: the one kept does not count time
    clock.advance(30)
    session.cancel_entry()
    clock.advance(1)
    assert session.elapsed_now() == 16
    session.supply.prepared.clear()
    assert session.request(Level.HARD) is None  # a new puzzle being made: the board waits
    clock.advance(20)
    game = session.model
    assert game is not None and game.elapsed == 16
    assert session.to_save()["game"]["elapsed"] == 16


def test_a_new_puzzle_starts_at_zero_and_the_old_keeps_its_time() -> None:
    session, _recorder, clock = session_on()
    old = session.model
    clock.advance(7)
    session.supply.prepared[Level.MEDIUM] = puzzle(Level.MEDIUM, 5)
    outcome = session.request(Level.MEDIUM)
    assert outcome is not None and session.model is not old
    assert old is not None and old.elapsed == 7
    clock.advance(3)
    assert session.elapsed_now() == 3


def test_play_time_goes_to_the_bucket_played_and_entering_is_not_play() -> None:
    session, recorder, clock = session_on()
    clock.advance(10)
    session.supply.prepared[Level.HARD] = puzzle(Level.HARD, 2)
    session.request(Level.HARD)
    clock.advance(4)
    session.credit_play_time(14)  # the shell's flush: 10 s of Easy, 4 s of Hard
    assert recorder.value == {"easy": {"play_seconds": 10}, "hard": {"play_seconds": 4}}
    session.enter()
    clock.advance(6)
    session.credit_play_time(6)
    assert recorder.value["hard"]["play_seconds"] == 4


def test_before_the_first_puzzle_play_time_goes_to_the_level_being_prepared() -> None:
    recorder = MemoryRecorder()
    session = SudokuSession(SudokuSession.new_model(), recorder=recorder, clock=FakeClock())
    assert session.model is None and not session.ready
    assert session.request(Level.MEDIUM) is None
    session.credit_play_time(2)
    assert recorder.value == {"medium": {"play_seconds": 2}}


# ---- the supply --------------------------------------------------------------------------


def test_a_prepared_puzzle_starts_at_once_and_a_missing_one_waits() -> None:
    session, _recorder, _clock = session_on()
    session.supply.prepared = {Level.EASY: puzzle(Level.EASY, 100)}
    started = session.request(Level.EASY)
    assert started is not None and session.model is not None and session.model.seed == 100
    assert Level.EASY not in session.supply.prepared
    assert session.request(Level.EASY, seed=31) is None
    assert session.waiting == (Level.EASY, 31) and not session.ready
    with pytest.raises(Refused) as refused:
        session.place(0, 1)
    assert refused.value.reason == Refused.PREPARING
    assert session.result() is None and not session.can_undo()
    # Another level's puzzle arriving is kept; the one waited for starts.
    assert session.arrived(puzzle(Level.HARD, 2)) is None
    assert session.supply.prepared[Level.HARD].seed == 2
    arrived = session.arrived(puzzle(Level.EASY, 31))
    assert arrived is not None and session.ready and session.model.seed == 31


def test_the_supply_makes_the_waited_puzzle_first_then_the_chosen_level_then_the_rest() -> None:
    seeds = iter(range(500, 600))
    supply = PuzzleSupply(seeds=lambda: next(seeds))
    assert supply.request(Level.HARD, 42) is None
    job = supply.next_job(Level.MEDIUM)
    assert job is not None and job.args == (Level.HARD, 42)  # type: ignore[attr-defined]
    supply.waiting = None
    job = supply.next_job(Level.MEDIUM)
    assert job is not None and job.args == (Level.MEDIUM, 500)  # type: ignore[attr-defined]
    supply.prepared = {level: puzzle(level, 100 + level.rank) for level in (Level.MEDIUM,)}
    job = supply.next_job(Level.MEDIUM)
    assert job is not None and job.args[0] is Level.EASY  # type: ignore[attr-defined]
    supply.prepared = {level: puzzle(level, 100 + level.rank) for level in LEVELS}
    assert supply.next_job(Level.MEDIUM) is None


# ---- what a move completes --------------------------------------------------------------


def test_a_digit_that_fills_a_unit_without_a_conflict_reports_it_once() -> None:
    session, _recorder, _clock = session_on()
    game = session.model
    assert game is not None
    row = next(r for r in range(9) if sum(1 for c in range(9) if not game.values[9 * r + c]) >= 2)
    empties = [9 * row + c for c in range(9) if not game.values[9 * row + c]]
    for cell in empties[:-1]:
        assert ("row", row) not in session.place(cell, game.solution[cell]).change.completed
    last = empties[-1]
    # A wrong digit that repeats one in the row fills it with a conflict: not complete.
    repeat = game.values[empties[0]]
    assert ("row", row) not in session.place(last, repeat).change.completed
    done = session.place(last, game.solution[last]).change.completed
    assert ("row", row) in done
    assert all(unit in complete_units(game.values) for unit in done)
    session.undo()
    redone = session.redo()
    assert redone is not None and redone.change.completed == (), "only moves light units"


def test_a_full_unit_is_complete_only_without_a_repeat() -> None:
    values = list(puzzle(Level.EASY, 7).solution)
    assert len(complete_units(values)) == 27
    values[0], values[1] = values[1], values[0]  # row 1 still holds each digit once
    assert ("row", 0) in complete_units(values)
    assert ("col", 0) not in complete_units(values)
    values[0] = 0
    assert ("row", 0) not in complete_units(values)


# ---- the save -------------------------------------------------------------------------------


def played_save() -> dict[str, Any]:
    session, _recorder, _clock = session_on()
    game = session.model
    assert game is not None
    first, second = game.empty_cells()[:2]
    session.place(first, game.solution[first])
    session.note(second, 4)
    session.hint()
    session.supply.prepared = {level: puzzle(level, 100 + level.rank) for level in LEVELS}
    data: dict[str, Any] = json.loads(json.dumps(session.to_save()))
    return data


def test_the_save_round_trips_exactly_without_the_undo_history() -> None:
    data = played_save()
    assert set(data) == {"game", "entry", "recent", "prepared"}
    resumed = SudokuSession.from_save(data)
    assert resumed.to_save() == data
    assert resumed.model is not None and resumed.model.hints_used == 1
    assert set(resumed.supply.prepared) == set(LEVELS)
    assert not resumed.can_undo() and resumed.hints.stage is Stage.IDLE


def test_an_entry_round_trips_with_the_puzzle_kept_for_after_it() -> None:
    session = SudokuSession.from_save(played_save())
    kept = session.model
    session.enter()
    session.set_cells({0: (5, 0), 10: (3, 0)})
    data = json.loads(json.dumps(session.to_save()))
    assert data["entry"]["values"][:2] == [5, 0] and data["game"] == kept.to_dict()  # type: ignore[union-attr]
    resumed = SudokuSession.from_save(data)
    assert resumed.entering and resumed.previous is not None
    assert resumed.previous.to_dict() == kept.to_dict()  # type: ignore[union-attr]
    assert resumed.cancel_entry() is not None and resumed.model is not None
    assert resumed.model.to_dict() == kept.to_dict()  # type: ignore[union-attr]


def test_a_save_with_no_puzzle_yet_reads_as_no_board() -> None:
    session = SudokuSession.from_save({"game": None})
    assert session.model is None and not session.ready and session.result() is None


@pytest.mark.parametrize(
    ("path", "value"),
    [
        (("game", "solution", 0), 0),  # not a solved grid
        (("game", "values", 0), 0),  # a given gone from the board (if cell 0 is one)
        (("game", "notes", 3), 1),  # a note for digit 0
        (("game", "level"), "impossible"),
        (("game", "finished"), True),  # finished on a grid that is not solved
        (("game", "elapsed"), -1),
        (("prepared", "easy", "solution", 0), 0),
        (("prepared", "easy", "givens"), [0] * 81),
        (("prepared",), {"nightmare": {}}),
        (("entry",), {"values": ["x"] * 81}),
        (("recent",), "nonsense"),
        (("recent",), [{"givens": "1" * 81, "grade": "legendary"}]),
    ],
)
def test_a_damaged_save_raises_save_error(path: tuple[Any, ...], value: Any) -> None:
    data = played_save()
    if path[:2] == ("game", "values"):
        data["game"]["givens"][0] = data["game"]["solution"][0]  # cell 0 a given
        data["game"]["values"][0] = data["game"]["solution"][0]
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    with pytest.raises(SaveError):
        SudokuSession.from_save(data)


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats() | st.text(max_size=9),
    lambda inner: st.lists(inner, max_size=9) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=12,
)


@given(
    where=st.sampled_from(
        [
            ("game", "level"),
            ("game", "seed"),
            ("game", "givens"),
            ("game", "values"),
            ("game", "notes"),
            ("game", "elapsed"),
            ("game", "hints_used"),
            ("game", "started"),
            ("game", "finished"),
            ("game", "own"),
            ("prepared", "easy"),
            ("entry",),
            ("recent",),
            ("game",),
        ]
    ),
    value=JSON,
)
@settings(max_examples=300, deadline=None)
def test_any_damage_to_a_field_is_save_error_or_a_readable_game(
    where: tuple[str, ...], value: Any
) -> None:
    data = played_save()
    target = data
    for key in where[:-1]:
        target = target[key]
    target[where[-1]] = copy.deepcopy(value)
    try:
        session = SudokuSession.from_save(data)
    except SaveError:
        return
    session.to_save()  # whatever it read, it can write again


# ---- every other reader goes through the codec --------------------------------------------


def test_the_home_line_reads_through_the_codec() -> None:
    data = played_save()
    assert (
        home_line(data, {})
        == "In progress: Easy, " + str(sum(1 for v in data["game"]["values"] if v)) + " of 81"
    )
    damaged = {**data, "prepared": {"easy": {**data["prepared"]["easy"], "givens": [0] * 81}}}
    assert home_line(damaged, {}) == ""  # unreadable: the game tells about it when opened
    session = SudokuSession.from_save(data)
    session.enter()
    assert home_line(session.to_save(), {}).startswith("In progress: Easy")  # the kept one
    assert home_line(None, {}) == "" and home_line({"game": None}, {}) == ""


# ---- counted once net, over any sequence ------------------------------------------------------

POOL = [(Level.EASY, 7), (Level.EASY, 100), (Level.MEDIUM, 11), (Level.EASY, 31)]


class CountingMachine(RuleBasedStateMachine):
    """Random moves, hints, undos, redos, new puzzles, entries, restarts and resets,
    against the rules as the spec states them: a puzzle is started once, at its first
    digit (again after a reset, if not solved), and solved once; its time is the time it
    was played on screen."""

    def __init__(self) -> None:
        super().__init__()
        self.recorder = MemoryRecorder()
        self.clock = FakeClock()
        self.session = SudokuSession(None, recorder=self.recorder, clock=self.clock)
        self.started: dict[str, int] = {}
        self.solved: dict[str, int] = {}
        self.counted = False  # the puzzle on the board counts as started since the reset
        self.time = 0.0  # the puzzle's own time, as it should be

    @initialize(which=st.integers(0, len(POOL) - 1))
    def begin(self, which: int) -> None:
        self.session.start(new_game(puzzle(*POOL[which])))
        self.session.set_on_screen(True)

    def _game(self) -> SudokuGame:
        game = self.session.model
        assert game is not None
        return game

    def _tick(self, seconds: float) -> None:
        self.clock.advance(seconds)
        if self.session.playing and not self.session.entering:
            self.time += seconds

    def _stepped(self, moments: tuple[Moment, ...], game: SudokuGame, placed: bool) -> None:
        bucket = game.stats_bucket
        first = placed and not self.counted and not self.session.entering
        if first:
            self.counted = True
            self.started[bucket] = self.started.get(bucket, 0) + 1
        if Moment.RESULT in moments:
            assert game.is_solved()
            self.solved[bucket] = self.solved.get(bucket, 0) + 1
            assert self.recorder.value[bucket]["best_seconds"] <= self.time + 1e-6
        assert (Moment.STARTED in moments) == first

    @rule(pick=st.integers(0, 80), right=st.booleans(), seconds=st.floats(0, 50))
    @precondition(lambda self: self.session.playing)
    def digit(self, pick: int, right: bool, seconds: float) -> None:
        self._tick(seconds)
        game = self._game()
        empty = [c for c in range(81) if not game.is_given(c)]
        cell = empty[pick % len(empty)]
        digit = game.solution[cell] if right else wrong_digit(game, cell)
        changed = game.values[cell] != digit
        before = complete_units(game.values)
        outcome = self.session.place(cell, digit)
        self._stepped(outcome.moments, game, placed=changed)
        # What a move completes, checked against every unit before and after it.
        assert set(outcome.change.completed) == complete_units(game.values) - before

    @rule(seconds=st.floats(0, 50))
    @precondition(lambda self: self.session.playing and not self.session.entering)
    def solve(self, seconds: float) -> None:
        """Every empty or wrong cell its digit: the puzzle is solved on the last one."""
        self._tick(seconds)
        game = self._game()
        for cell in range(81):
            if game.values[cell] != game.solution[cell]:
                outcome = self.session.place(cell, game.solution[cell])
                self._stepped(outcome.moments, game, placed=True)
        assert game.finished

    @rule(pick=st.integers(0, 80), digit=st.integers(1, 9))
    @precondition(lambda self: self.session.playing)
    def note_or_erase(self, pick: int, digit: int) -> None:
        game = self._game()
        cell = pick
        if game.is_given(cell):
            return
        if game.values[cell] or digit > 6:
            outcome = self.session.erase(cell)
        else:
            outcome = self.session.note(cell, digit)
        assert outcome.moments == ()

    @rule()
    @precondition(lambda self: self.session.ready and not self.session.entering)
    def hint(self) -> None:
        game = self._game()
        hints = game.hints_used
        outcome = self.session.hint()
        press = outcome.change.press
        assert press is not None
        assert game.hints_used == hints + press.counted
        placed = press.done and press.hint is not None and press.hint.places_digit
        self._stepped(outcome.moments, game, placed=placed)

    @rule()
    def undo(self) -> None:
        game = self.session.model
        outcome = self.session.undo()
        if outcome is not None:
            assert outcome.moments == () and game is not None and not game.finished

    @rule()
    def redo(self) -> None:
        game = self.session.model
        outcome = self.session.redo()
        if outcome is not None:
            assert game is not None
            self._stepped(outcome.moments, game, placed=False)

    @rule(which=st.integers(0, len(POOL) - 1), prepared=st.booleans())
    def new_puzzle(self, which: int, prepared: bool) -> None:
        level, seed = POOL[which]
        self.session.supply.prepared = {level: puzzle(level, seed)} if prepared else {}
        if self.session.request(level, seed) is None:
            assert self.session.waiting == (level, seed)
            self._tick(3)  # the wait counts for no puzzle
            assert self.session.arrived(puzzle(level, seed)) is not None
        assert self.session.ready and self._game().seed == seed
        self.counted, self.time = False, 0.0

    @rule()
    @precondition(lambda self: self.session.ready)
    def enter_and_cancel(self) -> None:
        kept = self.session.model
        self.session.enter()
        self._tick(9)
        self.session.set_cells({0: (1, 0), 1: (2, 0)})
        assert self.recorder.value.get("own_easy") is None
        self.session.cancel_entry()
        assert self.session.model is kept

    @rule()
    def restart(self) -> None:
        """Save, quit, open again: the marks and time come back, the undo history not."""
        data = json.loads(json.dumps(self.session.to_save()))
        self.session = SudokuSession.from_save(data, recorder=self.recorder, clock=self.clock)
        assert self.session.opened().moments == ()
        self.session.set_on_screen(True)
        assert not self.session.can_undo()
        self.time = round(self.time, 3)  # the save keeps milliseconds

    @rule()
    def reset(self) -> None:
        self.recorder.value = {}
        self.session.stats_were_reset()
        self.started, self.solved = {}, {}
        game = self.session.kept
        self.counted = game is not None and game.finished

    @invariant()
    def counted_once_net(self) -> None:
        record = self.recorder.value
        for bucket in set(record) | set(self.started) | set(self.solved):
            figures = record.get(bucket, {})
            assert figures.get("started", 0) == self.started.get(bucket, 0), bucket
            assert figures.get("solved", 0) == self.solved.get(bucket, 0), bucket
            assert figures.get("solved", 0) <= figures.get("started", 0)

    @invariant()
    def the_clock_is_the_time_played(self) -> None:
        if self.session.model is not None:
            assert abs(self.session.elapsed_now() - self.time) < 0.01


CountingMachine.TestCase.settings = settings(
    max_examples=40,
    stateful_step_count=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
TestCountingOnceNet = CountingMachine.TestCase
