"""The controls of the visual system, driven as a player would and looked at: segmented
radio groups, switches, button kinds, disabled controls in place, the focus ring."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAccessible, QColor, QImage
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QPushButton,
    QRadioButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from puzzlesuite.ui import segmented, style, theme
from puzzlesuite.ui.level_chooser import LevelChooser


def _colours(image: QImage) -> set[int]:
    return {image.pixel(x, y) for x in range(image.width()) for y in range(image.height())}


def _count(widget: QWidget, colour: QColor) -> int:
    image = widget.grab().toImage()
    return sum(
        image.pixel(x, y) == colour.rgb()
        for x in range(image.width())
        for y in range(image.height())
    )


def _shows(widget: QWidget, colour: QColor) -> bool:
    return colour.rgb() in _colours(widget.grab().toImage())


@pytest.fixture(params=["light", "dark", "contrast"])
def themed(request: Any, ctx: Any) -> Any:
    ctx.settings.update(theme=request.param)
    ctx.apply_theme()
    assert style.installed()
    yield ctx.tokens
    ctx.settings.update(theme="light")
    ctx.apply_theme()


def _chooser(qtbot: Any) -> tuple[QWidget, LevelChooser, QPushButton, QPushButton]:
    holder = QWidget()
    qtbot.addWidget(holder)
    column = QVBoxLayout(holder)
    before, after = QPushButton("Before"), QPushButton("After")
    chooser = LevelChooser()
    chooser.set_levels(
        lambda: "Level",
        [("easy", lambda: "Easy"), ("medium", lambda: "Medium"), ("hard", lambda: "Hard")],
    )
    for widget in (before, chooser, after):
        column.addWidget(widget)
    holder.show()
    qtbot.waitExposed(holder)
    return holder, chooser, before, after


def test_a_level_chooser_is_one_segmented_control_with_the_radio_keys(
    qtbot: Any, themed: Any
) -> None:
    holder, chooser, before, after = _chooser(qtbot)
    buttons = chooser._buttons
    # Joined: no gap between the segments, each drawn as its place in the bar.
    tops = [button.geometry().top() for button in buttons.values()]
    bottoms = [button.geometry().bottom() for button in buttons.values()]
    assert [top - 1 for top in tops[1:]] == bottoms[:-1]
    assert [b.property(segmented.SEGMENT) for b in buttons.values()] == ["first", "middle", "last"]
    # Still radio buttons to a screen reader.
    face = QAccessible.queryAccessibleInterface(buttons["easy"])
    assert face is not None and face.role() == QAccessible.Role.RadioButton
    # The chosen one is filled with the accent, the others are not.
    assert _shows(buttons["easy"], themed.accent_fill)
    assert not _shows(buttons["medium"], themed.accent_fill)
    # One Tab stop, at the chosen level; the arrows move the choice.
    chosen: list[str] = []
    chooser.level_chosen.connect(chosen.append)
    holder.activateWindow()
    qtbot.waitUntil(holder.isActiveWindow)
    before.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(before, Qt.Key.Key_Tab)
    assert buttons["easy"].hasFocus()
    qtbot.keyClick(buttons["easy"], Qt.Key.Key_Down)
    assert buttons["medium"].hasFocus() and buttons["medium"].isChecked()
    assert chosen == ["medium"]
    qtbot.keyClick(buttons["medium"], Qt.Key.Key_Tab)
    assert after.hasFocus()
    qtbot.keyClick(after, Qt.Key.Key_Backtab)
    assert buttons["medium"].hasFocus()  # back in at the chosen one, not the first
    # Its focus ring, inside the filled segment in the segment's text colour.
    ringed = _count(buttons["medium"], themed.on_accent)
    qtbot.keyClick(buttons["medium"], Qt.Key.Key_Tab)
    assert _count(buttons["medium"], themed.on_accent) < ringed


def test_a_check_box_is_a_switch_whose_knob_moves(qtbot: Any, themed: Any) -> None:
    box = QCheckBox("Notes mode")
    qtbot.addWidget(box)
    box.show()
    qtbot.waitExposed(box)
    face = QAccessible.queryAccessibleInterface(box)
    assert face is not None and face.role() == QAccessible.Role.CheckBox
    # The indicator is a switch, wider than it is tall.
    track = box.style().pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth, None, box)
    assert track == style.SWITCH_SIZE.width() > style.SWITCH_SIZE.height()

    def knob_side() -> str:
        image = box.grab().toImage()
        middle = style.SWITCH_SIZE.height() // 2
        knob = themed.on_accent if box.isChecked() else themed.control_border
        xs = [x for x in range(style.SWITCH_SIZE.width()) if QColor(image.pixel(x, middle)) == knob]
        assert xs, "no knob drawn"
        return "left" if sum(xs) / len(xs) < style.SWITCH_SIZE.width() / 2 else "right"

    assert knob_side() == "left" and not _shows(box, themed.accent_fill)
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Space)
    assert box.isChecked()
    assert knob_side() == "right" and _shows(box, themed.accent_fill)


def test_button_kinds_and_disabled_controls_in_place(qtbot: Any, themed: Any) -> None:
    holder = QWidget()
    qtbot.addWidget(holder)
    row = QVBoxLayout(holder)
    primary, secondary = QPushButton("Play again", holder), QPushButton("Statistics", holder)
    theme.set_kind(primary, "primary")
    box = QCheckBox("Remove notes", holder)
    for widget in (primary, secondary, box):
        row.addWidget(widget)
    holder.show()
    qtbot.waitExposed(holder)
    assert _shows(primary, themed.accent_fill) and not _shows(secondary, themed.accent_fill)
    assert _shows(secondary, themed.button)
    places = [w.geometry() for w in (primary, secondary, box)]
    for widget in (primary, secondary, box):
        widget.setEnabled(False)
    qtbot.wait(10)
    assert [w.geometry() for w in (primary, secondary, box)] == places
    assert _shows(secondary, themed.text_disabled) or themed.contrast  # HC: antialiased text
    assert not _shows(primary, themed.accent_fill)  # a disabled primary is not inviting


def test_the_reversi_choices_are_segmented(qtbot: Any, ctx: Any) -> None:
    from puzzlesuite.games.reversi.screen import OpponentPanel

    panel = OpponentPanel()
    qtbot.addWidget(panel)
    for group, buttons in (
        (panel.level_group, list(panel.level_buttons.values())),
        (panel.colour_group, list(panel.colour_buttons.values())),
    ):
        positions = [button.property(segmented.SEGMENT) for button in buttons]
        assert positions[0] == "first" and positions[-1] == "last"
        assert isinstance(group, QButtonGroup) and all(isinstance(b, QRadioButton) for b in buttons)


def test_a_group_without_a_choice_still_has_its_tab_stop(qtbot: Any, ctx: Any) -> None:
    group = QButtonGroup()
    buttons = [QRadioButton(text) for text in ("One", "Two")]
    for button in buttons:
        group.addButton(button)
    segmented.segmented(group, buttons)
    assert buttons[0].focusPolicy() == Qt.FocusPolicy.StrongFocus
    assert buttons[1].focusPolicy() == Qt.FocusPolicy.ClickFocus
    buttons[1].setChecked(True)
    assert buttons[1].focusPolicy() == Qt.FocusPolicy.StrongFocus
    assert buttons[0].focusPolicy() == Qt.FocusPolicy.ClickFocus
    # A click anywhere on a segment chooses it (the whole segment is its target).
    holder = QWidget()
    qtbot.addWidget(holder)
    holder.setLayout(QVBoxLayout())
    for button in buttons:
        holder.layout().addWidget(button)
    holder.show()
    qtbot.waitExposed(holder)
    qtbot.mouseClick(buttons[0], Qt.MouseButton.LeftButton, pos=QPoint(buttons[0].width() - 3, 3))
    assert buttons[0].isChecked()
