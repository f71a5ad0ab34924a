#!/usr/bin/env python3
"""Synthesise Puzzle Suite's sounds into resources/sounds/*.wav (mono, 16-bit, 48 kHz).

Every sound is made here from a few damped partials (modal synthesis: the way a wooden
block, a felt-covered key or a small bell rings) and, for the taps, a short burst of
seeded noise through a low-pass filter. Nothing is recorded or downloaded, so the sounds
are ours, under the app's MIT licence, like the code.

Deterministic to the byte on every machine: only +, - and * on IEEE doubles (Python has
no fused multiply-add), sines from a rotating phasor, decays from repeated
multiplication, and the few sine/exponential values needed to start them from
`_sine`, `_cosine` and `_exp` below (fixed Taylor series) instead of the platform's libm,
whose last bit may differ between systems. The noise is `core.seeded.SplitMix64` with a
fixed seed. `tests/test_make_sounds.py` regenerates every file and compares
byte for byte.

    .venv/bin/python tools/make_sounds.py            # write resources/sounds/
    .venv/bin/python tools/make_sounds.py --check    # exit 1 if a file differs

The character of each sound (docs/SOUND.md has the table of which event plays which):
quiet (peaks at -9 dBFS or lower, before the player's volume), soft attacks (2-6 ms, no
click), low-passed (nothing sharp above about 6 kHz), short (taps under 0.1 s, the
finishing chime under 0.9 s), and no dissonance: the pitched sounds use the notes of one
pentatonic scale, so any two that overlap agree.
"""

from __future__ import annotations

import argparse
import io
import sys
import wave
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from puzzlesuite.core.seeded import SplitMix64  # noqa: E402
from puzzlesuite.core.sounds import SAMPLE_RATE, SOUND_NAMES  # noqa: E402

OUT_DIR = ROOT / "resources" / "sounds"
PI = 3.141592653589793
FULL_SCALE = 32767


# --- deterministic elementary functions ------------------------------------------------


def _reduce(x: float) -> float:
    """x moved into [-pi, pi] by whole turns."""
    turns = int(x / (2 * PI))
    x -= turns * 2 * PI
    if x > PI:
        x -= 2 * PI
    elif x < -PI:
        x += 2 * PI
    return x


def _sine(x: float) -> float:
    x = _reduce(x)
    term, total = x, x
    for n in range(1, 14):
        term *= -x * x / ((2 * n) * (2 * n + 1))
        total += term
    return total


def _cosine(x: float) -> float:
    x = _reduce(x)
    term, total = 1.0, 1.0
    for n in range(1, 14):
        term *= -x * x / ((2 * n - 1) * (2 * n))
        total += term
    return total


def _exp(x: float) -> float:
    """e**x for the small arguments used here (|x| < 1 after halving)."""
    halvings = 0
    while abs(x) > 0.5:
        x /= 2
        halvings += 1
    term, total = 1.0, 1.0
    for n in range(1, 20):
        term *= x / n
        total += term
    for _ in range(halvings):
        total *= total
    return total


# --- building blocks -------------------------------------------------------------------


@dataclass(frozen=True)
class Partial:
    """One ringing mode: frequency (Hz), level (linear), decay time to 1/e (seconds)."""

    frequency: float
    level: float
    decay: float


def ring(
    partials: Sequence[Partial], seconds: float, attack: float, start: float = 0.0
) -> list[float]:
    """The partials struck together at `start`, each a decaying sine from a rotating
    phasor, with a raised-cosine attack of `attack` seconds (a soft mallet: no click)."""
    length = int(seconds * SAMPLE_RATE)
    out = [0.0] * length
    first = int(start * SAMPLE_RATE)
    attack_samples = max(1, int(attack * SAMPLE_RATE))
    envelope = [0.5 - 0.5 * _cosine(PI * i / attack_samples) for i in range(attack_samples)]
    for partial in partials:
        if partial.frequency >= SAMPLE_RATE / 2:
            continue
        step = 2 * PI * partial.frequency / SAMPLE_RATE
        c, s = _cosine(step), _sine(step)
        damping = _exp(-1.0 / (partial.decay * SAMPLE_RATE))
        re, im = partial.level, 0.0  # the phasor; its imaginary part is the sine
        for i in range(first, length):
            k = i - first
            value = im * envelope[k] if k < attack_samples else im
            out[i] += value
            re, im = (re * c - im * s) * damping, (re * s + im * c) * damping
    return out


def noise_burst(
    seconds: float, length: float, level: float, cutoff: float, seed: int
) -> list[float]:
    """Seeded white noise, shaped by a fast decay (`length` to 1/e) and two one-pole
    low-pass stages at `cutoff` Hz: the soft "thock" of a felt or wooden contact."""
    count = int(seconds * SAMPLE_RATE)
    stream = SplitMix64(seed)
    damping = _exp(-1.0 / (length * SAMPLE_RATE))
    alpha = 1.0 - _exp(-2 * PI * cutoff / SAMPLE_RATE)
    out, gain, low1, low2 = [], level, 0.0, 0.0
    for _ in range(count):
        white = stream.next64() / 2**63 - 1.0  # in [-1, 1)
        low1 += alpha * (white * gain - low1)
        low2 += alpha * (low1 - low2)
        out.append(low2)
        gain *= damping
    return out


def mix(*layers: list[float]) -> list[float]:
    length = max(len(layer) for layer in layers)
    out = [0.0] * length
    for layer in layers:
        for i, value in enumerate(layer):
            out[i] += value
    return out


def finish(samples: list[float], peak_dbfs: float, fade: float = 0.02) -> list[float]:
    """Normalised to `peak_dbfs`, with a raised-cosine fade over the last `fade` seconds
    so every sound ends on silence, and a DC-free start."""
    peak = max(abs(value) for value in samples) or 1.0
    gain = _exp(peak_dbfs / 20 * 2.302585092994046) / peak  # 10 ** (dB / 20)
    fade_samples = max(1, int(fade * SAMPLE_RATE))
    out = []
    total = len(samples)
    for i, value in enumerate(samples):
        remaining = total - 1 - i
        if remaining < fade_samples:
            value *= 0.5 - 0.5 * _cosine(PI * remaining / fade_samples)
        out.append(value * gain)
    return out


def note(semitones_from_a4: int) -> float:
    """Equal-tempered frequency (A4 = 440 Hz), from a twelfth-root-of-two product."""
    ratio = _exp(0.057762265046662105)  # 2 ** (1/12) = e ** (ln 2 / 12)
    frequency = 440.0
    for _ in range(abs(semitones_from_a4)):
        frequency = frequency * ratio if semitones_from_a4 > 0 else frequency / ratio
    return frequency


# The notes of the pitched sounds: a major pentatonic scale on D (D E F# A B), so that
# any overlap (a clear under a tap, the chime's tail under the next move) stays consonant.
D4, E4, FS4, A4, B4 = note(-7), note(-5), note(-3), note(0), note(2)
D5, E5, FS5, A5 = note(5), note(7), note(9), note(12)


# --- the sounds -------------------------------------------------------------------------


def wooden_tap(pitch: float, seconds: float, seed: int, peak: float) -> list[float]:
    """A piece or disc set down on a wooden board: a low body mode, two inharmonic
    upper modes that die fast, and a short dull contact noise."""
    body = ring(
        [
            Partial(pitch, 1.0, 0.022),
            Partial(pitch * 2.41, 0.35, 0.012),
            Partial(pitch * 3.93, 0.12, 0.006),
        ],
        seconds,
        attack=0.0025,
    )
    contact = noise_burst(seconds, length=0.006, level=0.9, cutoff=1800, seed=seed)
    return finish(mix(body, contact), peak, fade=0.015)


def felt_tick(pitch: float, seconds: float, seed: int, peak: float) -> list[float]:
    """A light touch on felt: shorter and softer than a tap, for marks that change
    nothing on the board (a note, a flag, a tile picked up)."""
    body = ring([Partial(pitch, 1.0, 0.010), Partial(pitch * 2.76, 0.25, 0.005)], seconds, 0.002)
    contact = noise_burst(seconds, length=0.004, level=0.6, cutoff=2500, seed=seed)
    return finish(mix(body, contact), peak, fade=0.01)


def marimba(pitches: Sequence[float], gap: float, seconds: float, peak: float) -> list[float]:
    """Soft marimba notes (the bar's tuned partials 1, 4 and 10), one after another
    `gap` seconds apart: the lines of Block Puzzle going, a unit of Sudoku done."""
    layers = []
    for index, pitch in enumerate(pitches):
        layers.append(
            ring(
                [
                    Partial(pitch, 1.0, 0.16),
                    Partial(pitch * 4.0, 0.22, 0.05),
                    Partial(pitch * 10.0, 0.05, 0.015),
                ],
                seconds,
                attack=0.004,
                start=index * gap,
            )
        )
    return finish(mix(*layers), peak, fade=0.06)


def bell(pitches: Sequence[float], gap: float, seconds: float, peak: float) -> list[float]:
    """A small soft bell (partials near 1, 2, 2.76 and 5.4, the upper ones dying first),
    notes `gap` apart: the finishing chime."""
    layers = []
    for index, pitch in enumerate(pitches):
        layers.append(
            ring(
                [
                    Partial(pitch, 1.0, 0.32),
                    Partial(pitch * 2.0, 0.30, 0.20),
                    Partial(pitch * 2.76, 0.12, 0.09),
                    Partial(pitch * 5.4, 0.04, 0.03),
                ],
                seconds,
                attack=0.006,
                start=index * gap,
            )
        )
    return finish(mix(*layers), peak, fade=0.12)


def cascade(count: int, seconds: float, peak: float) -> list[float]:
    """Minesweeper's opening: small soft taps spreading out and fading, like the cells
    opening outward from the click (a tap every 18 ms, each quieter and higher)."""
    layers = []
    for index in range(count):
        pitch = 520.0 + 40.0 * index
        tap = ring(
            [Partial(pitch, 1.0, 0.012), Partial(pitch * 2.6, 0.2, 0.005)],
            seconds,
            0.002,
            start=index * 0.018,
        )
        level = 1.0 - index / (count + 2)
        layers.append([value * level for value in tap])
    layers.append(noise_burst(seconds, length=0.05, level=0.25, cutoff=1500, seed=29))
    return finish(mix(*layers), peak, fade=0.03)


def render_all() -> dict[str, list[float]]:
    """Every sound by its name in `core.sounds.SOUND_NAMES`."""
    sounds = {
        # a piece, disc, digit or tile put down
        "place": wooden_tap(330.0, 0.09, seed=1, peak=-10.0),
        # the CPU's disc: the same wood, a little lower and softer
        "place-other": wooden_tap(277.0, 0.09, seed=2, peak=-13.0),
        # a tile picked up, a note, a flag
        "mark": felt_tick(620.0, 0.05, seed=3, peak=-16.0),
        # a flag or a tile taken back: the same touch, lower
        "unmark": felt_tick(470.0, 0.05, seed=4, peak=-17.0),
        # one cell uncovered
        "reveal": felt_tick(380.0, 0.06, seed=5, peak=-13.0),
        # several cells at once
        "opening": cascade(6, 0.22, peak=-13.0),
        # Block Puzzle: 1, 2, 3 or more lines cleared in one move (one sound, higher
        # and fuller the more lines went)
        "clear-1": marimba([D5], 0.0, 0.35, peak=-11.0),
        "clear-2": marimba([FS4, D5], 0.05, 0.4, peak=-10.5),
        "clear-3": marimba([FS4, A4, D5], 0.05, 0.45, peak=-10.0),
        # a Sudoku row, column or box filled without a conflict
        "unit": marimba([A5], 0.0, 0.3, peak=-15.0),
        # a hint shown: one quiet high bell note
        "hint": bell([E5], 0.0, 0.4, peak=-19.0),
        # solved, board cleared: a rising three-note chime
        "finish": bell([D5, FS5, A5], 0.09, 0.85, peak=-12.0),
        # every other ending (no piece fits, a Reversi result, a mine): an open fifth, low,
        # the same whoever won, calm and never a "fail" sound
        "end": marimba([D4, A4], 0.08, 0.7, peak=-12.0),
    }
    missing = set(SOUND_NAMES) ^ set(sounds)
    if missing:
        raise SystemExit(f"make_sounds.py and core/sounds.py disagree on: {sorted(missing)}")
    return sounds


def wav_bytes(samples: Sequence[float]) -> bytes:
    """16-bit mono PCM WAV, samples rounded half away from zero and clipped."""
    frames = bytearray()
    for value in samples:
        scaled = value * FULL_SCALE
        integer = int(scaled + 0.5) if scaled >= 0 else -int(-scaled + 0.5)
        integer = max(-FULL_SCALE, min(FULL_SCALE, integer))
        frames += integer.to_bytes(2, "little", signed=True)
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(SAMPLE_RATE)
        out.writeframes(bytes(frames))
    return buffer.getvalue()


def rendered_files() -> dict[str, bytes]:
    return {f"{name}.wav": wav_bytes(samples) for name, samples in render_all().items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare, write nothing")
    parser.add_argument("--out", type=Path, default=OUT_DIR)
    args = parser.parse_args(argv)
    files = rendered_files()
    if args.check:
        differing = [
            name
            for name, data in files.items()
            if not (args.out / name).is_file() or (args.out / name).read_bytes() != data
        ]
        extra = sorted(p.name for p in args.out.glob("*.wav") if p.name not in files)
        for name in differing + extra:
            print(f"differs: {name}", file=sys.stderr)
        return 1 if differing or extra else 0
    args.out.mkdir(parents=True, exist_ok=True)
    for stale in args.out.glob("*.wav"):
        if stale.name not in files:
            stale.unlink()
    for name, data in files.items():
        (args.out / name).write_bytes(data)
        print(f"{name}: {len(data)} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
