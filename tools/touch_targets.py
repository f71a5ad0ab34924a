"""Touch target sizes (issue 33, docs/TOUCH.md): how large each game's board cells are
drawn in a window of a given size, at every zoom step, against the 7 mm minimum.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/touch_targets.py [WIDTH HEIGHT [PPI]]

Defaults: a 1366×768 window on a 13-inch 1366×768 screen (about 118 ppi), where 7 mm
(Microsoft's minimum touch target) is about 33 px. Each screen is opened in the real
main window (its own data folder, English, the desktop's font); a cell is read from
the board grid (the rectangle the keyboard cursor and screen readers use), a Jogakbo
tile and a Block Puzzle tray slot from the view's scale. Prints a Markdown table of
the smallest side of each target, in pixels, per zoom step.
"""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QRect
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

MM_PER_INCH = 25.4
TARGET_MM = 7.0


def _side(rect: QRect) -> int:
    return min(rect.width(), rect.height())


def _cell(screen: Any) -> int:
    return _side(screen.board_grid.cell_rect(0, 0))


def _scaled(size: float) -> Callable[[Any], int]:
    return lambda screen: round(size * screen.view.transform().m11())


def _level(level: str) -> Callable[[Any, Any], None]:
    def choose(ctx: Any, screen: Any) -> None:
        from PySide6.QtWidgets import QRadioButton

        screen.panel.chooser.findChild(QRadioButton, f"level-{level}").click()
        screen.new_game()

    return choose


def targets() -> list[tuple[str, str, Callable[[Any, Any], None] | None, Callable[[Any], int]]]:
    """(label, game id, prepare(ctx, screen) or None, measure(screen) → px)."""
    from puzzlesuite.games.blockpuzzle.view import SLOT_H, SLOT_W

    found: list[tuple[str, str, Callable[[Any, Any], None] | None, Callable[[Any], int]]] = [
        ("Block Puzzle: board cell", "blockpuzzle", None, _cell),
        ("Block Puzzle: tray slot", "blockpuzzle", None, _scaled(min(SLOT_W, SLOT_H))),
        ("Reversi: cell", "reversi", None, _cell),
        # Jogakbo's tiles are sized to the place (a tile's width is its smaller side).
        ("Jogakbo: tile", "jogakbo", None, lambda s: _scaled(s.view.metrics.tile_w)(s)),
        ("Sudoku: cell", "sudoku", None, _cell),
        (
            "Sudoku: number pad key",
            "sudoku",
            None,
            lambda screen: _side(screen.panel.number_pad.key_rect(1)),
        ),
    ]
    for level in ("beginner", "intermediate", "expert"):
        found.append(
            (f"Minesweeper {level.capitalize()}: cell", "minesweeper", _level(level), _cell)
        )
    return found


def main(argv: list[str]) -> int:
    width, height = (int(argv[0]), int(argv[1])) if len(argv) >= 2 else (1366, 768)
    ppi = float(argv[2]) if len(argv) >= 3 else 118.0
    target = round(TARGET_MM / MM_PER_INCH * ppi)
    app = QApplication.instance() or QApplication(sys.argv[:1])

    from puzzlesuite.services.paths import Paths
    from puzzlesuite.services.settings import ZOOM_STEPS
    from puzzlesuite.shell.context import AppContext
    from puzzlesuite.shell.main_window import MainWindow

    ctx = AppContext(Paths.under(Path(tempfile.mkdtemp())), forced_language="en")
    ctx.apply_theme()
    ctx.apply_zoom()
    window = MainWindow(ctx)
    window.show()
    window.resize(width, height)
    QTest.qWait(100)

    rows = []
    for label, game_id, prepare, measure in targets():
        screen = window.open_game(game_id)
        QTest.qWait(200)
        if prepare is not None:
            prepare(ctx, screen)
            QTest.qWait(200)
        sizes = {}
        for zoom in ZOOM_STEPS:
            ctx.settings.update(zoom=zoom)
            QTest.qWait(150)  # the layout and the boards follow the new zoom
            sizes[zoom] = measure(screen)
        ctx.settings.update(zoom=ZOOM_STEPS[0])
        QTest.qWait(100)
        rows.append((label, sizes))

    print(
        f"Window {window.width()}×{window.height()} at {ppi:g} ppi: 7 mm = {target} px."
        " Smallest side of each target in px, per zoom:\n"
    )
    print("| target | " + " | ".join(f"{z} %" for z in ZOOM_STEPS) + " | 7 mm from |")
    print("|---|" + "---:|" * len(ZOOM_STEPS) + "---|")
    for label, sizes in rows:
        meets = next((f"{z} %" for z in ZOOM_STEPS if sizes[z] >= target), "never")
        print(f"| {label} | " + " | ".join(str(sizes[z]) for z in ZOOM_STEPS) + f" | {meets} |")
    window.close()
    app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
