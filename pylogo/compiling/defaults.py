"""Optional inputs' defaults: the warnings reading one gave, said when it is first needed;
OUTPUT or STOP as the default, which Berkeley runs in the caller's place; RUN of a list."""

from __future__ import annotations

from ..lang.data import Pair
from ..lang.nodes import Call, Const, Missing
from .context import exit_call

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def exit_default(comp: Any, gen: Any, node: Any, ctx: Any, consumer: str, default: Any) -> str | None:
    """Python for a default that is OUTPUT or STOP (NODE; DEFAULT, its list), or None:
    Berkeley computes a default where the procedure (CONSUMER) is called, so at top level
    it is an error there, in a procedure one of that procedure (ErrorReporter.exit_in_default).
    The inputs OUTPUT is given are computed first."""
    if node.__class__ is not Call or not exit_call(node) or any(a.__class__ is Missing for a in node.args):
        return None
    inputs = "".join("%s, " % comp.expr(gen, arg, ctx, node.name) for arg in node.args)
    error = "RT.exit_in_default(%s, %s, %s)" % (gen.const(node.name), gen.const(consumer), gen.const(default))
    return "((%s), _raise(%s))[1]" % (inputs, error)


class DefaultWarnings:
    """The warnings reading an optional input's default gave: Berkeley reads the default,
    and warns, when it is first needed, once for the procedure's definition (each entry
    compiled from it shares this)."""

    def __init__(self, interp: Any) -> None:
        self.interp = interp
        self.messages: list = []  # (said when first called)
        self.warns = False
        self.read = False  # (read by one entry: another reading it says nothing more)

    @classmethod
    def of(cls, compiler: Any, formal: Any) -> DefaultWarnings:
        """The warnings of FORMAL's default, when its list warned before (the compiler's
        default_warnings), or new ones."""
        found = compiler.default_warnings.get(id(formal.default))
        if found is not None and found[0] is formal.default:
            return found[1]
        return cls(compiler.interp)

    def keep(self, compiler: Any, formal: Any) -> None:
        """FORMAL's default was read: another entry reading it says nothing more."""
        if self.warns and not self.read:
            kept = compiler.default_warnings
            if len(kept) > 1000:
                kept.clear()
            kept[id(formal.default)] = (formal.default, self)
        self.read = True

    def heard(self, message: str) -> None:
        self.warns = True
        if not self.read:
            self.messages.append(message)

    def __call__(self) -> None:
        messages, self.messages = self.messages, []
        for message in messages:
            self.interp.warn(message, True)  # (the default is computed for the caller)


def runs_a_list(node: Any) -> bool:
    """Is NODE, an optional input's default, RUN of a list written in it?"""
    if node.__class__ is not Call or not node.proc.is_primitive or node.proc.name != "run":
        return False
    return len(node.args) == 1 and node.args[0].__class__ is Const and node.args[0].value.__class__ is Pair
