"""Turtle graphics: one model of the turtle and its drawing, drawn by pluggable renderers.

``model`` holds the turtle's state and the display list (everything drawn, in
turtle coordinates) with Berkeley Logo's semantics; it needs no display.
``renderer`` defines the small interface a display implements and chooses
one (window, terminal, none).  ``export`` writes a model as EPS (as Berkeley
Logo does), SVG, PNG, and pylogo's own picture files.  The primitives that
reach all this are in ``pylogo.primitives.graphics``.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def model_of(interp: Any) -> Any:
    """The interpreter's graphics model, made (with its renderer) when graphics are first used."""
    model = getattr(interp, "graphics", None)
    if model is None:
        from .model import Model
        from .renderer import make_renderer

        model = Model()
        interp.graphics = model
        renderer = make_renderer()
        model.attach(renderer)
        bind = getattr(renderer, "bind_interpreter", None)
        if bind is not None:  # a renderer sharing the interpreter's terminal
            bind(interp)
    return model
