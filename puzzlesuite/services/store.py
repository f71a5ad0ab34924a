"""Atomic, defensive JSON files.

Every file the app keeps goes through `JsonStore`. Writing is atomic (temporary file in
the same folder, fsync, `os.replace`), so a crash leaves either the old or the new file.
Reading never raises: a file that cannot be used is moved aside with a timestamp, a
`Problem` is reported, and the caller gets `None` and starts from defaults.
"""

from __future__ import annotations

import contextlib
import json
import os
import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any, TypeVar

T = TypeVar("T")

# What json.loads and a validator raise for a file that is not what we wrote
# (InvalidFile is a ValueError).
# RecursionError: a small file of thousands of nested brackets defeats json.loads.
UNUSABLE = (ValueError, TypeError, LookupError, AttributeError, RecursionError)

# Our files are a few kilobytes; anything this large is not ours.
MAX_FILE_BYTES = 4 * 1024 * 1024


class ProblemKind(Enum):
    UNREADABLE = "unreadable"  # moved aside, defaults used
    UNWRITABLE = "unwritable"  # kept in memory only


@dataclass(frozen=True)
class Problem:
    kind: ProblemKind
    path: Path
    moved_to: Path | None = None
    detail: str = ""


class InvalidFile(ValueError):
    """Raised by validators for data that is JSON but not what we wrote."""


ProblemSink = Callable[[Problem], None]


class JsonStore:
    """JSON documents under one folder, each carrying a `schema` version."""

    def __init__(self, folder: Path, report: ProblemSink) -> None:
        self.folder = Path(folder)
        self._report = report
        # Documents whose write failed: reads return them so the session stays coherent.
        self._unsaved: dict[str, dict[str, Any]] = {}
        self._unwritable_reported = False

    def path(self, name: str) -> Path:
        return self.folder / name

    def read(self, name: str, schema: int, parse: Callable[[dict[str, Any]], T]) -> T | None:
        """Return `parse(document)`, or None when missing or unusable (then moved aside)."""
        if name in self._unsaved:
            return parse(self._unsaved[name])
        path = self.path(name)
        if not os.path.lexists(path):
            return None
        try:
            document = self._load_document(path, schema)
            return parse(document)
        except UNUSABLE as error:
            self._quarantine(path, str(error) or type(error).__name__)
            return None
        except OSError as error:
            self._quarantine(path, f"cannot read: {error}")
            return None

    def write(self, name: str, schema: int, data: dict[str, Any]) -> bool:
        document = {"schema": schema, **data}
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            write_atomically(self.path(name), json.dumps(document, ensure_ascii=False, indent=1))
        except OSError as error:
            self._unsaved[name] = document
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
    def _load_document(path: Path, schema: int) -> dict[str, Any]:
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
        if document.get("schema") != schema:
            raise InvalidFile(f"schema {document.get('schema')!r}, expected {schema}")
        return document

    def _quarantine(self, path: Path, reason: str) -> None:
        moved_to: Path | None = aside_name(path)
        try:
            os.replace(path, moved_to)  # type: ignore[arg-type]
        except OSError:
            moved_to = None  # read-only folder: leave it, never delete what we cannot read
        self._report(Problem(ProblemKind.UNREADABLE, path, moved_to, reason))


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


def require(condition: bool, what: str) -> None:
    """Validator helper: reject a document that is JSON but not in our shape."""
    if not condition:
        raise InvalidFile(what)
