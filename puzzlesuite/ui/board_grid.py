"""One accessible, keyboard-driven grid over a drawn board, shared by every grid game.

A board drawn in a QGraphicsView (or any widget) is invisible to screen readers. The
grid gives it:

- a keyboard cursor (arrows; Home/End: row start/end; Ctrl+Home/Ctrl+End: first/last
  cell; Page Up/Page Down: column top/bottom) and Enter/Space (``activated``);
- **a fixed number of widgets whatever the board size**: one transparent, focusable
  proxy over the cursor cell (two for a moment while the cursor moves). Each step puts
  the next cell's texts on a new proxy over the target cell, gives it focus and drops
  the old one: every step is a focus change to a new object, which is what Debian's
  Orca 43 speaks reliably (it ignores announcements and most name changes, and can
  skip a focus event for an object it already had), and a 50×30 board costs no more
  than an 8×8 one;
- one Tab stop (the cursor cell): Tab and Shift+Tab leave the board in one press;
- accessible names (``cell_name``), descriptions (``cell_description``, e.g. a fit hint),
  a Press action equal to Enter, and the board's own name (a panel around the cells);
- outcomes spoken once (``say``): written into the focused cell's description, which
  every screen reader speaks (a ``QAccessibleAnnouncementEvent`` only while the board
  has no focus, or a reader that speaks both would say it twice). Moving on replaces it
  by the next cell's own texts, so it is not repeated on every arrow press; leaving the
  board clears it. Saying the same words twice (the S key) is heard twice: the
  description alternates a trailing space, since Orca 43 keeps quiet when a
  description is set to the text it already has;
- **one utterance per step** (issue 21): texts changed during a step (a key press and
  all the game does about it) are reported once, when the step is over, as they are
  then; a cell that took focus in the step reports nothing more, because a screen
  reader reads the focused cell's name and description when it handles the focus
  event, after the step, and a change event would say them a second time;
- J / Shift+J (``jump``) to the next / previous place that matters (``jump_targets``).

Cells keep the plain widget role (AT-SPI "filler", not spoken) rather than "table cell":
Orca 43 reads a table cell without its description (no outcome, no hint) and skips its
name changes, and PySide6 6.11 has no QAccessibleTableInterface to make a real table.
Row and column are in the cell names. See docs/ACCESSIBILITY.md.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import shiboken6
from PySide6.QtCore import QEvent, QObject, QRect, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleActionInterface,
    QFocusEvent,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QAbstractScrollArea, QAccessibleWidget, QWidget

from puzzlesuite.services.i18n import _
from puzzlesuite.ui import a11y, accessible, theme
from puzzlesuite.ui.accessible import QuietWidgetAccessible

Cell = tuple[int, int]
CellText = Callable[[int, int], str]
Text = str | Callable[[], str]

# The role cells are exposed with. Client is Qt's plain widget (AT-SPI "filler"): Orca 43
# reads its name and description and does not speak the role. (Role.Cell would lose the
# description in Orca 43; see the module docstring.)
CELL_ROLE = QAccessible.Role.Client
BOARD_ROLE = QAccessible.Role.Grouping  # AT-SPI "panel": Orca says its name on entry

_ARROWS = {
    Qt.Key.Key_Up: (-1, 0),
    Qt.Key.Key_Down: (1, 0),
    Qt.Key.Key_Left: (0, -1),
    Qt.Key.Key_Right: (0, 1),
}
_ACTIVATE = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
# Focus leaving for these reasons comes back to the same place (another window, a
# menu): the outcome stays on the cell for the return.
_PASSING_FOCUS_REASONS = (
    Qt.FocusReason.ActiveWindowFocusReason,
    Qt.FocusReason.PopupFocusReason,
)


def _text(value: Text) -> str:
    return value() if callable(value) else value


class BoardGrid(QObject):
    """Keyboard cursor, roving focus and screen-reader texts for a drawn board.

    ``view`` is the widget that draws the board; ``cell_rect(row, col)`` is a cell's
    rectangle in the coordinates where ``view`` draws it: for a scroll area (a
    QGraphicsView) its viewport, i.e. what ``view.mapFromScene(...)`` returns.
    """

    activated = Signal(int, int)  # Enter / Space / the Press action on (row, col)
    cursor_moved = Signal(int, int)  # the cursor is on (row, col) now
    focus_changed = Signal(bool)  # the board gained (True) or lost (False) focus

    def __init__(
        self,
        view: QWidget,
        rows: int,
        cols: int,
        *,
        cell_rect: Callable[[int, int], QRect],
        cell_name: CellText,
        board_name: Text,
        cell_description: CellText | None = None,
        cell_role: QAccessible.Role = CELL_ROLE,
    ) -> None:
        super().__init__(view)
        _install_accessibility()
        self.view = view
        self.rows, self.cols = rows, cols
        self.cell_rect = cell_rect
        self.cell_name = cell_name
        self.cell_description = cell_description
        self.cell_role = cell_role  # e.g. Button for keys drawn as buttons
        self.board_name = board_name
        # Game keys first (digits, F, N, Tab…): return True when handled.
        self.key_handler: Callable[[QKeyEvent], bool] | None = None
        # J / Shift+J targets; any order (jumps go in reading order).
        self.jump_targets: Callable[[], Sequence[Cell]] | None = None
        # What J says when there is nowhere to go.
        self.no_jump_text: Callable[[], str] = lambda: _("There is nowhere to jump to.")
        self.draw_focus_ring = True  # games that draw their own cursor ring turn it off
        self._cursor: Cell = (0, 0)
        self._outcome = ""  # the last outcome, on the cursor cell until moving on
        self._moving = False  # focus is passing from one proxy to the other
        self._report_pending = False  # a report_step is scheduled
        # Summary keys (R row, V column…): the line each key reads next, from the cell
        # the cursor was on when the reading began (issue 21).
        self._reading: dict[str, int] = {}
        self._reading_from: Cell | None = None

        # The widget the board is drawn on (a scroll area's viewport) is the board for
        # screen readers too: a panel named after the board, holding the cell proxies.
        # No extra widget: each one shown is one more event when a game opens.
        host = view.viewport() if isinstance(view, QAbstractScrollArea) else view
        self.layer = host
        self.board_text = ""
        host._puzzlesuite_board_grid = self  # type: ignore[attr-defined]  # for _factory
        # With a screen reader on, Qt may already have made the host's interface (a
        # plain widget's) when the host was created; drop it so the factory makes ours.
        cached = QAccessible.queryAccessibleInterface(host)
        if cached is not None and not isinstance(cached, _BoardAccessible):
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(cached))
        self._current = _CellProxy(self, host)
        self._chain_after_view()
        self._current.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._current.show()
        self._layout_pending = False
        view.installEventFilter(self)
        self.update_geometry()
        self.refresh()

    # ---- reading -----------------------------------------------------------------

    @property
    def cursor(self) -> Cell:
        return self._cursor

    def has_focus(self) -> bool:
        return self._current.hasFocus()

    @property
    def focus_widget(self) -> QWidget:
        """The widget that has (or gets) focus for the cursor cell (tests, focus chains)."""
        return self._current

    @property
    def outcome(self) -> str:
        return self._outcome

    def name(self) -> str:
        """The accessible name of the cursor cell, as a screen reader reads it now."""
        return self._current.name_text

    def description(self) -> str:
        """The accessible description of the cursor cell (outcome and hint)."""
        return self._current.description_text

    # ---- moving ----------------------------------------------------------------------

    def set_cursor(self, row: int, col: int) -> None:
        """Put the cursor on (row, col); with focus on the board the cell is spoken."""
        self._move_to((row, col))

    def set_size(self, rows: int, cols: int) -> None:
        """A board of another size (a new level): the cursor stays inside it."""
        self.rows, self.cols = rows, cols
        row, col = self._cursor
        self._cursor = (min(row, rows - 1), min(col, cols - 1))
        self._outcome = ""
        self.update_geometry()
        self.refresh()

    def focus_board(self) -> None:
        """Give keyboard focus to the cursor cell (the board's one Tab stop)."""
        self._current.setFocus(Qt.FocusReason.OtherFocusReason)

    def reading_line(self, kind: str, start: int, count: int) -> int:
        """Which line a summary key (``kind``: "row", "column"…) reads on this press:
        the cursor's own (``start``) on the first press after the cursor moved, then the
        next one on every press, wrapping around, so R nine times reads a 9×9 board.
        The cursor stays where it is."""
        if self._reading_from != self._cursor:
            self._reading_from = self._cursor
            self._reading = {}
        line = self._reading.get(kind, start) % max(1, count)
        self._reading[kind] = (line + 1) % max(1, count)
        return line

    def jump(self, step: int) -> None:
        """J (+1) / Shift+J (-1): the next / previous jump target in reading order,
        wrapping around; the board takes focus. Nowhere to go: say so."""
        targets = sorted(set(self.jump_targets() if self.jump_targets else ()))
        targets = [(r, c) for r, c in targets if 0 <= r < self.rows and 0 <= c < self.cols]
        if not targets:
            if not self.has_focus():
                self.focus_board()
            self.say(self.no_jump_text())
            return
        here = self._cursor
        if step > 0:
            later = [t for t in targets if t > here]
            target = later[0] if later else targets[0]
        else:
            earlier = [t for t in targets if t < here]
            target = earlier[-1] if earlier else targets[-1]
        if not self.has_focus():
            self._move_to(target, speak=False)
            self.focus_board()
        else:
            # The only target may be where the cursor is: move focus all the same, so
            # the cell is read again and the key is not silent.
            self._move_to(target, force=True)

    def _move_to(self, cell: Cell, *, force: bool = False, speak: bool = True) -> None:
        row = min(self.rows - 1, max(0, cell[0]))
        col = min(self.cols - 1, max(0, cell[1]))
        changed = (row, col) != self._cursor
        if not changed and not force:
            return
        self._cursor = (row, col)
        self._outcome = ""  # the outcome belongs to its moment; moving on says where
        if changed:
            # The game updates what depends on the cursor (a ghost, a hint) first, so
            # the cell is read once, complete.
            self.cursor_moved.emit(row, col)
        if speak and self.has_focus():
            self._hand_focus_over()
        else:
            self._dress(self._current, notify=False)

    def _hand_focus_over(self) -> None:
        """Focus to a new proxy, dressed as the cursor cell; the old one goes.

        A new object on every step, not two that take turns: Orca 43 drops queued focus
        events that a newer one on the same object replaces, and ignores focus on the
        object it believes it already has, so with two proxies taking turns the last
        cell of a quick burst of arrow presses (or the next single step) could go
        unsaid. A new object is always news to it. At most two exist at a time."""
        old = self._current
        new = _CellProxy(self, self.layer)
        self._dress(new, notify=False)
        self._moving = True
        try:
            new.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            QWidget.setTabOrder(old, new)  # the new one takes the old one's Tab position
            new.show()
            new.setFocus(Qt.FocusReason.OtherFocusReason)
            self._current = new
            old.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            old.hide()
            old.deleteLater()
        finally:
            self._moving = False

    # ---- texts -------------------------------------------------------------------------

    def refresh(self) -> None:
        """Cell names (or the board's size or name) changed: re-read them. Only a real
        change of the focused cell's texts is reported to screen readers."""
        board_name = _text(self.board_name)
        if board_name != self.board_text:
            self.board_text = board_name
            a11y.notify_changed(self.layer, QAccessible.Event.NameChanged)
        self._dress(self._current, notify=True)

    def say(self, text: str, assertive: bool = False, repeat: bool = False) -> None:
        """Speak an outcome once: an announcement, and the focused cell's description
        (what Orca 43 speaks). Every call is heard, also with the same words as the last
        one (``repeat`` is accepted for the shell's speak(); it is always so here)."""
        if not text:
            return
        if not self.has_focus():
            # The description is heard when the board gets focus back; until then only
            # an announcement can say it now (on readers that speak announcements).
            a11y.announce(self.layer, text, assertive)
        self._outcome = text
        self._dress(self._current, notify=True, force_description=True)

    def clear_outcome(self) -> None:
        """Take the outcome off the cursor cell without saying anything."""
        if self._outcome:
            self._outcome = ""
            self._dress(self._current, notify=False)

    def _dress(self, proxy: _CellProxy, notify: bool, force_description: bool = False) -> None:
        row, col = self._cursor
        name = self.cell_name(row, col)
        hint = self.cell_description(row, col) if self.cell_description else ""
        if hint and hint in self._outcome:
            hint = ""  # the outcome already says it ("Not placed. … does not fit here.")
        description = " ".join(t for t in (self._outcome, hint) if t)
        heard = proxy.reported_description
        if force_description and description.strip() == heard.strip() and not proxy.fresh:
            # Same words as the reader has: a trailing space, on or off, makes it a
            # change that Orca 43 speaks (it keeps quiet when a description is set to
            # the text it already has).
            ending = "" if heard.endswith(" ") else " "
            description = description.rstrip() + ending
        proxy.name_text = name
        proxy.description_text = description
        proxy.setGeometry(self._proxy_rect(row, col))
        if notify:
            self._report_later()
        elif not proxy.hasFocus():
            proxy.reported_name, proxy.reported_description = name, description

    def _report_later(self) -> None:
        if not self._report_pending:
            self._report_pending = True
            QTimer.singleShot(0, self, self.report_step)

    def report_step(self) -> None:
        """The step is over: tell screen readers what changed on the focused cell, once.

        Runs after the step (a zero timer) and when the next key press starts (in case
        the timer has not run yet); tests call it to end a step."""
        self._report_pending = False
        proxy = self._current
        if not shiboken6.isValid(proxy):
            return
        name, description = proxy.name_text, proxy.description_text
        if proxy.hasFocus() and not proxy.fresh:
            if name != proxy.reported_name:
                a11y.notify_changed(proxy, QAccessible.Event.NameChanged)
            if description != proxy.reported_description:
                a11y.notify_changed(proxy, QAccessible.Event.DescriptionChanged)
        # A cell that took focus in this step is read whole by the focus event.
        proxy.fresh = False
        proxy.reported_name, proxy.reported_description = name, description

    # ---- geometry ---------------------------------------------------------------------

    def update_geometry(self) -> None:
        """Place the cursor cell over its drawing (call after the view changes its
        scale; resizes of ``view`` are followed by themselves)."""
        self._layout_pending = False
        if not shiboken6.isValid(self._current):
            return
        self._current.setGeometry(self._proxy_rect(*self._cursor))

    def _chain_after_view(self) -> None:
        """Put the proxies in the Tab chain right after the view (they are created last,
        which would put the board at the end). Qt ignores NoFocus widgets here, hence
        the temporary policies."""
        widgets = (self.view, self._current)
        policies = [w.focusPolicy() for w in widgets]
        for widget in widgets:
            widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        QWidget.setTabOrder(self.view, self._current)
        for widget, policy in zip(widgets, policies, strict=True):
            widget.setFocusPolicy(policy)

    def _leave(self, forward: bool) -> bool:
        """Tab / Shift+Tab out of the board: the widget after / before the view in the
        Tab chain, whatever was inserted next to the view later."""
        step = QWidget.nextInFocusChain if forward else QWidget.previousInFocusChain
        widget = step(self.view)
        while widget is not None and widget is not self.view:
            inside = widget is self.view or self.view.isAncestorOf(widget)
            if (
                not inside
                and widget.isVisible()
                and widget.isEnabled()
                and widget.focusPolicy() & Qt.FocusPolicy.TabFocus
            ):
                widget.setFocus(
                    Qt.FocusReason.TabFocusReason if forward else Qt.FocusReason.BacktabFocusReason
                )
                return True
            widget = step(widget)
        return False

    def _proxy_rect(self, row: int, col: int) -> QRect:
        return self.cell_rect(row, col)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Show) and not self._layout_pending:
            # After the view's own handler has rescaled the drawing.
            self._layout_pending = True
            QTimer.singleShot(0, self, self.update_geometry)
        return False

    # ---- input (from the proxies) ----------------------------------------------------------

    def _key(self, event: QKeyEvent) -> bool:
        if self.key_handler is not None and self.key_handler(event):
            return True
        key = Qt.Key(event.key())
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        row, col = self._cursor
        plain = modifiers == Qt.KeyboardModifier.NoModifier
        ctrl = modifiers == Qt.KeyboardModifier.ControlModifier
        if key in _ARROWS and plain:
            dr, dc = _ARROWS[key]
            self._move_to((row + dr, col + dc))
        elif key == Qt.Key.Key_Home and (plain or ctrl):
            self._move_to((0 if ctrl else row, 0))
        elif key == Qt.Key.Key_End and (plain or ctrl):
            self._move_to((self.rows - 1 if ctrl else row, self.cols - 1))
        elif key == Qt.Key.Key_PageUp and plain:
            self._move_to((0, col))
        elif key == Qt.Key.Key_PageDown and plain:
            self._move_to((self.rows - 1, col))
        elif key in _ACTIVATE and plain:
            self.activated.emit(row, col)
        else:
            return False
        return True

    def _tab_key(self, event: QKeyEvent) -> bool:
        """Tab / Shift+Tab go to the game first (Block Puzzle picks pieces with it),
        then leave the board in one press."""
        if self.key_handler is not None and self.key_handler(event):
            return True
        plain = (
            event.modifiers() & ~Qt.KeyboardModifier.ShiftModifier == Qt.KeyboardModifier.NoModifier
        )
        forward = (
            event.key() == Qt.Key.Key_Tab
            and not event.modifiers() & Qt.KeyboardModifier.ShiftModifier
        )
        return plain and self._leave(forward)

    def _press_action(self) -> None:
        self.activated.emit(*self._cursor)

    def _focus_in(self) -> None:
        self._report_later()
        if not self._moving:
            self.focus_changed.emit(True)

    def _focus_out(self, reason: Qt.FocusReason) -> None:
        if self._moving:
            return
        if reason not in _PASSING_FOCUS_REASONS:
            self.clear_outcome()
        self.focus_changed.emit(False)


class _CellProxy(QWidget):
    """The cursor cell for keyboard and screen readers (a new one for every step)."""

    def __init__(self, grid: BoardGrid, parent: QWidget) -> None:
        super().__init__(parent)
        self.grid = grid
        self.name_text = ""
        self.description_text = ""
        # What screen readers have been told (by a change event or the focus reading).
        self.reported_name = ""
        self.reported_description = ""
        self.fresh = False  # took focus in the step under way: the reader reads it whole
        self.accessible: QAccessibleWidget | None = None  # set by _factory
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hide()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and shiboken6.isValid(self.grid):
            # Every key press starts here, window shortcuts (S, H, Ctrl+N) included: the
            # last step is over, if its timer has not said so yet.
            self.grid.report_step()
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)
            and self.grid._tab_key(event)
        ):
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if self.grid._key(event):
            event.accept()
        else:
            super().keyPressEvent(event)  # to the view and the screen

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        super().focusInEvent(event)
        self.fresh = True
        self.update()
        self.grid._focus_in()

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        super().focusOutEvent(event)
        self.update()
        if shiboken6.isValid(self.grid):
            self.grid._focus_out(event.reason())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        if not (self.hasFocus() and self.grid.draw_focus_ring):
            return
        painter = QPainter(self)
        painter.setPen(QPen(theme.applied().accent, 3))
        painter.drawRect(self.rect().adjusted(1, 1, -2, -2))


# ---- accessibility interfaces ---------------------------------------------------------------

# Interfaces handed to Qt are owned by Qt's cache (deleted with their widget); Python
# must not free them first. A cell's lives on its proxy (they go together); a board's
# is kept by ui.accessible. Both are quiet while hidden (see ui/accessible.py): the
# proxy a step leaves behind goes without a word.


class _CellAccessible(QuietWidgetAccessible):
    def __init__(self, proxy: _CellProxy) -> None:
        super().__init__(proxy, proxy.grid.cell_role)
        self._proxy = proxy

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return self._proxy.name_text
        if kind == QAccessible.Text.Description:
            return self._proxy.description_text
        return super().text(kind)

    def actionNames(self) -> list[str]:  # noqa: N802 - Qt API
        return [QAccessibleActionInterface.pressAction(), *super().actionNames()]

    def doAction(self, name: str) -> None:  # noqa: N802 - Qt API
        if name == QAccessibleActionInterface.pressAction():
            self._proxy.grid._press_action()
        else:
            super().doAction(name)

    def keyBindingsForAction(self, name: str) -> list[str]:  # noqa: N802 - Qt API
        if name == QAccessibleActionInterface.pressAction():
            return ["Return"]
        return super().keyBindingsForAction(name)


class _BoardAccessible(QuietWidgetAccessible):
    def __init__(self, host: QWidget, grid: BoardGrid) -> None:
        super().__init__(host, BOARD_ROLE)
        self._grid = grid

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name and shiboken6.isValid(self._grid):
            return self._grid.board_text
        return super().text(kind)


def _factory(class_name: str, obj: QObject | None) -> QAccessibleWidget | None:
    if isinstance(obj, _CellProxy):
        obj.accessible = _CellAccessible(obj)
        return obj.accessible
    if isinstance(obj, QWidget) and isinstance(
        grid := getattr(obj, "_puzzlesuite_board_grid", None), BoardGrid
    ):
        return accessible.keep_alive(_BoardAccessible(obj, grid))  # type: ignore[return-value]
    return None


def _install_accessibility() -> None:
    """Before the first proxy exists (Qt asks the factories on first use)."""
    accessible.register(_factory)
