"""The worker registry: keeps a running QThread, waits for it, switches often meanwhile."""

from __future__ import annotations

import sys
import threading

from PySide6.QtCore import QThread

from puzzlesuite.ui import threads


class GatedThread(QThread):
    """Runs until the test opens its gate, noting the switch interval it ran under."""

    def __init__(self) -> None:
        super().__init__()
        self.gate = threading.Event()
        self.interval_inside: float | None = None

    def run(self) -> None:
        self.interval_inside = sys.getswitchinterval()
        self.gate.wait(5)


def test_a_running_worker_is_kept_until_finished_and_the_interval_restored(qapp) -> None:
    usual = sys.getswitchinterval()
    thread = GatedThread()
    threads.start(thread)
    try:
        assert thread.isRunning()
        assert thread in threads.running()
        assert sys.getswitchinterval() < usual
        threads.forget_finished()
        assert thread in threads.running(), "a running worker must not be released"
    finally:
        thread.gate.set()
        threads.wait_for_all()
    assert thread.isFinished()
    assert thread.interval_inside is not None and thread.interval_inside < usual
    assert not threads.running()
    assert sys.getswitchinterval() == usual


def test_the_interval_stays_short_while_any_worker_runs(qapp) -> None:
    usual = sys.getswitchinterval()
    first, second = GatedThread(), GatedThread()
    threads.start(first)
    threads.start(second)
    try:
        first.gate.set()
        first.wait()
        threads.forget_finished()
        assert threads.running() == {second}
        assert sys.getswitchinterval() < usual
    finally:
        second.gate.set()
        threads.wait_for_all()
    assert sys.getswitchinterval() == usual
