"""The interpreter: workspace state, calling conventions and the top level.

Variables use shallow binding: ``V`` maps each name to its current value.
A procedure saves the old values of its inputs when it starts and puts them
back when it ends; LOCAL saves onto ``SAVED``, unwound by the procedure that
was running.  Compiled code (compiler.py) reads and writes ``V`` directly.
"""

from __future__ import annotations

import sys
import time
import weakref

from . import arith, errors, services
from .compiler import Compiler, template_looks_up_slots
from .data import FALSE, NIL, TRUE, Pair, ProtectedWord, from_iter, is_list, parse_number, word_text
from .errors import (
    ByeSignal,
    LogoError,
    OutputSignal,
    PauseContinue,
    ThrowSignal,
    TopLevelSignal,
    at_toplevel,
    dont_know,
    dont_say,
    not_enough,
    too_many,
)
from .graphics.events import key_waiting as window_key_waiting
from .graphics.events import read_key as window_read_key
from .graphics.events import window_keys
from .printer import Printer
from .procedures import REGISTRY, Primitive, UserProc, alias_function
from .reader import LineReader, LogicalLine, parse_text
from .runtime_helpers import library_locate, truth
from .shapes import shape_of
from .streams import console_streams
from .templates import NamedTemplate

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

UNB = object()  # "no saved value": the variable did not exist
MISSING = object()  # an optional input that was not given

class VarDict(dict):
    """Variable values; reading a name without a value is a Logo error."""

    __slots__ = ("interp",)

    def __missing__(self, key: str) -> Any:
        exc = errors.no_value(key)
        interp = getattr(self, "interp", None)
        if interp is not None and interp.V.get("erract"):
            # "has no value" is recoverable: ERRACT's output stands for the value.
            interp.locate_from_stack(exc)
            value = interp.run_erract(exc)
            if value is not None:
                return value
        raise exc


class TailCall:
    """A tail call returned by a procedure body to the loop that runs it."""

    __slots__ = ("proc", "args", "kind", "line", "via")

    def __init__(self, proc: Any, args: tuple, kind: int, line: int, via: str = "output") -> None:
        self.proc = proc
        self.args = args
        self.kind = kind  # 0: as an instruction, 1: OUTPUT, 2: .MAYBEOUTPUT
        self.line = line  # the line of the calling procedure that made the call
        self.via = via  # OUTPUT's name as typed (OP, output)


def read_marked_word(word: ProtectedWord) -> Any:
    """A word with characters typed inside bars, read as a line: those stay letters."""
    if "v" not in word.marks:
        return parse_text(str(word))
    # Re-read only the ordinary stretches; keep barred characters inside their words.
    escaped = "".join("\\" + c if m == "v" and (c.isspace() or c in "[]{}|;\\") else c
                      for c, m in zip(word, word.marks, strict=True))
    data = parse_text(escaped)
    return _mark_barred(data, word)


def _mark_barred(data: Any, word: ProtectedWord) -> Any:
    """Give the words of DATA bar marks for the characters that had them in WORD."""
    barred = {c for c, m in zip(word, word.marks, strict=True) if m == "v"}
    items = []
    node = data
    while node.__class__ is Pair:
        item = node.first
        if item.__class__ in (str, ProtectedWord):
            marks = "".join("v" if c in barred else " " for c in item)
            if "v" in marks:
                item = ProtectedWord(str(item), marks)
        items.append(item)
        node = node.rest
    return from_iter(items)


def read_all_lines(text: str) -> list:
    """The logical lines of a file's text, parsed (from the parse cache when possible)."""
    from . import parsecache

    physical = text.split("\n")
    if physical and physical[-1] == "":
        physical.pop()
    it = iter([x[:-1] if x.endswith("\r") else x for x in physical])
    reader = LineReader(lambda first: next(it, None))
    logical = []
    while True:
        line = reader.read()
        if line is None:
            break
        logical.append(line)
    cached = parsecache.load(text)
    if cached is not None and len(cached) == len(logical):
        for line, data in zip(logical, cached, strict=True):
            line.preset(parsecache.decode(data))
        return logical
    encoded = []
    try:
        for line in logical:
            encoded.append(parsecache.encode(line.data))
    except LogoError:
        return logical  # a line that does not read: report it when it runs
    parsecache.save(text, encoded)
    return logical


def _maybe_quote(x: Any, printer: Printer) -> str:
    """A datum as TRACE shows it: words with a quote mark, numbers and lists as they are."""
    from .printer import show_form

    if x.__class__ in (str, ProtectedWord) and parse_number(x) is None:
        return '"' + show_form(x, printer)
    return show_form(x, printer)


def _locate_at(exc: LogoError, proc: Any, index: int) -> None:
    """EXC happened at line INDEX of PROC."""
    exc.locate(proc.name, proc.lines[index] if 0 <= index < len(proc.lines) else NIL)


def internal_error(exc: Exception) -> LogoError:
    """A Python failure inside pylogo, reported as a Logo error."""
    detail = "%s: %s" % (exc.__class__.__name__, exc)
    return LogoError(errors.FATAL, "Logo: Fatal Internal Error. (%s)" % detail[:200])


def _mentions_numbering(lst: Any) -> bool:
    """Might an instruction list call # or ?REST at its top level?"""
    node = lst
    while node.__class__ is Pair:
        item = node.first
        if item.__class__ in (str, ProtectedWord) and ("#" in item or "?rest" in item.lower()):
            return True
        node = node.rest
    return False


# How many lists block() keeps compiled by identity (twice that at most).
BLOCK_CACHE_SIZE = 1000


def _bound(fn: Any, params: tuple) -> Any:
    """FN (code compiled for a shape) called with one list's parameters."""
    return lambda: fn(params)


class LoadAbort(Exception):
    """An error while loading a file: the rest of the file is abandoned."""


class Interpreter:
    def __init__(self, stdin: Any = None, stdout: Any = None) -> None:
        if stdin is None or stdout is None:
            cin, cout = console_streams()
            stdin = stdin or cin
            stdout = stdout or cout
        self.console_in = stdin
        self.console_out = stdout
        self.console_in.before_read = self.flush
        self.reader = stdin
        self.writer = stdout
        self.files: dict = {}
        self.buffers: dict = {}  # character buffers (OPENWRITE [var size]) by id of the list
        self.V = VarDict()
        self.V.interp = self
        self.SAVED: list = []
        self.procs: dict = dict(REGISTRY)
        self.plists: dict = {}
        self.repcount = -1
        self.test_state: Any = None
        # True while a list runs for its value (RUNRESULT, RUN as an input): there a top-level
        # OUTPUT evaluates its input before it complains, as in Berkeley.
        self.value_run = False
        self.slots: Any = None
        self.transfer_stack: list = []
        self.ns: dict = {}
        self.code_info: dict = {}
        self.block_cache: dict = {}
        # the entries block_cache had when it last filled up (see block)
        self.old_blocks: dict = {}
        self.shape_cache: dict = {}  # shape key -> (function of parameters, deps) or None
        self.word_lists: dict = {}  # text of a word RUN -> the list it reads as
        self.lambda_shapes: dict = {}  # lambda template shape -> compiled entry or None
        self.template_cache: dict = {}
        self._ns_names: dict = {}
        self._prim_fns: dict = {}
        self.loading_depth = 0
        self.autoloading: set = set()  # names whose NAME.lg is being loaded (lookup_for_parse)
        self.caught_error: Any = None
        self.buried_names: set = set()
        self.buried_plists: set = set()
        self.globals_declared: set = set()
        self.system_variables: set = set()
        self.prefix = ""
        self.terminal: Any = None
        self.pause_depth = 0
        self.interrupted = False
        self.current_file = None
        self.trace_level = 0
        self.catch_error_depth = 0
        self.pending_error: Any = None
        self.traced_names: set = set()  # variables and property lists under TRACE
        self.traced_plists: set = set()
        self.warn_location: Any = None  # an error whose ERRACT is running (PAUSE prints it)
        self.last_file: str | None = None
        self.csls_dir: str | None = None
        self.lib_dir: str | None = None
        self.help_dir: str | None = None
        self.temp_dir: str | None = None
        self.editor: str | None = None
        self._setup_namespace()
        self.compiler = Compiler(self)
        self._init_variables()
        arith.case_ignored = self._case_ignored
        self._random: Any = None
        self.line_source: Any = None  # (next_line, from_file, report_defined) being read

    # ------------------------------------------------------------ setup

    @property
    def random(self) -> Any:
        """The random number generator (made when first needed: importing it takes time)."""
        if self._random is None:
            self._random = services.service("random")()
        return self._random

    def _init_variables(self) -> None:
        for name, value in (("allowgetset", TRUE), ("caseignoredp", TRUE), ("fullprintp", FALSE),
                            ("logoplatform", "Unix"), ("logoversion", 6.2), ("unburyonedit", TRUE),
                            ("usealternatenames", FALSE)):
            self.V[name] = value
            self.buried_names.add(name)

    def _case_ignored(self) -> bool:
        return self._flag("caseignoredp")  # erased: case matters, as in Berkeley

    # ALLOWGETSET: an undefined procedure may stand for a variable.

    def unknown_procedure(self, name: str, consumer: str | None = None) -> Any:
        """A name that was no procedure when its line was read.  If one has been defined
        since (DEFINE earlier on the same line), Berkeley calls it with no inputs; else
        the value of the variable of that name (ALLOWGETSET), or an error.  CONSUMER, if
        any, is the procedure that wants a value."""
        key = name.lower()
        if self.procs.get(key) is not None:
            value = self.call_by_name(name, ())
            if value is None and consumer is not None:
                raise errors.didnt_output(name, consumer)
            return value
        if key in self.V and self._flag("allowgetset"):
            return self.V[key]
        raise errors.dont_know(name)

    def setter_variable(self, name: str) -> str:
        """The variable an undefined SETxxx name sets (ALLOWGETSET): it must exist already."""
        key = name[3:].lower()
        if key in self.V and self._flag("allowgetset"):
            return name[3:]
        if name.lower() in self.V and self._flag("allowgetset"):
            raise errors.dont_say(self.V[name.lower()])  # a variable SETxxx itself, then a value
        raise errors.dont_know(name)

    def implicit_make(self, name: str, value: Any) -> None:
        REGISTRY["make"].fn(self, name, value)

    def _flag(self, name: str) -> bool:
        value = self.V.get(name, FALSE)
        return value.__class__ in (str, ProtectedWord) and value.lower() == "true"

    def _redefp(self) -> bool:
        return self._flag("redefp")

    def _setup_namespace(self) -> None:
        from . import runtime_helpers

        ns = self.ns
        ns["__builtins__"] = __builtins__
        ns.update(runtime_helpers.helpers())
        ns.update(RT=self, V=self.V, SAVED=self.SAVED, UNB=UNB, MISSING=MISSING, NIL=NIL,
                  TRUE=TRUE, FALSE=FALSE, Pair=Pair, _TC=TailCall, _Out=OutputSignal,
                  _TplExit=errors.TemplateExit, _Goto=errors.GotoSignal, LogoError=LogoError)

    # ------------------------------------------------------------ names in the namespace

    def _mangle(self, prefix: str, key: str) -> str:
        name = self._ns_names.get((prefix, key))
        if name is None:
            safe = "".join(c if c.isalnum() and c.isascii() else "_" for c in key)[:30]
            name = "%s%d_%s" % (prefix, len(self._ns_names), safe)
            self._ns_names[(prefix, key)] = name
        return name

    def prim_ns_name(self, called: str, proc: Primitive) -> str:
        """The global name of the function called for primitive PROC written as CALLED."""
        name = self._mangle("P", called)
        if self._prim_fns.get(name) is not proc:
            fn = proc.fn
            if called != proc.name:
                fn = alias_function(fn, called)
            self.ns[name] = fn.__get__(self, Interpreter) if proc.env else fn
            self._prim_fns[name] = proc
        return name

    def user_ns_name(self, key: str, entry: str = "U") -> str:
        """The global name of user procedure KEY's ENTRY (U, C or E: see Compiler.user_statement)."""
        name = self._mangle(entry, key)
        if name not in self.ns:
            self.ns[name] = self._stub(key, entry)
        return name

    def proc_ns_name(self, key: str) -> str:
        name = self._mangle("Q", key)
        self.ns[name] = self.procs.get(key)
        return name

    def _stub(self, key: str, entry: str = "U") -> Any:
        def stub(*args: Any) -> Any:
            proc = self.procs.get(key)
            if proc is None or proc.is_primitive:
                raise dont_know(key)
            compiled = self.ensure_compiled(proc)
            return (compiled.call if entry == "U" else self.command_entry(proc, compiled, entry))(*args)

        return stub

    def _reset_entries(self, key: str) -> None:
        """Calls of KEY go through stubs again (which compile it when next called)."""
        for entry in ("U", "C", "E"):
            name = self._ns_names.get((entry, key))
            if name is not None:
                self.ns[name] = self._stub(key, entry)

    def ensure_compiled(self, proc: UserProc) -> Any:
        compiled = proc.compiled
        if compiled is None:
            compiled = self.compiler.compile_proc(proc)
            proc.compiled = compiled
            if self.procs.get(proc.key) is proc:
                self.ns[self._mangle("U", proc.key)] = compiled.call
        return compiled

    def command_entry(self, proc: UserProc, compiled: Any, entry: str) -> Any:
        """PROC's entry C or E for command calls (compiled when first used)."""
        fn = compiled.commands.get(entry)
        if fn is None:
            fn = compiled.commands[entry] = self.compiler.compile_command_entry(proc, compiled, entry)
            name = self._ns_names.get((entry, proc.key))
            if name is not None and self.procs.get(proc.key) is proc and proc.compiled is compiled:
                self.ns[name] = fn
        return fn

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
        table[key] = (proc.name, proc.lines, line_map, weakref.ref(code, lambda _: table.pop(key, None)))

    # ------------------------------------------------------------ procedures

    def lookup_for_parse(self, key: str) -> Any:
        """The procedure NAME stands for as a line is read.  A name that is none yet is
        looked for in a file NAME.lg of the current directory, which Berkeley loads then."""
        proc = self.procs.get(key)
        if proc is None and key not in self.autoloading:
            proc = self._autoload(key)
        return proc

    def _autoload(self, key: str) -> Any:
        import os

        path = key + ".lg"
        if not os.path.isfile(path):
            return None
        self.autoloading.add(key)
        try:
            self.load_file(path, path)
        finally:
            self.autoloading.discard(key)
        return self.procs.get(key)

    def lookup_proc(self, key: str) -> Any:
        return self.procs.get(key)

    def define(self, proc: UserProc) -> None:
        key = proc.key
        old = self.procs.get(key)
        if old is not None and old.is_primitive and not old.library and not self._redefp():
            raise LogoError(errors.IS_PRIMITIVE, "%s is a primitive" % proc.name)
        changed = old is None or old.is_primitive or old.signature != proc.signature
        if old is not None and not old.is_primitive:
            proc.buried = old.buried
            proc.traced = old.traced
            proc.stepped = old.stepped
        self.procs[key] = proc
        self._reset_entries(key)
        qname = self._ns_names.get(("Q", key))
        if qname is not None:
            self.ns[qname] = proc
        if changed or (old is not None and old.is_macro != proc.is_macro):
            self.invalidate(key)

    def install_primitive_alias(self, new_name: str, prim: Primitive) -> None:
        key = new_name.lower()
        self.procs[key] = prim
        self.invalidate(key)

    def erase_proc(self, key: str) -> None:
        if key not in self.procs:
            return
        del self.procs[key]
        if key in REGISTRY:
            self.procs[key] = REGISTRY[key]
        self._reset_entries(key)
        self.invalidate(key)

    def recompile(self, proc: UserProc) -> None:
        """PROC's own code must be compiled again (it is traced or stepped now)."""
        proc.compiled = None
        if self.procs.get(proc.key) is proc:
            self._reset_entries(proc.key)
        self.invalidate(proc.key)

    def invalidate(self, key: str) -> None:
        """Code parsed with KEY's old meaning must be compiled again."""
        for proc in self.procs.values():
            if not proc.is_primitive and proc.compiled is not None and key in proc.deps:
                proc.compiled = None
                self._reset_entries(proc.key)
        self.block_cache = {k: v for k, v in self.block_cache.items() if key not in v[2]}
        self.old_blocks = {k: v for k, v in self.old_blocks.items() if key not in v[2]}
        self.shape_cache = {k: v for k, v in self.shape_cache.items() if v is not None and key not in v[1]}
        self.lambda_shapes = {k: v for k, v in self.lambda_shapes.items()
                              if v is not None and key not in v[3]}
        self.template_cache = {k: v for k, v in self.template_cache.items()
                               if key not in getattr(v[1], "deps", ())}

    # ------------------------------------------------------------ variables

    def local(self, name: str) -> None:
        key = name.lower()
        self.SAVED.append((key, self.V.get(key, UNB)))
        self.V.pop(key, None)

    def local_make(self, key: str, value: Any) -> None:
        self.SAVED.append((key, self.V.get(key, UNB)))
        self.V[key] = value

    def unwind(self, height: int) -> None:
        saved = self.SAVED
        V = self.V
        while len(saved) > height:
            key, old = saved.pop()
            if old is UNB:
                V.pop(key, None)
            else:
                V[key] = old

    # ------------------------------------------------------------ running lists

    def block(self, lst: Any) -> Any:
        """The compiled form of an instruction list (cached)."""
        entry = self.block_cache.get(id(lst))
        if entry is not None and entry[0] is lst:
            return entry[1]
        entry = self.old_blocks.get(id(lst))
        if entry is None or entry[0] is not lst:
            entry = (lst, *self.shaped_block(lst, None, False))
        if len(self.block_cache) >= BLOCK_CACHE_SIZE:
            # Lists run once (built at run time) must not live long: kept, they
            # would make the garbage collector's older generations big and slow.
            self.old_blocks = self.block_cache
            self.block_cache = {}
        self.block_cache[id(lst)] = entry
        return entry[1]

    def command_block(self, lst: Any) -> Any:
        """An instruction list compiled as commands: a value left over is an error."""
        key = (id(lst), None)
        entry = self.block_cache.get(key)
        if entry is None or entry[0] is not lst:
            fn, deps = self.shaped_block(lst, None, True)
            entry = self.block_cache[key] = (lst, fn, deps)
        return entry[1]

    def shaped_block(self, lst: Any, consumer: str | None, commands: bool,
                     expansion: bool = False) -> tuple:
        """(function, dependencies) for an instruction list, from the code compiled
        for an earlier list of the same shape (shapes.py) when there is one."""
        shape = shape_of(lst)
        if shape is None:
            return self.compiler.compile_block(lst, consumer, commands, expansion=expansion)
        key = (shape[0], consumer, commands, expansion)
        entry = self.shape_cache.get(key, UNB)
        if entry is UNB:
            entry = self.compiler.compile_shaped_block(lst, consumer, commands, expansion)
            if len(self.shape_cache) > 20000:
                self.shape_cache.clear()
            self.shape_cache[key] = entry
        if entry is None:
            return self.compiler.compile_block(lst, consumer, commands, expansion=expansion)
        return _bound(entry[0], shape[1]), entry[1]

    def run_shaped(self, lst: Any, consumer: str | None, commands: bool,
                   expansion: bool = False) -> Any:
        """Run an instruction list that is new each time (a macro's expansion):
        straight from the code for its shape when there is some already."""
        shape = shape_of(lst)
        if shape is not None:
            entry = self.shape_cache.get((shape[0], consumer, commands, expansion))
            if entry is not None:
                return entry[0](shape[1])
        return self.shaped_block(lst, consumer, commands, expansion)[0]()

    def catch_command(self, tag: Any, lst: Any) -> Any:
        return services.service("catch")(self, tag, lst, True)

    def runnable(self, x: Any, who: str) -> Any:
        """The instruction list for RUN's input: a list, or a word re-read as text."""
        if x.__class__ is Pair or x is NIL:
            return x
        if x.__class__ is ProtectedWord:
            return read_marked_word(x)
        if x.__class__ in (str, int, float):
            return self.word_as_list(word_text(x))
        raise errors.doesnt_like(who, x)

    def word_as_list(self, text: str) -> Any:
        """TEXT read as an instruction list, kept by its text when it holds no list
        or array (its words cannot be changed, so one list serves every RUN of it)."""
        lst = self.word_lists.get(text)
        if lst is None:
            lst = parse_text(text)
            node = lst
            while node.__class__ is Pair and node.first.__class__ in (str, int, float):
                node = node.rest
            if node is NIL:
                if len(self.word_lists) > 5000:
                    self.word_lists.clear()
                self.word_lists[text] = lst
        return lst

    def run_list(self, x: Any, who: str = "run") -> Any:
        """Run an instruction list; its last instruction's value (or None)."""
        return self.block(self.runnable(x, who))()

    def run_value(self, lst: Any, who: str) -> Any:
        """Run an expression list for a value (conditions of WHILE, IF ...)."""
        value = self.block(self.runnable(lst, who))()
        if value is None:
            raise errors.doesnt_like(who, "nothing")  # Berkeley's words for it
        return value

    def expand_macro(self, call: Any) -> Any:
        """The list a macro call outputs (MACROEXPAND)."""
        fn, _ = self.compiler.compile_macro_call(call)
        try:
            return fn()
        except LogoError as exc:
            if not hasattr(exc, "macro_value"):
                raise
            if exc.macro_value is None:  # Berkeley's words, naming its own helper
                raise LogoError(errors.DIDNT_OUTPUT, "%%%$%macro.procedure didn't output to make") from None
            return exc.macro_value

    def macro_value(self, name: str, consumer: str, *args: Any) -> Any:
        """RUN, IF, IFELSE, IFTRUE or IFFALSE used as an input to CONSUMER."""
        if name == "run":
            lst = args[0]
        elif name == "case":
            lst = services.service("case_body")(self, args[0], args[1])
        elif name == "cond":
            lst = services.service("cond_body")(self, args[0])
        elif name in ("if", "ifelse"):
            cond = args[0]
            if cond.__class__ is Pair or cond is NIL:
                cond = self.run_value(cond, name)
            if truth(cond, name):
                lst = args[1]
            else:
                lst = args[2] if len(args) > 2 else NIL
        else:
            if self.test_state is None:
                raise LogoError(errors.NO_TEST, "%s without TEST" % name)
            lst = args[0] if self.test_state is (name == "iftrue") else NIL
        lst = self.runnable(lst, name)
        if lst is NIL:
            raise LogoError(errors.ERR_MACRO, "Macro returned [] instead of a list")
        key = (id(lst), consumer)
        entry = self.block_cache.get(key)
        if entry is None or entry[0] is not lst:
            fn, deps = self.shaped_block(lst, consumer, False)
            entry = (lst, fn, deps)
            self.block_cache[key] = entry
        saved, self.value_run = self.value_run, True
        try:
            return entry[1]()
        finally:
            self.value_run = saved

    def run_macro(self, result: Any, want_value: int, consumer: str | None = None) -> Any:
        """Run what a macro output, in the caller's place (as an input to CONSUMER, if given)."""
        if result is None or not is_list(result):
            raise errors.macro_returned(result)
        if consumer:
            if consumer.lower() in ("output", "op", ".maybeoutput"):
                # OUTPUT of a macro call: an empty expansion, or one that is itself an
                # OUTPUT or STOP, gives OUTPUT nothing (as Berkeley reports it).
                first = result.first if result.__class__ is Pair else None
                if result is NIL or (first.__class__ in (str, ProtectedWord)
                                     and first.lower() in ("output", "op", "stop", ".maybeoutput")):
                    raise errors.didnt_output("output", consumer)
                return self.run_shaped(result, consumer, False, True)
            if result is NIL:
                raise LogoError(errors.ERR_MACRO, "Macro returned [] instead of a list")
            return self.run_shaped(result, consumer, False)
        value = self.run_shaped(result, None, False)  # a new list each time: no id cache
        if not want_value and value is not None:
            raise dont_say(value)
        return value

    def template(self, x: Any, who: str, statements: bool = False) -> Any:
        """A compiled template for a word or list."""
        if x.__class__ is Pair:
            key = (id(x), statements)
            entry = self.template_cache.get(key)
            if entry is not None and entry[0] is x:
                return entry[1]
            tpl = self.shaped_lambda(x, statements) or self.compiler.compile_template(x, statements)
            if len(self.template_cache) > 20000:
                self.template_cache.clear()
            self.template_cache[key] = (x, tpl)
            return tpl
        if x is NIL:
            return self.compiler.compile_template(x, statements)
        if x.__class__ in (str, ProtectedWord):
            return NamedTemplate(self, x)
        if x.__class__ in (int, float):
            raise errors.dont_know(x)  # a number is taken as a procedure name, as in Berkeley
        raise errors.doesnt_like(who, x)

    def shaped_lambda(self, x: Any, statements: bool) -> Any:
        """A lambda template ([[inputs] instructions]) from the code compiled for an
        earlier one of the same shape (shapes.py), or None."""
        first = x.first
        rest = x.rest
        if first.__class__ is not Pair and first is not NIL or rest.__class__ is not Pair:
            return None
        node = rest
        while node.__class__ is Pair and (node.first.__class__ is Pair or node.first is NIL):
            node = node.rest
        if node is NIL:  # procedure-text form: its lists are instructions
            return None
        names = []
        node = first
        while node.__class__ is Pair:
            if node.first.__class__ is not str:
                return None
            names.append(node.first)
            node = node.rest
        shape = shape_of(rest)
        if shape is None:
            return None
        numbered = template_looks_up_slots(x, self.compiler) or _mentions_numbering(rest)
        key = (tuple(names), shape[0], statements, numbered)
        entry = self.lambda_shapes.get(key, UNB)
        if entry is UNB:
            entry = self.compiler.compile_shaped_lambda(x, statements, numbered)
            if len(self.lambda_shapes) > 5000:
                self.lambda_shapes.clear()
            self.lambda_shapes[key] = entry
        if entry is None:
            return None
        return self.compiler.instantiate_lambda(entry, shape[1], x, numbered)

    def qslot(self, q: tuple, n: Any) -> Any:
        index = arith.integer(n, "?")
        if not 1 <= index <= len(q):
            raise errors.doesnt_like("?", n)
        return q[index - 1]

    def qrest(self, rest: Any, n: Any) -> Any:
        if rest is None:  # no template's data: Berkeley's library finds no variable
            exc = errors.no_value("template.lists")
        else:
            index = arith.integer(n, "?rest")
            if 1 <= index <= len(rest):
                return rest[index - 1]
            exc = errors.doesnt_like("item", n)  # the library's ?REST asks ITEM for it
        library_locate(exc)
        raise exc

    # ------------------------------------------------------------ calls by name

    def call_by_name(self, name: Any, args: tuple) -> Any:
        """Call a procedure with inputs already evaluated (APPLY with a word)."""
        text = word_text(name)
        key = text.lower()
        proc = self.procs.get(key)
        if proc is None or proc.special_form:
            exc = dont_know(text)
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
        result = self.ensure_compiled(proc).call(*args)
        if proc.is_macro:
            return self.run_macro(result, 1)
        return result

    # ------------------------------------------------------------ tail calls

    def trampoline(self, r: TailCall, names: frozenset, caller: Any, unused: bool = False) -> Any:
        """Run a chain of tail calls (the first made by CALLER) in constant stack space.

        UNUSED: the chain's value is not wanted (its first procedure was called as an
        instruction); a value made by OUTPUT of a tail call is then reported, as in
        Berkeley, in the procedure that made the last call, at that call's line."""
        chain = set(names)
        kinds: list = []
        line = r.line
        try:
            while r.__class__ is TailCall:
                proc = r.proc
                if proc is None or proc.is_primitive:
                    raise dont_know("?")
                compiled = self.ensure_compiled(proc)
                if not kinds or kinds[-1][0] != r.kind:
                    kinds.append([r.kind, proc.name, r.via])
                else:
                    kinds[-1][1] = proc.name
                if proc.traced:
                    # A traced procedure is called normally, so that its calls show.
                    r = compiled.call(*r.args)
                    break
                compiled.tail_bind(chain, *r.args)
                r = compiled.body()
                if r.__class__ is TailCall:
                    caller, line = proc, r.line
        except LogoError as exc:
            if exc.output_nothing and r.kind == 0:
                # The tail call was a command: "nothing", at the line that made the call.
                errors.nothing_for_command(exc)
                _locate_at(exc, caller, line)
            elif any(kind for kind, _, _ in kinds):
                # OUTPUT made a tail call in the chain: the procedure's value is wanted,
                # whatever the caller of the chain does with it (see on_error).
                exc.output_nothing = exc.tail_value = False
            if exc.skip:  # THROW "ERROR in a tail-called procedure: its caller's line
                self.locate_at_caller(exc, caller, line)
            raise
        for kind, name, via in reversed(kinds):
            if kind == 0 and r is not None:
                exc = errors.dont_say_up(r)
            elif kind == 1 and r is None:
                exc = self._tail_output_nothing(name, via)
            else:
                continue
            _locate_at(exc, caller, line)  # the last call's line, as Berkeley reports it
            raise exc
        if unused and r is not None:
            exc = errors.dont_say_up(r)
            _locate_at(exc, caller, line)
            raise exc
        return r

    def _tail_output_nothing(self, name: str, via: str) -> LogoError:
        """OUTPUT NAME where NAME output nothing: as in runtime_helpers.output_nothing."""
        from .runtime_helpers import stops_first

        return errors.output_of_nothing(name, via, not stops_first(self.procs.get(name.lower())))

    # ------------------------------------------------------------ errors

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
            self._set_location(exc, found[0], found[1])

    def trace_enter(self, proc: Any, args: tuple, shown: str | None = None) -> None:
        """TRACE: show a traced procedure being called (as SHOWN) with its inputs."""
        inputs = [a for a in args if a is not MISSING]
        if not proc.is_primitive and proc.formals and proc.formals[-1].kind == "rest" and inputs:
            inputs[-1:] = list(inputs[-1])  # rest inputs one by one, as they were given
        printer = self.printer()
        text = "".join(_maybe_quote(a, printer) + " " for a in inputs)
        self.writer.write(" " * self.trace_level + "( %s %s)\n" % (shown or proc.name, text))
        self.trace_level += 1

    def trace_result(self, proc: Any, value: Any, shown: str | None = None) -> None:
        """TRACE: show a traced procedure (called as SHOWN) stopping or outputting VALUE."""
        indent = " " * max(self.trace_level - 1, 0)
        name = shown or proc.name
        if value is None:
            self.writer.write("%s%s stops\n" % (indent, name))
        else:
            self.writer.write("%s%s outputs %s\n" % (indent, name, _maybe_quote(value, self.printer())))

    def step_line(self, proc: Any, index: int) -> None:
        """STEP: show the line about to run and wait for the Enter key."""
        from .printer import show_form

        self.writer.write(" " * self.trace_level + show_form(proc.lines[index]))
        self.console_out.write(" >>> ")
        self.flush()
        self.console_in.readline()

    def on_error(self, exc: LogoError, how: int = 0) -> None:
        """An error is leaving a procedure: locate it; PAUSE there if ERRACT says so.

        HOW the procedure was called, as its entry says: 0 for its value (or by
        APPLY, RUN ...), 1 as a command in the middle of a list, 2 as a command at
        the end of one (see Compiler.user_statement)."""
        if (exc.tail_value or exc.output_nothing) and errors.depends_on_call(exc, how):
            return  # to be located at the caller's line (on_error there runs ERRACT)
        if exc.skip:  # Berkeley: THROW "ERROR is reported where the thrower was called
            exc.skip -= 1
            exc.locate_outer = True
            return
        if exc.locate_outer:
            self.locate(exc, outermost=True)
        if not exc.located:
            self.locate(exc)
        self.run_erract(exc)

    def run_erract(self, exc: LogoError) -> Any:
        """ERRACT: run it once for an error; output the value it outputs (or None).

        ERRACT is unbound while it runs, and CATCH "ERROR hides it.  If it
        PAUSEs, the pause prints the error message, which is then not
        printed again.
        """
        if exc.paused or exc.code == errors.STOPPING or self.catch_error_depth:
            return None
        action = self.V.get("erract")
        if action is None or action is NIL or action == "":
            return None
        exc.paused = True
        self.pending_error = exc
        del self.V["erract"]
        try:
            value = self.run_list(action, "erract")
        except PauseContinue as cont:
            value = cont.value
        except LogoError as inner:  # replaces the error; ERRACT is not run for it
            inner.paused = True
            raise
        finally:
            if self.pending_error is None:
                exc.reported = True
            self.pending_error = None
            self.V.setdefault("erract", action)
        return value

    def locate_at_caller(self, exc: LogoError, proc: Any, index: int) -> None:
        """A THROW "ERROR leaving PROC's activation that line INDEX of PROC started
        (Berkeley reports it at the line that called the throwing procedure)."""
        exc.skip -= 1
        _locate_at(exc, proc, index)

    def goto_place(self, signal: errors.GotoSignal, places: dict) -> int:
        """Where GOTO's tag is in the running procedure (error if it has none)."""
        tag = signal.tag
        place = places.get(tag.lower()) if isinstance(tag, str) else None
        if place is None or signal.located:  # located: it left the procedure of the GOTO
            raise signal
        return place

    def in_procedure(self) -> bool:
        """Whether a procedure is running (looked up on the Python stack)."""
        return self.current_place() is not None

    def running_procedures(self) -> Any:
        """(info, Python line) for each frame of compiled procedure code running now,
        innermost first (info as register_code stores it).

        The one place that walks the Python stack: a procedure's error path and
        a few primitives need to know where they run, and recording that on every
        call would slow every call down."""
        frame = sys._getframe(1)
        while frame is not None:
            info = self.code_info.get(id(frame.f_code))
            if info is not None:
                yield info, frame.f_lineno
            frame = frame.f_back

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

    def trace_assignment(self, text: str) -> None:
        """A traced variable or property list changed: say so, and where."""
        from .printer import show_form

        place = self.current_place()
        if place is not None:
            text += "  in %s\n%s" % (place[0], show_form(place[1]))
        self.writer.write(text + "\n")

    def invalidate_all(self) -> None:
        """Every compiled procedure and list must be compiled again."""
        for proc in self.procs.values():
            if not proc.is_primitive and proc.compiled is not None:
                proc.compiled = None
                self._reset_entries(proc.key)
        self.block_cache.clear()
        self.old_blocks.clear()
        self.shape_cache.clear()
        self.lambda_shapes.clear()
        self.template_cache.clear()

    def locate_from_stack(self, exc: LogoError) -> None:
        """Locate EXC by the procedure running now (for CATCH "ERROR)."""
        self.locate(exc)
        if exc.located:
            return
        for info, lineno in self.running_procedures():
            self._set_location(exc, info, lineno)
            return

    def _set_location(self, exc: LogoError, info: tuple, lineno: int) -> None:
        name, lines, line_map, _ = info
        index = line_map.get(lineno)
        if index is None or index < 0:
            index = 0
        exc.locate(name, lines[index] if index < len(lines) else NIL)

    def warn(self, message: str) -> None:
        """A warning while parsing (IF used as IFELSE), located like an error."""
        if self.warn_location is not None:
            from .printer import FULL, show_form

            name, line = self.warn_location
            message = "%s  in %s\n%s" % (message, name, show_form(line, FULL))
        self.console_out.write(message + "\n")

    def report(self, exc: LogoError) -> None:
        """An error reached the top level: ERRACT if there is one, then its message."""
        try:
            self.run_erract(exc)
        except LogoError as inner:
            exc = inner
        if not exc.reported:
            self.print_error(exc)

    def print_error(self, exc: LogoError) -> None:
        """Print an error message as Berkeley Logo does."""
        exc.reported = True
        self.console_out.write(exc.report() + "\n")

    # ------------------------------------------------------------ input and output

    def printer(self) -> Printer:
        depth = self._limit("printdepthlimit")
        width = self._limit("printwidthlimit")
        full = self._flag("fullprintp")
        if depth < 0 and width < 0 and not full:
            from .printer import PLAIN

            return PLAIN
        return Printer(depth, width, full)

    def full_printer(self) -> Printer:
        """How PO, PONS and SAVE write data: readably, within the print limits."""
        from .printer import FULL

        depth = self._limit("printdepthlimit")
        width = self._limit("printwidthlimit")
        return FULL if depth < 0 and width < 0 else Printer(depth, width, True)

    def _limit(self, name: str) -> int:
        value = self.V.get(name)
        if value.__class__ in (str, ProtectedWord):
            value = parse_number(value)
        return value if value.__class__ is int else -1  # anything but an integer: no limit

    def flush(self) -> None:
        self.console_out.flush()

    def before_line_read(self, stream: Any) -> None:
        if stream is self.console_in:
            self.flush()

    def terminal_backend(self) -> Any:
        if self.terminal is None:
            from .terminal import make_terminal

            self.terminal = make_terminal(self)
        return self.terminal

    def read_char(self) -> str | None:
        stream = self.reader
        if stream is self.console_in:
            self.flush()
            terminal = self.terminal_backend()
            model = window_keys(self)
            if model is not None:  # keys typed in the graphics window count too
                return window_read_key(self, model, terminal, stream)
            return terminal.read_key(stream)
        return stream.readchar()

    def key_waiting(self) -> bool:
        stream = self.reader
        if stream is self.console_in:
            terminal = self.terminal_backend()
            model = window_keys(self)
            if model is not None:
                return window_key_waiting(self, model, terminal, stream)
            return terminal.key_waiting(stream)
        return not stream.eof()

    def sleep(self, seconds: float) -> None:
        while seconds > 0:  # in steps: time.sleep refuses very long waits
            step = min(seconds, 86400.0)
            time.sleep(step)
            seconds -= step

    def pause(self) -> Any:
        """PAUSE: read instructions from the keyboard until CONTINUE."""
        from .pause import run_pause

        return run_pause(self, self.current_procedure_name())

    def check_in_procedure(self, name: str) -> None:
        """OUTPUT or .MAYBEOUTPUT run by a list: only inside a procedure."""
        if self.current_procedure_name() is None:
            raise at_toplevel(name)

    def current_procedure_name(self) -> str | None:
        """The name of the innermost user procedure running now, if any."""
        for info, _ in self.running_procedures():
            return info[0]
        return None

    def edit(self, what: Any) -> None:
        services.service("edit")(self, what)

    def edit_file(self, name: str) -> None:
        services.service("edit_file")(self, name)

    # ------------------------------------------------------------ the top level

    def run_line(self, line: Any) -> None:
        """Run one instruction line at top level."""
        fn, _ = self.compiler.compile_block(line, commands=True)
        fn()

    def guarded(self, fn: Any, *args: Any, pass_throws: bool = False) -> Any:
        """Call FN, turning stray signals and Python failures into Logo errors.

        With PASS_THROWS (a line of a file being loaded), a THROW goes on out,
        for a CATCH around the LOAD to catch."""
        depth = len(self.SAVED)  # LOAD inside a procedure keeps that procedure's locals
        try:
            return fn(*args)
        except OutputSignal as sig:
            raise at_toplevel(sig.name) from None
        except ThrowSignal as sig:
            if sig.tag.lower() == "toplevel":
                raise TopLevelSignal() from None
            if pass_throws:
                raise
            raise errors.no_catch(sig.tag) from None
        except PauseContinue:
            raise errors.no_catch("pause") from None  # CONTINUE is a THROW "PAUSE
        except RecursionError:
            raise LogoError(errors.STACK_OVERFLOW, "stack overflow") from None
        except MemoryError:
            raise LogoError(errors.OUT_OF_SPACE, "out of space") from None
        except KeyboardInterrupt as exc:
            raise self.stopping(exc) from None
        except (TopLevelSignal, ByeSignal, LoadAbort, LogoError):
            raise
        except Exception as exc:  # a bug of ours: still never a traceback
            raise internal_error(exc) from None
        finally:
            if not self.pause_depth and len(self.SAVED) > depth:
                self.unwind(depth)

    def stopping(self, interrupt: BaseException) -> LogoError:
        """Ctrl-C: "Stopping...", located in the procedure it interrupted."""
        err = LogoError(errors.STOPPING, "Stopping...")
        err.__traceback__ = interrupt.__traceback__
        self.locate(err)
        return err

    def execute(self, line: Any) -> None:
        """Run a top-level line, reporting any error."""
        try:
            self.guarded(self.run_line, line)
        except LogoError as exc:
            self.report(exc)

    def define_from_lines(self, first: LogicalLine, next_line: Any, from_file: bool) -> UserProc | None:
        from .definitions import read_definition

        return read_definition(self, first, next_line, from_file)

    def load_lines(self, next_line: Any, from_file: bool, report_defined: bool) -> None:
        """Run logical lines from NEXT_LINE until it gives None.

        Typed lines (not FROM_FILE) report an error and go on with the next
        line.  In a file, an error abandons the rest of it: it propagates, to
        be reported by whoever started the loading (or caught by CATCH).
        """
        saved = self.line_source
        self.line_source = (next_line, from_file, report_defined)  # for TO in a list
        try:
            while True:
                line = next_line()
                if line is None:
                    return
                try:
                    self.run_logical_line(line, next_line, from_file, report_defined)
                except LogoError as exc:
                    if from_file:
                        raise
                    self.report(exc)
        finally:
            self.line_source = saved

    def run_logical_line(self, line: LogicalLine, next_line: Any, from_file: bool,
                         report_defined: bool) -> None:
        if line.deep_end:
            raise LogoError(errors.DEEPEND_NONAME, "END inside multi-line instruction")
        if line.first_word() in ("to", ".macro"):
            proc = self.guarded(self.define_from_lines, line, next_line, from_file)
            if proc is not None and report_defined:
                self.console_out.write("%s defined\n" % proc.name)
            return
        if line.text.strip():
            saved_test = self.test_state
            self.guarded(self.run_line, line.data, pass_throws=from_file)
            if "test" in line.text.lower() and not self._ends_with_test(line.data):
                self.test_state = saved_test  # a TEST before the line's last instruction is the line's own

    _KEEPS_TEST = frozenset(["test", "repeat", "if", "ifelse", "run", "catch", "foreach", "for", "while",
                             "until", "forever", "do.while", "do.until"])

    def _ends_with_test(self, data: Any) -> bool:
        """Does a top-level line end with TEST (or with something that may run one last)?
        Berkeley keeps what TEST said after the line only then."""
        try:
            nodes = self.compiler.parse(data)
        except LogoError:
            return True
        if not nodes:
            return True
        last = nodes[-1]
        name = getattr(last, "proc", None)
        return name is None or not last.proc.is_primitive or last.proc.name in self._KEEPS_TEST

    def load_file(self, path: str, name: str | None = None) -> None:
        """LOAD: run a file's lines as if typed, without "defined" messages."""
        try:
            with open(path, "rb") as f:
                text = f.read().decode("utf-8", "surrogateescape")
        except OSError:
            raise LogoError(errors.CANT_OPEN, "I can't open file %s" % (name or path)) from None
        self.load_text(text)

    def load_text(self, text: str) -> None:
        logical = read_all_lines(text)
        it = iter(logical)
        startup = self.V.get("startup")
        self.loading_depth += 1
        try:
            self.load_lines(lambda: next(it, None), True, self._flag("loadnoisily"))
        finally:
            self.loading_depth -= 1
        new_startup = self.V.get("startup")
        if new_startup is not startup and is_list(new_startup):
            self.guarded(self.run_line, new_startup)

    def console_lines(self) -> Any:
        """A function reading logical lines from standard input."""
        reader = LineReader(lambda first: self.console_in.readline(), True)
        return reader.read

    def console_lines_prompted(self) -> Any:
        """Like console_lines, with "? " and "~ " prompts (a terminal's top level)."""

        def next_physical(first: bool) -> str | None:
            self.console_out.write("? " if first else "~ ")
            self.flush()
            return self.console_in.readline()

        return LineReader(next_physical, True).read

    def main_loop(self) -> None:
        """Read and run instructions from standard input until its end."""
        next_line = self.console_lines()
        while True:
            try:
                self.load_lines(next_line, False, True)
                return
            except TopLevelSignal:
                continue

    def load_files(self, files: list) -> None:
        for path in files:
            try:
                self.load_file(path)
            except (LoadAbort, TopLevelSignal):
                return
            except LogoError as exc:
                self.report(exc)
                return
            except ThrowSignal as sig:
                self.report(errors.no_catch(sig.tag))
                return

    def shutdown(self) -> None:
        graphics = getattr(self, "graphics", None)
        if graphics is not None:
            try:
                graphics.renderer.close()
            except Exception:
                pass
        for stream in list(self.files.values()):
            try:
                stream.close()
            except Exception:
                pass
        self.files.clear()
        if self.terminal is not None:
            self.terminal.restore()
        self.flush()
