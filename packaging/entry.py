"""Entry script the PyInstaller bundle starts: the same as the `puzzlesuite` console script."""

from puzzlesuite.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
