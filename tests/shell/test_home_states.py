"""Home cards show each game's state, read from saves and statistics after the home
screen is painted, in a line each card keeps for it (nothing moves)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date, timedelta
from typing import Any

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics

from puzzlesuite.games.blockpuzzle.model import BlockPuzzle
from puzzlesuite.games.blockpuzzle.summary import home_line as blockpuzzle_line
from puzzlesuite.games.jogakbo.summary import home_line as jogakbo_line
from puzzlesuite.games.minesweeper.model import MinesweeperGame
from puzzlesuite.games.minesweeper.summary import home_line as minesweeper_line
from puzzlesuite.games.reversi.ai import Level as Opponent
from puzzlesuite.games.reversi.model import ReversiGame
from puzzlesuite.games.reversi.summary import home_line as reversi_line
from puzzlesuite.games.sudoku.generator import generate
from puzzlesuite.games.sudoku.model import SudokuGame
from puzzlesuite.games.sudoku.summary import home_line as sudoku_line
from puzzlesuite.games.sudoku.techniques import Level
from puzzlesuite.services import i18n
from puzzlesuite.shell.main_window import MainWindow
from tests.games.jogakbo import kit as jogakbo_kit

WRAP = int(Qt.TextFlag.TextWordWrap)

DAY = date(2026, 11, 30)


@pytest.fixture(autouse=True)
def _english() -> Iterator[None]:
    """The lines are English here, whatever an earlier test left (no ctx fixture)."""
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def medium_sudoku(filled_extra: int) -> SudokuGame:
    puzzle = generate(Level.MEDIUM, 3)
    game = SudokuGame(puzzle.givens, puzzle.solution, puzzle.level, puzzle.seed)
    for cell in game.empty_cells()[:filled_extra]:
        game.place(cell, game.solution[cell])
    game.started = True
    return game


def test_sudoku_says_level_and_cells_filled_or_solved() -> None:
    game = medium_sudoku(5)
    line = sudoku_line({"game": game.to_dict()}, {})
    assert line == f"In progress: Medium, {game.filled_count()} of 81"
    for cell in range(81):  # a save says finished only of a solved grid
        if not game.values[cell]:
            game.place(cell, game.solution[cell])
    game.finished = True
    assert sudoku_line({"game": game.to_dict()}, {}) == "Solved: Medium"
    assert sudoku_line(None, {}) == "" and sudoku_line({"game": None}, {}) == ""


def test_block_puzzle_shows_the_best_and_a_game_in_progress() -> None:
    assert blockpuzzle_line(None, {"best_score": 1240}) == "Best 1,240"
    assert blockpuzzle_line(None, {}) == ""
    going = BlockPuzzle().to_json() | {"score": 40}
    assert blockpuzzle_line({"game": going}, {"best_score": 1240}) == "Score 40 · Best 1,240"


def test_jogakbo_says_solved_today_for_today_only() -> None:
    # Real saves of today's puzzle: the line reads them through the session's codec.
    today = date.today()
    done = jogakbo_kit.finished()
    assert jogakbo_line(done, {}, today=lambda: today) == "Solved today"
    assert jogakbo_line(done, {}, today=lambda: today + timedelta(days=1)) == ""
    going = jogakbo_kit.mid()
    assert jogakbo_line(going, {}, today=lambda: today) == "In progress: 1 move"
    # A save the game cannot use says nothing here (the game tells when opened).
    assert jogakbo_line({**going, "next_gid": 1}, {}, today=lambda: today) == ""


def test_reversi_and_minesweeper_lines() -> None:
    assert reversi_line(None, {}) == "Choose your opponent"  # no game: waiting (issue 32)
    fresh = ReversiGame(level=Opponent.HARD)
    assert reversi_line({"game": fresh.to_json()}, {}) == (  # a saved game has started
        "In progress against Hard: Black 2 · White 2"
    )
    fresh.play_human(fresh.position.legal_squares()[0])
    assert reversi_line({"game": fresh.to_json()}, {}) == (
        "In progress against Hard: Black 4 · White 1"
    )
    ended, _last = ReversiGame.from_json(fresh.to_json())
    while ended.result() is None:  # both sides play their first legal move to the end
        square = ended.position.legal_squares()[0]
        ended.play_human(square) if ended.human_to_move else ended.play_cpu(square)
    result = ended.result()
    assert result is not None
    line = reversi_line({"game": ended.to_json()}, {})
    assert line.split(" ")[0] in ("You", "Draw") and "–" in line  # "You win 40–24"
    board = MinesweeperGame(9, 9, 10, 5, "beginner")
    assert minesweeper_line({"game": board.to_dict()}, {}) == ""


def test_cards_fill_their_state_line_after_the_first_paint(qtbot: Any, ctx: Any) -> None:
    ctx.stats.update("blockpuzzle", lambda r: r.update(best_score=1240))
    ctx.saves.save("sudoku", {"game": medium_sudoku(4).to_dict(), "prepared": {}})
    window = MainWindow(ctx)
    qtbot.addWidget(window)
    cards = {card.entry.id: card for card in window.home.cards}
    heights = {key: card.sizeHint().height() for key, card in cards.items()}
    assert all(card.state == "" for card in cards.values())  # building reads nothing
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: cards["blockpuzzle"].state == "Best 1,240")
    # One card per turn of the event loop: Sudoku's comes a few turns later.
    qtbot.waitUntil(lambda: cards["sudoku"].state.startswith("In progress: Medium, "))
    assert cards["sudoku"].accessibleDescription().endswith(cards["sudoku"].state)
    assert {key: card.sizeHint().height() for key, card in cards.items()} == heights


def test_coming_home_reads_the_lines_again(qtbot: Any, main_window: Any) -> None:
    card = next(c for c in main_window.home.cards if c.entry.id == "blockpuzzle")
    screen = main_window.open_game("blockpuzzle")
    main_window.ctx.stats.update("blockpuzzle", lambda r: r.update(best_score=90))
    screen.save_now()
    main_window.show_home()
    qtbot.waitUntil(lambda: card.state == "Best 90")


def test_the_card_of_the_game_just_left_is_described_before_home_shows(
    qtbot: Any, main_window: Any
) -> None:
    """A screen reader lands on the first card when home shows: its new line must be in
    the description already, or Orca reads the card again when the line arrives."""
    card = next(c for c in main_window.home.cards if c.entry.id == "blockpuzzle")
    main_window.open_game("blockpuzzle")
    main_window.ctx.stats.update("blockpuzzle", lambda r: r.update(best_score=77))
    main_window.show_home()  # no event loop turn: nothing painted yet
    assert card.accessibleDescription().endswith("Best 77")


@pytest.mark.parametrize("language", ["en", "ko", "id", "es"])
def test_a_sudoku_state_line_fits_its_card_at_800x600(qtbot: Any, ctx: Any, language: str) -> None:
    """Bold "In progress: Medium, 52 of 81" was elided to "52 of …" at 800×600; the line
    now steps down to regular and smaller type, then wraps, within the room the card
    keeps for it (so it is never cut, and its arrival after the first paint moves
    nothing)."""
    i18n.set_language(language)
    window = MainWindow(ctx)
    qtbot.addWidget(window)
    window.resize(800, 600)
    window.show()
    qtbot.waitExposed(window)
    card = next(c for c in window.home.cards if c.entry.id == "sudoku")
    width = card.width() - 24  # the state line's margins inside the card
    for level in Level:
        game = medium_sudoku(30)
        game.level = level
        card.set_state(sudoku_line({"game": game.to_dict()}, {}))
        assert "81" in card.state
        metrics = QFontMetrics(card.state_font(width))
        needed = metrics.boundingRect(QRect(0, 0, width, 0), WRAP, card.state).height()
        assert needed <= card.state_room(width), card.state
