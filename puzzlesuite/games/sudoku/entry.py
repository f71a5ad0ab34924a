"""Entering a puzzle of one's own on the Sudoku screen: typed, pasted or opened, then
proven and graded off the GUI thread (a background job), then played like ours.

While entering, the session's game is an `EntryBoard`: a game whose every digit is the
player's, so the keys, the mouse, the number pad, conflict marks and undo are exactly
those of play. The game that was on the board waits in the session's `previous` (and in
the save) and comes back on Cancel. Start proves the digits (`own_puzzle.prove`, in
`prove_or_error`) and starts the proven puzzle; a puzzle without a single solution gets
one sentence, its cells are marked, and the entry stays as it was.

The screen calls this module at a few hooks only (construction, paste, a new puzzle,
status, code); everything about own puzzles lives here, in own_puzzle.py and
own_texts.py, and in the session (entering, the recent list, their save). This module
changes the game through the session's steps and lets the screen show each step as it
shows the player's own (`played`, `begin`, `move_cursor`), named by the host protocol in
host.py. It never imports the screen (the screen imports it).
"""

from __future__ import annotations

import itertools
import sys
from collections.abc import Callable
from functools import partial
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import (
    QFileDialog,
    QGridLayout,
    QMenu,
    QPushButton,
    QRadioButton,
    QWidget,
)

from puzzlesuite.services.i18n import _
from puzzlesuite.ui import threads

from . import own_texts
from .host import SudokuHost
from .model import SudokuGame
from .own_puzzle import (
    OwnCodeError,
    ProofError,
    ProvenPuzzle,
    format_own_code,
    is_own_code,
    parse_own_code,
    prove,
)
from .puzzle_text import TextError, format_line, parse_puzzle, read_puzzle_file
from .session import BEYOND, EntryBoard
from .solver import CELL_COUNT, Grid
from .techniques import Level

__all__ = ["BEYOND", "EntryBoard", "OwnPuzzles", "own_game", "prove_or_error"]


def prove_or_error(givens: Grid) -> ProvenPuzzle | ProofError:
    """Proves and grades givens (the background job): the proven puzzle, or why not."""
    try:
        return prove(givens)
    except ProofError as error:
        return error


def own_game(proven: ProvenPuzzle) -> SudokuGame:
    """A new game of a proven own puzzle; its level is its grade."""
    return SudokuGame(
        proven.givens,
        proven.solution,
        proven.grade or Level.EXPERT,
        0,
        own=True,
        beyond=proven.grade is None,
    )


class OwnPuzzles(QObject):
    """Entry mode, the recent list, Copy and the own-puzzle codes for one screen.
    `screen` is the Sudoku screen as its host; `parent` the widget that owns the buttons,
    menus and dialogs made here (the same screen)."""

    def __init__(self, screen: SudokuHost, parent: QWidget) -> None:
        super().__init__(parent)
        self.screen = screen
        self.parent_widget = parent
        self._entering_shown = False  # what the buttons show (see follow)
        self._proving: threads.Job[ProvenPuzzle | ProofError] | None = None
        self._marked: tuple[int, ...] = ()
        self._marked_for: Grid = ()

        self.enter_button = self._button("sudoku-enter", self.enter)
        self.start_button = self._button("sudoku-entry-start", self.start)
        self.cancel_button = self._button("sudoku-entry-cancel", self.cancel)
        # Beside the levels: Enter a puzzle…, or while entering Start and Cancel
        # in the same place, so switching never moves anything (New game is in the
        # control row above the board). A layout, not a stack of pages: each container
        # shown is one more event for screen readers when the screen opens (30 at most).
        self.buttons = QGridLayout()
        self.buttons.setObjectName("sudoku-own-buttons")
        self.buttons.setContentsMargins(0, 0, 0, 0)
        self.buttons.addWidget(self.enter_button, 0, 0, 1, 2)
        self.buttons.addWidget(self.start_button, 0, 0)
        self.buttons.addWidget(self.cancel_button, 0, 1)
        self.start_button.hide()  # hidden before the panel shows: it stays hidden
        self.cancel_button.hide()
        self.follow()  # a save may bring an entry back
        screen.panel.add_level_area_row(self.buttons)
        # In the Tab chain where the row is: after the last level, before the number pad.
        chain = [
            screen.panel.levels.findChildren(QRadioButton)[-1],
            self.enter_button,
            self.start_button,
            self.cancel_button,
        ]
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)
        # The rest is in the Game menu (shown while the Sudoku screen is).
        self.enter_action = self._action(self.enter)
        self.paste_action = self._action(self.paste)
        self.open_action = self._action(self.open_file)
        self.copy_action = self._action(self.copy)
        self.recent_menu = QMenu(parent)
        self.recent_menu.setObjectName("sudoku-recent-menu")
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self.print_action = self._action(self.print_puzzles)

    def _action(self, slot: Callable[[], object]) -> QAction:
        action = QAction(self.parent_widget)
        action.triggered.connect(lambda _checked=False: slot())
        return action

    def menu_actions(self) -> list[QAction]:
        return [
            self.enter_action,
            self.paste_action,
            self.open_action,
            self.recent_menu.menuAction(),
            self.copy_action,
            self.print_action,
        ]

    def _button(self, name: str, slot: Callable[[], object]) -> QPushButton:
        button = QPushButton()
        button.setObjectName(name)
        button.clicked.connect(lambda _checked=False: slot())
        return button

    def retranslate(self) -> None:
        self.enter_button.setText(_("Enter a puzzle…"))
        self.start_button.setText(_("Start"))
        self.cancel_button.setText(_("Cancel"))
        self.enter_action.setText(_("En&ter a puzzle…"))
        self.paste_action.setText(_("P&aste a puzzle"))
        self.open_action.setText(_("Open a puzzle &file…"))
        self.recent_menu.setTitle(_("&Your puzzles"))
        self.copy_action.setText(_("&Copy puzzle"))
        self.print_action.setText(_("&Print…"))

    # ---- what the screen asks -------------------------------------------------------------

    @property
    def entering(self) -> bool:
        return self.screen.session.entering

    @property
    def recent(self) -> list[dict[str, str]]:
        """The puzzles entered lately, newest first (kept by the session, in the save)."""
        return self.screen.session.recent

    def follow(self) -> None:
        """Enter a puzzle…, or Start and Cancel in its place, as the session stands (a
        new puzzle ends entering; a save may bring an entry back)."""
        entering = self.entering
        if entering != self._entering_shown:
            self._entering_shown = entering
            self.enter_button.setVisible(not entering)
            self.start_button.setVisible(entering)
            self.cancel_button.setVisible(entering)

    def marked_cells(self) -> tuple[int, ...]:
        """The cells the last refusal named, while the entry is as it was then."""
        game = self.screen.game
        if self.entering and game is not None and tuple(game.values) == self._marked_for:
            return self._marked
        return ()

    def status_text(self) -> str:
        game = self.screen.game
        if self.entering and game is not None:
            return own_texts.entry_status_text(game.filled_count())
        if game is not None and game.own:
            return own_texts.own_status_text(
                None if game.beyond else game.level, game.filled_count()
            )
        return ""

    def code(self, game: SudokuGame) -> str:
        return format_own_code(game.givens, game.solution)

    # ---- entering ---------------------------------------------------------------------------

    def enter(self, values: list[int] | None = None) -> None:
        """Start entering on an empty board (or `values`), keeping the game there."""
        screen = self.screen
        outcome = screen.session.enter()  # None: already entering
        self.follow()
        if values is not None:
            self._fill(values)
            return
        screen.cursor_cell, screen.selected = 0, True
        screen.board_grid.set_cursor(0, 0)
        screen.played(outcome, own_texts.entering_text())
        screen.focus_board()

    def _fill(self, values: Grid | list[int]) -> None:
        """Put read digits on the entry board as one undoable step."""
        screen = self.screen
        outcome = screen.session.set_cells({cell: (values[cell], 0) for cell in range(CELL_COUNT)})
        count = sum(1 for d in values if d)
        screen.played(outcome, own_texts.pasted_text(count))
        screen.focus_board()

    def cancel(self) -> None:
        screen = self.screen
        outcome = screen.session.cancel_entry()
        if outcome is None:
            return
        self.follow()
        if screen.game is None:
            screen.new_game()
            return
        screen.played(outcome, own_texts.entry_cancelled_text())
        screen.focus_board()

    def paste(self) -> None:
        """Ctrl+V on the board, or Paste: the clipboard's puzzle on the entry board."""
        self.take_text(QGuiApplication.clipboard().text())

    def take_text(self, text: str) -> bool:
        """Read `text` as a puzzle (or an own-puzzle code) and put it on the entry
        board; one sentence and nothing changed if it is neither. Whether it was read."""
        if is_own_code(text):
            try:
                givens = parse_own_code(text)
            except OwnCodeError:
                self.screen.announce(own_texts.own_code_error_text())
                return False
            self.enter(list(givens))
            self.start()
            return True
        try:
            puzzle = parse_puzzle(text)
        except TextError as error:
            self.screen.announce(own_texts.text_error_text(error))
            return False
        self.enter(list(puzzle.givens))
        return True

    def open_file(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self.parent_widget,
            _("Open a puzzle"),
            "",
            _("Puzzle text (*.txt *.sdk *.ss);;All files (*)"),
        )
        if path:
            self.open_path(Path(path))

    def open_path(self, path: Path) -> bool:
        try:
            puzzle = read_puzzle_file(path)
        except TextError as error:
            self.screen.announce(own_texts.text_error_text(error))
            return False
        self.enter(list(puzzle.givens))
        return True

    # ---- proving and starting ---------------------------------------------------------------

    def start(self) -> None:
        """Prove what was entered, in the worker; the result starts the puzzle or says
        why not."""
        game = self.screen.game
        if not self.entering or game is None or self._proving is not None:
            return
        givens = tuple(game.values)
        self._proving = threads.run_job(
            partial(prove_or_error, givens),
            partial(self._proved, givens),
            self._proof_failed,
            owner=self,
        )
        self.start_button.setEnabled(False)
        self.screen.announce(own_texts.checking_text())

    def _proved(self, givens: Grid, result: ProvenPuzzle | ProofError) -> None:
        self._proving = None
        self.start_button.setEnabled(True)
        screen = self.screen
        game = screen.game
        if not self.entering or game is None or tuple(game.values) != givens:
            return  # the entry changed meanwhile: Start again proves what is there now
        if isinstance(result, ProofError):
            self._marked, self._marked_for = result.cells, givens
            if result.cells:
                screen.move_cursor(result.cells[0])
            screen.played(None, own_texts.proof_error_text(result))
            return
        screen.session.remember(result)
        game = own_game(result)
        screen.begin(game, own_texts.own_started_text(result.grade, result.code))

    def _proof_failed(self, error: BaseException) -> None:
        """A bug in the prover: shown as an error; Start can be pressed again."""
        self._proving = None
        self.start_button.setEnabled(True)
        sys.excepthook(type(error), error, error.__traceback__)

    # ---- recent, copy, print ----------------------------------------------------------------

    def _fill_recent_menu(self) -> None:
        """The last puzzles entered, newest first, to play again."""
        menu = self.recent_menu
        menu.clear()
        if not self.recent:
            menu.addAction(own_texts.no_recent_text()).setEnabled(False)
            return
        for item in self.recent:
            line = item["givens"]
            grade = None if item["grade"] == BEYOND else Level(item["grade"])
            count = sum(1 for c in line if c != "0")
            text = own_texts.recent_item_text(grade, count, line.replace("0", "."))
            action = menu.addAction(text)
            action.triggered.connect(lambda _=False, line=line: self.replay(line))

    def replay(self, line: str) -> None:
        self.enter([int(c) for c in line])
        self.start()

    def copy(self) -> None:
        game = self.screen.game
        if game is None or self.entering:
            self.screen.announce(own_texts.nothing_to_copy_text())
            return
        QGuiApplication.clipboard().setText(format_line(game.givens))
        self.screen.announce(own_texts.copied_text())

    def print_puzzles(self) -> None:
        from .printing import PrintDialog

        PrintDialog(self.screen, self.parent_widget).open()
