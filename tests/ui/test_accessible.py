"""The one accessibility factory: our widgets are quiet while off screen, and otherwise
present themselves as Qt's own interfaces would (role, name, states, actions)."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QAccessible, QAccessibleActionInterface
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from puzzlesuite.ui import accessible
from puzzlesuite.ui.board_grid import BoardGrid

PRESS = QAccessibleActionInterface.pressAction()
TOGGLE = QAccessibleActionInterface.toggleAction()


def interface_of(widget: QWidget) -> Any:
    accessible.install()
    return QAccessible.queryAccessibleInterface(widget)


def panel_with(qtbot: Any, *widgets: QWidget) -> QWidget:
    panel = QWidget()
    qtbot.addWidget(panel)
    layout = QVBoxLayout(panel)
    for widget in widgets:
        layout.addWidget(widget)
    return panel


def test_a_hidden_widget_says_nothing_and_a_shown_one_is_there(qtbot: Any) -> None:
    accessible.install()
    button = QPushButton("&New game")  # made before it has a parent: a window for now
    panel = panel_with(qtbot, button)
    interface = interface_of(button)
    assert isinstance(interface, accessible.QuietButtonAccessible)
    assert not interface.isValid()  # Qt drops every event of an invalid interface
    panel.show()
    qtbot.waitExposed(panel)
    assert interface.isValid()
    panel.hide()
    assert not interface.isValid()


def test_buttons_have_the_role_name_states_and_action_qt_gives_them(qtbot: Any) -> None:
    push, check, radio = QPushButton("&New game"), QCheckBox("Question marks"), QRadioButton("Easy")
    panel = panel_with(qtbot, push, check, radio)
    panel.show()
    qtbot.waitExposed(panel)
    push_face, check_face, radio_face = (interface_of(w) for w in (push, check, radio))

    assert push_face.role() == QAccessible.Role.Button
    assert push_face.text(QAccessible.Text.Name) == "New game"
    assert push_face.text(QAccessible.Text.Accelerator)  # Alt+N, in the platform's words
    assert push_face.actionNames()[0] == PRESS
    with qtbot.waitSignal(push.clicked, timeout=2000):
        push_face.doAction(PRESS)

    assert check_face.role() == QAccessible.Role.CheckBox
    assert check_face.state().checkable and not check_face.state().checked
    check_face.doAction(TOGGLE)
    assert check.isChecked() and check_face.state().checked

    assert radio_face.role() == QAccessible.Role.RadioButton
    assert radio_face.actionNames()[0] == TOGGLE

    push.setEnabled(False)
    assert PRESS not in push_face.actionNames()
    assert push_face.state().disabled


def test_labels_and_groups_are_named_by_their_text(qtbot: Any) -> None:
    plain, rich = QLabel("Mines left: 10"), QLabel("<b>Board code</b>: M-9x9x10-1")
    group = QGroupBox("&Level")
    panel = panel_with(qtbot, plain, rich, group)
    panel.show()
    qtbot.waitExposed(panel)
    assert interface_of(plain).role() == QAccessible.Role.StaticText
    assert interface_of(plain).text(QAccessible.Text.Name) == "Mines left: 10"
    plain.setText("Mines left: 9")
    assert interface_of(plain).text(QAccessible.Text.Name) == "Mines left: 9"
    assert interface_of(rich).text(QAccessible.Text.Name) == "Board code: M-9x9x10-1"
    assert interface_of(group).role() == QAccessible.Role.Grouping
    assert interface_of(group).text(QAccessible.Text.Name) == "Level"
    plain.setAccessibleName("Ten mines left")
    assert interface_of(plain).text(QAccessible.Text.Name) == "Ten mines left"


def test_editors_and_qt_private_widgets_keep_qt_interfaces(qtbot: Any) -> None:
    edit, combo = QLineEdit(), QComboBox()
    combo.addItems(["a", "b"])
    panel = panel_with(qtbot, edit, combo)  # noqa: F841 - keeps the widgets alive
    assert not isinstance(interface_of(edit), accessible.QuietWidgetAccessible)
    assert interface_of(edit).textInterface() is not None
    popup = combo.view().parentWidget()  # a private Qt frame
    assert popup is not None
    assert not isinstance(interface_of(popup), accessible.QuietWidgetAccessible)


def test_a_game_factory_is_asked_before_the_generic_one(qtbot: Any) -> None:
    view = QWidget()
    panel = panel_with(qtbot, view)
    view.resize(80, 80)
    BoardGrid(
        view,
        2,
        2,
        cell_rect=lambda r, c: view.rect().adjusted(0, 0, -40, -40).translated(40 * c, 40 * r),
        cell_name=lambda r, c: f"Row {r + 1}, column {c + 1}",
        board_name="Test board",
    )
    panel.show()
    qtbot.waitExposed(panel)
    board = interface_of(view)
    assert board.text(QAccessible.Text.Name) == "Test board"
    assert board.role() == QAccessible.Role.Grouping


def test_plain_panels_are_quiet_too_and_a_window_says_so(qtbot: Any) -> None:
    inner = QWidget()
    panel = panel_with(qtbot, inner)
    assert isinstance(interface_of(inner), accessible.QuietWidgetAccessible)
    assert interface_of(inner).role() == QAccessible.Role.Client
    assert interface_of(panel).role() == QAccessible.Role.Window  # shown on its own


def test_mnemonics_are_stripped_and_double_ampersands_kept() -> None:
    assert accessible.strip_mnemonic("&Rock && roll") == "Rock & roll"


def test_a_korean_bracketed_mnemonic_is_not_spoken() -> None:
    # Korean keeps the English letter in brackets: heard, "(R)" is a stray "알".
    assert accessible.strip_mnemonic("결과 복사(&R)") == "결과 복사"
    assert accessible.strip_mnemonic("퍼즐 입력(&T)…") == "퍼즐 입력…"
    assert accessible.strip_mnemonic("새 게임 (&N)") == "새 게임"
    assert accessible.strip_mnemonic("Rock && roll (&&)") == "Rock & roll (&)"


def test_a_korean_button_is_named_without_its_bracket_but_keeps_its_key(qtbot: Any) -> None:
    button = QPushButton("결과 복사(&R)")
    panel = panel_with(qtbot, button)
    panel.show()
    qtbot.waitExposed(panel)
    named = interface_of(button)
    assert named.text(QAccessible.Text.Name) == "결과 복사"
    assert named.text(QAccessible.Text.Accelerator).endswith("R")
