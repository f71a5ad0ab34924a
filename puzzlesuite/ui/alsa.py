"""Sound out through ALSA's `libasound.so.2`, called with ctypes: no new dependency.

ALSA's "default" device is where every Linux desktop routes applications: PipeWire's
or PulseAudio's ALSA plugin (each stream mixed by the sound server), or dmix on a bare
system. One `Voice` is one PCM stream. A voice is handed a whole pre-rendered sound in
one `snd_pcm_writei` call, which ctypes makes with the GIL released, and ALSA refills
its short buffer (`LATENCY_US`) from that memory in C until the sound is out: a
CPU-heavy Python thread (the Reversi search, the Sudoku generator) cannot starve it.
Overlapping sounds go to different voices and the sound server mixes them.

Everything here fails with `AudioUnavailable` and never prints: ALSA's own error
messages ("ALSA lib pcm.c: Unknown PCM default") go to a silent handler. A machine
without the library, a server or a sound card is a machine with no sound.
"""

from __future__ import annotations

import ctypes
import threading

SND_PCM_STREAM_PLAYBACK = 0
SND_PCM_FORMAT_S16_LE = 2
SND_PCM_ACCESS_RW_INTERLEAVED = 3
# 30 ms of buffer: a sound starts within about that after it is handed over, and with a
# period of a quarter of it ALSA (or the server) refills every 7.5 ms, in C.
LATENCY_US = 30_000
EPIPE, ESTRPIPE, EINTR = 32, 86, 4


class AudioUnavailable(OSError):
    """No library, no server, no device, or the device refused the format."""


# void handler(const char *file, int line, const char *function, int err, const char *fmt, ...)
# The variadic tail is never read, so a fixed-argument callback is safe to install.
_ERROR_HANDLER_TYPE = ctypes.CFUNCTYPE(
    None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p
)


def _ignore(file: bytes, line: int, function: bytes, err: int, fmt: bytes) -> None:
    """ALSA's messages are for developers; a player with no sound card sees none."""


_quiet = _ERROR_HANDLER_TYPE(_ignore)


_library: ctypes.CDLL | None = None
_library_lock = threading.Lock()


def library() -> ctypes.CDLL:
    """libasound, loaded once, with its error messages silenced."""
    global _library
    with _library_lock:
        if _library is None:
            lib = _load()
            _declare(lib)
            lib.snd_lib_error_set_handler(_quiet)
            _library = lib
        return _library


def _load() -> ctypes.CDLL:
    """The soname directly (find_library would start /sbin/ldconfig: 10-20 ms), then
    whatever name the system knows."""
    try:
        return ctypes.CDLL("libasound.so.2")
    except OSError:
        from ctypes import util  # 20 ms (it may start /sbin/ldconfig): only when needed

        name = util.find_library("asound")
    try:
        return ctypes.CDLL(name or "libasound.so.2")
    except OSError as error:
        raise AudioUnavailable("no ALSA library") from error


def _declare(lib: ctypes.CDLL) -> None:
    handle, pointer = ctypes.c_void_p, ctypes.POINTER(ctypes.c_void_p)
    signatures: dict[str, tuple[object, list[object]]] = {
        "snd_lib_error_set_handler": (ctypes.c_int, [_ERROR_HANDLER_TYPE]),
        "snd_pcm_open": (ctypes.c_int, [pointer, ctypes.c_char_p, ctypes.c_int, ctypes.c_int]),
        "snd_pcm_set_params": (
            ctypes.c_int,
            [
                handle,
                ctypes.c_int,
                ctypes.c_int,
                ctypes.c_uint,
                ctypes.c_uint,
                ctypes.c_int,
                ctypes.c_uint,
            ],
        ),
        "snd_pcm_writei": (ctypes.c_long, [handle, ctypes.c_void_p, ctypes.c_ulong]),
        "snd_pcm_recover": (ctypes.c_int, [handle, ctypes.c_int, ctypes.c_int]),
        "snd_pcm_drain": (ctypes.c_int, [handle]),
        "snd_pcm_drop": (ctypes.c_int, [handle]),
        "snd_pcm_prepare": (ctypes.c_int, [handle]),
        "snd_pcm_close": (ctypes.c_int, [handle]),
        "snd_pcm_delay": (ctypes.c_int, [handle, ctypes.POINTER(ctypes.c_long)]),
    }
    for name, (result, arguments) in signatures.items():
        function = getattr(lib, name)
        function.restype = result
        function.argtypes = arguments


class Voice:
    """One playback stream on ALSA's default device: mono, 16-bit, `rate` Hz."""

    def __init__(self, rate: int, device: bytes = b"default", latency_us: int = LATENCY_US) -> None:
        self.lib = library()
        self.handle = ctypes.c_void_p()
        result = self.lib.snd_pcm_open(
            ctypes.byref(self.handle), device, SND_PCM_STREAM_PLAYBACK, 0
        )
        if result < 0:
            raise AudioUnavailable(f"snd_pcm_open: {result}")
        result = self.lib.snd_pcm_set_params(
            self.handle,
            SND_PCM_FORMAT_S16_LE,
            SND_PCM_ACCESS_RW_INTERLEAVED,
            1,
            rate,
            1,
            latency_us,
        )
        if result < 0:
            self.close()
            raise AudioUnavailable(f"snd_pcm_set_params: {result}")
        self.underruns = 0  # recovered on the way; counted for the benchmark

    def play(self, pcm: bytes) -> None:
        """Play `pcm` (16-bit mono frames) to its end, blocking this thread only: the
        writes and the drain run in C with the GIL released."""
        frames = len(pcm) // 2
        start = ctypes.cast(ctypes.c_char_p(pcm), ctypes.c_void_p).value or 0
        done = 0
        while done < frames:
            written = self.lib.snd_pcm_writei(self.handle, start + done * 2, frames - done)
            if written < 0:
                if -written == EPIPE:
                    self.underruns += 1
                if self.lib.snd_pcm_recover(self.handle, int(written), 1) < 0:
                    raise AudioUnavailable(f"snd_pcm_writei: {written}")
                continue
            done += written
        self.lib.snd_pcm_drain(self.handle)  # starts a sound shorter than the buffer too
        self.lib.snd_pcm_prepare(self.handle)

    def delay_frames(self) -> int:
        """Frames between the next one written and the speaker (for the benchmark)."""
        delay = ctypes.c_long()
        if self.lib.snd_pcm_delay(self.handle, ctypes.byref(delay)) < 0:
            return 0
        return delay.value

    def close(self) -> None:
        if self.handle:
            self.lib.snd_pcm_close(self.handle)
            self.handle = ctypes.c_void_p()
