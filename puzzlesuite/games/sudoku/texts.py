"""Every sentence the Sudoku screen shows or speaks (no Qt).

Whole sentences per case, never pieces glued together, so each language can order its
words freely. Cells in sentences use the game's notation r5c4 (1-based).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from puzzlesuite.services import cells
from puzzlesuite.services.i18n import N_, _, babel_locale, fmt, ngettext

from .hints import Hint, HintKind
from .model import digits_of
from .techniques import Level, Step, Technique, UnitRef

LEVEL_NAMES = {
    Level.EASY: N_("Easy"),
    Level.MEDIUM: N_("Medium"),
    Level.HARD: N_("Hard"),
    Level.EXPERT: N_("Expert"),
}
LEVEL_DESCRIPTIONS = {
    Level.EASY: N_("Needs only naked and hidden singles."),
    Level.MEDIUM: N_("Needs locked candidates or a naked or hidden pair at least once."),
    Level.HARD: N_("Needs a triple, a quad, an X-Wing or an XY-Wing at least once."),
    Level.EXPERT: N_("Needs a Swordfish, an XYZ-Wing or simple colouring at least once."),
}
TECHNIQUE_NAMES = {
    Technique.NAKED_SINGLE: N_("Naked single"),
    Technique.HIDDEN_SINGLE: N_("Hidden single"),
    Technique.POINTING: N_("Locked candidates: pointing"),
    Technique.CLAIMING: N_("Locked candidates: claiming"),
    Technique.NAKED_PAIR: N_("Naked pair"),
    Technique.HIDDEN_PAIR: N_("Hidden pair"),
    Technique.NAKED_TRIPLE: N_("Naked triple"),
    Technique.HIDDEN_TRIPLE: N_("Hidden triple"),
    Technique.NAKED_QUAD: N_("Naked quad"),
    Technique.HIDDEN_QUAD: N_("Hidden quad"),
    Technique.X_WING: "X-Wing",
    Technique.XY_WING: "XY-Wing",
    Technique.SWORDFISH: "Swordfish",
    Technique.XYZ_WING: "XYZ-Wing",
    Technique.COLOUR_WRAP: N_("Simple colouring: colour wrap"),
    Technique.COLOUR_TRAP: N_("Simple colouring: colour trap"),
}
_UNTRANSLATED = {Technique.X_WING, Technique.XY_WING, Technique.SWORDFISH, Technique.XYZ_WING}


def level_name(level: Level) -> str:
    return _(LEVEL_NAMES[level])


def technique_name(technique: Technique) -> str:
    name = TECHNIQUE_NAMES[technique]
    return name if technique in _UNTRANSLATED else _(name)


def cell_ref(cell: int) -> str:
    """r5c4: row and column, 1-based (the scheme of puzzlesuite.services.cells)."""
    return cells.cell_ref(*divmod(cell, 9))


def unit_name(unit: UnitRef) -> str:
    kind, index = unit
    if kind == "row":
        text = _("row {n}")
    elif kind == "col":
        text = _("column {n}")
    else:
        text = _("box {n}")
    return text.format(n=index + 1)


def join(items: Iterable[str]) -> str:
    """A list in the current language's own way ("r1c2, r1c3 and r1c5")."""
    from babel import lists

    parts = list(items)
    if not parts:
        return ""
    return lists.format_list(parts, style="standard", locale=babel_locale())


def cells_text(cells: Iterable[int]) -> str:
    return join(cell_ref(cell) for cell in cells)


def digits_text(digits: Iterable[int]) -> str:
    return join(str(d) for d in digits)


# ---- cell names (screen readers) ----------------------------------------------------------


def cell_name(
    cell: int,
    value: int,
    given: bool,
    notes: int,
    conflicts: Sequence[UnitRef],
) -> str:
    """ "Row 3, column 7, box 3, empty, notes 1 4 9" / "Row 3, column 7, 4, given" /
    "Row 3, column 7, 4, conflicts with row 3"."""
    row, col = divmod(cell, 9)
    box = 3 * (row // 3) + col // 3
    numbers = {"row": row + 1, "col": col + 1, "box": box + 1, "digit": value}
    if not value:
        if notes:
            return _("Row {row}, column {col}, box {box}, empty, notes {notes}").format(
                notes=" ".join(str(d) for d in digits_of(notes)), **numbers
            )
        return _("Row {row}, column {col}, box {box}, empty").format(**numbers)
    if conflicts:
        where = join(unit_name(unit) for unit in conflicts)
        if given:
            text = _("Row {row}, column {col}, {digit}, given, conflicts with {units}")
        else:
            text = _("Row {row}, column {col}, {digit}, conflicts with {units}")
        return text.format(units=where, **numbers)
    if given:
        return _("Row {row}, column {col}, {digit}, given").format(**numbers)
    return _("Row {row}, column {col}, {digit}").format(**numbers)


# ---- outcomes ---------------------------------------------------------------------------


def placed_text(cell: int, digit: int, conflicts: Sequence[UnitRef]) -> str:
    if conflicts:
        return _("{digit} in {cell}; it conflicts with {units}.").format(
            digit=digit, cell=cell_ref(cell), units=join(unit_name(u) for u in conflicts)
        )
    return _("{digit} in {cell}.").format(digit=digit, cell=cell_ref(cell))


def erased_text(cell: int) -> str:
    return _("{cell} cleared.").format(cell=cell_ref(cell))


def note_text(cell: int, digit: int, added: bool) -> str:
    if added:
        return _("Note {digit} added to {cell}.").format(digit=digit, cell=cell_ref(cell))
    return _("Note {digit} removed from {cell}.").format(digit=digit, cell=cell_ref(cell))


def given_text(cell: int) -> str:
    return _("{cell} is a given and cannot be changed.").format(cell=cell_ref(cell))


def filled_cell_note_text(cell: int) -> str:
    return _("{cell} holds a digit; clear it before writing notes.").format(cell=cell_ref(cell))


def notes_filled_text() -> str:
    return _("Every empty cell now has all its possible digits as notes.")


def notes_already_text() -> str:
    return _("The notes already hold every possible digit.")


def notes_mode_text(on: bool) -> str:
    return _("Notes mode on.") if on else _("Notes mode off.")


def undone_text() -> str:
    return _("Undone.")


def redone_text() -> str:
    return _("Redone.")


def highlight_text(digit: int, count: int) -> str:
    return ngettext("{n} cell holds {digit}.", "{n} cells hold {digit}.", count).format(
        n=fmt.number(count), digit=digit
    )


def new_puzzle_text(level: Level, code: str) -> str:
    return _("New {level} puzzle, code {code}.").format(level=level_name(level), code=code)


def preparing_text(level: Level) -> str:
    return _("Preparing the next {level} puzzle…").format(level=level_name(level))


def still_preparing_text() -> str:
    return _("The new puzzle is still being prepared.")


def code_error_text(reason: str) -> str:
    if reason == "level":
        return _("The letter after S- must be E, M, H or X.")
    if reason == "seed":
        return _("The number in a puzzle code goes from 0 to 999999999.")
    return _("That is not a puzzle code; a code looks like S-H-482133.")


def solved_text(seconds: float, hints: int) -> str:
    if hints == 0:
        return _("Solved in {time}, without hints.").format(time=fmt.duration(seconds))
    return ngettext(
        "Solved in {time} with {n} hint.", "Solved in {time} with {n} hints.", hints
    ).format(time=fmt.duration(seconds), n=fmt.number(hints))


def status_text(level: Level, code: str, filled: int, notes_mode: bool) -> str:
    text = ngettext(
        "{level} puzzle {code}: {n} of 81 cell filled.",
        "{level} puzzle {code}: {n} of 81 cells filled.",
        filled,
    ).format(level=level_name(level), code=code, n=fmt.number(filled))
    return text + " " + notes_mode_text(notes_mode)


# ---- hints ------------------------------------------------------------------------------


def hint_where_text(hint: Hint) -> str:
    """Step 1: where to look, without saying why."""
    if hint.kind is HintKind.STEP and hint.units:
        return _("Hint: look at {unit}.").format(unit=unit_name(hint.units[0]))
    return _("Hint: look at {cell}.").format(cell=cell_ref(hint.cells[0]))


def hint_why_text(hint: Hint) -> str:
    """Step 2: the technique and the reasoning in one or two sentences."""
    cell = cell_ref(hint.cells[0])
    if hint.kind is HintKind.WRONG_DIGIT:
        return _("{cell} is not {digit}.").format(cell=cell, digit=hint.digit)
    if hint.kind is HintKind.MISSING_NOTE:
        return _(
            "The notes in {cell} leave out the digit that belongs there. Doing this hint "
            "writes every possible digit there again."
        ).format(cell=cell)
    if hint.kind is HintKind.REVEAL or hint.step is None:
        return _(
            "No technique of this game finds a step here, so the hint gives the digit of {cell}."
        ).format(cell=cell)
    return step_text(hint.step)


def hint_done_text(hint: Hint) -> str:
    """Step 3: what was done."""
    if hint.kind is HintKind.WRONG_DIGIT:
        return _("{digit} removed from {cell}.").format(
            digit=hint.digit, cell=cell_ref(hint.cells[0])
        )
    if hint.kind is HintKind.MISSING_NOTE:
        return _("Notes of {cell} written again.").format(cell=cell_ref(hint.cells[0]))
    if hint.places_digit:
        return _("{digit} placed in {cell}.").format(digit=hint.digit, cell=cell_ref(hint.cells[0]))
    return _("Notes updated in {cells}.").format(cells=cells_text(sorted(hint.target)))


def no_jump_text() -> str:
    return _("There is no empty cell left.")


def no_hint_text() -> str:
    return _("Nothing to hint: the puzzle is solved.")


def _removed(step: Step) -> str:
    return cells_text(sorted({cell for cell, _ in step.eliminate}))


def step_text(step: Step) -> str:
    """One or two translated sentences naming the technique and its cells."""
    t = step.technique
    name = technique_name(t)
    digit = step.digits[0] if step.digits else 0
    if t is Technique.NAKED_SINGLE:
        assert step.place is not None
        return _(
            "{name}: {cell} can only hold {digit}; every other digit is already in its "
            "row, column or box."
        ).format(name=name, cell=cell_ref(step.place[0]), digit=step.place[1])
    if t is Technique.HIDDEN_SINGLE:
        assert step.place is not None
        return _("{name}: in {unit}, only {cell} can hold {digit}.").format(
            name=name,
            unit=unit_name(step.units[0]),
            cell=cell_ref(step.place[0]),
            digit=step.place[1],
        )
    if t is Technique.POINTING:
        return _(
            "{name}: in {box}, {digit} can only go in {line}, so no other cell of {line} "
            "can hold {digit}. Remove it from {removed}."
        ).format(
            name=name,
            box=unit_name(step.units[0]),
            line=unit_name(step.units[1]),
            digit=digit,
            removed=_removed(step),
        )
    if t is Technique.CLAIMING:
        return _(
            "{name}: in {line}, {digit} can only go in {box}, so no other cell of {box} "
            "can hold {digit}. Remove it from {removed}."
        ).format(
            name=name,
            line=unit_name(step.units[0]),
            box=unit_name(step.units[1]),
            digit=digit,
            removed=_removed(step),
        )
    if t in (Technique.NAKED_PAIR, Technique.NAKED_TRIPLE, Technique.NAKED_QUAD):
        return _(
            "{name}: in {unit}, {cells} hold only {digits} between them, so no other cell "
            "there can hold these digits. Remove them from {removed}."
        ).format(
            name=name,
            unit=unit_name(step.units[0]),
            cells=cells_text(step.cells),
            digits=digits_text(step.digits),
            removed=_removed(step),
        )
    if t in (Technique.HIDDEN_PAIR, Technique.HIDDEN_TRIPLE, Technique.HIDDEN_QUAD):
        return _(
            "{name}: in {unit}, {digits} can only go in {cells}, so these cells hold "
            "nothing else. Remove the other digits from them."
        ).format(
            name=name,
            unit=unit_name(step.units[0]),
            cells=cells_text(step.cells),
            digits=digits_text(step.digits),
        )
    if t in (Technique.X_WING, Technique.SWORDFISH):
        size = 2 if t is Technique.X_WING else 3
        return _(
            "{name} on {digit}: in {bases}, {digit} can only go in {covers}, so no other "
            "cell of {covers} can hold {digit}. Remove it from {removed}."
        ).format(
            name=name,
            digit=digit,
            bases=join(unit_name(u) for u in step.units[:size]),
            covers=join(unit_name(u) for u in step.units[size:]),
            removed=_removed(step),
        )
    if t is Technique.XY_WING:
        return _(
            "{name}: {pivot} holds {x} or {y}; {first} holds {x} or {z}, and {second} "
            "holds {y} or {z}. Either way one of {first} and {second} is {z}, so a cell "
            "that sees both cannot be {z}: remove it from {removed}."
        ).format(name=name, **_wing_values(step))
    if t is Technique.XYZ_WING:
        return _(
            "{name}: {pivot} holds {x}, {y} or {z}; {first} holds {x} or {z}, and {second} "
            "holds {y} or {z}. One of the three is {z}, so a cell that sees all three "
            "cannot be {z}: remove it from {removed}."
        ).format(name=name, **_wing_values(step))
    if t is Technique.COLOUR_WRAP:
        return _(
            "{name}: colour the cells where {digit} has only two places in a unit, "
            "alternating two colours. Two cells of one colour see each other, so that "
            "colour is not {digit}: remove it from {removed}."
        ).format(name=name, digit=digit, removed=_removed(step))
    return _(
        "{name}: colour the cells where {digit} has only two places in a unit, "
        "alternating two colours; one colour is {digit}. {removed} sees both colours, "
        "so it cannot be {digit}."
    ).format(name=name, digit=digit, removed=_removed(step))


def _wing_values(step: Step) -> dict[str, str | int]:
    """The names both wings' sentences use: the pivot, the two pincers, the digits x, y, z
    (z is the one removed) and the cells it is removed from."""
    pivot, first, second = step.cells[:3]
    x, y, z = step.digits[:3]
    return {
        "pivot": cell_ref(pivot),
        "first": cell_ref(first),
        "second": cell_ref(second),
        "x": x,
        "y": y,
        "z": z,
        "removed": _removed(step),
    }


def next_puzzle_note() -> str:
    """Shown when a level other than the board's is chosen (nothing changes until then)."""
    return _("Changes apply from the next puzzle.")
