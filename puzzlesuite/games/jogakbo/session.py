"""Jogakbo's session: the day's puzzle on the table, its save and what it counts (no Qt).

The recipe of docs/ARCHITECTURE.md ("A session"), for a game with one puzzle a day and
no undo:

- the codec: a save is a game of the puzzle of its own date (`decode_model`); a save
  whose tiles are not that day's puzzle is another puzzle and is not loaded (the day's
  puzzle starts untouched and the first move writes over it); a save that is not one
  raises `SaveError`. Only a puzzle someone has moved a tile in is saved
  (`keeps_a_save`);
- the moves (`move_to_group`, `move_to_new_group`): one tile, one move; a pointless or
  late one raises `IllegalMove` and changes nothing;
- the ending: Complete (`complete`) once every tile is on the table in a valid group;
  it counts the completion, with its moves and par, exactly once (the mark
  `COMPLETED`, saved as `"completed"`); a statistics reset recounts nothing (the puzzle
  is final and will not be completed again);
- the day: which puzzle is today's is a question of the date the screen is given
  (`is_of`, `turn_day`), and the day's puzzle is dealt once per process
  (`daily_puzzle`), so the home line and the screen share it.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date
from typing import Any, Self

from puzzlesuite.core.session import GameSession, Moment, Outcome, SaveError

from .generator import generate
from .model import HAND, Game, OtherPuzzleError, Puzzle, Tile
from .stats import record_completion

GAME_ID = "jogakbo"
COMPLETED = "completed"  # Complete was pressed: the puzzle is final and counted


@functools.lru_cache(maxsize=4)
def daily_puzzle(day: date) -> Puzzle:
    """The puzzle of `day`, dealt once per process (up to 50 ms: the exact solver proves
    its par). A `Puzzle` is immutable, so sharing it is safe."""
    return generate(day)


class IllegalMove(ValueError):
    """A move the rules do not make: the tile is already there, already alone, or the
    puzzle is complete. Nothing changed."""


@dataclass(frozen=True)
class Moved:
    """What a move did: the tile, where it came from (`HAND` or a group's id) and the
    group it joined; and, when it took a group's last tile, the table position (0-based)
    of the group that vanished with it (the groups after it close up)."""

    tile: Tile
    source: int
    target: int
    new_group: bool
    vanished_at: int | None = None


@dataclass(frozen=True)
class Solved:
    """What the result moment shows: the day, the moves made and the day's par (proven
    minimal, so `over` is never negative in a real game)."""

    day: date
    moves: int
    par: int

    @property
    def over(self) -> int:
        return self.moves - self.par


class JogakboSession(GameSession[Game, None, Solved]):
    game_id = GAME_ID

    # ---- the codec: Game.to_dict() + {"completed": bool} (schema.py) -----------------------

    @classmethod
    def new_model(cls, day: date | None = None) -> Game:
        return Game(daily_puzzle(day or date.today()))

    @classmethod
    def decode_model(cls, data: Mapping[str, Any]) -> Game:
        puzzle = daily_puzzle(_saved_day(data))
        try:
            return Game.from_dict(data, puzzle)
        except OtherPuzzleError:
            # The tiles of another puzzle on that date (an older generator): not loaded
            # and not damaged either; the day's puzzle starts untouched.
            return Game(puzzle)

    def restore(self, data: Mapping[str, Any]) -> None:
        # Only a table that is really solved can be complete (a hand-edited flag is not).
        if data.get("completed") is True and self.model.is_solved:
            self.marks.add(COMPLETED)

    def encode(self) -> dict[str, Any]:
        return {**self.model.to_dict(), "completed": self.finished}

    @property
    def keeps_a_save(self) -> bool:
        """An untouched puzzle is not saved (seed): the screen clears the save instead,
        which also drops yesterday's once today's puzzle is on the table."""
        return self.model.touched

    @classmethod
    def read_today(cls, data: Mapping[str, Any] | None, today: date) -> Self | None:
        """The saved game when it is of `today` (the home line): None for none, another
        day's (without dealing that day's puzzle) or one that cannot be read."""
        if data is None:
            return None
        try:
            if _saved_day(data) != today:
                return None
        except SaveError:
            return None
        return cls.read(data)

    # ---- the state -------------------------------------------------------------------------

    @property
    def puzzle(self) -> Puzzle:
        return self.model.puzzle

    @property
    def day(self) -> date:
        return date.fromisoformat(self.model.puzzle.date)

    @property
    def finished(self) -> bool:
        return COMPLETED in self.marks

    def can_complete(self) -> bool:
        """Complete can be pressed: the hand is empty and every group is valid."""
        return self.model.is_solved and not self.finished

    def result(self) -> Solved | None:
        if not self.finished:
            return None
        return Solved(self.day, self.model.moves, self.model.puzzle.par)

    def is_of(self, day: date) -> bool:
        """The puzzle on the table is `day`'s."""
        return self.model.puzzle.date == day.isoformat()

    # ---- steps -------------------------------------------------------------------------------

    def move_to_group(self, tile: Tile, gid: int) -> Outcome[Moved]:
        """The tile (from the hand or a group) to the end of group `gid`: one move."""
        return self.step(lambda: self._move(tile, gid))

    def move_to_new_group(self, tile: Tile) -> Outcome[Moved]:
        """The tile alone in a new group at the end of the table: one move."""
        return self.step(lambda: self._move(tile, None))

    def _move(self, tile: Tile, gid: int | None) -> Moved:
        game = self.model
        if self.finished:
            raise IllegalMove("the puzzle is complete")
        source = game.location(tile)  # KeyError: not a tile of this puzzle
        if gid is not None and not game.has_group(gid):
            raise IllegalMove(f"no group {gid}")
        if gid == source:
            raise IllegalMove("the tile is already in that group")
        if gid is None and not game.can_move_to_new_group(tile):
            raise IllegalMove("the tile is already alone in its group")
        vanished_at = None
        if source != HAND and len(game.group(source).tiles) == 1:
            vanished_at = game.group_index(source)
        if gid is None:
            target = game.move_to_new_group(tile)
            assert target is not None  # checked above
        else:
            game.move_to_group(tile, gid)
            target = gid
        return Moved(tile, source, target, gid is None, vanished_at)

    def complete(self) -> Outcome[Solved]:
        """Complete: the puzzle is final and its completion counted, once."""
        return self.step(self._complete)

    def _complete(self) -> Solved:
        if not self.can_complete():
            raise IllegalMove("not every tile is in a valid group yet")
        moves, par = self.model.moves, self.model.puzzle.par
        self.count_once(
            COMPLETED, lambda record: record_completion(record, moves, par), Moment.RESULT
        )
        result = self.result()
        assert result is not None
        return result

    def turn_day(self, today: date) -> Outcome[None] | None:
        """`today`'s puzzle takes the table when the one on it is of another day; None
        when it is today's already."""
        if self.is_of(today):
            return None
        return self.start(self.new_model(today))

    def _recount(self) -> None:
        """After Statistics → Reset: nothing to recount. A completed puzzle stays complete
        (it is not completed, or counted, a second time); one in progress counts when
        it is completed."""


def _saved_day(data: Mapping[str, Any]) -> date:
    try:
        return date.fromisoformat(data["date"])
    except (KeyError, TypeError, ValueError) as error:
        raise SaveError("the date is not a date") from error
