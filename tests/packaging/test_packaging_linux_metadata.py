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


def built_metainfo(tmp_path: Path) -> Path:
    text = make_deb.metainfo_with_releases(
        METAINFO.read_text(encoding="utf-8"), pkgmeta.read_releases()
    )
    path = tmp_path / METAINFO.name
    path.write_text(text, encoding="utf-8")
    return path


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


def test_metainfo_with_releases_passes_appstreamcli_validate(tmp_path: Path) -> None:
    require_debian_packages("appstream")
    result = run(["appstreamcli", "validate", "--no-net", str(built_metainfo(tmp_path))])
    assert result.returncode == 0, result.stdout + result.stderr
    # Debian 12's appstreamcli (0.16) does not know <developer> yet: an info, no more.
    issues = [line for line in result.stdout.splitlines() if line[:2] in ("E:", "W:")]
    assert issues == [], result.stdout


def test_metainfo_names_its_developer_for_old_and_new_appstream_and_its_homepage() -> None:
    root = ET.parse(METAINFO).getroot()
    developer = root.findtext("developer_name")  # AppStream before 1.0 (Debian 12)
    assert developer and root.findtext("developer/name") == developer  # AppStream 1.0
    assert root.find("developer").get("id")  # type: ignore[union-attr]
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    homepage = pyproject["project"]["urls"]["Homepage"]
    assert root.findtext("url[@type='homepage']") == homepage
    assert homepage.startswith("https://")


def test_metainfo_names_this_app_and_this_version(tmp_path: Path) -> None:
    root = ET.parse(built_metainfo(tmp_path)).getroot()
    assert root.findtext("id") == pkgmeta.APP_ID
    assert root.findtext("launchable") == DESKTOP.name
    assert root.findtext("icon") == pkgmeta.APP_ID
    releases = root.findall("releases/release")
    assert releases[0].get("version") == pkgmeta.read_project().version
    assert releases[0].findall("description/ul/li"), "release notes come from the changelog"


def test_checked_in_metainfo_must_not_carry_releases() -> None:
    with pytest.raises(SystemExit, match="CHANGELOG"):
        make_deb.metainfo_with_releases("<component><releases/></component>", [])


def test_app_icon_is_a_valid_svg(qapp) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(ROOT / "resources" / "icons" / "puzzlesuite.svg"))
    assert renderer.isValid()
    assert renderer.viewBox().width() == renderer.viewBox().height()  # square, for hicolor
