"""Two unsigned builds of the same commit give byte-identical .tar.gz and .deb.

Slow: two full builds (several minutes on a busy machine). packaging/README.md,
"Reproducible", lists what makes it hold.
"""

from __future__ import annotations

import gzip
import hashlib
import io
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from tests.packaging.support import (
    PACKAGING,
    ROOT,
    build_deps,
    require_debian_packages,
    run,
    signing_env,
)

pytestmark = pytest.mark.slow


def build(out: Path) -> Path:
    env = {**signing_env(None), "PYTHON": sys.executable}
    env.pop("PYTHONHASHSEED", None)  # build.sh must fix the seed itself
    result = run([str(PACKAGING / "build.sh"), "--unsigned", "--out", str(out)], env=env, cwd=ROOT)
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-4000:]
    return out / "artifacts"


def tar_digests(data: bytes) -> dict[str, tuple[str, str]]:
    """member -> (header facts, content digest): to name what differs when bytes do."""
    digests = {}
    with tarfile.open(fileobj=io.BytesIO(data)) as archive:
        for member in archive:
            handle = archive.extractfile(member) if member.isfile() else None
            content = hashlib.sha256(handle.read()).hexdigest() if handle else member.linkname
            header = f"{member.mode:o} {member.uid}:{member.gid} {member.mtime}"
            digests[member.name] = (header, content)
    return digests


def deb_data(deb: Path) -> bytes:
    return subprocess.run(
        ["dpkg-deb", "--fsys-tarfile", str(deb)], capture_output=True, check=True
    ).stdout


def differences(first: bytes, second: bytes) -> list[str]:
    a, b = tar_digests(first), tar_digests(second)
    return sorted(name for name in a.keys() | b.keys() if a.get(name) != b.get(name))[:20]


@pytest.fixture(scope="module")
def two_builds(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    require_debian_packages(*build_deps())
    return build(tmp_path_factory.mktemp("first")), build(tmp_path_factory.mktemp("second"))


def test_the_tarball_is_byte_identical(two_builds: tuple[Path, Path]) -> None:
    first, second = (next(folder.glob("*.tar.gz")) for folder in two_builds)
    if first.read_bytes() != second.read_bytes():
        diff = differences(
            gzip.decompress(first.read_bytes()), gzip.decompress(second.read_bytes())
        )
        pytest.fail(f"the .tar.gz differs; members: {diff}")


def test_the_deb_is_byte_identical(two_builds: tuple[Path, Path]) -> None:
    first, second = (next(folder.glob("*.deb")) for folder in two_builds)
    if first.read_bytes() != second.read_bytes():
        diff = differences(deb_data(first), deb_data(second))
        pytest.fail(f"the .deb differs; data members: {diff}")


def test_every_entry_carries_the_commit_time(two_builds: tuple[Path, Path]) -> None:
    commit_time = int(run(["git", "-C", str(ROOT), "log", "-1", "--format=%ct"]).stdout)
    artifacts = two_builds[0]
    tarball = next(artifacts.glob("*.tar.gz")).read_bytes()
    for data in (gzip.decompress(tarball), deb_data(next(artifacts.glob("*.deb")))):
        with tarfile.open(fileobj=io.BytesIO(data)) as archive:
            members = archive.getmembers()
            assert {member.mtime for member in members} == {commit_time}
            assert {(member.uid, member.gid) for member in members} == {(0, 0)}
