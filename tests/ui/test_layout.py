"""Every screen fits 800×600 in every language, nothing on it is cut off, and the board
stays where it is when a level is chosen or a hint is shown (issue 20)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QLabel,
    QMainWindow,
    QScrollArea,
    QSizePolicy,
    QWidget,
)

from puzzlesuite.services import i18n
from puzzlesuite.ui import threads
from tests.kits import TEST_GAMES, every_game, kit_of

LANGUAGES = ["en", "ko", "id", "es"]
ROOT = Path(__file__).resolve().parents[2]


def _inside_a_scroll_area(widget: QWidget, window: QWidget) -> bool:
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        if isinstance(parent, QScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def layout_problems(window: QMainWindow) -> list[str]:
    """Visible widgets outside the window, or smaller than their text needs."""
    problems = []
    area = window.rect()
    for widget in window.findChildren(QWidget):
        if not widget.isVisible() or widget.isWindow() or _inside_a_scroll_area(widget, window):
            continue
        name = f"{type(widget).__name__} {widget.objectName() or ''} {_text(widget)!r}"
        box = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
        if not area.contains(box):
            problems.append(f"{name} at {box.getRect()} is outside {area.getRect()}")
            continue
        policy = widget.sizePolicy().horizontalPolicy()
        if policy == QSizePolicy.Policy.Ignored:
            continue  # sized by its column (headers that wrap, the elided message line)
        if isinstance(widget, QAbstractButton) or (
            isinstance(widget, QLabel) and not widget.wordWrap()
        ):
            needs = widget.minimumSizeHint()
            if widget.width() < needs.width() or widget.height() < needs.height():
                problems.append(f"{name} is {widget.size().toTuple()}, needs {needs.toTuple()}")
    return problems


def _text(widget: QWidget) -> str:
    text = getattr(widget, "text", None)
    return text()[:30] if callable(text) else ""


def open_window(data_dir: Path, language: str, theme: str = "light") -> Any:
    from puzzlesuite.services.paths import Paths
    from puzzlesuite.shell.context import AppContext
    from puzzlesuite.shell.main_window import MainWindow

    ctx = AppContext(Paths.under(data_dir), forced_language=language)
    ctx.settings.update(theme=theme)
    ctx.apply_theme()
    window = MainWindow(ctx)
    window.resize(800, 600)
    window.show()
    return window


def every_screen_problems(data_dir: Path, languages: list[str]) -> list[str]:
    """Each game the window knows (the registry's games: with the `with_template` fixture,
    the template game too), in each language."""
    problems = []
    for language in languages:
        window = open_window(data_dir / language, language)
        for entry in window.entries:
            game_id = entry.id
            window.open_game(game_id)
            _settle()
            if window.size().toTuple() != (800, 600):
                problems.append(f"{language} {game_id}: the window is {window.size().toTuple()}")
            problems += [f"{language} {game_id}: {p}" for p in layout_problems(window)]
        threads.wait_for_all()
        window.close()
        window.deleteLater()
        _settle()
    return problems


def _settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


@pytest.fixture(autouse=True)
def _no_thread_left():  # type: ignore[no-untyped-def]
    yield
    threads.wait_for_all()
    i18n.set_language("en")  # each window here sets its language for the whole process


def test_every_screen_fits_800_by_600_in_every_language(qapp, tmp_path, with_template) -> None:  # type: ignore[no-untyped-def]
    assert every_screen_problems(tmp_path, LANGUAGES) == []


@pytest.mark.parametrize("scale", ["1", "1.25"])
def test_every_screen_fits_with_the_apps_own_fonts(tmp_path, scale) -> None:  # type: ignore[no-untyped-def]
    """In a process of its own, started as the app starts (its fontconfig rule: Noto Sans
    CJK KR for Korean where installed, the font the .deb depends on), at scale factors 1
    and 1.25 (read when the application starts), in logical pixels; the template game
    too."""
    script = (
        "import sys; from pathlib import Path;"
        "from puzzlesuite.core import registry;"
        f"registry.GAME_PACKAGES = (registry.PRODUCT_PACKAGE, {TEST_GAMES!r});"
        "from puzzlesuite.shell.app import make_application; app = make_application([]);"
        "from tests.ui.test_layout import every_screen_problems;"
        f"problems = every_screen_problems(Path({str(tmp_path)!r}), {LANGUAGES!r});"
        "print('\\n'.join(problems)); sys.exit(1 if problems else 0)"
    )
    env = dict(os.environ, QT_SCALE_FACTOR=scale, LANGUAGE="en")
    env.pop("FONTCONFIG_FILE", None)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout + done.stderr[-2000:]


def test_the_screens_do_not_share_the_largest_minimum(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    window = open_window(tmp_path, "es")
    qtbot.addWidget(window)
    window.open_game("blockpuzzle")
    _settle()
    alone = window.minimumSize()
    window.open_game("sudoku")
    _settle()
    window.open_game("blockpuzzle")
    _settle()
    assert window.minimumSize() == alone


def _board_box(screen: Any) -> tuple[int, int, int, int]:
    board = getattr(screen, "board_scroll", None) or screen.view
    return QRect(board.mapTo(screen.window(), QPoint(0, 0)), board.size()).getRect()


@pytest.mark.parametrize("language", LANGUAGES)
def test_expert_minesweeper_cells_stay_large_enough(qtbot, tmp_path, language) -> None:  # type: ignore[no-untyped-def]
    window = open_window(tmp_path, language)
    qtbot.addWidget(window)
    screen = window.open_game("minesweeper")
    screen.panel.chooser._buttons["expert"].click()
    screen.new_game()
    _settle()
    assert screen.view.cell >= 20
    assert layout_problems(window) == []
    window.resize(1024, 768)
    _settle()
    assert screen.view.cell >= 28
    # The panel folded away is one press away, and comes back on that press.
    toggle = screen.controls.panel_toggle()
    if screen.fold.folded:
        assert toggle.isVisible() and not screen.panel.isVisible()
        qtbot.mouseClick(toggle, Qt.MouseButton.LeftButton)
        assert screen.panel.isVisible()


@pytest.mark.parametrize("language", LANGUAGES)
def test_sudoku_cells_are_at_least_40_px_at_800_by_600(qtbot, tmp_path, language) -> None:  # type: ignore[no-untyped-def]
    window = open_window(tmp_path, language)
    qtbot.addWidget(window)
    screen = window.open_game("sudoku")
    _settle()
    cell = screen.view.cell_rect(0, 0)
    assert min(cell.width(), cell.height()) >= 40


WITH_LEVELS = [e.id for e in every_game() if kit_of(e).choose_level is not None]
WITH_CODES = [e.id for e in every_game() if kit_of(e).code_field is not None]


@pytest.mark.parametrize("game_id", WITH_LEVELS)
def test_choosing_a_level_and_a_hint_move_nothing(qtbot, tmp_path, game_id, with_template) -> None:  # type: ignore[no-untyped-def]
    entry = next(e for e in with_template if e.id == game_id)
    kit = kit_of(entry)
    window = open_window(tmp_path, "es")
    qtbot.addWidget(window)
    screen = window.open_game(game_id)
    qtbot.waitUntil(lambda: kit.ready(screen))
    _settle()
    buttons = {key: b.geometry().getRect() for key, b in screen.controls.buttons.items()}
    before = _board_box(screen)
    assert kit.choose_level is not None
    kit.choose_level(screen)  # a level not on the board
    _settle()
    assert _board_box(screen) == before
    if entry.has_hint:
        window.hint_action.trigger()
        _settle()
        assert _board_box(screen) == before
    assert {key: b.geometry().getRect() for key, b in screen.controls.buttons.items()} == buttons


@pytest.mark.parametrize("game_id", WITH_CODES)
def test_the_code_field_shows_the_longest_code_whole(
    qtbot, tmp_path, game_id, with_template
) -> None:  # type: ignore[no-untyped-def]
    code_field = kit_of(game_id).code_field
    assert code_field is not None
    window = open_window(tmp_path, "es")
    qtbot.addWidget(window)
    screen = window.open_game(game_id)
    _settle()
    edit, longest = code_field(screen)
    assert edit.width() >= edit.fontMetrics().horizontalAdvance(longest) + 8


def test_a_small_board_keeps_its_panel_beside_it(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    window = open_window(tmp_path, "ko")
    qtbot.addWidget(window)
    screen = window.open_game("minesweeper")  # Beginner, 9×9
    _settle()
    assert not screen.fold.folded
    assert screen.panel.isVisible() and not screen.controls.panel_toggle().isVisible()


def test_custom_50_by_30_scrolls_only_where_it_cannot_fit_at_16_px(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    window = open_window(tmp_path, "en")
    qtbot.addWidget(window)
    window.resize(1000, 760)
    screen = window.open_game("minesweeper")
    screen.panel.code_edit.setText("M-50x30x300-77")
    screen.play_code()
    qtbot.waitUntil(lambda: screen.game.width == 50)
    _settle()
    scroll = screen.board_scroll
    assert screen.view.cell >= 16
    assert not scroll.horizontalScrollBar().isVisible()  # the panel folded instead
    assert not scroll.verticalScrollBar().isVisible()
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.width() == 800)
    _settle()
    assert screen.view.cell == 16  # 50 × 16 px cannot fit in 800: it scrolls there
    assert scroll.horizontalScrollBar().isVisible()


def test_the_board_stays_put_when_minesweeper_ends(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    window = open_window(tmp_path, "es")
    qtbot.addWidget(window)
    screen = window.open_game("minesweeper")
    _settle()
    before = _board_box(screen)
    screen.activate(40)  # the first click places the mines
    qtbot.waitUntil(lambda: screen.generating_cell is None)
    mine = next(c for c in range(81) if screen.game.is_mine[c])
    screen.activate(mine)
    _settle()
    assert screen.game.lost
    assert _board_box(screen) == before


def test_the_board_stays_put_when_sudoku_is_solved(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    window = open_window(tmp_path, "id")
    qtbot.addWidget(window)
    screen = window.open_game("sudoku")
    qtbot.waitUntil(lambda: screen.game is not None and screen.waiting is None, timeout=20_000)
    _settle()
    before = _board_box(screen)
    game = screen.game
    for cell in game.empty_cells():
        screen.move_cursor(cell)
        screen.enter_digit(game.solution[cell], as_note=False)
    _settle()
    assert game.is_solved()
    assert _board_box(screen) == before
