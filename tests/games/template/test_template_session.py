"""The template game's session, without Qt: what a game's session tests look like, in
small. Played and solved counted exactly once net over any sequence of presses, undos,
new games, restarts and statistics resets; the save round trip (without the undo
history); `SaveError`, and only it, for a damaged save."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from puzzlesuite.core.session import MemoryRecorder, Moment, SaveError
from tests.games.template.kit import finished, fresh, mid
from tests.games.template.model import CELLS, Lamps, neighbourhood
from tests.games.template.session import COUNTED, LampsSession, Solved, clear_counted
from tests.games.template.summary import home_line


def one_press_from_solved() -> Lamps:
    lit = [True] * CELLS
    for cell in neighbourhood(10):
        lit[cell] = False
    return Lamps(7, lit, presses=4)


def session_on(game: Lamps, record: dict[str, Any] | None = None) -> LampsSession:
    session = LampsSession(Lamps(1), recorder=MemoryRecorder(record))
    session.start(game)
    return session


def test_the_first_press_counts_the_game_once() -> None:
    session = session_on(Lamps(7))
    first = session.press(0)
    assert first is not None and first.moments == (Moment.STARTED,) and first.change == 0
    second = session.press(5)
    assert second is not None and second.moments == ()
    assert session.recorder.record() == {"played": 1}


def test_solving_counts_the_solve_and_the_fewest_presses() -> None:
    session = session_on(one_press_from_solved(), {"played": 3, "fewest_presses": 9})
    outcome = session.press(10)
    assert outcome is not None and outcome.ended
    assert outcome.moments == (Moment.STARTED, Moment.RESULT)
    assert session.recorder.record() == {"played": 4, "solved": 1, "fewest_presses": 5}
    assert session.result() == Solved(5)
    assert session.press(0) is None, "a solved board takes no press"
    assert session.undo() is None, "and no undo"


def test_undo_counts_nothing_and_reports_the_cell() -> None:
    session = session_on(Lamps(7))
    session.press(3)
    writes = session.recorder.writes  # type: ignore[attr-defined]
    undone = session.undo()
    assert undone is not None and undone.change == 3 and undone.moments == ()
    assert session.model.lit == Lamps(7).lit
    assert session.recorder.writes == writes  # type: ignore[attr-defined]
    assert session.undo() is None


@pytest.mark.parametrize("cell", [-1, CELLS, 99])
def test_a_press_off_the_board_changes_and_counts_nothing(cell: int) -> None:
    session = session_on(Lamps(7))
    assert session.press(cell) is None
    assert session.model.lit == Lamps(7).lit and session.recorder.record() == {}


# ---- counting exactly once net, over any sequence ------------------------------------------

ACTIONS = st.lists(
    st.one_of(
        st.tuples(st.just("press"), st.integers(0, CELLS - 1)),
        st.tuples(st.sampled_from(["undo", "new", "restart", "reset"]), st.just(0)),
    ),
    max_size=60,
)


@settings(max_examples=60, deadline=None)
@given(ACTIONS, st.integers(0, 2**16))
def test_played_and_solved_count_once_per_game_over_any_sequence(
    actions: list[tuple[str, int]], seed: int
) -> None:
    recorder = MemoryRecorder()
    session = LampsSession(Lamps(seed), recorder=recorder)
    played = solved = 0  # what the record must say, counted from the games themselves
    pressed_this_game = False
    for action, cell in actions:
        if action == "press":
            solved_before = session.finished
            if session.press(cell) is not None:
                played += not pressed_this_game
                pressed_this_game = True
                solved += session.finished and not solved_before
        elif action == "undo":
            session.undo()
        elif action == "new":
            session.new_game(seed + 1)
            pressed_this_game = False
        elif action == "restart":  # quit and open again: through the save
            session = LampsSession.from_save(session.to_save(), recorder=recorder)
        else:  # Statistics → Reset with the game open
            recorder.value = {}
            played = solved = 0
            session.stats_were_reset()
            pressed_this_game = False
        record = recorder.record()
        assert record.get("played", 0) == played
        assert record.get("solved", 0) == solved <= played
        assert (COUNTED in session.marks) == pressed_this_game


# ---- the codec -------------------------------------------------------------------------------


@pytest.mark.parametrize("make", [fresh, mid, finished])
def test_the_save_round_trips_without_the_undo_history(make: Any) -> None:
    data = make()
    session = LampsSession.from_save(data)
    assert session.to_save() == data
    assert not session.can_undo(), "a resumed game starts its history afresh"
    assert (COUNTED in session.marks) == data["counted"]


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: d.pop("game"),
        lambda d: d.update(game=[]),
        lambda d: d["game"].update(lit=[True] * 15),
        lambda d: d["game"].update(lit=[1] * CELLS),
        lambda d: d["game"].update(presses=-1),
        lambda d: d["game"].update(presses=True),
        lambda d: d["game"].update(seed="7"),
        lambda d: d["game"].update(seed=2**64),
        lambda d: d["game"].pop("lit"),
    ],
)
def test_a_damaged_save_raises_save_error_and_only_it(damage: Any) -> None:
    data = copy.deepcopy(mid())
    damage(data)
    with pytest.raises(SaveError):
        LampsSession.from_save(data)
    assert LampsSession.read(data) is None
    assert home_line(data, {}) == ""
    assert clear_counted(data) == data, "an unreadable save is left for the game to report"


def test_clear_counted_makes_the_game_count_again_at_its_next_press() -> None:
    cleared = clear_counted(mid())
    assert cleared["counted"] is False and cleared["game"] == mid()["game"]
    session = LampsSession.from_save(cleared, recorder=MemoryRecorder())
    outcome = session.press(0)
    assert outcome is not None and Moment.STARTED in outcome.moments
