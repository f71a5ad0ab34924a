"""The files Lamps keeps (services/schema.py checks every read and write against them)."""

from puzzlesuite.services.schema import MAX_COUNT, MAX_SECONDS, Bool, Int, List, Num, Obj, at_most

SAVE = Obj(
    {
        "game": Obj(
            {
                "version": Int(1, 1),
                "seed": Int(0, 2**64 - 1),
                "lit": List(Bool(), 16, 16),
                "presses": Int(0, MAX_COUNT),
            }
        ),
        "counted": Bool(),  # this game already counted as played
    },
    required=("game",),
)

STATS = Obj(
    {
        "played": Int(0, MAX_COUNT),
        "solved": Int(0, MAX_COUNT),
        "fewest_presses": Int(0, MAX_COUNT),
        "play_seconds": Num(0, MAX_SECONDS),
    },
    required=(),
    rules=(at_most("solved", "played"),),
)
