"""Fuzz: valid files, mutated at random, then every screen and dialog opened on them.

Whatever the damage: no exception; a file its schema rejects is moved aside byte for
byte (with a notice); a file whose version is newer than the app's stays byte for byte
where it is (with a notice); every other file left in place afterwards fits its schema;
no Reversi search is left running. Bounded examples keep it near a minute on a busy machine.
"""

from __future__ import annotations

import copy
import json
import tempfile
from datetime import timedelta
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from puzzlesuite.services import settings as settings_service
from puzzlesuite.services.paths import Paths
from puzzlesuite.services.schema import MAX_VERSION, Schema, game_schema, upgrade, version_of
from puzzlesuite.shell.context import AppContext
from puzzlesuite.shell.main_window import MainWindow
from puzzlesuite.ui import threads
from tests.kits import every_game, kit_of


def valid_files() -> dict[str, tuple[str, dict[str, Any]]]:
    """Relative path → (kind, document), as the app writes them: settings, and every
    game's save in progress and statistics (the template game's too) from its kit. A
    game whose kit has statistics of an older version gets those, so its migration is
    fuzzed too (Jogakbo's version 1)."""
    files: dict[str, tuple[str, dict[str, Any]]] = {
        "config/settings.json": (
            "settings",
            {
                "schema": 1,
                "language": "ko",
                "theme": "dark",
                "reduce_motion": True,
                "window_geometry": "AdnQywADAAAAAAAAAAAAAAAAA+cAAALz",
                "games": {"reversi": {"opponent": "hard", "colour": "white"}},
            },
        ),
    }
    for entry in every_game():
        kit, schemas = kit_of(entry), entry.schema.load()
        files[f"data/saves/{entry.id}.json"] = (
            "save",
            {"schema": version_of(schemas.SAVE), **kit.saves["mid"]()},
        )
        version, record = (
            (kit.old_stats[0], kit.old_stats[1]())
            if kit.old_stats is not None
            else (version_of(schemas.STATS), kit.record())
        )
        files[f"data/stats/{entry.id}.json"] = ("stats", {"schema": version, "record": record})
    return files


VALID = valid_files()


def schema_of(relative: str) -> tuple[Schema, str | None, bool]:
    """(schema, payload key, salvaged?) of a file."""
    kind = VALID[relative][0]
    game_id = Path(relative).stem
    if kind == "settings":
        return settings_service.SCHEMA, None, True
    if kind == "save":
        return game_schema(game_id, "SAVE"), None, False
    return game_schema(game_id, "STATS"), "record", True


def schema_rejects(relative: str, raw: bytes) -> bool:
    """Would the schema (the oracle here) refuse or trim this file?"""
    schema, key, salvaged = schema_of(relative)
    try:
        document = json.loads(raw.decode("utf-8"))
        if not isinstance(document, dict):
            return True
        payload = (
            {k: v for k, v in document.items() if k != "schema"} if key is None else document[key]
        )
        payload = upgrade(schema, payload, document.get("schema"))
        if salvaged:
            return bool(schema.salvage(payload)[1])
        schema.validate(payload)
    except Exception:  # noqa: BLE001 — anything at all: the file is not usable
        return True
    return False


def written_by_newer(relative: str, raw: bytes) -> bool:
    """Does this file claim a version newer than the app's (then it is never changed)?"""
    try:
        document = json.loads(raw.decode("utf-8"))
    except ValueError:
        return False
    found = document.get("schema") if isinstance(document, dict) else None
    if not isinstance(found, int) or isinstance(found, bool):
        return False
    return version_of(schema_of(relative)[0]) < found <= MAX_VERSION


def nested(depth: int) -> Any:
    value: Any = 1
    for _ in range(depth):
        value = [value]
    return value


NASTY = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.sampled_from([10**27, 10**400, -1, 0, 2**64, 2**63 - 1, 2, 7, MAX_VERSION + 1]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=40),
    st.sampled_from(["", "é" * 5, "AdnQ\u00e9", "easy", "black", "2026-02-30", "\x00"]),
    st.integers(min_value=15, max_value=700).map(nested),
    st.lists(st.integers(-3, 70), max_size=5),
    st.dictionaries(st.text(max_size=5), st.integers(-5, 5), max_size=3),
)


def paths_in(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path to a value inside a document (the root too)."""
    found = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            found.extend(paths_in(v, (*prefix, k)))
    elif isinstance(value, list):
        for i, v in enumerate(value[:10]):
            found.extend(paths_in(v, (*prefix, i)))
    return found


def set_at(document: Any, path: tuple[Any, ...], value: Any, delete: bool = False) -> Any:
    if not path:
        return value
    parent = document
    for step in path[:-1]:
        parent = parent[step]
    if delete and isinstance(parent, dict):
        del parent[path[-1]]
    else:
        parent[path[-1]] = value
    return document


@st.composite
def damaged_file(draw: st.DrawFn) -> tuple[str, bytes]:
    relative = draw(st.sampled_from(sorted(VALID)))
    document = copy.deepcopy(VALID[relative][1])
    how = draw(st.sampled_from(["replace", "replace", "delete", "add", "truncate", "bytes"]))
    if how in ("replace", "delete"):
        path = draw(st.sampled_from(paths_in(document)))
        document = set_at(document, path, draw(NASTY), delete=how == "delete")
    elif how == "add":
        path = draw(st.sampled_from([p for p in paths_in(document) if _is_dict_at(document, p)]))
        key = draw(st.text(min_size=1, max_size=8))
        document = set_at(document, (*path, key), draw(NASTY))
    raw = json.dumps(document, ensure_ascii=draw(st.booleans())).encode()
    if how == "truncate":
        raw = raw[: draw(st.integers(0, len(raw)))]
    elif how == "bytes":
        at = draw(st.integers(0, len(raw)))
        raw = raw[:at] + draw(st.binary(min_size=1, max_size=6)) + raw[at:]
    return relative, raw


def _is_dict_at(document: Any, path: tuple[Any, ...]) -> bool:
    value = document
    for step in path:
        value = value[step]
    return isinstance(value, dict)


def write_all(root: Path, damaged: dict[str, bytes]) -> None:
    for relative, (_kind, document) in VALID.items():
        path = root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(damaged.get(relative, json.dumps(document).encode()))


def use_everything(qtbot: Any, root: Path, language: str) -> MainWindow:
    ctx = AppContext(Paths.under(root), forced_language=language)
    ctx.apply_theme()
    window = MainWindow(ctx)
    qtbot.addWidget(window)
    window.show()
    for entry in window.entries:
        window.open_game(entry.id)
        for dialog in (window.show_statistics(), window.show_help()):
            dialog.close()
    for dialog in (window.show_settings(), window.show_about()):
        dialog.close()
    window.show_home()
    return window


@settings(
    max_examples=50,
    deadline=timedelta(seconds=30),  # one example takes ~1 s; a bound, not a benchmark
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    database=None,
)
@given(
    damage=st.lists(damaged_file(), min_size=1, max_size=2), language=st.sampled_from(["en", "ko"])
)
def test_damaged_files_never_stop_the_app(
    qtbot: Any, damage: list[tuple[str, bytes]], language: str, with_template: Any
) -> None:
    damaged = dict(damage)
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        write_all(root, damaged)
        window = use_everything(qtbot, root, language)
        try:
            told = False
            for relative, raw in damaged.items():
                path = root / relative
                copies = sorted(path.parent.glob(path.name + ".corrupt-*"))
                if written_by_newer(relative, raw):
                    assert path.read_bytes() == raw and not copies, relative
                    told = True
                elif schema_rejects(relative, raw):
                    assert [c.read_bytes() for c in copies] == [raw], relative
                told |= bool(copies)
            assert window.notice.isVisible() == told
            event("a file was moved aside or kept as newer" if told else "every file was usable")
            window.close()  # the final saves
        finally:
            threads.wait_for_all()
        assert not threads.running(), "a search thread outlived the example"
        for relative in VALID:  # nothing the app left or wrote breaks its own schema
            path = root / relative
            if relative in damaged and written_by_newer(relative, damaged[relative]):
                assert path.read_bytes() == damaged[relative], relative  # not even at exit
            elif path.exists():
                assert not schema_rejects(relative, path.read_bytes()), relative
        window.deleteLater()


def test_the_oracle_accepts_every_valid_file(with_template: Any) -> None:
    assert {Path(relative).stem for relative in VALID} >= {entry.id for entry in with_template}
    for relative, (_kind, document) in VALID.items():
        assert not schema_rejects(relative, json.dumps(document).encode()), relative


def test_the_oracle_rejects_what_the_issue_found(with_template: Any) -> None:
    bad = {"schema": 1, "record": {"games_played": 10**400}}
    assert schema_rejects("data/stats/blockpuzzle.json", json.dumps(bad).encode())
    reversi = copy.deepcopy(VALID["data/saves/reversi.json"][1])
    reversi["game"]["black"] = float("inf")
    assert schema_rejects("data/saves/reversi.json", json.dumps(reversi).encode())
