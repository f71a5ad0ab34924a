"""The Minesweeper board drawing and its mouse input.

One plain widget paints every cell (a 50×30 board is 1,500 cells: scene items or child
widgets per cell would be slow to create and to repaint). Each cell face (covered, the
numbers, flag, question mark, mine…) is rendered once per cell size into a pixmap, so a
repaint is one pixmap copy per cell. Only the rectangle Qt asks for is painted.

Cells scale from MIN_CELL up to the boards' cap (ui/board_fit.py) to fill the widget;
the widget's minimum size is the board at MIN_CELL, so inside a QScrollArea a board that
does not fit scrolls instead of growing the window.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, QSizeF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
    QPolygonF,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from puzzlesuite.ui import motion
from puzzlesuite.ui.board_fit import fit_cell
from puzzlesuite.ui.board_labels import label_room, paint_labels
from puzzlesuite.ui.board_zoom import zoom_factor, zoom_of
from puzzlesuite.ui.theme import LIGHT, Tokens
from puzzlesuite.ui.tokens import MOTION
from puzzlesuite.ui.touch import TouchGestures, hold_ring_rect, paint_hold_ring, paint_pressed

from .hints import Hint
from .model import FLAG, QUESTION, MinesweeperGame

MIN_CELL = 16
COMFORTABLE_CELL = 32

# Faces of a cell, each drawn once per size into a pixmap.
COVERED, FLAGGED, QUESTIONED, MINE, FLAGGED_MINE, WRONG_FLAG, HIT_MINE = range(9, 16)

# A wave (an opening, the mines after a loss): each cell's cover lifts away in
# `MOTION.quick`, a cell starting `MOTION.stagger` after the ring before it; a wide wave
# is compressed so the last cover is gone by `MOTION.emphasis` (docs/MOTION.md).
WAVE_LAST_START = MOTION.emphasis - MOTION.quick
COVER_SHRINK = 0.35  # how much smaller a lifting cover gets before it is gone
LIFT_STAGES = 8  # pictures of a lifting cover (about one a frame over MOTION.quick)


def wave_delays(distances: dict[int, int]) -> dict[int, float]:
    """Start delays (ms) of a wave from its rings of distance: one stagger step a ring,
    at most `WAVE_LAST_START` for the farthest."""
    farthest = max(distances.values(), default=0)
    step = min(float(MOTION.stagger), WAVE_LAST_START / farthest) if farthest else 0.0
    return {cell: ring * step for cell, ring in distances.items()}


def tile_rect(cell: QRectF) -> QRectF:
    """The tile drawn in a cell: inset so a thin gap of the board's tone parts cells."""
    gap = max(1.0, round(cell.width() / 28))
    return cell.adjusted(gap, gap, -gap, -gap)


def tile_radius(tile: QRectF) -> float:
    return tile.width() * 0.14


def covered_tone(tokens: Tokens) -> QColor:
    """Covered cells: raised, and set apart from opened ones by tone as well as by the
    bevel (3:1 in the dark theme, where the bevel reads poorly)."""
    return tokens.covered


def opened_tone(tokens: Tokens) -> QColor:
    return tokens.revealed


class MinesweeperBoardView(QWidget):
    """Draws a :class:`MinesweeperGame`; mouse clicks become requests for the screen."""

    reveal_requested = Signal(int)  # left click (on a number: a chord, the screen decides)
    mark_requested = Signal(int)  # right click
    chord_requested = Signal(int)  # middle click, or both buttons

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game: MinesweeperGame | None = None
        self.hint: Hint | None = None
        self.tokens: Tokens = LIGHT
        self.cell = COMFORTABLE_CELL
        self.origin = QPointF(0, 0)
        self._faces: dict[int, QPixmap] = {}
        self._lifting: dict[tuple[int, int], QPixmap] = {}  # (cover face, stage): picture
        self._faces_key: tuple[int, str, float] = (0, "", 0.0)
        self._both_buttons = False  # a two-button chord is under way
        self.on_layout: Callable[[], None] | None = None  # the cells moved or resized
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.show_labels = True  # row and column labels (the View menu's setting)
        # The wave under way: the face each of its cells had before (its cover), drawn
        # lifting away over the face it has now.
        self.wave: motion.Animation[int] | None = None
        self._covers: dict[int, int] = {}
        # The screen's gesture part: the cell under a finger is drawn pressed, with the
        # ring that fills while it is held (a long press flags).
        self.touch: TouchGestures | None = None

    def set_labels(self, shown: bool) -> None:
        if shown != self.show_labels:
            self.show_labels = shown
            if self.game is not None:
                self.set_game(self.game, keep_hint=True)

    def label_room(self) -> int:
        if not self.show_labels or self.game is None:
            return 0
        return label_room(self.font(), max(self.game.width, self.game.height))

    # ---- state ---------------------------------------------------------------------------

    def set_game(self, game: MinesweeperGame, keep_hint: bool = False) -> None:
        if game is not self.game:
            self.finish_wave()
        self.game = game
        if not keep_hint:
            self.hint = None
        room = self.label_room()
        self.setMinimumSize(game.width * MIN_CELL + room, game.height * MIN_CELL + room)
        self.lay_out()
        self.updateGeometry()
        self.update()

    def set_hint(self, hint: Hint | None) -> None:
        self.hint = hint
        self.update()

    def apply_tokens(self, tokens: Tokens) -> None:
        self.tokens = tokens
        self._faces.clear()
        self.update()

    # ---- motion ------------------------------------------------------------------------------

    def show_opening(self, steps: dict[int, int]) -> None:
        """An opening spreads outward from the cells the move opened, ring by ring in the
        order the flood fill opened them (`Outcome.steps`)."""
        self._start_wave(steps, dict.fromkeys(steps, COVERED))

    def show_mines(self, hit: list[int]) -> None:
        """After a loss, the other mines (and the crosses on wrong flags) appear outward
        from the mine hit, ring by ring; the mine hit shows at once."""
        game = self.game
        if game is None or not hit:
            return
        width = game.width
        # The mines not flagged appear; a wrong flag gets its cross; a right flag stays
        # as it was.
        flagged = {cell for cell, mark in game.marks.items() if mark == FLAG}
        changed = [
            cell
            for cell in range(game.cells)
            if cell not in hit and (game.is_mine[cell] != (cell in flagged))
        ]
        covers = {cell: _covered_face(game.marks.get(cell, 0)) for cell in changed}
        rings = {cell: min(_chebyshev(cell, source, width) for source in hit) for cell in changed}
        self._start_wave(rings, covers)

    def finish_wave(self) -> None:
        if self.wave is not None:
            self.wave.finish()

    def _start_wave(self, rings: dict[int, int], covers: dict[int, int]) -> None:
        self.finish_wave()
        if not rings:
            return
        self._covers = covers
        self.wave = motion.Animation(
            self,
            MOTION.quick,
            easing=motion.linear,  # the stages ease (_lifting_cover)
            delays=wave_delays(rings),
            on_frame=self.update_cells,
            on_done=self._wave_done,
        )
        self.wave.start()

    def _wave_done(self) -> None:
        self._covers = {}
        self.wave = None

    def update_cells(self, cells: Collection[int]) -> None:
        """Repaint only these cells (one rectangle around them: a flood fill is one
        connected area and a wave's frame one band, so the bounding box is close to what
        changed, and one rectangle clips cheaper than many)."""
        if not cells or self.game is None:
            return
        width = self.game.width
        rows = [c // width for c in cells]
        cols = [c % width for c in cells]
        top_left = self.cell_rect(min(rows), min(cols))
        bottom_right = self.cell_rect(max(rows), max(cols))
        self.update(top_left.united(bottom_right))

    # ---- geometry --------------------------------------------------------------------------

    def sizeHint(self) -> QSize:  # noqa: N802
        if self.game is None:
            return QSize(9 * COMFORTABLE_CELL, 9 * COMFORTABLE_CELL)
        room = self.label_room()
        return QSize(
            self.game.width * COMFORTABLE_CELL + room, self.game.height * COMFORTABLE_CELL + room
        )

    def cell_rect(self, row: int, col: int) -> QRect:
        size = self.cell
        return QRect(
            int(self.origin.x()) + col * size, int(self.origin.y()) + row * size, size, size
        )

    def cell_at(self, x: float, y: float) -> int | None:
        game = self.game
        if game is None:
            return None
        col = int((x - self.origin.x()) // self.cell)
        row = int((y - self.origin.y()) // self.cell)
        if 0 <= row < game.height and 0 <= col < game.width:
            return row * game.width + col
        return None

    def resizeEvent(self, event: object) -> None:  # noqa: N802
        self.lay_out()

    def lay_out(self) -> None:
        game = self.game
        if game is None:
            return
        room = self.label_room()
        self.cell = self.zoomed_cell()
        zoom = zoom_of(self)
        if zoom is not None and zoom.factor > 1:
            corner = zoom.place(self.content_size())
            self.origin = QPointF(room + math.floor(corner.x()), room + math.floor(corner.y()))
        else:
            self.origin = QPointF(
                room + max(0, (self.width() - room - self.cell * game.width) // 2),
                room + max(0, (self.height() - room - self.cell * game.height) // 2),
            )
        if self.on_layout is not None:
            self.on_layout()

    def zoomed_cell(self) -> int:
        """The cell that fits the place (within the comfortable bounds), times the
        board zoom."""
        game = self.game
        if game is None:
            return self.cell
        room = self.label_room()
        width, height = self.width() - room, self.height() - room
        cell = fit_cell(width, height, game.width, game.height, minimum=MIN_CELL)
        return round(math.floor(cell) * zoom_factor(self))

    def content_size(self) -> QSizeF:
        """The board with its labels, as drawn (larger than the place when zoomed:
        ui.board_zoom scrolls it)."""
        game, cell, room = self.game, self.zoomed_cell(), self.label_room()
        if game is None:
            return QSizeF()
        return QSizeF(room + cell * game.width, room + cell * game.height)

    # ---- mouse -------------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        buttons = event.buttons()
        both = Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton
        if buttons & both == both:
            self._both_buttons = True  # the release of either one chords
        elif event.button() == Qt.MouseButton.RightButton:
            cell = self._cell_of(event)
            if cell is not None:
                self.mark_requested.emit(cell)
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        cell = self._cell_of(event)
        button = event.button()
        if self._both_buttons:
            if event.buttons() & (Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton):
                # The first of the two buttons came up: chord now, ignore the second.
                if cell is not None:
                    self.chord_requested.emit(cell)
            else:
                self._both_buttons = False
        elif cell is not None and button == Qt.MouseButton.LeftButton:
            self.reveal_requested.emit(cell)
        elif cell is not None and button == Qt.MouseButton.MiddleButton:
            self.chord_requested.emit(cell)
        event.accept()

    def _cell_of(self, event: QMouseEvent) -> int | None:
        point = event.position()
        return self.cell_at(point.x(), point.y())

    # ---- painting ------------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        area = event.rect()  # what Qt asks for (a repaint of cells: one rectangle)
        painter.fillRect(area, self.tokens.background)
        game = self.game
        if game is None:
            return
        faces = self._face_pixmaps()
        size = self.cell
        ox, oy = int(self.origin.x()), int(self.origin.y())
        first_col = max(0, (area.left() - ox) // size)
        last_col = min(game.width - 1, (area.right() - ox) // size)
        first_row = max(0, (area.top() - oy) // size)
        last_row = min(game.height - 1, (area.bottom() - oy) // size)
        board = QRect(ox, oy, size * game.width, size * game.height)
        painter.fillRect(board.intersected(area), self.tokens.board)
        covers, wave = self._covers, self.wave
        lifting: list[tuple[int, int, int]] = []
        for row in range(first_row, last_row + 1):
            y = oy + row * size
            base = row * game.width
            for col in range(first_col, last_col + 1):
                cell, x = base + col, ox + col * size
                if cell in covers and wave is not None:
                    progress = wave.linear_progress(cell)
                    if progress <= 0:  # its turn has not come: still covered
                        painter.drawPixmap(x, y, faces[covers[cell]])
                        continue
                    if progress < 1:
                        lifting.append((cell, x, y))
                painter.drawPixmap(x, y, faces[self._face(game, cell)])
        if lifting:
            self._paint_covers(painter, faces, lifting)
        self._paint_hint(painter, game)
        self._paint_finger(painter, game)
        if self.show_labels:
            paint_labels(
                painter, self.font(), self.tokens.muted, QRectF(board), game.height, game.width
            )

    def _paint_covers(
        self, painter: QPainter, faces: dict[int, QPixmap], lifting: list[tuple[int, int, int]]
    ) -> None:
        """The covers of a wave still lifting: each shrinks and fades over the face its
        cell has now (a cell whose turn has not come still looks covered). A cover is
        drawn at one of `LIFT_STAGES` stages rendered once per cell size, so a frame
        of a wide opening is two pixmap copies a cell."""
        wave = self.wave
        if wave is None:
            return
        for cell, x, y in lifting:
            stage = min(LIFT_STAGES - 1, int(wave.linear_progress(cell) * LIFT_STAGES))
            painter.drawPixmap(x, y, self._lifting_cover(faces, self._covers[cell], stage))

    def _lifting_cover(self, faces: dict[int, QPixmap], face: int, stage: int) -> QPixmap:
        found = self._lifting.get((face, stage))
        if found is None:
            source = faces[face]
            ratio = source.devicePixelRatio()
            found = QPixmap(source.size())
            found.setDevicePixelRatio(ratio)
            found.fill(Qt.GlobalColor.transparent)
            progress = motion.ease_in_quad((stage + 0.5) / LIFT_STAGES)  # a cover leaving
            size = self.cell
            side = size * (1 - COVER_SHRINK * progress)
            offset = (size - side) / 2
            painter = QPainter(found)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            painter.setOpacity(1 - progress)
            painter.drawPixmap(QRectF(offset, offset, side, side), source, QRectF(source.rect()))
            painter.end()
            self._lifting[(face, stage)] = found
        return found

    @staticmethod
    def _face(game: MinesweeperGame, cell: int) -> int:
        mark = game.marks.get(cell, 0)
        if game.lost:
            if game.is_mine[cell]:
                if cell in game.hit:
                    return HIT_MINE
                return FLAGGED_MINE if mark == FLAG else MINE
            if mark == FLAG:
                return WRONG_FLAG
        if game.revealed[cell]:
            return game.number[cell]
        if mark == FLAG:
            return FLAGGED
        if mark == QUESTION:
            return QUESTIONED
        return COVERED

    def touched_cell(self) -> int | None:
        """The cell a finger is down on now (drawn pressed), if any."""
        at = self.touch.pressed_at if self.touch is not None else None
        return None if at is None else self.cell_at(at.x(), at.y())

    def finger_rect(self, cell: int) -> QRect:
        """What a finger on `cell` draws in: the cell and the hold ring around it."""
        assert self.game is not None
        return hold_ring_rect(self.cell_rect(*divmod(cell, self.game.width)))

    def _paint_finger(self, painter: QPainter, game: MinesweeperGame) -> None:
        cell = self.touched_cell()
        if cell is None or self.touch is None:
            return
        rect = self.cell_rect(*divmod(cell, game.width))
        paint_pressed(painter, rect, self.tokens)
        paint_hold_ring(painter, rect, self.touch.ring, self.tokens)

    @property
    def evidence(self) -> list[int]:
        """After a loss that could have been known: the numbers that proved it, marked
        as a hint marks its numbers (also while the result card is folded)."""
        game = self.game
        return game.evidence() if game is not None and game.lost else []

    def _paint_hint(self, painter: QPainter, game: MinesweeperGame) -> None:
        hint = self.hint
        if hint is not None and hint.cell >= 0:
            marks = [([hint.cell], Qt.PenStyle.DashLine), (list(hint.proof), Qt.PenStyle.DotLine)]
        elif self.evidence:
            marks = [(self.evidence, Qt.PenStyle.DotLine)]
        else:
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        width = max(2, self.cell // 12)
        for cells, style in marks:
            pen = QPen(self.tokens.accent, width, style)
            painter.setPen(pen)
            for cell in cells:
                tile = tile_rect(QRectF(self.cell_rect(*divmod(cell, game.width))))
                inset = width / 2 + 1
                radius = tile_radius(tile)
                painter.drawRoundedRect(tile.adjusted(inset, inset, -inset, -inset), radius, radius)
        painter.restore()

    # ---- faces -----------------------------------------------------------------------------------

    def _face_pixmaps(self) -> dict[int, QPixmap]:
        ratio = self.devicePixelRatioF()
        key = (self.cell, self.tokens.name, ratio)
        if key != self._faces_key or not self._faces:
            self._faces = {face: self._render(face, ratio) for face in range(16)}
            self._lifting = {}
            self._faces_key = key
        return self._faces

    def _render(self, face: int, ratio: float) -> QPixmap:
        """One face as a tile on a transparent square: the board's tone shows in the
        gaps between tiles (painted once under them), and a lifting cover shrinks as a
        tile, not as a square patch."""
        size = self.cell
        pixmap = QPixmap(int(size * ratio), int(size * ratio))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, size, size)
        tile = tile_rect(rect)
        tokens = self.tokens
        # A flag stays on its raised tile after a loss, right or wrong (a wrong one is
        # crossed): the player's marks read the same as while playing.
        if face in (COVERED, FLAGGED, QUESTIONED, FLAGGED_MINE, WRONG_FLAG):
            self._raised(painter, tile)
        else:
            self._flat(painter, tile, tokens.mine_hit if face == HIT_MINE else opened_tone(tokens))
        if 1 <= face <= 8:
            self._digit(painter, rect, face)
        elif face in (FLAGGED, FLAGGED_MINE, WRONG_FLAG):
            self._flag(painter, rect)
            if face == WRONG_FLAG:
                self._cross(painter, rect)
        elif face == QUESTIONED:
            self._text(painter, rect, "?", tokens.mine)
        elif face in (MINE, HIT_MINE):
            self._mine(painter, rect)
            if face == HIT_MINE:
                # The mine that ended the game: danger fill *and* a thick ring.
                painter.setPen(QPen(tokens.mine, max(2, size // 10)))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(rect.center(), size * 0.40, size * 0.40)
        painter.end()
        return pixmap

    def _raised(self, painter: QPainter, tile: QRectF) -> None:
        """A covered cell: a raised tile, lit along its top and left edges and shaded
        along the bottom and right (the bevel is the shape cue; its tone sets it apart
        from an opened cell too)."""
        tokens = self.tokens
        radius = tile_radius(tile)
        edge = max(1.0, tile.width() / 18)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(tokens.covered_dark_edge)
        painter.drawRoundedRect(tile, radius, radius)
        painter.setBrush(tokens.covered_light_edge)
        painter.drawRoundedRect(tile.adjusted(0, 0, -edge, -edge), radius, radius)
        painter.setBrush(covered_tone(tokens))
        inner = max(0.0, radius - edge)
        painter.drawRoundedRect(tile.adjusted(edge, edge, -edge, -edge), inner, inner)

    def _flat(self, painter: QPainter, tile: QRectF, fill: QColor) -> None:
        """An opened cell: flat, with a hairline where its tone is close to the board's
        (dark, high contrast)."""
        radius = tile_radius(tile) / 2
        painter.setPen(QPen(self.tokens.grid, 1))
        painter.setBrush(fill)
        painter.drawRoundedRect(tile.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)

    def _text(self, painter: QPainter, rect: QRectF, text: str, colour: QColor) -> None:
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(max(9, int(rect.height() * 0.62)))
        painter.setFont(font)
        painter.setPen(colour)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)

    def _digit(self, painter: QPainter, rect: QRectF, digit: int) -> None:
        self._text(painter, rect, str(digit), self.tokens.mine_numbers[digit - 1])

    def _flag(self, painter: QPainter, rect: QRectF) -> None:
        size = rect.width()
        pole = QPen(self.tokens.text, max(1.5, size / 14))
        painter.setPen(pole)
        x = size * 0.42
        painter.drawLine(QPointF(x, size * 0.2), QPointF(x, size * 0.78))
        painter.drawLine(QPointF(size * 0.28, size * 0.78), QPointF(size * 0.7, size * 0.78))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(self.tokens.flag))
        painter.drawPolygon(
            QPolygonF(
                [QPointF(x, size * 0.2), QPointF(size * 0.78, size * 0.34), QPointF(x, size * 0.5)]
            )
        )

    def _cross(self, painter: QPainter, rect: QRectF) -> None:
        size = rect.width()
        painter.setPen(QPen(self.tokens.mine, max(2.0, size / 10)))
        painter.drawLine(QPointF(size * 0.15, size * 0.15), QPointF(size * 0.85, size * 0.85))
        painter.drawLine(QPointF(size * 0.85, size * 0.15), QPointF(size * 0.15, size * 0.85))

    def _mine(self, painter: QPainter, rect: QRectF) -> None:
        size = rect.width()
        centre = rect.center()
        colour = self.tokens.mine
        painter.setPen(QPen(colour, max(1.5, size / 14)))
        spikes = QPainterPath()
        reach = size * 0.33
        for dx, dy in ((1, 0), (0, 1), (0.7, 0.7), (0.7, -0.7)):
            spikes.moveTo(centre.x() - dx * reach, centre.y() - dy * reach)
            spikes.lineTo(centre.x() + dx * reach, centre.y() + dy * reach)
        painter.drawPath(spikes)
        painter.setBrush(QBrush(colour))
        painter.drawEllipse(centre, size * 0.2, size * 0.2)


def _covered_face(mark: int) -> int:
    return FLAGGED if mark == FLAG else QUESTIONED if mark == QUESTION else COVERED


def _chebyshev(cell: int, other: int, width: int) -> int:
    """Rings of neighbours between two cells (a king's moves)."""
    row, col = divmod(cell, width)
    other_row, other_col = divmod(other, width)
    return max(abs(row - other_row), abs(col - other_col))
