"""Primitive procedures, grouped as the Berkeley Logo manual groups them.

Importing this package registers every primitive (see procedures.primitive).
The groups most programs use are imported now; the others (graphics, files,
arithmetic ...) only when one of their primitives is first called: their
primitives are registered from the table an earlier run kept of them
(system/modcache.py), as long as their modules are unchanged.
"""

import os

from ..lang.procedures import expect_primitives, primitive_table
from ..system import modcache, services

# In the order they are registered (the registry's order: PRIMITIVES lists them so).
_GROUPS = ("arithmetic", "communication", "control", "data", "files", "graphics", "logic", "templates",
           "workspace", "workspace_tools")
_NOW = frozenset(["communication", "data", "workspace"])  # used by nearly every program


def _register_groups() -> None:
    table = modcache.kept("primitives-2")
    if table is not None and any(group not in table for group in _GROUPS if group not in _NOW):
        table = None  # (kept by a pylogo with other groups)
    for group in _GROUPS:
        module = "%s.%s" % (__name__, group)
        if table is not None and group not in _NOW:
            expect_primitives(module, table[group])
        else:
            __import__(module)
    if table is None:
        modcache.occasional(["%s.%s" % (__name__, group) for group in _GROUPS if group not in _NOW])
        here = os.path.dirname(__file__)
        modcache.keep("primitives-2",
                      {group: primitive_table("%s.%s" % (__name__, group)) for group in _GROUPS
                       if group not in _NOW},
                      [os.path.join(here, group + ".py") for group in _GROUPS if group not in _NOW]
                      + [os.path.join(os.path.dirname(here), "lang", "procedures.py")])


_register_groups()


# What the interpreter, below the primitives, needs from them (see services.py).
def _control() -> None:
    from . import control

    services.provide("catch", control.run_catch)
    services.provide("case_body", control.case_body)
    services.provide("cond_body", control.cond_body)


def _templates() -> None:
    from . import templates

    services.provide("apply_command", templates.apply_command)


def _arithmetic() -> None:
    from . import arithmetic

    services.provide("random", arithmetic.new_random)


for _name, _load in (("catch", _control), ("case_body", _control), ("cond_body", _control),
                     ("apply_command", _templates), ("random", _arithmetic)):
    services.provide_later(_name, _load)


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
