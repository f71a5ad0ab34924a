"""Jogakbo rules: tiles, groups, moves and the saved form of a game in progress.

Qt-free. A *puzzle* is what the day deals (table groups, hand, par); a *game* is a
puzzle being played: the same tiles, rearranged by moves.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from puzzlesuite.core.session import SaveError as SaveError  # re-exported: what a save raises

MIN_NUMBER = 1
MAX_NUMBER = 13
COPIES = 2
MIN_GROUP = 3


class Colour(StrEnum):
    """Tile colours, in the order the rules and the display list them."""

    RED = "red"
    BLUE = "blue"
    YELLOW = "yellow"
    BLACK = "black"


COLOURS: tuple[Colour, ...] = (Colour.RED, Colour.BLUE, Colour.YELLOW, Colour.BLACK)
_COLOUR_ORDER = {colour: index for index, colour in enumerate(COLOURS)}


@dataclass(frozen=True)
class Tile:
    """One physical tile. `copy` (0 or 1) tells the two identical tiles apart."""

    number: int
    colour: Colour
    copy: int = 0

    def __post_init__(self) -> None:
        if not MIN_NUMBER <= self.number <= MAX_NUMBER:
            raise ValueError(f"tile number out of range: {self.number}")
        if not 0 <= self.copy < COPIES:
            raise ValueError(f"tile copy out of range: {self.copy}")
        if not isinstance(self.colour, Colour):
            raise ValueError(f"not a colour: {self.colour!r}")

    @property
    def sort_key(self) -> tuple[int, int, int]:
        return (self.number, _COLOUR_ORDER[self.colour], self.copy)

    @property
    def key(self) -> str:
        """Stable text form for saves, e.g. ``"blue-7-1"``."""
        return f"{self.colour.value}-{self.number}-{self.copy}"

    @classmethod
    def from_key(cls, key: str) -> Tile:
        parts = key.split("-")
        if len(parts) != 3:
            raise ValueError(f"bad tile key: {key!r}")
        colour_text, number_text, copy_text = parts
        if not (number_text.isdigit() and copy_text.isdigit()):
            raise ValueError(f"bad tile key: {key!r}")
        return cls(int(number_text), Colour(colour_text), int(copy_text))


def sorted_tiles(tiles: Iterable[Tile]) -> list[Tile]:
    return sorted(tiles, key=lambda tile: tile.sort_key)


class GroupKind(StrEnum):
    SET = "set"
    RUN = "run"


def is_set(tiles: Sequence[Tile]) -> bool:
    """One number, 3 or 4 tiles, every colour different."""
    if not MIN_GROUP <= len(tiles) <= len(COLOURS):
        return False
    numbers = {tile.number for tile in tiles}
    colours = {tile.colour for tile in tiles}
    return len(numbers) == 1 and len(colours) == len(tiles)


def is_run(tiles: Sequence[Tile]) -> bool:
    """One colour, 3+ consecutive numbers, in any display order; no wrap past 13."""
    if len(tiles) < MIN_GROUP:
        return False
    if len({tile.colour for tile in tiles}) != 1:
        return False
    numbers = {tile.number for tile in tiles}
    # distinct numbers spanning exactly len(tiles) values means consecutive
    return len(numbers) == len(tiles) and max(numbers) - min(numbers) == len(tiles) - 1


def group_kind(tiles: Sequence[Tile]) -> GroupKind | None:
    """What a group is, or None while it is not valid (yet)."""
    if is_set(tiles):
        return GroupKind.SET
    if is_run(tiles):
        return GroupKind.RUN
    return None


def is_valid_group(tiles: Sequence[Tile]) -> bool:
    return group_kind(tiles) is not None


def display_order(tiles: Iterable[Tile]) -> list[Tile]:
    """The tidy order a freshly dealt group is shown in (numbers, then colours)."""
    return sorted_tiles(tiles)


@dataclass(frozen=True)
class Puzzle:
    """A dealt position: table groups, hand and par. Immutable."""

    date: str
    groups: tuple[tuple[Tile, ...], ...]
    hand: tuple[Tile, ...]
    par: int

    def all_tiles(self) -> frozenset[Tile]:
        tiles = set(self.hand)
        for group in self.groups:
            tiles.update(group)
        return frozenset(tiles)

    def tile_keys(self) -> list[str]:
        return sorted(tile.key for tile in self.all_tiles())

    def to_dict(self) -> dict[str, Any]:
        return {
            "date": self.date,
            "groups": [[tile.key for tile in group] for group in self.groups],
            "hand": [tile.key for tile in self.hand],
            "par": self.par,
        }


class OtherPuzzleError(SaveError):
    """A sound save, but of another day or another set of tiles."""


@dataclass
class Group:
    """A group on the table. `gid` stays the same while the group exists."""

    gid: int
    tiles: list[Tile] = field(default_factory=list)

    @property
    def kind(self) -> GroupKind | None:
        return group_kind(self.tiles)

    @property
    def is_valid(self) -> bool:
        return self.kind is not None


HAND = -1  # location of a tile in the hand


class Game:
    """A puzzle being played. Moves only; no undo by design."""

    def __init__(self, puzzle: Puzzle) -> None:
        self.puzzle = puzzle
        self.groups: list[Group] = [
            Group(index + 1, list(tiles)) for index, tiles in enumerate(puzzle.groups)
        ]
        self.hand: list[Tile] = list(puzzle.hand)
        self.moves = 0
        self._next_gid = len(self.groups) + 1

    # --- queries -------------------------------------------------------------
    def group(self, gid: int) -> Group:
        for group in self.groups:
            if group.gid == gid:
                return group
        raise KeyError(gid)

    def has_group(self, gid: int) -> bool:
        return any(group.gid == gid for group in self.groups)

    def location(self, tile: Tile) -> int:
        """HAND, or the gid of the group holding the tile."""
        if tile in self.hand:
            return HAND
        for group in self.groups:
            if tile in group.tiles:
                return group.gid
        raise KeyError(tile)

    def group_index(self, gid: int) -> int:
        """Position of a group on the table (0-based), used for display numbers."""
        for index, group in enumerate(self.groups):
            if group.gid == gid:
                return index
        raise KeyError(gid)

    @property
    def is_solved(self) -> bool:
        return not self.hand and all(group.is_valid for group in self.groups)

    @property
    def touched(self) -> bool:
        return self.moves > 0

    # --- moves -----------------------------------------------------------------
    def move_to_group(self, tile: Tile, gid: int) -> bool:
        """Add a tile at the end of a group. Returns False (no move) if it is already there."""
        if not self.has_group(gid):
            raise KeyError(gid)
        source = self.location(tile)
        if source == gid:
            return False
        self._take(tile, source)
        self.group(gid).tiles.append(tile)
        self.moves += 1
        return True

    def can_move_to_new_group(self, tile: Tile) -> bool:
        source = self.location(tile)
        return source == HAND or len(self.group(source).tiles) > 1

    def move_to_new_group(self, tile: Tile) -> int | None:
        """Start a new group with the tile alone; returns its gid, None if pointless.

        A tile already alone in its group gains nothing by moving, so that is no move.
        """
        if not self.can_move_to_new_group(tile):
            return None
        self._take(tile, self.location(tile))
        gid = self._next_gid
        self._next_gid += 1
        self.groups.append(Group(gid, [tile]))
        self.moves += 1
        return gid

    def _take(self, tile: Tile, source: int) -> None:
        if source == HAND:
            self.hand.remove(tile)
            return
        group = self.group(source)
        group.tiles.remove(tile)
        if not group.tiles:  # empty groups vanish
            self.groups.remove(group)

    # --- saving -------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {
            "date": self.puzzle.date,
            "tiles": self.puzzle.tile_keys(),
            "groups": [
                {"gid": group.gid, "tiles": [tile.key for tile in group.tiles]}
                for group in self.groups
            ],
            "hand": [tile.key for tile in self.hand],
            "moves": self.moves,
            "next_gid": self._next_gid,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], puzzle: Puzzle) -> Game:
        """Restore a saved game of `puzzle`; SaveError if damaged or for another puzzle."""
        try:
            return cls._restore(data, puzzle)
        except SaveError:
            raise
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            raise SaveError(f"damaged save: {error}") from error

    @classmethod
    def _restore(cls, data: Mapping[str, Any], puzzle: Puzzle) -> Game:
        if data["date"] != puzzle.date:
            raise OtherPuzzleError("save is for another day")
        if list(data["tiles"]) != puzzle.tile_keys():
            raise OtherPuzzleError("save is for another puzzle")
        hand = [Tile.from_key(key) for key in _str_list(data["hand"])]
        groups: list[Group] = []
        for entry in data["groups"]:
            gid = entry["gid"]
            tiles = [Tile.from_key(key) for key in _str_list(entry["tiles"])]
            if not _is_count(gid) or gid == 0 or not tiles:
                raise SaveError("bad group in save")
            groups.append(Group(gid, tiles))
        placed = list(hand) + [tile for group in groups for tile in group.tiles]
        if len(placed) != len(set(placed)) or set(placed) != puzzle.all_tiles():
            raise SaveError("tiles in save do not match the puzzle")
        gids = [group.gid for group in groups]
        moves, next_gid = data["moves"], data["next_gid"]
        if len(set(gids)) != len(gids) or not (_is_count(moves) and _is_count(next_gid)):
            raise SaveError("bad counters in save")
        if gids and next_gid <= max(gids):
            raise SaveError("bad counters in save")
        game = cls(puzzle)
        game.groups, game.hand, game.moves, game._next_gid = groups, hand, moves, next_gid
        return game


def _is_count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _str_list(value: object) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise SaveError("expected a list of tile keys")
    return value
