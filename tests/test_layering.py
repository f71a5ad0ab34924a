"""Models, core and services never import Qt: rules stay testable without a window."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "puzzlesuite"
# In a game package only these modules may use Qt; every other one (model, engine, ai,
# generator, solver, help, texts, …) is Qt-free by default.
QT_GAME_MODULES = {"view", "screen", "accessible", "worker", "entry", "printing"}
QT_MODULES = ("PySide6", "shiboken6")


def qt_free_files() -> list[Path]:
    files = [*(PACKAGE / "core").rglob("*.py"), *(PACKAGE / "services").rglob("*.py")]
    for game in (PACKAGE / "games").iterdir():
        files.extend(p for p in game.glob("*.py") if p.stem not in QT_GAME_MODULES)
    return sorted(files)


def imported_modules(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def test_the_check_sees_the_files_it_guards() -> None:
    names = {p.relative_to(PACKAGE).as_posix() for p in qt_free_files()}
    assert "services/store.py" in names and "core/registry.py" in names
    assert {
        "games/reversi/engine.py",
        "games/jogakbo/solver.py",
        "games/blockpuzzle/model.py",
    } <= names
    assert "games/reversi/view.py" not in names


def test_qt_free_layers_import_no_qt() -> None:
    offenders = {
        path.relative_to(PACKAGE).as_posix(): sorted(
            m for m in imported_modules(path) if m.split(".")[0] in QT_MODULES
        )
        for path in qt_free_files()
    }
    assert {k: v for k, v in offenders.items() if v} == {}


def test_qt_free_layers_import_no_shell_or_ui() -> None:
    """Importing puzzlesuite.ui/shell would pull Qt in indirectly."""
    offenders = {
        path.relative_to(PACKAGE).as_posix(): sorted(
            m
            for m in imported_modules(path)
            if m.startswith(("puzzlesuite.ui", "puzzlesuite.shell"))
        )
        for path in qt_free_files()
    }
    assert {k: v for k, v in offenders.items() if v} == {}
