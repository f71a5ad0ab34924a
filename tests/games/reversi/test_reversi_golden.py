"""Golden games: fixed games replayed move by move against each opponent.

The sequences below were recorded once from this implementation after the opponents
were tuned (benchmarks/reversi_ladder.py).  They are not claims about good play: they
guard against accidental change.  The CPU's reply must stay a function of the game seed,
the position and the ply count, so that undoing and playing the same cell brings back the
same reply and saved games resume the same way.  If an opponent is changed on purpose,
re-record these games and say so in the commit.

Tokens: squares in order of play, "--" for a forced pass (automatic).
"""

from __future__ import annotations

import pytest

from puzzlesuite.games.reversi.ai import Level
from puzzlesuite.games.reversi.engine import parse_square, square_name
from puzzlesuite.games.reversi.model import Colour, ReversiGame

GOLDEN = [
    (
        Level.EASY,
        Colour.BLACK,
        11,
        "c4 c3 c2 c5 e6 f5 f6 d3 c6 b7 e2 g7 g4 f4 h8 h3 g6 f7 d6 h6 a8 b2 d7 c7 h7 h5 a1 "
        "g5 h4 e7 b5 f3 b8 b4 a5 g3 d8 f8 e8 g8 g2 a7 h2 e3 a6 c1 b3 a3 b1 a2 d2 f2 d1 c8 "
        "f1 b6 a4 h1 g1 e1",
    ),
    (
        Level.NORMAL,
        Colour.WHITE,
        22,
        "d3 c5 c6 c7 b7 a7 a8 e3 f3 f4 e6 f6 f5 d6 a6 g5 e7 d8 e8 g3 g4 g2 h1 g1 h2 b6 c8 "
        "d2 b8 d7 f1 f2 h3 h5 e1 f7 e2 d1 c1 c2 a5 -- b5 b4 c4 b3 a3 c3 b1 a4 h6 a2 a1 h7 "
        "h4 -- h8 -- b2 -- g8 f8 g7 g6",
    ),
    (
        Level.HARD,
        Colour.BLACK,
        33,
        "f5 f6 d3 f4 g5 h6 f3 e3 e2 c4 c5 g6 g4 h3 b4 c3 e6 c2 d2 e1 f7 g3 c1 d7 h5 h4 g2 "
        "f2 g1 d6 c6 d1 f1 h1 e7 b1 c7 f8 e8 b8 g7 b6 g8 d8 c8 h8 h2 h7 a7 a3 b5 a4 b7 b3 "
        "b2 a2 -- a1 -- a5 a6 a8",
    ),
    (
        Level.HARD,
        Colour.WHITE,
        44,
        "d3 c3 c4 c5 b6 d2 c2 e3 d1 c1 b1 b3 e2 f1 f3 g2 f2 c6 a4 e1",
    ),
]


def token(square: int) -> str:
    return "--" if square < 0 else square_name(square)


@pytest.mark.parametrize(
    ("level", "human", "seed", "moves"), GOLDEN, ids=lambda v: getattr(v, "value", None)
)
def test_replayed_game_gets_the_recorded_cpu_replies(
    level: Level, human: Colour, seed: int, moves: str
) -> None:
    expected = moves.split()
    game = ReversiGame(human=human, level=level, seed=seed)
    played: list[str] = []
    while len(played) < len(expected):
        wanted = expected[len(played)]
        if game.cpu_to_move:
            choice = game.cpu_choice()
            assert token(choice) == wanted, f"CPU reply at ply {len(played)}"
            applied = game.play_cpu(choice)
        else:
            assert game.human_to_move
            applied = game.play_human(parse_square(wanted))
        played.extend(token(p.square) for p in applied)
    assert played == expected
    if len(expected) > 20:
        assert game.is_over


def test_undo_and_the_same_cell_bring_the_same_reply_at_every_decision() -> None:
    level, human, seed, moves = GOLDEN[0]
    game = ReversiGame(human=human, level=level, seed=seed)
    for wanted in moves.split()[:30]:
        if game.cpu_to_move:
            game.play_cpu(game.cpu_choice())
            continue
        if wanted == "--" or not game.human_to_move:
            continue
        game.play_human(parse_square(wanted))
        reply = game.cpu_choice() if game.cpu_to_move else None
        game.undo()
        game.play_human(parse_square(wanted))
        assert (game.cpu_choice() if game.cpu_to_move else None) == reply
