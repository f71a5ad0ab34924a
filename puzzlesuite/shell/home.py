"""The home screen: a card per registered game and the ways to everything else."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar, cast

from PySide6.QtCore import QEvent, QPointF, QRect, QRectF, QSize, QSizeF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QFocusEvent,
    QFont,
    QFontMetrics,
    QIcon,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
    QScrollEvent,
    QScrollPrepareEvent,
    QShowEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QLayout,
    QLayoutItem,
    QMenu,
    QPushButton,
    QScrollBar,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from puzzlesuite.core.registry import GameEntry
from puzzlesuite.core.resources import ICON_DIR
from puzzlesuite.services import i18n
from puzzlesuite.services.i18n import _
from puzzlesuite.ui import theme
from puzzlesuite.ui.tokens import ELEVATION, RADII
from puzzlesuite.ui.touch import kinetic_scroll

_T = TypeVar("_T")


def game_icon(entry: GameEntry) -> QIcon:
    return QIcon(str(ICON_DIR / entry.icon))


# Cards at 100 %: 280×220 preferred, 200 px wide at least, 340 px at most (on a large screen
# the cards stay cards, not 450 px plates around an icon); each grows with its text.
CARD_WIDTH = (200, 280, 340)
# The same in average character widths, for larger type (text zoom, a larger desktop font).
CARD_WIDTH_IN_CHARACTERS = (26, 36, 46)
CARD_SPACING = 20


class GameCard(QAbstractButton):
    """A big button: icon, name, its blurb and a room kept free for the game's state
    ("In progress: Medium, 34 of 81"), filled after the home screen is first painted.
    Every text wraps and the card is as tall as its texts need at its width, at every
    zoom and font size: nothing is cut off. Keyboard-reachable like any button."""

    ICON = 72  # 88 before the state line: the home fits 800×600
    TOP, ICON_GAP, BLURB_GAP, BOTTOM = 14, 8, 4, 8  # vertical room, so the home fits 800×600
    SIDE = 14  # the blurb's margin (the name and state line have 12)
    INSET = 4  # the card's edge inside the widget: room for the focus ring
    # The state room is kept before the line is known, so that nothing moves when it
    # arrives: two lines at least, and as many as a line of 56 average characters needs
    # at the card's width (the longest, "Sedang dimainkan melawan Normal: Hitam 40 ·
    # Putih 24", has 52 and wraps onto three lines at 200 % in an 800×600 window).
    STATE_LINES = 2
    STATE_CHARACTERS = 56
    focused = Signal()

    def __init__(self, entry: GameEntry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entry = entry
        self.setObjectName(f"card-{entry.id}")
        self.setIcon(game_icon(entry))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)
        self.blurb = ""
        self.state = ""  # the game's state line, read from its save and statistics
        self._sizes: dict[tuple[object, ...], object] = {}
        self.retranslate()

    def retranslate(self) -> None:
        title, self.blurb = _(self.entry.title), _(self.entry.blurb)
        self.setText(title)
        self.setAccessibleName(title)
        self._describe()
        self.setToolTip(self.blurb)
        self.updateGeometry()
        self.update()

    def set_state(self, state: str) -> None:
        """The state line: painted in the room the card keeps for it (nothing moves,
        unless a line needs more than that room: then the cards grow rather than cut it)."""
        if state != self.state:
            needed = self.height_for_width(self.width())
            self.state = state
            self._describe()
            if self.height_for_width(self.width()) > needed:
                self.updateGeometry()
            self.update()

    def _describe(self) -> None:
        description = f"{self.blurb} {self.state}".strip()
        if description != self.accessibleDescription():
            self.setAccessibleDescription(description)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        # Enter opens a game as Space does: cards read as buttons, and people press Enter.
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.isAutoRepeat():
            self.click()
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        super().focusInEvent(event)
        self.focused.emit()  # the home scrolls the card into view

    # --- sizes -------------------------------------------------------------------
    def _measured(self, what: object, measure: Callable[[], _T]) -> _T:
        """`measure()`, kept while the font and texts stay the same: the home's layout
        asks each card's sizes many times a pass (start-up pays for each)."""
        key = (what, self.font().key(), self.text(), self.blurb, self.state)
        if key not in self._sizes:
            if len(self._sizes) > 64:
                self._sizes.clear()
            self._sizes[key] = measure()
        return cast("_T", self._sizes[key])

    def widths(self) -> tuple[int, int, int]:
        """Minimum, preferred and maximum width: the 100 % sizes, wider for larger type,
        and never narrower than the longest word of the name or blurb."""
        return self._measured("widths", self._measure_widths)

    def _measure_widths(self) -> tuple[int, int, int]:
        character = self.fontMetrics().averageCharWidth()
        low, preferred, high = (
            max(pixels, characters * character)
            for pixels, characters in zip(CARD_WIDTH, CARD_WIDTH_IN_CHARACTERS, strict=True)
        )
        title_words = QFontMetrics(self.title_font())
        words = [
            title_words.horizontalAdvance(w) + 2 * (12 + self.INSET) for w in self.text().split()
        ]
        words += [
            self.fontMetrics().horizontalAdvance(w) + 2 * (self.SIDE + self.INSET)
            for w in self.blurb.split()
        ]
        low = max([low, *words])
        return low, max(low, preferred), max(low, high)

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return self.height_for_width(width)

    def height_for_width(self, width: int) -> int:
        return self._measured(width, lambda: self._measure_height(width))

    def _measure_height(self, width: int) -> int:
        parts = self.text_parts(QRect(0, 0, width, 0))
        return (
            max(rect.bottom() for rect, _font, _text, _flags in parts)
            + 1
            + self.BOTTOM
            + self.INSET
        )

    def sizeHint(self) -> QSize:  # noqa: N802
        width = self.widths()[1]
        return QSize(width, self.height_for_width(width))

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        width = self.widths()[0]
        return QSize(width, self.height_for_width(width))

    # --- drawing -----------------------------------------------------------------
    def title_font(self) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        return font

    def icon_rect(self, card: QRect) -> QRect:
        rect = QRect(0, card.top() + self.TOP, self.ICON, self.ICON)
        rect.moveLeft(card.center().x() - self.ICON // 2)
        return rect

    def text_parts(self, widget_rect: QRect) -> list[tuple[QRect, QFont, str, Qt.AlignmentFlag]]:
        """Where the name, the blurb and the state line are painted in a card of this
        rect (the height of `widget_rect` only places the state room at the bottom when
        the card is taller than it needs): (rect, font, text, flags), each rect as large
        as its wrapped text."""
        card = widget_rect.adjusted(self.INSET, self.INSET, -self.INSET, -self.INSET)
        wrap = Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap
        parts = []
        top = self.icon_rect(card).bottom() + 1 + self.ICON_GAP
        for font, text, margin, gap in (
            (self.title_font(), self.text(), 12, 6),
            (self.font(), self.blurb, self.SIDE, self.BLURB_GAP),
        ):
            width = card.width() - 2 * margin
            height = QFontMetrics(font).boundingRect(QRect(0, 0, width, 0), wrap, text).height()
            parts.append((QRect(card.left() + margin, top, width, height), font, text, wrap))
            top += height + gap
        width = card.width() - 24
        font = self.state_font(width)
        needed = QFontMetrics(font).boundingRect(QRect(0, 0, width, 0), wrap, self.state).height()
        room = max(self.state_room(width), needed)
        top = max(top, card.bottom() - self.BOTTOM - room + 1)
        # The line sits at the bottom of its room, where a one-line state always was.
        parts.append(
            (QRect(card.left() + 12, top + room - needed, width, needed), font, self.state, wrap)
        )
        return parts

    def state_room(self, width: int) -> int:
        """The height kept for the state line in a text `width` wide."""
        metrics = self.fontMetrics()
        lines = -(-self.STATE_CHARACTERS * metrics.averageCharWidth() // max(1, width))
        lines = max(self.STATE_LINES, lines)
        return metrics.boundingRect(QRect(0, 0, width, 0), 0, "\n".join("X" * lines)).height()

    def paintEvent(self, _event: object) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        tokens = theme.applied()
        card = self.rect().adjusted(self.INSET, self.INSET, -self.INSET, -self.INSET)
        # A card: the surface one level up, its edge and soft shadow (ELEVATION.card).
        fill = tokens.button_pressed if self.isDown() else None
        theme.paint_surface(painter, QRectF(card), tokens, ELEVATION.card, RADII.card, fill)
        if self.hasFocus() or self.underMouse():
            # Focus ring: 3 px accent, 2 px outside the card edge (VISUAL.md).
            painter.setPen(QPen(tokens.accent, 3 if self.hasFocus() else 1))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            radius = RADII.card + 2
            painter.drawRoundedRect(QRectF(card).adjusted(-2, -2, 2, 2), radius, radius)
        self.icon().paint(painter, self.icon_rect(card))
        painter.setPen(tokens.text)
        for rect, font, text, flags in self.text_parts(self.rect()):
            painter.setFont(font)
            painter.drawText(rect, flags, text)

    def state_font(self, width: int) -> QFont:
        """Bold where the state line fits one line; else regular, then up to 15 %
        smaller, and only then regular, wrapped in its room (at 800×600 a bold "In
        progress: Medium, 52 of 81" lost its total, "52 of …", in the docs screenshot)."""
        bold = QFont(self.font())
        bold.setBold(True)
        candidates = [bold, QFont(self.font())]
        for factor in (0.93, 0.85):
            smaller = QFont(self.font())
            smaller.setPointSizeF(self.font().pointSizeF() * factor)
            candidates.append(smaller)
        for font in candidates:
            if QFontMetrics(font).horizontalAdvance(self.state) <= width:
                return font
        return QFont(self.font())


class ItemListLayout(QLayout):
    """The item bookkeeping QLayout leaves to its subclasses: a list, in order."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []

    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        return self._items.pop(index) if 0 <= index < len(self._items) else None


class CardLayout(ItemListLayout):
    """The cards in rows of up to three, the last row centred under the others (five
    cards: three, then two between them), all of one size: as wide as the row allows
    within the cards' own minimum and maximum, as tall as the tallest card's texts
    need at that width. Fewer columns where three cards would be narrower than their
    minimum (large type in a small window); the rows then grow downwards, and the card
    area scrolls them (`scrolled` pixels up, `scroll_bar_width` kept free on the right),
    never sideways."""

    COLUMNS = 3

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setContentsMargins(0, 0, 0, 0)
        self.setSpacing(CARD_SPACING)
        self.scrolled = 0
        self.scroll_bar_width = 0

    def cards(self) -> list[GameCard]:
        return [w for item in self._items if isinstance(w := item.widget(), GameCard)]

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        # Not to the home's layout: it would keep the whole height as the minimum and
        # never let the card area scroll. The card area asks heightForWidth itself.
        return False

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        columns, _card_width, card_height = self.grid_for(width)
        rows = -(-len(self.cards()) // columns)
        return max(0, rows * card_height + (rows - 1) * self.spacing())

    def grid_for(self, width: int) -> tuple[int, int, int]:
        """Columns, card width and card height in `width`."""
        cards = self.cards()
        if not cards:
            return 1, 0, 0
        spacing = self.spacing()
        sizes = [card.widths() for card in cards]
        low, high = max(s[0] for s in sizes), max(s[2] for s in sizes)
        columns = max(1, min(self.COLUMNS, len(cards), (width + spacing) // (low + spacing)))
        card_width = max(low, min(high, (width - (columns - 1) * spacing) // columns))
        return columns, card_width, max(card.height_for_width(card_width) for card in cards)

    def sizeHint(self) -> QSize:  # noqa: N802
        cards = self.cards()
        if not cards:
            return QSize(0, 0)
        columns = min(self.COLUMNS, len(cards))
        width = columns * max(c.widths()[1] for c in cards) + (columns - 1) * self.spacing()
        return QSize(width, self.heightForWidth(width))

    def minimumSize(self) -> QSize:  # noqa: N802
        # As narrow as one card; the height follows the width (heightForWidth).
        return QSize(max((c.widths()[0] for c in self.cards()), default=0), 0)

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802
        super().setGeometry(rect)
        rect = rect.adjusted(0, -self.scrolled, -self.scroll_bar_width, -self.scrolled)
        columns, card_width, card_height = self.grid_for(rect.width())
        cards = self.cards()
        used = min(columns, len(cards))
        step = card_width + self.spacing()
        block = used * card_width + (used - 1) * self.spacing()
        left = rect.left() + max(0, (rect.width() - block) // 2)
        last_row = (len(cards) - 1) // columns
        short = columns - (len(cards) - last_row * columns)  # cards missing from the last row
        for index, card in enumerate(cards):
            row, column = divmod(index, columns)
            # The last row centred under the others: no hole at its end (3 + 2 cards).
            shift = short * step // 2 if row == last_row else 0
            card.setGeometry(
                left + shift + column * step,
                rect.top() + row * (card_height + self.spacing()),
                card_width,
                card_height,
            )


class CardArea(QWidget):
    """The cards, scrolling down (never sideways) only where they cannot fit (large type
    in a small window): as tall as the cards need at its width, so the home's layout
    gives it that where it can. The cards are its own children and a scroll bar is shown
    only when needed, not a QScrollArea: its scroll area, viewport and inner widget each
    sent screen readers an event of their own each time the home was shown or left.
    A finger drag scrolls it too, gliding on after a flick (``ui.touch.kinetic_scroll``:
    Qt's QScroller asks where the cards are and moves the scroll bar)."""

    SCROLL_STEP = 20

    def __init__(self, cards: list[GameCard], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("home-cards")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.card_layout = CardLayout(self)
        for card in cards:
            self.card_layout.addWidget(card)
            card.focused.connect(lambda card=card: self.show_card(card))
        self.scroll_bar = QScrollBar(Qt.Orientation.Vertical, self)
        self.scroll_bar.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the cards take the focus
        self.scroll_bar.setSingleStep(self.SCROLL_STEP)
        self.scroll_bar.hide()
        self.scroll_bar.valueChanged.connect(self._place)
        self._hint_height = -1
        self.reduce_motion: Callable[[], bool] = lambda: False  # the shell's setting
        kinetic_scroll(self, lambda: self.reduce_motion())

    def needed_height(self, width: int) -> int:
        return self.card_layout.heightForWidth(width)

    def shown_width(self) -> int:
        """The width the cards have: the area's, less the scroll bar when it is shown."""
        return self.width() - self.card_layout.scroll_bar_width

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(self.card_layout.sizeHint().width(), self.needed_height(self.width()))

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        # As narrow as a card; shorter than the cards only where it must (then it scrolls).
        height = min(self.needed_height(self.width()), 4 * self.fontMetrics().height())
        return QSize(self.card_layout.minimumSize().width(), height)

    def show_card(self, card: GameCard) -> None:
        """The focused card whole, its focus ring included (keyboard users see it)."""
        top = card.y() + self.scroll_bar.value()  # where it is in the unscrolled rows
        value = self.scroll_bar.value()
        if top + card.height() > value + self.height():
            value = top + card.height() - self.height()
        self.scroll_bar.setValue(min(value, top))

    def _place(self) -> None:
        width = self.width()
        needed = self.needed_height(width)
        scrolls = needed > self.height()
        bar_width = self.scroll_bar.sizeHint().width() if scrolls else 0
        if scrolls:
            needed = self.needed_height(width - bar_width)
            self.scroll_bar.setGeometry(width - bar_width, 0, bar_width, self.height())
        self.scroll_bar.setRange(0, max(0, needed - self.height()))
        self.scroll_bar.setPageStep(max(1, self.height()))
        self.scroll_bar.setVisible(scrolls)
        self.card_layout.scrolled = self.scroll_bar.value()
        self.card_layout.scroll_bar_width = bar_width
        self.card_layout.setGeometry(self.rect())

    def _refit(self) -> None:
        height = self.needed_height(self.width())
        if height != self._hint_height:
            self._hint_height = height
            self.updateGeometry()
        self._place()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._refit()

    def event(self, event: QEvent) -> bool:
        if isinstance(event, QScrollPrepareEvent):
            return self._prepare_scroll(event)
        if isinstance(event, QScrollEvent):
            self.scroll_bar.setValue(round(event.contentPos().y()))
            return True
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest:
            self._refit()  # a card's text changed its height (language, zoom, state)
        return handled

    def _prepare_scroll(self, event: QScrollPrepareEvent) -> bool:
        """A finger starts to scroll (QScroller): how far the cards go, and where."""
        if not self.scroll_bar.isVisible():
            event.ignore()  # they all fit: nothing to scroll
            return True
        event.setViewportSize(QSizeF(self.size()))
        event.setContentPosRange(QRectF(0, 0, 0, self.scroll_bar.maximum()))
        event.setContentPos(QPointF(0, self.scroll_bar.value()))
        event.accept()
        return True

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802
        if self.scroll_bar.isVisible():
            QApplication.sendEvent(self.scroll_bar, event)
        else:
            super().wheelEvent(event)


class FooterLayout(ItemListLayout):
    """The language line on the left and the buttons on the right, in one row where they
    fit; else the language line on a row of its own and the buttons in as many
    right-aligned rows as they need (large type in a small window), never cut off."""

    def __init__(self, lead: QWidget, buttons: list[QWidget], spacing: int) -> None:
        super().__init__()
        self._hints: dict[int, QSize] = {}  # each item's size hint, until invalidated
        self.setContentsMargins(0, 0, 0, 0)
        self.setSpacing(spacing)
        for widget in (lead, *buttons):
            self.addWidget(widget)

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802
        return Qt.Orientation(0)

    def invalidate(self) -> None:
        self._hints.clear()  # a text changed (language, zoom)
        super().invalidate()

    def _hint(self, item: QLayoutItem) -> QSize:
        # Asked for many times in a layout pass; a button's hint costs a style query.
        key = id(item)
        if key not in self._hints:
            self._hints[key] = item.sizeHint()
        return self._hints[key]

    def rows_for(self, width: int) -> list[list[QLayoutItem]]:
        """The items row by row: the lead (the language line) first, alone when the
        whole footer does not fit `width`."""
        if not self._items:
            return []
        lead, *buttons = self._items
        if self._row_width(self._items) <= width:
            return [self._items]
        rows: list[list[QLayoutItem]] = [[lead]]
        for button in buttons:
            if len(rows) > 1 and self._row_width([*rows[-1], button]) <= width:
                rows[-1].append(button)
            else:
                rows.append([button])
        return rows

    def _row_width(self, items: list[QLayoutItem]) -> int:
        return sum(self._hint(i).width() for i in items) + self.spacing() * (len(items) - 1)

    def _row_height(self, items: list[QLayoutItem]) -> int:
        return max(self._hint(i).height() for i in items)

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        rows = self.rows_for(width)
        heights = [self._row_height(row) for row in rows]
        return sum(heights) + self.spacing() // 2 * (len(rows) - 1)

    def sizeHint(self) -> QSize:  # noqa: N802
        width = self._row_width(self._items) if self._items else 0
        return QSize(width, self.heightForWidth(width))

    def minimumSize(self) -> QSize:  # noqa: N802
        width = max((self._hint(i).width() for i in self._items), default=0)
        return QSize(width, self.heightForWidth(width))

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802
        super().setGeometry(rect)
        top = rect.top()
        for row in self.rows_for(rect.width()):
            height = self._row_height(row)
            x = rect.right() + 1
            for item in reversed(row):  # right-aligned; the lead alone stays on the left
                hint = self._hint(item)
                x -= hint.width()
                if item is self._items[0]:
                    x = rect.left()
                item.setGeometry(
                    QRect(x, top + (height - hint.height()) // 2, hint.width(), hint.height())
                )
                x -= self.spacing()
            top += height + self.spacing() // 2


class HomeScreen(QWidget):
    """The cards of the games and, under them, the language and the ways to the app's
    windows. Its name is the window header's title (shell/main_window.py), painted
    there: a heading here would say the window title a second time."""

    game_chosen = Signal(str)
    language_chosen = Signal(str)  # "system" or a language code
    settings_requested = Signal()
    statistics_requested = Signal()
    help_requested = Signal()
    about_requested = Signal()

    def __init__(self, entries: list[GameEntry], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("home")
        # The shell's reader of a game's state line (from its save and statistics). The
        # lines are read after the home screen is painted, each time it is shown: the
        # first paint (start-up) pays nothing for them, and a card's line has its room.
        self.state_reader: Callable[[GameEntry], str] | None = None
        self.language_choice = "system"  # the setting: "system" or a language code
        self._states_due = True
        self._unread: list[GameCard] = []

        self.cards = [GameCard(entry) for entry in entries]
        for card in self.cards:
            card.clicked.connect(lambda _checked=False, i=card.entry.id: self.game_chosen.emit(i))
        self.card_area = CardArea(self.cards)

        # The language, a real control: it opens the list of languages (each in its own
        # name), so a player who cannot read the one on show finds theirs.
        self.language_button = QPushButton()
        self.language_button.setObjectName("home-language")
        self.language_menu = QMenu(self.language_button)
        self.language_menu.setObjectName("home-language-menu")
        self.language_button.setMenu(self.language_menu)
        theme.set_kind(self.language_button, "flat")
        self.settings_button = QPushButton()
        self.statistics_button = QPushButton()
        self.help_button = QPushButton()
        self.about_button = QPushButton()
        self.settings_button.clicked.connect(self.settings_requested)
        self.statistics_button.clicked.connect(self.statistics_requested)
        self.help_button.clicked.connect(self.help_requested)
        self.about_button.clicked.connect(self.about_requested)
        footer = FooterLayout(
            self.language_button,
            [self.settings_button, self.statistics_button, self.help_button, self.about_button],
            spacing=20,
        )

        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 16, 32, 12)
        layout.setSpacing(16)
        layout.addStretch(1)
        layout.addWidget(self.card_area)
        layout.addStretch(2)
        layout.addLayout(footer)
        self.retranslate()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        self._states_due = True  # a game may have been played since

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        super().paintEvent(event)
        if self._states_due and self.state_reader is not None:
            self._states_due = False
            QTimer.singleShot(0, self, self.read_states)

    def retranslate(self) -> None:
        language = i18n.LANGUAGE_NAMES[i18n.current_language()]
        text = _("Language: {language}").format(language=language)
        self.language_button.setText(text)
        self.language_button.setAccessibleName(text)
        self._fill_language_menu()
        self.settings_button.setText(_("Settings…"))
        self.statistics_button.setText(_("Statistics"))
        self.help_button.setText(_("How to play"))
        self.about_button.setText(_("About"))
        for card in self.cards:
            card.retranslate()
        self._states_due = True  # the lines are in the old language

    def _fill_language_menu(self) -> None:
        menu = self.language_menu
        menu.clear()
        choices = [("system", _("Same as the system"))]
        choices += [(code, i18n.LANGUAGE_NAMES[code]) for code in i18n.LANGUAGES]
        for code, name in choices:
            action = menu.addAction(name)
            action.setCheckable(True)
            action.setChecked(code == self.language_choice)
            action.triggered.connect(lambda _on=False, c=code: self.language_chosen.emit(c))

    def read_states(self) -> None:
        """Each card's state line, from the game's save and statistics: one card per
        turn of the event loop, so a key pressed meanwhile waits for one card at most
        (the first reading imports each game's summary and its texts: 0.4–0.6 s for all
        five on this machine, about 25 ms once they are loaded)."""
        self._unread = list(self.cards)
        self._read_next()

    def _read_next(self) -> None:
        if self.state_reader is None or not self._unread:
            return
        card = self._unread.pop(0)
        card.set_state(self.state_reader(card.entry))
        if self._unread:
            QTimer.singleShot(0, self, self._read_next)

    def refresh_state(self, entry: GameEntry) -> None:
        """Read one card's line at once (the game just left), before home shows."""
        if self.state_reader is None:
            return
        for card in self.cards:
            if card.entry is entry:
                card.set_state(self.state_reader(entry))

    def last_focus_widget(self) -> QWidget:
        """The last stop of the home screen in the Tab order."""
        return self.about_button

    def focus_first_card(self) -> None:
        if self.cards:
            self.cards[0].setFocus(Qt.FocusReason.OtherFocusReason)
