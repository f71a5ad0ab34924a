"""What the board shows of a hint: the evidence behind its sentence (Qt-free).

A hint's "where" press shades the unit to look at (or outlines the cell). Its "why"
press shows the reason itself, and only that (issue 32):

- the unit (or units) the reason is about, shaded;
- the digits on the board (givens or placed) that rule out the other cells, ringed: for
  a hidden single, a digit d in each other cell's row, column or box; for a naked
  single, one of each other digit among the cell's row, column and box; for locked
  candidates and hidden subsets, the same for the digits the pattern is about;
- the cells of the pattern, outlined (a pair, the corners of a fish, a wing's pivot and
  pincers, the two cells of one colour that see each other), the cell a digit goes in
  marked as the target, a colouring's two colours as two marks;
- the candidates the reasoning reads, in the cells that matter (where the player keeps
  no notes the board draws them there, faintly), and the ones the step removes, struck.

Everything else is quieted by the view. The evidence is computed from the same position
the hint was found in (any board change starts the hint over), from the player's view of
the candidates (`hints.player_candidates`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from .hints import Hint, HintKind, player_candidates
from .model import SudokuGame
from .solver import BOXES, COLS, PEERS, ROWS
from .techniques import Step, Technique, UnitRef

_SETS = {"row": ROWS, "col": COLS, "box": BOXES}
_PEER_SETS = tuple(frozenset(peers) for peers in PEERS)
_PATTERN_ONLY = {
    Technique.NAKED_PAIR,
    Technique.NAKED_TRIPLE,
    Technique.NAKED_QUAD,
    Technique.X_WING,
    Technique.SWORDFISH,
    Technique.XY_WING,
    Technique.XYZ_WING,
    Technique.COLOUR_WRAP,
    Technique.COLOUR_TRAP,
}
_HIDDEN_SUBSETS = {Technique.HIDDEN_PAIR, Technique.HIDDEN_TRIPLE, Technique.HIDDEN_QUAD}


@dataclass(frozen=True)
class Evidence:
    units: tuple[UnitRef, ...] = ()  # shaded: what the reason is about
    rings: tuple[int, ...] = ()  # cells whose digit rules other cells out: ringed
    cells: tuple[int, ...] = ()  # the pattern's cells: outlined
    target: tuple[int, ...] = ()  # where a digit goes (a single), or the cell in question
    candidates: dict[int, int] = field(default_factory=dict)  # cell → the candidates read
    removed: dict[int, int] = field(default_factory=dict)  # cell → the candidates removed
    colours: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())


def unit_cells(unit: UnitRef) -> tuple[int, ...]:
    kind, index = unit
    return tuple(_SETS[kind][index])


def where_evidence(hint: Hint) -> Evidence:
    """The first press: the unit to look at, or the cell in question."""
    if hint.kind is HintKind.STEP and hint.units:
        return Evidence(units=hint.units[:1])
    return Evidence(target=hint.cells[:1])


def why_evidence(hint: Hint, game: SudokuGame) -> Evidence:
    """The second press: the reason, drawn."""
    step = hint.step
    if hint.kind is not HintKind.STEP or step is None:
        # "r3c7 is not 4", "the notes in r3c7 leave out…": the cell itself.
        return Evidence(target=hint.cells[:1])
    cands = player_candidates(game)
    values = game.values
    technique = step.technique
    if technique is Technique.NAKED_SINGLE:
        return _naked_single(step, values)
    if technique is Technique.HIDDEN_SINGLE:
        assert step.place is not None
        cell, digit = step.place
        others = _lacking(unit_cells(step.units[0]), digit, cands, values, skip=cell)
        rings = ruling_digits(others, digit, values)
        return Evidence(units=step.units[:1], rings=rings, target=(cell,))
    removed = _masks(step.eliminate)
    if technique in (Technique.POINTING, Technique.CLAIMING):
        digit = step.digits[0]
        others = _lacking(unit_cells(step.units[0]), digit, cands, values)
        return Evidence(
            units=step.units[:1],
            rings=ruling_digits(others, digit, values),
            cells=step.cells,
            candidates=_read(step.cells, removed, cands),
            removed=removed,
        )
    if technique in _HIDDEN_SUBSETS:
        unit = unit_cells(step.units[0])
        ruling: list[int] = []
        for digit in step.digits:
            others = _lacking(unit, digit, cands, values)
            ruling.extend(ruling_digits(others, digit, values))
        return Evidence(
            units=step.units[:1],
            rings=tuple(dict.fromkeys(ruling)),
            cells=step.cells,
            candidates=_read(step.cells, removed, cands),
            removed=removed,
        )
    assert technique in _PATTERN_ONLY, technique
    colours = step.colours or ((), ())
    chain = (*colours[0], *colours[1])
    return Evidence(
        units=_pattern_units(step),
        cells=step.witnesses if step.colours is not None else step.cells,
        candidates=_read((*step.cells, *chain), removed, cands),
        removed=removed,
        colours=colours,
    )


def ruling_digits(cells: Iterable[int], digit: int, values: list[int]) -> tuple[int, ...]:
    """Cells holding `digit` that rule it out of `cells` (each in a cell's row, column or
    box): a few that cover every cell one of them can, most-covering first."""
    uncovered = set(cells)
    holders = [cell for cell, value in enumerate(values) if value == digit]
    chosen: list[int] = []
    while uncovered:
        best = max(holders, key=lambda h: (len(uncovered & _PEER_SETS[h]), -h), default=None)
        if best is None or not uncovered & _PEER_SETS[best]:
            break  # the rest were ruled out by the player's notes, not by a digit
        chosen.append(best)
        uncovered -= _PEER_SETS[best]
    return tuple(chosen)


def _naked_single(step: Step, values: list[int]) -> Evidence:
    """One of each other digit among the cell's box, row and column (in that order)."""
    assert step.place is not None
    cell, digit = step.place
    seen: dict[int, int] = {}
    for unit in step.units:
        for other in unit_cells(unit):
            value = values[other]
            if value and value != digit and value not in seen:
                seen[value] = other
    return Evidence(units=step.units, rings=tuple(seen.values()), target=(cell,))


def _lacking(
    cells: Iterable[int], digit: int, cands: list[int], values: list[int], skip: int = -1
) -> list[int]:
    """The empty cells of a unit that cannot hold `digit` (the ones to explain)."""
    return [c for c in cells if c != skip and not values[c] and not cands[c] >> digit & 1]


def _masks(pairs: Iterable[tuple[int, int]]) -> dict[int, int]:
    masks: dict[int, int] = {}
    for cell, digit in pairs:
        masks[cell] = masks.get(cell, 0) | 1 << digit
    return masks


def _read(cells: Iterable[int], removed: dict[int, int], cands: list[int]) -> dict[int, int]:
    """The candidates the step reads: its pattern's cells and the cells it removes from."""
    return {cell: cands[cell] for cell in (*cells, *removed) if cands[cell]}


def _pattern_units(step: Step) -> tuple[UnitRef, ...]:
    """What a pattern's reason is about: a naked subset's shared units, a fish's base
    lines; a wing or a colouring chain is about its cells, not a unit."""
    technique = step.technique
    if technique is Technique.X_WING:
        return step.units[:2]
    if technique is Technique.SWORDFISH:
        return step.units[:3]
    if technique in (Technique.NAKED_PAIR, Technique.NAKED_TRIPLE, Technique.NAKED_QUAD):
        return step.units
    return ()
