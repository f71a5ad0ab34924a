"""Save a PNG of one X window (run with the project's .venv python, on the same DISPLAY).

    grab.py WINDOW_ID OUT.png

Qt grabs the window's pixels from the X server. The picture is taken again until two
grabs in a row are identical, so a window still repainting after a resize or a key is
never saved half-drawn.
"""

from __future__ import annotations

import os
import sys
import time

os.environ["QT_QPA_PLATFORM"] = "xcb"
os.environ["QT_ACCESSIBILITY"] = "0"  # this helper is not part of what is being read

from PySide6.QtGui import QGuiApplication, QImage  # noqa: E402


def grab(window_id: int) -> QImage:
    screen = QGuiApplication.primaryScreen()
    return screen.grabWindow(window_id).toImage()


def main(window_id: int, path: str) -> int:
    app = QGuiApplication(["grab"])  # noqa: F841 (Qt needs it alive)
    previous = grab(window_id)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        time.sleep(0.1)
        current = grab(window_id)
        if current == previous and not current.isNull():
            break
        previous = current
    else:
        print("the window kept changing; saving the last picture", file=sys.stderr)
    if not previous.save(path, "PNG"):
        print(f"could not write {path}", file=sys.stderr)
        return 1
    print(f"{path}: {previous.width()}×{previous.height()}")
    return 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1], 0), sys.argv[2]))
