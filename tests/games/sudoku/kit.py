"""Sudoku's test kit (tests/kits.py): its files, positions and key scripts."""

from __future__ import annotations

from typing import Any

from puzzlesuite.games.sudoku.generator import generate
from puzzlesuite.games.sudoku.model import SudokuGame
from puzzlesuite.games.sudoku.stats import record_solve
from puzzlesuite.games.sudoku.techniques import LEVELS, Level
from puzzlesuite.services.i18n import _
from tests.kits import GRID_WALK, Kit


def _prepared() -> dict[str, Any]:
    """The next puzzle of every level, prepared (no generation runs when the save is
    opened)."""
    prepared = {}
    for level in LEVELS:
        puzzle = generate(level, 100 + level.rank)
        prepared[level.value] = {
            "seed": puzzle.seed,
            "givens": list(puzzle.givens),
            "solution": list(puzzle.solution),
        }
    return prepared


def _easy() -> SudokuGame:
    puzzle = generate(Level.EASY, 7)
    return SudokuGame(puzzle.givens, puzzle.solution, puzzle.level, puzzle.seed)


def fresh() -> dict[str, Any]:
    return {"game": _easy().to_dict(), "prepared": _prepared()}


def mid() -> dict[str, Any]:
    """One digit written (the game has started: it is counted)."""
    game = _easy()
    cell = game.values.index(0)
    game.place(cell, game.solution[cell])
    game.started = True
    return {"game": game.to_dict(), "prepared": {"easy": _prepared()["easy"]}}


def finished() -> dict[str, Any]:
    puzzle = generate(Level.MEDIUM, 11)
    game = SudokuGame(puzzle.givens, puzzle.solution, puzzle.level, puzzle.seed)
    for cell in game.empty_cells():
        game.place(cell, game.solution[cell])
    game.started, game.finished, game.elapsed, game.hints_used = True, True, 754.0, 2
    return {"game": game.to_dict(), "prepared": {}}


def record() -> dict[str, Any]:
    """Ten started and ten solved at every level, at times across the chart."""
    record: dict[str, Any] = {level.value: {"started": 10} for level in LEVELS}
    for level in LEVELS:
        for seconds in range(100, 3000, 300):
            record_solve(record, level.value, seconds, 1)
        record[level.value]["play_seconds"] = 7200.0
    return record


def choose_level(screen: Any) -> None:
    """A level that is not the one on the board (Easy): the one before last."""
    list(screen.panel.levels._buttons.values())[-2].click()


def code_field(screen: Any) -> tuple[Any, str]:
    from puzzlesuite.games.sudoku.screen import LONGEST_CODE

    return screen.panel.code_edit, LONGEST_CODE


def longest_home_line() -> str:
    from puzzlesuite.games.sudoku import texts

    return max(
        (
            _("In progress: {level}, {n} of 81").format(level=texts.level_name(level), n=80)
            for level in Level
        ),
        key=len,
    )


KIT = Kit(
    saves={"fresh": fresh, "mid": mid, "finished": finished},
    record=record,
    preferences={"level": "medium"},
    ready=lambda screen: screen.game is not None and screen.waiting is None,
    choose_level=choose_level,
    code_field=code_field,
    board_labels=True,
    steps=(*GRID_WALK, ("S", None)),
    played_means="A puzzle counts as started at its first digit",
    help_keys=(
        "Home",
        "End",
        "Delete",
        "Backspace",
        "0",
        "Shift",
        "N",
        "F",
        "H",
        "J",
        "Shift+J",
        "S",
        "Ctrl+Z",
        "Ctrl+Shift+Z",
        "Ctrl+Y",
        "Ctrl+N",
        "Ctrl+V",
        "Escape",
        "R",
        "V",
        "B",
        "D",
        "P",
    ),  # fmt: skip
    longest_home_line=longest_home_line,
    keystrokes=(3, 1.3),
)
