"""Reversi by finger (issue 33) through Qt's own touch events on a touchscreen device
(tests/ui/touch_kit.py) and the real screen: a whole game to its end by taps alone, a tap
elsewhere does nothing, a pressed cell shows under the finger, two fingers never play, a
finger sliding off does nothing, a pinch zooms and plays nothing. The taps go the mouse's
own way into the session (`_cell_clicked`): one input path."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication
from test_reversi_screen import make_screen

from puzzlesuite.games.reversi.ai import Level
from puzzlesuite.games.reversi.engine import parse_square
from puzzlesuite.games.reversi.model import Colour, Position
from puzzlesuite.games.reversi.screen import ReversiScreen
from puzzlesuite.ui import threads
from tests.ui import touch_kit
from tests.ui.touch_kit import move, pinch, press, release, tap, two_fingers_down, two_fingers_up


@pytest.fixture(autouse=True)
def _fingers_lifted() -> Iterator[None]:
    yield
    touch_kit.lift_every_finger()
    threads.wait_for_all()
    QApplication.processEvents()


def centre(screen: ReversiScreen, square: int | str) -> QPoint:
    if isinstance(square, str):
        square = parse_square(square)
    return screen.view.cell_view_rect(square).center()


def board(screen: ReversiScreen) -> Any:
    return screen.view.viewport()  # where the board is drawn and touched


def test_a_whole_game_to_the_end_by_finger_alone(qtbot: Any, ctx: Any) -> None:
    ctx.settings.update_game("reversi", opponent="easy", colour="white")
    ctx.settings.update(reduce_motion=True)
    screen = make_screen(qtbot, ctx, started=False)
    screen._cpu_timer.setInterval(1)  # the CPU's visible pause is tested elsewhere
    start = screen.panel.start_button
    tap(start, start.rect().center())  # a button: Qt's own click on release
    assert screen.session.started and screen.game.human is Colour.WHITE
    taps = 0
    while not screen.game.is_over:
        qtbot.waitUntil(lambda: screen.game.human_to_move or screen.game.is_over, timeout=10_000)
        if screen.game.is_over:
            break
        before = screen.game.ply_count
        square = screen.game.position.legal_squares()[-1]
        tap(board(screen), centre(screen, square))
        taps += 1
        assert screen.game.ply_count > before, "a tap on a dot plays it"
        assert screen.game.position.colour_at(square) is Colour.WHITE
    result = screen.game.result()
    assert result is not None and taps > 0  # (a wipe-out may end it early)
    assert screen.result_moment.isVisible()
    assert ctx.stats.record("reversi")["easy"]["played"] == 1
    assert sum(ctx.stats.record("reversi")["easy"].get(k, 0) for k in ("wins", "losses", "draws"))


def test_a_tap_elsewhere_does_nothing(qtbot: Any, ctx: Any) -> None:
    screen = make_screen(qtbot, ctx, started=False)
    tap(board(screen), centre(screen, "d3"))  # before Start: no dots, nothing to play
    assert not screen.session.started and screen.game.position == Position()
    screen.panel.start_button.click()
    cursor = screen.board_grid.cursor
    for name in ("a1", "d4", "e5", "h8"):  # empty without a dot, a disc, a disc, a corner
        tap(board(screen), centre(screen, name))
    tap(board(screen), QPoint(2, 2))  # off the board
    assert screen.game.position == Position() and screen.board_grid.cursor == cursor
    assert screen.view.board_item.pressed == -1


def test_a_pressed_cell_shows_under_the_finger_and_the_lift_plays_it(qtbot: Any, ctx: Any) -> None:
    screen = make_screen(qtbot, ctx)
    d3 = parse_square("d3")
    rect = screen.view.cell_view_rect(d3)
    before = screen.view.viewport().grab(rect).toImage()
    press(board(screen), centre(screen, d3))
    assert screen.view.board_item.pressed == d3
    assert screen.game.position == Position(), "acts on release, not on press"
    shown = screen.view.viewport().grab(rect).toImage()
    assert shown != before, "the pressed cell is drawn differently"
    release(board(screen), centre(screen, d3))
    assert screen.view.board_item.pressed == -1
    assert screen.game.position.colour_at(d3) is Colour.BLACK
    qtbot.waitUntil(lambda: screen.game.human_to_move, timeout=10_000)


def test_a_press_on_a_cell_without_a_dot_shows_nothing(qtbot: Any, ctx: Any) -> None:
    screen = make_screen(qtbot, ctx)
    press(board(screen), centre(screen, "a1"))
    assert screen.view.board_item.pressed == -1
    release(board(screen), centre(screen, "a1"))


def test_a_finger_sliding_off_its_cell_does_nothing(qtbot: Any, ctx: Any) -> None:
    screen = make_screen(qtbot, ctx)
    d3, c4 = centre(screen, "d3"), centre(screen, "c4")
    press(board(screen), d3)
    move(board(screen), c4)  # onto another cell with a dot
    release(board(screen), c4)
    press(board(screen), d3)
    move(board(screen), d3 + QPoint(screen.view.cell_view_rect(0).width(), 0))
    move(board(screen), d3)  # and back: still nothing
    release(board(screen), d3)
    assert screen.game.position == Position() and not screen.cpu_thinking


def test_two_fingers_never_play_also_after_one_lifts(qtbot: Any, ctx: Any) -> None:
    screen = make_screen(qtbot, ctx)
    d3, f5 = centre(screen, "d3"), centre(screen, "f5")
    two_fingers_down(board(screen), d3, f5)
    two_fingers_up(board(screen), d3, f5)
    press(board(screen), d3, finger=0)
    press(board(screen), f5, finger=1)  # a second finger joins: the sequence is spoiled
    release(board(screen), f5, finger=1)
    assert screen.view.board_item.pressed == -1
    release(board(screen), d3, finger=0)  # the first finger lifts where it went down
    assert screen.game.position == Position() and not screen.cpu_thinking


def test_a_pinch_zooms_the_board_and_plays_nothing(qtbot: Any, ctx: Any) -> None:
    ctx.apply_zoom()
    screen = make_screen(qtbot, ctx)
    try:
        pinch(board(screen), centre(screen, "d4"), 60, 180)
        assert ctx.settings.value.zoom > 100
        assert screen.game.position == Position() and not screen.cpu_thinking
    finally:
        ctx.settings.update(zoom=100)
        ctx.apply_zoom()


def test_a_change_of_the_board_ends_a_press_under_way(qtbot: Any, ctx: Any) -> None:
    """A finger held on a dot while the board changes (the keyboard's undo here) means
    nothing any more: its lift plays nothing."""
    screen = make_screen(qtbot, ctx)
    screen.set_game(screen.session.new_model(Level.EASY, Colour.BLACK))
    tap(board(screen), centre(screen, "d3"))
    qtbot.waitUntil(lambda: screen.game.human_to_move, timeout=10_000)
    square = screen.game.position.legal_squares()[0]
    press(board(screen), centre(screen, square))
    assert screen.view.board_item.pressed == square
    screen.undo()
    assert screen.view.board_item.pressed == -1
    release(board(screen), centre(screen, square))
    assert screen.game.position == Position()


@pytest.mark.parametrize(
    ("language", "heading"),
    [
        ("en", "Playing by touch"),
        ("ko", "터치로 하기"),
        ("id", "Bermain dengan sentuhan"),
        ("es", "Jugar con pantalla táctil"),
    ],
)
def test_how_to_play_has_a_short_touch_section(language: str, heading: str) -> None:
    from puzzlesuite.games.reversi.help import help_html
    from puzzlesuite.services import i18n

    i18n.set_language(language)
    try:
        page = help_html()
    finally:
        i18n.set_language("en")
    section = page.split(f"<h3>{heading}</h3>", 1)[1].split("<h3>", 1)[0]
    assert section.count("<li>") == 3
