"""Minesweeper's session, without Qt: every figure counted once net over any sequence of
first clicks, reveals, chords, flags, hints, new boards, restarts and statistics resets;
the clock from the first click to the ending; the save round trip (format unchanged);
`SaveError`, and only it, for a damaged save; the ending and its evidence."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from puzzlesuite.core.session import MemoryRecorder, Moment, SaveError
from puzzlesuite.games.minesweeper.generator import generate
from puzzlesuite.games.minesweeper.hints import START, STEP, WRONG_FLAG
from puzzlesuite.games.minesweeper.model import FLAG, QUESTION, MinesweeperGame
from puzzlesuite.games.minesweeper.session import (
    Ending,
    MinesweeperSession,
    chosen_in,
    count_after_reset,
)
from puzzlesuite.games.minesweeper.solver import deduce
from puzzlesuite.games.minesweeper.summary import home_line

SEED = 724252  # a Beginner board (tests/games/minesweeper)
FIRST = 40


class FakeClock:
    def __init__(self) -> None:
        self.time = 100.0

    def __call__(self) -> float:
        return self.time


def fresh(seed: int = SEED, record: dict[str, Any] | None = None) -> MinesweeperSession:
    return MinesweeperSession(
        MinesweeperGame(9, 9, 10, seed, "beginner"), recorder=MemoryRecorder(record)
    )


def first_click(session: MinesweeperSession, cell: int = FIRST) -> Any:
    game = session.model
    return session.first_reveal(
        cell, generate(game.width, game.height, game.mines, game.seed, cell)
    )


def safe_cells(session: MinesweeperSession) -> list[int]:
    return sorted(deduce(session.model.position()).safe)


def mined_cells(session: MinesweeperSession) -> list[int]:
    return sorted(deduce(session.model.position()).mined)


def record_of(session: MinesweeperSession) -> dict[str, Any]:
    recorder = session.recorder
    assert isinstance(recorder, MemoryRecorder)
    return recorder.value


def win(session: MinesweeperSession) -> Any:
    outcome = None
    while not session.finished:
        outcome = session.reveal(safe_cells(session)[0])
    return outcome


# ---- counting ---------------------------------------------------------------------------


def test_the_first_click_counts_the_board_played_once_and_opens_it() -> None:
    session = fresh()
    assert session.opened().moments == () and record_of(session) == {}
    outcome = first_click(session)
    assert outcome.moments == (Moment.STARTED,) and not outcome.ended
    assert record_of(session) == {"beginner": {"played": 1}}
    assert session.model.started and session.model.revealed[FIRST]
    assert FIRST in outcome.change.opened and len(outcome.change.opened) > 1


def test_a_second_first_click_raises_and_changes_and_counts_nothing() -> None:
    session = fresh()
    first_click(session)
    before = session.to_save()
    with pytest.raises(ValueError):
        first_click(session, 0)
    assert session.to_save() == before
    assert record_of(session) == {"beginner": {"played": 1}}


def test_a_win_counts_once_with_its_time_and_hints() -> None:
    clock = FakeClock()
    session = MinesweeperSession(
        MinesweeperGame(9, 9, 10, SEED, "beginner"), recorder=MemoryRecorder(), clock=clock
    )
    session.set_on_screen(True)
    clock.time += 50  # before the first click: no time
    first_click(session)
    clock.time += 12
    session.press_hint(questions=False)  # one hint shown: counted on the board
    outcome = win(session)
    assert outcome.ended and outcome.moments == (Moment.RESULT,)
    bucket = record_of(session)["beginner"]
    assert bucket["played"] == 1 and bucket["won"] == 1
    assert "won_without_hints" not in bucket
    assert bucket["best_seconds"] == pytest.approx(12)
    assert session.result() == Ending(True, 1, ())
    clock.time += 100  # the clock stopped at the ending
    assert session.elapsed_now() == pytest.approx(12)
    assert session.model.elapsed == pytest.approx(12)


def test_a_loss_counts_nothing_more_and_explains_the_mine() -> None:
    session = fresh()
    first_click(session)
    hit = mined_cells(session)[0]  # provable now: it could have been known
    outcome = session.reveal(hit)
    assert outcome.ended and outcome.moments == ()
    assert record_of(session) == {"beginner": {"played": 1}}
    ending = session.result()
    assert ending is not None and not ending.won and ending.hints_used == 0
    (explanation,) = ending.explanations
    assert explanation.cell == hit and explanation.knowable
    assert ending.evidence == explanation.proof and ending.evidence
    assert all(
        session.model.revealed[cell] and session.model.number[cell] for cell in ending.evidence
    )


def test_a_new_board_mid_game_leaves_it_played_never_lost() -> None:
    session = fresh()
    first_click(session)
    outcome = session.new_game((16, 16, 40), "intermediate", seed=5)
    assert outcome.moments == () and not outcome.ended
    assert record_of(session) == {"beginner": {"played": 1}}
    assert (session.model.width, session.model.level) == (16, "intermediate")


def test_a_finished_board_changes_no_more() -> None:
    session = fresh()
    first_click(session)
    session.reveal(mined_cells(session)[0])
    before = session.to_save()
    covered = next(c for c in range(81) if not session.model.revealed[c])
    assert session.reveal(covered).change.opened == []
    assert session.cycle_mark(covered, questions=False).change.mark == 0
    assert session.to_save() == before


def test_flags_cycle_and_marks_report_what_changed() -> None:
    session = fresh()
    first_click(session)
    cell = next(c for c in range(81) if not session.model.revealed[c])
    assert session.cycle_mark(cell, questions=True).change.mark == FLAG
    marked = session.cycle_mark(cell, questions=True).change
    assert (marked.mark, marked.before) == (QUESTION, FLAG)
    assert session.cycle_mark(cell, questions=True).change.mark == 0


def test_the_hint_counts_once_and_its_second_press_applies_it() -> None:
    session = fresh()
    assert session.press_hint(questions=False).change.hint.kind == START
    assert session.model.hints_used == 0  # "any cell is safe" tells nothing of this board
    first_click(session)
    shown = session.press_hint(questions=False).change
    assert shown.hint.kind == STEP and not shown.applied and session.model.hints_used == 1
    assert session.hint_shown == shown.hint
    applied = session.press_hint(questions=False).change
    assert applied.applied in ("reveal", "flag") and session.model.hints_used == 1
    if applied.applied == "reveal":
        assert applied.opening is not None and session.model.revealed[shown.hint.cell]
    else:
        assert session.model.mark(shown.hint.cell) == FLAG
    assert session.hint_shown is None


def test_a_wrong_flag_is_the_first_hint_and_applying_it_takes_it_away() -> None:
    session = fresh()
    first_click(session)
    safe = safe_cells(session)[0]
    session.cycle_mark(safe, questions=False)
    assert session.press_hint(questions=False).change.hint.kind == WRONG_FLAG
    assert session.press_hint(questions=False).change.applied == "unflag"
    assert session.model.mark(safe) == 0


def test_any_other_move_drops_the_hint_shown() -> None:
    session = fresh()
    first_click(session)
    session.press_hint(questions=False)
    covered = next(c for c in range(81) if not session.model.revealed[c])
    session.cycle_mark(covered, questions=False)
    assert session.hint_shown is None


# ---- the clock and play time ---------------------------------------------------------------


def test_the_clock_runs_from_the_first_click_while_on_screen() -> None:
    clock = FakeClock()
    session = MinesweeperSession(
        MinesweeperGame(9, 9, 10, SEED, "beginner"), recorder=MemoryRecorder(), clock=clock
    )
    session.set_on_screen(True)
    clock.time += 30
    assert session.elapsed_now() == 0  # nothing before the first click
    first_click(session)
    clock.time += 10
    session.set_on_screen(False)  # another window in front, or another screen
    clock.time += 500
    session.set_on_screen(True)
    clock.time += 5
    assert session.to_save()["game"]["elapsed"] == pytest.approx(15)


def test_play_time_goes_to_the_level_played() -> None:
    clock = FakeClock()
    session = MinesweeperSession(
        MinesweeperGame(16, 16, 40, 3, "intermediate"), recorder=MemoryRecorder(), clock=clock
    )
    clock.time += 60
    session.credit_play_time(60)
    assert record_of(session) == {"intermediate": {"play_seconds": 60}}


# ---- statistics reset ---------------------------------------------------------------------


def test_a_reset_counts_a_board_in_progress_at_once_and_nothing_else() -> None:
    session = fresh()
    assert session.stats_were_reset().moments == ()  # before the first click: nothing
    first_click(session)
    session.recorder = MemoryRecorder()  # the record reset
    assert session.stats_were_reset().moments == (Moment.STARTED,)
    assert record_of(session) == {"beginner": {"played": 1}}
    win(session)
    session.recorder = MemoryRecorder()
    assert session.stats_were_reset().moments == ()  # a finished board: nothing to recount
    assert record_of(session) == {}


def test_the_reset_hook_of_a_closed_game_recounts_through_the_codec() -> None:
    session = fresh()
    first_click(session)
    record: dict[str, Any] = {}
    count_after_reset(session.to_save(), record)
    assert record == {"beginner": {"played": 1}}
    untouched: dict[str, Any] = {"beginner": {"played": 3}}
    count_after_reset(fresh().to_save(), untouched)  # not started: nothing
    count_after_reset({"game": {"width": "nine"}}, untouched)  # unreadable: nothing
    assert untouched == {"beginner": {"played": 3}}


# ---- counting once net over random play ----------------------------------------------------


class CountingMachine(RuleBasedStateMachine):
    """Random first clicks, reveals (safe or not), chords, flags, hints, new boards,
    restarts and resets, against the spec's rules: played counts each board once, at its
    first click (and once more after a reset for a board in progress); won counts each
    cleared board once with its hints; a loss or a new board adds nothing."""

    def __init__(self) -> None:
        super().__init__()
        self.recorder = MemoryRecorder()
        self.clock = FakeClock()
        self.session = MinesweeperSession(
            MinesweeperGame(9, 9, 10, 0), recorder=self.recorder, clock=self.clock
        )
        self.session.set_on_screen(True)
        self.played = 0
        self.won = 0
        self.won_without_hints = 0

    @initialize(seed=st.integers(0, 999_999))
    def begin(self, seed: int) -> None:
        self.session.start(MinesweeperGame(9, 9, 10, seed, "beginner"))

    @rule(cell=st.integers(0, 80))
    def click(self, cell: int) -> None:
        """A left click on a cell without a mine: the first click, a reveal, a chord
        (which may still hit a mine under a wrong flag), or nothing."""
        game, writes = self.session.model, self.recorder.writes
        self.clock.time += 1
        if not game.started:
            outcome = first_click(self.session, cell)
            assert outcome.moments[0] == Moment.STARTED
            self.played += 1
        elif game.is_mine[cell]:
            return  # step_on_a_mine does that, less often
        elif game.can_reveal(cell):
            outcome = self.session.reveal(cell)
        elif game.can_chord(cell):
            outcome = self.session.chord(cell)
        else:
            return
        self._count(outcome, writes)

    @rule(choice=st.integers(0, 1000))
    def step_on_a_mine(self, choice: int) -> None:
        game, writes = self.session.model, self.recorder.writes
        mines = [c for c in game.mine_cells() if game.can_reveal(c)]
        if mines:
            outcome = self.session.reveal(mines[choice % len(mines)])
            assert outcome.ended and outcome.moments == ()
            self._count(outcome, writes)

    @rule(choice=st.integers(0, 1000))
    def reveal_a_safe_cell(self, choice: int) -> None:
        game = self.session.model
        if not game.started or game.over:
            return
        safe = safe_cells(self.session)
        writes = self.recorder.writes
        self._count(self.session.reveal(safe[choice % len(safe)]), writes)

    @rule(by_hints=st.booleans())
    def play_to_the_end(self, by_hints: bool) -> None:
        """Clear the board by logic (or by pressing H), as a player who knows how."""
        if not self.session.model.started:
            self.click(FIRST)
        while not self.session.finished:
            writes = self.recorder.writes
            if by_hints:
                outcome = self.session.press_hint(questions=False)
            else:
                cell = safe_cells(self.session)[0]
                while self.session.model.mark(cell) == FLAG:  # a wrong flag goes first
                    self.session.cycle_mark(cell, questions=False)
                outcome = self.session.reveal(cell)
            self._count(outcome, writes)
        assert self.session.model.won or self.session.model.lost

    @rule(cell=st.integers(0, 80), questions=st.booleans())
    def mark(self, cell: int, questions: bool) -> None:
        writes = self.recorder.writes
        assert self.session.cycle_mark(cell, questions).moments == ()
        assert self.recorder.writes == writes

    @rule(questions=st.booleans())
    def hint(self, questions: bool) -> None:
        writes = self.recorder.writes
        outcome = self.session.press_hint(questions)
        self._count(outcome, writes)

    def _count(self, outcome: Any, writes: int) -> None:
        result = Moment.RESULT in outcome.moments
        if result:
            assert outcome.ended and self.session.model.won
            self.won += 1
            self.won_without_hints += self.session.model.hints_used == 0
        assert self.recorder.writes == writes + len(outcome.moments)

    @rule(seed=st.integers(0, 999_999))
    def new_board(self, seed: int) -> None:
        writes = self.recorder.writes
        assert self.session.new_game((9, 9, 10), "beginner", seed).moments == ()
        assert self.recorder.writes == writes

    @rule()
    def restart(self) -> None:
        """Save, quit, open again: nothing counts on the way."""
        data = json.loads(json.dumps(self.session.to_save()))
        writes = self.recorder.writes
        self.session = MinesweeperSession.from_save(data, recorder=self.recorder, clock=self.clock)
        assert self.session.opened().moments == ()
        self.session.set_on_screen(True)
        assert self.recorder.writes == writes
        assert self.session.to_save() == data

    @rule()
    def reset(self) -> None:
        self.recorder.value = {}
        self.played = self.won = self.won_without_hints = 0
        game = self.session.model
        outcome = self.session.stats_were_reset()
        if game.started and not game.over:
            assert outcome.moments == (Moment.STARTED,)
            self.played = 1
        else:
            assert outcome.moments == ()

    @invariant()
    def counted_once_net(self) -> None:
        bucket = self.recorder.value.get("beginner", {})
        assert bucket.get("played", 0) == self.played
        assert bucket.get("won", 0) == self.won
        assert bucket.get("won_without_hints", 0) == self.won_without_hints
        assert bucket.get("won", 0) <= bucket.get("played", 0)


CountingMachine.TestCase.settings = settings(
    max_examples=50,
    stateful_step_count=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
TestCountingOnceNet = CountingMachine.TestCase


# ---- the save ---------------------------------------------------------------------------------


def valid_save() -> dict[str, Any]:
    session = fresh()
    first_click(session)
    covered = next(c for c in range(81) if not session.model.revealed[c])
    session.cycle_mark(covered, questions=False)
    session.press_hint(questions=False)
    return session.to_save()


def test_the_save_round_trips_exactly_in_its_old_format() -> None:
    data = valid_save()
    assert (
        list(data) == ["game"]
        and data["game"] == MinesweeperSession.from_save(data).model.to_dict()
    )
    resumed = MinesweeperSession.from_save(json.loads(json.dumps(data)))
    assert resumed.to_save() == data


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("width", "nine"),
        ("width", 51),
        ("mines", 0),
        ("level", "expert"),  # an Expert with a Beginner's size
        ("seed", -1),
        ("first", 81),
        ("revealed", [0, 0]),
        ("flags", [FIRST]),  # a flag on a revealed cell
        ("hit", [FIRST]),  # a revealed cell that is no mine
        ("explanations", [{"cell": 1}]),
        ("hints_used", -1),
        ("elapsed", float("nan")),
        ("elapsed", True),
    ],
)
def test_a_damaged_field_raises_save_error(key: str, value: Any) -> None:
    data = valid_save()
    data["game"][key] = value
    with pytest.raises(SaveError):
        MinesweeperSession.from_save(data)


def test_a_save_without_its_game_raises_save_error() -> None:
    with pytest.raises(SaveError, match="no game"):
        MinesweeperSession.from_save({"board": 1})


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats() | st.text(max_size=9),
    lambda inner: st.lists(inner, max_size=9) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=12,
)


@given(
    key=st.sampled_from(
        ["level", "width", "height", "mines", "seed", "first", "mine_cells", "revealed", "flags",
         "questions", "hit", "explanations", "hints_used", "elapsed"]
    ),
    value=JSON,
)  # fmt: skip
@settings(max_examples=300, deadline=None)
def test_any_damage_to_a_field_is_save_error_or_a_valid_game(key: str, value: Any) -> None:
    data = valid_save()
    data["game"][key] = copy.deepcopy(value)
    try:
        session = MinesweeperSession.from_save(data)
    except SaveError:
        return
    session.to_save()  # a game it read is one it can write


def test_the_home_line_reads_through_the_codec() -> None:
    data = valid_save()
    assert home_line(data, {}) == "In progress: Beginner"
    data["game"]["revealed"] = [*data["game"]["revealed"], data["game"]["mine_cells"][0]]
    assert home_line(data, {}) == ""  # unreadable: the game tells about it when opened
    assert home_line(None, {}) == ""


def test_the_next_game_preferences_are_read_with_fallbacks() -> None:
    assert chosen_in({}) == ("beginner", (9, 9, 10))
    assert chosen_in({"level": "expert"}) == ("expert", (30, 16, 99))
    assert chosen_in({"level": "custom", "custom": [12, 10, 20]}) == ("custom", (12, 10, 20))
    assert chosen_in({"level": "custom", "custom": [99, 10, 20]}) == ("custom", (30, 16, 99))
    assert chosen_in({"level": "huge"}) == ("beginner", (9, 9, 10))
