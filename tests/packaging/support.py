"""Helpers for the packaging tests: Debian tools on demand, throwaway GPG keys."""

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
