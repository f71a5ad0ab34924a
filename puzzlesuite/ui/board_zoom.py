"""Board zoom (issue 21): every board drawn at the zoom % of the size that fits its place.

One setting with the text zoom (``Settings.zoom``; Ctrl+=, Ctrl+−, Ctrl+0). At 100 % a
board fills its place as it always has, and nothing here creates a widget or changes a
pixel. Above 100 % the board is larger than its place, and the place becomes a viewport
onto it: the board widget keeps its size in the layout (nothing else on the screen
moves), draws its cells zoom times larger, and scrolls.

Why no QScrollArea around the boards: a scroll area and its viewport are two more
widgets shown when a screen opens, two more events for screen readers (Sudoku's first
open was at the limit of 30), and a scroll pane in the accessible tree between the
screen and the board. Instead a board scrolls in place:

- a board drawn in a QGraphicsView (Block Puzzle, Reversi, Jogakbo) uses the view's
  own scroll bars: ``fit_board`` replaces ``fitInView`` and scales the fitted scene by
  the zoom;
- a board drawn on a plain widget (Sudoku, Minesweeper) asks ``BoardZoom.place`` where
  its content goes (centred while it fits, else shifted by the scroll offset) and gets
  two scroll bars of its own, made the first time they are needed.

Either way ``BoardZoom`` keeps the keyboard focus (the board grid's cursor cell, or
what the game says it is: the piece being placed, the selected tile) in view with a
margin, scrolls with the mouse wheel and the scroll bars, and scrolls by itself while
a drag (any mouse button held) is near an edge of the viewport. The cursor cell's
proxy widget moves with the drawing, so what screen readers and magnifiers are told
of its place on screen stays true while scrolled.

Touch (issue 33, ``ui.touch``) uses three hooks: ``scrollable`` (a finger drag scrolls
the board, ``scroll_by``), ``zoom_step`` (a pinch: one step of the zoom setting, the
point between the fingers kept in place) and ``drag_at`` / ``drag_done`` (a finger
dragging a piece scrolls the board at an edge, as a mouse drag does).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QEvent,
    QObject,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    QSizeF,
    Qt,
    QTimer,
    Signal,
    SignalInstance,
)
from PySide6.QtGui import (
    QAccessible,
    QMouseEvent,
    QPainter,
    QResizeEvent,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QAccessibleWidget,
    QApplication,
    QGraphicsView,
    QScrollBar,
    QStyle,
    QWidget,
)

from puzzlesuite.ui import accessible
from puzzlesuite.ui.board_fit import fit_scale

if TYPE_CHECKING:
    from puzzlesuite.ui.board_grid import BoardGrid
    from puzzlesuite.ui.context import GameContext

DRAG_EDGE = 32  # pixels from the viewport's edge where a drag starts scrolling
DRAG_STEP = 14  # pixels scrolled per tick while dragging at an edge
DRAG_TICK_MS = 30
FOCUS_MARGIN = 24  # pixels kept between the focused cell and the viewport's edge
FIT_MARGIN = 2  # what QGraphicsView.fitInView leaves around the scene


class _UnlistedAccessible(QAccessibleWidget):
    """A zoomed board's scroll bars are for the mouse: keys move the cursor and the
    board follows it, and screen readers and magnifiers follow the focused cell. Left
    out of the accessible tree (an invalid interface, whose events Qt drops), their
    appearing and every scroll cost no events: a screen opened at 200 % stays within
    the 30 events Orca keeps up with (tests/e2e scenario ``open``)."""

    def isValid(self) -> bool:  # noqa: N802 - Qt API
        return False


_UNLISTED = "puzzlesuite_unlisted"


def _unlisted_factory(class_name: str, obj: QObject | None) -> QAccessibleWidget | None:
    if isinstance(obj, QWidget) and obj.property(_UNLISTED) is True:
        return accessible.keep_alive(_UnlistedAccessible(obj))  # type: ignore[return-value]
    return None


def _unlist(widget: QWidget | None) -> None:
    if widget is None:
        return
    accessible.register(_unlisted_factory)
    # A property, not a Python attribute: Qt's private containers have no Python object
    # that lives as long as they do, and the factory may get a new one.
    widget.setProperty(_UNLISTED, True)
    # Qt may have made the widget's interface already (a scroll area makes its bars
    # early); drop it so the factory makes ours.
    cached = QAccessible.queryAccessibleInterface(widget)
    if cached is not None and not isinstance(cached, _UnlistedAccessible):
        QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(cached))


# For other parts that draw over a board and have nothing to tell (the result moment's
# dimming layer): left out of the accessible tree, so showing them costs no event.
unlist = _unlist


def zoom_of(board: QWidget) -> BoardZoom | None:
    zoom = getattr(board, "_puzzlesuite_board_zoom", None)
    return zoom if isinstance(zoom, BoardZoom) else None


def zoom_factor(board: QWidget) -> float:
    """The board's zoom (1.0 = fills its place); 1.0 for a board without a BoardZoom."""
    zoom = zoom_of(board)
    return 1.0 if zoom is None else zoom.factor


def fit_board(view: QGraphicsView, rect: QRectF, cell: float = 0.0, minimum: float = 0.0) -> None:
    """``view.fitInView(rect, KeepAspectRatio)`` at the board zoom (ui/board_fit.py): at
    100 % exactly that, except that a cell of ``cell`` scene units grows no larger than
    ``board_fit.CELL_CAP`` pixels (the board is then centred in its place) and no
    smaller than ``minimum`` pixels (the board then scrolls); above 100 %, that fit (for
    the whole place, whatever the scroll bars take) times the zoom, scrolled by the
    view's own scroll bars."""
    factor = zoom_factor(view)
    room = QRectF(view.contentsRect()).adjusted(FIT_MARGIN, FIT_MARGIN, -FIT_MARGIN, -FIT_MARGIN)
    empty = rect.isEmpty() or room.isEmpty()
    fitted = 1.0 if empty else min(room.width() / rect.width(), room.height() / rect.height())
    base = (
        1.0 if empty else fit_scale(room.width(), room.height(), rect.width(), rect.height(), cell)
    )
    if cell > 0 and minimum > 0:
        base = max(base, minimum / cell)
    policy = Qt.ScrollBarPolicy
    still = factor == 1 and base <= fitted
    bars = policy.ScrollBarAlwaysOff if still else policy.ScrollBarAsNeeded
    view.setHorizontalScrollBarPolicy(bars)
    view.setVerticalScrollBarPolicy(bars)
    if empty or (factor == 1 and base == fitted):
        view.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        return
    scale = factor * base
    if not math.isclose(view.transform().m11(), scale):
        view.setTransform(QTransform.fromScale(scale, scale))
    if factor == 1:
        view.centerOn(rect.center())


class BoardZoom(QObject):
    """The zoom of one board widget and the viewport its place becomes.

    ``board``: the board's widget (a QGraphicsView or a plain widget). ``grid``: its
    board grid, whose cursor cell is kept in view and whose proxy follows a scroll.
    ``focus_rect``: where the focus is, in the coordinates of the widget the board is
    drawn on (a view's viewport), when it is more than the cursor cell (Block Puzzle's
    piece being placed) or there is no grid (Jogakbo's selected tile); ``focus_moved``
    a signal saying it moved. ``content_size``: for a plain widget, the size of the
    whole board as drawn at this zoom (labels included), from the widget's size alone.
    """

    scrolled = Signal()  # the drawing moved under the place: re-place what sits on it

    def __init__(
        self,
        board: QWidget,
        ctx: GameContext,
        *,
        grid: BoardGrid | None = None,
        focus_rect: Callable[[], QRect | None] | None = None,
        focus_moved: SignalInstance | None = None,
        content_size: Callable[[], QSizeF] | None = None,
    ) -> None:
        super().__init__(board)
        self.board = board
        self.ctx = ctx
        self.grid = grid
        self._focus_rect = focus_rect
        self.content_size = content_size
        self.factor = ctx.settings.value.zoom / 100
        self.view = board if isinstance(board, QAbstractScrollArea) else None
        self.host = board.viewport() if isinstance(board, QAbstractScrollArea) else board
        self._own_bars: tuple[QScrollBar, QScrollBar] | None = None  # plain widgets only
        self._content = QSizeF()  # the board's size as last placed (plain widgets)
        self._drag_direction = QPoint()
        self._drag_follow: Callable[[], None] | None = None  # after each step at an edge
        self._drag_timer = QTimer(self)
        self._drag_timer.setInterval(DRAG_TICK_MS)
        self._drag_timer.timeout.connect(self._drag_step)
        board._puzzlesuite_board_zoom = self  # type: ignore[attr-defined]  # for zoom_of
        if self.view is not None:
            for bar in (self.view.horizontalScrollBar(), self.view.verticalScrollBar()):
                _unlist(bar)
                _unlist(bar.parentWidget())  # Qt's container around each bar
                bar.valueChanged.connect(self._after_scroll)
        if grid is not None:
            grid.cursor_moved.connect(lambda _row, _col: self._follow())
            grid.focus_changed.connect(self._focus_changed)
        if focus_moved is not None:
            focus_moved.connect(lambda *_: self._follow())
        ctx.settings_changed.connect(self._settings_changed)
        board.installEventFilter(self)
        if self.host is not board:
            self.host.installEventFilter(self)

    # ---- the zoom --------------------------------------------------------------------

    def _settings_changed(self) -> None:
        factor = self.ctx.settings.value.zoom / 100
        if factor != self.factor:
            self.factor = factor
            self.relayout()

    def relayout(self) -> None:
        """Draw the board at the new zoom: the views lay themselves out as on a resize
        (the size of their place is the same, what is drawn in it is not)."""
        size = self.board.size()
        QApplication.sendEvent(self.board, QResizeEvent(size, size))
        self._update_own_bars()
        self.board.update()
        self.host.update()
        # After the board grid has placed its cursor cell at the new scale.
        QTimer.singleShot(0, self, self.show_focus)

    # ---- where the board is drawn (plain widgets) ---------------------------------------

    def place(self, content: QSizeF) -> QPointF:
        """The top-left corner of a board of size ``content`` in the widget: centred
        where it fits (as every board was), else where the scroll bars have it."""
        if content != self._content:
            # Another board (a new level) or labels on or off: the bars follow, after
            # this layout or paint (no widget changes in the middle of one).
            self._content = QSizeF(content)
            QTimer.singleShot(0, self, self._content_changed)
        visible = self.visible_rect()
        hbar, vbar = self.bars()
        corner = []
        for extent, room, bar in (
            (content.width(), visible.width(), hbar),
            (content.height(), visible.height(), vbar),
        ):
            if extent <= room or self.factor == 1 or bar is None:
                corner.append(max(0.0, (room - extent) / 2))
            else:
                corner.append(-float(bar.value()))
        return QPointF(corner[0], corner[1])

    def _content_changed(self) -> None:
        if self.factor > 1:
            self._update_own_bars()
            self._after_scroll()
            self.show_focus()

    def visible_rect(self) -> QRect:
        """What the viewport shows, in the coordinates the board is drawn in."""
        rect = self.host.rect()
        if self._own_bars is not None:
            hbar, vbar = self._own_bars
            if vbar.isVisible():
                rect.setRight(vbar.x() - 1)
            if hbar.isVisible():
                rect.setBottom(hbar.y() - 1)
        return rect

    def bars(self) -> tuple[QScrollBar | None, QScrollBar | None]:
        if self.view is not None:
            return self.view.horizontalScrollBar(), self.view.verticalScrollBar()
        return self._own_bars if self._own_bars is not None else (None, None)

    def _update_own_bars(self) -> None:
        """A plain widget's scroll bars: made the first time the board is larger than
        its place (never at 100 %: no widget, no event for screen readers), shown only
        on the sides where it is."""
        if self.view is not None or self.content_size is None:
            return
        content = self.content_size() if self.factor > 1 else QSizeF()
        width, height = self.board.width(), self.board.height()
        thickness = self.board.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        wide = tall = False
        for _ in range(2):  # a bar on one side takes room from the other
            wide = content.width() > width - (thickness if tall else 0)
            tall = content.height() > height - (thickness if wide else 0)
        if not (wide or tall) and self._own_bars is None:
            return
        if self._own_bars is None:
            self._own_bars = (
                self._make_bar(Qt.Orientation.Horizontal),
                self._make_bar(Qt.Orientation.Vertical),
            )
        hbar, vbar = self._own_bars
        seen_w = width - (thickness if tall else 0)
        seen_h = height - (thickness if wide else 0)
        hbar.setGeometry(0, height - thickness, seen_w, thickness)
        vbar.setGeometry(width - thickness, 0, thickness, seen_h)
        for bar, needed, extent, seen in (
            (hbar, wide, content.width(), seen_w),
            (vbar, tall, content.height(), seen_h),
        ):
            bar.setRange(0, max(0, math.ceil(extent - seen)) if needed else 0)
            bar.setPageStep(max(1, seen))
            bar.setSingleStep(max(1, seen // 20))
            bar.setVisible(needed)

    def _make_bar(self, orientation: Qt.Orientation) -> QScrollBar:
        bar = QScrollBar(orientation, self.board)
        _unlist(bar)
        bar.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys move the cursor; the view follows
        bar.hide()
        bar.valueChanged.connect(self._after_scroll)
        return bar

    # ---- scrolling -------------------------------------------------------------------------

    def _after_scroll(self) -> None:
        if self.view is None:
            self.board.update()
        if self.grid is not None:
            self.grid.update_geometry()
        self.scrolled.emit()

    def scrollable(self) -> bool:
        """The board is larger than its place (zoomed in): a finger drag scrolls it."""
        return self.factor > 1 and any(
            bar is not None and bar.isVisible() and bar.maximum() > bar.minimum()
            for bar in self.bars()
        )

    def scroll_by(self, dx: int, dy: int) -> bool:
        """Scroll the drawing by (dx, dy) pixels; False when it is already at that end."""
        moved = False
        for bar, delta in zip(self.bars(), (dx, dy), strict=True):
            if bar is not None and delta:
                before = bar.value()
                bar.setValue(before + delta)
                moved = moved or bar.value() != before
        return moved

    def ensure_visible(self, rect: QRect, margin: int = FOCUS_MARGIN) -> None:
        """Scroll the least that shows ``rect`` (in drawing coordinates) whole, with
        ``margin`` pixels around it where the viewport has the room."""
        if self.factor == 1 or not rect.isValid():
            return
        visible = self.visible_rect()
        deltas = []
        for low, high, seen_low, seen_high in (
            (rect.left(), rect.right(), visible.left(), visible.right()),
            (rect.top(), rect.bottom(), visible.top(), visible.bottom()),
        ):
            room = max(0, ((seen_high - seen_low) - (high - low)) // 2)
            pad = min(margin, room)
            if low - pad < seen_low:
                deltas.append(low - pad - seen_low)
            elif high + pad > seen_high:
                deltas.append(high + pad - seen_high)
            else:
                deltas.append(0)
        self.scroll_by(deltas[0], deltas[1])

    def zoom_step(self, step: int, anchor: QPointF | None = None) -> bool:
        """One step of the app's zoom in (+1) or out (-1), as Ctrl+= / Ctrl+− (a pinch,
        ui.touch); False at the first or last step. ``anchor`` (a point of the widget the
        board is drawn on, between the fingers) keeps the part of the board under it
        there, as near as the new scroll range allows."""
        before = self.ctx.settings.value.zoom
        share = self._share_at(anchor) if anchor is not None else None
        self.ctx.settings.zoom_step(step)
        if self.ctx.settings.value.zoom == before:
            return False
        if share is not None and anchor is not None:
            # After the relayout and its show_focus (queued before this): the board is
            # drawn at the new size by then.
            QTimer.singleShot(0, self, lambda: self._scroll_share_to(share, anchor))
        return True

    def _share_at(self, point: QPointF) -> tuple[float, float]:
        """Where ``point`` falls along the whole drawing, 0 to 1 on each axis."""
        visible = self.visible_rect()
        share = []
        for bar, at, seen in zip(
            self.bars(), (point.x(), point.y()), (visible.width(), visible.height()), strict=True
        ):
            if bar is None or bar.maximum() <= bar.minimum():
                share.append(at / max(1, seen))
            else:
                share.append((bar.value() + at) / max(1, bar.maximum() + bar.pageStep()))
        return share[0], share[1]

    def _scroll_share_to(self, share: tuple[float, float], point: QPointF) -> None:
        for bar, part, at in zip(self.bars(), share, (point.x(), point.y()), strict=True):
            if bar is not None and bar.maximum() > bar.minimum():
                bar.setValue(round(part * (bar.maximum() + bar.pageStep()) - at))

    def focus_rect(self) -> QRect | None:
        if self._focus_rect is not None:
            return self._focus_rect()
        if self.grid is not None:
            return self.grid.cell_rect(*self.grid.cursor)
        return None

    def _focus_changed(self, focused: bool) -> None:
        if focused:  # back on the board (from a tray slot, a button): show the cursor
            self._follow()

    def _follow(self) -> None:
        """The focus moved: show it now (so the cell a screen reader is told of is in
        view), and again when the step is over (what the game draws about it, such as
        Block Puzzle's ghost, is in place by then)."""
        self.show_focus()
        if self.factor > 1:
            QTimer.singleShot(0, self, self.show_focus)

    def show_focus(self) -> None:
        """Keep what has the keyboard's attention in view."""
        rect = self.focus_rect()
        if rect is not None:
            self.ensure_visible(rect)

    # ---- events ------------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        kind = event.type()
        if watched is self.board and kind == QEvent.Type.Paint and self._corner().isValid():
            return self._paint_with_corner(event)
        if watched is self.board and kind in (QEvent.Type.Resize, QEvent.Type.FontChange):
            self._update_own_bars()
            if self.factor > 1:
                QTimer.singleShot(0, self, self.show_focus)
        elif watched is self.host and self.factor > 1:
            if kind == QEvent.Type.Wheel and self.view is None and isinstance(event, QWheelEvent):
                return self._wheel(event)
            if kind == QEvent.Type.MouseMove and isinstance(event, QMouseEvent):
                self._drag_near_edge(event)
            elif kind == QEvent.Type.MouseButtonRelease:
                self._stop_drag()
        return False

    def _corner(self) -> QRect:
        """Where a plain widget's two scroll bars meet (nothing when fewer are shown)."""
        if self._own_bars is None:
            return QRect()
        hbar, vbar = self._own_bars
        if not (hbar.isVisible() and vbar.isVisible()):
            return QRect()
        return QRect(vbar.x(), hbar.y(), vbar.width(), hbar.height())

    def _paint_with_corner(self, event: QEvent) -> bool:
        """The board paints itself, then the corner between the bars is filled as a
        scroll area's is: the cells drawn under it would show through."""
        type(self.board).paintEvent(self.board, event)  # type: ignore[arg-type]
        painter = QPainter(self.board)
        painter.fillRect(self._corner(), self.board.palette().window())
        painter.end()
        return True

    def _wheel(self, event: QWheelEvent) -> bool:
        """A plain widget's wheel scrolls its own bars (a view's scrolls its own)."""
        hbar, vbar = self.bars()
        delta = event.angleDelta()
        sideways = delta.x() != 0 or event.modifiers() & Qt.KeyboardModifier.ShiftModifier
        bar = hbar if sideways or vbar is None or not vbar.isVisible() else vbar
        if bar is None or not bar.isVisible():
            return False
        QApplication.sendEvent(bar, event)
        return True

    def _drag_near_edge(self, event: QMouseEvent) -> None:
        if event.buttons() == Qt.MouseButton.NoButton:
            self._stop_drag()
            return
        at, screen_at = event.position(), event.globalPosition()
        buttons, modifiers = event.buttons(), event.modifiers()

        def follow() -> None:
            # The pointer is over another part of the board after a step: tell the
            # game, as a move would (Block Puzzle's ghost follows it).
            moved = QMouseEvent(
                QEvent.Type.MouseMove, at, screen_at, Qt.MouseButton.NoButton, buttons, modifiers
            )
            QApplication.sendEvent(self.host, moved)

        self.drag_at(at.toPoint(), follow)

    def drag_at(self, point: QPoint, follow: Callable[[], None]) -> None:
        """A drag (a mouse button held, a finger dragging a piece) is at ``point`` of
        the widget the board is drawn on: near an edge the board scrolls that way, a
        step a tick, calling ``follow()`` after each step (the piece follows the pointer
        over the new part), until ``drag_done`` or the drag leaves the edge."""
        visible = self.visible_rect()
        direction = QPoint(
            -1
            if point.x() < visible.left() + DRAG_EDGE
            else 1
            if point.x() > visible.right() - DRAG_EDGE
            else 0,
            -1
            if point.y() < visible.top() + DRAG_EDGE
            else 1
            if point.y() > visible.bottom() - DRAG_EDGE
            else 0,
        )
        if direction.isNull():
            self._stop_drag()
            return
        self._drag_direction = direction
        self._drag_follow = follow
        if not self._drag_timer.isActive():
            self._drag_timer.start()

    def drag_done(self) -> None:
        """The drag is over (dropped or cancelled): no more scrolling at an edge."""
        self._stop_drag()

    def _drag_step(self) -> None:
        step = self._drag_direction * DRAG_STEP
        follow = self._drag_follow
        if follow is None or not self.scroll_by(step.x(), step.y()):
            self._stop_drag()
            return
        follow()

    def _stop_drag(self) -> None:
        self._drag_timer.stop()
        self._drag_follow = None
