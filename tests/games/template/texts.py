"""What Lamps shows and says (no Qt), whole sentences in the current language."""

from __future__ import annotations

from puzzlesuite.services import cells
from puzzlesuite.services.i18n import _, fmt, ngettext

from .model import CELLS


def lamp_name(row: int, col: int, lit: bool, brief: bool = False) -> str:
    """A lamp as a screen reader names it: "Row 1, column 2, lit"; Brief speech says the
    state first, with the short cell form ("lit, r1c2")."""
    if brief:
        cell = cells.cell_ref(row, col)
        return _("lit, {cell}").format(cell=cell) if lit else _("dark, {cell}").format(cell=cell)
    where = _("Row {row}, column {col}").format(row=row + 1, col=col + 1)
    return _("{where}, lit").format(where=where) if lit else _("{where}, dark").format(where=where)


def status_text(lit: int, presses: int) -> str:
    # TRANSLATORS: how many lamps are lit, and the presses so far.
    pressed = ngettext("{n} press", "{n} presses", presses).format(n=fmt.number(presses))
    return _("{lit} of {total} lamps lit, {pressed}.").format(
        lit=fmt.number(lit), total=fmt.number(CELLS), pressed=pressed
    )


def pressed_text(row: int, col: int, lit: int) -> str:
    return _("Pressed {cell}: {lit} of {total} lit.").format(
        cell=cells.cell_ref(row, col), lit=fmt.number(lit), total=fmt.number(CELLS)
    )


def solved_text(presses: int) -> str:
    return ngettext(
        "Every lamp is lit, in {n} press.", "Every lamp is lit, in {n} presses.", presses
    ).format(n=fmt.number(presses))


def language_samples() -> dict[str, list[str]]:
    """Values for this game's placeholders (the language checks render every message
    with them)."""
    return {"lit": [fmt.number(n) for n in (0, 7, 16)]}
