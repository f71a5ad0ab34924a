"""A bounded undo history of immutable snapshots."""

from __future__ import annotations

from collections import deque
from typing import Generic, TypeVar

T = TypeVar("T")


class History(Generic[T]):
    """Keeps the last `limit` states before each move; older ones fall off silently."""

    def __init__(self, limit: int) -> None:
        self._states: deque[T] = deque(maxlen=limit)

    def push(self, state: T) -> None:
        self._states.append(state)

    def pop(self) -> T:
        return self._states.pop()

    def clear(self) -> None:
        self._states.clear()

    def __len__(self) -> int:
        return len(self._states)

    def __bool__(self) -> bool:
        return bool(self._states)
