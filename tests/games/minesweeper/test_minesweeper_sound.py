"""Minesweeper's sounds (docs/SOUND.md), through the real screen: every event of the
game's row of the table reported at its one place, once per move, its largest outcome;
and silence for what the rules refuse (nothing reaches the output)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from test_minesweeper_screen import (
    CODE,
    FIRST,
    MIDDLE,
    RIGHT,
    chord_ready,
    click,
    key,
    make_screen,
    safe_and_mined,
    started,
    type_code,
)

from puzzlesuite.core.sounds import TABLE
from puzzlesuite.games.minesweeper.screen import MinesweeperScreen


@pytest.fixture
def screen(qtbot: Any, ctx: Any) -> MinesweeperScreen:
    return make_screen(qtbot, ctx)


@pytest.fixture
def events(ctx: Any, monkeypatch: Any) -> list[str]:
    """The events the game reports, in order (the output records only what plays)."""
    reported: list[str] = []
    play = ctx.sounds.play

    def spy(game_id: str, event: str, count: int = 1) -> Any:
        assert game_id == "minesweeper"
        reported.append(event)
        return play(game_id, event, count)

    monkeypatch.setattr(ctx.sounds, "play", spy)
    return reported


def played(ctx: Any) -> list[str]:
    return list(ctx.sounds.output.names)


def test_the_first_click_is_one_opening(
    qtbot: Any, screen: MinesweeperScreen, ctx: Any, events: list[str]
) -> None:
    started(qtbot, screen)
    assert events == ["opening"] and played(ctx) == ["opening"]


def test_a_single_cell_is_a_reveal(
    qtbot: Any, screen: MinesweeperScreen, ctx: Any, events: list[str]
) -> None:
    started(qtbot, screen)
    game = screen.game
    single = next(c for c in safe_and_mined(screen)[0] if game.number[c])
    click(qtbot, screen, single)
    assert events[-1] == "reveal" and played(ctx)[-1] == "reveal" and len(events) == 2


def test_flag_and_unflag_and_a_question_mark(
    qtbot: Any, screen: MinesweeperScreen, ctx: Any, events: list[str]
) -> None:
    started(qtbot, screen)
    cell = next(c for c in range(81) if not screen.game.revealed[c])
    click(qtbot, screen, cell, RIGHT)
    click(qtbot, screen, cell, RIGHT)
    assert events[1:] == ["flag", "unflag"] and played(ctx)[1:] == ["mark", "unmark"]
    screen.panel.questions.click()
    click(qtbot, screen, cell, RIGHT)  # flag
    click(qtbot, screen, cell, RIGHT)  # the flag becomes a question mark: taken away
    click(qtbot, screen, cell, RIGHT)  # covered again
    assert events[3:] == ["flag", "unflag", "unflag"]


def test_a_chord_sounds_once_as_a_chord(
    qtbot: Any, screen: MinesweeperScreen, ctx: Any, events: list[str]
) -> None:
    started(qtbot, screen)
    number, mines = chord_ready(screen)
    for mine in mines:
        if screen.game.mark(mine) == 0:
            click(qtbot, screen, mine, RIGHT)
    before = len(events)
    click(qtbot, screen, number, MIDDLE)
    if screen.game.won:  # its largest outcome
        assert events[before:] == ["cleared"]
    else:
        assert events[before:] == ["chord"] and played(ctx)[-1] == TABLE["minesweeper"]["chord"]


def test_a_mine_hit_and_a_board_cleared_end_quietly(
    qtbot: Any, ctx: Any, events: list[str]
) -> None:
    lost = make_screen(qtbot, ctx)
    started(qtbot, lost)
    click(qtbot, lost, safe_and_mined(lost)[1][0])
    assert events[-1] == "mine_hit" and played(ctx)[-1] == "end"
    won = make_screen(qtbot, ctx)
    started(qtbot, won)
    before = len(events)
    while not won.game.over:
        click(qtbot, won, safe_and_mined(won)[0][0])
    assert events[-1] == "cleared" and played(ctx)[-1] == "finish"
    assert "cleared" not in events[before:-1] and events.count("mine_hit") == 1


def test_a_hint_and_its_second_press(
    qtbot: Any, screen: MinesweeperScreen, ctx: Any, events: list[str]
) -> None:
    started(qtbot, screen)
    screen.hint()
    assert events[-1] == "hint" and played(ctx)[-1] == "hint"
    hint = screen.view.hint
    assert hint is not None
    screen.hint()  # carried out: the sound of what it did
    expected = "flag" if hint.is_mine else ("opening", "reveal", "cleared")
    assert events[-1] in expected


def test_what_the_rules_refuse_is_silent(
    qtbot: Any, screen: MinesweeperScreen, ctx: Any, events: list[str]
) -> None:
    started(qtbot, screen)
    game = screen.game
    flagged = next(c for c in range(81) if not game.revealed[c])
    click(qtbot, screen, flagged, RIGHT)
    sounds_before, events_before = played(ctx), len(events)
    click(qtbot, screen, flagged)  # a reveal on a flag
    number = next(c for c in range(81) if game.revealed[c] and game.number[c])
    if not game.can_chord(number):
        click(qtbot, screen, number)  # a chord that does not apply
        click(qtbot, screen, number, MIDDLE)
    empty = next(c for c in range(81) if game.revealed[c] and not game.number[c])
    click(qtbot, screen, empty)  # already open
    click(qtbot, screen, empty, RIGHT)  # no mark on an open cell
    screen.grid.set_cursor(*divmod(empty, 9))
    key(qtbot, screen, Qt.Key.Key_F)
    assert played(ctx) == sounds_before  # nothing reached the output
    assert set(events[events_before:]) == {"refused"}


def test_a_finished_board_and_a_board_being_made_refuse_in_silence(
    qtbot: Any, ctx: Any, events: list[str]
) -> None:
    screen = make_screen(qtbot, ctx)
    started(qtbot, screen)
    click(qtbot, screen, safe_and_mined(screen)[1][0])
    sounds_before = played(ctx)
    covered = next(c for c in range(81) if not screen.game.revealed[c])
    click(qtbot, screen, covered)
    click(qtbot, screen, covered, RIGHT)
    assert played(ctx) == sounds_before and events[-2:] == ["refused", "refused"]
    type_code(qtbot, screen, "M-50x30x300-77")
    click(qtbot, screen, 15 * 50 + 25)  # the board is being made off the GUI thread
    click(qtbot, screen, 0)
    assert events[-1] == "refused" and played(ctx) == sounds_before
    qtbot.waitUntil(lambda: screen.generating_cell is None, timeout=20000)
    assert played(ctx)[-1] in ("opening", "reveal")


def test_every_event_of_the_row_is_reported_somewhere(
    qtbot: Any, ctx: Any, events: list[str]
) -> None:
    """Together the game reports every event its row lists, and no other."""
    screen = make_screen(qtbot, ctx)
    started(qtbot, screen)  # opening
    screen.activate(next(c for c in safe_and_mined(screen)[0] if screen.game.number[c]))
    screen.hint()  # hint
    screen.hint()
    number, mines = chord_ready(screen)
    for mine in mines:
        if screen.game.mark(mine) == 0:
            screen.cycle_mark(mine)  # flag
    screen.cycle_mark(mines[0])  # unflag
    screen.cycle_mark(mines[0])
    screen.chord(number)  # chord
    screen.activate(number)  # nothing to chord any more: refused
    while not screen.game.over:
        screen.activate(safe_and_mined(screen)[0][0])  # … cleared
    other = make_screen(qtbot, ctx)
    type_code(qtbot, other, CODE)
    other.activate(FIRST)
    other.activate(safe_and_mined(other)[1][0])  # mine_hit
    assert set(events) == set(TABLE["minesweeper"])
