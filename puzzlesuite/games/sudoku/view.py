"""Sudoku drawing and raw input: the board and the number pad, painted, no rules.

The controller (screen.py) hands it a `BoardPicture` and it draws that: givens in the
heavy weight, the player's digits in the regular weight and the accent tone, notes small
in a 3×3 layout, conflicts as a 2 px danger border *and* a "×" in the corner, the
selection as a shade over row, column and box *plus* an inner outline on same-digit
cells, hint cells with a dashed accent outline, the cursor as a 3 px accent ring. A
colouring hint's two colours are two marks, not two hues: colour A shaded with a solid
ring, colour B hatched with a dotted ring (the sentence names them so).
Nothing relies on colour alone. Clicks become `cell_clicked(cell)`.

The number pad (`NumberPad`) is one painted widget too: keys drawn as push buttons
(hover tint, a pressed key sinks), the keyboard cursor's key ringed in the accent.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field

from PySide6.QtCore import QEvent, QPointF, QRect, QRectF, QSize, QSizeF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QRegion,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from puzzlesuite.ui import motion
from puzzlesuite.ui.board_fit import fit_cell
from puzzlesuite.ui.board_labels import label_room, paint_labels
from puzzlesuite.ui.board_zoom import zoom_factor, zoom_of
from puzzlesuite.ui.theme import LIGHT, Tokens, contrast_ratio, mix
from puzzlesuite.ui.tokens import MOTION, RADII, WEIGHT_HEAVY, WEIGHT_REGULAR
from puzzlesuite.ui.touch import paint_pressed

MIN_CELL = 28
# Motion (ui/motion.py, durations from the tokens): a completed unit's wave steps one
# stagger per cell of distance (8 at most: 240 ms + the 150 ms light = 390 ms); the solved
# board a box at a time (4 boxes away at most: 240 ms + 150 ms).
LIGHT_STEP_MS = MOTION.stagger
BOX_STEP_MS = 2 * MOTION.stagger
LIGHT_ALPHA = 110  # the glow at its height, over the cell
QUIET_MIX = 0.5  # a digit the hint does not use: at most half way to the cell's tone
QUIET_FLOOR = 3.0  # and never under a mark's contrast


_QUIET: dict[tuple[int, int], QColor] = {}


def quiet_colour(colour: QColor, ground: QColor) -> QColor:
    """`colour` moved towards `ground` as far as QUIET_MIX, keeping QUIET_FLOOR (kept
    per pair of colours: a paint asks for it once a digit)."""
    key = (colour.rgba(), ground.rgba())
    if key not in _QUIET:
        _QUIET[key] = _quieter(colour, ground)
    return QColor(_QUIET[key])


def _quieter(colour: QColor, ground: QColor) -> QColor:
    amount = QUIET_MIX
    quiet = mix(colour, ground, amount)
    while amount > 0 and contrast_ratio(quiet, ground) < QUIET_FLOOR:
        amount = max(0.0, amount - 0.05)
        quiet = mix(colour, ground, amount)
    return quiet


def frame(painter: QPainter, cell: QRectF, inset: int, width: int, colour: QColor) -> None:
    """A square outline `width` px wide, `inset` px inside `cell`, on whole pixels (four
    plain bands, no antialiasing): the cursor's ring, a conflict's border and the same
    digit's outline stay crisp at every size."""
    outer = cell.toAlignedRect().adjusted(inset, inset, -inset, -inset)
    if outer.width() <= 2 * width or outer.height() <= 2 * width:
        return
    left, top, right, bottom = outer.left(), outer.top(), outer.right() + 1, outer.bottom() + 1
    painter.fillRect(left, top, right - left, width, colour)
    painter.fillRect(left, bottom - width, right - left, width, colour)
    painter.fillRect(left, top + width, width, bottom - top - 2 * width, colour)
    painter.fillRect(right - width, top + width, width, bottom - top - 2 * width, colour)


def unit_cells(kind: str, index: int) -> tuple[int, ...]:
    if kind == "row":
        return tuple(9 * index + c for c in range(9))
    if kind == "col":
        return tuple(9 * r + index for r in range(9))
    top, left = 3 * (index // 3), 3 * (index % 3)
    return tuple(9 * (top + r) + left + c for r in range(3) for c in range(3))


@dataclass
class BoardPicture:
    values: list[int] = field(default_factory=lambda: [0] * 81)
    givens: list[bool] = field(default_factory=lambda: [False] * 81)
    notes: list[int] = field(default_factory=lambda: [0] * 81)
    conflicts: set[int] = field(default_factory=set)
    cursor: int = 40
    show_cursor: bool = True  # a cell is selected
    highlight_digit: int = 0  # same-digit outline (selection or a pad click)
    # A hint on show (evidence.py): the units shaded, the pattern's cells outlined, the
    # cells whose digit rules others out ringed, the cell in question marked (dashed),
    # the candidates the reason reads drawn where no notes are, the removed ones struck.
    # `quiet`: the selection's shades and the same-digit marks step aside, and every
    # digit that is not evidence is drawn faint.
    hint_cells: tuple[int, ...] = ()
    hint_units: tuple[tuple[str, int], ...] = ()
    rings: tuple[int, ...] = ()
    target: tuple[int, ...] = ()
    candidates: dict[int, int] = field(default_factory=dict)
    removed: dict[int, int] = field(default_factory=dict)
    quiet: bool = False
    # Simple colouring's classes: colour A (shaded, solid ring), colour B (hatched, dotted).
    hint_colours: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())
    overlay: str = ""  # "Preparing…" over a dimmed board


class SudokuBoardView(QWidget):
    cell_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sudoku-board")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.picture = BoardPicture()
        self.tokens: Tokens = LIGHT
        self.key_handler: Callable[[QKeyEvent], bool] = lambda event: False
        self._fonts: dict[str, QFont] = {}
        self.show_labels = True  # row and column labels (the View menu's setting)
        # A row, column or box just made full and free of conflicts lights once; a solved
        # board lights box by box (motion.py: instant under Reduce motion, finished by
        # the next input). Progress per cell; at rest every cell is at its end (unlit).
        self.lights: motion.Animation[int] | None = None
        self._label_room: tuple[str, int] | None = None  # (the font's key, the room)
        # The cell under a finger (ui/touch.py's pressed intent): drawn pressed.
        self.touched: int | None = None
        self._painting: tuple[float, float, float] | None = None  # x, y, cell while painting

    def set_labels(self, shown: bool) -> None:
        if shown != self.show_labels:
            self.show_labels = shown
            self.update()

    def label_room(self) -> int:
        if not self.show_labels:
            return 0
        # Measured once per font: every cell's rectangle needs it (a frame of motion
        # asks for a few dozen), and measuring text is what costs.
        key = self.font().key()
        if self._label_room is None or self._label_room[0] != key:
            self._label_room = (key, label_room(self.font(), 9))
        return self._label_room[1]

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(9 * 52 + 8, 9 * 52 + 8)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(9 * MIN_CELL + 8, 9 * MIN_CELL + 8)

    def apply_tokens(self, tokens: Tokens) -> None:
        self.tokens = tokens
        self.update()

    def show_picture(self, picture: BoardPicture) -> None:
        self.picture = picture
        self.update()

    def show_touched(self, cell: int | None) -> None:
        """The cell a finger is down on (None: no finger), drawn pressed."""
        if cell != self.touched:
            for old in (self.touched, cell):
                if old is not None:
                    self.update(self.cell_rect(*divmod(old, 9)))
            self.touched = cell

    # ---- motion: a unit completed, the board solved -----------------------------------

    def light_units(self, units: Iterable[tuple[str, int]], source: int) -> None:
        """Each cell of `units` lights once, in a wave along them from `source` (the cell
        whose digit completed them): the cause, then its effect."""
        cells = {cell for kind, index in units for cell in unit_cells(kind, index)}
        row, col = divmod(source, 9)
        distances = {c: abs(c // 9 - row) + abs(c % 9 - col) for c in cells}
        self._light(motion.wave_delays(distances, LIGHT_STEP_MS), MOTION.quick)

    def light_board(self, source: int) -> None:
        """The solved board lights box by box, outward from the box solved last."""
        box_row, box_col = source // 27, source % 9 // 3
        delays = {}
        for cell in range(81):
            distance = abs(cell // 27 - box_row) + abs(cell % 9 // 3 - box_col)
            delays[cell] = distance * BOX_STEP_MS
        self._light(delays, MOTION.quick)

    def _light(self, delays: Mapping[int, float], duration: int) -> None:
        if self.lights is not None:
            self.lights.finish()
        self.lights = motion.Animation(
            self,
            duration,
            easing=motion.linear,
            delays=delays,
            on_frame=motion.repaint(self, lambda cell: self.cell_rect(*divmod(cell, 9))),
            on_done=self._lights_done,
        )
        self.lights.start()

    def _lights_done(self) -> None:
        self.lights = None

    def light_of(self, cell: int) -> float:
        """How lit `cell` is now, 0..1: up and down again once (0 at rest)."""
        lights = self.lights
        if lights is None or cell not in lights.delays:
            return 0.0
        return math.sin(math.pi * lights.progress(cell))

    # ---- geometry ---------------------------------------------------------------------

    def cell_size(self) -> float:
        """The cell that fits the place (ui/board_fit.py: up to the cap, never below
        MIN_CELL), times the board zoom."""
        room = self.label_room() + 8
        width, height = self.width() - room, self.height() - room
        return fit_cell(width, height, 9, 9, minimum=MIN_CELL, zoom=zoom_factor(self))

    def content_size(self) -> QSizeF:
        """The board with its labels and margin, as drawn (larger than the place when
        zoomed: ui.board_zoom scrolls it)."""
        side = self.label_room() + self.cell_size() * 9 + 8
        return QSizeF(side, side)

    def origin(self) -> tuple[float, float]:
        """The board's top-left corner, centred in what the labels leave."""
        room = self.label_room()
        zoom = zoom_of(self)
        if zoom is not None and zoom.factor > 1:
            corner = zoom.place(self.content_size())
            return corner.x() + room + 4, corner.y() + room + 4
        side = self.cell_size() * 9
        return room + (self.width() - room - side) / 2, room + (self.height() - room - side) / 2

    def cell_rectf(self, cell: int) -> QRectF:
        row, col = divmod(cell, 9)
        if self._painting is not None:  # one geometry for the whole paint
            x, y, size = self._painting
        else:
            size = self.cell_size()
            x, y = self.origin()
        return QRectF(x + col * size, y + row * size, size, size)

    def cell_rect(self, row: int, col: int) -> QRect:
        """In this widget's coordinates (what BoardGrid needs)."""
        return self.cell_rectf(9 * row + col).toAlignedRect()

    def cell_at(self, x: float, y: float) -> int | None:
        ox, oy = self.origin()
        size = self.cell_size()
        col, row = int((x - ox) // size), int((y - oy) // size)
        if 0 <= row < 9 and 0 <= col < 9 and x >= ox and y >= oy:
            return 9 * row + col
        return None

    # ---- input ------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        cell = self.cell_at(event.position().x(), event.position().y())
        if cell is not None and event.button() == Qt.MouseButton.LeftButton:
            self.cell_clicked.emit(cell)
            event.accept()
            return
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if not self.key_handler(event):
            super().keyPressEvent(event)

    # ---- drawing ----------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pic, tokens = self.picture, self.tokens
        size = self.cell_size()
        x0, y0 = self.origin()
        self._painting = (x0, y0, size)
        try:
            self._paint_board(painter, event, pic, tokens, QRectF(x0, y0, size * 9, size * 9))
        finally:
            self._painting = None
            painter.end()

    def _paint_board(
        self,
        painter: QPainter,
        event: QPaintEvent,
        pic: BoardPicture,
        tokens: Tokens,
        board: QRectF,
    ) -> None:
        size = board.width() / 9
        painter.fillRect(board, tokens.cell_empty)
        self._paint_shades(painter, pic, tokens)
        self._paint_lights(painter, tokens)
        self._paint_grid(painter, board, size, tokens)
        self._fonts = self._cell_fonts(size)
        exposed = event.region()
        for cell in range(81):
            # A frame of motion repaints a few cells: draw only what it exposed.
            if exposed.intersects(self.cell_rectf(cell).toAlignedRect()):
                self._paint_cell(painter, cell, pic, tokens)
        self._paint_marks(painter, pic, tokens)
        if self.touched is not None:
            paint_pressed(painter, self.cell_rectf(self.touched), tokens)
        if self.show_labels and not board.contains(QRectF(event.rect())):
            paint_labels(painter, self.font(), tokens.muted, board, 9, 9)
        if pic.overlay:
            veil = QColor(tokens.background)
            veil.setAlpha(200)
            painter.fillRect(board, veil)
            painter.setPen(tokens.text)
            font = QFont(self.font())
            font.setPointSizeF(font.pointSizeF() * 1.3)
            painter.setFont(font)
            painter.drawText(
                board, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, pic.overlay
            )

    def _paint_shades(self, painter: QPainter, pic: BoardPicture, tokens: Tokens) -> None:
        # The units as one region of pixel rectangles that do not overlap (a translucent
        # fill twice over a cell would darken it), filled without antialiasing: a few
        # plain fills instead of an antialiased path (what costs in a frame of motion).
        if pic.hint_units:
            shade = QColor(tokens.accent)
            shade.setAlpha(48)
            self._fill_units(painter, pic.hint_units, shade)
        if pic.show_cursor and not pic.quiet:
            shade = tokens.peer_shade
            row, col = divmod(pic.cursor, 9)
            box = 3 * (row // 3) + col // 3
            self._fill_units(painter, (("row", row), ("col", col), ("box", box)), shade)
        # A conflict is not a same-digit highlight: its own danger tint (besides its
        # border and ×), never the highlight's yellow, even when it holds that digit.
        if pic.highlight_digit and not pic.quiet:
            same = tokens.same_digit
            for cell in range(81):
                if pic.values[cell] == pic.highlight_digit and cell not in pic.conflicts:
                    painter.fillRect(self.cell_rectf(cell), same)
        if pic.conflicts:
            clash = tokens.conflict_fill
            for cell in pic.conflicts:
                painter.fillRect(self.cell_rectf(cell), clash)

    def _fill_units(
        self, painter: QPainter, units: Iterable[tuple[str, int]], colour: QColor
    ) -> None:
        region = QRegion()
        for kind, index in units:
            region = region.united(self._unit_rect(kind, index).toAlignedRect())
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        for rect in region:  # type: ignore[attr-defined]  # (iterable; the stubs miss it)
            painter.fillRect(rect, colour)
        painter.restore()

    def _paint_lights(self, painter: QPainter, tokens: Tokens) -> None:
        lights = self.lights
        if lights is None:
            return
        for cell in lights.delays:
            strength = self.light_of(cell)
            if strength > 0:
                glow = QColor(tokens.accent)
                glow.setAlpha(round(LIGHT_ALPHA * strength))
                painter.fillRect(self.cell_rectf(cell), glow)

    def _paint_grid(self, painter: QPainter, board: QRectF, size: float, tokens: Tokens) -> None:
        """Thin lines between cells (a texture) and heavier box lines and frame, on whole
        pixels without antialiasing so a 1 px line stays one crisp pixel. The box lines
        grow with the cell; in high contrast, where every line is white, they are a
        pixel heavier still, so the boxes read by weight."""
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        heavy = max(2, round(size / 24)) + (1 if tokens.contrast else 0)
        left, top = round(board.left()), round(board.top())
        lines = [round(board.left() + i * size) - left for i in range(10)]
        rows = [round(board.top() + i * size) - top for i in range(10)]
        width, height = lines[-1], rows[-1]
        painter.setPen(QPen(tokens.grid, 1))
        for i in range(10):
            if i % 3:
                painter.drawLine(left + lines[i], top, left + lines[i], top + height)
                painter.drawLine(left, top + rows[i], left + width, top + rows[i])
        # Box lines and the frame as filled bands centred on the grid lines.
        for i in range(0, 10, 3):
            x = left + lines[i] - heavy // 2
            y = top + rows[i] - heavy // 2
            painter.fillRect(x, top - heavy // 2, heavy, height + heavy, tokens.grid_strong)
            painter.fillRect(left - heavy // 2, y, width + heavy, heavy, tokens.grid_strong)
        painter.restore()

    def _cell_fonts(self, size: float) -> dict[str, QFont]:
        given = QFont(self.font())
        given.setPixelSize(max(10, int(size * 0.6)))
        given.setWeight(QFont.Weight(WEIGHT_HEAVY))  # givens: the heaviest the face has
        player = QFont(given)
        player.setWeight(QFont.Weight(WEIGHT_REGULAR))  # the player's: regular, the accent
        notes = QFont(self.font())
        notes.setPixelSize(max(7, int(size * 0.24)))
        mark = QFont(self.font())
        mark.setPixelSize(max(8, int(size * 0.28)))
        mark.setBold(True)
        return {"given": given, "player": player, "notes": notes, "mark": mark}

    def _paint_cell(self, painter: QPainter, cell: int, pic: BoardPicture, tokens: Tokens) -> None:
        rect = self.cell_rectf(cell)
        value = pic.values[cell]
        if value:
            given = pic.givens[cell]
            colour = QColor(tokens.digit_given if given else tokens.digit_placed)
            if pic.quiet and cell not in pic.rings:
                colour = self._faint(colour, tokens)
            painter.setFont(self._fonts["given" if given else "player"])
            painter.setPen(colour)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(value))
        else:
            notes = pic.notes[cell]
            read = pic.candidates.get(cell, 0)
            removed = pic.removed.get(cell, 0)
            # The candidates the reason reads, where the player keeps no notes: faint.
            drawn = notes or read | removed
            if drawn:
                self._paint_notes(painter, rect, drawn, notes, read | removed, removed, pic, tokens)
        if value and value == pic.highlight_digit and not pic.quiet:
            frame(painter, rect, 3, 2 if tokens.contrast else 1, tokens.text)
        if cell in pic.conflicts:
            frame(painter, rect, 2, 2, tokens.danger)
            painter.setPen(tokens.danger)
            painter.setFont(self._fonts["mark"])
            corner = QRectF(
                rect.right() - rect.width() * 0.36,
                rect.top() + 1,
                rect.width() * 0.34,
                rect.height() * 0.34,
            )
            painter.drawText(corner, Qt.AlignmentFlag.AlignCenter, "×")

    @staticmethod
    def _faint(colour: QColor, tokens: Tokens) -> QColor:
        """A digit that is not evidence while a hint explains: still legible (a player
        reads the whole board; 3:1 at least, a mark's floor), but stepping back. In high
        contrast the muted tone, which keeps text's 7:1."""
        if tokens.contrast:
            return QColor(tokens.muted)
        return quiet_colour(colour, tokens.cell_empty)

    def _paint_notes(
        self,
        painter: QPainter,
        rect: QRectF,
        drawn: int,
        notes: int,
        read: int,
        removed: int,
        pic: BoardPicture,
        tokens: Tokens,
    ) -> None:
        """Notes in a 3×3 layout. While a hint explains, the candidates it reads are in
        the accent (drawn faint where the player keeps no notes: the hint's, not theirs)
        and each one the step removes is struck through."""
        painter.setFont(self._fonts["notes"])
        third = rect.width() / 3
        for digit in range(1, 10):
            if not drawn >> digit & 1:
                continue
            r, c = divmod(digit - 1, 3)
            sub = QRectF(rect.left() + c * third, rect.top() + r * third, third, third)
            colour = QColor(tokens.note)
            if removed >> digit & 1:
                colour = QColor(tokens.accent)  # what the step removes: whole, then struck
            elif read >> digit & 1:
                colour = QColor(tokens.accent)
                if not notes >> digit & 1:  # the hint's candidates, not the player's notes
                    colour = quiet_colour(colour, tokens.cell_empty)
            elif pic.quiet:
                colour = self._faint(colour, tokens)
            painter.setPen(colour)
            painter.drawText(sub, Qt.AlignmentFlag.AlignCenter, str(digit))
            if removed >> digit & 1:
                # A stroke across the digit, leaving its shape to read beside it.
                painter.setPen(QPen(tokens.text, max(1.2, third / 18)))
                inset = third * 0.12
                painter.drawLine(
                    QPointF(sub.left() + inset, sub.bottom() - inset),
                    QPointF(sub.right() - inset, sub.top() + inset),
                )

    def _paint_marks(self, painter: QPainter, pic: BoardPicture, tokens: Tokens) -> None:
        self._paint_colours(painter, pic, tokens)
        coloured = {*pic.hint_colours[0], *pic.hint_colours[1]}
        painter.setBrush(Qt.BrushStyle.NoBrush)
        size = self.cell_size()
        for kind, index in pic.hint_units:
            painter.setPen(QPen(tokens.accent, 2))
            painter.drawRect(self._unit_rect(kind, index).adjusted(1, 1, -1, -1))
        # The pattern's cells: a solid rounded outline (the colouring's cells keep theirs).
        painter.setPen(QPen(tokens.accent, 2))
        for cell in pic.hint_cells:
            if cell not in coloured:
                painter.drawRoundedRect(self.cell_rectf(cell).adjusted(2, 2, -2, -2), 4, 4)
        # The cell in question (where a digit goes, or the one a hint names): dashed.
        painter.setPen(QPen(tokens.accent, 2, Qt.PenStyle.DashLine))
        for cell in pic.target:
            painter.drawRect(self.cell_rectf(cell).adjusted(5, 5, -5, -5))
        # The digits that rule other cells out: a ring around each.
        painter.setPen(QPen(tokens.accent, max(2.0, size / 22)))
        for cell in pic.rings:
            rect = self.cell_rectf(cell)
            radius = size * 0.36
            painter.drawEllipse(rect.center(), radius, radius)
        if pic.show_cursor:
            frame(painter, self.cell_rectf(pic.cursor), 2, 3, tokens.accent)

    def _paint_colours(self, painter: QPainter, pic: BoardPicture, tokens: Tokens) -> None:
        """Colour A: a flat shade and a solid ring; colour B: hatching and a dotted ring.
        Told apart by pattern and line, so no one needs to tell two hues apart."""
        shade = QColor(tokens.accent)
        shade.setAlpha(70)
        hatch = QColor(tokens.text)
        hatch.setAlpha(110)
        marks = (
            (QBrush(shade), QPen(tokens.accent, 2)),
            (QBrush(hatch, Qt.BrushStyle.BDiagPattern), QPen(tokens.text, 2, Qt.PenStyle.DotLine)),
        )
        for cells, (brush, pen) in zip(pic.hint_colours, marks, strict=True):
            for cell in cells:
                rect = self.cell_rectf(cell).adjusted(4, 4, -4, -4)
                painter.fillRect(rect, brush)
                painter.setPen(pen)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRect(rect)

    def _unit_rect(self, kind: str, index: int) -> QRectF:
        if kind == "row":
            first, last = 9 * index, 9 * index + 8
        elif kind == "col":
            first, last = index, 72 + index
        else:
            top = 27 * (index // 3) + 3 * (index % 3)
            first, last = top, top + 20
        return self.cell_rectf(first).united(self.cell_rectf(last))


# ---- the number pad ---------------------------------------------------------------------

PAD_ROWS, PAD_COLS = 4, 3
CLEAR = 0  # the value of the wide key under the digits
MIN_KEY = 44  # the smallest comfortable target (VISUAL.md)
KEY_WIDTH, KEY_HEIGHT = 56, 48  # what the pad asks for
PAD_GAP = 6
PAD_VALUES: tuple[int, ...] = (*range(1, 10), CLEAR)  # in drawing order


def pad_value(row: int, col: int) -> int:
    """The key at (row, col): digits 1–9 in three rows, then Clear across the last row."""
    return CLEAR if row == PAD_ROWS - 1 else 3 * row + col + 1


def pad_position(value: int) -> tuple[int, int]:
    """Where a key is; Clear answers with its first column."""
    return (PAD_ROWS - 1, 0) if value == CLEAR else divmod(value - 1, 3)


class NumberPad(QWidget):
    """Digits 1–9 and Clear, painted as buttons in one widget.

    One widget instead of ten buttons: each widget shown costs a screen reader event when
    the screen opens. The keyboard and screen readers reach the keys through a BoardGrid
    (the screen sets it up); the pad itself never takes focus, so a click leaves the focus
    on the board, as the buttons it replaces did. Clicks become `key_clicked(value)`,
    0 for Clear, on release over the key pressed (like a push button)."""

    key_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sudoku-pad")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setMouseTracking(True)  # the hover look
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.tokens: Tokens = LIGHT
        self.clear_text = ""
        self.focus_key: int | None = None  # the keyboard cursor's key, while focused
        self._hovered: int | None = None
        self._pressed: int | None = None
        # Digit → how many more the solution has of it (drawn small in the key's corner).
        self.remaining: dict[int, int] = {}

    def set_remaining(self, remaining: dict[int, int]) -> None:
        if remaining != self.remaining:
            self.remaining = dict(remaining)
            self.update()

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(
            PAD_COLS * KEY_WIDTH + (PAD_COLS - 1) * PAD_GAP,
            PAD_ROWS * KEY_HEIGHT + (PAD_ROWS - 1) * PAD_GAP,
        )

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(
            PAD_COLS * MIN_KEY + (PAD_COLS - 1) * PAD_GAP,
            PAD_ROWS * MIN_KEY + (PAD_ROWS - 1) * PAD_GAP,
        )

    def apply_tokens(self, tokens: Tokens) -> None:
        self.tokens = tokens
        self.update()

    def set_clear_text(self, text: str) -> None:
        self.clear_text = text
        self.update()

    def show_touched(self, value: int | None) -> None:
        """A key under a finger is drawn pressed, as under a held mouse button."""
        if (value, value) != (self._pressed, self._hovered):
            self._pressed = self._hovered = value
            self.update()

    def show_focus(self, value: int | None) -> None:
        """Ring `value`'s key (the keyboard cursor), or none when the pad loses focus."""
        if value != self.focus_key:
            self.focus_key = value
            self.update()

    # ---- geometry ---------------------------------------------------------------------

    def _key_size(self) -> tuple[float, float]:
        width = (self.width() - (PAD_COLS - 1) * PAD_GAP) / PAD_COLS
        height = (self.height() - (PAD_ROWS - 1) * PAD_GAP) / PAD_ROWS
        return width, height

    def key_rectf(self, value: int) -> QRectF:
        width, height = self._key_size()
        row, col = pad_position(value)
        top = row * (height + PAD_GAP)
        if value == CLEAR:
            return QRectF(0, top, self.width(), height)
        return QRectF(col * (width + PAD_GAP), top, width, height)

    def key_rect(self, value: int) -> QRect:
        """In this widget's coordinates; value 1–9, or 0 for Clear."""
        return self.key_rectf(value).toAlignedRect()

    def cell_rect(self, row: int, col: int) -> QRect:
        """The key at the grid position (what BoardGrid needs)."""
        return self.key_rect(pad_value(row, col))

    def key_at(self, x: float, y: float) -> int | None:
        for value in PAD_VALUES:
            if self.key_rectf(value).contains(x, y):
                return value
        return None  # a gap between keys

    # ---- input ------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        self._pressed = self.key_at(event.position().x(), event.position().y())
        self.update()
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            super().mouseReleaseEvent(event)
            return
        pressed, self._pressed = self._pressed, None
        self.update()
        if pressed is not None and pressed == self.key_at(
            event.position().x(), event.position().y()
        ):
            self.key_clicked.emit(pressed)
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        hovered = self.key_at(event.position().x(), event.position().y())
        if hovered != self._hovered:
            self._hovered = hovered
            self.update()
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:  # noqa: N802
        self._hovered = None
        self.update()
        super().leaveEvent(event)

    # ---- drawing ----------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        digit_font = QFont(self.font())
        digit_font.setPixelSize(max(14, int(self._key_size()[1] * 0.5)))
        for value in PAD_VALUES:
            painter.setFont(self.font() if value == CLEAR else digit_font)
            self._paint_key(painter, value)
        painter.end()

    def _paint_key(self, painter: QPainter, value: int) -> None:
        tokens = self.tokens
        pressed = value == self._pressed and value == self._hovered
        # The keys are the app's buttons (their faces from the button tokens): a pressed
        # key sinks by a pixel and darkens, not colour alone. The face sits inside the
        # key's target, leaving room for the focus ring around it.
        rect = self.key_rectf(value).adjusted(4, 4, -4, -4)
        if pressed:
            rect.translate(0, 1)
            face = tokens.button_pressed
        elif value == self._hovered:
            face = tokens.button_hover
        else:
            face = tokens.button
        edge = tokens.control_border if tokens.contrast else face
        painter.setPen(QPen(edge, 2 if tokens.contrast else 1))
        painter.setBrush(face)
        painter.drawRoundedRect(rect, RADII.control, RADII.control)
        left = self.remaining.get(value)
        done = left == 0
        painter.setPen(tokens.text_disabled if done else tokens.text)
        label = self.clear_text if value == CLEAR else str(value)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, label)
        if left is not None and value != CLEAR:
            # How many are left to place; "✓" once all nine are on the board.
            small = QFont(self.font())
            small.setPointSizeF(self.font().pointSizeF() * 0.8)
            painter.save()
            painter.setFont(small)
            painter.setPen(tokens.muted)
            corner = rect.adjusted(0, 0, -5, -2)
            align = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom
            painter.drawText(corner, align, "✓" if done else str(left))
            painter.restore()
        if value == self.focus_key:
            painter.setPen(QPen(tokens.accent, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            ring = self.key_rectf(value).adjusted(1.5, 1.5, -1.5, -1.5)
            painter.drawRoundedRect(ring, RADII.control + 2, RADII.control + 2)
