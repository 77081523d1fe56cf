"""Control structures compiled inline.

When IF, REPEAT, FOR, WHILE, FOREACH ... are given literal instruction
lists, their lists become Python statements in the procedure being
compiled: no list is interpreted at run time, and OUTPUT and STOP inside
them are the procedure's own ``return``.  A handler returns False when it
cannot inline a call (the list is computed at run time, say); the call then
goes to the primitive.
"""

from __future__ import annotations

from ..lang.data import NIL, Pair, ProtectedWord, fold, is_list
from ..lang.errors import doesnt_like
from ..lang.parser import Call, Const, Missing, Unknown
from ..lang.shapes import number_value
from . import fastpath
from .deferred import compile_lines
from .scan import makes_locals, reads_input

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

HANDLERS: dict = {}
VALUE_HANDLERS: dict = {}


def handler(*names: str):
    def register(fn):
        for name in names:
            HANDLERS[name] = fn
        return fn

    return register


def value_handler(*names: str):
    def register(fn):
        for name in names:
            VALUE_HANDLERS[name] = fn
        return fn

    return register


def _has_missing(node: Call) -> bool:
    return any(isinstance(a, Missing) for a in node.args)


def _body(comp, gen, lst: Any, ctx, tail: bool, stop_next: bool = False) -> None:
    """Compile a literal instruction list as statements at the current indent (STOP_NEXT:
    a STOP follows the list's last instruction, which IF, IFELSE and RUN run in place)."""
    nodes = comp.parse_inline(lst)
    if ctx.test_entry is not None:  # a list with its own TEST state (compiler.TEST_LOCAL)
        gen.emit("RT.test_state = %s" % ctx.test_entry)
        ctx.test_entry = None
    mark = len(gen.lines)
    nested, ctx.nested = ctx.nested, True
    try:
        compile_lines(comp, gen, lst, nodes, ctx, tail,
                      lambda: comp.statements(gen, nodes, ctx, tail_last=tail, stop_next=stop_next))
    finally:
        ctx.nested = nested
    if len(gen.lines) == mark:
        gen.emit("pass")


def _condition(comp, gen, node: Any, ctx, name: str) -> str:
    """Python bool for a TRUE/FALSE input (a list input is run for its value)."""
    lst = comp.literal_list(node)
    if lst is not None:
        value = _list_value(comp, gen, lst, ctx, name, maybe=True)
        t = gen.tmp("_c")
        return "((%s := %s) is TRUE or (%s is not FALSE and _truth(%s, %s)))" % (
            t, value, t, t, gen.const(name))
    return comp.condition(gen, node, ctx, name)


def _list_condition(comp, gen, lst: Any, ctx, name: str) -> str:
    """Python bool for a literal expression list run for TRUE or FALSE (WHILE's test)."""
    try:
        nodes = comp.parse_inline(lst)
    except Exception:
        nodes = None
    if nodes is not None and len(nodes) == 1 and not _is_exit_call(nodes[0]):
        return comp.condition(gen, nodes[0], ctx, name)
    # Berkeley's library runs the list as an input of NOT or IF (RUN :WHILE.COND): as RUN
    # used as an input ("Runlist [1 2] has more than one expression", "stop didn't output
    # to not", "Macro returned [] instead of a list").
    value = "RT.macro_value('run', %s, %s)" % (gen.const(name), gen.const(lst))
    t = gen.tmp("_c")
    return "((%s := %s) is TRUE or (%s is not FALSE and _truth(%s, %s)))" % (t, value, t, t, gen.const(name))


def _list_value(comp, gen, lst: Any, ctx, name: str, maybe: bool = False) -> str:
    """Python for the value of an expression list given literally (None for no value if MAYBE)."""
    try:
        nodes = comp.parse_inline(lst)
    except Exception:
        nodes = None
    if nodes is not None and len(nodes) == 1 and not _is_exit_call(nodes[0]):
        if maybe:  # a condition list: "IF doesn't like nothing", as Berkeley says
            return comp.maybe(gen, nodes[0], ctx)
        return comp.expr(gen, nodes[0], ctx, name)
    return "RT.run_value(%s, %s)" % (gen.const(lst), gen.const(name))


def _is_exit_call(node: Any) -> bool:
    return isinstance(node, Call) and node.proc.name in ("output", "op", "stop", ".maybeoutput")


# ---------------------------------------------------------------- exits


@handler("output", "op")
def gen_output(comp, gen, node, ctx, tail) -> bool:
    value = node.args[0] if node.args else Missing(node.name)
    comp.output_statement(gen, value, ctx, node.name)  # messages name it as typed (OP, output)
    return True


@handler(".maybeoutput")
def gen_maybeoutput(comp, gen, node, ctx, tail) -> bool:
    value = node.args[0] if node.args else Missing(node.name)
    comp.output_statement(gen, value, ctx, ".maybeoutput")
    return True


@handler("stop")
def gen_stop(comp, gen, node, ctx, tail) -> bool:
    comp.stop_statement(gen, ctx, node.name)
    return True


# ---------------------------------------------------------------- conditionals


@handler("if")
def gen_if(comp, gen, node, ctx, tail) -> bool:
    if len(node.args) == 3:
        return gen_ifelse(comp, gen, node, ctx, tail)
    if len(node.args) != 2 or _has_missing(node):
        return False
    lst = comp.literal_list(node.args[1])
    if lst is None:
        return False
    cond = _condition(comp, gen, node.args[0], ctx, node.name)
    gen.emit("if %s:" % cond)
    gen.indent += 1
    _body(comp, gen, lst, ctx, tail, gen.stop_next)
    gen.indent -= 1
    return True


@handler("ifelse")
def gen_ifelse(comp, gen, node, ctx, tail) -> bool:
    if len(node.args) != 3 or _has_missing(node):
        return False
    yes = comp.literal_list(node.args[1])
    no = comp.literal_list(node.args[2])
    if yes is None or no is None:
        return False
    cond = _condition(comp, gen, node.args[0], ctx, node.name)
    gen.emit("if %s:" % cond)
    gen.indent += 1
    stop_next = gen.stop_next
    _body(comp, gen, yes, ctx, tail, stop_next)
    gen.indent -= 1
    gen.emit("else:")
    gen.indent += 1
    _body(comp, gen, no, ctx, tail, stop_next)
    gen.indent -= 1
    return True


@value_handler("ifelse", "if")
def value_ifelse(comp, gen, node, ctx, consumer=None) -> str | None:
    """IFELSE as an operation whose two lists are single expressions."""
    if _has_missing(node) or len(node.args) not in (2, 3):
        return None
    if node.proc.name == "if" and len(node.args) == 2:
        return None
    yes = comp.literal_list(node.args[1])
    no = comp.literal_list(node.args[2])
    if yes is None or no is None:
        return None
    try:
        yes_nodes = comp.parse_inline(yes)
        no_nodes = comp.parse_inline(no)
    except Exception:
        return None
    if len(yes_nodes) != 1 or len(no_nodes) != 1:
        return None
    if _is_exit_call(yes_nodes[0]) or _is_exit_call(no_nodes[0]):
        return None
    cond = _condition(comp, gen, node.args[0], ctx, node.name)
    if consumer is not None and not _outputs(consumer):
        yes_code = comp.expr(gen, yes_nodes[0], ctx, consumer)
        no_code = comp.expr(gen, no_nodes[0], ctx, consumer)
    else:
        yes_code = comp.maybe(gen, yes_nodes[0], ctx)
        no_code = comp.maybe(gen, no_nodes[0], ctx)
    return "(%s if %s else %s)" % (yes_code, cond, no_code)


@handler("test")
def gen_test(comp, gen, node, ctx, tail) -> bool:
    if _has_missing(node):
        return False
    cond = _condition(comp, gen, node.args[0], ctx, node.name)
    gen.emit("RT.test_state = bool(%s)" % cond)
    return True


def _gen_iftest(comp, gen, node, ctx, tail, want: bool) -> bool:
    if _has_missing(node):
        return False
    lst = comp.literal_list(node.args[0])
    if lst is None:
        return False
    gen.emit("if RT.test_state is None: _raise(_notest(%s))" % gen.const(node.name))
    gen.emit("if RT.test_state is %s:" % ("True" if want else "False"))
    gen.indent += 1
    _body(comp, gen, lst, ctx, tail, gen.stop_next)
    gen.indent -= 1
    return True


@handler("iftrue", "ift")
def gen_iftrue(comp, gen, node, ctx, tail) -> bool:
    return _gen_iftest(comp, gen, node, ctx, tail, True)


@handler("iffalse", "iff")
def gen_iffalse(comp, gen, node, ctx, tail) -> bool:
    return _gen_iftest(comp, gen, node, ctx, tail, False)


@handler("run")
def gen_run(comp, gen, node, ctx, tail) -> bool:
    """RUN of a literal list: its instructions run here (a last call stays a tail call)."""
    if _has_missing(node) or len(node.args) != 1:
        return False
    lst = comp.literal_list(node.args[0])
    if lst is None:
        return False
    _body(comp, gen, lst, ctx, tail, gen.stop_next)
    return True


@handler("apply", "invoke")
def gen_apply(comp, gen, node, ctx, tail) -> bool:
    """APPLY or INVOKE as a command: OUTPUT and STOP in the template are then Berkeley's
    errors for a command (primitives/templates.py, _applied)."""
    if _has_missing(node) or (node.proc.name == "apply" and len(node.args) != 2) or not node.args:
        return False
    values = [comp.expr(gen, a, ctx, node.name) for a in node.args]
    tpl = gen.tmp("_tp")  # (its template is needed again if a value is left)
    gen.emit("%s = %s" % (tpl, values[0]))
    values[0] = tpl
    args = "".join(", " + v for v in values)
    t = gen.tmp()
    # (in the middle of a list, a procedure named by the template is called as a command
    # there is: a value its last line leaves is reported at this line, as in Berkeley)
    # (at the end of a CATCH list, such a procedure leaves its variables bound: entry K)
    mid = ", mid='keep'" if ctx.keep_end else ""
    gen.emit("%s = RT.apply_command(%s%s%s)" % (t, gen.const(node.proc.name), args,
                                              mid if tail else ", mid=True"))
    if node.proc.name == "invoke":  # INVOKE is a procedure of Berkeley's library: in it
        gen.emit("if %s is not None: _dontsay_invoke(%s, %s, RT.procs)" % (t, t, values[0]))
        return True
    gen.emit("if %s is not None: _dontsay_apply(%s, %s, RT.procs, %s)" % (
        t, t, tpl, bool(tail and ctx.mode == "proc" and not ctx.in_loop)))
    return True


@handler("catch")
def gen_catch(comp, gen, node, ctx, tail) -> bool:
    """CATCH as a command: its list runs as commands, so a value left over is caught too."""
    if _has_missing(node) or len(node.args) != 2:
        return False
    # At the end of its list, a value thrown to it is reported where the THROW was (see
    # run_catch); at the end of a procedure, as a value left by its last line.
    end = (1 if tail and ctx.mode == "proc" else 2) if gen.list_end else 0
    tag = comp.expr(gen, node.args[0], ctx, node.name)
    lst = comp.expr(gen, node.args[1], ctx, node.name)
    t = gen.tmp()
    lib = ", lib=%r" % ctx.library if ctx.library else ""  # (see run_catch)
    lib += ", in_proc=True" if ctx.mode == "proc" else ""
    gen.emit("%s = RT.catch_command(%s, %s%s%s)" % (t, tag, lst, ", %d" % end if end else "", lib))
    gen.emit("if %s is not None: _dontsay(%s)" % (t, t))
    return True


# ---------------------------------------------------------------- loops


def _loop_ctx(ctx):
    # (a STOP that went on out of a procedure called last in the list ends nothing: FOR,
    # WHILE ... are procedures of Berkeley's library; REPEAT and FOREVER: _repcount_loop)
    # (a call ending a loop's list in a CATCH list leaves nothing bound: keep_end)
    return ctx.inner(in_loop=True, tail_ok=False, loops=ctx.loops + 1, leak=None, stop_leaks=False,
                     keep_end=False)


def _uses_repcount(lst: Any) -> bool:
    """Might running LST look at REPCOUNT?  (Any call of a procedure might.)"""
    node = lst
    while node.__class__ is Pair:
        item = node.first
        if item.__class__ is Pair:
            if _uses_repcount(item):
                return True
        elif item.__class__ is str or item.__class__ is ProtectedWord:
            return True
        node = node.rest
    return False


def _ends_reading_round(comp, lst: Any) -> bool:
    """A loop list that reads input and ends with a call of a procedure (or a RUN, IF or
    IFELSE, whose list may end with one): the primitive
    runs it, which follows Berkeley's places of errors in its later rounds
    (runtime/berkeley_errors.py, LoopPlace)."""
    if not reads_input(lst):
        return False
    try:
        nodes = comp.parse_inline(lst)
    except Exception:  # (the primitive reports it)
        return True
    last = nodes[-1] if nodes else None
    return last.__class__ is Unknown or (last.__class__ is Call and (
        not last.proc.is_primitive or last.proc.name in ("run", "if", "ifelse")))


@handler("repeat")
def gen_repeat(comp, gen, node, ctx, tail) -> bool:
    if _has_missing(node):
        return False
    lst = comp.literal_list(node.args[1])
    if lst is None or _ends_reading_round(comp, lst):
        return False
    count = comp.expr(gen, node.args[0], ctx, node.name)
    n = gen.tmp("_n")
    i = gen.tmp("_i")
    gen.emit("%s = _count(%s, %s)" % (n, count, gen.const(node.name)))
    height = _locals_height(gen, lst)  # (each round's locals go at its end, as in Berkeley)
    _repcount_loop(comp, gen, lst, ctx, i, "for %s in range(1, %s + 1):" % (i, n), [], height, tail)
    return True


@handler("forever")
def gen_forever(comp, gen, node, ctx, tail) -> bool:
    if _has_missing(node):
        return False
    lst = comp.literal_list(node.args[0])
    if lst is None or _ends_reading_round(comp, lst):
        return False
    i = gen.tmp("_i")
    gen.emit("%s = 0" % i)
    _repcount_loop(comp, gen, lst, ctx, i, "while True:", ["%s += 1" % i], None, tail)
    return True


def _repcount_loop(comp, gen, lst, ctx, i: str, header: str, step: list, height: str | None,
                   tail: bool) -> None:
    """The loop of REPEAT or FOREVER: REPCOUNT is I in LST, and what it was after.
    TAIL: the loop is the last instruction of its list."""
    # Berkeley 6.2.5: a STOP in the list ends only the loop and goes on at the loop's place:
    # from the end of a procedure's body, out of the procedure (errors.LEAKED_STOP); there,
    # pylogo follows the manual (the STOP ends the procedure) unless it goes on out.  A STOP
    # that went on out of a procedure called last in the list ends the loop, and goes on.
    here = ctx.leak if tail else None  # what it does at the loop's place
    flag = None
    if here is None:
        leak = "break"
    elif here == "return _SL":
        leak = here
    else:  # (the end of the list of a loop: the loop ends, then that one)
        flag = gen.tmp("_lk")
        gen.emit("%s = False" % flag)
        leak = "%s = True; break" % flag
    leaks = here == "return _SL" and ctx.mode == "proc" and not ctx.macro
    saved = gen.tmp("_rc")
    gen.emit("%s = RT.repcount" % saved)
    gen.emit("try:")
    gen.indent += 1
    gen.emit(header)
    gen.indent += 1
    _give_back_locals(gen, height)
    for line in step:
        gen.emit(line)
    gen.emit("RT.repcount = %s" % i)
    inner = _loop_ctx(ctx).inner(repeat_loop=True, stop_leaks=leaks, leak=leak)
    _body(comp, gen, lst, inner, True)  # its end, as a top-level line's (see user_statement)
    gen.indent -= 2
    gen.emit("finally:")
    gen.indent += 1
    gen.emit("RT.repcount = %s" % saved)
    _give_back_locals(gen, height)
    gen.indent -= 1
    if flag is not None:
        gen.emit("if %s: %s" % (flag, here))


def _gen_while(comp, gen, node, ctx, cond_index: int, body_index: int, until: bool, body_first: bool) -> bool:
    if _has_missing(node):
        return False
    cond_list = comp.literal_list(node.args[cond_index])
    body = comp.literal_list(node.args[body_index])
    if cond_list is None or body is None:
        return False
    inner = _loop_ctx(ctx)
    gen.emit("while True:")
    gen.indent += 1
    if body_first:
        _body(comp, gen, body, inner, False)
    # Berkeley's library tests the condition with NOT (WHILE) or IF (UNTIL), which name the error.
    test = _list_condition(comp, gen, cond_list, inner, "if" if until else "not")
    # An error in the condition happens inside Berkeley's library macro WHILE or UNTIL
    # (DO.WHILE and DO.UNTIL expand to them): no procedure and line of the user's.
    exc = gen.tmp("_x")
    gen.emit("try:")
    gen.emit(("    if %s: break" if until else "    if not %s: break") % test)
    gen.emit("except LogoError as %s:" % exc)
    gen.emit("    _libloc(%s, %r)" % (exc, "until" if until else "while"))
    gen.emit("    raise")
    if not body_first:
        _body(comp, gen, body, inner, False)
    gen.indent -= 1
    return True


@handler("while")
def gen_while(comp, gen, node, ctx, tail) -> bool:
    return _gen_while(comp, gen, node, ctx, 0, 1, until=False, body_first=False)


@handler("until")
def gen_until(comp, gen, node, ctx, tail) -> bool:
    return _gen_while(comp, gen, node, ctx, 0, 1, until=True, body_first=False)


@handler("do.while")
def gen_do_while(comp, gen, node, ctx, tail) -> bool:
    return _gen_while(comp, gen, node, ctx, 1, 0, until=False, body_first=True)


@handler("do.until")
def gen_do_until(comp, gen, node, ctx, tail) -> bool:
    return _gen_while(comp, gen, node, ctx, 1, 0, until=True, body_first=True)


def _for_value(comp, gen, item: Any, ctx) -> str | None:
    """Python for one member of FOR's control list, evaluated on its own."""
    if item.__class__ is int or item.__class__ is float:
        return gen.const(item)
    lst = item if is_list(item) else Pair(item, NIL)
    try:
        nodes = comp.parse_inline(lst)
    except Exception:
        return None
    if len(nodes) != 1 or _is_exit_call(nodes[0]):
        return None
    return comp.expr(gen, nodes[0], ctx, "run")  # Berkeley RUNs each member


@handler("for")
def gen_for(comp, gen, node, ctx, tail) -> bool:
    if _has_missing(node):
        return False
    control = comp.literal_list(node.args[0])
    body = comp.literal_list(node.args[1])
    if control is None or body is None:
        return False
    items = list(control)
    if len(items) not in (3, 4) or items[0].__class__ not in (str, ProtectedWord):
        return False
    values = [_for_value(comp, gen, item, ctx) for item in items[1:]]
    if any(v is None for v in values):
        return False
    var = fold(items[0])
    start, end = gen.tmp("_s"), gen.tmp("_e")
    step, cur, saved = gen.tmp("_st"), gen.tmp("_v"), gen.tmp("_o")
    gen.emit("%s = %s" % (start, values[0]))
    gen.emit("%s = %s" % (end, values[1]))
    given = None  # the start as given, the first value ("1.50 stays 1.50), unless a number
    if items[1].__class__ is not int and items[1].__class__ is not float:
        given = gen.tmp("_g")
        gen.emit("%s = %s" % (given, start))
    gen.emit("%s, %s, %s = _fornum(%s, %s, %s)" % (start, end, step, start, end,
                                                  values[2] if len(values) == 3 else "None"))
    gen.emit("%s = V.get(%r, UNB)" % (saved, var))
    height = _locals_height(gen, body)  # (the loop's locals go at its end: Berkeley's FORLOOP's)
    gen.emit("try:")
    gen.indent += 1
    gen.emit("%s = %s" % (cur, start))
    gen.emit("while (%s >= %s) if %s < 0 else (%s <= %s):" % (cur, end, step, cur, end))
    gen.indent += 1
    gen.emit("V[%r] = %s" % (var, given or cur))
    _body(comp, gen, body, _loop_ctx(ctx).inner(library="forloop"), False)
    if given is None:
        gen.emit("%s = _add(%s, %s)" % (cur, cur, step))
    else:
        gen.emit("%s = %s = _add(%s, %s)" % (given, cur, cur, step))
    gen.indent -= 2
    gen.emit("finally:")
    gen.emit("    _libloc(None, 'forloop')")  # Berkeley's FOR is a library procedure
    gen.indent += 1
    _give_back_locals(gen, height)
    gen.indent -= 1
    gen.emit("    if %s is UNB: V.pop(%r, None)" % (saved, var))
    gen.emit("    else: V[%r] = %s" % (var, saved))
    return True


def _says_stop(lst: Any, word: str = "stop") -> bool:
    """Does WORD (STOP) appear anywhere in LST?"""
    node = lst
    while node.__class__ is Pair:
        item = node.first
        if item.__class__ is Pair:
            if _says_stop(item, word):
                return True
        elif item.__class__ in (str, ProtectedWord) and fold(item) == word:
            return True
        node = node.rest
    return False


def _locals_height(gen: Any, lst: Any) -> str | None:
    """A temporary holding how many saved variables there are before a loop whose list
    makes locals (scan.makes_locals), or None."""
    if not makes_locals(lst):
        return None
    height = gen.tmp("_lh")
    gen.emit("%s = len(SAVED)" % height)
    return height


def _give_back_locals(gen: Any, height: str | None) -> None:
    if height is not None:
        gen.emit("if len(SAVED) > %s: RT.unwind(%s)" % (height, height))


class _InlineSlots:
    """Template slots of an inline FOREACH: Python locals of the loop."""

    def __init__(self, item: str, num: str, rest: str, outer: Any) -> None:
        self.item_name = item
        self.num_name = num
        self.rest_name = rest
        # OUTPUT and STOP in it act as in the template around it, if explicit-slot
        self.explicit = outer is not None and outer.explicit

    def slot(self, n: int) -> str:
        return self.item_name if n == 1 else "_raise(_noslot(%d))" % n

    def dynamic_slot(self, expr: str) -> str:
        return "_slot1(%s, %s)" % (self.item_name, expr)

    def num(self) -> str:
        return self.num_name

    def rest(self, expr: str) -> str:
        return self.rest_name


@handler("foreach")
def gen_foreach(comp, gen, node, ctx, tail) -> bool:
    if _has_missing(node) or len(node.args) != 2:
        return False
    template = comp.literal_list(node.args[1])
    if template is None or template is NIL:
        return False
    if ctx.mode == "block" and (_says_stop(template) or _says_stop(template, "op")):
        return False  # the primitive sees whether a procedure is running (see FOREACH)
    if _says_stop(template, "?rest") and comp.literal_list(node.args[0]) is None:
        return False  # the data may be a word, whose ?REST is a word (see FOREACH)
    first = template.first
    lambda_form = first.__class__ is Pair or first is NIL
    if lambda_form:
        names = [x for x in first]
        if len(names) != 1 or names[0].__class__ not in (str, ProtectedWord):
            return False
        if template.rest.__class__ is Pair and all(is_list(x) for x in template.rest):
            return False  # procedure-text form
        var = fold(names[0].lstrip(":"))
        body = template.rest
    data = comp.expr(gen, node.args[0], ctx, node.name)
    lst, item, num, rest = gen.tmp("_l"), gen.tmp("_x"), gen.tmp("_num"), gen.tmp("_r")
    gen.emit("%s = _seq(%s, %s)" % (lst, data, gen.const(node.name)))
    gen.emit("%s = 0" % num)
    inner = _loop_ctx(ctx).inner(library="foreach1")
    dynamic = not lambda_form and comp.looks_up_slots(template)
    saved_slots = gen.tmp("_os")
    if lambda_form or dynamic:
        saved = gen.tmp("_o")
        if lambda_form:
            gen.emit("%s = V.get(%r, UNB)" % (saved, var))
        gen.emit("%s = RT.slots" % saved_slots)
    height = _locals_height(gen, template)  # (each round's locals go at its end: FOREACH1's)
    gen.emit("try:")
    gen.indent += 1
    gen.emit("while %s.__class__ is Pair:" % lst)
    gen.indent += 1
    _give_back_locals(gen, height)
    gen.emit("%s += 1" % num)
    gen.emit("%s = %s.first" % (item, lst))
    gen.emit("%s = %s = %s.rest" % (rest, lst, lst))
    if dynamic:
        gen.emit("RT.slots = ((%s,), %s, (%s,))" % (item, num, rest))
    if lambda_form:  # # and ?REST see the position; ? has no datum in a lambda
        gen.emit("RT.slots = ((), %s, (%s,))" % (num, rest))
        gen.emit("V[%r] = %s" % (var, item))
        _body(comp, gen, body, inner, False)
    else:
        inner.slots = _InlineSlots(item, num, rest, ctx.slots)
        _body(comp, gen, template, inner, False)
    gen.indent -= 1
    gen.emit("if %s is not NIL: _foreach_tail(%s)" % (lst, lst))  # an array's walk
    gen.indent -= 1
    gen.emit("finally:")
    gen.emit("    _libloc(None, 'foreach1')")  # Berkeley's FOREACH is a library procedure
    gen.indent += 1
    _give_back_locals(gen, height)
    gen.indent -= 1
    if lambda_form or dynamic:
        gen.emit("    RT.slots = %s" % saved_slots)
        if lambda_form:
            gen.emit("    if %s is UNB: V.pop(%r, None)" % (saved, var))
            gen.emit("    else: V[%r] = %s" % (var, saved))
    return True


# ---------------------------------------------------------------- variables


def _quoted_name(node: Any) -> str | None:
    if node.__class__ is Const and node.value.__class__ in (str, ProtectedWord):
        return fold(node.value)
    return None


@handler("make")
def gen_make(comp, gen, node, ctx, tail) -> bool:
    if _has_missing(node) or len(node.args) != 2:
        return False
    name = _quoted_name(node.args[0])
    if name is None:
        if node.args[0].__class__ is Const:
            return False
        # A computed name (MAKE :VAR ...): a plain ASCII word goes straight into V while no
        # variable is traced; anything else is the primitive's (errors, TRACE's lines).
        n = comp.expr(gen, node.args[0], ctx, node.name)
        v = comp.expr(gen, node.args[1], ctx, node.name)
        tn, tv = gen.tmp("_n"), gen.tmp("_v")
        gen.emit("%s = %s; %s = %s" % (tn, n, tv, v))
        gen.emit("if %s.__class__ is str and %s.isascii() and not _TRV: V[%s.lower()] = %s"
                 % (tn, tn, tn, tv))
        gen.emit("else: %s(%s, %s)" % (_slow_name(comp, node), tn, tv))
        return True
    if name in comp.interp.traced_names:
        return False
    gen.emit("V[%r] = %s" % (name, comp.expr(gen, node.args[1], ctx, node.name)))
    return True


@handler("local")
def gen_local(comp, gen, node, ctx, tail) -> bool:
    """LOCAL of quoted names or a literal list of names: saved and unbound in place.

    Berkeley's LOCAL as the last instruction of its list (of a line, of the last line of a
    procedure, of an IF, REPEAT or RUN list) makes the names it can and reports nothing:
    `local [a [b]]` there is no error, `local [a [b]] print 1` is."""
    if _has_missing(node) or not node.args:
        return False
    lenient = gen.list_end
    if any(arg.__class__ is not Const for arg in node.args):
        values = [comp.expr(gen, arg, ctx, node.name) for arg in node.args]
        t = gen.tmp()
        gen.emit("%s = (%s,)" % (t, ", ".join(values)))
        if lenient:
            gen.emit("try: %s(*%s)" % (_slow_name(comp, node), t))
            gen.emit("except LogoError: pass")
        else:  # (the primitive makes the names it can: used as an input, by APPLY ...)
            gen.emit("_localnames(%s); %s(*%s)" % (t, _slow_name(comp, node), t))
        return True
    names = []
    for arg in node.args:
        if arg.__class__ is not Const:
            return False
        value = arg.value
        if value.__class__ is str:
            names.append(fold(value))
            continue
        if value.__class__ in (ProtectedWord, int, float):
            return False  # (a name all the same: the primitive's)
        if (value.__class__ is not Pair and value is not NIL) or len(node.args) > 1:  # (a list only alone)
            if lenient:
                continue
            return _refused(gen, value)
        while value.__class__ is Pair:
            if value.first.__class__ is not str:
                if lenient:
                    break
                if value.first.__class__ is ProtectedWord:
                    return False
                return _refused(gen, value.first)
            names.append(fold(value.first))
            value = value.rest
    for name in names:
        gen.emit("SAVED.append((%r, V.pop(%r, UNB)))" % (name, name))  # (the old value, now unbound)
    return True


def _refused(gen, value) -> bool:
    """LOCAL's error for VALUE, a member that is no name (the primitive, used as an input
    or by APPLY, reports nothing, as Berkeley's)."""
    exc = doesnt_like("local", value)
    gen.emit("_raise(LogoError(%d, %s))" % (exc.code, gen.const(exc.message)))
    return True


@handler("localmake")
def gen_localmake(comp, gen, node, ctx, tail) -> bool:
    if _has_missing(node) or len(node.args) != 2:
        return False
    name = _quoted_name(node.args[0])
    if name is None or name in comp.interp.traced_names:
        return False
    value = comp.expr(gen, node.args[1], ctx, node.name)
    t = gen.tmp()  # the value first, then the old one saved (as DynamicScope.local_make does)
    gen.emit("%s = %s; SAVED.append((%r, V.get(%r, UNB))); V[%r] = %s" % (t, value, name, name, name, t))
    return True


@value_handler("thing")
def value_thing(comp, gen, node, ctx, consumer=None) -> str | None:
    if _has_missing(node) or len(node.args) != 1:
        return None
    name = _quoted_name(node.args[0])
    if name is None and node.args[0].__class__ is not Const:
        # A computed name (THING WORD "ITEM :N): a plain ASCII word's value straight from V;
        # anything else, or no value, by the primitive (it reports the error).
        n, v = gen.tmp("_n"), gen.tmp("_v")
        ctx.dynamic = True  # (as for the primitive's call: CallCompiler.prim_call)
        code = comp.expr(gen, node.args[0], ctx, node.name)
        fast = ("(%s := %s).__class__ is str and %s.isascii() and (%s := V.get(%s.lower(), UNB)) is not UNB"
                % (n, code, n, v, n))
        return "(%s if %s else %s(%s))" % (v, fast, _slow_name(comp, node), n)
    if name is None or node.args[0].value.__class__ is ProtectedWord:
        return None  # (THING "a\ b: the primitive names it as typed when it has no value)
    typed = node.args[0].value
    if typed != name:  # as :ABC: a missing value is named as typed (ABC has no value)
        return "(V[%r] if %r in V else _novalue(%s))" % (name, name, gen.const(typed))
    return "V[%r]" % name


_ARITH = {"sum": "_add", "difference": "_sub", "product": "_mul", "quotient": "_div"}
_ARITH_OPS = {"sum": "+", "difference": "-", "product": "*"}


@value_handler("sum", "difference", "product", "quotient")
def value_arith(comp, gen, node, ctx, consumer=None) -> str | None:
    if len(node.args) != 2 or _has_missing(node):
        return None
    a = comp.expr(gen, node.args[0], ctx, node.name)
    b = comp.expr(gen, node.args[1], ctx, node.name)
    slow = "%s(%%s, %%s, %r)" % (_ARITH[node.proc.name], node.name)
    op = _ARITH_OPS.get(node.proc.name)
    if op is None:
        return fastpath.divide(gen, a, b, slow)
    return fastpath.arith(gen, op, a, b, slow)


def _slow_name(comp, node) -> str:
    return comp.prim_name(node.name, node.proc)


def _one_arg(node) -> bool:
    return len(node.args) == 1 and not _has_missing(node)


def _fast_list_op(name: str, fast: Any) -> None:
    """FIRST, BUTFIRST, FPUT, REMAINDER, ITEM, WORD: their inputs straight into FAST's code."""
    arity = 1 if name in ("first", "butfirst") else 2  # WORD's fast path: two inputs only

    def handler(comp, gen, node, ctx, consumer=None) -> str | None:
        if len(node.args) != arity or _has_missing(node):
            return None
        inputs = [comp.expr(gen, arg, ctx, node.name) for arg in node.args]
        if name == "item":
            index = node.args[0]
            if index.__class__ is Const and index.value.__class__ is int and 1 <= index.value <= 3:
                return fastpath.item_of_list(gen, index.value, inputs[1], _slow_name(comp, node))
        return fast(gen, *inputs, _slow_name(comp, node))

    VALUE_HANDLERS[name] = handler


for _name, _fast in (("first", fastpath.first), ("butfirst", fastpath.butfirst),
                     ("fput", fastpath.fput), ("remainder", fastpath.remainder),
                     ("item", fastpath.item), ("word", fastpath.word)):
    _fast_list_op(_name, _fast)


_LITERAL_WORDS = (str, int, float, ProtectedWord)


@value_handler("sentence")
def value_sentence(comp, gen, node, ctx, consumer=None) -> str | None:
    """SENTENCE of two inputs: a copy of the first list before the second one (else
    the primitive).  Of three to eight, or two with a word written in the line: the
    result built straight in the code (such a word is a cell of its own), unless an
    input is an array: then the primitive, given the inputs already worked out (it
    names the first array)."""
    n = len(node.args)
    if not 2 <= n <= 8 or _has_missing(node):
        return None
    if n == 2 and not any(arg.__class__ is Const and arg.value.__class__ in _LITERAL_WORDS
                          for arg in node.args):
        a, b = (comp.expr(gen, arg, ctx, node.name) for arg in node.args)
        return "_sentence2(%s, %s, %s)" % (a, b, _slow_name(comp, node))
    inputs = []  # (Python for the input, or its temporary; a word written in the line?)
    checks = []
    for arg in node.args:
        code = comp.expr(gen, arg, ctx, node.name)
        if arg.__class__ is Const and arg.value.__class__ in _LITERAL_WORDS:
            inputs.append((code, True))
        else:
            t = gen.tmp("_s")
            checks.append("((%s := %s).__class__ is not Array)" % (t, code))
            inputs.append((t, False))
    fast = ""
    for code, word in inputs[:-1]:
        fast += ("Pair(%s, " if word else "_se_member(%s, ") % code
    code, word = inputs[-1]
    fast += ("Pair(%s, NIL)" if word else "_se_last(%s)") % code
    fast += ")" * (n - 1)
    if not checks:
        return fast
    slow = "%s(%s)" % (_slow_name(comp, node), ", ".join(code for code, _ in inputs))
    return "(%s if %s else %s)" % (fast, " & ".join(checks), slow)


@value_handler("list")
def value_list(comp, gen, node, ctx, consumer=None) -> str | None:
    """LIST of a few inputs: its cells built straight in the code (inputs left to right)."""
    if not 1 <= len(node.args) <= 6 or _has_missing(node):
        return None
    inputs = [comp.expr(gen, arg, ctx, node.name) for arg in node.args]
    return "".join("Pair(%s, " % x for x in inputs) + "NIL" + ")" * len(inputs)


@value_handler("memberp")
def value_memberp(comp, gen, node, ctx, consumer=None) -> str | None:
    """MEMBERP of a word in a list of words written in the line (none a number): whether the
    word in lower case is one of theirs, when case is ignored (CASEIGNOREDP's TRUE) and the
    word is of plain ASCII; else the primitive."""
    if len(node.args) != 2 or _has_missing(node):
        return None
    lst = node.args[1]
    if lst.__class__ is not Const or lst.value.__class__ is not Pair:
        return None
    words = set()
    for word in lst.value:
        if word.__class__ is not str or not word.isascii() or number_value(word) is not None:
            return None
        words.add(fold(word))
    thing = comp.expr(gen, node.args[0], ctx, node.name)
    t = gen.tmp("_w")
    return ("((TRUE if %s.lower() in %s else FALSE) if (%s := %s).__class__ is str and %s.isascii() "
            "and V.get('caseignoredp') is TRUE else %s(%s, %s))"
            % (t, gen.const(frozenset(words)), t, thing, t, _slow_name(comp, node), t, gen.const(lst.value)))


@value_handler("int")
def value_int(comp, gen, node, ctx, consumer=None) -> str | None:
    """INT (a / b) on integers as integer division toward zero."""
    if not _one_arg(node):
        return None
    from ..lang.parser import Infix

    arg = node.args[0]
    if isinstance(arg, Infix) and arg.op == "/":
        a = comp.expr(gen, arg.left, ctx, "/")
        b = comp.expr(gen, arg.right, ctx, "/")
        return "_intdiv(%s, %s, %s)" % (a, b, _slow_name(comp, node))
    return None


@handler("setitem")
def gen_setitem(comp, gen, node, ctx, tail) -> bool:
    if len(node.args) != 3 or _has_missing(node):
        return False
    index = comp.expr(gen, node.args[0], ctx, node.name)
    array = comp.expr(gen, node.args[1], ctx, node.name)
    value = comp.expr(gen, node.args[2], ctx, node.name)
    i, a, v, k = gen.tmp("_x"), gen.tmp("_y"), gen.tmp("_z"), gen.tmp("_ix")
    gen.emit("%s = %s; %s = %s; %s = %s" % (i, index, a, array, v, value))
    gen.emit("if (%s.__class__ is Array) & (%s.__class__ is int) and %s.__class__ in WORDTYPES "
             "and 0 <= (%s := %s - %s.origin) < len(%s.items):" % (a, i, v, k, i, a, a))
    gen.emit("    %s.items[%s] = %s" % (a, k, v))
    gen.emit("else: %s(%s, %s, %s)" % (_slow_name(comp, node), i, a, v))
    return True


@value_handler("emptyp", "listp", "wordp", "equalp", "notequalp", "lessp", "greaterp",
               "lessequalp", "greaterequalp")
def value_predicate(comp, gen, node, ctx, consumer=None) -> str | None:
    if _has_missing(node):
        return None
    code = comp.call_condition(gen, node, ctx)
    if code is None:
        return None
    return fastpath.as_word(code)


@value_handler("run")
def value_run(comp, gen, node, ctx, consumer=None) -> str | None:
    if len(node.args) != 1 or _has_missing(node):
        return None
    lst = comp.literal_list(node.args[0])
    if lst is None or lst is NIL:
        return None
    try:
        nodes = comp.parse_inline(lst)
    except Exception:
        return None
    if len(nodes) != 1 or _is_exit_call(nodes[0]):
        return None
    if consumer is not None and not _outputs(consumer):
        return comp.expr(gen, nodes[0], ctx, consumer)
    return comp.maybe(gen, nodes[0], ctx)


def _outputs(consumer: str) -> bool:
    """OUTPUT (as typed): what it is given may be nothing; the output statement names RUN
    or IFELSE as what did not output."""
    return fold(consumer) in ("output", "op")


@handler("goto")
def goto_statement(comp, gen, node: Call, ctx, tail: bool) -> bool:
    """GOTO in a procedure with tags: its body catches the jump."""
    if ctx.tags is None or _has_missing(node):
        return False
    gen.emit("raise _Goto(%s)" % comp.expr(gen, node.args[0], ctx, "goto"))
    return True
