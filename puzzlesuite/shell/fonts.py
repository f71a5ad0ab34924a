"""Hangul in outline glyphs: a fontconfig rule for this process (Linux).

Where the system's Korean font is NanumGothic, fontconfig lets Qt use the bitmaps
embedded in it at small sizes, and Hangul looks pixelated beside smooth Latin text. The
rule here turns embedded bitmaps off and puts Noto Sans CJK KR first for Korean when it
is installed (fontconfig skips a family that is not). It includes the system's own
configuration, so everything else stays as the system has it.

Only for this process, and only when FONTCONFIG_FILE is not already set (the bundle or
the .deb may set their own: the release issue owns that side). Must run before the
QApplication exists, because fontconfig reads its configuration once.
"""

from __future__ import annotations

import os
import sys
from collections.abc import MutableMapping
from pathlib import Path

import platformdirs

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
