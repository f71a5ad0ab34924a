"""Work off the GUI thread: one helper for every background job.

`run_job(work, done, failed=None, owner=None)` runs `work()` (a pure function: plain
values in, plain values out, no widget touched) in a thread of its own and calls
`done(value)`, or `failed(error)` when it raised, later on the GUI thread. The `Job` it
returns has `cancel()`: a result that arrives after it is stale and dropped (undo, a new
game, leaving the screen, quitting). A job whose `owner` (the screen) has been deleted
delivers nothing either. A job that fails with no `failed` goes to `sys.excepthook`,
which the app shows as an error.

The registry keeps each job's thread until it has finished, so a job outlives a closed
screen (a QThread destroyed while running aborts the process). Finished threads are
released by `forget_finished()`, never from their own ``finished`` slot before `wait()`;
`wait_for_all()` lets every job end (at quit, in tests). At quit (the application's
``aboutToQuit``, and at interpreter exit) every job is cancelled and waited for.

The PySide6 workaround, written here once: the thread defines no signal of its own and
leaves its value on itself; the GUI thread reads it when Qt's own ``finished`` signal
arrives, connected to a plain function (a lambda), never reading ``sender()``. With
PySide6 6.12 a Python-defined signal emitted from ``run()`` to the GUI thread, or
``sender()`` in the slot, made the interpreter abort at exit ("none_dealloc").
`tests/ui/test_threads.py` pins it.

While any job runs, the interpreter hands the GIL over every 0.5 ms instead of Python's
usual 5 ms, so a key press waits less for a busy job (Sudoku's generation:
bench_sudoku_ui.py input delay p95 13–30 ms → 7–15 ms on a loaded 2-core machine). It
applies to every game's job — Reversi's search and Minesweeper's generation too, where
it costs nothing noticeable — and the usual interval comes back when none runs.
"""

from __future__ import annotations

import atexit
import sys
from collections.abc import Callable, Set
from typing import Any, Generic, TypeVar

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QThread

WORKER_SWITCH_INTERVAL = 0.0005

T = TypeVar("T")

_running: set[QThread] = set()
_jobs: set[Job[Any]] = set()  # jobs whose result has not been delivered or dropped yet
_usual_switch_interval: float | None = None
_quit_hooked = False


class _JobThread(QThread):
    """Runs one function and leaves its value or exception on itself (no signal of its
    own: see the module's note on PySide6)."""

    def __init__(self, work: Callable[[], Any]) -> None:
        super().__init__()
        self._work = work
        self.value: Any = None
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            self.value = self._work()
        except BaseException as error:  # noqa: BLE001 - handed to the GUI thread whole
            self.error = error


class Job(Generic[T]):
    """One background job: `cancel()` makes its result stale; `pending` until its result
    is delivered or dropped."""

    def __init__(
        self,
        work: Callable[[], T],
        done: Callable[[T], object],
        failed: Callable[[BaseException], object] | None,
        owner: QObject | None,
    ) -> None:
        self.thread = _JobThread(work)
        self._done = done
        self._failed = failed
        self._owner = owner
        self._cancelled = False
        self._settled = False  # delivered or dropped

    def cancel(self) -> None:
        """Whatever the job returns from now on is stale: nothing is delivered."""
        self._cancelled = True

    @property
    def cancelled(self) -> bool:
        return self._cancelled

    @property
    def pending(self) -> bool:
        """Still to deliver: running, or finished with its result on the way."""
        return not self._settled and not self._cancelled

    def _settle(self) -> None:
        """On the GUI thread, when the thread's own `finished` arrives."""
        if self._settled:
            return
        self._settled = True
        _jobs.discard(self)
        self.thread.wait()  # `finished` is emitted as run() ends: this returns at once
        forget_finished()
        if self._cancelled:
            return
        if self._owner is not None and not shiboken6.isValid(self._owner):
            return  # the screen that asked is gone
        error = self.thread.error
        if error is None:
            self._done(self.thread.value)
        elif self._failed is not None:
            self._failed(error)
        else:
            sys.excepthook(type(error), error, error.__traceback__)


def run_job(
    work: Callable[[], T],
    done: Callable[[T], object],
    failed: Callable[[BaseException], object] | None = None,
    *,
    owner: QObject | None = None,
) -> Job[T]:
    """Run `work()` off the GUI thread; `done(value)` or `failed(error)` follow on the
    GUI thread unless the job was cancelled or `owner` deleted meanwhile."""
    job = Job(work, done, failed, owner)
    # A plain function on Qt's own signal: see the module's note on PySide6.
    job.thread.finished.connect(lambda: job._settle())
    _jobs.add(job)
    _hook_quit()
    _start(job.thread)
    return job


def cancel_all() -> None:
    """Every job under way becomes stale (quitting)."""
    for job in list(_jobs):
        job.cancel()


def shutdown() -> None:
    """At quit: nothing more is delivered, and every job ends before Python does."""
    cancel_all()
    wait_for_all()


def _start(thread: QThread) -> None:
    """Keep `thread` until it finishes, switch often while it runs, and start it."""
    forget_finished()
    _running.add(thread)
    _switch_often()
    thread.start()


def forget_finished() -> None:
    """Release finished threads; restore the usual switch interval when none runs."""
    global _usual_switch_interval
    for thread in list(_running):
        if not shiboken6.isValid(thread) or thread.isFinished():
            _running.discard(thread)
    if not _running and _usual_switch_interval is not None:
        sys.setswitchinterval(_usual_switch_interval)
        _usual_switch_interval = None


def wait_for_all() -> None:
    """Let every running job finish (each takes about a second at most)."""
    for thread in list(_running):
        if shiboken6.isValid(thread):
            thread.wait()
    forget_finished()


def running() -> Set[QThread]:
    """The threads kept now (a read-only view, for tests)."""
    return frozenset(_running)


def _switch_often() -> None:
    global _usual_switch_interval
    if _usual_switch_interval is None:
        _usual_switch_interval = sys.getswitchinterval()
        sys.setswitchinterval(WORKER_SWITCH_INTERVAL)


def _hook_quit() -> None:
    """Once: cancel and wait for every job when the application quits."""
    global _quit_hooked
    app = QCoreApplication.instance()
    if _quit_hooked or app is None:
        return
    _quit_hooked = True
    app.aboutToQuit.connect(shutdown)


# A job still running when the interpreter exits would be destroyed while running (Qt
# aborts the process): wait for it first. Runs before Python tears its modules down.
atexit.register(shutdown)
