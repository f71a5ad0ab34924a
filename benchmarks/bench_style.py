"""What the visual system costs once the app runs (start-up: bench_startup.py and
startup_profile.py): installing the app's own style after the first paint, a theme
switch (a new palette and style sheet polish every widget), and a whole-window repaint
of each screen with the app's style (`ui/style.py`, Python code Qt calls while drawing)
against plain Fusion with the same style sheet.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_style.py [--repeat 30]

Each figure is the median of `--repeat` (offscreen, 1280×800, every game's screen
opened once before timing). Fusion is measured first, in a fresh process of its own:
a QApplication's style cannot go back once the app's own is set.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

SCREENS = ("home", "blockpuzzle", "reversi", "jogakbo", "sudoku", "minesweeper")


def measure(own_style: bool, repeat: int) -> dict[str, float]:
    from PySide6.QtWidgets import QApplication

    from puzzlesuite.services.paths import Paths
    from puzzlesuite.shell.app import make_application
    from puzzlesuite.shell.context import AppContext
    from puzzlesuite.shell.main_window import MainWindow

    app = make_application(["bench"])
    ctx = AppContext(Paths.under(Path(tempfile.mkdtemp(prefix="style-bench-"))), "en")
    ctx.apply_theme(controls=False)
    # The style is installed (or not) here, not by the window after its first paint.
    MainWindow.finish_start_up = lambda self: None  # type: ignore[method-assign]
    window = MainWindow(ctx)
    window.resize(1280, 800)
    window.show()
    QApplication.processEvents()
    results: dict[str, float] = {}
    if own_style:
        from puzzlesuite.ui import style

        start = time.perf_counter()
        style.install(app)
        QApplication.processEvents()
        results["install_ms"] = (time.perf_counter() - start) * 1000
    for screen in SCREENS[1:]:
        window.open_game(screen)
        QApplication.processEvents()
    for screen in SCREENS:
        if screen == "home":
            window.show_home()
        else:
            window.open_game(screen)
        QApplication.processEvents()
        times = []
        for _ in range(repeat):
            start = time.perf_counter()
            window.repaint()
            times.append((time.perf_counter() - start) * 1000)
        results[f"repaint_{screen}_ms"] = statistics.median(times)
    switches = []
    for index in range(max(4, repeat // 5)):
        ctx.settings.update(theme="dark" if index % 2 == 0 else "light")
        start = time.perf_counter()
        ctx.apply_theme(controls=own_style)
        QApplication.processEvents()
        switches.append((time.perf_counter() - start) * 1000)
    results["theme_switch_ms"] = statistics.median(switches)
    return {key: round(value, 2) for key, value in results.items()}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=30)
    parser.add_argument("--only", choices=("fusion", "own"))
    args = parser.parse_args()
    if args.only:
        print(json.dumps(measure(args.only == "own", args.repeat)))
        return
    out = {}
    for kind in ("fusion", "own"):
        done = subprocess.run(
            [sys.executable, __file__, "--only", kind, "--repeat", str(args.repeat)],
            capture_output=True,
            text=True,
            check=True,
        )
        out[kind] = json.loads(done.stdout.strip().splitlines()[-1])
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
