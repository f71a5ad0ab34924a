"""The home card's state line for Block Puzzle (no Qt): read from the save and the
statistics, without building the screen."""

from __future__ import annotations

from typing import Any

from puzzlesuite.services.i18n import _, fmt

from .session import BlockPuzzleSession


def home_line(save: dict[str, Any] | None, record: dict[str, Any]) -> str:
    """ "Score 340 · Best 1,240" for a game in progress, else "Best 1,240" (only the best
    is kept); "" before the first score. The save is read through the session's codec:
    one it cannot read is no game here (the game tells about it when opened)."""
    best = int(record.get("best_score", 0))
    session = BlockPuzzleSession.read(save)
    if session is not None:
        game = session.model
        if not game.game_over and game.score > 0:
            best = max(best, game.score)
            return _("Score {score} · Best {best}").format(
                score=fmt.number(game.score), best=fmt.number(best)
            )
    return _("Best {best}").format(best=fmt.number(best)) if best > 0 else ""
