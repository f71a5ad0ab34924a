"""Benchmark: Hard's full 12,000-position search on fixed midgame positions.

The positions come from seeded random play (20 to 44 discs on the board, at least two
legal moves, so the search spends its whole budget).  Each position is searched
``--runs`` times and its median time kept; the report gives the median and the maximum
over positions (targets: median <= 80 ms, never above 150 ms) and nodes per second.

    .venv/bin/python benchmarks/bench_reversi.py
    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_reversi.py --move

``--move`` times instead one move on the screen, end to end (issue 29's before/after).
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from puzzlesuite.games.reversi.ai import HARD_BUDGET, hard_search  # noqa: E402
from puzzlesuite.games.reversi.engine import (  # noqa: E402
    START_BLACK,
    START_WHITE,
    flips_for,
    iter_squares,
    legal_moves,
    perft,
)


def midgame_positions(count: int, seed: int = 2024) -> list[tuple[int, int]]:
    """``count`` (mover, other) positions reached by seeded random play."""
    rng = random.Random(seed)
    found: list[tuple[int, int]] = []
    while len(found) < count:
        me, you = START_BLACK, START_WHITE
        discs_wanted = rng.randint(20, 44)
        while (me | you).bit_count() < discs_wanted:
            moves = legal_moves(me, you)
            if not moves:
                if not legal_moves(you, me):
                    break
                me, you = you, me
                continue
            square = rng.choice(list(iter_squares(moves)))
            flipped = flips_for(me, you, square)
            me, you = you ^ flipped, me | flipped | (1 << square)
        if (me | you).bit_count() == discs_wanted and legal_moves(me, you).bit_count() >= 2:
            found.append((me, you))
    return found


def event_latency(positions: list[tuple[int, int]]) -> tuple[float, float, float]:
    """Gaps (ms) between ticks of a 1 ms QTimer in the GUI thread while Hard searches in a
    background job, as the screen runs it: (median gap, 99th percentile, worst)."""
    import os
    from functools import partial

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QCoreApplication, QElapsedTimer, QTimer

    from puzzlesuite.games.reversi.ai import Level, choose_move
    from puzzlesuite.ui import threads

    app = QCoreApplication.instance() or QCoreApplication([])
    clock = QElapsedTimer()
    gaps: list[float] = []
    last = [0.0]

    def tick() -> None:
        now = clock.nsecsElapsed() / 1e6
        gaps.append(now - last[0])
        last[0] = now

    timer = QTimer()
    timer.setInterval(1)
    timer.timeout.connect(tick)
    for me, you in positions:
        clock.start()
        last[0] = 0.0
        timer.start()
        threads.run_job(partial(choose_move, Level.HARD, me, you, 0, 0), lambda _square: app.quit())
        app.exec()
        timer.stop()
        threads.wait_for_all()
    gaps.sort()
    return (
        statistics.median(gaps),
        gaps[min(len(gaps) - 1, int(len(gaps) * 0.99))],
        gaps[-1],
    )


def bench_move(games: int = 7) -> None:
    """One move on the screen, end to end: the player's disc (first legal square) and
    the CPU's reply as the search hands it back, each through the game (model and
    session), its statistics write, the save, the redraw, the texts and the
    announcement; the search itself is left out (measured above). Reduce motion on."""
    import tempfile

    from PySide6.QtWidgets import QApplication

    from puzzlesuite.games.reversi.ai import Level
    from puzzlesuite.games.reversi.model import ReversiGame
    from puzzlesuite.games.reversi.screen import ReversiScreen
    from puzzlesuite.services.paths import Paths
    from puzzlesuite.shell.context import AppContext

    app = QApplication.instance() or QApplication(sys.argv)
    ctx = AppContext(Paths.under(Path(tempfile.mkdtemp())), forced_language="en")
    ctx.apply_theme()
    ctx.settings.update(reduce_motion=True)
    screen = ReversiScreen(ctx)
    screen.resize(1000, 760)
    screen.show()
    app.processEvents()
    start_game = getattr(screen, "start_game", None)  # the choice first (issue 32)

    def timed(action: Any, wall: list[float], cpu: list[float]) -> None:
        start, cpu_start = time.perf_counter(), time.thread_time()
        action()
        app.processEvents()
        wall.append((time.perf_counter() - start) * 1000)
        cpu.append((time.thread_time() - cpu_start) * 1000)

    wall: list[float] = []
    cpu: list[float] = []
    run_medians = []
    for run in range(games):
        if start_game is not None:
            start_game()
        screen.set_game(ReversiGame(level=Level.EASY, seed=100 + run))
        times: list[float] = []
        while not screen.game.is_over:
            game = screen.game
            if game.human_to_move:
                square = game.position.legal_squares()[0]
                timed(lambda square=square: screen._place(square), times, cpu)
            else:
                screen._stop_cpu()  # the reply below stands for the search's
                square = game.cpu_choice()
                timed(lambda square=square: screen._search_done(square), times, cpu)
        run_medians.append(statistics.median(times))
        wall.extend(times)
    screen._stop_cpu()
    wall.sort()
    print(
        f"move (game, statistics, save, redraw, texts, speech): median "
        f"{statistics.median(run_medians):.2f} ms, p95 {wall[int(len(wall) * 0.95)]:.2f} ms; "
        f"processor time median {statistics.median(cpu):.2f} ms "
        f"({games} games, {len(wall)} moves)"
    )
    screen.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--runs", type=int, default=5, help="searches per position")
    parser.add_argument("--move", action="store_true", help="one move on the screen instead")
    args = parser.parse_args()
    if args.move:
        bench_move()
        return

    print(f"Python {platform.python_version()} on {platform.machine()}")
    start = time.perf_counter()
    leaves = perft(START_BLACK, START_WHITE, 8)
    print(f"perft(8) = {leaves} in {time.perf_counter() - start:.2f} s")

    times = []
    depths = []
    total_nodes = 0
    full_budget = 0
    for me, you in midgame_positions(args.positions):
        runs = []
        for _ in range(args.runs):
            start = time.perf_counter()
            result = hard_search(me, you)
            runs.append(time.perf_counter() - start)
        times.append(statistics.median(runs))
        depths.append(result.depth)
        total_nodes += result.nodes
        full_budget += result.nodes == HARD_BUDGET
    median = statistics.median(times) * 1000
    worst = max(times) * 1000
    rate = total_nodes / sum(times)
    print(
        f"Hard search, budget {HARD_BUDGET} positions, {len(times)} positions x {args.runs}"
        f" runs ({full_budget} spent the whole budget)"
    )
    print(f"  median {median:.1f} ms   max {worst:.1f} ms   (targets: <= 80 ms, <= 150 ms)")
    print(
        f"  {rate:,.0f} positions/s   completed depth {min(depths)}-{max(depths)}"
        f" (median {statistics.median(depths):g})"
    )

    median_gap, p99_gap, worst_gap = event_latency(midgame_positions(10))
    print("GUI-thread timer (1 ms) while Hard searches in a QThread, 10 searches:")
    print(
        f"  gap between ticks: median {median_gap:.1f} ms, 99th percentile "
        f"{p99_gap:.1f} ms, worst {worst_gap:.1f} ms"
    )


if __name__ == "__main__":
    main()
