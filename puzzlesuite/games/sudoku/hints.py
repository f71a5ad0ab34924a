"""Hints in three presses (where → why → do it), from the real position. Qt-free.

What a hint is about, in this order:
1. a player's digit that differs from the solution ("r3c7 is not 4"): "do it" erases it;
2. a cell whose notes leave out the digit that belongs there: "do it" writes that cell's
   notes again with every digit the placed digits allow (the missing one is among them,
   so nothing is revealed);
3. the next logical step (`techniques.next_step`) from the player's notes where the
   player keeps them and from the computed candidates elsewhere. A placement is done as a
   placement. An elimination is done on notes: cells of the pattern and cells losing a
   candidate that have no notes get their computed candidates written first, minus what
   the step removes — so a player who keeps no notes sees the step's result instead of
   nothing (decision for issue 11, explained on the How-to-play page);
4. only if the techniques find nothing (never for a generated puzzle and correct digits;
   it happens on a puzzle the player entered that is beyond Expert): a NO_STEP hint that
   says so honestly. It reveals no digit — hints teach the next step, they do not fill
   in a cell — and it is not counted, since it gives nothing away.

The session counts a hint once, when its first step shows; any board change or cursor
move starts over at the first step (the screen calls `reset`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum, StrEnum

from .model import Action, SudokuGame
from .solver import CELL_COUNT, PEERS, candidates
from .techniques import Level, Step, UnitRef, next_step

CellTarget = dict[int, tuple[int, int]]  # cell → (value, notes) after "do it"


class HintKind(StrEnum):
    WRONG_DIGIT = "wrong_digit"
    MISSING_NOTE = "missing_note"
    STEP = "step"
    NO_STEP = "no_step"  # the techniques are stuck: nothing to teach, nothing revealed


@dataclass(frozen=True)
class Hint:
    kind: HintKind
    cells: tuple[int, ...]  # the cells the hint is about, the main one first
    units: tuple[UnitRef, ...]  # where to look (for a step: the step's units)
    digit: int  # the wrong digit, or the digit placed; 0 otherwise
    step: Step | None = None
    target: CellTarget = field(default_factory=dict)  # what "do it" writes

    @property
    def places_digit(self) -> bool:
        return self.kind is HintKind.STEP and self.step is not None and self.step.place is not None


class Stage(IntEnum):
    IDLE = 0  # the next press finds a hint and shows where
    WHERE = 1  # "where" is showing; the next press explains why
    WHY = 2  # "why" is showing; the next press does it


def player_candidates(game: SudokuGame) -> list[int]:
    """Candidates from the player's view: notes (cleaned of digits already placed in
    the cell's units) where kept, the computed candidates elsewhere."""
    allowed = candidates(game.grid)
    return [
        (game.notes[cell] & allowed[cell]) if game.notes[cell] else allowed[cell]
        for cell in range(CELL_COUNT)
    ]


def _placement(game: SudokuGame, cell: int, digit: int, clear_peer_notes: bool) -> CellTarget:
    target: CellTarget = {cell: (digit, 0)}
    if clear_peer_notes:
        bit = 1 << digit
        for peer in PEERS[cell]:
            if game.notes[peer] & bit:
                target[peer] = (game.values[peer], game.notes[peer] & ~bit)
    return target


def _elimination(game: SudokuGame, step: Step, cands: list[int]) -> CellTarget:
    removed: dict[int, int] = {}
    for cell, digit in step.eliminate:
        removed[cell] = removed.get(cell, 0) | 1 << digit
    target: CellTarget = {}
    for cell in sorted({*step.cells, *removed}):
        if game.values[cell]:
            continue
        base = game.notes[cell] or cands[cell]
        target[cell] = (0, base & ~removed.get(cell, 0))
    return target


def find_hint(game: SudokuGame, clear_peer_notes: bool = True) -> Hint | None:
    """The hint for the position as it is; None when the puzzle is solved."""
    if game.is_solved():
        return None
    wrong = game.wrong_cells()
    if wrong:
        cell = wrong[0]
        return Hint(
            HintKind.WRONG_DIGIT,
            (cell,),
            (),
            game.values[cell],
            target={cell: (0, game.notes[cell])},
        )
    allowed = candidates(game.grid)
    for cell in game.empty_cells():
        notes = game.notes[cell]
        if notes and not notes >> game.solution[cell] & 1:
            return Hint(HintKind.MISSING_NOTE, (cell,), (), 0, target={cell: (0, allowed[cell])})
    cands = player_candidates(game)
    step = next_step(game.grid, cands, Level.EXPERT)
    if step is not None:
        if step.place is not None:
            cell, digit = step.place
            target = _placement(game, cell, digit, clear_peer_notes)
            cells: tuple[int, ...] = (cell,)
        else:
            target = _elimination(game, step, cands)
            digit = 0
            cells = tuple(dict.fromkeys([*step.cells, *(c for c, _ in step.eliminate)]))
        return Hint(HintKind.STEP, cells, step.units, digit, step, target)
    return Hint(HintKind.NO_STEP, (), (), 0)


@dataclass
class Press:
    """What one press of Hint showed: the stage now showing (IDLE after "do it", or with
    nothing to show: no hint when solved, a NO_STEP hint when stuck), the hint, whether
    this press counted a new hint, and what "do it" changed on the board (None: nothing)."""

    stage: Stage
    hint: Hint | None
    counted: bool = False
    action: Action | None = None

    @property
    def applied(self) -> bool:
        return self.action is not None

    @property
    def done(self) -> bool:
        """This press was "do it" (the third)."""
        return (
            self.stage is Stage.IDLE
            and self.hint is not None
            and self.hint.kind is not HintKind.NO_STEP
        )


class HintSession:
    """The three-press state machine for one screen."""

    def __init__(self) -> None:
        self.stage = Stage.IDLE
        self.hint: Hint | None = None

    def reset(self) -> None:
        self.stage = Stage.IDLE
        self.hint = None

    def press(self, game: SudokuGame, clear_peer_notes: bool = True) -> Press:
        if self.stage is Stage.IDLE or self.hint is None:
            hint = find_hint(game, clear_peer_notes)
            if hint is None or hint.kind is HintKind.NO_STEP:
                self.reset()
                return Press(Stage.IDLE, hint)
            self.hint, self.stage = hint, Stage.WHERE
            game.hints_used += 1
            return Press(Stage.WHERE, hint, counted=True)
        if self.stage is Stage.WHERE:
            self.stage = Stage.WHY
            return Press(Stage.WHY, self.hint)
        hint = self.hint
        action = game.set_cells(hint.target)
        self.reset()
        return Press(Stage.IDLE, hint, action=action)
