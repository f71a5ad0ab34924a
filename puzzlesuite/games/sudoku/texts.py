"""Every sentence the Sudoku screen shows or speaks (no Qt).

Whole sentences per case, never pieces glued together, so each language can order its
words freely. Cells in sentences come from `services.cells.cell_ref` (r5c4 in English).
A digit that follows a unit number is introduced ("in row 3, the digits 1, 4 and 9"), so
"row 3, 1, 4" is never heard. Each hint sentence is built from its step's data alone,
and tests/games/sudoku/test_sudoku_step_truth.py checks that data against the position.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import groupby

from puzzlesuite.services import cells, readings
from puzzlesuite.services.i18n import N_, _, fmt, ngettext, pgettext

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
    # No colon inside a name: sentences put "{name}: " before the reasoning.
    Technique.POINTING: N_("Pointing (locked candidates)"),
    Technique.CLAIMING: N_("Claiming (locked candidates)"),
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
    Technique.COLOUR_WRAP: N_("Colour wrap (simple colouring)"),
    Technique.COLOUR_TRAP: N_("Colour trap (simple colouring)"),
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
    return fmt.and_list(items)


def units_text(units: Iterable[UnitRef]) -> str:
    """ "row 1 and column 4": units of one kind together (`fmt.unit_list`, which keeps
    Korean "1행과 4열" from being heard as the cell 1행 4열)."""
    runs = groupby(units, key=lambda unit: unit[0])
    return fmt.unit_list([unit_name(unit) for unit in run] for _kind, run in runs)


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
        where = units_text(conflicts)
        if given:
            # TRANSLATORS: {units} lists the row, column or box (one to three) holding the
            # same digit.
            text = _("Row {row}, column {col}, {digit}, given, conflicts with {units}")
        else:
            # TRANSLATORS: {units} lists the row, column or box (one to three) holding the
            # same digit.
            text = _("Row {row}, column {col}, {digit}, conflicts with {units}")
        return text.format(units=where, **numbers)
    if given:
        return _("Row {row}, column {col}, {digit}, given").format(**numbers)
    return _("Row {row}, column {col}, {digit}").format(**numbers)


def brief_cell_name(
    cell: int, value: int, given: bool, notes: int, conflicts: Sequence[UnitRef]
) -> str:
    """Brief speech (issue 21): content first, the place short: "5, r3c7" /
    "empty, r3c7, notes 1 4 9" / "4 given, r3c7, conflicts with row 3"."""
    where = cells.cell_ref(*divmod(cell, 9))
    if not value:
        if notes:
            marks = " ".join(str(d) for d in digits_of(notes))
            return _("empty, {cell}, notes {notes}").format(cell=where, notes=marks)
        return _("empty, {cell}").format(cell=where)
    text = _("{digit} given, {cell}") if given else _("{digit}, {cell}")
    text = text.format(digit=value, cell=where)
    if conflicts:
        units = units_text(conflicts)
        # TRANSLATORS: brief speech: {cell_text} is "4, r3c7"; {units} lists the row,
        # column or box (one to three) holding the same digit.
        text = _("{cell_text}, conflicts with {units}").format(cell_text=text, units=units)
    return text


# ---- outcomes ---------------------------------------------------------------------------


def placed_text(cell: int, digit: int, conflicts: Sequence[UnitRef]) -> str:
    if conflicts:
        # TRANSLATORS: {units} lists the row, column or box (one to three) already holding
        # the digit.
        return _("{digit} in {cell}; it conflicts with {units}.").format(
            digit=digit, cell=cell_ref(cell), units=units_text(conflicts)
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
    """What pressing the notes-mode switch just did (an announcement)."""
    return _("Notes mode on.") if on else _("Notes mode off.")


def notes_mode_state_text(on: bool) -> str:
    """How the switch stands, in the status (nobody just pressed it)."""
    return _("Notes mode is on.") if on else _("Notes mode is off.")


def undone_text() -> str:
    return _("Undone.")


def redone_text() -> str:
    return _("Redone.")


def highlight_text(digit: int, count: int) -> str:
    # TRANSLATORS: how many cells hold the digit (0 to 9).
    return ngettext("{n} cell holds {digit}.", "{n} cells hold {digit}.", count).format(
        n=fmt.number(count), digit=digit
    )


def pad_key_name(digit: int, left: int | None, brief: bool = False) -> str:
    """A number pad key's accessible name: the digit and, as the key shows in its
    corner, how many of it are still to place (nothing known before a puzzle exists).
    Brief speech leaves out the word "Digit": "7, 3 left"."""
    if left is None:
        return str(digit) if brief else _("Digit {digit}").format(digit=digit)
    if left == 0 and brief:
        # TRANSLATORS: brief speech: a number pad key once all nine of its digit are on
        # the board (the key shows a check mark).
        return _("{digit}, all placed").format(digit=digit)
    if left == 0:
        # TRANSLATORS: a number pad key once all nine of its digit are on the board
        # (the key shows a check mark); a label, as "Digit {digit}" is.
        return _("Digit {digit}, all placed").format(digit=digit)
    if brief:
        # TRANSLATORS: brief speech: a number pad key, its digit first, then how many of
        # it the board still needs (1 to 9).
        text = ngettext("{digit}, {n} left", "{digit}, {n} left", left)
    else:
        # TRANSLATORS: a number pad key's name: its digit and how many of it the board
        # still needs (1 to 9), the small number in the key's corner.
        text = ngettext("Digit {digit}, {n} left", "Digit {digit}, {n} left", left)
    return text.format(digit=digit, n=fmt.number(left))


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
    # TRANSLATORS: the hints used for this puzzle (Korean: 번, as in every game).
    return ngettext(
        "Solved in {time} with {n} hint.", "Solved in {time} with {n} hints.", hints
    ).format(time=fmt.duration(seconds), n=fmt.number(hints))


def solved_line() -> str:
    """The result card's line."""
    return pgettext("result", "Solved")


def solved_figures(seconds: float, hints: int) -> str:
    """The result card's figures: the time taken and the hints used (the spec's two)."""
    if hints == 0:
        return _("Time {time} · no hints").format(time=fmt.duration(seconds))
    # TRANSLATORS: the result card's figures; {n} counts the hints used (one or several;
    # none has its own message).
    return ngettext("Time {time} · {n} hint", "Time {time} · {n} hints", hints).format(
        time=fmt.duration(seconds), n=fmt.number(hints)
    )


def solved_status_text(level: Level, code: str) -> str:
    """The header of a solved puzzle (instead of "81 of 81 cells filled")."""
    return _("{level} puzzle {code}: solved.").format(level=level_name(level), code=code)


def solved_locked_text() -> str:
    return _("This puzzle is solved; its board no longer changes.")


def count_shown(filled: int) -> str:
    """The status a sighted player takes in at a glance: cells filled of 81 (the whole
    sentence, `status_text`, is the status's accessible name and what S says)."""
    # TRANSLATORS: the large status line over the board: how many of the 81 cells hold a
    # digit ("24 / 81"). Keep it this short.
    return _("{n} / 81").format(n=fmt.number(filled))


def status_text(level: Level, code: str, filled: int, notes_mode: bool) -> str:
    # TRANSLATORS: how many of the 81 cells hold a digit.
    text = ngettext(
        "{level} puzzle {code}: {n} of 81 cell filled.",
        "{level} puzzle {code}: {n} of 81 cells filled.",
        filled,
    ).format(level=level_name(level), code=code, n=fmt.number(filled))
    return text + " " + notes_mode_state_text(notes_mode)


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
    if hint.step is None:
        return no_step_text()
    return step_text(hint.step)


def hint_why_shown_text(hint: Hint) -> str | None:
    """The message line's form of `hint_why_text`, where it differs: the board now shows
    the evidence (the pattern's cells outlined, the colours, the removed candidates
    struck), so the eye is not given the lists of cells the ear needs. None: the same."""
    step = hint.step
    if hint.kind is not HintKind.STEP or step is None:
        return None
    t = step.technique
    name = technique_name(t)
    digit = step.digits[0] if step.digits else 0
    if t is Technique.POINTING:
        # TRANSLATORS: shown while the board shows the hint's evidence (the removed
        # candidates struck); {box} is a box and {line} a row or column.
        text = _(
            "{name}: in {box}, the digit {digit} can only go in {line}, so the rest of "
            "{line} cannot hold it."
        )
        return text.format(
            name=name, box=unit_name(step.units[0]), line=unit_name(step.units[1]), digit=digit
        )
    if t is Technique.CLAIMING:
        # TRANSLATORS: as above, with {line} a row or column and {box} a box.
        text = _(
            "{name}: in {line}, the digit {digit} can only go in {box}, so the rest of "
            "{box} cannot hold it."
        )
        return text.format(
            name=name, line=unit_name(step.units[0]), box=unit_name(step.units[1]), digit=digit
        )
    if t in (Technique.NAKED_PAIR, Technique.NAKED_TRIPLE, Technique.NAKED_QUAD):
        # TRANSLATORS: shown while the board outlines the subset's cells; {digits} is a
        # list of two to four digits, {units} one or two units.
        text = _(
            "{name}: the outlined cells hold only {digits} between them, so no other "
            "cell of {units} can."
        )
        return text.format(name=name, digits=digits_text(step.digits), units=units_text(step.units))
    if t in (Technique.HIDDEN_PAIR, Technique.HIDDEN_TRIPLE, Technique.HIDDEN_QUAD):
        # TRANSLATORS: shown while the board outlines the subset's cells; {digits} is a
        # list of two to four digits.
        text = _(
            "{name}: in {unit}, the digits {digits} can only go in the outlined cells, so "
            "they hold nothing else."
        )
        unit = unit_name(step.units[0])
        return text.format(name=name, unit=unit, digits=digits_text(step.digits))
    if t in (Technique.X_WING, Technique.SWORDFISH):
        size = 2 if t is Technique.X_WING else 3
        # TRANSLATORS: shown while the board outlines the fish's cells; {bases} and
        # {covers} are lists of two or three rows or columns.
        text = _(
            "{name} on {digit}: in {bases}, the digit {digit} can only go in the outlined "
            "cells, so the rest of {covers} cannot hold it."
        )
        return text.format(
            name=name,
            digit=digit,
            bases=units_text(step.units[:size]),
            covers=units_text(step.units[size:]),
        )
    if t is Technique.XY_WING:
        # TRANSLATORS: shown while the board outlines the pivot and its two pincers.
        text = _("{name}: {first} or {second} is {z}, so no cell that sees both can be {z}.")
        return text.format(name=name, **_wing_values(step))
    if t is Technique.XYZ_WING:
        # TRANSLATORS: shown while the board outlines the pivot and its two pincers.
        text = _(
            "{name}: one of {pivot}, {first} and {second} is {z}, so no cell that sees "
            "all three can be {z}."
        )
        return text.format(name=name, **_wing_values(step))
    if t is Technique.COLOUR_WRAP:
        first, second = step.witnesses
        assert step.colours is not None
        if first in step.colours[0]:
            # TRANSLATORS: shown while the board shades one colour and hatches the other;
            # {first} and {second} are cells, {unit} the row, column or box they share.
            text = _(
                "{name} on {digit}: {first} and {second} are both shaded and see each "
                "other in {unit}, so no shaded cell is {digit}."
            )
        else:
            # TRANSLATORS: as above, for two hatched cells.
            text = _(
                "{name} on {digit}: {first} and {second} are both hatched and see each "
                "other in {unit}, so no hatched cell is {digit}."
            )
        return text.format(
            name=name,
            digit=digit,
            first=cell_ref(first),
            second=cell_ref(second),
            unit=unit_name(step.units[0]),
        )
    if t is Technique.COLOUR_TRAP:
        # TRANSLATORS: shown while the board shades one colour, hatches the other and
        # strikes the removed candidates.
        text = _(
            "{name} on {digit}: one colour is {digit}, and each struck {digit} sees a "
            "shaded and a hatched cell."
        )
        return text.format(name=name, digit=digit)
    return None


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
    # TRANSLATORS: {cells} is a list of one or more cells.
    return _("Notes updated in {cells}.").format(cells=cells_text(sorted(hint.target)))


def hint_done_shown_text(hint: Hint) -> str | None:
    """The message line's form of `hint_done_text`, where it differs: the cells whose
    notes changed are on the board, so only how many."""
    if hint.kind in (HintKind.WRONG_DIGIT, HintKind.MISSING_NOTE) or hint.places_digit:
        return None
    count = len(hint.target)
    # TRANSLATORS: the message line after a hint updated the notes of {n} cells (1 or more).
    text = ngettext("Notes updated in {n} cell.", "Notes updated in {n} cells.", count)
    return text.format(n=fmt.number(count))


def no_jump_text() -> str:
    return _("There is no empty cell left.")


def no_step_text() -> str:
    """A puzzle beyond Expert, once the digits and notes are right."""
    return _(
        "Your digits and notes are right, but no step this game teaches is left here; "
        "the hint gives no digit away."
    )


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
        return _naked_single_text(step, name)
    if t is Technique.HIDDEN_SINGLE:
        assert step.place is not None
        return _("{name}: in {unit}, only {cell} can hold {digit}.").format(
            name=name,
            unit=unit_name(step.units[0]),
            cell=cell_ref(step.place[0]),
            digit=step.place[1],
        )
    if t is Technique.POINTING:
        # TRANSLATORS: {box} is a box and {line} a row or column, with their article in
        # Spanish ("el bloque 3"); {removed} is a list of one or more cells.
        return _(
            "{name}: in {box}, the digit {digit} can only go in {line}, so no other cell "
            "of {line} can hold it. Remove it from {removed}."
        ).format(
            name=name,
            box=unit_name(step.units[0]),
            line=unit_name(step.units[1]),
            digit=digit,
            removed=_removed(step),
        )
    if t is Technique.CLAIMING:
        # TRANSLATORS: {line} is a row or column and {box} a box, with their article in
        # Spanish; {removed} is a list of one or more cells.
        return _(
            "{name}: in {line}, the digit {digit} can only go in {box}, so no other cell "
            "of {box} can hold it. Remove it from {removed}."
        ).format(
            name=name,
            line=unit_name(step.units[0]),
            box=unit_name(step.units[1]),
            digit=digit,
            removed=_removed(step),
        )
    if t in (Technique.NAKED_PAIR, Technique.NAKED_TRIPLE, Technique.NAKED_QUAD):
        # TRANSLATORS: {units} is a list of one or two units ("box 4 and column 3"): the
        # cells lie in all of them and the removals come from each. {cells}, {digits} and
        # {removed} are lists (two or more cells and digits; one or more removed cells).
        return _(
            "{name}: in {units}, {cells} hold only the digits {digits} between them, so no "
            "other cell there can hold these digits. Remove them from {removed}."
        ).format(
            name=name,
            units=units_text(step.units),
            cells=cells_text(step.cells),
            digits=digits_text(step.digits),
            removed=_removed(step),
        )
    if t in (Technique.HIDDEN_PAIR, Technique.HIDDEN_TRIPLE, Technique.HIDDEN_QUAD):
        # TRANSLATORS: {digits} and {cells} are lists of two to four items.
        return _(
            "{name}: in {unit}, the digits {digits} can only go in {cells}, so these cells "
            "hold nothing else. Remove the other digits from them."
        ).format(
            name=name,
            unit=unit_name(step.units[0]),
            cells=cells_text(step.cells),
            digits=digits_text(step.digits),
        )
    if t in (Technique.X_WING, Technique.SWORDFISH):
        size = 2 if t is Technique.X_WING else 3
        # TRANSLATORS: {bases} and {covers} are lists of two or three rows or columns;
        # {removed} is a list of one or more cells.
        return _(
            "{name} on {digit}: in {bases}, the digit {digit} can only go in {covers}, so "
            "no other cell of {covers} can hold it. Remove it from {removed}."
        ).format(
            name=name,
            digit=digit,
            bases=units_text(step.units[:size]),
            covers=units_text(step.units[size:]),
            removed=_removed(step),
        )
    if t is Technique.XY_WING:
        # TRANSLATORS: {removed} is a list of one or more cells.
        return _(
            "{name}: {pivot} holds {x} or {y}; {first} holds {x} or {z}, and {second} "
            "holds {y} or {z}. Either way one of {first} and {second} is {z}, so a cell "
            "that sees both cannot be {z}. Remove it from {removed}."
        ).format(name=name, **_wing_values(step))
    if t is Technique.XYZ_WING:
        # TRANSLATORS: {removed} is a list of one or more cells.
        return _(
            "{name}: {pivot} holds {x}, {y} or {z}; {first} holds {x} or {z}, and {second} "
            "holds {y} or {z}. One of the three is {z}, so a cell that sees all three "
            "cannot be {z}. Remove it from {removed}."
        ).format(name=name, **_wing_values(step))
    if t is Technique.COLOUR_WRAP:
        return _colour_wrap_text(step, name, digit)
    return _colour_trap_text(step, name, digit)


def _naked_single_text(step: Step, name: str) -> str:
    assert step.place is not None
    cell, digit = cell_ref(step.place[0]), step.place[1]
    if not step.allowed:
        return _(
            "{name}: {cell} can only hold {digit}; every other digit is already in its "
            "row, column or box."
        ).format(name=name, cell=cell, digit=digit)
    # TRANSLATORS: the player's notes narrowed the cell; {allowed} is a list of two or
    # more digits its row, column and box alone would still allow ("4, 7 and 8").
    return _(
        "{name}: your notes leave only {digit} in {cell}; its row, column and box alone "
        "would still allow {allowed}."
    ).format(name=name, cell=cell, digit=digit, allowed=digits_text(step.allowed))


def _colour_values(step: Step, digit: int) -> dict[str, str | int]:
    assert step.colours is not None
    return {
        "digit": digit,
        "colour_a": cells_text(step.colours[0]),
        "colour_b": cells_text(step.colours[1]),
        "removed": _removed(step),
    }


def _colour_wrap_text(step: Step, name: str, digit: int) -> str:
    """Which cells carry colour A and B (the board shades A and hatches B), which two
    cells of one colour see each other, and what follows."""
    assert step.colours is not None
    first, second = step.witnesses
    if first in step.colours[0]:
        # TRANSLATORS: {colour_a} and {colour_b} are lists of cells (one or more each),
        # shaded and hatched on the board; {first} and {second} are single cells of colour
        # A, {unit} the row, column or box they share; {removed} is a list of cells.
        text = _(
            "{name} on {digit}: where {digit} has only two places in a unit, the two places "
            "take opposite colours. Colour A (shaded): {colour_a}. Colour B (hatched): "
            "{colour_b}. {first} and {second} are both colour A and see each other in "
            "{unit}, so colour A is not {digit}. Remove {digit} from {removed}."
        )
    else:
        # TRANSLATORS: as above, with {first} and {second} of colour B.
        text = _(
            "{name} on {digit}: where {digit} has only two places in a unit, the two places "
            "take opposite colours. Colour A (shaded): {colour_a}. Colour B (hatched): "
            "{colour_b}. {first} and {second} are both colour B and see each other in "
            "{unit}, so colour B is not {digit}. Remove {digit} from {removed}."
        )
    return text.format(
        name=name,
        first=cell_ref(first),
        second=cell_ref(second),
        unit=unit_name(step.units[0]),
        **_colour_values(step, digit),
    )


def _colour_trap_text(step: Step, name: str, digit: int) -> str:
    """One removed cell is told which two chain cells it sees; several are not, because
    the step keeps the witnesses of the first removed cell only, and a language with one
    plural form would otherwise say them of every cell."""
    seen_a, seen_b = step.witnesses
    removed = sorted({cell for cell, _ in step.eliminate})
    if len(removed) == 1:
        # TRANSLATORS: {colour_a} and {colour_b} are lists of cells (one or more each),
        # shaded and hatched on the board; {cell} is the one cell the digit is removed
        # from, and {seen_a} and {seen_b} the cells of colour A and of colour B it sees.
        text = _(
            "{name} on {digit}: where {digit} has only two places in a unit, the two places "
            "take opposite colours, and one colour is {digit}. Colour A (shaded): {colour_a}. "
            "Colour B (hatched): {colour_b}. {cell} sees {seen_a} of colour A and {seen_b} "
            "of colour B, so it cannot be {digit}."
        )
    else:
        # TRANSLATORS: {colour_a} and {colour_b} are lists of cells (one or more each),
        # shaded and hatched on the board; {removed} is a list of two or more cells, each
        # of which sees a cell of colour A and a cell of colour B (not the same ones for
        # every removed cell, so none is named).
        text = _(
            "{name} on {digit}: where {digit} has only two places in a unit, the two places "
            "take opposite colours, and one colour is {digit}. Colour A (shaded): {colour_a}. "
            "Colour B (hatched): {colour_b}. {removed} each see a cell of colour A and a cell "
            "of colour B, so none of them can be {digit}."
        )
    return text.format(
        name=name,
        cell=cell_ref(removed[0]),
        seen_a=cell_ref(seen_a),
        seen_b=cell_ref(seen_b),
        **_colour_values(step, digit),
    )


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


def code_field_description() -> str:
    """The code field's description: what to type, in words (the placeholder shows a
    sample code to the eye; read aloud, a sample code sounds like a value)."""
    return _("Type the code of a shared puzzle and press Enter to play it.")


# ---- summary keys (issue 21): R row, V column, B box, D digits placed, P notes -----------


def _cell_words(values: Sequence[int]) -> str:
    empty = _("empty")
    words = [str(value) if value else empty for value in values]
    return readings.line_cells(
        # TRANSLATORS: a run of neighbouring empty cells of one row, column or box, said
        # once with its length; {n} is always 2 or more (a single cell is just "empty").
        words,
        {empty: lambda n: ngettext("{n} empty", "{n} empty", n).format(n=n)},
    )


def row_reading(values: Sequence[int], row: int) -> str:
    """R: "Row 3: 5, 3, 2 empty, 7, empty, 9, 3 empty." """
    cells_in_row = values[9 * row : 9 * row + 9]
    # TRANSLATORS: {n} is the row number; {cells} lists its 9 cells left to right,
    # comma-separated: a digit, "empty" or a run such as "3 empty" (one item or several).
    return _("Row {n}: {cells}.").format(n=row + 1, cells=_cell_words(cells_in_row))


def column_reading(values: Sequence[int], col: int) -> str:
    """V: "Column 7: …", top to bottom."""
    cells_in_column = values[col::9]
    # TRANSLATORS: {n} is the column number; {cells} lists its cells top to bottom, as
    # in "Row {n}: {cells}." (one item or several).
    return _("Column {n}: {cells}.").format(n=col + 1, cells=_cell_words(cells_in_column))


def box_cells(box: int) -> list[int]:
    """The cells of a box (0-8) in reading order."""
    top, left = 3 * (box // 3), 3 * (box % 3)
    return [9 * (top + r) + left + c for r in range(3) for c in range(3)]


def box_reading(values: Sequence[int], box: int) -> str:
    """B: "Box 5: …", row by row."""
    words = _cell_words([values[cell] for cell in box_cells(box)])
    # TRANSLATORS: {n} is the box number; {cells} lists its cells row by row, as in
    # "Row {n}: {cells}." (one item or several).
    return _("Box {n}: {cells}.").format(n=box + 1, cells=words)


def digits_placed_text(values: Sequence[int]) -> str:
    """D: how many of each digit are on the board, as the number pad shows a sighted
    player ("digit 1: 5 placed, digit 2: all placed, digit 3: none placed, …")."""
    parts = []
    for digit in range(1, 10):
        count = sum(1 for value in values if value == digit)
        if count >= 9:
            parts.append(_("digit {digit}: all placed").format(digit=digit))
        elif count == 0:
            # TRANSLATORS: key D, one item of the list after "Placed:": no copy of the
            # digit {digit} is on the board yet (its own message, so that no language has
            # to say "0 placed"; "all placed" is the one for nine).
            parts.append(_("digit {digit}: none placed").format(digit=digit))
        else:
            # TRANSLATORS: {count} (1 to 8) copies of the digit {digit} are on the board;
            # 0 and 9 have their own messages ("none placed", "all placed").
            placed = ngettext(
                "digit {digit}: {count} placed", "digit {digit}: {count} placed", count
            )
            parts.append(placed.format(digit=digit, count=count))
    return _("Placed: {counts}.").format(counts=readings.SEPARATOR.join(parts))


def notes_reading(cell: int, value: int, notes: int) -> str:
    """P: this cell's notes (pencil marks), or its digit."""
    where = cells.cell_ref(*divmod(cell, 9))
    if value:
        return _("{cell} holds {digit}.").format(cell=where, digit=value)
    if not notes:
        return _("{cell}: no notes.").format(cell=where)
    marks = join(str(d) for d in digits_of(notes))
    return _("{cell}: notes {notes}.").format(cell=where, notes=marks)


def next_puzzle_note() -> str:
    """Shown when a level other than the board's is chosen (nothing changes until then)."""
    return _("Changes apply from the next puzzle.")


def language_samples() -> dict[str, list[str]]:
    """Values for this game's placeholders in the current language: the language checks
    (tools/i18n_rules.py) render every message with them. `unit_list`: several units
    joined as the game joins them (Korean "5행과 3열, 8열")."""
    refs: tuple[UnitRef, ...] = (("box", 3), ("col", 2), ("row", 6))
    units = [unit_name(unit) for unit in refs]
    return {
        "unit": units,
        "box": units[:1],
        # Rows before columns, as Block Puzzle's cleared lines are said.
        "line": [unit_name(unit) for unit in (("row", 4), ("col", 2), ("col", 7))],
        "name": [technique_name(technique) for technique in Technique],
        "level": [level_name(level) for level in Level],
        "code": ["S-H-482133"],
        "unit_list": [units_text(refs)],
    }
