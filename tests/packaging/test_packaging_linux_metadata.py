"""The menu entry, AppStream metainfo and icon that the .deb installs."""

from __future__ import annotations

import configparser
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.packaging.support import ROOT, packaging_module, require_debian_packages, run

pkgmeta = packaging_module("pkgmeta")
make_deb = packaging_module("make_deb")
LINUX = ROOT / "resources" / "linux"
DESKTOP = LINUX / f"{pkgmeta.APP_ID}.desktop"
METAINFO = LINUX / f"{pkgmeta.APP_ID}.metainfo.xml"


def test_desktop_file_passes_desktop_file_validate() -> None:
    require_debian_packages("desktop-file-utils")
    result = run(["desktop-file-validate", str(DESKTOP)])
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_desktop_entry_launches_the_installed_command_with_the_app_icon() -> None:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    entry.read(DESKTOP, encoding="utf-8")
    section = entry["Desktop Entry"]
    assert section["Exec"].split()[0] == "puzzlesuite"
    assert section["Icon"] == pkgmeta.APP_ID
    assert "Game" in section["Categories"].split(";")
    for lang in ("ko", "id", "es"):
        assert section[f"Comment[{lang}]"] and section[f"Comment[{lang}]"] != section["Comment"]


def test_metainfo_passes_appstreamcli_validate_strict() -> None:
    require_debian_packages("appstream")
    result = run(["appstreamcli", "validate", "--strict", "--no-net", str(METAINFO)])
    issues = [line for line in result.stdout.splitlines() if line[:3] in {"E: ", "W: ", "I: "}]
    # Debian 12's appstreamcli (0.16) does not know <developer> yet, which AppStream 1.0
    # wants; under --strict that one info fails the run, and it is the only issue allowed.
    assert all(line.endswith("unknown-tag developer") for line in issues), result.stdout
    assert result.returncode == 0 or issues, result.stdout


def test_the_checked_in_releases_are_the_changelogs() -> None:
    """One source for release notes: CHANGELOG.md; the metainfo's copy must agree."""
    root = ET.parse(METAINFO).getroot()
    found = [
        (release.get("version"), release.get("date"), [li.text for li in release.iter("li")])
        for release in root.findall("releases/release")
    ]
    expected = [
        (release.version, release.date, list(release.notes)) for release in pkgmeta.read_releases()
    ]
    assert found == expected, "run: python packaging/pkgmeta.py metainfo"
    assert pkgmeta.metainfo_is_current()


def test_a_stale_metainfo_stops_the_build(tmp_path: Path) -> None:
    (tmp_path / "resources" / "linux").mkdir(parents=True)
    for name in ("pyproject.toml", "CHANGELOG.md"):
        (tmp_path / name).write_text((ROOT / name).read_text(encoding="utf-8"), encoding="utf-8")
    stale = METAINFO.read_text(encoding="utf-8").replace('version="0.', 'version="9.', 1)
    (tmp_path / METAINFO.relative_to(ROOT)).write_text(stale, encoding="utf-8")
    with pytest.raises(SystemExit, match="pkgmeta.py metainfo"):
        pkgmeta.check_consistency(tmp_path)
    pkgmeta.write_metainfo(tmp_path)
    assert pkgmeta.check_consistency(tmp_path).version == pkgmeta.read_project().version


def test_metainfo_shows_screenshots_of_the_homepage_in_light_and_dark() -> None:
    root = ET.parse(METAINFO).getroot()
    homepage = pkgmeta.read_project().homepage
    images = [image.text or "" for image in root.iter("image")]
    assert images and all(url.startswith(homepage) for url in images)
    # Each one is a screenshot the project makes (published with the release).
    shots = {Path(url).name for url in images}
    assert shots <= {path.name for path in (ROOT / "docs" / "screenshots").glob("*.png")}
    assert {"home-1280x800-light.png", "home-1280x800-dark.png"} <= shots
    assert root.find("screenshots/screenshot[@type='default']") is not None
    schemes = {color.get("scheme_preference") for color in root.iter("color")}
    assert schemes == {"light", "dark"}


def test_metainfo_urls_are_pyprojects() -> None:
    root = ET.parse(METAINFO).getroot()
    urls = pkgmeta.read_project().urls
    assert root.findtext("url[@type='bugtracker']") == urls["Bug Tracker"]
    assert root.findtext("url[@type='vcs-browser']") == urls["Source"]


def test_metainfo_names_its_developer_for_old_and_new_appstream_and_its_homepage() -> None:
    root = ET.parse(METAINFO).getroot()
    developer = root.findtext("developer_name")  # AppStream before 1.0 (Debian 12)
    assert developer and root.findtext("developer/name") == developer  # AppStream 1.0
    assert root.find("developer").get("id")  # type: ignore[union-attr]
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    homepage = pyproject["project"]["urls"]["Homepage"]
    assert root.findtext("url[@type='homepage']") == homepage
    assert homepage.startswith("https://")


def test_metainfo_names_this_app_and_this_version() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == pkgmeta.APP_ID
    assert root.findtext("launchable") == DESKTOP.name
    assert root.findtext("icon") == pkgmeta.APP_ID
    releases = root.findall("releases/release")
    assert releases[0].get("version") == pkgmeta.read_project().version
    assert releases[0].findall("description/ul/li"), "release notes come from the changelog"


def test_app_icon_is_a_valid_svg(qapp) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(ROOT / "resources" / "icons" / "puzzlesuite.svg"))
    assert renderer.isValid()
    assert renderer.viewBox().width() == renderer.viewBox().height()  # square, for hicolor
