"""Minesweeper's side panel: the level chooser, the Custom size, question marks and the
board code (widgets only; the screen connects them to the game)."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from puzzlesuite.services.i18n import _
from puzzlesuite.ui.level_chooser import LevelChooser
from puzzlesuite.ui.steady import fit_code_field

from . import texts
from .board_code import MAX_HEIGHT, MAX_WIDTH, MIN_HEIGHT, MIN_WIDTH
from .model import EXPERT, LEVELS, STANDARD_LEVELS

# The widest board code the field must show whole (the largest size, mines and seed).
LONGEST_CODE = "M-50x30x1491-9223372036854775807-r30c50"


class CustomSizeBox(QGroupBox):
    """Width, height and mines of a Custom board, and the refusal above what works."""

    def __init__(self, size: tuple[int, int, int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("minesweeper-custom")
        self.width_box, self.height_box, self.mines_box = QSpinBox(), QSpinBox(), QSpinBox()
        self.width_box.setRange(MIN_WIDTH, MAX_WIDTH)
        self.height_box.setRange(MIN_HEIGHT, MAX_HEIGHT)
        self.mines_box.setRange(1, MAX_WIDTH * MAX_HEIGHT - 9)
        for name, box in (("width", self.width_box), ("height", self.height_box)):
            box.setObjectName(f"minesweeper-custom-{name}")
        self.mines_box.setObjectName("minesweeper-custom-mines")
        self.set_size(size)
        self.width_label, self.height_label, self.mines_label = QLabel(), QLabel(), QLabel()
        form = QFormLayout(self)
        form.addRow(self.width_label, self.width_box)
        form.addRow(self.height_label, self.height_box)
        form.addRow(self.mines_label, self.mines_box)
        self.width_label.setBuddy(self.width_box)
        self.height_label.setBuddy(self.height_box)
        self.mines_label.setBuddy(self.mines_box)
        self.refusal = QLabel()
        self.refusal.setObjectName("minesweeper-refusal")
        self.refusal.setWordWrap(True)
        self.use_most = QPushButton()
        self.use_most.setObjectName("minesweeper-use-most")
        form.addRow(self.refusal)
        form.addRow(self.use_most)
        self.refusal.hide()
        self.use_most.hide()
        self.retranslate()

    def values(self) -> tuple[int, int, int]:
        return self.width_box.value(), self.height_box.value(), self.mines_box.value()

    def set_size(self, size: tuple[int, int, int]) -> None:
        boxes = (self.width_box, self.height_box, self.mines_box)
        for box, value in zip(boxes, size, strict=True):
            box.blockSignals(True)
            box.setValue(value)
            box.blockSignals(False)

    def retranslate(self) -> None:
        self.setTitle(_("Custom size"))
        self.width_label.setText(_("Width"))
        self.height_label.setText(_("Height"))
        self.mines_label.setText(_("Mines"))
        self.width_box.setAccessibleName(_("Width"))
        self.height_box.setAccessibleName(_("Height"))
        self.mines_box.setAccessibleName(_("Mines"))


class LevelPanel(QWidget):
    """The level chooser, the Custom size, question marks and the board code.

    The Custom size box is made the first time Custom is chosen: its spin boxes keep
    Qt's own accessible interfaces, which report every value set even while hidden,
    and that was thirty events each time the screen was built (issue 10)."""

    custom_changed = Signal()
    use_most_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("minesweeper-panel")
        self.chooser = LevelChooser()
        self.chooser.setObjectName("minesweeper-levels")
        self.chooser.set_levels(
            lambda: _("Level"),
            [(key, partial(texts.level_name, key)) for key in LEVELS],
            {key: partial(texts.level_description, key) for key in LEVELS},
        )
        self.built_custom: CustomSizeBox | None = None
        self._custom_size = STANDARD_LEVELS[EXPERT]  # until the box exists
        self.questions = QCheckBox()
        self.questions.setObjectName("minesweeper-questions")
        self.code_label = QLabel()
        self.code_edit = QLineEdit()
        self.code_edit.setObjectName("minesweeper-code")
        self.code_label.setBuddy(self.code_edit)
        self.play_code = QPushButton()
        self.play_code.setObjectName("minesweeper-play-code")
        self.code_error = QLabel()
        self.code_error.setObjectName("minesweeper-code-error")
        self.code_error.setWordWrap(True)
        self.code_error.hide()
        self.note = QLabel()
        self.note.setWordWrap(True)

        layout = QVBoxLayout(self)
        layout.addWidget(self.chooser)
        self.custom_index = layout.count()  # where the Custom size box goes
        layout.addWidget(self.note)
        layout.addSpacing(8)
        layout.addWidget(self.questions)
        layout.addSpacing(8)
        layout.addWidget(self.code_label)
        # The field on its own line, as wide as the longest code, the button under it.
        fit_code_field(self.code_edit, LONGEST_CODE)
        layout.addWidget(self.code_edit)
        code_row = QHBoxLayout()
        code_row.addStretch(1)
        code_row.addWidget(self.play_code)
        layout.addLayout(code_row)
        layout.addWidget(self.code_error)
        layout.addStretch(1)

    @property
    def custom(self) -> CustomSizeBox:
        """The Custom size box (made now if it was not yet)."""
        if self.built_custom is None:
            box = CustomSizeBox(self._custom_size)
            box.hide()
            for spin in (box.width_box, box.height_box, box.mines_box):
                spin.valueChanged.connect(self.custom_changed)
            box.use_most.clicked.connect(self.use_most_requested)
            layout = self.layout()
            assert isinstance(layout, QVBoxLayout)
            layout.insertWidget(self.custom_index, box)
            # A widget made later joins the end of the Tab chain: put the box's fields
            # right after the level buttons, where they are on screen.
            previous: QWidget = self.chooser.findChildren(QRadioButton)[-1]
            for field in (box.width_box, box.height_box, box.mines_box, box.use_most):
                QWidget.setTabOrder(previous, field)
                previous = field
            self.built_custom = box
        return self.built_custom

    # Tests and the screen reach the box's parts through the panel.
    width_box = property(lambda self: self.custom.width_box)
    height_box = property(lambda self: self.custom.height_box)
    mines_box = property(lambda self: self.custom.mines_box)
    refusal = property(lambda self: self.custom.refusal)
    use_most = property(lambda self: self.custom.use_most)

    def custom_size(self) -> tuple[int, int, int]:
        return self.built_custom.values() if self.built_custom else self._custom_size

    def set_custom_size(self, size: tuple[int, int, int]) -> None:
        self._custom_size = size
        if self.built_custom is not None:
            self.built_custom.set_size(size)

    def custom_box_width(self) -> int:
        """How wide the Custom size box will be (it is made only when Custom is chosen,
        and must not widen the panel then): its widest label and a spin box."""
        if self.built_custom is not None:
            return self.built_custom.sizeHint().width() + 24
        metrics = self.fontMetrics()
        labels = (_("Width"), _("Height"), _("Mines"), _("Custom size"))
        return max(metrics.horizontalAdvance(text) for text in labels) + 140

    def show_custom(self, shown: bool) -> None:
        if shown or self.built_custom is not None:
            self.custom.setVisible(shown)

    def retranslate(self) -> None:
        self.chooser.retranslate()
        if self.built_custom is not None:
            self.built_custom.retranslate()
        self.questions.setText(_("Question marks"))
        self.questions.setToolTip(_("F and right click cycle: flag, question mark, covered."))
        self.questions.setAccessibleDescription(self.questions.toolTip())
        self.code_label.setText(_("Board code"))
        # Named by its label (the buddy) and described by its tooltip: Qt's line edit
        # interface sends an event for each accessible name or description set, even
        # while the screen is being built unseen, and a first open may send 30 at most.
        self.code_edit.setToolTip(texts.code_field_description())
        # The field shows the board's own code; emptied to type one, it prompts without
        # showing some other board's code (issue 32).
        self.code_edit.setPlaceholderText(_("Type a code"))
        self.play_code.setText(_("Play code"))
        self.note.setText(_("Changes apply from the next game."))
