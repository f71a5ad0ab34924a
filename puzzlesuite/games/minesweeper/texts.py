"""Every sentence the Minesweeper screen shows or speaks (no Qt).

Whole sentences per case, never pieces glued together, so each language can order its
words freely. Cells are named in sentences by `services.cells.cell_ref` (the one scheme
every game uses: "r4c7" in English, "4행 7열", "baris 4 kolom 7", "f4c7") and read
"Row 4, column 7" in accessible names.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from puzzlesuite.services import cells, readings
from puzzlesuite.services.cells import cell_ref
from puzzlesuite.services.i18n import N_, _, current_language, fmt, ngettext, pgettext

from .board_code import REASON_CELL, REASON_MINES, REASON_SEED, REASON_SIZE
from .hints import NOTHING, OVER, START, WRONG_FLAG, Hint
from .model import (
    BEGINNER,
    CUSTOM,
    EXPERT,
    FLAG,
    INTERMEDIATE,
    QUESTION,
    STANDARD_LEVELS,
    Explanation,
    MinesweeperGame,
)

LEVEL_NAMES = {
    BEGINNER: N_("Beginner"),
    INTERMEDIATE: N_("Intermediate"),
    CUSTOM: N_("Custom"),
}


def level_name(level: str) -> str:
    if level == EXPERT:
        # Its own context: Korean says 고급 after 초급 and 중급 here, while Sudoku's
        # "Expert" (the same English word) is 전문가.
        return pgettext("Minesweeper level", "Expert")
    return _(LEVEL_NAMES[level])


def level_description(level: str) -> str:
    """ "9 × 9, 10 mines" for a standard level; Custom: what can be chosen."""
    if level == CUSTOM:
        return _("Width 5 to 50, height 5 to 30, your choice of mines.")
    width, height, mines = STANDARD_LEVELS[level]
    return size_text(width, height, mines)


def size_text(width: int, height: int, mines: int) -> str:
    # TRANSLATORS: a board size and its number of mines.
    return ngettext(
        "{width} × {height}, {mines} mine", "{width} × {height}, {mines} mines", mines
    ).format(width=fmt.number(width), height=fmt.number(height), mines=fmt.number(mines))


def where(game: MinesweeperGame, cell: int) -> str:
    return cell_ref(*divmod(cell, game.width))


def cells_list(game: MinesweeperGame, cells: Sequence[int]) -> str:
    return fmt.and_list(where(game, c) for c in cells)


# ---- accessible cell names -------------------------------------------------------------


@lru_cache(maxsize=512)
def _number(value: int, language: str) -> str:
    """Small numbers in the current language (Babel is slow per call; names are read
    for a cell on every cursor step)."""
    return fmt.number(value)


def number_text(value: int) -> str:
    return _number(value, current_language())


def cell_name_text(game: MinesweeperGame, cell: int) -> str:
    """ "Row 4, column 7, covered" / "…, flagged" / "…, 2 mines around" / "…, empty"."""
    row, col = divmod(cell, game.width)
    values = {"row": number_text(row + 1), "col": number_text(col + 1)}
    mark = game.mark(cell)
    if game.lost and game.is_mine[cell]:
        if cell in game.hit:
            text = _("Row {row}, column {col}, mine that was hit")
        elif mark == FLAG:
            text = _("Row {row}, column {col}, flagged mine")
        else:
            text = _("Row {row}, column {col}, mine")
    elif game.lost and mark == FLAG:
        text = _("Row {row}, column {col}, wrong flag")
    elif game.revealed[cell]:
        number = game.number[cell]
        if number == 0:
            text = _("Row {row}, column {col}, empty")
        else:
            values["n"] = number_text(number)
            # TRANSLATORS: {n} is the number shown on the cell: mines among its neighbours
            # (1 to 8).
            text = ngettext(
                "Row {row}, column {col}, {n} mine around",
                "Row {row}, column {col}, {n} mines around",
                number,
            )
    elif mark == FLAG:
        text = _("Row {row}, column {col}, flagged")
    elif mark == QUESTION:
        text = _("Row {row}, column {col}, question mark")
    else:
        text = _("Row {row}, column {col}, covered")
    return text.format(**values)


def hint_role_text(hint: Hint, cell: int) -> str:
    """The description of a cell a shown hint concerns (read with the cell)."""
    if cell == hint.cell:
        if hint.kind == WRONG_FLAG:
            return _("Hint: this flag is wrong.")
        return _("Hint: this cell is a mine.") if hint.is_mine else _("Hint: this cell is safe.")
    if cell in hint.proof:
        return _("Hint: this number is part of the proof.")
    return ""


def evidence_role_text() -> str:
    """After a loss, the description of a number that proved the mine could be known
    (marked on the final board as a hint's numbers are)."""
    return _("This number proves the mine that was hit.")


# ---- outcomes ----------------------------------------------------------------------------


def opened_text(count: int) -> str:
    # TRANSLATORS: how many cells one move opened.
    return ngettext("{n} cell opened.", "{n} cells opened.", count).format(n=number_text(count))


def mines_left_text(game: MinesweeperGame) -> str:
    left = game.mines_left
    # TRANSLATORS: mines minus flags; can be 0 or below.
    return ngettext("{n} mine left.", "{n} mines left.", abs(left)).format(n=number_text(left))


def counter_text(game: MinesweeperGame) -> str:
    """The big status line: the mine counter (mines minus flags), or how the game ended."""
    if game.won:
        return _("Board cleared")
    if game.lost:
        return _("Mine hit: the game is lost")
    return _("Mines left: {n}").format(n=number_text(game.mines_left))


def result_line(won: bool) -> str:
    """The result card's line."""
    return _("Board cleared") if won else _("Mine hit")


def result_figures(
    won: bool, hints_used: int, explanations: Sequence[Explanation], width: int
) -> str:
    """The result card's figures: the hints used and, after a loss, whether the mine
    could have been known, naming the numbers that prove it (marked on the final
    board); never a time (no clock on screen)."""
    hints = hints_used_text(hints_used)
    if won or not explanations:
        return hints
    return hints + " " + verdict_text(explanations[0], width)


def verdict_text(explanation: Explanation, width: int) -> str:
    """The loss verdict on the card, with the evidence: "The mine could have been known
    from r3c4 and r4c4." (never "bad luck": no guess is ever needed)."""
    if not explanation.knowable:
        return _("The mine could not be known yet.")
    if not explanation.proof:
        return _("The mine could be worked out with the mine total.")
    numbers = fmt.and_list(cell_ref(*divmod(c, width)) for c in explanation.proof)
    if explanation.uses_total:
        # TRANSLATORS: {numbers} is a list of one or more cells with numbers, marked on
        # the final board.
        return _("With the mine total, the mine could be worked out from {numbers}.").format(
            numbers=numbers
        )
    # TRANSLATORS: {numbers} is a list of one or more cells with numbers, marked on the
    # final board.
    return _("The mine could have been known from {numbers}.").format(numbers=numbers)


def play_again() -> str:
    return _("Play again")


def another_level() -> str:
    return _("Another level…")


def placing_text() -> str:
    """While a large board's mines are placed (off the GUI thread)."""
    return _("Placing the mines…")


def board_name() -> str:
    return _("Minesweeper board")


def flag_mode_name() -> str:
    # TRANSLATORS: a switch under the board; "&" marks its Alt key.
    return _("&Flag mode")


def flag_mode_description() -> str:
    return _("On: a tap or a click flags a cell, and a long press or a right click opens it.")


def hints_used_text(count: int) -> str:
    if count == 0:
        return _("No hints used.")
    # TRANSLATORS: how many hints this game has used (Korean: 번, as in every game).
    return ngettext("{n} hint used.", "{n} hints used.", count).format(n=number_text(count))


def status_text(game: MinesweeperGame, generating: bool) -> str:
    """What S says: mines left, the level and the hints used (and how the game ended)."""
    level = _("{level}: {size}.").format(
        level=level_name(game.level), size=size_text(game.width, game.height, game.mines)
    )
    parts = [mines_left_text(game), level, hints_used_text(game.hints_used)]
    if generating:
        parts.append(_("Placing the mines…"))
    elif game.won:
        parts.append(_("The board is cleared."))
    elif game.lost:
        parts.append(_("The game is lost."))
    elif not game.started:
        parts.append(_("Reveal any cell to start."))
    return " ".join(parts)


def mark_text(game: MinesweeperGame, cell: int, mark: int, before: int) -> str:
    return mark_shown_text(game, cell, mark, before) + " " + mines_left_text(game)


def mark_shown_text(game: MinesweeperGame, cell: int, mark: int, before: int) -> str:
    """The message line's form of `mark_text`: the mines left are in the header."""
    name = where(game, cell)
    if mark == FLAG:
        text = _("Flag placed on {cell}.")
    elif mark == QUESTION:
        text = _("Question mark placed on {cell}.")
    elif before == QUESTION:
        text = _("Question mark removed from {cell}.")
    else:
        text = _("Flag removed from {cell}.")
    return text.format(cell=name)


def cannot_reveal_text(game: MinesweeperGame, cell: int) -> str:
    """Why Space / a click on ``cell`` did nothing (mistakes cost nothing, but a screen
    reader user hears why)."""
    name = where(game, cell)
    if game.mark(cell) == FLAG:
        return _("{cell} is flagged; press F to take the flag away first.").format(cell=name)
    number = game.number[cell]
    if game.revealed[cell] and number and game.flags_around(cell) != number:
        # TRANSLATORS: {n} is the number on the cell and the flags it needs.
        return ngettext(
            "{cell} shows {n}: put exactly {n} flag around it to open the rest.",
            "{cell} shows {n}: put exactly {n} flags around it to open the rest.",
            number,
        ).format(cell=name, n=number_text(number))
    return _("{cell} is already open.").format(cell=name)


def won_text(game: MinesweeperGame) -> str:
    return _("Board cleared: every safe cell is open.") + " " + hints_used_text(game.hints_used)


def lost_text(game: MinesweeperGame) -> str:
    first = game.hit[0] if game.hit else 0
    parts = [_("{cell} was a mine: the game is lost.").format(cell=where(game, first))]
    parts += [explanation_text(game, e) for e in game.explanations]
    return " ".join(parts)


def explanation_text(game: MinesweeperGame, explanation: Explanation) -> str:
    """Could the mine have been known (never "bad luck": no guess is ever needed)."""
    cell = where(game, explanation.cell)
    if not explanation.knowable:
        return _("{cell} could not be known yet: other cells had to be opened first.").format(
            cell=cell
        )
    if explanation.uses_total and not explanation.proof:
        return _("{cell} could be worked out only with the mine total.").format(cell=cell)
    numbers = cells_list(game, explanation.proof)
    if explanation.uses_total:
        # TRANSLATORS: {numbers} is a list of one or more cells with numbers.
        return _(
            "{cell} could be worked out only with the mine total and the numbers at {numbers}."
        ).format(cell=cell, numbers=numbers)
    # TRANSLATORS: {numbers} is a list of one or more cells with numbers.
    return _("{cell} could have been known as a mine: see {numbers}.").format(
        cell=cell, numbers=numbers
    )


def over_text(game: MinesweeperGame) -> str:
    return won_text(game) if game.won else lost_text(game)


# ---- hints ---------------------------------------------------------------------------------


def hint_text(game: MinesweeperGame, hint: Hint) -> str:
    """One sentence for a hint (naming the mine total when that decides)."""
    if hint.kind == START:
        return _("Any cell is safe to start: the mines are placed after your first click.")
    if hint.kind == NOTHING:
        return _("Nothing more can be worked out from the numbers shown.")
    if hint.kind == OVER:
        return over_text(game)
    cell = where(game, hint.cell)
    if hint.kind == WRONG_FLAG:
        return _("The flag on {cell} is wrong: there is no mine there.").format(cell=cell)
    if hint.uses_total:
        return _total_hint(game, hint, cell)
    if len(hint.proof) == 1:
        return _single_hint(game, hint, cell)
    if len(hint.proof) == 2:
        first, second = hint.proof
        values = {
            "a": number_text(game.number[first]),
            "first": where(game, first),
            "b": number_text(game.number[second]),
            "second": where(game, second),
            "cell": cell,
        }
        if hint.is_mine:
            text = _("The {a} at {first} and the {b} at {second} together prove {cell} is a mine.")
        else:
            text = _("The {a} at {first} and the {b} at {second} together prove {cell} is safe.")
        return text.format(**values)
    numbers = cells_list(game, hint.proof)
    if hint.is_mine:
        # TRANSLATORS: {numbers} is a list of two or more cells with numbers.
        return _("The numbers at {numbers} together prove {cell} is a mine.").format(
            numbers=numbers, cell=cell
        )
    # TRANSLATORS: {numbers} is a list of two or more cells with numbers.
    return _("The numbers at {numbers} together prove {cell} is safe.").format(
        numbers=numbers, cell=cell
    )


def _single_hint(game: MinesweeperGame, hint: Hint, cell: str) -> str:
    number_cell = hint.proof[0]
    number = game.number[number_cell]
    covered = [n for n in game.table[number_cell] if game.is_covered(n)]
    values = {"n": number_text(number), "at": where(game, number_cell), "cell": cell}
    if hint.is_mine and len(covered) == 1:
        return _("The 1 at {at} touches only one covered cell, {cell}: it is a mine.").format(
            **values
        )
    if hint.is_mine:
        # TRANSLATORS: {n} is the number on the cell {at}; it touches that many covered
        # cells.
        return ngettext(
            "The {n} at {at} touches exactly {n} covered cell, so {cell} is a mine.",
            "The {n} at {at} touches exactly {n} covered cells, so each is a mine: {cell} too.",
            number,
        ).format(**values)
    return _("The {n} at {at} proves {cell} is safe.").format(**values)


def _total_hint(game: MinesweeperGame, hint: Hint, cell: str) -> str:
    total = game.mines
    values = {"total": number_text(total), "cell": cell}
    if not hint.proof:
        if hint.is_mine:
            # TRANSLATORS: {total} is the number of mines on the board.
            text = ngettext(
                "With {total} mine in all, {cell} must be a mine.",
                "With {total} mines in all, {cell} must be a mine.",
                total,
            )
        else:
            # TRANSLATORS: {total} is the number of mines on the board.
            text = ngettext(
                "With {total} mine in all, {cell} must be safe.",
                "With {total} mines in all, {cell} must be safe.",
                total,
            )
        return text.format(**values)
    values["numbers"] = cells_list(game, hint.proof)
    if hint.is_mine:
        # TRANSLATORS: {total} is the number of mines on the board; {numbers} is a list of
        # one or more cells.
        text = ngettext(
            "With {total} mine in all, the numbers at {numbers} prove {cell} is a mine.",
            "With {total} mines in all, the numbers at {numbers} prove {cell} is a mine.",
            total,
        )
    else:
        # TRANSLATORS: {total} is the number of mines on the board; {numbers} is a list of
        # one or more cells.
        text = ngettext(
            "With {total} mine in all, the numbers at {numbers} prove {cell} is safe.",
            "With {total} mines in all, the numbers at {numbers} prove {cell} is safe.",
            total,
        )
    return text.format(**values)


def applied_flag_text(game: MinesweeperGame, cell: int) -> str:
    return applied_flag_shown_text(game, cell) + " " + mines_left_text(game)


def applied_flag_shown_text(game: MinesweeperGame, cell: int) -> str:
    return _("Flag placed on {cell}.").format(cell=where(game, cell))


def applied_unflag_text(game: MinesweeperGame, cell: int) -> str:
    return applied_unflag_shown_text(game, cell) + " " + mines_left_text(game)


def applied_unflag_shown_text(game: MinesweeperGame, cell: int) -> str:
    return _("Flag removed from {cell}.").format(cell=where(game, cell))


# ---- the panel ---------------------------------------------------------------------------------


CODE_ERRORS = {
    REASON_SIZE: N_("That board size is not possible: width 5 to 50, height 5 to 30."),
    REASON_MINES: N_("That mine count does not fit the board size."),
    REASON_SEED: N_("That board number is too large."),
    REASON_CELL: N_("The first cell of that code is outside the board."),
}


def code_error_text(reason: str) -> str:
    message = CODE_ERRORS.get(reason)
    if message is None:
        return _("That is not a board code; a code looks like M-9x9x10-1234.")
    return _(message)


def refusal_text(width: int, height: int, mines: int, most: int) -> str:
    """A Custom size above what the generator can prove, in one sentence."""
    # TRANSLATORS: {most} is the largest mine count that works for the size.
    return ngettext(
        "A board of {width} × {height} with {mines} mines cannot be promised without "
        "guessing; at most {most} mine works for this size.",
        "A board of {width} × {height} with {mines} mines cannot be promised without "
        "guessing; at most {most} mines work for this size.",
        most,
    ).format(
        width=number_text(width),
        height=number_text(height),
        mines=number_text(mines),
        most=number_text(most),
    )


def use_mines_text(most: int) -> str:
    # TRANSLATORS: a button: play with this many mines.
    return ngettext("Use {n} mine", "Use {n} mines", most).format(n=number_text(most))


def new_board_shown_text(game: MinesweeperGame) -> str:
    """The message line's form of `new_board_text`: the size is on the board."""
    return _("New board: {level}.").format(level=level_name(game.level))


def new_board_text(game: MinesweeperGame) -> str:
    return _("New board: {level}, {size}. Reveal any cell to start.").format(
        level=level_name(game.level), size=size_text(game.width, game.height, game.mines)
    )


def code_field_description() -> str:
    """The code field's description: what it holds and does, in words (the placeholder
    shows a sample code to the eye; read aloud, it sounds like a value)."""
    return _(
        "The code of this board, to copy; type another board's code and press Enter to play it."
    )


# ---- summary keys (issue 21): R row, V column, A around, M mines and covered cells ------


def state_word(game: MinesweeperGame, cell: int) -> str:
    """A cell as a sighted player sees it, in one word or number ("covered", "2")."""
    mark = game.mark(cell)
    if game.lost and game.is_mine[cell]:
        return _("mine that was hit") if cell in game.hit else _("mine")
    if game.lost and mark == FLAG:
        return _("wrong flag")
    if game.revealed[cell]:
        number = game.number[cell]
        return number_text(number) if number else _("empty")
    if mark == FLAG:
        return _("flagged")
    if mark == QUESTION:
        return _("question mark")
    return _("covered")


def brief_cell_name(game: MinesweeperGame, cell: int) -> str:
    """Brief speech (issue 21): content first, the place short: "2, r4c7"."""
    row, col = divmod(cell, game.width)
    return _("{state}, {cell}").format(state=state_word(game, cell), cell=cells.cell_ref(row, col))


def _line(game: MinesweeperGame, line: Sequence[int]) -> str:
    covered, empty = _("covered"), _("empty")
    runs = {
        # TRANSLATORS: a run of neighbouring covered cells of one row or column, said once
        # with its length; {n} is always 2 or more (a single cell is just "covered").
        covered: lambda n: ngettext("{n} covered", "{n} covered", n).format(n=number_text(n)),
        # TRANSLATORS: as above: {n} (2 or more) opened cells with no number.
        empty: lambda n: ngettext("{n} empty", "{n} empty", n).format(n=number_text(n)),
    }
    return readings.line_cells([state_word(game, cell) for cell in line], runs)


def row_reading(game: MinesweeperGame, row: int) -> str:
    """R: "Row 3: 2 covered, 1, 4 empty, 1, flagged"."""
    line = range(row * game.width, (row + 1) * game.width)
    # TRANSLATORS: {n} is the row number; {cells} lists the row's cells left to right,
    # comma-separated: "covered", "flagged", a number, or a run such as "4 empty" (one
    # item or several).
    return _("Row {n}: {cells}.").format(n=number_text(row + 1), cells=_line(game, line))


def column_reading(game: MinesweeperGame, col: int) -> str:
    """V: "Column 7: …", top to bottom."""
    line = range(col, game.cells, game.width)
    # TRANSLATORS: {n} is the column number; {cells} lists its cells top to bottom, as
    # in "Row {n}: {cells}." (one item or several).
    return _("Column {n}: {cells}.").format(n=number_text(col + 1), cells=_line(game, line))


AROUND = (
    (-1, -1, N_("above left")),
    (-1, 0, N_("above")),
    (-1, 1, N_("above right")),
    (0, -1, N_("left")),
    (0, 1, N_("right")),
    (1, -1, N_("below left")),
    (1, 0, N_("below")),
    (1, 1, N_("below right")),
)


def around_reading(game: MinesweeperGame, cell: int) -> str:
    """A: the cells around the cursor, as a sighted player sees them: "Around r5c5:
    above left covered, above 1, …" (cells off the board are left out)."""
    row, col = divmod(cell, game.width)
    parts = []
    for dr, dc, where in AROUND:
        r, c = row + dr, col + dc
        if 0 <= r < game.height and 0 <= c < game.width:
            state = state_word(game, r * game.width + c)
            parts.append(_("{where} {state}").format(where=_(where), state=state))
    # TRANSLATORS: {cell} is the cursor's cell; {cells} lists its neighbours on the board
    # (three to eight), comma-separated, each as "above left covered", "below 1" ….
    return _("Around {cell}: {cells}.").format(
        cell=cells.cell_ref(row, col), cells=readings.SEPARATOR.join(parts)
    )


def mines_and_covered_text(game: MinesweeperGame) -> str:
    """M: the mine counter and the covered cells still unflagged, both on screen."""
    covered = sum(1 for c in range(game.cells) if not game.revealed[c] and game.mark(c) != FLAG)
    # TRANSLATORS: the mine counter (mines minus flags; can be 0 or below), first half of
    # "{mines}; {cells}.".
    mines = ngettext("{n} mine left", "{n} mines left", abs(game.mines_left)).format(
        n=number_text(game.mines_left)
    )
    # TRANSLATORS: {n} counts the covered cells that carry no flag (0, one or several).
    cells = ngettext(
        "{n} covered cell without a flag", "{n} covered cells without a flag", covered
    ).format(n=number_text(covered))
    # TRANSLATORS: {mines} is "3 mines left"; {cells} is "5 covered cells without a
    # flag" (one count each, not lists).
    return _("{mines}; {cells}.").format(mines=mines, cells=cells)
