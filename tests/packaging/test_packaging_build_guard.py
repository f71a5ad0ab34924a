"""packaging/build.sh refuses a signed release that would name the placeholder maintainer.

These runs stop before anything is built, so they are quick.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.packaging.support import PACKAGING, ROOT, run, signing_env


def signed_build(
    tmp_path: Path, maintainer: str | None, python: str = sys.executable
) -> tuple[int, str]:
    env = {**signing_env(None), "PYTHON": python}
    env["PUZZLESUITE_SIGNING_KEY_FILE"] = str(tmp_path / "never-read.asc")
    env.pop("PUZZLESUITE_MAINTAINER", None)
    if maintainer is not None:
        env["PUZZLESUITE_MAINTAINER"] = maintainer
    result = run(
        [str(PACKAGING / "build.sh"), "--out", str(tmp_path / "out")], env=env, cwd=ROOT, timeout=60
    )
    return result.returncode, result.stderr


@pytest.mark.parametrize(
    "maintainer",
    [
        None,
        "",
        "Puzzle Suite developers <maintainers@puzzlesuite.invalid>",
        "releases@example.org",
        "Someone <not an address>",
    ],
)
def test_a_signed_release_needs_a_real_maintainer(tmp_path: Path, maintainer: str | None) -> None:
    code, stderr = signed_build(tmp_path, maintainer)
    assert code == 1
    assert "a signed release needs PUZZLESUITE_MAINTAINER" in stderr
    assert not (tmp_path / "out" / "dist").exists()  # refused before building anything


def test_a_real_maintainer_passes_the_check(tmp_path: Path) -> None:
    # An interpreter that fails at once stops the build at its next step.
    code, stderr = signed_build(tmp_path, "Ada Lovelace <ada@example.org>", python="/bin/false")
    assert code != 0
    assert "PUZZLESUITE_MAINTAINER" not in stderr
