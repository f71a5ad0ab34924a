"""Reduce motion = the app's setting OR the desktop's request (ui/desktop_prefs.py,
AppContext.reduce_motion): each source with fakes (the settings portal saying yes, no or
nothing, GNOME's enable-animations, KDE's animation speed, Windows), changes followed,
and the real QtDBus path against a portal on a private bus."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from puzzlesuite.ui import desktop_prefs, motion
from puzzlesuite.ui.desktop_prefs import (
    APPEARANCE,
    GNOME_ANIMATIONS,
    DesktopMotion,
    KdeSource,
    NoBus,
    PortalSource,
    QtDBusPortal,
    WindowsSource,
    kde_opinion,
    portal_opinion,
)
from tests.ui.fake_portal import FakeSource, FakeTransport, PortalService, connect, private_bus

UNRELATED = ("org.freedesktop.appearance", "color-scheme")


@pytest.mark.parametrize(
    ("key", "value", "opinion"),
    [
        (APPEARANCE, 1, True),
        (APPEARANCE, 0, False),
        (APPEARANCE, 7, False),  # unknown values mean no preference (the portal's spec)
        (APPEARANCE, "1", None),
        (APPEARANCE, True, None),
        (APPEARANCE, None, None),
        (GNOME_ANIMATIONS, False, True),
        (GNOME_ANIMATIONS, True, False),
        (GNOME_ANIMATIONS, 0, None),
        (UNRELATED, 1, None),
    ],
)
def test_what_a_portal_value_says(key: tuple[str, str], value: object, opinion: object) -> None:
    assert portal_opinion(*key, value) is opinion


@pytest.mark.parametrize(
    ("text", "opinion"),
    [
        ("[KDE]\nAnimationDurationFactor=0\n", True),
        ("[KDE]\nAnimationDurationFactor=0.0\nwidgetStyle=Breeze\n", True),
        ("[General]\nx=1\n[KDE]\nAnimationDurationFactor=0.5\n", False),
        ("[KDE]\nAnimationDurationFactor[$i]=0\n", True),  # locked by the administrator
        ("[General]\nAnimationDurationFactor=0\n", None),  # another group
        ("[KDE]\nwidgetStyle=Breeze\n", None),
        ("[KDE]\nAnimationDurationFactor=fast\n", None),
        ("", None),
    ],
)
def test_what_kdeglobals_says(text: str, opinion: object) -> None:
    assert kde_opinion(text) is opinion


# ---- the desktop and the app's setting, joined in AppContext.reduce_motion ---------------
def follow(ctx: Any, *sources: Any) -> list[bool]:
    """Start following `sources`; the values reduce_motion_changed reported."""
    heard: list[bool] = []
    ctx.reduce_motion_changed.connect(lambda: heard.append(ctx.reduce_motion))
    ctx.follow_desktop_motion(list(sources))
    return heard


@pytest.mark.parametrize(
    ("values", "reduced"),
    [
        ({APPEARANCE: 1}, True),
        ({APPEARANCE: 0}, False),
        ({}, False),  # a portal without the key (or no portal): no request
        ({GNOME_ANIMATIONS: False}, True),
        ({APPEARANCE: 0, GNOME_ANIMATIONS: False}, True),
        ({APPEARANCE: 1, GNOME_ANIMATIONS: True}, True),
        ({GNOME_ANIMATIONS: True}, False),
    ],
)
def test_the_portal_request_reduces_motion(ctx: Any, values: dict[Any, Any], reduced: bool) -> None:
    assert not ctx.reduce_motion
    transport = FakeTransport(values)
    heard = follow(ctx, PortalSource(transport))
    assert set(transport.asked) == {APPEARANCE, GNOME_ANIMATIONS}
    assert ctx.reduce_motion is reduced and ctx.desktop_reduces_motion is reduced
    assert heard == ([True] if reduced else [])
    assert not ctx.settings.value.reduce_motion, "the desktop's wish is not saved"


def test_the_app_setting_reduces_motion_whatever_the_desktop_says(ctx: Any) -> None:
    follow(ctx, PortalSource(FakeTransport({APPEARANCE: 0, GNOME_ANIMATIONS: True})))
    ctx.settings.update(reduce_motion=True)
    assert ctx.reduce_motion and not ctx.desktop_reduces_motion


def test_a_portal_change_is_followed_at_once(ctx: Any) -> None:
    transport = FakeTransport({APPEARANCE: 0})
    heard = follow(ctx, PortalSource(transport))
    assert not ctx.reduce_motion
    transport.change(*APPEARANCE, 1)
    assert ctx.reduce_motion and heard == [True]
    transport.change(*UNRELATED, 1)  # dark mode: nothing to do with motion
    assert ctx.reduce_motion and heard == [True]
    transport.change(*APPEARANCE, 0)
    assert not ctx.reduce_motion and heard == [True, False]


def test_answers_that_come_later_are_taken(qtbot: Any, ctx: Any) -> None:
    heard = follow(ctx, PortalSource(FakeTransport({GNOME_ANIMATIONS: False}, deferred=True)))
    assert not ctx.reduce_motion, "nothing waits for the bus"
    qtbot.waitUntil(lambda: ctx.reduce_motion)
    assert heard == [True]


def test_with_the_setting_on_a_desktop_change_changes_nothing(ctx: Any) -> None:
    ctx.settings.update(reduce_motion=True)
    source = FakeSource("any", False)
    heard = follow(ctx, source)
    source.say(True)
    source.say(False)
    assert heard == [] and ctx.reduce_motion


def test_any_source_asking_is_enough(ctx: Any) -> None:
    portal, kde = FakeSource("portal", None), FakeSource("kde", True)
    follow(ctx, portal, kde)
    assert ctx.reduce_motion
    portal.say(False)
    assert ctx.reduce_motion, "one says no, another still asks"
    kde.say(None)
    assert not ctx.reduce_motion


def test_the_desktop_request_makes_every_animation_instant(
    qtbot: Any, ctx: Any, motion_clock: Any
) -> None:
    """Through the one flag the animation part follows (bound by every game screen)."""
    from PySide6.QtWidgets import QWidget

    source = FakeSource("portal", None)
    follow(ctx, source)
    owner = QWidget()
    qtbot.addWidget(owner)
    running: motion.Animation[None] = motion.Animation(owner, 250)
    running.start()
    assert running.running
    source.say(True)
    motion_clock.advance(16)
    assert not running.running, "what moved when the request came is finished"
    later: motion.Animation[None] = motion.Animation(owner, 250)
    later.start()
    assert not later.running and later.progress() == 1.0


# ---- KDE ----------------------------------------------------------------------------------
def test_kde_animation_speed_zero_reduces_motion(tmp_path: Path, ctx: Any) -> None:
    user, system = tmp_path / "user" / "kdeglobals", tmp_path / "system" / "kdeglobals"
    for path in (user, system):
        path.parent.mkdir()
    user.write_text("[General]\nColorScheme=BreezeDark\n", encoding="utf-8")
    system.write_text("[KDE]\nAnimationDurationFactor=0\n", encoding="utf-8")
    source = KdeSource([user, system], bus=NoBus())
    follow(ctx, source)
    assert ctx.reduce_motion, "the system's file, where the user's says nothing"
    user.write_text("[KDE]\nAnimationDurationFactor=1\n", encoding="utf-8")
    source.read_again()  # what KConfig's ConfigChanged signal calls
    assert not ctx.reduce_motion


def test_no_kdeglobals_says_nothing(tmp_path: Path) -> None:
    assert KdeSource([tmp_path / "kdeglobals"], bus=NoBus()).opinion() is None


def test_the_kde_file_is_read_only_on_kde(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(desktop_prefs.sys, "platform", "linux")
    monkeypatch.setenv("XDG_CURRENT_DESKTOP", "GNOME")
    kinds = [type(source) for source in desktop_prefs.desktop_sources()]
    assert kinds == [PortalSource]
    monkeypatch.setenv("XDG_CURRENT_DESKTOP", "KDE")
    kinds = [type(source) for source in desktop_prefs.desktop_sources()]
    assert kinds == [PortalSource, KdeSource]


def test_kdeglobals_is_looked_for_where_kconfig_looks(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", "/home/me/.config")
    monkeypatch.setenv("XDG_CONFIG_DIRS", "/etc/xdg/kde:/etc/xdg")
    assert desktop_prefs.kdeglobals_files() == [
        Path("/home/me/.config/kdeglobals"),
        Path("/etc/xdg/kde/kdeglobals"),
        Path("/etc/xdg/kdeglobals"),
    ]


# ---- Windows ------------------------------------------------------------------------------
def test_windows_animations_off_reduces_motion(qtbot: Any, ctx: Any) -> None:
    setting = {"animations": False}
    source = WindowsSource(read=lambda: setting["animations"])
    follow(ctx, source)
    assert ctx.reduce_motion
    setting["animations"] = True
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance()
    assert isinstance(app, QGuiApplication)
    app.applicationStateChanged.emit(Qt.ApplicationState.ApplicationActive)
    assert not ctx.reduce_motion, "read again when the player comes back"


def test_off_windows_the_windows_reading_says_nothing() -> None:
    if desktop_prefs.sys.platform == "win32":
        pytest.skip("on Windows it reads the real setting")
    assert desktop_prefs.windows_client_area_animation() is None


def test_a_source_that_knows_nothing_leaves_motion_on(ctx: Any) -> None:
    follow(ctx, WindowsSource(read=lambda: None))
    assert not ctx.reduce_motion


def test_the_combined_request_is_any_true() -> None:
    desktop = DesktopMotion([FakeSource("a", False), FakeSource("b", None)])
    desktop.start()
    assert not desktop.requested and desktop.opinions == {"a": False, "b": None}


# ---- the real QtDBus path, on a private bus ----------------------------------------------
needs_dbus = pytest.mark.skipif(shutil.which("dbus-daemon") is None, reason="no dbus-daemon")


@needs_dbus
@pytest.mark.parametrize("version", [2, 1])
def test_qtdbus_reads_and_follows_a_real_portal(qtbot: Any, ctx: Any, version: int) -> None:
    with private_bus() as address:
        service_bus = connect(address, f"portal-{version}")
        service = PortalService(service_bus, {APPEARANCE: 0, GNOME_ANIMATIONS: True})
        service.version = version
        client = QtDBusPortal(connect(address, f"app-{version}"))
        heard = follow(ctx, PortalSource(client))
        qtbot.waitUntil(lambda: len(ctx.desktop_motion.opinions) == 2, timeout=5000)
        assert not ctx.reduce_motion
        assert ctx.desktop_motion.opinions == {
            "portal org.freedesktop.appearance reduced-motion": False,
            "portal org.gnome.desktop.interface enable-animations": False,
        }
        if version == 1:
            assert "Read" in service.calls, "ReadOne unknown: the older Read"
        service.change(*GNOME_ANIMATIONS, False)
        qtbot.waitUntil(lambda: ctx.reduce_motion, timeout=5000)
        assert heard == [True]


@needs_dbus
def test_qtdbus_without_the_key_says_nothing(qtbot: Any, ctx: Any) -> None:
    with private_bus() as address:
        PortalService(connect(address, "portal-empty"), {})
        follow(ctx, PortalSource(QtDBusPortal(connect(address, "app-empty"))))
        qtbot.waitUntil(lambda: len(ctx.desktop_motion.opinions) == 2, timeout=5000)
        assert set(ctx.desktop_motion.opinions.values()) == {None}
        assert not ctx.reduce_motion


@needs_dbus
def test_qtdbus_without_a_portal_says_nothing(qtbot: Any, ctx: Any) -> None:
    with private_bus() as address:
        follow(ctx, PortalSource(QtDBusPortal(connect(address, "app-alone"))))
        qtbot.waitUntil(lambda: len(ctx.desktop_motion.opinions) == 2, timeout=5000)
        assert not ctx.reduce_motion


@needs_dbus
def test_kde_rereads_kdeglobals_when_kconfig_says_it_changed(
    qtbot: Any, ctx: Any, tmp_path: Path
) -> None:
    kdeglobals = tmp_path / "kdeglobals"
    kdeglobals.write_text("[KDE]\nAnimationDurationFactor=1\n", encoding="utf-8")
    with private_bus() as address:
        service = PortalService(connect(address, "kde-portal"), {})
        follow(ctx, KdeSource([kdeglobals], bus=connect(address, "kde-app")))
        assert not ctx.reduce_motion
        kdeglobals.write_text("[KDE]\nAnimationDurationFactor=0\n", encoding="utf-8")
        service.kde_config_changed()
        qtbot.waitUntil(lambda: ctx.reduce_motion, timeout=5000)


def test_no_bus_address_means_no_bus(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Not even an attempt: libdbus would autolaunch a daemon."""
    monkeypatch.delenv("DBUS_SESSION_BUS_ADDRESS", raising=False)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path))
    assert isinstance(desktop_prefs.session_bus(), NoBus)


def test_without_a_session_bus_nothing_is_asked(ctx: Any) -> None:
    follow(ctx, PortalSource(QtDBusPortal(NoBus())))
    assert ctx.desktop_motion.opinions == {
        "portal org.freedesktop.appearance reduced-motion": None,
        "portal org.gnome.desktop.interface enable-animations": None,
    }


def test_settings_say_when_the_desktop_keeps_motion_off(main_window: Any, ctx: Any) -> None:
    """The switch off does not mean animations while the desktop asks: the dialog says
    so under it (and to screen readers, with the switch)."""
    source = FakeSource("portal", None)
    follow(ctx, source)
    dialog = main_window.show_settings()
    assert dialog.motion_note.isHidden() and not dialog.reduce_motion.accessibleDescription()
    source.say(True)
    assert dialog.motion_note.isVisible() and not dialog.reduce_motion.isChecked()
    assert dialog.reduce_motion.accessibleDescription() == dialog.motion_note.text()
    assert "desktop" in dialog.motion_note.text()
    source.say(False)
    assert dialog.motion_note.isHidden()
    dialog.close()
