"""Every damaged file found in testing (issue 13), through the real window: the app
starts, the file is moved aside with its one-sentence notice, what was valid is kept."""

from __future__ import annotations

import json
import os
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from puzzlesuite.games.reversi.engine import START_BLACK, START_WHITE, parse_square
from puzzlesuite.games.reversi.model import CENTRE, Position
from puzzlesuite.services.paths import Paths
from puzzlesuite.services.schema import game_schema, version_of
from puzzlesuite.ui import threads

LEFT, NONE = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
NESTED_600 = "[" * 600 + "]" * 600
HUGE = "1" * 400  # a 400-digit integer


def write(folder: Path, name: str, text: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_text(text, encoding="utf-8")
    return folder / name


def copies(path: Path) -> list[Path]:
    return sorted(path.parent.glob(path.name + ".corrupt-*"))


def notice(window: Any) -> str:
    assert window.notice.isVisible()
    return str(window.notice.label.text())


def reversi_save(**game: Any) -> str:
    """A Reversi save as the app writes it, with `game` fields replaced (raw JSON text
    allowed: a value given as a str of digits/words is pasted as is)."""
    fields: dict[str, Any] = {
        "version": 1,
        "black": START_BLACK,
        "white": START_WHITE,
        "to_move": "black",
        "human": "black",
        "level": "normal",
        "seed": 7,
        "ply": 0,
        "last_move": -1,
    }
    fields.update(game)
    body = ", ".join(
        f'"{k}": {v if isinstance(v, str) and k in RAW else json.dumps(v)}'
        for k, v in fields.items()
    )
    return '{"schema": 1, "counted": false, "recorded": false, "game": {' + body + "}}"


RAW = {"black", "white", "seed", "ply"}


@pytest.fixture
def paths(data_dir: Path) -> Paths:
    return Paths.under(data_dir)


@pytest.fixture(autouse=True)
def _no_search_left() -> Any:
    yield
    threads.wait_for_all()


# ---- settings -----------------------------------------------------------------------


def test_non_ascii_window_geometry_costs_neither_start_nor_language(restart, paths) -> None:  # type: ignore[no-untyped-def]
    original = '{"schema": 1, "language": "es", "theme": "dark", "window_geometry": "AdnQé"}'
    settings = write(paths.config, "settings.json", original)
    window = restart("en")
    assert window.ctx.settings.value.language == "es" and window.ctx.settings.value.theme == "dark"
    [copy] = copies(settings)
    assert copy.read_text(encoding="utf-8") == original
    assert notice(window) == (
        "Some of your settings could not be read, so those are back to their defaults; "
        f"a copy of the file was kept as {copy.name}."
    )
    window.close()
    again = restart("en")
    assert not again.notice.isVisible() and again.ctx.settings.value.language == "es"


def test_a_bad_reversi_preference_keeps_language_and_theme(restart, paths, qtbot) -> None:  # type: ignore[no-untyped-def]
    games = {"reversi": {"opponent": {"level": 9}, "colour": "white"}}
    write(
        paths.config, "settings.json", json.dumps({"schema": 1, "language": "ko", "games": games})
    )
    window = restart("en")
    assert window.ctx.settings.value.language == "ko"
    screen = window.open_game("reversi")
    assert screen.preferences()[1].value == "white"  # the good preference survived


# ---- saves ----------------------------------------------------------------------------


@pytest.mark.parametrize("raw", ["Infinity", "-Infinity", "NaN", "1e999", HUGE, NESTED_600])
def test_reversi_save_with_impossible_numbers_starts_a_new_game(restart, paths, raw) -> None:  # type: ignore[no-untyped-def]
    save = write(paths.saves, "reversi.json", reversi_save(black=raw))
    window = restart()
    screen = window.open_game("reversi")
    assert screen.game.position == Position()
    [copy] = copies(save)
    assert notice(window) == (
        "Your saved Reversi game could not be read, so a new one was started; "
        f"a copy was kept as {copy.name}."
    )


ONE_DISC_EACH_AWAY = (1 << 0, 1 << 63)


@pytest.mark.parametrize(
    ("black", "white"),
    [(0, 0), ONE_DISC_EACH_AWAY, (START_BLACK, 0), (CENTRE ^ (1 << 27), 1 << 0)],
    ids=["no discs", "empty centre", "two discs", "a centre square empty"],
)
def test_reversi_save_with_an_impossible_board_is_moved_aside(restart, paths, black, white) -> None:  # type: ignore[no-untyped-def]
    save = write(paths.saves, "reversi.json", reversi_save(black=black, white=white))
    window = restart()
    screen = window.open_game("reversi")
    assert screen.game.position == Position() and not screen.game.is_over
    assert copies(save) and "could not be read" in notice(window)


def test_a_one_colour_board_is_a_wipe_out_ending_not_damage(restart, paths) -> None:  # type: ignore[no-untyped-def]
    black = CENTRE | (1 << 19) | (1 << 20)
    write(paths.saves, "reversi.json", reversi_save(black=black, white=0, ply=5))
    window = restart()
    screen = window.open_game("reversi")
    assert screen.game.is_over and screen.game.result().black == 6
    assert not copies(paths.saves / "reversi.json") and not window.notice.isVisible()


def started_reversi(window: Any) -> Any:
    """Reversi opened and its first game started (choose, then play: issue 32)."""
    screen = window.open_game("reversi")
    screen.panel.start_button.click()
    return screen


def test_the_last_move_marker_survives_restarts(restart, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = restart()
    screen = started_reversi(window)
    point = screen.view.cell_centre(parse_square("d3")).toPoint()
    qtbot.mouseClick(screen.view.viewport(), LEFT, NONE, point)
    qtbot.waitUntil(lambda: screen.game.human_to_move, timeout=10_000)
    marker = screen.last_move
    assert marker >= 0 and screen.view.board_item.last_move == marker
    window.close()
    for _ in range(2):  # the first save after resuming used to write -1
        window = restart()
        screen = window.open_game("reversi")
        assert screen.last_move == marker and screen.view.board_item.last_move == marker
        window.close()


@pytest.mark.parametrize("day", [None, "", "2026-02-30", "yesterday", "30/11/2026"])
def test_jogakbo_save_without_a_real_date_is_moved_aside(restart, paths, day) -> None:  # type: ignore[no-untyped-def]
    document: dict[str, Any] = {
        "schema": 1,
        "tiles": [],
        "groups": [],
        "hand": [],
        "moves": 3,
        "next_gid": 1,
    }
    if day is not None:
        document["date"] = day
    save = write(paths.saves, "jogakbo.json", json.dumps(document))
    window = restart()
    window.open_game("jogakbo")
    assert copies(save) and not save.exists()
    assert "Your saved Jogakbo game could not be read" in notice(window)


def test_jogakbo_moves_beyond_any_real_play_are_damage(restart, paths) -> None:  # type: ignore[no-untyped-def]
    today = date.today().isoformat()
    document = {
        "schema": 1,
        "date": today,
        "tiles": [],
        "groups": [],
        "hand": [],
        "moves": 10**27,
        "next_gid": 1,
    }
    save = write(paths.saves, "jogakbo.json", json.dumps(document))
    window = restart()
    screen = window.open_game("jogakbo")
    assert screen.game.moves == 0 and copies(save)
    screen.result_text()  # formats the move count: fine for every real number


# ---- statistics -----------------------------------------------------------------------


@pytest.mark.parametrize("raw", [HUGE, '{"n": 1}', "[1]", '"7"', str(10**27), NESTED_600])
def test_a_bad_statistic_costs_only_itself(restart, paths, raw) -> None:  # type: ignore[no-untyped-def]
    original = '{"schema": 1, "record": {"best_score": 50, "games_played": ' + raw + "}}"
    stats = write(paths.stats, "blockpuzzle.json", original)
    write(paths.stats, "jogakbo.json", '{"schema": 1, "record": {"completed": ' + raw + "}}")
    window = restart()
    window.open_game("blockpuzzle")  # used to never open
    assert window.ctx.stats.record("blockpuzzle") == {"best_score": 50}
    [copy] = copies(stats)
    assert copy.read_text() == original
    assert (
        "Some of your Block Puzzle statistics could not be read, so those start again; "
        f"a copy of the file was kept as {copy.name}."
    ) in notice(window)
    for entry in window.entries:  # the dialog used to fail for every game
        window.open_game(entry.id)
        dialog = window.show_statistics()
        text = dialog.page_text(dialog.tabs.currentIndex())
        assert ("50" in text) == (entry.id == "blockpuzzle")
        dialog.close()


def test_a_reversi_bucket_that_is_not_an_object_costs_only_itself(restart, paths, qtbot) -> None:  # type: ignore[no-untyped-def]
    write(
        paths.stats, "reversi.json", '{"schema": 1, "record": {"easy": {"wins": 2}, "normal": 3}}'
    )
    window = restart()
    screen = started_reversi(window)
    point = screen.view.cell_centre(parse_square("d3")).toPoint()
    qtbot.mouseClick(screen.view.viewport(), LEFT, NONE, point)  # the first counted move
    window.close()  # used to fail here too, skipping the final saves
    record = restart().ctx.stats.record("reversi")
    assert record["easy"] == {"wins": 2} and record["normal"]["played"] == 1


def test_a_600_deep_statistics_file_is_set_aside(restart, paths) -> None:  # type: ignore[no-untyped-def]
    stats = write(paths.stats, "reversi.json", '{"schema": 1, "record": ' + NESTED_600 + "}")
    window = restart()
    started_reversi(window)
    window.show_statistics()
    # The file is set aside; the game just started is counted afresh.
    assert window.ctx.stats.record("reversi") == {"normal": {"played": 1}} and copies(stats)


# ---- a folder that cannot be written ------------------------------------------------


def test_read_only_folder_notice_claims_no_copy(restart, paths, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    settings = write(paths.config, "settings.json", "garbage")
    stats = write(paths.stats, "reversi.json", '{"schema": 1, "record": {"easy": 3, "hard": {}}}')

    def refuse(*_args: Any, **_kwargs: Any) -> None:
        raise PermissionError(13, "Permission denied")

    # What a read-only folder does to every rename and write (chmod stops no root).
    monkeypatch.setattr(os, "replace", refuse)
    window = restart()
    started_reversi(window)
    window.ctx.stats.record("reversi")
    text = notice(window)
    assert (
        "Your settings could not be read, so the defaults are used; the data folder cannot "
        "be written, so settings.json was left as it is."
    ) in text
    assert (
        "Some of your Reversi statistics could not be read, so those start again; the data "
        "folder cannot be written, so reversi.json was left as it is."
    ) in text
    assert "copy" not in text
    assert settings.read_text() == "garbage" and not copies(settings) and not copies(stats)
    assert window.ctx.stats.record("reversi") == {"hard": {}, "normal": {"played": 1}}


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root writes anywhere")
def test_a_truly_read_only_settings_folder(restart, paths) -> None:  # type: ignore[no-untyped-def]
    settings = write(paths.config, "settings.json", "garbage")
    paths.config.chmod(0o500)
    try:
        window = restart()
        assert "so settings.json was left as it is" in notice(window)
        assert settings.read_text() == "garbage" and not copies(settings)
    finally:
        paths.config.chmod(0o700)


# ---- files a newer version wrote ------------------------------------------------------


def test_files_a_newer_version_wrote_are_never_changed(restart, paths, qtbot) -> None:  # type: ignore[no-untyped-def]
    newer = {
        write(paths.config, "settings.json", '{"schema": 2, "written_by": "0.4.0", "theme": 9}'),
        write(paths.saves, "reversi.json", '{"schema": 5, "written_by": "0.4.0", "game": []}'),
        write(paths.stats, "sudoku.json", '{"schema": 3, "record": {"easy": "soon"}}'),
    }
    before = {path: path.read_bytes() for path in newer}
    window = restart()
    screen = window.open_game("reversi")
    point = screen.view.cell_centre(parse_square("d3")).toPoint()
    qtbot.mouseClick(screen.view.viewport(), LEFT, NONE, point)  # a move: a save, statistics
    window.open_game("sudoku")
    window.show_statistics().close()
    window.ctx.settings.update(theme="dark")
    text = notice(window)
    assert (
        "Your settings were saved by Puzzle Suite 0.4.0, which is newer than this version, so "
        "the defaults are used for now and settings.json will not be changed."
    ) in text
    assert (
        "Your saved Reversi game was saved by Puzzle Suite 0.4.0, which is newer than this "
        "version, so a new game was started and reversi.json will not be changed."
    ) in text
    assert (
        "Your Sudoku statistics were saved by a newer version of Puzzle Suite, so they start "
        "from zero for now and sudoku.json will not be changed."
    ) in text
    assert window.ctx.settings.value.theme == "dark"  # the session goes on in memory
    window.close()  # the final saves
    threads.wait_for_all()
    for path in newer:
        assert path.read_bytes() == before[path]
        # No copy, no rename: nothing else of that name was made.
        assert [p.name for p in path.parent.iterdir() if p.name.startswith(path.name)] == [
            path.name
        ]


# ---- rules no schema can express (Sudoku, Minesweeper, statistics) --------------------


def sudoku_save(**game: Any) -> str:
    from puzzlesuite.games.sudoku.generator import generate
    from puzzlesuite.games.sudoku.model import SudokuGame
    from puzzlesuite.games.sudoku.techniques import Level

    puzzle = generate(Level.EASY, 7)
    fields = SudokuGame(puzzle.givens, puzzle.solution, puzzle.level, puzzle.seed).to_dict()
    fields.update(game)
    return json.dumps({"schema": 1, "game": fields, "prepared": {}})


def unsolved_values() -> list[int]:
    return json.loads(sudoku_save())["game"]["values"]


@pytest.mark.parametrize(
    "game",
    [
        {"finished": True, "started": True},  # used to show as finished and unplayable
        {"givens": [0] * 81, "values": [0] * 81},
    ],
    ids=["finished on an unsolved grid", "no givens"],
)
def test_an_impossible_sudoku_save_is_moved_aside(restart, paths, game) -> None:  # type: ignore[no-untyped-def]
    original = sudoku_save(**game)
    save = write(paths.saves, "sudoku.json", original)
    window = restart()
    screen = window.open_game("sudoku")
    [copy] = copies(save)
    assert copy.read_text() == original
    assert notice(window) == (
        "Your saved Sudoku game could not be read, so a new one was started; "
        f"a copy was kept as {copy.name}."
    )
    assert screen.game is None or not screen.game.finished


def test_sudoku_notes_on_filled_cells_are_dropped_without_a_word(restart, paths) -> None:  # type: ignore[no-untyped-def]
    values = unsolved_values()
    filled = values.index(next(v for v in values if v))
    empty = values.index(0)
    notes = [0] * 81
    notes[filled] = notes[empty] = 0b110  # notes 1 and 2
    write(paths.saves, "sudoku.json", sudoku_save(notes=notes, started=True))
    window = restart()
    screen = window.open_game("sudoku")
    assert screen.game is not None and screen.game.notes[filled] == 0
    assert screen.game.notes[empty] == 0b110  # the notes of an empty cell are kept
    assert not copies(paths.saves / "sudoku.json") and not window.notice.isVisible()


def minesweeper_save(width: int, height: int, mines: int) -> str:
    game = {
        "level": "custom",
        "width": width,
        "height": height,
        "mines": mines,
        "seed": 5,
        "first": None,
        "mine_cells": [],
        "revealed": [],
        "flags": [],
        "questions": [],
        "hit": [],
        "explanations": [],
        "hints_used": 0,
        "elapsed": 0,
    }
    return json.dumps({"schema": 1, "game": game})


def test_an_unstarted_board_with_more_mines_than_its_size_takes(restart, paths) -> None:  # type: ignore[no-untyped-def]
    from puzzlesuite.games.minesweeper.generator import max_mines

    assert max_mines(50, 30) == 309
    original = minesweeper_save(50, 30, 1491)
    save = write(paths.saves, "minesweeper.json", original)
    window = restart()
    screen = window.open_game("minesweeper")
    [copy] = copies(save)
    assert copy.read_text() == original
    assert "Your saved Minesweeper game could not be read" in notice(window)
    assert screen.game.mines <= max_mines(screen.game.width, screen.game.height)


def test_a_custom_board_at_its_limit_is_no_damage(restart, paths) -> None:  # type: ignore[no-untyped-def]
    write(paths.saves, "minesweeper.json", minesweeper_save(50, 30, 309))
    window = restart()
    screen = window.open_game("minesweeper")
    assert (screen.game.width, screen.game.height, screen.game.mines) == (50, 30, 309)
    assert not window.notice.isVisible()


@pytest.mark.parametrize(
    ("game_id", "record", "kept"),
    [
        (
            "sudoku",
            {"easy": {"started": 2, "solved": 5}, "hard": {"started": 3, "solved": 1}},
            {"hard": {"started": 3, "solved": 1}},
        ),
        (
            "sudoku",
            {"easy": {"started": 4, "solved": 2, "solved_no_hints": 3}, "hard": {"started": 1}},
            {"hard": {"started": 1}},
        ),
        (
            "minesweeper",
            {"expert": {"played": 1, "won": 4}, "beginner": {"played": 9, "won": 2}},
            {"beginner": {"played": 9, "won": 2}},
        ),
        (
            "minesweeper",
            {"custom": {"won": 1}, "beginner": {"played": 2, "won": 1, "won_without_hints": 2}},
            {},
        ),
    ],
    ids=["solved over started", "no hints over solved", "won over played", "won, none played"],
)
def test_statistics_that_contradict_themselves_cost_only_that_bucket(  # type: ignore[no-untyped-def]
    restart, paths, game_id, record, kept
) -> None:
    # Written by this version, so no migration adds its own keys to what is kept.
    version = version_of(game_schema(game_id, "STATS"))
    original = json.dumps({"schema": version, "record": record})
    stats = write(paths.stats, f"{game_id}.json", original)
    window = restart()
    window.open_game(game_id)
    assert window.ctx.stats.record(game_id) == kept
    [copy] = copies(stats)
    assert copy.read_text() == original
    title = next(entry.title for entry in window.entries if entry.id == game_id)
    assert (
        f"Some of your {title} statistics could not be read, so those start again; "
        f"a copy of the file was kept as {copy.name}."
    ) in notice(window)
    window.show_statistics().close()


# ---- a full disk, a file where a folder should be -----------------------------------


def play_a_reversi_move(window: Any, qtbot: Any) -> None:
    screen = started_reversi(window)
    point = screen.view.cell_centre(parse_square("d3")).toPoint()
    qtbot.mouseClick(screen.view.viewport(), LEFT, NONE, point)
    qtbot.waitUntil(lambda: screen.game.human_to_move, timeout=10_000)


def test_a_full_disk_says_why_and_what_and_saves_at_the_next_change(  # type: ignore[no-untyped-def]
    restart, paths, qtbot, monkeypatch
) -> None:
    from puzzlesuite.services import store

    real = store.write_atomically
    full = {"on": True}

    def write(path: Path, text: str) -> None:
        if full["on"]:
            raise OSError(28, "No space left on device")
        real(path, text)

    monkeypatch.setattr(store, "write_atomically", write)
    window = restart()
    play_a_reversi_move(window, qtbot)
    window.show_home()  # the screen saves as it leaves
    lines = notice(window).splitlines()
    assert lines == [
        f"The disk that holds {paths.data} is full, so Puzzle Suite cannot save; it will try "
        "again at every change.",
        "Your latest Reversi statistics are not saved yet.",
        "Your latest Reversi game is not saved yet.",
    ]
    assert not (paths.saves / "reversi.json").exists()
    full["on"] = False
    window.ctx.settings.update(theme="dark")  # any next change writes everything
    assert json.loads((paths.saves / "reversi.json").read_text())["game"]["ply"] >= 1
    assert (paths.stats / "reversi.json").exists()


@pytest.mark.parametrize("in_the_way", ["data/saves", "config"])
def test_a_file_where_a_folder_should_be_is_said_once(restart, paths, qtbot, in_the_way) -> None:  # type: ignore[no-untyped-def]
    from puzzlesuite.services.store import storage_problem

    blocker = paths.data.parent / in_the_way
    write(blocker.parent, blocker.name, "not a folder")
    window = restart()
    problem = storage_problem(paths.folders)  # what app.run checks before the window
    assert problem is not None
    window.ctx.report_storage(problem)
    play_a_reversi_move(window, qtbot)
    window.ctx.settings.update(theme="dark")
    window.show_home()
    lines = notice(window).splitlines()
    said = (
        f"Puzzle Suite cannot save anything while the file {blocker} stands where its folder "
        "should be; move that file away and it will save at the next change."
    )
    assert lines.count(said) == 1 and lines[0] == said
    unsaved = (
        "Your latest settings are not saved yet."
        if in_the_way == "config"
        else ("Your latest Reversi game is not saved yet.")
    )
    assert unsaved in lines
    assert blocker.read_text() == "not a folder"
