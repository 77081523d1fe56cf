"""Primitive procedures, grouped as the Berkeley Logo manual groups them.

Importing this package registers every primitive (see procedures.primitive).
"""

from .. import editing, services
from . import arithmetic, communication, control, data, files, graphics, logic, templates, workspace  # noqa: F401

# What the interpreter, below the primitives, needs from them (see services.py).

services.provide("catch", control.run_catch)
services.provide("case_body", control.case_body)
services.provide("cond_body", control.cond_body)
services.provide("random", arithmetic.new_random)
services.provide("edit", editing.edit)
services.provide("edit_file", editing.edit_file)
