"""Two builds of the same commit give byte-identical .tar.gz and .deb (but for the
.deb's signature).

The two builds are conftest.py's: the signed `release` that test_packaging_build.py
checks and an independent unsigned `second_build`, made in another folder under another
umask, time zone and PYTHONHASHSEED. The signed .deb carries one more ar member, the
debsigs `_gpgorigin`; without it, it must equal the unsigned .deb byte for byte.
Slow: two full builds (several minutes on a busy machine), shared with
test_packaging_build.py. packaging/README.md, "Reproducible", lists what makes it hold.
"""

from __future__ import annotations

import gzip
import hashlib
import io
import subprocess
import tarfile
from pathlib import Path

import pytest

from tests.packaging.support import ROOT, Build, Release, ar_members, run, without_signatures

pytestmark = pytest.mark.slow


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


def test_the_tarball_is_byte_identical(release: Release, second_build: Build) -> None:
    first, second = release.tarball, second_build.tarball
    if first.read_bytes() != second.read_bytes():
        diff = differences(
            gzip.decompress(first.read_bytes()), gzip.decompress(second.read_bytes())
        )
        pytest.fail(f"the .tar.gz differs; members: {diff}")


def test_signing_adds_only_the_origin_signature_to_the_deb(
    release: Release, second_build: Build
) -> None:
    signed = [member.name for member in ar_members(release.deb.read_bytes())]
    unsigned = [member.name for member in ar_members(second_build.deb.read_bytes())]
    assert not [name for name in unsigned if name.startswith("_gpg")]
    assert signed == [*unsigned, "_gpgorigin"]


def test_the_deb_is_byte_identical(release: Release, second_build: Build) -> None:
    first = without_signatures(release.deb.read_bytes())
    second = second_build.deb.read_bytes()
    if first != second:
        diff = differences(deb_data(release.deb), deb_data(second_build.deb))
        pytest.fail(f"the .deb differs; data members: {diff}")


def test_every_entry_carries_the_commit_time(release: Release) -> None:
    # One build suffices: the tests above hold the other to the same bytes.
    commit_time = int(run(["git", "-C", str(ROOT), "log", "-1", "--format=%ct"]).stdout)
    tarball = release.tarball.read_bytes()
    for data in (gzip.decompress(tarball), deb_data(release.deb)):
        with tarfile.open(fileobj=io.BytesIO(data)) as archive:
            members = archive.getmembers()
            assert {member.mtime for member in members} == {commit_time}
            assert {(member.uid, member.gid) for member in members} == {(0, 0)}
