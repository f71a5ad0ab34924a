"""Fakes of where a desktop publishes its wish for less motion: a portal transport for
the fast tests, and a real D-Bus settings portal on a private bus for the QtDBus path."""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtDBus import QDBusConnection, QDBusMessage, QDBusVariant, QDBusVirtualObject

from puzzlesuite.ui import desktop_prefs


class FakeTransport:
    """The settings portal as `PortalSource` sees it. `values` maps (namespace, key) to
    what the portal holds; a missing key reads as None (no such setting). `deferred`:
    answers come in a later turn of the event loop, as D-Bus replies do."""

    def __init__(self, values: dict[tuple[str, str], object], deferred: bool = False) -> None:
        self.values = dict(values)
        self.deferred = deferred
        self.asked: list[tuple[str, str]] = []
        self._changed: Callable[[str, str, object], None] | None = None

    def read(self, namespace: str, key: str, done: Callable[[object], None]) -> None:
        self.asked.append((namespace, key))
        value = self.values.get((namespace, key))
        if self.deferred:
            QTimer.singleShot(0, lambda: done(value))
        else:
            done(value)

    def follow(self, changed: Callable[[str, str, object], None]) -> None:
        self._changed = changed

    def change(self, namespace: str, key: str, value: object) -> None:
        """The desktop's setting changed: the portal says so (SettingChanged)."""
        self.values[(namespace, key)] = value
        if self._changed is not None:
            self._changed(namespace, key, value)


class FakeSource:
    """Any motion source: says what it is told to."""

    def __init__(self, name: str, opinion: desktop_prefs.Opinion) -> None:
        self.name = name
        self.opinion = opinion
        self._report: desktop_prefs.Report | None = None

    def start(self, report: desktop_prefs.Report) -> None:
        self._report = report
        report(self.name, self.opinion)

    def say(self, opinion: desktop_prefs.Opinion) -> None:
        self.opinion = opinion
        assert self._report is not None
        self._report(self.name, opinion)


class PortalService(QDBusVirtualObject):
    """A settings portal on a bus: ReadOne (unless `version` is 1: only Read, which wraps
    the value in a second variant) and SettingChanged."""

    def __init__(self, bus: QDBusConnection, values: dict[tuple[str, str], object]) -> None:
        super().__init__()
        self.bus = bus
        self.values = values
        self.version = 2
        self.calls: list[str] = []
        assert bus.registerVirtualObject(desktop_prefs.PORTAL_PATH, self)
        assert bus.registerService(desktop_prefs.PORTAL_SERVICE)

    def introspect(self, path: str) -> str:
        return ""

    def handleMessage(self, message: QDBusMessage, connection: QDBusConnection) -> bool:  # noqa: N802
        method = message.member()
        self.calls.append(method)
        namespace, key = message.arguments()
        if method == "ReadOne" and self.version < 2:
            reply = message.createErrorReply(
                "org.freedesktop.DBus.Error.UnknownMethod", "No such method 'ReadOne'"
            )
        elif (namespace, key) not in self.values:
            reply = message.createErrorReply(
                "org.freedesktop.portal.Error.NotFound", "Requested setting not found"
            )
        else:
            value = QDBusVariant(self.values[(namespace, key)])
            reply = message.createReply()
            reply.setArguments([QDBusVariant(value) if method == "Read" else value])
        connection.send(reply)
        return True

    def change(self, namespace: str, key: str, value: object) -> None:
        self.values[(namespace, key)] = value
        signal = QDBusMessage.createSignal(
            desktop_prefs.PORTAL_PATH, desktop_prefs.PORTAL_INTERFACE, "SettingChanged"
        )
        signal.setArguments([namespace, key, QDBusVariant(value)])
        assert self.bus.send(signal)

    def kde_config_changed(self) -> None:
        """KConfig's notification that kdeglobals changed."""
        signal = QDBusMessage.createSignal("/kdeglobals", "org.kde.kconfig.notify", "ConfigChanged")
        assert self.bus.send(signal)


@contextmanager
def private_bus() -> Iterator[str]:
    """A session bus of our own (dbus-daemon), its address."""
    daemon = shutil.which("dbus-daemon")
    assert daemon is not None
    process = subprocess.Popen(
        [daemon, "--session", "--nofork", "--print-address=1"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    try:
        assert process.stdout is not None
        yield process.stdout.readline().strip()
    finally:
        process.terminate()
        process.wait(timeout=10)


def connect(address: str, name: str) -> Any:
    bus = QDBusConnection.connectToBus(address, name)
    assert bus.isConnected()
    return bus
