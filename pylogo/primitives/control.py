"""Control structures.

The compiler turns most uses of IF, REPEAT, OUTPUT ... with literal lists
into Python statements (inline.py); these primitives serve the other uses:
lists computed at run time, APPLY of a control procedure, and so on.

The parts of the interpreter it uses (pylogo/runtime/): ``ListRunner`` (running
lists; REPCOUNT, TEST), ``BerkeleyErrors`` (CATCH "ERROR and ERROR),
``ErrorReporter`` (in which procedure it runs), ``Console`` (WAIT, PAUSE),
``DynamicScope`` (variables) and ``TopLevel`` (TO inside a list).
"""

from __future__ import annotations

import time

from ..lang import errors
from ..lang.arith import add, equal, integer
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
from ..lang.errors import (
    LEAKED_STOP,
    ByeSignal,
    LogoError,
    OutputSignal,
    ThrowSignal,
    TopLevelSignal,
    at_toplevel,
    doesnt_like,
)
from ..lang.nodes import Call, Const
from ..lang.procedures import CMD, MAYBE, primitive
from ..runtime.berkeley_errors import (
    in_library,
    lib_error,
    library_locate,
    loop_places,
    template_stopped,
)
from ..runtime.helpers import chosen_list, count, fornum, restore_test, truth
from ..runtime.lists import read_marked_word
from .data import butfirst, first, last, memberp
from .data import count as _count

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def _run(interp: Any, x: Any, who: str) -> Any:
    return interp.run_list(x, who)


def _instruction_list(x: Any, who: str) -> Any:
    """An instruction list input: a list, or a word read as a line (as RUN does)."""
    if x.__class__ is Pair or x is NIL:
        return x
    if x.__class__ is ProtectedWord:  # (its characters in bars stay in one word, as for RUN)
        return read_marked_word(x)
    if x.__class__ in (str, int, float):
        from ..lang.reader import parse_text

        return parse_text(word_text(x))
    raise doesnt_like(who, x)


@primitive("run", args=1, kind=MAYBE, env=True)
def run(interp: Any, x: Any) -> Any:
    """RUN instructionlist

    Runs the instructions in the list, as if they had been typed.  If the
    list is an expression that outputs a value, RUN outputs that value, so
    RUN can be used as a command or as an operation.  A word input is read
    as a line of Logo first.  Building an instruction list and RUNning it is
    how a Logo program writes and runs programs of its own.

    Example: run [print 3 * 4]"""
    if x.__class__ is Pair:  # the common case, in short (as run_list does it)
        return interp.run_block(x)
    if x.__class__ is str:  # a word run before (RUN WORD "MATCH :KIND): its list kept
        lst = interp.word_lists.get(x)
        if lst is not None:
            return interp.run_block(lst)
    return _run(interp, x, "run")


@primitive("runresult", args=1, env=True)
def runresult(interp: Any, x: Any) -> Any:
    """RUNRESULT instructionlist

    Runs the instructions in the list and reports what happened as a list:
    the empty list if they output nothing, or a list of one member, the
    value, if they did.  This lets a program run instructions that may or
    may not output without an error either way.

    Example: show runresult [sum 1 2]"""
    saved, interp.value_run = interp.value_run, True
    test = interp.test_state  # (Berkeley: a TEST in the list is its own, and a LOCAL too)
    height = len(interp.SAVED)
    try:
        value = _run(interp, x, "runresult")
    except OutputSignal as sig:
        if interp.exits_at_top_level():
            raise at_toplevel(sig.name) from None
        raise LogoError(errors.RUNRES_STOP, "Can't use OUTPUT or STOP inside RUNRESULT") from None
    finally:
        interp.value_run = saved
        restore_test(interp, test)
        if len(interp.SAVED) > height:
            interp.unwind(height)
    if value is None:
        return NIL
    return Pair(value, NIL)


def _stop_leaks(interp: Any, lst: Any, sig: OutputSignal) -> None:
    """STOP ran in LST: if its REPEAT or FOREVER ends the body of the procedure running
    (perhaps in the list of an IF, RUN, REPEAT ... that does), Berkeley's STOP goes on out
    of the procedure (errors.LEAKED_STOP), which gives it back."""
    place = interp.current_place()
    if place is None:
        return
    proc = interp.lookup_proc(fold(place[0]))
    if proc is None or proc.is_primitive or not proc.lines or place[1] is not proc.lines[-1]:
        return
    line = place[1]
    for _ in range(20):  # (the last instruction, and the last one of its list ...)
        try:
            nodes = interp.compiler.parse(line)
        except LogoError:
            return
        last = nodes[-1] if nodes else None
        proc = getattr(last, "proc", None)
        if proc is None or not proc.is_primitive or not last.args:
            return
        line = getattr(last.args[-1], "value", None)
        if proc.name in ("repeat", "forever"):
            if line is lst or not is_list(line):  # (a list in a variable: maybe this one)
                sig.value = LEAKED_STOP
                return
        elif proc.name not in ("if", "ifelse", "run"):
            return
        if not is_list(line) or line is NIL:
            return


def _loop_value(value: Any) -> Any:
    """What a round of REPEAT's or FOREVER's list gave back: a STOP that went on out of a
    procedure called last in the list (errors.LEAKED_STOP) ends the loop, which gives it back."""
    if value is LEAKED_STOP:
        return value
    raise errors.dont_say(value)


def _repeat_count(x: Any, who: str) -> int:
    return count(x, who)


@primitive("repeat", args=2, kind=CMD, env=True)
def repeat(interp: Any, count: Any, lst: Any) -> None:
    """REPEAT num instructionlist

    Runs the instruction list NUM times, NUM being a non-negative whole
    number.  Inside the list REPCOUNT tells which time this is, starting
    from 1.  REPEAT is a command: the list must not output a value.  A STOP
    or OUTPUT in the list ends the procedure that contains the REPEAT.

    Example: repeat 3 [print repcount]"""
    n = _repeat_count(count, "repeat")
    lst = _instruction_list(lst, "repeat")
    if n == 0:
        return  # the list is never read (Berkeley: no error for REPEAT 0 [(FIRST 1 2)])
    block = interp.command_block(lst)
    saved = interp.repcount
    height = len(interp.SAVED)  # the locals the list makes go at the end of each round
    places = loop_places(interp, lst)  # (Berkeley's places of errors in later rounds)
    try:
        for i in range(1, n + 1):
            if len(interp.SAVED) > height:
                interp.unwind(height)
            interp.repcount = i
            value = block() if places is None else places.round(block)
            if value is not None:
                return _loop_value(value)
    except OutputSignal as sig:  # its list's OUTPUT (berkeley_errors.exit_in_output_list)
        sig.in_repeat = True
        if sig.name == "stop":
            _stop_leaks(interp, lst, sig)
        raise
    finally:
        interp.repcount = saved
        if places is not None:
            places.finish()
        if len(interp.SAVED) > height:
            interp.unwind(height)


@primitive("forever", args=1, kind=CMD, env=True)
def forever(interp: Any, lst: Any) -> None:
    """FOREVER instructionlist

    Runs the instruction list again and again without end.  Something inside
    must stop it: STOP or OUTPUT leave the enclosing procedure, THROW leaves
    a CATCH, an error ends everything, and Ctrl-C (or the notebook's stop
    button) interrupts it.  REPCOUNT counts the repetitions.

    Example: catch "done [forever [if repcount > 3 [throw "done] print repcount]]"""
    lst = _instruction_list(lst, "forever")
    block = interp.command_block(lst)
    saved = interp.repcount
    places = loop_places(interp, lst)  # (as REPEAT's)
    i = 0
    try:
        while True:
            i += 1
            interp.repcount = i
            value = block() if places is None else places.round(block)
            if value is not None:
                return _loop_value(value)
    except OutputSignal as sig:  # (as REPEAT's)
        sig.in_repeat = True
        if sig.name == "stop":
            _stop_leaks(interp, lst, sig)
        raise
    finally:
        interp.repcount = saved
        if places is not None:
            places.finish()


@primitive("repcount", args=0, env=True)
def repcount(interp: Any) -> Any:
    """REPCOUNT
    #REPCOUNT

    Outputs how many times the innermost REPEAT or FOREVER that is running
    has started its list: 1 the first time, 2 the second, and so on.
    Outside any REPEAT or FOREVER it outputs -1.

    Example: repeat 4 [type repcount] print []"""
    return interp.repcount


def _tf(interp: Any, x: Any, who: str) -> bool:
    if x.__class__ is Pair or x is NIL:
        x = interp.run_value(x, who)
    return truth(x, who)


@primitive("if", args=(2, 2, 3), kind=MAYBE, env=True)
def if_(interp: Any, cond: Any, yes: Any, no: Any = None) -> Any:
    """IF tf instructionlist
    (IF tf instructionlist1 instructionlist2)

    Runs the instruction list if TF is TRUE and does nothing if it is FALSE;
    any other input is an error.  The condition may also be a list, which is
    run to get TRUE or FALSE.  With two lists in parentheses it behaves like
    IFELSE.  If the list that is run outputs a value, IF outputs it too.

    Example: if 2 > 1 [print "yes]"""
    if no is not None:
        return ifelse(interp, cond, yes, no)
    chosen = cond is TRUE or (cond is not FALSE and _tf(interp, cond, "if"))
    if chosen and yes.__class__ is Pair:
        return interp.run_block(yes)
    chosen_list("if", chosen, (cond, yes))  # (an array refused, even when it does not run)
    return interp.run_list(_instruction_list(yes, "if"), "if") if chosen else None


@primitive("ifelse", args=3, kind=MAYBE, env=True)
def ifelse(interp: Any, cond: Any, yes: Any, no: Any) -> Any:
    """IFELSE tf instructionlist1 instructionlist2

    Runs the first instruction list if TF is TRUE and the second if it is
    FALSE.  Whatever the chosen list outputs, IFELSE outputs, so it serves
    both as a command and as an operation: print ifelse :x > 0 ["pos] ["neg]
    is a common idiom.  The condition must be TRUE or FALSE.

    Example: print ifelse 3 > 4 ["bigger] ["smaller]"""
    chosen = cond is TRUE or (cond is not FALSE and _tf(interp, cond, "ifelse"))
    if yes.__class__ is Pair and no.__class__ is Pair:  # the common case, in short
        return interp.run_block(yes if chosen else no)
    lst = chosen_list("ifelse", chosen, (cond, yes, no))
    if lst.__class__ is Pair:
        return interp.run_block(lst)
    return interp.run_list(_instruction_list(lst, "ifelse"), "ifelse")


@primitive("test", args=1, kind=CMD, env=True)
def test(interp: Any, cond: Any) -> None:
    """TEST tf

    Remembers whether TF is TRUE or FALSE, for later IFTRUE and IFFALSE
    instructions.  The remembered result belongs to the procedure that ran
    TEST (or to the top level), so a procedure called in between does not
    disturb it.  The input must be TRUE or FALSE.

    Example: test 3 > 2 iftrue [print "yes] iffalse [print "no]"""
    interp.test_state = _tf(interp, cond, "test")


def _iftest(interp: Any, lst: Any, want: bool, who: str) -> Any:
    if interp.test_state is None:
        raise LogoError(errors.NO_TEST, "%s without TEST" % who)
    if interp.test_state is want:
        return interp.run_list(_instruction_list(lst, who), who)
    return None


@primitive("iftrue", "ift", args=1, kind=MAYBE, env=True)
def iftrue(interp: Any, lst: Any, _name: str = "iftrue") -> Any:
    """IFTRUE instructionlist
    IFT instructionlist

    Runs the instruction list if the most recent TEST in this procedure (or
    at top level) was given TRUE; otherwise does nothing.  Using it before
    any TEST is an error.  Like IF, it outputs whatever the list outputs.

    Example: test "true iftrue [print "yes]"""
    return _iftest(interp, lst, True, _name)


@primitive("iffalse", "iff", args=1, kind=MAYBE, env=True)
def iffalse(interp: Any, lst: Any, _name: str = "iffalse") -> Any:
    """IFFALSE instructionlist
    IFF instructionlist

    Runs the instruction list if the most recent TEST in this procedure (or
    at top level) was given FALSE; otherwise does nothing.  Using it before
    any TEST is an error.

    Example: test "false iffalse [print "no]"""
    return _iftest(interp, lst, False, _name)


@primitive("stop", args=0, kind=CMD)
def stop() -> None:
    """STOP

    Ends the procedure that is running, which then outputs nothing; the
    procedure that called it goes on with its next instruction.  It is
    allowed only inside a procedure (or in a list run by one), and from an
    instruction list of REPEAT, IF and the like it ends the whole procedure,
    not just the list.

    Example: define "count.down [[n] [if :n = 0 [stop] print :n count.down :n - 1]] invoke "count.down 3"""
    raise OutputSignal(None, "stop")


@primitive("output", "op", args=1, kind=CMD)
def output(value: Any, _name: str = "output") -> None:
    """OUTPUT value
    OP value

    Ends the running procedure and makes VALUE its output, which is how an
    operation gives back its result.  It may be used only inside a
    procedure; at top level it is an error.  A procedure called as a command
    must not OUTPUT ("You don't say what to do with ...").

    Example: define "double [[x] [output 2 * :x]] print apply "double [21]"""
    raise OutputSignal(value, _name)


@primitive(".maybeoutput", args=1, kind=CMD)
def maybeoutput(value: Any) -> None:
    """.MAYBEOUTPUT value

    Like OUTPUT if the expression given as input outputs a value, and like
    STOP if it outputs nothing, without the error OUTPUT would report.  It
    lets a procedure pass on the result of a call that may or may not have
    one, such as RUN of an arbitrary list.

    Example: define "try [[l] [.maybeoutput run :l]] print invoke "try [2 + 3]"""
    raise OutputSignal(value, ".maybeoutput")


def _tag(x: Any, who: str) -> str:
    if x.__class__ in (str, int, float, ProtectedWord):
        return word_text(x)
    if x.__class__ in (Pair, Array) or x is NIL:
        return errors.ListTag(x)
    raise doesnt_like(who, x)


@primitive("catch", args=2, kind=MAYBE, env=True)
def catch(interp: Any, tag: Any, lst: Any) -> Any:
    """CATCH tag instructionlist

    Runs the instruction list.  If a THROW with the same TAG (compared like
    EQUALP) happens while it runs, anywhere in the procedures it calls, the
    list is abandoned and CATCH ends there.  With the tag ERROR it also
    catches errors, which then print nothing; ERROR tells what went wrong.
    If the list outputs a value without throwing, CATCH outputs it.

    Example: catch "error [print 1 / 0] show first error"""
    return run_catch(interp, tag, lst, False)


_RUNNERS = ("run", "if", "ifelse", "apply")


def _runner_last(interp: Any, lst: Any, exit_name: str, depth: int = 0) -> str | bool:
    """Who Berkeley says didn't output, when OUTPUT (EXIT_NAME, as typed) ended the instruction
    list LST of a CATCH whose value was wanted: the RUN, IF, IFELSE or APPLY (as typed) ending
    LST, or the innermost one ending the literal list it ran ...; the OUTPUT itself in a
    REPEAT or FOREVER ending LST or one of those lists; False (CATCH) otherwise."""
    try:
        nodes = interp.compiler.parse_quietly(lst)
    except LogoError:
        return False
    last = nodes[-1] if nodes else None
    if not isinstance(last, Call) or not last.proc.is_primitive or depth > 20:
        return False
    name = last.proc.name
    if name in ("repeat", "forever"):
        return exit_name
    if name not in _RUNNERS:
        return False
    lists = {"run": (0,), "if": (1,), "ifelse": (1, 2)}.get(name, ())
    if len(last.args) <= max(lists, default=0) or any(last.args[i].__class__ is not Const for i in lists):
        return last.name
    known = fold(str(last.args[0].value)) if last.args[0].__class__ is Const else None
    if name == "ifelse" and known in ("true", "false"):
        lists = (1,) if known == "true" else (2,)
    # (IFELSE's list that ran not known: the same answer for both, or its own name)
    inner = {_runner_last(interp, last.args[i].value, exit_name, depth + 1) for i in lists}
    found = inner.pop() if len(inner) == 1 else False
    return found or last.name


def run_catch(interp: Any, tag: Any, lst: Any, command: bool, end: int = 0, lib: str | None = None,
              in_proc: bool = False) -> Any:
    """CATCH; as a COMMAND, a value left by the list's last instruction is an error inside it.
    END: the CATCH ends its instruction list (2), the procedure's body (1).  LIB: the CATCH is
    in the list of a FOR or FOREACH, which Berkeley's library procedure LIB runs.  IN_PROC:
    the CATCH is an instruction of a procedure's body (a procedure runs it)."""
    key = fold(_tag(tag, "catch"))
    if key == "error":
        interp.catch_error_depth += 1
    interp.catch_tags.append(key)
    try:
        instructions = interp.runnable(lst, "catch")
        return (interp.keep_block if command else interp.block)(instructions)()
    except OutputSignal as sig:
        if in_proc and command and (sig.name == "stop" or key != "error"):  # (as below, quicker)
            if sig.name == "stop":
                return None
            raise
        procedure, as_command = interp.procedure_called()
        if procedure is not None and interp.exits_at_top_level():
            procedure = None  # (an optional input's default, computed where it is wanted)
        if command and sig.name == "stop" and procedure is not None:
            return None  # Berkeley 6.2.5: STOP ends the CATCH's list, the procedure goes on
        if key == "error" and command and sig.name != "stop" and as_command:
            # Berkeley: OUTPUT in a procedure called as a command is an error where it is,
            # which this CATCH "ERROR catches (the procedure goes on).
            interp.caught_error = errors.dont_say_up(sig.value)
            return None
        if not command and procedure is not None:
            # Berkeley 6.2.5: CATCH whose value is wanted ends with none ("catch didn't
            # output", "stop didn't output"; CATCH "ERROR's STOP: "catch didn't output")
            if sig.name == "stop":
                template_stopped(True if key != "error" else "catch")
            else:
                template_stopped(_runner_last(interp, lst, sig.name))
            return None
        if key != "error" or procedure is not None:
            raise
        interp.caught_error = errors.at_toplevel(sig.name)
        return None
    except ThrowSignal as sig:
        if fold(sig.tag) == key:
            if end and sig.value is not None:
                interp.thrown_value_unused(sig, end == 1, _last_procedure(interp, lst))
            return sig.value
        raise
    except (TopLevelSignal, ByeSignal) as sig:  # THROW "TOPLEVEL or "SYSTEM, to a CATCH of its tag
        thrown = getattr(sig, "thrown", None)
        if thrown is not None and key == ("system" if sig.__class__ is ByeSignal else "toplevel"):
            return thrown[0]
        raise
    except LogoError as exc:
        if key != "error":
            raise
        if lib is None and not (exc.located or exc.skip or exc.locate_outer or interp.pause_frames):
            interp.caught_later(exc)  # (located when asked: most are not)
            interp.caught_error = exc
            return None
        interp.locate_caught(exc)
        if lib is not None and exc.proc == interp.current_procedure_name():
            # Berkeley: the error happened in its library procedure (forloop, foreach1)
            exc.proc, exc.line, exc.library = None, NIL, lib
        interp.caught_error = exc
        return None
    except RecursionError:
        if key != "error":
            raise
        interp.caught_error = LogoError(errors.STACK_OVERFLOW, "stack overflow")
        return None
    finally:
        interp.catch_tags.pop()
        if key == "error":
            interp.catch_error_depth -= 1


def _last_procedure(interp: Any, lst: Any) -> str | None:
    """The name of the procedure the last instruction of LST calls, if it calls one."""
    try:
        nodes = interp.compiler.parse(interp.runnable(lst, "catch"))
    except LogoError:
        return None
    proc = getattr(nodes[-1], "proc", None) if nodes else None
    return None if proc is None or proc.is_primitive else proc.name


@primitive("throw", args=(1, 1, 2), kind=CMD)
def throw(tag: Any, value: Any = None) -> None:
    """THROW tag
    (THROW tag value)

    Abandons everything back to the CATCH with the same TAG and goes on after
    it.  A THROW with no matching CATCH is an error, except that
    THROW "TOPLEVEL goes back to the prompt and THROW "ERROR raises an error
    (with VALUE as the message if given).  A value given in the two-input
    form is output by the CATCH.

    Example: catch "done [repeat 10 [if repcount = 3 [throw "done]] print "never]"""
    name = _tag(tag, "throw")
    low = fold(name)
    if low == "error":
        if value is None:
            raise LogoError(errors.USER_THROW, 'Throw "Error')
        from ..lang.printer import FULL, print_form

        exc = LogoError(errors.USER_ERROR, print_form(value, FULL))  # bars kept, as Berkeley
        exc.skip = 1  # reported where the throwing procedure was called (berkeley_errors.py)
        raise exc
    if low == "toplevel" or low == "system":
        sig = TopLevelSignal() if low == "toplevel" else ByeSignal()
        sig.thrown = (value,)  # type: ignore[attr-defined]  # (a CATCH of its tag catches it: run_catch)
        raise sig
    raise ThrowSignal(name, value)


@primitive("error", args=0, env=True)
def error(interp: Any) -> Any:
    """ERROR

    Outputs a list describing the most recent error caught by CATCH "ERROR,
    then forgets it, so a second ERROR outputs the empty list.  The list
    holds the error's number, its message, the procedure where it happened
    and the line it was on ([] at top level).  With no error caught it
    outputs the empty list.

    Example: catch "error [print first []] show error"""
    exc = interp.placed_caught(interp.caught_error)
    interp.caught_error = None
    if exc is None:
        return NIL
    proc = exc.proc or exc.library or NIL
    line = exc.line
    if not exc.proc and exc.library:  # a library procedure's line, when known
        from ..lang.library_lines import line_of

        line = line_of(exc) or NIL
    message = exc.value if exc.value.__class__ is not str else exc.message
    if message.__class__ is str:
        # Berkeley's ERROR keeps the message's first 199 characters, up to a NUL (CHAR 0)
        message = message.partition("\x00")[0][:199]
    return from_iter([exc.code, message, proc, line])


@primitive("pause", args=0, kind=MAYBE, env=True)
def pause(interp: Any) -> Any:
    """PAUSE

    Stops the running procedure without ending it and gives a prompt, shown
    with the procedure's name, where you can look at and change its local
    variables and run any instruction.  CONTINUE (or end of input) resumes
    the procedure after the PAUSE; THROW "TOPLEVEL abandons it.  Setting
    ERRACT to [PAUSE] pauses at every error.  At top level it does nothing.

    Example: if 1 = 0 [pause]"""
    return interp.pause()


@primitive("continue", "co", args=(0, 1, 1), kind=CMD)
def continue_(value: Any = None) -> None:
    """CONTINUE value
    CO value
    (CONTINUE)
    (CO)

    Ends a PAUSE: the paused procedure goes on from where it stopped.  If
    the pause was caused by an error that needs a value, give that value as
    input and it takes the place of the faulty expression; otherwise call
    it with no input, in parentheses or alone at the end of a line.  At
    top level, outside any pause, it does nothing.

    Example: if 1 = 0 [continue]"""
    from ..lang.errors import PauseContinue

    raise PauseContinue(value)


@primitive("time", args=0)
def time_() -> Any:
    """TIME

    Outputs the number of seconds since the start of 1970 (UTC), with a
    fraction, as Berkeley Logo's TIME does.  The difference of two TIMEs
    measures how long something took.

    Example: make "t time repeat 1000 [ignore sqrt 2] print time - :t"""
    return time.time()


@primitive("wait", args=1, kind=CMD, env=True)
def wait(interp: Any, ticks: Any) -> None:
    """WAIT time

    Does nothing for TIME sixtieths of a second, so WAIT 60 waits one
    second.  Any text still waiting in the output buffer is shown before the
    pause.  Programs use it to slow down animations.

    Example: wait 6"""
    t = count(ticks, "wait")
    interp.flush()
    if getattr(interp, "graphics", None) is not None:  # show the drawing; BUTTONACT and KEYACT run
        from ..graphics.events import wait as graphics_wait

        graphics_wait(interp, max(t, 0) / 60.0)
    elif t > 0:
        interp.sleep(t / 60.0)


@primitive("bye", args=0, kind=CMD)
def bye() -> None:
    """BYE

    Leaves Logo.  Any files still open are closed.  At the end of a file
    named on the command line, or when the input ends, Logo also leaves by
    itself, so BYE is needed only to stop in the middle.  In a notebook it
    is ignored: restart the kernel instead.

    Example: bye"""
    raise ByeSignal()


@primitive("ignore", args=1, kind=CMD)
def ignore(value: Any) -> None:
    """IGNORE value

    Does nothing with its input.  Use it to call an operation for what it
    does on the way (reading, printing, changing a variable) when you do not
    want its output, which Logo would otherwise complain about.

    Example: ignore sum 2 3"""
    return None


@primitive("`", args=(1, 1, 2), env=True)
@in_library("backq.unquote")
def backquote(interp: Any, lst: Any, depth: Any = 0) -> Any:
    """` list

    Outputs a copy of LIST with parts filled in, the Logo form of Lisp's
    backquote: a member ,THING (a comma before a word or list) is replaced
    by the value of THING run as an expression, and ,@THING splices the
    members of that value into the list.  Nested lists are filled in too.
    It is mostly used to write macros.

    Example: show `[a ,[1 + 2] ,@[list 4 5]]"""
    return _Backquote(interp).expand(lst, integer(depth, "`"))


def _characters(x: Any) -> list:
    """Backquote of a word: Berkeley's library takes FIRST and BUTFIRST of it as of a list,
    so it works on the word's characters (` "abc is [a b c], ` 3e2 is [3 0 0], and ` "a,b
    runs b)."""
    if x.__class__ is Array:
        return [x]
    if x.__class__ is ProtectedWord:
        return [ProtectedWord(c, m) for c, m in zip(x, x.marks, strict=True)]
    return list(word_text(x))


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
        # Berkeley's library hands the value to BACKQ.COMBINE: "print didn't output to backq.combine"
        return self.interp.macro_value("run", "backq.combine", x)

    def expand(self, lst: Any, depth: int) -> Any:
        out: list = []
        items = to_pylist(lst) if is_list(lst) else _characters(lst)
        i = 0
        while i < len(items):
            x = items[i]
            i += 1
            if x.__class__ is Pair:
                out.append(self.expand(x, depth))
                continue
            if x is NIL:
                # Berkeley's library asks for FIRST of each member (AND evaluates all its inputs)
                raise lib_error(doesnt_like("first", NIL), "`")
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
                i = self.quoted(x[0], x[2:], items, i, out)
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
        else:  # Berkeley's library asks for FIRST of the members after the comma
            raise lib_error(doesnt_like("first", NIL), "`")
        if splicing and is_list(value):
            out.extend(to_pylist(value))
        else:
            out.append(value)
        return i

    def quoted(self, prefix: str, rest: str, items: list, i: int, out: list) -> int:
        """``",X`` or ``:,X``; a comma ending the word takes the next member as X."""
        if rest:
            value = self.run(rest)
        elif i < len(items):
            value = self.run(items[i])
            i += 1
        else:  # Berkeley's library asks for FIRST of the members after the comma
            raise lib_error(doesnt_like("first", NIL), "`")
        if value.__class__ is Pair:
            out.append(word_text(prefix) + word_text(value.first))
            out.extend(to_pylist(value.rest))
        elif is_list(value):
            out.append(prefix)
        else:
            out.append(prefix + word_text(value))
        return i


# ---------------------------------------------------------------- library loops


def _cond_value(interp: Any, lst: Any, who: str) -> bool:
    """The condition of a WHILE-like loop; WHO names a bad value in the error (Berkeley's
    library tests it with NOT for WHILE and DO.WHILE, with IF for UNTIL and DO.UNTIL).
    The library runs the list as an input of NOT or IF (RUN :WHILE.COND), inside its macro
    WHILE or UNTIL: an error there has no procedure and line of the user's."""
    try:
        value = interp.macro_value("run", who, lst)
        if value.__class__ is Pair or value is NIL:  # (run for its value, as IF and NOT do)
            value = interp.run_value(value, who)
        return truth(value, who)
    except LogoError as exc:
        library_locate(exc, "while" if who == "not" else "until")
        raise


def _loop_body(interp: Any, lst: Any, who: str) -> Any:
    """The body of WHILE, UNTIL, DO.WHILE or DO.UNTIL, compiled.  Berkeley's library macro
    reads it: an error or warning while reading it has no procedure and line of the user's."""
    lst = _instruction_list(lst, who)
    saved, interp.warn_location = interp.warn_location, ()
    try:
        return interp.block(lst)
    except LogoError as exc:
        if who != "run":  # (FOR's: FORLOOP's line, where for_ places it)
            library_locate(exc, who)
            body = "until.body" if who in ("until", "do.until") else "while.body"
            exc.library_at = exc.library_at or body
        raise
    finally:
        interp.warn_location = saved


def _checked(value: Any) -> None:
    if value is not None:
        raise errors.dont_say(value)


@primitive("while", args=2, kind=CMD, env=True)
def while_(interp: Any, cond: Any, lst: Any) -> None:
    """WHILE tfexpression instructionlist

    Runs the instruction list again and again as long as TFEXPRESSION, an
    instruction list that outputs TRUE or FALSE, outputs TRUE.  The test is
    made before each run, so the list may never run at all.

    Example: make "n 1 while [:n < 4] [print :n make "n :n + 1]"""
    body = None  # Berkeley's library macro tests the condition before it reads the body
    while _cond_value(interp, _instruction_list(cond, "while"), "not"):
        if body is None:
            body = _loop_body(interp, lst, "while")
        _checked(body())


@primitive("until", args=2, kind=CMD, env=True)
def until(interp: Any, cond: Any, lst: Any) -> None:
    """UNTIL tfexpression instructionlist

    Runs the instruction list again and again until TFEXPRESSION, an
    instruction list that outputs TRUE or FALSE, outputs TRUE.  The test is
    made before each run, so the list may never run at all.

    Example: make "n 1 until [:n > 3] [print :n make "n :n + 1]"""
    body = None  # Berkeley's library macro tests the condition before it reads the body
    while not _cond_value(interp, _instruction_list(cond, "until"), "if"):
        if body is None:
            body = _loop_body(interp, lst, "until")
        _checked(body())


@primitive("do.while", args=2, kind=CMD, env=True)
def do_while(interp: Any, lst: Any, cond: Any) -> None:
    """DO.WHILE instructionlist tfexpression

    Runs the instruction list once, then again and again as long as
    TFEXPRESSION outputs TRUE.  Because the test comes after the list, the
    list always runs at least once.

    Example: make "n 1 do.while [print :n make "n :n + 1] [:n < 4]"""
    body = _loop_body(interp, lst, "do.while")
    while True:
        _checked(body())
        if not _cond_value(interp, _instruction_list(cond, "do.while"), "not"):
            return


@primitive("do.until", args=2, kind=CMD, env=True)
def do_until(interp: Any, lst: Any, cond: Any) -> None:
    """DO.UNTIL instructionlist tfexpression

    Runs the instruction list once, then again and again until TFEXPRESSION
    outputs TRUE.  Because the test comes after the list, the list always
    runs at least once.

    Example: make "n 5 do.until [print :n] [:n > 3]"""
    body = _loop_body(interp, lst, "do.until")
    while True:
        _checked(body())
        if _cond_value(interp, _instruction_list(cond, "do.until"), "if"):
            return


def _for_item(interp: Any, x: Any, step: bool = False) -> Any:
    """One member of FOR's control list, RUN on its own as Berkeley's library FOR does."""
    if x.__class__ is int or x.__class__ is float:
        return x
    lst = x if is_list(x) else Pair(x, NIL)
    if lst.__class__ is Pair and lst.rest is not NIL and not step:
        nodes = interp.compiler.parse(lst)
        if len(nodes) > 1:  # Berkeley: a macro's input (FOR's) must be one expression
            shown = errors.datum(from_iter([_tree_datum(n) for n in nodes]))
            raise LogoError(errors.RUNNABLE_ARG, "Runlist %s has more than one expression" % shown)
    value = interp.block(interp.runnable(lst, "run"))()
    if value is None:
        # Berkeley: the start or end is an input of its FOR macro (nothing for it makes
        # the macro output []); the step is output by its helper FORSTEP.
        if step:
            raise errors.didnt_output("run", "op")
        raise errors.macro_returned(NIL)
    return value


def _tree_datum(node: Any) -> Any:
    """An expression tree as Berkeley shows it in "Runlist ... has more than one
    expression": a call as a list of its name and inputs, a quoted word with its quote."""
    from ..lang.parser import Const, Infix, Unknown, Var

    if isinstance(node, Const):
        value = node.value
        if value.__class__ is Pair or value is NIL:
            return '"' + errors.datum(value)
        return '"' + value if value.__class__ is str else value
    if isinstance(node, Var):
        return ":" + node.name
    if isinstance(node, Call):
        return from_iter([node.name] + [_tree_datum(a) for a in node.args])
    if isinstance(node, Infix):
        return from_iter([node.op, _tree_datum(node.left), _tree_datum(node.right)])
    if isinstance(node, Unknown):
        return from_iter([node.name])
    return NIL


def _for_control(interp: Any, control: Any) -> tuple:
    """(variable, start, end, step) of FOR's control list, read and checked in the
    order, and with the errors, of Berkeley's library FOR (FIRST, BF, RUN, FORSTEP)."""
    var = first(control)
    start = _for_item(interp, first(butfirst(control, "bf")))
    end = _for_item(interp, first(butfirst(butfirst(control, "bf"), "bf")))
    step = None
    if _count(control) == 4:
        try:
            step = _for_item(interp, last(control), True)
        except LogoError as exc:  # Berkeley's library runs it in FORSTEP
            library_locate(exc, "forstep")
            exc.library_at = exc.library_at or "forstep.run"
            raise
    given = start
    start, end, step = fornum(start, end, step)
    if var.__class__ not in (str, ProtectedWord, int, float):
        # (Berkeley's library FORLOOP sets it by MAKE)
        raise lib_error(doesnt_like("make", var), "forloop", "forloop.make")
    return fold(word_text(var)), start, end, step, given


@primitive("for", args=(2, 2, 7), kind=CMD, env=True)
def for_(interp: Any, control: Any, lst: Any, *_unused: Any) -> None:
    """FOR forcontrol instructionlist

    Runs the instruction list once for each value of a counting variable.
    FORCONTROL is a list [var start end] or [var start end step]: the
    variable (a local variable, named without a colon) starts at START and
    moves by STEP (1 or -1 toward END if left out) until it passes END.  The
    start, end and step are expressions evaluated once at the beginning.

    Example: for [i 1 10 3] [print :i]"""
    var, start, end, step, value = _for_control(interp, control)
    body = None  # Berkeley's FORLOOP runs the list only once the test let it
    from ..runtime.interpreter import UNB

    saved = interp.V.get(var, UNB)
    height = len(interp.SAVED)  # the locals the list makes go with the loop (FORLOOP's)
    try:
        number = start
        while (number >= end) if step < 0 else (number <= end):
            interp.V[var] = value  # (the first: the start as given, "1.50 as 1.50)
            if body is None:
                body = _loop_body(interp, lst, "run")
            _checked(body())
            value = number = add(number, step)
    except LogoError as exc:  # Berkeley's library runs the list in FORLOOP
        library_locate(exc, "forloop")
        raise
    finally:
        if len(interp.SAVED) > height:
            interp.unwind(height)
        if saved is UNB:
            interp.V.pop(var, None)
        else:
            interp.V[var] = saved


def _user_error(message: str) -> LogoError:
    return LogoError(errors.USER_ERROR, message)


_NO_VALUE = object()


def case_body(interp: Any, value: Any, clauses: Any) -> Any:
    """The instructions CASE chooses: the rest of the first clause that matches (or []).
    Berkeley's library CASE has CASEIGNOREDP "TRUE while it looks (an input of its own)."""
    saved = interp.V.get("caseignoredp", _NO_VALUE)
    interp.V["caseignoredp"] = TRUE
    try:
        for head, clause in _clauses(clauses, "case"):
            if equal(head, "else") or memberp(value, head) == TRUE:
                return _clause_rest(clause)
        return NIL
    finally:
        if saved is _NO_VALUE:
            interp.V.pop("caseignoredp", None)
        else:
            interp.V["caseignoredp"] = saved


def _clauses(clauses: Any, who: str) -> Any:
    """The (head, clause) of each clause of CASE or COND, taken as Berkeley's library
    takes them, with FIRST and BUTFIRST: a word's clauses are its letters, a word
    clause's head its first letter ("Empty CASE clause" for an empty one)."""
    while not (clauses is NIL or clauses == ""):
        clause = first(clauses)
        if clause is NIL or clause == "":
            raise _user_error("Empty %s clause" % who.upper())
        yield first(clause), clause
        clauses = butfirst(clauses)


def _clause_rest(clause: Any) -> Any:
    """A chosen clause's instructions; Berkeley's macro must output a list."""
    rest = butfirst(clause)
    if not is_list(rest):
        raise errors.macro_returned(rest)
    return rest


def cond_body(interp: Any, clauses: Any) -> Any:
    """The instructions COND chooses: the rest of the first clause whose test is TRUE (or [])."""
    from ..lang.printer import FULL, print_form

    for head, clause in _clauses(clauses, "cond"):
        if equal(head, "else"):
            return _clause_rest(clause)
        try:
            # Berkeley's library COND keeps the test's value with LOCALMAKE "COND.RESULT RUN ...
            result = interp.macro_value("run", "localmake", head)
        except LogoError as exc:
            raise _user_error(exc.message) from None
        flag = fold(result) if result.__class__ in (str, ProtectedWord) else None
        if flag not in ("true", "false"):  # thrown as a list: bars kept
            shown = print_form(Pair(result, NIL), FULL)
            raise _user_error("%s not TRUE or FALSE" % shown)
        if flag == "true":
            return _clause_rest(clause)
    return NIL


@primitive("case", args=(2, 2, 3), kind=MAYBE, env=True)
def case(interp: Any, value: Any, clauses: Any, *_unused: Any) -> Any:
    """CASE value clauses

    Chooses among CLAUSES, a list of lists.  Each clause starts with a list
    of values (or the word ELSE) and goes on with instructions.  CASE runs
    the instructions of the first clause whose list contains VALUE (compared
    like EQUALP) and outputs what they output; a clause starting with ELSE
    matches anything.  If no clause matches, nothing happens.

    Example: print case 3 [[[1 2] "low] [[3 4] "high] [else "none]]"""
    return interp.run_list(case_body(interp, value, clauses), "case")


@primitive("cond", args=1, kind=MAYBE, env=True)
def cond(interp: Any, clauses: Any) -> Any:
    """COND clauses

    Chooses among CLAUSES, a list of lists.  Each clause starts with a
    condition, an instruction list that outputs TRUE or FALSE (or the word
    ELSE), followed by instructions.  COND runs the instructions of the
    first clause whose condition is TRUE, and outputs what they output.

    Example: print cond [[[1 = 2] "a] [else "b]]"""
    return interp.run_list(cond_body(interp, clauses), "cond")


@primitive("goto", args=1, kind=CMD, env=True)
def goto(interp: Any, tag: Any) -> None:
    """GOTO word

    Jumps to the instruction after TAG "WORD in the same procedure and goes
    on from there.  It works only inside a procedure, and the TAG must be at
    the top level of its lines (not inside a list run by REPEAT, IF and so
    on).  A name that is not tagged is an error.

    Example: define "up [[] [make "n 0 tag "a make "n :n + 1 if :n < 3 [goto "a] print :n]] apply "up []"""
    if not interp.in_procedure():
        raise LogoError(errors.AT_TOPLEVEL, "Can only use goto inside a procedure")
    raise errors.GotoSignal(tag)


@primitive("tag", args=1, kind=CMD)
def tag(name: Any) -> None:
    """TAG quoted.word

    Marks a place in a procedure that GOTO can jump to; by itself it does
    nothing.  The input is the label, usually a quoted word.  Labels belong
    to their procedure, so two procedures may use the same one.

    Example: tag "here print "tagged"""
    return None


@primitive("to", args=(0, 0, 0), kind=CMD, env=True)
def to(interp: Any, *args: Any, _name: str = "to") -> None:
    """TO procname :input1 :input2 ...

    Starts the definition of a new procedure called PROCNAME.  The inputs
    follow as names with colons; an input written as a list [:name default]
    is optional and [:name] collects any remaining inputs into a list, and
    a number at the end gives the default count.  Logo then reads the
    following lines as the procedure's body until a line that is just END.
    TO may be used only as a whole instruction line, not inside a list.

    Example: to greet :name"""
    source = interp.line_source
    if source is None or interp.current_procedure_name() is not None:
        raise LogoError(errors.TO_IN_PROC, "Can't use TO inside a procedure")
    if not args or not args[0]:  # no name (at top level): named as typed (the parser gives it)
        raise errors.not_enough(args[1] if len(args) > 1 else _name)
    # In a list run at top level, the definition's lines come from the input.
    from ..lang.printer import FULL, print_form
    from ..lang.reader import LogicalLine
    from ..runtime.definitions import read_definition

    title = from_iter([_name] + [token[2] for token in args[0]])
    text = print_form(title, FULL)
    first = LogicalLine(text, [text])
    first.preset(title)
    next_line, from_file, report_defined = source
    proc = read_definition(interp, first, next_line, from_file)
    if interp.reports_definitions(report_defined):
        interp.report_defined(proc.name)


@primitive(".macro", args=(0, 0, 0), kind=CMD, env=True)
def dot_macro(interp: Any, *args: Any) -> None:
    """.MACRO procname :input1 :input2 ...

    Starts the definition of a macro, like TO.  A macro must output an
    instruction list, which is then run in place of the macro call, as if it
    had been written where the macro was called; STOP and OUTPUT in that
    list act on the calling procedure.  Use MACROEXPAND to see what a macro
    call turns into.

    Example: .macro my.mac"""
    to(interp, *args, _name=".macro")


__all__ = ["time", "TRUE", "FALSE", "integer"]
