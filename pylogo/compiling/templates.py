"""Templates: what MAP, FILTER, APPLY, FOREACH ... run for each datum."""

from __future__ import annotations

from ..lang.data import NIL, Pair, ProtectedWord, fold, to_pylist
from ..lang.errors import (
    GotoSignal,
    LogoError,
    didnt_output,
    doesnt_like,
    doesnt_like_unrec,
    dont_say,
    not_enough,
    too_many,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


class Template:
    """A compiled template.

    ``fn`` takes the slot values as positional arguments.  Question-mark
    templates may also take ``_num`` (for ``#``) and ``_rest`` (for
    ``?rest``) keyword arguments, when ``uses_num``/``uses_rest`` say so.
    """

    __slots__ = ("fn", "nslots", "uses_num", "uses_rest", "question", "deps", "stale", "name", "order",
                 "exit_first", "source", "own_locals")

    def __init__(self, fn: Any, nslots: int, uses_num: bool, uses_rest: bool, question: bool,
                 deps: set) -> None:
        self.fn = fn
        self.nslots = nslots
        self.uses_num = uses_num
        self.uses_rest = uses_rest
        self.question = question
        self.deps = deps
        self.stale = False
        self.name = None
        self.order: tuple = ()  # its slots' numbers in the order it uses them
        self.exit_first: str | None = None  # OUTPUT or STOP (as typed) when it starts with one
        self.source: Any = None  # the list it was compiled for (runtime/lists.py), or one of its shape
        self.own_locals: bool | None = None  # does that list say LOCAL ... (None: not known yet)

    def kept(self) -> tuple:
        """(its dependencies, what else remade needs) to keep with its code (proccache.py)."""
        return self.deps, (self.nslots, self.uses_num, self.uses_rest, self.question, self.order,
                           self.exit_first)

    @classmethod
    def remade(cls, fn: Any, deps: set, info: tuple) -> Template:
        """The template of the code kept with kept()'s INFO, its function now FN."""
        tpl = cls(fn, info[0], info[1], info[2], info[3], deps)
        tpl.order = tuple(info[4])
        tpl.exit_first = info[5]
        return tpl

    def check_count(self, n: int, who: str) -> None:
        """Nothing to check before running: a slot with no datum is found when it is
        used (call_maybe), after the expressions before it have run, as in Berkeley."""


_EXIT_NAMES = frozenset(["output", "op", "stop", ".maybeoutput"])


class NamedTemplate:
    """A procedure name used as a template."""

    __slots__ = ("interp", "name", "key", "uses_num", "uses_rest", "stale", "question", "nslots", "known")

    def __init__(self, interp: Any, name: str) -> None:
        self.interp = interp
        self.name = name
        self.key = fold(name)
        self.uses_num = False
        self.uses_rest = False
        self.stale = False
        self.question = False
        self.nslots = 0
        # (the procedure the name called last: a primitive, with its function's name in the
        # namespace, or a user procedure (not a macro), with None)
        self.known: tuple = (None, None)

    def known_procedure(self, count: int) -> Any:
        """The user procedure the name called last (known), if it still names it, compiled,
        and COUNT inputs fit it without a rest input: calling its entry U is what
        call_by_name (and APPLY's _direct) would do."""
        proc, ns_name = self.known
        if (proc is not None and ns_name is None and self.interp.procs.get(self.key) is proc
                and proc.compiled is not None and proc.min_args <= count <= proc.n_positional):
            return proc
        return None

    def known_primitive(self, count: int) -> Any:
        """The function of the primitive the name called last (known), if it still names
        it and takes COUNT inputs: calling it is what fn would do."""
        proc, ns_name = self.known
        if (ns_name is not None and self.interp.procs.get(self.key) is proc and proc.min_args <= count
                and (proc.max_args < 0 or count <= proc.max_args)):
            return self.interp.ns[ns_name]
        return None

    def fn(self, *args: Any) -> Any:
        proc, ns_name = self.known
        if proc is not None and self.interp.procs.get(self.key) is proc:  # (as call_by_name calls it)
            if ns_name is not None:
                if proc.min_args <= len(args) and (proc.max_args < 0 or len(args) <= proc.max_args):
                    return self.interp.ns[ns_name](*args)
            elif proc.compiled is not None and proc.min_args <= len(args) <= proc.n_positional:
                return proc.compiled.call(*args)
        if self.key in _EXIT_NAMES:
            proc = self.interp.lookup_proc(self.key)
            if proc is not None and proc.is_primitive and proc.name in _EXIT_NAMES:
                # APPLY "OUTPUT: as OUTPUT in a template ([output ?]), the template's exit
                self.check_count(len(args), "apply")
                from ..lang.errors import TemplateExit

                raise TemplateExit(args[0] if args else None, self.name)
        proc = self.interp.procs.get(self.key)
        if proc is not None and self.name.__class__ is str:
            if proc.is_primitive:
                if not proc.special_form:
                    self.known = (proc, self.interp.prim_ns_name(self.key, proc))
            elif not proc.is_macro:
                self.known = (proc, None)
        return self.interp.call_by_name(self.name, args)

    def check_count(self, n: int, who: str) -> None:
        proc = self.interp.lookup_proc(self.key)
        if proc is None:
            return
        if proc.special_form:
            from ..lang.errors import dont_know

            raise dont_know(self.name)
        if n < proc.min_args:
            raise not_enough(self.name)
        if proc.max_args >= 0 and n > proc.max_args:
            raise too_many(self.name)


class BadTemplate:
    """A number or an array given as a template: an error when it is run (Berkeley's APPLY
    takes a number for a procedure name and refuses anything else that is not a list)."""

    __slots__ = ("value", "uses_num", "uses_rest", "stale", "question", "nslots", "name")

    def __init__(self, value: Any) -> None:
        self.value = value
        self.uses_num = self.uses_rest = self.stale = self.question = False
        self.nslots = 0
        self.name = None

    def fn(self, *args: Any) -> Any:
        from ..lang import errors

        value = self.value
        if value.__class__ is int or value.__class__ is float:
            exc = errors.dont_know(value)
            exc.code = errors.DK_HOW_UNREC  # as Berkeley's APPLY of an unknown name
        else:
            exc = LogoError(errors.APPLY_BAD_DATA, "APPLY doesn't like %s as input" % errors.datum(value))
        raise exc

    def check_count(self, n: int, who: str) -> None:
        """Nothing to check: running it is the error."""


def call_value(tpl: Any, args: tuple, who: str, num: int | None = None, rest: Any = None) -> Any:
    """Run a template for its value; an error when it outputs nothing."""
    value = call_maybe(tpl, args, num, rest)
    if value is None:
        raise didnt_output(_template_name(tpl), who)
    return value


def call_maybe(tpl: Any, args: tuple, num: int | None = None, rest: Any = None) -> Any:
    try:
        if tpl.uses_num or tpl.uses_rest:
            return tpl.fn(*args, _num=num, _rest=rest)
        return tpl.fn(*args)
    except IndexError:
        slot_missing(tpl, args)
        raise


def slot_missing(tpl: Any, args: Any) -> None:
    """An IndexError left the question-mark template TPL run with ARGS: its error if a ?N
    had no datum (else the IndexError is not the template's)."""
    if tpl.question and len(args) < tpl.nslots:  # ?N with fewer data than N: the first
        n = next((k for k in tpl.order if k > len(args)), tpl.nslots)  # such one it used
        raise doesnt_like_unrec("?", n) from None  # Berkeley: error 4


def _template_name(tpl: Any) -> str:
    name = getattr(tpl, "name", None)
    if name:
        return name
    return "template"


def bad_template(who: str, value: Any) -> LogoError:
    return doesnt_like(who, value)


# What Berkeley leaves in place of that input: its "nothing", taken for an optional
# input again the next time.
NOTHING_FORMAL = ProtectedWord("nothing", " " * 7)


def lambda_optional(info: tuple) -> LogoError:
    """A lambda template with an optional or rest input: Berkeley 6.2.5's library cannot
    run it and reports too few inputs, showing the template with its first such input
    as the word NOTHING."""
    from ..lang.data import NIL, Pair, list_edits
    from ..lang.printer import print_form

    template = info[0]
    node = template.first
    while node.__class__ is Pair:
        if node.first.__class__ is Pair or node.first is NIL or node.first is NOTHING_FORMAL:
            # Berkeley's library changes the template itself: the procedure line that
            # holds it shows the change too.
            node.first = NOTHING_FORMAL
            list_edits[0] += 1
            break
        node = node.rest
    return not_enough(print_form(template))


def lambda_short(info: tuple) -> LogoError:
    """Too few inputs for a lambda template ([[x y] ...])."""
    template, proctext = info
    if proctext:
        return not_enough("apply")
    from ..lang.printer import ERROR, print_form

    return not_enough(print_form(template, ERROR))  # (its words readable: "|a b|)


def lambda_long(info: tuple, extra: Any) -> LogoError:
    """Too many inputs for a lambda template: in question form the first
    extra input is left over, as when Berkeley's APPLY runs it."""
    template, proctext = info
    if proctext:
        return too_many("apply")
    return dont_say(extra)


def placed_in_apply(exc: LogoError, line: Any) -> None:
    """EXC left LINE of a procedure-text template ([[x] [line] ...]): unless a procedure it
    ran placed it, it is placed "in apply" at LINE, as Berkeley places it (its library
    runs such a template as a procedure of APPLY, whichever primitive was given it)."""
    if not (exc.located or exc.skip or exc.locate_outer or exc.library is not None
            or exc.__class__ is GotoSignal):  # (GOTO's signal is a LogoError too)
        exc.locate("apply", line)


def _lambda_formals(first: Any) -> list:
    """The inputs of a lambda template: names, [name default] and [name]."""
    from ..lang.procedures import Formal, parse_formals

    try:
        # As in Berkeley, [[:x] ...] names its input ":x".
        formals, _ = parse_formals(to_pylist(first), "apply", strip=False)
    except LogoError:
        formals = [Formal(_template_formal(x), "required") for x in to_pylist(first)]
    for formal in formals:
        formal.name = fold(formal.name)
    return formals


def _template_formal(x: Any) -> str:
    from ..lang.data import word_text

    if x.__class__ is Pair:
        x = x.first
    text = word_text(x) if x.__class__ is not Pair else ""
    return fold(text)


def _is_listish(x: Any) -> bool:
    return x.__class__ is Pair or x is NIL
