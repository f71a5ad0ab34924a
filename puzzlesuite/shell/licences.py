"""Main menu → Licences: every part this copy of Puzzle Suite carries, and its licence text.

A release bundle (.tar.gz, .deb) has the inventory the build wrote from what the bundle
really holds (packaging/licences.py: ``_internal/licences/inventory.json`` and one text
file per part). Run from source there is no bundle: the list is then Puzzle Suite and
the Python packages it runs on, with the licence files their installed copies carry.
"""

from __future__ import annotations

import json
import sys
import sysconfig
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QListWidgetItem, QWidget

from puzzlesuite.core.resources import FONT_DIR, RESOURCES
from puzzlesuite.services.i18n import _
from puzzlesuite.shell.context import AppContext
from puzzlesuite.shell.dialogs import DIALOG_SIZE, PagesWindow
from puzzlesuite.ui.pages import readable_page

INVENTORY = Path("licences") / "inventory.json"
# What the app runs on from source (pyproject.toml's dependencies and what they pull in).
SOURCE_DISTRIBUTIONS = ("PySide6-Essentials", "shiboken6", "Babel", "platformdirs")
_PROJECT_ROOT = Path(__file__).resolve().parents[2]
COMMON_LICENCES = Path("/usr/share/common-licenses")  # Debian's copies of the GPL family
# The app's own fonts (resources/fonts/, tools/make_fonts.py), with the licence file each
# pair of faces carries; the same names as the bundle's inventory (packaging/licences.py).
FONT_PARTS = (
    ("Puzzle Suite Sans (a subset of Inter)", "LICENSE-Inter.txt"),
    ("Puzzle Suite Hangul (a subset of Noto Sans CJK KR)", "LICENSE-NotoSansCJK.txt"),
)


@dataclass(frozen=True)
class LicensedPart:
    name: str
    version: str
    licence: str  # SPDX expression
    text_files: tuple[Path, ...]  # read when the part is chosen


def bundled_inventory(folder: Path) -> list[LicensedPart] | None:
    path = folder / INVENTORY
    if not path.is_file():
        return None
    entries = json.loads(path.read_text(encoding="utf-8"))["parts"]
    return [
        LicensedPart(
            entry["name"], entry["version"], entry["licence"], (path.parent / entry["text"],)
        )
        for entry in entries
    ]


def source_inventory() -> list[LicensedPart]:
    parts = [
        LicensedPart(
            "Puzzle Suite",
            _version("puzzlesuite"),
            "MIT",
            (_PROJECT_ROOT / "LICENSE", RESOURCES / "sounds" / "LICENSE.txt"),  # its sounds too
        ),
        LicensedPart(
            "Python",
            sys.version.split()[0],
            "PSF-2.0",
            (Path(sysconfig.get_paths()["stdlib"]) / "LICENSE.txt",),
        ),
    ]
    for name in SOURCE_DISTRIBUTIONS:
        try:
            dist = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            continue
        fields = [*(dist.metadata.get_all("License-Expression") or [])]
        fields += dist.metadata.get_all("License") or []
        licence = fields[0] if fields else ""
        files = tuple(
            Path(str(file.locate()))
            for file in dist.files or []
            if Path(str(file)).parts[0].endswith(".dist-info")
            and Path(str(file)).name.upper().startswith(("LICEN", "COPYING"))
        )
        if not files and "LGPL-3.0" in licence:
            # PySide6's wheels carry no licence file; the system's copies serve.
            files = tuple(COMMON_LICENCES / name for name in ("LGPL-3", "GPL-3"))
        parts.append(LicensedPart(dist.metadata["Name"], dist.version, licence, files))
    parts += [
        LicensedPart(name, "", "OFL-1.1", (FONT_DIR / text,))
        for name, text in FONT_PARTS
        if (FONT_DIR / text).is_file()
    ]
    return parts


def inventory() -> list[LicensedPart]:
    bundle = getattr(sys, "_MEIPASS", None)
    found = bundled_inventory(Path(bundle)) if bundle else None
    return found if found is not None else source_inventory()


def _version(name: str) -> str:
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return ""


class LicencesDialog(PagesWindow):
    """The parts in the sidebar (arrow keys) and the chosen part's licence as the page
    (Tab, then arrows), in the app's page layout."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        self.setObjectName("licences-dialog")
        self.parts = inventory()
        self.list = self.tabs.titles
        self.list.setObjectName("licences-parts")
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.intro.setBuddy(self.list)
        self.tabs.column.insertWidget(1, self.intro)
        self.text = readable_page()
        self.text.setObjectName("licences-text")
        self.tabs.stack.addWidget(self.text)  # one page: the chosen part's text
        for part in self.parts:
            label = " ".join(filter(None, (part.name, part.version)))
            self.list.addItem(
                QListWidgetItem(f"{label}: {part.licence}" if part.licence else label)
            )
        self.tabs.fit_sidebar()
        self.setTabOrder(self.list, self.text)
        self.list.currentRowChanged.connect(self.show_part)
        self.resize(*DIALOG_SIZE)
        self.retranslate()
        self.list.setCurrentRow(0)
        self.list.setFocus(Qt.FocusReason.OtherFocusReason)

    def retranslate(self) -> None:
        super().retranslate()
        self.setWindowTitle(_("Licences"))
        self.intro.setText(
            _(
                "Everything this copy of Puzzle Suite carries, with the licence of each "
                "part. Choose a part to read its licence."
            )
        )
        self.list.setAccessibleName(_("Parts and their licences"))
        self.text.setAccessibleName(_("Licence text"))
        self.show_part(self.list.currentRow())

    def show_part(self, row: int) -> None:
        if not 0 <= row < len(self.parts):
            return
        texts = [
            path.read_text(encoding="utf-8", errors="replace")
            for path in self.parts[row].text_files
            if path.is_file()
        ]
        self.text.setPlainText(
            "\n\n".join(texts) if texts else _("The licence text of this part is not here.")
        )
