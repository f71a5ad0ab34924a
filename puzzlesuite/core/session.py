"""The session under every game: the lifecycle each screen used to write for itself.

A game's session (`games/<id>/session.py`, a subclass of `GameSession`) owns the model and
everything around it that is not drawing: the one save codec (reading raises `SaveError`,
the only error a reader catches), the moves and what each one changed, undo and redo
where the game has them, "finished", the game's own clock (injected, monotonic), the
shell's play time credited to the right bucket, the data the result moment shows, and
counting statistics: every moment a game counts is counted exactly once net, through an
injected `Recorder`, so a session runs and is tested without Qt or files.

The idea is the mid-end of Simon Tatham's collection (one layer between the front end
and forty back ends owns undo, saving, timers and the end of a game); the code is ours.
Asynchronous work stays with the screen: a session says whose move it is
(`cpu_to_move`) and applies the reply it is given. docs/ARCHITECTURE.md, "A game's
session", is the recipe; Block Puzzle's session is the worked example.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar

Record = dict[str, Any]
Mutate = Callable[[Record], None]
Clock = Callable[[], float]

ModelT = TypeVar("ModelT")
ChangeT = TypeVar("ChangeT")
ResultT = TypeVar("ResultT")
ValueT = TypeVar("ValueT")


class SaveError(ValueError):
    """A save this game cannot use: the one error every reader of a save catches.

    The screen moves such a save aside with the notice the app gives for every damaged
    file (`SaveService.discard_unreadable`) and starts a new game; the home line and the
    statistics hooks treat it as no save (the game tells about it when opened)."""


# ---- the recorder: where statistics go ---------------------------------------------------


class Recorder(Protocol):
    """One game's statistics record, read and changed whole (a `mutate` function gets a
    copy of the record and changes it in place; the recorder checks and writes it)."""

    def record(self) -> Record: ...

    def update(self, mutate: Mutate) -> None: ...


class _StatsService(Protocol):
    def record(self, game_id: str) -> Record: ...

    def update(self, game_id: str, mutate: Mutate) -> None: ...


class StatsRecorder:
    """The app's recorder: one game's record in `services.stats.StatsService` (passed
    in, so `core` imports no service)."""

    def __init__(self, stats: _StatsService, game_id: str) -> None:
        self._stats = stats
        self._game_id = game_id

    def record(self) -> Record:
        return self._stats.record(self._game_id)

    def update(self, mutate: Mutate) -> None:
        self._stats.update(self._game_id, mutate)


class MemoryRecorder:
    """A record in memory: session tests, and sessions built only to read a save."""

    def __init__(self, record: Record | None = None) -> None:
        self.value: Record = _plain_copy(record or {})
        self.writes = 0  # how many updates: a move writes its figures once

    def record(self) -> Record:
        copied: Record = _plain_copy(self.value)
        return copied

    def update(self, mutate: Mutate) -> None:
        record = self.record()
        mutate(record)
        self.value = record
        self.writes += 1


def add_to(record: Record, key: str, by: float = 1, bucket: str | None = None) -> None:
    """Add `by` to `record[key]`, or to `record[bucket][key]` (Reversi: per opponent)."""
    target = record.setdefault(bucket, {}) if bucket else record
    target[key] = target.get(key, 0) + by


# ---- what a step reports -----------------------------------------------------------------


class Moment(Enum):
    """The counting moments a step can be (a step may be several, or none)."""

    STARTED = "started"  # the game counts as started / played (once per game)
    PROGRESS = "progress"  # figures that grow while playing: best score, lines cleared
    RESULT = "result"  # the ending counted: solved, won, lost, drawn (once per game)
    WITHDRAWN = "withdrawn"  # undo took counted figures back: a result, cleared lines


@dataclass(frozen=True)
class Outcome(Generic[ValueT]):
    """What a step did: the game's own report of the change (Block Puzzle's
    `PlacementResult`), the counting moments it was, and whether it ended the game (the
    result moment then fades in; a resumed ending does not)."""

    change: ValueT
    moments: tuple[Moment, ...] = ()
    ended: bool = False


# ---- the session -------------------------------------------------------------------------


class GameSession(Generic[ModelT, ChangeT, ResultT]):
    """The base of every game's session. A game writes (see docs/ARCHITECTURE.md):

    - the codec: `new_model()`, `decode_model(data)`, `restore(data)` and `encode()`;
    - the state: `finished`, `result()`, `cpu_to_move` (a game with a CPU player);
    - its moves: a method per kind of move (Block Puzzle: `place`) that calls
      `self.step(lambda: …)`, counting with `count`, `count_once` and `take_back`;
    - undo and redo where the game has them: `can_undo` and `_undo` (`can_redo`,
      `_redo`); the base's `undo()` and `redo()` run them as steps;
    - hooks with defaults: `_begin` (counting when a game appears), `_recount` (after
      Statistics → Reset), `clock_runs`, `time_bucket`, `counts_play_time`.
    """

    game_id: ClassVar[str] = ""

    def __init__(
        self,
        model: ModelT,
        *,
        recorder: Recorder | None = None,
        clock: Clock = time.monotonic,
    ) -> None:
        self.model = model
        self.recorder: Recorder = recorder if recorder is not None else MemoryRecorder()
        self.now = clock
        # The counting moments of the game on the board already counted ("counted",
        # "recorded"…): saved with the game by the codec, so a restart counts nothing twice.
        self.marks: set[str] = set()
        # The game's own time in seconds (best and average times), banked at each step;
        # see `elapsed`.
        self._elapsed = 0.0
        self._slice_start: float | None = None  # when the running time slice began
        self._on_screen = False
        self._moments: list[Moment] = []  # what the step under way has counted
        self._depth = 0  # steps under way (one inside another)
        # (when the time bucket changed, the bucket played until then): see credit_play_time
        self._bucket_changes: list[tuple[float, str | None]] = []

    # ---- the codec: one way in and one way out of a save ---------------------------------

    @classmethod
    def new_model(cls) -> ModelT:
        """The model of a fresh game (a game with choices takes them as arguments)."""
        raise NotImplementedError

    @classmethod
    def decode_model(cls, data: Mapping[str, Any]) -> ModelT:
        """The model in a save (already checked against the game's `SAVE` schema); raise
        `SaveError` or `ValueError` for what the game's rules reject."""
        raise NotImplementedError

    def restore(self, data: Mapping[str, Any]) -> None:
        """The rest of a save once the model is read: the counted marks, the time…"""

    def encode(self) -> dict[str, Any]:
        """The save as `SaveService.save` takes it (never the undo history)."""
        raise NotImplementedError

    @classmethod
    def from_save(
        cls,
        data: Mapping[str, Any],
        *,
        recorder: Recorder | None = None,
        clock: Clock = time.monotonic,
    ) -> Self:
        """The session of a saved game. Raises `SaveError`, and nothing else, for a save
        the game cannot use. Reading counts nothing."""
        try:
            session = cls(cls.decode_model(data), recorder=recorder, clock=clock)
            session.restore(data)
        except SaveError:
            raise
        except (
            ValueError,
            KeyError,
            TypeError,
            AttributeError,
            IndexError,
            ArithmeticError,
        ) as error:
            raise SaveError(str(error) or type(error).__name__) from error
        return session

    @classmethod
    def read(cls, data: Mapping[str, Any] | None) -> Self | None:
        """A saved game for a reader that only looks (the home line): None when there is
        no save or it cannot be read, which the game tells about when opened."""
        if data is None:
            return None
        try:
            return cls.from_save(data)
        except SaveError:
            return None

    @classmethod
    def saved_after_reset(
        cls, data: Mapping[str, Any], *, recorder: Recorder | None = None
    ) -> dict[str, Any] | None:
        """Statistics → Reset while the game is closed: the save after the same recount
        an open game makes (`stats_were_reset`); None for a save that cannot be read
        (left as it is: the game tells about it when opened)."""
        try:
            session = cls.from_save(data, recorder=recorder)
        except SaveError:
            return None
        session.stats_were_reset()
        return session.to_save()

    def to_save(self) -> dict[str, Any]:
        """The save, with the time played up to now."""
        self._fold_clock()
        return self.encode()

    # ---- the state the screen reads ------------------------------------------------------

    @property
    def finished(self) -> bool:
        """The game has ended; its board is final (or undoable, where the game says so)."""
        raise NotImplementedError

    def result(self) -> ResultT | None:
        """What the result moment shows for the ending on the board (None while playing)."""
        return None

    @property
    def cpu_to_move(self) -> bool:
        """The computer plays next: the screen runs the search off the GUI thread
        (`ui.threads.run_job`) and hands the reply back to the session."""
        return False

    def can_undo(self) -> bool:
        return False

    def can_redo(self) -> bool:
        return False

    # ---- steps: everything that changes the game goes through one ------------------------

    def step(self, action: Callable[[], ValueT], *, may_end: bool = True) -> Outcome[ValueT]:
        """Run `action` (a move, an undo…) as one step: the time up to it belongs to the
        game, the moments its counting reports are collected, and the game's clock
        follows (a game just ended stops it)."""
        was_finished = self.finished
        self._fold_clock()
        outer, self._moments = self._moments, []
        self._depth += 1
        try:
            change = action()  # an illegal move raises here, having changed nothing
            moments = tuple(self._moments)
        finally:
            self._depth -= 1
            # A step inside a step (a move that passes on its own) reports to both.
            self._moments = outer + self._moments if self._depth else []
        self.follow_clock()
        ended = may_end and self.finished and not was_finished
        return Outcome(change, moments, ended)

    def start(self, model: ModelT) -> Outcome[None]:
        """A new game (or a prepared position) takes the board; the old one is left as it
        is. Its marks start empty, its time at zero."""

        def replace() -> None:
            bucket = self.time_bucket()
            self._fold_clock()
            self._slice_start = None
            self.model = model
            self.marks.clear()
            self._elapsed = 0.0  # a game that keeps its time in its model brings its own
            if self.time_bucket() != bucket:
                self._bucket_changes.append((self.now(), bucket))
            self._begin()

        return self.step(replace, may_end=False)

    def opened(self) -> Outcome[None]:
        """The saved (or fresh) game is on the board when the screen opens."""
        return self.step(self._begin, may_end=False)

    def undo(self) -> Outcome[ChangeT] | None:
        """Take back one decision; None when there is nothing to undo."""
        if not self.can_undo():
            return None
        return self.step(self._undo)

    def redo(self) -> Outcome[ChangeT] | None:
        """Make again what undo took back; None when there is nothing to redo."""
        if not self.can_redo():
            return None
        return self.step(self._redo)

    def stats_were_reset(self) -> Outcome[None]:
        """Statistics → Reset: the game on the board counts afresh, so no figure
        contradicts another (Started ≥ Solved, Played ≥ Won)."""
        return self.step(self._recount, may_end=False)

    # ---- hooks ---------------------------------------------------------------------------

    def _undo(self) -> ChangeT:
        raise NotImplementedError

    def _redo(self) -> ChangeT:
        raise NotImplementedError

    def _begin(self) -> None:
        """A game is on the board, new or resumed: count what a game counts when it
        appears (Reversi: played, once). Block Puzzle counts nothing here."""

    def _recount(self) -> None:
        """After a statistics reset. Default: every mark is cleared, so each moment counts
        again when it next comes. A moment that will not come again counts now instead
        (Minesweeper: a board past its first click is played)."""
        self.marks.clear()

    # ---- counting: each moment once net --------------------------------------------------

    def first_time(self, mark: str) -> bool:
        """True once per game for `mark`, which is then kept (and saved): the moment it
        stands for counts now, and not again until undo or a reset clears it."""
        if mark in self.marks:
            return False
        self.marks.add(mark)
        return True

    def count(self, mutate: Mutate, *moments: Moment) -> None:
        """Write figures to the statistics now (one write, whatever `mutate` changes) and
        report `moments` as what this step counted."""
        self.recorder.update(mutate)
        self._moments.extend(moments)

    def count_once(self, mark: str, mutate: Mutate, moment: Moment) -> bool:
        """Count `mutate` the first time `mark` is reached in this game."""
        if not self.first_time(mark):
            return False
        self.count(mutate, moment)
        return True

    def take_back(self, mark: str, mutate: Mutate) -> bool:
        """Undo left the moment `mark` stood for (Reversi: the ending): its figures go
        back and it counts again when next reached."""
        if mark not in self.marks:
            return False
        self.marks.discard(mark)
        self.count(mutate, Moment.WITHDRAWN)
        return True

    # ---- the game's own clock ------------------------------------------------------------

    @property
    def elapsed(self) -> float:
        """The game's time banked so far (seconds). A game whose model keeps its time (and
        saves it) overrides this property and its setter to read and write the model."""
        return self._elapsed

    @elapsed.setter
    def elapsed(self, seconds: float) -> None:
        self._elapsed = seconds

    def clock_runs(self) -> bool:
        """Whether the game's time counts now (while its screen is on show): by default
        until the game ends. Minesweeper: from the first click; Sudoku: not while the
        next puzzle is being prepared. Call `follow_clock()` when this changes outside
        a step."""
        return not self.finished

    def set_on_screen(self, on_screen: bool) -> None:
        """The screen is on show (and its window in use, where the game's clock stops in
        the background): the screen calls this, the session decides the rest."""
        self._on_screen = on_screen
        self.follow_clock()

    def follow_clock(self) -> None:
        """Start or stop the running slice as `clock_runs()` and the screen say."""
        if self._on_screen and self.clock_runs():
            if self._slice_start is None:
                self._slice_start = self.now()
        elif self._slice_start is not None:
            self._fold_clock()
            self._slice_start = None

    def elapsed_now(self) -> float:
        """The game's time so far, with the slice running now."""
        running = 0.0 if self._slice_start is None else self.now() - self._slice_start
        return self.elapsed + running

    def _fold_clock(self) -> None:
        if self._slice_start is not None:
            now = self.now()
            self.elapsed += now - self._slice_start
            self._slice_start = now

    # ---- the shell's play time -----------------------------------------------------------

    def time_bucket(self) -> str | None:
        """Where play time goes in the record: None for the record itself (Block
        Puzzle), else a bucket (Reversi: the opponent; Sudoku: the level)."""
        return None

    def counts_play_time(self) -> bool:
        """Whether the time now is play time (Sudoku: entering a puzzle is not)."""
        return True

    def credit_play_time(self, seconds: float) -> None:
        """The shell credits the last `seconds` (ending now) of play. A new game with
        another bucket may have started meanwhile: the time before each change goes to
        the bucket played until then."""
        changes, self._bucket_changes = self._bucket_changes, []
        if not self.counts_play_time():
            return
        now = self.now()
        since = now - seconds
        for changed_at, bucket in changes:
            if changed_at > since:
                self._add_play_time(changed_at - since, bucket)
                since = changed_at
        self._add_play_time(now - since, self.time_bucket())

    def _add_play_time(self, seconds: float, bucket: str | None) -> None:
        if seconds > 0:  # a zero flush writes nothing
            self.recorder.update(lambda record: add_to(record, "play_seconds", seconds, bucket))


def _plain_copy(value: Any) -> Any:
    if isinstance(value, dict):
        return {key: _plain_copy(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_plain_copy(item) for item in value]
    return value
