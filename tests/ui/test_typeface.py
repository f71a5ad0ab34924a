"""The app's own type: the committed faces cover every text the app has, become the
application font at the desktop's size, give tabular figures, and leave what they lack
to the system's fonts."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QFont, QFontDatabase, QFontMetrics, QFontMetricsF, QRawFont, QTextLayout

from puzzlesuite.core.resources import FONT_DIR
from puzzlesuite.shell.fonts import register_app_fonts, use_app_fonts
from puzzlesuite.ui.typeface import FAMILIES, HANGUL_FAMILY, LATIN_FAMILY, tabular, with_faces
from tools import make_fonts

ROOT = Path(__file__).resolve().parents[2]
FACE_FILES = sorted(FONT_DIR.glob("*.otf"))


def raw_faces() -> dict[str, QRawFont]:
    faces = {}
    for path in FACE_FILES:
        raw = QRawFont(str(path), 16)
        assert raw.isValid(), path
        faces[path.name] = raw
    return faces


def drawn_by(raw: QRawFont, char: str) -> bool:
    """The face has a glyph for `char` with an outline (or a space's advance)."""
    (glyph,) = raw.glyphIndexesForString(char) or [0]
    if glyph == 0:
        return False
    return char.isspace() or not raw.pathForGlyph(glyph).isEmpty()


def glyph_runs(text: str, font: QFont) -> list[tuple[str, list[int]]]:
    """(family, glyphs) of each run Qt lays `text` out in: what really draws it."""
    layout = QTextLayout(text, font)
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    return [(run.rawFont().familyName(), list(run.glyphIndexes())) for run in layout.glyphRuns()]


def test_the_committed_faces_are_the_two_families_in_two_weights(qapp) -> None:  # type: ignore[no-untyped-def]
    assert [path.name for path in FACE_FILES] == sorted(face.file_name for face in make_fonts.FACES)
    weights = {(raw.familyName(), raw.weight()) for raw in raw_faces().values()}
    assert weights == {(family, weight) for family in FAMILIES for weight in (400, 700)}
    # Renamed as the OFL asks of modified fonts; the licences travel beside them.
    assert not any("Inter" in name or "Noto" in name for name, _ in weights)
    for name in ("LICENSE-Inter.txt", "LICENSE-NotoSansCJK.txt"):
        text = (FONT_DIR / name).read_text(encoding="utf-8")
        assert "SIL OPEN FONT LICENSE" in text.upper() and "Copyright" in text


def test_every_character_of_every_catalog_is_in_the_faces_in_both_weights(qapp) -> None:  # type: ignore[no-untyped-def]
    """Regular and Bold alike, with font merging out of the question. A failure names
    the characters: cut the fonts again with `python tools/make_fonts.py`."""
    shown = make_fonts.shown_characters(ROOT)
    texts = list(make_fonts.catalog_strings(ROOT))
    assert len(texts) > 2000 and {"한", "ñ", "●", "×"} <= shown  # the catalogs were read
    faces = raw_faces()
    missing = {}
    for weight in ("Regular", "Bold"):
        mine = [raw for name, raw in faces.items() if name.endswith(f"-{weight}.otf")]
        lacking = sorted(c for c in shown if not any(drawn_by(raw, c) for raw in mine))
        if lacking:
            missing[weight] = "".join(lacking)
    assert missing == {}, "run `python tools/make_fonts.py` to cut the fonts again"


def test_latin_digits_and_symbols_are_drawn_by_the_latin_face(qapp) -> None:  # type: ignore[no-untyped-def]
    """One design for everything but Hangul: no symbol comes from the Hangul face."""
    latin = raw_faces()["PuzzleSuiteSans-Regular.otf"]
    for char in make_fonts.LATIN_MARGIN.replace("ŉ", "") + make_fonts.SYMBOLS:
        if make_fonts.needs_glyph(char):
            assert drawn_by(latin, char), f"U+{ord(char):04X} {char}"
    hangul = raw_faces()["PuzzleSuiteHangul-Regular.otf"]
    assert all(drawn_by(hangul, char) for char in make_fonts.ks_x_1001_hangul())


def test_the_application_font_is_ours_at_the_desktops_size(qapp) -> None:  # type: ignore[no-untyped-def]
    desktop = QFont("DejaVu Sans", 13)
    font = with_faces(desktop)
    assert font.families()[:2] == list(FAMILIES)
    assert font.families()[-1] == "DejaVu Sans"  # the desktop's font for the rest
    assert font.pointSizeF() == 13
    assert with_faces(font).families() == font.families()  # twice changes nothing


def test_text_is_laid_out_in_our_faces(qapp) -> None:  # type: ignore[no-untyped-def]
    assert set(FAMILIES) <= set(register_app_fonts())
    font = with_faces(QFont("DejaVu Sans", 12))
    runs = glyph_runs("새 게임 New game 0123 ●", font)
    assert {family for family, _ in runs} == {LATIN_FAMILY, HANGUL_FAMILY}
    bold = QFont(font)
    bold.setBold(True)
    assert all(run.rawFont().weight() == 700 for run in _layout_runs("굵게 Bold", bold))


def _layout_runs(text: str, font: QFont):  # type: ignore[no-untyped-def]
    layout = QTextLayout(text, font)
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    return layout.glyphRuns()


def test_a_character_outside_the_faces_falls_back_to_a_system_glyph(qapp) -> None:  # type: ignore[no-untyped-def]
    """A name the player typed in letters the faces lack still shows, from the system."""
    register_app_fonts()
    font = with_faces(QFont("DejaVu Sans", 12))
    outside = "Ж"  # Cyrillic: in no catalog, in DejaVu Sans (fontconfig's own default)
    for family in FAMILIES:
        alone = QFont(family, 12)
        alone.setStyleStrategy(QFont.StyleStrategy.NoFontMerging)
        assert not QFontMetrics(alone).inFontUcs4(ord(outside))
    system = [f for f in QFontDatabase.families() if f not in FAMILIES]
    if not any(QFontMetrics(QFont(f, 12)).inFontUcs4(ord(outside)) for f in system[:50]):
        pytest.skip("no system font here has Cyrillic")
    assert QFontMetrics(font).inFontUcs4(ord(outside))  # merging finds it
    ((family, glyphs),) = [run for run in glyph_runs(outside, font)]
    assert family not in FAMILIES and glyphs and glyphs[0] != 0


def test_tabular_figures_give_every_digit_one_width(qapp) -> None:  # type: ignore[no-untyped-def]
    register_app_fonts()
    font = with_faces(QFont("DejaVu Sans", 14))
    proportional = QFontMetricsF(font)
    figures = QFontMetricsF(tabular(font))
    assert len({proportional.horizontalAdvance(d) for d in "0123456789"}) > 1  # Inter's own
    assert len({figures.horizontalAdvance(d) for d in "0123456789"}) == 1
    assert figures.horizontalAdvance("1111") == figures.horizontalAdvance("8888")
    assert tabular(font).families() == font.families()  # nothing else changes


def test_a_label_with_tabular_figures_follows_the_text_zoom(qtbot, qapp) -> None:  # type: ignore[no-untyped-def]
    """tabular() on a label's own font keeps its figures when the app font changes."""
    from PySide6.QtWidgets import QLabel

    from puzzlesuite.ui.steady import follow_zoom

    before = QFont(qapp.font())
    label = QLabel("1 118")
    qtbot.addWidget(label)
    scaled = tabular(QFont(label.font()))
    scaled.setPointSizeF(label.font().pointSizeF() * 1.4)
    label.setFont(scaled)
    follow_zoom(label, 1.4)
    try:
        larger = QFont(before)
        larger.setPointSizeF(before.pointSizeF() * 2)
        qapp.setFont(larger)
        assert label.font().pointSizeF() == pytest.approx(larger.pointSizeF() * 1.4)
        assert label.font().isFeatureSet(QFont.Tag("tnum"))
    finally:
        qapp.setFont(before)


def test_use_app_fonts_needs_both_families(tmp_path: Path, qapp) -> None:  # type: ignore[no-untyped-def]
    """A copy without its fonts (a packager removed them) keeps the desktop's font."""
    before = QFont(qapp.font())
    try:
        assert use_app_fonts(qapp, tmp_path) is False
        assert qapp.font() == before
    finally:
        qapp.setFont(before)


def test_the_app_starts_in_its_own_faces_at_the_desktops_size() -> None:
    """In a fresh process, as the app starts (make_application)."""
    script = (
        "from PySide6.QtGui import QFontDatabase\n"
        "from puzzlesuite.shell import app\n"
        "application = app.make_application(['puzzlesuite'])\n"
        "font = application.font()\n"
        "desktop = QFontDatabase.systemFont(QFontDatabase.SystemFont.GeneralFont)\n"
        "print(font.families()[:2], font.pointSizeF() == desktop.pointSizeF())\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    env.pop("FONTCONFIG_FILE", None)
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"{list(FAMILIES)} True"


@pytest.mark.parametrize(
    ("game_id", "label"),
    [
        ("blockpuzzle", "status"),
        ("reversi", "counts"),
        ("jogakbo", "score_label"),
        ("sudoku", "status"),
        ("minesweeper", "counter"),
    ],
)
def test_each_games_changing_figures_use_tabular_digits(main_window, game_id, label) -> None:  # type: ignore[no-untyped-def]
    from puzzlesuite.ui.typeface import is_tabular

    screen = main_window.open_game(game_id)
    assert is_tabular(getattr(screen, label).font())


@pytest.mark.parametrize("points", [9, 11, 18])
def test_a_line_of_korean_is_as_tall_as_a_line_of_english(qapp, points: int) -> None:  # type: ignore[no-untyped-def]
    """Qt makes a line as tall as the tallest font on it: the Hangul face shares the
    Latin face's ascent and descent, so Korean screens fit as English ones do."""
    register_app_fonts()
    font = with_faces(QFont("DejaVu Sans", points))

    def line_height(text: str) -> float:
        layout = QTextLayout(text, font)
        layout.beginLayout()
        line = layout.createLine()
        layout.endLayout()
        return line.height()

    assert line_height("빈칸이 없도록 조각을 놓으세요") == line_height("Fit pieces on the board")
    assert QFontMetricsF(font).averageCharWidth() < 0.6 * QFontMetricsF(font).height()
