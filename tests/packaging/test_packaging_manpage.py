"""puzzlesuite(6): written from the parser behind --help, so the two list the same options."""

from __future__ import annotations

import gzip
import io
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from tests.packaging.support import (
    ROOT,
    packaging_module,
    require_debian_packages,
    run,
    write_licences,
)

manpage = packaging_module("manpage")
pkgmeta = packaging_module("pkgmeta")


def rendered(tmp_path: Path) -> str:
    require_debian_packages("man-db", "groff-base")
    page = tmp_path / "puzzlesuite.6"
    page.write_text(manpage.manual_page(), encoding="utf-8")
    result = run(
        ["man", "--warnings", "-l", str(page)], env={"MANWIDTH": "200", "PATH": "/usr/bin:/bin"}
    )
    assert result.returncode == 0 and not result.stderr.strip(), result.stderr
    return " ".join(result.stdout.split())


def test_every_option_of_help_is_in_the_manual_page(tmp_path: Path) -> None:
    help_text = run([sys.executable, "-m", "puzzlesuite", "--help"], cwd=ROOT).stdout
    page = rendered(tmp_path).replace("‐ ", "")  # man hyphenates long words
    options = [word.strip("[],") for word in help_text.split() if word.startswith(("-", "[-"))]
    assert {"--lang", "--data-dir", "--smoke", "--version", "--help"} <= set(options)
    for option in options:
        assert option in page
    from puzzlesuite.cli import build_parser

    for action in build_parser()._actions:
        assert " ".join((action.help or "").split()) in page


def test_the_page_names_section_6_the_version_and_the_files(tmp_path: Path) -> None:
    text = manpage.manual_page()
    assert text.startswith(".TH PUZZLESUITE 6 ")
    assert f"Puzzle Suite {pkgmeta.read_project().version}" in text
    page = rendered(tmp_path)
    for folder in ("~/.local/share/puzzlesuite", "~/.config/puzzlesuite"):
        assert folder in page
    assert "DIR/data" in page


def test_the_same_commit_gives_the_same_page() -> None:
    assert manpage.manual_page() == manpage.manual_page()
    assert pkgmeta.read_releases()[0].date in manpage.manual_page()


@pytest.fixture
def deb(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    require_debian_packages("desktop-file-utils", "appstream", "binutils")
    make_deb = packaging_module("make_deb")
    folder = tmp_path / "dist" / "puzzlesuite"
    (folder / "_internal").mkdir(parents=True)
    subprocess.run(["cp", "/bin/true", str(folder / "puzzlesuite")], check=True)
    write_licences(folder)
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1790000000")
    return make_deb.build_deb(folder, tmp_path / "out", make_deb.DEFAULT_MAINTAINER)


def test_the_deb_installs_the_page_compressed_in_section_6(deb: Path) -> None:
    data = subprocess.run(["dpkg-deb", "--fsys-tarfile", str(deb)], capture_output=True, check=True)
    with tarfile.open(fileobj=io.BytesIO(data.stdout)) as archive:
        member = archive.extractfile("./usr/share/man/man6/puzzlesuite.6.gz")
        assert member is not None
        assert gzip.decompress(member.read()).decode() == manpage.manual_page()
