"""The app's own symbolic icons: drawn for it, recoloured from the theme, sharp at any size.

The icons are single-colour SVGs on a 16-px grid (resources/icons/symbolic/, drawn in
black with 1.5–2 px strokes, GNOME's symbolic style). They are never used as drawn:

* `icon(name)` is a `QIcon` for buttons, menus and actions. Its engine paints at the
  size and device pixel ratio it is asked for, in the colour of the current theme (and
  the disabled and selected tones for those modes), so it repaints itself when the
  theme changes: nothing needs to set it again.
* `pixmap(name, size, colour, dpr)` is the same drawing for a view that paints it
  itself (a board's flag, a header's button drawn by hand).
* `icon_size(font)` is the size an icon takes beside text in `font`: 16 px at the
  desktop's usual text, larger with the text zoom, in steps that keep the grid sharp.

Each SVG is drawn by QSvgRenderer at the target pixel size (not scaled from a bitmap),
then filled with the colour where it has ink (the alpha stays: antialiasing and the
lighter parts of an icon keep their tone). Pixmaps are cached per (name, size, colour,
device pixel ratio).

The colour: `icon_colour(role, mode)` is the one place that picks it: the applied
theme's icon tokens (`theme.applied()`: text icons `icon`, disabled ones
`icon_disabled`, muted `muted`, accent `accent`, on a selection `on_accent`), so it
follows the light, dark and high-contrast themes; given a palette, that palette's roles.
"""

from __future__ import annotations

from functools import cache, lru_cache
from pathlib import Path
from typing import Literal

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QIcon,
    QIconEngine,
    QImage,
    QPainter,
    QPalette,
    QPixmap,
)

from puzzlesuite.core.resources import SYMBOLIC_ICON_DIR
from puzzlesuite.ui import theme

Role = Literal["text", "muted", "accent"]
GRID = 16  # the icons are drawn on a 16-px grid
# Every icon of the set, by the name `icon()` takes (the file's stem).
NAMES = frozenset(path.stem for path in SYMBOLIC_ICON_DIR.glob("*.svg"))


def icon_colour(
    role: Role = "text",
    mode: QIcon.Mode = QIcon.Mode.Normal,
    palette: QPalette | None = None,
) -> QColor:
    """The colour an icon of `role` is painted in, in `mode`, in the current theme.

    The one function that decides it: when the tokens give icons a colour of their own,
    this is where it is read."""
    if palette is None:  # the theme's own icon tokens
        tokens = theme.applied()
        if mode == QIcon.Mode.Disabled:
            return tokens.icon_disabled
        if mode == QIcon.Mode.Selected:
            return tokens.on_accent
        return {"text": tokens.icon, "muted": tokens.muted, "accent": tokens.accent}[role]
    group = QPalette.ColorGroup
    colour_role = QPalette.ColorRole
    if mode == QIcon.Mode.Disabled:
        return palette.color(group.Disabled, colour_role.ButtonText)
    if mode == QIcon.Mode.Selected:
        return palette.color(group.Active, colour_role.HighlightedText)
    by_role = {
        "text": colour_role.WindowText,
        "muted": colour_role.PlaceholderText,
        "accent": colour_role.Highlight,
    }
    return palette.color(group.Active, by_role[role])


def icon_size(font: QFont) -> int:
    """The pixel size of an icon set beside text in `font`: 16 at the usual text size,
    growing with the text zoom in steps of 4 px (16, 20, 24, 28, 32...), never below 16."""
    height = QFontMetricsF(font).height()
    # 16 px beside a line of about 18 px (an 11 pt desktop font at 96 dpi).
    wanted = height * GRID / 18
    return max(GRID, int(round(wanted / 4)) * 4)


def svg_path(name: str) -> Path:
    if name not in NAMES:
        raise KeyError(f"no symbolic icon {name!r} in {SYMBOLIC_ICON_DIR}")
    return SYMBOLIC_ICON_DIR / f"{name}.svg"


@cache
def _renderer(name: str):  # type: ignore[no-untyped-def]
    from PySide6.QtSvg import QSvgRenderer  # loaded with the first icon drawn

    renderer = QSvgRenderer(str(svg_path(name)))
    if not renderer.isValid():
        raise ValueError(f"{svg_path(name)} is not a valid SVG")
    return renderer


@lru_cache(maxsize=512)
def _image(name: str, pixels: int, rgba: int) -> QImage:
    """The icon drawn at `pixels` device pixels square, in the colour `rgba`."""
    image = QImage(pixels, pixels, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    _renderer(name).render(painter)
    # The drawing's alpha, in the colour: its ink becomes the colour, the rest stays clear.
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
    painter.fillRect(image.rect(), QColor.fromRgba(rgba))
    painter.end()
    return image


def pixmap(name: str, size: int, colour: QColor | None = None, dpr: float = 1.0) -> QPixmap:
    """The icon `name` at `size` logical pixels for a screen of device pixel ratio `dpr`,
    in `colour` (the theme's text colour when None), drawn at its real pixel size."""
    colour = colour if colour is not None else icon_colour()
    pixels = max(1, round(size * dpr))
    result = QPixmap.fromImage(_image(name, pixels, colour.rgba()))
    result.setDevicePixelRatio(dpr)
    return result


class SymbolicIconEngine(QIconEngine):
    """Paints one symbolic icon at whatever size and ratio is asked, in the colour of
    the theme at the time of painting."""

    def __init__(self, name: str, role: Role = "text") -> None:
        super().__init__()
        svg_path(name)  # an unknown name fails here, not at the first paint
        self.name = name
        self.role: Role = role

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode, state: QIcon.State) -> None:
        dpr = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        side = min(rect.width(), rect.height())
        drawn = pixmap(self.name, side, icon_colour(self.role, mode), dpr)
        corner = rect.topLeft() + QPoint((rect.width() - side) // 2, (rect.height() - side) // 2)
        painter.drawPixmap(corner, drawn)

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        return self.scaledPixmap(size, mode, state, 1.0)

    def scaledPixmap(  # noqa: N802
        self, size: QSize, mode: QIcon.Mode, state: QIcon.State, scale: float
    ) -> QPixmap:
        side = min(size.width(), size.height())
        return pixmap(self.name, side, icon_colour(self.role, mode), scale)

    def actualSize(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QSize:  # noqa: N802
        side = min(size.width(), size.height())
        return QSize(side, side)

    def clone(self) -> QIconEngine:
        return SymbolicIconEngine(self.name, self.role)

    def key(self) -> str:
        return "puzzlesuite-symbolic"

    def iconName(self) -> str:  # noqa: N802
        return self.name

    def isNull(self) -> bool:  # noqa: N802
        return False


def icon(name: str, role: Role = "text") -> QIcon:
    """The symbolic icon `name` as a QIcon, always in the current theme's colour."""
    return QIcon(SymbolicIconEngine(name, role))
