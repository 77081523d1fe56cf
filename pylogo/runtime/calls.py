"""Calling conventions: calls by name (APPLY), the trampoline that runs tail
calls in constant stack space, GOTO's places, and the TRACE and STEP hooks the
compiled code calls.
"""

from __future__ import annotations

from ..lang import errors
from ..lang.data import NIL, Pair, ProtectedWord, fold, from_iter, parse_number, word_text
from ..lang.errors import LEAKED_STOP, LogoError, OutputSignal, dont_know, not_enough, too_many
from ..lang.printer import Printer
from .berkeley_library import didnt_output_for, looped_place
from .locating import _locate_at
from .scope import MISSING

_WORDS = frozenset((str, ProtectedWord))
# Characters that make a word more than a procedure's name when read as a line
_NOT_IN_NAMES = frozenset(' \t\n[](){}|;~"+-*/=<>:?\\')
_CALLED: dict = {}  # word -> the name (folded) it calls when run alone, or "" if not only that


def _called_name(word: Any) -> str:
    plain = word != "" and word[0] not in "0123456789." and _NOT_IN_NAMES.isdisjoint(word)
    if len(_CALLED) > 10000:
        _CALLED.clear()
    key = _CALLED[word] = fold(word) if plain else ""
    return key


TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def _ends_at_once(code: Any) -> bool:
    """Does the code of a procedure's body (CODE) never give back a tail call?  (Asked
    once per code: procedures defined again and again share their body's code.)"""
    found = _ENDS.get(id(code))
    if found is not None and found[0] is code:
        return found[1]
    ends = "_TC" not in code.co_names and not any(
        c.__class__ is code.__class__ and not _ends_at_once(c) for c in code.co_consts)
    if len(_ENDS) > 2000:
        _ENDS.clear()
    _ENDS[id(code)] = (code, ends)
    return ends


_ENDS: dict = {}  # id of a body's code -> (it, _ends_at_once)


class TailCall(tuple):
    """A tail call returned by a procedure body to the loop that runs it: the tuple
    (procedure, its inputs, kind, line, via).  Kind 0: as an instruction, 1: OUTPUT,
    2: .MAYBEOUTPUT; line: the line of the calling procedure that made the call; via:
    OUTPUT's name as typed (OP, output).  The generated code makes it as
    ``_TC((...))``: a tuple made without a Python ``__init__``."""

    __slots__ = ()


class TailExpansion:
    """What a macro called last in an expansion output, returned to run_macro to run next."""

    __slots__ = ("result", "proc", "args")

    def __init__(self, result: Any, proc: Any = None, args: tuple = ()) -> None:
        self.result = result
        self.proc = proc  # the macro and its inputs, when its expansion may be kept for them
        self.args = args


def _maybe_quote(x: Any, printer: Printer) -> str:
    """A datum as TRACE shows it: words with a quote mark, numbers and lists as they are."""
    from ..lang.printer import show_form

    if x.__class__ in (str, ProtectedWord) and parse_number(x) is None:
        return '"' + show_form(x, printer)
    return show_form(x, printer)


# A procedure's tail binder when it has no inputs: none to bind
_NO_INPUTS = "no inputs"


class Calls:
    """Calls by name, tail calls and the trace hooks (part of Interpreter).

    State (set up by Interpreter.__init__): trace_level (the indentation of
    TRACE's lines), trace_unwanted (the level of a traced call whose value is an error
    where it is made, not shown: _traced_call), trace_tails (the levels of traced calls
    running their last instruction: trace_result), tail_defaults (how many optional
    inputs' defaults tail binders are computing: exits_at_top_level), tail_kind (the
    kind of the tail call whose inputs are bound then: exit_in_default)."""

    # ------------------------------------------------------------ calls by name

    def call_by_name(self, name: Any, args: tuple, entry: str = "U") -> Any:
        """Call a procedure with inputs already evaluated (APPLY with a word); ENTRY "C"
        calls a user procedure as a command in the middle of a list (APPLY as a command)."""
        text = word_text(name)
        key = text.lower() if text.isascii() else fold(text)  # (fold written out: APPLY is frequent)
        proc = self.procs.get(key)
        if proc is None or proc.special_form:
            exc = dont_know(text) if text.__class__ is str else errors.dont_know_named(text)
            exc.code = errors.DK_HOW_UNREC  # as Berkeley's APPLY of an unknown name
            raise exc
        n = len(args)
        if n < proc.min_args:
            raise not_enough(text)
        if proc.max_args >= 0 and n > proc.max_args:
            raise too_many(text)
        if proc.is_primitive:
            return self.ns[self.prim_ns_name(key, proc)](*args)
        npos = proc.n_positional
        if n > npos:
            args = tuple(args[:npos]) + (from_iter(args[npos:]),)
        compiled = self.ensure_compiled(proc, args)
        if entry != "U" and not proc.is_macro:
            return self.command_entry(proc, compiled, entry)(*args)
        result = compiled.call(*args)
        if proc.is_macro:
            return self.run_macro(result, 1)
        return result

    # ------------------------------------------------------------ tail calls

    def tail_of_run(self, x: Any) -> Any:
        """The procedure RUN X calls when X is a list of one word naming a procedure that
        takes no inputs (a macro excepted), else None: RUN X at the end of a procedure is
        then a tail call of it."""
        if x.__class__ is not Pair or x.rest is not NIL:
            return None
        name = x.first
        if name.__class__ not in _WORDS:
            return None
        key = _CALLED.get(name)
        if key is None:
            key = _called_name(name)
        if not key:
            return None
        proc = self.procs.get(key)
        if proc is None or proc.is_primitive or proc.max_args != 0 or proc.is_macro:
            return None
        return proc

    def run_named(self, proc: Any, name: Any, consumer: str) -> Any:
        """RUN [NAME] as an input to CONSUMER, PROC (tail_of_run) the procedure NAME calls: as
        the code of that list does (MacroRunner.run_input), without a list of a new shape
        compiled for each name (RUN (LIST :NAME))."""
        saved, self.value_run = self.value_run, True
        try:
            value = self.ns[self.user_ns_name(proc.key)]()
            if value is None:
                raise didnt_output_for(name, consumer)
        except OutputSignal as sig:
            raise self._input_ended(sig, "run", consumer) from None
        finally:
            self.value_run = saved
        return value

    def defined_now(self, keys: tuple) -> bool:
        """Is one of KEYS, no procedure when a line calling it was read, one now?
        (compiling/deferred.py)"""
        procs = self.procs
        return any(key in procs for key in keys)

    def trampoline(self, r: TailCall, names: frozenset, caller: Any, unused: bool = False) -> Any:
        """Run a chain of tail calls (the first made by CALLER) in constant stack space.

        UNUSED: the chain's value is not wanted (its first procedure was called as an
        instruction); a value made by OUTPUT of a tail call is then reported, as in
        Berkeley, in the procedure that made the last call, at that call's line."""
        proc = r[0]
        compiled = None if proc is None else proc.compiled
        if compiled is not None and r[2] != 2 and not proc.traced:
            ends = compiled.ends
            if ends is None:
                ends = compiled.ends = self._tail_entry(proc, compiled)
            if ends:
                return self._tail_once(r, proc, ends, caller, unused)
        chain = set(names)
        kinds: list = []  # [kind, the last procedure's name, via] for each run of one kind
        last_kind = -1
        named = None  # the last procedure called (kinds[-1]'s name, filled in at the end)
        line = r[3]
        test = self.test_state  # (a TEST of the procedures called is their own: CALLER's back after)
        try:
            while r.__class__ is TailCall:
                proc = r[0]
                compiled = None if proc is None else proc.compiled
                if compiled is None:
                    compiled = self._tail_target(proc, caller, line)
                kind = r[2]
                if kind != last_kind:
                    if kinds:
                        kinds[-1][1] = named.name
                    kinds.append([kind, None, r[4]])
                    last_kind = kind
                named = proc
                if proc.traced:
                    # A traced procedure is called normally, so that its calls show.
                    kinds[-1][1] = proc.name
                    r = self._traced_call(compiled.call, r[1], unused or any(k[0] == 0 for k in kinds))
                    break
                tail_bind = compiled.tail_bind
                if tail_bind is None:  # (made when first needed: KeptCode.tail_binder)
                    tail_bind = self.compiler.tail_binder(proc) if proc.formals else _NO_INPUTS
                    compiled.tail_bind = tail_bind
                if tail_bind is not _NO_INPUTS:
                    self.tail_kind = kind  # (how the procedure whose inputs are bound is called)
                    try:
                        tail_bind(chain, *r[1])
                    except LogoError as exc:  # an optional input's default: Berkeley reports it
                        if not exc.located and not exc.skip:  # in the procedure that made the call
                            if exc.default_line is not None:  # (at the default's list)
                                exc.locate(caller.name, exc.default_line)
                            else:
                                _locate_at(exc, caller, line)
                        raise
                try:
                    r = compiled.body()
                except OutputSignal as sig:  # (the procedure's own, as its entry takes it)
                    r = sig.value
                if r.__class__ is TailCall:
                    caller, line = proc, r[3]
        except LogoError as exc:
            if kinds:
                kinds[-1][1] = named.name
            self.tail_chain_error(exc, r[2], kinds, caller, line)  # Berkeley's places: berkeley_errors.py
            raise
        finally:
            self.test_state = test
        kinds[-1][1] = named.name
        return self._tail_end(r, kinds, proc, caller, line, unused)

    def _tail_end(self, r: Any, kinds: list, proc: Any, caller: Any, line: int, unused: bool) -> Any:
        """The value R with which a chain of tail calls (of KINDS, its last to PROC, made by
        CALLER at its line LINE) ended, or the error of its misuse."""
        if r is LEAKED_STOP:  # a STOP that went on out of the last procedure (errors.LEAKED_STOP):
            if unused and all(k[0] == 0 for k in kinds):  # on out of the chain of commands
                return r
            r = None
        if r is None and kinds[-1][0] == 2:  # .MAYBEOUTPUT of a call that output nothing
            self.maybe_out = (None, line, kinds[-1][1], caller)
        for kind, name, via in reversed(kinds):
            if (kind == 0 and r is not None) or (kind == 1 and r is None):
                raise self._misused(kind, name, via, r, caller, line, proc, kinds)
        if unused and r is not None:
            raise self._misused(0, "", "", r, caller, line, proc, kinds)
        return r

    def _tail_entry(self, proc: Any, compiled: Any) -> Any:
        """PROC's tail entry (KeptCode.tail_entry) when its body (COMPILED's) makes no tail
        call and it has no optional input, else False."""
        if any(f.kind == "optional" for f in proc.formals) or not _ends_at_once(compiled.body.__code__):
            return False
        return self.compiler.tail_entry(proc, compiled.body)

    def _tail_once(self, r: TailCall, proc: Any, tail_entry: Any, caller: Any, unused: bool) -> Any:
        """trampoline's chain of one call, to PROC, whose body makes no tail call (run by
        its TAIL_ENTRY)."""
        kind = r[2]
        test = self.test_state
        try:
            value = tail_entry(2 if unused and kind else kind, *r[1])
        except LogoError as exc:
            self.tail_chain_error(exc, kind, [[kind, proc.name, r[4]]], caller, r[3])
            raise
        finally:
            self.test_state = test
        if kind == 0:
            if value is None:
                return None
        elif value is not None and value is not LEAKED_STOP and not unused:
            return value
        return self._tail_end(value, [[kind, proc.name, r[4]]], proc, caller, r[3], unused)

    def _misused(self, kind: int, name: str, via: str, value: Any, caller: Any, line: int,
                 last: Any, kinds: list) -> LogoError:
        """tail_chain_misuse's error; a value not wanted that the chain's LAST procedure
        output after calling itself last is placed at that call (looped_place)."""
        exc = self.tail_chain_misuse(kind, name, via, value, caller, line, last, kinds)
        if kind == 0 and exc.code == errors.DK_WHAT_UP:
            looped_place(exc, value, last)
        return exc

    def _tail_target(self, proc: Any, caller: Any, line: int) -> Any:
        """The compiled code of PROC, a tail call's procedure not compiled now (or none,
        or a primitive: an error)."""
        if proc is None or proc.is_primitive:
            raise dont_know("?")
        if proc.erased:  # (ERASEd since the call was read: at the caller's line)
            exc = dont_know(proc.name)
            _locate_at(exc, caller, line)
            raise exc
        return self.ensure_compiled(proc)

    def _traced_call(self, call: Any, args: tuple, unwanted: bool) -> Any:
        """CALL (a traced procedure's entry U) with ARGS, at the end of a chain of tail calls;
        UNWANTED: a value it outputs is an error there, reported at once, as Berkeley does,
        without showing it (trace_result)."""
        if not unwanted:
            return call(*args)
        saved, self.trace_unwanted = self.trace_unwanted, self.trace_level + 1
        try:
            return call(*args)
        finally:
            self.trace_unwanted = saved

    def goto_place(self, signal: errors.GotoSignal, places: dict) -> int:
        """Where GOTO's tag is in the running procedure (error if it has none)."""
        tag = signal.tag
        place = places.get(fold(tag)) if isinstance(tag, str) else None
        if place is None or signal.located:  # located: it left the procedure of the GOTO
            raise signal
        return place

    # ------------------------------------------------------------ TRACE and STEP

    def trace_enter(self, proc: Any, args: tuple, shown: str | None = None) -> None:
        """TRACE: show a traced procedure being called (as SHOWN) with its inputs."""
        inputs = [a for a in args if a is not MISSING]
        if not proc.is_primitive and proc.formals and proc.formals[-1].kind == "rest" and inputs:
            inputs[-1:] = list(inputs[-1])  # rest inputs one by one, as they were given
        printer = self.printer()
        text = "".join(_maybe_quote(a, printer) + " " for a in inputs)
        self.writer.write(" " * self.trace_level + "( %s %s)\n" % (shown or proc.name, text))
        self.trace_level += 1
        self.trace_tails.discard(self.trace_level)

    def trace_result(self, proc: Any, value: Any, shown: str | None = None) -> None:
        """TRACE: show a traced procedure (called as SHOWN) stopping or outputting VALUE.
        Berkeley says it stops when an OUTPUT in a list its last instruction ran gave VALUE
        (trace_tails: compiling/entry.py marks that instruction)."""
        indent = " " * max(self.trace_level - 1, 0)
        name = shown or proc.name
        if value is None or value is LEAKED_STOP or self.trace_level in self.trace_tails:
            self.writer.write("%s%s stops\n" % (indent, name))
        elif self.trace_level != self.trace_unwanted:  # (_traced_call)
            self.writer.write("%s%s outputs %s\n" % (indent, name, _maybe_quote(value, self.printer())))

    def step_line(self, proc: Any, index: int) -> None:
        """STEP: show the line about to run and wait for the Enter key."""
        from ..lang.printer import show_form
        from ..system.streams import stdin_is_tty

        self.writer.write(" " * self.trace_level + show_form(proc.lines[index]))
        if stdin_is_tty():  # (Berkeley prompts only when it reads from a terminal)
            self.console_out.write(" >>> ")
        self.flush()
        self.console_in.readline()

    def trace_assignment(self, text: str, place: Any = None) -> None:
        """A traced variable or property list changed: say so, and where (PLACE, if given:
        a library procedure's name and line)."""
        from ..lang.printer import show_form

        place = place or self.current_place()
        if place is not None:
            text += "  in %s\n%s" % (place[0], show_form(place[1]))
        self.writer.write(text + "\n")
