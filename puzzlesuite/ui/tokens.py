"""The visual system's tokens (issue 30 owns this module: colour, type, spacing, radii,
elevation, motion). Every duration the app animates with comes from `MOTION`.

Qt-free values on purpose: views, the animation part (`ui.motion`) and tests read them
without building anything.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Motion:
    """Durations in milliseconds. Short on purpose: motion explains cause and effect and
    never makes the player wait (every animation finishes at once on the next input and
    is instant under Reduce motion)."""

    quick: int = 150  # a small state change: a mark appears, a piece settles
    standard: int = 250  # a thing moves or turns: a disc flips, a tile glides
    emphasis: int = 400  # the whole board reacts: a wave, an opening, a solved board
    stagger: int = 30  # the step between neighbours in a wave (Reversi flips by distance)
    cpu_delay: int = 450  # Reversi's CPU reply waits this long (seed page), then searches


MOTION = Motion()
