"""The Block Puzzle screen the screen, look, motion, sound and touch tests drive."""

from __future__ import annotations

from typing import Any

import pytest

from puzzlesuite.games.blockpuzzle.screen import BlockPuzzleScreen


@pytest.fixture
def screen(qtbot: Any, ctx: Any) -> BlockPuzzleScreen:
    """A screen of its own (no main window), tall enough for the board and the tray."""
    widget = BlockPuzzleScreen(ctx)
    qtbot.addWidget(widget)
    widget.resize(520, 720)
    widget.show()
    qtbot.waitExposed(widget)
    return widget
