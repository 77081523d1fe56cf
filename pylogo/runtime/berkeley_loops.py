"""Berkeley's places of errors in the rounds of REPEAT and FOREVER lists (the part of
berkeley_errors.py for them, which imports what is here: see its docstring, rule 8)."""

from __future__ import annotations

import sys

from ..compiling.rounds import NOTE, noting_body, place, reads_quietly
from ..compiling.scan import reads_input as reads_input
from ..lang.data import NIL, Pair
from ..lang.errors import LogoError

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def loop_places(interp: Any, lst: Any) -> Any:
    """For a REPEAT or FOREVER list that reads input: what finds Berkeley's places of errors
    in its later rounds (NotedRounds, or LoopPlace when it cannot), else None.  The loop
    runs each round with its round(), and calls its finish() at its end."""
    if lst.__class__ is not Pair or not reads_input(lst):
        return None
    noted = NotedRounds.make(interp, lst)
    return noted if noted is not None else LoopPlace(interp.code_info)


class NotedRounds:
    """Berkeley's places of errors in the later rounds of a REPEAT or FOREVER list that
    reads input and ends with a call of a procedure (see LoopPlace for what they are),
    found by the procedures that may end a round noting where they return: while the loop
    runs, their bodies run the code of compiling/rounds.py, which notes the place of each
    return but those right after a call of a procedure (that one noted its own).  What
    was noted last in a round is the place the round's tail calls left; nothing noted in a
    round (it is reset at its start) means no procedure was called in it.  The procedures
    that may end a round: those called in the list, and those called right before a
    return of one of them (or in its tail call), and so on.  A return right after an IF
    whose list ends with a call, or a REPEAT, counts as right after that call (Berkeley's
    tail call), except when the list did not run; one after MAKE "X of a procedure's value
    does not (no tail call in Berkeley either: the place is the line of the MAKE)."""

    __slots__ = ("note", "swaps", "procs")

    def __init__(self, note: list, swaps: list, procs: dict) -> None:
        self.note = note
        self.procs = procs
        self.swaps = swaps  # (body function, its noting code)
        note[0] = None
        for i, (body, code) in enumerate(swaps):
            swaps[i] = (body, body.__code__)
            body.__code__ = code

    @classmethod
    def make(cls, interp: Any, lst: Any) -> NotedRounds | None:
        from ..lang.nodes import Call

        comp = interp.compiler
        try:
            nodes = comp.parse_inline(lst)
        except Exception:  # (the list's own error comes when it runs)
            return None
        last = nodes[-1] if nodes else None
        if last.__class__ is not Call or last.proc.is_primitive or last.proc.is_macro:
            return None
        keys: set = set()
        if not _user_calls(comp, nodes, keys):
            return None
        swaps = []
        seen: set = set()
        while keys:
            key = keys.pop()
            if key in seen:
                continue
            seen.add(key)
            proc = interp.procs.get(key)
            if proc is None or proc.is_primitive:
                return None
            if proc.compiled is None:
                # Compiled now, before it is first called: only if reading its lines loads
                # nothing and warns of nothing (Berkeley would do that when it first runs).
                if not reads_quietly(comp, proc):
                    return None
                try:
                    interp.ensure_compiled(proc)
                except Exception:
                    return None
            made = noting_body(comp, proc)
            if made is None:
                return None
            swaps.append((proc.compiled.body, made[0]))
            keys.update(made[1])
        return cls(comp.ns[NOTE], swaps, interp.procs)

    def round(self, block: Any) -> Any:
        """Run one round of the list (BLOCK)."""
        note = self.note
        stale = note[0]  # what the round before left
        note[0] = None
        try:
            return block()
        except LogoError as exc:
            if (stale is not None and note[0] is None and not exc.located and not exc.skip
                    and exc.library is None):
                where = place(self.procs, stale)
                if where is not None:
                    exc.locate(*where)
            raise

    def finish(self) -> None:
        """The loop ended: the procedures' usual code back."""
        for body, code in reversed(self.swaps):
            body.__code__ = code
        self.swaps = []


def _user_calls(comp: Any, nodes: list, keys: set) -> bool:
    """Add the keys of the procedures NODES call (in their literal lists too) to KEYS;
    False if a name there is not a procedure yet."""
    from ..lang.nodes import Call, Const, Infix, Unknown, UnknownSetter

    for node in nodes:
        cls = node.__class__
        if cls is Call:
            proc = node.proc
            if not proc.is_primitive:
                keys.add(proc.key)
            for arg in node.args:
                if arg.__class__ is Const and arg.value.__class__ is Pair and proc.is_primitive:
                    try:
                        inner = comp.parse_inline(arg.value)
                    except Exception:
                        continue  # (not run as instructions, or read when it runs)
                    if not _user_calls(comp, inner, keys):
                        return False
                elif not _user_calls(comp, [arg], keys):
                    return False
        elif cls is Infix:
            if not _user_calls(comp, [node.left, node.right], keys):
                return False
        elif cls is Unknown or cls is UnknownSetter:
            return False
    return True


class LoopPlace:
    """Where Berkeley reports an error in a later round of a REPEAT or FOREVER list whose
    last instruction calls a procedure.  Berkeley does not restore its record of the
    running procedure and line when that call (a tail call of the list) returns; the next
    round's own instructions, until a procedure is called there, are reported at the
    line the call ran last, or that its own last call ran last, and so on: crypto's
    PARSELOOP, FOREVER [PARSEKEY UPPERCASE READCHAR], at the end of its input after a
    newline (PARSEKEY's line IF NOT LETTERP :CHAR [BEEP STOP]) reports "uppercase doesn't
    like [] as input  in beep" and BEEP's line [tone 440 15].

    Found this way (with sys.settrace, while the list runs: a few times slower) when
    NotedRounds cannot (the list ends with RUN, IF ..., a procedure is traced ...), and
    only for lists that read input:
    others fail the same way in their first round.  A procedure's body ending right after
    a procedure it called returned (no other call between) ended with that tail call; so
    did the round (its last instruction a call, or a RUN, IF ... whose list ends with one)."""

    __slots__ = ("code_info", "place", "after_return", "called", "stale", "old")

    def round(self, block: Any) -> Any:
        """Run one round of the list (BLOCK), followed."""
        self.start_round()
        try:
            value = block()
        except LogoError as exc:
            sys.settrace(self.old)
            self.relocate(exc)
            raise
        finally:
            sys.settrace(self.old)  # first: a call of a Python function would count in the round
            self.end_round()
        return value

    def finish(self) -> None:
        pass

    def __init__(self, code_info: dict) -> None:
        self.code_info = code_info
        self.place = None  # (name, line) the procedures ran last
        self.after_return = False
        self.called = False  # a procedure was called in this round
        self.stale = None  # the place left by the previous round
        self.old = None

    def _call(self, frame: Any, event: str, arg: Any) -> Any:
        """sys.settrace's function: a Python function is called (builtins are not
        followed, as sys.setprofile's "c_call" events were ignored).  Only a procedure's
        code is followed further, for its return alone (no line events)."""
        self.after_return = False
        if id(frame.f_code) in self.code_info:
            self.called = True
            frame.f_trace_lines = False
            return self._returned
        return None

    def _returned(self, frame: Any, event: str, arg: Any) -> Any:
        if event == "return":
            info = self.code_info.get(id(frame.f_code))
            if info is not None and info[2]:  # a procedure's body (an entry has no lines)
                if not self.after_return:
                    name, lines, line_map, _ = info
                    index = line_map.get(frame.f_lineno)
                    if index is None or index < 0 or index >= len(lines):
                        index = len(lines) - 1  # the return at the body's end
                    self.place = (name, lines[index] if index >= 0 else NIL)
                self.after_return = True
        return self._returned

    def start_round(self) -> None:
        """Follow the round (sys.settrace rather than sys.setprofile: only calls of Python
        functions and returns of procedures' code are seen, a few times cheaper).  The
        round's end takes it away with sys.settrace(self.old) directly: a call of a
        Python function would count in the round."""
        self.called = False
        self.old = sys.gettrace()
        sys.settrace(self._call)

    def end_round(self) -> None:
        """The round ended (the profile function taken away): if with the return of a
        procedure (nothing called after it), the place it left is what the next round's
        errors are reported at."""
        self.stale = self.place if self.after_return else None

    def relocate(self, exc: LogoError) -> None:
        """EXC left the list's own instructions in this round: Berkeley's stale place."""
        if (self.stale is not None and not self.called and not exc.located and not exc.skip
                and exc.library is None):
            exc.locate(*self.stale)
