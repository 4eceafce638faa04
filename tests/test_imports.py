"""No import cycles among the project's modules (bot.*, engine.*).

Every `import` and `from ... import` statement counts, wherever it is: at the top, inside a
function, or under `if TYPE_CHECKING:`. A function-level import only postpones a cycle, and one
under TYPE_CHECKING is still a cycle for mypy and for whoever reads the two modules.

The files present are walked (not a fixed list), so modules that become packages or move are
followed as they are. Importing a module also runs its package's `__init__`; that implicit step
is not an edge here, or every package whose `__init__` gathers its submodules would be a cycle.

`python -m tests.test_imports` prints the cycles it finds.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("bot", "engine")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def project_modules() -> dict[str, Path]:
    """Module name -> file, for every .py file under the project's packages."""
    return {
        module_name(path): path
        for package in PACKAGES
        for path in sorted((ROOT / package).rglob("*.py"))
    }


def _resolve(module: str, path: Path, node: ast.ImportFrom) -> str:
    """The absolute name a `from` statement imports from (relative levels resolved)."""
    if node.level == 0:
        return node.module or ""
    # `from . import x` in a package's __init__ is relative to the package itself
    package = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
    base = package[: len(package) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def imports_of(module: str, path: Path, known: set[str]) -> set[str]:
    """The project modules a module imports (any statement, anywhere in the file)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names if alias.name in known)
        elif isinstance(node, ast.ImportFrom):
            source = _resolve(module, path, node)
            for alias in node.names:
                # `from pkg import sub` imports the submodule; `from pkg import name`, pkg
                submodule = f"{source}.{alias.name}"
                if submodule in known:
                    found.add(submodule)
                elif source in known:
                    found.add(source)
    found.discard(module)
    return found


def import_graph() -> dict[str, set[str]]:
    modules = project_modules()
    known = set(modules)
    return {name: imports_of(name, path, known) for name, path in modules.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One cycle per group of modules that import each other (Tarjan's strongly connected
    components), as the path around it: [a, b, ..., a]."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[set[str]] = []

    def visit(start: str) -> None:
        # iterative: a deep import chain must not hit the recursion limit
        work: list[tuple[str, Iterator[str]]] = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, targets = work[-1]
            target = next(targets, None)
            if target is not None:
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(sorted(graph[target]))))
                elif target in on_stack:
                    low[node] = min(low[node], index[target])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group: set[str] = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.add(member)
                    if member == node:
                        break
                if len(group) > 1:
                    groups.append(group)

    for name in sorted(graph):
        if name not in index:
            visit(name)
    return [_path_around(graph, group) for group in groups]


def _path_around(graph: dict[str, set[str]], group: set[str]) -> list[str]:
    """A shortest way from the group's first module back to itself, inside the group."""
    start = min(group)
    came_from: dict[str, str] = {}
    frontier = [start]
    while frontier:
        following: list[str] = []
        for node in frontier:
            for target in sorted(graph[node] & group):
                if target == start:
                    path = [start, node]
                    while path[-1] != start:
                        path.append(came_from[path[-1]])
                    return path[::-1]
                if target not in came_from:
                    came_from[target] = node
                    following.append(target)
        frontier = following
    raise AssertionError(f"no cycle through {sorted(group)}")  # a component always has one


def describe(cycle: list[str]) -> str:
    return " -> ".join(cycle)


def test_walker_finds_every_kind_of_import(tmp_path: Path) -> None:
    """The walker itself: function-level, TYPE_CHECKING and relative imports are edges."""
    known = {"bot", "bot.app", "bot.app.a", "bot.app.b", "bot.app.c", "bot.texts"}
    source = (
        "from typing import TYPE_CHECKING\n"
        "from ..texts import say\n"
        "if TYPE_CHECKING:\n"
        "    from .b import B\n"
        "def f():\n"
        "    import bot.app.c\n"
        "    from . import a, nothing\n"
    )
    path = tmp_path / "a.py"
    path.write_text(source, encoding="utf-8")
    found = imports_of("bot.app.a", path, known)
    assert found == {"bot.texts", "bot.app.b", "bot.app.c", "bot.app"}
    graph = {"x": {"y"}, "y": {"z"}, "z": {"x"}, "w": {"x"}}
    assert cycles(graph) == [["x", "y", "z", "x"]]
    assert cycles({"x": {"y"}, "y": set()}) == []


def test_no_import_cycles() -> None:
    graph = import_graph()
    assert "bot.app.context" in graph and "engine.ai.tables" in graph  # the walk found the tree
    found = cycles(graph)
    assert not found, "import cycles:\n" + "\n".join(describe(c) for c in found)


if __name__ == "__main__":
    found = cycles(import_graph())
    for cycle in found:
        print(describe(cycle))
    print(f"{len(found)} import cycle(s)")
    sys.exit(1 if found else 0)
