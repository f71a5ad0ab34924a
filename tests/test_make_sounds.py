"""The committed sounds are what tools/make_sounds.py makes, to the byte, and they are
quiet, short, soft and end on silence (docs/SOUND.md)."""

from __future__ import annotations

import array
import importlib.util
import io
import sys
import wave
from pathlib import Path
from types import ModuleType

import pytest

from puzzlesuite.core.sounds import SAMPLE_RATE, SOUND_NAMES

ROOT = Path(__file__).resolve().parents[1]
SOUND_DIR = ROOT / "resources" / "sounds"


@pytest.fixture(scope="module")
def make_sounds() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "tools" / "make_sounds.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["make_sounds"] = module  # its dataclass looks itself up there
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def rendered(make_sounds: ModuleType) -> dict[str, bytes]:
    files: dict[str, bytes] = make_sounds.rendered_files()
    return files


def test_the_committed_files_regenerate_byte_for_byte(rendered: dict[str, bytes]) -> None:
    assert sorted(rendered) == sorted(f"{name}.wav" for name in SOUND_NAMES)
    on_disk = sorted(path.name for path in SOUND_DIR.iterdir() if path.name != "LICENSE.txt")
    assert on_disk == sorted(rendered)
    assert "MIT" in (SOUND_DIR / "LICENSE.txt").read_text(encoding="utf-8")
    for name, data in rendered.items():
        assert (SOUND_DIR / name).read_bytes() == data, f"{name}: run tools/make_sounds.py"


def test_check_mode_finds_a_changed_file(make_sounds: ModuleType, tmp_path: Path) -> None:
    assert make_sounds.main(["--out", str(tmp_path)]) == 0
    assert make_sounds.main(["--check", "--out", str(tmp_path)]) == 0
    victim = tmp_path / "place.wav"
    data = bytearray(victim.read_bytes())
    data[-10] ^= 1
    victim.write_bytes(bytes(data))
    assert make_sounds.main(["--check", "--out", str(tmp_path)]) == 1


def samples_of(data: bytes) -> list[int]:
    with wave.open(io.BytesIO(data), "rb") as source:
        assert (source.getnchannels(), source.getsampwidth(), source.getframerate()) == (
            1,
            2,
            SAMPLE_RATE,
        )
        frames = array.array("h", source.readframes(source.getnframes()))
    if sys.byteorder == "big":
        frames.byteswap()
    return list(frames)


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_each_sound_is_quiet_short_soft_and_ends_on_silence(
    rendered: dict[str, bytes], name: str
) -> None:
    samples = samples_of(rendered[f"{name}.wav"])
    peak = max(abs(value) for value in samples)
    assert 32767 * 10 ** (-20 / 20) < peak <= 32767 * 10 ** (-9 / 20)  # -20 to -9 dBFS
    assert len(samples) <= 0.9 * SAMPLE_RATE  # the longest, the finishing chime: 0.85 s
    assert len(rendered[f"{name}.wav"]) <= 90_000
    # A soft attack: the first millisecond rises gently (no click) ...
    assert max(abs(value) for value in samples[: SAMPLE_RATE // 1000]) < peak / 2
    # ... and the end fades to nothing.
    assert all(abs(value) <= 2 for value in samples[-8:])
