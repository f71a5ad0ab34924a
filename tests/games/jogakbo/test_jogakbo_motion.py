"""Jogakbo's motion (issue 31 item 3) through the real screen, frame by frame on the test
clock: a moved tile glides from where it was to where it lands; no group moves because
another shrank; when an emptied group's place goes, the groups after it glide into it;
a group's tick appears once the tile has landed; the next input finishes everything;
Reduce motion makes it instant; nothing takes longer than 400 ms and nothing outside the
table moves."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QPushButton
from test_jogakbo_clarity import mark_pixels
from test_jogakbo_screen import click, open_screen

from puzzlesuite.games.jogakbo.model import Tile
from puzzlesuite.games.jogakbo.screen import JogakboScreen
from puzzlesuite.ui import motion
from puzzlesuite.ui.tokens import MOTION

FRAME = 16


def pos(screen: JogakboScreen, tile: Tile) -> QPointF:
    return screen.view.tile_items[tile].pos()


def group_positions(screen: JogakboScreen) -> dict[int, QPointF]:
    return {gid: QPointF(item.pos()) for gid, item in screen.view.group_items.items()}


def between(a: float, b: float, value: float) -> bool:
    return min(a, b) < value < max(a, b)


def test_a_moved_tile_glides_from_where_it_was_to_where_it_lands(
    qtbot: Any, ctx: Any, motion_clock: Any
) -> None:
    screen = open_screen(qtbot, ctx)
    tile, gid = screen.game.hand[0], screen.game.groups[0].gid
    click(qtbot, screen, ("tile", tile))
    start = QPointF(pos(screen, tile))
    screen.activate_group(gid)  # the move, with no input event to finish the glide
    goal = screen.view.final_pos(screen.view.tile_items[tile])
    assert screen.game.location(tile) == gid  # the model has moved on already
    assert pos(screen, tile) == start  # the first picture: where it was
    motion_clock.advance(MOTION.standard / 2)
    middle = pos(screen, tile)
    assert between(start.x(), goal.x(), middle.x()) or between(start.y(), goal.y(), middle.y())
    frames = motion_clock.run_out(FRAME)
    assert pos(screen, tile) == goal
    assert (frames + MOTION.standard // 2 // FRAME) * FRAME <= 400 + FRAME


def test_no_group_moves_because_another_shrank(qtbot: Any, ctx: Any, motion_clock: Any) -> None:
    screen = open_screen(qtbot, ctx)
    source = next(g for g in screen.game.groups if len(g.tiles) >= 4)
    tile = source.tiles[0]
    before = group_positions(screen)
    click(qtbot, screen, ("tile", tile))
    screen.start_new_group()  # (a group that grows would push the ones after it)
    new = screen.game.location(tile)
    for _ in range(30):
        now = group_positions(screen)
        assert now.pop(new) is not None and now == before
        motion_clock.advance(FRAME)


def test_the_groups_after_an_emptied_one_glide_into_its_place(
    qtbot: Any, ctx: Any, motion_clock: Any
) -> None:
    screen = open_screen(qtbot, ctx)
    order = [g.gid for g in screen.game.groups]
    source = next(g for g in screen.game.groups[:-1] if len(g.tiles) == 3)
    index = order.index(source.gid)
    target = order[-1] if order[-1] != source.gid else order[0]
    *first, last = list(source.tiles)
    for tile in first:
        screen.activate_tile(tile)
        screen.activate_group(target)
        motion_clock.run_out(FRAME)
    before = group_positions(screen)
    freed = before[source.gid]
    screen.activate_tile(last)
    screen.activate_group(target)  # the group empties: its place goes
    assert not screen.game.has_group(source.gid)
    after_it = order[index + 1]
    motion_clock.advance(MOTION.standard / 2)
    middle = group_positions(screen)
    for gid in order[:index]:
        assert middle[gid] == before[gid]  # before it: nothing moves
    start, now = before[after_it], middle[after_it]
    assert now != start, "the next group is on its way"
    motion_clock.run_out(FRAME)
    end = group_positions(screen)[after_it]
    if end.y() == freed.y():  # the same row: it takes the freed place exactly
        assert end == freed


def test_the_tick_appears_once_the_tile_has_landed(qtbot: Any, ctx: Any, motion_clock: Any) -> None:
    screen = open_screen(qtbot, ctx)
    accent = screen.ctx.tokens.accent
    gid = next(g.gid for g in screen.game.groups if len(g.tiles) == 3)
    taken = screen.game.group(gid).tiles[-1]
    screen.activate_tile(taken)
    screen.start_new_group()  # the group is two tiles: not valid
    motion_clock.run_out(FRAME)
    assert not screen.view.group_items[gid].valid
    screen.activate_tile(taken)
    screen.activate_group(gid)  # back: valid again
    assert screen.view.group_items[gid].valid
    motion_clock.advance(MOTION.standard - FRAME)  # the tile still on its way
    qtbot.wait(1)
    assert screen.view.tick_progress(gid) == 0
    assert mark_pixels(screen, gid, accent) == 0
    motion_clock.run_out(FRAME)
    assert screen.view.tick_progress(gid) == 1
    assert mark_pixels(screen, gid, accent) > 6


def test_the_next_input_finishes_everything(qtbot: Any, ctx: Any, motion_clock: Any) -> None:
    screen = open_screen(qtbot, ctx)
    tile, gid = screen.game.hand[0], screen.game.groups[0].gid
    screen.activate_tile(tile)
    screen.activate_group(gid)
    motion_clock.advance(FRAME)
    assert motion.get_animator().running
    qtbot.keyClick(screen.view, Qt.Key.Key_Right)
    assert not motion.get_animator().running
    assert pos(screen, tile) == screen.view.final_pos(screen.view.tile_items[tile])
    assert screen.view.lift_of(tile) == 0


def test_reduce_motion_puts_everything_in_place_at_once(
    qtbot: Any, ctx: Any, motion_clock: Any
) -> None:
    ctx.settings.update(reduce_motion=True)
    screen = open_screen(qtbot, ctx)
    gid = next(g.gid for g in screen.game.groups if len(g.tiles) == 3)
    taken = screen.game.group(gid).tiles[-1]
    screen.activate_tile(taken)
    screen.start_new_group()
    screen.activate_tile(taken)
    screen.activate_group(gid)
    assert not motion.get_animator().running
    assert pos(screen, taken) == screen.view.final_pos(screen.view.tile_items[taken])
    assert screen.view.tick_progress(gid) == 1


def test_nothing_outside_the_table_moves(qtbot: Any, ctx: Any, motion_clock: Any) -> None:
    screen = open_screen(qtbot, ctx)
    widgets = [screen.view, *screen.findChildren(QPushButton)]
    before = [w.geometry() for w in widgets]
    tile = screen.game.hand[0]
    screen.activate_tile(tile)
    screen.start_new_group()
    while motion.get_animator().running:
        assert [w.geometry() for w in widgets] == before
        motion_clock.advance(FRAME)
    assert [w.geometry() for w in widgets] == before


def test_tiles_are_never_sorted(qtbot: Any, ctx: Any, motion_clock: Any) -> None:
    """A tile joins the end of its group, whatever its number (seed: no sorting)."""
    screen = open_screen(qtbot, ctx)
    group = screen.game.groups[0]
    tile = min(screen.game.hand, key=lambda t: t.number)
    screen.activate_tile(tile)
    screen.activate_group(group.gid)
    motion_clock.run_out(FRAME)
    xs = [pos(screen, t).x() for t in group.tiles]
    assert group.tiles[-1] == tile and xs == sorted(xs)
