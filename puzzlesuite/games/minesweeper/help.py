"""How to play Minesweeper. Qt-free."""

from __future__ import annotations

from html import escape

from puzzlesuite.core.helppage import help_page, help_section
from puzzlesuite.services.i18n import N_, _

# (heading, paragraphs, bullets); translated only when the page is shown. Short
# sections of short bullets (issue 20: the page was a wall of text).
_SECTIONS: tuple[tuple[str, tuple[str, ...], tuple[str, ...]], ...] = (
    (
        N_("Board and winning"),
        (),
        (
            N_("Some covered cells hide mines."),
            N_(
                "Reveal a safe cell and it shows how many of its up to eight neighbours "
                "hide a mine; a cell with no mine around opens its neighbours by itself."
            ),
            N_("Reveal every safe cell to win; flags are not needed to win."),
            N_("Revealing a mine ends the game."),
        ),
    ),
    (
        N_("Flags and chords"),
        (),
        (
            N_(
                "Flags mark cells you believe hide mines; a flagged cell cannot be revealed "
                "until you take the flag away."
            ),
            N_(
                "The counter shows mines minus flags, so it goes below zero when there are "
                "too many flags."
            ),
            N_("Question marks are off by default; turn them on beside the board."),
            N_(
                "Chord: on a number with exactly that many flags around it, revealing the "
                "number opens all its other covered neighbours at once."
            ),
            N_("A wrong flag there can lose the game."),
        ),
    ),
    (
        N_("No guessing, ever"),
        (),
        (
            N_(
                "The mines are placed after your first click, never on that cell or its "
                "neighbours, so the first cell always opens an area."
            ),
            N_(
                "Every board can be solved by logic alone from that first opening: at every "
                "moment some covered cell can be proven safe or a mine from the numbers "
                "shown and the total number of mines."
            ),
            N_("The game checks this before you see the board."),
        ),
    ),
    (
        N_("Levels and codes"),
        (),
        (
            N_(
                "Beginner is 9 × 9 with 10 mines, Intermediate 16 × 16 with 40 and Expert "
                "30 × 16 with 99."
            ),
            N_("Custom boards go from 5 to 50 wide and 5 to 30 high."),
            N_(
                "Up to Expert's share of mines every Custom board works; above it a size may "
                "be refused before the first click, and the game offers the largest mine "
                "count that works."
            ),
            N_(
                "Each board has a code, such as M-30x16x99-482133-r5c7: size, mines, board "
                "number and first cell."
            ),
            N_("Type a code beside the board to play that board again or share it."),
        ),
    ),
    (
        N_("Hints"),
        (),
        (
            N_("Hints are free and unlimited, and there is no undo."),
            N_(
                "A hint shows one step of the logic, never a guess: one covered cell that is "
                "provably safe or a mine, the numbers that prove it, and one sentence saying "
                "why."
            ),
            N_("Press H again to carry it out."),
            N_("If one of your flags is wrong, the hint says so first."),
            N_("Before the first click, any cell is safe."),
            N_(
                "After a loss the game tells you whether the mine could have been known, and "
                "marks the numbers that prove it on the board. That never counts as a hint."
            ),
            N_(
                "Hints used are counted in the end message and the statistics; they never "
                "lock anything."
            ),
        ),
    ),
    (
        N_("Keys"),
        (
            N_(
                "A screen reader reads every cell by row and column with what it shows, and "
                "says how many cells opened after each move, and every hint."
            ),
        ),
        (
            N_("Arrow keys: move the cursor."),
            N_("Space or Enter: reveal the cell, or chord on a number."),
            N_("F: flag, or with question marks on: flag, question mark, covered."),
            N_("H: hint; H again: carry it out."),
            N_("J and Shift+J: the next or previous covered cell beside a number."),
            N_("S: mines left, level and hints used."),
            N_(
                "R and V: the cursor's row or column in one sentence (again: the next "
                "one); A: the cells around the cursor; M: mines left and covered cells."
            ),
            N_("Ctrl+N: a new board at the chosen level."),
        ),
    ),
    (
        N_("Mouse"),
        (),
        (
            N_("Left click: reveal; on a number: chord."),
            N_("Right click: flag."),
            N_("Middle click, or both buttons: chord."),
        ),
    ),
    (
        N_("Touch"),
        (),
        (
            N_("Tap: reveal; on a number whose flags are all placed: chord."),
            N_(
                "Hold a finger on a cell until the ring around it closes: flag. Let go "
                "sooner and it is a tap."
            ),
            N_(
                "Flag mode, under the board: a tap or a left click flags, and a long press "
                "or a right click reveals."
            ),
            N_(
                "A finger that slides off its cell before lifting does nothing; two fingers "
                "never play; pinch to zoom."
            ),
            N_(
                "On a 13-inch screen, Intermediate and Expert cells are just big enough for "
                "a finger at 100 % zoom; 125 % is more comfortable."
            ),
        ),
    ),
    (
        N_("Saving and statistics"),
        (),
        (
            N_("The game is saved after every action and resumed exactly."),
            N_("There is no clock on screen; the time goes to the statistics only."),
            N_(
                "A game counts as played from the first click; a new board started halfway "
                "leaves it played, never lost."
            ),
            N_(
                "Beginner, Intermediate and Expert keep games played, won, won without "
                "hints, best time, average winning time and how the winning times spread; "
                "Custom keeps games played and won."
            ),
        ),
    ),
)


def _numbers_diagram() -> str:
    """A mine and its eight neighbours, as a small table and in words (a picture of what
    a number means, beside the first section's text)."""
    flag = "\N{BLACK FLAG}"
    rows = (("1", "1", "1"), ("1", flag, "1"), ("1", "1", "1"))
    cells = "".join(
        "<tr>"
        + "".join(
            f'<td style="border:1px solid #888;width:1.6em;text-align:center">'
            f"{'<b>' + value + '</b>' if value == flag else escape(value)}</td>"
            for value in row
        )
        + "</tr>"
        for row in rows
    )
    # Outside the f-string: the extractor does not look inside one.
    summary = escape(_("Diagram: a flagged mine and the numbers around it"))
    table = (
        f'<table style="border:2px solid #444;border-collapse:collapse" summary="{summary}">'
        f"{cells}</table>"
    )
    words = _(
        "In words: the flagged cell in the middle hides a mine; each of the eight cells "
        "around it shows 1, the one mine it touches."
    )
    return f"{table}<p>{escape(words)}</p>"


def help_html() -> str:
    sections = [
        help_section(_(heading), map(_, paragraphs), map(_, bullets))
        for heading, paragraphs, bullets in _SECTIONS
    ]
    sections[0] += _numbers_diagram()  # the picture beside the rules it shows
    return help_page(_("Minesweeper"), sections)
