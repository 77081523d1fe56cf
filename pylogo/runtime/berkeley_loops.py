"""Berkeley's places of errors in the rounds of REPEAT and FOREVER lists (the part of
berkeley_errors.py for them, which imports what is here: see its docstring, rule 8)."""

from __future__ import annotations

from ..compiling.scan import reads_input as reads_input
from ..lang.data import NIL
from ..lang.errors import LogoError

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


class LoopPlace:
    """Where Berkeley reports an error in a later round of a REPEAT or FOREVER list whose
    last instruction calls a procedure.  Berkeley does not restore its record of the
    running procedure and line when that call (a tail call of the list) returns; the next
    round's own instructions, until a procedure is called there, are reported at the
    line the call ran last, or that its own last call ran last, and so on: crypto's
    PARSELOOP, FOREVER [PARSEKEY UPPERCASE READCHAR], at the end of its input after a
    newline (PARSEKEY's line IF NOT LETTERP :CHAR [BEEP STOP]) reports "uppercase doesn't
    like [] as input  in beep" and BEEP's line [tone 440 15].

    Followed (with sys.settrace, while the list runs) only for lists that read input:
    others fail the same way in their first round.  A procedure's body ending right after
    a procedure it called returned (no other call between) ended with that tail call; so
    did the round (its last instruction a call, or a RUN, IF ... whose list ends with one)."""

    __slots__ = ("code_info", "place", "after_return", "called", "stale", "old")

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
        import sys

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
