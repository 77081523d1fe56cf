"""Workspace management, the tools of a person at the keyboard: queries (CONTENTS,
PROCEDURES, NAMES ...), listing (PO, POTS, PONS ...), burying, tracing and stepping,
MACROEXPAND, SAVE, HELP, EDIT and the folders Logo uses.

Programs rarely use these at their start: this group is imported when one of its
primitives is first called (primitives/__init__.py); definitions, variables, property
lists, erasing and LOAD are in workspace.py.  The parts of the interpreter it uses
(pylogo/runtime/): ``Workspace`` (procedures, property lists, BURY, TRACE, SAVE),
``Console`` (PO, EDIT), ``Calls`` (traced variables) and ``ListRunner`` (MACROEXPAND).
"""

from __future__ import annotations

import os

from ..lang import errors
from ..lang.data import (
    FALSE,
    NIL,
    TRUE,
    Array,
    Pair,
    ProtectedWord,
    fold,
    from_iter,
    is_list,
    to_pylist,
    word_text,
)
from ..lang.errors import LogoError, doesnt_like
from ..lang.printer import show_form
from ..lang.procedures import CMD, LIBRARY, primitive
from ..runtime import primtrace
from ..runtime.definitions import printout_lines
from ..system import textcodec
from .workspace import (
    LIBRARY_MACROS,
    WORDS,
    _bool,
    _contents_arg,
    _lib_names,
    _lib_word,
    _plist_names,
    _proc_name,
    _quoted,
    _user_procs,
    _value_text,
    _var_names,
    _word,
    leading_names,
    macrop,
    path_of,
    plist,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


@primitive("contents", args=0, env=True)
def contents(interp: Any) -> Any:
    """CONTENTS

    Outputs a contents list describing the workspace: a list of three
    lists, the names of the procedures, of the variables and of the
    property lists that are not buried.  The contents-list form is the one
    taken by PRINTOUT, ERASE, BURY and the other workspace commands.

    Example: show contents"""
    return from_iter([from_iter(_user_procs(interp)), from_iter(_var_names(interp)),
                      from_iter(_plist_names(interp))])


@primitive("buried", args=0, env=True)
def buried(interp: Any) -> Any:
    """BURIED

    Outputs a contents list of everything buried: the procedures, variables
    and property lists hidden by BURY and its relatives.  Logo's own
    special variables are buried from the start.

    Example: show buried"""
    procs = sorted({p.key for p in interp.procs.values() if not p.is_primitive and p.buried}
                   | interp.library_loaded)
    names = sorted(k for k in interp.buried_names if k in interp.V)
    plists = sorted(k for k in interp.buried_plists if interp.plists.get(k))
    return from_iter([from_iter(procs), from_iter(names), from_iter(plists)])


@primitive("procedures", args=0, env=True)
def procedures(interp: Any) -> Any:
    """PROCEDURES

    Outputs a list of the names of the procedures defined in the workspace
    that are not buried.  Primitives and library procedures are not
    included.

    Example: show procedures"""
    return from_iter(_user_procs(interp))


@primitive("primitives", args=0, env=True)
def primitives(interp: Any) -> Any:
    """PRIMITIVES

    Outputs a list of the names of all primitive procedures, including
    abbreviations such as FD and PR and the procedures pylogo writes in
    Python that Berkeley Logo has in its library.  Each of them has HELP.

    Example: print count primitives"""
    return from_iter(sorted(k for k, p in interp.procs.items()
                            if p.is_primitive and not p.library and k not in LIBRARY
                            and k not in NOT_IN_TERMINAL_BUILD))


# Primitives Berkeley's terminal build (the reference) does not list: those of its
# graphical builds, and pylogo's own.  They work all the same.
NOT_IN_TERMINAL_BUILD = frozenset("""
    ?in ?out clickpos filled labelsize logoplatform setlabelheight settc settextcolor
""".split())


@primitive("names", args=0, env=True)
def names(interp: Any) -> Any:
    """NAMES

    Outputs a contents list of the variables that are not buried:
    [[] [name1 name2 ...]], the procedure part empty.  Giving it to
    PRINTOUT or ERASE acts on all those variables.

    Example: make "x 1 show names"""
    return from_iter([NIL, from_iter(_var_names(interp))])


@primitive("plists", args=0, env=True)
def plists(interp: Any) -> Any:
    """PLISTS

    Outputs a contents list of the property lists that are not buried:
    [[] [] [plist1 plist2 ...]].  Giving it to PRINTOUT or ERASE acts on all
    of them.

    Example: pprop "fido "age 3 show plists"""
    return from_iter([NIL, NIL, from_iter(_plist_names(interp))])


@primitive("namelist", args=1)
def namelist(x: Any) -> Any:
    """NAMELIST varname
    NAMELIST varnamelist

    Outputs a contents list naming the given variables (one name, or a list
    of names): [[] [names...]].  It turns plain variable names into the
    form PRINTOUT, ERASE and BURY take.

    Example: show namelist [x y]"""
    return from_iter([NIL, x if is_list(x) or x.__class__ is Array else Pair(x, NIL)])


@primitive("pllist", args=1)
def pllist(x: Any) -> Any:
    """PLLIST plname
    PLLIST plnamelist

    Outputs a contents list naming the given property lists (one name, or a
    list of names): [[] [] [names...]].  It turns plain names into the form
    PRINTOUT, ERASE and BURY take.

    Example: show pllist "fido"""
    return from_iter([NIL, NIL, x if is_list(x) or x.__class__ is Array else Pair(x, NIL)])


@primitive("arity", args=1, env=True)
def arity(interp: Any, name: Any) -> Any:
    """ARITY procedurename

    Outputs a list of three numbers about a procedure's inputs: the fewest
    it accepts, how many it takes without parentheses, and the most it
    accepts, -1 meaning any number.  Unknown names are an error.

    Example: show arity "sum"""
    proc = interp.procs.get(fold(_proc_name(name, "arity")))
    if proc is None:
        raise errors.dont_know_listing(word_text(name))
    if proc.special_form:  # TO and .MACRO read the rest of their line
        return from_iter([-1, -1, -1])
    return from_iter(list(proc.arity))


@primitive("nodes", args=0)
def nodes() -> Any:
    """NODES

    Outputs a list of two numbers about memory in use, as Berkeley Logo
    reports its node counts.  pylogo leaves memory to Python, so the
    numbers only estimate the space taken; programs may still print them.

    Example: show nodes"""
    return from_iter([0, 0])


def _pon_line(interp: Any, name: str, stored: bool = False) -> str:
    """MAKE of the variable NAME; STORED: a name of the workspace's listing, not typed."""
    if fold(name) not in interp.V and not interp.V.get("erract"):
        raise errors.no_value(name)  # Berkeley names it as typed
    # (Berkeley sets FULLPRINTP to TRUE while it lists the workspace: its value then)
    value = interp.V[fold(name)] if fold(name) != "fullprintp" else TRUE
    printer = interp.full_printer()
    shown = '"' if stored and name == "" else _quoted(name, printer)
    return "Make %s %s" % (shown, _value_text(value, printer))


def _name_text(name: Any, printer: Any) -> str:
    """A name kept in the workspace as PONS and POPLS write it: the empty word as a
    quotation mark alone (Berkeley's "||, when typed so, in PON and POPL)."""
    return '"' if name == "" and name.__class__ is str else _value_text(name, printer)








def _popl_lines(interp: Any, name: str, stored: bool = False) -> list:
    """PPROP of each property of NAME; STORED: a name of the workspace's listing."""
    lines = []
    printer = interp.full_printer()
    title = _name_text(name, printer) if stored else _value_text(name, printer)
    for prop, value in reversed(list(interp.plists.get(fold(name), {}).values())):
        shown = (_name_text(prop, printer), _value_text(value, printer))
        lines.append("Pprop %s %s %s" % ((title,) + shown))
    return lines


def _proc_lines(interp: Any, name: str, titles_only: bool) -> list:
    proc = interp.procs.get(fold(name))
    if proc is None:
        raise errors.dont_know_listing(name)
    if proc.is_primitive:
        raise LogoError(errors.IS_PRIMITIVE, "%s is a primitive" % name)
    if titles_only:
        return [printout_lines(proc)[0]]
    return printout_lines(proc) + [""]


def _write_lines(interp: Any, lines: list) -> None:
    for line in lines:
        interp.writer.write(line + "\n")


def _printout(interp: Any, x: Any, titles_only: bool, who: str) -> None:
    procs, names_, plists_ = _contents_arg(interp, x, who)
    for p in procs:  # each is written at once: an unknown name stops PO after the ones before
        _write_lines(interp, _proc_lines(interp, p, titles_only))
    for n in names_:
        _write_lines(interp, [_pon_line(interp, n)])
    for pl in plists_:
        if titles_only:
            if interp.plists.get(fold(pl)):
                shown = show_form(plist(interp, pl), interp.full_printer())
                _write_lines(interp, ["Plist %s = %s" % (_value_text(pl), shown)])
        else:
            _write_lines(interp, _popl_lines(interp, pl))


@primitive("printout", "po", args=1, kind=CMD, env=True)
def printout(interp: Any, x: Any, _name: str = "printout") -> None:
    """PRINTOUT contentslist
    PO contentslist

    Prints the definitions of the procedures, the values of the variables
    (as MAKE instructions) and the property lists (as PPROP instructions)
    named in CONTENTSLIST.  A single word or a list of words names
    procedures.  The output can be read back by LOAD.

    Example: define "sq [[x] [output :x * :x]] printout "sq"""
    _printout(interp, x, False, _name)


@primitive("pot", args=1, kind=CMD, env=True)
def pot(interp: Any, x: Any) -> None:
    """POT contentslist

    Prints just the title lines of the procedures named in CONTENTSLIST,
    and variables and property lists as PRINTOUT does.  It is a quick
    reminder of what a procedure's inputs are.

    Example: define "sq [[x] [output :x * :x]] pot "sq"""
    _printout(interp, x, True, "pot")


@primitive("pon", args=1, kind=CMD, env=True)
def pon(interp: Any, x: Any) -> None:
    """PON varname
    PON varnamelist

    Prints the named variables (one name or a list of names) as MAKE
    instructions showing their values.  A name without a value is an
    error.

    Example: make "x 3 pon "x"""
    if x.__class__ is Array:  # Berkeley's library PON hands it to PO, which refuses it
        raise LogoError(errors.USER_ERROR, "po doesn't like %s as input" % errors.datum(x))
    # one name after the other, as Berkeley's library: a bad member fails when reached
    for n in ([word_text(x)] if x.__class__ in WORDS else (_lib_word(i, "po") for i in to_pylist(x))):
        try:
            line = _pon_line(interp, n)
        except LogoError as exc:
            if exc.code == errors.NO_VALUE:  # Berkeley's library PON throws it as error 35
                exc.code = errors.USER_ERROR
            raise
        interp.writer.write(line + "\n")


@primitive("popl", args=1, kind=CMD, env=True)
def popl(interp: Any, x: Any) -> None:
    """POPL plname
    POPL plnamelist

    Prints the named property lists as PPROP instructions, one line per
    property, so that loading the output rebuilds them.  A name without a
    property list prints nothing.

    Example: pprop "fido "age 3 popl "fido"""
    if x.__class__ is Array:  # Berkeley's library POPL hands it to PO, which refuses it
        raise LogoError(errors.USER_ERROR, "po doesn't like %s as input" % errors.datum(x))
    for n in ([word_text(x)] if x.__class__ in WORDS else (_lib_word(i, "po") for i in to_pylist(x))):
        _write_lines(interp, _popl_lines(interp, n))


@primitive("pops", args=0, kind=CMD, env=True)
def pops(interp: Any) -> None:
    """POPS

    Prints the definitions of all procedures in the workspace that are not
    buried, as PRINTOUT would.  Nothing is printed when there are none.
    Library procedures and primitives are not listed.

    Example: define "sq [[x] [output :x * :x]] pops"""
    for p in _user_procs(interp):
        if p not in interp.library_unburied:  # (Berkeley's library text is not ours to print)
            _write_lines(interp, _proc_lines(interp, p, False))


@primitive("pots", args=0, kind=CMD, env=True)
def pots(interp: Any) -> None:
    """POTS

    Prints the title lines of all procedures in the workspace that are not
    buried.  It is a compact overview of what has been defined.  Library
    procedures and primitives are not listed.

    Example: define "sq [[x] [output :x * :x]] pots"""
    for p in _user_procs(interp):
        if p in interp.library_unburied:
            if interp.procs[p].arity[2] == 0:  # its title, when it takes no inputs
                _write_lines(interp, ["to " + p])
            continue
        _write_lines(interp, _proc_lines(interp, p, True))


@primitive("pons", args=0, kind=CMD, env=True)
def pons(interp: Any) -> None:
    """PONS

    Prints all variables that are not buried as MAKE instructions with
    their values.  Logo's own special variables are buried, so they do not
    appear.

    Example: make "x 3 pons"""
    for n in _var_names(interp):
        interp.writer.write(_pon_line(interp, n, True) + "\n")


@primitive("popls", args=0, kind=CMD, env=True)
def popls(interp: Any) -> None:
    """POPLS

    Prints all property lists that are not buried as PPROP instructions, one
    line for each property.  Buried property lists are left out.  Loading
    what it prints rebuilds the property lists.

    Example: pprop "fido "age 3 popls"""
    for n in _plist_names(interp):
        _write_lines(interp, _popl_lines(interp, n, True))


@primitive("poall", args=0, kind=CMD, env=True)
def poall(interp: Any) -> None:
    """POALL

    Prints everything in the workspace that is not buried: procedure
    definitions, then variables as MAKE instructions, then property lists
    as PPROP instructions.  It shows what SAVE would write.

    Example: make "x 3 poall"""
    pops(interp)
    pons(interp)
    popls(interp)


# ---------------------------------------------------------------- burying


def _bury(interp: Any, x: Any, flag: bool, who: str) -> None:
    procs, names_, plists_ = _contents_arg(interp, x, who)
    for p in procs:
        key = fold(p)
        proc = interp.procs.get(key)
        if proc is not None and not proc.is_primitive:
            proc.buried = flag
        elif key in interp.library_loaded or key in interp.library_unburied:
            # a library procedure Berkeley has loaded: listed as its workspace's when unburied
            (interp.library_unburied.discard if flag else interp.library_unburied.add)(key)
            (interp.library_loaded.add if flag else interp.library_loaded.discard)(key)
        else:  # (a primitive's flag, as any name's, is the name's in Berkeley)
            _flag_name(interp, key, "buried", flag)
    for n in names_:
        (interp.buried_names.add if flag else interp.buried_names.discard)(fold(n))
    for pl in plists_:
        (interp.buried_plists.add if flag else interp.buried_plists.discard)(fold(pl))


@primitive("bury", args=1, kind=CMD, env=True)
def bury(interp: Any, x: Any) -> None:
    """BURY contentslist

    Buries the procedures, variables and property lists named in
    CONTENTSLIST: they keep working but are left out of listings such as
    POALL and CONTENTS, and are not erased by ERALL or written by SAVE.
    Useful for tools loaded into the workspace.

    Example: make "x 3 bury namelist "x show names"""
    _bury(interp, x, True, "bury")


@primitive("unbury", args=1, kind=CMD, env=True)
def unbury(interp: Any, x: Any) -> None:
    """UNBURY contentslist

    Undoes BURY for the things named in CONTENTSLIST, so that listings,
    ERALL and SAVE see them again.  Unburying something not buried does
    nothing.

    Example: make "x 3 bury namelist "x unbury namelist "x show names"""
    _bury(interp, x, False, "unbury")


@primitive("buryall", args=0, kind=CMD, env=True)
def buryall(interp: Any) -> None:
    """BURYALL

    Buries every procedure, variable and property list in the workspace,
    so that only things defined afterwards show in listings and SAVE
    files.

    Example: make "x 3 buryall show names"""
    _bury(interp, contents(interp), True, "buryall")


@primitive("unburyall", args=0, kind=CMD, env=True)
def unburyall(interp: Any) -> None:
    """UNBURYALL

    Unburies everything in the workspace, including Logo's own special
    variables, which are buried from the start.  Listings then show all of
    them.

    Example: unburyall ern "x"""
    _bury(interp, buried(interp), False, "unburyall")
    interp.library_unburied |= interp.library_loaded  # now in the listings, as in Berkeley
    interp.library_loaded.clear()


@primitive("buryname", args=1, kind=CMD, env=True)
def buryname(interp: Any, x: Any) -> None:
    """BURYNAME varname
    BURYNAME varnamelist

    Buries the named variables (one name or a list of names): it is BURY
    NAMELIST with the names given directly.  The variables keep their values
    but are left out of listings, ERALL and SAVE.

    Example: make "x 3 buryname "x show names"""
    _bury(interp, from_iter([NIL, from_iter(_lib_names(x, "bury", "buryname"))]), True, "buryname")


@primitive("unburyname", args=1, kind=CMD, env=True)
def unburyname(interp: Any, x: Any) -> None:
    """UNBURYNAME varname
    UNBURYNAME varnamelist

    Unburies the named variables (one name or a list of names): it is UNBURY
    NAMELIST with the names given directly.  Unburying a variable that is
    not buried does nothing.

    Example: make "x 3 buryname "x unburyname "x show names"""
    _bury(interp, from_iter([NIL, from_iter(_lib_names(x, "unbury", "unburyname"))]), False, "unburyname")


def _asked_of(interp: Any, x: Any, who: str) -> tuple:
    """The contents list BURIEDP, TRACEDP or STEPPEDP asks about; Berkeley refuses one
    that names nothing (an array too) as []."""
    if x.__class__ is Array:
        raise errors.doesnt_like_unrec(who, NIL)
    # (names, then a member that is not a word: the names are asked about)
    procs, names_, plists_ = (leading_names(part) for part in _contents_arg(interp, x, who))
    if not (procs or names_ or plists_):
        raise errors.doesnt_like_unrec(who, NIL)
    return procs, names_, plists_


@primitive("buriedp", "buried?", args=1, env=True)
def buriedp(interp: Any, x: Any, _name: str = "buriedp") -> Any:
    """BURIEDP contentslist
    BURIED? contentslist

    Outputs TRUE if the first thing named in CONTENTSLIST is buried, FALSE
    if not.  A plain word names a procedure; use NAMELIST or PLLIST to ask
    about a variable or a property list.

    Example: make "x 3 buryname "x print buriedp namelist "x"""
    procs, names_, plists_ = _asked_of(interp, x, _name)
    if procs:
        key = fold(procs[0])
        proc = interp.procs.get(key)
        if proc is not None and not proc.is_primitive:
            return _bool(proc.buried)
        # (a library procedure Berkeley has loaded is buried, unless unburied since)
        return _bool(key in interp.library_loaded
                     or key not in interp.library_unburied and _name_flag(interp, key, "buried"))
    if names_:
        return _bool(fold(names_[0]) in interp.buried_names)
    if plists_:
        return _bool(fold(plists_[0]) in interp.buried_plists)
    return FALSE


# ---------------------------------------------------------------- trace and step


def _flag_procs(interp: Any, x: Any, attr: str, flag: bool, who: str) -> None:
    procs, _, _ = _contents_arg(interp, x, who)
    for p in procs:
        proc = interp.procs.get(fold(p))
        if proc is not None and not proc.is_primitive:
            setattr(proc, attr, flag)
            interp.recompile(proc)
        elif proc is None:
            _flag_name(interp, fold(p), attr, flag)


def _flag_name(interp: Any, key: str, attr: str, flag: bool) -> None:
    """BURY, TRACE, STEP ... of a name with no procedure: kept for the procedure defined
    under it later (Berkeley's flags belong to the name)."""
    flags = interp.proc_flags.setdefault(key, {})
    flags[attr] = flag


def _name_flag(interp: Any, key: str, attr: str) -> bool:
    flags = interp.proc_flags.get(key)
    return bool(flags and flags.get(attr))


@primitive("trace", args=1, kind=CMD, env=True)
def trace(interp: Any, x: Any) -> None:
    """TRACE contentslist

    Turns on tracing for the things named in CONTENTSLIST.  A traced
    procedure prints a line each time it is called, with its inputs, and
    another when it stops or outputs, indented by depth.  Primitives can be
    traced too (under the name given: an alias stays quiet).  Changes of
    traced variables and property lists are shown with the procedure that
    made them.

    Example: define "sq [[x] [output :x * :x]] trace "sq print apply "sq [3]"""
    _flag_procs(interp, x, "traced", True, "trace")
    _trace_primitives(interp, x, True)
    _trace_data(interp, x, True, "trace")


@primitive("untrace", args=1, kind=CMD, env=True)
def untrace(interp: Any, x: Any) -> None:
    """UNTRACE contentslist

    Turns off tracing for the things named in CONTENTSLIST, so they run
    quietly again.  Untracing something not traced does nothing.  The things
    themselves are not changed.

    Example: define "sq [[x] [output :x * :x]] trace "sq untrace "sq"""
    _flag_procs(interp, x, "traced", False, "untrace")
    _trace_primitives(interp, x, False)
    _trace_data(interp, x, False, "untrace")


def _trace_primitives(interp: Any, x: Any, flag: bool) -> None:
    """TRACE or UNTRACE the primitives named in X (see primtrace.py)."""
    procs, _, _ = _contents_arg(interp, x, "trace" if flag else "untrace")
    for p in procs:
        key = fold(p)
        proc = interp.procs.get(key)
        if proc is not None and proc.is_primitive:
            (primtrace.trace_primitive if flag else primtrace.untrace_primitive)(interp, key, proc)


def _trace_data(interp: Any, x: Any, flag: bool, who: str) -> None:
    _, names, plists = _contents_arg(interp, x, who)
    for found, target in ((names, interp.traced_names), (plists, interp.traced_plists)):
        for name in found:
            (target.add if flag else target.discard)(fold(name))
    if names:
        interp.invalidate_all()  # compiled MAKEs of these names must now say so


@primitive("tracedp", "traced?", args=1, env=True)
def tracedp(interp: Any, x: Any, _name: str = "tracedp") -> Any:
    """TRACEDP contentslist
    TRACED? contentslist

    Outputs TRUE if the first thing named in CONTENTSLIST is being traced,
    FALSE if not.  A plain word names a procedure.  Use NAMELIST or PLLIST
    to ask about a variable or property list.

    Example: define "sq [[x] [output :x * :x]] trace "sq print tracedp "sq"""
    procs, names, plists = _asked_of(interp, x, _name)
    if procs:
        proc = interp.procs.get(fold(procs[0]))
        if proc is None:
            return _bool(_name_flag(interp, fold(procs[0]), "traced"))
        return _bool(getattr(proc, "traced", False))
    if names:
        return _bool(fold(names[0]) in interp.traced_names)
    return _bool(bool(plists) and fold(plists[0]) in interp.traced_plists)


@primitive("step", args=1, kind=CMD, env=True)
def step(interp: Any, x: Any) -> None:
    """STEP contentslist

    Turns on stepping for the procedures named in CONTENTSLIST: before each
    of their instruction lines runs, the line is shown and Logo waits for
    you to press Return.  Stepped variables show each change.  UNSTEP turns
    it off.

    Example: define "sq [[x] [output :x * :x]] step "sq unstep "sq"""
    _flag_procs(interp, x, "stepped", True, "step")


@primitive("unstep", args=1, kind=CMD, env=True)
def unstep(interp: Any, x: Any) -> None:
    """UNSTEP contentslist

    Turns off stepping for the things named in CONTENTSLIST, so they run
    without pausing at each line again.  Unstepping something not stepped
    does nothing.

    Example: define "sq [[x] [output :x * :x]] step "sq unstep "sq"""
    _flag_procs(interp, x, "stepped", False, "unstep")


@primitive("steppedp", "stepped?", args=1, env=True)
def steppedp(interp: Any, x: Any, _name: str = "steppedp") -> Any:
    """STEPPEDP contentslist
    STEPPED? contentslist

    Outputs TRUE if the first thing named in CONTENTSLIST is being stepped,
    FALSE if not.  A plain word names a procedure.  Use NAMELIST or PLLIST
    to ask about a variable or property list.

    Example: define "sq [[x] [output :x * :x]] print steppedp "sq"""
    procs, _, _ = _asked_of(interp, x, _name)
    if not procs:
        return FALSE
    proc = interp.procs.get(fold(procs[0]))
    if proc is None:
        return _bool(_name_flag(interp, fold(procs[0]), "stepped"))
    return _bool(getattr(proc, "stepped", False))


# ---------------------------------------------------------------- macros


@primitive("macroexpand", args=1, env=True)
def macroexpand(interp: Any, expr: Any) -> Any:
    """MACROEXPAND expr

    EXPR is a list holding a call of a macro with its inputs.  MACROEXPAND
    runs the macro and outputs the instruction list it produces, without
    running that list, so you can see what the macro would do.

    Example: .defmacro "twice [[l] [output se :l :l]] show macroexpand [twice [print 1]]"""
    if expr is NIL:
        raise doesnt_like("first", expr)  # Berkeley's library takes the name with FIRST
    if expr.__class__ is not Pair:
        if not _is_plain_word(expr):
            raise doesnt_like("macroexpand", expr)
        name: Any = word_text(expr)[:1]  # the first character, as FIRST of a word gives
    else:
        name = expr.first
    # Berkeley's library asks MACROP of the name (numbers and lists refused there), then
    # throws "error with (SE name [is not a macro.])
    from ..runtime.berkeley_errors import library_locate

    try:
        is_macro = macrop(interp, name) == "true"
    except LogoError as exc:
        library_locate(exc, "macroexpand")
        raise
    key = fold(word_text(name))
    proc = interp.procs.get(key)
    if proc is not None and proc.is_primitive and key in LIBRARY_MACROS:
        from .macroexpand import expand_library_macro

        return expand_library_macro(interp, key, expr)
    if is_macro and proc is not None and proc.is_primitive:  # REPEAT, IF ...: its library asks TEXT
        exc = LogoError(errors.IS_PRIMITIVE, "%s is a primitive" % word_text(name))
        library_locate(exc, "macroexpand")
        raise exc
    if not is_macro or expr.__class__ is not Pair:
        from ..lang.printer import FULL, print_form

        raise LogoError(errors.USER_ERROR, "%s is not a macro." % print_form(Pair(name, NIL), FULL))
    try:
        return interp.expand_macro(expr)
    except LogoError as exc:
        if proc is not None and exc.located and exc.proc == proc.name:
            exc.proc = "%%%$%macro.procedure"  # the name Berkeley's library runs the body under
        raise


def _is_plain_word(x: Any) -> bool:
    return x.__class__ in (str, ProtectedWord, int, float) and word_text(x) != ""


def workspace_text(interp: Any) -> str:
    lines: list = []
    for p in _user_procs(interp):
        if p not in interp.library_unburied:
            lines.extend(_proc_lines(interp, p, False))
    for n in _var_names(interp):
        lines.append(_pon_line(interp, n, True))
    for pl in _plist_names(interp):
        lines.extend(_popl_lines(interp, pl, True))
    return "".join(line + "\n" for line in lines)


@primitive("save", args=(0, 1, 1), kind=CMD, env=True)
def save(interp: Any, name: Any = None) -> None:
    """SAVE filename

    Writes every procedure, variable and property list that is not buried
    into the file FILENAME, in the form POALL prints, so that LOAD brings
    them back.  An existing file is replaced.  Without an input it uses the
    name given to the last LOAD or SAVE.

    Example: make "x 3 save "/tmp/ws.lg"""
    if name is NIL:  # Berkeley's library SAVE takes [] for its input left out
        raise errors.not_enough("save")
    if name is None:
        if not interp.last_file:
            raise errors.not_enough("save")
        fname = interp.last_file
    else:
        fname = _word(name, "save")
    interp.last_file = fname
    _write_safely(path_of(interp, fname), name if name is not None else fname, workspace_text(interp))


@primitive("help", args=(0, 1, 1), kind=CMD, env=True)
def help_(interp: Any, name: Any = None) -> None:
    """HELP name
    (HELP)

    With a name, describes that primitive, library procedure or special
    variable: its usage lines (every form and abbreviation), whether it is a
    command or an operation, what it does, and an example.  For a procedure
    you defined it shows the title line and the comment lines right after
    it.  With no input it lists every name help is available on.  Berkeley
    Logo's own help files are used instead after SETHELPLOC names their
    folder, or when the environment variable PYLOGO_HELP is berkeley.

    Example: help "forward"""
    from .helptext import contents_text, help_text

    if name is None:
        interp.writer.write(contents_text(interp))
        return
    key = fold(_word(name, "help"))
    proc = interp.procs.get(key)
    if proc is not None and not proc.is_primitive:
        _help_user_proc(interp, proc)
        return
    text = help_text(key, interp)
    if text is None:
        interp.writer.write("No help available on %s.\n" % word_text(name))
        return
    interp.writer.write(text)


def _help_user_proc(interp: Any, proc: Any) -> None:
    """A defined procedure's title line and the comment lines that follow it."""
    lines = printout_lines(proc)
    interp.writer.write(lines[0] + "\n")
    for line in lines[1:]:
        if not line.lstrip().startswith(";"):
            break
        interp.writer.write(line + "\n")


@primitive("gc", args=(0, 0, 1), kind=CMD)
def gc(flag: Any = None) -> None:
    """GC
    (GC anything)

    Asks for unused memory to be reclaimed now.  Berkeley Logo needs this
    occasionally; Python reclaims memory by itself, so here GC is only a
    hint to its garbage collector.  An input, if given, is ignored.

    Example: gc"""
    import gc as _gc

    _gc.collect()


@primitive(".setsegmentsize", args=1, kind=CMD)
def setsegmentsize(size: Any) -> None:
    """.SETSEGMENTSIZE num

    In Berkeley Logo, sets how many nodes are allocated at a time when
    memory runs short.  Python manages memory itself, so here it accepts
    the number and does nothing.

    Example: .setsegmentsize 10000"""
    return None


@primitive("logoplatform", args=0)
def logoplatform() -> Any:
    """LOGOPLATFORM

    Outputs a word naming the kind of system Logo is running on, so that
    programs can adapt to it.  pylogo reports Unix, as Berkeley Logo does
    on Linux and Mac systems.

    Example: print logoplatform"""
    return "Unix"


@primitive("edit", "ed", args=(0, 1, 1), kind=CMD, env=True)
def edit(interp: Any, x: Any = None) -> None:
    """EDIT contentslist
    ED contentslist
    (EDIT)
    (ED)

    Opens the procedures, variables and property lists named in
    CONTENTSLIST in a text editor (the one named by SETEDITOR or the EDITOR
    environment variable).  When you leave the editor, the text is run as
    if it were loaded, so changed definitions take effect.  With no input
    it opens what was last edited.

    Example: if procedurep "nosuch [edit "nosuch]"""
    interp.edit(x if x is not None else NIL)


@primitive("editfile", args=1, kind=CMD, env=True)
def editfile(interp: Any, name: Any) -> None:
    """EDITFILE filename

    Opens the file FILENAME in a text editor and, when you leave the
    editor, loads the file, so that a program kept in a file can be edited
    and run in one step.

    Example: if filep "nosuch.lg [editfile "nosuch.lg]"""
    interp.edit_file(_word(name, "editfile"))


# ---------------------------------------------------------------- locations and library


DEFAULT_CSLS = "/usr/share/ucblogo/csls/"  # (with its slash, as Berkeley names it)


@primitive("cslsload", args=1, kind=CMD, env=True)
def cslsload(interp: Any, name: Any) -> None:
    """CSLSLOAD name

    Loads one of the programs from the book Computer Science Logo Style by
    its name, from the folder of those programs (set with SETCSLSLOC,
    /usr/share/ucblogo/csls by default).  A missing program is an error
    naming the file.

    Example: if filep "/usr/share/ucblogo/csls/ttt [cslsload "ttt]"""
    fname = _word(name, "cslsload")
    path = (interp.csls_dir or DEFAULT_CSLS) + "/" + fname  # Berkeley's way: csls//ttt
    if not os.path.isfile(path) and os.path.isfile(path + ".lg"):
        path += ".lg"
    interp.load_file(path)  # a missing file is named with its whole path


def _location_setter(attr: str, who: str, doc: str):
    def setter(interp: Any, path: Any) -> None:
        setattr(interp, attr, None if path is NIL else _word(path, who))

    setter.__doc__ = doc
    return setter


primitive("setcslsloc", args=1, kind=CMD, env=True)(_location_setter(
    "csls_dir", "setcslsloc", """SETCSLSLOC path

    Tells CSLSLOAD in which folder to look for the programs of Computer
    Science Logo Style, instead of /usr/share/ucblogo/csls.  The empty list
    goes back to that default.  The folder is not checked until CSLSLOAD
    uses it.

    Example: setcslsloc "/usr/share/ucblogo/csls"""))
primitive("setlibloc", args=1, kind=CMD, env=True)(_location_setter("lib_dir", "setlibloc", """SETLIBLOC path

    In Berkeley Logo, names the folder of its library of procedures written
    in Logo.  pylogo has those procedures built in, so the folder is only
    remembered and changes nothing; programs that set it still run.  The
    empty list forgets it.

    Example: setlibloc "/usr/share/ucblogo/logolib"""))
primitive("sethelploc", args=1, kind=CMD, env=True)(_location_setter(
    "help_dir", "sethelploc", """SETHELPLOC path

    Makes HELP read Berkeley Logo's own help files from the folder PATH
    (for example /usr/share/ucblogo/helpfiles) instead of showing pylogo's
    texts; names without a file there still get pylogo's help.  The empty
    list goes back to pylogo's help.

    Example: sethelploc [] help "print"""))
primitive("settemploc", args=1, kind=CMD, env=True)(_location_setter(
    "temp_dir", "settemploc", """SETTEMPLOC path

    Chooses the folder where EDIT puts the temporary file it hands to the
    editor.  If the folder does not exist, or after SETTEMPLOC [], the
    system's usual temporary folder is used.

    Example: settemploc "/tmp"""))
primitive("seteditor", args=1, kind=CMD, env=True)(_location_setter("editor", "seteditor", """SETEDITOR path

    Chooses the program EDIT and EDITFILE run to edit text, given as a
    command name or path (for example nano or emacs).  Without it, or after
    SETEDITOR [], the VISUAL or EDITOR environment variable decides, and
    otherwise the first of nano or vi that is installed.

    Example: seteditor "nano"""))


@primitive("savel", args=(2, 2, 3), kind=CMD, env=True)
def savel(interp: Any, what: Any, name: Any, *_unused: Any) -> None:
    """SAVEL contentslist filename

    Saves the procedures, variables and property lists named in
    CONTENTSLIST into the file FILENAME, in the form POALL prints, so that a
    part of the workspace can be kept apart.  An existing file is replaced.

    Example: make "x 3 savel namelist "x "/tmp/x.lg"""
    procs, names_, plists_ = _contents_arg(interp, what, "po")  # (Berkeley's library SAVEL runs PO)
    lines: list = []
    for p in procs:
        lines.extend(_proc_lines(interp, p, False))
    for n in names_:
        lines.append(_pon_line(interp, n))
    for pl in plists_:
        lines.extend(_popl_lines(interp, pl))
    fname = _word(name, "savel")
    _write_safely(path_of(interp, fname), name, "".join(line + "\n" for line in lines))


def _write_safely(path: str, fname: Any, text: str) -> None:
    """Write TEXT to PATH through a temporary file, so a failure never destroys the old file.
    A symbolic link's file is written; a new file gets the permissions the umask leaves."""
    path = os.path.realpath(path)
    directory = os.path.dirname(path)
    if os.path.isdir(path):
        raise LogoError(errors.CANT_OPEN, "I can't open file %s" % errors.datum(fname))
    tmp = os.path.join(directory, ".pylogo-save-%d-%s" % (os.getpid(), os.path.basename(path)))
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o666)
    except OSError:
        raise LogoError(errors.CANT_OPEN, "I can't open file %s" % errors.datum(fname)) from None
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(textcodec.encode(text))
            f.flush()
            os.fsync(f.fileno())
        if os.path.exists(path):
            try:
                os.chmod(tmp, os.stat(path).st_mode & 0o7777)
            except OSError:
                pass
        os.replace(tmp, path)
    except OSError:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise LogoError(errors.CANT_OPEN, "I can't open file %s" % errors.datum(fname)) from None


@primitive("traced", args=0, env=True)
def traced(interp: Any) -> Any:
    """TRACED

    Outputs a contents list of everything being traced: procedures,
    variables and property lists.  It is empty when nothing is traced.  Pass
    it to UNTRACE to turn all tracing off at once.

    Example: show traced"""
    procs = sorted(k for k, p in interp.procs.items() if p.traced)
    return from_iter([from_iter(procs), from_iter(sorted(interp.traced_names)),
                      from_iter(sorted(interp.traced_plists))])


@primitive("stepped", args=0, env=True)
def stepped(interp: Any) -> Any:
    """STEPPED

    Outputs a contents list of everything being stepped.  It is empty when
    nothing is stepped.  Pass it to UNSTEP to turn all stepping off at once.
    Stepping is turned on with STEP.

    Example: show stepped"""
    procs = sorted(p.key for p in interp.procs.values() if not p.is_primitive and p.stepped)
    return from_iter([from_iter(procs), NIL, NIL])


def _edit_of(maker, doc: str):
    def run(interp: Any, *args: Any) -> None:
        interp.edit(maker(interp, *args))

    run.__doc__ = doc
    return run


primitive("edall", args=0, kind=CMD, env=True)(_edit_of(lambda interp: contents(interp), """EDALL

    Opens every procedure, variable and property list that is not buried in
    the editor, as EDIT CONTENTS would; what you save is then run, so
    changes take effect.

    Example: if 1 = 0 [edall]"""))
primitive("edps", args=0, kind=CMD, env=True)(_edit_of(
    lambda interp: from_iter([procedures(interp), NIL, NIL]), """EDPS

    Opens all procedures that are not buried in the editor at once; when
    you leave the editor the changed definitions are read back in.
    Variables and property lists are left out.

    Example: if 1 = 0 [edps]"""))
primitive("edns", args=0, kind=CMD, env=True)(_edit_of(lambda interp: names(interp), """EDNS

    Opens all variables that are not buried in the editor, as MAKE
    instructions; when you leave the editor, the instructions are run so
    the values you changed are set.

    Example: if 1 = 0 [edns]"""))
primitive("edpls", args=0, kind=CMD, env=True)(_edit_of(lambda interp: plists(interp), """EDPLS

    Opens all property lists that are not buried in the editor, as PPROP
    instructions; when you leave the editor, the instructions are run so
    the properties you changed are set.

    Example: if 1 = 0 [edpls]"""))
primitive("edn", args=1, kind=CMD, env=True)(_edit_of(lambda interp, x: namelist(x), """EDN varname
    EDN varnamelist

    Opens the named variables (one name or a list of names) in the editor
    as MAKE instructions; leaving the editor runs them, so edited values
    take effect.

    Example: if 1 = 0 [edn "x]"""))
primitive("edpl", args=1, kind=CMD, env=True)(_edit_of(lambda interp, x: pllist(x), """EDPL plname
    EDPL plnamelist

    Opens the named property lists (one name or a list of names) in the
    editor as PPROP instructions; leaving the editor runs them, so edited
    properties take effect.

    Example: if 1 = 0 [edpl "fido]"""))
