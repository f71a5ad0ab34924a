"""The release key: its public half in KEYS, its fingerprint in the README, the debsig
policy command naming it, and the README's checking steps working with standard tools."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import time
from pathlib import Path

import pytest

from tests.packaging.support import PACKAGING, ROOT, make_key, require_debian_packages, run

KEYS = ROOT / "KEYS"
README = ROOT / "README.md"
PACKAGING_README = PACKAGING / "README.md"
FINGERPRINT = re.compile(r"\b[0-9A-F]{40}\b")
SPACED_FINGERPRINT = re.compile(r"\b(?:[0-9A-F]{4} ){9}[0-9A-F]{4}\b")
SECRET_KEY_ARMOUR = b"-----BEGIN PGP " + b"PRIVATE KEY BLOCK-----"  # split: not a match itself


def show_keys(path: Path, home: Path) -> list[list[str]]:
    result = run(
        ["gpg", "--batch", "--with-colons", "--show-keys", str(path)],
        env={**os.environ, "GNUPGHOME": str(home)},
    )
    assert result.returncode == 0, result.stderr
    return [line.split(":") for line in result.stdout.splitlines()]


@pytest.fixture(scope="module")
def release_key(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    require_debian_packages("gpg", "gpgv")
    home = tmp_path_factory.mktemp("gnupg")
    home.chmod(0o700)
    records = show_keys(KEYS, home)
    primaries = [fields for fields in records if fields[0] == "pub"]
    assert len(primaries) == 1, "KEYS must hold exactly one key"
    fingerprint = next(fields[9] for fields in records if fields[0] == "fpr")
    return {
        "fingerprint": fingerprint,
        "capabilities": primaries[0][11],
        "expires": primaries[0][6],
    }


def readme_section(text: str, heading: str) -> str:
    start = text.index(heading)
    end = text.find("\n## ", start + len(heading))
    return text[start : end if end != -1 else None]


def test_keys_holds_only_a_public_key_whose_primary_can_sign(release_key: dict[str, str]) -> None:
    text = KEYS.read_text(encoding="utf-8")
    assert "PRIVATE KEY" not in text
    assert "s" in release_key["capabilities"]  # debsig-verify checks primary-key signatures
    assert not release_key["expires"] or int(release_key["expires"]) > time.time(), (
        "the release key has expired: rotate it (packaging/README.md, 'The release key')"
    )


def test_no_private_key_is_in_the_repository() -> None:
    files = subprocess.run(
        ["git", "-C", str(ROOT), "ls-files", "-z"], capture_output=True, check=True
    ).stdout.split(b"\0")
    for name in filter(None, files):
        path = ROOT / name.decode()
        if path.is_file() and path.stat().st_size < 2_000_000:
            assert SECRET_KEY_ARMOUR not in path.read_bytes(), name


def test_readme_keys_and_packaging_readme_name_one_fingerprint(
    release_key: dict[str, str],
) -> None:
    fingerprint = release_key["fingerprint"]
    install = readme_section(README.read_text(encoding="utf-8"), "## Install on Linux")
    # Shown the way `gpg --show-keys` prints it, so a user compares like with like.
    assert f"\n    {fingerprint}\n" in install
    assert not SPACED_FINGERPRINT.findall(install)
    for text in (install, KEYS.read_text(encoding="utf-8"), PACKAGING_README.read_text()):
        assert set(FINGERPRINT.findall(text)) == {fingerprint}


def debsig_command(text: str) -> list[str]:
    """The one `packaging/verify.sh ... --debsig-policy ROOT` command the text gives."""
    (command,) = re.findall(r"packaging/verify\.sh [^`\n]*--debsig-policy [^`\s]+", text)
    return command.split()


@pytest.mark.parametrize("readme", [README, PACKAGING_README], ids=lambda p: p.parent.name)
def test_the_debsig_policy_command_installs_a_policy_for_the_release_key(
    readme: Path, release_key: dict[str, str], tmp_path: Path
) -> None:
    command = debsig_command(readme.read_text(encoding="utf-8"))
    assert command[command.index("--fingerprint") + 1] == release_key["fingerprint"]
    assert command[-1] == "/"
    command = [c for c in command if c != "sudo"]
    command[0] = str(ROOT / command[0])
    command[command.index("--key") + 1] = str(KEYS)
    command[-1] = str(tmp_path)
    result = run(command)
    assert result.returncode == 0, result.stderr
    policy = tmp_path / "etc/debsig/policies" / release_key["fingerprint"] / "puzzlesuite.pol"
    assert release_key["fingerprint"] in policy.read_text(encoding="utf-8")
    keyring = tmp_path / "usr/share/debsig/keyrings" / release_key["fingerprint"]
    assert (keyring / "puzzlesuite.gpg").stat().st_size > 0


def test_debsig_policy_command_refuses_a_key_with_another_fingerprint(tmp_path: Path) -> None:
    require_debian_packages("gpg", "gpgv")
    stranger = make_key(tmp_path / "stranger", "Someone Else")
    command = debsig_command(README.read_text(encoding="utf-8"))
    fingerprint = command[command.index("--fingerprint") + 1]
    result = run(
        [str(PACKAGING / "verify.sh"), "--key", str(stranger.public_file),
         "--fingerprint", fingerprint, "--debsig-policy", str(tmp_path / "root")]
    )  # fmt: skip
    assert result.returncode == 1 and "not the expected" in result.stderr
    assert not (tmp_path / "root").exists()


def readme_check_steps() -> list[str]:
    """The shell lines of the README's install block that check the download."""
    install = readme_section(README.read_text(encoding="utf-8"), "## Install on Linux")
    block = install.split("```sh\n", 1)[1].split("```", 1)[0]
    lines = [line.split("#", 1)[0].strip() for line in block.splitlines()]
    return [line for line in lines if line and not line.startswith("sudo ")]


def test_the_readme_steps_use_only_standard_tools() -> None:
    assert [step.split()[0] for step in readme_check_steps()] == [
        "gpg",
        "gpg",
        "gpgv",
        "sha256sum",
    ]


@pytest.fixture
def signed_download(tmp_path: Path) -> Path:
    """A download folder signed like a release, by a throwaway key standing in as KEYS."""
    require_debian_packages("gpg", "gpgv")
    key = make_key(tmp_path / "key", "Puzzle Suite Test")
    folder = tmp_path / "download"
    folder.mkdir()
    (folder / "puzzlesuite-9.9.9-linux-x86_64.tar.gz").write_bytes(os.urandom(4096))
    (folder / "puzzlesuite_9.9.9_amd64.deb").write_bytes(os.urandom(4096))
    sums = run(["sha256sum", *sorted(p.name for p in folder.iterdir())], cwd=folder)
    (folder / "SHA256SUMS").write_text(sums.stdout)
    home = tmp_path / "signer"
    home.mkdir(mode=0o700)
    env = {**os.environ, "GNUPGHOME": str(home)}
    assert run(["gpg", "--batch", "--import", str(key.secret_file)], env=env).returncode == 0
    signed = run(
        ["gpg", "--batch", "--armor", "--detach-sign", "--output", "SHA256SUMS.asc",
         "SHA256SUMS"], env=env, cwd=folder,
    )  # fmt: skip
    run(["gpgconf", "--homedir", str(home), "--kill", "gpg-agent"])
    assert signed.returncode == 0, signed.stderr
    shutil.copyfile(key.public_file, folder / "KEYS")
    return folder


def run_steps(folder: Path) -> subprocess.CompletedProcess[str]:
    home = folder.parent / "user-gnupg"
    home.mkdir(mode=0o700, exist_ok=True)
    script = "set -e\n" + "\n".join(readme_check_steps())
    return run(["bash", "-c", script], cwd=folder, env={**os.environ, "GNUPGHOME": str(home)})


def test_the_readme_steps_accept_a_good_download(signed_download: Path) -> None:
    result = run_steps(signed_download)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Good signature" in result.stderr
    assert result.stdout.count(": OK") == 2


def test_the_readme_steps_stop_on_a_changed_byte(signed_download: Path) -> None:
    victim = signed_download / "puzzlesuite_9.9.9_amd64.deb"
    data = bytearray(victim.read_bytes())
    data[100] ^= 1
    victim.write_bytes(bytes(data))
    result = run_steps(signed_download)
    assert result.returncode != 0
    assert "FAILED" in result.stdout + result.stderr


def test_the_readme_steps_stop_on_a_changed_checksum_list(signed_download: Path) -> None:
    sums = signed_download / "SHA256SUMS"
    sums.write_text(sums.read_text().replace("a", "b", 1))
    result = run_steps(signed_download)
    assert result.returncode != 0
    assert "BAD signature" in result.stderr


def test_the_readme_prints_the_fingerprint_as_gpg_shows_it(tmp_path: Path) -> None:
    require_debian_packages("gpg")
    home = tmp_path / "gnupg"
    home.mkdir(mode=0o700)
    shown = run(["gpg", "--show-keys", str(KEYS)], env={**os.environ, "GNUPGHOME": str(home)})
    fingerprint_lines = [
        line.strip() for line in shown.stdout.splitlines() if FINGERPRINT.fullmatch(line.strip())
    ]
    install = readme_section(README.read_text(encoding="utf-8"), "## Install on Linux")
    assert fingerprint_lines and all(f"\n    {line}\n" in install for line in fingerprint_lines)


# --- An attacker's key appended to KEYS -------------------------------------------------


def readme_rules_accept(folder: Path, expected_fingerprint: str) -> tuple[bool, str]:
    """Run the README's steps and apply its written rules as a careful user would.

    The rules: exactly one `pub` line from `gpg --show-keys`, its fingerprint the
    expected one; gpgv's "using EDDSA key" line ends in it; "Good signature"; every OK.
    """
    result = run_steps(folder)
    output = result.stdout + result.stderr
    home = folder.parent / "user-gnupg"
    listing = run(
        ["gpg", "--show-keys", "KEYS"], cwd=folder, env={**os.environ, "GNUPGHOME": str(home)}
    )
    pub_lines = [line for line in listing.stdout.splitlines() if line.startswith("pub ")]
    fingerprints = [
        line.strip() for line in listing.stdout.splitlines() if FINGERPRINT.fullmatch(line.strip())
    ]
    using = [line.split()[-1] for line in result.stderr.splitlines() if "using EDDSA key" in line]
    accepted = (
        result.returncode == 0
        and len(pub_lines) == 1
        and fingerprints == [expected_fingerprint]
        and using == [expected_fingerprint]
        and "Good signature" in result.stderr
    )
    return accepted, output


def test_the_readme_rules_name_both_checks() -> None:
    install = readme_section(README.read_text(encoding="utf-8"), "## Install on Linux")
    assert "exactly one key" in install and "using EDDSA key" in install
    assert "keybox" in install  # a first gpg run's set-up lines are explained


def only_fingerprint(keys: Path, home: Path) -> str:
    home.mkdir(mode=0o700, exist_ok=True)
    (fingerprint,) = [fields[9] for fields in show_keys(keys, home) if fields[0] == "fpr"]
    return fingerprint


def test_the_readme_rules_accept_the_real_signer(signed_download: Path, tmp_path: Path) -> None:
    signer = only_fingerprint(signed_download / "KEYS", tmp_path / "probe")
    accepted, output = readme_rules_accept(signed_download, signer)
    assert accepted, output


def test_the_readme_rules_catch_a_key_appended_to_keys(
    signed_download: Path, tmp_path: Path
) -> None:
    """gpgv alone says "Good signature" and sha256sum "OK": only the two rules catch it."""
    keys = signed_download / "KEYS"
    genuine = only_fingerprint(keys, tmp_path / "probe")
    attacker = make_key(tmp_path / "attacker", "Puzzle Suite Releases")
    (signed_download / "puzzlesuite_9.9.9_amd64.deb").write_bytes(os.urandom(4096))  # the payload
    sums = run(
        ["sha256sum", "puzzlesuite-9.9.9-linux-x86_64.tar.gz", "puzzlesuite_9.9.9_amd64.deb"],
        cwd=signed_download,
    )
    (signed_download / "SHA256SUMS").write_text(sums.stdout)
    signer_home = tmp_path / "attacker-home"
    signer_home.mkdir(mode=0o700)
    env = {**os.environ, "GNUPGHOME": str(signer_home)}
    run(["gpg", "--batch", "--import", str(attacker.secret_file)], env=env)
    (signed_download / "SHA256SUMS.asc").unlink()
    signed = run(
        ["gpg", "--batch", "--armor", "--detach-sign", "--output", "SHA256SUMS.asc", "SHA256SUMS"],
        env=env,
        cwd=signed_download,
    )
    run(["gpgconf", "--homedir", str(signer_home), "--kill", "gpg-agent"])
    assert signed.returncode == 0, signed.stderr
    keys.write_text(keys.read_text() + "\n" + attacker.public_file.read_text())

    result = run_steps(signed_download)
    assert "Good signature" in result.stderr and result.returncode == 0  # the attack works...
    accepted, output = readme_rules_accept(signed_download, genuine)
    assert not accepted, output  # ...and the README's rules stop it
