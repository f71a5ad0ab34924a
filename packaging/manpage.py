"""The manual page puzzlesuite(6), written from the same parser as ``--help``.

    python packaging/manpage.py OUT_FILE      # roff source, e.g. puzzlesuite.6

Options and their help texts come from ``puzzlesuite.cli.build_parser`` (so the page
and ``puzzlesuite --help`` cannot drift apart), the summary from pyproject.toml, the
date from the newest CHANGELOG.md release (not the build's: the same commit gives the
same page), and FILES from the folders ``puzzlesuite.services.paths`` uses.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from unittest import mock

import pkgmeta

sys.path.insert(0, str(pkgmeta.ROOT))

SECTION = "6"  # games


def roff(text: str) -> str:
    """Escape text for roff: backslashes, hyphens (ASCII minus in options), leading dots."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    return "\\&" + text if text.startswith((".", "'")) else text


def options(parser: argparse.ArgumentParser) -> list[argparse.Action]:
    return [action for action in parser._actions if action.option_strings]  # no public list


def argument(action: argparse.Action) -> str:
    """' \\fIen|ko\\fR' for a choice, ' \\fIDATA_DIR\\fR' for a value, '' for a flag."""
    if action.choices:
        return " \\fI" + roff("|".join(str(choice) for choice in action.choices)) + "\\fR"
    if action.nargs != 0:
        return f" \\fI{roff(action.metavar or action.dest.upper())}\\fR"
    return ""


def option_lines(parser: argparse.ArgumentParser) -> list[str]:
    lines = []
    for action in options(parser):
        names = ", ".join(f"\\fB{roff(name)}\\fR" for name in action.option_strings)
        help_text = (action.help or "").replace("%(prog)s", parser.prog)
        lines += [".TP", names + argument(action), roff(help_text)]
    return lines


def default_folders() -> dict[str, str]:
    """Where a user's files go, written with ~ (XDG defaults, no XDG_* variables set)."""
    from puzzlesuite.services.paths import Paths

    clean = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    with mock.patch.dict(os.environ, {**clean, "HOME": "/HOME"}, clear=True):
        paths = Paths.default()
    return {
        name: str(getattr(paths, name)).replace("/HOME", "~", 1)
        for name in ("data", "config", "log")
    }


def manual_page() -> str:
    from puzzlesuite.cli import build_parser

    parser = build_parser()
    project = pkgmeta.read_project()
    release = pkgmeta.read_releases()[0]
    folders = default_folders()
    summary = project.summary.split(":")[0].rstrip(".")
    lines = [
        f'.TH PUZZLESUITE {SECTION} "{release.date}" "Puzzle Suite {project.version}" "Games"',
        ".SH NAME",
        f"puzzlesuite \\- {roff(summary)}",
        ".SH SYNOPSIS",
        ".B puzzlesuite",
        *[
            f"[\\fB{roff(action.option_strings[-1])}\\fR{argument(action)}]"
            for action in options(parser)
        ],
        ".SH DESCRIPTION",
        roff(project.summary),
        ".PP",
        "Every game is played with the mouse or the keyboard alone, and with a screen "
        "reader. Each game's keys are listed on its How to play page (F1).",
        ".SH OPTIONS",
        *option_lines(parser),
        ".SH FILES",
        ".TP",
        f"\\fI{roff(folders['data'])}\\fR",
        "saved games and statistics",
        ".TP",
        f"\\fI{roff(folders['config'])}\\fR",
        "settings",
        ".TP",
        f"\\fI{roff(folders['log'])}\\fR",
        "error logs",
        ".PP",
        "The XDG base directory variables (\\fBXDG_DATA_HOME\\fR, \\fBXDG_CONFIG_HOME\\fR, "
        "\\fBXDG_STATE_HOME\\fR) move these folders. With \\fB\\-\\-data\\-dir\\fR \\fIDIR\\fR "
        "they are \\fIDIR\\fR/data, \\fIDIR\\fR/config and \\fIDIR\\fR/logs.",
        ".SH SEE ALSO",
        roff(project.homepage),
    ]
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(f"usage: {argv[0]} OUT_FILE", file=sys.stderr)
        return 2
    Path(argv[1]).write_text(manual_page(), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
