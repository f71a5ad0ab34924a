"""The visual system's tokens: colour, type, spacing, radii, elevation and motion.

Qt-free values on purpose: views, the animation part (`ui.motion`), the docs and the
contrast tests read them without building anything. `ui.theme` turns a theme's colours
into QColors (`theme.tokens_for`), the application palette and the style sheet; `ui.style`
draws what a style sheet draws badly. docs/VISUAL_SYSTEM.md describes all of it.

Every colour a screen or a view paints is one of the fields of `Colours`, named for what
it is drawn as. Three themes, each designed on its own: LIGHT (a warm paper white), DARK
(surfaces lighter as they rise, never pure black; accents lighter and calmer than in
light) and HIGH_CONTRAST (black, white and yellow; text at least 7:1). The pairs drawn
together and the ratio each must reach are listed in tests/ui/test_token_contrast.py.
"""

from __future__ import annotations

from typing import Generic, TypeVar

C = TypeVar("C")

# Fields of `Colours` that are not colours.
NOT_COLOURS = frozenset({"name", "dark", "contrast"})

# Plain classes, not dataclasses: the tokens are read at every start, and generating a
# dataclass's methods for 90 fields cost ~8 ms of the start-up budget.


class Colours(Generic[C]):
    """One theme's colours: hex strings here, QColors in `ui.theme.Tokens`.

    The first group is the chrome (windows, controls, text), the rest the boards, each
    named for what it is drawn as. A board part that needs a colour of its own gets a
    field here, never a literal in its view. Built with every field by keyword."""

    name: str  # "light", "dark" or "contrast"
    dark: bool  # light text on dark surfaces
    contrast: bool  # the high-contrast theme: text 7:1, every mark 3:1, outlines doubled

    # ---- surfaces, by elevation (see ELEVATION) -----------------------------------------
    background: C  # the window (level 0)
    surface: C  # cards, side panels, the notice bar, chart panels (level 1)
    raised: C  # menus, popovers, tooltips' frame (level 2)
    overlay: C  # the result card and other things drawn over the board (level 3)
    field: C  # inside text fields, lists and text pages
    border: C  # hairlines between surfaces; always beside a change of fill
    control_border: C  # the edge that shows where a control is: fields, switches, segments

    # ---- text and icons -------------------------------------------------------------------
    text: C  # body text, icons, given digits
    muted: C  # secondary text, captions, board coordinates, notes
    text_disabled: C  # disabled labels (set apart from enabled text, still readable)
    icon: C  # symbolic icons (ui/icons.py recolours every icon with it)
    icon_disabled: C  # symbolic icons of disabled actions

    # ---- accent and states ----------------------------------------------------------------
    accent: C  # focus ring, keyboard cursor, links, hint outlines, checked marks
    accent_fill: C  # primary buttons, the chosen segment, a switch that is on, selection
    on_accent: C  # text and icons on accent_fill
    danger: C  # errors, conflicts, an invalid group (text, borders)
    on_danger: C  # a mark drawn on a danger fill (the "!" badge)
    button: C  # a secondary button's face
    button_hover: C
    button_pressed: C
    tooltip: C  # a tooltip's fill
    on_tooltip: C  # a tooltip's text
    scrollbar: C  # a scroll bar's handle
    scrollbar_hover: C
    shadow: C  # the colour of elevation shadows (their strength is in ELEVATION)

    # ---- boards, shared -------------------------------------------------------------------
    board: C  # the base under a board's cells, Jogakbo's hand, the tray
    cell_empty: C  # an empty cell; Jogakbo's group; a number-pad key
    grid: C  # thin lines between cells (a texture; cells are told by position too)
    grid_strong: C  # Sudoku's box lines and a board's outline
    highlight: C  # Block Puzzle: the lines about to clear (with their 2 px border)
    line_clear_edge: C  # the 2 px border along those lines

    # ---- Sudoku ----------------------------------------------------------------------------
    digit_given: C  # givens (heavy weight)
    digit_placed: C  # the player's digits (regular weight)
    note: C  # pencil notes
    peer_shade: C  # row, column and box of the selected cell
    same_digit: C  # cells holding the selected digit (with a 1 px inner outline)
    conflict_fill: C  # a conflicting cell (with a 2 px danger border and an ×)

    # ---- Reversi ---------------------------------------------------------------------------
    felt: C  # the cells: a green felt in every theme, as real boards and Iagno have
    felt_line: C  # lines between the cells
    felt_edge: C  # the board's frame around the cells
    disc_black: C
    disc_black_sheen: C  # the lit top-left of a black disc (its shading)
    disc_black_rim: C  # a light rim: a black disc keeps its edge on any ground
    disc_white: C
    disc_white_shade: C  # the shaded lower-right of a white disc
    disc_white_rim: C  # a dark rim
    felt_focus: C  # the keyboard cursor on the felt (the accent would sink into the green)
    legal_move: C  # the dot on a square where the player may move
    last_move: C  # the small ring on the disc just placed (reads on both disc colours)
    turned_mark: C  # Reduce motion: the ring around the discs the last move turned

    # ---- Minesweeper -------------------------------------------------------------------------
    covered: C  # a covered cell (raised)
    covered_light_edge: C  # its lit top-left bevel
    covered_dark_edge: C  # its shaded bottom-right bevel
    revealed: C  # an opened cell (flat)
    mine_numbers: tuple[C, ...]  # the digits 1 to 8 (the digit is the information)
    flag: C  # the flag's cloth (the pole is `text`)
    mine: C  # the mine glyph, the ? mark, the × over a wrong flag
    mine_hit: C  # the fill under the mine that ended the game (with a thick ring)

    # ---- Jogakbo --------------------------------------------------------------------------------
    tile_face: C  # tiles stay light in every theme, like real ones
    tile_edge: C
    tile_picked_face: C  # the picked tile: lifted, this face and a heavy outline
    tile_picked_edge: C
    tile_red: C  # the ink of each tile colour (number and symbol)
    tile_blue: C
    tile_yellow: C
    tile_black: C

    # ---- Block Puzzle ---------------------------------------------------------------------------
    pieces: tuple[C, ...]  # one per shape family (Okabe–Ito, colour-blind safe)

    def __init__(self, **values: object) -> None:
        names = set(self.__annotations__)
        if set(values) != names:
            missing, extra = sorted(names - set(values)), sorted(set(values) - names)
            raise TypeError(f"Colours: missing {missing}, unknown {extra}")
        self.__dict__.update(values)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a theme's colours do not change")

    def __repr__(self) -> str:
        return f"<Colours {self.name}>"


def field_names() -> tuple[str, ...]:
    """Every field of `Colours`, in order (the three that are not colours first)."""
    return tuple(Colours.__annotations__)


def colour_names() -> tuple[str, ...]:
    """The fields of `Colours` that are colours (or tuples of colours)."""
    return tuple(name for name in Colours.__annotations__ if name not in NOT_COLOURS)


# Okabe–Ito: orange, sky blue, bluish green, yellow, blue, vermilion, reddish purple.
OKABE_ITO = ("#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00", "#CC79A7")

LIGHT: Colours[str] = Colours(
    name="light",
    dark=False,
    contrast=False,
    background="#F6F4EF",
    surface="#FCFBF8",
    raised="#FFFFFF",
    overlay="#FFFFFF",
    field="#FFFFFF",
    border="#D6D0C4",
    control_border="#8A857B",
    text="#1F1E1C",
    muted="#57534B",
    text_disabled="#8E897F",
    icon="#1F1E1C",
    icon_disabled="#8E897F",
    accent="#1F52AE",
    accent_fill="#2F6BD6",
    on_accent="#FFFFFF",
    danger="#B3302A",
    on_danger="#FFFFFF",
    button="#E8E4DC",
    button_hover="#DFDAD0",
    button_pressed="#D3CDC1",
    tooltip="#2E2C29",
    on_tooltip="#F6F4EF",
    scrollbar="#8F897E",
    scrollbar_hover="#6F695F",
    shadow="#3A3024",
    board="#E4DFD5",
    cell_empty="#F3F0EA",
    grid="#CBC4B6",
    grid_strong="#4A463F",
    highlight="#FFE29A",
    line_clear_edge="#8A6400",
    digit_given="#1F1E1C",
    digit_placed="#2157B6",
    note="#57534B",
    peer_shade="#E2E5EC",
    same_digit="#FFE29A",
    conflict_fill="#F6D9D4",
    felt="#3C8A58",
    felt_line="#2C6B43",
    felt_edge="#255A39",
    disc_black="#1C1C1C",
    disc_black_sheen="#545454",
    disc_black_rim="#8C8C8C",
    disc_white="#F4F4F2",
    disc_white_shade="#CFCFCB",
    disc_white_rim="#3D3D3D",
    felt_focus="#FFFFFF",
    legal_move="#10301D",
    last_move="#E4572E",
    turned_mark="#FFE07A",
    covered="#B3AB9B",
    covered_light_edge="#F7F4EE",
    covered_dark_edge="#9C9588",
    revealed="#F3F0EA",
    mine_numbers=(
        "#1D5FB0",
        "#1F6E3A",
        "#B3302A",
        "#3A2F8F",
        "#8A3B12",
        "#00636B",
        "#1F1E1C",
        "#5E5A52",
    ),  # fmt: skip
    flag="#C8362F",
    mine="#1F1E1C",
    mine_hit="#D9463A",
    tile_face="#FBF8F1",
    tile_edge="#857C6A",
    tile_picked_face="#FFE29A",
    tile_picked_edge="#1F1E1C",
    tile_red="#B3302A",
    tile_blue="#1D58B0",
    tile_yellow="#7F5700",
    tile_black="#1F1E1C",
    pieces=OKABE_ITO,
)

DARK: Colours[str] = Colours(
    name="dark",
    dark=True,
    contrast=False,
    background="#232220",
    surface="#2C2B29",
    raised="#363532",
    overlay="#3B3A37",
    field="#1C1B1A",
    border="#403E3A",
    control_border="#8E8A82",
    text="#EDEBE7",
    muted="#AEAAA2",
    text_disabled="#827E77",
    icon="#EDEBE7",
    icon_disabled="#827E77",
    accent="#A8C7FA",
    accent_fill="#A8C7FA",
    on_accent="#0F1B2D",
    danger="#FF8A7E",
    on_danger="#2A0D09",
    button="#363532",
    button_hover="#403E3B",
    button_pressed="#2C2B29",
    tooltip="#3B3A37",
    on_tooltip="#EDEBE7",
    scrollbar="#7D7A74",
    scrollbar_hover="#A29E97",
    shadow="#000000",
    board="#2C2B29",
    cell_empty="#353432",
    grid="#4A4845",
    grid_strong="#C7C3BB",
    highlight="#7A520C",
    line_clear_edge="#FFC95C",
    digit_given="#EDEBE7",
    digit_placed="#A8C7FA",
    note="#AEAAA2",
    peer_shade="#3D3C3A",
    same_digit="#24426B",
    conflict_fill="#4E2C29",
    felt="#2E7049",
    felt_line="#22583A",
    felt_edge="#1B472F",
    disc_black="#161616",
    disc_black_sheen="#4A4A4A",
    disc_black_rim="#8C8C8C",
    disc_white="#ECECEA",
    disc_white_shade="#C4C4C0",
    disc_white_rim="#2E2E2E",
    felt_focus="#F4F1EA",
    legal_move="#06140C",
    last_move="#E4572E",
    turned_mark="#FFD54F",
    covered="#6B6762",
    covered_light_edge="#8A867F",
    covered_dark_edge="#3A3835",
    revealed="#1A1918",
    mine_numbers=(
        "#8AB4F8",
        "#6FCF97",
        "#FF8A7E",
        "#B7A8FF",
        "#F2A36B",
        "#5ED0D6",
        "#EDEBE7",
        "#AEAAA2",
    ),  # fmt: skip
    flag="#FF6B5E",
    mine="#EDEBE7",
    mine_hit="#D9534A",
    tile_face="#E9E3D7",
    tile_edge="#7D7568",
    tile_picked_face="#F5D98A",
    tile_picked_edge="#EDEBE7",
    tile_red="#A32B24",
    tile_blue="#1B51A3",
    tile_yellow="#6E4B00",
    tile_black="#1F1E1C",
    pieces=OKABE_ITO,
)

# Black, white and yellow; text at least 7:1 against everything it is drawn on, every
# line, ring and state mark at least 3:1 against what it sits on, and no state told by a
# tint alone (highlighted cells also get an outline).
HIGH_CONTRAST: Colours[str] = Colours(
    name="contrast",
    dark=True,
    contrast=True,
    background="#000000",
    surface="#000000",
    raised="#000000",
    overlay="#000000",
    field="#000000",
    border="#FFFFFF",
    control_border="#FFFFFF",
    text="#FFFFFF",
    muted="#D0D0D0",
    text_disabled="#A0A0A0",
    icon="#FFFFFF",
    icon_disabled="#A0A0A0",
    accent="#FFFF00",
    accent_fill="#FFFF00",
    on_accent="#000000",
    danger="#FF9E9E",
    on_danger="#000000",
    button="#000000",
    button_hover="#262626",
    button_pressed="#3A3A3A",
    tooltip="#000000",
    on_tooltip="#FFFFFF",
    scrollbar="#C8C8C8",
    scrollbar_hover="#FFFFFF",
    shadow="#000000",
    board="#000000",
    cell_empty="#000000",
    grid="#FFFFFF",
    grid_strong="#FFFFFF",
    highlight="#1F1F1F",
    line_clear_edge="#FFFF00",
    digit_given="#FFFFFF",
    digit_placed="#FFFF00",
    note="#D0D0D0",
    peer_shade="#1F1F1F",
    same_digit="#1F1F1F",
    conflict_fill="#2B0000",
    felt="#0B7A3E",
    felt_line="#000000",
    felt_edge="#000000",
    disc_black="#000000",
    disc_black_sheen="#000000",
    disc_black_rim="#FFFFFF",
    disc_white="#FFFFFF",
    disc_white_shade="#FFFFFF",
    disc_white_rim="#000000",
    felt_focus="#FFFF00",
    legal_move="#000000",
    last_move="#FF4A1C",
    turned_mark="#FFFF00",
    covered="#595959",
    covered_light_edge="#FFFFFF",
    covered_dark_edge="#000000",
    revealed="#000000",
    mine_numbers=(
        "#9CC3FF",
        "#7CFFA8",
        "#FF9E9E",
        "#D2C6FF",
        "#FFC38A",
        "#7DF2F7",
        "#FFFFFF",
        "#D0D0D0",
    ),  # fmt: skip
    flag="#FF9E9E",
    mine="#FFFFFF",
    mine_hit="#D00000",
    tile_face="#FFFFFF",
    tile_edge="#000000",
    tile_picked_face="#FFFF00",
    tile_picked_edge="#FFFFFF",
    tile_red="#A00000",
    tile_blue="#0A3A8C",
    tile_yellow="#4D3500",
    tile_black="#000000",
    pieces=OKABE_ITO,
)

THEMES: tuple[Colours[str], ...] = (LIGHT, DARK, HIGH_CONTRAST)


# ---- type -------------------------------------------------------------------------------------


class TypeStep:
    """A step of the type scale: a size relative to the body text (which is the desktop's
    size times the text zoom), a weight (100–900, as CSS and Qt 6 count) and whether its
    figures are tabular (`tnum`: numbers that change keep their width)."""

    __slots__ = ("scale", "weight", "tabular")

    def __init__(self, scale: float, weight: int = 400, tabular: bool = False) -> None:
        self.scale, self.weight, self.tabular = scale, weight, tabular

    def __repr__(self) -> str:
        return f"TypeStep({self.scale}, {self.weight}, tabular={self.tabular})"


class TypeScale:
    caption: TypeStep = TypeStep(0.8)  # board coordinates, the pad's counts, fine print
    body: TypeStep = TypeStep(1.0)  # everything else
    strong: TypeStep = TypeStep(1.0, 700)  # a card's game name, a chart's title
    title: TypeStep = TypeStep(1.25, 700)  # the result card's headline, section titles
    headline: TypeStep = TypeStep(1.4, 600, tabular=True)  # status lines: score, counts
    display: TypeStep = TypeStep(1.8, 700)  # the home screen's name


TYPE = TypeScale()
# Weights the boards use beyond the steps: Sudoku's givens are the heaviest the face has.
WEIGHT_REGULAR, WEIGHT_BOLD, WEIGHT_HEAVY = 400, 700, 900


# ---- spacing, radii, elevation -------------------------------------------------------------------


class Spacing:
    """Pixels at 100 % (Qt scales them with the device pixel ratio). Steps of 6, as
    GNOME's apps lay out, with a 3 px step for the tightest pairs."""

    xs: int = 3  # an icon and its label, a check mark and its box
    s: int = 6  # controls in a row, a segment's padding
    m: int = 12  # groups of controls, a card's padding
    l: int = 18  # noqa: E741 (the size name) — sections of a panel
    xl: int = 24  # the window's margin around a board
    xxl: int = 36  # above a page's heading


SPACING = Spacing()


class Radii:
    small: int = 4  # check marks, tooltips, scroll-bar handles
    control: int = 6  # buttons, fields, segmented controls, number-pad keys, tiles
    card: int = 12  # home cards, the result card, panels, groups
    pill: int = 999  # switches and anything fully rounded


RADII = Radii()


class Elevation:
    """One level of height: the surface colour it is filled with (a `Colours` field),
    the edge drawn around it, and its shadow. In the dark theme the higher surfaces are
    lighter (a shadow hardly shows on dark), in light they are whiter and cast a soft
    shadow; high contrast draws every level with a 1 px white edge instead."""

    __slots__ = ("fill", "edge", "shadow_alpha", "shadow_blur", "shadow_offset")

    def __init__(
        self,
        fill: str,  # the `Colours` field it is filled with
        edge: str | None,  # the `Colours` field of its 1 px edge, None for no edge
        shadow_alpha: float,  # 0–1, of `Colours.shadow`; 0 for none
        shadow_blur: int,  # px
        shadow_offset: int,  # px, downwards
    ) -> None:
        self.fill, self.edge = fill, edge
        self.shadow_alpha, self.shadow_blur, self.shadow_offset = (
            shadow_alpha,
            shadow_blur,
            shadow_offset,
        )


class Elevations:
    flat: Elevation = Elevation("background", None, 0.0, 0, 0)  # the window itself
    card: Elevation = Elevation("surface", "border", 0.06, 3, 1)  # cards, panels
    popover: Elevation = Elevation("raised", "border", 0.14, 12, 3)  # menus, tooltips
    overlay: Elevation = Elevation("overlay", "accent", 0.18, 18, 4)  # the result card


ELEVATION = Elevations()


# ---- motion -------------------------------------------------------------------------------------


class Motion:
    """Durations in milliseconds. Short on purpose: motion explains cause and effect and
    never makes the player wait (every animation finishes at once on the next input and
    is instant under Reduce motion)."""

    quick: int = 150  # a small state change: a mark appears, a piece settles
    standard: int = 250  # a thing moves or turns: a disc flips, a tile glides
    emphasis: int = 400  # the whole board reacts: a wave, an opening, a solved board
    stagger: int = 30  # the step between neighbours in a wave (Reversi flips by distance)
    cpu_delay: int = 450  # Reversi's CPU reply waits this long (seed page), then searches


MOTION = Motion()
