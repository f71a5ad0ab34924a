"""Block Puzzle's session, without Qt: every figure counted once net over any sequence of
placements, undos, new games, restarts and statistics resets; the save round trip
(without the undo history); `SaveError`, and only it, for a damaged save; the ending and
what the result moment shows."""

from __future__ import annotations

import copy
import json
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
from puzzlesuite.games.blockpuzzle.ai import legal_moves
from puzzlesuite.games.blockpuzzle.model import BlockPuzzle, IllegalMove
from puzzlesuite.games.blockpuzzle.session import COUNTED, BlockPuzzleSession, Ending, clear_counted
from puzzlesuite.games.blockpuzzle.summary import home_line

EMPTY = ["........"] * 8
CHECKERED = ["#.#.#.#.", ".#.#.#.#"] * 4  # a dot fits, a bar of two nowhere


def position(rows: list[str], tray: list[str | None], score: int = 0) -> BlockPuzzle:
    return BlockPuzzle.from_json(
        {
            "version": 1,
            "seed": 7,
            "refills": 1,
            "score": score,
            "lines": 0,
            "moves": 0,
            "board": [r.replace("#", "1") for r in rows],
            "tray": tray,
        }
    )


def session_on(game: BlockPuzzle, record: dict[str, Any] | None = None) -> BlockPuzzleSession:
    session = BlockPuzzleSession(BlockPuzzle(1), recorder=MemoryRecorder(record))
    session.start(game)
    return session


# ---- counting -----------------------------------------------------------------------------------


def test_the_first_placement_counts_the_game_then_each_one_its_best_and_lines() -> None:
    session = session_on(position(["#######."] + EMPTY[1:], ["dot", "dot", "dot"]))
    recorder = session.recorder
    assert isinstance(recorder, MemoryRecorder)
    first = session.place(0, 0, 7)
    assert first.moments == (Moment.STARTED, Moment.PROGRESS) and not first.ended
    assert first.change.lines == 1
    assert recorder.value == {"games_played": 1, "best_score": 11, "lines_cleared": 1}
    assert recorder.writes == 1, "one write per placement"
    second = session.place(1, 3, 3)
    assert second.moments == (Moment.PROGRESS,)
    assert recorder.value == {"games_played": 1, "best_score": 12, "lines_cleared": 1}
    assert recorder.writes == 2


def test_undo_takes_the_lines_back_but_the_game_stays_played_and_the_best_stays() -> None:
    session = session_on(position(["#######."] + EMPTY[1:], ["dot", "dot", "dot"]))
    session.place(0, 0, 7)
    undone = session.undo()
    assert undone is not None and undone.change.lines == 1
    assert undone.moments == (Moment.WITHDRAWN,)
    assert session.recorder.record() == {"games_played": 1, "best_score": 11, "lines_cleared": 0}
    again = session.place(0, 0, 7)  # the same clear again: counted once net
    assert again.moments == (Moment.PROGRESS,)
    assert session.recorder.record()["lines_cleared"] == 1


def test_an_undo_without_lines_writes_nothing() -> None:
    session = session_on(position(EMPTY, ["dot", "dot", "dot"]))
    session.place(0, 4, 4)
    writes = session.recorder.writes  # type: ignore[attr-defined]
    undone = session.undo()
    assert undone is not None and undone.moments == () and undone.change.lines == 0
    assert session.recorder.writes == writes  # type: ignore[attr-defined]
    assert session.undo() is None  # nothing left to undo


def test_an_illegal_placement_changes_and_counts_nothing() -> None:
    session = session_on(position(["#......."] + EMPTY[1:], ["dot", None, "dot"]))
    before = session.model.to_json()
    for slot, row, col in [(0, 0, 0), (1, 3, 3), (0, 8, 0), (5, 1, 1)]:
        with pytest.raises(IllegalMove):
            session.place(slot, row, col)
    assert session.model.to_json() == before
    assert session.recorder.record() == {} and session.marks == set()


def test_no_piece_fits_ends_the_game_with_the_score_and_the_best() -> None:
    session = session_on(
        position(CHECKERED, ["bar2h", None, "dot"], score=40), record={"best_score": 100}
    )
    assert session.result() is None and not session.finished
    outcome = session.place(2, 0, 1)
    assert outcome.ended and session.finished
    assert session.result() == Ending(score=41, best=100)
    assert not session.can_undo(), "the ending stands"
    assert session.undo() is None


def test_a_best_beaten_shows_the_score_as_the_best() -> None:
    session = session_on(position(CHECKERED, ["bar2h", None, "dot"], score=40), {"best_score": 20})
    session.place(2, 0, 1)
    assert session.result() == Ending(41, 41, new_best=True)
    assert session.recorder.record()["best_score"] == 41


def test_a_finished_game_resumed_after_a_reset_keeps_its_score_as_the_best() -> None:
    session = session_on(position(CHECKERED, ["bar2h", None, "dot"], score=40))
    session.place(2, 0, 1)
    recorder = MemoryRecorder()  # Statistics → Reset, then a restart
    resumed = BlockPuzzleSession.from_save(session.to_save(), recorder=recorder)
    assert resumed.result() == Ending(41, 41, new_best=True) and resumed.best_score() == 41


def test_a_game_half_played_then_resumed_then_ended_counts_once() -> None:
    """The ending test of issue 22 (through the real screens in
    tests/games/test_statistics_endings.py), here without Qt."""
    recorder = MemoryRecorder()
    session = BlockPuzzleSession(BlockPuzzle(1), recorder=recorder)
    session.start(position(CHECKERED, ["dot", "bar2h", "dot"], score=40))
    session.place(0, 0, 1)
    resumed = BlockPuzzleSession.from_save(session.to_save(), recorder=recorder)
    assert resumed.opened().moments == ()  # opening counts nothing in Block Puzzle
    assert resumed.place(2, 0, 3).ended
    again = BlockPuzzleSession.from_save(resumed.to_save(), recorder=recorder)
    again.opened()
    assert recorder.value == {"games_played": 1, "best_score": 42, "lines_cleared": 0}


def test_a_reset_counts_the_game_on_the_board_again_at_its_next_placement() -> None:
    session = session_on(position(EMPTY, ["dot", "dot", "dot"]))
    session.place(0, 0, 0)
    session.recorder = MemoryRecorder()  # the record after Statistics → Reset
    assert session.stats_were_reset().moments == ()
    assert session.to_save()["counted"] is False
    assert session.place(1, 2, 2).moments == (Moment.STARTED, Moment.PROGRESS)
    assert session.recorder.record()["games_played"] == 1


def test_play_time_goes_to_the_record() -> None:
    session = session_on(position(EMPTY, ["dot", "dot", "dot"]))
    session.credit_play_time(12.5)
    assert session.recorder.record() == {"play_seconds": 12.5}


class CountingMachine(RuleBasedStateMachine):
    """Random placements, undos, new games, restarts and resets against two oracles:
    the rules as the seed page states them, and (while no reset happened) the games
    themselves: lines cleared equals the lines standing in every game played."""

    def __init__(self) -> None:
        super().__init__()
        self.recorder = MemoryRecorder()
        self.session = BlockPuzzleSession(BlockPuzzle(0), recorder=self.recorder)
        self.counted_since_reset = False  # the game on the board counts since the reset
        self.played = 0
        self.best = 0
        self.lines = 0
        self.reset_happened = False
        self.lines_of_games_left = 0  # lines standing in the games left for a new one

    @initialize(seed=st.integers(0, 2**63 - 1))
    def begin(self, seed: int) -> None:
        self.session.start(BlockPuzzle(seed))

    @rule(choice=st.integers(0, 10_000))
    @precondition(lambda self: not self.session.finished)
    def place(self, choice: int) -> None:
        moves = list(legal_moves(self.session.model))
        self._play(moves[choice % len(moves)])

    @rule(seed=st.integers(0, 2**63 - 1))
    def clear_a_line(self, seed: int) -> None:
        """A new game one dot from a full row, and the dot placed: a clear to undo."""
        self.new_game(seed)
        self.session.start(position(["#######."] + EMPTY[1:], ["dot", "dot", "dot"]))
        self._play((0, 0, 7))

    def _play(self, move: tuple[int, int, int]) -> None:
        writes = self.recorder.writes
        outcome = self.session.place(*move)
        first = not self.counted_since_reset
        assert outcome.moments == ((Moment.STARTED,) if first else ()) + (Moment.PROGRESS,)
        assert self.recorder.writes == writes + 1
        self.counted_since_reset = True
        self.played += first
        self.best = max(self.best, self.session.model.score)
        self.lines += outcome.change.lines

    @rule()
    @precondition(lambda self: self.session.can_undo())
    def undo(self) -> None:
        outcome = self.session.undo()
        assert outcome is not None
        undone = outcome.change.lines
        assert outcome.moments == ((Moment.WITHDRAWN,) if undone else ())
        self.lines = max(0, self.lines - undone)

    @rule(seed=st.integers(0, 2**63 - 1))
    def new_game(self, seed: int) -> None:
        self.lines_of_games_left += self.session.model.lines
        self.session.start(BlockPuzzle(seed))
        self.counted_since_reset = False

    @rule()
    def restart(self) -> None:
        """Save, quit, open again: the marks come back, the undo history does not."""
        data = json.loads(json.dumps(self.session.to_save()))
        self.session = BlockPuzzleSession.from_save(data, recorder=self.recorder)
        assert self.session.opened().moments == ()
        assert not self.session.can_undo()

    @rule()
    def reset(self) -> None:
        self.recorder.value = {}
        self.session.stats_were_reset()
        self.counted_since_reset = False
        self.played = self.best = self.lines = 0
        self.reset_happened = True

    @invariant()
    def counted_once_net(self) -> None:
        record = self.recorder.value
        assert record.get("games_played", 0) == self.played
        assert record.get("best_score", 0) == self.best
        assert record.get("lines_cleared", 0) == self.lines
        assert (COUNTED in self.session.marks) == self.counted_since_reset

    @invariant()
    def lines_match_the_games_while_never_reset(self) -> None:
        if not self.reset_happened:
            standing = self.lines_of_games_left + self.session.model.lines
            assert self.recorder.value.get("lines_cleared", 0) == standing


CountingMachine.TestCase.settings = settings(
    max_examples=60,
    stateful_step_count=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
TestCountingOnceNet = CountingMachine.TestCase


# ---- the save ---------------------------------------------------------------------------------


def test_the_save_round_trips_exactly_without_the_undo_history() -> None:
    session = session_on(BlockPuzzle(99))
    for move in list(legal_moves(session.model))[:1]:
        session.place(*move)
    data = session.to_save()
    assert data == {"game": session.model.to_json(), "counted": True, "best_before": 0}
    resumed = BlockPuzzleSession.from_save(data)
    assert resumed.model.state_key() == session.model.state_key()
    assert resumed.marks == {COUNTED} and not resumed.can_undo()


def valid_save() -> dict[str, Any]:
    session = session_on(position(["#......."] + EMPTY[1:], ["dot", "bar3v", None], score=5))
    return session.to_save()


@pytest.mark.parametrize(
    ("path", "value"),
    [
        (("game",), None),
        (("game",), "nonsense"),
        (("game", "version"), 2),
        (("game", "seed"), True),
        (("game", "seed"), -1),
        (("game", "refills"), 0),
        (("game", "board"), "nonsense"),
        (("game", "board"), ["########"] + EMPTY[1:]),  # a full row stands: never saved so
        (("game", "board"), ["..x....."] + EMPTY[1:]),
        (("game", "tray"), [None, None, None]),
        (("game", "tray"), ["dot", "triangle", None]),
        (("game", "tray"), ["dot"]),
        (("game", "score"), 1.5),
    ],
)
def test_a_damaged_save_raises_save_error(path: tuple[str, ...], value: Any) -> None:
    data = valid_save()
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    with pytest.raises(SaveError):
        BlockPuzzleSession.from_save(data)


def test_a_save_without_its_game_raises_save_error() -> None:
    with pytest.raises(SaveError, match="no game"):
        BlockPuzzleSession.from_save({"counted": True})


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats() | st.text(max_size=9),
    lambda inner: st.lists(inner, max_size=9) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=12,
)


@given(
    key=st.sampled_from(["version", "seed", "refills", "board", "tray", "score", "lines", "moves"]),
    value=JSON,
)
@settings(max_examples=300, deadline=None)
def test_any_damage_to_a_field_is_save_error_or_a_valid_game(key: str, value: Any) -> None:
    data = valid_save()
    data["game"][key] = copy.deepcopy(value)
    try:
        session = BlockPuzzleSession.from_save(data)
    except SaveError:
        return
    assert session.to_save()["game"][key] == value  # it read the value as it stands


# ---- every other reader goes through the codec ------------------------------------


def test_the_home_line_treats_an_unreadable_save_as_none() -> None:
    damaged = {"game": {**valid_save()["game"], "tray": ["triangle", None, None]}}
    assert home_line(damaged, {"best_score": 1240}) == "Best 1,240"
    assert home_line(valid_save(), {"best_score": 3}) == "Score 5 · Best 5"


def test_the_reset_hook_of_a_closed_game_clears_its_mark_through_the_codec() -> None:
    data = valid_save()
    data["counted"] = True
    assert clear_counted(data) == {**data, "counted": False}
    damaged = {"game": {**data["game"], "board": "nonsense"}, "counted": True}
    assert clear_counted(damaged) is damaged  # left for the game to report when opened
