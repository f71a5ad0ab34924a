"""The home screen: a card per registered game and the ways to everything else."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from puzzlesuite.core.registry import GameEntry
from puzzlesuite.services import i18n
from puzzlesuite.services.i18n import _

ICON_DIR = Path(__file__).resolve().parent.parent / "resources" / "icons"


def game_icon(entry: GameEntry) -> QIcon:
    return QIcon(str(ICON_DIR / entry.icon))


class GameCard(QToolButton):
    """A big button: icon, name and one line. Keyboard-reachable like any button."""

    def __init__(self, entry: GameEntry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entry = entry
        self.setObjectName(f"card-{entry.id}")
        self.setIcon(game_icon(entry))
        self.setIconSize(QSize(72, 72))
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(QSize(200, 170))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAutoRaise(False)
        self.retranslate()

    def retranslate(self) -> None:
        title, blurb = _(self.entry.title), _(self.entry.blurb)
        self.setText(f"{title}\n{blurb}")
        self.setAccessibleName(title)
        self.setAccessibleDescription(blurb)
        self.setToolTip(blurb)


class HomeScreen(QWidget):
    game_chosen = Signal(str)
    settings_requested = Signal()
    statistics_requested = Signal()
    help_requested = Signal()
    about_requested = Signal()

    def __init__(self, entries: list[GameEntry], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("home")
        self.title = QLabel()
        self.title.setObjectName("home-title")
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)

        self.cards = [GameCard(entry) for entry in entries]
        grid = QGridLayout()
        columns = 3 if len(self.cards) > 2 else max(1, len(self.cards))
        for index, card in enumerate(self.cards):
            card.clicked.connect(lambda _checked=False, i=card.entry.id: self.game_chosen.emit(i))
            grid.addWidget(card, index // columns, index % columns)

        self.language_label = QLabel()
        self.language_label.setObjectName("home-language")
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
        layout.setContentsMargins(32, 24, 32, 24)
        layout.setSpacing(20)
        layout.addWidget(self.title)
        layout.addLayout(grid, 1)
        layout.addLayout(footer)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(_("Puzzle Suite"))
        language = i18n.LANGUAGE_NAMES[i18n.current_language()]
        self.language_label.setText(_("Language: {language}").format(language=language))
        self.settings_button.setText(_("Settings…"))
        self.statistics_button.setText(_("Statistics"))
        self.help_button.setText(_("How to play"))
        self.about_button.setText(_("About"))
        for card in self.cards:
            card.retranslate()

    def focus_first_card(self) -> None:
        if self.cards:
            self.cards[0].setFocus(Qt.FocusReason.OtherFocusReason)
