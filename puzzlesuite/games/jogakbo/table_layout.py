"""Where everything on the Jogakbo table goes, and where the arrow keys lead (no Qt).

The table is laid out for the place it has, in pixels at 100 % (the view magnifies it
by the board zoom): the groups flow in rows, left to right in table order, and the hand
sits along the bottom edge. Every length follows from the tile width, chosen as the
largest that lets the table fill its place (`choose_tile_width`), between a minimum a
finger can hit and a cap. Text is never scaled: the labels' room comes in the metrics.

A steady table: each group's box is sized for the most tiles it has held (its *room*,
kept by the view), so a group that gives a tile away keeps its size and nothing after it
moves; a group that grows widens and pushes the groups after it (that is the move's
effect); a group that empties disappears and the groups after it close up (seed page:
the empty place goes by itself). The hand's box never changes for the day.

Reading order is the order of the rows, then left to right: each group (its header,
then its tiles), then the hand's tiles. Left and Right walk that order; Up and Down go
to the group above or below on screen (`step_up_down`).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

TILE_MIN = 34.0  # px: about 7 mm on a 13-inch 1366×768 screen, a finger's target
TILE_MAX = 60.0  # px: the cap, so a large window does not blow the tiles up
TILE_ASPECT = 1.3  # height / width
MIN_COLUMNS = 3  # a group's box has room for a valid group of three from the start
HAND = -1  # the hand, where a group id is expected


@dataclass(frozen=True)
class Box:
    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    @property
    def centre_x(self) -> float:
        return self.x + self.w / 2

    def contains(self, x: float, y: float) -> bool:
        return self.x <= x <= self.right and self.y <= y <= self.bottom


@dataclass(frozen=True)
class Metrics:
    """Lengths for one tile width; `header` and `footer` are the label lines' heights and
    `label_width` the narrowest a group's box may be for its labels, measured by the view
    in the labels' font."""

    tile_w: float
    header: float
    footer: float
    label_width: float

    @property
    def tile_h(self) -> float:
        return round(self.tile_w * TILE_ASPECT)

    @property
    def gap(self) -> float:
        """Between two tiles of a group (the focus ring fits in it)."""
        return max(6.0, round(self.tile_w * 0.12))

    @property
    def lift(self) -> float:
        """How far a picked tile rises."""
        return round(self.tile_w * 0.14)

    @property
    def pad(self) -> float:
        """Inside a box, around its tiles (a lifted tile stays inside)."""
        return max(8.0, self.lift + 4)

    @property
    def group_gap(self) -> float:
        return max(10.0, round(self.tile_w * 0.22))

    @property
    def margin(self) -> float:
        return 8.0

    def columns_across(self, width: float) -> int:
        """How many tiles fit in one line of a box as wide as the table."""
        inner = width - 2 * self.margin - 2 * self.pad + self.gap
        return max(1, int(inner // (self.tile_w + self.gap)))

    def lines_height(self, lines: int) -> float:
        return lines * self.tile_h + (lines - 1) * self.gap

    def box_height(self, lines: int) -> float:
        """A group's box: the label line, its tiles, the line for "not valid yet"."""
        return self.header + self.pad + self.lines_height(lines) + self.pad + self.footer

    def hand_height(self, lines: int) -> float:
        """The hand's box: its label line and its tiles (a hand is never "not valid")."""
        return self.header + self.pad + self.lines_height(lines) + self.pad


@dataclass(frozen=True)
class GroupRoom:
    """A group as the layout sees it: its id, the tiles in it now, and the most it has
    held (its box's room)."""

    gid: int
    tiles: int
    room: int


@dataclass(frozen=True)
class TableLayout:
    metrics: Metrics
    width: float  # the place's width
    height: float  # the content's height (the place's, unless the table is taller)
    groups: dict[int, Box]  # each group's box, by id
    rows: tuple[tuple[int, ...], ...]  # group ids, row by row
    tiles: dict[int, tuple[Box, ...]]  # each group's tile places, in its order
    hand: Box
    hand_tiles: tuple[Box, ...]
    table_bottom: float  # below the last row of groups

    def group_at(self, x: float, y: float) -> int | None:
        """The group whose box holds (x, y), HAND for the hand's box, else None."""
        for gid, box in self.groups.items():
            if box.contains(x, y):
                return gid
        return HAND if self.hand.contains(x, y) else None


def _tile_places(
    origin_x: float, origin_y: float, count: int, columns: int, m: Metrics
) -> tuple[Box, ...]:
    places = []
    for index in range(count):
        line, column = divmod(index, columns)
        x = origin_x + column * (m.tile_w + m.gap)
        y = origin_y + line * (m.tile_h + m.gap)
        places.append(Box(x, y, m.tile_w, m.tile_h))
    return tuple(places)


def lay_out(
    width: float,
    height: float,
    groups: Sequence[GroupRoom],
    hand_tiles: int,
    hand_room: int,
    metrics: Metrics,
) -> TableLayout:
    """The table in a place of `width` × `height`: groups in rows from the top, the hand
    along the bottom (or below the groups, when they need more than the place)."""
    m = metrics
    across = m.columns_across(width)
    frames: dict[int, Box] = {}
    places: dict[int, tuple[Box, ...]] = {}
    rows: list[list[int]] = []
    x = y = m.margin
    row_height = 0.0
    for group in groups:
        columns = min(max(group.room, group.tiles, MIN_COLUMNS), across)
        lines = max(1, math.ceil(max(group.room, group.tiles) / columns))
        box_w = max(m.label_width, 2 * m.pad + columns * m.tile_w + (columns - 1) * m.gap)
        box_w = min(box_w, width - 2 * m.margin)
        box_h = m.box_height(lines)
        if rows and x + box_w > width - m.margin:  # the next row
            x, y = m.margin, y + row_height + m.group_gap
            row_height = 0.0
            rows.append([])
        elif not rows:
            rows.append([])
        frames[group.gid] = Box(x, y, box_w, box_h)
        places[group.gid] = _tile_places(x + m.pad, y + m.header + m.pad, group.tiles, columns, m)
        rows[-1].append(group.gid)
        row_height = max(row_height, box_h)
        x += box_w + m.group_gap
    table_bottom = y + row_height if rows else m.margin
    hand_columns = min(max(hand_room, 1), across)
    hand_lines = max(1, math.ceil(max(hand_room, hand_tiles, 1) / hand_columns))
    hand_h = m.hand_height(hand_lines)
    hand_y = max(table_bottom + m.group_gap, height - m.margin - hand_h)
    hand = Box(m.margin, hand_y, width - 2 * m.margin, hand_h)
    hand_places = _tile_places(
        hand.x + m.pad, hand.y + m.header + m.pad, hand_tiles, hand_columns, m
    )
    return TableLayout(
        metrics=m,
        width=width,
        height=max(height, hand.bottom + m.margin),
        groups=frames,
        rows=tuple(tuple(row) for row in rows),
        tiles=places,
        hand=hand,
        hand_tiles=hand_places,
        table_bottom=table_bottom,
    )


def fits(layout: TableLayout, height: float) -> bool:
    """The table fits a place `height` tall: the groups, then the hand below them."""
    m = layout.metrics
    return layout.table_bottom + m.group_gap + layout.hand.h + m.margin <= height


SPARE_GROUPS = 2  # the day's two broken groups, built again as new groups


def choose_tile_width(
    width: float,
    height: float,
    groups: Sequence[GroupRoom],
    hand_tiles: int,
    hand_room: int,
    metrics_for: Callable[[float], Metrics],
) -> float:
    """The largest tile width from `TILE_MAX` down to `TILE_MIN` whose table fits the
    place with room for two more groups of three (the groups a finish builds: the day's
    two broken groups), so the tiles need not shrink while playing; else the largest
    that fits now; `TILE_MIN` when nothing fits (the table then scrolls)."""
    widths = [TILE_MAX - step for step in range(int(TILE_MAX - TILE_MIN) + 1)]
    spare = [GroupRoom(-1 - n, 0, MIN_COLUMNS) for n in range(SPARE_GROUPS)]
    for planned in ([*groups, *spare], list(groups)):
        for tile_w in widths:
            layout = lay_out(width, height, planned, hand_tiles, hand_room, metrics_for(tile_w))
            if fits(layout, height):
                return tile_w
    return TILE_MIN


# ---- reading order and the arrow keys ---------------------------------------------------------


def reading_order(layout: TableLayout) -> list[int]:
    """The groups' ids as read: row by row, left to right (rows fill left to right)."""
    return [gid for row in layout.rows for gid in row]


def block_below(layout: TableLayout, block: int, x: float) -> int | None:
    """The group (or HAND) under `block` on screen nearest to `x`; None at the bottom."""
    return _next_block(layout, block, x, downwards=True)


def block_above(layout: TableLayout, block: int, x: float) -> int | None:
    """The group above `block` on screen nearest to `x`; None at the top."""
    return _next_block(layout, block, x, downwards=False)


def _next_block(layout: TableLayout, block: int, x: float, downwards: bool) -> int | None:
    row_index = _row_of(layout, block)
    target = row_index + 1 if downwards else row_index - 1
    rows = [*layout.rows, (HAND,)]
    if not 0 <= target < len(rows):
        return None
    if rows[target] == (HAND,):
        return HAND

    def distance(gid: int) -> float:
        box = layout.groups[gid]
        if box.x <= x <= box.right:
            return 0.0
        return min(abs(box.x - x), abs(box.right - x))

    return min(rows[target], key=lambda gid: (distance(gid), layout.groups[gid].x))


def _row_of(layout: TableLayout, block: int) -> int:
    if block == HAND:
        return len(layout.rows)
    for index, row in enumerate(layout.rows):
        if block in row:
            return index
    raise KeyError(block)
