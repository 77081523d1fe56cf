"""Workspace management: definitions, variables, property lists, predicates, erasing and load.

The primitives a person at the keyboard uses more than programs do (CONTENTS, PO ...,
BURY, TRACE, STEP, SAVE, HELP, EDIT) are in workspace_tools.py, imported when first
used.  The parts of the interpreter it uses (pylogo/runtime/): ``Workspace``
(procedures, property lists, GLOBAL), ``DynamicScope`` (LOCAL, MAKE), ``TopLevel``
(LOAD) and ``Calls`` (traced variables).
"""

from __future__ import annotations

import os

from ..lang import arith, errors
from ..lang.data import (
    FALSE,
    NIL,
    TRUE,
    Array,
    ProtectedWord,
    fold,
    from_iter,
    is_list,
    parse_number,
    to_pylist,
    word_text,
)
from ..lang.errors import LogoError, doesnt_like
from ..lang.printer import FULL, print_form, readable_word, show_form
from ..lang.procedures import CMD, LIBRARY, MAYBE, UserProc, primitive
from ..runtime.berkeley_errors import NAME_MAKES, lib_error
from ..runtime.definitions import define as define_proc
from ..runtime.definitions import fulltext_of, text_of
from ..system import textcodec

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

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
    """DEFINE procname text

    Defines a procedure called PROCNAME from TEXT, a list in the form TEXT
    outputs: its first member is the list of input names (without colons),
    and each further member is a list holding one instruction line.  It is
    how a program defines procedures of its own; DEFINE replaces an earlier
    definition of the same name but refuses to redefine a primitive unless
    REDEFP is TRUE.

    Example: define "sq [[x] [output :x * :x]] print apply "sq [5]"""
    define_proc(interp, name, text)


@primitive(".defmacro", args=2, kind=CMD, env=True)
def defmacro(interp: Any, name: Any, text: Any) -> None:
    """.DEFMACRO procname text

    Defines a macro from TEXT just as DEFINE defines a procedure: the first
    member is the list of inputs and each further member an instruction
    line.  When called, the macro's output, an instruction list, is run in
    the caller's place (see .MACRO).

    Example: .defmacro "twice [[l] [output se :l :l]] print macrop "twice"""
    define_proc(interp, name, text, ".defmacro", is_macro=True)


def _user_proc(interp: Any, name: Any, who: str) -> Any:
    key = fold(_proc_name(name, who))
    proc = interp.procs.get(key)
    if proc is None:
        raise errors.dont_know_listing(word_text(name))
    if proc.is_primitive:
        raise LogoError(errors.IS_PRIMITIVE, "%s is a primitive" % word_text(name))
    return proc


@primitive("text", args=1, env=True)
def text(interp: Any, name: Any) -> Any:
    """TEXT procname

    Outputs the definition of a procedure you defined, in the form DEFINE
    takes: a list whose first member is the list of input names and whose
    other members are the instruction lines, each a list.  Comments and
    spacing are not kept (see FULLTEXT).  A primitive has no text; that is
    an error.

    Example: define "sq [[x] [output :x * :x]] show text "sq"""
    return text_of(_user_proc(interp, name, "text"))


@primitive("fulltext", args=1, env=True)
def fulltext(interp: Any, name: Any) -> Any:
    """FULLTEXT procname

    Outputs the definition of a procedure exactly as it was typed, as a
    list of words, one word per line including the title line (TO ...) and
    the END line, with comments, spacing and line breaks kept.  It is what
    PRINTOUT shows.  A primitive has no text; that is an error.

    Example: define "sq [[x] [output :x * :x]] show fulltext "sq"""
    return fulltext_of(_user_proc(interp, name, "fulltext"))


@primitive("copydef", args=2, kind=CMD, env=True)
def copydef(interp: Any, new: Any, old: Any) -> None:
    """COPYDEF newname oldname

    Makes NEWNAME a procedure with the same definition as OLDNAME, which
    may be a primitive; changing one afterwards does not change the other.
    A copy of a primitive counts as a primitive: PRIMITIVEP is TRUE for it
    and PROCEDURES and SAVE leave it out.  Replacing a primitive's name
    needs REDEFP TRUE.  The inputs are in MAKE order: new name first.

    Example: copydef "say "print apply "say [hello]"""
    new_name = _proc_name(new, "copydef")
    old_key = fold(_proc_name(old, "copydef"))
    proc = interp.procs.get(old_key)
    if proc is None:  # Berkeley names it as typed
        exc = errors.dont_know_listing(word_text(old))
        exc.code = errors.DK_HOW
        raise exc
    existing = interp.procs.get(fold(new_name))
    if existing is not None and existing.is_primitive and not interp._redefp():
        raise LogoError(errors.IS_PRIMITIVE, "%s is a primitive" % new_name)
    if proc.is_primitive:
        interp.install_primitive_alias(new_name, proc)
        return
    default = getattr(proc, "explicit_default", None)
    copy = UserProc(new_name, proc.formals, default, proc.lines, _renamed_raw(proc, new_name),
                    proc.is_macro, default)
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
    if fold(old) == fold(proc.name):
        indent = title[: len(title) - len(stripped)]
        raw[0] = indent + keyword + " " + new_name + (" " + tail if tail else "")
    return raw


# ---------------------------------------------------------------- variables


@primitive("make", args=2, kind=CMD, env=True)
def make(interp: Any, name: Any, value: Any) -> None:
    """MAKE varname value

    Gives the variable named VARNAME the value VALUE.  If a procedure that
    is running has a local variable of that name, the innermost one is
    changed; otherwise the global variable is set, being created if
    needed.  Read the value back with :VARNAME or THING.

    Example: make "size 50 print :size"""
    _assign(interp, _word(name, "make"), value)


@primitive("name", args=2, kind=CMD, env=True)
def name_(interp: Any, value: Any, name: Any) -> None:
    """NAME value varname

    Does the same as MAKE with its inputs the other way round: VARNAME is
    given the value VALUE.  Some find it reads better when the value is a
    long expression.

    Example: name 50 "size print :size"""
    if name.__class__ not in WORDS:  # Berkeley's library NAME calls MAKE
        raise lib_error(doesnt_like("make", name), "name")
    _assign(interp, word_text(name), value, NAME_MAKES)


def _assign(interp: Any, name: str, value: Any, place: Any = None) -> None:
    key = name.lower() if name.isascii() else fold(name)  # (inline: MAKE is frequent)
    interp.V[key] = value
    if key in interp.traced_names:
        interp.trace_assignment("Make %s %s" % (_quoted(name), _traced_value_text(value)), place)


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
    """LOCAL varname
    LOCAL varnamelist
    (LOCAL varname1 varname2 ...)

    Makes the named variables local to the procedure that is running: they
    exist until it ends, hiding any variables of the same names outside,
    and start without a value.  Procedures it calls see them too (Logo's
    scope is dynamic).  At top level LOCAL does nothing.

    Example: local "temp make "temp 1 print :temp"""
    # Berkeley's LOCAL reports a member that is no name only as an instruction that does not
    # end its list (compiling/inline.py, gen_local: a list only as its one input): used as an
    # input or by APPLY, it makes the names it can ("local didn't output to show").
    try:
        names = _names(args, "local") if len(args) == 1 else [_word(x, "local") for x in args]
    except LogoError:
        names = [word_text(x) for x in (to_pylist(args[0]) if len(args) == 1 and is_list(args[0]) else args)
                 if x.__class__ in WORDS]
    for n in names:
        interp.local(n)


@primitive("localmake", args=2, kind=CMD, env=True)
def localmake(interp: Any, name: Any, value: Any) -> None:
    """LOCALMAKE varname value

    Makes VARNAME a local variable of the running procedure, as LOCAL does,
    and gives it VALUE in the same step.  It is the usual way to introduce
    a working variable inside a procedure.

    Example: localmake "x 5 print :x"""
    if name.__class__ not in WORDS:  # Berkeley's library LOCALMAKE calls WORD
        raise lib_error(doesnt_like("word", name), "localmake")
    word = word_text(name)
    key = fold(word)
    interp.local_make(key, value)
    if key in interp.traced_names:
        interp.trace_assignment("Make %s %s" % (_quoted(word), _traced_value_text(value)))


@primitive("thing", args=1, env=True)
def thing(interp: Any, name: Any) -> Any:
    """THING varname
    :quoted.varname

    Outputs the value of the variable named VARNAME.  Writing :NAME is the
    short way to say THING "NAME.  THING is needed when the name itself is
    computed, for example THING WORD "ITEM :N.  Using a variable that has
    no value is an error.

    Example: make "pet "cat print thing "pet"""
    text = _word(name, "thing")
    value = interp.V.get(text.lower() if text.isascii() else fold(text), _ABSENT)
    if value is _ABSENT:
        raise errors.no_value(text)
    return value


_ABSENT = object()


@primitive("global", args=(1, 1, -1), kind=CMD, env=True)
def global_(interp: Any, *args: Any) -> None:
    """GLOBAL varname
    GLOBAL varnamelist
    (GLOBAL varname1 varname2 ...)

    Makes the named variables global, creating them without a value if they
    do not exist yet.  Inside a procedure this declares that the names mean
    the global variables, not new local ones.

    Example: global "total make "total 0 print :total"""
    if len(args) > 1:  # Berkeley takes a list only as GLOBAL's one input
        for x in args:
            _word(x, "global")
    for n in _names(args, "global"):
        interp.globals_declared.add(fold(n))


# ---------------------------------------------------------------- property lists


def _plist_key(x: Any, who: str) -> str:
    return fold(_word(x, who))


@primitive("pprop", args=3, kind=CMD, env=True)
def pprop(interp: Any, plist: Any, prop: Any, value: Any) -> None:
    """PPROP plistname propname value

    Puts the property PROPNAME with value VALUE into the property list
    PLISTNAME, replacing an earlier value of the same property.  Property
    lists are separate from variables and procedures: a name may have all
    three.  GPROP reads a property back.

    Example: pprop "fido "kind "dog print gprop "fido "kind"""
    if plist.__class__ is str:  # (fold written out: PPROP and GPROP are frequent)
        key = plist.lower() if plist.isascii() else fold(plist)
    else:
        key = _plist_key(plist, "pprop")
    pkey = prop if prop.__class__ is str else _word(prop, "pprop")
    entries = interp.plists.get(key)
    if entries is None:
        entries = interp.plists[key] = {}
    if entries.__class__ is dict:
        low = pkey.lower() if pkey.isascii() else fold(pkey)
        entry = entries.get(low)
        if entry is None:
            entries[low] = [pkey, value]  # newest last here; listed newest first
        elif entry[0] == pkey or arith.case_ignored():
            entry[1] = value
        else:  # case matters: a property of its own, named in another case
            entries = interp.plists[key] = _CasedProps(entries)
            entries[(low, pkey)] = [pkey, value]
    else:
        entry = _find_prop(entries, pkey)
        if entry is None:
            entries[(fold(pkey), pkey)] = [pkey, value]
        else:
            entry[1] = value
    if key in interp.traced_plists:
        interp.trace_assignment("Pprop %s %s %s" % (_quoted(word_text(plist)), _traced_value_text(prop),
                                                   _traced_value_text(value)))


@primitive("gprop", args=2, env=True)
def gprop(interp: Any, plist: Any, prop: Any) -> Any:
    """GPROP plistname propname

    Outputs the value of the property PROPNAME in the property list
    PLISTNAME.  If there is no such property it outputs the empty list.  So
    GPROP cannot tell a missing property from one whose value is the empty
    list; use PLIST for that.

    Example: pprop "fido "age 3 print gprop "fido "age"""
    if plist.__class__ is str:
        key = plist.lower() if plist.isascii() else fold(plist)
    else:
        key = _plist_key(plist, "gprop")
    if prop.__class__ is not str:
        prop = _word(prop, "gprop")
    entries = interp.plists.get(key)
    if entries:
        if entries.__class__ is dict:
            entry = entries.get(prop.lower() if prop.isascii() else fold(prop))
            if entry is not None and (entry[0] == prop or arith.case_ignored()):
                return entry[1]
        else:
            entry = _find_prop(entries, prop)
            if entry is not None:
                return entry[1]
    return NIL


class _CasedProps(dict):
    """A property list holding properties whose names differ only in case (made while
    CASEIGNOREDP was false): looked up as Berkeley does, newest first (_find_prop).  A plain
    dict is keyed by each name in lower case; this one also by (that, the name)."""


def _find_prop(entries: dict, prop: Any) -> Any:
    """The entry [name, value] of PROP in ENTRIES (a _CasedProps), or None."""
    ignored = arith.case_ignored()
    low = fold(prop)
    for entry in reversed(entries.values()):
        if entry[0] == prop or (ignored and fold(entry[0]) == low):
            return entry
    return None


@primitive("remprop", args=2, kind=CMD, env=True)
def remprop(interp: Any, plist: Any, prop: Any) -> None:
    """REMPROP plistname propname

    Removes the property PROPNAME from the property list PLISTNAME.  A
    property that is not there is silently ignored.  When the last
    property goes, the property list is gone too.

    Example: pprop "fido "age 3 remprop "fido "age show plist "fido"""
    key = _plist_key(plist, "remprop")
    prop = _word(prop, "remprop")
    entries = interp.plists.get(key)
    if entries:
        if entries.__class__ is dict:
            entry = entries.get(fold(prop))
            if entry is not None and (entry[0] == prop or arith.case_ignored()):
                del entries[fold(prop)]
        else:
            entry = _find_prop(entries, prop)
            for name, held in list(entries.items()):
                if held is entry:
                    del entries[name]
        if not entries:
            del interp.plists[key]


@primitive("plist", args=1, env=True)
def plist(interp: Any, name: Any) -> Any:
    """PLIST plistname

    Outputs the whole property list PLISTNAME as a list of alternating
    property names and values: [prop1 value1 prop2 value2 ...].  An
    unknown property list gives the empty list.

    Example: pprop "fido "age 3 show plist "fido"""
    items = []
    for prop, value in reversed(list(interp.plists.get(_plist_key(name, "plist"), {}).values())):
        items.append(prop)
        items.append(value)
    return from_iter(items)


# ---------------------------------------------------------------- predicates


@primitive("procedurep", "procedure?", args=1, env=True)
def procedurep(interp: Any, name: Any, _name: str = "procedurep") -> Any:
    """PROCEDUREP name
    PROCEDURE? name

    Outputs TRUE if NAME is the name of a procedure, whether a primitive, a
    library procedure or one you defined, and FALSE otherwise.  The input
    must be a word.

    Example: print procedurep "print"""
    return _bool(fold(_word(name, _name)) in interp.procs)


@primitive("primitivep", "primitive?", args=1, env=True)
def primitivep(interp: Any, name: Any, _name: str = "primitivep") -> Any:
    """PRIMITIVEP name
    PRIMITIVE? name

    Outputs TRUE if NAME is a primitive procedure, one that is part of
    Logo itself, and FALSE otherwise.  Library procedures (MAP, FOR and
    others that Berkeley Logo writes in Logo) and your own procedures are
    not primitives.

    Example: print primitivep "print"""
    key = fold(_proc_name(name, _name))
    proc = interp.procs.get(key)
    return _bool(proc is not None and proc.is_primitive and not proc.library and key not in LIBRARY)


@primitive("definedp", "defined?", args=1, env=True)
def definedp(interp: Any, name: Any, _name: str = "definedp") -> Any:
    """DEFINEDP name
    DEFINED? name

    Outputs TRUE if NAME is a procedure defined in Logo, whether by you or
    by the library (such as MAP or FOR), and FALSE for primitives and
    unknown names.

    Example: print definedp "map"""
    key = fold(_proc_name(name, _name))
    proc = interp.procs.get(key)
    return _bool(proc is not None and (not proc.is_primitive or proc.library or key in LIBRARY))


@primitive("namep", "name?", args=1, env=True)
def namep(interp: Any, name: Any, _name: str = "namep") -> Any:
    """NAMEP name
    NAME? name

    Outputs TRUE if NAME is a variable that has a value, and FALSE
    otherwise; a variable made by LOCAL or GLOBAL but not given a value
    gives FALSE.

    Example: make "x 1 print namep "x"""
    return _bool(fold(_word(name, _name)) in interp.V)


@primitive("plistp", "plist?", args=1, env=True)
def plistp(interp: Any, name: Any, _name: str = "plistp") -> Any:
    """PLISTP name
    PLIST? name

    Outputs TRUE if NAME has a property list with at least one property, and
    FALSE otherwise.  An empty property list, after REMPROP took its last
    property, gives FALSE.

    Example: pprop "fido "age 3 print plistp "fido"""
    return _bool(bool(interp.plists.get(fold(_word(name, _name)))))


@primitive("macrop", "macro?", args=1, env=True)
def macrop(interp: Any, name: Any, _name: str = "macrop") -> Any:
    """MACROP name
    MACRO? name

    Outputs TRUE if NAME is a macro, defined with .MACRO or .DEFMACRO, and
    FALSE otherwise.  Several library procedures count as macros, as they
    do in Berkeley Logo: FOR, WHILE, UNTIL, CASE, COND and LOCALMAKE.

    Example: print macrop "print"""
    proc = interp.procs.get(fold(_proc_name(name, _name)))
    return _bool(proc is not None and (proc.is_macro or proc.name in LIBRARY_MACROS
                                       or proc.name in _PRIMITIVE_MACROS and proc.is_primitive))


# Library procedures that Berkeley Logo writes as macros.
LIBRARY_MACROS = frozenset(["for", "foreach", "while", "until", "do.while", "do.until", "case", "cond",
                            "localmake"])
# Primitives that Berkeley Logo makes macros too (they give it instructions to run in their place).
_PRIMITIVE_MACROS = frozenset(["apply", "catch", "forever", "goto", "if", "ifelse", "iffalse", "iftrue",
                               "repeat", "run", "runresult"])


# ---------------------------------------------------------------- queries


def _user_procs(interp: Any, include_buried: bool = False) -> list:
    """The procedures' names listed as the workspace's: with the library procedures
    Berkeley loaded and UNBURYALL unburied (they are then in its workspace)."""
    return sorted([p.key for p in interp.procs.values()
                   if not p.is_primitive and (include_buried or not p.buried)]
                  + list(interp.library_unburied))


def _var_names(interp: Any, include_buried: bool = False) -> list:
    return sorted(k for k in interp.V
                  if k not in interp.system_variables and (include_buried or k not in interp.buried_names))


def _plist_names(interp: Any, include_buried: bool = False) -> list:
    return sorted(k for k, v in interp.plists.items()
                  if v and (include_buried or k not in interp.buried_plists))


# ---------------------------------------------------------------- contents lists


def _contents_arg(interp: Any, x: Any, who: str) -> tuple:
    """Procedure, variable and property list names from a name or contents list."""
    if x.__class__ in WORDS:
        return [word_text(x)], [], []
    # Berkeley names the member it cannot use, as error 4
    if not is_list(x):
        raise errors.doesnt_like_unrec(who, x)
    items = to_pylist(x)
    if items and all(i.__class__ in WORDS for i in items):
        return [word_text(i) for i in items], [], []
    if items and items[0].__class__ in WORDS:  # a list of procedure names, one not a word
        return _names_then_refused(items, who), [], []
    parts = [[], [], []]
    for i, part in enumerate(items[:3]):
        if part.__class__ in WORDS:
            parts[i] = [word_text(part)]
        elif is_list(part):
            members = to_pylist(part)
            if all(p.__class__ in WORDS for p in members):
                parts[i] = [word_text(p) for p in members]
            else:
                parts[i] = _names_then_refused(members, who)
        else:
            raise errors.doesnt_like_unrec(who, part)
    return parts[0], parts[1], parts[2]


def leading_names(names: Any) -> list:
    """The names _contents_arg gave (a list, or _names_then_refused's) up to one refused."""
    if names.__class__ is list:
        return names
    found: list = []
    try:
        for name in names:
            found.append(name)
    except LogoError:
        pass
    return found


def _names_then_refused(items: list, who: str) -> Any:
    """The names of ITEMS up to the first member that is not a word, which is then
    refused: Berkeley has done its work on the names before it (PO has printed them)."""
    for item in items:
        if item.__class__ not in WORDS:
            raise errors.doesnt_like_unrec(who, item)
        yield word_text(item)


def _quoted(word: str, printer: Any = None) -> str:
    """A quotation mark and the word, readable; with a printer, a word longer than
    PRINTWIDTHLIMIT is cut as PRINT cuts it ("printwidth...)."""
    if printer is None or (printer.width < 0 and printer.depth != 0):
        return '"' + readable_word(word)
    if printer.depth == 0:
        return "..."  # the quoted word as a whole, beyond PRINTDEPTHLIMIT 0
    return '"' + show_form(word, printer)


def _value_text(value: Any, printer: Any = FULL) -> str:
    """A value as PONS writes it: words quoted unless they are numbers, bars kept."""
    if value.__class__ in (int, float):
        return show_form(value, printer)
    if value.__class__ in (str, ProtectedWord):
        if parse_number(value) is not None:
            return value if printer.width < 0 and printer.depth != 0 else show_form(value, printer)
        return _quoted(value, printer)
    return show_form(value, printer)


def _traced_value_text(value: Any) -> str:
    """A value as a traced MAKE or PPROP reports it: like PONS, without bars."""
    if value.__class__ in (str, ProtectedWord) and parse_number(value) is None:
        return '"' + print_form(value)
    if value.__class__ in (str, ProtectedWord):
        return value
    return show_form(value)


# ---------------------------------------------------------------- erasing


def _erase(interp: Any, procs: list, names_: list, plists_: list) -> None:
    for p in procs:
        key = fold(p)
        proc = interp.procs.get(key)
        if proc is None:
            continue
        if key in interp.library_unburied:  # loaded again (and buried) when next read
            interp.library_unburied.discard(key)
            interp.invalidate(key)  # (lines kept compiled read it no more)
            continue
        if proc.is_primitive and not proc.library and not interp._redefp():
            raise LogoError(errors.IS_PRIMITIVE, "%s is a primitive" % p)
        if proc.is_primitive and (proc.library or key in LIBRARY):
            if key in interp.library_loaded:  # (Berkeley loads it again when next read; the
                interp.library_loaded.discard(key)  # name stays buried: TO's procedure is too)
                interp.proc_flags[key] = {"buried": True}
            continue
        if not proc.is_primitive and (proc.buried or proc.traced or proc.stepped):  # kept with the name
            interp.proc_flags[key] = {"buried": proc.buried, "traced": proc.traced, "stepped": proc.stepped}
        interp.erase_proc(key)
    for n in names_:  # (a buried name stays buried: Berkeley's flag outlives the value)
        interp.V.pop(fold(n), None)
    for pl in plists_:
        interp.plists.pop(fold(pl), None)


@primitive("erase", "er", args=1, kind=CMD, env=True)
def erase(interp: Any, x: Any, _name: str = "erase") -> None:
    """ERASE contentslist
    ER contentslist

    Removes the procedures, variables and property lists named in
    CONTENTSLIST from the workspace.  A single word or a list of words names
    procedures.  Primitives cannot be erased unless REDEFP is TRUE.

    Example: define "sq [[x] [output :x * :x]] erase "sq print procedurep "sq"""
    _erase(interp, *_contents_arg(interp, x, _name))


@primitive("erall", args=0, kind=CMD, env=True)
def erall(interp: Any) -> None:
    """ERALL

    Erases every procedure, variable and property list that is not buried,
    leaving an empty workspace apart from buried things.  There is no
    undo.

    Example: make "x 3 erall print namep "x"""
    _erase(interp, _user_procs(interp), _var_names(interp), _plist_names(interp))


@primitive("erps", args=0, kind=CMD, env=True)
def erps(interp: Any) -> None:
    """ERPS

    Erases every procedure you defined that is not buried.  Variables and
    property lists are kept.  Primitives and library procedures are never
    affected; buried procedures survive.

    Example: define "sq [[x] [output :x * :x]] erps show procedures"""
    _erase(interp, _user_procs(interp), [], [])


@primitive("erns", args=0, kind=CMD, env=True)
def erns(interp: Any) -> None:
    """ERNS

    Erases every variable that is not buried.  Procedures and property lists
    are kept.  Logo's own special variables are buried, so they survive.
    Use ERN to erase particular variables instead.

    Example: make "x 3 erns print namep "x"""
    _erase(interp, [], _var_names(interp), [])


@primitive("erpls", args=0, kind=CMD, env=True)
def erpls(interp: Any) -> None:
    """ERPLS

    Erases every property list that is not buried.  Procedures and variables
    are kept.  Buried property lists survive, as do procedures and variables
    of the same names.

    Example: pprop "fido "age 3 erpls show plists"""
    _erase(interp, [], [], _plist_names(interp))


def _lib_word(x: Any, who: str) -> str:
    """A name given to Berkeley's library procedure that hands it to WHO (PON to PO,
    whose error it throws as error 35: reported where PON was called, as THROW "ERROR
    in a procedure is)."""
    try:
        return _word(x, who)
    except LogoError as exc:
        exc.code = errors.USER_ERROR
        raise


def _lib_names(x: Any, who: str, lib: str) -> list:
    """The names given to Berkeley's library procedure LIB (ERN, ERPL, BURYNAME ...),
    which hands them to WHO (ERASE, BURY, UNBURY) in a contents list (error 4)."""
    try:
        return _word_or_list(x, who)
    except LogoError as exc:
        exc.code = errors.BAD_DATA_UNREC
        raise lib_error(exc, lib) from None


def _word_or_list(x: Any, who: str) -> list:
    if x.__class__ in WORDS:
        return [word_text(x)]
    if is_list(x):
        return [_word(i, who) for i in x]
    raise doesnt_like(who, x)


@primitive("ern", args=1, kind=CMD, env=True)
def ern(interp: Any, x: Any) -> None:
    """ERN varname
    ERN varnamelist

    Erases the named variables (one name or a list of names), so that they
    no longer have values.  Procedures and property lists with the same
    names are untouched.

    Example: make "x 3 ern "x print namep "x"""
    _erase(interp, [], _lib_names(x, "erase", "ern"), [])


@primitive("erpl", args=1, kind=CMD, env=True)
def erpl(interp: Any, x: Any) -> None:
    """ERPL plname
    ERPL plnamelist

    Erases the named property lists (one name or a list of names) with all
    their properties.  Variables and procedures with the same names are
    untouched.

    Example: pprop "fido "age 3 erpl "fido show plist "fido"""
    _erase(interp, [], [], _lib_names(x, "erase", "erpl"))


__all__ = ["MAYBE"]


# ---------------------------------------------------------------- files of the workspace


def path_of(interp: Any, name: str) -> str:
    """The file system path for a Logo file name (relative to PREFIX if set).  (Here, not
    with the primitives of files: LOAD does not import them.)"""
    if interp.prefix:  # always put in front, as Berkeley does, even of an absolute name
        name = interp.prefix.rstrip("/") + "/" + name
    return os.path.expanduser(textcodec.to_path(name))


@primitive("load", args=1, kind=CMD, env=True)
def load(interp: Any, name: Any) -> None:
    """LOAD filename

    Reads the file FILENAME and runs its lines as if they were typed,
    defining the procedures in it.  Procedures are defined quietly unless
    LOADNOISILY is TRUE.  If the file sets the variable STARTUP to a list,
    that list is run when loading ends.

    Example: make "x 3 save "/tmp/t.lg erall load "/tmp/t.lg print :x"""
    if name.__class__ is Array:
        raise LogoError(errors.CANT_OPEN, "I can't open file %s" % show_form(name))
    if is_list(name):  # Berkeley opens no file for a list: LOAD [a b] names "a b"
        raise LogoError(errors.CANT_OPEN, "I can't open file %s" % print_form(name))
    path = path_of(interp, _word(name, "load"))
    if os.path.isdir(path):
        raise LogoError(errors.CANT_OPEN, "I can't open file %s" % errors.datum(name))
    interp.last_file = word_text(name)
    interp.load_file(path, errors.datum(name))
