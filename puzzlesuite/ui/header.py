"""The header inside the window, under the window manager's title bar, as GNOME's games
lay theirs out: the actions of the screen on show at the left, the name of the game
(and a subtitle a game may fill, such as Sudoku's level) painted in the middle, and one
main-menu button at the right (F10 opens it too).

One header for the window, made once. What changes with the screen:

* **The actions** are the screen's own `ControlRow` (Home, New game, Undo, Redo, Hint,
  and the "Level and options" button of a panel that folds): `show_row` moves the row
  of the screen about to show into the header and parks the one leaving. The buttons
  stay the screen's (made once, when it is first opened): a screen switch shows the
  same buttons a screen showed when they were part of it, so opening a screen sends a
  screen reader no event more than it did (30 at most, docs/ACCESSIBILITY.md), and a
  button hidden at an ending keeps its room, as before.
* **The title and subtitle** are painted, not labels: the window's title already says
  the game's name to screen readers on every switch, and a label would say it twice
  (the home screen's heading did the same before it moved here).

The title sits in the middle of the window where it fits, else in the middle of the
room between the buttons, shortened with an ellipsis only where even that is too
narrow. The row shows its words beside the icons where they fit with the title, the
icons alone (with their tooltips and accessible names) where they do not.
"""

from __future__ import annotations

import itertools
import math
import time

from PySide6.QtCore import QEvent, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics, QFontMetricsF, QGuiApplication, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLayout,
    QMenu,
    QPushButton,
    QSizePolicy,
    QSpacerItem,
    QWidget,
)

from puzzlesuite.services.i18n import _
from puzzlesuite.ui import icons, theme
from puzzlesuite.ui.control_row import ROW_HEIGHT, ControlRow
from puzzlesuite.ui.tokens import SPACING, TYPE

MARGIN = 4  # around the buttons: 42 px with them, the room 800×600 leaves Sudoku's panel
TITLE_GAP = SPACING.m  # at least this much room on each side of the title
# A press on the menu button that closed its open menu must not open it again at once.
REOPEN_GUARD_S = 0.25


class MainMenuButton(QPushButton):
    """The button at the header's right end that opens the main menu below it, aligned
    to its right edge (as GNOME's primary menu is). A screen reader hears a menu button
    (`popup_menu` property, ui/accessible.py)."""

    def __init__(self, menu: QMenu, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.popup_menu = menu
        self.setObjectName("main-menu")
        self.setProperty("popup_menu", True)
        self.setIcon(icons.icon("main-menu"))
        self.setFixedHeight(ROW_HEIGHT)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setAutoDefault(False)
        theme.set_kind(self, "flat")
        self._fit_icon()
        self._closed_at = 0.0
        menu.aboutToHide.connect(self._menu_closed)
        self.clicked.connect(self._clicked)

    def _fit_icon(self) -> None:
        side = min(icons.icon_size(self.font()), ROW_HEIGHT - 10)
        self.setIconSize(QSize(side, side))
        self.setFixedWidth(max(ROW_HEIGHT, side + 18))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # the text zoom
            self._fit_icon()

    def _clicked(self) -> None:
        # The press that closed the menu (outside it, on this button) comes back to the
        # button as a click: it closes, it does not open again.
        if time.monotonic() - self._closed_at > REOPEN_GUARD_S:
            self.open_menu()

    def open_menu_from_keyboard(self) -> None:
        """F10: the menu opens with its first entry highlighted, as a menu bar's does
        from the keyboard, so a screen reader speaks where the player is at once."""
        self.open_menu()
        first = next(
            (a for a in self.popup_menu.actions() if a.isVisible() and not a.isSeparator()),
            None,
        )
        if first is not None:
            self.popup_menu.setActiveAction(first)

    def open_menu(self) -> None:
        """Show the menu below the button (above it where the screen has no room below),
        its right edge at the button's; returns at once (F10 and tests do not wait for
        the menu to close)."""
        menu = self.popup_menu
        if menu.isVisible():
            return
        menu.ensurePolished()
        size = menu.sizeHint()
        below = self.mapToGlobal(QPoint(self.width() - size.width(), self.height()))
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is not None:
            room = screen.availableGeometry()
            if below.y() + size.height() > room.bottom():
                above = self.mapToGlobal(QPoint(0, 0)).y() - size.height()
                if above >= room.top():
                    below.setY(above)
            below.setX(max(room.left(), min(below.x(), room.right() - size.width())))
        self.setDown(True)
        menu.popup(below)

    def _menu_closed(self) -> None:
        self._closed_at = time.monotonic()
        self.setDown(False)

    def retranslate(self) -> None:
        name = _("Main menu")
        self.setAccessibleName(name)
        self.setToolTip(f"{name} (F10)")


class HeaderBar(QWidget):
    """The window's header: the screen's action row, its painted title and subtitle, and
    the main-menu button."""

    def __init__(self, menu: QMenu, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("header")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.title = ""
        self.subtitle = ""
        self.row: ControlRow | None = None
        self.menu_button = MainMenuButton(menu)
        self._slot = QHBoxLayout()
        self._slot.setContentsMargins(0, 0, 0, 0)
        # Holds the room on home, where there is no row: the menu button stays at the end.
        self._spacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)
        self._slot.addItem(self._spacer)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(MARGIN, MARGIN, MARGIN, MARGIN)
        layout.setSpacing(SPACING.s)
        layout.addLayout(self._slot, 1)
        layout.addWidget(self.menu_button)
        self._fonts()
        self.retranslate()

    # ---- what it shows -----------------------------------------------------------------------
    def set_title(self, title: str, subtitle: str = "") -> None:
        if (title, subtitle) == (self.title, self.subtitle):
            return
        self.title, self.subtitle = title, subtitle
        if self.row is not None:
            self.row.invalidate()  # its words may fit now, or no longer
        self.updateGeometry()
        self.update()

    def show_row(self, row: ControlRow | None) -> None:
        """Put `row` (the actions of the screen about to show; None on home) in the header,
        and park the one there before. Each button keeps what it was: one hidden at a
        game's ending (or a panel button while the panel is beside the board) stays
        hidden, the others show."""
        if row is self.row:
            return
        old = self.row
        if old is not None:
            self._slot.removeItem(old)
            old.setParent(None)  # a layout out of every layout
            self._move_widgets(old, old.holder)  # off screen until its screen shows again
            old.words_fit = None
        else:
            self._slot.removeItem(self._spacer)
        self.row = row
        if row is None:
            self._slot.addItem(self._spacer)
        else:
            _detach(row)
            shown = self._move_widgets(row, self)
            self._slot.addLayout(row)
            row.words_fit = self._words_fit
            layout = self.layout()
            if layout is not None:
                layout.activate()
            for widget in shown:
                widget.show()
            # Tab: the row in its order (a panel button made before the others, as a
            # screen's fold makes it, would come first), then the menu button.
            for before, after in itertools.pairwise([*row.widgets(), self.menu_button]):
                QWidget.setTabOrder(before, after)
        self.update()

    @staticmethod
    def _move_widgets(row: ControlRow, parent: QWidget) -> list[QWidget]:
        """Give the row's buttons a new parent; returns those that were not hidden on
        purpose (Qt hides a widget while its parent changes)."""
        shown = []
        for widget in row.widgets():
            hidden_on_purpose = widget.isHidden() and widget.testAttribute(
                Qt.WidgetAttribute.WA_WState_ExplicitShowHide
            )
            if widget.parentWidget() is not parent:
                widget.setParent(parent)
                if hidden_on_purpose:
                    widget.hide()
            if not hidden_on_purpose:
                shown.append(widget)
        return shown

    # ---- the title ---------------------------------------------------------------------------
    def _fonts(self) -> None:
        self.title_font = theme.font_for(self.font(), TYPE.strong)
        self.subtitle_font = theme.font_for(self.font(), TYPE.caption)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # the text zoom
            self._fonts()
            self.updateGeometry()

    def _title_width(self) -> int:
        # Fractional advances, rounded up: an integer width elided the last letters.
        widths = [QFontMetricsF(self.title_font).horizontalAdvance(self.title)]
        if self.subtitle:
            widths.append(QFontMetricsF(self.subtitle_font).horizontalAdvance(self.subtitle))
        return math.ceil(max(widths)) + 1

    def _title_height(self) -> int:
        height = QFontMetrics(self.title_font).height()
        if self.subtitle:
            height += QFontMetrics(self.subtitle_font).height()
        return height

    def _words_fit(self, start: int, end: int) -> bool:
        """Whether the row's words fit with the title in the middle of the window:
        `start` px of buttons from the left edge, `end` px before the menu button."""
        half = (self.width() - self._title_width()) // 2 - TITLE_GAP - MARGIN
        after_menu = half - self.menu_button.width() - SPACING.s
        return start <= half and end <= after_menu

    def sizeHint(self) -> QSize:  # noqa: N802
        hint = super().sizeHint()
        return QSize(hint.width(), max(hint.height(), self._title_height() + 2 * MARGIN))

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        hint = super().minimumSizeHint()
        return QSize(hint.width(), max(hint.height(), self._title_height() + 2 * MARGIN))

    def title_rect(self) -> QRect:
        """Where the title (and subtitle under it) is painted: centred on the window
        where it fits, else in the middle of the room between the buttons."""
        left, right = MARGIN, self.menu_button.geometry().left() - SPACING.s
        if self.row is not None:
            for widget in self.row.start_widgets():
                left = max(left, widget.geometry().right() + 1)
            end = self.row.end_widget()
            if end is not None:
                right = min(right, end.geometry().left())
        left += TITLE_GAP
        right -= TITLE_GAP
        width = min(self._title_width(), max(0, right - left))
        x = (self.width() - width) // 2
        x = max(left, min(x, right - width))
        height = self._title_height()
        return QRect(x, (self.height() - height) // 2, width, height)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        tokens = theme.applied()
        painter = QPainter(self)
        painter.fillRect(self.rect(), tokens.surface)
        line = 2 if tokens.contrast else 1
        edge = tokens.control_border if tokens.contrast else tokens.border
        painter.fillRect(0, self.height() - line, self.width(), line, edge)
        rect = self.title_rect()
        if rect.width() <= 0:
            return
        top = rect.top()
        for font, text, colour in (
            (self.title_font, self.title, tokens.text),
            (self.subtitle_font, self.subtitle, tokens.muted),
        ):
            if not text:
                continue
            metrics = QFontMetrics(font)
            painter.setFont(font)
            painter.setPen(QPen(colour))
            shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
            line_rect = QRect(rect.left(), top, rect.width(), metrics.height())
            painter.drawText(line_rect, Qt.AlignmentFlag.AlignCenter, shown)
            top += metrics.height()

    def painted_title(self) -> str:
        """The title as painted now (elided where the room is short): for tests."""
        metrics = QFontMetrics(self.title_font)
        return metrics.elidedText(
            self.title, Qt.TextElideMode.ElideRight, self.title_rect().width()
        )

    def retranslate(self) -> None:
        self.menu_button.retranslate()


def _detach(row: ControlRow) -> None:
    """Take the row out of the layout it is in (a screen that still places it itself)."""
    parent = row.parent()
    if isinstance(parent, QLayout):
        parent.removeItem(row)
    if parent is not None:
        row.setParent(None)
