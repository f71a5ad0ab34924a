"""The template game's test kit (tests/kits.py)."""

from __future__ import annotations

from typing import Any

from puzzlesuite.services.i18n import _, fmt
from tests.kits import GRID_WALK, Kit

from .model import CELLS, Lamps, neighbourhood


def fresh() -> dict[str, Any]:
    return {"game": Lamps(7).to_json(), "counted": False}


def mid() -> dict[str, Any]:
    game = Lamps(7)
    game.press(5)
    return {"game": game.to_json(), "counted": True}


def finished() -> dict[str, Any]:
    """One press from solved, then that press."""
    lit = [True] * CELLS
    for cell in neighbourhood(10):
        lit[cell] = False
    game = Lamps(7, lit, presses=4)
    assert game.press(10) and game.solved
    return {"game": game.to_json(), "counted": True}


KIT = Kit(
    saves={"fresh": fresh, "mid": mid, "finished": finished},
    record=lambda: {"played": 5, "solved": 3, "fewest_presses": 4, "play_seconds": 600.0},
    finished_record=lambda: {"played": 1, "solved": 1, "fewest_presses": 5},
    brief=("Right", "lit, r1c2"),  # Lamps(7): the first row is dark, lit, lit, lit
    steps=(*GRID_WALK, ("Return", None), ("S", None)),
    played_means="A game counts as played at its first press.",
    help_keys=("Enter", "Space", "J", "Shift+J", "S", "Ctrl+Z"),
    longest_home_line=lambda: _("In progress: {lit} of {total} lit").format(
        lit=fmt.number(CELLS), total=fmt.number(CELLS)
    ),
)
