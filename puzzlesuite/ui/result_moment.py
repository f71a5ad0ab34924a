"""The result moment every game shows when it ends (issue 20).

A quiet card over the bottom edge of the board: the outcome in one short line ("Solved",
"You win", "No piece fits"), one line of the figures the game's spec gives that ending,
and the next actions as buttons. It floats (it is not in a layout), so showing it, folding
it or bringing it back never moves the board or a button. Esc folds it to a small
"Show result" button in the same place, to study the final position; that button brings
it back.

Screen readers hear the ending once, from the game (``GameScreen.announce``, through the
board grid, with ``spoken_actions()`` appended); the card itself says nothing when it
appears. It is made hidden and its parts are quiet widgets (``ui.accessible``): a screen
that never ends a game pays no accessibility events for it, and an ending shown costs the
card and its buttons only (the two lines are painted, not labels).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import (
    QEvent,
    QObject,
    QRect,
    QSize,
    Qt,
    QTimer,
)
from PySide6.QtGui import (
    QFontMetrics,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsOpacityEffect,
    QHBoxLayout,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from puzzlesuite.services.i18n import _, fmt
from puzzlesuite.ui import motion, theme
from puzzlesuite.ui.accessible import strip_mnemonic
from puzzlesuite.ui.tokens import MOTION, RADII, TYPE

FADE_MS = MOTION.quick  # a soft appearance; none at all with Reduce motion
EDGE_GAP = 8  # between the card and the board's edge
MAX_ACTIONS = 3
PADDING = 12  # inside the card, left and right
CROSS = 9  # the drawn × that says a click folds the card


@dataclass
class ResultAction:
    """A next action: a button. With ``choices`` ((key, translated label), …), the button
    opens a menu of them and ``choose(key)`` runs the one picked (New game at a level)."""

    text: str
    run: Callable[[], None] | None = None
    choices: Sequence[tuple[str, str]] = ()
    choose: Callable[[str], None] | None = None


@dataclass
class Result:
    line: str  # the outcome in a few words, for sighted players
    figures: str = ""  # only what the spec gives this ending (time and hints, counts…)
    actions: list[ResultAction] = field(default_factory=list)


class ResultMoment(QFrame):
    """Anchored over the bottom edge of ``board`` (a widget of the same window), inside
    ``parent`` (the game screen). ``area`` (in ``board`` coordinates) narrows the edge to
    the drawn board when the widget is larger than the board it draws."""

    def __init__(
        self,
        board: QWidget,
        parent: QWidget,
        reduce_motion: Callable[[], bool],
        focus_board: Callable[[], None],
        area: Callable[[], QRect] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("result-moment")
        self.hide()  # built hidden: nothing to tell a screen reader until a game ends
        self.board = board
        self._reduce_motion = reduce_motion
        self._focus_board = focus_board
        self._area = area or board.rect
        self.result: Result | None = None
        self.folded = False
        self._menu: QMenu | None = None
        self.appearing: motion.Animation[None] | None = None  # the fade in
        # Placing waits for the board's own resize handler (event filters run first).
        self._place_timer = QTimer(self)
        self._place_timer.setSingleShot(True)
        self._place_timer.setInterval(0)
        self._place_timer.timeout.connect(self._place_now)

        self.title_font = theme.font_for(self.font(), TYPE.title)
        self.action_buttons = [QPushButton(self) for _ in range(MAX_ACTIONS)]
        for index, button in enumerate(self.action_buttons):
            button.setObjectName(f"result-action-{index}")
            # The first action is what the moment is for (Play again, New puzzle, Copy
            # result); the others are text buttons beside it (VISUAL.md).
            theme.set_kind(button, "primary" if index == 0 else "flat")
            button.setAutoDefault(True)  # Enter presses it, as Space does
            button.clicked.connect(lambda _checked=False, i=index: self._pressed(i))
        # No Hide button: the card folds with Esc (said with the ending) or a click on
        # it, and draws a × where that click is expected. One button fewer keeps a
        # resumed ending within the 30 events an open may send (Minesweeper's first
        # open was 31 with one).
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.show_button = QPushButton(self)
        self.show_button.setObjectName("result-show")
        self.show_button.clicked.connect(self.unfold)

        self.buttons_row = QHBoxLayout()
        self.buttons_row.setSpacing(8)
        for button in self.action_buttons:
            self.buttons_row.addWidget(button)
        self.buttons_row.addStretch(1)
        self._layout = QVBoxLayout(self)
        self._layout.setSpacing(0)
        self._layout.addLayout(self.buttons_row)
        self._layout.addWidget(self.show_button, alignment=Qt.AlignmentFlag.AlignCenter)
        self.show_button.hide()
        board.installEventFilter(self)
        self._retranslate_buttons()

    # ---- what the game calls -----------------------------------------------------------

    def show_result(self, result: Result, animate: bool = False) -> None:
        """Show (or show again, in a new language) the ending; the fold state is kept.
        ``animate``: the moment the game ends (a soft fade, unless Reduce motion is on);
        a resumed game shows its ending at once."""
        self.result = result
        for button, action in zip(self.action_buttons, _padded(result.actions), strict=True):
            button.setVisible(action is not None)
            if action is not None:
                button.setText(action.text)
                button.setAccessibleName(strip_mnemonic(action.text))
        self._retranslate_buttons()
        self.setAccessibleName(result.line)
        self.setAccessibleDescription(result.figures)
        self._apply_fold()
        appearing = self.isHidden()
        self.show()
        self.raise_()
        self.place()
        if appearing and animate and not self._reduce_motion():
            self._fade_in()
        self.update()

    def clear(self) -> None:
        """No ending (a new game, an undone ending): hidden, unfolded for next time."""
        self.result = None
        self.folded = False
        if self.appearing is not None:
            self.appearing.finish()  # no half-faded card comes back later
        if self._menu is not None:
            self._menu.close()
        if not self.isHidden():
            moving_focus = self.isAncestorOf(self.focusWidget()) if self.focusWidget() else False
            self.hide()
            if moving_focus:
                self._focus_board()

    @property
    def shown(self) -> bool:
        return self.result is not None and not self.isHidden()

    def fold(self) -> None:
        """Esc: out of the way, to study the board; "Show result" brings it back."""
        if self.result is None or self.folded:
            return
        had_focus = self.focusWidget() is not None and self.isAncestorOf(self.focusWidget())
        self.folded = True
        self._apply_fold()
        self.place()
        if had_focus:
            self._focus_board()

    def unfold(self) -> None:
        if self.result is None or not self.folded:
            return
        self.folded = False
        self._apply_fold()
        self.place()
        self.focus_first()

    def focus_first(self) -> bool:
        """Focus the first button on show (the first action, or Show result when folded);
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
        """One sentence naming the next actions and how to reach them (said once, with
        the ending, by the game)."""
        if self.result is None:
            return ""
        # A button that opens a choice ends in "…"; in the sentence it would meet the
        # full stop ("Another level…. Esc"), which no language writes.
        names = [strip_mnemonic(action.text).rstrip("…. ") for action in self.result.actions]
        if not names:
            return ""
        listed = fmt.or_list(names)
        return _("Tab: {actions}. Esc hides the result.").format(actions=listed)

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

    # ---- layout and painting -----------------------------------------------------------

    def _apply_fold(self) -> None:
        for button, action in zip(
            self.action_buttons, _padded(self.result.actions if self.result else []), strict=True
        ):
            button.setVisible(action is not None and not self.folded)
        self.show_button.setVisible(self.folded)
        self.setAccessibleName(
            self.show_button.text() if self.folded else (self.result.line if self.result else "")
        )

    def _retranslate_buttons(self) -> None:
        self.setToolTip(_("Click or press Esc to hide the result and see the board"))
        self.show_button.setText(_("Show result"))

    def _figures_rect(self, width: int) -> QRect:
        """Where the figures go in a card ``width`` wide: one line, or more when the
        card is narrower than the line (wrapped, never cut)."""
        if self.result is None or not self.result.figures:
            return QRect()
        inner = width - 2 * PADDING
        return self.fontMetrics().boundingRect(
            QRect(0, 0, inner, 10_000),
            int(Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap),
            self.result.figures,
        )

    def _text_height(self, width: int) -> int:
        height = QFontMetrics(self.title_font).height()
        figures = self._figures_rect(width)
        return height + (3 + figures.height() if figures.height() else 0)

    def _wanted_width(self) -> int:
        buttons = self.buttons_row.sizeHint().width() + 2 * PADDING
        if self.result is None:
            return buttons
        text = max(
            QFontMetrics(self.title_font).horizontalAdvance(self.result.line),
            self.fontMetrics().horizontalAdvance(self.result.figures),
        )
        return max(buttons, text + 2 * PADDING + 2 * CROSS + 8)

    def sizeHint(self) -> QSize:  # noqa: N802
        if self.folded or self.result is None:
            hint = self.show_button.sizeHint()
            return QSize(hint.width() + 2 * PADDING, hint.height() + 20)
        width = self._wanted_width()
        return QSize(width, self._height_for(width))

    def _height_for(self, width: int) -> int:
        return 10 + self._text_height(width) + 6 + self.buttons_row.sizeHint().height() + 10

    def place(self) -> None:
        """Over the board's bottom edge, centred: where it neither moves nor hides what
        a player studies most (Esc folds it smaller still)."""
        parent = self.parentWidget()
        if parent is None:
            return
        # A zoomed board is larger than its place (ui.board_zoom): over what is seen.
        area = self._area().intersected(self.board.rect()) or self.board.rect()
        bottom_left = self.board.mapTo(parent, area.bottomLeft())
        top_left = self.board.mapTo(parent, area.topLeft())
        available = max(area.width() - 2 * EDGE_GAP, 160)
        if self.folded or self.result is None:
            width, height = self.sizeHint().width(), self.sizeHint().height()
            self._layout.setContentsMargins(PADDING, 10, PADDING, 10)
        else:
            width = min(self._wanted_width(), available)
            height = self._height_for(width)
            top = 10 + self._text_height(width) + 6
            self._layout.setContentsMargins(PADDING, top, PADDING, 10)
        x = top_left.x() + (area.width() - width) // 2
        y = max(top_left.y(), bottom_left.y() - height - EDGE_GAP)
        self.setGeometry(x, y, width, height)
        self.update()

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

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        tokens = theme.applied()
        card = self.rect().adjusted(1, 1, -1, -1)
        # The overlay level: its own surface, edged in the accent.
        painter.setPen(QPen(tokens.accent, 2))
        painter.setBrush(tokens.overlay)
        painter.drawRoundedRect(card, RADII.card, RADII.card)
        if self.folded or self.result is None:
            return
        self._paint_cross(painter)
        painter.setPen(tokens.text)
        inner = self.rect().adjusted(PADDING, 10, -PADDING, 0)
        title_metrics = QFontMetrics(self.title_font)
        painter.setFont(self.title_font)
        title_rect = QRect(inner.left(), inner.top(), inner.width(), title_metrics.height())
        painter.drawText(
            title_rect,
            Qt.AlignmentFlag.AlignHCenter,
            title_metrics.elidedText(self.result.line, Qt.TextElideMode.ElideRight, inner.width()),
        )
        if self.result.figures:
            painter.setFont(self.font())
            figures = self._figures_rect(self.width())
            figures_rect = QRect(
                inner.left(), title_rect.bottom() + 3, inner.width(), figures.height()
            )
            painter.drawText(
                figures_rect,
                int(Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap),
                self.result.figures,
            )

    def _paint_cross(self, painter: QPainter) -> None:
        """The × in the top-right corner: the card folds on a click."""
        size = CROSS
        corner = QRect(self.width() - PADDING - size + 4, 10, size, size)
        painter.setPen(QPen(theme.applied().muted, 1.6))
        painter.drawLine(corner.topLeft(), corner.bottomRight())
        painter.drawLine(corner.topRight(), corner.bottomLeft())

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        # A click on the card (not on one of its buttons) folds it.
        if event.button() == Qt.MouseButton.LeftButton and not self.folded:
            self.fold()
            return
        super().mouseReleaseEvent(event)

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

    def _fade_in(self) -> None:
        """The card and its buttons appear softly (an opacity effect only while it lasts:
        the effect re-renders the card offscreen every frame)."""
        if self.appearing is not None:
            self.appearing.finish()
        effect = QGraphicsOpacityEffect(self)
        effect.setOpacity(0.0)
        self.setGraphicsEffect(effect)

        def frame(_keys: object) -> None:
            if self.appearing is not None:
                effect.setOpacity(self.appearing.progress())

        def done() -> None:
            self.appearing = None
            self.setGraphicsEffect(None)  # type: ignore[arg-type]

        self.appearing = motion.Animation(
            self, FADE_MS, easing=motion.ease_out_cubic, on_frame=frame, on_done=done
        )
        self.appearing.start(instant=self._reduce_motion())


def _padded(actions: Sequence[ResultAction]) -> list[ResultAction | None]:
    shown: list[ResultAction | None] = list(actions[:MAX_ACTIONS])
    return shown + [None] * (MAX_ACTIONS - len(shown))
