"""Shared fixtures: every test gets its own data folder and English by default."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Tests must not depend on the machine's locale.
os.environ["LANGUAGE"] = "en"


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


@pytest.fixture
def main_window(qtbot, ctx):  # type: ignore[no-untyped-def]
    from puzzlesuite.shell.main_window import MainWindow

    window = MainWindow(ctx)
    qtbot.addWidget(window)
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
