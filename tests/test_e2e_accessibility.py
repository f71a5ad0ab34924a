"""The screen-reader scenarios, run by the normal test command.

This runs tests/e2e/run.sh: the real app on Xvfb, read and driven over AT-SPI by
pyatspi from a second process (Debian's python3), the same channel Orca uses. One test
per scenario reports that scenario's result, with its step log when it fails. The
scenarios are the shared ones in tests/e2e/scenarios.py and each game's own
tests/games/<id>/e2e_<id>.py (Sudoku, Minesweeper: about 10 s each), in one run.

As root, the script installs the Debian packages it needs (xvfb, at-spi2-core,
python3-pyatspi, dbus, xdotool, the xcb libraries). Otherwise, when they are missing,
these tests are skipped and say which packages to install.
The Orca speech check (test_orca_speaks_the_session, about 40 s) runs here too, with a
time limit, How to play included; E2E_ORCA=0 turns it off, E2E_ORCA_HELP=0 leaves out the
How to play step.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.e2e

REPO = Path(__file__).resolve().parents[1]
RUN = REPO / "tests" / "e2e" / "run.sh"
ORCA_CHECK = REPO / "tests" / "e2e" / "orca_check.sh"
SCENARIOS = [
    "home",
    "blockpuzzle",
    "reversi",
    "reversi-end",
    "jogakbo",
    "sudoku",
    "minesweeper",
    "quick",
    "open",
    "open-ended",  # every game resumed finished: the result card within the open budget
    "korean",
    "statistics",  # tests/games/statistics/e2e_statistics.py
    "sudoku-entry",  # tests/games/sudoku/e2e_sudoku_entry.py
]
SKIP_CODE = 77  # run.sh: packages missing and not root
TIMEOUT_S = 900
ORCA_TIMEOUT_S = 240  # the board steps take about 40 s; a stalled Orca must not hang CI


def run_harness(command: list[str], out: Path, timeout: int = TIMEOUT_S) -> tuple[int, str, str]:
    """Run an e2e script in its own session (so a timeout can stop Xvfb and the app too)."""
    if shutil.which("dpkg-query") is None or shutil.which("bash") is None:
        pytest.skip("the end-to-end accessibility checks need a Debian system")
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY")}
    env["E2E_OUT"] = str(out)
    process = subprocess.Popen(
        command,
        cwd=REPO,
        env=env,
        text=True,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        start_new_session=True,
    )
    try:
        stdout, stderr = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)  # Xvfb, the bus and the app with it
        stdout, stderr = process.communicate()
        pytest.fail(f"{command[0]} did not finish in {timeout} s\n{stdout[-3000:]}")
    if process.returncode == SKIP_CODE:
        pytest.skip(stderr.strip().splitlines()[-1] if stderr.strip() else "missing packages")
    return process.returncode, stdout, stderr


@pytest.fixture(scope="module")
def e2e_results(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    out = tmp_path_factory.mktemp("e2e")
    code, stdout, stderr = run_harness([str(RUN), "scenarios"], out)
    results_file = out / "results.json"
    if not results_file.exists():
        pytest.fail(f"run.sh wrote no results (exit {code})\n{stdout[-3000:]}\n{stderr[-3000:]}")
    results: dict[str, Any] = json.loads(results_file.read_text(encoding="utf-8"))
    results["_log"] = stdout
    return results


def test_every_scenario_ran(e2e_results: dict[str, Any]) -> None:
    ran = [name for name in e2e_results if not name.startswith("_")]
    assert ran == SCENARIOS, f"scenarios that ran: {ran}"


@pytest.mark.parametrize("name", SCENARIOS)
def test_scenario(e2e_results: dict[str, Any], name: str) -> None:
    result = e2e_results.get(name)
    assert result is not None, f"scenario {name} did not run\n{e2e_results['_log'][-3000:]}"
    if result["status"] != "passed":
        steps = "\n".join(result["steps"][-20:])
        detail = f"{result['error']}\n--- last steps ---\n{steps}"
        if result.get("app_log"):
            detail += f"\n--- app log ---\n{result['app_log']}"
        if result.get("tree"):
            detail += f"\n(accessible tree at the failure: {result['tree']})"
        pytest.fail(detail, pytrace=False)


@pytest.mark.skipif(
    os.environ.get("E2E_ORCA") == "0",
    reason="E2E_ORCA=0: the Orca check is turned off",
)
def test_orca_speaks_the_session(tmp_path: Path) -> None:
    """Orca 43 reads a keyboard session: each cell, its state and each outcome, the jump
    and status keys, and the How to play page line by line (since the page sits after a
    list of games instead of in a QTabWidget, which stopped Orca 43: docs/ACCESSIBILITY.md)."""
    code, stdout, _stderr = run_harness([str(ORCA_CHECK)], tmp_path, timeout=ORCA_TIMEOUT_S)
    transcript = tmp_path / "orca-transcript.txt"
    heard = transcript.read_text(encoding="utf-8") if transcript.exists() else stdout
    missed = "\n".join(
        line for line in heard.splitlines() if "NOT HEARD" in line or "SAID TWICE" in line
    )
    assert code == 0, f"Orca did not say everything it should:\n{missed}\n\n{heard}"
