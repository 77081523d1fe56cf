"""The calling entry U of most procedures, from code shared by every procedure whose inputs
are of the same kinds.

U binds the inputs, runs the body B, gives back its value (running the tail calls it
leaves: RT.trampoline) and restores the variables; entry.py's _proc_wrapper generates it
for each procedure with its names written in.  A procedure that is not traced and has no
optional input (whose default is code of its own) gets this one instead, compiled once per
kind of inputs (and kept, codecache.py), not once per procedure: about a third less source
to compile in a first run.  Each procedure gets a copy of its code object, with the names
of its inputs and of its procedure written in (code.replace): the same code its own U would
have, and a code object of its own, since errors are located by code object
(Interpreter.register_code).
"""

from __future__ import annotations

_sources: dict = {}

NAMES = "\x00names"  # placeholder of the frozenset of the inputs' names (a constant)
PROC = "_q_proc_"  # placeholder of the procedure's name in the namespace (a global name)


def _input(i: int) -> str:
    return "\x00input%d" % i  # placeholder of the name of input I (a constant)


def shape_of(proc: object, uses_test: bool, leaks: bool, proc_name: str, maybe: bool) -> tuple | None:
    """What a procedure's factory gives in place of U, and what its entries C and E are made
    with (None: they are its own code).  USES_TEST, LEAKS and MAYBE: as _proc_wrapper's
    (MAYBE for C and E only); PROC_NAME: the procedure's name in the namespace."""
    if proc.traced or any(f.kind == "optional" for f in proc.formals):  # type: ignore[attr-defined]
        return None
    return (uses_test, leaks, proc_name, maybe)


def entry_source(kinds: tuple, uses_test: bool, leaks: bool, entry: str = "U", maybe: bool = False) -> str:
    """The factory of the entry ENTRY (U, or C or E: for calls as a command, see
    _proc_wrapper) for inputs of KINDS ("required" or "rest"): _factory(B).  Its code holds
    placeholders for the names, which entry_code writes in.  LEAKS and MAYBE: as
    _proc_wrapper's."""
    key = (kinds, uses_test, leaks, entry, maybe)
    source = _sources.get(key)
    if source is not None:
        return source
    count = len(kinds)
    params = ", ".join("a%d" % i if kind == "required" else "a%d=NIL" % i for i, kind in enumerate(kinds))
    lines = ["def _factory(B):", "    def %s(%s):" % (entry, params)]
    for i in range(count):
        lines.append("        s%d = V.get(%r, UNB)" % (i, _input(i)))
        lines.append("        V[%r] = a%d" % (_input(i), i))
    if uses_test:
        lines.append("        _test = RT.test_state")
    lines += ["        _h = len(SAVED)",
              "        try:",
              "            r = B()",
              "            if r.__class__ is _TC: r = RT.trampoline(r, %r, %s%s)"
              % (NAMES, PROC, "" if entry == "U" else ", True")]
    if leaks and entry == "U":
        lines.append("            if r is _SL: r = None")
    if maybe:
        lines += ["            if r is not None: RT.maybe_unwanted(r, %s, %d)" % (PROC, entry == "E"),
                  "            else: RT.maybe_out = RT.lib_out = None"]
    lines += ["            return r",
              "        except _Out as e:",
              "            return e.value" + (" if e.value is not _SL else None" if entry == "U" else ""),
              "        except LogoError as e:",
              "            RT.on_error(e%s)" % {"U": "", "C": ", 1", "E": ", 2"}[entry],
              "            raise",
              "        finally:"]
    if uses_test:
        lines.append("            RT.test_state = _test")
    lines += ["            while len(SAVED) > _h:  # LOCAL's saved values back (as RT.unwind(_h) does)",
              "                _sk, _so = SAVED.pop()",
              "                if _so is UNB: V.pop(_sk, None)",
              "                else: V[_sk] = _so"]
    for i in reversed(range(count)):
        lines.append("            if s%d is UNB: V.pop(%r, None)" % (i, _input(i)))
        lines.append("            else: V[%r] = s%d" % (_input(i), i))
    lines.append("    return %s\n" % entry)
    source = _sources[key] = "\n".join(lines)
    return source


def entry_code(code: object, names: list, names_set: frozenset, proc_name: str, filename: str) -> object:
    """A copy of CODE (a U of entry_source) for a procedure: the names of its inputs NAMES
    (and as a set NAMES_SET) and its name in the namespace PROC_NAME written in."""
    inputs = {_input(i): name for i, name in enumerate(names)}
    inputs[NAMES] = names_set
    consts = tuple(inputs.get(c, c) if c.__class__ is str else c for c in code.co_consts)  # type: ignore[attr-defined]
    global_names = tuple(proc_name if n == PROC else n for n in code.co_names)  # type: ignore[attr-defined]
    return code.replace(co_consts=consts, co_names=global_names, co_filename=filename)  # type: ignore[attr-defined]
