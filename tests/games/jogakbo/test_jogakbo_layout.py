"""The table's layout, without Qt: nothing overlaps, everything stays in its place,
a group that gives tiles away moves nothing, a group that vanishes lets only the groups
after it close up, the tiles grow with the place up to their cap, and the arrows'
above/below follow the rows."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from puzzlesuite.games.jogakbo.table_layout import (
    HAND,
    TILE_MAX,
    TILE_MIN,
    Box,
    GroupRoom,
    Metrics,
    TableLayout,
    block_above,
    block_below,
    choose_tile_width,
    fits,
    lay_out,
    reading_order,
)


def metrics(tile_w: float = 40.0) -> Metrics:
    return Metrics(tile_w, header=20.0, footer=16.0, label_width=110.0)


def rooms(counts: list[int]) -> list[GroupRoom]:
    return [GroupRoom(index + 1, count, count) for index, count in enumerate(counts)]


def overlap(a: Box, b: Box) -> bool:
    return a.x < b.right and b.x < a.right and a.y < b.bottom and b.y < a.bottom


def inside(inner: Box, outer: Box) -> bool:
    return (
        outer.x <= inner.x
        and inner.right <= outer.right
        and outer.y <= inner.y
        and inner.bottom <= outer.bottom
    )


counts = st.lists(st.integers(1, 14), min_size=1, max_size=14)


@given(counts=counts, hand=st.integers(0, 8), width=st.floats(360, 1600), tile=st.floats(34, 60))
@settings(max_examples=200, deadline=None)
def test_nothing_overlaps_and_everything_is_inside(
    counts: list[int], hand: int, width: float, tile: float
) -> None:
    layout = lay_out(width, 500, rooms(counts), hand, hand, metrics(tile))
    boxes = list(layout.groups.values())
    for index, box in enumerate(boxes):
        assert box.x >= 0 and box.right <= width + 1e-6
        for other in boxes[index + 1 :]:
            assert not overlap(box, other)
        assert not overlap(box, layout.hand)
    for gid, places in layout.tiles.items():
        assert len(places) == counts[gid - 1]
        for place in places:
            assert inside(place, layout.groups[gid])
    for place in layout.hand_tiles:
        assert inside(place, layout.hand)
    assert layout.hand.y >= layout.table_bottom
    assert layout.height >= layout.hand.bottom
    assert reading_order(layout) == [g.gid for g in rooms(counts)]  # rows fill in order


def test_the_hand_sits_along_the_bottom_of_the_place() -> None:
    layout = lay_out(800, 500, rooms([3, 4]), 5, 5, metrics())
    assert layout.hand.bottom == 500 - layout.metrics.margin
    assert layout.height == 500


@given(counts=counts, which=st.integers(0, 13), give=st.integers(1, 13))
@settings(max_examples=200, deadline=None)
def test_a_group_giving_tiles_away_moves_nothing(counts: list[int], which: int, give: int) -> None:
    before = lay_out(900, 600, rooms(counts), 4, 4, metrics())
    index = which % len(counts)
    after_counts = [max(0, c - give) if i == index else c for i, c in enumerate(counts)]
    kept = [
        GroupRoom(room.gid, after, room.room)
        for room, after in zip(rooms(counts), after_counts, strict=True)
    ]
    after = lay_out(900, 600, kept, 4, 4, metrics())
    assert after.groups == before.groups  # every box where it was, the same size
    assert after.hand == before.hand


@given(counts=st.lists(st.integers(1, 6), min_size=2, max_size=12), which=st.integers(0, 11))
@settings(max_examples=200, deadline=None)
def test_a_vanished_group_lets_only_the_groups_after_it_close_up(
    counts: list[int], which: int
) -> None:
    index = which % len(counts)
    before = lay_out(900, 600, rooms(counts), 4, 4, metrics())
    remaining = [room for room in rooms(counts) if room.gid != index + 1]
    after = lay_out(900, 600, remaining, 4, 4, metrics())
    for room in remaining:
        if room.gid <= index:
            assert after.groups[room.gid] == before.groups[room.gid]  # before it: still
    later = [room.gid for room in remaining if room.gid > index + 1]
    if later:
        first = later[0]
        # The next group takes the freed place, or the row above it moved up
        assert (after.groups[first].y, after.groups[first].x) <= (
            before.groups[first].y,
            before.groups[first].x,
        )


def test_tiles_grow_with_the_place_up_to_the_cap() -> None:
    groups = rooms([3, 4, 5, 3, 4, 4])

    def chosen(width: float, height: float) -> float:
        return choose_tile_width(width, height, groups, 5, 5, metrics)

    small, large, huge = chosen(780, 420), chosen(1240, 620), chosen(1900, 1000)
    assert TILE_MIN <= small < large <= huge == TILE_MAX
    layout = lay_out(780, 420, groups, 5, 5, metrics(small))
    assert fits(layout, 420)


def test_a_place_too_small_for_anything_takes_the_smallest_tiles() -> None:
    assert choose_tile_width(400, 200, rooms([5] * 10), 8, 8, metrics) == TILE_MIN


def two_rows() -> TableLayout:
    # 900 wide: three groups of five in the first row, the fourth wraps.
    layout = lay_out(900, 600, rooms([5, 5, 5, 5, 3]), 4, 4, metrics())
    assert len(layout.rows) == 2
    return layout


def test_down_and_up_follow_the_rows_to_the_nearest_group() -> None:
    layout = two_rows()
    first, second = layout.rows
    for gid in first:
        below = block_below(layout, gid, layout.groups[gid].centre_x)
        assert below in second
    for gid in second:
        assert block_below(layout, gid, layout.groups[gid].centre_x) == HAND
        above = block_above(layout, gid, layout.groups[gid].centre_x)
        assert above in first
        box = layout.groups[gid]
        assert layout.groups[above].x <= box.centre_x <= layout.groups[above].right
    assert block_above(layout, first[0], 10) is None  # the top: nowhere to go
    assert block_below(layout, HAND, 10) is None
    assert block_above(layout, HAND, layout.groups[second[-1]].centre_x) == second[-1]
