"""Template-based iteration: APPLY, INVOKE, FOREACH, MAP, FILTER, REDUCE, CASCADE ...

The parts of the interpreter it uses (pylogo/runtime/): ``ListRunner``
(templates, ?, ?REST, REPCOUNT, TRANSFER's stack), ``DynamicScope`` (variables)
and ``ErrorReporter`` (in which procedure it runs).
"""

from __future__ import annotations

from ..compiling.common import VALUE_TEMPLATES
from ..compiling.templates import _EXIT_NAMES, NamedTemplate, Template, call_maybe, slot_missing
from ..lang import errors
from ..lang.arith import add, num
from ..lang.data import (
    NIL,
    Array,
    Pair,
    ProtectedWord,
    fold,
    from_iter,
    is_list,
    is_number,
    to_pylist,
    word_text,
)
from ..lang.errors import LogoError, OutputSignal, doesnt_like
from ..lang.library_lines import NO_LINE
from ..lang.procedures import CMD, MAYBE, primitive
from ..runtime.berkeley_errors import (
    CASCADE_STEPS,
    TEMPLATE_STOP,
    in_library,
    lib_error,
    library_locate,
    template_stopped,
)
from ..runtime.helpers import restore_test, truth
from .data import butfirst, sentence

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

WORDS = (str, int, float, ProtectedWord)

# Berkeley's MAP, FILTER and the like are library procedures that run the template with
# APPLY and hand its value on: when it outputs nothing, that is what the message names.
NOTHING_FOR = {
    "map": ("apply", "combine"), "map.se": ("apply", "sentence"), "filter": ("apply", "if"),
    "find": ("apply", "if"), "reduce": ("apply", "op"), "crossmap": ("apply", "list"),
    "cascade": ("apply", "fput"), "cascade.test": ("apply", "if"), "cascade.final": ("apply", "op"),
    "transfer": ("apply", "fput"), "transfer.test": ("run", "output"),
}


# Where Berkeley's library runs a template other than in the procedure named by the
# primitive's in_library (ERROR's list names it).
RUN_IN = {"cascade": "cascade.eval", "transfer": "cascade.eval", "transfer.test": "transfer.end.test"}


def _value(tpl: Any, args: tuple, who: str, num: Any = None, rest: Any = None) -> Any:
    """The template's value; when it outputs nothing, the error Berkeley's library gives."""
    VALUE_TEMPLATES[0] += 1
    try:
        try:
            value = call_maybe(tpl, args, num, rest)
        except (errors.TemplateExit, errors.OutputSignal) as sig:
            raise _exited(tpl, sig, who) from None
        if value is None:
            raise _no_value(tpl, who)
        return value
    except LogoError as exc:
        if who in RUN_IN:
            library_locate(exc, RUN_IN[who])
        raise
    finally:
        VALUE_TEMPLATES[0] -= 1


def _exited(tpl: Any, sig: Any, who: str) -> LogoError:
    """The error for a template run by WHO (MAP ...) that OUTPUT or STOP ended (SIG)."""
    if sig.__class__ is errors.TemplateExit:
        if sig.name == "stop" or sig.in_repeat:  # (Berkeley: "output didn't output" then)
            return errors.didnt_output(sig.name, NOTHING_FOR[who][1])
        return errors.didnt_output(NOTHING_FOR[who][0], NOTHING_FOR[who][1])
    # run by IF, RUN, REPEAT ... in the template
    return errors.didnt_output(_ended_by(tpl, sig), NOTHING_FOR[who][1])


def _no_value(tpl: Any, who: str) -> LogoError:
    """The error for a template run by WHO that output nothing (one ending in IF, REPEAT
    ... names it)."""
    last = _last_macro(tpl, _MACROS)
    return errors.didnt_output(last or NOTHING_FOR[who][0], NOTHING_FOR[who][1])


_RUNNERS = frozenset(["if", "ifelse", "run", "catch", "apply", "iftrue", "ift", "iffalse", "iff", "case",
                      "cond"])


_MACROS = _RUNNERS | {"repeat", "forever", "runresult"}


def _ended_by(tpl: Any, sig: Any) -> str:
    """Who Berkeley says didn't output when an OUTPUT or STOP (SIG) in a list run by the
    template TPL ended it: STOP; else the IF, IFELSE, RUN, CATCH ... (as typed) ending the
    template, or the OUTPUT itself."""
    if fold(sig.name) == "stop":
        return sig.name
    return _last_macro(tpl, _RUNNERS) or sig.name


def _last_macro(tpl: Any, names: frozenset) -> Any:
    """The last word of the template TPL's instructions that is one of NAMES (as typed), or
    None (the template's last instruction, as Berkeley's messages name it)."""
    node = getattr(tpl, "source", None)
    if node.__class__ is Pair and (node.first.__class__ is Pair or node.first is NIL):
        node = node.rest  # [[inputs] instructions]
    found = None
    while node.__class__ is Pair:
        if node.first.__class__ in (str, ProtectedWord) and fold(node.first) in names:
            found = node.first
        node = node.rest
    return found


def _direct(interp: Any, tpl: Any, args: tuple) -> Any:
    """(the entry U of the user procedure the NamedTemplate TPL names, its inputs) when
    calling it with ARGS is just calling that entry (as call_by_name would), else None."""
    if tpl.__class__ is not NamedTemplate:
        return None
    proc = interp.procs.get(tpl.key)
    if proc is None or proc.is_primitive or proc.is_macro:
        return None
    n = len(args)
    if not proc.min_args <= n <= proc.n_positional:
        if not proc.has_rest or n < proc.min_args:
            return None
        args = args[:proc.n_positional] + (from_iter(args[proc.n_positional:]),)
    return interp.ensure_compiled(proc, args).call, args


def _applied(interp: Any, tpl: Any, args: tuple, library: bool = False, command: bool = False,
             mid: bool | str = False, direct: Any = None) -> Any:
    """APPLY and INVOKE: OUTPUT or STOP in an explicit-slot or lambda template leaves it
    with no value (with no procedure running, they are not allowed at all: INVOKE is a
    procedure of Berkeley's library).  As a COMMAND, as Berkeley 6.2.5 says: APPLY's
    OUTPUT is the running procedure's (as with RUN); INVOKE's STOP and OUTPUT are errors
    in INVOKE.
    MID: a command in the middle of a list: a procedure named by the template is called as
    such a command is (a value its last line leaves is reported at the caller's line); MID
    "keep": at the end of a CATCH list, where such a procedure leaves its variables bound
    (entry K, ControlCompiler.user_statement), as Berkeley 6.2.5 does.  DIRECT: TPL's
    procedure's entry (_direct), called straight away."""
    if TEMPLATE_STOP[0]:  # (an earlier STOP whose "didn't output" nobody reported)
        TEMPLATE_STOP[0] = False
    try:
        if direct is not None:
            return direct[0](*direct[1])
        if mid and tpl.__class__ is NamedTemplate and tpl.key not in _EXIT_NAMES:
            return interp.call_by_name(tpl.name, args, "K" if mid == "keep" else "C")
        return call_maybe(tpl, args, *_outer_walk(interp))
    except (errors.OutputSignal, LogoError) as exc:
        return _applied_exit(interp, tpl, exc, library, command)


def _cached_template(interp: Any, template: Any) -> Any:
    """The Template interp.template keeps for the list TEMPLATE given to APPLY or INVOKE
    before (or None)."""
    cached = interp.template_cache.get((id(template), False))
    if cached is not None and cached[0] is template and cached[1].__class__ is Template:
        return cached[1]
    return None


def _applied_list(interp: Any, tpl: Template, args: Any, command: bool, library: bool = False) -> Any:
    """APPLY (or INVOKE: LIBRARY) of a template list compiled before (TPL: _cached_template)
    to ARGS: _applied's work for it (a Template checks no count before it runs), with
    APPLY's TEST state kept (INVOKE's is its template's)."""
    if tpl.uses_num or tpl.uses_rest:
        num, rest = _outer_walk(interp)
    if TEMPLATE_STOP[0]:
        TEMPLATE_STOP[0] = False
    test = interp.test_state if not library else None
    try:
        if tpl.uses_num or tpl.uses_rest:
            return tpl.fn(*args, _num=num, _rest=rest)
        return tpl.fn(*args)
    except IndexError:  # (as call_maybe says it)
        try:
            slot_missing(tpl, args)
        except LogoError as exc:
            return _applied_exit(interp, tpl, exc, library, command)
        raise
    except (errors.OutputSignal, LogoError) as exc:
        return _applied_exit(interp, tpl, exc, library, command)
    finally:
        if not library:
            restore_test(interp, test)


def _applied_exit(interp: Any, tpl: Any, exc: BaseException, library: bool, command: bool) -> Any:
    """What _applied does when running TPL ended with EXC (an OUTPUT, STOP, or an error)."""
    if exc.__class__ is errors.TemplateExit:
        sig = exc
        if not library and interp.exits_at_top_level():
            raise errors.at_toplevel(sig.name) from None
        if command:
            if library:
                if sig.name == "stop":
                    exc = errors.at_toplevel("stop")
                else:
                    exc = errors.didnt_output(sig.name, "output")
                library_locate(exc, "invoke")
                raise exc from None
            if sig.name != "stop" and tpl.__class__ is NamedTemplate:
                # APPLY "OUTPUT [5] as a command: Berkeley's "output didn't output to output"
                raise errors.didnt_output(sig.name, "output") from None
            if sig.name != "stop" and sig.value is not None:
                # the procedure running APPLY outputs the value, as with RUN (called as a
                # command, it is "You don't say what to do with" the value, with no place)
                raise errors.OutputSignal(sig.value) from None
            return None
        template_stopped(sig.name == "stop" or "apply")  # (CATCH's list ending so: "apply didn't")
        return None
    if isinstance(exc, errors.OutputSignal):  # run by IF, RUN ... in an explicit-slot template
        sig = exc
        if library or tpl.__class__ is NamedTemplate:
            raise exc
        if not command:  # (as Berkeley says it: "run didn't output to show")
            template_stopped(_ended_by(tpl, sig))
            return None
        if fold(sig.name) == "stop":  # (it ends the template only, as APPLY [STOP] does)
            return None
        raise exc
    # An error.  At top level Berkeley refuses OUTPUT or STOP before evaluating OUTPUT's input.
    exit_first = getattr(tpl, "exit_first", None)
    if exit_first and not library and interp.exits_at_top_level():
        raise errors.at_toplevel(fold(exit_first)) from None
    raise exc


def _passes(interp: Any, value: Any) -> bool:
    """A test template's TRUE or FALSE (the library hands it to IF, which runs a list
    for its value)."""
    if value.__class__ is Pair or value is NIL:
        value = interp.run_value(value, "if")
    return truth(value, "if")




def _members(x: Any, who: str) -> list:
    if x.__class__ is Pair or x is NIL:
        return to_pylist(x)
    if x.__class__ in WORDS:
        return list(word_text(x))
    raise doesnt_like(who, x)


def _own(exc: LogoError) -> LogoError:
    """EXC, an error of the library procedure's own work, not of the template it runs: at
    another line of it (which pylogo does not show: lang/library_lines.py)."""
    exc.library_at = NO_LINE
    return exc


def _parallel_arrays(lists: tuple, who: str) -> tuple:
    """_parallel when a data input is an array: Berkeley's library takes its FIRST (the
    origin) and sees it is not empty, runs the template once, then BFS fails on it."""
    members = [[x.origin] if x.__class__ is Array else _members(x, who) for x in lists]
    if not members[0]:
        return members, 0, None
    for i, m in enumerate(members):
        if not m:
            return members, 0, doesnt_like("firsts", lists[i])
    exc = doesnt_like("bfs", next(x for x in lists if x.__class__ is Array))
    if who == "foreach":
        exc.library_at = "foreach1.bfs"
    return members, 1, exc


def _array_data(interp: Any, tpl: Any, data: Any, who: str) -> Any:
    """FILTER or FIND of an array: Berkeley's library tests its FIRST (the origin) with the
    template, then takes its BF, which fails (FIND outputs the origin if it passes)."""
    passes = _passes(interp, _value(tpl, (data.origin,), who, 1))
    if passes and who == "find":
        return data.origin
    exc = doesnt_like("bf", data)
    if not passes:  # (FILTER's BF of a member kept is on its template's line)
        exc.library_at = who + ".bf"  # (a line of FILTER or FIND)
    raise exc


def _rest_of(x: Any) -> Any:
    return x


def _parallel(lists: tuple, who: str) -> tuple:
    """Members of parallel data inputs, how many steps to take, and the error to raise after
    them when a data input after the first is shorter (Berkeley's library walks the inputs
    until the first one is empty: FIRSTS fails on the one that ran out, [] or ||)."""
    if any(x.__class__ is Array for x in lists):
        return _parallel_arrays(lists, who)
    members = [_members(x, who) for x in lists]
    n = len(members[0])
    short = None
    for i, m in enumerate(members):
        if len(m) < n:
            n = len(m)
            short = i
    if short is None:
        return members, n, None
    empty = NIL if lists[short].__class__ is Pair or lists[short] is NIL else ""
    return members, n, doesnt_like("firsts", empty)


def _rest_table(lists: tuple) -> list:
    """For each position, the tuple of what follows that member in each data input (?REST)."""
    if len(lists) == 1 and lists[0].__class__ is Pair:  # one list: each cell's rest, in short
        out = []
        node = lists[0]
        while node.__class__ is Pair:
            node = node.rest
            out.append((node,))
        return out
    columns = []
    for x in lists:
        if x.__class__ is Pair or x is NIL:
            rests = []
            node = x
            while node.__class__ is Pair:
                node = node.rest
                rests.append(node)
        elif x.__class__ is Array:  # one step only (_parallel_arrays)
            rests = [x]
        else:
            text = word_text(x)
            rests = [text[i + 1 :] for i in range(len(text))]
        columns.append(rests)
    n = min(len(c) for c in columns) if columns else 0
    return [tuple(c[i] for c in columns) for i in range(n)]


@primitive("apply", args=2, kind=MAYBE, env=True)
def apply(interp: Any, template: Any, inputs: Any, command: bool = False, mid: bool | str = False) -> Any:
    """APPLY template inputlist

    Runs TEMPLATE with the members of INPUTLIST as its inputs and outputs
    whatever it outputs.  The template may be the name of a procedure, an
    explicit-slot list using ? and ?1, ?2..., a lambda list [[inputs] body]
    or a procedure text.  With the name of a command it is a command.

    Example: print apply "sum [1 2 3]"""
    if template.__class__ is Pair and (inputs.__class__ is Pair or inputs is NIL) and not mid:
        tpl = _cached_template(interp, template)
        if tpl is not None:
            return _applied_list(interp, tpl, to_pylist(inputs), command)
    elif template.__class__ is str and inputs.__class__ is Pair and not mid:
        args = to_pylist(inputs)
        named = interp.named_templates.get(template)
        if named is not None:
            proc = named.known_procedure(len(args))
            if proc is not None:
                return _applied_named(interp, proc, template, args, command, True)
            fn = named.known_primitive(len(args))
            if fn is not None:
                return _applied_primitive(interp, named, fn, template, args, command)
    if not is_list(inputs):
        if inputs.__class__ is int or inputs.__class__ is float:
            # Berkeley 6.2.5: what its node holds (a template that uses it may crash it);
            # for zero, a list of one empty list (APPLY [?] 0 outputs [])
            if inputs == 0:
                inputs = Pair(NIL, NIL)
            else:
                inputs = Pair("{small}" + word_text(inputs), NIL)
        elif inputs.__class__ is not str and inputs.__class__ is not ProtectedWord:
            if template.__class__ in (str, ProtectedWord) and interp.lookup_proc(fold(template)) is None:
                raise errors.dont_know_named(template)  # (Berkeley looks for it first)
            raise doesnt_like("apply", inputs)
        else:
            inputs = _symbol_entry(interp, inputs)
    args = tuple(to_pylist(inputs))
    tpl = interp.template(template, "apply")
    direct = None if mid else _direct(interp, tpl, args)
    if direct is None:
        tpl.check_count(len(args), "apply")
    else:
        _keep_named(interp, tpl)
    if tpl.__class__ is NamedTemplate and not _own_test(interp.procs.get(tpl.key)):
        result = _applied(interp, tpl, args, False, command, mid, direct)
    else:
        test = interp.test_state  # (Berkeley: a TEST in the template is its own)
        try:
            result = _applied(interp, tpl, args, False, command, mid, direct)
        finally:
            restore_test(interp, test)
    if result is None and not command and template.__class__ in (str, ProtectedWord):
        _applied_nothing(interp, word_text(template))
    return result


def _named_proc(interp: Any, name: str, count: int) -> Any:
    """The user procedure the word NAME given to APPLY or INVOKE named last time (its
    NamedTemplate's known procedure: _keep_named), when calling its entry with COUNT inputs
    is still what _direct would do, else None."""
    named = interp.named_templates.get(name)
    return None if named is None else named.known_procedure(count)


# Primitives whose instruction lists have a TEST of their own (Berkeley's library procedures'
# too): APPLY of another primitive's name sets its caller's (APPLY "TEST [TRUE], APPLY "RUN ...)
_OWN_TEST = frozenset(["catch", "repeat", "forever", "runresult"])


def _own_test(proc: Any) -> bool:
    """Does a TEST run by PROC, applied by name, belong to it (not to APPLY's caller)?"""
    return proc is None or not proc.is_primitive or proc.library or proc.name in _OWN_TEST


def _applied_primitive(interp: Any, tpl: Any, fn: Any, name: str, args: Any, command: bool) -> Any:
    """APPLY of the word NAME (its NamedTemplate TPL), whose primitive's function is FN
    (known_primitive), with ARGS: what apply and _applied do for it."""
    if TEMPLATE_STOP[0]:
        TEMPLATE_STOP[0] = False
    test = interp.test_state
    try:
        result = fn(*args)
    except (errors.OutputSignal, LogoError) as exc:
        result = _applied_exit(interp, tpl, exc, False, command)
    finally:
        if _own_test(tpl.known[0]):
            restore_test(interp, test)
    if result is None and not command:
        _applied_nothing(interp, name)
    return result


def _keep_named(interp: Any, tpl: Any) -> None:
    """TPL, the NamedTemplate of a word given to APPLY or INVOKE, names a user procedure
    that _direct calls: remember it (_named_proc)."""
    tpl.known = (interp.procs[tpl.key], None)


def _applied_named(interp: Any, proc: Any, name: str, args: Any, command: bool, test: bool) -> Any:
    """APPLY (TEST: its TEST state kept) or INVOKE of the word NAME, which names PROC
    (_named_proc), with ARGS: as _applied and apply do with _direct's entry."""
    if TEMPLATE_STOP[0]:
        TEMPLATE_STOP[0] = False
    if test:
        state = interp.test_state
        try:
            result = proc.compiled.call(*args)
        finally:
            interp.test_state = state
    else:
        result = proc.compiled.call(*args)
    if result is None and not command:
        interp.applied_maybe_nothing(name)
    return result


# What Berkeley says when APPLY of one of these, for a value, got none: a library loop's
# expansion is empty; REPEAT and CATCH (its macros) are named as what didn't output.
_LOOP_MACROS = frozenset(["for", "foreach", "while", "until", "do.while", "do.until"])
_NAMED_MACROS = frozenset(["repeat", "catch"])


def _applied_nothing(interp: Any, name: str) -> None:
    """APPLY of the procedure NAME, for its value, got nothing."""
    key = fold(name)
    proc = interp.procs.get(key)
    if proc is not None and proc.is_primitive:
        if key in _LOOP_MACROS:
            raise LogoError(errors.ERR_MACRO, "Macro returned [] instead of a list")
        if key in _NAMED_MACROS:
            template_stopped(name)
    interp.applied_maybe_nothing(name)


def _symbol_entry(interp: Any, word: Any) -> Any:
    """APPLY given a word for its inputs: Berkeley 6.2.5 takes the word's entry in its
    table of names as the list, [WORD name procedure value plist flags WORD]: the name
    in lower case, PRIM for a primitive, the variable's value, "nothing" for no
    procedure or value, the flags 1024 (a name Logo knew at start-up: a primitive, TRUE,
    FALSE, the empty word) and 2048 (it has a value)."""
    text = word_text(word)
    key = fold(text)
    proc = interp.lookup_proc(key)
    prim = proc is not None and proc.is_primitive and not getattr(proc, "library", False)
    value = interp.V.get(key)
    props = []
    for prop, pvalue in reversed(list(interp.plists.get(key, {}).values())):
        props += [prop, pvalue]
    flags = (1024 if prim or key in ("", "true", "false") else 0) + (2048 if value is not None else 0)
    if key == "":  # as its entry holds it, Berkeley writes it as nothing at all
        from ..lang.printer import BARE_EMPTY

        word = key = BARE_EMPTY
    return from_iter([word, key, "PRIM" if prim else "nothing", "nothing" if value is None else value,
                      from_iter(props), flags, word])


@primitive("invoke", args=(1, 2, -1), kind=MAYBE, env=True)
@in_library("invoke")
def invoke(interp: Any, template: Any, *args: Any, command: bool = False, mid: bool | str = False) -> Any:
    """INVOKE template input
    (INVOKE template input1 input2 ...)

    Like APPLY, but the inputs for the template are given as separate
    inputs to INVOKE rather than collected in one list.  In parentheses any
    number of inputs may be given.

    Example: print (invoke [?1 * ?2] 6 7)"""
    if template.__class__ is Pair and not mid:
        tpl = _cached_template(interp, template)
        if tpl is not None:
            return _applied_list(interp, tpl, args, command, True)
    elif template.__class__ is str and not mid:
        proc = _named_proc(interp, template, len(args))
        if proc is not None:
            return _applied_named(interp, proc, template, args, command, False)
    tpl = interp.template(template, "invoke")
    direct = None if mid else _direct(interp, tpl, args)
    if direct is None:
        tpl.check_count(len(args), "invoke")
    else:
        _keep_named(interp, tpl)
    result = _applied(interp, tpl, args, True, command, mid, direct)
    if result is None and not command and template.__class__ in (str, ProtectedWord):
        interp.applied_maybe_nothing(word_text(template))
    return result


def apply_command(interp: Any, name: str, *args: Any, mid: bool | str = False) -> Any:
    """APPLY or INVOKE (NAME) called as a command (inline.py); MID: in the middle of a list
    (or "keep": at the end of a CATCH list, see _applied)."""
    if name == "apply":
        return apply(interp, *args, command=True, mid=mid)
    return invoke(interp, *args, command=True, mid=mid)


def _outer_walk(interp: Any) -> tuple:
    """# and ?REST in a template run by APPLY or INVOKE: those of the walk around it,
    if any (else # is REPCOUNT)."""
    slots = interp.slots
    if slots is None or slots[1] is None:
        return interp.repcount, None
    return slots[1], slots[2]


@primitive("foreach", args=(0, 2, -1), kind=CMD, env=True)
@in_library("foreach1")
def foreach(interp: Any, *args: Any) -> None:
    """FOREACH data template
    (FOREACH data1 data2 ... template)

    Runs TEMPLATE once for each member of DATA (a list, or a word taken
    character by character), with ? standing for that member and # for its
    position.  With several data inputs they are walked together, ?1, ?2 and
    so on taking one member from each, and must have the same length.

    Example: foreach [a b c] [print (word # ": ?)]"""
    if not args:  # Berkeley's library takes all its inputs but the last (BL)
        exc = _own(errors.doesnt_like("bl", NIL))
        library_locate(exc, "foreach")
        raise exc
    if len(args) < 2:  # Berkeley's library looks at the first of no data
        raise _own(errors.doesnt_like("first", NIL))
    lists = args[:-1]
    tpl = interp.template(args[-1], "foreach", statements=True)
    members, n, ran_out = _parallel(lists, "foreach")
    table = _rest_table(lists) if tpl.uses_rest else None
    if ran_out is not None and n == 0:
        raise ran_out
    for i in range(n):
        rests = table[i] if table is not None else None
        try:
            value = call_maybe(tpl, tuple(m[i] for m in members), i + 1, rests)
        except OutputSignal as sig:
            # STOP with no procedure running ends the step, as in Berkeley (inside a
            # procedure it stops the procedure, as the manual says).
            if sig.name == "stop" and interp.current_procedure_name() is None:
                continue
            raise
        except LogoError as exc:
            if exc.code == errors.AT_TOPLEVEL and exc.message.lower().startswith("can only use op "):
                raise errors.at_toplevel("output") from None  # Berkeley's words here
            raise
        if value is not None:
            raise errors.dont_say(value)
    if ran_out is not None:
        raise ran_out


def _result_like(data: Any, values: list, who: str) -> Any:
    """A list of VALUES, or a word when DATA was a word."""
    if data.__class__ is Pair or data is NIL:
        return from_iter(values)
    for v in reversed(values):  # Berkeley combines from the end: the last bad value is named
        if v.__class__ not in WORDS:
            exc = doesnt_like("word", v)
            library_locate(exc, "combine")  # Berkeley's library COMBINE does it
            raise exc
    return "".join(word_text(v) for v in values)


@primitive("map", args=(1, 2, -1), env=True)
@in_library("map1")
def map_(interp: Any, template: Any, *lists: Any) -> Any:
    """MAP template data
    (MAP template data1 data2 ...)

    Outputs a list of the results of running TEMPLATE once for each member
    of DATA, with ? standing for the member and # for its position.  If
    DATA is a word the results are joined into a word.  With several data
    inputs of equal length, the template takes one member of each as ?1, ?2
    and so on.

    Example: show map [? * ?] [1 2 3 4]"""
    if not lists:
        raise _own(errors.doesnt_like("first", NIL))
    tpl = interp.template(template, "map")
    data = lists[0]
    if len(lists) == 1 and data.__class__ is Pair and not (tpl.uses_num or tpl.uses_rest) \
            and tpl.nslots <= 1:
        tpl.check_count(1, "map")
        fn = tpl.fn
        out = []
        node = data
        VALUE_TEMPLATES[0] += 1  # (as _value, for each member)
        try:
            while node.__class__ is Pair:
                try:
                    value = fn(node.first)
                except (errors.TemplateExit, errors.OutputSignal) as sig:
                    raise _exited(tpl, sig, "map") from None
                if value is None:
                    raise _no_value(tpl, "map")
                out.append(value)
                node = node.rest
        finally:
            VALUE_TEMPLATES[0] -= 1
        return from_iter(out)
    members, n, ran_out = _parallel(lists, "map")
    if n:
        tpl.check_count(len(lists), "map")
    table = _rest_table(lists) if tpl.uses_rest else None
    values = [_value(tpl, tuple(m[i] for m in members), "map", i + 1,
                         table[i] if table is not None else None) for i in range(n)]
    if ran_out is not None:
        raise ran_out
    return _result_like(data, values, "map")


@primitive("map.se", args=(1, 2, -1), env=True)
@in_library("map.se1")
def map_se(interp: Any, template: Any, *lists: Any) -> Any:
    """MAP.SE template data
    (MAP.SE template data1 data2 ...)

    Like MAP, but the results are combined with SENTENCE instead of LIST:
    a result that is a list has its members spliced in, and an empty
    result disappears.  This suits templates that output zero, one or
    several words each.

    Example: show map.se [list ? ?] [1 2]"""
    if not lists:  # Berkeley's library looks at the first of no data
        raise _own(errors.doesnt_like("first", NIL))
    tpl = interp.template(template, "map.se")
    members, n, ran_out = _parallel(lists, "map.se")
    table = _rest_table(lists) if tpl.uses_rest else None
    if len(members) == 1:  # (one data input: its members one by one, in short)
        column = members[0]
        values = [_value(tpl, (column[i],), "map.se", i + 1, table[i] if table is not None else None)
                  for i in range(n)]
    else:
        values = [_value(tpl, tuple(m[i] for m in members), "map.se", i + 1,
                         table[i] if table is not None else None) for i in range(n)]
    if ran_out is not None:
        raise ran_out
    return sentence(*values)


@primitive("filter", args=(2, 2, 4), env=True)
@in_library("filter")
def filter_(interp: Any, template: Any, data: Any, *more: Any) -> Any:
    """FILTER tftemplate data

    Outputs the members of DATA for which TFTEMPLATE outputs TRUE, in their
    original order.  The template must output TRUE or FALSE for every
    member.  If DATA is a word, the result is a word of the characters that
    pass.

    Example: show filter [numberp ?] [a 1 b 2]"""
    tpl = interp.template(template, "filter")
    if data.__class__ is Array:
        return _array_data(interp, tpl, data, "filter")
    members = _members(data, "filter")
    table = _rest_table((data,)) if tpl.uses_rest else None
    kept = []
    if more:
        for i, number, rest in _walk(members, table, more, "filter"):
            if _passes(interp, _value(tpl, (members[i],), "filter", number, rest)):
                kept.append(members[i])
        return _result_like(data, kept, "filter")
    for i, m in enumerate(members):
        value = _value(tpl, (m,), "filter", i + 1, table[i] if table is not None else None)
        if _passes(interp, value):
            kept.append(m)
    return _result_like(data, kept, "filter")


def _walk(members: list, table: list | None, more: tuple, who: str) -> Any:
    """(index, #, ?REST) for each member, FILTER's or FIND's: their optional inputs, as in
    Berkeley's library, give # its start (then it is added to) and the first ?REST."""
    number: Any = more[0] if more else 1
    for i in range(len(members)):
        if i:
            try:
                number = add(number, 1, "+")
            except LogoError as exc:  # (the library's line calling itself for the next member)
                exc.library_at = who + ".bf"
                raise
        rest = table[i] if table is not None else None
        if i == 0 and len(more) > 1 and rest is not None:
            rest = tuple(butfirst(x, "bf") for x in to_pylist(more[1])) or rest
        yield i, number, rest


@primitive("find", args=(2, 2, 4), env=True)
@in_library("find")
def find(interp: Any, template: Any, data: Any, *more: Any) -> Any:
    """FIND tftemplate data

    Outputs the first member of DATA for which TFTEMPLATE outputs TRUE.  If
    no member passes, it outputs the empty list.  The search stops at the
    first success, so later members are not tried.

    Example: print find [? > 2] [1 2 3 4]"""
    tpl = interp.template(template, "find")
    if data.__class__ is Array:
        return _array_data(interp, tpl, data, "find")
    if data.__class__ is Pair and not more and not tpl.uses_rest:  # (as the library, member by member)
        node = data
        number = 1
        while node.__class__ is Pair:
            m = node.first
            if _passes(interp, _value(tpl, (m,), "find", number)):
                return m
            node = node.rest
            number += 1
        return NIL
    members = _members(data, "find")
    table = _rest_table((data,)) if tpl.uses_rest else None
    walk = _walk(members, table, more, "find") if more else (
        (i, i + 1, table[i] if table is not None else None) for i in range(len(members)))
    for i, number, rest in walk:
        m = members[i]
        value = _value(tpl, (m,), "find", number, rest)
        if _passes(interp, value):
            return m
    return NIL


@primitive("reduce", args=2, env=True)
@in_library("reduce")
def reduce(interp: Any, template: Any, data: Any) -> Any:
    """REDUCE template data

    Combines the members of DATA with a two-input TEMPLATE: the last two
    are combined first, then each result with the member before, so
    REDUCE "SUM adds a list.  A one-member DATA is output as it is; empty
    DATA is an error.

    Example: print reduce "sum [1 2 3 4]"""
    tpl = interp.template(template, "reduce")
    members = [] if data.__class__ is Array else _members(data, "reduce")
    if not members:  # as Berkeley's library REDUCE fails
        raise lib_error(doesnt_like("bf", data), "reduce", "reduce.empty")
    value = members[-1]
    for m in reversed(members[:-1]):
        value = _value(tpl, (m, value), "reduce")
    return value


@primitive("crossmap", args=(1, 2, -1), env=True)
@in_library("cm1")
def crossmap(interp: Any, template: Any, *lists: Any) -> Any:
    """CROSSMAP template listlist
    (CROSSMAP template data1 data2 ...)

    Like MAP with several inputs, except that TEMPLATE is run for every
    combination of members, one from each data list, rather than walking
    the lists side by side.  The data lists may be given as one list of
    lists or as separate inputs in parentheses.

    Example: show crossmap [word ?1 ?2] [[a b] [1 2]]"""
    if not lists:  # Berkeley's library looks at the rest of its inputs' list
        exc = errors.doesnt_like("bf", NIL)
        library_locate(exc, "crossmap")
        raise exc
    # Berkeley's library takes BF of each input (in CM2): an array is BF's error, after its
    # FIRST (the array's origin) had its turn
    if len(lists) == 1:
        if lists[0].__class__ is Array:
            raise _bf_of_array(lists[0])
        lists = tuple(_members(lists[0], "crossmap"))
    pools = [[x.origin] if x.__class__ is Array else _members(x, "crossmap") for x in lists]
    tpl = interp.template(template, "crossmap")
    out: list = []
    names = [str(level) for level in range(1, len(pools) + 1)]
    saved = [interp.V.get(name) for name in names]

    def walk(level: int, chosen: tuple) -> None:
        if level == len(pools):
            out.append(_value(tpl, chosen, "crossmap"))
            return
        for m in pools[level]:
            interp.V[names[level]] = m  # as in Berkeley's library, :1 :2 ... are the choices
            walk(level + 1, chosen + (m,))
        if lists[level].__class__ is Array:
            raise _bf_of_array(lists[level])

    try:
        walk(0, ())
    finally:
        for name, value in zip(names, saved, strict=True):
            if value is None:
                interp.V.pop(name, None)
            else:
                interp.V[name] = value
    return from_iter(out)


def _bf_of_array(arr: Array) -> LogoError:
    exc = errors.doesnt_like("bf", arr)
    library_locate(exc, "cm2")
    return exc


def _cascade(interp: Any, endtest: Any, pairs: list, final: Any, who: str) -> Any:
    templates = [interp.template(t, who) for t, _ in pairs]
    values = [v for _, v in pairs]
    count = None
    test = None
    if is_number(endtest):
        limit = num(endtest, who)
        count = int(limit) if abs(limit) < 2**63 else 2**63  # infinite or NaN: no end, as in Berkeley
    else:
        test = interp.template(endtest, who)
    step = 1
    while True:
        if count is not None:
            if step > count:
                break
        elif _passes(interp, _value(test, tuple(values), "cascade.test", step)):
            break
        values = [_value(t, tuple(values), "cascade", step) for t in templates]
        step += 1
    CASCADE_STEPS[0] = step - 1
    if final is not None:
        return _value(interp.template(final, who), tuple(values), "cascade.final", step)
    if not values:  # Berkeley's library applies [?1] to no values
        raise errors.doesnt_like_unrec("?", 1)
    return values[0]


def _negative_limit(endtest: Any) -> None:
    """As Berkeley's library CASCADE: a THROW "ERROR for a negative count (reported where
    CASCADE was called: the primitives check it outside their in_library)."""
    if is_number(endtest) and num(endtest, "cascade") < 0:
        raise LogoError(errors.USER_ERROR, "cascade doesn't like %s as input" % word_text(endtest))


@primitive("cascade", args=(1, 3, -1), env=True)
def cascade(interp: Any, endtest: Any, *rest: Any) -> Any:
    """CASCADE endtest template startvalue
    (CASCADE endtest tmp1 sv1 tmp2 sv2 ...)
    (CASCADE endtest tmp1 sv1 tmp2 sv2 ... finaltemplate)

    Starts with STARTVALUE and applies TEMPLATE to it (as ?) again and
    again, outputting the final value.  ENDTEST is either a number, the
    count of repetitions, or a template that is TRUE when it is time to stop
    (? is the value, # the count so far).  With several template/value
    pairs, the values advance together and ?1, ?2... name them; an optional
    final template computes the output from them.

    Example: print cascade 5 [? * 2] 1"""
    _negative_limit(endtest)
    return _cascade_run(interp, endtest, *rest)


@in_library("cascade1")
def _cascade_run(interp: Any, endtest: Any, *rest: Any) -> Any:
    """CASCADE's work, an error inside it being one of the library's."""
    items = list(rest)
    final = items.pop() if len(items) % 2 == 1 else None
    pairs = [(items[i], items[i + 1]) for i in range(0, len(items), 2)]
    return _cascade(interp, endtest, pairs, final, "cascade")


@primitive("cascade.2", args=(0, 5, -1), env=True)
def cascade2(interp: Any, *args: Any) -> Any:
    """CASCADE.2 endtest temp1 startval1 temp2 startval2

    A CASCADE of exactly two values that advance together, each template
    seeing both values as ?1 and ?2, and the first value being the output.
    It is a shorter way to write the two-pair form of CASCADE.

    Example: print cascade.2 5 [?1 + ?2] 1 [?1] 0"""
    if not args:
        raise errors.not_enough("cascade.2")
    try:
        _negative_limit(args[0])
    except LogoError as exc:  # thrown by CASCADE, which Berkeley's CASCADE.2 called
        library_locate(exc, "cascade.2")
        raise
    return _cascade_run(interp, *args)


@primitive("transfer", args=3, env=True)
@in_library("cascade1")
def transfer(interp: Any, endtest: Any, template: Any, inbasket: Any) -> Any:
    """TRANSFER endtest template inbasket

    Moves the members of INBASKET one at a time into an outbasket that
    starts empty, outputting the outbasket at the end.  In the templates
    ?IN is the member being moved and ?OUT the outbasket so far; TEMPLATE
    outputs the new outbasket.  ENDTEST, a template or the empty list, can
    stop early when it outputs TRUE.

    Example: show transfer [] [fput ?in ?out] [a b c]"""
    members = _members(inbasket, "transfer")
    out = NIL
    if not members:  # the templates are not looked at
        return out
    if is_number(endtest):  # Berkeley's library applies it, which gives the number to IF
        raise doesnt_like("if", endtest)
    tpl = interp.template(template, "transfer")
    # (Berkeley's library RUNs the end test in its TRANSFER.END.TEST: it is no template)
    test = None if endtest is NIL else interp.template(Pair("run", Pair(endtest, NIL)), "transfer")
    rest = inbasket  # as in Berkeley's library, ?1 is the outbasket and ?2 what is left
    for number, m in enumerate(members, 1):
        interp.transfer_stack.append((m, out))
        try:
            slots = (out, rest)
            if test is not None and _passes(interp, _value(test, slots, "transfer.test", number)):
                return out
            out = _value(tpl, slots, "transfer", number)
        finally:
            interp.transfer_stack.pop()
        rest = rest.rest if rest.__class__ is Pair else word_text(rest)[1:]
    return out


@primitive("?in", args=0, env=True)
def q_in(interp: Any) -> Any:
    """?IN

    In the templates of TRANSFER, outputs the member of the inbasket that is
    being moved now.  Outside TRANSFER it is an error to use it.  It is
    spelled with a question mark like the slots of other templates.

    Example: show transfer [] [lput ?in ?out] [a b]"""
    if not interp.transfer_stack:
        raise errors.dont_know("?in")
    return interp.transfer_stack[-1][0]


@primitive("?out", args=0, env=True)
def q_out(interp: Any) -> Any:
    """?OUT

    In the templates of TRANSFER, outputs the outbasket built so far.
    Outside TRANSFER it is an error to use it.  The template's output
    becomes the next value of ?OUT.

    Example: show transfer [] [fput ?in ?out] [a b]"""
    if not interp.transfer_stack:
        raise errors.dont_know("?out")
    return interp.transfer_stack[-1][1]


@primitive("?", args=(0, 0, 1), env=True)
def question(interp: Any, n: Any = 1) -> Any:
    """?
    (? n)
    ?n

    In an explicit-slot template (a list given to MAP, FOREACH, APPLY and
    the like), ? stands for the input value.  With several inputs, ?1 is
    the first, ?2 the second and so on; ?1 is written as one word but read
    as (? 1).  Outside a template it is an error.

    Example: show map [? + 1] [1 2 3]"""
    if interp.slots is None:
        from ..lang.arith import integer

        index = integer(n, "?")
        if index < 0:  # error 7 for what is not a number or is negative, as Berkeley;
            raise errors.doesnt_like("?", n)  # else error 4, naming the whole number
        raise errors.doesnt_like_unrec("?", index)
    return interp.qslot(interp.slots[0], n)


@primitive("#", args=0, env=True)
def template_number(interp: Any) -> Any:
    """#

    In a template run by MAP, FOREACH, FILTER and the other procedures that
    walk through data, outputs the position of the member being used (1 for
    the first).  Elsewhere it counts like REPCOUNT.

    Example: foreach [a b c] [type #] print []"""
    if interp.slots is None or interp.slots[1] is None:
        return interp.repcount
    return interp.slots[1]


@primitive("?rest", args=(0, 0, 1), env=True)
def question_rest(interp: Any, n: Any = 1) -> Any:
    """?REST
    (?REST n)

    In a template run by MAP, FOREACH and the like, outputs the part of the
    data after the member being used now (for data input N when several are
    given).  It lets a template look ahead, for example to compare a member
    with the ones that follow.

    Example: show map [?rest] [a b c]"""
    return interp.qrest(None if interp.slots is None else interp.slots[2], n)


__all__ = ["Array", "CMD"]
