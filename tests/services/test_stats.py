"""Statistics files: fixed buckets, the version-2 migration of today's files, what each
game's page shows from them, CSV export and Reset (issue 22)."""

from __future__ import annotations

import csv
import io
import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from puzzlesuite.core.registry import discover
from puzzlesuite.services import i18n
from puzzlesuite.services.stats import StatsService, bucket_index, count_in
from puzzlesuite.services.stats_page import StatsPage, csv_header, page_csv, page_rows
from puzzlesuite.services.store import JsonStore, Problem
from tests.kits import every_game, kit_of

FIXTURES = Path(__file__).parent / "stats_v1"  # files as the app wrote them before issue 22
GAMES = [entry.id for entry in discover()]
# The games that kept statistics before issue 22 (a newer game has no such files).
OLD_FILES = sorted(path.stem for path in FIXTURES.glob("*.json"))


def service(folder: Path, problems: list[Problem] | None = None) -> StatsService:
    sink = problems.append if problems is not None else (lambda _problem: None)
    return StatsService(JsonStore(folder, sink))


def page_of(game_id: str, record: dict[str, Any]) -> StatsPage:
    entry = next(entry for entry in discover() if entry.id == game_id)
    return entry.stats_page.load()(record)  # type: ignore[no-any-return]


@pytest.fixture
def old_files(tmp_path: Path) -> Path:
    folder = tmp_path / "stats"
    shutil.copytree(FIXTURES, folder)
    return folder


def test_bucket_edges_are_upper_bounds_and_the_last_bucket_takes_the_rest() -> None:
    edges = (300, 600, 1200, 2400)
    assert [bucket_index(s, edges) for s in (0, 299.9, 300, 599, 600, 2399, 2400, 10**9)] == [
        0, 0, 1, 1, 2, 3, 4, 4
    ]  # fmt: skip
    target: dict[str, Any] = {}
    count_in(target, "times", 4, 5)
    count_in(target, "times", 4, 5)
    count_in(target, "times", 0, 5)
    assert target == {"times": [1, 0, 0, 0, 2]}


@pytest.mark.parametrize("game_id", OLD_FILES)
def test_todays_files_are_read_with_every_count_kept(old_files: Path, game_id: str) -> None:
    problems: list[Problem] = []
    record = service(old_files, problems).record(game_id)
    assert problems == []  # nothing moved aside
    before = json.loads((FIXTURES / f"{game_id}.json").read_text())["record"]
    for key, value in before.items():
        if isinstance(value, dict):
            for inner, count in value.items():
                assert record[key][inner] == count, (key, inner)
        else:
            assert record[key] == value, key


def test_migrated_finishes_are_named_as_not_in_the_charts(old_files: Path) -> None:
    stats = service(old_files)
    assert stats.record("jogakbo")["before_charts"] == 9
    assert stats.record("sudoku")["easy"]["before_charts"] == 4
    assert "before_charts" not in stats.record("sudoku")["hard"]  # nothing solved there
    assert stats.record("minesweeper")["beginner"]["before_charts"] == 7
    assert "before_charts" not in stats.record("minesweeper")["custom"]  # no chart
    sudoku = page_of("sudoku", stats.record("sudoku"))
    assert sudoku.value("Easy", "Solved") == "4"
    assert sudoku.section("Easy").notes == (
        "4 finishes from before this version are counted above but not in the charts.",
    )
    assert sum(bar.value for bar in sudoku.chart("Easy", "Solve times").bars) == 0


def test_a_migrated_file_is_written_as_version_2_and_grows_its_buckets(old_files: Path) -> None:
    from puzzlesuite.games.sudoku.stats import record_solve

    stats = service(old_files)
    stats.update("sudoku", lambda record: record_solve(record, "easy", 9 * 60, 1))
    document = json.loads((old_files / "sudoku.json").read_text())
    assert document["schema"] == 2
    easy = document["record"]["easy"]
    assert easy["solved"] == 5 and easy["before_charts"] == 4
    assert easy["solve_times"] == [0, 1, 0, 0, 0]  # 5 to 10 minutes
    assert easy["hints_per_solve"] == [0, 1, 0, 0]
    assert easy["best_seconds"] == 272.0


def test_a_finish_writes_a_small_file(tmp_path: Path) -> None:
    from puzzlesuite.games.minesweeper.stats import record_win

    stats = service(tmp_path)
    for seconds in range(0, 3000, 7):
        stats.update("minesweeper", lambda r, s=seconds: record_win(r, "expert", s, 0))
    assert (tmp_path / "minesweeper.json").stat().st_size < 600  # counts, not a log


@pytest.mark.parametrize("game_id", GAMES)
def test_no_dash_where_zero_is_meant(game_id: str) -> None:
    old = FIXTURES / f"{game_id}.json"
    records = [{}, kit_of(game_id).record()]
    if old.exists():
        records.append(json.loads(old.read_text())["record"])
    for record in records:
        for _group, _label, value in page_rows(page_of(game_id, record)):
            assert value and "—" not in value


def test_minesweeper_shows_only_the_rows_its_spec_lists() -> None:
    page = page_of("minesweeper", {})
    standard = ["Played", "Won", "Won without hints", "Best time", "Average winning time"]
    for level in ("Beginner", "Intermediate", "Expert"):
        assert [figure.label for figure in page.section(level).figures] == standard
        assert [chart.title for chart in page.section(level).charts] == ["Winning times"]
    assert [figure.label for figure in page.section("Custom").figures] == ["Played", "Won"]
    assert page.section("Custom").charts == ()


def test_buckets_are_fitted_to_each_minesweeper_level() -> None:
    page = page_of("minesweeper", {})
    labels = [bar.label for bar in page.chart("Beginner", "Winning times").bars]
    assert labels[0] == "Under 30 seconds" and labels[-1] == "5 minutes or more"
    labels = [bar.label for bar in page.chart("Expert", "Winning times").bars]
    assert labels[0] == "Under 5 minutes" and labels[-1] == "40 minutes or more"


def test_sudoku_buckets_are_the_specs() -> None:
    page = page_of("sudoku", {})
    assert [bar.label for bar in page.chart("Medium", "Solve times").bars] == [
        "Under 5 minutes",
        "5 minutes to 10 minutes",
        "10 minutes to 20 minutes",
        "20 minutes to 40 minutes",
        "40 minutes or more",
    ]
    assert [bar.label for bar in page.chart("Medium", "Hints per solve").bars] == [
        "No hints",
        "1 hint",
        "2 to 3 hints",
        "4 or more hints",
    ]


def test_a_summary_states_the_fullest_bar_its_share_and_the_best_time() -> None:
    from puzzlesuite.games.sudoku.stats import record_solve

    record: dict[str, Any] = {}
    for seconds, hints in ((472, 0), (700, 2), (800, 0), (1300, 5), (3000, 1)):
        record_solve(record, "medium", seconds, hints)
    page = page_of("sudoku", record)
    assert page.chart("Medium", "Solve times").summary == (
        "Solve times at Medium, most often: 10 minutes to 20 minutes (2 of 5); "
        "best 7 minutes, 52 seconds."
    )
    assert page.chart("Medium", "Hints per solve").summary == (
        "Hints per solve at Medium, most often: no hints (2 of 5)."
    )
    assert page.value("Medium", "Average time") == "20 minutes, 54 seconds"
    assert page.value("Easy", "Best time") == "None yet"
    assert page.chart("Easy", "Solve times").summary == "Solve times at Easy: nothing counted yet."


def test_jogakbo_counts_each_finish_by_its_distance_from_par() -> None:
    from puzzlesuite.games.jogakbo.stats import record_completion

    record: dict[str, Any] = {}
    for moves in (10, 10, 11, 13, 20):
        record_completion(record, moves, par=10)
    assert record["from_par"] == [2, 1, 0, 1, 1] and record["at_or_under_par"] == 2
    page = page_of("jogakbo", record)
    chart = page.sections[0].charts[0]
    assert [bar.label for bar in chart.bars] == ["At par", "+1", "+2", "+3", "+4 or more"]
    assert chart.summary == "Moves over par, most often: at par (2 of 5)."


def test_csv_round_trip_gives_back_every_figure_as_shown(tmp_path: Path) -> None:
    record = json.loads((FIXTURES / "sudoku.json").read_text())["record"]
    page = page_of("sudoku", record)
    path = tmp_path / "sudoku.csv"
    path.write_text(page_csv(page, csv_header()), encoding="utf-8", newline="")
    with path.open(encoding="utf-8", newline="") as handle:
        rows = [tuple(row) for row in csv.reader(handle)]
    assert rows[0] == ("Section", "Statistic", "Value")
    assert rows[1:] == page_rows(page)
    assert ("Easy", "Best time", "4 minutes, 32 seconds") in rows
    assert ("Easy", "Solve times: Under 5 minutes", "0") in rows


def test_csv_is_utf8_in_korean() -> None:
    i18n.set_language("ko")
    try:
        text = page_csv(page_of("reversi", {"easy": {"played": 2}}), csv_header())
    finally:
        i18n.set_language("en")
    rows = list(csv.reader(io.StringIO(text)))
    assert len(rows[0]) == 3 and all(rows[0])
    assert any(row[2] == "2" for row in rows[1:])
    text.encode("utf-8")  # nothing that UTF-8 cannot carry


def test_reset_touches_only_its_game(old_files: Path) -> None:
    stats = service(old_files)
    others = {game_id: stats.record(game_id) for game_id in GAMES if game_id != "sudoku"}
    stats.reset("sudoku")
    assert stats.record("sudoku") == {}
    assert not (old_files / "sudoku.json").exists()
    assert {game_id: stats.record(game_id) for game_id in others} == others
    fresh = service(old_files)  # as the next launch reads them
    assert fresh.record("sudoku") == {}
    assert {game_id: fresh.record(game_id) for game_id in others} == others


@pytest.mark.parametrize("game_id", [entry.id for entry in every_game()])
def test_how_to_play_says_what_played_means(game_id: str) -> None:
    entry = next(entry for entry in every_game() if entry.id == game_id)
    definition = kit_of(entry).played_means
    assert definition and definition in entry.help.load()()


def test_a_summary_says_the_bar_label_in_lower_case_after_its_colon_in_spanish() -> None:
    from puzzlesuite.games.sudoku.stats import record_solve

    record: dict[str, Any] = {}
    for seconds, hints in ((100, 0), (200, 0), (700, 2)):
        record_solve(record, "medium", seconds, hints)
    i18n.set_language("es")
    try:
        page = page_of("sudoku", record)
        times = page.chart("Medio", "Tiempos de resolución")
        hints = page.chart("Medio", "Pistas por sudoku resuelto")
    finally:
        i18n.set_language("en")
    assert times.bars[0].label == "Menos de 5 minutos"
    assert times.bars[1].label.startswith("Entre ")  # a label, like its siblings
    assert ": menos de 5 minutos (2 de 3)" in times.summary
    assert ": sin pistas (2 de 3)" in hints.summary
