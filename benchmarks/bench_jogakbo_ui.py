"""Benchmark: the Jogakbo screen (offscreen, 1280×800): opening it and one move.

- **open**: building the screen on a save of today's puzzle in progress (the resume
  path: the day's puzzle dealt, the save read, the table drawn), shown and painted. The
  day's puzzle is dealt once per process and kept (the home line and the screen share
  it), so the first open is timed apart from the later ones.
- **move**: a tile picked and placed in a group by the screen's own input path (pick,
  place: the move, the save written, the table redrawn, the texts and speech), then the
  table repainted synchronously.

Each figure is given as processor time (`time.process_time`: what the app itself
spends, which other jobs on a shared machine do not inflate) and as wall-clock time
(which includes the save's fsync).

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_jogakbo_ui.py [--runs 30]
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import tempfile
import time
from datetime import date
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6 import __version__ as pyside_version  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from puzzlesuite.games.jogakbo.screen import JogakboScreen  # noqa: E402
from puzzlesuite.services.paths import Paths  # noqa: E402
from puzzlesuite.shell.context import AppContext  # noqa: E402

SIZE = (1280, 800)
DAY = date(2026, 11, 30)


def context() -> AppContext:
    folder = Path(tempfile.mkdtemp(prefix="jogakbo-bench-"))
    ctx = AppContext(Paths.under(folder), forced_language="en")
    ctx.apply_theme()
    return ctx


Times = tuple[float, float]  # (processor, wall clock) seconds


def opened(ctx: AppContext) -> tuple[JogakboScreen, Times]:
    cpu, wall = time.process_time(), time.perf_counter()
    screen = JogakboScreen(ctx, today=lambda: DAY)
    screen.resize(*SIZE)
    screen.show()
    screen.view.viewport().repaint()
    QApplication.processEvents()
    return screen, (time.process_time() - cpu, time.perf_counter() - wall)


def one_move(screen: JogakboScreen, index: int) -> Times:
    """A tile of the table or hand into another group: pick, place, repaint."""
    game = screen.game
    tiles = [tile for group in game.groups for tile in group.tiles] + list(game.hand)
    tile = tiles[index % len(tiles)]
    source = game.location(tile)
    target = next(group.gid for group in game.groups if group.gid != source)
    cpu, wall = time.process_time(), time.perf_counter()
    screen.activate_tile(tile)
    screen.activate_group(target)
    screen.view.viewport().repaint()
    return time.process_time() - cpu, time.perf_counter() - wall


def ms(times: list[Times]) -> str:
    def figures(values: list[float]) -> str:
        ordered = sorted(values)
        p95 = ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]
        return f"median {statistics.median(values) * 1000:.2f} ms, p95 {p95 * 1000:.2f} ms"

    return f"cpu {figures([t[0] for t in times])}; wall {figures([t[1] for t in times])}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=30)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    ctx = context()
    screen, first = opened(ctx)
    moves = [one_move(screen, n) for n in range(args.runs)]
    again: list[Times] = []
    for _ in range(max(3, args.runs // 3)):
        screen.close()
        screen.deleteLater()
        QApplication.processEvents()
        screen, seconds = opened(ctx)
        again.append(seconds)
    print(f"Python {platform.python_version()}, PySide6 {pyside_version}, {platform.machine()}")
    cpu, wall = first
    print(f"open (first, dealing the day): cpu {cpu * 1000:.1f} ms, wall {wall * 1000:.1f} ms")
    print(f"open again, a save in progress ({len(again)} runs): {ms(again)}")
    print(f"move: pick + place + save + repaint ({len(moves)} runs): {ms(moves)}")
    del app


if __name__ == "__main__":
    main()
