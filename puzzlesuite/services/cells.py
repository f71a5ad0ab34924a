"""The one way every game names a board cell in a sentence or a board label (no Qt).

Sudoku and Minesweeper hints, Brief screen-reader speech and the row and column labels
drawn beside the boards all use these, so a cell a hint names is the cell the labels
point to. Arguments are 0-based; what players read is 1-based. The translated forms are
decided in docs/TRANSLATIONS.md ("Cell names and game names") and the glossaries.
"""

from __future__ import annotations

from puzzlesuite.services.i18n import _


def cell_ref(row: int, col: int) -> str:
    """The short name of a cell in running text: "r5c4" in English."""
    # TRANSLATORS: a cell in running text and speech, row first; decided per language in
    # translations/<lang>/GLOSSARY.md ("3행 7열", "baris 3 kolom 7", "f3c7"). It must read
    # well in lists ("r1c1, r2c2 and r3c3") and after "in" / "at".
    return _("r{row}c{col}").format(row=row + 1, col=col + 1)


def row_label(row: int) -> str:
    """The label drawn beside a board row (the number cell_ref uses for it)."""
    return str(row + 1)


def column_label(col: int) -> str:
    """The label drawn above a board column (the number cell_ref uses for it)."""
    return str(col + 1)
