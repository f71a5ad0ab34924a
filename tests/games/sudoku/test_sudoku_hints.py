"""The hint state machine: where → why → do it, from the real position."""

from __future__ import annotations

import random
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from puzzlesuite.games.sudoku import texts
from puzzlesuite.games.sudoku.generator import Puzzle, generate
from puzzlesuite.games.sudoku.hints import HintKind, HintSession, Stage, find_hint
from puzzlesuite.games.sudoku.model import SudokuGame, digits_of
from puzzlesuite.games.sudoku.solver import candidates
from puzzlesuite.games.sudoku.techniques import Level, next_step


@cache
def puzzle(level: Level = Level.EASY, seed: int = 5) -> Puzzle:
    return generate(level, seed)


def game_of(p: Puzzle) -> SudokuGame:
    return SudokuGame(p.givens, p.solution, p.level, p.seed)


def snapshot(game: SudokuGame) -> tuple[tuple[int, ...], tuple[int, ...]]:
    return tuple(game.values), tuple(game.notes)


def test_three_presses_show_where_then_why_then_do_it_as_one_undoable_step() -> None:
    game = game_of(puzzle())
    session = HintSession()
    before = snapshot(game)
    first = session.press(game)
    assert first.stage is Stage.WHERE and first.counted
    hint = first.hint
    assert hint is not None and hint.kind is HintKind.STEP
    assert texts.hint_where_text(hint).startswith("Hint: look at ")
    assert snapshot(game) == before  # where and why change nothing
    second = session.press(game)
    assert second.stage is Stage.WHY and not second.counted and second.hint is hint
    assert texts.technique_name(hint.step.technique) in texts.hint_why_text(hint)
    assert snapshot(game) == before
    third = session.press(game)
    assert third.stage is Stage.IDLE and third.applied
    cell, digit = hint.step.place
    assert game.values[cell] == digit == game.solution[cell]
    game.undo()
    assert snapshot(game) == before
    assert game.hints_used == 1  # undo does not un-count


def test_a_hint_counts_once_and_a_reset_starts_it_over() -> None:
    game = game_of(puzzle())
    session = HintSession()
    session.press(game)
    session.press(game)
    assert game.hints_used == 1
    session.reset()  # the screen does this on a board change or a cursor move
    again = session.press(game)
    assert again.stage is Stage.WHERE and again.counted
    assert game.hints_used == 2


def test_a_wrong_digit_comes_first_and_doing_it_erases_it() -> None:
    game = game_of(puzzle())
    cells = game.empty_cells()
    right, wrong = cells[0], cells[5]
    game.place(right, game.solution[right])
    bad = next(d for d in range(1, 10) if d != game.solution[wrong])
    game.place(wrong, bad)
    session = HintSession()
    hint = session.press(game).hint
    assert hint.kind is HintKind.WRONG_DIGIT and hint.cells == (wrong,)
    assert texts.hint_where_text(hint) == f"Hint: look at {texts.cell_ref(wrong)}."
    session.press(game)
    assert texts.hint_why_text(hint) == f"{texts.cell_ref(wrong)} is not {bad}."
    session.press(game)
    assert game.values[wrong] == 0 and game.values[right] == game.solution[right]


def test_notes_that_leave_out_the_digit_are_pointed_out_and_rewritten() -> None:
    game = game_of(puzzle())
    cell = game.empty_cells()[3]
    wrong_note = next(d for d in range(1, 10) if d != game.solution[cell])
    game.toggle_note(cell, wrong_note)
    session = HintSession()
    hint = session.press(game).hint
    assert hint.kind is HintKind.MISSING_NOTE and hint.cells == (cell,)
    assert str(game.solution[cell]) not in texts.hint_why_text(hint).replace(
        texts.cell_ref(cell), ""
    )
    session.press(game)
    session.press(game)
    assert game.notes[cell] == candidates(game.grid)[cell]
    assert game.notes[cell] >> game.solution[cell] & 1


def elimination_position() -> SudokuGame:
    """A Medium puzzle played by its singles until the next step only removes candidates,
    with no notes kept."""
    for seed in range(1, 40):
        game = game_of(puzzle(Level.MEDIUM, seed))
        while True:
            step = next_step(game.grid, candidates(game.grid), Level.EXPERT)
            if step is None or step.place is None:
                break
            game.place(*step.place)
        if step is not None and step.place is None:
            return SudokuGame(game.givens, game.solution, game.level, game.seed, list(game.values))
    raise AssertionError("no Medium puzzle reached an elimination")


def test_an_elimination_without_notes_writes_the_affected_notes_minus_the_removed() -> None:
    game = elimination_position()
    assert not game.keeps_notes()
    hint = find_hint(game)
    assert hint.kind is HintKind.STEP and hint.step.place is None
    allowed = candidates(game.grid)
    removed = {(c, d) for c, d in hint.step.eliminate}
    session = HintSession()
    for _ in range(3):
        session.press(game)
    for cell, digit in removed:
        assert not game.notes[cell] >> digit & 1
    for cell in {*hint.step.cells, *(c for c, _ in removed)}:
        assert game.notes[cell], "every affected cell shows its notes"
        expected = [d for d in digits_of(allowed[cell]) if (cell, d) not in removed]
        assert digits_of(game.notes[cell]) == expected
        assert game.notes[cell] >> game.solution[cell] & 1
    assert texts.hint_done_text(hint).startswith("Notes updated in ")


def test_an_elimination_with_notes_only_removes_the_digits() -> None:
    game = elimination_position()
    game.fill_all_notes()
    hint = find_hint(game)
    assert hint.step.place is None
    before = list(game.notes)
    session = HintSession()
    for _ in range(3):
        session.press(game)
    for cell in range(81):
        gone = {d for c, d in hint.step.eliminate if c == cell}
        assert digits_of(game.notes[cell]) == [d for d in digits_of(before[cell]) if d not in gone]


def test_a_solved_puzzle_has_no_hint() -> None:
    p = puzzle()
    game = SudokuGame(p.givens, p.solution, p.level, p.seed, list(p.solution))
    assert find_hint(game) is None
    press = HintSession().press(game)
    assert press.hint is None and game.hints_used == 0


@pytest.mark.parametrize("level", list(Level))
def test_pressing_hint_alone_solves_every_level_and_every_sentence_reads(level: Level) -> None:
    game = game_of(puzzle(level, 3))
    session = HintSession()
    seen = set()
    for _ in range(400):
        if game.is_solved():
            break
        press = session.press(game)
        hint = press.hint
        if press.stage is Stage.WHY:
            text = texts.hint_why_text(hint)
            assert "{" not in text and text.endswith(".")
            seen.add(hint.step.technique if hint.step else hint.kind)
    assert game.is_solved()
    assert all(hint_kind not in seen for hint_kind in (HintKind.NO_STEP, HintKind.WRONG_DIGIT))


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6), st.floats(0.0, 0.9))
def test_hints_from_reachable_positions_never_contradict_the_solution(
    seed: int, part: float
) -> None:
    p = puzzle(Level.HARD, 2)
    game = game_of(p)
    rng = random.Random(seed)
    for cell in game.empty_cells():
        if rng.random() < part:
            game.place(cell, p.solution[cell])
    hint = find_hint(game)
    assert hint is not None and hint.kind is HintKind.STEP
    for cell, (value, notes) in hint.target.items():
        if value:
            assert value == p.solution[cell]
        else:
            assert notes >> p.solution[cell] & 1


def test_beyond_expert_the_hint_says_no_taught_step_is_left_and_reveals_nothing() -> None:
    # Norvig's top95, fourth puzzle: our techniques get stuck.
    line = "48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5...."
    from puzzlesuite.games.sudoku.own_puzzle import prove

    givens = tuple(0 if c == "." else int(c) for c in line)
    proven = prove(givens)
    assert proven.grade is None
    game = SudokuGame(givens, proven.solution, Level.EXPERT, 0)
    session = HintSession()
    for _ in range(600):  # the taught steps first, as far as they go
        press = session.press(game)
        assert press.hint is not None
        if press.hint.kind is HintKind.NO_STEP:
            break
    assert press.hint.kind is HintKind.NO_STEP and not game.is_solved()
    before = (list(game.values), list(game.notes), game.hints_used)
    for _ in range(3):
        press = session.press(game)
        assert press.hint is not None and press.hint.kind is HintKind.NO_STEP
        assert not press.counted and not press.applied and press.stage is Stage.IDLE
    assert (game.values, game.notes, game.hints_used) == before
    assert "no step this game teaches" in texts.no_step_text()
