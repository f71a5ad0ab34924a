"""./play.sh installs what playing needs; ./test.sh adds the test, lint and build tools."""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

from tests.packaging.support import ROOT, run


def checkout_with_logging_python(tmp_path: Path) -> tuple[Path, Path]:
    """A copy of setup.sh, pyproject.toml and setup.py whose .venv python logs pip calls.

    Not root (so no apt), every Debian package counted as installed.
    """
    checkout = tmp_path / "checkout"
    (checkout / "tools").mkdir(parents=True)
    shutil.copy(ROOT / "tools" / "setup.sh", checkout / "tools" / "setup.sh")
    for name in ("pyproject.toml", "setup.py"):
        shutil.copy(ROOT / name, checkout / name)
    log = tmp_path / "pip.log"
    venv_bin = checkout / ".venv" / "bin"
    venv_bin.mkdir(parents=True)
    (venv_bin / "python").write_text(
        "#!/bin/sh\n"
        f'if [ "$1" = -m ]; then echo "$*" >>"{log}"; exit 0; fi\n'
        f'exec "{sys.executable}" "$@"\n'
    )
    (venv_bin / "python").chmod(0o755)
    fake = tmp_path / "bin"
    fake.mkdir()
    for name, body in {
        "dpkg-query": "echo 'install ok installed'",
        "id": 'if [ "$1" = -u ]; then echo 1000; else exec /usr/bin/id "$@"; fi',
    }.items():
        (fake / name).write_text(f"#!/bin/sh\n{body}\n")
        (fake / name).chmod(0o755)
    return checkout, log


def setup(tmp_path: Path, checkout: Path, *args: str) -> tuple[int, str]:
    env = {**os.environ, "PATH": f"{tmp_path / 'bin'}{os.pathsep}{os.environ['PATH']}"}
    result = run(["bash", str(checkout / "tools" / "setup.sh"), *args], env=env, timeout=60)
    return result.returncode, result.stdout + result.stderr


def test_playing_installs_only_the_apps_own_dependencies(tmp_path: Path) -> None:
    checkout, log = checkout_with_logging_python(tmp_path)
    code, output = setup(tmp_path, checkout, "--gui")
    assert code == 0, output
    assert log.read_text().splitlines() == ["-m pip install -q --disable-pip-version-check -e."]
    # One readable line says what is installed, named from pyproject.toml.
    assert output.strip().splitlines() == [
        "Installing Puzzle Suite and what it needs to run "
        "(PySide6-Essentials, platformdirs, Babel) into .venv/"
    ]


def test_testing_adds_the_tools_once(tmp_path: Path) -> None:
    checkout, log = checkout_with_logging_python(tmp_path)
    assert setup(tmp_path, checkout, "--gui")[0] == 0
    code, output = setup(tmp_path, checkout, "--dev")
    assert code == 0, output
    calls = log.read_text().splitlines()
    assert calls[-1] == "-m pip install -q --disable-pip-version-check -e.[test,dev,packaging]"
    assert "pytest" in output and "mypy" in output and "pyinstaller" in output
    before = len(calls)
    code, output = setup(tmp_path, checkout, "--dev")
    assert code == 0 and output == ""  # a second run has nothing to do, and says nothing
    assert len(log.read_text().splitlines()) == before


def test_an_unknown_option_is_refused(tmp_path: Path) -> None:
    checkout, _ = checkout_with_logging_python(tmp_path)
    code, output = setup(tmp_path, checkout, "--everything")
    assert code == 2 and "unknown argument --everything" in output


def test_the_readme_commands_run_their_own_setup() -> None:
    """CI runs ./test.sh on a fresh machine: each command sets up what it needs."""
    assert "tools/setup.sh --gui" in (ROOT / "play.sh").read_text()
    assert "tools/setup.sh --dev" in (ROOT / "test.sh").read_text()
