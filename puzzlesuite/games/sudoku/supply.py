"""Sudoku's puzzle supply: the next puzzle of every level, made ahead (Qt-free).

The spec's promise is that a new puzzle of any level is on screen at once: the next
puzzle of each level is generated ahead, one at a time, and kept with the save, so this
holds from the first launch after the first one too. The supply decides what to make
next — the puzzle asked for first (a new puzzle with none prepared, a typed code), then
the chosen level's next one, then the other levels' — and what an arriving puzzle is for.
It never runs anything itself: the screen runs `next_job()` as a background job
(`ui.threads.run_job`) while it is shown and hands the puzzle back to `arrived()`.

The session owns one supply (the prepared puzzles are part of the save: `encode` and
`decode` are the session codec's `"prepared"`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from functools import partial
from typing import Any

from .generator import Puzzle, generate
from .model import SudokuGame
from .puzzle_code import SEED_MAX
from .techniques import LEVELS, Level

Request = tuple[Level, int | None]  # a level, and the seed a code asked for (None: any)


class PuzzleSupply:
    def __init__(
        self,
        prepared: Mapping[Level, Puzzle] | None = None,
        seeds: Callable[[], int] | None = None,
    ) -> None:
        self.prepared: dict[Level, Puzzle] = dict(prepared or {})
        # A puzzle asked for and not ready yet: the board says "Preparing…" meanwhile.
        self.waiting: Request | None = None
        self._seeds = seeds or (lambda: random.randint(0, SEED_MAX))

    def request(self, level: Level, seed: int | None = None) -> Puzzle | None:
        """A puzzle of `level` (with `seed`, for a code): the prepared one at once if it
        fits, else None and the request waits for `next_job` to make it."""
        prepared = self.prepared.get(level)
        if prepared is not None and (seed is None or prepared.seed == seed):
            del self.prepared[level]
            return prepared
        self.waiting = (level, seed)
        return None

    def next_job(self, chosen: Level) -> Callable[[], Puzzle] | None:
        """What to generate next (a plain function to run off the GUI thread), or None
        when nothing is missing: the puzzle waited for, then the chosen level's next,
        then the other levels' in order."""
        if self.waiting is not None:
            level, seed = self.waiting
            return partial(generate, level, seed if seed is not None else self._seeds())
        order = [chosen, *LEVELS]
        missing = next((level for level in order if level not in self.prepared), None)
        if missing is None:
            return None
        return partial(generate, missing, self._seeds())

    def arrived(self, puzzle: Puzzle) -> bool:
        """A generated puzzle came back. True: it is the one waited for (the caller
        starts it; the wait is over); else it is kept as its level's next puzzle unless
        that level has one already."""
        waiting = self.waiting
        if waiting is not None and waiting[0] is puzzle.level and waiting[1] in (None, puzzle.seed):
            self.waiting = None
            return True
        self.prepared.setdefault(puzzle.level, puzzle)
        return False

    # ---- the save's "prepared" -------------------------------------------------------------

    def encode(self) -> dict[str, Any]:
        return {
            level.value: {
                "seed": puzzle.seed,
                "givens": list(puzzle.givens),
                "solution": list(puzzle.solution),
            }
            for level, puzzle in sorted(self.prepared.items(), key=lambda item: item[0].rank)
        }

    @staticmethod
    def decode(data: Any) -> dict[Level, Puzzle]:
        """The prepared puzzles of a save; ValueError for one the rules reject (a given
        not in its solution, a solution that is not a solved grid)."""
        if not isinstance(data, Mapping):
            raise ValueError("prepared is not an object")
        prepared: dict[Level, Puzzle] = {}
        for key, value in data.items():
            level = Level(key)
            if not isinstance(value, Mapping):
                raise ValueError("a prepared puzzle is not an object")
            # The game's own check of a puzzle (the schema's shape and the rules).
            game = SudokuGame.from_dict(
                {
                    "level": key,
                    "seed": value.get("seed"),
                    "givens": value.get("givens"),
                    "solution": value.get("solution"),
                    "values": value.get("givens"),
                    "notes": [0] * 81,
                    "elapsed": 0,
                    "hints_used": 0,
                    "started": False,
                    "finished": False,
                }
            )
            prepared[level] = Puzzle(game.givens, game.solution, level, game.seed)
        return prepared
