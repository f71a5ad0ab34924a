"""How to play Jogakbo. Qt-free."""

from __future__ import annotations

from puzzlesuite.core.helppage import help_page, help_section
from puzzlesuite.services.i18n import N_, _, pgettext

TIPS = "Tips"  # translated with its own context: games need different words for it
TOUCH = "Playing by touch"  # its own context too: each game words its touch section

# (heading, bullets); translated only when the page is shown. Short sections of short
# bullets (issue 20: the page was a wall of text).
_SECTIONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        N_("What Jogakbo is"),
        (
            N_(
                "The table holds groups of numbered tiles and your hand holds a few tiles "
                "with no place yet."
            ),
            N_("Put every hand tile on the table so that every group is valid."),
            N_("There is no arithmetic, only two shapes of group."),
            N_(
                "The hand never fits as it is: you must take groups on the table apart and "
                "build them again."
            ),
            N_("A messy table halfway through is normal."),
        ),
    ),
    (
        N_("Groups"),
        (
            N_(
                "A set is one number in 3 or 4 different colours, such as red 7, blue 7 and "
                "black 7."
            ),
            N_("A run is one colour with 3 or more numbers in a row, such as blue 4, 5 and 6."),
            N_("Numbers go from 1 to 13 and never wrap around."),
            N_(
                "The order the tiles are shown in does not matter: a tile added later sits "
                "at the end of the row, and the group still counts."
            ),
            N_(
                "Tiles come in four colours, each with its own mark: red ●, blue ■, yellow "
                "▲ and black ◆."
            ),
            N_("Every tile exists twice, so two identical tiles are fine."),
        ),
    ),
    (
        N_("Moves and par"),
        (
            N_(
                "Pick a tile (it is lifted and outlined), then choose a group to add it "
                "there, or New group to start a group with that tile alone."
            ),
            N_("Pick the same tile again to put it down."),
            N_("Picking costs nothing; every tile moved is one move."),
            N_("There is no undo, so putting a tile back costs another move."),
            N_(
                "A group that is not valid yet gets a red border, a ! mark and the words "
                '"not valid yet". It only warns.'
            ),
            N_("When the hand is empty and every group is valid, Complete becomes available."),
            N_("Par is the number of moves when every tile that has to move moves exactly once."),
            N_("The puzzle is checked so that no shorter finish exists."),
            N_("Going over par still completes the puzzle."),
        ),
    ),
    (
        N_("Keys"),
        (
            N_(
                "Keyboard: Left and Right go through groups and tiles in reading order, Up "
                "and Down go to the group above or below."
            ),
            N_(
                "Space or Enter picks a tile or places it in the group in focus, N (New "
                "group) starts a new group and Esc puts the tile down."
            ),
        ),
    ),
    (
        N_("Quick keys with a screen reader"),
        (
            N_(
                "Up and Down go to the group above or below on screen, and from the last "
                "row to the hand; Home and End go to the first group and the last tile in "
                "hand."
            ),
            N_(
                "S says your moves and par, the tile you picked and what is left to do, then "
                "the last outcome again."
            ),
        ),
    ),
    (
        TOUCH,
        (
            N_(
                "Tap a tile to pick it, then tap a group or New group to place it. Tap the "
                "picked tile again to put it down."
            ),
            N_("Tap Complete when every group is valid."),
            N_(
                "A tap counts when your finger lifts: slide off a tile to change your mind. "
                "Two fingers never move a tile."
            ),
            N_("Pinch to zoom the table in or out; zoomed in, drag with one finger to scroll."),
            N_(
                "Tiles are at least 7 mm wide on a 13-inch laptop screen at every zoom, "
                "large enough for a finger."
            ),
        ),
    ),
    (
        N_("One puzzle a day"),
        (
            N_(
                "Everyone gets the same puzzle on the same day, made on this computer from "
                "the date."
            ),
            N_("After your first move the position is saved, so you can come back to it."),
            N_(
                "When you finish, you can copy a result with the date and your moves against "
                "par; it never says where any tile went."
            ),
        ),
    ),
    (
        # TRANSLATORS: a help heading; Korean says 요령 here (seed page), 팁 in Block Puzzle.
        TIPS,
        (
            N_(
                "Picture the end before you move. Decide for each hand tile which group it "
                "will belong to, and start moving only when the picture is complete."
            ),
            N_(
                "Take from places that do not fall apart: a run or set of four still has "
                "three tiles after giving one away. Touch groups of three last."
            ),
            N_(
                "Take from the ends of a run, never the middle: taking blue 6 out of blue 4 "
                "to 8 leaves two pieces of two tiles, and both stop counting."
            ),
            N_(
                "Count pairs in your hand first. Two tiles of one number, or two in a row, "
                "need just one more tile: finding it on the table is usually the first clue."
            ),
            N_(
                "Trade between sets and runs. With red 9 and blue 9 in your hand, look for "
                "black 9 or yellow 9 at the end of a long run: the run survives without it, "
                "and one move saves both hand tiles."
            ),
            N_(
                "It works the other way too: two in a row in your hand can take the colour "
                "they need from a set of four."
            ),
            N_(
                "Look for guests. Two or three tiles on the table really belong to other "
                "groups; they sit at the end of a run or make a set of four. Those are "
                "the tiles to bring back."
            ),
            N_(
                "Splitting a run of six or more into two runs costs a move per tile moved, "
                "so check first whether taking single tiles from the ends is enough."
            ),
            N_(
                "Every tile exists twice. Two red 3s cannot share a run, but each can go "
                "into a different one. If the tile you need seems to be missing, look for "
                "its twin."
            ),
            N_(
                "If Complete stays unavailable, look for a red border: often a tile left "
                "alone in a new group. If you get lost, put a tile back where it was: the "
                "group comes back, only the move count grows."
            ),
        ),
    ),
)


def heading_text(heading: str) -> str:
    if heading == TIPS:
        return pgettext("Jogakbo help", "Tips")
    if heading == TOUCH:
        # TRANSLATORS: a help heading: how to play with a finger on a touchscreen.
        return pgettext("Jogakbo help", "Playing by touch")
    return _(heading)


def statistics_section() -> str:
    """How the Statistics tab counts a game ("Played" as the spec defines it)."""
    return help_section(
        _("Statistics"),
        [
            _(
                "A puzzle counts once, when you complete it, together with how many moves "
                "over par it took."
            )
        ],
    )


def help_html() -> str:
    sections = (
        help_section(heading_text(heading), [], map(_, bullets)) for heading, bullets in _SECTIONS
    )
    return help_page(_("Jogakbo"), [*sections, statistics_section()])
