"""What compiled code and the parts of the compiler share: the compiled procedure, a
place in compiled code, the line map of command entries (code kept on disk is made
again with them: context.py holds what only generating code needs), and the types of
functions, code and cells the parts make copies of (without importing types at start-up).
"""

from __future__ import annotations

FunctionType = type(lambda: None)
CodeType = type((lambda: None).__code__)
CellType = type((lambda x: lambda: x)(0).__closure__[0])


class _CommandEntryMap(dict):
    """The (empty) line map of a procedure's entry for command calls (C, E)."""


# Registered as the line map of the entries C and E: tells a procedure called as a
# command (ErrorReporter.called_as_command).
COMMAND_ENTRY = _CommandEntryMap()


class CompiledProc:
    """The compiled functions of one procedure definition."""

    __slots__ = ("body", "call", "commands", "tail_bind", "names", "shape", "ends")

    def __init__(self, body, call, tail_bind, names, shape=None) -> None:
        self.body = body
        self.call = call  # the entry U, for calls whose value is used (and APPLY, RUN ...)
        self.commands: dict = {}  # the entries C and E for command calls, made when first used
        self.tail_bind = tail_bind  # A, or None until the procedure is first tail-called
        self.names = names
        # what sharedentry.py makes its entries from (None: they are its own code)
        self.shape = shape
        # the tail entry T that a tail call of it runs (Calls._tail_once), made when first
        # needed; False when its body makes tail calls itself (or it has optional inputs)
        self.ends = None


class Site:
    """A place in compiled code (an OUTPUT of a macro's entry X, MacroRunner.output_again): a
    constant that stands for nothing but itself, made anew when the code is used again
    (proccache.py keeps it as such)."""

    __slots__ = ()


# How many templates MAP, FILTER ... are running for a value: Berkeley's library procedure
# runs them, so an OUTPUT in a list an IF of the template runs is inside a procedure even
# at top level ("if didn't output to combine": primitives/templates.py _value).
VALUE_TEMPLATES = [0]
