"""Quiet sound (issue 31, item 5): the table of game × event, its silence rules, the
setting and its shortcut, and the outputs, through the null output every test gets
(tests/conftest.py) and a real ALSA open that must fail quietly."""

from __future__ import annotations

import array
import re
import threading
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from puzzlesuite.core import sounds
from puzzlesuite.core.registry import discover
from puzzlesuite.core.sounds import SOUND_NAMES, TABLE, UnknownEvent, cue_for, gain_for
from puzzlesuite.services.paths import Paths
from puzzlesuite.services.schema import Invalid
from puzzlesuite.services.settings import Settings, SettingsService
from puzzlesuite.services.store import JsonStore
from puzzlesuite.ui import sound
from puzzlesuite.ui.sound import DeviceOutput, NullOutput, Sounds

ROOT = Path(__file__).resolve().parents[2]

# Every (game, event) the games report, by name (the per-game owners call these).
REPORTED = {
    "blockpuzzle": {"place", "lines_cleared", "no_fit", "failed_drop", "refused"},
    "reversi": {"your_disc", "cpu_disc", "result", "pass", "refused"},
    "jogakbo": {"tile_picked", "tile_unpicked", "tile_placed", "solved", "refused"},
    "sudoku": {"digit", "note", "erase", "unit_completed", "solved", "hint", "refused"},
    "minesweeper": {
        "reveal",
        "opening",
        "chord",
        "flag",
        "unflag",
        "mine_hit",
        "cleared",
        "hint",
        "refused",
    },
}
SILENT = [
    ("blockpuzzle", "failed_drop"),  # seed: 소리도 나지 않으며
    ("reversi", "pass"),  # seed: shown 조용히
    *((game, "refused") for game in REPORTED),  # any input the rules refuse
]


# --- the table --------------------------------------------------------------------------


def test_the_table_covers_every_game_and_every_event_they_report() -> None:
    assert set(TABLE) == {entry.id for entry in discover()}
    assert {game: set(events) for game, events in TABLE.items()} == REPORTED


def test_every_cue_is_a_rendered_sound_and_every_sound_is_used() -> None:
    used = set()
    for events in TABLE.values():
        for cue in events.values():
            names = cue if isinstance(cue, tuple) else (cue,) if cue else ()
            used.update(names)
    assert used == set(SOUND_NAMES)
    for name in SOUND_NAMES:
        assert (sound.SOUND_DIR / f"{name}.wav").is_file()


@pytest.mark.parametrize(("game", "event"), SILENT)
def test_refused_input_a_failed_drop_and_the_pass_notice_are_silent(game: str, event: str) -> None:
    assert cue_for(game, event) is None


def test_no_mistake_sound_and_one_neutral_ending_for_every_result() -> None:
    # No sound judges the player: an event about a failure or a refusal is silent, and
    # no sound is named for an error, a conflict, a wrong digit, a loss or a win.
    judging = re.compile(r"error|conflict|wrong|mistake|fail|refus|lose|loss|win|buzz", re.I)
    for game, events in TABLE.items():
        for event, cue in events.items():
            assert not judging.search(event) or cue is None, (game, event)
    assert not [name for name in SOUND_NAMES if judging.search(name)]
    # Reversi reports one result, whoever won; every ending that is not a solve sounds
    # the same calm "end"; a solve or a cleared board the same "finish".
    endings = [("blockpuzzle", "no_fit"), ("reversi", "result"), ("minesweeper", "mine_hit")]
    assert {cue_for(game, event) for game, event in endings} == {"end"}
    solves = [("jogakbo", "solved"), ("sudoku", "solved"), ("minesweeper", "cleared")]
    assert {cue_for(game, event) for game, event in solves} == {"finish"}


def test_lines_cleared_is_one_sound_pitched_by_how_many() -> None:
    played = [cue_for("blockpuzzle", "lines_cleared", count) for count in range(1, 7)]
    assert played == ["clear-1", "clear-2", "clear-3", "clear-3", "clear-3", "clear-3"]


def test_an_event_the_table_does_not_list_is_a_programming_error() -> None:
    with pytest.raises(UnknownEvent):
        cue_for("sudoku", "wrong_digit")
    with pytest.raises(UnknownEvent):
        cue_for("chess", "place")


def test_the_docs_table_is_the_code_table() -> None:
    """docs/SOUND.md lists every (game, event) with the same sound, or "silence"."""
    text = (ROOT / "docs" / "SOUND.md").read_text(encoding="utf-8")
    documented = {}
    for game, event, cue in re.findall(r"^\| `(\w+)` \| `(\w+)` \| ([^|]+?) \|", text, re.M):
        documented[(game, event)] = cue.strip()
    expected = {}
    for game, events in TABLE.items():
        for event, cue in events.items():
            if cue is None:
                expected[(game, event)] = "silence"
            elif isinstance(cue, tuple):
                expected[(game, event)] = ", ".join(f"`{name}`" for name in cue)
            else:
                expected[(game, event)] = f"`{cue}`"
    assert documented == expected


def test_volume_is_a_loudness_curve_and_40_percent_is_the_quiet_default() -> None:
    assert gain_for(0) == 0 and gain_for(100) == 1.0
    assert gain_for(40) == pytest.approx(0.16)
    gains = [gain_for(v) for v in range(0, 101, 10)]
    assert gains == sorted(gains) and len(set(gains)) == len(gains)
    assert Settings().sound_volume == sounds.DEFAULT_VOLUME == 40 and Settings().sound


# --- Sounds: when something plays ----------------------------------------------------------


@pytest.fixture
def shown(qtbot, ctx):  # type: ignore[no-untyped-def]
    """A shown main window on the context; its `Sounds` plays into a NullOutput."""
    from puzzlesuite.shell.main_window import MainWindow

    window = MainWindow(ctx)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert isinstance(ctx.sounds.output, NullOutput)
    return window


def test_each_reported_event_plays_its_cue_at_the_volume(shown, ctx) -> None:  # type: ignore[no-untyped-def]
    output = ctx.sounds.output
    for game, events in REPORTED.items():
        for event in sorted(events):
            ctx.sounds.play(game, event)
    expected = [
        cue_for(game, event)
        for game, events in REPORTED.items()
        for event in sorted(events)
        if cue_for(game, event) is not None
    ]
    assert output.names == expected
    assert all(gain == pytest.approx(0.16) for _name, gain in output.played)
    ctx.settings.update(sound_volume=100)
    ctx.sounds.play("sudoku", "solved")
    assert output.played[-1] == ("finish", 1.0)


@pytest.mark.parametrize(("game", "event"), SILENT)
def test_silent_events_record_nothing(shown, ctx, game: str, event: str) -> None:  # type: ignore[no-untyped-def]
    assert ctx.sounds.play(game, event) is None
    assert ctx.sounds.output.played == []


def test_muted_or_volume_zero_plays_nothing(shown, ctx) -> None:  # type: ignore[no-untyped-def]
    ctx.settings.update(sound=False)
    assert ctx.sounds.play("reversi", "your_disc") is None
    ctx.settings.update(sound=True, sound_volume=0)
    assert ctx.sounds.play("reversi", "your_disc") is None
    assert ctx.sounds.output.played == []
    ctx.settings.update(sound_volume=10)
    assert ctx.sounds.play("reversi", "your_disc") == "place"
    assert ctx.sounds.output.played == [("place", pytest.approx(0.01))]


def test_a_hidden_or_minimized_window_plays_nothing(shown, ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    shown.showMinimized()
    qtbot.waitUntil(shown.isMinimized)
    assert ctx.sounds.play("minesweeper", "reveal") is None
    shown.showNormal()
    qtbot.waitUntil(lambda: not shown.isMinimized())
    assert ctx.sounds.play("minesweeper", "reveal") == "reveal"
    shown.hide()
    assert ctx.sounds.play("minesweeper", "reveal") is None
    assert ctx.sounds.output.names == ["reveal"]


def test_without_a_main_window_a_shown_screen_counts(qtbot, ctx) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QWidget

    assert ctx.sounds.play("jogakbo", "tile_placed") is None  # nothing on screen
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    assert ctx.sounds.play("jogakbo", "tile_placed") == "place"


# --- the setting, its row and its shortcut -------------------------------------------------


def test_the_setting_round_trips_and_is_checked(data_dir) -> None:  # type: ignore[no-untyped-def]
    paths = Paths.under(data_dir)
    problems: list[object] = []
    first = SettingsService(JsonStore(paths.config, problems.append))
    assert (first.value.sound, first.value.sound_volume) == (True, 40)
    first.update(sound=False, sound_volume=70)
    again = SettingsService(JsonStore(paths.config, problems.append))
    assert (again.value.sound, again.value.sound_volume) == (False, 70)
    for bad in ({"sound_volume": 101}, {"sound_volume": -1}, {"sound": "loud"}):
        with pytest.raises(Invalid):
            again.update(**bad)
    assert problems == []


def test_ctrl_m_toggles_sound_from_the_view_menu(shown, ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    action = shown.sound_action
    assert action in shown.view_menu.actions()
    assert action.shortcut() == QKeySequence("Ctrl+M")
    assert action.isChecked() and action.text() == "&Sound"
    qtbot.keyClick(shown, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    assert not ctx.settings.value.sound and not action.isChecked()
    assert ctx.sounds.play("sudoku", "digit") is None
    qtbot.keyClick(shown, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    assert ctx.settings.value.sound and action.isChecked()
    assert ctx.sounds.play("sudoku", "digit") == "place"


def test_ctrl_m_takes_no_key_already_used(shown) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QAction

    taken = [
        key.toString()
        for action in shown.findChildren(QAction)
        if action is not shown.sound_action
        for key in action.shortcuts()
    ]
    assert "Ctrl+M" not in taken
    # Minesweeper's M reading key is a plain M: Ctrl+M on its board is the shortcut.
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    screen = shown.open_game("minesweeper")
    said: list[str] = []
    screen.speak = lambda text, *a, **k: said.append(text)  # type: ignore[method-assign]
    screen.focus_board()
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    assert not shown.ctx.settings.value.sound
    assert said == ["Sound off."]


def test_the_settings_dialog_row_follows_and_sets_the_setting(shown, ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = shown.show_settings()
    assert dialog.sound.isChecked() and dialog.volume.value() == 40
    assert dialog.volume_value.text() == "40%"
    assert dialog.sound.accessibleName() == "Sound" and dialog.volume.accessibleName() == "Volume"
    dialog.volume.setValue(60)
    assert ctx.settings.value.sound_volume == 60 and dialog.volume_value.text() == "60%"
    dialog.sound.click()
    assert not ctx.settings.value.sound and not dialog.volume.isEnabled()
    qtbot.keyClick(shown, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)  # the shortcut
    assert dialog.sound.isChecked() and dialog.volume.isEnabled()


# --- the device output ----------------------------------------------------------------------


class FakeVoice:
    def __init__(self, rate: int) -> None:
        self.rate = rate
        self.played: list[bytes] = []
        self.closed = False

    def play(self, pcm: bytes) -> None:
        self.played.append(pcm)

    def close(self) -> None:
        self.closed = True


def test_the_device_output_plays_pre_rendered_pcm_at_the_gain(qtbot) -> None:  # type: ignore[no-untyped-def]
    voices: list[FakeVoice] = []

    def open_voice(rate: int) -> FakeVoice:
        voices.append(FakeVoice(rate))
        return voices[-1]

    output = DeviceOutput(open_voice=open_voice)
    output.play("place", 0.5)
    qtbot.waitUntil(lambda: bool(voices and voices[0].played))
    assert voices[0].rate == sounds.SAMPLE_RATE
    import wave

    with wave.open(str(sound.SOUND_DIR / "place.wav"), "rb") as source:
        full = array.array("h", source.readframes(source.getnframes()))
    assert voices[0].played[0] == array.array("h", [int(v * 0.5) for v in full]).tobytes()
    assert len(voices) == 1  # one idle voice serves the next sound too
    output.play("mark", 0.5)
    qtbot.waitUntil(lambda: len(voices[0].played) == 2)
    assert len(voices) == 1


def test_overlapping_sounds_get_their_own_voices_up_to_a_limit(qtbot) -> None:  # type: ignore[no-untyped-def]
    release = threading.Event()
    voices: list[FakeVoice] = []

    class SlowVoice(FakeVoice):
        def play(self, pcm: bytes) -> None:
            super().play(pcm)
            release.wait(5)

    def open_voice(rate: int) -> FakeVoice:
        voices.append(SlowVoice(rate))
        return voices[-1]

    output = DeviceOutput(open_voice=open_voice)
    for _ in range(5):
        output.play("finish", 1.0)
        time.sleep(0.02)
    qtbot.waitUntil(lambda: sum(len(v.played) for v in voices) == DeviceOutput.MAX_VOICES)
    assert len(voices) == DeviceOutput.MAX_VOICES
    time.sleep(DeviceOutput.STALE_SECONDS + 0.05)
    release.set()  # the two that waited are stale by now: dropped, not played late
    time.sleep(0.1)
    assert sum(len(v.played) for v in voices) == DeviceOutput.MAX_VOICES


def test_no_device_means_silence_no_message_no_exception(qtbot, ctx, capfd) -> None:  # type: ignore[no-untyped-def]
    """The library failing to open: play returns, nothing is said or shown, no thread
    ends in a traceback, and no further open is tried for a while."""
    from puzzlesuite.ui.alsa import AudioUnavailable

    opened: list[int] = []
    uncaught: list[object] = []
    previous_hook = threading.excepthook
    threading.excepthook = uncaught.append  # type: ignore[assignment]
    notices: list[object] = []
    ctx.problem_reported.connect(notices.append)

    def no_device(rate: int) -> FakeVoice:
        opened.append(rate)
        raise AudioUnavailable("snd_pcm_open: -2")

    try:
        output = DeviceOutput(open_voice=no_device)
        ctx.sounds = Sounds(ctx.settings, output)
        ctx.sounds.window = None
        from PySide6.QtWidgets import QWidget

        widget = QWidget()
        qtbot.addWidget(widget)
        widget.show()
        qtbot.waitExposed(widget)
        assert ctx.sounds.play("reversi", "your_disc") == "place"
        qtbot.waitUntil(lambda: output.failures == 1)
        for _ in range(3):
            ctx.sounds.play("reversi", "your_disc")
        time.sleep(0.05)
        assert opened == [sounds.SAMPLE_RATE]  # not retried at every sound
    finally:
        threading.excepthook = previous_hook
    assert uncaught == [] and notices == []
    captured = capfd.readouterr()
    assert captured.err == "" and captured.out == ""


def test_a_voice_failing_mid_sound_ends_quietly(qtbot, capfd) -> None:  # type: ignore[no-untyped-def]
    class BrokenVoice(FakeVoice):
        def play(self, pcm: bytes) -> None:
            raise OSError("device unplugged")

    voices: list[FakeVoice] = []

    def open_voice(rate: int) -> FakeVoice:
        voices.append(BrokenVoice(rate))
        return voices[-1]

    output = DeviceOutput(open_voice=open_voice)
    output.play("place", 1.0)
    qtbot.waitUntil(lambda: output.failures == 1)
    assert voices[0].closed
    assert capfd.readouterr().err == ""


def test_a_real_alsa_open_of_a_missing_device_fails_quietly(capfd) -> None:  # type: ignore[no-untyped-def]
    """For real, through libasound (or its absence): ALSA's own error lines
    ("ALSA lib pcm.c: Unknown PCM ...") never reach the terminal."""
    from puzzlesuite.ui import alsa

    with pytest.raises(alsa.AudioUnavailable):
        alsa.Voice(sounds.SAMPLE_RATE, device=b"puzzlesuite_no_such_device")
    assert capfd.readouterr().err == ""


def test_sound_code_is_not_loaded_by_a_context(ctx) -> None:  # type: ignore[no-untyped-def]
    """Until the first sound nothing is opened or decoded (the start-up path stays as it
    was); tests/shell/test_startup.py checks `ui.alsa` is not even imported."""
    output = DeviceOutput(open_voice=FakeVoice)
    assert output._pcm is None and output._voices == 0
    assert isinstance(Sounds(ctx.settings).output, NullOutput)  # the fixture's output


# --- the calls wired into today's screens (the per-game owners add the rest) -------------


def test_reversi_sounds_your_disc_then_the_cpus_and_nothing_for_a_refused_cell(qtbot, ctx) -> None:  # type: ignore[no-untyped-def]
    from puzzlesuite.games.reversi.engine import parse_square
    from puzzlesuite.games.reversi.screen import ReversiScreen
    from puzzlesuite.ui import threads

    screen = ReversiScreen(ctx)
    qtbot.addWidget(screen)
    screen.resize(820, 620)
    screen.show()
    qtbot.waitExposed(screen)

    def click(name: str) -> None:
        point = screen.view.cell_centre(parse_square(name)).toPoint()
        qtbot.mouseClick(screen.view.viewport(), Qt.MouseButton.LeftButton, pos=point)

    click("d3")  # before Start (issue 32): nothing happens, nothing sounds
    screen.panel.start_button.click()
    click("a1")  # no dot: nothing happens, nothing sounds
    assert ctx.sounds.output.played == []
    click("d3")
    assert ctx.sounds.output.names == ["place"]
    qtbot.waitUntil(lambda: screen.game.human_to_move, timeout=5000)
    assert ctx.sounds.output.names == ["place", "place-other"]
    threads.wait_for_all()


def test_minesweeper_sounds_its_first_reveal_once_and_a_hint(qtbot, ctx) -> None:  # type: ignore[no-untyped-def]
    from puzzlesuite.games.minesweeper.screen import MinesweeperScreen
    from puzzlesuite.ui import threads

    screen = MinesweeperScreen(ctx)
    qtbot.addWidget(screen)
    screen.resize(1000, 700)
    screen.show()
    qtbot.waitExposed(screen)
    screen.activate(40)
    qtbot.waitUntil(lambda: screen.game.started, timeout=5000)
    opened = screen.game.revealed_count
    assert ctx.sounds.output.names == ["opening" if opened > 1 else "reveal"]
    screen.hint()
    assert ctx.sounds.output.names[-1] == "hint"
    threads.wait_for_all()


def test_exit_waits_for_the_sound_under_way_but_not_long(qtbot) -> None:  # type: ignore[no-untyped-def]
    release = threading.Event()

    class SlowVoice(FakeVoice):
        def play(self, pcm: bytes) -> None:
            release.wait(5)

    output = DeviceOutput(open_voice=SlowVoice)
    assert output.wait_until_quiet(0.05)  # nothing under way
    output.play("finish", 1.0)
    started = time.monotonic()
    assert not output.wait_until_quiet(0.2)  # bounded: a stuck device never holds the exit
    assert 0.15 < time.monotonic() - started < 1.0
    release.set()
    assert output.wait_until_quiet(1.0)
