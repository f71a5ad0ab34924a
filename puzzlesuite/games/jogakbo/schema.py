"""The shape of Jogakbo's files, checked by the services before the game sees them.

Structure only; the rules (a real date, the tiles of that day's puzzle, each exactly
once, sound group ids) are checked by the session's codec (`JogakboSession`, through
`Game.from_dict`).
"""

import string
from typing import Any

from puzzlesuite.services.schema import MAX_COUNT, MAX_SECONDS, Bool, Int, List, Num, Obj, Str

MAX_TILES = 13 * 4 * 2  # every tile of the set, twice
MAX_MOVES = 1_000_000  # nobody moves a tile a million times; Babel formats it fine
TILE_KEY = Str(16, charset=string.ascii_lowercase + string.digits + "-")  # "blue-7-1"
TILES = List(TILE_KEY, max_len=MAX_TILES)

SAVE = Obj(
    {
        "date": Str(10, charset=string.digits + "-"),  # ISO date, checked as a date
        "tiles": TILES,
        "groups": List(
            Obj({"gid": Int(1, 10 * MAX_MOVES), "tiles": List(TILE_KEY, 1, MAX_TILES)}),
            max_len=MAX_TILES,
        ),
        "hand": TILES,
        "moves": Int(0, MAX_MOVES),
        "next_gid": Int(1, 10 * MAX_MOVES),
        "completed": Bool(),
    },
    required=("date", "tiles", "groups", "hand", "moves", "next_gid"),
    version=1,
)

FROM_PAR_BUCKETS = 5  # at par, +1, +2, +3, +4 or more (par is proven minimal)


def _counted_before_charts(record: object, key: str) -> int:
    """A version-1 count, or 0 when it is not one (salvage then judges the rest)."""
    value = record.get(key) if isinstance(record, dict) else None
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else 0


def _stats_from_v1(record: dict[str, Any]) -> dict[str, Any]:
    """Version 1 counted finishes without their distance from par: they stay counted,
    and are named as not in the chart rather than guessed into a bucket."""
    if not isinstance(record, dict):  # a foreign file: the schema will refuse it
        return record
    return {**record, "before_charts": _counted_before_charts(record, "completed")}


STATS = Obj(
    {
        "completed": Int(0, MAX_COUNT),
        "at_or_under_par": Int(0, MAX_COUNT),  # at par: nothing is under it
        "play_seconds": Num(0, MAX_SECONDS),
        "from_par": List(Int(0, MAX_COUNT), FROM_PAR_BUCKETS, FROM_PAR_BUCKETS),
        "before_charts": Int(0, MAX_COUNT),  # finishes from version 1, not in the chart
    },
    required=(),
    version=2,
    migrations={1: _stats_from_v1},
)
