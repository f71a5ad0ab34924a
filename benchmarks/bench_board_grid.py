"""Benchmark: the shared accessible board grid on a 50×30 board (offscreen).

Opening: building a QGraphicsView with a 50×30 drawn board, the BoardGrid over it,
showing it and giving the board focus (what opening a game does). One cursor step: an
arrow key press on the focused cell until the next cell has focus, its texts read back
through the accessibility interface. Targets: opening <= 300 ms, step <= 10 ms (median).

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_board_grid.py [--runs 20]
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6 import __version__ as pyside_version  # noqa: E402
from PySide6.QtCore import QEvent, QRect, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QAccessible, QKeyEvent  # noqa: E402
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView  # noqa: E402

from puzzlesuite.ui.board_grid import BoardGrid  # noqa: E402

ROWS, COLS, CELL = 30, 50, 24.0


def open_board() -> tuple[QGraphicsView, BoardGrid]:
    view = QGraphicsView()
    scene = QGraphicsScene(0, 0, COLS * CELL, ROWS * CELL, view)
    view.setScene(scene)

    def rect(r: int, c: int) -> QRect:
        return view.mapFromScene(QRectF(c * CELL, r * CELL, CELL, CELL)).boundingRect()

    grid = BoardGrid(
        view,
        ROWS,
        COLS,
        cell_rect=rect,
        cell_name=lambda r, c: f"Row {r + 1}, column {c + 1}, covered",
        board_name="Minesweeper board",
    )
    view.resize(1200, 760)
    view.show()
    grid.focus_board()
    QApplication.processEvents()
    assert grid.has_focus()
    return view, grid


def step(app: QApplication, grid: BoardGrid, key: Qt.Key) -> None:
    before = grid.cursor
    target = grid.focus_widget
    app.sendEvent(target, QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier))
    app.sendEvent(target, QKeyEvent(QEvent.Type.KeyRelease, key, Qt.KeyboardModifier.NoModifier))
    interface = QAccessible.queryAccessibleInterface(QApplication.focusWidget())
    assert interface.text(QAccessible.Text.Name).startswith("Row ")
    assert grid.cursor != before


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    QAccessible.setActive(True)  # as with a screen reader: interfaces and events are live
    opens, steps = [], []
    for _ in range(args.runs):
        started = time.perf_counter()
        view, grid = open_board()
        opens.append(time.perf_counter() - started)
        for index in range(20):
            key = Qt.Key.Key_Right if index % 2 == 0 else Qt.Key.Key_Down
            started = time.perf_counter()
            step(app, grid, key)
            steps.append(time.perf_counter() - started)
        view.close()
        view.deleteLater()
        QApplication.processEvents()
    python = platform.python_version()
    print(
        f"{platform.machine()}, {os.cpu_count()} cores, Python {python}, PySide6 {pyside_version}"
    )
    print(
        f"open a 50×30 board: median {statistics.median(opens) * 1000:.1f} ms, "
        f"max {max(opens) * 1000:.1f} ms ({args.runs} opens; target <= 300 ms)"
    )
    print(
        f"one cursor step:    median {statistics.median(steps) * 1000:.2f} ms, "
        f"max {max(steps) * 1000:.2f} ms ({len(steps)} steps; target <= 10 ms)"
    )


if __name__ == "__main__":
    main()
