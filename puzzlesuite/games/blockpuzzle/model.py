"""Block Puzzle rules: an 8×8 board, a tray of three fixed shapes, row and column clears.

The model is pure Python (no Qt). The board is an ``int`` bitmask: bit ``row * 8 + col``
is set when that cell is filled. Every shape's mask at every on-board anchor is
precomputed, so "does it fit" is one AND and "which lines clear" is at most 16 ANDs.

Refills come from a counter-based stream: refill ``k`` of a game with seed ``s`` is a
pure function of ``(s, k)`` (see :func:`refill_shapes`), so undoing a placement and
making it again always brings the same next pieces, on every platform.
"""

from __future__ import annotations

import secrets
from collections import deque
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from puzzlesuite.core.seeded import MASK64, splitmix64

BOARD_SIZE = 8
TRAY_SIZE = 3
HISTORY_LIMIT = 2000
SAVE_VERSION = 1

_ALL_CELLS = (1 << (BOARD_SIZE * BOARD_SIZE)) - 1


@dataclass(frozen=True)
class Shape:
    """One of the 19 fixed shapes. ``cells`` are (row, col) offsets in reading order."""

    index: int
    id: str
    family: str
    cells: tuple[tuple[int, int], ...]

    @property
    def height(self) -> int:
        return 1 + max(r for r, _ in self.cells)

    @property
    def width(self) -> int:
        return 1 + max(c for _, c in self.cells)

    @property
    def size(self) -> int:
        return len(self.cells)

    @property
    def family_number(self) -> int:
        """1-based index into FAMILIES; what a filled cell stores."""
        return FAMILIES.index(self.family) + 1

    @property
    def first_cell(self) -> tuple[int, int]:
        """The first filled cell in reading order (top row first, then leftmost)."""
        return self.cells[0]


# Art: rows separated by "/", "#" = filled. Families pick the colour in the view
# (seven families for the seven Okabe–Ito colours). The ids are stored in save files:
# never rename them.
_SHAPE_ART: tuple[tuple[str, str, str], ...] = (
    ("dot", "single", "#"),
    ("bar2h", "bar_h", "##"),
    ("bar3h", "bar_h", "###"),
    ("bar4h", "bar_h", "####"),
    ("bar5h", "bar_h", "#####"),
    ("bar2v", "bar_v", "#/#"),
    ("bar3v", "bar_v", "#/#/#"),
    ("bar4v", "bar_v", "#/#/#/#"),
    ("bar5v", "bar_v", "#/#/#/#/#"),
    ("square2", "square2", "##/##"),
    ("square3", "square3", "###/###/###"),
    # Corners of a 2×2 (one cell missing), named by the corner where the arms meet.
    ("corner2_tl", "corner2", "##/#."),
    ("corner2_tr", "corner2", "##/.#"),
    ("corner2_bl", "corner2", "#./##"),
    ("corner2_br", "corner2", ".#/##"),
    # Corners of a 3×3: a full row of 3 and a full column of 3 meeting at one corner.
    ("corner3_tl", "corner3", "###/#../#.."),
    ("corner3_tr", "corner3", "###/..#/..#"),
    ("corner3_bl", "corner3", "#../#../###"),
    ("corner3_br", "corner3", "..#/..#/###"),
)


def _parse_art(art: str) -> tuple[tuple[int, int], ...]:
    return tuple(
        (r, c) for r, line in enumerate(art.split("/")) for c, ch in enumerate(line) if ch == "#"
    )


# The seven families, in the order of the Okabe–Ito colours the view gives them. A
# filled board cell remembers its family (1-based; 0 = empty) so it keeps its colour.
FAMILIES: tuple[str, ...] = (
    "single",
    "bar_h",
    "bar_v",
    "square2",
    "square3",
    "corner2",
    "corner3",
)

SHAPES: tuple[Shape, ...] = tuple(
    Shape(index=i, id=sid, family=family, cells=_parse_art(art))
    for i, (sid, family, art) in enumerate(_SHAPE_ART)
)
SHAPE_BY_ID: dict[str, Shape] = {s.id: s for s in SHAPES}


def bit(row: int, col: int) -> int:
    return 1 << (row * BOARD_SIZE + col)


ROW_MASKS: tuple[int, ...] = tuple(
    sum(bit(r, c) for c in range(BOARD_SIZE)) for r in range(BOARD_SIZE)
)
COL_MASKS: tuple[int, ...] = tuple(
    sum(bit(r, c) for r in range(BOARD_SIZE)) for c in range(BOARD_SIZE)
)


def _placements(shape: Shape) -> dict[tuple[int, int], int]:
    """Mask of ``shape`` for every anchor (top-left of its bounding box) on the board."""
    out: dict[tuple[int, int], int] = {}
    for row in range(BOARD_SIZE - shape.height + 1):
        for col in range(BOARD_SIZE - shape.width + 1):
            out[(row, col)] = sum(bit(row + dr, col + dc) for dr, dc in shape.cells)
    return out


PLACEMENTS: tuple[dict[tuple[int, int], int], ...] = tuple(_placements(s) for s in SHAPES)


def shape_mask(shape: Shape, row: int, col: int) -> int | None:
    """The shape's mask anchored at (row, col), or None when part of it is off the board."""
    return PLACEMENTS[shape.index].get((row, col))


def fits_anywhere(board: int, shape: Shape) -> bool:
    return any(board & mask == 0 for mask in PLACEMENTS[shape.index].values())


def drag_anchor(shape: Shape, pointer_row: int, pointer_col: int) -> tuple[int, int]:
    """Anchor of a dragged piece for the board cell under the pointer.

    The piece's bottom edge sits one row above the pointer cell. Horizontally it is
    centred on the pointer cell; for even widths the pointer cell is the right one of
    the two middle columns (one formula for every width: ``left = col - width // 2``).
    """
    return pointer_row - shape.height, pointer_col - shape.width // 2


def target_anchor(shape: Shape, row: int, col: int) -> tuple[int, int]:
    """Anchor for select-then-target: the shape's first filled cell lands on (row, col)."""
    first_row, first_col = shape.first_cell
    return row - first_row, col - first_col


def clear_points(lines: int) -> int:
    """Bonus for clearing ``lines`` rows/columns in one placement: 10·n(n+1)/2."""
    return 10 * lines * (lines + 1) // 2


def full_lines(board: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    rows = tuple(r for r, m in enumerate(ROW_MASKS) if board & m == m)
    cols = tuple(c for c, m in enumerate(COL_MASKS) if board & m == m)
    return rows, cols


def apply_placement(board: int, mask: int) -> tuple[int, tuple[int, ...], tuple[int, ...]]:
    """Place ``mask`` on ``board`` and clear every full row and column at once.

    Returns the new board and the cleared rows and columns. Both :meth:`BlockPuzzle.place`
    and :meth:`BlockPuzzle.preview` use this, so the preview is exactly what happens.
    """
    filled = board | mask
    rows, cols = full_lines(filled)
    cleared = 0
    for r in rows:
        cleared |= ROW_MASKS[r]
    for c in cols:
        cleared |= COL_MASKS[c]
    return filled & ~cleared, rows, cols


# ---- the refill stream -------------------------------------------------------------


def refill_shapes(seed: int, refill_index: int) -> tuple[int, int, int]:
    """The three shape indices of refill number ``refill_index`` (0 = the opening tray).

    Each slot is drawn uniformly from the 19 shapes by SplitMix64 over a counter derived
    from (seed, refill, slot, attempt), with rejection sampling so every shape has exactly
    the same probability. Pure integer arithmetic: identical on every platform and Python.
    """
    limit = (1 << 64) - ((1 << 64) % len(SHAPES))
    base = splitmix64(seed & MASK64)
    drawn: list[int] = []
    for slot in range(TRAY_SIZE):
        attempt = 0
        while True:
            counter = (refill_index * 4 + slot) * 1024 + attempt
            value = splitmix64(base ^ splitmix64(counter))
            if value < limit:
                drawn.append(value % len(SHAPES))
                break
            attempt += 1
    return drawn[0], drawn[1], drawn[2]


def new_seed() -> int:
    return secrets.randbits(63)


# ---- the game ----------------------------------------------------------------------


@dataclass(frozen=True)
class Preview:
    """What placing a piece at an anchor would do, computed on a copy of the board."""

    fits: bool
    rows: tuple[int, ...] = ()
    cols: tuple[int, ...] = ()
    points: int = 0

    @property
    def lines(self) -> int:
        return len(self.rows) + len(self.cols)


NO_FIT = Preview(fits=False)


@dataclass(frozen=True)
class PlacementResult:
    slot: int
    shape: Shape
    row: int
    col: int
    rows: tuple[int, ...]
    cols: tuple[int, ...]
    points: int
    cleared_mask: int
    refilled: bool
    game_over: bool

    @property
    def lines(self) -> int:
        return len(self.rows) + len(self.cols)


class IllegalMove(ValueError):
    """The piece does not fit there, the slot is empty or the game is over."""


@dataclass(frozen=True)
class _Snapshot:
    board: int
    colours: bytes
    tray: tuple[int | None, ...]
    score: int
    lines: int
    refills: int
    moves: int


class BlockPuzzle:
    """One game of Block Puzzle: board, tray, score, cleared lines and undo history."""

    def __init__(self, seed: int | None = None) -> None:
        self.seed: int = new_seed() if seed is None else seed
        if not 0 <= self.seed <= MASK64:
            raise ValueError("seed must be an integer in [0, 2**64)")
        self.board: int = 0
        # Family number per cell (0 = empty), only for drawing; ``board`` is the truth.
        self.colours: bytes = bytes(BOARD_SIZE * BOARD_SIZE)
        self.score: int = 0
        self.lines: int = 0
        self.moves: int = 0
        self.refills: int = 0
        self._tray: list[int | None] = [None] * TRAY_SIZE
        self._history: deque[_Snapshot] = deque(maxlen=HISTORY_LIMIT)
        self._refill()
        self.game_over: bool = self._nothing_fits()

    # -- reading the position --

    @property
    def tray(self) -> tuple[Shape | None, ...]:
        return tuple(None if i is None else SHAPES[i] for i in self._tray)

    def piece(self, slot: int) -> Shape | None:
        index = self._tray[slot]
        return None if index is None else SHAPES[index]

    def filled(self, row: int, col: int) -> bool:
        return bool(self.board & bit(row, col))

    def cells(self) -> Iterator[tuple[int, int, bool]]:
        for r in range(BOARD_SIZE):
            for c in range(BOARD_SIZE):
                yield r, c, self.filled(r, c)

    def slot_fits_anywhere(self, slot: int) -> bool:
        shape = self.piece(slot)
        return shape is not None and fits_anywhere(self.board, shape)

    @property
    def history_size(self) -> int:
        return len(self._history)

    def can_undo(self) -> bool:
        # A finished game stands: undo is only for the game in progress.
        return bool(self._history) and not self.game_over

    # -- asking and acting --

    def preview(self, slot: int, row: int, col: int) -> Preview:
        """Fit and cleared lines for the piece in ``slot`` anchored at (row, col)."""
        shape = self.piece(slot)
        if shape is None or self.game_over:
            return NO_FIT
        mask = shape_mask(shape, row, col)
        if mask is None or self.board & mask:
            return NO_FIT
        _, rows, cols = apply_placement(self.board, mask)
        return Preview(True, rows, cols, shape.size + clear_points(len(rows) + len(cols)))

    def can_place(self, slot: int, row: int, col: int) -> bool:
        return self.preview(slot, row, col).fits

    def place(self, slot: int, row: int, col: int) -> PlacementResult:
        """Place the piece in ``slot`` with its bounding box's top-left at (row, col)."""
        if self.game_over:
            raise IllegalMove("the game is over")
        if not 0 <= slot < TRAY_SIZE:
            raise IllegalMove(f"no tray slot {slot}")
        shape = self.piece(slot)
        if shape is None:
            raise IllegalMove(f"tray slot {slot} is empty")
        mask = shape_mask(shape, row, col)
        if mask is None or self.board & mask:
            raise IllegalMove(f"{shape.id} does not fit at ({row}, {col})")

        self._history.append(self._snapshot())
        new_board, rows, cols = apply_placement(self.board, mask)
        points = shape.size + clear_points(len(rows) + len(cols))
        cleared_mask = (self.board | mask) & ~new_board
        self.board = new_board
        self.colours = _recolour(self.colours, mask, shape.family_number, cleared_mask)
        self.score += points
        self.lines += len(rows) + len(cols)
        self.moves += 1
        self._tray[slot] = None
        refilled = all(i is None for i in self._tray)
        if refilled:
            self._refill()
        self.game_over = self._nothing_fits()
        return PlacementResult(
            slot,
            shape,
            row,
            col,
            rows,
            cols,
            points,
            cleared_mask,
            refilled,
            self.game_over,
        )

    def undo(self) -> bool:
        """Step back one placement. Returns False when there is nothing to undo."""
        if not self.can_undo():
            return False
        self._restore(self._history.pop())
        return True

    # -- internals --

    def _refill(self) -> None:
        self._tray = list(refill_shapes(self.seed, self.refills))
        self.refills += 1

    def _nothing_fits(self) -> bool:
        return not any(self.slot_fits_anywhere(slot) for slot in range(TRAY_SIZE))

    def _snapshot(self) -> _Snapshot:
        return _Snapshot(
            self.board,
            self.colours,
            tuple(self._tray),
            self.score,
            self.lines,
            self.refills,
            self.moves,
        )

    def _restore(self, snap: _Snapshot) -> None:
        self.board = snap.board
        self.colours = snap.colours
        self._tray = list(snap.tray)
        self.score = snap.score
        self.lines = snap.lines
        self.refills = snap.refills
        self.moves = snap.moves
        self.game_over = self._nothing_fits()

    def state_key(self) -> tuple[object, ...]:
        """Everything that defines the position (not the history); for comparisons."""
        return (self.seed, self._snapshot())

    # -- saving --

    def to_json(self) -> dict[str, Any]:
        """The exact position as JSON-compatible data. The undo history is not saved."""
        return {
            "version": SAVE_VERSION,
            "seed": self.seed,
            "refills": self.refills,
            "board": [
                "".join(_cell_char(self.colours[r * BOARD_SIZE + c]) for c in range(BOARD_SIZE))
                for r in range(BOARD_SIZE)
            ],
            "tray": [None if i is None else SHAPES[i].id for i in self._tray],
            "score": self.score,
            "lines": self.lines,
            "moves": self.moves,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> BlockPuzzle:
        """Rebuild a position saved by :meth:`to_json`. Raises ValueError on bad data."""
        if not isinstance(data, Mapping):
            raise ValueError("saved game must be an object")
        if data.get("version") != SAVE_VERSION:
            raise ValueError(f"unsupported save version {data.get('version')!r}")
        seed = _int_field(data, "seed", 0, MASK64)
        refills = _int_field(data, "refills", 1, 1 << 40)
        score = _int_field(data, "score", 0, 1 << 62)
        lines = _int_field(data, "lines", 0, 1 << 62)
        moves = _int_field(data, "moves", 0, 1 << 62)
        board, colours = _parse_board(data.get("board"))
        tray = _parse_tray(data.get("tray"))

        game = cls.__new__(cls)
        game.seed = seed
        game.board = board
        game.colours = colours
        game.score = score
        game.lines = lines
        game.moves = moves
        game.refills = refills
        game._tray = tray
        game._history = deque(maxlen=HISTORY_LIMIT)
        game.game_over = game._nothing_fits()
        return game


def _int_field(data: Mapping[str, Any], key: str, low: int, high: int) -> int:
    value = data.get(key)
    # bool is an int subclass; true/false in a save is corrupt data, not a number.
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"{key} must be an integer")
    if not low <= value <= high:
        raise ValueError(f"{key} out of range: {value}")
    return value


def _recolour(colours: bytes, placed: int, family: int, cleared: int) -> bytes:
    cells = bytearray(colours)
    for index in range(BOARD_SIZE * BOARD_SIZE):
        if cleared >> index & 1:
            cells[index] = 0
        elif placed >> index & 1:
            cells[index] = family
    return bytes(cells)


def _cell_char(family: int) -> str:
    """'.' for an empty cell, else the digit of the family that filled it (1–7)."""
    return "." if family == 0 else str(family)


_CELL_CHARS = frozenset("." + "".join(str(n) for n in range(1, len(FAMILIES) + 1)))


def _parse_board(rows: object) -> tuple[int, bytes]:
    if not isinstance(rows, list) or len(rows) != BOARD_SIZE:
        raise ValueError("board must be a list of 8 strings")
    board = 0
    colours = bytearray(BOARD_SIZE * BOARD_SIZE)
    for r, line in enumerate(rows):
        if not isinstance(line, str) or len(line) != BOARD_SIZE or set(line) - _CELL_CHARS:
            raise ValueError(f"board row {r} must be 8 characters of '.' and digits 1-7")
        for c, ch in enumerate(line):
            if ch != ".":
                board |= bit(r, c)
                colours[r * BOARD_SIZE + c] = int(ch)
    full_rows, full_cols = full_lines(board)
    if full_rows or full_cols:
        # Full lines are always cleared the moment they form; such a board is corrupt.
        raise ValueError("board has a full row or column")
    return board, bytes(colours)


def _parse_tray(slots: object) -> list[int | None]:
    if not isinstance(slots, list) or len(slots) != TRAY_SIZE:
        raise ValueError("tray must be a list of 3 entries")
    tray: list[int | None] = []
    for entry in slots:
        if entry is None:
            tray.append(None)
        elif isinstance(entry, str) and entry in SHAPE_BY_ID:
            tray.append(SHAPE_BY_ID[entry].index)
        else:
            raise ValueError(f"unknown shape in tray: {entry!r}")
    if all(i is None for i in tray):
        raise ValueError("tray is empty; a refill always follows the last placement")
    return tray
