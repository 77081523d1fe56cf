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
"""

from __future__ import annotations

from . import codecache, errors, fastpath, inline, proccache, shapes
from .codegen import Gen
from .data import NIL, Array, Pair, ProtectedWord, to_pylist
from .errors import LogoError
from .parser import Call, Const, Infix, Missing, Node, Param, Parser, Unknown, UnknownSetter, Var

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

INFIX_HELPERS = {
    "+": "_add", "-": "_sub", "*": "_mul", "/": "_div", "--": "_sub",
    "=": "_eq", "<": "_lt", ">": "_gt", "<=": "_le", ">=": "_ge", "<>": "_ne",
}

# Primitives that Berkeley Logo implements as macros: as inputs, the list they
# run must output (or "Macro returned [] instead of a list").
MACRO_PRIMITIVES = frozenset(["run", "if", "ifelse", "iftrue", "iffalse", "case", "cond"])

# Operations that are procedures of Berkeley's Logo library (logolib), not primitives:
# a value of theirs that is not used is reported as a procedure's is (error 30).
LIBRARY_OPERATIONS = frozenset("""
reverse gensym remove remdup map map.se filter find reduce crossmap cascade cascade.2
transfer iseq rseq pick quoted combine mditem mdarray namelist pllist invoke dequeue pop
backslashedp backslashed? filep file? macroexpand ` xcor ycor pen
""".split())

# Names of the special forms that end a procedure.
OUTPUT_NAMES = {"output", "op"}
STOP_NAMES = {"stop"}


class Ctx:
    """What the code being compiled sits inside."""

    __slots__ = ("mode", "proc", "in_loop", "tail_ok", "slots", "dynamic", "self_stmt_loop",
                 "tags", "macro", "loops", "test_entry")

    def __init__(self, mode: str, proc: Any = None) -> None:
        self.mode = mode  # "proc", "block" or "template"
        self.proc = proc
        self.in_loop = False  # inside a generated Python loop
        self.tail_ok = mode == "proc"  # a tail call may leave this frame
        self.slots: Any = TemplateSlots() if mode == "template" else None
        self.dynamic = False  # something that may look at ? dynamically
        self.self_stmt_loop = False
        self.tags: dict | None = None  # TAG name -> place, in a procedure that has tags
        self.macro = False  # in a macro's body: what it outputs must be a list
        self.loops = 0  # Python loops around the code being compiled
        self.test_entry: str | None = None  # TEST state each run of the next list starts with

    def inner(self, **changes: Any) -> "Ctx":
        other = Ctx.__new__(Ctx)
        for name in Ctx.__slots__:
            setattr(other, name, getattr(self, name))
        for name, value in changes.items():
            setattr(other, name, value)
        return other


class TemplateSlots:
    """Where ?, ?N, # and ?REST live in a compiled template function T(*_q)."""

    def __init__(self) -> None:
        self.nslots = 0
        self.uses_num = False
        self.uses_rest = False

    def slot(self, n: int) -> str:
        self.nslots = max(self.nslots, n)
        return "_q[%d]" % (n - 1)

    def dynamic_slot(self, expr: str) -> str:
        return "RT.qslot(_q, %s)" % expr

    def num(self) -> str:
        self.uses_num = True
        return "(RT.repcount if _num is None else _num)"  # no position given: REPCOUNT

    def rest(self, expr: str) -> str:
        self.uses_rest = True
        return "RT.qrest(_rest, %s)" % expr


class CompiledProc:
    """The compiled functions of one procedure definition."""

    __slots__ = ("body", "call", "commands", "tail_bind", "names")

    def __init__(self, body, call, tail_bind, names) -> None:
        self.body = body
        self.call = call  # the entry U, for calls whose value is used (and APPLY, RUN ...)
        self.commands: dict = {}  # the entries C and E for command calls, made when first used
        self.tail_bind = tail_bind
        self.names = names


CODE_CACHE_SIZE = 5000

# Python's parser refuses expressions nested much deeper than this; deeper Logo
# expressions are compiled again in "flat" mode, one call per Python statement.
MAX_NESTING = 60
# Python also limits indentation (100 levels): instruction lists nested deeper
# than this are not compiled into their procedure but run by their primitive.
MAX_INDENT = 80
# Primitives whose instruction list has its own TEST state when run inside a procedure.
TEST_LOCAL = frozenset(("repeat", "forever", "catch", "for", "foreach"))
# and nested loops and try blocks (20): each inlined loop takes two.
MAX_LOOPS = 7
LOOPS = frozenset(["repeat", "forever", "while", "until", "do.while", "do.until", "for", "foreach"])


class _TooDeep(Exception):
    """An expression nests too deeply to be one Python expression."""


class Hoisted(Node):
    """An input already computed into a Python temporary (flat mode)."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name


def _flat_on_overflow(method: Any) -> Any:
    """Compile with METHOD; if the code nests too deeply, again in flat mode."""

    def compile_unit(self: "Compiler", *args: Any, **kwargs: Any) -> Any:
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


class Compiler:
    def __init__(self, interp: Any) -> None:
        self.interp = interp
        self.ns = interp.ns
        self.inline = inline.HANDLERS
        self.flat = False
        # Python code objects by generated source: a procedure defined again with
        # text seen before (and any list compiled to the same source) is not
        # compiled by Python again.  Constants reach the code as the factory's inputs.
        self.code_cache: dict = {}
        self.proc_cache: dict = {}  # definition key -> proccache.Entry
        self._lookups: dict | None = None  # names read while compiling a procedure
        self._effects: list | None = None  # namespace entries its code needs
        self._warned = False
        self._last_build: Any = None

    # ------------------------------------------------------------ parsing

    def parse(self, line: Any) -> list:
        parser = Parser(self.lookup, self.warn)
        return parser.parse_list(line)

    def lookup(self, key: str) -> Any:
        """The procedure a name stands for while reading (recorded for proccache.py)."""
        proc = self.interp.lookup_for_parse(key)
        if self._lookups is not None and key not in self._lookups:
            self._lookups[key] = proc
        return proc

    get = lookup  # the compiler stands for the procedure table where a template is examined

    def warn(self, message: str) -> None:
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

    # ------------------------------------------------------------ units

    def compile_proc(self, proc: Any) -> CompiledProc:
        """A procedure's code: from an earlier definition with the same text when there is
        one (proccache.py), else compiled (and kept for the next such definition)."""
        key = proccache.definition_key(proc, self.interp.traced_names)
        entry = self.proc_cache.get(key) if key is not None else None
        if entry is not None and proccache.lookups_hold(entry, self.interp.procs):
            consts = proccache.new_consts(entry, proc.lines)
            if consts is not None:
                return self._reuse_proc(proc, entry, consts)
        if key is None or self._lookups is not None:
            return self._compile_proc(proc)
        self._lookups, self._effects, self._warned = {}, [], False
        try:
            compiled = self._compile_proc(proc)
            if not self._warned:
                code, consts = self._last_build
                if len(self.proc_cache) > proccache.MAX_ENTRIES:
                    self.proc_cache.clear()
                self.proc_cache[key] = proccache.Entry(
                    proc.lines, code, consts, self._lookups, self._effects,
                    self.interp.line_map(compiled.body.__code__), proc.deps, compiled.names)
            return compiled
        finally:
            self._lookups = self._effects = None

    def _reuse_proc(self, proc: Any, entry: Any, consts: list) -> CompiledProc:
        for effect in entry.effects:
            effect[0](*effect[1:])
        scope: dict = {}
        exec(entry.code, self.ns, scope)
        body, call, tail_bind = scope["_factory"](*consts)
        self.interp.register_code(body.__code__, proc, entry.line_map)
        self.interp.register_code(call.__code__, proc, {})
        proc.deps = set(entry.deps)
        return CompiledProc(body, call, tail_bind, entry.names)

    @_flat_on_overflow
    def _compile_proc(self, proc: Any) -> CompiledProc:
        gen = Gen()
        trees = []
        for line in proc.lines:
            self.interp.warn_location = (proc.name, line)
            try:
                trees.append(self.parse(line))
            except LogoError as exc:
                exc.locate(proc.name, line)
                raise
            finally:
                self.interp.warn_location = None
        ctx = Ctx("proc", proc)
        ctx.self_stmt_loop = not _mentions(trees, OUTPUT_NAMES | {".maybeoutput"})
        if proc.traced:
            ctx.tail_ok = False
        if proc.is_macro:
            ctx.macro = True
            ctx.tail_ok = False
        names = [f.name for f in proc.formals]
        gen.indent = 1
        gen.emit("def B():")
        gen.indent = 2
        body_start = len(gen.lines)
        if _tag_places(trees):
            self._body_with_tags(gen, proc, ctx, trees)
        else:
            gen.emit("while True:")
            gen.indent = 3
            for index, nodes in enumerate(trees):
                self._body_line(gen, proc, ctx, index, nodes, index == len(trees) - 1)
            self._fall_off_end(gen, ctx, len(trees))
        if gen.self_jumped:
            self._remember_self_calls(gen, proc, body_start)
        body_end = len(gen.lines)
        gen.indent = 1
        uses_test = _mentions(trees, {"test"})
        self._proc_wrapper(gen, proc, uses_test, "U")
        self._tail_binder(gen, proc)
        source = gen.source([], "    return B, U, A")
        fns = self._build(source, gen, "proc %s" % proc.name)
        body, call, tail_bind = fns
        self.interp.register_code(body.__code__, proc, _line_map(gen, body_start, body_end))
        self.interp.register_code(call.__code__, proc, {})
        proc.deps = gen.deps
        return CompiledProc(body, call, tail_bind, frozenset(n.lower() for n in names))

    def compile_command_entry(self, proc: Any, compiled: CompiledProc, entry: str) -> Any:
        """PROC's entry C or E for command calls (see user_statement), made when first needed."""
        gen = Gen()
        gen.indent = 1
        uses_test = any(_list_mentions(line, {"test"}) for line in proc.lines)  # or more: harmless
        self._proc_wrapper(gen, proc, uses_test, entry, gen.const(compiled.body))
        fn = self._build(gen.source([], "    return %s" % entry), gen, "proc %s" % proc.name)
        self.interp.register_code(fn.__code__, proc, {})
        return fn

    def compile_shaped_block(self, line: Any, consumer: str | None, commands: bool,
                             expansion: bool = False) -> Any:
        """Code for every instruction list of LINE's shape (shapes.py): a function of
        the list's parameters and its dependencies, or None when LINE must be
        compiled as itself (a warning while reading it, an error, a value the
        code would need to know)."""
        try:
            nodes = Parser(self.lookup, _refuse_warning).parse_list(
                shapes.with_markers(line))
            return self.compile_block(line, consumer, commands, nodes, expansion)
        except Exception:  # compiled as itself, which reports any error
            return None

    @_flat_on_overflow
    def compile_block(self, line: Any, consumer: str | None = None, commands: bool = False,
                      shaped: list | None = None, expansion: bool = False) -> Any:
        """An instruction list run for its effect and perhaps a value.

        With CONSUMER (the procedure that wants the value), it must be one
        expression that outputs, as when RUN's list is an input to SHOW.
        With COMMANDS, a value its last instruction leaves is an error.
        With SHAPED (the list parsed with parameters, by compile_shaped_block),
        the function made takes the parameters' values.
        An EXPANSION (what a macro output) given to OUTPUT is one expression like any other.
        """
        gen = Gen()
        nodes = self.parse(line) if shaped is None else shaped
        ctx = Ctx("block")
        gen.indent = 1
        gen.emit("def R():" if shaped is None else "def R(_p):")
        gen.indent = 2
        if consumer is not None and nodes and not (isinstance(nodes[-1], Call) and self._is_exit(nodes[-1])):
            to_output = not expansion and (consumer.lower() in OUTPUT_NAMES or consumer == ".maybeoutput")
            several = len(nodes) > 1 and not to_output
            # Berkeley reads the whole list before running it; with several expressions
            # the last unknown procedure is the one it reports.
            problem = _last_unknown(nodes) if several else _first_problem(nodes)
            if problem is not None:
                gen.emit("return %s" % self.expr(gen, problem, ctx, consumer))
            elif to_output:
                # OUTPUT RUN [...] runs the list as the procedure's last instructions:
                # a value before the last one is one it does not say what to do with.
                self.value_statements(gen, nodes, ctx)
            elif len(nodes) > 1:
                message = "Runlist %s has more than one expression" % _runlist_text(nodes)
                gen.emit("_raise(LogoError(%d, %s))" % (errors.RUNNABLE_ARG, gen.const(message)))
            else:
                gen.emit("return %s" % self.expr(gen, nodes[0], ctx, consumer))
        elif commands:
            self.statements(gen, nodes, ctx, tail_last=True)  # the list's end: see user_statement
            gen.emit("return None")
        else:
            self.value_statements(gen, nodes, ctx)
        source = gen.source([], "    return R")
        fn = self._build(source, gen, "block")
        return fn, gen.deps

    @_flat_on_overflow
    def compile_macro_call(self, line: Any) -> Any:
        """For MACROEXPAND: a function giving what the macro call outputs, unrun."""
        gen = Gen()
        nodes = self.parse(line)
        if len(nodes) != 1 or not isinstance(nodes[0], Call) or not nodes[0].proc.is_macro:
            raise errors.doesnt_like("macroexpand", line)
        ctx = Ctx("block")
        gen.indent = 1
        gen.emit("def R():")
        gen.indent = 2
        gen.emit("return %s" % self.user_call(gen, nodes[0], ctx))
        source = gen.source([], "    return R")
        return self._build(source, gen, "macroexpand"), gen.deps

    @_flat_on_overflow
    def compile_expression_block(self, nodes: list) -> Any:
        gen = Gen()
        ctx = Ctx("block")
        gen.indent = 1
        gen.emit("def R():")
        gen.indent = 2
        self.value_statements(gen, nodes, ctx)
        source = gen.source([], "    return R")
        return self._build(source, gen, "block")

    @_flat_on_overflow
    def compile_template(self, template: Any, statements: bool = False) -> Any:
        """A template given as a list: question-mark, lambda or procedure-text form.

        With STATEMENTS (FOREACH and the like), the template is an
        instruction list: OUTPUT and STOP in it leave the calling procedure.
        Otherwise (MAP, APPLY ...) its value is what the template outputs.
        """
        from .templates import Template

        gen = Gen()
        gen.indent = 1
        first = template.first if template.__class__ is Pair else None
        if first is not None and (first.__class__ is Pair or first is NIL) and template.rest is not NIL:
            formals = _lambda_formals(first)
            rest = to_pylist(template.rest)
            if all(_is_listish(x) for x in rest):
                fn, numbered = self._lambda_template(gen, formals, rest, "proctext", template)
            else:
                mode = "block" if statements else "template"
                fn, numbered = self._lambda_template(gen, formals, [template.rest], mode, template)
            return Template(fn, len(formals), numbered, numbered, False, gen.deps)
        nodes = self.parse(template)
        ctx = Ctx("template")
        if statements:
            ctx.mode = "block"
        gen.emit("def T(*_q):")
        gen.indent = 2
        mark = len(gen.lines)
        if statements:
            self.statements(gen, nodes, ctx, tail_last=False)
            gen.emit("return None")
        else:
            self.value_statements(gen, nodes, ctx)
        slots = ctx.slots
        if ctx.dynamic or template_looks_up_slots(template, self):
            slots.uses_num = slots.uses_rest = True
        if slots.uses_num or slots.uses_rest:
            body = ["    " + x for x in gen.lines[mark:]]
            gen.lines[mark:] = (["        _old = RT.slots", "        RT.slots = (_q, _num, _rest)",
                                 "        try:"] + body
                                + ["        finally:", "            RT.slots = _old"])
            gen.line_of[mark:] = [-1] * (len(body) + 5)
            gen.lines[mark - 1] = "    def T(*_q, _num=None, _rest=None):"
        source = gen.source([], "    return T")
        fn = self._build(source, gen, "template")
        return Template(fn, slots.nslots, slots.uses_num, slots.uses_rest, True, gen.deps)

    def compile_shaped_lambda(self, template: Any, statements: bool, numbered: bool) -> Any:
        """Code for every lambda template (named inputs, then one instruction list) whose
        body has the shape of TEMPLATE's (shapes.py): (code, constants, input count,
        dependencies) for instantiate_lambda, or None when it must be compiled as itself."""
        try:
            formals = _lambda_formals(template.first)
            body = Parser(self.lookup, _refuse_warning).parse_list(shapes.with_markers(template.rest))
            gen = Gen()
            gen.indent = 1
            mode = "block" if statements else "template"
            shaped = self._lambda_template(gen, formals, [template.rest], mode, template,
                                           (body, numbered))
            return shaped + (len(formals), gen.deps)
        except Exception:  # compiled as itself, which reports any error
            return None

    def instantiate_lambda(self, entry: tuple, params: tuple, template: Any, numbered: bool) -> Any:
        """The template function of ENTRY (compile_shaped_lambda) for one template."""
        from .templates import Template

        code, consts, count, deps = entry
        scope: dict = {}
        exec(code, self.ns, scope)
        fn = scope["_factory"](params, template, *consts)
        return Template(fn, count, numbered, numbered, False, deps)

    def _lambda_template(self, gen: Gen, formals: list, lines: list, mode: str, template: Any,
                         shaped: tuple | None = None) -> tuple:
        """A template with named inputs: they are bound as local variables.
        Outputs the function and whether it takes the position (#) and the
        rest of the data (?REST) as keyword inputs.  With SHAPED (the body
        parsed with parameters, and whether it is numbered), outputs the code
        and constants of a factory taking the parameters and the template.

        Wrong input counts are reported as Berkeley Logo's library reports
        them (templates.lambda_short / lambda_long)."""
        if shaped is None:
            trees = [self.parse(line) for line in lines]
            numbered = _mentions(trees, {"#", "?rest"}) or template_looks_up_slots(template, self)
        else:
            trees = [shaped[0]]
            numbered = shaped[1]
        params = []
        last_required = None
        for i, formal in enumerate(formals):
            if formal.kind == "rest":
                params.append("*a%d" % i)
            else:
                params.append("a%d=MISSING" % i)
                if formal.kind == "required":
                    last_required = i
        has_rest = bool(formals) and formals[-1].kind == "rest"
        if not has_rest:
            params.append("*_x")
        if numbered:
            params.append("_num=None, _rest=None")
        gen.emit("def T(%s):" % ", ".join(params))
        gen.indent = 2
        info = gen.const((template, mode == "proctext")) if shaped is None else "(_tpl, False)"
        optional = [i for i, f in enumerate(formals) if f.kind != "required"]
        if mode != "proctext" and optional and not (optional[0] == 0 and formals[0].kind == "rest"):
            gen.emit("_raise(_lambda_optional(%s))" % info)
        if last_required is not None:
            gen.emit("if a%d is MISSING: _raise(_lambda_short(%s))" % (last_required, info))
        if not has_rest:
            gen.emit("if _x: _raise(_lambda_long(%s, _x[0]))" % info)
        for i, formal in enumerate(formals):
            name = formal.name
            gen.emit("s%d = V.get(%r, UNB)" % (i, name))
            if formal.kind == "rest":
                gen.emit("V[%r] = _mklist(*a%d)" % (name, i))
            elif formal.kind == "optional":
                gen.emit("if a%d is MISSING: a%d = %s" % (i, i, self._default(gen, formal)))
                gen.emit("V[%r] = a%d" % (name, i))
            else:
                gen.emit("V[%r] = a%d" % (name, i))
        gen.emit("_h = len(SAVED)")
        if numbered:  # # and ?REST see the walk's position; ? has no datum here
            gen.emit("_old = RT.slots")
            gen.emit("RT.slots = ((), _num, _rest)")
        gen.emit("try:")
        gen.indent = 3
        # OUTPUT and STOP in a lambda leave the procedure that ran it (as the
        # manual says); in procedure-text form they end the template itself.
        ctx = Ctx("template" if mode == "proctext" else "block")
        ctx.slots = None
        if mode == "proctext":
            for nodes in trees:
                self.statements(gen, nodes, ctx, tail_last=False)
            gen.emit("return None")
        elif mode == "block":
            self.statements(gen, trees[0], ctx, tail_last=False)
            gen.emit("return None")
        else:
            self.value_statements(gen, trees[0], ctx)
        gen.indent = 2
        gen.emit("finally:")
        gen.indent = 3
        gen.emit("if len(SAVED) != _h: RT.unwind(_h)")
        if numbered:
            gen.emit("RT.slots = _old")
        for i, formal in reversed(list(enumerate(formals))):
            gen.emit("if s%d is UNB: V.pop(%r, None)" % (i, formal.name))
            gen.emit("else: V[%r] = s%d" % (formal.name, i))
        if shaped is not None:
            source = gen.source([], "    return T", ("_p", "_tpl"))
            return self._code(source, "lambda"), list(gen.consts)
        source = gen.source([], "    return T")
        return self._build(source, gen, "lambda"), numbered

    def _build(self, source: str, gen: Gen, what: str) -> Any:
        code = self._code(source, what)
        self._last_build = (code, gen.consts)
        scope: dict = {}
        exec(code, self.ns, scope)
        return scope["_factory"](*gen.consts)

    def _code(self, source: str, what: str) -> Any:
        """Python's code for SOURCE (compiled once per source text, and kept between runs)."""
        key = (what, source)
        code = self.code_cache.get(key)
        if code is None:
            code = codecache.load(what, source)
            if code is None:
                code = self._compile(source, what)
                codecache.save(what, source, code)
            if len(self.code_cache) > CODE_CACHE_SIZE:
                self.code_cache.clear()
            self.code_cache[key] = code
        return code

    def _compile(self, source: str, what: str) -> Any:
        try:
            return compile(source, "<logo %s>" % what, "exec")
        except (SyntaxError, RecursionError, MemoryError):  # nested beyond what Python compiles
            if not self.flat:
                raise _TooDeep() from None
            raise LogoError(errors.STACK_OVERFLOW, "stack overflow") from None

    # ------------------------------------------------------------ procedures

    def _remember_self_calls(self, gen: Gen, proc: Any, start: int) -> None:
        """Wrap a body that calls itself by looping: a THROW "ERROR is then
        reported at the line that made the call (_from), as for a real call."""
        body = ["    " + line for line in gen.lines[start:]]
        body_lines = gen.line_of[start:]
        del gen.lines[start:], gen.line_of[start:]
        gen.indent = 2
        gen.logo_line = -1
        gen.emit("_from = -1")
        gen.emit("try:")
        gen.lines.extend(body)
        gen.line_of.extend(body_lines)
        gen.emit("except LogoError as e:")
        where = self.proc_object(gen, proc)
        gen.emit("    if e.skip and _from >= 0: RT.locate_at_caller(e, %s, _from)" % where)
        gen.emit("    raise")

    def _body_line(self, gen: Gen, proc: Any, ctx: Ctx, index: int, nodes: list,
                   last: bool) -> None:
        gen.logo_line = index
        if proc.stepped:
            gen.emit("RT.step_line(%s, %d)" % (self.proc_object(gen, proc), index))
        self.statements(gen, nodes, ctx, tail_last=last)

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

    def _proc_wrapper(self, gen: Gen, proc: Any, uses_test: bool, entry: str, body: str = "B") -> None:
        """The entry U, C or E of a procedure (see user_statement): bind the inputs,
        run the body BODY, restore the variables.  They differ only in what they
        tell on_error about how the procedure was called."""
        params, names = self._params(proc)
        gen.emit("def %s(%s):" % (entry, ", ".join(params)))
        gen.indent = 2
        traced = proc.traced
        if traced:  # before the defaults are filled in: TRACE shows the inputs given
            gen.emit("RT.trace_enter(%s, (%s))" % (self.proc_object(gen, proc), "".join(
                "a%d, " % i for i in range(len(proc.formals)))))
        for i, formal in enumerate(proc.formals):
            key = formal.name.lower()
            gen.emit("s%d = V.get(%r, UNB)" % (i, key))
            if formal.kind == "optional":
                gen.emit("if a%d is MISSING:" % i)
                gen.indent += 1
                gen.emit("V[%r] = a%d = %s" % (key, i, self._default(gen, formal, proc)))
                gen.indent -= 1
                gen.emit("else: V[%r] = a%d" % (key, i))
            else:
                gen.emit("V[%r] = a%d" % (key, i))
        if uses_test:
            gen.emit("_test = RT.test_state")
        gen.emit("_h = len(SAVED)")
        gen.emit("try:")
        gen.indent = 3
        gen.emit("r = %s()" % body)
        formal_names = frozenset(f.name.lower() for f in proc.formals)
        gen.emit("if r.__class__ is _TC: r = RT.trampoline(r, %s, %s%s)"
                 % (gen.const(formal_names), self.proc_object(gen, proc),
                    "" if entry == "U" else ", True"))
        if traced:
            gen.emit("RT.trace_result(%s, r)" % self.proc_object(gen, proc))
        gen.emit("return r")
        gen.indent = 2
        gen.emit("except _Out as e:")
        if traced:
            gen.emit("    RT.trace_result(%s, e.value)" % self.proc_object(gen, proc))
        gen.emit("    return e.value")
        gen.emit("except LogoError as e:")
        gen.emit("    RT.on_error(e%s)" % {"U": "", "C": ", 1", "E": ", 2"}[entry])
        gen.emit("    raise")
        gen.emit("finally:")
        gen.indent = 3
        if traced:
            gen.emit("RT.trace_level -= 1")
        if uses_test:
            gen.emit("RT.test_state = _test")
        gen.emit("if len(SAVED) != _h: RT.unwind(_h)")
        for i, formal in reversed(list(enumerate(proc.formals))):
            key = formal.name.lower()
            gen.emit("if s%d is UNB: V.pop(%r, None)" % (i, key))
            gen.emit("else: V[%r] = s%d" % (key, i))
        gen.indent = 1

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
            names.append(formal.name.lower())
        return params, names

    def _default(self, gen: Gen, formal: Any, proc: Any = None) -> str:
        """Python for an optional input's default (of PROC, or of a lambda template)."""
        try:
            nodes = self.parse(formal.default)
        except LogoError:
            nodes = []
        if len(nodes) != 1:
            return "_raise(_bad_default(%s))" % gen.const(formal.source)
        return self.expr(gen, nodes[0], Ctx("block", proc), proc.name if proc is not None else "apply")

    def _tail_binder(self, gen: Gen, proc: Any) -> None:
        params, names = self._params(proc)
        gen.emit("def A(%s):" % ", ".join(["_names"] + params))
        gen.indent = 2
        for i, formal in enumerate(proc.formals):
            key = formal.name.lower()
            gen.emit("if %r not in _names:" % key)
            gen.emit("    SAVED.append((%r, V.get(%r, UNB))); _names.add(%r)" % (key, key, key))
            if formal.kind == "optional":
                gen.emit("if a%d is MISSING: a%d = %s" % (i, i, self._default(gen, formal, proc)))
            gen.emit("V[%r] = a%d" % (key, i))
        gen.emit("return None")
        gen.indent = 1

    # ------------------------------------------------------------ statements

    def statements(self, gen: Gen, nodes: list, ctx: Ctx, tail_last: bool) -> None:
        last = len(nodes) - 1
        for i, node in enumerate(nodes):
            self.statement(gen, node, ctx, tail_last and i == last)

    def value_statements(self, gen: Gen, nodes: list, ctx: Ctx) -> None:
        """Statements whose last instruction gives the function's value (or None)."""
        if not nodes:
            gen.emit("return None")
            return
        for node in nodes[:-1]:
            self.statement(gen, node, ctx, False)
        last = nodes[-1]
        if isinstance(last, Call) and (self._is_exit(last) or last.proc.kind == "cmd"):
            self.statement(gen, last, ctx, False)
            gen.emit("return None")
        else:
            gen.emit("return %s" % self.maybe(gen, last, ctx))

    def _is_exit(self, node: Call) -> bool:
        key = node.proc.name
        return key in OUTPUT_NAMES or key in STOP_NAMES or key == ".maybeoutput"

    def statement(self, gen: Gen, node: Any, ctx: Ctx, tail: bool) -> None:
        cls = node.__class__
        if cls is Call:
            proc = node.proc
            if proc.is_primitive:  # compiled again if the name is given another meaning
                gen.deps.add(node.name.lower())
            handler = self.inline.get(proc.name) if proc.is_primitive and not proc.wrapped else None
            if gen.indent >= MAX_INDENT or (ctx.loops >= MAX_LOOPS and proc.name in LOOPS):
                handler = None  # deeper lists are compiled on their own when run
            if handler is not None:
                # Inside a procedure, a TEST in the list of these keeps to that list, as in Berkeley.
                keep = (ctx.mode == "proc" and proc.name in TEST_LOCAL and _node_mentions(node, {"test"}))
                if keep:
                    saved = gen.tmp("_ts")
                    gen.emit("%s = RT.test_state" % saved)
                    ctx.test_entry = saved  # each run of the list starts from it (inline._body)
                done = handler(self, gen, node, ctx, tail)
                ctx.test_entry = None
                if done:
                    if keep:
                        gen.emit("RT.test_state = %s" % saved)
                    return
            if not proc.is_primitive:
                self.user_statement(gen, node, ctx, tail)
                return
            call = self.prim_call(gen, node, ctx)
            dontsay = _unused_value_reporter(ctx, tail)
            if dontsay == "_dontsay" and proc.name in LIBRARY_OPERATIONS:
                dontsay = "_dontsay_up"  # a procedure's value nobody wanted: error 30
            if proc.kind == "cmd":
                gen.emit(call)
            elif proc.kind == "op":
                gen.emit("%s(%s)" % (dontsay, call))
            else:
                t = gen.tmp()
                gen.emit("%s = %s" % (t, call))
                gen.emit("if %s is not None: %s(%s)" % (t, dontsay, t))
            return
        if cls is Unknown:
            t = gen.tmp()
            gen.emit("%s = %s" % (t, self._unknown(gen, node, ctx)))
            gen.emit("if %s is not None: _dontsay(%s)" % (t, t))
            return
        if cls is UnknownSetter:
            gen.emit(self._implicit_setter(gen, node, ctx))
            return
        gen.emit("%s(%s)" % (_unused_value_reporter(ctx, tail), self.expr(gen, node, ctx, None)))

    def user_statement(self, gen: Gen, node: Call, ctx: Ctx, tail: bool) -> None:
        proc = node.proc
        if proc.is_macro:
            gen.emit("RT.run_macro(%s, 0)" % self.user_call(gen, node, ctx))
            return
        if tail and ctx.tail_ok and not ctx.in_loop and ctx.mode == "proc":
            if proc is ctx.proc and ctx.self_stmt_loop:
                self.self_jump(gen, node, ctx)
                return
            args = self.call_args(gen, node, ctx)
            gen.emit("return _TC(%s, (%s), 0, %d)" % (self.proc_object(gen, proc), args, gen.logo_line))
            return
        # A command call at the end of a top-level line or of a REPEAT, FOREVER or CATCH
        # list goes through the entry E, any other through C (they matter for errors only).
        list_end = tail and (ctx.in_loop or ctx.mode != "proc")
        t = gen.tmp()
        gen.emit("%s = %s" % (t, self.user_call(gen, node, ctx, "E" if list_end else "C")))
        gen.emit("if %s is not None: _dontsay_up(%s)" % (t, t))

    def output_statement(self, gen: Gen, value: Any, ctx: Ctx, name: str) -> None:
        """OUTPUT VALUE (or .MAYBEOUTPUT when name says so)."""
        maybe = name == ".maybeoutput"
        if ctx.mode == "block":
            # At top level it is an error before its input is evaluated, as in Berkeley
            # (but after a missing input is found), except in a list run for its value.
            if value.__class__ is Missing:
                gen.emit(self.expr(gen, value, ctx, name))
            gen.emit("if not RT.value_run: RT.check_in_procedure(%r)" % name)
            expr = self.maybe(gen, value, ctx) if maybe else self.expr(gen, value, ctx, name)
            t = gen.tmp()
            gen.emit("%s = %s" % (t, expr))
            gen.emit("RT.check_in_procedure(%r)" % name)
            gen.emit("raise _Out(%s, %r)" % (t, name))
            return
        if ctx.mode == "template":
            expr = self.maybe(gen, value, ctx) if maybe else self.expr(gen, value, ctx, name)
            if ctx.slots is not None:  # an explicit-slot template: see TemplateExit
                gen.emit("_x = %s" % expr)
                gen.emit("raise _TplExit(None, %r)" % name)
                return
            gen.emit("return %s" % expr)
            return
        if self._output_of_choice(gen, value, ctx, name):
            return
        if (isinstance(value, Call) and not value.proc.is_primitive and not value.proc.is_macro
                and ctx.tail_ok and not ctx.in_loop):
            if value.proc is ctx.proc:
                self.self_jump(gen, value, ctx)
                return
            args = self.call_args(gen, value, ctx)
            kind = 2 if maybe else 1
            via = "" if maybe or name == "output" else ", %r" % name
            gen.emit("return _TC(%s, (%s), %d, %d%s)"
                     % (self.proc_object(gen, value.proc), args, kind, gen.logo_line, via))
            return
        if (not maybe and isinstance(value, Call) and not value.proc.is_macro
                and not (value.proc.is_primitive and value.proc.kind == "op")):
            # OUTPUT of a command, of RUN [...] or of a procedure that outputs nothing: what
            # Berkeley says depends on how this procedure was called (see _outnothing).
            t = gen.tmp()
            gen.emit("%s = %s" % (t, self.maybe(gen, value, ctx)))
            callee = "None" if value.proc.is_primitive else self.proc_object(gen, value.proc)
            gen.emit("if %s is None: _outnothing(%s, %s, %s)"
                     % (t, gen.const(value.name), gen.const(name), callee))
            expr = t
        else:
            expr = self.maybe(gen, value, ctx) if maybe else self.expr(gen, value, ctx, name)
        gen.emit("return %s" % (("_macro_out(%s)" % expr) if ctx.macro else expr))

    def _output_of_choice(self, gen: Gen, value: Any, ctx: Ctx, name: str) -> bool:
        """OUTPUT IFELSE c [a] [b] as IFELSE c [OUTPUT a] [OUTPUT b], keeping tail calls."""
        if not (isinstance(value, Call) and value.proc.is_primitive and value.proc.name == "ifelse"):
            return False
        if gen.indent >= MAX_INDENT:
            return False
        if len(value.args) != 3 or any(isinstance(a, Missing) for a in value.args):
            return False
        branches = []
        for arg in value.args[1:]:
            lst = self.literal_list(arg)
            if lst is None:
                return False
            try:
                nodes = self.parse(lst)
            except LogoError:
                return False
            if len(nodes) != 1 or (isinstance(nodes[0], Call) and (self._is_exit(nodes[0])
                                                                   or nodes[0].proc.kind == "cmd")):
                return False
            branches.append(nodes[0])
        gen.emit("if %s:" % self.condition(gen, value.args[0], ctx, value.name))
        gen.indent += 1
        self.output_statement(gen, branches[0], ctx, name)
        gen.indent -= 1
        gen.emit("else:")
        gen.indent += 1
        self.output_statement(gen, branches[1], ctx, name)
        gen.indent -= 1
        return True

    def stop_statement(self, gen: Gen, ctx: Ctx) -> None:
        if ctx.mode == "template" and ctx.slots is not None:
            gen.emit("raise _TplExit(None, 'stop')")
        elif ctx.mode == "block":
            gen.emit("raise _Out(None, 'stop')")
        elif ctx.macro and ctx.mode == "proc":
            gen.emit("return _macro_out(None)")
        else:
            gen.emit("return None")

    def self_jump(self, gen: Gen, node: Call, ctx: Ctx) -> None:
        """A tail call of the procedure itself: rebind its inputs and loop."""
        proc = ctx.proc
        values = self.arg_values(gen, node, ctx)
        temps = []
        for value in values:
            t = gen.tmp()
            gen.emit("%s = %s" % (t, value))
            temps.append(t)
        for i, formal in enumerate(proc.formals):
            key = formal.name.lower()
            if formal.kind == "rest":
                gen.emit("V[%r] = _mklist(%s)" % (key, ", ".join(temps[i:])))
            elif i < len(temps):
                gen.emit("V[%r] = %s" % (key, temps[i]))
            elif formal.kind == "optional":
                gen.emit("V[%r] = %s" % (key, self._default(gen, formal, proc)))
        gen.emit("_from = %d" % gen.logo_line)
        gen.self_jumped = True
        gen.emit("continue")

    # ------------------------------------------------------------ expressions

    def expr(self, gen: Gen, node: Any, ctx: Ctx, consumer: str | None) -> str:
        """Python for a node that must output a value."""
        cls = node.__class__
        if cls is Const:
            if node.value.__class__ is Array:
                # An array written in an instruction is a new array each time it is run.
                return "_copyarray(%s)" % gen.const(node.value)
            return gen.const(node.value)
        if cls is Var:
            key = node.name.lower()
            if key != node.name:
                return "(V[%r] if %r in V else _novalue(%s))" % (key, key, gen.const(node.name))
            return "V[%r]" % key
        if cls is Infix or cls is Call:
            if self.flat:
                node = self._hoist_inputs(gen, node, ctx)
            elif gen.depth >= MAX_NESTING:
                raise _TooDeep()
            gen.depth += 1
            try:
                if cls is Infix:
                    return self.infix(gen, node, ctx)
                return self.call_expr(gen, node, ctx, consumer)
            finally:
                gen.depth -= 1
        if cls is Hoisted:
            return node.name
        if cls is Param:
            return "_p[%d]" % node.index
        if cls is Missing:
            return "_raise(_notenough(%s))" % gen.const(node.proc_name)
        if cls is Unknown:
            return self._unknown(gen, node, ctx, consumer)
        if cls is UnknownSetter:  # it outputs nothing
            return "_didnt_after(%s, %s, %s)" % (
                self._implicit_setter(gen, node, ctx), gen.const(node.name), gen.const(consumer or "run"))
        raise TypeError(node)

    def _unknown(self, gen: Gen, node: Unknown, ctx: Ctx, consumer: str | None = None) -> str:
        """An undefined procedure: its variable's value with ALLOWGETSET, a call without
        inputs if it was defined since the line was read, else an error."""
        gen.deps.add(node.name.lower())  # compiled again once it is defined
        ctx.dynamic = True
        return "RT.unknown_procedure(%s, %s)" % (gen.const(node.name), gen.const(consumer))

    def _implicit_setter(self, gen: Gen, node: UnknownSetter, ctx: Ctx) -> str:
        """SETxxx value for an undefined SETxxx (ALLOWGETSET): MAKE "xxx value."""
        gen.deps.add(node.name.lower())  # compiled again once it is defined
        ctx.dynamic = True
        return "RT.implicit_make(RT.setter_variable(%s), %s)" % (
            gen.const(node.name), self.expr(gen, node.arg, ctx, node.name))

    def _hoist_inputs(self, gen: Gen, node: Any, ctx: Ctx) -> Any:
        """NODE with its computed inputs first assigned, in order, to temporaries."""

        def hoist(arg: Any, who: str) -> Any:
            if arg.__class__ is not Call and arg.__class__ is not Infix:
                return arg
            t = gen.tmp("_h")
            gen.emit("%s = %s" % (t, self.expr(gen, arg, ctx, who)))
            return Hoisted(t)

        if node.__class__ is Infix:
            return Infix(node.op, hoist(node.left, node.op), hoist(node.right, node.op))
        return Call(node.name, node.proc, [hoist(a, node.name) for a in node.args], node.paren)

    def maybe(self, gen: Gen, node: Any, ctx: Ctx) -> str:
        """Python for a node whose value may be None (no output)."""
        if node.__class__ is Call:
            proc = node.proc
            if proc.is_primitive:
                handler = None if proc.wrapped else self.inline_value(proc.name, gen)
                if handler is not None:
                    code = handler(self, gen, node, ctx, None)
                    if code is not None:
                        return code
                return self.prim_call(gen, node, ctx)
            if proc.is_macro:
                return "RT.run_macro(%s, 1)" % self.user_call(gen, node, ctx)
            return self.user_call(gen, node, ctx)
        return self.expr(gen, node, ctx, None)

    def inline_value(self, name: str, gen: Gen | None = None) -> Any:
        if self.flat:  # they may evaluate literal lists conditionally
            return None
        if gen is not None and gen.indent >= MAX_INDENT:
            return None  # deeper lists are compiled on their own when run
        return inline.VALUE_HANDLERS.get(name)

    def call_expr(self, gen: Gen, node: Call, ctx: Ctx, consumer: str | None) -> str:
        proc = node.proc
        consumer_text = gen.const(consumer if consumer is not None else "")
        if (proc.is_primitive and proc.name in MACRO_PRIMITIVES and consumer is not None and not proc.wrapped
                and not any(isinstance(a, Missing) for a in node.args)):
            inline = self.inline_value(proc.name, gen)
            code = inline(self, gen, node, ctx, consumer) if inline is not None else None
            if code is not None:
                return code
            args = "".join(", " + self.expr(gen, a, ctx, node.name) for a in node.args)
            return "RT.macro_value(%s, %s%s)" % (gen.const(proc.name), consumer_text, args)
        if proc.is_primitive:
            gen.deps.add(node.name.lower())  # compiled again if the name is given another meaning
            handler = None if proc.wrapped else self.inline_value(proc.name, gen)
            if handler is not None:
                code = handler(self, gen, node, ctx, consumer)
                if code is not None:
                    if proc.kind == "op":
                        return code
                    t = gen.tmp()
                    return "(%s if (%s := %s) is not None else _didnt(%s, %s))" % (
                        t, t, code, gen.const(node.name), consumer_text)
            call = self.prim_call(gen, node, ctx)
            if proc.kind == "op":
                return call
            if proc.kind == "cmd":
                return "_didnt_after(%s, %s, %s)" % (call, gen.const(node.name), consumer_text)
        elif proc.is_macro:
            call = "RT.run_macro(%s, 1, %s)" % (self.user_call(gen, node, ctx), consumer_text)
        else:
            call = self.user_call(gen, node, ctx)
        t = gen.tmp()
        return "(%s if (%s := %s) is not None else _didnt(%s, %s))" % (
            t, t, call, gen.const(node.name), consumer_text)

    def infix(self, gen: Gen, node: Infix, ctx: Ctx) -> str:
        op = node.op
        if op == "--":
            right = self.expr(gen, node.right, ctx, "-")
            x = gen.tmp("_x")
            if isinstance(node.left, Const) and node.left.value == 0:
                return "(-%s if (%s := %s).__class__ is int else _tightminus(0, %s))" % (x, x, right, x)
            left = self.expr(gen, node.left, ctx, "-")
            return "_tightminus(%s, %s)" % (left, right)
        if op in fastpath.COMPARISONS:
            return fastpath.as_word(self.condition(gen, node, ctx, op))
        left = self.expr(gen, node.left, ctx, op)
        right = self.expr(gen, node.right, ctx, op)
        if op in ("+", "-", "*"):
            return fastpath.arith(gen, op, left, right, INFIX_HELPERS[op] + "(%s, %s)")
        return "%s(%s, %s)" % (INFIX_HELPERS[op], left, right)

    def condition(self, gen: Gen, node: Any, ctx: Ctx, who: str) -> str:
        """Python for a TRUE/FALSE input as a Python bool (IF, WHILE, TEST ...)."""
        cls = node.__class__
        if cls is Infix and node.op in fastpath.COMPARISONS:
            left = self.expr(gen, node.left, ctx, node.op)
            right = self.expr(gen, node.right, ctx, node.op)
            return fastpath.compare_bool(gen, node.op, left, right)
        if (cls is Call and node.proc.is_primitive and not node.proc.wrapped
                and not any(isinstance(a, Missing) for a in node.args)):
            code = self.call_condition(gen, node, ctx)
            if code is not None:
                return code
        value = self.expr(gen, node, ctx, who)
        t = gen.tmp("_c")
        return "((%s := %s) is TRUE or (%s is not FALSE and _truth(%s, %s)))" % (
            t, value, t, t, gen.const(who))

    def call_condition(self, gen: Gen, node: Call, ctx: Ctx) -> str | None:
        """A Python bool for a call of a predicate with a fast path, or None."""
        name = node.proc.name
        args = node.args
        if name in fastpath.PREDICATE_OPS and len(args) == 2:
            if self.literal_list(args[0]) is not None or self.literal_list(args[1]) is not None:
                return None
            a = self.expr(gen, args[0], ctx, node.name)
            b = self.expr(gen, args[1], ctx, node.name)
            return fastpath.compare_bool(gen, fastpath.PREDICATE_OPS[name], a, b, node.name)
        if name == "not" and len(args) == 1 and self.literal_list(args[0]) is None:
            return "(not %s)" % self.condition(gen, args[0], ctx, node.name)
        if name in ("and", "or") and len(args) >= 1 and all(self.literal_list(a) is None for a in args):
            parts = [self.condition(gen, a, ctx, node.name) for a in args]
            return "(%s)" % (" & " if name == "and" else " | ").join(parts)
        if len(args) == 1 and name in fastpath.TYPE_TESTS:
            return fastpath.TYPE_TESTS[name](gen, self.expr(gen, args[0], ctx, node.name))
        return None

    # ------------------------------------------------------------ calls

    def arg_values(self, gen: Gen, node: Call, ctx: Ctx) -> list:
        return [self.expr(gen, arg, ctx, node.name) for arg in node.args]

    def prim_call(self, gen: Gen, node: Call, ctx: Ctx) -> str:
        proc = node.proc
        gen.deps.add(node.name.lower())
        fname = self.prim_name(node.name, proc)
        args = self.arg_values(gen, node, ctx)
        if proc.name in ("run", "runresult", "apply", "invoke", "?", "?rest", "#", "thing", "repcount"):
            ctx.dynamic = True
        slots = ctx.slots
        if slots is not None:
            if proc.name == "?":
                if not node.args:
                    return slots.slot(1)
                arg = node.args[0]
                if isinstance(arg, Const) and arg.value.__class__ is int and arg.value >= 1:
                    return slots.slot(arg.value)
                return slots.dynamic_slot(args[0])
            if proc.name == "#":
                return slots.num()
            if proc.name == "?rest":
                return slots.rest(args[0] if args else "1")
        return "%s(%s)" % (fname, ", ".join(args))

    def call_args(self, gen: Gen, node: Call, ctx: Ctx) -> str:
        """The Python argument list for a call of a user procedure."""
        proc = node.proc
        values = self.arg_values(gen, node, ctx)
        npos = proc.n_positional
        if len(values) > npos and proc.has_rest:
            rest = "_mklist(%s)" % ", ".join(values[npos:])
            values = values[:npos]
            while len(values) < npos:
                values.append("MISSING")
            values.append(rest)
        text = ", ".join(values)
        if len(values) == 1:
            text += ","
        return text

    def user_call(self, gen: Gen, node: Call, ctx: Ctx, entry: str = "U") -> str:
        """Python for a call of a user procedure through its ENTRY (see user_statement)."""
        proc = node.proc
        gen.deps.add(proc.key)
        args = self.call_args(gen, node, ctx)
        if args.endswith(","):
            args = args[:-1]
        return "%s(%s)" % (self.user_name(proc.key, entry), args)

    def proc_object(self, gen: Gen, proc: Any) -> str:
        gen.deps.add(proc.key)
        return self.proc_name(proc.key)

    # ------------------------------------------------------------ blocks

    def looks_up_slots(self, template: Any) -> bool:
        """Must TEMPLATE publish its data in RT.slots (for inline.py's FOREACH)?"""
        return template_looks_up_slots(template, self)

    def literal_list(self, node: Any) -> Any:
        """The list in a Const node, or None."""
        if node.__class__ is Const:
            value = node.value
            if value.__class__ is Pair or value is NIL:
                return value
        return None

    def block_code(self, gen: Gen, lst: Any) -> str:
        """A Python expression for a compiled block of a literal list (made lazily)."""
        return "RT.block(%s)" % gen.const(lst)


class _NoShape(Exception):
    """The list cannot be compiled by its shape."""


def _refuse_warning(message: str) -> None:
    raise _NoShape(message)


def _unused_value_reporter(ctx: Ctx, tail: bool) -> str:
    """The helper that reports a value nobody uses: in a procedure's last instruction
    it may be reported where the procedure was called (runtime_helpers.dontsay_tail)."""
    return "_dontsay_tail" if tail and ctx.mode == "proc" and not ctx.in_loop else "_dontsay"


def _lambda_formals(first: Any) -> list:
    """The inputs of a lambda template: names, [name default] and [name]."""
    from .procedures import Formal, parse_formals

    try:
        # As in Berkeley, [[:x] ...] names its input ":x".
        formals, _ = parse_formals(to_pylist(first), "apply", strip=False)
    except LogoError:
        formals = [Formal(_template_formal(x), "required") for x in to_pylist(first)]
    for formal in formals:
        formal.name = formal.name.lower()
    return formals


def _template_formal(x: Any) -> str:
    from .data import word_text

    if x.__class__ is Pair:
        x = x.first
    text = word_text(x) if x.__class__ is not Pair else ""
    return text.lower()


def _is_listish(x: Any) -> bool:
    return x.__class__ is Pair or x is NIL


def nested_slot_words(lst: Any, depth: int = 0) -> bool:
    """Does a list inside LST mention ?, ?N, ?REST or # (to be run later, say by `)?"""
    node = lst
    while node.__class__ is Pair:
        item = node.first
        if item.__class__ is Pair:
            if nested_slot_words(item, depth + 1):
                return True
        elif depth > 0 and item.__class__ in (str, ProtectedWord):
            if item.startswith("?") or item == "#" or "?" in item:
                return True
        node = node.rest
    return False


_split: Any = None  # a regular expression, compiled when first needed


def _split_at_operators(word: str) -> list:
    global _split
    if _split is None:
        import re

        _split = re.compile(r"[-+*/=<>()]+")
    return _split.split(word)


def calls_user_code(lst: Any, procs: dict) -> bool:
    """Might running LST call a procedure that is not a primitive (or not yet defined)?"""
    node = lst
    while node.__class__ is Pair:
        item = node.first
        if item.__class__ is Pair:
            if calls_user_code(item, procs):
                return True
        elif item.__class__ in (str, ProtectedWord) and item and item[0] not in "\":;":
            for part in _split_at_operators(item):
                if part and not part[0].isdigit() and not part.startswith("?") and part != "#":
                    proc = procs.get(part.lower())
                    if proc is None or not proc.is_primitive:
                        return True
        node = node.rest
    return False


def template_looks_up_slots(lst: Any, procs: dict) -> bool:
    """Must a template publish its data in RT.slots for code run from it?"""
    return nested_slot_words(lst) or calls_user_code(lst, procs)


def _mentions(trees: list, names: set) -> bool:
    """Does any parsed line call one of NAMES (looking inside literal lists too)?"""
    for nodes in trees:
        for node in nodes:
            if _node_mentions(node, names):
                return True
    return False


def _node_mentions(node: Any, names: set) -> bool:
    cls = node.__class__
    if cls is Call:
        if node.proc.name in names:
            return True
        for arg in node.args:
            if _node_mentions(arg, names):
                return True
        return False
    if cls is Infix:
        return _node_mentions(node.left, names) or _node_mentions(node.right, names)
    if cls is Const and (node.value.__class__ is Pair):
        return _list_mentions(node.value, names)
    return False


def _list_mentions(lst: Any, names: set) -> bool:
    node = lst
    while node.__class__ is Pair:
        item = node.first
        if item.__class__ is Pair:
            if _list_mentions(item, names):
                return True
        elif item.__class__ is str and item.lower() in names:
            return True
        node = node.rest
    return False


def _tag_places(trees: list) -> list:
    """(name, line, instruction) of each TAG "word at the top level of a body."""
    places = []
    for index, nodes in enumerate(trees):
        for i, node in enumerate(nodes):
            if (node.__class__ is Call and node.proc.name == "tag" and node.args
                    and node.args[0].__class__ is Const
                    and isinstance(node.args[0].value, str)):
                places.append((str(node.args[0].value).lower(), index, i))
    return places


def _first_problem(nodes: list) -> Any:
    """The first missing input or unknown procedure in NODES, or None."""
    for node in nodes:
        cls = node.__class__
        if cls is Missing or cls is Unknown or cls is UnknownSetter:
            return node
        inner = (node.args if cls is Call else [node.left, node.right] if cls is Infix else [])
        found = _first_problem(inner)
        if found is not None:
            return found
    return None


def _last_unknown(nodes: list) -> Any:
    """The last unknown procedure in NODES (in the order written), or None."""
    found = None
    for node in nodes:
        cls = node.__class__
        if cls is Unknown or cls is UnknownSetter:
            found = node
            continue
        inner = (node.args if cls is Call else [node.left, node.right] if cls is Infix else [])
        found = _last_unknown(inner) or found
    return found


def _runlist_text(nodes: list) -> str:
    """A runlist as Berkeley shows it parsed: one member per expression, calls as lists."""
    from .printer import FULL, show_form

    def shown(node: Any) -> str:
        cls = node.__class__
        if cls is Call:
            return "[%s]" % " ".join([node.name] + [shown(a) for a in node.args])
        if cls is Infix:
            return "[%s %s %s]" % (node.op, shown(node.left), shown(node.right))
        if cls is Var:
            return ":" + node.name
        if cls is Missing:
            return "[[]]"
        value = node.value
        if value.__class__ in (int, float, Array):
            return show_form(value)
        return '"' + show_form(value, FULL)

    return "[%s]" % " ".join(shown(n) for n in nodes)


def _line_map(gen: Gen, start: int, end: int) -> dict:
    # Python line numbers are 1-based, and line 1 is the factory's def.
    mapping = {}
    for i in range(start, end):
        mapping[i + 2] = gen.line_of[i]
    return mapping


def compile_error_at(proc: Any, index: int, exc: LogoError) -> LogoError:
    exc.locate(proc.name, proc.lines[index])
    return exc


__all__ = ["Compiler", "Ctx", "CompiledProc", "errors"]
