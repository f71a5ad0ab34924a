"""The home screen: a card per registered game and the ways to everything else."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QFont,
    QFontMetrics,
    QIcon,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpacerItem,
    QVBoxLayout,
    QWidget,
)

from puzzlesuite.core.registry import GameEntry
from puzzlesuite.core.resources import ICON_DIR
from puzzlesuite.services import i18n
from puzzlesuite.services.i18n import _


def game_icon(entry: GameEntry) -> QIcon:
    return QIcon(str(ICON_DIR / entry.icon))


CARD_MAXIMUM = QSize(340, 280)


class GameCard(QAbstractButton):
    """A big button: icon, name, one line, and a line kept free for the game's state
    ("In progress: Medium, 34 of 81"), filled after the home screen is first painted.
    Keyboard-reachable like any button."""

    ICON = 72  # 88 before the state line: the card keeps its height (the home fits 800×600)
    PADDING = 20

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
        """The state line: painted in the line the card keeps for it (nothing moves)."""
        if state != self.state:
            self.state = state
            self._describe()
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

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(280, 220)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        # Two rows of cards, the heading and the footer fit an 800×600 window.
        return QSize(200, 180)

    def paintEvent(self, _event: object) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        card = self.rect().adjusted(4, 4, -4, -4)
        fill = palette.color(QPalette.ColorRole.Base)
        if self.isDown():
            fill = palette.color(QPalette.ColorRole.AlternateBase)
        painter.setPen(QPen(palette.color(QPalette.ColorRole.Mid), 1))
        painter.setBrush(fill)
        painter.drawRoundedRect(card, 12, 12)
        if self.hasFocus() or self.underMouse():
            # Focus ring: 3 px accent, 2 px outside the card edge (VISUAL.md).
            ring = QPen(palette.color(QPalette.ColorRole.Highlight), 3 if self.hasFocus() else 1)
            painter.setPen(ring)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(card).adjusted(-2, -2, 2, 2), 14, 14)
        icon_rect = QRect(0, card.top() + self.PADDING, self.ICON, self.ICON)
        icon_rect.moveLeft(card.center().x() - self.ICON // 2)
        self.icon().paint(painter, icon_rect)
        text_top = icon_rect.bottom() + 12
        title_font = QFont(self.font())
        title_font.setPointSizeF(title_font.pointSizeF() * 1.3)
        title_font.setBold(True)
        painter.setFont(title_font)
        painter.setPen(palette.color(QPalette.ColorRole.WindowText))
        title_height = QFontMetrics(title_font).height()
        title_rect = QRect(card.left() + 12, text_top, card.width() - 24, title_height)
        painter.drawText(title_rect, Qt.AlignmentFlag.AlignHCenter, self.text())
        painter.setFont(self.font())
        line = self.fontMetrics().lineSpacing()
        state_top = card.bottom() - 10 - line
        blurb_rect = QRect(
            card.left() + self.PADDING,
            text_top + title_height + 6,
            card.width() - 2 * self.PADDING,
            state_top - (text_top + title_height + 6),
        )
        painter.drawText(
            blurb_rect, Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap, self.blurb
        )
        if self.state:
            state_rect = QRect(card.left() + 12, state_top, card.width() - 24, line)
            state_font = self.state_font(state_rect.width())
            painter.setFont(state_font)
            metrics = QFontMetrics(state_font)
            elided = metrics.elidedText(self.state, Qt.TextElideMode.ElideRight, state_rect.width())
            painter.drawText(state_rect, Qt.AlignmentFlag.AlignHCenter, elided)

    def state_font(self, width: int) -> QFont:
        """Bold where the state line fits; else regular, then up to 15 % smaller, and
        only then elided: at 800×600 a bold "In progress: Medium, 52 of 81" lost its
        total ("52 of …", seen in the docs screenshot)."""
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
        return candidates[-1]


class HomeScreen(QWidget):
    game_chosen = Signal(str)
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
        self._states_due = True
        self._unread: list[GameCard] = []
        # The heading is painted, not a label: it repeats the window title, which screen
        # readers say on entry, and a label would be said a second time.
        self.heading_font = QFont(self.font())
        self.heading_font.setPointSizeF(self.heading_font.pointSizeF() * 1.8)
        self.heading_font.setBold(True)
        self.heading_space = QSpacerItem(
            0, QFontMetrics(self.heading_font).height(), QSizePolicy.Policy.Minimum
        )

        self.cards = [GameCard(entry) for entry in entries]
        grid = QGridLayout()
        grid.setSpacing(20)
        columns = 3 if len(self.cards) > 2 else max(1, len(self.cards))
        for index, card in enumerate(self.cards):
            card.clicked.connect(lambda _checked=False, i=card.entry.id: self.game_chosen.emit(i))
            grid.addWidget(card, index // columns, index % columns)
            # On a large screen the cards stay cards (not 450 px plates around an icon).
            card.setMaximumSize(CARD_MAXIMUM)

        self.language_label = QLabel()
        self.language_label.setObjectName("home-language")
        # A plain line of information, not a control: the muted tone, a smaller size,
        # no frame (the Settings button beside it changes the language).
        self.language_label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        small = QFont(self.language_label.font())
        small.setPointSizeF(small.pointSizeF() * 0.9)
        self.language_label.setFont(small)
        self.settings_button = QPushButton()
        self.statistics_button = QPushButton()
        self.help_button = QPushButton()
        self.about_button = QPushButton()
        self.settings_button.clicked.connect(self.settings_requested)
        self.statistics_button.clicked.connect(self.statistics_requested)
        self.help_button.clicked.connect(self.help_requested)
        self.about_button.clicked.connect(self.about_requested)
        footer = QHBoxLayout()
        footer.addWidget(self.language_label)
        footer.addStretch(1)
        for button in (
            self.settings_button,
            self.statistics_button,
            self.help_button,
            self.about_button,
        ):
            footer.addWidget(button)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 16, 32, 16)
        layout.setSpacing(20)
        layout.addStretch(1)
        layout.addItem(self.heading_space)
        layout.addSpacing(12)
        layout.addLayout(grid)
        grid.setAlignment(Qt.AlignmentFlag.AlignHCenter)
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
        painter = QPainter(self)
        painter.setFont(self.heading_font)
        painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
        painter.drawText(
            self.heading_space.geometry(), Qt.AlignmentFlag.AlignCenter, _("Puzzle Suite")
        )

    def retranslate(self) -> None:
        self.update()  # the painted heading
        language = i18n.LANGUAGE_NAMES[i18n.current_language()]
        self.language_label.setText(_("Language: {language}").format(language=language))
        self.settings_button.setText(_("Settings…"))
        self.statistics_button.setText(_("Statistics"))
        self.help_button.setText(_("How to play"))
        self.about_button.setText(_("About"))
        for card in self.cards:
            card.retranslate()
        self._states_due = True  # the lines are in the old language

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

    def focus_first_card(self) -> None:
        if self.cards:
            self.cards[0].setFocus(Qt.FocusReason.OtherFocusReason)
