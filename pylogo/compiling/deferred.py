"""Lines read before a procedure they call was defined.

Berkeley reads a line that calls a procedure not yet defined again when the line runs:
a procedure that DEFINEs MADE and then runs ``print made 4`` on a later line, or in
``if "true [print made 4]``, prints 12.  pylogo reads a procedure's lines once, when it
is first called.  So a procedure line (or an instruction list of one) holding such a
name is compiled twice: as read, and as RUN of its list, chosen when it starts, by
whether one of those names is a procedure by then (Calls.defined_now).  The next call
of the procedure is compiled anew anyway (the name is one of its dependencies).

Likewise, in a procedure whose body names DEFINE, ERASE, COPYDEF or LOAD, a line making
calls is read again (run as a RUN of its list) once a procedure has been
given another number of inputs or erased since the call began (Workspace.procs_epoch,
_ep): Berkeley reads ``d 5`` anew after ``define "d [[x] [print :x]]``.
"""

from __future__ import annotations

from ..lang.data import fold
from ..lang.procedures import REGISTRY
from .context import unused_value_reporter
from .treescan import makes_calls, unknown_names

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Callable


def compile_lines(comp: Any, gen: Any, lst: Any, nodes: list, ctx: Any, tail: bool,
                  as_read: Callable[[], None]) -> None:
    """NODES, the instructions of LST, compiled by AS_READ; when they name procedures not
    defined when read, also as a RUN of LST for when one of those is defined since."""
    # (not in a template whose ? lives in Python variables, which RUN of the list cannot see)
    lines = ctx.mode == "proc" and ctx.slots is None
    names = unknown_names(nodes) if lines else ()
    changing = lines and not ctx.self_loop and makes_calls(nodes)
    if not names and not changing:
        as_read()
        return
    tests = ["RT.procs_epoch != _ep"] if changing else []
    if names:
        tests.append("RT.defined_now(%s)" % gen.const(tuple(sorted({fold(n) for n in names}))))
    gen.emit("if %s:" % " or ".join(tests))
    gen.indent += 1
    value = gen.tmp()
    gen.emit("%s = %s(%s)" % (value, comp.prim_name("run", REGISTRY["run"]), gen.const(lst)))
    gen.emit("if %s is not None: %s(%s)" % (value, unused_value_reporter(ctx, tail), value))
    gen.indent -= 1
    gen.emit("else:")
    gen.indent += 1
    mark = len(gen.lines)
    as_read()
    if len(gen.lines) == mark:
        gen.emit("pass")
    gen.indent -= 1
