"""Layout helpers that keep a screen still: nothing shown, hidden or reworded moves the
board or a button (issue 20)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QWidget,
)


class _Refit(QObject):
    """Runs `refit` when `widget`'s font changes, or (`app_font`) the application's.
    A child of the widget: it goes with it, and so does the connection."""

    def __init__(self, widget: QWidget, refit: Callable[[], None], app_font: bool = False) -> None:
        super().__init__(widget)
        self.refit = refit
        if app_font:
            # Qt tells only windows of a new application font, and a widget with a
            # font of its own is not told at all; the application says it to everyone.
            app = QApplication.instance()
            if isinstance(app, QApplication):
                app.fontChanged.connect(self._app_font_changed)
        else:
            widget.installEventFilter(self)

    def _app_font_changed(self, _font: QFont) -> None:
        self.refit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.FontChange:
            self.refit()
        return False


def fixed_header(label: QLabel, lines: int = 2) -> None:
    """A header that wraps within its column instead of widening the window, in a fixed
    number of lines, so a longer sentence (another language, "Notes mode on") never
    pushes the board down. The lines keep their height in the font of the text zoom."""
    label.setWordWrap(True)
    label.setMinimumWidth(0)
    label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def refit() -> None:
        label.setFixedHeight(lines * label.fontMetrics().lineSpacing() + 4)

    refit()
    _Refit(label, refit)
    _ShownWhole(label)


ELLIPSIS = "…"


def cut_to_fit(text: str, metrics: QFontMetrics, room: QRect, flags: int) -> str:
    """`text`, or its longest run of whole words followed by "…", that wraps within
    `room`: a header needing more lines than it keeps loses its end, not the tops and
    bottoms of its glyphs."""

    def fits(candidate: str) -> bool:
        return metrics.boundingRect(room, flags, candidate).height() <= room.height()

    if fits(text):
        return text
    words = text.split(" ")
    low, high = 0, len(words) - 1  # words[:low] + "…" fits (or low is 0)
    while low < high:
        middle = (low + high + 1) // 2
        if fits(" ".join(words[:middle]) + ELLIPSIS):
            low = middle
        else:
            high = middle - 1
    return " ".join(words[:low]) + ELLIPSIS if low else ELLIPSIS


class _ShownWhole(QObject):
    """Paints a fixed header cut at a word with "…" when its text needs more lines than
    the header keeps (Sudoku's at 200 % in 800×600: three or four lines in two). QLabel
    would centre the overflow and cut the first and last lines through their glyphs.
    The label's text stays whole for the S key and the accessible name."""

    def __init__(self, label: QLabel) -> None:
        super().__init__(label)
        self.label = label
        label.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() != QEvent.Type.Paint or self.label.textFormat() == Qt.TextFormat.RichText:
            return False
        label = self.label
        room = label.contentsRect()
        flags = int(label.alignment()) | int(Qt.TextFlag.TextWordWrap)
        shown = cut_to_fit(label.text(), label.fontMetrics(), room, flags)
        if shown == label.text():
            return False  # QLabel paints it as always
        painter = QPainter(label)
        painter.setFont(label.font())
        painter.setPen(label.palette().color(label.foregroundRole()))
        painter.drawText(room, flags, shown)
        painter.end()
        return True


def follow_zoom(widget: QWidget, scale: float) -> None:
    """A widget given a larger font of its own (a status line at 1.4 × the text) keeps
    that scale when the text zoom changes: a font set on a widget otherwise keeps its
    size while the application's grows."""

    def rescale() -> None:
        font = QFont(widget.font())
        font.setPointSizeF(QApplication.font(widget).pointSizeF() * scale)
        widget.setFont(font)

    _Refit(widget, rescale, app_font=True)


def fit_code_field(edit: QLineEdit, longest: str, scale: float = 1.0, zoom: float = 1.0) -> None:
    """A code field as wide as the longest code it may hold: a code shown or typed is
    read whole, never scrolled under a cut edge. `scale` < 1 sets a smaller font where
    a long code would otherwise squeeze the board (Sudoku's 50 characters).

    `zoom`, the text zoom as a factor (call again when it changes): the field keeps the
    width it has at 100 % and a code longer than that scrolls in it, in the larger text.
    Sudoku's 50 characters at 200 % would be wider than half an 800 px window, and the
    window's edge would cut the whole panel instead."""
    if scale != 1.0:
        # From the surroundings' font each time, so a second call does not shrink it
        # again and the field follows the zoom (a font set on a widget does not).
        parent = edit.parentWidget()
        font = QFont(parent.font() if parent is not None else QApplication.font())
        font.setPointSizeF(font.pointSizeF() * scale)
        edit.setFont(font)
    margins = edit.textMargins().left() + edit.textMargins().right()
    needed = edit.fontMetrics().horizontalAdvance(longest) + margins + 16
    edit.setMinimumWidth(needed if zoom <= 1 else round(needed / zoom))


def reserve_room(widget: QWidget) -> None:
    """Keep `widget`'s room in its layout while it is hidden (a note such as "Changes
    apply from the next game." appears without moving what is below it)."""
    policy = widget.sizePolicy()
    policy.setRetainSizeWhenHidden(True)
    widget.setSizePolicy(policy)


def fix_panel_width(panel: QWidget, at_least: int = 0) -> None:
    """Make a side panel as wide as its texts in the current language need, and keep
    it so: a note, a refusal or a Custom size box shown later never widens it (which
    would move the board). Call after every retranslation."""
    panel.setMinimumWidth(0)
    panel.setMaximumWidth(16_777_215)
    panel.ensurePolished()  # measured in the style sheet's font (a bold section title)
    # A QGroupBox's size hint leaves out its title, its minimum size hint does not: at
    # text zoom 200 % Reversi's "Choose your opponent" was cut to "Choose your oppon".
    needed = max(panel.sizeHint().width(), panel.minimumSizeHint().width())
    panel.setFixedWidth(max(at_least, needed))
    if not isinstance(panel.property(_PANEL_AT_LEAST), int):  # a zoom while playing, too
        _Refit(panel, lambda: fix_panel_width(panel, int(panel.property(_PANEL_AT_LEAST))))
    panel.setProperty(_PANEL_AT_LEAST, at_least)


_PANEL_AT_LEAST = "_fixed_panel_at_least"


class PanelFold(QObject):
    """Folds a side panel away when the board beside it would get small.

    `cell_size(width, height)` says how large the board's cells would be in an area of
    that size. When the panel beside the board would make the cells smaller than
    `comfortable` (and smaller than they would be without it), the panel is hidden and
    `toggle` (a checkable button, e.g. in the control row) appears: checking it shows
    the panel again, by the player's own choice. Nothing folds or unfolds except when
    the window's size changes or the board's shape does (`update`).
    """

    def __init__(
        self,
        board: QWidget,
        panel: QWidget,
        toggle: QPushButton,
        cell_size: Callable[[int, int], float],
        comfortable: float = 28,
        spacing: int = 6,
    ) -> None:
        super().__init__(board)
        self.board, self.panel, self.toggle = board, panel, toggle
        self.cell_size = cell_size
        self.comfortable = comfortable
        self.spacing = spacing
        self.folded = False
        toggle.setCheckable(True)
        toggle.hide()
        toggle.toggled.connect(self._toggled)
        board.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.board and event.type() == QEvent.Type.Resize:
            self.update()
        return False

    def update(self) -> None:
        if not self.board.isVisible():
            return  # a hidden board's size means nothing (it is laid out on show)
        panel_room = self.panel.sizeHint().width() + self.spacing
        height = self.board.height()
        # From the fold's own state, not the panel's visibility: while a screen shows,
        # the board is shown (and measured) before the panel beside it.
        if not self.folded or self.toggle.isChecked():
            beside, alone = self.board.width(), self.board.width() + panel_room
        else:
            beside, alone = self.board.width() - panel_room, self.board.width()
        cell_beside = self.cell_size(beside, height)
        fold = cell_beside < self.comfortable and cell_beside < self.cell_size(alone, height)
        if fold != self.folded:
            self.folded = fold
            self.toggle.setVisible(fold)
        wanted = not fold or self.toggle.isChecked()
        if wanted != self.panel.isVisible():
            self.panel.setVisible(wanted)

    def _toggled(self, on: bool) -> None:
        if self.folded:
            self.panel.setVisible(on)
