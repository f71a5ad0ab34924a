"""Sound: dropouts while a CPU-heavy Python thread runs, hand-over time, import and open
cost, and behaviour with no device, for the app's path (ALSA through ctypes,
`puzzlesuite.ui.alsa`) and, when they are installed, the candidates it was chosen over
(`miniaudio`, `sounddevice`, `simpleaudio`). docs/PERFORMANCE.md, "Sound", has the figures.

Needs a sound server with a monitor to record from. On a machine without a sound card:

    pulseaudio -n --daemonize=yes --exit-idle-time=-1 \\
        -L "module-null-sink sink_name=nullsink rate=48000" -L module-native-protocol-unix
    # keep the null sink awake (it sleeps up to 2 s between renders when nothing plays)
    pacat --latency-msec=10 --rate=48000 --channels=1 --format=s16le < /dev/zero &

Run:  .venv/bin/python benchmarks/bench_sound.py [--paths alsa,miniaudio,...] [--loads ...]

Dropouts: a 3 s, 440 Hz sine is played whole while the load runs; the null sink's
monitor is recorded (`parec`) and every run of 2 ms or more of silence inside the tone is
one dropout. Loads: the Reversi Hard search and the Sudoku Hard generator, looping in a
Python thread, at Python's usual 5 ms GIL switch interval and at the 0.5 ms the app sets
while a worker runs (ui/threads.py).
"""

from __future__ import annotations

import argparse
import array
import math
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

RATE = 48_000
SECONDS = 3.0
PATHS = ("alsa", "miniaudio", "sounddevice", "simpleaudio")


def tone() -> bytes:
    count = int(RATE * SECONDS)
    samples = array.array(
        "h", (int(3276 * math.sin(2 * math.pi * 440 * i / RATE)) for i in range(count))
    )
    return samples.tobytes()


def cpu_load(kind: str, stop: threading.Event) -> None:
    if kind == "reversi":
        from puzzlesuite.games.reversi import ai, engine

        while not stop.is_set():
            ai.hard_search(engine.START_BLACK, engine.START_WHITE)
    elif kind == "sudoku":
        from puzzlesuite.games.sudoku import generator
        from puzzlesuite.games.sudoku.techniques import Level

        seed = 1
        while not stop.is_set():
            generator.generate(Level.HARD, seed)
            seed += 1


ALSA_LATENCY_US: int | None = None  # --alsa-latency-ms: the app's LATENCY_US unless given


def play_alsa(pcm: bytes) -> None:
    from puzzlesuite.ui import alsa

    alsa.Voice(RATE, latency_us=ALSA_LATENCY_US or alsa.LATENCY_US).play(pcm)


def play_miniaudio(pcm: bytes) -> None:
    """miniaudio calls a Python generator for every period (10 ms × 3 periods here)."""
    import miniaudio

    def frames():  # type: ignore[no-untyped-def]
        required = yield b""
        position = 0
        while True:
            chunk = pcm[position : position + required * 2]
            position += len(chunk)
            required = yield chunk + bytes(required * 2 - len(chunk))

    device = miniaudio.PlaybackDevice(
        output_format=miniaudio.SampleFormat.SIGNED16,
        nchannels=1,
        sample_rate=RATE,
        buffersize_msec=10,
        callback_periods=3,
    )
    generator = frames()
    next(generator)
    device.start(generator)
    time.sleep(len(pcm) / 2 / RATE + 0.2)
    device.close()


def play_sounddevice(pcm: bytes) -> None:
    """PortAudio's blocking write (the C call holds no GIL), 30 ms latency."""
    import sounddevice

    stream = sounddevice.RawOutputStream(samplerate=RATE, channels=1, dtype="int16", latency=0.03)
    stream.start()
    stream.write(pcm)
    time.sleep(0.1)
    stream.close()


def play_simpleaudio(pcm: bytes) -> None:
    import simpleaudio

    simpleaudio.play_buffer(pcm, 1, 2, RATE).wait_done()


PLAYERS: dict[str, Callable[[bytes], None]] = {
    "alsa": play_alsa,
    "miniaudio": play_miniaudio,
    "sounddevice": play_sounddevice,
    "simpleaudio": play_simpleaudio,
}


def dropouts(recording: bytes) -> tuple[int, float]:
    """Runs of ≥ 2 ms of silence inside the recorded tone: (count, longest in ms)."""
    data = array.array("h")
    data.frombytes(recording[: len(recording) // 2 * 2])
    loud = [i for i, value in enumerate(data) if abs(value) > 100]
    if not loud:
        return -1, 0.0
    count, longest, run = 0, 0, 0
    for value in data[loud[0] : loud[-1]]:
        if abs(value) < 30:
            run += 1
            continue
        if run >= RATE // 500:
            count += 1
            longest = max(longest, run)
        run = 0
    return count, longest * 1000 / RATE


def run_dropouts(path: str, load: str, switch: float) -> str:
    with tempfile.NamedTemporaryFile(suffix=".raw") as out:
        recorder = subprocess.Popen(
            ["parec", "-d", "@DEFAULT_MONITOR@", "--rate=48000", "--channels=1",
             "--format=s16le", "--latency-msec=20", out.name]
        )  # fmt: skip
        time.sleep(0.5)
        usual = sys.getswitchinterval()
        sys.setswitchinterval(switch)
        stop = threading.Event()
        worker = threading.Thread(target=cpu_load, args=(load, stop), daemon=True)
        worker.start()
        time.sleep(0.3)
        try:
            PLAYERS[path](tone())
        finally:
            stop.set()
            worker.join()
            sys.setswitchinterval(usual)
            time.sleep(0.4)
            recorder.terminate()
            recorder.wait()
        count, longest = dropouts(Path(out.name).read_bytes())
    return (
        f"{path:12} {load:8} switch {switch * 1000:3.1f} ms: "
        f"{count} dropouts, longest {longest:.1f} ms"
    )


def import_and_open(path: str, runs: int = 5) -> str:
    """Fresh interpreters: import time and device open time, medians."""
    code = {
        "alsa": "from puzzlesuite.ui import alsa\nt1=time.perf_counter()\nalsa.Voice(48000)",
        "miniaudio": "import miniaudio\nt1=time.perf_counter()\nminiaudio.PlaybackDevice("
        "output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1, sample_rate=48000, "
        "buffersize_msec=10, callback_periods=3)",
        "sounddevice": "import sounddevice\nt1=time.perf_counter()\n"
        "sounddevice.RawOutputStream(samplerate=48000, channels=1, dtype='int16', latency=0.03)",
        "simpleaudio": "import simpleaudio\nt1=time.perf_counter()",
    }[path]
    script = f"import sys, time\nsys.path.insert(0, {str(Path(__file__).parent.parent)!r})\n"
    script += "import puzzlesuite.ui  # the app has its package loaded already\n"
    script += f"t0=time.perf_counter()\n{code}\nt2=time.perf_counter()\n"
    script += "print((t1-t0)*1000, (t2-t1)*1000)"
    imports, opens = [], []
    for _ in range(runs):
        out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
        if out.returncode:
            return f"{path:12} unavailable: {out.stderr.strip().splitlines()[-1]}"
        first, second = map(float, out.stdout.split())
        imports.append(first)
        opens.append(second)
    return (
        f"{path:12} import {statistics.median(imports):5.1f} ms, "
        f"open {statistics.median(opens):4.1f} ms (medians of {runs})"
    )


def no_device(path: str) -> str:
    """With no sound server reachable: what happens, and how many lines reach stderr."""
    script = f"import sys\nsys.path.insert(0, {str(Path(__file__).parent.parent)!r})\n"
    script += "from benchmarks.bench_sound import PLAYERS\ntry:\n"
    script += f"    PLAYERS[{path!r}](b'\\0\\0' * 4800)\n    print('played')\n"
    script += "except Exception as error:\n    print(type(error).__name__, error)"
    env = {**os.environ, "PULSE_SERVER": "unix:/nonexistent", "PIPEWIRE_REMOTE": "/nonexistent"}
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env)
    lines = [line for line in out.stderr.splitlines() if line.strip()]
    return f"{path:12} {len(lines)} lines on stderr; raised: {out.stdout.strip()[:90]}"


def hand_over(samples: int = 200) -> str:
    """The app's own path: `DeviceOutput.play` on the GUI thread → the voice thread
    handing the PCM to ALSA, under the Reversi load at the app's 0.5 ms interval."""
    from puzzlesuite.ui import alsa
    from puzzlesuite.ui.sound import DeviceOutput

    delays: list[float] = []
    stamps: list[float] = []

    class TimedVoice(alsa.Voice):
        def play(self, pcm: bytes) -> None:
            delays.append(time.perf_counter() - stamps[-1])
            super().play(pcm[:2400])  # 25 ms: the measurement is the hand-over

    output = DeviceOutput(open_voice=TimedVoice)
    stamps.append(time.perf_counter())
    output.play("mark", 1.0)  # opens the voice and decodes the files
    time.sleep(0.5)
    delays.clear()
    stop = threading.Event()
    usual = sys.getswitchinterval()
    sys.setswitchinterval(0.0005)
    worker = threading.Thread(target=cpu_load, args=("reversi", stop), daemon=True)
    worker.start()
    try:
        for _ in range(samples):
            stamps.append(time.perf_counter())
            output.play("mark", 1.0)
            time.sleep(0.08)
    finally:
        stop.set()
        worker.join()
        sys.setswitchinterval(usual)
    ms = sorted(d * 1000 for d in delays)
    voice = alsa.Voice(RATE)
    voice.lib.snd_pcm_writei(voice.handle, bytes(4800), 2400)
    device = voice.delay_frames() * 1000 / RATE
    voice.close()
    return (
        f"hand-over play() → writei under load: median {statistics.median(ms):.2f} ms, "
        f"p95 {ms[int(len(ms) * 0.95)]:.2f} ms, max {ms[-1]:.2f} ms ({len(ms)} sounds); "
        f"device delay after a write {device:.1f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--paths", default=",".join(PATHS))
    parser.add_argument("--loads", default="none,reversi,sudoku")
    parser.add_argument("--repeat", type=int, default=1, help="dropout runs of each kind")
    parser.add_argument("--alsa-latency-ms", type=int, default=0)
    parser.add_argument("--only-dropouts", action="store_true")
    args = parser.parse_args()
    global ALSA_LATENCY_US
    ALSA_LATENCY_US = args.alsa_latency_ms * 1000 or None
    paths = []
    for path in args.paths.split(","):
        try:
            __import__("puzzlesuite.ui.alsa" if path == "alsa" else path)
            paths.append(path)
        except (ImportError, OSError) as error:
            print(f"{path}: not installed here ({error})")
    if not args.only_dropouts:
        print("== import and open")
        for path in paths:
            print(import_and_open(path))
        print("== no device")
        for path in paths:
            print(no_device(path))
    print("== dropouts while a CPU-heavy Python thread runs")
    for _ in range(args.repeat):
        for switch in (0.005, 0.0005):
            for load in args.loads.split(","):
                for path in paths:
                    print(run_dropouts(path, load, switch), flush=True)
    if not args.only_dropouts:
        print("== the app's path")
        print(hand_over())


if __name__ == "__main__":
    main()
