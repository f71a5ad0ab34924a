"""Every licence the bundle needs, found from what the bundle really contains.

    python packaging/licences.py BUNDLE      # writes BUNDLE/_internal/licences/, prints a summary

Each file of the PyInstaller bundle, and each Python module packed inside its
executable, is matched to one *part* (Puzzle Suite, Python, Qt, PySide6, Babel, a Debian
library, ...). A file no rule claims, or a Debian library whose package has no
copyright file, stops the build: nothing ships without a known licence. The output:

* ``licences/inventory.json``: each part with its licence, copyright, the number of
  files it has in the bundle, and the names of its text files; the app's About →
  Licences reads it, make_deb.py writes the ``.deb``'s machine-readable ``copyright``
  from it;
* ``licences/<part>.txt``: the licence texts and notices, taken from the build
  machine's own copies (the project's LICENSE, Python's LICENSE.txt, each wheel's
  licence files, Debian's ``/usr/share/doc/PACKAGE/copyright`` and
  ``/usr/share/common-licenses``) or, for code Qt carries inside its libraries, from
  the notices below;
* ``LICENCES.txt`` at the top of the bundle: the overview a person reads first, with
  how the LGPL's conditions are met.
"""

from __future__ import annotations

import fnmatch
import json
import os
import re
import subprocess
import sys
import sysconfig
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path

import pkgmeta

ROOT = pkgmeta.ROOT
FOLDER = Path("_internal") / "licences"
OVERVIEW = "LICENCES.txt"
INVENTORY = "inventory.json"
COMMON_LICENCES = Path("/usr/share/common-licenses")
FONT_DIR = ROOT / "resources" / "fonts"
BUNDLED_FONT_DIR = "_internal/puzzlesuite/resources/fonts"  # where app_data() puts them
ELF_MAGIC = b"\x7fELF"


# --- licence texts ----------------------------------------------------------------------


def read(path: Path) -> str:
    if not path.is_file():
        raise SystemExit(f"licence text {path} is missing on this build machine")
    return path.read_text(encoding="utf-8", errors="replace")


def distribution_licence_files(name: str) -> list[tuple[str, str]]:
    """The licence files an installed wheel carries (dist-info/licenses/*, LICENSE*)."""
    dist = metadata.distribution(name)
    found = []
    for file in dist.files or []:
        parts = Path(str(file)).parts
        if parts[0].endswith(".dist-info") and (
            "licenses" in parts or Path(str(file)).name.upper().startswith(("LICEN", "COPYING"))
        ):
            found.append(
                (
                    f"{name}: {Path(str(file)).name}",
                    Path(str(file.locate())).read_text(encoding="utf-8", errors="replace"),
                )
            )
    if not found:
        raise SystemExit(f"the installed {name} carries no licence file")
    return found


def python_licence() -> list[tuple[str, str]]:
    return [("Python", read(Path(sysconfig.get_paths()["stdlib"]) / "LICENSE.txt"))]


def lgpl3_with_gpl3() -> list[tuple[str, str]]:
    # The LGPL-3 is a set of permissions on top of the GPL-3: both texts must travel.
    return [
        ("GNU Lesser General Public License, version 3", read(COMMON_LICENCES / "LGPL-3")),
        ("GNU General Public License, version 3", read(COMMON_LICENCES / "GPL-3")),
    ]


def debian_copyright(package: str) -> list[tuple[str, str]]:
    return [(f"Debian package {package}", read(Path("/usr/share/doc") / package / "copyright"))]


# Code that Qt compiles into its own libraries (Qt's qt_attribution.json for the modules
# the bundle keeps: QtCore, QtGui, QtWidgets, QtSvg, QtDBus, QtPrintSupport and the
# platform plugins). Texts in full where Debian has a copyright file for the same
# upstream project; otherwise the upstream notice.
QT_THIRD_PARTY_NOTICES = """\
Qt 6 carries the following third-party code inside its libraries (see "Licenses Used
in Qt", https://doc.qt.io/qt-6/licenses-used-in-qt.html):

* PCRE2 (QtCore, regular expressions): BSD-3-Clause WITH PCRE2-exception.
  Copyright (c) 1997-2024 University of Cambridge; Copyright (c) 2009-2024 Zoltan Herczeg.
* double-conversion (QtCore): BSD-3-Clause. Copyright 2006-2012 the V8 project authors.
* Easing Equations by Robert Penner (QtCore): BSD-3-Clause.
  Copyright (c) 2001 Robert Penner.
* SHA-3 / Keccak (QtCore): CC0-1.0 (public domain dedication) by the Keccak team.
* BLAKE2 (QtCore): CC0-1.0. Copyright 2012 Samuel Neves.
* TinyCBOR (QtCore): MIT. Copyright (c) 2017 Intel Corporation.
* forkfd (QtCore): MIT. Copyright (c) 2016 Intel Corporation; Copyright (c) 2015
  Klarälvdalens Datakonsult AB.
* zlib (QtCore): Zlib. Copyright (c) 1995-2024 Jean-loup Gailly and Mark Adler.
* HarfBuzz-NG (QtGui, text shaping): MIT ("Old MIT"). Copyright (c) the HarfBuzz authors.
* libpng (QtGui): libpng-2.0. Copyright (c) 1995-2024 The PNG Reference Library Authors.
* FreeType (QtGui, through the bundled libfreetype): FTL or GPL-2.0-or-later.
* md4c (QtGui, Markdown): MIT. Copyright (c) 2016-2024 Martin Mitáš.
* Pixman (QtGui, drawing helpers): MIT. Copyright (c) 2000 Keith Packard, Copyright (c)
  2007 Red Hat, Inc. and others.
* Unicode Character Database (QtCore): Unicode-3.0. Copyright (c) 1991-2024 Unicode, Inc.

The MIT licence (for the MIT items above, with their own copyright lines):

Permission is hereby granted, free of charge, to any person obtaining a copy of this
software and associated documentation files (the "Software"), to deal in the Software
without restriction, including without limitation the rights to use, copy, modify,
merge, publish, distribute, sublicense, and/or sell copies of the Software, and to
permit persons to whom the Software is furnished to do so, subject to the following
conditions: The above copyright notice and this permission notice shall be included in
all copies or substantial portions of the Software. THE SOFTWARE IS PROVIDED "AS IS",
WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE
WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN
NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR
IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.

The BSD 3-clause licence (for the BSD-3-Clause items above, with their own copyright
lines):

Redistribution and use in source and binary forms, with or without modification, are
permitted provided that the following conditions are met: 1. Redistributions of source
code must retain the above copyright notice, this list of conditions and the following
disclaimer. 2. Redistributions in binary form must reproduce the above copyright
notice, this list of conditions and the following disclaimer in the documentation
and/or other materials provided with the distribution. 3. Neither the name of the
copyright holder nor the names of its contributors may be used to endorse or promote
products derived from this software without specific prior written permission. THIS
SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND ANY EXPRESS
OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED WARRANTIES OF
MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE DISCLAIMED. IN NO EVENT SHALL
THE COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE FOR ANY DIRECT, INDIRECT, INCIDENTAL,
SPECIAL, EXEMPLARY, OR CONSEQUENTIAL DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT
OF SUBSTITUTE GOODS OR SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS
INTERRUPTION) HOWEVER CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT
LIABILITY, OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.

The zlib licence: This software is provided 'as-is', without any express or implied
warranty. In no event will the authors be held liable for any damages arising from the
use of this software. Permission is granted to anyone to use this software for any
purpose, including commercial applications, and to alter it and redistribute it freely,
subject to the following restrictions: 1. The origin of this software must not be
misrepresented; you must not claim that you wrote the original software. 2. Altered
source versions must be plainly marked as such, and must not be misrepresented as being
the original software. 3. This notice may not be removed or altered from any source
distribution.

The CC0-1.0 text is in the file for Debian's CC0-1.0 below; libpng's, FreeType's and
the Unicode licence's full texts are in the Debian copyright files of libpng16-16,
libfreetype6 and libicu (the same upstream projects), which this folder also carries.
"""


def qt_texts() -> list[tuple[str, str]]:
    return [
        *lgpl3_with_gpl3(),
        ("Third-party code inside Qt", QT_THIRD_PARTY_NOTICES),
        ("Creative Commons CC0 1.0", read(COMMON_LICENCES / "CC0-1.0")),
    ]


# --- the parts -------------------------------------------------------------------------


@dataclass(frozen=True)
class Part:
    key: str  # file name of its texts, and its id in inventory.json
    name: str
    licence: str  # SPDX expression
    copyright: str
    texts: Callable[[], list[tuple[str, str]]]
    files: tuple[str, ...] = ()  # fnmatch patterns, relative to the bundle
    modules: tuple[str, ...] = ()  # top-level Python modules packed in the executable
    note: str = ""


PARTS: tuple[Part, ...] = (
    Part(
        "puzzlesuite",
        "Puzzle Suite",
        "MIT",
        "2026 Puzzle Suite developers",
        lambda: [
            ("Puzzle Suite", read(ROOT / "LICENSE")),
            ("Puzzle Suite's sounds", read(ROOT / "resources" / "sounds" / "LICENSE.txt")),
        ],
        files=(
            "_internal/puzzlesuite/*",
            "_internal/puzzlesuite-*.dist-info/*",
            "_internal/licences/*",
            OVERVIEW,
        ),
        modules=("puzzlesuite", "entry"),
    ),
    Part(
        "pyinstaller-bootloader",
        "PyInstaller bootloader",
        "GPL-2.0-or-later WITH Bootloader-exception",
        "2005-2025 PyInstaller Development Team",
        lambda: distribution_licence_files("pyinstaller"),
        files=("puzzlesuite",),
        modules=("pyimod*", "pyiboot*", "pyi_*", "_pyi_*", "PyInstaller", "PYZ"),
        note="The executable that starts the bundle; the bootloader exception allows "
        "shipping it with programs under any licence.",
    ),
    Part(
        "python",
        "Python 3 interpreter and standard library",
        "PSF-2.0",
        "2001-2024 Python Software Foundation",
        python_licence,
        files=(
            "_internal/libpython3*",
            "_internal/base_library.zip",
            "_internal/lib-dynload/*",
            "_internal/python3*/*",
        ),
        modules=(*sorted(sys.stdlib_module_names), "_sysconfigdata_*"),
    ),
    Part(
        "qt",
        "Qt 6",
        "LGPL-3.0-only",
        "The Qt Company Ltd. and other contributors",
        qt_texts,
        files=(
            "_internal/PySide6/Qt/lib/libQt6*",
            "_internal/PySide6/Qt/plugins/*",
            "_internal/PySide6/Qt/translations/*",
            "_internal/libQt6*",
            "_internal/PySide6/Qt/*",
        ),
        note="Unmodified shared libraries of Qt, dynamically linked.",
    ),
    Part(
        "icu",
        "ICU (International Components for Unicode), as shipped with PySide6",
        "Unicode-3.0",
        "1991-2024 Unicode, Inc. and others",
        lambda: debian_copyright("libicu72"),
        files=("_internal/PySide6/Qt/lib/libicu*", "_internal/libicu*"),
    ),
    Part(
        "pyside6",
        "PySide6 and Shiboken6 (Qt for Python)",
        "LGPL-3.0-only",
        "The Qt Company Ltd.",
        lgpl3_with_gpl3,
        files=(
            "_internal/PySide6/*.so*",
            "_internal/PySide6/*.pyd",
            "_internal/shiboken6/*",
            "_internal/libpyside6*",
            "_internal/libshiboken6*",
            "_internal/PySide6/*.py*",
            "_internal/PySide6/*",
        ),
        modules=("PySide6", "shiboken6"),
        note="Unmodified shared libraries and modules, dynamically linked.",
    ),
    Part(
        "babel",
        "Babel (and its Unicode CLDR locale data)",
        "BSD-3-Clause AND Unicode-3.0",
        "2013-2025 the Babel Team; Unicode, Inc. (CLDR data)",
        lambda: distribution_licence_files("babel"),
        files=("_internal/babel/*", "_internal/babel-*.dist-info/*"),
        modules=("babel",),
    ),
    Part(
        "platformdirs",
        "platformdirs",
        "MIT",
        "2010-202x platformdirs developers",
        lambda: distribution_licence_files("platformdirs"),
        files=("_internal/platformdirs-*.dist-info/*",),
        modules=("platformdirs",),
    ),
    Part(
        "typing-extensions",
        "typing_extensions",
        "PSF-2.0",
        "2001-2024 Python Software Foundation and contributors",
        lambda: distribution_licence_files("typing_extensions"),
        modules=("typing_extensions",),
    ),
    # The app's own type (resources/fonts/, tools/make_fonts.py): the licence texts are
    # the ones committed beside the fonts, so every build ships the same words.
    Part(
        "font-sans",
        "Puzzle Suite Sans (a subset of Inter)",
        "OFL-1.1",
        "2016-2022 The Inter Project Authors",
        lambda: [("Inter", read(FONT_DIR / "LICENSE-Inter.txt"))],
        files=(f"{BUNDLED_FONT_DIR}/PuzzleSuiteSans-*", f"{BUNDLED_FONT_DIR}/LICENSE-Inter.txt"),
    ),
    Part(
        "font-hangul",
        "Puzzle Suite Hangul (a subset of Noto Sans CJK KR)",
        "OFL-1.1",
        "2014-2021 Adobe (Noto Sans CJK, Source Han Sans)",
        lambda: [("Noto Sans CJK", read(FONT_DIR / "LICENSE-NotoSansCJK.txt"))],
        files=(
            f"{BUNDLED_FONT_DIR}/PuzzleSuiteHangul-*",
            f"{BUNDLED_FONT_DIR}/LICENSE-NotoSansCJK.txt",
        ),
    ),
)


# --- what the bundle holds --------------------------------------------------------------


def bundle_files(bundle: Path) -> list[str]:
    return sorted(
        path.relative_to(bundle).as_posix()
        for path in bundle.rglob("*")
        if (path.is_file() or path.is_symlink()) and not path.is_dir()
    )


def archived_modules(executable: Path) -> list[str]:
    """Top-level names of the Python modules packed into the executable's archive."""
    from PyInstaller.archive.readers import pkg_archive_contents

    try:
        contents = pkg_archive_contents(str(executable))
    except Exception as error:  # a stand-in executable (tests) carries no archive
        if "magic" in str(error).lower() or "archive" in str(error).lower():
            return []
        raise
    names = {name.split(".")[0].split("/")[0] for name in contents}
    return sorted(name for name in names if name)


def part_of_file(relative: str) -> Part | None:
    """The part whose pattern names the file most closely (the longest matching
    pattern): the app's fonts are in the app's folder but not under its licence."""
    best: tuple[int, Part] | None = None
    for part in PARTS:
        for pattern in part.files:
            if fnmatch.fnmatchcase(relative, pattern) and (best is None or len(pattern) > best[0]):
                best = (len(pattern), part)
    return best[1] if best is not None else None


def part_of_module(name: str) -> Part | None:
    for part in PARTS:
        if any(fnmatch.fnmatchcase(name, pattern) for pattern in part.modules):
            return part
    return None


@dataclass
class DebianLibrary:
    package: str
    files: list[str] = field(default_factory=list)


def library_package(relative: str, system_paths: dict[str, str]) -> str | None:
    """The Debian package of a bundled shared library copied from the build machine."""
    name = Path(relative).name
    path = system_paths.get(name)
    if path is None:
        return None
    real = os.path.realpath(path)
    for candidate in sorted({path, real, real.removeprefix("/usr"), "/usr" + real}):
        result = subprocess.run(["dpkg-query", "-S", candidate], capture_output=True, text=True)
        if result.returncode == 0:
            return result.stdout.split(":", 1)[0].split(",")[0].strip()
    return None


def system_library_paths() -> dict[str, str]:
    """file name -> path of every library in ldconfig's cache (sonames and real names)."""
    output = subprocess.run(["/sbin/ldconfig", "-p"], capture_output=True, text=True).stdout
    paths: dict[str, str] = {}
    arch_tag = {"x86_64": "x86-64", "aarch64": "AArch64"}.get(os.uname().machine, "")
    for line in output.splitlines():
        match = re.match(r"\s+(\S+) \(([^)]*)\) => (\S+)$", line)
        if match and (arch_tag in match[2] or "," not in match[2]):
            paths.setdefault(match[1], match[3])
            paths.setdefault(Path(os.path.realpath(match[3])).name, match[3])
    return paths


def debian_licence_name(copyright_text: str) -> str:
    """The licence of a DEP-5 copyright file's "Files: *" paragraph; "other" when the
    file is not machine-readable (its full text is shipped either way)."""
    for paragraph in re.split(r"\n\s*\n", copyright_text):
        if re.search(r"^Files:\s*\*\s*$", paragraph, re.M):
            found = re.search(r"^License:\s*(\S+)\s*$", paragraph, re.M)
            if found:
                return found[1]
    return "other"


@dataclass
class Inventory:
    parts: dict[str, list[str]]  # part key -> files and modules it accounts for
    debian: dict[str, DebianLibrary]
    unknown: list[str]


def take_inventory(bundle: Path) -> Inventory:
    parts: dict[str, list[str]] = {part.key: [] for part in PARTS}
    debian: dict[str, DebianLibrary] = {}
    unknown: list[str] = []
    system_paths: dict[str, str] | None = None
    for relative in bundle_files(bundle):
        # A symlink (PyInstaller links top-level names to libraries deeper inside)
        # belongs to whatever it points at.
        target = _resolved(bundle, relative)
        part = part_of_file(relative) or part_of_file(target)
        if part is not None:
            parts[part.key].append(relative)
            continue
        if _is_elf(bundle / target):
            system_paths = system_paths if system_paths is not None else system_library_paths()
            package = library_package(target, system_paths)
            if package is not None:
                debian.setdefault(package, DebianLibrary(package)).files.append(relative)
                continue
        unknown.append(relative)
    executable = bundle / "puzzlesuite"
    if executable.is_file():
        for module in archived_modules(executable):
            owner = part_of_module(module)
            if owner is None:
                unknown.append(f"puzzlesuite (archive): Python module {module}")
            else:
                parts[owner.key].append(f"puzzlesuite (archive): {module}")
    return Inventory(parts, debian, unknown)


def _resolved(bundle: Path, relative: str) -> str:
    path = bundle / relative
    if not path.is_symlink():
        return relative
    real = path.resolve()
    try:
        return real.relative_to(bundle.resolve()).as_posix()
    except ValueError:
        return relative


def _is_elf(path: Path) -> bool:
    if path.is_symlink() or not path.is_file():
        return False
    with path.open("rb") as handle:
        return handle.read(4) == ELF_MAGIC


# --- writing ------------------------------------------------------------------------


LGPL_STATEMENT = """\
How the conditions of the LGPL-3.0 (Qt, PySide6, Shiboken6) are met
-------------------------------------------------------------------
* Their full texts (the LGPL-3.0 and the GPL-3.0 it builds on) are in this folder, and
  this notice says that the program uses those libraries (LGPL-3.0 section 4 a, b).
* Qt, PySide6 and Shiboken6 are used unmodified, as separate shared libraries in the
  bundle's _internal/ folder (PySide6/Qt/lib/libQt6*.so.6, PySide6/*.abi3.so,
  libpyside6*.so*, libshiboken6*.so*), loaded at run time by the dynamic linker: a user
  can replace any of them with another build of the same Qt / PySide6 version (same
  ABI) and the program will use it (section 4 d 1, "a suitable shared library
  mechanism"). Nothing links them statically and the bundle does not check them.
* Their corresponding source is Qt's and Qt for Python's own release source, for the
  versions named in inventory.json: https://download.qt.io/official_releases/qt/ and
  https://download.qt.io/official_releases/QtForPython/ . For three years from a
  release, the Puzzle Suite developers also give a copy of that exact source to anyone
  who asks through the bug tracker named on the homepage, at no more than the cost of
  providing it.
* Puzzle Suite's own source (MIT) is published with every release; nothing restricts
  reverse engineering for debugging such modifications (section 4).
"""


def write(bundle: Path, inventory: Inventory, versions: dict[str, str]) -> Path:
    if inventory.unknown:
        listing = "\n  ".join(inventory.unknown)
        raise SystemExit(
            f"no known licence for these bundled files:\n  {listing}\n"
            "add a rule to packaging/licences.py PARTS"
        )
    out = bundle / FOLDER
    out.mkdir(parents=True, exist_ok=True)
    entries = []
    for part in PARTS:
        files = inventory.parts[part.key]
        if not files and part.key != "puzzlesuite":
            continue
        text_name = f"{part.key}.txt"
        (out / text_name).write_text(_joined(part.texts()), encoding="utf-8")
        entries.append(
            {
                "id": part.key,
                "name": part.name,
                "licence": part.licence,
                "copyright": part.copyright,
                "version": versions.get(part.key, ""),
                "files": len(files),
                "patterns": list(part.files),
                "note": part.note,
                "text": text_name,
            }
        )
    for package in sorted(inventory.debian):
        library = inventory.debian[package]
        texts = debian_copyright(package)
        text_name = f"debian-{package}.txt"
        (out / text_name).write_text(_joined(texts), encoding="utf-8")
        entries.append(
            {
                "id": f"debian-{package}",
                "name": f"{package} (Debian library)",
                "licence": debian_licence_name(texts[0][1]),
                "copyright": f"see {text_name}",
                "version": _debian_version(package),
                "files": len(library.files),
                "patterns": sorted(library.files),
                "note": "Copied from the build machine's Debian package.",
                "text": text_name,
            }
        )
    (out / INVENTORY).write_text(
        json.dumps({"parts": entries}, indent=1, ensure_ascii=False) + "\n", encoding="utf-8"
    )
    (bundle / OVERVIEW).write_text(overview(entries), encoding="utf-8")
    return out


def overview(entries: Iterable[dict[str, object]]) -> str:
    lines = [
        "Puzzle Suite: the licences of everything in this folder",
        "=======================================================",
        "",
        "Puzzle Suite itself is under the MIT licence. This folder is a self-contained",
        "bundle that also carries the parts below; each one's licence texts and notices",
        "are in _internal/licences/ (the file named after it). The app shows the same",
        "list under Help > Licences.",
        "",
    ]
    for entry in entries:
        version = f" {entry['version']}" if entry["version"] else ""
        lines.append(
            f"* {entry['name']}{version}: {entry['licence']}  [_internal/licences/{entry['text']}]"
        )
    return "\n".join([*lines, "", LGPL_STATEMENT])


def _joined(texts: list[tuple[str, str]]) -> str:
    return "\n\n".join(
        f"{'=' * 78}\n{title}\n{'=' * 78}\n\n{text.strip()}\n" for title, text in texts
    )


def _debian_version(package: str) -> str:
    result = subprocess.run(
        ["dpkg-query", "-W", "-f=${Version}", package], capture_output=True, text=True
    )
    return result.stdout.strip()


def part_versions() -> dict[str, str]:
    def version(name: str) -> str:
        try:
            return metadata.version(name)
        except metadata.PackageNotFoundError:
            return ""

    pyside = version("PySide6-Essentials") or version("PySide6")
    return {
        "puzzlesuite": pkgmeta.read_project().version,
        "python": sys.version.split()[0],
        "qt": pyside,  # PySide6 wheels carry the Qt of the same version
        "pyside6": pyside,
        "babel": version("babel"),
        "platformdirs": version("platformdirs"),
        "typing-extensions": version("typing_extensions"),
        "pyinstaller-bootloader": version("pyinstaller"),
    }


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(f"usage: {argv[0]} BUNDLE", file=sys.stderr)
        return 2
    bundle = Path(argv[1])
    out = write(bundle, take_inventory(bundle), part_versions())
    entries = json.loads((out / INVENTORY).read_text(encoding="utf-8"))["parts"]
    print(f"licences of {len(entries)} parts in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
