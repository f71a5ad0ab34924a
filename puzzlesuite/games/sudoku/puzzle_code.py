"""Puzzle codes: "S-<E|M|H|X>-<seed>", e.g. "S-H-482133". Qt-free.

Anyone who types a code gets the same puzzle (generation is seeded). Parsing forgives
spaces, lowercase, other dash characters and missing dashes; anything else raises
`CodeError`, whose `reason` says which part is wrong so the UI can explain it.
"""

from __future__ import annotations

import re

from .techniques import Level

SEED_MAX = 999_999_999
PREFIX = "S"

# Reasons a code is rejected (CodeError.reason).
REASON_FORMAT = "format"  # not shaped like S-X-123
REASON_LEVEL = "level"  # the level letter is not E, M, H or X
REASON_SEED = "seed"  # the number is missing, not digits, or above SEED_MAX
REASONS = (REASON_FORMAT, REASON_LEVEL, REASON_SEED)

_DASHES = str.maketrans({dash: "-" for dash in "\u2010\u2011\u2012\u2013\u2014\u2212\uff0d_"})
_SHAPE = re.compile(r"S-?([A-Z0-9])-?(.*)", re.ASCII | re.DOTALL)
_DIGITS = re.compile(r"[0-9]+", re.ASCII)


class CodeError(ValueError):
    """A puzzle code that cannot be read; `reason` is one of REASONS."""

    def __init__(self, reason: str) -> None:
        super().__init__(f"invalid Sudoku puzzle code ({reason})")
        self.reason = reason


def format_code(level: Level, seed: int) -> str:
    """The code for a level and seed: "S-H-482133"."""
    if not 0 <= seed <= SEED_MAX:
        raise ValueError(f"seed must be between 0 and {SEED_MAX}")
    return f"{PREFIX}-{Level(level).letter}-{seed}"


def parse_code(text: str) -> tuple[Level, int]:
    """The level and seed in a code; CodeError if it cannot be read."""
    if not isinstance(text, str):
        raise CodeError(REASON_FORMAT)
    cleaned = "".join(text.split()).translate(_DASHES).upper()
    shape = _SHAPE.fullmatch(cleaned)
    if shape is None:
        raise CodeError(REASON_FORMAT)
    letter, number = shape.groups()
    try:
        level = Level.from_letter(letter)
    except KeyError:
        raise CodeError(REASON_LEVEL) from None
    if _DIGITS.fullmatch(number) is None:
        raise CodeError(REASON_SEED)
    significant = number.lstrip("0") or "0"
    if len(significant) > len(str(SEED_MAX)) or int(significant) > SEED_MAX:
        raise CodeError(REASON_SEED)
    return level, int(significant)
