"""Sudoku, a puzzle of one's own entered through AT-SPI by keys alone (not collected by
pytest).

Run inside the end-to-end harness (Xvfb + AT-SPI bus, Debian's python3-pyatspi):
    tests/e2e/run.sh python tests/games/sudoku/e2e_sudoku_entry.py
Tab to Enter a puzzle…, Space; type the givens of a newspaper-style puzzle row by row
with digits and arrows, hearing each cell; Tab to Start, Space; the puzzle is proven,
graded Easy and played, and the save says it is the player's own.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "e2e"))

import driver  # noqa: E402
import scenarios  # noqa: E402
from scenarios import Run, open_game, scenario  # noqa: E402

# The example puzzle of Wikipedia's Sudoku article: 30 givens, Easy by our techniques.
PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
CELL = re.compile(r"Row (\d), column (\d), ")


@scenario("sudoku-entry")
def sudoku_entry(run: Run) -> None:
    """Enter a puzzle by keys, Start, and play it as one's own."""
    app = run.app()
    open_game(run, app, "sudoku", "Sudoku", "Sudoku — Puzzle Suite")
    app.wait_find("label", name_has="Easy puzzle S-E-", what="the first puzzle", timeout=30)

    run.step("Tab to Enter a puzzle…, Space")
    app.tab_to(lambda a: driver.name(a) == "Enter a puzzle…", "the Enter a puzzle… button")
    app.key("space")
    app.wait_focused(
        lambda a: driver.name(a).startswith("Row 1, column 1, box 1, empty"),
        "focus on r1c1 of an empty board",
    )
    app.wait_find("label", name_has="Entering a puzzle: 0 givens.", what="the entry status")
    run.check(True, "an empty board to enter on, focus on its first cell")

    run.step("type the givens row by row: digits and arrows")
    for row in range(9):
        keys: list[str] = []
        for col in range(9):
            char = PUZZLE[9 * row + col]
            if char != ".":
                keys.append(char)
            if col < 8:
                keys.append("Right")
        if row < 8:
            keys += ["Down", "Home"]
        app.key(*keys)
        if row < 8:
            app.wait_focused(
                lambda a, row=row: driver.name(a).startswith(f"Row {row + 2}, column 1, "),
                f"row {row + 2} start",
            )
    app.wait_find("label", name_has="Entering a puzzle: 30 givens.", what="30 givens entered")
    run.check(True, "the status counts 30 givens")

    run.step("Tab to Start, Space: proven and graded in the worker")
    app.tab_to(lambda a: driver.name(a) == "Start", "the Start button")
    app.key("space")
    app.wait_find(
        "label",
        name_has="Your puzzle, Easy: 30 of 81 cells filled.",
        what="the own puzzle in play",
        timeout=20,
    )
    run.check(True, "the puzzle is proven, graded Easy and on the board")
    cell = app.wait_focused(lambda a: bool(CELL.match(driver.name(a))), "focus on the board")
    run.check(True, f"the board has focus: {driver.name(cell)!r}")
    run.check(app.quit() == 0, "Ctrl+Q quits cleanly")
    game = (app.save_file("sudoku") or {}).get("game") or {}
    run.check(game.get("own") is True, "saved as the player's own puzzle")
    line = "".join(str(d) if d else "." for d in game.get("givens", []))
    run.check(line == PUZZLE, "with exactly the givens typed")


if __name__ == "__main__":
    sys.exit(scenarios.main(["sudoku-entry"]))
