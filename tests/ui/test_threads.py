"""The background-job helper (`ui.threads`): a pure function off the GUI thread, its
result or exception back on the GUI thread, cancel makes a late result stale, a deleted
owner gets nothing, every job ends before the process does, the switch interval is short
while any job runs, and the PySide6 workaround is in one place."""

from __future__ import annotations

import ast
import subprocess
import sys
import textwrap
import threading
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QObject, Signal

from puzzlesuite.ui import threads

PACKAGE = Path(__file__).resolve().parents[2] / "puzzlesuite"


@pytest.fixture(autouse=True)
def _no_job_left_behind() -> Any:
    yield
    threads.wait_for_all()


def gated() -> tuple[threading.Event, list[float], Any]:
    """A job that runs until the test opens its gate, noting the switch interval."""
    gate = threading.Event()
    inside: list[float] = []

    def work() -> str:
        inside.append(sys.getswitchinterval())
        gate.wait(5)
        return "done"

    return gate, inside, work


# ---- result, exception, cancel ------------------------------------------------------------


def test_the_result_comes_back_on_the_gui_thread(qtbot: Any) -> None:
    got: list[tuple[int, bool]] = []
    job = threads.run_job(
        lambda: sum(range(1000)),
        lambda value: got.append((value, threading.current_thread() is threading.main_thread())),
    )
    assert job.pending
    qtbot.waitUntil(lambda: bool(got), timeout=5000)
    assert got == [(499500, True)]
    assert not job.pending
    assert not threads.running(), "a delivered job's thread is released"


def test_the_work_runs_off_the_gui_thread(qtbot: Any) -> None:
    where: list[bool] = []
    threads.run_job(lambda: threading.current_thread() is threading.main_thread(), where.append)
    qtbot.waitUntil(lambda: bool(where), timeout=5000)
    assert where == [False]


def test_an_exception_comes_back_to_failed_on_the_gui_thread(qtbot: Any) -> None:
    def broken() -> int:
        raise OSError("disk on fire")

    done: list[int] = []
    failed: list[tuple[BaseException, bool]] = []
    threads.run_job(
        broken,
        done.append,
        lambda error: failed.append((error, threading.current_thread() is threading.main_thread())),
    )
    qtbot.waitUntil(lambda: bool(failed), timeout=5000)
    ((error, on_gui),) = failed
    assert isinstance(error, OSError) and str(error) == "disk on fire" and on_gui
    assert error.__traceback__ is not None  # where it happened, for the error report
    assert not done


def test_an_exception_without_a_handler_goes_to_the_excepthook(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    hooked: list[type[BaseException]] = []
    monkeypatch.setattr(sys, "excepthook", lambda kind, error, tb: hooked.append(kind))

    def broken() -> int:
        raise ValueError("a bug")

    threads.run_job(broken, lambda value: None)
    qtbot.waitUntil(lambda: bool(hooked), timeout=5000)
    assert hooked == [ValueError]


def test_cancel_makes_a_late_result_stale(qtbot: Any) -> None:
    gate, _inside, work = gated()
    got: list[str] = []
    job = threads.run_job(work, got.append)
    job.cancel()
    assert job.cancelled and not job.pending
    gate.set()
    threads.wait_for_all()
    qtbot.wait(50)  # the finished signal is delivered, and dropped
    assert got == []


def test_a_deleted_owner_gets_nothing(qtbot: Any) -> None:
    gate, _inside, work = gated()
    got: list[str] = []
    owner = QObject()
    threads.run_job(work, got.append, owner=owner)
    owner.deleteLater()
    qtbot.waitUntil(lambda: not _alive(owner), timeout=2000)
    gate.set()
    threads.wait_for_all()
    qtbot.wait(50)
    assert got == []


def _alive(obj: QObject) -> bool:
    import shiboken6

    return shiboken6.isValid(obj)


def test_a_job_is_kept_while_it_runs_though_nobody_holds_it(qtbot: Any) -> None:
    gate, _inside, work = gated()
    got: list[str] = []
    threads.run_job(work, got.append)  # the Job object is not kept by the caller
    threads.forget_finished()
    assert len(threads.running()) == 1 and next(iter(threads.running())).isRunning()
    gate.set()
    qtbot.waitUntil(lambda: got == ["done"], timeout=5000)


# ---- the switch interval ----------------------------------------------------------------


def test_a_running_job_is_kept_until_finished_and_the_interval_restored(qtbot: Any) -> None:
    usual = sys.getswitchinterval()
    gate, inside, work = gated()
    got: list[str] = []
    threads.run_job(work, got.append)
    try:
        (thread,) = threads.running()
        assert sys.getswitchinterval() < usual
        threads.forget_finished()
        assert thread in threads.running(), "a running job must not be released"
    finally:
        gate.set()
        threads.wait_for_all()
    assert inside and inside[0] < usual
    assert not threads.running()
    assert sys.getswitchinterval() == usual
    qtbot.waitUntil(lambda: got == ["done"], timeout=5000)


def test_the_interval_stays_short_while_any_job_runs(qtbot: Any) -> None:
    usual = sys.getswitchinterval()
    first_gate, _a, first = gated()
    second_gate, _b, second = gated()
    threads.run_job(first, lambda value: None)
    threads.run_job(second, lambda value: None)
    try:
        first_gate.set()
        qtbot.waitUntil(lambda: len(threads.running()) == 1 or _finished_count() == 1)
        threads.forget_finished()
        assert len(threads.running()) == 1
        assert sys.getswitchinterval() < usual
    finally:
        second_gate.set()
        threads.wait_for_all()
    assert sys.getswitchinterval() == usual


def _finished_count() -> int:
    return sum(1 for thread in threads.running() if thread.isFinished())


def test_shutdown_cancels_every_job_and_waits(qtbot: Any) -> None:
    gate, _inside, work = gated()
    got: list[str] = []
    job = threads.run_job(work, got.append)
    threading.Timer(0.05, gate.set).start()
    threads.shutdown()  # what quitting does
    assert job.cancelled and not threads.running()
    qtbot.wait(50)
    assert got == []


# ---- safe at exit, and the PySide6 workaround pinned ----------------------------------------

EXIT_SCRIPT = textwrap.dedent(
    """
    import sys, time
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    from puzzlesuite.ui import threads

    app = QApplication(sys.argv)
    got = []

    def slow():
        time.sleep(0.4)
        return "late"

    def fail():
        raise KeyError("expected")

    def many(n=[0]):
        # Many short jobs, their results read on Qt's own finished signal: the pattern
        # that, done with a custom signal from run() or sender(), aborted at exit.
        n[0] += 1
        threads.run_job(lambda: sum(range(5000)), got.append)
        threads.run_job(fail, got.append, lambda error: got.append(type(error).__name__))
        QTimer.singleShot(1, many if n[0] < 100 else all_back)

    def all_back():
        if len(got) < 200:
            QTimer.singleShot(10, all_back)
            return
        threads.run_job(slow, got.append)  # still running when the app quits
        QTimer.singleShot(20, app.quit)

    QTimer.singleShot(0, many)
    app.exec()
    print(sorted(set(map(str, got))), len(got), flush=True)
    if sys.argv[1] == "leave":
        threads.run_job(slow, got.append)  # running when the interpreter exits
    """
)


@pytest.mark.parametrize("ending", ["quit", "leave"])
def test_the_process_exits_cleanly_with_jobs_under_way(tmp_path: Path, ending: str) -> None:
    script = tmp_path / "jobs_at_exit.py"
    script.write_text(EXIT_SCRIPT)
    env = {"QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(PACKAGE.parent)}
    done = subprocess.run(
        [sys.executable, str(script), ending],
        capture_output=True,
        text=True,
        timeout=120,
        env={**_base_env(), **env},
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert "none_dealloc" not in done.stderr and "Destroyed while" not in done.stderr
    # Every short job delivered (its sum or its KeyError); the slow one, still running
    # at quit, was cancelled: "late" never arrived.
    assert done.stdout.strip() == "['12497500', 'KeyError'] 200"


def _base_env() -> dict[str, str]:
    import os

    return {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}


def test_the_job_thread_defines_no_signal_of_its_own() -> None:
    """The workaround: values stay on the thread and are read on Qt's own `finished`."""
    own = [name for name, value in vars(threads._JobThread).items() if isinstance(value, Signal)]
    assert own == []
    assert "sender" not in Path(threads.__file__).read_text().replace("``sender()``", "")


def test_no_qthread_subclass_outside_the_job_helper() -> None:
    """One helper: every background job of every game goes through `run_job`."""
    found = []
    for path in PACKAGE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                bases = {ast.unparse(base) for base in node.bases}
                if bases & {"QThread", "QtCore.QThread"}:
                    found.append(f"{path.relative_to(PACKAGE)}:{node.name}")
    assert found == ["ui/threads.py:_JobThread"]
