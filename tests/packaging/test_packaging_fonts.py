"""tools/make_fonts.py, which cuts the app's fonts (resources/fonts/): what it reads, that
its output is renamed and licensed, and that cutting again gives the committed files.
(That the committed fonts cover every catalog character: tests/ui/test_typeface.py.)"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.packaging.support import ROOT, require_debian_packages
from tools import make_fonts


def test_a_new_catalog_is_read_without_a_code_change(tmp_path: Path) -> None:
    catalogs = tmp_path / "translations" / "ko" / "LC_MESSAGES"
    catalogs.mkdir(parents=True)
    (catalogs / "newgame.po").write_text(
        'msgid ""\nmsgstr "Content-Type: text/plain; charset=UTF-8\\n"\n\n'
        'msgid "Well played ⚑"\nmsgstr "똠방각하 뷁"\n',
        encoding="utf-8",
    )
    (tmp_path / "puzzlesuite").mkdir()
    (tmp_path / "puzzlesuite" / "view.py").write_text('MARK = "◎"  # comment ☂\n', encoding="utf-8")
    shown = make_fonts.shown_characters(tmp_path)
    assert {"똠", "뷁", "⚑", "W", "◎"} <= shown  # both sides of a catalog, the code's literals
    assert "☂" not in shown  # comments are not shown
    assert "\n" not in shown and " " in shown


def test_every_kind_of_text_is_read() -> None:
    assert len(list(make_fonts.catalog_strings())) > 2000
    babel = "".join(make_fonts.babel_strings())
    assert {"년", "월", "일"} <= set(babel) and "enero" in babel and "Januari" in babel
    qt = list(make_fonts.qt_strings())
    assert len(qt) > 100 and any("취소" in text for text in qt)
    assert len(make_fonts.ks_x_1001_hangul()) == 2350
    with pytest.raises(ValueError):
        list(make_fonts.qm_translations(b"not a catalog"))


def test_the_committed_fonts_hold_every_character_the_tool_would_cut() -> None:
    """--check, as a developer runs it after changing a catalog (fontTools' view)."""
    pytest.importorskip("fontTools", reason="the packaging extra (fonttools) is not installed")
    assert make_fonts.uncovered() == []
    assert make_fonts.main(["--check"]) == 0


def test_the_faces_are_renamed_and_keep_their_features() -> None:
    fontTools = pytest.importorskip("fontTools.ttLib")
    for face in make_fonts.FACES:
        font = fontTools.TTFont(str(make_fonts.FONT_DIR / face.file_name))
        names = {record.nameID: record.toUnicode() for record in font["name"].names}
        assert names[1] == face.family and names[2] == face.style
        assert not any(word in names[i] for i in (1, 3, 4, 6) for word in ("Inter", "Noto"))
        assert "Open Font License" in names[13]  # the licence notice stays
        assert font["OS/2"].usWeightClass == face.weight
        if face.family == make_fonts.LATIN_FAMILY:
            features = {r.FeatureTag for r in font["GSUB"].table.FeatureList.FeatureRecord}
            assert {"tnum", "case", "locl"} <= features
            # No contextual alternates: they drew glyphs without a character (PDF text).
            assert "calt" not in features


@pytest.mark.slow
def test_cutting_again_gives_the_committed_fonts(tmp_path: Path) -> None:
    """The committed files are what the tool makes from the sources (Debian 12's
    fonts-inter and fonts-noto-cjk), and the same bytes each time."""
    pytest.importorskip("fontTools", reason="the packaging extra (fonttools) is not installed")
    require_debian_packages("fonts-inter", "fonts-noto-cjk")
    first = make_fonts.build(tmp_path / "first", ROOT)
    second = make_fonts.build(tmp_path / "second", ROOT)
    assert [p.read_bytes() for p in first] == [p.read_bytes() for p in second]
    for path in first:
        committed = make_fonts.FONT_DIR / path.name
        assert path.read_bytes() == committed.read_bytes(), f"{path.name}: run tools/make_fonts.py"
