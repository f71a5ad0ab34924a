"""Digit keys read the same on every keyboard layout (any game that takes digits).

A digit is read from the key's *position* on the top row where the platform says it
(scan codes on X11/Wayland and Windows, virtual key codes on macOS), so Shift + the 7
key writes a note 7 on a Spanish layout (where it types "/") and the 1 key reads 1 on
AZERTY (where it types "&" unshifted). Where the platform says nothing (offscreen tests)
the key itself, or the US shifted symbol above a digit, is read instead. The keypad's
digits are told apart (`typed on the keypad`): Shift + a keypad digit is not a note.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QKeyEvent

DIGIT_KEYS = {getattr(Qt.Key, f"Key_{d}"): d for d in range(10)}
# What Shift + a top-row digit types on a US layout: offscreen tests (no scan codes) and
# layouts whose shifted row matches US send these keys.
SHIFTED_US = {
    Qt.Key.Key_Exclam: 1,
    Qt.Key.Key_At: 2,
    Qt.Key.Key_NumberSign: 3,
    Qt.Key.Key_Dollar: 4,
    Qt.Key.Key_Percent: 5,
    Qt.Key.Key_AsciiCircum: 6,
    Qt.Key.Key_Ampersand: 7,
    Qt.Key.Key_Asterisk: 8,
    Qt.Key.Key_ParenLeft: 9,
}
# Physical top-row keys 1..9, 0 by platform: X11/Wayland scan codes are evdev + 8,
# Windows scan codes are set 1, macOS virtual key codes are ANSI positions.
XKB_ROW = {10 + i: (i + 1) % 10 for i in range(10)}
WINDOWS_ROW = {2 + i: (i + 1) % 10 for i in range(10)}
MAC_ROW = {18: 1, 19: 2, 20: 3, 21: 4, 23: 5, 22: 6, 26: 7, 28: 8, 25: 9, 29: 0}


def top_row_digit(event: QKeyEvent) -> int | None:
    """The digit of the physical top-row key pressed, whatever it types (Spanish,
    AZERTY…); None if it is not a top-row digit key or the platform does not say."""
    platform = QGuiApplication.platformName()
    if platform in ("windows",):
        return WINDOWS_ROW.get(event.nativeScanCode())
    if platform == "cocoa":
        return MAC_ROW.get(event.nativeVirtualKey())
    return XKB_ROW.get(event.nativeScanCode())


def digit_of(event: QKeyEvent) -> tuple[int, bool] | None:
    """(digit 0–9, typed on the keypad) for a digit key, else None."""
    key = Qt.Key(event.key())
    if event.modifiers() & Qt.KeyboardModifier.KeypadModifier:
        return (DIGIT_KEYS[key], True) if key in DIGIT_KEYS else None
    by_position = top_row_digit(event)
    if by_position is not None:
        return by_position, False
    if key in DIGIT_KEYS:
        return DIGIT_KEYS[key], False
    if key in SHIFTED_US:
        return SHIFTED_US[key], False
    return None
