"""Code generation for instructions and control: a statement, a user procedure called as a
command, OUTPUT and STOP, tail calls and a procedure jumping back to its own start.
(Control structures with literal lists are inline.py's, called from here.)"""

from __future__ import annotations

from ..lang.data import NIL, fold
from ..lang.errors import LogoError
from ..lang.parser import Call, Missing, Unknown, UnknownSetter
from .codegen import Gen
from .common import Site
from .context import (
    LIBRARY_MACRO_COMMANDS,
    LIBRARY_OPERATIONS,
    LIBRARY_TAIL,
    MAX_INDENT,
    OUTPUT_MACROS,
    OUTPUT_NAMES,
    Ctx,
    exit_call,
    is_stop,
    library_tail_op,
    unused_value_reporter,
)
from .runtail import compile_run, keep_tail, may_leave, plain_prim, run_then_stop
from .scan import uses_maybeoutput
from .treescan import _node_mentions, built_of_variables, fixed_inputs

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


STOP_NAMES = {"stop"}  # (OUTPUT_NAMES: context.py)
LIBRARY_LOOPS = ("while", "until", "do.while", "do.until", "for", "foreach")  # (Berkeley's library's)
# Primitives whose list has its own TEST state inside a procedure (True: anywhere, Berkeley's library's)
TEST_LOCAL = dict.fromkeys(("repeat", "forever", "catch"), False) | dict.fromkeys(LIBRARY_LOOPS, True)
MAX_LOOPS = 7  # Python limits nested blocks (20), loops and try blocks alike: an inlined loop takes 2
LOOPS = frozenset(["repeat", "forever", *LIBRARY_LOOPS])


class ControlCompiler:
    """Statements, OUTPUT, STOP and tail calls (part of Compiler)."""

    # ------------------------------------------------------------ statements

    def statements(self, gen: Gen, nodes: list, ctx: Ctx, tail_last: bool, whole: bool = True,
                   stop_next: bool = False) -> None:
        """NODES as statements; WHOLE: they end their instruction list (not only a line);
        STOP_NEXT: a STOP follows them (the first instruction of the next line)."""
        last = len(nodes) - 1
        for i, node in enumerate(nodes):
            gen.list_end = whole and i == last
            gen.stop_next = stop_next if i == last else is_stop(nodes[i + 1])
            if i < last and run_then_stop(node, nodes[i + 1], ctx):  # (the STOP is compiled next)
                compile_run(self, gen, node, ctx, unused_value_reporter(ctx, True))
                continue
            self.statement(gen, node, ctx, tail_last and i == last)
        gen.list_end = gen.stop_next = False

    def value_statements(self, gen: Gen, nodes: list, ctx: Ctx) -> None:
        """Statements whose last instruction gives the function's value (or None)."""
        if not nodes:
            gen.emit("return None")
            return
        for node in nodes[:-1]:
            self.statement(gen, node, ctx, False)
        last = nodes[-1]
        if isinstance(last, Call) and (self._is_exit(last) or last.proc.kind == "cmd"):
            gen.list_end = True  # (LOCAL there makes the names it can, as at the end of any list)
            self.statement(gen, last, ctx, False)
            gen.list_end = False
            gen.emit("return None")
        elif ctx.out_tail is not None and self._output_macro(last, True):
            gen.emit("return %s" % self._output_macro_code(gen, last, ctx, ctx.out_tail, True))
        elif (ctx.out_tail is not None and ctx.out_tail != ".maybeoutput" and last.__class__ is Call
              and last.proc.is_primitive and last.proc.name == "catch" and not last.proc.wrapped):
            # (Berkeley: CATCH ending the list is what did not output, as RUN, IF ... are)
            t = gen.tmp()
            gen.emit("%s = %s" % (t, self.maybe(gen, last, ctx)))
            gen.emit("if %s is None: _outnothing('catch', %s, None)" % (t, gen.const(ctx.out_tail)))
            gen.emit("return %s" % t)
        elif ctx.tail_expansion and isinstance(last, Call) and last.proc.is_macro:
            gen.emit("return %s" % self.tail_macro(gen, last, ctx))
        else:
            gen.emit("return %s" % self.maybe(gen, last, ctx))

    def unknown_first(self, gen: Gen, problem: Any, ctx: Ctx, consumer: str, several: bool = False) -> bool:
        """For a list read whole before it runs (compile_block): if PROBLEM is a name that was no
        procedure when read, its error first, unless it stands for a procedure or a variable by
        then (DynamicScope.unknown_procedure), when the list runs as usual (Berkeley: [WORD "A A]
        is "a and the value of A); SEVERAL: in a list of more than one expression (error 24)."""
        if problem.__class__ is not Unknown:
            return False
        value = self._unknown(gen, problem, ctx, consumer, several)
        gen.emit("if not RT.unknown_stands(%s): return %s" % (gen.const(problem.name), value))
        return True

    def _is_exit(self, node: Call) -> bool:
        key = node.proc.name
        return key in OUTPUT_NAMES or key in STOP_NAMES or key == ".maybeoutput"

    def statement(self, gen: Gen, node: Any, ctx: Ctx, tail: bool) -> None:
        cls = node.__class__
        if cls is Call:
            proc = node.proc
            if proc.is_primitive:  # compiled again if the name is given another meaning
                gen.deps.add(fold(node.name))
            handler = self.inline.get(proc.name) if proc.is_primitive and not proc.wrapped else None
            if gen.indent >= MAX_INDENT or (ctx.loops >= MAX_LOOPS and proc.name in LOOPS):
                handler = None  # deeper lists are compiled on their own when run
            if handler is not None:
                local = TEST_LOCAL.get(proc.name)  # (a TEST in their list keeps to it, as in Berkeley)
                keep = (local or (local is False and ctx.mode == "proc")) and _node_mentions(node, {"test"})
                if keep:
                    saved = gen.tmp("_ts")
                    gen.emit("%s = RT.test_state" % saved)
                    ctx.test_entry = saved  # each run of the list starts from it (inline._body)
                done = self._inline(handler, gen, node, ctx, tail)
                ctx.test_entry = None
                if done:
                    if keep:
                        gen.emit("RT.test_state = %s" % saved)
                    return
            if not proc.is_primitive:
                self.user_statement(gen, node, ctx, tail)
                return
            if proc.name in LIBRARY_TAIL and proc.kind == "op" and not any(
                    isinstance(a, Missing) for a in node.args):
                # where Berkeley's library reports its value depends on the inputs
                args = "".join(", " + a for a in self.arg_values(gen, node, ctx))
                gen.emit("_dontsay_lib(%r, %s%s)" % (proc.name, self.prim_name(node.name, proc), args))
                return
            dontsay = unused_value_reporter(ctx, tail or gen.stop_next)  # (before a STOP: the last)
            if tail and may_leave(ctx) and plain_prim(node, "run", 1):
                compile_run(self, gen, node, ctx, dontsay)
                return
            if tail and ctx.keep_end and keep_tail(self, gen, node, ctx):  # (RUN, IF, IFELSE)
                return
            call = self.prim_call(gen, node, ctx)
            if dontsay == "_dontsay" and proc.name in LIBRARY_OPERATIONS:
                dontsay = "_dontsay_up"  # a procedure's value nobody wanted: error 30
            if proc.kind == "cmd":  # (REPEAT's value: a STOP that went on out, errors.LEAKED_STOP)
                leak = ctx.leak if tail and proc.name in ("repeat", "forever") else None
                gen.emit(call if leak is None else "if %s is _SL: %s" % (call, leak))
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
        reporter = unused_value_reporter(ctx, tail or gen.stop_next)
        gen.emit("%s(%s)" % (reporter, self.expr(gen, node, ctx, None)))

    def _inline(self, handler: Any, gen: Gen, node: Call, ctx: Ctx, tail: bool) -> bool:
        """HANDLER's inline code for NODE; False (nothing emitted) when a literal list in it cannot
        be read now (unexpected ')' ...): Berkeley reads such a list when it runs, so the primitive
        is called and reports the error then, in this procedure and at this line."""
        mark = len(gen.lines)
        state = (gen.indent, gen.depth, gen.list_end, gen.self_jumped)
        try:
            return handler(self, gen, node, ctx, tail)
        except LogoError:
            del gen.lines[mark:]
            del gen.line_of[mark:]
            gen.indent, gen.depth, gen.list_end, gen.self_jumped = state
            return False

    def user_statement(self, gen: Gen, node: Call, ctx: Ctx, tail: bool) -> None:
        proc, stop_next = node.proc, gen.stop_next
        if proc.is_macro:
            if fixed_inputs(node):
                # Called again with the same inputs, a macro whose expansion depends on
                # them alone need not be called (MacroRunner.macro_again).
                q = self.proc_object(gen, proc)
                t = gen.tmp()
                args = self.call_args(gen, node, ctx)
                gen.emit("if RT.macro_again(%s, (%s := (%s)), 0) is UNB: "
                         "RT.run_macro(%s(*%s), 0, None, %s, %s)"
                         % (q, t, args, self.user_name(proc.key, "X"), t, q, t))
                return
            gen.emit("RT.run_macro(%s, 0)" % self.user_call(gen, node, ctx, "X"))  # (entry X: entry.py)
            return
        if tail and ctx.tail_ok and not ctx.in_loop and ctx.mode == "proc":
            if proc is ctx.proc and ctx.self_stmt_loop and ctx.self_loop:
                self.self_jump(gen, node, ctx)
                return
            args = self.call_args(gen, node, ctx)
            gen.emit("return _TC((%s, (%s), 0, %d, 'output'))"
                     % (self.proc_object(gen, proc), args, gen.logo_line))
            return
        # A command call at the end of a top-level line or of a REPEAT, FOREVER or CATCH
        # list goes through the entry E (K for CATCH's: Ctx.keep_end), any other through C.
        entry = ("K" if ctx.keep_end else "E") if tail and (ctx.in_loop or ctx.mode != "proc") else "C"
        t = gen.tmp()
        gen.emit("%s = %s" % (t, self.user_call(gen, node, ctx, entry)))
        # A STOP that went on out of it (errors.LEAKED_STOP) at the end of the list, or before
        # a STOP in the procedure's body (Berkeley 6.2.5: that STOP goes on out then)
        if ctx.leak is not None and (tail or (stop_next and ctx.mode == "proc" and not ctx.in_loop)):
            gen.emit("if %s is _SL: %s" % (t, ctx.leak))
        gen.emit("if %s is not None: _dontsay_up(%s, %s)" % (t, t, self.proc_object(gen, proc)))

    # ------------------------------------------------------------ leaving a procedure

    def output_statement(self, gen: Gen, value: Any, ctx: Ctx, name: str) -> None:
        """OUTPUT VALUE (or .MAYBEOUTPUT when name says so)."""
        maybe = name == ".maybeoutput"
        if ctx.tpl_exit:  # a lambda template run by MAP, APPLY ...: as an explicit-slot one
            gen.emit("_x = %s" % (self.maybe(gen, value, ctx) if maybe else self.expr(gen, value, ctx, name)))
            gen.emit("raise _TplExit(_x, %r, %r)" % (name, ctx.repeat_loop))
            return
        if ctx.mode == "block":
            # At top level it is an error before its input is evaluated, as in Berkeley
            # (but after a missing input is found), except in a list run for its value.
            if value.__class__ is Missing:
                gen.emit(self.expr(gen, value, ctx, name))
            gen.emit("if not RT.value_run: RT.check_in_procedure(%r)" % name)
            expr = self.maybe(gen, value, ctx) if maybe else self.expr(gen, value, ctx, name)
            t = gen.tmp()
            gen.emit("%s = %s" % (t, expr))
            gen.emit("if RT.value_run: RT.check_in_procedure(%r)" % name)
            gen.emit("raise _Out(%s, %r%s)" % (t, name, ", True" if ctx.repeat_loop else ""))
            return
        if ctx.mode == "template":
            expr = self.maybe(gen, value, ctx) if maybe else self.expr(gen, value, ctx, name)
            if ctx.slots is not None and ctx.slots.explicit:  # see TemplateExit
                gen.emit("_x = %s" % expr)
                gen.emit("raise _TplExit(_x, %r, %r)" % (name, ctx.repeat_loop))
                return
            gen.emit("return %s" % expr)
            return
        if exit_call(value):  # OUTPUT OUTPUT 5: the inner one is an input
            return gen.emit(self.expr(gen, value, ctx, name))
        if self._output_of_choice(gen, value, ctx, name):
            return
        if (isinstance(value, Call) and not value.proc.is_primitive and not value.proc.is_macro
                and ctx.tail_ok and not ctx.in_loop):
            if value.proc is ctx.proc and ctx.self_loop:
                self.self_jump(gen, value, ctx)
                return
            args = self.call_args(gen, value, ctx)
            kind = 2 if maybe else 1
            via = "output" if maybe else name
            gen.emit("return _TC((%s, (%s), %d, %d, %r))"
                     % (self.proc_object(gen, value.proc), args, kind, gen.logo_line, via))
            return
        if self._output_macro(value):
            # OUTPUT RUN [...], IF ..., IFELSE ... whose list may end the procedure itself:
            # see MacroRunner.output_macro.
            expr = t = gen.tmp()
            at_line = ctx.mode == "proc" and not ctx.nested
            gen.emit("%s = %s" % (t, self._output_macro_code(gen, value, ctx, name, at_line)))
            if maybe and not ctx.macro:
                gen.emit("RT.maybe_out = (%s, %d, %s, %s)"
                         % (t, gen.logo_line, gen.const(value.name), self.proc_object(gen, ctx.proc)))
        elif (not maybe and isinstance(value, Call) and not value.proc.is_macro
                and not (value.proc.is_primitive and value.proc.kind == "op")
                and not (value.proc.name in LIBRARY_MACRO_COMMANDS and value.proc.is_primitive
                         and not value.proc.wrapped)):
            # OUTPUT of a command, of RUN [...] or of a procedure that outputs nothing: what
            # Berkeley says depends on how this procedure was called (see _outnothing).
            t = gen.tmp()
            gen.emit("%s = %s" % (t, self.maybe(gen, value, ctx)))
            callee = "None" if value.proc.is_primitive else self.proc_object(gen, value.proc)
            fn = "_outnothing"
            if not value.proc.is_primitive and uses_maybeoutput(value.proc):
                fn = "RT.outnothing_maybe"  # Berkeley names what .MAYBEOUTPUT was given
            gen.emit("if %s is None: %s(%s, %s, %s)"
                     % (t, fn, gen.const(value.name), gen.const(name), callee))
            expr = self.note_lib_out(gen, t, value, ctx)  # (INVOKE)
        elif not maybe and library_tail_op(value, ctx):
            expr = self.note_lib_out(gen, self.expr(gen, value, ctx, name), value, ctx)
        elif maybe and not ctx.macro:
            # Remember the value and line: a command call's entry asks maybe_unwanted.
            t = gen.tmp()
            gen.emit("%s = %s" % (t, self.maybe(gen, value, ctx)))
            given = gen.const(value.name) if isinstance(value, Call) else "None"
            gen.emit("RT.maybe_out = (%s, %d, %s, %s)"
                     % (t, gen.logo_line, given, self.proc_object(gen, ctx.proc)))
            expr = t
        else:
            memo = built_of_variables(value) if ctx.memo_outputs and not maybe else None
            if memo is not None:  # (see Ctx.memo_outputs)
                k = gen.tmp("_mk")
                gen.emit("%s = (%s)" % (k, "".join("V.get(%r, UNB), " % n for n in memo)))
                site = gen.const(Site())
                t = gen.tmp("_m")
                gen.emit("if (%s := RT.output_again(%s, %s)) is not None: return %s" % (t, site, k, t))
                expr = "RT.output_made(%s, %s, %s)" % (site, k, self.expr(gen, value, ctx, name))
            else:
                expr = self.maybe(gen, value, ctx) if maybe else self.expr(gen, value, ctx, name)
        if ctx.macro:  # a list goes out as it is; anything else is _macro_out's error
            t = gen.tmp("_m")
            expr = "(%s if (%s := %s).__class__ is Pair or %s is NIL else _macro_out(%s))" % (
                t, t, expr, t, t)
        gen.emit("return %s" % expr)

    def _output_macro(self, value: Any, plain_too: bool = False) -> bool:
        """Is VALUE a call of RUN, IF, IFELSE, IFTRUE or IFFALSE whose list OUTPUT has to
        run as its own (a list given in a variable, or not one expression that outputs or
        calls a procedure), or any such call if PLAIN_TOO?"""
        if not (value.__class__ is Call and value.proc.is_primitive and value.proc.name in OUTPUT_MACROS
                and not value.proc.wrapped and not any(a.__class__ is Missing for a in value.args)):
            return False
        if plain_too or value.proc.name in ("case", "cond"):  # (their inputs are data)
            return True
        for arg in value.args[1:] if value.proc.name in ("if", "ifelse") else value.args:
            lst = self.literal_list(arg)
            if lst is None or lst is NIL:
                return True
            try:
                nodes = self.parse_inline(lst)
            except Exception:
                return True
            if len(nodes) != 1 or (nodes[0].__class__ is Call and nodes[0].proc.is_primitive
                                   and nodes[0].proc.kind != "op"):
                return True
        return False

    def _output_macro_code(self, gen: Gen, value: Call, ctx: Ctx, consumer: str, at_line: bool) -> str:
        args = "".join(", " + self.expr(gen, a, ctx, value.name) for a in value.args)
        gen.deps.add(fold(value.name))
        arg = value.args[0]
        if (value.proc.name == "run" and arg.__class__ is Call and arg.proc.is_primitive
                and arg.proc.name == "list" and not arg.proc.wrapped and args.startswith(", Pair(")):
            return "RT.output_new(%s, %s%s)" % (at_line, gen.const(consumer), args)  # (as run_new)
        return "RT.output_macro(%s, %s, %s%s)" % (
            at_line, gen.const(value.proc.name), gen.const(consumer), args)

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
                nodes = self.parse_inline(lst)
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

    def stop_statement(self, gen: Gen, ctx: Ctx, typed: str = "stop") -> None:
        if (ctx.mode == "template" and ctx.slots is not None and ctx.slots.explicit) or ctx.tpl_exit:
            gen.emit("raise _TplExit(None, 'stop')")
        elif ctx.mode == "block":
            gen.emit("raise _Out(None, 'stop'%s)" % ("" if typed == "stop" else ", False, %r" % typed))
        elif ctx.macro and ctx.mode == "proc":
            gen.emit("return _macro_out(None)")
        else:
            gen.emit("return _SL" if ctx.stop_leaks else "return None")  # (errors.LEAKED_STOP)

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
            key = fold(formal.name)
            if formal.kind == "rest":
                gen.emit("V[%r] = _mklist(%s)" % (key, ", ".join(temps[i:])))
            elif i < len(temps):
                gen.emit("V[%r] = %s" % (key, temps[i]))
            elif formal.kind == "optional":
                gen.emit("V[%r] = %s" % (key, self._default(gen, formal, proc)))
        gen.emit("_from = %d" % gen.logo_line)
        gen.self_jumped = True
        gen.emit("continue")

