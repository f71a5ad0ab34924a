"""The Statistics dialog through AT-SPI, as a screen reader user reads it (issue 22; not
collected by pytest).

Run inside the end-to-end harness (Xvfb + AT-SPI bus, Debian's python3-pyatspi):
    tests/e2e/run.sh scenarios statistics

With Sudoku's statistics on file, Ctrl+I from the game, then Tab alone: the summary
card says its figures, the first chart is reached with its title as name and its
one-sentence summary as description, and after "Show charts as tables" the same bars
are a table whose cells hold the bucket names and counts.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(REPO / "tests" / "e2e"))
sys.path.insert(0, str(REPO))

import driver  # noqa: E402
from scenarios import Run, check_clean_exit, open_game, scenario  # noqa: E402

RECORD = {
    "easy": {
        "started": 6,
        "solved": 5,
        "solved_no_hints": 2,
        "best_seconds": 472,
        "solved_seconds": 6270,
        "solve_times": [0, 1, 2, 1, 1],
        "hints_per_solve": [2, 1, 1, 1],
    }
}
SUMMARY = (
    "Solve times at Easy, most often: 10 minutes to 20 minutes (2 of 5); "
    "best 7 minutes, 52 seconds."
)


def tab_until(run: Run, app: Any, test: Any, what: str, presses: int = 40) -> Any:
    """Press Tab until the focused object passes `test` (a keyboard user's way in)."""
    seen = []
    for _ in range(presses):
        app.key("Tab")
        focus = app.focused()
        if focus is not None and test(focus):
            run.check(True, f"Tab reached {driver.describe(focus)}")
            return focus
        seen.append(driver.describe(focus) if focus is not None else "nothing")
    raise AssertionError(f"Tab never reached {what}; it reached {seen[:12]}")


@scenario("statistics")
def statistics_by_keyboard(run: Run) -> None:
    folder = run.folder / "statistics-data"
    stats = folder / "data" / "stats"
    stats.mkdir(parents=True)
    document = {"schema": 2, "record": RECORD}
    (stats / "sudoku.json").write_text(json.dumps(document), encoding="utf-8")
    app = run.app(lang="en", data_dir=folder)
    open_game(run, app, "sudoku", "Sudoku", "Sudoku — Puzzle Suite")
    run.step("Ctrl+I opens Statistics on the Sudoku tab")
    app.key("ctrl+i")
    driver.wait_for(
        lambda: any(driver.role(w) == "dialog" for w in app.windows()), "the Statistics dialog"
    )
    card = tab_until(run, app, lambda a: driver.name(a) == "Easy", "the Easy card")
    run.check(
        "Started: 6." in driver.description(card)
        and "Best time: 7 minutes, 52 seconds." in driver.description(card),
        f"the card says its figures: {driver.description(card)!r}",
    )
    chart = tab_until(run, app, lambda a: driver.name(a) == "Solve times", "the first chart")
    run.check(
        driver.description(chart) == SUMMARY, f"the chart's summary: {driver.description(chart)!r}"
    )
    dialog = next(w for w in app.windows() if driver.role(w) == "dialog")
    toggle = app.wait_find("check box", name_is="Show charts as tables", within=dialog)
    run.step("check Show charts as tables (accessible action)")
    driver.do_action(toggle, "Toggle")

    def in_first_table(acc: Any) -> bool:
        table = acc.parent if driver.role(acc) == "table cell" else acc
        return driver.role(table) == "table" and driver.description(table) == SUMMARY

    focus = tab_until(run, app, in_first_table, "the first table", presses=60)
    table = focus.parent if driver.role(focus) == "table cell" else focus
    run.check(
        driver.name(table) == "Solve times as a table" and driver.description(table) == SUMMARY,
        f"the table is named and described like its chart: {driver.describe(table)}",
    )
    cells = [driver.name(c) for c in driver.find_all(table, "table cell")]
    expected = ["Under 5 minutes", "0", "5 minutes to 10 minutes", "1"]
    run.check(cells[: len(expected)] == expected, f"the table's cells: {cells[:10]}")
    run.step("Tab leaves the table (arrows walk its cells)")
    app.key("Tab")
    after = driver.wait_for(app.focused, "focus after Tab")
    run.check(not in_first_table(after), f"Tab left the table: {driver.describe(after)}")
    app.key("Escape")
    check_clean_exit(run, app, app.quit())


if __name__ == "__main__":
    import scenarios

    raise SystemExit(scenarios.main(sys.argv[1:] or ["statistics"]))
