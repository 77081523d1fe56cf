"""Interpreter and Compiler are compositions of classes of one job each (see
ARCHITECTURE.md, "Where things live"): these tests keep them so.

A new method goes into the part whose job it is, not into Interpreter or
Compiler; a new attribute of either is named in the "State" paragraph of its
part's docstring.
"""

from __future__ import annotations

import ast
import inspect
import re
from pathlib import Path

from pylogo.compiling.compiler import Compiler as ReusingCompiler
from pylogo.compiling.compiler import generating_class
from pylogo.runtime.berkeley_errors import BerkeleyErrors
from pylogo.runtime.calls import Calls
from pylogo.runtime.console import Console
from pylogo.runtime.interpreter import Interpreter
from pylogo.runtime.lists import ListRunner
from pylogo.runtime.locating import ErrorReporter
from pylogo.runtime.macros import MacroRunner
from pylogo.runtime.scope import DynamicScope
from pylogo.runtime.toplevel import TopLevel
from pylogo.runtime.workspace import Workspace

Compiler = generating_class()  # (the whole compiler, once it generates code)

# "A few screens": the most lines a module holding one job may have.
MAX_LINES = 400


def parts(cls: type) -> list:
    return [base for base in cls.__mro__[1:] if base is not object]


def own_members(cls: type) -> set:
    return {name for name in vars(cls) if not (name.startswith("__") and name.endswith("__"))}


def test_the_interpreter_is_made_of_its_jobs():
    assert set(parts(Interpreter)) == {Workspace, DynamicScope, ErrorReporter, BerkeleyErrors, Calls,
                                       ListRunner, MacroRunner, Console, TopLevel}
    # Interpreter itself only sets up the state the parts share.
    assert own_members(Interpreter) == {"random"}


def test_the_compiler_is_made_of_its_jobs():
    names = {part.__name__ for part in parts(Compiler)}
    assert names == {"Compiler", "KeptCode", "TailCode", "ProcedureCompiler", "BlockCompiler",
                     "ControlCompiler", "CallCompiler"}
    # A compiler starts with reusing code only (the generating parts are loaded when needed).
    assert {part.__name__ for part in parts(ReusingCompiler)} == {"KeptCode", "TailCode"}
    assert own_members(Compiler) == set()
    # Compiler itself reads lines and names what compiled code calls.
    assert own_members(ReusingCompiler) == {"parse", "parse_inline", "parse_quietly", "lookup", "get", "warn",
                                            "prim_name", "user_name", "proc_name"}


def test_each_method_has_one_place():
    for whole in (Interpreter, Compiler):
        seen: dict = {}
        for part in parts(whole):
            for name in own_members(part):
                assert name not in seen, "%s is in both %s and %s" % (name, seen[name], part.__name__)
                seen[name] = part.__name__


def test_each_job_fits_on_a_few_screens():
    modules = {inspect.getsourcefile(part) for whole in (Interpreter, Compiler) for part in parts(whole)}
    modules |= {inspect.getsourcefile(Interpreter), inspect.getsourcefile(Compiler)}
    for path in sorted(modules):
        lines = Path(path).read_text(encoding="utf-8").count("\n")
        assert lines <= MAX_LINES, "%s has %d lines: split it by job" % (path, lines)


def _state_named(cls: type) -> set:
    """The attributes named in the "State ..." paragraph of CLS's docstring."""
    doc = inspect.getdoc(cls) or ""
    match = re.search(r"^State\b.*?(?:\n\n|\Z)", doc, re.S | re.M)
    return set(re.findall(r"\b_?[a-z][a-z_]*\b|\b[A-Z]+\b", match.group(0))) if match else set()


def _attributes_set_by_init(whole: type = Interpreter) -> set:
    tree = ast.parse(inspect.getsource(whole))
    init = next(node for node in ast.walk(tree)
                if isinstance(node, ast.FunctionDef) and node.name == "__init__")
    found = set()
    for node in ast.walk(init):
        targets = node.targets if isinstance(node, ast.Assign) else (
            [node.target] if isinstance(node, ast.AnnAssign) else [])
        for target in targets:
            if isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name) \
                    and target.value.id == "self":
                found.add(target.attr)
    return found


def test_each_attribute_belongs_to_one_job():
    assert {"V", "SAVED", "procs", "plists", "console_in", "_random"} <= _attributes_set_by_init()
    assert "procs" in _state_named(Workspace) and "V" in _state_named(DynamicScope)
    assert {"code_cache", "proc_cache", "flat"} <= _attributes_set_by_init(ReusingCompiler)
    for whole, full in ((Interpreter, Interpreter), (ReusingCompiler, Compiler)):
        owners: dict = {}
        for part in parts(full) + [full]:
            for name in _state_named(part):
                owners.setdefault(name, []).append(part.__name__)
        for name in sorted(_attributes_set_by_init(whole)):
            assert name in owners, ("%s.%s belongs to no job: name it in the State paragraph of the "
                                    "docstring of its part" % (whole.__name__, name))
            assert len(owners[name]) == 1, "%s.%s is claimed by %s" % (whole.__name__, name,
                                                                      ", ".join(owners[name]))
