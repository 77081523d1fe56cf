"""The compiler: expression trees to Python functions.

Three kinds of code are compiled, each into a Python function built by
``exec`` of generated source (Logo constants reach it as closure cells):

* a procedure: ``B`` runs its body (with its inputs already bound),
  ``U`` binds the inputs, runs ``B`` and restores the variables (``C`` and
  ``E`` are the same for command calls: they only report errors differently,
  see user_statement), and ``A`` binds the inputs of a tail call inside a
  running chain;
* a block: an instruction list run by RUN, IF, CATCH ... (``OUTPUT`` in it
  raises :class:`OutputSignal`, caught by the procedure that ran it);
* a template: a list or procedure name given to MAP, APPLY, FOREACH ...

Control structures with literal instruction lists (IF, REPEAT, FOR, WHILE
...) are compiled inline (see inline.py), so OUTPUT and STOP inside them are
plain Python ``return`` statements of the procedure.

``Compiler`` is composed of the parts in pylogo/compiling/, one job each:
``KeptCode`` (kept.py: reusing code compiled before, by this run or an earlier
one), ``ProcedureCompiler`` (entry.py: procedures and their entries),
``BlockCompiler`` (units.py: instruction lists, templates, building the
functions), ``ControlCompiler`` (control.py: statements, OUTPUT, STOP, tail
calls) and ``CallCompiler`` (calls.py: expressions and calls); context.py holds
``Ctx`` and what they share, common.py what compiled code shares with them, scan.py
and treescan.py the questions asked of lists and parsed lines before compiling
them.  Here: reading lines and naming what compiled code calls.

The parts that generate code are loaded when first needed: a ``Compiler`` is made
with ``KeptCode`` only, and the first use of a method it lacks (``__getattr__``)
imports generating.py and makes the compiler a ``GeneratingCompiler``, a Compiler
with the other parts too (``generating_class``; ``__class__`` assignment).  A run whose procedures,
lines and templates all come from the disk caches imports none of them.
"""

from __future__ import annotations

from .common import CompiledProc
from .kept import KeptCode
from .scan import names_a_tracer, template_looks_up_slots

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

__all__ = ["Compiler", "CompiledProc", "template_looks_up_slots"]


class _ReadAgain(Exception):
    """A body read a second time names something unknown, or warns (see reading_again)."""


class Compiler(KeptCode):
    """Expression trees to Python functions, for one interpreter.

    State of its own: interp, ns (the interpreter's namespace), inline
    (inline.py's handlers), _lookups and _effects (what compiling a procedure
    read and needs: proccache.py), _unsaved (the code compiled meanwhile, kept by
    codecache.py only when proccache.py does not keep it: kept.py), default_warnings
    (defaults.py's, for the lists of defaults that warned), _warned,
    reading_again (1 while a body is read a second time: a warning or an unknown name
    then makes it 2, and raises: entry.py), numbering (while a procedure is compiled with
    its numbers as parameters: numbered.py),
    traced_here (what a TRACE in the procedure or line being compiled names: its calls
    and MAKEs go through the primitives, scan.traced_in)."""

    def __init__(self, interp: Any) -> None:
        self.interp = interp
        self.ns = interp.ns
        self.inline: dict = {}  # (filled when the generating parts are loaded)
        self.flat = False
        # Python code objects by generated source: a procedure defined again with
        # text seen before (and any list compiled to the same source) is not
        # compiled by Python again.  Constants reach the code as the factory's inputs.
        self.code_cache: dict = {}
        self.factories: dict = {}  # id of a code object -> (it, the _factory it defines)
        self.proc_cache: dict = {}  # definition key -> proccache.Entry (or numbered._keep_own's)
        self.number_shapes: dict = {}  # a shape -> numbered.NumberedEntry (or a count, REFUSED)
        self.recent_numbered: dict = {}  # a procedure's key -> (its last shape, numbered.NumberedEntry)
        self._lookups: dict | None = None  # names read while compiling a procedure
        self._effects: list | None = None  # namespace entries its code needs
        self._unsaved: list = []  # (what, source, code) compiled meanwhile, for codecache.py
        self._warned = False
        self.default_warnings: dict = {}  # id of a default's list -> (it, its DefaultWarnings)
        self.reading_again = 0
        self.numbering = False
        self._last_build: Any = None
        self.traced_here: tuple | None = None

    def __getattr__(self, name: str) -> Any:
        """A method of the generating parts, wanted for the first time: load them."""
        if name.startswith("__") or self.__class__ is not Compiler:
            raise AttributeError(name)
        from .generating import HANDLERS

        self.__class__ = generating_class()
        self.inline = HANDLERS
        return getattr(self, name)

    # ------------------------------------------------------------ parsing

    def parse(self, line: Any) -> list:
        # (the parser is imported when first needed: a run whose code all comes from the
        # disk caches reads no line)
        from ..lang.parser import Parser
        from .treescan import calls_after_trace, plain_traced

        parser = Parser(self.lookup, self.warn)
        nodes = parser.parse_list(line)
        if self.numbering:
            _refuse_lone_numbers(nodes)
        if self.traced_here is not None:
            return plain_traced(nodes, self.traced_here)
        return calls_after_trace(nodes) if names_a_tracer(line) else nodes

    def parse_inline(self, line: Any) -> list:
        """LINE, a literal list inside a line, read to be compiled in place.  Reading it
        must not warn (IF used as IFELSE): Berkeley reads such a list, and warns, when it
        first runs, so a warning is a LogoError here and the list is left to its primitive."""
        from ..lang.parser import Parser
        from .treescan import plain_traced

        nodes = Parser(self.lookup, _warning_refused).parse_list(line)
        return nodes if self.traced_here is None else plain_traced(nodes, self.traced_here)

    def parse_quietly(self, line: Any) -> list:
        """LINE read only to be looked at (what ran already was read, and warned, before)."""
        from ..lang.parser import Parser

        return Parser(self.lookup, _no_warning).parse_list(line)

    def lookup(self, key: str) -> Any:
        """The procedure a name stands for while reading (recorded for proccache.py)."""
        if self.reading_again and key not in self.interp.procs:
            self.reading_again = 2  # (read again: nothing to load)
            raise _ReadAgain(key)
        proc = self.interp.lookup_for_parse(key)
        if self._lookups is not None and key not in self._lookups:
            self._lookups[key] = proc
        return proc

    def get(self, key: str) -> Any:
        """The procedure a name stands for now, where a template is examined (scan.py): the
        compiler stands for the procedure table.  Unlike lookup, no file is loaded for a
        name that is none yet: the name may be data, and Berkeley loads NAME.lg only when
        a line calling it is read."""
        proc = self.interp.procs.get(key)
        if proc is not None and self._lookups is not None and key not in self._lookups:
            self._lookups[key] = proc
        return proc

    def warn(self, message: str) -> None:
        if self.reading_again:  # (warned when first read)
            self.reading_again = 2
            raise _ReadAgain(message)
        self._warned = True
        self.interp.warn(message)

    def prim_name(self, called: str, proc: Any) -> str:
        if self._effects is not None:
            self._effects.append((self.interp.prim_ns_name, called, proc))
        return self.interp.prim_ns_name(called, proc)

    def user_name(self, key: str, entry: str = "U") -> str:
        if self._effects is not None:
            self._effects.append((self.interp.user_ns_name, key, entry))
        return self.interp.user_ns_name(key, entry)

    def proc_name(self, key: str) -> str:
        if self._effects is not None:
            self._effects.append((self.interp.proc_ns_name, key))
        return self.interp.proc_ns_name(key)


_generating: list = []  # GeneratingCompiler, once made


def generating_class() -> type:
    """Compiler with all its parts: what a Compiler becomes when it first generates code."""
    if not _generating:
        from .generating import PARTS

        class GeneratingCompiler(Compiler, *PARTS):
            """Compiler with the parts that generate code (generating.py)."""

        _generating.append(GeneratingCompiler)
    return _generating[0]


def _warning_refused(message: str) -> None:
    from ..lang import errors
    from ..lang.errors import LogoError

    raise LogoError(errors.IF_WARNING, message)


def _no_warning(message: str) -> None:
    pass


def _refuse_lone_numbers(nodes: list) -> None:
    """While a procedure is compiled with its numbers as parameters (numbered.py): a number
    standing alone as an instruction of a line or of a list in it refuses that (its code is
    the error saying what to do with it, which names the number)."""
    from ..lang.nodes import Param
    from .numbered import NotNumbered

    if any(node.__class__ is Param for node in nodes):
        raise NotNumbered()
