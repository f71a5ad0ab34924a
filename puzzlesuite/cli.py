"""Entry point: puzzlesuite [--lang CODE] [--data-dir DIR] [--smoke]."""

from __future__ import annotations

import argparse
import gc
import os
import sys
from collections.abc import Mapping
from pathlib import Path

import puzzlesuite
from puzzlesuite import APP_NAME
from puzzlesuite.services import i18n
from puzzlesuite.services.i18n import _


def folder(text: str) -> Path:
    """--data-dir: an empty value would silently mean the current folder."""
    if not text.strip():
        raise argparse.ArgumentTypeError("must name a folder")
    return Path(text)


def build_parser() -> argparse.ArgumentParser:
    """The options; `--help` and the manual page (packaging/manpage.py) both read them."""
    parser = argparse.ArgumentParser(prog="puzzlesuite", description=APP_NAME)
    parser.add_argument("--lang", choices=i18n.LANGUAGES, help="force a language")
    parser.add_argument("--data-dir", type=folder, help="keep every file under this folder")
    parser.add_argument(
        "--smoke",
        action="store_true",
        help="start, show the home screen, process events and exit (for packaging checks)",
    )
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    return parser


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    return build_parser().parse_args(argv)


def display_problem(environ: Mapping[str, str] | None = None) -> str:
    """Why no window could be opened here, as one sentence ("" when one can, or when we
    cannot tell). Qt itself aborts with exit 134 and a message about reinstalling."""
    env = os.environ if environ is None else environ
    if sys.platform != "linux" or env.get("QT_QPA_PLATFORM"):
        return ""  # other systems always have a screen; a chosen platform is the user's
    wayland = env.get("WAYLAND_DISPLAY", "")
    if wayland and _wayland_socket(wayland, env).exists():
        return ""
    display = env.get("DISPLAY", "")
    if not display:
        return _("Puzzle Suite cannot open a window because no display is set.")
    if _x_display_answers(display):
        return ""
    return _(
        "Puzzle Suite cannot open a window because the display {display} does not answer."
    ).format(display=display)


def _wayland_socket(name: str, env: Mapping[str, str]) -> Path:
    return Path(name) if name.startswith("/") else Path(env.get("XDG_RUNTIME_DIR", "/")) / name


def _x_display_answers(display: str) -> bool:
    """Connect to the X server the way Qt will (libxcb); True when we cannot tell."""
    import ctypes

    try:
        # By its soname: ctypes.util.find_library would run ldconfig (~60 ms at start-up).
        xcb = ctypes.CDLL("libxcb.so.1")
    except OSError:
        return True
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    connection = xcb.xcb_connect(display.encode(), None)
    try:
        return connection is not None and xcb.xcb_connection_has_error(connection) == 0
    finally:
        if connection is not None:
            xcb.xcb_disconnect(connection)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.version:
        print(f"{APP_NAME} {puzzlesuite.__version__}")
        return 0
    if args.smoke:
        if display_problem():
            # A smoke check on a build machine or in CI: no screen is needed to prove it
            # starts.
            os.environ["QT_QPA_PLATFORM"] = "offscreen"
    else:
        i18n.set_language(args.lang or "system")  # the app sets it again from settings
        problem = display_problem()
        if problem:
            print(problem, file=sys.stderr)
            return 1
    # Start-up makes thousands of objects that live as long as the app (PySide6 creates
    # Qt's enum classes on first use, then the widgets): collecting while they are made
    # finds nothing to free. run() turns the collector back on once the window is shown.
    gc.disable()
    try:
        # Qt is imported only here so `--help`/`--version` stay instant.
        from puzzlesuite.shell.app import run

        return run(
            data_dir=args.data_dir, language=args.lang, smoke=args.smoke, qt_argv=[sys.argv[0]]
        )
    finally:
        gc.enable()  # also when run() returned before showing a window


if __name__ == "__main__":
    sys.exit(main())
