"""Procedures: primitives (registered with a decorator) and user definitions."""

from __future__ import annotations

from .data import NIL, Pair, ProtectedWord, fold, from_iter, parse_number, to_pylist, word_text
from .errors import doesnt_like_unrec

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Callable

# kinds of result
CMD = "cmd"  # never outputs
OP = "op"  # always outputs
MAYBE = "maybe"  # outputs or not


class Primitive:
    """A procedure written in Python."""

    is_primitive = True
    is_macro = False
    compiled = None  # (as a UserProc not compiled: Calls.trampoline looks no further)
    traced = False  # a tracing stand-in (primtrace.py) under a traced name
    wrapped = False  # its function shows the calls: not to be inlined
    buried = False
    # (these for the few primitives named in _SPECIAL, and LIBRARY's)
    special_if = False
    special_form = False
    library = False
    ok_no_arg = False  # may be used without its input when nothing follows it on the line

    def forget(self) -> None:
        """ERASE took its name (REDEFP): REGISTRY keeps it."""
    _clean: str | None = None  # the docstring cleaned, when HELP first asks for it
    # (the defaults of most primitives: _fill sets only the others)
    kind = OP
    env = False
    aliases: tuple = ()

    def __init__(self, name: str, fn: Callable | None, min_args: int, default_args: int, max_args: int,
                 kind: str, env: bool, doc: str | None, aliases: tuple) -> None:
        _fill(self, name, min_args, default_args, max_args, kind, env, aliases)
        if fn is not None:  # (else expected from a module not imported yet: expect_primitives)
            self.fn = fn
            self._doc = doc  # the docstring as written

    def __getattr__(self, attr: str) -> Any:
        """The function (and docstring) of a primitive expected from a module not imported
        yet (expect_primitives): importing the module registers them."""
        module = self.__dict__.get("_module")
        if module is None or attr not in ("fn", "_doc"):
            raise AttributeError(attr)
        __import__(module)
        found = _FUNCTIONS.get(self.name)
        if found is None:
            raise AttributeError(attr)
        self.fn, self._doc = found
        return self.__dict__[attr]

    @property
    def doc(self) -> str:
        """The HELP text: the docstring without its indentation."""
        if self._clean is None:
            self._clean = _clean_doc(self._doc)
        return self._clean

    @property
    def arity(self) -> tuple:
        return (self.min_args, self.default_args, self.max_args)

    def __repr__(self) -> str:
        return "<primitive %s>" % self.name


_SPECIAL = {"if": "special_if", "to": "special_form", ".macro": "special_form", "continue": "ok_no_arg",
            "help": "ok_no_arg", "edit": "ok_no_arg", "save": "ok_no_arg"}
REGISTRY: dict = {}  # lowercase name (and alias) -> Primitive
_FUNCTIONS: dict = {}  # name -> (function, docstring) of each primitive registered

_new = object.__new__


def _fill(prim: Primitive, name: str, min_args: int, default_args: int, max_args: int, kind: str,
          env: bool, aliases: tuple) -> None:
    """Set a new primitive's attributes (start-up registers some 340: a plain function, and
    attributes left to their class defaults, are quicker than Primitive.__init__)."""
    prim.name = name
    prim.key = name
    prim.min_args = min_args
    prim.default_args = default_args
    prim.max_args = max_args
    if kind != OP:
        prim.kind = kind
    if env:
        prim.env = True
    if aliases:
        prim.aliases = aliases
    special = _SPECIAL.get(name)
    if special is not None:
        setattr(prim, special, True)
    if name in LIBRARY:
        prim.library = True


# Procedures Berkeley Logo defines in its Logo library rather than in C: a
# program may redefine them freely, and PRIMITIVEP is false for them.
LIBRARY = frozenset("""
    # ?rest ` backslashed? backslashedp buryall buryname cascade cascade.2 case closeall combine
    cond crossmap dequeue do.until do.while edall edn edns edpl edpls edps ern erpl file? filep filter find
    for foreach gensym ignore invoke iseq localmake macroexpand map map.se mdarray mditem mdsetitem name
    namelist pen pick pllist poall pon pons pop popl popls pops pots push queue quoted reduce remdup
    remove reverse rseq savel setpen transfer unburyall unburyname until while xcor ycor
""".split())


# What Berkeley's BURIED lists once a library procedure has been read in a line that
# runs (Berkeley loads it then, with the file's other procedures and the helpers its
# lines use): the procedure itself and these.
LIBRARY_LOADS = {
    "`": "backq.all.commas backq.combine backq.unquote backq.word localmake",
    "buryname": "namelist",
    "cascade": "` backq.all.commas backq.combine backq.unquote backq.word cascade.eval cascade.setup "
               "cascade1 localmake",
    "cascade.2": "` backq.all.commas backq.combine backq.unquote backq.word cascade cascade.eval "
                 "cascade.setup cascade1 localmake",
    "case": "case.helper",
    "closeall": "?rest foreach foreach.done foreach1",
    "cond": "cond.helper ignore localmake",
    "crossmap": "cm1 cm2",
    "do.until": "until",
    "do.while": "while",
    "ern": "namelist",
    "erpl": "pllist",
    "file?": "ignore",
    "filep": "ignore",
    "filter": "?rest combine",
    "find": "?rest",
    "for": "for.done forloop forstep",
    "foreach": "?rest foreach.done foreach1",
    "iseq": "?rest iseq1 map map1",
    "map": "?rest combine map1",
    "map.se": "?rest map.se1",
    "mdarray": "for for.done forloop forstep",
    "mdsetitem": "mditem",
    "pon": "ignore namelist",
    "popl": "ignore pllist",
    "remdup": "?rest combine filter",
    "remove": "?rest combine filter",
    "reverse": "combine",
    "rseq": "?rest combine iseq iseq1 map map1",
    "transfer": "?in ?out cascade cascade.2 cascade.eval cascade.setup cascade1 transfer.end.test",
    "unburyname": "namelist",
}


# The variables a library procedure's file buries as Berkeley loads it (NAMES leaves them out)
LIBRARY_BURIED_NAMES = {"gensym": ("gensym.number",)}


def library_loads(name: str) -> tuple:
    """(the procedures BURIED lists, the variables it buries) once Berkeley loaded the
    library procedure NAME."""
    return [name] + LIBRARY_LOADS.get(name, "").split(), LIBRARY_BURIED_NAMES.get(name, ())


def primitive(*names: str, args: Any = 1, kind: str = OP, env: bool = False) -> Callable:
    """Register a Python function as a Logo primitive.

    ``args`` is the number of inputs, or (min, default, max) with max -1 for
    "any number".  ``kind`` says whether it outputs (OP), never outputs (CMD)
    or may (MAYBE).  With ``env`` the function's first parameter is the
    interpreter.  The docstring is its HELP text.
    """
    arity = (args, args, args) if args.__class__ is int else tuple(args)

    def register(fn: Callable) -> Callable:
        name = names[0]
        doc = fn.__doc__
        _FUNCTIONS[name] = (fn, doc)
        prim = REGISTRY.get(name)
        if prim is not None and "_module" in prim.__dict__ and "fn" not in prim.__dict__:
            prim.fn, prim._doc = fn, doc  # its module imported when first needed
            return fn
        prim = _new(Primitive)
        _fill(prim, name, arity[0], arity[1], arity[2], kind, env, names[1:])
        prim.fn = fn
        prim._doc = doc
        for name in names:
            REGISTRY[name] = prim
        return fn

    return register


def primitive_table(module: str) -> tuple:
    """What the registry holds of the primitives of MODULE (for expect_primitives), in order:
    for each, its name, aliases, arity, kind and env, one after the other in one tuple
    (quicker to read back than a tuple for each)."""
    fields: list = []
    seen = set()
    for prim in REGISTRY.values():
        if id(prim) not in seen and prim.fn.__module__ == module:
            seen.add(id(prim))
            fields += (prim.name, tuple(prim.aliases), prim.min_args, prim.default_args, prim.max_args,
                       prim.kind, prim.env)
    return tuple(fields)


def expect_primitives(module: str, table: tuple) -> None:
    """Register the primitives of TABLE (primitive_table's) without importing MODULE, which
    defines them: it is imported when one of their functions is first needed."""
    fields = iter(table)
    registry = REGISTRY
    for name, aliases, min_args, default_args, max_args, kind, env in zip(*[fields] * 7, strict=False):
        prim = _new(Primitive)
        _fill(prim, name, min_args, default_args, max_args, kind, env, aliases)
        prim._module = module
        registry[name] = prim
        for key in aliases:
            registry[key] = prim


def _clean_doc(doc: str | None) -> str:
    if not doc:
        return ""
    lines = doc.expandtabs().splitlines()
    indents = [len(x) - len(x.lstrip()) for x in lines[1:] if x.strip()]
    margin = min(indents) if indents else 0
    return "\n".join([lines[0].strip()] + [x[margin:] for x in lines[1:]]).strip()


_FunctionType = type(lambda: None)  # types.FunctionType, without importing types at start-up


def alias_function(fn: Callable, name: str) -> Callable:
    """A copy of FN whose ``_name`` parameter defaults to NAME (for error messages)."""
    sig_params = fn.__code__.co_varnames[: fn.__code__.co_argcount + fn.__code__.co_kwonlyargcount]
    if "_name" not in sig_params:
        return fn
    copy = _FunctionType(fn.__code__, fn.__globals__, name, fn.__defaults__, fn.__closure__)
    if fn.__kwdefaults__ and "_name" in fn.__kwdefaults__:
        copy.__kwdefaults__ = dict(fn.__kwdefaults__, _name=name)
    elif fn.__defaults__:
        argnames = fn.__code__.co_varnames[: fn.__code__.co_argcount]
        defaults = list(fn.__defaults__)
        index = argnames.index("_name") - (len(argnames) - len(defaults))
        defaults[index] = name
        copy.__defaults__ = tuple(defaults)
    return copy


class Formal:
    """One input of a user procedure."""

    __slots__ = ("name", "kind", "default", "source")

    def __init__(self, name: str, kind: str, default: Any = NIL, source: Any = NIL) -> None:
        self.name = name  # without the colon
        self.kind = kind  # "required", "optional" or "rest"
        self.default = default  # list of tokens (optional inputs)
        self.source = source  # the formal as written, for TEXT


_NO_DEPS: frozenset = frozenset()


class UserProc:
    """A procedure defined with TO, DEFINE or .MACRO."""

    is_primitive = False
    erased = False  # (set by ERASE: a call made by code that still names it is an error)
    kind = MAYBE
    special_if = False
    special_form = False
    ok_no_arg = False

    def __init__(self, name: str, formals: list, default_args: int, lines: list,
                 raw: list | None = None, is_macro: bool = False, explicit_default: Any = None) -> None:
        # (every attribute set here, even those set again later: Python then keeps the
        # procedures' attributes compactly, and defining one is quicker)
        self.name = name
        self.key = fold(name)
        self.formals = formals
        self.lines = lines  # each a Logo list (instruction line as data)
        self.raw = raw  # the original text lines (TO ... END), or None
        self.is_macro = is_macro
        self.explicit_default = explicit_default  # the default input count written, or None
        self.compiled: Any = None
        self.deps: Any = _NO_DEPS  # (only read: `in`)
        self.buried = False
        self.traced = False
        self.stepped = False
        n_req = n_opt = 0
        has_rest = False
        for f in formals:
            kind = f.kind
            if kind == "required":
                n_req += 1
            elif kind == "optional":
                n_opt += 1
            elif kind == "rest":
                has_rest = True
        self.has_rest = has_rest
        self.n_positional = n = n_req + n_opt
        self.min_args = n_req
        self.max_args = maximum = -1 if has_rest else n
        self.default_args = default = n_req if default_args is None else default_args
        # what a call of it is read by: a definition with the same signature needs no new reading
        self.signature = (n_req, default, maximum, n, has_rest)

    def forget(self) -> None:
        """ERASE took its name: code compiled before that makes a tail call of it finds it
        ERASEd (Workspace.ensure_compiled)."""
        self.erased, self.compiled = True, None

    @property
    def arity(self) -> tuple:
        return (self.min_args, self.default_args, self.max_args)

    def stops_first(self) -> bool:
        """Is STOP the first instruction of the body?  Berkeley then reports OUTPUT of a
        call to this procedure as "NAME didn't output to OUTPUT" even where OUTPUT's own
        procedure was called as a command."""
        from .tokenizer import runparse_list

        for line in self.lines:
            if line.__class__ is not Pair:
                continue
            tokens = [t for t in runparse_list(line) if t != "("]
            return bool(tokens) and isinstance(tokens[0], str) and fold(tokens[0]) == "stop"
        return False

    def __repr__(self) -> str:
        return "<procedure %s>" % self.name


def parse_formals(items: list, who: str, strip: bool = True) -> tuple:
    """Formals from the inputs part of a TO line (STRIP the colons) or a DEFINE text.

    Required inputs (``:x`` on a TO line, ``x`` in DEFINE's text) come
    first, then optional ones ``[:x default...]``, then perhaps a rest input
    ``[:x]``; a number among them is the default input count, which must lie
    between the minimum and the maximum.  Anything else is an error, as in
    Berkeley Logo.  Returns (formals, default count or None).
    """
    formals: list = []
    default = None
    minimum = maximum = 0
    for item in items:
        cls = item.__class__
        if cls is Pair or item is NIL:
            members = to_pylist(item)
            if maximum == -1 or not members or members[0].__class__ is Pair:
                raise doesnt_like_unrec(who, item)
            name = _input_name(word_text(members[0]), strip)
            if len(members) == 1:
                formals.append(Formal(name, "rest", source=item))
                maximum = -1
            else:
                formals.append(Formal(name, "optional", item.rest, source=item))
                maximum += 1
            continue
        if cls not in (str, ProtectedWord, int, float):
            raise doesnt_like_unrec(who, item)
        text = word_text(item)
        number = item if cls is int else (parse_number(text) if cls is not float else item)
        if number is not None and number.__class__ is int:
            if number >= minimum and (maximum == -1 or number <= maximum):
                default = number
                continue
            raise doesnt_like_unrec(who, item)
        if maximum != minimum:
            raise doesnt_like_unrec(who, item)
        formals.append(Formal(_input_name(text, strip), "required", source=item))
        minimum += 1
        maximum += 1
    return formals, default


def _input_name(text: str, strip: bool) -> str:
    """An input's name: a title (STRIP) takes :X, "X and X alike; DEFINE's text takes it as it is."""
    return text[1:] if strip and text[:1] in (":", '"') else text


def formals_text(formals: list, default: Any) -> Any:
    """The inputs list as TEXT shows it: ``[a [b 1] [c]]``."""
    items = []
    for f in formals:
        if f.kind == "required":
            items.append(f.name)
        elif f.kind == "rest":
            items.append(Pair(f.name, NIL))
        else:
            from .errors import LogoError
            from .tokenizer import runparse_list

            try:  # the default as Berkeley keeps it: runparsed (2+3 is 2 + 3)
                default_expr = runparse_list(f.default)
            except LogoError:
                default_expr = f.default
            items.append(Pair(f.name, default_expr))
    if default is not None:
        items.append(default)
    return from_iter(items)
