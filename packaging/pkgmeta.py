"""Project facts for the packaging scripts, read from their single sources.

The version lives only in ``pyproject.toml``; release notes only in ``CHANGELOG.md``.
Every packaging step (PyInstaller spec, .deb, AppStream metainfo, Windows version
resource, macOS Info.plist) asks this module instead of repeating them.

Run as a script for shell use:
``python packaging/pkgmeta.py version|deb-version|check|source-date-epoch|metainfo``
(``metainfo`` rewrites the ``<releases>`` of the checked-in AppStream metainfo from
CHANGELOG.md; ``check`` fails while they disagree).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tomllib
from dataclasses import dataclass, field
from html import escape
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP_ID = "io.github.puzzlesuite.PuzzleSuite"
METAINFO = ROOT / "resources" / "linux" / f"{APP_ID}.metainfo.xml"
# Languages the product ships; used to trim Qt's and Babel's own data in the bundle.
LANGUAGES = ("en", "es", "id", "ko")

_RELEASE_HEADING = re.compile(r"^## \[(?P<version>[^\]]+)\] - (?P<date>\d{4}-\d{2}-\d{2})\s*$")


@dataclass(frozen=True)
class Release:
    version: str
    date: str
    notes: tuple[str, ...]  # one entry per bullet, markdown markup removed


@dataclass(frozen=True)
class Project:
    name: str
    version: str
    summary: str
    license: str
    authors: str
    # [project.urls] of pyproject.toml: Homepage, Bug Tracker, Source.
    urls: dict[str, str] = field(default_factory=dict)

    @property
    def homepage(self) -> str:
        return self.urls.get("Homepage", "")

    @property
    def deb_version(self) -> str:
        return deb_version(self.version)


def read_project(root: Path = ROOT) -> Project:
    data = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))
    project = data["project"]
    # PEP 639 string ("MIT"), or the older table form ({text = "MIT"}).
    license_field = project.get("license", "")
    license_text = (
        license_field.get("text", "") if isinstance(license_field, dict) else str(license_field)
    )
    authors = ", ".join(a.get("name", "") for a in project.get("authors", []))
    return Project(
        name=project["name"],
        version=project["version"],
        summary=project.get("description", ""),
        license=license_text,
        authors=authors,
        urls=dict(project.get("urls", {})),
    )


def deb_version(version: str) -> str:
    """Map a PEP 440 version to one that sorts the same way under dpkg.

    Pre-releases and dev releases must sort *before* the final release, which dpkg
    expresses with a tilde: 1.0rc1 -> 1.0~rc1, 1.0.dev3 -> 1.0~dev3.
    """
    match = re.fullmatch(
        r"(\d+(?:\.\d+)*)(?:[.-]?(a|b|rc)(\d+))?(?:\.post(\d+))?(?:\.dev(\d+))?", version
    )
    if not match:
        raise ValueError(f"version {version!r} is not a plain PEP 440 release")
    release, pre_kind, pre_num, post, dev = match.groups()
    result = release
    if pre_kind:
        result += f"~{pre_kind}{pre_num}"
    if post:
        result += f"+post{post}"
    if dev:
        result += f"~dev{dev}"
    return result


def read_releases(root: Path = ROOT) -> list[Release]:
    """Releases from CHANGELOG.md, newest first (the file's order)."""
    releases: list[Release] = []
    version = date = None
    notes: list[str] = []
    for line in (root / "CHANGELOG.md").read_text(encoding="utf-8").splitlines():
        heading = _RELEASE_HEADING.match(line)
        if heading:
            if version is not None and date is not None:
                releases.append(Release(version, date, tuple(notes)))
            version, date, notes = heading["version"], heading["date"], []
        elif line.startswith("## "):
            # "## [Unreleased]" and other sections end the current release.
            if version is not None and date is not None:
                releases.append(Release(version, date, tuple(notes)))
            version = date = None
        elif version is not None and line.startswith("- "):
            notes.append(_plain(line[2:]))
        elif version is not None and notes and line.startswith("  ") and line.strip():
            notes[-1] += " " + _plain(line.strip())
    if version is not None and date is not None:
        releases.append(Release(version, date, tuple(notes)))
    return releases


def _plain(markdown: str) -> str:
    text = re.sub(r"`([^`]*)`", r"\1", markdown)
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    return text.replace("**", "").strip()


def source_date_epoch(root: Path = ROOT) -> int:
    """The one timestamp every archive entry gets: SOURCE_DATE_EPOCH, else the commit's.

    Two builds of the same commit must give the same bytes, so the build time never
    reaches an archive (https://reproducible-builds.org/specs/source-date-epoch/).
    """
    if os.environ.get("SOURCE_DATE_EPOCH", "").strip():
        return int(os.environ["SOURCE_DATE_EPOCH"])
    result = subprocess.run(
        ["git", "-C", str(root), "log", "-1", "--format=%ct"], capture_output=True, text=True
    )
    if result.returncode != 0 or not result.stdout.strip():
        raise SystemExit("set SOURCE_DATE_EPOCH: this is not a git checkout")
    return int(result.stdout.strip())


_RELEASES_BLOCK = re.compile(r"\n?  <releases>.*?</releases>\n|\n?  <releases/>\n", re.DOTALL)


def releases_xml(releases: list[Release]) -> str:
    """The metainfo's <releases> element (newest first), two-space indented."""
    items = []
    for release in releases:
        notes = "".join(
            f"\n          <li>{escape(note, quote=False)}</li>" for note in release.notes
        )
        description = (
            f"\n      <description>\n        <ul>{notes}\n        </ul>\n      </description>\n    "
            if notes
            else ""
        )
        items.append(
            f'    <release version="{escape(release.version)}" '
            f'date="{release.date}">{description}</release>'
        )
    return "  <releases>\n" + "\n".join(items) + "\n  </releases>\n"


def metainfo_with_releases(source: str, releases: list[Release]) -> str:
    """*source* with its <releases> written from the changelog (before </component>)."""
    without = _RELEASES_BLOCK.sub("\n", source)
    without = re.sub(r"\n\n+</component>", "\n</component>", without)
    return without.replace("</component>", releases_xml(releases) + "</component>")


def metainfo_is_current(root: Path = ROOT) -> bool:
    path = root / METAINFO.relative_to(ROOT)
    text = path.read_text(encoding="utf-8")
    return metainfo_with_releases(text, read_releases(root)) == text


def write_metainfo(root: Path = ROOT) -> Path:
    path = root / METAINFO.relative_to(ROOT)
    text = path.read_text(encoding="utf-8")
    path.write_text(metainfo_with_releases(text, read_releases(root)), encoding="utf-8")
    return path


def check_consistency(root: Path = ROOT) -> Project:
    """Fail loudly when the changelog does not describe the version being built."""
    project = read_project(root)
    releases = read_releases(root)
    if not releases:
        raise SystemExit("CHANGELOG.md has no '## [X.Y.Z] - YYYY-MM-DD' release heading")
    if releases[0].version != project.version:
        raise SystemExit(
            f"pyproject.toml says version {project.version} but the newest CHANGELOG.md "
            f"release is {releases[0].version}: add a changelog entry before building"
        )
    if not metainfo_is_current(root):
        raise SystemExit(
            f"the <releases> of {METAINFO.name} differ from CHANGELOG.md: run "
            "python packaging/pkgmeta.py metainfo and commit the result"
        )
    return project


def main(argv: list[str]) -> int:
    command = argv[1] if len(argv) > 1 else "version"
    if command == "version":
        print(read_project().version)
    elif command == "deb-version":
        print(read_project().deb_version)
    elif command == "source-date-epoch":
        print(source_date_epoch())
    elif command == "metainfo":
        print(f"{write_metainfo()}: <releases> written from CHANGELOG.md")
    elif command == "check":
        project = check_consistency()
        print(f"{project.name} {project.version}: pyproject.toml and CHANGELOG.md agree")
    else:
        commands = "version|deb-version|check|source-date-epoch|metainfo"
        print(f"usage: {argv[0]} {commands}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
