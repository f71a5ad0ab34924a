"""The whole Linux release, end to end: packaging/build.sh with a throwaway key (the
`release` fixture of conftest.py, under umask 027), then the bundle, the .deb (installed,
launched and removed) and the signatures are checked the way a user would meet them.
Slow (about a minute); CI runs it.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import time
from pathlib import Path

import pytest

from tests.packaging.support import (
    PACKAGING,
    RELEASE_MAINTAINER,
    ROOT,
    Release,
    ar_member_offset,
    flip_byte,
    packaging_module,
    require_debian_packages,
    run,
)

pytestmark = pytest.mark.slow

pkgmeta = packaging_module("pkgmeta")
MAX_BUNDLE_MIB = 120
SMOKE_LINE = re.compile(r"smoke: home shown=True games=(\d+)")


def test_the_build_keeps_its_pyinstaller_cache_to_itself(release: Release) -> None:
    assert (release.out / "work" / "pyinstaller-cache").is_dir()
    assert not (release.user_cache / "pyinstaller").exists()


def test_the_signed_deb_names_the_real_maintainer(release: Release) -> None:
    assert deb_field(release.deb, "Maintainer") == RELEASE_MAINTAINER


def smoke(
    command: list[str],
    data_dir: Path,
    platform: str = "offscreen",
    wrapper: list[str] | None = None,
    extra_env: dict[str, str] | None = None,
) -> int:
    """Run `<command> --smoke` and return the number of games the home screen showed."""
    env = {**os.environ, "QT_QPA_PLATFORM": platform, **(extra_env or {})}
    result = run(
        [*(wrapper or []), *command, "--smoke", "--data-dir", str(data_dir)], env=env, timeout=120
    )
    match = SMOKE_LINE.search(result.stdout)
    assert result.returncode == 0 and match, result.stdout + result.stderr
    return int(match[1])


@pytest.fixture(scope="module")
def source_game_count(tmp_path_factory: pytest.TempPathFactory) -> int:
    return smoke([sys.executable, "-m", "puzzlesuite"], tmp_path_factory.mktemp("source-data"))


# --- the bundle ---------------------------------------------------------------------------


def test_bundle_runs_and_shows_every_game(
    release: Release, source_game_count: int, tmp_path: Path
) -> None:
    assert source_game_count >= 1
    assert smoke([str(release.bundle / "puzzlesuite")], tmp_path) == source_game_count


def test_bundle_opens_a_real_x11_window(
    release: Release, source_game_count: int, tmp_path: Path
) -> None:
    wrapper = ["xvfb-run", "-a", "-s", "-screen 0 1280x800x24"]
    count = smoke([str(release.bundle / "puzzlesuite")], tmp_path, platform="xcb", wrapper=wrapper)
    assert count == source_game_count


def test_bundle_opens_a_real_wayland_window(
    release: Release, source_game_count: int, tmp_path: Path
) -> None:
    runtime = tmp_path / "xdg-runtime"
    runtime.mkdir(mode=0o700)
    env = {**os.environ, "XDG_RUNTIME_DIR": str(runtime)}
    compositor = subprocess.Popen(
        ["weston", "--backend=headless-backend.so", "--socket=puzzlesuite-test", "--idle-time=0"],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        socket = runtime / "puzzlesuite-test"
        for _ in range(100):
            if socket.exists():
                break
            time.sleep(0.1)
        assert socket.exists(), "weston did not start"
        count = smoke(
            [str(release.bundle / "puzzlesuite")],
            tmp_path / "data",
            platform="wayland",
            extra_env={"XDG_RUNTIME_DIR": str(runtime), "WAYLAND_DISPLAY": "puzzlesuite-test"},
        )
        assert count == source_game_count
    finally:
        compositor.terminate()
        compositor.wait(timeout=30)


def test_bundle_reports_the_pyproject_version(release: Release) -> None:
    result = run([str(release.bundle / "puzzlesuite"), "--version"])
    assert result.returncode == 0
    assert result.stdout.strip().endswith(pkgmeta.read_project().version)


def test_bundle_carries_the_app_catalogs_resources_and_modules(release: Release) -> None:
    internal = release.bundle / "_internal"
    package = ROOT / "puzzlesuite"
    for catalog in package.glob("locale/*/LC_MESSAGES/*.mo"):
        bundled = internal / catalog.relative_to(ROOT)
        assert bundled.read_bytes() == catalog.read_bytes(), bundled
    resources = [path for path in (ROOT / "resources").rglob("*") if path.is_file()]
    assert any(path.suffix == ".svg" for path in resources)
    for resource in resources:
        bundled = internal / "puzzlesuite" / resource.relative_to(ROOT)
        assert bundled.read_bytes() == resource.read_bytes(), resource
    for module in package.rglob("*.py"):
        if "__pycache__" not in module.parts:
            assert (internal / module.relative_to(ROOT)).is_file(), module
    version = pkgmeta.read_project().version
    assert (internal / f"puzzlesuite-{version}.dist-info" / "METADATA").is_file()


def test_bundle_keeps_the_needed_qt_plugins_and_drops_the_rest(release: Release) -> None:
    plugins = release.bundle / "_internal" / "PySide6" / "Qt" / "plugins"
    present = {p.relative_to(plugins).as_posix() for p in plugins.rglob("*.so")}
    for needed in (
        "platforms/libqxcb.so",
        "platforms/libqwayland.so",
        "platforms/libqoffscreen.so",
        "imageformats/libqsvg.so",
        "iconengines/libqsvgicon.so",
        "wayland-shell-integration/libxdg-shell.so",
        "printsupport/libcupsprintersupport.so",  # printing: QPrintDialog's printers
    ):
        assert needed in present
    internal = release.bundle / "_internal"
    assert list(internal.rglob("libQt6PrintSupport.so.6"))
    assert not list(internal.rglob("libcups.so*"))  # the system's, through Depends
    assert "libcups2" in deb_field(release.deb, "Depends")
    assert not any(
        p.startswith(
            (
                "platformthemes/libqgtk3",
                "tls/",
                "sqldrivers/",
                "designer/",
                "qmltooling/",
                "egldeviceintegrations/",
            )
        )
        for p in present
    )
    libraries = {p.name for p in (release.bundle / "_internal").rglob("*.so*")}
    for unused in (
        "libQt6Quick.so.6",
        "libQt6Qml.so.6",
        "libQt6Network.so.6",
        "libQt6Pdf.so.6",
        "libgtk-3.so.0",
        "libssl.so.3",
    ):
        assert unused not in libraries
    translations = {p.name for p in (release.bundle / "_internal").rglob("*.qm")}
    assert "qtbase_ko.qm" in translations and "qtbase_de.qm" not in translations
    dangling = [p for p in release.bundle.rglob("*") if p.is_symlink() and not p.exists()]
    assert not dangling


def has_symbols(path: Path) -> bool:
    sections = run(["objdump", "-h", str(path)]).stdout
    return ".symtab" in sections or ".debug_info" in sections


def test_bundle_binaries_are_stripped(release: Release) -> None:
    # Compare with the originals: Debian's and Qt's libraries come stripped already, but
    # a locally built Python's extension modules usually carry symbols.
    source = Path(sysconfig.get_config_var("DESTSHARED"))
    python = f"python{sys.version_info.major}.{sys.version_info.minor}"
    bundled = release.bundle / "_internal" / python / "lib-dynload"
    with_symbols = [module for module in bundled.glob("*.so") if has_symbols(source / module.name)]
    if not with_symbols:
        pytest.skip("this Python's extension modules have no symbols to strip")
    assert not [module.name for module in with_symbols if has_symbols(module)]


def test_bundle_fits_the_size_budget(release: Release) -> None:
    used = int(run(["du", "-s", "--block-size=1", str(release.bundle)]).stdout.split()[0])
    assert used <= MAX_BUNDLE_MIB * 1024 * 1024, f"{used / 2**20:.1f} MiB"


def test_bundle_carries_the_apps_fonts_and_their_licences(release: Release) -> None:
    folder = release.bundle / "_internal" / "puzzlesuite" / "resources" / "fonts"
    committed = ROOT / "resources" / "fonts"
    assert sorted(path.name for path in folder.iterdir()) == sorted(
        path.name for path in committed.iterdir()
    )
    for path in committed.iterdir():
        assert (folder / path.name).read_bytes() == path.read_bytes()


def fonts_qt_loaded(command: list[str], data_dir: Path) -> str:
    """What Qt's font database logs while `command --smoke` runs."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "QT_LOGGING_RULES": "qt.text.font.db=true"}
    result = run([*command, "--smoke", "--data-dir", str(data_dir)], env=env, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    return result.stderr


def test_the_bundle_and_the_source_register_the_same_fonts(
    release: Release, tmp_path: Path
) -> None:
    from puzzlesuite.ui.typeface import FAMILIES

    bundled = fonts_qt_loaded([str(release.bundle / "puzzlesuite")], tmp_path / "bundle")
    from_source = fonts_qt_loaded([sys.executable, "-m", "puzzlesuite"], tmp_path / "source")
    for family in FAMILIES:
        assert f'familyName "{family}"' in bundled
        assert f'familyName "{family}"' in from_source


def test_bundle_carries_every_licence_of_what_it_holds(release: Release) -> None:
    import json

    folder = release.bundle / "_internal" / "licences"
    parts = {p["id"]: p for p in json.loads((folder / "inventory.json").read_text())["parts"]}
    for needed in ("puzzlesuite", "python", "qt", "pyside6", "babel", "platformdirs",
                   "pyinstaller-bootloader", "font-sans", "font-hangul",
                   "debian-zlib1g"):  # fmt: skip
        assert needed in parts and (folder / parts[needed]["text"]).stat().st_size > 500
    assert (release.bundle / "LICENCES.txt").is_file()
    with tarfile.open(release.tarball) as archive:
        names = archive.getnames()
    assert any(name.endswith("/LICENCES.txt") for name in names)
    assert any(name.endswith("_internal/licences/qt.txt") for name in names)


def test_bundle_keeps_no_library_search_path_of_the_build_machine(release: Release) -> None:
    foreign = []
    for path in sorted(release.bundle.rglob("*")):
        if path.is_file() and not path.is_symlink() and path.read_bytes()[:4] == b"\x7fELF":
            dynamic = run(["readelf", "-d", str(path)]).stdout
            for line in dynamic.splitlines():
                if "RPATH" in line and "[$ORIGIN" not in line:  # RPATH or RUNPATH
                    foreign.append(f"{path.name}: {line.strip()}")
    assert foreign == []


def test_tarball_unpacks_to_a_runnable_versioned_folder(release: Release, tmp_path: Path) -> None:
    result = run(["tar", "-xzf", str(release.tarball), "-C", str(tmp_path)])
    assert result.returncode == 0, result.stderr
    version = pkgmeta.read_project().version
    unpacked = tmp_path / f"puzzlesuite-{version}"
    assert smoke([str(unpacked / "puzzlesuite")], tmp_path / "data") >= 1


# --- the .deb -----------------------------------------------------------------------------


def deb_field(deb: Path, field: str) -> str:
    return run(["dpkg-deb", "--field", str(deb), field]).stdout.strip()


def test_deb_metadata(release: Release) -> None:
    project = pkgmeta.read_project()
    assert deb_field(release.deb, "Package") == "puzzlesuite"
    assert deb_field(release.deb, "Version") == project.deb_version
    depends = [entry.split()[0] for entry in deb_field(release.deb, "Depends").split(", ")]
    assert "libc6" in depends and "libxcb1" in depends
    # Libraries the bundle carries itself must not be asked of the system.
    for carried in ("libxcb-icccm4", "libfontconfig1", "libglib2.0-0", "libdbus-1-3"):
        assert carried not in depends
    # The app carries its own type (packaging/README.md): no font package is asked for.
    assert "fonts-" not in deb_field(release.deb, "Depends")
    assert deb_field(release.deb, "Section") == "games"
    contents = run(["dpkg-deb", "--contents", str(release.deb)]).stdout
    app_id = pkgmeta.APP_ID
    for path in (
        "./usr/games/puzzlesuite -> ../lib/puzzlesuite/puzzlesuite",
        f"./usr/share/applications/{app_id}.desktop",
        f"./usr/share/metainfo/{app_id}.metainfo.xml",
        f"./usr/share/icons/hicolor/scalable/apps/{app_id}.svg",
        f"./usr/share/icons/hicolor/256x256/apps/{app_id}.png",
        "./usr/share/doc/puzzlesuite/copyright",
        "./usr/share/doc/puzzlesuite/changelog.gz",
        "./usr/lib/puzzlesuite/puzzlesuite",
    ):
        assert path in contents
    assert "./opt/" not in contents
    # The app's own fonts, as in every build (no font package in Depends, above).
    fonts = "./usr/lib/puzzlesuite/_internal/puzzlesuite/resources/fonts/"
    for name in ("PuzzleSuiteSans-Regular.otf", "PuzzleSuiteHangul-Bold.otf", "LICENSE-Inter.txt"):
        assert fonts + name in contents


def test_deb_has_no_lintian_error_or_warning(release: Release) -> None:
    """What lintian says of the bundled libraries is overridden, with reasons, in the
    package; everything else must be clean."""
    require_debian_packages("lintian")
    result = run(["lintian", "--no-tag-display-limit", str(release.deb)], timeout=900)
    findings = [line for line in result.stdout.splitlines() if line[:2] in ("E:", "W:")]
    assert findings == [], result.stdout


def test_deb_depends_are_all_satisfied_on_this_system(release: Release) -> None:
    for entry in deb_field(release.deb, "Depends").split(", "):
        package = entry.split()[0]
        status = run(["dpkg-query", "-W", "-f=${Status}", package]).stdout
        assert "install ok installed" in status, package


def test_deb_installs_runs_and_removes_cleanly_in_a_scratch_root(
    release: Release, source_game_count: int, tmp_path: Path
) -> None:
    root = tmp_path / "root"
    admin = root / "var" / "lib" / "dpkg"
    (admin / "updates").mkdir(parents=True)
    (admin / "info").mkdir()
    (admin / "status").touch()
    dpkg = ["dpkg", f"--root={root}", "--force-not-root", "--force-script-chrootless"]
    # Depends name system packages the scratch database does not list; the test above
    # checks them against the real system.
    result = run([*dpkg, "--force-depends", "--install", str(release.deb)])
    assert result.returncode == 0, result.stdout + result.stderr

    launcher = root / "usr" / "games" / "puzzlesuite"
    assert launcher.is_symlink()
    assert smoke([str(launcher)], tmp_path / "data") == source_game_count
    assert (root / "usr/share/applications" / f"{pkgmeta.APP_ID}.desktop").is_file()

    result = run([*dpkg, "--purge", "puzzlesuite"])
    assert result.returncode == 0, result.stdout + result.stderr
    leftovers = [p for p in root.rglob("*") if not p.is_relative_to(admin) and not p.is_dir()]
    assert leftovers == []
    assert not (root / "usr" / "lib" / "puzzlesuite").exists()


@pytest.mark.skipif(
    not (os.environ.get("CI") and os.geteuid() == 0),
    reason="installs into the real system: only as root in CI",
)
def test_deb_installs_on_the_real_system_and_purges(
    release: Release, source_game_count: int, tmp_path: Path
) -> None:
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    installed = run(
        ["apt-get", "install", "-y", "-qq", "--no-install-recommends", str(release.deb)], env=env
    )
    try:
        assert installed.returncode == 0, installed.stdout + installed.stderr
        launcher = Path("/usr/games/puzzlesuite")
        assert launcher.resolve() == Path("/usr/lib/puzzlesuite/puzzlesuite")
        assert smoke([str(launcher)], tmp_path / "data") == source_game_count
    finally:
        purged = run(["apt-get", "purge", "-y", "-qq", "puzzlesuite"], env=env)
    assert purged.returncode == 0, purged.stderr
    assert not Path("/usr/lib/puzzlesuite").exists()
    assert not Path("/usr/games/puzzlesuite").exists()


# --- signatures ---------------------------------------------------------------------------


def verify(release: Release, key_file: Path, folder: Path) -> subprocess.CompletedProcess[str]:
    return run([str(PACKAGING / "verify.sh"), "--key", str(key_file), str(folder)])


def test_release_signature_is_accepted(release: Release) -> None:
    result = run(
        [
            str(PACKAGING / "verify.sh"),
            "--key",
            str(release.public_key),
            "--fingerprint",
            release.key.fingerprint,
            str(release.artifacts),
        ]
    )
    assert result.returncode == 0, result.stderr
    assert "All 2 file(s) verified." in result.stdout


@pytest.mark.parametrize("which", ["deb", "tarball"])
def test_tampered_release_artifact_is_rejected(
    release: Release, tmp_path: Path, which: str
) -> None:
    copy = tmp_path / "artifacts"
    shutil.copytree(release.artifacts, copy)
    victim = copy / getattr(release, which).name
    offset = (
        ar_member_offset(victim, "data.tar") + 4096
        if which == "deb"
        else victim.stat().st_size // 3
    )
    flip_byte(victim, offset)
    result = verify(release, release.public_key, copy)
    assert result.returncode == 1
    assert f"{victim.name} does not match SHA256SUMS" in result.stderr


def test_release_checked_with_the_wrong_key_is_rejected(release: Release) -> None:
    result = verify(release, release.other_key.public_file, release.artifacts)
    assert result.returncode == 1
    assert "does not match our key" in result.stderr


def test_debsig_verify_accepts_the_release_deb(release: Release, tmp_path: Path) -> None:
    policy_root = tmp_path / "debsig"
    made = run(
        [
            str(PACKAGING / "verify.sh"),
            "--key",
            str(release.public_key),
            "--debsig-policy",
            str(policy_root),
        ]
    )
    assert made.returncode == 0, made.stderr
    result = run(
        [
            "debsig-verify",
            "--policies-dir",
            str(policy_root / "etc/debsig/policies"),
            "--keyrings-dir",
            str(policy_root / "usr/share/debsig/keyrings"),
            str(release.deb),
        ]
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_build_report_records_sizes_and_times(release: Release) -> None:
    report = (release.out / "build-report.txt").read_text()
    for label in (
        "bundle on disk:",
        "tar.gz:",
        "app fonts:",
        ".deb:",
        "PyInstaller step:",
        "total build:",
    ):
        assert label in report
    assert "(signed)" in report
