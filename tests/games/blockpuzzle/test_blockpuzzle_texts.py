"""Help page, statistics rows and translated texts of Block Puzzle."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from puzzlesuite.games.blockpuzzle import ENTRY, texts
from puzzlesuite.games.blockpuzzle.help import help_html
from puzzlesuite.games.blockpuzzle.model import SHAPES, BlockPuzzle, Preview
from puzzlesuite.games.blockpuzzle.stats import stats_page
from puzzlesuite.services import i18n


@pytest.fixture
def language() -> Iterator[Any]:
    yield i18n.set_language
    i18n.set_language("en")


def test_entry_names_the_real_modules() -> None:
    assert ENTRY.id == "blockpuzzle" and ENTRY.has_undo
    assert callable(ENTRY.help.load()) and callable(ENTRY.stats_page.load())


@pytest.mark.parametrize("code", ["ko", "id", "es"])
def test_help_page_is_translated(language: Any, code: str) -> None:
    english = help_html()
    language(code)
    translated = help_html()
    assert translated != english
    assert translated.count("<li>") == english.count("<li>") > 5
    assert "<h3>" in translated


def test_help_page_in_korean_uses_the_seed_wording(language: Any) -> None:
    language("ko")
    page = help_html()
    assert "트레이" in page and "가로줄" in page and "되돌리기" in page
    # All six tips of the source page, in its wording.
    assert "확정하기 전에 강조 표시를 활용하세요" in page
    assert "되돌리기를 확인하는 수단으로 활용하세요" in page
    assert "그 대가는 절대 달라지지 않습니다" in page


def test_every_shape_has_a_distinct_name_in_every_language(language: Any) -> None:
    for code in ("en", "ko", "id", "es"):
        language(code)
        names = {texts.shape_name(shape) for shape in SHAPES}
        assert len(names) == len(SHAPES), code


def test_the_summary_card_shows_all_four_statistics_and_no_chart(language: Any) -> None:
    page = stats_page(
        {"games_played": 3, "best_score": 1234, "lines_cleared": 17, "play_seconds": 3900}
    )
    (section,) = page.sections
    rows = [(figure.label, figure.value) for figure in section.figures]
    assert rows == [
        ("Best score", "1,234"),
        ("Games played", "3"),
        ("Lines cleared", "17"),
        ("Total play time", "1 hour, 5 minutes"),
    ]
    assert section.charts == ()  # no history is kept, so nothing to draw over time
    assert stats_page({}).sections[0].figures[1].value == "0"
    language("es")
    first = stats_page({"best_score": 1234}).sections[0].figures[0]
    assert (first.label, first.value) == ("Mejor puntuación", "1.234")


def test_the_preview_names_two_lines_one_by_one_and_three_as_a_range(language: Any) -> None:
    # "rows 4–5" / "las filas de la 4 a la 5" is not how two neighbouring lines are said:
    # a 2×2 square names its two rows and columns, a 3-cell bar its range.
    by_id = {shape.id: shape for shape in SHAPES}
    square, bar = by_id["square2"], by_id["bar3v"]
    fits = Preview(True)
    said = {
        "en": ("rows 4 and 5 and columns 3 and 4", "rows 4–6 and column 3"),
        "es": ("las filas 4 y 5 y las columnas 3 y 4", "las filas de la 4 a la 6 y la columna 3"),
        "ko": ("가로줄은 4행과 5행, 세로줄은 3열과 4열", "가로줄은 4행부터 6행까지, 세로줄은 3열"),
        "id": ("baris 4 dan 5 serta kolom 3 dan 4", "baris 4–6 serta kolom 3"),
    }
    for code, (two, three) in said.items():
        language(code)
        assert two in texts.preview_text(square, fits, 3, 2), code
        assert three in texts.preview_text(bar, fits, 3, 2), code


def test_placement_text_names_points_lines_and_score(language: Any) -> None:
    game = BlockPuzzle.from_json(
        {
            "version": 1,
            "seed": 1,
            "refills": 1,
            "score": 0,
            "lines": 0,
            "moves": 0,
            "board": ["1111111."] + [".......1"] * 7,
            "tray": ["dot", "dot", "dot"],
        }
    )
    result = game.place(0, 0, 7)
    assert texts.placed_text(result, game.score) == (
        "Placed single square: 31 points. Cleared 2 lines: row 1 and column 8. Score: 31."
    )
    language("es")
    assert texts.placed_text(result, game.score) == (
        "Has colocado un solo cuadrado: 31 puntos. Has despejado 2 líneas: la fila 1 y la "
        "columna 8. Puntuación: 31."
    )
    language("ko")
    assert texts.placed_text(result, game.score).startswith("놓았습니다: 정사각형 하나, 31점.")
    # No "을(를)" hedge: the shape name is not followed by a particle.
    assert "(를)" not in texts.placed_text(result, game.score)


def test_screen_retranslates_its_accessible_texts(qtbot: Any, ctx: Any) -> None:
    from puzzlesuite.games.blockpuzzle.screen import BlockPuzzleScreen

    screen = BlockPuzzleScreen(ctx)
    qtbot.addWidget(screen)
    screen.board_grid.set_cursor(2, 4)
    assert screen.board_grid.name() == "Row 3, column 5, empty"
    ctx.set_language("ko")
    assert screen.board_grid.name() == "3행 5열, 비어 있음"
    assert screen.board_grid.board_text == "Block Puzzle 보드"
    assert screen.view.slot_proxies[0].accessibleName().startswith("1번 조각(3개 중)")
    assert screen.status.text().startswith("점수")


def test_help_lists_the_screen_reader_keys() -> None:
    html = help_html()
    assert "J and Shift+J jump to the next and previous cell where the selected piece" in html
    assert "C lists every cell" in html and "S says the score" in html
