"""The rules of Lamps (no Qt): a 4×4 board of lamps, a press turns a lamp and its four
neighbours over, the game is solved when every lamp is lit."""

from __future__ import annotations

from typing import Any

from puzzlesuite.core.seeded import SplitMix64

SIZE = 4
CELLS = SIZE * SIZE
SCRAMBLE = 6  # presses from the solved board: every start can be solved
SEED_MAX = 2**64 - 1
VERSION = 1


def neighbourhood(cell: int) -> list[int]:
    """The cell and its orthogonal neighbours on the board."""
    row, col = divmod(cell, SIZE)
    near = [(row, col), (row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)]
    return [r * SIZE + c for r, c in near if 0 <= r < SIZE and 0 <= c < SIZE]


class Lamps:
    def __init__(self, seed: int, lit: list[bool] | None = None, presses: int = 0) -> None:
        self.seed = seed
        self.lit = list(lit) if lit is not None else _scrambled(seed)
        self.presses = presses
        self._history: list[int] = []  # not saved: a resumed game starts its undo afresh

    @property
    def solved(self) -> bool:
        return all(self.lit)

    def lit_count(self) -> int:
        return sum(self.lit)

    def press(self, cell: int) -> bool:
        """Turn the lamp at `cell` and its neighbours over; a solved board takes no
        press (False: nothing happened)."""
        if self.solved or not 0 <= cell < CELLS:
            return False
        self._turn(cell)
        self.presses += 1
        self._history.append(cell)
        return True

    def can_undo(self) -> bool:
        return bool(self._history) and not self.solved

    def undo(self) -> int | None:
        """Take the last press back; the cell it was on (None: nothing to undo)."""
        if not self.can_undo():
            return None
        cell = self._history.pop()
        self._turn(cell)
        self.presses -= 1
        return cell

    def _turn(self, cell: int) -> None:
        for each in neighbourhood(cell):
            self.lit[each] = not self.lit[each]

    def to_json(self) -> dict[str, Any]:
        return {
            "version": VERSION,
            "seed": self.seed,
            "lit": list(self.lit),
            "presses": self.presses,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Lamps:
        """A saved game; ValueError for one no real play makes."""
        lit, presses, seed = data.get("lit"), data.get("presses"), data.get("seed")
        if (
            not isinstance(lit, list)
            or len(lit) != CELLS
            or not all(isinstance(x, bool) for x in lit)
        ):
            raise ValueError("the lamps are not a 4×4 board")
        if not isinstance(presses, int) or isinstance(presses, bool) or presses < 0:
            raise ValueError("not a count of presses")
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= SEED_MAX:
            raise ValueError("not a seed")
        return cls(seed, lit, presses)


def _scrambled(seed: int) -> list[bool]:
    """All lit, then SCRAMBLE seeded presses (never a solved board)."""
    stream = SplitMix64(seed)
    game = Lamps(seed, [True] * CELLS)
    while game.solved:
        for _ in range(SCRAMBLE):
            game._turn(stream.below(CELLS))
    return game.lit
