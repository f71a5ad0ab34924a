"""Jogakbo's statistics: what a finish records and what the Statistics tab shows.

Counted per finish: puzzles completed, completed at par, and how far from par each
finish was, in fixed buckets (at par, +1, +2, +3, more). No calendar, no streak.
"""

from __future__ import annotations

from typing import Any

from puzzlesuite.services.i18n import _, fmt
from puzzlesuite.services.stats import count_in, counts_of
from puzzlesuite.services.stats_page import (
    Chart,
    Figure,
    Section,
    StatsPage,
    bars,
    count_figure,
    distribution_summary,
    not_in_charts_note,
)

from .schema import FROM_PAR_BUCKETS


def record_completion(record: dict[str, Any], moves: int, par: int) -> None:
    record["completed"] = record.get("completed", 0) + 1
    if moves <= par:
        record["at_or_under_par"] = record.get("at_or_under_par", 0) + 1
    over = min(max(moves - par, 0), FROM_PAR_BUCKETS - 1)
    count_in(record, "from_par", over, FROM_PAR_BUCKETS)


def from_par_labels() -> list[str]:
    over = [fmt.number(n) for n in range(1, FROM_PAR_BUCKETS)]
    return [
        _("At par"),
        *(_("+{n}").format(n=n) for n in over[:-1]),
        _("+{n} or more").format(n=over[-1]),
    ]


def stats_page(record: dict[str, Any]) -> StatsPage:
    figures: tuple[Figure, ...] = (
        count_figure(_("Puzzles completed"), int(record.get("completed", 0))),
        count_figure(_("Completed at par"), int(record.get("at_or_under_par", 0))),
        Figure(_("Total play time"), fmt.duration(float(record.get("play_seconds", 0)))),
    )
    chart_bars = bars(from_par_labels(), counts_of(record, "from_par", FROM_PAR_BUCKETS))
    title = _("Moves over par")
    chart = Chart(title, chart_bars, distribution_summary(title, chart_bars))
    notes = not_in_charts_note(int(record.get("before_charts", 0)))
    return StatsPage((Section(_("Jogakbo"), figures, (chart,), notes),))
