"""Accessible interfaces for our widgets, from one factory: quiet while off screen.

Qt tells screen readers about every change of every widget, on screen or not: building
a game screen names each of its labels and buttons (an event each), and leaving a
screen sends a "showing" event for each widget on it, which is also what the home
screen's cards send when a game opens. Opening a game sent 45 to 95 events, and Orca 43
prunes its queue when it floods: once in ten opens the focused cell went unsaid
(issue 10).

A widget that is not on screen has nothing to say. The interfaces made here report a
hidden widget as not there (``isValid()`` is false while it is not visible), and Qt
drops every event of an invalid interface: building a screen and leaving one are
silent, while showing one still sends its "showing" events and everything on screen
works as before. Covered are the widgets our screens are made of: labels, push
buttons, check boxes and radio buttons, group boxes and plain panels (QWidget, QFrame
and our subclasses of them). Editors, spin boxes, tool buttons, views and lists keep
Qt's own interfaces: their text and value interfaces matter more than their noise, so
screens create the hidden ones only when they are first needed.

Games add interfaces of their own (board grids, the Jogakbo table) with ``register``;
the one factory asks them first, in order, so a generic interface never takes a place
a game's should have.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import shiboken6
from PySide6 import QtGui  # its Qt namespace has mightBeRichText; QtCore's has not
from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import (
    QAccessible,
    QAccessibleActionInterface,
    QAccessibleInterface,
    QKeySequence,
    QTextDocumentFragment,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QAccessibleWidget,
    QCheckBox,
    QFrame,
    QGroupBox,
    QLabel,
    QPushButton,
    QRadioButton,
    QWidget,
)

Factory = Callable[[str, "QObject | None"], "QAccessibleInterface | None"]

_factories: list[Factory] = []
_installed = False

# Interfaces handed to Qt belong to Qt's cache, which deletes them with their widget;
# Python must not free one first, so each is kept here until Qt has deleted it (then
# its wrapper is invalid and is let go on the next sweep).
_KEEP_ALIVE: list[QAccessibleInterface] = []
_sweep_at = 256


def register(factory: Factory) -> None:
    """Let `factory` make interfaces for its own widgets (asked before the generic ones)."""
    install()
    if factory not in _factories:
        _factories.append(factory)


def install() -> None:
    """Once per process, as early as possible: Qt asks factories only for widgets it has
    no interface for yet."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_make_interface)
        _installed = True


def keep_alive(interface: QAccessibleInterface) -> QAccessibleInterface:
    global _sweep_at
    _KEEP_ALIVE.append(interface)
    if len(_KEEP_ALIVE) >= _sweep_at:
        _KEEP_ALIVE[:] = [each for each in _KEEP_ALIVE if shiboken6.isValid(each)]
        _sweep_at = max(256, 2 * len(_KEEP_ALIVE))
    return interface


def _make_interface(class_name: str, obj: QObject | None) -> QAccessibleInterface | None:
    for factory in _factories:
        interface = factory(class_name, obj)
        if interface is not None:
            return interface
    # Not `isWindow()`: a widget made without a parent is a window until a layout
    # adopts it, and Qt asks for its interface as soon as its constructor sets a text.
    if not isinstance(obj, QWidget):
        return None
    quiet = _quiet_interface(obj)
    return keep_alive(quiet) if quiet is not None else None


def _qt_class(widget: QWidget) -> type | None:
    """The Qt class a widget is, for our own subclasses too; None for Qt's private
    subclasses (a combo box's popup frame, a tab bar's close button…), which keep
    Qt's interfaces."""
    kind = type(widget)
    if kind.__module__.startswith("PySide6."):
        return kind if widget.metaObject().className() == kind.__name__ else None
    return next((base for base in kind.__mro__ if base.__module__.startswith("PySide6.")), None)


def _quiet_interface(widget: QWidget) -> QuietWidgetAccessible | None:
    kind = _qt_class(widget)
    if kind in (QPushButton, QCheckBox, QRadioButton, QAbstractButton):
        return QuietButtonAccessible(widget)  # type: ignore[arg-type]
    if kind is QLabel:
        return QuietLabelAccessible(widget)  # type: ignore[arg-type]
    if kind is QGroupBox and not widget.isCheckable():  # type: ignore[attr-defined]
        return QuietGroupAccessible(widget)  # type: ignore[arg-type]
    if kind in (QWidget, QFrame):
        return QuietWidgetAccessible(widget, QAccessible.Role.Client)
    return None


# Korean (like Chinese and Japanese) keeps the English letter in brackets after the
# word, "결과 복사(&R)": the bracket is a hint on screen, and spoken it is a stray
# letter ("결과 복사 알"), so it goes whole, with a space before it.
_BRACKETED_MNEMONIC = re.compile(r"\s*\(&[^&\s]\)")


def strip_mnemonic(text: str) -> str:
    """ "&New game" → "New game", "결과 복사(&R)" → "결과 복사", "퍼즐 입력(&T)…" →
    "퍼즐 입력…"; "&&" stays one "&"."""
    text = _BRACKETED_MNEMONIC.sub("", text)
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


class QuietWidgetAccessible(QAccessibleWidget):
    """A widget's interface that says nothing while the widget is off screen."""

    def isValid(self) -> bool:  # noqa: N802 - Qt API
        widget = self.widget()
        return bool(super().isValid() and widget is not None and widget.isVisible())

    def role(self) -> QAccessible.Role:
        widget = self.widget()
        if widget is not None and widget.isWindow():  # shown on its own, as Qt would say
            return QAccessible.Role.Window
        return super().role()


class QuietLabelAccessible(QuietWidgetAccessible):
    def __init__(self, label: QLabel) -> None:
        super().__init__(label, QAccessible.Role.StaticText)

    def role(self) -> QAccessible.Role:
        label = self.widget()
        if isinstance(label, QLabel) and not label.pixmap().isNull():
            return QAccessible.Role.Graphic
        return super().role()

    def text(self, kind: QAccessible.Text) -> str:
        label = self.widget()
        if kind == QAccessible.Text.Name and isinstance(label, QLabel):
            if label.accessibleName():
                return label.accessibleName()
            text = label.text()
            rich = label.textFormat() == Qt.TextFormat.RichText or (
                label.textFormat() == Qt.TextFormat.AutoText and QtGui.Qt.mightBeRichText(text)
            )
            if rich:
                text = QTextDocumentFragment.fromHtml(text).toPlainText()
            return strip_mnemonic(text)
        return super().text(kind)


class QuietGroupAccessible(QuietWidgetAccessible):
    def __init__(self, group: QGroupBox) -> None:
        super().__init__(group, QAccessible.Role.Grouping)

    def text(self, kind: QAccessible.Text) -> str:
        group = self.widget()
        if kind == QAccessible.Text.Name and isinstance(group, QGroupBox):
            return group.accessibleName() or strip_mnemonic(group.title())
        return super().text(kind)


class QuietButtonAccessible(QuietWidgetAccessible):
    """Push buttons, check boxes, radio buttons and our card buttons, as Qt presents
    them (role, checked and pressed states, Press or Toggle action, mnemonic)."""

    def __init__(self, button: QAbstractButton) -> None:
        super().__init__(button, QAccessible.Role.Button)

    def _button(self) -> QAbstractButton | None:
        button = self.widget()
        return button if isinstance(button, QAbstractButton) else None

    def _has_menu(self) -> bool:
        """A menu set on the button, or one it opens itself (`popup_menu` property: the
        header's main-menu button places its menu as GNOME's primary menu sits)."""
        button = self._button()
        if not isinstance(button, QPushButton):
            return False
        return button.menu() is not None or bool(button.property("popup_menu"))

    def role(self) -> QAccessible.Role:
        button = self._button()
        if button is None:
            return QAccessible.Role.Button
        if self._has_menu():
            return QAccessible.Role.ButtonMenu
        if button.isCheckable():
            exclusive = button.autoExclusive()
            return QAccessible.Role.RadioButton if exclusive else QAccessible.Role.CheckBox
        return QAccessible.Role.Button

    def text(self, kind: QAccessible.Text) -> str:
        button = self._button()
        if button is not None:
            if kind == QAccessible.Text.Name:
                return button.accessibleName() or strip_mnemonic(button.text())
            if kind == QAccessible.Text.Accelerator:
                mnemonic = QKeySequence.mnemonic(button.text())
                return mnemonic.toString(QKeySequence.SequenceFormat.NativeText)
        return super().text(kind)

    def state(self) -> QAccessible.State:
        state = super().state()
        button = self._button()
        if button is None:
            return state
        state.checkable = button.isCheckable()
        state.checked = button.isChecked()
        if isinstance(button, QCheckBox):
            state.checkStateMixed = button.checkState() == Qt.CheckState.PartiallyChecked
        state.pressed = button.isDown()
        if isinstance(button, QPushButton):
            state.defaultButton = button.isDefault()
            state.hasPopup = self._has_menu()
        return state

    def _main_action(self) -> str:
        if self._has_menu():
            return QAccessibleActionInterface.showMenuAction()
        button = self._button()
        if button is not None and button.isCheckable():
            return QAccessibleActionInterface.toggleAction()
        return QAccessibleActionInterface.pressAction()

    def actionNames(self) -> list[str]:  # noqa: N802 - Qt API
        button = self._button()
        names = [self._main_action()] if button is not None and button.isEnabled() else []
        return names + list(super().actionNames())

    def doAction(self, name: str) -> None:  # noqa: N802 - Qt API
        button = self._button()
        if button is None or not button.isEnabled():
            return
        if name == QAccessibleActionInterface.showMenuAction() and isinstance(button, QPushButton):
            if button.menu() is not None:
                button.showMenu()
            else:
                button.click()  # a button that opens its menu itself
        elif name == QAccessibleActionInterface.pressAction():
            button.animateClick()
        elif name == QAccessibleActionInterface.toggleAction():
            button.click()  # as a click: the game hears clicked and toggled, as from the mouse
        else:
            super().doAction(name)

    def keyBindingsForAction(self, name: str) -> list[str]:  # noqa: N802 - Qt API
        button = self._button()
        if button is not None and name == self._main_action() and not button.shortcut().isEmpty():
            return [button.shortcut().toString()]
        return []
