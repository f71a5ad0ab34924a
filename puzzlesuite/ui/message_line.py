"""The one message line of a game screen: the last outcome, short, for sighted players.

A fixed height (one line, or `lines` wrapped lines where a game explains, as Sudoku's
hints do), so an outcome appearing, changing or going never moves the board or a button;
a sentence longer than the room is elided and shown whole in the tooltip. Screen readers
hear the full sentence through the board grid (`GameScreen.speak`), so this label is not
what they rely on.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, Qt
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget


class MessageLine(QLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("message-line")
        self.full_text = ""
        self.lines = 1
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

    def set_lines(self, lines: int) -> None:
        """Room for `lines` wrapped lines (kept whether or not a message shows)."""
        self.lines = lines
        self.setWordWrap(lines > 1)
        self.setFixedHeight(lines * self.fontMetrics().lineSpacing() + 4)
        self._fit()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            # The text zoom: its lines of the new font. Here and not from the window's
            # own font change, which can come before the style sheet has given this
            # label (hidden while empty) its new font: it then kept the old height.
            self.set_lines(self.lines)

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
            shown = self._elided(max(0, self.width() - 4))
        if shown != self.text():
            self.setText(shown)
        tooltip = self.full_text if shown != self.full_text else ""
        if tooltip != self.toolTip():
            self.setToolTip(tooltip)

    def _elided(self, width: int) -> str:
        metrics = self.fontMetrics()
        if self.lines == 1:
            return metrics.elidedText(self.full_text, Qt.TextElideMode.ElideRight, width)
        room = QRect(0, 0, width, self.lines * metrics.lineSpacing())
        flags = int(Qt.TextFlag.TextWordWrap)

        def fits(text: str) -> bool:
            return metrics.boundingRect(room, flags, text).height() <= room.height()

        if fits(self.full_text):
            return self.full_text
        low, high = 0, len(self.full_text)  # the longest start that fits with "…"
        while low < high:
            middle = (low + high + 1) // 2
            if fits(self.full_text[:middle].rstrip() + "…"):
                low = middle
            else:
                high = middle - 1
        return self.full_text[:low].rstrip() + "…"
