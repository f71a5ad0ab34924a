"""Reversi's session: the game on the board, its save and what it counts (no Qt).

The recipe is docs/ARCHITECTURE.md's "A session". Choose, then play (issue 32; the seed
page: the colour is chosen before a game starts): a session made without a save has no
game in progress (`started` is False: the start position is shown, without dots, beside
the choice); Start begins one (`new_game`). A saved game has started. With no game in
progress (not started, or finished) the CPU does not move, nothing is legal and no play
time counts.

What Reversi counts, per opponent (the record's buckets are the opponents' names):

- a game counts as played the moment it starts, once (the mark `COUNTED`, saved as
  `"counted"`; seed: 시작한 순간 이미 플레이한 판으로는 집계);
- its ending counts once as a win, a loss or a draw (the mark `RECORDED`, saved as
  `"recorded"`); undo out of an ending takes that result back (`take_back`), so playing
  on to another ending counts once;
- after Statistics → Reset a game not finished has started, so it counts as played again
  at once (also a closed one: `count_after_reset`); a finished one counts nothing
  (reopening a finished game never does), and if undo takes it back into play it counts
  as played then, and its ending again;
- play time goes to the opponent of the game in progress (`time_bucket`), and none while
  no game is in progress (before Start, after the ending): the shell's flush is split
  at the moments a game starts or ends.

The CPU's move: the session says when the CPU is to move (`cpu_to_move`) and what to
search (`cpu_search`, a pure function of plain numbers); the screen runs that off the
GUI thread and hands the square back (`play_cpu`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import partial
from typing import Any

from puzzlesuite.core.session import (
    GameSession,
    MemoryRecorder,
    Moment,
    Outcome,
    SaveError,
    add_to,
)

from .ai import Level, choose_move
from .model import Colour, IllegalMove, Ply, Result, ReversiGame

GAME_ID = "reversi"
_INT_FIELDS = ("version", "black", "white", "seed", "ply", "last_move")
COUNTED = "counted"  # the game counts as played
RECORDED = "recorded"  # its result counts as a win, a loss or a draw


@dataclass(frozen=True)
class Ending:
    """What the result moment shows: the result (both counts) seen from the player."""

    result: Result
    human: Colour
    level: Level


@dataclass(frozen=True)
class Move:
    """What a move changed: the plies applied (the disc, then any forced passes)."""

    plies: tuple[Ply, ...]
    by_cpu: bool

    @property
    def placed(self) -> Ply:
        return self.plies[0]

    @property
    def passes(self) -> tuple[Ply, ...]:
        return self.plies[1:]


def result_key(result: Result, human: Colour) -> str:
    """The statistic an ending counts as: "wins", "losses" or "draws"."""
    if result.winner is None:
        return "draws"
    return "wins" if result.winner is human else "losses"


class ReversiSession(GameSession[ReversiGame, tuple[Ply, ...], Ending]):
    game_id = GAME_ID

    def __init__(self, model: ReversiGame, **kwargs: Any) -> None:
        super().__init__(model, **kwargs)
        # The model the session was made with, until a game starts (Start, New game, a
        # prepared position): it only shows the start position beside the choice. A
        # saved game has started (`restore`).
        self._not_started: ReversiGame | None = model

    # ---- the codec: {"game": the position, "counted": bool, "recorded": bool} ------------

    @classmethod
    def new_model(
        cls,
        level: Level = Level.NORMAL,
        human: Colour = Colour.BLACK,
        seed: int | None = None,
    ) -> ReversiGame:
        return ReversiGame(
            human=human, level=level, seed=random.getrandbits(32) if seed is None else seed
        )

    @classmethod
    def decode_model(cls, data: Mapping[str, Any]) -> ReversiGame:
        game = data.get("game")
        if not isinstance(game, Mapping):
            raise SaveError("no game in the save")
        # The schema has checked the types already (services); checked again here so no
        # reader of a save depends on that: int() would take "5" or 2.5 as a number.
        for key in _INT_FIELDS:
            value = game.get(key, -1)
            if not isinstance(value, int) or isinstance(value, bool):
                raise SaveError(f"{key} is not a whole number")
        return ReversiGame.from_json(dict(game))[0]

    def restore(self, data: Mapping[str, Any]) -> None:
        self._not_started = None  # only a game that started is saved
        if data.get("counted", False):
            self.marks.add(COUNTED)
        if data.get("recorded", False):
            self.marks.add(RECORDED)

    def encode(self) -> dict[str, Any]:
        return {
            "game": self.model.to_json(),
            "counted": COUNTED in self.marks,
            "recorded": RECORDED in self.marks,
        }

    # ---- the state ---------------------------------------------------------------------

    @property
    def finished(self) -> bool:
        return self.model.is_over

    def result(self) -> Ending | None:
        result = self.model.result()
        if result is None:
            return None
        return Ending(result, self.model.human, self.model.level)

    @property
    def started(self) -> bool:
        """A game has started on the board: every game `start` puts there (Start, New
        game, Play again, a prepared position in tests) and every saved one."""
        return self.model is not self._not_started

    @property
    def in_progress(self) -> bool:
        """A game has started and not ended."""
        return self.started and not self.model.is_over

    @property
    def waiting(self) -> bool:
        """No game in progress: the choice is what the screen asks for (first open, or
        a finished game on the board)."""
        return not self.in_progress

    @property
    def cpu_to_move(self) -> bool:
        return self.started and self.model.cpu_to_move

    @property
    def human_to_move(self) -> bool:
        return self.started and self.model.human_to_move

    def can_undo(self) -> bool:
        return self.model.can_undo()

    def is_legal(self, square: int) -> bool:
        """The player may place a disc on `square` now (a cell with a dot)."""
        legal = self.model.position.legal_moves() if self.human_to_move else 0
        return 0 <= square < 64 and bool(legal >> square & 1)

    def legal_moves(self) -> int:
        """The cells with a dot: the player's legal moves on the player's turn, else none."""
        return self.model.position.legal_moves() if self.human_to_move else 0

    def cpu_search(self) -> Callable[[], int]:
        """The CPU's search for the position on the board, as a pure function of plain
        numbers (the screen runs it off the GUI thread): seed, position and ply count
        decide the square, so undo and the same cell bring the same reply."""
        game = self.model
        mine, theirs = game.position.mover_boards()
        return partial(choose_move, game.level, mine, theirs, game.seed, game.ply_count)

    # ---- steps -------------------------------------------------------------------------

    def new_game(self, level: Level, human: Colour, seed: int | None = None) -> Outcome[None]:
        """A fresh game against `level` with the player on `human` (the old one is left
        as it is: never a loss)."""
        return self.start(self.new_model(level, human, seed))

    def play(self, square: int) -> Outcome[Move]:
        """The player places a disc. An illegal square raises `IllegalMove` and changes
        and counts nothing."""
        if not self.is_legal(square):
            raise IllegalMove(square)
        return self.step(lambda: self._move(self.model.play_human(square), by_cpu=False))

    def play_cpu(self, square: int) -> Outcome[Move]:
        """The CPU's reply, found by `cpu_search`, is placed."""
        if not self.cpu_to_move:
            raise IllegalMove(square)
        return self.step(lambda: self._move(self.model.play_cpu(square), by_cpu=True))

    def _move(self, plies: list[Ply], by_cpu: bool) -> Move:
        result = self.model.result()
        if result is not None:
            key, bucket = result_key(result, self.model.human), self._bucket()
            self.count_once(RECORDED, lambda record: add_to(record, key, 1, bucket), Moment.RESULT)
        return Move(tuple(plies), by_cpu)

    def _undo(self) -> tuple[Ply, ...]:
        result = self.model.result()
        if result is not None:
            # Out of an ending: its win, loss or draw goes back (the game stays played
            # and its time stays in the total).
            key, bucket = result_key(result, self.model.human), self._bucket()
            self.take_back(RECORDED, lambda record: _take_one_back(record, key, bucket))
        undone = tuple(self.model.undo())
        # A game finished before a reset was not counted since: played on again, it is.
        self._begin()
        return undone

    def _begin(self) -> None:
        """A game that started and is not finished is played: counted once (saved with
        its mark), also one left without a move. The start position before Start, and
        a finished game opened again, count nothing."""
        if not self.in_progress:
            return
        bucket = self._bucket()
        self.count_once(COUNTED, lambda record: add_to(record, "played", 1, bucket), Moment.STARTED)

    def _recount(self) -> None:
        """After a reset every game counts afresh: one not finished has started, so it
        counts as played again at once; a finished one counts nothing now, and its
        result is no longer in the record (undo out of it takes nothing back, and the
        game played on counts as played and at its ending again)."""
        self.marks.clear()
        self._begin()

    # ---- time --------------------------------------------------------------------------

    def time_bucket(self) -> str | None:
        """The opponent of the game in progress; None (no play time) while none is."""
        return self._bucket() if self.in_progress else None

    def step(self, action: Callable[[], Any], *, may_end: bool = True) -> Outcome[Any]:
        # A game that starts or ends (or is taken back into play by undo) changes where
        # play time goes: the shell's next flush is split there (the base notes only
        # what `start` changes).
        bucket, noted = self.time_bucket(), len(self._bucket_changes)
        outcome = super().step(action, may_end=may_end)
        if self.time_bucket() != bucket and len(self._bucket_changes) == noted:
            self._bucket_changes.append((self.now(), bucket))
        return outcome

    def _add_play_time(self, seconds: float, bucket: str | None) -> None:
        if bucket is not None:  # no game in progress: not play time
            super()._add_play_time(seconds, bucket)

    def clock_runs(self) -> bool:
        return False  # no game time of its own: only the shell's play time, per opponent

    def _bucket(self) -> str:
        return self.model.level.value


def _take_one_back(record: dict[str, Any], key: str, bucket: str) -> None:
    counts = record.setdefault(bucket, {})
    counts[key] = max(0, int(counts.get(key, 0)) - 1)


def clear_counted(save: dict[str, Any]) -> dict[str, Any]:
    """The entry's hook after Reset statistics for a game not open: the save after the
    same recount an open game makes, through the session's codec (a game in progress is
    counted again at once by `count_after_reset`, and keeps its mark so opening it does
    not count it twice; a finished one's marks are cleared). A save the codec cannot
    read is left as it is, for the game to report when opened."""
    return ReversiSession.saved_after_reset(save) or save


def count_after_reset(save: dict[str, Any], record: dict[str, Any]) -> None:
    """The entry's hook after Reset statistics for a game not open: a game in progress
    started before the reset, which will not come again, so it is counted as played at
    once (as the open game's recount does); nothing for a finished or unreadable one."""
    recorder = MemoryRecorder(record)
    try:
        session = ReversiSession.from_save(save, recorder=recorder)
    except SaveError:
        return
    session.stats_were_reset()
    record.clear()
    record.update(recorder.value)
