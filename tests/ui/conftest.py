"""Fixtures for the shared UI parts' tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.ui.heard import Listener


@pytest.fixture
def listener(monkeypatch: pytest.MonkeyPatch) -> Iterator[Listener]:
    """What a screen reader hears, step by step (tests/ui/heard.py)."""
    heard = Listener(monkeypatch)
    yield heard
    heard.close()
