"""Puzzle Suite: calm, honest puzzle games for the desktop."""

from __future__ import annotations

APP_NAME = "Puzzle Suite"
APP_ID = "io.github.puzzlesuite.PuzzleSuite"


def __getattr__(name: str) -> str:
    # Looked up lazily: importlib.metadata costs ~40 ms of start-up otherwise.
    if name == "__version__":
        from importlib import metadata

        try:
            return metadata.version("puzzlesuite")
        except metadata.PackageNotFoundError:  # a source tree that was never installed
            return "0.0.0+source"
    raise AttributeError(name)
