"""Which sound each game event plays, or silence: the table, in one place.

Qt-free data. `ui/sound.py` plays what this table says; `docs/SOUND.md` is the same
table for people, and `tests/ui/test_sound.py` checks that the two agree. The rules
(issue 31 and the seed pages):

* **Silence** for anything the rules refuse (a Reversi cell without a dot, a reveal on a
  flag, a piece dropped where it does not fit: "소리도 나지 않으며"), for Reversi's pass
  notice (shown "조용히", quietly), and for buttons and menus.
* **No error, conflict or "wrong digit" sound anywhere**: a Sudoku digit makes the same
  sound whether or not it conflicts; nothing is judged against the solution.
* **Endings neutral and calm**: one soft low sound ("end") for every ending that is not a
  solve, the same whoever won a Reversi game; "finish", a quiet rising chime, for a
  puzzle solved or a board cleared.

A move reports one event, its largest outcome: a Block Puzzle placement that clears
lines reports ``lines_cleared`` (not ``place`` too), one that ends the game ``no_fit``; a
Sudoku digit that completes a unit reports ``unit_completed``, one that solves the
puzzle ``solved``; a Minesweeper reveal that opens several cells ``opening``, one that
hits a mine ``mine_hit``, one that clears the board ``cleared``.
"""

from __future__ import annotations

SAMPLE_RATE = 48_000  # Hz; the files in resources/sounds/ are mono 16-bit at this rate

# The sounds tools/make_sounds.py renders into resources/sounds/<name>.wav.
SOUND_NAMES = (
    "place",
    "place-other",
    "mark",
    "unmark",
    "reveal",
    "opening",
    "clear-1",
    "clear-2",
    "clear-3",
    "unit",
    "hint",
    "finish",
    "end",
)

# A cue: a sound's name; a tuple of names chosen by the event's count (the first for 1,
# the last for that many or more: Block Puzzle's lines cleared in one move); None: silence.
Cue = str | tuple[str, ...] | None

# Every event a game reports, with what it plays. "refused" is every game's input the
# rules refuse, always silent.
TABLE: dict[str, dict[str, Cue]] = {
    "blockpuzzle": {
        "place": "place",
        "lines_cleared": ("clear-1", "clear-2", "clear-3"),
        "no_fit": "end",  # the game's only ending: no piece of the tray fits
        "failed_drop": None,  # seed: nothing happens, no sound
        "refused": None,
    },
    "reversi": {
        "your_disc": "place",
        "cpu_disc": "place-other",
        "result": "end",  # win, loss or draw alike: the counts say the rest
        "pass": None,  # seed: the notice is shown quietly
        "refused": None,  # a cell without a dot
    },
    "jogakbo": {
        "tile_picked": "mark",
        "tile_unpicked": "unmark",  # the same tile pressed again: the selection undone
        "tile_placed": "place",
        "solved": "finish",
        "refused": None,
    },
    "sudoku": {
        "digit": "place",  # the same with or without a conflict
        "note": "mark",
        "erase": "unmark",
        "unit_completed": "unit",  # a row, column or box full and free of conflicts
        "solved": "finish",
        "hint": "hint",
        "refused": None,  # a given cell, a key that means nothing there
    },
    "minesweeper": {
        "reveal": "reveal",
        "opening": "opening",  # several cells at once (an empty cell's opening)
        "chord": "opening",  # the neighbours of a satisfied number
        "flag": "mark",
        "unflag": "unmark",
        "mine_hit": "end",  # the game ends quietly
        "cleared": "finish",
        "hint": "hint",
        "refused": None,  # a reveal on a flag, a chord that does not apply
    },
}

DEFAULT_VOLUME = 40  # percent: quiet out of the box


class UnknownEvent(KeyError):
    """A game reported an event the table does not list (a programming error: tests
    check every event a game reports)."""


def cue_for(game_id: str, event: str, count: int = 1) -> str | None:
    """The sound to play for `event` of `game_id`, or None for silence."""
    try:
        cue = TABLE[game_id][event]
    except KeyError:
        raise UnknownEvent(f"{game_id}: {event}") from None
    if isinstance(cue, tuple):
        return cue[max(0, min(count, len(cue)) - 1)]
    return cue


def gain_for(volume: int) -> float:
    """The linear gain of a volume in percent (0-100): the square, so equal steps of the
    setting sound like equal steps of loudness (40 % is about -16 dB)."""
    fraction = max(0, min(volume, 100)) / 100
    return fraction * fraction
