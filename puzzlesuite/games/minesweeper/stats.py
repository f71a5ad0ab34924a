"""Minesweeper's statistics: per standard level played (from the first click), won,
won without hints, best and average winning time and the winning times in buckets
fitted to the level; Custom keeps played and won only. No speed ratings."""

from __future__ import annotations

from typing import Any

from puzzlesuite.services.i18n import _
from puzzlesuite.services.stats import bucket_index, count_in, counts_of
from puzzlesuite.services.stats_page import (
    Chart,
    Figure,
    Section,
    StatsPage,
    bars,
    count_figure,
    distribution_summary,
    not_in_charts_note,
    time_bucket_labels,
    time_figure,
)

from .model import BEGINNER, CUSTOM, EXPERT, INTERMEDIATE, LEVELS
from .schema import WIN_TIME_BUCKETS
from .texts import level_name

# Upper edges in seconds, so that a usual win of each level lands in the middle buckets.
WIN_TIME_EDGES: dict[str, tuple[int, ...]] = {
    BEGINNER: (30, 60, 2 * 60, 5 * 60),
    INTERMEDIATE: (2 * 60, 4 * 60, 8 * 60, 15 * 60),
    EXPERT: (5 * 60, 10 * 60, 20 * 60, 40 * 60),
}


def record_win(record: dict[str, Any], level: str, seconds: float, hints: int) -> None:
    """One win, counted once; Custom keeps the win and nothing else."""
    bucket = record.setdefault(level, {})
    bucket["won"] = bucket.get("won", 0) + 1
    if level == CUSTOM:
        return
    if hints == 0:
        bucket["won_without_hints"] = bucket.get("won_without_hints", 0) + 1
    best = bucket.get("best_seconds")
    bucket["best_seconds"] = seconds if best is None else min(best, seconds)
    bucket["won_seconds"] = bucket.get("won_seconds", 0) + seconds
    index = bucket_index(seconds, WIN_TIME_EDGES[level])
    count_in(bucket, "win_times", index, WIN_TIME_BUCKETS)


def _standard(level: str, bucket: dict[str, Any]) -> Section:
    won = int(bucket.get("won", 0))
    best = bucket.get("best_seconds")
    average = float(bucket.get("won_seconds", 0)) / won if won else None
    figures = (
        count_figure(_("Played"), int(bucket.get("played", 0))),
        count_figure(_("Won"), won),
        count_figure(_("Won without hints"), int(bucket.get("won_without_hints", 0))),
        time_figure(_("Best time"), None if best is None else float(best)),
        time_figure(_("Average winning time"), average),
    )
    name = level_name(level)
    times = bars(
        time_bucket_labels(WIN_TIME_EDGES[level]), counts_of(bucket, "win_times", WIN_TIME_BUCKETS)
    )
    subject = _("Winning times at {level}").format(level=name)
    best_text = figures[3].value if best is not None else None
    chart = Chart(_("Winning times"), times, distribution_summary(subject, times, best_text))
    notes = not_in_charts_note(int(bucket.get("before_charts", 0)))
    return Section(name, figures, (chart,), notes)


def _custom(bucket: dict[str, Any]) -> Section:
    figures: tuple[Figure, ...] = (
        count_figure(_("Played"), int(bucket.get("played", 0))),
        count_figure(_("Won"), int(bucket.get("won", 0))),
    )
    return Section(level_name(CUSTOM), figures)


def stats_page(record: dict[str, Any]) -> StatsPage:
    sections = []
    for level in LEVELS:
        bucket = record.get(level, {})
        bucket = bucket if isinstance(bucket, dict) else {}
        sections.append(_custom(bucket) if level == CUSTOM else _standard(level, bucket))
    return StatsPage(tuple(sections))
