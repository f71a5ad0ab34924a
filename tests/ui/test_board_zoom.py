"""Issue 21: board zoom. The one zoom setting (Ctrl+=, Ctrl+−, Ctrl+0) draws every
board at zoom % of the size that fits its place; above 100 % the place is a viewport
that scrolls and keeps the keyboard cursor in view (ui/board_zoom.py)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QAccessible, QImage, QMouseEvent, QWheelEvent
from PySide6.QtWidgets import QApplication, QScrollBar, QWidget

from tests.kits import every_game, kit_of

CTRL = Qt.KeyboardModifier.ControlModifier
GRID_GAMES = [entry.id for entry in every_game() if kit_of(entry).board_grid]


@pytest.fixture
def zoomable(ctx: Any) -> Iterator[Any]:
    """The desktop's font is the 100 %; every test ends at 100 % again."""
    ctx.apply_zoom()
    yield ctx
    ctx.settings.update(zoom=100)


def window_at(qtbot: Any, main_window: Any, width: int = 800, height: int = 600) -> Any:
    main_window.resize(width, height)
    qtbot.wait(50)
    return main_window


def open_screen(qtbot: Any, window: Any, game_id: str) -> Any:
    screen = window.open_game(game_id)
    qtbot.waitUntil(lambda: screen.isVisible() and screen.view.width() > 100)
    # Sudoku's first puzzle comes from a background job: a picture of the board taken
    # before it is there would never match one taken after (on a loaded machine).
    qtbot.waitUntil(lambda: screen.session.model is not None, timeout=20000)
    qtbot.wait(30)  # the board grid places its cell after the layout
    return screen


def zoom_to(qtbot: Any, ctx: Any, percent: int) -> None:
    ctx.settings.update(zoom=percent)
    qtbot.wait(40)  # the views lay out anew, the cursor is scrolled into view


def picture(widget: QWidget) -> QImage:
    return widget.grab().toImage()


def shown_bars(board: QWidget) -> list[QScrollBar]:
    return [bar for bar in board.findChildren(QScrollBar) if bar.isVisible()]


def drawn_on(screen: Any) -> QWidget:
    """The widget whose coordinates the board grid's cell rectangles are in."""
    view = screen.view
    return view.viewport() if hasattr(view, "viewport") else view


def cursor_cell(screen: Any) -> QRect:
    grid = screen.board_grid
    return grid.cell_rect(*grid.cursor)


def seen_rect(screen: Any) -> QRect:
    return screen.zoom.visible_rect()


def press(qtbot: Any, key: Qt.Key, modifiers: Any = Qt.KeyboardModifier.NoModifier) -> None:
    qtbot.keyClick(QApplication.focusWidget(), key, modifiers)


# ---- 100 %: nothing changes ---------------------------------------------------------------


def test_at_100_percent_the_board_is_drawn_as_without_board_zoom(
    qtbot: Any, each_game: Any, zoomable: Any, main_window: Any
) -> None:
    """Pixel for pixel what the board drew before board zoom existed (the views' old
    fit when no zoom is attached), with no scroll bar anywhere."""
    screen = open_screen(qtbot, window_at(qtbot, main_window), each_game.id)
    if screen.board_grid is not None:
        # The cursor is drawn focused (Reversi's first open focuses its choice).
        screen.board_grid.focus_board()
        qtbot.waitUntil(screen.board_grid.has_focus)
    qtbot.wait(150)  # the screen has settled
    board = screen.view
    zoomed = picture(board)
    geometry = board.geometry()
    assert shown_bars(board) == []
    del board._puzzlesuite_board_zoom  # the board as it was drawn before
    size = board.size()
    board.resize(size.width() + 1, size.height())
    board.resize(size)
    qtbot.wait(20)
    assert board.geometry() == geometry
    assert picture(board) == zoomed


# ---- 200 %: twice the fitted cells, the same place ----------------------------------------


def test_at_200_percent_sudoku_cells_are_twice_the_fitted_size(
    qtbot: Any, zoomable: Any, main_window: Any
) -> None:
    from puzzlesuite.games.sudoku.view import SudokuBoardView

    screen = open_screen(qtbot, window_at(qtbot, main_window), "sudoku")
    zoom_to(qtbot, zoomable, 200)
    view = screen.view
    fitted = SudokuBoardView()  # a board of the same size and font, with no zoom
    fitted.setFont(view.font())
    fitted.resize(view.size())
    assert view.cell_rectf(0).width() == pytest.approx(2 * fitted.cell_rectf(0).width())
    assert shown_bars(view)  # larger than its place: it scrolls
    assert view.cell_rectf(0).width() * 9 > seen_rect(screen).width()


def test_at_200_percent_minesweeper_expert_cells_are_twice_the_fitted_size(
    qtbot: Any, zoomable: Any, main_window: Any
) -> None:
    zoomable.settings.update_game("minesweeper", level="expert")
    screen = open_screen(qtbot, window_at(qtbot, main_window), "minesweeper")
    assert screen.game.width == 30
    view = screen.view
    fitted = view.cell_rect(0, 0).width()
    assert fitted >= 16
    window = view.window().size()
    zoom_to(qtbot, zoomable, 200)
    qtbot.waitUntil(lambda: view.cell_rect(0, 0).width() > fitted)
    # The text zoom may take a few pixels of the place for the larger status line;
    # the cells are twice what fits in the place the board has now.
    room = view.label_room()
    now_fitted = min((view.width() - room) // 30, (view.height() - room) // 16)
    assert view.cell_rect(0, 0).width() == 2 * max(16, now_fitted)
    assert view.window().size() == window  # the window did not grow for it
    assert shown_bars(view)


def test_at_200_percent_a_drawn_board_is_scaled_twice_its_fit(
    qtbot: Any, zoomable: Any, main_window: Any
) -> None:
    """Reversi (a QGraphicsView): the fitted scale, for the whole place, times two."""
    screen = open_screen(qtbot, window_at(qtbot, main_window), "reversi")
    zoom_to(qtbot, zoomable, 200)
    view = screen.view
    room = view.contentsRect().adjusted(2, 2, -2, -2)
    scene = view.sceneRect()
    fit = min(room.width() / scene.width(), room.height() / scene.height())
    assert view.transform().m11() == pytest.approx(2 * fit)
    assert view.verticalScrollBar().isVisible()


# ---- keeping the cursor in view ---------------------------------------------------------


@pytest.mark.parametrize(
    ("game_id", "level"),
    [*((game_id, None) for game_id in GRID_GAMES), ("minesweeper", "expert")],
)
def test_keys_to_the_far_corner_scroll_the_cursor_cell_into_view(
    qtbot: Any, with_template: Any, zoomable: Any, main_window: Any, game_id: str, level: Any
) -> None:
    """Every grid game at the level it opens at, and Minesweeper's largest (30×16)."""
    if level is not None:
        zoomable.settings.update_game(game_id, level=level)
    screen = open_screen(qtbot, window_at(qtbot, main_window), game_id)
    zoom_to(qtbot, zoomable, 200)
    screen.board_grid.focus_board()  # (Reversi's first open focuses its choice)
    qtbot.waitUntil(screen.board_grid.has_focus)
    press(qtbot, Qt.Key.Key_End, CTRL)  # the last cell: bottom right
    grid = screen.board_grid
    assert grid.cursor == (grid.rows - 1, grid.cols - 1)
    cell = cursor_cell(screen)
    assert seen_rect(screen).contains(cell)
    press(qtbot, Qt.Key.Key_Home, CTRL)  # and back to the top left
    assert seen_rect(screen).contains(cursor_cell(screen))
    # What Orca and magnifiers are told: the focused cell is where it is drawn.
    qtbot.wait(20)
    cell = cursor_cell(screen)
    interface = QAccessible.queryAccessibleInterface(grid.focus_widget)
    on_screen = QRect(drawn_on(screen).mapToGlobal(cell.topLeft()), cell.size())
    assert interface.rect() == on_screen


def test_a_cell_far_from_the_start_is_read_where_it_is_drawn_after_scrolling(
    qtbot: Any, zoomable: Any, main_window: Any
) -> None:
    screen = open_screen(qtbot, window_at(qtbot, main_window), "sudoku")
    zoom_to(qtbot, zoomable, 200)
    screen.focus_board()
    qtbot.waitUntil(screen.board_grid.has_focus)
    hbar, vbar = screen.zoom.bars()
    for _ in range(8):
        press(qtbot, Qt.Key.Key_Right)
        press(qtbot, Qt.Key.Key_Down)
    assert screen.board_grid.cursor == (8, 8)
    assert hbar.value() > 0 or vbar.value() > 0  # it had to scroll
    qtbot.wait(20)
    interface = QAccessible.queryAccessibleInterface(screen.board_grid.focus_widget)
    viewport = QRect(screen.view.mapToGlobal(QPoint(0, 0)), seen_rect(screen).size())
    assert viewport.contains(interface.rect())


# ---- the mouse -------------------------------------------------------------------------------


def test_a_click_at_200_percent_hits_the_cell_under_the_pointer(
    qtbot: Any, zoomable: Any, main_window: Any
) -> None:
    screen = open_screen(qtbot, window_at(qtbot, main_window), "sudoku")
    zoom_to(qtbot, zoomable, 200)
    screen.focus_board()
    press(qtbot, Qt.Key.Key_End, CTRL)  # scrolled to the bottom right
    assert screen.zoom.bars()[1].value() > 0
    view = screen.view
    target = view.cell_rect(7, 6)
    assert seen_rect(screen).contains(target)
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=target.center())
    assert screen.board_grid.cursor == (7, 6)


def test_a_minesweeper_click_reveals_the_cell_under_the_pointer_when_scrolled(
    qtbot: Any, zoomable: Any, main_window: Any
) -> None:
    zoomable.settings.update_game("minesweeper", level="expert")
    screen = open_screen(qtbot, window_at(qtbot, main_window), "minesweeper")
    zoom_to(qtbot, zoomable, 200)
    screen.focus_board()
    press(qtbot, Qt.Key.Key_End, CTRL)
    assert screen.zoom.bars()[0].value() > 0
    view = screen.view
    target = view.cell_rect(14, 27)
    assert seen_rect(screen).contains(target)
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=target.center())
    qtbot.waitUntil(lambda: screen.game.revealed[14 * 30 + 27])


def test_the_wheel_scrolls_a_zoomed_board(qtbot: Any, zoomable: Any, main_window: Any) -> None:
    screen = open_screen(qtbot, window_at(qtbot, main_window), "sudoku")
    zoom_to(qtbot, zoomable, 200)
    vbar = screen.zoom.bars()[1]
    vbar.setValue(0)
    view = screen.view
    point = QPointF(view.rect().center())
    wheel = QWheelEvent(
        point,
        QPointF(view.mapToGlobal(point.toPoint())),
        QPoint(),
        QPoint(0, -120),  # one notch towards the player: down
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(view, wheel)
    assert vbar.value() > 0


def test_a_drag_near_the_edge_scrolls_and_the_game_follows_the_pointer(
    qtbot: Any, zoomable: Any, main_window: Any
) -> None:
    """Block Puzzle at 200 %: a piece picked up in the tray and held near the top of
    the viewport scrolls the board up into view, and the ghost follows."""
    screen = open_screen(qtbot, window_at(qtbot, main_window), "blockpuzzle")
    zoom_to(qtbot, zoomable, 200)
    view = screen.view
    viewport = view.viewport()
    vbar = view.verticalScrollBar()
    vbar.setValue(vbar.maximum())  # the tray in view
    slot_point = view.slot_centre(0).toPoint()
    assert viewport.rect().contains(slot_point)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=slot_point)
    held = Qt.MouseButton.LeftButton

    def move(point: QPoint) -> None:
        event = QMouseEvent(
            QEvent.Type.MouseMove,
            QPointF(point),
            QPointF(viewport.mapToGlobal(point)),
            Qt.MouseButton.NoButton,
            held,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(viewport, event)

    move(slot_point + QPoint(0, -20))  # past the drag threshold
    top = QPoint(slot_point.x(), 4)
    move(top)
    start = vbar.value()
    qtbot.waitUntil(lambda: vbar.value() < start - 40, timeout=3000)
    assert screen.dragging is not None  # the piece is still held
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=top)
    settled = vbar.value()
    qtbot.wait(100)
    assert vbar.value() == settled  # released: the scrolling stops


# ---- the keys and the setting -------------------------------------------------------------


def test_ctrl_0_restores_the_board_exactly(qtbot: Any, zoomable: Any, main_window: Any) -> None:
    screen = open_screen(qtbot, window_at(qtbot, main_window), "sudoku")
    screen.focus_board()
    qtbot.waitUntil(screen.board_grid.has_focus)
    before = picture(screen.view)
    cell = screen.view.cell_rect(0, 0)
    press(qtbot, Qt.Key.Key_Equal, CTRL)
    press(qtbot, Qt.Key.Key_Equal, CTRL)
    assert zoomable.settings.value.zoom == 150
    qtbot.waitUntil(lambda: screen.view.cell_rect(0, 0).width() > cell.width())
    press(qtbot, Qt.Key.Key_0, CTRL)
    assert zoomable.settings.value.zoom == 100
    qtbot.waitUntil(lambda: screen.view.cell_rect(0, 0) == cell)
    assert shown_bars(screen.view) == []
    qtbot.waitUntil(lambda: picture(screen.view) == before, timeout=2000)
    assert screen.board_grid.has_focus()


def test_the_board_zoom_survives_a_restart(qtbot: Any, zoomable: Any, restart: Any) -> None:
    zoomable.settings.update(zoom=200)
    window = restart()
    try:
        window.resize(800, 600)
        qtbot.waitExposed(window)
        assert window.ctx.settings.value.zoom == 200  # read back from settings.json
        screen = open_screen(qtbot, window, "sudoku")
        assert screen.zoom.factor == 2
        assert shown_bars(screen.view)
    finally:
        window.ctx.settings.update(zoom=100)


def test_the_scroll_bars_are_left_out_of_the_accessible_tree(
    qtbot: Any, each_game: Any, zoomable: Any, main_window: Any
) -> None:
    """They are for the mouse (the board follows the keyboard cursor): appearing and
    scrolling, they cost no events a screen reader would have to wade through."""
    screen = open_screen(qtbot, window_at(qtbot, main_window), each_game.id)
    zoom_to(qtbot, zoomable, 200)
    bars = shown_bars(screen.view)
    assert bars
    for bar in bars:
        interface = QAccessible.queryAccessibleInterface(bar)
        assert interface is not None and not interface.isValid()
    board = QAccessible.queryAccessibleInterface(drawn_on(screen))
    assert board.isValid()  # the board itself is there, as at 100 %


def test_the_result_card_sits_over_the_seen_part_of_a_zoomed_board(
    qtbot: Any, zoomable: Any, main_window: Any
) -> None:
    """The card is centred on the board; zoomed in, on what the viewport shows, not on
    the whole drawing, part of which is out of sight."""
    from puzzlesuite.ui.result_moment import Result, ResultAction

    screen = open_screen(qtbot, window_at(qtbot, main_window), "sudoku")
    zoom_to(qtbot, zoomable, 200)
    view = screen.view
    assert view.cell_rect(8, 0).bottom() > view.height()  # the last row is out of sight
    screen.result_moment.show_result(Result("Solved", "Time 2 minutes", [ResultAction("Next")]))
    card = screen.result_moment.card_rect()
    seen = QRect(view.mapTo(screen, QPoint(0, 0)), view.size())
    assert seen.contains(card)
    drawn = screen.result_moment.board_area()  # the drawn board's part in sight
    assert seen.contains(drawn) and drawn.height() < view.cell_rect(8, 0).bottom()
    assert abs(card.center().y() - drawn.center().y()) <= 1


def test_the_piece_being_placed_stays_in_view(qtbot: Any, zoomable: Any, main_window: Any) -> None:
    """Block Puzzle: with a tray piece picked, the ghost at the cursor is what the
    player looks at; the zoomed board shows it whole."""
    screen = open_screen(qtbot, window_at(qtbot, main_window), "blockpuzzle")
    zoom_to(qtbot, zoomable, 200)
    screen.focus_board()
    qtbot.waitUntil(screen.board_grid.has_focus)
    view = screen.view
    press(qtbot, Qt.Key.Key_1)  # pick the first piece: the tray slot has focus
    qtbot.wait(20)
    slot = view.slot_proxies[0]
    assert slot.hasFocus() and view.viewport().rect().contains(slot.geometry())
    press(qtbot, Qt.Key.Key_Up)  # back to the board, the ghost at the cursor
    assert view.ghost.isVisible()
    qtbot.wait(20)
    assert view.viewport().rect().contains(cursor_cell(screen))
    for keys in ((Qt.Key.Key_End, CTRL), (Qt.Key.Key_Home, CTRL), (Qt.Key.Key_Down, None)):
        press(qtbot, keys[0], keys[1] or Qt.KeyboardModifier.NoModifier)
        # The ghost is drawn when the step is over, and the board follows it in a later
        # turn of the event loop. A piece at the edge may hang over it (drawn where it
        # would not fit): what is on the board of it comes into view.

        def ghost_in_view() -> bool:
            ghost = view.mapFromScene(view.ghost.sceneBoundingRect()).boundingRect()
            board = view.mapFromScene(view.sceneRect()).boundingRect()
            return view.viewport().rect().contains(ghost.intersected(board))

        qtbot.waitUntil(ghost_in_view, timeout=2000)


def test_the_selected_jogakbo_tile_stays_in_view(
    qtbot: Any, zoomable: Any, main_window: Any
) -> None:
    screen = open_screen(qtbot, window_at(qtbot, main_window), "jogakbo")
    zoom_to(qtbot, zoomable, 200)
    screen.focus_board()
    view = screen.view
    assert view.verticalScrollBar().maximum() > 0  # the table is larger than its place
    press(qtbot, Qt.Key.Key_End)  # the last tile in the hand, at the bottom
    key = view.focus_key
    assert key == view.focus_order()[-1]
    seen = QRect(view.viewport().mapToGlobal(QPoint(0, 0)), view.viewport().size())
    assert seen.contains(view.global_rect_of(key))
    press(qtbot, Qt.Key.Key_Home)
    assert seen.contains(view.global_rect_of(view.focus_key))


def test_nothing_of_the_board_shows_between_the_two_scroll_bars(
    qtbot: Any, zoomable: Any, main_window: Any
) -> None:
    screen = open_screen(qtbot, window_at(qtbot, main_window), "sudoku")
    zoom_to(qtbot, zoomable, 200)
    view = screen.view
    hbar, vbar = screen.zoom.bars()
    assert hbar.isVisible() and vbar.isVisible()
    hbar.setValue(hbar.maximum() // 2)  # a cell's digit under the corner, were it drawn
    vbar.setValue(vbar.maximum() // 2)
    image = picture(view)
    colour = view.palette().window().color().rgb()
    corner = QRect(vbar.x(), hbar.y(), vbar.width(), hbar.height())
    assert {
        image.pixel(x, y)
        for x in range(corner.left(), corner.right() + 1)
        for y in range(corner.top(), corner.bottom() + 1)
    } == {colour}


@pytest.mark.parametrize("live", [True, False])
def test_sudoku_fits_800_by_600_at_200_percent(
    qtbot: Any, zoomable: Any, restart: Any, live: bool
) -> None:
    """Every control of the side panel in the window or, where the panel is taller than
    its place, brought into it when it takes the focus (the panel scrolls: the window
    never grows for it), zoomed in while playing or started zoomed: the code field keeps
    its 100 % width (a long code scrolls in it)."""
    from PySide6.QtGui import QFontMetrics

    if not live:
        zoomable.settings.update(zoom=200)
    window = restart()
    window.resize(800, 600)
    qtbot.waitExposed(window)
    screen = open_screen(qtbot, window, "sudoku")
    if live:
        window.ctx.settings.update(zoom=200)
    window.resize(800, 600)  # (the home screen at 200 % is another matter: shell/home.py)
    qtbot.wait(50)
    assert window.width() == 800
    panel = screen.panel
    inside = QRect(QPoint(0, 0), window.size())
    for widget in (panel.code_edit, panel.code_button, panel.auto_remove, panel.number_pad):
        if not inside.contains(QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())):
            widget.setFocus(Qt.FocusReason.TabFocusReason)  # Tab reaches it: it scrolls in
            qtbot.wait(10)
        assert inside.contains(QRect(widget.mapTo(window, QPoint(0, 0)), widget.size()))
    code = QFontMetrics(panel.code_edit.font()).horizontalAdvance("S-E-822438409")
    assert panel.code_edit.width() > code  # a level's code is read whole
    window.ctx.settings.update(zoom=100)


def test_a_new_board_of_another_size_scrolls_as_far_as_it_reaches(
    qtbot: Any, zoomable: Any, main_window: Any
) -> None:
    """Minesweeper at 200 %: from an Expert board scrolled to its far corner to a
    Beginner one, the scroll bars reach exactly to the new board's edges."""
    zoomable.settings.update_game("minesweeper", level="expert")
    screen = open_screen(qtbot, window_at(qtbot, main_window), "minesweeper")
    zoom_to(qtbot, zoomable, 200)
    screen.focus_board()
    press(qtbot, Qt.Key.Key_End, CTRL)
    screen.panel.chooser.set_level("beginner")
    screen.new_game()
    qtbot.waitUntil(lambda: screen.game.width == 9)
    qtbot.wait(30)
    view = screen.view
    hbar, vbar = screen.zoom.bars()
    content = view.content_size()
    seen = seen_rect(screen)
    for bar, extent, room in (
        (hbar, content.width(), seen.width()),
        (vbar, content.height(), seen.height()),
    ):
        if bar.isVisible():
            assert bar.maximum() == max(0, int(extent - room + 0.999))
    screen.focus_board()
    press(qtbot, Qt.Key.Key_End, CTRL)
    qtbot.wait(20)
    assert seen_rect(screen).contains(view.cell_rect(8, 8))


def test_a_click_on_a_zoomed_reversi_board_plays_the_cell_under_the_pointer(
    qtbot: Any, zoomable: Any, main_window: Any
) -> None:
    """A QGraphicsView board: the click goes through the view's own scroll offset."""
    screen = open_screen(qtbot, window_at(qtbot, main_window), "reversi")
    screen.panel.start_button.click()  # choose, then play (issue 32)
    zoom_to(qtbot, zoomable, 200)
    qtbot.waitUntil(lambda: screen.game.human_to_move)
    view = screen.view
    hbar, vbar = view.horizontalScrollBar(), view.verticalScrollBar()
    row, col = max(divmod(square, 8) for square in screen.game.position.legal_squares())
    hbar.setValue(hbar.maximum())  # scrolled: the cell is not where it is at rest
    vbar.setValue(vbar.maximum())
    cell = screen.board_grid.cell_rect(row, col)
    assert view.viewport().rect().contains(cell.center())
    before = screen.game.position.legal_squares()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=cell.center())
    qtbot.waitUntil(lambda: screen.game.position.legal_squares() != before)
    assert screen.board_grid.cursor == (row, col)
