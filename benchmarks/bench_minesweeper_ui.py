"""Benchmark: the Minesweeper screen (offscreen, 1280×800, synchronous repaints).

- Flood fill: on a 50×30 board with few mines, one reveal that opens a large area, then
  the board repainted synchronously: the repaint alone (target <= 16 ms) and the whole
  action (model, save, accessible texts, announcement and repaint).
- Opening the screen on an Expert board and on a 50×30 board in progress (the resume
  path: read the save, build the screen, show it, paint it).

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_minesweeper_ui.py [--runs 20]
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6 import __version__ as pyside_version  # noqa: E402
from PySide6.QtGui import QAccessible  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from puzzlesuite.games.minesweeper.generator import generate  # noqa: E402
from puzzlesuite.games.minesweeper.model import MinesweeperGame  # noqa: E402
from puzzlesuite.games.minesweeper.screen import GAME_ID, MinesweeperScreen  # noqa: E402
from puzzlesuite.services.paths import Paths  # noqa: E402
from puzzlesuite.shell.context import AppContext  # noqa: E402

SIZE = (1280, 800)


def context() -> AppContext:
    ctx = AppContext(Paths.under(Path(tempfile.mkdtemp(prefix="ms-bench-"))), forced_language="en")
    ctx.apply_theme()
    return ctx


def sparse_board() -> tuple[MinesweeperGame, int]:
    """50×30 with 20 mines in one corner block: revealing the far corner floods almost
    the whole board (the worst case for a repaint)."""
    game = MinesweeperGame(50, 30, 20, seed=1)
    mines = [row * 50 + col for row in range(4) for col in range(5)]
    first = 29 * 50 + 49
    game.place_mines(first, mines)
    return game, first


def bench_flood(runs: int) -> tuple[list[float], list[float]]:
    ctx = context()
    screen = MinesweeperScreen(ctx)
    screen.resize(*SIZE)
    screen.show()
    QApplication.processEvents()
    repaints, actions = [], []
    for _ in range(runs):
        game, first = sparse_board()
        # A started board whose first reveal has not happened yet, as just placed.
        screen.start(game)
        screen.view.repaint()
        QApplication.processEvents()
        started = time.perf_counter()
        screen.activate(first)  # reveal: flood fill, save, texts, announcement, update()
        before_paint = time.perf_counter()
        screen.view.repaint()  # the pending update, painted now
        ended = time.perf_counter()
        assert sum(game.revealed) > 1000
        repaints.append(ended - before_paint)
        actions.append(ended - started)
    screen.close()
    return repaints, actions


def saved_game(width: int, height: int, mines: int) -> dict[str, object]:
    seed, first = 482133, (height // 2) * width + width // 2
    game = MinesweeperGame(width, height, mines, seed)
    game.place_mines(first, generate(width, height, mines, seed, first))
    game.reveal(first)
    return {"game": game.to_dict()}


def bench_open(runs: int, size: tuple[int, int, int]) -> list[float]:
    data = saved_game(*size)
    times = []
    for _ in range(runs):
        ctx = context()
        ctx.saves.save(GAME_ID, data)
        started = time.perf_counter()
        screen = MinesweeperScreen(ctx)
        screen.resize(*SIZE)
        screen.show()
        screen.repaint()
        times.append(time.perf_counter() - started)
        assert screen.game.started
        screen.close()
        screen.deleteLater()
        QApplication.processEvents()
    return times


def report(label: str, times: list[float]) -> None:
    print(
        f"{label:34s} median {statistics.median(times) * 1000:7.2f} ms"
        f"   max {max(times) * 1000:7.2f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    QAccessible.setActive(True)  # as with a screen reader: interfaces and events are live
    print(
        f"Python {platform.python_version()}, PySide6 {pyside_version}, "
        f"{os.cpu_count()} cores, {args.runs} runs, window {SIZE[0]}×{SIZE[1]}"
    )
    repaints, actions = bench_flood(args.runs)
    report("flood fill 50×30: repaint", repaints)
    report("flood fill 50×30: whole action", actions)
    report("open screen: Expert", bench_open(args.runs, (30, 16, 99)))
    report("open screen: 50×30, 300 mines", bench_open(args.runs, (50, 30, 300)))
    del app


if __name__ == "__main__":
    main()
