"""Stateful test: any sequence of actions, undos and redos matches a plain history."""

from __future__ import annotations

from functools import cache

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule

from puzzlesuite.games.sudoku.generator import Puzzle, generate
from puzzlesuite.games.sudoku.hints import HintSession
from puzzlesuite.games.sudoku.model import SudokuGame
from puzzlesuite.games.sudoku.techniques import Level

State = tuple[tuple[int, ...], tuple[int, ...]]


@cache
def puzzle() -> Puzzle:
    return generate(Level.MEDIUM, 21)


class SudokuHistory(RuleBasedStateMachine):
    """The reference: a list of board states and a pointer; an action that changes the
    board cuts everything after the pointer and appends."""

    def __init__(self) -> None:
        super().__init__()
        p = puzzle()
        self.game = SudokuGame(p.givens, p.solution, p.level, p.seed)
        self.hints = HintSession()
        self.history: list[State] = [self.state()]
        self.at = 0

    def state(self) -> State:
        return tuple(self.game.values), tuple(self.game.notes)

    def record(self, changed: bool) -> None:
        if changed:
            self.history[self.at + 1 :] = [self.state()]
            self.at += 1
            self.hints.reset()

    @rule(cell=st.integers(0, 80), digit=st.integers(1, 9), auto=st.booleans())
    def place(self, cell: int, digit: int, auto: bool) -> None:
        self.record(self.game.place(cell, digit, auto) is not None)

    @rule(cell=st.integers(0, 80))
    def erase(self, cell: int) -> None:
        self.record(self.game.erase(cell) is not None)

    @rule(cell=st.integers(0, 80), digit=st.integers(1, 9))
    def note(self, cell: int, digit: int) -> None:
        self.record(self.game.toggle_note(cell, digit) is not None)

    @rule()
    def fill(self) -> None:
        self.record(self.game.fill_all_notes() is not None)

    @rule()
    def hint(self) -> None:
        before = self.game.hints_used
        press = self.hints.press(self.game)
        self.record(press.applied)
        assert self.game.hints_used == before + (1 if press.counted else 0)

    @rule()
    def undo(self) -> None:
        if self.game.undo() is not None:
            self.at -= 1
        assert self.at >= 0

    @rule()
    def redo(self) -> None:
        if self.game.redo() is not None:
            self.at += 1

    @invariant()
    def matches_history(self) -> None:
        assert self.state() == self.history[self.at]
        assert self.game.can_undo() == (self.at > 0)
        assert self.game.can_redo() == (self.at < len(self.history) - 1)

    @invariant()
    def givens_stay(self) -> None:
        assert all(v == g for v, g in zip(self.game.values, self.game.givens, strict=True) if g)

    @invariant()
    def save_round_trips(self) -> None:
        data = self.game.to_dict()
        assert SudokuGame.from_dict(data).to_dict() == data


SudokuHistory.TestCase.settings = settings(max_examples=30, stateful_step_count=25, deadline=None)
TestSudokuHistory = SudokuHistory.TestCase
