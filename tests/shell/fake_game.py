"""A tiny game used to test the shell without depending on a real one."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtWidgets import QVBoxLayout

from puzzlesuite.core.registry import GameEntry, Hook
from puzzlesuite.core.session import GameSession, SaveError
from puzzlesuite.services.stats_page import (
    Chart,
    Section,
    StatsPage,
    bars,
    count_figure,
    distribution_summary,
)
from puzzlesuite.ui.game_screen import GameScreen

ENTRY = GameEntry(
    id="counter",
    order=1,
    title="Block Puzzle",
    blurb="Fit pieces on an 8×8 board.",
    icon="missing.svg",
    has_undo=True,
    has_hint=True,
    has_redo=True,
    screen=Hook("tests.shell.fake_game:CounterScreen"),
    session=Hook("tests.shell.fake_game:CounterSession"),
    schema=Hook("tests.shell.fake_game"),  # declares no files: generic schemas
    help=Hook("tests.shell.fake_game:help_html"),
    home_line=Hook("tests.shell.fake_game:home_line"),
    stats_page=Hook("tests.shell.fake_game:stats_page"),
)


class CounterSession(GameSession[list[int], int, None]):
    """The contract asks every game for a session; the counter's screen keeps its moves
    itself (it tests the shell, not a lifecycle), so this one only reads and writes them."""

    game_id = "counter"

    @classmethod
    def new_model(cls) -> list[int]:
        return []

    @classmethod
    def decode_model(cls, data: Mapping[str, Any]) -> list[int]:
        moves = data.get("moves")
        if not isinstance(moves, list):
            raise SaveError("no moves in the save")
        return [int(move) for move in moves]

    def encode(self) -> dict[str, Any]:
        return {"moves": list(self.model)}

    @property
    def finished(self) -> bool:
        return False


class CounterScreen(GameScreen):
    game_id = "counter"

    def __init__(self, ctx: Any, parent: Any = None) -> None:
        super().__init__(ctx, parent)
        layout = QVBoxLayout(self)  # the shared parts where a real game puts them
        layout.addStretch(1)
        layout.addWidget(self.message_line)
        self.moves: list[int] = []
        self.undone: list[int] = []
        self.hints_shown = 0
        self.jumps: list[int] = []
        self.saved = 0
        self.played = 0.0

    def play(self) -> None:
        self.moves.append(len(self.moves))
        self.undo_available_changed.emit(True)

    def new_game(self) -> None:
        self.moves = []
        self.undo_available_changed.emit(False)

    def can_undo(self) -> bool:
        return bool(self.moves)

    def undo(self) -> None:
        self.undone.append(self.moves.pop())
        self.undo_available_changed.emit(self.can_undo())
        self.redo_available_changed.emit(True)

    def can_redo(self) -> bool:
        return bool(self.undone)

    def redo(self) -> None:
        self.moves.append(self.undone.pop())
        self.undo_available_changed.emit(True)
        self.redo_available_changed.emit(self.can_redo())

    def can_hint(self) -> bool:
        return True

    def hint(self) -> None:
        self.hints_shown += 1
        self.announce(f"Hint {self.hints_shown}.")

    def status_text(self) -> str:
        return f"{len(self.moves)} moves."

    def jump(self, step: int) -> None:
        self.jumps.append(step)

    def save_now(self) -> None:
        self.saved += 1

    def add_play_time(self, seconds: float) -> None:
        self.played += seconds
        super().add_play_time(seconds)


def help_html() -> str:
    return "<p>Count.</p>"


def home_line(save: dict[str, Any] | None, record: dict[str, Any]) -> str:
    return ""


def stats_page(record: dict[str, Any]) -> StatsPage:
    played = int(record.get("games_played", 0))
    return StatsPage((Section("Counter", (count_figure("Games played", played),)),))


def stats_chart(record: dict[str, Any]) -> StatsPage:
    """One chart, a bar per speed, as games that keep distributions have."""
    chart_bars = bars(("Slow", "Fast"), (int(record.get("wins", 0)), 7))
    chart = Chart("Wins", chart_bars, distribution_summary("Wins", chart_bars))
    return StatsPage((Section("Counter", (count_figure("Games played", 0),), (chart,)),))
