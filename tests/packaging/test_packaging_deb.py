"""make_deb.py on a small stand-in bundle: layout, Debian changelog, copyright, the
app's own fonts kept (no font package depended on), the same bytes twice, and lintian
(when it is available)."""

from __future__ import annotations

import gzip
import io
import os
import shutil
import subprocess
import tarfile
import zipfile
from pathlib import Path

import pytest

from tests.packaging.support import (
    PACKAGING,
    make_key,
    packaging_module,
    require_debian_packages,
    run,
    signing_env,
    write_licences,
)

make_deb = packaging_module("make_deb")
pkgmeta = packaging_module("pkgmeta")
EPOCH = "1790000000"


@pytest.fixture
def bundle(tmp_path: Path) -> Path:
    """The shape of a PyInstaller bundle: a real ELF launcher, data, the app's fonts."""
    folder = tmp_path / "dist" / "puzzlesuite"
    fonts = folder / "_internal" / "puzzlesuite" / "resources" / "fonts"
    fonts.mkdir(parents=True)
    shutil.copy("/bin/true", folder / "puzzlesuite")
    with zipfile.ZipFile(folder / "_internal" / "base_library.zip", "w") as archive:
        archive.writestr("os.pyc", b"byte-code")
    (fonts / "PuzzleSuiteHangul-Regular.otf").write_bytes(b"OTTOfont")
    (fonts / "LICENSE-NotoSansCJK.txt").write_text("SIL Open Font License\n", encoding="utf-8")
    write_licences(folder)
    return folder


@pytest.fixture
def deb(bundle: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    require_debian_packages("desktop-file-utils", "appstream", "binutils")
    monkeypatch.setenv("SOURCE_DATE_EPOCH", EPOCH)
    return make_deb.build_deb(bundle, tmp_path / "out", make_deb.DEFAULT_MAINTAINER)


def data_members(deb: Path) -> dict[str, tarfile.TarInfo]:
    data = subprocess.run(
        ["dpkg-deb", "--fsys-tarfile", str(deb)], capture_output=True, check=True
    ).stdout
    with tarfile.open(fileobj=io.BytesIO(data)) as archive:
        return {member.name.removeprefix("./"): member for member in archive}


def test_layout_under_usr_lib_with_a_relative_launcher_and_the_apps_fonts(deb: Path) -> None:
    members = data_members(deb)
    launcher = members["usr/games/puzzlesuite"]
    assert launcher.issym() and launcher.linkname == "../lib/puzzlesuite/puzzlesuite"
    assert members["usr/lib/puzzlesuite/puzzlesuite"].mode == 0o755
    assert "usr/lib/puzzlesuite/_internal/base_library.zip" in members
    fonts = "usr/lib/puzzlesuite/_internal/puzzlesuite/resources/fonts/"
    assert {f"{fonts}PuzzleSuiteHangul-Regular.otf", f"{fonts}LICENSE-NotoSansCJK.txt"} <= set(
        members
    )
    assert not any(name.startswith("opt") for name in members)
    # The app carries its own type: no font package is needed (packaging/README.md).
    depends = run(["dpkg-deb", "--field", str(deb), "Depends"]).stdout
    assert "fonts-" not in depends


@pytest.mark.parametrize("umask", [0o027, 0o077])
def test_the_deb_builds_the_same_under_a_strict_umask(
    deb: Path, bundle: Path, tmp_path: Path, umask: int
) -> None:
    """dpkg-deb refuses a DEBIAN/ of mode 0700; modes must not follow the umask."""
    previous = os.umask(umask)
    try:
        out = tmp_path / f"umask-{umask:o}"
        strict = make_deb.build_deb(bundle, out, make_deb.DEFAULT_MAINTAINER)
    finally:
        os.umask(previous)
    assert strict.read_bytes() == deb.read_bytes()


def test_every_entry_has_the_source_date_and_root_as_owner(deb: Path) -> None:
    members = data_members(deb).values()
    assert {member.mtime for member in members} == {int(EPOCH)}
    assert {(member.uid, member.gid) for member in members} == {(0, 0)}


def test_the_deb_is_the_same_bytes_when_built_again(
    deb: Path, bundle: Path, tmp_path: Path
) -> None:
    os.utime(bundle / "puzzlesuite", (1, 1))  # the bundle's own times must not matter
    again = make_deb.build_deb(bundle, tmp_path / "again", make_deb.DEFAULT_MAINTAINER)
    assert again.read_bytes() == deb.read_bytes()


def test_changelog_is_debian_format_and_parses(tmp_path: Path) -> None:
    releases = pkgmeta.read_releases()
    text = make_deb.debian_changelog(releases, pkgmeta.deb_version, make_deb.DEFAULT_MAINTAINER)
    (tmp_path / "changelog").write_text(text, encoding="utf-8")
    parsed = run(["dpkg-parsechangelog", "-l", str(tmp_path / "changelog"), "--all"])
    assert parsed.returncode == 0, parsed.stderr
    assert f"Version: {pkgmeta.read_project().deb_version}" in parsed.stdout
    assert all(len(line) <= 80 for line in text.splitlines() if line.startswith("  "))
    compressed = make_deb.gzip_bytes(text.encode())
    assert compressed[4:8] == bytes(4)  # no timestamp in the gzip header
    assert gzip.decompress(compressed).decode() == text


def test_copyright_names_the_years_of_the_releases() -> None:
    newer, older = pkgmeta.Release("2", "2028-01-01", ()), pkgmeta.Release("1", "2026-05-01", ())
    assert make_deb.copyright_years([newer, older]) == "2026-2028"
    text = make_deb.copyright_text(pkgmeta.read_project(), pkgmeta.read_releases(), [])
    year = pkgmeta.read_releases()[0].date[:4]
    assert f"Copyright: {year} " in text


def test_lintian_finds_no_error_or_warning_of_ours(deb: Path, tmp_path: Path) -> None:
    """On the package as released: signed with debsigs, as packaging/sign.sh does."""
    require_debian_packages("lintian", "gpg", "gpg-agent", "gpgv", "debsigs")
    key = make_key(tmp_path / "key", "Puzzle Suite Test")
    signed = run([str(PACKAGING / "sign.sh"), str(deb.parent)], env=signing_env(key))
    assert signed.returncode == 0, signed.stderr
    result = run(["lintian", "--no-tag-display-limit", str(deb)], timeout=600)
    findings = [line for line in result.stdout.splitlines() if line[:2] in ("E:", "W:")]
    # The stand-in launcher is /bin/true: lintian may judge its hardening, not ours.
    assert [line for line in findings if "hardening" not in line] == [], result.stdout


def test_the_package_describes_every_game_and_names_its_homepage() -> None:
    from puzzlesuite.core import registry

    project = pkgmeta.read_project()
    control = make_deb.control_text(project, "amd64", ["libc6"], 1, make_deb.DEFAULT_MAINTAINER)
    fields = dict(line.split(": ", 1) for line in control.splitlines() if not line.startswith(" "))
    assert fields["Homepage"] == project.homepage.rstrip() and project.homepage
    description = " ".join(control.split("Description: ", 1)[1].split())
    newest_notes = " ".join(pkgmeta.read_releases()[0].notes)
    for game in registry.discover():
        assert game.title in description
        assert game.title in newest_notes  # the release that has them says so
    # Fontconfig's configuration: the bundle's libfontconfig needs /etc/fonts/fonts.conf.
    assert "fontconfig-config" in fields["Depends"].split(", ")
    # Sound: libasound is loaded with ctypes, so no ELF names it; silent without it.
    assert fields["Recommends"] == "libasound2t64 | libasound2"


def copyright_file(deb: Path, tmp_path: Path) -> str:
    unpacked = tmp_path / "unpacked"
    subprocess.run(["dpkg-deb", "-x", str(deb), str(unpacked)], check=True)
    return (unpacked / "usr/share/doc/puzzlesuite/copyright").read_text(encoding="utf-8")


def test_the_copyright_file_is_machine_readable_and_lists_each_part(
    deb: Path, tmp_path: Path
) -> None:
    text = copyright_file(deb, tmp_path)
    paragraphs = text.split("\n\n")
    assert paragraphs[0].startswith("Format: https://www.debian.org/doc/packaging-manuals/")
    files = [p for p in paragraphs if p.startswith("Files: ")]
    assert files[0].startswith("Files: *\n") and "License: MIT\n" in files[0]
    # The stand-in bundle's parts: PyInstaller's launcher and Python's base_library.zip.
    assert any("GPL-2.0-or-later WITH Bootloader-exception" in p for p in files)
    assert any("PSF-2.0" in p and "base_library.zip" in p for p in files)
    # The app's fonts are in the package, under their own licence.
    assert any("OFL-1.1" in p and "PuzzleSuiteHangul-*" in p for p in files)
    for paragraph in files:
        fields = dict(
            line.split(": ", 1)
            for line in paragraph.splitlines()
            if ": " in line[:30] and not line.startswith(" ")
        )
        assert {"Files", "Copyright", "License"} <= set(fields), paragraph


def test_the_package_carries_every_licence_text_it_lists(deb: Path, tmp_path: Path) -> None:
    copyright_file(deb, tmp_path)
    folder = tmp_path / "unpacked/usr/lib/puzzlesuite/_internal/licences"
    import json

    parts = json.loads((folder / "inventory.json").read_text(encoding="utf-8"))["parts"]
    assert parts and all((folder / part["text"]).stat().st_size > 200 for part in parts)
    overview = (tmp_path / "unpacked/usr/lib/puzzlesuite/LICENCES.txt").read_text()
    assert "LGPL-3.0" in overview and "replace" in overview
