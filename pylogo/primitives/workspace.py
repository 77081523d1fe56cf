"""Workspace management: definitions, variables, property lists, listing, erasing, load and save."""

from __future__ import annotations

import os
from typing import Any

from .. import errors
from ..data import (
    FALSE,
    NIL,
    TRUE,
    Array,
    Pair,
    ProtectedWord,
    from_iter,
    is_list,
    parse_number,
    to_pylist,
    word_text,
)
from ..definitions import define as define_proc
from ..definitions import fulltext_of, printout_lines, text_of
from ..errors import LogoError, doesnt_like
from ..printer import FULL, print_form, readable_word, show_form
from ..procedures import CMD, MAYBE, REGISTRY, primitive

WORDS = (str, int, float, ProtectedWord)


def _word(x: Any, who: str) -> str:
    if x.__class__ in WORDS:
        return word_text(x)
    raise doesnt_like(who, x)


def _proc_name(x: Any, who: str) -> str:
    """A procedure name asked about: a number is no name (Berkeley rejects it)."""
    text = _word(x, who)
    if x.__class__ in (int, float) or parse_number(text) is not None:
        raise doesnt_like(who, x)
    return text


def _bool(flag: bool) -> str:
    return TRUE if flag else FALSE


# ---------------------------------------------------------------- definitions


@primitive("define", args=2, kind=CMD, env=True)
def define(interp: Any, name: Any, text: Any) -> None:
    """DEFINE procname text : defines a procedure from a list like TEXT outputs."""
    define_proc(interp, name, text)


@primitive(".defmacro", args=2, kind=CMD, env=True)
def defmacro(interp: Any, name: Any, text: Any) -> None:
    """.DEFMACRO procname text : like DEFINE, but makes a macro."""
    define_proc(interp, name, text, ".defmacro", is_macro=True)


def _user_proc(interp: Any, name: Any, who: str) -> Any:
    key = _proc_name(name, who).lower()
    proc = interp.procs.get(key)
    if proc is None:
        raise errors.dont_know(word_text(name))
    if proc.is_primitive:
        raise LogoError(errors.IS_PRIMITIVE, "%s is a primitive" % word_text(name))
    return proc


@primitive("text", args=1, env=True)
def text(interp: Any, name: Any) -> Any:
    """TEXT procname : the procedure's inputs and instruction lines, as DEFINE takes them."""
    return text_of(_user_proc(interp, name, "text"))


@primitive("fulltext", args=1, env=True)
def fulltext(interp: Any, name: Any) -> Any:
    """FULLTEXT procname : the procedure's text as typed, with comments and spacing."""
    return fulltext_of(_user_proc(interp, name, "fulltext"))


@primitive("copydef", args=2, kind=CMD, env=True)
def copydef(interp: Any, new: Any, old: Any) -> None:
    """COPYDEF newname oldname : makes NEWNAME a procedure with the same definition as OLDNAME."""
    new_name = _proc_name(new, "copydef")
    old_key = _proc_name(old, "copydef").lower()
    proc = interp.procs.get(old_key)
    if proc is None:
        raise errors.dont_know(word_text(old))
    existing = interp.procs.get(new_name.lower())
    if existing is not None and existing.is_primitive and not interp._redefp():
        raise LogoError(errors.IS_PRIMITIVE, "%s is a primitive" % new_name)
    if proc.is_primitive:
        interp.install_primitive_alias(new_name, proc)
        return
    from ..procedures import UserProc

    copy = UserProc(new_name, proc.formals, getattr(proc, "explicit_default", None), proc.lines,
                    _renamed_raw(proc, new_name), proc.is_macro)
    copy.explicit_default = getattr(proc, "explicit_default", None)
    interp.define(copy)


def _renamed_raw(proc: Any, new_name: str) -> Any:
    """The copy's text: the original lines with the new name in the title line."""
    if proc.raw is None:
        return None
    raw = list(proc.raw)
    title = raw[0]
    stripped = title.lstrip()
    keyword, _, rest = stripped.partition(" ")
    rest = rest.lstrip()
    old, _, tail = rest.partition(" ")
    if old.lower() == proc.name.lower():
        indent = title[: len(title) - len(stripped)]
        raw[0] = indent + keyword + " " + new_name + (" " + tail if tail else "")
    return raw


# ---------------------------------------------------------------- variables


@primitive("make", args=2, kind=CMD, env=True)
def make(interp: Any, name: Any, value: Any) -> None:
    """MAKE varname value : gives the variable a value."""
    _assign(interp, _word(name, "make"), value)


@primitive("name", args=2, kind=CMD, env=True)
def name_(interp: Any, value: Any, name: Any) -> None:
    """NAME value varname : MAKE with the inputs the other way round."""
    _assign(interp, _word(name, "name"), value)


def _assign(interp: Any, name: str, value: Any) -> None:
    key = name.lower()
    interp.V[key] = value
    if key in interp.traced_names:
        interp.trace_assignment("Make %s %s" % (_quoted(name), _traced_value_text(value)))


def _names(args: tuple, who: str) -> list:
    out = []
    for x in args:
        if is_list(x):
            out.extend(_word(m, who) for m in x)
        else:
            out.append(_word(x, who))
    return out


@primitive("local", args=(1, 1, -1), kind=CMD, env=True)
def local(interp: Any, *args: Any) -> None:
    """LOCAL varname (LOCAL varname1 ...) : makes the variables local to the running procedure."""
    for n in _names(args, "local"):
        interp.local(n)


@primitive("localmake", args=2, kind=CMD, env=True)
def localmake(interp: Any, name: Any, value: Any) -> None:
    """LOCALMAKE varname value : LOCAL and MAKE in one."""
    word = _word(name, "localmake")
    interp.local_make(word.lower(), value)
    if word.lower() in interp.traced_names:
        interp.trace_assignment("Make %s %s" % (_quoted(word), _traced_value_text(value)))


@primitive("thing", args=1, env=True)
def thing(interp: Any, name: Any) -> Any:
    """THING varname : the variable's value (:NAME is short for THING "NAME)."""
    text = _word(name, "thing")
    value = interp.V.get(text.lower(), _ABSENT)
    if value is _ABSENT:
        raise errors.no_value(text)
    return value


_ABSENT = object()


@primitive("global", args=(1, 1, -1), kind=CMD, env=True)
def global_(interp: Any, *args: Any) -> None:
    """GLOBAL varname (GLOBAL varname1 ...) : declares global variables."""
    for n in _names(args, "global"):
        interp.globals_declared.add(n.lower())


# ---------------------------------------------------------------- property lists


def _plist_key(x: Any, who: str) -> str:
    return _word(x, who).lower()


@primitive("pprop", args=3, kind=CMD, env=True)
def pprop(interp: Any, plist: Any, prop: Any, value: Any) -> None:
    """PPROP plistname propname value : puts a property into a property list."""
    key = _plist_key(plist, "pprop")
    pkey = _word(prop, "pprop")
    entries = interp.plists.get(key)
    if entries is None:
        entries = interp.plists[key] = {}
    low = pkey.lower()
    entry = entries.get(low)
    if entry is None:
        entries[low] = [pkey, value]  # newest last here; listed newest first
    else:
        entry[1] = value
    if key in interp.traced_plists:
        interp.trace_assignment("Pprop %s %s %s" % (_quoted(word_text(plist)), _traced_value_text(prop),
                                                   _traced_value_text(value)))


@primitive("gprop", args=2, env=True)
def gprop(interp: Any, plist: Any, prop: Any) -> Any:
    """GPROP plistname propname : the property's value, or [] if there is none."""
    key = _plist_key(plist, "gprop")
    pkey = _word(prop, "gprop").lower()
    entries = interp.plists.get(key)
    if entries:
        entry = entries.get(pkey)
        if entry is not None:
            return entry[1]
    return NIL


@primitive("remprop", args=2, kind=CMD, env=True)
def remprop(interp: Any, plist: Any, prop: Any) -> None:
    """REMPROP plistname propname : removes a property."""
    key = _plist_key(plist, "remprop")
    pkey = _word(prop, "remprop").lower()
    entries = interp.plists.get(key)
    if entries:
        entries.pop(pkey, None)
        if not entries:
            del interp.plists[key]


@primitive("plist", args=1, env=True)
def plist(interp: Any, name: Any) -> Any:
    """PLIST plistname : the property list as [prop value prop value ...]."""
    items = []
    for prop, value in reversed(list(interp.plists.get(_plist_key(name, "plist"), {}).values())):
        items.append(prop)
        items.append(value)
    return from_iter(items)


# ---------------------------------------------------------------- predicates


@primitive("procedurep", "procedure?", args=1, env=True)
def procedurep(interp: Any, name: Any) -> Any:
    """PROCEDUREP name : TRUE if NAME is a procedure (primitive or defined)."""
    return _bool(_word(name, "procedurep").lower() in interp.procs)


@primitive("primitivep", "primitive?", args=1, env=True)
def primitivep(interp: Any, name: Any) -> Any:
    """PRIMITIVEP name : TRUE if NAME is a primitive."""
    proc = interp.procs.get(_proc_name(name, "primitivep").lower())
    return _bool(proc is not None and proc.is_primitive and not proc.library)


@primitive("definedp", "defined?", args=1, env=True)
def definedp(interp: Any, name: Any) -> Any:
    """DEFINEDP name : TRUE if NAME is a procedure defined in Logo (by the user or the library)."""
    proc = interp.procs.get(_proc_name(name, "definedp").lower())
    return _bool(proc is not None and (not proc.is_primitive or proc.library))


@primitive("namep", "name?", args=1, env=True)
def namep(interp: Any, name: Any) -> Any:
    """NAMEP name : TRUE if NAME is a variable with a value."""
    return _bool(_word(name, "namep").lower() in interp.V)


@primitive("plistp", "plist?", args=1, env=True)
def plistp(interp: Any, name: Any) -> Any:
    """PLISTP name : TRUE if NAME has a non-empty property list."""
    return _bool(bool(interp.plists.get(_word(name, "plistp").lower())))


@primitive("macrop", "macro?", args=1, env=True)
def macrop(interp: Any, name: Any) -> Any:
    """MACROP name : TRUE if NAME is a macro."""
    proc = interp.procs.get(_proc_name(name, "macrop").lower())
    return _bool(proc is not None and (proc.is_macro or proc.name in LIBRARY_MACROS))


# Library procedures that Berkeley Logo writes as macros.
LIBRARY_MACROS = frozenset(["for", "foreach", "while", "until", "do.while", "do.until", "case", "cond",
                            "localmake"])


# ---------------------------------------------------------------- queries


def _user_procs(interp: Any, include_buried: bool = False) -> list:
    return sorted(p.key for p in interp.procs.values()
                  if not p.is_primitive and (include_buried or not p.buried))


def _var_names(interp: Any, include_buried: bool = False) -> list:
    return sorted(k for k in interp.V
                  if k not in interp.system_variables and (include_buried or k not in interp.buried_names))


def _plist_names(interp: Any, include_buried: bool = False) -> list:
    return sorted(k for k, v in interp.plists.items()
                  if v and (include_buried or k not in interp.buried_plists))


@primitive("contents", args=0, env=True)
def contents(interp: Any) -> Any:
    """CONTENTS : [[procedures] [variables] [property lists]] of the workspace (not buried)."""
    return from_iter([from_iter(_user_procs(interp)), from_iter(_var_names(interp)),
                      from_iter(_plist_names(interp))])


@primitive("buried", args=0, env=True)
def buried(interp: Any) -> Any:
    """BURIED : a contents list of the buried procedures, variables and property lists."""
    procs = sorted(p.key for p in interp.procs.values() if not p.is_primitive and p.buried)
    names = sorted(k for k in interp.buried_names if k in interp.V)
    plists = sorted(k for k in interp.buried_plists if interp.plists.get(k))
    return from_iter([from_iter(procs), from_iter(names), from_iter(plists)])


@primitive("procedures", args=0, env=True)
def procedures(interp: Any) -> Any:
    """PROCEDURES : a list of the defined procedures (not buried)."""
    return from_iter(_user_procs(interp))


@primitive("primitives", args=0, env=True)
def primitives(interp: Any) -> Any:
    """PRIMITIVES : a list of the primitive procedures."""
    return from_iter(sorted(k for k, p in interp.procs.items() if p.is_primitive and not p.library))


@primitive("names", args=0, env=True)
def names(interp: Any) -> Any:
    """NAMES : a contents list of the variables (not buried)."""
    return from_iter([NIL, from_iter(_var_names(interp))])


@primitive("plists", args=0, env=True)
def plists(interp: Any) -> Any:
    """PLISTS : a contents list of the property lists (not buried)."""
    return from_iter([NIL, NIL, from_iter(_plist_names(interp))])


@primitive("namelist", args=1)
def namelist(x: Any) -> Any:
    """NAMELIST varname(list) : a contents list naming those variables."""
    items = to_pylist(x) if is_list(x) else [x]
    return from_iter([NIL, from_iter(items)])


@primitive("pllist", args=1)
def pllist(x: Any) -> Any:
    """PLLIST plname(list) : a contents list naming those property lists."""
    items = to_pylist(x) if is_list(x) else [x]
    return from_iter([NIL, NIL, from_iter(items)])


@primitive("arity", args=1, env=True)
def arity(interp: Any, name: Any) -> Any:
    """ARITY procname : [minimum default maximum] numbers of inputs (-1 for no maximum)."""
    proc = interp.procs.get(_proc_name(name, "arity").lower())
    if proc is None:
        raise errors.dont_know(word_text(name))
    if proc.special_form:  # TO and .MACRO read the rest of their line
        return from_iter([-1, -1, -1])
    return from_iter(list(proc.arity))


@primitive("nodes", args=0)
def nodes() -> Any:
    """NODES : [nodes-in-use max-nodes-used] (memory is managed by Python here)."""
    return from_iter([0, 0])


# ---------------------------------------------------------------- contents lists


def _contents_arg(interp: Any, x: Any, who: str) -> tuple:
    """Procedure, variable and property list names from a name or contents list."""
    if x.__class__ in WORDS:
        return [word_text(x)], [], []
    if not is_list(x):
        raise doesnt_like(who, x)
    items = to_pylist(x)
    if items and all(i.__class__ in WORDS for i in items):
        return [word_text(i) for i in items], [], []
    parts = [[], [], []]
    for i, part in enumerate(items[:3]):
        if part.__class__ in WORDS:
            parts[i] = [word_text(part)]
        elif is_list(part):
            parts[i] = [_word(p, who) for p in part]
        else:
            raise doesnt_like(who, x)
    return parts[0], parts[1], parts[2]


def _pon_line(interp: Any, name: str) -> str:
    value = interp.V[name.lower()]
    return "Make %s %s" % (_quoted(name), _value_text(value, interp.full_printer()))


def _quoted(word: str) -> str:
    return '"' + readable_word(word)


def _value_text(value: Any, printer: Any = FULL) -> str:
    """A value as PONS writes it: words quoted unless they are numbers, bars kept."""
    if value.__class__ in (int, float):
        return show_form(value)
    if value.__class__ in (str, ProtectedWord):
        return value if parse_number(value) is not None else _quoted(value)
    return show_form(value, printer)


def _traced_value_text(value: Any) -> str:
    """A value as a traced MAKE or PPROP reports it: like PONS, without bars."""
    if value.__class__ in (str, ProtectedWord) and parse_number(value) is None:
        return '"' + print_form(value)
    if value.__class__ in (str, ProtectedWord):
        return value
    return show_form(value)


def _popl_lines(interp: Any, name: str) -> list:
    lines = []
    printer = interp.full_printer()
    for prop, value in reversed(list(interp.plists.get(name.lower(), {}).values())):
        shown = (_value_text(prop, printer), _value_text(value, printer))
        lines.append("Pprop %s %s %s" % ((_quoted(name),) + shown))
    return lines


def _proc_lines(interp: Any, name: str, titles_only: bool) -> list:
    proc = interp.procs.get(name.lower())
    if proc is None:
        raise errors.dont_know(name)
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
            if interp.plists.get(pl.lower()):
                shown = show_form(plist(interp, pl), interp.full_printer())
                _write_lines(interp, ["Plist %s = %s" % (_value_text(pl), shown)])
        else:
            _write_lines(interp, _popl_lines(interp, pl))


@primitive("printout", "po", args=1, kind=CMD, env=True)
def printout(interp: Any, x: Any, _name: str = "printout") -> None:
    """PRINTOUT contentslist : prints the definitions of the named procedures, variables, property lists."""
    _printout(interp, x, False, _name)


@primitive("pot", args=1, kind=CMD, env=True)
def pot(interp: Any, x: Any) -> None:
    """POT contentslist : prints the title lines of the named procedures."""
    _printout(interp, x, True, "pot")


@primitive("pon", args=1, kind=CMD, env=True)
def pon(interp: Any, x: Any) -> None:
    """PON varname(list) : prints the named variables as MAKE instructions."""
    if x.__class__ is Array:  # Berkeley's library PON hands it to PO, which refuses it
        raise LogoError(errors.USER_ERROR, "po doesn't like %s as input" % show_form(x))
    for n in ([word_text(x)] if x.__class__ in WORDS else [_word(i, "pon") for i in to_pylist(x)]):
        interp.writer.write(_pon_line(interp, n) + "\n")


@primitive("popl", args=1, kind=CMD, env=True)
def popl(interp: Any, x: Any) -> None:
    """POPL plname(list) : prints the named property lists as PPROP instructions."""
    for n in ([word_text(x)] if x.__class__ in WORDS else [_word(i, "popl") for i in to_pylist(x)]):
        _write_lines(interp, _popl_lines(interp, n))


@primitive("pops", args=0, kind=CMD, env=True)
def pops(interp: Any) -> None:
    """POPS : prints the definitions of all unburied procedures."""
    for p in _user_procs(interp):
        _write_lines(interp, _proc_lines(interp, p, False))


@primitive("pots", args=0, kind=CMD, env=True)
def pots(interp: Any) -> None:
    """POTS : prints the title lines of all unburied procedures."""
    for p in _user_procs(interp):
        _write_lines(interp, _proc_lines(interp, p, True))


@primitive("pons", args=0, kind=CMD, env=True)
def pons(interp: Any) -> None:
    """PONS : prints all unburied variables as MAKE instructions."""
    for n in _var_names(interp):
        interp.writer.write(_pon_line(interp, n) + "\n")


@primitive("popls", args=0, kind=CMD, env=True)
def popls(interp: Any) -> None:
    """POPLS : prints all unburied property lists as PPROP instructions."""
    for n in _plist_names(interp):
        _write_lines(interp, _popl_lines(interp, n))


@primitive("poall", args=0, kind=CMD, env=True)
def poall(interp: Any) -> None:
    """POALL : prints everything in the workspace (not buried)."""
    pops(interp)
    pons(interp)
    popls(interp)


# ---------------------------------------------------------------- erasing


def _erase(interp: Any, procs: list, names_: list, plists_: list) -> None:
    for p in procs:
        key = p.lower()
        proc = interp.procs.get(key)
        if proc is None:
            continue
        if proc.is_primitive and not proc.library and not interp._redefp():
            raise LogoError(errors.IS_PRIMITIVE, "%s is a primitive" % p)
        if proc.is_primitive and proc.library:
            continue
        interp.erase_proc(key)
    for n in names_:
        interp.V.pop(n.lower(), None)
        interp.buried_names.discard(n.lower())
    for pl in plists_:
        interp.plists.pop(pl.lower(), None)


@primitive("erase", "er", args=1, kind=CMD, env=True)
def erase(interp: Any, x: Any, _name: str = "erase") -> None:
    """ERASE contentslist : erases the named procedures, variables and property lists."""
    _erase(interp, *_contents_arg(interp, x, _name))


@primitive("erall", args=0, kind=CMD, env=True)
def erall(interp: Any) -> None:
    """ERALL : erases all unburied procedures, variables and property lists."""
    _erase(interp, _user_procs(interp), _var_names(interp), _plist_names(interp))


@primitive("erps", args=0, kind=CMD, env=True)
def erps(interp: Any) -> None:
    """ERPS : erases all unburied procedures."""
    _erase(interp, _user_procs(interp), [], [])


@primitive("erns", args=0, kind=CMD, env=True)
def erns(interp: Any) -> None:
    """ERNS : erases all unburied variables."""
    _erase(interp, [], _var_names(interp), [])


@primitive("erpls", args=0, kind=CMD, env=True)
def erpls(interp: Any) -> None:
    """ERPLS : erases all unburied property lists."""
    _erase(interp, [], [], _plist_names(interp))


def _word_or_list(x: Any, who: str) -> list:
    if x.__class__ in WORDS:
        return [word_text(x)]
    if is_list(x):
        return [_word(i, who) for i in x]
    raise doesnt_like(who, x)


@primitive("ern", args=1, kind=CMD, env=True)
def ern(interp: Any, x: Any) -> None:
    """ERN varname(list) : erases the named variables."""
    _erase(interp, [], _word_or_list(x, "ern"), [])


@primitive("erpl", args=1, kind=CMD, env=True)
def erpl(interp: Any, x: Any) -> None:
    """ERPL plname(list) : erases the named property lists."""
    _erase(interp, [], [], _word_or_list(x, "erpl"))


# ---------------------------------------------------------------- burying


def _bury(interp: Any, x: Any, flag: bool, who: str) -> None:
    procs, names_, plists_ = _contents_arg(interp, x, who)
    for p in procs:
        proc = interp.procs.get(p.lower())
        if proc is not None and not proc.is_primitive:
            proc.buried = flag
    for n in names_:
        (interp.buried_names.add if flag else interp.buried_names.discard)(n.lower())
    for pl in plists_:
        (interp.buried_plists.add if flag else interp.buried_plists.discard)(pl.lower())


@primitive("bury", args=1, kind=CMD, env=True)
def bury(interp: Any, x: Any) -> None:
    """BURY contentslist : hides the named things from listings and ERALL."""
    _bury(interp, x, True, "bury")


@primitive("unbury", args=1, kind=CMD, env=True)
def unbury(interp: Any, x: Any) -> None:
    """UNBURY contentslist : undoes BURY."""
    _bury(interp, x, False, "unbury")


@primitive("buryall", args=0, kind=CMD, env=True)
def buryall(interp: Any) -> None:
    """BURYALL : buries everything in the workspace."""
    _bury(interp, contents(interp), True, "buryall")


@primitive("unburyall", args=0, kind=CMD, env=True)
def unburyall(interp: Any) -> None:
    """UNBURYALL : unburies everything."""
    _bury(interp, buried(interp), False, "unburyall")


@primitive("buryname", args=1, kind=CMD, env=True)
def buryname(interp: Any, x: Any) -> None:
    """BURYNAME varname(list) : buries the named variables."""
    _bury(interp, from_iter([NIL, from_iter(_word_or_list(x, "buryname"))]), True, "buryname")


@primitive("unburyname", args=1, kind=CMD, env=True)
def unburyname(interp: Any, x: Any) -> None:
    """UNBURYNAME varname(list) : unburies the named variables."""
    _bury(interp, from_iter([NIL, from_iter(_word_or_list(x, "unburyname"))]), False, "unburyname")


@primitive("buriedp", "buried?", args=1, env=True)
def buriedp(interp: Any, x: Any) -> Any:
    """BURIEDP contentslist : TRUE if the first thing named is buried."""
    if x is NIL:
        raise errors.doesnt_like_unrec("buriedp", x)
    procs, names_, plists_ = _contents_arg(interp, x, "buriedp")
    if procs:
        proc = interp.procs.get(procs[0].lower())
        return _bool(proc is not None and not proc.is_primitive and proc.buried)
    if names_:
        return _bool(names_[0].lower() in interp.buried_names)
    if plists_:
        return _bool(plists_[0].lower() in interp.buried_plists)
    return FALSE


# ---------------------------------------------------------------- trace and step


def _flag_procs(interp: Any, x: Any, attr: str, flag: bool, who: str) -> None:
    procs, _, _ = _contents_arg(interp, x, who)
    for p in procs:
        proc = interp.procs.get(p.lower())
        if proc is not None and not proc.is_primitive:
            setattr(proc, attr, flag)
            interp.recompile(proc)


@primitive("trace", args=1, kind=CMD, env=True)
def trace(interp: Any, x: Any) -> None:
    """TRACE contentslist : shows calls and outputs of procedures, changes of variables and plists."""
    _flag_procs(interp, x, "traced", True, "trace")
    _trace_data(interp, x, True, "trace")


@primitive("untrace", args=1, kind=CMD, env=True)
def untrace(interp: Any, x: Any) -> None:
    """UNTRACE contentslist : stops TRACE."""
    _flag_procs(interp, x, "traced", False, "untrace")
    _trace_data(interp, x, False, "untrace")


def _trace_data(interp: Any, x: Any, flag: bool, who: str) -> None:
    _, names, plists = _contents_arg(interp, x, who)
    for found, target in ((names, interp.traced_names), (plists, interp.traced_plists)):
        for name in found:
            (target.add if flag else target.discard)(name.lower())
    if names:
        interp.invalidate_all()  # compiled MAKEs of these names must now say so


@primitive("tracedp", "traced?", args=1, env=True)
def tracedp(interp: Any, x: Any) -> Any:
    """TRACEDP contentslist : TRUE if the first procedure named is traced."""
    procs, names, plists = _contents_arg(interp, x, "tracedp")
    if procs:
        proc = interp.procs.get(procs[0].lower())
        return _bool(proc is not None and getattr(proc, "traced", False))
    if names:
        return _bool(names[0].lower() in interp.traced_names)
    return _bool(bool(plists) and plists[0].lower() in interp.traced_plists)


@primitive("step", args=1, kind=CMD, env=True)
def step(interp: Any, x: Any) -> None:
    """STEP contentslist : shows each line of the named procedures before running it."""
    _flag_procs(interp, x, "stepped", True, "step")


@primitive("unstep", args=1, kind=CMD, env=True)
def unstep(interp: Any, x: Any) -> None:
    """UNSTEP contentslist : stops STEP."""
    _flag_procs(interp, x, "stepped", False, "unstep")


@primitive("steppedp", "stepped?", args=1, env=True)
def steppedp(interp: Any, x: Any) -> Any:
    """STEPPEDP contentslist : TRUE if the first procedure named is stepped."""
    procs, _, _ = _contents_arg(interp, x, "steppedp")
    proc = interp.procs.get(procs[0].lower()) if procs else None
    return _bool(proc is not None and getattr(proc, "stepped", False))


# ---------------------------------------------------------------- macros


@primitive("macroexpand", args=1, env=True)
def macroexpand(interp: Any, expr: Any) -> Any:
    """MACROEXPAND expr : the instructions a macro call outputs (the call is a list)."""
    if expr.__class__ is not Pair:
        raise doesnt_like("macroexpand", expr)
    name = expr.first
    proc = interp.procs.get(_word(name, "macroexpand").lower())
    if proc is None or not proc.is_macro:
        raise LogoError(errors.USER_ERROR, "%s is not a macro." % word_text(name))
    return interp.expand_macro(expr)


# ---------------------------------------------------------------- files of the workspace


@primitive("load", args=1, kind=CMD, env=True)
def load(interp: Any, name: Any) -> None:
    """LOAD filename : reads and runs the file's instructions and definitions."""
    from .files import path_of

    if name.__class__ is Array:
        raise LogoError(errors.CANT_OPEN, "I can't open file %s" % show_form(name))
    path = path_of(interp, _word(name, "load"))
    if os.path.isdir(path):
        raise LogoError(errors.CANT_OPEN, "I can't open file %s" % word_text(name))
    interp.last_file = word_text(name)
    interp.load_file(path, word_text(name))


def workspace_text(interp: Any) -> str:
    lines: list = []
    for p in _user_procs(interp):
        lines.extend(_proc_lines(interp, p, False))
    for n in _var_names(interp):
        lines.append(_pon_line(interp, n))
    for pl in _plist_names(interp):
        lines.extend(_popl_lines(interp, pl))
    return "".join(line + "\n" for line in lines)


@primitive("save", args=(0, 1, 1), kind=CMD, env=True)
def save(interp: Any, name: Any = None) -> None:
    """SAVE filename : writes the workspace's definitions to the file (all or nothing)."""
    from .files import path_of

    if name is None:
        if not interp.last_file:
            raise errors.not_enough("save")
        fname = interp.last_file
    else:
        fname = _word(name, "save")
    interp.last_file = fname
    _write_safely(path_of(interp, fname), fname, workspace_text(interp))


@primitive("help", args=(0, 1, 1), kind=CMD, env=True)
def help_(interp: Any, name: Any = None) -> None:
    """HELP (HELP name) : lists the primitives, or describes one."""
    if name is None:
        names_ = sorted(REGISTRY)
        width = max(len(n) for n in names_) + 2
        per_line = max(1, 78 // width)
        for i in range(0, len(names_), per_line):
            interp.writer.write("".join(n.ljust(width) for n in names_[i : i + per_line]).rstrip() + "\n")
        return
    key = _word(name, "help").lower()
    proc = REGISTRY.get(key) or interp.procs.get(key)
    if proc is None:
        interp.writer.write("No help available on %s.\n" % word_text(name))
        return
    if not proc.is_primitive:
        _help_user_proc(interp, proc)
        return
    doc = proc.doc or "No help available on %s." % word_text(name)
    interp.writer.write(doc + "\n")


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
    """GC : collects garbage (Python does this by itself)."""
    import gc as _gc

    _gc.collect()


@primitive(".setsegmentsize", args=1, kind=CMD)
def setsegmentsize(size: Any) -> None:
    """.SETSEGMENTSIZE num : has no effect here."""
    return None


@primitive("logoplatform", args=0)
def logoplatform() -> Any:
    """LOGOPLATFORM : the kind of system Logo runs on."""
    return "Unix"


@primitive("edit", "ed", args=(0, 1, 1), kind=CMD, env=True)
def edit(interp: Any, x: Any = None) -> None:
    """EDIT contentslist : edits the definitions with your editor, then runs what you saved."""
    interp.edit(x if x is not None else NIL)


@primitive("editfile", args=1, kind=CMD, env=True)
def editfile(interp: Any, name: Any) -> None:
    """EDITFILE filename : edits a file with your editor, then loads it."""
    interp.edit_file(_word(name, "editfile"))


__all__ = ["MAYBE"]


# ---------------------------------------------------------------- locations and library


DEFAULT_CSLS = "/usr/share/ucblogo/csls"


@primitive("cslsload", args=1, kind=CMD, env=True)
def cslsload(interp: Any, name: Any) -> None:
    """CSLSLOAD name : loads a Computer Science Logo Style program by name."""
    fname = _word(name, "cslsload")
    path = os.path.join(interp.csls_dir or DEFAULT_CSLS, fname)
    if not os.path.isfile(path) and os.path.isfile(path + ".lg"):
        path += ".lg"
    interp.load_file(path)  # a missing file is named with its whole path


def _location_setter(attr: str, who: str):
    def setter(interp: Any, path: Any) -> None:
        setattr(interp, attr, None if path is NIL else _word(path, who))

    setter.__doc__ = "%s path : sets where Logo looks for its files of that kind." % who.upper()
    return setter


primitive("setcslsloc", args=1, kind=CMD, env=True)(_location_setter("csls_dir", "setcslsloc"))
primitive("setlibloc", args=1, kind=CMD, env=True)(_location_setter("lib_dir", "setlibloc"))
primitive("sethelploc", args=1, kind=CMD, env=True)(_location_setter("help_dir", "sethelploc"))
primitive("settemploc", args=1, kind=CMD, env=True)(_location_setter("temp_dir", "settemploc"))
primitive("seteditor", args=1, kind=CMD, env=True)(_location_setter("editor", "seteditor"))


@primitive("savel", args=(2, 2, 3), kind=CMD, env=True)
def savel(interp: Any, what: Any, name: Any, *_unused: Any) -> None:
    """SAVEL contentslist filename : saves the named procedures, variables and property lists."""
    from .files import path_of

    procs, names_, plists_ = _contents_arg(interp, what, "savel")
    lines: list = []
    for p in procs:
        lines.extend(_proc_lines(interp, p, False))
    for n in names_:
        lines.append(_pon_line(interp, n))
    for pl in plists_:
        lines.extend(_popl_lines(interp, pl))
    fname = _word(name, "savel")
    _write_safely(path_of(interp, fname), fname, "".join(line + "\n" for line in lines))


def _write_safely(path: str, fname: str, text: str) -> None:
    """Write TEXT to PATH through a temporary file, so a failure never destroys the old file."""
    import tempfile

    directory = os.path.dirname(os.path.abspath(path))
    if os.path.isdir(path):
        raise LogoError(errors.CANT_OPEN, "I can't open file %s" % fname)
    try:
        fd, tmp = tempfile.mkstemp(prefix=".pylogo-save-", dir=directory)
    except OSError:
        raise LogoError(errors.CANT_OPEN, "I can't open file %s" % fname) from None
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(text.encode("utf-8", "surrogateescape"))
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
        raise LogoError(errors.CANT_OPEN, "I can't open file %s" % fname) from None


@primitive("traced", args=0, env=True)
def traced(interp: Any) -> Any:
    """TRACED : a contents list of the traced procedures, variables and property lists."""
    procs = sorted(p.key for p in interp.procs.values() if not p.is_primitive and p.traced)
    return from_iter([from_iter(procs), from_iter(sorted(interp.traced_names)),
                      from_iter(sorted(interp.traced_plists))])


@primitive("stepped", args=0, env=True)
def stepped(interp: Any) -> Any:
    """STEPPED : a contents list of the stepped procedures."""
    procs = sorted(p.key for p in interp.procs.values() if not p.is_primitive and p.stepped)
    return from_iter([from_iter(procs), NIL, NIL])


def _edit_of(maker):
    def run(interp: Any, *args: Any) -> None:
        interp.edit(maker(interp, *args))

    return run


primitive("edall", args=0, kind=CMD, env=True)(_edit_of(lambda interp: contents(interp)))
primitive("edps", args=0, kind=CMD, env=True)(
    _edit_of(lambda interp: from_iter([procedures(interp), NIL, NIL])))
primitive("edns", args=0, kind=CMD, env=True)(_edit_of(lambda interp: names(interp)))
primitive("edpls", args=0, kind=CMD, env=True)(_edit_of(lambda interp: plists(interp)))
primitive("edn", args=1, kind=CMD, env=True)(_edit_of(lambda interp, x: namelist(x)))
primitive("edpl", args=1, kind=CMD, env=True)(_edit_of(lambda interp, x: pllist(x)))
