"""The shape of Jogakbo's files, checked by the services before the game sees them.

Structure only; the rules (a real date, the tiles of that day's puzzle, each exactly
once, sound group ids) are checked by the screen and `Game.from_dict`.
"""

import string

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

STATS = Obj(
    {
        "completed": Int(0, MAX_COUNT),
        "at_or_under_par": Int(0, MAX_COUNT),
        "play_seconds": Num(0, MAX_SECONDS),
    },
    required=(),
)
