"""Running lists: instruction lists given to RUN, IF, REPEAT ... compiled and
cached (by identity, or by shape: shapes.py), macros' expansions, and
templates for MAP, APPLY, FOREACH ...
"""

from __future__ import annotations

from ..compiling.calleeshapes import code_for
from ..compiling.scan import makes_locals
from ..compiling.templates import BadTemplate, NamedTemplate
from ..lang import arith, errors
from ..lang.data import NIL, Pair, ProtectedWord, from_iter, word_text
from ..lang.errors import LogoError
from ..lang.parsecache import decode, encode
from ..lang.reader import parse_text
from ..lang.shapes import params_for, shape_of
from ..system import services
from .berkeley_errors import library_locate
from .depcache import DepCache
from .scope import UNB
from .template_shapes import shaped_template

# (a word read by READWORD, or made from one, is a ProtectedWord: BASIC's line names are)
_WORD_CLASSES = frozenset((str, ProtectedWord))

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def read_marked_word(word: ProtectedWord, backslashed: str = "", only: str = "") -> Any:
    """A word with characters typed inside bars, read as a line: those stay letters, and
    so do those typed after a backslash when BACKSLASHED is "bB" (PARSE "a\\\\b is
    [a\\b] in Berkeley, while RUN reads the characters again), or only those of them
    in ONLY if given (RUNPARSE keeps a backslash, but a quote still quotes)."""
    if "v" not in word.marks and not (backslashed and word.marks.strip()):
        return parse_text(str(word))
    key = (str(word), word.marks, backslashed, only)
    encoded = _marked_before.get(key)
    if encoded is not None and encoded is not _ONCE:
        return decode(encoded)  # (new lists each time)
    data = _read_marked(word, backslashed, only)
    if len(_marked_before) > 2000:
        _marked_before.clear()
    try:  # (kept when read a second time: most words are read once)
        _marked_before[key] = _ONCE if encoded is None else encode(data)
    except LogoError:
        pass
    return data


# (text, marks, backslashed, only) -> read_marked_word's list, encoded (_ONCE: read once)
_marked_before: dict = {}
_ONCE = object()


def _read_marked(word: ProtectedWord, backslashed: str, only: str) -> Any:
    """read_marked_word's work."""
    # Re-read only the ordinary stretches; keep barred characters inside their words.
    escaped = "".join("\\" + c if (m and m in backslashed and (not only or c in only)
                                    and not (c.isspace() or c in "[]{}|"))  # Berkeley reads those again
                      or (m == "v" and (c.isspace() or c in "[]{}|;\\"))
                      or (c == "\\" and m == " " and backslashed)  # (a backslash character: a letter)
                      else c for c, m in zip(word, word.marks, strict=True))
    data = parse_text(escaped)
    return _mark_barred(data, word)


def _mark_barred(data: Any, word: ProtectedWord) -> Any:
    """Give the words of DATA bar marks for the characters that had them in WORD."""
    if "v" not in word.marks:
        return data
    barred = {c for c, m in zip(word, word.marks, strict=True) if m == "v"}
    items = []
    node = data
    while node.__class__ is Pair:
        item = node.first
        if item.__class__ in (str, ProtectedWord):
            marks = "".join("v" if c in barred else " " for c in item)
            if "v" in marks:
                item = ProtectedWord(str(item), marks)
        items.append(item)
        node = node.rest
    return from_iter(items)


# How many lists block() keeps compiled by identity (twice that at most).
BLOCK_CACHE_SIZE = 1000


def _bound(fn: Any, params: tuple) -> Any:
    """FN (code compiled for a shape) called with one list's parameters."""
    return lambda: fn(params)


class ListRunner:
    """Compiling and running instruction lists and templates (part of Interpreter).

    State (set up by Interpreter.__init__): the caches block_cache,
    old_blocks, shape_cache, callee_shapes, recent_shapes, run_once, word_lists, lambda_shapes,
    template_cache, named_templates; what
    running lists and templates see: repcount (REPCOUNT), test_state (TEST),
    value_run (a list run for its value), slots (a template's inputs),
    transfer_stack (TRANSFER's)."""

    # ------------------------------------------------------------ instruction lists

    def block(self, lst: Any) -> Any:
        """The compiled form of an instruction list (cached)."""
        entry = self.block_cache.get(id(lst))
        if entry is not None and entry[0] is lst:
            return entry[1]
        entry = self.old_blocks.get(id(lst))
        if entry is None or entry[0] is not lst:
            # (the list, its function, dependencies, and for run_block that function
            # unbound and the parameters it is called with)
            fn, deps, params = self.shaped_parts(lst, None, False)
            entry = (lst, fn if params is None else _bound(fn, params), deps, fn, params)
        if len(self.block_cache) >= BLOCK_CACHE_SIZE:
            # Lists run once (built at run time) must not live long: kept, they
            # would make the garbage collector's older generations big and slow.
            self.old_blocks = self.block_cache
            self.block_cache = DepCache(2)
        self.block_cache[id(lst)] = entry
        return entry[1]

    def run_block(self, lst: Any) -> Any:
        """Run an instruction list now (as block(lst)() does).  A list not run before
        runs straight from its shape's code, and is not kept in block_cache: most
        lists built at run time run once, and keeping each costs more than running
        it (a list run again is kept then)."""
        entry = self.block_cache.get(id(lst))
        if entry is not None and entry[0] is lst:
            return entry[3](entry[4])
        if lst.__class__ is Pair:
            if lst.rest is NIL:  # (RUN (LIST :NAME): a list new each time, naming a procedure)
                proc = self.tail_of_run(lst)
                if proc is not None:
                    return self.ns[self.user_ns_name(proc.key)]()
            once = self.run_once
            if once.get(id(lst)) is not lst:
                # shaped_code(lst, None), its first case in short
                first = lst.first
                entry = self.recent_shapes.get(first) if first.__class__ in _WORD_CLASSES else None
                params = None if entry is None else params_for(lst, entry[0])
                if params is not None:
                    fn = entry[1]
                else:
                    fn, params = self.shaped_code(lst, None, False)
                if fn is not None:
                    if len(once) >= BLOCK_CACHE_SIZE:
                        self.run_once = once = {}
                    once[id(lst)] = lst
                    return fn(params)
        return self.block(lst)()

    def run_new(self, lst: Any) -> Any:
        """Run an instruction list the compiled code has just made (RUN LIST ...): as
        run_block does, but not looked up nor kept by identity (nothing else holds it)."""
        if lst.rest is NIL:
            proc = self.tail_of_run(lst)
            if proc is not None:  # (the code of [NAME]: a call of its entry U)
                return self.ns[self.user_ns_name(proc.key)]()
        first = lst.first
        entry = self.recent_shapes.get(first) if first.__class__ in _WORD_CLASSES else None
        params = None if entry is None else params_for(lst, entry[0])
        if params is not None:
            return entry[1](params)
        fn, params = self.shaped_code(lst, None, False)
        if fn is not None:
            return fn(params)
        return self.block(lst)()

    def shaped_code(self, lst: Any, consumer: str | None, recent_first: bool = True) -> tuple:
        """(code compiled for LST's shape, LST's parameters) to run it (for CONSUMER), or
        (None, None) when no code was compiled for that shape yet.  The shape of the list
        run last with the same first word (and consumer) is tried first (params_for),
        unless RECENT_FIRST is false (the caller tried it)."""
        first = lst.first
        recent = None
        if first.__class__ in _WORD_CLASSES:
            recent = first if consumer is None else (first, consumer)
            entry = self.recent_shapes.get(recent) if recent_first else None
            if entry is not None:
                params = params_for(lst, entry[0])
                if params is not None:
                    return entry[1], params
        shape = shape_of(lst)
        if shape is not None:
            entry = self.shape_cache.get((shape[0], consumer, False, False))
            if entry is not None:
                if recent is not None:
                    if len(self.recent_shapes) > 1000:
                        self.recent_shapes.clear()
                    self.recent_shapes[recent] = (shape[0], entry[0])
                return entry[0], shape[1]
        return None, None

    def command_block(self, lst: Any) -> Any:
        """An instruction list compiled as commands: a value left over is an error."""
        key = (id(lst), None)
        entry = self.block_cache.get(key)
        if entry is None or entry[0] is not lst:
            fn, deps = self.shaped_block(lst, None, True)
            entry = self.block_cache[key] = (lst, fn, deps)
        return entry[1]

    def keep_block(self, lst: Any) -> Any:
        """CATCH's instruction list compiled as commands (command_block) whose procedure
        called last leaves its variables bound, for the frame running the CATCH to restore
        (Berkeley 6.2.5: entry K, ControlCompiler.user_statement)."""
        key = (id(lst), None, "keep")  # (command_block: (id(lst), None); macros: a name)
        entry = self.block_cache.get(key)
        if entry is None or entry[0] is not lst:
            fn, deps = self.shaped_block(lst, None, "keep")
            entry = self.block_cache[key] = (lst, fn, deps)
        return entry[1]

    def keep_run(self, x: Any) -> Any:
        """RUN, IF or IFELSE ending a CATCH list: X runs as that list does (keep_block)."""
        return self.keep_block(self.runnable(x, "run"))()

    def shaped_block(self, lst: Any, consumer: str | None, commands: bool,
                     expansion: bool = False) -> tuple:
        """(function, dependencies) for an instruction list, from the code compiled
        for an earlier list of the same shape (shapes.py) when there is one."""
        fn, deps, params = self.shaped_parts(lst, consumer, commands, expansion)
        return (fn if params is None else _bound(fn, params)), deps

    def shaped_parts(self, lst: Any, consumer: str | None, commands: bool,
                     expansion: bool = False) -> tuple:
        """(function, dependencies, parameters) for an instruction list: the function,
        called with the parameters, runs it.  The code is that compiled for an earlier
        list of the same shape when there is one, else the list's own (its function
        takes None then)."""
        shape = shape_of(lst)
        if shape is None:
            return (*self.compiler.compile_block(lst, consumer, commands, expansion=expansion), None)
        key = (shape[0], consumer, commands, expansion)
        entry = self.shape_cache.get(key, UNB)
        if entry is UNB:
            entry = code_for(self, shape[0], key[1:], lambda: self.compiler.compile_shaped_block(
                lst, consumer, commands, expansion))
            if len(self.shape_cache) > 20000:
                self.shape_cache.clear()
            self.shape_cache[key] = entry
        if entry is None:
            return (*self.compiler.compile_block(lst, consumer, commands, expansion=expansion), None)
        return entry[0], entry[1], shape[1]

    def run_shaped(self, lst: Any, consumer: str | None, commands: bool,
                   expansion: bool = False) -> Any:
        """Run an instruction list that is new each time (a macro's expansion):
        straight from the code for its shape when there is some already."""
        shape = shape_of(lst)
        if shape is not None:
            entry = self.shape_cache.get((shape[0], consumer, commands, expansion))
            if entry is not None:
                return entry[0](shape[1])
        return self.shaped_block(lst, consumer, commands, expansion)[0]()

    def apply_command(self, name: str, *args: Any, mid: bool | str = False) -> Any:
        """APPLY or INVOKE called as a command (MID: in the middle of a list)."""
        return services.service("apply_command")(self, name, *args, mid=mid)

    def catch_command(self, tag: Any, lst: Any, end: int = 0, lib: str | None = None,
                      in_proc: bool = False) -> Any:
        return services.service("catch")(self, tag, lst, True, end, lib, in_proc)

    def runnable(self, x: Any, who: str) -> Any:
        """The instruction list for RUN's input: a list, or a word re-read as text."""
        if x.__class__ is Pair or x is NIL:
            return x
        if x.__class__ is ProtectedWord:
            # (read as its text unless characters of it were typed inside bars: kept by text)
            return read_marked_word(x) if "v" in x.marks else self.word_as_list(str(x))
        if x.__class__ in (str, int, float):
            return self.word_as_list(word_text(x))
        raise errors.doesnt_like(who, x)

    def word_as_list(self, text: str) -> Any:
        """TEXT read as an instruction list, kept by its text when it holds no list
        or array (its words cannot be changed, so one list serves every RUN of it)."""
        lst = self.word_lists.get(text)
        if lst is None:
            lst = parse_text(text)
            node = lst
            while node.__class__ is Pair and node.first.__class__ in (str, int, float):
                node = node.rest
            if node is NIL:
                if len(self.word_lists) > 5000:
                    self.word_lists.clear()
                self.word_lists[text] = lst
        return lst

    def run_list(self, x: Any, who: str = "run") -> Any:
        """Run an instruction list; its last instruction's value (or None)."""
        return self.run_block(self.runnable(x, who))

    def run_value(self, lst: Any, who: str) -> Any:
        """Run an expression list for a value (conditions of WHILE, IF ...)."""
        value = self.run_block(self.runnable(lst, who))
        if value is None:
            raise errors.doesnt_like(who, "nothing")  # Berkeley's words for it
        return value

    # ------------------------------------------------------------ templates

    def template(self, x: Any, who: str, statements: bool = False) -> Any:
        """A compiled template for a word or list."""
        if x.__class__ is Pair:
            key = (id(x), statements)
            entry = self.template_cache.get(key)
            if entry is not None and entry[0] is x:
                return entry[1]
            if who == "apply":
                tpl = shaped_template(self, x, statements) or self.compiler.compile_template(x, statements)
            else:
                # Berkeley's library procedure (MAP's map1 ...) reads the list: a warning
                # while reading it (IF used as IFELSE) names no procedure of the user's
                saved, self.warn_location = self.warn_location, ()
                try:
                    tpl = shaped_template(self, x, statements)
                    tpl = tpl or self.compiler.compile_template(x, statements)
                finally:
                    self.warn_location = saved
            tpl.source = x
            if tpl.own_locals if tpl.own_locals is not None else makes_locals(x):
                tpl = self._with_own_locals(tpl)
            if len(self.template_cache) > 20000:
                self.template_cache.clear()
            self.template_cache[key] = (x, tpl)
            return tpl
        if x is NIL:
            return self.compiler.compile_template(x, statements)
        if x.__class__ is str:  # (a procedure's name: looked up by each call, so kept)
            named = self.named_templates.get(x)
            if named is None:
                if len(self.named_templates) > 1000:
                    self.named_templates.clear()
                named = self.named_templates[x] = NamedTemplate(self, x)
            return named
        if x.__class__ is ProtectedWord:
            return NamedTemplate(self, x)
        return BadTemplate(x)  # an error when it is run, as in Berkeley

    def _with_own_locals(self, tpl: Any) -> Any:
        """TPL (a Template) whose runs each give back the variables LOCAL and LOCALMAKE
        made in it, as the library procedure running it does in Berkeley (MAP, FILTER ...)."""
        fn = tpl.fn
        saved = self.SAVED
        unwind = self.unwind

        def with_own_locals(*args: Any, **slots: Any) -> Any:
            height = len(saved)
            try:
                return fn(*args, **slots)
            finally:
                if len(saved) > height:
                    unwind(height)

        copy = object.__new__(type(tpl))
        for name in type(tpl).__slots__:
            setattr(copy, name, getattr(tpl, name))
        copy.fn = with_own_locals
        return copy

    def qslot(self, q: tuple, n: Any) -> Any:
        index = arith.integer(n, "?")
        if index < 0:  # the wrong kind for Berkeley (error 7)
            raise errors.doesnt_like("?", n)
        if not index <= len(q) or not q:  # (? 0) is (? 1) when there is a datum
            raise errors.doesnt_like_unrec("?", index)  # Berkeley: error 4 for a slot with no datum
        return q[index - 1 if index else 0]

    def qrest(self, rest: Any, n: Any) -> Any:
        if rest is None:  # no template's data: Berkeley's library finds no variable
            exc = errors.no_value("template.lists")
        else:
            try:
                index = arith.integer(n, "item")  # the library's ?REST asks ITEM for it
            except LogoError as bad:
                exc = bad
            else:
                if 1 <= index <= len(rest):
                    return rest[index - 1]
                exc = errors.doesnt_like_unrec("item", n)
        library_locate(exc, "?rest")
        raise exc
