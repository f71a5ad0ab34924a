"""Every sentence the Reversi screen shows or speaks (no Qt).

Whole sentences per case, never pieces glued together, so each language can order its
words freely. Two forms of the status live side by side (issue 32): the short line a
sighted player takes in at a glance (`status_line`, `LEVEL_SHORT`), and the full
sentences screen readers hear (`matchup_text`, `turn_text`, `status_text`,
`LEVEL_DESCRIPTIONS`).
"""

from __future__ import annotations

from collections.abc import Sequence

from puzzlesuite.services import readings
from puzzlesuite.services.i18n import N_, _, fmt, ngettext, pgettext

from .ai import Level
from .engine import BOARD_SIZE, iter_squares, square_name
from .model import Colour, Position, Result

LEVEL_NAMES = {Level.EASY: N_("Easy"), Level.NORMAL: N_("Normal"), Level.HARD: N_("Hard")}
LEVEL_DESCRIPTIONS = {
    Level.EASY: N_("Does not value corners and gives them away. Plays with some chance."),
    Level.NORMAL: N_("Weighs mobility and the value of squares. Never plays randomly."),
    Level.HARD: N_("Looks ahead through 12,000 positions. Never plays randomly."),
}

# The short form shown under each opponent in the choice (the full one above is its
# accessible description and tooltip).
LEVEL_SHORT = {
    Level.EASY: N_("Gives corners away"),
    Level.NORMAL: N_("Weighs mobility and squares"),
    Level.HARD: N_("Looks 12,000 positions ahead"),
}
# The discs as the status line shows them ("You ●"): the colour's own shape, the same in
# every language.
DISC = {Colour.BLACK: "●", Colour.WHITE: "○"}


def level_name(level: Level) -> str:
    return _(LEVEL_NAMES[level])


def cell_name(square: int, colour: Colour | None, legal: bool, last: bool) -> str:
    """Screen-reader name of a cell: "d3, empty, legal move" / "e4, black"."""
    cell = square_name(square)
    if colour is Colour.BLACK:
        text = _("{cell}, black, last move") if last else _("{cell}, black")
    elif colour is Colour.WHITE:
        text = _("{cell}, white, last move") if last else _("{cell}, white")
    elif legal:
        text = _("{cell}, empty, legal move")
    else:
        text = _("{cell}, empty")
    return text.format(cell=cell)


def brief_cell_name(square: int, colour: Colour | None, legal: bool, last: bool) -> str:
    """Brief speech (issue 21): content first, then the square: "black, e4" /
    "legal move, d3" / "white, c3, last move"."""
    if colour is Colour.BLACK:
        state = pgettext("square", "black")
    elif colour is Colour.WHITE:
        state = pgettext("square", "white")
    else:
        state = _("legal move") if legal else _("empty")
    text = _("{state}, {cell}").format(state=state, cell=square_name(square))
    return _("{cell_text}, last move").format(cell_text=text) if last else text


def counts_text(black: int, white: int) -> str:
    return _("Black {black} · White {white}").format(
        black=fmt.number(black), white=fmt.number(white)
    )


def matchup_text(human: Colour, level: Level) -> str:
    if human is Colour.BLACK:
        text = _("You play black (first) against {opponent}.")
    else:
        text = _("You play white (second) against {opponent}.")
    return text.format(opponent=level_name(level))


def turn_text(human_to_move: bool, result: Result | None, human: Colour) -> str:
    """Whose turn it is or, once the game is over, how it ended (it stays on screen
    after the result dialog is closed, and on a finished game resumed later)."""
    if result is not None:
        return result_text(result, human)
    return _("Your turn") if human_to_move else _("The CPU's turn")


def status_line(
    started: bool, human: Colour, level: Level, human_to_move: bool, result: Result | None
) -> str:
    """The short status under the counts: "You ● · Easy · Your turn" (the full sentences
    are `matchup_text` and `turn_text`)."""
    if not started:
        return _("Choose, then press Start")
    if result is not None:
        # TRANSLATORS: the short status line; {disc} is ● (black) or ○ (white), the
        # player's colour; {opponent} is the CPU's level ("Easy").
        text = _("You {disc} · {opponent} · Game over")
    elif human_to_move:
        # TRANSLATORS: as "You {disc} · {opponent} · Game over".
        text = _("You {disc} · {opponent} · Your turn")
    else:
        # TRANSLATORS: as "You {disc} · {opponent} · Game over".
        text = _("You {disc} · {opponent} · CPU's turn")
    return text.format(disc=DISC[human], opponent=level_name(level))


def choose_text() -> str:
    """The full sentence for the status before a game starts (heard, and said by S)."""
    return _("Choose your opponent and your colour, then press Start.")


def squares_text(squares: int) -> str:
    """ "d4, e4 and f4": the squares of a bit mask in reading order, as a list."""
    names = [square_name(square) for square in iter_squares(squares)]
    return fmt.and_list(names)


def human_move_text(square: int, flipped: int) -> str:
    """ "You played d3; d4 turned over." naming every disc that turned."""
    # TRANSLATORS: {discs} lists the squares whose discs turned over ("d4, e4 and f4"),
    # one or several; the form follows how many.
    text = ngettext(
        "You played {cell}; {discs} turned over.",
        "You played {cell}; {discs} turned over.",
        flipped.bit_count(),
    )
    return text.format(cell=square_name(square), discs=squares_text(flipped))


def cpu_move_text(square: int, flipped: int) -> str:
    # TRANSLATORS: {discs} lists the squares whose discs turned over ("d4, e4 and f4"),
    # one or several; the form follows how many.
    text = ngettext(
        "The CPU played {cell}; {discs} turned over.",
        "The CPU played {cell}; {discs} turned over.",
        flipped.bit_count(),
    )
    return text.format(cell=square_name(square), discs=squares_text(flipped))


def move_shown_text(square: int, flipped: int, by_cpu: bool) -> str:
    """The message line's short form of a move: the turned discs are on the board, so
    only how many turned."""
    count = flipped.bit_count()
    if by_cpu:
        # TRANSLATORS: the message line after the CPU's move; {n} discs turned (1 or more).
        text = ngettext(
            "The CPU played {cell}: {n} disc turned.",
            "The CPU played {cell}: {n} discs turned.",
            count,
        )
    else:
        # TRANSLATORS: the message line after the player's move; {n} discs turned (1 or
        # more).
        text = ngettext(
            "You played {cell}: {n} disc turned.", "You played {cell}: {n} discs turned.", count
        )
    return text.format(cell=square_name(square), n=fmt.number(count))


def pass_text(skipped_is_human: bool) -> str:
    """The quiet notice when a side cannot move and is skipped."""
    if skipped_is_human:
        return _("No moves for you — the CPU plays again.")
    return _("No moves for the CPU — your turn again.")


def result_title(result: Result, human: Colour) -> str:
    if result.winner is None:
        return _("Draw")
    return _("You win") if result.winner is human else _("You lose")


def result_text(result: Result, human: Colour) -> str:
    """The end of the game in one sentence, with both final counts."""
    mine = result.black if human is Colour.BLACK else result.white
    theirs = result.white if human is Colour.BLACK else result.black
    if result.winner is None:
        text = _("Game over: a draw, {mine} to {theirs}.")
    elif result.winner is human:
        text = _("Game over: you win, {mine} to {theirs}.")
    else:
        text = _("Game over: the CPU wins, {theirs} to {mine}.")
    return text.format(mine=fmt.number(mine), theirs=fmt.number(theirs))


def status_text(
    black: int,
    white: int,
    human: Colour,
    level: Level,
    human_to_move: bool,
    result: Result | None,
    started: bool = True,
) -> str:
    """What the S key says: the counts, who plays what, and whose turn it is (before a
    game starts: the counts and what to do)."""
    counts = _("Black {black}, white {white}.").format(
        black=fmt.number(black), white=fmt.number(white)
    )
    if not started:
        return " ".join((counts, choose_text()))
    if result is not None:
        turn = result_text(result, human)
    elif human_to_move:
        turn = _("It is your turn.")
    else:
        turn = _("It is the CPU's turn.")
    return " ".join((counts, matchup_text(human, level), turn))


def no_jump_text(
    human_to_move: bool, result: Result | None, human: Colour, started: bool = True
) -> str:
    """What J says when there is no legal move to jump to."""
    if not started:
        return choose_text()
    if result is not None:
        return result_text(result, human)
    if not human_to_move:
        return wait_text()
    return _("You have no legal move.")


def new_game_text(human: Colour, level: Level) -> str:
    return _("New game.") + " " + matchup_text(human, level)


def undone_text() -> str:
    return _("Move taken back. Your turn.")


def not_legal_text(square: int) -> str:
    return _("{cell} is not a legal move.").format(cell=square_name(square))


def wait_text() -> str:
    return _("Wait for the CPU's move.")


# ---- summary keys (issue 21): R row, V column, X the diagonals through the cursor -------
# What a sighted player sees on the board; never which discs a move would turn.


def _line(position: Position, squares: Sequence[int]) -> str:
    black, white = pgettext("square", "black"), pgettext("square", "white")
    empty = _("empty")
    words = []
    for square in squares:
        colour = position.colour_at(square)
        words.append(black if colour is Colour.BLACK else white if colour else empty)
    # TRANSLATORS: a run of neighbouring empty squares of one line, said once with its
    # length; {n} is always 2 or more (a single square is just "empty").
    runs = {empty: lambda n: ngettext("{n} empty", "{n} empty", n).format(n=fmt.number(n))}
    return readings.line_cells(words, runs)


def row_reading(position: Position, row: int) -> str:
    """R: "Row 3: 2 empty, black, white, 4 empty." (a to h)."""
    squares = [row * BOARD_SIZE + col for col in range(BOARD_SIZE)]
    # TRANSLATORS: {n} is the row number; {cells} lists its 8 squares a to h,
    # comma-separated: "black", "white", "empty" or a run such as "4 empty" (one item or
    # several).
    return _("Row {n}: {cells}.").format(n=row + 1, cells=_line(position, squares))


def column_reading(position: Position, col: int) -> str:
    """V: "Column d: …" (1 to 8)."""
    squares = [row * BOARD_SIZE + col for row in range(BOARD_SIZE)]
    name = square_name(col)[0]
    # TRANSLATORS: {letter} is the column's letter (a to h); {cells} lists its squares
    # 1 to 8, as in "Row {n}: {cells}." (one item or several).
    return _("Column {letter}: {cells}.").format(letter=name, cells=_line(position, squares))


def _diagonal(square: int, step_col: int) -> list[int]:
    """The squares of the diagonal through `square`, from row 1 up (step_col ±1)."""
    row, col = divmod(square, BOARD_SIZE)
    while row > 0 and 0 <= col - step_col < BOARD_SIZE:
        row, col = row - 1, col - step_col
    squares = []
    while row < BOARD_SIZE and 0 <= col < BOARD_SIZE:
        squares.append(row * BOARD_SIZE + col)
        row, col = row + 1, col + step_col
    return squares


def diagonals_reading(position: Position, square: int) -> str:
    """X: the two diagonals through the cursor, each from its end on row 1 side:
    "Diagonal a1 to h8: …. Diagonal b8 to h2: …." """
    sentences = []
    for step_col in (1, -1):
        squares = _diagonal(square, step_col)
        sentences.append(
            # TRANSLATORS: {start} and {end} are squares ("a1", "h8"); {cells} lists the
            # diagonal's squares from {start}, as in "Row {n}: {cells}." (one item when the
            # diagonal is a corner square, else several).
            _("Diagonal {start} to {end}: {cells}.").format(
                start=square_name(squares[0]),
                end=square_name(squares[-1]),
                cells=_line(position, squares),
            )
        )
    return " ".join(sentences)


def language_samples() -> dict[str, list[str]]:
    """Values for this game's placeholders in the current language (the language
    checks, tools/i18n_rules.py): a result title as the home card puts it before a
    score ("You win 40–24")."""
    return {
        "result": [
            result_title(Result(winner, 40, 24), Colour.BLACK)
            for winner in (Colour.BLACK, Colour.WHITE, None)
        ]
    }
