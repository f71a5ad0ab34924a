"""Every game's Statistics tab drawn offscreen in all four languages and both themes:
the pixels show bars and text, and the text alternatives state the chart's numbers."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QImage

from puzzlesuite.core.registry import discover
from puzzlesuite.games.jogakbo.stats import record_completion
from puzzlesuite.games.minesweeper.stats import record_win
from puzzlesuite.games.sudoku.stats import record_solve
from puzzlesuite.services import i18n
from puzzlesuite.services.i18n import fmt
from puzzlesuite.shell.statistics import StatisticsDialog
from puzzlesuite.ui.charts import PADDING, BarChart, SummaryCard

LANGUAGES = ("en", "ko", "id", "es")


def fill(ctx: Any) -> None:
    """Figures that differ from each other, so a chart that mixes them up is caught."""
    ctx.stats.update(
        "blockpuzzle",
        lambda r: r.update(games_played=12, best_score=1234, lines_cleared=87, play_seconds=5410),
    )
    ctx.stats.update(
        "reversi",
        lambda r: r.update(
            easy={"played": 9, "wins": 5, "losses": 2, "draws": 1, "play_seconds": 1800},
            hard={"played": 3, "losses": 3},
        ),
    )
    for moves in (20, 20, 21, 23, 30):
        ctx.stats.update("jogakbo", lambda r, m=moves: record_completion(r, m, 20))
    for seconds, hints in ((472, 0), (700, 2), (800, 0), (1300, 5), (3000, 1)):
        ctx.stats.update("sudoku", lambda r, s=seconds, h=hints: record_solve(r, "medium", s, h))
    for seconds in (25, 45, 50, 200):
        ctx.stats.update("minesweeper", lambda r, s=seconds: record_win(r, "beginner", s, 0))


def grab(widget: Any) -> QImage:
    widget.resize(widget.sizeHint())
    return widget.grab().toImage()


def colours_in(image: QImage) -> set[int]:
    step = max(1, image.width() // 60)
    return {
        image.pixel(x, y)
        for x in range(0, image.width(), step)
        for y in range(0, image.height(), max(1, image.height() // 40))
    }


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_chart_is_drawn_and_its_text_alternative_states_its_numbers(
    qtbot: Any, ctx: Any, language: str, theme: str
) -> None:
    fill(ctx)
    ctx.settings.update(theme=theme)
    ctx.apply_theme()
    ctx.set_language(language)
    entries = discover()
    dialog = StatisticsDialog(ctx, entries, None)
    qtbot.addWidget(dialog)
    background = ctx.tokens.board.rgb()
    for entry in entries:
        tab = dialog.tab(entry.id)
        cards = tab.findChildren(SummaryCard)
        assert cards, entry.id
        for card in cards:
            image = grab(card)
            assert image.pixel(image.width() // 2, 2) == QColor(background).rgb()
            assert len(colours_in(image)) > 2, (entry.id, "card draws its figures")
            for figure in card.figures:
                assert figure.value in card.accessibleDescription()
        charts = tab.findChildren(BarChart)
        tab.as_tables.setChecked(True)
        tables = [stack.widget(1) for stack in tab.stacks]
        assert len(tables) == len(charts)
        for chart, table in zip(charts, tables, strict=True):
            image = grab(chart)
            assert QColor(ctx.tokens.accent).rgb() in colours_in(image) or not any(
                bar.value for bar in chart.chart.bars
            ), (entry.id, chart.chart.title)
            summary = chart.accessibleDescription()
            assert summary == chart.chart.summary and summary.endswith(".")
            fullest = max(chart.chart.bars, key=lambda bar: bar.value)
            total = sum(bar.value for bar in chart.chart.bars)
            if entry.id == "reversi":  # a sentence with every result
                assert all(bar.shown in summary for bar in chart.chart.bars)
            elif total:
                assert fullest.shown in summary and fmt.number(total) in summary
            rows = [
                (table.item(r, 0).text(), table.item(r, 1).text()) for r in range(table.rowCount())
            ]
            assert rows == [(bar.label, bar.shown) for bar in chart.chart.bars]
            assert table.accessibleName() and table.accessibleDescription() == summary
    assert i18n.current_language() == language


def test_the_medium_summary_reads_like_the_issue_asks(qtbot: Any, ctx: Any) -> None:
    fill(ctx)
    dialog = StatisticsDialog(ctx, discover(), "sudoku")
    qtbot.addWidget(dialog)
    summaries = [
        chart.accessibleDescription() for chart in dialog.tab("sudoku").findChildren(BarChart)
    ]
    assert (
        "Solve times at Medium, most often: 10 minutes to 20 minutes (2 of 5); "
        "best 7 minutes, 52 seconds."
    ) in summaries


def test_values_are_written_on_the_bars_not_told_by_colour(qtbot: Any, ctx: Any) -> None:
    """A bar with a value is taller than an empty one, and both have their number drawn:
    the picture in greyscale still says everything."""
    fill(ctx)
    dialog = StatisticsDialog(ctx, discover(), "jogakbo")
    qtbot.addWidget(dialog)
    (chart,) = dialog.tab("jogakbo").findChildren(BarChart)
    assert [bar.shown for bar in chart.chart.bars] == ["2", "1", "0", "1", "1"]
    image = grab(chart).convertToFormat(QImage.Format.Format_Grayscale8)
    assert len(colours_in(image)) > 3


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_bucket_label_has_room_for_all_its_lines(qtbot: Any, ctx: Any, language: str) -> None:
    """At the dialog's own size "10 minutes to 20 minutes" wraps onto three lines in a
    Sudoku slot; the room under the bars grows so no line of a label is cut off."""
    fill(ctx)
    ctx.set_language(language)
    entries = discover()
    dialog = StatisticsDialog(ctx, entries, "sudoku")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for entry in entries:
        dialog.show_game(entry.id)
        for chart in dialog.tab(entry.id).findChildren(BarChart):
            small = QFont(chart.font())
            small.setPointSizeF(max(6.0, chart.font().pointSizeF() * 0.85))
            slot = (chart.width() - 2 * PADDING) / len(chart.chart.bars)
            room = chart.label_height(small, slot)
            metrics = QFontMetrics(small)
            for bar in chart.chart.bars:
                lines = metrics.boundingRect(
                    QRect(0, 0, int(slot - 4), 10_000), int(Qt.TextFlag.TextWordWrap), bar.label
                )
                assert lines.height() <= room, (entry.id, bar.label)
    assert i18n.current_language() == language
