"""Each game's files through the real window, for every game the registry knows (the
template too): its kit's positions resume quietly, a damaged save or statistics file is
moved aside with its one sentence and the game plays on, a file a newer version wrote is
never changed. tests/shell/test_damaged_files.py keeps the particular cases found in
testing; this is the part every game owes."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from puzzlesuite.core.registry import GameEntry
from puzzlesuite.services.paths import Paths
from puzzlesuite.services.schema import game_schema, version_of
from puzzlesuite.ui import threads
from tests.kits import kit_of

DAMAGED = '{"schema": 1, "game": {"cells": [1, 2,'  # cut off mid-write


@pytest.fixture
def paths(data_dir: Path) -> Paths:
    return Paths.under(data_dir)


@pytest.fixture(autouse=True)
def _no_thread_left() -> Any:
    yield
    threads.wait_for_all()


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def copies(path: Path) -> list[Path]:
    return sorted(path.parent.glob(path.name + ".corrupt-*"))


def notice(window: Any) -> str:
    return str(window.notice.label.text()) if window.notice.isVisible() else ""


def open_ready(qtbot: Any, window: Any, entry: GameEntry) -> Any:
    screen = window.open_game(entry.id)
    kit = kit_of(entry)
    qtbot.waitUntil(lambda: kit.ready(screen), timeout=20_000)
    return screen


def assert_save_fits(paths: Paths, entry: GameEntry) -> None:
    """What the game left in its save is a file it would read again."""
    path = paths.saves / f"{entry.id}.json"
    if path.exists():
        document = json.loads(path.read_text(encoding="utf-8"))
        schema = game_schema(entry.id, "SAVE")
        assert document["schema"] == version_of(schema)
        schema.validate({k: v for k, v in document.items() if k not in ("schema", "written_by")})


@pytest.mark.parametrize("kind", ["fresh", "mid", "finished"])
def test_each_kit_position_resumes_without_a_word(  # type: ignore[no-untyped-def]
    restart, paths, qtbot, each_game, kind
) -> None:
    kit = kit_of(each_game)
    schema = game_schema(each_game.id, "SAVE")
    document = {"schema": version_of(schema), **kit.saves[kind]()}
    write(paths.saves / f"{each_game.id}.json", json.dumps(document))
    window = restart()
    screen = open_ready(qtbot, window, each_game)
    assert screen.isVisible() and notice(window) == ""
    assert not copies(paths.saves / f"{each_game.id}.json")
    window.close()  # the final saves
    threads.wait_for_all()
    assert_save_fits(paths, each_game)


def test_a_damaged_save_is_moved_aside_and_a_new_game_starts(  # type: ignore[no-untyped-def]
    restart, paths, qtbot, each_game
) -> None:
    save = write(paths.saves / f"{each_game.id}.json", DAMAGED)
    window = restart()
    screen = open_ready(qtbot, window, each_game)
    [copy] = copies(save)
    assert copy.read_text(encoding="utf-8") == DAMAGED
    assert (
        f"Your saved {each_game.title} game could not be read, so a new one was started; "
        f"a copy was kept as {copy.name}."
    ) in notice(window)
    assert screen.isVisible()
    window.close()
    threads.wait_for_all()
    assert_save_fits(paths, each_game)


def test_a_damaged_statistics_file_is_moved_aside_and_counting_goes_on(  # type: ignore[no-untyped-def]
    restart, paths, qtbot, each_game
) -> None:
    stats = write(paths.stats / f"{each_game.id}.json", DAMAGED)
    window = restart()
    open_ready(qtbot, window, each_game)
    dialog = window.show_statistics()
    assert dialog.tab(each_game.id).text()  # the tab shows, from zero
    dialog.close()
    [copy] = copies(stats)
    assert copy.read_text(encoding="utf-8") == DAMAGED
    assert (
        f"Your {each_game.title} statistics could not be read, so they start again; "
        f"a copy was kept as {copy.name}."
    ) in notice(window)


def test_files_a_newer_version_wrote_are_never_changed(  # type: ignore[no-untyped-def]
    restart, paths, qtbot, each_game
) -> None:
    kit = kit_of(each_game)
    save_version = version_of(game_schema(each_game.id, "SAVE")) + 1
    stats_version = version_of(game_schema(each_game.id, "STATS")) + 1
    newer = [
        write(
            paths.saves / f"{each_game.id}.json",
            json.dumps({"schema": save_version, "written_by": "9.0.0", **kit.saves["mid"]()}),
        ),
        write(
            paths.stats / f"{each_game.id}.json",
            json.dumps({"schema": stats_version, "written_by": "9.0.0", "record": kit.record()}),
        ),
    ]
    before = {path: path.read_bytes() for path in newer}
    window = restart()
    open_ready(qtbot, window, each_game)
    window.show_statistics().close()
    said = notice(window)
    assert (
        f"Your saved {each_game.title} game was saved by Puzzle Suite 9.0.0, which is newer "
        f"than this version, so a new game was started and {each_game.id}.json will not be "
        "changed."
    ) in said
    assert (
        f"Your {each_game.title} statistics were saved by Puzzle Suite 9.0.0, which is newer "
        f"than this version, so they start from zero for now and {each_game.id}.json will "
        "not be changed."
    ) in said
    window.close()  # the final saves
    threads.wait_for_all()
    for path in newer:
        assert path.read_bytes() == before[path], path
        assert [p.name for p in path.parent.iterdir() if p.name.startswith(path.name)] == [
            path.name
        ]
