"""Reversi's session, without Qt: played, results and withdrawals counted exactly once net
per opponent over any sequence of moves, CPU replies, undos, new games, restarts and
statistics resets; play time per opponent on an injected clock; the save round trip
(without the undo history); `SaveError`, and only it, for a damaged save."""

from __future__ import annotations

import copy
import json
import random
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
from reversi_helpers import LAST_MOVE, WHITE_SKIPPED_AFTER_A7

from puzzlesuite.core.session import MemoryRecorder, Moment, SaveError
from puzzlesuite.games.reversi.ai import Level
from puzzlesuite.games.reversi.engine import flips_for, iter_squares, legal_moves, parse_square
from puzzlesuite.games.reversi.model import Colour, IllegalMove, Position, ReversiGame
from puzzlesuite.games.reversi.session import (
    COUNTED,
    RECORDED,
    Ending,
    ReversiSession,
    clear_counted,
    count_after_reset,
    result_key,
)
from puzzlesuite.games.reversi.summary import home_line


class FakeClock:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


def session_on(game: ReversiGame, record: dict[str, Any] | None = None) -> ReversiSession:
    session = ReversiSession(ReversiGame(), recorder=MemoryRecorder(record))
    session.start(game)
    return session


def last_move_game(level: Level = Level.EASY) -> ReversiGame:
    """Black to play h7, which ends the game 63 to 0."""
    return ReversiGame(level=level, position=Position(*LAST_MOVE))


def bucket(session: ReversiSession, level: Level) -> dict[str, Any]:
    return dict(session.recorder.record().get(level.value, {}))


# ---- counting -------------------------------------------------------------------------------


def test_before_start_nothing_counts_nobody_moves_and_no_cell_is_legal() -> None:
    """Choose, then play (issue 32): a session without a save shows the start position
    beside the choice; with White chosen the CPU would move first, so it must not."""
    clock = FakeClock()
    recorder = MemoryRecorder()
    session = ReversiSession(ReversiGame(human=Colour.WHITE), recorder=recorder, clock=clock)
    assert session.opened().moments == ()
    session.set_on_screen(True)
    assert not session.started and session.waiting and not session.in_progress
    assert not session.cpu_to_move and not session.human_to_move
    assert session.legal_moves() == 0 and not session.is_legal(parse_square("d3"))
    with pytest.raises(IllegalMove):
        session.play(parse_square("d3"))
    with pytest.raises(IllegalMove):
        session.play_cpu(parse_square("d3"))
    clock.t += 30
    session.credit_play_time(30)  # no game runs: not play time
    assert session.stats_were_reset().moments == ()
    assert recorder.value == {} and recorder.writes == 0


def test_a_game_counts_as_played_when_it_starts_once_per_opponent() -> None:
    session = ReversiSession(ReversiGame(), recorder=MemoryRecorder())
    started = session.new_game(Level.HARD, Colour.WHITE, seed=5)
    assert session.started and session.in_progress and session.cpu_to_move
    assert started.moments == (Moment.STARTED,)
    assert session.recorder.record() == {"hard": {"played": 1}}
    assert session.opened().moments == ()  # shown again: counted once
    assert session.to_save()["counted"] is True


def test_the_ending_counts_once_and_undo_out_of_it_withdraws_the_result() -> None:
    session = session_on(last_move_game())
    ended = session.play(parse_square("h7"))
    assert ended.ended and ended.moments == (Moment.RESULT,)
    assert session.result() == Ending(session.model.result(), Colour.BLACK, Level.EASY)  # type: ignore[arg-type]
    assert bucket(session, Level.EASY) == {"played": 1, "wins": 1}
    undone = session.undo()
    assert undone is not None and undone.moments == (Moment.WITHDRAWN,)
    assert not session.finished and session.result() is None
    assert bucket(session, Level.EASY) == {"played": 1, "wins": 0}  # played stays
    again = session.play(parse_square("h7"))  # the same ending again: once net
    assert again.ended and again.moments == (Moment.RESULT,)
    assert bucket(session, Level.EASY) == {"played": 1, "wins": 1}


def test_an_illegal_square_changes_and_counts_nothing() -> None:
    session = session_on(ReversiGame(seed=1))
    writes = session.recorder.writes  # type: ignore[attr-defined]
    for square in (parse_square("a1"), parse_square("d4"), -1, 64):
        with pytest.raises(IllegalMove):
            session.play(square)
    assert session.model.position == Position() and not session.can_undo()
    assert session.recorder.writes == writes  # type: ignore[attr-defined]


def test_the_cpu_to_move_searches_a_pure_function_and_the_same_cell_brings_the_same_reply() -> None:
    session = session_on(ReversiGame(level=Level.NORMAL, seed=11))
    assert session.human_to_move and not session.cpu_to_move
    session.play(parse_square("d3"))
    assert session.cpu_to_move
    reply = session.cpu_search()()
    moved = session.play_cpu(reply)
    assert moved.change.by_cpu and moved.change.placed.square == reply
    session.undo()  # the player's move and the CPU's reply leave together
    assert session.model.position == Position() and session.human_to_move
    session.play(parse_square("d3"))
    assert session.cpu_search()() == reply


def test_passes_come_with_the_move_that_caused_them() -> None:
    session = session_on(
        ReversiGame(level=Level.NORMAL, position=Position(*WHITE_SKIPPED_AFTER_A7))
    )
    moved = session.play(parse_square("a7"))
    assert [ply.colour for ply in moved.change.passes] == [Colour.WHITE]
    assert session.human_to_move and not session.cpu_to_move


def test_a_reset_counts_a_game_in_progress_again_at_once_and_a_finished_one_not() -> None:
    session = session_on(ReversiGame(level=Level.HARD))
    session.recorder = MemoryRecorder()  # the record after Statistics → Reset
    assert session.stats_were_reset().moments == (Moment.STARTED,)
    assert session.recorder.record() == {"hard": {"played": 1}}

    finished = session_on(last_move_game())
    finished.play(parse_square("h7"))
    finished.recorder = MemoryRecorder()
    assert finished.stats_were_reset().moments == ()
    assert finished.recorder.record() == {}
    assert finished.opened().moments == ()  # a finished game opened counts nothing


def test_undo_out_of_an_ending_counted_before_a_reset_never_makes_wins_exceed_played() -> None:
    """Found by the counting machine below: the result was withdrawn from a record that
    no longer held it, and the replayed ending counted a win in a record with no game."""
    session = session_on(last_move_game())
    session.play(parse_square("h7"))
    session.recorder = MemoryRecorder()  # Statistics → Reset with the ending on show
    session.stats_were_reset()
    undone = session.undo()
    assert undone is not None and undone.moments == (Moment.STARTED,)  # played on: played
    assert session.recorder.record() == {"easy": {"played": 1}}
    session.play(parse_square("h7"))
    assert session.recorder.record() == {"easy": {"played": 1, "wins": 1}}


def test_play_time_goes_to_the_opponent_played_until_a_new_game_changes_it() -> None:
    clock = FakeClock()
    session = ReversiSession(ReversiGame(), recorder=MemoryRecorder(), clock=clock)
    session.new_game(Level.NORMAL, Colour.BLACK)
    clock.t += 60
    session.new_game(Level.HARD, Colour.BLACK)  # Normal for the first 60 s, Hard from here
    clock.t += 40
    session.credit_play_time(100)  # the shell credits the last 100 s at once
    record = session.recorder.record()
    assert record["normal"]["play_seconds"] == pytest.approx(60)
    assert record["hard"]["play_seconds"] == pytest.approx(40)
    clock.t += 100
    session.credit_play_time(100)
    assert session.recorder.record()["hard"]["play_seconds"] == pytest.approx(140)


def test_play_time_stops_at_the_ending_and_runs_again_when_undo_takes_the_game_back() -> None:
    clock = FakeClock()
    session = ReversiSession(ReversiGame(), recorder=MemoryRecorder(), clock=clock)
    clock.t += 50  # the choice, before Start: not play time
    session.start(last_move_game(Level.HARD))
    clock.t += 20
    session.play(parse_square("h7"))  # the ending: no game runs from here
    clock.t += 30
    session.credit_play_time(100)
    assert session.recorder.record()["hard"] == {"played": 1, "wins": 1, "play_seconds": 20}
    session.undo()  # back into play
    clock.t += 5
    session.credit_play_time(5)
    assert session.recorder.record()["hard"]["play_seconds"] == pytest.approx(25)


def near_the_end(seed: int, empties: int) -> ReversiGame | None:
    """A seeded random position with about `empties` empty squares and the player (black)
    to move, or None when the random game went elsewhere."""
    rng = random.Random(seed)
    position = Position()
    while 64 - (position.black | position.white).bit_count() > empties:
        moves = position.legal_squares()
        if not moves:
            if position.is_over:
                return None
            position = position.passed()
            continue
        position = position.play(rng.choice(moves))[0]
    if position.to_move is not Colour.BLACK or not position.legal_moves():
        return None
    return ReversiGame(level=rng.choice(list(Level)), seed=seed, position=position)


class CountingMachine(RuleBasedStateMachine):
    """Random games near their end (so endings come often), the player's moves, the CPU's
    replies, undos, new games, restarts and resets, against the seed page's rules kept
    here as a shadow record: played when a game starts, a result at its ending, the
    result taken back by undo, the game on the board counted again after a reset."""

    def __init__(self) -> None:
        super().__init__()
        self.recorder = MemoryRecorder()
        self.session = ReversiSession(ReversiGame(), recorder=self.recorder)
        self.shadow: dict[str, dict[str, int]] = {}
        self.counted = False  # the game on the board is in the shadow's played
        self.recorded = False  # its ending is in the shadow's results

    def add(self, level: Level, key: str, by: int) -> None:
        counts = self.shadow.setdefault(level.value, {})
        counts[key] = counts.get(key, 0) + by

    @initialize(seed=st.integers(0, 2**32))
    def begin(self, seed: int) -> None:
        self.new_game(seed, 20)

    @rule(seed=st.integers(0, 2**32), empties=st.integers(1, 14))
    def new_game(self, seed: int, empties: int) -> None:
        game = near_the_end(seed, empties) or last_move_game(list(Level)[seed % 3])
        outcome = self.session.start(game)
        assert outcome.moments == (Moment.STARTED,)
        self.add(game.level, "played", 1)
        self.counted, self.recorded = True, False

    @rule(choice=st.integers(0, 63))
    @precondition(lambda self: self.session.human_to_move)
    def play(self, choice: int) -> None:
        squares = self.session.model.position.legal_squares()
        self._moved(self.session.play(squares[choice % len(squares)]))

    @rule()
    @precondition(lambda self: self.session.cpu_to_move)
    def cpu_reply(self) -> None:
        self._moved(self.session.play_cpu(self.session.cpu_search()()))

    def _moved(self, outcome: Any) -> None:
        result = self.session.model.result()
        assert outcome.ended == (result is not None)
        if result is not None:
            assert outcome.moments == (Moment.RESULT,)
            self.add(self.session.model.level, result_key(result, self.session.model.human), 1)
            self.recorded = True
        else:
            assert outcome.moments == ()

    @rule()
    @precondition(lambda self: self.session.can_undo())
    def undo(self) -> None:
        game = self.session.model
        result = game.result()
        outcome = self.session.undo()
        assert outcome is not None and self.session.human_to_move
        expected: tuple[Moment, ...] = ()
        if result is not None and self.recorded:
            expected += (Moment.WITHDRAWN,)
            self.add(game.level, result_key(result, game.human), -1)
        self.recorded = False
        if not self.counted:  # finished before a reset, played on now
            expected += (Moment.STARTED,)
            self.add(game.level, "played", 1)
            self.counted = True
        assert outcome.moments == expected

    @rule()
    def restart(self) -> None:
        """Save, quit, open again: the marks come back, the undo history does not."""
        data = json.loads(json.dumps(self.session.to_save()))
        self.session = ReversiSession.from_save(data, recorder=self.recorder)
        assert self.session.opened().moments == ()
        assert not self.session.can_undo()

    @rule()
    def reset(self) -> None:
        self.recorder.value = {}
        self.shadow = {}
        outcome = self.session.stats_were_reset()
        self.recorded = False
        self.counted = not self.session.finished
        if self.counted:
            assert outcome.moments == (Moment.STARTED,)
            self.add(self.session.model.level, "played", 1)
        else:
            assert outcome.moments == ()

    @invariant()
    def counted_once_net(self) -> None:
        def nonzero(record: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
            return {
                level: {key: n for key, n in counts.items() if n}
                for level, counts in record.items()
                if any(counts.values())
            }

        assert nonzero(self.recorder.value) == nonzero(self.shadow)
        for counts in self.recorder.value.values():
            results = sum(counts.get(key, 0) for key in ("wins", "losses", "draws"))
            assert 0 <= results <= counts.get("played", 0)
        assert (COUNTED in self.session.marks) == self.counted
        assert (RECORDED in self.session.marks) == self.recorded
        assert not self.recorded or self.session.finished


CountingMachine.TestCase.settings = settings(
    max_examples=60,
    stateful_step_count=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
TestCountingOnceNet = CountingMachine.TestCase


# ---- the save -------------------------------------------------------------------------------


def test_the_save_round_trips_exactly_without_the_undo_history() -> None:
    session = session_on(ReversiGame(level=Level.HARD, human=Colour.WHITE, seed=42))
    session.play_cpu(session.cpu_search()())
    session.play(session.model.position.legal_squares()[0])
    data = session.to_save()
    assert data == {"game": session.model.to_json(), "counted": True, "recorded": False}
    resumed = ReversiSession.from_save(json.loads(json.dumps(data)))
    game, before = resumed.model, session.model
    assert (game.position, game.human, game.level, game.seed) == (
        before.position,
        before.human,
        before.level,
        before.seed,
    )
    assert game.ply_count == before.ply_count == 2
    assert game.last_square == before.last_square
    assert resumed.marks == {COUNTED} and not resumed.can_undo()
    assert resumed.to_save() == data
    assert resumed.cpu_to_move  # the side to move is saved (passes break alternation)


def valid_save() -> dict[str, Any]:
    session = session_on(ReversiGame(seed=3))
    session.play(parse_square("d3"))
    return session.to_save()


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("version", 2),
        ("black", 3),  # overlaps white's d4? no: the centre is not all occupied
        ("black", "nonsense"),
        ("black", 1.5),
        ("white", -1),
        ("white", True),
        ("to_move", "red"),
        ("human", None),
        ("level", "expert"),
        ("seed", "5"),
        ("ply", None),
        ("last_move", "d3"),
    ],
)
def test_a_damaged_save_raises_save_error(key: str, value: Any) -> None:
    data = valid_save()
    data["game"][key] = value
    with pytest.raises(SaveError):
        ReversiSession.from_save(data)


def test_a_save_without_its_game_or_with_nobody_to_move_raises_save_error() -> None:
    with pytest.raises(SaveError, match="no game"):
        ReversiSession.from_save({"counted": True})
    data = valid_save()
    # White to move with no move while black still has one (h7): saves are written after
    # forced passes, so this cannot be a real save.
    black, white = LAST_MOVE
    data["game"].update(black=black, white=white, to_move="white")
    with pytest.raises(SaveError):
        ReversiSession.from_save(data)


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats() | st.text(max_size=9),
    lambda inner: st.lists(inner, max_size=9) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=12,
)


@given(
    key=st.sampled_from(
        ["version", "black", "white", "to_move", "human", "level", "seed", "ply", "last_move"]
    ),
    value=JSON,
)
@settings(max_examples=300, deadline=None)
def test_any_damage_to_a_field_is_save_error_or_a_valid_game(key: str, value: Any) -> None:
    data = valid_save()
    data["game"][key] = copy.deepcopy(value)
    try:
        session = ReversiSession.from_save(data)
    except SaveError:
        return
    written = session.to_save()["game"][key]
    if key == "last_move":  # a marker on an empty square would point at nothing
        assert written == value or written == -1
    else:
        assert written == value  # it read the value as it stands


@given(black=st.integers(0, 2**64 - 1), white=st.integers(0, 2**64 - 1))
@settings(max_examples=200, deadline=None)
def test_any_board_is_save_error_or_a_game_someone_can_play_or_that_is_over(
    black: int, white: int
) -> None:
    data = valid_save()
    data["game"].update(black=black, white=white)
    try:
        session = ReversiSession.from_save(data)
    except SaveError:
        return
    assert session.finished or session.human_to_move or session.cpu_to_move


# ---- every other reader goes through the codec ------------------------------------------------


def test_the_home_line_treats_an_unreadable_save_as_none() -> None:
    damaged = {"game": {**valid_save()["game"], "black": 3}}
    assert home_line(damaged, {}) == "Choose your opponent"  # as with no save
    assert home_line(valid_save(), {}) == "In progress against Normal: Black 4 · White 1"


def test_the_reset_hooks_of_a_closed_game_count_it_again_at_once_through_the_codec() -> None:
    data = valid_save()
    assert clear_counted(data) == data  # kept counted: the hook below counts it now
    record: dict[str, Any] = {"hard": {"played": 4}}
    count_after_reset(data, record)
    assert record == {"hard": {"played": 4}, "normal": {"played": 1}}
    reopened = ReversiSession.from_save(clear_counted(data), recorder=MemoryRecorder())
    assert reopened.opened().moments == ()  # not twice
    finished = session_on(last_move_game())
    finished.play(parse_square("h7"))
    ended = finished.to_save()
    cleared = clear_counted(ended)
    assert cleared == {**ended, "counted": False, "recorded": False}
    reopened = ReversiSession.from_save(cleared, recorder=MemoryRecorder())
    assert reopened.opened().moments == ()  # a finished game opened counts nothing
    unchanged: dict[str, Any] = {}
    count_after_reset(ended, unchanged)
    assert unchanged == {}
    damaged = {"game": {**data["game"], "black": "nonsense"}, "counted": True}
    assert clear_counted(damaged) is damaged  # left for the game to report when opened
    count_after_reset(damaged, unchanged)
    assert unchanged == {}


def test_the_search_inputs_are_the_position_as_the_engine_sees_it() -> None:
    """cpu_search hands the engine the mover's discs first: a sanity check against a
    direct call on the same numbers."""
    session = session_on(ReversiGame(human=Colour.WHITE, level=Level.EASY, seed=9))
    mine, theirs = session.model.position.mover_boards()
    square = session.cpu_search()()
    assert legal_moves(mine, theirs) >> square & 1
    assert flips_for(mine, theirs, square)
    assert square in iter_squares(legal_moves(mine, theirs))
