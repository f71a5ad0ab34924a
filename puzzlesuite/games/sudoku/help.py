"""How to play Sudoku, with small diagrams (HTML tables with a text equivalent), and its
statistics table. Qt-free."""

from __future__ import annotations

from html import escape

from puzzlesuite.core.helppage import help_page, help_section
from puzzlesuite.services.cells import cell_ref
from puzzlesuite.services.i18n import N_, _, fmt

# Short sections of short bullets (issue 20: the page was a wall of text).
_RULES = (
    N_(
        "Fill every empty cell with a digit from 1 to 9 so that each row, each column and "
        "each 3×3 box holds every digit once."
    ),
    N_(
        "The givens are drawn in heavy type and cannot be changed; your digits are in regular type."
    ),
    N_(
        "Every puzzle has exactly one solution, proven by the game before you see it, and "
        "none needs guessing."
    ),
    N_("Cells are named r5c4: row 5, column 4, counted from the top left."),
)
_PLAYING = (
    N_(
        "Select a cell with the mouse or the arrow keys, then type a digit or click it on "
        "the number pad."
    ),
    N_("Delete, Backspace or 0 clears the cell."),
    N_("Clicking a digit on the pad with no cell selected marks every cell that holds it."),
    N_(
        "The same digit twice in a row, column or box is a conflict: both cells get a red "
        "outline and a ×, at once."
    ),
    N_("Whether a digit is right is never shown unless you ask for a hint."),
)
_NOTES = (
    N_("Notes: press N or use the Notes mode switch, then digits write small notes instead."),
    N_(
        "Shift with a digit key of the top row always writes a note; the key counts by its "
        "place on the keyboard, so it works on every layout."
    ),
    N_("Keypad digits write notes only in notes mode."),
    N_("Fill all notes (F) writes every digit the placed digits allow."),
    N_(
        "When you place a digit, it leaves the notes of its row, column and box; the setting "
        "Remove notes when placing a digit turns this off."
    ),
)
_TOUCH = (
    N_("Tap a cell, then a digit on the number pad; Clear empties the cell."),
    N_(
        "A tap counts when your finger lifts, on the cell or key it went down on: slide off "
        "first to take it back."
    ),
    N_("Notes mode, Hint, Undo and Redo are buttons: tap them."),
    N_(
        "Pinch the board to zoom in or out; on a zoomed board, drag one finger to move it. "
        "Two fingers never write a digit."
    ),
    N_(
        "On a 13-inch laptop screen the cells and the keys of the pad are at least a "
        "fingertip wide (7 mm) at every zoom."
    ),
)
_LEVELS = (
    N_("A level is a promise about the reasoning a puzzle needs."),
    N_("Easy needs only singles."),
    N_("Medium needs locked candidates or a pair at least once."),
    N_("Hard needs a triple, a quad, an X-Wing or an XY-Wing."),
    N_("Expert needs a Swordfish, an XYZ-Wing or simple colouring."),
    N_(
        "Choose the level beside the board; Ctrl+N or New game above the board starts one "
        "at once and never asks."
    ),
    N_(
        "Every puzzle has a code such as S-H-482133: type a code in the box under the pad "
        "to play the same puzzle again, or give it to a friend."
    ),
)
_HINTS = (
    N_(
        "Hints are free and unlimited and teach the next step in three presses of H: where "
        "to look, why (the technique and its reasoning), and do it (one step you can undo)."
    ),
    N_("You may stop after any press."),
    N_(
        "While a hint explains why, the board shows the reason: what it is about is shaded, "
        "the digits that rule other cells out are ringed, and the candidates it removes are "
        "struck through."
    ),
    N_(
        "A hint starts from the real board: a wrong digit is pointed out first, then a cell "
        "whose notes leave out its digit, then the next logical step, simplest technique "
        "first."
    ),
    N_(
        "If the next step removes candidates and the cells it concerns have no notes, doing "
        "the hint writes those cells' notes first, without the removed digits, so you see "
        "the result of the step."
    ),
    N_(
        "A hint counts once, when its first press shows; moving the cursor or changing the "
        "board starts it over."
    ),
    N_(
        "Undo (Ctrl+Z) and redo (Ctrl+Shift+Z or Ctrl+Y) are unlimited and cover digits, "
        "erasures and notes; Fill all notes and a hint's last press are one step each."
    ),
)

# (name as shown, gloss for names kept in Latin script or None, explanation)
_TECHNIQUES: tuple[tuple[str, str | None, str], ...] = (
    (
        N_("Naked single"),
        None,
        N_("A cell where every digit but one is already in its row, column or box."),
    ),
    (
        N_("Hidden single"),
        None,
        N_("A digit that has only one possible cell left in a row, column or box."),
    ),
    (
        N_("Locked candidates: pointing"),
        None,
        N_(
            "In a box, a digit can only go in one row (or column): it cannot be anywhere "
            "else in that row."
        ),
    ),
    (
        N_("Locked candidates: claiming"),
        None,
        N_(
            "In a row or column, a digit can only go inside one box: it cannot be anywhere "
            "else in that box."
        ),
    ),
    (
        N_("Naked pair, triple, quad"),
        None,
        N_(
            "Two cells of a unit that hold only the same two digits (three cells, three "
            "digits…): no other cell of the unit can hold those digits."
        ),
    ),
    (
        N_("Hidden pair, triple, quad"),
        None,
        N_(
            "Two digits that can only go in the same two cells of a unit: those cells can "
            "hold nothing else."
        ),
    ),
    (
        "X-Wing",
        N_("two rows, two columns"),
        N_(
            "In two rows a digit can only go in the same two columns: it cannot be anywhere "
            "else in those columns (and the same with rows and columns swapped)."
        ),
    ),
    (
        "Swordfish",
        N_("three rows, three columns"),
        N_("The X-Wing with three rows and three columns."),
    ),
    (
        "XY-Wing",
        N_("a pivot and two pincers"),
        N_(
            "A pivot holding x or y sees a cell with x or z and a cell with y or z: one of "
            "these two is z, so a cell that sees both cannot be z."
        ),
    ),
    (
        "XYZ-Wing",
        N_("a pivot with three digits"),
        N_(
            "A pivot holding x, y or z sees a cell with x or z and a cell with y or z: a "
            "cell that sees all three cannot be z."
        ),
    ),
    (
        N_("Simple colouring"),
        None,
        N_(
            "Colour the cells where a digit has only two places in a unit, alternating two "
            "colours; one colour is the digit."
        ),
    ),
)
# Simple colouring's two conclusions, each its own bullet after the techniques.
_COLOURING = (
    N_("Colour wrap: two cells of one colour see each other, so that colour is wrong."),
    N_("Colour trap: a cell that sees both colours cannot hold the digit."),
)

_OWN = (
    N_("Enter a puzzle… (under the levels, or in the Game menu) gives an empty board."),
    N_(
        "Type the givens with the same keys and mouse as in play, paste a puzzle (Ctrl+V on "
        "the board, or into the code field), or open a text file; then press Start."
    ),
    N_(
        "A pasted or opened puzzle may be one line of 81 characters, with 0 or a full stop "
        "for an empty cell, or nine lines with spaces and the separators |, - and +; "
        "Simple Sudoku (.ss) and SadMan (.sdk) files work too."
    ),
    N_(
        "Start checks the puzzle first: a digit twice in a row, column or box, fewer than "
        "17 givens, no solution or more than one solution is said in one sentence, and the "
        "board keeps what you typed."
    ),
    N_(
        "A puzzle with one solution gets its level from the game's own techniques, or "
        '"beyond Expert" when it needs steps this game does not teach.'
    ),
    N_(
        "You can still play it, and its hints then point out wrong digits and missing notes "
        "but reveal no digit."
    ),
    N_(
        "Your puzzles are saved like ours, counted in statistics by level (Yours), and kept "
        "in Game → Your puzzles (the last 50)."
    ),
    N_("Each gets a code starting S-P- that Play code replays exactly."),
    N_(
        "Game → Copy puzzle copies any puzzle as a line of 81 characters, and Game → Print… "
        "prints the puzzle on the board, or one new puzzle per level, one or four to a page."
    ),
)

_KEYS = (
    N_("Arrow keys: move the cursor; Home and End: start and end of the row."),
    N_("1 to 9: write a digit (a note in notes mode); Delete, Backspace or 0: clear."),
    N_("Shift + a top-row digit: write a note; N: notes mode on or off; F: fill all notes."),
    N_(
        "H: hint (where, why, do it); J and Shift+J: next and previous empty cell, or "
        "the cells the hint concerns."
    ),
    N_("S: say the status; Ctrl+Z: undo; Ctrl+Shift+Z or Ctrl+Y: redo; Ctrl+N: new puzzle."),
    N_("Escape: no cell selected, so that the number pad marks a digit's cells."),
    N_(
        "Reading keys: R reads the cursor's row in one sentence, V its column, B its box; "
        "pressed again, each reads the next one, so R nine times reads the whole board."
    ),
    N_("D: how many of each digit are placed; P: this cell's notes."),
)


def _hidden_single_diagram() -> str:
    """Box 5 of a position where only r5c4 can hold 7, as a table and in words."""
    rows = (("7?", "3", "·"), ("·", "8", "·"), ("·", "·", "1"))
    # "7?" is the cell the diagram is about; "·" an empty cell where 7 cannot go.
    cells = []
    for row in rows:
        tds = "".join(
            f'<td style="border:1px solid #888;width:1.6em;text-align:center">'
            f"{'<b>7</b>' if value == '7?' else escape(value)}</td>"
            for value in row
        )
        cells.append(f"<tr>{tds}</tr>")
    table = (
        f'<table style="border:2px solid #444;border-collapse:collapse" '
        f'summary="{escape(_("Diagram: a hidden single in box 5"))}">{"".join(cells)}</table>'
    )
    words = _(
        "In words: box 5 already holds the digits 3, 8 and 1; a 7 elsewhere in rows 5 and 6 "
        "and in column 6 rules out every other empty cell, so only {cell}, top left, can "
        "hold 7."
    ).format(cell=cell_ref(3, 3))
    return f"{table}<p>{escape(words)}</p>"


def _pointing_diagram() -> str:
    # "(7)": 7 is a candidate there; "x": 7 is removed there.
    row = ("2", "4", "5", "x", "x", "x", "(7)", "(7)", "9")
    tds = "".join(
        f'<td style="border:1px solid #888;width:1.4em;text-align:center">{escape(value)}</td>'
        for value in row
    )
    table = (
        f'<table style="border:2px solid #444;border-collapse:collapse" '
        f'summary="{escape(_("Diagram: pointing in row 1"))}"><tr>{tds}</tr></table>'
    )
    # TRANSLATORS: {first} and {second} are cells; {cells} is the list of the three
    # cells marked x.
    words = _(
        "In words: in box 3, the digit 7 can only go in {first} or {second}, both in row 1; "
        "so 7 cannot go in the empty cells of row 1 outside box 3 (marked x), {cells}."
    ).format(
        first=cell_ref(0, 6),
        second=cell_ref(0, 7),
        cells=fmt.and_list(cell_ref(0, col) for col in (3, 4, 5)),
    )
    return f"{table}<p>{escape(words)}</p>"


def help_html() -> str:
    technique_items = []
    for name, gloss, explanation in _TECHNIQUES:
        # Names kept in Latin script in every language get a translated gloss.
        shown = _(name) if gloss is None else f"{name} ({_(gloss)})"
        technique_items.append(f"{shown}: {_(explanation)}")
    sections = [
        help_section(_("Rules"), (), map(_, _RULES)),
        help_section(_("Playing"), (), map(_, _PLAYING)),
        help_section(_("Notes"), (), map(_, _NOTES)),
        help_section(_("By touch"), (), map(_, _TOUCH)),
        help_section(_("Levels and puzzle codes"), (), map(_, _LEVELS)),
        help_section(_("Hints, undo and redo"), (), map(_, _HINTS)),
        help_section(_("Techniques"), (), [*technique_items, *map(_, _COLOURING)])
        + _hidden_single_diagram()
        + _pointing_diagram(),
        help_section(
            _("Saving and statistics"),
            (),
            (
                _(
                    "The puzzle in progress is saved after every action with its notes, "
                    "time and hints, and the next puzzle of each level is kept ready."
                ),
                _(
                    "A puzzle counts as started at its first digit; starting another leaves "
                    "it started, not solved."
                ),
                _(
                    "Statistics per level: started, solved, solved without hints, best and "
                    "average time, and how solve times and hints per solve spread."
                ),
            ),
        ),
        help_section(_("Your own puzzles and printing"), (), map(_, _OWN)),
        help_section(_("Keys"), (), map(_, _KEYS)),
    ]
    return help_page(_("Sudoku"), sections)
