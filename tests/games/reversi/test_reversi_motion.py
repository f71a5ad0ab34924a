"""Reversi's flips on the shared animation part (ui/motion.py), as the player sees them:
drawn frame by frame on a test clock, staggered by distance, finished by the next input,
and a still mark instead under Reduce motion."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from puzzlesuite.games.reversi import view as reversi_view
from puzzlesuite.games.reversi.engine import parse_square
from puzzlesuite.games.reversi.model import Colour
from puzzlesuite.games.reversi.screen import ReversiScreen
from puzzlesuite.ui import threads
from puzzlesuite.ui.tokens import MOTION
from tests.games.reversi.kit import fresh

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


@pytest.fixture
def screen(qtbot: Any, ctx: Any) -> ReversiScreen:
    ctx.saves.save("reversi", fresh())  # a game in progress: its board has dots
    widget = ReversiScreen(ctx)
    qtbot.addWidget(widget)
    widget.resize(820, 620)
    widget.show()
    qtbot.waitExposed(widget)
    yield widget
    threads.wait_for_all()
    QApplication.processEvents()


def click(qtbot: Any, screen: ReversiScreen, name: str) -> None:
    point = screen.view.cell_centre(parse_square(name)).toPoint()
    qtbot.mouseClick(screen.view.viewport(), LEFT, NONE, point)


def side(screen: ReversiScreen, name: str, across: float = 0.0) -> str:
    """What shows at a square's centre (or `across` disc radii to its right): "white" or
    "black" (a disc's side, shaded: the nearer of the two disc tokens) or "felt"."""
    colour = seen(screen, name, across)
    tokens = screen.view.board_item.tokens
    candidates = {"white": tokens.disc_white, "black": tokens.disc_black, "felt": tokens.felt}

    def distance(other: QColor) -> int:
        return sum(
            (a - b) ** 2 for a, b in zip(colour.getRgb()[:3], other.getRgb()[:3], strict=True)
        )

    return min(candidates, key=lambda key: distance(candidates[key]))


def seen(screen: ReversiScreen, name: str, across: float = 0.0) -> QColor:
    """The colour at a square's centre, or `across` disc radii to its right."""
    view = screen.view
    centre = view.cell_centre(parse_square(name))
    radius = reversi_view.CELL * 0.40 * view.transform().m11()
    image = view.viewport().grab().toImage()
    return image.pixelColor(QPoint(round(centre.x() + across * radius), round(centre.y())))


def test_a_flipped_disc_is_seen_turning_over(
    qtbot: Any, screen: ReversiScreen, motion_clock: Any
) -> None:
    assert side(screen, "d4") == "white"
    click(qtbot, screen, "d3")  # black takes d4
    assert screen.game.position.count(Colour.BLACK) == 4, "the model has moved on at once"
    assert side(screen, "d4") == "white", "the first frame still shows the old side"
    assert side(screen, "d4", across=0.85) == "white"
    motion_clock.advance(reversi_view.FLIP_MS / 4)
    assert side(screen, "d4") == "white"
    assert side(screen, "d4", across=0.85) != "white", "squashed: edge-on is coming"
    motion_clock.advance(reversi_view.FLIP_MS / 2)
    assert side(screen, "d4") == "black", "past half-way: the new side"
    assert side(screen, "d4", across=0.85) != "black"
    motion_clock.advance(reversi_view.FLIP_MS / 4)
    assert not screen.view.animating
    assert side(screen, "d4") == "black" and side(screen, "d4", across=0.85) == "black"


def test_flips_stagger_by_distance_from_the_placed_disc() -> None:
    a1, b2, c3, d4 = (parse_square(name) for name in ("a1", "b2", "c3", "d4"))
    flipped = 1 << b2 | 1 << c3 | 1 << d4
    assert reversi_view.flip_delays(a1, flipped) == {
        b2: 0,
        c3: MOTION.stagger,
        d4: 2 * MOTION.stagger,
    }


def test_the_longest_flip_is_within_the_motion_limit() -> None:
    """A move turns at most six discs in a line: the last starts 5 steps after the first."""
    a1 = parse_square("a1")
    line = 0
    for name in ("b2", "c3", "d4", "e5", "f6", "g7"):
        line |= 1 << parse_square(name)
    delays = reversi_view.flip_delays(a1, line)
    assert max(delays.values()) + reversi_view.FLIP_MS <= MOTION.emphasis


def test_the_next_click_finishes_the_flips(
    qtbot: Any, screen: ReversiScreen, motion_clock: Any
) -> None:
    click(qtbot, screen, "d3")
    motion_clock.advance(16)
    assert screen.view.animating
    click(qtbot, screen, "a1")  # no dot there: nothing happens, but the picture settles
    assert not screen.view.animating
    assert side(screen, "d4") == "black"


def test_under_reduce_motion_the_turned_disc_is_marked_not_turned(
    qtbot: Any, screen: ReversiScreen, ctx: Any, motion_clock: Any
) -> None:
    ctx.settings.update(reduce_motion=True)
    click(qtbot, screen, "d3")
    assert not screen.view.animating and not motion_clock.ticking
    assert side(screen, "d4") == "black"
    assert screen.view.board_item.turned == 1 << parse_square("d4")


def test_the_cpu_waits_the_seed_pages_450_ms_from_the_motion_tokens(screen: ReversiScreen) -> None:
    from puzzlesuite.games.reversi import screen as screen_module

    assert screen_module.CPU_DELAY_MS == MOTION.cpu_delay == 450
    assert screen._cpu_timer.interval() == 450


def test_nothing_moves_the_board_or_a_button_while_discs_turn(
    qtbot: Any, screen: ReversiScreen, motion_clock: Any
) -> None:
    from PySide6.QtWidgets import QAbstractButton

    def places() -> list[Any]:
        QApplication.processEvents()
        widgets = [screen.view, *screen.findChildren(QAbstractButton)]
        return [(w.objectName(), w.mapTo(screen, QPoint(0, 0)), w.size()) for w in widgets]

    before = places()
    click(qtbot, screen, "d3")
    for _ in range(8):
        motion_clock.advance(16)
        assert places() == before
    motion_clock.advance(reversi_view.FLIP_MS)
    assert not screen.view.animating and places() == before
