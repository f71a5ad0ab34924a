"""Atomic, defensive JSON files.

Every file the app keeps goes through `JsonStore`. Writing is atomic (temporary file in
the same folder, fsync, `os.replace`), so a crash leaves either the old or the new file.
Reading never raises: every document is checked against its owner's declarative schema
(puzzlesuite.services.schema); a file that cannot be used is moved aside with a
timestamp, a `Problem` is reported, and the caller gets `None` and starts from defaults
(or, for settings and statistics, the parts that were valid).
"""

from __future__ import annotations

import contextlib
import copy
import json
import os
import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any

from puzzlesuite.services.schema import Invalid, Schema, upgrade, version_of

# Our files are a few kilobytes; anything this large is not ours.
MAX_FILE_BYTES = 4 * 1024 * 1024
VERSION_KEY = "schema"  # every document's file version, next to its payload


class ProblemKind(Enum):
    UNREADABLE = "unreadable"  # moved aside (when the folder allows), defaults used
    UNWRITABLE = "unwritable"  # kept in memory only


@dataclass(frozen=True)
class Problem:
    kind: ProblemKind
    path: Path
    moved_to: Path | None = None  # None: the folder refused, the file was left in place
    detail: str = ""
    partial: bool = False  # only the parts named in `detail` were lost; the rest is used


InvalidFile = Invalid

ProblemSink = Callable[[Problem], None]


class JsonStore:
    """JSON documents under one folder: `{"schema": version, **payload}`, or with the
    payload under one key (`{"schema": 1, "record": {...}}`). Every read and every write
    goes through the document's `Schema` (puzzlesuite.services.schema)."""

    def __init__(self, folder: Path, report: ProblemSink) -> None:
        self.folder = Path(folder)
        self._report = report
        # Documents whose write failed: reads return them so the session stays coherent.
        self._unsaved: dict[str, Any] = {}
        self._unwritable_reported = False

    def path(self, name: str) -> Path:
        return self.folder / name

    def load(
        self, name: str, schema: Schema, *, salvage: bool = False, key: str | None = None
    ) -> Any | None:
        """The checked payload, or None when missing or unusable (then moved aside and
        reported). With `salvage`, bad optional parts are dropped and the rest is used:
        the whole original is moved aside, the salvaged document written in its place.
        Never raises: a file we did not write must never stop the app."""
        if name in self._unsaved:
            return copy.deepcopy(self._unsaved[name])
        path = self.path(name)
        if not os.path.lexists(path):
            return None
        try:
            document = self._load_document(path)
            payload = upgrade(schema, _unwrap(document, key), document.get(VERSION_KEY))
            if salvage:
                payload, dropped = schema.salvage(payload)
            else:
                payload, dropped = schema.validate(payload), []
        except OSError as error:
            self._quarantine(path, f"cannot read: {error}")
            return None
        except Exception as error:  # noqa: BLE001 — anything a foreign file provokes
            # (RecursionError, OverflowError, a migration's KeyError…) means unusable.
            self._quarantine(path, f"{type(error).__name__}: {error}"[:500])
            return None
        if dropped:
            self._salvaged(name, schema, payload, key, dropped)
        return payload

    def save(self, name: str, schema: Schema, payload: Any, *, key: str | None = None) -> bool:
        """Check `payload` (raises `Invalid` for data we would refuse to read back: a
        bug, never the user's doing) and write it atomically; False when the folder
        cannot be written (reported once, kept in memory)."""
        payload = schema.validate(payload)
        document = _wrap(payload, version_of(schema), key)
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            write_atomically(self.path(name), json.dumps(document, ensure_ascii=False, indent=1))
        except OSError as error:
            self._unsaved[name] = copy.deepcopy(payload)
            if not self._unwritable_reported:
                self._unwritable_reported = True
                self._report(Problem(ProblemKind.UNWRITABLE, self.path(name), detail=str(error)))
            return False
        self._unsaved.pop(name, None)
        return True

    def delete(self, name: str) -> None:
        self._unsaved.pop(name, None)
        with contextlib.suppress(FileNotFoundError, IsADirectoryError, PermissionError):
            self.path(name).unlink()

    def quarantine(self, name: str, reason: str) -> None:
        """Move a document that its owner cannot use aside and report it."""
        self._unsaved.pop(name, None)
        if os.path.lexists(self.path(name)):
            self._quarantine(self.path(name), reason)

    @staticmethod
    def _load_document(path: Path) -> dict[str, Any]:
        if path.is_dir():
            raise InvalidFile("a folder stands where a file should be")
        if not path.is_file():
            # A pipe would block start-up forever; a link to a device could read without end.
            raise InvalidFile("not a regular file")
        if path.stat().st_size > MAX_FILE_BYTES:
            raise InvalidFile("file is far too large")
        raw = path.read_bytes()
        if not raw.strip():
            raise InvalidFile("file is empty")
        document = json.loads(raw.decode("utf-8"))  # UnicodeDecodeError is a ValueError
        if not isinstance(document, dict):
            raise InvalidFile("not a JSON object")
        return document

    def _salvaged(
        self, name: str, schema: Schema, payload: Any, key: str | None, dropped: list[str]
    ) -> None:
        path = self.path(name)
        moved_to = _move_aside(path)
        if moved_to is not None:
            self.save(name, schema, payload, key=key)
        detail = "; ".join(dropped[:5])[:500]
        self._report(Problem(ProblemKind.UNREADABLE, path, moved_to, detail, partial=True))

    def _quarantine(self, path: Path, reason: str) -> None:
        self._report(Problem(ProblemKind.UNREADABLE, path, _move_aside(path), reason))


def _unwrap(document: dict[str, Any], key: str | None) -> Any:
    if key is None:
        return {k: v for k, v in document.items() if k != VERSION_KEY}
    if key not in document:
        raise InvalidFile(f"no {key} in the file")
    return document[key]


def _wrap(payload: Any, version: int, key: str | None) -> dict[str, Any]:
    if key is None:
        return {VERSION_KEY: version, **payload}
    return {VERSION_KEY: version, key: payload}


def _move_aside(path: Path) -> Path | None:
    """Rename a file we cannot use so that nothing is lost; None when the folder refuses
    (read-only): then it stays where it is, never deleted."""
    moved_to = aside_name(path)
    try:
        os.replace(path, moved_to)
    except OSError:
        return None
    return moved_to


def aside_name(path: Path) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    candidate = path.with_name(f"{path.name}.corrupt-{stamp}")
    counter = 1
    while os.path.lexists(candidate):
        counter += 1
        candidate = path.with_name(f"{path.name}.corrupt-{stamp}-{counter}")
    return candidate


def write_atomically(path: Path, text: str) -> None:
    """Write `text` so that `path` is always either the old or the new complete file."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    _fsync_folder(path.parent)


def _fsync_folder(folder: Path) -> None:
    # Makes the rename itself durable; not possible on every platform.
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
