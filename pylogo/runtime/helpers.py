"""Small functions that compiled Logo code calls (see compiler.py)."""

from __future__ import annotations

from ..compiling import templates
from ..lang import arith, errors
from ..lang.data import (
    FALSE,
    NIL,
    TRUE,
    Array,
    Pair,
    ProtectedWord,
    copy_onto,
    first_char,
    fold,
    from_iter,
    is_number,
    join_two,
    rest_of_word,
    to_pylist,
    word_text,
)
from ..lang.errors import LEAKED_STOP, LogoError
from .berkeley_errors import (
    didnt_output_for,
    dontsay_tail,
    lib_error,
    library_locate,
    localmake_value,
    output_nothing,
    output_of_nothing,
    tail_place,
)
from .berkeley_library import loop_out, looped_place

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def truth(x: Any, name: str) -> bool:
    """TRUE or FALSE (in any case) as a Python bool; anything else is an error."""
    if x is TRUE:
        return True
    if x is FALSE:
        return False
    if x.__class__ is str or x.__class__ is ProtectedWord:
        low = fold(x)
        if low == "true":
            return True
        if low == "false":
            return False
    raise errors.doesnt_like(name, "nothing" if x is None else x)


def chosen_clause_value(interp: Any, lst: Any, value: Any, consumer: str) -> Any:
    """CASE or COND given to OUTPUT (CONSUMER, as typed): Berkeley's library macros put the
    chosen clause's instructions (LST) in their place, so that when they end in OUTPUT or
    STOP, or output nothing, their last instruction "didn't output to output" (for no
    clause chosen, the OUTPUT itself).  VALUE: what LST gave."""
    last = consumer
    if lst is not NIL:
        try:
            nodes = interp.compiler.parse(lst)
        except errors.LogoError:
            nodes = []
        last = getattr(nodes[-1], "name", None) if nodes else None
    if value is None or (last is not None and fold(last) in ("output", "op", "stop", ".maybeoutput")):
        raise output_of_nothing(last or consumer, consumer)  # (as the procedure was called)
    return value


def chosen_list(name: str, chosen: bool, args: tuple) -> Any:
    """The list IF or IFELSE (NAME, given ARGS) runs when its condition is CHOSEN (as
    TRUE); Berkeley refuses an array in either list, even the one it does not run."""
    for lst in args[1:]:
        if lst.__class__ is Array:
            raise errors.doesnt_like(name, lst)
    return args[1] if chosen else (args[2] if len(args) > 2 else NIL)


def truth_running_lists(run_value: Any) -> Any:
    """truth for compiled code (``_truth``, once a value is neither TRUE nor FALSE
    themselves): a list is run for its value first (RUN_VALUE, ListRunner.run_value), as
    Berkeley's IF, IFELSE, TEST, NOT, AND and OR do."""

    def truth_(x: Any, name: str) -> bool:
        if x.__class__ is Pair or x is NIL:
            x = run_value(x, name)
        if x is TRUE:
            return True
        return False if x is FALSE else truth(x, name)

    return truth_


def count(x: Any, name: str) -> int:
    """REPEAT's count: a non-negative integer."""
    n = arith.num(x, name)
    if n.__class__ is float:
        if n != n or abs(n) >= 2**63 or n != int(n):
            raise errors.doesnt_like(name, x)
        n = int(n)
    if n < 0:
        raise errors.doesnt_like(name, x)
    if n >= 2147483647:  # Berkeley's counts are 32-bit, the largest refused too
        raise errors.doesnt_like(name, n)
    return n


def fornum(start: Any, end: Any, step: Any = None) -> tuple:
    """FOR's start, end and step as numbers (STEP None: toward END), or the error of
    Berkeley's library FOR: the step is compared with 0 by <, then start with end by
    > in its FORSTEP (no step given) or by > or < in its FORLOOP (ERROR's list names them)."""
    cls = start.__class__
    if (cls is int or cls is float) and end.__class__ in (int, float):  # the usual case
        if step is None:
            return start, end, (-1 if start > end else 1)
        if step.__class__ is int or step.__class__ is float:
            return start, end, step
    if step is not None:
        step = arith.num(step, "<")
    name = "<" if step is not None and step < 0 else ">"
    try:
        start, end = arith.num(start, name), arith.num(end, name)
    except LogoError as exc:
        library_locate(exc, "forstep" if step is None else "forloop")
        raise
    return start, end, (step if step is not None else -1 if start > end else 1)


def seq(x: Any, name: str) -> Any:
    """FOREACH's data as a list: a word gives its characters."""
    if x.__class__ is Pair or x is NIL:
        return x
    if x.__class__ in (str, int, float, ProtectedWord):
        return from_iter(list(word_text(x)))
    if x.__class__ is Array:
        # Berkeley's library takes FIRST of it (its origin) for one step, then BFS fails on
        # it: the walk ends on the array itself (foreach_tail).
        return Pair(x.origin, x)
    raise errors.doesnt_like(name, x)


def foreach_tail(rest: Any) -> None:
    """The end of an inline FOREACH's walk: an array (see seq) is BFS's error."""
    if rest is not NIL:
        exc = errors.doesnt_like("bfs", rest)
        exc.library_at = "foreach1.bfs"  # (FOREACH1's line calling itself again)
        raise exc


def mklist(*items: Any) -> Any:
    return from_iter(items)


def dontsay(value: Any) -> None:
    if value is LEAKED_STOP:  # (a STOP that went on out of a procedure, where it ends nothing)
        return
    raise errors.dont_say(value)


def dontsay_up(value: Any, callee: Any = None) -> None:
    """VALUE, output by a procedure (CALLEE, when known) called as a command."""
    if value is LEAKED_STOP:  # (as dontsay)
        return
    exc = errors.dont_say_up(value)
    if callee is not None:
        looped_place(exc, value, callee)
    raise exc


def dontsay_lib(name: str, fn: Any, *args: Any) -> None:
    """REMOVE, MAP ... (NAME, the primitive FN) called as a command: a value is an error in
    the procedure of Berkeley's library that tail_place names."""
    value = fn(*args)
    if value is not None:
        exc = errors.dont_say_up(value)
        place = tail_place(name, args, value)
        if place.__class__ is tuple:
            raise lib_error(exc, *place)
        if place is not None:
            library_locate(exc, place)
        raise exc


def dontsay_invoke(value: Any, template: Any, procs: dict) -> None:
    """INVOKE as a command given a value: Berkeley's library INVOKE (.MAYBEOUTPUT APPLY ...)
    has it, so the error comes without a place of the user's (the code as APPLY's)."""
    if value is LEAKED_STOP:  # (as dontsay)
        return
    exc = _applied_value_error(value, template, procs)
    library_locate(exc, "invoke")
    raise exc


def dontsay_apply(value: Any, template: Any, procs: dict, tail: bool = False) -> None:
    """APPLY as a command given a value (TAIL: its procedure's last instruction)."""
    if value is LEAKED_STOP:  # (as dontsay)
        return
    exc = _applied_value_error(value, template, procs)
    exc.tail_value = tail
    raise exc


def _applied_value_error(value: Any, template: Any, procs: dict) -> LogoError:
    """Berkeley's error for a value an applied TEMPLATE gave to a command: error 30 when a
    procedure (of the user's, or of Berkeley's library) output it, else 9."""
    head = template
    if head.__class__ is Pair:  # an explicit-slot template, or a lambda's first instruction
        head = head.first
        if head.__class__ is Pair or head is NIL:
            body = template.rest
            head = body.first if body.__class__ is Pair else None
    proc = procs.get(fold(head)) if head.__class__ in (str, ProtectedWord) else None
    if proc is not None and (not proc.is_primitive or proc.library):
        return errors.dont_say_up(value)
    return errors.dont_say(value)


def macro_output(value: Any) -> Any:
    """What a macro outputs must be a list (None: it output nothing)."""
    if value.__class__ is Pair or value is NIL:
        return value
    exc = errors.macro_returned(value)
    exc.macro_value = value  # MACROEXPAND outputs it all the same
    raise exc


def sentence2(a: Any, b: Any, slow: Any) -> Any:
    """SENTENCE A B: a copy of list A's cells ending in list B (else SLOW, the primitive)."""
    if a.__class__ is Pair and (b.__class__ is Pair or b is NIL):
        return copy_onto(a, b)
    return slow(a, b)


def sentence_member(x: Any, rest: Any) -> Any:
    """An input of SENTENCE (not the last; no array) before REST, the rest of the result:
    a list's members (its cells copied), a word in a cell of its own."""
    if x.__class__ is Pair:
        return copy_onto(x, rest)
    if x is NIL:
        return rest
    return Pair(x, rest)


def sentence_last(x: Any) -> Any:
    """SENTENCE's last input (no array) as the end of the result: a list itself, a word in a cell."""
    if x.__class__ is Pair or x is NIL:
        return x
    return Pair(x, NIL)


def didnt(proc: str, consumer: str) -> None:
    raise didnt_output_for(proc, consumer)


def didnt_after(value: Any, proc: str, consumer: str) -> None:
    if consumer == "output" or consumer == "op":  # what a macro output, OUTPUT RUN [...]:
        raise output_of_nothing(proc, consumer)  # as OUTPUT of a command (depends_on_call)
    raise didnt_output_for(proc, consumer)


def novalue(name: str) -> None:
    raise errors.no_value(name, typed=True)


def notenough(name: str) -> LogoError:
    return errors.not_enough(name)


def notest(name: str) -> LogoError:
    return LogoError(errors.NO_TEST, "%s without TEST" % name)


def noslot(n: int) -> LogoError:
    return errors.doesnt_like_unrec("?", n)  # Berkeley: error 4 for a slot with no datum


def slot1(item: Any, n: Any) -> Any:
    index = arith.integer(n, "?")
    if index < 0:  # the wrong kind for Berkeley (error 7); (? 0) is (? 1)
        raise errors.doesnt_like("?", n)
    if index > 1:
        raise errors.doesnt_like_unrec("?", index)
    return item


def bad_default(source: Any) -> LogoError:
    message = "Bad default expression for optional input: %s" % errors.datum(source)
    return LogoError(errors.BAD_DEFAULT, message)


def copy_array(arr: Array) -> Array:
    return Array([copy_array(x) if x.__class__ is Array else x for x in arr.items], arr.origin)


def intdiv(a: Any, b: Any, int_fn: Any) -> Any:
    """INT (A / B): integer division toward zero when both are integers."""
    if a.__class__ is int and b.__class__ is int and b != 0:
        q = abs(a) // abs(b)
        return q if (a < 0) == (b < 0) else -q
    return int_fn(arith.div(a, b))


def raise_(exc: BaseException) -> None:
    raise exc


def case_ignored_now() -> bool:
    """CASEIGNOREDP's value now (as EQUALP asks it: arith.case_ignored)."""
    return arith.case_ignored()


def local_names(values: tuple) -> None:
    """LOCAL's inputs, computed, where Berkeley reports one that is no name (an instruction
    that does not end its list: compiling/inline.py, gen_local): a list only alone."""
    alone = len(values) == 1
    for value in values:
        for name in to_pylist(value) if alone and (value.__class__ is Pair or value is NIL) else (value,):
            if name.__class__ not in (str, int, float, ProtectedWord):
                raise errors.doesnt_like("local", name)


def helpers() -> dict:
    return {
        "_localnames": local_names,
        "_outnothing": output_nothing,
        "_libloc": library_locate,
        "_add": arith.add,
        "_beyond64": arith.beyond64,
        "_sub": arith.sub,
        "_mul": arith.mul,
        "_div": arith.div,
        "_eq": arith.eq,
        "_ne": arith.ne,
        "_lt": arith.lessp,
        "_gt": arith.greaterp,
        "_le": arith.lessequalp,
        "_ge": arith.greaterequalp,
        "_tightminus": arith.tight_minus,
        "_ltb": arith.ltb,
        "_gtb": arith.gtb,
        "_leb": arith.leb,
        "_geb": arith.geb,
        "_eqb": arith.equal,
        "_ci": case_ignored_now,
        "_neb": arith.neb,
        "WORDTYPES": (str, int, float, ProtectedWord),
        "PW": ProtectedWord,
        "_pwfirst": first_char,
        "_pwrest": rest_of_word,
        "_join2": join_two,
        "_is_number": is_number,
        "_truth": truth,
        "_count": count,
        "_fornum": fornum,
        "_seq": seq,
        "_mklist": mklist,
        "_loop_out": loop_out,
        "_members": to_pylist,
        "_dontsay": dontsay,
        "_dontsay_up": dontsay_up,
        "_dontsay_invoke": dontsay_invoke,
        "_dontsay_apply": dontsay_apply,
        "_dontsay_lib": dontsay_lib,
        "_foreach_tail": foreach_tail,
        "_dontsay_tail": dontsay_tail,
        "_macro_out": macro_output,
        "_sentence2": sentence2,
        "_se_member": sentence_member,
        "_se_last": sentence_last,
        "_didnt": didnt,
        "_localmake_value": localmake_value,
        "_didnt_after": didnt_after,
        "_novalue": novalue,
        "_notenough": notenough,
        "_notest": notest,
        "_noslot": noslot,
        "_slot1": slot1,
        "_bad_default": bad_default,
        "_lambda_short": templates.lambda_short,
        "_lambda_optional": templates.lambda_optional,
        "_lambda_long": templates.lambda_long,
        "_in_apply": templates.placed_in_apply,
        "LogoError": LogoError,
        "_raise": raise_,
        "_copyarray": copy_array,
        "_intdiv": intdiv,
        "Array": Array,
    }


def restore_test(interp: Any, test: Any) -> None:
    """After a list or template run in a procedure, which has a TEST of its own: the
    procedure's state TEST comes back.  At top level there is one TEST state (Berkeley 6.2.5)."""
    if interp.test_state is not test and interp.current_procedure_name() is not None:
        interp.test_state = test
