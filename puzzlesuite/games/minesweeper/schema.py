"""The shape of Minesweeper's files, checked by the services before the game sees them.

Structure only; the rules (mines outside the first cell's opening, revealed cells not
mines, every revealed 0 with its neighbours open, a won board flagging every mine…) are
checked by `MinesweeperGame.from_dict`. Level names are the model's (a test keeps them
equal); the model is not imported here, since settings are read before any window shows.
"""

from typing import Any

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
    at_most,
)

LEVELS = ("beginner", "intermediate", "expert", "custom")
MAX_CELLS = 50 * 30
CELL = Int(0, MAX_CELLS - 1)
CELLS = List(CELL, 0, MAX_CELLS)

EXPLANATION = Obj(
    {"cell": CELL, "knowable": Bool(), "proof": CELLS, "uses_total": Bool()},
)

SAVE = Obj(
    {
        "game": Obj(
            {
                "level": Str(16, choices=LEVELS),
                "width": Int(5, 50),
                "height": Int(5, 30),
                "mines": Int(1, MAX_CELLS - 9),
                "seed": Int(0, 2**63 - 1),
                "first": Nullable(CELL),
                "mine_cells": CELLS,
                "revealed": CELLS,
                "flags": CELLS,
                "questions": CELLS,
                "hit": List(CELL, 0, 8),  # one reveal, or one chord's neighbours
                "explanations": List(EXPLANATION, 0, 8),
                "hints_used": Int(0, MAX_COUNT),
                "elapsed": Num(0, MAX_SECONDS),
            },
        ),
    },
    required=("game",),
    version=1,
)

# Per level: {"beginner": {...}, …, "custom": {...}}; Custom keeps played and won only.
# Play time goes to the level played; time credited outside any level (the shell's
# default) is the record's own "play_seconds". A level a newer version adds is kept.
WIN_TIME_BUCKETS = 5  # fitted to each standard level: see games/minesweeper/stats.py
COUNTS = Int(0, MAX_COUNT)
BUCKET = Obj(
    {
        "played": COUNTS,
        "won": COUNTS,
        "won_without_hints": COUNTS,
        "best_seconds": Num(0, MAX_SECONDS),
        "won_seconds": Num(0, MAX_SECONDS),
        "play_seconds": Num(0, MAX_SECONDS),
        "win_times": List(COUNTS, WIN_TIME_BUCKETS, WIN_TIME_BUCKETS),  # standard levels
        "before_charts": COUNTS,  # wins under version 1, not in the chart
    },
    required=(),
    # Checked when the file is read: a level that breaks one is dropped (a copy kept).
    rules=(at_most("won", "played"), at_most("won_without_hints", "won")),
)


def _stats_from_v1(record: dict[str, Any]) -> dict[str, Any]:
    """Version 1 kept no winning-time distribution: each standard level's wins so far
    stay counted and are named as not in the chart rather than guessed into buckets."""
    if not isinstance(record, dict):  # a foreign file: the schema will refuse it
        return record
    migrated = dict(record)
    for level in LEVELS[:-1]:  # Custom keeps played and won only
        bucket = record.get(level)
        won = bucket.get("won") if isinstance(bucket, dict) else None
        if (
            isinstance(bucket, dict)
            and isinstance(won, int)
            and not isinstance(won, bool)
            and won > 0
        ):
            migrated[level] = {**bucket, "before_charts": won}
    return migrated


STATS = Obj(
    {**{level: BUCKET for level in LEVELS}, "play_seconds": Num(0, MAX_SECONDS)},
    required=(),
    version=2,
    migrations={1: _stats_from_v1},
)

# The level, the Custom size and question marks chosen for the next game, and Flag mode
# (settings.json, games.minesweeper). Flag mode (issue 33): on, a tap or a left click
# flags and a long press reveals; absent means off.
FLAG_MODE = "flag_mode"
PREFERENCES = Obj(
    {
        "level": Str(16, choices=LEVELS),
        "custom": List(Int(1, MAX_CELLS), 3, 3),
        "questions": Bool(),
        FLAG_MODE: Bool(),
    },
    required=(),
)
