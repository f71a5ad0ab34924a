"""Every hint sentence states facts about the position; this checks those facts.

A hint's sentence is built only from its step's data (cells, units, digits, the colours,
the reason a naked single holds). `false_claims` re-derives each of them from the grid
and the candidates the step was found in, the way a player checking the hint would, and
names every one that does not hold. It runs on textbook positions of every technique and
on every hint of real games played to the end by hints alone, and the sentence shown is
checked to name what the data says (so a sentence cannot claim a unit the data lacks).
"""

from __future__ import annotations

from collections import deque
from functools import cache

import pytest
from engine_sudoku import WIKIPEDIA_PUZZLE, WIKIPEDIA_SOLUTION, cell, grid_from, mask

from puzzlesuite.games.sudoku import texts
from puzzlesuite.games.sudoku.generator import generate
from puzzlesuite.games.sudoku.hints import HintKind, HintSession, Stage, player_candidates
from puzzlesuite.games.sudoku.model import SudokuGame
from puzzlesuite.games.sudoku.solver import DIGITS_IN, PEERS, UNITS, candidates
from puzzlesuite.games.sudoku.techniques import Level, Step, Technique, find_step, next_step

FULL = mask(*range(1, 10))
EMPTY = (0,) * 81
Position = tuple[tuple[int, ...], list[int]]


def unit_number(unit: tuple[str, int]) -> int:
    kind, index = unit
    return {"row": 0, "col": 9, "box": 18}[kind] + index


def has(cands: list[int], where: int, digit: int) -> bool:
    return bool(cands[where] >> digit & 1)


def places(cands: list[int], unit: int, digit: int) -> set[int]:
    return {c for c in UNITS[unit] if has(cands, c, digit)}


def sees(a: int, b: int) -> bool:
    return b in PEERS[a]


def grid_allowed(grid: tuple[int, ...], where: int) -> tuple[int, ...]:
    return DIGITS_IN[candidates(grid)[where]]


def false_claims(grid: tuple[int, ...], cands: list[int], step: Step) -> list[str]:
    """The claims of `step` that do not hold in the position (empty: all true)."""
    t = step.technique
    units = [unit_number(u) for u in step.units]
    removed_cells = sorted({c for c, _ in step.eliminate})
    removed_digits = {d for _, d in step.eliminate}
    wrong: list[str] = []

    def claim(ok: bool, what: str) -> None:
        if not ok:
            wrong.append(what)

    claim(all(has(cands, c, d) for c, d in step.eliminate), "removes a digit not there")
    if t is Technique.NAKED_SINGLE:
        assert step.place is not None
        where, digit = step.place
        claim(DIGITS_IN[cands[where]] == (digit,), "the cell has other candidates")
        by_units = grid_allowed(grid, where)
        if step.allowed:
            claim(step.allowed == by_units, "'its row, column and box allow' lists other digits")
            claim(len(by_units) > 1, "says the notes decide, but the units alone do")
        else:
            claim(by_units == (digit,), "says every other digit is in its row, column or box")
    elif t is Technique.HIDDEN_SINGLE:
        assert step.place is not None
        where, digit = step.place
        claim(places(cands, units[0], digit) == {where}, "the digit has other places there")
        claim(all(grid[c] != digit for c in UNITS[units[0]]), "the digit is already placed")
    elif t in (Technique.POINTING, Technique.CLAIMING):
        digit = step.digits[0]
        inside, line = units
        claim(places(cands, inside, digit) == set(step.cells), "the cells are not all its places")
        claim(set(step.cells) <= set(UNITS[line]), "the places are not in the second unit")
        claim(
            all(c in UNITS[line] and c not in UNITS[inside] for c in removed_cells),
            "removes outside the second unit or inside the first",
        )
    elif t in (Technique.NAKED_PAIR, Technique.NAKED_TRIPLE, Technique.NAKED_QUAD):
        union = 0
        for c in step.cells:
            union |= cands[c]
        claim(DIGITS_IN[union] == step.digits, "the cells hold other digits")
        claim(len(step.cells) == len(step.digits), "as many cells as digits")
        claim(all(set(step.cells) <= set(UNITS[u]) for u in units), "a unit lacks a cell")
        claim(removed_digits <= set(step.digits), "removes another digit")
        for u in units:
            claim(any(c in UNITS[u] for c in removed_cells), f"nothing removed in unit {u}")
        claim(
            all(any(c in UNITS[u] for u in units) for c in removed_cells)
            and not set(removed_cells) & set(step.cells),
            "removes from a cell outside the units named",
        )
    elif t in (Technique.HIDDEN_PAIR, Technique.HIDDEN_TRIPLE, Technique.HIDDEN_QUAD):
        unit = units[0]
        claim(set(step.cells) <= set(UNITS[unit]), "the cells are not in the unit")
        claim(
            all(places(cands, unit, d) <= set(step.cells) for d in step.digits),
            "a digit has a place outside the cells",
        )
        claim(set(removed_cells) <= set(step.cells), "removes outside the cells")
        claim(not removed_digits & set(step.digits), "removes one of the digits")
    elif t in (Technique.X_WING, Technique.SWORDFISH):
        size = 2 if t is Technique.X_WING else 3
        digit = step.digits[0]
        bases, covers = units[:size], units[size:]
        cover_cells = {c for u in covers for c in UNITS[u]}
        claim(len(covers) == size, "not as many covers as bases")
        claim(
            all(places(cands, b, digit) <= cover_cells for b in bases), "a base escapes the covers"
        )
        claim(
            all(c in cover_cells and not any(c in UNITS[b] for b in bases) for c in removed_cells),
            "removes outside the covers or inside a base",
        )
    elif t in (Technique.XY_WING, Technique.XYZ_WING):
        pivot, first, second = step.cells
        x, y, z = step.digits
        pivot_digits = (x, y) if t is Technique.XY_WING else (x, y, z)
        claim(set(DIGITS_IN[cands[pivot]]) == set(pivot_digits), "the pivot holds other digits")
        claim(set(DIGITS_IN[cands[first]]) == {x, z}, "the first pincer holds other digits")
        claim(set(DIGITS_IN[cands[second]]) == {y, z}, "the second pincer holds other digits")
        claim(sees(pivot, first) and sees(pivot, second), "a pincer does not see the pivot")
        seen = (first, second) if t is Technique.XY_WING else (pivot, first, second)
        claim(all(all(sees(c, s) for s in seen) for c in removed_cells), "a removal sees not all")
        claim(removed_digits == {z}, "removes a digit other than z")
    else:
        wrong.extend(_colouring_claims(cands, step, units, removed_cells))
    return wrong


def _colouring_claims(
    cands: list[int], step: Step, units: list[int], removed_cells: list[int]
) -> list[str]:
    assert step.colours is not None
    digit = step.digits[0]
    colour_a, colour_b = set(step.colours[0]), set(step.colours[1])
    chain = colour_a | colour_b
    wrong = []
    links = {c: set() for c in chain}
    for unit in range(27):
        pair = places(cands, unit, digit)
        if len(pair) == 2 and pair <= chain:
            a, b = sorted(pair)
            links[a].add(b)
            links[b].add(a)
            if (a in colour_a) == (b in colour_a):
                wrong.append(f"the only two places of {digit} in unit {unit} share a colour")
    start = min(chain)
    reached, queue = {start}, deque([start])
    while queue:
        for other in links[queue.popleft()] - reached:
            reached.add(other)
            queue.append(other)
    if reached != chain or colour_a & colour_b:
        wrong.append("the colours are not one chain of only-two-places links")
    first, second = step.witnesses
    if step.technique is Technique.COLOUR_WRAP:
        same = colour_a if first in colour_a else colour_b
        if not ({first, second} <= same and sees(first, second)):
            wrong.append("the two cells of one colour do not see each other")
        if set(removed_cells) != same or not set(UNITS[units[0]]) >= {first, second}:
            wrong.append("removes other cells than that colour, or names another unit")
    else:
        where = removed_cells[0]
        if not (first in colour_a and second in colour_b):
            wrong.append("the cells seen are not one of each colour")
        if not (sees(where, first) and sees(where, second)):
            wrong.append("the first removed cell does not see the cells named")
        for c in removed_cells:
            if c in chain or not (colour_a & set(PEERS[c]) and colour_b & set(PEERS[c])):
                wrong.append("a removed cell does not see both colours")
    return wrong


# --- textbook positions --------------------------------------------------------------------


def board(
    fixed: dict[int, int] | None = None, without: dict[int, set[int]] | None = None
) -> list[int]:
    cands = [FULL] * 81
    for index, value in (fixed or {}).items():
        cands[index] = value
    for digit, where in (without or {}).items():
        for index in where:
            cands[index] &= ~(1 << digit)
    return cands


def row(n: int) -> set[int]:
    return {cell(n, c) for c in range(1, 10)}


def col(n: int) -> set[int]:
    return {cell(r, n) for r in range(1, 10)}


def box(n: int) -> set[int]:
    top, left = 3 * ((n - 1) // 3) + 1, 3 * ((n - 1) % 3) + 1
    return {cell(top + i // 3, left + i % 3) for i in range(9)}


def textbook() -> dict[str, Position]:
    wiki = grid_from(WIKIPEDIA_PUZZLE)
    narrowed = candidates(wiki)
    # The first open cell with several candidates, narrowed by "notes" to its solution
    # digit: it comes before r5c5, the single the units alone decide.
    target = next(c for c in range(81) if len(DIGITS_IN[narrowed[c]]) > 1)
    narrowed[target] = 1 << int(WIKIPEDIA_SOLUTION[target])
    a, b, c_, d, e = cell(1, 1), cell(1, 5), cell(5, 5), cell(5, 2), cell(3, 2)
    wrap_clear = (row(1) - {a, b}) | (col(5) - {b, c_}) | (row(5) - {c_, d}) | (col(2) - {d, e})
    ta, tb, tc, td = cell(1, 1), cell(1, 5), cell(5, 5), cell(4, 6)
    trap_clear = (row(1) - {ta, tb}) | (col(5) - {tb, tc}) | (box(5) - {tc, td})
    corners = {cell(2, 3), cell(2, 8), cell(5, 3), cell(5, 8)}
    fish = {cell(1, 2), cell(1, 5), cell(5, 5), cell(5, 8), cell(9, 2), cell(9, 8)}
    return {
        "naked single by units": (wiki, candidates(wiki)),
        "naked single by notes": (wiki, narrowed),
        "hidden single": (EMPTY, board(without={7: box(5) - {cell(5, 5)}})),
        "pointing": (EMPTY, board(without={5: box(1) - {cell(2, 1), cell(2, 2)}})),
        "claiming": (EMPTY, board(without={8: row(3) - {cell(3, 7), cell(3, 8)}})),
        "naked pair in a row": (EMPTY, board({cell(1, 1): mask(1, 2), cell(1, 6): mask(1, 2)})),
        "naked pair in a row and a box": (
            EMPTY,
            board({cell(1, 1): mask(3, 4), cell(1, 2): mask(3, 4)}),
        ),
        "naked pair whose removals are only in its column": (
            EMPTY,
            board(
                {cell(1, 3): mask(3, 4), cell(2, 3): mask(3, 4)},
                {3: box(1) - {cell(1, 3), cell(2, 3)}, 4: box(1) - {cell(1, 3), cell(2, 3)}},
            ),
        ),
        "hidden pair": (
            EMPTY,
            board(
                without={6: row(1) - {cell(1, 1), cell(1, 4)}, 7: row(1) - {cell(1, 1), cell(1, 4)}}
            ),
        ),
        "naked triple": (
            EMPTY,
            board({cell(1, 1): mask(1, 2), cell(1, 5): mask(2, 3), cell(1, 9): mask(1, 3)}),
        ),
        "hidden triple": (
            EMPTY,
            board(without={d: row(1) - {cell(1, 2), cell(1, 5), cell(1, 8)} for d in (4, 5, 6)}),
        ),
        "x-wing": (EMPTY, board(without={5: (row(2) | row(5)) - corners})),
        "swordfish": (EMPTY, board(without={3: (row(1) | row(5) | row(9)) - fish})),
        "xy-wing": (
            EMPTY,
            board({cell(1, 1): mask(1, 2), cell(1, 6): mask(1, 3), cell(6, 1): mask(2, 3)}),
        ),
        "xyz-wing": (
            EMPTY,
            board({cell(1, 1): mask(1, 2, 3), cell(2, 2): mask(2, 3), cell(1, 7): mask(1, 3)}),
        ),
        "colour wrap": (EMPTY, board(without={7: wrap_clear})),
        "colour trap": (EMPTY, board(without={7: trap_clear})),
    }


@pytest.mark.parametrize("name", list(textbook()))
def test_every_claim_of_a_textbook_step_holds(name: str) -> None:
    grid, cands = textbook()[name]
    step = next_step(grid, cands)
    assert step is not None
    assert false_claims(grid, cands, step) == []
    assert_sentence_names_the_data(step)


def test_a_naked_single_from_notes_says_the_notes_decide_and_what_the_units_allow() -> None:
    grid, cands = textbook()["naked single by notes"]
    step = next_step(grid, cands)
    assert step is not None and step.technique is Technique.NAKED_SINGLE and step.allowed
    text = texts.step_text(step)
    assert "your notes leave only" in text and "already in its row" not in text
    assert texts.digits_text(step.allowed) in text


def test_a_naked_pair_names_every_unit_its_removals_come_from() -> None:
    grid, cands = textbook()["naked pair in a row and a box"]
    step = next_step(grid, cands)
    assert step is not None and step.technique is Technique.NAKED_PAIR
    assert texts.step_text(step).startswith(
        "Naked pair: in box 1 and row 1, r1c1 and r1c2 hold only the digits 3 and 4"
    )
    # Searched from box 1, but only column 3 loses digits: column 3 alone is named.
    grid, cands = textbook()["naked pair whose removals are only in its column"]
    step = find_step(grid, cands, [Technique.NAKED_PAIR])
    assert step is not None and step.units == (("col", 2),)
    assert false_claims(grid, cands, step) == []
    assert texts.step_text(step).startswith("Naked pair: in column 3, r1c3 and r2c3 hold")


def test_a_stated_reason_that_is_false_is_caught() -> None:
    """The checker itself: a naked single that claims the units decide when notes did."""
    grid, cands = textbook()["naked single by notes"]
    step = next_step(grid, cands)
    assert step is not None
    lie = Step(step.technique, step.place, (), step.units, step.cells, step.digits)
    assert false_claims(grid, cands, lie) == ["says every other digit is in its row, column or box"]
    pair_grid, pair_cands = textbook()["naked pair whose removals are only in its column"]
    pair = find_step(pair_grid, pair_cands, [Technique.NAKED_PAIR])
    assert pair is not None
    boxed = Step(pair.technique, None, pair.eliminate, (("box", 0),), pair.cells, pair.digits)
    assert "nothing removed in unit 18" in false_claims(pair_grid, pair_cands, boxed)


# --- what the sentence says -----------------------------------------------------------------


# Wings and colouring speak of cells that see each other, not of units by name.
WITHOUT_UNIT_NAMES = {
    Technique.XY_WING,
    Technique.XYZ_WING,
    Technique.COLOUR_WRAP,
    Technique.COLOUR_TRAP,
}


def assert_sentence_names_the_data(step: Step) -> None:
    text = texts.step_text(step)
    assert "{" not in text
    first_sentence = text.split(". ")[0]
    assert first_sentence.count(": ") == 1, text  # only the one after the technique's name
    for where, _ in step.eliminate:
        assert texts.cell_ref(where) in text
    if step.technique is not Technique.NAKED_SINGLE:
        for unit in step.units:
            if step.technique not in WITHOUT_UNIT_NAMES:
                assert texts.unit_name(unit) in text, (unit, text)
    if step.colours is not None:
        assert f"Colour A (shaded): {texts.cells_text(step.colours[0])}." in text
        assert f"Colour B (hatched): {texts.cells_text(step.colours[1])}." in text
        for witness in step.witnesses:
            assert texts.cell_ref(witness) in text
    if step.technique is Technique.COLOUR_TRAP:
        many = len({c for c, _ in step.eliminate}) > 1
        after = text.split("Colour B (hatched):")[1]
        if many:
            assert "each see a cell of colour A and a cell of colour B" in after
        else:
            seen_a, seen_b = (texts.cell_ref(c) for c in step.witnesses)
            assert f" sees {seen_a} of colour A and {seen_b} of colour B" in after


# --- real games played by hints alone ----------------------------------------------------------


@cache
def hint_run(level: Level, seed: int) -> tuple[tuple[tuple[int, ...], list[int], Step], ...]:
    """Every step a game shows when played to the end by pressing Hint alone, with the
    grid and the candidates (the player's view) it was found in."""
    puzzle = generate(level, seed)
    game = SudokuGame(puzzle.givens, puzzle.solution, puzzle.level, puzzle.seed)
    session = HintSession()
    seen = []
    for _ in range(3 * 81 * 4):
        if game.is_solved():
            break
        press = session.press(game)
        hint = press.hint
        if press.stage is Stage.WHERE and hint is not None and hint.kind is HintKind.STEP:
            assert hint.step is not None
            seen.append((game.grid, player_candidates(game), hint.step))
    assert game.is_solved()
    return tuple(seen)


RUNS = [(Level.HARD, 101), (Level.HARD, 102), (Level.EXPERT, 7), (Level.EXPERT, 11)]


@pytest.mark.parametrize(("level", "seed"), RUNS)
def test_every_claim_of_every_hint_of_a_real_game_holds(level: Level, seed: int) -> None:
    run = hint_run(level, seed)
    for index, (grid, cands, step) in enumerate(run, start=1):
        assert false_claims(grid, cands, step) == [], (index, step, texts.step_text(step))
        assert_sentence_names_the_data(step)


def test_real_games_reach_the_cases_the_sentences_distinguish() -> None:
    """So the test above is not vacuous: notes-narrowed singles, multi-unit naked pairs
    and colouring all occur in these games."""
    steps = [step for run in RUNS for *_, step in hint_run(*run)]
    singles = [s for s in steps if s.technique is Technique.NAKED_SINGLE]
    assert any(s.allowed for s in singles) and any(not s.allowed for s in singles)
    assert {s.technique for s in steps} >= {Technique.NAKED_PAIR, Technique.POINTING}
