"""Logo errors (with Berkeley Logo's codes and texts) and non-local exits."""

from __future__ import annotations

from .data import NIL
from .printer import ERROR, place_name, show_form

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

# Error codes, as ERROR reports them.
FATAL = 0
OUT_OF_SPACE = 1
STACK_OVERFLOW = 2
BAD_DATA_UNREC = 4
DIDNT_OUTPUT = 5
NOT_ENOUGH = 6
BAD_DATA = 7
TOO_MUCH = 8
DK_WHAT = 9
PAREN_MISMATCH = 10
NO_VALUE = 11
UNEXPECTED_PAREN = 12
DK_HOW = 13
NO_CATCH_TAG = 14
ALREADY_DEFINED = 15
STOPPING = 16
ALREADY_DRIBBLING = 17
FILE_ERROR = 18
IF_WARNING = 19
SHADOW_WARNING = 20
USER_THROW = 21
IS_PRIMITIVE = 22
TO_IN_PROC = 23
DK_HOW_UNREC = 24
NO_TEST = 25
UNEXPECTED_BRACKET = 26
UNEXPECTED_BRACE = 27
BAD_GRAPH_INIT = 28
ERR_MACRO = 29
DK_WHAT_UP = 30
AT_TOPLEVEL = 31
APPLY_BAD_DATA = 32
DEEPEND = 33
OUT_OF_MEM = 34
USER_ERROR = 35
DEEPEND_NONAME = 36
BAD_DEFAULT = 37
RUNRES_STOP = 38
MISSING_SPACE = 39
CANT_OPEN = 40
ALREADY_OPEN = 41
NOT_OPEN = 42
RUNNABLE_ARG = 43


def datum(x: Any) -> str:
    """A datum inside an error message (``%s`` in Berkeley's message file)."""
    return show_form(x, ERROR)


class LogoError(Exception):
    """A Logo error: a code, its message, and where it happened."""

    # The Berkeley library procedure it happened in (MAP's "map1" ...), for ERROR's list,
    # when no procedure of the user's has it (runtime/berkeley_errors.py, library_locate);
    # the key of its line in library_lines.py when not the procedure's usual one.
    library: str | None = None
    library_at: str | None = None
    # OUTPUT of a macro call that expanded to OUTPUT: (the procedure's name, the expansion),
    # worded by how the procedure was called (runtime/berkeley_errors.py, depends_on_call).
    macro_exit: tuple | None = None
    # Where Berkeley reports it instead of here: a value thrown to a CATCH that ends its
    # list, at the THROW's line (runtime/berkeley_errors.py, thrown_value_unused).
    stale_place: tuple | None = None
    # A THROW "ERROR whose ERRACT ran inside the throwing procedure, for its caller's line
    # (a PAUSE there is named by the caller: runtime/berkeley_errors.py, _erract_for_throw).
    erract_at_throw = False
    # Caught by CATCH "ERROR, not located yet: (the line of the procedure that ran the CATCH,
    # or None), for when it is asked (runtime/locating.py, placed_caught).
    unplaced: tuple | None = None
    # Raised computing an optional input's default (this list) and in no procedure the
    # default called: Berkeley places it at that list in the calling procedure
    # (runtime/locating.py, default_error).
    default_line: Any = None
    at_call = False  # (placed at the line that made the call, all the same: exit_in_default)
    exited = False  # a list that did not output ended by STOP or OUTPUT (didnt_output_for)

    # Where it happened and what was done with it (class defaults, set on an error when
    # they change: most errors are caught, and their making should cost little).
    proc: str | None = None  # procedure in which it happened
    line: Any = NIL  # that procedure's line, as a list
    located = False
    paused = False  # ERRACT has run for it
    reported = False  # its message has been printed (by PAUSE)
    skip = 0  # procedures to leave before locating (THROW "ERROR: the caller)
    locate_outer = False  # locate at the line of the procedure it reaches next
    # Errors whose text or place depend on how the procedure was called
    # (runtime/berkeley_errors.py, depends_on_call):
    tail_value = False  # a value left unused by a procedure's last line
    output_nothing = False  # OUTPUT of something that output nothing

    def __init__(self, code: int, message: str, value: Any = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        # What ERROR outputs as the message: normally the text; THROW "ERROR
        # may give a list.
        self.value = message if value is None else value

    def as_paused(self) -> "LogoError":
        """This error, marked as one ERRACT has run for (or must not run for)."""
        self.paused = True
        return self

    def placed_as(self, other: "LogoError") -> "LogoError":
        """This error, at OTHER's place if it has none of its own."""
        if other.located and not self.located:
            self.locate(other.proc, other.line)
        return self

    def locate(self, proc: str | None, line: Any) -> None:
        if not self.located:
            self.proc = proc
            self.line = line
            self.located = True

    def report(self, printer: Any = None) -> str:
        """The full text Logo prints for this error."""
        # Berkeley: an error inside a procedure adds "  in NAME" (two spaces) and, on the
        # next line, the procedure line as it was typed (data shown readably: FULL, within
        # PRINTDEPTHLIMIT and PRINTWIDTHLIMIT when PRINTER has them; the name too).
        if self.proc:
            if printer is None:
                from .printer import FULL as printer

            return "%s  in %s\n%s" % (self.message, place_name(self.proc, printer),
                                     show_form(self.line, printer))
        if self.library and printer is not None and printer.depth == 0:
            # In a library procedure, under PRINTDEPTHLIMIT 0 Berkeley shows both as "...".
            return "%s  in ...\n..." % self.message
        if self.library:  # in a library procedure: its line, when known
            from .library_lines import line_of

            line = line_of(self)
            if line is not None:
                if printer is None:
                    from .printer import FULL as printer
                return "%s  in %s\n%s" % (self.message, self.library, show_form(line, printer))
        return self.message


# Berkeley's special cases of wording and place (an error worded or located by how
# its procedure was called, THROW "ERROR, tail calls, ERRACT ...) are all decided in
# runtime/berkeley_errors.py, but for the "  in NAME" line of LogoError.report above.


class DatumError(LogoError):
    """An error whose message shows a Logo datum, worded when first asked for: as in
    Berkeley, a list changed since the error (by ERRACT, or before ERROR is asked) shows
    as it is then; and most errors caught are never worded."""

    def __init__(self, code: int, text: str, name: Any, data: Any) -> None:
        Exception.__init__(self)
        self.code = code
        self._worded: tuple = (text, name, data)  # (the text with %s for NAME and the datum)
        self._message: str | None = None
        self._value: Any = None

    @property  # type: ignore[override]
    def message(self) -> str:
        if self._message is None:
            text, name, data = self._worded
            shown = datum(data)
            self._message = text % ((name, shown) if name is not None else (shown,))
        return self._message

    @message.setter
    def message(self, text: str) -> None:
        self._message = text

    @property  # type: ignore[override]
    def value(self) -> Any:
        return self.message if self._value is None else self._value

    @value.setter
    def value(self, value: Any) -> None:
        self._value = value

    def __str__(self) -> str:
        return self.message


def doesnt_like(proc: str, value: Any) -> LogoError:
    return DatumError(BAD_DATA, "%s doesn't like %s as input", proc, value)


def doesnt_like_unrec(proc: str, value: Any) -> LogoError:
    return DatumError(BAD_DATA_UNREC, "%s doesn't like %s as input", proc, value)


def typed_name(name: Any) -> Any:
    """A procedure's name as typed, in bars when a character of it was typed after a
    backslash or in bars (|a b|); other names as they are."""
    if name.__class__.__name__ != "ProtectedWord":
        return name
    from .printer import barred_name

    return barred_name(name)


def not_enough(proc: str) -> LogoError:
    return LogoError(NOT_ENOUGH, "not enough inputs to %s" % typed_name(proc))


def too_many(proc: str) -> LogoError:
    return LogoError(TOO_MUCH, "too many inputs to %s" % typed_name(proc))


def didnt_output(proc: str, to: str) -> LogoError:
    return LogoError(DIDNT_OUTPUT, "%s didn't output to %s" % (typed_name(proc), typed_name(to)))


def dont_say(value: Any) -> LogoError:
    return DatumError(DK_WHAT, "You don't say what to do with %s", None, value)


def dont_say_up(value: Any) -> LogoError:
    """A value output by a procedure that was called as a command (its own code)."""
    return DatumError(DK_WHAT_UP, "You don't say what to do with %s", None, value)


def no_value(name: str, typed: bool = False) -> LogoError:
    """NAME has no value; TYPED: a name typed after a colon, which Berkeley shows in bars
    when a special character of it was typed in bars or after a backslash (:|a?b|)."""
    from .data import ProtectedWord
    from .printer import marked_special, needs_bars

    if (name.__class__ is str and needs_bars(name.replace("~", ""))) or (  # (Berkeley: x~ plain)
            typed and name.__class__ is ProtectedWord and marked_special(name)):
        return LogoError(NO_VALUE, "|%s| has no value" % name)  # it was typed with bars
    return LogoError(NO_VALUE, "%s has no value" % datum(name))


# Bigger lists or arrays than this would exhaust the machine before Python
# noticed; Logo says "out of space" at once.
MAX_MEMBERS = 100_000_000


def check_size(count: int) -> None:
    if count > MAX_MEMBERS:
        raise LogoError(OUT_OF_SPACE, "out of space")


def macro_returned(value: Any) -> LogoError:
    shown = "nothing" if value is None else datum(value)
    return LogoError(ERR_MACRO, "Macro returned %s instead of a list" % shown)


def dont_know_named(name: Any) -> LogoError:
    """A procedure named by a word given as data (APPLY "a\\ b): Berkeley writes the word
    as PO would, with its backslashes (a call typed in a line gets bars: dont_know)."""
    from .printer import readable_word

    return LogoError(DK_HOW, "I don't know how  to %s" % _name_shown(name, readable_word))


def dont_know(name: Any) -> LogoError:
    from .printer import barred_name

    if name.__class__ is not str and name.__class__.__name__ != "ProtectedWord":
        return LogoError(DK_HOW, "I don't know how  to %s" % datum(name))  # {1 2}@0
    return LogoError(DK_HOW, "I don't know how  to %s" % _name_shown(name, barred_name))


def dont_know_listing(name: Any) -> LogoError:
    """PO, POT, TEXT ... of an unknown procedure: Berkeley's error 24, the name as typed."""
    from .printer import readable_word

    return LogoError(DK_HOW_UNREC, "I don't know how  to %s" % _name_shown(name, readable_word))


def _name_shown(name: Any, readable: Any) -> str:
    """A procedure's name in "I don't know how to": as any word of an error message, a
    name longer than 80 characters is cut there and followed by "..." (in bars only if
    the part kept needs them)."""
    if len(name) <= 80:
        return readable(name)
    from .printer import ERROR

    out: list = []
    ERROR.word(name, out, readable)
    return "".join(out)


def inputs_changed(proc: Any, given: int) -> LogoError:
    """A call read when PROC took another number of inputs, with GIVEN of them: Berkeley
    checks the count when it calls."""
    return not_enough(proc.name) if given < proc.min_args else too_many(proc.name)


def at_toplevel(name: str) -> LogoError:
    return LogoError(AT_TOPLEVEL, "Can only use %s inside a procedure" % name)


def no_catch(tag: Any) -> LogoError:
    from .printer import print_form

    text = tag if isinstance(tag, ListTag) else print_form(tag, ERROR)
    return LogoError(NO_CATCH_TAG, "Can't find catch tag for %s" % text)


def simple(code: int, message: str) -> LogoError:
    return LogoError(code, message)


class GotoSignal(LogoError):
    """GOTO: caught by its procedure's body when it has the TAG, else an error."""

    def __init__(self, tag: Any) -> None:
        super().__init__(BAD_DATA_UNREC, "goto doesn't like %s as input" % datum(tag))
        self.tag = tag


class ControlSignal(Exception):
    """Non-local exits that are not errors."""


class OutputSignal(ControlSignal):
    """OUTPUT or STOP run from a list that is not compiled into its procedure."""

    def __init__(self, value: Any, name: str = "output", in_repeat: bool = False, typed: str = "") -> None:
        super().__init__()
        self.value = value  # None for STOP
        self.name = name
        self.in_repeat = in_repeat  # in REPEAT's or FOREVER's list (berkeley_errors.exit_in_output_list)
        self.typed = typed or name  # STOP as typed (NAME is "stop"), for "Can only use STOP"


class _LeakedStop:
    """The value a procedure gives back when a STOP of Berkeley's goes on out of it (see
    LEAKED_STOP)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "LEAKED_STOP"


# Berkeley 6.2.5: a STOP in the REPEAT or FOREVER that ends a procedure's body goes on out
# of the procedure, as if its caller had run it there: a call ending a REPEAT or FOREVER
# list then ends that loop, a call ending a procedure's body passes it on to that
# procedure's caller, a call ending a line of a loaded file abandons the rest of the file.
# Such a procedure returns this instead of None (compiled code as ``_SL``): a command's
# call site looks at a value only when it is not None, so the usual return costs nothing;
# everywhere else it counts as no value.
LEAKED_STOP = _LeakedStop()


class ListTag(str):
    """A CATCH or THROW tag that is a list or an array: Berkeley takes it, but no
    CATCH matches it but one given the very same list.  Its text is the tag as error
    messages print it."""

    def __new__(cls, value: Any) -> "ListTag":
        from .printer import print_form

        tag = super().__new__(cls, print_form(value, ERROR))
        tag.value = value
        return tag

    def lower(self) -> "ListTag":
        return self

    def translate(self, table: Any) -> "ListTag":  # (data.fold of a tag printed with non-ASCII)
        return self

    def __eq__(self, other: object) -> bool:  # the same list (the empty list is one)
        return isinstance(other, ListTag) and other.value is self.value

    def __ne__(self, other: object) -> bool:
        return not self.__eq__(other)

    __hash__ = str.__hash__


class TemplateExit(OutputSignal):
    """OUTPUT or STOP in an explicit-slot template ([? + 1]): Berkeley runs those
    with APPLY, which then outputs nothing (NAME says which of the two it was)."""


class ThrowSignal(ControlSignal):
    def __init__(self, tag: str, value: Any = None) -> None:
        super().__init__()
        self.tag = tag
        self.value = value


class ByeSignal(ControlSignal):
    """BYE: leave Logo."""


class PauseContinue(ControlSignal):
    """CONTINUE: leave a PAUSE, perhaps with a value."""

    def __init__(self, value: Any = None) -> None:
        super().__init__()
        self.value = value


class TopLevelSignal(ControlSignal):
    """THROW "TOPLEVEL: back to the top level prompt."""
