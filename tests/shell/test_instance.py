"""One Puzzle Suite per data folder; stale temporary files; command-line checks."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from puzzlesuite import cli
from puzzlesuite.services import store
from puzzlesuite.services.paths import Paths
from puzzlesuite.shell import app, context
from puzzlesuite.shell.instance import LOCK_NAME, LockState, SingleInstance

ROOT = Path(__file__).resolve().parents[2]


def launch(data_dir: Path, *extra: str) -> subprocess.Popen[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.Popen(
        [sys.executable, "-m", "puzzlesuite", "--data-dir", str(data_dir), *extra],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        env=env,
    )


def leftovers(data_dir: Path) -> list[Path]:
    """What a write killed half-way leaves, next to files that must stay."""
    paths = Paths.under(data_dir)
    made = []
    for folder, name in ((paths.config, "settings.json"), (paths.stats, "reversi.json")):
        folder.mkdir(parents=True, exist_ok=True)
        made.append(folder / f".{name}.4242.tmp")
        made[-1].write_text('{"schema": 1, "lang')
    (paths.config / ".keep-me").write_text("not ours to delete")
    return made


@pytest.fixture
def holder(qapp: Any, tmp_path: Path) -> Any:
    instance = SingleInstance(Paths.under(tmp_path))
    yield instance
    instance.release()


def test_a_second_launch_brings_the_running_window_forward(
    qtbot: Any, tmp_path: Path, holder: SingleInstance, main_window: Any
) -> None:
    assert holder.acquire() == LockState.HELD
    holder.show_requested.connect(lambda: app.bring_forward(main_window))
    main_window.showMinimized()
    assert main_window.windowState() & Qt.WindowState.WindowMinimized
    second = launch(tmp_path)
    with qtbot.waitSignal(holder.show_requested, timeout=30_000):
        pass  # Qt runs while waiting: the watcher sees the request
    # The second process exits by itself, without a window of its own.
    qtbot.waitUntil(lambda: second.poll() is not None, timeout=30_000)
    _out, err = second.communicate(timeout=10)
    assert second.returncode == 0, err
    assert "already running; its window was brought forward" in err
    assert not main_window.windowState() & Qt.WindowState.WindowMinimized
    assert not holder.request.exists()


def test_stale_temporaries_are_removed_only_by_the_lock_holder(
    tmp_path: Path, holder: SingleInstance
) -> None:
    made = leftovers(tmp_path)
    assert holder.acquire() == LockState.HELD
    # While another process holds the folder, a launch touches nothing and says why.
    smoke = launch(tmp_path, "--smoke")
    _out, err = smoke.communicate(timeout=60)
    assert smoke.returncode == 1 and err.strip().splitlines() == [
        "smoke: another Puzzle Suite is using this data folder"
    ]
    assert all(path.exists() for path in made)
    holder.release()
    smoke = launch(tmp_path, "--smoke")
    _out, err = smoke.communicate(timeout=60)
    assert smoke.returncode == 0, err
    assert not any(path.exists() for path in made)
    assert (Paths.under(tmp_path).config / ".keep-me").exists()
    assert not (Paths.under(tmp_path).data / LOCK_NAME).exists()  # released on exit


def test_the_lock_of_a_killed_process_is_taken_over(tmp_path: Path) -> None:
    running = launch(tmp_path)
    lock = Paths.under(tmp_path).data / LOCK_NAME
    deadline = time.monotonic() + 60
    while not lock.exists() and time.monotonic() < deadline:
        time.sleep(0.1)
    assert lock.exists()
    made = leftovers(tmp_path)
    running.send_signal(signal.SIGKILL)
    running.communicate(timeout=30)
    smoke = launch(tmp_path, "--smoke")
    _out, err = smoke.communicate(timeout=60)
    assert smoke.returncode == 0, err
    assert not any(path.exists() for path in made)


def test_lock_states_in_one_process(qapp: Any, tmp_path: Path) -> None:
    first, second = SingleInstance(Paths.under(tmp_path)), SingleInstance(Paths.under(tmp_path))
    try:
        assert first.acquire() == LockState.HELD
        assert second.acquire() == LockState.TAKEN
        assert second.remove_stale_temporaries() == []  # never without the lock
    finally:
        first.release()
    assert second.acquire() == LockState.HELD
    second.release()
    (tmp_path / "file").write_text("a file where the data folder should be")
    assert SingleInstance(Paths.under(tmp_path / "file")).acquire() == LockState.UNAVAILABLE


@pytest.mark.parametrize("value", ["", " "])
def test_an_empty_data_dir_is_a_usage_error(value: str, capsys: Any) -> None:
    with pytest.raises(SystemExit) as stop:
        cli.main(["--data-dir", value, "--version"])
    assert stop.value.code == 2
    assert "--data-dir: must name a folder" in capsys.readouterr().err


@pytest.mark.parametrize("in_the_way", ["data", "config", "data/saves", "data/stats"])
def test_a_file_where_a_folder_should_be_is_one_check_and_one_message(
    qapp: Any, tmp_path: Path, capsys: Any, in_the_way: str
) -> None:
    """--smoke and the notice give the same sentence, for every folder (chmod stops no
    root; a file in the way stops everyone)."""
    (tmp_path / in_the_way).parent.mkdir(parents=True, exist_ok=True)
    (tmp_path / in_the_way).write_text("not a folder")
    expected = (
        f"Puzzle Suite cannot save anything while the file {tmp_path / in_the_way} stands "
        "where its folder should be; move that file away and it will save at the next change."
    )
    assert app.run(tmp_path, None, smoke=True, qt_argv=[]) == 1
    assert capsys.readouterr().err.strip().splitlines() == [f"smoke: {expected}"]
    # The app itself starts, says the same once, and saves nothing until the file goes.
    problem = store.storage_problem(Paths.under(tmp_path).folders)
    assert problem is not None and context.describe_storage(problem) == expected
    assert (tmp_path / in_the_way).read_text() == "not a folder"


def test_smoke_fails_on_a_full_disk(
    qapp: Any, tmp_path: Path, capsys: Any, monkeypatch: Any
) -> None:
    paths = Paths.under(tmp_path)
    paths.saves.mkdir(parents=True)
    (paths.saves / "minesweeper.json").write_bytes(b"{}" + b" " * 200_000)
    sizes: list[int] = []
    real_fdopen = os.fdopen

    class FullDisk:
        def __init__(self, fd: int, mode: str) -> None:
            self.handle = real_fdopen(fd, mode)

        def __enter__(self) -> Any:
            return self

        def __exit__(self, *_exc: object) -> None:
            self.handle.close()

        def write(self, data: bytes) -> int:
            sizes.append(len(data))
            raise OSError(28, "No space left on device")

        def flush(self) -> None:
            pass

    monkeypatch.setattr(store.os, "fdopen", FullDisk)
    assert app.run(tmp_path, None, smoke=True, qt_argv=[]) == 1
    [line] = capsys.readouterr().err.strip().splitlines()
    assert line == (
        f"smoke: The disk that holds {paths.config} is full, so Puzzle Suite cannot save; it "
        "will try again at every change."
    )
    assert sizes == [200_002]  # the probe is as large as the largest file kept
    assert not [p for p in paths.config.iterdir()]  # and is gone


def plant_lock(data_dir: Path, content: bytes) -> Path:
    lock = Paths.under(data_dir).data / LOCK_NAME
    lock.parent.mkdir(parents=True, exist_ok=True)
    lock.write_bytes(content)
    return lock


ANOTHER_HOSTS_LOCK = b"4242\npuzzlesuite\nlibrary-pc\n0123456789abcdef\nboot\n"


@pytest.mark.parametrize("content", [b"", b"\x00\xff garbled", b"0\n\n\n"])
def test_an_unreadable_lock_of_no_one_is_taken_over(tmp_path: Path, content: bytes) -> None:
    plant_lock(tmp_path, content)
    smoke = launch(tmp_path, "--smoke")
    _out, err = smoke.communicate(timeout=60)
    assert smoke.returncode == 0, err
    data = Paths.under(tmp_path).data
    assert not (data / "show-window.request").exists()
    assert not (data / LOCK_NAME).exists()  # taken, then released on exit


def test_another_computers_lock_is_named_and_never_taken_silently(
    qapp: Any, tmp_path: Path, capsys: Any
) -> None:
    lock = plant_lock(tmp_path, ANOTHER_HOSTS_LOCK)
    assert app.run(tmp_path, None, smoke=True, qt_argv=[]) == 1
    assert capsys.readouterr().err.strip().splitlines() == [
        "smoke: Puzzle Suite on library-pc is using this data folder"
    ]
    assert lock.read_bytes() == ANOTHER_HOSTS_LOCK
    instance = SingleInstance(Paths.under(tmp_path))
    assert instance.acquire() == LockState.OTHER_HOST and instance.holder_host == "library-pc"
    assert lock.read_bytes() == ANOTHER_HOSTS_LOCK


def test_the_user_decides_about_another_computers_lock(
    qapp: Any, tmp_path: Path, monkeypatch: Any
) -> None:
    lock = plant_lock(tmp_path, ANOTHER_HOSTS_LOCK)
    asked: list[str] = []

    def answer(choice: bool) -> Any:
        return lambda host, _language: asked.append(host) or choice

    monkeypatch.setattr(app, "ask_to_take_over", answer(False))
    leave = SingleInstance(Paths.under(tmp_path))
    assert app.claim_data_folder(leave, smoke=False, language=None) == 0  # quit, untouched
    assert lock.read_bytes() == ANOTHER_HOSTS_LOCK and asked == ["library-pc"]

    monkeypatch.setattr(app, "ask_to_take_over", answer(True))
    take = SingleInstance(Paths.under(tmp_path))
    try:
        assert app.claim_data_folder(take, smoke=False, language=None) is None  # go on
        assert b"library-pc" not in lock.read_bytes()
        assert SingleInstance(Paths.under(tmp_path)).acquire() == LockState.TAKEN
    finally:
        take.release()


def test_the_take_over_question_names_the_computer_and_quits_by_default(
    qapp: Any, qtbot: Any
) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QMessageBox

    seen: dict[str, str] = {}

    def press_escape() -> None:
        box = qapp.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen["text"] = box.text()
        seen["default"] = box.defaultButton().text()
        qtbot.keyClick(box, Qt.Key.Key_Escape)

    QTimer.singleShot(100, press_escape)
    assert app.ask_to_take_over("library-pc", "en") is False
    assert seen == {
        "text": "Puzzle Suite on the computer library-pc is using this data folder.",
        "default": "&Quit",
    }


def launch_without_display(data_dir: Path, **display: str) -> subprocess.CompletedProcess[str]:
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    return subprocess.run(
        [sys.executable, "-m", "puzzlesuite", "--data-dir", str(data_dir), "--lang", "en"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**env, **display},
        timeout=60,
        check=False,
    )


def test_no_display_is_one_sentence_and_exit_1(tmp_path: Path) -> None:
    done = launch_without_display(tmp_path)
    assert done.returncode == 1
    assert done.stderr.strip().splitlines() == [
        "Puzzle Suite cannot open a window because no display is set."
    ]


def test_a_dead_display_is_one_sentence_and_exit_1(tmp_path: Path) -> None:
    done = launch_without_display(tmp_path, DISPLAY=":987")  # no X server there
    assert done.returncode == 1
    assert done.stderr.strip().splitlines() == [
        "Puzzle Suite cannot open a window because the display :987 does not answer."
    ]
    assert not (tmp_path / "data").exists()  # nothing was started


def test_a_smoke_check_needs_no_display(tmp_path: Path) -> None:
    assert cli.display_problem({"DISPLAY": ":987"}) != ""
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM",)}
    smoke = subprocess.run(
        [sys.executable, "-m", "puzzlesuite", "--data-dir", str(tmp_path), "--smoke"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**env, "DISPLAY": ":987"},
        timeout=60,
        check=False,
    )
    assert smoke.returncode == 0, smoke.stderr


def test_a_chosen_platform_or_a_live_wayland_socket_is_trusted(tmp_path: Path) -> None:
    assert cli.display_problem({"QT_QPA_PLATFORM": "offscreen"}) == ""
    (tmp_path / "wayland-0").touch()
    env = {"WAYLAND_DISPLAY": "wayland-0", "XDG_RUNTIME_DIR": str(tmp_path)}
    assert cli.display_problem(env) == ""
    assert cli.display_problem({"WAYLAND_DISPLAY": "wayland-9", "XDG_RUNTIME_DIR": "/x"}) != ""


@pytest.mark.skipif(shutil.which("Xvfb") is None, reason="needs Xvfb")
def test_a_live_x_display_answers() -> None:
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "320x240x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    try:
        number = os.read(read, 16).decode().strip()
        assert number
        assert cli.display_problem({"DISPLAY": f":{number}"}) == ""
    finally:
        os.close(read)
        server.terminate()
        server.wait(timeout=10)
