"""The level chooser a game shows on its own screen (Sudoku's levels, Minesweeper's
sizes): one titled group of radio buttons drawn as a segmented control (ui/segmented.py),
one Tab stop, arrows move within it."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QButtonGroup, QGroupBox, QRadioButton, QVBoxLayout, QWidget

from puzzlesuite.ui import segmented


class LevelChooser(QGroupBox):
    """Choosing a level changes the next game only; Ctrl+N starts it and never asks."""

    level_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._group = QButtonGroup(self)
        self._buttons: dict[str, QRadioButton] = {}
        self._labels: dict[str, Callable[[], str]] = {}
        self._descriptions: dict[str, Callable[[], str]] = {}
        self._title: Callable[[], str] = lambda: ""
        self._layout = QVBoxLayout(self)
        self._layout.setSpacing(0)  # the segments join
        self._group.buttonToggled.connect(self._toggled)

    def set_levels(
        self,
        title: Callable[[], str],
        levels: Sequence[tuple[str, Callable[[], str]]],
        descriptions: dict[str, Callable[[], str]] | None = None,
    ) -> None:
        """`levels`: (key, translated label) in order; texts are functions so that a
        language switch re-translates them (`retranslate`)."""
        self._title = title
        for key, label in levels:
            button = QRadioButton()
            button.setObjectName(f"level-{key}")
            self._group.addButton(button)
            self._buttons[key] = button
            self._labels[key] = label
            self._layout.addWidget(button)
        segmented.mark_segments(list(self._buttons.values()))
        self._descriptions = dict(descriptions or {})
        if levels:
            self.set_level(levels[0][0])
        self.retranslate()

    def level(self) -> str:
        return next((key for key, b in self._buttons.items() if b.isChecked()), "")

    def set_level(self, key: str) -> None:
        """Show `key` as chosen without announcing a choice (restoring a preference)."""
        button = self._buttons.get(key)
        if button is None:
            return
        self._group.blockSignals(True)
        button.setChecked(True)
        self._group.blockSignals(False)
        segmented.rove(self._group)

    def retranslate(self) -> None:
        self.setTitle(self._title())
        for key, button in self._buttons.items():
            button.setText(self._labels[key]())
            describe = self._descriptions.get(key)
            if describe is not None:
                button.setAccessibleDescription(describe())
                button.setToolTip(describe())

    def _toggled(self, button: QRadioButton, checked: bool) -> None:
        segmented.rove(self._group)
        if checked:
            self.level_chosen.emit(self.level())
