"""Block Puzzle's session: the game on the board, its save and what it counts (no Qt).

The pattern every game's session follows (docs/ARCHITECTURE.md, "A game's session"):
the codec (`decode_model`, `restore`, `encode`), the moves as steps (`place`), undo
(`can_undo`, `_undo`), the ending (`finished`, `result`) and the counting:

- the first placement of a game counts it as played (the mark `COUNTED`, saved as
  `"counted"`), and every placement records the best score and the lines it cleared,
  in one write (`stats.record_placement`);
- undo takes the lines it undid back out of the lifetime count (never below zero), so a
  clear made again is not counted twice; the game stays played and the best stays;
- after Statistics → Reset the game on the board counts again at its next placement
  (the default recount: its mark is cleared);
- the best kept before the game's first placement is remembered (and saved as
  `"best_before"`), so its ending knows whether the score beat it: **New best**.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from puzzlesuite.core.session import GameSession, Moment, Outcome, SaveError

from .model import BlockPuzzle, PlacementResult
from .stats import record_placement

GAME_ID = "blockpuzzle"
COUNTED = "counted"  # this game already counts in games_played


@dataclass(frozen=True)
class Ending:
    """What the result moment shows when no piece fits: the score and the best."""

    score: int
    best: int
    new_best: bool = False  # the score beat the best kept before this game


@dataclass(frozen=True)
class Undone:
    """What an undo changed besides the position: the cleared lines it took back."""

    lines: int


class BlockPuzzleSession(GameSession[BlockPuzzle, Undone, Ending]):
    game_id = GAME_ID

    # ---- the codec: {"game": the position, "counted": bool} (schema.py) ------------------

    @classmethod
    def new_model(cls, seed: int | None = None) -> BlockPuzzle:
        return BlockPuzzle(seed)

    @classmethod
    def decode_model(cls, data: Mapping[str, Any]) -> BlockPuzzle:
        game = data.get("game")
        if not isinstance(game, Mapping):
            raise SaveError("no game in the save")
        return BlockPuzzle.from_json(game)

    def restore(self, data: Mapping[str, Any]) -> None:
        if data.get("counted", False):
            self.marks.add(COUNTED)
        best_before = data.get("best_before")
        self.best_before = best_before if isinstance(best_before, int) else None

    def encode(self) -> dict[str, Any]:
        saved: dict[str, Any] = {"game": self.model.to_json(), "counted": COUNTED in self.marks}
        if self.best_before is not None:
            saved["best_before"] = self.best_before
        return saved

    # ---- the state -------------------------------------------------------------------------

    @property
    def finished(self) -> bool:
        return self.model.game_over

    def best_score(self) -> int:
        """The best score kept, or the score on the board where it is higher (a game
        going on, or finished and kept after Statistics → Reset)."""
        kept = int(self.recorder.record().get("best_score", 0))
        return max(kept, self.model.score)

    # The best kept when this game first counted (None: not yet, or a save from before
    # it was kept): what the ending's New best is judged against.
    best_before: int | None = None

    def result(self) -> Ending | None:
        if not self.finished:
            return None
        score, before = self.model.score, self.best_before
        return Ending(score, self.best_score(), before is not None and score > before)

    def can_undo(self) -> bool:
        return self.model.can_undo()

    # ---- steps -------------------------------------------------------------------------------

    def new_game(self, seed: int | None = None) -> Outcome[None]:
        return self.start(self.new_model(seed))

    def start(self, model: BlockPuzzle) -> Outcome[None]:
        self.best_before = None  # another game: judged against the best when it counts
        return super().start(model)

    def place(self, slot: int, row: int, col: int) -> Outcome[PlacementResult]:
        """Place the piece in `slot` with its bounding box's corner at (row, col). An
        illegal placement raises `model.IllegalMove` and changes and counts nothing."""
        return self.step(lambda: self._place(slot, row, col))

    def _place(self, slot: int, row: int, col: int) -> PlacementResult:
        placed = self.model.place(slot, row, col)
        first = self.first_time(COUNTED)
        if first:
            self.best_before = int(self.recorder.record().get("best_score", 0))
        score, lines = self.model.score, placed.lines
        moments = (Moment.STARTED, Moment.PROGRESS) if first else (Moment.PROGRESS,)
        self.count(lambda record: record_placement(record, first, score, lines), *moments)
        return placed

    def _undo(self) -> Undone:
        lines_before = self.model.lines
        self.model.undo()
        undone = lines_before - self.model.lines
        if undone:
            # The lifetime count follows undo, so a clear made again is not counted twice.
            self.count(lambda record: _take_lines_back(record, undone), Moment.WITHDRAWN)
        return Undone(undone)


def _take_lines_back(record: dict[str, Any], lines: int) -> None:
    record["lines_cleared"] = max(0, record.get("lines_cleared", 0) - lines)


def clear_counted(save: dict[str, Any]) -> dict[str, Any]:
    """The entry's hook after Reset statistics for a game not open: the game in progress
    counts again at its next placement, through the session's own recount and codec (a
    save it cannot read is left as it is, for the game to report when opened)."""
    return BlockPuzzleSession.saved_after_reset(save) or save
