"""Minesweeper's motion on the shared animation part (ui/motion.py), as the player sees
it: an opening spreads outward from the clicked cell in the order the cells opened; after
a loss the other mines appear outward from the one hit; the next input finishes either,
Reduce motion makes them instant, nothing waits and nothing moves the board."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QImage
from test_minesweeper_screen import (
    CODE,
    FIRST,
    click,
    key,
    make_screen,
    safe_and_mined,
    type_code,
)

from puzzlesuite.games.minesweeper import view as view_module
from puzzlesuite.games.minesweeper.model import MinesweeperGame
from puzzlesuite.games.minesweeper.screen import MinesweeperScreen
from puzzlesuite.ui.tokens import MOTION


def picture(screen: MinesweeperScreen, cell: int) -> QImage:
    rect: QRect = screen.view.cell_rect(*divmod(cell, screen.game.width))
    return screen.view.grab(rect).toImage()


def covered_look(screen: MinesweeperScreen) -> QImage:
    """A cell no move has touched: what "covered" looks like."""
    game = screen.game
    untouched = next(c for c in range(game.cells) if not game.revealed[c] and not game.marks.get(c))
    return picture(screen, untouched)


def ring(cell: int, other: int, width: int = 9) -> int:
    return max(abs(cell // width - other // width), abs(cell % width - other % width))


def test_an_opening_spreads_outward_in_the_order_the_cells_opened(
    qtbot: Any, ctx: Any, motion_clock: Any
) -> None:
    screen = make_screen(qtbot, ctx)
    type_code(qtbot, screen, CODE)
    covered = covered_look(screen)
    click(qtbot, screen, FIRST)
    game, wave = screen.game, screen.view.wave
    assert game.revealed_count > 1, "the model has moved on at once"
    assert wave is not None and wave.running
    opened = [c for c in range(81) if game.revealed[c]]
    farthest = max(opened, key=lambda c: (ring(c, FIRST), c))
    # The first picture: everything the click opened still under its cover.
    assert picture(screen, farthest) == covered
    motion_clock.advance(16)
    assert wave.progress(FIRST) > 0 and wave.progress(farthest) == 0
    assert picture(screen, farthest) == covered
    assert picture(screen, FIRST) != covered
    # The order: a cell starts no earlier than the cell that opened it (one ring nearer).
    delays = wave.delays
    for cell in opened:
        if delays[cell] > 0:
            assert any(
                delays[near] < delays[cell] and game.number[near] == 0
                for near in game.table[cell]
                if near in delays
            )
    assert wave.total_ms <= MOTION.emphasis
    motion_clock.run_out()
    assert screen.view.wave is None
    assert picture(screen, farthest) != covered


def test_a_wide_opening_is_compressed_within_the_motion_limit() -> None:
    rings = {cell: cell // 50 + cell % 50 for cell in range(1480)}  # 50×30: 78 rings
    delays = view_module.wave_delays(rings)
    assert max(delays.values()) + MOTION.quick <= MOTION.emphasis
    assert view_module.wave_delays({1: 0, 2: 1})[2] == MOTION.stagger  # a small one: the step


def test_after_a_loss_the_mines_appear_outward_from_the_one_hit(
    qtbot: Any, ctx: Any, motion_clock: Any
) -> None:
    screen = make_screen(qtbot, ctx)
    type_code(qtbot, screen, CODE)
    click(qtbot, screen, FIRST)
    motion_clock.run_out()
    covered = covered_look(screen)
    _safe, mined = safe_and_mined(screen)
    hit = mined[0]
    click(qtbot, screen, hit)
    wave = screen.view.wave
    assert screen.game.lost and wave is not None
    others = [c for c in screen.game.mine_cells() if c != hit]
    assert set(wave.delays) == set(others)  # the hit one shows at once
    assert picture(screen, hit) != covered
    nearest = min(others, key=lambda c: ring(c, hit))
    farthest = max(others, key=lambda c: ring(c, hit))
    assert ring(farthest, hit) > ring(nearest, hit)
    assert wave.delays[nearest] < wave.delays[farthest]
    motion_clock.advance(16)
    assert picture(screen, farthest) == covered
    motion_clock.run_out()
    assert picture(screen, farthest) != covered


def test_the_next_input_finishes_the_motion_at_once(
    qtbot: Any, ctx: Any, motion_clock: Any
) -> None:
    screen = make_screen(qtbot, ctx)
    type_code(qtbot, screen, CODE)
    click(qtbot, screen, FIRST)
    motion_clock.advance(16)
    wave = screen.view.wave
    assert wave is not None and wave.running
    key(qtbot, screen, Qt.Key.Key_Right)  # the next key: the picture is the model's
    assert not wave.running and screen.view.wave is None
    opened = [c for c in range(81) if screen.game.revealed[c]]
    assert all(wave.progress(c) == 1 for c in opened)


def test_under_reduce_motion_the_opening_is_instant(
    qtbot: Any, ctx: Any, motion_clock: Any
) -> None:
    ctx.settings.update(reduce_motion=True)
    screen = make_screen(qtbot, ctx)
    type_code(qtbot, screen, CODE)
    click(qtbot, screen, FIRST)
    assert screen.view.wave is None and not motion_clock.ticking
    _safe, mined = safe_and_mined(screen)
    click(qtbot, screen, mined[0])
    assert screen.view.wave is None and not motion_clock.ticking


def test_nothing_moves_the_board_or_a_button_while_it_plays(
    qtbot: Any, ctx: Any, motion_clock: Any
) -> None:
    screen = make_screen(qtbot, ctx)
    type_code(qtbot, screen, CODE)
    before = [w.geometry() for w in (screen.board_scroll, screen.counter, screen.panel)]
    click(qtbot, screen, FIRST)
    for _ in range(30):
        motion_clock.advance(16)
        assert [w.geometry() for w in (screen.board_scroll, screen.counter, screen.panel)] == before


def test_a_new_board_mid_wave_leaves_no_cover_behind(
    qtbot: Any, ctx: Any, motion_clock: Any
) -> None:
    screen = make_screen(qtbot, ctx)
    type_code(qtbot, screen, CODE)
    click(qtbot, screen, FIRST)
    screen.start(MinesweeperGame(9, 9, 10, 5, "beginner"))  # not through an input
    assert screen.view.wave is None and not motion_clock.ticking
