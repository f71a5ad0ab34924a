"""The full packaging builds, each made once per test run (about a minute each).

`release` is the signed release that test_packaging_build.py checks the way a user meets
it; test_packaging_reproducible.py compares it with `second_build`, an independent
unsigned build of the same commit made in another folder, under another umask, time
zone and hash seed. So a run that needs both makes two builds, not three.
"""

from __future__ import annotations

import pytest

from tests.packaging.support import Build, BuildSettings, Release, make_key, run_build

# A strict umask, as on a hardened build machine: nothing may depend on it.
RELEASE_SETTINGS = BuildSettings(umask="027", time_zone="UTC0", hash_seed=None)
# Everything that may not matter, changed: umask, a zone a day away from UTC at times,
# and a hash seed build.sh must override with its own.
SECOND_SETTINGS = BuildSettings(umask="022", time_zone="NZST-12NZDT", hash_seed="4242")


@pytest.fixture(scope="session")
def release(tmp_path_factory: pytest.TempPathFactory) -> Release:
    """packaging/build.sh, signed with a throwaway key."""
    key = make_key(tmp_path_factory.mktemp("release-key"), "Puzzle Suite Test")
    other = make_key(tmp_path_factory.mktemp("other-key"), "Someone Else")
    build = run_build(
        tmp_path_factory.mktemp("release"),
        tmp_path_factory.mktemp("release-user-cache"),
        RELEASE_SETTINGS,
        key,
    )
    return Release(build, key, other)


@pytest.fixture(scope="session")
def second_build(tmp_path_factory: pytest.TempPathFactory) -> Build:
    """packaging/build.sh --unsigned, in every other way as different as it may be."""
    return run_build(
        tmp_path_factory.mktemp("second-build"),
        tmp_path_factory.mktemp("second-user-cache"),
        SECOND_SETTINGS,
        None,
    )
