"""Renderers: what draws the graphics model, and how one is chosen.

The interface
-------------
A renderer is an object with these methods (``Renderer`` below gives each a
do-nothing default, so a renderer overrides only what it needs):

``attach(model)``
    Called once, when graphics are first used.  Keep the model: everything to
    draw is read from it (``pylogo.graphics.model`` documents its fields).
``update()``
    Called after every graphics primitive that changed something (cheap: it
    runs once per FORWARD).  The renderer decides when to draw: typically it
    draws ``model.items[n:]`` (n = how many items it drew so far) and the
    turtle at most every 1/30 s, everything again when ``model.epoch``
    changed (CLEAN, CLEARSCREEN, SETBACKGROUND, SETPALETTE, LOADPICT), and
    nothing while ``model.refresh`` is false (NOREFRESH: batch drawing until
    REFRESH, which calls ``update`` again).
``flush()``
    Draw everything now: called when Logo waits for input at the prompt,
    before READCHAR/READLIST, at WAIT, and at the end of a program.
``poll()``
    Handle the window's pending events (mouse, keys, redraws).  Report them
    to the model with ``model.mouse_move(x, y)``, ``model.mouse_press(x, y,
    button)``, ``model.mouse_release(x, y)`` and ``model.key_press(char)``
    (x and y in turtle coordinates, integers); the interpreter then runs
    BUTTONACT and KEYACT.  Called often (during long computations too), so
    it must return at once when there is nothing to do.
``set_screen_mode(mode)``
    TEXTSCREEN, SPLITSCREEN, FULLSCREEN: mode is "textscreen",
    "splitscreen" or "fullscreen".
``close()``
    Logo is ending (BYE or the end of input): release the display.

Attributes: ``name`` (as given to --graphics) and ``interactive`` (true when
it shows a window or a screen where events can happen).

The turtle: ``model.x``, ``model.y`` (turtle coordinates, scaled),
``model.heading`` (degrees clockwise from north) and ``model.shown``;
Berkeley draws it as an isosceles triangle (see ``turtle_triangle``).
Colours in items are 0-255 RGB triples; ``model.background_rgb()`` gives the
background.  The canvas is 821 by 481 pixels (the constants at the top of
``model``): x from -410 to 410, y from -240 to 240, the origin at the centre,
y upward; a turtle step is a pixel times the scrunch factors
(``model.xscale``, ``model.yscale``), already applied to the coordinates in
the items and to ``model.x``/``model.y``.

Choosing a renderer
-------------------
``--graphics window|terminal|none`` on the command line (``set_requested``)
or the environment variable ``PYLOGO_GRAPHICS``; by default a window when
$DISPLAY is set and tkinter imports, else the terminal when standard output
is a terminal that can move its cursor (TERM not dumb), else none.  A
renderer with a ``bind_interpreter(interp)`` method is given the
interpreter once attached (the terminal renderer shares its terminal).  A renderer module registers
itself in ``RENDERERS`` (name -> "module:factory", imported only when
chosen); a factory returns a renderer or raises ``RendererUnavailable`` with
a message, which is printed once before carrying on with no display.
"""

from __future__ import annotations

import importlib
import math
import os
import sys
from typing import Any


class RendererUnavailable(Exception):
    """The chosen renderer cannot run here (its message says why)."""


class Renderer:
    """A renderer that draws nothing: the base of all renderers, and the no-display one."""

    name = "none"
    interactive = False

    def attach(self, model: Any) -> None:
        self.model = model

    def update(self) -> None:
        pass

    def flush(self) -> None:
        pass

    def poll(self) -> None:
        pass

    def set_screen_mode(self, mode: str) -> None:
        pass

    def close(self) -> None:
        pass


NullRenderer = Renderer


def _null() -> Renderer:
    return Renderer()


# name -> "module:factory" (the module is imported only when the renderer is chosen)
RENDERERS: dict = {
    "none": "pylogo.graphics.renderer:_null",
    "window": "pylogo.graphics.tk_renderer:make",
    "terminal": "pylogo.graphics.terminal_renderer:make",
}

_requested: str | None = None


def set_requested(name: str | None) -> None:
    """The renderer asked for on the command line (overrides PYLOGO_GRAPHICS)."""
    global _requested
    _requested = name


def requested() -> str:
    """The renderer's name: the command line's, PYLOGO_GRAPHICS, or the default."""
    name = _requested or os.environ.get("PYLOGO_GRAPHICS", "").strip().lower()
    if name:
        return name
    return default_renderer()


def default_renderer() -> str:
    if not os.environ.get("DISPLAY") and sys.platform not in ("win32", "darwin"):
        return "terminal" if _terminal_capable() else "none"
    target = RENDERERS.get("window")
    if target is None:
        return "none"
    try:
        import importlib.util

        if importlib.util.find_spec(target.split(":")[0]) is None:
            return "none"
        importlib.import_module("tkinter")
    except ImportError:
        return "none"
    return "window"


def _terminal_capable() -> bool:
    """Is standard output a terminal that can move its cursor (TERM not dumb)?"""
    from ..runtime.terminal import screen_capable

    try:
        return screen_capable() and os.isatty(sys.stdout.fileno())
    except (AttributeError, OSError, ValueError):
        return False


def make_renderer(name: str | None = None) -> Renderer:
    """The renderer to use; on any trouble a message (once) and no display."""
    name = name or requested()
    target = RENDERERS.get(name)
    if target is None:
        _say("pylogo: no graphics renderer %r (choose from %s); drawing with no display"
             % (name, ", ".join(sorted(RENDERERS))))
        return Renderer()
    module_name, factory = target.split(":")
    try:
        module = importlib.import_module(module_name)
        return getattr(module, factory)()
    except RendererUnavailable as exc:
        _say("pylogo: %s; drawing with no display" % exc)
    except Exception as exc:  # a display that cannot open, a missing library
        _say("pylogo: cannot use the %s renderer (%s); drawing with no display" % (name, exc))
    return Renderer()


def _say(message: str) -> None:
    try:
        sys.stderr.write(message + "\n")
        sys.stderr.flush()
    except (OSError, ValueError):
        pass


def turtle_triangle(x: float, y: float, heading: float, xscale: float = 1.0,
                    yscale: float = 1.0) -> tuple:
    """Berkeley's turtle: the three corners (left, tip, right) in turtle coordinates.

    An isosceles triangle with a base 12 steps wide whose middle is one step
    behind the turtle's position, and its tip 19 steps from there along the
    heading (so 18 ahead of the turtle); scrunched like everything else.
    """
    half_bottom, side = 6.0, 19.0
    real = (-heading + 90.0) * math.pi / 180.0
    c, s = math.cos(real), math.sin(real)
    bx, by = x - c * xscale, y - s * yscale  # the base's middle: one step back
    dx, dy = xscale * s * half_bottom, yscale * c * half_bottom
    left = (bx - dx, by + dy)
    right = (bx + dx, by - dy)
    tip = (bx + xscale * c * side, by + yscale * s * side)
    return (left, tip, right)
