"""Frames of the ported motions: each frame repaints only what moves (the animation hands
the view its dirty items), and every case of the frame-budget benchmark
(benchmarks/bench_frames.py) still runs, so a new animation's case cannot rot."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject, QRect
from PySide6.QtGui import QRegion
from PySide6.QtWidgets import QApplication, QWidget

BENCHMARK = Path(__file__).resolve().parents[2] / "benchmarks" / "bench_frames.py"


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_frames", BENCHMARK)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_frames"] = module
    spec.loader.exec_module(module)
    return module


def test_every_benchmark_case_animates_and_is_timed(bench: ModuleType) -> None:
    assert {
        "reversi-flips",
        "blockpuzzle-clear",
        "result-appear",
        "result-count",
        "result-chip",
    } <= set(bench.CASES)
    for name in bench.CASES:
        result = bench.measure(name, runs=1, dpr=1.0)
        assert result["frames"] >= 5, name  # several frames: it moved
        assert result["paint"]["median"] > 0 and result["full"]["median"] > 0


class PaintedRegion(QObject):
    """The region each paint of `widget` covered."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.regions: list[QRegion] = []
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Paint:
            self.regions.append(QRegion(event.region()))  # type: ignore[attr-defined]
        return False


def area(region: QRegion) -> int:
    return sum(rect.width() * rect.height() for rect in region)


def test_a_flip_frame_repaints_the_turning_discs_only(
    qtbot: Any, main_window: Any, motion_clock: Any
) -> None:
    from puzzlesuite.games.reversi.engine import parse_square

    main_window.resize(1280, 800)
    screen = main_window.open_game("reversi")
    view = screen.view
    QApplication.processEvents()
    painted = PaintedRegion(view.viewport())
    placed, turned = parse_square("d3"), parse_square("d4")
    view.show_flips(placed, 1 << turned, mover_is_black=True)
    QApplication.processEvents()
    motion_clock.advance(16)
    painted.regions.clear()
    QApplication.processEvents()
    assert painted.regions, "the frame was painted"
    cell = view.cell_view_rect(turned)
    frame = painted.regions[0].boundingRect()
    assert frame.intersects(cell)
    assert area(painted.regions[0]) <= 2 * cell.width() * cell.height()
    assert area(painted.regions[0]) < area(QRegion(view.viewport().rect())) / 20


def test_a_clear_frame_repaints_the_cleared_line_only(
    qtbot: Any, main_window: Any, motion_clock: Any
) -> None:
    main_window.resize(1280, 800)
    screen = main_window.open_game("blockpuzzle")
    view = screen.view
    QApplication.processEvents()
    painted = PaintedRegion(view.viewport())
    view.fade_out([(2, col, 1) for col in range(8)])
    QApplication.processEvents()
    motion_clock.advance(16)
    painted.regions.clear()
    QApplication.processEvents()
    line = QRect(view.cell_view_rect(2, 0).topLeft(), view.cell_view_rect(2, 7).bottomRight())
    assert painted.regions
    # (Qt adds a 2 px margin around an antialiased item's update.)
    assert line.adjusted(-3, -3, 3, 3).contains(painted.regions[0].boundingRect())
