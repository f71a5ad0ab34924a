"""The game contract (puzzlesuite/core/registry.py), checked for every discovered game and
for the template game under tests/: each hook its entry names imports and has the
contract's signature, its files' schemas accept what the game writes (its kit's saves
and statistics), and every game has a test kit (tests/kits.py). mypy checks the entries'
types (`mypy puzzlesuite`); this checks what a string cannot tell mypy."""

from __future__ import annotations

import collections.abc
import inspect
import sys
import types
import typing
from pathlib import Path
from typing import Any

import pytest

from puzzlesuite.core import registry
from puzzlesuite.core.registry import GameEntry, Hook, KeyGroup
from puzzlesuite.core.resources import ICON_DIR
from puzzlesuite.core.session import GameSession
from puzzlesuite.services.schema import Schema, game_schema, version_of
from puzzlesuite.services.stats_page import StatsPage
from puzzlesuite.ui.game_screen import GameScreen
from tests.kits import SAVE_KINDS, every_game, kit_of

GAMES = every_game()
IDS = [entry.id for entry in GAMES]


UNIONS = (types.UnionType, typing.Union)


def hook_types() -> dict[str, Any]:
    """Field name → the callable type its Hook stands for (None: a class or a module)."""
    hints = typing.get_type_hints(GameEntry, vars(registry))
    found = {}
    for name, hint in hints.items():
        for option in typing.get_args(hint) if typing.get_origin(hint) in UNIONS else (hint,):
            if typing.get_origin(option) is Hook:
                found[name] = typing.get_args(option)[0]
    return found


HOOK_TYPES = hook_types()


@pytest.fixture(params=IDS)
def entry(request: pytest.FixtureRequest, with_template: list[GameEntry]) -> GameEntry:
    return next(e for e in with_template if e.id == request.param)


def test_the_app_discovers_the_shipped_games_only() -> None:
    shipped = [entry.id for entry in registry.discover()]
    assert "template" not in shipped and len(shipped) >= 5
    assert [entry.id for entry in registry.games()] == shipped
    assert set(shipped) < set(IDS)  # the checks see the template too


def test_the_contract_knows_every_hook_field() -> None:
    assert set(HOOK_TYPES) == {
        "screen", "session", "schema", "help", "home_line", "stats_page", "clear_counted",
        "count_after_reset", "samples", "keys",
    }  # fmt: skip


def test_the_entry_is_its_packages(entry: GameEntry) -> None:
    package = sys.modules[type(entry).__module__]  # the registry; the game's own below
    assert package is registry
    root = "tests.games" if entry.id == "template" else registry.PRODUCT_PACKAGE
    module = sys.modules[f"{root}.{entry.id}"]
    assert module.ENTRY is entry
    for name, hook in entry.hooks().items():
        assert hook.module_name.startswith(f"{root}.{entry.id}."), (name, hook.target)
    assert (Path(ICON_DIR) / entry.icon).is_file(), entry.icon


def _arity(kind: Any) -> tuple[int, Any]:
    """(number of parameters, return type) of a Callable[[...], R] type."""
    params, result = typing.get_args(kind)
    return len(params), type(None) if result is None else result


def test_every_hook_loads_and_has_the_contracts_signature(entry: GameEntry) -> None:
    for name, hook in entry.hooks().items():
        loaded = hook.load()  # raises: a broken module is an error
        kind = HOOK_TYPES[name]
        if name == "schema":
            assert isinstance(loaded, types.ModuleType)
        elif name in ("screen", "session"):
            assert inspect.isclass(loaded)
        else:
            assert typing.get_origin(kind) is collections.abc.Callable, name
            count, result = _arity(kind)
            signature = inspect.signature(loaded)
            signature.bind(*([None] * count))  # takes exactly the contract's arguments
            declared = typing.get_type_hints(loaded).get("return")
            if result is not Any:  # the declared return type is the contract's (or narrower)
                got, wanted = (
                    typing.get_origin(declared) or declared,
                    typing.get_origin(result) or result,
                )
                assert inspect.isclass(got) and issubclass(got, wanted), (name, declared)


def test_the_screen_is_a_game_screen_of_this_game(entry: GameEntry) -> None:
    screen = entry.screen.load()
    assert issubclass(screen, GameScreen) and screen.game_id == entry.id


def test_the_session_is_a_game_session_of_this_game(entry: GameEntry) -> None:
    session = entry.session.load()
    assert issubclass(session, GameSession) and session.game_id == entry.id
    assert getattr(entry.screen.load(), "session_class", None) is session


def test_the_files_are_declared(entry: GameEntry) -> None:
    module = entry.schema.load()
    for name in ("SAVE", "STATS"):
        assert isinstance(getattr(module, name, None), Schema), f"{entry.id} declares no {name}"
        assert game_schema(entry.id, name) is getattr(module, name)
    preferences = getattr(module, "PREFERENCES", None)
    assert preferences is None or isinstance(preferences, Schema)


def test_every_discovered_game_has_a_kit(entry: GameEntry) -> None:
    kit = kit_of(entry)
    assert set(SAVE_KINDS) <= set(kit.saves)


def test_the_kits_files_fit_the_games_schemas(entry: GameEntry) -> None:
    kit = kit_of(entry)
    save = game_schema(entry.id, "SAVE")
    for make in kit.saves.values():
        save.validate(make())  # raises, naming where
    stats = game_schema(entry.id, "STATS")
    assert stats.salvage(kit.record())[1] == []
    if kit.finished_record is not None:
        assert stats.salvage(kit.finished_record())[1] == []
    if kit.old_stats is not None:
        version, record = kit.old_stats
        assert version < version_of(stats)


def test_the_hooks_answer_for_every_kit_position(entry: GameEntry) -> None:
    kit = kit_of(entry)
    record = kit.record()
    page = entry.stats_page.load()(record)
    assert isinstance(page, StatsPage) and isinstance(entry.stats_page.load()({}), StatsPage)
    assert isinstance(entry.help.load()(), str) and "<h3>" in entry.help.load()()
    home_line = entry.home_line.load()
    # No save: "" (or what a game waits for before its first one: Reversi's choice).
    assert isinstance(home_line(None, {}), str)
    for make in kit.saves.values():
        assert isinstance(home_line(make(), record), str)
    save_schema = game_schema(entry.id, "SAVE")
    for make in kit.saves.values():
        if entry.clear_counted is not None:
            save_schema.validate(entry.clear_counted.load()(make()))
        if entry.count_after_reset is not None:
            counted = kit.record()
            assert entry.count_after_reset.load()(make(), counted) is None
            assert game_schema(entry.id, "STATS").salvage(counted)[1] == []
    if entry.keys is not None:
        groups = entry.keys.load()()
        assert groups and all(isinstance(group, KeyGroup) for group in groups)
        for group in groups:
            assert group.title and group.keys, group
            assert all(keys.strip() and what.strip() for keys, what in group.keys), group
    if entry.samples is not None:
        samples = entry.samples.load()()
        assert samples and all(
            isinstance(values, list) and values and all(isinstance(v, str) for v in values)
            for values in samples.values()
        )


# ---- a broken hook is an error, never skipped ------------------------------------------


def test_a_hook_that_does_not_import_raises() -> None:
    with pytest.raises(ModuleNotFoundError):
        Hook("tests.games.template.no_such_module:help_html").load()
    with pytest.raises(AttributeError):
        Hook("tests.games.template.help:no_such_function").load()


def test_a_broken_schema_module_is_an_error_not_a_generic_schema(
    monkeypatch: pytest.MonkeyPatch, with_template: list[GameEntry]
) -> None:
    import dataclasses

    template = next(e for e in with_template if e.id == "template")
    broken = dataclasses.replace(template, schema=Hook("tests.games.template.no_such_schema"))
    monkeypatch.setattr(registry, "find", lambda game_id: broken)
    with pytest.raises(ModuleNotFoundError):
        game_schema("template", "SAVE")


def test_a_game_package_that_does_not_import_stops_discovery(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    games = tmp_path / "brokengames"
    (games / "fine").mkdir(parents=True)
    (games / "__init__.py").write_text("")
    (games / "fine" / "__init__.py").write_text("raise ImportError('a typo')\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.raises(ImportError, match="a typo"):
        registry.discover("brokengames")
