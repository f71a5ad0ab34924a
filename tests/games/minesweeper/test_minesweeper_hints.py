"""The hint flow (Qt-free): what H shows, when it counts, what the second press does,
and the after-loss explanations, checked against a brute force over the proof cells."""

from __future__ import annotations

from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from puzzlesuite.games.minesweeper import texts
from puzzlesuite.games.minesweeper.generator import generate
from puzzlesuite.games.minesweeper.hints import (
    START,
    STEP,
    WRONG_FLAG,
    Hint,
    HintFlow,
    apply,
    explain_loss,
    find_hint,
)
from puzzlesuite.games.minesweeper.model import FLAG, Explanation, MinesweeperGame


def corner_game() -> MinesweeperGame:
    """9×9, mines at r1c3 (2) and r3c1 (18), first click r9c9: r1c4 (3) is a 1 with one
    covered neighbour, r1c3."""
    game = MinesweeperGame(9, 9, 2, seed=1)
    game.place_mines(80, [2, 18])
    game.reveal(80)
    return game


def generated(
    seed: int, size: tuple[int, int, int] = (9, 9, 10), first: int = 40
) -> MinesweeperGame:
    game = MinesweeperGame(*size, seed=seed)
    game.place_mines(first, generate(*size, seed, first))
    game.reveal(first)
    return game


def brute_force_verdict(game: MinesweeperGame, hint: Hint) -> bool | None:
    """Whether the proof numbers alone (and the total if used) force ``hint.cell``: every
    arrangement of mines on their covered neighbours that fits them, checked by
    enumeration. Only for proofs without the total (a small set of cells)."""
    cells = sorted(
        {c for n in hint.proof for c in game.table[n] if not game.revealed[c]} | {hint.cell}
    )
    seen = set()
    for bits in product((0, 1), repeat=len(cells)):
        mined = {c for c, b in zip(cells, bits, strict=True) if b}
        if all(sum(c in mined for c in game.table[n]) == game.number[n] for n in hint.proof):
            seen.add(hint.cell in mined)
    return seen.pop() if len(seen) == 1 else None


def test_before_the_first_click_any_cell_is_safe_and_it_does_not_count() -> None:
    game = MinesweeperGame(9, 9, 10, seed=3)
    flow = HintFlow()
    hint, apply_now = flow.press(game)
    assert hint.kind == START and not apply_now and game.hints_used == 0
    assert texts.hint_text(game, hint) == (
        "Any cell is safe to start: the mines are placed after your first click."
    )


def test_a_wrong_flag_comes_first_counts_once_and_the_second_press_removes_it() -> None:
    game = corner_game()
    game.cycle_mark(1, questions=True)  # r1c2 has no mine
    flow = HintFlow()
    hint, apply_now = flow.press(game)
    assert (hint.kind, hint.cell, apply_now) == (WRONG_FLAG, 1, False)
    assert game.hints_used == 1
    assert texts.hint_text(game, hint) == "The flag on r1c2 is wrong: there is no mine there."
    again, apply_now = flow.press(game)
    assert again == hint and apply_now and game.hints_used == 1
    assert apply(game, again, questions=True) == "unflag"
    assert game.mark(1) == 0


def test_a_single_number_hint_reads_like_the_spec() -> None:
    game = corner_game()
    hint = find_hint(game)
    assert hint.kind == STEP and hint.is_mine
    assert texts.hint_text(game, hint) == (
        "The 1 at r1c4 touches only one covered cell, r1c3: it is a mine."
    )
    assert apply(game, hint, questions=False) == "flag"
    assert game.mark(2) == FLAG


@pytest.mark.parametrize(
    ("language", "at", "mine"),
    [
        ("ko", "1행 4열", "1행 3열"),
        ("id", "baris 1 kolom 4", "baris 1 kolom 3"),
        ("es", "f1c4", "f1c3"),
    ],
)
def test_hint_cells_are_named_the_way_each_language_names_sudoku_cells(
    language: str, at: str, mine: str
) -> None:
    from puzzlesuite.services import i18n

    game = corner_game()
    i18n.set_language(language)
    try:
        text = texts.hint_text(game, find_hint(game))
    finally:
        i18n.set_language("en")
    assert at in text and mine in text and "r1c" not in text


@settings(max_examples=6, deadline=None)
@given(st.integers(0, 10_000))
def test_every_hint_on_a_real_board_is_true_and_proven_by_its_numbers(seed: int) -> None:
    game = generated(seed)
    flow = HintFlow()
    shown = 0
    while not game.over:
        hint, apply_now = flow.press(game)
        assert not apply_now and hint.kind == STEP
        shown += 1
        assert hint.is_mine == bool(game.is_mine[hint.cell])
        assert all(game.revealed[n] and game.number[n] for n in hint.proof)
        if not hint.uses_total:
            assert brute_force_verdict(game, hint) == hint.is_mine
        assert texts.hint_text(game, hint).endswith(".")
        hint, apply_now = flow.press(game)
        assert apply_now and game.hints_used == shown
        if apply(game, hint, questions=False) == "reveal":
            assert not game.reveal(hint.cell).lost
        flow.clear()
    assert game.won and game.hints_used == shown


def test_a_loss_explains_a_knowable_mine_from_the_position_before() -> None:
    game = corner_game()
    before = game.position()
    outcome = game.reveal(2)
    assert outcome.hit == [2]
    found = explain_loss(before, outcome.hit)
    assert found == [Explanation(2, True, (3,), False)]
    game.explanations = found
    assert texts.lost_text(game) == (
        "r1c3 was a mine: the game is lost. r1c3 could have been known as a mine: see r1c4."
    )
    assert game.hints_used == 0


@pytest.mark.parametrize(
    ("explanation", "sentence"),
    [
        (Explanation(2, False), "r1c3 could not be known yet: other cells had to be opened first."),
        (Explanation(2, True, (), True), "r1c3 could be worked out only with the mine total."),
        (
            Explanation(2, True, (3, 11), True),
            "r1c3 could be worked out only with the mine total and the numbers at r1c4 and r2c3.",
        ),
    ],
)
def test_explanations_never_say_luck(explanation: Explanation, sentence: str) -> None:
    game = corner_game()
    assert texts.explanation_text(game, explanation) == sentence


def test_the_same_hint_shown_again_after_another_move_does_not_count_twice() -> None:
    game = corner_game()
    flow = HintFlow()
    first, _ = flow.press(game)
    game.cycle_mark(0, questions=False)  # another move: the screen drops the hint
    game.cycle_mark(0, questions=False)
    flow.clear()
    again, apply_now = flow.press(game)
    assert again == first and not apply_now and game.hints_used == 1


def spoken_sentences() -> list[str]:
    """What the game says over a whole real board (hints of every kind it meets, marks,
    status, the end), plus a loss and its explanations, in the current language."""
    game = generated(5, (16, 16, 40), 119)
    said = [texts.status_text(game, False), texts.new_board_text(game)]
    flow = HintFlow()
    while not game.over:
        hint, _ = flow.press(game)
        said.append(texts.hint_text(game, hint))
        hint, _ = flow.press(game)
        if apply(game, hint, questions=True) == "reveal":
            said.append(texts.opened_text(len(game.reveal(hint.cell).opened)))
        else:
            said.append(texts.applied_flag_text(game, hint.cell))
        flow.clear()
    said += [texts.won_text(game), texts.status_text(game, False)]
    lost = corner_game()
    lost.cycle_mark(1, questions=True)
    said.append(texts.hint_text(lost, find_hint(lost)))
    said.append(texts.mark_text(lost, 1, 2, 1))
    said.append(texts.cannot_reveal_text(lost, 3))
    before = lost.position()
    lost.explanations = explain_loss(before, lost.reveal(2).hit)
    lost.explanations += [Explanation(18, False), Explanation(18, True, (), True)]
    said.append(texts.lost_text(lost))
    said.append(texts.refusal_text(20, 20, 300, 100))
    return said


@pytest.mark.parametrize("language", ["ko", "id", "es"])
def test_what_the_game_says_is_translated_and_keeps_the_glossary(language: str) -> None:
    from puzzlesuite.services import i18n
    from tests.services.test_i18n_rendered import assert_reads_well

    english = spoken_sentences()
    i18n.set_language(language)
    try:
        translated = spoken_sentences()
    finally:
        i18n.set_language("en")
    assert len(translated) == len(english)
    for source, text in zip(english, translated, strict=True):
        assert text != source, text
        assert_reads_well(language, source, text)
