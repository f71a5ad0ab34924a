"""Words for Block Puzzle: shape names, accessible cell/slot texts, announcements.

Qt-free so the wording can be tested without widgets. Rows and columns are counted from
1 for people (the model counts from 0).
"""

from __future__ import annotations

from collections.abc import Sequence

from puzzlesuite.services import cells, readings
from puzzlesuite.services.i18n import _, fmt, ngettext

from .model import BOARD_SIZE, SHAPES, TRAY_SIZE, PlacementResult, Preview, Shape


def shape_name(shape: Shape) -> str:
    """One noun phrase without commas in every language: names are read aloud in lists
    ("New pieces: a, b and c"), where a comma inside a name would split it in two."""
    if shape.id == "dot":
        return _("single square")
    if shape.id.startswith("bar"):
        if shape.id.endswith("h"):
            return _("horizontal {n}-cell bar").format(n=shape.size)
        return _("vertical {n}-cell bar").format(n=shape.size)
    if shape.id == "square2":
        return _("2×2 square")
    if shape.id == "square3":
        return _("3×3 square")
    names = {
        # Small corners are a 2×2 with one cell missing: name the missing cell.
        "corner2_tl": _("3-cell corner without the bottom-right cell"),
        "corner2_tr": _("3-cell corner without the bottom-left cell"),
        "corner2_bl": _("3-cell corner without the top-right cell"),
        "corner2_br": _("3-cell corner without the top-left cell"),
        # Large corners: a row of 3 and a column of 3 meeting at one corner; name that corner
        # (no "and" inside a name either: it would merge with the list's own "and").
        "corner3_tl": _("5-cell corner bent at the top left"),
        "corner3_tr": _("5-cell corner bent at the top right"),
        "corner3_bl": _("5-cell corner bent at the bottom left"),
        "corner3_br": _("5-cell corner bent at the bottom right"),
    }
    return names[shape.id]


def cell_name(row: int, col: int, filled: bool) -> str:
    if filled:
        return _("Row {row}, column {col}, filled").format(row=row + 1, col=col + 1)
    return _("Row {row}, column {col}, empty").format(row=row + 1, col=col + 1)


def brief_cell_name(row: int, col: int, filled: bool) -> str:
    """Brief speech (issue 21): content first, the place short: "filled, r3c5"."""
    state = _("filled") if filled else _("empty")
    return _("{state}, {cell}").format(state=state, cell=cells.cell_ref(row, col))


def slot_name(slot: int, shape: Shape | None, selected: bool, playable: bool) -> str:
    position = {"n": slot + 1, "count": TRAY_SIZE}
    if shape is None:
        return _("Piece {n} of {count}: already placed").format(**position)
    text = _("Piece {n} of {count}: {shape}").format(shape=shape_name(shape), **position)
    if selected:
        text = _("{piece}, selected").format(piece=text)
    if not playable:
        text = _("{piece}, fits nowhere").format(piece=text)
    return text


def lines_text(rows: Sequence[int], cols: Sequence[int]) -> str:
    """ "row 3 and column 5" in the current language (`fmt.unit_list`: Korean "3행과 5열",
    never "3행, 5열", which is heard as the cell 3행 5열)."""
    row_names = [_("row {n}").format(n=r + 1) for r in rows]
    column_names = [_("column {n}").format(n=c + 1) for c in cols]
    return fmt.unit_list([row_names, column_names])


def span_text(first: int, last: int, columns: bool) -> str:
    """ "row 3", "rows 4 and 5", "rows 2–4", "column 5", "columns 3–5" (counted from 1)."""
    if first == last:
        text = _("column {n}") if columns else _("row {n}")
        return text.format(n=first + 1)
    # Two neighbouring lines are named one by one, never as a range: "las filas de la 4
    # a la 5" is not how anyone says rows 4 and 5 (Spanish review, round 3).
    two = last == first + 1
    if two and columns:
        # TRANSLATORS: exactly two neighbouring columns ({last} is {first} + 1), as the
        # Block Puzzle preview names them: "columns 4 and 5". Three or more take the
        # range "columns {first}–{last}".
        text = _("columns {first} and {last}")
    elif two:
        # TRANSLATORS: exactly two neighbouring rows ({last} is {first} + 1): "rows 4
        # and 5". Three or more take the range "rows {first}–{last}".
        text = _("rows {first} and {last}")
    elif columns:
        # TRANSLATORS: three or more columns, from {first} to {last}: "columns 3–5".
        # Two columns take "columns {first} and {last}".
        text = _("columns {first}–{last}")
    else:
        # TRANSLATORS: three or more rows, from {first} to {last}: "rows 2–4". Two rows
        # take "rows {first} and {last}".
        text = _("rows {first}–{last}")
    return text.format(first=first + 1, last=last + 1)


def preview_text(shape: Shape, preview: Preview, row: int, col: int) -> str:
    """What placing the selected piece with its anchor at (row, col) would do: whether
    it fits, the rows and columns it covers, and the lines it clears."""
    name = shape_name(shape)
    # Shape names are lower case and carry no article ("single square"), so a sentence
    # never starts with one: "The {shape} …" in English, a word before it elsewhere.
    if not preview.fits:
        # TRANSLATORS: {shape} is a shape name ("single square", "3×3 square").
        return _("The {shape} does not fit here.").format(shape=name)
    extent = {
        "rows": span_text(row, row + shape.height - 1, columns=False),
        "columns": span_text(col, col + shape.width - 1, columns=True),
    }
    if preview.lines:
        # TRANSLATORS: {shape} is a shape name; {rows} and {columns} name the rows and
        # columns covered ("row 3", "rows 4 and 5", or a range, "rows 2–4"); {lines} lists the
        # lines cleared.
        text = _("The {shape} fits here: it covers {rows} and {columns}, and clears {lines}.")
        return text.format(shape=name, lines=lines_text(preview.rows, preview.cols), **extent)
    # TRANSLATORS: {shape} is a shape name; {rows} and {columns} name the rows and columns
    # covered: "row 3", "rows 4 and 5", or a range ("rows 2–4").
    return _("The {shape} fits here: it covers {rows} and {columns}.").format(shape=name, **extent)


def cells_text(shape: Shape, cells: Sequence[tuple[int, int]], filled: Sequence[bool]) -> str:
    """The C key: every cell the piece would cover, in reading order."""
    size = BOARD_SIZE
    on_board = [
        (r, c, full)
        for (r, c), full in zip(cells, filled, strict=True)
        if 0 <= r < size and 0 <= c < size
    ]
    names = [
        (_("row {row} column {col} (filled)") if full else _("row {row} column {col}")).format(
            row=r + 1, col=c + 1
        )
        for r, c, full in sorted(on_board)
    ]
    # TRANSLATORS: {shape} is a shape name; {cells} is a list of one or more cells
    # ("row 3 column 5 (filled)").
    text = _("The {shape} would cover {cells}.").format(
        shape=shape_name(shape), cells=fmt.and_list(names)
    )
    if len(on_board) < len(cells):
        text += " " + _("Part of it would be off the board.")
    return text


def anchor_text(shape: Shape) -> str:
    """Which cell of the piece goes on the keyboard cursor (its first cell in reading
    order), for players who do not see the ghost."""
    first_col = shape.first_cell[1]
    if shape.size == 1:
        return _("It goes on the cursor cell.")
    if shape.width == 1:
        return _("Its top cell goes on the cursor.")
    if shape.height == 1:
        return _("Its left end goes on the cursor.")
    if first_col == 0:
        return _("Its top-left cell goes on the cursor.")
    if first_col == shape.width - 1:
        return _("Its top-right cell goes on the cursor.")
    return _("Its top cell goes on the cursor.")


def fits_nowhere_text(shape: Shape) -> str:
    # TRANSLATORS: {shape} is a shape name ("single square", "3×3 square").
    return _("The {shape} fits nowhere on the board.").format(shape=shape_name(shape))


def score_sentence(score: int, best: int) -> str:
    """The S key's first sentence."""
    return _("Score {score}, best {best}.").format(score=fmt.number(score), best=fmt.number(best))


def tray_text(pieces: Sequence[Shape | None], selected: int | None) -> str:
    """The S key: the pieces still in the tray, and the one selected."""
    names = [shape_name(p) for p in pieces if p is not None]
    # TRANSLATORS: {pieces} is a list of one to three shape names.
    text = _("In the tray: {pieces}.").format(pieces=fmt.and_list(names))
    shape = pieces[selected] if selected is not None else None
    if shape is not None:
        text += " " + _("Selected: {shape}.").format(shape=shape_name(shape))
    return text


def points_text(points: int) -> str:
    # TRANSLATORS: a score gained, 1 or more points.
    return ngettext("{n} point", "{n} points", points).format(n=fmt.number(points))


def points_figure(points: int) -> str:
    """The figure that rises from the cleared lines: "+28" (painted, never spoken: the
    announcement says the points)."""
    return "+" + fmt.number(points)


def placed_text(result: PlacementResult, score: int) -> str:
    text = _("Placed {shape}: {points}.").format(
        shape=shape_name(result.shape), points=points_text(result.points)
    )
    if result.lines:
        # TRANSLATORS: {n} lines were cleared; {lines} lists them ("row 3 and column 5").
        cleared = ngettext(
            "Cleared {n} line: {lines}.", "Cleared {n} lines: {lines}.", result.lines
        )
        text += " " + cleared.format(n=result.lines, lines=lines_text(result.rows, result.cols))
    return text + " " + score_text(score)


def new_pieces_text(pieces: Sequence[Shape | None]) -> str:
    names = [shape_name(p) for p in pieces if p is not None]
    # TRANSLATORS: {pieces} is a list of one to three shape names.
    return _("New pieces: {pieces}.").format(pieces=fmt.and_list(names))


def placed_shown_text(result: PlacementResult, refilled: bool) -> str:
    """The message line's short form of `placed_text` (+ `new_pieces_text`): the pieces,
    the cells and the score are on screen, so only what was gained and what cleared."""
    gained = fmt.number(result.points)
    if result.lines:
        # TRANSLATORS: the message line after a clear; {lines} lists the lines cleared
        # ("row 3 and column 5"), {points} the points gained ("+28").
        text = _("Cleared {lines}: +{points}.").format(
            lines=lines_text(result.rows, result.cols), points=gained
        )
    else:
        # TRANSLATORS: the message line after a placement that cleared nothing; {points}
        # is the points gained ("+5").
        text = _("Placed: +{points}.").format(points=gained)
    if refilled:
        text += " " + _("New pieces.")
    return text


def selected_shown_text(slot: int) -> str:
    """The message line when a click selects a piece (its shape is in plain sight)."""
    return _("Piece {n} selected.").format(n=slot + 1)


def not_placed_shown_text() -> str:
    return _("Not placed: it does not fit there.")


def score_text(score: int) -> str:
    return _("Score: {score}.").format(score=fmt.number(score))


# ---- the status: short for the eye, whole for the ear (issue 32) --------------------------
# The visible status line is what a glance takes in ("Score 212 · Best 240", never a
# list of pieces or keys); the S key says the whole sentences (`score_sentence`, the
# tray, the ending) and the message line what just happened.


def status_text(score: int, best: int) -> str:
    """The visible status while playing (the home card's line says the same)."""
    return _("Score {score} · Best {best}").format(score=fmt.number(score), best=fmt.number(best))


def ended_status_text(score: int, best: int) -> str:
    """The visible status once nothing fits: the end state, not a score still counting."""
    return _("Game over · Score {score} · Best {best}").format(
        score=fmt.number(score), best=fmt.number(best)
    )


def game_over_text(score: int, best: int) -> str:
    """The ending, spoken (and S)."""
    return _("No piece fits: the game is over. Score {score}, best {best}.").format(
        score=fmt.number(score), best=fmt.number(best)
    )


def choose_first_text() -> str:
    """Enter, J or C with no piece chosen: spoken with the keys that choose one."""
    return _("Choose a piece first: press 1, 2 or 3, or Tab.")


def choose_first_shown_text() -> str:
    """The message line's form of `choose_first_text`: no key list on screen."""
    return _("Choose a piece first.")


def new_game_text(pieces: Sequence[Shape | None]) -> str:
    """A new game, spoken with its pieces (the eye sees them in the tray)."""
    return _("New game.") + " " + new_pieces_text(pieces)


def new_game_shown_text() -> str:
    return _("New game.")


def lift_text(finger: bool = False) -> str:
    """The first drag a player ever makes (once, remembered): why the piece is not
    under the pointer, or the finger on a touchscreen."""
    if finger:
        return _("The piece rides one row above your finger so you can see where it lands.")
    return _("The piece rides one row above the pointer so you can see where it lands.")


def final_score_text(score: int, best: int) -> str:
    """The result card's figures under its line: the score and the best score."""
    if score >= best and score > 0:
        return _("Score {score}: your best yet!").format(score=fmt.number(score))
    return _("Score {score}. Your best: {best}.").format(
        score=fmt.number(score), best=fmt.number(best)
    )


def undone_text(score: int) -> str:
    return _("Placement undone.") + " " + score_text(score)


# ---- summary keys (issue 21): R row, V column, T tray -------------------------------------
# What a sighted player sees; where a piece fits stays with J and the cell's own hint.


def _line(filled: Sequence[bool]) -> str:
    full, empty = _("filled"), _("empty")
    runs = {
        # TRANSLATORS: a run of neighbouring cells of one row or column, said once with
        # its length; {n} is always 2 or more (a single cell is just "filled"/"empty").
        full: lambda n: ngettext("{n} filled", "{n} filled", n).format(n=fmt.number(n)),
        # TRANSLATORS: as above: {n} (2 or more) empty cells in a row.
        empty: lambda n: ngettext("{n} empty", "{n} empty", n).format(n=fmt.number(n)),
    }
    return readings.line_cells([full if cell else empty for cell in filled], runs)


def row_reading(filled: Sequence[bool], row: int) -> str:
    """R: "Row 3: 3 filled, 5 empty." (left to right)."""
    # TRANSLATORS: {n} is the row number; {cells} lists the row's 8 cells left to right,
    # comma-separated, as "filled", "empty" or a run such as "3 empty" (one item or
    # several).
    return _("Row {n}: {cells}.").format(n=fmt.number(row + 1), cells=_line(filled))


def column_reading(filled: Sequence[bool], col: int) -> str:
    """V: "Column 5: …" (top to bottom)."""
    # TRANSLATORS: {n} is the column number; {cells} lists its cells top to bottom, as
    # in "Row {n}: {cells}." (one item or several).
    return _("Column {n}: {cells}.").format(n=fmt.number(col + 1), cells=_line(filled))


def tray_reading(
    pieces: Sequence[Shape | None], selected: int | None, playable: Sequence[bool]
) -> str:
    """T: the three tray slots in order, as they are read one by one with Tab."""
    names = [
        slot_name(slot, shape, slot == selected, playable[slot])
        for slot, shape in enumerate(pieces)
    ]
    return ". ".join(names) + "."


def language_samples() -> dict[str, list[str]]:
    """Values for this game's placeholders in the current language (the language
    checks, tools/i18n_rules.py)."""
    return {
        "shape": [shape_name(shape) for shape in SHAPES[:3]],
        # The covered extent: one row or column, or one range, never a list. Two
        # neighbouring lines too: they have their own message ("rows 4 and 5").
        "rows": [
            span_text(2, 2, columns=False),
            span_text(3, 5, columns=False),
            span_text(3, 4, columns=False),
        ],
        "columns": [span_text(4, 4, columns=True), span_text(0, 1, columns=True)],
    }
