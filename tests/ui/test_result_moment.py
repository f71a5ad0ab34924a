"""The shared result moment on its own: where it goes (centred, clear of the evidence, the
chip beside the board), what it draws (headline, figures counting up, marks), motion
(rise and fade, counts, the next input, Reduce motion), Esc, and what it says."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QAccessible, QColor, QFont, QImage, QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu, QPushButton, QVBoxLayout, QWidget

from puzzlesuite.ui import icons, theme
from puzzlesuite.ui.result_moment import (
    APPEAR_MS,
    CHIP_MS,
    COUNT_MS,
    Figure,
    Mark,
    Result,
    ResultAction,
    ResultMoment,
)


def host(
    qtbot: Any, reduce_motion: bool = False, size: tuple[int, int] = (600, 500)
) -> tuple[QWidget, QWidget, ResultMoment]:
    screen = QWidget()
    board = QWidget()
    QVBoxLayout(screen).addWidget(board)
    qtbot.addWidget(screen)
    screen.resize(*size)
    moment = ResultMoment(board, screen, lambda: reduce_motion, board.setFocus)
    screen.show()
    qtbot.waitExposed(screen)
    return screen, board, moment


def result(figures: str = "Time 2 minutes · no hints") -> Result:
    return Result("Solved", figures, [ResultAction("Play again"), ResultAction("Another level…")])


def scored(marks: tuple[Mark, ...] = ()) -> Result:
    return Result(
        "No piece fits",
        "Score 1,240. Your best: 1,240.",
        [ResultAction("Play again")],
        numbers=[Figure.score(1240), Figure.best(1240)],
        marks=marks,
    )


def in_board(board: QWidget, moment: ResultMoment) -> QRect:
    return QRect(board.mapTo(moment.parentWidget(), QPoint(0, 0)), board.size())


# ---- where it goes ------------------------------------------------------------------------------


def test_it_is_built_hidden_and_is_centred_over_the_board_which_it_dims(qtbot: Any) -> None:
    screen, board, moment = host(qtbot)
    assert moment.isHidden() and moment.scrim.isHidden()
    moment.show_result(scored())
    card, area = moment.card_rect(), in_board(board, moment)
    assert area.contains(card)
    assert abs(card.center().x() - area.center().x()) <= 1
    assert abs(card.center().y() - area.center().y()) <= 1
    # Large enough to read at arm's length: a good part of the board.
    assert card.width() >= 0.6 * area.width() - 1
    # The final board is dimmed behind it, and the dimming is under the card.
    assert moment.scrim.isVisible() and moment.scrim.geometry() == area
    siblings = screen.children()
    assert siblings.index(moment.scrim) < siblings.index(moment)


def test_the_dimming_is_paint_only_and_unseen_by_screen_readers(qtbot: Any) -> None:
    screen, board, moment = host(qtbot)
    moment.show_result(scored())
    clicks: list[QPoint] = []
    board.mousePressEvent = lambda event: clicks.append(event.position().toPoint())  # type: ignore[method-assign]
    corner = moment.scrim.geometry().topLeft() + QPoint(5, 5)
    assert not moment.card_rect().contains(corner)
    assert screen.childAt(corner) is board  # a click there reaches the board
    interface = QAccessible.queryAccessibleInterface(moment.scrim)
    assert interface is not None and not interface.isValid()


def test_the_headline_is_in_the_display_size(qtbot: Any) -> None:
    _screen, _board, moment = host(qtbot)
    moment.show_result(scored())
    body = moment.font()
    headline = moment._fonts().headline  # noqa: SLF001
    assert headline.pointSizeF() >= 1.75 * body.pointSizeF()
    assert headline.weight() >= QFont.Weight.Bold


def test_it_keeps_clear_what_the_ending_is_about_and_does_not_dim_it(qtbot: Any) -> None:
    _screen, board, moment = host(qtbot)
    middle = QRect(0, 0, 40, 40)
    middle.moveCenter(board.rect().center())
    moment.keep_clear = lambda: [middle]
    moment.show_result(scored())
    evidence = QRect(board.mapTo(moment.parentWidget(), middle.topLeft()), middle.size())
    card = moment.card_rect()
    assert not card.intersects(evidence)
    assert in_board(board, moment).contains(card)  # below or above it, still on the board
    holes = [hole.translated(moment.scrim.pos()) for hole in moment.scrim.holes]
    assert holes == [evidence]


def test_with_no_room_on_the_board_it_goes_beside_it(qtbot: Any) -> None:
    screen = QWidget()
    board = QWidget(screen)
    qtbot.addWidget(screen)
    screen.resize(900, 420)
    board.setGeometry(20, 20, 400, 380)
    moment = ResultMoment(board, screen, lambda: False, board.setFocus)
    # Evidence in every row of the board: nowhere on it is clear.
    moment.keep_clear = lambda: [
        QRect(x, y, 30, 30) for x in range(0, 400, 90) for y in range(0, 380, 60)
    ]
    screen.show()
    qtbot.waitExposed(screen)
    moment.show_result(scored())
    assert not moment.card_rect().intersects(board.geometry())
    assert screen.rect().contains(moment.card_rect())


# ---- what it draws ------------------------------------------------------------------------------


def grab(widget: QWidget) -> QImage:
    return widget.grab().toImage()


def has_colour_near(image: QImage, rect: QRect, colour: QColor, tolerance: int = 40) -> bool:
    for y in range(max(0, rect.top()), min(image.height(), rect.bottom() + 1)):
        for x in range(max(0, rect.left()), min(image.width(), rect.right() + 1)):
            pixel = image.pixelColor(x, y)
            if (
                abs(pixel.red() - colour.red())
                + abs(pixel.green() - colour.green())
                + abs(pixel.blue() - colour.blue())
                <= tolerance
            ):
                return True
    return False


def test_a_mark_is_an_icon_and_a_word_never_a_colour_alone(qtbot: Any, ctx: Any) -> None:
    _screen, _board, moment = host(qtbot)
    marks = (
        Mark.new_best(),
        Mark.at_par(),
        Mark.over_par(2),
        Mark.hints_used(0),
        Mark.hints_used(3),
    )
    for mark in marks:
        assert mark.text and mark.icon in icons.NAMES
    assert [mark.text for mark in marks] == [
        "New best",
        "At par",
        "2 over par",
        "No hints",
        "3 hints used",
    ]
    moment.show_result(scored((Mark.new_best(),)))
    drawn = moment._laid_out(moment._card.width())  # noqa: SLF001
    (badge,) = drawn.marks
    image = grab(moment)
    inside = badge.translated(moment._card.topLeft())  # noqa: SLF001
    icon_part = QRect(inside.left(), inside.top(), inside.height(), inside.height())
    # The star is drawn in the accent, the word in the text colour beside it.
    assert has_colour_near(image, icon_part, theme.applied().accent)
    word_part = inside.adjusted(inside.height() + 4, 3, -4, -3)
    assert has_colour_near(image, word_part, theme.applied().text, tolerance=90)


def test_figures_are_drawn_large_each_over_its_label(qtbot: Any) -> None:
    _screen, _board, moment = host(qtbot)
    moment.show_result(scored())
    drawn = moment._laid_out(moment._card.width())  # noqa: SLF001
    (score_value, score_label), (best_value, best_label) = drawn.numbers
    assert score_value.bottom() < score_label.top() + 1 and score_value.top() == best_value.top()
    assert score_value.right() < best_value.left()  # side by side where they fit
    assert drawn.headline.bottom() < score_value.top()
    assert score_label.bottom() < drawn.text_bottom


def test_figures_wrap_into_rows_rather_than_being_cut_on_a_narrow_board(qtbot: Any) -> None:
    _screen, board, moment = host(qtbot)
    moment._area = lambda: QRect(0, 0, 280, board.height())  # noqa: SLF001 - a narrow board
    many = Result(
        "Solved",
        "",
        [ResultAction("Play again")],
        numbers=[Figure.time(3754), Figure.hints(12), Figure.moves(1234)],
    )
    moment.show_result(many)
    assert moment.card_rect().width() <= 280
    drawn = moment._laid_out(moment._card.width())  # noqa: SLF001
    rows = {value.top() for value, _label in drawn.numbers}
    assert len(rows) >= 2
    inner = moment._card.width()  # noqa: SLF001
    assert all(value.right() < inner for value, _label in drawn.numbers)


def test_an_older_card_still_draws_its_figures_line_and_wraps_it(qtbot: Any) -> None:
    _screen, board, moment = host(qtbot)
    long = "No hints used. The mine could be worked out with the mine total."
    moment._area = lambda: QRect(0, 0, 260, board.height())  # noqa: SLF001 - a narrow board
    moment.show_result(result(long))
    drawn = moment._laid_out(moment._card.width())  # noqa: SLF001
    assert moment.card_rect().width() <= 260
    assert drawn.detail.height() >= 2 * moment.fontMetrics().height()
    assert moment.accessibleDescription() == long


def test_the_card_grows_with_the_text_zoom(qtbot: Any) -> None:
    _screen, _board, moment = host(qtbot)
    moment.show_result(scored())
    before = moment._card_height(300)  # noqa: SLF001
    headline = moment._fonts().headline.pointSizeF()  # noqa: SLF001
    font = QFont(moment.font())
    font.setPointSizeF(font.pointSizeF() * 1.5)
    moment.setFont(font)
    assert moment._fonts().headline.pointSizeF() == pytest.approx(1.5 * headline)  # noqa: SLF001
    assert moment._card_height(300) > before * 1.15  # noqa: SLF001


# ---- motion -------------------------------------------------------------------------------------


def test_it_rises_and_fades_in_only_when_asked_and_never_with_reduce_motion(
    qtbot: Any, motion_clock: Any
) -> None:
    _screen, board, moment = host(qtbot)
    moment.show_result(scored(), animate=True)
    effect = moment.graphicsEffect()
    assert effect is not None and effect.progress == 0.0  # type: ignore[attr-defined]
    assert moment.scrim.level == 0.0
    motion_clock.advance(APPEAR_MS / 2)
    assert 0.5 < effect.progress < 1.0  # type: ignore[attr-defined]  # eased out
    assert 0.5 < moment.scrim.level < 1.0
    motion_clock.run_out()
    assert moment.graphicsEffect() is None and moment.scrim.level == 1.0
    _s2, _b2, still = host(qtbot, reduce_motion=True)
    still.show_result(scored(), animate=True)
    assert still.graphicsEffect() is None and still.counting is None and still.scrim.level == 1.0
    _s3, _b3, resumed = host(qtbot)
    resumed.show_result(scored(), animate=False)
    assert resumed.graphicsEffect() is None and resumed.counting is None


def test_scores_count_up_while_the_accessible_text_is_final_from_the_start(
    qtbot: Any, motion_clock: Any
) -> None:
    _screen, _board, moment = host(qtbot)
    described: list[str] = []
    original = moment.setAccessibleDescription

    def record(text: str) -> None:
        described.append(text)
        original(text)

    moment.setAccessibleDescription = record  # type: ignore[method-assign]
    moment.show_result(scored(), animate=True)
    assert moment.counting is not None
    score, best = scored().numbers
    seen = []
    while moment.counting is not None:
        seen.append(score.shown(moment.counting.progress()))
        assert best.shown(moment.counting.progress()) == "1,240"  # a kept best stays
        motion_clock.advance()
    values = [int(text.replace(",", "")) for text in seen]
    assert values[0] == 0 and len(set(values)) > 5 and values == sorted(values)
    assert score.shown(1.0) == "1,240"
    assert motion_clock.time <= COUNT_MS + 16
    assert described == ["Score 1,240. Your best: 1,240."]  # once, final: never per frame


def test_times_stay_still(qtbot: Any) -> None:
    time = Figure.time(125)
    assert time.text == "2 minutes, 5 seconds"
    assert {time.shown(p) for p in (0.0, 0.3, 0.99, 1.0)} == {"2 minutes, 5 seconds"}


def test_the_next_input_finishes_the_moment(qtbot: Any, motion_clock: Any) -> None:
    _screen, board, moment = host(qtbot)
    moment.show_result(scored(), animate=True)
    motion_clock.advance()
    QTest.keyClick(board, Qt.Key.Key_Right)
    assert moment.graphicsEffect() is None and moment.counting is None
    assert moment.scrim.level == 1.0


# ---- folding ------------------------------------------------------------------------------------


def esc() -> QKeyEvent:
    return QKeyEvent(QKeyEvent.Type.KeyPress, Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier)


def test_esc_folds_it_to_a_chip_beside_the_board_and_the_chip_brings_it_back(
    qtbot: Any, motion_clock: Any
) -> None:
    screen = QWidget()
    board = QWidget(screen)
    qtbot.addWidget(screen)
    screen.resize(700, 500)
    board.setGeometry(20, 20, 420, 420)
    moment = ResultMoment(board, screen, lambda: False, board.setFocus)
    screen.show()
    qtbot.waitExposed(screen)
    moment.show_result(scored())
    assert moment.handle_key(esc())
    assert moment.folded and moment.show_button.isVisible()
    assert not moment.action_buttons[0].isVisible()
    motion_clock.run_out()
    assert moment.scrim.isHidden()
    chip = moment.geometry()
    assert not chip.intersects(board.geometry())  # never over a cell
    assert screen.rect().contains(chip)
    assert not moment.handle_key(esc())  # folded: Esc is the game's again
    qtbot.mouseClick(moment.show_button, Qt.MouseButton.LeftButton)
    assert not moment.folded and moment.action_buttons[0].isVisible()
    assert moment.scrim.isVisible()


def test_the_chip_arrives_as_the_board_comes_back_to_full_light(
    qtbot: Any, motion_clock: Any
) -> None:
    _screen, _board, moment = host(qtbot)
    moment.show_result(scored(), animate=True)
    motion_clock.advance()
    moment.fold()  # mid-appearance: that is finished first
    effect = moment.graphicsEffect()
    assert effect is not None and effect.progress == 0.0  # type: ignore[attr-defined]
    assert moment.scrim.isVisible() and moment.scrim.level == 1.0
    motion_clock.advance(CHIP_MS / 2)
    assert 0.0 < moment.scrim.level < 0.5 and effect.progress > 0.5  # type: ignore[attr-defined]
    motion_clock.run_out()
    assert moment.graphicsEffect() is None and moment.scrim.isHidden()
    assert motion_clock.time <= 2 * 16 + CHIP_MS
    moment.unfold()  # the card rises again, its figures already counted
    assert moment.graphicsEffect() is not None and moment.counting is None
    motion_clock.run_out()
    _s2, _b2, still = host(qtbot, reduce_motion=True)
    still.show_result(scored(), animate=True)
    still.fold()
    assert still.graphicsEffect() is None and still.scrim.isHidden()
    still.unfold()
    assert still.graphicsEffect() is None and still.scrim.isVisible()


def test_the_chip_keeps_off_other_controls_where_there_is_room(qtbot: Any) -> None:
    screen = QWidget()
    board = QWidget(screen)
    qtbot.addWidget(screen)
    screen.resize(700, 520)
    board.setGeometry(20, 20, 420, 420)
    beside = QPushButton("Level", screen)
    beside.setGeometry(450, 330, 200, 120)  # where the chip would go first
    moment = ResultMoment(board, screen, lambda: False, board.setFocus)
    screen.show()
    qtbot.waitExposed(screen)
    moment.show_result(scored())
    moment.fold()
    chip = moment.geometry()
    assert not chip.intersects(board.geometry()) and not chip.intersects(beside.geometry())


def test_one_function_places_the_chip(qtbot: Any) -> None:
    _screen, _board, moment = host(qtbot)
    moment.chip_place = lambda size: QRect(QPoint(7, 9), size)  # the header, one day
    moment.show_result(scored())
    moment.fold()
    assert moment.geometry().topLeft() == QPoint(7, 9)
    assert moment.geometry().size() == moment.show_button.sizeHint()


def test_a_click_on_the_card_folds_it(qtbot: Any) -> None:
    _screen, _board, moment = host(qtbot)
    moment.show_result(scored())
    inside = moment._card.topLeft() + QPoint(6, 6)  # noqa: SLF001
    qtbot.mouseClick(moment, Qt.MouseButton.LeftButton, pos=inside)
    assert moment.folded


# ---- actions and words --------------------------------------------------------------------------


def test_the_first_action_is_the_primary_default_button_the_others_text_buttons(
    qtbot: Any,
) -> None:
    _screen, _board, moment = host(qtbot)
    moment.show_result(result())
    primary, second, third = moment.action_buttons
    assert primary.property("kind") == "primary" and primary.isDefault()
    assert second.property("kind") == "flat" and not second.isDefault()
    assert primary.isVisible() and second.isVisible() and not third.isVisible()


def test_the_next_actions_are_said_in_one_sentence(qtbot: Any) -> None:
    _screen, _board, moment = host(qtbot)
    assert moment.spoken_actions() == ""
    moment.show_result(result())
    assert moment.spoken_actions() == "Tab: Play again or Another level. Esc hides the result."
    moment.clear()
    assert moment.isHidden() and moment.result is None and moment.spoken_actions() == ""
    assert moment.scrim.isHidden()


def test_a_mark_the_games_sentence_does_not_say_is_said_with_the_actions(qtbot: Any) -> None:
    _screen, _board, moment = host(qtbot)
    moment.show_result(scored((Mark.new_best(),)))
    assert moment.spoken_actions() == "New best. Tab: Play again. Esc hides the result."
    moment.show_result(scored((Mark.at_par(),)))  # Jogakbo's own sentence says "at par"
    assert moment.spoken_actions() == "Tab: Play again. Esc hides the result."


def test_a_structured_card_describes_itself_from_its_parts(qtbot: Any) -> None:
    card = Result(
        "Mine hit",
        actions=[ResultAction("Play again")],
        marks=[Mark.hints_used(1)],
        detail="The mine could have been known from r3c4.",
    )
    assert card.description == "1 hint used · The mine could have been known from r3c4."
    assert scored().description == "Score 1,240. Your best: 1,240."  # the game's words first


def test_korean_actions_are_said_and_named_without_their_bracketed_letter(qtbot: Any) -> None:
    _screen, _board, moment = host(qtbot)
    actions = [ResultAction("결과 복사(&R)"), ResultAction("홈(&H)")]
    moment.show_result(Result("완성했습니다", "이동 4 · 기준 6", actions))
    assert moment.spoken_actions() == "Tab: 결과 복사 or 홈. Esc hides the result."
    names = [button.accessibleName() for button in moment.action_buttons[:2]]
    assert names == ["결과 복사", "홈"]


def test_a_level_choice_opens_a_menu_of_levels_and_runs_the_one_picked(qtbot: Any) -> None:
    _screen, _board, moment = host(qtbot)
    picked: list[str] = []
    levels = [("easy", "Easy"), ("hard", "Hard")]
    moment.show_result(
        Result("Solved", "", [ResultAction("Another level…", choices=levels, choose=picked.append)])
    )
    assert moment.findChild(QMenu) is None  # made only when asked for
    qtbot.mouseClick(moment.action_buttons[0], Qt.MouseButton.LeftButton)
    menu = moment.findChild(QMenu)
    assert menu is not None
    qtbot.waitUntil(menu.isVisible)
    assert [action.text() for action in menu.actions()] == ["Easy", "Hard"]
    menu.actions()[1].trigger()
    assert picked == ["hard"]


def test_a_choice_buttons_ellipsis_is_not_said_before_the_full_stop(qtbot: Any) -> None:
    from puzzlesuite.services import i18n

    _screen, _board, moment = host(qtbot)
    i18n.set_language("es")
    try:
        moment.show_result(
            Result("Resuelto", "", [ResultAction("Volver a jugar"), ResultAction("Otro nivel…")])
        )
        spoken = moment.spoken_actions()
    finally:
        i18n.set_language("en")
    # Babel's list says "o Otro"; Spanish writes "u" there, and no "…." before Esc.
    assert spoken == "Tab: Volver a jugar u Otro nivel. Esc oculta el resultado."


@pytest.mark.parametrize("language", ["ko", "id", "es"])
def test_the_words_of_endings_are_translated(language: str) -> None:
    from puzzlesuite.services import i18n

    i18n.set_language(language)
    try:
        words = [
            Figure.score(1).label,
            Figure.best(1).label,
            Figure.moves(1).label,
            Figure.par(1).label,
            Figure.time(1).label,
            Figure.hints(1).label,
            Figure.black(1).label,
            Figure.white(1).label,
            Mark.new_best().text,
            Mark.at_par().text,
            Mark.over_par(2).text,
            Mark.hints_used(0).text,
            Mark.hints_used(2).text,
        ]
    finally:
        i18n.set_language("en")
    english = [
        "Score", "Best", "Moves", "Par", "Time", "Hints", "Black", "White",
        "New best", "At par", "2 over par", "No hints", "2 hints used",
    ]  # fmt: skip
    # Golf's "par" is the word in Indonesian and Spanish too.
    same = {"Par"} if language in ("id", "es") else set()
    for word, source in zip(words, english, strict=True):
        assert word != source or source in same, (word, source)


def test_showing_it_sends_no_event_for_what_it_paints(qtbot: Any) -> None:
    """Only the card and its buttons are objects screen readers meet; the figures, marks
    and the dimming are painted."""
    screen, _board, moment = host(qtbot)
    moment.show_result(scored((Mark.new_best(),)))
    QApplication.processEvents()
    shown = [
        widget
        for widget in screen.findChildren(QWidget)
        if widget.isVisible()
        and (interface := QAccessible.queryAccessibleInterface(widget)) is not None
        and interface.isValid()
    ]
    assert set(shown) == {_board, moment, moment.action_buttons[0]}


def test_the_chip_is_no_larger_than_its_button(qtbot: Any) -> None:
    _screen, _board, moment = host(qtbot)
    moment.show_result(scored())
    moment.fold()
    assert moment.size() == QSize(moment.show_button.sizeHint())


def test_a_counting_frame_repaints_the_figures_only(qtbot: Any, motion_clock: Any) -> None:
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtGui import QRegion

    _screen, _board, moment = host(qtbot)
    moment.show_result(scored(), animate=True)
    assert moment.appearing is not None
    moment.appearing.finish()  # the card in place: only the count is left
    QApplication.processEvents()
    painted: list[QRegion] = []

    class Watch(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.Paint:
                painted.append(QRegion(event.region()))  # type: ignore[attr-defined]
            return False

    watch = Watch(moment)
    moment.installEventFilter(watch)
    motion_clock.advance()
    QApplication.processEvents()
    assert painted
    drawn = moment._laid_out(moment._card.width())  # noqa: SLF001
    values = QRegion()
    for value, _label in drawn.numbers:
        values += QRegion(value.translated(moment._card.topLeft()))  # noqa: SLF001
    for region in painted:
        assert (region - values).isEmpty()  # nothing but the values
