"""Reversi's board in the visual system (issue 30 item 7), as drawn on the real screen in
light, dark and high contrast: a felt that separates both disc colours (≥ 1.5:1, high
contrast ≥ 3:1, measured on the pixels), rims on both discs, legal-move dots, the last
move's mark, and coordinates on two sides only."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication
from test_reversi_screen import make_screen

from puzzlesuite.games.reversi import view as reversi_view
from puzzlesuite.games.reversi.engine import parse_square
from puzzlesuite.games.reversi.screen import ReversiScreen
from puzzlesuite.ui import threads
from puzzlesuite.ui.theme import contrast_ratio


@pytest.fixture(autouse=True)
def _no_search_left_behind() -> Any:
    yield
    threads.wait_for_all()
    QApplication.processEvents()


def picture(screen: ReversiScreen) -> QImage:
    QApplication.processEvents()
    return screen.view.viewport().grab().toImage()


def at(image: QImage, screen: ReversiScreen, name: str, dx: float = 0, dy: float = 0) -> QColor:
    """The colour at a cell's centre, or offset by fractions of the cell."""
    rect = screen.view.cell_view_rect(parse_square(name))
    point = rect.center() + QPoint(round(dx * rect.width()), round(dy * rect.height()))
    return image.pixelColor(point)


@pytest.mark.parametrize(("theme", "least"), [("light", 1.5), ("dark", 1.5), ("contrast", 3.0)])
def test_both_disc_colours_stand_clear_of_the_felt(
    qtbot: Any, ctx: Any, theme: str, least: float
) -> None:
    ctx.settings.update(theme=theme)
    screen = make_screen(qtbot, ctx)
    image = picture(screen)
    felt = at(image, screen, "a1")
    black, white = at(image, screen, "e4"), at(image, screen, "d4")  # the start position
    assert contrast_ratio(black, felt) >= least, theme
    assert contrast_ratio(white, felt) >= least, theme
    # A dot on a legal cell (d3) and none on an empty cell without one (a1).
    assert contrast_ratio(at(image, screen, "d3"), felt) >= 3.0
    assert at(image, screen, "c3") == felt


@pytest.mark.parametrize("theme", ["light", "dark", "contrast"])
def test_each_disc_has_a_rim_and_the_last_move_a_mark(qtbot: Any, ctx: Any, theme: str) -> None:
    ctx.settings.update(theme=theme, reduce_motion=True)
    screen = make_screen(qtbot, ctx)
    screen._place(parse_square("d3"))  # black on d3: the last move
    image = picture(screen)
    tokens = ctx.tokens
    radius = reversi_view.CELL * 0.40 / reversi_view.CELL  # the disc's radius in cells
    # Just inside each disc's edge, the rim: light on black, dark on white.
    rim_black = at(image, screen, "e4", dx=radius - 0.01)
    rim_white = at(image, screen, "e5", dx=radius - 0.01)
    assert contrast_ratio(rim_black, tokens.disc_black) >= 1.5
    assert contrast_ratio(rim_white, tokens.disc_white) >= 1.5
    mark = at(image, screen, "d3", dx=0.13)  # the small ring at the placed disc's centre
    assert contrast_ratio(mark, tokens.disc_black) >= 3.0


def test_the_coordinates_are_on_two_sides() -> None:
    item = reversi_view.BoardItem()
    bounds = item.boundingRect()
    assert bounds.left() == bounds.top() == -reversi_view.LABEL_MARGIN  # a–h above, 1–8 left
    beyond = bounds.right() - reversi_view.BOARD_PX
    assert beyond == bounds.bottom() - reversi_view.BOARD_PX
    assert beyond <= reversi_view.RING_REACH + 1  # room for the focus ring, no labels


@pytest.mark.parametrize("language", ["en", "ko", "id", "es"])
def test_at_200_percent_the_screen_fits_800_by_600_and_no_text_is_cut(
    qtbot: Any, ctx: Any, main_window: Any, language: str
) -> None:
    """Two-digit counts ("Negras 11 · Blancas 13") wrap into the second line the
    headline keeps from 150 %, instead of widening the window; the choice's segments
    get the width their two lines ask for."""
    from PySide6.QtCore import QRect, Qt
    from PySide6.QtGui import QFontMetrics

    from puzzlesuite.core.session import MemoryRecorder
    from puzzlesuite.games.reversi.model import ReversiGame
    from puzzlesuite.games.reversi.session import ReversiSession
    from puzzlesuite.services import i18n
    from puzzlesuite.ui.steady import cut_to_fit

    game = ReversiGame(seed=3)
    while (game.position.black | game.position.white).bit_count() < 24:
        square = game.position.legal_squares()[0]
        game.play_human(square) if game.human_to_move else game.play_cpu(square)
    session = ReversiSession(ReversiGame(), recorder=MemoryRecorder())
    session.start(game)
    ctx.saves.save("reversi", session.to_save())
    ctx.set_language(language)
    ctx.apply_zoom()
    try:
        ctx.settings.update(zoom=200)
        main_window.resize(800, 600)
        screen = main_window.open_game("reversi")
        for _ in range(3):
            QApplication.processEvents()
        assert main_window.size().toTuple() == (800, 600)
        for label in (screen.counts, screen.details):
            flags = int(label.alignment()) | int(Qt.TextFlag.TextWordWrap)
            room = label.contentsRect()
            metrics = QFontMetrics(label.font())
            assert cut_to_fit(label.text(), metrics, room, flags) == label.text()
            assert metrics.boundingRect(QRect(room), flags, label.text()).height() <= (
                room.height()
            )
        for button in screen.panel.level_buttons.values():
            assert button.width() >= button.sizeHint().width()
            assert button.height() >= button.sizeHint().height()
    finally:
        ctx.settings.update(zoom=100)
        ctx.apply_zoom()
        i18n.set_language("en")
