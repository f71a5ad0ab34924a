"""The Hangul font the .tar.gz carries, cut at build time from an OFL font.

A desktop without a CJK font shows Korean as empty boxes. The .deb can say so in its
Depends (``fonts-noto-cjk | fonts-nanum``); the .tar.gz cannot, so the bundle carries
a subset of NanumGothic (Debian's ``fonts-nanum``, SIL Open Font License 1.1) holding
exactly the characters Puzzle Suite can show in Korean:

* every msgstr of every ``translations/ko/LC_MESSAGES/*.po`` (found by globbing, so a
  new game's catalog is covered by the next build without a change here);
* Babel's Korean locale data (dates, units, list patterns, language names...);
* Qt's Korean catalog ``qtbase_ko.qm`` (dialog buttons, shortcut names, context menus).

The subset is made with fontTools' subsetter (``pyftsubset``), a build-only dependency
(the ``packaging`` extra): nothing at run time imports it, and cutting ~1000 glyphs out
of a 4.6 MB font by hand is not worth owning. The output is deterministic: the source
font's own timestamps are kept, glyph order follows the source, and the character set
is sorted.

The OFL reserves the names "Nanum" and "NanumGothic" for the original, so the subset is
renamed "Puzzle Suite Hangul" (OFL section 3); the copyright notice and the licence
travel with it (``LICENSE-OFL.txt`` next to the font).

    python packaging/fonts.py OUT_DIR        # writes the font and its licence, prints sizes
"""

from __future__ import annotations

import os
import struct
import sys
import unicodedata
from collections.abc import Iterable, Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FAMILY = "Puzzle Suite Hangul"
FILE_NAME = "PuzzleSuiteHangul.ttf"
LICENCE_NAME = "LICENSE-OFL.txt"
# Debian 12's fonts-nanum; PUZZLESUITE_HANGUL_FONT may name another copy of the same font.
SOURCE_FONT = Path("/usr/share/fonts/truetype/nanum/NanumGothic.ttf")
SOURCE_LICENCE = Path("/usr/share/doc/fonts-nanum/copyright")
QT_CATALOG = "qtbase_ko.qm"

# .qm files (Qt's compiled catalogs): a magic number, then tagged sections.
_QM_MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")
_QM_MESSAGES_SECTION = 0x69
_QM_TAG_END = 1
_QM_TAG_TRANSLATION = 3
_QM_TAG_OBSOLETE1 = 4  # followed by nothing
_QM_TAGS_WITH_LENGTH = {
    2,
    3,
    5,
    6,
    7,
    8,
}  # source16, translation, obsolete2, source, context, comment


def source_font() -> Path:
    return Path(os.environ.get("PUZZLESUITE_HANGUL_FONT", SOURCE_FONT))


# --- the strings ----------------------------------------------------------------------


def catalog_strings(root: Path = ROOT) -> Iterator[str]:
    """Every Korean translation in the app's catalogs (plural forms included)."""
    from babel.messages.pofile import read_po

    for po in sorted((root / "translations" / "ko" / "LC_MESSAGES").glob("*.po")):
        with po.open("rb") as handle:
            catalog = read_po(handle)
        for message in catalog:
            forms = message.string if isinstance(message.string, tuple) else (message.string,)
            yield from (form for form in forms if form)


def babel_strings(locale: str = "ko") -> Iterator[str]:
    """Every text in Babel's data for *locale* (patterns included: they hold 년, 월, 일)."""
    from babel import localedata

    def walk(value: object) -> Iterator[str]:
        if isinstance(value, str):
            yield value
        elif isinstance(value, dict) or hasattr(value, "items"):
            for key, item in value.items():  # type: ignore[attr-defined]
                yield from walk(key)
                yield from walk(item)
        elif isinstance(value, (list, tuple)):
            for item in value:
                yield from walk(item)
        elif isinstance(getattr(value, "pattern", None), str):  # Date/NumberPattern
            yield value.pattern  # type: ignore[attr-defined]

    yield from walk(localedata.load(locale))


def qm_translations(data: bytes) -> Iterator[str]:
    """The translations of a Qt .qm catalog (UTF-16BE strings in its messages section)."""
    if not data.startswith(_QM_MAGIC):
        raise ValueError("not a Qt .qm catalog")
    position = len(_QM_MAGIC)
    while position + 5 <= len(data):
        tag, length = data[position], struct.unpack_from(">I", data, position + 1)[0]
        position += 5
        if tag == _QM_MESSAGES_SECTION:
            yield from _qm_messages(data[position : position + length])
        position += length


def _qm_messages(section: bytes) -> Iterator[str]:
    position = 0
    while position < len(section):
        tag = section[position]
        position += 1
        if tag in (_QM_TAG_END, _QM_TAG_OBSOLETE1):
            continue
        if tag not in _QM_TAGS_WITH_LENGTH:
            raise ValueError(f"unknown .qm message tag {tag}")
        (length,) = struct.unpack_from(">I", section, position)
        position += 4
        if length == 0xFFFFFFFF:  # a null string
            continue
        if tag == _QM_TAG_TRANSLATION:
            yield section[position : position + length].decode("utf-16-be")
        position += length


def qt_strings(language: str = "ko") -> Iterator[str]:
    from PySide6.QtCore import QLibraryInfo

    folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    yield from qm_translations((folder / f"qtbase_{language}.qm").read_bytes())


def korean_strings(root: Path = ROOT) -> Iterator[str]:
    yield from catalog_strings(root)
    yield from babel_strings()
    yield from qt_strings()


# The space is drawn by the font of the text around it: without one in this font, Qt
# takes it from another font (or none), and Korean text gets wide or missing gaps.
ALWAYS_INCLUDED = (" ",)


def characters(strings: Iterable[str]) -> list[str]:
    """The characters of *strings* a font must hold, sorted: printable ones and spaces
    (U+0020 always); controls and line or paragraph separators need no glyph."""
    found = {char for text in strings for char in text} | set(ALWAYS_INCLUDED)
    return sorted(char for char in found if needs_glyph_or_advance(char))


def needs_glyph_or_advance(char: str) -> bool:
    category = unicodedata.category(char)
    return category[0] not in "CZ" or category == "Zs"


# --- the font ---------------------------------------------------------------------------


def make_subset(chars: Iterable[str], source: Path, target: Path) -> list[str]:
    """Write the subset of *source* holding *chars*; return the ones it does not have."""
    import logging

    from fontTools import subset
    from fontTools.ttLib import TTFont

    # The subsetter reports each table it drops (VTT sources and the like) as a warning.
    logging.getLogger("fontTools.subset").setLevel(logging.ERROR)
    font = TTFont(str(source), recalcTimestamp=False)  # keep head.modified: reproducible
    cmap = font.getBestCmap()
    wanted = sorted(set(chars))
    missing = [char for char in wanted if ord(char) not in cmap]
    options = subset.Options()
    options.hinting = False  # FreeType's autohinter does well on Hangul; halves the size
    options.desubroutinize = True
    options.name_IDs = [0, 5, 13, 14]  # copyright, version, licence text and URL
    options.name_languages = [0x409]  # English records only
    options.drop_tables += ["DSIG"]  # a signature of the original font, void after subsetting
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[ord(char) for char in wanted if ord(char) in cmap])
    subsetter.subset(font)
    _rename(font)
    target.parent.mkdir(parents=True, exist_ok=True)
    font.save(str(target))
    return missing


def _rename(font: object) -> None:
    """The OFL reserves the original's names: give the subset its own."""
    names = font["name"]  # type: ignore[index]
    postscript = FAMILY.replace(" ", "") + "-Regular"
    for name_id, text in (
        (1, FAMILY),
        (2, "Regular"),
        (3, f"{postscript};subset of NanumGothic for Puzzle Suite"),
        (4, f"{FAMILY} Regular"),
        (6, postscript),
        (10, "Hangul subset of NanumGothic (NAVER) for Puzzle Suite, SIL OFL 1.1"),
    ):
        names.setName(text, name_id, 3, 1, 0x409)
        names.setName(text, name_id, 1, 0, 0)


def build(out_dir: Path, root: Path = ROOT) -> Path:
    """Font and licence into *out_dir*; fails when the source font lacks a character."""
    source = source_font()
    if not source.is_file():
        raise SystemExit(
            f"{source} is missing: apt-get install fonts-nanum (or set PUZZLESUITE_HANGUL_FONT)"
        )
    target = out_dir / FILE_NAME
    missing = make_subset(characters(korean_strings(root)), source, target)
    unexpected = [char for char in missing if not _drawn_by_other_fonts(char)]
    if unexpected:
        listing = ", ".join(f"U+{ord(char):04X} {char}" for char in unexpected)
        raise SystemExit(f"{source.name} has no glyph for Korean text's {listing}")
    licence = SOURCE_LICENCE.read_text(encoding="utf-8") if SOURCE_LICENCE.is_file() else ""
    if "Open Font License" not in licence:
        raise SystemExit(f"cannot find the font's OFL licence text at {SOURCE_LICENCE}")
    (out_dir / LICENCE_NAME).write_text(
        f'{FILE_NAME} is a subset of NanumGothic, renamed "{FAMILY}" as the\n'
        "SIL Open Font License requires of modified versions. Copyright and licence of\n"
        "the original, from Debian's fonts-nanum package:\n\n" + licence,
        encoding="utf-8",
    )
    return target


def _drawn_by_other_fonts(char: str) -> bool:
    """Symbols a Hangul font need not carry (arrows, emoji, ...): any desktop font has them."""
    return not is_hangul(char)


def is_hangul(char: str) -> bool:
    return (
        "\u1100" <= char <= "\u11ff" or "\u3130" <= char <= "\u318f" or "\uac00" <= char <= "\ud7a3"
    )


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(f"usage: {argv[0]} OUT_DIR", file=sys.stderr)
        return 2
    target = build(Path(argv[1]))
    print(f"{target}: {target.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
