"""Human solving techniques, the logical solver built on them, and grading. Qt-free.

`next_step` tries the techniques in the order of `Technique` (simplest first) and returns
the first step that changes something: a digit placed or candidates removed. A puzzle's
level is the level of the hardest technique the simplest-first solver needs; a puzzle
the techniques cannot finish has no level (it would need guessing).

Candidate masks: bit d set = digit d possible (see solver.py). The techniques reason
from the masks they are given, which may be narrower than what the grid alone allows
(after earlier eliminations).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from itertools import combinations

from .solver import (
    ALL_DIGITS,
    BOX_OF,
    CELL_COUNT,
    COL_OF,
    DIGITS_IN,
    PEER_BITS,
    PEERS,
    POPCOUNT,
    ROW_OF,
    UNITS,
    UNITS_OF,
    Grid,
    candidates,
)


class Technique(StrEnum):
    """Every technique the solver knows, simplest first."""

    NAKED_SINGLE = "naked_single"
    HIDDEN_SINGLE = "hidden_single"
    POINTING = "pointing"
    CLAIMING = "claiming"
    NAKED_PAIR = "naked_pair"
    HIDDEN_PAIR = "hidden_pair"
    NAKED_TRIPLE = "naked_triple"
    HIDDEN_TRIPLE = "hidden_triple"
    NAKED_QUAD = "naked_quad"
    HIDDEN_QUAD = "hidden_quad"
    X_WING = "x_wing"
    XY_WING = "xy_wing"
    SWORDFISH = "swordfish"
    XYZ_WING = "xyz_wing"
    COLOUR_WRAP = "colour_wrap"
    COLOUR_TRAP = "colour_trap"


class Level(StrEnum):
    """The four levels, easiest first. Compare levels with <, <=, … (by difficulty)."""

    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"
    EXPERT = "expert"

    @property
    def letter(self) -> str:
        """The letter in puzzle codes: E, M, H, X."""
        return _LETTERS[self]

    @property
    def rank(self) -> int:
        """0 for Easy … 3 for Expert."""
        return LEVELS.index(self)

    @property
    def below(self) -> Level | None:
        """The next easier level, None for Easy."""
        return LEVELS[self.rank - 1] if self.rank else None

    @classmethod
    def from_letter(cls, letter: str) -> Level:
        """The level for a code letter (E, M, H, X; any case); KeyError otherwise."""
        return _BY_LETTER[letter.upper()]

    # StrEnum would otherwise compare alphabetically ("expert" < "hard").
    def __lt__(self, other: str) -> bool:
        if isinstance(other, Level):
            return self.rank < other.rank
        return NotImplemented

    def __le__(self, other: str) -> bool:
        if isinstance(other, Level):
            return self.rank <= other.rank
        return NotImplemented

    def __gt__(self, other: str) -> bool:
        if isinstance(other, Level):
            return self.rank > other.rank
        return NotImplemented

    def __ge__(self, other: str) -> bool:
        if isinstance(other, Level):
            return self.rank >= other.rank
        return NotImplemented


LEVELS: tuple[Level, ...] = (Level.EASY, Level.MEDIUM, Level.HARD, Level.EXPERT)
_LETTERS: dict[Level, str] = {
    Level.EASY: "E",
    Level.MEDIUM: "M",
    Level.HARD: "H",
    Level.EXPERT: "X",
}
_BY_LETTER: dict[str, Level] = {letter: level for level, letter in _LETTERS.items()}

LEVEL_OF: dict[Technique, Level] = {
    Technique.NAKED_SINGLE: Level.EASY,
    Technique.HIDDEN_SINGLE: Level.EASY,
    Technique.POINTING: Level.MEDIUM,
    Technique.CLAIMING: Level.MEDIUM,
    Technique.NAKED_PAIR: Level.MEDIUM,
    Technique.HIDDEN_PAIR: Level.MEDIUM,
    Technique.NAKED_TRIPLE: Level.HARD,
    Technique.HIDDEN_TRIPLE: Level.HARD,
    Technique.NAKED_QUAD: Level.HARD,
    Technique.HIDDEN_QUAD: Level.HARD,
    Technique.X_WING: Level.HARD,
    Technique.XY_WING: Level.HARD,
    Technique.SWORDFISH: Level.EXPERT,
    Technique.XYZ_WING: Level.EXPERT,
    Technique.COLOUR_WRAP: Level.EXPERT,
    Technique.COLOUR_TRAP: Level.EXPERT,
}
TECHNIQUES: tuple[Technique, ...] = tuple(Technique)

UnitRef = tuple[str, int]


@dataclass(frozen=True)
class Step:
    """One logical step: a placement (singles) or candidate eliminations.

    - `place`: (cell, digit) for singles, else None.
    - `eliminate`: (cell, digit) pairs removed, sorted.
    - `units`: ("row" | "col" | "box", 0-based index) the reasoning is about; the first
      is where to look.
    - `cells`: the pattern's cells — the subset cells; for wings the pivot first, then
      the two pincers; fish corners; the colouring chain.
    - `digits`: the digits the pattern is about; for wings (x, y, z) with z the digit
      removed.
    - `colours`: simple colouring's two classes of chain cells (colour A, colour B).
    - `allowed`: naked single only: the digits the cell's row, column and box alone still
      allow when the candidates given were narrower (in a hint: the player's notes);
      empty when the row, column and box alone leave only the digit placed.
    - `witnesses`: colour wrap: the two cells of one colour that see each other; colour
      trap: the first removed cell's two seen chain cells, colour A's then colour B's.

    Every sentence explaining a step is built from these fields alone, so a test checks
    each field against the position (tests/games/sudoku/test_sudoku_step_truth.py).
    """

    technique: Technique
    place: tuple[int, int] | None
    eliminate: tuple[tuple[int, int], ...]
    units: tuple[UnitRef, ...]
    cells: tuple[int, ...]
    digits: tuple[int, ...]
    colours: tuple[tuple[int, ...], tuple[int, ...]] | None = None
    allowed: tuple[int, ...] = ()
    witnesses: tuple[int, ...] = ()

    @property
    def level(self) -> Level:
        return LEVEL_OF[self.technique]


@dataclass
class SolveResult:
    """The outcome of a logical solve: finished or stuck, the grid reached, the steps."""

    solved: bool
    grid: Grid
    steps: list[Step] = field(default_factory=list)
    hardest: Technique | None = None
    candidates: list[int] = field(default_factory=list)


_UNIT_KINDS = ("row", "col", "box")
# Where a person looks first: boxes, then rows, then columns.
_SEARCH_UNITS: tuple[int, ...] = tuple(range(18, 27)) + tuple(range(0, 18))


def unit_ref(unit: int) -> UnitRef:
    """("row" | "col" | "box", index) for a unit number (0–8 rows, 9–17 cols, 18–26 boxes)."""
    return (_UNIT_KINDS[unit // 9], unit % 9)


def _bit_cells(bits: int) -> Iterator[int]:
    """Cells in an 81-bit set, ascending."""
    while bits:
        low = bits & -bits
        yield low.bit_length() - 1
        bits ^= low


def _cells_bits(cells: Sequence[int]) -> int:
    bits = 0
    for cell in cells:
        bits |= 1 << cell
    return bits


def _shared_units(cells: Sequence[int]) -> list[int]:
    """Units (numbers) containing every one of `cells`, in search order."""
    common = set(UNITS_OF[cells[0]])
    for cell in cells[1:]:
        common &= set(UNITS_OF[cell])
    return [unit for unit in _SEARCH_UNITS if unit in common]


def _placed_in_units(grid: Grid) -> list[int]:
    placed = [0] * 27
    for cell, value in enumerate(grid):
        if value:
            for unit in UNITS_OF[cell]:
                placed[unit] |= 1 << value
    return placed


# Cell positions inside a unit as 9-bit sets: SPOT_INDEXES[spots] lists the positions.
_SPOT_INDEXES: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i in range(9) if spots >> i & 1) for spots in range(1 << 9)
)
# Inside a box (position 3 * row + col): the three rows and the three columns.
_BOX_ROWS = (0b000_000_111, 0b000_111_000, 0b111_000_000)
_BOX_COLS = (0b001_001_001, 0b010_010_010, 0b100_100_100)
# Inside a row or column: the three boxes it crosses.
_LINE_BOXES = (0b000_000_111, 0b000_111_000, 0b111_000_000)


class _Position:
    """The grid plus working candidate masks, with per-unit digit positions on demand."""

    def __init__(self, grid: Grid, cands: Sequence[int]) -> None:
        self.grid = grid
        # Filled cells have no candidates; stray bits outside 1–9 are ignored.
        self.cands = [0 if grid[cell] else cands[cell] & ALL_DIGITS for cell in range(CELL_COUNT)]
        self.placed = _placed_in_units(grid)
        self._spots: list[list[int]] | None = None
        self._chains: dict[int, list[tuple[list[int], list[int]]]] = {}

    def spots(self) -> list[list[int]]:
        """spots[unit][digit] = positions (bits 0–8, in unit order) still holding `digit`."""
        if self._spots is None:
            cands = self.cands
            table: list[list[int]] = []
            for unit_cells in UNITS:
                places = [0] * 10
                for index, cell in enumerate(unit_cells):
                    mask = cands[cell]
                    if mask:
                        bit = 1 << index
                        for digit in DIGITS_IN[mask]:
                            places[digit] |= bit
                table.append(places)
            self._spots = table
        return self._spots

    def cells(self, unit: int, spots: int) -> tuple[int, ...]:
        unit_cells = UNITS[unit]
        return tuple(unit_cells[index] for index in _SPOT_INDEXES[spots])


# --- singles -------------------------------------------------------------------------


def _naked_single(pos: _Position) -> Step | None:
    for cell, mask in enumerate(pos.cands):
        if mask and POPCOUNT[mask] == 1:
            digit = DIGITS_IN[mask][0]
            return Step(
                Technique.NAKED_SINGLE,
                (cell, digit),
                (),
                tuple(unit_ref(unit) for unit in _cell_units_in_order(cell)),
                (cell,),
                (digit,),
                allowed=_allowed_if_narrowed(pos, cell),
            )
    return None


def _allowed_if_narrowed(pos: _Position, cell: int) -> tuple[int, ...]:
    """The digits the cell's row, column and box alone allow, if more than one: then the
    single came from narrower candidates, and a sentence must not say the units decide."""
    seen = 0
    for unit in UNITS_OF[cell]:
        seen |= pos.placed[unit]
    allowed = ALL_DIGITS & ~seen
    return DIGITS_IN[allowed] if POPCOUNT[allowed] > 1 else ()


def _cell_units_in_order(cell: int) -> tuple[int, int, int]:
    row, col, box = UNITS_OF[cell]
    return (box, row, col)


def _hidden_single(pos: _Position) -> Step | None:
    spots = pos.spots()
    for unit in _SEARCH_UNITS:
        unit_spots = spots[unit]
        for digit in range(1, 10):
            places = unit_spots[digit]
            if places and not places & (places - 1) and not pos.placed[unit] >> digit & 1:
                cell = pos.cells(unit, places)[0]
                return Step(
                    Technique.HIDDEN_SINGLE,
                    (cell, digit),
                    (),
                    (unit_ref(unit),),
                    (cell,),
                    (digit,),
                )
    return None


# --- locked candidates ---------------------------------------------------------------


def _eliminations(cells: Sequence[int], digit: int, cands: list[int]) -> list[tuple[int, int]]:
    bit = 1 << digit
    return [(cell, digit) for cell in cells if cands[cell] & bit]


def _pointing(pos: _Position) -> Step | None:
    spots = pos.spots()
    for box in range(18, 27):
        box_cells = UNITS[box]
        for digit in range(1, 10):
            places = spots[box][digit]
            if places.bit_count() < 2:
                continue
            for band in range(3):
                if not places & ~_BOX_ROWS[band]:
                    line = ROW_OF[box_cells[3 * band]]
                elif not places & ~_BOX_COLS[band]:
                    line = 9 + COL_OF[box_cells[band]]
                else:
                    continue
                outside = [cell for cell in UNITS[line] if BOX_OF[cell] != box - 18]
                removed = _eliminations(outside, digit, pos.cands)
                if removed:
                    return Step(
                        Technique.POINTING,
                        None,
                        tuple(sorted(removed)),
                        (unit_ref(box), unit_ref(line)),
                        pos.cells(box, places),
                        (digit,),
                    )
    return None


def _claiming(pos: _Position) -> Step | None:
    spots = pos.spots()
    for line in range(18):
        for digit in range(1, 10):
            places = spots[line][digit]
            if places.bit_count() < 2:
                continue
            for band in range(3):
                if places & ~_LINE_BOXES[band]:
                    continue
                box = 18 + BOX_OF[UNITS[line][3 * band]]
                outside = [cell for cell in UNITS[box] if line not in UNITS_OF[cell]]
                removed = _eliminations(outside, digit, pos.cands)
                if removed:
                    return Step(
                        Technique.CLAIMING,
                        None,
                        tuple(sorted(removed)),
                        (unit_ref(line), unit_ref(box)),
                        pos.cells(line, places),
                        (digit,),
                    )
    return None


# --- naked and hidden subsets ----------------------------------------------------------


def _naked_subset(pos: _Position, size: int, technique: Technique) -> Step | None:
    cands = pos.cands
    for unit in _SEARCH_UNITS:
        empties = [cell for cell in UNITS[unit] if cands[cell]]
        if len(empties) <= size:
            continue
        small = [cell for cell in empties if 2 <= POPCOUNT[cands[cell]] <= size]
        for group in combinations(small, size):
            union = 0
            for cell in group:
                union |= cands[cell]
            if POPCOUNT[union] != size:
                continue
            removed: list[tuple[int, int]] = []
            units: list[int] = []  # every shared unit a removal comes from, search order
            for shared in _shared_units(group):
                found = [
                    (cell, digit)
                    for cell in UNITS[shared]
                    if cell not in group
                    for digit in DIGITS_IN[cands[cell] & union]
                ]
                if found:
                    units.append(shared)
                removed.extend(found)
            if removed:
                return Step(
                    technique,
                    None,
                    tuple(sorted(set(removed))),
                    tuple(unit_ref(u) for u in units),
                    group,
                    DIGITS_IN[union],
                )
    return None


def _hidden_subset(pos: _Position, size: int, technique: Technique) -> Step | None:
    cands = pos.cands
    spots = pos.spots()
    for unit in _SEARCH_UNITS:
        unit_spots = spots[unit]
        open_digits = [d for d in range(1, 10) if 2 <= unit_spots[d].bit_count() <= size]
        if len(open_digits) < size:
            continue
        for digits in combinations(open_digits, size):
            union = 0
            for digit in digits:
                union |= unit_spots[digit]
            if union.bit_count() != size:
                continue
            cells = pos.cells(unit, union)
            keep = sum(1 << digit for digit in digits)
            removed = [(cell, digit) for cell in cells for digit in DIGITS_IN[cands[cell] & ~keep]]
            if removed:
                return Step(
                    technique,
                    None,
                    tuple(sorted(removed)),
                    (unit_ref(unit),),
                    cells,
                    digits,
                )
    return None


# --- fish --------------------------------------------------------------------------------


def _fish(pos: _Position, size: int, technique: Technique) -> Step | None:
    spots = pos.spots()
    for digit in range(1, 10):
        # Rows as base lines (positions = columns), then columns (positions = rows).
        for base_first, cover_first in ((0, 9), (9, 0)):
            lines = [
                (base, spots[base][digit])
                for base in range(base_first, base_first + 9)
                if 2 <= spots[base][digit].bit_count() <= size
            ]
            for group in combinations(lines, size):
                covers = 0
                for _, places in group:
                    covers |= places
                if covers.bit_count() != size:
                    continue
                bases = [base for base, _ in group]
                base_bits = sum(1 << (base - base_first) for base in bases)
                cover_units = [cover_first + i for i in _SPOT_INDEXES[covers]]
                removed = [
                    (cell, digit)
                    for cover in cover_units
                    for cell in pos.cells(cover, spots[cover][digit] & ~base_bits)
                ]
                if removed:
                    corners = sorted(
                        cell for base, places in group for cell in pos.cells(base, places)
                    )
                    return Step(
                        technique,
                        None,
                        tuple(sorted(removed)),
                        tuple(unit_ref(u) for u in bases + cover_units),
                        tuple(corners),
                        (digit,),
                    )
    return None


# --- wings -------------------------------------------------------------------------------


def _removals_seen_by(
    seeing: int, digit: int, cands: list[int], exclude: Sequence[int]
) -> list[tuple[int, int]]:
    bit = 1 << digit
    return [
        (cell, digit) for cell in _bit_cells(seeing) if cands[cell] & bit and cell not in exclude
    ]


def _xy_wing(pos: _Position) -> Step | None:
    cands = pos.cands
    for pivot in range(CELL_COUNT):
        pivot_mask = cands[pivot]
        if POPCOUNT[pivot_mask] != 2:
            continue
        bivalue_peers = [peer for peer in PEERS[pivot] if POPCOUNT[cands[peer]] == 2]
        for first in bivalue_peers:
            first_mask = cands[first]
            shared = first_mask & pivot_mask
            if POPCOUNT[shared] != 1:
                continue
            z_bit = first_mask & ~pivot_mask
            second_mask = (pivot_mask & ~shared) | z_bit
            for second in bivalue_peers:
                if second == first or cands[second] != second_mask:
                    continue
                z = DIGITS_IN[z_bit][0]
                seeing = PEER_BITS[first] & PEER_BITS[second]
                removed = _removals_seen_by(seeing, z, cands, (pivot,))
                if removed:
                    x = DIGITS_IN[shared][0]
                    y = DIGITS_IN[pivot_mask & ~shared][0]
                    return Step(
                        Technique.XY_WING,
                        None,
                        tuple(removed),
                        _wing_units(pivot, first, second),
                        (pivot, first, second),
                        (x, y, z),
                    )
    return None


def _wing_units(pivot: int, first: int, second: int) -> tuple[UnitRef, ...]:
    """The units linking the pivot to each pincer."""
    units: list[UnitRef] = []
    for pincer in (first, second):
        for unit in _shared_units([pivot, pincer])[:1]:
            if unit_ref(unit) not in units:
                units.append(unit_ref(unit))
    return tuple(units)


def _xyz_wing(pos: _Position) -> Step | None:
    cands = pos.cands
    for pivot in range(CELL_COUNT):
        pivot_mask = cands[pivot]
        if POPCOUNT[pivot_mask] != 3:
            continue
        pincers = [
            peer
            for peer in PEERS[pivot]
            if POPCOUNT[cands[peer]] == 2 and cands[peer] & ~pivot_mask == 0
        ]
        for first, second in combinations(pincers, 2):
            first_mask, second_mask = cands[first], cands[second]
            if first_mask == second_mask or first_mask | second_mask != pivot_mask:
                continue
            z_bit = first_mask & second_mask
            z = DIGITS_IN[z_bit][0]
            seeing = PEER_BITS[pivot] & PEER_BITS[first] & PEER_BITS[second]
            removed = _removals_seen_by(seeing, z, cands, ())
            if removed:
                x = DIGITS_IN[first_mask & ~z_bit][0]
                y = DIGITS_IN[second_mask & ~z_bit][0]
                return Step(
                    Technique.XYZ_WING,
                    None,
                    tuple(removed),
                    _wing_units(pivot, first, second),
                    (pivot, first, second),
                    (x, y, z),
                )
    return None


# --- simple colouring ----------------------------------------------------------------------


def _colour_chains(pos: _Position, digit: int) -> list[tuple[list[int], list[int]]]:
    """Chains of conjugate pairs for `digit`, each split into its two colours."""
    cached = pos._chains.get(digit)
    if cached is not None:
        return cached
    spots = pos.spots()
    links: dict[int, list[int]] = {}
    for unit in range(27):
        places = spots[unit][digit]
        if places.bit_count() == 2 and not pos.placed[unit] >> digit & 1:
            first, second = pos.cells(unit, places)
            links.setdefault(first, []).append(second)
            links.setdefault(second, []).append(first)
    colour: dict[int, int] = {}
    chains: list[tuple[list[int], list[int]]] = []
    for start in sorted(links):
        if start in colour:
            continue
        classes: tuple[list[int], list[int]] = ([], [])
        colour[start] = 0
        frontier = [start]
        while frontier:
            cell = frontier.pop(0)
            classes[colour[cell]].append(cell)
            for neighbour in sorted(links[cell]):
                if neighbour not in colour:
                    colour[neighbour] = 1 - colour[cell]
                    frontier.append(neighbour)
        chains.append((sorted(classes[0]), sorted(classes[1])))
    pos._chains[digit] = chains
    return chains


def _colour_step(
    technique: Technique,
    digit: int,
    chain: tuple[list[int], list[int]],
    removed: list[tuple[int, int]],
    units: Sequence[int],
    witnesses: tuple[int, int],
) -> Step:
    first, second = chain
    return Step(
        technique,
        None,
        tuple(sorted(removed)),
        tuple(unit_ref(unit) for unit in units),
        tuple(sorted(first + second)),
        (digit,),
        (tuple(first), tuple(second)),
        witnesses=witnesses,
    )


def _colour_wrap(pos: _Position) -> Step | None:
    for digit in range(1, 10):
        for chain in _colour_chains(pos, digit):
            for colour_class in chain:
                for a, b in combinations(colour_class, 2):
                    if PEER_BITS[a] >> b & 1:
                        # Both cells cannot hold the digit, so this whole colour is false.
                        removed = [(cell, digit) for cell in colour_class]
                        return _colour_step(
                            Technique.COLOUR_WRAP,
                            digit,
                            chain,
                            removed,
                            _shared_units([a, b]),
                            (a, b),
                        )
    return None


def _colour_trap(pos: _Position) -> Step | None:
    cands = pos.cands
    for digit in range(1, 10):
        bit = 1 << digit
        for chain in _colour_chains(pos, digit):
            first_bits, second_bits = _cells_bits(chain[0]), _cells_bits(chain[1])
            chain_bits = first_bits | second_bits
            removed: list[tuple[int, int]] = []
            units: list[int] = []
            witnesses = (0, 0)
            for cell in range(CELL_COUNT):
                if not cands[cell] & bit or chain_bits >> cell & 1:
                    continue
                sees_first = PEER_BITS[cell] & first_bits
                sees_second = PEER_BITS[cell] & second_bits
                if sees_first and sees_second:
                    removed.append((cell, digit))
                    if not units:
                        a = next(_bit_cells(sees_first))
                        b = next(_bit_cells(sees_second))
                        units = [_shared_units([cell, a])[0], _shared_units([cell, b])[0]]
                        witnesses = (a, b)
            if removed:
                return _colour_step(Technique.COLOUR_TRAP, digit, chain, removed, units, witnesses)
    return None


# --- the solver --------------------------------------------------------------------------

_FINDERS: dict[Technique, Callable[[_Position], Step | None]] = {
    Technique.NAKED_SINGLE: _naked_single,
    Technique.HIDDEN_SINGLE: _hidden_single,
    Technique.POINTING: _pointing,
    Technique.CLAIMING: _claiming,
    Technique.NAKED_PAIR: lambda pos: _naked_subset(pos, 2, Technique.NAKED_PAIR),
    Technique.HIDDEN_PAIR: lambda pos: _hidden_subset(pos, 2, Technique.HIDDEN_PAIR),
    Technique.NAKED_TRIPLE: lambda pos: _naked_subset(pos, 3, Technique.NAKED_TRIPLE),
    Technique.HIDDEN_TRIPLE: lambda pos: _hidden_subset(pos, 3, Technique.HIDDEN_TRIPLE),
    Technique.NAKED_QUAD: lambda pos: _naked_subset(pos, 4, Technique.NAKED_QUAD),
    Technique.HIDDEN_QUAD: lambda pos: _hidden_subset(pos, 4, Technique.HIDDEN_QUAD),
    Technique.X_WING: lambda pos: _fish(pos, 2, Technique.X_WING),
    Technique.XY_WING: _xy_wing,
    Technique.SWORDFISH: lambda pos: _fish(pos, 3, Technique.SWORDFISH),
    Technique.XYZ_WING: _xyz_wing,
    Technique.COLOUR_WRAP: _colour_wrap,
    Technique.COLOUR_TRAP: _colour_trap,
}


def find_step(grid: Grid, cands: Sequence[int], techniques: Sequence[Technique]) -> Step | None:
    """The first step found by the given techniques, tried in the order given."""
    pos = _Position(grid, cands)
    for technique in techniques:
        step = _FINDERS[technique](pos)
        if step is not None:
            return step
    return None


def techniques_up_to(max_level: Level) -> tuple[Technique, ...]:
    return tuple(t for t in TECHNIQUES if LEVEL_OF[t] <= max_level)


def next_step(grid: Grid, cands: Sequence[int], max_level: Level = Level.EXPERT) -> Step | None:
    """The simplest step that changes something, or None if these techniques are stuck."""
    return find_step(grid, cands, techniques_up_to(max_level))


def apply_step(grid: Grid, cands: Sequence[int], step: Step) -> tuple[Grid, list[int]]:
    """The grid and candidate masks after `step` (a placement also clears its peers)."""
    values = list(grid)
    masks = list(cands)
    if step.place is not None:
        cell, digit = step.place
        values[cell] = digit
        masks[cell] = 0
        keep = ~(1 << digit)
        for peer in PEERS[cell]:
            masks[peer] &= keep
    for cell, digit in step.eliminate:
        masks[cell] &= ~(1 << digit)
    return tuple(values), masks


def logical_solve(grid: Grid, max_level: Level = Level.EXPERT) -> SolveResult:
    """Solve with the techniques up to `max_level`, simplest first, as far as they go."""
    allowed = techniques_up_to(max_level)
    cands = candidates(grid)
    steps: list[Step] = []
    while 0 in grid:
        step = find_step(grid, cands, allowed)
        if step is None:
            break
        steps.append(step)
        grid, cands = apply_step(grid, cands, step)
    hardest = max((step.technique for step in steps), key=TECHNIQUES.index, default=None)
    solved = 0 not in grid and _is_valid_solution(grid)
    return SolveResult(solved, grid, steps, hardest, cands)


def _is_valid_solution(grid: Grid) -> bool:
    return all(len({grid[cell] for cell in unit}) == 9 for unit in UNITS)


def grade(grid: Grid) -> Level | None:
    """The level of the hardest technique needed; None if guessing would be needed."""
    result = logical_solve(grid, Level.EXPERT)
    if not result.solved:
        return None
    if result.hardest is None:
        return Level.EASY
    return LEVEL_OF[result.hardest]
