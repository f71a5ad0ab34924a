"""What the PyInstaller spec keeps of Qt, Babel and the app (packaging/trim.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.packaging.support import ROOT, packaging_module

trim = packaging_module("trim")
LANGS = ("en", "es", "id", "ko")


@pytest.mark.parametrize(
    "dest",
    [
        "PySide6/Qt/plugins/platforms/libqxcb.so",
        "PySide6/Qt/plugins/platforms/libqwayland.so",
        "PySide6/Qt/plugins/platforms/libqoffscreen.so",
        "PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so",
        "PySide6/Qt/plugins/wayland-decoration-client/libbradient.so",
        "PySide6/Qt/plugins/imageformats/libqsvg.so",
        "PySide6/Qt/plugins/iconengines/libqsvgicon.so",
        "PySide6/Qt/plugins/platforminputcontexts/libibusplatforminputcontextplugin.so",
        "PySide6\\plugins\\platforms\\qwindows.dll",
        "PySide6/Qt/plugins/platforms/libqcocoa.dylib",
        "PySide6/Qt/plugins/printsupport/libcupsprintersupport.so",  # printing (Sudoku)
    ],
)
def test_plugins_the_app_needs_are_kept(dest: str) -> None:
    assert trim.keep_plugin(dest) is True


@pytest.mark.parametrize(
    "dest",
    [
        "PySide6/Qt/plugins/platformthemes/libqgtk3.so",  # would pull in all of GTK
        "PySide6/Qt/plugins/platforms/libqeglfs.so",
        "PySide6/Qt/plugins/platforms/libqvnc.so",
        "PySide6/Qt/plugins/tls/libqopensslbackend.so",
        "PySide6/Qt/plugins/imageformats/libqpdf.so",
        "PySide6/Qt/plugins/imageformats/libqjpeg.so",
        "PySide6/Qt/plugins/sqldrivers/libqsqlite.so",
        "PySide6/Qt/plugins/designer/libqquickwidget.so",
        "PySide6/Qt/plugins/wayland-shell-integration/libivi-shell.so",
        "PySide6/Qt/plugins/xcbglintegrations/libqxcb-glx-integration.so",
    ],
)
def test_plugins_the_app_does_not_use_are_dropped(dest: str) -> None:
    assert trim.keep_plugin(dest) is False


def test_non_plugins_get_no_plugin_verdict() -> None:
    assert trim.keep_plugin("PySide6/Qt/lib/libQt6Core.so.6") is None
    assert trim.keep_plugin("puzzlesuite/resources/icons/puzzlesuite.svg") is None


def test_only_qt_translations_of_shipped_languages_stay() -> None:
    keep = [
        name
        for name in (
            "qtbase_ko.qm",
            "qt_es.qm",
            "qtbase_de.qm",
            "qt_help_ko.qm",
            "designer_ko.qm",
            "qtbase_en.qm",
        )
        if trim.keep_qt_translation(f"PySide6/Qt/translations/{name}", LANGS)
    ]
    assert keep == ["qtbase_ko.qm", "qt_es.qm", "qtbase_en.qm"]
    assert trim.keep_qt_translation("babel/global.dat", LANGS) is None


def test_babel_keeps_root_and_every_variant_of_shipped_languages() -> None:
    def kept(locale: str) -> bool | None:
        return trim.keep_babel_locale(f"babel/locale-data/{locale}.dat", LANGS)

    shipped = ("root", "es", "es_MX", "es_419", "ko_KR", "id", "en_001")
    assert all(kept(locale) for locale in shipped)
    assert not any(kept(locale) for locale in ("de", "kok", "ja_JP", "idx"))
    assert trim.keep_babel_locale("babel/global.dat", LANGS) is None


def test_filter_datas_drops_only_what_a_rule_rejects() -> None:
    datas = [
        ("PySide6/Qt/translations/qtbase_fr.qm", "/src/a", "DATA"),
        ("PySide6/Qt/translations/qtbase_ko.qm", "/src/b", "DATA"),
        ("babel/locale-data/fr.dat", "/src/c", "DATA"),
        ("babel/locale-data/id_ID.dat", "/src/d", "DATA"),
        ("puzzlesuite/locale/ko/LC_MESSAGES/puzzlesuite.mo", "/src/e", "DATA"),
    ]
    assert [d[0] for d in trim.filter_datas(datas, LANGS)] == [
        "PySide6/Qt/translations/qtbase_ko.qm",
        "babel/locale-data/id_ID.dat",
        "puzzlesuite/locale/ko/LC_MESSAGES/puzzlesuite.mo",
    ]


def test_libraries_only_dropped_plugins_needed_are_pruned() -> None:
    binaries = [
        ("PySide6/QtWidgets.abi3.so", "/w", "EXTENSION"),
        ("PySide6/Qt/lib/libQt6Widgets.so.6", "/qw", "BINARY"),
        ("PySide6/Qt/lib/libQt6Core.so.6", "/qc", "BINARY"),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "/xcb", "BINARY"),
        ("libxcb-icccm.so.4", "/icccm", "BINARY"),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", "/gtk3", "BINARY"),
        ("libgtk-3.so.0", "/gtk", "BINARY"),
        ("PySide6/Qt/lib/libQt6Network.so.6", "/qn", "BINARY"),
        ("libpython3.11.so.1.0", "/py", "BINARY"),
        ("libQt6Network.so.6", "PySide6/Qt/lib/libQt6Network.so.6", "SYMLINK"),
    ]
    graph = {
        "/w": ["libQt6Widgets.so.6"],
        "/qw": ["libQt6Core.so.6"],
        "/qc": [],
        "/xcb": ["libQt6Core.so.6", "libxcb-icccm.so.4", "libxcb.so.1"],
        "/icccm": [],
        "/gtk3": ["libgtk-3.so.0", "libQt6Core.so.6"],
        "/gtk": [],
        "/qn": [],
        "/py": [],
    }
    kept = trim.filter_binaries(binaries, lambda path: graph[path], prune_all_libraries=True)
    names = [entry[0] for entry in kept]
    assert "libgtk-3.so.0" not in names
    assert "PySide6/Qt/plugins/platformthemes/libqgtk3.so" not in names
    assert "PySide6/Qt/lib/libQt6Network.so.6" not in names
    for needed in (
        "PySide6/Qt/lib/libQt6Core.so.6",
        "libxcb-icccm.so.4",
        "libpython3.11.so.1.0",
        "PySide6/Qt/plugins/platforms/libqxcb.so",
    ):
        assert needed in names

    # Where the link graph is not exercised (Windows/macOS) only Qt libraries go.
    conservative = trim.filter_binaries(
        binaries, lambda path: graph[path], prune_all_libraries=False
    )
    conservative_names = [entry[0] for entry in conservative]
    assert "libgtk-3.so.0" in conservative_names
    assert "PySide6/Qt/lib/libQt6Network.so.6" not in conservative_names

    existing = {entry[0] for entry in kept if entry[2] != "SYMLINK"}
    assert trim.drop_dangling_symlinks(kept, existing) == [
        entry for entry in kept if entry[2] != "SYMLINK"
    ]


def test_symlinks_to_kept_libraries_stay() -> None:
    entries = [
        ("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"),
        ("PySide6/Qt/lib/libQt6Core.so.6", "/src", "BINARY"),
    ]
    assert trim.drop_dangling_symlinks(entries, {"PySide6/Qt/lib/libQt6Core.so.6"}) == entries


def test_every_app_module_is_a_hidden_import() -> None:
    modules = trim.app_modules(ROOT / "puzzlesuite")
    assert "puzzlesuite" in modules
    assert "puzzlesuite.cli" in modules
    sources = [p for p in (ROOT / "puzzlesuite").rglob("*.py") if "__pycache__" not in p.parts]
    assert len(modules) == len(sources)
    games = [p.parent.name for p in (ROOT / "puzzlesuite" / "games").glob("*/__init__.py")]
    assert all(f"puzzlesuite.games.{game}" in modules for game in games)


def test_qt_modules_are_found_in_every_import_form(tmp_path: Path) -> None:
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "a.py").write_text("from PySide6.QtSvg import QSvgRenderer\n")
    (package / "b.py").write_text("from PySide6 import QtNetwork, QtCore\n")
    (package / "c.py").write_text("import PySide6.QtMultimedia\n")
    (package / "d.py").write_text("def broken(:\n")  # a syntax error is skipped, not fatal
    assert trim.qt_modules_imported(package) == {"QtSvg", "QtNetwork", "QtCore", "QtMultimedia"}


def test_printing_is_kept_and_libcups_comes_from_the_system() -> None:
    binaries = [
        ("PySide6/QtPrintSupport.abi3.so", "/ps", "EXTENSION"),
        ("PySide6/Qt/lib/libQt6PrintSupport.so.6", "/qps", "BINARY"),
        ("PySide6/Qt/plugins/printsupport/libcupsprintersupport.so", "/cups-plugin", "BINARY"),
        ("libcups.so.2", "/cups", "BINARY"),
        ("libgnutls.so.30", "/gnutls", "BINARY"),
    ]
    graph = {
        "/ps": ["libQt6PrintSupport.so.6"],
        "/qps": [],
        "/cups-plugin": ["libQt6PrintSupport.so.6", "libcups.so.2"],
        "/cups": ["libgnutls.so.30"],
        "/gnutls": [],
    }
    kept = [e[0] for e in trim.filter_binaries(binaries, graph.__getitem__, True)]
    assert kept == [
        "PySide6/QtPrintSupport.abi3.so",
        "PySide6/Qt/lib/libQt6PrintSupport.so.6",
        "PySide6/Qt/plugins/printsupport/libcupsprintersupport.so",
    ]  # libcups and what only it needed stay the system's
    assert "QtPrintSupport" in trim.BASE_QT_MODULES


def test_only_this_versions_metadata_is_kept() -> None:
    datas = [
        ("puzzlesuite-0.2.0.dist-info/METADATA", "/build/METADATA", "DATA"),
        ("puzzlesuite-0.1.0.dist-info/METADATA", "/venv/METADATA", "DATA"),
        ("babel-2.19.0.dist-info/METADATA", "/venv/babel", "DATA"),
        ("puzzlesuite.egg-info/PKG-INFO", "/checkout/puzzlesuite.egg-info/PKG-INFO", "DATA"),
    ]
    kept = [entry[0] for entry in trim.drop_stale_metadata(datas, "puzzlesuite", "0.2.0")]
    assert kept == ["puzzlesuite-0.2.0.dist-info/METADATA", "babel-2.19.0.dist-info/METADATA"]


def test_the_link_graph_uses_direct_dependencies_only() -> None:
    """ldd would list libc's own loader and, for a plugin, everything below libcups."""
    needed = trim.elf_needed("/bin/ls")
    assert "libc.so.6" in needed
    assert not any(name.startswith("ld-linux") for name in needed)


def test_unused_qt_modules_excludes_everything_but_what_is_used(tmp_path: Path) -> None:
    for name in (
        "QtCore",
        "QtGui",
        "QtWidgets",
        "QtSvg",
        "QtPrintSupport",
        "QtNetwork",
        "QtQuick",
        "QtQml",
    ):
        (tmp_path / f"{name}.abi3.so").write_bytes(b"")
    assert trim.unused_qt_modules(tmp_path, {"QtNetwork"}) == ["PySide6.QtQml", "PySide6.QtQuick"]


def test_files_of_pruned_macos_frameworks_go_with_them() -> None:
    lib = "PySide6/Qt/lib"
    binaries = [
        (f"{lib}/QtCore.framework/Versions/A/QtCore", "/src/core", "BINARY"),
        (f"{lib}/QtCore.framework/QtCore", "Versions/Current/QtCore", "SYMLINK"),
        (f"{lib}/QtNetwork.framework/QtNetwork", "Versions/Current/QtNetwork", "SYMLINK"),
    ]
    datas = [
        (f"{lib}/QtCore.framework/Versions/A/Resources/Info.plist", "/src/a", "DATA"),
        (f"{lib}/QtNetwork.framework/Versions/A/Resources/Info.plist", "/src/b", "DATA"),
        ("puzzlesuite/resources/icons/puzzlesuite.svg", "/src/c", "DATA"),
    ]
    assert [d[0] for d in trim.drop_orphan_framework_files(datas, binaries)] == [
        f"{lib}/QtCore.framework/Versions/A/Resources/Info.plist",
        "puzzlesuite/resources/icons/puzzlesuite.svg",
    ]
    assert [b[0] for b in trim.drop_orphan_framework_files(binaries, binaries)] == [
        f"{lib}/QtCore.framework/Versions/A/QtCore",
        f"{lib}/QtCore.framework/QtCore",
    ]
