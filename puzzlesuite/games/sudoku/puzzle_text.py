"""A puzzle written as text: read it from a paste or a file, write it back. Qt-free.

Accepted forms (`Form`), each written back the way it was read:

- LINE: 81 characters in one line, digits with `0` or `.` for an empty cell;
- GRID: nine lines of nine cells, with spaces and `|`, `-`, `+` separators as people
  type them (and separator lines such as ``------+-------+------``);
- SIMPLE_SUDOKU: Simple Sudoku's `.ss` text, a grid framed by ``*-----------*``;
- SADMAN: SadMan Software's `.sdk` text: `#` lines (author, source…) kept as they are,
  then nine lines of nine characters.

Anything else raises `TextError`, whose `reason` (one of REASONS) and `detail` let the
screen say what is wrong in one sentence. The size is capped before anything is read,
so a paste of a whole web page or a large file costs nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from .solver import Grid

MAX_CHARS = 4_000  # far more than any form with its comments needs
MAX_FILE_BYTES = 16_000

REASON_EMPTY = "empty"
REASON_TOO_LONG = "too_long"
REASON_CHARACTER = "character"  # detail: the first character that is not allowed
REASON_LENGTH = "length"  # detail: how many cells the text holds
REASON_BINARY = "binary"
REASON_ENCODING = "encoding"
REASON_UNREADABLE = "unreadable"
REASONS = (
    REASON_EMPTY,
    REASON_TOO_LONG,
    REASON_CHARACTER,
    REASON_LENGTH,
    REASON_BINARY,
    REASON_ENCODING,
    REASON_UNREADABLE,
)

_EMPTY_MARKS = ".0"
_SEPARATORS = frozenset(" \t|-+*_=")
_CELL_CHARS = frozenset("0123456789.")


class Form(StrEnum):
    LINE = "line"
    GRID = "grid"
    SIMPLE_SUDOKU = "ss"
    SADMAN = "sdk"


class TextError(ValueError):
    """Text that is not a puzzle; `reason` is one of REASONS, `detail` says more."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(f"not a Sudoku puzzle ({reason} {detail})".strip())
        self.reason = reason
        self.detail = detail


@dataclass(frozen=True)
class PuzzleText:
    """The givens read from a text, how it was written, and what to keep of it."""

    givens: Grid
    form: Form
    empty_mark: str = "."  # "." or "0", as the text had it
    header: tuple[str, ...] = ()  # the `#` lines of a SadMan file


def parse_puzzle(text: str) -> PuzzleText:
    """The puzzle in `text`; TextError with the reason otherwise."""
    if len(text) > MAX_CHARS:
        raise TextError(REASON_TOO_LONG, str(MAX_CHARS))
    text = text.lstrip("\ufeff")
    lines = [line.rstrip() for line in text.splitlines()]
    header = tuple(line for line in lines if line.startswith("#"))
    body = [line for line in lines if line.strip() and not line.startswith("#")]
    if body and body[0].strip().lower() == "[puzzle]":
        body = body[1:]  # SadMan's newer files name their sections
        body = body[: next((i for i, line in enumerate(body) if line.startswith("[")), None)]
    if not body:
        raise TextError(REASON_EMPTY)
    cells = _cells_of(body)
    if len(cells) != 81:
        raise TextError(REASON_LENGTH, str(len(cells)))
    empty_mark = next((c for c in cells if c in _EMPTY_MARKS), ".")
    givens = tuple(0 if c in _EMPTY_MARKS else int(c) for c in cells)
    return PuzzleText(givens, _form_of(body, header), empty_mark, header)


def _cells_of(body: list[str]) -> str:
    cells = []
    for line in body:
        for char in line:
            if char in _CELL_CHARS:
                cells.append(char)
            elif char not in _SEPARATORS:
                raise TextError(REASON_CHARACTER, char)
    return "".join(cells)


def _form_of(body: list[str], header: tuple[str, ...]) -> Form:
    if len(body) == 1:
        return Form.LINE
    if body[0].lstrip().startswith("*"):
        return Form.SIMPLE_SUDOKU
    plain_rows = len(body) == 9 and all(len(line) == 9 for line in body)
    if header or plain_rows:
        return Form.SADMAN
    return Form.GRID


def read_puzzle_file(path: Path) -> PuzzleText:
    """The puzzle in a text file (size-capped, UTF-8); TextError otherwise."""
    try:
        with path.open("rb") as file:
            data = file.read(MAX_FILE_BYTES + 1)
    except OSError as error:
        raise TextError(REASON_UNREADABLE, error.strerror or "") from None
    if len(data) > MAX_FILE_BYTES:
        raise TextError(REASON_TOO_LONG, str(MAX_CHARS))
    if b"\0" in data:
        raise TextError(REASON_BINARY)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise TextError(REASON_ENCODING) from None
    return parse_puzzle(text)


# ---- writing -----------------------------------------------------------------------------


def format_line(givens: Grid, empty_mark: str = ".") -> str:
    """The 81-character line (what Copy puts on the clipboard)."""
    return "".join(str(d) if d else empty_mark for d in givens)


def _rows(givens: Grid, empty_mark: str) -> list[str]:
    line = format_line(givens, empty_mark)
    return [line[9 * r : 9 * r + 9] for r in range(9)]


def format_puzzle(puzzle: PuzzleText) -> str:
    """The puzzle written in its own form, as a file holds it (ending in a newline)."""
    mark = puzzle.empty_mark
    rows = _rows(puzzle.givens, mark)
    if puzzle.form is Form.LINE:
        return format_line(puzzle.givens, mark) + "\n"
    if puzzle.form is Form.SADMAN:
        return "\n".join([*puzzle.header, *rows]) + "\n"
    if puzzle.form is Form.SIMPLE_SUDOKU:
        frame = "*-----------*"
        lines = [frame]
        for r, row in enumerate(rows):
            if r in (3, 6):
                lines.append("|---+---+---|")
            lines.append(f"|{row[0:3]}|{row[3:6]}|{row[6:9]}|")
        lines.append(frame)
        return "\n".join(lines) + "\n"
    lines = []
    for r, row in enumerate(rows):
        if r in (3, 6):
            lines.append("------+-------+------")
        boxes = [" ".join(row[b : b + 3]) for b in (0, 3, 6)]
        lines.append(" | ".join(boxes))
    return "\n".join(lines) + "\n"
