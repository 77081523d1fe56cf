"""The compiler's front for lists: instruction lists (blocks), macro calls,
templates and lambda templates, each built into a Python function by ``exec``
of generated source, with the code objects cached by source.
"""

from __future__ import annotations

from ..lang import errors, shapes
from ..lang.data import NIL, Pair, fold, to_pylist
from ..lang.errors import LogoError
from ..lang.parser import Call, Const, Parser
from . import proccache
from .codegen import Gen
from .context import OUTPUT_NAMES, Ctx, _flat_on_overflow, _TooDeep
from .scan import LOOP_NAMES, mentions_any, template_looks_up_slots, traced_in
from .templates import Template, _is_listish, _lambda_formals
from .treescan import (
    _first_problem,
    _last_unknown,
    _mentions,
    _runlist_text,
    list_params_run,
    params_only_as_inputs,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any




def _question_made(fn: Any, deps: set, slots: Any, exit_first: str | None) -> Template:
    """The Template of a question-mark template's function FN (BlockCompiler._question_template)."""
    tpl = Template(fn, slots.nslots, slots.uses_num, slots.uses_rest, True, deps)
    tpl.order = tuple(slots.order)
    tpl.exit_first = exit_first
    return tpl


class _NoShape(Exception):
    """The list cannot be compiled by its shape."""


def _refuse_warning(message: str) -> None:
    raise _NoShape(message)


class BlockCompiler:
    """Compiling lists and templates into functions (part of Compiler).

    State (set up by Compiler.__init__): code_cache (Python code objects by
    generated source), factories (the function each code object defines),
    _last_build (the code and constants built last)."""

    # ------------------------------------------------------------ blocks

    def _shaped_block(self, line: Any, consumer: str | None, commands: bool, expansion: bool,
                      same_code: bool) -> tuple:
        try:
            nodes = Parser(self._known if same_code else self.lookup, _refuse_warning).parse_list(
                shapes.with_markers(line))
            if same_code and not params_only_as_inputs(nodes, self.special_calls()):
                return None, proccache.REFUSED  # (as long as what it read stays)
            built = self.compile_block(line, consumer, commands, nodes, expansion)
            return built, (built[1], None)
        except Exception:  # compiled as itself, which reports any error
            return None, None

    def _known(self, key: str) -> Any:
        """The procedure KEY names, as lookup gives it, when there is one now: an unknown
        name (which reading the line itself may load from a file) refuses the shape."""
        if key not in self.interp.procs:
            raise _NoShape(key)
        return self.lookup(key)

    @_flat_on_overflow
    def compile_block(self, line: Any, consumer: str | None = None, commands: bool | str = False,
                      shaped: list | None = None, expansion: bool = False) -> Any:
        """An instruction list run for its effect and perhaps a value.

        With CONSUMER (the procedure that wants the value), it must be one
        expression that outputs, as when RUN's list is an input to SHOW.
        With COMMANDS, a value its last instruction leaves is an error; COMMANDS "keep"
        (CATCH's list): a procedure called last leaves its variables bound (entry K).
        With SHAPED (the list parsed with parameters, by compile_shaped_block),
        the function made takes the parameters' values.
        An EXPANSION (what a macro output) given to OUTPUT is one expression like any other.
        """
        gen = Gen()
        gen.lean = not expansion and not mentions_any(line, LOOP_NAMES)  # (codegen.Gen.lean)
        saved, self.traced_here = self.traced_here, traced_in((line,)) if shaped is None else None
        nodes = self.parse(line) if shaped is None else shaped
        ctx = Ctx("block")
        ctx.tail_expansion = consumer is None and expansion == "tail"
        gen.indent = 1
        gen.emit("def R(_p=None):" if shaped is None else "def R(_p):")  # (see shaped_parts)
        gen.indent = 2
        to_output = consumer is not None and not expansion and (
            fold(consumer) in OUTPUT_NAMES or consumer == ".maybeoutput")
        exit_last = bool(nodes) and isinstance(nodes[-1], Call) and self._is_exit(nodes[-1])
        # (a list ending in OUTPUT or STOP is still one expression too many: Berkeley 6.2.5)
        if consumer is not None and nodes and (not exit_last or (len(nodes) > 1 and not to_output
                                                                 and not expansion)):
            several = len(nodes) > 1 and not to_output
            # Berkeley reads the whole list before running it; with several expressions
            # the last unknown procedure is the one it reports.
            problem = _last_unknown(nodes) if several else _first_problem(nodes)
            if problem is not None and not self.unknown_first(gen, problem, ctx, consumer, several):
                gen.emit("return %s" % self.expr(gen, problem, ctx, consumer))
            elif to_output:
                # OUTPUT RUN [...] runs the list as the procedure's last instructions:
                # a value before the last one is one it does not say what to do with.
                self.value_statements(gen, nodes, ctx.inner(out_tail=consumer))
            elif len(nodes) > 1:
                # (read again when a procedure it names is defined: foo may take more inputs)
                gen.deps.update(fold(w) for w in to_pylist(line) if w.__class__ is str)
                message = "Runlist %s has more than one expression" % _runlist_text(nodes)
                gen.emit("_raise(LogoError(%d, %s))" % (errors.RUNNABLE_ARG, gen.const(message)))
            else:
                gen.emit("return %s" % self.expr(gen, nodes[0], ctx, consumer))
        elif commands:
            # (a top-level line, CATCH's list: a STOP that went on out of a procedure called
            # last is given back, errors.LEAKED_STOP)
            ctx.leak = "return _SL"
            ctx.keep_end = commands == "keep"  # CATCH's list (ListRunner.keep_block)
            self.statements(gen, nodes, ctx, tail_last=True)  # the list's end: see user_statement
            gen.emit("return None")
        else:
            self.value_statements(gen, nodes, ctx)
        source = gen.source([], "    return R")
        fn = self._build(source, gen, "block")
        self.traced_here = saved
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

    # ------------------------------------------------------------ templates

    @_flat_on_overflow
    def _template(self, template: Any, statements: bool) -> tuple:
        """compile_template's Template, and what to keep with its code."""
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
            tpl = Template(fn, len(formals), numbered, numbered, False, gen.deps)
            return tpl, tpl.kept()
        nodes = self.parse(template)
        made = self._question_template(gen, nodes, statements, template_looks_up_slots(template, self))
        source = gen.source([], "    return T")
        tpl = _question_made(self._build(source, gen, "template"), gen.deps, *made)
        return tpl, tpl.kept()

    def _question_template(self, gen: Gen, nodes: list, statements: bool, looks_up: bool) -> tuple:
        """The function T of a question-mark template (its parsed NODES; LOOKS_UP: something
        in it may read ? or # as it runs).  Outputs its slots, and OUTPUT or STOP (as
        typed) when it starts with one."""
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
        if ctx.dynamic or looks_up:
            slots.uses_num = slots.uses_rest = True
        if slots.uses_num or slots.uses_rest:
            body = ["    " + x for x in gen.lines[mark:]]
            gen.lines[mark:] = (["        _old = RT.slots", "        RT.slots = (_q, _num, _rest)",
                                 "        try:"] + body
                                + ["        finally:", "            RT.slots = _old"])
            gen.line_of[mark:] = [-1] * (len(body) + 5)
            gen.lines[mark - 1] = "    def T(*_q, _num=None, _rest=None):"
        if nodes and isinstance(nodes[0], Call) and self._is_exit(nodes[0]):
            return slots, nodes[0].name
        return slots, None

    def compile_shaped_question(self, template: Any, statements: bool, looks_up: bool) -> Any:
        """Code for every question-mark template whose shape is TEMPLATE's (shapes.py):
        (code, constants, Template.kept's info, dependencies) for instantiate_question, or
        None when it must be compiled as itself."""
        try:
            nodes = Parser(self.lookup, _refuse_warning).parse_list(shapes.with_markers(template))
            gen = Gen()
            gen.indent = 1
            made = self._question_template(gen, nodes, statements, looks_up)
            if any(c.__class__ is Pair for c in gen.consts):  # (a member of this one template)
                return None
            source = gen.source([], "    return T", ("_p",))
            deps, info = _question_made(None, gen.deps, *made).kept()
            return self._code(source, "template"), list(gen.consts), info, deps
        except Exception:  # compiled as itself, which reports any error
            return None

    def instantiate_question(self, entry: tuple, params: list) -> Any:
        """The Template of ENTRY (compile_shaped_question) for one template's PARAMS."""
        code, consts, info, deps = entry
        return Template.remade(self.factory(code)(params, *consts), deps, info)

    def compile_shaped_lambda(self, template: Any, statements: bool, numbered: bool) -> Any:
        """Code for every lambda template (named inputs, then one instruction list) whose
        body has the shape of TEMPLATE's (shapes.py): (code, constants, input count,
        dependencies) for instantiate_lambda, or None when it must be compiled as itself."""
        try:
            formals = _lambda_formals(template.first)
            parser = Parser(self.lookup, _refuse_warning)
            rest = to_pylist(template.rest)
            if all(_is_listish(x) for x in rest):  # procedure-text form: one list per line
                mode, lines, trees, start = "proctext", rest, [], 0
                for line in rest:
                    trees.append(parser.parse_list(shapes.with_markers(line, start)))
                    start += len(shapes.shape_of(line)[1])
                if list_params_run([node for nodes in trees for node in nodes]):
                    return None  # (an OUTPUT in such a list ends the template)
            else:
                mode, lines = ("block" if statements else "template"), [template.rest]
                trees = [parser.parse_list(shapes.with_markers(template.rest))]
            gen = Gen()
            gen.indent = 1
            shaped = self._lambda_template(gen, formals, lines, mode, template, (trees, numbered))
            return shaped + (len(formals), gen.deps)
        except Exception:  # compiled as itself, which reports any error
            return None

    def instantiate_lambda(self, entry: tuple, params: tuple, template: Any, numbered: bool) -> Any:
        """The template function of ENTRY (compile_shaped_lambda) for one template."""
        code, consts, count, deps = entry
        fn = self.factory(code)(params, template, *consts)
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
            numbered = _mentions(trees, {"#", "?rest"}) or template_looks_up_slots(template.rest, self)
        else:
            trees, numbered = shaped
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
        info = gen.const((template, mode == "proctext")) if shaped is None else "(_tpl, %s)" % (
            mode == "proctext")
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
        # OUTPUT and STOP in a lambda run as statements (FOREACH) leave the procedure
        # that ran it (as the manual says); in procedure-text form they end the template.
        ctx = Ctx("template" if mode == "proctext" else "block")
        ctx.slots = None
        # Run for its value (MAP, APPLY ...), OUTPUT and STOP end the template, as in
        # Berkeley 6.2.5, whose library runs it with APPLY (see TemplateExit).
        ctx.tpl_exit = mode == "template"
        if mode == "proctext":
            for i, (line, nodes) in enumerate(zip(lines, trees, strict=True)):
                # (a template of this shape: its own line, from the lines _tpl's factory lists)
                self._placed_line(gen, ctx, gen.const(line) if shaped is None else "_L[%d]" % i, nodes)
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
            lines_of = ["    _L = _members(_tpl.rest)"] if mode == "proctext" else []
            source = gen.source(lines_of, "    return T", ("_p", "_tpl"))
            return self._code(source, "lambda"), list(gen.consts)
        source = gen.source([], "    return T")
        return self._build(source, gen, "lambda"), numbered

    def _placed_line(self, gen: Gen, ctx: Ctx, line: str, nodes: list) -> None:
        """The statements of a line of a procedure-text template (LINE: the Python of that
        list), whose errors are placed "in apply" at that line (templates.placed_in_apply;
        a try costs nothing until something is raised)."""
        gen.emit("try:")
        gen.indent += 1
        mark = len(gen.lines)
        self.statements(gen, nodes, ctx, tail_last=False)
        if len(gen.lines) == mark:
            gen.emit("pass")
        gen.indent -= 1
        gen.emit("except LogoError as _e:")
        gen.emit("    _in_apply(_e, %s)" % line)
        gen.emit("    raise")

    # ------------------------------------------------------------ building

    def _build(self, source: str, gen: Gen, what: str) -> Any:
        code = self._code(source, what)
        self._last_build = (code, gen.consts)
        return self.factory(code)(*gen.consts)

    def _compile(self, source: str, what: str) -> Any:
        try:
            return compile(source, "<logo %s>" % what, "exec")
        except (SyntaxError, RecursionError, MemoryError):  # nested beyond what Python compiles
            if not self.flat:
                raise _TooDeep() from None
            raise LogoError(errors.STACK_OVERFLOW, "stack overflow") from None

    # ------------------------------------------------------------ literal lists

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
