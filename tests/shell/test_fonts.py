"""Hangul in outline glyphs: the process's fontconfig rule (issue 20)."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from puzzlesuite.shell.fonts import RULES, prefer_outline_glyphs


def test_the_rule_turns_embedded_bitmaps_off_and_prefers_noto_for_korean(tmp_path: Path) -> None:
    environ: dict[str, str] = {}
    path = prefer_outline_glyphs(environ, folder=tmp_path, platform="linux")
    assert path is not None and environ["FONTCONFIG_FILE"] == str(path)
    text = path.read_text(encoding="utf-8")
    assert text == RULES
    assert "embeddedbitmap" in text and "Noto Sans CJK KR" in text
    assert "/etc/fonts/fonts.conf" in text  # the system's own rules still apply


def test_a_configuration_already_chosen_is_left_alone(tmp_path: Path) -> None:
    environ = {"FONTCONFIG_FILE": "/opt/bundle/fonts.conf"}
    assert prefer_outline_glyphs(environ, folder=tmp_path, platform="linux") is None
    assert environ["FONTCONFIG_FILE"] == "/opt/bundle/fonts.conf"
    assert prefer_outline_glyphs({}, folder=tmp_path, platform="win32") is None


@pytest.mark.skipif(shutil.which("fc-match") is None, reason="no fontconfig tools")
def test_fontconfig_reads_the_rule_without_bitmaps(tmp_path: Path) -> None:
    environ: dict[str, str] = {}
    path = prefer_outline_glyphs(environ, folder=tmp_path, platform="linux")
    env = dict(os.environ, FONTCONFIG_FILE=str(path))
    verbose = subprocess.run(
        ["fc-match", "-v", "sans-serif:lang=ko"], env=env, capture_output=True, text=True
    ).stdout
    assert "embeddedbitmap: False" in verbose
