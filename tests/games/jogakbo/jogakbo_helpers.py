"""Small helpers to write Jogakbo tiles in tests: "r7", "b12'" (the second copy)."""

from __future__ import annotations

from puzzlesuite.games.jogakbo.model import Colour, Tile

_COLOURS = {"r": Colour.RED, "b": Colour.BLUE, "y": Colour.YELLOW, "k": Colour.BLACK}


def tile(text: str) -> Tile:
    copy = 1 if text.endswith("'") else 0
    body = text.rstrip("'")
    return Tile(int(body[1:]), _COLOURS[body[0]], copy)


def tiles(text: str) -> list[Tile]:
    return [tile(part) for part in text.split()]
