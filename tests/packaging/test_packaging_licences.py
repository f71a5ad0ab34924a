"""packaging/licences.py: every bundled file gets a known licence, or the build stops."""

from __future__ import annotations

import json
import os
import shutil
import zipfile
from pathlib import Path

import pytest

from tests.packaging.support import packaging_module, require_debian_packages

licences = packaging_module("licences")


@pytest.fixture
def bundle(tmp_path: Path) -> Path:
    folder = tmp_path / "puzzlesuite"
    (folder / "_internal" / "PySide6" / "Qt" / "lib").mkdir(parents=True)
    shutil.copy("/bin/true", folder / "puzzlesuite")
    with zipfile.ZipFile(folder / "_internal" / "base_library.zip", "w") as archive:
        archive.writestr("os.pyc", b"byte-code")
    (folder / "_internal" / "PySide6" / "Qt" / "lib" / "libQt6Core.so.6").write_bytes(b"qt")
    os.symlink("PySide6/Qt/lib/libQt6Core.so.6", folder / "_internal" / "libQt6Core.so.6")
    return folder


def inventory_of(bundle: Path) -> dict[str, dict[str, object]]:
    out = licences.write(bundle, licences.take_inventory(bundle), licences.part_versions())
    parts = json.loads((out / licences.INVENTORY).read_text(encoding="utf-8"))["parts"]
    return {part["id"]: part for part in parts}


def test_a_file_without_a_known_licence_stops_the_build(bundle: Path) -> None:
    (bundle / "_internal" / "mystery.dat").write_bytes(b"?")
    with pytest.raises(SystemExit, match=r"no known licence(.|\n)*_internal/mystery\.dat"):
        licences.write(bundle, licences.take_inventory(bundle), {})
    assert not (bundle / licences.FOLDER).exists()


def test_each_part_gets_its_own_texts(bundle: Path) -> None:
    require_debian_packages("base-files")
    parts = inventory_of(bundle)
    assert parts["puzzlesuite"]["licence"] == "MIT"
    assert parts["python"]["files"] == 1  # base_library.zip
    assert parts["qt"]["files"] == 2  # the library and the symlink to it
    qt_text = (bundle / licences.FOLDER / "qt.txt").read_text(encoding="utf-8")
    assert (
        "GNU LESSER GENERAL PUBLIC LICENSE" in qt_text and "GNU GENERAL PUBLIC LICENSE" in qt_text
    )
    assert "PCRE2" in qt_text and "HarfBuzz" in qt_text  # code Qt carries inside
    overview = (bundle / licences.OVERVIEW).read_text(encoding="utf-8")
    assert "LGPL-3.0" in overview and "replace" in overview and "source" in overview


def test_a_library_copied_from_debian_carries_its_packages_copyright(bundle: Path) -> None:
    require_debian_packages("zlib1g")
    library = Path("/lib/x86_64-linux-gnu/libz.so.1")
    if not library.exists():
        pytest.skip("not an x86-64 Debian")
    shutil.copy(os.path.realpath(library), bundle / "_internal" / "libz.so.1")
    part = inventory_of(bundle)["debian-zlib1g"]
    assert part["licence"] == "Zlib" and part["files"] == 1
    text = (bundle / licences.FOLDER / str(part["text"])).read_text(encoding="utf-8")
    assert text.strip().endswith(
        Path("/usr/share/doc/zlib1g/copyright").read_text(encoding="utf-8").strip()
    )


def test_a_module_in_the_executable_needs_a_known_licence() -> None:
    assert licences.part_of_module("babel").key == "babel"
    assert licences.part_of_module("json").key == "python"
    assert licences.part_of_module("puzzlesuite").key == "puzzlesuite"
    assert licences.part_of_module("requests") is None  # would stop the build
