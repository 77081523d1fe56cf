"""Compiling a procedure: its body ``B``, its entry ``U`` (bind the inputs, run
the body, restore the variables, locate errors), the command entries ``C``,
``E`` and ``K`` (which restores nothing), and ``A``, which binds the inputs of a
tail call.
"""

from __future__ import annotations

from ..lang.data import Pair, ProtectedWord, fold
from ..lang.errors import LogoError
from ..lang.parser import Call, Param, Parser
from ..lang.shapes import number_markers
from .codegen import Gen
from .common import CompiledProc
from .context import CHANGES_PROCEDURES, OUTPUT_NAMES, Ctx, _flat_on_overflow, is_stop
from .defaults import DefaultWarnings, exit_default, runs_a_list
from .deferred import compile_lines
from .numbered import NotNumbered, numbered_code
from .proccache import REFUSED
from .scan import _line_map, _list_mentions, outputs_library_op, reading_error, traced_in, uses_maybeoutput
from .sharedentry import entry_lines, shape_of
from .tailcode import generated_tail_binder
from .treescan import _mentions, _tag_places, built_of_variables

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


class ProcedureCompiler:
    """Procedures and their entries (part of Compiler).

    State (set up by Compiler.__init__): proc_cache (procedures' code by the
    text of their definition: proccache.py), number_shapes (their code by the shape of
    their text, numbers as parameters: numbered.py), recent_numbered (the shape of the
    last such text of each procedure: numbered.recent)."""

    # ------------------------------------------------------------ procedures

    @_flat_on_overflow
    def _compile_proc(self, proc: Any) -> CompiledProc:
        gen, body_start, body_end = self._proc_code(proc)
        source = gen.source([], gen.factory_end)
        body, call, tail_bind = self._build(source, gen, "proc %s" % proc.name)
        self.interp.register_code(body.__code__, proc, _line_map(gen, body_start, body_end))
        names = frozenset(fold(f.name) for f in proc.formals)
        shape = None
        if call.__class__ is tuple:
            shape = call
            call = self.shared_entry(proc, body, shape, names)
        else:
            self.interp.register_code(call.__code__, proc, {})
        proc.deps = gen.deps
        return CompiledProc(body, call, tail_bind, names, shape)

    @_flat_on_overflow
    def _compile_numbered(self, proc: Any, inner: bool, words: bool = False) -> tuple:
        """PROC's code with its numbers (and those of its lists when INNER, its quoted words
        when WORDS) as the parameters _p of its factory (numbered.py): (code, constants, line
        map, dependencies, input names)."""
        copies: dict = {}
        gen, body_start, body_end = self._proc_code(proc, copies, inner, words)
        if not numbered_code(gen, copies):
            raise NotNumbered()
        code = self._code(gen.source([], gen.factory_end, leading=("_p",)), "proc %s" % proc.name)
        return (code, gen.consts, _line_map(gen, body_start, body_end), gen.deps,
                frozenset(fold(f.name) for f in proc.formals))

    def _proc_code(self, proc: Any, copies: dict | None = None, inner: bool = False,
                   words: bool = False) -> tuple:
        """The generated code of PROC's body B, entry U and (when it has an optional input)
        tail binder A: (gen, the first and the end line of B's own lines in gen.lines).  With
        COPIES, the numbers among the members of its lines are parameters (numbered.py), and
        those of their lists when INNER, and its quoted words when WORDS (COPIES gets
        shapes.number_markers' copies)."""
        numbered = copies is not None
        self.traced_here = traced_in(proc.lines)  # (for the lists in its lines too)
        gen = Gen()
        trees = []
        unreadable = None
        start = 0
        for index, line in enumerate(proc.lines):
            self.interp.warn_location = (proc.name, line)
            try:
                if numbered:
                    line, start = number_markers(line, start, inner, copies, words)
                trees.append(self.parse(line))
            except LogoError as exc:
                if numbered:
                    raise NotNumbered() from None
                # Berkeley reads the whole body when the procedure is called, once its inputs
                # are bound: the error comes from inside the procedure (ERRACT's PAUSE sees
                # its inputs), at that line, before any line runs.
                unreadable = reading_error(proc.lines, index, exc)
                self._warned = True  # (not kept on disk)
                trees = [[] for _ in proc.lines]
                break
            finally:
                self.interp.warn_location = None
        if numbered and (_tag_places(trees) or any(n.__class__ is Param for nodes in trees for n in nodes)):
            raise NotNumbered()  # (a number standing alone is an instruction of its own)
        ctx = Ctx("proc", proc)
        ctx.self_stmt_loop = not _mentions(trees, OUTPUT_NAMES | {".maybeoutput"})
        ctx.self_loop = not _mentions(trees, CHANGES_PROCEDURES)
        if proc.traced:
            ctx.tail_ok = False
        if proc.is_macro:
            ctx.macro = True
            ctx.tail_ok = False
        else:
            ctx.leak = "return _SL"  # (a STOP that goes on out: errors.LEAKED_STOP)
        gen.indent = 1
        gen.emit("def B():")
        gen.indent = 2
        if not ctx.self_loop:  # (deferred.py: its lines are read again once procedures change)
            gen.emit("_ep = RT.procs_epoch")
        body_start = len(gen.lines)
        if _tag_places(trees):
            self._body_with_tags(gen, proc, ctx, trees)
        else:
            gen.emit("while True:")
            gen.indent = 3
            if unreadable is not None:
                gen.logo_line = unreadable[0]
                exc = unreadable[1]
                gen.emit("_raise(LogoError(%d, %s))" % (exc.code, gen.const(exc.message)))
            for index, nodes in enumerate(trees):
                stop_next = index + 1 < len(trees) and bool(trees[index + 1]) and is_stop(trees[index + 1][0])
                self._body_line(gen, proc, ctx, index, nodes, index == len(trees) - 1, stop_next,
                                proc.traced and not any(trees[index + 1:]))
            self._fall_off_end(gen, ctx, len(trees))
        if gen.self_jumped:
            self._remember_self_calls(gen, proc, body_start)
        body_end = len(gen.lines)
        gen.indent = 1
        uses_test = _mentions(trees, {"test"})
        # (a body with no LOCAL and no tail call rarely leaves saved values: RT.unwind,
        # in a line less quick to compile, restores them)
        restores = any("SAVED" in line or "_TC" in line for line in gen.lines[body_start:body_end])
        leaks = any("_SL" in line for line in gen.lines[body_start:body_end])
        shape = shape_of(proc, uses_test, leaks, self.proc_object(gen, proc),
                         uses_maybeoutput(proc) or outputs_library_op(proc))
        if shape is not None:  # (U from code shared by procedures: sharedentry.py)
            gen.factory_end = "    return B, %r, None" % (shape,)
            return gen, body_start, body_end
        self._proc_wrapper(gen, proc, uses_test, "U", restores=restores, leaks=leaks)
        gen.factory_end = "    return B, U, None"
        if any(f.kind == "optional" for f in proc.formals):  # (else A is made when first needed)
            generated_tail_binder(self, gen, proc)
            gen.factory_end = "    return B, U, A"
        return gen, body_start, body_end

    @_flat_on_overflow
    def _command_entry(self, proc: Any, compiled: CompiledProc, entry: str) -> tuple:
        gen = Gen()
        gen.indent = 1
        uses_test = any(_list_mentions(line, {"test"}) for line in proc.lines)  # or more: harmless
        self._proc_wrapper(gen, proc, uses_test, entry, gen.const(compiled.body),
                           uses_maybeoutput(proc) or outputs_library_op(proc))
        fn = self._build(gen.source([], "    return %s" % entry), gen, "proc %s" % proc.name)
        return fn, (gen.deps, None)

    def _expansion_parts(self, proc: Any) -> tuple:
        """The macro PROC's entry X (see KeptCode.compile_expansion_entry): its body compiled
        again, each OUTPUT of a list made of variables giving run_macro the code of the
        expansion it made last when their values are the same again (Ctx.memo_outputs,
        MacroRunner.output_again), and what to keep with its code (proccache.kept_or_built).
        None and REFUSED when there is no such OUTPUT, or GOTO; None and None when
        reading the body again names something unknown, or warns, or fails (nested too
        deeply ...): U tells what reading it tells."""
        self.reading_again = 1
        try:
            trees = [Parser(self.lookup, self.warn).parse_list(line) for line in proc.lines]
            if _tag_places(trees) or not any(
                    node.__class__ is Call and node.proc.is_primitive and len(node.args) == 1
                    and node.proc.name in OUTPUT_NAMES and built_of_variables(node.args[0]) is not None
                    for nodes in trees for node in nodes):
                return None, REFUSED
            built = self._expansion_entry(proc, trees)
        except Exception:
            return None, None
        finally:
            refused = self.reading_again == 2
            self.reading_again = 0
        return (None, None) if refused else built

    def _expansion_entry(self, proc: Any, trees: list) -> tuple:
        gen = Gen()
        ctx = Ctx("proc", proc)
        ctx.self_stmt_loop = not _mentions(trees, OUTPUT_NAMES | {".maybeoutput"})
        ctx.macro = True
        ctx.tail_ok = False
        ctx.memo_outputs = True
        gen.indent = 1
        gen.emit("def B():")
        gen.indent = 2
        body_start = len(gen.lines)
        gen.emit("while True:")
        gen.indent = 3
        for index, nodes in enumerate(trees):
            self._body_line(gen, proc, ctx, index, nodes, index == len(trees) - 1,
                            final=proc.traced and not any(trees[index + 1:]))
        self._fall_off_end(gen, ctx, len(trees))
        body_end = len(gen.lines)
        gen.indent = 1
        self._proc_wrapper(gen, proc, _mentions(trees, {"test"}), "X")
        body, entry = self._build(gen.source([], "    return B, X"), gen, "proc %s" % proc.name)
        line_map = _line_map(gen, body_start, body_end)
        self.interp.register_code(body.__code__, proc, line_map)
        self.interp.register_code(entry.__code__, proc, {})
        return entry, (gen.deps, line_map)

    # ------------------------------------------------------------ the body

    def _remember_self_calls(self, gen: Gen, proc: Any, start: int) -> None:
        """Wrap a body that calls itself by looping: a THROW "ERROR is then
        reported at the line that made the call (_from), as for a real call."""
        where = self.proc_object(gen, proc)
        body = ["    " + _noting_loops(line, where) for line in gen.lines[start:]]
        body_lines = gen.line_of[start:]
        del gen.lines[start:], gen.line_of[start:]
        gen.indent = 2
        gen.logo_line = -1
        gen.emit("_from = -1")
        gen.emit("try:")
        gen.lines.extend(body)
        gen.line_of.extend(body_lines)
        gen.emit("except LogoError as e:")
        gen.emit("    if e.skip and _from >= 0: RT.locate_at_caller(e, %s, _from)" % where)
        gen.emit("    raise")

    def _body_line(self, gen: Gen, proc: Any, ctx: Ctx, index: int, nodes: list,
                   last: bool, stop_next: bool = False, final: bool = False) -> None:
        """Line INDEX (NODES) of PROC's body; LAST: the last line; FINAL: no instruction follows
        (in a traced procedure)."""
        gen.logo_line = index
        if proc.stepped:
            gen.emit("RT.step_line(%s, %d)" % (self.proc_object(gen, proc), index))
        compile_lines(self, gen, proc.lines[index], nodes, ctx, last, lambda: self._line_statements(
            gen, nodes, ctx, last, stop_next, final))

    def _line_statements(self, gen: Gen, nodes: list, ctx: Ctx, last: bool, stop_next: bool,
                         final: bool) -> None:
        tail = nodes[-1] if nodes and final else None
        if tail.__class__ is not Call or self._is_exit(tail):
            self.statements(gen, nodes, ctx, tail_last=last, whole=last, stop_next=stop_next)
            return
        # A traced procedure's last instruction: an OUTPUT in a list it runs is shown as
        # stopping, as Berkeley shows it (Calls.trace_result)
        self.statements(gen, nodes[:-1], ctx, tail_last=False, whole=False)
        gen.emit("RT.trace_tails.add(RT.trace_level)")
        self.statements(gen, [tail], ctx, tail_last=last, whole=last, stop_next=stop_next)

    def _fall_off_end(self, gen: Gen, ctx: Ctx, line_count: int) -> None:
        if ctx.macro:  # an error located at the last line
            gen.logo_line = max(line_count - 1, 0)
            gen.emit("_macro_out(None)")
        gen.logo_line = -1
        gen.emit("return None")

    def _body_with_tags(self, gen: Gen, proc: Any, ctx: Ctx, trees: list) -> None:
        """A body that GOTO can enter at each TAG: "_pc" says where to start.

        The instructions between two tags form a stretch run only when the
        start place is not after it; GOTO raises _Goto, which sets the place.
        """
        places = _tag_places(trees)
        ctx.tail_ok = False
        ctx.tags = {name: n for n, (name, _, _) in enumerate(places, 1)}
        gen.emit("_pc = 0")
        gen.emit("while True:")
        gen.indent = 3
        gen.emit("try:")
        gen.indent = 4
        starts = {(line, i): n for n, (_, line, i) in enumerate(places, 1)}
        guard = 0
        for index, nodes in enumerate(trees):
            gen.logo_line = index
            if proc.stepped:
                gen.emit("RT.step_line(%s, %d)" % (self.proc_object(gen, proc), index))
            for i, node in enumerate(nodes):
                place = starts.get((index, i))
                if place is not None:
                    gen.indent = 4
                    gen.emit("if _pc <= %d:" % place)
                    gen.indent = 5
                    guard = place
                elif guard == 0 and gen.indent == 4:
                    gen.emit("if _pc == 0:")
                    gen.indent = 5
                self.statement(gen, node, ctx, False)
        gen.indent = 4
        self._fall_off_end(gen, ctx, len(trees))
        gen.indent = 3
        gen.emit("except _Goto as g:")
        gen.emit("    _pc = RT.goto_place(g, %s)" % gen.const(ctx.tags))

    # ------------------------------------------------------------ the entries

    def _proc_wrapper(self, gen: Gen, proc: Any, uses_test: bool, entry: str, body: str = "B",
                      maybe: bool = False, restores: bool = True, leaks: bool = False) -> None:
        """The entry ENTRY (U, C, E, K or X) of PROC, with its names written in
        (sharedentry.entry_lines tells what it does), running the body BODY."""
        formals = proc.formals
        defaults = {i: self._default_parts(gen, formal, proc) for i, formal in enumerate(formals)
                    if formal.kind == "optional"}
        names = gen.const(frozenset(fold(f.name) for f in formals))
        for line in entry_lines(entry, tuple(f.kind for f in formals), [repr(fold(f.name)) for f in formals],
                                names, self.proc_object(gen, proc), body, uses_test, leaks, maybe, restores,
                                proc.traced, defaults):
            gen.emit(line)

    def _default_parts(self, gen: Gen, formal: Any, proc: Any) -> tuple:
        """An optional input's default as (the statements its value needs first, not indented:
        its inputs computed apart when the code is made flat, _hoist_inputs, then the value
        in a temporary, an error there placed by RT.default_error; that temporary)."""
        start, indent = len(gen.lines), gen.indent
        gen.indent = 0
        try:
            value = self._default(gen, formal, proc)
        finally:
            gen.indent = indent
        statements = gen.lines[start:]
        del gen.lines[start:], gen.line_of[start:]
        t = gen.tmp("_d")
        index = proc.formals.index(formal)
        return (["try:"] + ["    " + line for line in statements] + ["    %s = %s" % (t, value),
                "except LogoError as _e:",
                "    raise RT.default_error(_e, %s, %d)" % (self.proc_object(gen, proc), index)], t)

    def _params(self, proc: Any) -> tuple:
        params = []
        names = []
        for i, formal in enumerate(proc.formals):
            if formal.kind == "required":
                params.append("a%d" % i)
            elif formal.kind == "optional":
                params.append("a%d=MISSING" % i)
            else:
                params.append("a%d=NIL" % i)
            names.append(fold(formal.name))
        return params, names

    def _default(self, gen: Gen, formal: Any, proc: Any = None) -> str:
        """Python for an optional input's default (of PROC, or of a lambda template)."""
        warnings = DefaultWarnings.of(self, formal)
        warn, self.warn = self.warn, warnings.heard
        try:
            nodes = self.parse(formal.default)
        except LogoError as exc:  # Berkeley: the reading error itself, when the default is needed
            return "_raise(LogoError(%d, %s))" % (exc.code, gen.const(exc.message))
        finally:
            self.warn = warn
            warnings.keep(self, formal)
        if len(nodes) != 1:
            source = formal.source
            if source.__class__ is Pair and source.first.__class__ in (str, ProtectedWord) \
                    and source.first[:1] == ":":
                source = Pair(source.first[1:], source.rest)  # Berkeley names the input: [a 1 2]
            return "_raise(_bad_default(%s))" % gen.const(source)
        consumer, ctx = proc.name if proc is not None else "apply", Ctx("block", proc)
        if runs_a_list(nodes[0]):  # (Berkeley: RUN's list is then the line, its value for RUN)
            consumer = "run"
        value = exit_default(self, gen, nodes[0], ctx, consumer, formal.default) or self.expr(
            gen, nodes[0], ctx, consumer)
        if warnings.warns:  # (IF used as IFELSE: said when the default is first needed)
            value = "(%s(), %s)[1]" % (gen.const(warnings), value)
        return value


_NOT_VALUES = ("return None", "return _SL", "return _TC(", "return _TM(", "return _macro_out(")


def _noting_loops(line: str, where: str) -> str:
    """A line of a body that calls itself by looping: a value it outputs is noted with the
    line of the last such call (berkeley_library.loop_out), for an error if it is not wanted."""
    text = line.lstrip()
    if not text.startswith("return ") or text.startswith(_NOT_VALUES):
        return line
    indent = line[:len(line) - len(text)]
    return "%sreturn _loop_out(_from, %s, %s)" % (indent, where, text[len("return "):])

