"""tools/setup.sh waits for another package manager's lock instead of failing."""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

from tests.packaging.support import ROOT, run

LOCKED = "E: Could not get lock /var/lib/apt/lists/lock. It is held by process 4242 (apt-get)"


def checkout_with_fake_apt(tmp_path: Path, locked_calls: int, other_error: str = "") -> Path:
    """A copy of setup.sh run as 'root' with one missing package and a scripted apt-get.

    apt-get fails with the lock message for its first *locked_calls* calls (or with
    *other_error*), then succeeds; every call is logged. The virtualenv counts as made.
    """
    checkout = tmp_path / "checkout"
    (checkout / "tools").mkdir(parents=True)
    shutil.copy(ROOT / "tools" / "setup.sh", checkout / "tools" / "setup.sh")
    (checkout / "pyproject.toml").write_text("")
    venv_bin = checkout / ".venv" / "bin"
    venv_bin.mkdir(parents=True)
    (venv_bin / "python").write_text("#!/bin/sh\nexit 0\n")
    (venv_bin / "python").chmod(0o755)
    stamp = checkout / ".venv" / ".puzzlesuite-installed"
    stamp.touch()
    os.utime(stamp, (time.time() + 60, time.time() + 60))
    fake = tmp_path / "bin"
    fake.mkdir()
    scripts = {
        "dpkg-query": "exit 1",  # every wanted package is missing
        "id": 'if [ "$1" = -u ]; then echo 0; else exec /usr/bin/id "$@"; fi',
        "apt-get": f"""
echo "$*" >>"{tmp_path}/apt.log"
calls=$(wc -l <"{tmp_path}/apt.log")
if [ -n "{other_error}" ]; then echo "{other_error}" >&2; exit 100; fi
if [ "$calls" -le {locked_calls} ]; then echo "{LOCKED}" >&2; exit 100; fi
exit 0""",
    }
    for name, body in scripts.items():
        (fake / name).write_text(f"#!/bin/sh\n{body}\n")
        (fake / name).chmod(0o755)
    return checkout


def setup(tmp_path: Path, checkout: Path, wait: str) -> tuple[int, str, list[str], float]:
    env = {
        **os.environ,
        "PATH": f"{tmp_path / 'bin'}{os.pathsep}{os.environ['PATH']}",
        "PUZZLESUITE_APT_LOCK_WAIT": wait,
        "PUZZLESUITE_APT_LOCK_POLL": "0.2",
    }
    started = time.monotonic()
    result = run(["bash", str(checkout / "tools" / "setup.sh")], env=env, timeout=60)
    log = tmp_path / "apt.log"
    calls = log.read_text().splitlines() if log.exists() else []
    return result.returncode, result.stderr, calls, time.monotonic() - started


def test_setup_waits_while_another_apt_holds_the_lock(tmp_path: Path) -> None:
    checkout = checkout_with_fake_apt(tmp_path, locked_calls=2)
    code, stderr, calls, _ = setup(tmp_path, checkout, wait="30")
    assert code == 0, stderr
    assert "waiting up to 30 s" in stderr
    assert stderr.count("waiting up to") == 1  # said once, not on every retry
    assert [call.split()[-2:] for call in calls[:3]] == [["update", "-qq"]] * 3
    assert "install" in calls[3] and "DPkg::Lock::Timeout=30" in calls[3]


def test_setup_gives_up_after_the_bounded_wait(tmp_path: Path) -> None:
    checkout = checkout_with_fake_apt(tmp_path, locked_calls=1000)
    code, stderr, calls, elapsed = setup(tmp_path, checkout, wait="2")
    assert code != 0
    assert "Gave up after" in stderr and LOCKED in stderr
    assert len(calls) >= 2 and elapsed < 30
    assert not any("install" in call for call in calls)


def test_setup_does_not_wait_on_other_apt_errors(tmp_path: Path) -> None:
    checkout = checkout_with_fake_apt(
        tmp_path, locked_calls=0, other_error="E: The repository is not signed."
    )
    code, stderr, calls, _ = setup(tmp_path, checkout, wait="30")
    assert code != 0
    assert "not signed" in stderr and "waiting" not in stderr
    assert len(calls) == 1
