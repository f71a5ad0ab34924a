"""A game of Reversi against the CPU (no Qt).

:class:`Position` is an immutable board plus the side to move.  :class:`ReversiGame`
adds what a played game needs: who is the human, which opponent, the seed, the plies
played (moves and forced passes), undo/redo back to the player's decisions and a JSON
form for saving.  Passes are applied automatically; there is no pass action.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any

from puzzlesuite.games.reversi.ai import Level, choose_move
from puzzlesuite.games.reversi.engine import (
    START_BLACK,
    START_WHITE,
    flips_for,
    iter_squares,
    legal_moves,
)

SAVE_VERSION = 1
PASS = -1
# d4, e4, d5, e5: occupied from the start, so in every real position.
CENTRE = START_BLACK | START_WHITE


class Colour(StrEnum):
    BLACK = "black"
    WHITE = "white"

    @property
    def other(self) -> Colour:
        return Colour.WHITE if self is Colour.BLACK else Colour.BLACK


class IllegalMove(ValueError):
    """A square that is not a legal move for the side to move."""


@dataclass(frozen=True)
class Position:
    black: int = START_BLACK
    white: int = START_WHITE
    to_move: Colour = Colour.BLACK

    def boards(self, colour: Colour) -> tuple[int, int]:
        """``(discs of colour, discs of the other colour)``."""
        if colour is Colour.BLACK:
            return self.black, self.white
        return self.white, self.black

    def mover_boards(self) -> tuple[int, int]:
        return self.boards(self.to_move)

    def legal_moves(self) -> int:
        """Bitboard of the legal squares for the side to move."""
        return legal_moves(*self.mover_boards())

    def legal_squares(self) -> list[int]:
        return list(iter_squares(self.legal_moves()))

    def has_moves(self, colour: Colour) -> bool:
        return bool(legal_moves(*self.boards(colour)))

    @property
    def is_over(self) -> bool:
        return not self.has_moves(Colour.BLACK) and not self.has_moves(Colour.WHITE)

    def count(self, colour: Colour) -> int:
        return (self.black if colour is Colour.BLACK else self.white).bit_count()

    def colour_at(self, square: int) -> Colour | None:
        bit = 1 << square
        if self.black & bit:
            return Colour.BLACK
        if self.white & bit:
            return Colour.WHITE
        return None

    def play(self, square: int) -> tuple[Position, int]:
        """The position after the side to move plays ``square``, and the flipped discs."""
        if not 0 <= square < 64 or not self.legal_moves() >> square & 1:
            raise IllegalMove(square)
        mine, theirs = self.mover_boards()
        flipped = flips_for(mine, theirs, square)
        mine |= flipped | (1 << square)
        theirs ^= flipped
        if self.to_move is Colour.BLACK:
            return Position(mine, theirs, Colour.WHITE), flipped
        return Position(theirs, mine, Colour.BLACK), flipped

    def passed(self) -> Position:
        return replace(self, to_move=self.to_move.other)


@dataclass(frozen=True)
class Ply:
    """One ply: a disc placed (``square`` >= 0) or a forced pass (``square == PASS``)."""

    colour: Colour
    square: int
    flipped: int  # bitboard of the discs this ply turned over
    before: Position  # the position the ply was played from

    @property
    def is_pass(self) -> bool:
        return self.square == PASS


@dataclass(frozen=True)
class Result:
    winner: Colour | None  # None for a draw
    black: int
    white: int


@dataclass
class ReversiGame:
    human: Colour = Colour.BLACK
    level: Level = Level.NORMAL
    seed: int = 0
    position: Position = field(default_factory=Position)
    # Plies played before this object was made (a resumed save keeps its count but not
    # its history): the CPU's choice depends on the total ply count.
    base_ply: int = 0
    history: list[Ply] = field(default_factory=list)
    redo_stack: list[Ply] = field(default_factory=list)
    # The last disc placed before this object was made (a resumed save), or PASS.
    base_last_square: int = PASS

    # ------------------------------------------------------------------ queries
    @property
    def cpu(self) -> Colour:
        return self.human.other

    @property
    def ply_count(self) -> int:
        return self.base_ply + len(self.history)

    @property
    def is_over(self) -> bool:
        return self.position.is_over

    @property
    def human_to_move(self) -> bool:
        return not self.is_over and self.position.to_move is self.human

    @property
    def cpu_to_move(self) -> bool:
        return not self.is_over and self.position.to_move is self.cpu

    @property
    def last_ply(self) -> Ply | None:
        return self.history[-1] if self.history else None

    @property
    def last_move(self) -> Ply | None:
        """The last disc placed (passes skipped), if it is still in the history."""
        for ply in reversed(self.history):
            if not ply.is_pass:
                return ply
        return None

    @property
    def last_square(self) -> int:
        """The square of the last disc placed, also from before a resume; PASS if none."""
        last = self.last_move
        return last.square if last else self.base_last_square

    def result(self) -> Result | None:
        if not self.is_over:
            return None
        black = self.position.count(Colour.BLACK)
        white = self.position.count(Colour.WHITE)
        winner = None
        if black > white:
            winner = Colour.BLACK
        elif white > black:
            winner = Colour.WHITE
        return Result(winner, black, white)

    def can_undo(self) -> bool:
        return any(p.colour is self.human and not p.is_pass for p in self.history)

    def can_redo(self) -> bool:
        return bool(self.redo_stack)

    # ------------------------------------------------------------------ playing
    def play_human(self, square: int) -> list[Ply]:
        """The player places a disc; returns the plies applied (the move, then passes)."""
        if not self.human_to_move:
            raise IllegalMove(square)
        self.redo_stack.clear()
        return self._apply(square)

    def cpu_choice(self) -> int:
        """The square the CPU plays now: a function of seed, position and ply count."""
        mine, theirs = self.position.mover_boards()
        return choose_move(self.level, mine, theirs, self.seed, self.ply_count)

    def play_cpu(self, square: int) -> list[Ply]:
        """Apply the CPU's chosen square (computed, possibly elsewhere, by cpu_choice)."""
        if not self.cpu_to_move:
            raise IllegalMove(square)
        self.redo_stack.clear()
        return self._apply(square)

    def _apply(self, square: int) -> list[Ply]:
        before = self.position
        after, flipped = before.play(square)
        applied = [Ply(before.to_move, square, flipped, before)]
        self.history.append(applied[0])
        self.position = after
        applied.extend(self._auto_pass())
        return applied

    def _auto_pass(self) -> list[Ply]:
        """Skip the side to move while it has no move and the game is not over."""
        position = self.position
        if position.legal_moves() or position.is_over:
            return []
        ply = Ply(position.to_move, PASS, 0, position)
        self.history.append(ply)
        self.position = position.passed()
        return [ply]

    # ------------------------------------------------------------------ undo
    def undo(self) -> list[Ply]:
        """Go back to the player's last decision; returns the plies taken back, newest
        first.  The CPU's reply and any passes leave together with the player's move."""
        if not self.can_undo():
            return []
        undone: list[Ply] = []
        while self.history:
            ply = self.history.pop()
            undone.append(ply)
            self.position = ply.before
            if ply.colour is self.human and not ply.is_pass:
                break
        self.redo_stack.extend(undone)
        return undone

    def redo(self) -> list[Ply]:
        """Replay one undone decision: the player's move and everything up to the next
        player move."""
        redone: list[Ply] = []
        while self.redo_stack:
            ply = self.redo_stack[-1]
            if redone and ply.colour is self.human and not ply.is_pass:
                break
            self.redo_stack.pop()
            self.history.append(ply)
            self.position = (
                ply.before.play(ply.square)[0] if not ply.is_pass else (ply.before.passed())
            )
            redone.append(ply)
        return redone

    # ------------------------------------------------------------------ saving
    def to_json(self) -> dict[str, Any]:
        """Everything needed to resume, including the side to move (passes break the
        alternation, so it cannot be derived from the discs).  Undo history is not kept."""
        return {
            "version": SAVE_VERSION,
            "black": self.position.black,
            "white": self.position.white,
            "to_move": self.position.to_move.value,
            "human": self.human.value,
            "level": self.level.value,
            "seed": self.seed,
            "ply": self.ply_count,
            "last_move": self.last_square,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> tuple[ReversiGame, int]:
        """A game from :meth:`to_json` data, and the last move square (or PASS).

        The services have checked the structure (puzzlesuite/games/reversi/schema.py);
        this checks the rules. Raises ValueError (or KeyError/TypeError) for data that is
        not a valid save.
        """
        if data.get("version") != SAVE_VERSION:
            raise ValueError("unknown save version")
        black, white = int(data["black"]), int(data["white"])
        if black & white or black >> 64 or white >> 64 or black < 0 or white < 0:
            raise ValueError("overlapping or out-of-range discs")
        if (black | white) & CENTRE != CENTRE:
            # Discs are never removed: the centre four stay occupied all game long (which
            # also means at least 4 discs). One colour only is fine: a wipe-out ending.
            raise ValueError("the centre four squares are not all occupied")
        position = Position(black, white, Colour(data["to_move"]))
        if not position.is_over and not position.legal_moves():
            # Saves are written after forced passes; this one would leave nobody to move.
            raise ValueError("the side to move has no move")
        game = cls(
            human=Colour(data["human"]),
            level=Level(data["level"]),
            seed=int(data["seed"]),
            position=position,
            base_ply=int(data["ply"]),
        )
        last_move = int(data.get("last_move", PASS))
        if not 0 <= last_move < 64 or not (black | white) >> last_move & 1:
            last_move = PASS  # a marker on an empty square would point at nothing
        game.base_last_square = last_move
        return game, last_move
