"""Puzzle Suite: calm, honest puzzle games for the desktop."""

from importlib import metadata


def _version() -> str:
    try:
        return metadata.version("puzzlesuite")
    except metadata.PackageNotFoundError:  # running from a source tree without install
        return "0.0.0+source"


__version__ = _version()
APP_NAME = "Puzzle Suite"
APP_ID = "io.github.puzzlesuite.PuzzleSuite"
