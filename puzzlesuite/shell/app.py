"""Builds the application: services, context, main window, crash handling."""

from __future__ import annotations

import gc
import os
import sys
import time
import traceback
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QLoggingCategory, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication

import puzzlesuite
from puzzlesuite import APP_ID, APP_NAME
from puzzlesuite.core.resources import ICON_DIR
from puzzlesuite.services import i18n
from puzzlesuite.services.i18n import _
from puzzlesuite.services.paths import Paths
from puzzlesuite.services.store import storage_problem
from puzzlesuite.shell.context import AppContext, describe_storage
from puzzlesuite.shell.fonts import prefer_outline_glyphs, use_app_fonts
from puzzlesuite.shell.instance import LockState, SingleInstance
from puzzlesuite.shell.main_window import MainWindow
from puzzlesuite.shell.startup import after_first_paint

if TYPE_CHECKING:
    from puzzlesuite.shell.dialogs import ErrorDialog


def make_application(qt_argv: list[str]) -> QApplication:
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        prefer_outline_glyphs()  # before Qt reads fontconfig's configuration
        # Fusion under the app's own style (ui/style.py, installed after the first
        # paint), whatever the desktop's Qt style: the same look on every desktop.
        # Chosen on the command line so the first paint does not pay for a QStyle.
        style = [] if "-style" in qt_argv else ["-style", "Fusion"]
        app = QApplication(qt_argv + style)
    use_app_fonts(app)  # before anything measures text
    app.setApplicationName("puzzlesuite")
    app.setApplicationDisplayName(APP_NAME)
    app.setOrganizationName("puzzlesuite")
    QGuiApplication.setDesktopFileName(APP_ID)
    app.setWindowIcon(QIcon(str(ICON_DIR / "puzzlesuite.svg")))
    # Hidden widgets report themselves invalid on purpose (ui/accessible.py), and Qt's
    # AT-SPI bridge warns whenever a screen reader asks one of them anything. (The
    # QT_LOGGING_RULES environment variable still turns the warnings back on.)
    QLoggingCategory.setFilterRules("qt.accessibility.atspi.warning=false")
    return app


def build(paths: Paths, language: str | None) -> tuple[AppContext, MainWindow]:
    ctx = AppContext(paths, forced_language=language)
    ctx.apply_theme(controls=False)  # the app's own style waits for the first paint
    ctx.apply_zoom()
    ctx.follow_system_theme()
    window = MainWindow(ctx)
    install_crash_handler(ctx, window)
    # The desktop's request for reduced motion, over D-Bus: after the first paint.
    after_first_paint(window.home, ctx.follow_desktop_motion)
    return ctx, window


class CrashReporter(QObject):
    """Logs an unexpected exception and shows it; the window and the game stay.

    The dialog is always built in the GUI thread: an exception in a worker thread (the
    Reversi search) reaches the hook there, and the signal queues it across. One dialog
    at a time: an error that repeats (in a paint event, say) would otherwise bury the
    window under a new dialog on every repaint.
    """

    reported = Signal(str)  # the log file, "" when no log could be written

    def __init__(self, ctx: AppContext, window: MainWindow) -> None:
        super().__init__(window)
        self.ctx, self.window = ctx, window
        self.dialog: ErrorDialog | None = None
        self.reported.connect(self._show)

    def hook(
        self, kind: type[BaseException], error: BaseException, tb: TracebackType | None
    ) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, error, tb)
            return
        text = "".join(traceback.format_exception(kind, error, tb))
        sys.stderr.write(text)
        log_file = write_crash_log(self.ctx.paths.log, text)
        self.reported.emit(str(log_file) if log_file else "")

    def _show(self, log_file: str) -> None:
        from puzzlesuite.shell.dialogs import ErrorDialog

        if self.dialog is not None:
            self.dialog.set_log_path(log_file)
            return
        self.dialog = ErrorDialog(self.ctx, log_file, self.window)
        self.dialog.finished.connect(self._closed)
        self.dialog.show()

    def _closed(self) -> None:
        self.dialog = None


def install_crash_handler(ctx: AppContext, window: MainWindow) -> None:
    sys.excepthook = CrashReporter(ctx, window).hook


def write_crash_log(folder: Path, text: str) -> Path | None:
    path = folder / f"error-{time.strftime('%Y%m%d-%H%M%S')}.log"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with open(path, "a", encoding="utf-8") as handle:
            handle.write(f"{APP_NAME} {puzzlesuite.__version__}\n{text}\n")
    except OSError:
        return None
    return path


def run(data_dir: Path | None, language: str | None, smoke: bool, qt_argv: list[str]) -> int:
    app = make_application(qt_argv)
    paths = Paths.under(data_dir) if data_dir else Paths.default()
    storage = storage_problem(paths.folders)  # before anything is written
    if smoke and storage is not None:
        print(f"smoke: {describe_storage(storage.naming(paths.known_folder))}", file=sys.stderr)
        return 1
    instance = SingleInstance(paths)
    stop = claim_data_folder(instance, smoke, language)
    if stop is not None:
        return stop
    instance.remove_stale_temporaries()
    ctx, window = build(paths, language)
    if storage is not None:
        ctx.report_storage(storage)
    instance.show_requested.connect(lambda: bring_forward(window))
    window.show()
    # Everything built so far lives as long as the app: keep the collector from
    # re-scanning it on every later collection (it showed as drag-time jitter), then
    # turn it back on (cli.main turned it off for the start).
    gc.freeze()
    gc.enable()
    try:
        if os.environ.get(STARTUP_CLOCK):
            return report_first_paint(app, window)
        return smoke_check(app, window) if smoke else app.exec()
    finally:
        instance.release()


def claim_data_folder(instance: SingleInstance, smoke: bool, language: str | None) -> int | None:
    """Take the data folder's lock; None to go on, else the exit code."""
    state = instance.acquire()
    if state == LockState.OTHER_HOST:
        if smoke:
            print(
                f"smoke: Puzzle Suite on {instance.holder_host} is using this data folder",
                file=sys.stderr,
            )
            return 1
        if not ask_to_take_over(instance.holder_host, language):
            return 0
        state = instance.take_over()
    if state == LockState.TAKEN:
        if smoke:
            print("smoke: another Puzzle Suite is using this data folder", file=sys.stderr)
            return 1
        shown = instance.ask_running_to_show()
        told = "; its window was brought forward" if shown else ""
        print(f"{APP_NAME} is already running{told}.", file=sys.stderr)
        return 0
    return None


def ask_to_take_over(host: str, language: str | None) -> bool:
    """A Puzzle Suite on another computer holds the data folder (a shared home folder):
    its process cannot be checked from here, so the user decides. Quit is the default."""
    from PySide6.QtWidgets import QMessageBox  # only here: start-up never pays for it

    i18n.set_language(language or "system")  # settings are not read before the lock
    box = QMessageBox(QMessageBox.Icon.Question, APP_NAME, "")
    box.setText(
        _("Puzzle Suite on the computer {host} is using this data folder.").format(host=host)
    )
    box.setInformativeText(
        _(
            "If it is no longer running there, you can take the folder over. If it is, "
            "the two would overwrite each other's saves and statistics."
        )
    )
    take = box.addButton(_("&Take over"), QMessageBox.ButtonRole.AcceptRole)
    leave = box.addButton(_("&Quit"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(leave)
    box.setEscapeButton(leave)
    box.exec()
    return box.clickedButton() is take


# benchmarks/bench_startup.py sets it to time a start from outside, bundle or source:
# the app prints the wall clock and the processor time it has used once the home
# screen has been painted, and quits.
STARTUP_CLOCK = "PUZZLESUITE_STARTUP_CLOCK"


def report_first_paint(app: QApplication, window: MainWindow) -> int:
    def painted() -> None:
        cpu = time.process_time()  # user + system, of this process only
        print(f"startup-clock: {time.time():.6f} cpu {cpu:.6f}", flush=True)
        app.quit()

    # Registered after the window's own (MainWindow.finish_start_up), so it runs first:
    # the time up to the paint, without what waits for it.
    after_first_paint(window.home, painted)
    return app.exec()


def bring_forward(window: MainWindow) -> None:
    """A second launch asked for the window: un-minimise it and bring it to the front."""
    window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()


def smoke_check(app: QApplication, window: MainWindow) -> int:
    """Start, show the home screen, process events, exit 0 when all of that worked."""
    result = {"code": 1}

    def check() -> None:
        shown = window.isVisible() and window.stack.currentWidget() is window.home
        result["code"] = 0 if shown and window.home.cards is not None else 1
        print(f"smoke: home shown={shown} games={len(window.home.cards)}")
        window.close()
        app.quit()

    QTimer.singleShot(0, check)
    app.exec()
    return result["code"]
