"""The game against the CPU: turns, automatic passes, undo/redo and saving."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from reversi_helpers import LAST_MOVE, WHITE_SKIPPED_AFTER_A7

from puzzlesuite.games.reversi.ai import Level
from puzzlesuite.games.reversi.engine import parse_square
from puzzlesuite.games.reversi.model import (
    PASS,
    Colour,
    IllegalMove,
    Position,
    ReversiGame,
)

# Black to move; after black plays a7 white has no move while black still has one.
PASS_POSITION = Position(*WHITE_SKIPPED_AFTER_A7, to_move=Colour.BLACK)


def play_out(game: ReversiGame, rng: random.Random, max_decisions: int) -> None:
    """Play random human moves, each answered by the CPU, for some decisions."""
    for _ in range(max_decisions):
        while game.cpu_to_move:
            game.play_cpu(game.cpu_choice())
        if game.is_over:
            return
        game.play_human(rng.choice(game.position.legal_squares()))
        while game.cpu_to_move:
            game.play_cpu(game.cpu_choice())


def test_new_game_starts_from_the_centre_with_black_to_move() -> None:
    game = ReversiGame()
    assert game.position.count(Colour.BLACK) == 2 and game.position.count(Colour.WHITE) == 2
    assert game.human_to_move and not game.cpu_to_move
    assert game.position.colour_at(parse_square("d4")) is Colour.WHITE
    assert game.position.colour_at(parse_square("e4")) is Colour.BLACK


def test_playing_white_lets_the_cpu_open() -> None:
    game = ReversiGame(human=Colour.WHITE, level=Level.NORMAL, seed=5)
    assert game.cpu_to_move and not game.can_undo()
    game.play_cpu(game.cpu_choice())
    assert game.human_to_move
    # The CPU's opening move is not the player's decision: nothing to undo yet.
    assert not game.can_undo()


def test_an_illegal_square_or_a_move_out_of_turn_is_refused() -> None:
    game = ReversiGame()
    with pytest.raises(IllegalMove):
        game.play_human(parse_square("a1"))
    with pytest.raises(IllegalMove):
        game.play_cpu(parse_square("d3"))
    game.play_human(parse_square("d3"))
    with pytest.raises(IllegalMove):
        game.play_human(parse_square("c3"))


def test_a_side_without_moves_is_skipped_automatically() -> None:
    game = ReversiGame(human=Colour.BLACK, position=PASS_POSITION)
    assert game.human_to_move
    applied = game.play_human(parse_square("a7"))
    # After a7 white has no move but black does: white's turn is passed for it.
    assert [p.square for p in applied] == [parse_square("a7"), PASS]
    assert applied[1].colour is Colour.WHITE
    assert game.human_to_move
    assert game.last_move is not None and game.last_move.square == parse_square("a7")


def test_undo_removes_the_cpu_reply_and_passes_with_the_players_move() -> None:
    game = ReversiGame(human=Colour.BLACK, position=PASS_POSITION)
    before = game.position
    game.play_human(parse_square("a7"))
    undone = game.undo()
    assert [p.square for p in undone] == [PASS, parse_square("a7")]
    assert game.position == before and game.human_to_move


def test_undo_during_the_cpu_turn_goes_back_to_the_players_decision() -> None:
    game = ReversiGame(level=Level.EASY, seed=3)
    game.play_human(parse_square("d3"))
    assert game.cpu_to_move  # the CPU has not answered yet
    game.undo()
    assert game.position == Position() and game.human_to_move


def test_undo_takes_back_one_decision_at_a_time() -> None:
    game = ReversiGame(level=Level.NORMAL, seed=9)
    game.play_human(parse_square("d3"))
    game.play_cpu(game.cpu_choice())
    after_first = game.position
    game.play_human(game.position.legal_squares()[0])
    game.play_cpu(game.cpu_choice())
    game.undo()
    assert game.position == after_first
    game.undo()
    assert game.position == Position()
    assert not game.can_undo() and game.undo() == []


def test_same_cell_after_undo_brings_the_same_reply() -> None:
    game = ReversiGame(level=Level.EASY, seed=42)
    game.play_human(parse_square("f5"))
    reply = game.cpu_choice()
    game.undo()
    game.play_human(parse_square("f5"))
    assert game.cpu_choice() == reply


def test_redo_replays_an_undone_decision() -> None:
    game = ReversiGame(level=Level.NORMAL, seed=1)
    play_out(game, random.Random(2), 5)
    position, plies = game.position, game.ply_count
    game.undo()
    game.redo()
    assert game.position == position and game.ply_count == plies
    assert not game.can_redo()


def test_a_new_move_clears_redo() -> None:
    game = ReversiGame(level=Level.NORMAL, seed=1)
    play_out(game, random.Random(3), 2)
    game.undo()
    assert game.can_redo()
    game.play_human(game.position.legal_squares()[-1])
    assert not game.can_redo()


def test_save_round_trip_keeps_the_side_to_move_and_the_ply_count() -> None:
    game = ReversiGame(human=Colour.WHITE, level=Level.HARD, seed=77, position=PASS_POSITION)
    data = json.loads(json.dumps(game.to_json()))
    loaded, last_move = ReversiGame.from_json(data)
    assert loaded.position == game.position
    assert loaded.position.to_move is Colour.BLACK
    assert (loaded.human, loaded.level, loaded.seed) == (Colour.WHITE, Level.HARD, 77)
    assert last_move == PASS
    assert not loaded.can_undo()  # undo history is not saved


def test_a_resumed_game_gives_the_same_cpu_replies() -> None:
    game = ReversiGame(level=Level.EASY, seed=2024)
    play_out(game, random.Random(8), 4)
    game.play_human(game.position.legal_squares()[0])
    loaded, _ = ReversiGame.from_json(game.to_json())
    assert loaded.ply_count == game.ply_count
    assert loaded.cpu_to_move
    assert loaded.cpu_choice() == game.cpu_choice()


@pytest.mark.parametrize(
    "data",
    [
        {},
        {"version": 99},
        {
            "version": 1,
            "black": 3,
            "white": 1,
            "to_move": "black",
            "human": "black",
            "level": "easy",
            "seed": 0,
            "ply": 0,
        },
        {
            "version": 1,
            "black": 1,
            "white": 2,
            "to_move": "green",
            "human": "black",
            "level": "easy",
            "seed": 0,
            "ply": 0,
        },
        {
            "version": 1,
            "black": 1,
            "white": 2,
            "to_move": "black",
            "human": "black",
            "level": "expert",
            "seed": 0,
            "ply": 0,
        },
        # White to move with a1 black, b1 white: white has no move but black has c1,
        # so nobody would move (saves are written after forced passes).
        {
            "version": 1,
            "black": 1,
            "white": 2,
            "to_move": "white",
            "human": "black",
            "level": "easy",
            "seed": 0,
            "ply": 0,
        },
    ],
)
def test_broken_saves_are_rejected(data: dict[str, object]) -> None:
    with pytest.raises((ValueError, KeyError, TypeError)):
        ReversiGame.from_json(data)


def test_a_finished_game_reports_winner_and_counts() -> None:
    black, white = LAST_MOVE
    game = ReversiGame(position=Position(black, white, Colour.BLACK))
    game.play_human(parse_square("h7"))
    result = game.result()
    assert game.is_over and result is not None
    assert result.winner is Colour.BLACK
    assert (result.black, result.white) == (63, 0)
    assert not game.human_to_move and not game.cpu_to_move


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 2**31),
    level=st.sampled_from([Level.EASY, Level.NORMAL]),
    human=st.sampled_from(list(Colour)),
)
def test_every_ply_adds_one_disc_and_turns_exactly_the_flipped_ones(
    seed: int, level: Level, human: Colour
) -> None:
    game = ReversiGame(human=human, level=level, seed=seed)
    rng = random.Random(seed)
    while not game.is_over:
        before = game.position
        if game.cpu_to_move:
            applied = game.play_cpu(game.cpu_choice())
        else:
            applied = game.play_human(rng.choice(game.position.legal_squares()))
        move = applied[0]
        total_before = before.count(Colour.BLACK) + before.count(Colour.WHITE)
        after = move.before.play(move.square)[0]
        assert after.count(Colour.BLACK) + after.count(Colour.WHITE) == total_before + 1
        mover_gain = after.count(move.colour) - before.count(move.colour)
        assert mover_gain == move.flipped.bit_count() + 1
        assert all(p.is_pass for p in applied[1:])
    assert game.ply_count <= 60 + sum(1 for p in game.history if p.is_pass)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**31), actions=st.lists(st.sampled_from("pur"), max_size=40))
def test_undo_redo_round_trips(seed: int, actions: list[str]) -> None:
    game = ReversiGame(level=Level.EASY, seed=seed)
    rng = random.Random(seed)
    for action in actions:
        if action == "p" and game.human_to_move:
            game.play_human(rng.choice(game.position.legal_squares()))
            while game.cpu_to_move:
                game.play_cpu(game.cpu_choice())
        elif action == "u" and game.can_undo():
            snapshot = (game.position, list(game.history))
            game.undo()
            assert game.human_to_move
            game.redo()
            assert (game.position, game.history) == snapshot
            game.undo()
        elif action == "r" and game.can_redo():
            game.redo()
        # After any action the player is to move, or the game is over.
        assert game.human_to_move or game.is_over
