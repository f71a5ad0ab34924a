"""Reversi's statistics: per opponent, exactly as the seed page lists them.

A game counts as played the moment it starts (시작한 순간 이미 플레이한 판으로는 집계), so
Played may be more than wins, losses and draws together: a game left midway is played
and is never a loss. Play time is shown only as a total; nothing rates how you played.
"""

from __future__ import annotations

from typing import Any

from puzzlesuite.services.i18n import _, fmt
from puzzlesuite.services.stats_page import Chart, Figure, Section, StatsPage, bars

from .ai import Level
from .texts import level_name

RESULT_KEYS = ("played", "wins", "losses", "draws")


def played_note() -> str:
    return _(
        "Played includes games not finished: a game counts as played when it starts, "
        "and only finished games count as a win, a loss or a draw."
    )


def _bucket(record: dict[str, Any], level: Level) -> dict[str, Any]:
    bucket = record.get(level.value, {})
    return bucket if isinstance(bucket, dict) else {}


def _section(level: Level, bucket: dict[str, Any]) -> Section:
    counts = [int(bucket.get(key, 0)) for key in RESULT_KEYS]
    labels = [_("Played"), _("Wins"), _("Losses"), _("Draws")]
    chart_bars = bars(labels, counts)
    played, wins, losses, draws = (bar.shown for bar in chart_bars)
    opponent = level_name(level)
    # TRANSLATORS: {opponent} is the CPU's level ("Easy"); {played}, {wins}, {losses} and
    # {draws} are counts, each 0, 1 or more, in one sentence: put each after its label
    # ("won 1") so that no word has to agree with the number.
    summary = _(
        "Against {opponent}: played {played}, won {wins}, lost {losses}, drawn {draws}."
    ).format(opponent=opponent, played=played, wins=wins, losses=losses, draws=draws)
    figures = (Figure(_("Total play time"), fmt.duration(float(bucket.get("play_seconds", 0)))),)
    chart = Chart(_("Results"), chart_bars, summary)
    return Section(opponent, figures, (chart,), figures_below=True)  # time below the bars


def stats_page(record: dict[str, Any]) -> StatsPage:
    sections = tuple(_section(level, _bucket(record, level)) for level in Level)
    return StatsPage(sections, (played_note(),))
