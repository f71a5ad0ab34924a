"""The one main window: its header (the screen's actions, the title, the main menu), home,
the game screens and the shortcuts."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar, cast

from PySide6.QtCore import QByteArray, QElapsedTimer, QEvent, QMargins, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QKeySequence, QPalette
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QSizePolicy,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from puzzlesuite.core import registry
from puzzlesuite.core.registry import GameEntry, KeyGroup
from puzzlesuite.services.i18n import _, pgettext
from puzzlesuite.services.keys import either, key, sequence_text
from puzzlesuite.shell.context import AppContext
from puzzlesuite.shell.home import HomeScreen
from puzzlesuite.shell.startup import after_first_paint
from puzzlesuite.shell.window_fit import first_geometry, fitted_geometry
from puzzlesuite.ui import accessible
from puzzlesuite.ui.accessible import strip_mnemonic
from puzzlesuite.ui.header import HeaderBar
from puzzlesuite.ui.tokens import SPACING

if TYPE_CHECKING:
    from PySide6.QtGui import QScreen
    from PySide6.QtWidgets import QDialog  # every dialog is imported when first opened

    from puzzlesuite.shell.dialogs import AboutDialog, HelpDialog, SettingsDialog
    from puzzlesuite.shell.shortcuts import ShortcutsDialog
    from puzzlesuite.shell.statistics import StatisticsDialog
    from puzzlesuite.ui.context import GameContext
    from puzzlesuite.ui.game_screen import GameScreen  # imported with the first game

D = TypeVar("D", bound="QDialog")

# Play time reaches the statistics file at least this often, so a crash loses little.
PLAY_TIME_FLUSH_MS = 60_000


class NoticeBar(QWidget):
    """Plain sentences about problems, until the player dismisses them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("notice-bar")
        # Each says its sentence in the current language.
        self.messages: list[Callable[[], str]] = []
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setObjectName("notice-text")
        self.dismiss = QToolButton()
        self.dismiss.setText("×")
        self.dismiss.clicked.connect(self._dismissed)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 6, 12, 6)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.dismiss)
        # The board colour sets the bar apart from the window on both themes.
        self.setBackgroundRole(QPalette.ColorRole.AlternateBase)
        self.setAutoFillBackground(True)
        self.hide()
        self.retranslate()

    def show_message(self, message: Callable[[], str]) -> None:
        self.messages.append(message)
        self._show_texts()
        self.show()
        # The bar appears away from the focus; a screen-reader user would not notice it.
        from puzzlesuite.ui import a11y  # with the first notice: start-up does not need it

        a11y.announce(self.label, message(), assertive=True)

    def _dismissed(self) -> None:
        self.messages.clear()
        self.hide()

    def _show_texts(self) -> None:
        # The saves and statistics folders fail together: one sentence, said once.
        text = "\n".join(dict.fromkeys(message() for message in self.messages))
        self.label.setText(text)
        self.label.setAccessibleName(text)

    def retranslate(self) -> None:
        self.dismiss.setToolTip(_("Dismiss notice"))
        self.dismiss.setAccessibleName(_("Dismiss notice"))
        self._show_texts()


class ScreenStack(QStackedWidget):
    """The home screen and the game screens, sized by the page on show only.

    A plain QStackedWidget asks for the largest minimum of all its pages: once
    Minesweeper had been opened, every screen kept its wider minimum. Pages not on show
    are given an Ignored size policy, which Qt's layouts leave out of the minimum.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.currentChanged.connect(self._size_by_current)

    # Not the widgetAdded signal: it came with Qt 6.9, and PySide6 6.8 is supported.
    def addWidget(self, page: QWidget) -> int:  # noqa: N802
        return self.insertWidget(self.count(), page)

    def insertWidget(self, index: int, page: QWidget) -> int:  # noqa: N802
        index = super().insertWidget(index, page)
        self._size_by_current()
        return index

    def _size_by_current(self) -> None:
        current = self.currentWidget()
        for index in range(self.count()):
            page = self.widget(index)
            if page is None:
                continue
            policy = QSizePolicy.Policy.Preferred if page is current else QSizePolicy.Policy.Ignored
            page.setSizePolicy(policy, policy)
        self.updateGeometry()


def _keys_of(action: QAction) -> str:
    """An action's keys in the words the games' key lists use: "Ctrl+Shift+Z, Ctrl+Y"."""
    portable = QKeySequence.SequenceFormat.PortableText
    return ", ".join(sequence_text(each.toString(portable)) for each in action.shortcuts())


def _described(actions: list[QAction]) -> tuple[tuple[str, str], ...]:
    """(keys, words) of each action: its menu text without the mnemonic and the dots."""
    return tuple(
        (_keys_of(action), strip_mnemonic(action.text()).rstrip("…").strip()) for action in actions
    )


def _sit_under_header(screen: QWidget) -> None:
    """The screen starts close under the header, whose edge already sets it apart: a
    screen's own top margin is the style's (9 px), which the header's height adds to."""
    layout = screen.layout()
    if layout is not None:
        margins = layout.contentsMargins()
        margins.setTop(min(margins.top(), SPACING.xs))
        layout.setContentsMargins(margins)


class MainWindow(QMainWindow):
    def __init__(self, ctx: AppContext, entries: list[GameEntry] | None = None) -> None:
        accessible.install()  # before any widget: screens off screen stay quiet
        super().__init__()
        self.ctx = ctx
        self.setObjectName("main-window")
        self.entries = entries if entries is not None else registry.games()
        ctx.game_titles = {entry.id: entry.title for entry in self.entries}
        self.screens: dict[str, GameScreen] = {}
        self._dialogs: dict[str, QDialog] = {}  # the open dialog of each kind
        self.home = HomeScreen(self.entries)
        self.home.state_reader = self._home_line
        self.home.card_area.reduce_motion = lambda: self.ctx.reduce_motion  # finger flicks
        ctx.sounds.window = self  # silent while this window is hidden or minimized
        self.stack = ScreenStack()
        self.stack.addWidget(self.home)
        self.notice = NoticeBar()
        # No menu bar: the header's main-menu button (and F10) holds everything a menu
        # bar held, as GNOME's apps do (docs/VISUAL_SYSTEM.md, "The header").
        self.main_menu = QMenu(self)
        self.main_menu.setObjectName("main-menu-popup")
        self.header = HeaderBar(self.main_menu)
        central = QWidget()
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.header)
        column.addWidget(self.notice)
        column.addWidget(self.stack, 1)
        self.setCentralWidget(central)
        # No status bar: each game screen has its own message line beside the board
        # (puzzlesuite.ui.message_line), so nothing is shown twice.
        self.statusBar().hide()

        self._build_actions()
        self._connect_home()
        self._play_clock = QElapsedTimer()
        self._counted_screen: GameScreen | None = None  # the screen the clock runs for
        self._flush_timer = QTimer(self)
        self._flush_timer.timeout.connect(self._flush_play_time)
        self._flush_timer.start(PLAY_TIME_FLUSH_MS)

        ctx.language_changed.connect(self.retranslate)
        ctx.problem_reported.connect(self.notice.show_message)
        ctx.theme_changed.connect(self._theme_changed)
        self.stack.currentChanged.connect(self._screen_changed)
        self.retranslate()
        # The first card has the focus when the window first becomes active (Qt would
        # give it to the first control after the window in the Tab order: the header's
        # menu button, above home).
        self.home.focus_first_card()
        self._restore_geometry()
        ctx.start_notices()
        self.started_up = False  # finish_start_up has run
        after_first_paint(self.home, self.finish_start_up)

    def finish_start_up(self) -> None:
        """What the first paint does not need (shell/startup.py): the application's own
        style, which draws switches, segmented controls and their focus rings (nothing
        on the home screen)."""
        from puzzlesuite.ui import style

        style.install()
        self.started_up = True

    # Actions -------------------------------------------------------------------
    def _action(
        self,
        shortcut: QKeySequence.StandardKey | str | list[str] | None,
        slot: Callable[[], object],
    ) -> QAction:
        action = QAction(self)
        if isinstance(shortcut, list):
            action.setShortcuts([QKeySequence(each) for each in shortcut])
        elif shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        self.addAction(action)  # the window's: its keys work whatever the menu shows
        return action

    def _build_actions(self) -> None:
        K = QKeySequence.StandardKey
        # A game's own menu entries (Sudoku's), in the main menu while its screen shows.
        self._own_actions: dict[str, list[QAction]] = {}
        self.new_action = self._action(K.New, self.new_game)
        self.undo_action = self._action(K.Undo, self.undo)
        self.redo_action = self._action(["Ctrl+Shift+Z", "Ctrl+Y"], self.redo)
        self.hint_action = self._action("H", self.hint)
        # Single keys for screen-reader play; a focused text field keeps its letters
        # (it accepts the shortcut override), so typing a puzzle code still works.
        self.status_action = self._action("S", self.speak_status)
        self.jump_next_action = self._action("J", lambda: self.jump(1))
        self.jump_previous_action = self._action("Shift+J", lambda: self.jump(-1))
        self.home_action = self._action("Alt+Home", self.show_home)
        self.stats_action = self._action("Ctrl+I", self.show_statistics)
        self.settings_action = self._action(K.Preferences, self.show_settings)
        if self.settings_action.shortcut().isEmpty():
            self.settings_action.setShortcut(QKeySequence("Ctrl+,"))
        self.quit_action = self._action("Ctrl+Q", self.close)
        self.fullscreen_action = self._action("F11", self.toggle_full_screen)
        # Ctrl+= and Ctrl++ (the same key with or without Shift on most layouts).
        zoom = self.ctx.settings.zoom_step
        self.zoom_in_action = self._action(["Ctrl+=", "Ctrl++"], lambda: zoom(1))
        self.zoom_out_action = self._action(["Ctrl+-"], lambda: zoom(-1))
        self.zoom_reset_action = self._action("Ctrl+0", lambda: zoom(0))
        self.fullscreen_action.setCheckable(True)
        self.labels_action = self._action(None, self._labels_toggled)
        self.labels_action.setCheckable(True)
        self.labels_action.setChecked(self.ctx.settings.value.board_labels)
        self.ctx.settings_changed.connect(
            lambda: self.labels_action.setChecked(self.ctx.settings.value.board_labels)
        )
        # Sound on or off: Ctrl+M (M alone is a Minesweeper reading key; docs/ACCESSIBILITY.md).
        self.sound_action = self._action("Ctrl+M", self._sound_toggled)
        self.sound_action.setCheckable(True)
        self.sound_action.setChecked(self.ctx.settings.value.sound)
        self.ctx.settings_changed.connect(
            lambda: self.sound_action.setChecked(self.ctx.settings.value.sound)
        )
        self.help_action = self._action("F1", self.show_help)
        # Ctrl+? as GNOME's apps have it; Ctrl+Shift+/ is the same keys where "?" is
        # Shift+/ and Qt sees the slash.
        self.shortcuts_action = self._action(["Ctrl+?", "Ctrl+Shift+/"], self.show_shortcuts)
        self.about_action = self._action(None, self.show_about)
        self.licences_action = self._action(None, self.show_licences)
        # F10 opens the main menu, as it opens GNOME's primary menu (and a menu bar).
        self.menu_action = self._action("F10", self.header.menu_button.open_menu_from_keyboard)
        self.view_menu = QMenu(self)
        self.view_menu.setObjectName("view-menu")
        self.view_menu.addAction(self.fullscreen_action)
        self.view_menu.addAction(self.labels_action)
        self.view_menu.addAction(self.sound_action)
        self.view_menu.addSeparator()
        for action in (self.zoom_in_action, self.zoom_out_action, self.zoom_reset_action):
            self.view_menu.addAction(action)
        self.main_menu.aboutToShow.connect(self.fill_main_menu)
        self.fill_main_menu()
        self._update_actions()

    def fill_main_menu(self) -> None:
        """The main menu for the screen on show: the game's actions (only those it has,
        its own entries after them), then the view, the app's windows and Quit. The keys
        are the window's, so they work whatever the menu shows."""
        menu = self.main_menu
        menu.clear()
        screen = self.current_screen()
        if screen is not None:
            entry = self._entry(screen.game_id)
            menu.addAction(self.new_action)
            for action, has in (
                (self.undo_action, entry.has_undo),
                (self.redo_action, entry.has_redo),
                (self.hint_action, entry.has_hint),
            ):
                if has:
                    menu.addAction(action)
            own = self._own_actions.get(screen.game_id, [])
            if own:
                menu.addSeparator()
                menu.addActions(own)
            menu.addSeparator()
            menu.addAction(self.home_action)
            menu.addSeparator()
        menu.addMenu(self.view_menu)
        menu.addAction(self.stats_action)
        menu.addAction(self.settings_action)
        menu.addSeparator()
        for action in (
            self.shortcuts_action,
            self.help_action,
            self.about_action,
            self.licences_action,
        ):
            menu.addAction(action)
        menu.addSeparator()
        menu.addAction(self.quit_action)

    def _connect_home(self) -> None:
        self.home.game_chosen.connect(self.open_game)
        self.home.language_chosen.connect(self.ctx.set_language)
        self.home.settings_requested.connect(self.show_settings)
        self.home.statistics_requested.connect(self.show_statistics)
        self.home.help_requested.connect(self.show_help)
        self.home.about_requested.connect(self.show_about)

    def retranslate(self) -> None:
        self._name_pages()
        self.view_menu.setTitle(_("&View"))
        texts = {
            self.new_action: _("&New game"),
            self.undo_action: _("&Undo"),
            self.redo_action: _("&Redo"),
            self.hint_action: _("H&int"),
            self.home_action: _("&Home"),
            self.stats_action: _("&Statistics"),
            self.settings_action: _("S&ettings…"),
            self.quit_action: _("&Quit"),
            self.fullscreen_action: _("&Full screen"),
            self.labels_action: _("Row and column &labels"),
            self.sound_action: _("&Sound"),
            self.zoom_in_action: _("Zoom &in"),
            self.zoom_out_action: _("Zoom &out"),
            self.zoom_reset_action: _("&Actual size"),
            self.help_action: _("Ho&w to play"),
            self.shortcuts_action: _("&Keyboard shortcuts"),
            self.about_action: _("A&bout Puzzle Suite"),
            self.licences_action: _("&Licences"),
        }
        for action, text in texts.items():
            action.setText(text)
        self.home.language_choice = self.ctx.settings.value.language
        self.home.retranslate()
        self.notice.retranslate()
        self.header.retranslate()

    def _name_pages(self) -> None:
        """Window title and accessible names of the page stack and each game screen, so
        a screen reader says "Reversi" where it would say "layered pane" or nothing; the
        header's painted title and subtitle."""
        self.setWindowTitle(self._title())
        screen = self.current_screen()
        self.stack.setAccessibleName(_(self._entry(screen.game_id).title) if screen else _("Home"))
        for game_id, each in self.screens.items():
            each.setAccessibleName(_(self._entry(game_id).title))
        self._show_header(screen)

    def _show_header(self, screen: GameScreen | None) -> None:
        """The header for `screen` (None: home): its row of actions, its name and the
        subtitle it asks for."""
        self.header.show_row(screen.controls if screen is not None else None)
        if screen is None:
            self.header.set_title(_("Puzzle Suite"))
            # Tab: the cards, the buttons under them, then the header's menu button.
            QWidget.setTabOrder(self.home.last_focus_widget(), self.header.menu_button)
        else:
            self.header.set_title(_(self._entry(screen.game_id).title), screen.header_subtitle())

    def _title(self) -> str:
        screen = self.current_screen()
        if screen is None:
            return _("Puzzle Suite")
        entry = self._entry(screen.game_id)
        return _("{game} — Puzzle Suite").format(game=_(entry.title))

    # Navigation ------------------------------------------------------------------
    def current_screen(self) -> GameScreen | None:
        # The stack holds the home screen and game screens only: no isinstance, so the
        # first paint does not import the game screens' module (shell/startup.py).
        widget = self.stack.currentWidget()
        return None if widget is self.home else cast("GameScreen", widget)

    def _home_line(self, entry: GameEntry) -> str:
        """A home card's state line, from the game's save and statistics (no screen is
        built). A save the game could not use says nothing here; the game tells when
        it is opened."""
        try:
            line = entry.home_line.load()(
                self.ctx.saves.load(entry.id), self.ctx.stats.record(entry.id)
            )
        except (ValueError, KeyError, TypeError):
            return ""
        return line

    def _entry(self, game_id: str) -> GameEntry:
        return next(e for e in self.entries if e.id == game_id)

    def open_game(self, game_id: str) -> GameScreen:
        screen = self.screens.get(game_id)
        if screen is None:
            screen_class = self._entry(game_id).screen.load()
            context: GameContext = self.ctx  # what a game may use of the app (mypy checks)
            screen = screen_class(context)
            for signal in (
                screen.undo_available_changed,
                screen.redo_available_changed,
                screen.hint_available_changed,
            ):
                signal.connect(lambda _on: self._update_actions())
            screen.home_requested.connect(self.show_home)
            screen.header_changed.connect(lambda s=screen: self._subtitle_changed(s))
            self.screens[game_id] = screen
            screen.controls.bind(self._controls_of(self._entry(game_id)))
            _sit_under_header(screen)
            self.stack.addWidget(screen)
            self._own_actions[game_id] = screen.menu_actions()
            screen.setAccessibleName(_(self._entry(game_id).title))
        # The actions (and the screen's buttons) as they will be, before it shows: a
        # button enabled in view is two more events for a screen reader at each open.
        self._update_actions(screen)
        self._show_header(screen)
        self._switch_to(screen, screen.focus_board)
        return screen

    def _subtitle_changed(self, screen: GameScreen) -> None:
        if screen is self.current_screen():
            self._show_header(screen)

    def _controls_of(self, entry: GameEntry) -> dict[str, QAction]:
        """The shell's actions a game's control row shows: only what the game has."""
        wanted = {
            "home": True,
            "new": entry.has_new,
            "undo": entry.has_undo,
            "redo": entry.has_redo,
            "hint": entry.has_hint,
        }
        actions = {
            "home": self.home_action,
            "new": self.new_action,
            "undo": self.undo_action,
            "redo": self.redo_action,
            "hint": self.hint_action,
        }
        return {key: action for key, action in actions.items() if wanted[key]}

    def show_home(self) -> None:
        screen = self.current_screen()
        if screen is not None:
            screen.save_now()
            # The game just left is the one whose line changed: read it now (its code is
            # loaded, so this is cheap) rather than after the paint, so a screen reader
            # that lands on its card hears the new line once, not the card twice.
            self.home.refresh_state(self._entry(screen.game_id))
        self._show_header(None)
        self._switch_to(self.home, self.home.focus_first_card)

    def _switch_to(self, page: QWidget, take_focus: Callable[[], None]) -> None:
        """Show `page` and give it the focus before the page it replaces hides: the focus
        goes straight from one page to the other. Left to the stack, Qt hands it, as the
        old page hides, to the next control in view (the header's Home) and a screen
        reader hears that button on the way: three events more per open."""
        if page is not self.stack.currentWidget():
            page.setGeometry(self.stack.rect())  # the stack sizes only its current page
            page.raise_()
            page.show()
        take_focus()
        self.stack.setCurrentWidget(page)
        take_focus()

    def new_game(self) -> None:
        screen = self.current_screen()
        if screen is not None:
            screen.new_game()
            self._update_actions()
            # From the menu, the key or the control row's button: play goes on on the board.
            screen.focus_board()

    def undo(self) -> None:
        screen = self.current_screen()
        if screen is not None and screen.can_undo():
            screen.undo()
        self._update_actions()

    def redo(self) -> None:
        screen = self.current_screen()
        if screen is not None and self._entry(screen.game_id).has_redo and screen.can_redo():
            screen.redo()
        self._update_actions()

    def hint(self) -> None:
        screen = self.current_screen()
        if screen is not None and self._entry(screen.game_id).has_hint and screen.can_hint():
            screen.hint()
        self._update_actions()

    def speak_status(self) -> None:
        screen = self.current_screen()
        if screen is not None:
            screen.speak_status()

    def jump(self, step: int) -> None:
        screen = self.current_screen()
        if screen is not None:
            screen.jump(step)

    def _screen_changed(self) -> None:
        self._flush_play_time()
        self._name_pages()
        self._update_actions()
        self.fill_main_menu()

    def _update_actions(self, screen: GameScreen | None = None) -> None:
        """Enable the actions for `screen` (default: the one on show)."""
        screen = screen or self.current_screen()
        self.new_action.setEnabled(screen is not None)
        self.home_action.setEnabled(screen is not None)
        entry = self._entry(screen.game_id) if screen is not None else None
        self.undo_action.setEnabled(bool(entry and entry.has_undo and screen and screen.can_undo()))
        self.redo_action.setEnabled(bool(entry and entry.has_redo and screen and screen.can_redo()))
        self.hint_action.setEnabled(bool(entry and entry.has_hint and screen and screen.can_hint()))
        for action in (self.status_action, self.jump_next_action, self.jump_previous_action):
            action.setEnabled(screen is not None)
        if screen is not None:
            screen.controls.sync(ended=screen.result_on_show())

    # Dialogs -------------------------------------------------------------------
    def _current_id(self) -> str | None:
        screen = self.current_screen()
        return screen.game_id if screen else None

    def _raise_dialog(self, dialog: D) -> D:
        """One dialog of each kind: pressing F1 twice brings the open page to the front
        instead of stacking a second copy over it."""
        kind = type(dialog).__name__
        if self._dialogs.get(kind) is not dialog:
            self._dialogs[kind] = dialog
            dialog.finished.connect(lambda _result: self._dialogs.pop(kind, None))
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        return dialog

    def show_settings(self) -> SettingsDialog:
        from puzzlesuite.shell.dialogs import SettingsDialog

        dialog = self._dialogs.get("SettingsDialog") or SettingsDialog(self.ctx, self)
        return self._raise_dialog(cast(SettingsDialog, dialog))

    def show_statistics(self) -> StatisticsDialog:
        self._flush_play_time()
        from puzzlesuite.shell.statistics import StatisticsDialog

        dialog = self._dialogs.get("StatisticsDialog")
        if dialog is None:
            dialog = StatisticsDialog(self.ctx, self.entries, self._current_id(), self)
        else:
            cast(StatisticsDialog, dialog).show_game(self._current_id())  # and fresh numbers
        return self._raise_dialog(cast(StatisticsDialog, dialog))

    def show_help(self) -> HelpDialog:
        from puzzlesuite.shell.dialogs import HelpDialog

        dialog = self._dialogs.get("HelpDialog")
        if dialog is None:
            dialog = HelpDialog(self.ctx, self.entries, self._current_id(), self)
        else:
            cast(HelpDialog, dialog).show_game(self._current_id())
        return self._raise_dialog(cast(HelpDialog, dialog))

    def show_shortcuts(self) -> ShortcutsDialog:
        from puzzlesuite.shell.shortcuts import ShortcutsDialog

        dialog = self._dialogs.get("ShortcutsDialog")
        if dialog is None:
            dialog = ShortcutsDialog(
                self.ctx, self.entries, self._current_id(), self.key_groups, self
            )
        else:
            cast(ShortcutsDialog, dialog).show_game(self._current_id())
        return self._raise_dialog(cast(ShortcutsDialog, dialog))

    def key_groups(self, entry: GameEntry | None) -> list[KeyGroup]:
        """The shell's keys for the Keyboard shortcuts window: on a game's page the game
        actions it has, on the app's own page the home screen's; the window's on both.
        The words are the actions' own (the main menu's), the keys their shortcuts."""
        if entry is None:
            first = KeyGroup(
                pgettext("shortcuts", "Home"),
                (
                    (key("arrows"), _("Move between the games")),
                    (either(key("space"), key("enter")), _("Open the game")),
                ),
            )
        else:
            actions = [self.new_action]
            actions += [self.undo_action] if entry.has_undo else []
            actions += [self.redo_action] if entry.has_redo else []
            actions += [self.hint_action] if entry.has_hint else []
            actions.append(self.home_action)
            first = KeyGroup(pgettext("shortcuts", "Game"), _described(actions))
        window = _described(
            [
                self.shortcuts_action,
                self.help_action,
                self.settings_action,
                self.stats_action,
                self.sound_action,
                self.fullscreen_action,
                self.zoom_in_action,
                self.zoom_out_action,
                self.zoom_reset_action,
                self.quit_action,
            ]
        )
        menu = (_keys_of(self.menu_action), _("Main menu"))
        return [first, KeyGroup(pgettext("shortcuts", "Window"), (menu, *window))]

    def show_about(self) -> AboutDialog:
        from puzzlesuite.shell.dialogs import AboutDialog

        dialog = self._dialogs.get("AboutDialog") or AboutDialog(self.ctx, self)
        return self._raise_dialog(cast(AboutDialog, dialog))

    def show_licences(self) -> QDialog:
        from puzzlesuite.shell.licences import LicencesDialog

        dialog = self._dialogs.get("LicencesDialog") or LicencesDialog(self.ctx, self)
        return self._raise_dialog(dialog)

    def _labels_toggled(self) -> None:
        """Main menu → View → Row and column labels: beside the Sudoku and Minesweeper
        boards."""
        shown = self.labels_action.isChecked()
        if shown != self.ctx.settings.value.board_labels:
            self.ctx.settings.update(board_labels=shown)

    def _sound_toggled(self) -> None:
        """Main menu → View → Sound (Ctrl+M): the check mark shows it; a screen reader
        hears it."""
        on = self.sound_action.isChecked()
        if on != self.ctx.settings.value.sound:
            self.ctx.settings.update(sound=on)
        text = _("Sound on.") if on else _("Sound off.")
        screen = self.current_screen()
        if screen is not None:
            screen.speak(text, repeat=True)
        else:
            from puzzlesuite.ui import a11y

            a11y.announce(self.home, text)

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    def _theme_changed(self) -> None:
        for screen in self.screens.values():
            screen.update()

    # Play time -------------------------------------------------------------------
    def _counting(self) -> bool:
        return self.current_screen() is not None and self.isActiveWindow()

    def _flush_play_time(self) -> None:
        """Credit the time since the last flush to the screen that was being played."""
        if self._play_clock.isValid():
            seconds = self._play_clock.elapsed() / 1000
            screen = self._counted_screen
            if screen is not None:
                screen.add_play_time(seconds)
        self._counted_screen = self.current_screen() if self._counting() else None
        if self._counted_screen is not None:
            self._play_clock.restart()
        else:
            self._play_clock.invalidate()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.ActivationChange:
            self._flush_play_time()
        elif event.type() == QEvent.Type.WindowStateChange:
            # Also when full screen comes from the restored geometry or the window manager.
            self.fullscreen_action.setChecked(self.isFullScreen())
        super().changeEvent(event)

    # Geometry and closing ----------------------------------------------------------
    def _restore_geometry(self) -> None:
        """The saved geometry, fitted to the screen it comes back on; a first start takes
        a comfortable part of the screen (shell/window_fit.py)."""
        saved = self.ctx.settings.value.window_geometry
        if saved and self.restoreGeometry(QByteArray.fromBase64(saved.encode("ascii"))):
            self.fit_to_screen()
            return
        screen = self._screen_of_window()
        if screen is not None:
            self.setGeometry(first_geometry(screen.availableGeometry(), self._frame()))

    def fit_to_screen(self) -> None:
        """Shrink and move the window onto its screen where it is wider, taller or off it;
        a window that fits is left alone, and so is a maximized or full-screen one (the
        window manager fits it)."""
        screen = self._screen_of_window()
        if screen is None or self.isMaximized() or self.isFullScreen():
            return
        fitted = fitted_geometry(self.geometry(), self._frame(), screen.availableGeometry())
        if fitted != self.geometry():
            self.setGeometry(fitted)

    def _frame(self) -> QMargins:
        """The window manager's frame, as far as it is known yet."""
        outer, inner = self.frameGeometry(), self.geometry()
        return QMargins(
            inner.left() - outer.left(),
            inner.top() - outer.top(),
            outer.right() - inner.right(),
            outer.bottom() - inner.bottom(),
        )

    def _screen_of_window(self) -> QScreen | None:
        """The screen under the window's centre, else its own (a restored window may lie
        off every screen), else the primary one."""
        return (
            QGuiApplication.screenAt(self.geometry().center())
            or self.screen()
            or QGuiApplication.primaryScreen()
        )

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self._flush_play_time()
        for screen in self.screens.values():
            screen.save_now()
        geometry = bytes(self.saveGeometry().toBase64().data()).decode("ascii")
        self.ctx.settings.update(window_geometry=geometry)
        super().closeEvent(event)
