"""Minesweeper game state: the board, reveals with flood fill, flags, chords. Qt-free.

Cells are indices ``row * width + col``. The mines are placed after the first reveal
(by :func:`.generator.generate`, possibly on a worker thread): until then the game only
knows its size, mine count and seed, and :meth:`MinesweeperGame.place_mines` fills them
in. Everything a save needs to resume exactly is in :meth:`to_dict`.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .board_code import (
    MAX_HEIGHT,
    MAX_SEED,
    MAX_WIDTH,
    MIN_HEIGHT,
    MIN_MINES,
    MIN_WIDTH,
    OPENING_CELLS,
    format_code,
)
from .solver import Position, neighbours

BEGINNER, INTERMEDIATE, EXPERT, CUSTOM = "beginner", "intermediate", "expert", "custom"
STANDARD_LEVELS: dict[str, tuple[int, int, int]] = {
    BEGINNER: (9, 9, 10),
    INTERMEDIATE: (16, 16, 40),
    EXPERT: (30, 16, 99),
}
LEVELS = (BEGINNER, INTERMEDIATE, EXPERT, CUSTOM)

# Marks on covered cells
FLAG, QUESTION = 1, 2


def level_for(width: int, height: int, mines: int) -> str:
    """The standard level with exactly this size and mine count, else Custom."""
    for key, size in STANDARD_LEVELS.items():
        if size == (width, height, mines):
            return key
    return CUSTOM


def size_fits(width: int, height: int, mines: int) -> bool:
    """Within the game's limits (whether a no-guess board exists is the generator's)."""
    return (
        MIN_WIDTH <= width <= MAX_WIDTH
        and MIN_HEIGHT <= height <= MAX_HEIGHT
        and MIN_MINES <= mines <= width * height - OPENING_CELLS
    )


@dataclass(frozen=True)
class Explanation:
    """After a loss: whether a revealed mine could have been known before the fatal
    move, and from which number cells. ``knowable`` False: not from that position."""

    cell: int
    knowable: bool
    proof: tuple[int, ...] = ()
    uses_total: bool = False


@dataclass
class Outcome:
    """What one action did: the cells it opened (reading order) and the mines it hit.
    ``steps`` gives each opened cell its place in the order the cells opened: 0 for the
    cells the action opened itself, n for those an empty cell n steps away opened (the
    flood fill spreads outward one ring of neighbours per step)."""

    opened: list[int] = field(default_factory=list)
    hit: list[int] = field(default_factory=list)
    won: bool = False
    steps: dict[int, int] = field(default_factory=dict)

    @property
    def lost(self) -> bool:
        return bool(self.hit)


class MinesweeperGame:
    """One board. Rules only: placing mines is the generator's, sentences are texts'."""

    def __init__(self, width: int, height: int, mines: int, seed: int, level: str = "") -> None:
        if not size_fits(width, height, mines):
            raise ValueError(f"{width}x{height} with {mines} mines is outside the limits")
        if not 0 <= seed <= MAX_SEED:
            raise ValueError("seed out of range")
        self.width, self.height, self.mines, self.seed = width, height, mines, seed
        self.level = level or level_for(width, height, mines)
        self.first: int | None = None
        self.is_mine = bytearray(width * height)
        self.number = bytearray(width * height)
        self.revealed = bytearray(width * height)
        self.marks: dict[int, int] = {}
        self.hit: list[int] = []  # mines revealed by the losing action
        self.explanations: list[Explanation] = []
        self.hints_used = 0
        self.elapsed = 0.0
        self.revealed_count = 0
        self.won = False
        self.table = neighbours(width, height)

    # ---- reading ---------------------------------------------------------------------

    @property
    def cells(self) -> int:
        return self.width * self.height

    @property
    def started(self) -> bool:
        """The first reveal happened (the mines are placed)."""
        return self.first is not None

    @property
    def lost(self) -> bool:
        return bool(self.hit)

    @property
    def over(self) -> bool:
        return self.won or self.lost

    @property
    def flags(self) -> int:
        return sum(1 for mark in self.marks.values() if mark == FLAG)

    @property
    def mines_left(self) -> int:
        """The counter: mines minus flags (negative with too many flags)."""
        return self.mines - self.flags

    def mark(self, cell: int) -> int:
        return self.marks.get(cell, 0)

    def is_covered(self, cell: int) -> bool:
        return not self.revealed[cell]

    def mine_cells(self) -> list[int]:
        return [cell for cell in range(self.cells) if self.is_mine[cell]]

    def wrong_flags(self) -> list[int]:
        """Flags on cells without a mine (only known once the mines are placed)."""
        if not self.started:
            return []
        return sorted(c for c, m in self.marks.items() if m == FLAG and not self.is_mine[c])

    def evidence(self) -> list[int]:
        """After a loss: the numbers that proved a mine it hit could have been known (the
        hint's proof, in the order found), shown on the final board; none otherwise."""
        cells: list[int] = []
        for explanation in self.explanations:
            if explanation.knowable:
                cells += [cell for cell in explanation.proof if cell not in cells]
        return cells

    def code(self) -> str:
        first = None if self.first is None else divmod(self.first, self.width)
        return format_code(self.width, self.height, self.mines, self.seed, first)

    def position(self) -> Position:
        """What the player sees, for the solver (flags are not trusted there)."""
        revealed = {c: self.number[c] for c in range(self.cells) if self.revealed[c]}
        return Position(self.width, self.height, self.mines, revealed)

    def covered_beside_numbers(self) -> list[int]:
        """Unflagged covered cells next to a revealed number (J's targets)."""
        found = []
        for cell in range(self.cells):
            if self.revealed[cell] or self.marks.get(cell) == FLAG:
                continue
            if any(self.revealed[n] and self.number[n] for n in self.table[cell]):
                found.append(cell)
        return found

    def flags_around(self, cell: int) -> int:
        return sum(1 for n in self.table[cell] if self.marks.get(n) == FLAG)

    # ---- acting ----------------------------------------------------------------------

    def place_mines(self, first: int, mines: Iterable[int]) -> None:
        """The generator's answer for the first reveal at ``first``."""
        if self.started:
            raise ValueError("mines are already placed")
        cells = sorted(set(mines))
        opening = {first, *self.table[first]}
        if len(cells) != self.mines or any(not 0 <= c < self.cells or c in opening for c in cells):
            raise ValueError("mines do not fit the board and its first cell")
        self.first = first
        # The first reveal opens this cell whatever mark it got while the mines were being
        # placed (F pressed during "Placing the mines…"): a started board with its first
        # cell covered is one no save could hold.
        self.marks.pop(first, None)
        for cell in cells:
            self.is_mine[cell] = 1
            for other in self.table[cell]:
                self.number[other] += 1

    def can_reveal(self, cell: int) -> bool:
        return not self.over and not self.revealed[cell] and self.marks.get(cell) != FLAG

    def can_chord(self, cell: int) -> bool:
        """A revealed number whose neighbouring flags equal it, with something covered."""
        if self.over or not self.revealed[cell] or not self.number[cell]:
            return False
        if self.flags_around(cell) != self.number[cell]:
            return False
        return any(self._chordable(n) for n in self.table[cell])

    def reveal(self, cell: int) -> Outcome:
        """Reveal one covered, unflagged cell (a 0 opens its area). Needs the mines."""
        if not self.started:
            raise ValueError("place the mines first")
        if not self.can_reveal(cell):
            return Outcome()
        return self._open([cell])

    def chord(self, cell: int) -> Outcome:
        """Reveal every unflagged covered neighbour of a satisfied number."""
        if not self.can_chord(cell):
            return Outcome()
        return self._open([n for n in self.table[cell] if self._chordable(n)])

    def cycle_mark(self, cell: int, questions: bool) -> int:
        """F / right click: covered → flag (→ ? with question marks on) → covered.
        Returns the new mark; revealed cells and finished games do not change."""
        if self.over or self.revealed[cell]:
            return self.marks.get(cell, 0)
        current = self.marks.get(cell, 0)
        if current == 0:
            new = FLAG
        elif current == FLAG and questions:
            new = QUESTION
        else:
            new = 0
        if new:
            self.marks[cell] = new
        else:
            self.marks.pop(cell, None)
        return new

    def _chordable(self, cell: int) -> bool:
        return not self.revealed[cell] and self.marks.get(cell) != FLAG

    def _open(self, cells: list[int]) -> Outcome:
        outcome = Outcome()
        hit = [c for c in cells if self.is_mine[c]]
        revealed, number, marks, table = self.revealed, self.number, self.marks, self.table
        # Flood fill, breadth first: a 0 opens its neighbours, except flagged ones (a flag
        # is the player's and only they take it away); question marks it reaches go. A
        # cell is marked revealed when it is queued, so each is visited once.
        steps: dict[int, int] = {}
        queue: deque[int] = deque()
        for cell in cells:
            if not self.is_mine[cell] and not revealed[cell]:
                revealed[cell] = 1
                steps[cell] = 0
                queue.append(cell)
        while queue:
            cell = queue.popleft()
            if cell in marks:
                del marks[cell]
            if number[cell] == 0:
                step = steps[cell] + 1
                for other in table[cell]:
                    if not revealed[other] and marks.get(other) != FLAG:
                        revealed[other] = 1
                        steps[other] = step
                        queue.append(other)
        opened = list(steps)
        outcome.steps = steps
        self.revealed_count += len(opened)
        outcome.opened = sorted(opened)
        if hit:
            self.hit = sorted(hit)
            outcome.hit = list(self.hit)
            for cell in self.hit:
                self.revealed[cell] = 1
        elif self.revealed_count == self.cells - self.mines:
            self.won = True
            outcome.won = True
            # A win flags every mine; nothing else stays marked.
            self.marks = {cell: FLAG for cell in self.mine_cells()}
        return outcome

    # ---- saving ------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {
            "level": self.level,
            "width": self.width,
            "height": self.height,
            "mines": self.mines,
            "seed": self.seed,
            "first": self.first,
            "mine_cells": self.mine_cells() if self.started else [],
            "revealed": [c for c in range(self.cells) if self.revealed[c] and not self.is_mine[c]],
            "flags": sorted(c for c, m in self.marks.items() if m == FLAG),
            "questions": sorted(c for c, m in self.marks.items() if m == QUESTION),
            "hit": list(self.hit),
            "explanations": [
                {
                    "cell": e.cell,
                    "knowable": e.knowable,
                    "proof": list(e.proof),
                    "uses_total": e.uses_total,
                }
                for e in self.explanations
            ],
            "hints_used": self.hints_used,
            "elapsed": self.elapsed,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> MinesweeperGame:
        """The saved game; ValueError on anything a real save could not hold."""
        try:
            return _load(cls, data)
        except (KeyError, TypeError, IndexError) as error:
            raise ValueError(f"unreadable Minesweeper save: {error}") from error


def _int(value: Any, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(f"{value!r} is not a whole number from {low} to {high}")
    return value


def _cells(value: Any, cells: int) -> list[int]:
    if not isinstance(value, list):
        raise ValueError("cells are not a list")
    found = [_int(c, 0, cells - 1) for c in value]
    if len(set(found)) != len(found):
        raise ValueError("a cell is listed twice")
    return found


def _load(cls: type[MinesweeperGame], data: Mapping[str, Any]) -> MinesweeperGame:
    if not isinstance(data, Mapping):
        raise ValueError("the save is not an object")
    width = _int(data["width"], MIN_WIDTH, MAX_WIDTH)
    height = _int(data["height"], MIN_HEIGHT, MAX_HEIGHT)
    mines = _int(data["mines"], MIN_MINES, width * height - OPENING_CELLS)
    level = data["level"]
    size = (width, height, mines)
    if level not in LEVELS or (level != CUSTOM and STANDARD_LEVELS[level] != size):
        raise ValueError("level does not match the size")
    game = cls(width, height, mines, _int(data["seed"], 0, MAX_SEED), level)
    cells = game.cells
    first = data["first"]
    mine_cells = _cells(data["mine_cells"], cells)
    revealed = _cells(data["revealed"], cells)
    flags = _cells(data["flags"], cells)
    questions = _cells(data["questions"], cells)
    hit = _cells(data["hit"], cells)
    if first is None:
        if mine_cells or revealed or hit:
            raise ValueError("cells revealed before the first click")
        from .generator import max_mines  # the model does not need the generator otherwise

        if mines > max_mines(width, height):  # no board could be made at the first click
            raise ValueError(f"more mines than a {width}x{height} board can take")
    else:
        game.place_mines(_int(first, 0, cells - 1), mine_cells)
        if first not in revealed:
            raise ValueError("the first cell is not revealed")
    if any(game.is_mine[c] for c in revealed) or any(not game.is_mine[c] for c in hit):
        raise ValueError("revealed cells and mines disagree")
    for cell in revealed:
        game.revealed[cell] = 1
    game.revealed_count = len(revealed)
    if set(flags) & set(questions) or any(game.revealed[c] for c in flags + questions):
        raise ValueError("a mark on a revealed cell")
    game.marks = {c: FLAG for c in flags} | {c: QUESTION for c in questions}
    game.hit = sorted(hit)
    for cell in game.hit:
        game.revealed[cell] = 1
    game.won = not hit and game.started and game.revealed_count == cells - mines
    if game.won and sorted(flags) != game.mine_cells():
        raise ValueError("a won board flags every mine")
    game.explanations = [_explanation(e, cells) for e in data["explanations"]]
    game.hints_used = _int(data["hints_used"], 0, 10**9)
    elapsed = data["elapsed"]
    if isinstance(elapsed, bool) or not isinstance(elapsed, int | float) or not 0 <= elapsed < 1e9:
        raise ValueError("elapsed time out of range")
    game.elapsed = float(elapsed)
    return game


def _explanation(value: Any, cells: int) -> Explanation:
    if not isinstance(value, Mapping):
        raise ValueError("explanation is not an object")
    knowable, uses_total = value["knowable"], value["uses_total"]
    if not isinstance(knowable, bool) or not isinstance(uses_total, bool):
        raise ValueError("explanation flags are not true/false")
    proof = tuple(_cells(value["proof"], cells))
    return Explanation(_int(value["cell"], 0, cells - 1), knowable, proof, uses_total)
