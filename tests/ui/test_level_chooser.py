"""The shared level chooser as a keyboard and screen-reader user meets it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton, QRadioButton, QVBoxLayout, QWidget

from puzzlesuite.ui.level_chooser import LevelChooser

LEVELS = [("easy", lambda: "Easy"), ("medium", lambda: "Medium"), ("hard", lambda: "Hard")]


def make(qtbot):  # type: ignore[no-untyped-def]
    host = QWidget()
    before, after = QPushButton("before"), QPushButton("after")
    chooser = LevelChooser()
    chooser.set_levels(lambda: "Level", LEVELS, {"hard": lambda: "Needs X-Wing."})
    layout = QVBoxLayout(host)
    for widget in (before, chooser, after):
        layout.addWidget(widget)
    qtbot.addWidget(host)
    host.show()
    host.activateWindow()
    qtbot.waitUntil(host.isActiveWindow, timeout=2000)
    return host, before, chooser, after


def buttons(chooser: LevelChooser) -> list[QRadioButton]:
    return chooser.findChildren(QRadioButton)


def test_titles_labels_and_first_level_chosen(qtbot) -> None:  # type: ignore[no-untyped-def]
    _host, _before, chooser, _after = make(qtbot)
    assert chooser.title() == "Level"
    assert [b.text() for b in buttons(chooser)] == ["Easy", "Medium", "Hard"]
    assert chooser.level() == "easy"
    assert buttons(chooser)[2].accessibleDescription() == "Needs X-Wing."


def test_tab_enters_at_the_chosen_level_and_arrows_choose(qtbot) -> None:  # type: ignore[no-untyped-def]
    _host, before, chooser, after = make(qtbot)
    chooser.set_level("medium")
    chosen: list[str] = []
    chooser.level_chosen.connect(chosen.append)
    before.setFocus()
    qtbot.keyClick(before, Qt.Key.Key_Tab)
    medium = buttons(chooser)[1]
    assert medium.hasFocus()
    qtbot.keyClick(medium, Qt.Key.Key_Down)
    assert chooser.level() == "hard" and chosen == ["hard"]
    qtbot.keyClick(buttons(chooser)[2], Qt.Key.Key_Tab)
    assert after.hasFocus()  # one Tab stop for the whole group


def test_set_level_restores_without_announcing_a_choice(qtbot) -> None:  # type: ignore[no-untyped-def]
    _host, _before, chooser, _after = make(qtbot)
    chosen: list[str] = []
    chooser.level_chosen.connect(chosen.append)
    chooser.set_level("hard")
    chooser.set_level("no-such-level")
    assert chooser.level() == "hard" and chosen == []
