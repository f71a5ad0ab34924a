"""The Sudoku game model: digits, notes, conflicts, undo/redo, the save."""

from __future__ import annotations

import copy
from functools import cache
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from puzzlesuite.games.sudoku.generator import Puzzle, generate
from puzzlesuite.games.sudoku.model import SudokuGame
from puzzlesuite.games.sudoku.solver import PEERS, candidates
from puzzlesuite.games.sudoku.techniques import Level


@cache
def puzzle() -> Puzzle:
    return generate(Level.EASY, 11)


def fresh() -> SudokuGame:
    p = puzzle()
    return SudokuGame(p.givens, p.solution, p.level, p.seed)


def first_empty(game: SudokuGame, skip: int = 0) -> int:
    return game.empty_cells()[skip]


def snapshot(game: SudokuGame) -> tuple[tuple[int, ...], tuple[int, ...]]:
    return tuple(game.values), tuple(game.notes)


def test_a_digit_is_placed_and_cleared_and_givens_never_change() -> None:
    game = fresh()
    cell = first_empty(game)
    assert game.place(cell, 5) is not None
    assert game.values[cell] == 5
    assert game.erase(cell) is not None
    assert game.values[cell] == 0
    given = next(c for c in range(81) if game.is_given(c))
    before = game.values[given]
    assert game.place(given, 1 if before != 1 else 2) is None
    assert game.erase(given) is None
    assert game.toggle_note(given, 3) is None
    assert game.values[given] == before


def test_placing_removes_the_digit_from_the_notes_of_row_column_and_box_only() -> None:
    game = fresh()
    cell = first_empty(game)
    noted = [c for c in game.empty_cells() if c != cell]
    for other in noted:
        game.toggle_note(other, 4)
    game.place(cell, 4)
    for other in noted:
        has_note = bool(game.notes[other] >> 4 & 1)
        assert has_note == (other not in PEERS[cell])


def test_with_the_setting_off_placing_leaves_the_notes() -> None:
    game = fresh()
    cell = first_empty(game)
    peer = next(c for c in PEERS[cell] if not game.values[c])
    game.toggle_note(peer, 4)
    game.place(cell, 4, clear_peer_notes=False)
    assert game.notes[peer] >> 4 & 1


def test_notes_toggle_and_a_filled_cell_takes_no_notes() -> None:
    game = fresh()
    cell = first_empty(game)
    game.toggle_note(cell, 2)
    game.toggle_note(cell, 7)
    assert game.notes[cell] == (1 << 2) | (1 << 7)
    game.toggle_note(cell, 2)
    assert game.notes[cell] == 1 << 7
    game.place(cell, 1)
    assert game.toggle_note(cell, 3) is None


def test_fill_all_notes_writes_every_candidate_as_one_step() -> None:
    game = fresh()
    game.place(first_empty(game), game.solution[first_empty(game)])
    before = snapshot(game)
    assert game.fill_all_notes() is not None
    allowed = candidates(game.grid)
    assert [game.notes[c] for c in game.empty_cells()] == [allowed[c] for c in game.empty_cells()]
    game.undo()
    assert snapshot(game) == before
    assert game.fill_all_notes() is not None
    assert game.fill_all_notes() is None  # nothing left to write


def test_conflicts_mark_both_cells_with_the_units() -> None:
    game = fresh()
    given = next(c for c in range(81) if game.is_given(c))
    digit = game.values[given]
    row = given // 9
    other = next(c for c in range(9 * row, 9 * row + 9) if not game.values[c])
    game.place(other, digit)
    assert {given, other} <= game.conflicts()
    assert ("row", row) in game.conflict_units(other)
    assert ("row", row) in game.conflict_units(given)
    game.erase(other)
    assert not game.conflicts()


def test_solved_and_wrong_cells() -> None:
    game = fresh()
    cells = game.empty_cells()
    wrong = cells[0]
    game.place(wrong, game.solution[wrong] % 9 + 1)
    assert game.wrong_cells() == [wrong]
    for cell in cells:
        game.place(cell, game.solution[cell])
    assert game.is_solved()
    assert game.wrong_cells() == []


ACTIONS = st.lists(
    st.tuples(
        st.sampled_from(["place", "erase", "note", "fill"]), st.integers(0, 80), st.integers(1, 9)
    ),
    min_size=1,
    max_size=25,
)


def act(game: SudokuGame, kind: str, cell: int, digit: int) -> bool:
    if kind == "place":
        return game.place(cell, digit) is not None
    if kind == "erase":
        return game.erase(cell) is not None
    if kind == "note":
        return game.toggle_note(cell, digit) is not None
    return game.fill_all_notes() is not None


@settings(max_examples=60, deadline=None)
@given(ACTIONS)
def test_undo_and_redo_round_trip_exactly(actions: list[tuple[str, int, int]]) -> None:
    game = fresh()
    states = [snapshot(game)]
    for kind, cell, digit in actions:
        if act(game, kind, cell, digit):
            states.append(snapshot(game))
    # One action = one step: undo walks back through every state, redo forward again.
    for expected in reversed(states[:-1]):
        assert game.undo() is not None
        assert snapshot(game) == expected
    assert game.undo() is None
    for expected in states[1:]:
        assert game.redo() is not None
        assert snapshot(game) == expected
    assert not game.can_redo()


def test_a_new_action_drops_the_redo_steps() -> None:
    game = fresh()
    cell = first_empty(game)
    game.place(cell, 1)
    game.undo()
    assert game.can_redo()
    game.toggle_note(cell, 2)
    assert not game.can_redo()


@settings(max_examples=30, deadline=None)
@given(ACTIONS)
def test_the_save_round_trips(actions: list[tuple[str, int, int]]) -> None:
    game = fresh()
    for kind, cell, digit in actions:
        act(game, kind, cell, digit)
    game.elapsed, game.hints_used, game.started = 95.5, 2, True
    again = SudokuGame.from_dict(game.to_dict())
    assert again.to_dict() == game.to_dict()
    assert not again.can_undo()  # undo history is not saved


def damaged(change: Any) -> dict[str, Any]:
    data = copy.deepcopy(fresh().to_dict())
    change(data)
    return data


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        damaged(lambda d: d.pop("seed")),
        damaged(lambda d: d.update(seed=-1)),
        damaged(lambda d: d.update(seed=True)),
        damaged(lambda d: d.update(level="impossible")),
        damaged(lambda d: d.update(values=d["values"][:80])),
        damaged(lambda d: d["values"].__setitem__(0, 10)),
        damaged(lambda d: d["notes"].__setitem__(0, 1 << 12)),
        damaged(lambda d: d.update(elapsed=float("nan"))),
        damaged(lambda d: d.update(elapsed="1")),
        damaged(lambda d: d.update(hints_used=-3)),
        damaged(lambda d: d.update(started="yes")),
        # Rules no structure check sees: a broken solution, a given that moved.
        damaged(lambda d: d["solution"].__setitem__(0, d["solution"][1])),
        damaged(
            lambda d: d["values"].__setitem__(
                d["givens"].index(next(v for v in d["givens"] if v)), 0
            )
        ),
    ],
)
def test_a_damaged_save_is_refused(data: Any) -> None:
    with pytest.raises(ValueError):
        SudokuGame.from_dict(data)


def test_the_save_fits_the_declared_schema_and_its_level_names() -> None:
    from puzzlesuite.games.sudoku import schema

    assert tuple(level.value for level in Level) == schema.LEVELS
    game = fresh()
    game.place(first_empty(game), 3)
    game.toggle_note(first_empty(game, 1), 5)
    data = {
        "game": game.to_dict(),
        "prepared": {
            "hard": {"seed": 4, "givens": list(game.givens), "solution": list(game.solution)}
        },
    }
    assert schema.SAVE.validate(data) == data
    assert schema.SAVE.validate({"game": None}) == {"game": None}


def test_a_note_for_digit_zero_is_refused() -> None:
    data = fresh().to_dict()
    data["notes"][0] = 1
    with pytest.raises(ValueError):
        SudokuGame.from_dict(data)
