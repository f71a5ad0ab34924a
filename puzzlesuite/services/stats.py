"""Statistics per game: one JSON file each, records shaped by the game's `STATS` schema.

A record holds counts and fixed buckets only (never a log of games), so a file stays a
few hundred bytes and a finish writes as fast as ever. What the Statistics dialog shows
is a `StatsPage` built by the game's stats function from its record: plain data, no Qt,
so the same figures feed the drawn charts, their text alternatives and the CSV export.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from puzzlesuite.services.i18n import _, fmt, ngettext
from puzzlesuite.services.schema import game_schema
from puzzlesuite.services.store import JsonStore

RECORD_KEY = "record"  # the file is {"schema": 1, "record": {...}}


class StatsService:
    """Each record is checked against the game's `STATS` schema when read (salvaging:
    one bad bucket or counter is dropped, the others kept) and before every write."""

    def __init__(self, store: JsonStore) -> None:
        self._store = store
        self._cache: dict[str, dict[str, Any]] = {}

    def record(self, game_id: str) -> dict[str, Any]:
        """A copy of the game's record ({} before the first game)."""
        record: dict[str, Any] = _plain_copy(self._load(game_id))
        return record

    def update(self, game_id: str, mutate: Callable[[dict[str, Any]], None]) -> None:
        """Load, `mutate`, check and save. A record that breaks the schema is a bug:
        `Invalid` is raised and the record kept as it was."""
        record = _plain_copy(self._load(game_id))
        mutate(record)
        schema = game_schema(game_id, "STATS")
        record = schema.validate(record)
        self._cache[game_id] = record
        self._store.save(_file_name(game_id), schema, record, key=RECORD_KEY)

    def increment(self, game_id: str, key: str, by: float = 1, bucket: str | None = None) -> None:
        """Add `by` to `record[key]`, or to `record[bucket][key]` (Reversi: per opponent)."""

        def add(record: dict[str, Any]) -> None:
            target = record.setdefault(bucket, {}) if bucket else record
            target[key] = target.get(key, 0) + by

        self.update(game_id, add)

    def add_time(self, game_id: str, seconds: float, bucket: str | None = None) -> None:
        """Play time, `record[...]["play_seconds"]`; a zero flush writes nothing."""
        if seconds > 0:
            self.increment(game_id, "play_seconds", seconds, bucket)

    def reset(self, game_id: str) -> None:
        """Forget every statistic of one game (the player asked to); others untouched."""
        self._cache[game_id] = {}
        self._store.delete(_file_name(game_id))

    def _load(self, game_id: str) -> dict[str, Any]:
        if game_id not in self._cache:
            schema = game_schema(game_id, "STATS")
            record = self._store.load(_file_name(game_id), schema, salvage=True, key=RECORD_KEY)
            self._cache[game_id] = record or {}
        return self._cache[game_id]


def _plain_copy(value: Any) -> Any:
    """A deep copy of plain JSON data (what a record is, checked by its schema): several
    times faster than `copy.deepcopy`, which a finish would otherwise pay for its buckets."""
    if isinstance(value, dict):
        return {key: _plain_copy(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_plain_copy(item) for item in value]
    return value


def _file_name(game_id: str) -> str:
    if not game_id.replace("-", "").replace("_", "").isalnum():
        raise ValueError(f"bad game id {game_id!r}")
    return f"{game_id}.json"


# ---- fixed buckets ------------------------------------------------------------------------


def bucket_index(value: float, upper_edges: Sequence[float]) -> int:
    """Which of `len(upper_edges) + 1` buckets `value` falls in: bucket i holds values
    below `upper_edges[i]` (and at least the edge before); the last one everything else."""
    for index, edge in enumerate(upper_edges):
        if value < edge:
            return index
    return len(upper_edges)


def count_in(target: dict[str, Any], key: str, index: int, size: int) -> None:
    """Add one to bucket `index` of the fixed-length list `target[key]`."""
    counts = list(target.get(key) or [])
    counts = (counts + [0] * size)[:size]
    counts[index] += 1
    target[key] = counts


def counts_of(source: dict[str, Any], key: str, size: int) -> list[int]:
    """The fixed-length bucket list `source[key]`, zeros where nothing was counted."""
    counts = source.get(key)
    values = [int(v) for v in counts] if isinstance(counts, list) else []
    return (values + [0] * size)[:size]


# ---- what the Statistics dialog shows -----------------------------------------------------


@dataclass(frozen=True)
class Figure:
    """One statistic: a translated label and its value as shown (formatted by Babel)."""

    label: str
    value: str


@dataclass(frozen=True)
class Bar:
    label: str  # translated bucket name, shown under the bar
    value: int
    shown: str  # the value formatted for the language, drawn on the bar


@dataclass(frozen=True)
class Chart:
    """Bars with their values written on them; `summary` is the one-sentence text
    alternative (what stands out), the bars themselves are also shown as a table."""

    title: str
    bars: tuple[Bar, ...]
    summary: str


@dataclass(frozen=True)
class Section:
    """A group of figures (a level, an opponent, or the whole game)."""

    heading: str
    figures: tuple[Figure, ...]
    charts: tuple[Chart, ...] = ()
    notes: tuple[str, ...] = ()


@dataclass(frozen=True)
class StatsPage:
    sections: tuple[Section, ...]
    notes: tuple[str, ...] = field(default=())  # sentences for the whole game

    def section(self, heading: str) -> Section:
        return next(section for section in self.sections if section.heading == heading)

    def value(self, heading: str, label: str) -> str:
        """The value shown for `label` in the section `heading`."""
        figures = self.section(heading).figures
        return next(figure.value for figure in figures if figure.label == label)

    def chart(self, heading: str, title: str) -> Chart:
        return next(chart for chart in self.section(heading).charts if chart.title == title)


def page_rows(page: StatsPage) -> list[tuple[str, str, str]]:
    """Every figure and bar as (section, statistic, value as shown): the CSV export."""
    rows: list[tuple[str, str, str]] = []
    for section in page.sections:
        rows.extend((section.heading, figure.label, figure.value) for figure in section.figures)
        for chart in section.charts:
            rows.extend(
                (section.heading, f"{chart.title}: {bar.label}", bar.shown) for bar in chart.bars
            )
    return rows


def page_csv(page: StatsPage, header: tuple[str, str, str]) -> str:
    """The page as CSV text: a header row, then `page_rows` (UTF-8 when written)."""
    import csv  # only when exporting: start-up does not pay for it
    import io

    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(header)
    writer.writerows(page_rows(page))
    return out.getvalue()


# ---- words every game's page shares (the shell's catalog) ---------------------------------


def csv_header() -> tuple[str, str, str]:
    return (_("Section"), _("Statistic"), _("Value"))


def count_figure(label: str, value: int) -> Figure:
    return Figure(label, fmt.number(value))


def time_figure(label: str, seconds: float | None) -> Figure:
    """A best or average time; before the first one there is none, which is not 0."""
    return Figure(label, _("None yet") if seconds is None else fmt.duration(seconds))


def bars(labels: Sequence[str], counts: Sequence[int]) -> tuple[Bar, ...]:
    return tuple(
        Bar(label, count, fmt.number(count)) for label, count in zip(labels, counts, strict=True)
    )


def time_bucket_labels(upper_edges: Sequence[float]) -> list[str]:
    """ "Under 5 minutes", "5 minutes to 10 minutes", …, "40 minutes or more"."""
    times = [fmt.duration(edge) for edge in upper_edges]
    labels = [_("Under {time}").format(time=times[0])]
    labels += [
        _("{low} to {high}").format(low=low, high=high)
        for low, high in zip(times, times[1:], strict=False)
    ]
    labels.append(_("{time} or more").format(time=times[-1]))
    return labels


def most_common(chart_bars: Sequence[Bar]) -> tuple[Bar, int] | None:
    """The fullest bar (the first of equals) and the total; None when all are empty."""
    total = sum(bar.value for bar in chart_bars)
    if not total:
        return None
    return max(chart_bars, key=lambda bar: bar.value), total


def not_in_charts_note(count: int) -> tuple[str, ...]:
    """Finishes counted before the charts existed (migrated files): said, not hidden."""
    if count <= 0:
        return ()
    return (
        ngettext(
            "{n} finish from before this version is counted above but not in the charts.",
            "{n} finishes from before this version are counted above but not in the charts.",
            count,
        ).format(n=fmt.number(count)),
    )


def distribution_summary(subject: str, chart_bars: Sequence[Bar], best: str | None = None) -> str:
    """The chart's one-sentence text alternative: its fullest bar, out of how many, and
    the best time when the game keeps one. `subject` names the chart and its group."""
    common = most_common(chart_bars)
    if common is None:
        return _("{subject}: nothing counted yet.").format(subject=subject)
    bar, total = common
    values = {
        "subject": subject,
        "bucket": bar.label,
        "count": bar.shown,
        "total": fmt.number(total),
    }
    if best is None:
        return _("{subject}, most often: {bucket} ({count} of {total}).").format(**values)
    return _("{subject}, most often: {bucket} ({count} of {total}); best {time}.").format(
        time=best, **values
    )
