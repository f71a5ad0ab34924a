"""Start-up: what waits for the home screen's first paint still happens, and the keys
work before it has."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from puzzlesuite.shell.main_window import MainWindow
from puzzlesuite.shell.startup import after_first_paint
from puzzlesuite.ui import style
from tests.shell.fake_game import ENTRY

ROOT = Path(__file__).resolve().parents[2]


def started(window: MainWindow) -> bool:
    """The work that waits for the first paint has run: the application's own style
    (ui/style.py) is in place."""
    return window.started_up and style.installed()


def test_shortcuts_work_before_start_up_has_finished(qtbot, ctx) -> None:  # type: ignore[no-untyped-def]
    """A key pressed in the turn of the first paint, before the work that waits for it."""
    window = MainWindow(ctx, entries=[ENTRY])
    qtbot.addWidget(window)
    seen: dict[str, object] = {}

    def press_f1() -> None:  # registered last, so it runs before finish_start_up
        seen["finished before"] = started(window)
        seen["active"] = window.isActiveWindow()
        qtbot.keyClick(window, Qt.Key.Key_F1)
        seen["help"] = window._dialogs.get("HelpDialog")

    after_first_paint(window.home, press_f1)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: "help" in seen and started(window))
    assert seen["finished before"] is False and seen["active"] is True
    help_dialog = seen["help"]
    assert isinstance(help_dialog, QWidget) and help_dialog.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_F1)  # and after it: the same page comes forward
    assert window._dialogs.get("HelpDialog") is help_dialog


def test_alt_alone_does_nothing_and_f10_opens_the_main_menu(qtbot, ctx) -> None:  # type: ignore[no-untyped-def]
    """No menu bar to enter: Alt pressed and released alone leaves the focus where it was
    and opens nothing (Alt+Home still goes home); F10 opens the header's main menu."""
    window = MainWindow(ctx, entries=[ENTRY])
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: window.isActiveWindow() and started(window))
    window.home.focus_first_card()
    focused = QApplication.focusWidget()
    qtbot.keyPress(window, Qt.Key.Key_Alt)
    qtbot.keyRelease(window, Qt.Key.Key_Alt)
    assert QApplication.focusWidget() is focused and QApplication.activePopupWidget() is None
    qtbot.keyClick(focused, Qt.Key.Key_F10)
    qtbot.waitUntil(window.main_menu.isVisible)
    window.main_menu.close()


# Runs the real start-up (shell.app.run with the timing hook) and reports, at the first
# paint, what PySide6 and Python had loaded by then.
AT_FIRST_PAINT = r"""
import json, sys, tempfile
from pathlib import Path
import PySide6.QtWidgets as widgets
from puzzlesuite.shell import app as shell_app
from puzzlesuite.shell.startup import after_first_paint

def report(app, window):
    def painted():
        print(json.dumps({
            "QStyle made": "QStyle" in vars(widgets),
            "game screens imported": "puzzlesuite.ui.game_screen" in sys.modules,
            "sound device code imported": "puzzlesuite.ui.alsa" in sys.modules,
            "app style set": "puzzlesuite.ui.style" in sys.modules,
        }))
        app.quit()
    after_first_paint(window.home, painted)
    return app.exec()

shell_app.report_first_paint = report
sys.exit(shell_app.run(Path(tempfile.mkdtemp()), "en", smoke=False, qt_argv=["puzzlesuite"]))
"""


def test_the_first_paint_waits_for_no_style_class_and_no_game_code() -> None:
    """PySide6 makes a Qt class and its enum classes when Python first touches it (QStyle
    alone: ~10 ms): the first paint of the home screen must not pay for the app's own
    style or the game screens (docs/PERFORMANCE.md, "Start-up (shell)")."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PUZZLESUITE_STARTUP_CLOCK": "1"}
    out = subprocess.run(
        [sys.executable, "-c", AT_FIRST_PAINT],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    ).stdout
    seen = json.loads(out.strip().splitlines()[-1])
    assert seen == {
        "QStyle made": False,
        "game screens imported": False,
        "sound device code imported": False,  # nothing of it before the first sound
        "app style set": False,  # Fusion, until just after the paint
    }
