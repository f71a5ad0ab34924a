"""One Puzzle Suite per data folder.

Two processes on the same files would each keep statistics in memory and overwrite each
other's counts. The first launch holds a `QLockFile` in the data folder for its whole
life and listens on a local socket; a second launch finds the lock taken, asks the
running one (over the socket) to bring its window forward, and exits. A lock left by a
killed process is stale (its process is gone) and is taken over.

Temporary files of interrupted writes (`.<name>.<pid>.tmp`) can only be removed safely
by the process that holds the lock: no other process can be writing them.
"""

from __future__ import annotations

import hashlib
import os
import re
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from puzzlesuite.services.paths import Paths

LOCK_NAME = "puzzlesuite.lock"
SHOW_MESSAGE = b"show\n"
# What write_atomically leaves behind when killed mid-write.
TEMPORARY = re.compile(r"^\..+\.\d+\.tmp$")


class LockState:
    HELD = "held"  # this process owns the data folder
    TAKEN = "taken"  # another running process owns it
    UNAVAILABLE = "unavailable"  # no lock can be made here (read-only folder): run anyway


def server_name(paths: Paths) -> str:
    """One local socket per data folder and user (several folders may run at once)."""
    folder = os.path.realpath(paths.data)
    user = str(os.getuid()) if hasattr(os, "getuid") else os.environ.get("USERNAME", "")
    digest = hashlib.sha256(f"{user}\0{folder}".encode()).hexdigest()[:20]
    return f"puzzlesuite-{digest}"


class SingleInstance(QObject):
    show_requested = Signal()  # a second launch asked for this window

    def __init__(self, paths: Paths, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.paths = paths
        self.name = server_name(paths)
        self._lock: QLockFile | None = None
        self._server: QLocalServer | None = None

    def acquire(self) -> str:
        """Take the data folder: `LockState.HELD`, `TAKEN` or `UNAVAILABLE`."""
        try:
            self.paths.data.mkdir(parents=True, exist_ok=True)
        except OSError:
            return LockState.UNAVAILABLE
        lock = QLockFile(str(self.paths.data / LOCK_NAME))
        lock.setStaleLockTime(0)  # held for hours; stale only when its process is gone
        if not lock.tryLock(0):
            if lock.error() == QLockFile.LockError.LockFailedError:
                return LockState.TAKEN
            return LockState.UNAVAILABLE
        self._lock = lock
        self._listen()
        return LockState.HELD

    def release(self) -> None:
        if self._server is not None:
            self._server.close()
            self._server = None
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None

    def ask_running_to_show(self, timeout_ms: int = 3000) -> bool:
        """From a second launch: ask the running instance to bring its window forward."""
        socket = QLocalSocket()
        socket.connectToServer(self.name)
        if not socket.waitForConnected(timeout_ms):
            return False
        socket.write(SHOW_MESSAGE)
        sent = socket.waitForBytesWritten(timeout_ms)
        socket.disconnectFromServer()
        return sent

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
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        # We hold the lock, so a socket file of that name is a dead instance's leftover.
        QLocalServer.removeServer(self.name)
        if server.listen(self.name):
            server.newConnection.connect(self._connected)
            self._server = server

    def _connected(self) -> None:
        assert self._server is not None
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(socket.deleteLater)
            self._read(socket)

    def _read(self, socket: QLocalSocket) -> None:
        if bytes(socket.readAll().data()).startswith(SHOW_MESSAGE.strip()):
            self.show_requested.emit()
