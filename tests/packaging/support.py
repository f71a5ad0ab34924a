"""Helpers for the packaging tests: Debian tools on demand, throwaway GPG keys, the
full builds that conftest.py makes once per test run."""

from __future__ import annotations

import importlib
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
BUILD_DEPS_FILE = PACKAGING / "debian-build-deps.txt"


def packaging_module(name: str) -> ModuleType:
    """Import one of packaging/*.py (they import each other by bare name)."""
    if str(PACKAGING) not in sys.path:
        sys.path.insert(0, str(PACKAGING))
    return importlib.import_module(name)


def build_deps() -> list[str]:
    lines = BUILD_DEPS_FILE.read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


def _installed(package: str) -> bool:
    result = subprocess.run(
        ["dpkg-query", "-W", "-f=${Status}", package], capture_output=True, text=True
    )
    return result.returncode == 0 and "install ok installed" in result.stdout


@cache
def _apt_update() -> None:
    subprocess.run(["apt-get", "update", "-qq"], check=True, capture_output=True)


def require_debian_packages(*packages: str) -> None:
    """Install missing Debian packages when root; otherwise skip, naming them."""
    if shutil.which("dpkg-query") is None:
        pytest.skip(f"needs the Debian packages {', '.join(packages)}; this is not Debian")
    missing = [package for package in packages if not _installed(package)]
    if not missing:
        return
    if os.geteuid() != 0:
        pytest.skip(
            "needs Debian packages that are not installed; as root: "
            f"apt-get install {' '.join(missing)}"
        )
    _apt_update()
    result = subprocess.run(
        ["apt-get", "install", "-y", "-qq", "--no-install-recommends", *missing],
        capture_output=True,
        text=True,
        env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"},
    )
    if result.returncode != 0:
        pytest.fail(f"apt-get install {' '.join(missing)} failed:\n{result.stderr}")


@dataclass(frozen=True)
class SigningKey:
    fingerprint: str
    secret_file: Path  # ASCII-armoured secret key, what PUZZLESUITE_SIGNING_KEY_FILE takes
    public_file: Path  # what a user verifies against


def make_key(folder: Path, name: str, usage: str = "cert,sign", passphrase: str = "") -> SigningKey:
    """A throwaway ed25519 key, made in its own GNUPGHOME."""
    home = folder / "gnupg"
    home.mkdir(mode=0o700, parents=True)
    env = {**os.environ, "GNUPGHOME": str(home)}
    uid = f"{name} <{name.lower().replace(' ', '-')}@puzzlesuite.invalid>"
    gpg = ["gpg", "--batch", "--quiet", "--passphrase", passphrase, "--pinentry-mode", "loopback"]
    try:
        subprocess.run(
            [*gpg, "--quick-gen-key", uid, "ed25519", usage, "never"],
            env=env,
            check=True,
            capture_output=True,
        )
        listing = subprocess.run(
            ["gpg", "--batch", "--with-colons", "--list-secret-keys"],
            env=env,
            check=True,
            capture_output=True,
            text=True,
        ).stdout
        fingerprint = next(
            line.split(":")[9] for line in listing.splitlines() if line.startswith("fpr:")
        )
        if "sign" not in usage:
            subprocess.run(
                [*gpg, "--quick-add-key", fingerprint, "ed25519", "sign", "never"],
                env=env,
                check=True,
                capture_output=True,
            )
        secret = folder / "secret.asc"
        public = folder / "public.asc"
        secret.write_bytes(
            subprocess.run(
                [*gpg, "--armor", "--export-secret-keys", fingerprint],
                env=env,
                check=True,
                capture_output=True,
            ).stdout
        )
        public.write_bytes(
            subprocess.run(
                ["gpg", "--batch", "--armor", "--export", fingerprint],
                env=env,
                check=True,
                capture_output=True,
            ).stdout
        )
    finally:
        subprocess.run(
            ["gpgconf", "--homedir", str(home), "--kill", "gpg-agent"], capture_output=True
        )
    return SigningKey(fingerprint, secret, public)


def signing_env(key: SigningKey | None) -> dict[str, str]:
    """The environment without any real signing configuration, plus *key* if given."""
    env = {
        name: value
        for name, value in os.environ.items()
        if not name.startswith("PUZZLESUITE_SIGNING_") and name != "GNUPGHOME"
    }
    if key is not None:
        env["PUZZLESUITE_SIGNING_KEY_FILE"] = str(key.secret_file)
    return env


def write_licences(bundle: Path) -> Path:
    """What build.sh does before the .deb: the bundle's licence inventory (licences.py)."""
    licences = packaging_module("licences")
    return licences.write(bundle, licences.take_inventory(bundle), licences.part_versions())  # type: ignore[no-any-return]


def run(command: list[str], **kwargs: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, capture_output=True, text=True, **kwargs)  # type: ignore[call-overload]


def flip_byte(path: Path, offset: int) -> None:
    data = bytearray(path.read_bytes())
    data[offset] ^= 0x01
    path.write_bytes(bytes(data))


def ar_member_offset(path: Path, prefix: str) -> int:
    """Offset of the first content byte of the ar member whose name starts with *prefix*."""
    data = path.read_bytes()
    position = 8
    while position + 60 <= len(data):
        header = data[position : position + 60]
        name = header[:16].decode().strip().rstrip("/")
        size = int(header[48:58])
        if name.startswith(prefix):
            return position + 60
        position += 60 + size + (size % 2)
    raise AssertionError(f"no {prefix}* member in {path}")


@dataclass(frozen=True)
class ArMember:
    name: str
    raw: bytes  # header, content and padding, exactly as in the archive


def ar_members(data: bytes) -> list[ArMember]:
    """The members of an ar archive (a .deb), each with its bytes as stored."""
    assert data[:8] == b"!<arch>\n", "not an ar archive"
    members = []
    position = 8
    while position + 60 <= len(data):
        header = data[position : position + 60]
        size = int(header[48:58])
        end = position + 60 + size + (size % 2)
        members.append(ArMember(header[:16].decode().strip().rstrip("/"), data[position:end]))
        position = end
    assert position == len(data), "trailing bytes after the last ar member"
    return members


def without_signatures(deb: bytes) -> bytes:
    """*deb* with its debsigs members (_gpgorigin, ...) taken out, every other byte kept."""
    kept = [member.raw for member in ar_members(deb) if not member.name.startswith("_gpg")]
    return b"!<arch>\n" + b"".join(kept)


# --- the full builds (conftest.py makes each once per test run) ------------------------

RELEASE_MAINTAINER = "Puzzle Suite Test <releases@example.org>"


@dataclass(frozen=True)
class BuildSettings:
    """How one run of build.sh differs from another; nothing here may change its output."""

    umask: str
    time_zone: str  # POSIX TZ strings: valid without tzdata
    hash_seed: str | None  # PYTHONHASHSEED in build.sh's environment; it must fix its own


class Build:
    """The output folder of one packaging/build.sh run."""

    def __init__(self, out: Path, log: str, user_cache: Path) -> None:
        self.out = out
        self.log = log
        self.user_cache = user_cache
        self.bundle = out / "dist" / "puzzlesuite"
        self.artifacts = out / "artifacts"
        self.deb = next(self.artifacts.glob("*.deb"))
        self.tarball = next(self.artifacts.glob("*.tar.gz"))


class Release(Build):
    """A signed build: also the key that signed it, another key, the exported public key."""

    def __init__(self, build: Build, key: SigningKey, other_key: SigningKey) -> None:
        super().__init__(build.out, build.log, build.user_cache)
        self.key = key
        self.other_key = other_key
        self.public_key = build.out / "puzzlesuite-release-key.asc"


def run_build(
    out: Path, user_cache: Path, settings: BuildSettings, key: SigningKey | None
) -> Build:
    """packaging/build.sh into *out*: signed with *key*, or --unsigned without one.

    Every build gets its own output folder, so its own PyInstaller cache and work files
    (build.sh keeps them under --out), and its own XDG cache folder, where PyInstaller's
    shared per-user cache would be: the build must not touch it.
    """
    require_debian_packages(*build_deps())
    env = {
        **signing_env(key),
        "PYTHON": sys.executable,
        # Unsigned builds name the same maintainer, so their .deb can equal a signed one.
        "PUZZLESUITE_MAINTAINER": RELEASE_MAINTAINER,
        "XDG_CACHE_HOME": str(user_cache),
        "TZ": settings.time_zone,
    }
    env.pop("PYTHONHASHSEED", None)
    if settings.hash_seed is not None:
        env["PYTHONHASHSEED"] = settings.hash_seed
    umask_then_build = f'umask {settings.umask} && exec "$0" "$@"'
    command = ["bash", "-c", umask_then_build, str(PACKAGING / "build.sh")]
    if key is None:
        command.append("--unsigned")
    result = run([*command, "--out", str(out)], env=env, cwd=ROOT)
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-4000:]
    return Build(out, result.stdout + result.stderr, user_cache)
