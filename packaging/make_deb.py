"""Build the Debian package from the PyInstaller bundle.

    python packaging/make_deb.py --bundle packaging/out/dist/puzzlesuite \
        --out packaging/out/artifacts

Layout of the package:
    /usr/lib/puzzlesuite/                   the bundle, with the app's own fonts (below)
    /usr/games/puzzlesuite                  symlink ../lib/puzzlesuite/puzzlesuite (policy
                                            11.11: a game's programs go in /usr/games)
    /usr/share/applications/<APP_ID>.desktop
    /usr/share/metainfo/<APP_ID>.metainfo.xml   (as checked in; its <releases> must
                                            match CHANGELOG.md, pkgmeta.check_consistency)
    /usr/share/icons/hicolor/{scalable,NxN}/apps/<APP_ID>.{svg,png}
    /usr/share/man/man6/puzzlesuite.6.gz    the manual page (packaging/manpage.py, from
                                            the parser behind --help)
    /usr/share/doc/puzzlesuite/{copyright,changelog.gz}   (changelog.gz: Debian format,
                                            written from CHANGELOG.md)
    /usr/share/lintian/overrides/puzzlesuite   what lintian reports of the bundled
                                            third-party libraries, with the reasons

The app's fonts stay in the package (puzzlesuite/resources/fonts/, 0.8 MB: subsets of
Inter and Noto Sans CJK KR cut to what the app shows, tools/make_fonts.py) rather than
depending on Debian's font packages. The look is then the same as from the .tar.gz and
every other system, the cut faces cannot be swapped for another version's metrics under
a laid-out screen, and a player need not install fonts-noto-cjk (56 MB to download,
91 MB installed) for the 2,350 Hangul syllables the app draws. They are renamed subsets
(the OFL's condition for modified fonts), not copies of a packaged font file.

Reproducible: every file's mtime is SOURCE_DATE_EPOCH (else the commit time), owners
are root, modes are Debian policy's, and dpkg-deb writes the members in sorted order
and the ar headers with SOURCE_DATE_EPOCH; two builds of one commit give the same bytes.

``Depends`` is computed from the bundle itself: every ELF file's DT_NEEDED entries that
the bundle does not carry are looked up on this (Debian) build machine, mapped to the
package that ships them, and versioned with that package's shlibs entry. Icon and menu
caches need no maintainer scripts: hicolor-icon-theme and desktop-file-utils refresh
them through dpkg file triggers.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import textwrap
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

import icons
import licences
import manpage
import pkgmeta

ROOT = pkgmeta.ROOT
LINUX_RESOURCES = ROOT / "resources" / "linux"
PACKAGE = "puzzlesuite"
INSTALL_DIR = Path("usr") / "lib" / PACKAGE
LAUNCHER_DIR = Path("usr") / "games"
# A placeholder address; releases set PUZZLESUITE_MAINTAINER.
DEFAULT_MAINTAINER = "Puzzle Suite developers <maintainers@puzzlesuite.invalid>"
# The bundle carries libfontconfig but not its configuration (/etc/fonts/fonts.conf):
# without it every start in a clean system prints "Fontconfig error: Cannot load default
# config file" and finds no font. Debian ships that file in fontconfig-config.
FONTCONFIG_DEPENDS = "fontconfig-config"
# Sound goes through the system's ALSA library, loaded with ctypes when the first sound
# plays (puzzlesuite/ui/alsa.py), so no ELF file names it: without it the games are
# silent and nothing else changes, hence a recommendation (Debian 13 renamed the package).
SOUND_RECOMMENDS = "libasound2t64 | libasound2"
ELF_MAGIC = b"\x7fELF"


# --- Dependencies -------------------------------------------------------------------


def elf_files(tree: Path) -> list[Path]:
    found = []
    for path in sorted(tree.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as handle:
                if handle.read(4) == ELF_MAGIC:
                    found.append(path)
    return found


def needed_libraries(elf: Path) -> list[str]:
    """DT_NEEDED entries of one ELF file (what the dynamic linker must find)."""
    output = subprocess.run(
        ["objdump", "-p", str(elf)], check=True, capture_output=True, text=True
    ).stdout
    return re.findall(r"^\s+NEEDED\s+(\S+)$", output, flags=re.MULTILINE)


def external_libraries(bundle: Path) -> set[str]:
    """Sonames some bundled ELF file needs but the bundle does not contain."""
    carried = {path.name for path in bundle.rglob("*")}
    needed = {name for elf in elf_files(bundle) for name in needed_libraries(elf)}
    return needed - carried


def _system_library_paths() -> dict[str, str]:
    """soname -> path for the build machine's native architecture, from ldconfig's cache."""
    machine = os.uname().machine
    arch_tag = {"x86_64": "x86-64", "aarch64": "AArch64"}.get(machine, machine)
    output = subprocess.run(
        ["/sbin/ldconfig", "-p"], check=True, capture_output=True, text=True
    ).stdout
    paths: dict[str, str] = {}
    for line in output.splitlines():
        match = re.match(r"\s+(\S+) \(([^)]*)\) => (\S+)$", line)
        if match and (arch_tag in match[2] or "," not in match[2]):
            paths.setdefault(match[1], match[3])
    return paths


def owning_package(path: str) -> str:
    """The installed Debian package shipping *path* (tries the /usr-merged spellings)."""
    real = os.path.realpath(path)
    candidates = {path, real}
    for spelling in list(candidates):
        if spelling.startswith("/usr/lib/"):
            candidates.add(spelling[len("/usr") :])
        elif spelling.startswith("/lib/"):
            candidates.add("/usr" + spelling)
    for candidate in sorted(candidates):
        result = subprocess.run(["dpkg-query", "-S", candidate], capture_output=True, text=True)
        if result.returncode == 0:
            return result.stdout.split(":", 1)[0].split(",")[0].strip()
    raise SystemExit(f"no installed Debian package ships {path}: cannot derive Depends")


def shlibs_dependency(package: str, soname: str) -> str:
    """'libxcb1 (>= 1.12)' from the package's shlibs file, else the bare package name."""
    match = re.match(r"(.+)\.so\.(\S+)$", soname) or re.match(r"(.+)-(\S+)\.so$", soname)
    info = Path("/var/lib/dpkg/info")
    arch = subprocess.run(
        ["dpkg", "--print-architecture"], check=True, capture_output=True, text=True
    ).stdout.strip()
    if match:
        library, version = match.groups()
        for shlibs in (info / f"{package}:{arch}.shlibs", info / f"{package}.shlibs"):
            if not shlibs.exists():
                continue
            for line in shlibs.read_text(encoding="utf-8").splitlines():
                fields = line.split(None, 2)
                if (
                    len(fields) == 3
                    and not line.startswith("udeb:")
                    and fields[0] == library
                    and fields[1] == version
                ):
                    return fields[2].split(",")[0].strip()
    return package


def compute_depends(bundle: Path) -> list[str]:
    """Sorted Depends entries: one per package providing a library the bundle lacks."""
    library_paths = _system_library_paths()
    depends: dict[str, str] = {}
    for soname in sorted(external_libraries(bundle)):
        path = library_paths.get(soname)
        if path is None:
            raise SystemExit(
                f"the bundle needs {soname}, which this machine does not have: "
                "install it so its package can be named in Depends"
            )
        package = owning_package(path)
        entry = shlibs_dependency(package, soname)
        # Keep the strictest version when two sonames come from one package.
        if package not in depends or _version_of(entry) > _version_of(depends[package]):
            depends[package] = entry
    return [depends[name] for name in sorted(depends)]


def _version_of(entry: str) -> tuple[int, ...]:
    match = re.search(r"\(>= (?:\d+:)?([\d.]+)", entry)
    return tuple(int(p) for p in match[1].strip(".").split(".") if p) if match else ()


# --- Staging ------------------------------------------------------------------------


# What lintian reports of the libraries the bundle carries (PyInstaller copies them from
# the build machine so that the .tar.gz runs anywhere, and the .deb is that same bundle),
# never of our own files. tests/packaging/test_packaging_build.py runs lintian and
# accepts no error outside these.
LINTIAN_OVERRIDES = f"""\
# The bundle under /{INSTALL_DIR} is self-contained by design: PyInstaller copies the
# Python runtime, Qt and the libraries they link against from the build machine.
{PACKAGE}: embedded-library * [{INSTALL_DIR}/_internal/*]
# Python's own extension modules resolve libc through the interpreter.
{PACKAGE}: library-not-linked-against-libc [{INSTALL_DIR}/_internal/*]
{PACKAGE}: shared-library-lacks-prerequisites [{INSTALL_DIR}/_internal/*]
# PyInstaller's bootloader is built without -pie.
{PACKAGE}: hardening-no-pie [{INSTALL_DIR}/{PACKAGE}]
# The debsigs origin signature (packaging/sign.sh) is an extra ar member by design;
# debsig-verify and packaging/verify.sh check it.
{PACKAGE}: misplaced-extra-member-in-deb _gpgorigin *
"""


def copyright_years(releases: list[pkgmeta.Release]) -> str:
    """'2026' or '2026-2028': first to newest release in the changelog."""
    years = sorted({release.date[:4] for release in releases})
    if not years:
        raise SystemExit("CHANGELOG.md lists no release: cannot date the copyright")
    return years[0] if years[0] == years[-1] else f"{years[0]}-{years[-1]}"


MIT_TEXT_INDENTED = """\
 Permission is hereby granted, free of charge, to any person obtaining a copy of
 this software and associated documentation files (the "Software"), to deal in
 the Software without restriction, including without limitation the rights to
 use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies of
 the Software, and to permit persons to whom the Software is furnished to do so,
 subject to the following conditions:
 .
 The above copyright notice and this permission notice shall be included in all
 copies or substantial portions of the Software.
 .
 THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
 IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS
 FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR
 COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER
 IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN
 CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
"""
# SPDX ids Debian spells its own way in /usr/share/common-licenses.
COMMON_LICENCES = {"LGPL-3.0-only": "LGPL-3", "GPL-3.0-only": "GPL-3"}


def copyright_text(
    project: pkgmeta.Project, releases: list[pkgmeta.Release], parts: list[dict[str, object]]
) -> str:
    """debian/copyright in the machine-readable format: one paragraph per bundled part,
    from the inventory packaging/licences.py wrote (each part's full texts are in
    /usr/lib/puzzlesuite/_internal/licences/, named in the paragraph)."""
    paragraphs = [
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
        "Upstream-Name: Puzzle Suite\n"
        f"Upstream-Contact: {project.urls.get('Bug Tracker', project.homepage)}\n"
        f"Source: {project.urls.get('Source', project.homepage)}\n"
        f"Comment: /{INSTALL_DIR} is a PyInstaller bundle. Besides Puzzle Suite it carries\n"
        " the parts listed below, each with its licence texts and notices in\n"
        f" /{INSTALL_DIR}/{licences.FOLDER.as_posix()}/ (and the overview\n"
        f" /{INSTALL_DIR}/{licences.OVERVIEW}, which also says how the LGPL-3's\n"
        " conditions are met).",
        f"Files: *\nCopyright: {copyright_years(releases)} {project.authors}\n"
        f"License: {project.license}\n{MIT_TEXT_INDENTED.rstrip()}",
    ]
    for part in parts:
        if part["id"] == "puzzlesuite":
            continue
        patterns = (
            " ".join(
                f"{INSTALL_DIR.as_posix()}/{pattern}"
                for pattern in part["patterns"]  # type: ignore[attr-defined]
                if "*" in str(pattern) or "/" in str(pattern) or pattern == PACKAGE
            )
            or f"{INSTALL_DIR.as_posix()}/{PACKAGE}"
        )
        licence = str(part["licence"])
        common = COMMON_LICENCES.get(licence)
        where = f"/{INSTALL_DIR}/{licences.FOLDER.as_posix()}/{part['text']}"
        body = f" {part['name']} {part['version']}".rstrip() + f": full texts in {where}"
        if common:
            body += (
                f"\n .\n On Debian systems the full text is in /usr/share/common-licenses/{common}."
            )
        paragraphs.append(
            f"Files: {patterns}\nCopyright: {part['copyright']}\nLicense: {licence}\n{body}"
        )
    return "\n\n".join(paragraphs) + "\n"


def bundled_parts(app_dir: Path) -> list[dict[str, object]]:
    """The bundle's licence inventory: the package installs the whole bundle."""
    inventory = app_dir / licences.FOLDER / licences.INVENTORY
    if not inventory.is_file():
        raise SystemExit(f"{inventory} is missing: run packaging/licences.py on the bundle first")
    parts: list[dict[str, object]] = json.loads(inventory.read_text(encoding="utf-8"))["parts"]
    return parts


def debian_changelog(
    releases: list[pkgmeta.Release], deb_version: Callable[[str], str], maintainer: str
) -> str:
    """CHANGELOG.md in the Debian changelog format, newest first (a native package)."""
    entries = []
    for release in releases:
        notes = release.notes or ("New release.",)
        items = "\n".join(
            textwrap.fill(note, width=78, initial_indent="  * ", subsequent_indent="    ")
            for note in notes
        )
        day = datetime.strptime(release.date, "%Y-%m-%d").replace(tzinfo=UTC)
        stamp = day.strftime("%a, %d %b %Y %H:%M:%S +0000")
        entries.append(
            f"{PACKAGE} ({deb_version(release.version)}) unstable; urgency=medium\n\n"
            f"{items}\n\n -- {maintainer}  {stamp}\n"
        )
    return "\n".join(entries)


def gzip_bytes(data: bytes) -> bytes:
    """gzip -9n: no file name, no timestamp, so the same text gives the same bytes."""
    return gzip.compress(data, compresslevel=9, mtime=0)


def control_text(
    project: pkgmeta.Project, arch: str, depends: list[str], installed_kib: int, maintainer: str
) -> str:
    synopsis = project.summary.rstrip(".")
    if len(synopsis) > 79:
        synopsis = synopsis.split(":")[0]
    return f"""Package: {PACKAGE}
Version: {project.deb_version}
Architecture: {arch}
Maintainer: {maintainer}
Installed-Size: {installed_kib}
Depends: {", ".join([*depends, FONTCONFIG_DEPENDS])}
Recommends: {SOUND_RECOMMENDS}
Section: games
Priority: optional
Homepage: {project.homepage}
Description: {synopsis}
 Puzzle Suite is a collection of calm, turn-based puzzle games for one person:
 Block Puzzle, Reversi against the computer, Jogakbo (a daily tile puzzle),
 Sudoku with graded puzzles that never need a guess, and Minesweeper on boards
 that are always solvable by logic alone.
 .
 Nothing is sold, nothing is locked and nothing leaves the computer: no ads, no
 accounts, no network access, no timers. Every game can be played with the mouse
 or entirely from the keyboard, and with a screen reader, in English, Korean,
 Indonesian and Spanish.
"""


def normalise_permissions(tree: Path, executables: set[Path]) -> None:
    """Debian policy modes: directories and programs 0755, everything else 0644."""
    for path in [tree, *tree.rglob("*")]:
        if path.is_symlink():
            continue
        if path.is_dir() or path in executables:
            path.chmod(0o755)
        else:
            path.chmod(0o644)


def normalise_times(tree: Path, epoch: int) -> None:
    """Every entry, symlinks included, dated *epoch* (dpkg-deb would only clamp)."""
    for path in sorted(tree.rglob("*"), reverse=True):
        os.utime(path, (epoch, epoch), follow_symlinks=False)
    os.utime(tree, (epoch, epoch))


def md5sums(stage: Path) -> str:
    lines = []
    for path in sorted(stage.rglob("*")):
        if path.is_file() and not path.is_symlink() and path.parts[len(stage.parts)] != "DEBIAN":
            digest = hashlib.md5(path.read_bytes()).hexdigest()  # dpkg's format, not security
            lines.append(f"{digest}  {path.relative_to(stage).as_posix()}")
    return "\n".join(lines) + "\n"


def installed_size_kib(stage: Path) -> int:
    total = 0
    for path in stage.rglob("*"):
        if path.parts[len(stage.parts)] == "DEBIAN":
            continue
        total += 1 if path.is_symlink() or path.is_dir() else -(-path.stat().st_size // 1024)
    return total


def stage_package(bundle: Path, stage: Path, project: pkgmeta.Project, maintainer: str) -> None:
    app_id = pkgmeta.APP_ID
    app_dir = stage / INSTALL_DIR
    shutil.copytree(bundle, app_dir, symlinks=True)

    launcher_dir = stage / LAUNCHER_DIR
    launcher_dir.mkdir(parents=True)
    # Relative, as Debian policy 10.5 asks within one top-level folder (/usr).
    (launcher_dir / PACKAGE).symlink_to(Path("..") / INSTALL_DIR.relative_to("usr") / PACKAGE)

    share = stage / "usr" / "share"
    (share / "applications").mkdir(parents=True)
    shutil.copyfile(
        LINUX_RESOURCES / f"{app_id}.desktop", share / "applications" / f"{app_id}.desktop"
    )
    (share / "metainfo").mkdir()
    shutil.copyfile(pkgmeta.METAINFO, share / "metainfo" / f"{app_id}.metainfo.xml")

    hicolor = share / "icons" / "hicolor"
    (hicolor / "scalable" / "apps").mkdir(parents=True)
    shutil.copyfile(icons.APP_ICON, hicolor / "scalable" / "apps" / f"{app_id}.svg")
    for size in icons.HICOLOR_SIZES:
        apps = hicolor / f"{size}x{size}" / "apps"
        apps.mkdir(parents=True)
        (apps / f"{app_id}.png").write_bytes(icons.render_png(size))

    doc = share / "doc" / PACKAGE
    doc.mkdir(parents=True)
    overrides = share / "lintian" / "overrides"
    overrides.mkdir(parents=True)
    (overrides / PACKAGE).write_text(LINTIAN_OVERRIDES, encoding="utf-8")

    man = share / "man" / f"man{manpage.SECTION}"
    man.mkdir(parents=True)
    page = manpage.manual_page().encode("utf-8")
    (man / f"{PACKAGE}.{manpage.SECTION}.gz").write_bytes(gzip_bytes(page))

    releases = pkgmeta.read_releases()
    parts = bundled_parts(app_dir)
    (doc / "copyright").write_text(copyright_text(project, releases, parts), encoding="utf-8")
    changelog = debian_changelog(releases, pkgmeta.deb_version, maintainer)
    (doc / "changelog.gz").write_bytes(gzip_bytes(changelog.encode("utf-8")))

    normalise_permissions(stage, executables={app_dir / PACKAGE})

    arch = subprocess.run(
        ["dpkg", "--print-architecture"], check=True, capture_output=True, text=True
    ).stdout.strip()
    control_dir = stage / "DEBIAN"
    control_dir.mkdir()
    # Not mkdir(mode=0o755): the umask (027, 077) would cut it, and dpkg-deb refuses a
    # control directory that is not 0755 ("bad permissions 700").
    control_dir.chmod(0o755)
    control = control_text(
        project, arch, compute_depends(app_dir), installed_size_kib(stage), maintainer
    )
    (control_dir / "control").write_text(control, encoding="utf-8")
    (control_dir / "md5sums").write_text(md5sums(stage), encoding="utf-8")
    for path in control_dir.iterdir():
        path.chmod(0o644)
    normalise_times(stage, pkgmeta.source_date_epoch())


def validate_metadata(stage: Path) -> None:
    """Run the freedesktop/AppStream validators; a failure stops the build."""
    app_id = pkgmeta.APP_ID
    checks = [
        ["desktop-file-validate", str(stage / "usr/share/applications" / f"{app_id}.desktop")],
        [
            "appstreamcli",
            "validate",
            "--no-net",
            str(stage / "usr/share/metainfo" / f"{app_id}.metainfo.xml"),
        ],
    ]
    for command in checks:
        if shutil.which(command[0]) is None:
            raise SystemExit(
                f"{command[0]} is missing: apt-get install "
                f"{'desktop-file-utils' if 'desktop' in command[0] else 'appstream'}"
            )
        subprocess.run(command, check=True, stdout=sys.stderr)  # stdout = the .deb path


def build_deb(
    bundle: Path, out_dir: Path, maintainer: str, compression: str = "xz", level: int = 1
) -> Path:
    project = pkgmeta.check_consistency()
    arch = subprocess.run(
        ["dpkg", "--print-architecture"], check=True, capture_output=True, text=True
    ).stdout.strip()
    out_dir.mkdir(parents=True, exist_ok=True)
    target = out_dir / f"{PACKAGE}_{project.deb_version}_{arch}.deb"
    with tempfile.TemporaryDirectory(prefix="puzzlesuite-deb-") as scratch:
        stage = Path(scratch) / "stage"
        stage_package(bundle, stage, project, maintainer)
        validate_metadata(stage)
        subprocess.run(
            [
                "dpkg-deb",
                # (dpkg-deb sorts the members; SOURCE_DATE_EPOCH dates the ar headers)
                "--root-owner-group",
                f"-Z{compression}",
                f"-z{level}",
                "--build",
                str(stage),
                str(target),
            ],
            check=True,
            stdout=subprocess.DEVNULL,
            env={**os.environ, "SOURCE_DATE_EPOCH": str(pkgmeta.source_date_epoch())},
        )
    return target


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--bundle",
        type=Path,
        required=True,
        help="the PyInstaller one-folder output (…/dist/puzzlesuite)",
    )
    parser.add_argument("--out", type=Path, required=True, help="folder for the .deb")
    parser.add_argument(
        "--maintainer", default=os.environ.get("PUZZLESUITE_MAINTAINER", DEFAULT_MAINTAINER)
    )
    # debsigs (0.1.26) cannot sign zstd members; xz -1 packs 110 MB in ~15 s on 2 cores
    # for a 36 MB .deb, where xz -6 takes 80 s for 32 MB.
    parser.add_argument("--compression", default="xz", choices=("xz", "gzip"))
    parser.add_argument("--level", type=int, default=1, help="compression level 0-9")
    parser.add_argument(
        "--print-depends", action="store_true", help="only print the Depends the bundle needs"
    )
    args = parser.parse_args(argv[1:])
    if not (args.bundle / PACKAGE).is_file():
        parser.error(f"{args.bundle} is not a PyInstaller bundle (no {PACKAGE} executable)")
    if args.print_depends:
        print(", ".join(compute_depends(args.bundle)))
        return 0
    print(build_deb(args.bundle, args.out, args.maintainer, args.compression, args.level))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
