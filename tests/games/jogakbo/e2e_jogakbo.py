"""Jogakbo through AT-SPI, as a screen reader user plays it (not collected by pytest).

Run inside the end-to-end harness (Xvfb + AT-SPI bus, Debian's python3-pyatspi):
    tests/e2e/run.sh python tests/games/jogakbo/e2e_jogakbo.py
Works with whatever today's puzzle is: it only relies on the table's shape (groups first,
hand tiles last) and on the names and descriptions of the focused items.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "e2e"))

import driver  # noqa: E402
import scenarios  # noqa: E402
from scenarios import Run, expect_focus, label_with, open_game, scenario  # noqa: E402


def focused_named(app: Any, test: Any, what: str) -> Any:
    return app.wait_focused(lambda acc: test(driver.name(acc)), what)


@scenario("jogakbo")
def jogakbo(run: Run) -> None:
    """Pick a hand tile, place it in group 1 by keyboard, hear the outcome, resume."""
    app = run.app()
    open_game(run, app, "jogakbo", "Jogakbo", "Jogakbo — Puzzle Suite")
    first = focused_named(app, lambda n: n.startswith("Group 1: "), "focus on group 1")
    run.check(driver.name(first).endswith(", valid"), f"group 1 is named: {driver.name(first)}")
    items = app.find_all("list item")
    run.check(len(items) >= 28, f"the table lists its groups and tiles ({len(items)} items)")
    run.check(all("focusable" in driver.states(i) for i in items), "every item is focusable")
    label_with(app, "Moves 0 · Par ")

    run.step("End goes to the last hand tile")
    app.key("End")
    tile = focused_named(app, lambda n: n.endswith(", in hand"), "a hand tile")
    tile_name = driver.name(tile).removesuffix(", in hand")
    run.step(f"Space picks {tile_name}")
    app.key("space")
    expect_focus(
        run,
        app,
        f"{tile_name}, in hand, picked",
        description=f"{tile_name} picked. Choose a group, or New group.",
    )

    run.step("Home goes to group 1, Enter places the tile there")
    app.key("Home")
    focused_named(app, lambda n: n.startswith("Group 1: "), "focus on group 1")
    app.key("Return")
    moved = app.wait_focused(
        lambda acc: driver.description(acc).startswith(f"{tile_name} moved. Group 1: "),
        "the outcome on the focused group",
    )
    run.check(tile_name in driver.name(moved), f"group 1 now holds it: {driver.name(moved)}")
    label_with(app, "Moves 1 · Par ")

    run.step("N with nothing picked explains what to do")
    app.key("n")
    app.wait_focused(
        lambda acc: driver.description(acc) == "Pick a tile first, then New group.",
        "the hint on the focused item",
    )
    run.check(app.quit() == 0, "Ctrl+Q quits cleanly")
    saved = app.save_file("jogakbo")
    run.check(saved is not None and saved.get("moves") == 1, "the move was saved")

    again = run.app(data_dir=app.data_dir)
    open_game(run, again, "jogakbo", "Jogakbo", "Jogakbo — Puzzle Suite")
    label_with(again, "Moves 1 · Par ")
    run.check(True, "reopening resumes the game with its one move")
    run.check(again.quit() == 0, "Ctrl+Q quits cleanly again")


if __name__ == "__main__":
    sys.exit(scenarios.main(["jogakbo"]))
