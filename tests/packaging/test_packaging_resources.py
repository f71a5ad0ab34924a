"""The top-level resources/ folder reaches the app from a checkout, a wheel and a bundle."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from puzzlesuite.core import registry, resources
from tests.packaging.support import ROOT, run

SOURCE_ICONS = sorted(path.name for path in (ROOT / "resources" / "icons").glob("*.svg"))
SOURCE_LINUX = sorted(path.name for path in (ROOT / "resources" / "linux").iterdir())
SOURCE_SYMBOLIC = sorted(p.name for p in (ROOT / "resources" / "icons" / "symbolic").glob("*.svg"))
SOURCE_FONTS = sorted(path.name for path in (ROOT / "resources" / "fonts").iterdir())
SOURCE_SOUNDS = sorted(path.name for path in (ROOT / "resources" / "sounds").glob("*.wav"))

# Run by a bare interpreter (-S: no site-packages, so no editable install of the
# checkout) with only the unpacked wheel on sys.path.
FIND_RESOURCES = """
import json, sys
sys.path.insert(0, sys.argv[1])
from puzzlesuite.core.resources import FONT_DIR, ICON_DIR, RESOURCES, SYMBOLIC_ICON_DIR
print(json.dumps({
    "resources": str(RESOURCES),
    "icons": sorted(p.name for p in ICON_DIR.glob("*.svg")),
    "symbolic": sorted(p.name for p in SYMBOLIC_ICON_DIR.glob("*.svg")),
    "fonts": sorted(p.name for p in FONT_DIR.iterdir()),
    "linux": sorted(p.name for p in (RESOURCES / "linux").iterdir()),
    "sounds": sorted(p.name for p in (RESOURCES / "sounds").glob("*.wav")),
}))
"""


def test_a_source_checkout_reads_the_top_level_folder() -> None:
    assert resources.RESOURCES == ROOT / "resources"
    assert sorted(p.name for p in resources.ICON_DIR.glob("*.svg")) == SOURCE_ICONS


def test_every_registered_game_has_its_icon() -> None:
    entries = registry.discover()
    assert entries
    for entry in entries:
        assert (resources.ICON_DIR / entry.icon).is_file(), entry.icon


def test_resource_sources_live_only_in_the_top_level_folder() -> None:
    """A branch that still adds files under puzzlesuite/resources/ must move them."""
    stray = sorted(
        path.relative_to(ROOT).as_posix()
        for path in (ROOT / "puzzlesuite" / "resources").rglob("*")
        if path.is_file()
    )
    assert not stray, f"move these to the top-level resources/ folder: {stray}"


def test_a_stray_package_folder_does_not_hide_the_real_one(tmp_path: Path) -> None:
    """puzzlesuite/resources/ counts only when it holds the app icon (a wheel, a bundle)."""
    package = tmp_path / "puzzlesuite"
    (package / "core").mkdir(parents=True)
    (package / "core" / "resources.py").write_text(
        Path(resources.__file__).read_text(encoding="utf-8"), encoding="utf-8"
    )
    (package / "resources" / "icons").mkdir(parents=True)
    (package / "resources" / "icons" / "newgame.svg").write_text("<svg/>", encoding="utf-8")
    (tmp_path / "resources" / "icons").mkdir(parents=True)
    (tmp_path / "resources" / "icons" / "puzzlesuite.svg").write_text("<svg/>", encoding="utf-8")
    script = (
        "import importlib.util, sys\n"
        "spec = importlib.util.spec_from_file_location('r', sys.argv[1])\n"
        "module = importlib.util.module_from_spec(spec); spec.loader.exec_module(module)\n"
        "print(module.RESOURCES)\n"
    )
    result = run([sys.executable, "-S", "-c", script, str(package / "core" / "resources.py")])
    assert result.returncode == 0, result.stderr
    assert Path(result.stdout.strip()) == tmp_path / "resources"


@pytest.fixture(scope="module")
def wheel_build(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    """The wheel built from a clean copy, and everything setuptools said while building."""
    out = tmp_path_factory.mktemp("wheel")
    # From a clean copy: setuptools builds in the source folder, and a build/ left there
    # by an earlier run could slip stale modules into the wheel (or this one's into git).
    source = tmp_path_factory.mktemp("source") / "puzzlesuite"
    shutil.copytree(
        ROOT,
        source,
        ignore=shutil.ignore_patterns(
            ".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", "out", "tests"
        ),
    )
    result = run(
        [sys.executable, "-m", "pip", "wheel", "-v", "--no-deps", "-w", str(out), str(source)],
        timeout=300,
    )
    if result.returncode != 0 and "setuptools" in result.stderr and "index" in result.stderr:
        pytest.skip("pip cannot fetch the build backend (setuptools>=77) here")
    assert result.returncode == 0, result.stderr[-3000:]
    return next(out.glob("puzzlesuite-*.whl")), result.stdout + result.stderr


@pytest.fixture(scope="module")
def wheel(wheel_build: tuple[Path, str]) -> Path:
    return wheel_build[0]


def test_setuptools_finds_every_folder_of_the_layout(wheel_build: tuple[Path, str]) -> None:
    """Data folders (locale/<lang>/LC_MESSAGES, resources/icons) are declared packages:
    no "Package would be ignored" warning, which a first ./play.sh printed five times."""
    log = wheel_build[1]
    assert "running build_py" in log  # the verbose log really is setuptools' own
    assert "would be ignored" not in log
    assert "is absent from setuptools' `packages` configuration" not in log


def test_the_wheel_carries_every_icon_and_menu_file(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    for icon in SOURCE_ICONS:
        assert f"puzzlesuite/resources/icons/{icon}" in names
    for file in SOURCE_LINUX:
        assert f"puzzlesuite/resources/linux/{file}" in names
    for icon in SOURCE_SYMBOLIC:
        assert f"puzzlesuite/resources/icons/symbolic/{icon}" in names
    for file in SOURCE_FONTS:  # the fonts and their OFL texts
        assert f"puzzlesuite/resources/fonts/{file}" in names
    # The fonts' licences in the wheel's licence folder too, beside the app's MIT.
    licences = {Path(name).name for name in names if ".dist-info/licenses/" in name}
    assert {"LICENSE", "LICENSE-Inter.txt", "LICENSE-NotoSansCJK.txt"} <= licences
    for sound in SOURCE_SOUNDS:
        assert f"puzzlesuite/resources/sounds/{sound}" in names
    assert not any(name.startswith("resources/") for name in names)


def test_the_installed_wheel_finds_every_icon(wheel: Path, tmp_path: Path) -> None:
    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)
    result = subprocess.run(
        [sys.executable, "-S", "-c", FIND_RESOURCES, str(site)],
        capture_output=True,
        text=True,
        cwd=tmp_path,
    )
    assert result.returncode == 0, result.stderr
    found = json.loads(result.stdout)
    assert Path(found["resources"]) == site / "puzzlesuite" / "resources"
    assert found["icons"] == SOURCE_ICONS
    assert found["symbolic"] == SOURCE_SYMBOLIC
    assert found["fonts"] == SOURCE_FONTS
    assert found["linux"] == SOURCE_LINUX
    assert found["sounds"] == SOURCE_SOUNDS and SOURCE_SOUNDS
