"""Every sentence about a puzzle the player brings: reading it, proving it, entering,
playing and printing it (no Qt). Whole sentences per case, as in texts.py."""

from __future__ import annotations

from puzzlesuite.services.i18n import _, fmt, ngettext

from . import own_puzzle, puzzle_text
from .own_puzzle import ProofError
from .puzzle_text import TextError
from .techniques import Level
from .texts import cell_ref, cells_text, level_name, unit_name


def grade_name(grade: Level | None) -> str:
    return level_name(grade) if grade is not None else _("beyond Expert")


def text_error_text(error: TextError) -> str:
    """One sentence for text that is not a puzzle."""
    reason = error.reason
    if reason == puzzle_text.REASON_EMPTY:
        return _("There is no puzzle there: the text is empty.")
    if reason == puzzle_text.REASON_TOO_LONG:
        return _(
            "That is too long to be a puzzle (over {n} characters); copy only the puzzle."
        ).format(n=fmt.number(int(error.detail)))
    if reason == puzzle_text.REASON_CHARACTER:
        return _(
            "“{char}” cannot be in a puzzle: use the digits 1 to 9, and 0 or “.” for an empty cell."
        ).format(char=error.detail)
    if reason == puzzle_text.REASON_LENGTH:
        count = int(error.detail)
        # TRANSLATORS: {n} counts the digits and empty-cell marks found in the pasted
        # or opened text (never 81; can be one or many).
        return ngettext(
            "A puzzle has 81 cells; that text holds {n}.",
            "A puzzle has 81 cells; that text holds {n}.",
            count,
        ).format(n=fmt.number(count))
    if reason == puzzle_text.REASON_BINARY:
        return _("That file is not text, so it cannot hold a puzzle.")
    if reason == puzzle_text.REASON_ENCODING:
        return _("That file is not UTF-8 text; save it as UTF-8 and open it again.")
    return _("That file cannot be read: {reason}.").format(reason=error.detail or "?")


def proof_error_text(error: ProofError) -> str:
    """One sentence for givens without a single solution."""
    if error.reason == own_puzzle.REASON_DUPLICATE and error.unit is not None:
        # TRANSLATORS: {unit} is a row, column or box; {cells} lists the cells (two or
        # more) that hold the same {digit}.
        return _("{digit} is twice in {unit}: {cells}.").format(
            digit=error.digit, unit=unit_name(error.unit), cells=cells_text(error.cells)
        )
    if error.reason == own_puzzle.REASON_TOO_FEW:
        # TRANSLATORS: {n} counts the givens entered, 16 or fewer (can be 0 or 1).
        return ngettext(
            "Only {n} given: a puzzle needs at least 17 to have a single solution.",
            "Only {n} givens: a puzzle needs at least 17 to have a single solution.",
            error.count,
        ).format(n=fmt.number(error.count))
    if error.reason == own_puzzle.REASON_NO_SOLUTION:
        return _("These givens have no solution; check them against your puzzle.")
    (first, second), ((a, b), (c, d)) = error.cells, error.alternatives
    # TRANSLATORS: {cell1} and {cell2} are two cells that differ between two solutions;
    # {a}/{b} and {c}/{d} are the digits each can hold. Say the verb for both cells: a
    # digit right after a cell name ("r3c3 4 or 6") is heard as part of it.
    return _(
        "These givens have more than one solution: {cell1} can be {a} or {b}, and {cell2} "
        "can be {c} or {d}. Keep entering givens."
    ).format(cell1=cell_ref(first), a=a, b=b, cell2=cell_ref(second), c=c, d=d)


def own_code_error_text() -> str:
    return _("That puzzle code has a mistake: check each character and type it again.")


def entering_text() -> str:
    return _("Enter your puzzle: type its digits as in play, or paste it, then press Start.")


def entry_status_text(count: int) -> str:
    # TRANSLATORS: the status line while entering a puzzle; {n} counts the givens typed so
    # far (0, one or several).
    return ngettext(
        "Entering a puzzle: {n} given.",
        "Entering a puzzle: {n} givens.",
        count,
    ).format(n=fmt.number(count))


def entering_caption() -> str:
    """The small line under the status while a puzzle is entered."""
    # TRANSLATORS: the small line under the count while the player types a puzzle in.
    return _("Entering a puzzle")


def pasted_text(count: int) -> str:
    # TRANSLATORS: {n} counts the givens found in the pasted text (one or several).
    return ngettext(
        "{n} given read. Press Start to check the puzzle and play it.",
        "{n} givens read. Press Start to check the puzzle and play it.",
        count,
    ).format(n=fmt.number(count))


def checking_text() -> str:
    return _("Checking your puzzle…")


def entry_cancelled_text() -> str:
    return _("Entering stopped; the puzzle before is back.")


def own_started_text(grade: Level | None, code: str) -> str:
    if grade is None:
        return _(
            "Your puzzle has one solution and is beyond Expert: it needs steps this game "
            "does not teach. You can still play it. Code {code}."
        ).format(code=code)
    return _("Your puzzle has one solution; its level is {level}. Code {code}.").format(
        level=level_name(grade), code=code
    )


def own_status_text(grade: Level | None, filled: int) -> str:
    # TRANSLATORS: the status line of the player's own puzzle; {n} counts the filled
    # cells of 81 (one or several).
    return ngettext(
        "Your puzzle, {level}: {n} of 81 cell filled.",
        "Your puzzle, {level}: {n} of 81 cells filled.",
        filled,
    ).format(level=grade_name(grade), n=fmt.number(filled))


def copied_text() -> str:
    return _("The puzzle is copied as an 81-character line.")


def nothing_to_copy_text() -> str:
    return _("There is no puzzle to copy yet.")


def no_recent_text() -> str:
    return _("No puzzle entered yet.")


def recent_item_text(grade: Level | None, count: int, line: str) -> str:
    # TRANSLATORS: an item of the recent-puzzles menu; {n} counts its givens (17 or more);
    # {start} is the puzzle's first 18 characters.
    return ngettext(
        "{level}, {n} given: {start}…",
        "{level}, {n} givens: {start}…",
        count,
    ).format(level=grade_name(grade), n=fmt.number(count), start=line[:18])


def stats_column_text(grade: Level | None) -> str:
    return _("Yours: {level}").format(level=grade_name(grade))


def print_caption_text(grade: Level | None, code: str) -> str:
    return _("{level} · code {code}").format(level=grade_name(grade), code=code)
