"""Write a finished game of every game into a data folder (project .venv):

    .venv/bin/python -m tests.e2e.finished DATA_DIR

For the `open-ended` scenario (a resumed ending must stay within the events budget) and
for the end-of-game screenshots. Each game's kit (tests/kits.py) gives its ending,
reached through the game's own model the way a player reaches it and saved in the form
its screen saves, the level it was played at and the statistics that go with it."""

from __future__ import annotations

import sys
from pathlib import Path

from puzzlesuite.core.registry import discover
from puzzlesuite.services.paths import Paths
from tests.kits import kit_of


def main(folder: str) -> None:
    from puzzlesuite.shell.context import AppContext  # the services as the app makes them

    ctx = AppContext(Paths.under(Path(folder)), forced_language="en")
    for entry in discover():
        kit = kit_of(entry)
        if kit.preferences:  # the level this game was started at, as settings would say
            ctx.settings.update_game(entry.id, **kit.preferences)
        ctx.saves.save(entry.id, kit.saves["finished"]())
        if kit.finished_record is not None:
            record = kit.finished_record()
            ctx.stats.update(entry.id, lambda r, record=record: r.update(record))


if __name__ == "__main__":
    main(sys.argv[1])
