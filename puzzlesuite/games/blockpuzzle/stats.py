"""Block Puzzle's statistics: what a finish records and what the Statistics tab shows.

The seed page keeps only the best score (no list of past scores), so the page is one
summary card and no chart.
"""

from __future__ import annotations

from typing import Any

from puzzlesuite.services.i18n import _, fmt
from puzzlesuite.services.stats_page import Figure, Section, StatsPage, count_figure


def record_placement(record: dict[str, Any], first: bool, score: int, lines: int) -> None:
    """A placement: the game counts as played at its first one; best score and lines."""
    if first:
        record["games_played"] = record.get("games_played", 0) + 1
    record["best_score"] = max(record.get("best_score", 0), score)
    record["lines_cleared"] = record.get("lines_cleared", 0) + lines


def stats_page(record: dict[str, Any]) -> StatsPage:
    figures = (
        count_figure(_("Best score"), int(record.get("best_score", 0))),
        count_figure(_("Games played"), int(record.get("games_played", 0))),
        count_figure(_("Lines cleared"), int(record.get("lines_cleared", 0))),
        Figure(_("Total play time"), fmt.duration(float(record.get("play_seconds", 0)))),
    )
    return StatsPage((Section(_("Block Puzzle"), figures),))
