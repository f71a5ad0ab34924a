"""Version, changelog and icon helpers of the packaging scripts."""

from __future__ import annotations

import struct
import tomllib
from pathlib import Path

import pytest

from tests.packaging.support import ROOT, packaging_module

pkgmeta = packaging_module("pkgmeta")


def test_version_comes_from_pyproject() -> None:
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert pkgmeta.read_project().version == pyproject["project"]["version"]


def test_newest_changelog_release_is_the_pyproject_version() -> None:
    project = pkgmeta.check_consistency()
    newest = pkgmeta.read_releases()[0]
    assert newest.version == project.version
    assert newest.notes, "the release being built needs at least one changelog bullet"


def test_check_refuses_a_version_without_changelog_entry(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "x"\nversion = "9.9.9"\n')
    (tmp_path / "CHANGELOG.md").write_text("# Changelog\n\n## [1.0.0] - 2026-01-02\n- first\n")
    with pytest.raises(SystemExit, match="9.9.9"):
        pkgmeta.check_consistency(tmp_path)


def test_changelog_parsing_skips_unreleased_and_joins_wrapped_bullets(tmp_path: Path) -> None:
    (tmp_path / "CHANGELOG.md").write_text(
        "# Changelog\n\n## [Unreleased]\n- not yet\n\n"
        "## [1.1.0] - 2026-02-03\n### Fixed\n- a `fix` that\n  wraps\n\n"
        "## [1.0.0] - 2026-01-02\n- first [link](http://x)\n"
    )
    releases = pkgmeta.read_releases(tmp_path)
    assert [(r.version, r.date) for r in releases] == [
        ("1.1.0", "2026-02-03"),
        ("1.0.0", "2026-01-02"),
    ]
    assert releases[0].notes == ("a fix that wraps",)
    assert releases[1].notes == ("first link",)


@pytest.mark.parametrize(
    ("pep440", "debian"),
    [
        ("1.2.3", "1.2.3"),
        ("1.0rc1", "1.0~rc1"),
        ("1.0a2", "1.0~a2"),
        ("1.0.dev3", "1.0~dev3"),
        ("1.0.post1", "1.0+post1"),
    ],
)
def test_debian_version_sorts_like_pep440(pep440: str, debian: str) -> None:
    assert pkgmeta.deb_version(pep440) == debian


def test_debian_version_rejects_local_versions() -> None:
    with pytest.raises(ValueError):
        pkgmeta.deb_version("1.0+local")


def test_windows_version_resource_carries_the_version() -> None:
    winversion = packaging_module("winversion")
    project = pkgmeta.read_project()
    text = winversion.render(project)
    numbers = winversion.numeric_version(project.version)
    assert f"filevers={numbers}" in text
    assert f"StringStruct('ProductVersion', '{project.version}')" in text
    assert winversion.numeric_version("2.10rc1") == (2, 10, 0, 0)
    compile(text, "version_info", "eval")  # PyInstaller evaluates it as an expression


def test_ico_and_icns_hold_png_images_at_every_size(qapp) -> None:  # type: ignore[no-untyped-def]
    icons = packaging_module("icons")
    pngs = {size: icons.render_png(size) for size in (16, 256)}
    assert all(blob.startswith(b"\x89PNG\r\n\x1a\n") for blob in pngs.values())

    ico = icons.pack_ico(pngs)
    reserved, kind, count = struct.unpack_from("<HHH", ico)
    assert (reserved, kind, count) == (0, 1, 2)
    entries = [struct.unpack_from("<BBBBHHII", ico, 6 + 16 * i) for i in range(count)]
    assert [entry[0] for entry in entries] == [16, 0]  # 0 stands for 256
    for entry in entries:
        size, offset = entry[6], entry[7]
        assert ico[offset : offset + 8] == b"\x89PNG\r\n\x1a\n"
        assert offset + size <= len(ico)

    icns = icons.pack_icns(pngs)
    assert icns[:4] == b"icns"
    assert struct.unpack_from(">I", icns, 4)[0] == len(icns)
    assert icns[8:12] == b"icp4"


def test_rendered_icon_is_not_blank(qapp) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QImage

    icons = packaging_module("icons")
    image = QImage.fromData(icons.render_png(64))
    assert (image.width(), image.height()) == (64, 64)
    colours = {image.pixel(x, y) for x in range(0, 64, 4) for y in range(0, 64, 4)}
    assert len(colours) > 4  # a drawing, not an empty canvas


def test_licence_reaches_the_package_metadata() -> None:
    """The deb's copyright file names the licence pyproject declares (PEP 639 form)."""
    assert pkgmeta.read_project().license == "MIT"


def test_source_date_epoch_comes_from_the_environment_else_the_commit(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import subprocess

    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1234567890")
    assert pkgmeta.source_date_epoch() == 1234567890
    monkeypatch.delenv("SOURCE_DATE_EPOCH")
    commit_time = subprocess.run(
        ["git", "-C", str(ROOT), "log", "-1", "--format=%ct"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert pkgmeta.source_date_epoch() == int(commit_time)
