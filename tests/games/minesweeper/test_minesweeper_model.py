"""Minesweeper rules: flood fill, counter, chords, marks, win/loss, exact save/resume."""

from __future__ import annotations

import contextlib
import copy
import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from puzzlesuite.games.minesweeper.generator import generate
from puzzlesuite.games.minesweeper.model import (
    FLAG,
    QUESTION,
    MinesweeperGame,
    level_for,
)

FAST = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def game_with(width: int, height: int, mines: list[int], first: int) -> MinesweeperGame:
    game = MinesweeperGame(width, height, len(mines), seed=7)
    game.place_mines(first, mines)
    return game


@st.composite
def boards(draw: Any) -> tuple[int, int, list[int], int]:
    """A board of 5..9 × 5..9 with mines anywhere outside the first cell's 3×3."""
    width = draw(st.integers(5, 9))
    height = draw(st.integers(5, 9))
    first = draw(st.integers(0, width * height - 1))
    fr, fc = divmod(first, width)
    allowed = [
        c for c in range(width * height) if max(abs(c // width - fr), abs(c % width - fc)) > 1
    ]
    most = min(len(allowed), width * height - 9)
    mines = draw(st.lists(st.sampled_from(allowed), min_size=1, max_size=most, unique=True))
    return width, height, sorted(mines), first


def reference_numbers(width: int, height: int, mines: list[int]) -> list[int]:
    mined = set(mines)
    numbers = []
    for row in range(height):
        for col in range(width):
            numbers.append(
                sum(
                    (r * width + c) in mined
                    for r in range(row - 1, row + 2)
                    for c in range(col - 1, col + 2)
                    if 0 <= r < height and 0 <= c < width and (r, c) != (row, col)
                )
            )
    return numbers


def reference_opening(width: int, height: int, mines: list[int], start: int) -> set[int]:
    """What revealing ``start`` must open, by recursion over (row, col)."""
    numbers = reference_numbers(width, height, mines)
    seen: set[int] = set()

    def visit(row: int, col: int) -> None:
        cell = row * width + col
        if cell in seen:
            return
        seen.add(cell)
        if numbers[cell] == 0:
            for r in range(max(0, row - 1), min(height, row + 2)):
                for c in range(max(0, col - 1), min(width, col + 2)):
                    visit(r, c)

    visit(*divmod(start, width))
    return seen


@FAST
@given(boards())
def test_the_first_reveal_opens_exactly_the_flood_fill_of_a_zero(board: Any) -> None:
    width, height, mines, first = board
    game = game_with(width, height, mines, first)
    outcome = game.reveal(first)
    expected = reference_opening(width, height, mines, first)
    assert set(outcome.opened) == expected
    assert game.number[first] == 0
    assert list(game.number) == reference_numbers(width, height, mines)
    assert not any(game.is_mine[c] for c in outcome.opened)
    # Every revealed 0 has all its neighbours revealed.
    for cell in expected:
        if game.number[cell] == 0:
            assert all(game.revealed[n] for n in game.table[cell])
    assert game.won == (len(expected) == width * height - len(mines))


@FAST
@given(boards())
def test_the_opening_order_is_the_rings_of_the_flood_fill(board: Any) -> None:
    """`steps`: 0 for the cell clicked, else one more than the nearest empty cell that
    opened it, which is its shortest path through opened empty cells (breadth first)."""
    width, height, mines, first = board
    game = game_with(width, height, mines, first)
    outcome = game.reveal(first)
    steps = outcome.steps
    assert set(steps) == set(outcome.opened) and steps[first] == 0
    # The reference: breadth-first distances from the click through the opened zeros.
    distance, frontier = {first: 0}, [first]
    while frontier:
        nearer, frontier = frontier, []
        for cell in nearer:
            if game.number[cell] == 0:
                for other in game.table[cell]:
                    if other not in distance and other in steps:
                        distance[other] = distance[cell] + 1
                        frontier.append(other)
    assert steps == distance


@FAST
@given(boards(), st.lists(st.integers(0, 80), max_size=12))
def test_the_counter_is_mines_minus_flags_and_may_go_negative(board: Any, taps: list[int]) -> None:
    width, height, mines, first = board
    game = game_with(width, height, mines, first)
    game.reveal(first)
    for tap in taps:
        game.cycle_mark(tap % game.cells, questions=False)
    flags = [c for c in range(game.cells) if game.mark(c) == FLAG]
    assert game.mines_left == len(mines) - len(flags)
    assert not any(game.revealed[c] for c in flags)


def test_marks_cycle_flag_question_covered_only_with_question_marks_on() -> None:
    game = game_with(9, 9, [80], 0)
    assert [game.cycle_mark(40, questions=False) for _ in range(3)] == [FLAG, 0, FLAG]
    game.cycle_mark(40, questions=False)
    assert [game.cycle_mark(40, questions=True) for _ in range(3)] == [FLAG, QUESTION, 0]
    game.cycle_mark(5, questions=False)
    assert game.mines_left == 0
    game.cycle_mark(6, questions=False)
    assert game.mines_left == -1


def test_a_flagged_cell_cannot_be_revealed_and_a_question_mark_can() -> None:
    game = game_with(9, 9, [80], 0)
    game.cycle_mark(79, questions=True)
    assert game.reveal(79).opened == []
    assert not game.revealed[79]
    game.cycle_mark(79, questions=True)  # now a question mark
    assert game.reveal(79).opened == [79]


# Mines at r1c3 (2) and r3c1 (18) on a 9×9 board; the first click at r9c9 (80).
CORNER_MINES = [2, 18]


def test_chord_needs_exactly_as_many_flags_as_the_number() -> None:
    game = game_with(9, 9, CORNER_MINES, 80)
    game.reveal(80)
    number_cell = 10  # r2c2 touches both mines
    game.reveal(number_cell)
    assert game.number[number_cell] == 2
    game.cycle_mark(2, questions=False)
    assert not game.can_chord(number_cell)
    assert game.chord(number_cell).opened == []
    game.cycle_mark(18, questions=False)
    assert game.can_chord(number_cell)
    outcome = game.chord(number_cell)
    covered_before = {0, 1, 9}  # the other covered neighbours of r2c2
    assert covered_before <= set(outcome.opened)
    assert not outcome.lost
    assert game.won
    assert sorted(c for c, m in game.marks.items() if m == FLAG) == CORNER_MINES


def test_a_chord_around_a_wrong_flag_hits_the_mine_and_loses() -> None:
    game = game_with(9, 9, CORNER_MINES, 80)
    game.reveal(80)
    game.reveal(10)
    game.cycle_mark(2, questions=False)
    game.cycle_mark(1, questions=False)  # wrong: r1c2 is safe
    outcome = game.chord(10)
    assert outcome.lost and outcome.hit == [18]
    assert game.lost and game.over and not game.won
    assert game.wrong_flags() == [1]
    # Nothing changes after the end.
    assert game.reveal(0).opened == []
    assert game.cycle_mark(0, questions=False) == 0


def test_revealing_a_mine_loses_and_revealing_every_safe_cell_wins() -> None:
    game = game_with(9, 9, CORNER_MINES, 80)
    game.reveal(80)
    outcome = game.reveal(2)
    assert outcome.hit == [2] and game.lost
    won = game_with(9, 9, CORNER_MINES, 80)
    won.reveal(80)
    for cell in range(81):
        if cell not in CORNER_MINES:
            won.reveal(cell)
    assert won.won and won.mines_left == 0


def test_mines_never_sit_in_the_first_cells_opening() -> None:
    game = MinesweeperGame(9, 9, 10, seed=1)
    with pytest.raises(ValueError):
        game.place_mines(40, [41, 0, 1, 2, 3, 4, 5, 6, 7, 8])
    with pytest.raises(ValueError):
        game.place_mines(40, [0, 1])  # too few


def test_level_follows_the_size() -> None:
    assert level_for(9, 9, 10) == "beginner"
    assert level_for(30, 16, 99) == "expert"
    assert level_for(9, 9, 11) == "custom"


# ---- saving ---------------------------------------------------------------------------


def play_some(game: MinesweeperGame, taps: list[tuple[int, int]]) -> None:
    for kind, cell in taps:
        cell %= game.cells
        if kind == 0:
            game.reveal(cell)
        elif kind == 1:
            game.cycle_mark(cell, questions=True)
        else:
            game.chord(cell)


actions = st.lists(st.tuples(st.integers(0, 2), st.integers(0, 2000)), max_size=25)


@FAST
@given(boards(), actions, actions, st.floats(0, 10_000), st.integers(0, 9))
def test_a_saved_game_resumes_exactly_and_plays_on_identically(
    board: Any, before: Any, after: Any, elapsed: float, hints: int
) -> None:
    width, height, mines, first = board
    game = game_with(width, height, mines, first)
    game.reveal(first)
    play_some(game, before)
    game.elapsed, game.hints_used = elapsed, hints
    saved = json.loads(json.dumps(game.to_dict()))
    resumed = MinesweeperGame.from_dict(saved)
    assert resumed.to_dict() == game.to_dict()
    assert resumed.code() == game.code()
    play_some(game, after)
    play_some(resumed, after)
    assert resumed.to_dict() == game.to_dict()
    assert (resumed.won, resumed.lost, resumed.mines_left) == (game.won, game.lost, game.mines_left)


@pytest.mark.parametrize("questions", [False, True])
def test_the_first_reveal_opens_its_cell_even_if_it_was_marked_meanwhile(questions: bool) -> None:
    """F pressed on the cell while its mines were being placed: the first reveal still
    opens it (a started board with its first cell covered cannot be saved: the game was
    lost at the next start). Found by the session's counting machine."""
    game = MinesweeperGame(9, 9, 10, seed=7)
    game.cycle_mark(40, questions=questions)
    game.place_mines(40, generate(9, 9, 10, 7, 40))
    assert 40 in game.reveal(40).opened and game.revealed[40]
    assert 40 not in game.marks
    resumed = MinesweeperGame.from_dict(game.to_dict())
    assert resumed.to_dict() == game.to_dict()


def test_a_fresh_game_before_the_first_click_resumes_too() -> None:
    game = MinesweeperGame(30, 16, 99, seed=482133)
    game.cycle_mark(3, questions=False)
    resumed = MinesweeperGame.from_dict(game.to_dict())
    assert resumed.to_dict() == game.to_dict()
    assert resumed.code() == "M-30x16x99-482133"


def test_a_generated_board_resumes_with_its_code() -> None:
    game = MinesweeperGame(9, 9, 10, seed=99)
    game.place_mines(40, generate(9, 9, 10, 99, 40))
    game.reveal(40)
    assert game.code() == "M-9x9x10-99-r5c5"
    assert MinesweeperGame.from_dict(game.to_dict()).code() == game.code()


def _valid_save() -> dict[str, Any]:
    game = game_with(9, 9, CORNER_MINES, 80)
    game.reveal(80)
    game.cycle_mark(2, questions=False)
    return game.to_dict()


DAMAGE = [
    ("width", 4),
    ("width", "9"),
    ("mines", 0),
    ("level", "expert"),
    ("seed", -1),
    ("first", 2),  # a mine
    ("mine_cells", [2, 2]),
    ("revealed", [2]),  # a mine shown as a safe cell
    ("revealed", [0]),  # the first cell missing
    ("flags", [80]),  # a flag on a revealed cell
    ("questions", [2]),  # flag and question mark on one cell
    ("hit", [0]),  # a safe cell as the hit mine
    ("hints_used", True),
    ("elapsed", float("nan")),
    ("explanations", [{"cell": 0}]),
]


@pytest.mark.parametrize(("key", "value"), DAMAGE)
def test_a_damaged_save_is_rejected_with_value_error(key: str, value: Any) -> None:
    data = _valid_save()
    MinesweeperGame.from_dict(copy.deepcopy(data))  # the undamaged one loads
    data[key] = value
    with pytest.raises(ValueError):
        MinesweeperGame.from_dict(data)


def test_a_save_missing_a_key_is_rejected() -> None:
    for key in _valid_save():
        data = _valid_save()
        del data[key]
        with pytest.raises(ValueError):
            MinesweeperGame.from_dict(data)


VALUES = st.none() | st.integers() | st.text()


@FAST
@given(st.dictionaries(st.sampled_from(sorted(_valid_save())), VALUES))
def test_any_mangled_save_fails_only_with_value_error(changes: dict[str, Any]) -> None:
    data = _valid_save() | changes
    with contextlib.suppress(ValueError):
        MinesweeperGame.from_dict(data)


@FAST
@given(boards(), st.lists(st.integers(0, 2000), max_size=10), st.integers(0, 2000))
def test_a_chord_opens_the_unflagged_neighbours_exactly_when_the_flags_match(
    board: Any, flagged: list[int], pick: int
) -> None:
    width, height, mines, first = board
    game = game_with(width, height, mines, first)
    game.reveal(first)
    for cell in flagged:
        if not game.revealed[cell % game.cells]:
            game.cycle_mark(cell % game.cells, questions=False)
    numbers = [c for c in range(game.cells) if game.revealed[c] and game.number[c]]
    if not numbers or game.over:
        return
    cell = numbers[pick % len(numbers)]
    around = game.table[cell]
    flags = sum(game.mark(n) == FLAG for n in around)
    targets = [n for n in around if not game.revealed[n] and game.mark(n) != FLAG]
    before = bytes(game.revealed)
    outcome = game.chord(cell)
    if flags != game.number[cell] or not targets:
        assert outcome.opened == [] and outcome.hit == [] and bytes(game.revealed) == before
        return
    assert all(game.revealed[n] for n in targets)
    assert sorted(outcome.hit) == sorted(n for n in targets if game.is_mine[n])
    assert outcome.lost == any(game.is_mine[n] for n in targets)
    assert not any(game.revealed[n] for n in around if game.mark(n) == FLAG)
    newly = {c for c in range(game.cells) if game.revealed[c] and not before[c]}
    assert newly == set(outcome.opened) | set(outcome.hit)


# ---- the file schemas -----------------------------------------------------------------


def test_the_schema_knows_the_models_levels() -> None:
    from puzzlesuite.games.minesweeper import schema
    from puzzlesuite.games.minesweeper.model import LEVELS

    assert schema.LEVELS == LEVELS


@FAST
@given(boards(), actions, st.floats(0, 10_000), st.integers(0, 9))
def test_every_save_the_game_writes_fits_its_schema(
    board: Any, taps: Any, elapsed: float, hints: int
) -> None:
    from puzzlesuite.games.minesweeper.hints import explain_loss
    from puzzlesuite.games.minesweeper.schema import SAVE

    width, height, mines, first = board
    game = game_with(width, height, mines, first)
    before = game.position()
    game.reveal(first)
    play_some(game, taps)
    if game.lost:
        game.explanations = explain_loss(before, game.hit)
    game.elapsed, game.hints_used = elapsed, hints
    data = {"game": json.loads(json.dumps(game.to_dict()))}
    assert SAVE.validate(data) == data
    fresh = {"game": MinesweeperGame(50, 30, 300, seed=2**63 - 1).to_dict()}
    assert SAVE.validate(fresh) == fresh


@pytest.mark.parametrize(
    ("key", "value"),
    [("width", "9"), ("width", 51), ("first", -1), ("revealed", [1500]), ("elapsed", -1.0)],
)
def test_the_schema_refuses_what_the_game_never_writes(key: str, value: Any) -> None:
    from puzzlesuite.games.minesweeper.schema import SAVE
    from puzzlesuite.services.schema import Invalid

    data = {"game": _valid_save()}
    data["game"][key] = value
    with pytest.raises(Invalid):
        SAVE.validate(data)


@pytest.mark.parametrize("questions", [False, True])
def test_a_flag_taken_off_beside_an_opened_area_resumes_as_it_was(questions: bool) -> None:
    # A flag stops the flood fill, so a cell beside an opened 0 can stay covered once its
    # flag is taken off (or turned into "?"): a state the game itself writes. It used to
    # be refused as damaged on the next start, losing the game.
    game = game_with(9, 9, CORNER_MINES, 80)
    beside_the_zeros = 40
    game.cycle_mark(beside_the_zeros, questions)  # flagged before the area opens
    game.reveal(80)
    assert not game.revealed[beside_the_zeros]
    zeros = [n for n in game.table[beside_the_zeros] if game.revealed[n] and game.number[n] == 0]
    assert zeros  # it stands beside an opened 0 and stayed covered
    game.cycle_mark(beside_the_zeros, questions)  # the flag comes off (or becomes "?")
    resumed = MinesweeperGame.from_dict(json.loads(json.dumps(game.to_dict())))
    assert resumed.to_dict() == game.to_dict()
