"""What the Statistics dialog shows: a `StatsPage` built by each game's stats function
from its record. Plain data, no Qt, so the same figures feed the drawn charts, their
text alternatives and the CSV export, and cannot disagree.

Imported only when a statistics page is made (start-up never needs it).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from puzzlesuite.services.i18n import _, fmt, ngettext

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
    figures_below: bool = False  # the card after the charts (Reversi: time below)


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
        # TRANSLATORS: {n} counts finished games (one or more) recorded before the charts
        # existed: they are in the totals above but in no chart.
        ngettext(
            "{n} finish from before this version is counted above but not in the charts.",
            "{n} finishes from before this version are counted above but not in the charts.",
            count,
        ).format(n=fmt.number(count)),
    )


def mid_sentence(label: str) -> str:
    """A bar label put after "most often:" inside a sentence: its capital is a label's
    ("No hints", "Menos de 5 minutos"), not the sentence's, so it goes. A word in
    capitals ("CPU") keeps them."""
    if len(label) > 1 and label[0].isupper() and not label[1].isupper():
        return label[0].lower() + label[1:]
    return label


def distribution_summary(subject: str, chart_bars: Sequence[Bar], best: str | None = None) -> str:
    """The chart's one-sentence text alternative: its fullest bar, out of how many, and
    the best time when the game keeps one. `subject` names the chart and its group."""
    common = most_common(chart_bars)
    if common is None:
        return _("{subject}: nothing counted yet.").format(subject=subject)
    bar, total = common
    values = {
        "subject": subject,
        "bucket": mid_sentence(bar.label),
        "count": bar.shown,
        "total": fmt.number(total),
    }
    if best is None:
        return _("{subject}, most often: {bucket} ({count} of {total}).").format(**values)
    return _("{subject}, most often: {bucket} ({count} of {total}); best {time}.").format(
        time=best, **values
    )
