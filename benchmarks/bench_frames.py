"""Benchmark: paint time per animation frame (issue 31, item 6; docs/PERFORMANCE.md).

Every animation is driven frame by frame on the test clock (ui/motion.py: one frame is
16 ms), in the real main window at 1280×800 offscreen, at device pixel ratio 1 and 2
(each in a process of its own, on an offscreen screen of that ratio). Per frame:

- **paint**: what the app really paints for the frame: Qt's own repaint of the regions
  the animation marked dirty (`processEvents`), into the window's backing store, a
  1280×800 image at that ratio. The budget: median <= 8 ms, 95th percentile <= 16 ms.
- **full**: the whole window rendered into a QImage of 1280×800 at that ratio
  (`QWidget.render`): a repaint of everything at that moment (the window uncovered
  mid-animation), mostly the cost of the screen at rest.
- **step**: the animation part's own work for the frame (the clock's tick: progress,
  the dirty keys, the views' `update` calls).

Times are the main thread's processor time (`time.thread_time`), which the other work
on a shared machine does not inflate; the wall clock of the paint is shown beside it.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_frames.py \
        [--runs 10] [--case NAME ...] [--dpr 1 2] [--list]

Adding a case (one per new animation): a function decorated with `@case("game-motion")`
that takes the shown main window and returns a function starting the motion once (it
may set up its position again each time). Nothing else to change.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

WINDOW = (1280, 800)
FRAME_MS = 16
BUDGET_MEDIAN_MS, BUDGET_P95_MS = 8.0, 16.0

Start = Callable[[], None]
CASES: dict[str, Callable[[Any], Start]] = {}


def case(name: str) -> Callable[[Callable[[Any], Start]], Callable[[Any], Start]]:
    """Register a case: `setup(window) -> start`."""

    def register(setup: Callable[[Any], Start]) -> Callable[[Any], Start]:
        CASES[name] = setup
        return setup

    return register


# ---- the cases ------------------------------------------------------------------------------
def _click(widget: Any, point: Any) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)


@case("reversi-flips")
def reversi_flips(window: Any) -> Start:
    """A move on d4 that turns 12 discs in all eight directions, up to 3 squares away:
    the longest stagger a move can make (turns at 0, 30 and 60 ms, 250 ms each)."""
    from puzzlesuite.games.reversi.engine import parse_square

    screen = window.open_game("reversi")
    view = screen.view
    placed = parse_square("d4")
    flipped = 0
    for name in ("c3", "b2", "d3", "d2", "e3", "f2", "c4", "b4", "e4", "f4", "c5", "e5"):
        flipped |= 1 << parse_square(name)
    black = flipped | 1 << placed | 1 << parse_square("a1") | 1 << parse_square("g4")
    white = 1 << parse_square("h8") | 1 << parse_square("a8")

    def start() -> None:
        view.set_position(black, white, 0, placed)
        view.show_flips(placed, flipped, mover_is_black=True)

    return start


@case("blockpuzzle-clear")
def blockpuzzle_clear(window: Any) -> Start:
    """A dot that completes a row and a column (15 cells fade and shrink away) and is the
    tray's last piece (three new pieces slide up), played with two clicks."""
    from puzzlesuite.games.blockpuzzle.model import BlockPuzzle

    screen = window.open_game("blockpuzzle")
    view = screen.view
    rows = ["....2..." if r != 3 else "33331333" for r in range(8)]
    rows[3] = "3333.333"
    rows = [row if r == 3 else row[:4] + "2" + row[5:] for r, row in enumerate(rows)]

    def start() -> None:
        screen.set_game(
            BlockPuzzle.from_json(
                {
                    "version": 1,
                    "seed": 7,
                    "refills": 1,
                    "score": 0,
                    "lines": 0,
                    "moves": 0,
                    "board": rows,
                    "tray": [None, None, "dot"],
                }
            )
        )
        _click(view.viewport(), view.slot_centre(2).toPoint())
        _click(view.viewport(), view.cell_centre(3, 4).toPoint())
        assert view.fading and len(view.fading_cells()) == 15, "the case no longer clears"

    return start


@case("minesweeper-opening")
def minesweeper_opening(window: Any) -> Start:
    """One reveal on a 50×30 board with its 20 mines in a corner: 1,480 cells open, the
    widest opening there is, spreading outward ring by ring (compressed to 400 ms)."""
    from puzzlesuite.games.minesweeper.model import MinesweeperGame

    screen = window.open_game("minesweeper")
    mines = [row * 50 + col for row in range(4) for col in range(5)]
    first = 29 * 50 + 49

    def start() -> None:
        game = MinesweeperGame(50, 30, 20, 1)
        game.place_mines(first, mines)
        screen.start(game)
        screen.activate(first)

    return start


def _blockpuzzle_placement(
    window: Any, rows: list[str], tray: list[str | None], cell: Any
) -> Start:
    """Block Puzzle: the position set again, then the tray's last piece placed with two
    clicks (select, then the cell its first filled cell goes on)."""
    from puzzlesuite.games.blockpuzzle.model import BlockPuzzle

    screen = window.open_game("blockpuzzle")
    view = screen.view
    slot = next(s for s, piece in enumerate(tray) if piece is not None)

    def start() -> None:
        screen.set_game(
            BlockPuzzle.from_json(
                {
                    "version": 1,
                    "seed": 7,
                    "refills": 1,
                    "score": 120,
                    "lines": 0,
                    "moves": 0,
                    "board": rows,
                    "tray": tray,
                }
            )
        )
        _click(view.viewport(), view.slot_centre(slot).toPoint())
        _click(view.viewport(), view.cell_centre(*cell).toPoint())

    return start


@case("minesweeper-mines")
def minesweeper_mines(window: Any) -> Start:
    """An Expert board lost on a mine: the other 98 mines appear outward from it."""
    from puzzlesuite.games.minesweeper.generator import generate
    from puzzlesuite.games.minesweeper.model import MinesweeperGame

    screen = window.open_game("minesweeper")
    first = 8 * 30 + 15
    mines = generate(30, 16, 99, 482133, first)
    hit = min(mines, key=lambda cell: abs(cell // 30 - 8) + abs(cell % 30 - 15))

    def start() -> None:
        game = MinesweeperGame(30, 16, 99, 482133)
        game.place_mines(first, mines)
        game.reveal(first)
        screen.start(game)
        screen.activate(hit)

    return start


@case("blockpuzzle-settle")
def blockpuzzle_settle(window: Any) -> Start:
    """A 3×3 square placed on an empty board, clearing nothing: the piece settles into
    its nine cells and the score counts up (150 and 250 ms)."""
    return _blockpuzzle_placement(window, ["........"] * 8, [None, "square3", None], (2, 2))


@case("blockpuzzle-wave")
def blockpuzzle_wave(window: Any) -> Start:
    """The largest clear: a 3×3 square completing three rows and three columns at once
    (39 cells in one wave from it, 360 ms), the points figure rising (400 ms), the score
    counting up and three new pieces sliding into the tray."""
    rows = ["111...11" if row in (2, 3, 4) else "...222.." for row in range(8)]
    return _blockpuzzle_placement(window, rows, [None, None, "square3"], (2, 3))


def _finished_sudoku(window: Any) -> Any:
    """The Sudoku screen with its first puzzle in (it comes from a background job: its
    arrival clears the card for the new game, which would cut a motion short)."""
    from PySide6.QtWidgets import QApplication

    from puzzlesuite.ui import threads

    screen = window.open_game("sudoku")
    while screen.game is None or threads.running():
        threads.wait_for_all()
        QApplication.processEvents()
    return screen


def _sudoku_ending() -> Any:
    from puzzlesuite.ui.result_moment import Figure, Mark, Result, ResultAction

    return Result(
        "Solved",
        "Time 12 minutes, 34 seconds · 2 hints",
        [ResultAction("&Play again"), ResultAction("Another &level…")],
        numbers=[Figure.time(754), Figure.hints(2)],
        marks=[Mark.new_best()],
    )


@case("result-appear")
def result_appear(window: Any) -> Start:
    """The result card rising and fading in over the Sudoku board as the board dims
    behind it (250 ms), its hints counting up (400 ms): a real ending's moment."""
    moment = _finished_sudoku(window).result_moment
    result = _sudoku_ending()

    def start() -> None:
        moment.clear()
        moment.show_result(result, animate=True)
        assert moment.appearing is not None and moment.counting is not None

    return start


@case("result-count")
def result_count(window: Any) -> Start:
    """The figures counting up alone (Block Puzzle's score and best, the card already
    in place): 400 ms of the figures' row repainted."""
    from puzzlesuite.ui.result_moment import Figure, Mark, Result, ResultAction

    moment = window.open_game("blockpuzzle").result_moment
    result = Result(
        "No piece fits",
        "Score 12,480: your best yet!",
        [ResultAction("&Play again")],
        numbers=[Figure.score(12480), Figure.best(12480)],
        marks=[Mark.new_best()],
    )

    def start() -> None:
        moment.clear()
        moment.show_result(result, animate=True)
        assert moment.appearing is not None and moment.counting is not None
        moment.appearing.finish()  # only the count is left

    return start


@case("result-chip")
def result_chip(window: Any) -> Start:
    """Esc on a Reversi ending: the chip arrives beside the board as the board comes
    back to full light (150 ms)."""
    from puzzlesuite.ui.result_moment import Figure, Result, ResultAction

    moment = window.open_game("reversi").result_moment
    result = Result(
        "You win",
        "Black 40 · White 24",
        [ResultAction("&Play again"), ResultAction("Another &opponent…")],
        numbers=[Figure.black(40), Figure.white(24)],
    )

    def start() -> None:
        moment.clear()
        moment.show_result(result)  # shown still, as a resumed ending
        moment.fold()
        assert moment.appearing is not None and moment.folded

    return start


def _jogakbo_afresh(window: Any) -> Any:
    """The Jogakbo screen on one fixed day's puzzle as dealt, at rest."""
    from datetime import date

    from puzzlesuite.games.jogakbo.session import JogakboSession

    day = date(2026, 11, 30)
    screen = window.open_game("jogakbo")
    screen._today = lambda: day
    screen.session.start(JogakboSession.new_model(day))
    screen.picked = None
    screen.refresh()
    screen.view.finish_motion()
    return screen


@case("jogakbo-glide")
def jogakbo_glide(window: Any) -> Start:
    """The smallest group given away tile by tile: its last tile glides to the last group
    and the groups after the emptied one glide into its place (the most items a move
    sets moving)."""
    screen = window.open_game("jogakbo")

    def start() -> None:
        game = _jogakbo_afresh(window).game
        source = min(game.groups[:-1], key=lambda g: len(g.tiles))
        target = game.groups[-1].gid
        *first, last = list(source.tiles)
        for tile in first:
            screen.activate_tile(tile)
            screen.activate_group(target)
            screen.view.finish_motion()
        screen.activate_tile(last)
        screen.activate_group(target)
        assert not game.has_group(source.gid), "the case no longer empties a group"

    return start


@case("jogakbo-tick")
def jogakbo_tick(window: Any) -> Start:
    """A tile put back where it completes its group: it glides home and the group's tick
    appears when it lands."""
    screen = window.open_game("jogakbo")

    def start() -> None:
        game = _jogakbo_afresh(window).game
        group = next(g for g in game.groups if len(g.tiles) == 3)
        tile = group.tiles[-1]
        screen.activate_tile(tile)
        screen.start_new_group()
        screen.view.finish_motion()
        screen.activate_tile(tile)
        screen.activate_group(group.gid)
        assert group.is_valid, "the case no longer completes a group"

    return start


def _sudoku(window: Any) -> Any:
    """The Sudoku screen with its first puzzle on the board (it comes from a job)."""
    from PySide6.QtWidgets import QApplication

    from puzzlesuite.ui import threads

    screen = window.open_game("sudoku")
    while screen.game is None or threads.running():
        threads.wait_for_all()
        QApplication.processEvents()
    return screen


def _sudoku_one_left(screen: Any, apart: int) -> tuple[Any, int]:
    """A copy of the puzzle on the board put on the board with every cell solved but
    `apart` empty ones, no two in one row, column or box; the first of them."""
    from puzzlesuite.games.sudoku.model import SudokuGame

    base = screen.game
    game = SudokuGame(base.givens, base.solution, base.level, base.seed)
    kept: list[int] = []
    for cell in game.empty_cells():
        box = (cell // 27, cell % 9 // 3)
        if len(kept) < apart and all(
            cell // 9 != k // 9 and cell % 9 != k % 9 and box != (k // 27, k % 9 // 3) for k in kept
        ):
            kept.append(cell)
    for cell in game.empty_cells():
        if cell not in kept:
            game.place(cell, game.solution[cell])
    screen.begin(game, "")
    return game, kept[0]


@case("sudoku-unit")
def sudoku_unit(window: Any) -> Start:
    """A digit that fills a row, its column and its box at once (21 cells light in a
    wave from the digit, 390 ms), with one other cell of the board still empty."""
    screen = _sudoku(window)

    def start() -> None:
        game, cell = _sudoku_one_left(screen, 2)
        screen.move_cursor(cell)
        screen.enter_digit(game.solution[cell], as_note=False)
        assert screen.view.lights is not None and len(screen.view.lights.delays) == 21

    return start


@case("sudoku-solved")
def sudoku_solved(window: Any) -> Start:
    """The last digit: the whole board lights box by box (390 ms) as the result card
    fades in."""
    screen = _sudoku(window)

    def start() -> None:
        game, cell = _sudoku_one_left(screen, 1)
        screen.move_cursor(cell)
        screen.enter_digit(game.solution[cell], as_note=False)
        assert game.finished and screen.view.lights is not None

    return start


# ---- the harness ----------------------------------------------------------------------------
def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def measure(name: str, runs: int, dpr: float) -> dict[str, Any]:
    """One case in this process: `runs` animations, every frame timed three ways."""
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QApplication

    from puzzlesuite.services.paths import Paths
    from puzzlesuite.shell.context import AppContext
    from puzzlesuite.shell.main_window import MainWindow
    from puzzlesuite.ui import motion, threads

    app = QApplication.instance() or QApplication([])
    ctx = AppContext(Paths.under(Path(tempfile.mkdtemp(prefix="frames-"))), forced_language="en")
    ctx.settings.update(theme="light")
    ctx.apply_theme()
    window = MainWindow(ctx)
    window.resize(*WINDOW)
    window.show()
    clock = motion.TestClock()
    animator = motion.get_animator()
    real_clock = animator.use_clock(clock)
    start = CASES[name](window)
    for _ in range(5):
        app.processEvents()
    assert window.devicePixelRatio() == dpr, window.devicePixelRatio()
    image = QImage(
        round(WINDOW[0] * dpr), round(WINDOW[1] * dpr), QImage.Format.Format_ARGB32_Premultiplied
    )
    image.setDevicePixelRatio(dpr)
    cpu = time.thread_time
    paints: list[float] = []
    paints_wall: list[float] = []
    fulls: list[float] = []
    steps: list[float] = []
    for _ in range(runs):
        start()
        app.processEvents()  # the first picture of the motion
        assert animator.running, f"{name}: nothing animates"
        while animator.running:
            began = cpu()
            clock.advance(FRAME_MS)
            steps.append(cpu() - began)
            began, began_wall = cpu(), time.perf_counter()
            app.processEvents()
            paints.append(cpu() - began)
            paints_wall.append(time.perf_counter() - began_wall)
            began = cpu()
            window.render(image)
            fulls.append(cpu() - began)
        threads.wait_for_all()
    window.close()
    animator.use_clock(real_clock)

    def figures(values: list[float]) -> dict[str, float]:
        ms = [value * 1000 for value in values]
        return {"median": statistics.median(ms), "p95": percentile(ms, 0.95), "max": max(ms)}

    return {
        "case": name,
        "dpr": dpr,
        "frames": len(paints),
        "paint": figures(paints),
        "paint_wall": figures(paints_wall),
        "full": figures(fulls),
        "step": figures(steps),
    }


def screen_config(dpr: float) -> Path:
    """An offscreen screen larger than the window, at this device pixel ratio (as X11
    and Windows give it: a logical DPI of 96 × dpr)."""
    width, height = 1600, 1000
    config = {
        "screens": [
            {
                "name": "bench",
                "x": 0,
                "y": 0,
                "width": round(width * dpr),
                "height": round(height * dpr),
                "logicalDpi": round(96 * dpr),
                "logicalBaseDpi": 96,
            }
        ]
    }
    path = Path(tempfile.mkdtemp(prefix="frames-screen-")) / f"screen-{dpr}.json"
    path.write_text(json.dumps(config), encoding="utf-8")
    return path


def run_child(names: list[str], runs: int, dpr: float) -> list[dict[str, Any]]:
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={screen_config(dpr)}")
    env.pop("QT_SCALE_FACTOR", None)
    done = subprocess.run(
        [sys.executable, __file__, "--child", str(dpr), "--runs", str(runs), "--case", *names],
        env=env,
        capture_output=True,
        text=True,
    )
    lines = [line for line in done.stdout.splitlines() if line.startswith("frames: ")]
    if done.returncode != 0 or not lines:
        raise SystemExit(f"dpr {dpr} failed:\n{done.stdout}\n{done.stderr[-3000:]}")
    return [json.loads(line.removeprefix("frames: ")) for line in lines]


def verdict(result: dict[str, Any]) -> str:
    paint = result["paint"]
    ok = paint["median"] <= BUDGET_MEDIAN_MS and paint["p95"] <= BUDGET_P95_MS
    return "within budget" if ok else "OVER BUDGET"


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--runs", type=int, default=10, help="animations per case")
    parser.add_argument("--case", nargs="*", default=None, choices=sorted(CASES))
    parser.add_argument("--dpr", nargs="*", type=float, default=[1.0, 2.0])
    parser.add_argument("--list", action="store_true", help="list the cases")
    parser.add_argument("--child", type=float, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    names = args.case or sorted(CASES)
    if args.list:
        for name in sorted(CASES):
            print(f"{name}: {(CASES[name].__doc__ or '').split(chr(10))[0]}")
        return
    if args.child is not None:
        for name in names:
            print("frames: " + json.dumps(measure(name, args.runs, args.child)), flush=True)
        return
    from PySide6 import __version__ as pyside_version

    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(
        f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, "
        f"PySide6 {pyside_version}, load average {load:.1f}; window {WINDOW[0]}×{WINDOW[1]}, "
        f"{args.runs} animations per case, one frame = {FRAME_MS} ms"
    )
    print(
        "| case | dpr | frames | paint median / p95 (CPU) | paint (wall) "
        "| full window median / p95 | step median | |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for dpr in args.dpr:
        for result in run_child(names, args.runs, dpr):
            paint, wall, full = result["paint"], result["paint_wall"], result["full"]
            print(
                f"| {result['case']} | {dpr:g} | {result['frames']} | "
                f"{paint['median']:.2f} / {paint['p95']:.2f} ms | "
                f"{wall['median']:.2f} / {wall['p95']:.2f} ms | "
                f"{full['median']:.2f} / {full['p95']:.2f} ms | "
                f"{result['step']['median']:.3f} ms | {verdict(result)} |"
            )


if __name__ == "__main__":
    main()
