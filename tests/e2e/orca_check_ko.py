"""The Orca check in Korean: the same keyboard session as orca_check.py in Block Puzzle
and Reversi, with the app in Korean. What is judged is the app's own text as Orca
speaks it (every expectation comes from the Korean catalogs); Orca's own words (role
names, "Screen reader on") stay English here, since they follow the machine's locale.

    E2E_ORCA_SCRIPT=tests/e2e/orca_check_ko.py tests/e2e/orca_check.sh

Transcript: $E2E_OUT/orca-transcript-ko.txt.
"""

from __future__ import annotations

import re
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import driver  # noqa: E402
from driver import App, StepFailed, log  # noqa: E402
from orca_check import Session, Speech, report, wait_for_orca  # noqa: E402
from scenarios import BLOCK_SAVE, catalog, template_regex, write_save  # noqa: E402

KO = catalog("ko")
tr = KO.gettext


def cell_text(row: int, col: int, filled: bool) -> str:
    template = "Row {row}, column {col}, filled" if filled else "Row {row}, column {col}, empty"
    return tr(template).format(row=row, col=col)


def cell_position(name: str) -> tuple[int, int]:
    """(row, column) from the Korean cell name, read with its own template."""
    pattern = re.escape(tr("Row {row}, column {col}, empty")).replace(r"\{row\}", r"(\d+)")
    pattern = pattern.replace(r"\{col\}", r"(\d+)").split(",")[0]
    found = re.match(pattern, name)
    if not found:
        raise StepFailed(f"not a Korean cell name: {name!r}")
    return int(found.group(1)), int(found.group(2))


def block_puzzle(s: Session, app: App) -> None:
    square = tr("single square")
    s.step(app, "home: the first card has focus", [], "Block Puzzle")
    cell = template_regex(tr("Row {row}, column {col}, empty"))
    filled = template_regex(tr("Row {row}, column {col}, filled"))
    s.step(app, "Space opens Block Puzzle; Orca reads the focused cell", ["space"], "행 ", "열")
    start = app.wait_focused(
        lambda a: bool(cell.match(driver.name(a)) or filled.match(driver.name(a))), "a board cell"
    )
    row, col = cell_position(driver.name(start))
    piece = tr("Piece {n} of {count}: {shape}").format(n=1, count=3, shape=square)
    s.step(app, "1 selects the single square", ["1"], tr("{piece}, selected").format(piece=piece))
    row = max(1, row - 1)  # the first arrow returns to the board and moves the cursor
    s.step(app, "the first arrow returns to the board, one row up", ["Up"], f"{row}행 {col}열")
    keys = ["Up"] * (row - 1) + (["Right"] * (7 - col) if col <= 7 else ["Left"])
    s.step(
        app,
        "arrows to row 1, column 7: filled, the square does not fit",
        keys,
        cell_text(1, 7, True),
        tr("The {shape} does not fit here.").format(shape=square),
    )
    fits = tr("The {shape} fits here: it covers {rows} and {columns}, and clears {lines}.")
    before_lines = fits.split("{rows}")[0].format(shape=square)
    s.step(
        app,
        "Right: row 1, column 8 fits and clears row 1 and column 8",
        ["Right"],
        cell_text(1, 8, False),
        before_lines,
        tr("row {n}").format(n=1),
        tr("column {n}").format(n=8),
    )
    points = KO.ngettext("{n} point", "{n} points", 31).format(n=31)
    cleared = KO.ngettext("Cleared {n} line: {lines}.", "Cleared {n} lines: {lines}.", 2)
    s.step(
        app,
        "Enter places it: the outcome and the new score are spoken",
        ["Return"],
        tr("Placed {shape}: {points}.").format(shape=square, points=points),
        cleared.split("{lines}")[0].format(n=2),
        tr("Score: {score}.").format(score=31),
    )
    square2 = tr("2×2 square")
    piece2 = tr("Piece {n} of {count}: {shape}").format(n=2, count=3, shape=square2)
    s.step(app, "2 selects the 2×2 square", ["2"], tr("{piece}, selected").format(piece=piece2))
    s.step(
        app,
        "Down ×3 (the first back to the board), Left ×6 to row 4, column 2 (filled)",
        ["Down"] * 3 + ["Left"] * 6,
        cell_text(4, 2, True),
        tr("The {shape} does not fit here.").format(shape=square2),
    )
    s.step(
        app,
        "Enter where it does not fit: Orca says so",
        ["Return"],
        tr("The {shape} does not fit here.").format(shape=square2),
    )


def reversi(s: Session, app: App) -> None:
    # Orca 43 grabs keys: straight after a long utterance it took the Alt of Alt+Home for
    # Alt alone (while the window had a menu bar, that bar got focus). A person pauses
    # here too.
    time.sleep(1)
    s.step(app, "Alt+Home: back to the home screen", ["alt+Home"], "Block Puzzle")
    s.step(app, "Tab to the Reversi card", ["Tab"], "Reversi")
    legal = tr("{cell}, empty, legal move")
    s.step(app, "Space opens Reversi on the choice: the chosen opponent", ["space"], tr("Normal"))
    s.step(app, "Enter presses Start: the board, on d3", ["Return"], legal.format(cell="d3"))
    s.step(app, "Left: c3 is empty", ["Left"], tr("{cell}, empty").format(cell="c3"))
    s.step(app, "Right: back on d3", ["Right"], legal.format(cell="d3"))
    played = KO.ngettext(
        "You played {cell}; {discs} turned over.", "You played {cell}; {discs} turned over.", 1
    )
    replied = KO.ngettext(
        "The CPU played {cell}; {discs} turned over.",
        "The CPU played {cell}; {discs} turned over.",
        1,
    )
    s.step(
        app,
        "Enter plays d3; the CPU's reply follows on the same cell",
        ["Return"],
        played.split("{discs}")[0].format(cell="d3"),
        "d4",
        replied.split("{cell}")[0],
    )
    s.step(app, "Ctrl+Z takes both moves back", ["ctrl+z"], tr("Move taken back. Your turn."))


def main() -> int:
    speech = Speech()
    session = Session(speech)
    driver.OUT.mkdir(parents=True, exist_ok=True)
    log("== waiting for Orca")
    wait_for_orca(speech)
    with tempfile.TemporaryDirectory(prefix="puzzlesuite-orca-ko-") as temp:
        folder = Path(temp) / "orca"
        write_save(folder, "blockpuzzle", BLOCK_SAVE)
        settings = {"games": {"reversi": {"opponent": "normal", "colour": "black"}}}
        app = App(folder, "ko", settings)
        try:
            app.start()
            app.wait_focused(lambda a: driver.name(a) == "Block Puzzle", "the first card")
            log("== Block Puzzle (ko)")
            block_puzzle(session, app)
            log("== Reversi (ko)")
            reversi(session, app)
        except StepFailed as error:
            session.failures.append(f"driver: {error}")
        finally:
            app.stop()
    return report(session, "orca-transcript-ko.txt")


if __name__ == "__main__":
    sys.exit(main())
