"""Mouse and keys on the Logo side: running BUTTONACT and KEYACT, reading keys typed in the window.

A renderer reports what happens in its window to the model (from its own
thread, for the Tk window); the model queues a run of BUTTONACT or KEYACT.
The Logo thread runs them at its safe points: during WAIT, when a program
asks about the mouse (MOUSEPOS, CLICKPOS, BUTTONP, BUTTON), while READCHAR
or KEYP wait, and while the interactive prompt waits for a line (the
prompt is put aside while the instructions run, then drawn again; at the
plain prompt of TERM=dumb they print below it).

Each run uses the variable's value at that moment (so a procedure can bind
BUTTONACT locally, as the CSLS ``buttons`` library does); an empty list or
a word does nothing.  A KEYACT run whose character READCHAR already took is
skipped.
"""

from __future__ import annotations

import os
import select
import time

from ..lang.data import NIL, is_list

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

STEP = 0.02  # seconds between looks while waiting


running = 0  # how many BUTTONACT/KEYACT runs are under way (nested ones included)


def run_actions(interp: Any) -> None:
    """Run the queued BUTTONACT and KEYACT instruction lists (on the Logo thread)."""
    global running
    model = getattr(interp, "graphics", None)
    if model is None or not model.actions:
        return
    for kind, _char in model.take_actions():
        if kind == "keyact" and not model.keys:
            continue  # READCHAR took the key already
        value = interp.V.get(kind)
        if value is None or value is NIL or not is_list(value):
            continue
        running += 1
        try:
            interp.run_list(value, kind)
        finally:
            running -= 1


def wait(interp: Any, seconds: float) -> None:
    """WAIT with a graphics window: show the drawing, and run actions while waiting."""
    model = interp.graphics
    model.renderer.flush()
    run_actions(interp)
    clock = getattr(interp, "clock", time.monotonic)  # tests may give the interpreter its own clock
    end = clock() + seconds
    while True:
        left = end - clock()
        if left <= 0:
            break
        interp.sleep(min(left, STEP))
        model.renderer.poll()
        run_actions(interp)


def poll(interp: Any, model: Any) -> None:
    """A program asks about the mouse: handle the window's events and run actions."""
    model.renderer.poll()
    if model.actions:
        run_actions(interp)


def window_keys(interp: Any) -> Any:
    """The model when keys typed in a window may reach READCHAR, else None."""
    model = getattr(interp, "graphics", None)
    if model is None or not model.renderer.interactive:
        return None
    return model


def key_waiting(interp: Any, model: Any, terminal: Any, stream: Any) -> bool:
    """KEYP: a key typed in the window, or one waiting on the terminal."""
    model.renderer.poll()
    if model.actions:
        run_actions(interp)
    return bool(model.keys) or terminal.key_waiting(stream)


def read_key(interp: Any, model: Any, terminal: Any, stream: Any) -> Any:
    """READCHAR: the next key typed in the window or on the terminal, whichever comes first.

    When standard input is not a terminal and has ended (a pipe, /dev/null),
    only a key already typed in the window is read; otherwise READCHAR
    gives the end of input, as it would with no window.
    """
    model.renderer.flush()
    while True:
        model.renderer.poll()
        if model.keys:
            return model.keys.popleft()
        if terminal.key_waiting(stream) or _ended(stream):
            return terminal.read_key(stream)
        interp.sleep(STEP)


def _ended(stream: Any) -> bool:
    """Has standard input (not a terminal) ended?  Never waits for it."""
    if stream.has_pending():
        return False
    try:
        fd = stream.raw.fileno()
        if os.isatty(fd):
            return False
        ready, _, _ = select.select([fd], [], [], 0)
        if not ready:  # an open pipe with nothing in it yet
            return False
    except (AttributeError, OSError, ValueError):
        pass
    return stream.eof()


def prompt_hook(interp: Any, app: Any) -> Any:
    """An action hook that runs BUTTONACT/KEYACT while prompt_toolkit's APP waits for a line.

    Called on the window's thread: the runs are handed to the prompt's event
    loop, which runs them (on the Logo thread) with the prompt put aside.
    """

    def hook() -> None:
        loop = getattr(app, "loop", None)
        if loop is None or not app.is_running:
            return
        try:
            loop.call_soon_threadsafe(_schedule, interp, app)
        except RuntimeError:  # the loop has closed
            pass

    return hook


def _schedule(interp: Any, app: Any) -> None:
    from prompt_toolkit.application import run_in_terminal
    from prompt_toolkit.application.current import set_app

    model = getattr(interp, "graphics", None)
    if model is None or not model.actions or not app.is_running:
        return
    with set_app(app):
        run_in_terminal(lambda: run_actions_reporting(interp))


def run_actions_reporting(interp: Any) -> None:
    """Run the actions at top level: an error is reported, as a typed instruction's is."""
    from ..lang.errors import LogoError

    try:
        interp.guarded(run_actions, interp)
    except LogoError as exc:
        interp.report(exc)
    except BaseException:  # THROW "TOPLEVEL, BYE...: the prompt goes on
        pass
    interp.flush()
