"""Benchmark: what the Sudoku player waits for on screen (the real screen, offscreen Qt).

1. New puzzle → board shown, with the next puzzle prepared (every launch after the
   first): from `new_game()` until the board has painted the new puzzle.
   Target ≤ 200 ms.
2. Input delay while a puzzle is generated in the background thread: every 100 ms (a
   fast typist's pace) a key press (arrow) is posted to the focused board cell; the
   delay is how late the timer fired plus the time from posting to the key being
   handled. Expert puzzles are generated back to back, so the whole measurement
   overlaps generation.
   Target ≤ 16 ms.
3. A hint press (the three presses from the real position), for reference.
4. A digit typed (issue 29's "a move's latency"): a digit key sent to the board's focused
   cell until it has been handled (the move, its save and statistics, the redraw, the
   speech), wall clock and the GUI thread's processor time.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_sudoku_ui.py
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

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, Qt, QTimer  # noqa: E402
from PySide6.QtGui import QKeyEvent  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def make_screen(app: QApplication):  # type: ignore[no-untyped-def]
    from puzzlesuite.games.sudoku.screen import SudokuScreen
    from puzzlesuite.services.paths import Paths
    from puzzlesuite.shell.context import AppContext

    ctx = AppContext(Paths.under(Path(tempfile.mkdtemp())), forced_language="en")
    ctx.apply_theme()
    screen = SudokuScreen(ctx)
    screen.resize(900, 650)
    screen.show()
    return screen


def wait(app: QApplication, condition, timeout: float = 60.0) -> None:  # type: ignore[no-untyped-def]
    end = time.perf_counter() + timeout
    while not condition():
        if time.perf_counter() > end:
            raise TimeoutError
        app.processEvents()
        time.sleep(0.001)


def new_puzzle_times(app: QApplication, screen, runs: int) -> list[float]:  # type: ignore[no-untyped-def]
    """New puzzle → painted board, each time with the puzzle prepared ahead."""
    from puzzlesuite.games.sudoku.techniques import Level

    painted: list[float] = []
    view = screen.view
    original = view.paintEvent

    def paint(event):  # type: ignore[no-untyped-def]
        original(event)
        painted.append(time.perf_counter())

    view.paintEvent = paint
    times = []
    for _ in range(runs):
        wait(app, lambda: Level.EASY in screen.prepared and screen._generation is None)
        seed = screen.prepared[Level.EASY].seed
        painted.clear()
        start = time.perf_counter()
        screen.new_game()
        wait(app, lambda s=seed: bool(painted) and screen.game.seed == s)
        times.append(painted[-1] - start)
    return times


def input_delays(
    app: QApplication, screen, seconds: float, interval: float
) -> tuple[list[float], int]:  # type: ignore[no-untyped-def]
    """Key delays while Expert puzzles are generated back to back."""
    from puzzlesuite.games.sudoku.techniques import Level

    screen.prepared.clear()
    screen.ctx.settings.update_game("sudoku", level=Level.EXPERT.value)
    screen._keep_generating()
    handled: list[float] = []
    grid = screen.board_grid
    original = grid.key_handler

    def handler(event):  # type: ignore[no-untyped-def]
        handled.append(time.perf_counter())
        return original(event)

    grid.key_handler = handler
    screen.focus_board()
    delays: list[float] = []
    generating = [0]
    timer = QTimer()
    timer.setInterval(int(interval * 1000))
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    expected = [time.perf_counter() + interval]
    key = [Qt.Key.Key_Right]

    def post() -> None:
        fired = time.perf_counter()
        lateness = max(0.0, fired - expected[0])
        expected[0] = fired + interval
        if screen._generation is not None:
            generating[0] += 1
        count = len(handled)
        key[0] = Qt.Key.Key_Left if key[0] == Qt.Key.Key_Right else Qt.Key.Key_Right
        event = QKeyEvent(QEvent.Type.KeyPress, key[0], Qt.KeyboardModifier.NoModifier)
        posted = time.perf_counter()
        QCoreApplication.postEvent(grid.focus_widget, event)

        def done() -> None:
            if len(handled) > count:
                delays.append(lateness + handled[count] - posted)

        QTimer.singleShot(0, done)

    def keep_generating() -> None:
        if screen._generation is None:
            screen.prepared.clear()  # generate for the whole measurement
            screen._keep_generating()

    refill = QTimer()
    refill.setInterval(20)
    refill.timeout.connect(keep_generating)
    timer.timeout.connect(post)
    timer.start()
    refill.start()
    # Qt's own event loop, as in the app: it waits in C++ without holding the GIL.
    loop = QEventLoop()
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    loop.exec()
    timer.stop()
    refill.stop()
    grid.key_handler = original
    return delays, generating[0]


def hint_times(app: QApplication, screen, runs: int) -> list[float]:  # type: ignore[no-untyped-def]
    times = []
    for _ in range(runs):
        if screen.game.is_solved():
            break
        start = time.perf_counter()
        screen.hint()
        times.append(time.perf_counter() - start)
    return times


def digit_times(app: QApplication, screen, runs: int) -> tuple[list[float], list[float]]:  # type: ignore[no-untyped-def]
    """A digit key on an empty cell: (wall, processor) seconds until handled."""
    screen.new_game()
    wait(app, lambda: screen.game is not None and screen.waiting is None)
    game = screen.game
    walls, cpus = [], []
    for cell in game.empty_cells()[:runs]:
        screen.move_cursor(cell)
        screen.focus_board()
        app.processEvents()
        digit = game.solution[cell]
        key = getattr(Qt.Key, f"Key_{digit}")
        event = QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier, str(digit))
        wall, cpu = time.perf_counter(), time.thread_time()
        QApplication.sendEvent(screen.board_grid.focus_widget, event)
        cpus.append(time.thread_time() - cpu)
        walls.append(time.perf_counter() - wall)
        assert game.values[cell] == digit
    return walls, cpus


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--interval", type=float, default=0.1, help="seconds between keys")
    args = parser.parse_args()
    from puzzlesuite.ui.threads import wait_for_all

    app = QApplication.instance() or QApplication(sys.argv)
    screen = make_screen(app)
    wait(app, lambda: screen.game is not None)
    shown = new_puzzle_times(app, screen, args.runs)
    hints = hint_times(app, screen, 60)
    walls, cpus = digit_times(app, screen, 40)
    delays, generating = input_delays(app, screen, args.seconds, args.interval)
    wait_for_all()
    ms = 1000
    median = statistics.median
    print(f"Python {platform.python_version()}, {platform.machine()}, {os.cpu_count()} cores")
    print(
        f"new puzzle → board shown ({len(shown)} runs): median {median(shown) * ms:.1f} ms,"
        f" max {max(shown) * ms:.1f} ms (target ≤ 200 ms)"
    )
    print(
        f"input delay while generating ({len(delays)} keys, {generating} during generation):"
        f" median {median(delays) * ms:.2f} ms,"
        f" p95 {percentile(delays, 0.95) * ms:.2f} ms,"
        f" max {max(delays) * ms:.2f} ms (target ≤ 16 ms)"
    )
    print(
        f"hint press ({len(hints)} presses): median {median(hints) * ms:.2f} ms,"
        f" max {max(hints) * ms:.2f} ms"
    )
    print(
        f"digit typed ({len(walls)} keys): wall median {median(walls) * ms:.2f} ms,"
        f" p95 {percentile(walls, 0.95) * ms:.2f} ms; processor median"
        f" {median(cpus) * ms:.2f} ms, p95 {percentile(cpus, 0.95) * ms:.2f} ms"
    )


if __name__ == "__main__":
    main()
