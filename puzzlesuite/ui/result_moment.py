"""The result moment every game shows when it ends (issues 20 and 31; docs/SHARED_PARTS.md).

A card centred over the final board, which is dimmed behind it but stays visible: the
outcome as a headline in the display size of the type scale ("Solved", "You win", "No
piece fits"), then the figures the game's spec gives that ending, large, each over its
label (scores and counts count up from zero as the card appears; times stay still:
nothing counts time on screen), then the marks the player earned ("New best", "At
par", "2 over par": an icon and a word each, never a colour alone), a sentence where the
ending needs one (Minesweeper's loss verdict), and the next actions: the first is the
primary button (Play again; Jogakbo: Copy result), the others text buttons.

Where the card would cover what the ending is about (the numbers that proved a
Minesweeper mine, given by the screen as rectangles to keep clear), it goes beside or
below them on the board, or beside the board, and those rectangles are not dimmed.

It floats (it is no part of a layout), so showing it, folding it or bringing it back
never moves the board or a button. Esc folds it to a chip beside the board (never over a
cell: `chip_place`, the one function to change when the header can hold it), to study
the final position; the chip brings it back. It rises and fades in over
`MOTION.standard` the moment a game ends, its counts running over `MOTION.emphasis`; the
next input finishes both, Reduce motion shows the end at once, and a resumed ending is
shown still.

Screen readers hear the ending once, from the game (``GameScreen.announce``, through the
board grid, with ``spoken_actions()`` appended: the marks the game's own sentence does
not say, then the actions); the card itself says nothing when it appears. It is made
hidden and its parts are quiet widgets (``ui.accessible``); everything but its buttons is
painted, its accessible name and description are set once, to the final values (never
per frame), and the dimming layer is left out of the accessible tree. A screen that never
ends a game pays no accessibility events for it, and an ending shown costs the card and
its buttons only.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import (
    QEvent,
    QObject,
    QPoint,
    QRect,
    QRectF,
    QSize,
    Qt,
    QTimer,
)
from PySide6.QtGui import (
    QFont,
    QFontMetrics,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QRegion,
    QShowEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSlider,
    QApplication,
    QFrame,
    QGraphicsEffect,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from puzzlesuite.services.i18n import _, fmt, ngettext, pgettext
from puzzlesuite.ui import icons, motion, theme
from puzzlesuite.ui.accessible import strip_mnemonic
from puzzlesuite.ui.tokens import ELEVATION, MOTION, RADII, SPACING, TYPE

APPEAR_MS = MOTION.standard  # the card rises and fades in; none at all with Reduce motion
COUNT_MS = MOTION.emphasis  # the counts run from zero to their values
CHIP_MS = MOTION.quick  # Esc: the chip arrives as the board comes back to full light
FADE_MS = APPEAR_MS  # (the name older callers know)
RISE = SPACING.m  # pixels the card rises as it appears
EDGE_GAP = SPACING.m  # between the card and the board's edge, and around the chip
MAX_ACTIONS = 3
PADDING = SPACING.xl  # inside the card, left and right
PADDING_Y = SPACING.l  # inside the card, top and bottom
CROSS = 9  # the drawn × that says a click folds the card
MIN_WIDTH = 260  # a card narrower than this would wrap its headline on most boards
BOARD_SHARE = 0.6  # the card is at least this share of the board's width…
MAX_WIDTH = 480  # …up to this (a wider card's words would sit far apart)
SCRIM = 0.5  # how far the final board is washed towards the window's colour
SCRIM_CONTRAST = 0.35  # high contrast: less, the board's edges stay clear
# The overlay's shadow reaches this far beyond the card (ui.theme.paint_surface).
SHADOW = ELEVATION.overlay.shadow_blur // 2 + ELEVATION.overlay.shadow_offset


# ---- what a game gives -------------------------------------------------------------------------


@dataclass
class ResultAction:
    """A next action: a button. With ``choices`` ((key, translated label), …), the button
    opens a menu of them and ``choose(key)`` runs the one picked (New game at a level)."""

    text: str
    run: Callable[[], None] | None = None
    choices: Sequence[tuple[str, str]] = ()
    choose: Callable[[str], None] | None = None


@dataclass(frozen=True)
class Figure:
    """One figure of an ending, drawn large over its label. An ``int`` counts up from
    zero as the card appears (scores, counts) unless ``counts`` is False (a kept best,
    par); a ``str`` stays as it is (a time: nothing counts time on screen)."""

    label: str
    value: int | str
    counts: bool = True

    @property
    def text(self) -> str:
        return fmt.number(self.value) if isinstance(self.value, int) else self.value

    def shown(self, progress: float) -> str:
        """The value as drawn at ``progress`` (0 → 1) of the count."""
        if isinstance(self.value, int) and self.counts and progress < 1:
            return fmt.number(round(self.value * progress))
        return self.text

    @property
    def spoken(self) -> str:
        return f"{self.label} {self.text}"

    # The words of endings, in the app's catalog (the same on every game's card).
    @staticmethod
    def score(value: int) -> Figure:
        # TRANSLATORS: a label under a number on a game's result card (Block Puzzle).
        return Figure(_("Score"), value)

    @staticmethod
    def best(value: int) -> Figure:
        # TRANSLATORS: a label under a number on a result card: the best score kept.
        return Figure(_("Best"), value, counts=False)

    @staticmethod
    def moves(value: int) -> Figure:
        # TRANSLATORS: a label under a number on a result card: the moves made (Jogakbo).
        return Figure(_("Moves"), value)

    @staticmethod
    def par(value: int) -> Figure:
        # TRANSLATORS: a label under a number on a result card: Jogakbo's proven par.
        return Figure(_("Par"), value, counts=False)

    @staticmethod
    def time(seconds: float) -> Figure:
        # TRANSLATORS: a label under a duration on a result card: the time a solve took.
        return Figure(_("Time"), fmt.duration(seconds))

    @staticmethod
    def hints(value: int) -> Figure:
        # TRANSLATORS: a label under a number on a result card: the hints used.
        return Figure(_("Hints"), value)

    @staticmethod
    def black(value: int) -> Figure:
        # TRANSLATORS: the count of black discs on a Reversi board's result card.
        return Figure(_("Black"), value)

    @staticmethod
    def white(value: int) -> Figure:
        # TRANSLATORS: the count of white discs on a Reversi board's result card.
        return Figure(_("White"), value)


@dataclass(frozen=True)
class Mark:
    """Something the player earned, from only what the game keeps: a short label with a
    symbolic icon (``ui.icons``), drawn as a badge. ``said``: what listeners hear of it
    with the ending (``spoken_actions``); empty where the game's own sentence says it."""

    text: str
    icon: str
    said: str = ""

    @staticmethod
    def new_best() -> Mark:
        # TRANSLATORS: a badge on a result card: a best score or a best time beaten.
        text = _("New best")
        # TRANSLATORS: the same badge, said with the ending to screen readers.
        return Mark(text, "star", said=_("New best."))

    @staticmethod
    def at_par() -> Mark:
        # TRANSLATORS: a badge on Jogakbo's result card: solved in the proven par.
        return Mark(pgettext("result badge", "At par"), "par")

    @staticmethod
    def over_par(moves: int) -> Mark:
        # TRANSLATORS: a badge on Jogakbo's result card: moves made beyond the proven par.
        text = ngettext("{count} over par", "{count} over par", moves)
        return Mark(text.format(count=fmt.number(moves)), "par")

    @staticmethod
    def hints_used(count: int) -> Mark:
        if count == 0:
            # TRANSLATORS: a badge on a result card: solved without a hint.
            return Mark(_("No hints"), "hint")
        # TRANSLATORS: a badge on a result card.
        text = ngettext("{count} hint used", "{count} hints used", count)
        return Mark(text.format(count=fmt.number(count)), "hint")


@dataclass
class Result:
    """An ending. ``line``: the outcome in a few words, for sighted players (the
    headline). ``figures``: the figures in words, the card's accessible description; it
    is drawn only on a card given no ``numbers``, ``marks`` or ``detail`` (an older
    card). ``numbers``: the figures drawn large. ``marks``: what was earned. ``detail``:
    a sentence under them."""

    line: str
    figures: str = ""
    actions: list[ResultAction] = field(default_factory=list)
    numbers: Sequence[Figure] = ()
    marks: Sequence[Mark] = ()
    detail: str = ""

    @property
    def description(self) -> str:
        """What the card's accessible description says: the figures in words, else the
        numbers, the marks and the detail."""
        if self.figures:
            return self.figures
        parts = [figure.spoken for figure in self.numbers]
        parts += [mark.text for mark in self.marks]
        if self.detail:
            parts.append(self.detail)
        return " · ".join(parts)

    @property
    def structured(self) -> bool:
        return bool(self.numbers or self.marks or self.detail)


# ---- the card's painted parts, laid out for a width ----------------------------------------------


@dataclass
class _Fonts:
    headline: QFont
    figure: QFont
    label: QFont
    body: QFont


@dataclass
class _Drawn:
    """Where each painted part goes, in card coordinates, for one width."""

    headline: QRect
    numbers: list[tuple[QRect, QRect]]  # (value, label) per figure
    marks: list[QRect]
    detail: QRect
    text_bottom: int  # where the buttons row starts


def _wrap_rows(widths: Sequence[int], room: int, gap: int) -> list[list[int]]:
    """Items of ``widths`` in rows no wider than ``room`` (each row at least one item)."""
    rows: list[list[int]] = []
    used = 0
    for index, width in enumerate(widths):
        if rows and used + gap + width <= room:
            rows[-1].append(index)
            used += gap + width
        else:
            rows.append([index])
            used = width
    return rows


# ---- the dimmed board ---------------------------------------------------------------------------


class _Scrim(QWidget):
    """The final board washed towards the window's colour under the card, except the
    rectangles the card keeps clear. Paint only: clicks, the wheel and touches reach the
    board, and screen readers are never told of it."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("result-scrim")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        from puzzlesuite.ui.board_zoom import unlist

        unlist(self)
        self.hide()
        self.level = 1.0  # 0 → 1 as the card appears
        self.holes: list[QRect] = []  # in own coordinates
        self.snapshot: QPixmap | None = None  # the board as it was, while the light changes

    def freeze(self, snapshot: QPixmap) -> None:
        """While the dimming changes, paint the board from ``snapshot`` and cover it
        (opaque): the board under it is not repainted on every frame (at a device pixel
        ratio of 2 that repaint was most of a frame's budget)."""
        self.snapshot = snapshot
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)

    def thaw(self) -> None:
        """Translucent again over the live board."""
        if self.snapshot is not None:
            self.snapshot = None
            self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, False)
            self.update()

    def set_level(self, level: float) -> None:
        if level != self.level:
            self.level = level
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        tokens = theme.applied()
        strength = SCRIM_CONTRAST if tokens.contrast else SCRIM
        painter = QPainter(self)
        if self.snapshot is not None:
            painter.drawPixmap(0, 0, self.snapshot)
        region = QRegion(self.rect())
        for hole in self.holes:
            region -= QRegion(hole)
        painter.setClipRegion(region)
        painter.fillRect(self.rect(), theme.with_alpha(tokens.background, strength * self.level))
        if tokens.contrast:  # the evidence is set apart by an edge as well as by its light
            painter.setClipping(False)
            painter.setPen(QPen(tokens.accent, 2))
            for hole in self.holes:
                painter.drawRect(hole.adjusted(1, 1, -1, -1))


class _Appear(QGraphicsEffect):
    """The card rising into place as it fades in: drawn ``RISE`` px lower and clear at
    progress 0, in place and opaque at 1. Only while it appears (an effect re-renders
    the card offscreen on every paint)."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.progress = 0.0

    def set_progress(self, progress: float) -> None:
        self.progress = progress
        self.update()

    def boundingRectFor(self, rect: QRectF | QRect) -> QRectF:  # noqa: N802
        return QRectF(rect).adjusted(0, 0, 0, RISE)

    def draw(self, painter: QPainter) -> None:
        pixmap = self.sourcePixmap(
            Qt.CoordinateSystem.LogicalCoordinates,
            QPoint(),
            QGraphicsEffect.PixmapPadMode.NoPad,
        )
        painter.save()
        painter.setOpacity(self.progress)
        painter.drawPixmap(QPoint(0, round((1 - self.progress) * RISE)), pixmap)
        painter.restore()


# ---- the moment ---------------------------------------------------------------------------------


class ResultMoment(QFrame):
    """Centred over ``board`` (a widget of the same window), inside ``parent`` (the game
    screen). ``area`` (in ``board`` coordinates) narrows the board to the drawn board
    when the widget is larger than the board it draws. ``keep_clear`` (in ``board``
    coordinates) gives what the card must not cover: the evidence of the ending."""

    def __init__(
        self,
        board: QWidget,
        parent: QWidget,
        reduce_motion: Callable[[], bool],
        focus_board: Callable[[], None],
        area: Callable[[], QRect] | None = None,
        keep_clear: Callable[[], Sequence[QRect]] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("result-moment")
        self.hide()  # built hidden: nothing to tell a screen reader until a game ends
        self.board = board
        self._reduce_motion = reduce_motion
        self._focus_board = focus_board
        self._area = area or board.rect
        self.keep_clear = keep_clear or (lambda: ())
        # The chip's place when folded; the header may take it over (`chip_place`).
        self.chip_place: Callable[[QSize], QRect] = self._chip_beside_board
        self.result: Result | None = None
        self.folded = False
        self._menu: QMenu | None = None
        self.appearing: motion.Animation[None] | None = None  # rise and fade in
        self.counting: motion.Animation[None] | None = None  # the figures count up
        self._card = QRect()  # the card in own coordinates (inside the shadow's room)
        self._drawn: tuple[tuple[int, int, str], _Drawn] | None = None  # the last layout
        self.scrim = _Scrim(parent)
        # Placing waits for the board's own resize handler (event filters run first).
        self._place_timer = QTimer(self)
        self._place_timer.setSingleShot(True)
        self._place_timer.setInterval(0)
        self._place_timer.timeout.connect(self._place_now)

        self.action_buttons = [QPushButton(self) for _ in range(MAX_ACTIONS)]
        for index, button in enumerate(self.action_buttons):
            button.setObjectName(f"result-action-{index}")
            # The first action is what the moment is for (Play again, New puzzle, Copy
            # result): the primary, default button; the others are text buttons.
            theme.set_kind(button, "primary" if index == 0 else "flat")
            button.setDefault(index == 0)
            button.setAutoDefault(True)  # Enter presses the focused one, as Space does
            button.clicked.connect(lambda _checked=False, i=index: self._pressed(i))
        # No Hide button: the card folds with Esc (said with the ending) or a click on
        # it, and draws a × where that click is expected. One button fewer keeps a
        # resumed ending within the 30 events an open may send (Minesweeper's first
        # open was 31 with one).
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.show_button = QPushButton(self)
        self.show_button.setObjectName("result-show")
        self.show_button.setIcon(icons.icon("show-result"))
        self.show_button.clicked.connect(self.unfold)

        self.buttons_row = QHBoxLayout()
        self.buttons_row.setSpacing(SPACING.s)
        self.buttons_row.addStretch(1)
        for button in self.action_buttons:
            self.buttons_row.addWidget(button)
        self.buttons_row.addStretch(1)
        self._layout = QVBoxLayout(self)
        self._layout.setSpacing(0)
        self._layout.addLayout(self.buttons_row)
        self._layout.addWidget(self.show_button, alignment=Qt.AlignmentFlag.AlignCenter)
        self.show_button.hide()
        board.installEventFilter(self)
        self._follow_scrolling()
        self._retranslate_buttons()

    # ---- what the game calls -----------------------------------------------------------

    def show_result(self, result: Result, animate: bool = False) -> None:
        """Show (or show again, in a new language) the ending; the fold state is kept.
        ``animate``: the moment the game ends (the card rises and fades in and its
        counts run, unless Reduce motion is on); a resumed game shows its ending at
        once, still."""
        self.result = result
        self._drawn = None  # laid out anew for these words
        for button, action in zip(self.action_buttons, _padded(result.actions), strict=True):
            button.setVisible(action is not None)
            if action is not None:
                button.setText(action.text)
                button.setAccessibleName(strip_mnemonic(action.text))
        self._retranslate_buttons()
        # Set once, to the final values: the counting below only paints.
        self.setAccessibleDescription(result.description)
        self._apply_fold()
        appearing = self.isHidden()
        self.show()
        self.place()
        self.raise_()
        if appearing and animate and not self._reduce_motion():
            self._appear(counting=True)
        self.update()

    def clear(self) -> None:
        """No ending (a new game, an undone ending): hidden, unfolded for next time."""
        self.result = None
        self.folded = False
        for running in (self.appearing, self.counting):
            if running is not None:
                running.finish()  # no half-shown card comes back later
        if self._menu is not None:
            self._menu.close()
        self.scrim.hide()
        if not self.isHidden():
            moving_focus = self.isAncestorOf(self.focusWidget()) if self.focusWidget() else False
            self.hide()
            if moving_focus:
                self._focus_board()

    @property
    def shown(self) -> bool:
        return self.result is not None and not self.isHidden()

    def fold(self) -> None:
        """Esc: out of the way, to study the board; the chip brings it back."""
        if self.result is None or self.folded:
            return
        had_focus = self.focusWidget() is not None and self.isAncestorOf(self.focusWidget())
        for running in (self.appearing, self.counting):
            if running is not None:
                running.finish()
        self.folded = True
        self._apply_fold()
        dimmed = self.scrim.isVisible()
        self.place()
        if dimmed and not self._reduce_motion():
            # The chip arrives where the card went, as the board comes back to full light.
            self._appear(counting=False, duration=CHIP_MS, undim=True)
        if had_focus:
            self._focus_board()

    def unfold(self) -> None:
        if self.result is None or not self.folded:
            return
        self.folded = False
        self._apply_fold()
        self.place()
        if not self._reduce_motion():
            self._appear(counting=False)
        self.focus_first()

    def focus_first(self) -> bool:
        """Focus the first button on show (the first action, or the chip when folded);
        False when no ending is shown."""
        if not self.shown:
            return False
        buttons = [*self.action_buttons, self.show_button]
        first = next((b for b in buttons if b.isVisibleTo(self)), None)
        if first is None:
            return False
        first.setFocus(Qt.FocusReason.TabFocusReason)
        return True

    def handle_key(self, event: QKeyEvent) -> bool:
        """For the board's key handler: Esc folds the card while it is open."""
        plain = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if (
            event.key() == Qt.Key.Key_Escape
            and plain == Qt.KeyboardModifier.NoModifier
            and self.shown
            and not self.folded
        ):
            self.fold()
            return True
        return False

    def spoken_actions(self) -> str:
        """What the game appends to its ending sentence (said once): the marks its own
        sentence does not say ("New best."), then one sentence naming the next actions
        and how to reach them."""
        if self.result is None:
            return ""
        marks = [mark.said for mark in self.result.marks if mark.said]
        # A button that opens a choice ends in "…"; in the sentence it would meet the
        # full stop ("Another level…. Esc"), which no language writes.
        names = [strip_mnemonic(action.text).rstrip("…. ") for action in self.result.actions]
        if names:
            listed = fmt.or_list(names)
            marks.append(_("Tab: {actions}. Esc hides the result.").format(actions=listed))
        return " ".join(marks)

    def follow_in_tab_chain(self, widget: QWidget) -> None:
        """Put the card's buttons right after ``widget`` (the board) in the Tab chain, so
        Tab from the board reaches them first. Qt ignores NoFocus widgets there (a board
        view leaves focus to its grid's cells), hence the passing policy."""
        policy = widget.focusPolicy()
        widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        previous = widget
        for button in [*self.action_buttons, self.show_button]:
            QWidget.setTabOrder(previous, button)
            previous = button
        widget.setFocusPolicy(policy)

    def card_rect(self) -> QRect:
        """The card (or the chip) in the parent's coordinates."""
        if self.folded:
            return self.geometry()
        return self._card.translated(self.pos())

    # ---- layout ------------------------------------------------------------------------

    def _apply_fold(self) -> None:
        for button, action in zip(
            self.action_buttons, _padded(self.result.actions if self.result else []), strict=True
        ):
            button.setVisible(action is not None and not self.folded)
        self.show_button.setVisible(self.folded)
        self.setAccessibleName(
            self.show_button.text() if self.folded else (self.result.line if self.result else "")
        )
        self.setCursor(
            Qt.CursorShape.ArrowCursor if self.folded else Qt.CursorShape.PointingHandCursor
        )

    def _retranslate_buttons(self) -> None:
        self.setToolTip(_("Click or press Esc to hide the result and see the board"))
        self.show_button.setText(_("Show result"))

    def _fonts(self) -> _Fonts:
        """The card's type, from the widget's font (the desktop's size times the zoom)."""
        base = self.font()
        return _Fonts(
            headline=theme.font_for(base, TYPE.display),
            figure=theme.font_for(base, TYPE.headline),
            label=QFont(base),
            body=QFont(base),
        )

    def _laid_out(self, width: int) -> _Drawn:
        """The painted parts of a card ``width`` wide (wrapped, never cut); kept while
        the result, the width and the font are the same (a frame of the count asks)."""
        assert self.result is not None
        key = (id(self.result), width, self.font().key())
        if self._drawn is None or self._drawn[0] != key:
            self._drawn = (key, self._lay_out(width))
        return self._drawn[1]

    def _lay_out(self, width: int) -> _Drawn:
        assert self.result is not None
        result = self.result
        fonts = self._fonts()
        inner = width - 2 * PADDING
        centred_wrap = int(Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap)
        y = PADDING_Y
        headline_room = inner - 2 * (CROSS + SPACING.s)  # clear of the ×
        headline = QFontMetrics(fonts.headline).boundingRect(
            QRect(0, 0, headline_room, 10_000), centred_wrap, result.line
        )
        headline = QRect(
            PADDING + (inner - headline.width()) // 2, y, headline.width(), headline.height()
        )
        y = headline.bottom() + 1

        numbers: list[tuple[QRect, QRect]] = []
        if result.numbers:
            y += SPACING.m
            columns = self._number_columns(fonts)
            value_height = QFontMetrics(fonts.figure).height()
            label_height = QFontMetrics(fonts.label).height()
            gap = SPACING.xl
            for row in _wrap_rows(columns, inner, gap):
                row_width = sum(columns[i] for i in row) + gap * (len(row) - 1)
                x = PADDING + (inner - row_width) // 2
                for index in row:
                    value = QRect(x, y, columns[index], value_height)
                    numbers.append(
                        (value, QRect(x, y + value_height, columns[index], label_height))
                    )
                    x += columns[index] + gap
                y += value_height + label_height + SPACING.s
            y -= SPACING.s
        elif not result.structured and result.figures:
            y += SPACING.s
            figures = QFontMetrics(fonts.body).boundingRect(
                QRect(0, 0, inner, 10_000), centred_wrap, result.figures
            )
            detail_only = QRect(PADDING, y, inner, figures.height())
            y = detail_only.bottom() + 1
            return self._with_marks_and_detail(width, fonts, headline, numbers, y, detail_only)
        return self._with_marks_and_detail(width, fonts, headline, numbers, y, None)

    def _with_marks_and_detail(
        self,
        width: int,
        fonts: _Fonts,
        headline: QRect,
        numbers: list[tuple[QRect, QRect]],
        y: int,
        old_figures: QRect | None,
    ) -> _Drawn:
        assert self.result is not None
        inner = width - 2 * PADDING
        marks: list[QRect] = []
        if self.result.marks:
            y += SPACING.m
            sizes = [self._mark_size(mark, fonts) for mark in self.result.marks]
            gap = SPACING.s
            for row in _wrap_rows([size.width() for size in sizes], inner, gap):
                row_width = sum(min(sizes[i].width(), inner) for i in row) + gap * (len(row) - 1)
                x = PADDING + (inner - row_width) // 2
                height = max(sizes[i].height() for i in row)
                for index in row:
                    mark_width = min(sizes[index].width(), inner)
                    marks.append(QRect(x, y, mark_width, height))
                    x += mark_width + gap
                y += height + gap
            y -= gap
        detail = old_figures or QRect()
        if self.result.detail:
            y += SPACING.m
            text = QFontMetrics(fonts.body).boundingRect(
                QRect(0, 0, inner, 10_000),
                int(Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap),
                self.result.detail,
            )
            detail = QRect(PADDING, y, inner, text.height())
            y = detail.bottom() + 1
        return _Drawn(headline, numbers, marks, detail, y + SPACING.l)

    def _number_columns(self, fonts: _Fonts) -> list[int]:
        """The width of each figure's column: its final value or its label, the wider
        (tabular figures: a value counting up is never wider than the final one)."""
        assert self.result is not None
        value, label = QFontMetrics(fonts.figure), QFontMetrics(fonts.label)
        return [
            max(value.horizontalAdvance(figure.text), label.horizontalAdvance(figure.label)) + 2
            for figure in self.result.numbers
        ]

    def _mark_size(self, mark: Mark, fonts: _Fonts) -> QSize:
        metrics = QFontMetrics(fonts.body)
        icon = icons.icon_size(fonts.body)
        width = SPACING.m + icon + SPACING.xs + metrics.horizontalAdvance(mark.text) + SPACING.m
        return QSize(width, max(icon, metrics.height()) + 2 * SPACING.xs)

    def _wanted_width(self) -> int:
        """As wide as the longest part wants (one line each), at least ``MIN_WIDTH``."""
        buttons = self.buttons_row.sizeHint().width() + 2 * PADDING
        if self.result is None:
            return buttons
        fonts = self._fonts()
        result = self.result
        parts = [
            QFontMetrics(fonts.headline).horizontalAdvance(result.line) + 2 * (CROSS + SPACING.s)
        ]
        if result.numbers:
            columns = self._number_columns(fonts)
            parts.append(sum(columns) + SPACING.xl * (len(columns) - 1))
        elif not result.structured:
            parts.append(QFontMetrics(fonts.body).horizontalAdvance(result.figures))
        if result.marks:
            sizes = [self._mark_size(mark, fonts).width() for mark in result.marks]
            parts.append(sum(sizes) + SPACING.s * (len(sizes) - 1))
        if result.detail:
            # A long sentence wraps: it asks for the width of a comfortable line only.
            parts.append(min(QFontMetrics(fonts.body).horizontalAdvance(result.detail), 420))
        return max(MIN_WIDTH, buttons, max(parts) + 2 * PADDING)

    def _card_height(self, width: int) -> int:
        if self.result is None:
            return 0
        drawn = self._laid_out(width)
        return drawn.text_bottom + self.buttons_row.sizeHint().height() + PADDING_Y

    def sizeHint(self) -> QSize:  # noqa: N802
        if self.folded or self.result is None:
            return self._chip_size()
        width = self._wanted_width()
        return QSize(width + 2 * SHADOW, self._card_height(width) + 2 * SHADOW)

    def _chip_size(self) -> QSize:
        hint = self.show_button.sizeHint()
        return QSize(hint.width(), hint.height())

    def board_area(self) -> QRect:
        """The part of the board seen on screen, in the parent's coordinates."""
        parent = self.parentWidget()
        area = self._area().intersected(self.board.rect()) or self.board.rect()
        if parent is None:
            return area
        return QRect(self.board.mapTo(parent, area.topLeft()), area.size())

    def _clear_rects(self) -> list[QRect]:
        """What the card keeps clear, in the parent's coordinates (seen parts only)."""
        parent = self.parentWidget()
        seen = self._area().intersected(self.board.rect())
        rects = []
        for rect in self.keep_clear():
            shown = rect.intersected(seen)
            if parent is not None and shown.isValid():
                rects.append(QRect(self.board.mapTo(parent, shown.topLeft()), shown.size()))
        return rects

    def place(self) -> None:
        """Centred over the seen board, clear of what the ending is about; folded, the
        chip where `chip_place` puts it."""
        parent = self.parentWidget()
        if parent is None:
            return
        area = self.board_area()
        if self.folded or self.result is None:
            size = self._chip_size()
            self._layout.setContentsMargins(0, 0, 0, 0)
            self.setGeometry(self.chip_place(size))
            self._card = self.rect()
            self.scrim.hide()
            self.update()
            return
        available = max(area.width() - 2 * EDGE_GAP, MIN_WIDTH)
        # Large enough to read at arm's length: a good part of the board, however short
        # the words (up to a width where a line still reads as one).
        roomy = min(round(area.width() * BOARD_SHARE), MAX_WIDTH)
        width = min(max(self._wanted_width(), roomy), available)
        height = self._card_height(width)
        clear = self._clear_rects()
        card = self._card_place(QSize(width, height), area, clear, parent.rect())
        top = self._laid_out(width).text_bottom
        self._layout.setContentsMargins(
            SHADOW + PADDING, SHADOW + top, SHADOW + PADDING, SHADOW + PADDING_Y
        )
        self.setGeometry(card.adjusted(-SHADOW, -SHADOW, SHADOW, SHADOW))
        self._card = QRect(SHADOW, SHADOW, card.width(), card.height())
        self._place_scrim(area, clear)
        self.update()

    def _card_place(self, size: QSize, area: QRect, clear: list[QRect], room: QRect) -> QRect:
        """The card's rectangle: centred on the board; where that covers what must stay
        clear, the nearest place on the board that does not (below or beside it), else
        beside the board; else the place on the board that covers least of it."""
        centre = area.center()
        centred = QRect(QPoint(0, 0), size)
        centred.moveCenter(centre)
        if not clear:
            return centred
        guarded = [
            rect.adjusted(-EDGE_GAP // 2, -EDGE_GAP // 2, EDGE_GAP // 2, EDGE_GAP // 2)
            for rect in clear
        ]

        def covered(rect: QRect) -> int:
            return sum(
                rect.intersected(guard).width() * rect.intersected(guard).height()
                for guard in guarded
                if rect.intersects(guard)
            )

        inside = area.adjusted(EDGE_GAP, EDGE_GAP, -EDGE_GAP, -EDGE_GAP)
        candidates = [
            QRect(QPoint(x, y), size)
            for x in _steps(inside.left(), inside.right(), size.width(), centred.left())
            for y in _steps(inside.top(), inside.bottom(), size.height(), centred.top())
        ]
        free = [rect for rect in candidates if not covered(rect)]
        if free:
            return min(free, key=lambda r: _distance(r.center(), centre))
        beside = []
        for rect in (
            QRect(QPoint(area.right() + EDGE_GAP, 0), size),
            QRect(QPoint(area.left() - EDGE_GAP - size.width(), 0), size),
        ):
            rect.moveTop(
                min(max(room.top(), centre.y() - size.height() // 2), room.bottom() - size.height())
            )
            beside.append(rect)
        for rect in (
            QRect(QPoint(0, area.bottom() + EDGE_GAP), size),
            QRect(QPoint(0, area.top() - EDGE_GAP - size.height()), size),
        ):
            rect.moveLeft(centre.x() - size.width() // 2)
            beside.append(rect)
        outside = [
            rect for rect in beside if room.contains(rect) and not _over_controls(self, rect)
        ]
        if outside:
            return outside[0]
        pool = candidates or [centred]
        return min(pool, key=lambda r: (covered(r), _distance(r.center(), centre)))

    def _place_scrim(self, area: QRect, clear: list[QRect]) -> None:
        scrim = self.scrim
        scrim.setGeometry(area)
        scrim.holes = [rect.translated(-area.topLeft()) for rect in clear]
        if scrim.isHidden():
            scrim.show()
        scrim.raise_()
        self.raise_()
        scrim.update()

    def _chip_beside_board(self, size: QSize) -> QRect:
        """The folded card's place: beside the seen board, never over a cell, nor over
        another control where the screen has room (below the board, else beside it,
        else above); the corner below the board when the screen has none."""
        parent = self.parentWidget()
        area = self.board_area()
        if parent is None:
            return QRect(area.bottomRight(), size)
        room = parent.rect()
        gap = EDGE_GAP
        below = QRect(QPoint(0, area.bottom() + gap), size)
        below.moveLeft(area.center().x() - size.width() // 2)
        right = QRect(QPoint(area.right() + gap, area.bottom() - size.height()), size)
        left = QRect(QPoint(area.left() - gap - size.width(), area.bottom() - size.height()), size)
        above = QRect(QPoint(0, area.top() - gap - size.height()), size)
        above.moveLeft(area.center().x() - size.width() // 2)
        # Beside the board's bottom corners, then below and above it.
        candidates = [right, left, below, above]
        for rect in candidates:
            if room.contains(rect) and not rect.intersects(area) and not _over_controls(self, rect):
                return rect
        for rect in candidates:
            if room.contains(rect) and not rect.intersects(area):
                return rect
        # No room around the board: in its bottom-right corner, where the least is.
        corner = QRect(QPoint(0, 0), size)
        corner.moveBottomRight(area.bottomRight() - QPoint(gap, gap))
        return corner

    def _follow_scrolling(self) -> None:
        """A zoomed board scrolls under the card: what it keeps clear moves with it."""
        from puzzlesuite.ui.board_zoom import zoom_of

        for widget in (self.board, self.board.parentWidget()):
            zoom = zoom_of(widget) if widget is not None else None
            if zoom is not None:
                zoom.scrolled.connect(self._place_timer.start)
                return

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        moved = event.type() in (QEvent.Type.Resize, QEvent.Type.Move, QEvent.Type.Show)
        if watched is self.board and moved and not self.isHidden():
            self._place_timer.start()
        return False

    def _place_now(self) -> None:
        if not self.isHidden():
            self.place()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        self.place()  # the board may have changed size while the screen was hidden

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and not self.isHidden():
            self._place_timer.start()  # the text zoom: the card's type grows with it

    # ---- painting ----------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        if self.folded or self.result is None:
            return  # the chip is its button
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        tokens = theme.applied()
        card = QRectF(self._card)
        theme.paint_surface(painter, card, tokens, ELEVATION.overlay, RADII.card)
        painter.translate(self._card.topLeft())
        self._paint_cross(painter)
        drawn = self._laid_out(self._card.width())
        fonts = self._fonts()
        result = self.result
        centred_wrap = int(Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap)
        painter.setPen(tokens.text)
        painter.setFont(fonts.headline)
        painter.drawText(drawn.headline, centred_wrap, result.line)
        progress = self.counting.progress() if self.counting is not None else 1.0
        for figure, (value_rect, label_rect) in zip(result.numbers, drawn.numbers, strict=True):
            painter.setPen(tokens.text)
            painter.setFont(fonts.figure)
            painter.drawText(value_rect, centred_wrap, figure.shown(progress))
            painter.setPen(tokens.muted)
            painter.setFont(fonts.label)
            painter.drawText(label_rect, centred_wrap, figure.label)
        for mark, rect in zip(result.marks, drawn.marks, strict=True):
            self._paint_mark(painter, mark, rect, fonts, tokens)
        if drawn.detail.isValid():
            painter.setPen(tokens.text)
            painter.setFont(fonts.body)
            text = result.detail or result.figures
            painter.drawText(drawn.detail, centred_wrap, text)

    def _paint_mark(
        self, painter: QPainter, mark: Mark, rect: QRect, fonts: _Fonts, tokens: theme.Tokens
    ) -> None:
        """A badge: an outlined pill with the icon and the word (never a colour alone)."""
        painter.save()
        painter.setPen(QPen(tokens.accent, 2 if tokens.contrast else 1.5))
        painter.setBrush(theme.with_alpha(tokens.accent, 0.10))
        pill = QRectF(rect).adjusted(0.75, 0.75, -0.75, -0.75)
        painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
        size = icons.icon_size(fonts.body)
        dpr = self.devicePixelRatioF()
        left = rect.left() + SPACING.m
        painter.drawPixmap(
            QPoint(left, rect.top() + (rect.height() - size) // 2),
            icons.pixmap(mark.icon, size, tokens.accent, dpr),
        )
        painter.setPen(tokens.text)
        painter.setFont(fonts.body)
        text_rect = QRect(
            left + size + SPACING.xs, rect.top(), rect.right() - left - size, rect.height()
        )
        painter.drawText(
            text_rect,
            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
            QFontMetrics(fonts.body).elidedText(
                mark.text, Qt.TextElideMode.ElideRight, text_rect.width()
            ),
        )
        painter.restore()

    def _paint_cross(self, painter: QPainter) -> None:
        """The × in the top-right corner: the card folds on a click."""
        size = CROSS
        corner = QRect(self._card.width() - SPACING.m - size, SPACING.m, size, size)
        painter.setPen(QPen(theme.applied().muted, 1.6))
        painter.drawLine(corner.topLeft(), corner.bottomRight())
        painter.drawLine(corner.topRight(), corner.bottomLeft())

    # ---- input -------------------------------------------------------------------------

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        # A click on the card (not on one of its buttons) folds it.
        inside = self._card.contains(event.position().toPoint())
        if event.button() == Qt.MouseButton.LeftButton and not self.folded and inside:
            self.fold()
            return
        super().mouseReleaseEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802
        # The shadow's room and the card sit on the board: a zoomed board scrolls on.
        target = self.board
        QApplication.sendEvent(target, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        # Esc from one of the card's buttons (they leave it to their parent).
        if event.key() == Qt.Key.Key_Escape and not self.folded:
            self.fold()
            return
        super().keyPressEvent(event)

    # ---- actions -------------------------------------------------------------------------

    def _pressed(self, index: int) -> None:
        if self.result is None or index >= len(self.result.actions):
            return
        action = self.result.actions[index]
        if action.choices:
            self._open_choices(self.action_buttons[index], action)
        elif action.run is not None:
            action.run()

    def _open_choices(self, button: QPushButton, action: ResultAction) -> None:
        """The levels, in a menu made only when asked for (a menu keeps Qt's own
        accessible interface, which would talk while hidden)."""
        if self._menu is not None:
            self._menu.deleteLater()
        menu = QMenu(self)
        menu.setObjectName("result-choices")
        for key, label in action.choices:
            item = menu.addAction(label)
            item.triggered.connect(lambda _checked=False, k=key: self.choose(action, k))
        self._menu = menu
        menu.popup(button.mapToGlobal(button.rect().bottomLeft()))

    def choose(self, action: ResultAction, key: str) -> None:
        if action.choose is not None:
            action.choose(key)

    # ---- motion --------------------------------------------------------------------------

    def _appear(self, *, counting: bool, duration: int = APPEAR_MS, undim: bool = False) -> None:
        """The card (or the chip) rises into place as it fades in and the board dims
        behind it (``undim``: the chip arrives as the board comes back to full light);
        with ``counting``, the figures count up. Drawn only: the accessible texts are
        final already."""
        for running in (self.appearing, self.counting):
            if running is not None:
                running.finish()
        effect = _Appear(self)
        self.setGraphicsEffect(effect)
        scrim = self.scrim
        if undim:
            scrim.show()  # until the board is back to full light
        scrim.set_level(1.0 if undim else 0.0)
        scrim.freeze(self._board_picture())

        def frame(_keys: object) -> None:
            if self.appearing is not None:
                progress = self.appearing.progress()
                effect.set_progress(progress)
                scrim.set_level(1.0 - progress if undim else progress)

        def done() -> None:
            self.appearing = None
            self.setGraphicsEffect(None)  # type: ignore[arg-type]
            scrim.set_level(1.0)
            scrim.thaw()
            if self.folded or self.result is None:
                scrim.hide()

        self.appearing = motion.Animation(
            self, duration, easing=motion.ease_out_cubic, on_frame=frame, on_done=done
        )
        counts = counting and any(
            isinstance(f.value, int) and f.counts and f.value
            for f in (self.result.numbers if self.result is not None else ())
        )
        if counts:
            self.counting = motion.Animation(
                self,
                COUNT_MS,
                easing=motion.ease_out_cubic,
                on_frame=lambda _keys: self._repaint_numbers(),
                on_done=self._counted,
            )
        instant = self._reduce_motion()
        self.appearing.start(instant=instant)
        if self.counting is not None:
            self.counting.start(instant=instant)

    def _board_picture(self) -> QPixmap:
        """The board under the dimming as it is now (drawn once, when the light starts
        to change)."""
        scrim = self.scrim
        parent = self.parentWidget()
        if parent is None:
            return self.board.grab(QRect(QPoint(0, 0), scrim.size()))
        corner = self.board.mapFrom(parent, scrim.pos())
        return self.board.grab(QRect(corner, scrim.size()))

    def _repaint_numbers(self) -> None:
        if self.result is None or not self.result.numbers or self.folded:
            return
        drawn = self._laid_out(self._card.width())
        for value_rect, _label in drawn.numbers:
            self.update(value_rect.translated(self._card.topLeft()))

    def _counted(self) -> None:
        self.counting = None
        self._repaint_numbers()


def _steps(low: int, high: int, length: int, centred: int) -> list[int]:
    """Where something ``length`` long may start between ``low`` and ``high`` (in steps,
    and centred); only centred when it is longer than the room."""
    last = high - length + 1
    if last < low:
        return [centred]
    return sorted({*range(low, last + 1, SPACING.m), last, min(max(centred, low), last)})


def _distance(first: QPoint, second: QPoint) -> int:
    return (first - second).manhattanLength()


def _over_controls(moment: ResultMoment, rect: QRect) -> bool:
    """Whether ``rect`` (in the moment's parent) covers a control or a text on show."""
    parent = moment.parentWidget()
    if parent is None:
        return False
    for widget in parent.findChildren(QWidget):
        if not isinstance(widget, QAbstractButton | QLabel | QLineEdit | QAbstractSlider):
            continue
        if moment.isAncestorOf(widget) or not widget.isVisible():
            continue
        if isinstance(widget, QLabel) and not widget.text():
            continue
        box = QRect(widget.mapTo(parent, QPoint(0, 0)), widget.size())
        if box.intersects(rect):
            return True
    return False


def _padded(actions: Sequence[ResultAction]) -> list[ResultAction | None]:
    shown: list[ResultAction | None] = list(actions[:MAX_ACTIONS])
    return shown + [None] * (MAX_ACTIONS - len(shown))
