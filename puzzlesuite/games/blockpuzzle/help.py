"""How-to-play page for Block Puzzle (no Qt): short sections of short bullets."""

from __future__ import annotations

from puzzlesuite.core.helppage import help_page, help_section
from puzzlesuite.services.i18n import _, pgettext


def statistics_section() -> str:
    """How the Statistics tab counts a game ("Played" as the spec defines it)."""
    return help_section(
        _("Statistics"),
        [_("A game counts as played once you place its first piece; only the best score is kept.")],
    )


def help_html() -> str:
    """The How-to-play page in the current language."""
    sections = [
        help_section(
            _("The board and the tray"),
            [],
            [
                _("The board has 8×8 cells. The tray under it holds 3 pieces."),
                _(
                    "A used slot stays empty; the next 3 pieces arrive only after you have "
                    "placed all 3."
                ),
                _(
                    "The game ends when none of the pieces left in the tray fits anywhere on "
                    "the board."
                ),
                _("There are no levels: only your score counts."),
            ],
        ),
        help_section(
            _("The pieces"),
            [],
            [
                _(
                    "Pieces come from a fixed set of 19 shapes and never rotate or flip: a "
                    "single square, bars of 2 to 5 cells (horizontal and vertical), a 2×2 and "
                    "a 3×3 square, and the corners of a 2×2 and of a 3×3."
                ),
                _("New pieces are drawn at random and never look at your board."),
            ],
        ),
        help_section(
            _("Placing pieces"),
            [],
            [
                _("Drag a piece from the tray onto the board."),
                _(
                    "It is drawn on the grid exactly where it will land: one row above the "
                    "cell under the pointer, centred on it (for an even width, the pointer is "
                    "on the right one of the two middle columns)."
                ),
                _(
                    "Where it fits, the piece is drawn filled with an outline; where it does "
                    "not fit, only a dashed outline."
                ),
                _(
                    "Letting go where it does not fit does nothing: the piece goes back to the "
                    "tray."
                ),
                _(
                    "Or click a piece to select it, then click a cell: the leftmost filled cell of "
                    "the piece's top row lands on that cell."
                ),
            ],
        ),
        help_section(
            _("By touch"),
            [],
            [
                _(
                    "Drag a piece from the tray with your finger: it rides one row above your "
                    "finger so you can see where it lands. Lift your finger to place it."
                ),
                _(
                    "Or tap a piece, then tap a cell: the leftmost filled cell of the piece's "
                    "top row lands there."
                ),
                _("Two fingers never place a piece: spread or pinch them to zoom the board."),
                _(
                    "At every zoom the cells are big enough for a finger on a 13-inch screen "
                    "(7 mm or more)."
                ),
            ],
        ),
        help_section(
            _("Keys"),
            [],
            [
                _(
                    "With the keyboard: press 1, 2 or 3 (or Tab and Shift+Tab) to pick a "
                    "piece, move the cursor with the arrow keys, and press Enter or Space to "
                    "place it."
                ),
                _("Esc cancels the selection. Ctrl+Z undoes."),
            ],
        ),
        help_section(
            _("Quick keys with a screen reader"),
            [],
            [
                _(
                    "J and Shift+J jump to the next and previous cell where the selected "
                    "piece fits."
                ),
                _("C lists every cell it would cover."),
                _("S says the score and the pieces in the tray, then the last outcome again."),
                _("The tray says which cell of the piece goes on the cursor."),
                _(
                    "Reading keys: R reads the cursor's row in one sentence and V its column "
                    "(pressed again, the next one); T reads the three pieces of the tray."
                ),
            ],
        ),
        help_section(
            _("Clearing lines"),
            [],
            [
                _(
                    "While you hold a piece, every row and column that this placement would "
                    "complete is highlighted along its whole length, with a border."
                ),
                _("When the piece lands, all full rows and columns empty at once."),
                _("Only rows and columns clear."),
            ],
        ),
        help_section(
            _("Score"),
            [],
            [
                _("Each cell of a placed piece scores 1 point."),
                _(
                    "Clearing n lines with one placement adds 10 × n × (n + 1) / 2: 1 line gives "
                    "10, 2 lines 30, 3 lines 60."
                ),
                _(
                    "There is no combo bonus for clears on consecutive turns. Only your best "
                    "score is kept."
                ),
            ],
        ),
        help_section(
            _("Undo and saving"),
            [],
            [
                _(
                    "Undo is free and unlimited (the last 2000 placements). It restores the board, "
                    "the tray, the score and the lines cleared; the pieces to come never change."
                ),
                _(
                    "There are no hints and no rescue. When nothing fits, the game stands "
                    "and a new board starts for free."
                ),
                _(
                    "The game is saved after every placement and reopens exactly where you left "
                    "it, without its undo history."
                ),
            ],
        ),
        help_section(
            # TRANSLATORS: a help heading; Korean says 팁 here (seed page), 요령 in Jogakbo.
            pgettext("Block Puzzle help", "Tips"),
            [],
            [
                _(
                    "Where you place a piece never changes what it scores: each of its cells is "
                    "worth 1 point wherever it lands."
                ),
                _(
                    "The only part of the score you control is the clear bonus, and a single "
                    "line already gives 10, more than the biggest piece, which gives 9."
                ),
                _(
                    "Clear lines together: a row and a column at once give 30 points, the same "
                    "two lines on separate turns only 10 each."
                ),
                _(
                    "Keep room for a 3×3 square and a 5-cell bar: new pieces never look at your "
                    "board."
                ),
                _("Place the awkward piece first, while there is still room for it."),
                _(
                    "Use the highlight before you decide: move a piece over two or three candidate "
                    "cells and watch which rows and columns light up. Comparing costs nothing, and "
                    "letting go where it does not fit does nothing either."
                ),
                _(
                    "Treat Undo as a way to look: place a piece, read the board it leaves, and "
                    "take it back if you do not like it. The tray comes back exactly as it was."
                ),
            ],
        ),
    ]
    sections.append(statistics_section())
    return help_page(_("Block Puzzle"), sections)
