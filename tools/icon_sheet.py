"""Contact sheets of the app's icons, to look at them as a player will see them.

    python tools/icon_sheet.py OUT_DIR

Writes OUT_DIR/symbolic.png (every symbolic icon at 16, 24, 32 and 48 px, and at 16 px
on a device pixel ratio of 2, on the light, dark and high-contrast backgrounds in each
theme's text colour) and OUT_DIR/games.png (the five game icons and the app icon at 64
and 128 px on the light and dark card colours).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

SIZES = (16, 24, 32, 48)
GAP = 12


def symbolic_sheet(out: Path) -> Path:
    from PySide6.QtCore import QPoint, QRect, Qt
    from PySide6.QtGui import QColor, QFont, QImage, QPainter

    from puzzlesuite.ui import icons, theme

    names = sorted(icons.NAMES)
    themes = (theme.LIGHT, theme.DARK, theme.HIGH_CONTRAST)
    column = sum(SIZES) + 32 + GAP * (len(SIZES) + 2)
    label_width = 130
    row = max(SIZES) + GAP
    width = label_width + column * len(themes)
    height = row * len(names) + GAP
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor("#FFFFFF"))
    painter = QPainter(image)
    painter.setFont(QFont("Puzzle Suite Sans", 9))
    for index, tokens in enumerate(themes):
        left = label_width + index * column
        painter.fillRect(QRect(left, 0, column, height), tokens.background)
        for line, name in enumerate(names):
            top = GAP // 2 + line * row
            x = left + GAP
            for size in SIZES:
                drawn = icons.pixmap(name, size, tokens.text)
                painter.drawPixmap(QPoint(x, top + (max(SIZES) - size) // 2), drawn)
                x += size + GAP
            # 16 px at a device pixel ratio of 2, shown at its 32 device pixels.
            sharp = icons.pixmap(name, 16, tokens.text, dpr=2.0)
            sharp.setDevicePixelRatio(1.0)
            painter.drawPixmap(QPoint(x, top + (max(SIZES) - 32) // 2), sharp)
    painter.setPen(QColor("#333333"))
    for line, name in enumerate(names):
        top = GAP // 2 + line * row
        painter.drawText(
            QRect(4, top, label_width - 8, max(SIZES)), Qt.AlignmentFlag.AlignVCenter, name
        )
    painter.end()
    path = out / "symbolic.png"
    image.save(str(path))
    return path


def games_sheet(out: Path) -> Path:
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    from puzzlesuite.core.resources import ICON_DIR
    from puzzlesuite.ui import theme

    files = ["blockpuzzle", "reversi", "jogakbo", "sudoku", "minesweeper", "puzzlesuite"]
    sizes = (64, 128)
    cell = sum(sizes) + GAP * 3
    width = cell * len(files) + GAP
    grounds = [
        (theme.LIGHT.background, theme.LIGHT.board),
        (theme.DARK.background, theme.DARK.board),
    ]
    height = (max(sizes) + 2 * GAP) * len(grounds) * 2
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor("#FFFFFF"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    top = 0
    for window, card in grounds:
        for ground in (window, card):
            band = max(sizes) + 2 * GAP
            painter.fillRect(QRect(0, top, width, band), ground)
            x = GAP
            for name in files:
                renderer = QSvgRenderer(str(ICON_DIR / f"{name}.svg"))
                for size in sizes:
                    renderer.render(painter, QRect(x, top + GAP, size, size).toRectF())
                    x += size + GAP
                x += GAP
            top += band
    painter.end()
    path = out / "games.png"
    image.save(str(path))
    return path


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(f"usage: {argv[0]} OUT_DIR", file=sys.stderr)
        return 2
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from puzzlesuite.shell.fonts import use_app_fonts

    app = QApplication.instance() or QApplication([])
    use_app_fonts(app)
    out = Path(argv[1])
    out.mkdir(parents=True, exist_ok=True)
    for path in (symbolic_sheet(out), games_sheet(out)):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
