"""What the bundle keeps of Qt, Babel and Python, and what it drops.

Used by ``puzzlesuite.spec`` after PyInstaller's analysis. PyInstaller's PySide6 hooks
collect every plugin family QtGui might load and every Qt translation; Babel's hook
collects the data of ~800 locales. Puzzle Suite is a QtWidgets app in four languages,
so this module keeps only:

* platform plugins for X11 (xcb), Wayland and offscreen (plus the native ones on
  Windows/macOS), the Wayland shell/decoration plugins they need, input methods
  (compose key, IBus for Korean input) and the XDG portal theme (dark mode, dialogs);
* SVG support: the ``qsvg`` image format and the ``qsvgicon`` icon engine;
* printing: QtPrintSupport and its print plugins (CUPS on Linux, through the system's
  own libcups, which the bundle never carries);
* Qt's own translations and Babel's locale data for the shipped languages only;
* shared libraries still reachable from what is kept (the rest were pulled in only by
  dropped plugins: GTK for the gtk3 theme, Qt Network for TLS, Qt Quick for designer...).

The rules are plain functions over destination paths so they can be tested without
running PyInstaller.
"""

from __future__ import annotations

import ast
import posixpath
import re
import sys
from collections.abc import Callable, Iterable
from pathlib import Path

# Plugin family -> plugin base names kept (file name without "lib" prefix and extension).
KEPT_PLUGINS: dict[str, frozenset[str]] = {
    "platforms": frozenset(
        {
            "qxcb",
            "qwayland",
            "qwayland-generic",
            "qoffscreen",  # Linux (qwayland-* before Qt 6.7)
            "qwindows",
            "qdirect2d",  # Windows
            "qcocoa",  # macOS
        }
    ),
    "wayland-shell-integration": frozenset({"xdg-shell"}),
    "wayland-decoration-client": frozenset({"bradient", "adwaita"}),
    "platforminputcontexts": frozenset(
        {
            "composeplatforminputcontextplugin",
            "ibusplatforminputcontextplugin",
        }
    ),
    "platformthemes": frozenset({"qxdgdesktopportal"}),
    "imageformats": frozenset({"qsvg"}),
    "iconengines": frozenset({"qsvgicon"}),
    # Native widget styles on Windows (Windows 11 / Vista) and macOS.
    "styles": frozenset({"qmodernwindowsstyle", "qwindowsvistastyle", "qmacstyle"}),
    # Printing (QtPrintSupport): the printers QPrintDialog lists come from these; on
    # Linux CUPS, through the system's libcups (SYSTEM_LIBRARIES).
    "printsupport": frozenset(
        {"cupsprintersupport", "windowsprintersupport", "cocoaprintersupport"}
    ),
}

# Libraries the bundle must take from the system, never carry: libcups talks to the
# system's CUPS server with the system's configuration (/etc/cups, client.conf, its
# TLS settings), and a copy from the build machine would drag in GnuTLS, Kerberos and
# Avahi besides. The .deb names their packages in Depends (make_deb.py derives them
# from what the bundle needs but lacks); a .tar.gz user has them with any printer set up.
SYSTEM_LIBRARIES = frozenset({"libcups.so.2"})

# Qt's Python modules the app may need even if not named in an import (QtCore etc. are
# always needed by QtWidgets; QtSvg renders the SVG icons).
# QtPrintSupport: printing a puzzle (Sudoku), kept even before the import lands.
BASE_QT_MODULES = frozenset({"QtCore", "QtGui", "QtWidgets", "QtSvg", "QtPrintSupport"})

# Standard-library packages the app never uses and that are large or pull in Tcl/Tk.
# ssl/_hashlib would bring OpenSSL (5 MB) for a program that never opens a connection;
# hashlib falls back to its built-in sha256/sha512/blake2 without _hashlib.
UNUSED_STDLIB = (
    "tkinter",
    "_tkinter",
    "unittest",
    "pydoc",
    "pydoc_data",
    "doctest",
    "lib2to3",
    "idlelib",
    "turtledemo",
    "ensurepip",
    "xmlrpc",
    "test",
    "ssl",
    "_ssl",
    "_hashlib",
)

_PLUGIN_PATH = re.compile(r"(?:^|/)PySide6/(?:Qt/)?plugins/(?P<family>[^/]+)/(?P<file>[^/]+)$")
_QT_TRANSLATION = re.compile(r"(?:^|/)PySide6/(?:Qt/)?translations/(?P<file>[^/]+)$")
_BABEL_LOCALE = re.compile(r"(?:^|/)babel/locale-data/(?P<locale>[^/]+)\.dat$")
_PY_EXTENSION = re.compile(r"(\.cpython-[^/]*\.so|\.abi3\.so|\.pyd)$|(?:^|/)lib-dynload/")
_PYTHON_LIB = re.compile(r"(?:^|/)(lib)?python3[\d.]*\.(so[\d.]*|dll|dylib)$|(?:^|/)Python$")
_QT_LIBRARY = re.compile(r"(?:^|/)(lib)?(Qt6\w+|icu\w+)[^/]*$|(?:^|/)Qt\w+\.framework/")


def _normal(dest: str) -> str:
    return dest.replace("\\", "/")


def plugin_base_name(file_name: str) -> str:
    """'libqxcb.so' -> 'qxcb', 'qwindows.dll' -> 'qwindows', 'libqcocoa.dylib' -> 'qcocoa'."""
    stem = file_name.split(".", 1)[0]
    return stem[3:] if stem.startswith("lib") else stem


def keep_plugin(dest: str) -> bool | None:
    """True/False for a Qt plugin, None when *dest* is not a Qt plugin at all."""
    match = _PLUGIN_PATH.search(_normal(dest))
    if not match:
        return None
    kept = KEPT_PLUGINS.get(match["family"], frozenset())
    return plugin_base_name(match["file"]) in kept


def keep_qt_translation(dest: str, languages: Iterable[str]) -> bool | None:
    """Keep qtbase_<lang>.qm (dialog buttons, shortcuts) and the qt_<lang>.qm that loads it."""
    match = _QT_TRANSLATION.search(_normal(dest))
    if not match:
        return None
    wanted = {f"{catalog}_{lang}.qm" for lang in languages for catalog in ("qt", "qtbase")}
    return match["file"] in wanted


def keep_babel_locale(dest: str, languages: Iterable[str]) -> bool | None:
    """Keep root and every regional variant of the shipped languages (es_MX, ko_KR, ...)."""
    match = _BABEL_LOCALE.search(_normal(dest))
    if not match:
        return None
    locale = match["locale"]
    return locale == "root" or locale.split("_", 1)[0] in set(languages)


def is_python_extension(dest: str) -> bool:
    return bool(_PY_EXTENSION.search(_normal(dest)))


def is_qt_library(dest: str) -> bool:
    return bool(_QT_LIBRARY.search(_normal(dest))) and keep_plugin(dest) is None


def qt_modules_imported(package_dir: Path) -> set[str]:
    """Names of PySide6 modules (QtCore, QtSvg, ...) imported anywhere under *package_dir*."""
    used: set[str] = set()
    for source in package_dir.rglob("*.py"):
        try:
            tree = ast.parse(source.read_text(encoding="utf-8"), filename=str(source))
        except SyntaxError:
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                parts = node.module.split(".")
                if parts[0] == "PySide6" and len(parts) > 1:
                    used.add(parts[1])
                elif node.module == "PySide6":
                    used.update(alias.name for alias in node.names)
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    parts = alias.name.split(".")
                    if parts[0] == "PySide6" and len(parts) > 1:
                        used.add(parts[1])
    return used


def unused_qt_modules(pyside_dir: Path, used: set[str]) -> list[str]:
    """Dotted names of PySide6 modules to exclude: every installed one the app does not use."""
    installed = {
        path.name.split(".", 1)[0]
        for path in pyside_dir.iterdir()
        if path.name.startswith("Qt") and path.suffix in (".so", ".pyd")
    }
    keep = BASE_QT_MODULES | used
    return sorted(f"PySide6.{name}" for name in installed - keep)


def app_modules(package_dir: Path) -> list[str]:
    """Every module of the app package: games are loaded by dotted name at run time,
    which PyInstaller's import scan cannot follow."""
    modules = []
    for source in sorted(package_dir.rglob("*.py")):
        if "__pycache__" in source.parts:
            continue
        relative = source.relative_to(package_dir.parent).with_suffix("")
        parts = list(relative.parts)
        if parts[-1] == "__init__":
            parts.pop()
        modules.append(".".join(parts))
    return modules


def filter_datas(
    datas: list[tuple[str, str, str]], languages: Iterable[str]
) -> list[tuple[str, str, str]]:
    languages = tuple(languages)
    kept = []
    for entry in datas:
        dest = entry[0]
        verdicts = (
            keep_qt_translation(dest, languages),
            keep_babel_locale(dest, languages),
            keep_plugin(dest),
        )
        if all(verdict is not False for verdict in verdicts):
            kept.append(entry)
    return kept


def elf_needed(path: str) -> list[str]:
    """The DT_NEEDED entries of an ELF file: its *direct* dependencies.

    PyInstaller's ``bindepend.get_imports`` asks ``ldd`` on Linux, which lists the whole
    closure: a library the bundle leaves to the system (SYSTEM_LIBRARIES) would still
    pull in everything below it (libcups: GnuTLS, Kerberos, Avahi)."""
    import subprocess

    output = subprocess.run(
        ["objdump", "-p", path], capture_output=True, text=True, check=False
    ).stdout
    return re.findall(r"^\s+NEEDED\s+(\S+)$", output, flags=re.MULTILINE)


def filter_binaries(
    binaries: list[tuple[str, str, str]],
    imports_of: Callable[[str], Iterable[str]],
    prune_all_libraries: bool,
) -> list[tuple[str, str, str]]:
    """Drop unwanted plugins, then every library no longer reachable from what is kept.

    *imports_of(source_path)* gives the library names a binary links against.
    Roots are Python extensions, kept plugins, the Python library itself, and anything
    that is not a library. With *prune_all_libraries* False (Windows/macOS, where the
    link graph is not exercised by our tests) only Qt's own libraries are pruned.
    """
    symlinks = [entry for entry in binaries if entry[2] == "SYMLINK"]
    wanted = [
        entry
        for entry in binaries
        if entry[2] != "SYMLINK"
        and keep_plugin(entry[0]) is not False
        and Path(_normal(entry[0])).name not in SYSTEM_LIBRARIES
    ]

    def is_prunable(dest: str) -> bool:
        if (
            keep_plugin(dest) is not None
            or is_python_extension(dest)
            or _PYTHON_LIB.search(_normal(dest))
        ):
            return False
        return True if prune_all_libraries else is_qt_library(dest)

    by_name: dict[str, tuple[str, str, str]] = {}
    for entry in wanted:
        by_name.setdefault(Path(_normal(entry[0])).name.lower(), entry)

    reachable: set[str] = set()
    pending = [entry for entry in wanted if not is_prunable(entry[0])]
    for entry in pending:
        reachable.add(entry[0])
    while pending:
        entry = pending.pop()
        for name in imports_of(entry[1]):
            target = by_name.get(Path(name.replace("\\", "/")).name.lower())
            if target is not None and target[0] not in reachable:
                reachable.add(target[0])
                pending.append(target)
    return [entry for entry in wanted if entry[0] in reachable] + symlinks


def drop_dangling_symlinks(
    entries: list[tuple[str, str, str]], existing: set[str]
) -> list[tuple[str, str, str]]:
    """PyInstaller adds top-level symlinks to libraries (typecode SYMLINK, source = target
    relative to the link's folder); drop those whose library was pruned."""
    kept = []
    for entry in entries:
        dest, target, typecode = entry
        if typecode == "SYMLINK":
            resolved = posixpath.normpath(
                posixpath.join(posixpath.dirname(_normal(dest)), _normal(target))
            )
            if resolved not in existing:
                continue
        kept.append(entry)
    return kept


def drop_stale_metadata(
    entries: list[tuple[str, str, str]], name: str, version: str
) -> list[tuple[str, str, str]]:
    """Keep only *name*'s .dist-info for *version*: PyInstaller also copies the one an
    old `pip install -e .` left in the virtualenv, and the `<name>.egg-info` folder that
    `pip install -e .` (./test.sh's set-up) writes into the checkout, and importlib.metadata
    would then report that stale version from the bundle."""
    current = f"{name}-{version}.dist-info/"

    def stale(path: str) -> bool:
        if path.startswith(f"{name}.egg-info/"):
            return True
        ours = path.startswith(f"{name}-") and ".dist-info/" in path
        return ours and not path.startswith(current)

    return [entry for entry in entries if not stale(_normal(entry[0]))]


_FRAMEWORK = re.compile(r"(?:^|/)(?P<name>[^/]+)\.framework/")


def drop_orphan_framework_files(
    entries: list[tuple[str, str, str]], binaries: list[tuple[str, str, str]]
) -> list[tuple[str, str, str]]:
    """macOS: once a Qt framework's library is pruned, its Info.plist and symlinks must go
    too, or codesign rejects the half-empty .framework folder."""
    kept = {
        match["name"]
        for dest, _, typecode in binaries
        if typecode != "SYMLINK"
        if (match := _FRAMEWORK.search(_normal(dest)))
    }
    return [
        entry
        for entry in entries
        if not (match := _FRAMEWORK.search(_normal(entry[0]))) or match["name"] in kept
    ]


def main(argv: list[str]) -> int:
    """Print the PySide6 modules the app imports (a quick check while editing the spec)."""
    root = Path(__file__).resolve().parent.parent
    print(" ".join(sorted(qt_modules_imported(root / "puzzlesuite"))))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
