"""The shape of Reversi's files, checked by the services before the game sees them.

Structure only; the rules (discs do not overlap, the centre four are occupied, the side
to move can move) are checked by `ReversiGame.from_json`. The names below are the
values of `Colour` and `Level` (a test keeps them equal); importing the AI to get them
would cost start-up time, since settings are read before any window shows.
"""

from puzzlesuite.services.schema import MAX_COUNT, MAX_SECONDS, Bool, Int, Map, Num, Obj, Str

COLOURS = ("black", "white")
LEVELS = ("easy", "normal", "hard")
BOARD = Int(0, 2**64 - 1)  # a bitboard: bit n is square n

SAVE = Obj(
    {
        "game": Obj(
            {
                "version": Int(1, 1000),
                "black": BOARD,
                "white": BOARD,
                "to_move": Str(8, choices=COLOURS),
                "human": Str(8, choices=COLOURS),
                "level": Str(8, choices=LEVELS),
                "seed": Int(0, 2**64 - 1),
                "ply": Int(0, 1000),  # 60 moves and their passes
                "last_move": Int(-1, 63),  # -1: none (a pass, or no move yet)
            },
            required=("version", "black", "white", "to_move", "human", "level", "seed", "ply"),
        ),
        "counted": Bool(),
        "recorded": Bool(),
    },
    required=("game",),
    version=1,
)

# Per opponent: {"easy": {...}, "normal": {...}, "hard": {...}}. A bucket of another
# name (a newer version's opponent) is kept but not shown.
BUCKET = Obj(
    {
        "played": Int(0, MAX_COUNT),
        "wins": Int(0, MAX_COUNT),
        "losses": Int(0, MAX_COUNT),
        "draws": Int(0, MAX_COUNT),
        "play_seconds": Num(0, MAX_SECONDS),
    },
    required=(),
)
STATS = Map(Str(16), BUCKET, max_items=16)

# The opponent and colour chosen for the next game (settings.json, games.reversi).
PREFERENCES = Obj(
    {"opponent": Str(8, choices=LEVELS), "colour": Str(8, choices=COLOURS)}, required=()
)
