"""The Authenticode step, exercised from Linux with osslsigncode and a throwaway
certificate on a real Windows executable (a launcher that pip/setuptools ship)."""

from __future__ import annotations

import importlib.util
import os
import shutil
from pathlib import Path

import pytest

from tests.packaging.support import PACKAGING, flip_byte, require_debian_packages, run

SIGN = str(PACKAGING / "windows" / "sign-authenticode.sh")


def windows_executable() -> Path:
    """A small genuine PE file from a package already installed with the test tools."""
    for package in ("setuptools", "pip._vendor.distlib"):
        spec = importlib.util.find_spec(package)
        if spec is None or not spec.submodule_search_locations:
            continue
        for folder in spec.submodule_search_locations:
            for candidate in sorted(Path(folder).glob("*64*.exe")):
                data = candidate.read_bytes()
                pe_offset = int.from_bytes(data[0x3C:0x40], "little")
                if data[:2] == b"MZ" and data[pe_offset : pe_offset + 4] == b"PE\0\0":
                    return candidate
    pytest.skip("no Windows executable found in setuptools or pip to sign")


def make_certificate(folder: Path, name: str) -> dict[str, Path]:
    """Self-signed code-signing certificate + key, and the same as a password-protected PFX."""
    folder.mkdir()
    key, cert, pfx = folder / "key.pem", folder / "cert.pem", folder / "cert.pfx"
    result = run(
        [
            "openssl",
            "req",
            "-x509",
            "-newkey",
            "rsa:2048",
            "-nodes",
            "-days",
            "2",
            "-keyout",
            str(key),
            "-out",
            str(cert),
            "-subj",
            f"/CN={name}",
            "-addext",
            "extendedKeyUsage=codeSigning",
            "-addext",
            "keyUsage=critical,digitalSignature",
        ]
    )
    assert result.returncode == 0, result.stderr
    result = run(
        [
            "openssl",
            "pkcs12",
            "-export",
            "-inkey",
            str(key),
            "-in",
            str(cert),
            "-out",
            str(pfx),
            "-passout",
            "pass:throwaway",
        ]
    )
    assert result.returncode == 0, result.stderr
    return {"key": key, "cert": cert, "pfx": pfx}


@pytest.fixture
def exe(tmp_path: Path) -> Path:
    require_debian_packages("osslsigncode", "openssl")
    copy = tmp_path / "puzzlesuite.exe"
    shutil.copyfile(windows_executable(), copy)
    return copy


def verify(exe: Path, ca: Path) -> int:
    return run(["osslsigncode", "verify", "-CAfile", str(ca), "-in", str(exe)]).returncode


def clean_env(**variables: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("AUTHENTICODE_")}
    env.update(variables)
    return env


def test_unsigned_executable_does_not_verify(exe: Path, tmp_path: Path) -> None:
    certificate = make_certificate(tmp_path / "cert", "Puzzle Suite Test Signing")
    assert verify(exe, certificate["cert"]) != 0


def test_pfx_signing_produces_a_signature_that_verifies(exe: Path, tmp_path: Path) -> None:
    certificate = make_certificate(tmp_path / "cert", "Puzzle Suite Test Signing")
    original_size = exe.stat().st_size
    result = run(
        [SIGN, str(exe)],
        env=clean_env(
            AUTHENTICODE_PFX=str(certificate["pfx"]),
            AUTHENTICODE_PFX_PASSWORD="throwaway",
            AUTHENTICODE_CAFILE=str(certificate["cert"]),
        ),
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert exe.stat().st_size > original_size  # the signature block is embedded
    assert verify(exe, certificate["cert"]) == 0
    shown = run(["osslsigncode", "verify", "-CAfile", str(certificate["cert"]), "-in", str(exe)])
    assert "Puzzle Suite" in shown.stdout  # the description UAC shows


def test_signed_executable_with_one_changed_byte_fails(exe: Path, tmp_path: Path) -> None:
    certificate = make_certificate(tmp_path / "cert", "Puzzle Suite Test Signing")
    result = run(
        [SIGN, str(exe)],
        env=clean_env(
            AUTHENTICODE_CERT=str(certificate["cert"]),
            AUTHENTICODE_KEY=str(certificate["key"]),
            AUTHENTICODE_CAFILE=str(certificate["cert"]),
        ),
    )
    assert result.returncode == 0, result.stdout + result.stderr
    flip_byte(exe, 0x400)  # inside the code, covered by the Authenticode digest
    assert verify(exe, certificate["cert"]) != 0


def test_signature_from_an_untrusted_certificate_fails(exe: Path, tmp_path: Path) -> None:
    ours = make_certificate(tmp_path / "ours", "Puzzle Suite Test Signing")
    stranger = make_certificate(tmp_path / "stranger", "Someone Else")
    result = run(
        [SIGN, str(exe)],
        env=clean_env(
            AUTHENTICODE_PFX=str(stranger["pfx"]),
            AUTHENTICODE_PFX_PASSWORD="throwaway",
            AUTHENTICODE_CAFILE=str(stranger["cert"]),
        ),
    )
    assert result.returncode == 0, result.stderr
    assert verify(exe, ours["cert"]) != 0


def test_signing_without_a_certificate_refuses(exe: Path) -> None:
    before = exe.read_bytes()
    result = run([SIGN, str(exe)], env=clean_env())
    assert result.returncode != 0
    assert "no signing certificate" in result.stderr
    assert exe.read_bytes() == before


def test_a_bundle_folder_gets_every_exe_dll_and_pyd_signed(exe: Path, tmp_path: Path) -> None:
    certificate = make_certificate(tmp_path / "cert", "Puzzle Suite Test Signing")
    bundle = tmp_path / "dist" / "puzzlesuite"
    internal = bundle / "_internal" / "PySide6"
    internal.mkdir(parents=True)
    pe_files = [
        bundle / "puzzlesuite.exe",
        bundle / "_internal" / "python311.dll",
        internal / "QtCore.pyd",
        internal / "Qt6Core.DLL",  # Windows names are case-insensitive
    ]
    for target in pe_files:
        shutil.copyfile(exe, target)
    data_file = bundle / "_internal" / "base_library.zip"
    data_file.write_bytes(b"PK\x05\x06" + bytes(18))
    result = run(
        [SIGN, str(bundle)],
        env=clean_env(
            AUTHENTICODE_PFX=str(certificate["pfx"]),
            AUTHENTICODE_PFX_PASSWORD="throwaway",
            AUTHENTICODE_CAFILE=str(certificate["cert"]),
        ),
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "signed 4 file(s)" in result.stdout
    for target in pe_files:
        assert verify(target, certificate["cert"]) == 0, target
    assert data_file.read_bytes() == b"PK\x05\x06" + bytes(18)


def osslsigncode_spy(tmp_path: Path) -> tuple[dict[str, str], Path]:
    """PATH with an osslsigncode that records its arguments, then runs the real one."""
    real = shutil.which("osslsigncode")
    assert real is not None
    spy_dir = tmp_path / "spy"
    spy_dir.mkdir()
    log = tmp_path / "arguments.log"
    spy = spy_dir / "osslsigncode"
    spy.write_text(f'#!/bin/sh\nprintf "%s\\n" "$*" >>"{log}"\nexec "{real}" "$@"\n')
    spy.chmod(0o755)
    return {"PATH": f"{spy_dir}{os.pathsep}{os.environ['PATH']}"}, log


@pytest.mark.parametrize("through", ["environment", "file"])
def test_the_password_never_appears_on_a_command_line(
    exe: Path, tmp_path: Path, through: str
) -> None:
    certificate = make_certificate(tmp_path / "cert", "Puzzle Suite Test Signing")
    path_env, log = osslsigncode_spy(tmp_path)
    password = {"AUTHENTICODE_PFX_PASSWORD": "throwaway"}
    if through == "file":
        secret = tmp_path / "password"
        secret.write_text("throwaway")
        password = {"AUTHENTICODE_PFX_PASSWORD_FILE": str(secret)}
    result = run(
        [SIGN, str(exe)],
        env=clean_env(
            **path_env,
            **password,
            AUTHENTICODE_PFX=str(certificate["pfx"]),
            AUTHENTICODE_CAFILE=str(certificate["cert"]),
        ),
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert verify(exe, certificate["cert"]) == 0
    arguments = log.read_text()
    assert "-readpass" in arguments  # the spy really saw the signing call
    assert "throwaway" not in arguments and "-pass " not in arguments


def test_a_wrong_password_fails_without_touching_the_file(exe: Path, tmp_path: Path) -> None:
    certificate = make_certificate(tmp_path / "cert", "Puzzle Suite Test Signing")
    before = exe.read_bytes()
    result = run(
        [SIGN, str(exe)],
        env=clean_env(
            AUTHENTICODE_PFX=str(certificate["pfx"]),
            AUTHENTICODE_PFX_PASSWORD="not the password",
            AUTHENTICODE_CAFILE=str(certificate["cert"]),
        ),
    )
    assert result.returncode != 0
    assert "could not sign" in result.stderr
    assert exe.read_bytes() == before
