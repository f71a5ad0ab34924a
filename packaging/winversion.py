"""Windows version resource for puzzlesuite.exe, written from pyproject.toml.

Explorer's Properties > Details and SmartScreen show these fields; PyInstaller embeds the
file given as ``EXE(version=...)``.
"""

from __future__ import annotations

import re
from pathlib import Path

from pkgmeta import Project


def numeric_version(version: str) -> tuple[int, int, int, int]:
    """'1.2.3rc1' -> (1, 2, 3, 0): the binary fields hold four 16-bit numbers only."""
    release = re.match(r"\d+(?:\.\d+)*", version)
    numbers = [int(part) for part in release.group().split(".")][:4] if release else []
    return tuple(numbers + [0] * (4 - len(numbers)))  # type: ignore[return-value]


def render(project: Project) -> str:
    numbers = numeric_version(project.version)
    fields = {
        "CompanyName": project.authors,
        "FileDescription": "Puzzle Suite",
        "FileVersion": project.version,
        "InternalName": "puzzlesuite",
        "LegalCopyright": f"{project.license} License",
        "OriginalFilename": "puzzlesuite.exe",
        "ProductName": "Puzzle Suite",
        "ProductVersion": project.version,
    }
    strings = ",\n          ".join(
        f"StringStruct({key!r}, {value!r})" for key, value in fields.items()
    )
    return f"""VSVersionInfo(
  ffi=FixedFileInfo(filevers={numbers}, prodvers={numbers}, mask=0x3f, flags=0x0,
                    OS=0x40004, fileType=0x1, subtype=0x0, date=(0, 0)),
  kids=[
    StringFileInfo([
      StringTable('040904B0', [
          {strings}
      ])
    ]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""


def write(path: Path, project: Project) -> Path:
    path.write_text(render(project), encoding="utf-8")
    return path
