"""Screen-reader view of the Jogakbo table: a list whose children are groups and tiles.

QGraphicsScene items are invisible to screen readers, so the view gets its own
accessible interface (installed through a factory) with one child per focusable item:
"Group 3: run, blue 4 to 7, valid", "Blue 7, in hand". The keyboard cursor is the
focused child; the last outcome of an action is that child's description, because
Orca 43 speaks focus moves and descriptions but not announcements or name changes.

The interface reads the table through `TableSource`, which the view satisfies; the
screen installs it for its view class (`install(JogakboView)`) before the view exists,
so Qt asks the factory for it, and tells screen readers about the cursor item
(`notify_item`) when the view says it moved. Neither view.py nor this module imports
the other.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any, Generic, Protocol, TypeVar, cast

import shiboken6
from PySide6.QtCore import QObject, QPoint, QRect
from PySide6.QtGui import (
    QAccessible,
    QAccessibleActionInterface,
    QAccessibleEvent,
    QAccessibleInterface,
    QWindow,
)
from PySide6.QtWidgets import QWidget

from puzzlesuite.ui import accessible as ui_accessible
from puzzlesuite.ui.accessible import QuietWidgetAccessible

Key = TypeVar("Key", bound=Hashable)


class TableSource(Protocol[Key]):
    """What the accessible table reads of the view: its items in keyboard order (a key
    each), their names, the cursor and its outcome, where each item is drawn."""

    focus_key: Key | None  # the keyboard cursor
    outcome: str  # the last result of an action: the cursor item's description

    def focus_order(self) -> list[Key]: ...

    def item_name(self, key: Key | None) -> str: ...

    def is_tile(self, key: Key) -> bool:
        """A tile (selectable) rather than a group."""
        ...

    def is_picked(self, key: Key) -> bool: ...

    def global_rect_of(self, key: Key) -> QRect: ...

    def key_at_global(self, point: QPoint) -> Key | None: ...

    def set_cursor(self, key: Key | None) -> None: ...

    def activate_cursor(self) -> None:
        """What Space or Enter does on the cursor item: pick or place."""
        ...


class TableItemAccessible(QAccessibleInterface, QAccessibleActionInterface, Generic[Key]):
    """One group or tile of the table, with the actions a screen reader offers: Press
    (what Space or Enter does on it) and SetFocus."""

    def __init__(self, widget: QWidget, view: TableSource[Key], key: Key) -> None:
        QAccessibleInterface.__init__(self)
        QAccessibleActionInterface.__init__(self)
        self._widget = widget  # the view as a widget
        self._view = view  # … and as the table it shows
        self.key = key

    def _alive(self) -> bool:
        return shiboken6.isValid(self._widget)

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
            self._widget.setFocus()
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
        return self._widget.window().windowHandle()

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return QAccessible.queryAccessibleInterface(self._widget) if self._alive() else None

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
        state.selectable = self._view.is_tile(self.key)
        state.selected = self._view.is_picked(self.key)
        state.focused = self._view.focus_key == self.key and self._widget.hasFocus()
        return state


class TableAccessible(QuietWidgetAccessible, Generic[Key]):
    """The view itself: a list of groups and tiles, in keyboard order."""

    def __init__(self, widget: QWidget, view: TableSource[Key]) -> None:
        super().__init__(widget, QAccessible.Role.List)
        self._widget = widget
        self._view = view
        self._items: dict[Key, TableItemAccessible[Key]] = {}

    def item(self, key: Key) -> TableItemAccessible[Key]:
        found = self._items.get(key)
        if found is None:
            found = TableItemAccessible(self._widget, self._view, key)
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
        if cursor is None or not self._widget.hasFocus():
            return None
        return self.item(cursor)

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802
        key = self._view.key_at_global(QPoint(x, y))
        return self.item(key) if key is not None else None


_source_types: list[type] = []  # widget classes that are table sources (install)


def accessible_factory(class_name: str, obj: QObject | None) -> QAccessibleInterface | None:
    if isinstance(obj, QWidget) and isinstance(obj, tuple(_source_types)):
        source = cast("TableSource[Any]", obj)  # its class was installed as a source
        return ui_accessible.keep_alive(TableAccessible(obj, source))
    return None


def install(source_type: type[TableSource[Any]]) -> None:
    """Give every widget of `source_type` (a QWidget subclass that is a `TableSource`)
    the table's interface. Call it before the first such widget exists: Qt asks
    factories only for widgets it has no interface for yet."""
    if source_type not in _source_types:
        _source_types.append(source_type)
    ui_accessible.register(accessible_factory)


def notify_item(view: TableSource[Any], event_type: QAccessible.Event) -> None:
    """Tell screen readers about the cursor item (focus move, name or description)."""
    if view.focus_key is None or not QAccessible.isActive():
        return
    order = view.focus_order()
    if view.focus_key not in order:
        return
    event = QAccessibleEvent(cast(QWidget, view), event_type)  # a source is a widget
    event.setChild(order.index(view.focus_key))
    QAccessible.updateAccessibility(event)
