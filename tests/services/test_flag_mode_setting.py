"""Issue 33: Minesweeper's Flag mode is a per-game preference (settings.json,
games.minesweeper.flag_mode), kept across starts and checked like every other one."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from puzzlesuite.games.minesweeper.schema import FLAG_MODE, PREFERENCES
from puzzlesuite.services.paths import Paths
from puzzlesuite.services.schema import Invalid
from puzzlesuite.services.settings import SettingsService
from puzzlesuite.services.store import JsonStore


def settings_at(root: Path) -> SettingsService:
    return SettingsService(JsonStore(Paths.under(root).config, lambda _problem: None))


def test_flag_mode_is_off_until_chosen_and_kept_across_starts(tmp_path: Path) -> None:
    settings = settings_at(tmp_path)
    assert settings.game("minesweeper").get(FLAG_MODE, False) is False
    settings.update_game("minesweeper", level="expert")
    settings.update_game("minesweeper", **{FLAG_MODE: True})
    again = settings_at(tmp_path)
    assert again.game("minesweeper") == {"level": "expert", FLAG_MODE: True}
    again.update_game("minesweeper", **{FLAG_MODE: False})
    assert settings_at(tmp_path).game("minesweeper")[FLAG_MODE] is False


def test_flag_mode_must_be_on_or_off(tmp_path: Path) -> None:
    assert PREFERENCES.validate({FLAG_MODE: True}) == {FLAG_MODE: True}
    with pytest.raises(Invalid):
        PREFERENCES.validate({FLAG_MODE: "yes"})
    with pytest.raises(ValueError):
        settings_at(tmp_path).update_game("minesweeper", **{FLAG_MODE: 1})


def test_a_bad_flag_mode_in_the_file_costs_only_itself(tmp_path: Path) -> None:
    config = Paths.under(tmp_path).config
    config.mkdir(parents=True)
    stored = {
        "schema": 1,
        "theme": "dark",
        "games": {"minesweeper": {"level": "expert", FLAG_MODE: "on"}},
    }
    (config / "settings.json").write_text(json.dumps(stored))
    settings = settings_at(tmp_path)
    assert settings.value.theme == "dark"
    assert settings.game("minesweeper") == {"level": "expert"}  # off, the rest kept
