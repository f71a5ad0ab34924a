"""How to play Reversi. Qt-free.

Short sections of short bullets (issue 20: the page was a wall of text); every sentence
is still one the seed page and the spec stand behind.
"""

from __future__ import annotations

from puzzlesuite.core.helppage import help_page, help_section
from puzzlesuite.services.i18n import N_, _

# (heading, opening paragraphs, bullets); translated only when the page is shown.
_SECTIONS: tuple[tuple[str, tuple[str, ...], tuple[str, ...]], ...] = (
    (
        N_("Board and winning"),
        (),
        (
            N_(
                "The board has 8×8 squares and starts with four discs crossed in the "
                "centre: two black, two white."
            ),
            N_("Black always moves first."),
            N_("You choose your colour before the game; the CPU plays the other one."),
            N_("The game ends when neither side can move, usually on a full board."),
            N_("The side with more discs wins; equal counts are a draw."),
            N_("Both counts are always shown: they describe the board, they are not a score."),
        ),
    ),
    (
        N_("Placing a disc"),
        (),
        (
            N_(
                "Place a disc on an empty square so that one or more of the CPU's discs "
                "lie in a straight line between it and one of your discs, in any of the 8 "
                "directions."
            ),
            N_("Every line closed this way turns over at once."),
            N_("You cannot turn fewer, choose lines, or skip a move while one exists."),
            N_(
                "A line of the CPU's discs that runs into an empty square or the edge of "
                "the board turns nothing over."
            ),
            N_(
                "Discs are never removed, so every move adds one disc and a game has at most "
                "60 moves."
            ),
        ),
    ),
    (
        N_("What the board shows"),
        (),
        (
            N_(
                "On your turn every legal square shows a small dot, and only those squares "
                "accept a click."
            ),
            N_("The dots show the rules, never advice: they do not rank moves."),
            N_(
                "The last disc placed carries a small ring, and the discs it turned are "
                "drawn turning over, so the CPU's reply is easy to follow."
            ),
        ),
    ),
    (
        N_("Passing and the end"),
        (),
        (
            N_("A side with no legal move is skipped automatically; there is no pass button."),
            N_("A short quiet notice says whose turn was skipped."),
            N_("Avoid being skipped: it gives the other side two moves in a row."),
            N_("At the end you get only the result, win, loss or draw, and the two final counts."),
            N_("No score, no rating. A new game is always free."),
        ),
    ),
    (
        N_("Choosing an opponent"),
        (
            N_(
                "Choose your opponent beside the board. All three play by the same rules "
                "on the same board, see nothing that is not on screen, and are available "
                "from the start."
            ),
        ),
        (
            N_(
                "Easy does not value corners and gives them away: the cheapest way to learn "
                "what a corner does. It plays with some chance."
            ),
            N_(
                "Normal weighs mobility, how many moves each side has, together with the "
                "value of squares. It never plays randomly."
            ),
            N_(
                "Hard searches ahead until it has examined 12,000 positions and plays the "
                "best move of the deepest search it finished. No opening book, no stored "
                "endgames. It never plays randomly."
            ),
            N_(
                "The CPU waits about half a second before it searches, so its turn is "
                "visible as a turn. It only computes after a disc is placed, never while "
                "you look at the board."
            ),
            N_(
                "The other choice is Black · first or White · second. A change applies from "
                "the next game; the game in progress keeps its colours."
            ),
            N_(
                "Press Start (or Enter) to begin. New game and Play again start at once "
                "with the choice beside the board."
            ),
        ),
    ),
    (
        N_("Keys"),
        (),
        (
            N_(
                "Keyboard: the arrow keys move the cursor over the board and Enter or Space "
                "places a disc."
            ),
            N_(
                "A screen reader announces each square's name and contents, and the moves, "
                "turned discs and passes as they happen."
            ),
            N_(
                "Keys for quick play with a screen reader: J and Shift+J jump to the next "
                "and previous legal move; S says the disc counts and whose turn it is, then "
                "the last move again."
            ),
            N_(
                "Reading keys: R reads the cursor's row in one sentence and V its column "
                "(pressed again, the next one); X reads the two diagonals through the cursor."
            ),
        ),
    ),
    (
        N_("Playing by touch"),
        (),
        (
            N_("Tap a cell with a dot to place your disc; a tap anywhere else does nothing."),
            N_(
                "Pinch to zoom the board, and drag a zoomed board with one finger. Two "
                "fingers never place a disc."
            ),
            N_("On a 13-inch screen the cells are large enough for a finger at every zoom."),
        ),
    ),
    (
        N_("Undo, saving and statistics"),
        (),
        (
            N_("Undo is free and unlimited."),
            N_(
                "It goes back to your last decision: your move, the CPU's reply and any "
                "passes in between leave the board together."
            ),
            N_(
                "The CPU's reply depends only on the game and the moves so far: undo, "
                "play the same square, and the same reply comes."
            ),
            N_("Try another square to compare two real continuations. There are no hints."),
            N_("The game in progress is saved with whose turn it is."),
            N_(
                "Statistics are kept per opponent: games played, wins, losses, draws and "
                "total time."
            ),
            N_(
                "A game counts as played the moment it starts, so Played also includes games "
                "left unfinished; only finished games count as a win, a loss or a draw, and a "
                "game left unfinished is never a loss."
            ),
        ),
    ),
    (
        N_("Corners, edges and mobility"),
        (),
        (
            N_(
                "A disc in a corner can never be turned again: no line through a corner can "
                "be closed beyond it."
            ),
            N_("Discs on an edge are safer than discs in the middle."),
            N_(
                "The squares next to an empty corner are dangerous, the diagonal one most "
                "of all: a disc there helps the other side reach the corner."
            ),
            N_("Having more discs in the middle of the game does not mean you are ahead."),
            N_("Count how many moves you will have as well: a side with no move must pass."),
        ),
    ),
)


def help_html() -> str:
    sections = (
        help_section(_(heading), map(_, paragraphs), map(_, bullets))
        for heading, paragraphs, bullets in _SECTIONS
    )
    return help_page(_("Reversi"), sections)
