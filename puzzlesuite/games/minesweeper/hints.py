"""The hint flow and the after-loss explanations. Qt-free.

H once shows a hint (counted once, when it first shows); H again applies it (reveal or
flag, or take a wrong flag away). Any other change to the board drops the hint, so the
next H looks afresh. The sentences are in :mod:`.texts`; this module only decides.
"""

from __future__ import annotations

from dataclasses import dataclass

from .model import FLAG, Explanation, MinesweeperGame
from .solver import Position, explain, next_hint

START, WRONG_FLAG, STEP, NOTHING, OVER = "start", "wrong_flag", "step", "nothing", "over"


@dataclass(frozen=True)
class Hint:
    """What H shows. ``kind``: START (before the first click, any cell is safe),
    WRONG_FLAG (``cell`` is flagged but safe), STEP (``cell`` is provably safe or a mine
    from the ``proof`` numbers, with the mine total when ``uses_total``), NOTHING (no
    covered cell can be worked out: never on a no-guess board), OVER (the game ended)."""

    kind: str
    cell: int = -1
    is_mine: bool = False
    proof: tuple[int, ...] = ()
    uses_total: bool = False

    @property
    def counts(self) -> bool:
        """Only hints that tell something about this board count."""
        return self.kind in (WRONG_FLAG, STEP)

    @property
    def appliable(self) -> bool:
        return self.kind in (WRONG_FLAG, STEP)

    def cells(self) -> list[int]:
        """The cells the hint concerns (target first, then its proof), for J."""
        return [self.cell, *self.proof] if self.cell >= 0 else []


def find_hint(game: MinesweeperGame) -> Hint:
    """The hint for this moment: a wrong flag first, else one provable step."""
    if game.over:
        return Hint(OVER)
    if not game.started:
        return Hint(START)
    wrong = game.wrong_flags()
    if wrong:
        return Hint(WRONG_FLAG, wrong[0])
    # Mines already flagged (correctly) are not pointed at again.
    flagged = [c for c, m in sorted(game.marks.items()) if m == FLAG]
    reason = next_hint(game.position(), skip=flagged)
    if reason is None:
        return Hint(NOTHING)
    return Hint(STEP, reason.cell, reason.is_mine, reason.proof, reason.uses_total)


class HintFlow:
    """The hint on show, and whether pressing H again applies it."""

    def __init__(self) -> None:
        self.shown: Hint | None = None
        # Hints already counted in this game: the same step shown again (after another
        # move dropped it) does not count twice.
        self._counted: set[tuple[str, int]] = set()

    def press(self, game: MinesweeperGame) -> tuple[Hint, bool]:
        """H: (the hint, True when this press should apply it). A hint counts (adds one
        to ``game.hints_used``) the first time it shows."""
        if self.shown is not None and self.shown.appliable and self._still_valid(game):
            return self.shown, True
        hint = find_hint(game)
        self.shown = hint if hint.appliable else None
        if hint.counts and (hint.kind, hint.cell) not in self._counted:
            self._counted.add((hint.kind, hint.cell))
            game.hints_used += 1
        return hint, False

    def clear(self) -> None:
        self.shown = None

    @staticmethod
    def _still_valid(game: MinesweeperGame) -> bool:
        return not game.over


def apply(game: MinesweeperGame, hint: Hint, questions: bool) -> str:
    """What the second H does: "reveal" (the caller reveals ``hint.cell``, so the
    opening is announced like any other), "flag" or "unflag" (done here)."""
    if hint.kind == WRONG_FLAG:
        while game.mark(hint.cell):
            game.cycle_mark(hint.cell, questions)
        return "unflag"
    if hint.is_mine:
        while game.mark(hint.cell) != FLAG:
            game.cycle_mark(hint.cell, questions)
        return "flag"
    return "reveal"


def explain_loss(before: Position, hit: list[int]) -> list[Explanation]:
    """For each mine the losing action revealed: could it have been known in the
    position ``before`` it, and from which numbers. Never counts as a hint."""
    found = []
    for cell in hit:
        reason = explain(before, cell)
        if reason is None or not reason.is_mine:
            found.append(Explanation(cell, False))
        else:
            found.append(Explanation(cell, True, reason.proof, reason.uses_total))
    return found
