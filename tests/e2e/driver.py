"""Drives the real Puzzle Suite process through AT-SPI, as a screen reader would.

Runs under Debian's system python3 (python3-pyatspi), inside the session that
tests/e2e/run.sh sets up (Xvfb + private session bus + AT-SPI bus). Everything the
scenarios do goes through accessibility actions (Press, SetFocus, …) or key presses
sent with xdotool to the focused window; nothing reaches into the app's Python objects.
Every wait polls the accessible tree with a deadline: the app registers on the bus and
updates its tree asynchronously, so fixed sleeps would be both slow and flaky.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import signal
import subprocess
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

import gi

gi.require_version("Atspi", "2.0")
import pyatspi  # noqa: E402
from gi.repository import Atspi, GLib  # noqa: E402

REPO = Path(os.environ.get("E2E_REPO", Path(__file__).resolve().parents[2]))
OUT = Path(os.environ.get("E2E_OUT", "/tmp/puzzlesuite-e2e"))
PYTHON = REPO / ".venv" / "bin" / "python"

T = TypeVar("T")


class StepFailed(AssertionError):
    """A scenario step saw something other than what a player should get."""


def project_python(program: str, *args: str) -> str:
    """Run `program` with the project's .venv (the games' own seeded code); its stdout."""
    return subprocess.run(
        [str(PYTHON), "-c", program, *args],
        cwd=REPO,
        check=True,
        capture_output=True,
        text=True,
        timeout=60,
    ).stdout


def log(text: str) -> None:
    print(text, flush=True)


def wait_for(
    probe: Callable[[], T | None], what: str, timeout: float = 10.0, interval: float = 0.05
) -> T:
    """Poll `probe` until it returns something truthy; fail with `what` after `timeout` s."""
    deadline = time.monotonic() + timeout
    last_error: Exception | None = None
    context = GLib.MainContext.default()
    while True:
        while context.iteration(False):  # deliver AT-SPI events to listeners meanwhile
            pass
        try:
            value = probe()
            if value:
                return value
        except Exception as error:  # the tree can change under us while we read it
            last_error = error
        if time.monotonic() > deadline:
            detail = f" (last error: {last_error!r})" if last_error else ""
            raise StepFailed(f"timed out after {timeout:.0f} s waiting for {what}{detail}")
        time.sleep(interval)


# Reading the tree --------------------------------------------------------------------
def role(acc: Any) -> str:
    return str(acc.getRoleName())


def name(acc: Any) -> str:
    return str(acc.name or "")


def description(acc: Any) -> str:
    return str(acc.description or "")


def states(acc: Any) -> set[str]:
    return {str(pyatspi.stateToString(s)) for s in acc.getState().getStates()}


def children(acc: Any) -> list[Any]:
    try:
        return [acc.getChildAtIndex(i) for i in range(acc.childCount)]
    except Exception:
        return []


def walk(acc: Any, showing_only: bool = True, max_nodes: int = 20000) -> Iterator[Any]:
    """Breadth-first over the subtree. With `showing_only`, subtrees that are not on
    screen (hidden pages of a stack, closed menus) are skipped, the way Orca's flat
    review does, which also keeps big boards quick to search."""
    queue = [acc]
    seen = 0
    while queue and seen < max_nodes:
        node = queue.pop(0)
        if node is None:
            continue
        seen += 1
        yield node
        if showing_only and node is not acc:
            try:
                if "showing" not in states(node):
                    continue
            except Exception:
                continue
        queue.extend(children(node))


def matches(
    acc: Any,
    role_name: str | None,
    name_is: str | None,
    name_has: str | None,
    test: Callable[[Any], bool] | None,
) -> bool:
    if role_name is not None and role(acc) != role_name:
        return False
    if name_is is not None and name(acc) != name_is:
        return False
    if name_has is not None and name_has not in name(acc):
        return False
    return test is None or bool(test(acc))


def find_all(
    root: Any,
    role_name: str | None = None,
    name_is: str | None = None,
    name_has: str | None = None,
    test: Callable[[Any], bool] | None = None,
    showing_only: bool = True,
) -> list[Any]:
    return [
        node
        for node in walk(root, showing_only)
        if matches(node, role_name, name_is, name_has, test)
    ]


def find(
    root: Any,
    role_name: str | None = None,
    name_is: str | None = None,
    name_has: str | None = None,
    test: Callable[[Any], bool] | None = None,
    showing_only: bool = True,
) -> Any | None:
    for node in walk(root, showing_only):
        try:
            if matches(node, role_name, name_is, name_has, test):
                return node
        except Exception:
            continue
    return None


def identity(acc: Any) -> tuple[str, ...]:
    """Enough to tell two objects apart when comparing focus before and after a key."""
    if acc is None:
        return ()
    try:
        return (role(acc), name(acc), str(acc.getIndexInParent()), name(acc.parent or acc))
    except Exception:
        return ("gone",)


def describe(acc: Any) -> str:
    """One line for logs and failure messages."""
    try:
        text = f"[{role(acc)}] {name(acc)!r}"
        if description(acc):
            text += f" desc={description(acc)!r}"
        return text + f" {sorted(states(acc) & INTERESTING_STATES)}"
    except Exception as error:
        return f"<gone: {error!r}>"


INTERESTING_STATES = {
    "focused",
    "selected",
    "checked",
    "pressed",
    "enabled",
    "showing",
    "focusable",
    "selectable",
    "active",
    "expanded",
    "sensitive",
}


def dump(root: Any, depth: int = 0, limit: int = 400) -> str:
    lines: list[str] = []

    def visit(acc: Any, level: int) -> None:
        if len(lines) >= limit:
            return
        lines.append("  " * level + describe(acc))
        for child in children(acc):
            if child is not None:
                visit(child, level + 1)

    visit(root, depth)
    return "\n".join(lines)


def labels_of(acc: Any) -> list[str]:
    """Names of the objects that label `acc` (AT-SPI labelled-by relation)."""
    names: list[str] = []
    for relation in acc.getRelationSet():
        if relation.getRelationType() == pyatspi.RELATION_LABELLED_BY:
            names += [name(relation.getTarget(i)) for i in range(relation.getNTargets())]
    return names


def labelled(label: str) -> Callable[[Any], bool]:
    """A test for find(): the object is labelled `label`, as Orca would announce it.
    (Qt names a combo box by its current text and links its label by relation.)"""
    return lambda acc: label in labels_of(acc)


# Acting ------------------------------------------------------------------------------
def action_names(acc: Any) -> list[str]:
    try:
        action = acc.queryAction()
    except NotImplementedError:
        return []
    return [action.getName(i) for i in range(action.nActions)]


def do_action(acc: Any, wanted: str = "Press") -> None:
    """Run the accessible action `wanted` (Qt names them Press, SetFocus, Toggle, …)."""
    names = action_names(acc)
    lowered = [n.lower() for n in names]
    if wanted.lower() not in lowered:
        raise StepFailed(f"{describe(acc)} has no {wanted!r} action (it has {names})")
    acc.queryAction().doAction(lowered.index(wanted.lower()))


def grab_focus(acc: Any) -> None:
    """Move keyboard focus the way an AT does: Component.grabFocus (SetFocus in Qt)."""
    if not acc.queryComponent().grabFocus():
        do_action(acc, "SetFocus")


def text_of(acc: Any) -> str:
    """The Text interface contents, for labels whose name is not their text."""
    try:
        text = acc.queryText()
    except NotImplementedError:
        return ""
    return str(text.getText(0, -1))


# Events --------------------------------------------------------------------------------
EVENT_TYPES = (
    "object:state-changed:focused",
    "object:property-change:accessible-name",
    "object:property-change:accessible-description",
    "object:announcement",
)


class EventLog:
    """The AT-SPI events a screen reader would receive: focus changes, name and
    description changes, announcements. Polling the tree only shows the state now; a
    message that is replaced quickly (the player's move, then the CPU's reply 450 ms
    later) is only certain to be seen here."""

    def __init__(self) -> None:
        self.events: list[dict[str, Any]] = []
        self._listener = self._record
        pyatspi.Registry.registerEventListener(self._listener, *EVENT_TYPES)

    def _record(self, event: Any) -> None:
        try:
            source_name, source_role = name(event.source), role(event.source)
        except Exception:
            source_name, source_role = "", ""
        data = event.any_data
        self.events.append(
            {
                "type": str(event.type),
                "name": source_name,
                "role": source_role,
                "data": data if isinstance(data, str | int | float) else str(data or ""),
                "detail1": event.detail1,
                "source": event.source,
            }
        )

    def last_focus(self) -> Any | None:
        """The source of the latest "focused" event, if it still has focus."""
        self.pump()
        for event in reversed(self.events):
            if event["type"] == "object:state-changed:focused" and event["detail1"] == 1:
                source = event["source"]
                try:
                    return source if "focused" in states(source) else None
                except Exception:
                    return None
        return None

    def pump(self) -> None:
        """Deliver events that have arrived (they come through the GLib main context)."""
        context = GLib.MainContext.default()
        while context.iteration(False):
            pass

    def mark(self) -> int:
        self.pump()
        return len(self.events)

    def since(self, mark: int, kind: str = "") -> list[dict[str, Any]]:
        self.pump()
        return [e for e in self.events[mark:] if e["type"].startswith(kind)]

    def close(self) -> None:
        with contextlib.suppress(Exception):
            pyatspi.Registry.deregisterEventListener(self._listener, *EVENT_TYPES)


# The app process ---------------------------------------------------------------------
class App:
    """One run of the real app on the X display, with its own data folder."""

    def __init__(
        self, data_dir: Path, lang: str | None = None, settings: dict[str, Any] | None = None
    ) -> None:
        self.data_dir = data_dir
        self.lang = lang
        self.process: subprocess.Popen[bytes] | None = None
        self.root: Any = None  # the AT-SPI application object
        self.window_id = ""
        # Another program instead of the app (a bare Qt reproduction: orca_help_repro.py).
        self.program: list[str] | None = None
        # E2E_APP_SETTINGS (JSON) is added to every run's settings, e.g. '{"zoom": 200}'
        # to count a scenario's events at board and text zoom 200 % (issue 21).
        extra = json.loads(os.environ.get("E2E_APP_SETTINGS", "{}"))
        if settings is not None or extra:
            config = data_dir / "config"
            config.mkdir(parents=True, exist_ok=True)
            path = config / "settings.json"
            if settings is None and path.exists():
                settings = json.loads(path.read_text(encoding="utf-8"))
            merged = {"schema": 1, **(settings or {}), **extra}
            path.write_text(json.dumps(merged), encoding="utf-8")

    # Start and stop ------------------------------------------------------------------
    def start(self) -> App:
        command = [str(PYTHON), "-m", "puzzlesuite", "--data-dir", str(self.data_dir)]
        if self.program is not None:
            command = [str(PYTHON), *self.program]
        elif self.lang:
            command += ["--lang", self.lang]
        env = dict(os.environ)
        env.update(
            QT_QPA_PLATFORM="xcb",
            QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
            QT_ACCESSIBILITY="1",
            PYTHONFAULTHANDLER="1",
        )
        OUT.mkdir(parents=True, exist_ok=True)
        self.log_path = OUT / f"app-{self.data_dir.name}.log"
        self.log_file = open(self.log_path, "wb")  # noqa: SIM115 (closed in stop)
        self.process = subprocess.Popen(
            command, cwd=REPO, env=env, stdout=self.log_file, stderr=subprocess.STDOUT
        )
        self.events = EventLog()
        self.root = wait_for(self._find_on_bus, "the app to register on the AT-SPI bus", 30)
        # Property caching would hide name changes the app does not signal; read live.
        with contextlib.suppress(Exception):
            self.root.set_cache_mask(Atspi.Cache.NONE)
        wait_for(lambda: self.frame(), "the main window in the accessible tree", 20)
        self.window_id = wait_for(self._x_window, "the main X window", 20)
        self.focus_window()
        return self

    def _find_on_bus(self) -> Any | None:
        self.check_alive()
        desktop = pyatspi.Registry.getDesktop(0)
        for app in children(desktop):
            try:
                if app is not None and app.get_process_id() == self.process.pid:  # type: ignore[union-attr]
                    return app
            except Exception:
                continue
        return None

    def _x_window(self, title: str | None = None) -> str:
        command = ["xdotool", "search", "--onlyvisible", "--pid", str(self.process.pid)]  # type: ignore[union-attr]
        if title is not None:
            command += ["--all", "--name", title]
        result = subprocess.run(command, capture_output=True, text=True, check=False)
        ids = result.stdout.split()
        return ids[0] if ids else ""

    def check_alive(self) -> None:
        if self.process is not None and self.process.poll() is not None:
            raise StepFailed(
                f"the app exited with code {self.process.returncode}; "
                f"log: {self.log_path}\n{self.log_tail()}"
            )

    def log_tail(self, lines: int = 30) -> str:
        try:
            return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-lines:])
        except OSError:
            return ""

    def quit(self, timeout: float = 15) -> int:
        """Ctrl+Q like a player: the app saves every open game and its settings."""
        assert self.process is not None
        if self.process.poll() is None:
            self.focus_window()
            self.key("ctrl+q")
            try:
                self.process.wait(timeout)
            except subprocess.TimeoutExpired as error:
                self.stop()
                raise StepFailed("the app did not quit on Ctrl+Q") from error
        self.log_file.close()
        return self.process.returncode

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        if getattr(self, "log_file", None) is not None:
            self.log_file.close()
        if getattr(self, "events", None) is not None:
            self.events.close()

    # Looking at it -------------------------------------------------------------------
    def frame(self) -> Any | None:
        """The main window (the first showing frame of the app)."""
        for child in children(self.root):
            if child is not None and role(child) == "frame" and "showing" in states(child):
                return child
        return None

    def windows(self) -> list[Any]:
        return [c for c in children(self.root) if c is not None and "showing" in states(c)]

    def dialog(self, title: str, timeout: float = 10, focus: bool = True) -> Any:
        """A showing dialog titled `title` (Qt adds " — Puzzle Suite" on X11); with
        `focus`, its X window gets keyboard focus, as a window manager would do."""

        def titled(window: Any) -> bool:
            return role(window) == "dialog" and (
                name(window) == title or name(window).startswith(f"{title} — ")
            )

        found = wait_for(
            lambda: next((w for w in self.windows() if titled(w)), None),
            f"a dialog titled {title!r}",
            timeout,
        )
        if focus:
            self.focus_window(title)
        return found

    def find(
        self,
        role_name: str | None = None,
        name_is: str | None = None,
        name_has: str | None = None,
        test: Callable[[Any], bool] | None = None,
        within: Any = None,
    ) -> Any | None:
        self.check_alive()
        return find(
            within if within is not None else self.frame(), role_name, name_is, name_has, test
        )

    def find_all(
        self,
        role_name: str | None = None,
        name_is: str | None = None,
        name_has: str | None = None,
        test: Callable[[Any], bool] | None = None,
        within: Any = None,
    ) -> list[Any]:
        self.check_alive()
        return find_all(
            within if within is not None else self.frame(), role_name, name_is, name_has, test
        )

    def wait_find(
        self,
        role_name: str | None = None,
        name_is: str | None = None,
        name_has: str | None = None,
        test: Callable[[Any], bool] | None = None,
        within: Any = None,
        timeout: float = 10,
        what: str = "",
    ) -> Any:
        label = what or f"{role_name or 'anything'} named {name_is or name_has!r}"
        return wait_for(
            lambda: self.find(role_name, name_is, name_has, test, within), label, timeout
        )

    def focused(self) -> Any | None:
        """The object that has keyboard focus (state 'focused'), anywhere in the app.
        The latest focus event names it at once; the tree search is the fallback."""
        hinted = self.events.last_focus() if getattr(self, "events", None) else None
        if hinted is not None:
            return hinted
        for window in self.windows():
            hits = find_all(window, test=lambda a: "focused" in states(a))
            # A widget with a focus proxy reports FOCUSED too (Qt's hasFocus follows the
            # proxy), and a list is focused along with its current item: the object a
            # screen reader speaks is the deepest focusable one.
            focusable = [h for h in hits if "focusable" in states(h)]
            if focusable or hits:
                return (focusable or hits)[-1]
        return None

    def wait_focused(self, test: Callable[[Any], bool], what: str, timeout: float = 10) -> Any:
        def probe() -> Any | None:
            self.check_alive()
            node = self.focused()
            return node if node is not None and test(node) else None

        try:
            return wait_for(probe, what, timeout)
        except StepFailed as error:
            node = self.focused()
            raise StepFailed(
                f"{error}; focus is on {describe(node) if node else 'nothing'}"
            ) from None

    def tab_to(self, test: Callable[[Any], bool], what: str, max_tabs: int = 12) -> Any:
        """Press Tab, as a keyboard user would, until the focused object passes `test`.
        (Qt offers no SetFocus action on some widgets, a combo box for one, so an AT
        cannot always move focus there directly.)"""
        for _ in range(max_tabs + 1):
            node = self.focused()
            if node is not None and test(node):
                return node
            before = identity(node)
            self.key("Tab")
            wait_for(
                lambda before=before: identity(self.focused()) != before,
                "focus to move after Tab",
                3,
            )
        raise StepFailed(f"{max_tabs} Tabs did not reach {what}")

    # Keys ----------------------------------------------------------------------------
    def focus_window(self, title: str | None = None) -> None:
        """Xvfb has no window manager, so nobody gives a window focus but us: the main
        window, or the top-level window (a dialog) whose title starts with `title`."""
        window = self.window_id
        if title is not None:
            window = wait_for(
                lambda: self._x_window(f"^{re.escape(title)}"), f"an X window titled {title!r}"
            )
        subprocess.run(["xdotool", "windowfocus", "--sync", window], check=True, timeout=10)

    def key(self, *keys: str) -> None:
        """Press keys (xdotool names: Right, Return, space, ctrl+z…) in the focused window."""
        self.check_alive()
        subprocess.run(["xdotool", "key", "--delay", "30", *keys], check=True, timeout=20)

    def type_text(self, text: str) -> None:
        """Type `text` into the focused widget, key by key (xdotool type)."""
        self.check_alive()
        subprocess.run(["xdotool", "type", "--delay", "30", text], check=True, timeout=20)

    def resize(self, width: int, height: int) -> None:
        subprocess.run(
            ["xdotool", "windowmove", "--sync", self.window_id, "0", "0"], check=False, timeout=10
        )
        subprocess.run(
            ["xdotool", "windowsize", "--sync", self.window_id, str(width), str(height)],
            check=False,
            timeout=10,
        )

    # Files ---------------------------------------------------------------------------
    def save_file(self, game_id: str) -> dict[str, Any] | None:
        path = self.data_dir / "data" / "saves" / f"{game_id}.json"
        if not path.exists():
            return None
        return json.loads(path.read_text(encoding="utf-8"))

    def settings_file(self) -> dict[str, Any]:
        path = self.data_dir / "config" / "settings.json"
        return json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}


def require_tools() -> None:
    for tool in ("xdotool",):
        if shutil.which(tool) is None:
            raise SystemExit(f"{tool} is missing (tests/e2e/deps.sh installs it)")
