"""Jogakbo by finger (issue 33), through Qt's own touch events on a touchscreen device
(tests/ui/touch_kit.py) and the real screen: today's puzzle solved by touch alone with
Complete tapped; a tap acts on release, through the same path as a click; the tile under
a finger shows pressed; a finger that slides off does nothing; two fingers never play,
also after one lifts; a pinch changes the zoom and nothing else."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QWidget
from test_jogakbo_screen import open_screen

from puzzlesuite.games.jogakbo.screen import JogakboScreen
from puzzlesuite.games.jogakbo.solver import solve
from puzzlesuite.games.jogakbo.view import FocusKey
from puzzlesuite.ui import motion
from tests.ui import touch_kit
from tests.ui.touch_kit import move, press, release, tap


@pytest.fixture(autouse=True)
def _fingers_lifted(ctx: Any) -> Iterator[None]:
    yield
    touch_kit.lift_every_finger()
    # A pinch zooms the app (its font too): the next test starts at 100 %.
    ctx.settings.update(zoom=100)


# Every touch goes to the window, as a touchscreen's does: Qt finds the widget under the
# finger (the table's viewport takes touch itself; a button gets Qt's click on release).


def on_window(widget: QWidget, point: QPoint) -> tuple[QWidget, QPoint]:
    window = widget.window()
    return window, widget.mapTo(window, point)


def at(screen: JogakboScreen, key: FocusKey) -> QPoint:
    """Where an item is, in the window."""
    view = screen.view
    return view.viewport().mapTo(screen.window(), view.mapFromScene(view.scene_point_of(key)))


def tap_item(screen: JogakboScreen, key: FocusKey) -> None:
    tap(screen.window(), at(screen, key))


def tap_button(button: QWidget) -> None:
    tap(*on_window(button, button.rect().center()))


def state(screen: JogakboScreen) -> tuple[Any, ...]:
    game = screen.game
    return (
        [(g.gid, list(g.tiles)) for g in game.groups],
        list(game.hand),
        game.moves,
        screen.picked,
    )


def test_todays_puzzle_solved_by_finger_with_complete_tapped(qtbot: Any, ctx: Any) -> None:
    screen = open_screen(qtbot, ctx)
    puzzle = screen.puzzle
    solution = solve(puzzle.groups, puzzle.hand)
    assert solution is not None
    for final, origin in zip(solution.groups, solution.kept_from, strict=True):
        target: int | None = None if origin is None else origin + 1  # first gids are 1..6
        for tile in final:
            if origin is not None and tile in puzzle.groups[origin]:
                continue
            tap_item(screen, ("tile", tile))
            assert screen.picked == tile, "a tap picks the tile"
            if target is None:
                tap_button(screen.new_group_button)
                target = screen.game.location(tile)
                assert screen.game.group(target).tiles == [tile], "New group tapped"
            else:
                tap_item(screen, ("group", target))
            assert screen.game.location(tile) == target and screen.picked is None
    assert screen.game.is_solved and screen.game.moves == puzzle.par
    assert screen.complete_button.isEnabled()
    tap_button(screen.complete_button)
    assert screen.finished and ctx.stats.record("jogakbo")["completed"] == 1
    assert screen.result_moment.result is not None


def test_the_picked_tile_tapped_again_is_put_down(qtbot: Any, ctx: Any) -> None:
    screen = open_screen(qtbot, ctx)
    tile = screen.game.hand[0]
    tap_item(screen, ("tile", tile))
    assert screen.picked == tile
    tap_item(screen, ("tile", tile))
    assert screen.picked is None and screen.game.moves == 0
    assert screen.view.focus_key == ("tile", tile)  # the keys go on from the finger


def test_a_tap_acts_on_release_and_the_tile_shows_pressed(qtbot: Any, ctx: Any) -> None:
    screen = open_screen(qtbot, ctx)
    view, window = screen.view, screen.window()
    tile = screen.game.hand[0]
    point = at(screen, ("tile", tile))
    press(window, point)
    assert screen.picked is None, "nothing happens while the finger is down"
    assert view.pressed_key == ("tile", tile)
    item = view.tile_items[tile]
    face = view.mapFromScene(item.mapRectToScene(item.face_rect())).boundingRect()
    pressed = view.viewport().grab(face).toImage()
    release(window, point)
    assert screen.picked == tile and view.pressed_key is None
    tap_item(screen, ("tile", tile))  # put down: the face as at rest
    qtbot.wait(1)
    assert view.viewport().grab(face).toImage() != pressed


def test_a_finger_sliding_off_does_nothing(qtbot: Any, ctx: Any) -> None:
    screen = open_screen(qtbot, ctx)
    view, window = screen.view, screen.window()
    tile = screen.game.hand[0]
    before = state(screen)
    start = at(screen, ("tile", tile))
    press(window, start)
    move(window, start + QPoint(0, 200))  # off the tile
    move(window, start)  # and back: still nothing
    release(window, start)
    assert state(screen) == before and view.pressed_key is None


def test_two_fingers_never_play_even_after_one_lifts(qtbot: Any, ctx: Any) -> None:
    screen = open_screen(qtbot, ctx)
    viewport = screen.window()
    first = at(screen, ("tile", screen.game.hand[0]))
    second = at(screen, ("tile", screen.game.hand[1]))
    before = state(screen)
    press(viewport, first, 0)
    press(viewport, second, 1)
    release(viewport, second, 1)  # one finger lifts…
    release(viewport, first, 0)  # …the other lifts where a tap would pick
    assert state(screen) == before
    touch_kit.two_fingers_down(viewport, first, second)
    touch_kit.two_fingers_up(viewport, first, second)
    assert state(screen) == before


def test_a_pinch_zooms_and_changes_nothing_else(qtbot: Any, ctx: Any) -> None:
    screen = open_screen(qtbot, ctx)
    window = screen.window()
    before = state(screen)
    middle = at(screen, ("tile", screen.game.hand[0]))
    touch_kit.pinch(window, middle, 60, 160)
    assert ctx.settings.value.zoom > 100
    assert state(screen) == before
    zoomed = ctx.settings.value.zoom
    viewport = screen.view.viewport()
    centre = viewport.mapTo(window, QPoint(viewport.width() // 2, viewport.height() // 2))
    touch_kit.pinch(window, centre, 200, 60)
    assert ctx.settings.value.zoom < zoomed and state(screen) == before


def test_a_finger_drag_scrolls_a_zoomed_table(qtbot: Any, ctx: Any) -> None:
    ctx.settings.update(zoom=200)
    screen = open_screen(qtbot, ctx)
    view = screen.view
    qtbot.waitUntil(lambda: screen.zoom.scrollable())
    bar = view.verticalScrollBar()
    bar.setValue(0)
    before = state(screen)
    viewport, window = view.viewport(), screen.window()
    start = viewport.mapTo(window, QPoint(viewport.width() // 2, viewport.height() * 4 // 5))
    touch_kit.slide(window, start, start - QPoint(0, 150))
    assert bar.value() > 0 and state(screen) == before


def test_a_tap_finishes_a_glide_first(qtbot: Any, ctx: Any, motion_clock: Any) -> None:
    """A finger on the table acts on the table as it is: a glide under way ends first."""
    screen = open_screen(qtbot, ctx)
    tile, gid = screen.game.hand[0], screen.game.groups[0].gid
    tap_item(screen, ("tile", tile))
    tap_item(screen, ("group", gid))
    assert motion.get_animator().running
    tap_item(screen, ("tile", tile))  # its final place
    assert not motion.get_animator().running and screen.picked == tile
