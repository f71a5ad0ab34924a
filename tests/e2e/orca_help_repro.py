"""The How-to-play stall, reduced: does Orca 43 read a bare Qt page when Tab reaches it?

Runs tests/e2e/orca/bare_page.py (PySide6 only, no Puzzle Suite code) once per page
kind, under Orca with the capture speech server, and for each: the window's button is
heard, Tab moves to the page (Orca must say "Help page"), Down reads the next line.
Each step waits 15 s at most. A line per run goes to $E2E_OUT/orca-help-repro.txt.

    E2E_ORCA_SCRIPT=tests/e2e/orca_help_repro.py tests/e2e/orca_check.sh
    E2E_BARE_KINDS="browser caret" E2E_BARE_RUNS=5 E2E_ORCA_SCRIPT=… tests/e2e/orca_check.sh
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import driver  # noqa: E402
from driver import App, StepFailed, log  # noqa: E402
from orca_check import Speech, wait_for_orca  # noqa: E402

HERE = Path(__file__).resolve().parent


class BarePage(App):
    def frame(self) -> Any | None:
        """Any showing top-level window (a QDialog is a "dialog", not a "frame")."""
        windows = self.windows()
        return windows[0] if windows else None


def one_run(speech: Speech, kind: str, folder: Path) -> str:
    app = BarePage(folder)
    app.program = [str(HERE / "orca" / "bare_page.py"), kind]
    started = time.monotonic()
    try:
        app.start()
        mark = speech.mark()
        speech.wait_heard(mark, "Before")
        if "tabs" in kind or "list" in kind:
            mark = speech.mark()
            app.key("Tab")  # the tab bar or the list comes first
            try:
                speech.wait_heard(mark, "page tab" if "tabs" in kind else "Sudoku", timeout=15)
            except StepFailed:
                return f"STALLED before the page ({speech.since(mark)})"
        mark = speech.mark()
        app.key("Tab")
        try:
            speech.wait_heard(mark, "Help page", timeout=15)
        except StepFailed:
            stalled = "keyEventError" in app.log_tail(200)
            return f"STALLED on Tab (app log: {'key event NoReply' if stalled else 'quiet'})"
        mark = speech.mark()
        app.key("Down")
        try:
            speech.wait_heard(mark, "Rules" if "help-" in kind else "grid", timeout=15)
        except StepFailed:
            return f"page heard, Down silent ({speech.since(mark)})"
        return f"heard in {time.monotonic() - started:.1f} s"
    except StepFailed as error:
        return f"driver: {error}"
    finally:
        app.stop()


def main() -> int:
    speech = Speech()
    driver.OUT.mkdir(parents=True, exist_ok=True)
    wait_for_orca(speech)
    kinds = os.environ.get("E2E_BARE_KINDS", "browser caret tabs plain edit").split()
    runs = int(os.environ.get("E2E_BARE_RUNS", "2"))
    lines = []
    with tempfile.TemporaryDirectory(prefix="bare-page-") as temp:
        for kind in kinds:
            for run in range(runs):
                result = one_run(speech, kind, Path(temp) / f"{kind}-{run}")
                lines.append(f"{kind} run {run + 1}: {result}")
                log(lines[-1])
    (driver.OUT / "orca-help-repro.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return 0 if all("heard in" in line for line in lines) else 1


if __name__ == "__main__":
    sys.exit(main())
