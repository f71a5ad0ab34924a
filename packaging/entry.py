"""Entry script the PyInstaller bundle starts: the `puzzlesuite` console script, plus
what only the bundle has: a Hangul font (the .tar.gz; packaging/fonts.py) that must be
registered with Qt once the application exists. The .deb leaves the font out and
depends on a system CJK font instead, so there is nothing to register.
"""

from __future__ import annotations

import sys
from pathlib import Path

FONT_DIR = Path(getattr(sys, "_MEIPASS", Path(__file__).resolve().parent)) / "fonts"


def register_fonts(folder: Path) -> None:
    """Have every .ttf under *folder* registered as soon as the QApplication exists."""
    fonts = sorted(folder.glob("*.ttf"))
    if not fonts:
        return
    from PySide6.QtGui import QFontDatabase

    from puzzlesuite.shell import app as shell_app

    def add_fonts(_application: object) -> None:
        for font in fonts:
            if QFontDatabase.addApplicationFont(str(font)) < 0:
                print(f"puzzlesuite: could not load the bundled font {font}", file=sys.stderr)

    shell_app.APPLICATION_HOOKS.append(add_fonts)


def main() -> int:
    register_fonts(FONT_DIR)
    from puzzlesuite.cli import main as cli_main

    return cli_main()


if __name__ == "__main__":
    raise SystemExit(main())
