"""Issue 32 for Minesweeper, through the real screen: a short status for the eye (mines
left), full sentences for the ear, a message line that says what just happened and goes
when that stops being true, and the evidence of a loss shown on the card and the board."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QLabel
from test_minesweeper_screen import (
    RIGHT,
    click,
    key,
    make_screen,
    safe_and_mined,
    started,
    type_code,
)

from puzzlesuite.games.minesweeper.screen import MinesweeperScreen
from puzzlesuite.games.minesweeper.solver import deduce
from puzzlesuite.ui import threads
from tests.ui.test_layout import open_window

LANGUAGES = ["en", "ko", "id", "es"]
# What would make a visible line a list of keys (keys go to How to play).
KEY_WORDS = ("Space", "Enter", "Ctrl+", "Shift+", "F:", "H:", "J:")


def visible_lines(screen: MinesweeperScreen) -> list[str]:
    return [
        label.text()
        for label in screen.findChildren(QLabel)
        if label.isVisible() and label.text() and label is not screen.message_line
    ]


def name(cell: int) -> str:
    return f"r{cell // 9 + 1}c{cell % 9 + 1}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_status_is_mines_left_short_and_whole_at_800_by_600(
    qtbot: Any, tmp_path: Any, language: str
) -> None:
    window = open_window(tmp_path, language)
    qtbot.addWidget(window)
    try:
        screen = window.open_game("minesweeper")
        screen.panel.code_edit.setText("M-30x16x99-77")  # the most mines of a standard level
        screen.play_code()
        counter = screen.counter
        assert "99" in counter.text() and "…" not in counter.text()
        assert counter.width() >= counter.minimumSizeHint().width()  # never cut
        if language == "en":
            assert counter.text() == "Mines left: 99" and len(counter.text()) <= 40
        for line in visible_lines(screen):
            assert not any(word in line for word in KEY_WORDS), line
    finally:
        window.close()
        threads.wait_for_all()


def test_the_status_line_is_the_count_and_s_still_says_everything(qtbot: Any, ctx: Any) -> None:
    screen = make_screen(qtbot, ctx)
    started(qtbot, screen)
    assert screen.counter.text() == "Mines left: 10"
    assert visible_lines(screen)[0] == "Mines left: 10"  # the one status line
    assert not any(screen.game.code() in line for line in visible_lines(screen))  # in its field
    assert screen.status_text().startswith(
        "10 mines left. Beginner: 9 × 9, 10 mines. No hints used."
    )


def test_no_flag_message_stays_after_a_win(qtbot: Any, ctx: Any) -> None:
    screen = make_screen(qtbot, ctx)
    started(qtbot, screen)
    _safe, mined = safe_and_mined(screen)
    click(qtbot, screen, mined[0], RIGHT)
    assert screen.message_line.full_text == f"Flag placed on {name(mined[0])}."
    while not screen.game.over:
        safe, _mined = safe_and_mined(screen)
        click(qtbot, screen, safe[0])
    assert screen.game.won
    assert screen.message_line.full_text == "" and not screen.message_line.isVisible()
    assert "Board cleared: every safe cell is open." in screen.last_outcome  # still heard


def test_no_message_stays_after_a_loss_or_a_new_board(qtbot: Any, ctx: Any) -> None:
    screen = make_screen(qtbot, ctx)
    started(qtbot, screen)
    safe, mined = safe_and_mined(screen)
    click(qtbot, screen, safe[0], RIGHT)
    click(qtbot, screen, mined[0])
    assert screen.game.lost and screen.message_line.full_text == ""
    screen.new_game()
    # The new board's short form for the eye, the whole sentence for the ear.
    assert screen.message_line.full_text == "New board: Beginner."
    assert screen.last_outcome == (
        "New board: Beginner, 9 × 9, 10 mines. Reveal any cell to start."
    )


def test_a_reopened_finished_board_shows_no_old_message(qtbot: Any, ctx: Any, restart: Any) -> None:
    screen = make_screen(qtbot, ctx)
    started(qtbot, screen)
    _safe, mined = safe_and_mined(screen)
    click(qtbot, screen, mined[0])
    screen.save_now()
    window = restart()
    resumed = window.open_game("minesweeper")
    assert resumed.game.lost and resumed.message_line.full_text == ""


def knowable_loss(qtbot: Any, screen: MinesweeperScreen) -> int:
    """Lose on a mine the numbers proved (started board; returns the mine)."""
    started(qtbot, screen)
    _safe, mined = safe_and_mined(screen)
    click(qtbot, screen, mined[0])
    assert screen.game.lost
    return mined[0]


def accent_pixels(screen: MinesweeperScreen, cell: int) -> int:
    image: QImage = screen.view.grab().toImage()
    ratio = image.devicePixelRatio()
    rect: QRect = screen.view.cell_rect(*divmod(cell, 9))
    accent = QColor(screen.ctx.tokens.accent).rgb()
    found = 0
    for y in range(int(rect.top() * ratio), int((rect.bottom() + 1) * ratio)):
        for x in range(int(rect.left() * ratio), int((rect.right() + 1) * ratio)):
            found += image.pixel(x, y) == accent
    return found


def test_a_loss_that_could_be_known_names_its_numbers_and_the_board_marks_them(
    qtbot: Any, ctx: Any
) -> None:
    screen = make_screen(qtbot, ctx)
    hit = knowable_loss(qtbot, screen)
    (explanation,) = screen.game.explanations
    assert explanation.knowable and not explanation.uses_total
    proof = list(explanation.proof)
    assert proof and all(screen.game.revealed[c] and screen.game.number[c] for c in proof)
    # The card names them…
    figures = screen.result_moment.result.figures
    names = [name(c) for c in proof]
    assert figures.startswith("No hints used. The mine could have been known from ")
    assert all(each in figures for each in names)
    # … the final board marks them (a hint's dotted outline), and only them …
    others = [c for c in range(81) if screen.game.revealed[c] and c not in proof]
    assert all(accent_pixels(screen, c) > 0 for c in proof)
    assert all(accent_pixels(screen, c) == 0 for c in others[:10])
    # … also with the card folded away.
    key(qtbot, screen, Qt.Key.Key_Escape)
    assert screen.result_moment.folded
    assert all(accent_pixels(screen, c) > 0 for c in proof)
    # A screen reader hears the mark with the cell, and the whole reason with the ending.
    screen.grid.set_cursor(*divmod(proof[0], 9))
    assert screen.grid.description() == "This number proves the mine that was hit."
    assert f"{name(hit)} could have been known as a mine: see " in screen.last_outcome


def test_the_evidence_comes_back_with_the_resumed_board(qtbot: Any, ctx: Any, restart: Any) -> None:
    screen = make_screen(qtbot, ctx)
    knowable_loss(qtbot, screen)
    proof = list(screen.game.explanations[0].proof)
    figures = screen.result_moment.result.figures
    screen.save_now()
    resumed = restart().open_game("minesweeper")
    assert resumed.result_moment.result.figures == figures
    assert resumed.view.evidence == proof
    assert all(accent_pixels(resumed, c) > 0 for c in proof)


def test_the_evidence_goes_with_the_next_board(qtbot: Any, ctx: Any) -> None:
    screen = make_screen(qtbot, ctx)
    knowable_loss(qtbot, screen)
    screen.new_game()
    assert screen.view.evidence == []


def test_the_card_stays_clear_of_the_evidence_and_the_mine_hit(qtbot: Any, ctx: Any) -> None:
    """An Intermediate loss whose proving numbers are in the bottom rows, where the card
    usually sits: it moves up instead of covering them."""
    screen = make_screen(qtbot, ctx)
    screen.resize(1280, 800)
    type_code(qtbot, screen, "M-16x16x40-4242-r9c9")
    found = deduce(screen.game.position())
    for mine in sorted(found.mined)[:3]:
        screen.cycle_mark(mine)
    for cell in sorted(found.safe)[:4]:
        screen.activate(cell)
    screen.activate(sorted(deduce(screen.game.position()).mined)[-1])
    game = screen.game
    assert game.lost and game.evidence()
    assert max(cell // 16 for cell in game.evidence()) >= 13  # the bottom rows
    QApplication.processEvents()
    card = screen.result_moment.geometry()
    for cell in [*game.evidence(), *game.hit]:
        rect = screen.view.cell_rect(*divmod(cell, 16))
        shown = QRect(screen.view.mapTo(screen, rect.topLeft()), rect.size())
        assert not card.intersects(shown), (cell, card, shown)
    assert card.bottom() <= screen.view.mapTo(screen, screen.view.cell_rect(13, 0).topLeft()).y()
