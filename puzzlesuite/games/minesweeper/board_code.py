"""Minesweeper board codes: ``M-<w>x<h>x<mines>-<seed>`` and, once the first cell is
known, ``…-r<row>c<col>`` (1-based), e.g. ``M-30x16x99-482133-r5c7``. Qt-free.

The same code always gives the same board (the generator is seeded by all of it).
Parsing is forgiving about case and surrounding spaces, strict about everything else,
and fails only with :class:`CodeError`, whose ``reason`` is one of :data:`REASONS` so
the interface can say what is wrong in the player's language.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

MIN_WIDTH, MAX_WIDTH = 5, 50
MIN_HEIGHT, MAX_HEIGHT = 5, 30
MIN_MINES = 1
# The first cell and its (up to 8) neighbours never hold a mine.
OPENING_CELLS = 9
MAX_SEED = 2**63 - 1

REASON_FORMAT = "format"  # not shaped like a board code
REASON_SIZE = "size"  # width or height out of range
REASON_MINES = "mines"  # mine count out of range for the size
REASON_SEED = "seed"  # seed too large
REASON_CELL = "cell"  # first cell outside the board
REASONS = (REASON_FORMAT, REASON_SIZE, REASON_MINES, REASON_SEED, REASON_CELL)

_CODE = re.compile(
    r"M-([0-9]{1,3})X([0-9]{1,3})X([0-9]{1,5})-([0-9]{1,25})(?:-R([0-9]{1,4})C([0-9]{1,4}))?",
    re.ASCII,
)


class CodeError(ValueError):
    """A board code that cannot be used; ``reason`` is one of :data:`REASONS`."""

    def __init__(self, reason: str, text: str = "") -> None:
        super().__init__(f"{reason}: {text!r}")
        self.reason = reason


@dataclass(frozen=True)
class BoardCode:
    width: int
    height: int
    mines: int
    seed: int
    # 0-based (row, col) of the first reveal, or None before it
    first: tuple[int, int] | None = None


def max_code_mines(width: int, height: int) -> int:
    return width * height - OPENING_CELLS


def check(width: int, height: int, mines: int, seed: int, first: tuple[int, int] | None) -> None:
    """Raise :class:`CodeError` unless every part is within the game's limits."""
    if not (MIN_WIDTH <= width <= MAX_WIDTH and MIN_HEIGHT <= height <= MAX_HEIGHT):
        raise CodeError(REASON_SIZE, f"{width}x{height}")
    if not MIN_MINES <= mines <= max_code_mines(width, height):
        raise CodeError(REASON_MINES, str(mines))
    if not 0 <= seed <= MAX_SEED:
        raise CodeError(REASON_SEED, str(seed))
    if first is not None:
        row, col = first
        if not (0 <= row < height and 0 <= col < width):
            raise CodeError(REASON_CELL, f"{row},{col}")


def format_code(
    width: int, height: int, mines: int, seed: int, first: tuple[int, int] | None = None
) -> str:
    """The code of a board; ``first`` is the 0-based (row, col) of the first reveal.
    Raises :class:`CodeError` for values outside the limits (a code must parse back)."""
    check(width, height, mines, seed, first)
    code = f"M-{width}x{height}x{mines}-{seed}"
    if first is not None:
        code += f"-r{first[0] + 1}c{first[1] + 1}"
    return code


def parse_code(text: str) -> BoardCode:
    """The board a code names. Raises :class:`CodeError` (only) when it cannot."""
    if not isinstance(text, str):
        raise CodeError(REASON_FORMAT)
    match = _CODE.fullmatch(text.strip().upper())
    if match is None:
        raise CodeError(REASON_FORMAT, text)
    width, height, mines, seed = (int(part) for part in match.group(1, 2, 3, 4))
    first: tuple[int, int] | None = None
    if match.group(5) is not None:
        row, col = int(match.group(5)), int(match.group(6))
        if row < 1 or col < 1:
            raise CodeError(REASON_CELL, text)
        first = (row - 1, col - 1)
    check(width, height, mines, seed, first)
    return BoardCode(width, height, mines, seed, first)
