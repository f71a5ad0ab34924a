"""Board codes: M-<w>x<h>x<mines>-<seed>[-r<row>c<col>], round trips and clean errors."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from puzzlesuite.games.minesweeper.board_code import (
    REASONS,
    BoardCode,
    CodeError,
    format_code,
    parse_code,
)


def test_the_spec_example_reads_as_expected() -> None:
    code = parse_code("M-30x16x99-482133-r5c7")
    assert code == BoardCode(30, 16, 99, 482133, (4, 6))
    assert format_code(30, 16, 99, 482133, (4, 6)) == "M-30x16x99-482133-r5c7"
    assert format_code(30, 16, 99, 482133) == "M-30x16x99-482133"
    assert parse_code("M-30x16x99-482133").first is None


def test_case_and_surrounding_spaces_do_not_matter() -> None:
    assert parse_code("  m-9X9x10-7-R1C9\n") == BoardCode(9, 9, 10, 7, (0, 8))


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", "format"),
        ("M-9x9x10", "format"),
        ("M-9x9x10-", "format"),
        ("X-9x9x10-1", "format"),
        ("M-9x9x10-1-r1", "format"),
        ("M-9x9x-10-1", "format"),
        ("M-9x9x10-١٢", "format"),  # digits of another script are not board codes
        ("M-9x9x10-1 r1c1", "format"),
        ("M-4x9x10-1", "size"),
        ("M-51x9x10-1", "size"),
        ("M-9x31x10-1", "size"),
        ("M-9x4x10-1", "size"),
        ("M-9x9x0-1", "mines"),
        ("M-9x9x73-1", "mines"),
        ("M-9x9x10-9223372036854775808", "seed"),
        ("M-9x9x10-1-r10c1", "cell"),
        ("M-9x9x10-1-r1c10", "cell"),
        ("M-9x9x10-1-r0c1", "cell"),
        ("M-9x9x10-1-r1c0", "cell"),
    ],
)
def test_bad_codes_say_what_is_wrong(text: str, reason: str) -> None:
    with pytest.raises(CodeError) as caught:
        parse_code(text)
    assert caught.value.reason == reason
    assert isinstance(caught.value, ValueError)


def test_the_limits_themselves_are_accepted() -> None:
    assert parse_code("M-5x5x16-0").mines == 16
    assert parse_code("M-50x30x1491-9223372036854775807-r30c50").first == (29, 49)
    assert parse_code("M-5x5x1-0").mines == 1


def test_formatting_refuses_what_could_not_be_parsed() -> None:
    with pytest.raises(CodeError) as caught:
        format_code(9, 9, 10, 1, (9, 0))
    assert caught.value.reason == "cell"
    with pytest.raises(CodeError):
        format_code(9, 9, 10, -1)


codes = st.builds(
    lambda w, h, m, seed, first: BoardCode(
        w, h, min(m, w * h - 9), seed, None if first is None else (first[0] % h, first[1] % w)
    ),
    st.integers(5, 50),
    st.integers(5, 30),
    st.integers(1, 1491),
    st.integers(0, 2**63 - 1),
    st.none() | st.tuples(st.integers(0, 29), st.integers(0, 49)),
)


@settings(max_examples=200, deadline=None)
@given(codes)
def test_every_valid_code_round_trips(code: BoardCode) -> None:
    text = format_code(code.width, code.height, code.mines, code.seed, code.first)
    assert parse_code(text) == code


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=40) | st.from_regex(r"[Mm]-[0-9x]{1,9}-[0-9rc-]{0,12}", fullmatch=True))
def test_any_text_gives_a_code_or_a_code_error(text: str) -> None:
    try:
        code = parse_code(text)
    except CodeError as error:
        assert error.reason in REASONS
    else:
        assert (
            parse_code(format_code(code.width, code.height, code.mines, code.seed, code.first))
            == code
        )
