"""Imports flow one way: each module of pylogo belongs to a layer, and may import
only modules of its own layer or of layers below it, without closing a circle.

Every import counts, also one inside a function (only those under
``if TYPE_CHECKING:`` do not: they never run).  A new module must be given a
layer in LAYERS below; where a lower layer needs a service of a higher one, it
receives it (a parameter, or pylogo/system/services.py, filled at start-up).
"""

from __future__ import annotations

import ast
import fnmatch
from pathlib import Path

import pylogo

PACKAGE = Path(pylogo.__file__).parent

# Layers from the bottom up: (name, patterns of module names).  A module takes the
# first layer one of whose patterns matches it.  Add new modules here.
LAYERS = [
    # pylogo/lang/ holds the three lowest layers, pylogo/system/ the machine below Logo.
    ("data", ["pylogo.lang", "pylogo.lang.data", "pylogo.lang.printer", "pylogo.lang.errors",
              "pylogo.lang.arith", "pylogo.lang.member_index", "pylogo.lang.library_lines",
              "pylogo.system", "pylogo.system.cachedirs",
              "pylogo.system.*"]),
    ("reader", ["pylogo.lang.tokenizer", "pylogo.lang.reader", "pylogo.lang.parsecache",
                "pylogo.lang.shapes"]),
    ("parser", ["pylogo.lang.parser", "pylogo.lang.nodes", "pylogo.lang.procedures"]),
    ("compiler", ["pylogo.compiling", "pylogo.compiling.*"]),
    ("runtime", ["pylogo.runtime", "pylogo.runtime.*", "pylogo.graphics.events"]),
    # The graphics model, its file writers (SVG, PNG) and the renderer interface are
    # used by the graphics primitives; a renderer drawing on a screen is a front end.
    ("primitives", ["pylogo.primitives", "pylogo.primitives.*", "pylogo.graphics", "pylogo.graphics.model",
                    "pylogo.graphics.renderer", "pylogo.graphics.export", "pylogo.graphics.svg",
                    "pylogo.graphics.png"]),
    ("front ends", ["pylogo", "pylogo.__main__", "pylogo.frontends", "pylogo.frontends.*",
                    "pylogo.graphics.*"]),
]


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def all_modules() -> dict:
    return {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def layer_of(module: str) -> int | None:
    for index, (_, patterns) in enumerate(LAYERS):
        if any(fnmatch.fnmatchcase(module, pattern) for pattern in patterns):
            return index
    return None


def _type_checking_nodes(tree: ast.AST) -> set:
    """The import statements under ``if TYPE_CHECKING:`` (they never run)."""
    skipped = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
            for inner in node.body:
                skipped.update(id(n) for n in ast.walk(inner))
    return skipped


def imports_of(module: str, path: Path, modules: dict) -> set:
    """The pylogo modules MODULE imports, anywhere in its text."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped = _type_checking_nodes(tree)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found = set()
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            for alias in node.names:
                sub = target + "." + alias.name
                found.add(sub if sub in modules else target)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return {m for m in found if m in modules and m != module}


def import_graph() -> dict:
    modules = all_modules()
    return {m: imports_of(m, p, modules) for m, p in modules.items()}


def test_every_module_has_a_layer():
    unknown = [m for m in all_modules() if layer_of(m) is None]
    assert not unknown, (
        "modules without a layer: %s.  Give each one in tests/test_layers.py LAYERS "
        "(the lowest layer whose modules it needs)" % ", ".join(unknown))


def test_no_import_goes_up_a_layer():
    problems = []
    for module, targets in sorted(import_graph().items()):
        mine = layer_of(module)
        for target in sorted(targets):
            theirs = layer_of(target)
            if mine is not None and theirs is not None and theirs > mine:
                problems.append("%s (%s) imports %s (%s)" % (
                    module, LAYERS[mine][0], target, LAYERS[theirs][0]))
    assert not problems, (
        "imports that go up a layer (pass the service down instead: a parameter, "
        "or pylogo/system/services.py):\n  " + "\n  ".join(problems))


def _cycles(graph: dict) -> list:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict = {}
    low: dict = {}
    stack: list = []
    on_stack: set = set()
    groups = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in sorted(graph.get(node, ())):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return groups


def test_no_import_circles():
    cycles = _cycles(import_graph())
    assert not cycles, "modules importing each other: " + "; ".join(" <-> ".join(c) for c in cycles)


def test_the_checker_sees_circles_and_function_local_imports():
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    modules = all_modules()
    # runtime/toplevel.py imports definitions inside a function only.
    toplevel = "pylogo.runtime.toplevel"
    assert "pylogo.runtime.definitions" in imports_of(toplevel, modules[toplevel], modules)
    assert layer_of("pylogo.frontends.kernel.anything") == len(LAYERS) - 1
    assert layer_of("pylogo.graphics.model") < layer_of("pylogo.graphics.tk_renderer")
    assert layer_of("pylogo.no_such_module") is None
