"""The Statistics dialog: a tab per game, each built when first shown.

A tab draws the game's `StatsPage` (puzzlesuite.services.stats): a summary card per
section and its charts, each chart with the same bars as a table ("Show charts as
tables" swaps them in place, so nothing moves; the tables are made when first asked
for). Reset statistics and Export as CSV act on the
game of the tab.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from puzzlesuite.core.registry import GameEntry
from puzzlesuite.services.i18n import _
from puzzlesuite.services.stats_page import Section, StatsPage, csv_header, page_csv
from puzzlesuite.shell.context import AppContext
from puzzlesuite.shell.dialogs import DIALOG_SIZE, PagesWindow
from puzzlesuite.ui.charts import BarChart, SummaryCard, chart_table
from puzzlesuite.ui.touch import kinetic_scroll


def _note(text: str) -> QLabel:
    """A sentence a keyboard user can reach and a screen reader reads."""
    label = QLabel(text)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)
    label.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    label.setAccessibleName(text)
    return label


class StatsTab(QWidget):
    """One game's statistics, drawn from its page."""

    def __init__(self, ctx: AppContext, entry: GameEntry, page: StatsPage) -> None:
        super().__init__()
        self.ctx, self.entry, self.page = ctx, entry, page
        self.stacks: list[QStackedWidget] = []
        self.as_tables = QCheckBox(_("Show charts as &tables"))
        self.as_tables.setAccessibleName(_("Show charts as tables"))
        self.as_tables.toggled.connect(self._show_tables)
        self.reset_button = QPushButton(_("&Reset statistics…"))
        self.reset_button.setAccessibleName(
            _("Reset the statistics of {game}").format(game=_(entry.title))
        )
        self.export_button = QPushButton(_("&Export as CSV…"))
        self.export_button.setAccessibleName(
            _("Export the statistics of {game} as CSV").format(game=_(entry.title))
        )
        controls = QHBoxLayout()
        controls.addWidget(self.as_tables)
        controls.addStretch(1)
        controls.addWidget(self.reset_button)
        controls.addWidget(self.export_button)
        body = QWidget()
        column = QVBoxLayout(body)
        for text in page.notes:  # first: what the figures below mean (Reversi's Played)
            column.addWidget(_note(text))
        for section in page.sections:
            # A page of one section is the game itself, which the tab already names.
            self._add_section(column, section, titled=len(page.sections) > 1)
        column.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        kinetic_scroll(scroll.viewport(), lambda: ctx.reduce_motion)  # a finger scrolls
        # Tab walks the cards, charts and tables inside (the area scrolls to each), so
        # the area itself is no stop of its own.
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        scroll.setAccessibleName(_(entry.title))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(controls)
        layout.addWidget(scroll, 1)
        self.setAccessibleName(_(entry.title))

    def _add_section(self, column: QVBoxLayout, section: Section, titled: bool) -> None:
        tokens = lambda: self.ctx.tokens  # noqa: E731 — read at paint time: theme changes
        if titled:
            heading = QLabel(section.heading)
            font = heading.font()
            font.setBold(True)
            font.setPointSizeF(font.pointSizeF() * 1.2)
            heading.setFont(font)
            column.addSpacing(6)
            column.addWidget(heading)
        card = SummaryCard(section.heading, section.figures, tokens)
        if not section.figures_below:
            column.addWidget(card)
        if section.charts:
            row = QHBoxLayout()
            for chart in section.charts:
                stack = QStackedWidget()
                stack.addWidget(BarChart(chart, tokens))
                self.stacks.append(stack)
                row.addWidget(stack)
            column.addLayout(row)
        if section.figures_below:
            column.addWidget(card)
        for text in section.notes:
            column.addWidget(_note(text))

    def _show_tables(self, on: bool) -> None:
        for stack in self.stacks:
            if on and stack.count() == 1:
                # Made when first asked for: tables are most of a tab's cost to build,
                # and each chart already says its numbers (name, summary).
                chart = stack.widget(0)
                assert isinstance(chart, BarChart)
                stack.addWidget(chart_table(chart.chart))
            stack.setCurrentIndex(1 if on else 0)

    def text(self) -> str:
        """Everything the tab says, in reading order (tests, and the CSV's twin)."""
        lines = list(self.page.notes)
        for section in self.page.sections:
            lines.append(section.heading)
            lines += [f"{figure.label}: {figure.value}" for figure in section.figures]
            for chart in section.charts:
                lines.append(chart.summary)
                lines += [f"{bar.label}: {bar.shown}" for bar in chart.bars]
            lines += section.notes
        return "\n".join(lines)


class StatisticsDialog(PagesWindow):
    """A page per game in the app's page layout (ui/pages.py: a sidebar of games, not a
    QTabWidget, which stops Orca 43, as How to play); a page is built the first time it
    is shown, and again with fresh numbers when the dialog is asked for again, the
    language changes or a reset."""

    def __init__(
        self,
        ctx: AppContext,
        entries: list[GameEntry],
        current: str | None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(ctx, parent)
        self.setObjectName("statistics-dialog")
        self.entries = entries
        self.built: dict[str, StatsTab] = {}
        self.build_ms: dict[str, float] = {}  # how long each tab took (benchmarks)
        self.confirm: QMessageBox | None = None
        for _entry in entries:
            holder = QWidget()
            QVBoxLayout(holder).setContentsMargins(0, 0, 0, 0)
            self.tabs.addTab(holder, "")
        self.tabs.currentChanged.connect(self._build_current)
        self.resize(*DIALOG_SIZE)
        self.show_game(current)

    # ---- tabs --------------------------------------------------------------------------

    def show_game(self, game_id: str | None) -> None:
        """Bring the tab of the game being played to the front, with fresh numbers."""
        ids = [entry.id for entry in self.entries]
        if game_id in ids:
            self.tabs.blockSignals(True)  # retranslate builds the tab, once
            self.tabs.setCurrentIndex(ids.index(game_id))
            self.tabs.blockSignals(False)
        self.retranslate()

    def retranslate(self) -> None:
        super().retranslate()
        self.setWindowTitle(_("Statistics"))
        self.tabs.setAccessibleName(_("Statistics"))
        for index, entry in enumerate(self.entries):
            self.tabs.setTabText(index, _(entry.title))
        self._forget_tabs()
        self._build_current()

    def tab(self, game_id: str) -> StatsTab:
        """The game's tab, built now if it was not yet."""
        if game_id not in self.built:
            self._build(self._index(game_id))
        return self.built[game_id]

    def page_text(self, index: int) -> str:
        return self.tab(self.entries[index].id).text()

    def current_tab(self) -> StatsTab | None:
        return self.built.get(self.entries[self.tabs.currentIndex()].id) if self.entries else None

    def _index(self, game_id: str) -> int:
        return [entry.id for entry in self.entries].index(game_id)

    def _forget_tabs(self) -> None:
        for tab in self.built.values():
            tab.setParent(None)
            tab.deleteLater()
        self.built.clear()

    def _build_current(self, *_args: Any) -> None:
        if self.entries and self.tabs.currentIndex() >= 0:
            self.tab(self.entries[self.tabs.currentIndex()].id)

    def _build(self, index: int) -> None:
        entry = self.entries[index]
        started = time.perf_counter()
        page = entry.stats_page.load()(self.ctx.stats.record(entry.id))
        tab = StatsTab(self.ctx, entry, page)
        tab.reset_button.clicked.connect(lambda: self.ask_reset(entry.id))
        tab.export_button.clicked.connect(lambda: self.choose_export_file(entry.id))
        holder = self.tabs.widget(index)
        holder_layout = holder.layout() if holder is not None else None
        assert holder_layout is not None
        holder_layout.addWidget(tab)
        self.built[entry.id] = tab
        self.build_ms[entry.id] = (time.perf_counter() - started) * 1000

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        self._build_current()

    # ---- reset -------------------------------------------------------------------------

    def ask_reset(self, game_id: str) -> QMessageBox:
        """A confirmation that names the game; nothing happens until Reset is chosen."""
        entry = self.entries[self._index(game_id)]
        game = _(entry.title)
        box = QMessageBox(self)
        box.setObjectName("reset-statistics")
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(_("Reset statistics"))
        box.setText(_("Reset the statistics of {game}?").format(game=game))
        box.setInformativeText(
            _("Every figure of {game} goes back to zero. Other games keep theirs.").format(
                game=game
            )
        )
        reset = box.addButton(_("Reset"), QMessageBox.ButtonRole.DestructiveRole)
        cancel = box.addButton(_("Cancel"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(cancel)
        box.setEscapeButton(cancel)
        reset.clicked.connect(lambda: self.reset(game_id))
        self.confirm = box
        box.open()
        return box

    def reset(self, game_id: str) -> None:
        """Forget the game's statistics and the save's counted marks, then redraw."""
        self.ctx.stats.reset(game_id)
        screens = getattr(self.parentWidget(), "screens", {})
        screen = screens.get(game_id) if isinstance(screens, dict) else None
        if screen is not None:  # a GameScreen: the open game holds its marks in memory
            screen.stats_were_reset()
        else:
            self._clear_counted_marks(game_id)
        shown = self.built.pop(game_id, None)
        if shown is not None:  # redrawn with its zeros
            shown.setParent(None)
            shown.deleteLater()
            self.tab(game_id)

    def _clear_counted_marks(self, game_id: str) -> None:
        """The game is not open: its save's marks are cleared (`clear_counted`), or a
        game in progress is counted again at once (`count_after_reset`)."""
        entry = self.entries[self._index(game_id)]
        clear = entry.clear_counted.load() if entry.clear_counted is not None else None
        count = entry.count_after_reset.load() if entry.count_after_reset is not None else None
        if clear is None and count is None:
            return  # the game keeps no such marks
        save = self.ctx.saves.load(game_id)
        if save is None:
            return
        if clear is not None:
            self.ctx.saves.save(game_id, clear(save))
        if count is not None:
            self.ctx.stats.update(game_id, lambda record: count(save, record))

    # ---- export ------------------------------------------------------------------------

    def choose_export_file(self, game_id: str) -> None:
        suggested = str(Path.home() / f"{game_id}-statistics.csv")
        path, _filter = QFileDialog.getSaveFileName(
            self, _("Export as CSV"), suggested, _("CSV files (*.csv)")
        )
        if path:
            self.export_csv(game_id, Path(path))

    def export_csv(self, game_id: str, path: Path) -> bool:
        """Write the tab's figures as CSV (UTF-8, a header row); one plain sentence if the
        file cannot be written."""
        page = self.tab(game_id).page
        try:
            path.write_text(page_csv(page, csv_header()), encoding="utf-8", newline="")
        except OSError as error:
            self.ctx.notify(
                _("The statistics could not be saved to {file}: {reason}").format(
                    file=str(path), reason=error.strerror or str(error)
                )
            )
            return False
        return True
