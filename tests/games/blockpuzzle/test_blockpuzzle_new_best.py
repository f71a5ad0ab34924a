"""Block Puzzle's ending card: the score counts up beside the best, and **New best** is
earned only by a score that beat the best kept before the game (a tie is not), also
when the finished game is opened again."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from test_blockpuzzle_ending import end

from puzzlesuite.core.session import MemoryRecorder
from puzzlesuite.games.blockpuzzle.screen import BlockPuzzleScreen
from puzzlesuite.games.blockpuzzle.session import BlockPuzzleSession
from puzzlesuite.ui.result_moment import Figure, Mark


def finish(qtbot: Any, ctx: Any, kept_best: int) -> BlockPuzzleScreen:
    if kept_best:
        ctx.stats.update("blockpuzzle", lambda record: record.update(best_score=kept_best))
    screen = BlockPuzzleScreen(ctx)
    qtbot.addWidget(screen)
    screen.resize(520, 720)
    screen.show()
    qtbot.waitExposed(screen)
    end(qtbot, screen)  # a game at 40 ends at 41
    return screen


@pytest.mark.parametrize(
    ("kept_best", "earned"), [(0, True), (40, True), (41, False), (1240, False)]
)
def test_new_best_only_for_a_score_that_beat_the_kept_best(
    qtbot: Any, ctx: Any, kept_best: int, earned: bool
) -> None:
    screen = finish(qtbot, ctx, kept_best)
    card = screen.result_moment.result
    assert card is not None
    assert list(card.numbers) == [Figure.score(41), Figure.best(max(41, kept_best))]
    assert list(card.marks) == ([Mark.new_best()] if earned else [])
    assert ("New best." in screen.last_outcome) is earned  # said once, with the ending


def test_a_reopened_ending_keeps_its_new_best(qtbot: Any, ctx: Any, restart: Any) -> None:
    screen = finish(qtbot, ctx, 40)
    screen.save_now()
    window = restart()
    resumed = window.open_game("blockpuzzle")
    QApplication.processEvents()
    assert resumed.result_moment.result is not None
    assert list(resumed.result_moment.result.marks) == [Mark.new_best()]


def test_the_best_before_the_game_is_kept_in_the_save_and_dropped_by_another_game() -> None:
    recorder = MemoryRecorder({"best_score": 100})
    session = BlockPuzzleSession(BlockPuzzleSession.new_model(seed=3), recorder=recorder)
    assert session.best_before is None
    shape_slot = next(s for s in range(3) if session.model.piece(s) is not None)
    spot = next(
        (r, c) for r in range(8) for c in range(8) if session.model.can_place(shape_slot, r, c)
    )
    session.place(shape_slot, *spot)
    assert session.best_before == 100
    saved = session.to_save()
    assert saved["best_before"] == 100
    again = BlockPuzzleSession.from_save(saved, recorder=recorder)
    assert again.best_before == 100
    again.new_game(seed=4)
    assert again.best_before is None and "best_before" not in again.to_save()
