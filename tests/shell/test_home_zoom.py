"""Issue 21: the home cards show their whole name, blurb and state line at every text
zoom (100–200 %) and in every language, the home fits 800×600 at 100 %, and where the
cards cannot fit the window (large type, small window) the home scrolls down, never
sideways, and the focused card is scrolled into view whole."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QFontMetrics, QWheelEvent
from PySide6.QtWidgets import QApplication

from puzzlesuite.core import registry
from puzzlesuite.services import i18n
from puzzlesuite.services.paths import Paths
from puzzlesuite.shell.context import AppContext
from puzzlesuite.shell.home import GameCard, HomeScreen
from puzzlesuite.shell.main_window import MainWindow
from tests.kits import kit_of

LANGUAGES = ["en", "ko", "id", "es"]
ZOOMS = [100, 125, 150, 175, 200]
ROOT = Path(__file__).resolve().parents[2]


def longest_lines() -> dict[str, str]:
    """The longest state line each game can show, in the current language (numbers at
    their widest: a five-digit score, two-digit disc counts), from its kit."""
    lines = {}
    for entry in registry.games():
        longest = kit_of(entry).longest_home_line
        assert longest is not None, f"{entry.id}: the kit names no longest home line"
        lines[entry.id] = longest()
    return lines


@pytest.fixture
def home_at(qtbot: Any, tmp_path: Path) -> Iterator[Any]:
    """A main window on its home screen in `language` at `zoom` %, `width`×`height`."""
    contexts: list[AppContext] = []

    def open_home(language: str, zoom: int, width: int = 800, height: int = 600) -> MainWindow:
        ctx = AppContext(Paths.under(tmp_path / f"{language}-{zoom}"), forced_language=language)
        contexts.append(ctx)
        ctx.apply_theme()
        ctx.apply_zoom()  # the desktop's font is the 100 %
        ctx.settings.update(zoom=zoom)
        window = MainWindow(ctx)
        qtbot.addWidget(window)
        window.resize(width, height)
        window.show()
        qtbot.waitExposed(window)
        settle()
        return window

    yield open_home
    for ctx in contexts:
        ctx.settings.update(zoom=100)  # the next tests get the usual font
    i18n.set_language("en")


def settle() -> None:
    for _round in range(4):
        QApplication.processEvents()


def text_problems(card: GameCard) -> list[str]:
    """Texts of the card that are cut off: wider or taller than the card gives them,
    outside the card, or over one another."""
    problems = []
    inside = card.rect().adjusted(card.INSET, card.INSET, -card.INSET, -card.INSET)
    below = card.icon_rect(inside).bottom()
    for rect, font, text, flags in card.text_parts(card.rect()):
        needs = QFontMetrics(font).boundingRect(
            QRect(rect.left(), rect.top(), rect.width(), 0), flags, text
        )
        if text and not rect.contains(needs):
            problems.append(f"{text!r} needs {needs.getRect()}, has {rect.getRect()}")
        if text and not inside.contains(rect):
            problems.append(f"{text!r} at {rect.getRect()} is outside the card {inside.getRect()}")
        if rect.top() <= below:
            problems.append(f"{text!r} at {rect.getRect()} is over what is above it")
        below = rect.bottom()
    return problems


def card_problems(window: MainWindow) -> list[str]:
    problems = []
    home: HomeScreen = window.home
    area = home.card_area
    for card in home.cards:
        problems += [f"{card.entry.id}: {p}" for p in text_problems(card)]
        right = card.mapTo(area, QPoint(card.width(), 0)).x()
        if card.mapTo(area, QPoint(0, 0)).x() < 0 or right > shown_area(area).width():
            problems.append(f"{card.entry.id}: wider than the home ({right} px)")
    if max(card.x() + card.width() for card in home.cards) > area.shown_width():
        problems.append("the cards are wider than the home (it would scroll sideways)")
    return problems


def footer_problems(window: MainWindow) -> list[str]:
    """The language and the buttons under the cards: in the window, and as large as their
    text needs."""
    home = window.home
    problems = []
    footer = [
        home.language_button,
        home.settings_button,
        home.statistics_button,
        home.help_button,
        home.about_button,
    ]
    for widget in footer:
        box = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
        if not widget.isVisible() or not window.rect().contains(box):
            problems.append(f"{widget.text()!r} at {box.getRect()} is not in the window")
        needs = widget.minimumSizeHint()
        if widget.width() < needs.width() or widget.height() < needs.height():
            problems.append(f"{widget.text()!r} is {widget.size().toTuple()}, needs {needs}")
    return problems


def columns(window: MainWindow) -> int:
    """How many cards stand in the first row."""
    cards = window.home.cards
    return len([card for card in cards if card.y() == cards[0].y()])


def hole_problems(window: MainWindow) -> list[str]:
    """Issue 30: no hole at the end of the last row; it stands centred under the others."""
    cards = window.home.cards
    rows: dict[int, list[GameCard]] = {}
    for card in cards:
        rows.setdefault(card.y(), []).append(card)
    lines = [rows[top] for top in sorted(rows)]

    def centre(row: list[GameCard]) -> float:
        return (row[0].x() + row[-1].x() + row[-1].width()) / 2

    return [
        f"the row at y={row[0].y()} is centred at {centre(row)}, the first at {centre(lines[0])}"
        for row in lines[1:]
        if abs(centre(row) - centre(lines[0])) > 1
    ]


def shown_area(area: Any) -> QRect:
    """The part of the card area that shows cards (left of its scroll bar, if shown)."""
    return QRect(0, 0, area.shown_width(), area.height())


def fill_longest_lines(window: MainWindow) -> None:
    lines = longest_lines()
    window.home.state_reader = lambda entry: lines[entry.id]
    for card in window.home.cards:
        card.set_state(lines[card.entry.id])
    settle()


@pytest.mark.parametrize("zoom", ZOOMS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_card_shows_its_whole_texts_at_every_zoom(
    home_at: Any, language: str, zoom: int
) -> None:
    """The name, the blurb and the longest state line each game can show: not cut off,
    in an 800×600 window (the smallest) at every zoom."""
    window = home_at(language, zoom)
    heights = [card.height() for card in window.home.cards]
    fill_longest_lines(window)
    assert card_problems(window) == []
    # The state room was kept before the lines came: the cards did not grow (nothing moved).
    assert [card.height() for card in window.home.cards] == heights
    assert footer_problems(window) == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_home_fits_800_by_600_at_100_percent(home_at: Any, language: str) -> None:
    window = home_at(language, 100)
    fill_longest_lines(window)
    area = window.home.card_area
    assert area.scroll_bar.maximum() == 0  # every card in view, no scrolling
    assert not area.scroll_bar.isVisible()
    assert columns(window) == 3  # three cards in a row, as ever
    assert hole_problems(window) == []  # and the other two centred under them
    for card in window.home.cards:
        shown = QRect(card.mapTo(area, QPoint(0, 0)), card.size())
        assert area.rect().contains(shown), card.entry.id


@pytest.mark.parametrize("language", ["en", "ko"])
def test_at_200_percent_in_1280_by_800_the_cards_stay_whole(home_at: Any, language: str) -> None:
    window = home_at(language, 200, 1280, 800)
    fill_longest_lines(window)
    assert card_problems(window) == []
    assert columns(window) == 3
    assert hole_problems(window) == []


def test_at_200_percent_in_800_by_600_the_home_scrolls_to_the_focused_card(
    qtbot: Any, home_at: Any
) -> None:
    """Two columns (three would be narrower than the names), rows going down past the
    window: Tab to each card scrolls it whole into view, with its focus ring."""
    window = home_at("es", 200)
    fill_longest_lines(window)
    home = window.home
    area = home.card_area
    assert columns(window) == 2
    assert hole_problems(window) == []  # 2 + 2 + 1, the last card in the middle
    assert area.scroll_bar.maximum() > 0
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    home.focus_first_card()
    seen = []
    for card in home.cards:
        qtbot.waitUntil(card.hasFocus, timeout=2000)
        settle()
        shown = QRect(card.mapTo(area, QPoint(0, 0)), card.size())
        assert shown_area(area).contains(shown), (card.entry.id, shown.getRect())
        seen.append(card.entry.id)
        qtbot.keyClick(card, Qt.Key.Key_Tab)
    assert seen == [card.entry.id for card in home.cards]
    # The mouse wheel scrolls the cards (back up, here). Qt hands a real wheel turn over
    # a card on to the area (a card takes none); a sent event is not handed on.
    scrolled = area.scroll_bar.value()
    centre = QPointF(area.rect().center())
    wheel = QWheelEvent(
        centre,
        QPointF(area.mapToGlobal(centre)),
        QPoint(0, 0),
        QPoint(0, 120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(area, wheel)
    assert area.scroll_bar.value() < scrolled


def test_zooming_in_on_the_home_grows_the_cards_and_heading(qtbot: Any, home_at: Any) -> None:
    """Ctrl+= while the home is shown: the cards grow with their text at once, and so
    does the name in the header (the home's heading)."""
    window = home_at("en", 100)
    card = window.home.cards[0]
    height, heading = card.height(), window.header.title_rect().height()
    window.ctx.settings.update(zoom=200)
    qtbot.waitUntil(lambda: card.height() > height)
    settle()
    assert window.header.title_rect().height() > heading
    assert window.header.painted_title() == "Puzzle Suite"
    fill_longest_lines(window)
    assert card_problems(window) == []


@pytest.mark.parametrize(
    "environment", [{"QT_FONT_DPI": "144"}, {"QT_SCALE_FACTOR": "2"}], ids=["font150", "scale200"]
)
def test_the_cards_stay_whole_with_a_larger_desktop_font_or_scale(
    tmp_path: Path, environment: dict[str, str]
) -> None:
    """Read when the application starts, so in a process of its own, started as the app
    starts; every language, at 100 % and 200 % zoom."""
    script = (
        "import sys; from pathlib import Path;"
        "from puzzlesuite.shell.app import make_application; app = make_application([]);"
        "from tests.shell.test_home_zoom import problems_at_start;"
        f"problems = problems_at_start(Path({str(tmp_path)!r}));"
        "print('\\n'.join(problems)); sys.exit(1 if problems else 0)"
    )
    env = dict(os.environ, LANGUAGE="en", **environment)
    env.pop("FONTCONFIG_FILE", None)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout + done.stderr[-2000:]


def problems_at_start(folder: Path) -> list[str]:
    """Every language at 100 % and 200 % in an 800×600 window: cut-off card texts, and
    (at 100 %) a home that does not fit."""
    problems = []
    for language in LANGUAGES:
        for zoom in (100, 200):
            ctx = AppContext(Paths.under(folder / f"{language}-{zoom}"), forced_language=language)
            ctx.apply_zoom()
            ctx.settings.update(zoom=zoom)
            window = MainWindow(ctx)
            window.resize(800, 600)
            window.show()
            settle()
            fill_longest_lines(window)
            where = f"{language} {zoom} %"
            problems += [f"{where}: {p}" for p in card_problems(window) + footer_problems(window)]
            if zoom == 100 and window.home.card_area.scroll_bar.maximum() > 0:
                problems.append(f"{where}: the cards do not fit 800×600")
            if window.size().toTuple() != (800, 600):
                problems.append(f"{where}: the window is {window.size().toTuple()}")
            ctx.settings.update(zoom=100)
            window.close()
            window.deleteLater()
            settle()
    return problems


def test_a_state_line_longer_than_its_room_grows_the_cards_rather_than_being_cut(
    home_at: Any,
) -> None:
    window = home_at("en", 100)
    card = window.home.cards[1]
    height = card.height()
    card.set_state("In progress against Normal: Black 44 · White 20, " * 3)
    settle()
    assert card.height() > height
    assert card_problems(window) == []
    assert {c.height() for c in window.home.cards} == {card.height()}  # one size for all


def test_changing_the_language_refits_the_cards(home_at: Any) -> None:
    window = home_at("en", 200)
    fill_longest_lines(window)
    window.ctx.set_language("ko")
    fill_longest_lines(window)
    assert "한국어" in window.home.language_button.text()
    assert card_problems(window) == [] and footer_problems(window) == []
