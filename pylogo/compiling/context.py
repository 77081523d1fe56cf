"""What the parts of the compiler that generate code share: the context code is compiled
in (``Ctx``), template slots, and the limits of nesting (imported with them: a run whose
code all comes from the disk caches does not import it).
"""

from __future__ import annotations

from .scan import LIBRARY_TAIL_OPS

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


# Names of the special forms that end a procedure.
OUTPUT_NAMES = {"output", "op"}
# what OUTPUT runs the list of as the procedure's end (ControlCompiler._output_macro)
OUTPUT_MACROS = frozenset(["run", "if", "ifelse", "iftrue", "iffalse", "case", "cond"])

# Operations that are procedures of Berkeley's Logo library (logolib), not primitives:
# a value of theirs that is not used is reported as a procedure's is (error 30).
LIBRARY_OPERATIONS = frozenset("""
reverse gensym remove remdup map map.se filter find reduce crossmap cascade cascade.2
transfer iseq rseq pick quoted combine mditem mdarray namelist pllist invoke dequeue pop
backslashedp backslashed? filep file? macroexpand ` xcor ycor pen
""".split())

# Of those, the ones whose value nobody wants is an error in a procedure of the library that
# depends on their inputs (runtime/berkeley_library.py, tail_place).
# Procedures that may erase or redefine the procedure running them: a body naming one keeps
# its tail calls of itself real calls, which find the procedure's current definition.
CHANGES_PROCEDURES = frozenset(["erase", "er", "erall", "erps", "define", "copydef", "load"])
LIBRARY_TAIL = frozenset("remove remdup filter find cascade reverse map rseq iseq mditem crossmap map.se"
                         .split())


class Ctx:
    """What the code being compiled sits inside."""

    __slots__ = ("mode", "proc", "in_loop", "tail_ok", "slots", "dynamic", "self_stmt_loop",
                 "tags", "macro", "loops", "test_entry", "tpl_exit", "tail_expansion", "library",
                 "memo_outputs", "nested", "out_tail", "repeat_loop", "stop_leaks", "leak",
                 "keep_end", "self_loop")

    def __init__(self, mode: str, proc: Any = None) -> None:
        self.mode = mode  # "proc", "block" or "template"
        self.proc = proc
        self.in_loop = False  # inside a generated Python loop
        self.tail_ok = mode == "proc"  # a tail call may leave this frame
        self.slots: Any = TemplateSlots() if mode == "template" else None
        self.dynamic = False  # something that may look at ? dynamically
        self.self_stmt_loop = False
        self.self_loop = True  # a tail call of the procedure itself may become a loop
        self.tags: dict | None = None  # TAG name -> place, in a procedure that has tags
        self.macro = False  # in a macro's body: what it outputs must be a list
        self.loops = 0  # Python loops around the code being compiled
        self.test_entry: str | None = None  # TEST state each run of the next list starts with
        self.tpl_exit = False  # a lambda template run for its value: OUTPUT, STOP end it
        # a macro's expansion run by run_macro: a macro call ending it is handed back to
        # run_macro (_TM) rather than run inside it, so loops written as macros that expand
        # to themselves do not nest Python calls
        self.tail_expansion = False
        self.library: str | None = None  # in FOR's or FOREACH's list: Berkeley's library runs it
        # a macro's body for its entry X (entry.py): an OUTPUT of a list made of variables
        # gives run_macro the code of its last expansion when they are the same again
        self.memo_outputs = False
        # inside a list compiled into the procedure (IF's, REPEAT's ...), not on a line of
        # its body: OUTPUT of RUN [OUTPUT 3] names OUTPUT there, RUN on a line (Berkeley)
        self.nested = False
        # the list of RUN, IF ... given to OUTPUT (its name as typed): a RUN, IF ... that
        # ends the list is given to that OUTPUT too
        self.out_tail: str | None = None
        self.repeat_loop = False  # in REPEAT's or FOREVER's list (their OUTPUT: see OutputSignal)
        # in the list of a REPEAT or FOREVER that ends the procedure's body (perhaps in the
        # list of one that does): its STOP goes on out (errors.LEAKED_STOP, ``_SL``)
        self.stop_leaks = False
        # what such a STOP, given back by a call that ends the list being compiled, does:
        # a Python statement (give it back in turn, end the loop whose list this is ...),
        # or None where it ends nothing
        self.leak: str | None = None
        # in the list of a CATCH run as a command: a procedure called last there (through
        # IF, IFELSE, CATCH too) binds its inputs and locals in the frame running the CATCH,
        # as LOCAL does (entry K: Berkeley 6.2.5 runs it as a tail call of that frame)
        self.keep_end = False

    def inner(self, **changes: Any) -> "Ctx":
        other = Ctx.__new__(Ctx)
        for name in Ctx.__slots__:
            setattr(other, name, getattr(self, name))
        for name, value in changes.items():
            setattr(other, name, value)
        return other


def is_stop(node: Any) -> bool:
    """Is NODE (a parsed instruction) a call of STOP?"""
    proc = getattr(node, "proc", None)
    return proc is not None and proc.is_primitive and proc.name == "stop" and not proc.wrapped


class TemplateSlots:
    """Where ?, ?N, # and ?REST live in a compiled template function T(*_q)."""

    explicit = True  # (OUTPUT and STOP end such a template: see TemplateExit)

    def __init__(self) -> None:
        self.nslots = 0
        self.order: list = []  # the slots' numbers as the template first uses them
        self.uses_num = False
        self.uses_rest = False

    def slot(self, n: int) -> str:
        self.nslots = max(self.nslots, n)
        if n not in self.order:
            self.order.append(n)
        return "_q[%d]" % (n - 1)

    def dynamic_slot(self, expr: str) -> str:
        return "RT.qslot(_q, %s)" % expr

    def num(self) -> str:
        self.uses_num = True
        return "(RT.repcount if _num is None else _num)"  # no position given: REPCOUNT

    def rest(self, expr: str) -> str:
        self.uses_rest = True
        return "RT.qrest(_rest, %s)" % expr


# Python also limits indentation (100 levels): instruction lists nested deeper
# than this are not compiled into their procedure but run by their primitive.
MAX_INDENT = 80


class _TooDeep(Exception):
    """An expression nests too deeply to be one Python expression."""


def _flat_on_overflow(method: Any) -> Any:
    """Compile with METHOD; if the code nests too deeply, again in flat mode."""

    def compile_unit(self: Any, *args: Any, **kwargs: Any) -> Any:
        try:
            return method(self, *args, **kwargs)
        except _TooDeep:
            if self.flat:
                raise
        self.flat = True
        try:
            return method(self, *args, **kwargs)
        finally:
            self.flat = False

    compile_unit.__name__ = method.__name__
    compile_unit.__doc__ = method.__doc__
    return compile_unit


# Berkeley's library macros that pylogo has as commands: as an input (or OUTPUT's), their
# expansion is run for a value, as in Berkeley ("Runlist ... has more than one expression",
# "Macro returned [] instead of a list").
LIBRARY_MACRO_COMMANDS = frozenset(["for", "foreach", "while", "until", "do.while", "do.until", "localmake"])


# OUTPUT, STOP and .MAYBEOUTPUT (their primitives' names: OP is OUTPUT), which leave a
# procedure as commands; as an input they output nothing (BerkeleyErrors.exit_as_input).
EXITS = frozenset(["output", "stop", ".maybeoutput"])

def exit_call(node: Any) -> bool:
    """Is NODE a call of OUTPUT, STOP or .MAYBEOUTPUT (as an input: no exit)?"""
    proc = getattr(node, "proc", None)
    return proc is not None and proc.is_primitive and proc.name in EXITS and not proc.wrapped


def library_tail_op(value: Any, ctx: Ctx) -> bool:
    """Is VALUE, given to OUTPUT, a call of one of the LIBRARY_TAIL_OPS where a user
    procedure would be tail-called (lib_out: runtime/berkeley_errors.py, maybe_unwanted)?"""
    proc = getattr(value, "proc", None)
    return (proc is not None and proc.is_primitive and proc.name in LIBRARY_TAIL_OPS and not proc.wrapped
            and not ctx.macro and ctx.mode == "proc" and ctx.tail_ok and not ctx.in_loop)


def unused_value_reporter(ctx: Any, tail: bool) -> str:
    """The helper that reports a value nobody uses: in a procedure's last instruction
    it may be reported where the procedure was called (runtime/berkeley_errors.py, dontsay_tail)."""
    return "_dontsay_tail" if tail and ctx.mode == "proc" and not ctx.in_loop else "_dontsay"
