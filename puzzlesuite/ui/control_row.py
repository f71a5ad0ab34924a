"""The row of Home, New, Undo, Redo and Hint buttons of every game, shown in the window's
header (`puzzlesuite.ui.header`) while the game's screen is.

A button here is only a face of the main window's `QAction` (the one the main menu and
the keys use): it copies the action's enabled state and triggers it, so there is one
action, one enabled state and one place that decides what it does. A game shows only
the controls it has (its `GameEntry`); the others are never made, so a screen reader
meets no dead buttons and opening a screen sends no event for them.

The buttons are plain `QPushButton`s: their interfaces are the quiet ones of
`puzzlesuite.ui.accessible` (nothing is said while the screen is off screen). Their
icons are the app's own (`puzzlesuite.ui.icons`): drawn in the theme's colour whatever
the theme, and as large as the text zoom makes the words beside them.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QEvent, QRect, QSize, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from puzzlesuite.services.i18n import N_, _
from puzzlesuite.ui import icons, theme
from puzzlesuite.ui.accessible import strip_mnemonic
from puzzlesuite.ui.steady import reserve_room

# (key, button text with its mnemonic, the app's icon). Home is Alt+O, as it was while a
# menu bar took Alt+H (the letters players learnt stay). tools/i18n.py checks these with
# each game's own buttons: they share the window's Alt+letter keys.
CONTROLS: tuple[tuple[str, str, str], ...] = (
    ("home", N_("H&ome"), "home"),
    ("new", N_("&New game"), "new"),
    ("undo", N_("&Undo"), "undo"),
    ("redo", N_("&Redo"), "redo"),
    ("hint", N_("H&int"), "hint"),
)
# The controls a finished game hides while they have nothing to do (ControlRow.sync).
ENDING_HIDES = frozenset({"undo", "redo", "hint"})
# The button that brings back a side panel folded away (ui/steady.PanelFold).
PANEL_TEXT = N_("&Level and options")
PANEL_ICON = "options"
ROW_HEIGHT = 34  # VISUAL.md: 32–36 px
# The icons grow with the text zoom (icons.icon_size) up to what the row's height holds.
MAX_ICON_SIZE = ROW_HEIGHT - 10


def fit_row_height(button: QPushButton) -> int:
    """A row button's height: the row's, or more where the text zoom needs it (at 200 %
    the words would be cut at the bottom)."""
    button.ensurePolished()  # the style sheet's padding
    height = max(ROW_HEIGHT, QPushButton.minimumSizeHint(button).height())
    button.setFixedHeight(height)
    return height


class ActionButton(QPushButton):
    """A push button standing for one `QAction`: enabled as it is, triggering it."""

    def __init__(self, key: str, text: Callable[[], str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.key = key
        self._text = text
        self.action: QAction | None = None
        self.setObjectName(f"control-{key}")
        # A click must not take the focus from the board: Undo or Hint is followed by
        # more play, and the game puts the focus where it belongs after New game.
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setAutoDefault(False)
        theme.set_kind(self, "flat")  # a header's buttons have no face until hovered (GNOME)
        self._fit_icon()
        if key != "panel":
            reserve_room(self)  # hidden at a game's ending (ControlRow.sync): nothing moves
        self.full_text = ""
        self.with_text = True  # False where the row is too narrow: the icon alone
        self.clicked.connect(self._trigger)

    def _fit_icon(self) -> None:
        # The icon grows with the text, as far as the row's height holds it.
        height = fit_row_height(self)
        side = min(icons.icon_size(self.font()), height - (ROW_HEIGHT - MAX_ICON_SIZE))
        self.setIconSize(QSize(side, side))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # the text zoom
            self._fit_icon()

    def icon_only_width(self) -> int:
        return self.iconSize().width() + 20

    def set_with_text(self, on: bool) -> None:
        if on != self.with_text:
            self.with_text = on
            self.setText(self.full_text if on else "")
            self.setShortcut(QKeySequence.mnemonic(self.full_text))  # setText cleared it

    def bind(self, action: QAction) -> None:
        self.action = action
        action.changed.connect(self._follow)
        self.sync()

    def _trigger(self) -> None:
        if self.action is not None and self.action.isEnabled():
            self.action.trigger()

    def _follow(self) -> None:
        # Off screen the button keeps its state: the shell disables Home and New game
        # on the home screen, and following that would make every opening enable them
        # again in view (two events per button for screen readers). The shell syncs
        # the row once its actions are right for the screen on show (`ControlRow.sync`).
        if self.isVisible():
            self.sync()

    def sync(self) -> None:
        action = self.action
        if action is not None and action.isEnabled() != self.isEnabled():
            self.setEnabled(action.isEnabled())

    def retranslate(self) -> None:
        text = self._text()
        self.full_text = text
        self.setText(text if self.with_text else "")
        # Alt+letter works with the icon alone too; the name stays the words.
        self.setShortcut(QKeySequence.mnemonic(text))
        keys = self.action.shortcut() if self.action is not None else QKeySequence()
        # The tooltip has the words, without Korean's bracketed letter "새 게임(&N)".
        plain = strip_mnemonic(text).strip()
        self.setAccessibleName(plain)  # also when only the icon shows
        shortcut = keys.toString(QKeySequence.SequenceFormat.NativeText)
        self.setToolTip(f"{plain} ({shortcut})" if shortcut else plain)


class ControlRow(QHBoxLayout):
    """Home, New, Undo, Redo, Hint: only those `bind` is given, left-aligned; the panel
    button (`panel_toggle`) at the right end.

    A layout, not a widget: a panel around the buttons would be one more object for
    screen readers to hear appear each time the screen opens (issue 10's budget of 30
    events per open). The header places it (`HeaderBar.show_row`)."""

    def __init__(self, owner: QWidget | None = None) -> None:
        super().__init__()
        self.setObjectName("control-row")
        self.buttons: dict[str, ActionButton] = {}
        self._panel_button: QPushButton | None = None
        # Where the buttons wait while the screen is not on show (the header parks the
        # row here): a widget never shown, so they are off screen and silent, and never
        # windows of their own (a parentless button made visible would be one).
        # A child of the screen (`owner`), hidden for good: it goes with the screen, so no
        # parentless window outlives it with buttons bound to the shell's gone actions.
        self.holder = QWidget(owner)
        self.holder.setObjectName("control-row-holder")
        self.holder.hide()
        # The header's rule for showing words beside the icons, given the width of the
        # buttons at the start and of the panel button at the end with their words: where
        # they leave the title its place. None: where the whole row fits.
        self.words_fit: Callable[[int, int], bool] | None = None
        self.setContentsMargins(0, 0, 0, 0)
        self.setSpacing(6)
        self.addStretch(1)

    # ---- what the header asks --------------------------------------------------------------
    def widgets(self) -> list[QWidget]:
        """Every button of the row, in order (the panel button last)."""
        found = []
        for index in range(self.count()):
            item = self.itemAt(index)
            widget = item.widget() if item is not None else None
            if widget is not None:
                found.append(widget)
        return found

    def start_widgets(self) -> list[QWidget]:
        """The buttons at the row's start (their room is kept while hidden at an ending)."""
        return list(self.buttons.values())

    def end_widget(self) -> QPushButton | None:
        """The panel button where it shows."""
        return self._shown_panel_button()

    def last_widget(self) -> QWidget:
        """The last stop of the row in the Tab order (the panel button once made)."""
        widgets = self.widgets()
        return widgets[-1] if widgets else QWidget()

    def bind(self, actions: dict[str, QAction]) -> None:
        """Make a button for each control the game has (`actions`: key → the shell's
        action), in the row's fixed order."""
        for key, text, icon_name in CONTROLS:
            action = actions.get(key)
            if action is None or key in self.buttons:
                continue
            button = ActionButton(key, partial(_, text), self.holder)
            button.setIcon(icons.icon(icon_name))
            button.bind(action)
            self.insertWidget(len(self.buttons), button)  # before the stretch
            self.buttons[key] = button
        self.retranslate()

    def minimumSize(self) -> QSize:  # noqa: N802
        """Icons alone: the row never sets a screen's minimum width by its words."""
        size = super().minimumSize()
        icons = sum(b.icon_only_width() for b in self.buttons.values())
        panel = self._shown_panel_button()
        extra = panel.icon_only_width() if isinstance(panel, ActionButton) else 0
        spacing = self.spacing() * max(0, len(self.buttons) - 1)
        return QSize(icons + spacing + extra, size.height())

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802
        """Words beside the icons where they fit with the header's title (VISUAL.md: icon
        and text at 800 px and more), the icons alone with their tooltips where they do
        not."""
        start, end = self._widths_with_text()
        if self.words_fit is not None:
            fits = self.words_fit(start, end)
        else:
            fits = start + end <= rect.width()
        for button in self.buttons.values():
            button.set_with_text(fits)
        panel = self._panel_button
        if isinstance(panel, ActionButton):
            panel.set_with_text(fits)
        super().setGeometry(rect)

    def _widths_with_text(self) -> tuple[int, int]:
        """The width of the buttons at the start and of the panel button (0 while hidden)
        with their words (from the text, so the answer does not depend on what the
        buttons show now)."""

        def width(button: ActionButton) -> int:
            text = strip_mnemonic(button.full_text)
            return button.iconSize().width() + button.fontMetrics().horizontalAdvance(text) + 32

        start = sum(width(button) for button in self.buttons.values())
        start += self.spacing() * max(0, len(self.buttons) - 1)
        panel = self._shown_panel_button()
        end = width(panel) if isinstance(panel, ActionButton) else 0
        return start, end

    def _shown_panel_button(self) -> QPushButton | None:
        button = self._panel_button
        return button if button is not None and not button.isHidden() else None

    def panel_toggle(self) -> QPushButton:
        """A checkable button at the row's right end (hidden until a panel folds), so
        the game's controls on the left never move; its icon alone where the row is
        narrow, as the others."""
        if self._panel_button is None:
            button = ActionButton("panel", partial(_, PANEL_TEXT), self.holder)
            button.setIcon(icons.icon(PANEL_ICON))
            self.addWidget(button)
            self._panel_button = button
            self.retranslate()
        return self._panel_button

    def retranslate(self) -> None:
        for button in self.buttons.values():
            button.retranslate()
        if isinstance(self._panel_button, ActionButton):
            self._panel_button.retranslate()

    def sync(self, ended: bool = False) -> None:
        """Every button as enabled as its action (the shell calls it on each update).

        `ended`: the game's result card is on show. Undo, Redo and Hint that have nothing
        to do then are hidden, their room kept (nothing moves, and they come back with
        the next game): the card's buttons are the next steps, and a screen reader that
        opens a finished game meets no dead controls (30 events per open at most)."""
        for key, button in self.buttons.items():
            button.sync()
            if key in ENDING_HIDES:
                button.setVisible(not (ended and not button.isEnabled()))
