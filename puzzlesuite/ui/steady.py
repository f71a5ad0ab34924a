"""Layout helpers that keep a screen still: nothing shown, hidden or reworded moves the
board or a button (issue 20)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QRect, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QLayout,
    QLineEdit,
    QPushButton,
    QScrollBar,
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
        panel.installEventFilter(self)
        self._window: QWidget | None = None  # watched for growing to hold the panel
        self._grown_from: int | None = None  # the width it had before it grew
        screen = panel.parentWidget()
        if screen is not None:
            screen.installEventFilter(self)
        else:  # once the panel is in its screen's layout
            QTimer.singleShot(0, self, self._watch_screen)

    def _watch_screen(self) -> None:
        screen = self.panel.parentWidget()
        if screen is not None:
            screen.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        kind = event.type()
        if watched is self._window and kind == QEvent.Type.Resize:
            self._note_growth(event)  # type: ignore[arg-type]
        elif watched is self.board and kind == QEvent.Type.Resize:
            self.update()
        elif watched is self.panel.parentWidget() and kind == QEvent.Type.LayoutRequest:
            # The screen's layout has its new minimum (a wider panel, a larger text):
            # fold now, before the window is laid out anew and grows for it.
            self.update()
        elif kind == QEvent.Type.Show or (watched is self.panel and kind == QEvent.Type.Resize):
            # Once the window has taken its new minimum: a board laid out while its
            # screen was hidden, or a panel grown with the text zoom, may have made the
            # window wider without resizing the board.
            QTimer.singleShot(0, self, self.update)
        return False

    def _note_growth(self, event: QResizeEvent) -> None:
        """The window grew to exactly its minimum: Qt made it as wide as its content
        (a wider panel, a larger text), not the player."""
        window = self._window
        old, new = event.oldSize().width(), event.size().width()
        grew_to_minimum = window is not None and 0 < old < new == window.minimumWidth()
        if grew_to_minimum and self._grown_from is None:
            self._grown_from = old

    def update(self) -> None:
        if not self.board.isVisible():
            return  # a hidden board's size means nothing (it is laid out on show)
        window = self.board.window()
        if window is not self._window and window is not self.board:
            if self._window is not None:
                self._window.removeEventFilter(self)
            self._window = window
            window.installEventFilter(self)
        panel_room = self.panel.sizeHint().width() + self.spacing
        height = self.board.height()
        # From the fold's own state, not the panel's visibility: while a screen shows,
        # the board is shown (and measured) before the panel beside it.
        if not self.folded or self.toggle.isChecked():
            beside, alone = self.board.width(), self.board.width() + panel_room
        else:
            beside, alone = self.board.width() - panel_room, self.board.width()
        cell_beside = self.cell_size(beside, height)
        small = cell_beside < self.comfortable and cell_beside < self.cell_size(alone, height)
        too_wide = self._too_wide(panel_room)
        fold = small or too_wide
        if fold != self.folded:
            self.folded = fold
            self.toggle.setVisible(fold)
        wanted = not fold or self.toggle.isChecked()
        if wanted != self.panel.isVisible():
            self.panel.setVisible(wanted)
            if not wanted:
                QTimer.singleShot(0, self, lambda: self._back_to_its_width(too_wide))

    def _room(self) -> int | None:
        """The widest the window can be on its screen (its frame left out)."""
        window = self.board.window()
        screen = window.screen()
        if screen is None or window is self.board:
            return None
        frame = window.frameGeometry().width() - window.width()
        return screen.availableGeometry().width() - frame

    def _too_wide(self, panel_room: int) -> bool:
        """The screen with its panel beside the board would need a window wider than
        the screen it is on (the text zoom at 200 % on a small screen). Measured from
        the screen's own minimum, which its layout has just worked out (see
        `eventFilter`): the window has not grown for it yet, and now never does."""
        room = self._room()
        screen = self.panel.parentWidget()
        if room is None or screen is None:
            return False
        around = self.board.window().width() - screen.width()  # margins, the menu bar…
        needed = screen.minimumSizeHint().width() + around
        if self.panel.isHidden():
            needed += panel_room
        return needed > room

    def _back_to_its_width(self, too_wide: bool) -> None:
        """A window that grew to hold the panel before it folded (Qt lays the window out
        first) goes back to the width it had, or at least back onto its screen."""
        window, room = self.board.window(), self._room()
        widths = [self._grown_from] if self._grown_from is not None else []
        self._grown_from = None
        screen = window.screen()
        off_screen = screen is not None and window.width() > screen.availableGeometry().width()
        if too_wide and off_screen and room is not None:  # it grew before it was watched
            widths.append(room)
        width = min(widths) if widths else None
        if width is not None and window.width() > width and not window.isMaximized():
            # Every layout from the panel's up works out its minimum without the panel
            # now (each would do it on its own turn, after this resize).
            widget = self.panel.parentWidget()
            while widget is not None:
                layout = widget.layout()
                if layout is not None:
                    layout.activate()
                widget = widget.parentWidget()
            window.resize(max(width, window.minimumSizeHint().width()), window.height())

    def _toggled(self, on: bool) -> None:
        if self.folded:
            self.panel.setVisible(on)


class _ScrollsWhenShort(QObject):
    """See `scroll_when_short`."""

    def __init__(self, panel: QWidget) -> None:
        super().__init__(panel)
        from puzzlesuite.ui.board_zoom import unlist

        self.panel = panel
        layout = panel.layout()
        assert layout is not None, "a panel with a layout"
        self.layout = layout
        # The panel may be shorter than its content: the window never grows for it.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        panel.setMinimumHeight(1)  # explicit: the layout asks no more (0 means unset)
        self.bar = QScrollBar(Qt.Orientation.Vertical, panel)
        self.bar.setObjectName("panel-scroll")
        self.bar.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab walks the panel; it follows
        unlist(self.bar)  # for the mouse: screen readers follow the focus
        self.bar.hide()
        self.bar.valueChanged.connect(lambda _value: self.lay_out())
        self._with_bar = -1  # the panel's width with the bar's room, while it has it
        panel.installEventFilter(self)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)

    def content_height(self) -> int:
        return max(self.layout.minimumSize().height(), self.layout.sizeHint().height())

    def lay_out(self) -> None:
        panel, bar = self.panel, self.bar
        content = self.content_height()
        short = panel.height() < content
        width = bar.sizeHint().width()
        if not short:
            if bar.isVisible():
                bar.hide()
                bar.setValue(0)
            if panel.width() == self._with_bar:  # the bar's room goes with it
                self._with_bar = -1
                self._widen(panel.width() - width)
            self.layout.setGeometry(panel.rect())
            return
        if panel.width() != self._with_bar:
            # The bar gets a room of its own: the controls keep the width they need (and
            # get it again after `fix_panel_width` measures them anew).
            self._with_bar = panel.width() + width
            self._widen(self._with_bar)
        bar.setGeometry(panel.width() - width, 0, width, panel.height())
        bar.setRange(0, content - panel.height())
        bar.setPageStep(panel.height())
        bar.setSingleStep(max(1, panel.height() // 10))
        if not bar.isVisible():
            bar.show()
            bar.raise_()
        self.layout.setGeometry(QRect(0, -bar.value(), panel.width() - width, content))

    def _widen(self, width: int) -> None:
        """The panel's width with or without the bar (a panel of a fixed width, as
        `fix_panel_width` makes it, keeps it fixed)."""
        panel = self.panel
        if panel.minimumWidth() == panel.maximumWidth():
            panel.setFixedWidth(width)
        else:
            panel.setMinimumWidth(max(0, width))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        kind = event.type()
        if watched is self.panel:
            if kind in (QEvent.Type.Resize, QEvent.Type.LayoutRequest):
                # The layout has had the event (Qt gives it before the filters) and put
                # its items in the panel's rectangle: in the scrolled one instead.
                self.lay_out()
            elif kind == QEvent.Type.Show:
                QTimer.singleShot(0, self, self.lay_out)
            elif kind == QEvent.Type.Wheel and self.bar.isVisible():
                QApplication.sendEvent(self.bar, event)
                return True
        return False

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        if new is None or not self.bar.isVisible() or not self.panel.isAncestorOf(new):
            return
        top = new.mapTo(self.panel, new.rect().topLeft()).y()
        bottom = top + new.height()
        if top < 0:
            self.bar.setValue(self.bar.value() + top)
        elif bottom > self.panel.height():
            self.bar.setValue(self.bar.value() + bottom - self.panel.height())


def scroll_when_short(panel: QWidget) -> None:
    """A side panel taller than its place (Sudoku's at 200 % on an 800×600 screen)
    scrolls in it, instead of making the window taller than the screen: a scroll bar of
    its own along its right edge, the wheel, and Tab (the focused control is scrolled
    into view). No scroll area: that would be two more widgets for screen readers on
    every open; the bar is left out of the accessible tree (they follow the focus). At
    its full height nothing changes."""
    if not isinstance(panel.property(_SCROLLS), bool):
        _ScrollsWhenShort(panel)
        panel.setProperty(_SCROLLS, True)


_SCROLLS = "_scrolls_when_short"
