"""Reusing code compiled before (part of Compiler): what a run needs when its
procedures, lines and templates were all compiled by an earlier run.

A procedure defined again with the same text, a line or RUN list of a shape seen
before, a template kept on disk (proccache.py) and Python code kept by source text
(codecache.py) are reused here without generating code.  Only when there is
nothing to reuse do these methods call the generating parts (entry.py, units.py,
control.py, calls.py, inline.py), which compiler.py loads when first needed: a run
whose code all comes from the caches does not import them.
"""

from __future__ import annotations

from ..lang.data import Array, Pair, fold
from . import codecache, numbered, proccache
from .common import COMMAND_ENTRY, CellType, CompiledProc, FunctionType
from .scan import (
    names_a_tracer,
    template_looks_up_slots,
    traced_in,
)
from .sharedentry import entry_code, entry_source
from .tailcode import TailCode
from .templates import Template

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


CODE_CACHE_SIZE = 5000
# (the shared code of an entry, the procedure's names, its inputs' names) -> (that code, its copy)
_entry_codes: dict = {}
# (id of a list of formals, a procedure's name, what else shared_entry's code depends on) ->
# (those formals, the namespace, the entry's code, its defaults, the global name of the procedure)
_entry_plans: dict = {}
# (the kinds of a procedure's inputs, how its entry is made) -> (the namespace, the entry's
# shared code, its defaults): shared_entry's code when its only free variable is B
_shared_entries: dict = {}

class KeptCode(TailCode):
    """Procedures, lines and templates from code compiled before (part of Compiler).

    It has no attributes of its own: it uses ProcedureCompiler's proc_cache and
    BlockCompiler's code_cache and factories."""

    # ------------------------------------------------------------ procedures

    def compile_proc(self, proc: Any) -> CompiledProc:
        """A procedure's code: from an earlier definition with the same text when there is
        one (proccache.py), else compiled (and kept for the next such definition)."""
        key = proccache.definition_key(proc, self.interp.traced_names)
        entry = self.proc_cache.get(key) if key is not None else None
        if entry.__class__ is tuple:  # (kept by numbered._keep_own)
            entry = self.proc_cache[key] = numbered.own_entry(*entry)
        shape = None
        if entry is None and key is not None and self._lookups is None:
            compiled = numbered.recent(self, proc, key)
            if compiled is not None:
                return compiled
            shape = numbered.number_shape(proc, key, self.number_shapes)
            if shape is not None:  # (a text of a shape compiled this run: no file to look for)
                compiled = numbered.kept(self, proc, key, shape)
                if compiled is None:
                    shape = numbered.with_callees(shape, self.interp.procs)
                    compiled = None if shape[2] is None else numbered.kept(self, proc, key, shape)
                if compiled is not None:
                    return compiled
            entry = proccache.load_entry(key, proc, self.interp)  # kept by an earlier run
            if entry is not None:
                if len(self.proc_cache) > proccache.MAX_ENTRIES:
                    self.proc_cache.clear()
                self.proc_cache[key] = entry
                # (its lookups were just checked, its reading done: Entry.replay)
                entry.held = self.interp.procs_epoch
                if shape is not None and numbered.is_numbered(self, entry.code):
                    numbered.loaded(self, proc, shape, entry)
                return self._reuse_proc(proc, entry, entry.consts, read=True)
        if entry is not None and (entry.held == self.interp.procs_epoch
                                  or proccache.lookups_hold(entry, self.interp.procs)):
            entry.held = self.interp.procs_epoch
            if entry.shared is not None:
                if entry.replay is not None:
                    self.interp.redo_reading(entry.replay)
                else:
                    self._replay_reading(entry)
                proc.deps = entry.deps  # (only read)
                return entry.shared
            consts = proccache.new_consts(entry, proc.lines)
            if consts is not None:
                return self._reuse_proc(proc, entry, consts)
        if key is None or self._lookups is not None:
            return self._compile_proc(proc)
        if shape is not None:
            compiled = numbered.compiled(self, proc, key, shape)
            if compiled is not None:
                return compiled
        self._lookups, self._effects, self._warned = {}, [], False
        self._unsaved = []
        kept = None
        try:
            compiled = self._compile_proc(proc)
            if not self._warned:
                code, consts = self._last_build
                if len(self.proc_cache) > proccache.MAX_ENTRIES:
                    self.proc_cache.clear()
                entry = self.proc_cache[key] = proccache.Entry(
                    proc.lines, code, consts, self._lookups, list(dict.fromkeys(self._effects)),
                    self.interp.line_map(compiled.body.__code__), proc.deps, compiled.names)
                if proccache.save_entry(key, proc, entry, self.interp):
                    kept = code
                if not any(c.__class__ is Pair or c.__class__ is Array for c in consts):
                    entry.shared = compiled
            return compiled
        finally:
            self._lookups = self._effects = None
            self.save_unsaved(kept)

    def save_unsaved(self, kept: Any) -> None:
        """Keep the code compiled while a procedure or unit kept by proccache.py was
        compiled (codecache.py), but for KEPT, the code proccache.py kept (or None): a file
        less to write, the next run finds that code in proccache.py's file."""
        unsaved, self._unsaved = self._unsaved, []
        for what, source, code in unsaved:
            if code is not kept:
                codecache.save(what, source, code)
    def _replay_reading(self, entry: Any) -> None:
        """What reading the definition's lines did, done again: its effects, and the
        names looked up (Workspace.reading_plan)."""
        if entry.replay is None:
            entry.replay = self.interp.reading_plan(entry.effects, entry.lookups)
        else:
            self.interp.redo_reading(entry.replay)

    def _reuse_proc(self, proc: Any, entry: Any, consts: list, read: bool = False) -> CompiledProc:
        """PROC's code made from ENTRY's with CONSTS (what reading it does done again, unless
        READ: done already)."""
        if not read:
            self._replay_reading(entry)
        body, call, tail_bind = self.factory(entry.code)(*consts)
        self.interp.register_code(body.__code__, proc, entry.line_map)
        shape = None
        if call.__class__ is tuple:
            shape = call
            call = self.shared_entry(proc, body, shape, entry.names)
        else:
            self.interp.register_code(call.__code__, proc, {})
        proc.deps = entry.deps
        compiled = CompiledProc(body, call, tail_bind, entry.names, shape)
        if not any(c.__class__ is Pair or c.__class__ is Array for c in entry.consts):  # (kept on disk)
            entry.shared = compiled
        return compiled

    def compile_command_entry(self, proc: Any, compiled: CompiledProc, entry: str) -> Any:
        """PROC's entry C, E or K for command calls (see user_statement), made when first needed."""
        if entry != "K" and compiled.shape is not None:
            return self.shared_entry(proc, compiled.body, compiled.shape, compiled.names, entry)
        key = proccache.entry_key(proc, entry, self.interp.traced_names)
        fn = proccache.kept_or_built(self, key, (), lambda: self._command_entry(proc, compiled, entry),
                                     lambda fn, deps, info: fn, (compiled.body,))
        self.interp.register_code(fn.__code__, proc, COMMAND_ENTRY)
        return fn

    def compile_expansion_entry(self, proc: Any, compiled: CompiledProc) -> Any:
        """The macro PROC's entry X, for calls whose output goes straight to run_macro (made
        when first used, ProcedureCompiler._expansion_parts; kept on disk as a command
        entry is).  U itself when there is nothing an X would do better."""
        if (not proc.is_macro or proc.traced or proc.stepped or self._lookups is not None
                or self.reading_again or traced_in(proc.lines) is not None):
            return compiled.call
        key = proccache.entry_key(proc, "X", self.interp.traced_names)
        entry = proccache.kept_or_built(self, key, tuple(proc.lines), lambda: self._expansion_parts(proc),
                                        lambda fns, deps, lines: self._expansion_remade(proc, fns, lines))
        return compiled.call if entry is None else entry

    def _expansion_remade(self, proc: Any, fns: tuple, line_map: dict) -> Any:
        body, entry = fns
        self.interp.register_code(body.__code__, proc, line_map)
        self.interp.register_code(entry.__code__, proc, {})
        return entry

    def shared_entry(self, proc: Any, body: Any, shape: tuple, names: frozenset, entry: str = "U") -> Any:
        """PROC's entry ENTRY (U, C or E, running BODY) from the code shared by procedures
        with inputs of the same kinds (sharedentry.py; SHAPE: what its factory gave in place
        of U), with a code object of its own."""
        uses_test, leaks, _, maybe = shape
        maybe = maybe and entry != "U"
        formals = proc.formals
        # (the same inputs and name as a procedure before: a plan made then, when not reading)
        plan_key = (id(formals), proc.name, uses_test, leaks, entry, maybe, names)
        plan = _entry_plans.get(plan_key) if self._effects is None else None
        if plan is not None and plan[0] is formals and plan[1] is self.ns:
            _, ns, code, defaults, proc_name = plan
            ns[proc_name] = self.interp.procs.get(proc.key)  # (as proc_ns_name)
            self.interp.register_code(code, proc, {} if entry == "U" else COMMAND_ENTRY)
            return FunctionType(code, ns, entry, defaults, (CellType(body),))
        proc_name = self.proc_name(proc.key)  # (code kept for a shape names another: numbered.py)
        kinds = tuple([f.kind for f in formals])
        shared = _shared_entries.get((kinds, uses_test, leaks, entry, maybe))
        if shared is None or shared[0] is not self.ns:
            source = entry_source(kinds, uses_test, leaks, entry, maybe)
            made = self.factory(self._code(source, "entry"))(body)
            shared = (self.ns, made.__code__, made.__defaults__)
            closure = made.__closure__
            if made.__code__.co_freevars == ("B",):  # (else made anew each time)
                _shared_entries[(kinds, uses_test, leaks, entry, maybe)] = shared
        else:
            closure = (CellType(body),)
        # (a procedure defined again with inputs of the same names gets the same code)
        inputs = tuple([fold(f.name) for f in formals])
        key = (id(shared[1]), proc_name, proc.name, inputs)
        found = _entry_codes.get(key)
        if found is not None and found[0] is shared[1]:
            code = found[1]
        else:
            code = entry_code(shared[1], list(inputs), names, proc_name, "<logo proc %s>" % proc.name)
            if len(_entry_codes) > 2000:
                _entry_codes.clear()
            _entry_codes[key] = (shared[1], code)
        self.interp.register_code(code, proc, {} if entry == "U" else COMMAND_ENTRY)
        if closure is not None and len(closure) == 1 and closure[0].cell_contents is body:
            if len(_entry_plans) > 2000:
                _entry_plans.clear()
            _entry_plans[plan_key] = (formals, self.ns, code, shared[2], proc_name)
        return FunctionType(code, self.ns, entry, shared[2], closure)

    # ------------------------------------------------------------ blocks and templates

    def compile_line(self, line: Any) -> Any:
        """A top-level line compiled as itself (the code of its shape is not its own):
        its function, kept on disk by the line's members (proccache.line_key)."""
        key = None if names_a_tracer(line) else proccache.line_key(line, self.interp.traced_names)
        return proccache.kept_or_built(self, key, (line,), lambda: self._whole_line(line),
                                       lambda fn, deps, info: fn)

    def _whole_line(self, line: Any) -> tuple:
        fn, deps = self.compile_block(line, commands=True)
        return fn, (deps, None)

    def compile_shaped_block(self, line: Any, consumer: str | None, commands: bool,
                             expansion: bool = False, same_code: bool = False) -> Any:
        """Code for every instruction list of LINE's shape (shapes.py): a function of the
        list's parameters and its dependencies, or None when LINE must be compiled as
        itself (a warning while reading it, an error, a value the code would need to know,
        TRACE).  With SAME_CODE, also None when that code may differ from LINE's own."""
        if names_a_tracer(line):  # what it traces would be parameters: treescan.calls_after_trace
            return None
        key = proccache.block_key(line, (consumer, commands, expansion, same_code), self.interp.traced_names)
        return proccache.kept_or_built(self, key, (), lambda: self._shaped_block(
            line, consumer, commands, expansion, same_code), lambda fn, deps, info: (fn, deps))

    def compile_template(self, template: Any, statements: bool = False) -> Any:
        """A template given as a list: question-mark, lambda or procedure-text form.

        With STATEMENTS (FOREACH and the like), the template is an
        instruction list: OUTPUT and STOP in it leave the calling procedure.
        Otherwise (MAP, APPLY ...) its value is what the template outputs.
        Its code may be kept on disk by an earlier run (proccache.py).
        """
        key = proccache.template_key(template, statements, self.interp.traced_names)
        return proccache.kept_or_built(self, key, (template,), lambda: self._template(template, statements),
                                       Template.remade)

    # ------------------------------------------------------------ code

    def factory(self, code: Any) -> Any:
        """The function _factory that CODE defines, or whose code CODE is (as proccache.py
        keeps it): made once per code object, calling it again makes new functions of the
        same code."""
        entry = self.factories.get(id(code))
        if entry is not None and entry[0] is code:
            return entry[1]
        if code.co_name == "_factory":
            fn = FunctionType(code, self.ns)
        else:
            scope: dict = {}
            exec(code, self.ns, scope)
            fn = scope["_factory"]
        if len(self.factories) > CODE_CACHE_SIZE:
            self.factories.clear()
        self.factories[id(code)] = (code, fn)
        return fn

    def _code(self, source: str, what: str) -> Any:
        """Python's code for SOURCE (compiled once per source text, and kept between runs)."""
        key = (what, source)
        code = self.code_cache.get(key)
        if code is None:
            code = codecache.load(what, source)
            if code is None:
                code = self._compile(source, what)
                if self._lookups is not None:  # (compiling what proccache.py may keep)
                    self._unsaved.append((what, source, code))
                else:
                    codecache.save(what, source, code)
            if len(self.code_cache) > CODE_CACHE_SIZE:
                self.code_cache.clear()
            self.code_cache[key] = code
        return code

    def looks_up_slots(self, template: Any) -> bool:
        """Must TEMPLATE publish its data in RT.slots (for inline.py's FOREACH)?"""
        return template_looks_up_slots(template, self)

