"""Hypothesis: undo restores exactly; replaying the same placements gives the same game."""

from __future__ import annotations

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)

from puzzlesuite.games.blockpuzzle.ai import legal_moves
from puzzlesuite.games.blockpuzzle.model import BlockPuzzle


class BlockPuzzleMachine(RuleBasedStateMachine):
    """Random legal placements and undos, checked against a list of earlier states."""

    def __init__(self) -> None:
        super().__init__()
        self.game: BlockPuzzle | None = None
        self.states: list[tuple[object, ...]] = []
        self.moves: list[tuple[int, int, int]] = []
        self.seed = 0

    @initialize(seed=st.integers(min_value=0, max_value=2**64 - 1))
    def start(self, seed: int) -> None:
        self.seed = seed
        self.game = BlockPuzzle(seed=seed)
        self.states = [self.game.state_key()]
        self.moves = []

    @rule(seed=st.integers(min_value=0, max_value=2**64 - 1))
    @precondition(lambda self: self.game is not None and self.game.game_over)
    def finished_game_stands_then_new_game(self, seed: int) -> None:
        assert self.game is not None
        assert not self.game.can_undo() and not self.game.undo()
        assert self.game.state_key() == self.states[-1]
        self.start(seed)

    @rule(choice=st.integers(min_value=0, max_value=10_000))
    @precondition(lambda self: self.game is not None and not self.game.game_over)
    def place(self, choice: int) -> None:
        assert self.game is not None
        moves = list(legal_moves(self.game))
        assert moves, "not over means something fits"
        move = moves[choice % len(moves)]
        self.game.place(*move)
        self.moves.append(move)
        self.states.append(self.game.state_key())

    @rule()
    @precondition(lambda self: self.game is not None and self.game.can_undo())
    def undo(self) -> None:
        assert self.game is not None
        assert self.game.undo()
        self.states.pop()
        self.moves.pop()
        assert self.game.state_key() == self.states[-1]

    @invariant()
    def replay_gives_the_same_game(self) -> None:
        if self.game is None:
            return
        replay = BlockPuzzle(seed=self.seed)
        for move in self.moves:
            replay.place(*move)
        assert replay.state_key() == self.game.state_key()
        assert replay.to_json() == self.game.to_json()

    @invariant()
    def json_round_trip_is_exact(self) -> None:
        if self.game is not None:
            restored = BlockPuzzle.from_json(self.game.to_json())
            assert restored.state_key() == self.game.state_key()
            assert restored.game_over == self.game.game_over

    @invariant()
    def undo_is_available_exactly_while_playing_with_history(self) -> None:
        if self.game is not None:
            expected = len(self.states) > 1 and not self.game.game_over
            assert self.game.can_undo() == expected


BlockPuzzleMachine.TestCase.settings = settings(
    max_examples=50, stateful_step_count=50, deadline=None
)
TestBlockPuzzleStateful = BlockPuzzleMachine.TestCase
