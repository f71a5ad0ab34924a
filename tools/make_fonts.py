"""The app's own type: subsets of Inter and Noto Sans CJK KR, cut to what it shows.

    python tools/make_fonts.py          # writes resources/fonts/ (fonts and licences)
    python tools/make_fonts.py --check  # exit 1 when a shown character is not covered

Puzzle Suite draws its words in two faces joined by ``QFont.setFamilies``
(puzzlesuite/shell/fonts.py): **Puzzle Suite Sans**, cut from Inter (Latin, digits with
tabular figures, the symbols the boards draw), and **Puzzle Suite Hangul**, cut from
Noto Sans CJK KR (Hangul). Both are SIL Open Font License 1.1 fonts packaged by Debian
(``apt-get install fonts-inter fonts-noto-cjk``); other copies of the same files may be
named with PUZZLESUITE_INTER_DIR and PUZZLESUITE_NOTO_CJK_DIR. The cut files are
committed, so neither a build nor a player needs those packages: only this script does,
and only when the characters change.

What the fonts hold (``characters()``):

* every string of every catalog: the ``.pot`` templates' source texts and every
  translation of every ``.po`` (all domains and languages, found by globbing);
* the non-ASCII characters of the package's string literals (the symbols views draw:
  ``●``, ``■``, ``×``, ``✓``...) and a fixed list of symbols (``SYMBOLS``);
* what Babel writes for the app in its languages (dates, numbers, units, lists) and Qt's
  own catalogs for them (dialog buttons, the file and print dialogs);
* a margin, so a new sentence seldom needs a new cut: printable ASCII, Latin-1 and
  Latin Extended-A, and the 2,350 Hangul syllables of KS X 1001 (the set Korean text
  is written in, all but rare syllables).

A character neither font has stops the script: the tests check that the committed
fonts cover every catalog character, so a new symbol fails them until this is run.
Whatever a player types that the fonts lack (a file name) is drawn by Qt's fallback to
the system's fonts.

Each glyph goes to the first face that has it: Latin, digits and symbols from Inter,
only what Inter lacks from Noto. The OFL lets modified fonts be shared under new names
(section 3; Noto's reserves "Source", and both names are trademarks), so the subsets
are renamed, and the copyright notices and the licence travel beside them. The output is
the same bytes on every run: source timestamps are kept and everything is sorted.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import re
import struct
import sys
import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "translations"
PACKAGE = ROOT / "puzzlesuite"
FONT_DIR = ROOT / "resources" / "fonts"
LANGUAGES = ("en", "ko", "id", "es")  # the app's languages: Babel and Qt texts for each

LATIN_FAMILY = "Puzzle Suite Sans"
HANGUL_FAMILY = "Puzzle Suite Hangul"
INTER_DIR = Path(os.environ.get("PUZZLESUITE_INTER_DIR", "/usr/share/fonts/opentype/inter"))
NOTO_DIR = Path(os.environ.get("PUZZLESUITE_NOTO_CJK_DIR", "/usr/share/fonts/opentype/noto"))
NOTO_FACE = "Noto Sans CJK KR"  # the Korean face of the collection (.ttc)
INTER_COPYRIGHT = Path("/usr/share/doc/fonts-inter/copyright")
NOTO_COPYRIGHT = Path("/usr/share/doc/fonts-noto-cjk/copyright")

# Arrows, marks and punctuation the views and texts use or are likely to.
SYMBOLS = "●○■□▲△◆◇×✓✗·•–—…‘’“”«»‹›←↑→↓↔−±≤≥÷°№€′″"
# Printable ASCII, Latin-1 and Latin Extended-A: Spanish, Indonesian, names typed.
LATIN_MARGIN = "".join(chr(code) for code in [*range(0x20, 0x7F), *range(0xA0, 0x180)])


def ks_x_1001_hangul() -> str:
    """The 2,350 Hangul syllables of KS X 1001 (EUC-KR rows 0xB0-0xC8)."""
    found = []
    for lead in range(0xB0, 0xC9):
        for trail in range(0xA1, 0xFF):
            try:
                found.append(bytes((lead, trail)).decode("euc_kr"))
            except UnicodeDecodeError:
                continue
    return "".join(found)


@dataclass(frozen=True)
class Face:
    """One file of resources/fonts: a weight of one family, cut from one source face."""

    family: str
    style: str  # "Regular" or "Bold"
    weight: int  # OS/2 usWeightClass
    source: Path
    source_face: str  # the family name inside a collection, "" for a single font

    @property
    def file_name(self) -> str:
        return f"{self.family.replace(' ', '')}-{self.style}.otf"

    @property
    def postscript_name(self) -> str:
        return f"{self.family.replace(' ', '')}-{self.style}"


FACES = (
    Face(LATIN_FAMILY, "Regular", 400, INTER_DIR / "Inter-Regular.otf", ""),
    Face(LATIN_FAMILY, "Bold", 700, INTER_DIR / "Inter-Bold.otf", ""),
    Face(HANGUL_FAMILY, "Regular", 400, NOTO_DIR / "NotoSansCJK-Regular.ttc", NOTO_FACE),
    Face(HANGUL_FAMILY, "Bold", 700, NOTO_DIR / "NotoSansCJK-Bold.ttc", NOTO_FACE),
)
LICENCES = {
    LATIN_FAMILY: ("LICENSE-Inter.txt", "Inter", INTER_COPYRIGHT),
    HANGUL_FAMILY: ("LICENSE-NotoSansCJK.txt", "Noto Sans CJK KR", NOTO_COPYRIGHT),
}


# --- the characters ---------------------------------------------------------------------


def catalog_strings(root: Path = ROOT) -> Iterator[str]:
    """Every source text and translation of every catalog (plural forms included)."""
    from babel.messages.pofile import read_po

    folder = root / "translations"
    for path in sorted([*folder.glob("*.pot"), *folder.glob("*/LC_MESSAGES/*.po")]):
        with path.open("rb") as handle:
            catalog = read_po(handle)
        for message in catalog:
            if not message.id:
                continue  # the header
            for text in (message.id, message.string):
                forms = text if isinstance(text, (tuple, list)) else (text,)
                yield from (form for form in forms if form)


def source_literals(package: Path = PACKAGE) -> Iterator[str]:
    """The non-ASCII characters of the package's string literals: the symbols the views
    draw and the texts written in the code (comments are not shown, so not read)."""
    import io
    import tokenize

    literal_kinds = {tokenize.STRING, getattr(tokenize, "FSTRING_MIDDLE", tokenize.STRING)}
    for path in sorted(package.rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        for token in tokenize.generate_tokens(io.StringIO(source).readline):
            if token.type in literal_kinds:
                yield "".join(char for char in token.string if ord(char) > 0x7F)


def babel_strings(languages: Iterable[str] = LANGUAGES) -> Iterator[str]:
    """What services/i18n.py has Babel write: long dates, numbers, durations, lists."""
    from babel import dates, lists, numbers, units

    for language in languages:
        yield from (
            dates.format_date(dt.date(2026, month, 28), format="long", locale=language)
            for month in range(1, 13)
        )
        yield numbers.format_decimal(-1234567.891, locale=language)
        for unit in ("duration-hour", "duration-minute", "duration-second"):
            for amount in (0, 1, 2, 5, 21):
                yield units.format_unit(amount, unit, length="long", locale=language)
        for style in ("standard", "or"):
            yield lists.format_list(["a", "b"], style=style, locale=language)
            yield lists.format_list(["a", "b", "c"], style=style, locale=language)


# .qm files (Qt's compiled catalogs): a magic number, then tagged sections.
_QM_MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")
_QM_MESSAGES_SECTION = 0x69
_QM_TAG_END = 1
_QM_TAG_TRANSLATION = 3
_QM_TAG_OBSOLETE1 = 4  # followed by nothing
# source16, translation, obsolete2, source, context, comment: each with a length.
_QM_TAGS_WITH_LENGTH = {2, 3, 5, 6, 7, 8}


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


def qt_strings(languages: Iterable[str] = LANGUAGES) -> Iterator[str]:
    """Qt's own translations (qtbase_<language>.qm) for the app's languages it has."""
    from PySide6.QtCore import QLibraryInfo

    folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    for language in languages:
        path = folder / f"qtbase_{language}.qm"
        if path.is_file():
            yield from qm_translations(path.read_bytes())


def needs_glyph(char: str) -> bool:
    """Printable characters and spaces; controls and line separators need no glyph."""
    category = unicodedata.category(char)
    return category[0] not in "CZ" or category == "Zs"


def shown_characters(root: Path = ROOT) -> set[str]:
    """What the app's own texts hold: the part of `characters()` that must be covered."""
    texts = [*catalog_strings(root), *source_literals(root / "puzzlesuite"), SYMBOLS]
    return {char for text in texts for char in text if needs_glyph(char)}


def characters(root: Path = ROOT) -> list[str]:
    """Every character the fonts hold, sorted."""
    texts = [
        *catalog_strings(root),
        *source_literals(root / "puzzlesuite"),
        *babel_strings(),
        *qt_strings(),
        SYMBOLS,
        LATIN_MARGIN,
        ks_x_1001_hangul(),
    ]
    return sorted({char for text in texts for char in text if needs_glyph(char)})


# --- the fonts --------------------------------------------------------------------------

# The OpenType features kept: what Qt applies by itself (composition, local forms,
# kerning, marks) and what the app asks for (tnum: tabular figures; case: forms for
# capitals; numerals). Left out: Inter's contextual alternates (calt), which turn the
# hyphens of a Sudoku code "S-P-3WK..." into raised glyphs that have no character of
# their own, so a printed PDF's text lost them; and the stylistic sets nobody selects.
LAYOUT_FEATURES = [
    "ccmp", "locl", "kern", "mark", "mkmk",
    "tnum", "pnum", "case", "zero", "frac", "numr", "dnom", "sups", "subs", "sinf", "ordn",
]  # fmt: skip


def open_face(face: Face):  # type: ignore[no-untyped-def]
    from fontTools.ttLib import TTCollection, TTFont

    if not face.source.is_file():
        raise SystemExit(
            f"{face.source} is missing: apt-get install fonts-inter fonts-noto-cjk "
            "(or set PUZZLESUITE_INTER_DIR / PUZZLESUITE_NOTO_CJK_DIR)"
        )
    if not face.source_face:
        return TTFont(str(face.source), recalcTimestamp=False)
    collection = TTCollection(str(face.source), recalcTimestamp=False)
    for index, font in enumerate(collection.fonts):
        if font["name"].getDebugName(1) == face.source_face:
            return TTFont(str(face.source), fontNumber=index, recalcTimestamp=False)
    raise SystemExit(f"{face.source} holds no face named {face.source_face}")


def split(chars: Iterable[str]) -> tuple[dict[str, list[str]], list[str]]:
    """Each character to the first family that has it (Latin before Hangul, in the
    order of FACES); the characters neither has."""
    wanted = sorted(set(chars))
    taken: dict[str, list[str]] = {}
    left = wanted
    for family in dict.fromkeys(face.family for face in FACES):
        regulars = [face for face in FACES if face.family == family]
        cmaps = [open_face(face).getBestCmap() for face in regulars]
        # Only what every weight of the family has: Regular and Bold draw the same text.
        mine = [char for char in left if all(ord(char) in cmap for cmap in cmaps)]
        taken[family] = mine
        left = [char for char in left if char not in set(mine)]
    return taken, left


def cut(face: Face, chars: Iterable[str], target: Path) -> None:
    """Write the subset of `face` holding `chars`, renamed."""
    import logging

    from fontTools import subset

    # The subsetter reports each table it drops as a warning.
    logging.getLogger("fontTools.subset").setLevel(logging.ERROR)
    font = open_face(face)
    options = subset.Options()
    options.layout_features = LAYOUT_FEATURES
    options.name_IDs = [0, 5, 13, 14]  # copyright, version, licence text and URL
    options.name_languages = [0x409]  # English records only
    options.notdef_outline = True  # a visible box where a glyph is missing
    # The average width of the glyphs the cut holds (OS/2 xAvgCharWidth), not of the
    # whole original: Inter's 0.65 em counted its wide symbols and made Qt's
    # averageCharWidth, which layouts size text boxes by, 30 % too wide.
    options.recalc_average_width = True
    options.drop_tables += ["DSIG"]  # the original's signature is void after cutting
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[ord(char) for char in chars])
    subsetter.subset(font)
    rename(font, face)
    if face.family != LATIN_FAMILY:
        share_line_height(font, open_face(FACES[0]))
    target.parent.mkdir(parents=True, exist_ok=True)
    font.save(str(target))


def share_line_height(font, latin) -> None:  # type: ignore[no-untyped-def]
    """`font` gets the Latin face's ascent and descent (in its own units): a line of
    Korean is as tall as a line of English. Qt makes a line as tall as the tallest font
    on it, and Noto's own 1.45 em (against Inter's 1.21) made every Korean line 3 px
    taller at 9 pt: the home no longer fitted 800×600. Its Hangul reaches 0.88 em up and
    0.12 em down, well inside Inter's 0.97 and 0.24."""
    scale = font["head"].unitsPerEm / latin["head"].unitsPerEm
    ascent = round(latin["hhea"].ascent * scale)
    descent = round(-latin["hhea"].descent * scale)
    from fontTools.pens.boundsPen import BoundsPen

    glyphs = font.getGlyphSet()
    pen = BoundsPen(glyphs)
    for name in font.getGlyphOrder():
        glyphs[name].draw(pen)
    _, low, _, high = pen.bounds
    if high > ascent or -low > descent:
        raise SystemExit(f"{font['name'].getDebugName(4)} reaches beyond the Latin line")
    hhea, os2 = font["hhea"], font["OS/2"]
    hhea.ascent, hhea.descent, hhea.lineGap = ascent, -descent, 0
    os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap = ascent, -descent, 0
    os2.usWinAscent, os2.usWinDescent = ascent, descent
    os2.fsSelection |= 1 << 7  # USE_TYPO_METRICS
    if os2.version < 4:
        os2.version = 4


def rename(font, face: Face) -> None:  # type: ignore[no-untyped-def]
    """The OFL keeps the original's names for the original: the cut gets its own."""
    original = font["name"].getDebugName(4) or face.source.stem
    names = font["name"]
    for name_id, text in (
        (1, face.family),
        (2, face.style),
        (3, f"{face.postscript_name};Puzzle Suite"),
        (4, f"{face.family} {face.style}"),
        (6, face.postscript_name),
        (10, f"A subset of {original} for Puzzle Suite; SIL Open Font License 1.1"),
        (16, face.family),
        (17, face.style),
    ):
        names.setName(text, name_id, 3, 1, 0x409)
    names.names = [record for record in names.names if record.platformID == 3]
    if "CFF " in font:
        cff = font["CFF "].cff
        cff.fontNames = [face.postscript_name]
        top = cff.topDictIndex[0]
        top.FullName = f"{face.family} {face.style}"
        top.FamilyName = face.family
    font["OS/2"].usWeightClass = face.weight
    font["post"].formatType = 3.0  # no glyph names: smaller, and none are needed


def licence_text(family: str) -> str:
    """The cut faces' licence file: what they are, the original's copyright and trademark
    notices (its name table, Debian's copyright file) and the full OFL text."""
    file_name, original, copyright_file = LICENCES[family]
    if not copyright_file.is_file():
        raise SystemExit(f"cannot find {original}'s licence at {copyright_file}")
    debian = copyright_file.read_text(encoding="utf-8")
    ofl = standalone_licence(debian, ("OFL-1.1", "SIL-1.1"))
    if "OPEN FONT LICENSE" not in ofl.upper():
        raise SystemExit(f"{copyright_file} does not hold the SIL Open Font License")
    faces = [face for face in FACES if face.family == family]
    names = open_face(faces[0])["name"]
    notices = [names.getDebugName(0), names.getDebugName(7)]
    upstream = re.search(r"^Files: \*\n(?:.*\n)*?Copyright: (.*)$", debian, re.M)
    if upstream:
        notices.append(f"Copyright {upstream[1]} (Debian's record of the upstream authors)")
    listed = ", ".join(face.file_name for face in faces)
    return (
        f"{listed}\n\n"
        f"{family}: subsets of {original} made for Puzzle Suite by tools/make_fonts.py,\n"
        "renamed as the SIL Open Font License asks of modified versions. The original's\n"
        "notices:\n\n"
        + "".join(f"  {notice}\n" for notice in notices if notice)
        + "\nThe original and the subsets are under the SIL Open Font License, Version 1.1:\n\n"
        + ofl
    )


def standalone_licence(debian_copyright: str, names: tuple[str, ...]) -> str:
    """The text of a "License: NAME" paragraph of a Debian copyright file, unindented."""
    for paragraph in re.split(r"\n(?=\S)", debian_copyright):
        head, _, body = paragraph.partition("\n")
        if head.strip() in (f"License: {name}" for name in names) and body.strip():
            lines = [line[1:] if line.startswith(" ") else line for line in body.splitlines()]
            return "\n".join("" if line == "." else line for line in lines).strip() + "\n"
    return ""


def build(out_dir: Path = FONT_DIR, root: Path = ROOT) -> list[Path]:
    """Every face and licence into `out_dir`; fails when a character has no glyph."""
    taken, missing = split(characters(root))
    # The margin may ask for what neither has (ŉ, deprecated); what is shown may not.
    shown_missing = sorted(set(missing) & shown_characters(root))
    if shown_missing:
        listing = ", ".join(f"U+{ord(char):04X} {char}" for char in shown_missing)
        raise SystemExit(f"neither Inter nor Noto Sans CJK KR has {listing}")
    written = []
    for face in FACES:
        target = out_dir / face.file_name
        cut(face, taken[face.family], target)
        written.append(target)
    for family, (file_name, _, _) in LICENCES.items():
        target = out_dir / file_name
        target.write_text(licence_text(family), encoding="utf-8")
        written.append(target)
    return written


def uncovered(font_dir: Path = FONT_DIR, root: Path = ROOT) -> list[str]:
    """Characters the app's own texts hold that no committed font has."""
    from fontTools.ttLib import TTFont

    have: set[int] = set()
    for face in FACES:
        have |= set(TTFont(str(font_dir / face.file_name)).getBestCmap())
    return sorted(char for char in shown_characters(root) if ord(char) not in have)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="only report uncovered characters")
    parser.add_argument("--out", type=Path, default=FONT_DIR, help="folder to write")
    args = parser.parse_args(argv)
    if args.check:
        missing = uncovered(args.out)
        for char in missing:
            print(f"not in the fonts: U+{ord(char):04X} {char}")
        return 1 if missing else 0
    for path in build(args.out):
        print(
            f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}: "
            f"{path.stat().st_size} bytes"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
