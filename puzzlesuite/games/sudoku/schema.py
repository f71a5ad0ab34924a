"""The shape of Sudoku's files, checked by the services before the game sees them.

Structure only; the rules (the solution is a solved grid, the givens are in it and on
the board) are checked by `SudokuGame.from_dict`. The level names are the values of
`techniques.Level` (a test keeps them equal); importing the engine here would cost
start-up time, since settings are read before any window shows.
"""

from typing import Any

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
        # Version 2: a puzzle the player entered ("own"); its level is its grade, and
        # "beyond" marks one our techniques cannot finish (level is then "expert").
        "own": Bool(),
        "beyond": Bool(),
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
MAX_RECENT = 50
LINE = Str(81, charset="0123456789")  # a puzzle's givens as an 81-digit line
# A puzzle entered before: its givens and its grade ("beyond": beyond Expert).
RECENT = Obj(
    {"givens": LINE, "grade": Str(8, choices=(*LEVELS, "beyond"))}, required=("givens", "grade")
)
# A puzzle being entered: the digits typed so far (the game before it stays in "game").
ENTRY = Obj({"values": CELLS}, required=("values",))


def _from_version_1(payload: Any) -> Any:
    """Version 1 knew only generated puzzles: every game is one of ours."""
    game = payload.get("game")
    if isinstance(game, dict):
        game = {**game, "own": False, "beyond": False}
    return {**payload, "game": game}


SAVE = Obj(
    {
        "game": Nullable(GAME),  # null: the first puzzle is still being prepared
        "prepared": Map(Str(8, choices=LEVELS), PREPARED, max_items=4),
        "entry": Nullable(ENTRY),
        "recent": List(RECENT, 0, MAX_RECENT),  # the last puzzles entered, newest first
    },
    required=("game",),
    version=2,
    migrations={1: _from_version_1},
)

SOLVE_TIME_BUCKETS = 5  # under 5, 5–10, 10–20, 20–40, 40 minutes or more
HINT_BUCKETS = 4  # 0, 1, 2–3, 4 or more hints per solve
COUNTS = Int(0, MAX_COUNT)

# Per level: {"easy": {...}, …}. A bucket of another name is kept but not shown.
BUCKET = Obj(
    {
        "started": COUNTS,
        "solved": COUNTS,
        "solved_no_hints": COUNTS,
        "best_seconds": Num(0, MAX_SECONDS),
        "solved_seconds": Num(0, MAX_SECONDS),
        "play_seconds": Num(0, MAX_SECONDS),
        "solve_times": List(COUNTS, SOLVE_TIME_BUCKETS, SOLVE_TIME_BUCKETS),
        "hints_per_solve": List(COUNTS, HINT_BUCKETS, HINT_BUCKETS),
        "before_charts": COUNTS,  # puzzles solved under version 1, not in the charts
    },
    required=(),
    # Checked when the file is read: a bucket that breaks one is dropped (a copy kept).
    rules=(at_most("solved", "started"), at_most("solved_no_hints", "solved")),
)


def _stats_from_v1(record: dict[str, Any]) -> dict[str, Any]:
    """Version 1 kept no distributions: each level's solves so far stay counted and are
    named as not in the charts rather than guessed into buckets."""
    if not isinstance(record, dict):  # a foreign file: the schema will refuse it
        return record
    migrated: dict[str, Any] = {}
    for level, bucket in record.items():
        solved = bucket.get("solved") if isinstance(bucket, dict) else None
        if isinstance(solved, int) and not isinstance(solved, bool) and solved > 0:
            bucket = {**bucket, "before_charts": solved}
        migrated[level] = bucket
    return migrated


STATS = Map(Str(16), BUCKET, max_items=16, version=2, migrations={1: _stats_from_v1})

# The level of the next puzzle and the notes setting (settings.json, games.sudoku).
PREFERENCES = Obj({"level": Str(8, choices=LEVELS), "auto_remove_notes": Bool()}, required=())
