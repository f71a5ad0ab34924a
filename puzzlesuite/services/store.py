"""Atomic, defensive JSON files.

Every file the app keeps goes through `JsonStore`. Writing is atomic (temporary file in
the same folder, fsync, `os.replace`), so a crash leaves either the old or the new file.
Reading never raises: every document is checked against its owner's declarative schema
(puzzlesuite.services.schema); a file that cannot be used is moved aside with a
timestamp, a `Problem` is reported, and the caller gets `None` and starts from defaults
(or, for settings and statistics, the parts that were valid).

A file written by a newer version (its `schema` is higher than ours) is not damage: it
is never renamed, moved or written. It stays read-only until the app quits: the caller
gets `None` (defaults), what it saves is kept in memory only, and one `Problem` names the
version that wrote it (every file records `written_by`).

Before the first write over a file that was migrated from an older version, a copy of
the original is kept next to it (`<name>.schema-<old>-<time>`).

A write that fails (full disk, read-only folder, a file where the folder should be) is
kept in memory, reported once with why (`storage_failure`), and retried at the next
write that succeeds. A file that is a link is written through when it points inside its
folder and never written when it points outside. docs/FILES.md has the
whole policy.
"""

from __future__ import annotations

import contextlib
import copy
import dataclasses
import errno
import functools
import json
import os
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any

import puzzlesuite
from puzzlesuite.services.schema import Invalid, NewerVersion, Schema, Str, upgrade, version_of

# Our files are a few kilobytes; anything this large is not ours.
MAX_FILE_BYTES = 4 * 1024 * 1024
VERSION_KEY = "schema"  # every document's file version, next to its payload
WRITER_KEY = "written_by"  # the app version that wrote the file ("0.2.0")
META_KEYS = (VERSION_KEY, WRITER_KEY)
# What a version string may look like when a notice quotes it from a file.
WRITER = Str(32, charset="0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.+-")


class ProblemKind(Enum):
    UNREADABLE = "unreadable"  # moved aside (when the folder allows), defaults used
    UNWRITABLE = "unwritable"  # kept in memory, written at the next change that can be
    NEWER = "newer"  # written by a newer version: left untouched, defaults used
    LINKED_OUTSIDE = "linked outside"  # a link out of the folder: read, never written


class StorageKind(Enum):
    BLOCKED = "blocked"  # a file (or a broken link) stands where a folder should be
    FULL = "full"  # no space left (or over quota)
    UNWRITABLE = "unwritable"  # read-only, no permission, or any other refusal


@dataclass(frozen=True)
class StorageProblem:
    """Why a folder cannot keep files: one answer for the start check and every notice."""

    kind: StorageKind
    folder: Path  # BLOCKED: the file in the way; else the folder that refused
    detail: str = ""

    def naming(self, known: Callable[[Path], Path]) -> StorageProblem:
        """The same, naming the folder as the player knows it (`Paths.known_folder`); a
        file in the way is named exactly."""
        if self.kind is StorageKind.BLOCKED:
            return self
        return dataclasses.replace(self, folder=known(self.folder))


@dataclass(frozen=True)
class Problem:
    kind: ProblemKind
    path: Path
    moved_to: Path | None = None  # None: the folder refused, the file was left in place
    detail: str = ""
    partial: bool = False  # only the parts named in `detail` were lost; the rest is used
    written_by: str = ""  # NEWER: the version named in the file ("" when it names none)
    storage: StorageProblem | None = None  # UNWRITABLE: why
    target: Path | None = None  # LINKED_OUTSIDE: where the link points


InvalidFile = Invalid

ProblemSink = Callable[[Problem], None]


class JsonStore:
    """JSON documents under one folder: `{"schema": version, "written_by": "0.2.0",
    **payload}`, or with the payload under one key (`{"schema": 1, …, "record": {...}}`).
    Every read and every write goes through the document's `Schema`
    (puzzlesuite.services.schema)."""

    def __init__(self, folder: Path, report: ProblemSink) -> None:
        self.folder = Path(folder)
        self._report = report
        # Documents whose write failed: reads return them so the session stays coherent.
        self._unsaved: dict[str, Any] = {}
        # The text each of them still has to be written as (retried at every save) and
        # the names reported as failing (reported again only after a success).
        self._pending: dict[str, str] = {}
        self._failing: set[str] = set()
        # Files a newer version wrote: read-only for this whole session.
        self._newer: set[str] = set()
        # Links to files outside the folder: read, never written, moved or deleted.
        self._linked_outside: set[str] = set()
        # Stores whose failed writes are retried whenever this one writes (`retry_together`).
        self._together: tuple[JsonStore, ...] = ()
        # Files read through a migration: name → the version they were written as.
        self._migrated_from: dict[str, int] = {}

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
        if name in self._newer or not os.path.lexists(path):
            return None
        if os.path.islink(path):
            target, inside = self._link_target(name)
            if not inside and name not in self._linked_outside:
                self._linked_outside.add(name)
                self._report(Problem(ProblemKind.LINKED_OUTSIDE, path, target=target))
            if not os.path.exists(target):
                return None  # what `delete` leaves of a link: its file is written anew
        try:
            document = self._load_document(path)
            found = document.get(VERSION_KEY)
            payload = upgrade(schema, _unwrap(document, key), found)
            if salvage:
                payload, dropped = schema.salvage(payload)
            else:
                payload, dropped = schema.validate(payload), []
        except NewerVersion:
            self._newer.add(name)
            self._report(Problem(ProblemKind.NEWER, path, written_by=_writer_of(document)))
            return None
        except OSError as error:
            self._quarantine(path, f"cannot read: {error}")
            return None
        except Exception as error:  # noqa: BLE001 — anything a foreign file provokes
            # (RecursionError, OverflowError, a migration's KeyError…) means unusable.
            self._quarantine(path, f"{type(error).__name__}: {error}"[:500])
            return None
        if isinstance(found, int) and found != version_of(schema):
            self._migrated_from[name] = found
        if dropped:
            self._salvaged(name, schema, payload, key, dropped)
        return payload

    def save(self, name: str, schema: Schema, payload: Any, *, key: str | None = None) -> bool:
        """Check `payload` (raises `Invalid` for data we would refuse to read back: a
        bug, never the user's doing) and write it atomically; False when it was kept in
        memory only: a newer version wrote the file or it links out of the folder (for
        the whole session), or the write failed (reported, with what failed; retried at
        the next save of any document of this folder)."""
        payload = schema.validate(payload, rules=False)
        if self.is_read_only(name):
            self._unsaved[name] = copy.deepcopy(payload)
            return False
        document = _wrap(payload, version_of(schema), key)
        self._pending[name] = json.dumps(document, ensure_ascii=False, indent=1)
        self._unsaved[name] = copy.deepcopy(payload)
        written = self._write_pending(name)
        if written:  # the disk takes writes again: what failed before follows at once
            for store in (self, *self._together):
                store.retry_pending()
        return written

    def retry_pending(self) -> None:
        """Write what failed before, oldest first; stop at the first that fails again."""
        for name in list(self._pending):
            if not self._write_pending(name):
                return

    def _write_pending(self, name: str) -> bool:
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            self._keep_premigration_copy(name)
            write_atomically(self._write_path(name), self._pending[name])
        except OSError as error:
            if name not in self._failing:
                self._failing.add(name)
                why = storage_failure(self.folder, error)
                self._report(Problem(ProblemKind.UNWRITABLE, self.path(name), storage=why))
            return False
        del self._pending[name]
        self._unsaved.pop(name, None)
        self._failing.discard(name)
        return True

    @property
    def unsaved(self) -> list[str]:
        """Names whose latest change is not on disk yet (their writes failed)."""
        return sorted(self._pending)

    def delete(self, name: str) -> None:
        """Remove the document (for a link inside the folder: its file, the link stays)."""
        self._unsaved.pop(name, None)
        self._pending.pop(name, None)
        self._failing.discard(name)
        if self.is_read_only(name):
            return  # not ours to remove
        with contextlib.suppress(OSError):
            self._write_path(name).unlink()

    def quarantine(self, name: str, reason: str) -> None:
        """Move a document that its owner cannot use aside and report it."""
        self._unsaved.pop(name, None)
        self._pending.pop(name, None)
        if name not in self._newer and os.path.lexists(self.path(name)):
            self._quarantine(self.path(name), reason)

    def is_read_only(self, name: str) -> bool:
        """True for a file this session never changes: a newer version wrote it, or it
        is a link to a file outside the folder."""
        return name in self._newer or name in self._linked_outside

    def _link_target(self, name: str) -> tuple[Path, bool]:
        """Where the link `name` points, and whether that is inside this folder."""
        target = Path(os.path.realpath(self.path(name)))
        return target, target.is_relative_to(os.path.realpath(self.folder))

    def _write_path(self, name: str) -> Path:
        """The file a write of `name` replaces: the link's file for a link inside the
        folder (so the link stays a link), else the name itself."""
        path = self.path(name)
        if os.path.islink(path):
            target, inside = self._link_target(name)
            if inside:
                return target
        return path

    def _keep_premigration_copy(self, name: str) -> None:
        """Before the first write over a migrated file: copy the original next to it, so
        a migration that turns out wrong costs nothing. Raises OSError when no copy can
        be made; then the original is not overwritten either."""
        found = self._migrated_from.get(name)
        if found is None:
            return
        original = self._write_path(name)  # for a link inside the folder: its file
        if os.path.isfile(original) and not os.path.islink(original):
            copy_exclusively(original, aside_name(original, f"schema-{found}"))
        del self._migrated_from[name]

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
        moved_to = self._move_aside(name)
        if moved_to is not None:
            self.save(name, schema, payload, key=key)
        detail = "; ".join(dropped[:5])[:500]
        path = self.path(name)
        self._report(Problem(ProblemKind.UNREADABLE, path, moved_to, detail, partial=True))

    def _quarantine(self, path: Path, reason: str) -> None:
        moved_to = self._move_aside(path.name)
        self._report(Problem(ProblemKind.UNREADABLE, path, moved_to, reason))

    def _move_aside(self, name: str) -> Path | None:
        """Move the file aside: for a link inside the folder its file (the link stays and
        the next write makes its file anew), else the name itself (a link outside is
        renamed, its target untouched, and the name becomes a plain file of ours)."""
        moved_to = _move_aside(self._write_path(name))
        if moved_to is not None:
            self._linked_outside.discard(name)
        return moved_to


def retry_together(*stores: JsonStore) -> None:
    """A successful write to any of `stores` retries the failed writes of all of them, so
    saves and statistics written after a full disk come from the same moment."""
    for store in stores:
        store._together = tuple(other for other in stores if other is not store)


# The start check's probe is never smaller than the largest file the app writes: a fully
# opened 50×30 Minesweeper board is 12.7 KB (measured); a new installation has no files
# to measure yet.
MIN_PROBE_BYTES = 16 * 1024
FULL_ERRNOS = {errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)}


def blocked_by(folder: Path) -> Path | None:
    """The first of `folder` and its parents that exists but is not a folder: a file (or
    a broken link) in the way, so nothing can be made inside."""
    for candidate in (folder, *folder.parents):
        if os.path.lexists(candidate):
            return None if os.path.isdir(candidate) else candidate
    return None


def storage_failure(folder: Path, error: OSError) -> StorageProblem:
    """What a failed write to `folder` means, in the kinds the notices name."""
    blocker = blocked_by(folder)
    if blocker is not None:
        return StorageProblem(StorageKind.BLOCKED, blocker, str(error))
    if error.errno in FULL_ERRNOS:
        return StorageProblem(StorageKind.FULL, folder, str(error))
    return StorageProblem(StorageKind.UNWRITABLE, folder, str(error))


def largest_file(folders: Iterable[Path]) -> int:
    """Size of the largest regular file directly in `folders` (0 when none)."""
    sizes = [0]
    for folder in folders:
        with contextlib.suppress(OSError):
            for entry in os.scandir(folder):
                with contextlib.suppress(OSError):
                    if entry.is_file(follow_symlinks=False):
                        sizes.append(entry.stat(follow_symlinks=False).st_size)
    return max(sizes)


def storage_problem(folders: Iterable[Path]) -> StorageProblem | None:
    """The start check: every folder exists (or can be made) and takes a probe file as
    large as the largest file kept in any of them; the first that cannot, and why."""
    folders = list(folders)
    probe = b"\0" * max(MIN_PROBE_BYTES, largest_file(folders))
    for folder in folders:
        try:
            folder.mkdir(parents=True, exist_ok=True)
            fd, tmp = _create_temporary(folder / "probe")
            try:
                with os.fdopen(fd, "wb") as handle:
                    handle.write(probe)
                    handle.flush()
            finally:
                with contextlib.suppress(OSError):
                    tmp.unlink()
        except OSError as error:
            return storage_failure(folder, error)
    return None


def _unwrap(document: dict[str, Any], key: str | None) -> Any:
    if key is None:
        return {k: v for k, v in document.items() if k not in META_KEYS}
    if key not in document:
        raise InvalidFile(f"no {key} in the file")
    return document[key]


def _wrap(payload: Any, version: int, key: str | None) -> dict[str, Any]:
    meta = {VERSION_KEY: version, WRITER_KEY: app_version()}
    if key is None:
        return {**meta, **payload}
    return {**meta, key: payload}


def _writer_of(document: dict[str, Any]) -> str:
    """The version that wrote `document`, when it names a plausible one."""
    try:
        return str(WRITER.validate(document.get(WRITER_KEY)))
    except Invalid:
        return ""


@functools.cache
def app_version() -> str:
    return str(puzzlesuite.__version__)


def _move_aside(path: Path) -> Path | None:
    """Rename a file we cannot use so that nothing is lost; None when the folder refuses
    (read-only): then it stays where it is, never deleted."""
    moved_to = aside_name(path)
    try:
        os.replace(path, moved_to)
    except OSError:
        return None
    return moved_to


def aside_name(path: Path, label: str = "corrupt") -> Path:
    """A free name next to `path`: `<name>.<label>-<time>` (then -2, -3… the same second)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    candidate = path.with_name(f"{path.name}.{label}-{stamp}")
    counter = 1
    while os.path.lexists(candidate):
        counter += 1
        candidate = path.with_name(f"{path.name}.{label}-{stamp}-{counter}")
    return candidate


def copy_exclusively(source: Path, target: Path) -> None:
    """Copy `source` to a new file `target` (never through a link, never over a file)."""
    data = source.read_bytes()
    fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL | NOFOLLOW, FILE_MODE)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
    except BaseException:
        with contextlib.suppress(OSError):
            target.unlink()
        raise


# O_NOFOLLOW is POSIX; elsewhere O_EXCL alone already refuses an existing link.
NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
TEMPORARY_ATTEMPTS = 20
FILE_MODE = 0o666  # as open() makes files: the user's umask decides


def write_atomically(path: Path, text: str) -> None:
    """Write `text` so that `path` is always either the old or the new complete file.

    The temporary file is created exclusively and never through a link: a link planted
    at its name (by anyone who can write the folder) is passed over, never followed, so
    our data never goes to wherever it points."""
    fd, tmp = _create_temporary(path)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    _fsync_folder(path.parent)


def _create_temporary(path: Path) -> tuple[int, Path]:
    """A new, empty `.<name>.<pid>[.<n>].tmp` next to `path` (the names the lock holder
    clears at start-up), made with O_EXCL | O_NOFOLLOW: an existing name is skipped."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | NOFOLLOW
    for attempt in range(TEMPORARY_ATTEMPTS):
        suffix = f"{os.getpid()}.tmp" if attempt == 0 else f"{os.getpid()}.{attempt}.tmp"
        tmp = path.with_name(f".{path.name}.{suffix}")
        try:
            return os.open(tmp, flags, FILE_MODE), tmp
        except FileExistsError:
            continue
    raise FileExistsError(f"no free temporary name next to {path}")


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
