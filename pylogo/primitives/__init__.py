"""Primitive procedures, grouped as the Berkeley Logo manual groups them.

Importing this package registers every primitive (see procedures.primitive).
"""

from . import arithmetic, communication, control, data, files, graphics, logic, templates, workspace  # noqa: F401
