"""Lamps statistics (no Qt): what is counted, and the Statistics tab's page."""

from __future__ import annotations

from typing import Any

from puzzlesuite.services.i18n import _
from puzzlesuite.services.stats_page import Section, StatsPage, count_figure


def record_start(record: dict[str, Any]) -> None:
    """A game counts as played at its first press."""
    record["played"] = record.get("played", 0) + 1


def record_solve(record: dict[str, Any], presses: int) -> None:
    record["solved"] = record.get("solved", 0) + 1
    best = record.get("fewest_presses")
    record["fewest_presses"] = presses if best is None else min(best, presses)


def stats_page(record: dict[str, Any]) -> StatsPage:
    figures = (
        count_figure(_("Played"), int(record.get("played", 0))),
        count_figure(_("Solved"), int(record.get("solved", 0))),
        count_figure(_("Fewest presses"), int(record.get("fewest_presses", 0))),
    )
    return StatsPage((Section(_("Lamps"), figures),))
