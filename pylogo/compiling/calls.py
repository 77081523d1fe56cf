"""Code generation for expressions and calls: a primitive called by its global name with
fast paths (fastpath.py), a user procedure by its entry, infix arithmetic, conditions."""

from __future__ import annotations

from ..lang.data import Array, fold
from ..lang.parser import Call, Const, Infix, Missing, Node, Param, Unknown, UnknownSetter, Var
from . import fastpath, inline
from .codegen import Gen
from .context import (
    EXITS,
    LIBRARY_MACRO_COMMANDS,
    MAX_INDENT,
    Ctx,
    _TooDeep,
    library_tail_op,
)
from .scan import uses_maybeoutput
from .treescan import fixed_inputs

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
# Primitives that may look at a template's ? or # as they run (Ctx.dynamic)
_DYNAMIC = frozenset(["run", "runresult", "apply", "invoke", "?rest", "#", "thing", "repcount"])


# Python's parser refuses expressions nested much deeper than this; deeper Logo
# expressions are compiled again in "flat" mode, one call per Python statement.
MAX_NESTING = 60


_SPECIAL: list = []  # [the names special_calls gives], worked out when first asked


class Hoisted(Node):
    """An input already computed into a Python temporary (flat mode)."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name


class CallCompiler:
    """Expressions and calls (part of Compiler).

    State (set up by Compiler.__init__): flat (compiling one call per Python
    statement: expressions nested too deeply, see context._flat_on_overflow)."""

    def special_calls(self) -> frozenset:
        """Names of the primitives whose calls are compiled otherwise than as plain calls of
        their functions (inline code, macros' values, slots of templates, conditions)."""
        if not _SPECIAL:
            _SPECIAL.append(frozenset(inline.HANDLERS) | frozenset(inline.VALUE_HANDLERS) | MACRO_PRIMITIVES
                            | LIBRARY_MACRO_COMMANDS | {"not", "and", "or", "?", "#", "?rest"})
        return _SPECIAL[0]

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
            key = fold(node.name)
            if key != node.name or node.name.__class__ is not str:  # (named as typed: :|a:b|)
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

    def _unknown(self, gen: Gen, node: Unknown, ctx: Ctx, consumer: Any = None, unrec: bool = False) -> str:
        """An undefined procedure: its variable's value with ALLOWGETSET, a call without inputs
        if it was defined since the line was read, else an error (UNREC: error 24)."""
        gen.deps.add(fold(node.name))  # compiled again once it is defined
        ctx.dynamic = True
        return "RT.unknown_procedure(%s, %s%s)" % (gen.const(node.name), gen.const(consumer), ", 1" * unrec)

    def _implicit_setter(self, gen: Gen, node: UnknownSetter, ctx: Ctx) -> str:
        """SETxxx value for an undefined SETxxx (ALLOWGETSET): MAKE "xxx value."""
        gen.deps.add(fold(node.name))  # compiled again once it is defined
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
                if fixed_inputs(node):
                    # (see ControlCompiler.user_statement)
                    q = self.proc_object(gen, proc)
                    t = gen.tmp()
                    v = gen.tmp()
                    args = self.call_args(gen, node, ctx)
                    return ("(%s if (%s := RT.macro_again(%s, (%s := (%s)), 1)) is not UNB "
                            "else RT.run_macro(%s(*%s), 1, None, %s, %s))"
                            % (v, v, q, t, args, self.user_name(proc.key, "X"), t, q, t))
                return "RT.run_macro(%s, 1)" % self.user_call(gen, node, ctx, "X")
            return self.user_call(gen, node, ctx)
        return self.expr(gen, node, ctx, None)

    def inline_value(self, name: str, gen: Gen | None = None) -> Any:
        if self.flat:  # they may evaluate literal lists conditionally
            return None
        if gen is not None and gen.indent >= MAX_INDENT:
            return None  # deeper lists are compiled on their own when run
        return inline.VALUE_HANDLERS.get(name)

    def note_lib_out(self, gen: Gen, code: str, value: Any, ctx: Ctx) -> str:
        """CODE, the value OUTPUT gives, kept with its line in RT.lib_out when it is one of a
        library operation's (common.library_tail_op): a command call's entry reports it."""
        if not library_tail_op(value, ctx):
            return code
        t = gen.tmp()
        gen.emit("%s = %s" % (t, code))
        gen.emit("RT.lib_out = (%s, %d, %s)" % (t, gen.logo_line, self.proc_object(gen, ctx.proc)))
        return t

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
            if proc.name == "run" and len(node.args) == 1:
                return "RT.run_input(%s%s)" % (consumer_text, args)
            code = "RT.macro_value(%s, %s%s)" % (gen.const(proc.name), consumer_text, args)
            if proc.name in ("iftrue", "iffalse"):  # (its error names it as typed: IFT, IFF)
                return "(%s if RT.test_state is not None else _raise(_notest(%s)))" % (code, gen.const(
                    node.name))
            return code
        if (proc.is_primitive and proc.name == "localmake" and consumer is not None and len(node.args) == 2
                and not any(isinstance(a, Missing) for a in node.args)):
            gen.deps.add(fold(node.name))  # (Berkeley's library macro: runtime/berkeley_errors.py)
            return "_localmake_value(%s)" % ", ".join(self.expr(gen, a, ctx, node.name) for a in node.args)
        if (proc.is_primitive and proc.name in LIBRARY_MACRO_COMMANDS and consumer is not None
                and not proc.wrapped and not any(isinstance(a, Missing) for a in node.args)):
            gen.deps.add(fold(node.name))
            args = ", ".join(self.expr(gen, a, ctx, node.name) for a in node.args)
            return "RT.library_macro_value(%s, %s, [%s])" % (gen.const(proc.name), consumer_text, args)
        if (proc.is_primitive and proc.name in EXITS and consumer is not None and not proc.wrapped
                and not any(isinstance(a, Missing) for a in node.args)):
            # an input of CONSUMER: no exit (runtime/berkeley_errors.py, exit_as_input)
            gen.deps.add(fold(node.name))
            args = "".join(", " + self.expr(gen, a, ctx, node.name) for a in node.args)
            return "RT.exit_as_input(%s, %s%s)" % (gen.const(node.name), consumer_text, args)
        if proc.is_primitive:
            gen.deps.add(fold(node.name))  # compiled again if the name is given another meaning
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
            if uses_maybeoutput(proc):  # Berkeley names what .MAYBEOUTPUT was given
                t = gen.tmp()
                return "(%s if (%s := %s) is not None else RT.didnt_maybe(%s, %s))" % (
                    t, t, call, gen.const(node.name), consumer_text)
        t = gen.tmp()
        return "(%s if (%s := %s) is not None else _didnt(%s, %s))" % (
            t, t, call, gen.const(node.name), consumer_text)

    def infix(self, gen: Gen, node: Infix, ctx: Ctx) -> str:
        op = node.op
        if op == "--":
            right = self.expr(gen, node.right, ctx, "--")  # Berkeley: "f didn't output to --"
            x = gen.tmp("_x")
            if isinstance(node.left, Const) and node.left.value == 0:
                return "(-%s if (%s := %s).__class__ is int and %s != %d else _tightminus(0, %s))" % (
                    x, x, right, x, -2**63, x)
            left = self.expr(gen, node.left, ctx, "-")
            return "_tightminus(%s, %s)" % (left, right)
        if op in fastpath.COMPARISONS:
            return fastpath.as_word(self.condition(gen, node, ctx, op))
        left = self.expr(gen, node.left, ctx, op)
        right = self.expr(gen, node.right, ctx, op)
        if op in ("+", "-", "*"):
            return fastpath.arith(gen, op, left, right, INFIX_HELPERS[op] + "(%s, %s)")
        if op == "/":
            return fastpath.divide(gen, left, right, INFIX_HELPERS[op] + "(%s, %s)")
        return "%s(%s, %s)" % (INFIX_HELPERS[op], left, right)

    def condition(self, gen: Gen, node: Any, ctx: Ctx, who: str, values: list | None = None) -> str:
        """Python for a TRUE/FALSE input as a Python bool (IF, WHILE, TEST ...).  With
        VALUES (AND's and OR's inputs), an input that may be a list has its value
        computed by code put on VALUES, and the bool only tests it (running a list then)."""
        cls = node.__class__
        if cls is Infix and node.op in fastpath.COMPARISONS:
            left = self.expr(gen, node.left, ctx, node.op)
            right = self.expr(gen, node.right, ctx, node.op)
            return fastpath.compare_nodes(gen, node.op, node.left, node.right, left, right)
        if (cls is Call and node.proc.is_primitive and not node.proc.wrapped
                and not any(isinstance(a, Missing) for a in node.args)):
            code = self.call_condition(gen, node, ctx)
            if code is not None:
                return code
        value = self.expr(gen, node, ctx, who)
        t = gen.tmp("_c")
        if values is not None:
            values.append("(%s := %s)" % (t, value))
            return "(%s is TRUE or (%s is not FALSE and _truth(%s, %s)))" % (t, t, t, gen.const(who))
        return "((%s := %s) is TRUE or (%s is not FALSE and _truth(%s, %s)))" % (
            t, value, t, t, gen.const(who))

    def _logical(self, gen: Gen, args: list, ctx: Ctx, name: str) -> str:
        """AND or OR (NAME) of ARGS as a Python bool.  Its inputs are all evaluated first,
        in order, as any Logo procedure's; a list among them (held in a variable) is run
        for its value only when the answer is not known yet, as Berkeley's AND and OR do."""
        joiner = " & " if name == "and" else " | "
        values: list = []
        codes, firsts, tests = [], [], []
        for a in args:
            mark = len(values)
            code = self.condition(gen, a, ctx, name, values)
            codes.append(code)
            if len(values) == mark:  # a bool at once
                b = gen.tmp("_b")
                firsts.append("(%s := %s)" % (b, code))
                tests.append(b)
            else:
                firsts.append(values[mark])
                tests.append(code)
        if not values:
            return "(%s)" % joiner.join(codes)
        return "((%s,) and (%s))" % (", ".join(firsts), (" and " if name == "and" else " or ").join(tests))

    def call_condition(self, gen: Gen, node: Call, ctx: Ctx) -> str | None:
        """A Python bool for a call of a predicate with a fast path, or None."""
        name = node.proc.name
        args = node.args
        if name in fastpath.PREDICATE_OPS and len(args) == 2:
            if self.literal_list(args[0]) is not None or self.literal_list(args[1]) is not None:
                return None
            a = self.expr(gen, args[0], ctx, node.name)
            b = self.expr(gen, args[1], ctx, node.name)
            op = fastpath.PREDICATE_OPS[name]
            return fastpath.compare_nodes(gen, op, args[0], args[1], a, b, node.name)
        if name == "not" and len(args) == 1 and self.literal_list(args[0]) is None:
            return "(not %s)" % self.condition(gen, args[0], ctx, node.name)
        if name in ("and", "or") and len(args) >= 1 and all(self.literal_list(a) is None for a in args):
            return self._logical(gen, args, ctx, name)
        if len(args) == 1 and name in fastpath.TYPE_TESTS:
            return fastpath.TYPE_TESTS[name](gen, self.expr(gen, args[0], ctx, node.name))
        return None

    # ------------------------------------------------------------ calls

    def arg_values(self, gen: Gen, node: Call, ctx: Ctx) -> list:
        return [self.expr(gen, arg, ctx, node.name) for arg in node.args]

    def prim_call(self, gen: Gen, node: Call, ctx: Ctx) -> str:
        proc = node.proc
        gen.deps.add(fold(node.name))
        fname = self.prim_name(node.name, proc)
        args = self.arg_values(gen, node, ctx)
        if proc.name in _DYNAMIC or (proc.name == "?" and ctx.slots is None):  # (a template's ?: below)
            ctx.dynamic = True
            arg = node.args[0] if len(node.args) == 1 else None
            if (proc.name == "run" and not proc.wrapped and arg.__class__ is Call and arg.proc.is_primitive
                    and arg.proc.name == "list" and len(args) == 1 and args[0].startswith("Pair(")):
                return "RT.run_new(%s)" % args[0]  # RUN LIST ...: a list made here, run once
        slots = ctx.slots
        if slots is not None:
            if proc.name == "?":
                if not node.args:
                    return slots.slot(1)
                arg = node.args[0]
                if isinstance(arg, Const) and arg.value.__class__ is int and arg.value >= 1:
                    return slots.slot(arg.value)
                ctx.dynamic = True  # ((? :n): ? and ?2 are read straight above)
                return slots.dynamic_slot(args[0])
            if proc.name == "#":
                return slots.num()
            if proc.name == "?rest":
                return slots.rest(args[0] if args else "1")
        if ((proc.name, len(node.args)) in (("if", 2), ("ifelse", 3)) and len(args) == len(node.args)
                and all(a.__class__ is Param and a.is_list for a in node.args[1:])):
            # Lists given by a list compiled by shape (a macro's expansion): the one chosen is
            # run as the primitive does, in short (a list condition is run for its value).
            c = gen.tmp("_c")
            cond = ("((%s := %s) is TRUE or (%s is not FALSE and _truth(RT.run_value(%s, %s) "
                    "if %s.__class__ is Pair or %s is NIL else %s, %s)))"
                    % (c, args[0], c, c, gen.const(proc.name), c, c, c, gen.const(proc.name)))
            return "(RT.run_block(%s) if %s else %s)" % (
                args[1], cond, "RT.run_block(%s)" % args[2] if len(args) == 3 else "None")
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

    def tail_macro(self, gen: Gen, node: Call, ctx: Ctx) -> str:
        """A macro called last in an expansion: what it outputs, for run_macro to run next
        (RT.tail_macro: perhaps the code kept for its inputs, as macro_again)."""
        if not fixed_inputs(node):
            return "_TM(%s)" % self.user_call(gen, node, ctx, "X")
        return "RT.tail_macro(%s, (%s), %s)" % (self.proc_object(gen, node.proc), self.call_args(
            gen, node, ctx), self.user_name(node.proc.key, "X"))

    def proc_object(self, gen: Gen, proc: Any) -> str:
        gen.deps.add(proc.key)
        return self.proc_name(proc.key)
