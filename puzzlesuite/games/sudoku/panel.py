"""Sudoku's side panel: the level chooser, the number pad, the notes switch, the notes
setting and the puzzle code field. Widgets only: the screen connects them to the game.

The number pad is one painted widget (`view.NumberPad`) reached by the keyboard and
screen readers through a `BoardGrid`: one Tab stop, arrows between keys, each key a
named push button saying how many of its digit are left to place.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRect, Qt, Signal
from PySide6.QtGui import QAccessible, QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QPushButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from puzzlesuite.services.i18n import _
from puzzlesuite.ui.board_grid import BoardGrid
from puzzlesuite.ui.level_chooser import LevelChooser
from puzzlesuite.ui.steady import fit_code_field
from puzzlesuite.ui.touch import TouchGestures

from . import texts
from .techniques import LEVELS, Level
from .view import CLEAR, PAD_COLS, PAD_ROWS, NumberPad, pad_value

# The widest puzzle code the field must show whole (codes of entered puzzles: 50).
LONGEST_CODE = "0" * 50

_SIDEWAYS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End)


def _label_of(level: Level) -> Callable[[], str]:
    return lambda: texts.level_name(level)


def _description_of(level: Level) -> Callable[[], str]:
    return lambda: _(texts.LEVEL_DESCRIPTIONS[level])


class SidePanel(QWidget):
    """Level chooser, number pad, notes switch, settings and the puzzle code."""

    # A pad key clicked, or Enter / Space / Press on the pad's cursor key: 1–9, 0 for Clear.
    pad_pressed = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.levels = LevelChooser()
        self.levels.setObjectName("sudoku-levels")
        self.levels.set_levels(
            lambda: _("Level"),
            [(level.value, _label_of(level)) for level in LEVELS],
            {level.value: _description_of(level) for level in LEVELS},
        )
        self.number_pad = NumberPad()
        # Brief speech (Settings → Screen-reader speech): the screen, which has the
        # settings, tells; the pad's keys are named content first then.
        self.brief_speech: Callable[[], bool] = lambda: False
        self.pad_grid = self._pad_grid(self.number_pad)
        self.notes_switch = QCheckBox()
        self.notes_switch.setObjectName("sudoku-notes-mode")
        self.fill_button = QPushButton()
        self.fill_button.setObjectName("sudoku-fill-notes")
        self.fill_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.auto_remove = QCheckBox()
        self.auto_remove.setObjectName("sudoku-auto-remove")
        self.code_label = QLabel()
        self.code_edit = QLineEdit()
        self.code_edit.setObjectName("sudoku-code-edit")
        self.code_label.setBuddy(self.code_edit)
        self.code_button = QPushButton()
        self.code_button.setObjectName("sudoku-code-play")
        # The field on a line of its own, as wide as the longest code (entered puzzles'
        # codes run to 50 characters), under its label and the button.
        fit_code_field(self.code_edit, LONGEST_CODE, scale=0.85)
        code_row = QHBoxLayout()
        code_row.addWidget(self.code_label)
        code_row.addStretch(1)
        code_row.addWidget(self.code_button)

        layout = QVBoxLayout(self)
        # The screen's margins are around the panel already; its own top and bottom
        # ones would cost the height the window's header takes (800×600 less a frame).
        # (The style's margin of a child widget: made without a parent, the panel is a
        # window yet, whose wider margins it would keep.)
        side = self.style().pixelMetric(QStyle.PixelMetric.PM_LayoutLeftMargin)
        layout.setContentsMargins(side, 0, side, 0)
        layout.addWidget(self.levels)
        layout.addWidget(self.number_pad)
        layout.addWidget(self.notes_switch)
        layout.addWidget(self.fill_button)
        layout.addWidget(self.auto_remove)
        layout.addSpacing(4)
        layout.addLayout(code_row)
        layout.addWidget(self.code_edit)
        layout.addStretch(1)

    def add_level_area_row(self, row: QLayout) -> None:
        """Put `row` in the level area, beside the levels (own puzzles' buttons): the
        panel is wider than the level list, and no taller, so the screen fits 800×600."""
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        index = layout.indexOf(self.levels)
        layout.removeWidget(self.levels)
        beside = QHBoxLayout()
        beside.addWidget(self.levels, stretch=1)
        row.setAlignment(Qt.AlignmentFlag.AlignBottom)
        beside.addLayout(row)
        layout.insertLayout(index, beside)

    def retranslate(self) -> None:
        self.levels.retranslate()
        self.number_pad.set_clear_text(_("Clear"))
        self.pad_grid.refresh()
        self.notes_switch.setText(_("Notes mode (N)"))
        self.fill_button.setText(_("Fill all notes"))
        self.auto_remove.setText(_("Remove notes when placing a digit"))
        # The field is named by this label, its buddy: a name set on the field itself
        # would be one more event at every first open (line edits keep Qt's own,
        # always-valid accessible interface).
        self.code_label.setText(_("Puzzle code"))
        # A neutral prompt, never a code: an example code in the empty field read as the
        # code of the puzzle on the board (issue 32).
        self.code_edit.setPlaceholderText(_("Type a code"))
        # Named by its label (the buddy) and described by its tooltip: Qt's line edit
        # interface sends an event for each accessible name or description set, even
        # while the screen is being built unseen, and a first open may send 30 at most.
        self.code_edit.setToolTip(texts.code_field_description())
        self.code_button.setText(_("Play code"))

    # ---- the number pad ------------------------------------------------------------------

    def _pad_grid(self, pad: NumberPad) -> BoardGrid:
        """The pad's keys for the keyboard and screen readers: one Tab stop (created right
        after the pad, so it sits there in the Tab chain), arrows between keys, Enter or
        Space presses the key, each key a named push button."""
        grid = BoardGrid(
            pad,
            PAD_ROWS,
            PAD_COLS,
            cell_rect=pad.cell_rect,
            cell_name=lambda row, col: _pad_key_name(
                pad_value(row, col), pad.remaining, self.brief_speech()
            ),
            board_name=lambda: _("Number pad"),
            cell_role=QAccessible.Role.Button,
        )
        grid.draw_focus_ring = False  # the pad rings its keys itself (rounded, like them)
        grid.key_handler = self._pad_key
        grid.focus_changed.connect(self._pad_focus_changed)
        grid.cursor_moved.connect(self._pad_cursor_moved)
        grid.activated.connect(lambda row, col: self.pad_pressed.emit(pad_value(row, col)))
        pad.key_clicked.connect(self.pad_pressed)
        # A finger: a key acts when the finger lifts on it (as a click does), a key
        # pressed shows pressed, and two fingers never write (ui/touch.py).
        self.pad_touch = TouchGestures(pad, target_at=lambda pos: pad.key_at(pos.x(), pos.y()))
        self.pad_touch.pressed.connect(
            lambda pos: pad.show_touched(None if pos is None else pad.key_at(pos.x(), pos.y()))
        )
        self.pad_touch.tapped.connect(self._pad_tapped)
        return grid

    def _pad_tapped(self, position: QPointF) -> None:
        value = self.number_pad.key_at(position.x(), position.y())
        if value is not None:
            self.pad_pressed.emit(value)

    def key_rect(self, value: int) -> QRect:
        """A pad key's rectangle in the pad's coordinates: 1–9, or 0 for Clear."""
        return self.number_pad.key_rect(value)

    def _pad_key(self, event: QKeyEvent) -> bool:
        """Clear spans the last row: moving sideways on it would only say "Clear" again,
        so those keys do nothing there."""
        on_clear_row = self.pad_grid.cursor[0] == PAD_ROWS - 1
        plain = (
            event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
            == Qt.KeyboardModifier.NoModifier
        )
        return on_clear_row and plain and Qt.Key(event.key()) in _SIDEWAYS

    def _pad_focus_changed(self, focused: bool) -> None:
        self.number_pad.show_focus(pad_value(*self.pad_grid.cursor) if focused else None)

    def _pad_cursor_moved(self, row: int, col: int) -> None:
        if self.number_pad.focus_key is not None:
            self.number_pad.show_focus(pad_value(row, col))


def _pad_key_name(value: int, remaining: dict[int, int], brief: bool) -> str:
    """What a pad key is called: "Clear", or its digit with how many are left to place."""
    if value == CLEAR:
        return _("Clear")
    return texts.pad_key_name(value, remaining.get(value), brief)
