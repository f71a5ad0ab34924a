"""Sudoku's statistics per level: started, solved, solved without hints, best and
average time, and two distributions in fixed buckets (solve times; hints per solve)."""

from __future__ import annotations

from typing import Any

from puzzlesuite.services.i18n import _
from puzzlesuite.services.stats import bucket_index, count_in, counts_of
from puzzlesuite.services.stats_page import (
    Chart,
    Section,
    StatsPage,
    bars,
    count_figure,
    distribution_summary,
    not_in_charts_note,
    time_bucket_labels,
    time_figure,
)

from .own_texts import stats_column_text
from .schema import HINT_BUCKETS, SOLVE_TIME_BUCKETS
from .techniques import LEVELS
from .texts import level_name

SOLVE_TIME_EDGES = (5 * 60, 10 * 60, 20 * 60, 40 * 60)  # seconds; the spec's buckets
HINT_EDGES = (1, 2, 4)  # 0 | 1 | 2–3 | 4 or more


def record_solve(stats: dict[str, Any], level: str, seconds: float, hints: int) -> None:
    """One puzzle solved, counted once: totals, best time and both distributions."""
    bucket = stats.setdefault(level, {})
    bucket["solved"] = bucket.get("solved", 0) + 1
    if hints == 0:
        bucket["solved_no_hints"] = bucket.get("solved_no_hints", 0) + 1
    best = bucket.get("best_seconds")
    bucket["best_seconds"] = seconds if best is None else min(best, seconds)
    bucket["solved_seconds"] = bucket.get("solved_seconds", 0) + seconds
    count_in(bucket, "solve_times", bucket_index(seconds, SOLVE_TIME_EDGES), SOLVE_TIME_BUCKETS)
    count_in(bucket, "hints_per_solve", bucket_index(hints, HINT_EDGES), HINT_BUCKETS)


def hint_labels() -> list[str]:
    return [_("No hints"), _("1 hint"), _("2 to 3 hints"), _("4 or more hints")]


def _section(name: str, bucket: dict[str, Any]) -> Section:
    solved = int(bucket.get("solved", 0))
    best = bucket.get("best_seconds")
    average = float(bucket.get("solved_seconds", 0)) / solved if solved else None
    figures = (
        count_figure(_("Started"), int(bucket.get("started", 0))),
        count_figure(_("Solved"), solved),
        count_figure(_("Solved without hints"), int(bucket.get("solved_no_hints", 0))),
        time_figure(_("Best time"), None if best is None else float(best)),
        time_figure(_("Average time"), average),
    )
    times = bars(
        time_bucket_labels(SOLVE_TIME_EDGES), counts_of(bucket, "solve_times", SOLVE_TIME_BUCKETS)
    )
    hints = bars(hint_labels(), counts_of(bucket, "hints_per_solve", HINT_BUCKETS))
    best_text = figures[3].value if best is not None else None
    charts = (
        Chart(
            _("Solve times"),
            times,
            distribution_summary(_("Solve times at {level}").format(level=name), times, best_text),
        ),
        Chart(
            _("Hints per solve"),
            hints,
            distribution_summary(_("Hints per solve at {level}").format(level=name), hints),
        ),
    )
    notes = not_in_charts_note(int(bucket.get("before_charts", 0)))
    return Section(name, figures, charts, notes)


def stats_page(record: dict[str, Any]) -> StatsPage:
    sections = []
    for level in LEVELS:
        bucket = record.get(level.value, {})
        sections.append(_section(level_name(level), bucket if isinstance(bucket, dict) else {}))
    # "Your puzzles" (entered by the player), by grade: a section once one was played.
    for grade in (*LEVELS, None):
        own = record.get(f"own_{grade.value if grade else 'beyond'}")
        if isinstance(own, dict):
            sections.append(_section(stats_column_text(grade), own))
    return StatsPage(tuple(sections))
