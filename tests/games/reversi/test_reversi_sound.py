"""Reversi's sounds (issue 31 item 5), each event reported at its one place through the
real screen: the player's disc, the CPU's, the result; and the silences (the table
gives them none): a cell without a dot, before Start too, and the pass notice (seed:
shown 조용히). `ctx.sounds.output` records what would have played."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from reversi_helpers import LAST_MOVE, WHITE_SKIPPED_AFTER_A7
from test_reversi_screen import click, focus_on_board, key, make_screen, wait_for_player

from puzzlesuite.games.reversi.ai import Level
from puzzlesuite.games.reversi.model import Position, ReversiGame
from puzzlesuite.games.reversi.screen import ReversiScreen
from puzzlesuite.ui import threads


@pytest.fixture(autouse=True)
def _no_search_left_behind() -> Any:
    yield
    threads.wait_for_all()
    QApplication.processEvents()


def reported(ctx: Any) -> list[str]:
    """Every event the screen reports from now on, silent ones included."""
    events: list[str] = []
    play = ctx.sounds.play

    def spy(game_id: str, event: str, count: int = 1) -> str | None:
        assert game_id == "reversi"
        events.append(event)
        return play(game_id, event, count)  # type: ignore[no-any-return]

    ctx.sounds.play = spy
    return events


def test_your_disc_then_the_cpus_each_with_its_sound(qtbot: Any, ctx: Any) -> None:
    screen = make_screen(qtbot, ctx)
    events = reported(ctx)
    click(qtbot, screen, "d3")
    assert events == ["your_disc"] and ctx.sounds.output.names == ["place"]
    wait_for_player(qtbot, screen)
    assert events == ["your_disc", "cpu_disc"]
    assert ctx.sounds.output.names == ["place", "place-other"]


def test_a_cell_without_a_dot_is_refused_in_silence(qtbot: Any, ctx: Any) -> None:
    screen = make_screen(qtbot, ctx, started=False)
    events = reported(ctx)
    click(qtbot, screen, "d3")  # before Start: no dots yet
    screen.panel.start_button.click()
    click(qtbot, screen, "a1")  # no dot
    focus_on_board(qtbot, screen)
    key(qtbot, Qt.Key.Key_Up)  # d2
    key(qtbot, Qt.Key.Key_Return)  # not a legal move
    click(qtbot, screen, "d3")
    click(qtbot, screen, "f5")  # the CPU's turn: no dots
    assert events == ["refused", "refused", "refused", "your_disc", "refused"]
    assert ctx.sounds.output.names == ["place"]
    wait_for_player(qtbot, screen)


def test_the_pass_notice_is_silent(qtbot: Any, ctx: Any) -> None:
    screen = make_screen(qtbot, ctx)
    screen.set_game(ReversiGame(level=Level.NORMAL, position=Position(*WHITE_SKIPPED_AFTER_A7)))
    events = reported(ctx)
    click(qtbot, screen, "a7")  # white (the CPU) has no move: skipped
    assert screen.message_line.full_text.endswith("No moves for the CPU — your turn again.")
    assert events == ["your_disc", "pass"]
    assert ctx.sounds.output.names == ["place"]  # the disc only


def test_the_ending_sounds_once_whoever_won(qtbot: Any, ctx: Any) -> None:
    screen: ReversiScreen = make_screen(qtbot, ctx)
    screen.set_game(ReversiGame(level=Level.EASY, position=Position(*LAST_MOVE)))
    events = reported(ctx)
    click(qtbot, screen, "h7")
    assert events == ["result"] and ctx.sounds.output.names == ["end"]
    click(qtbot, screen, "h8")  # the board is over: nothing to place
    assert events == ["result", "refused"] and ctx.sounds.output.names == ["end"]
