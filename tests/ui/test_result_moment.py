"""The shared result card on its own: where it goes, Reduce motion, Esc, what it says."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QMenu, QVBoxLayout, QWidget

from puzzlesuite.ui.result_moment import Result, ResultAction, ResultMoment


def host(qtbot: Any, reduce_motion: bool = False) -> tuple[QWidget, QWidget, ResultMoment]:
    screen = QWidget()
    board = QWidget()
    QVBoxLayout(screen).addWidget(board)
    qtbot.addWidget(screen)
    screen.resize(600, 500)
    moment = ResultMoment(board, screen, lambda: reduce_motion, board.setFocus)
    screen.show()
    qtbot.waitExposed(screen)
    return screen, board, moment


def result(figures: str = "Time 2 minutes · no hints") -> Result:
    return Result("Solved", figures, [ResultAction("Play again"), ResultAction("Another level…")])


def test_it_is_built_hidden_and_sits_over_the_boards_bottom_edge(qtbot: Any) -> None:
    _screen, board, moment = host(qtbot)
    assert moment.isHidden()
    moment.show_result(result())
    edge = board.geometry().bottom()
    assert moment.geometry().bottom() <= edge and moment.geometry().bottom() >= edge - 12
    assert board.geometry().contains(moment.geometry())


def test_it_fades_in_only_when_asked_and_never_with_reduce_motion(qtbot: Any) -> None:
    _screen, _board, moment = host(qtbot)
    moment.show_result(result(), animate=True)
    assert moment.graphicsEffect() is not None  # a soft fade, once
    _screen2, _board2, still = host(qtbot, reduce_motion=True)
    still.show_result(result(), animate=True)
    assert still.graphicsEffect() is None
    _screen3, _board3, resumed = host(qtbot)
    resumed.show_result(result(), animate=False)
    assert resumed.graphicsEffect() is None


def test_the_fade_runs_on_the_shared_clock_and_the_next_key_ends_it(
    qtbot: Any, motion_clock: Any
) -> None:
    from PySide6.QtTest import QTest

    from puzzlesuite.ui.result_moment import FADE_MS

    _screen, board, moment = host(qtbot)
    moment.show_result(result(), animate=True)
    effect = moment.graphicsEffect()
    assert effect is not None and effect.opacity() == 0.0
    motion_clock.advance(FADE_MS / 2)
    assert 0.5 < effect.opacity() < 1.0  # eased out: most of the way at half time
    QTest.keyClick(board, Qt.Key.Key_Right)
    assert moment.graphicsEffect() is None, "fully shown, the effect gone"
    moment.clear()
    moment.show_result(result(), animate=True)
    motion_clock.run_out()
    assert moment.graphicsEffect() is None


def test_esc_folds_it_in_place_and_show_result_unfolds(qtbot: Any) -> None:
    _screen, _board, moment = host(qtbot)
    moment.show_result(result())
    bottom = moment.geometry().bottom()
    esc = QKeyEvent(QKeyEvent.Type.KeyPress, Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier)
    assert moment.handle_key(esc)
    assert moment.folded and moment.geometry().bottom() == bottom
    assert not moment.handle_key(esc)  # folded: Esc is the game's again
    moment.unfold()
    assert not moment.folded and moment.action_buttons[0].isVisible()


def test_the_figures_wrap_rather_than_being_cut_on_a_narrow_board(qtbot: Any) -> None:
    _screen, board, moment = host(qtbot)
    long = "No hints used. The mine could be worked out with the mine total."
    moment._area = lambda: QRect(0, 0, 260, board.height())  # noqa: SLF001 - a narrow board
    moment.show_result(result(long))
    one_line = moment.fontMetrics().height()
    assert moment.width() <= 260
    assert moment._figures_rect(moment.width()).height() >= 2 * one_line  # noqa: SLF001


def test_the_next_actions_are_said_in_one_sentence(qtbot: Any) -> None:
    _screen, _board, moment = host(qtbot)
    assert moment.spoken_actions() == ""
    moment.show_result(result())
    assert moment.spoken_actions() == "Tab: Play again or Another level. Esc hides the result."
    moment.clear()
    assert moment.isHidden() and moment.result is None and moment.spoken_actions() == ""


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
