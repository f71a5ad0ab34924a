"""Shared fixtures: every test gets its own data folder and English by default."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from puzzlesuite.core import registry
from puzzlesuite.core.registry import GameEntry
from tests.kits import TEST_GAMES, every_game

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Tests must not depend on the machine's locale.
os.environ["LANGUAGE"] = "en"


@pytest.fixture(scope="session")
def qapp_cls():  # type: ignore[no-untyped-def]
    """pytest-qt's application, in the app's own type as the app starts (shell/fonts.py):
    what the tests measure and lay out is what players see, on any machine's fonts."""
    from PySide6.QtWidgets import QApplication

    from puzzlesuite.shell.fonts import use_app_fonts

    class ApplicationInItsType(QApplication):
        def __init__(self, argv: list[str]) -> None:
            super().__init__(argv)
            use_app_fonts(self)

    return ApplicationInItsType


@pytest.fixture(autouse=True)
def null_sound_output(monkeypatch):  # type: ignore[no-untyped-def]
    """No test ever opens an audio device: every `Sounds` plays into a `NullOutput`,
    which records what would have played (`ctx.sounds.output.played`)."""
    from puzzlesuite.ui import sound

    monkeypatch.setattr(sound, "make_output", sound.NullOutput)


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    return tmp_path / "puzzlesuite-data"


@pytest.fixture
def ctx(qapp, data_dir: Path) -> Iterator[object]:  # type: ignore[no-untyped-def]
    """An AppContext on a temporary data folder, English, light theme."""
    from puzzlesuite.services.paths import Paths
    from puzzlesuite.shell.context import AppContext

    context = AppContext(Paths.under(data_dir), forced_language="en")
    context.apply_theme()
    yield context
    from puzzlesuite.services import i18n

    i18n.set_language("en")


@pytest.fixture(autouse=True)
def _motion_at_rest() -> Iterator[None]:
    """The animation part is app-wide (ui/motion.py): no animation and no Reduce motion
    binding of one test reaches the next."""
    yield
    motion = sys.modules.get("puzzlesuite.ui.motion")  # never imported just for this
    if motion is not None:
        motion.reset()


@pytest.fixture
def motion_clock(qapp):  # type: ignore[no-untyped-def]
    """Every animation runs on a test clock (ui/motion.py): `advance(ms)` is one frame,
    `run_out()` plays what is left; no timer, no waiting."""
    from puzzlesuite.ui import motion

    clock = motion.TestClock()
    animator = motion.get_animator()
    previous = animator.use_clock(clock)
    yield clock
    animator.use_clock(previous)


@pytest.fixture
def main_window(qtbot, ctx):  # type: ignore[no-untyped-def]
    from puzzlesuite.shell.main_window import MainWindow

    window = MainWindow(ctx)
    qtbot.addWidget(window)
    # The size these tests were written at (a first window now takes its part of the
    # screen, tests/shell/test_window_fit.py, and the offscreen screen is 800×800).
    window.resize(1000, 760)
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.fixture
def restart(qtbot, data_dir: Path):  # type: ignore[no-untyped-def]
    """Build a fresh context + window on the same data folder, like a new process."""
    from puzzlesuite.services.paths import Paths
    from puzzlesuite.shell.context import AppContext
    from puzzlesuite.shell.main_window import MainWindow

    def start(language: str = "en") -> MainWindow:
        context = AppContext(Paths.under(data_dir), forced_language=language)
        context.apply_theme()
        window = MainWindow(context)
        qtbot.addWidget(window)
        window.show()
        return window

    return start


@pytest.fixture
def announcements(screen, monkeypatch):  # type: ignore[no-untyped-def]
    """What the game module's `screen` fixture announced to screen readers, in order."""
    said: list[str] = []
    original = screen.announce

    def capture(text: str, assertive: bool = False, shown: str | None = None) -> None:
        said.append(text)
        original(text, assertive, shown)

    monkeypatch.setattr(screen, "announce", capture)
    return said


# ---- every game: the five and the template (tests/kits.py) ------------------------------


@pytest.fixture
def with_template(monkeypatch: pytest.MonkeyPatch) -> list[GameEntry]:
    """The app knows the template game too (tests/games/template/): its files' schemas,
    its home card, its screen, its Statistics and How to play pages. The games, in
    home-screen order."""
    monkeypatch.setattr(registry, "GAME_PACKAGES", (registry.PRODUCT_PACKAGE, TEST_GAMES))
    return registry.games()


@pytest.fixture(params=[entry.id for entry in every_game()])
def each_game(request: pytest.FixtureRequest, with_template: list[GameEntry]) -> GameEntry:
    """Each game in turn, the template included (the app knows it: `with_template`)."""
    return next(entry for entry in with_template if entry.id == request.param)
