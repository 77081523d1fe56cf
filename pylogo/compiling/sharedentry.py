"""The entries of procedures (what a call of one runs), and the code most of them share.

An entry binds the procedure's inputs, runs its body B, gives back its value (running the
tail calls it leaves: RT.trampoline) and restores the variables: U for calls whose value is
used (and APPLY, RUN ...), C and E for calls as a command, K for a call ending a CATCH list,
X for a macro's expansion (entry.py).  ``entry_lines`` writes each of them.

A procedure that is not traced and has no optional input (whose default is code of its
own) gets its U, C and E from code compiled once per kind of inputs (and kept,
codecache.py), not once per procedure: about a third less source to compile in a first
run.  Each procedure gets a copy of that code object with the names of its inputs and of
its procedure written in (code.replace): the same code its own entry would have, and a
code object of its own, since errors are located by code object
(Interpreter.register_code).
"""

from __future__ import annotations

_sources: dict = {}

NAMES = "\x00names"  # placeholder of the frozenset of the inputs' names (a constant)
PROC = "_q_proc_"  # placeholder of the procedure's name in the namespace (a global name)
_ON_ERROR = {"U": "", "X": "", "C": ", 1", "E": ", 2", "K": ", 2"}  # how it was called (on_error)


def _input(i: int) -> str:
    return "\x00input%d" % i  # placeholder of the name of input I (a constant)


def entry_lines(entry: str, kinds: tuple, keys: list, names: str, proc: str, body: str = "B",
                uses_test: bool = False, leaks: bool = False, maybe: bool = False,
                restores: bool = True, traced: bool = False, defaults: dict | None = None) -> list:
    """The lines of the entry ENTRY (U, C, E, K or X) of a procedure whose inputs are of
    KINDS ("required", "optional", "rest"), indented from the def.  KEYS: Python for each
    input's name; NAMES: for the frozenset of them; PROC: for the procedure; BODY: for its
    body; DEFAULTS: index -> (the statements, and the Python expression) of an optional
    input's default.  The entries differ
    only in what they tell on_error about how the procedure was called, but K: the old
    values of the inputs go onto SAVED, the locals stay there, for the frame running the
    CATCH to restore (Berkeley: until that frame ends).  RESTORES: the values LOCAL saved
    are restored by the entry's own lines (else by RT.unwind, when there are any).  LEAKS:
    the body may give back errors.LEAKED_STOP, which U (called for a value) turns into None
    (as the trampoline and the except clause do).  MAYBE: the value of .MAYBEOUTPUT (or of a
    library operation) a call as a command does not want is reported."""
    params = ["a%d" % i if kind == "required" else "a%d=MISSING" % i if kind == "optional" else "a%d=NIL" % i
              for i, kind in enumerate(kinds)]
    lines = ["def %s(%s):" % (entry, ", ".join(params))]
    add = lines.append
    if traced:  # before the defaults are filled in: TRACE shows the inputs given
        add("    RT.trace_enter(%s, (%s))" % (proc, "".join("a%d, " % i for i in range(len(kinds)))))
    keep = entry == "K"
    for i, key in enumerate(keys):
        if keep:
            add("    SAVED.append((%s, V.get(%s, UNB)))" % (key, key))
        else:
            add("    s%d = V.get(%s, UNB)" % (i, key))
        if kinds[i] == "optional":
            statements, value = (defaults or {})[i]
            add("    if a%d is MISSING:" % i)
            lines.extend("        " + line for line in statements)
            add("        V[%s] = a%d = %s" % (key, i, value))
            add("    else: V[%s] = a%d" % (key, i))
        else:
            add("    V[%s] = a%d" % (key, i))
    if uses_test:
        add("    _test = RT.test_state")
    if not keep:
        add("    _h = len(SAVED)")
    add("    try:")
    add("        r = %s()" % body)
    add("        if r.__class__ is _TC: r = RT.trampoline(r, %s, %s%s)"
        % (names, proc, "" if entry in ("U", "X") else ", True"))
    if leaks and entry == "U":
        add("        if r is _SL: r = None")
    # (a value a call as a command does not want is not shown: Berkeley reports it at once)
    unwanted = entry in ("C", "E")
    if traced:
        add("        %sRT.trace_result(%s, r)" % ("if r is None: " if unwanted else "", proc))
    if maybe:
        add("        if r is not None: RT.maybe_unwanted(r, %s, %d)" % (proc, entry in ("E", "K")))
        add("        else: RT.maybe_out = RT.lib_out = None")
    add("        return r")
    add("    except _Out as e:")
    if traced:
        add("        %sRT.trace_result(%s, e.value)" % ("if e.value is None: " if unwanted else "", proc))
    # (a STOP that went on out of a REPEAT or FOREVER run by the primitive: control.py)
    add("        return e.value" + ("" if entry in ("C", "E", "K") else " if e.value is not _SL else None"))
    add("    except LogoError as e:")
    add("        RT.on_error(e%s)" % _ON_ERROR[entry])
    add("        raise")
    if keep and not (traced or uses_test):
        return lines
    add("    finally:")
    if traced:
        add("        RT.trace_level -= 1")
    if uses_test:
        add("        RT.test_state = _test")
    if keep:
        return lines
    if restores:
        add("        while len(SAVED) > _h:  # LOCAL's saved values back (as RT.unwind(_h) does)")
        add("            _sk, _so = SAVED.pop()")
        add("            if _so is UNB: V.pop(_sk, None)")
        add("            else: V[_sk] = _so")
    else:
        add("        if len(SAVED) > _h: RT.unwind(_h)")
    for i in reversed(range(len(keys))):
        add("        if s%d is UNB: V.pop(%s, None)" % (i, keys[i]))
        add("        else: V[%s] = s%d" % (keys[i], i))
    return lines


def shape_of(proc: object, uses_test: bool, leaks: bool, proc_name: str, maybe: bool) -> tuple | None:
    """What a procedure's factory gives in place of U, and what its entries C and E are made
    with (None: they are its own code).  USES_TEST, LEAKS and MAYBE: as entry_lines's
    (MAYBE for C and E only); PROC_NAME: the procedure's name in the namespace."""
    if proc.traced or any(f.kind == "optional" for f in proc.formals):  # type: ignore[attr-defined]
        return None
    return (uses_test, leaks, proc_name, maybe)


def entry_source(kinds: tuple, uses_test: bool, leaks: bool, entry: str = "U", maybe: bool = False) -> str:
    """The factory of the entry ENTRY (U, C or E) shared by procedures whose inputs are of
    KINDS ("required" or "rest"): _factory(B).  Its code holds placeholders for the names,
    which entry_code writes in."""
    key = (kinds, uses_test, leaks, entry, maybe)
    source = _sources.get(key)
    if source is None:
        lines = entry_lines(entry, kinds, [repr(_input(i)) for i in range(len(kinds))], repr(NAMES), PROC,
                            uses_test=uses_test, leaks=leaks, maybe=maybe)
        source = _sources[key] = "def _factory(B):\n%s\n    return %s\n" % (
            "\n".join("    " + line for line in lines), entry)
    return source


def entry_code(code: object, names: list, names_set: frozenset, proc_name: str, filename: str) -> object:
    """A copy of CODE (an entry of entry_source) for a procedure: the names of its inputs
    NAMES (and as a set NAMES_SET) and its name in the namespace PROC_NAME written in."""
    inputs = {_input(i): name for i, name in enumerate(names)}
    inputs[NAMES] = names_set
    consts = tuple(inputs.get(c, c) if c.__class__ is str else c for c in code.co_consts)  # type: ignore[attr-defined]
    global_names = tuple(proc_name if n == PROC else n for n in code.co_names)  # type: ignore[attr-defined]
    return code.replace(co_consts=consts, co_names=global_names, co_filename=filename)  # type: ignore[attr-defined]
