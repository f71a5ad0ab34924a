"""The declarative file schemas: what each rule accepts, salvage, unknown keys, versions."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from puzzlesuite.services.schema import (
    MAX_DEPTH,
    Bool,
    Int,
    Invalid,
    Json,
    List,
    Map,
    Nullable,
    Num,
    Obj,
    Str,
    carry_unknown,
    game_schema,
)
from puzzlesuite.services.store import JsonStore, Problem, ProblemKind

RULES: list[tuple[Any, list[Any], list[Any]]] = [
    # (schema, accepted, rejected)
    (Int(0, 9), [0, 9], [-1, 10, 2.0, True, "3", None, 10**400]),
    (Num(0, 1e6), [0, 0.5, 10**6], [float("inf"), float("nan"), -0.1, 1e7, False, "1"]),
    (Str(3), ["", "abc"], ["abcd", 3, None]),
    (Str(8, choices=("a", "b")), ["a", "b"], ["c", ""]),
    (Str(8, charset="ab="), ["ab==", ""], ["abc", "aé"]),
    (Bool(), [True, False], [0, 1, "true", None]),
    (Nullable(Int(0, 1)), [None, 0, 1], [2, "x"]),
    (List(Int(0, 1), min_len=1, max_len=2), [[0], [1, 0]], [[], [0, 1, 1], [2], "01", {}]),
    (
        Map(Str(2), Int(0, 1), max_items=2),
        [{}, {"a": 1}],
        [{"abc": 1}, {"a": 2}, [], {"a": 0, "b": 0, "c": 0}],
    ),
    (Json(), [None, 1, 1.5, "x", [1, {"a": []}]], [float("inf"), 2**65, "x" * 10_001]),
]


@pytest.mark.parametrize(("schema", "accepted", "rejected"), RULES)
def test_each_rule_accepts_and_rejects(
    schema: Any, accepted: list[Any], rejected: list[Any]
) -> None:
    for value in accepted:
        assert schema.validate(value) == value
    for value in rejected:
        with pytest.raises(Invalid):
            schema.validate(value)


PERSON = Obj(
    {"name": Str(20), "age": Int(0, 150), "tags": List(Str(10), max_len=3)}, required=("name",)
)


def test_missing_required_field_fails_and_optional_may_be_absent() -> None:
    assert PERSON.validate({"name": "Ana"}) == {"name": "Ana"}
    with pytest.raises(Invalid, match="name: missing"):
        PERSON.validate({"age": 3})


def test_salvage_drops_bad_optional_parts_and_names_them() -> None:
    value, dropped = PERSON.salvage({"name": "Ana", "age": -4, "tags": ["a", 5]})
    assert value == {"name": "Ana"}
    assert sorted(dropped) == ["age: out of range", "tags.1: not text"]
    with pytest.raises(Invalid):
        PERSON.salvage({"name": 7, "age": 3})  # a required field cannot be dropped


def test_salvage_keeps_every_good_bucket_of_a_map() -> None:
    stats = Map(Str(16), Obj({"wins": Int(0, 10)}, required=()))
    value, dropped = stats.salvage({"easy": {"wins": 2}, "normal": 3, "hard": {"wins": 99}})
    assert value == {"easy": {"wins": 2}, "hard": {}}
    assert dropped == ["normal: not an object", "hard.wins: out of range"]


def test_strict_validation_fails_on_any_bad_part() -> None:
    with pytest.raises(Invalid, match="age"):
        PERSON.validate({"name": "Ana", "age": -4})


def test_unknown_keys_are_kept_within_generic_bounds() -> None:
    newer = {"name": "Ana", "pronouns": "she", "extra": {"level": [1, 2, {"x": None}]}}
    assert PERSON.validate(newer) == newer
    value, dropped = PERSON.salvage({"name": "Ana", "future": float("inf")})
    assert value == {"name": "Ana"} and dropped == ["future: not a finite number"]


def nested(depth: int) -> Any:
    value: Any = 0
    for _ in range(depth):
        value = {"a": [value]}
    return value


def test_nesting_is_bounded_without_recursion_trouble() -> None:
    schema = Obj({"name": Str(5)}, required=())
    with pytest.raises(Invalid, match="nested too deeply"):
        schema.validate({"x": nested(600)})
    assert schema.salvage({"name": "a", "x": nested(600)})[0] == {"name": "a"}
    assert schema.validate({"x": nested(MAX_DEPTH // 2 - 1)})  # our files are far shallower


def test_carry_unknown_merges_what_a_newer_version_wrote() -> None:
    old = {"name": "Ana", "future": 1, "nested": {"kept": True}}
    schema = Obj({"name": Str(20), "nested": Obj({"known": Int(0, 1)}, required=())})
    new = {"name": "Bea", "nested": {"known": 1}}
    assert carry_unknown(schema, old, new) == {
        "name": "Bea",
        "future": 1,
        "nested": {"known": 1, "kept": True},
    }


def test_obj_refuses_a_required_field_it_does_not_declare() -> None:
    with pytest.raises(ValueError):
        Obj({"a": Int(0, 1)}, required=("b",))


# ---- versions, through the store -----------------------------------------------------


def v1_to_v2(payload: dict[str, Any]) -> dict[str, Any]:
    return {"full_name": payload["name"]}


VERSIONED = Obj({"full_name": Str(20)}, version=2, migrations={1: v1_to_v2})


def store_with(tmp_path: Path, document: object) -> tuple[JsonStore, list[Problem]]:
    problems: list[Problem] = []
    (tmp_path / "f.json").write_text(json.dumps(document))
    return JsonStore(tmp_path, problems.append), problems


def test_older_files_migrate_forward(tmp_path: Path) -> None:
    store, problems = store_with(tmp_path, {"schema": 1, "name": "Ana"})
    assert store.load("f.json", VERSIONED) == {"full_name": "Ana"}
    assert problems == []
    store.save("f.json", VERSIONED, {"full_name": "Ana"})
    assert json.loads((tmp_path / "f.json").read_text())["schema"] == 2


def test_a_migrated_file_is_copied_before_it_is_first_rewritten(tmp_path: Path) -> None:
    store, problems = store_with(tmp_path, {"schema": 1, "name": "Ana"})
    before = (tmp_path / "f.json").read_bytes()
    assert store.load("f.json", VERSIONED) == {"full_name": "Ana"}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["f.json"]  # reading changes nothing
    store.save("f.json", VERSIONED, {"full_name": "Ana"})
    store.save("f.json", VERSIONED, {"full_name": "Bea"})
    [kept] = tmp_path.glob("f.json.schema-1-*")
    assert kept.read_bytes() == before and problems == []
    assert json.loads((tmp_path / "f.json").read_text())["full_name"] == "Bea"


def test_no_copy_no_migrated_write(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from puzzlesuite.services import store as store_module

    store, problems = store_with(tmp_path, {"schema": 1, "name": "Ana"})
    before = (tmp_path / "f.json").read_bytes()
    store.load("f.json", VERSIONED)

    def disk_full(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(store_module, "copy_exclusively", disk_full)
    assert store.save("f.json", VERSIONED, {"full_name": "Bea"}) is False
    assert (tmp_path / "f.json").read_bytes() == before
    assert [p.kind for p in problems] == [ProblemKind.UNWRITABLE]


def test_a_newer_file_is_left_exactly_as_it_is(tmp_path: Path) -> None:
    document = {"schema": 3, "written_by": "2.0.0", "full_name": "Ana", "x": 1}
    store, problems = store_with(tmp_path, document)
    before = (tmp_path / "f.json").read_bytes()
    assert store.load("f.json", VERSIONED) is None
    assert store.save("f.json", VERSIONED, {"full_name": "Bea"}) is False
    assert store.load("f.json", VERSIONED) == {"full_name": "Bea"}  # in memory
    store.delete("f.json")
    store.quarantine("f.json", "refused")
    assert store.load("f.json", VERSIONED) is None and store.is_read_only("f.json")
    assert (tmp_path / "f.json").read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["f.json"]
    [problem] = problems
    assert problem.kind is ProblemKind.NEWER and problem.written_by == "2.0.0"


@pytest.mark.parametrize(
    "document",
    [
        {"schema": 10**6, "full_name": "Ana"},  # no release is that far ahead: damage
        {"schema": 0, "full_name": "Ana"},
        {"schema": True, "full_name": "Ana"},
        {"full_name": "Ana"},
        {"schema": 1, "nom": "Ana"},  # the migration itself fails (KeyError)
    ],
)
def test_unknown_versions_and_failed_migrations_are_moved_aside(
    tmp_path: Path, document: dict[str, Any]
) -> None:
    store, problems = store_with(tmp_path, document)
    assert store.load("f.json", VERSIONED) is None
    [problem] = problems
    assert problem.moved_to is not None
    assert json.loads(problem.moved_to.read_text()) == document


def test_writing_what_would_not_be_read_back_is_refused(tmp_path: Path) -> None:
    store = JsonStore(tmp_path, lambda _p: None)
    with pytest.raises(Invalid):
        store.save("f.json", VERSIONED, {"full_name": "x" * 21})
    assert not (tmp_path / "f.json").exists()


# ---- every game declares its files -------------------------------------------------


def test_every_game_declares_its_save_and_statistics() -> None:
    from puzzlesuite.core.registry import discover
    from puzzlesuite.services.schema import GENERIC

    for entry in discover():
        for name in ("SAVE", "STATS"):
            assert game_schema(entry.id, name) is not GENERIC, f"{entry.id} declares no {name}"


def test_reversi_schema_names_match_the_game() -> None:
    from puzzlesuite.games.reversi import schema
    from puzzlesuite.games.reversi.ai import Level
    from puzzlesuite.games.reversi.model import Colour

    assert tuple(level.value for level in Level) == schema.LEVELS
    assert tuple(colour.value for colour in Colour) == schema.COLOURS


def test_a_game_without_a_schema_module_gets_the_generic_one() -> None:
    from puzzlesuite.services.schema import GENERIC

    assert game_schema("counter", "SAVE") is GENERIC
    assert game_schema("../etc", "SAVE") is GENERIC


def test_the_generic_schema_takes_a_big_board_until_the_game_declares_its_own() -> None:
    from puzzlesuite.services.schema import GENERIC

    board = {"cells": [[0] * 50 for _ in range(30)], "flags": [[False] * 50] * 30}
    assert GENERIC.validate(board) == board
    assert List(Int(0, 9), min_len=1500, max_len=1500).validate([1] * 1500)


def test_rules_are_checked_on_reading_and_never_on_writing(tmp_path: Path) -> None:
    from puzzlesuite.services.schema import at_most

    bucket = Obj(
        {"played": Int(0, 99), "won": Int(0, 99)}, required=(), rules=[at_most("won", "played")]
    )
    stats = Map(Str(8), bucket)
    assert bucket.validate({"played": 2, "won": 2}) == {"played": 2, "won": 2}
    with pytest.raises(Invalid, match="more won than played"):
        bucket.validate({"played": 1, "won": 2})
    value, dropped = stats.salvage({"a": {"won": 1}, "b": {"played": 1}})
    assert value == {"b": {"played": 1}} and dropped == ["a: more won than played"]
    # A session may count a win whose game was counted in a file that was lost.
    store = JsonStore(tmp_path, lambda _p: None)
    assert store.save("s.json", stats, {"a": {"won": 1}}) is True


def test_a_migrated_file_behind_a_link_is_copied_next_to_its_file(tmp_path: Path) -> None:
    (tmp_path / "synced").mkdir()
    (tmp_path / "synced" / "f.json").write_text(json.dumps({"schema": 1, "name": "Ana"}))
    (tmp_path / "f.json").symlink_to(Path("synced") / "f.json")
    before = (tmp_path / "synced" / "f.json").read_bytes()
    store = JsonStore(tmp_path, lambda _p: None)
    store.load("f.json", VERSIONED)
    store.save("f.json", VERSIONED, {"full_name": "Ana"})
    [kept] = (tmp_path / "synced").glob("f.json.schema-1-*")
    assert kept.read_bytes() == before and (tmp_path / "f.json").is_symlink()
