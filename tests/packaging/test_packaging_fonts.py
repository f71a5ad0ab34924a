"""The Hangul font of the .tar.gz: made at build time, covers every Korean string the
app can show, renders each of them without a missing glyph, registered by the bundle."""

from __future__ import annotations

import os
import sys
import unicodedata
from pathlib import Path

import pytest

from tests.packaging.support import ROOT, packaging_module, require_debian_packages, run

fonts = packaging_module("fonts")


def needs_a_glyph(char: str) -> bool:
    return unicodedata.category(char)[0] not in "CZ"


@pytest.fixture(scope="module")
def font_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    pytest.importorskip("fontTools", reason="the packaging extra (fonttools) is not installed")
    require_debian_packages("fonts-nanum")
    folder = tmp_path_factory.mktemp("font")
    fonts.build(folder, ROOT)
    return folder


@pytest.fixture(scope="module")
def raw_font(font_dir: Path, qapp):  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QFont, QRawFont

    font = QRawFont(str(font_dir / fonts.FILE_NAME), 24, QFont.HintingPreference.PreferNoHinting)
    assert font.isValid()
    return font


def missing_glyphs(raw_font, texts) -> list[str]:  # type: ignore[no-untyped-def]
    """Characters of *texts* the font cannot draw: no glyph, or a glyph with no outline."""
    missing = set()
    for text in texts:
        for char in text:
            if not needs_a_glyph(char):
                continue
            (glyph,) = raw_font.glyphIndexesForString(char)
            if glyph == 0 or raw_font.pathForGlyph(glyph).isEmpty():
                missing.add(char)
    return sorted(missing)


def test_every_korean_catalog_string_renders_with_the_bundled_font(raw_font) -> None:  # type: ignore[no-untyped-def]
    texts = list(fonts.catalog_strings(ROOT))
    assert len(texts) > 100  # the catalogs were really read
    assert missing_glyphs(raw_font, texts) == []


def test_babel_and_qt_korean_text_renders_with_the_bundled_font(raw_font) -> None:  # type: ignore[no-untyped-def]
    texts = [*fonts.babel_strings(), *fonts.qt_strings()]
    hangul = [char for text in texts for char in text if fonts.is_hangul(char)]
    assert len(set(hangul)) > 300
    assert missing_glyphs(raw_font, hangul) == []


def test_qt_draws_every_catalog_character_from_the_registered_font(font_dir: Path, qapp) -> None:  # type: ignore[no-untyped-def]
    """Font merging off: no fallback font may hide a gap."""
    from PySide6.QtGui import QFont, QFontDatabase, QFontMetrics

    font_id = QFontDatabase.addApplicationFont(str(font_dir / fonts.FILE_NAME))
    try:
        assert QFontDatabase.applicationFontFamilies(font_id) == [fonts.FAMILY]
        font = QFont(fonts.FAMILY, 14)
        font.setStyleStrategy(QFont.StyleStrategy.NoFontMerging)
        metrics = QFontMetrics(font)
        for text in fonts.catalog_strings(ROOT):
            for char in text:
                if needs_a_glyph(char):
                    assert metrics.inFontUcs4(ord(char)), f"{char!r} in {text!r}"
    finally:
        QFontDatabase.removeApplicationFont(font_id)


def test_a_new_catalog_is_covered_without_a_code_change(tmp_path: Path) -> None:
    catalogs = tmp_path / "translations" / "ko" / "LC_MESSAGES"
    catalogs.mkdir(parents=True)
    (catalogs / "newgame.po").write_text(
        'msgid ""\nmsgstr "Content-Type: text/plain; charset=UTF-8\\n"\n\n'
        'msgid "Well played"\nmsgstr "똠방각하 뷁"\n',
        encoding="utf-8",
    )
    assert {"똠", "뷁"} <= set(fonts.characters(fonts.catalog_strings(tmp_path)))


def test_the_subset_is_renamed_as_the_ofl_requires_and_carries_its_licence(
    font_dir: Path,
) -> None:
    from fontTools.ttLib import TTFont

    font = TTFont(str(font_dir / fonts.FILE_NAME))
    names = [record.toUnicode() for record in font["name"].names if record.nameID in (1, 4, 6)]
    assert names and all("Nanum" not in name and "나눔" not in name for name in names)
    assert "Open Font License" in (font_dir / fonts.LICENCE_NAME).read_text(encoding="utf-8")


def test_the_subset_has_a_space_of_its_own(font_dir: Path) -> None:
    """Without U+0020 spaces come from another font, or are wide where none exists."""
    from fontTools.ttLib import TTFont

    font = TTFont(str(font_dir / fonts.FILE_NAME))
    cmap = font.getBestCmap()
    assert 0x20 in cmap
    advance, _ = font["hmtx"][cmap[0x20]]
    hangul_advance, _ = font["hmtx"][cmap[ord("한")]]
    assert 0 < advance < hangul_advance  # a real, narrow space
    assert " " in fonts.characters(["한국어"])  # there even if no string had one


def test_the_subset_is_small_and_the_same_bytes_every_time(font_dir: Path, tmp_path: Path) -> None:
    size = (font_dir / fonts.FILE_NAME).stat().st_size
    assert size < 600 * 1024, f"{size / 1024:.0f} KiB"
    again = fonts.build(tmp_path, ROOT)
    assert again.read_bytes() == (font_dir / fonts.FILE_NAME).read_bytes()


def test_qm_reader_returns_the_translations_of_a_qt_catalog() -> None:
    strings = list(fonts.qt_strings())
    assert len(strings) > 100
    assert any(fonts.is_hangul(char) for text in strings for char in text)
    with pytest.raises(ValueError):
        list(fonts.qm_translations(b"not a catalog"))


def test_the_bundle_registers_its_fonts_through_an_application_hook(
    font_dir: Path,
    qapp,  # type: ignore[no-untyped-def]
) -> None:
    from PySide6.QtGui import QFontDatabase

    from puzzlesuite.shell import app as shell_app

    entry = packaging_module("entry")
    hooks_before = list(shell_app.APPLICATION_HOOKS)
    try:
        entry.register_fonts(font_dir.parent / "no-such-folder")
        assert hooks_before == shell_app.APPLICATION_HOOKS  # nothing bundled: no hook
        entry.register_fonts(font_dir)
        (hook,) = shell_app.APPLICATION_HOOKS[len(hooks_before) :]
        assert fonts.FAMILY not in QFontDatabase.families()
        hook(qapp)
        assert fonts.FAMILY in QFontDatabase.families()
    finally:
        shell_app.APPLICATION_HOOKS[:] = hooks_before


def test_make_application_runs_the_hooks_on_the_new_application() -> None:
    """In a fresh process: the test session's own QApplication must not stand in."""
    script = (
        "from puzzlesuite.shell import app\n"
        "seen = []\n"
        "app.APPLICATION_HOOKS.append(seen.append)\n"
        "application = app.make_application(['puzzlesuite'])\n"
        "print(seen == [application])\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = run([sys.executable, "-c", script], env=env, cwd=ROOT)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "True"
