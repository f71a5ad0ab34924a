"""Cold start to the painted home screen, against a bare PySide6 window, in one run.

    .venv/bin/python benchmarks/bench_startup.py [--runs 15] [--cpu] [--bundle DIR/puzzlesuite]
                                                  [--baseline OTHER_CHECKOUT]

Each sample is a fresh process, timed the same way for every kind: the parent reads
the wall clock just before it starts the process, and the process prints the wall clock
once its window has been painted (the app through its timing hook, the environment
variable PUZZLESUITE_STARTUP_CLOCK, which the PyInstaller bundle honours too). So the
time includes the interpreter's (or the bundle's bootloader's) own start, and nothing
of the parent's. Kinds are interleaved (bare, source, bundle, bare, source, ...) so a
machine that gets busier or quieter affects them alike; the result is each kind's
median and its extra time over the bare window, whose ratio moves with the machine
more than the difference does. Offscreen platform, a fresh data folder per start.

--cpu adds each kind's processor time (user + system) up to the first paint, as the
process reports it beside the clock: on a machine other work keeps busy the wall clock
also counts the time spent waiting for a core, the processor time hardly does. (A
process older than the CPU report, e.g. a --baseline checkout, is charged its whole
run as the parent's wait4 sees it, its exit included.)
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

ROOT = Path(__file__).resolve().parent.parent
CLOCK = "startup-clock: "

# A QMainWindow with a label, painted once: what any PySide6 program pays.
BARE = r"""
import time, sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QLabel
app = QApplication(sys.argv[:1])
window = QMainWindow(); label = QLabel("hello"); window.setCentralWidget(label)
class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, painted)
        return False
def painted():
    print("startup-clock: %.6f cpu %.6f" % (time.time(), time.process_time()), flush=True)
    app.quit()
watcher = FirstPaint(); label.installEventFilter(watcher)
window.show()
app.exec()
"""


def commands(bundle: Path | None, baseline: Path | None) -> dict[str, tuple[list[str], Path]]:
    """Each kind's command and the folder it runs in (python -m finds the app there)."""
    kinds = {
        "bare": ([sys.executable, "-c", BARE], ROOT),
        "source": ([sys.executable, "-m", "puzzlesuite"], ROOT),
    }
    if baseline is not None:
        kinds["baseline"] = ([sys.executable, "-m", "puzzlesuite"], baseline)
    if bundle is not None:
        kinds["bundle"] = ([str(bundle / "puzzlesuite")], ROOT)
    return kinds


def one_start(command: list[str], kind: str, folder: Path = ROOT) -> tuple[float, float]:
    """The wall time from just before the start to the first paint, and the processor
    time the process had used by then."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PUZZLESUITE_STARTUP_CLOCK": "1"}
    # A player's checkout caches byte-code; without it every start compiles the app
    # again (a CI-style PYTHONDONTWRITEBYTECODE=1 would add that to the source times).
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    with tempfile.TemporaryDirectory() as data, tempfile.TemporaryFile("w+") as errors:
        extra = [] if kind == "bare" else ["--data-dir", data, "--lang", "en"]
        started = time.time()
        child = subprocess.Popen(
            [*command, *extra], stdout=subprocess.PIPE, stderr=errors, text=True, env=env,
            cwd=folder,
        )  # fmt: skip
        assert child.stdout is not None
        out = child.stdout.read()
        # wait4, not wait: the child's own processor time comes with its exit status.
        _pid, status, usage = os.wait4(child.pid, 0)
        child.returncode = os.waitstatus_to_exitcode(status)
        if child.returncode != 0:
            errors.seek(0)
            raise subprocess.CalledProcessError(child.returncode, command, out, errors.read())
    painted = next(line for line in out.splitlines() if line.startswith(CLOCK))
    clock, _, cpu = painted[len(CLOCK) :].partition(" cpu ")
    whole_run = usage.ru_utime + usage.ru_stime
    return float(clock) - started, float(cpu) if cpu else whole_run


Samples = dict[str, list[tuple[float, float]]]  # kind → (wall, cpu) of each start


def measure(bundle: Path | None, baseline: Path | None, runs: int) -> Samples:
    kinds = commands(bundle, baseline)
    for kind, (command, folder) in kinds.items():  # warm the file cache: cold = new process
        one_start(command, kind, folder)
    samples: Samples = {kind: [] for kind in kinds}
    for _ in range(runs):
        for kind, (command, folder) in kinds.items():
            samples[kind].append(one_start(command, kind, folder))
    return samples


def summary(samples: Samples, cpu: bool = False) -> dict[str, object]:
    result: dict[str, object] = {"runs": len(samples["bare"])}
    measures = [("", 0), ("cpu_", 1)] if cpu else [("", 0)]
    for prefix, column in measures:
        medians = {
            kind: statistics.median(sample[column] for sample in each)
            for kind, each in samples.items()
        }
        for kind, median in medians.items():
            result[f"{kind}_{prefix}median_ms"] = round(median * 1000, 1)
            if kind != "bare":
                result[f"{kind}_{prefix}extra_ms"] = round((median - medians["bare"]) * 1000, 1)
                result[f"{kind}_{prefix}ratio"] = round(median / medians["bare"], 2)
    return result


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--bundle", type=Path, help="a built bundle folder (…/dist/puzzlesuite)")
    parser.add_argument(
        "--baseline",
        type=Path,
        help="another checkout (e.g. a `git worktree` of an older commit with the timing hook)",
    )
    parser.add_argument(
        "--cpu", action="store_true", help="also the processor time up to the first paint"
    )
    args = parser.parse_args()
    samples = measure(args.bundle, args.baseline, args.runs)
    print(json.dumps(summary(samples, args.cpu), indent=1))


if __name__ == "__main__":
    main()
