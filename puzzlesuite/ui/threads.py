"""Worker threads still running, owned here rather than by a game screen.

A screen starts its worker with `start(thread)`. The registry keeps a reference until the
thread has finished, so a worker outlives a closed screen (a QThread destroyed while
running aborts the process). Finished threads are released by `forget_finished()`, never
from their own ``finished`` slot; `wait_for_all()` lets every worker end (at quit, in tests).

While any worker runs, the interpreter hands the GIL over every 0.5 ms instead of
Python's usual 5 ms, so a key press waits less for a busy worker (Sudoku's generation:
bench_sudoku_ui.py input delay p95 13–30 ms → 7–15 ms on a loaded 2-core machine). It
applies to every game's worker — Reversi's search and Minesweeper's generation too, where
it costs nothing noticeable — and the usual interval comes back when none runs.
"""

from __future__ import annotations

import sys
from collections.abc import Set

from PySide6.QtCore import QThread

WORKER_SWITCH_INTERVAL = 0.0005

_running: set[QThread] = set()
_usual_switch_interval: float | None = None


def start(thread: QThread) -> None:
    """Keep `thread` until it finishes, switch often while it runs, and start it."""
    forget_finished()
    _running.add(thread)
    _switch_often()
    thread.start()


def forget_finished() -> None:
    """Release finished threads; restore the usual switch interval when none runs."""
    global _usual_switch_interval
    for thread in list(_running):
        if thread.isFinished():
            _running.discard(thread)
    if not _running and _usual_switch_interval is not None:
        sys.setswitchinterval(_usual_switch_interval)
        _usual_switch_interval = None


def wait_for_all() -> None:
    """Let every running worker finish (each takes about a second at most)."""
    for thread in list(_running):
        thread.wait()
    forget_finished()


def running() -> Set[QThread]:
    """The workers kept now (a read-only view, for tests)."""
    return frozenset(_running)


def _switch_often() -> None:
    global _usual_switch_interval
    if _usual_switch_interval is None:
        _usual_switch_interval = sys.getswitchinterval()
        sys.setswitchinterval(WORKER_SWITCH_INTERVAL)
