"""Entry script the PyInstaller bundle starts: the `puzzlesuite` console script.

The bundle needs nothing of its own here: the app's fonts are resources like its icons
(resources/fonts/, registered by puzzlesuite/shell/fonts.py wherever the app runs).
"""

from __future__ import annotations


def main() -> int:
    from puzzlesuite.cli import main as cli_main

    return cli_main()


if __name__ == "__main__":
    raise SystemExit(main())
