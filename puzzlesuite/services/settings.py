"""User settings: one small JSON file in the config folder."""

from __future__ import annotations

import dataclasses
import string
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from puzzlesuite.core.sounds import DEFAULT_VOLUME
from puzzlesuite.services.schema import Bool, Int, Map, Obj, Str, carry_unknown, game_schema
from puzzlesuite.services.store import JsonStore

FILE_NAME = "settings.json"
LANGUAGES = ("system", "en", "ko", "id", "es")
THEMES = ("system", "light", "dark", "contrast")  # contrast: high contrast (issue 21)
# Screen-reader speech on the grid boards: "full" names ("Row 3, column 7, 5") or
# "brief" ones, content first ("5, r3c7"); issue 21.
VERBOSITIES = ("full", "brief")
# Zoom of the text and the boards in percent (View → Zoom in / out, Ctrl+= / Ctrl+−,
# Ctrl+0; the boards through ui.board_zoom): issue 21.
ZOOM_STEPS = (100, 125, 150, 175, 200)
BASE64 = string.ascii_letters + string.digits + "+/="
GAME_ID_CHARS = string.ascii_lowercase + string.digits + "_"

# Every field is optional: a bad one is dropped (and the file moved aside, salvaged),
# so a bad Reversi preference does not cost the language and the theme. Each game's
# preferences are checked by the `PREFERENCES` schema in its own schema.py.
SCHEMA = Obj(
    {
        "language": Str(16, choices=LANGUAGES),
        "theme": Str(16, choices=THEMES),
        "reduce_motion": Bool(),
        "verbosity": Str(16, choices=VERBOSITIES),
        "board_labels": Bool(),
        "zoom": Int(ZOOM_STEPS[0], ZOOM_STEPS[-1]),
        "sound": Bool(),
        "sound_volume": Int(0, 100),
        # Qt's saveGeometry() as base64: ASCII only, a few hundred characters.
        "window_geometry": Str(4096, charset=BASE64),
        "games": Map(
            Str(64, charset=GAME_ID_CHARS),
            lambda game_id: game_schema(game_id, "PREFERENCES"),
            max_items=64,
        ),
    },
    required=(),
    version=1,
)


@dataclass(frozen=True)
class Settings:
    language: str = "system"
    theme: str = "system"
    reduce_motion: bool = False
    verbosity: str = "full"  # one of VERBOSITIES
    board_labels: bool = True  # row and column labels beside Sudoku and Minesweeper
    zoom: int = 100  # percent, between the first and last of ZOOM_STEPS
    sound: bool = True  # quiet sounds (ui/sound.py); View → Sound, Ctrl+M
    sound_volume: int = DEFAULT_VOLUME  # percent, 0-100
    window_geometry: str = ""  # Qt's saveGeometry(), base64
    games: dict[str, dict[str, Any]] = field(default_factory=dict)  # per-game preferences

    def to_json(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Settings:
        """Settings from data that fits `SCHEMA` (raises `Invalid` otherwise); what is
        absent takes its default."""
        data = SCHEMA.validate(data)
        known = {f.name for f in dataclasses.fields(cls)}
        return cls(**{k: v for k, v in data.items() if k in known})


class SettingsService:
    def __init__(self, store: JsonStore) -> None:
        self._store = store
        # As read, with keys a newer version wrote: carried into every write.
        self._document: dict[str, Any] = store.load(FILE_NAME, SCHEMA, salvage=True) or {}
        self.value = Settings.from_json(self._document)
        self._listeners: list[Callable[[Settings, Settings], None]] = []

    def subscribe(self, listener: Callable[[Settings, Settings], None]) -> None:
        """`listener(old, new)` after every change."""
        self._listeners.append(listener)

    def update(self, **changes: Any) -> None:
        """Change and save; raises `Invalid` (a ValueError) for a value outside `SCHEMA`."""
        old = self.value
        new = dataclasses.replace(old, **changes)
        document = carry_unknown(SCHEMA, self._document, new.to_json())
        Settings.from_json(document)  # validate before it is kept
        if new == old:
            return
        self.value = new
        self._document = document
        self._store.save(FILE_NAME, SCHEMA, document)
        for listener in self._listeners:
            listener(old, new)

    def zoom_step(self, step: int) -> None:
        """One zoom step in (+1) or out (-1); 0 back to 100 %."""
        if step == 0:
            self.update(zoom=ZOOM_STEPS[0])
            return
        steps = [
            z for z in ZOOM_STEPS if (z > self.value.zoom if step > 0 else z < self.value.zoom)
        ]
        if steps:
            self.update(zoom=steps[0] if step > 0 else steps[-1])

    def game(self, game_id: str) -> dict[str, Any]:
        """A copy of one game's preferences."""
        return dict(self.value.games.get(game_id, {}))

    def update_game(self, game_id: str, **changes: Any) -> None:
        games = dict(self.value.games)
        games[game_id] = {**games.get(game_id, {}), **changes}
        self.update(games=games)
