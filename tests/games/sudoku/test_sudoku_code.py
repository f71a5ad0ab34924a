"""Puzzle codes: format, tolerant parsing, and errors the UI can explain."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from puzzlesuite.games.sudoku.puzzle_code import (
    REASONS,
    SEED_MAX,
    CodeError,
    format_code,
    parse_code,
)
from puzzlesuite.games.sudoku.techniques import Level


def test_format() -> None:
    assert format_code(Level.HARD, 482133) == "S-H-482133"
    assert format_code(Level.EASY, 0) == "S-E-0"
    assert format_code(Level.MEDIUM, 7) == "S-M-7"
    assert format_code(Level.EXPERT, SEED_MAX) == "S-X-999999999"


@pytest.mark.parametrize("seed", [-1, SEED_MAX + 1])
def test_format_refuses_seeds_out_of_range(seed: int) -> None:
    with pytest.raises(ValueError):
        format_code(Level.EASY, seed)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("S-H-482133", (Level.HARD, 482133)),
        ("s-h-482133", (Level.HARD, 482133)),
        ("  S - X - 12  ", (Level.EXPERT, 12)),
        ("S H 48 21 33", (Level.HARD, 482133)),
        ("SM5", (Level.MEDIUM, 5)),
        ("S–E–0", (Level.EASY, 0)),  # en dashes, as word processors write them
        ("S-E-000042", (Level.EASY, 42)),
        ("S-X-999999999", (Level.EXPERT, SEED_MAX)),
        ("\tS-M-1\n", (Level.MEDIUM, 1)),
    ],
)
def test_parse_is_tolerant(text: str, expected: tuple[Level, int]) -> None:
    assert parse_code(text) == expected


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", "format"),
        ("hello", "format"),
        ("X-H-1", "format"),
        ("S", "format"),
        ("S-Q-1", "level"),
        ("S-1-1", "level"),
        ("S-H-", "seed"),
        ("S-H-12a", "seed"),
        ("S-H--1", "seed"),
        ("S-H-1000000000", "seed"),
        ("S-H-" + "9" * 5000, "seed"),
        ("S-H-١٢٣", "seed"),  # Arabic-Indic digits are not seed digits
    ],
)
def test_parse_explains_what_is_wrong(text: str, reason: str) -> None:
    with pytest.raises(CodeError) as caught:
        parse_code(text)
    assert caught.value.reason == reason
    assert isinstance(caught.value, ValueError)


@pytest.mark.parametrize("level", list(Level))
@pytest.mark.parametrize("seed", [0, 1, 482133, SEED_MAX])
def test_round_trip(level: Level, seed: int) -> None:
    assert parse_code(format_code(level, seed)) == (level, seed)
    assert parse_code(format_code(level, seed).lower()) == (level, seed)


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=40) | st.from_regex(r"\s*[sS]\s*-?\s*\w\s*-?\s*\S{0,12}\s*"))
def test_any_text_gives_a_code_or_a_code_error(text: str) -> None:
    try:
        level, seed = parse_code(text)
    except CodeError as error:
        assert error.reason in REASONS
    else:
        assert isinstance(level, Level)
        assert 0 <= seed <= SEED_MAX
        assert parse_code(format_code(level, seed)) == (level, seed)
