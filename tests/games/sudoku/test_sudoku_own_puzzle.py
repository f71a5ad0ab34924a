"""A puzzle the player brings: read from text, proven, graded, coded, taught by hints."""

from __future__ import annotations

from pathlib import Path

import pytest

from puzzlesuite.games.sudoku import own_texts, texts
from puzzlesuite.games.sudoku.generator import generate
from puzzlesuite.games.sudoku.hints import HintKind, HintSession
from puzzlesuite.games.sudoku.model import SudokuGame
from puzzlesuite.games.sudoku.own_puzzle import (
    MAX_CODE_LENGTH,
    OwnCodeError,
    ProofError,
    format_own_code,
    is_own_code,
    parse_own_code,
    prove,
)
from puzzlesuite.games.sudoku.puzzle_text import (
    Form,
    TextError,
    format_line,
    format_puzzle,
    parse_puzzle,
    read_puzzle_file,
)
from puzzlesuite.games.sudoku.techniques import LEVELS, Level, grade

DATA = Path(__file__).parent / "data"
FORMS = DATA / "forms"
WIKIPEDIA = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"


def top95() -> list[str]:
    return (DATA / "top95.txt").read_text(encoding="utf-8").split()


def grid_of(line: str) -> tuple[int, ...]:
    return tuple(0 if c in ".0" else int(c) for c in line)


# ---- reading and writing text -------------------------------------------------------------

FORM_OF_FIXTURE = {
    "line_dots.txt": Form.LINE,
    "line_zeros.txt": Form.LINE,
    "grid.txt": Form.GRID,
    "grid_zeros.txt": Form.GRID,
    "simple.ss": Form.SIMPLE_SUDOKU,
    "sadman.sdk": Form.SADMAN,
    "sadman_plain.sdk": Form.SADMAN,
}


@pytest.mark.parametrize("name", sorted(FORM_OF_FIXTURE))
def test_every_accepted_form_is_read_and_written_back_identically(name: str) -> None:
    path = FORMS / name
    puzzle = read_puzzle_file(path)
    assert puzzle.givens == grid_of(WIKIPEDIA)
    assert puzzle.form is FORM_OF_FIXTURE[name]
    assert format_puzzle(puzzle) == path.read_text(encoding="utf-8")


def test_a_sadman_file_keeps_its_comment_lines() -> None:
    puzzle = read_puzzle_file(FORMS / "sadman.sdk")
    assert puzzle.header[0] == "#AWikipedia"


def test_typed_forms_are_forgiving_about_spaces_and_blank_lines() -> None:
    loose = "\n\n  " + " ".join(WIKIPEDIA) + "  \n\n"
    assert parse_puzzle(loose).givens == grid_of(WIKIPEDIA)
    rows = "\n".join(WIKIPEDIA[9 * r : 9 * r + 9] for r in range(9))
    assert parse_puzzle("\ufeff" + rows).givens == grid_of(WIKIPEDIA)


def test_copy_gives_the_81_character_line() -> None:
    assert format_line(grid_of(WIKIPEDIA)) == WIKIPEDIA


@pytest.mark.parametrize(
    ("text", "reason", "sentence"),
    [
        ("", "empty", "There is no puzzle there: the text is empty."),
        ("  \n \n", "empty", "There is no puzzle there: the text is empty."),
        (WIKIPEDIA[:-2], "length", "A puzzle has 81 cells; that text holds 79."),
        (WIKIPEDIA + "1", "length", "A puzzle has 81 cells; that text holds 82."),
        (
            WIKIPEDIA[:-1] + "x",
            "character",
            "“x” cannot be in a puzzle: use the digits 1 to 9, and 0 or “.” for an empty cell.",
        ),
        (
            "<html>" + "a" * 5000,
            "too_long",
            "That is too long to be a puzzle (over 4,000 characters); copy only the puzzle.",
        ),
    ],
)
def test_bad_text_gets_one_sentence(text: str, reason: str, sentence: str) -> None:
    with pytest.raises(TextError) as caught:
        parse_puzzle(text)
    assert caught.value.reason == reason
    assert own_texts.text_error_text(caught.value) == sentence


def test_binary_non_utf8_empty_and_huge_files_are_refused(tmp_path: Path) -> None:
    cases = {
        "binary.txt": (b"\x89PNG\r\n\x1a\n\0\0\0", "binary"),
        "latin1.txt": (WIKIPEDIA.encode() + "é".encode("latin-1"), "encoding"),
        "empty.txt": (b"", "empty"),
        "huge.txt": (b"1" * 100_000, "too_long"),
    }
    for name, (content, reason) in cases.items():
        path = tmp_path / name
        path.write_bytes(content)
        with pytest.raises(TextError) as caught:
            read_puzzle_file(path)
        assert caught.value.reason == reason, name
        sentence = own_texts.text_error_text(caught.value)
        assert sentence.endswith(".") and "{" not in sentence
    with pytest.raises(TextError) as missing:
        read_puzzle_file(tmp_path / "nowhere.txt")
    assert missing.value.reason == "unreadable"


# ---- proving -----------------------------------------------------------------------------


def test_a_repeated_digit_names_the_unit_and_the_cells() -> None:
    givens = list(grid_of(WIKIPEDIA))
    givens[2] = 5  # r1c3 = 5, and r1c1 is 5
    with pytest.raises(ProofError) as caught:
        prove(tuple(givens))
    assert caught.value.cells == (0, 2)
    assert own_texts.proof_error_text(caught.value) == "5 is twice in row 1: r1c1 and r1c3."
    column = list(grid_of(WIKIPEDIA))
    column[72] = 6  # r9c1 = 6 under r2c1 = 6
    with pytest.raises(ProofError) as caught:
        prove(tuple(column))
    assert own_texts.proof_error_text(caught.value) == "6 is twice in column 1: r2c1 and r9c1."


def test_fewer_than_17_givens_is_refused_without_searching() -> None:
    sparse = grid_of(WIKIPEDIA[:30] + "." * 51)
    assert sum(1 for d in sparse if d) == 11
    with pytest.raises(ProofError) as caught:
        prove(sparse)
    assert own_texts.proof_error_text(caught.value) == (
        "Only 11 givens: a puzzle needs at least 17 to have a single solution."
    )


def test_no_solution_is_said() -> None:
    givens = list(grid_of(WIKIPEDIA))
    givens[2] = 2  # r1c3 = 2: no repeat in any unit, but nothing fits any more
    with pytest.raises(ProofError) as caught:
        prove(tuple(givens))
    assert caught.value.reason == "no_solution"
    assert own_texts.proof_error_text(caught.value) == (
        "These givens have no solution; check them against your puzzle."
    )


def test_more_than_one_solution_shows_two_cells_where_two_solutions_differ() -> None:
    puzzle = prove(grid_of(WIKIPEDIA))
    givens = list(puzzle.givens)
    found: ProofError | None = None
    for cell in range(81):  # take givens away until a second solution appears
        if givens[cell] and found is None:
            givens[cell] = 0
            try:
                prove(tuple(givens))
            except ProofError as error:
                found = error
    assert found is not None and found.reason == "multiple"
    error = found
    (first, second), ((a, b), (c, d)) = error.cells, error.alternatives
    assert a != b and c != d
    assert puzzle.solution[first] in (a, b) or puzzle.solution[second] in (c, d)
    sentence = own_texts.proof_error_text(error)
    assert sentence.startswith("These givens have more than one solution: r")
    assert sentence.endswith("Keep entering givens.")


def test_grades_agree_with_the_game_grader_on_the_published_set() -> None:
    levels = set()
    for line in top95()[:30]:
        proven = prove(grid_of(line))
        assert proven.grade == grade(proven.givens)
        levels.add(proven.grade)
    assert None in levels and len(levels) > 2  # beyond Expert happens, and so do levels


@pytest.mark.parametrize("level", LEVELS)
def test_a_generated_puzzle_entered_by_hand_gets_its_own_level(level: Level) -> None:
    generated = generate(level, 11)
    proven = prove(generated.givens)
    assert proven.grade is level and proven.solution == generated.solution


def test_the_beyond_expert_sentence_says_it_is_still_playable() -> None:
    text = own_texts.own_started_text(None, "S-P-X")
    assert "beyond Expert: it needs steps this game does not teach" in text
    assert "You can still play it." in text


# ---- codes -------------------------------------------------------------------------------


def test_own_codes_round_trip_over_the_published_set_and_stay_short() -> None:
    for line in top95():
        proven = prove(grid_of(line))
        code = proven.code
        assert len(code) <= MAX_CODE_LENGTH and code.startswith("S-P-")
        assert is_own_code(code) and is_own_code(code.lower())
        assert parse_own_code(code) == proven.givens
        assert parse_own_code(" " + code.lower().replace("1", "l") + " ") == proven.givens


def test_a_full_grid_code_is_short_too() -> None:
    solution = prove(grid_of(WIKIPEDIA)).solution
    code = format_own_code(solution, solution)
    assert len(code) <= MAX_CODE_LENGTH and parse_own_code(code) == solution


def test_a_mistyped_character_is_caught_by_the_check_character() -> None:
    code = prove(grid_of(WIKIPEDIA)).code
    for position in range(4, len(code)):
        for replacement in "07KZ":
            if code[position] == replacement:
                continue
            typo = code[:position] + replacement + code[position + 1 :]
            with pytest.raises(OwnCodeError):
                parse_own_code(typo)


def test_generated_codes_are_not_own_codes() -> None:
    assert not is_own_code("S-H-482133")


# ---- hints to the end ---------------------------------------------------------------------


def test_the_published_set_played_through_hints_to_the_end() -> None:
    """Every top95 puzzle the game can teach is solved by pressing Hint alone; on the
    others the hints go as far as our techniques do, then say so and reveal nothing."""
    solved = stuck = 0
    for line in top95():
        proven = prove(grid_of(line))
        game = SudokuGame(proven.givens, proven.solution, proven.grade or Level.EXPERT, 0)
        session = HintSession()
        for _ in range(2000):
            if game.is_solved():
                break
            press = session.press(game)
            assert press.hint is not None
            if press.hint.kind is HintKind.NO_STEP:
                break
        if proven.grade is None:
            assert not game.is_solved() and press.hint.kind is HintKind.NO_STEP
            assert game.wrong_cells() == []
            stuck += 1
        else:
            assert game.is_solved()
            solved += 1
    assert solved >= 30 and stuck >= 30
    assert texts.no_step_text().endswith(".")
