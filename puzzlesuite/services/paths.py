"""Where Puzzle Suite keeps its files."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import platformdirs

APP_DIR_NAME = "puzzlesuite"


@dataclass(frozen=True)
class Paths:
    data: Path  # saves and statistics
    config: Path  # settings
    log: Path  # crash and error logs

    @classmethod
    def default(cls) -> Paths:
        dirs = platformdirs.PlatformDirs(APP_DIR_NAME, appauthor=False)
        return cls(Path(dirs.user_data_dir), Path(dirs.user_config_dir), Path(dirs.user_log_dir))

    @classmethod
    def under(cls, root: Path) -> Paths:
        """Everything below one folder (--data-dir): tests and portable use."""
        root = Path(root)
        return cls(root / "data", root / "config", root / "logs")

    @property
    def saves(self) -> Path:
        return self.data / "saves"

    @property
    def stats(self) -> Path:
        return self.data / "stats"

    def known_folder(self, folder: Path) -> Path:
        """The folder the player knows `folder` by: the data folder for its saves/ and
        stats/ inside, else `folder` itself."""
        return self.data if folder in (self.saves, self.stats) else folder

    @property
    def folders(self) -> tuple[Path, ...]:
        """Every folder the app writes files into."""
        return (self.config, self.data, self.saves, self.stats)
