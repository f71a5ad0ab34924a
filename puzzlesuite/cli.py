"""Entry point: puzzlesuite [--lang CODE] [--data-dir DIR] [--smoke]."""

from __future__ import annotations

import argparse
import gc
import os
import sys
from pathlib import Path

import puzzlesuite
from puzzlesuite import APP_NAME
from puzzlesuite.services import i18n


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


def has_display() -> bool:
    if sys.platform != "linux":
        return True
    return any(os.environ.get(v) for v in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"))


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.version:
        print(f"{APP_NAME} {puzzlesuite.__version__}")
        return 0
    if args.smoke and not has_display():
        # A smoke check on a build machine or in CI: no screen is needed to prove it starts.
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
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
