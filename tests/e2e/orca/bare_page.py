"""The How-to-play stall reduced to a bare program: no Puzzle Suite code at all.

A window with a push button and a page (the widget that shows help text), so Tab moves
the focus from the button to the page, as in the How to play dialog. Run by
tests/e2e/orca_help_repro.py under Orca; ``python bare_page.py KIND`` where KIND is

- ``browser``: a read-only QTextBrowser (what the dialog used), Qt's default flags;
- ``caret``: the same with TextSelectableByKeyboard (a keyboard caret, as the app had);
- ``tabs``: ``caret`` inside a QTabWidget in a QDialog, the dialog's own shape;
- ``tabs-window``: the same in a plain window; ``dialog``: ``caret`` in a QDialog;
- ``plain``: a read-only QPlainTextEdit with a keyboard caret (plain text, no HTML);
- ``edit``: a read-only QTextEdit with a keyboard caret (rich text, not a browser);
- ``help-…``: any of the above (``help-tabs``…) with the HTML of the file named by
  $BARE_PAGE_HTML (a real How to play page) instead of six short paragraphs;
- ``five-…``: five such pages in five tabs, as in the dialog;
- ``list``: a list of five games before one page (the page shows the chosen game);
- ``list-stack``: the list before a QStackedWidget of five pages.
"""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QStackedWidget,
    QTabWidget,
    QTextBrowser,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

PARAGRAPHS = [
    "Goal",
    "Fill the grid so that every row, column and box holds the digits 1 to 9 once.",
    "Keys",
    "Arrows move the cursor. Digits write. H gives a hint, S says the status.",
    "Tips",
    "Start with the rows that are nearly full.",
]
CARET = (
    Qt.TextInteractionFlag.TextSelectableByKeyboard | Qt.TextInteractionFlag.TextSelectableByMouse
)


def page(kind: str) -> QWidget:
    if kind == "plain":
        plain = QPlainTextEdit()
        plain.setReadOnly(True)
        plain.setPlainText("\n".join(PARAGRAPHS))
        plain.setTextInteractionFlags(CARET)
        return plain
    text: QTextEdit = QTextEdit() if kind == "edit" else QTextBrowser()
    text.setReadOnly(True)
    html = "".join(f"<p>{p}</p>" for p in PARAGRAPHS)
    if os.environ.get("BARE_PAGE_HTML"):
        with open(os.environ["BARE_PAGE_HTML"], encoding="utf-8") as handle:
            html = handle.read()
    text.setHtml(html)
    if kind != "browser":
        text.setTextInteractionFlags(CARET)
    return text


def main() -> int:
    kind = sys.argv[1] if len(sys.argv) > 1 else "browser"
    pages = 1
    if kind.startswith("help-"):
        kind = kind.removeprefix("help-")
    else:
        os.environ.pop("BARE_PAGE_HTML", None)
    if kind.startswith("five-"):
        kind, pages = kind.removeprefix("five-"), 5
    app = QApplication(sys.argv[:1])
    window = QDialog() if kind in ("tabs", "dialog") else QWidget()
    window.setWindowTitle("Bare page")
    button = QPushButton("Before")
    shown = page(
        "caret" if kind in ("tabs", "tabs-window", "dialog") or kind.startswith("list") else kind
    )
    shown.setAccessibleName("Help page")
    layout = QVBoxLayout(window)
    layout.addWidget(button)
    if kind.startswith("list"):
        games = QListWidget()
        games.setAccessibleName("Games")
        games.addItems(["Sudoku", "Reversi", "Jogakbo", "Minesweeper", "Block Puzzle"])
        games.setCurrentRow(0)
        layout.addWidget(games)
        if kind == "list-stack":
            stack = QStackedWidget()
            stack.addWidget(shown)
            for _number in range(4):
                stack.addWidget(page("caret"))
            games.currentRowChanged.connect(stack.setCurrentIndex)
            layout.addWidget(stack)
        else:
            layout.addWidget(shown)
    elif kind.startswith("tabs"):
        tabs = QTabWidget()
        tabs.addTab(shown, "Sudoku")
        for number in range(1, pages):
            tabs.addTab(page("caret"), f"Game {number}")
        layout.addWidget(tabs)
    else:
        layout.addWidget(shown)
    window.resize(500, 400)
    window.show()
    button.setFocus()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
