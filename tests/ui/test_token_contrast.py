"""Every pair of colour tokens that is drawn together, in every theme, stands apart as
far as its kind asks (WCAG 2 contrast ratio):

- text: 4.5:1, high contrast 7:1 (digits, labels, notes, icons, the badge's "!");
- glyph: a large bold mark on a cell (Minesweeper's "?", a flag): 3:1, high contrast 7:1;
- mark: 3:1 in every theme (focus ring, cursor, state marks, a control's edge, box lines,
  the two states a player must tell apart);
- disc: Reversi's discs against the felt: 1.5:1, high contrast 3:1;
- apart: two states told apart by a shape cue as well (a bevel): 2:1, high contrast 3:1;
- disabled: a disabled label against its ground: 2.5:1, high contrast 4.5:1;
- texture: thin lines between cells and hairlines between surfaces, which are told by
  position and by a change of fill too: 1.3:1, high contrast 3:1.

A failure names the theme, the pair and the ratio. Tokens only: what the views derive
from them (a darker edge, a translucent shade) is checked where they draw it."""

from __future__ import annotations

import pytest

from puzzlesuite.ui import tokens
from puzzlesuite.ui.tokens import THEMES, Colours, colour_names

FLOORS = {  # kind: (light and dark, high contrast)
    "text": (4.5, 7.0),
    "glyph": (3.0, 7.0),
    "mark": (3.0, 3.0),
    "disc": (1.5, 3.0),
    "apart": (2.0, 3.0),
    "disabled": (2.5, 4.5),
    "texture": (1.3, 3.0),
}

CHROME_GROUNDS = ("background", "surface", "raised", "overlay", "field")
BUTTONS = ("button", "button_hover", "button_pressed")
BOARD_GROUNDS = ("board", "cell_empty")
SUDOKU_CELLS = ("cell_empty", "peer_shade", "same_digit", "conflict_fill")


def _pairs() -> list[tuple[str, str, str, frozenset[str] | None]]:
    """(ink, ground, kind, themes or None for all)."""
    table: list[tuple[str, str, str, frozenset[str] | None]] = []

    def add(inks: tuple[str, ...] | str, grounds: tuple[str, ...] | str, kind: str,
            themes: tuple[str, ...] | None = None) -> None:  # fmt: skip
        inks = (inks,) if isinstance(inks, str) else inks
        grounds = (grounds,) if isinstance(grounds, str) else grounds
        for ink in inks:
            for ground in grounds:
                table.append((ink, ground, kind, frozenset(themes) if themes else None))

    # Chrome: text, icons and their disabled forms on every surface and button face.
    add(("text", "muted", "icon"), CHROME_GROUNDS + BUTTONS + BOARD_GROUNDS, "text")
    add(("accent", "danger"), CHROME_GROUNDS, "text")  # links, error lines
    add("on_accent", "accent_fill", "text")
    add("on_danger", "danger", "text")
    add("on_tooltip", "tooltip", "text")
    add(("text_disabled", "icon_disabled"), CHROME_GROUNDS + ("button",), "disabled")
    # Where a control is, and which state it is in.
    add("control_border", CHROME_GROUNDS[:2] + ("field",), "mark")
    add("accent", CHROME_GROUNDS + BUTTONS + BOARD_GROUNDS, "mark")  # the focus ring
    add("accent_fill", ("button", "background", "surface"), "mark")  # chosen segment, switch on
    add("scrollbar", ("background", "field", "surface"), "mark")
    add("border", ("background", "surface"), "texture")
    add("grid", BOARD_GROUNDS, "texture")

    # Sudoku.
    add(("digit_given", "digit_placed"), SUDOKU_CELLS, "text")
    add("note", ("cell_empty", "peer_shade"), "text")
    add("danger", "conflict_fill", "text")  # the × in the corner
    add("grid_strong", SUDOKU_CELLS, "mark")  # box lines
    add("accent", SUDOKU_CELLS, "mark")  # cursor ring, hint outlines
    add("text", "same_digit", "mark")  # the same-digit inner outline

    # Block Puzzle.
    add(("line_clear_edge", "accent", "text"), ("highlight", "cell_empty", "board"), "mark")

    # Reversi.
    add(("disc_black", "disc_white"), "felt", "disc")
    add("disc_black_rim", "disc_black", "mark")
    add("disc_white_rim", "disc_white", "mark")
    add("legal_move", "felt", "mark")
    add("last_move", ("disc_black", "disc_white"), "mark")
    add("turned_mark", ("felt", "felt_line"), "mark")
    add("felt_focus", ("felt", "felt_line", "felt_edge"), "mark")
    add("grid_strong", "background", "mark")  # the board's outline

    # Minesweeper.
    # Covered and opened cells differ by tone and by the covered cells' bevel; in the
    # dark theme the bevel reads poorly, so the tones alone stand 3:1 apart there.
    add("covered", "revealed", "apart", ("light",))
    add("covered", "revealed", "mark", ("dark",))
    add("covered_light_edge", "revealed", "mark", ("contrast",))  # a white bevel on black
    add(("mine", "text"), "covered", "glyph")  # "?", the flag's pole
    add("flag", "covered", "mark", ("contrast",))  # elsewhere the pole is the mark
    add(("mine", "accent"), "revealed", "mark")  # a shown mine, hint outlines
    add("accent", "covered", "mark")
    add("mine_hit", "revealed", "mark")
    add("mine", "mine_hit", "mark")  # the ring around the mine that ended the game

    # Jogakbo: tiles stay light; their numbers and symbols in the tile's ink.
    inks = ("tile_red", "tile_blue", "tile_yellow", "tile_black")
    add(inks, ("tile_face", "tile_picked_face"), "text")
    add("tile_edge", ("cell_empty", "board"), "mark", ("light",))  # a light tile's edge
    add("tile_face", ("cell_empty", "board"), "mark", ("dark", "contrast"))
    add("tile_picked_edge", ("cell_empty", "board"), "mark")
    add("danger", ("background", "cell_empty"), "mark")  # an invalid group's border
    add("danger", "cell_empty", "text")  # "not valid yet"

    # Statistics charts (drawn on the board tone).
    add("accent_fill", "board", "mark")

    # High contrast: every board line is a boundary.
    add("grid", ("cell_empty", "board", "covered"), "mark", ("contrast",))
    add("border", ("background", "surface"), "mark", ("contrast",))
    return table


def _mine_number_pairs() -> list[tuple[Colours[str], int]]:
    return [(theme, digit) for theme in THEMES for digit in range(1, 9)]


def _params() -> list[object]:
    params = []
    for theme in THEMES:
        for ink, ground, kind, only in _pairs():
            if only is None or theme.name in only:
                params.append(
                    pytest.param(theme, ink, ground, kind, id=f"{theme.name}-{ink}-on-{ground}")
                )
    return params


def luminance(hex_colour: str) -> float:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    red, green, blue = (int(hex_colour[i : i + 2], 16) for i in (1, 3, 5))
    return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)


def ratio(first: str, second: str) -> float:
    lighter, darker = sorted((luminance(first), luminance(second)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def floor(theme: Colours[str], kind: str) -> float:
    normal, high = FLOORS[kind]
    return high if theme.contrast else normal


@pytest.mark.parametrize(("theme", "ink", "ground", "kind"), _params())
def test_pair_stands_apart(theme: Colours[str], ink: str, ground: str, kind: str) -> None:
    first, second = getattr(theme, ink), getattr(theme, ground)
    value = ratio(first, second)
    need = floor(theme, kind)
    assert value >= need, (
        f"{theme.name}: {ink} {first} on {ground} {second} is {value:.2f}:1, {kind} needs {need}:1"
    )


@pytest.mark.parametrize(("theme", "digit"), _mine_number_pairs())
def test_minesweeper_digits_read_on_an_opened_cell(theme: Colours[str], digit: int) -> None:
    colour = theme.mine_numbers[digit - 1]
    value = ratio(colour, theme.revealed)
    need = floor(theme, "text")
    assert value >= need, f"{theme.name}: digit {digit} {colour} on revealed is {value:.2f}:1"


@pytest.mark.parametrize("theme", THEMES, ids=lambda theme: theme.name)
def test_enabled_and_disabled_text_are_told_apart(theme: Colours[str]) -> None:
    assert ratio(theme.text, theme.text_disabled) >= 2.0, theme.name


def test_the_ratio_follows_wcag() -> None:
    assert ratio("#000000", "#FFFFFF") == pytest.approx(21)
    assert ratio("#777777", "#FFFFFF") == pytest.approx(4.48, abs=0.01)


def test_every_pair_names_real_tokens_and_every_theme_is_complete() -> None:
    names = set(colour_names())
    for ink, ground, _kind, _themes in _pairs():
        assert ink in names and ground in names, (ink, ground)
    for theme in THEMES:
        for name in names:
            value = getattr(theme, name)
            for colour in value if isinstance(value, tuple) else (value,):
                assert isinstance(colour, str) and len(colour) == 7 and colour[0] == "#", (
                    theme.name,
                    name,
                )
        assert len(theme.mine_numbers) == 8 and len(theme.pieces) == 7


def test_every_drawn_colour_is_in_a_pair_or_said_why_not() -> None:
    """A new token joins the table above, or this list with the reason it has no floor."""
    unpaired = {
        "shadow": "drawn translucent under a surface's edge",
        "flag": "its pole (text) is the mark; the cloth is red where the theme allows",
        "covered_dark_edge": "a bevel, as above",
        "disc_black_sheen": "shading inside the disc; the disc's base tone is checked",
        "disc_white_shade": "shading inside the disc, as above",
        "felt_line": "lines between felt cells: the discs and the grid position tell cells",
        "felt_edge": "the frame around the cells, beside the felt",
        "peer_shade": "with the cursor ring; its texts are checked on it",
        "pieces": "a piece has a darker edge and a bevel (VISUAL.md), drawn from its colour",
        "mine_numbers": "checked digit by digit above",
        "scrollbar_hover": "as `scrollbar`",
    }
    names = set(colour_names())
    paired = {name for ink, ground, _kind, _themes in _pairs() for name in (ink, ground)}
    assert names - paired - set(unpaired) == set()
    assert not set(unpaired) - names, "a reason for a token that is gone"


def test_dark_is_designed_not_inverted() -> None:
    """Surfaces rise lighter in the dark theme (never pure black), and its accent is
    lighter than the light theme's."""
    dark, light = tokens.DARK, tokens.LIGHT
    levels = [
        luminance(getattr(dark, name)) for name in ("background", "surface", "raised", "overlay")
    ]
    assert levels == sorted(levels) and levels[0] > 0.0
    assert luminance(dark.accent) > luminance(light.accent)
    assert dark.felt != light.felt and dark.felt[1:3] < dark.felt[3:5]  # still a green felt
