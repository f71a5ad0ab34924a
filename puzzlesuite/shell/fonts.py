"""The app's own type at start-up: its faces registered and made the application font.

Puzzle Suite carries its faces (resources/fonts/: Puzzle Suite Sans, cut from Inter, and
Puzzle Suite Hangul, cut from Noto Sans CJK KR; tools/make_fonts.py), so the same build
looks the same on every distribution, from source, the wheel, the .tar.gz or the .deb.
`use_app_fonts` registers them with Qt and makes the application font the desktop's
font in those faces (`ui.typeface.with_faces`): its size, and so the player's choice of a
larger desktop font, still scales the app (and the text zoom scales it from there,
shell/context.py).

What the faces lack falls back to the system's fonts, as Qt merges fonts by default: a
file name a player typed with a rare character. For that fallback, on Linux,
`prefer_outline_glyphs` sets a fontconfig rule for this process before Qt reads
fontconfig's configuration: embedded bitmaps off (NanumGothic's small-size bitmaps look
pixelated beside smooth text) and Noto Sans CJK KR first for Korean where installed,
the design our Hangul face is cut from. Only when FONTCONFIG_FILE is not already set (a
packager may set their own).
"""

from __future__ import annotations

import os
import sys
from collections.abc import MutableMapping
from pathlib import Path

import platformdirs

from puzzlesuite.core.resources import FONT_DIR
from puzzlesuite.services.paths import APP_DIR_NAME

RULES = """<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <match target="font">
    <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
  </match>
  <match target="pattern">
    <test name="lang" compare="contains"><string>ko</string></test>
    <edit name="family" mode="prepend"><string>Noto Sans CJK KR</string></edit>
  </match>
</fontconfig>
"""

# The font files of resources/fonts, registered in this order (the faces' weights).
FONT_PATTERN = "*.otf"


def prefer_outline_glyphs(
    environ: MutableMapping[str, str] = os.environ,
    folder: Path | None = None,
    platform: str = sys.platform,
) -> Path | None:
    """Point fontconfig at our rules; the file written, or None when not ours to set."""
    if not platform.startswith("linux") or environ.get("FONTCONFIG_FILE"):
        return None
    # The user's own cache folder, not the shared temporary one: there another user could
    # plant a link at a predictable name and have this write follow it.
    where = folder or platformdirs.user_cache_path(APP_DIR_NAME, appauthor=False)
    path = where / "fonts.conf"
    try:
        where.mkdir(parents=True, exist_ok=True)
        if not path.exists() or path.read_text(encoding="utf-8") != RULES:
            path.write_text(RULES, encoding="utf-8")
    except OSError:
        return None  # the system's own fonts, as before
    environ["FONTCONFIG_FILE"] = str(path)
    return path


_registered: dict[Path, list[str]] = {}


def register_app_fonts(folder: Path = FONT_DIR) -> list[str]:
    """Register every face in `folder` with Qt (once per file); the families found.
    A face Qt cannot read is reported and left out: the desktop's font stands in."""
    from PySide6.QtGui import QFontDatabase

    families: list[str] = []
    for path in sorted(folder.glob(FONT_PATTERN)):
        if path not in _registered:
            font_id = QFontDatabase.addApplicationFont(str(path))
            if font_id < 0:
                print(f"puzzlesuite: could not load the font {path}", file=sys.stderr)
            _registered[path] = (
                QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
            )
        families += [family for family in _registered[path] if family not in families]
    return families


def use_app_fonts(app: object, folder: Path = FONT_DIR) -> bool:
    """The app's faces as the application font, at the desktop font's size; False (the
    desktop's font as it is) when they are not all there."""
    from PySide6.QtWidgets import QApplication

    from puzzlesuite.ui.typeface import FAMILIES, with_faces

    if not isinstance(app, QApplication):
        return False
    found = register_app_fonts(folder)
    if not set(FAMILIES) <= set(found):
        return False
    app.setFont(with_faces(app.font()))
    return True
