"""Printing to PDF, checked with Debian's poppler-utils (pdfinfo, pdftoppm, pdftotext):
the pages, the paper, a grid of 9 × 9 cells, the givens only, the caption under it."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtPrintSupport import QPrinter

from puzzlesuite.games.sudoku.generator import generate
from puzzlesuite.games.sudoku.own_puzzle import prove
from puzzlesuite.games.sudoku.printing import (
    PrintItem,
    item_of_own,
    item_of_puzzle,
    new_printer,
    render,
)
from puzzlesuite.games.sudoku.techniques import LEVELS, Level

pytestmark = pytest.mark.skipif(
    shutil.which("pdftoppm") is None, reason="poppler-utils missing (tools/setup.sh installs it)"
)
WIKIPEDIA = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"


def print_pdf(path: Path, items: list[PrintItem], per_page: int, paper: str = "a4") -> None:
    printer = new_printer(paper)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(path))
    render(printer, items, per_page)


def pdfinfo(path: Path) -> dict[str, str]:
    out = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True)
    return dict(
        (key.strip(), value.strip())
        for key, _, value in (line.partition(":") for line in out.stdout.splitlines())
    )


def page_image(path: Path, page: int = 1) -> tuple[int, int, bytes]:
    """Page `page` as 8-bit grey pixels (width, height, bytes), at 60 dpi."""
    out = subprocess.run(
        ["pdftoppm", "-gray", "-r", "60", "-f", str(page), "-l", str(page), str(path)],
        capture_output=True,
        check=True,
    ).stdout
    match = re.match(rb"P5\s+(\d+)\s+(\d+)\s+(\d+)\s", out)
    assert match is not None
    width, height = int(match.group(1)), int(match.group(2))
    return width, height, out[match.end() :]


def dark_runs(values: list[int]) -> int:
    """How many separate dark stretches a line of pixels crosses."""
    runs, inside = 0, False
    for value in values:
        dark = value < 128
        if dark and not inside:
            runs += 1
        inside = dark
    return runs


def grid_lines(path: Path, page: int = 1) -> tuple[int, int]:
    """Lines crossed by a horizontal and a vertical scan through the grid's first row
    and column of cells, between digits (a cell's edge, 1/8 of a cell in)."""
    width, height, pixels = page_image(path, page)

    def pixel(x: int, y: int) -> int:
        return pixels[y * width + x]

    dark = [(x, y) for y in range(height) for x in range(width) if pixel(x, y) < 128]
    left = min(x for x, _ in dark)
    right = max(x for x, _ in dark)
    top = min(y for _, y in dark)
    side = right - left
    cell = side / 9
    y = int(top + cell / 8)
    x = int(left + cell / 8)
    across = dark_runs([pixel(i, y) for i in range(width)])
    down = dark_runs([pixel(x, j) for j in range(int(top), int(top + side) + 2)])
    return across, down


def text_of(path: Path, page: int = 1) -> str:
    return subprocess.run(
        ["pdftotext", "-f", str(page), "-l", str(page), "-layout", str(path), "-"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout


def test_one_puzzle_on_a4_is_one_page_with_a_grid_of_81_cells(qapp: Any, tmp_path: Path) -> None:
    givens = tuple(0 if c == "." else int(c) for c in WIKIPEDIA)
    proven = prove(givens)
    path = tmp_path / "one.pdf"
    print_pdf(path, [item_of_own(givens, proven.solution, proven.grade)], 1)
    info = pdfinfo(path)
    assert info["Pages"] == "1" and "A4" in info["Page size"]
    # 10 lines each way: 9 columns and 9 rows of cells
    assert grid_lines(path) == (10, 10)
    text = text_of(path)
    assert sorted(re.findall(r"\b[1-9]\b", text.split("Easy")[0])) == sorted(
        c for c in WIKIPEDIA if c != "."
    )
    assert f"Easy · code {proven.code}" in " ".join(text.split())


def test_four_levels_on_letter_four_to_a_page_and_one_to_a_page(qapp: Any, tmp_path: Path) -> None:
    items = [item_of_puzzle(generate(level, 3)) for level in LEVELS]
    four = tmp_path / "four.pdf"
    print_pdf(four, items, 4, "letter")
    info = pdfinfo(four)
    assert info["Pages"] == "1" and "letter" in info["Page size"].lower()
    text = " ".join(text_of(four).split())
    for level in LEVELS:
        assert f"· code S-{level.letter}-3" in text
    single = tmp_path / "single.pdf"
    print_pdf(single, items, 1)
    assert pdfinfo(single)["Pages"] == "4"
    for page in (1, 4):
        assert grid_lines(single, page) == (10, 10)
    expert = " ".join(text_of(single, 4).split())
    assert "Expert · code S-X-3" in expert


def test_five_puzzles_four_to_a_page_take_two_pages(qapp: Any, tmp_path: Path) -> None:
    p = generate(Level.EASY, 1)
    path = tmp_path / "five.pdf"
    print_pdf(path, [item_of_puzzle(p)] * 5, 4)
    assert pdfinfo(path)["Pages"] == "2"


def test_the_print_dialog_prints_one_puzzle_per_level_four_to_a_letter_page(
    qtbot: Any, ctx: Any, tmp_path: Path, monkeypatch: Any
) -> None:
    """Game → Print…: the options, then Qt's print dialog (here: "print to file")."""
    from PySide6.QtPrintSupport import QPrintDialog
    from PySide6.QtWidgets import QDialog
    from test_sudoku_screen import easy_game, make_screen, prepared_save

    from puzzlesuite.games.sudoku.printing import PrintDialog
    from puzzlesuite.ui import threads

    target = tmp_path / "levels.pdf"

    def print_to_file(dialog: QPrintDialog) -> int:
        dialog.printer().setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        dialog.printer().setOutputFileName(str(target))
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(QPrintDialog, "exec", print_to_file)
    ctx.saves.save("sudoku", prepared_save(easy_game()))
    screen = make_screen(qtbot, ctx)
    dialog = PrintDialog(screen, screen)
    assert dialog.this_puzzle.isChecked()  # the puzzle on the board by default
    dialog.per_level.setChecked(True)
    dialog.four.setChecked(True)
    dialog.paper.setCurrentIndex(dialog.paper.findData("letter"))
    dialog.accept()
    qtbot.waitUntil(lambda: target.exists(), timeout=60000)
    threads.wait_for_all()
    info = pdfinfo(target)
    assert info["Pages"] == "1" and "letter" in info["Page size"].lower()
    text = " ".join(text_of(target).split())
    assert all(
        f"{name} · code S-{letter}-" in text
        for name, letter in (("Easy", "E"), ("Medium", "M"), ("Hard", "H"), ("Expert", "X"))
    )
    assert screen.last_outcome == "Sent to the printer."
