"""The app's type: its two faces as one font, and tabular figures for numbers that change.

Puzzle Suite ships its own faces (resources/fonts/, cut by tools/make_fonts.py): Puzzle
Suite Sans (from Inter: Latin, digits, the boards' symbols) and Puzzle Suite Hangul (from
Noto Sans CJK KR). `shell/fonts.py` registers them at start-up and makes the application
font `with_faces(desktop font)`: a widget's font carries both, so Korean and Latin read in
one design on every distribution, at the desktop's size. What both lack (a rare
character in a name a player typed) comes from the desktop's own font, then from the
system's fallback fonts, as Qt merges fonts by default.

Figures that change while a player looks at them (scores, counts, the mines left) take
`tabular(font)`: every digit the same width, so "1 118" does not jiggle into "1 111".
"""

from __future__ import annotations

from PySide6.QtGui import QFont

LATIN_FAMILY = "Puzzle Suite Sans"
HANGUL_FAMILY = "Puzzle Suite Hangul"
FAMILIES = (LATIN_FAMILY, HANGUL_FAMILY)

TABULAR_FIGURES = QFont.Tag("tnum")  # OpenType: digits of one width


def with_faces(font: QFont) -> QFont:
    """`font` (its size, weight, features) in the app's faces: Latin first, then Hangul,
    then `font`'s own families (the desktop's font) for anything neither holds."""
    result = QFont(font)
    own = [family for family in font.families() or [font.family()] if family not in FAMILIES]
    result.setFamilies([*FAMILIES, *own])
    return result


def tabular(font: QFont) -> QFont:
    """`font` with tabular figures (digits of one width), for a number that changes."""
    result = QFont(font)
    result.setFeature(TABULAR_FIGURES, 1)
    return result


def is_tabular(font: QFont) -> bool:
    return font.isFeatureSet(TABULAR_FIGURES) and font.featureValue(TABULAR_FIGURES) == 1
