"""No import cycle between the modules of hellenica_tui, counting imports made inside
functions too (they hide a cycle from Python, not from a reader).

Only imports under `if TYPE_CHECKING:` are left out: they never run.
"""

from __future__ import annotations

import ast
from pathlib import Path

import hellenica_tui

ROOT = Path(hellenica_tui.__file__).parent
# Cycles known and explained (none is left); a cycle that is gone must leave
# this list (the last test says so).
KNOWN: list[list[str]] = []


def _modules() -> dict[str, Path]:
    found = {}
    for path in sorted(ROOT.rglob("*.py")):
        parts = path.relative_to(ROOT.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        found[name] = path
    return found


def _type_checking_only(node: ast.AST) -> bool:
    return isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)


def _imports(tree: ast.AST, module: str, is_package: bool, modules: dict[str, Path]) -> set[str]:
    """Every module of the package `module` imports, wherever the import stands."""
    found: set[str] = set()
    todo = [tree]
    while todo:
        node = todo.pop()
        for child in ast.iter_child_nodes(node):
            if _type_checking_only(child):
                todo.extend(child.orelse)  # type: ignore[attr-defined]
                continue
            todo.append(child)
            if isinstance(child, ast.Import):
                found.update(a.name for a in child.names)
            elif isinstance(child, ast.ImportFrom):
                base = child.module or ""
                if child.level:
                    anchor = module.split(".") if is_package else module.split(".")[:-1]
                    anchor = anchor[: len(anchor) - (child.level - 1)]
                    base = ".".join(anchor + ([base] if base else []))
                for alias in child.names:
                    sub = f"{base}.{alias.name}" if base else alias.name
                    found.add(sub if sub in modules else base)
    return {name for name in found if name in modules and name != module}


def import_graph() -> dict[str, set[str]]:
    modules = _modules()
    return {
        name: _imports(ast.parse(path.read_text(encoding="utf-8")), name, path.name == "__init__.py", modules)
        for name, path in modules.items()
    }


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(start: str) -> None:
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, edges = work[-1]
            for nxt in edges:
                if nxt not in index:
                    index[nxt] = low[nxt] = len(index)
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(sorted(graph[nxt]))))
                    break
                if nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    group = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        group.append(member)
                        if member == node:
                            break
                    if len(group) > 1:
                        found.append(sorted(group))

    for name in sorted(graph):
        if name not in index:
            visit(name)
    return found


def test_the_finder_sees_a_cycle_hidden_in_a_function() -> None:
    graph = {
        "a": _imports(ast.parse("import b\n"), "a", False, dict.fromkeys("abc", Path())),
        "b": _imports(ast.parse("def f():\n    from c import x\n"), "b", False, dict.fromkeys("abc", Path())),
        "c": _imports(ast.parse("from . import a\n"), "c", False, dict.fromkeys("abc", Path())),
    }
    assert graph == {"a": {"b"}, "b": {"c"}, "c": {"a"}}
    assert cycles(graph) == [["a", "b", "c"]]
    skipped = "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import b\n"
    assert _imports(ast.parse(skipped), "a", False, dict.fromkeys("ab", Path())) == set()


def test_no_import_cycle_between_modules() -> None:
    found = [group for group in cycles(import_graph()) if group not in KNOWN]
    assert found == [], "\n".join(" <-> ".join(group) for group in found)


def test_every_known_cycle_is_still_there() -> None:
    found = cycles(import_graph())
    assert [group for group in KNOWN if group not in found] == []
