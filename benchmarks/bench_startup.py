"""Cold start: process start → home screen shown (offscreen), against a bare PySide6 window.

    .venv/bin/python benchmarks/bench_startup.py [--runs 9]

Each run is a fresh process. The app prints nothing extra: the time is measured by the
child itself from interpreter start (time.perf_counter at the top of -c) to the first
paint of the home screen being processed, so pip/venv start-up of the parent is excluded.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

APP = r"""
import time; t0 = time.perf_counter()
import sys, tempfile
from PySide6.QtCore import QTimer
from puzzlesuite.shell.app import make_application, build
from puzzlesuite.services.paths import Paths
app = make_application(sys.argv[:1])
ctx, window = build(Paths.under(sys.argv[1]), "en")
window.show()
def done():
    assert window.home.isVisible()
    print(time.perf_counter() - t0)
    app.quit()
QTimer.singleShot(0, done)
app.exec()
"""

BARE = r"""
import time; t0 = time.perf_counter()
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QLabel
app = QApplication(sys.argv[:1])
window = QMainWindow(); window.setCentralWidget(QLabel("hello")); window.show()
def done():
    print(time.perf_counter() - t0)
    app.quit()
QTimer.singleShot(0, done)
app.exec()
"""


def measure(code: str, runs: int) -> list[float]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    times = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as data:
            out = subprocess.run(
                [sys.executable, "-c", code, data],
                capture_output=True,
                text=True,
                env=env,
                cwd=ROOT,
                check=True,
            )
        times.append(float(out.stdout.strip().splitlines()[-1]))
    return times


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=9)
    args = parser.parse_args()
    measure(APP, 1)  # warm the OS file cache once; cold means a new process, not a cold disk
    app, bare = measure(APP, args.runs), measure(BARE, args.runs)
    result = {
        "app_median_s": round(statistics.median(app), 3),
        "app_max_s": round(max(app), 3),
        "bare_median_s": round(statistics.median(bare), 3),
        "ratio": round(statistics.median(app) / statistics.median(bare), 2),
        "runs": args.runs,
    }
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
