"""A writer killed at random moments never leaves a half-written file."""

from __future__ import annotations

import json
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

WRITER = r"""
import sys
from pathlib import Path
from puzzlesuite.services.store import write_atomically
path = Path(sys.argv[1])
version = 0
print("ready", flush=True)
while True:
    version += 1
    # Large enough that a plain write would often be caught half-way.
    body = '{"version": %d, "pad": "%s"}' % (version, str(version % 10) * 200_000)
    write_atomically(path, body)
"""


def test_killing_the_writer_leaves_old_or_new_file(tmp_path: Path) -> None:
    target = tmp_path / "save.json"
    target.write_text(json.dumps({"version": 0, "pad": ""}))
    rng = random.Random(20261130)
    seen_versions = set()
    for _ in range(40):
        writer = subprocess.Popen(
            [sys.executable, "-c", WRITER, str(target)],
            stdout=subprocess.PIPE,
            cwd=Path(__file__).resolve().parents[2],
        )
        assert writer.stdout is not None
        writer.stdout.readline()  # started
        time.sleep(rng.uniform(0.0, 0.05))
        writer.send_signal(signal.SIGKILL)
        writer.wait()
        document = json.loads(target.read_text())  # never truncated or mixed
        version = document["version"]
        if version:
            assert document["pad"] == str(version % 10) * 200_000
        seen_versions.add(version)
    assert len(seen_versions) > 1, "the writer should have completed some writes"


def test_a_link_planted_at_the_temporary_name_is_never_followed(tmp_path: Path) -> None:
    import os

    from puzzlesuite.services.paths import Paths
    from puzzlesuite.services.settings import SettingsService
    from puzzlesuite.services.store import JsonStore

    paths = Paths.under(tmp_path / "root")
    paths.config.mkdir(parents=True)
    outside = tmp_path / "outside.txt"
    outside.write_text("not Puzzle Suite's")
    planted = paths.config / f".settings.json.{os.getpid()}.tmp"
    planted.symlink_to(outside)
    problems: list[object] = []
    settings = SettingsService(JsonStore(paths.config, problems.append))

    settings.update(language="es")
    settings.update(theme="dark")

    assert outside.read_text() == "not Puzzle Suite's"
    target = paths.config / "settings.json"
    assert not target.is_symlink() and json.loads(target.read_text())["theme"] == "dark"
    assert planted.is_symlink()  # passed over, left as it was
    assert problems == []
    leftovers = sorted(p.name for p in paths.config.iterdir())
    assert leftovers == sorted(["settings.json", planted.name])
