"""The main window fits the screen it opens on (issue 31, item 1): a first start on
800×600 to 3840×2160 at 200 %, a geometry saved on a larger screen or on a monitor that
is gone, and a minimum size that fits 800×600 less a window frame. Each screen setup runs
in a process of its own (Qt's offscreen platform reads its screens from a JSON file)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QMargins, QRect, QSize
from PySide6.QtWidgets import QApplication

from puzzlesuite.services import i18n
from puzzlesuite.shell.window_fit import (
    LARGEST_FIRST,
    TYPICAL_FRAME,
    first_geometry,
    fitted_geometry,
)
from puzzlesuite.ui import threads

ROOT = Path(__file__).resolve().parents[2]
PROBE = Path(__file__).with_name("window_fit_probe.py")
NO_FRAME = QMargins()


def screen(width: int, height: int, x: int = 0, dpi: int = 96, dpr: float = 1.0) -> dict[str, Any]:
    return {
        "name": f"screen-{x}",
        "x": x,
        "y": 0,
        "width": width,
        "height": height,
        "logicalDpi": dpi,
        "logicalBaseDpi": 96,
        "dpr": dpr,
    }


SCREENS = {
    "800x600": [screen(800, 600)],
    "1024x768": [screen(1024, 768)],
    "1366x768": [screen(1366, 768)],
    "1920x1080": [screen(1920, 1080)],
    # 200 % as X11 and Windows give it (a logical DPI of 192: 1920×1080 logical pixels)...
    "3840x2160@200%": [screen(3840, 2160, dpi=192)],
    # ...and as Wayland and macOS do (logical geometry, a device pixel ratio of 2).
    "3840x2160@2x": [screen(1920, 1080, dpr=2.0)],
}


def probe(tmp_path: Path, screens: list[dict[str, Any]], data: Path, *place: int) -> Any:
    config = tmp_path / f"screens-{len(list(tmp_path.iterdir()))}.json"
    config.write_text(json.dumps({"screens": screens}), encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}", LANGUAGE="en")
    env.pop("QT_SCALE_FACTOR", None)
    done = subprocess.run(
        [sys.executable, str(PROBE), str(data), *map(str, place)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    lines = [line for line in done.stdout.splitlines() if line.startswith("probe: ")]
    assert done.returncode == 0 and lines, done.stdout + done.stderr[-2000:]
    return json.loads(lines[-1].removeprefix("probe: "))


def inside(report: Any) -> bool:
    """The whole window, frame included, on one screen's available area."""
    frame = QRect(*report["frame"])
    return any(QRect(*area).contains(frame) for area in report["screens"])


@pytest.mark.parametrize("name", SCREENS)
def test_the_first_window_fits_its_screen(tmp_path: Path, name: str) -> None:
    report = probe(tmp_path, SCREENS[name], tmp_path / "data")
    available = QRect(*report["available"])
    contents = QRect(*report["contents"])
    assert inside(report), report
    assert available.contains(QRect(*report["frame"]))
    # A comfortable part of the screen: most of a small one, never a postage stamp.
    assert contents.width() >= min(0.75 * available.width(), LARGEST_FIRST.width() - 1)
    assert contents.height() >= min(0.75 * available.height(), LARGEST_FIRST.height() - 1)
    room = available.size().shrunkBy(TYPICAL_FRAME)
    assert contents.width() <= room.width() and contents.height() <= room.height()
    if name.startswith("3840"):
        assert available.size() == QSize(1920, 1080) and report["dpr"] == 2.0


def test_a_window_saved_on_a_larger_screen_is_shrunk_onto_a_smaller_one(tmp_path: Path) -> None:
    data = tmp_path / "data"
    big = [screen(2560, 1440)]
    probe(tmp_path, big, data, 300, 200, 2200, 1200)  # the player's last session
    for name in ("800x600", "1366x768", "3840x2160@200%"):
        report = probe(tmp_path, SCREENS[name], data)
        assert inside(report), (name, report)
    back = probe(tmp_path, big, data)
    assert QRect(*back["contents"]).size() != QSize(2200, 1200), "it was shrunk on the way"


def test_a_window_left_on_a_monitor_that_is_gone_comes_back(tmp_path: Path) -> None:
    data = tmp_path / "data"
    two = [screen(1920, 1080), screen(1920, 1080, x=1920)]
    probe(tmp_path, two, data, 2400, 150, 1200, 800)  # on the second monitor
    report = probe(tmp_path, SCREENS["1366x768"], data)
    assert inside(report), report


def test_a_window_that_fits_stays_where_the_player_left_it(tmp_path: Path) -> None:
    data = tmp_path / "data"
    probe(tmp_path, SCREENS["1920x1080"], data, 200, 100, 1000, 700)
    report = probe(tmp_path, SCREENS["1920x1080"], data)
    assert report["contents"] == [200, 100, 1000, 700]


# ---- the arithmetic -----------------------------------------------------------------------
def test_first_geometry_takes_a_comfortable_centred_part() -> None:
    available = QRect(0, 32, 1920, 1048)  # a top panel
    placed = first_geometry(available, NO_FRAME)
    assert placed.size() == QSize(1536, 891)
    outer = placed.marginsAdded(TYPICAL_FRAME)
    assert available.contains(outer)
    assert abs(outer.center().x() - available.center().x()) <= 1
    assert abs(outer.center().y() - available.center().y()) <= 1


def test_first_geometry_uses_a_small_screen_whole_and_a_huge_one_in_part() -> None:
    small = QRect(0, 0, 800, 600)
    assert first_geometry(small, NO_FRAME).size() == small.size().shrunkBy(TYPICAL_FRAME)
    huge = QRect(0, 0, 5120, 2880)
    assert first_geometry(huge, NO_FRAME).size() == LARGEST_FIRST


def test_a_real_frame_larger_than_the_typical_one_is_planned_for() -> None:
    tall_title = QMargins(10, 60, 10, 10)
    placed = first_geometry(QRect(0, 0, 800, 600), tall_title)
    assert QRect(0, 0, 800, 600).contains(placed.marginsAdded(tall_title))


def test_fitting_leaves_a_window_that_fits_alone() -> None:
    window = QRect(100, 100, 900, 600)
    assert fitted_geometry(window, NO_FRAME, QRect(0, 0, 1920, 1080)) == window


def test_fitting_shrinks_then_moves_by_as_little_as_needed() -> None:
    available = QRect(0, 0, 1366, 768)
    fitted = fitted_geometry(QRect(300, 200, 1900, 1000), NO_FRAME, available)
    assert fitted.size() == available.size().shrunkBy(TYPICAL_FRAME)
    assert available.contains(fitted.marginsAdded(TYPICAL_FRAME))
    nudged = fitted_geometry(QRect(900, 100, 600, 400), NO_FRAME, available)
    assert nudged.size() == QSize(600, 400)
    assert nudged.right() + TYPICAL_FRAME.right() == available.right()
    assert nudged.top() == 100


def test_fitting_brings_back_a_window_off_to_the_left_and_above() -> None:
    available = QRect(0, 0, 1024, 768)
    fitted = fitted_geometry(QRect(-2000, -300, 640, 480), NO_FRAME, available)
    assert fitted == QRect(TYPICAL_FRAME.left(), TYPICAL_FRAME.top(), 640, 480)


# ---- the minimum size --------------------------------------------------------------------
LANGUAGES = ["en", "ko", "id", "es"]
GAMES = ["blockpuzzle", "reversi", "jogakbo", "sudoku", "minesweeper"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_minimum_size_fits_800_by_600_less_a_frame(
    qtbot: Any, tmp_path: Path, language: str
) -> None:
    from puzzlesuite.services.paths import Paths
    from puzzlesuite.shell.context import AppContext
    from puzzlesuite.shell.main_window import MainWindow

    ctx = AppContext(Paths.under(tmp_path), forced_language=language)
    ctx.apply_theme()
    window = MainWindow(ctx)
    qtbot.addWidget(window)
    window.show()
    room = QSize(800, 600).shrunkBy(TYPICAL_FRAME)
    too_large = []
    try:
        for page in ["home", *GAMES]:
            if page != "home":
                window.open_game(page)
            for _ in range(3):
                QApplication.processEvents()
            needs = window.minimumSizeHint().expandedTo(window.minimumSize())
            if needs.width() > room.width() or needs.height() > room.height():
                too_large.append(f"{page}: {needs.toTuple()} > {room.toTuple()}")
    finally:
        threads.wait_for_all()
        i18n.set_language("en")  # the window set its language for the whole process
    assert too_large == []
