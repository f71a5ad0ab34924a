"""The desktop's own request for less motion (issue 31; docs/MOTION.md).

Motion is reduced when the player's Reduce motion setting is on **or** the desktop asks
for it where it publishes such a wish (`AppContext.reduce_motion` joins the two):

- the XDG settings portal (`org.freedesktop.portal.Settings` on the session bus):
  `org.freedesktop.appearance` `reduced-motion` (1: reduce; the standard key) and GNOME's
  `org.gnome.desktop.interface` `enable-animations` (false: reduce), which GNOME's portal
  backends publish under that namespace; both followed through `SettingChanged`;
- KDE Plasma: `AnimationDurationFactor` in the `[KDE]` group of kdeglobals (0: animations
  off), read from the file and read again when KDE says kdeglobals changed;
- Windows: the client-area animation setting (SPI_GETCLIENTAREAANIMATION), read again
  whenever the app becomes active.

Each source reports an *opinion* under its own name: True (reduce), False (the desktop
does not ask) or None (it says nothing: no portal, no such key). The desktop asks for
reduced motion when any source says True. Everything here runs after the first paint
(the D-Bus calls are asynchronous): start-up never waits for the bus. Tests inject
sources (or a fake portal transport) instead of the real ones.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtDBus import QDBusConnection, QDBusMessage, QDBusPendingCallWatcher, QDBusVariant

Opinion = bool | None
Report = Callable[[str, Opinion], None]

PORTAL_SERVICE = "org.freedesktop.portal.Desktop"
PORTAL_PATH = "/org/freedesktop/portal/desktop"
PORTAL_INTERFACE = "org.freedesktop.portal.Settings"
APPEARANCE = ("org.freedesktop.appearance", "reduced-motion")
GNOME_ANIMATIONS = ("org.gnome.desktop.interface", "enable-animations")
PORTAL_KEYS = (APPEARANCE, GNOME_ANIMATIONS)
CALL_TIMEOUT_MS = 2000  # a portal that does not answer by then says nothing

SPI_GETCLIENTAREAANIMATION = 0x1042


def portal_opinion(namespace: str, key: str, value: object) -> Opinion:
    """What a portal value says about motion; None for a key that is not about motion or
    a value that is absent or of the wrong kind."""
    if value is None:
        return None
    if (namespace, key) == APPEARANCE:
        if isinstance(value, bool) or not isinstance(value, int):
            return None
        return value == 1  # 0 and unknown values: no preference
    if (namespace, key) == GNOME_ANIMATIONS:
        return (not value) if isinstance(value, bool) else None
    return None


def kde_opinion(text: str) -> Opinion:
    """`AnimationDurationFactor` in the `[KDE]` group of a kdeglobals file: 0 turns
    animations off, any other number leaves them on; None when the key is not there."""
    group = ""
    factor: str | None = None
    for raw in text.splitlines():
        line = raw.strip()
        if line.startswith("[") and "]" in line:
            group = line[1 : line.index("]")]
        elif group == "KDE" and "=" in line:
            name, _, value = line.partition("=")
            # KConfig allows options after the name ("AnimationDurationFactor[$i]").
            if name.split("[")[0].strip() == "AnimationDurationFactor":
                factor = value.strip()
    if factor is None:
        return None
    try:
        return float(factor) == 0
    except ValueError:
        return None


class MotionSource(Protocol):
    def start(self, report: Report) -> None:
        """Report this source's opinion(s) now or later, and again whenever they change."""
        ...


class DesktopMotion(QObject):
    """The desktop's request for reduced motion, from every source it has."""

    changed = Signal()

    def __init__(self, sources: Iterable[MotionSource], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.sources = list(sources)
        self.opinions: dict[str, Opinion] = {}

    @property
    def requested(self) -> bool:
        return any(opinion is True for opinion in self.opinions.values())

    def start(self) -> None:
        for source in self.sources:
            source.start(self._heard)

    def _heard(self, name: str, opinion: Opinion) -> None:
        before = self.requested
        self.opinions[name] = opinion
        if self.requested != before:
            self.changed.emit()


# The settings portal ----------------------------------------------------------------------
class PortalTransport(Protocol):
    """How the portal is reached: D-Bus in the app, a fake in tests."""

    def read(self, namespace: str, key: str, done: Callable[[object], None]) -> None:
        """Ask for one value; `done(value)` later, None when there is none."""
        ...

    def follow(self, changed: Callable[[str, str, object], None]) -> None:
        """`changed(namespace, key, value)` on every SettingChanged."""
        ...


class PortalSource:
    """The portal's reduced-motion key and GNOME's enable-animations."""

    def __init__(self, transport: PortalTransport | None = None) -> None:
        self.transport = transport

    def start(self, report: Report) -> None:
        if self.transport is None:
            self.transport = QtDBusPortal()
        watched = set(PORTAL_KEYS)

        def changed(namespace: str, key: str, value: object) -> None:
            if (namespace, key) in watched:
                report(_portal_name(namespace, key), portal_opinion(namespace, key, value))

        self.transport.follow(changed)
        for namespace, key in PORTAL_KEYS:
            self.transport.read(namespace, key, _reporter(report, namespace, key))


def _reporter(report: Report, namespace: str, key: str) -> Callable[[object], None]:
    def done(value: object) -> None:
        report(_portal_name(namespace, key), portal_opinion(namespace, key, value))

    return done


def _portal_name(namespace: str, key: str) -> str:
    return f"portal {namespace} {key}"


class QtDBusPortal(QObject):
    """The settings portal over QtDBus (PySide6-Essentials): asynchronous ReadOne, or
    the older Read (a variant in a variant) where ReadOne is unknown."""

    def __init__(self, bus: Any = None) -> None:
        super().__init__()
        self.bus = bus if bus is not None else session_bus()
        self._changed: Callable[[str, str, object], None] | None = None
        self._watchers: set[Any] = set()

    def read(self, namespace: str, key: str, done: Callable[[object], None]) -> None:
        if not self.bus.isConnected():
            done(None)
            return
        self._call("ReadOne", namespace, key, done)

    def _call(self, method: str, namespace: str, key: str, done: Callable[[object], None]) -> None:
        message = QDBusMessage.createMethodCall(
            PORTAL_SERVICE, PORTAL_PATH, PORTAL_INTERFACE, method
        )
        message.setArguments([namespace, key])
        watcher = QDBusPendingCallWatcher(self.bus.asyncCall(message, CALL_TIMEOUT_MS), self)
        self._watchers.add(watcher)

        def finished(call: Any) -> None:
            self._watchers.discard(call)
            reply = call.reply()
            call.deleteLater()
            if reply.type() == QDBusMessage.MessageType.ReplyMessage and reply.arguments():
                done(plain_value(reply.arguments()[0]))
            elif method == "ReadOne" and reply.errorName().endswith("UnknownMethod"):
                self._call("Read", namespace, key, done)  # a portal before version 2
            else:
                done(None)

        watcher.finished.connect(finished)

    def follow(self, changed: Callable[[str, str, object], None]) -> None:
        self._changed = changed
        if self.bus.isConnected():
            connect_signal(
                self.bus,
                PORTAL_SERVICE,
                PORTAL_PATH,
                PORTAL_INTERFACE,
                "SettingChanged",
                self,
                "1_setting_changed(QString,QString,QDBusVariant)",
            )

    @Slot(str, str, QDBusVariant)
    def _setting_changed(self, namespace: str, key: str, value: object) -> None:
        if self._changed is not None:
            self._changed(namespace, key, plain_value(value))


class NoBus:
    """No session bus: nothing to ask, nothing to follow."""

    def isConnected(self) -> bool:  # noqa: N802 (QDBusConnection's name)
        return False


def session_bus() -> Any:
    """The session bus where there is one. Without an address (nor systemd's user bus)
    libdbus would try to autolaunch a bus daemon: no request is better than that."""
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    has_bus = os.environ.get("DBUS_SESSION_BUS_ADDRESS") or (
        runtime and (Path(runtime) / "bus").exists()
    )
    return QDBusConnection.sessionBus() if has_bus else NoBus()


def connect_signal(
    bus: Any, service: str, path: str, interface: str, name: str, receiver: QObject, slot: str
) -> bool:
    """A D-Bus signal to a slot given by its signature ("1name(types)", Qt's SLOT()):
    PySide6 6.11 takes it as a str (its type stubs say bytes, which it refuses)."""
    return bool(bus.connect(service, path, interface, name, receiver, slot))


def plain_value(value: object) -> object:
    """A D-Bus variant as a Python value (the older Read wraps it twice)."""
    for _ in range(3):
        unwrap = getattr(value, "variant", None)
        if unwrap is None:
            break
        value = unwrap()
    return value


# KDE Plasma ------------------------------------------------------------------------------
def kdeglobals_files() -> list[Path]:
    """kdeglobals as KConfig reads it: the user's file over the system's (XDG_CONFIG_HOME
    first, then XDG_CONFIG_DIRS)."""
    home = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    dirs = os.environ.get("XDG_CONFIG_DIRS") or "/etc/xdg"
    return [Path(folder) / "kdeglobals" for folder in [home, *dirs.split(":")] if folder]


class KdeSource(QObject):
    """KDE's animation speed: the first kdeglobals file that sets it, read again when
    KDE announces a kdeglobals change (KConfig's `ConfigChanged` on `/kdeglobals`)."""

    NAME = "kde AnimationDurationFactor"

    def __init__(self, files: Sequence[Path] | None = None, bus: Any = None) -> None:
        super().__init__()
        self.files = list(files) if files is not None else kdeglobals_files()
        self.bus = bus
        self._report: Report | None = None

    def start(self, report: Report) -> None:
        self._report = report
        self.read_again()
        bus = self.bus
        if bus is None:
            bus = self.bus = session_bus()
        if bus.isConnected():
            connect_signal(
                bus,
                "",
                "/kdeglobals",
                "org.kde.kconfig.notify",
                "ConfigChanged",
                self,
                "1read_again()",
            )

    @Slot()
    def read_again(self) -> None:
        if self._report is not None:
            self._report(self.NAME, self.opinion())

    def opinion(self) -> Opinion:
        for path in self.files:
            try:
                text = path.read_text(encoding="utf-8", errors="replace")
            except OSError:
                continue
            opinion = kde_opinion(text)
            if opinion is not None:
                return opinion
        return None


# Windows ---------------------------------------------------------------------------------
def windows_client_area_animation() -> bool | None:
    """Windows' "Show animations in Windows" (client-area animation); None off Windows or
    when the call fails."""
    if sys.platform != "win32":
        return None
    import ctypes

    enabled = ctypes.c_int(1)
    try:
        user32 = ctypes.windll.user32
        ok = user32.SystemParametersInfoW(SPI_GETCLIENTAREAANIMATION, 0, ctypes.byref(enabled), 0)
    except (AttributeError, OSError):
        return None
    return bool(enabled.value) if ok else None


class WindowsSource(QObject):
    """Windows' animation setting, read at start and whenever the app becomes active
    (the player changed it in Settings, then came back)."""

    NAME = "windows client-area animation"

    def __init__(self, read: Callable[[], bool | None] = windows_client_area_animation) -> None:
        super().__init__()
        self.read = read
        self._report: Report | None = None

    def start(self, report: Report) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QGuiApplication

        self._report = report
        self.read_again()
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):
            app.applicationStateChanged.connect(
                lambda state: (
                    self.read_again() if state == Qt.ApplicationState.ApplicationActive else None
                )
            )

    def read_again(self) -> None:
        if self._report is None:
            return
        animations = self.read()
        self._report(self.NAME, None if animations is None else not animations)


def desktop_sources() -> list[MotionSource]:
    """The sources this desktop may publish a wish in."""
    if sys.platform == "win32":
        return [WindowsSource()]
    sources: list[MotionSource] = [PortalSource()]
    desktops = os.environ.get("XDG_CURRENT_DESKTOP", "").upper().split(":")
    if "KDE" in desktops:
        sources.append(KdeSource())
    return sources
