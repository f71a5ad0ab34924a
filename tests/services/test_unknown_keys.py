"""Keys a newer version wrote survive at every depth of every declared schema.

For each file the app keeps (settings, and every discovered game's save, statistics and
preferences), Hypothesis builds documents that fit the schema, with unknown keys added
to every object at any depth (inside nullable parts, map values and list items too), and
the same document as this version knows it (the unknown keys left out). Written back by
this version, the file must hold every unknown key again.
"""

from __future__ import annotations

import json
import string
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from puzzlesuite.core.registry import discover
from puzzlesuite.services import settings as settings_service
from puzzlesuite.services.paths import Paths
from puzzlesuite.services.saves import SaveService
from puzzlesuite.services.schema import (
    Bool,
    Int,
    Json,
    List,
    Map,
    Nullable,
    Num,
    Obj,
    Schema,
    Str,
    carry_unknown,
    game_schema,
    version_of,
)
from puzzlesuite.services.settings import SettingsService
from puzzlesuite.services.stats import StatsService
from puzzlesuite.services.store import JsonStore

GAME_IDS = [entry.id for entry in discover()]
Pair = tuple[Any, Any]  # (the document with unknown keys, the same without them)

UNKNOWN_VALUE = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**40), 2**40) | st.text(max_size=6),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner, max_size=3)
    ),
    max_leaves=6,
)


def same(strategy: st.SearchStrategy[Any]) -> st.SearchStrategy[Pair]:
    return strategy.map(lambda value: (value, value))


def text_for(rule: Str) -> st.SearchStrategy[str]:
    if rule.choices is not None:
        return st.sampled_from(rule.choices)
    size = min(rule.max_len, 8)
    if rule.charset is not None:
        return st.text(alphabet=sorted(rule.charset), max_size=size)
    return st.text(max_size=size)


def pairs(schema: Schema) -> st.SearchStrategy[Pair]:
    """Documents that fit `schema`: (with unknown keys, without)."""
    if isinstance(schema, Int):
        return same(st.integers(schema.lo, schema.hi))
    if isinstance(schema, Num):
        return same(st.floats(schema.lo, schema.hi, allow_nan=False, allow_infinity=False))
    if isinstance(schema, Str):
        return same(text_for(schema))
    if isinstance(schema, Bool):
        return same(st.booleans())
    if isinstance(schema, Json):
        return same(UNKNOWN_VALUE)
    if isinstance(schema, Nullable):
        return same(st.none()) | pairs(schema.inner)
    if isinstance(schema, List):
        most = min(schema.max_len, schema.min_len + 3)
        items = st.lists(pairs(schema.item), min_size=schema.min_len, max_size=most)
        return items.map(lambda found: ([f for f, _k in found], [k for _f, k in found]))
    if isinstance(schema, Map):
        return map_pairs(schema)
    if isinstance(schema, Obj):
        return obj_pairs(schema)
    raise AssertionError(f"no strategy for {schema!r}")


def map_pairs(schema: Map) -> st.SearchStrategy[Pair]:
    keys = text_for(schema.key)
    if schema.key.charset is not None and set(string.ascii_lowercase) <= schema.key.charset:
        keys = st.sampled_from(GAME_IDS) | keys  # settings' games: real ids, and others
    entry = keys.flatmap(lambda k: pairs(schema.value_schema(k)).map(lambda pair: (k, pair)))
    entries = st.lists(entry, max_size=min(schema.max_items, 3), unique_by=lambda e: e[0])
    return entries.map(
        lambda found: ({k: f for k, (f, _n) in found}, {k: n for k, (_f, n) in found})
    )


def obj_pairs(schema: Obj) -> st.SearchStrategy[Pair]:
    required = {k: pairs(v) for k, v in schema.fields.items() if k in schema.required}
    optional = {k: pairs(v) for k, v in schema.fields.items() if k not in schema.required}
    unknown_key = st.text(min_size=1, max_size=6).filter(lambda k: k not in schema.fields)
    unknown = st.dictionaries(unknown_key, UNKNOWN_VALUE, max_size=2)

    def combine(known: dict[str, Pair], extra: dict[str, Any]) -> Pair:
        full = {k: f for k, (f, _n) in known.items()}
        return {**full, **extra}, {k: n for k, (_f, n) in known.items()}

    built = st.builds(combine, st.fixed_dictionaries(required, optional=optional), unknown)
    # Documents this version writes keep the object's rules (more won than played is damage).
    return built.filter(lambda pair: not any(rule(pair[1]) for rule in schema.rules))


def declared(name: str) -> list[Any]:
    return [pytest.param(game_id, id=game_id) for game_id in GAME_IDS if game_schema(game_id, name)]


HYPOTHESIS = settings(
    max_examples=30,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    database=None,
)


def every_schema() -> list[Any]:
    found = [pytest.param(settings_service.SCHEMA, id="settings")]
    for game_id in GAME_IDS:
        for name in ("SAVE", "STATS", "PREFERENCES"):
            found.append(pytest.param(game_schema(game_id, name), id=f"{game_id}-{name}"))
    return found


@pytest.mark.parametrize("schema", every_schema())
@HYPOTHESIS
@given(data=st.data())
def test_checking_and_carrying_keep_every_unknown_key(schema: Schema, data: st.DataObject) -> None:
    full, known = data.draw(pairs(schema))
    assert schema.validate(full) == full
    assert schema.salvage(full) == (full, [])
    assert carry_unknown(schema, full, known) == full


def written(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


def store(root: Path, folder: Path) -> JsonStore:
    problems: list[object] = []
    return JsonStore(folder, problems.append)


@pytest.mark.parametrize("game_id", declared("SAVE"))
@HYPOTHESIS
@given(data=st.data())
def test_a_save_written_back_keeps_every_unknown_key(
    tmp_path_factory: pytest.TempPathFactory, game_id: str, data: st.DataObject
) -> None:
    schema = game_schema(game_id, "SAVE")
    full, known = data.draw(pairs(schema))
    paths = Paths.under(tmp_path_factory.mktemp("save"))
    paths.saves.mkdir(parents=True)
    # Written at this version's own file version: an older one would be migrated first.
    document = {"schema": version_of(schema), **full}
    (paths.saves / f"{game_id}.json").write_text(json.dumps(document))
    saves = SaveService(store(paths.data, paths.saves))
    assert saves.load(game_id) == full
    assert saves.save(game_id, known)  # what this version's game writes back
    document = written(paths.saves / f"{game_id}.json")
    assert {k: v for k, v in document.items() if k not in ("schema", "written_by")} == full


@pytest.mark.parametrize("game_id", declared("STATS"))
@HYPOTHESIS
@given(data=st.data())
def test_statistics_written_back_keep_every_unknown_key(
    tmp_path_factory: pytest.TempPathFactory, game_id: str, data: st.DataObject
) -> None:
    schema = game_schema(game_id, "STATS")
    full, _known = data.draw(pairs(schema))
    paths = Paths.under(tmp_path_factory.mktemp("stats"))
    paths.stats.mkdir(parents=True)
    document = {"schema": version_of(schema), "record": full}
    (paths.stats / f"{game_id}.json").write_text(json.dumps(document))
    stats = StatsService(store(paths.data, paths.stats))
    stats.update(game_id, lambda record: None)  # read, checked, written back
    assert written(paths.stats / f"{game_id}.json")["record"] == full


@HYPOTHESIS
@given(data=st.data())
def test_settings_written_back_keep_every_unknown_key(
    tmp_path_factory: pytest.TempPathFactory, data: st.DataObject
) -> None:
    full, _known = data.draw(pairs(settings_service.SCHEMA))
    paths = Paths.under(tmp_path_factory.mktemp("settings"))
    paths.config.mkdir(parents=True)
    document = {"schema": version_of(settings_service.SCHEMA), **full}
    (paths.config / "settings.json").write_text(json.dumps(document))
    service = SettingsService(store(paths.config, paths.config))
    service.update(reduce_motion=not service.value.reduce_motion)
    document = written(paths.config / "settings.json")
    for key in ("schema", "written_by", "reduce_motion"):
        document.pop(key, None)
        full.pop(key, None)
    defaults = settings_service.Settings().to_json()  # this version writes every field
    del defaults["reduce_motion"]
    assert document == {**defaults, **full}


def test_sudoku_keeps_unknown_keys_inside_its_nullable_game(tmp_path: Path) -> None:
    """The defect the issue found, as a plain example."""
    grid = [0] * 81
    game = {
        "level": "easy",
        "seed": 1,
        "givens": grid,
        "solution": grid,
        "values": grid,
        "notes": grid,
        "elapsed": 3.5,
        "hints_used": 0,
        "started": True,
        "finished": False,
    }
    paths = Paths.under(tmp_path)
    paths.saves.mkdir(parents=True)
    full = {"game": {**game, "colour": "blue"}, "theme": 2}
    version = version_of(game_schema("sudoku", "SAVE"))
    (paths.saves / "sudoku.json").write_text(json.dumps({"schema": version, **full}))
    saves = SaveService(store(paths.data, paths.saves))
    assert saves.load("sudoku") == full
    saves.save("sudoku", {"game": {**game, "elapsed": 4.0}})
    document = written(paths.saves / "sudoku.json")
    assert document["game"]["colour"] == "blue" and document["theme"] == 2
    assert document["game"]["elapsed"] == 4.0
