"""The layers hold by test, not by habit (docs/ARCHITECTURE.md, "Layers").

Every import of every module under puzzlesuite/ is read: absolute and relative, at the top,
inside a function (imported late) and under TYPE_CHECKING (type-only). From them:

- no import cycle, type-only ones included;
- the directions: `core/` imports only `core/`; `services/` only `core/` and `services/`;
  `ui/` never `shell/` nor a game (it names the small `ui.context.GameContext` protocol,
  which the shell's `AppContext` satisfies); a game never `shell/` nor another game; the
  shell reaches the games only through the registry (no static import of a game);
- models, rules and services import no Qt: `core/`, `services/` and every game module
  but its views, screens and their helpers.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "puzzlesuite"
# In a game package only these modules may use Qt; every other one (model, engine, ai,
# generator, solver, help, texts, stats, summary, schema, …) is Qt-free by default.
QT_GAME_MODULES = {"view", "screen", "panel", "accessible", "worker", "entry", "printing", "host"}
QT_MODULES = ("PySide6", "shiboken6")

Graph = dict[str, set[str]]


def module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules_under(root: Path) -> dict[str, Path]:
    return {module_name(path, root): path for path in sorted(root.rglob("*.py"))}


def imported_names(path: Path, name: str) -> set[str]:
    """Every module name `path` (module `name`) imports, relative imports resolved;
    `from x import y` gives x.y too (it may be a module: the caller keeps known ones)."""
    is_package = path.name == "__init__.py"
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = name.split(".")
                if not is_package:
                    base = base[:-1]
                base = base[: len(base) - (node.level - 1)]
                origin = ".".join(base + ([node.module] if node.module else []))
            else:
                origin = node.module or ""
            found.add(origin)
            found.update(f"{origin}.{alias.name}" for alias in node.names)
    return found


def import_graph(root: Path) -> Graph:
    """Module → the modules of the same package it imports (each edge to the module
    itself: `from a.b import c` is an edge to a.b.c when c is a module, else to a.b)."""
    known = modules_under(root)
    graph: Graph = {}
    for name, path in known.items():
        edges = set()
        for imported in imported_names(path, name):
            target = imported
            while target and target not in known:
                target = target.rpartition(".")[0]
            # `from pkg import module` also names pkg itself: keep only the module.
            if target and target != name:
                edges.add(target)
        for target in list(edges):  # pkg kept only where no submodule of it is named
            if any(other.startswith(target + ".") for other in edges):
                edges.discard(target)
        graph[name] = edges
    return graph


def cycles(graph: Graph) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


# ---- the layers ----------------------------------------------------------------------------


def layer(module: str) -> str:
    """core, services, ui, shell, games.<id> or app (puzzlesuite itself, cli, __main__)."""
    parts = module.split(".")
    if len(parts) >= 2 and parts[1] in ("core", "services", "ui", "shell"):
        return parts[1]
    if len(parts) >= 3 and parts[1] == "games":
        return f"games.{parts[2]}"
    if len(parts) >= 2 and parts[1] == "games":
        return "games"
    return "app"


def allowed(source: str, target: str) -> bool:
    """May a module of layer `source` import one of layer `target`?"""
    if source == target or source == "app":
        return True
    rules = {
        "core": set(),
        "services": {"core"},
        "ui": {"core", "services"},
        "shell": {"core", "services", "ui"},
        "games": {"core"},  # the games package itself (its docstring only)
    }
    if source.startswith("games."):
        return target in ("core", "services", "ui")
    return target in rules[source]


def wrong_directions(graph: Graph) -> list[str]:
    return sorted(
        f"{source} imports {target}"
        for source, targets in graph.items()
        for target in targets
        if not allowed(layer(source), layer(target))
    )


def qt_free_files(root: Path = PACKAGE) -> list[Path]:
    files = [*(root / "core").rglob("*.py"), *(root / "services").rglob("*.py")]
    for game in (root / "games").iterdir():
        files.extend(p for p in game.glob("*.py") if p.stem not in QT_GAME_MODULES)
    return sorted(files)


GRAPH = import_graph(PACKAGE)


# ---- the checks --------------------------------------------------------------------------


def test_the_graph_sees_every_kind_of_import() -> None:
    # Relative (`from . import own_texts`), type-only (ui.game_screen's BoardGrid) and
    # late ones (services.schema imports the registry inside a function).
    assert "puzzlesuite.games.sudoku.own_texts" in GRAPH["puzzlesuite.games.sudoku.entry"]
    assert "puzzlesuite.ui.board_grid" in GRAPH["puzzlesuite.ui.game_screen"]
    assert "puzzlesuite.core.registry" in GRAPH["puzzlesuite.services.schema"]
    assert "puzzlesuite.games.sudoku.printing" in GRAPH["puzzlesuite.games.sudoku.entry"]
    assert "puzzlesuite.ui.context" in GRAPH["puzzlesuite.games.sudoku.screen"]


def test_no_import_cycle_type_only_ones_included() -> None:
    assert cycles(GRAPH) == []


def test_every_import_goes_the_way_the_layers_allow() -> None:
    assert wrong_directions(GRAPH) == []


@pytest.mark.parametrize(
    ("source", "target", "ok"),
    [
        ("puzzlesuite.ui.game_screen", "puzzlesuite.shell.context", False),
        ("puzzlesuite.services.saves", "puzzlesuite.ui.theme", False),
        ("puzzlesuite.core.registry", "puzzlesuite.services.i18n", False),
        ("puzzlesuite.games.sudoku.screen", "puzzlesuite.games.reversi.model", False),
        ("puzzlesuite.games.sudoku.screen", "puzzlesuite.shell.main_window", False),
        ("puzzlesuite.shell.main_window", "puzzlesuite.games.sudoku.screen", False),
        ("puzzlesuite.games.sudoku.screen", "puzzlesuite.ui.board_grid", True),
        ("puzzlesuite.games.sudoku.screen", "puzzlesuite.games.sudoku.model", True),
        ("puzzlesuite.shell.main_window", "puzzlesuite.ui.game_screen", True),
        ("puzzlesuite.cli", "puzzlesuite.shell.app", True),
    ],
)
def test_the_direction_rules(source: str, target: str, ok: bool) -> None:
    assert allowed(layer(source), layer(target)) is ok


def _package(root: Path, files: dict[str, str]) -> Path:
    package = root / "pkg"
    for relative, text in files.items():
        path = package / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return package


def test_a_type_only_relative_cycle_is_found(tmp_path: Path) -> None:
    """The shape Sudoku's entry and screen had: the screen imports the helper, the helper
    imports the screen for its types only, relatively."""
    package = _package(
        tmp_path,
        {
            "__init__.py": "",
            "game/__init__.py": "",
            "game/screen.py": "from .entry import Helper\n",
            "game/entry.py": (
                "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                "    from .screen import Screen\n"
            ),
            "game/model.py": "from . import rules\n",
            "game/rules.py": "",
        },
    )
    graph = import_graph(package)
    assert cycles(graph) == [["pkg.game.entry", "pkg.game.screen"]]
    assert graph["pkg.game.model"] == {"pkg.game.rules"}


def test_a_late_import_closing_a_cycle_is_found(tmp_path: Path) -> None:
    """The shape Jogakbo's view and accessible table had: one side imported lazily."""
    package = _package(
        tmp_path,
        {
            "__init__.py": "",
            "a.py": "from pkg import b\n",
            "b.py": "def f():\n    from .a import thing\n",
            "c.py": "import pkg.a\n",
        },
    )
    assert cycles(import_graph(package)) == [["pkg.a", "pkg.b"]]


def test_the_qt_check_sees_the_files_it_guards() -> None:
    names = {p.relative_to(PACKAGE).as_posix() for p in qt_free_files()}
    assert "services/store.py" in names and "core/registry.py" in names
    assert {
        "games/reversi/engine.py",
        "games/jogakbo/solver.py",
        "games/blockpuzzle/model.py",
        "games/sudoku/stats.py",
    } <= names
    assert "games/reversi/view.py" not in names


def _imports_of(paths: Iterable[Path], prefixes: tuple[str, ...]) -> dict[str, list[str]]:
    offenders = {}
    for path in paths:
        name = module_name(path, PACKAGE)
        bad = sorted(m for m in imported_names(path, name) if m.startswith(prefixes))
        if bad:
            offenders[path.relative_to(PACKAGE).as_posix()] = bad
    return offenders


def test_qt_free_layers_import_no_qt() -> None:
    assert _imports_of(qt_free_files(), QT_MODULES) == {}


def test_qt_free_layers_import_no_shell_or_ui() -> None:
    """Importing puzzlesuite.ui/shell would pull Qt in indirectly."""
    assert _imports_of(qt_free_files(), ("puzzlesuite.ui", "puzzlesuite.shell")) == {}
