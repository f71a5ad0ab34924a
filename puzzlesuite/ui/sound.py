"""Quiet sounds: a game reports an event, the table in `core/sounds.py` says which sound
plays (or silence), and an output plays it.

    ctx.sounds.play("blockpuzzle", "lines_cleared", count=2)

`Sounds.play` returns at once and plays nothing when sound is off or at volume 0, when
the event is silent by the table, or while the window is hidden or minimized. The output
is injected: `DeviceOutput` in the app, `NullOutput` in tests (tests/conftest.py), which
records what would have played.

`DeviceOutput` stays off the start-up path: nothing of it runs, and `ui/alsa.py` (ctypes)
is not even imported, until the first sound. That first sound starts a voice thread which
opens the device and decodes the WAV files once (about 10 ms, off the GUI thread); every
sound is then pre-rendered PCM handed to the device in one call (docs/SOUND.md, and the
measurements behind the choice of ALSA through ctypes in docs/PERFORMANCE.md). No device,
no library, a device that fails mid-way: silence, no message, no traceback.
"""

from __future__ import annotations

import array
import contextlib
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from puzzlesuite.core.resources import RESOURCES
from puzzlesuite.core.sounds import SAMPLE_RATE, SOUND_NAMES, cue_for, gain_for

if TYPE_CHECKING:
    import queue

    from PySide6.QtWidgets import QWidget

    from puzzlesuite.services.settings import SettingsService

SOUND_DIR = RESOURCES / "sounds"


class Output(Protocol):
    def play(self, name: str, gain: float) -> None:
        """Start sound `name` (one of `SOUND_NAMES`) at linear `gain`; return at once."""


class NullOutput:
    """Plays nothing and remembers what it was asked to play (for tests)."""

    def __init__(self) -> None:
        self.played: list[tuple[str, float]] = []

    def play(self, name: str, gain: float) -> None:
        self.played.append((name, gain))

    @property
    def names(self) -> list[str]:
        return [name for name, _gain in self.played]


class VoiceLike(Protocol):
    def play(self, pcm: bytes) -> None: ...

    def close(self) -> None: ...


def _open_alsa_voice(rate: int) -> VoiceLike:
    from puzzlesuite.ui import alsa  # with the first sound: ctypes is no start-up cost

    return alsa.Voice(rate)


class DeviceOutput:
    """Sounds on the system's audio device, each voice a daemon thread with its own
    stream: overlapping sounds play on different voices and the sound server mixes them.

    A voice is opened when a sound finds no idle one (at most `MAX_VOICES`); a sound that
    waited longer than `STALE_SECONDS` for a voice is dropped (late is worse than never).
    When the device cannot be opened, sounds are dropped silently for `RETRY_SECONDS`,
    then one more try is made (a sound server started later, a headset plugged in).
    """

    MAX_VOICES = 3
    STALE_SECONDS = 0.15
    RETRY_SECONDS = 30.0

    def __init__(
        self,
        open_voice: Callable[[int], VoiceLike] = _open_alsa_voice,
        folder: Path = SOUND_DIR,
    ) -> None:
        import queue  # with the first output, not at start-up

        self._open_voice = open_voice
        self._folder = folder
        self._queue: queue.SimpleQueue[tuple[str, float, float]] = queue.SimpleQueue()
        self._lock = threading.Lock()
        self._voices = 0  # voice threads alive (opening, playing or waiting)
        self._idle = 0  # of which waiting for a sound (or still opening)
        self._unavailable_until = 0.0
        self._pcm: dict[str, array.array[int]] | None = None
        self._scaled: dict[str, tuple[float, bytes]] = {}
        self.failures = 0  # device opens or plays that failed (for tests)
        self._waits_at_exit = False

    def play(self, name: str, gain: float) -> None:
        now = time.monotonic()
        with self._lock:
            if now < self._unavailable_until:
                return
            if self._idle == 0 and self._voices < self.MAX_VOICES:
                if self._voices == 0 and not self._waits_at_exit:
                    import atexit

                    atexit.register(self.wait_until_quiet)
                    self._waits_at_exit = True
                self._voices += 1
                self._idle += 1
                threading.Thread(target=self._voice, name="sound-voice", daemon=True).start()
        self._queue.put((name, gain, now))

    def wait_until_quiet(self, timeout: float = 1.0) -> bool:
        """Let the sounds under way finish (at most `timeout` s; the longest is 0.85 s):
        at exit, so no voice is inside the audio library while the process ends."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with self._lock:
                if self._idle == self._voices and self._queue.empty():
                    return True
            time.sleep(0.01)
        return False

    # In the voice threads -----------------------------------------------------------
    def _voice(self) -> None:
        # Everything is caught: a sound must never end in a traceback or a dialog.
        try:
            voice = self._open_voice(SAMPLE_RATE)
        except Exception:
            self._give_up()
            return
        try:
            while True:
                name, gain, queued = self._queue.get()
                with self._lock:
                    self._idle -= 1
                try:
                    if time.monotonic() - queued <= self.STALE_SECONDS:
                        voice.play(self.pcm(name, gain))
                finally:
                    with self._lock:
                        self._idle += 1
        except Exception:
            with contextlib.suppress(Exception):
                voice.close()
            self._give_up()

    def _give_up(self) -> None:
        """This voice is gone; with no voice left, be silent for a while."""
        with self._lock:
            self.failures += 1
            self._voices -= 1
            self._idle -= 1
            if self._voices == 0:
                self._unavailable_until = time.monotonic() + self.RETRY_SECONDS
                while not self._queue.empty():
                    self._queue.get_nowait()

    def pcm(self, name: str, gain: float) -> bytes:
        """Sound `name` as 16-bit frames at `gain`: decoded once, scaled once per volume."""
        with self._lock:
            if self._pcm is None:
                self._pcm = {each: _read_wav(self._folder / f"{each}.wav") for each in SOUND_NAMES}
            cached = self._scaled.get(name)
            if cached is not None and cached[0] == gain:
                return cached[1]
            samples = self._pcm[name]
        scaled = array.array("h", [int(value * gain) for value in samples])
        if sys.byteorder == "big":
            scaled.byteswap()
        data = scaled.tobytes()
        with self._lock:
            self._scaled[name] = (gain, data)
        return data


def _read_wav(path: Path) -> array.array[int]:
    import wave  # with the first sound

    with wave.open(str(path), "rb") as source:
        if (source.getnchannels(), source.getsampwidth(), source.getframerate()) != (
            1,
            2,
            SAMPLE_RATE,
        ):
            raise ValueError(f"{path.name}: not mono 16-bit {SAMPLE_RATE} Hz")
        samples = array.array("h", source.readframes(source.getnframes()))
    if sys.byteorder == "big":
        samples.byteswap()  # WAV is little-endian
    return samples


def make_output() -> Output:
    """The app's output: the sound device on Linux; elsewhere silence for now (there is
    no measured output for Windows and macOS yet: docs/SOUND.md)."""
    if sys.platform.startswith("linux"):
        return DeviceOutput()
    return NullOutput()


class Sounds:
    """The one place games ask for a sound (`AppContext.sounds`)."""

    def __init__(self, settings: SettingsService, output: Output | None = None) -> None:
        self.settings = settings
        self._output = output
        # The main window sets itself here: no sound while it is hidden or minimized.
        self.window: QWidget | None = None

    @property
    def output(self) -> Output:
        if self._output is None:
            self._output = make_output()
        return self._output

    def play(self, game_id: str, event: str, count: int = 1) -> str | None:
        """Play what the table gives `event` of `game_id` (`count`: Block Puzzle's lines
        cleared in one move); returns the sound's name, or None when nothing plays.
        Raises `core.sounds.UnknownEvent` for an event the table does not list."""
        name = cue_for(game_id, event, count)
        settings = self.settings.value
        if name is None or not settings.sound or settings.sound_volume <= 0:
            return None
        if not self.audible():
            return None
        self.output.play(name, gain_for(settings.sound_volume))
        return name

    def audible(self) -> bool:
        """The window is on screen: shown and not minimized (with no main window, as in a
        test of one screen, any such top-level window counts)."""
        from PySide6.QtWidgets import QApplication  # loaded by then; this module needs no Qt

        windows = [self.window] if self.window is not None else QApplication.topLevelWidgets()
        return any(
            each.isWindow() and each.isVisible() and not each.isMinimized() for each in windows
        )
