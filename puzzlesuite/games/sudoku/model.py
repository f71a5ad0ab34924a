"""The Sudoku game in progress: digits, notes, undo/redo, conflicts, saving. Qt-free.

Every player action is one `Action`: the before and after state of each cell it touched,
so undo and redo restore exactly and "Fill all notes" or a hint is one step. Notes are
bitmasks like the engine's candidates (bit d = digit d).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .schema import GAME
from .solver import BOX_OF, BOXES, CELL_COUNT, COL_OF, COLS, PEERS, ROW_OF, ROWS, Grid, candidates
from .techniques import Level

SAVE_VERSION = 1

# (cell, value, notes) before and after
CellChange = tuple[int, int, int, int, int]


@dataclass(frozen=True)
class Action:
    """One undoable step: what each touched cell held before and after."""

    changes: tuple[CellChange, ...]

    @property
    def cells(self) -> tuple[int, ...]:
        return tuple(change[0] for change in self.changes)


def cell_row_col(cell: int) -> tuple[int, int]:
    return divmod(cell, 9)


def digits_of(mask: int) -> list[int]:
    return [d for d in range(1, 10) if mask >> d & 1]


@dataclass
class SudokuGame:
    givens: Grid
    solution: Grid
    level: Level
    seed: int
    values: list[int] = field(default_factory=list)
    notes: list[int] = field(default_factory=list)
    elapsed: float = 0.0  # seconds of play on this puzzle
    hints_used: int = 0
    started: bool = False  # counted in statistics (the first digit was placed)
    finished: bool = False  # solved and counted
    own: bool = False  # entered by the player; `level` is its grade
    beyond: bool = False  # an own puzzle our techniques cannot finish (level: EXPERT)
    _undo: list[Action] = field(default_factory=list, repr=False)
    _redo: list[Action] = field(default_factory=list, repr=False)

    def __post_init__(self) -> None:
        if not self.values:
            self.values = list(self.givens)
        if not self.notes:
            self.notes = [0] * CELL_COUNT

    # ---- reading ------------------------------------------------------------------

    @property
    def stats_bucket(self) -> str:
        """Where statistics count this puzzle: its level, or "own_<grade>" ("Your
        puzzles", by grade; "own_beyond" beyond Expert)."""
        if not self.own:
            return self.level.value
        return "own_beyond" if self.beyond else f"own_{self.level.value}"

    def is_given(self, cell: int) -> bool:
        return self.givens[cell] != 0

    @property
    def grid(self) -> Grid:
        return tuple(self.values)

    def filled_count(self) -> int:
        return sum(1 for value in self.values if value)

    def empty_cells(self) -> list[int]:
        return [cell for cell, value in enumerate(self.values) if not value]

    def conflict_units(self, cell: int) -> list[tuple[str, int]]:
        """The units (kind, 0-based index) where this cell's digit appears twice."""
        digit = self.values[cell]
        if not digit:
            return []
        found = []
        for kind, units, index in (
            ("row", ROWS, ROW_OF[cell]),
            ("col", COLS, COL_OF[cell]),
            ("box", BOXES, BOX_OF[cell]),
        ):
            if any(other != cell and self.values[other] == digit for other in units[index]):
                found.append((kind, index))
        return found

    def conflicts(self) -> set[int]:
        return {cell for cell in range(CELL_COUNT) if self.conflict_units(cell)}

    def is_solved(self) -> bool:
        return tuple(self.values) == tuple(self.solution)

    def wrong_cells(self) -> list[int]:
        """Player digits that differ from the solution (only hints reveal these)."""
        return [
            cell
            for cell, value in enumerate(self.values)
            if value and not self.is_given(cell) and value != self.solution[cell]
        ]

    def cells_with_digit(self, digit: int) -> list[int]:
        return [cell for cell, value in enumerate(self.values) if value == digit]

    def keeps_notes(self) -> bool:
        return any(self.notes[cell] for cell in self.empty_cells())

    # ---- acting -------------------------------------------------------------------

    def can_undo(self) -> bool:
        return bool(self._undo)

    def can_redo(self) -> bool:
        return bool(self._redo)

    def place(self, cell: int, digit: int, clear_peer_notes: bool = True) -> Action | None:
        """Write `digit` in `cell`; its own notes go, and (optionally) the digit leaves
        the notes of its row, column and box. None when nothing changes."""
        if self.is_given(cell) or not 1 <= digit <= 9 or self.values[cell] == digit:
            return None
        target: dict[int, tuple[int, int]] = {cell: (digit, 0)}
        if clear_peer_notes:
            bit = 1 << digit
            for peer in PEERS[cell]:
                if self.notes[peer] & bit:
                    target[peer] = (self.values[peer], self.notes[peer] & ~bit)
        return self._commit(target)

    def erase(self, cell: int) -> Action | None:
        """Clear the digit, or if there is none the notes, of a player cell."""
        if self.is_given(cell) or (not self.values[cell] and not self.notes[cell]):
            return None
        if self.values[cell]:
            return self._commit({cell: (0, self.notes[cell])})
        return self._commit({cell: (0, 0)})

    def toggle_note(self, cell: int, digit: int) -> Action | None:
        if self.is_given(cell) or self.values[cell] or not 1 <= digit <= 9:
            return None
        return self._commit({cell: (0, self.notes[cell] ^ (1 << digit))})

    def fill_all_notes(self) -> Action | None:
        """Every empty cell's notes become every digit the placed digits allow."""
        allowed = candidates(self.grid)
        target = {
            cell: (0, allowed[cell])
            for cell in self.empty_cells()
            if self.notes[cell] != allowed[cell]
        }
        return self._commit(target)

    def set_cells(self, target: dict[int, tuple[int, int]]) -> Action | None:
        """Several cells at once (a hint's "do it"): cell → (value, notes); one step."""
        return self._commit({c: v for c, v in target.items() if not self.is_given(c)})

    def undo(self) -> Action | None:
        if not self._undo:
            return None
        action = self._undo.pop()
        for cell, value, notes, _, _ in action.changes:
            self.values[cell], self.notes[cell] = value, notes
        self._redo.append(action)
        return action

    def redo(self) -> Action | None:
        if not self._redo:
            return None
        action = self._redo.pop()
        for cell, _, _, value, notes in action.changes:
            self.values[cell], self.notes[cell] = value, notes
        self._undo.append(action)
        return action

    def _commit(self, target: dict[int, tuple[int, int]]) -> Action | None:
        changes = tuple(
            (cell, self.values[cell], self.notes[cell], value, notes)
            for cell, (value, notes) in sorted(target.items())
            if (self.values[cell], self.notes[cell]) != (value, notes)
        )
        if not changes:
            return None
        for cell, _, _, value, notes in changes:
            self.values[cell], self.notes[cell] = value, notes
        action = Action(changes)
        self._undo.append(action)
        self._redo.clear()
        return action

    # ---- saving -------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The save (undo history is not kept)."""
        return {
            "level": self.level.value,
            "seed": self.seed,
            "givens": list(self.givens),
            "solution": list(self.solution),
            "values": list(self.values),
            "notes": list(self.notes),
            "elapsed": round(self.elapsed, 3),
            "hints_used": self.hints_used,
            "started": self.started,
            "finished": self.finished,
            "own": self.own,
            "beyond": self.beyond,
        }

    @classmethod
    def from_dict(cls, data: Any) -> SudokuGame:
        """The game in a save. The structure is the declared schema's (`schema.GAME`,
        the one check the save service also runs); the rules no schema can express are
        checked here. ValueError (schema.Invalid is one) on anything else."""
        data = GAME.validate(data)
        notes = tuple(data["notes"])
        if any(mask & 1 for mask in notes):
            raise ValueError("a note for digit 0")
        givens, solution = tuple(data["givens"]), tuple(data["solution"])
        values = tuple(data["values"])
        _check_consistent(givens, solution, values)
        if data["finished"] and (0 in values or not _is_valid(values)):
            raise ValueError("finished on a grid that is not solved")
        # A filled cell shows no notes and the game never keeps any there: dropping them
        # loses nothing the player could see.
        notes = tuple(0 if values[cell] else mask for cell, mask in enumerate(notes))
        return cls(
            givens,
            solution,
            Level(data["level"]),
            data["seed"],
            list(values),
            list(notes),
            float(data["elapsed"]),
            data["hints_used"],
            data["started"],
            data["finished"],
            own=bool(data.get("own", False)),
            beyond=bool(data.get("beyond", False)),
        )


def _check_consistent(givens: Grid, solution: Grid, values: Sequence[int]) -> None:
    """Rules no structural check can express: a real solution, the givens in it and in
    the values."""
    if 0 in solution or not _is_valid(solution):
        raise ValueError("the solution is not a solved grid")
    if not any(givens):
        raise ValueError("a puzzle without givens")
    for cell, given in enumerate(givens):
        if given and (solution[cell] != given or values[cell] != given):
            raise ValueError("a given does not match")


def _is_valid(grid: Iterable[int]) -> bool:
    cells = list(grid)
    return all(len({cells[c] for c in unit}) == 9 for unit in ROWS + COLS + BOXES)
