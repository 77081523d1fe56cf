"""A scripted "window" for tests: mouse clicks and keys played to a Logo program.

``ScriptedRenderer`` is an interactive renderer with no display.  Each time
the interpreter polls it (WAIT, BUTTONP, MOUSEPOS, READCHAR, KEYP...) it
reports at most one event of its script to the model, through the same
calls the Tk window makes (``model.mouse_press``, ``mouse_release``,
``key_press``), so BUTTONACT, KEYACT, CLICKPOS and READCHAR see exactly what
a window would give them.

A script is a list of steps; a step is a function of the interpreter that
returns the events to play now (a list of ("press", x, y[, button]),
("key", char)), or None when it is not yet time (the step is asked again
at the next poll).  When the script is done, the renderer raises
``ScriptDone`` (a BaseException, so Logo cannot catch it) on a poll at
which the program waits for input.
"""

from __future__ import annotations

import io
from collections import deque
from typing import Any, Callable

from pylogo.graphics import events
from pylogo.graphics.model import Model
from pylogo.graphics.renderer import Renderer
from pylogo.lang.data import NIL, is_list


class ScriptDone(BaseException):
    """The script has no more events and the program asks for more."""


class ScriptedRenderer(Renderer):
    name = "scripted"
    interactive = True

    def __init__(self, interp: Any, steps: list, stop_when_done: bool = True) -> None:
        self.interp = interp
        self.steps: deque = deque(steps)
        self.queue: deque = deque()  # events of the current step, one per poll
        self.stop_when_done = stop_when_done
        self.polls = 0

    def poll(self) -> None:
        self.polls += 1
        model = self.model
        if self.queue:
            self._play(self.queue.popleft())
            return
        if model.button:  # a press is always followed by its release
            model.mouse_release(model.mouse_x, model.mouse_y)
            return
        while self.steps:
            events = self.steps[0](self.interp)
            if events is None:
                return
            self.steps.popleft()
            if events:
                self.queue.extend(events)
                self._play(self.queue.popleft())
                return
        if self.stop_when_done and self.polls > 1 and not model.keys and not model.actions:
            raise ScriptDone()

    def _play(self, event: tuple) -> None:
        model = self.model
        if event[0] == "press":
            x, y = event[1], event[2]
            model.mouse_move(x, y)
            model.mouse_press(x, y, event[3] if len(event) > 3 else 1)
        elif event[0] == "key":
            model.key_press(event[1])
        elif event[0] == "move":
            model.mouse_move(event[1], event[2])


def attach_script(interp: Any, steps: list, stop_when_done: bool = True) -> ScriptedRenderer:
    """Give INTERP a graphics model drawn by a scripted renderer; WAIT takes no real time."""
    model = Model()
    renderer = ScriptedRenderer(interp, steps, stop_when_done)
    interp.graphics = model
    model.attach(renderer)
    now = [0.0]  # WAIT's time passes at once: a clock of our own, moved by sleeping

    def sleep(seconds: float) -> None:
        now[0] += seconds

    interp.sleep = sleep
    interp.clock = lambda: now[0]
    return renderer


def variable(interp: Any, name: str) -> Any:
    return interp.V.get(name)


def when_active(name: str) -> Callable:
    """A condition: no action runs, and the action variable NAME (buttonact, keyact) is set.

    As a person would: the next click comes once the program is done with
    the last one.
    """

    def active(interp: Any) -> bool:
        if events.running:
            return False
        value = variable(interp, name)
        return value is not None and value is not NIL and is_list(value)

    return active


def click(x: int, y: int, button: int = 1, when: Callable | None = None) -> Callable:
    """A step: a click at (x, y) once WHEN (default: BUTTONACT is set) holds."""
    condition = when or when_active("buttonact")

    def step(interp: Any) -> Any:
        return [("press", x, y, button)] if condition(interp) else None

    return step


def key(char: str, when: Callable | None = None) -> Callable:
    """A step: a key typed once WHEN (default: always) holds."""

    def step(interp: Any) -> Any:
        return [("key", char)] if when is None or when(interp) else None

    return step


def output_of(session: Any) -> str:
    """What the session printed so far."""
    buffer: io.BytesIO = session.buffer
    return buffer.getvalue().decode("utf-8")
