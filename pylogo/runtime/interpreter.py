"""The interpreter: one object composed of the parts that do its jobs.

Each job is a class of its own in pylogo/runtime/ (see ARCHITECTURE.md):

* ``Workspace`` (runtime/workspace.py): procedures, the names compiled code
  calls them by, defining, erasing, compiling when first called;
* ``DynamicScope`` (runtime/scope.py): variables, LOCAL and their restoring;
* ``ErrorReporter`` (runtime/locating.py): where an error happened, the
  message;
* ``BerkeleyErrors`` (runtime/berkeley_errors.py): Berkeley's special cases of
  error wording and place (how a procedure was called, THROW "ERROR, tail
  calls, ERRACT, library procedures);
* ``Calls`` (runtime/calls.py): calls by name, tail calls, TRACE and STEP;
* ``ListRunner`` (runtime/lists.py): instruction lists, templates;
* ``MacroRunner`` (runtime/macros.py): macros' expansions, RUN and IF as inputs;
* ``Console`` (runtime/console.py): printers, keys, PAUSE, EDIT;
* ``TopLevel`` (runtime/toplevel.py): running lines, loading files.

They are mixins: primitives and compiled code reach every method and every
attribute on the one interpreter object, with no extra indirection.  The state
they share is set up here.
"""

from __future__ import annotations

from ..compiling.compiler import Compiler
from ..lang import arith
from ..lang.procedures import REGISTRY
from ..system import services
from ..system.streams import console_streams
from .berkeley_errors import BerkeleyErrors
from .calls import Calls, TailCall
from .console import Console
from .depcache import DepCache
from .lists import ListRunner, read_marked_word
from .locating import ErrorReporter, internal_error
from .macros import MacroRunner
from .scope import MISSING, UNB, DynamicScope, VarDict
from .toplevel import LoadAbort, TopLevel, read_all_lines
from .workspace import Workspace

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

__all__ = ["Interpreter", "LoadAbort", "MISSING", "TailCall", "UNB", "VarDict", "internal_error",
           "read_all_lines", "read_marked_word"]


class Interpreter(Workspace, DynamicScope, ErrorReporter, BerkeleyErrors, Calls, ListRunner, MacroRunner,
                  Console, TopLevel):
    """A Logo workspace and everything that runs in it.

    State of its own: _random (RANDOM's generator, made when first needed)."""

    def __init__(self, stdin: Any = None, stdout: Any = None) -> None:
        if stdin is None or stdout is None:
            cin, cout = console_streams()
            stdin = stdin or cin
            stdout = stdout or cout
        self.console_in = stdin
        self.console_out = stdout
        self.console_in.before_read = self.flush
        if not _is_terminal(stdin):  # (a terminal shows what is typed: counted as printed)
            stdin.consumed = stdout.count_input
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
        self.block_cache = DepCache(2)
        # the entries block_cache had when it last filled up (see block)
        self.old_blocks = DepCache(2)
        self.shape_cache = DepCache(1)  # shape key -> (function of parameters, deps) or None
        # a shape's key with its calls of user procedures general -> (the words of the list
        # compiled for it, its shape_cache entry, its deps but those): calleeshapes.py
        self.callee_shapes = DepCache(2)
        # first word (and consumer) of a list run by its shape's code -> (the shape's key,
        # its code): tried first for the next list with that first word (shaped_code)
        self.recent_shapes: dict = {}
        self.run_once: dict = {}  # id -> a list run once by its shape's code, not kept (run_block)
        # first word of a macro's expansion -> (its members, the code for its shape, parameters,
        # the shape's key, and perhaps the same four of the expansion with that first word
        # before it)
        self.last_expansions: dict = {}
        self.pure_macros: dict = {}  # macro -> does its expansion depend on its inputs alone?
        # such a macro -> (the inputs of its last call, the code and parameters of its expansion)
        self.pure_expansions: dict = {}
        # OUTPUT site of a macro's entry X -> (the values its list was made of, list_edits
        # then, an ExpansionToken), and the list such a site made last (MacroRunner.output_again)
        self.output_memos: dict = {}
        self.last_made: Any = None
        self.word_lists: dict = {}  # text of a word RUN -> the list it reads as
        self.lambda_shapes = DepCache(3)  # lambda template shape -> compiled entry or None
        self.template_cache = DepCache(None)
        self.named_templates: dict = {}  # a procedure's name given as a template -> its NamedTemplate
        self._ns_names: dict = {}
        self._stubs: dict = {}  # (entry, name) -> the function compiling it when first called
        self._entry_stubs: dict = {}  # name -> [(global name of an entry, its stub)] (_reset_entries)
        self.compiled_procs: dict = {}  # name -> its procedure, compiled (Workspace.invalidate)
        self.dependents: dict = {}  # name -> {names in compiled_procs whose code depends on it: None}
        self.procs_epoch = 0  # counts the times a name was given a procedure read another way
        self._prim_fns: dict = {}
        self.loading_depth = 0
        self.loading_command_line = False
        self.pending_stop = False
        self.autoloading: set = set()  # names whose NAME.lg is being loaded (lookup_for_parse)
        self.library_loaded: set = set()  # library procedures read in lines run (BURIED)
        self.library_unburied: set = set()  # those of them UNBURYALL unburied (PROCEDURES)
        self.caught_error: Any = None
        self.buried_names: set = set()
        # BURY, TRACE and STEP of a procedure name with no procedure (or erased): Berkeley
        # keeps them with the name, for the procedure defined under it later.
        self.proc_flags: dict = {}  # folded name -> {"buried"/"traced"/"stepped": bool}
        self.buried_plists: set = set()
        self.globals_declared: set = set()
        self.system_variables: set = set()
        self.prefix = ""
        self.terminal: Any = None
        self.pause_depth = 0
        self.pause_frames: list = []
        self.interrupted = False
        self.current_file = None
        self.trace_level = 0
        self.trace_unwanted = -1  # the level of a traced call whose value is not shown (Calls)
        self.trace_tails: set = set()  # levels of traced calls running their last instruction (Calls)
        self.tail_defaults = 0  # defaults a tail binder is computing (Calls)
        self.tail_kind = 0  # the kind of the tail call whose inputs a tail binder binds (Calls)
        self.catch_error_depth = 0
        self.catch_tags: list = []  # the tags of the CATCHes running (TopLevel.guarded)
        self.maybe_out: Any = None
        self.lib_out: Any = None
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


def _is_terminal(stream: Any) -> bool:
    import os

    try:
        return os.isatty(stream.raw.fileno())
    except (AttributeError, OSError, ValueError):
        return False
