"""sign.sh and verify.sh on small artifacts: good signatures pass, any change fails.

The release build runs the same scripts on the real bundle (test_packaging_build.py);
here a tiny .deb keeps every tampering case fast.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.packaging.support import (
    PACKAGING,
    SigningKey,
    ar_member_offset,
    flip_byte,
    make_key,
    require_debian_packages,
    run,
    signing_env,
)

SIGN = str(PACKAGING / "sign.sh")
VERIFY = str(PACKAGING / "verify.sh")
TOOLS = ("gpg", "gpg-agent", "gpgv", "debsigs", "debsig-verify", "binutils")


@pytest.fixture(scope="module")
def keys(tmp_path_factory: pytest.TempPathFactory) -> dict[str, SigningKey]:
    require_debian_packages(*TOOLS)
    return {
        "release": make_key(tmp_path_factory.mktemp("release-key"), "Puzzle Suite Test"),
        "other": make_key(tmp_path_factory.mktemp("other-key"), "Someone Else"),
    }


def tiny_deb(folder: Path) -> Path:
    stage = folder / "stage"
    (stage / "DEBIAN").mkdir(parents=True)
    (stage / "DEBIAN" / "control").write_text(
        "Package: puzzlesuite-sample\nVersion: 1.0\nArchitecture: all\n"
        "Maintainer: Test <test@puzzlesuite.invalid>\nDescription: sample\n sample package\n"
    )
    (stage / "opt").mkdir()
    (stage / "opt" / "hello.txt").write_text("hello\n" * 100)
    deb = folder / "puzzlesuite-sample_1.0_all.deb"
    result = run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(stage), str(deb)])
    assert result.returncode == 0, result.stderr
    shutil.rmtree(stage)
    return deb


@pytest.fixture
def release(tmp_path: Path, keys: dict[str, SigningKey]) -> Path:
    """A signed release folder: a .deb, a .tar.gz, SHA256SUMS and SHA256SUMS.asc."""
    artifacts = tmp_path / "artifacts"
    artifacts.mkdir()
    tiny_deb(artifacts)
    (artifacts / "puzzlesuite-1.0-linux-x86_64.tar.gz").write_bytes(bytes(range(256)) * 64)
    result = run([SIGN, str(artifacts)], env=signing_env(keys["release"]))
    assert result.returncode == 0, result.stdout + result.stderr
    return artifacts


def verify(key: SigningKey, *args: str) -> tuple[int, str]:
    result = run([VERIFY, "--key", str(key.public_file), *args])
    return result.returncode, result.stdout + result.stderr


def test_signing_lists_every_artifact_and_signs_the_list(
    release: Path, keys: dict[str, SigningKey]
) -> None:
    listed = [line.split()[1] for line in (release / "SHA256SUMS").read_text().splitlines()]
    assert listed == sorted(
        ["puzzlesuite-sample_1.0_all.deb", "puzzlesuite-1.0-linux-x86_64.tar.gz"]
    )
    assert (release / "SHA256SUMS.asc").read_text().startswith("-----BEGIN PGP SIGNATURE-----")
    exported = release.parent / "puzzlesuite-release-key.asc"
    assert exported.read_text().startswith("-----BEGIN PGP PUBLIC KEY BLOCK-----")
    assert "_gpgorigin" in run(["ar", "t", str(release / "puzzlesuite-sample_1.0_all.deb")]).stdout


def test_good_release_verifies(release: Path, keys: dict[str, SigningKey]) -> None:
    code, output = verify(
        keys["release"], "--fingerprint", keys["release"].fingerprint, str(release)
    )
    assert code == 0, output
    assert "All 2 file(s) verified." in output
    assert "debsigs origin signature" in output


def test_verification_works_from_the_download_folder(
    release: Path, keys: dict[str, SigningKey]
) -> None:
    result = run([VERIFY, "--key", str(keys["release"].public_file)], cwd=release)
    assert result.returncode == 0, result.stderr


@pytest.mark.parametrize(
    "victim", ["puzzlesuite-1.0-linux-x86_64.tar.gz", "puzzlesuite-sample_1.0_all.deb"]
)
def test_one_changed_byte_in_an_artifact_fails(
    release: Path, keys: dict[str, SigningKey], victim: str
) -> None:
    path = release / victim
    offset = (
        ar_member_offset(path, "data.tar") + 10
        if victim.endswith(".deb")
        else path.stat().st_size // 2
    )
    flip_byte(path, offset)
    code, output = verify(keys["release"], str(release))
    assert code == 1
    assert f"FAILED: {victim} does not match SHA256SUMS" in output


def test_changed_checksum_list_fails(release: Path, keys: dict[str, SigningKey]) -> None:
    sums = release / "SHA256SUMS"
    sums.write_text(sums.read_text().replace("puzzlesuite-1.0", "puzzlesuite-1.1"))
    code, output = verify(keys["release"], str(release))
    assert code == 1
    assert "SHA256SUMS: the signature does not match our key" in output


def test_wrong_key_fails(release: Path, keys: dict[str, SigningKey]) -> None:
    code, output = verify(keys["other"], str(release))
    assert code == 1
    assert "signature does not match our key" in output


def test_unexpected_fingerprint_fails_before_anything_is_trusted(
    release: Path, keys: dict[str, SigningKey]
) -> None:
    code, output = verify(keys["release"], "--fingerprint", keys["other"].fingerprint, str(release))
    assert code == 1
    assert f"not the expected {keys['other'].fingerprint}" in output


def test_key_file_with_two_keys_is_refused(
    release: Path, keys: dict[str, SigningKey], tmp_path: Path
) -> None:
    both = tmp_path / "both.asc"
    both.write_text(keys["release"].public_file.read_text() + keys["other"].public_file.read_text())
    result = run([VERIFY, "--key", str(both), str(release)])
    assert result.returncode == 1
    assert "holds 2 keys" in result.stderr


def test_signature_by_another_key_over_the_same_list_fails(
    release: Path, keys: dict[str, SigningKey], tmp_path: Path
) -> None:
    # Re-sign the untouched list with the other key: the bytes are intact, the signer is not us.
    impostor = tmp_path / "impostor"
    shutil.copytree(release, impostor)
    result = run([SIGN, str(impostor)], env=signing_env(keys["other"]))
    assert result.returncode == 0, result.stderr
    code, output = verify(keys["release"], str(impostor))
    assert code == 1
    assert "does not match our key" in output


def test_folder_with_none_of_the_listed_files_fails(
    release: Path, keys: dict[str, SigningKey]
) -> None:
    for artifact in release.glob("puzzlesuite*"):
        artifact.unlink()
    code, output = verify(keys["release"], str(release))
    assert code == 1
    assert "none of the files listed" in output


def test_partial_download_verifies_what_is_there(
    release: Path, keys: dict[str, SigningKey]
) -> None:
    (release / "puzzlesuite-1.0-linux-x86_64.tar.gz").unlink()
    code, output = verify(keys["release"], str(release))
    assert code == 0, output
    assert "1 listed file(s) not present" in output


def test_deb_alone_is_checked_by_its_debsigs_signature(
    release: Path, keys: dict[str, SigningKey]
) -> None:
    deb = release / "puzzlesuite-sample_1.0_all.deb"
    assert verify(keys["release"], str(deb))[0] == 0
    assert verify(keys["other"], str(deb))[0] == 1
    flip_byte(deb, ar_member_offset(deb, "control.tar") + 5)
    code, output = verify(keys["release"], str(deb))
    assert code == 1
    assert "(debsigs): the signature does not match our key" in output


def test_deb_without_debsigs_signature_fails(tmp_path: Path, keys: dict[str, SigningKey]) -> None:
    deb = tiny_deb(tmp_path)
    code, output = verify(keys["release"], str(deb))
    assert code == 1
    assert "carries no debsigs origin signature" in output


def test_debsig_verify_accepts_our_deb_and_rejects_a_changed_one(
    release: Path, keys: dict[str, SigningKey], tmp_path: Path
) -> None:
    policy_root = tmp_path / "debsig-root"
    result = run(
        [VERIFY, "--key", str(keys["release"].public_file), "--debsig-policy", str(policy_root)]
    )
    assert result.returncode == 0, result.stderr
    debsig = [
        "debsig-verify",
        "--policies-dir",
        str(policy_root / "etc/debsig/policies"),
        "--keyrings-dir",
        str(policy_root / "usr/share/debsig/keyrings"),
    ]
    deb = release / "puzzlesuite-sample_1.0_all.deb"
    good = run([*debsig, str(deb)])
    assert good.returncode == 0, good.stdout + good.stderr
    flip_byte(deb, ar_member_offset(deb, "data.tar") + 10)
    assert run([*debsig, str(deb)]).returncode != 0


def test_signing_without_a_key_refuses(tmp_path: Path, keys: dict[str, SigningKey]) -> None:
    (tmp_path / "a.tar.gz").write_bytes(b"x")
    result = run([SIGN, str(tmp_path)], env=signing_env(None))
    assert result.returncode != 0
    assert "no signing key" in result.stderr
    assert not (tmp_path / "SHA256SUMS").exists()


def test_signing_refuses_a_key_whose_primary_cannot_sign(
    tmp_path: Path, tmp_path_factory: pytest.TempPathFactory, keys: dict[str, SigningKey]
) -> None:
    subkey_only = make_key(tmp_path_factory.mktemp("subkey-key"), "Subkey Signer", usage="cert")
    (tmp_path / "a.tar.gz").write_bytes(b"x")
    result = run([SIGN, str(tmp_path)], env=signing_env(subkey_only))
    assert result.returncode != 0
    assert "cannot sign with its primary key" in result.stderr


def test_passphrase_protected_key_signs_with_its_passphrase_only(
    tmp_path: Path, tmp_path_factory: pytest.TempPathFactory, keys: dict[str, SigningKey]
) -> None:
    protected = make_key(
        tmp_path_factory.mktemp("protected-key"), "Protected Signer", passphrase="correct horse"
    )
    artifacts = tmp_path / "artifacts"
    artifacts.mkdir()
    (artifacts / "a.tar.gz").write_bytes(b"payload")
    wrong = run(
        [SIGN, str(artifacts)],
        env={**signing_env(protected), "PUZZLESUITE_SIGNING_PASSPHRASE": "wrong"},
    )
    assert wrong.returncode != 0
    assert not (artifacts / "SHA256SUMS.asc").exists()
    right = run(
        [SIGN, str(artifacts)],
        env={**signing_env(protected), "PUZZLESUITE_SIGNING_PASSPHRASE": "correct horse"},
    )
    assert right.returncode == 0, right.stderr
    assert verify(protected, str(artifacts))[0] == 0
