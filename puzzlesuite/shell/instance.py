"""One Puzzle Suite per data folder.

Two processes on the same files would each keep statistics in memory and overwrite each
other's counts. The first launch holds a `QLockFile` in the data folder for its whole
life; a second launch finds the lock taken, asks the running one to bring its window
forward, and exits. A lock left by a killed process is stale (its process is gone) and
is taken over. So is a lock nobody can read (empty or garbled: a crash while it was
written, a full disk), once it is still unreadable a moment later. A lock written on
another computer (a home folder shared over the network) is never taken over silently:
its process cannot be checked from here, so the user is told which computer holds it and
decides (`LockState.OTHER_HOST`, then `take_over`).

The request is a file, `<data>/show-window.request`, that the running instance watches
for with a `QFileSystemWatcher` and removes (which tells the second launch it was
heard). A local socket (QLocalServer) would do the same but needs QtNetwork, which
would add about 3.5 MB and Kerberos libraries to the bundle for one message.

Temporary files of interrupted writes (`.<name>.<pid>.tmp`) can only be removed safely
by the process that holds the lock: no other process can be writing them.
"""

from __future__ import annotations

import os
import re
import time
from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QLockFile, QObject, QSysInfo, Signal

from puzzlesuite.services.paths import Paths

LOCK_NAME = "puzzlesuite.lock"
REQUEST_NAME = "show-window.request"
# What write_atomically leaves behind when killed mid-write.
TEMPORARY = re.compile(r"^\..+\.\d+\.tmp$")
# QLockFile writes its whole content at once; one still unreadable after this is no one's.
UNREADABLE_GRACE = 0.3


class LockState:
    HELD = "held"  # this process owns the data folder
    TAKEN = "taken"  # another running process owns it
    OTHER_HOST = "other host"  # a process on another computer holds it (`holder_host`)
    UNAVAILABLE = "unavailable"  # no lock can be made here (read-only folder): run anyway


class SingleInstance(QObject):
    show_requested = Signal()  # a second launch asked for this window

    def __init__(self, paths: Paths, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.paths = paths
        self.request = paths.data / REQUEST_NAME
        self._lock: QLockFile | None = None
        self._watcher: QFileSystemWatcher | None = None
        self.holder_host = ""  # OTHER_HOST: the computer named in the lock
        self._other_hosts_lock: QLockFile | None = None

    def acquire(self) -> str:
        """Take the data folder: `LockState.HELD`, `TAKEN`, `OTHER_HOST` or `UNAVAILABLE`."""
        try:
            self.paths.data.mkdir(parents=True, exist_ok=True)
        except OSError:
            return LockState.UNAVAILABLE
        lock = QLockFile(str(self.paths.data / LOCK_NAME))
        lock.setStaleLockTime(0)  # held for hours; stale only when its process is gone
        if lock.tryLock(0):
            return self._held(lock)
        if lock.error() != QLockFile.LockError.LockFailedError:
            return LockState.UNAVAILABLE
        if not _readable(lock):
            time.sleep(UNREADABLE_GRACE)
            if not _readable(lock):
                return self.take_over(lock)
        _pid, host, _app = lock.getLockInfo()
        if host != QSysInfo.machineHostName():
            self.holder_host = host
            self._other_hosts_lock = lock
            return LockState.OTHER_HOST
        return LockState.TAKEN

    def take_over(self, lock: QLockFile | None = None) -> str:
        """Remove the lock another computer (or nobody readable) left and take it; only
        when the user chose to, or for a lock that names no one."""
        lock = lock or self._other_hosts_lock
        if lock is None:
            return LockState.UNAVAILABLE
        self._other_hosts_lock = None
        lock.removeStaleLockFile()
        if lock.tryLock(0):
            return self._held(lock)
        if lock.error() == QLockFile.LockError.LockFailedError:
            return LockState.TAKEN  # taken again meanwhile
        return LockState.UNAVAILABLE

    def _held(self, lock: QLockFile) -> str:
        self._lock = lock
        self._listen()
        return LockState.HELD

    def release(self) -> None:
        if self._watcher is not None:
            self._watcher.removePaths(self._watcher.directories())
            self._watcher = None
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None

    def ask_running_to_show(self, timeout: float = 3.0) -> bool:
        """From a second launch: ask the running instance to bring its window forward;
        True once it has taken the request (it removes the file)."""
        try:
            self.request.write_text(str(os.getpid()), encoding="utf-8")
        except OSError:
            return False
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if not os.path.lexists(self.request):
                return True
            time.sleep(0.05)
        # Busy: it comes forward when it gets to the request. (Only a live process of this
        # computer gets here: an unreadable lock or a dead process's was taken over.)
        return False

    def remove_stale_temporaries(self) -> list[Path]:
        """Delete what interrupted writes left; only while holding the lock."""
        if self._lock is None:
            return []
        removed = []
        for folder in (self.paths.config, self.paths.saves, self.paths.stats):
            try:
                names = sorted(os.listdir(folder))
            except OSError:
                continue
            for name in names:
                path = folder / name
                if TEMPORARY.match(name) and path.is_file() and not path.is_symlink():
                    try:
                        path.unlink()
                    except OSError:
                        continue
                    removed.append(path)
        return removed

    def _listen(self) -> None:
        # A request left from before this process is no one's any more.
        self._take_request()
        watcher = QFileSystemWatcher([str(self.paths.data)], self)
        watcher.directoryChanged.connect(self._directory_changed)
        self._watcher = watcher

    def _directory_changed(self, _folder: str) -> None:
        if self._take_request():
            self.show_requested.emit()

    def _take_request(self) -> bool:
        try:
            self.request.unlink()
        except OSError:  # not there (the usual case), or not ours to remove
            return False
        return True


def _readable(lock: QLockFile) -> bool:
    """Does the lock file name a process and a computer?"""
    pid, host, _app = lock.getLockInfo()
    return pid > 0 and bool(host)
