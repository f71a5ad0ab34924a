"""The one message line of a game screen: the last outcome, short, for sighted players.

One line of fixed height, so an outcome appearing, changing or going never moves the
board or a button; a sentence longer than the line is elided and shown whole in the
tooltip. Screen readers hear the full sentence through the board grid
(`GameScreen.speak`), so this label is not what they rely on.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget


class MessageLine(QLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("message-line")
        self.full_text = ""
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setFixedHeight(self.fontMetrics().lineSpacing() + 4)
        # Any width: the window's minimum never depends on the sentence on show.
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(0)
        # Hidden while empty, its room kept: nothing moves when a message comes, and a
        # screen opening with no message sends screen readers one "showing" event less.
        policy = self.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.setSizePolicy(policy)
        self.hide()

    def show_text(self, text: str) -> None:
        self.full_text = " ".join(text.split())
        self._fit()
        self.setVisible(bool(self.full_text))

    def clear(self) -> None:
        self.show_text("")

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        shown = self.full_text
        if self.isVisible():  # a hidden label's width is not the one it will have
            shown = self.fontMetrics().elidedText(
                self.full_text, Qt.TextElideMode.ElideRight, max(0, self.width() - 4)
            )
        if shown != self.text():
            self.setText(shown)
        tooltip = self.full_text if shown != self.full_text else ""
        if tooltip != self.toolTip():
            self.setToolTip(tooltip)
