"""The services and app-wide signals a game screen gets."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QLibraryInfo, QLocale, QObject, QTranslator, Signal
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import QApplication

from puzzlesuite.services import i18n
from puzzlesuite.services.i18n import _
from puzzlesuite.services.paths import Paths
from puzzlesuite.services.saves import SaveService
from puzzlesuite.services.settings import Settings, SettingsService
from puzzlesuite.services.stats import StatsService
from puzzlesuite.services.store import (
    JsonStore,
    Problem,
    ProblemKind,
    StorageKind,
    StorageProblem,
    retry_together,
)
from puzzlesuite.ui import theme
from puzzlesuite.ui.sound import Sounds

if TYPE_CHECKING:  # imported after the first paint (follow_desktop_motion)
    from puzzlesuite.ui.desktop_prefs import DesktopMotion, MotionSource


class AppContext(QObject):
    language_changed = Signal()
    settings_changed = Signal()
    theme_changed = Signal()
    # `reduce_motion` changed: the setting, or the desktop's request.
    reduce_motion_changed = Signal()
    # One plain sentence for the user, as a function that says it in the current
    # language, so a notice still on screen follows a language switch.
    problem_reported = Signal(object)

    def __init__(self, paths: Paths, forced_language: str | None = None) -> None:
        super().__init__()
        self.paths = paths
        self._pending: list[Callable[[], str]] = []  # notices before a window can show them
        self._notices_ready = False
        # The latest storage problem of each kind (and each file in the way).
        self._storage: dict[tuple[StorageKind, Path | None], StorageProblem] = {}
        # Game ids → English titles (N_), for naming a game in a notice; set by the window.
        self.game_titles: dict[str, str] = {}
        stores = [
            JsonStore(folder, self._on_problem(area))
            for folder, area in (
                (paths.config, "settings"),
                (paths.saves, "save"),
                (paths.stats, "stats"),
            )
        ]
        retry_together(*stores)
        self.settings = SettingsService(stores[0])
        self.saves = SaveService(stores[1])
        self.stats = StatsService(stores[2])
        self.sounds = Sounds(self.settings)  # nothing is opened or read before a sound
        self._forced_language = forced_language
        self._qt_translator: QTranslator | None = None
        self.tokens = theme.LIGHT
        self._desktop_font: QFont | None = None  # the 100 % of the text zoom
        self.desktop_motion: DesktopMotion | None = None  # follow_desktop_motion
        self.settings.subscribe(self._settings_updated)
        self.apply_language()

    # Language -----------------------------------------------------------------
    @property
    def language(self) -> str:
        return i18n.current_language()

    def apply_language(self) -> None:
        choice = self._forced_language or self.settings.value.language
        language = i18n.set_language(choice)
        QLocale.setDefault(QLocale(language))
        self._install_qt_translator(language)
        self.language_changed.emit()

    def _install_qt_translator(self, language: str) -> None:
        app = QApplication.instance()
        if app is None:
            return
        if self._qt_translator is not None:
            app.removeTranslator(self._qt_translator)
            self._qt_translator = None
        translator = QTranslator(self)
        folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if language != i18n.SOURCE_LANGUAGE and translator.load(f"qtbase_{language}", folder):
            app.installTranslator(translator)
            self._qt_translator = translator

    # Theme and motion -----------------------------------------------------------
    def follow_system_theme(self) -> None:
        """With the 'system' theme, a light/dark or high-contrast switch of the desktop
        applies at once."""
        hints = QGuiApplication.styleHints()
        hints.colorSchemeChanged.connect(self._system_scheme_changed)
        accessibility = theme.accessibility_hints()
        if accessibility is not None:
            accessibility.contrastPreferenceChanged.connect(self._system_scheme_changed)

    def _system_scheme_changed(self) -> None:
        if self.settings.value.theme == "system":
            self.apply_theme()

    def apply_theme(self, controls: bool = True) -> None:
        """The theme's palette and style sheet for the whole application, and with
        `controls` the app's own style (ui/style.py); the start leaves that to just after
        the first paint (MainWindow.finish_start_up), which must not wait for it."""
        self.tokens = theme.tokens_for(self.settings.value.theme)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            theme.apply(app, self.tokens)
            if controls:
                from puzzlesuite.ui import style

                style.install(app)
        self.theme_changed.emit()

    def apply_zoom(self) -> None:
        """The text zoom: the application font at zoom % of the desktop's (kept from
        the first call, so the desktop's own size is the 100 %)."""
        app = QApplication.instance()
        if not isinstance(app, QApplication):
            return
        if self._desktop_font is None:
            self._desktop_font = QFont(app.font())
        font = QFont(self._desktop_font)
        size = self._desktop_font.pointSizeF()
        if size > 0:
            font.setPointSizeF(size * self.settings.value.zoom / 100)
        if font != app.font():
            app.setFont(font)
            theme.follow_font(app)

    @property
    def reduce_motion(self) -> bool:
        """Every animation is instant: the player's Reduce motion setting is on, or the
        desktop asks for reduced motion (ui/desktop_prefs.py). The one flag the whole
        app reads (ui/motion.py follows it)."""
        return self.settings.value.reduce_motion or self.desktop_reduces_motion

    @property
    def desktop_reduces_motion(self) -> bool:
        return self.desktop_motion is not None and self.desktop_motion.requested

    def follow_desktop_motion(self, sources: Iterable[MotionSource] | None = None) -> None:
        """Read the desktop's request for reduced motion and follow its changes (after
        the first paint: D-Bus is not on the start-up path). `sources` replaces the
        desktop's own (tests)."""
        from puzzlesuite.ui import motion
        from puzzlesuite.ui.desktop_prefs import DesktopMotion, desktop_sources

        motion.follow_reduce_motion(self, lambda context: context.reduce_motion)
        was = self.reduce_motion
        if self.desktop_motion is not None:
            self.desktop_motion.deleteLater()
        self.desktop_motion = DesktopMotion(desktop_sources() if sources is None else sources, self)
        self.desktop_motion.start()  # a source may answer at once…
        self.desktop_motion.changed.connect(self._desktop_motion_changed)  # …or later
        if self.reduce_motion != was:
            self.reduce_motion_changed.emit()

    def _desktop_motion_changed(self) -> None:
        if not self.settings.value.reduce_motion:  # else the flag stays on either way
            self.reduce_motion_changed.emit()

    def _settings_updated(self, old: Settings, new: Settings) -> None:
        if old.language != new.language and self._forced_language is None:
            self.apply_language()
        if old.theme != new.theme:
            self.apply_theme()
        if old.zoom != new.zoom:
            self.apply_zoom()
        if old.reduce_motion != new.reduce_motion and not self.desktop_reduces_motion:
            self.reduce_motion_changed.emit()
        self.settings_changed.emit()

    def set_language(self, choice: str) -> None:
        """From the Settings dialog: a choice there overrides --lang for this session."""
        self._forced_language = None
        if self.settings.value.language == choice:
            self.apply_language()
        else:
            self.settings.update(language=choice)

    # Messages -------------------------------------------------------------------
    def notify(self, text: str) -> None:
        """One plain sentence for the user (shown by the main window)."""
        self._report(lambda: text)

    def start_notices(self) -> None:
        """The window can show notices now: deliver those that came before it
        (settings are read before the language is known)."""
        self._notices_ready = True
        pending, self._pending = self._pending, []
        for message in pending:
            self.problem_reported.emit(message)

    def _report(self, message: Callable[[], str]) -> None:
        if self._notices_ready:
            self.problem_reported.emit(message)
        else:
            self._pending.append(message)

    def _on_problem(self, area: str) -> Callable[[Problem], None]:
        def report(problem: Problem) -> None:
            if problem.storage is not None:  # why, then what
                self.report_storage(problem.storage)
            self._report(lambda: self.describe_problem(area, problem))

        return report

    def report_storage(self, problem: StorageProblem) -> None:
        """Why files cannot be kept: from the start check (`store.storage_problem`) or a
        failed write. One sentence per kind (per file in the way), naming the latest
        folder: the bar shows equal sentences once, so a full disk is said once for
        config/ and data/."""
        blocker = problem.folder if problem.kind is StorageKind.BLOCKED else None
        key = (problem.kind, blocker)
        self._storage[key] = problem.naming(self.paths.known_folder)
        self._report(lambda: describe_storage(self._storage[key]))

    def describe_problem(self, area: str, problem: Problem) -> str:
        game_id = problem.path.name.split(".")[0]
        game = _(self.game_titles[game_id]) if game_id in self.game_titles else game_id
        if problem.kind is ProblemKind.UNWRITABLE:
            return _not_saved(area).format(game=game)
        if problem.kind is ProblemKind.LINKED_OUTSIDE:
            return _(
                "{file} is a link to {target}, outside Puzzle Suite's data folder, so it is "
                "read but never changed; link the whole data folder to keep it elsewhere."
            ).format(file=problem.path.name, target=problem.target)
        if problem.kind is ProblemKind.NEWER:
            text = _written_by_newer(area, bool(problem.written_by))
            return text.format(file=problem.path.name, game=game, version=problem.written_by)
        if problem.moved_to is None:
            # The folder refused the rename: the file is still there, nothing was copied.
            text = _unreadable_left_in_place(area, problem.partial)
            return text.format(file=problem.path.name, game=game)
        return _unreadable_moved(area, problem.partial).format(
            file=problem.moved_to.name, game=game
        )


def describe_storage(problem: StorageProblem) -> str:
    """One sentence for why files cannot be kept: the start check (--smoke prints it in
    English) and the notice of a failed write say the same."""
    if problem.kind is StorageKind.BLOCKED:
        return _(
            "Puzzle Suite cannot save anything while the file {path} stands where its "
            "folder should be; move that file away and it will save at the next change."
        ).format(path=problem.folder)
    if problem.kind is StorageKind.FULL:
        return _(
            "The disk that holds {folder} is full, so Puzzle Suite cannot save; it will "
            "try again at every change."
        ).format(folder=problem.folder)
    return _(
        "Puzzle Suite cannot write to its data folder ({folder}); it will try again at "
        "every change."
    ).format(folder=problem.folder)


def _not_saved(area: str) -> str:
    """What could not be written (after `describe_storage` said why)."""
    if area == "settings":
        return _("Your latest settings are not saved yet.")
    if area == "stats":
        return _("Your latest {game} statistics are not saved yet.")
    return _("Your latest {game} game is not saved yet.")


def _written_by_newer(area: str, names_version: bool) -> str:
    """The notice for a file a newer version wrote: used as defaults, never changed."""
    if area == "settings":
        if names_version:
            return _(
                "Your settings were saved by Puzzle Suite {version}, which is newer than "
                "this version, so the defaults are used for now and {file} will not be changed."
            )
        return _(
            "Your settings were saved by a newer version of Puzzle Suite, so the defaults "
            "are used for now and {file} will not be changed."
        )
    if area == "stats":
        if names_version:
            return _(
                "Your {game} statistics were saved by Puzzle Suite {version}, which is newer "
                "than this version, so they start from zero for now and {file} will not be "
                "changed."
            )
        return _(
            "Your {game} statistics were saved by a newer version of Puzzle Suite, so they "
            "start from zero for now and {file} will not be changed."
        )
    if names_version:
        return _(
            "Your saved {game} game was saved by Puzzle Suite {version}, which is newer than "
            "this version, so a new game was started and {file} will not be changed."
        )
    return _(
        "Your saved {game} game was saved by a newer version of Puzzle Suite, so a new game "
        "was started and {file} will not be changed."
    )


def _unreadable_moved(area: str, partial: bool) -> str:
    """The notice for a file moved aside (partial: what was valid is still used)."""
    if area == "settings":
        if partial:
            return _(
                "Some of your settings could not be read, so those are back to their "
                "defaults; a copy of the file was kept as {file}."
            )
        return _(
            "Your settings could not be read, so the defaults are used; a copy was kept as {file}."
        )
    if area == "stats":
        if partial:
            return _(
                "Some of your {game} statistics could not be read, so those start again; "
                "a copy of the file was kept as {file}."
            )
        return _(
            "Your {game} statistics could not be read, so they start again; "
            "a copy was kept as {file}."
        )
    return _(
        "Your saved {game} game could not be read, so a new one was started; "
        "a copy was kept as {file}."
    )


def _unreadable_left_in_place(area: str, partial: bool) -> str:
    """The notice when the data folder could not be written: no copy exists."""
    if area == "settings":
        if partial:
            return _(
                "Some of your settings could not be read, so those are back to their "
                "defaults; the data folder cannot be written, so {file} was left as it is."
            )
        return _(
            "Your settings could not be read, so the defaults are used; "
            "the data folder cannot be written, so {file} was left as it is."
        )
    if area == "stats":
        if partial:
            return _(
                "Some of your {game} statistics could not be read, so those start again; "
                "the data folder cannot be written, so {file} was left as it is."
            )
        return _(
            "Your {game} statistics could not be read, so they start again; "
            "the data folder cannot be written, so {file} was left as it is."
        )
    return _(
        "Your saved {game} game could not be read, so a new one was started; "
        "the data folder cannot be written, so {file} was left as it is."
    )
