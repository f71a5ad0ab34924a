"""Minesweeper's session: the board on show, its save, its clock and what it counts (no Qt).

The game's lifecycle on the shared base (docs/ARCHITECTURE.md, "A session"):

- **the codec**: `{"game": MinesweeperGame.to_dict()}` (schema.py, unchanged); the
  counting marks are the model's own state, saved with it: a board past its first click
  has been counted played, a finished board has had its ending counted;
- **the moves** (`first_reveal`, `reveal`, `chord`, `cycle_mark`, the hint's two
  presses), each a step; an illegal move changes nothing and reports nothing opened;
- **counting**: a game counts as played at its first click (the mines are placed then,
  once per board: `STARTED`); the win counts once with its time and hints (`RESULT`); a
  loss and a new board mid-game count nothing more (played, never lost); after
  Statistics → Reset, a board past its first click and not finished is counted played
  at once, as its first click will not come again;
- **the clock**: the game's elapsed time lives in the model (and its save); it runs from
  the first click to the ending while the screen is on show;
- **play time** goes to the level played;
- **no undo** (spec: undo would take back a mine, the game's only stake).

Placing the mines is the generator's proof, which may take long on a large board: the
screen runs it (`ui.threads.run_job`) and hands the mines to `first_reveal`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from puzzlesuite.core.session import GameSession, Moment, Outcome, Recorder, SaveError

from . import hints as hint_rules
from .model import (
    BEGINNER,
    CUSTOM,
    EXPERT,
    LEVELS,
    STANDARD_LEVELS,
    Explanation,
    MinesweeperGame,
    level_for,
    size_fits,
)
from .model import Outcome as Opening
from .stats import record_win

GAME_ID = "minesweeper"
SEED_RANGE = 1_000_000


@dataclass(frozen=True)
class Ending:
    """What the result moment shows: the board cleared or the mine hit, the hints used,
    and after a loss whether the mine could have been known and from which numbers."""

    won: bool
    hints_used: int
    explanations: tuple[Explanation, ...] = ()
    evidence: tuple[int, ...] = ()  # the numbers that proved the mine hit (on the board)


@dataclass(frozen=True)
class Marked:
    """What F, a right click or a long press did to one covered cell."""

    cell: int
    mark: int  # the new mark: 0, FLAG or QUESTION
    before: int


@dataclass(frozen=True)
class HintPress:
    """What a press of H did: the hint shown, or (second press) what applying it did:
    "reveal" with the `opening`, "flag" or "unflag"."""

    hint: hint_rules.Hint
    applied: str = ""
    opening: Opening | None = None


class MinesweeperSession(GameSession[MinesweeperGame, Opening, Ending]):
    game_id = GAME_ID

    def __init__(self, model: MinesweeperGame, **kwargs: Any) -> None:
        super().__init__(model, **kwargs)
        self.flow = hint_rules.HintFlow()

    # ---- the codec -----------------------------------------------------------------------

    @classmethod
    def new_model(
        cls,
        size: tuple[int, int, int] = STANDARD_LEVELS[BEGINNER],
        level: str = "",
        seed: int | None = None,
    ) -> MinesweeperGame:
        """A fresh board of this size (a seed drawn when none is given)."""
        if seed is None:
            seed = random.randrange(SEED_RANGE)
        return MinesweeperGame(*size, seed, level or level_for(*size))

    @classmethod
    def decode_model(cls, data: Mapping[str, Any]) -> MinesweeperGame:
        game = data.get("game")
        if not isinstance(game, Mapping):
            raise SaveError("no game in the save")
        return MinesweeperGame.from_dict(game)

    def encode(self) -> dict[str, Any]:
        return {"game": self.model.to_dict()}

    # ---- the state -------------------------------------------------------------------------

    @property
    def finished(self) -> bool:
        return self.model.over

    def result(self) -> Ending | None:
        game = self.model
        if not game.over:
            return None
        return Ending(game.won, game.hints_used, tuple(game.explanations), tuple(game.evidence()))

    @property
    def elapsed(self) -> float:
        """The game's time lives in the model, which saves it."""
        return self.model.elapsed

    @elapsed.setter
    def elapsed(self, seconds: float) -> None:
        self.model.elapsed = seconds

    def clock_runs(self) -> bool:
        """From the first click to the ending (no clock on screen: statistics only)."""
        return self.model.started and not self.model.over

    def time_bucket(self) -> str:
        return self.model.level

    # ---- steps -------------------------------------------------------------------------------

    def start(self, model: MinesweeperGame) -> Outcome[None]:
        self.flow = hint_rules.HintFlow()  # hints belong to the board they were shown on
        return super().start(model)

    def new_game(
        self, size: tuple[int, int, int], level: str = "", seed: int | None = None
    ) -> Outcome[None]:
        """A fresh board; the one left stays counted played (never lost)."""
        return self.start(self.new_model(size, level, seed))

    def first_reveal(self, cell: int, mines: tuple[int, ...] | list[int]) -> Outcome[Opening]:
        """The first click: the generator's mines are placed around `cell`, the game counts
        as played, and `cell` opens. Raises ValueError (changing nothing) when the board
        has its mines already or they do not fit the click."""
        return self.step(lambda: self._first_reveal(cell, mines))

    def _first_reveal(self, cell: int, mines: tuple[int, ...] | list[int]) -> Opening:
        game = self.model
        game.place_mines(cell, mines)
        level = game.level
        self.count(lambda record: _add_played(record, level), Moment.STARTED)
        return self._open(lambda: game.reveal(cell))

    def reveal(self, cell: int) -> Outcome[Opening]:
        """Open a covered, unflagged cell (nothing happens otherwise)."""
        return self.step(lambda: self._open(lambda: self.model.reveal(cell)))

    def chord(self, cell: int) -> Outcome[Opening]:
        """Open the covered neighbours of a number whose flags are all placed."""
        return self.step(lambda: self._open(lambda: self.model.chord(cell)))

    def cycle_mark(self, cell: int, questions: bool) -> Outcome[Marked]:
        """Flag → (question mark →) covered on a covered cell of a game going on."""

        def mark() -> Marked:
            self.flow.clear()
            before = self.model.mark(cell)
            return Marked(cell, self.model.cycle_mark(cell, questions), before)

        return self.step(mark)

    def press_hint(self, questions: bool) -> Outcome[HintPress]:
        """H: the first press shows a hint (counted once on the board, when it first
        shows); the second applies it: a reveal, a flag, or a wrong flag taken away."""

        def press() -> HintPress:
            hint, apply_now = self.flow.press(self.model)
            if not apply_now:
                return HintPress(hint)
            self.flow.clear()
            applied = hint_rules.apply(self.model, hint, questions)
            opening = (
                self._open(lambda: self.model.reveal(hint.cell)) if applied == "reveal" else None
            )
            return HintPress(hint, applied, opening)

        return self.step(press)

    def drop_hint(self) -> None:
        """Another change to the board: the next H looks afresh."""
        self.flow.clear()

    @property
    def hint_shown(self) -> hint_rules.Hint | None:
        return self.flow.shown

    def _open(self, action: Any) -> Opening:
        """A reveal or a chord: after a loss, whether the mine could have been known (from
        the position before it; never counted as a hint); a win counted once."""
        game = self.model
        self.flow.clear()
        before = game.position()
        opening: Opening = action()
        if opening.lost:
            game.explanations = hint_rules.explain_loss(before, opening.hit)
        elif opening.won:
            level, seconds, hints = game.level, game.elapsed, game.hints_used
            self.count(lambda record: record_win(record, level, seconds, hints), Moment.RESULT)
        return opening

    def _recount(self) -> None:
        """After a reset: a board past its first click was played, and its first click
        will not come again, so it counts now (Won never exceeds Played)."""
        game = self.model
        if game.started and not game.over:
            level = game.level
            self.count(lambda record: _add_played(record, level), Moment.STARTED)


def chosen_in(stored: Mapping[str, Any]) -> tuple[str, tuple[int, int, int]]:
    """The level and size chosen for the next game in the game's preferences
    (settings.json, games.minesweeper): Beginner where nothing usable is kept."""
    level = stored.get("level", BEGINNER)
    if level not in LEVELS:
        level = BEGINNER
    if level != CUSTOM:
        return level, STANDARD_LEVELS[level]
    custom = stored.get("custom")
    try:
        if isinstance(custom, list) and len(custom) == 3:
            size = (int(custom[0]), int(custom[1]), int(custom[2]))
            if size_fits(*size):
                return level, size
    except (TypeError, ValueError):
        pass
    return level, STANDARD_LEVELS[EXPERT]


def _add_played(record: dict[str, Any], level: str) -> None:
    bucket = record.setdefault(level, {})
    bucket["played"] = bucket.get("played", 0) + 1


class _RecordInPlace:
    """A recorder over a record dict the caller owns (the entry's reset hook)."""

    def __init__(self, record: dict[str, Any]) -> None:
        self.value = record

    def record(self) -> dict[str, Any]:
        return dict(self.value)

    def update(self, mutate: Any) -> None:
        mutate(self.value)


def count_after_reset(save: dict[str, Any], record: dict[str, Any]) -> None:
    """The entry's hook after Reset statistics for a game not open: the session's own
    recount, through its codec, written into `record` (a save it cannot read counts
    nothing: the game tells about it when opened)."""
    recorder: Recorder = _RecordInPlace(record)
    try:
        session = MinesweeperSession.from_save(save, recorder=recorder)
    except SaveError:
        return
    session.stats_were_reset()
