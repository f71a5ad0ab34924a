"""Sudoku's session: the puzzle on the board, its save, its clock and what it counts (no Qt).

What the screen used to keep for itself (docs/ARCHITECTURE.md, "A session"):

- **the board**: the puzzle in play, or none before the first one is ready; while the
  player enters a puzzle of their own, an `EntryBoard` (every digit theirs), with the
  game before it kept in `previous` and brought back on Cancel;
- **the supply** (`supply.PuzzleSupply`): the next puzzle of every level made ahead, and
  the request waiting while one is made;
- **the moves** as steps: a digit, a note, an erasure, Fill all notes, the hint's three
  presses (`hints.HintSession`), undo and redo; each reports what it changed
  (`Change`: the cells, the units it made full and free of conflicts) or raises
  `Refused` and changes nothing;
- **the codec**: one save (`schema.SAVE`: the game, the prepared puzzles, the entry draft,
  the puzzles entered lately), read with `SaveError` for anything the rules reject;
- **the clock**: the puzzle's own time for best and average times (`SudokuGame.elapsed`,
  saved with it), running while the puzzle is in play on screen: not before it is
  ready, not once solved, not while another puzzle is prepared or one is entered;
- **counting**, each moment once (the marks are the model's saved `started` and
  `finished`): a puzzle is *started* at its first digit (a hint that places one too),
  *solved* when its grid is the solution, with its time and hints (`stats.record_solve`),
  in its level's bucket ("own_<grade>" for the player's own). A solved puzzle is final:
  no undo out of it. After Statistics → Reset a puzzle not solved counts as started
  again at its next digit. The shell's play time goes to the puzzle's bucket; entering a
  puzzle is not playing one.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from puzzlesuite.core.session import (
    Clock,
    GameSession,
    Moment,
    Outcome,
    Recorder,
    SaveError,
    add_to,
)

from .generator import Puzzle
from .hints import HintSession, Press
from .model import Action, SudokuGame
from .own_puzzle import ProvenPuzzle
from .puzzle_text import format_line
from .schema import MAX_RECENT, SAVE
from .solver import BOX_OF, BOXES, CELL_COUNT, COL_OF, COLS, ROW_OF, ROWS, Grid
from .stats import record_solve
from .supply import PuzzleSupply
from .techniques import Level, UnitRef

GAME_ID = "sudoku"
BEYOND = "beyond"  # the grade of an own puzzle our techniques cannot finish
_EMPTY: Grid = (0,) * CELL_COUNT
_UNITS: tuple[tuple[UnitRef, tuple[int, ...]], ...] = (
    *((("row", i), tuple(unit)) for i, unit in enumerate(ROWS)),
    *((("col", i), tuple(unit)) for i, unit in enumerate(COLS)),
    *((("box", i), tuple(unit)) for i, unit in enumerate(BOXES)),
)
_UNITS_OF: tuple[tuple[UnitRef, ...], ...] = tuple(
    (("row", ROW_OF[cell]), ("col", COL_OF[cell]), ("box", BOX_OF[cell]))
    for cell in range(CELL_COUNT)
)


class EntryBoard(SudokuGame):
    """The board while entering: every digit is the player's and nothing is solved."""

    def __init__(self, values: list[int] | None = None) -> None:
        super().__init__(_EMPTY, _EMPTY, Level.EASY, 0, list(values or _EMPTY))

    def is_solved(self) -> bool:
        return False

    def wrong_cells(self) -> list[int]:
        return []


class Refused(Exception):
    """A move the position does not take; nothing changed. `reason` is one of:"""

    PREPARING = "preparing"  # no puzzle yet, or the next one is still being prepared
    SOLVED = "solved"  # the board of a solved puzzle no longer changes
    GIVEN = "given"  # a given cell
    FILLED = "filled"  # a note in a cell that holds a digit
    ENTERING = "entering"  # a hint while a puzzle is being entered

    def __init__(self, reason: str, cell: int | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.cell = cell


@dataclass(frozen=True)
class Change:
    """What a step did on the board: the cells it changed (None: nothing), the rows,
    columns and boxes it made full and free of conflicts (never judged against the
    solution: the spec hides it), and for a hint press what the press showed."""

    action: Action | None = None
    completed: tuple[UnitRef, ...] = ()
    press: Press | None = None

    @property
    def changed(self) -> bool:
        return self.action is not None


@dataclass(frozen=True)
class Solved:
    """What the result moment shows for a solved puzzle: the time taken and the hints
    used (the spec's two figures), and the level its Play again asks for."""

    seconds: float
    hints: int
    level: Level
    new_best: bool = False  # its time is the best kept at its level (stats' best_seconds)


def _complete(values: list[int], cells: tuple[int, ...]) -> bool:
    return all(values[cell] for cell in cells) and len({values[cell] for cell in cells}) == 9


def complete_units(values: list[int]) -> set[UnitRef]:
    """The rows, columns and boxes that are full and hold each digit once."""
    return {unit for unit, cells in _UNITS if _complete(values, cells)}


def completed_by(values: list[int], action: Action) -> tuple[UnitRef, ...]:
    """The units `action` (already done: `values` are after it) made full and free of
    conflicts; only the units of the cells it changed can be."""
    before = list(values)
    for cell, value, _notes, _new_value, _new_notes in action.changes:
        before[cell] = value
    touched = {unit for cell in action.cells for unit in _UNITS_OF[cell]}
    return tuple(
        unit
        for unit, cells in _UNITS
        if unit in touched and _complete(values, cells) and not _complete(before, cells)
    )


def new_game(puzzle: Puzzle) -> SudokuGame:
    return SudokuGame(puzzle.givens, puzzle.solution, puzzle.level, puzzle.seed)


class SudokuSession(GameSession[SudokuGame | None, Change, Solved]):
    game_id = GAME_ID

    def __init__(
        self,
        model: SudokuGame | None,
        *,
        recorder: Recorder | None = None,
        clock: Clock = time.monotonic,
    ) -> None:
        super().__init__(model, recorder=recorder, clock=clock)
        self.previous: SudokuGame | None = None  # the game kept while a puzzle is entered
        # The puzzles entered lately, newest first: {"givens": 81 digits, "grade": level}.
        self.recent: list[dict[str, str]] = []
        self.supply = PuzzleSupply()
        self.hints = HintSession()

    # ---- the codec: schema.SAVE ---------------------------------------------------------

    @classmethod
    def new_model(cls) -> SudokuGame | None:
        """No puzzle: the first one is asked for (`request`) and made in the background."""
        return None

    @classmethod
    def decode_model(cls, data: Mapping[str, Any]) -> SudokuGame | None:
        # The whole save's shape first (the store checks it when it reads the file; a
        # save handed over otherwise is checked the same), then the rules of each part.
        data = SAVE.validate(data)
        game = data.get("game")
        return None if game is None else SudokuGame.from_dict(game)

    def restore(self, data: Mapping[str, Any]) -> None:
        self.supply.prepared = PuzzleSupply.decode(data.get("prepared", {}))
        recent = data.get("recent", [])
        if not isinstance(recent, list):
            raise SaveError("recent is not a list")
        self.recent = [dict(item) for item in recent if isinstance(item, Mapping)][:MAX_RECENT]
        entry = data.get("entry")
        if isinstance(entry, Mapping) and isinstance(entry.get("values"), list):
            self.previous, self.model = self.model, EntryBoard(list(entry["values"]))

    def encode(self) -> dict[str, Any]:
        kept = self.kept
        return {
            "game": kept.to_dict() if kept is not None else None,
            "entry": {"values": list(self.model.values)} if self.entering and self.model else None,
            "recent": [dict(item) for item in self.recent],
            "prepared": self.supply.encode(),
        }

    # ---- the state -------------------------------------------------------------------------

    @property
    def entering(self) -> bool:
        """A puzzle of the player's own is being entered (the board is not a puzzle)."""
        return isinstance(self.model, EntryBoard)

    @property
    def kept(self) -> SudokuGame | None:
        """The puzzle the save keeps: the one on the board, or while entering the one
        before."""
        return self.previous if self.entering else self.model

    @property
    def waiting(self) -> tuple[Level, int | None] | None:
        """A new puzzle asked for and still being prepared (level, the code's seed)."""
        return self.supply.waiting

    @property
    def ready(self) -> bool:
        """A board to play or to look at: a puzzle exists and none is being waited for."""
        return self.model is not None and self.supply.waiting is None

    @property
    def playing(self) -> bool:
        return self.ready and self.model is not None and not self.model.finished

    @property
    def finished(self) -> bool:
        return self.model is not None and self.model.finished

    def result(self) -> Solved | None:
        game = self.model
        if game is None or self.supply.waiting is not None or not game.finished:
            return None
        bucket = self.recorder.record().get(game.stats_bucket, {})
        best = bucket.get("best_seconds") if isinstance(bucket, dict) else None
        # The solve wrote its time there unless it was slower. Within 50 ms: the clock's
        # last slice is folded in just after the solve is recorded, and the save keeps
        # the time to the millisecond.
        new_best = isinstance(best, int | float) and abs(best - game.elapsed) < 0.05
        return Solved(game.elapsed, game.hints_used, game.level, new_best)

    def can_undo(self) -> bool:
        # A solved puzzle stands: no undo out of the ending.
        return self.playing and self.model is not None and self.model.can_undo()

    def can_redo(self) -> bool:
        return self.playing and self.model is not None and self.model.can_redo()

    # ---- new puzzles -------------------------------------------------------------------------

    def request(self, level: Level, seed: int | None = None) -> Outcome[None] | None:
        """A new puzzle of `level` (of `seed`, for a typed code): started at once when one
        is prepared (its outcome), else None while it is made (`waiting`; the board on
        show stays as it is, and its clock stops)."""
        puzzle = self.supply.request(level, seed)
        if puzzle is not None:
            return self.start(new_game(puzzle))
        self.hints.reset()
        self.follow_clock()
        return None

    def arrived(self, puzzle: Puzzle) -> Outcome[None] | None:
        """A puzzle made in the background: started if it is the one waited for (its
        outcome), else kept as its level's next."""
        if self.supply.arrived(puzzle):
            return self.start(new_game(puzzle))
        return None

    def start(self, model: SudokuGame | None) -> Outcome[None]:
        """A new puzzle on the board (made, prepared or the player's own). The puzzle
        before is left as it is (started, not solved); entering is over."""
        self.previous = None
        self.supply.waiting = None
        self.hints.reset()
        return super().start(model)

    # ---- moves ------------------------------------------------------------------------------

    def place(self, cell: int, digit: int, clear_peer_notes: bool = True) -> Outcome[Change]:
        """Write `digit` in `cell` (the same digit again changes nothing); its notes go,
        and with `clear_peer_notes` the digit leaves the notes of its row, column, box."""
        game = self._movable(cell)
        return self.step(
            lambda: self._changed(lambda: game.place(cell, digit, clear_peer_notes), starts=True)
        )

    def note(self, cell: int, digit: int) -> Outcome[Change]:
        """Add or remove the note `digit` in an empty cell."""
        game = self._movable(cell)
        if game.values[cell]:
            raise Refused(Refused.FILLED, cell)
        return self.step(lambda: self._changed(lambda: game.toggle_note(cell, digit)))

    def erase(self, cell: int) -> Outcome[Change]:
        """Clear the digit, or if there is none the notes, of a cell."""
        game = self._movable(cell)
        return self.step(lambda: self._changed(lambda: game.erase(cell)))

    def fill_all_notes(self) -> Outcome[Change]:
        """Every empty cell's notes become every digit the placed digits allow."""
        game = self._movable(None)
        return self.step(lambda: self._changed(game.fill_all_notes))

    def set_cells(self, target: dict[int, tuple[int, int]]) -> Outcome[Change]:
        """Several cells at once as one step (a puzzle pasted on the entry board)."""
        game = self._movable(None)
        return self.step(lambda: self._changed(lambda: game.set_cells(target)))

    def hint(self, clear_peer_notes: bool = True) -> Outcome[Change]:
        """The hint's next press: where, why, do it (hints.py). Counted once, when its
        first step shows; "do it" is one undoable step."""
        game = self.model
        if game is None or self.supply.waiting is not None:
            raise Refused(Refused.PREPARING)
        if self.entering:
            raise Refused(Refused.ENTERING)
        return self.step(lambda: self._hint(game, clear_peer_notes))

    def _hint(self, game: SudokuGame, clear_peer_notes: bool) -> Change:
        press = self.hints.press(game, clear_peer_notes)
        if not press.done:
            return Change(press=press)
        hint = press.hint
        assert hint is not None
        if hint.places_digit:
            self._count_started(game)
        if press.action is None:
            return Change(press=press)
        return self._after_change(game, press.action, True, press)

    def _undo(self) -> Change:
        game = self.model
        assert game is not None
        return self._changed(game.undo, completes=False)

    def _redo(self) -> Change:
        game = self.model
        assert game is not None
        return self._changed(game.redo, completes=False)

    def _movable(self, cell: int | None) -> SudokuGame:
        """The game a move may change (and `cell` in it), or why not."""
        game = self.model
        if game is None or self.supply.waiting is not None:
            raise Refused(Refused.PREPARING, cell)
        if game.finished:
            raise Refused(Refused.SOLVED, cell)
        if cell is not None and game.is_given(cell):
            raise Refused(Refused.GIVEN, cell)
        return game

    def _changed(
        self, act: Callable[[], Action | None], completes: bool = True, starts: bool = False
    ) -> Change:
        """Run a change of the board and follow it: a digit placed (`starts`) counts the
        puzzle started; any change starts the hint over and may solve the puzzle; the
        units a move (not an undo or redo: `completes`) made full are reported."""
        game = self.model
        assert game is not None
        action = act()
        if action is None:
            return Change()
        if starts:
            self._count_started(game)
        return self._after_change(game, action, completes)

    def _after_change(
        self, game: SudokuGame, action: Action, completes: bool, press: Press | None = None
    ) -> Change:
        self.hints.reset()
        completed = completed_by(game.values, action) if completes else ()
        self._count_solve(game)
        return Change(action, completed, press)

    # ---- entering a puzzle of one's own ------------------------------------------------------

    def enter(self) -> Outcome[Change] | None:
        """Entering begins on an empty board; the puzzle on the board waits in
        `previous` (its clock stops). None when already entering."""
        self.hints.reset()
        if self.entering:
            return None

        def begin() -> Change:
            self.previous, self.model = self.model, EntryBoard()
            return Change()

        return self.step(begin, may_end=False)

    def cancel_entry(self) -> Outcome[Change] | None:
        """The puzzle before comes back (None on the board if there was none)."""
        if not self.entering:
            return None

        def back() -> Change:
            self.model, self.previous = self.previous, None
            self.hints.reset()
            return Change()

        return self.step(back, may_end=False)

    def remember(self, proven: ProvenPuzzle) -> None:
        """An own puzzle proven and started: first in the recent list (once)."""
        line = format_line(proven.givens, "0")
        grade = proven.grade.value if proven.grade is not None else BEYOND
        self.recent = [item for item in self.recent if item.get("givens") != line]
        self.recent.insert(0, {"givens": line, "grade": grade})
        del self.recent[MAX_RECENT:]

    # ---- counting ------------------------------------------------------------------------------

    def _count_started(self, game: SudokuGame) -> None:
        """A puzzle counts as started at its first digit (an entry never)."""
        if game.started or isinstance(game, EntryBoard):
            return
        game.started = True
        bucket = game.stats_bucket
        self.count(lambda record: add_to(record, "started", 1, bucket), Moment.STARTED)

    def _count_solve(self, game: SudokuGame) -> None:
        """The puzzle just solved counts once, with its time and hints."""
        if game.finished or not game.is_solved():
            return
        self._fold_clock()
        game.finished = True
        bucket, seconds, hints = game.stats_bucket, game.elapsed, game.hints_used
        self.count(lambda record: record_solve(record, bucket, seconds, hints), Moment.RESULT)

    def _recount(self) -> None:
        """After Statistics → Reset: a puzzle not solved counts as started again at its
        next digit, so Solved never exceeds Started (a solved one stays as it is)."""
        kept = self.kept
        if kept is not None and not kept.finished:
            kept.started = False

    # ---- the clock and play time ----------------------------------------------------------------

    @property
    def elapsed(self) -> float:
        """The puzzle's own time, kept (and saved) in the model."""
        return self.model.elapsed if self.model is not None else 0.0

    @elapsed.setter
    def elapsed(self, seconds: float) -> None:
        if self.model is not None:
            self.model.elapsed = seconds

    def clock_runs(self) -> bool:
        return self.playing and not self.entering

    def time_bucket(self) -> str | None:
        """The puzzle's statistics bucket: its level, or "own_<grade>"; before the first
        puzzle, the level being prepared."""
        if self.model is not None:
            return self.model.stats_bucket
        waiting = self.supply.waiting
        return (waiting[0] if waiting is not None else Level.EASY).value

    def counts_play_time(self) -> bool:
        return not self.entering  # entering a puzzle is not playing one


def clear_counted(save: dict[str, Any]) -> dict[str, Any]:
    """The entry's hook after Reset statistics for a game not open: a puzzle in progress
    counts as started again at its next digit, through the session's own recount and
    codec (a save it cannot read is left as it is, for the game to report when opened)."""
    return SudokuSession.saved_after_reset(save) or save
