"""Minesweeper through AT-SPI, as a screen reader user plays it (not collected by pytest).

Run inside the end-to-end harness (Xvfb + AT-SPI bus, Debian's python3-pyatspi):
    tests/e2e/run.sh python tests/games/minesweeper/e2e_minesweeper.py

Wins a Beginner board with the keyboard alone: the board is loaded by typing its code
in the code field, and the game's own engine (pure Python, run here) decides the moves
on a mirror of what the app has shown. Every move is made with keys (arrows, F, Space,
Enter) and checked only through the focused cell's accessible name and description. It
flags, reveals and chords at least once each.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(REPO / "tests" / "e2e"))
sys.path.insert(0, str(REPO))

import driver  # noqa: E402
import scenarios  # noqa: E402
from scenarios import Run, cell_name, open_game, scenario  # noqa: E402

from puzzlesuite.games.minesweeper.generator import generate  # noqa: E402
from puzzlesuite.games.minesweeper.hints import find_hint  # noqa: E402
from puzzlesuite.games.minesweeper.model import MinesweeperGame  # noqa: E402
from puzzlesuite.games.minesweeper.solver import deduce  # noqa: E402

WIDTH, HEIGHT, MINES, SEED = 9, 9, 10, 724252
FIRST = (4, 4)  # 0-based r5c5
CODE = f"M-{WIDTH}x{HEIGHT}x{MINES}-{SEED}-r{FIRST[0] + 1}c{FIRST[1] + 1}"


def type_text(text: str) -> None:
    subprocess.run(["xdotool", "type", "--delay", "40", text], check=True, timeout=30)


def state_of(game: MinesweeperGame, cell: int) -> str:
    """What the app must say for a cell of the mirror (its accessible name's end)."""
    if game.revealed[cell]:
        number = game.number[cell]
        if number == 0:
            return "empty"
        return f"{number} mine around" if number == 1 else f"{number} mines around"
    return "flagged" if game.mark(cell) == 1 else "covered"


class Player:
    """The keyboard user: a cursor, and the mirror of the board the app has shown."""

    def __init__(self, run: Run, app: Any, game: MinesweeperGame) -> None:
        self.run, self.app, self.game = run, app, game
        self.cursor = FIRST

    def expect(self, cell: int, description_has: str = "") -> Any:
        row, col = divmod(cell, WIDTH)
        name = cell_name(row + 1, col + 1, state_of(self.game, cell))

        def ok(acc: Any) -> bool:
            return driver.name(acc) == name and description_has in driver.description(acc)

        what = f"focus on {name!r}" + (f" saying {description_has!r}" if description_has else "")
        return self.app.wait_focused(ok, what)

    def walk(self, cell: int) -> None:
        goal = divmod(cell, WIDTH)
        while self.cursor != goal:
            row, col = self.cursor
            if row != goal[0]:
                step = 1 if goal[0] > row else -1
                self.cursor = (row + step, col)
                self.app.key("Down" if step > 0 else "Up")
            else:
                step = 1 if goal[1] > col else -1
                self.cursor = (row, col + step)
                self.app.key("Right" if step > 0 else "Left")
            self.expect(self.cursor[0] * WIDTH + self.cursor[1])

    def flag(self, cell: int) -> None:
        self.walk(cell)
        self.app.key("f")
        self.game.cycle_mark(cell, questions=False)
        left = self.game.mines_left
        self.expect(cell, f"mine{'' if left == 1 else 's'} left.")

    def reveal(self, cell: int, key: str = "space") -> None:
        self.walk(cell)
        outcome = self.game.reveal(cell)
        self.app.key(key)
        opened = len(outcome.opened)
        self.expect(cell, f"{opened} cell{'' if opened == 1 else 's'} opened.")

    def chord(self, number: int) -> None:
        self.walk(number)
        outcome = self.game.chord(number)
        self.app.key("space")
        opened = len(outcome.opened)
        self.run.check(opened > 0 and not outcome.lost, f"the chord opens {opened} cell(s)")
        self.expect(number, f"{opened} cell{'' if opened == 1 else 's'} opened.")

    def chord_target(self) -> tuple[int, list[int]] | None:
        """A number whose mines are all provable now, with a covered safe neighbour."""
        game = self.game
        mined = deduce(game.position()).mined
        for cell in range(game.cells):
            if not (game.revealed[cell] and game.number[cell]):
                continue
            around = [c for c in game.table[cell] if game.is_mine[c]]
            covered_safe = [
                c for c in game.table[cell] if not game.revealed[c] and not game.is_mine[c]
            ]
            if covered_safe and all(c in mined for c in around):
                return cell, around
        return None


@scenario("minesweeper")
def minesweeper(run: Run) -> None:
    """Type a board code, then win the board by keys alone: F flags, Space chords on a
    number, H hints (and H again carries it out), Space and Enter reveal; each step
    heard on the focused cell."""
    app = run.app()
    open_game(run, app, "minesweeper", "Minesweeper", "Minesweeper — Puzzle Suite")
    app.wait_focused(lambda a: driver.name(a).startswith("Row "), "focus on a board cell")

    run.step("Tab to the board code field and type a Beginner code")
    app.tab_to(lambda a: driver.name(a) == "Board code", "the board code field", max_tabs=20)
    app.key("ctrl+a")  # the field shows the current board's code: type over it
    type_text(CODE)
    app.key("Return")

    game = MinesweeperGame(WIDTH, HEIGHT, MINES, SEED)
    first = FIRST[0] * WIDTH + FIRST[1]
    game.place_mines(first, generate(WIDTH, HEIGHT, MINES, SEED, first))
    outcome = game.reveal(first)
    player = Player(run, app, game)
    player.expect(first, f"{len(outcome.opened)} cells opened.")
    run.check(True, f"the code opened r5c5 and {len(outcome.opened)} cells")

    run.step("Flag the mines around one number with F, then Space on it chords")
    target = player.chord_target()
    while target is None:
        player.reveal(min(deduce(game.position()).safe))
        target = player.chord_target()
    number, mines = target
    for mine in mines:
        if game.mark(mine) != 1:
            player.flag(mine)
    player.chord(number)

    run.step("H shows a hint on the hinted cell, H again carries it out")
    hint = find_hint(game)  # the app's hint, worked out the same way on the mirror
    app.key("h")
    player.cursor = divmod(hint.cell, WIDTH)
    target = f"r{player.cursor[0] + 1}c{player.cursor[1] + 1}"
    verdict = "a mine." if hint.is_mine else "safe."
    focus = player.expect(hint.cell, target)
    said = driver.description(focus)
    run.check(said.startswith(("The ", "With ")), f"one hint sentence: {said!r}")
    run.check(verdict in said, f"it says the cell is {verdict!r}")
    app.key("h")
    if hint.is_mine:
        game.cycle_mark(hint.cell, questions=False)
        player.expect(hint.cell, f"Flag placed on r{player.cursor[0] + 1}c{player.cursor[1] + 1}.")
    else:
        opened = len(game.reveal(hint.cell).opened)
        player.expect(hint.cell, f"{opened} cell{'' if opened == 1 else 's'} opened.")

    run.step("Reveal every provably safe cell (Space, then Enter) until the board is clear")
    keys = ("space", "Return")
    moves = 0
    while not game.won:
        safe = sorted(deduce(game.position()).safe)
        run.check(bool(safe), "some covered cell is provably safe (no guess needed)")
        row, col = player.cursor
        nearest = min(safe, key=lambda c: abs(c // WIDTH - row) + abs(c % WIDTH - col))
        player.walk(nearest)
        outcome = game.reveal(nearest)
        app.key(keys[moves % 2])
        moves += 1
        opened = len(outcome.opened)
        said = f"{opened} cell{'' if opened == 1 else 's'} opened."
        if game.won:
            said = "Board cleared: every safe cell is open."
        player.expect(nearest, said)
    run.check(True, f"won after {moves} more reveals")

    run.step("S says the status")
    app.key("s")
    app.wait_focused(
        lambda a: "0 mines left. Beginner: 9 × 9, 10 mines." in driver.description(a),
        "the status on the focused cell",
    )
    run.check(app.quit() == 0, "Ctrl+Q quits cleanly")
    saved = app.save_file("minesweeper")
    won = saved is not None and len(saved["game"]["revealed"]) == WIDTH * HEIGHT - MINES
    run.check(won, "the won board was saved")


if __name__ == "__main__":
    sys.exit(scenarios.main(["minesweeper"]))
