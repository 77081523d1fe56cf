"""Error reporting and locating: in which procedure and line an error happened,
ERRACT, and printing the message at the top level.

Compiled code registers each code object with its procedure (``register_code``);
an error leaving a procedure is located from its traceback (``on_error``).
``running_procedures`` is the one walk of the Python stack.
"""

from __future__ import annotations

from ..compiling.common import COMMAND_ENTRY, VALUE_TEMPLATES
from ..lang import errors
from ..lang.data import NIL, Pair, fold
from ..lang.errors import LogoError, at_toplevel
from ..system import frames

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def _locate_at(exc: LogoError, proc: Any, index: int) -> None:
    """EXC happened at line INDEX of PROC."""
    exc.locate(proc.name, proc.lines[index] if 0 <= index < len(proc.lines) else NIL)


def internal_error(exc: Exception) -> LogoError:
    """A Python failure inside pylogo, reported as a Logo error."""
    detail = "%s: %s" % (exc.__class__.__name__, exc)
    return LogoError(errors.FATAL, "Logo: Fatal Internal Error. (%s)" % detail[:200])


_weakref: list = []  # weakref.ref, once imported
# Code objects registered before the table refers to them weakly: most runs register
# fewer, and never import the weakref module (about a millisecond of start-up).
WEAK_AFTER = 1000


def _weak(table: dict, key: int, code: Any) -> Any:
    """A weak reference to CODE that takes its entry out of TABLE when the code goes."""
    return _weakref[0](code, lambda _: table.pop(key, None))


def _weaken(table: dict) -> None:
    """From now on, TABLE refers to code weakly: entries of code nothing else holds go."""
    import weakref

    _weakref.append(weakref.ref)
    for key, info in list(table.items()):
        if info[3].__class__ is not weakref.ref:
            table[key] = info[:3] + (_weak(table, key, info[3]),)


class ErrorReporter:
    """Locating and reporting errors (part of Interpreter).

    State (set up by Interpreter.__init__): code_info (the procedure and Logo
    lines of each code object: register_code), warn_location (where a warning
    is located), pause_frames (for each PAUSE running, how many frames of
    procedures ran below it: a line typed at a PAUSE is at top level for
    CATCH "ERROR, as in Berkeley)."""

    # ------------------------------------------------------------ code of procedures

    def line_map(self, code: Any) -> dict:
        """The Logo line of each Python line of CODE (registered by register_code)."""
        return self.code_info[id(code)][2]

    def register_code(self, code: Any, proc: Any, line_map: dict) -> None:
        """CODE runs PROC; LINE_MAP gives the Logo line of each of its Python lines.

        Keyed by identity: equal code objects of two procedures (the same
        instructions) must not share an entry.  The entry holds PROC's name and
        lines, not PROC (which holds the code): it goes when the code does (the
        procedure compiled again), before the id can be reused."""
        key = id(code)
        table = self.code_info
        old = table.get(key)
        if old is not None:
            held = old[3]  # the code itself, or a weak reference to it
            if held is code or (held.__class__ is not code.__class__ and held() is code):
                table[key] = (proc.name, proc.lines, line_map, held)  # a procedure defined again
                return
        if _weakref:
            table[key] = (proc.name, proc.lines, line_map, _weak(table, key, code))
            return
        # Held strongly, its id cannot be taken by another object while the entry is here.
        table[key] = (proc.name, proc.lines, line_map, code)
        if len(table) >= WEAK_AFTER:
            _weaken(table)

    # ------------------------------------------------------------ locating

    def locate(self, exc: LogoError, outermost: bool = False) -> None:
        """Find the procedure and line in which EXC happened (from its traceback)."""
        tb = exc.__traceback__
        found = None
        while tb is not None:
            info = self.code_info.get(id(tb.tb_frame.f_code))
            if info is not None and info[2]:
                found = (info, tb.tb_lineno)
                if outermost:
                    break
            tb = tb.tb_next
        if found is not None:
            if exc.default_line is not None:  # (a default computed by that procedure's call)
                exc.locate(found[0][0], exc.default_line)
                return
            self._set_location(exc, found[0], found[1])

    def default_error(self, exc: LogoError, consumer: Any, index: int) -> LogoError:
        """EXC was raised computing the default of the input INDEX of CONSUMER (a procedure),
        in its entry.  Berkeley computes a default where CONSUMER is called: an error there
        is placed at the caller's line, but its value missing ("didn't output to CONSUMER",
        not raised in a procedure the default called) at the default's list (locate), or,
        for a default that RUNs a list, "didn't output to run" at that list (its STOP, of a call
        as an instruction, "stop didn't output to stop" at the caller's line).  The error
        to raise."""
        if exc.located or exc.default_line is not None or exc.at_call or exc.code != errors.DIDNT_OUTPUT:
            return exc
        line = consumer.formals[index].default
        if (exc.exited and exc.message.startswith(("stop ", "catch "))
                and exc.message.endswith(" to " + errors.typed_name(consumer.name))
                and line.first.__class__ is str and fold(line.first) == "catch"
                and self._default_caller(consumer.key)[0]):  # (CATCH's list stopped)
            exc = errors.didnt_output("catch", "catch")
            exc.at_call = True
            return exc
        if exc.message.endswith(" to run"):  # (RUN [...] or (RUN [...]): compiling/defaults.py, runs_a_list)
            if exc.message.startswith("stop ") and self._default_caller(consumer.key)[0]:
                exc = errors.didnt_output("stop", "stop")
                exc.at_call = True
                return exc
            line = next((member for member in line if member.__class__ is Pair), line)
        elif not exc.message.endswith(" to " + errors.typed_name(consumer.name)):
            return exc
        tb = exc.__traceback__
        tb = tb.tb_next if tb is not None else None  # (the entry's own frame)
        while tb is not None:
            info = self.code_info.get(id(tb.tb_frame.f_code))
            if info is not None and info[2]:
                return  # (in that procedure's line)
            tb = tb.tb_next
        exc.default_line = line
        return exc

    def _default_caller(self, key: str) -> tuple:
        """(whether the procedure KEY, whose default is computed now, is called as an
        instruction (its entry C or E, or a tail call of that kind), the frame info and line
        of its caller, or None and 0 at top level)."""
        running = self.running_procedures()
        for info, lineno in running:
            if not info[2] and fold(info[0]) == key:  # (its own entry: how it was called)
                command = info[2] is COMMAND_ENTRY
                info, lineno = next(running, (None, 0))
                return command, info, lineno
            # (a tail call's defaults: computed in the caller's entry)
            return self.tail_kind == 0, info, lineno
        return False, None, 0

    def first_procedure(self, exc: BaseException) -> str | None:
        """The name (lower case) of the outermost procedure in EXC's traceback."""
        tb = exc.__traceback__
        while tb is not None:
            info = self.code_info.get(id(tb.tb_frame.f_code))
            if info is not None:
                return fold(info[0])
            tb = tb.tb_next
        return None

    def locate_from_stack(self, exc: LogoError, outward: int = 0) -> None:
        """Locate EXC by the procedure running now (for CATCH "ERROR), or by the line of
        the procedure OUTWARD calls out from it (none: at top level)."""
        if not outward:
            self.locate(exc)
            if exc.located:
                return
            if not self.pause_frames:
                found = frames.innermost_in(self.code_info)
                if found is not None:
                    self._set_location(exc, *found)
                return
        running: Any = self.running_procedures()  # (walked no further than needed)
        if self.pause_frames:  # only the procedures called from the PAUSE's line count
            running = list(running)
            del running[len(running) - self.pause_frames[-1]:]
        skip = outward
        for info, lineno in running:
            if outward and not info[2]:  # (outward, bodies only: one a call)
                continue
            if skip:
                skip -= 1
                continue
            self._set_location(exc, info, lineno)
            return

    def caught_later(self, exc: LogoError) -> None:
        """CATCH "ERROR caught EXC: what would locate it as locate_caught does is kept, to be
        looked at only when something asks where it happened (placed_caught): most caught
        errors are never asked about.  Its traceback stays with it; the line of the
        procedure running the CATCH is taken now (that frame goes on running)."""
        exc.unplaced = (frames.innermost_in(self.code_info),)

    def placed_caught(self, exc: LogoError | None) -> LogoError | None:
        """EXC located where it happened, if caught_later kept that for later."""
        if exc is not None and exc.unplaced is not None:
            found = exc.unplaced[0]
            exc.unplaced = None
            self.locate(exc)
            if not exc.located and found is not None:
                self._set_location(exc, *found)
        return exc

    def exit_in_default(self, name: str, consumer: str, default: Any) -> LogoError:
        """The error of OUTPUT or STOP (NAME, as typed) as the default of an optional input of
        CONSUMER (its list DEFAULT), computed where CONSUMER is called, as in Berkeley: at top
        level "Can only use NAME inside a procedure"; in a procedure, NAME did not output to
        CONSUMER there (at the default's list), but STOP of a call as an instruction "didn't
        output to stop" (at the caller's line)."""
        command, info, lineno = self._default_caller(fold(consumer))
        if info is None:
            return at_toplevel(name)
        if command and fold(name) == "stop":
            exc = errors.didnt_output(name, "stop")
            exc.at_call = True
            if info[2]:  # (else at the line of the tail call, as the chain's errors are)
                self._set_location(exc, info, lineno)
            return exc
        exc = errors.didnt_output(name, consumer)
        exc.locate(info[0], default)
        return exc

    def _locate_by_body(self, exc: LogoError) -> None:
        """Locate EXC by the line of the innermost procedure body running (entries passed by)."""
        for info, lineno in self.running_procedures():
            if info[2]:
                self._set_location(exc, info, lineno)
                return

    def enter_pause(self) -> None:
        """A PAUSE starts reading lines (see pause_frames); leave_pause when it ends."""
        self.pause_frames.append(sum(1 for _ in self.running_procedures()))

    def leave_pause(self) -> None:
        self.pause_frames.pop()

    def _set_location(self, exc: LogoError, info: tuple, lineno: int) -> None:
        name, lines, line_map, _ = info
        index = line_map.get(lineno)
        if index is None or index < 0:
            index = 0
        exc.locate(name, lines[index] if index < len(lines) else NIL)

    # ------------------------------------------------------------ where the program runs

    def in_procedure(self) -> bool:
        """Whether a procedure is running (looked up on the Python stack)."""
        return self.current_place() is not None

    def running_procedures(self) -> Any:
        """(info, Python line) for each frame of compiled procedure code running now,
        innermost first (info as register_code stores it).

        A procedure's error path and a few primitives need to know where they
        run; recording that on every call would slow every call down, so the
        stack is walked (system/frames.py)."""
        code_info = self.code_info
        for frame in frames.callers():
            info = code_info.get(id(frame.f_code))
            if info is not None:
                yield info, frame.f_lineno

    def called_as_command(self) -> bool:
        """Was the innermost procedure running now called as a command (its entry C or
        E: compiling/entry.py)?"""
        for info, _ in self.running_procedures():
            if not info[2]:  # an entry (a body has lines)
                return info[2] is COMMAND_ENTRY
        return False

    def procedure_called(self) -> tuple:
        """(current_procedure_name(), called_as_command()), from one walk of the stack."""
        if self.pause_frames:
            return self.current_procedure_name(), self.called_as_command()
        name = None
        for info, _ in self.running_procedures():
            if name is None:
                name = info[0]
            if not info[2]:  # (its entry: see called_as_command)
                return name, info[2] is COMMAND_ENTRY
        return name, False

    def current_place(self) -> tuple | None:
        """(name, line) of the procedure line running now, or None at top level."""
        for info, lineno in self.running_procedures():
            if info[2]:
                name, lines, line_map, _ = info
                index = line_map.get(lineno)
                if index is None or index < 0:
                    index = 0
                return name, lines[index] if index < len(lines) else NIL
        return None

    def check_in_procedure(self, name: str) -> None:
        """OUTPUT or .MAYBEOUTPUT run by a list: only inside a procedure."""
        if VALUE_TEMPLATES[0]:
            return
        if not self.pause_frames:
            found = frames.innermost_in(self.code_info)
            if found is not None and (found[0][2] or self.tail_defaults):
                return  # (a procedure's body runs it: most often)
        if self.exits_at_top_level():
            raise at_toplevel(name)

    def exits_at_top_level(self) -> bool:
        """Would OUTPUT or STOP run now be at top level (error paths: "Can only use ...")?
        So when no procedure runs, and when an optional input's default is computed with
        none running but the one whose default it is (its entry the only procedure frame;
        a tail call's defaults are computed in the caller's entry): Berkeley computes a
        default where the procedure is called."""
        running = list(self.running_procedures())
        if self.pause_frames:
            running = running[: len(running) - self.pause_frames[-1]]
        return not running or (len(running) == 1 and not running[0][0][2] and not self.tail_defaults)

    def current_procedure_name(self) -> str | None:
        """The name of the innermost user procedure running now, if any (a line typed at a
        PAUSE runs at top level: only the procedures called from it count, as in Berkeley,
        where RUNRESULT [OUTPUT 3] or CATCH "X [STOP] there say "Can only use ...")."""
        if self.pause_frames:
            running = list(self.running_procedures())
            for info, _ in running[: len(running) - self.pause_frames[-1]]:
                return info[0]
            return None
        found = frames.innermost_in(self.code_info)
        return None if found is None else found[0][0]

    # ------------------------------------------------------------ reporting

    def warn(self, message: str, in_entry: bool = False) -> None:
        """A warning while parsing (IF used as IFELSE), located like an error (IN_ENTRY: by
        the line running the procedure whose entry reads the list, not by that procedure)."""
        location = self.warn_location
        if location is None:
            # a list read when it runs inside a procedure: that procedure's line, as Berkeley says
            probe = LogoError(errors.IF_WARNING, message)
            if in_entry:
                self._locate_by_body(probe)
            else:
                self.locate_from_stack(probe)
            if probe.proc:
                location = (probe.proc, probe.line)
        if location:  # () where Berkeley's library reads the list: no place given
            from ..lang.printer import FULL, show_form

            name, line = location
            message = "%s  in %s\n%s" % (message, name, show_form(line, FULL))
        self.console_out.write(message + "\n")

    def report(self, exc: LogoError) -> None:
        """An error reached the top level: ERRACT if there is one, then its message.
        ERROR then outputs [] (Berkeley forgets the error CATCH "ERROR caught before)."""
        self.caught_error = None
        if self.erract_runlist_report(exc):
            return
        try:
            self.run_erract(exc)
        except LogoError as inner:
            exc = inner
        if not exc.reported:
            self.print_error(exc)
        self.caught_error = None  # Berkeley: ERROR outputs [] after an error was reported

    def print_error(self, exc: LogoError) -> None:
        """Print an error message as Berkeley Logo does."""
        exc.reported = True
        self.console_out.write(exc.report(self.full_printer()) + "\n")
