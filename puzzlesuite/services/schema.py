"""Declarative structural schemas for every file the app keeps.

A file's owner declares its shape next to its code (each game in
`puzzlesuite/games/<id>/schema.py`, settings in `services/settings.py`); the store checks
every file against it in one place before anyone sees the data, and checks every write
too, so the app never writes a file it would refuse to read.

    SAVE = Obj({"seed": Int(0, 2**64 - 1), "cells": List(Int(0, 9), 81, 81)}, version=1)
    STATS = Map(Str(16), Obj({"played": Int(0, MAX_COUNT)}, required=()))

What the schemas guarantee to the code that reads the data: types, bounds (every number
finite and small enough for Babel and for `int()`), lengths, and nesting no deeper than
`MAX_DEPTH`. Game rules that no schema can express (a Reversi board must have its centre
four occupied) stay in the models and fail through `SaveService.discard_unreadable`.

Unknown keys of an object are not errors: a newer version may have added them. They are
kept, if they are plain JSON within the generic bounds of `Json`, so that a file written
by a newer version survives being opened and saved by an older one (`carry_unknown`).

A schema change that an older reader would misread bumps the top-level `version`; the
store applies `migrations[n]` (payload of version n → payload of version n+1) in turn.
A file whose version is newer than the code knows raises `NewerVersion`: the store then
leaves that file exactly as it is (docs/FILES.md, "Versions").

Salvage: in `salvage` mode (settings, statistics) a bad optional field of an object or a
bad entry of a map is dropped and named, and the rest is kept; a bad required field fails
its object, and a bad item fails its list (a position is all or nothing).

Rules between fields of one object (`Obj(rules=(at_most("won", "played"),))`) are checked
when a file is read, after its fields; a broken rule fails the object (salvage drops it
as a whole). Writes leave rules out (`validate(value, rules=False)`).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

# Deepest nesting any file of ours may have (ours use at most 4). Everything else keeps
# far below Python's recursion limit, so deepcopy and our own recursion are safe.
MAX_DEPTH = 16
# Generous bounds for any count or score (Babel cannot format numbers from ~10**27) and
# for any duration in seconds (3,000 years).
MAX_COUNT = 10**15
MAX_SECONDS = 10.0**11

# A file version above this is damage, not a newer release (we bump one at a time).
MAX_VERSION = 10_000

Migration = Callable[[Any], Any]
# A rule between an object's fields, checked when a file is read: "" when it holds, else
# what is wrong. Never checked on writes: a session may rightly break one (a solve counted
# in statistics that lost the puzzle's start) and must not fail for it.
Rule = Callable[[Mapping[str, Any]], str]


class Invalid(ValueError):
    """A file, or a value in it, that is JSON but not what we write; the message names
    where it is."""


class NewerVersion(Exception):
    """The file was written by a newer version of the app (its file version is higher
    than the schema's): not damage, and never to be changed by this version."""

    def __init__(self, found: int, known: int) -> None:
        super().__init__(f"file version {found} is newer than this app ({known})")
        self.found = found


@dataclass
class _Walk:
    """The state of one check: salvage or strict, and what salvage dropped."""

    salvage: bool
    rules: bool = True  # False for a write: see `Obj.rules`
    dropped: list[str] = field(default_factory=list)


def _where(path: str, key: object) -> str:
    return f"{path}.{key}" if path else str(key)


def _fail(path: str, what: str) -> Invalid:
    return Invalid(f"{path or 'file'}: {what}")


class Schema:
    """A structural rule for one JSON value."""

    def validate(self, value: Any, *, rules: bool = True) -> Any:
        """The value as checked (unknown keys kept); raises `Invalid` on anything else.
        `rules=False` for a write: the objects' rules (`Obj.rules`) are left out."""
        return self._check(value, "", 0, _Walk(salvage=False, rules=rules))

    def salvage(self, value: Any) -> tuple[Any, list[str]]:
        """The value with bad optional parts dropped, and where they were. Raises
        `Invalid` when the value itself (or a required part) cannot be used."""
        walk = _Walk(salvage=True)
        return self._check(value, "", 0, walk), walk.dropped

    def _check(self, value: Any, path: str, depth: int, walk: _Walk) -> Any:
        raise NotImplementedError


@dataclass(frozen=True)
class Int(Schema):
    lo: int
    hi: int

    def _check(self, value: Any, path: str, depth: int, walk: _Walk) -> Any:
        # bool is an int subclass; true/false where a number belongs is damage.
        if not isinstance(value, int) or isinstance(value, bool):
            raise _fail(path, "not an integer")
        if not self.lo <= value <= self.hi:
            raise _fail(path, "out of range")
        return value


@dataclass(frozen=True)
class Num(Schema):
    """A finite number (an integer is fine too). json.loads accepts Infinity and NaN."""

    lo: float
    hi: float

    def _check(self, value: Any, path: str, depth: int, walk: _Walk) -> Any:
        if not isinstance(value, int | float) or isinstance(value, bool):
            raise _fail(path, "not a number")
        if isinstance(value, float) and not math.isfinite(value):
            raise _fail(path, "not a finite number")
        if not self.lo <= value <= self.hi:
            raise _fail(path, "out of range")
        return value


@dataclass(frozen=True)
class Str(Schema):
    """Text of at most `max_len` characters; one of `choices`, or only characters from
    `charset`, when given."""

    max_len: int
    choices: tuple[str, ...] | None = None
    charset: frozenset[str] | None = None

    def __init__(
        self, max_len: int, choices: Iterable[str] | None = None, charset: str | None = None
    ) -> None:
        object.__setattr__(self, "max_len", max_len)
        object.__setattr__(self, "choices", None if choices is None else tuple(choices))
        object.__setattr__(self, "charset", None if charset is None else frozenset(charset))

    def _check(self, value: Any, path: str, depth: int, walk: _Walk) -> Any:
        if not isinstance(value, str):
            raise _fail(path, "not text")
        if len(value) > self.max_len:
            raise _fail(path, "text too long")
        if self.choices is not None and value not in self.choices:
            raise _fail(path, "not one of the known values")
        if self.charset is not None and not self.charset.issuperset(value):
            raise _fail(path, "unexpected characters")
        return value


@dataclass(frozen=True)
class Bool(Schema):
    def _check(self, value: Any, path: str, depth: int, walk: _Walk) -> Any:
        if not isinstance(value, bool):
            raise _fail(path, "not true or false")
        return value


@dataclass(frozen=True)
class Nullable(Schema):
    inner: Schema

    def _check(self, value: Any, path: str, depth: int, walk: _Walk) -> Any:
        return None if value is None else self.inner._check(value, path, depth, walk)


def _enter(path: str, depth: int) -> int:
    if depth >= MAX_DEPTH:
        raise _fail(path, "nested too deeply")
    return depth + 1


@dataclass(frozen=True)
class List(Schema):
    """A list whose items all fit `item`. Positional data: one bad item fails the list."""

    item: Schema
    min_len: int = 0
    max_len: int = 10_000  # a 50×30 board's cells fit; pass the real bound when known

    def _check(self, value: Any, path: str, depth: int, walk: _Walk) -> Any:
        depth = _enter(path, depth)
        if not isinstance(value, list):
            raise _fail(path, "not a list")
        if not self.min_len <= len(value) <= self.max_len:
            raise _fail(path, "wrong number of items")
        strict = _Walk(salvage=False, rules=walk.rules)
        return [self.item._check(v, _where(path, i), depth, strict) for i, v in enumerate(value)]


class _Versioned(Schema):
    """A top-level schema can carry the file's version and its forward migrations."""

    version: int
    migrations: Mapping[int, Migration]

    def upgrade(self, payload: Any, found: object) -> Any:
        """The payload of file version `found`, migrated to `version`."""
        if not isinstance(found, int) or isinstance(found, bool) or not 1 <= found <= MAX_VERSION:
            raise Invalid(f"file version {found!r} is not a version")
        if found > self.version:
            raise NewerVersion(found, self.version)
        for step in range(found, self.version):
            if step not in self.migrations:
                raise Invalid(f"no migration from version {step}")
            payload = self.migrations[step](payload)
        return payload


@dataclass(frozen=True)
class Map(_Versioned):
    """An object used as a dictionary: every key fits `key`, every value fits `value`
    (or `value(key)`, to pick a schema by key). Salvage drops bad entries one by one."""

    key: Str
    value: Schema | Callable[[str], Schema]
    max_items: int = 256
    version: int = 1
    migrations: Mapping[int, Migration] = field(default_factory=dict)

    def value_schema(self, key: str) -> Schema:
        """The schema of the value at `key`."""
        return self.value if isinstance(self.value, Schema) else self.value(key)

    def _check(self, value: Any, path: str, depth: int, walk: _Walk) -> Any:
        depth = _enter(path, depth)
        if not isinstance(value, dict):
            raise _fail(path, "not an object")
        if len(value) > self.max_items:
            raise _fail(path, "too many entries")
        result = {}
        for k, v in value.items():
            where = _where(path, k)
            try:
                self.key._check(k, where, depth, walk)
                result[k] = self.value_schema(k)._check(v, where, depth, walk)
            except Invalid as error:
                if not walk.salvage:
                    raise
                walk.dropped.append(str(error))
        return result


@dataclass(frozen=True)
class Obj(_Versioned):
    """An object with known fields. `required=None` means every field is required;
    `required=()` none (an absent field takes the owner's default). Other keys are
    kept when they are plain JSON within `Json`'s bounds, and dropped otherwise."""

    fields: Mapping[str, Schema]
    required: frozenset[str] = frozenset()
    version: int = 1
    migrations: Mapping[int, Migration] = field(default_factory=dict)
    rules: tuple[Rule, ...] = ()

    def __init__(
        self,
        fields: Mapping[str, Schema],
        required: Iterable[str] | None = None,
        version: int = 1,
        migrations: Mapping[int, Migration] | None = None,
        rules: Iterable[Rule] = (),
    ) -> None:
        needed = frozenset(fields if required is None else required)
        if not needed <= set(fields):
            raise ValueError(f"required fields not declared: {sorted(needed - set(fields))}")
        object.__setattr__(self, "fields", dict(fields))
        object.__setattr__(self, "required", needed)
        object.__setattr__(self, "version", version)
        object.__setattr__(self, "migrations", dict(migrations or {}))
        object.__setattr__(self, "rules", tuple(rules))

    def _check(self, value: Any, path: str, depth: int, walk: _Walk) -> Any:
        depth = _enter(path, depth)
        if not isinstance(value, dict):
            raise _fail(path, "not an object")
        if len(value) > len(self.fields) + UNKNOWN.max_items:
            raise _fail(path, "too many entries")
        for name in sorted(self.required):
            if name not in value:
                raise _fail(_where(path, name), "missing")
        result = {}
        for k, v in value.items():
            where = _where(path, k)
            schema = self.fields.get(k) if isinstance(k, str) else None
            try:
                result[k] = (schema or UNKNOWN)._check(v, where, depth, walk)
            except Invalid as error:
                if not walk.salvage or k in self.required:
                    raise
                # An optional field or an unknown key: dropped, the rest kept.
                walk.dropped.append(str(error))
        for rule in self.rules if walk.rules else ():
            broken = rule(result)
            if broken:
                raise _fail(path, broken)  # salvage drops the whole object, if it may
        return result


def at_most(part: str, whole: str) -> Rule:
    """A rule: count `part` is never above count `whole` (an absent count is 0)."""

    def rule(value: Mapping[str, Any]) -> str:
        return f"more {part} than {whole}" if value.get(part, 0) > value.get(whole, 0) else ""

    return rule


@dataclass(frozen=True)
class Json(Schema):
    """Any plain JSON value within generic bounds: what unknown keys may hold, and the
    whole file of a game that declares no schema."""

    max_items: int = 10_000
    max_text: int = 10_000
    max_int: int = 2**64

    def _check(self, value: Any, path: str, depth: int, walk: _Walk) -> Any:
        if value is None or isinstance(value, bool):
            return value
        if isinstance(value, int):
            if abs(value) > self.max_int:
                raise _fail(path, "number too large")
            return value
        if isinstance(value, float):
            if not math.isfinite(value):
                raise _fail(path, "not a finite number")
            return value
        if isinstance(value, str):
            if len(value) > self.max_text:
                raise _fail(path, "text too long")
            return value
        depth = _enter(path, depth)
        strict = _Walk(salvage=False)
        if isinstance(value, list):
            if len(value) > self.max_items:
                raise _fail(path, "too many items")
            return [self._check(v, _where(path, i), depth, strict) for i, v in enumerate(value)]
        if isinstance(value, dict):
            if len(value) > self.max_items:
                raise _fail(path, "too many entries")
            return {k: self._check(v, _where(path, k), depth, strict) for k, v in value.items()}
        raise _fail(path, "not JSON")


UNKNOWN = Json()


def carry_unknown(schema: Schema, old: Any, new: Any) -> Any:
    """`new` plus the keys of `old` that `schema` does not declare (what a newer version
    wrote), at every depth: through objects, maps and nullable parts present in both, and
    into the items of a list that the new value keeps unchanged (a list is positional: an
    item the owner changed is new data, and an unknown key of the old item would not
    describe it any more)."""
    if isinstance(schema, Nullable):
        return new if old is None or new is None else carry_unknown(schema.inner, old, new)
    if isinstance(schema, List):
        return _carry_into_list(schema, old, new)
    if not isinstance(old, dict) or not isinstance(new, dict):
        return new
    if isinstance(schema, Obj):
        merged = dict(new)
        for k, v in old.items():
            if k not in schema.fields and k not in merged:
                merged[k] = v
            elif k in schema.fields and k in merged:
                merged[k] = carry_unknown(schema.fields[k], v, merged[k])
        return merged
    if isinstance(schema, Map):
        merged = dict(new)
        for k, v in old.items():
            if k in merged and isinstance(k, str):
                merged[k] = carry_unknown(schema.value_schema(k), v, merged[k])
        return merged
    return new


def _carry_into_list(schema: List, old: Any, new: Any) -> Any:
    if not isinstance(old, list) or not isinstance(new, list) or len(old) != len(new):
        return new
    return [
        carry_unknown(schema.item, before, after)
        if known_part(schema.item, before) == after
        else after
        for before, after in zip(old, new, strict=True)
    ]


def known_part(schema: Schema, value: Any) -> Any:
    """`value` without the keys `schema` does not declare, at every depth."""
    if isinstance(schema, Nullable):
        return None if value is None else known_part(schema.inner, value)
    if isinstance(schema, List) and isinstance(value, list):
        return [known_part(schema.item, item) for item in value]
    if isinstance(schema, Obj) and isinstance(value, dict):
        return {k: known_part(schema.fields[k], v) for k, v in value.items() if k in schema.fields}
    if isinstance(schema, Map) and isinstance(value, dict):
        return {
            k: known_part(schema.value_schema(k), v) for k, v in value.items() if isinstance(k, str)
        }
    return value


def version_of(schema: Schema) -> int:
    """The file version a top-level schema writes (1 for a schema without one)."""
    return schema.version if isinstance(schema, _Versioned) else 1


def upgrade(schema: Schema, payload: Any, found: object) -> Any:
    """Migrate a payload of file version `found` forward to the schema's version."""
    if isinstance(schema, _Versioned):
        return schema.upgrade(payload, found)
    if found != 1:
        raise Invalid(f"file version {found!r}, expected 1")
    return payload


# What a file gets when its owner declares no schema: any plain JSON object within the
# generic bounds (a game under construction, the shell tests' fake game).
GENERIC = Obj({})


def game_schema(game_id: str, name: str) -> Schema:
    """The schema `name` ("SAVE", "STATS" or "PREFERENCES") that the game `game_id`
    declares in the module its entry names (`GameEntry.schema`, imported on first use);
    `GENERIC` for an id that is not a known game (a key read from settings.json never
    chooses a module to import) or a game that does not declare that name. A schema
    module that does not import is an error, never a generic schema."""
    module = _game_schema_module(game_id)
    schema = getattr(module, name, None) if module is not None else None
    return schema if isinstance(schema, Schema) else GENERIC


def _game_schema_module(game_id: str) -> ModuleType | None:
    # Not cached here: discovery is, and a module imported once is a dictionary look-up.
    from puzzlesuite.core import registry  # imported late: discovery imports the games

    entry = registry.find(game_id)
    return entry.schema.load() if entry is not None else None
