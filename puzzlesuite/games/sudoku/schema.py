"""The shape of Sudoku's files, checked by the services before the game sees them.

Structure only; the rules (the solution is a solved grid, the givens are in it and on
the board) are checked by `SudokuGame.from_dict`. The level names are the values of
`techniques.Level` (a test keeps them equal); importing the engine here would cost
start-up time, since settings are read before any window shows.
"""

from puzzlesuite.services.schema import (
    MAX_COUNT,
    MAX_SECONDS,
    Bool,
    Int,
    List,
    Map,
    Nullable,
    Num,
    Obj,
    Str,
    at_most,
)

LEVELS = ("easy", "medium", "hard", "expert")
SEED = Int(0, 999_999_999)  # puzzle_code.SEED_MAX
CELLS = List(Int(0, 9), 81, 81)  # 81 digits, 0 = empty, cell = 9 * row + column
NOTES = List(Int(0, 0b11_1111_1110), 81, 81)  # bit d = note d (1–9)
MAX_HINTS = 10**6
MAX_ELAPSED = 10.0**9

GAME = Obj(
    {
        "level": Str(8, choices=LEVELS),
        "seed": SEED,
        "givens": CELLS,
        "solution": CELLS,
        "values": CELLS,
        "notes": NOTES,
        "elapsed": Num(0, MAX_ELAPSED),
        "hints_used": Int(0, MAX_HINTS),
        "started": Bool(),
        "finished": Bool(),
    },
    required=(
        "level",
        "seed",
        "givens",
        "solution",
        "values",
        "notes",
        "elapsed",
        "hints_used",
        "started",
        "finished",
    ),
)
# The next puzzle of a level, generated ahead of time.
PREPARED = Obj(
    {"seed": SEED, "givens": CELLS, "solution": CELLS}, required=("seed", "givens", "solution")
)
SAVE = Obj(
    {
        "game": Nullable(GAME),  # null: the first puzzle is still being prepared
        "prepared": Map(Str(8, choices=LEVELS), PREPARED, max_items=4),
    },
    required=("game",),
    version=1,
)

# Per level: {"easy": {...}, …}. A bucket of another name is kept but not shown.
BUCKET = Obj(
    {
        "started": Int(0, MAX_COUNT),
        "solved": Int(0, MAX_COUNT),
        "solved_no_hints": Int(0, MAX_COUNT),
        "best_seconds": Num(0, MAX_SECONDS),
        "solved_seconds": Num(0, MAX_SECONDS),
        "play_seconds": Num(0, MAX_SECONDS),
    },
    required=(),
    # Checked when the file is read: a bucket that breaks one is dropped (a copy kept).
    rules=(at_most("solved", "started"), at_most("solved_no_hints", "solved")),
)
STATS = Map(Str(16), BUCKET, max_items=16)

# The level of the next puzzle and the notes setting (settings.json, games.sudoku).
PREFERENCES = Obj({"level": Str(8, choices=LEVELS), "auto_remove_notes": Bool()}, required=())
