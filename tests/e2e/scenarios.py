"""Screen-reader scenarios: the real app, driven only through AT-SPI and keys.

Run through tests/e2e/run.sh (it sets up Xvfb, the session bus and the AT-SPI bus):
    tests/e2e/run.sh scenarios              all scenarios
    tests/e2e/run.sh scenarios home korean  some of them
Writes $E2E_OUT/results.json ({name: {"status", "seconds", "steps", "error"}}) and, for
a failed scenario, the accessible tree at the moment of failure ($E2E_OUT/<name>-tree.txt).
Exit status 0 only when every scenario that ran passed.
"""

from __future__ import annotations

import contextlib
import gettext
import importlib.util
import json
import os
import re
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
if __name__ == "__main__":
    # The per-game scenario files do `import scenarios`: they must get this very module
    # (its SCENARIOS registry), not a second copy.
    sys.modules.setdefault("scenarios", sys.modules[__name__])

import driver  # noqa: E402
from driver import App, StepFailed, describe, log, states  # noqa: E402


def _shipped_games() -> dict[str, str]:
    """id → English title (the home card's accessible name) of every game the app
    discovers, in home-screen order: the project's own discovery, run with its .venv."""
    program = (
        "import json; from puzzlesuite.core.registry import discover; "
        "print(json.dumps([[e.id, e.title] for e in discover()]))"
    )
    return dict(json.loads(driver.project_python(program)))


ALL_GAMES = _shipped_games()
# E2E_GAMES=blockpuzzle,reversi limits the shell scenarios to some games (while a game is
# still being built); CI runs them all.
GAMES = {
    g: t
    for g, t in ALL_GAMES.items()
    if g in os.environ.get("E2E_GAMES", ",".join(ALL_GAMES)).split(",")
}

Scenario = Callable[["Run"], None]
SCENARIOS: dict[str, Scenario] = {}


def scenario(name: str) -> Callable[[Scenario], Scenario]:
    def register(function: Scenario) -> Scenario:
        SCENARIOS[name] = function
        return function

    return register


class Run:
    """What a scenario gets: a fresh data folder, apps it starts, and a step log."""

    def __init__(self, name: str, folder: Path) -> None:
        self.name = name
        self.folder = folder
        self.steps: list[str] = []
        self.apps: list[App] = []

    def app(
        self,
        lang: str | None = None,
        settings: dict[str, Any] | None = None,
        data_dir: Path | None = None,
    ) -> App:
        folder = data_dir or self.folder / f"{self.name}-{len(self.apps)}"
        app = App(folder, lang, settings)
        self.apps.append(app)
        self.step(f"start the app (data dir {folder.name}, lang {lang or 'system'})")
        return app.start()

    def step(self, text: str) -> None:
        self.steps.append(text)
        log(f"  · {text}")

    def check(self, condition: object, message: str) -> None:
        """An assertion about what the player gets; recorded in the step log."""
        if not condition:
            raise StepFailed(message)
        self.steps.append(f"    ok: {message}")

    def stop_all(self) -> None:
        for app in self.apps:
            app.stop()


# Translations, for checking names in Korean ----------------------------------------------
def catalog(language: str) -> gettext.NullTranslations:
    """All gettext domains of one language chained, as the app does."""
    folder = driver.REPO / "puzzlesuite" / "locale" / language / "LC_MESSAGES"
    chained: gettext.NullTranslations = gettext.NullTranslations()
    for mo in sorted(folder.glob("*.mo")):
        with open(mo, "rb") as handle:
            domain = gettext.GNUTranslations(handle)
        domain.add_fallback(chained)
        chained = domain
    return chained


def without_mnemonic(text: str) -> str:
    """Qt drops the '&' of a mnemonic from accessible names."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


# The main menu on the home screen (shell/main_window.py: fill_main_menu).
HOME_MENU = (
    "&View",
    "&Statistics",
    "S&ettings…",
    "&Keyboard shortcuts",
    "Ho&w to play",
    "A&bout Puzzle Suite",
    "&Licences",
    "&Quit",
)


def main_menu_items(app: App, wait: bool = True) -> list[str] | None:
    """The names of the items of the open popup menu, or None. Qt leaves popup windows
    out of the application's children over AT-SPI: a screen reader (and this) meets the
    menu through the focus on its highlighted item (F10 highlights the first)."""

    def items() -> list[str] | None:
        node = app.focused()
        if node is None or driver.role(node) != "menu item" or "showing" not in states(node):
            return None
        menu = node.parent
        return [
            driver.name(item) for item in driver.children(menu) if driver.role(item) == "menu item"
        ]

    return driver.wait_for(items, "the main menu to open") if wait else items()


# Shared steps ------------------------------------------------------------------------------
def home_card(run: Run, app: App, title: str) -> Any:
    card = app.wait_find("push button", name_is=title, what=f"the home card {title!r}")
    run.check("focusable" in states(card), f"the card {title!r} is keyboard-focusable")
    return card


def open_game(
    run: Run, app: App, game_id: str, title: str, window_title: str, with_space: bool = False
) -> Any:
    """Press the home card named `title` (its AT-SPI Press action, or Space on the
    focused card like a keyboard user); returns the frame once the game shows."""
    card = home_card(run, app, title)
    if with_space:
        run.step(f"Space on the focused home card {title!r}")
        app.wait_focused(lambda a: driver.name(a) == title, f"focus on the card {title!r}")
        app.key("space")
    else:
        run.step(f"press the home card {title!r} (accessible action Press)")
        driver.do_action(card, "Press")
    frame = driver.wait_for(
        lambda: (f := app.frame()) is not None and driver.name(f) == window_title and f,
        f"the window title {window_title!r}",
    )
    run.check(True, f"window title is {window_title!r}")
    driver.wait_for(
        lambda: app.find("push button", name_is=title) is None,
        f"the home card {title!r} to leave the screen",
    )
    run.check(True, "the home screen is no longer shown")
    focus = app.wait_focused(
        lambda a: driver.role(a) not in {"frame", "push button"} or driver.name(a) != title,
        "keyboard focus inside the game",
    )
    run.check(True, f"focus moved into the game: {describe(focus)}")
    return frame


def check_clean_exit(run: Run, app: App, code: int) -> None:
    """Quitting must end the process normally; a crash on the way out is a bug even
    when the save was already written."""
    crash = [line for line in app.log_tail(40).splitlines() if "Fatal Python error" in line]
    run.check(
        code == 0 and not crash,
        f"Ctrl+Q quits cleanly (exit code {code}{', ' + crash[0] if crash else ''})",
    )


def back_home(run: Run, app: App, first_card: str) -> None:
    run.step("Alt+Home goes back to the home screen")
    app.key("alt+Home")
    app.wait_focused(
        lambda a: driver.role(a) == "push button" and driver.name(a) == first_card,
        f"focus on the first home card {first_card!r}",
    )
    run.check(True, f"focus is on the home card {first_card!r}")


# Scenario 1 ------------------------------------------------------------------------------
@scenario("home")
def open_each_game(run: Run) -> None:
    """From home, open each game by its accessible name, and come back."""
    app = run.app()
    frame = app.frame()
    run.check(driver.name(frame) == "Puzzle Suite", "the window is named 'Puzzle Suite'")
    titles = list(GAMES.values())
    cards = [home_card(run, app, title) for title in titles]
    run.check(
        all(driver.description(c) for c in cards),
        "every home card has a description (its one-line blurb)",
    )
    app.focus_window()
    app.wait_focused(
        lambda a: driver.name(a) == titles[0],
        f"the first card {titles[0]!r} to have focus at start",
    )
    run.step("Tab moves along the cards")
    app.key("Tab")
    app.wait_focused(lambda a: driver.name(a) == titles[1], f"focus on {titles[1]!r}")
    run.step("Shift+Tab back to the first card")
    app.key("shift+Tab")
    app.wait_focused(lambda a: driver.name(a) == titles[0], f"focus on {titles[0]!r}")
    for index, (game_id, title) in enumerate(GAMES.items()):
        open_game(run, app, game_id, title, f"{title} — Puzzle Suite", with_space=index == 0)
        back_home(run, app, titles[0])
    check_clean_exit(run, app, app.quit())


def template_regex(template: str) -> re.Pattern[str]:
    """A pattern for a translated message with {fields}: "{row}행 {col}열, 비어 있음"."""
    parts = re.split(r"\{\w+\}", template)
    return re.compile("^" + ".+?".join(re.escape(p) for p in parts) + "$")


def korean_focus(run: Run, app: App, templates: list[str]) -> None:
    """The focused object's name is one of these Korean messages (and not English)."""
    patterns = [template_regex(t) for t in templates]
    focus = app.wait_focused(
        lambda a: any(p.match(driver.name(a)) for p in patterns),
        f"focus on an object named like {templates}",
    )
    run.check(True, f"the focused object reads in Korean: {describe(focus)}")


def korean_blockpuzzle(run: Run, app: App, ko: Callable[[str], str]) -> None:
    templates = [ko("Row {row}, column {col}, empty"), ko("Row {row}, column {col}, filled")]
    run.check(templates[0] != "Row {row}, column {col}, empty", "cells are translated")
    korean_focus(run, app, templates)


def korean_reversi(run: Run, app: App, ko: Callable[[str], str]) -> None:
    # A cell, or before the first game the chosen opponent (choose, then play).
    templates = [ko("{cell}, empty, legal move"), ko("{cell}, empty"), ko("Normal")]
    run.check(templates[0] != "{cell}, empty, legal move", "cells are translated")
    korean_focus(run, app, templates)
    counts = ko("Black {black} · White {white}").format(black=2, white=2)
    app.wait_find("label", name_is=counts)
    run.check(True, f"the counts read {counts!r}")


def korean_jogakbo(run: Run, app: App, ko: Callable[[str], str]) -> None:
    table = ko("Jogakbo table")
    run.check(table != "Jogakbo table", "the table's name is translated")
    app.wait_find("list", name_is=table)
    run.check(True, f"the table is named {table!r}")
    korean_focus(run, app, [ko("Group {number}: {content}, {state}")])


def korean_sudoku(run: Run, app: App, ko: Callable[[str], str]) -> None:
    board = ko("Sudoku board")
    run.check(board != "Sudoku board", "the board's name is translated")
    app.wait_find("panel", name_is=board)
    run.check(True, f"the board is named {board!r}")
    templates = [
        ko("Row {row}, column {col}, box {box}, empty"),
        ko("Row {row}, column {col}, {digit}, given"),
    ]
    run.check(templates[0] != "Row {row}, column {col}, box {box}, empty", "cells are translated")
    korean_focus(run, app, templates)


def korean_minesweeper(run: Run, app: App, ko: Callable[[str], str]) -> None:
    board = ko("Minesweeper board")
    run.check(board != "Minesweeper board", "the board's name is translated")
    app.wait_find("panel", name_is=board)
    run.check(True, f"the board is named {board!r}")
    template = ko("Row {row}, column {col}, covered")
    run.check(template != "Row {row}, column {col}, covered", "cells are translated")
    korean_focus(run, app, [template])
    code_field = ko("Board code")
    run.check(code_field != "Board code", "the code field's name is translated")
    app.wait_find("text", name_is=code_field)
    run.check(True, f"the code field is named {code_field!r}")


KOREAN_GAME_CHECKS: dict[str, Callable[[Run, App, Callable[[str], str]], None]] = {
    "blockpuzzle": korean_blockpuzzle,
    "reversi": korean_reversi,
    "jogakbo": korean_jogakbo,
    "sudoku": korean_sudoku,
    "minesweeper": korean_minesweeper,
}


# Scenario 5 ------------------------------------------------------------------------------
@scenario("korean")
def switch_to_korean(run: Run) -> None:
    """Settings → Language → 한국어; the same names, now in Korean, without a restart."""
    ko = catalog("ko").gettext
    app = run.app()
    run.step("press 'Settings…' on the home screen")
    driver.do_action(app.wait_find("push button", name_is="Settings…"), "Press")
    dialog = app.dialog("Settings")
    run.step("the sidebar of sections has focus: Down, Down to Language")
    app.wait_focused(
        lambda a: driver.role(a) in ("list", "list item") and driver.name(a) == "Settings",
        "focus on the sidebar of sections, named 'Settings'",
    )
    app.key("Down", "Down")
    combo = app.wait_find(
        "combo box",
        test=driver.labelled("Language"),
        within=dialog,
        what="a combo box labelled 'Language'",
    )
    run.check(True, f"the Settings dialog has a combo box labelled 'Language': {describe(combo)}")
    run.step("focus the Language combo and arrow down to 한국어")
    app.tab_to(
        lambda a: driver.role(a) == "combo box" and "Language" in driver.labels_of(a),
        "the Language combo box",
    )
    # Items: Same as the system, English, 한국어, …; each arrow applies the choice at once.
    app.key("Down", "Down")
    dialog = app.dialog(ko("Settings"))
    run.check(True, f"the dialog is now titled {ko('Settings')!r}")
    # The label is the combo's accessible label, named without its mnemonic "(&L)".
    label = ko("Language")
    combo = app.wait_find(
        "combo box",
        test=driver.labelled(label),
        within=dialog,
        what=f"the combo box labelled {label!r}",
    )
    run.check(
        driver.name(combo) == "한국어",
        f"the combo box, now labelled {label!r}, reads 한국어 (got {driver.name(combo)!r})",
    )
    run.check("focused" in states(combo), "focus stayed on the combo box")
    close = app.wait_find("push button", name_is=ko("Close"), within=dialog)
    run.check(True, f"the close button is named {ko('Close')!r}")
    run.check(app.settings_file().get("language") == "ko", "settings.json says language ko")
    run.step(f"press {ko('Close')!r}")
    driver.do_action(close, "Press")
    driver.wait_for(
        lambda: all(driver.role(w) != "dialog" for w in app.windows()), "the dialog to close"
    )
    app.focus_window()  # what a window manager does when a dialog closes

    titles = {game_id: ko(title) for game_id, title in GAMES.items()}
    # Titles follow the catalogs: the Korean help pages keep "Block Puzzle" and "Reversi"
    # as names and say 조각보 for Jogakbo.
    for title in titles.values():
        home_card(run, app, title)
    run.check(True, f"home cards are named {list(titles.values())}")
    for english in ("Settings…", "Statistics", "How to play", "About"):
        app.wait_find("push button", name_is=ko(english))
    run.check(True, "the home buttons are named in Korean")
    language_line = ko("Language: {language}").format(language="한국어")
    app.wait_find("push button", name_is=language_line)
    run.check(True, f"the home screen's language button says {language_line!r}")
    run.step("F10 opens the main menu (no menu bar: the header's main menu)")
    app.key("F10")
    items = main_menu_items(app)
    expected_items = [without_mnemonic(ko(t)) for t in HOME_MENU]
    run.check(items == expected_items, f"the main menu holds {expected_items} (got {items})")
    app.key("Escape")
    driver.wait_for(lambda: main_menu_items(app, wait=False) is None, "the main menu to close")

    for game_id, title in titles.items():
        window_title = ko("{game} — Puzzle Suite").format(game=title)
        open_game(run, app, game_id, title, window_title)
        KOREAN_GAME_CHECKS[game_id](run, app, ko)
        back_home(run, app, next(iter(titles.values())))
    code = app.quit()
    run.step("start again on the same data folder: Korean from the first frame")
    again = run.app(data_dir=app.data_dir)
    again.wait_find("push button", name_is=ko("Settings…"))
    again.wait_find("push button", name_is=language_line)
    run.check(True, f"the language choice was kept: {ko('Settings…')!r}, {language_line!r}")
    again_code = again.quit()
    check_clean_exit(run, app, code)
    check_clean_exit(run, again, again_code)


# Scenario 2 ------------------------------------------------------------------------------
BLOCK_BOARD = [  # Row 1 and column 8 each one cell short; a 2×2 block at rows 4-5, cols 1-2
    "1111111.",
    ".......2",
    ".......2",
    "33.....2",
    "33.....2",
    ".......2",
    ".......2",
    ".......2",
]
# A Block Puzzle save on that board: the single square clears row 1 and column 8.
BLOCK_SAVE = {
    "counted": False,
    "game": {
        "version": 1,
        "seed": 7,
        "refills": 1,
        "board": BLOCK_BOARD,
        "tray": ["dot", "square2", "bar3h"],
        "score": 0,
        "lines": 0,
        "moves": 0,
    },
}


def write_save(folder: Path, game_id: str, data: dict[str, Any]) -> None:
    """A saved game for the app to resume: the harness controls the data folder."""
    saves = folder / "data" / "saves"
    saves.mkdir(parents=True, exist_ok=True)
    (saves / f"{game_id}.json").write_text(json.dumps({"schema": 1, **data}), encoding="utf-8")


def cell_name(row: int, col: int, state: str) -> str:
    return f"Row {row}, column {col}, {state}"


def cell_key(text: str) -> str:
    """ "Row 3, column 5" from "Row 3, column 5, empty"."""
    return ",".join(text.split(",")[:2])


def cell_position(text: str) -> tuple[int, int]:
    """(row, column) from "Row 3, column 5, …"."""
    words = text.replace(",", " ").split()
    return int(words[1]), int(words[3])


def expect_focus(
    run: Run,
    app: App,
    name: str,
    description: str | None = None,
    description_has: str | None = None,
) -> Any:
    """Wait until the focused object is named `name` (and described as asked)."""

    def ok(acc: Any) -> bool:
        if driver.name(acc) != name:
            return False
        if description is not None and driver.description(acc) != description:
            return False
        return description_has is None or description_has in driver.description(acc)

    what = f"focus on {name!r}"
    if description is not None:
        what += f" described {description!r}"
    if description_has is not None:
        what += f" with a description containing {description_has!r}"
    focus = app.wait_focused(ok, what)
    run.check(True, f"focus: {describe(focus)}")
    return focus


def walk_cursor(
    run: Run,
    app: App,
    start: tuple[int, int],
    goal: tuple[int, int],
    names: Callable[[int, int], str],
) -> None:
    """Arrow keys from `start` to `goal` (1-based row, column), checking every cell the
    focus lands on (its name starts with `names(row, col)`), as a screen-reader user
    hears them one by one."""
    row, col = start
    while (row, col) != goal:
        if row != goal[0]:
            step = 1 if goal[0] > row else -1
            row += step
            app.key("Down" if step > 0 else "Up")
        else:
            step = 1 if goal[1] > col else -1
            col += step
            app.key("Right" if step > 0 else "Left")
        app.wait_focused(
            lambda a, r=row, c=col: driver.name(a).startswith(names(r, c)),
            f"focus on {names(row, col)!r}",
        )
    run.check(True, f"arrow keys walked the cursor to {names(*goal)!r}")


def check_no_flood(run: Run, app: App, mark: int, cell: str) -> None:
    """A move is told on the focused cell only: name and description events since
    `mark` went to the cell named like `cell` (the board's other cells are not objects
    a screen reader hears about), a handful at most, not one per cell."""
    changes = app.events.since(mark, "object:property-change:accessible-")
    on_cells = [e for e in changes if e["role"] == "filler" and is_board_cell(e["source"])]
    elsewhere = sorted({e["name"] for e in on_cells if not e["name"].startswith(cell)})
    run.check(not elsewhere, f"name/description events only on {cell!r} (others: {elsewhere})")
    run.check(len(on_cells) <= 4, f"{len(on_cells)} name/description events for the move")


def is_board_cell(acc: Any) -> bool:
    """A cell of a shared board grid: a child of a panel named "… board" (Block
    Puzzle's tray slots, "Piece 1 of 3: …", share that panel)."""
    try:
        parent = acc.parent
        return (
            driver.role(parent) == "panel"
            and driver.name(parent).endswith(" board")
            and not driver.name(acc).startswith("Piece ")
        )
    except Exception:
        return False


def check_board(run: Run, app: App, name: str) -> Any:
    """The board is a panel named `name` holding the focused cell; the cell has the
    Press action (= Enter) and at most two cells exist, whatever the board size."""
    board = app.wait_find("panel", name_is=name, what=f"a panel named {name!r}")
    # Block Puzzle's three tray slots share the drawing surface; the rest are cells.
    cells = [c for c in driver.children(board) if not driver.name(c).startswith("Piece ")]
    run.check(
        len(cells) <= 2, f"{name!r} holds {len(cells)} cell objects (fixed, not one per cell)"
    )
    focus = app.focused()
    run.check(focus is not None and focus.parent == board, f"the focused cell is on {name!r}")
    actions = [a.lower() for a in driver.action_names(focus)]
    run.check("press" in actions, f"the focused cell has a Press action ({actions})")
    return board


def check_announced(run: Run, app: App, mark: int, text: str) -> None:
    """The outcome also went out as an AT-SPI announcement (newer screen readers speak
    those; Debian's Orca 43 does not, hence the description on the focused item)."""
    sent = driver.wait_for(
        lambda: [
            e["data"]
            for e in app.events.since(mark, "object:announcement")
            if text in str(e["data"])
        ],
        f"an announcement containing {text!r}",
    )
    run.check(True, f"announced: {sent[0]!r}")


def check_not_announced(run: Run, app: App, mark: int, text: str) -> None:
    """A board's outcome goes on the focused cell only: a reader that speaks
    announcements as well as description changes would say it twice (issue 21)."""
    sent = [
        e["data"] for e in app.events.since(mark, "object:announcement") if text in str(e["data"])
    ]
    run.check(not sent, f"said on the focused cell only, not announced as well: {sent}")


def label_with(app: App, text: str) -> Any:
    return app.wait_find("label", name_has=text, what=f"a label reading {text!r}")


@scenario("blockpuzzle")
def block_puzzle(run: Run) -> None:
    """Select a tray piece, move the cursor, hear fit and lines, place it, read the score;
    a cell where it does not fit changes nothing."""
    folder = run.folder / "blockpuzzle"
    write_save(
        folder,
        "blockpuzzle",
        BLOCK_SAVE,
    )
    app = run.app(data_dir=folder)
    open_game(run, app, "blockpuzzle", "Block Puzzle", "Block Puzzle — Puzzle Suite")

    def names(row: int, col: int) -> str:
        filled = BLOCK_BOARD[row - 1][col - 1] != "."
        return cell_name(row, col, "filled" if filled else "empty")

    start_cell = app.wait_focused(
        lambda a: driver.name(a).startswith("Row "), "focus on a board cell"
    )
    start = cell_position(driver.name(start_cell))
    run.check(
        driver.name(start_cell) == names(*start),
        f"the game opens with focus on a board cell: {describe(start_cell)}",
    )
    check_board(run, app, "Block Puzzle board")
    for slot, shape in enumerate(["single square", "2×2 square", "horizontal 3-cell bar"], 1):
        app.wait_find(name_is=f"Piece {slot} of 3: {shape}")
    run.check(True, "the tray reads its three pieces by name")
    label_with(app, "Score 0")

    run.step("press 1: select the single square in the tray")
    app.key("1")
    expect_focus(run, app, "Piece 1 of 3: single square, selected")
    run.step("the first arrow takes the focus back to the board and moves the cursor up")
    app.key("Up")
    up = (max(1, start[0] - 1), start[1])
    expect_focus(
        run,
        app,
        names(*up),
        description=(
            f"The single square fits here: it covers row {up[0]} and column {up[1]}."
            if names(*up).endswith("empty")
            else "The single square does not fit here."
        ),
    )
    run.step("walk to row 1, column 8: the cell says the piece fits and clears two lines")
    walk_cursor(run, app, up, (1, 8), names)
    expect_focus(
        run,
        app,
        names(1, 8),
        description=(
            "The single square fits here: it covers row 1 and column 8, and clears row 1 and "
            "column 8."
        ),
    )

    run.step("Enter places it")
    mark = app.events.mark()
    app.key("Return")
    outcome = "Placed single square: 31 points. Cleared 2 lines: row 1 and column 8. Score: 31."
    expect_focus(run, app, cell_name(1, 8, "empty"), description_has=outcome)
    check_not_announced(run, app, mark, outcome)
    label_with(app, "Score 31")
    run.check(True, "the score line reads 31")
    app.wait_find(name_is="Piece 1 of 3: already placed")
    saved = driver.wait_for(
        lambda: (s := app.save_file("blockpuzzle")) and s["game"]["score"] == 31 and s,
        "the save to record score 31",
    )
    run.check(
        saved["game"]["tray"] == [None, "square2", "bar3h"],
        "the save has the piece gone from the tray",
    )
    check_no_flood(run, app, mark, "Row 1, column 8")
    run.step("Left: the next cell says where it is; the outcome is not repeated")
    app.key("Left")
    expect_focus(run, app, cell_name(1, 7, "empty"), description="")
    app.key("Right")
    expect_focus(run, app, cell_name(1, 8, "empty"), description="")

    run.step("press 2 (2×2 square) and go to row 4, column 2, which is filled")
    app.key("2")
    expect_focus(run, app, "Piece 2 of 3: 2×2 square, selected")
    app.key("Down")  # back to the board, one row down
    expect_focus(
        run, app, cell_name(2, 8, "empty"), description="The 2×2 square does not fit here."
    )  # it would stick out

    def after_clear(row: int, col: int) -> str:
        filled = row in (4, 5) and col in (1, 2)
        return cell_name(row, col, "filled" if filled else "empty")

    walk_cursor(run, app, (2, 8), (4, 2), after_clear)
    expect_focus(run, app, after_clear(4, 2), description="The 2×2 square does not fit here.")
    before = app.save_file("blockpuzzle")
    run.step("Enter there does nothing (the cell keeps saying it does not fit)")
    mark = app.events.mark()
    app.key("Return")
    # Keys are handled in order: once the Right arrow has moved the focus, the Enter
    # before it has been handled too, so "nothing changed" is a real observation.
    app.key("Right")
    expect_focus(
        run,
        app,
        after_clear(4, 3),
        description="The 2×2 square fits here: it covers rows 4 and 5 and columns 3 and 4.",
    )
    run.check(app.save_file("blockpuzzle") == before, "the save did not change")
    label_with(app, "Score 31")
    app.wait_find(name_is="Piece 2 of 3: 2×2 square, selected")
    run.check(True, "score and tray are unchanged; the piece is still selected")
    check_not_announced(run, app, mark, "The 2×2 square does not fit here.")

    run.step("J: the next cell where the 2×2 square fits; C lists its cells")
    app.key("j")
    expect_focus(
        run,
        app,
        after_clear(4, 4),
        description="The 2×2 square fits here: it covers rows 4 and 5 and columns 4 and 5.",
    )
    app.key("c")
    expect_focus(
        run,
        app,
        after_clear(4, 4),
        description_has=(
            "The 2×2 square would cover row 4 column 4, row 4 column 5, row 5 column 4, "
            "and row 5 column 5."
        ),
    )
    app.key("shift+j")
    expect_focus(run, app, after_clear(4, 3), description_has="The 2×2 square fits here")

    code = app.quit()
    saved = app.save_file("blockpuzzle")
    game = saved["game"] if saved else {}
    run.check(
        game.get("score") == 31 and game.get("moves") == 1 and game.get("lines") == 2,
        f"saved game: score 31, 1 move, 2 lines (got {game})",
    )
    run.check(game.get("board", [""])[0] == "........", "saved board has row 1 cleared")
    check_clean_exit(run, app, code)


# Scenario 3 ------------------------------------------------------------------------------
FILES = "abcdefgh"
OPENING_LEGAL = {"d3", "c4", "f5", "e6"}  # black's four first moves


def square(row: int, col: int) -> str:
    return f"{FILES[col - 1]}{row}"


SQUARE_IN_TEXT = re.compile(r"\b[a-h][1-8]\b")


def turned_squares(outcome: str) -> list[str]:
    """["d4", "e4"] from "You played d3; d4 and e4 turned over." (the list after ';')."""
    return SQUARE_IN_TEXT.findall(outcome.split(";", 1)[1]) if ";" in outcome else []


def reversi_save(black: int, white: int, ply: int) -> dict[str, Any]:
    return {
        "counted": True,
        "recorded": False,
        "game": {
            "version": 1,
            "black": black,
            "white": white,
            "to_move": "black",
            "human": "black",
            "level": "easy",
            "seed": 1,
            "ply": ply,
            "last_move": -1,
        },
    }


def bit(name: str) -> int:
    return 1 << ((int(name[1]) - 1) * 8 + FILES.index(name[0]))


# One move from the end: every square black but h6 (white), h7 and h8 (empty); black's
# h7 turns h6 and white has nothing left.
ALL_SQUARES = (1 << 64) - 1
LAST_MOVE_SAVE = reversi_save(ALL_SQUARES & ~(bit("h6") | bit("h7") | bit("h8")), bit("h6"), 57)


@scenario("reversi")
def reversi(run: Run) -> None:
    """Jump through the legal moves, play one, hear which discs turned and the CPU's
    reply; S says the counts twice; undo takes both moves back; the colour choice is a
    labelled group."""
    app = run.app(settings={"games": {"reversi": {"opponent": "normal", "colour": "black"}}})
    open_game(run, app, "reversi", "Reversi", "Reversi — Puzzle Suite")
    run.step("the first open asks for the choice: focus on the chosen opponent; Enter starts")
    expect_focus(run, app, "Normal")
    app.wait_find("push button", name_is="Start")
    app.wait_find("label", name_is="Choose your opponent and your colour, then press Start.")
    run.check(app.save_file("reversi") is None, "nothing is saved (nor counted) before Start")
    app.key("Return")
    expect_focus(run, app, "d3, empty, legal move")
    check_board(run, app, "Reversi board")
    app.wait_find("label", name_is="Black 2 · White 2")
    app.wait_find("label", name_has="Your turn")
    run.check(True, "the counts read 'Black 2 · White 2' and it is the player's turn")

    run.step("J goes through the legal moves in reading order and wraps")
    legal = set()
    for expected in ("c4", "f5", "e6", "d3"):
        app.key("j")
        focus = expect_focus(run, app, f"{expected}, empty, legal move")
        legal.add(driver.name(focus)[:2])
    run.check(legal == OPENING_LEGAL, f"the legal moves are d3, c4, f5, e6 (got {sorted(legal)})")
    app.key("shift+j")
    expect_focus(run, app, "e6, empty, legal move")
    app.key("j")
    expect_focus(run, app, "d3, empty, legal move")

    run.step("walk the cursor to a1 and press Enter there: not a legal move")
    walk_cursor(run, app, (3, 4), (1, 1), lambda r, c: f"{square(r, c)}, ")
    app.key("Return")
    expect_focus(run, app, "a1, empty", description="a1 is not a legal move.")
    run.check(app.find("label", name_is="Black 2 · White 2") is not None, "nothing changed")

    run.step("walk back to d3 and play it")
    walk_cursor(run, app, (1, 1), (3, 4), lambda r, c: f"{square(r, c)}, ")
    expect_focus(run, app, "d3, empty, legal move", description="")
    mark = app.events.mark()
    app.key("Return")
    run.step("wait for the CPU's reply: it is spoken on the cell in focus")
    reply = app.wait_focused(
        lambda a: driver.description(a).startswith("The CPU played "),
        "the CPU's move in the focused cell's description",
        timeout=20,
    )
    said = driver.description(reply)
    run.check(
        driver.name(reply).startswith("d3, black"), f"focus stayed on d3, which now says {said!r}"
    )
    cpu_square = said.removeprefix("The CPU played ")[:2]
    told = [
        e["data"]
        for e in app.events.since(mark, "object:property-change:accessible-desc")
        if e["name"].startswith("d3, ") and e["data"]
    ]
    run.check(
        told[:1] == ["You played d3; d4 turned over."] and told[-1] == said,
        f"d3's description named the disc that turned, then the CPU's move: {told}",
    )
    check_not_announced(run, app, mark, "You played d3; d4 turned over.")
    check_not_announced(run, app, mark, said)
    check_no_flood(run, app, mark, "d3, ")
    flipped = turned_squares(said)
    run.check(bool(flipped), f"the CPU's move names the discs it turned: {flipped}")
    black, white = 4 - len(flipped), 2 + len(flipped)
    app.wait_find("label", name_is=f"Black {black} · White {white}")
    run.check(True, f"the counts line agrees with the discs named: 'Black {black} · White {white}'")
    app.wait_find("label", name_has="Your turn")
    saved = driver.wait_for(
        lambda: (s := app.save_file("reversi")) and s["game"]["ply"] == 2 and s,
        "the save after two moves",
    )
    squares = {f"{FILES[i % 8]}{i // 8 + 1}": i for i in range(64)}
    run.check(
        saved["game"]["last_move"] == squares[cpu_square],
        f"the save records the CPU's move {cpu_square} as the last move",
    )
    run.step("Right: the next cell; the outcome is not repeated")
    app.key("Right")
    app.wait_focused(
        lambda a: driver.name(a).startswith("e3, ") and driver.description(a) == "",
        "focus on e3 without the outcome",
    )
    run.check(True, "e3 is read without the last outcome")

    run.step("S twice: the counts and whose turn, heard both times")
    status = (
        f"Black {black}, white {white}. You play black (first) against Normal. It is your turn."
    )
    mark = app.events.mark()
    app.key("s")
    app.wait_focused(lambda a: driver.description(a).startswith(status), f"S says {status!r}")
    app.key("s")
    driver.wait_for(
        lambda: (
            len(
                [
                    e
                    for e in app.events.since(mark, "object:property-change:accessible-desc")
                    if str(e["data"]).startswith(status)
                ]
            )
            >= 2
        ),
        "two description changes for two presses of S",
    )
    run.check(True, "both presses of S changed the focused cell's description")

    run.step("the colour choice is a group named 'Your colour'")
    black_button = app.wait_find("radio button", name_is="Black · first")
    group = black_button.parent  # the nearest container Orca presents (fillers are layout)
    while group is not None and driver.role(group) == "filler":
        group = group.parent
    run.check(
        driver.role(group) == "panel" and driver.name(group) == "Your colour",
        f"'Black · first' sits in {describe(group)}",
    )

    run.step("Ctrl+Z takes back the CPU's reply and the player's move")
    app.key("ctrl+z")
    app.wait_focused(
        lambda a: driver.description(a) == "Move taken back. Your turn.",
        "the focused cell to say 'Move taken back. Your turn.'",
    )
    app.wait_find("label", name_is="Black 2 · White 2")
    run.check(True, "the counts read 'Black 2 · White 2' again")
    saved = driver.wait_for(
        lambda: (s := app.save_file("reversi")) and s["game"]["ply"] == 0 and s,
        "the save to go back to ply 0",
    )
    run.check(saved["game"]["to_move"] == "black", "the saved game has black (the player) to move")
    code = app.quit()
    run.check(
        (app.save_file("reversi") or {}).get("game", {}).get("ply") == 0,
        "after quitting, the save still holds the opening position",
    )
    check_clean_exit(run, app, code)


@scenario("reversi-end")
def reversi_end(run: Run) -> None:
    """The last move: the result is said once, on the board; the result card beside it
    is one Tab away (Play again) and Esc from it folds it and brings the focus back."""
    folder = run.folder / "reversi-end"
    write_save(folder, "reversi", LAST_MOVE_SAVE)
    app = run.app(data_dir=folder)
    open_game(run, app, "reversi", "Reversi", "Reversi — Puzzle Suite")
    expect_focus(run, app, "d3, black")
    run.step("J: the only legal move, h7; Enter plays it")
    app.key("j")
    expect_focus(run, app, "h7, empty, legal move")
    mark = app.events.mark()
    app.key("Return")
    result = "Game over: you win, 63 to 0."
    driver.wait_for(
        lambda: any(
            result in str(e["data"])
            for e in app.events.since(mark, "object:property-change:accessible-desc")
            if e["name"].startswith("h7, ")
        ),
        "the result in the played cell's description",
    )
    run.check(True, "the board said the result on the played cell")
    settle(app)
    said = [
        e
        for e in app.events.since(mark, "object:property-change:accessible-desc")
        if result in str(e["data"])
    ]
    run.check(len(said) == 1, f"the result is said once ({len(said)} descriptions carry it)")
    run.step("Tab: the result card's Play again")
    app.key("Tab")
    app.wait_focused(
        lambda a: driver.role(a) == "push button" and driver.name(a) == "Play again",
        "focus on the result card's Play again",
    )
    run.check(True, "Tab from the board reaches Play again")
    run.step("Esc folds the card; the focus is back on the board")
    app.key("Escape")
    app.wait_focused(lambda a: driver.name(a).startswith("h7, "), "focus back on h7")
    app.wait_find("push button", name_is="Show result", what="the folded card's Show result")
    run.check(True, "the folded card offers Show result")
    check_clean_exit(run, app, app.quit())


# Scenario 4 ------------------------------------------------------------------------------
def tile_of(text: str) -> tuple[str, int]:
    """("black", 7) from "Black 7" / "Black 7, in hand"."""
    colour, number = text.split(",")[0].split()
    return colour.lower(), int(number)


def valid_group(tiles: list[tuple[str, int]]) -> bool:
    """Jogakbo's rule, written independently of the game: a set is one number in 3-4
    different colours; a run is 3+ consecutive numbers of one colour."""
    colours = {c for c, _ in tiles}
    numbers = {n for _, n in tiles}
    is_set = 3 <= len(tiles) <= 4 and len(numbers) == 1 and len(colours) == len(tiles)
    is_run = (
        len(tiles) >= 3
        and len(colours) == 1
        and len(numbers) == len(tiles)
        and max(numbers) - min(numbers) == len(tiles) - 1
    )
    return is_set or is_run


def jogakbo_groups(table: Any) -> list[tuple[str, list[tuple[str, int]]]]:
    """(group name, its tiles) in table order, read from the list's items."""
    groups: list[tuple[str, list[tuple[str, int]]]] = []
    for item in driver.children(table):
        text = driver.name(item)
        if text.startswith("Group "):
            groups.append((text, []))
        elif groups and "in hand" not in text:
            groups[-1][1].append(tile_of(text))
    return groups


@scenario("jogakbo")
def jogakbo(run: Run) -> None:
    """Pick a hand tile, add it to a group, hear the group's validity, start a new group,
    read moves and par."""
    app = run.app()
    open_game(run, app, "jogakbo", "Jogakbo", "Jogakbo — Puzzle Suite")
    table = app.wait_find("list", name_is="Jogakbo table")
    items = driver.children(table)
    run.check(
        items
        and all(driver.name(i) for i in items)
        and all(driver.role(i) == "list item" for i in items),
        f"the table is a list of {len(items)} named list items",
    )
    for name, tiles in jogakbo_groups(table):
        expected = "valid" if valid_group(tiles) else "not valid yet"
        run.check(name.endswith(f", {expected}"), f"{name!r} says {expected}")
    actions = [a.lower() for a in driver.action_names(items[0])]
    run.check("press" in actions, f"the list items have a Press action ({actions})")
    hand = [driver.name(i) for i in items if driver.name(i).endswith(", in hand")]
    run.check(len(hand) >= 2, f"there are tiles in hand: {hand}")
    score = app.wait_find("label", name_has="Moves 0 · Par ")
    par = int(driver.name(score).rsplit(" ", 1)[1])
    run.check(par > 0, f"the moves line reads {driver.name(score)!r}")
    first_group = jogakbo_groups(table)[0][0]
    expect_focus(run, app, first_group)

    run.step("End: the last tile in hand; Space picks it")
    app.key("End")
    tile = hand[-1].removesuffix(", in hand")
    expect_focus(run, app, f"{tile}, in hand")
    app.key("space")
    picked = expect_focus(
        run,
        app,
        f"{tile}, in hand, picked",
        description=f"{tile} picked. Choose a group, or New group.",
    )
    run.check("selected" in states(picked), "the picked tile is in the selected state")

    run.step("Home: the first group; Space adds the tile to it")
    app.key("Home")
    expect_focus(run, app, first_group)
    mark = app.events.mark()
    app.key("space")
    group = app.wait_focused(
        lambda a: driver.name(a).startswith("Group 1: ") and driver.name(a) != first_group,
        "focus on the changed group 1",
    )
    group_name = driver.name(group)
    tiles = jogakbo_groups(table)[0][1]
    run.check(tile_of(tile) in tiles, f"{tile} is now listed under group 1: {tiles}")
    validity = "valid" if valid_group(tiles) else "not valid yet"
    run.check(group_name.endswith(f", {validity}"), f"the group reads {group_name!r}")
    run.check(
        driver.description(group) == f"{tile} moved. {group_name}.",
        f"its description is the outcome: {driver.description(group)!r}",
    )
    check_announced(run, app, mark, f"{tile} moved. {group_name}.")
    run.step("Right, Left: the next items are read without the outcome, once told")
    app.key("Right")
    app.wait_focused(
        lambda a: (
            driver.role(a) == "list item"
            and not driver.name(a).startswith("Group 1: ")
            and driver.description(a) == ""
        ),
        "focus on the next item, without the outcome",
    )
    app.key("Left")
    expect_focus(run, app, group_name, description="")
    run.step("S says moves and par, then the last outcome again")
    app.key("s")
    expect_focus(run, app, group_name, description_has=f"Moves 1, par {par}.")
    app.wait_find("label", name_is=f"Moves 1 · Par {par}")
    run.check(True, f"the moves line reads 'Moves 1 · Par {par}'")
    saved = driver.wait_for(lambda: app.save_file("jogakbo"), "the first save")
    run.check(saved["moves"] == 1, "the save has 1 move")

    run.step("End, Space picks the next hand tile; N starts a new group with it")
    second = hand[-2].removesuffix(", in hand")
    app.key("End")
    expect_focus(run, app, f"{second}, in hand")
    app.key("space")
    expect_focus(run, app, f"{second}, in hand, picked")
    groups_count = len(jogakbo_groups(table)) + 1
    app.key("n")
    new_group = f"Group {groups_count}: 1 tile: {second}, not valid yet"
    expect_focus(run, app, new_group, description=f"{second} moved. {new_group}.")
    app.wait_find("label", name_is=f"Moves 2 · Par {par}")
    run.check(True, f"the moves line reads 'Moves 2 · Par {par}'")

    code = app.quit()
    saved = app.save_file("jogakbo") or {}
    keys = [f"{c}-{n}-" for c, n in (tile_of(tile), tile_of(second))]
    in_hand = [k for k in saved.get("hand", []) if k.startswith(tuple(keys))]
    last_group = saved.get("groups", [{}])[-1].get("tiles", [])
    run.check(saved.get("moves") == 2, f"the save has 2 moves (got {saved.get('moves')})")
    run.check(
        len(saved.get("hand", [])) == len(hand) - 2
        and len(last_group) == 1
        and last_group[0].startswith(keys[1]),
        f"the save has both tiles out of the hand ({in_hand or 'none left'}) and "
        f"{second} alone in the last group ({last_group})",
    )
    check_clean_exit(run, app, code)


# Opening a game -----------------------------------------------------------------------------
FIRST_FOCUS = {  # what the first focused object of each game is named like
    "blockpuzzle": re.compile(r"^Row \d, column \d, "),
    "reversi": re.compile(r"^([a-h][1-8], |(Easy|Normal|Hard)$)"),  # or, first, the choice
    "jogakbo": re.compile(r"^Group 1: "),
    "sudoku": re.compile(r"^Row \d, column \d, "),
    "minesweeper": re.compile(r"^Row \d+, column \d+, "),
}
# Issue 10's limit, for every open: a re-open through Alt+Home and the first open in a
# process, when the screen is built. (Before ui/accessible.py made hidden widgets quiet,
# leaving home sent a "showing" event per home widget and building a screen a name
# event per label and button: 45-129 events per open for Sudoku and Minesweeper.)
MAX_EVENTS_PER_OPEN = 30


class AllEvents:
    """Every AT-SPI event the app sends (what a screen reader's queue receives)."""

    def __init__(self, app: App) -> None:
        import pyatspi

        self.app = app
        self.events: list[tuple[str, str]] = []
        self._pyatspi = pyatspi
        pyatspi.Registry.registerEventListener(self._record, "object", "window", "focus")

    def _record(self, event: Any) -> None:
        try:
            if event.host_application is not None and (
                event.host_application.get_process_id() != self.app.process.pid  # type: ignore[union-attr]
            ):
                return
            self.events.append((str(event.type), driver.name(event.source)))
        except Exception:
            self.events.append((str(event.type), "?"))

    def mark(self) -> int:
        self.app.events.pump()
        return len(self.events)

    def since(self, mark: int) -> list[tuple[str, str]]:
        self.app.events.pump()
        return self.events[mark:]

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self._pyatspi.Registry.deregisterEventListener(
                self._record, "object", "window", "focus"
            )


def settle(app: App, seconds: float = 0.4) -> None:
    """Let late events arrive (a screen reader would be receiving them now)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.events.pump()
        time.sleep(0.02)


def home_settled(app: App) -> None:
    """A fresh app's home screen has given its first card the focus, and those events
    have arrived: they belong to the launch, not to the opening counted next."""
    first_card = GAMES[next(iter(GAMES))]
    app.wait_focused(
        lambda a: driver.role(a) == "push button" and driver.name(a) == first_card,
        f"focus on the first home card {first_card!r}",
    )
    settle(app, 0.2)


def open_and_count(run: Run, app: App, counter: AllEvents, game_id: str) -> int:
    """Open `game_id` from its home card; the first focused object must be announced
    (a focus event for it); returns the number of events the opening sent."""
    title = GAMES[game_id]
    mark = counter.mark()
    focus_mark = app.events.mark()
    driver.do_action(home_card(run, app, title), "Press")
    app.wait_focused(
        lambda a: bool(FIRST_FOCUS[game_id].match(driver.name(a))), f"focus in {title}"
    )
    settle(app)
    focused = [
        e
        for e in app.events.since(focus_mark, "object:state-changed:focused")
        if e["detail1"] == 1 and FIRST_FOCUS[game_id].match(e["name"])
    ]
    run.check(
        bool(focused),
        f"{title}: a focus event for its first cell ({focused[-1]['name'] if focused else 'none'})",
    )
    events = counter.since(mark)
    if len(events) > MAX_EVENTS_PER_OPEN // 2:
        kinds: dict[str, int] = {}
        for kind, name in events:
            key = f"{kind} [{name[:30]}]"
            kinds[key] = kinds.get(key, 0) + 1
        run.step(f"{title}: {len(events)} events: {kinds}")
    return len(events)


@scenario("open")
def open_events(run: Run) -> None:
    """Opening a game is quiet enough for a screen reader to keep up: at most 30 events
    per open, and the first focused cell is announced every time (20 re-opens through
    Alt+Home, then 5 fresh launches)."""
    games = list(GAMES)
    counts: list[tuple[str, int, bool]] = []
    opened: set[str] = set()
    app = run.app(settings={"games": {"reversi": {"opponent": "easy", "colour": "black"}}})
    counter = AllEvents(app)
    home_settled(app)
    try:
        for index in range(int(os.environ.get("E2E_REOPENS", "20"))):
            game_id = games[index % len(games)]
            count = open_and_count(run, app, counter, game_id)
            counts.append((game_id, count, game_id not in opened))
            opened.add(game_id)
            back_home(run, app, GAMES[games[0]])
            settle(app, 0.2)
    finally:
        counter.close()
    check_clean_exit(run, app, app.quit())
    for index in range(int(os.environ.get("E2E_LAUNCHES", "5"))):
        game_id = games[index % len(games)]
        fresh = run.app(data_dir=run.folder / f"open-fresh-{index}")
        counter = AllEvents(fresh)
        try:
            home_settled(fresh)
            counts.append((game_id, open_and_count(run, fresh, counter, game_id), True))
        finally:
            counter.close()
        check_clean_exit(run, fresh, fresh.quit())
    summary = ", ".join(f"{g} {n}" + ("*" if first else "") for g, n, first in counts)
    run.step(f"events per open (* = first open in the process, the screen is built): {summary}")
    worst = max(counts, key=lambda count: count[1])
    run.check(
        worst[1] <= MAX_EVENTS_PER_OPEN,
        f"at most {MAX_EVENTS_PER_OPEN} events per open, first or again "
        f"(worst {worst[1]}: {worst[0]}{' first open' if worst[2] else ''})",
    )


@scenario("open-ended")
def open_ended_events(run: Run) -> None:
    """A finished game of every game, resumed: its result card is shown and opening it
    still stays within the events budget (first open and again)."""
    folder = run.folder / "open-ended"
    driver.project_python(
        "import sys; from tests.e2e.finished import main; main(sys.argv[1])", str(folder)
    )
    app = run.app(data_dir=folder)
    counter = AllEvents(app)
    counts: list[tuple[str, int, bool]] = []
    try:
        home_settled(app)
        for round_ in range(2):
            for game_id in GAMES:
                counts.append((game_id, open_and_count(run, app, counter, game_id), round_ == 0))
                first_action = "Copy result" if game_id == "jogakbo" else "Play again"
                app.wait_find("push button", name_is=first_action, what="the result card")
                back_home(run, app, GAMES[next(iter(GAMES))])
                settle(app, 0.2)
    finally:
        counter.close()
    check_clean_exit(run, app, app.quit())
    summary = ", ".join(f"{g} {n}" + ("*" if first else "") for g, n, first in counts)
    run.step(f"events per open of a finished game (* = first open): {summary}")
    worst = max(counts, key=lambda count: count[1])
    run.check(
        worst[1] <= MAX_EVENTS_PER_OPEN,
        f"at most {MAX_EVENTS_PER_OPEN} events per open with the result shown "
        f"(worst {worst[1]}: {worst[0]}{' first open' if worst[2] else ''})",
    )


@scenario("quick")
def quick_moves(run: Run) -> None:
    """The keystroke targets, with the real app: Reversi from "your turn" to a played
    move in 2 keys (J, Enter); Block Puzzle from a new tray to a placed piece in 3
    (1, J, Enter)."""
    folder = run.folder / "quick"
    write_save(folder, "blockpuzzle", BLOCK_SAVE)
    app = run.app(
        data_dir=folder, settings={"games": {"reversi": {"opponent": "easy", "colour": "black"}}}
    )
    open_game(run, app, "reversi", "Reversi", "Reversi — Puzzle Suite")
    expect_focus(run, app, "Easy")  # the first open: the choice; Enter starts
    app.key("Return")
    expect_focus(run, app, "d3, empty, legal move")
    app.key("j", "Return")
    driver.wait_for(
        lambda: (s := app.save_file("reversi")) and s["game"]["ply"] >= 1,
        "a played move in the save",
    )
    run.check(True, "Reversi: J, Enter played a legal move (2 keys)")
    back_home(run, app, GAMES[next(iter(GAMES))])
    open_game(run, app, "blockpuzzle", "Block Puzzle", "Block Puzzle — Puzzle Suite")
    app.wait_focused(lambda a: driver.name(a).startswith("Row "), "focus on the board")
    app.key("1", "j", "Return")
    driver.wait_for(
        lambda: (s := app.save_file("blockpuzzle")) and s["game"]["moves"] == 1,
        "a placed piece in the save",
    )
    run.check(True, "Block Puzzle: 1, J, Enter placed a piece (3 keys)")
    check_clean_exit(run, app, app.quit())


# Runner ----------------------------------------------------------------------------------
# A game may keep its own scenario next to its tests: tests/games/<id>/e2e_<id>.py, which
# registers it with @scenario("<id>") (and can still be run alone; more than one file per
# game is fine, e.g. tests/games/sudoku/e2e_sudoku_entry.py). They run here too, in
# this order after the shared ones.
GAME_SCENARIO_FILES = sorted((driver.REPO / "tests" / "games").glob("*/e2e_*.py"))
ORDER = [
    "home",
    "blockpuzzle",
    "reversi",
    "reversi-end",
    "jogakbo",
    "sudoku",
    "minesweeper",
    "quick",
    "open",
    "open-ended",
    "korean",
]


def load_game_scenarios() -> None:
    """Import each game's scenario file; one that does not even import becomes a failing
    scenario under its game's name, so the report says why instead of the run dying."""
    running = Path(getattr(sys.modules["__main__"], "__file__", "") or ".").resolve()
    for path in GAME_SCENARIO_FILES:
        if path.resolve() == running:
            continue  # the file run by hand has registered itself already
        module_name = f"e2e_game_{path.parent.name}_{path.stem}"  # a game may have several
        if module_name in sys.modules:
            continue
        try:
            spec = importlib.util.spec_from_file_location(module_name, path)
            assert spec is not None and spec.loader is not None
            module = importlib.util.module_from_spec(spec)
            sys.modules[module_name] = module
            spec.loader.exec_module(module)
        except Exception as error:
            message = f"{path.relative_to(driver.REPO)} did not import: {error!r}"

            def broken(run: Run, message: str = message) -> None:
                raise StepFailed(message)

            SCENARIOS.setdefault(path.parent.name, broken)


def run_one(name: str, folder: Path) -> dict[str, Any]:
    log(f"== {name}")
    run = Run(name, folder)
    started = time.monotonic()
    result: dict[str, Any] = {"status": "passed", "error": ""}
    try:
        SCENARIOS[name](run)
    except Exception as error:
        result = {"status": "failed", "error": f"{type(error).__name__}: {error}"}
        if not isinstance(error, StepFailed):
            result["error"] += "\n" + traceback.format_exc()
        log(f"  FAILED: {result['error']}")
        tree_file = driver.OUT / f"{name}-tree.txt"
        try:
            live = [a for a in run.apps if a.process and a.process.poll() is None]
            if live:
                tree_file.write_text(driver.dump(live[-1].root), encoding="utf-8")
                result["tree"] = str(tree_file)
            if run.apps:
                result["app_log"] = run.apps[-1].log_tail()
        except Exception:
            pass
    finally:
        run.stop_all()
    result["seconds"] = round(time.monotonic() - started, 1)
    result["steps"] = run.steps
    log(f"   {result['status']} in {result['seconds']} s")
    return result


def main(argv: list[str]) -> int:
    driver.require_tools()
    load_game_scenarios()
    names = argv or sorted(SCENARIOS, key=lambda n: ORDER.index(n) if n in ORDER else 99)
    unknown = [n for n in names if n not in SCENARIOS]
    if unknown:
        print(f"unknown scenarios {unknown}; known: {list(SCENARIOS)}", file=sys.stderr)
        return 2
    driver.OUT.mkdir(parents=True, exist_ok=True)
    results: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="puzzlesuite-e2e-") as folder:
        for name in names:
            results[name] = run_one(name, Path(folder))
            (driver.OUT / "results.json").write_text(
                json.dumps(results, indent=2, ensure_ascii=False), encoding="utf-8"
            )
    failed = [n for n, r in results.items() if r["status"] != "passed"]
    log(f"{len(results) - len(failed)} passed, {len(failed)} failed {failed or ''}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
