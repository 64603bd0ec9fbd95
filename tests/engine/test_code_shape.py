"""The engine's shape stays what ARCHITECTURE.md promises a newcomer (issue #11).

Every function small enough to read (cyclomatic complexity ≤ 25, measured with radon), every
class under 300 lines, no import cycle between the engine's modules, and nothing from Home
Assistant: the engine can be read, tested and published on its own.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from radon.complexity import cc_visit

ENGINE = Path(__file__).parents[2] / "custom_components" / "context_retrieval" / "engine"
PACKAGE = "custom_components.context_retrieval.engine"
MAX_COMPLEXITY = 25
MAX_CLASS_LINES = 300


def _modules() -> dict[str, Path]:
    """Dotted module name → file, for every module of the engine."""
    found = {}
    for path in sorted(ENGINE.rglob("*.py")):
        parts = path.relative_to(ENGINE).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join((PACKAGE, *parts))] = path
    return found


MODULES = _modules()


def _runtime_imports(name: str, path: Path) -> set[str]:
    """The engine modules a module imports when it runs (``TYPE_CHECKING`` blocks excluded)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    typing_only: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            typing_only.update(id(n) for child in node.body for n in ast.walk(child))
    imported: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in typing_only:
            continue
        if isinstance(node, ast.Import):
            imported.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join([*anchor, *([base] if base else [])])
            imported.add(base)
            # "from . import x" imports the module x when there is one.
            imported.update(f"{base}.{alias.name}" for alias in node.names)
    return {m for m in imported if m in MODULES and m != name}


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in graph[node]:
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in graph:
        if node not in index:
            visit(node)
    return found


def _package_parents(name: str) -> set[str]:
    """A module's enclosing packages: importing it runs them first, which is no cycle of ours."""
    parts = name.split(".")
    return {".".join(parts[:i]) for i in range(1, len(parts))}


def test_no_function_is_too_complex() -> None:
    over = [
        f"{path.relative_to(ENGINE)}:{block.lineno} {block.fullname} ({block.complexity})"
        for path in MODULES.values()
        for block in cc_visit(path.read_text(encoding="utf-8"))
        if block.complexity > MAX_COMPLEXITY
    ]
    assert not over, f"cyclomatic complexity over {MAX_COMPLEXITY}: {over}"


def test_no_class_is_too_long() -> None:
    long = []
    for path in MODULES.values():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef) and node.end_lineno is not None:
                lines = node.end_lineno - node.lineno + 1
                if lines > MAX_CLASS_LINES:
                    long.append(f"{path.relative_to(ENGINE)} {node.name} ({lines} lines)")
    assert not long, f"classes over {MAX_CLASS_LINES} lines: {long}"


def test_no_import_cycle() -> None:
    graph = {
        name: _runtime_imports(name, path) - _package_parents(name)
        for name, path in MODULES.items()
    }
    assert _cycles(graph) == []


def test_the_cycle_finder_finds_cycles() -> None:
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert _cycles({"a": {"b"}, "b": set()}) == []


@pytest.mark.parametrize("name", sorted(MODULES))
def test_the_engine_imports_nothing_from_home_assistant(name: str) -> None:
    tree = ast.parse(MODULES[name].read_text(encoding="utf-8"))
    imported = {
        alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.Import)
        for alias in node.names
    } | {
        node.module or ""
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and not node.level
    }
    assert not {m for m in imported if m.split(".")[0] == "homeassistant"}
