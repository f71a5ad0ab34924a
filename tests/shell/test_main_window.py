"""The shell as a player meets it: home, menus, shortcuts, settings, notices."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QMenu, QMenuBar

from puzzlesuite.core.registry import Hook, discover
from puzzlesuite.services.paths import Paths
from puzzlesuite.services.schema import Map, game_schema
from puzzlesuite.shell.context import AppContext
from puzzlesuite.shell.home import GameCard
from puzzlesuite.shell.main_window import MainWindow
from tests.shell.fake_game import ENTRY, CounterScreen

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def window(qtbot, ctx):  # type: ignore[no-untyped-def]
    win = MainWindow(ctx, entries=[ENTRY])
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def test_home_has_a_card_per_registered_game(qtbot, ctx) -> None:  # type: ignore[no-untyped-def]
    entries = discover()
    win = MainWindow(ctx, entries=entries)
    qtbot.addWidget(win)
    cards = win.home.findChildren(GameCard)
    names = sorted(card.accessibleName() for card in cards if card.objectName().startswith("card-"))
    assert names == sorted(e.title for e in entries)
    for card in win.home.cards:
        assert card.accessibleDescription()  # the one line is there for screen readers too


def test_every_registered_game_opens(qtbot, ctx) -> None:  # type: ignore[no-untyped-def]
    win = MainWindow(ctx)
    qtbot.addWidget(win)
    win.show()
    for entry in win.entries:
        screen = win.open_game(entry.id)
        assert win.current_screen() is screen and screen.game_id == entry.id
        win.show_home()


def test_card_opens_game_by_keyboard(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    card = window.home.cards[0]
    card.setFocus()
    qtbot.keyClick(card, Qt.Key.Key_Space)
    assert isinstance(window.current_screen(), CounterScreen)
    assert "Block Puzzle" in window.windowTitle()


def test_undo_action_follows_the_game(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    assert not window.undo_action.isEnabled() and not window.new_action.isEnabled()
    screen = window.open_game("counter")
    assert not window.undo_action.isEnabled()
    screen.play()
    assert window.undo_action.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert screen.moves == [] and not window.undo_action.isEnabled()
    screen.play()
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert screen.moves == []


def test_going_home_saves(window) -> None:  # type: ignore[no-untyped-def]
    screen = window.open_game("counter")
    window.home_action.trigger()
    assert screen.saved == 1 and window.current_screen() is None


def test_the_main_menu_holds_every_entry_with_its_shortcut(window) -> None:  # type: ignore[no-untyped-def]
    """No menu bar: everything it held is in the header's main menu, each with its key."""
    assert window.findChildren(QMenuBar) == []
    shortcuts = {a.shortcut().toString() for a in window.actions()}
    assert {"Ctrl+N", "Ctrl+Z", "Ctrl+Q", "F1", "F11", "F10", "Ctrl+?"} <= shortcuts

    def entries(menu: QMenu) -> list[QAction]:
        window.fill_main_menu()
        return [a for a in menu.actions() if not a.isSeparator()]

    on_home = entries(window.main_menu)
    assert window.new_action not in on_home and window.undo_action not in on_home
    screen = window.open_game("counter")
    assert screen is window.current_screen()
    in_game = entries(window.main_menu)
    expected = [
        window.new_action,
        window.undo_action,  # what the fake game has: undo, redo and hint
        window.redo_action,
        window.hint_action,
        window.home_action,
        window.view_menu.menuAction(),
        window.stats_action,
        window.settings_action,
        window.shortcuts_action,
        window.help_action,
        window.about_action,
        window.licences_action,
        window.quit_action,
    ]
    assert in_game == expected
    view = [a for a in window.view_menu.actions() if not a.isSeparator()]
    assert view == [
        window.fullscreen_action,
        window.labels_action,
        window.sound_action,
        window.zoom_in_action,
        window.zoom_out_action,
        window.zoom_reset_action,
    ]
    for action in [*in_game, *view]:
        assert "&" in action.text(), action.text()  # a keyboard mnemonic
    for action in (window.new_action, window.undo_action, window.quit_action, window.sound_action):
        assert not action.shortcut().isEmpty()
    assert window.main_menu.actions()[-1] is window.quit_action


def test_language_switches_live_everywhere(window, qtbot, ctx) -> None:  # type: ignore[no-untyped-def]
    settings = window.show_settings()
    about = window.show_about()
    assert window.home.settings_button.text() == "Settings…"
    index = settings.language.findData("ko")
    settings.language.setCurrentIndex(index)
    settings.language.activated.emit(index)
    assert window.home.settings_button.text() == "설정…"
    assert window.view_menu.title() == "보기(&V)"
    assert window.header.menu_button.accessibleName() == "주 메뉴"
    assert window.header.title == "Puzzle Suite"
    assert settings.windowTitle() == "설정"
    close = settings.buttons.button(QDialogButtonBox.StandardButton.Close)
    assert close.text() == "닫기"  # Qt's own dialog button follows too
    assert about.buttons.button(QDialogButtonBox.StandardButton.Close).text() == "닫기"
    assert "한국어" in window.home.language_button.text()
    assert ctx.settings.value.language == "ko"


def test_settings_persist_and_theme_applies(window, ctx, data_dir) -> None:  # type: ignore[no-untyped-def]
    settings = window.show_settings()
    settings.theme.setCurrentIndex(settings.theme.findData("dark"))
    settings.theme.activated.emit(settings.theme.currentIndex())
    settings.reduce_motion.setChecked(True)
    assert ctx.tokens.dark and ctx.reduce_motion
    saved = json.loads((Paths.under(data_dir).config / "settings.json").read_text())
    assert saved["theme"] == "dark" and saved["reduce_motion"] is True


def test_window_geometry_is_restored(qtbot, data_dir) -> None:  # type: ignore[no-untyped-def]
    first = MainWindow(AppContext(Paths.under(data_dir), "en"), entries=[ENTRY])
    qtbot.addWidget(first)
    first.show()
    first.resize(700, 520)
    first.close()
    second = MainWindow(AppContext(Paths.under(data_dir), "en"), entries=[ENTRY])
    qtbot.addWidget(second)
    assert (second.width(), second.height()) == (700, 520)


def test_corrupt_settings_are_told_in_one_sentence(qtbot, data_dir) -> None:  # type: ignore[no-untyped-def]
    config = Paths.under(data_dir).config
    config.mkdir(parents=True)
    (config / "settings.json").write_text('{"schema": 1, "language": "ko"')  # truncated
    win = MainWindow(AppContext(Paths.under(data_dir), "ko"), entries=[ENTRY])
    qtbot.addWidget(win)
    win.show()
    text = win.notice.label.text()
    assert win.notice.isVisible() and "설정을 읽을 수 없어" in text
    assert "settings.json.corrupt-" in text
    assert text.count("\n") == 0


def test_play_time_counts_only_while_a_game_is_shown(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    screen = window.open_game("counter")
    qtbot.wait(120)
    window.show_home()
    counted = screen.played
    assert counted >= 0.1
    qtbot.wait(120)
    window._flush_play_time()
    assert screen.played == counted  # home is not play time


def test_help_and_statistics_show_every_game(window) -> None:  # type: ignore[no-untyped-def]
    help_dialog = window.show_help()
    assert help_dialog.tabs.count() == 1 and "Count." in help_dialog.pages[0].toPlainText()
    stats = window.show_statistics()
    assert "Games played" in stats.page_text(0)


def test_about_shows_version_and_licences(window) -> None:  # type: ignore[no-untyped-def]
    import puzzlesuite

    text = window.show_about().text.toPlainText()
    assert puzzlesuite.__version__ in text and "MIT" in text and "LGPL-3.0" in text


def test_unexpected_exception_is_logged_and_shown(qtbot, ctx) -> None:  # type: ignore[no-untyped-def]
    from puzzlesuite.shell.app import install_crash_handler
    from puzzlesuite.shell.dialogs import ErrorDialog

    win = MainWindow(ctx, entries=[ENTRY])
    qtbot.addWidget(win)
    screen = win.open_game("counter")
    screen.play()
    old_hook = sys.excepthook
    install_crash_handler(ctx, win)
    try:
        try:
            raise RuntimeError("boom")
        except RuntimeError:
            sys.excepthook(*sys.exc_info())  # type: ignore[arg-type]
    finally:
        sys.excepthook = old_hook
    dialogs = win.findChildren(ErrorDialog)
    assert len(dialogs) == 1 and dialogs[0].isVisible()
    logs = list(ctx.paths.log.glob("error-*.log"))
    assert logs and "RuntimeError: boom" in logs[0].read_text()
    assert win.current_screen() is screen and screen.moves == [0]  # the game is kept


def test_smoke_command_runs_offscreen(tmp_path: Path) -> None:
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "puzzlesuite",
            "--smoke",
            "--data-dir",
            str(tmp_path),
            "--lang",
            "es",
        ],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=ROOT,
        # No display and no platform named: --smoke must fall back to offscreen itself.
        env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path)},
    )
    assert result.returncode == 0, result.stderr
    assert "home shown=True" in result.stdout
    assert (tmp_path / "config" / "settings.json").exists()  # --data-dir holds everything


def _focusable_without_name(root):  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QAccessible
    from PySide6.QtWidgets import QWidget

    missing = []
    for widget in [root, *root.findChildren(QWidget)]:
        if widget.focusPolicy() == Qt.FocusPolicy.NoFocus or not widget.isVisibleTo(root):
            continue
        interface = QAccessible.queryAccessibleInterface(widget)
        if interface is None or not interface.text(QAccessible.Text.Name).strip():
            missing.append(f"{type(widget).__name__} {widget.objectName()!r}")
    return missing


@pytest.mark.parametrize("language", ["en", "ko"])
def test_every_focusable_shell_control_has_an_accessible_name(window, ctx, language) -> None:  # type: ignore[no-untyped-def]
    ctx.set_language(language)
    dialogs = [
        window.show_settings(),
        window.show_about(),
        window.show_help(),
        window.show_statistics(),
    ]
    for root in [window, *dialogs]:
        assert _focusable_without_name(root) == [], type(root).__name__


def test_exception_in_a_slot_reaches_the_error_dialog(qtbot, ctx) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QTimer

    from puzzlesuite.shell.app import install_crash_handler
    from puzzlesuite.shell.dialogs import ErrorDialog

    win = MainWindow(ctx, entries=[ENTRY])
    qtbot.addWidget(win)
    old_hook = sys.excepthook
    install_crash_handler(ctx, win)

    def broken() -> None:
        raise ValueError("from a slot")

    try:
        QTimer.singleShot(0, broken)
        qtbot.waitUntil(lambda: bool(win.findChildren(ErrorDialog)), timeout=2000)
    finally:
        sys.excepthook = old_hook
    assert "ValueError: from a slot" in next(ctx.paths.log.glob("error-*.log")).read_text()


def test_enter_on_a_card_opens_the_game(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    card = window.home.cards[0]
    card.setFocus()
    qtbot.keyClick(card, Qt.Key.Key_Return)
    assert isinstance(window.current_screen(), CounterScreen)


def test_help_and_about_pages_have_a_keyboard_caret(window) -> None:  # type: ignore[no-untyped-def]
    """Orca reads a page line by line only when the arrow keys move a caret in it."""
    flag = Qt.TextInteractionFlag.TextSelectableByKeyboard
    pages = [*window.show_help().pages, window.show_about().text]
    assert all(page.textInteractionFlags() & flag for page in pages)


def test_pages_are_named_for_screen_readers(window, ctx) -> None:  # type: ignore[no-untyped-def]
    assert window.stack.accessibleName() == "Home"
    screen = window.open_game("counter")
    assert window.stack.accessibleName() == "Block Puzzle"
    assert screen.accessibleName() == "Block Puzzle"
    ctx.set_language("ko")
    assert window.stack.accessibleName() == screen.accessibleName() == "Block Puzzle"
    window.show_home()
    assert window.stack.accessibleName() == "홈"


def test_settings_labels_have_names_without_mnemonics(window, ctx) -> None:  # type: ignore[no-untyped-def]
    ctx.set_language("ko")
    dialog = window.show_settings()
    assert dialog.language_label.accessibleName() == "언어"
    assert dialog.theme_label.accessibleName() == "테마"


def test_exception_in_a_worker_thread_is_shown_by_the_gui_thread(qtbot, ctx) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QThread

    from puzzlesuite.shell.app import install_crash_handler
    from puzzlesuite.shell.dialogs import ErrorDialog

    win = MainWindow(ctx, entries=[ENTRY])
    qtbot.addWidget(win)
    old_hook = sys.excepthook
    install_crash_handler(ctx, win)

    class Broken(QThread):
        def run(self) -> None:
            try:
                raise OSError("from a worker")
            except OSError:
                sys.excepthook(*sys.exc_info())  # type: ignore[arg-type]

    worker = Broken()
    try:
        worker.start()
        qtbot.waitUntil(lambda: bool(win.findChildren(ErrorDialog)), timeout=3000)
        worker.wait()
    finally:
        sys.excepthook = old_hook
    dialog = win.findChildren(ErrorDialog)[0]
    assert dialog.thread() is win.thread()
    assert "OSError: from a worker" in next(ctx.paths.log.glob("error-*.log")).read_text()


def test_a_language_switch_clears_the_old_languages_message_line(window, ctx) -> None:  # type: ignore[no-untyped-def]
    screen = window.open_game("counter")
    screen.announce("You played d3.")
    assert screen.message_line.text() == "You played d3."
    ctx.set_language("es")
    assert screen.message_line.text() == ""


def test_outcomes_are_shown_once_beside_the_board_not_in_a_status_bar(window) -> None:  # type: ignore[no-untyped-def]
    screen = window.open_game("counter")
    screen.announce("You played d3.")
    assert window.statusBar().isHidden()
    shown = [label for label in window.findChildren(QLabel) if label.isVisible()]
    assert [label.text() for label in shown if label.text() == "You played d3."] == [
        "You played d3."
    ]


def test_arrow_keys_move_between_home_cards(qtbot, ctx) -> None:  # type: ignore[no-untyped-def]
    """Qt moves focus between sibling buttons by direction; the cards rely on that."""
    win = MainWindow(ctx)  # the real games: three cards in a row
    qtbot.addWidget(win)
    win.show()
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=2000)
    cards = win.home.cards
    cards[0].setFocus()
    qtbot.keyClick(cards[0], Qt.Key.Key_Right)
    assert cards[1].hasFocus()
    qtbot.keyClick(cards[1], Qt.Key.Key_Right)
    assert cards[2].hasFocus()
    qtbot.keyClick(cards[2], Qt.Key.Key_Left)
    assert cards[1].hasFocus()
    qtbot.keyClick(cards[1], Qt.Key.Key_Down)
    assert cards[2].hasFocus()
    qtbot.keyClick(cards[2], Qt.Key.Key_Up)
    assert cards[1].hasFocus()


def test_a_repeating_error_opens_one_dialog_and_an_unwritable_log_is_said_plainly(
    qtbot, ctx
) -> None:  # type: ignore[no-untyped-def]
    from puzzlesuite.shell.app import install_crash_handler
    from puzzlesuite.shell.dialogs import ErrorDialog

    win = MainWindow(ctx, entries=[ENTRY])
    qtbot.addWidget(win)
    ctx.paths.log.parent.mkdir(parents=True, exist_ok=True)
    ctx.paths.log.write_text("a file where the log folder should be")
    old_hook = sys.excepthook
    install_crash_handler(ctx, win)

    def fail() -> None:
        try:
            raise RuntimeError("again")
        except RuntimeError:
            sys.excepthook(*sys.exc_info())  # type: ignore[arg-type]

    def shown() -> list[ErrorDialog]:
        return [d for d in win.findChildren(ErrorDialog) if d.isVisible()]

    try:
        for _ in range(5):  # an error in a paint event repeats on every repaint
            fail()
        assert len(shown()) == 1
        assert shown()[0].label.text() == (
            "Something went wrong, but your game is kept. The details could not be saved."
        )
        shown()[0].reject()
        fail()  # a later error, after the player closed the dialog, is shown again
        assert len(shown()) == 1
    finally:
        sys.excepthook = old_hook


def test_notices_given_before_the_window_all_show_once_and_follow_the_language(
    qtbot, data_dir
) -> None:  # type: ignore[no-untyped-def]
    paths = Paths.under(data_dir)
    paths.config.mkdir(parents=True)
    (paths.config / "settings.json").write_text("not json")
    paths.data.mkdir(parents=True)
    paths.saves.write_text("a file where the saves folder should be")
    paths.stats.write_text("a file where the statistics folder should be")
    context = AppContext(paths, "en")
    context.saves.save("counter", {"n": 1})
    context.stats.increment("counter", "games_played")
    win = MainWindow(context, entries=[ENTRY])
    qtbot.addWidget(win)
    win.show()
    lines = win.notice.label.text().split("\n")
    # Settings moved aside; then for each folder in the way, why and what is not saved.
    assert len(lines) == 5 and "settings could not be read" in lines[0]
    assert f"while the file {paths.saves} stands where its folder" in lines[1]
    assert lines[2] == "Your latest Block Puzzle game is not saved yet."
    assert f"while the file {paths.stats} stands where its folder" in lines[3]
    assert lines[4] == "Your latest Block Puzzle statistics are not saved yet."
    context.set_language("ko")
    assert "설정을 읽을 수 없어" in win.notice.label.text()
    assert win.notice.dismiss.accessibleName() == "알림 닫기"  # not just "Close": close what?
    qtbot.mouseClick(win.notice.dismiss, Qt.MouseButton.LeftButton)
    context.notify("Later.")
    assert win.notice.label.text() == "Later."


def test_statistics_draw_a_chart_with_its_table_and_summary(qtbot, ctx) -> None:  # type: ignore[no-untyped-def]
    import dataclasses

    from PySide6.QtWidgets import QTableWidget

    from puzzlesuite.ui.charts import BarChart

    entry = dataclasses.replace(ENTRY, stats_page=Hook("tests.shell.fake_game:stats_chart"))
    win = MainWindow(ctx, entries=[entry])
    qtbot.addWidget(win)
    ctx.stats.increment("counter", "wins", 4)
    tab = win.show_statistics().tab("counter")
    (chart,) = tab.findChildren(BarChart)
    assert [(bar.label, bar.shown) for bar in chart.chart.bars] == [("Slow", "4"), ("Fast", "7")]
    assert chart.accessibleDescription() == "Wins, most often: fast (7 of 11)."
    assert tab.findChildren(QTableWidget) == []  # made when first asked for
    qtbot.mouseClick(tab.as_tables, Qt.MouseButton.LeftButton)
    (table,) = tab.findChildren(QTableWidget)
    cells = [[table.item(row, column).text() for column in range(2)] for row in range(2)]
    assert cells == [["Slow", "4"], ["Fast", "7"]]
    assert tab.stacks[0].currentWidget() is table  # in the chart's place: nothing moves


def test_an_unreadable_save_is_told_when_its_game_opens_in_the_current_language(qtbot, ctx) -> None:  # type: ignore[no-untyped-def]
    ctx.paths.saves.mkdir(parents=True)
    (ctx.paths.saves / "reversi.json").write_text('{"schema": 1, "board": "nonsense"}')
    win = MainWindow(ctx)
    qtbot.addWidget(win)
    win.show()
    ctx.set_language("ko")
    assert not win.notice.isVisible()  # settings were fine; the save is read on opening
    win.open_game("reversi")
    text = win.notice.label.text()
    assert win.notice.isVisible() and text.startswith("저장된 Reversi 판을 읽을 수 없어")
    assert "reversi.json.corrupt-" in text
    assert list(ctx.paths.saves.glob("reversi.json.corrupt-*"))


def test_an_unreadable_statistics_file_names_its_game(qtbot, ctx) -> None:  # type: ignore[no-untyped-def]
    ctx.paths.stats.mkdir(parents=True)
    (ctx.paths.stats / "reversi.json").write_text('{"schema": 1, "record": []}')
    win = MainWindow(ctx)
    qtbot.addWidget(win)
    win.show()
    stats = win.show_statistics()
    assert win.notice.label.text() == ""  # tabs are built when first shown
    stats.tabs.setCurrentIndex([entry.id for entry in win.entries].index("reversi"))
    assert win.notice.label.text().startswith("Your Reversi statistics could not be read")


@pytest.mark.parametrize("language", ["en", "ko", "id", "es"])
def test_every_menu_entry_has_its_own_mnemonic(qtbot, ctx, language) -> None:  # type: ignore[no-untyped-def]
    """The main menu on home and over each game (Sudoku's own entries and its submenu
    included), and its View submenu: each entry a letter of its own."""
    import re

    def letters(actions) -> list[str | None]:  # type: ignore[no-untyped-def]
        found = [re.search(r"&(\w)", a.text().replace("&&", "")) for a in actions]
        return [m.group(1).lower() if m else None for m in found]

    win = MainWindow(ctx)
    qtbot.addWidget(win)
    ctx.set_language(language)
    checked = 0
    for game_id in [None, *(entry.id for entry in win.entries)]:
        if game_id is None:
            win.show_home()
        else:
            win.open_game(game_id)
        win.fill_main_menu()
        top = win.main_menu.actions()
        menus = [top] + [a.menu().actions() for a in top if a.menu() is not None]
        for actions in menus:
            shown = [a for a in actions if not a.isSeparator()]
            keys = letters(shown)
            assert None not in keys and len(set(keys)) == len(keys), [a.text() for a in shown]
            checked += len(shown)
    assert checked > 6 * 12


def test_full_screen_is_restored_with_its_menu_check(qtbot, data_dir) -> None:  # type: ignore[no-untyped-def]
    first = MainWindow(AppContext(Paths.under(data_dir), "en"), entries=[ENTRY])
    qtbot.addWidget(first)
    first.show()
    first.fullscreen_action.trigger()
    assert first.isFullScreen() and first.fullscreen_action.isChecked()
    first.close()
    second = MainWindow(AppContext(Paths.under(data_dir), "en"), entries=[ENTRY])
    qtbot.addWidget(second)
    second.show()
    assert second.isFullScreen() and second.fullscreen_action.isChecked()
    second.fullscreen_action.trigger()
    assert not second.isFullScreen() and not second.fullscreen_action.isChecked()


def test_a_notice_is_announced_to_screen_readers(window, ctx, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from puzzlesuite.ui import a11y

    said: list[str] = []
    monkeypatch.setattr(a11y, "announce", lambda _source, text, assertive=False: said.append(text))
    ctx.notify("Something to know.")
    assert said == ["Something to know."]


def test_a_dialog_asked_for_twice_is_brought_forward_not_doubled(window, ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    from puzzlesuite.shell.dialogs import HelpDialog

    qtbot.keyClick(window, Qt.Key.Key_F1)
    qtbot.keyClick(window, Qt.Key.Key_F1)
    assert len([d for d in window.findChildren(HelpDialog) if d.isVisible()]) == 1
    stats = window.show_statistics()
    ctx.stats.increment("counter", "games_played", 3)
    assert window.show_statistics() is stats
    assert "3" in stats.page_text(0)  # asked again: fresh numbers
    stats.reject()
    assert window.show_statistics() is not stats


def test_play_time_stops_while_the_window_is_not_active(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QWidget

    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    screen = window.open_game("counter")
    other = QWidget()  # another application's window, as far as ours can tell
    qtbot.addWidget(other)
    other.show()
    other.activateWindow()
    qtbot.waitUntil(lambda: not window.isActiveWindow(), timeout=2000)
    counted = screen.played
    qtbot.wait(150)
    window._flush_play_time()
    assert screen.played == counted
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    qtbot.wait(120)
    window.close()  # quitting credits the time since the last flush
    assert screen.played >= counted + 0.1


@pytest.mark.parametrize("language", ["en", "ko", "id", "es"])
def test_every_dialog_opens_for_every_game_in_every_language(qtbot, ctx, language) -> None:  # type: ignore[no-untyped-def]
    """Hours and minutes of play in every game and bucket, then every dialog on each
    game's tab: formatting a real record must not fail in any language."""
    win = MainWindow(ctx)
    qtbot.addWidget(win)
    for entry in win.entries:
        # Time in the record's own shape: per opponent where the game keeps buckets.
        per_bucket = isinstance(game_schema(entry.id, "STATS"), Map)
        for bucket in ("easy", "normal", "hard") if per_bucket else (None,):
            ctx.stats.add_time(entry.id, 2 * 3600 + 5 * 60, bucket=bucket)
    ctx.set_language(language)
    for entry in win.entries:
        win.open_game(entry.id)
        stats, help_dialog = win.show_statistics(), win.show_help()
        assert stats.tabs.tabText(stats.tabs.currentIndex()) == help_dialog.tabs.tabText(
            help_dialog.tabs.currentIndex()
        )
        assert "2" in stats.page_text(stats.tabs.currentIndex())


def test_redo_action_follows_the_game_on_both_keys(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    screen = window.open_game("counter")
    screen.play()
    screen.play()
    assert not window.redo_action.isEnabled()
    ctrl, shift = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(window, Qt.Key.Key_Z, ctrl)
    qtbot.keyClick(window, Qt.Key.Key_Z, ctrl)
    assert screen.moves == [] and window.redo_action.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Z, ctrl | shift)
    assert screen.moves == [0]
    qtbot.keyClick(window, Qt.Key.Key_Y, ctrl)
    assert screen.moves == [0, 1] and not window.redo_action.isEnabled()


def test_hint_status_and_jump_keys_reach_the_game(window, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    spoken: list[str] = []
    monkeypatch.setattr(
        "puzzlesuite.ui.a11y.announce", lambda _source, text, *_a, **_k: spoken.append(text)
    )
    screen = window.open_game("counter")
    screen.play()
    qtbot.keyClick(window, Qt.Key.Key_H)
    assert screen.hints_shown == 1 and spoken == ["Hint 1."]
    # S says the status line and the last outcome, and again on a second press.
    qtbot.keyClick(window, Qt.Key.Key_S)
    qtbot.keyClick(window, Qt.Key.Key_S)
    assert spoken[1:] == ["1 moves. Hint 1.", "1 moves. Hint 1."]
    qtbot.keyClick(window, Qt.Key.Key_J)
    qtbot.keyClick(window, Qt.Key.Key_J, Qt.KeyboardModifier.ShiftModifier)
    assert screen.jumps == [1, -1]


def test_a_game_without_hint_or_redo_gets_neither(qtbot, ctx) -> None:  # type: ignore[no-untyped-def]
    import dataclasses

    plain = dataclasses.replace(ENTRY, has_hint=False, has_redo=False)
    win = MainWindow(ctx, entries=[plain])
    qtbot.addWidget(win)
    win.show()
    screen = win.open_game("counter")
    screen.play()
    win.undo()
    assert screen.can_redo() and screen.can_hint()
    assert not win.redo_action.isEnabled() and not win.hint_action.isEnabled()
    qtbot.keyClick(win, Qt.Key.Key_H)
    qtbot.keyClick(win, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert screen.hints_shown == 0 and screen.moves == []


def test_single_letter_keys_stay_letters_in_a_text_field(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QLineEdit

    screen = window.open_game("counter")
    field = QLineEdit(screen)
    field.show()
    field.setFocus()
    qtbot.keyClicks(field, "shj")
    assert field.text() == "shj" and screen.hints_shown == 0 and screen.jumps == []


def test_game_keys_are_off_on_the_home_screen(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    assert not window.status_action.isEnabled() and not window.jump_next_action.isEnabled()
    assert not window.hint_action.isEnabled()
