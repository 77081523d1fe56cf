"""Primitive procedures, grouped as the Berkeley Logo manual groups them.

Importing this package registers every primitive (see procedures.primitive).
"""

from ..system import services
from . import arithmetic, communication, control, data, files, graphics, logic, templates, workspace  # noqa: F401

# What the interpreter, below the primitives, needs from them (see services.py).
services.provide("catch", control.run_catch)
services.provide("apply_command", templates.apply_command)
services.provide("case_body", control.case_body)
services.provide("cond_body", control.cond_body)
services.provide("random", arithmetic.new_random)


def _library_macro_value(interp: object, key: str, consumer: str, args: list) -> object:
    from .macroexpand import library_macro_value

    return library_macro_value(interp, key, consumer, args)


services.provide("library_macro_value", _library_macro_value)


def _edit(interp: object, what: object) -> None:
    from . import editing  # imported when EDIT runs: it needs subprocess, slow to import

    editing.edit(interp, what)


def _edit_file(interp: object, name: str) -> None:
    from . import editing

    editing.edit_file(interp, name)


services.provide("edit", _edit)
services.provide("edit_file", _edit_file)
