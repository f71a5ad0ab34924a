"""The shape of Block Puzzle's files, checked by the services before the game sees them.

Structure only; the rules (no full row on the board, a known shape in the tray, at
least one piece left) are checked by `BlockPuzzle.from_json`. Kept free of imports from
the model so that reading the files costs no game code at start-up.
"""

from puzzlesuite.services.schema import (
    MAX_COUNT,
    MAX_SECONDS,
    Bool,
    Int,
    List,
    Nullable,
    Num,
    Obj,
    Str,
)

BOARD_ROW = Str(8, charset=".1234567")  # '.' empty, else the family (1–7) that filled it

SAVE = Obj(
    {
        "game": Obj(
            {
                "version": Int(1, 1000),
                "seed": Int(0, 2**64 - 1),
                "refills": Int(1, 2**40),
                "board": List(BOARD_ROW, min_len=8, max_len=8),
                "tray": List(Nullable(Str(32)), min_len=3, max_len=3),
                "score": Int(0, MAX_COUNT),
                "lines": Int(0, MAX_COUNT),
                "moves": Int(0, MAX_COUNT),
            }
        ),
        "counted": Bool(),
        "best_before": Int(0, MAX_COUNT),  # the best kept when the game first counted
    },
    required=("game",),
    version=1,
)

STATS = Obj(
    {
        "games_played": Int(0, MAX_COUNT),
        "best_score": Int(0, MAX_COUNT),
        "lines_cleared": Int(0, MAX_COUNT),
        "play_seconds": Num(0, MAX_SECONDS),
    },
    required=(),
)

# settings.json → games.blockpuzzle: what the game remembers of the player.
PREFERENCES = Obj(
    {"lift_explained": Bool()},  # the first drag's sentence on the lift has been shown
    required=(),
)
