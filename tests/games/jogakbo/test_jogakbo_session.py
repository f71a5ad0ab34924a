"""Jogakbo's session, without Qt: the completion counted exactly once net over any
sequence of moves, completions, restarts, resets and days; the save round trip;
`SaveError`, and only it, for a damaged save (another puzzle's save is not loaded and
is not an error); what the result moment shows; the home line through the codec."""

from __future__ import annotations

import copy
import json
from datetime import date, timedelta
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from puzzlesuite.core.session import MemoryRecorder, Moment, SaveError
from puzzlesuite.games.jogakbo.model import HAND, Game, Tile
from puzzlesuite.games.jogakbo.session import (
    COMPLETED,
    IllegalMove,
    JogakboSession,
    Solved,
    daily_puzzle,
)
from puzzlesuite.games.jogakbo.solver import solve
from puzzlesuite.games.jogakbo.summary import home_line

DAY = date(2026, 11, 30)
DAYS = [DAY, DAY + timedelta(days=1)]


def session_of(day: date = DAY, record: dict[str, Any] | None = None) -> JogakboSession:
    return JogakboSession(JogakboSession.new_model(day), recorder=MemoryRecorder(record))


def final_groups(day: date) -> list[frozenset[Tile]]:
    """The day's shortest finish, as the groups every tile ends in."""
    puzzle = daily_puzzle(day)
    solution = solve(puzzle.groups, puzzle.hand)
    assert solution is not None
    return [frozenset(group) for group in solution.groups]


def finish(session: JogakboSession) -> int:
    """Bring the table, from wherever it is, to the day's finish with legal moves only:
    each final group gathered in the group of one of its tiles, strangers sent away to
    groups of their own (gathered in turn later). Returns the moves it took."""
    before = session.model.moves
    for final in final_groups(session.day):
        game = session.model
        ordered = sorted(final, key=lambda t: t.sort_key)
        on_table = [t for t in ordered if game.location(t) != HAND]
        if on_table:
            home = game.location(on_table[0])
        else:
            home = session.move_to_new_group(ordered[0]).change.target
        for tile in ordered:
            if game.location(tile) != home:
                session.move_to_group(tile, home)
        for stranger in [t for t in game.group(home).tiles if t not in final]:
            session.move_to_new_group(stranger)
    assert session.model.is_solved and session.can_complete()
    return session.model.moves - before


def shortest_finish(session: JogakboSession) -> None:
    """From the day's start, the exact solver's finish: each tile that must move, once."""
    puzzle = session.puzzle
    solution = solve(puzzle.groups, puzzle.hand)
    assert solution is not None and session.model.moves == 0
    gids = [group.gid for group in session.model.groups]
    for final, origin in zip(solution.groups, solution.kept_from, strict=True):
        target = None if origin is None else gids[origin]
        for tile in final:
            if origin is not None and tile in puzzle.groups[origin]:
                continue
            if target is None:
                target = session.move_to_new_group(tile).change.target
            else:
                session.move_to_group(tile, target)


# ---- moves -----------------------------------------------------------------------------------


def test_a_move_is_one_move_and_says_what_it_did() -> None:
    session = session_of()
    tile, gid = session.model.hand[0], session.model.groups[0].gid
    outcome = session.move_to_group(tile, gid)
    assert outcome.moments == () and not outcome.ended
    moved = outcome.change
    assert (moved.tile, moved.source, moved.target, moved.new_group) == (tile, HAND, gid, False)
    assert moved.vanished_at is None
    assert session.model.moves == 1 and session.model.location(tile) == gid
    assert session.recorder.record() == {}  # a move counts nothing


def test_taking_a_groups_last_tile_says_where_the_group_was() -> None:
    session = session_of()
    game = session.model
    source = game.groups[2]
    gid, position = source.gid, 2
    *first, last = list(source.tiles)
    for tile in first:
        session.move_to_group(tile, game.groups[0].gid)
    outcome = session.move_to_group(last, game.groups[0].gid)  # the group empties…
    assert outcome.change.vanished_at == position and not game.has_group(gid)  # …and goes
    assert game.group(outcome.change.target).tiles[-1] == last


@pytest.mark.parametrize("kind", ["same group", "alone", "no group"])
def test_a_pointless_move_raises_and_changes_nothing(kind: str) -> None:
    session = session_of()
    game = session.model
    tile = game.hand[0]
    gid = session.move_to_new_group(tile).change.target
    before = (json.dumps(session.to_save()), game.moves)
    with pytest.raises(IllegalMove):
        if kind == "same group":
            session.move_to_group(tile, gid)
        elif kind == "alone":
            session.move_to_new_group(tile)
        else:
            session.move_to_group(tile, 999)
    assert (json.dumps(session.to_save()), game.moves) == before


def test_complete_before_every_group_is_valid_raises_and_counts_nothing() -> None:
    session = session_of()
    with pytest.raises(IllegalMove):
        session.complete()
    assert not session.finished and session.recorder.record() == {}


def test_the_shortest_finish_completes_at_par_and_counts_once() -> None:
    session = session_of()
    shortest_finish(session)
    par = session.puzzle.par
    assert session.model.moves == par
    outcome = session.complete()
    assert outcome.ended and outcome.moments == (Moment.RESULT,)
    assert outcome.change == Solved(DAY, par, par) and outcome.change.over == 0
    assert session.finished and session.result() == outcome.change
    assert session.recorder.record() == {
        "completed": 1,
        "at_or_under_par": 1,
        "from_par": [1, 0, 0, 0, 0],
    }
    with pytest.raises(IllegalMove):  # once final, no move and no second completion
        session.complete()
    with pytest.raises(IllegalMove):
        session.move_to_new_group(session.model.groups[0].tiles[0])
    assert session.recorder.record()["completed"] == 1


def test_a_finish_over_par_says_how_many_over() -> None:
    session = session_of()
    tile = session.model.groups[0].tiles[0]
    session.move_to_new_group(tile)  # a detour: two moves the finish did not need
    session.move_to_group(tile, session.model.groups[0].gid)
    finish(session)
    result = session.complete().change
    assert result.over == session.model.moves - session.puzzle.par >= 2
    assert session.recorder.record()["from_par"][min(result.over, 4)] == 1


def test_play_time_goes_to_the_record() -> None:
    now = [100.0]
    session = JogakboSession(
        JogakboSession.new_model(DAY), recorder=MemoryRecorder(), clock=lambda: now[0]
    )
    now[0] = 130.0
    session.credit_play_time(30)
    assert session.recorder.record() == {"play_seconds": 30}


# ---- the day -----------------------------------------------------------------------------------


def test_turning_the_day_deals_that_days_puzzle_untouched() -> None:
    session = session_of()
    session.move_to_new_group(session.model.hand[0])
    assert session.turn_day(DAY) is None and session.model.moves == 1  # the same day
    outcome = session.turn_day(DAY + timedelta(days=1))
    assert outcome is not None and outcome.moments == ()
    assert session.day == DAY + timedelta(days=1) and session.model.moves == 0
    assert session.puzzle == daily_puzzle(DAY + timedelta(days=1))
    assert not session.keeps_a_save  # an untouched puzzle is not saved


def test_a_completed_puzzle_gives_way_to_the_next_day_unfinished() -> None:
    session = session_of()
    finish(session)
    session.complete()
    session.turn_day(DAY + timedelta(days=1))
    assert not session.finished and session.result() is None and session.marks == set()


# ---- the save ----------------------------------------------------------------------------------


def test_the_save_round_trips_exactly() -> None:
    session = session_of()
    game = session.model
    session.move_to_new_group(game.hand[0])
    session.move_to_group(game.groups[1].tiles[0], game.groups[-1].gid)
    data = json.loads(json.dumps(session.to_save()))
    again = JogakboSession.from_save(data)
    assert again.to_save() == data and not again.finished
    assert [(g.gid, g.tiles) for g in again.model.groups] == [(g.gid, g.tiles) for g in game.groups]
    assert again.model.hand == game.hand and again.model.moves == 2
    finish(session)
    session.complete()
    done = JogakboSession.from_save(json.loads(json.dumps(session.to_save())))
    assert done.finished and done.result() == session.result()
    assert done.opened().moments == ()  # reading and opening count nothing


def test_a_completed_flag_on_a_table_that_is_not_solved_is_not_an_ending() -> None:
    session = session_of()
    session.move_to_new_group(session.model.hand[0])
    data = {**session.to_save(), "completed": True}
    assert not JogakboSession.from_save(data).finished


def test_a_save_of_another_puzzle_is_not_loaded_and_is_no_error() -> None:
    session = session_of()
    session.move_to_new_group(session.model.hand[0])
    data = session.to_save()
    first = Tile.from_key(data["tiles"][0])
    stranger = Tile(13, first.colour, 1)
    data["tiles"] = sorted([*data["tiles"][1:], stranger.key])
    again = JogakboSession.from_save(data)
    assert again.model.moves == 0 and again.model.hand == list(again.puzzle.hand)
    assert not again.keeps_a_save


def good_save() -> dict[str, Any]:
    session = session_of()
    game = session.model
    session.move_to_new_group(game.hand[0])
    session.move_to_group(game.groups[0].tiles[0], game.groups[-1].gid)
    return session.to_save()


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d.update(date="2026-02-30"),
        lambda d: d.update(date="yesterday"),
        lambda d: d.pop("date"),
        lambda d: d.update(moves=-1),
        lambda d: d.update(moves=True),
        lambda d: d.update(next_gid=1),  # not above every group's id
        lambda d: d["groups"].append({"gid": 99, "tiles": [d["hand"][0]]}),  # a tile twice
        lambda d: d["groups"][0]["tiles"].clear(),  # an empty group
        lambda d: d["groups"][0].update(gid=d["groups"][1]["gid"]),  # an id twice
        lambda d: d["hand"].append("purple-3-0"),
        lambda d: d["hand"].pop(),  # a tile lost
        lambda d: d.update(groups=None),
        lambda d: d.update(hand="red-1-0"),
    ],
)
def test_a_damaged_save_raises_save_error(change: Any) -> None:
    data = copy.deepcopy(good_save())
    change(data)
    with pytest.raises(SaveError):
        JogakboSession.from_save(data)


@given(
    key=st.sampled_from(["date", "tiles", "groups", "hand", "moves", "next_gid", "completed"]),
    value=st.recursive(
        st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12),
        lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner),
        max_leaves=6,
    ),
)
@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_any_damage_to_a_field_is_save_error_or_a_game(key: str, value: Any) -> None:
    data = {**good_save(), key: value}
    try:
        session = JogakboSession.from_save(data)
    except SaveError:
        return
    assert isinstance(session.model, Game)  # whatever was read is a sound game
    JogakboSession.from_save(json.loads(json.dumps(session.to_save())))


# ---- the home line ---------------------------------------------------------------------------


def test_the_home_line_reads_through_the_codec() -> None:
    going = good_save()
    assert home_line(going, {}, today=lambda: DAY) == "In progress: 2 moves"
    assert home_line(going, {}, today=lambda: DAY + timedelta(days=1)) == ""
    assert home_line({**going, "next_gid": 1}, {}, today=lambda: DAY) == ""  # damaged
    assert home_line({**going, "date": "soon"}, {}, today=lambda: DAY) == ""
    assert home_line(None, {}, today=lambda: DAY) == ""
    session = session_of()
    finish(session)
    session.complete()
    assert home_line(session.to_save(), {}, today=lambda: DAY) == "Solved today"


# ---- counting exactly once net ---------------------------------------------------------------


class CountingMachine(RuleBasedStateMachine):
    """Random moves, finishes, completions, restarts, resets and days: every completion
    is counted once, with its moves and par, and nothing else is ever counted."""

    def __init__(self) -> None:
        super().__init__()
        self.recorder = MemoryRecorder()
        self.session = JogakboSession(JogakboSession.new_model(DAY), recorder=self.recorder)
        self.completed: list[tuple[int, int]] = []  # (moves, par) since the last reset

    def _tiles(self) -> list[Tile]:
        game = self.session.model
        return list(game.hand) + [t for g in game.groups for t in g.tiles]

    @rule(pick=st.integers(0, 10_000), to=st.integers(0, 10_000))
    @precondition(lambda self: not self.session.finished)
    def move(self, pick: int, to: int) -> None:
        game = self.session.model
        tiles = [t for g in game.groups for t in g.tiles] + list(game.hand)
        tile = tiles[pick % len(tiles)]
        targets = [g.gid for g in game.groups if g.gid != game.location(tile)]
        if not targets:  # every tile in one group
            return
        moves = game.moves
        outcome = self.session.move_to_group(tile, targets[to % len(targets)])
        assert outcome.moments == () and not outcome.ended
        assert game.moves == moves + 1

    @rule(pick=st.integers(0, 10_000))
    @precondition(lambda self: not self.session.finished)
    def new_group(self, pick: int) -> None:
        game = self.session.model
        tiles = [t for t in self._tiles() if game.can_move_to_new_group(t)]
        if not tiles:  # every tile alone
            return
        outcome = self.session.move_to_new_group(tiles[pick % len(tiles)])
        assert outcome.moments == () and outcome.change.new_group

    @rule()
    @precondition(lambda self: not self.session.finished)
    def finish_and_complete(self) -> None:
        finish(self.session)
        outcome = self.session.complete()
        assert outcome.ended and outcome.moments == (Moment.RESULT,)
        self.completed.append((self.session.model.moves, self.session.puzzle.par))

    @rule()
    def complete_again(self) -> None:
        if not self.session.can_complete():
            with pytest.raises(IllegalMove):
                self.session.complete()

    @rule()
    def restart(self) -> None:
        """Save, quit, open again: a completed puzzle comes back complete, uncounted."""
        finished = self.session.finished
        data = json.loads(json.dumps(self.session.to_save()))
        self.session = JogakboSession.from_save(data, recorder=self.recorder)
        assert self.session.opened().moments == ()
        assert self.session.finished == finished

    @rule()
    def reset(self) -> None:
        self.recorder.value = {}
        assert self.session.stats_were_reset().moments == ()
        self.completed = []

    @rule(offset=st.sampled_from([0, 1]))
    def day(self, offset: int) -> None:
        self.session.turn_day(DAYS[offset])

    @invariant()
    def counted_once_net(self) -> None:
        record = self.recorder.value
        assert record.get("completed", 0) == len(self.completed)
        at_par = sum(moves == par for moves, par in self.completed)
        assert record.get("at_or_under_par", 0) == at_par
        assert sum(record.get("from_par", [])) == len(self.completed)
        assert (COMPLETED in self.session.marks) == self.session.finished


CountingMachine.TestCase.settings = settings(
    max_examples=30,
    stateful_step_count=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
TestCountingOnceNet = CountingMachine.TestCase
