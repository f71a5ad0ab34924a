"""Guards the Qt binding version we pin against a crash that no other test would name.

PySide6 6.12.0 on Python 3.11 returns None from void methods without taking a
reference; after a few thousand calls CPython aborts with "deallocating None". Python
3.12+ makes None immortal, so there the bug is invisible.
"""

from __future__ import annotations

import sys

from PySide6.QtGui import QPen
from PySide6.QtWidgets import QWidget


def test_void_calls_do_not_steal_references_to_none(qapp) -> None:  # type: ignore[no-untyped-def]
    pen = QPen()
    widget = QWidget()
    before = sys.getrefcount(None)
    for _ in range(2000):
        pen.setWidth(2)
        widget.setVisible(False)
    assert sys.getrefcount(None) - before > -100
