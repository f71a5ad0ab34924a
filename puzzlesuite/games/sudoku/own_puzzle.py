"""A puzzle the player brings: proven, graded, and given a code that replays it. Qt-free.

`prove` checks the givens in the order a person would want to hear about them — a digit
twice in a unit (which unit, which cells), too few givens to be unique (said without any
search: no puzzle with fewer than 17 givens has one solution), no solution, more than one
(two cells where two solutions differ) — and grades a unique puzzle with our own
techniques: Easy to Expert, or beyond Expert when they get stuck (still playable).

Own-puzzle codes ("S-P-…") replay the exact givens. The payload, in Crockford's base 32
(case-insensitive; I, L and O read as 1, 1 and 0), is one number: the 81-bit set of
given cells in its low bits and, above them, the solution written cell by cell as the
position of its digit among the digits its row, column and box still allow — about 100
bits for any solution instead of 257 — so a code is at most 4 + 37 + 1 characters. The
last character is a Luhn mod 32 check, which catches any single mistyped character and
most swapped neighbours.
"""

from __future__ import annotations

from dataclasses import dataclass

from .generator import lowest_level
from .solver import (
    ALL_DIGITS,
    CELL_COUNT,
    DIGITS_IN,
    UNITS,
    UNITS_OF,
    Grid,
    initial_masks,
    masks_to_grid,
    solutions_of_masks,
)
from .techniques import Level, UnitRef, unit_ref

MIN_GIVENS = 17  # no Sudoku with fewer givens has a single solution (proven in 2012)

REASON_DUPLICATE = "duplicate"
REASON_TOO_FEW = "too_few"
REASON_NO_SOLUTION = "no_solution"
REASON_MULTIPLE = "multiple"


@dataclass(frozen=True)
class ProofError(Exception):
    """Why givens are not a puzzle with one solution.

    - duplicate: `unit`, `cells` (where `digit` repeats);
    - too_few: `count` givens;
    - no_solution: nothing more;
    - multiple: `cells` (two cells), `alternatives` (their digits in two solutions).
    """

    reason: str
    unit: UnitRef | None = None
    cells: tuple[int, ...] = ()
    digit: int = 0
    count: int = 0
    alternatives: tuple[tuple[int, int], ...] = ()  # per cell: (digit in one, in other)


@dataclass(frozen=True)
class ProvenPuzzle:
    """Givens with exactly one solution, and their grade (None: beyond Expert)."""

    givens: Grid
    solution: Grid
    grade: Level | None

    @property
    def code(self) -> str:
        return format_own_code(self.givens, self.solution)


def repeated_digit(givens: Grid) -> ProofError | None:
    """The first unit (rows, then columns, then boxes) holding a digit twice."""
    for number, unit in enumerate(UNITS):
        seen: dict[int, list[int]] = {}
        for cell in unit:
            if givens[cell]:
                seen.setdefault(givens[cell], []).append(cell)
        repeats = [(cells[1], digit, cells) for digit, cells in seen.items() if len(cells) > 1]
        if repeats:
            _, digit, cells = min(repeats)  # the repeat a reader of the unit meets first
            return ProofError(REASON_DUPLICATE, unit_ref(number), tuple(cells), digit)
    return None


def prove(givens: Grid) -> ProvenPuzzle:
    """The proven and graded puzzle; ProofError saying why not."""
    if len(givens) != CELL_COUNT or any(not 0 <= d <= 9 for d in givens):
        raise ValueError("a Sudoku grid is 81 values from 0 to 9")
    duplicate = repeated_digit(givens)
    if duplicate is not None:
        raise duplicate
    count = sum(1 for d in givens if d)
    if count < MIN_GIVENS:
        raise ProofError(REASON_TOO_FEW, count=count)
    masks = initial_masks(givens)
    found = solutions_of_masks(masks, 2) if masks is not None else []
    if not found:
        raise ProofError(REASON_NO_SOLUTION)
    first = masks_to_grid(found[0])
    if len(found) > 1:
        second = masks_to_grid(found[1])
        differ = tuple(c for c in range(CELL_COUNT) if first[c] != second[c])[:2]
        raise ProofError(
            REASON_MULTIPLE,
            cells=differ,
            alternatives=tuple((first[c], second[c]) for c in differ),
        )
    return ProvenPuzzle(tuple(givens), first, lowest_level(givens))


# ---- own-puzzle codes ---------------------------------------------------------------------

OWN_PREFIX = "S-P-"
_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # Crockford's base 32
_VALUE = {char: value for value, char in enumerate(_ALPHABET)}
_VALUE.update({"I": 1, "L": 1, "O": 0})
_DASHES = str.maketrans({dash: "-" for dash in "\u2010\u2011\u2012\u2013\u2014\u2212\uff0d_"})
MAX_CODE_LENGTH = 50


class OwnCodeError(ValueError):
    """A code that looks like an own-puzzle code but cannot be read."""


def is_own_code(text: str) -> bool:
    cleaned = "".join(text.split()).translate(_DASHES).upper()
    return cleaned.startswith(OWN_PREFIX) or cleaned.startswith("SP") and len(cleaned) > 20


def _allowed(solution: list[int], cell: int) -> tuple[int, ...]:
    """The digits the cells before `cell` (row-major) leave for it."""
    used = 0
    for unit in UNITS_OF[cell]:
        for other in UNITS[unit]:
            if other < cell:
                used |= 1 << solution[other]
    return DIGITS_IN[ALL_DIGITS & ~used]


def _check_char(values: list[int]) -> str:
    """Luhn mod 32: doubling every second value from the right."""
    total = 0
    for position, value in enumerate(reversed(values)):
        if position % 2 == 0:
            value *= 2
            value = value // 32 + value % 32
        total += value
    return _ALPHABET[(32 - total % 32) % 32]


def format_own_code(givens: Grid, solution: Grid) -> str:
    """The code for a proven puzzle: "S-P-" + base-32 payload + check character."""
    number = 0
    for cell in reversed(range(CELL_COUNT)):
        allowed = _allowed(list(solution), cell)
        number = number * len(allowed) + allowed.index(solution[cell])
    mask = sum(1 << cell for cell in range(CELL_COUNT) if givens[cell])
    number = number << CELL_COUNT | mask
    values = []
    while number:
        number, low = divmod(number, 32)
        values.append(low)
    values.reverse()
    return OWN_PREFIX + "".join(_ALPHABET[v] for v in values) + _check_char(values)


def parse_own_code(text: str) -> Grid:
    """The givens an own-puzzle code stands for; OwnCodeError if it cannot be read
    (a typo caught by the check character, or no valid grid)."""
    cleaned = "".join(text.split()).translate(_DASHES).upper().replace("-", "")
    if not cleaned.startswith("SP") or len(cleaned) > MAX_CODE_LENGTH:
        raise OwnCodeError("not an own-puzzle code")
    try:
        values = [_VALUE[char] for char in cleaned[2:]]
    except KeyError:
        raise OwnCodeError("a character outside the code's alphabet") from None
    if len(values) < 2 or _check_char(values[:-1]) != _ALPHABET[values[-1]]:
        raise OwnCodeError("the check character does not match")
    number = 0
    for value in values[:-1]:
        number = number * 32 + value
    mask, number = number & ((1 << CELL_COUNT) - 1), number >> CELL_COUNT
    solution: list[int] = [0] * CELL_COUNT
    for cell in range(CELL_COUNT):
        allowed = _allowed(solution, cell)
        if not allowed:
            raise OwnCodeError("no valid grid")
        number, index = divmod(number, len(allowed))
        solution[cell] = allowed[index]
    if number:
        raise OwnCodeError("no valid grid")
    return tuple(solution[c] if mask >> c & 1 else 0 for c in range(CELL_COUNT))
