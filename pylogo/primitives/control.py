"""Control structures.

The compiler turns most uses of IF, REPEAT, OUTPUT ... with literal lists
into Python statements (inline.py); these primitives serve the other uses:
lists computed at run time, APPLY of a control procedure, and so on.
"""

from __future__ import annotations

import time
from typing import Any

from .. import errors
from ..arith import equal, integer, num
from ..data import FALSE, NIL, TRUE, Pair, ProtectedWord, from_iter, is_list, to_pylist, word_text
from ..errors import ByeSignal, LogoError, OutputSignal, ThrowSignal, TopLevelSignal, at_toplevel, doesnt_like
from ..procedures import CMD, MAYBE, primitive
from ..runtime_helpers import count, truth
from .data import memberp


def _run(interp: Any, x: Any, who: str) -> Any:
    return interp.run_list(x, who)


def _instruction_list(x: Any, who: str) -> Any:
    """An instruction list input: a list, or a word read as a line (as RUN does)."""
    if x.__class__ is Pair or x is NIL:
        return x
    if x.__class__ in (str, ProtectedWord, int, float):
        from ..reader import parse_text

        return parse_text(word_text(x))
    raise doesnt_like(who, x)


@primitive("run", args=1, kind=MAYBE, env=True)
def run(interp: Any, x: Any) -> Any:
    """RUN instructionlist : runs the list (a word is read as a line); outputs what it outputs."""
    return _run(interp, x, "run")


@primitive("runresult", args=1, env=True)
def runresult(interp: Any, x: Any) -> Any:
    """RUNRESULT instructionlist : [] if the list outputs nothing, else a list of its output."""
    try:
        value = _run(interp, x, "runresult")
    except OutputSignal as sig:
        if interp.current_procedure_name() is None:
            raise at_toplevel(sig.name) from None
        raise LogoError(errors.RUNRES_STOP, "Can't use OUTPUT or STOP inside RUNRESULT") from None
    if value is None:
        return NIL
    return Pair(value, NIL)


def _repeat_count(x: Any, who: str) -> int:
    from ..runtime_helpers import count

    return count(x, who)


@primitive("repeat", args=2, kind=CMD, env=True)
def repeat(interp: Any, count: Any, lst: Any) -> None:
    """REPEAT num instructionlist : runs the list NUM times; REPCOUNT counts."""
    n = _repeat_count(count, "repeat")
    block = interp.block(_instruction_list(lst, "repeat"))
    saved = interp.repcount
    try:
        for i in range(1, n + 1):
            interp.repcount = i
            value = block()
            if value is not None:
                raise errors.dont_say(value)
    finally:
        interp.repcount = saved


@primitive("forever", args=1, kind=CMD, env=True)
def forever(interp: Any, lst: Any) -> None:
    """FOREVER instructionlist : runs the list again and again (until something stops it)."""
    block = interp.block(_instruction_list(lst, "forever"))
    saved = interp.repcount
    i = 0
    try:
        while True:
            i += 1
            interp.repcount = i
            value = block()
            if value is not None:
                raise errors.dont_say(value)
    finally:
        interp.repcount = saved


@primitive("repcount", "#repcount", args=0, env=True)
def repcount(interp: Any) -> Any:
    """REPCOUNT : which repetition of the innermost REPEAT or FOREVER this is (-1 outside)."""
    return interp.repcount


def _tf(interp: Any, x: Any, who: str) -> bool:
    if x.__class__ is Pair or x is NIL:
        x = interp.run_value(x, who)
    return truth(x, who)


@primitive("if", args=(2, 2, 3), kind=MAYBE, env=True)
def if_(interp: Any, cond: Any, yes: Any, no: Any = None) -> Any:
    """IF tf instructionlist : runs the list if TF is TRUE.  (IF tf list1 list2) is IFELSE."""
    if no is not None:
        return ifelse(interp, cond, yes, no)
    if _tf(interp, cond, "if"):
        return interp.run_list(_instruction_list(yes, "if"), "if")
    return None


@primitive("ifelse", args=3, kind=MAYBE, env=True)
def ifelse(interp: Any, cond: Any, yes: Any, no: Any) -> Any:
    """IFELSE tf list1 list2 : runs LIST1 if TF is TRUE, else LIST2; outputs what it outputs."""
    if _tf(interp, cond, "ifelse"):
        return interp.run_list(_instruction_list(yes, "ifelse"), "ifelse")
    return interp.run_list(_instruction_list(no, "ifelse"), "ifelse")


@primitive("test", args=1, kind=CMD, env=True)
def test(interp: Any, cond: Any) -> None:
    """TEST tf : remembers TF for IFTRUE and IFFALSE (until the procedure ends)."""
    interp.test_state = _tf(interp, cond, "test")


def _iftest(interp: Any, lst: Any, want: bool, who: str) -> Any:
    if interp.test_state is None:
        raise LogoError(errors.NO_TEST, "%s without TEST" % who)
    if interp.test_state is want:
        return interp.run_list(_instruction_list(lst, who), who)
    return None


@primitive("iftrue", "ift", args=1, kind=MAYBE, env=True)
def iftrue(interp: Any, lst: Any, _name: str = "iftrue") -> Any:
    """IFTRUE instructionlist : runs the list if the last TEST was TRUE."""
    return _iftest(interp, lst, True, _name)


@primitive("iffalse", "iff", args=1, kind=MAYBE, env=True)
def iffalse(interp: Any, lst: Any, _name: str = "iffalse") -> Any:
    """IFFALSE instructionlist : runs the list if the last TEST was FALSE."""
    return _iftest(interp, lst, False, _name)


@primitive("stop", args=0, kind=CMD)
def stop() -> None:
    """STOP : ends the running procedure (no output)."""
    raise OutputSignal(None, "stop")


@primitive("output", "op", args=1, kind=CMD)
def output(value: Any, _name: str = "output") -> None:
    """OUTPUT thing : ends the running procedure, which outputs THING."""
    raise OutputSignal(value, _name)


@primitive(".maybeoutput", args=1, kind=CMD)
def maybeoutput(value: Any) -> None:
    """.MAYBEOUTPUT value : like OUTPUT, but STOP if the input expression outputs nothing."""
    raise OutputSignal(value, ".maybeoutput")


def _tag(x: Any, who: str) -> str:
    if x.__class__ in (str, int, float, ProtectedWord):
        return word_text(x)
    raise doesnt_like(who, x)


@primitive("catch", args=2, kind=MAYBE, env=True)
def catch(interp: Any, tag: Any, lst: Any) -> Any:
    """CATCH tag instructionlist : runs the list; a THROW of TAG ends it.  Outputs the thrown value."""
    return run_catch(interp, tag, lst, False)


def run_catch(interp: Any, tag: Any, lst: Any, command: bool) -> Any:
    """CATCH; as a COMMAND, a value left by the list's last instruction is an error inside it."""
    key = _tag(tag, "catch").lower()
    if key == "error":
        interp.catch_error_depth += 1
    try:
        instructions = interp.runnable(lst, "catch")
        return (interp.command_block if command else interp.block)(instructions)()
    except OutputSignal as sig:
        if key != "error" or interp.current_procedure_name() is not None:
            raise
        interp.caught_error = errors.at_toplevel(sig.name)
        return None
    except ThrowSignal as sig:
        if sig.tag.lower() == key:
            return sig.value
        raise
    except LogoError as exc:
        if key != "error":
            raise
        if not exc.located and not exc.skip and not getattr(exc, "locate_outer", False):
            interp.locate_from_stack(exc)
        interp.caught_error = exc
        return None
    except RecursionError:
        if key != "error":
            raise
        interp.caught_error = LogoError(errors.STACK_OVERFLOW, "stack overflow")
        return None
    finally:
        if key == "error":
            interp.catch_error_depth -= 1


@primitive("throw", args=(1, 1, 2), kind=CMD)
def throw(tag: Any, value: Any = None) -> None:
    """THROW tag (THROW tag value) : ends the CATCH of that tag, which outputs VALUE if given."""
    name = _tag(tag, "throw")
    low = name.lower()
    if low == "error":
        if value is None:
            raise LogoError(errors.USER_THROW, 'Throw "Error')
        from ..printer import FULL, print_form

        exc = LogoError(errors.USER_ERROR, print_form(value, FULL))  # bars kept, as Berkeley
        exc.skip = 1  # reported where the throwing procedure was called
        raise exc
    if low == "toplevel":
        raise TopLevelSignal()
    if low == "system":
        raise ByeSignal()
    raise ThrowSignal(name, value)


@primitive("error", args=0, env=True)
def error(interp: Any) -> Any:
    """ERROR : a list describing the last error caught by CATCH "ERROR, then []."""
    exc = interp.caught_error
    interp.caught_error = None
    if exc is None:
        return NIL
    proc = exc.proc if exc.proc else NIL
    return from_iter([exc.code, exc.value if exc.value.__class__ is not str else exc.message, proc, exc.line])


@primitive("pause", args=0, kind=MAYBE, env=True)
def pause(interp: Any) -> Any:
    """PAUSE : a prompt inside the running procedure, until CONTINUE."""
    return interp.pause()


@primitive("continue", "co", args=(0, 1, 1), kind=CMD)
def continue_(value: Any = None) -> None:
    """CONTINUE (CONTINUE value) : ends a PAUSE, perhaps giving PAUSE a value to output."""
    from ..errors import PauseContinue

    raise PauseContinue(value)


@primitive("wait", args=1, kind=CMD, env=True)
def wait(interp: Any, ticks: Any) -> None:
    """WAIT time : waits TIME sixtieths of a second (output is flushed first)."""
    t = count(ticks, "wait")
    interp.flush()
    if t > 0:
        interp.sleep(t / 60.0)


@primitive("bye", args=0, kind=CMD)
def bye() -> None:
    """BYE : leaves Logo."""
    raise ByeSignal()


@primitive("ignore", args=1, kind=CMD)
def ignore(value: Any) -> None:
    """IGNORE thing : does nothing with its input."""
    return None


@primitive("`", args=(1, 1, 2), env=True)
def backquote(interp: Any, lst: Any, depth: Any = 0) -> Any:
    """` list : the list with ,thing replaced by thing's value and ,@thing spliced in."""
    return _Backquote(interp).expand(lst, integer(depth, "`"))


class _Backquote:
    """Expands a backquoted list.

    ``,X`` is replaced by the value of running X (the rest of the word, or
    the next member when the comma stands alone), ``,@X`` splices that value
    in, ``",X`` and ``:,X`` put a quote or colon in front of it, and a
    nested ` defers the commas inside it to the next level.
    """

    def __init__(self, interp: Any) -> None:
        self.interp = interp

    def run(self, x: Any) -> Any:
        return self.interp.macro_value("run", "`", x)

    def expand(self, lst: Any, depth: int) -> Any:
        out: list = []
        items = to_pylist(lst) if is_list(lst) else [lst]
        i = 0
        while i < len(items):
            x = items[i]
            i += 1
            if x.__class__ is Pair or x is NIL:
                out.append(self.expand(x, depth))
                continue
            if x.__class__ not in (str, ProtectedWord):
                out.append(x)
                continue
            if x == "`" and i < len(items):
                out.extend(["`", self.expand(items[i], depth + 1)])
                i += 1
                continue
            if x.startswith(","):
                i = self.unquote(x[1:], items, i, depth, out)
                continue
            if x[:1] in ("\"", ":") and x[1:2] == ",":
                self.quoted(x[0], x[2:], items, depth, out)
                continue
            out.append(x)
        return from_iter(out)

    def unquote(self, symbol: str, items: list, i: int, depth: int, out: list) -> int:
        splicing = symbol.startswith("@")
        if splicing:
            symbol = symbol[1:]
        marker = ",@" if splicing else ","
        if depth > 0:
            if symbol:
                out.extend([marker, self.expand(Pair(symbol, NIL), depth - 1)])
            elif i < len(items):
                out.extend([marker, self.expand(items[i], depth - 1)])
                i += 1
            return i
        if symbol:
            value = self.run(symbol)
        elif i < len(items):
            value = self.run(items[i])
            i += 1
        else:
            value = self.run(NIL)
        if splicing and is_list(value):
            out.extend(to_pylist(value))
        else:
            out.append(value)
        return i

    def quoted(self, prefix: str, rest: str, items: list, depth: int, out: list) -> None:
        value = self.run(rest) if rest else NIL
        if value.__class__ is Pair:
            out.append(word_text(prefix) + word_text(value.first))
            out.extend(to_pylist(value.rest))
        elif is_list(value):
            out.append(prefix)
        else:
            out.append(prefix + word_text(value))


# ---------------------------------------------------------------- library loops


def _cond_value(interp: Any, lst: Any, who: str) -> bool:
    return truth(interp.run_value(lst, who), who)


def _loop_body(interp: Any, lst: Any, who: str) -> Any:
    return interp.block(_instruction_list(lst, who))


def _checked(value: Any) -> None:
    if value is not None:
        raise errors.dont_say(value)


@primitive("while", args=2, kind=CMD, env=True)
def while_(interp: Any, cond: Any, lst: Any) -> None:
    """WHILE tfexpression instructionlist : runs the list while the expression is TRUE."""
    body = _loop_body(interp, lst, "while")
    while _cond_value(interp, _instruction_list(cond, "while"), "while"):
        _checked(body())


@primitive("until", args=2, kind=CMD, env=True)
def until(interp: Any, cond: Any, lst: Any) -> None:
    """UNTIL tfexpression instructionlist : runs the list until the expression is TRUE."""
    body = _loop_body(interp, lst, "until")
    while not _cond_value(interp, _instruction_list(cond, "until"), "until"):
        _checked(body())


@primitive("do.while", args=2, kind=CMD, env=True)
def do_while(interp: Any, lst: Any, cond: Any) -> None:
    """DO.WHILE instructionlist tfexpression : runs the list, then again while the expression is TRUE."""
    body = _loop_body(interp, lst, "do.while")
    while True:
        _checked(body())
        if not _cond_value(interp, _instruction_list(cond, "do.while"), "do.while"):
            return


@primitive("do.until", args=2, kind=CMD, env=True)
def do_until(interp: Any, lst: Any, cond: Any) -> None:
    """DO.UNTIL instructionlist tfexpression : runs the list, then again until the expression is TRUE."""
    body = _loop_body(interp, lst, "do.until")
    while True:
        _checked(body())
        if _cond_value(interp, _instruction_list(cond, "do.until"), "do.until"):
            return


def _for_item(interp: Any, x: Any) -> Any:
    if x.__class__ is int or x.__class__ is float:
        return x
    lst = x if is_list(x) else Pair(x, NIL)
    value = interp.run_value(lst, "for")
    return num(value, "for")


@primitive("for", args=(2, 2, 7), kind=CMD, env=True)
def for_(interp: Any, control: Any, lst: Any, *_unused: Any) -> None:
    """FOR [var start end (step)] instructionlist : runs the list with VAR from START to END."""
    if not is_list(control):
        raise doesnt_like("for", control)
    items = to_pylist(control)
    if len(items) < 3 or items[0].__class__ not in (str, ProtectedWord):
        raise doesnt_like("for", control)
    var = items[0].lower()
    start = _for_item(interp, items[1])
    end = _for_item(interp, items[2])
    if len(items) == 4:
        step = _for_item(interp, items[3])
    else:
        step = -1 if start > end else 1
    body = _loop_body(interp, lst, "for")
    from ..arith import add
    from ..interpreter import UNB

    saved = interp.V.get(var, UNB)
    try:
        value = start
        while (value >= end) if step < 0 else (value <= end):
            interp.V[var] = value
            _checked(body())
            value = add(value, step)
    finally:
        if saved is UNB:
            interp.V.pop(var, None)
        else:
            interp.V[var] = saved


def _user_error(message: str) -> LogoError:
    return LogoError(errors.USER_ERROR, message)


def case_body(interp: Any, value: Any, clauses: Any) -> Any:
    """The instructions CASE chooses: the rest of the first clause that matches (or [])."""
    for head, rest in _clauses(clauses, "case"):
        if equal(head, "else") or memberp(value, head) == TRUE:
            return rest
    return NIL


def _clauses(clauses: Any, who: str) -> Any:
    """The (head, instructions) of each clause of CASE or COND."""
    if not is_list(clauses):
        raise doesnt_like(who, clauses)
    for clause in clauses:
        if clause is NIL:
            raise _user_error("Empty %s clause" % who.upper())
        if clause.__class__ is not Pair:
            raise doesnt_like("first", clause)
        yield clause.first, clause.rest


def cond_body(interp: Any, clauses: Any) -> Any:
    """The instructions COND chooses: the rest of the first clause whose test is TRUE (or [])."""
    from ..printer import print_form

    for head, rest in _clauses(clauses, "cond"):
        if equal(head, "else"):
            return rest
        try:
            result = interp.run_list(head, "cond")
        except LogoError as exc:
            raise _user_error(exc.message) from None
        flag = result.lower() if result.__class__ in (str, ProtectedWord) else None
        if flag not in ("true", "false"):
            shown = print_form(Pair(result, NIL) if result is not None else NIL)
            raise _user_error("%s not TRUE or FALSE" % shown)
        if flag == "true":
            return rest
    return NIL


@primitive("case", args=(2, 2, 3), kind=MAYBE, env=True)
def case(interp: Any, value: Any, clauses: Any, *_unused: Any) -> Any:
    """CASE value clauses : runs the first clause whose list has VALUE as a member (or ELSE)."""
    return interp.run_list(case_body(interp, value, clauses), "case")


@primitive("cond", args=1, kind=MAYBE, env=True)
def cond(interp: Any, clauses: Any) -> Any:
    """COND clauses : runs the first clause whose condition is TRUE (or ELSE)."""
    return interp.run_list(cond_body(interp, clauses), "cond")


@primitive("goto", args=1, kind=CMD, env=True)
def goto(interp: Any, tag: Any) -> None:
    """GOTO word : goes on from the instruction after TAG word in the same procedure."""
    if not interp.in_procedure():
        raise LogoError(errors.AT_TOPLEVEL, "Can only use goto inside a procedure")
    raise errors.GotoSignal(tag)


@primitive("tag", args=1, kind=CMD)
def tag(name: Any) -> None:
    """TAG quoted.word : marks a place for GOTO; does nothing by itself."""
    return None


@primitive("to", args=(0, 0, 0), kind=CMD)
def to(*args: Any, _name: str = "to") -> None:
    """TO name inputs... : starts a procedure definition (at top level only)."""
    if not args or not args[0]:  # no name: Berkeley's complaint comes first
        raise errors.not_enough(_name)
    raise LogoError(errors.TO_IN_PROC, "Can't use TO inside a procedure")


@primitive(".macro", args=(0, 0, 0), kind=CMD)
def dot_macro(*args: Any) -> None:
    """.MACRO name inputs... : starts a macro definition (at top level only)."""
    to(*args, _name=".macro")


__all__ = ["time", "TRUE", "FALSE", "integer"]
