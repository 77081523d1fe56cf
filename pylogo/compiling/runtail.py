"""RUN where a tail call may be made: a procedure's last instruction, or just before STOP.

A list that only names a procedure without inputs (``RUN (LIST WORD "BASIC% :N)``, ``RUN
:NEXT``) then becomes a tail call of that procedure, run by the loop of the procedure
that called (runtime/calls.py, trampoline) in constant stack space.  CSLS BASIC's compiled
programs go from line to line so: without it each line run would nest one call deeper.
Any other input is run as RUN runs it.

RUN, IF and IFELSE ending a CATCH list: the list chosen runs as CATCH's does (keep_tail).
"""

from __future__ import annotations

from ..lang.data import fold
from ..lang.parser import Call, Missing

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def plain_prim(node: Any, name: str, n_args: int) -> bool:
    """Is NODE a call of the primitive NAME (not traced nor stepped) with N_ARGS inputs?"""
    if node.__class__ is not Call:
        return False
    proc = node.proc
    return (proc.is_primitive and proc.name == name and not proc.wrapped and len(node.args) == n_args
            and not any(a.__class__ is Missing for a in node.args))


def may_leave(ctx: Any) -> bool:
    """May a tail call leave the frame compiled in CTX (as one of a procedure's last call)?"""
    return ctx.mode == "proc" and ctx.tail_ok and not ctx.in_loop


def run_then_stop(node: Any, after: Any, ctx: Any) -> bool:
    """Is NODE a RUN that STOP follows, where a tail call may be made?"""
    return may_leave(ctx) and plain_prim(node, "run", 1) and plain_prim(after, "stop", 0)


def compile_run(comp: Any, gen: Any, node: Call, ctx: Any, reporter: str) -> None:
    """NODE, a RUN, as a tail call when its list only names a procedure without inputs;
    otherwise run, a value it outputs given to REPORTER (nobody wanted it)."""
    gen.deps.add(fold(node.name))
    ctx.dynamic = True
    arg = node.args[0]
    value = comp.expr(gen, arg, ctx, node.name)
    x = gen.tmp()
    gen.emit("%s = %s" % (x, value))
    callee = gen.tmp()
    gen.emit("%s = RT.tail_of_run(%s)" % (callee, x))
    gen.emit("if %s is not None: return _TC((%s, (), 0, %d, 'output'))" % (callee, callee, gen.logo_line))
    fresh = (arg.__class__ is Call and arg.proc.is_primitive and arg.proc.name == "list"
             and value.startswith("Pair("))  # a list made here, run once (as prim_call sees it)
    run = "RT.run_new" if fresh else comp.prim_name(node.name, node.proc)
    t = gen.tmp()
    gen.emit("%s = %s(%s)" % (t, run, x))
    gen.emit("if %s is not None: %s(%s)" % (t, reporter, t))


def keep_tail(comp: Any, gen: Any, node: Call, ctx: Any) -> bool:
    """RUN, IF or IFELSE (the primitives) ending a CATCH list (ctx.keep_end), whose lists
    are not literal (inline.py runs those here): the list chosen runs as CATCH's does
    (ListRunner.keep_run), a procedure called last in it leaving its variables bound
    (Berkeley 6.2.5 runs it as a tail call).  False when NODE is none of these."""
    name = node.proc.name
    n = {"run": 1, "if": 2, "ifelse": 3}.get(name)
    if (n is None or node.proc.wrapped or len(node.args) != n
            or any(a.__class__ is Missing for a in node.args)
            or (n > 1 and comp.literal_list(node.args[0]) is not None)):
        return False
    leak = ctx.leak or "pass"
    if n == 1:
        gen.emit("if RT.keep_run(%s) is _SL: %s" % (comp.expr(gen, node.args[0], ctx, name), leak))
        return True
    values = []  # (every input first, as the primitive has them)
    for arg in node.args:
        t = gen.tmp()
        gen.emit("%s = %s" % (t, comp.expr(gen, arg, ctx, name)))
        values.append(t)
    c = values[0]
    cond = "(%s is TRUE or (%s is not FALSE and _truth(%s, %s)))" % (c, c, c, gen.const(name))
    if n == 2:
        gen.emit("if %s and RT.keep_run(%s) is _SL: %s" % (cond, values[1], leak))
    else:
        gen.emit("if RT.keep_run(%s if %s else %s) is _SL: %s" % (values[1], cond, values[2], leak))
    return True
