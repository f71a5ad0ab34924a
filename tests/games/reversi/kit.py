"""Reversi's test kit (tests/kits.py): its files, positions and key scripts."""

from __future__ import annotations

from typing import Any

from puzzlesuite.games.reversi import texts as reversi
from puzzlesuite.games.reversi.ai import Level
from puzzlesuite.games.reversi.model import Colour, Position, Result, ReversiGame
from puzzlesuite.services.i18n import _
from tests.kits import GRID_WALK, Kit


def _bits(*rows: str, of: str) -> int:
    return sum(
        1 << (r * 8 + c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch == of
    )


def fresh() -> dict[str, Any]:
    return {"game": ReversiGame(seed=3).to_json(), "counted": False, "recorded": False}


def mid() -> dict[str, Any]:
    game = ReversiGame(seed=3)
    game.play_human(19)  # d3
    game.play_cpu(game.cpu_choice())
    return {"game": game.to_json(), "counted": True, "recorded": False}


def finished() -> dict[str, Any]:
    """Every square but h7 and h8 black, h6 white: black plays h7 and the game is over."""
    rows = ("BBBBBBBB",) * 5 + ("BBBBBBBW", "BBBBBBB.", "BBBBBBB.")
    black, white = _bits(*rows, of="B"), _bits(*rows, of="W")
    game = ReversiGame(level=Level.NORMAL, position=Position(black, white))
    game.play_human(6 * 8 + 7)
    assert game.result() is not None
    return {"game": game.to_json(), "counted": True, "recorded": True}


def record() -> dict[str, Any]:
    return {
        level.value: {"played": 9, "wins": 4, "losses": 3, "draws": 1, "play_seconds": 1800.5}
        for level in Level
    }


def announcements() -> list[str]:
    """What the screen says, built as the screen builds it (the glossary checks)."""
    results = [Result(None, 32, 32), Result(Colour.BLACK, 40, 24), Result(Colour.WHITE, 20, 44)]
    said = [
        reversi.cell_name(19, None, True, False),
        reversi.cell_name(27, Colour.WHITE, False, True),
    ]
    for human in Colour:
        for level in Level:
            said.append(reversi.new_game_text(human, level))
        for result in results:
            said += [reversi.result_title(result, human), reversi.result_text(result, human)]
        said.append(reversi.turn_text(True, None, human))
        for turn, result in ((True, None), (False, None), (False, results[1])):
            said.append(reversi.status_line(True, human, Level.HARD, turn, result))
    said += [reversi.human_move_text(19, 1), reversi.cpu_move_text(20, 5)]
    said += [reversi.pass_text(True), reversi.pass_text(False), reversi.undone_text()]
    said += [reversi.not_legal_text(0), reversi.wait_text(), reversi.counts_text(3, 61)]
    said += [
        reversi.choose_text(),
        reversi.status_line(False, Colour.BLACK, Level.EASY, False, None),
    ]
    said += [_(text) for text in reversi.LEVEL_SHORT.values()]
    return said


def longest_home_line() -> str:
    return max(
        (
            _("In progress against {opponent}: {counts}").format(
                opponent=reversi.level_name(level), counts=reversi.counts_text(44, 20)
            )
            for level in Level
        ),
        key=len,
    )


def choose_level(screen: Any) -> None:
    """The last opponent of the panel (the next game's)."""
    buttons = screen.panel.level_buttons
    buttons[list(buttons)[-1]].click()


KIT = Kit(
    saves={"fresh": fresh, "mid": mid, "finished": finished},
    record=record,
    steps=(*GRID_WALK, ("S", None)),
    brief=("Left", "empty, c3"),
    announcements=announcements,
    played_means="A game counts as played the moment it starts, so Played also includes",
    help_keys=("Enter", "Space", "J", "Shift+J", "S", "R", "V", "X"),
    longest_home_line=longest_home_line,
    choose_level=choose_level,
    keystrokes=(3, 1.5),
)
