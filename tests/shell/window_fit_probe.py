"""Started by tests/shell/test_window_fit.py in a process of its own, on an offscreen
screen configuration (the platform is chosen per process): starts the main window on a
data folder as the app does, shows it, optionally puts it somewhere (as a player would
before quitting), closes it (which saves its geometry) and prints, as JSON, where it was
on show and what the screens offer.

    python tests/shell/window_fit_probe.py DATA_DIR [X Y WIDTH HEIGHT]
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))


def rect(r: QRect) -> list[int]:
    return [r.x(), r.y(), r.width(), r.height()]


def settle(app: QApplication) -> None:
    for _ in range(5):
        app.processEvents()


def main() -> None:
    from puzzlesuite.services.paths import Paths
    from puzzlesuite.shell.context import AppContext
    from puzzlesuite.shell.main_window import MainWindow

    data_dir = Path(sys.argv[1])
    place = [int(value) for value in sys.argv[2:6]]
    app = QApplication([])
    ctx = AppContext(Paths.under(data_dir), forced_language="en")
    ctx.apply_theme()
    window = MainWindow(ctx)
    window.show()
    settle(app)
    shown = {"frame": rect(window.frameGeometry()), "contents": rect(window.geometry())}
    screen = window.screen()
    report = {
        **shown,
        "available": rect(screen.availableGeometry()),
        "screens": [rect(each.availableGeometry()) for each in app.screens()],
        "dpr": screen.devicePixelRatio(),
    }
    if place:
        window.setGeometry(QRect(*place))
        settle(app)
    window.close()
    settle(app)
    print("probe: " + json.dumps(report), flush=True)


if __name__ == "__main__":
    main()
