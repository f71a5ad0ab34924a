"""A fixed header whose text needs more lines than it keeps (Sudoku's status at 200 % in
800×600) shows whole words and "…", never lines cut through their glyphs."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QFontMetrics, QImage, QPalette
from PySide6.QtWidgets import QLabel

from puzzlesuite.ui.steady import ELLIPSIS, cut_to_fit, fixed_header

LONG = " ".join(["Medium puzzle S-M-5: 52 of 81 cells filled. Notes mode is off."] * 3)
WRAP = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)


def header(qtbot: Any, text: str) -> QLabel:
    label = QLabel(text)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    palette = label.palette()
    palette.setColor(QPalette.ColorRole.Window, QColor("white"))
    palette.setColor(QPalette.ColorRole.WindowText, QColor("black"))
    label.setPalette(palette)
    label.setAutoFillBackground(True)
    fixed_header(label)
    qtbot.addWidget(label)
    label.resize(220, label.height())
    label.show()
    qtbot.waitExposed(label)
    return label


def ink_rows(label: QLabel) -> list[int]:
    """The pixel rows of the label that hold any dark (text) pixel."""
    image = label.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    return [
        y
        for y in range(image.height())
        if any(QColor(image.pixel(x, y)).lightness() < 128 for x in range(image.width()))
    ]


def test_a_text_that_fits_is_left_whole(qapp: Any) -> None:
    metrics = QFontMetrics(QLabel().font())
    room = QRect(0, 0, 400, 2 * metrics.lineSpacing() + 4)
    assert cut_to_fit("Easy puzzle S-E-1", metrics, room, WRAP) == "Easy puzzle S-E-1"


def test_a_text_too_long_keeps_its_first_whole_words_and_an_ellipsis(qapp: Any) -> None:
    metrics = QFontMetrics(QLabel().font())
    room = QRect(0, 0, 220, 2 * metrics.lineSpacing() + 4)
    shown = cut_to_fit(LONG, metrics, room, WRAP)
    assert shown.endswith(ELLIPSIS) and len(shown) < len(LONG)
    assert LONG.startswith(shown[: -len(ELLIPSIS)])
    assert LONG[len(shown) - len(ELLIPSIS)] == " "  # cut between words
    assert metrics.boundingRect(room, WRAP, shown).height() <= room.height()
    one_more_word = LONG[: LONG.index(" ", len(shown))] + ELLIPSIS
    assert metrics.boundingRect(room, WRAP, one_more_word).height() > room.height()


def test_an_overflowing_header_is_not_cut_through_its_glyphs(qtbot: Any) -> None:
    label = header(qtbot, LONG)
    rows = ink_rows(label)
    assert rows, "the header shows text"
    # QLabel alone centred the overflow: the first and last rows of the header held the
    # halves of cut lines.
    assert rows[0] > 0 and rows[-1] < label.height() - 1, (rows[0], rows[-1], label.height())
    assert label.text() == LONG  # the text itself stays whole (S, the accessible name)


def test_a_short_header_paints_as_before(qtbot: Any) -> None:
    short = header(qtbot, "Easy puzzle S-E-1")
    plain = QLabel("Easy puzzle S-E-1")
    plain.setAlignment(Qt.AlignmentFlag.AlignCenter)
    plain.setPalette(short.palette())
    plain.setAutoFillBackground(True)
    plain.setWordWrap(True)
    qtbot.addWidget(plain)
    plain.resize(short.size())
    assert short.grab().toImage() == plain.grab().toImage()
