"""Sudoku through AT-SPI, as a screen reader user plays it (not collected by pytest).

Run inside the end-to-end harness (Xvfb + AT-SPI bus, Debian's python3-pyatspi):
    tests/e2e/run.sh python tests/games/sudoku/e2e_sudoku.py
A fresh data folder: the first Easy puzzle is prepared, its code is read from the status
line, and the script works out the solution from the code (the puzzle is seeded, so the
game's own generator in the project's .venv gives the same grid). Everything else goes
through keys and what the focused cell says: a hint in three presses (heard as the
focused cell's description), the number pad's key for the hint's digit (one fewer
left), J to an empty cell, digits typed row by row, the finish.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "e2e"))

import driver  # noqa: E402
import scenarios  # noqa: E402
from scenarios import Run, open_game, scenario  # noqa: E402

STATUS = re.compile(r"Easy puzzle (S-E-\d+): (\d+) of 81 cells filled\.")
CELL = re.compile(r"Row (\d), column (\d), ")


def puzzle_of(code: str) -> tuple[list[int], list[int]]:
    """(givens, solution) for a puzzle code, from the game's own seeded generator."""
    program = (
        "import json, sys\n"
        "from puzzlesuite.games.sudoku.generator import generate\n"
        "from puzzlesuite.games.sudoku.puzzle_code import parse_code\n"
        "p = generate(*parse_code(sys.argv[1]))\n"
        "print(json.dumps([list(p.givens), list(p.solution)]))\n"
    )
    givens, solution = json.loads(driver.project_python(program, code))
    return givens, solution


def focused_cell(app: Any, what: str, test: Any = lambda name, desc: True) -> tuple[int, int, Any]:
    """The focused board cell (1-based row, column) once it passes `test(name, desc)`."""
    acc = app.wait_focused(
        lambda a: bool(CELL.match(driver.name(a))) and test(driver.name(a), driver.description(a)),
        what,
    )
    found = CELL.match(driver.name(acc))
    assert found is not None
    return int(found.group(1)), int(found.group(2)), acc


@scenario("sudoku")
def sudoku(run: Run) -> None:
    """Hint in three presses, J, then an Easy puzzle solved by keys alone."""
    app = run.app()
    open_game(run, app, "sudoku", "Sudoku", "Sudoku — Puzzle Suite")
    status = app.wait_find("label", name_has="Easy puzzle S-E-", what="the status line", timeout=30)
    found = STATUS.search(driver.name(status))
    run.check(found is not None, f"the status line names the puzzle: {driver.name(status)!r}")
    assert found is not None
    code = found.group(1)
    givens, solution = puzzle_of(code)
    run.check(
        int(found.group(2)) == sum(1 for g in givens if g),
        f"{code}: the status counts the givens as filled",
    )

    row, col, cell = focused_cell(app, "focus on a board cell")
    value = givens[9 * (row - 1) + col - 1]
    expected = f"{value}, given" if value else "empty"
    run.check(expected in driver.name(cell), f"the cell says its content: {driver.name(cell)!r}")

    run.step("H three times: where, why, do it")
    app.key("h")
    focused_cell(app, "the hint's first step", lambda n, d: d.startswith("Hint: look at "))
    run.check(True, "heard: Hint: look at …")
    app.key("h")
    _, _, why = focused_cell(
        app,
        "the hint's reasoning",
        lambda n, d: d.startswith(("Naked single: ", "Hidden single: ")),
    )
    run.check(True, f"heard the reasoning: {driver.description(why)!r}")
    app.key("h")
    _, _, done = focused_cell(app, "the hint done", lambda n, d: " placed in r" in d)
    placed = re.search(r"(\d) placed in r(\d)c(\d)\.", driver.description(done))
    run.check(placed is not None, f"heard: {driver.description(done)!r}")
    assert placed is not None
    digit, hint_row, hint_col = (int(g) for g in placed.groups())
    run.check(
        solution[9 * (hint_row - 1) + hint_col - 1] == digit,
        "the hint placed the digit of the solution",
    )

    run.step("the number pad: the hint's digit key says one fewer is left")
    app.tab_to(lambda a: driver.name(a).startswith("Digit "), "the number pad", max_tabs=20)
    moves = ["Down"] * ((digit - 1) // 3) + ["Right"] * ((digit - 1) % 3)
    app.key("ctrl+Home", *moves)
    pad_key = app.wait_focused(
        lambda a: driver.name(a).startswith(f"Digit {digit},"), f"the pad's key {digit}"
    )
    left = 9 - givens.count(digit) - 1  # the hint placed one
    expected = f"Digit {digit}, {left} left" if left else f"Digit {digit}, all placed"
    run.check(driver.name(pad_key) == expected, f"the key is named {driver.name(pad_key)!r}")
    app.tab_to(lambda a: bool(CELL.match(driver.name(a))), "the board", max_tabs=20)

    run.step("J goes to an empty cell")
    app.key("j")
    focused_cell(app, "an empty cell", lambda n, d: ", empty" in n)
    run.check(True, "J landed on an empty cell")

    run.step("Ctrl+Home, then every row: digits typed on the empty cells")
    app.key("ctrl+Home")
    focused_cell(app, "r1c1", lambda n, d: n.startswith("Row 1, column 1, "))
    last_empty = max(i for i in range(81) if not givens[i])
    for r in range(9):
        keys: list[str] = []
        for c in range(9):
            cell_index = 9 * r + c
            if not givens[cell_index]:
                keys.append(str(solution[cell_index]))
            if cell_index == last_empty:
                break  # stay: moving on would replace the finish by the next cell's name
            if c < 8:
                keys.append("Right")
        if r < 8:
            keys += ["Down", "Home"]
        app.key(*keys)
        if r < 8:
            focused_cell(
                app,
                f"row {r + 2} start",
                lambda n, d, r=r: n.startswith(f"Row {r + 2}, column 1, "),
            )
    _, _, last = focused_cell(app, "the finish", lambda n, d: "Solved in " in d)
    run.check(
        "with 1 hint." in driver.description(last),
        f"heard the finish: {driver.description(last)!r}",
    )
    app.wait_find("label", name_has=f"{code}: solved.", what="the header of a solved puzzle")
    run.check(app.quit() == 0, "Ctrl+Q quits cleanly")
    saved = app.save_file("sudoku")
    game = (saved or {}).get("game") or {}
    run.check(game.get("finished") is True, "the finished puzzle was saved as finished")
    run.check(game.get("hints_used") == 1, "with the one hint used")
    stats_path = app.data_dir / "data" / "stats" / "sudoku.json"
    record = json.loads(stats_path.read_text(encoding="utf-8"))["record"]
    run.check(
        record.get("easy", {}).get("solved") == 1 and record["easy"].get("started") == 1,
        f"statistics: started and solved once ({record.get('easy')})",
    )


if __name__ == "__main__":
    sys.exit(scenarios.main(["sudoku"]))
