"""Jogakbo's words, as shown and as heard (Qt-free).

Two channels, one source: where the screen shows a short form for the eye (the status
line at the top, the message line), the full sentence a screen reader hears sits beside
it here. Keys are named in How to play and the shortcuts window, never on the screen.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from puzzlesuite.services.i18n import N_, _, fmt, ngettext

from .model import COLOURS, Colour, GroupKind, Tile, display_order, group_kind

_TILE_NAMES = {
    # TRANSLATORS: a tile, e.g. "Red 7". Korean uses the tile colour names 홍/청/황/묵.
    Colour.RED: N_("Red {number}"),
    Colour.BLUE: N_("Blue {number}"),
    Colour.YELLOW: N_("Yellow {number}"),
    Colour.BLACK: N_("Black {number}"),
}
_COLOUR_NAMES = {
    Colour.RED: N_("red"),
    Colour.BLUE: N_("blue"),
    Colour.YELLOW: N_("yellow"),
    Colour.BLACK: N_("black"),
}
_RUN_NAMES = {
    # TRANSLATORS: a valid run of one colour, e.g. "blue run from 4 to 7" (no comma inside:
    # it is read aloud inside "Group 3: …, valid").
    Colour.RED: N_("red run from {low} to {high}"),
    Colour.BLUE: N_("blue run from {low} to {high}"),
    Colour.YELLOW: N_("yellow run from {low} to {high}"),
    Colour.BLACK: N_("black run from {low} to {high}"),
}


def tile_name(tile: Tile) -> str:
    return _(_TILE_NAMES[tile.colour]).format(number=fmt.number(tile.number))


def colour_name(colour: Colour) -> str:
    return _(_COLOUR_NAMES[colour])


def group_content(tiles: Sequence[Tile]) -> str:
    """What a group holds: "blue run from 4 to 7", "set of 7: red, blue and black", or the tiles."""
    ordered = display_order(tiles)
    kind = group_kind(tiles)
    if kind is GroupKind.RUN:
        return _(_RUN_NAMES[ordered[0].colour]).format(
            low=fmt.number(ordered[0].number), high=fmt.number(ordered[-1].number)
        )
    if kind is GroupKind.SET:
        colours = [colour_name(c) for c in COLOURS if any(t.colour is c for t in tiles)]
        # TRANSLATORS: a valid set of one number, e.g. "set of 7: red, blue, black".
        return _("set of {number}: {colours}").format(
            number=fmt.number(ordered[0].number), colours=spoken_list(colours)
        )
    names = spoken_list([tile_name(tile) for tile in ordered])
    # TRANSLATORS: {count} loose tiles, listed by name in {tiles} (one or several).
    return ngettext("{count} tile: {tiles}", "{count} tiles: {tiles}", len(tiles)).format(
        count=fmt.number(len(tiles)), tiles=names
    )


def spoken_list(items: Sequence[str]) -> str:
    """ "red, blue and black" in the current language (`fmt.and_list`)."""
    return fmt.and_list(items)


def validity_text(tiles: Sequence[Tile]) -> str:
    return _("valid") if group_kind(tiles) is not None else _("not valid yet")


def group_name(position: int, tiles: Sequence[Tile]) -> str:
    """Screen-reader name of a group, e.g. "Group 3: blue run from 4 to 7, valid"."""
    return _("Group {number}: {content}, {state}").format(
        number=fmt.number(position), content=group_content(tiles), state=validity_text(tiles)
    )


def moved_shown_text(tile: Tile, position: int) -> str:
    """The message line after a move: the tile and the group it went to (whose tiles are
    in plain sight, so not read out as `group_name` does for screen readers)."""
    return _("{tile} moved to group {number}.").format(
        tile=tile_name(tile), number=fmt.number(position)
    )


def group_title(position: int) -> str:
    return _("Group {number}").format(number=fmt.number(position))


# ---- the status: short on screen, whole when S is pressed ----------------------------------


def status_line(moves: int, par: int, finished: bool) -> str:
    """The line at the top (seed: par is written at the top of the screen): "Moves 4 ·
    Par 7", and "· solved" once Complete was pressed."""
    line = _("Moves {moves} · Par {par} · solved") if finished else _("Moves {moves} · Par {par}")
    return line.format(moves=fmt.number(moves), par=fmt.number(par))


def status_sentence(
    moves: int,
    par: int,
    picked: Tile | None,
    invalid_groups: int,
    in_hand: int,
) -> str:
    """What S says of a puzzle in progress: moves and par, the tile picked, what is left."""
    text = _("Moves {moves}, par {par}.").format(moves=fmt.number(moves), par=fmt.number(par))
    if picked is not None:
        text += " " + _("{tile} is picked.").format(tile=tile_name(picked))
    if in_hand == 0 and invalid_groups == 0:
        return text + " " + every_group_valid_text()
    # TRANSLATORS: {groups} and {tiles} are counts, not lists: the number of groups
    # not valid yet and the number of tiles still in hand, as numerals (0 or more).
    left = _("Groups not valid yet: {groups}. Tiles in hand: {tiles}.").format(
        groups=fmt.number(invalid_groups), tiles=fmt.number(in_hand)
    )
    return text + " " + left


def finished_status_sentence(moves: int, par: int, result: str) -> str:
    """What S says once the puzzle is complete: moves and par, then the result."""
    text = _("Moves {moves}, par {par}.").format(moves=fmt.number(moves), par=fmt.number(par))
    return text + " " + result


# ---- what just happened: the message line and the outcome spoken ---------------------------


def picked_text(tile: Tile) -> str:
    return _("{tile} picked. Choose a group, or New group.").format(tile=tile_name(tile))


def put_down_text(tile: Tile) -> str:
    return _("{tile} put down, no move made.").format(tile=tile_name(tile))


def pick_first_text() -> str:
    return _("Pick a tile first.")


def pick_first_then_new_group_text() -> str:
    return _("Pick a tile first, then New group.")


def already_in_group_text(tile: Tile) -> str:
    return _("{tile} is already in this group.").format(tile=tile_name(tile))


def already_alone_text(tile: Tile) -> str:
    return _("{tile} is already alone in its group.").format(tile=tile_name(tile))


def moved_text(tile: Tile, position: int, tiles: Sequence[Tile]) -> str:
    """A move, heard: the tile and the whole group it joined, read out."""
    return _("{tile} moved. {group}.").format(
        tile=tile_name(tile), group=group_name(position, tiles)
    )


def every_group_valid_text() -> str:
    return _("Every group is valid: press Complete.")


def one_puzzle_a_day_text() -> str:
    return _("There is one puzzle a day; a new one comes tomorrow.")


def new_day_text() -> str:
    return _("A new day: here is today's puzzle.")


def result_copied_text(result: str) -> str:
    return _("Result copied: {result}").format(result=result)


def result_copied_shown() -> str:
    """The message line after Copy result (the words copied are on the card)."""
    return _("Result copied.")


# ---- the result --------------------------------------------------------------------------------


def par_difference(moves: int, par: int) -> str:
    difference = moves - par
    if difference == 0:
        return _("at par")
    if difference < 0:
        # TRANSLATORS: how many moves fewer than par ("2 under par").
        return ngettext("{count} under par", "{count} under par", -difference).format(
            count=fmt.number(-difference)
        )
    # TRANSLATORS: how many moves more than par ("2 over par").
    return ngettext("{count} over par", "{count} over par", difference).format(
        count=fmt.number(difference)
    )


def result_figures(moves: int, par: int) -> str:
    """The result card's figures: moves against par."""
    return _("Moves {moves} · Par {par} · {difference}").format(
        moves=fmt.number(moves), par=fmt.number(par), difference=par_difference(moves, par)
    )


def result_text(day: date, moves: int, par: int) -> str:
    """The shareable result: date, moves and par, never where any tile went."""
    # TRANSLATORS: a number of moves made.
    moves_text = ngettext("{count} move", "{count} moves", moves).format(count=fmt.number(moves))
    return _("Jogakbo, {date}: solved in {moves} (par {par}, {difference})").format(
        date=fmt.date(day),
        moves=moves_text,
        par=fmt.number(par),
        difference=par_difference(moves, par),
    )


def language_samples() -> dict[str, list[str]]:
    """Values for this game's placeholders in the current language (the language
    checks, tools/i18n_rules.py)."""
    tiles = [tile_name(Tile(n, c)) for n, c in zip((3, 7, 12), COLOURS, strict=False)]
    return {"tile": tiles, "colour": [colour_name(c) for c in COLOURS[:3]]}
