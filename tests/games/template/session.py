"""Lamps' session: the game on the board, its save and what it counts (no Qt).

A game's session in small (docs/ARCHITECTURE.md, "A session"): the codec
(`new_model`, `decode_model`, `restore`, `encode`), one kind of move (`press`), undo,
the ending (`finished`, `result`) and the counting:

- the first press of a game counts it as played (the mark `COUNTED`, saved as
  `"counted"`);
- solving it counts the solve and the fewest presses (once: a solved board takes no
  press and no undo);
- after Statistics → Reset the game on the board counts again at its next press (the
  base's default recount clears the mark).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from puzzlesuite.core.session import GameSession, Moment, Outcome, SaveError

from .model import SEED_MAX, Lamps
from .stats import record_solve, record_start

GAME_ID = "template"
COUNTED = "counted"  # this game already counts as played


@dataclass(frozen=True)
class Solved:
    """What the ending shows: every lamp lit, in so many presses."""

    presses: int


class LampsSession(GameSession[Lamps, int, Solved]):
    """The change a press or an undo reports is the cell pressed (or un-pressed)."""

    game_id = GAME_ID

    # ---- the codec: {"game": the board, "counted": bool} (schema.py) ----------------------

    @classmethod
    def new_model(cls, seed: int | None = None) -> Lamps:
        return Lamps(random.randint(0, SEED_MAX) if seed is None else seed)

    @classmethod
    def decode_model(cls, data: Mapping[str, Any]) -> Lamps:
        game = data.get("game")
        if not isinstance(game, dict):
            raise SaveError("no game in the save")
        return Lamps.from_json(game)

    def restore(self, data: Mapping[str, Any]) -> None:
        if data.get("counted", False):
            self.marks.add(COUNTED)

    def encode(self) -> dict[str, Any]:
        return {"game": self.model.to_json(), "counted": COUNTED in self.marks}

    # ---- the state --------------------------------------------------------------------------

    @property
    def finished(self) -> bool:
        return self.model.solved

    def result(self) -> Solved | None:
        return Solved(self.model.presses) if self.finished else None

    def can_undo(self) -> bool:
        return self.model.can_undo()

    # ---- steps ------------------------------------------------------------------------------

    def new_game(self, seed: int | None = None) -> Outcome[None]:
        return self.start(self.new_model(seed))

    def press(self, cell: int) -> Outcome[int] | None:
        """Press the lamp at `cell`; None when nothing happens (a solved board, a cell
        off the board): nothing changes and nothing counts."""
        if self.finished or not 0 <= cell < len(self.model.lit):
            return None
        return self.step(lambda: self._press(cell))

    def _press(self, cell: int) -> int:
        pressed = self.model.press(cell)
        assert pressed  # checked above
        if self.first_time(COUNTED):
            self.count(record_start, Moment.STARTED)
        if self.model.solved:
            presses = self.model.presses
            self.count(lambda record: record_solve(record, presses), Moment.RESULT)
        return cell

    def _undo(self) -> int:
        cell = self.model.undo()
        assert cell is not None  # can_undo() said so
        return cell


def clear_counted(save: dict[str, Any]) -> dict[str, Any]:
    """The entry's hook after Reset statistics for a game not open: the game in the save
    counts again at its next press, through the session's recount and codec (a save it
    cannot read is left as it is, for the game to report when opened)."""
    return LampsSession.saved_after_reset(save) or save
