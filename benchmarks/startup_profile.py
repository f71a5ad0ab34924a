"""What start-up does before the home screen's first paint, in measures a busy machine
cannot move: enum classes PySide6 has made, modules imported, and (with valgrind)
instructions executed, for a bare PySide6 window and for the app.

    .venv/bin/python benchmarks/startup_profile.py [--instructions] [--list]
                                                    [--checkout OTHER_CHECKOUT]

Each start is a fresh process (offscreen, a fresh data folder, English) that stops with
os._exit the moment after its first paint, so nothing after it is counted. The app is
started as `cli.main` starts it (the garbage collector off while the shell is imported
and built) from `--checkout` (default: this one; any older commit works, it needs no
timing hook). `--instructions` runs both under `valgrind --tool=cachegrind` (about 20 s;
the count is the same on every run); `--list` prints the enum classes the app made and
the bare window did not. docs/PERFORMANCE.md, "Start-up (shell)", has the figures.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Reports at the first paint of `watched`, then ends the process on the spot.
REPORT = r"""
import enum, gc, json, os, sys
from PySide6.QtCore import QEvent, QObject, QTimer

def report_at_first_paint(watched):
    class FirstPaint(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Type.Paint:
                obj.removeEventFilter(self)
                QTimer.singleShot(0, painted)
            return False

    def painted():
        found = {"modules": len(sys.modules), "enums": []}
        if not os.environ.get("PROFILE_INSTRUCTIONS"):  # the search would be counted too
            gc.unfreeze()  # frozen objects are not listed by gc.get_objects()
            found["enums"] = sorted({
                kind.__qualname__ for kind in gc.get_objects()
                if isinstance(kind, enum.EnumMeta)
                and (kind.__module__ or "").startswith("PySide6")
            })
        print("profile: " + json.dumps(found), flush=True)
        os._exit(0)

    watched.installEventFilter(FirstPaint(watched))
"""

BARE = (
    REPORT
    + r"""
from PySide6.QtWidgets import QApplication, QMainWindow, QLabel
app = QApplication(sys.argv[:1])
window = QMainWindow(); label = QLabel("hello"); window.setCentralWidget(label)
report_at_first_paint(label)
window.show()
app.exec()
"""
)

APP = (
    r"""
import gc, sys, tempfile
from pathlib import Path
gc.disable()  # as cli.main does before it imports the shell
sys.path.insert(0, sys.argv[1])
from puzzlesuite.shell import app as shell_app
"""
    + REPORT
    + r"""
def report(app, window):
    report_at_first_paint(window.home)
    return app.exec()

shell_app.report_first_paint = report
shell_app.run(Path(tempfile.mkdtemp()), "en", smoke=False, qt_argv=["puzzlesuite"])
"""
)


def start(script: str, checkout: Path, instructions: bool) -> dict[str, object]:
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "PUZZLESUITE_STARTUP_CLOCK": "1",  # run() takes the timing hook's path
        "PYTHONHASHSEED": "0",  # the same dictionaries, so the same instruction count
    }
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # as bench_startup.py: byte-code is cached
    command = [sys.executable, "-c", script, str(checkout)]
    if instructions:
        env["PROFILE_INSTRUCTIONS"] = "1"
        command = [
            "valgrind", "--tool=cachegrind", "--cache-sim=no",
            "--cachegrind-out-file=/dev/null", *command,
        ]  # fmt: skip
    with tempfile.TemporaryDirectory() as home:
        done = subprocess.run(
            command, capture_output=True, text=True, env=env, cwd=home, check=True
        )
    line = next(row for row in done.stdout.splitlines() if row.startswith("profile: "))
    result: dict[str, object] = json.loads(line[len("profile: ") :])
    if instructions:
        found = re.search(r"I\s+refs:\s+([\d,]+)", done.stderr)
        assert found, done.stderr
        result["instructions"] = int(found.group(1).replace(",", ""))
    return result


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--checkout", type=Path, default=ROOT, help="the app's source tree")
    parser.add_argument("--instructions", action="store_true", help="count them (valgrind)")
    parser.add_argument("--list", action="store_true", help="name the app's extra enum classes")
    args = parser.parse_args()
    bare = start(BARE, ROOT, instructions=False)
    app = start(APP, args.checkout.resolve(), instructions=False)
    bare_enums, app_enums = set(bare["enums"]), set(app["enums"])  # type: ignore[call-overload]
    summary: dict[str, object] = {
        "bare_enum_classes": len(bare_enums),
        "app_enum_classes": len(app_enums),
        "app_qt_namespace_enum_classes": sum(name.startswith("Qt.") for name in app_enums),
        "bare_modules": bare["modules"],
        "app_modules": app["modules"],
    }
    if args.instructions:  # separate starts: the enum search is not counted
        bare = start(BARE, ROOT, instructions=True)
        app = start(APP, args.checkout.resolve(), instructions=True)
        bare_ir, app_ir = int(bare["instructions"]), int(app["instructions"])  # type: ignore[call-overload]
        summary["bare_instructions_M"] = round(bare_ir / 1e6)
        summary["app_instructions_M"] = round(app_ir / 1e6)
        summary["app_extra_instructions_M"] = round((app_ir - bare_ir) / 1e6)
    if args.list:
        summary["app_extra_enum_classes"] = sorted(app_enums - bare_enums)
    print(json.dumps(summary, indent=1))


if __name__ == "__main__":
    main()
