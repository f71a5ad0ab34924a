"""Block Puzzle benchmarks.

1. Model: ``preview`` (fit + lines that would clear, on a copy) for every anchor.
2. The full pointer-move path during a drag, offscreen: a real QMouseEvent on the view's
   viewport → hit test → drag anchor → fit + line preview (model) → ghost and highlight
   scene update → the repaint that follows (processEvents).

3. (--placement) One placement end to end: the move through the session, its statistics
   write, the save, the redraw, the texts and the announcement.

Run:  QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_blockpuzzle.py [--placement]
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from puzzlesuite.games.blockpuzzle.ai import play_to_end  # noqa: E402
from puzzlesuite.games.blockpuzzle.model import BOARD_SIZE, BlockPuzzle  # noqa: E402

RUNS = 7


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def mid_game(seed: int) -> BlockPuzzle:
    game = BlockPuzzle(seed=seed)
    play_to_end(game, max_moves=12)
    if game.game_over:
        return mid_game(seed + 1000)
    return game


def bench_model() -> None:
    game = mid_game(3)
    anchors = [(r, c) for r in range(-2, BOARD_SIZE + 1) for c in range(-2, BOARD_SIZE + 1)]
    per_call = []
    for _ in range(RUNS):
        start = time.perf_counter()
        for slot in range(3):
            for row, col in anchors:
                game.preview(slot, row, col)
        per_call.append((time.perf_counter() - start) / (3 * len(anchors)) * 1e6)
    print(
        f"model preview: median {statistics.median(per_call):.2f} µs per call "
        f"({RUNS} runs of {3 * len(anchors)} calls)"
    )


def bench_pointer_move() -> tuple[float, float]:
    from PySide6.QtCore import QEvent, QPointF, Qt
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    from puzzlesuite.games.blockpuzzle.screen import BlockPuzzleScreen
    from puzzlesuite.services.paths import Paths
    from puzzlesuite.shell.context import AppContext

    app = QApplication.instance() or QApplication(sys.argv)
    ctx = AppContext(Paths.under(Path(tempfile.mkdtemp())), forced_language="en")
    ctx.apply_theme()
    screen = BlockPuzzleScreen(ctx)
    screen.resize(700, 900)
    screen.show()
    app.processEvents()
    view = screen.view
    viewport = view.viewport()

    # A path over the board and a little beyond it, like a hand aiming.
    cells = [(r, c) for r in range(-1, BOARD_SIZE + 2) for c in range(-1, BOARD_SIZE + 1)]
    cells += list(reversed(cells))
    run_medians, all_times = [], []
    split: list[tuple[float, float, bool]] = []
    for run in range(RUNS):
        screen.set_game(mid_game(run))
        slot = next(s for s in range(3) if screen.game.piece(s) is not None)
        press = view.slot_centre(slot)
        app.sendEvent(
            viewport,
            QMouseEvent(
                QEvent.Type.MouseButtonPress,
                press,
                view.viewport().mapToGlobal(press),
                Qt.MouseButton.LeftButton,
                Qt.MouseButton.LeftButton,
                Qt.KeyboardModifier.NoModifier,
            ),
        )
        times = []
        for row, col in cells:
            point = view.cell_centre(row, col) + QPointF(3, -2)
            event = QMouseEvent(
                QEvent.Type.MouseMove,
                point,
                viewport.mapToGlobal(point),
                Qt.MouseButton.NoButton,
                Qt.MouseButton.LeftButton,
                Qt.KeyboardModifier.NoModifier,
            )
            start = time.perf_counter()
            app.sendEvent(viewport, event)
            handled = time.perf_counter()
            app.processEvents()  # the scene update and repaint it scheduled
            times.append((time.perf_counter() - start) * 1000)
            split.append(
                (
                    (handled - start) * 1000,
                    (time.perf_counter() - handled) * 1000,
                    view.lit_lines != ((), ()),
                )
            )
        release = view.cell_centre(-5, -5)
        app.sendEvent(
            viewport,
            QMouseEvent(
                QEvent.Type.MouseButtonRelease,
                release,
                viewport.mapToGlobal(release),
                Qt.MouseButton.LeftButton,
                Qt.MouseButton.NoButton,
                Qt.KeyboardModifier.NoModifier,
            ),
        )
        assert screen.dragging is None
        run_medians.append(statistics.median(times))
        if os.environ.get("BENCH_DEBUG"):
            worst = sorted(range(len(times)), key=lambda i: -times[i])[:6]
            print(run, [(i, cells[i], round(times[i], 2)) for i in worst])
        all_times.extend(times)
    if os.environ.get("BENCH_DEBUG"):
        worst = sorted(split, key=lambda t: -(t[0] + t[1]))[:15]
        print(
            "worst (handle ms, repaint ms, lines lit):",
            [(round(a, 2), round(b, 2), lit) for a, b, lit in worst],
        )
    median = statistics.median(run_medians)
    p99 = percentile(all_times, 0.99)
    print(
        f"pointer move (hit test, fit, line preview, scene update, repaint): "
        f"median {median:.3f} ms, p99 {p99:.3f} ms, max {max(all_times):.3f} ms "
        f"({RUNS} runs × {len(cells)} moves, window 700×900)"
    )
    screen.close()
    return median, p99


def bench_placement() -> tuple[float, float]:
    """One placement on the screen, end to end: the move (model and session), its
    statistics write, the save, the redraw, the texts and the announcement."""
    from PySide6.QtWidgets import QApplication

    from puzzlesuite.games.blockpuzzle.ai import legal_moves
    from puzzlesuite.games.blockpuzzle.screen import BlockPuzzleScreen
    from puzzlesuite.services.paths import Paths
    from puzzlesuite.shell.context import AppContext

    app = QApplication.instance() or QApplication(sys.argv)
    ctx = AppContext(Paths.under(Path(tempfile.mkdtemp())), forced_language="en")
    ctx.apply_theme()
    ctx.settings.update(reduce_motion=True)  # no fades left running between moves
    screen = BlockPuzzleScreen(ctx)
    screen.resize(700, 900)
    screen.show()
    app.processEvents()
    run_medians, all_times, cpu_times = [], [], []
    for run in range(RUNS):
        screen.set_game(BlockPuzzle(seed=100 + run))
        times = []
        while not screen.game.game_over and len(times) < 40:
            slot, row, col = next(iter(legal_moves(screen.game)))
            start, cpu = time.perf_counter(), time.thread_time()
            screen._place(slot, row, col)
            app.processEvents()
            times.append((time.perf_counter() - start) * 1000)
            cpu_times.append((time.thread_time() - cpu) * 1000)
        run_medians.append(statistics.median(times))
        all_times.extend(times)
    median = statistics.median(run_medians)
    p95 = percentile(all_times, 0.95)
    # The wall clock includes the two files' fsync (save and statistics), which the disk
    # decides; the GUI thread's processor time is the code's own share.
    print(
        f"placement (move, statistics, save, redraw, texts, speech): median {median:.2f} ms, "
        f"p95 {p95:.2f} ms; processor time median {statistics.median(cpu_times):.2f} ms "
        f"({RUNS} games, {len(all_times)} placements)"
    )
    screen.close()
    return median, p95


if __name__ == "__main__":
    bench_model()
    if "--placement" in sys.argv:
        bench_placement()
    median, p99 = bench_pointer_move()
    ok = median <= 2.0 and p99 <= 8.0
    print("target (median ≤ 2 ms, p99 ≤ 8 ms):", "met" if ok else "NOT met")
