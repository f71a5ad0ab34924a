"""Where the app's resources (icons, fonts, menu entry, metainfo) are at run time.

Their sources live in the top-level ``resources/`` folder of the repository. A wheel
or a PyInstaller bundle carries them as ``puzzlesuite/resources`` (setuptools'
``package-dir`` mapping in setup.py, the ``datas`` of packaging/puzzlesuite.spec); a
source checkout, installed in editable mode or not, reads them from ``resources/``.
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent.parent
# The app icon tells a real resource folder from a stray one: a branch that still adds
# its icon under puzzlesuite/resources/icons/ must not hide the top-level folder.
_MARKER = Path("icons") / "puzzlesuite.svg"


def resource_dir() -> Path:
    """The folder holding ``icons/``, ``fonts/`` and ``linux/``: packaged copy first, else
    the source."""
    packaged = _PACKAGE / "resources"
    if (packaged / _MARKER).is_file():
        return packaged
    return _PACKAGE.parent / "resources"


RESOURCES = resource_dir()
ICON_DIR = RESOURCES / "icons"
SYMBOLIC_ICON_DIR = ICON_DIR / "symbolic"
FONT_DIR = RESOURCES / "fonts"
