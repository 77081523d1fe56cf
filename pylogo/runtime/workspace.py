"""The workspace: procedures (defined, erased, compiled when first called), the names
compiled code calls them by, and the flags kept in variables.  Property lists, buried,
traced and stepped names are attributes set by Interpreter.__init__ (``plists``,
``buried_names`` ...) and the procedures' own flags (``proc.buried``, ``traced``, ``stepped``).
"""

from __future__ import annotations

from ..lang import errors
from ..lang.data import FALSE, NIL, TRUE, Pair, ProtectedWord, fold
from ..lang.errors import LogoError, OutputSignal, dont_know, inputs_changed
from ..lang.procedures import LIBRARY, REGISTRY, Primitive, UserProc, alias_function, library_loads
from .calls import TailCall, TailExpansion
from .scope import MISSING, UNB

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


_ENTRIES = ("U", "C", "E", "K", "X")  # the entries of a user procedure (see ControlCompiler.user_statement)
_ESCAPED = {code: "_%x_" % code for code in range(128) if not chr(code).isalnum()}  # (_mangle)
_DEP_CACHES = ("block_cache", "old_blocks", "shape_cache", "callee_shapes", "lambda_shapes", "template_cache")


class Workspace:
    """Procedures and the namespace of compiled code (part of Interpreter).

    State (set up by Interpreter.__init__): procs (every procedure by name), plists (property lists),
    buried_names, buried_plists, traced_names, traced_plists (BURY and TRACE of variables and property
    lists: a procedure's own flags are its buried, traced and stepped, a name's proc_flags),
    globals_declared and system_variables (GLOBAL, the variables Logo sets), last_file (SAVE's),
    autoloading, library_loaded (the library procedures Berkeley would have loaded by now: BURIED lists
    them) and library_unburied (those UNBURYALL unburied since: PROCEDURES lists them, until ERALL erases
    them), ns (the namespace of compiled code) with _ns_names, _prim_fns, _stubs and _entry_stubs,
    compiled_procs (the procedures compiled since they were defined, by name) and dependents (name -> the
    names in compiled_procs whose code depends on it: invalidate looks only at them), procs_epoch (counts
    the times a name was given a procedure that a line calling it is read another way with: while it
    stays, what proccache.lookups_hold said of a definition holds), and the compiler."""

    # ------------------------------------------------------------ setup

    def _init_variables(self) -> None:
        for name, value in (("allowgetset", TRUE), ("caseignoredp", TRUE), ("fullprintp", FALSE),
                            ("logoplatform", "Unix"), ("logoversion", 6.2), ("unburyonedit", TRUE),
                            ("usealternatenames", FALSE)):
            self.V[name] = value
            self.buried_names.add(name)

    def _case_ignored(self) -> bool:
        value = self.V.get("caseignoredp", FALSE)  # erased: case matters, as in Berkeley
        return value is TRUE or (value.__class__ in (str, ProtectedWord) and fold(value) == "true")

    def _flag(self, name: str) -> bool:
        value = self.V.get(name, FALSE)
        return value.__class__ in (str, ProtectedWord) and fold(value) == "true"

    def _redefp(self) -> bool:
        return self._flag("redefp")

    def _setup_namespace(self) -> None:
        from . import helpers as runtime_helpers

        ns = self.ns
        ns["__builtins__"] = __builtins__
        ns.update(runtime_helpers.helpers())
        ns.update(RT=self, V=self.V, SAVED=self.SAVED, UNB=UNB, MISSING=MISSING, NIL=NIL,
                  TRUE=TRUE, FALSE=FALSE, Pair=Pair, _TC=TailCall, _TM=TailExpansion, _Out=OutputSignal,
                  _SL=errors.LEAKED_STOP, _TplExit=errors.TemplateExit, _Goto=errors.GotoSignal,
                  LogoError=LogoError, _TRV=self.traced_names)
        ns["_truth"] = runtime_helpers.truth_running_lists(self.run_value)  # (a list condition)

    # ------------------------------------------------------------ names in the namespace

    def _mangle(self, prefix: str, key: str) -> str:
        """The global name of KEY's PREFIX entry: made from the key alone (each character
        other than an ASCII letter or digit written as _HEX_), so that it comes out the same
        whatever was named before, and code kept on disk (proccache.py, codecache.py) is
        used again by the next run."""
        name = self._ns_names.get((prefix, key))
        if name is None:
            safe = (key.translate(_ESCAPED) if key.isascii()
                    else "".join([c if c.isascii() and c.isalnum() else "_%x_" % ord(c) for c in key]))
            name = "%s_%s" % (prefix, safe)
            self._ns_names[(prefix, key)] = name
            if prefix in _ENTRIES:
                self._entry_stubs.setdefault(key, []).append((name, self._stub(key, prefix)))
        return name

    def prim_ns_name(self, called: str, proc: Primitive) -> str:
        """The global name of the function called for primitive PROC written as CALLED."""
        name = self._mangle("P", called)
        if self._prim_fns.get(name) is not proc:
            fn = proc.fn
            if called != proc.name:  # (a traced one shows CALLED: primtrace.py)
                fn = proc.called_fn(called) if proc.traced else alias_function(fn, called)
            self.ns[name] = fn.__get__(self, type(self)) if proc.env else fn
            self._prim_fns[name] = proc
        return name

    def user_ns_name(self, key: str, entry: str = "U") -> str:
        """The global name of user procedure KEY's ENTRY (U, C, E, K: ControlCompiler.user_statement)."""
        name = self._mangle(entry, key)
        if name not in self.ns:
            self.ns[name] = self._stub(key, entry)
        return name

    def proc_ns_name(self, key: str) -> str:
        name = self._mangle("Q", key)
        self.ns[name] = self.procs.get(key)
        return name

    def reading_plan(self, effects: list, lookups: dict, names_wanted: list | None = None) -> Any:
        """What reading a definition did, done again: EFFECTS (the calls of prim_ns_name,
        user_ns_name and proc_ns_name its code needed), and the names of LOOKUPS (name ->
        the procedure it was then) looked up (library procedures loaded: BURIED lists them).
        Returns it as a plan that redo_reading does again quickly: a name of the namespace is
        checked, made again only when not right now (user_ns_name's are left out: a name of
        the namespace stays there); a name that stood for a procedure, or a primitive not
        of the library, is not looked up (that does nothing), unless one was no procedure
        (it may be loaded from a file, which may change the others).  With NAMES_WANTED
        (the name each effect gave when the code was compiled), None when one differs."""
        names = []
        for i, effect in enumerate(effects):
            fn = effect[0]
            name = fn(*effect[1:])
            if names_wanted is not None and name != names_wanted[i]:
                return None
            if fn == self.proc_ns_name:
                names.append((0, name, effect[1], None))
            elif fn == self.user_ns_name:
                pass
            elif fn == self.prim_ns_name:
                names.append((2, name, effect[1], effect[2]))
            else:
                names.append((3, None, effect, None))
        if any(proc is None for proc in lookups.values()):
            again = tuple(lookups)
        else:
            again = tuple([name for name, proc in lookups.items()
                           if proc.is_primitive and (proc.library or name in LIBRARY)])
        plan = (names, again)
        for name in again:
            self.lookup_for_parse(name)
        return plan

    def kept_reading_plan(self, specs: list, lookups: dict) -> Any:
        """reading_plan for code kept on disk by an earlier run (compiling/proccache.py),
        its effects given as kept: ("P", name called, primitive's name, global name),
        ("U", key, entry, global name), ("Q", key, global name); None when a primitive is
        not the one named then, or a global name comes out otherwise.  (A name of a
        primitive or user procedure already given in the namespace is not given again:
        _mangle makes a name from its key alone.)"""
        names = []
        procs = self.procs
        ns = self.ns
        prim_fns = self._prim_fns
        for spec in specs:
            kind = spec[0]
            if kind == "P":  # (by the name called: TRACE "PRINT leaves PR untraced)
                prim = procs.get(fold(spec[1]))
                if prim is None or not prim.is_primitive or prim.name != spec[2]:
                    return None
                name = spec[3]
                if prim_fns.get(name) is not prim and self.prim_ns_name(spec[1], prim) != name:
                    return None
                names.append((2, name, spec[1], prim))
            elif kind == "U":
                if spec[3] not in ns and self.user_ns_name(spec[1], spec[2]) != spec[3]:
                    return None
            else:
                if self.proc_ns_name(spec[1]) != spec[2]:
                    return None
                names.append((0, spec[2], spec[1], None))
        again = tuple([name for name, proc in lookups.items()
                       if proc.is_primitive and (proc.library or name in LIBRARY)])
        for name in again:
            self.lookup_for_parse(name)
        return names, again

    def redo_reading(self, plan: tuple) -> None:
        """What reading_plan did, done again."""
        ns = self.ns
        names, again = plan
        for kind, name, key, arg in names:
            if kind == 0:
                ns[name] = self.procs.get(key)
            elif kind == 2:
                if self._prim_fns.get(name) is not arg:
                    self.prim_ns_name(key, arg)
            else:
                key[0](*key[1:])
        for name in again:
            self.lookup_for_parse(name)

    def _stub(self, key: str, entry: str = "U") -> Any:
        """The function that compiles KEY when called through ENTRY (one per name and entry:
        it finds the procedure when called)."""
        stub = self._stubs.get((entry, key))
        if stub is not None:
            return stub

        def stub(*args: Any) -> Any:
            proc = self.procs.get(key)
            if proc is None or proc.is_primitive:
                raise dont_know(key)
            if not proc.min_args <= len(args) <= proc.n_positional + proc.has_rest:
                raise inputs_changed(proc, len(args))  # (a call read before it was defined again)
            compiled = self.ensure_compiled(proc, args)
            if entry == "U":
                return compiled.call(*args)
            fn = self.command_entry(proc, compiled, entry)
            name = self._ns_names.get((entry, key))  # (calls read later go straight to it)
            if name is not None and self.procs.get(key) is proc and proc.compiled is compiled:
                self.ns[name] = fn
            return fn(*args)

        self._stubs[(entry, key)] = stub
        return stub

    def _reset_entries(self, key: str) -> None:
        """Calls of KEY go through stubs again (which compile it when next called)."""
        stubs = self._entry_stubs.get(key)
        if stubs is not None:
            ns = self.ns
            for name, stub in stubs:
                ns[name] = stub

    def ensure_compiled(self, proc: UserProc, args: tuple | None = None) -> Any:
        compiled = proc.compiled
        if compiled is None:
            if proc.erased:  # (ERASEd: code compiled before makes a tail call of it)
                raise dont_know(proc.name)
            try:
                compiled = self.compiler.compile_proc(proc)
            except LogoError:
                if args is not None:
                    self._defaults_before_reading(proc, args)
                raise
            proc.compiled = compiled
            key = proc.key
            if self.procs.get(key) is proc:
                self.ns[self._ns_names.get(("U", key)) or self._mangle("U", key)] = compiled.call
                self.compiled_procs[key] = proc
                dependents = self.dependents
                for dep in proc.deps:
                    names = dependents.get(dep)
                    if names is None:
                        dependents[dep] = {key: None}
                    else:
                        names[key] = None
        return compiled

    def _defaults_before_reading(self, proc: UserProc, args: tuple) -> None:
        """PROC's body could not be read (too many inputs ...), called with ARGS: Berkeley
        evaluates the defaults of the optional inputs not given before it reads the body,
        so their output or their error comes first."""
        if not any(f.kind == "optional" and (i >= len(args) or args[i] is MISSING)
                   for i, f in enumerate(proc.formals)):
            return
        inputs_only = UserProc(proc.name, proc.formals, proc.default_args, [], None)
        self.compiler.compile_proc(inputs_only).call(*args)

    def command_entry(self, proc: UserProc, compiled: Any, entry: str) -> Any:
        """PROC's entry C, E or K (command calls) or X (a macro's expansion), made when first used."""
        fn = compiled.commands.get(entry)
        if fn is None:
            comp = self.compiler
            fn = (comp.compile_expansion_entry(proc, compiled) if entry == "X"
                  else comp.compile_command_entry(proc, compiled, entry))
            compiled.commands[entry] = fn
        return fn

    # ------------------------------------------------------------ procedures

    def lookup_for_parse(self, key: str) -> Any:
        """The procedure NAME stands for as a line is read.  A name that is none yet is
        looked for in a file NAME.lg of the current directory, which Berkeley loads then."""
        proc = self.procs.get(key)
        if proc is None:  # (a NAME.lg that calls NAME again, undefined: not loaded again)
            return None if key in self.autoloading else self._autoload(key)
        if (proc.is_primitive and (proc.library or key in LIBRARY) and key not in self.library_loaded
              and key not in self.library_unburied):
            # Berkeley loads a library procedure when a line naming it is read: BURIED
            # lists it from then on (with its helpers)
            procedures, variables = library_loads(key)
            self.library_loaded.update(procedures)
            self.buried_names.update(variables)
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
        if old is None or old.is_primitive:
            if old is not None and not old.library and not self._redefp():
                raise LogoError(errors.IS_PRIMITIVE, "%s is a primitive" % proc.name)
            changed = True
            for attr, flag in self.proc_flags.pop(key, {}).items():  # BURY ... of the name before
                setattr(proc, attr, flag)
        else:
            changed = old.signature != proc.signature or old.is_macro != proc.is_macro
            if not changed and (old.name != proc.name or old.kind != proc.kind):
                self.procs_epoch += 1  # (proccache.lookups_hold looks at them too)
            proc.buried = old.buried
            proc.traced = old.traced
            proc.stepped = old.stepped
        self.procs[key] = proc
        self._reset_entries(key)
        qname = self._ns_names.get(("Q", key))
        if qname is not None:
            self.ns[qname] = proc
        if changed:  # code reading KEY's calls read them another way
            self.invalidate(key)

    def install_primitive_alias(self, new_name: str, prim: Primitive) -> None:
        self.procs[fold(new_name)] = prim
        self.invalidate(fold(new_name))

    def erase_proc(self, key: str) -> None:
        old = self.procs.pop(key, None)
        if old is None:
            return
        old.forget()
        if key in REGISTRY and (key in LIBRARY or REGISTRY[key].library):  # (Berkeley loads it again
            self.procs[key] = REGISTRY[key]  # when next called: TO may define it till then)
            self.library_loaded.discard(key), self.library_unburied.discard(key)
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
        self.procs_epoch += 1
        names = self.dependents.pop(key, None)
        if names is not None:
            compiled = self.compiled_procs
            procs = self.procs
            for name in names:
                proc = compiled.get(name)
                if proc is None:
                    pass
                elif proc.compiled is None or procs.get(name) is not proc:
                    del compiled[name]  # compiled again, or defined again, since
                elif key in proc.deps:
                    proc.compiled = None
                    self._reset_entries(name)
                    del compiled[name]
        for attr in _DEP_CACHES:  # (one none of whose entries depend on KEY, or were refused, is kept)
            cache = getattr(self, attr)
            if cache and cache.stale_for(key):
                setattr(self, attr, cache.without(key))
        self.recent_shapes.clear()
        self.last_expansions.clear()
        self.pure_macros.clear()
        self.pure_expansions.clear()
        self.output_memos.clear()

    def invalidate_all(self) -> None:
        """Every compiled procedure and list must be compiled again."""
        self.procs_epoch += 1
        procs = self.procs
        for name, proc in self.compiled_procs.items():
            if proc.compiled is not None and procs.get(name) is proc:
                proc.compiled = None
                self._reset_entries(name)
        self.compiled_procs.clear()
        self.dependents.clear()
        self.block_cache.clear()
        self.old_blocks.clear()
        self.shape_cache.clear()
        self.callee_shapes.clear()
        self.recent_shapes.clear()
        self.last_expansions.clear()
        self.pure_macros.clear()
        self.pure_expansions.clear()
        self.output_memos.clear()
        self.lambda_shapes.clear()
        self.template_cache.clear()
