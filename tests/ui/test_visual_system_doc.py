"""The visual system stays one system: docs/VISUAL_SYSTEM.md lists the tokens as the
code has them, no screen styles itself, and no view paints a colour of its own."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from puzzlesuite.ui import tokens
from puzzlesuite.ui.tokens import THEMES, colour_names, field_names

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "puzzlesuite"
DOC = ROOT / "docs" / "VISUAL_SYSTEM.md"


def documented() -> dict[str, list[str]]:
    """Token name → the cells of its row (light, dark, high contrast)."""
    rows = {}
    text = DOC.read_text(encoding="utf-8")
    section = text[text.index("### Tokens, per theme") : text.index("\n## Type")]
    for line in section.splitlines():
        match = re.match(r"\| `(\w+)` \| (.+?) \| (.+?) \| (.+?) \|", line)
        if match and match.group(1) in set(field_names()):
            rows[match.group(1)] = [match.group(i) for i in (2, 3, 4)]
    return rows


def test_the_docs_list_every_colour_token_with_its_values() -> None:
    rows = documented()
    names = set(colour_names())
    assert set(rows) == names
    for name, cells in rows.items():
        for theme, cell in zip(THEMES, cells, strict=True):
            value = getattr(theme, name)
            values = value if isinstance(value, tuple) else (value,)
            assert re.findall(r"`(#[0-9A-Fa-f]{6})`", cell) == list(values), (theme.name, name)


def test_the_docs_give_the_motion_durations() -> None:
    text = DOC.read_text(encoding="utf-8")
    for name in tokens.Motion.__annotations__:
        assert f"| `{name}` | {getattr(tokens.MOTION, name)} |" in text, name


def _sources() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


@pytest.mark.parametrize("call", ["setStyleSheet(", "setPalette("])
def test_only_the_theme_sets_a_style_sheet_or_a_palette(call: str) -> None:
    offenders = [
        path.relative_to(ROOT).as_posix()
        for path in _sources()
        if call in path.read_text(encoding="utf-8") and path.name != "theme.py"
    ]
    assert offenders == []


# A literal colour: "#RRGGBB" in a string, QColor(r, g, b...) or one of Qt's named colours.
LITERAL = re.compile(
    r"""["']#[0-9A-Fa-f]{6}["']|QColor\(\s*\d|Qt\.GlobalColor\.(?!transparent)\w+"""
)
# Paper, not a screen: a printed Sudoku is black on white whatever the theme.
PAPER = {"puzzlesuite/games/sudoku/printing.py"}


def test_no_view_paints_a_colour_of_its_own() -> None:
    offenders = []
    for path in _sources():
        relative = path.relative_to(ROOT).as_posix()
        if relative in PAPER or relative == "puzzlesuite/ui/tokens.py":
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if LITERAL.search(line):
                offenders.append(f"{relative}:{number}: {line.strip()}")
    assert offenders == []
