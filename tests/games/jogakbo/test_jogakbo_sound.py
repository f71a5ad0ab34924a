"""Jogakbo's sounds (core/sounds.py's table) through the real screen: a tile picked, put
down again, placed, the puzzle solved; and nothing at all for what the table keeps
silent (an input that does nothing), nor for buttons."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from test_jogakbo_screen import click, open_screen, play_shortest_finish


def played(ctx: Any) -> list[str]:
    names: list[str] = ctx.sounds.output.names
    return names


def test_pick_put_down_and_place(qtbot: Any, ctx: Any) -> None:
    screen = open_screen(qtbot, ctx)
    tile = screen.game.hand[0]
    click(qtbot, screen, ("tile", tile))
    assert played(ctx) == ["mark"]
    click(qtbot, screen, ("tile", tile))  # the same tile again: put down
    assert played(ctx) == ["mark", "unmark"]
    click(qtbot, screen, ("tile", tile))
    qtbot.keyClick(screen.view, Qt.Key.Key_Escape)  # Esc puts it down too
    assert played(ctx)[-1] == "unmark"
    click(qtbot, screen, ("tile", tile))
    click(qtbot, screen, ("group", screen.game.groups[0].gid))
    assert played(ctx)[-2:] == ["mark", "place"]
    other = screen.game.hand[0]
    click(qtbot, screen, ("tile", other))
    qtbot.mouseClick(screen.new_group_button, Qt.MouseButton.LeftButton)
    assert played(ctx)[-2:] == ["mark", "place"]  # a new group is a place as well


def test_complete_plays_the_finish_once(qtbot: Any, ctx: Any) -> None:
    screen = open_screen(qtbot, ctx)
    play_shortest_finish(qtbot, screen)
    moves = screen.game.moves
    assert played(ctx).count("place") == moves  # one sound per move, no more
    before = len(played(ctx))
    qtbot.mouseClick(screen.complete_button, Qt.MouseButton.LeftButton)
    assert played(ctx)[before:] == ["finish"]
    qtbot.mouseClick(screen.copy_button, Qt.MouseButton.LeftButton)  # a button: silent
    assert played(ctx)[before:] == ["finish"]


def test_refusals_are_silent(qtbot: Any, ctx: Any) -> None:
    screen = open_screen(qtbot, ctx)
    click(qtbot, screen, ("group", screen.game.groups[0].gid))  # nothing picked
    qtbot.mouseClick(screen.new_group_button, Qt.MouseButton.LeftButton)  # nothing picked
    assert played(ctx) == []
    tile = screen.game.groups[0].tiles[0]
    click(qtbot, screen, ("tile", tile))
    click(qtbot, screen, ("group", screen.game.groups[0].gid))  # already in this group
    assert played(ctx) == ["mark"]
    click(qtbot, screen, ("tile", screen.game.hand[0]))  # another pick
    qtbot.mouseClick(screen.new_group_button, Qt.MouseButton.LeftButton)
    alone = screen.game.groups[-1].tiles[0]
    click(qtbot, screen, ("tile", alone))
    qtbot.mouseClick(screen.new_group_button, Qt.MouseButton.LeftButton)  # already alone
    assert played(ctx) == ["mark", "mark", "place", "mark"]


def test_a_finished_puzzle_answers_clicks_in_silence(qtbot: Any, ctx: Any) -> None:
    screen = open_screen(qtbot, ctx)
    play_shortest_finish(qtbot, screen)
    qtbot.mouseClick(screen.complete_button, Qt.MouseButton.LeftButton)
    before = len(played(ctx))
    click(qtbot, screen, ("tile", screen.game.groups[0].tiles[0]))
    assert "one puzzle a day" in screen.outcome
    assert played(ctx)[before:] == []
