"""The app's own icons: drawn for it, in the theme's colour in every theme (and again
when the theme changes), sharp at their size and at a device pixel ratio of 2, as large
as the text zoom; no stock pixmaps and no desktop icon theme anywhere in the package.
The game and app icons: one family that stands on light and dark cards."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QFont, QIcon, QImage

from puzzlesuite.core.resources import ICON_DIR, SYMBOLIC_ICON_DIR
from puzzlesuite.ui import icons, theme

PACKAGE = Path(__file__).resolve().parents[2] / "puzzlesuite"
SVG = "{http://www.w3.org/2000/svg}"
# What the header, menus, dialogs and boards need (issue 30, item 4).
REQUIRED = {
    "home", "new", "undo", "redo", "hint", "main-menu", "statistics", "settings", "help",
    "keyboard-shortcuts", "flag", "notes", "print", "copy", "paste", "open", "zoom-in",
    "zoom-out", "sound-on", "sound-off", "close", "check", "about", "show-result",
}  # fmt: skip
GAME_ICONS = ("blockpuzzle", "reversi", "jogakbo", "sudoku", "minesweeper", "puzzlesuite")


def ink(image: QImage) -> list[QColor]:
    """The colours of the pixels an icon really covers (not its antialiased rim)."""
    colours = (image.pixelColor(x, y) for x in range(image.width()) for y in range(image.height()))
    return [colour for colour in colours if colour.alpha() == 255]


def same_rgb(first: QColor, second: QColor) -> bool:
    return first.rgb() == second.rgb()


def test_no_stock_pixmaps_and_no_desktop_icon_theme_in_the_package() -> None:
    offenders = []
    for path in sorted(PACKAGE.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        for pattern in ("standardIcon", "fromTheme", "standardPixmap", "StandardPixmap"):
            if pattern in text:
                offenders.append(f"{path.relative_to(PACKAGE)}: {pattern}")
    assert offenders == []


def test_the_set_has_every_icon_the_app_needs() -> None:
    assert REQUIRED <= icons.NAMES
    with pytest.raises(KeyError):
        icons.icon("no-such-icon")


@pytest.mark.parametrize("name", sorted(icons.NAMES))
def test_each_icon_is_one_colour_on_the_16_px_grid(name: str) -> None:
    root = ET.parse(SYMBOLIC_ICON_DIR / f"{name}.svg").getroot()
    assert root.get("viewBox") == "0 0 16 16"
    paints = set()
    widths = set()
    for element in root.iter():
        for attribute in ("fill", "stroke"):
            value = element.get(attribute)
            if value is not None:
                paints.add(value.upper())
        if element.get("stroke-width"):
            widths.add(float(element.get("stroke-width", "0")))
        assert element.tag.removeprefix(SVG) not in {"text", "image", "linearGradient"}
    assert paints <= {"#000", "NONE"}, paints  # black ink, recoloured at run time
    assert widths <= {1.5, 2.0}, widths  # GNOME's symbolic strokes


@pytest.mark.parametrize("theme_name", ["light", "dark", "contrast"])
def test_icons_take_the_theme_colour_in_every_theme(ctx, theme_name: str) -> None:  # type: ignore[no-untyped-def]
    ctx.settings.update(theme=theme_name)
    ctx.apply_theme()
    try:
        for name in sorted(REQUIRED):
            drawn = ink(icons.icon(name).pixmap(32, 32).toImage())
            assert drawn, name
            assert all(same_rgb(colour, ctx.tokens.text) for colour in drawn), name
        disabled = ink(icons.icon("undo").pixmap(32, 32, QIcon.Mode.Disabled).toImage())
        off = icons.icon_colour(mode=QIcon.Mode.Disabled)
        assert all(same_rgb(colour, off) for colour in disabled)
        assert not same_rgb(off, ctx.tokens.text)  # a disabled control looks off
    finally:
        ctx.settings.update(theme="light")
        ctx.apply_theme()


def test_an_icon_follows_a_theme_change_without_being_set_again(ctx) -> None:  # type: ignore[no-untyped-def]
    icon = icons.icon("hint")
    before = ink(icon.pixmap(24, 24).toImage())
    ctx.settings.update(theme="dark")
    ctx.apply_theme()
    try:
        after = ink(icon.pixmap(24, 24).toImage())
        assert all(same_rgb(c, theme.LIGHT.text) for c in before)
        assert all(same_rgb(c, theme.DARK.text) for c in after)
    finally:
        ctx.settings.update(theme="light")
        ctx.apply_theme()


def test_roles_give_the_muted_and_accent_tones(ctx) -> None:  # type: ignore[no-untyped-def]
    for role, token in (("muted", ctx.tokens.muted), ("accent", ctx.tokens.accent)):
        drawn = ink(icons.icon("flag", role).pixmap(32, 32).toImage())
        assert drawn and all(same_rgb(c, token) for c in drawn)


@pytest.mark.parametrize("size", [16, 24, 32, 48])
def test_icons_are_drawn_at_their_size_not_scaled_from_another(qapp, size: int) -> None:  # type: ignore[no-untyped-def]
    """The three bars of the menu icon, 2 px on the 16 grid, are whole rows of solid
    ink at 16 and 32 px (not smeared over three rows by scaling a bitmap), and the
    icon fills its box at every size."""
    image = icons.pixmap("main-menu", size, QColor("#000000")).toImage()
    assert image.size() == QSize(size, size)
    if size in (16, 32):
        scale = size // 16
        solid_rows = [
            y
            for y in range(size)
            if all(image.pixelColor(x, y).alpha() == 255 for x in range(4 * scale, 12 * scale))
        ]
        assert len(solid_rows) == 3 * 2 * scale  # three bars of 2 grid px each
    covered = [c for c in ink(image)]
    assert len(covered) > size * size // 10


def test_a_device_pixel_ratio_of_2_gets_twice_the_pixels(qapp) -> None:  # type: ignore[no-untyped-def]
    icon = icons.icon("settings")
    sharp = icon.pixmap(QSize(16, 16), 2.0)
    assert sharp.devicePixelRatio() == 2.0
    assert sharp.size() == QSize(32, 32)  # device pixels
    direct = icons.pixmap("settings", 32, icons.icon_colour())
    assert sharp.toImage().convertToFormat(
        QImage.Format.Format_ARGB32
    ) == direct.toImage().convertToFormat(QImage.Format.Format_ARGB32)


def test_drawings_are_cached_per_name_size_colour_and_ratio(qapp) -> None:  # type: ignore[no-untyped-def]
    icons.pixmap("copy", 20, QColor("#123456"), 1.5)
    hits = icons._image.cache_info().hits
    icons.pixmap("copy", 20, QColor("#123456"), 1.5)
    assert icons._image.cache_info().hits == hits + 1
    icons.pixmap("copy", 20, QColor("#654321"), 1.5)
    assert icons._image.cache_info().hits == hits + 1  # another colour is drawn anew


def test_icon_size_grows_with_the_text_in_sharp_steps(qapp) -> None:  # type: ignore[no-untyped-def]
    sizes = []
    for points in (8, 9, 11, 14, 18, 22):
        font = QFont("Puzzle Suite Sans")
        font.setPointSizeF(points)
        sizes.append(icons.icon_size(font))
    assert sizes[0] == 16 and sizes == sorted(sizes) and sizes[-1] >= 28
    assert all(size % 4 == 0 for size in sizes)


def test_the_control_row_icons_grow_with_the_text_zoom(qtbot, ctx, main_window) -> None:  # type: ignore[no-untyped-def]
    screen = main_window.open_game("sudoku")
    button = screen.controls.buttons["undo"]
    before = button.iconSize().width()
    ctx.settings.update(zoom=200)
    try:
        qtbot.waitUntil(lambda: button.iconSize().width() > before)
        assert button.iconSize().height() <= button.height() - 8  # within its button
    finally:
        ctx.settings.update(zoom=100)


# --- the game and app icons ------------------------------------------------------------


def tile_colour(name: str) -> QColor:
    """The colour of the icon's tile, beside its content (left edge, half-way down)."""
    from PySide6.QtGui import QPainter
    from PySide6.QtSvg import QSvgRenderer

    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    QSvgRenderer(str(ICON_DIR / f"{name}.svg")).render(painter)
    painter.end()
    return image.pixelColor(6, 32)


@pytest.mark.parametrize("name", GAME_ICONS)
def test_game_icons_share_one_grid_and_stand_on_light_and_dark_cards(qapp, name: str) -> None:  # type: ignore[no-untyped-def]
    text = (ICON_DIR / f"{name}.svg").read_text(encoding="utf-8")
    root = ET.fromstring(text)
    assert root.get("viewBox") == "0 0 64 64"
    # The family's tile: 56 px, radius 12, a 2 px lip below.
    assert re.search(r'<rect x="4" y="4" width="56" height="54" rx="12"', text)
    assert re.search(r'<rect x="4" y="6" width="56" height="54" rx="12"', text)
    assert "<text" not in text  # digits drawn as strokes: the same in every renderer
    tile = tile_colour(name)
    assert tile.alpha() == 255
    for card in (theme.LIGHT.background, theme.LIGHT.board):
        assert theme.contrast_ratio(tile, card) >= 3.0, (name, card.name())
    for card in (theme.DARK.background, theme.DARK.board):
        assert theme.contrast_ratio(tile, card) >= 2.0, (name, card.name())
