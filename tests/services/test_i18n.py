from __future__ import annotations

import datetime as dt
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from puzzlesuite.services import i18n
from puzzlesuite.services.i18n import _, fmt, ngettext

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from tools import i18n as catalogs  # noqa: E402


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    i18n.set_language("en")


def test_every_catalog_is_complete_fresh_and_compiled() -> None:
    """Untranslated, fuzzy, stale template or stale .mo: all fail here."""
    assert catalogs.problems(catalogs.domains()) == []


def test_every_domain_has_all_languages() -> None:
    for domain in catalogs.domains():
        for language in catalogs.LANGUAGES:
            assert catalogs.mo_path(domain, language).exists(), (domain, language)


def test_check_catches_an_untranslated_entry(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The completeness check itself can fail."""
    original = catalogs.po_path("puzzlesuite", "ko").read_text(encoding="utf-8")
    broken = original.replace('msgstr "설정"', 'msgstr ""', 1)
    assert broken != original
    monkeypatch.setattr(catalogs, "TRANSLATIONS", tmp_path)
    for language in catalogs.LANGUAGES:
        (tmp_path / language / "LC_MESSAGES").mkdir(parents=True)
        source = ROOT / "translations" / language / "LC_MESSAGES" / "puzzlesuite.po"
        text = broken if language == "ko" else source.read_text(encoding="utf-8")
        (tmp_path / language / "LC_MESSAGES" / "puzzlesuite.po").write_text(text, encoding="utf-8")
    (tmp_path / "puzzlesuite.pot").write_bytes((ROOT / "translations/puzzlesuite.pot").read_bytes())
    found = catalogs.problems(["puzzlesuite"])
    assert any("untranslated: 'Settings'" in line for line in found)
    assert any("stale or missing" in line for line in found)  # the .mo no longer matches


def test_check_catches_a_misspelt_placeholder() -> None:
    """`.format(version=…)` on "Versión {versión}" would raise KeyError on screen."""
    assert catalogs.placeholder_mismatch("Version {version}", ("Versión {versión}",)) == "versión"
    assert catalogs.placeholder_mismatch("Version {version}", ("Versión {version}",)) == ""
    plural = ("{n} line", "{n} lines")
    assert catalogs.placeholder_mismatch(plural, ("{n}줄",)) == ""
    assert catalogs.placeholder_mismatch(plural, ("{count}줄",)) == "count"


@pytest.mark.parametrize(
    ("language", "expected"),
    [("ko", "설정"), ("id", "Pengaturan"), ("es", "Configuración"), ("en", "Settings")],
)
def test_switching_language(language: str, expected: str) -> None:
    i18n.set_language(language)
    assert _("Settings") == expected
    assert i18n.current_language() == language


def test_plural_forms_follow_the_language() -> None:
    i18n.set_language("en")
    assert ngettext("{n} line", "{n} lines", 1) == "{n} line"
    assert ngettext("{n} line", "{n} lines", 2) == "{n} lines"


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({"LANG": "ko_KR.UTF-8"}, "ko"),
        ({"LANGUAGE": "fr:es", "LANG": "fr_FR.UTF-8"}, "es"),
        ({"LC_ALL": "id_ID.UTF-8"}, "id"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({"LANG": "C"}, "en"),
        ({}, "en"),
    ],
)
def test_system_language(environ: dict[str, str], expected: str) -> None:
    assert i18n.system_language(environ) == expected


def test_numbers_dates_and_durations_follow_the_language() -> None:
    day = dt.date(2026, 11, 30)
    i18n.set_language("en")
    assert fmt.number(12345) == "12,345"
    assert fmt.date(day) == "November 30, 2026"
    assert fmt.duration(3900) == "1 hour, 5 minutes"
    assert fmt.duration(27) == "27 seconds"  # issue 22: "Solved in 0 minutes" after 27 s
    assert fmt.duration(0) == "0 seconds"
    assert fmt.duration(83.4) == "1 minute, 23 seconds"
    assert fmt.duration(12 * 60) == "12 minutes"
    assert fmt.duration(3600) == "1 hour"
    i18n.set_language("es")
    assert fmt.number(12345) in ("12.345", "12345")
    assert fmt.date(day) == "30 de noviembre de 2026"
    i18n.set_language("ko")
    assert fmt.date(day) == "2026년 11월 30일"
    assert "1시간" in fmt.duration(3900)
    i18n.set_language("id")
    assert fmt.number(12345) == "12.345"
    assert "November" in fmt.date(day)


def test_check_catches_one_text_translated_two_ways(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Domains share one lookup chain, so the same English must read the same."""
    from babel.messages.catalog import Catalog

    monkeypatch.setattr(catalogs, "TRANSLATIONS", tmp_path)
    for domain, korean in (("alpha", "팁"), ("beta", "요령")):
        for language in catalogs.LANGUAGES:
            catalog = Catalog(locale=language, domain=domain)
            catalog.add("Tips", korean if language == "ko" else "Tips")
            path = catalogs.po_path(domain, language)
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(catalogs.render_po(catalog))
    assert catalogs.conflicts(["alpha", "beta"]) == [
        "ko: 'Tips' is '팁' in alpha but '요령' in beta"
    ]


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", "2 hours, 5 minutes"),
        ("ko", "2시간 5분"),
        ("id", "2 jam 5 menit"),  # round-2 review: no comma inside a duration
        ("es", "2 horas y 5 minutos"),
    ],
)
def test_hours_and_minutes_in_every_language(language: str, expected: str) -> None:
    i18n.set_language(language)
    assert fmt.duration(2 * 3600 + 5 * 60) == expected


@pytest.mark.parametrize(
    ("language", "under_a_minute", "minutes_and_seconds"),
    [
        ("en", "42 seconds", "7 minutes, 52 seconds"),
        ("ko", "42초", "7분 52초"),
        ("id", "42 detik", "7 menit 52 detik"),
        ("es", "42 segundos", "7 minutos y 52 segundos"),
    ],
)
def test_one_duration_format_shows_seconds_under_an_hour(
    language: str, under_a_minute: str, minutes_and_seconds: str
) -> None:
    i18n.set_language(language)
    assert fmt.duration(42) == under_a_minute
    assert fmt.duration(7 * 60 + 52) == minutes_and_seconds


def test_spanish_lists_say_u_before_o_and_e_before_i() -> None:
    i18n.set_language("es")
    assert fmt.or_list(["Volver a jugar", "Otro nivel"]) == "Volver a jugar u Otro nivel"
    assert fmt.or_list(["4", "7", "8"]) == "4, 7 u 8"
    assert fmt.or_list(["4", "11"]) == "4 u 11"
    assert fmt.or_list(["4", "18"]) == "4 o 18"
    assert fmt.and_list(["padres", "hijos"]) == "padres e hijos"
    assert fmt.and_list(["agua", "hielo"]) == "agua y hielo"  # the sound is ye-
    i18n.set_language("en")
    assert fmt.or_list(["Play again", "Other"]) == "Play again or Other"


def test_korean_unit_lists_cannot_be_heard_as_a_cell_name() -> None:
    """Review round 3: "1행, 4열" (row 1 and column 4) is heard as the cell 1행 4열; a
    change of kind takes 과/와, chosen by the last syllable's sound. Round 4: only the first
    change and a row meeting a column take it ("1행과 4열과 1번 블록" was heavy)."""
    from puzzlesuite.games.blockpuzzle import texts as block
    from puzzlesuite.games.sudoku import texts as sudoku

    i18n.set_language("ko")
    assert sudoku.units_text([("row", 0), ("col", 3)]) == "1행과 4열"
    assert sudoku.units_text([("row", 0), ("col", 3), ("box", 0)]) == "1행과 4열, 1번 블록"
    assert sudoku.units_text([("box", 3), ("col", 2)]) == "4번 블록과 3열"
    assert sudoku.units_text([("row", 0), ("row", 4)]) == "1행, 5행"  # one kind: commas
    assert block.lines_text([2, 3], [4, 5]) == "3행, 4행과 5열, 6열"
    assert block.lines_text([], [4]) == "5열"
    # 와 after a vowel, a digit by its Sino-Korean reading (이, 사, 오, 구 end in vowels).
    assert fmt.unit_list([["1행부터 2행까지"], ["3열"]]) == "1행부터 2행까지와 3열"
    assert fmt.unit_list([["블록 2"], ["블록 10"], ["블록 3"]]) == "블록 2와 블록 10, 블록 3"
    # A row after a box still takes 과 before a column: "1행, 4열" would be one cell.
    assert sudoku.units_text([("box", 0), ("row", 0), ("col", 3)]) == "1번 블록과 1행과 4열"
    assert fmt.unit_list([[], ["3열"]]) == "3열"


@pytest.mark.parametrize("language", ["en", "id", "es"])
def test_unit_lists_are_the_and_list_in_other_languages(language: str) -> None:
    from puzzlesuite.games.sudoku import texts as sudoku

    i18n.set_language(language)
    names = [sudoku.unit_name(u) for u in (("row", 0), ("col", 3), ("box", 0))]
    assert fmt.unit_list([names[:1], names[1:2], names[2:]]) == fmt.and_list(names)
    assert sudoku.units_text([("row", 0), ("col", 3), ("box", 0)]) == fmt.and_list(names)
