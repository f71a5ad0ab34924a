"""Screen-reader view of the Jogakbo table: a list whose children are groups and tiles.

QGraphicsScene items are invisible to screen readers, so the view gets its own
accessible interface (installed through a factory) with one child per focusable item:
"Group 3: run, blue 4 to 7, valid", "Blue 7, in hand". The keyboard cursor is the
focused child; the last outcome of an action is that child's description, because
Orca 43 speaks focus moves and descriptions but not announcements or name changes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QObject, QPoint, QRect
from PySide6.QtGui import (
    QAccessible,
    QAccessibleActionInterface,
    QAccessibleEvent,
    QAccessibleInterface,
    QWindow,
)

from puzzlesuite.ui import accessible as ui_accessible
from puzzlesuite.ui.accessible import QuietWidgetAccessible

if TYPE_CHECKING:
    from .view import FocusKey, JogakboView


class TableItemAccessible(QAccessibleInterface, QAccessibleActionInterface):
    """One group or tile of the table, with the actions a screen reader offers: Press
    (what Space or Enter does on it) and SetFocus."""

    def __init__(self, view: JogakboView, key: FocusKey) -> None:
        QAccessibleInterface.__init__(self)
        QAccessibleActionInterface.__init__(self)
        self._view = view
        self.key = key

    def _alive(self) -> bool:
        return shiboken6.isValid(self._view)

    def interface_cast(self, kind: QAccessible.InterfaceType) -> shiboken6.VoidPtr:  # type: ignore[override]
        # Must return a VoidPtr, never None (None here corrupts None's refcount and
        # crashes under AT-SPI). The action interface is this object's second C++ base:
        # shiboken gives one pointer per wrapped base class, in the order declared.
        if kind == QAccessible.InterfaceType.ActionInterface:
            return shiboken6.VoidPtr(shiboken6.getCppPointer(self)[1])
        return shiboken6.VoidPtr(0)

    def actionNames(self) -> list[str]:  # noqa: N802 - Qt API
        if not self.isValid():
            return []
        return [
            QAccessibleActionInterface.pressAction(),
            QAccessibleActionInterface.setFocusAction(),
        ]

    def doAction(self, name: str) -> None:  # noqa: N802 - Qt API
        if not self.isValid():
            return
        view = self._view
        if name == QAccessibleActionInterface.setFocusAction():
            view.setFocus()
            view.set_cursor(self.key)
        elif name == QAccessibleActionInterface.pressAction():
            view.set_cursor(self.key)
            view.activate_cursor()

    def keyBindingsForAction(self, name: str) -> list[str]:  # noqa: N802 - Qt API
        return ["Space"] if name == QAccessibleActionInterface.pressAction() else []

    def isValid(self) -> bool:  # noqa: N802 - Qt API
        return self._alive() and self.key in self._view.focus_order()

    def object(self) -> QObject | None:  # type: ignore[override]
        return None

    def window(self) -> QWindow | None:  # type: ignore[override]
        if not self._alive():
            return None
        return self._view.window().windowHandle()

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return QAccessible.queryAccessibleInterface(self._view) if self._alive() else None

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def childCount(self) -> int:  # noqa: N802 - Qt API
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802 - Qt API
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802
        return None

    def text(self, kind: QAccessible.Text) -> str:
        if not self.isValid():
            return ""
        if kind == QAccessible.Text.Name:
            return self._view.item_name(self.key)
        if kind == QAccessible.Text.Description:
            return self._view.outcome if self._view.focus_key == self.key else ""
        return ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:  # noqa: N802 - Qt API
        pass

    def rect(self) -> QRect:
        if not self.isValid():
            return QRect()
        return self._view.global_rect_of(self.key)

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.ListItem

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        if not self.isValid():
            state.invalid = True
            return state
        state.focusable = True
        state.selectable = self.key[0] == "tile"
        state.selected = self.key == ("tile", self._view.state.picked)
        state.focused = self._view.focus_key == self.key and self._view.hasFocus()
        return state


class TableAccessible(QuietWidgetAccessible):
    """The view itself: a list of groups and tiles, in keyboard order."""

    def __init__(self, view: JogakboView) -> None:
        super().__init__(view, QAccessible.Role.List)
        self._view = view
        self._items: dict[object, TableItemAccessible] = {}

    def item(self, key: FocusKey) -> TableItemAccessible:
        found = self._items.get(key)
        if found is None:
            found = TableItemAccessible(self._view, key)
            self._items[key] = found
            ui_accessible.keep_alive(found)  # Qt's cache may hold it longer than we do
        return found

    def childCount(self) -> int:  # noqa: N802 - Qt API
        return len(self._view.focus_order())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        order = self._view.focus_order()
        return self.item(order[index]) if 0 <= index < len(order) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802 - Qt API
        if isinstance(child, TableItemAccessible):
            order = self._view.focus_order()
            return order.index(child.key) if child.key in order else -1
        return -1

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802
        cursor = self._view.focus_key
        if cursor is None or not self._view.hasFocus():
            return None
        return self.item(cursor)

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802
        key = self._view.key_at_global(QPoint(x, y))
        return self.item(key) if key is not None else None


def accessible_factory(class_name: str, obj: QObject | None) -> QAccessibleInterface | None:
    from .view import JogakboView

    if isinstance(obj, JogakboView):
        return ui_accessible.keep_alive(TableAccessible(obj))
    return None


def install() -> None:
    ui_accessible.register(accessible_factory)


def notify_item(view: JogakboView, event_type: QAccessible.Event) -> None:
    """Tell screen readers about the cursor item (focus move, name or description)."""
    if view.focus_key is None or not QAccessible.isActive():
        return
    order = view.focus_order()
    if view.focus_key not in order:
        return
    event = QAccessibleEvent(view, event_type)
    event.setChild(order.index(view.focus_key))
    QAccessible.updateAccessibility(event)
