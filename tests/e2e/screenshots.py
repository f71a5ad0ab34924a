"""Screenshots of home and each game under Xvfb, light and dark, at two window sizes.

Run through tests/e2e/run.sh screenshots [OUT_DIR]   (default docs/screenshots).
           tests/e2e/run.sh screenshots --languages [OUT_DIR]: one game per translated
           language (Block Puzzle in Korean, Reversi in Indonesian, Jogakbo in Spanish),
           <game>-<lang>-1280x800-light.png, so a reviewer sees the words in place, and
           Sudoku in Korean at 800x600 (sudoku-ko-800x600-light.png: Hangul in outline glyphs).
           tests/e2e/run.sh screenshots --endings [OUT_DIR]: the result card over the final
           board of every game (<game>-ended-<size>-<theme>.png, from tests/e2e/finished.py),
           the Statistics dialog on Sudoku's tab (statistics-sudoku-<theme>.png) and
           Sudoku's Enter a puzzle mode half typed (sudoku-enter-<size>-<theme>.png).
The app is driven the same way as in the scenarios (AT-SPI actions and keys), with
prepared saves so each game shows a position worth looking at. Files:
<OUT_DIR>/<screen>-<width>x<height>-<theme>.png, screen = home, blockpuzzle, reversi,
jogakbo, sudoku, minesweeper (games that are not on the home screen are skipped with a
note).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import driver  # noqa: E402
from driver import App, log  # noqa: E402
from scenarios import (  # noqa: E402
    ALL_GAMES,
    BLOCK_BOARD,
    catalog,
    template_regex,
    write_save,
)

SHOT_GAMES = ALL_GAMES
# E2E_SHOT_SIZES="800x600", E2E_SHOT_THEMES="contrast" and E2E_SHOT_TAG="-scale200" pick
# some of them (issue 21: high contrast, and 200 % with QT_SCALE_FACTOR=2 on a larger
# E2E_SCREEN); sizes are the window's logical size.
SIZES = [
    (int(w), int(h))
    for w, h in (
        size.split("x") for size in os.environ.get("E2E_SHOT_SIZES", "1280x800 800x600").split()
    )
]
THEMES = os.environ.get("E2E_SHOT_THEMES", "light dark").split()
TAG = os.environ.get("E2E_SHOT_TAG", "")
SCALE = float(os.environ.get("E2E_SHOT_SCALE", os.environ.get("QT_SCALE_FACTOR", "1")))
GRAB = Path(__file__).resolve().parent / "grab.py"
# The level choosers show the prepared boards' levels (they choose the next game's).
# E2E_SHOT_MINESWEEPER="expert": an Expert board instead (issue 21's board zoom at 800×600).
MINES_LEVEL = os.environ.get("E2E_SHOT_MINESWEEPER", "intermediate")
MINES_SIZE = {"intermediate": (16, 16, 40), "expert": (30, 16, 99)}[MINES_LEVEL]
LEVELS = {"games": {"sudoku": {"level": "medium"}, "minesweeper": {"level": MINES_LEVEL}}}


def shoot(app: App, path: Path) -> None:
    """Grab the main window once it has stopped repainting."""
    subprocess.run(
        [str(driver.PYTHON), str(GRAB), app.window_id, str(path)], check=True, timeout=60
    )


def set_size(app: App, width: int, height: int) -> None:
    """The window at `width`×`height` logical pixels (physical ones times the scale)."""
    physical = (round(width * SCALE), round(height * SCALE))
    app.resize(*physical)
    driver.wait_for(
        lambda: tuple(app.frame().queryComponent().getSize()) in ((width, height), physical),
        f"the window to be {width}×{height}",
    )


def prepare_saves(folder: Path) -> None:
    """Positions in the middle of a game, so the pictures show pieces, not empty boards."""
    write_save(
        folder,
        "blockpuzzle",
        {
            "counted": True,
            "game": {
                "version": 1,
                "seed": 11,
                "refills": 3,
                "board": BLOCK_BOARD,
                "tray": ["dot", "square2", "corner3_tl"],
                "score": 212,
                "lines": 9,
                "moves": 23,
            },
        },
    )
    write_save(folder, "sudoku", sudoku_save())
    write_save(folder, "minesweeper", minesweeper_save())


def minesweeper_save() -> dict[str, object]:
    """An Intermediate (or E2E_SHOT_MINESWEEPER) board under way: opened from the
    middle, a few rounds of provably safe cells revealed (numbers show), and eight
    provable mines flagged."""
    width, height, mines = MINES_SIZE
    program = (
        "import json\n"
        "from puzzlesuite.games.minesweeper.generator import generate\n"
        "from puzzlesuite.games.minesweeper.model import MinesweeperGame\n"
        "from puzzlesuite.games.minesweeper.solver import deduce\n"
        f"width, height, mines, seed = {width}, {height}, {mines}, 20261130\n"
        f"g = MinesweeperGame(width, height, mines, seed, {MINES_LEVEL!r})\n"
        "first = 8 * width + width // 2 - 1\n"
        "g.place_mines(first, generate(width, height, mines, seed, first))\n"
        "g.reveal(first)\n"
        "for _ in range(3):\n"
        "    for c in sorted(deduce(g.position()).safe)[:5]:\n"
        "        if not g.revealed[c]: g.reveal(c)\n"
        "for c in sorted(deduce(g.position()).mined)[:8]:\n"
        "    g.cycle_mark(c, questions=False)\n"
        "g.elapsed = 95.0\n"
        "print(json.dumps(g.to_dict()))\n"
    )
    return {"game": json.loads(driver.project_python(program))}


def sudoku_save() -> dict[str, object]:
    """A Medium puzzle under way: about half the empty cells filled, notes in the rest
    of the first three rows (the game's own seeded generator, in the project's .venv)."""
    program = (
        "import json\n"
        "from puzzlesuite.games.sudoku.generator import generate\n"
        "from puzzlesuite.games.sudoku.model import SudokuGame\n"
        "from puzzlesuite.games.sudoku.solver import candidates\n"
        "from puzzlesuite.games.sudoku.techniques import Level\n"
        "p = generate(Level.MEDIUM, 5)\n"
        "g = SudokuGame(p.givens, p.solution, p.level, p.seed)\n"
        "for i, c in enumerate(g.empty_cells()):\n"
        "    if i % 2: g.place(c, p.solution[c])\n"
        "allowed = candidates(g.grid)\n"
        "for c in g.empty_cells():\n"
        "    if c < 27: g.notes[c] = allowed[c]\n"
        "g.started, g.elapsed = True, 312.0\n"
        "print(json.dumps(g.to_dict()))\n"
    )
    return {"game": json.loads(driver.project_python(program)), "prepared": {}}


def game_pose(app: App, game_id: str) -> None:
    """A few keys so the picture shows the game in use (a piece picked, a cursor)."""
    if game_id == "blockpuzzle":
        app.key("1")  # the single square, previewed at row 1, column 8: two lines light up
        app.wait_focused(lambda a: driver.name(a).endswith("selected"), "piece 1 selected")
        app.key("Up")
        app.wait_focused(lambda a: driver.name(a).startswith("Row "), "the board cursor")
        start = driver.name(app.focused())
        row, col = (int(w) for w in start.replace(",", " ").split()[1:4:2])
        keys = ["Up"] * (row - 1) + ["Right"] * (8 - col)
        if keys:
            app.key(*keys)
        app.wait_focused(
            lambda a: driver.name(a).startswith("Row 1, column 8,"), "the cursor on row 1, column 8"
        )
    elif game_id == "reversi":
        start_reversi(app)
        for _ in range(3):  # three moves each, so the board is under way
            play_first_legal_move(app)
    elif game_id == "jogakbo":
        app.key("End", "space", "Home")  # a hand tile picked, cursor on the first group
        app.wait_focused(lambda a: driver.name(a).startswith("Group 1"), "group 1")
    elif game_id == "sudoku":
        app.key("ctrl+Home", "Right", "Right")  # a cell selected, then a hint's first step
        app.wait_focused(
            lambda a: driver.name(a).startswith("Row 1, column 3, "), "row 1, column 3"
        )
        app.key("h")
        app.wait_focused(
            lambda a: driver.description(a).startswith("Hint: look at"), "the hint's first step"
        )
    elif game_id == "minesweeper":
        app.wait_focused(lambda a: driver.name(a).startswith("Row "), "the board cursor")


def start_reversi(app: App) -> None:
    """The first open shows the choice (issue 32): Enter presses Start."""
    app.wait_focused(lambda a: driver.role(a) == "radio button", "the chosen opponent")
    app.key("Return")
    app.wait_focused(lambda a: driver.name(a).startswith("d3, "), "the board, on d3")


def play_first_legal_move(app: App) -> None:
    """J to the next legal move, play it, wait for the CPU's reply."""
    app.key("j")
    app.wait_focused(lambda a: driver.name(a).endswith("legal move"), "focus on a legal move")
    app.key("Return")
    app.wait_focused(
        lambda a: driver.description(a).startswith("The CPU played"), "the CPU's reply", timeout=20
    )


# One game per translated language: each shows a different game, so together they show
# every game's words in a language other than English.
LANGUAGE_SHOTS = [("ko", "blockpuzzle"), ("id", "reversi"), ("es", "jogakbo")]
# And Sudoku in Korean at 800×600, where the panel is tightest: the proof that Hangul is
# drawn in outline glyphs and fits (sudoku-ko-800x600-light.png).
SMALL_LANGUAGE_SHOTS = [("ko", "sudoku")]


def translated_pose(app: App, game_id: str, language: str) -> None:
    """The same poses as `game_pose`, waiting on the translated accessible names."""
    tr = catalog(language).gettext
    if game_id == "blockpuzzle":
        app.key("1")
        selected = template_regex(tr("{piece}, selected"))
        app.wait_focused(lambda a: bool(selected.match(driver.name(a))), "piece 1 selected")
        app.key("Up", "Up", "Right", "Right")
        cell = template_regex(tr("Row {row}, column {col}, empty"))
        app.wait_focused(lambda a: bool(cell.match(driver.name(a))), "the board cursor")
    elif game_id == "reversi":
        start_reversi(app)
        legal = tr("{cell}, empty, legal move").replace("{cell}", "")
        app.key("j")  # to the next legal move
        app.wait_focused(lambda a: driver.name(a).endswith(legal), "focus on a legal move")
        app.key("Return")
        replied = catalog(language).ngettext(
            "The CPU played {cell}; {discs} turned over.",
            "The CPU played {cell}; {discs} turned over.",
            1,
        )
        reply = replied.split("{cell}")[0]
        app.wait_focused(
            lambda a: driver.description(a).startswith(reply), "the CPU's reply", timeout=20
        )
    elif game_id == "jogakbo":
        app.key("End", "space", "Home")
        first = tr("Group {number}").format(number=1)
        app.wait_focused(lambda a: driver.name(a).startswith(first), "group 1")


def language_shots(out: Path) -> list[Path]:
    written: list[Path] = []
    shots = [(language, game_id, SIZES[0]) for language, game_id in LANGUAGE_SHOTS]
    shots += [(language, game_id, (800, 600)) for language, game_id in SMALL_LANGUAGE_SHOTS]
    with tempfile.TemporaryDirectory(prefix="puzzlesuite-shots-") as temp:
        for language, game_id, (width, height) in shots:
            folder = Path(temp) / f"{language}-{game_id}"
            prepare_saves(folder)
            settings = {"theme": "light", "reduce_motion": True, **LEVELS}
            app = App(folder, language, settings).start()
            subprocess.run(["xdotool", "mousemove", "1399", "899"], check=False, timeout=10)
            try:
                title = catalog(language).gettext(ALL_GAMES[game_id])
                driver.do_action(app.wait_find("push button", name_is=title), "Press")
                driver.wait_for(
                    lambda a=app, t=title: driver.name(a.frame()).startswith(t), f"{title} to open"
                )
                app.focus_window()
                translated_pose(app, game_id, language)
                set_size(app, width, height)
                path = out / f"{game_id}-{language}-{width}x{height}-light.png"
                shoot(app, path)
                written.append(path)
            finally:
                app.stop()
    return written


# Solves behind the Statistics picture: (seconds, hints) per level, as a player who has
# finished a few puzzles of each level would have them (started counts one more each).
SUDOKU_HISTORY = {
    "easy": [(195, 0), (250, 0), (240, 1), (330, 0), (410, 0), (290, 2), (560, 0)],
    "medium": [(420, 0), (610, 1), (540, 0), (730, 2), (880, 0), (1320, 3), (690, 0)],
    "hard": [(1150, 1), (1490, 0), (2600, 4)],
}
# The first four rows of a newspaper puzzle, typed into Enter a puzzle (0 = empty).
ENTERED_ROWS = ["530070000", "600195000", "098000060", "800060003"]
# The button each result card offers first: the card is showing once it is there.
FIRST_ACTION = {"jogakbo": "Copy result"}


def write_finished_games(folder: Path) -> None:
    """tests/e2e/finished.py's ending of every game, plus a Sudoku history to draw."""
    driver.project_python(
        "import sys; from tests.e2e.finished import main; main(sys.argv[1])", str(folder)
    )
    program = (
        "import json, sys\n"
        "from pathlib import Path\n"
        "from puzzlesuite.games.sudoku.stats import record_solve\n"
        "from puzzlesuite.services.paths import Paths\n"
        "from puzzlesuite.shell.context import AppContext\n"
        "history = json.loads(sys.argv[2])\n"
        "ctx = AppContext(Paths.under(Path(sys.argv[1])), forced_language='en')\n"
        "def add(record):\n"
        "    for level, solves in history.items():\n"
        "        record.setdefault(level, {})['started'] = len(solves) + 1\n"
        "        for seconds, hints in solves:\n"
        "            record_solve(record, level, seconds, hints)\n"
        "ctx.stats.update('sudoku', add)\n"
    )
    driver.project_python(program, str(folder), json.dumps(SUDOKU_HISTORY))


def open_game(app: App, title: str) -> None:
    driver.do_action(app.wait_find("push button", name_is=title), "Press")
    driver.wait_for(lambda: driver.name(app.frame()).startswith(title), f"{title} to open")
    app.focus_window()


def statistics_shot(app: App, path: Path) -> None:
    """Ctrl+I on the Sudoku screen: the dialog opens on Sudoku's tab."""
    app.key("ctrl+i")
    app.dialog("Statistics")
    window = driver.wait_for(lambda: app._x_window("^Statistics"), "the Statistics window")
    subprocess.run([str(driver.PYTHON), str(GRAB), window, str(path)], check=True, timeout=60)
    app.key("Escape")
    driver.wait_for(
        lambda: not any(driver.role(w) == "dialog" for w in app.windows()),
        "the Statistics dialog to close",
    )
    app.focus_window()


def enter_puzzle_pose(app: App) -> None:
    """Enter a puzzle…, then the first rows typed with the play keys."""
    driver.do_action(app.wait_find("push button", name_is="Enter a puzzle…"), "Press")
    app.wait_find("push button", name_is="Start", what="the entry mode's Start button")
    app.wait_focused(lambda a: driver.name(a).startswith("Row 1, column 1"), "row 1, column 1")
    for number, row in enumerate(ENTERED_ROWS):
        keys: list[str] = []
        for col, digit in enumerate(row):
            if digit != "0":
                keys.append(digit)
            if col < 8:
                keys.append("Right")
        if number < len(ENTERED_ROWS) - 1:
            keys += ["Down"] + ["Left"] * 8
        app.key(*keys)
    app.wait_focused(
        lambda a: driver.name(a).startswith(f"Row {len(ENTERED_ROWS)}, column 9"),
        "the last typed cell",
    )


def ending_shots(out: Path) -> list[Path]:
    written: list[Path] = []
    with tempfile.TemporaryDirectory(prefix="puzzlesuite-shots-") as temp:
        for theme in THEMES:
            folder = Path(temp) / theme
            write_finished_games(folder)
            app = App(folder, "en", {"theme": theme, "reduce_motion": True, **LEVELS}).start()
            subprocess.run(["xdotool", "mousemove", "1399", "899"], check=False, timeout=10)
            try:
                home = next(iter(SHOT_GAMES.values()))
                for game_id, title in SHOT_GAMES.items():
                    open_game(app, title)
                    first = FIRST_ACTION.get(game_id, "Play again")
                    app.wait_find("push button", name_is=first, what="the result card")
                    for width, height in SIZES:
                        set_size(app, width, height)
                        path = out / f"{game_id}-ended-{width}x{height}-{theme}{TAG}.png"
                        shoot(app, path)
                        written.append(path)
                    if game_id == "sudoku":
                        path = out / f"statistics-sudoku-{theme}{TAG}.png"
                        statistics_shot(app, path)
                        written.append(path)
                        enter_puzzle_pose(app)
                        for width, height in SIZES:
                            set_size(app, width, height)
                            path = out / f"sudoku-enter-{width}x{height}-{theme}{TAG}.png"
                            shoot(app, path)
                            written.append(path)
                    app.key("alt+Home")
                    app.wait_find("push button", name_is=home)
            finally:
                app.stop()
    return written


def main(argv: list[str]) -> int:
    if argv and argv[0] == "--languages":
        out = Path(argv[1]) if len(argv) > 1 else driver.REPO / "docs" / "screenshots"
        out.mkdir(parents=True, exist_ok=True)
        written = language_shots(out)
        log(f"{len(written)} screenshots in {out}")
        return 0
    if argv and argv[0] == "--endings":
        out = Path(argv[1]) if len(argv) > 1 else driver.REPO / "docs" / "screenshots"
        out.mkdir(parents=True, exist_ok=True)
        written = ending_shots(out)
        log(f"{len(written)} screenshots in {out}")
        return 0
    out = Path(argv[0]) if argv else driver.REPO / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    with tempfile.TemporaryDirectory(prefix="puzzlesuite-shots-") as temp:
        for theme in THEMES:
            folder = Path(temp) / theme
            prepare_saves(folder)
            extra = json.loads(os.environ.get("E2E_SHOT_SETTINGS", "{}"))  # e.g. {"zoom": 150}
            settings = {"theme": theme, "reduce_motion": True, **LEVELS, **extra}
            app = App(folder, "en", settings).start()
            # The pointer away from every control, so no hover highlight shows.
            subprocess.run(["xdotool", "mousemove", "1399", "899"], check=False, timeout=10)
            try:
                titles = {
                    g: t
                    for g, t in SHOT_GAMES.items()
                    if app.find("push button", name_is=t) is not None
                }
                missing = sorted(set(SHOT_GAMES) - set(titles))
                if missing:
                    log(f"not on the home screen yet, skipped: {missing}")
                for width, height in SIZES:
                    set_size(app, width, height)
                    path = out / f"home-{width}x{height}-{theme}{TAG}.png"
                    shoot(app, path)
                    written.append(path)
                for game_id, title in titles.items():
                    driver.do_action(app.wait_find("push button", name_is=title), "Press")
                    driver.wait_for(
                        lambda a=app, t=title: driver.name(a.frame()).startswith(t),
                        f"{title} to open",
                    )
                    app.focus_window()
                    game_pose(app, game_id)
                    for width, height in SIZES:
                        set_size(app, width, height)
                        path = out / f"{game_id}-{width}x{height}-{theme}{TAG}.png"
                        shoot(app, path)
                        written.append(path)
                    app.key("alt+Home")
                    app.wait_find("push button", name_is=next(iter(titles.values())))
            finally:
                app.stop()
    log(f"{len(written)} screenshots in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
