"""Raster icons made from the one SVG app icon (resources/icons/puzzlesuite.svg).

Linux menus get PNGs for the hicolor sizes next to the scalable SVG; Windows needs an
.ico for the executable and macOS an .icns for the .app. All are rasterised with Qt's
SVG renderer (already a build dependency) and packed by hand: both container formats
accept PNG-compressed images, so no imaging library is needed.

    python packaging/icons.py png 128 out.png | ico out.ico | icns out.icns
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP_ICON = ROOT / "resources" / "icons" / "puzzlesuite.svg"

HICOLOR_SIZES = (48, 64, 128, 256)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS chunk types that hold PNG data, by pixel size.
ICNS_TYPES = {
    16: b"icp4",
    32: b"icp5",
    64: b"icp6",
    128: b"ic07",
    256: b"ic08",
    512: b"ic09",
    1024: b"ic10",
}


def render_png(size: int, svg: Path = APP_ICON) -> bytes:
    """PNG bytes of the SVG drawn at size x size pixels on a transparent background."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer
    from PySide6.QtWidgets import QApplication

    # A QApplication, not a bare QGuiApplication: the process (a test run) may build
    # widgets later, which Qt refuses, aborting, under a QGuiApplication.
    _app = QCoreApplication.instance() or QApplication([])  # noqa: F841 (keeps Qt alive)
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):  # type: ignore[call-overload]  # stubs say bytes; str works
        raise RuntimeError("Qt could not encode PNG")
    buffer.close()
    return bytes(data.data())


def pack_ico(pngs: dict[int, bytes]) -> bytes:
    """An ICO file whose images are PNG-compressed (understood since Windows Vista)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = [], []
    for size in sizes:
        blob = pngs[size]
        dimension = 0 if size >= 256 else size  # 0 means 256 in the directory entry
        entries.append(
            struct.pack("<BBBBHHII", dimension, dimension, 0, 0, 1, 32, len(blob), offset)
        )
        blobs.append(blob)
        offset += len(blob)
    return header + b"".join(entries) + b"".join(blobs)


def pack_icns(pngs: dict[int, bytes]) -> bytes:
    chunks = b"".join(
        ICNS_TYPES[size] + struct.pack(">I", 8 + len(blob)) + blob
        for size, blob in sorted(pngs.items())
    )
    return b"icns" + struct.pack(">I", 8 + len(chunks)) + chunks


def write_ico(path: Path) -> Path:
    path.write_bytes(pack_ico({size: render_png(size) for size in ICO_SIZES}))
    return path


def write_icns(path: Path) -> Path:
    path.write_bytes(pack_icns({size: render_png(size) for size in ICNS_TYPES}))
    return path


def main(argv: list[str]) -> int:
    if len(argv) == 4 and argv[1] == "png":
        Path(argv[3]).write_bytes(render_png(int(argv[2])))
    elif len(argv) == 3 and argv[1] == "ico":
        write_ico(Path(argv[2]))
    elif len(argv) == 3 and argv[1] == "icns":
        write_icns(Path(argv[2]))
    else:
        print(f"usage: {argv[0]} png SIZE OUT | ico OUT | icns OUT", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
