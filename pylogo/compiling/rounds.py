"""A procedure's body that notes where it ended, for the rounds of a REPEAT or FOREVER
list that reads input (runtime/berkeley_loops.py, NotedRounds: Berkeley reports an error
in a later round of such a list at the line the previous round's tail calls ran last).

The body is generated again and each ``return`` of it first sets ``_RP[0]`` (a list in the
namespace of compiled code) to a number standing for the procedure and the Logo line it
returns from (``site``), except a return right after a call of a procedure (through
its entry C, E or U: only the checks of the value between), which ends with that call:
the procedure called noted its own place.  The loop gives the procedures that may end a
round this code (as the ``__code__`` of their body's function, whose cells it shares)
while it runs, and their usual code back after: nothing else runs slower."""

from __future__ import annotations

import marshal

from ..lang.data import NIL
from . import codecache

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

NOTE = "_RP"
MADE = "_pylogo_noting"  # the attribute of a body's function keeping what noting_body made


def noting_body(comp: Any, proc: Any) -> tuple | None:
    """(code, keys) for PROC's compiled body: the code that notes where it returns, and
    the keys of the procedures a return of it comes right after a call of (or whose tail
    call it returns).  None when there is none (a macro, a traced or stepped procedure,
    code that cannot be made again the same).  What it notes: (PROC's key, the index of
    the line).  The code is kept between runs (codecache.py) by the body's own code."""
    compiled = proc.compiled
    if compiled is None or proc.is_macro or proc.traced or proc.stepped:
        return None
    body = compiled.body
    made = getattr(body, MADE, None)
    if made is not None:
        return made
    old = body.__code__
    info = comp.interp.code_info.get(id(old))
    if body.__globals__ is not comp.ns or info is None or not info[2]:
        return None
    line_map = info[2]
    try:
        key = "%s\0%r\0%s" % (proc.key, sorted(line_map.items()), marshal.dumps(old).hex())
    except ValueError:
        return None
    stored = codecache.load("noting", key)
    if (stored.__class__ is tuple and len(stored) == 2 and stored[0].__class__ is old.__class__
            and stored[1].__class__ is tuple):
        new, called = stored
    else:
        again = _made_again(comp, proc, body, line_map)
        if again is None:
            return None
        new, called = again
        codecache.save("noting", key, (new, called))
    if new.co_freevars != old.co_freevars:
        return None
    comp.ns.setdefault(NOTE, [None])
    comp.interp.register_code(new, proc, line_map)
    names = {name: key for (_, key), name in comp.interp._ns_names.items()}
    made = (new, frozenset(names[name] for name in called if name in names))
    setattr(body, MADE, made)
    return made


def _made_again(comp: Any, proc: Any, body: Any, line_map: dict) -> tuple | None:
    """PROC's code generated again, its body's returns noting: (the body's code, the
    names of the entries called right before a return); None if it does not come out as
    BODY (other constants, other lines)."""
    state = (comp.traced_here, comp._warned)
    comp.reading_again = 1  # (read again: nothing is loaded, no warning shown)
    try:
        gen, start, end = comp._proc_code(proc)
    except Exception:
        return None
    finally:
        again = comp.reading_again
        comp.reading_again = 0
        comp.traced_here, comp._warned = state
    if again == 2:
        return None
    from .noting import noting_source
    from .scan import _line_map

    if _line_map(gen, start, end) != line_map:
        return None
    source = gen.source([], gen.factory_end)
    last = len(proc.lines) - 1

    def noted(lineno: int) -> str:
        index = line_map.get(lineno)
        if index is None or index < 0 or index > last:
            index = last  # the return at the body's end
        return repr((proc.key, index))

    try:
        noting, called = noting_source(source, NOTE, noted)
        code = compile(noting, "<logo proc %s>" % proc.name, "exec")
        scope: dict = {}
        exec(code, comp.ns, scope)
        made_body = scope["_factory"](*gen.consts)[0]
    except Exception:
        return None
    if not _same_cells(body, made_body):
        return None
    return made_body.__code__, tuple(sorted(called))


def reads_quietly(comp: Any, proc: Any) -> bool:
    """Are PROC's lines read without a warning, and without loading anything (all the
    names they call are procedures now)?  (Nothing is shown, nothing loaded.)"""
    comp.reading_again = 1
    try:
        for line in proc.lines:
            comp.parse(line)
    except Exception:
        return False
    finally:
        again = comp.reading_again
        comp.reading_again = 0
    return again != 2


def place(procs: dict, noted: tuple) -> tuple | None:
    """(name, line) of what a noting body noted (None: the procedure is gone)."""
    proc = procs.get(noted[0])
    if proc is None or proc.is_primitive:
        return None
    lines = proc.lines
    index = noted[1]
    return proc.name, lines[index] if 0 <= index < len(lines) else NIL


def _same_cells(a: Any, b: Any) -> bool:
    """Do the functions A and B hold the same constants (a Site: any one)?"""
    cells_a, cells_b = a.__closure__ or (), b.__closure__ or ()
    if len(cells_a) != len(cells_b):
        return False
    for x, y in zip(cells_a, cells_b, strict=True):
        x, y = x.cell_contents, y.cell_contents
        if x is y:
            continue
        if x.__class__ is not y.__class__:
            return False
        if x.__class__.__name__ == "Site":  # (a new one stands for it)
            continue
        try:
            if not (x == y):
                return False
        except Exception:
            return False
    return True
