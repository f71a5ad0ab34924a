"""Every way a file can go bad: moved aside, reported once, defaults used, others intact."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from puzzlesuite.services.paths import Paths
from puzzlesuite.services.saves import SaveService
from puzzlesuite.services.schema import Obj
from puzzlesuite.services.settings import Settings, SettingsService
from puzzlesuite.services.stats import StatsService
from puzzlesuite.services.store import MAX_FILE_BYTES, JsonStore, Problem, ProblemKind
from tests.kits import every_game


class Services:
    def __init__(self, root: Path) -> None:
        self.paths = Paths.under(root)
        self.problems: list[Problem] = []
        report = self.problems.append
        self.settings = SettingsService(JsonStore(self.paths.config, report))
        self.saves = SaveService(JsonStore(self.paths.saves, report))
        self.stats = StatsService(JsonStore(self.paths.stats, report))


def populate(root: Path) -> Services:
    services = Services(root)
    services.settings.update(language="ko", reduce_motion=True)
    # Game ids without a schema module: their files get the generic bounded schema.
    services.saves.save("alpha", {"score": 12})
    services.saves.save("beta", {"moves": [19]})
    services.stats.increment("alpha", "games_played")
    return services


BAD_CONTENTS = {
    "empty": b"",
    "truncated": b'{"schema": 1, "language": "ko", "the',
    "not json": b"hello, I am a text file\n",
    "not utf-8": b'{"schema": 1, "language": "\xff\xfe"}',
    "a version beyond any release": json.dumps({"schema": 10**9, "language": "ko"}).encode(),
    "no schema": json.dumps({"language": "ko"}).encode(),
    "a list": b"[1, 2, 3]",
    "version zero": json.dumps({"schema": 0, "language": "ko"}).encode(),
    "not a version": json.dumps({"schema": "1", "language": "ko"}).encode(),
    "absurdly large": b'{"schema": 1, "x": "' + b"a" * (MAX_FILE_BYTES + 10) + b'"}',
    "absurdly deep": b'{"schema": 1, "x": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",
}


@pytest.mark.parametrize("case", sorted(BAD_CONTENTS))
def test_bad_settings_file_is_moved_aside_and_defaults_used(tmp_path: Path, case: str) -> None:
    populate(tmp_path)
    settings_file = Paths.under(tmp_path).config / "settings.json"
    settings_file.write_bytes(BAD_CONTENTS[case])

    again = Services(tmp_path)

    assert again.settings.value == Settings()
    assert len(again.problems) == 1 and again.problems[0].kind is ProblemKind.UNREADABLE
    moved = again.problems[0].moved_to
    assert moved is not None and moved.read_bytes() == BAD_CONTENTS[case]
    assert moved.name.startswith("settings.json.corrupt-")
    assert not settings_file.exists()
    # The other files are untouched.
    assert again.saves.load("alpha") == {"score": 12}
    assert again.saves.load("beta") == {"moves": [19]}
    assert again.stats.record("alpha") == {"games_played": 1}


SALVAGED_SETTINGS = {
    "wrong type": ({"language": "ko", "reduce_motion": "yes"}, Settings(language="ko")),
    "unknown value": ({"language": "klingon", "theme": "dark"}, Settings(theme="dark")),
    "non-ASCII geometry": (
        {"language": "es", "window_geometry": "AdnQywADAAAAAAé"},
        Settings(language="es"),
    ),
    "bad game preference": (
        {
            "language": "id",
            "theme": "dark",
            "games": {"reversi": {"opponent": "god", "colour": "white"}},
        },
        Settings(language="id", theme="dark", games={"reversi": {"colour": "white"}}),
    ),
}


@pytest.mark.parametrize("case", sorted(SALVAGED_SETTINGS))
def test_bad_settings_keep_what_is_valid(tmp_path: Path, case: str) -> None:
    populate(tmp_path)
    stored, expected = SALVAGED_SETTINGS[case]
    settings_file = Paths.under(tmp_path).config / "settings.json"
    original = json.dumps({"schema": 1, **stored}).encode()
    settings_file.write_bytes(original)

    again = Services(tmp_path)

    assert again.settings.value == expected
    [problem] = again.problems
    assert problem.kind is ProblemKind.UNREADABLE and problem.partial
    assert problem.moved_to is not None and problem.moved_to.read_bytes() == original
    # The salvaged settings are written back: the next start reads them without a word.
    third = Services(tmp_path)
    assert third.settings.value == expected and third.problems == []


def test_a_folder_where_a_file_should_be(tmp_path: Path) -> None:
    populate(tmp_path)
    stats_file = Paths.under(tmp_path).stats / "alpha.json"
    stats_file.unlink()
    stats_file.mkdir()
    (stats_file / "inner.txt").write_text("kept")

    again = Services(tmp_path)

    assert again.stats.record("alpha") == {}
    assert [p.kind for p in again.problems] == [ProblemKind.UNREADABLE]
    moved = again.problems[0].moved_to
    assert moved is not None and (moved / "inner.txt").read_text() == "kept"
    again.stats.increment("alpha", "games_played")  # a fresh file can be written
    assert Services(tmp_path).stats.record("alpha") == {"games_played": 1}
    assert again.settings.value.language == "ko"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_pipe_where_a_file_should_be_is_not_read(tmp_path: Path) -> None:
    import threading

    populate(tmp_path)
    settings_file = Paths.under(tmp_path).config / "settings.json"
    settings_file.unlink()
    os.mkfifo(settings_file)

    def feed_a_reader() -> None:
        # Only a reader that opened the pipe gets this (and would not block forever).
        try:
            fd = os.open(settings_file, os.O_WRONLY | os.O_NONBLOCK)
        except OSError:  # nobody reading: the store did not open it
            return
        os.write(fd, b'{"schema": 1, "language": "es"}')
        os.close(fd)

    timer = threading.Timer(1.0, feed_a_reader)
    timer.start()
    again = Services(tmp_path)
    timer.join()
    assert again.settings.value == Settings()
    assert [p.kind for p in again.problems] == [ProblemKind.UNREADABLE]
    assert again.stats.record("alpha") == {"games_played": 1}


@pytest.mark.parametrize(
    "raw", ['"many"', "-1", "Infinity", "NaN", "1e999", "true", "1" * 400, '{"n": 1}', "2.5"]
)
def test_bad_stats_values_are_dropped_and_the_rest_kept(tmp_path: Path, raw: str) -> None:
    populate(tmp_path)
    path = Paths.under(tmp_path).stats / "blockpuzzle.json"
    original = '{"schema": 1, "record": {"best_score": 70, "games_played": ' + raw + "}}"
    path.write_text(original)
    again = Services(tmp_path)
    assert again.stats.record("blockpuzzle") == {"best_score": 70}
    [problem] = again.problems
    assert problem.partial and "games_played" in problem.detail
    assert problem.moved_to is not None and problem.moved_to.read_text() == original


def test_game_can_reject_a_save_it_cannot_use(tmp_path: Path) -> None:
    services = populate(tmp_path)
    services.saves.discard_unreadable("alpha", "board has 7 rows")
    assert services.saves.load("alpha") is None
    assert services.problems[-1].moved_to is not None
    assert services.saves.load("beta") == {"moves": [19]}


def test_missing_files_are_not_problems(tmp_path: Path) -> None:
    services = Services(tmp_path)
    assert services.settings.value == Settings()
    assert services.saves.load("blockpuzzle") is None
    assert services.stats.record("jogakbo") == {}
    assert services.problems == []


def test_two_bad_files_in_the_same_second_keep_both_copies(tmp_path: Path) -> None:
    store = JsonStore(tmp_path, lambda p: None)
    for _ in range(2):
        (tmp_path / "a.json").write_text("garbage")
        assert store.load("a.json", Obj({})) is None
    assert len(list(tmp_path.glob("a.json.corrupt-*"))) == 2


@pytest.mark.skipif(os.geteuid() == 0, reason="root can write anywhere; see the chattr test")
def test_unwritable_folder_keeps_running_in_memory(tmp_path: Path) -> None:
    _check_unwritable(tmp_path, make_unwritable=lambda p: p.chmod(0o500))


def test_data_folder_that_is_a_file_keeps_running_in_memory(tmp_path: Path) -> None:
    """Works as root too: a file where the data folder should be cannot be written into."""
    root = tmp_path / "root"
    root.mkdir()
    (root / "data").write_text("not a folder")
    (root / "config").write_text("not a folder")
    services = Services(root)
    services.settings.update(language="es")
    services.saves.save("beta", {"moves": [1]})
    services.saves.save("beta", {"moves": [1, 2]})
    assert services.settings.value.language == "es"
    assert services.saves.load("beta") == {"moves": [1, 2]}  # kept in memory
    kinds = [p.kind for p in services.problems]
    assert kinds == [ProblemKind.UNWRITABLE, ProblemKind.UNWRITABLE]  # once per store
    assert (root / "data").read_text() == "not a folder"


def _check_unwritable(tmp_path: Path, make_unwritable) -> None:  # type: ignore[no-untyped-def]
    services = populate(tmp_path)
    make_unwritable(Paths.under(tmp_path).saves)
    try:
        assert services.saves.save("alpha", {"score": 40}) is False
        assert services.saves.load("alpha") == {"score": 40}
        assert services.problems[-1].kind is ProblemKind.UNWRITABLE
    finally:
        Paths.under(tmp_path).saves.chmod(0o700)


def test_writes_leave_no_temporary_files(tmp_path: Path) -> None:
    services = populate(tmp_path)
    for n in range(20):
        services.saves.save("alpha", {"score": n})
    names = sorted(p.name for p in Paths.under(tmp_path).saves.iterdir())
    assert names == ["alpha.json", "beta.json"]


def test_saved_files_carry_schema_and_no_translated_text(tmp_path: Path) -> None:
    populate(tmp_path)
    document = json.loads((Paths.under(tmp_path).config / "settings.json").read_text())
    assert document["schema"] == 1 and document["language"] == "ko"


def test_settings_listeners_hear_changes(tmp_path: Path) -> None:
    services = Services(tmp_path)
    heard: list[tuple[str, str]] = []
    services.settings.subscribe(lambda old, new: heard.append((old.theme, new.theme)))
    services.settings.update(theme="dark")
    services.settings.update(theme="dark")  # no change, no event
    assert heard == [("system", "dark")]
    with pytest.raises(ValueError):
        services.settings.update(theme="purple")


def test_game_preferences_round_trip(tmp_path: Path) -> None:
    services = Services(tmp_path)
    services.settings.update_game("reversi", opponent="hard")
    services.settings.update_game("reversi", colour="white")
    assert Services(tmp_path).settings.game("reversi") == {"opponent": "hard", "colour": "white"}


def test_stats_time_buckets(tmp_path: Path) -> None:
    services = Services(tmp_path)
    services.stats.add_time("reversi", 30, bucket="hard")
    services.stats.add_time("reversi", 12.5, bucket="hard")
    services.stats.add_time("blockpuzzle", 5)
    services.stats.add_time("blockpuzzle", 0)
    services.stats.increment("blockpuzzle", "games_played")
    again = Services(tmp_path)
    assert again.stats.record("reversi") == {"hard": {"play_seconds": 42.5}}
    assert again.stats.record("blockpuzzle") == {"play_seconds": 5, "games_played": 1}


def test_keys_a_newer_version_wrote_survive_a_downgrade(tmp_path: Path) -> None:
    from puzzlesuite.games.reversi.model import ReversiGame

    paths = Paths.under(tmp_path)
    paths.config.mkdir(parents=True)
    settings = {
        "schema": 1,
        "language": "ko",
        "future": {"a": [1, 2]},
        "games": {"reversi": {"opponent": "hard", "board": "wood"}, "chess": {"x": 1}},
    }
    (paths.config / "settings.json").write_text(json.dumps(settings))
    paths.saves.mkdir(parents=True)
    game = {**ReversiGame(seed=4).to_json(), "clock": 30}
    save = {"schema": 1, "game": game, "counted": False, "hint_used": True}
    (paths.saves / "reversi.json").write_text(json.dumps(save))
    paths.stats.mkdir(parents=True)
    record = {"easy": {"played": 1, "streak": 3}, "expert": {"played": 9}}
    (paths.stats / "reversi.json").write_text(json.dumps({"schema": 1, "record": record}))

    services = Services(tmp_path)
    assert services.problems == []
    services.settings.update(theme="dark")
    services.settings.update_game("reversi", colour="white")
    loaded = services.saves.load("reversi")
    assert loaded is not None
    known = {k: v for k, v in loaded["game"].items() if k != "clock"}
    services.saves.save("reversi", {"game": known, "counted": True})  # what the game writes
    services.stats.increment("reversi", "played", bucket="easy")

    written = json.loads((paths.config / "settings.json").read_text())
    assert written["future"] == {"a": [1, 2]} and written["theme"] == "dark"
    assert written["games"]["reversi"] == {"opponent": "hard", "board": "wood", "colour": "white"}
    assert written["games"]["chess"] == {"x": 1}
    written = json.loads((paths.saves / "reversi.json").read_text())
    assert written["hint_used"] is True and written["game"]["clock"] == 30
    assert written["counted"] is True
    written = json.loads((paths.stats / "reversi.json").read_text())["record"]
    assert written == {"easy": {"played": 2, "streak": 3}, "expert": {"played": 9}}


# ---- files a newer version wrote -------------------------------------------------------

GAME_IDS = [entry.id for entry in every_game()]  # the template's too: any game's files
# (relative path, document of a newer version): one per file the app keeps.
NEWER_FILES = [
    ("config/settings.json", {"schema": 7, "written_by": "0.9.1", "language": "ko"}),
    *[(f"data/saves/{g}.json", {"schema": 7, "written_by": "0.9.1", "game": {}}) for g in GAME_IDS],
    *[
        (f"data/stats/{g}.json", {"schema": 7, "written_by": "0.9.1", "record": {}})
        for g in GAME_IDS
    ],
]


def use_every_file(services: Services) -> None:
    """Everything the app can do to each file: read, write, clear, reject."""
    services.settings.update(language="es", theme="dark")
    for game_id in GAME_IDS:
        services.saves.load(game_id)
        services.saves.save(game_id, {"game": None} if game_id == "sudoku" else {"game": {}})
        services.saves.discard_unreadable(game_id, "the game refused it")
        services.saves.clear(game_id)
        services.stats.update(game_id, lambda record: None)


@pytest.mark.parametrize(("relative", "document"), NEWER_FILES, ids=[r for r, _d in NEWER_FILES])
def test_a_file_a_newer_version_wrote_is_never_changed(
    tmp_path: Path, relative: str, document: dict[str, object], monkeypatch: pytest.MonkeyPatch
) -> None:
    # Plain schemas stand in for the games' own (their saves need real positions).
    monkeypatch.setattr("puzzlesuite.services.saves.game_schema", lambda _g, _n: Obj({}))
    monkeypatch.setattr("puzzlesuite.services.stats.game_schema", lambda _g, _n: Obj({}))
    path = tmp_path / relative
    path.parent.mkdir(parents=True)
    original = json.dumps(document).encode()
    path.write_bytes(original)

    services = Services(tmp_path)
    use_every_file(services)

    assert path.read_bytes() == original
    assert sorted(p.name for p in path.parent.iterdir() if p.name.startswith(path.name)) == [
        path.name
    ]
    # (The other files were written, refused and cleared as usual.)
    [problem] = [p for p in services.problems if p.path == path]
    assert problem.kind is ProblemKind.NEWER
    assert problem.written_by == "0.9.1" and problem.moved_to is None
    # The session goes on in memory, from defaults.
    assert services.settings.value.language == "es"
    # The next start says it again and still changes nothing.
    again = Services(tmp_path)
    use_every_file(again)
    assert [p.kind for p in again.problems if p.path == path] == [ProblemKind.NEWER]
    assert path.read_bytes() == original


def test_the_newer_files_version_is_quoted_only_when_plausible(tmp_path: Path) -> None:
    paths = Paths.under(tmp_path)
    paths.config.mkdir(parents=True)
    for written_by in (None, 3, "x" * 40, "0.2 ; rm"):
        document = {"schema": 2, "written_by": written_by, "language": "ko"}
        (paths.config / "settings.json").write_text(json.dumps(document))
        [problem] = Services(tmp_path).problems
        assert problem.kind is ProblemKind.NEWER and problem.written_by == ""


def test_every_file_names_the_version_that_wrote_it(tmp_path: Path) -> None:
    import puzzlesuite

    populate(tmp_path)
    paths = Paths.under(tmp_path)
    for path in (
        paths.config / "settings.json",
        paths.saves / "alpha.json",
        paths.stats / "alpha.json",
    ):
        assert json.loads(path.read_text())["written_by"] == puzzlesuite.__version__
    # Not part of the payload the owner sees.
    assert Services(tmp_path).saves.load("alpha") == {"score": 12}


# ---- a full disk ------------------------------------------------------------------------


class Disk:
    """Stands in for the disk: full or not (a real full disk cannot be made without root)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        from puzzlesuite.services import store

        self.full = False
        real = store.write_atomically

        def write(path: Path, text: str) -> None:
            if self.full:
                raise OSError(28, "No space left on device")
            real(path, text)

        monkeypatch.setattr(store, "write_atomically", write)


def linked(root: Path) -> Services:
    from puzzlesuite.services.store import retry_together

    services = Services(root)
    stores = [services.settings._store, services.saves._store, services.stats._store]
    retry_together(*stores)
    return services


def on_disk(root: Path) -> tuple[object, object, str]:
    again = Services(root)
    return again.saves.load("alpha"), again.stats.record("alpha"), again.settings.value.theme


def test_a_full_disk_names_each_unsaved_file_and_retries_at_the_next_change(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from puzzlesuite.services.store import StorageKind

    disk = Disk(monkeypatch)
    services = linked(tmp_path)
    services.saves.save("alpha", {"score": 1})
    disk.full = True
    assert services.saves.save("alpha", {"score": 2}) is False
    services.stats.increment("alpha", "games_played")
    services.saves.save("alpha", {"score": 3})  # still failing: not told again
    services.settings.update(theme="dark")

    names = [p.path.name for p in services.problems]
    assert names == ["alpha.json", "alpha.json", "settings.json"]  # a save, statistics, settings
    assert {p.kind for p in services.problems} == {ProblemKind.UNWRITABLE}
    assert all(p.storage and p.storage.kind is StorageKind.FULL for p in services.problems)
    # The session stays coherent in memory; the disk holds the last complete state.
    assert services.saves.load("alpha") == {"score": 3}
    assert services.stats.record("alpha") == {"games_played": 1}
    assert on_disk(tmp_path) == ({"score": 1}, {}, "system")

    disk.full = False
    services.stats.increment("alpha", "games_played")  # the next change: everything follows
    assert on_disk(tmp_path) == ({"score": 3}, {"games_played": 2}, "dark")
    assert services.saves._store.unsaved == [] and services.stats._store.unsaved == []

    disk.full = True
    services.saves.save("alpha", {"score": 4})  # failing again after a success: told again
    assert [p.path.name for p in services.problems][3:] == ["alpha.json"]


# ---- links ------------------------------------------------------------------------------


def test_a_linked_data_folder_is_followed(tmp_path: Path) -> None:
    elsewhere = tmp_path / "sync" / "puzzlesuite-data"
    elsewhere.mkdir(parents=True)
    root = tmp_path / "root"
    root.mkdir()
    (root / "data").symlink_to(elsewhere, target_is_directory=True)
    services = Services(root)
    services.saves.save("alpha", {"score": 5})
    services.stats.increment("alpha", "games_played")
    assert (root / "data").is_symlink()
    assert json.loads((elsewhere / "saves" / "alpha.json").read_text())["score"] == 5
    assert Services(root).stats.record("alpha") == {"games_played": 1}
    assert services.problems == []


def test_a_file_linked_inside_its_folder_is_written_through(tmp_path: Path) -> None:
    populate(tmp_path)
    saves = Paths.under(tmp_path).saves
    (saves / "synced").mkdir()
    (saves / "alpha.json").rename(saves / "synced" / "alpha.json")
    (saves / "alpha.json").symlink_to(Path("synced") / "alpha.json")
    services = Services(tmp_path)
    assert services.saves.load("alpha") == {"score": 12}
    services.saves.save("alpha", {"score": 13})
    assert (saves / "alpha.json").is_symlink()  # still the user's link
    assert json.loads((saves / "synced" / "alpha.json").read_text())["score"] == 13
    services.saves.clear("alpha")  # a cleared save: the link stays, its file goes
    assert (saves / "alpha.json").is_symlink() and not (saves / "synced" / "alpha.json").exists()
    again = Services(tmp_path)
    assert again.saves.load("alpha") is None and again.problems == []
    again.saves.save("alpha", {"score": 1})
    assert json.loads((saves / "synced" / "alpha.json").read_text())["score"] == 1
    assert services.problems == []


def test_a_file_linked_outside_the_folder_is_read_and_never_written(tmp_path: Path) -> None:
    populate(tmp_path)
    outside = tmp_path / "elsewhere" / "alpha.json"
    outside.parent.mkdir()
    saves = Paths.under(tmp_path).saves
    (saves / "alpha.json").rename(outside)
    (saves / "alpha.json").symlink_to(outside)
    before = outside.read_bytes()
    services = Services(tmp_path)
    assert services.saves.load("alpha") == {"score": 12}
    assert services.saves.save("alpha", {"score": 99}) is False
    assert services.saves.load("alpha") == {"score": 99}  # the session goes on in memory
    services.saves.clear("alpha")
    assert outside.read_bytes() == before and (saves / "alpha.json").is_symlink()
    [problem] = services.problems
    assert problem.kind is ProblemKind.LINKED_OUTSIDE and problem.target == outside
    # A file its game refuses: the link is moved aside like any file (its target stays
    # as it is), and the new game is kept in the folder itself.
    services.saves.discard_unreadable("alpha", "refused")
    [moved] = saves.glob("alpha.json.corrupt-*")
    assert moved.is_symlink() and moved.resolve() == outside and outside.read_bytes() == before
    services.saves.save("alpha", {"score": 1})
    assert not (saves / "alpha.json").is_symlink() and outside.read_bytes() == before


def test_a_damaged_file_behind_a_link_inside_keeps_the_link(tmp_path: Path) -> None:
    populate(tmp_path)
    config = Paths.under(tmp_path).config
    (config / "synced").mkdir()
    original = json.dumps({"schema": 1, "language": "ko", "theme": "purple"})
    (config / "synced" / "settings.json").write_text(original)
    (config / "settings.json").unlink()
    (config / "settings.json").symlink_to(Path("synced") / "settings.json")
    services = Services(tmp_path)
    assert services.settings.value.language == "ko"  # salvaged: the bad theme dropped
    [problem] = services.problems
    assert problem.moved_to is not None and problem.moved_to.parent == config / "synced"
    assert problem.moved_to.read_text() == original
    assert (config / "settings.json").is_symlink()
    written = json.loads((config / "synced" / "settings.json").read_text())
    assert written["language"] == "ko" and "theme" not in written
